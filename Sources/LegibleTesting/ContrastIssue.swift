import Foundation
import Legible

/// One failing finding as a test failure: a readable line and where the failing value is
/// written in the spec.
///
/// `FilledButton pressed 1.4.3 text 4.00:1 < 4.5:1 fail; fix: opacity 0.8 → 0.9 (or …);
/// at Examples/seed-buttons.json:25:50 (components[1].states.pressed.opacity)`
public struct ContrastIssue: Sendable, Hashable, CustomStringConvertible {
  /// The finding.
  public var finding: Finding

  /// Creates the issue of a finding.
  public init(_ finding: Finding) { self.finding = finding }

  /// The line a test failure shows: `Finding.description` (component, state, theme,
  /// criterion, check, floored ratio, requirement, verdict), then the nearest passing fix when
  /// the audit found one, then the spec location when the spec has positions.
  public var message: String {
    var parts = [finding.description]
    if let fix = finding.suggestion { parts.append("fix: " + fix.summary) }
    if let place = locationDescription { parts.append("at " + place) }
    return parts.joined(separator: "; ")
  }

  /// ``message``.
  public var description: String { message }

  /// `Examples/seed-buttons.json:25:50 (components[1].states.pressed.opacity)`, `line 25:50
  /// (…)` for a spec parsed from a string, `nil` for a spec built in code.
  public var locationDescription: String? {
    guard let l = finding.location else { return nil }
    let position = "\(l.line):\(l.column)"
    return (l.file.map { $0 + ":" + position } ?? "line " + position) + " (\(l.path))"
  }

  /// The spec file as an absolute path (relative names resolved against the current
  /// directory), `nil` when the spec did not come from a file.
  public var specFilePath: String? {
    guard let file = finding.location?.file else { return nil }
    if file.hasPrefix("/") { return file }
    let base = FileManager.default.currentDirectoryPath
    return URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: base, isDirectory: true))
      .standardizedFileURL.path
  }

  /// The 1-based line in the spec file, `nil` when the spec did not come from a file.
  public var specLine: Int? { finding.location?.file == nil ? nil : finding.location?.line }
}
