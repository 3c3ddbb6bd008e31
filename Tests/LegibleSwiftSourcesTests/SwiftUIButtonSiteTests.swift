import LegibleAudit
import LegibleColor
import LegibleDiscovery
import Testing

@testable import LegibleSwiftSources

/// SwiftUI buttons made where they are used with SwiftUI's own styles (``SwiftUIButtonSites``),
/// from reproductions of my own of the patterns the evaluation apps use (Kiwix's plain buttons
/// with a cell label, Swiftfin's and Ice Cubes' tints). Colours are literals or Apple's system
/// colours (iOS 26 HIG values, as `AppleSystemColors` documents); ratios from
/// Tests/Evaluation/wcag.py (tolerance 1e-6).
@Suite("Swift sources: SwiftUI buttons made in views")
struct SwiftUIButtonSiteTests {
  static func components(_ sources: [(String, String)]) -> [ComponentSpec] {
    SwiftComponentDiscovery().discover(sources: sources).components
  }

  static func component(_ components: [ComponentSpec], _ prefix: String) -> ComponentSpec? {
    components.first { $0.name.hasPrefix(prefix) }
  }

  static let screen = """
    import SwiftUI
    struct Screen: View {
        @State var busy = false
        var body: some View {
            VStack {
                Button {
                    save()
                } label: {
                    Text("Save")
                        .foregroundColor(.white)
                        .padding()
                        .background(Color(red: 0, green: 97 / 255, blue: 205 / 255))
                }
                .buttonStyle(.plain)
                .disabled(busy)
                Button("More") { more() }
                Button("Go") { go() }.tint(Color(red: 0, green: 97 / 255, blue: 205 / 255))
                Button("Buy") { buy() }.buttonStyle(.borderedProminent)
                Button(action: close) { Image(systemName: "xmark") }
                Button("", systemImage: "xmark") { close() }
            }
            .toolbar {
                Button("Edit") { edit() }
            }
        }
    }
    """

  @Test("A plain button's label colours are stated: white on rgb(0,97,205), 5.847248, pass")
  func plainWithLabelColours() throws {
    let all = Self.components([("Screen.swift", Self.screen)])
    let save = try #require(Self.component(all, "Button at Screen.swift:6"))
    let normal = try #require(save.states["normal"])
    #expect(normal.text == .color(.white))
    #expect(normal.background == .color(CSSColor(.sRGB, 0, 97.0 / 255, 205.0 / 255)))
    #expect(normal.review == nil)
    #expect(save.definedAt == ComponentSpec.Anchor(file: "Screen.swift", line: 6))
    let report = try Auditor().audit(
      AuditSpec(name: "s", surfaces: ["page": .color(.white)], components: [save]))
    let text = try #require(report.findings.first { $0.check == .text && $0.state == .normal })
    #expect(abs(text.ratio - 5.847248) < 1e-6)
    #expect(text.verdict == .pass)
    // `.disabled(busy)`: a disabled state (exempt); pressed is SwiftUI's own, undocumented look.
    #expect(save.states["disabled"] != nil)
    #expect(save.states["pressed"]?.review?.contains("pressed: the plain style") == true)
  }

