import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import TestSupport
import Testing

@testable import LegibleSwiftSources

/// `.buttonStyle(X(…))` call sites (``ButtonStyleSites``): a style made with arguments is audited
/// as made there; one made without is the type's component, whose colours say where it is
/// applied. Colours are literals, compared exactly; ratios are WCAG 2.2's, computed in Python
/// (tolerance 1e-9).
@Suite("Swift sources: .buttonStyle call sites")
struct ButtonStyleSiteTests {
  static let source = """
    import SwiftUI
    struct TintStyle: ButtonStyle {
        var tint: Color = Color(red: 0, green: 0, blue: 1)
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .foregroundColor(.white)
                .background(tint)
        }
    }
    struct Screen: View {
        let theme: Theme
        var body: some View {
            VStack {
                Button("A") {}
                    .buttonStyle(TintStyle(tint: Color(red: 0.6, green: 0.6, blue: 0.6)))
                Button("B") {}.buttonStyle(TintStyle())
                Button("C") {}.buttonStyle(TintStyle(tint: Color(red: 0.6, green: 0.6, blue: 0.6)))
                Button("D") {}.buttonStyle(TintStyle(tint: theme.accent))
            }
        }
    }
    """

  static func components() -> [ComponentSpec] {
    SwiftComponentDiscovery().discover(sources: [("Screen.swift", source)]).components
  }

  static func evidence(_ component: ComponentSpec, _ property: String) -> String? {
    guard case .all(let source)? = component.states["normal"]?.sources[property] else { return nil }
    return source.evidence
  }

  @Test("One component per distinct style expression with arguments, named by its first site")
  func componentPerUse() throws {
    let names = Self.components().map(\.name)
    #expect(names == ["TintStyle", "TintStyle at Screen.swift:15", "TintStyle at Screen.swift:18"])
  }

  @Test("A style made with arguments is evaluated with them: #999999 under white, 2.85:1, fails")
  func argumentsEvaluated() throws {
    let site = try #require(Self.components().first { $0.name == "TintStyle at Screen.swift:15" })
    #expect(site.states["normal"]?.background == .color(CSSColor(.sRGB, 0.6, 0.6, 0.6)))
    #expect(site.states["normal"]?.review == nil)
    let evidence = try #require(Self.evidence(site, "background"))
    #expect(evidence.contains("applied by .buttonStyle at Screen.swift:15, Screen.swift:17"))
    let report = try Auditor().audit(
      AuditSpec(name: "sites", surfaces: ["page": .color(.white)], components: [site]))
    let text = try #require(report.findings.first { $0.check == .text })
    // Python: ((0.6 + 0.055) / 1.055) ** 2.4 = 0.31854677812509186; 1.05 / (L + 0.05).
    #expect(abs(text.ratio - 2.849027755287037) < 1e-9)
    #expect(text.verdict == .fail)
  }

  @Test("The type's component keeps its defaults and says where it is applied without arguments")
  func defaultUse() throws {
    let type = try #require(Self.components().first { $0.name == "TintStyle" })
    #expect(type.states["normal"]?.background == .color(CSSColor(.sRGB, 0, 0, 1)))
    let evidence = try #require(Self.evidence(type, "background"))
    #expect(evidence.hasSuffix("applied by .buttonStyle at Screen.swift:16"))
  }

  @Test("An argument Legible cannot evaluate makes the use needs-review, naming the expression")
  func opaqueArgument() throws {
    let site = try #require(Self.components().first { $0.name == "TintStyle at Screen.swift:18" })
    let review = try #require(site.states["normal"]?.review)
    // `theme` is the enclosing view's stored property (`let theme: Theme`), set by whoever
    // makes the view: the reason says so.
    #expect(review.contains("`theme` has no value in the sources at Screen.swift:18:"))
  }

  @Test(
    "Home Assistant's `.buttonStyle(.primaryButton)` is HAButtonStyle through its ButtonStyle extension (../shared/ios/corpus/home-assistant, Apache-2.0)",
    .enabled(
      if: FileManager.default.fileExists(
        atPath: SharedFolder.root.appendingPathComponent("ios/corpus/home-assistant").path),
      "../shared/ios/corpus is missing (set LEGIBLE_SHARED_DIR)"))
  func shorthandStyle() throws {
    let folder = SharedFolder.root.appendingPathComponent("ios/corpus/home-assistant").path
    let found = try ProjectDiscovery().discover([folder]).found
    let style = try #require(found.components.first { $0.name == "HAButtonStyle" })
    let evidence = try #require(Self.evidence(style, "text"))
    #expect(evidence.hasSuffix("applied by .buttonStyle at \(folder)/HAButtonStyles.swift:78"))
  }

