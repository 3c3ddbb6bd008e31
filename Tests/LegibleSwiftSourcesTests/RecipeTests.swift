import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleSwiftSources
import TestSupport
import Testing

/// The three recipes of the project brief, read from their Swift sources with Legible's call
/// sites (Examples/ios-recipes/README.md), audited to the findings and ratios of the hand-written
/// Examples/seed-buttons.json (its report's unrounded ratios, compared at 1e-9).
@Suite("Swift sources: the three recipes")
struct RecipeTests {
  static let folder = Repository.url("Examples/ios-recipes").path

  static func audit() throws -> (DiscoveredComponents, AuditReport) {
    let found = try SwiftComponentDiscovery().discover([folder]).found
    return (found, try Auditor().audit(found.spec(name: "recipes")))
  }

  /// The hand-written spec's report: the reference every ratio is compared with (1e-9).
  static func seed() throws -> AuditReport {
    let file = try AuditSpecFile(contentsOfFile: Repository.url("Examples/seed-buttons.json").path)
    return try Auditor().audit(file.spec)
  }

  /// Whether `ours` has the seed's ratio and verdict for the same state and check.
  static func matchesSeed(
    _ ours: AuditReport, _ component: String, seed seedComponent: String, _ state: String,
    _ check: CheckKind, tolerance: Double = 1e-9
  ) throws -> Bool {
    let seed = try #require(finding(try Self.seed(), seedComponent, state, check))
    let mine = try #require(finding(ours, component, state, check))
    return abs(seed.ratio - mine.ratio) < tolerance && seed.verdict == mine.verdict
  }

  static func finding(
    _ report: AuditReport, _ component: String, _ state: String, _ check: CheckKind
  ) -> Finding? {
    report.findings.first {
      $0.component == component && $0.state.rawValue == state && $0.check == check
    }
  }

  @Test(
    "Recipe 2 (MyButtonStyle): pressed at group opacity 0.8 is 4.00:1 and fails, as seed-buttons.json's FilledButton"
  )
  func swiftUIStyle() throws {
    let (found, report) = try Self.audit()
    let style = try #require(found.components.first { $0.name == "MyButtonStyle" })
    #expect(Set(style.states.keys) == ["normal", "pressed", "disabled"])
    #expect(style.states["pressed"]?.opacity == 0.8)
    #expect(style.states["pressed"]?.scale == 0.98)
    let normal = try #require(Self.finding(report, "MyButtonStyle", "normal", .text))
    #expect(floor(normal.ratio * 100) / 100 == 5.84)
    #expect(normal.verdict == .pass)
    let pressed = try #require(Self.finding(report, "MyButtonStyle", "pressed", .text))
    #expect(floor(pressed.ratio * 100) / 100 == 4.00)
    #expect(pressed.verdict == .fail)
    let disabled = try #require(Self.finding(report, "MyButtonStyle", "disabled", .text))
    #expect(disabled.verdict == .exempt)
    for state in ["normal", "pressed", "disabled"] {
      for check in [CheckKind.text, .boundary] {
        // The seed writes the disabled text's alpha 179/255 rounded to 0.702; the source has
        // the exact fraction, so that state agrees to 1e-3.
        let tolerance = state == "disabled" ? 1e-3 : 1e-9
        #expect(
          try Self.matchesSeed(
            report, "MyButtonStyle", seed: "FilledButton", state, check, tolerance: tolerance),
          "\(state) \(check)")
      }
    }
    #expect(floor(disabled.ratio * 100) / 100 == 1.25)
    // White at 179/255 alpha: the disabled text is written with its alpha.
    guard case .color(let text)? = style.states["disabled"]?.text else {
      Issue.record("disabled text is not a colour")
      return
    }
    #expect(abs(text.alpha - 179 / 255.0) < 1e-12)
    // Provenance: the modifier's line and the constant's.
    let source = style.states["normal"]?.sources["background"]?.source(theme: nil)
    #expect(source?.file?.hasSuffix("MyButtonStyle.swift") == true)
    #expect(source?.line == 26)
    #expect(source?.pairing == .stated)
    #expect(source?.evidence?.contains("MyButtonStyle.swift:2:") == true)
  }

  @Test(
    "Recipe 3 (HighlightButton): highlighted derives alpha 0.4 and a white mix at 0.6, 1.71:1, as seed-buttons.json"
  )
  func derivedHighlight() throws {
    let (found, report) = try Self.audit()
    let button = try #require(found.components.first { $0.name == "highlightButton" })
    let highlighted = try #require(button.states["highlighted"])
    #expect(highlighted.from == "normal")
    #expect(highlighted.text == .derived(ColorDerivation(alpha: 0.4)))
    #expect(highlighted.border == .derived(ColorDerivation(alpha: 0.4)))
    #expect(highlighted.background == .derived(ColorDerivation(mix: .white, amount: 0.6)))
    // Where the subclass sets them: `super.setTitleColor(color.withAlphaComponent(0.4), …)` in
    // its `setTitleColor` override, and `layer.borderColor` in its `isHighlighted` observer.
    #expect(highlighted.sources["text"]?.source(theme: nil)?.line == 100)
    #expect(highlighted.sources["border"]?.source(theme: nil)?.line == 41)
    let text = try #require(Self.finding(report, "highlightButton", "highlighted", .text))
    #expect(floor(text.ratio * 100) / 100 == 1.71)
    #expect(text.verdict == .fail)
    for state in ["normal", "highlighted"] {
      #expect(
        try Self.matchesSeed(report, "highlightButton", seed: "HighlightButton", state, .text),
        "\(state)")
    }
    let normal = try #require(Self.finding(report, "highlightButton", "normal", .text))
    #expect(floor(normal.ratio * 100) / 100 == 4.01)
  }

  @Test(
    "Recipe 1 (setBackgroundColor(_:for:)): each state's 1×1 image colour, as seed-buttons.json's StateImageButton"
  )
  func stateImages() throws {
    let (found, report) = try Self.audit()
    let button = try #require(found.components.first { $0.name == "stateImageButton" })
    let expected: [String: UInt32] = [
      "normal": 0x0066CC, "highlighted": 0x3D8FE0, "selected": 0x004C99, "disabled": 0xB4D2F0,
    ]
    for (state, rgb) in expected {
      guard case .color(let fill)? = button.states[state]?.background else {
        Issue.record("\(state) has no fill")
        continue
      }
      #expect(fill.isApproximatelyEqual(to: CSSColor(rgb: rgb), tolerance: 1e-9), "\(state)")
      // Where the image was set: the extension's setBackgroundImage line.
      #expect(button.states[state]?.sources["background"]?.source(theme: nil)?.line == 26)
    }
    for state in ["normal", "highlighted", "selected", "disabled"] {
      #expect(
        try Self.matchesSeed(report, "stateImageButton", seed: "StateImageButton", state, .text),
        "\(state)")
    }
    let highlighted = try #require(Self.finding(report, "stateImageButton", "highlighted", .text))
    #expect(floor(highlighted.ratio * 100) / 100 == 3.38)
    #expect(highlighted.verdict == .fail)
  }
}

