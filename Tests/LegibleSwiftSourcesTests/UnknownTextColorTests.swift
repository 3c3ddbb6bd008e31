import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import Testing

@testable import LegibleSwiftSources

/// A SwiftUI style whose `foregroundColor` evaluation cannot know: Element X's
/// `CompoundButtonStyle` (element-hq/element-x-ios, AGPL-3.0; not copied here) sets
/// `.foregroundColor(textColor(configuration:))`, whose tokens come from a package outside the
/// sources, and DuckDuckGo's `DuckUI-Button.swift` (../shared/ios/corpus) a colour kept in a
/// tuple. Both were reported as "the style sets no text colour", which sends a reader looking
/// for a missing modifier. Legible's own fixture.
@Suite("Swift sources: a text colour that cannot be evaluated")
struct UnknownTextColorTests {
  static let style = """
    import SwiftUI
    struct TokenStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .foregroundColor(.compound.textActionPrimary)
                .background(Color(red: 0, green: 0, blue: 1))
                .foregroundColor(.red)
        }
    }
    """

  static func states(_ text: String) throws -> [String: StateSpec] {
    let found = SwiftComponentDiscovery().discover(sources: [("S.swift", text)])
    return try #require(found.components.first { $0.name == "TokenStyle" }?.states)
  }

  @Test(
    "The unknown colour is named as the style's, with the expression and its line; the outer .foregroundColor(.red), which SwiftUI does not let replace the inner one, is not measured"
  )
  func namedAsUnknown() throws {
    let states = try Self.states(Self.style)
    let normal = try #require(states["normal"])
    let review = try #require(normal.review)
    #expect(review.hasPrefix("the style sets a text colour Legible cannot evaluate"))
    #expect(review.contains("`.compound.textActionPrimary`"))
    #expect(review.contains("S.swift:5:"))
    #expect(!review.contains("sets no text colour"))
    #expect(normal.text != .color(CSSColor(.sRGB, 1, 0, 0)))
    let found = SwiftComponentDiscovery().discover(sources: [("S.swift", Self.style)])
    let report = try Auditor().audit(found.spec(name: "t"))
    let text = report.findings.filter { $0.component == "TokenStyle" && $0.check == .text }
    #expect(!text.isEmpty)
    #expect(text.allSatisfy { $0.verdict == .needsReview })
  }

  @Test("A style without any foregroundColor still says it sets none")
  func noneSet() throws {
    let text = Self.style.replacingOccurrences(
      of: "        .foregroundColor(.compound.textActionPrimary)\n", with: ""
    ).replacingOccurrences(of: "        .foregroundColor(.red)\n", with: "")
    #expect(!text.contains("foregroundColor"))
    let review = try #require(try Self.states(text)["normal"]?.review)
    #expect(review.hasPrefix("the style sets no text colour"))
  }
}
