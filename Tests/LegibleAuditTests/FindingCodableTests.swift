import Foundation
import LegibleAudit
import LegibleColor
import TestSupport
import Testing

/// Finding stores its suggestion out of line (issue 16: a finding held 976 bytes inline, 528 of
/// them an often-empty suggestion); its Codable form and value semantics must not change.
@Suite struct FindingCodableTests {
  static let repositoryRoot = Repository.root

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

  /// The enum fields encode the strings the String fields did (seed-buttons' first finding:
  /// FilledButton normal, label on fill, 1.4.3), and decode back.
  @Test func enumFieldsEncodeTheirStrings() throws {
    let spec = try AuditSpec(
      contentsOf: Self.repositoryRoot.appending(path: "Examples/seed-buttons.json"))
    let report = try Auditor().audit(spec)
    let text = try #require(report.findings.first { $0.check == .text })
    let data = try JSONEncoder().encode(text)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["criterion"] as? String == "1.4.3")
    #expect(object["checkID"] as? String == "wcag2.sc1-4-3.text")
    #expect(object["element"] as? String == "text")
    #expect(object["against"] as? String == "fill")
    let fix = try #require(report.findings.first { $0.suggestion?.side == .background })
    let fixObject = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(fix)) as? [String: Any])
    let suggestion = try #require(fixObject["suggestion"] as? [String: Any])
    #expect(suggestion["property"] as? String == "background")
    #expect(suggestion["side"] as? String == "background")
    #expect(try JSONDecoder().decode(Finding.self, from: data) == text)
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
    // 400 bytes on 64-bit platforms (392 before the sources' box pointer, issue 19; 600 with the
    // two sources inline); 464 when criterion, checkID, element, against and backdrop were
    // strings (a 20,000-component audit holds every finding).
    #expect(MemoryLayout<Finding>.size <= 400)
  }
}
