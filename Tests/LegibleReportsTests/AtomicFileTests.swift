import Foundation
import LegibleReports
import Testing

@Suite struct AtomicFileTests {
  static func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func writesAndReplacesWithoutLeftovers() throws {
    let dir = try Self.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("r.html").path
    try AtomicFile.write("first", to: path)
    try AtomicFile.write("second é", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "second é")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["r.html"])
  }

  @Test func refusesTheInputSpec() throws {
    let dir = try Self.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let spec = dir.appendingPathComponent("spec.json").path
    try AtomicFile.write("{}", to: spec)
    let sneaky = dir.appendingPathComponent("sub/../spec.json").path
    #expect(throws: AtomicFile.WriteError.self) {
      try AtomicFile.write("report", to: sneaky, protecting: [spec])
    }
    #expect(try String(contentsOfFile: spec, encoding: .utf8) == "{}")
  }

  @Test func missingDirectoryFailsCleanly() throws {
    let dir = try Self.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("no/such/dir/r.md").path
    do {
      try AtomicFile.write("x", to: path)
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("cannot create a temporary file"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }
}
