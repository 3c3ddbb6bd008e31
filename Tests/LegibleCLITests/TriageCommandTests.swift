import Foundation
import TestSupport
import Testing

/// Issue 42, `legible audit --triage`: the needs-review findings grouped by the fact that would
/// decide the most of them, and a `legible.json` fragment that, filled in, decides them.
@Suite("Triage: the facts that would decide the most, first")
struct TriageCommandTests {
  static let swift = """
    import UIKit

    final class BrandButton: UIButton {
      override init(frame: CGRect) {
        super.init(frame: frame)
        setTitleColor(ColorStudio.primary, for: .normal)
        backgroundColor = .white
      }

      required init?(coder: NSCoder) { fatalError() }
    }
    """
  static let chip = """
    { "chip": { "$type": "color", "dark": {
      "bg": { "rest": { "$value": "#ffffff1a" }, "hover": { "$value": "#ffffff33" } },
      "fg": { "rest": { "$value": "#ffffff" } } } } }
    """

  func run(_ arguments: [String], in folder: URL) throws -> RunResult {
    RunResult(
      try runProcess(
        productsDirectory.appendingPathComponent("legible"), arguments,
        currentDirectory: folder))
  }

  @Test("Groups by fact, most findings first, with a fragment that decides them once filled")
  func triage() throws {
    try withTemporaryFolder([
      "Sources/BrandButton.swift": Self.swift, "tokens/chip.json": Self.chip,
    ]) {
      folder in
      let result = try run(["audit", "Sources", "tokens", "--triage"], in: folder)
      #expect(result.status == 0, "\(result.error)")
      let lines = result.output.split(separator: "\n").map(String.init)
      // The button's titles (normal, and highlighted and selected, which draw it) wait on
      // `ColorStudio.primary`; the chip's two text findings (normal, hover) on its backdrop.
      #expect(
        lines.first
          == "5 findings need review; the facts that would decide the most first (a finding may name several):"
      )
      #expect(
        lines[1]
          == "  3 findings (1 component) wait on the colour of `ColorStudio.primary` (Sources/BrandButton.swift:6:19)"
      )
      #expect(lines[2] == "  2 findings (1 component) wait on the backdrop of chip.dark")
      let start = try #require(result.output.range(of: "{\n  \"facts\""))
      let fragment = String(result.output[start.lowerBound...])
      #expect(fragment.contains("\"colors\": {\n      \"ColorStudio.primary\": \"?\"\n    }"))
      #expect(fragment.contains("\"backdrops\": {\n      \"chip.dark\": \"?\"\n    }"))
      // Filled in, the fragment is a legible.json that decides those findings.
      let filled = fragment.replacingOccurrences(
        of: "\"ColorStudio.primary\": \"?\"", with: "\"ColorStudio.primary\": \"#0050c0\""
      ).replacingOccurrences(of: "\"chip.dark\": \"?\"", with: "\"chip.dark\": \"#1b1b1b\"")
      try filled.write(
        to: folder.appendingPathComponent("legible.json"), atomically: true, encoding: .utf8)
      let after = try run(["audit", "Sources", "tokens", "--triage"], in: folder)
      #expect(!after.output.contains("ColorStudio.primary"), "\(after.output)")
      #expect(!after.output.contains("chip.dark"), "\(after.output)")
      // The "?" left in is not a colour: loud, with its place.
      try fragment.write(
        to: folder.appendingPathComponent("legible.json"), atomically: true, encoding: .utf8)
      let unfilled = try run(["audit", "Sources", "tokens"], in: folder)
      #expect(unfilled.status == 2)
      #expect(unfilled.error.contains("legible.json:4:"))
    }
  }
}
