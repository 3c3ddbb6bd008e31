import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import TestSupport
import Testing

@testable import LegibleSwiftSources

/// A custom style's `makeBody` colours `configuration.label` from outside, so a modifier inside
/// a call site's label (`.opacity(0.5)` on a title) is nearer the text and wins: such a site is
/// a component of its own, in review, and the sites with plain titles keep the style's verdict.
/// `Self(…)` and `Self.x` in an extension of `Color` are `Color`. Minimal reproductions of the
/// kinds met in isowords (its `Color.hex` helper and its game card's faded title). Colours are
/// literals compared exactly; ratios are WCAG 2.2's, computed with Tests/Evaluation/wcag.py
/// (tolerance 0.005).
@Suite("Swift sources: a style's call-site labels and Self in extensions")
struct StyledLabelTests {
  static let source = """
    import SwiftUI
    extension Color {
        static func hex(_ hex: UInt) -> Self {
            Self(red: Double((hex & 0xff0000) >> 16) / 255,
                 green: Double((hex & 0x00ff00) >> 8) / 255,
                 blue: Double(hex & 0x0000ff) / 255, opacity: 1)
        }
        static let ink = hex(0x121212)
        static let sand = Self.hex(0xEAA980)
    }
    struct CardStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .foregroundColor(.sand)
                .background(Color.ink)
        }
    }
    struct Screen: View {
        var body: some View {
            VStack {
                Button("Play") {}.buttonStyle(CardStyle())
                Button(action: {}) {
                    VStack {
                        Text("Daily").opacity(0.5)
                        Text("Play now")
                    }
                }
                .buttonStyle(CardStyle())
            }
        }
    }
    """

  static func components() -> [ComponentSpec] {
    SwiftComponentDiscovery().discover(sources: [("Screen.swift", source)]).components
  }

  @Test("Self(red:green:blue:opacity:) and Self.hex in a Color extension: #EAA980 on #121212")
  func selfInExtension() throws {
    let style = try #require(Self.components().first { $0.name == "CardStyle" })
    let normal = try #require(style.states["normal"])
    #expect(normal.text == .color(CSSColor(.sRGB, 0xEA / 255.0, 0xA9 / 255.0, 0x80 / 255.0)))
    #expect(normal.background == .color(CSSColor(.sRGB, 0x12 / 255.0, 0x12 / 255.0, 0x12 / 255.0)))
    #expect(normal.review == nil)
    let ratio = WCAG2Contrast().ratio(
      CSSColor(.sRGB, 0xEA / 255.0, 0xA9 / 255.0, 0x80 / 255.0),
      CSSColor(.sRGB, 0x12 / 255.0, 0x12 / 255.0, 0x12 / 255.0))
    #expect(abs(ratio - 9.3536) < 0.005)
  }