  @Test("No colour anywhere: the label is the tint (systemBlue #0088ff), 3.520145 on white")
  func defaultStyleDrawsTheTint() throws {
    let all = Self.components([("Screen.swift", Self.screen)])
    let more = try #require(Self.component(all, "Button \"More\""))
    let normal = try #require(more.states["normal"])
    #expect(normal.text == .color(CSSColor(rgb: 0x0088FF)))
    #expect(normal.review == nil)
    guard case .all(let source)? = normal.sources["text"] else {
      Issue.record("no text source")
      return
    }
    #expect(source.pairing == .inferred)
    #expect(
      source.evidence?.contains("draws a label with no colour of its own in the tint") == true)
  }

  @Test("The button's own .tint is its label's colour")
  func ownTint() throws {
    let all = Self.components([("Screen.swift", Self.screen)])
    let go = try #require(Self.component(all, "Button \"Go\""))
    #expect(go.states["normal"]?.text == .color(CSSColor(.sRGB, 0, 97.0 / 255, 205.0 / 255)))
  }

  @Test("Bordered prominent: white on the tint, in review (SwiftUI does not document it)")
  func borderedProminent() throws {
    let all = Self.components([("Screen.swift", Self.screen)])
    let buy = try #require(Self.component(all, "Button \"Buy\""))
    let normal = try #require(buy.states["normal"])
    #expect(normal.text == .color(.white))
    #expect(normal.background == .color(CSSColor(rgb: 0x0088FF)))
    #expect(normal.review?.contains("does not document") == true)
  }

  @Test("Icon-only buttons and toolbar buttons are not text components")
  func notComponents() {
    let names = Self.components([("Screen.swift", Self.screen)]).map(\.name)
    #expect(!names.contains { $0.hasPrefix("Button \"Edit\"") })
    #expect(!names.contains { $0.hasPrefix("Button at Screen.swift:20") })
    #expect(!names.contains { $0.hasPrefix("Button \"\"") })
  }

  @Test("A tint set on the app's views reaches buttons without their own: review naming it")
  func appTint() throws {
    let app = """
      import SwiftUI
      @main struct DemoApp: App {
          var body: some Scene {
              WindowGroup { Screen().tint(.orange) }
          }
      }
      """
    let all = Self.components([("Screen.swift", Self.screen), ("App.swift", app)])
    let more = try #require(Self.component(all, "Button \"More\""))
    let review = try #require(more.states["normal"]?.review)
    #expect(
      review.contains(
        "a tint or foreground style set at App.swift:4 reaches the view this button is made in"))
    // A button with its own tint does not depend on it.
    let go = try #require(Self.component(all, "Button \"Go\""))
    #expect(go.states["normal"]?.review == nil)
  }

  @Test("A tint reaches the views made inside what it is set on, through modifiers and extensions")
  func tintReach() throws {
    let source = """
      import SwiftUI
      struct Themed: ViewModifier {
          func body(content: Content) -> some View { content.tint(.green) }
      }
      extension View {
          func branded() -> some View { self.accentColor(.orange) }
      }
      struct Inner: View { var body: some View { Button("In") {} } }
      struct Middle: View { var body: some View { Inner() } }
      struct Outside: View { var body: some View { Button("Out") {} } }
      struct Root: View {
          var body: some View {
              VStack { Middle() }.modifier(Themed())
          }
      }
      struct Other: View {
          var body: some View { Outside().branded() }
      }
      """
    let all = Self.components([("Tree.swift", source)])
    let inner = try #require(Self.component(all, "Button \"In\""))
    #expect(
      inner.states["normal"]?.review?.contains(
        "a tint or foreground style set at Tree.swift:3 reaches") == true)
    let outside = try #require(Self.component(all, "Button \"Out\""))
    let review = try #require(outside.states["normal"]?.review)
    #expect(review.contains("a tint or foreground style set at Tree.swift:6 reaches"))
    #expect(!review.contains("Tree.swift:3"))
  }

  @Test("A view modifier that sets a tint and is applied only to buttons is not an app tint")
  func modifierOnButtonsOnly() throws {
    let source = """
      import SwiftUI
      struct Pill: ViewModifier {
          func body(content: Content) -> some View { content.tint(.green) }
      }
      struct Screen: View {
          var body: some View {
              VStack {
                  Button("A") {}.modifier(Pill())
                  Button("B") {}
              }
          }
      }
      """
    let all = Self.components([("Screen.swift", source)])
    let a = try #require(Self.component(all, "Button \"A\""))
    // systemGreen: #34c759 light, #30d158 dark (a dynamic colour makes the audit themed).
    #expect(
      a.states["normal"]?.text
        == .themed([
          "light": .color(CSSColor(rgb: 0x34C759)), "dark": .color(CSSColor(rgb: 0x30D158)),
        ]))
    let b = try #require(Self.component(all, "Button \"B\""))
    #expect(b.states["normal"]?.review == nil)
  }

  @Test(
    "An enclosing view's foreground style is named, not guessed; its opaque background is what the button is drawn on"
  )
  func enclosingSettings() throws {
    let source = """
      import SwiftUI
      struct Card: View {
          var body: some View {
              VStack {
                  Button("Open") {}
              }
              .foregroundStyle(.white)
              .background(Color.black)
          }
      }
      """
    let open = try #require(Self.component(Self.components([("Card.swift", source)]), "Button"))
    let review = try #require(open.states["normal"]?.review)
    #expect(review.contains("an enclosing view sets `.foregroundStyle(…)` at Card.swift:7"))
    #expect(!review.contains("`.background(…)`"))
    #expect(open.surface == "behind Button \"Open\" at Card.swift:5")
  }

  @Test(
    "Label parts in different colours are a review; custom styles and the app's own Button type are not call sites"
  )
  func partsAndOwnership() throws {
    let source = """
      import SwiftUI
      struct Row: View {
          var body: some View {
              VStack {
                  Button {} label: {
                      HStack {
                          Text("Title")
                          Text("12").foregroundColor(.secondary)
                      }
                  }
                  .buttonStyle(.plain)
                  Button("Styled") {}.buttonStyle(Outline())
              }
          }
      }
      struct Outline: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
              configuration.label.foregroundColor(.black)
          }
      }
      """
    let all = Self.components([("Row.swift", source)])
    let row = try #require(Self.component(all, "Button at Row.swift:5"))
    #expect(row.states["normal"]?.review?.contains("draw in different colours") == true)
    #expect(!all.contains { $0.name.hasPrefix("Button \"Styled\"") })
    let own = """
      import SwiftUI
      import UIKit
      final class Button: UIButton {}
      struct V: View { var body: some View { Button("x") {} } }
      """
    #expect(!Self.components([("Own.swift", own)]).contains { $0.name.hasPrefix("Button \"x\"") })
  }

  @Test(
    "A chain through a wrapper property, an #if that sets a colour or a system role is a review; a toolbar wrapper of the tree is the system's"
  )
  func unreadChains() throws {
    let source = """
      import SwiftUI
      extension View {
          func topBarTrailing(@ViewBuilder content: () -> some View) -> some View {
              toolbar { ToolbarItem(placement: .topBarTrailing) { content() } }
          }
      }
      struct Editor: View {
          var body: some View {
              VStack {
                  Button("Save") {}
                      .backport
                      .buttonStyle(.glassProminent)
                  Button("Done") {}
                  #if os(iOS)
                      .tint(.red)
                  #endif
                  Button("OK", role: .confirm) {}
              }
              .topBarTrailing {
                  Button("Apply") {}
              }
          }
      }
      """
    let all = Self.components([("Editor.swift", source)])
    let save = try #require(Self.component(all, "Button \"Save\""))
    #expect(
      save.states["normal"]?.review?.contains(
        "the button is styled through `.backport` at Editor.swift:11") == true)
    let done = try #require(Self.component(all, "Button \"Done\""))
    #expect(
      done.states["normal"]?.review?.contains("the `#if` modifiers at Editor.swift:14") == true)
    let ok = try #require(Self.component(all, "Button \"OK\""))
    #expect(ok.states["normal"]?.review?.contains("`role: .confirm`") == true)
    #expect(!all.contains { $0.name.hasPrefix("Button \"Apply\"") })
  }

  @Test(
    "A label of the app's own views is measured, not decided; a modifier of the tree that sets a foreground is the environment's"
  )
  func opaqueLabelAndTreeModifier() throws {
    let source = """
      import SwiftUI
      struct Marquee<Content: View>: View {
          let content: () -> Content
          var body: some View { HStack { content() } }
      }
      extension View {
          func navigationStyle(foregroundColor: Color) -> some View {
              self.foregroundColor(foregroundColor)
          }
      }
      struct Banner: View {
          var body: some View {
              Button {} label: {
                  Marquee { Text("Upgrade").foregroundColor(.red) }
              }
              .buttonStyle(PlainButtonStyle())
              .background(Color.white)
          }
      }
      struct Settings: View {
          var body: some View {
              VStack { Button("Report a bug") {} }
                  .navigationStyle(foregroundColor: .black)
          }
      }
      """
    let all = Self.components([("Views.swift", source)])
    let banner = try #require(Self.component(all, "Button at Views.swift:13"))
    #expect(banner.states["normal"]?.review?.contains("does not read in full") == true)
    let report = try #require(Self.component(all, "Button \"Report a bug\""))
    #expect(
      report.states["normal"]?.review?.contains(
        "an enclosing view sets `.navigationStyle(…)` at Views.swift:23") == true)
  }
}
