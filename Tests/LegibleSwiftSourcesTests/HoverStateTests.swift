import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import TestSupport
import Testing

@testable import LegibleSwiftSources

/// SwiftUI's hover state: a style property that `.onHover` sets (``HoverBinding``), as Home
/// Assistant's `HAButtonStyle` keeps one (../shared/ios/corpus/home-assistant/HAButtonStyles.swift,
/// Apache-2.0). Ratios are WCAG 2.2's, computed independently in Python from the sRGB values
/// the sources state; tolerance 1e-9.
@Suite("Swift sources: hover")
struct HoverStateTests {
  static func states(_ text: String) throws -> [String: StateSpec] {
    let found = SwiftComponentDiscovery().discover(sources: [("S.swift", text)])
    return try #require(found.components.first { $0.name == "HoverStyle" }?.states)
  }

  static let style = """
    import SwiftUI
    struct HoverStyle: ButtonStyle {
        @State private var isHovering = false
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .foregroundColor(.white)
                .background(isHovering ? Color(red: 0, green: 0, blue: 0.5) : Color(red: 0, green: 0, blue: 1))
                .onHover { hovering in
                    if true { isHovering = hovering }
                }
        }
    }
    """

  @Test(
    "A @State property set from .onHover's parameter is the hover flag: a hover state with its own fill"
  )
  func onHoverParameter() throws {
    let states = try Self.states(Self.style)
    #expect(states["normal"]?.background == .color(CSSColor(.sRGB, 0, 0, 1)))
    #expect(states["hover"]?.background == .color(CSSColor(.sRGB, 0, 0, 0.5)))
    #expect(states["hover"]?.text == .color(CSSColor(.sRGB, 1, 1, 1)))
  }

  @Test("$0 and self.name are read too")
  func shorthandParameter() throws {
    let text = Self.style.replacingOccurrences(
      of: "{ hovering in\n                if true { isHovering = hovering }\n            }",
      with: "{ self.isHovering = $0 }")
    #expect(text != Self.style)
    let states = try Self.states(text)
    #expect(states["hover"]?.background == .color(CSSColor(.sRGB, 0, 0, 0.5)))
  }

  @Test("A property .onHover sets to something other than its parameter is not the hover flag")
  func otherAssignmentIsNoHover() throws {
    let text = Self.style.replacingOccurrences(
      of: "isHovering = hovering", with: "isHovering = false")
    #expect(text != Self.style)
    let states = try Self.states(text)
    #expect(states["hover"] == nil)
    #expect(states["normal"]?.background == .color(CSSColor(.sRGB, 0, 0, 1)))
  }

  @Test(
    "HAButtonStyle's hover: white on haPrimary #009ac7 at opacity 0.9 over white, 2.9015:1, fails 4.5 (../shared/ios/corpus/home-assistant, Apache-2.0)",
    .enabled(
      if: FileManager.default.fileExists(
        atPath: SharedFolder.root.appendingPathComponent("ios/corpus/home-assistant").path),
      "../shared/ios/corpus is missing (set LEGIBLE_SHARED_DIR)"))
  func homeAssistantHover() throws {
    let folder = SharedFolder.root.appendingPathComponent("ios/corpus/home-assistant").path
    let found = try ProjectDiscovery().discover([folder]).found
    let style = try #require(found.components.first { $0.name == "HAButtonStyle" })
    #expect(style.states.keys.sorted() == ["disabled", "hover", "normal", "pressed"])
    let report = try Auditor().audit(found.spec(name: "home-assistant"))
    let hover = try #require(
      report.findings.first {
        $0.component == "HAButtonStyle" && $0.state == StateName(custom: "hover")
          && $0.check == .text
          && $0.theme == "light"
      })
    // Python: 0.9 × (0, 154, 199) + 0.1 × 255 = (25.5, 164.1, 204.6); 1.05 / (L + 0.05).
    #expect(abs(hover.ratio - 2.9014906317984734) < 1e-9)
    #expect(hover.verdict == .fail)
  }
}
