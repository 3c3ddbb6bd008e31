import Foundation
import TestSupport
import Testing

/// Issue 41: every audit of discovered inputs says what each path covered, and a path that
/// decided no pair (nothing found, or every state needs review or is exempt) fails the run with
/// exit 2, after the reports are written, unless `--allow-empty`. Fixtures written here.
@Suite("Coverage, and no green gate on nothing")
struct CoverageTests {
  static let buttons = """
    { "button": { "primary": { "$type": "color",
      "bg": { "rest": { "$value": "#0f62fe" }, "hover": { "$value": "#0043ce" } },
      "fg": { "rest": { "$value": "#ffffff" } } } } }
    """
  /// A ghost button whose only fill is translucent over a dark page no file names: every
  /// state needs review.
  static let undecided = """
    { "chip": { "$type": "color", "dark": {
      "bg": { "rest": { "$value": "#ffffff1a" }, "hover": { "$value": "#ffffff33" } },
      "fg": { "rest": { "$value": "#ffffff" } } } } }
    """

  @Test("Coverage per path in the JSON report; a path that decided nothing exits 2, naming it")
  func emptyPathExitsTwo() throws {
    try withTemporaryFolder(["a/buttons.json": Self.buttons, "b/dark.json": Self.undecided]) {
      folder in
      let a = folder.appendingPathComponent("a").path
      let b = folder.appendingPathComponent("b").path
      let report = folder.appendingPathComponent("report.json").path
      let result = try runBinary(["audit", a, b, "--report", "json:\(report)"])
      #expect(result.status == 2, "\(result.error)")
      #expect(result.error.contains("legible: error: \(b): no pair was decided pass or fail"))
      #expect(!result.error.contains("\(a): no pair"))
      // The report is written all the same, with the coverage of both paths.
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report)))
          as? [String: Any])
      let coverage = try #require(object["coverage"] as? [[String: Any]])
      #expect(coverage.map { $0["path"] as? String } == [a, b])
      #expect(coverage[0]["pass"] as? Int == 4)
      #expect(coverage[0]["components"] as? Int == 1)
      #expect(coverage[0]["decided"] as? Bool == true)
      #expect(coverage[1]["decided"] as? Bool == false)
      #expect((coverage[1]["needsReview"] as? Int ?? 0) > 0)
      let allowed = try runBinary(["audit", a, b, "--allow-empty"])
      #expect(allowed.status == 0, "\(allowed.error)")
      #expect(allowed.error.contains("warning: \(b): no pair was decided"))
      // Text report: one coverage line per path.
      #expect(
        allowed.output.contains("Coverage:\n  \(a): 1 file read, 1 component, 2 states: 4 pass"))

    }
  }

  @Test("A path that decides pairs passes the gate as before (exit 0), its coverage printed")
  func decidedPathPasses() throws {
    try withTemporaryFolder(["buttons.json": Self.buttons]) { folder in
      let result = try runBinary(["audit", folder.path, "--format", "markdown"])
      #expect(result.status == 0, "\(result.error)")
      #expect(result.output.contains("### Coverage"))
      #expect(result.output.contains("| \(folder.path) | 1 | 1 | 2 | 4 | 0 | 0 | 0 | 0 |"))
    }
  }

  @Test("A theme folder read into one system with the component stylesheet is covered by it")
  func themeFolderReadWithComponentSheet() throws {
    try withTemporaryFolder([
      "theme/colors.css": ":root { --accent: #0050c0 }",
      "components/button.css":
        ".btn { color: #ffffff; background: var(--accent) } .btn:hover { background: #003080 }",
    ]) { folder in
      let theme = folder.appendingPathComponent("theme").path
      let sheet = folder.appendingPathComponent("components/button.css").path
      let report = folder.appendingPathComponent("report.json").path
      let result = try runBinary(["audit", theme, sheet, "--report", "json:\(report)"])
      // White on #0050c0 is 7.22:1 (pass; wcag.py); the theme folder decided nothing of its own
      // but its custom property was read into the sheet's system.
      #expect(result.status == 0, "\(result.error)")
      #expect(!result.error.contains("no pair was decided"))
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report)))
          as? [String: Any])
      let coverage = try #require(object["coverage"] as? [[String: Any]])
      #expect(coverage.map { $0["path"] as? String } == [theme, sheet])
      #expect(coverage[0]["decided"] as? Bool == true)
      #expect(coverage[0]["readWith"] as? String == sheet)
      #expect(coverage[1]["readWith"] is NSNull)
    }
  }
}