/// Evaluation of what code states, and what it does when it cannot see.
@Suite("Swift sources: evaluation")
struct SwiftEvaluationTests {
  static func discover(_ files: [String: String]) throws -> SwiftComponentDiscovery.Result {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-swift-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return try SwiftComponentDiscovery().discover([folder.path])
  }

  @Test(
    "A cycle (static let a = b; static let b = a) is needs-review with its position, not a crash")
  func cycle() throws {
    let result = try Self.discover([
      "Style.swift": """
      import SwiftUI
      extension Color {
        static let a = Color.b
        static let b = Color.a
      }
      struct CycleStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
          configuration.label.foregroundColor(.white).background(Color.a)
        }
      }
      """
    ])
    let style = try #require(result.found.components.first)
    let review = try #require(style.states["normal"]?.review)
    #expect(review.contains("evaluation cycle"))
    #expect(review.contains("Style.swift:"))
  }

  @Test("A colour from code outside the tree makes the state needs-review, naming the expression")
  func outsideTree() throws {
    let result = try Self.discover([
      "Style.swift": """
      import SwiftUI
      struct ThemedStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
          configuration.label.foregroundColor(.white).background(Theme.current.accent)
        }
      }
      """
    ])
    let report = try Auditor().audit(result.found.spec(name: "t"))
    #expect(report.findings.allSatisfy { $0.verdict != .pass && $0.verdict != .fail })
    #expect(report.findings.contains { $0.verdict == .needsReview })
    #expect(result.found.components.first?.states["normal"]?.review?.contains("Theme") == true)
  }

  @Test(
    "Constant folding: 0x61 / 255.0, CGFloat arithmetic, hex literals, static lets across files")
  func folding() throws {
    let result = try Self.discover([
      "Colors.swift": """
      import UIKit
      enum Palette {
        static let blueComponent: CGFloat = 0xCD
        static let brand = UIColor(red: 0, green: 0x61 / 255.0, blue: blueComponent / 255, alpha: 1)
      }
      """,
      "Screen.swift": """
      import UIKit
      final class Screen {
        func build() {
          let save = UIButton(type: .custom)
          save.setTitleColor(.white, for: .normal)
          save.backgroundColor = Palette.brand
        }
      }
      """,
    ])
    let button = try #require(result.found.components.first { $0.name == "save" })
    guard case .color(let fill)? = button.states["normal"]?.background else {
      Issue.record("no fill")
      return
    }
    #expect(fill.isApproximatelyEqual(to: CSSColor(rgb: 0x0061CD), tolerance: 1e-12))
  }

  @Test(
    "A button class whose superclass is a library's (Eidolon's ARFlatButton shape) is audited, every state needs-review naming that superclass"
  )
  func librarySuperclass() throws {
    let result = try Self.discover([
      "Button.swift": """
      import UIKit
      class Button: FlatButtonFromAPod {
        override func setup() {
          super.setup()
          setTitleColor(.white, for: .normal)
          setBackgroundColor(.black, for: .normal, animated: false)
        }
      }
      """
    ])
    let button = try #require(result.found.components.first { $0.name == "Button" })
    let review = try #require(button.states["normal"]?.review)
    #expect(review.contains("`FlatButtonFromAPod` is not in the sources read"))
    #expect(review.contains("`setBackgroundColor(…)`"))
    guard case .color(let text)? = button.states["normal"]?.text else {
      Issue.record("no title colour")
      return
    }
    #expect(text == .white)
    let report = try Auditor().audit(result.found.spec(name: "t"))
    #expect(!report.findings.contains { $0.verdict == .pass || $0.verdict == .fail })
  }

  @Test("Deep nesting (10,000 parentheses) and a binary .swift file give messages, not crashes")
  func badInput() throws {
    let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
    let result = try Self.discover([
      "Deep.swift": "let x = \(deep)\n",
      "Binary.swift": "abc\u{0}def",
    ])
    #expect(result.diagnostics.contains { $0.message.contains("NUL") })
    #expect(result.found.components.isEmpty)
  }
}
