import LegibleAudit
import LegibleColor
import LegibleDiscovery
import Testing

@testable import LegibleSwiftSources

/// Two patterns of real SwiftUI design systems (DuckDuckGo's DuckUI `GhostButtonStyle` writes
/// both): a style choosing its colours by `switch (colorScheme, isPressed)`, and a palette of
/// `Color.init(0x3969EF)` made by the tree's own `init(_ hex: UInt, alpha: Double = 1)`, whose
/// defaulted `alpha` is left out at the call. A minimal reproduction written here; hex values
/// exact, ratios from Tests/Evaluation/wcag.py (tolerance 1e-5).
@Suite("Swift sources: tuple switches and hex colour initialisers")
struct TupleSwitchAndHexColorTests {
  static let source = """
    import SwiftUI
    public extension Color {
        init(_ hex: UInt, alpha: Double = 1) {
            self.init(
                .sRGB,
                red: Double((hex >> 16) & 0xFF) / 255,
                green: Double((hex >> 8) & 0xFF) / 255,
                blue: Double(hex & 0xFF) / 255,
                opacity: alpha
            )
        }
        static let blue70 = Color.init(0x1E42A4)
        static let blueBase = Color.init(0x3969EF)
        static let blue30 = Color.init(0x7295F6)
        static let blue20 = Color(0x8FABF9)
    }
    public struct GhostButtonStyle: ButtonStyle {
        @Environment(\\.colorScheme) private var colorScheme
        public func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .foregroundColor(foregroundColor(configuration.isPressed))
                .background(Color(0xFFFFFF))
        }
        private func foregroundColor(_ isPressed: Bool) -> Color {
            switch (colorScheme, isPressed) {
            case (.dark, false): return .blue30
            case (.dark, true): return .blue20
            case (_, false): return .blueBase
            case (_, true): return .blue70
            }
        }
    }
    """

  func text(_ state: String, _ theme: String) throws -> CSSColor? {
    let found = SwiftComponentDiscovery().discover(sources: [("Ghost.swift", Self.source)])
    let spec = try #require(found.components.first { $0.name == "GhostButtonStyle" })
    #expect(spec.states[state]?.review == nil, "\(state) \(theme)")
    guard case .themed(let values)? = spec.states[state]?.text,
      case .color(let color)? = values[theme]
    else { return nil }
    return color
  }

  @Test(
    "Each (scheme, pressed) pair takes its own case, `_` matching any scheme",
    arguments: [
      ("normal", "light", 0x3969EF), ("pressed", "light", 0x1E42A4),
      ("normal", "dark", 0x7295F6), ("pressed", "dark", 0x8FABF9),
    ])
  func tupleCases(_ state: String, _ theme: String, _ hex: Int) throws {
    #expect(try text(state, theme) == CSSColor(rgb: UInt32(hex)))
  }

  @Test("Audited: #3969ef on white 4.728664 passes; #7295f6 on white 2.859001 fails (wcag.py)")
  func audited() throws {
    let found = SwiftComponentDiscovery().discover(sources: [("Ghost.swift", Self.source)])
    let report = try Auditor().audit(found.spec(name: "ghost"))
    func ratio(_ state: String, _ theme: String) -> Double? {
      report.findings.first {
        "\($0.state)" == state && $0.theme == theme && $0.check == .text
      }?.ratio
    }
    #expect(abs((ratio("normal", "light") ?? 0) - 4.728664) < 1e-5)
    #expect(abs((ratio("normal", "dark") ?? 0) - 2.859001) < 1e-5)
  }
}
