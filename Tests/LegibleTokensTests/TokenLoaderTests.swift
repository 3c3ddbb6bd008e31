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
