// Reads a previous JSON audit report (docs/audit-report.md) as a baseline: one report object, or
// an array of report objects for a run over several specs (docs/ci.md). Only the fields the gate
// compares are read; unknown keys are ignored so newer reports stay readable.

import Foundation
import LegibleColor
import LegibleJSON

/// A previous audit: per spec, its policy and the verdict and ratio of every finding.
public struct Baseline: Sendable, Hashable {
  /// One finding as the baseline recorded it.
  public struct Entry: Sendable, Hashable {
    /// The stable identity.
    public var identity: FindingIdentity
    /// The check identifier, e.g. `wcag2.sc1-4-3.text`.
    public var checkID: String
    /// The recorded verdict.
    public var verdict: Verdict
    /// The recorded (unrounded) ratio.
    public var ratio: Double
    /// The recorded threshold.
    public var required: Double
  }

  /// One spec's report in the baseline.
  public struct Report: Sendable, Hashable {
    /// The spec's name.
    public var name: String
    /// The policy options that change verdicts: `level`, `largeText`, `composite`,
    /// `coefficients` (raw values as in the JSON report).
    public var policy: [String: String]
    /// The findings.
    public var entries: [Entry]
  }

  /// The reports, in file order.
  public var reports: [Report]

  /// The findings of every report by identity.
  public var entries: [FindingIdentity: Entry] {
    var result: [FindingIdentity: Entry] = [:]
    for report in reports {
      for entry in report.entries { result[entry.identity] = entry }
    }
    return result
  }

  /// The policy keys compared between a baseline and the current run.
  public static let policyKeys = ["level", "largeText", "composite", "coefficients"]

  /// The policy values of `policy` under ``policyKeys``.
  public static func values(of policy: AuditPolicy) -> [String: String] {
    [
      "level": policy.level.rawValue, "largeText": policy.largeText.rawValue,
      "composite": policy.composite.rawValue, "coefficients": policy.coefficients.rawValue,
    ]
  }

  /// Where the baseline's policy differs from `policy`, as `key: baseline → current` texts
  /// (empty when they agree).
  public func policyDifferences(from policy: AuditPolicy) -> [String] {
    let current = Self.values(of: policy)
    var result: Set<String> = []
    for report in reports {
      for key in Self.policyKeys where report.policy[key] != current[key] {
        result.insert("\(key): \(report.policy[key] ?? "missing") → \(current[key] ?? "")")
      }
    }
    return result.sorted()
  }

  /// Reads a baseline file.
  ///
  /// - Throws: ``AuditSpecError`` naming the file, line, column and JSON path of what is wrong.
  public init(contentsOfFile path: String) throws(AuditSpecError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw AuditSpecError(
        .unreadableFile,
        "cannot read the baseline; check the path, or create it with --update-baseline",
        file: path)
    }
    guard let text = UTF8Text.decoding([UInt8](data)) else {
      throw AuditSpecError(.unreadableFile, "the baseline is not valid UTF-8", file: path)
    }
    try self.init(parsing: text, file: path)
  }

  /// Reads the baseline file at a `file:` URL (see ``init(contentsOfFile:)``).
  ///
  /// - Throws: ``AuditSpecError`` (``AuditSpecError/Code/unreadableFile`` for a URL that is not
  ///   a `file:` URL).
  public init(contentsOf url: URL) throws(AuditSpecError) {
    try self.init(contentsOfFile: try FileURL.path(of: url, orThrow: AuditSpecError.notAFileURL))
  }

  /// Parses a baseline from JSON text.
  ///
  /// - Throws: ``AuditSpecError`` naming the line, column and JSON path of what is wrong.
  public init(parsing text: String, file: String? = nil) throws(AuditSpecError) {
    let root = try JSONDocument(parsingSpec: text, file: file).root
    var reader = Reader(file: file)
    switch root.kind {
    case .object: reports = [try reader.report(root, path: "")]
    case .array(let items):
      reports = []
      for (i, item) in items.enumerated() {
        reports.append(try reader.report(item, path: "[\(i)]"))
      }
    default:
      throw reader.error(
        root, "",
        "expected a JSON audit report (an object) or an array of reports, found "
          + root.typeName)
    }
  }

  /// Decodes the report fields with positions for errors.
  struct Reader {
    var file: String?

    func error(_ value: JSONValue, _ path: String, _ message: String) -> AuditSpecError {
      AuditSpecError(
        .wrongType, message, path: path, file: file, line: value.line, column: value.column)
    }

    func member(_ object: JSONValue, _ key: String, _ path: String) throws(AuditSpecError)
      -> JSONValue
    {
      guard case .object(let members) = object.kind else {
        throw error(object, path, "expected an object, found \(object.typeName)")
      }
      guard let value = members.last(where: { $0.key == key })?.value else {
        throw AuditSpecError(
          .missingKey, "missing \"\(key)\"; is this a legible JSON audit report?", path: path,
          file: file, line: object.line, column: object.column)
      }
      return value
    }

    func string(_ object: JSONValue, _ key: String, _ path: String) throws(AuditSpecError)
      -> String
    {
      try typed(object, key, path, "a string") {
        if case .string(let s) = $0 { s } else { nil }
      }
    }

    func number(_ object: JSONValue, _ key: String, _ path: String) throws(AuditSpecError)
      -> Double
    {
      try typed(object, key, path, "a number") {
        if case .number(let n) = $0 { n } else { nil }
      }
    }

    /// The member `key` as `extract` reads it; `expected <what>, found …` when it cannot.
    func typed<T>(
      _ object: JSONValue, _ key: String, _ path: String, _ what: String,
      _ extract: (JSONValue.Kind) -> T?
    ) throws(AuditSpecError) -> T {
      let value = try member(object, key, path)
      guard let result = extract(value.kind) else {
        throw error(value, join(path, key), "expected \(what), found \(value.typeName)")
      }
      return result
    }

    func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

    mutating func report(_ value: JSONValue, path: String) throws(AuditSpecError) -> Report {
      let name = try string(value, "name", path)
      let policyValue = try member(value, "policy", path)
      var policy: [String: String] = [:]
      for key in Baseline.policyKeys {
        policy[key] = try string(policyValue, key, join(path, "policy"))
      }
      let findings = try member(value, "findings", path)
      guard case .array(let items) = findings.kind else {
        throw error(
          findings, join(path, "findings"), "expected an array, found \(findings.typeName)")
      }
      var entries: [Entry] = []
      for (i, item) in items.enumerated() {
        let p = join(path, "findings") + "[\(i)]"
        let themeValue = try member(item, "theme", p)
        let theme: String?
        switch themeValue.kind {
        case .null: theme = nil
        case .string(let s): theme = s
        default:
          throw error(
            themeValue, p + ".theme", "expected a string or null, found \(themeValue.typeName)")
        }
        let verdictText = try string(item, "verdict", p)
        guard let verdict = Verdict(rawValue: verdictText) else {
          throw AuditSpecError(
            .invalidValue,
            "unknown verdict '\(verdictText)'; expected pass, fail, exempt, needs-review or ignored",
            path: p + ".verdict", file: file, line: item.line, column: item.column)
        }
        let identity = FindingIdentity(
          spec: name, component: try string(item, "component", p), theme: theme,
          state: try string(item, "state", p), check: try string(item, "check", p),
          criterion: try string(item, "criterion", p))
        entries.append(
          Entry(
            identity: identity, checkID: try string(item, "checkID", p), verdict: verdict,
            ratio: try number(item, "ratio", p), required: try number(item, "required", p)))
      }
      return Report(name: name, policy: policy, entries: entries)
    }
  }
}
