// Swift Testing helpers: audit a spec inside a @Test and record one Issue per failing finding,
// located at the spec file's line when the spec came from a file (so Xcode and `swift test`
// point at the JSON that needs changing), else at the caller.

import Foundation
import Legible
import Testing

/// Audits a spec and records one Swift Testing issue per finding that fails `gate`.
///
/// ```swift
/// @Test func buttonsMeetAA() throws {
///   try expectNoContrastFailures(AuditSpec(contentsOfFile: "Specs/buttons.json"))
/// }
/// ```
///
/// Each issue's comment is ``ContrastIssue/message``; its source location is the failing
/// value's line in the spec file (``ContrastIssue/sourceLocation(fallback:)``), or
/// `sourceLocation` for a spec built in code.
///
/// - Parameters:
///   - spec: The spec, built in code or loaded with `AuditSpec(contentsOfFile:)`.
///   - gate: The policy and the verdicts that fail; level AA, failing findings by default.
///   - sourceLocation: Where issues without a spec file are recorded; the caller by default.
/// - Returns: The report, for further expectations.
/// - Throws: `AuditSpecError` when the spec cannot be resolved.
@discardableResult
public func expectNoContrastFailures(
  _ spec: AuditSpec, gate: ContrastGate = .aa,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> AuditReport {
  let report = try gate.audit(spec)
  for issue in gate.issues(in: report) {
    Issue.record(
      Comment(rawValue: issue.message),
      sourceLocation: issue.sourceLocation(fallback: sourceLocation))
  }
  return report
}

/// Loads a spec file, audits it and records one Swift Testing issue per finding that fails
/// `gate`, at the failing value's line in the file.
///
/// ```swift
/// @Test func buttonsMeetAA() throws {
///   try expectNoContrastFailures(specAt: "Specs/buttons.json")
/// }
/// ```
///
/// - Parameters:
///   - path: The spec file; a relative path is resolved against the current directory.
///   - tokens: Colour tokens the spec's `{token}` references resolve against, if any.
///   - gate: The policy and the verdicts that fail; level AA, failing findings by default.
///   - sourceLocation: Where issues without a position are recorded; the caller by default.
/// - Returns: The report, for further expectations.
/// - Throws: `AuditSpecError` when the file cannot be read, parsed or resolved.
@discardableResult
public func expectNoContrastFailures(
  specAt path: String, tokens: ColorTokenTable? = nil, gate: ContrastGate = .aa,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> AuditReport {
  try expectNoContrastFailures(
    AuditSpec(contentsOfFile: path, tokens: tokens), gate: gate, sourceLocation: sourceLocation)
}

/// ``expectNoContrastFailures(specAt:tokens:gate:sourceLocation:)-(String,_,_,_)`` for a file URL, e.g. one
/// from `Bundle.module.url(forResource:withExtension:)`.
@discardableResult
public func expectNoContrastFailures(
  specAt url: URL, tokens: ColorTokenTable? = nil, gate: ContrastGate = .aa,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> AuditReport {
  try expectNoContrastFailures(
    specAt: url.path, tokens: tokens, gate: gate, sourceLocation: sourceLocation)
}

extension ContrastIssue {
  /// Where a Swift Testing issue for this finding is recorded: the failing value's line and
  /// column in the spec file (file ID `<folder>/<file name>`, file path absolute), or
  /// `fallback` when the spec did not come from a file.
  public func sourceLocation(fallback: SourceLocation) -> SourceLocation {
    guard let path = specFilePath, let location = finding.location, location.line > 0,
      location.column > 0
    else { return fallback }
    let url = URL(fileURLWithPath: path)
    let fileID = url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
    return SourceLocation(
      fileID: fileID, filePath: path, line: location.line, column: location.column)
  }
}
