import Foundation
import LegibleAudit
import TestSupport
import Testing

@Suite struct AuditSpecFileTests {
  static let seed = Repository.url("Examples/seed-buttons.json").path

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-spec-file-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func missingFileNamesThePath() {
    let error = #expect(throws: AuditSpecError.self) {
      try AuditSpec(contentsOfFile: "/nonexistent/spec.json")
    }
    #expect(error?.code == .unreadableFile)
    #expect(error?.description.hasPrefix("/nonexistent/spec.json") == true)
    #expect(error?.message.contains("no such file") == true)
  }

  @Test func directoryIsRefused() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let error = #expect(throws: AuditSpecError.self) { try AuditSpec(contentsOfFile: dir.path) }
    #expect(error?.message.contains("directory") == true)
  }

  @Test func byteOrderMarkIsAcceptedAndInvalidUTF8Refused() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let bom = dir.appendingPathComponent("bom.json")
    let seed = try Data(contentsOf: URL(fileURLWithPath: Self.seed))
    try (Data([0xEF, 0xBB, 0xBF]) + seed).write(to: bom)
    let spec = try AuditSpec(contentsOfFile: bom.path)
    #expect(spec.components.count == 3)
    let bad = dir.appendingPathComponent("bad.json")
    try Data([0x7B, 0x22, 0xFF, 0x22, 0x7D]).write(to: bad)
    let error = #expect(throws: AuditSpecError.self) { try AuditSpec(contentsOfFile: bad.path) }
    #expect(error?.message.contains("UTF-8") == true)
  }

  @Test func emptyFileIsMalformed() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let empty = dir.appendingPathComponent("empty.json")
    try Data().write(to: empty)
    let error = #expect(throws: AuditSpecError.self) { try AuditSpec(contentsOfFile: empty.path) }
    #expect(error?.code == .malformedJSON)
    #expect(error?.line == 1)
  }
}
