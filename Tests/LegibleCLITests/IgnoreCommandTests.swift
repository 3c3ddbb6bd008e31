import Foundation
import TestSupport
import Testing

/// Issue 42, suppressions with reasons, end to end: `legible:ignore` comments in a stylesheet,
/// `ignore` entries in `legible.json`, the reports, the gate, `--strict` and the baseline.
/// Fixture written here; ratios from Tests/Evaluation/wcag.py: white on #0050c0 7.219922 (pass),
/// on #6090f0 3.113456 (fail), on #80a0ff 2.502932 (fail).
@Suite("Suppressions with reasons (legible:ignore, legible.json ignore)")
struct IgnoreCommandTests {
  static let sheet = """
    .btn { color: #ffffff; background-color: #0050c0 }
    /* legible:ignore-next-line hover text -- brand colour accepted by design review */
    .btn:hover { background-color: #6090f0 }
    .btn:active { background-color: #80a0ff }
    """

  func run(_ arguments: [String], in folder: URL) throws -> RunResult {
    RunResult(
      try runProcess(
        productsDirectory.appendingPathComponent("legible"), arguments,
        currentDirectory: folder))
  }

  func json(_ path: URL) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any])
  }

  @Test("An inline comment silences its line's finding, with the reason, in every report")
  func inlineComment() throws {
    try withTemporaryFolder(["b.css": Self.sheet]) { folder in
      let result = try run(
        [
          "audit", "b.css", "--format", "text", "--report", "json:r.json", "--report",
          "sarif:r.sarif",
        ], in: folder)
      // The pressed failure is not silenced: the gate still fails.
      #expect(result.status == 1, "\(result.error)")
      #expect(result.output.contains("ignored (was fail) at b.css:2: brand colour accepted"))
      #expect(result.output.contains("1 ignored"))
      let report = try json(folder.appendingPathComponent("r.json"))
      let summary = try #require(report["summary"] as? [String: Int])
      #expect(summary["ignored"] == 1)
      #expect(summary["fail"] == 2)
      let findings = try #require(report["findings"] as? [[String: Any]])
      let hover = try #require(
        findings.first { $0["state"] as? String == "hover" && $0["check"] as? String == "text" })
      #expect(hover["verdict"] as? String == "ignored")
      #expect((hover["ratio"] as? Double).map { abs($0 - 3.113456) < 0.0001 } == true)
      let ignore = try #require(hover["ignore"] as? [String: String])
      #expect(
        ignore == [
          "reason": "brand colour accepted by design review", "at": "b.css:2", "verdict": "fail",
        ])
      // The boundary check of the same line is not named (`text` narrows it) and passes
      // anyway (3.11 ≥ 3); nothing else is silenced.
      #expect(findings.filter { $0["verdict"] as? String == "ignored" }.count == 1)
      // SARIF: the result keeps its level, with an in-source suppression and its reason.
      let sarif = try json(folder.appendingPathComponent("r.sarif"))
      let runs = try #require(sarif["runs"] as? [[String: Any]])
      let results = try #require(runs.first?["results"] as? [[String: Any]])
      let suppressed = results.filter { $0["suppressions"] != nil }
      #expect(suppressed.count == 1)
      #expect(suppressed.first?["level"] as? String == "error")
      let suppression = try #require(
        (suppressed.first?["suppressions"] as? [[String: Any]])?.first)
      #expect(suppression["kind"] as? String == "inSource")
      #expect(
        suppression["justification"] as? String
          == "brand colour accepted by design review (b.css:2)")
    }
  }

  @Test("A legible.json entry silences what it names; the gate then passes")
  func configurationEntry() throws {
    let config = """
      { "ignore": [
          { "component": ".btn", "state": "pressed", "reason": "the press flash lasts 80 ms" } ] }
      """
    try withTemporaryFolder(["b.css": Self.sheet, "legible.json": config]) { folder in
      let result = try run(["audit", "b.css", "--format", "json"], in: folder)
      #expect(result.status == 0, "\(result.error)")
      #expect(result.error.isEmpty, "\(result.error)")
      let report = try #require(
        try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
      let summary = try #require(report["summary"] as? [String: Int])
      // Pressed: text and boundary (2.50 < 3) both fail, both silenced; hover by the comment.
      #expect(summary["ignored"] == 3)
      #expect(summary["fail"] == 0)
      let findings = try #require(report["findings"] as? [[String: Any]])
      let pressed = findings.filter { $0["state"] as? String == "pressed" }
      #expect(
        pressed.allSatisfy { ($0["ignore"] as? [String: String])?["at"] == "legible.json:2:5" })
    }
  }

  @Test("An ignore that silences nothing warns; with --strict it is an error (exit 2)")
  func unusedIgnore() throws {
    let config = """
      { "ignore": [ { "component": ".buton", "reason": "misspelt on purpose" } ] }
      """
    try withTemporaryFolder(["b.css": Self.sheet, "legible.json": config]) { folder in
      let warned = try run(["audit", "b.css"], in: folder)
      #expect(warned.status == 1)
      #expect(
        warned.error.contains(
          "legible.json:1:15: warning: this ignore silences no failing or needs-review finding"))
      let strict = try run(["audit", "b.css", "--strict"], in: folder)
      #expect(strict.status == 2)
      #expect(strict.error.contains("legible.json:1:15: error: this ignore silences no"))
    }
  }

  @Test("A suppression without a reason is a usage error naming file and line (exit 2)")
  func missingReason() throws {
    let noReason = Self.sheet.replacingOccurrences(
      of: " -- brand colour accepted by design review", with: "")
    try withTemporaryFolder(["b.css": noReason]) { folder in
      let result = try run(["audit", "b.css"], in: folder)
      #expect(result.status == 2)
      #expect(result.error.contains("b.css:2: legible:ignore needs a reason"))
      #expect(result.output.isEmpty)
    }
    let config = """
      { "ignore": [ { "component": ".btn", "reason": " " } ] }
      """
    try withTemporaryFolder(["b.css": Self.sheet, "legible.json": config]) { folder in
      let result = try run(["audit", "b.css"], in: folder)
      #expect(result.status == 2)
      #expect(result.error.contains("ignore[0]"))
      #expect(result.error.contains("needs a \"reason\""))
    }
    let misspelt = """
      { "ignore": [ { "componnent": ".btn", "reason": "x" } ] }
      """
    try withTemporaryFolder(["b.css": Self.sheet, "legible.json": misspelt]) { folder in
      let result = try run(["audit", "b.css"], in: folder)
      #expect(result.status == 2)
      #expect(result.error.contains("did you mean \"component\"?"))
    }
  }

  @Test("The baseline treats a silenced finding as neither new nor fixed")
  func baseline() throws {
    // The pressed state failed in the baseline (no suppression then); silenced now, it is not
    // reported as fixed, and the hover failure silenced from the start is not new.
    try withTemporaryFolder([
      "b.css": Self.sheet, "legible.json": #"{ "baseline": "baseline.json" }"#,
    ]) { folder in
      let written = try run(["audit", "b.css", "--update-baseline"], in: folder)
      #expect(written.status == 0, "\(written.error)")
      let config = """
        { "baseline": "baseline.json",
          "ignore": [ { "component": ".btn", "state": "pressed", "reason": "80 ms flash" } ] }
        """
      try config.write(
        to: folder.appendingPathComponent("legible.json"), atomically: true, encoding: .utf8)
      let result = try run(["audit", "b.css", "--format", "markdown"], in: folder)
      #expect(result.status == 0, "\(result.error)")
      #expect(!result.output.contains("| fixed |"))
      #expect(!result.output.contains("Fixed"))
      #expect(!result.output.contains("| new |"))
    }
  }

  /// Two buttons whose titles use a named colour no asset catalog read defines: needs review.
  static let twoButtons = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" colorMatched="YES">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" id="btn-go">
                        <rect key="frame" x="10" y="10" width="100" height="44"/>
                        <state key="normal" title="Go">
                            <color key="titleColor" name="Brand"/>
                        </state>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" id="btn-stop">
                        <rect key="frame" x="10" y="60" width="100" height="44"/>
                        <state key="normal" title="Stop">
                            <color key="titleColor" name="Brand"/>
                        </state>
                    </button>
                </subviews>
                <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
        </objects>
    </document>
    """

  @Test("An ignore entry names a storyboard or xib object: what comes from inside it is silenced")
  func storyboardObject() throws {
    func statuses(_ config: String) throws -> [String: Set<String>] {
      try withTemporaryFolder(["V.xib": Self.twoButtons, "legible.json": config]) { folder in
        let result = try run(["audit", "V.xib", "--format", "json", "--allow-empty"], in: folder)
        #expect(!result.error.contains("silences no"), "\(result.error)")
        let report = try #require(
          try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        return Dictionary(
          grouping: findings.filter { $0["state"] as? String == "normal" },
          by: { $0["component"] as? String ?? "" }
        ).mapValues { Set($0.compactMap { $0["verdict"] as? String }) }
      }
    }
    // One button: its findings are ignored, the other's still need review.
    let one = try statuses(
      #"{ "ignore": [ { "file": "V.xib", "object": "btn-go", "reason": "drawn over a photo" } ] }"#)
    #expect(one["Go (V.xib)"] == ["ignored"])
    #expect(one["Stop (V.xib)"] == ["needs-review"])
    // The view holding both: every button inside it.
    let all = try statuses(
      #"{ "ignore": [ { "file": "V.xib", "object": "root", "reason": "a debug screen" } ] }"#)
    #expect(all["Go (V.xib)"] == ["ignored"])
    #expect(all["Stop (V.xib)"] == ["ignored"])
  }

  @Test("An object id the document lacks, or an object without its file, is an error (exit 2)")
  func storyboardObjectErrors() throws {
    let unknown = #"{ "ignore": [ { "file": "V.xib", "object": "btn-gone", "reason": "x" } ] }"#
    try withTemporaryFolder(["V.xib": Self.twoButtons, "legible.json": unknown]) { folder in
      let result = try run(["audit", "V.xib"], in: folder)
      #expect(result.status == 2)
      #expect(
        result.error.contains(#"legible.json:1:15: ignore: no object with id "btn-gone" in "#),
        "\(result.error)")
      #expect(result.output.isEmpty)
    }
    let noFile = #"{ "ignore": [ { "object": "btn-go", "reason": "x" } ] }"#
    try withTemporaryFolder(["V.xib": Self.twoButtons, "legible.json": noFile]) { folder in
      let result = try run(["audit", "V.xib"], in: folder)
      #expect(result.status == 2)
      #expect(result.error.contains("give the document in \"file\""), "\(result.error)")
    }
  }
}
