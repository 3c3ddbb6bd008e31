import Foundation
import LegibleAudit
import LegibleReports
import Testing

/// ``AuditConfiguration``: discovery walks up from a directory; paths resolve against the file's
/// directory; bad values name the file and key (docs/ci.md).
@Suite struct AuditConfigurationTests {
  /// A fresh directory `root/a/b` under the temporary directory.
  static func tree() throws -> (root: String, nested: String) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-config-\(UUID().uuidString)").path
    let nested = root + "/a/b"
    try FileManager.default.createDirectory(atPath: nested, withIntermediateDirectories: true)
    return (root, nested)
  }

  @Test func discoveryWalksUpToTheNearestFile() throws {
    let (root, nested) = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(AuditConfiguration.find(from: nested) == nil)
    try "{}".write(toFile: root + "/.legible.json", atomically: true, encoding: .utf8)
    #expect(AuditConfiguration.find(from: nested) == root + "/.legible.json")
    // legible.json wins over .legible.json in one directory; a nearer directory wins over both.
    try "{}".write(toFile: root + "/legible.json", atomically: true, encoding: .utf8)
    #expect(AuditConfiguration.find(from: nested) == root + "/legible.json")
    try "{}".write(toFile: root + "/a/.legible.json", atomically: true, encoding: .utf8)
    #expect(AuditConfiguration.find(from: nested) == root + "/a/.legible.json")
  }

  @Test func pathsResolveAgainstTheFilesDirectory() throws {
    let (root, _) = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let file = root + "/a/legible.json"
    try """
    {"$schema": "x", "specs": ["specs/one.json"], "tokens": ["../tokens.json"],
     "baseline": "b/base.json", "reports": ["html:out/r.html"],
     "policy": {"level": "AAA", "tolerance": 0.05}}
    """.write(toFile: file, atomically: true, encoding: .utf8)
    let configuration = try AuditConfiguration(contentsOfFile: file, workingDirectory: root)
    #expect(
      configuration
        == AuditConfiguration(
          file: file, specs: ["a/specs/one.json"], tokens: ["tokens.json"],
          baseline: "a/b/base.json", reports: ["html:a/out/r.html"], policy: ["level": "AAA"],
          tolerance: 0.05))
    // Outside the working directory: absolute.
    #expect(
      AuditConfiguration.resolve("x.json", directory: root, workingDirectory: root + "/a/b")
        == root + "/x.json")
  }

  struct BadCase: Sendable, CustomTestStringConvertible {
    var json: String
    var key: String
    var testDescription: String { json }
  }

  @Test(arguments: [
    BadCase(json: #"{"specs": "one.json"}"#, key: "specs"),
    BadCase(json: #"{"specs": ["a", ""]}"#, key: "specs[1]"),
    BadCase(json: #"{"reports": ["html"]}"#, key: "reports[0]"),
    BadCase(json: #"{"policy": {"tolerance": -1}}"#, key: "policy.tolerance"),
    BadCase(json: #"{"policy": {"level": 3}}"#, key: "policy.level"),
    BadCase(json: #"{"policy": {"strict": true}}"#, key: "policy.strict"),
    BadCase(json: #"{"spec": []}"#, key: "spec"),
  ])
  func invalidValuesNameTheFileAndKey(_ c: BadCase) throws {
    let (root, _) = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let file = root + "/legible.json"
    try c.json.write(toFile: file, atomically: true, encoding: .utf8)
    #expect {
      _ = try AuditConfiguration.load(nil, workingDirectory: root)
    } throws: { error in
      guard case .invalidFile(let specError) = error as? AuditRunError else { return false }
      return specError.file == file && specError.path == c.key
        && specError.description.hasPrefix(file + ":")
    }
  }

  @Test func loadPrefersTheGivenPathAndReturnsNilWithoutAFile() throws {
    let (root, nested) = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(try AuditConfiguration.load(nil, workingDirectory: nested) == nil)
    try #"{"specs": ["s.json"]}"#.write(
      toFile: root + "/other.json", atomically: true, encoding: .utf8)
    let loaded = try AuditConfiguration.load(root + "/other.json", workingDirectory: root)
    #expect(loaded?.specs == ["s.json"])
  }
}
