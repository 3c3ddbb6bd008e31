import LegibleAudit
import LegibleColor
import LegibleDiscovery
import Testing

@testable import LegibleSwiftSources

/// Two types declared under one simple name in different places (`BlueButton.Palette` and
/// `PaleButton.Palette`; in ../shared/ios/corpus, `ENAButton.Style` in cwa/ENAButton.swift:202
/// and `StyledButton.Style` in rocketchat/StyledButton.swift:15). Legible finds types by their
/// simple name, so their members used to merge: `PaleButton`'s `Palette.fill` was read as
/// `BlueButton`'s dark blue, and white text passed on it (12.6:1) where Swift uses the pale fill
/// (1.2:1). Inside each class, `Palette` is now its own nested type, as Swift finds it (the
/// enclosing type's nested types first); anywhere else such a name is needs-review, with both
/// declarations named, unless it is written qualified (`PaleButton.Palette.fill`).
@Suite("Swift sources: nested types of one name")
struct NestedTypeNameTests {
  static let source = """
    import UIKit
    final class BlueButton: UIButton {
        enum Palette { static let fill = UIColor(red: 0, green: 0, blue: 0.6, alpha: 1) }
        override func awakeFromNib() {
            super.awakeFromNib()
            setTitleColor(.white, for: .normal)
            backgroundColor = Palette.fill
        }
    }
    final class PaleButton: UIButton {
        enum Palette { static let fill = UIColor(red: 0.9, green: 0.9, blue: 1, alpha: 1) }
        override func awakeFromNib() {
            super.awakeFromNib()
            setTitleColor(.white, for: .normal)
            backgroundColor = Palette.fill
        }
    }
    """

  static func found() -> DiscoveredComponents {
    SwiftComponentDiscovery().discover(sources: [("Buttons.swift", source)])
  }

  @Test(
    "Each button's Palette is its own nested one: #000099 and #e6e6ff, not the first declaration's")
  func eachClassReadsItsOwnNestedType() throws {
    let found = Self.found()
    let blue = try #require(found.components.first { $0.name == "BlueButton" }?.states["normal"])
    let pale = try #require(found.components.first { $0.name == "PaleButton" }?.states["normal"])
    #expect(blue.background == .color(CSSColor(.sRGB, 0, 0, 0.6)))
    // Before the simple-name table: #000099 here too (BlueButton.Palette, the first declared).
    #expect(pale.background == .color(CSSColor(.sRGB, 0.9, 0.9, 1)))
    #expect(blue.review == nil)
    #expect(pale.review == nil)
  }

  @Test("Outside both classes the bare name is needs-review, naming both; qualified, it is read")
  func bareNameElsewhereIsReviewedQualifiedIsRead() throws {
    let source =
      Self.source + """

        final class OtherButton: UIButton {
            override func awakeFromNib() {
                super.awakeFromNib()
                setTitleColor(.white, for: .normal)
                backgroundColor = Palette.fill
                layer.borderColor = PaleButton.Palette.fill.cgColor
                layer.borderWidth = 1
            }
        }
        """
    let found = SwiftComponentDiscovery().discover(sources: [("Buttons.swift", source)])
    let other = try #require(found.components.first { $0.name == "OtherButton" }?.states["normal"])
    #expect(other.background == nil, "the bare name is not evaluated")
    let review = try #require(other.review, "OtherButton is needs-review")
    #expect(review.contains("2 types are named `Palette`"))
    #expect(review.contains("BlueButton.Palette at Buttons.swift:3"))
    #expect(review.contains("PaleButton.Palette at Buttons.swift:11"))
    #expect(other.border == .color(CSSColor(.sRGB, 0.9, 0.9, 1)))
  }