  @Test("A site whose label fades a part is its own component, in review, naming the modifier")
  func fadedLabelSite() throws {
    let components = Self.components()
    #expect(components.map(\.name).sorted() == ["CardStyle", "CardStyle at Screen.swift:28"])
    let site = try #require(components.first { $0.name == "CardStyle at Screen.swift:28" })
    let review = try #require(site.states["normal"]?.review)
    #expect(review.contains("sets `.opacity(…)` at Screen.swift:24"))
    #expect(review.contains("measured with the style's colours"))
    let style = try #require(components.first { $0.name == "CardStyle" })
    #expect(style.states["normal"]?.review == nil)
  }
  @Test(
    "An implicit colour call as an argument (`backgroundColor: .hex(0xE89D79)`) runs the colour types' static function: white on #E89D79, 2.20:1 (wcag.py 2.203)"
  )
  func implicitColourCallArgument() throws {
    // isowords' SettingsView passes `.hex(…)` to a style's initialiser; the tree declares `hex`
    // on both Color and UIColor, which give the same colour, so the context's type is moot.
    let source = """
      import SwiftUI
      import UIKit
      extension Color {
          static func hex(_ hex: UInt) -> Self {
              Self(red: Double((hex & 0xff0000) >> 16) / 255,
                   green: Double((hex & 0x00ff00) >> 8) / 255,
                   blue: Double(hex & 0x0000ff) / 255, opacity: 1)
          }
      }
      extension UIColor {
          static func hex(_ hex: UInt) -> Self {
              Self(red: CGFloat((hex & 0xff0000) >> 16) / 255,
                   green: CGFloat((hex & 0x00ff00) >> 8) / 255,
                   blue: CGFloat(hex & 0x0000ff) / 255, alpha: 1)
          }
      }
      struct SupportButtonStyle: ButtonStyle {
          let backgroundColor: Color
          init(backgroundColor: Color) { self.backgroundColor = backgroundColor }
          func makeBody(configuration: Configuration) -> some View {
              configuration.label.foregroundColor(.white).background(self.backgroundColor)
          }
      }
      struct Screen: View {
          var body: some View {
              Button("Review") {}
                  .buttonStyle(SupportButtonStyle(backgroundColor: .hex(0xE89D79)))
          }
      }
      """
    let found = SwiftComponentDiscovery().discover(sources: [("Settings.swift", source)])
    let site = try #require(
      found.components.first { $0.name.hasPrefix("SupportButtonStyle at") },
      "\(found.components.map(\.name))")
    let normal = try #require(site.states["normal"])
    let fill = CSSColor(.sRGB, 0xE8 / 255.0, 0x9D / 255.0, 0x79 / 255.0)
    #expect(normal.background == .color(fill))
    #expect(normal.text == .color(.white))
    #expect(abs(WCAG2Contrast().ratio(.white, fill) - 2.203) < 0.005)
  }

  static let adaptive = """
    import SwiftUI
    import UIKit
    extension Color {
        init(dynamicProvider: @escaping (UITraitCollection) -> Color) {
            self = Self(UIColor { UIColor(dynamicProvider($0)) })
        }
        static let ink = Color(red: 0x12 / 255, green: 0x12 / 255, blue: 0x12 / 255)
        static let adaptiveWhite = Self { $0.userInterfaceStyle == .dark ? .ink : .white }
        static let adaptiveBlack = Self { $0.userInterfaceStyle == .dark ? .white : .ink }
    }
    struct ActionStyle: ButtonStyle {
        var background: Color = .adaptiveBlack
        var foreground: Color = .adaptiveWhite
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .foregroundColor(foreground.opacity(configuration.isPressed ? 0.5 : 1))
                .background(background)
        }
    }
    """

  @Test(
    "A dynamic Color whose closure returns implicit members (.ink, .white) is that colour per appearance: white on #121212 in light, #121212 on white in dark (18.73:1)"
  )
  func dynamicImplicitMembers() throws {
    let found = SwiftComponentDiscovery().discover(sources: [("Style.swift", Self.adaptive)])
    let style = try #require(found.components.first { $0.name == "ActionStyle" })
    let ink = CSSColor(.sRGB, 0x12 / 255.0, 0x12 / 255.0, 0x12 / 255.0)
    let normal = try #require(style.states["normal"])
    #expect(normal.text == .themed(["light": .color(.white), "dark": .color(ink)]))
    #expect(normal.background == .themed(["light": .color(ink), "dark": .color(.white)]))
    #expect(normal.review == nil)
    #expect(abs(WCAG2Contrast().ratio(.white, ink) - 18.733664) < 1e-5)
  }
  @Test(
    "A style whose colours are all assumed (the system tint on the system background) is found at its declaration: its findings and its path's coverage say where"
  )
  func assumedColoursLocated() throws {
    let source = """
      import SwiftUI
      struct PaddedStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
              configuration.label.padding()
          }
      }
      """
    let found = SwiftComponentDiscovery().discover(sources: [("App/Padded.swift", source)])
    let style = try #require(found.components.first { $0.name == "PaddedStyle" })
    #expect(style.definedAt == ComponentSpec.Anchor(file: "App/Padded.swift", line: 2))
    let report = try Auditor().audit(
      AuditSpec(name: "s", surfaces: ["page": .color(.white)], components: [style]))
    let text = try #require(report.findings.first { $0.check == .text && $0.state == .normal })
    #expect(text.location?.file == "App/Padded.swift")
    #expect(text.location?.line == 2)
    let coverage = AuditCoverage.measure(paths: ["App"], findings: report.findings)
    #expect(coverage.inputs.first?.components == 1)
  }
}
