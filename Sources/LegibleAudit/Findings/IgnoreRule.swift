import Foundation

/// One suppression: which findings it silences and why (issue 42). Written as an `ignore` entry
/// of `legible.json` (a component, state, check, theme, token or file), or as a
/// `legible:ignore` comment in a Swift or CSS file, which silences the findings whose colours
/// come from the line it names (``InlineIgnores``). The reason is required.
///
/// A suppression silences failing and needs-review findings only (``AuditReport/ignoring(_:anchors:)``): a finding
/// that passes needs no suppression, and one that silences nothing is reported, so that a
/// reason outliving its code is removed.
public struct IgnoreRule: Sendable, Hashable {
  /// The component's name, exactly, or with `*` standing for any run of characters.
  public var component: String?
  /// State names (`hover`, `disabled`); empty for every state.
  public var states: [String] = []
  /// Check kinds (`text`, `boundary`, `focus`) or criteria (`1.4.3`, `1.4.11`); empty for all.
  public var checks: [String] = []
  /// The theme; `nil` for every theme.
  public var theme: String?
  /// A token or custom property either colour comes from (`button.primary.bg`, `--x`).
  public var token: String?
  /// A file either colour (or the finding) comes from, as the report names it.
  public var file: String?
  /// With ``file``: the line a colour (or the finding) comes from (an inline suppression).
  public var line: Int?
  /// With ``file`` (a storyboard or xib): the id of an object in it (`"btn-12"`, a scene's view
  /// controller); it silences the findings whose colours come from inside that element. Its
  /// lines are found by reading the document (``lines``) before the rule is applied.
  public var object: String?
  /// The lines of ``object``'s element, once found; a rule with an object and no lines
  /// silences nothing.
  public var lines: ClosedRange<Int>?
  /// Why (never empty).
  public var reason: String
  /// Where the suppression is written (`legible.json:14:5`, `Button.swift:12`).
  public var at: String

  /// Creates a rule.
  public init(
    component: String? = nil, states: [String] = [], checks: [String] = [], theme: String? = nil,
    token: String? = nil, file: String? = nil, line: Int? = nil, reason: String, at: String
  ) {
    self.component = component
    self.states = states
    self.checks = checks
    self.theme = theme
    self.token = token
    self.file = file
    self.line = line
    self.reason = reason
    self.at = at
  }

  /// Whether `file` is an Interface Builder document (the files an `object` id names).
  public static func isDocument(_ file: String) -> Bool {
    file.hasSuffix(".storyboard") || file.hasSuffix(".xib")
  }

  /// The check words a rule may name: the check kinds and the criteria.
  public static let checkWords: Set<String> = Set(CheckKind.allCases.map(\.rawValue)).union(
    SuccessCriterion.allCases.map(\.rawValue))

  /// Whether the rule names this finding. A rule naming an ``object`` names the findings of
  /// every component one of whose colours comes from inside the object's element (a button's
  /// fill-against-backdrop check takes its colours from outside it): `objectComponents`, which
  /// ``AuditReport/ignoring(_:anchors:)`` gathers first; without it, only a finding whose own colours
  /// come from inside.
  public func matches(_ f: Finding, objectComponents: Set<String>? = nil) -> Bool {
    if object != nil, let objectComponents {
      var rule = self
      rule.object = nil
      rule.file = nil
      rule.lines = nil
      return objectComponents.contains(f.component) && rule.matches(f)
    }
    if let component, !Self.glob(component, matches: f.component) { return false }
    if !states.isEmpty, !states.contains(f.state.rawValue) { return false }
    if !checks.isEmpty,
      !checks.contains(f.check.rawValue) && !checks.contains(f.criterion.rawValue)
    {
      return false
    }
    if let theme, theme != f.theme { return false }
    if let token, f.foregroundSource?.token != token, f.backgroundSource?.token != token {
      return false
    }
    if let file {
      var places: [(String?, Int?)] = [
        (f.foregroundSource?.file, f.foregroundSource?.line),
        (f.backgroundSource?.file, f.backgroundSource?.line),
      ]
      if let location = f.location { places.append((location.file, location.line)) }
      let wanted = AuditCoverage.Root.lexical(file)
      guard
        places.contains(where: { place in
          guard let placeFile = place.0, AuditCoverage.Root.lexical(placeFile) == wanted else {
            return false
          }
          if let line { return place.1 == line }
          if object != nil {
            guard let lines, let placeLine = place.1 else { return false }
            return lines.contains(placeLine)
          }
          return true
        })
      else { return false }
    }
    return true
  }

  /// `pattern` with `*` for any run of characters, against the whole of `name`.
  static func glob(_ pattern: String, matches name: String) -> Bool {
    guard pattern.contains("*") else { return pattern == name }
    let pieces = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
    var rest = Substring(name)
    for (i, piece) in pieces.enumerated() {
      if i == 0 {
        guard rest.hasPrefix(piece) else { return false }
        rest = rest.dropFirst(piece.count)
      } else if i == pieces.count - 1 {
        return piece.isEmpty || rest.hasSuffix(piece)
      } else if !piece.isEmpty {
        guard let range = rest.range(of: piece) else { return false }
        rest = rest[range.upperBound...]
      }
    }
    return rest.isEmpty
  }
}

extension AuditReport {
  /// The report with the findings the rules name silenced (``Verdict/ignored``, the reason
  /// and the verdict they had in ``Finding/ignore``) and the summary recounted, and the rules
  /// that silenced nothing. Only failing and needs-review findings are silenced; the first
  /// rule that names a finding is the one recorded.
  ///
  /// `anchors` are where the readers found each component (``ComponentSpec/definedAt``): a
  /// rule naming a storyboard object silences the components found inside its element, and
  /// those whose colours come from there.
  public func ignoring(_ rules: [IgnoreRule], anchors: [String: ComponentSpec.Anchor] = [:]) -> (
    report: AuditReport, unused: [IgnoreRule]
  ) {
    guard !rules.isEmpty else { return (self, []) }
    var used = Array(repeating: false, count: rules.count)
    var report = self
    let objectComponents: [Set<String>?] = rules.map { rule in
      guard rule.object != nil, let file = rule.file, let lines = rule.lines else { return nil }
      let wanted = AuditCoverage.Root.lexical(file)
      var names = Set(findings.filter { rule.matches($0) }.map(\.component))
      for (name, anchor) in anchors
      where lines.contains(anchor.line) && AuditCoverage.Root.lexical(anchor.file) == wanted {
        names.insert(name)
      }
      return names
    }
    for i in report.findings.indices {
      let verdict = report.findings[i].verdict
      guard verdict == .fail || verdict == .needsReview else { continue }
      guard
        let r = rules.indices.first(where: {
          rules[$0].matches(report.findings[i], objectComponents: objectComponents[$0])
        })
      else {
        continue
      }
      used[r] = true
      report.findings[i].ignore = FindingIgnore(
        reason: rules[r].reason, at: rules[r].at, verdict: verdict)
      report.findings[i].verdict = .ignored
    }
    report.summary = Summary(counting: report.findings)
    return (report, rules.indices.filter { !used[$0] }.map { rules[$0] })
  }
}
