import Foundation
import LegibleColor
import Testing

@testable import LegibleTokens

@Suite struct TokenLoaderTests {
  @Test func missingPathIsAnError() {
    let error = #expect(throws: ImportError.self) {
      try TokenLoader().load(["/nonexistent/tokens.json"])
    }
    #expect(error?.code == .unreadableFile)
    #expect(error?.description.hasPrefix("/nonexistent/tokens.json: error:") == true)
  }

  @Test func unknownForcedFormatListsTheKnownOnes() {
    let error = #expect(throws: ImportError.self) {
      try TokenLoader(format: "yaml-theo").load(["/tmp"])
    }
    #expect(error?.code == .unknownFormat)
    #expect(error?.message.contains("unknown format 'yaml-theo'") == true)
  }

  @Test func readTextStripsBOMAndRejectsInvalidUTF8() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-loader-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let bom = dir.appendingPathComponent("bom.json")
    try Data([0xEF, 0xBB, 0xBF] + Array("{}".utf8)).write(to: bom)
    #expect(try TokenLoader.readText(bom.path) == "{}")
    let bad = dir.appendingPathComponent("bad.json")
    try Data([0x7B, 0xFF, 0x7D]).write(to: bad)
    let error = #expect(throws: ImportError.self) { try TokenLoader.readText(bad.path) }
    #expect(error?.code == .unreadableFile)
    #expect(error?.message.contains("UTF-8") == true)
    let dirError = #expect(throws: ImportError.self) { try TokenLoader.readText(dir.path) }
    #expect(dirError?.message.contains("directory") == true)
  }

  @Test func tokenSetSortsAndLooksUpByTheme() throws {
    let file = FileLocation(file: "a.json", line: 1)
    let set = TokenSet(tokens: [
      Token(name: "b", theme: "dark", color: .black, location: file),
      Token(name: "a", theme: nil, color: .white, location: file),
      Token(name: "b", theme: nil, color: .white, location: file),
    ])
    #expect(set.tokens.map(\.name) == ["a", "b", "b"])
    #expect(set.tokens[1].theme == nil)
    #expect(set.themes == ["dark"])
    #expect(try set.token(named: "b", theme: "dark").color == .black)
    // "light" is no theme of this set: an error (TokenSetLookupTests), no longer the fallback.
    #expect(throws: ImportError.self) { try set.token(named: "b", theme: "light") }
    #expect(try set.token(named: "b").color == .white)
    #expect(try set.token(named: "a", theme: "dark").color == .white)
  }
}

extension TokenLoaderTests {
  @Test func stylesheetsOfOneFolderFormOneCascade() throws {
    // Two files of one folder: the dark file reuses a variable defined in the base file.
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-cascade-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(":root { --blue: #0066cc; --accent: var(--blue); }\n".utf8)
      .write(to: dir.appendingPathComponent("a-base.css"))
    try Data("[data-theme=dark] { --accent: #66aaff; }\n".utf8)
      .write(to: dir.appendingPathComponent("b-dark.css"))
    let set = try TokenLoader().load([dir.path])
    #expect(try set.token(named: "--accent", theme: "light").color == CSSColor(rgb: 0x0066CC))
    #expect(try set.token(named: "--accent", theme: "dark").color == CSSColor(rgb: 0x66AAFF))
    // The same two files named on the command line form one cascade too.
    let named = try TokenLoader().load([
      dir.appendingPathComponent("a-base.css").path, dir.appendingPathComponent("b-dark.css").path,
    ])
    #expect(named == set)
  }
}

extension TokenLoaderTests {
  /// A file no importer claims (issue 17): a structured error with the file and the formats,
  /// whose message names no command-line option; a command adds its own.
  @Test func anUnrecognisedFileCarriesTheFileAndTheFormats() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-unrecognised-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let notes = dir.appendingPathComponent("notes.txt")
    try Data("hello\n".utf8).write(to: notes)
    let error = try #require(
      #expect(throws: ImportError.self) { try TokenLoader().load([notes.path]) })
    let formats = [
      "asset-catalog", "android", "tokens-studio", "dtcg", "style-dictionary", "css", "theo-yaml",
    ]
    #expect(error.code == .unrecognizedFile)
    #expect(error.code.description == "unrecognized-file")
    #expect(error.location == FileLocation(file: notes.path))
    #expect(error.knownFormats == formats)
    #expect(error.knownFormats == TokenImporters.all.map { $0.format })
    #expect(
      error.description
        == "\(notes.path): error: no importer recognises this file; known formats: "
        + formats.joined(separator: ", "))
    #expect(!error.message.contains("--"))
    // The same file in a searched folder is skipped, not an error.
    #expect(try TokenLoader().load([dir.path]).tokens.isEmpty)
  }

  @Test func aCommandNamesItsOwnFormatOption() throws {
    let error = ImportError.unrecognizedFile("notes.txt", knownFormats: ["dtcg", "css"])
    let named = error.namingFormat(with: "--input-format")
    #expect(
      named.description
        == "notes.txt: error: no importer recognises this file; name the format with"
        + " --input-format (dtcg, css)")
    #expect(named.code == .unrecognizedFile)
    #expect(named.location == error.location)
    #expect(named.knownFormats == ["dtcg", "css"])
    // Other errors are left as they are.
    let other = ImportError(.unknownFormat, "unknown format 'x'; known formats: dtcg")
    #expect(other.namingFormat(with: "--input-format") == other)
  }
}
