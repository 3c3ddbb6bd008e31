import Foundation
import TestSupport
import Testing

/// `legible audit` on storyboards and xibs (issue 21), run as the built binary: a malformed
/// document named on the command line is exit 2 with its `file:line` and leaves no output file;
/// the recipes' storyboard is audited by component name.
@Suite("legible audit on Interface Builder documents")
struct InterfaceBuilderCommandTests {
  static let recipes = Repository.url("Examples/ios-recipes/Recipes.storyboard").path

  @Test("a malformed storyboard with -o: exit 2, file:line on stderr, no output file written")
  func malformedStoryboard() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-ib-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = folder.appendingPathComponent("bad.storyboard")
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
        <scenes>
            <button id="B-1">
        </scenes>
    </document>
    """.write(to: bad, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("report.json").path
    let result = try runBinary(["audit", bad.path, "--format", "json", "-o", out])
    #expect(result.status == 2, "\(result.error)")
    #expect(result.error.contains(bad.path + ":5"), "\(result.error)")
    #expect(result.error.contains("close <button> first"), "\(result.error)")
    #expect(result.output.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: out))
    // Nothing half-written beside it either (no temporary file left in the folder).
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(left == ["bad.storyboard"], "\(left)")
  }

  @Test(
    "audit of Examples/ios-recipes/Recipes.storyboard alone: both buttons reported; nothing decided without the Swift class, so exit 2"
  )
  func recipesStoryboard() throws {
    let result = try runBinary(["audit", Self.recipes, "--format", "json"])
    // The storyboard's runtime attributes need the class's Swift file: every state is
    // needs-review or exempt, and a gate on the storyboard alone would pass on nothing (issue 41).
    #expect(result.status == 2, "\(result.error)")
    #expect(result.error.contains("Recipes.storyboard: no pair was decided pass or fail"))
    let allowed = try runBinary(["audit", Self.recipes, "--format", "json", "--allow-empty"])
    #expect(allowed.status == 0, "\(allowed.error)")
    let object = try jsonObject(result.output)
    let findings = try #require(object["findings"] as? [[String: Any]])
    let components = Set(findings.compactMap { $0["component"] as? String })
    #expect(components.contains { $0.hasPrefix("State image button") }, "\(components)")
    #expect(components.contains { $0.hasPrefix("Highlight button") }, "\(components)")
    // Located in the storyboard.
    let files = Set(
      findings.compactMap { ($0["foregroundSource"] as? [String: Any])?["file"] as? String })
    #expect(files.allSatisfy { $0.hasSuffix("Recipes.storyboard") }, "\(files)")
  }
}