  @Test(
    "`Style(rawValue:)` inside a class is its own nested enum (RocketChat's StyledButton beside ENAButton.Style)"
  )
  func nestedInitialiserInsideItsType() throws {
    let source = """
      import UIKit
      final class OutlineButton: UIButton {
          enum Style: Int { case solid = 0, outline }
          override func awakeFromNib() {
              super.awakeFromNib()
              setTitleColor(.white, for: .normal)
              guard let style = Style(rawValue: 1) else { return }
              switch style {
              case .solid: backgroundColor = UIColor(red: 0, green: 0, blue: 0.6, alpha: 1)
              case .outline: backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 1, alpha: 1)
              }
          }
      }
      final class OtherButton: UIButton {
          enum Style { case plain }
      }
      """
    let found = SwiftComponentDiscovery().discover(sources: [("Outline.swift", source)])
    let normal = try #require(
      found.components.first { $0.name == "OutlineButton" }?.states["normal"])
    // Before: "2 types are named `Style`…" for the guard and the switch, neither branch read.
    #expect(normal.review == nil, "\(normal.review ?? "")")
    #expect(normal.background == .color(CSSColor(.sRGB, 0.9, 0.9, 1)))
  }

  @Test(
    "Two nested button styles of one name are not audited: a note names them and how to audit them; a collision of other types (the Palettes) needs none"
  )
  func noteNamesTheDeclarations() throws {
    #expect(!Self.found().notes.contains { $0.subject == "Palette" })
    let source = """
      import SwiftUI
      enum Login {
          struct Style: ButtonStyle {
              func makeBody(configuration: Configuration) -> some View {
                  configuration.label.foregroundColor(.white).background(Color.black)
              }
          }
      }
      enum Settings {
          enum Style { case plain }
      }
      """
    let found = SwiftComponentDiscovery().discover(sources: [("Styles.swift", source)])
    let note = try #require(found.notes.first { $0.subject == "Style" })
    #expect(note.message.contains("Login.Style is not audited"))
    #expect(!note.message.contains("Settings.Style is"))
    #expect(note.message.contains("give the types different names"))
    #expect(note.location == "Styles.swift:3")
  }

  @Test("One nested type, or one type extended elsewhere, is still evaluated (#000099, 12.6:1)")
  func singleNestedTypeStillEvaluated() throws {
    let single =
      Self.source.components(separatedBy: "final class PaleButton")[0]
      + "extension BlueButton.Palette { static let other = UIColor.red }\n"
    let found = SwiftComponentDiscovery().discover(sources: [("Buttons.swift", single)])
    let normal = try #require(found.components.first { $0.name == "BlueButton" }?.states["normal"])
    #expect(normal.background == .color(CSSColor(.sRGB, 0, 0, 0.6)))
    #expect(normal.review == nil)
    #expect(!found.notes.contains { $0.subject == "Palette" })
  }
}

/// SwiftGen's strings give nested enums named `View` (`L10n.Settings.View`, `L10n.About.View`):
/// the simple name is ambiguous, and the tree's own `private extension View` (SwiftUI's type,
/// extended at file scope) used to vanish with it, so a style calling its sizing modifier was
/// needs-review ("modifier … is not in the sources read") in Home Assistant's design system.
/// A minimal reproduction written here; ratio from Tests/Evaluation/wcag.py (tolerance 1e-5).
@Suite("Swift sources: a framework type extended beside nested types of its name")
struct ExtendedFrameworkTypeNameTests {
  static let style = """
    import SwiftUI
    public struct SizedButtonStyle: ButtonStyle {
        public func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .foregroundColor(.white)
                .sizedButton()
                .background(Color(red: 0, green: 0.3, blue: 0.8))
        }
    }
    private struct SizingModifier: ViewModifier {
        func body(content: Content) -> some View { content.frame(minHeight: 44) }
    }
    private extension View {
        func sizedButton() -> some View { modifier(SizingModifier()) }
    }
    """
  static let strings = """
    public enum L10n {
      public enum Settings { public enum View { public static let title = "Settings" } }
      public enum About { public enum View { public static let title = "About" } }
    }
    """

  @Test(
    "The View extension's modifier is read: white on rgb(0%, 30%, 80%) passes at 7.192922 (wcag.py)"
  )
  func extensionSurvivesNestedNames() throws {
    let found = SwiftComponentDiscovery().discover(sources: [
      ("Style.swift", Self.style), ("Strings.swift", Self.strings),
    ])
    let normal = try #require(
      found.components.first { $0.name == "SizedButtonStyle" }?.states["normal"])
    #expect(normal.review == nil)
    let spec = found.spec(name: "s")
    let report = try Auditor().audit(spec)
    let text = try #require(
      report.findings.first { "\($0.state)" == "normal" && $0.check == .text })
    #expect(text.verdict == .pass)
    #expect(abs(text.ratio - 7.192922) < 1e-5)
  }
}
