import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleSwiftSources
import TestSupport
import Testing

/// `UIButton.Configuration` and `configurationUpdateHandler` read from Swift sources (issue 20):
/// small inline sources audited per state, and the real Kickstarter files of
/// ../shared/ios/corpus/kickstarter (SOURCES.md rows 23–25, Apache-2.0).
///
/// Expected ratios are computed here from the WCAG 2.2 definitions of relative luminance and
/// contrast ratio (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance,
/// #dfn-contrast-ratio), independently of LegibleColor, and compared at 1e-9.
@Suite("Swift sources: UIButton.Configuration")
struct UIButtonConfigurationTests {
  /// WCAG 2.2 relative luminance of an opaque sRGB colour (components 0–1).
  static func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
    func linear(_ c: Double) -> Double {
      c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
  }

  /// WCAG 2.2 contrast ratio of two luminances.
  static func ratio(_ a: Double, _ b: Double) -> Double {
    (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  static let tolerance = 1e-9

  static func audit(_ text: String) throws -> (DiscoveredComponents, AuditReport) {
    let found = SwiftComponentDiscovery().discover(sources: [(path: "Buttons.swift", text: text)])
    return (found, try Auditor().audit(found.spec(name: "inline")))
  }

  static func finding(
    _ report: AuditReport, _ component: String, _ state: String, _ check: CheckKind = .text
  ) -> Finding? {
    report.findings.first {
      $0.component == component && $0.state.rawValue == state && $0.check == check
    }
  }

  /// A button made with a filled configuration whose update handler sets the fill and an
  /// attributed title per state.
  static let handler = """
    import UIKit

    func makeSave() {
      var config = UIButton.Configuration.filled()
      config.baseForegroundColor = UIColor(white: 1, alpha: 1)
      let save = UIButton(configuration: config)
      save.configurationUpdateHandler = { button in
        var updated = button.configuration
        if button.isHighlighted {
          updated?.background.backgroundColor = UIColor(red: 0, green: 0.2, blue: 0.4, alpha: 1)
        } else if !button.isEnabled {
          updated?.background.backgroundColor = UIColor(white: 0.8, alpha: 1)
        } else {
          updated?.background.backgroundColor = UIColor(red: 0, green: 0.3, blue: 0.6, alpha: 1)
        }
        var title = AttributedString("Save")
        title.foregroundColor = button.isEnabled ? UIColor.white : UIColor(white: 0.5, alpha: 1)
        updated?.attributedTitle = title
        button.configuration = updated
      }
    }
    """

  @Test(
    "configurationUpdateHandler run per state: white on (0, 0.3, 0.6) normal, on (0, 0.2, 0.4) highlighted, stated, no review"
  )
  func updateHandlerPerState() throws {
    let (found, report) = try Self.audit(Self.handler)
    let save = try #require(found.components.first { $0.name == "save" })
    #expect(Set(save.states.keys) == ["normal", "highlighted", "selected", "disabled", "focused"])
    let white = Self.luminance(1, 1, 1)
    let normal = try #require(Self.finding(report, "save", "normal"))
    #expect(abs(normal.ratio - Self.ratio(white, Self.luminance(0, 0.3, 0.6))) < Self.tolerance)
    #expect(normal.verdict == .pass)
    let highlighted = try #require(Self.finding(report, "save", "highlighted"))
    #expect(
      abs(highlighted.ratio - Self.ratio(white, Self.luminance(0, 0.2, 0.4))) < Self.tolerance)
    #expect(highlighted.verdict == .pass)
    #expect(save.states["highlighted"]?.review == nil)
    // Selected and focused fall to the handler's `else`: normal's colours.
    for state in ["selected", "focused"] {
      let other = try #require(Self.finding(report, "save", state))
      #expect(abs(other.ratio - normal.ratio) < Self.tolerance, "\(state)")
    }
    // Disabled: grey 0.5 title on grey 0.8, exempt (SC 1.4.3 inactive components).
    let disabled = try #require(Self.finding(report, "save", "disabled"))
    #expect(
      abs(disabled.ratio - Self.ratio(Self.luminance(0.5, 0.5, 0.5), Self.luminance(0.8, 0.8, 0.8)))
        < Self.tolerance)
    #expect(disabled.verdict == .exempt)
    // Provenance: the title is the attributed title's, the fill the handler's line.
    let source = save.states["highlighted"]?.sources["background"]?.source(theme: nil)
    #expect(source?.rule == "configuration.background.backgroundColor")
    #expect(source?.line == 10)
    #expect(
      save.states["normal"]?.sources["text"]?.source(theme: nil)?.rule
        == "configuration.attributedTitle")
  }

  @Test(
    "no update handler: normal is the base colours, every other state needs review naming UIKit's own look"
  )
  func noHandler() throws {
    let (found, report) = try Self.audit(
      """
      import UIKit

      func makeBuy() {
        var config = UIButton.Configuration.borderedProminent()
        config.baseBackgroundColor = UIColor(red: 0.1, green: 0.4, blue: 0.2, alpha: 1)
        config.baseForegroundColor = UIColor(white: 1, alpha: 1)
        let buy = UIButton(configuration: config)
      }
      """)
    let buy = try #require(found.components.first { $0.name == "buy" })
    let normal = try #require(Self.finding(report, "buy", "normal"))
    #expect(
      abs(normal.ratio - Self.ratio(Self.luminance(1, 1, 1), Self.luminance(0.1, 0.4, 0.2)))
        < Self.tolerance)
    #expect(normal.verdict == .pass)
    #expect(buy.states["normal"]?.review == nil)
    for state in ["highlighted", "selected", "focused"] {
      let review = try #require(buy.states[state]?.review, "\(state)")
      #expect(review.contains("no configurationUpdateHandler or updateConfiguration()"))
      #expect(review.contains("`.borderedProminent()`"))
      #expect(review.contains("baseForegroundColor"))
      #expect(Self.finding(report, "buy", state)?.verdict == .needsReview)
    }
  }

  @Test("the tinted style's background and a title with no colour are needs-review, never a pass")
  func tintedAndNoTitle() throws {
    let (found, report) = try Self.audit(
      """
      import UIKit

      func makeMore() {
        let more = UIButton(configuration: .tinted())
        more.configurationUpdateHandler = { button in
          button.configuration?.baseBackgroundColor = UIColor(white: 0, alpha: 1)
        }
      }
      """)
    let more = try #require(found.components.first { $0.name == "more" })
    for state in ["normal", "highlighted"] {
      let review = try #require(more.states[state]?.review, "\(state)")
      #expect(review.contains("`.tinted()` configuration's background is UIKit's own"))
      #expect(review.contains("no title colour is set"))
      #expect(Self.finding(report, "more", state)?.verdict == .needsReview)
    }
  }

  /// A style table in the Kickstarter shape, with literal colours.
  static let table = """
      import UIKit

      protocol Palette {
        var fill: UIColor { get }
        var pressedFill: UIColor { get }
        var title: UIColor { get }
        var buttonConfiguration: UIButton.Configuration { get }
      }

      enum Tone: Palette {
        case primary
        case quiet

        var fill: UIColor {
          switch self {
          case .primary: UIColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1)
          default: .clear
          }
        }

        var pressedFill: UIColor {
          switch self {
          case .primary: UIColor(red: 0.5, green: 0, blue: 0, alpha: 1)
          default: .clear
          }
        }

        var title: UIColor {
          switch self {
          case .primary: .white
          case .quiet: UIColor(white: 0.6, alpha: 1)
          }
        }

        var buttonConfiguration: UIButton.Configuration {
          switch self {
          case .primary: .filled()
          case .quiet: .plain()
          }
        }
      }

      extension UIButton {
        func apply(_ tone: Palette) {
          configuration = tone.buttonConfiguration
          tintColor = tone.title
          configurationUpdateHandler = { [unowned self] _ in
            switch self.state {
            case .highlighted: self.configuration?.background.backgroundColor = tone.pressedFill
            default: self.configuration?.background.backgroundColor = tone.fill
            }
          }
          configuration?.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
            [unowned self] attributes in
            var updated = attributes
            updated.foregroundColor = self.tintColor
            return updated
          }
        }
      }
    """

  @Test(
    "a style enum applied through a UIButton method: a component per case, quiet's grey 0.6 title fails on white"
  )
  func styleTable() throws {
    let (found, report) = try Self.audit(Self.table)
    #expect(found.components.map(\.name).sorted() == ["Tone.primary", "Tone.quiet"])
    let primary = try #require(found.components.first { $0.name == "Tone.primary" })
    #expect(
      Set(primary.states.keys) == ["normal", "highlighted", "selected", "disabled", "focused"])
    let white = Self.luminance(1, 1, 1)
    let normal = try #require(Self.finding(report, "Tone.primary", "normal"))
    #expect(abs(normal.ratio - Self.ratio(white, Self.luminance(0.8, 0.1, 0.1))) < Self.tolerance)
    #expect(normal.verdict == .pass)
    let pressed = try #require(Self.finding(report, "Tone.primary", "highlighted"))
    #expect(abs(pressed.ratio - Self.ratio(white, Self.luminance(0.5, 0, 0))) < Self.tolerance)
    #expect(primary.states["highlighted"]?.review == nil)
    // The title comes from the transformer reading the tint the method set.
    #expect(
      primary.states["normal"]?.sources["text"]?.source(theme: nil)?.rule
        == "configuration.titleTextAttributesTransformer")
    // Quiet: a plain button with a clear fill; grey 0.6 on the white page is 2.85:1 and fails.
    let quiet = try #require(Self.finding(report, "Tone.quiet", "normal"))
    #expect(abs(quiet.ratio - Self.ratio(Self.luminance(0.6, 0.6, 0.6), white)) < Self.tolerance)
    #expect(quiet.verdict == .fail)
  }

  // MARK: - Kickstarter

  static let kickstarter = SharedFolder.root.appendingPathComponent("ios/corpus/kickstarter").path

  @Test(
    "Kickstarter: the nine KSRButtonStyle cases in five states, each needs-review naming the unreadable colour's file:line; the lens styles and uses are notes",
    .enabled(
      if: FileManager.default.fileExists(atPath: kickstarter),
      "../shared/ios/corpus/kickstarter is missing (set LEGIBLE_SHARED_DIR)"))
  func kickstarterFolder() throws {
    let result = try SwiftComponentDiscovery().discover([Self.kickstarter])
    let names = [
      "filled", "green", "filledInverted", "filledDestructive", "borderless", "outlined",
      "outlinedDestructive", "borderlessDestructive", "facebook",
    ].map { "KSRButtonStyle." + $0 }
    #expect(Set(result.found.components.map(\.name)) == Set(names))
    #expect(result.found.components.count == 9)
    for component in result.found.components {
      #expect(
        Set(component.states.keys) == ["normal", "highlighted", "selected", "disabled", "focused"],
        "\(component.name)")
      for (state, spec) in component.states {
        // `Colors.…adaptive()` is outside the three files: every state says so, with the line.
        let review = try #require(spec.review, "\(component.name) \(state)")
        #expect(
          review.contains("`Colors` is not declared in the sources read at ")
            && review.contains("KSRButtonStyle.swift:"), "\(component.name) \(state): \(review)")
      }
    }
    // The filled case's normal fill is KSRButtonStyle.swift line 17, its highlighted line 28,
    // its disabled line 39: the handler's `switch self.state` took each branch.
    let filled = try #require(result.found.components.first { $0.name == "KSRButtonStyle.filled" })
    #expect(filled.states["normal"]?.review?.contains("KSRButtonStyle.swift:17:") == true)
    #expect(filled.states["highlighted"]?.review?.contains("KSRButtonStyle.swift:28:") == true)
    #expect(filled.states["disabled"]?.review?.contains("KSRButtonStyle.swift:39:") == true)
    // Outlined strokes a 1-point border whose colour (line 88) is unreadable.
    let outlined = try #require(
      result.found.components.first { $0.name == "KSRButtonStyle.outlined" })
    #expect(outlined.states["normal"]?.review?.contains("stroke colour (normal)") == true)
    // Nothing passes on a guess.
    let report = try Auditor().audit(result.found.spec(name: "Kickstarter"))
    #expect(!report.findings.isEmpty)
    #expect(report.findings.allSatisfy { $0.verdict == .needsReview || $0.verdict == .exempt })
    // Notes, printed by `legible audit`: every one with its file and line.
    let notes = result.diagnostics.filter { $0.severity == .note }
    /// The message of the note about `name` at `file`:`line`.
    func note(_ name: String, _ file: String, _ line: Int) -> String? {
      notes.first {
        $0.name == name && $0.location.file.hasSuffix(file) && $0.location.line == line
      }?.message
    }
    #expect(note("_redButtonStyle", "ButtonStyles.swift", 53)?.contains("lenses") == true)
    #expect(
      note("_blackButtonStyle", "ButtonStyles.swift", 73)?.contains(
        "backgroundColor for normal, highlighted, disabled, selected") == true)
    #expect(note("styleSaveButton(…)", "ButtonStyles.swift", 162) != nil)
    #expect(
      note("redButtonStyle", "ButtonStyles.swift", 45)?.contains(
        "`featureNewDesignSystemEnabled()`") == true)
    #expect(notes.count == 12)
    #expect(notes.allSatisfy { $0.location.line != nil })
    // What the CLI reads (ProjectDiscovery): the notes once, as diagnostics `legible audit`
    // prints, not again among the found notes `legible extract` prints too.
    let project = try ProjectDiscovery().discover([Self.kickstarter])
    #expect(project.diagnostics.filter { $0.severity == .note }.count == 12)
    #expect(project.found.notes.isEmpty)
    #expect(project.found.components.count == 9)
  }
}
