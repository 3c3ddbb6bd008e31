import Foundation
import LegibleAudit
import TestSupport
import Testing

/// The `contentsOf: URL` overloads of the file readers (issue 15): a `file:` URL reads what its
/// path reads; any other URL is an `unreadable-file` error naming it. Files: the bundled
/// `Examples/seed-buttons.json` and `Reports/baseline.json`.
@Suite struct FileURLTests {
  static let root = Repository.root
  static let seed = root.appendingPathComponent("Examples/seed-buttons.json")
  static let baseline = root.appendingPathComponent("Reports/baseline.json")
  /// Not a file URL (`URL(string:)` only fails for malformed text).
  static let web = URL(string: "https://example.com/spec.json") ?? seed

  @Test func aSpecReadsTheSameByURLAndByPath() throws {
    #expect(try AuditSpec(contentsOf: Self.seed) == AuditSpec(contentsOfFile: Self.seed.path))
    #expect(
      try AuditSpec(contentsOf: Self.seed, tokens: nil)
        == AuditSpec(contentsOfFile: Self.seed.path))
  }

  @Test func aBaselineReadsTheSameByURLAndByPath() throws {
    #expect(
      try Baseline(contentsOf: Self.baseline) == Baseline(contentsOfFile: Self.baseline.path))
  }

  @Test func tokenURLsResolveLikeTokenPaths() throws {
    let themed = Self.root.appendingPathComponent("Examples/themed-chips.json")
    #expect(
      try ColorTokenTable.tokenURLs(ofSpecAt: themed).map(\.path)
        == ColorTokenTable.tokenPaths(ofSpecAt: themed.path))
  }

  @Test func aWebURLIsAnErrorNamingIt() {
    let errors: [AuditSpecError?] = [
      #expect(throws: AuditSpecError.self) { try AuditSpec(contentsOf: Self.web) },
      #expect(throws: AuditSpecError.self) { try AuditSpec(contentsOf: Self.web, tokens: nil) },
      #expect(throws: AuditSpecError.self) { try Baseline(contentsOf: Self.web) },
      #expect(throws: AuditSpecError.self) { try ColorTokenTable.tokenURLs(ofSpecAt: Self.web) },
    ]
    for error in errors {
      #expect(error?.code == .unreadableFile)
      #expect(error?.file == "https://example.com/spec.json")
      #expect(error?.message.hasPrefix("not a file URL") == true)
    }
  }
}
