import Foundation
import TestSupport
import Testing

/// `legible audit` and `legible extract` on Swift sources (issue 20): the recipes' fixtures give
/// seed-buttons.json's failures; a binary file named `.swift` on the command line is exit 2 with
/// its file and line.
@Suite("legible audit/extract on Swift sources")
struct SwiftSourcesCommandTests {
  static let recipes = Repository.url("Examples/ios-recipes").path

  @Test(
    "audit of the recipes' folder: exit 1, MyButtonStyle pressed and highlightButton highlighted fail"
  )
  func auditRecipes() throws {
    let result = runLegible(["audit", Self.recipes, "--format", "json"])
    #expect(result.status == 1, "\(result.error)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    func verdict(_ component: String, _ state: String, _ check: String) -> String? {
      findings.first {
        $0["component"] as? String == component && $0["state"] as? String == state
          && $0["check"] as? String == check
      }?["verdict"] as? String
    }
    #expect(verdict("MyButtonStyle", "pressed", "text") == "fail")
    #expect(verdict("highlightButton", "highlighted", "text") == "fail")
    #expect(verdict("stateImageButton", "normal", "text") == "pass")
    // Every finding is located in a Swift file or the folder's storyboard (the line that set its
    // colour); the storyboard's buttons are linked to the recipes' Swift.
    let locations = findings.compactMap {
      ($0["foregroundSource"] as? [String: Any])?["file"] as? String
    }
    #expect(!locations.isEmpty)
    #expect(locations.allSatisfy { $0.hasSuffix(".swift") || $0.hasSuffix("Recipes.storyboard") })
    #expect(locations.contains { $0.hasSuffix("Recipes.storyboard") })
    #expect(
      verdict("Highlight button (RecipesViewController)", "highlighted", "text") == "fail")
  }

  @Test("extract of the recipes: a spec whose highlighted state is the alpha and mix rules")
  func extractRecipes() throws {
    let result = runLegible(["extract", Self.recipes])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("\"mix\": \"#ffffff\""))
    #expect(result.output.contains("\"alpha\": 0.4"))
  }

  @Test("a binary file named .swift on the command line: exit 2 naming the file and line")
  func binaryFile() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-binary-\(UUID().uuidString).swift")
    try Data([0x61, 0x0A, 0x62, 0x00, 0xFF]).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = runLegible(["audit", file.path])
    #expect(result.status == 2)
    #expect(result.error.contains(file.path + ":2"), "\(result.error)")
  }

  @Test(
    "a folder without buttons: exit 2, or with --allow-empty a warning, exit 0, an empty report")
  func folderWithoutButtons() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-model-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "struct Model { var count = 1 }\n".write(
      to: folder.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)
    let refused = runLegible(["audit", folder.path, "--format", "xcode"])
    #expect(refused.status == 2)
    #expect(refused.error.contains("no button found in 1 Swift file"), "\(refused.error)")
    let report = folder.appendingPathComponent("report.json").path
    let allowed = runLegible([
      "audit", folder.path, "--format", "xcode", "--allow-empty", "--report", "json:" + report,
    ])
    #expect(allowed.status == 0, "\(allowed.error)")
    #expect(allowed.output.isEmpty)
    #expect(allowed.error.hasPrefix("warning: "), "\(allowed.error)")
    #expect(allowed.error.contains("no button found in 1 Swift file"))
    let json = try jsonObject(try String(contentsOfFile: report, encoding: .utf8))
    #expect((json["findings"] as? [Any])?.count == 0)
  }

  /// The fuzzer's input that SwiftParser 603.0.2 alone did not parse in 60 s (issue 20): the
  /// built `legible` in a child process that is killed after 120 s, so a regression fails
  /// instead of hanging the run.
  static let hangInput = Repository.url(
    "Fuzz/corpus/swift/regression-swiftparser-bracket-run.swift")

  @Test("legible audit on the SwiftParser hang input: exit 2 naming line 101, within 120 s")
  func parserHangNamed() throws {
    let child = try runProcess(
      productsDirectory.appendingPathComponent("legible"), ["audit", Self.hangInput.path],
      timeout: 120)
    #expect(child.status == 2, "\(child.error)")
    #expect(child.error.contains(Self.hangInput.path + ":101"), "\(child.error)")
    #expect(child.error.contains("cannot parse this file in bounded time"), "\(child.error)")
  }

  @Test(
    "legible audit on the recipes with the hang input beside them: a warning, the recipes audited (exit 1), within 120 s"
  )
  func parserHangWalked() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-hang-walk-\(UUID().uuidString)")
    try FileManager.default.copyItem(atPath: Self.recipes, toPath: folder.path)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("Hang.swift")
    try FileManager.default.copyItem(at: Self.hangInput, to: copy)
    let child = try runProcess(
      productsDirectory.appendingPathComponent("legible"),
      ["audit", folder.path, "--format", "json"], timeout: 120)
    #expect(child.status == 1, "\(child.error)")
    #expect(child.error.contains("warning: "), "\(child.error)")
    #expect(child.error.contains("Hang.swift:101"), "\(child.error)")
    #expect(child.output.contains("\"highlightButton\""))
  }
}
