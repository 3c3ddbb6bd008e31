import Foundation
import LegibleAudit
import LegibleColor
import Testing

/// Finding stores its suggestion out of line (issue 16: a finding held 976 bytes inline, 528 of
/// them an often-empty suggestion); its Codable form and value semantics must not change.
@Suite struct FindingCodableTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func suggestionRoundTripsUnderItsPublicKey() throws {
    let spec = try AuditSpec(
      contentsOf: Self.repositoryRoot.appending(path: "Examples/seed-buttons.json"))
    let report = try Auditor().audit(spec)
    let withFix = try #require(report.findings.first { $0.suggestion != nil })
    let data = try JSONEncoder().encode(withFix)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["suggestion"] != nil)
    #expect(object["suggestionBox"] == nil)
    #expect(try JSONDecoder().decode(Finding.self, from: data) == withFix)
    let without = try #require(report.findings.first { $0.suggestion == nil })
    let plain = try JSONEncoder().encode(without)
    let plainObject = try #require(try JSONSerialization.jsonObject(with: plain) as? [String: Any])
    #expect(plainObject["suggestion"] == nil)
    #expect(try JSONDecoder().decode(Finding.self, from: plain) == without)
  }

  @Test func copiesDoNotShareChanges() throws {
    let spec = try AuditSpec(
      contentsOf: Self.repositoryRoot.appending(path: "Examples/seed-buttons.json"))
    let report = try Auditor().audit(spec)
    let original = try #require(report.findings.first { $0.suggestion != nil })
    var copy = original
    copy.suggestion?.colorCSS = "#000000"
    #expect(copy.suggestion?.colorCSS == "#000000")
    #expect(original.suggestion?.colorCSS != "#000000")
    #expect(copy != original)
    copy.suggestion = nil
    #expect(copy.suggestion == nil && original.suggestion != nil)
    #expect(MemoryLayout<Finding>.size < 600)
  }
}
