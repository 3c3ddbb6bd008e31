import Foundation
import LegibleAudit
import LegibleTokens
import TestSupport
import Testing

/// ``AuditSpecFile``: a spec with the token files it names, on the repository's Examples (the
/// Primer excerpt's dangling aliases are in Examples/tokens/primer, GitHub's primer/primitives,
/// MIT; their 32 warnings are what `legible audit Examples/primer-buttons.json` prints).
@Suite struct AuditSpecLoadingTests {
  static let primer = Repository.url("Examples/primer-buttons.json").path

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-spec-loading-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func primerLoadsItsTokenFolderWithItsWarnings() throws {
    let file = try AuditSpecFile(contentsOfFile: Self.primer)
    #expect(file.tokenFiles == [Repository.url("Examples/tokens/primer").path])
    #expect(file.tokenFiles == (try ColorTokenTable.tokenPaths(ofSpecAt: Self.primer)))
    #expect(file.warnings.count == 32)
    #expect(
      file.warnings.first?.description.hasSuffix(
        "button.primary.excerpt.json5:10:19: warning: button.primary.fgColor.rest: unresolved "
          + "alias {button.primary.fgColor.rest} → {fgColor.white}: no token named "
          + "\"fgColor.white\"") == true)
    #expect(file.warnings.allSatisfy { $0.severity == .warning })
    // The same spec and tokens as reading them one by one.
    let set = try TokenLoader().load(file.tokenFiles)
    let direct = try AuditSpec(contentsOfFile: Self.primer, tokens: set.colorTokenTable)
    #expect(file.spec == direct)
  }

  @Test func additionalTokenFilesComeFirst() throws {
    let extra = Repository.url("Examples/tokens/carbon").path
    let file = try AuditSpecFile(contentsOfFile: Self.primer, additionalTokenFiles: [extra])
    #expect(file.tokenFiles == [extra, Repository.url("Examples/tokens/primer").path])
  }

  @Test func aMissingSpecIsASpecError() {
    #expect {
      try AuditSpecFile(contentsOfFile: "/nonexistent/legible/spec.json")
    } throws: { error in
      guard case .spec(let e) = error as? AuditSpecFile.LoadError else { return false }
      return e.description.contains("/nonexistent/legible/spec.json")
        && e.description.contains("no such file")
    }
  }

  @Test func aMissingTokenFileIsATokenError() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let spec = dir.appendingPathComponent("spec.json")
    try Data(#"{"name": "x", "tokens": ["absent.tokens.json"], "components": []}"#.utf8)
      .write(to: spec)
    #expect {
      try AuditSpecFile(contentsOfFile: spec.path)
    } throws: { error in
      guard case .tokens(let e) = error as? AuditSpecFile.LoadError else { return false }
      return e.description.contains(dir.appendingPathComponent("absent.tokens.json").path)
    }
  }

  /// The warnings reach the caller before the spec is validated: a spec that then fails on an
  /// unknown token still shows why its tokens did not resolve.
  @Test func warningsComeBeforeASpecError() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let spec = dir.appendingPathComponent("spec.json")
    let tokens = Repository.url("Examples/tokens/primer").path
    let json = """
      {"name": "x", "tokens": ["\(tokens)"], "surfaces": {"page": "#ffffff"},
        "components": [{"name": "b", "surface": "page",
        "states": {"normal": {"text": "{no.such.token}", "background": "#ffffff"}}}]}
      """
    try Data(json.utf8).write(to: spec)
    var seen: [ImportDiagnostic] = []
    #expect {
      try AuditSpecFile(contentsOfFile: spec.path) { seen.append($0) }
    } throws: { error in
      guard case .spec(let e) = error as? AuditSpecFile.LoadError else { return false }
      return e.description.contains("unknown token \"no.such.token\"")
    }
    #expect(seen.count == 32)
  }
}
