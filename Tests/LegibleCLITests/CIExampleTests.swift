import Foundation
import TestSupport
import Testing

/// The drop-in CI examples of Examples/ci, run as far as this machine allows (docs/ci.md).
@Suite struct CIExampleTests {
  static let root = Repository.root

  func shell(_ command: String, in directory: URL, environment: [String: String] = [:]) throws
    -> RunResult
  {
    RunResult(
      try runProcess(
        URL(fileURLWithPath: "/bin/sh"), ["-c", command],
        environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
        currentDirectory: directory))
  }

  @Test func preCommitHookBlocksARegression() throws {
    let gate = BaselineGateTests()
    let dir = try gate.project()
    defer { try? FileManager.default.removeItem(at: dir) }
    let legible = productsDirectory.appendingPathComponent("legible").path
    let hook = Self.root.appendingPathComponent("Examples/ci/pre-commit").path
    let env = ["LEGIBLE": legible, "GIT_CONFIG_GLOBAL": "/dev/null"]
    _ = try shell(
      "git init -q . && \"$LEGIBLE\" audit --update-baseline && git add -A", in: dir,
      environment: env)
    #expect(try shell("sh '\(hook)'", in: dir, environment: env).status == 0)
    try gate.setToken("#0b5cad", "#4a90d9", in: dir)
    _ = try shell("git add -A", in: dir, environment: env)
    let blocked = try shell("sh '\(hook)'", in: dir, environment: env)
    #expect(blocked.status == 1)
    #expect(blocked.error.contains("| Primary / normal | [1.4.3]"))
    #expect(blocked.error.contains("legible: contrast gate failed (exit 1)"))
  }

  @Test func workflowCommandLineRunsOnTheExamples() throws {
    let legible = productsDirectory.appendingPathComponent("legible").path
    let out = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-ci-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: out) }
    // The workflow's command line; reports go to a temporary directory, never to a device.
    let r = try shell(
      "\"$LEGIBLE\" audit --config Examples/ci/legible.json --format github "
        + "--report markdown:\"$OUT/l.md\" --report sarif:\"$OUT/l.sarif\"",
      in: Self.root, environment: ["LEGIBLE": legible, "OUT": out.path])
    #expect(r.status == 0)
    #expect(r.output.hasSuffix("more not annotated (GitHub shows 10 per level per step)\n"))
    #expect(r.error.contains("legible: baseline Reports/baseline.json: 0 regression(s), 0 new"))
    let sarif = try String(contentsOf: out.appendingPathComponent("l.sarif"), encoding: .utf8)
    #expect(sarif.contains("\"baselineState\": \"unchanged\""))
  }

  @Test func xcodeRunScriptPrintsInlineDiagnostics() throws {
    // Examples/ci/xcode-run-script.sh with SRCROOT set as Xcode does: a spec under Contrast/ whose
    // "tokens" names the app's asset catalog (the fixture catalog, with a Mac-only colour set that
    // the button does not use, so no Mac theme is audited).
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-xcode-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("MyApp"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("Contrast"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Self.root.appendingPathComponent(
        "Tests/LegibleTokensTests/Fixtures/asset-catalog/Sample.xcassets"),
      to: dir.appendingPathComponent("MyApp/Assets.xcassets"))
    let spec = """
      { "name": "App buttons", "tokens": ["../MyApp/Assets.xcassets"],
        "surfaces": { "page": "#ffffff" },
        "components": [ { "name": "PrimaryButton", "surface": "page", "font": { "size": 17 },
          "states": { "normal": { "text": "#ffffff", "background": "{Buttons/Primary}" } } } ] }
      """
    try Data(spec.utf8).write(to: dir.appendingPathComponent("Contrast/buttons.json"))
    let script = Self.root.appendingPathComponent("Examples/ci/xcode-run-script.sh").path
    let result = try shell(
      "sh '\(script)'", in: dir,
      environment: [
        "SRCROOT": dir.path, "LEGIBLE": productsDirectory.appendingPathComponent("legible").path,
      ])
    #expect(result.status == 1)
    let lines = result.output.split(separator: "\n")
    // Buttons/Primary: light #0066cc and high-contrast #003399 pass with white text; dark (P3 at
    // alpha 0.5) and dark-high-contrast #99ccff fail 1.4.3 and 1.4.11.
    #expect(lines.count == 4)
    for line in lines {
      #expect(line.hasPrefix(dir.path + "/Contrast/buttons.json:4:"))
      #expect(line.contains(": error: PrimaryButton (dark"))
    }
    #expect(result.output.contains("label on fill: 1.68:1 is below 4.5:1"))
    #expect(!result.output.contains("mac"))
  }

  @Test func xcodeRunScriptAuditsTheProjectWithoutASpec() throws {
    // No spec: the phase reads the project folder (SRCROOT) — here Legible's recipes fixture, a
    // storyboard and the Swift classes it uses — and the diagnostics point at storyboard lines.
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-xcode-project-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.copyItem(
      at: Self.root.appendingPathComponent("Examples/ios-recipes"),
      to: dir.appendingPathComponent("MyApp"))
    let script = Self.root.appendingPathComponent("Examples/ci/xcode-run-script.sh").path
    let result = try shell(
      "sh '\(script)'", in: dir,
      environment: [
        "SRCROOT": dir.path, "LEGIBLE": productsDirectory.appendingPathComponent("legible").path,
      ])
    #expect(result.status == 1)
    // HighlightButton as a storyboard button: its highlighted title (alpha 0.4) fails at 1.71:1,
    // reported at the line of the title colour's UIKit call in the subclass, the storyboard's
    // own colours at the storyboard lines.
    let storyboard = dir.appendingPathComponent("MyApp/Recipes.storyboard").path
    #expect(
      result.output.split(separator: "\n").contains {
        $0.hasPrefix(storyboard + ":") && $0.contains(": error: State image button")
      })
    #expect(result.output.contains("Highlight button (RecipesViewController) (highlighted)"))
  }
}