  @Test(
    "A style used without arguments is made as `Style()` makes it: an initialiser whose every parameter has a default runs"
  )
  func defaultInitialiserRuns() throws {
    // isowords' ActionButtonStyle (pointfreeco/isowords, Sources/Styleguide/Buttons.swift):
    // its colours are the init's default arguments. Before, the default instance had only the
    // stored properties' initialisers (none here): no colour, and no pressed state found.
    let source = """
      import SwiftUI
      struct ActionButtonStyle: ButtonStyle {
          let backgroundColor: Color
          let foregroundColor: Color
          init(backgroundColor: Color = Color(red: 0, green: 0, blue: 0.6), foregroundColor: Color = .white) {
              self.backgroundColor = backgroundColor
              self.foregroundColor = foregroundColor
          }
          func makeBody(configuration: Configuration) -> some View {
              configuration.label
                  .foregroundColor(foregroundColor.opacity(configuration.isPressed ? 0.5 : 1))
                  .background(RoundedRectangle(cornerRadius: 13).fill(backgroundColor))
          }
      }
      struct TwoWays: ButtonStyle {
          let tint: Color
          init(tint: Color = .red) { self.tint = tint }
          init(dark: Bool = true) { self.tint = .black }
          func makeBody(configuration: Configuration) -> some View {
              configuration.label.foregroundColor(.white).background(tint)
          }
      }
      """
    let found = SwiftComponentDiscovery().discover(sources: [("Buttons.swift", source)])
    let style = try #require(found.components.first { $0.name == "ActionButtonStyle" })
    #expect(Set(style.states.keys) == ["normal", "pressed"])
    #expect(style.states["normal"]?.text == .color(CSSColor(.sRGB, 1, 1, 1)))
    #expect(style.states["normal"]?.background == .color(CSSColor(.sRGB, 0, 0, 0.6)))
    #expect(style.states["pressed"]?.text == .color(CSSColor(.sRGB, 1, 1, 1, alpha: 0.5)))
    #expect(style.states["normal"]?.review == nil)
    // Two initialisers callable without arguments: `TwoWays()` is ambiguous in Swift, so
    // neither runs and the colour stays unknown.
    let twoWays = try #require(found.components.first { $0.name == "TwoWays" })
    #expect(twoWays.states["normal"]?.background == nil)
    #expect(twoWays.states["normal"]?.review != nil)
  }

  @Test(
    "`.buttonStyle(.name(…))`, a static function of `extension ButtonStyle where Self == X`, is a site of X made there"
  )
  func staticFactoryFunctionSite() throws {
    // IceCubesApp's `.buttonStyle(.statusAction(isOn: …, tintColor: …))`
    // (Dimillian/IceCubesApp, StatusActionButtonStyle.swift): before, not a site at all.
    let source = """
      import SwiftUI
      struct TintStyle: ButtonStyle {
          var tint: Color = Color(red: 0, green: 0, blue: 1)
          func makeBody(configuration: Configuration) -> some View {
              configuration.label.foregroundColor(.white).background(tint)
          }
      }
      extension ButtonStyle where Self == TintStyle {
          static func tinted(_ color: Color) -> Self { TintStyle(tint: color) }
      }
      struct Screen: View {
          var body: some View {
              Button("Red") {}.buttonStyle(.tinted(Color(red: 0.6, green: 0, blue: 0)))
          }
      }
      """
    let found = SwiftComponentDiscovery().discover(sources: [("Screen.swift", source)])
    #expect(found.components.map(\.name) == ["TintStyle", "TintStyle at Screen.swift:13"])
    let site = try #require(found.components.first { $0.name == "TintStyle at Screen.swift:13" })
    #expect(site.states["normal"]?.background == .color(CSSColor(.sRGB, 0.6, 0, 0)))
    #expect(site.states["normal"]?.review == nil)
  }
  @Test(
    "`self.colorScheme` in the arguments is the enclosing view's @Environment, per appearance (isowords' BottomMenu): dark gets the dark value, never the light one"
  )
  func enclosingViewEnvironment() throws {
    let source = """
      import SwiftUI
      struct PlainStyle: ButtonStyle {
          @Environment(\\.colorScheme) var colorScheme
          var fill: Color = Color(red: 0, green: 0, blue: 1)
          func makeBody(configuration: Configuration) -> some View {
              configuration.label
                  .foregroundColor(colorScheme == .dark ? .black : .white)
                  .background(fill)
          }
      }
      struct Menu: View {
          @Environment(\\.colorScheme) var colorScheme
          var body: some View {
              Button("Settings") {}
                  .buttonStyle(
                      PlainStyle(fill: self.colorScheme == .dark ? Color(red: 1, green: 1, blue: 1) : Color(red: 0, green: 0, blue: 0)))
          }
      }
      """
    let found = SwiftComponentDiscovery().discover(sources: [("Menu.swift", source)])
    #expect(found.themes == ["light", "dark"])
    let site = try #require(
      found.components.first { $0.name.hasPrefix("PlainStyle at Menu.swift") },
      "\(found.components.map(\.name))")
    #expect(
      site.states["normal"]?.background
        == .themed([
          "light": .color(CSSColor(.sRGB, 0, 0, 0)), "dark": .color(CSSColor(.sRGB, 1, 1, 1)),
        ]))
  }
}
