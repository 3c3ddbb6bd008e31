import Foundation
import Testing

@testable import LegibleCommandLine

/// A token file no importer recognises (issue 17): the library's error names no option; each
/// command that loads tokens says how to force a format with its own option (`tokens --format`,
/// `grid --input-format`), and `audit`, which has none, gives the library's message.
@Suite struct UnrecognizedTokenFileTests {
  static let formats =
    "asset-catalog, android, tokens-studio, dtcg, style-dictionary, css, theo-yaml"

  /// A folder with `notes.txt` (no token format) and `spec.json`, whose `"tokens"` names it.
  static func folder() throws -> URL {
    let notes = try temporaryFile("hello\n", name: "notes.txt")
    let spec = notes.deletingLastPathComponent().appendingPathComponent("spec.json")
    try Data(
      #"""
      {"name": "x", "tokens": ["notes.txt"], "surfaces": {"page": "#fff"},
       "components": [{"name": "A", "surface": "page", "states": {"normal": {"text": "#000"}}}]}
      """#.utf8
    ).write(to: spec)
    return notes.deletingLastPathComponent()
  }

  @Test func tokensNamesItsFormatOption() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let notes = folder.appendingPathComponent("notes.txt").path
    let result = runLegible(["tokens", notes])
    #expect(result.status == 2)
    #expect(
      result.error
        == "Error: \(notes): error: no importer recognises this file; name the format with"
        + " --format (\(Self.formats))\n")
  }

  @Test func gridNamesItsInputFormatOption() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let notes = folder.appendingPathComponent("notes.txt").path
    let result = runLegible(["grid", notes])
    #expect(result.status == 2)
    #expect(
      result.error
        == "Error: \(notes): error: no importer recognises this file; name the format with"
        + " --input-format (\(Self.formats))\n")
    // `grid --format` is the output format: the message must not send the user there.
    #expect(!result.error.contains(" --format "))
  }

  @Test func auditListsTheFormatsWithoutAnOption() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("spec.json").path
    let notes = folder.appendingPathComponent("notes.txt").path
    let result = runLegible(["audit", spec])
    #expect(result.status == 2)
    #expect(
      result.error
        == "Error: \(notes): error: no importer recognises this file; known formats:"
        + " \(Self.formats)\n")
  }

  @Test func forcingTheFormatReadsTheFile() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let notes = folder.appendingPathComponent("notes.txt").path
    // A stylesheet without custom properties: no tokens, no error.
    #expect(runLegible(["tokens", "--format", "css", notes]).status == 0)
    #expect(runLegible(["grid", "--input-format", "css", notes]).status == 0)
  }
}
