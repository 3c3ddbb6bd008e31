import LegibleAudit
import LegibleColor
import LegibleDiscovery
import Testing

@testable import LegibleSwiftSources

/// Issue 43's held-back patterns: a SwiftUI style that switches on `@Environment(\.colorScheme)`
/// (light and dark values in the code, audited as two themes) and states its label's font
/// (`.font(.system(size: 24, weight: .bold))`): large text, so 3:1 is enough. Two real styles
/// failed at 3.77 and 4.01 where they pass as large text (a false fail each). Fixture written
/// here; ratios from Tests/Evaluation/wcag.py: white on rgb(51, 127.5, 229.5) 3.933005, black on
/// rgb(153, 204, 255) 12.435607; tolerance 0.0001.
@Suite("Swift sources: a style's colour scheme branches and its font")
struct StyleFontTests {
  static func style(font: String) -> String {
    """
    import SwiftUI

    struct SchemeStyle: ButtonStyle {
      @Environment(\\.colorScheme) var colorScheme

      func makeBody(configuration: Configuration) -> some View {
        configuration.label
          .font(\(font))
          .foregroundColor(colorScheme == .dark ? .black : .white)
          .padding()
          .background(colorScheme == .dark ? Color(red: 0.6, green: 0.8, blue: 1) : Color(red: 0.2, green: 0.5, blue: 0.9))
      }
    }
    """
  }

  static func findings(font: String) throws -> [Finding] {
    let found = SwiftComponentDiscovery().discover(sources: [("S.swift", style(font: font))])
    return try Auditor().audit(found.spec(name: "s")).findings.filter { $0.check == .text }
  }

  @Test(
    "24 pt bold: large text, 3.933005 passes at 3:1 in light; dark 12.435607",
    arguments: [".system(size: 24, weight: .bold)", ".title", ".title2.bold()"])
  func largeText(font: String) throws {
    let all = try Self.findings(font: font)
    let light = try #require(all.first { $0.theme == "light" && $0.state == .normal })
    let dark = try #require(all.first { $0.theme == "dark" && $0.state == .normal })
    #expect(abs(light.ratio - 3.933005) < 0.0001)
    #expect(abs(dark.ratio - 12.435607) < 0.0001)
    #expect(light.required == 3)
    #expect(light.verdict == .pass)
  }

  @Test("A text style below the large sizes (.headline, 17 pt semibold) keeps 4.5:1: it fails")
  func normalText() throws {
    let light = try #require(
      try Self.findings(font: ".headline").first { $0.theme == "light" && $0.state == .normal })
    #expect(light.required == 4.5)
    #expect(light.verdict == .fail)
  }
}
