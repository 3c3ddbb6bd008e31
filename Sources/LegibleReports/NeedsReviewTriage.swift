import Foundation
import LegibleAudit
import LegibleJSON

/// `legible audit --triage` (issue 42): the findings that need review, grouped by the one
/// `legible.json` fact that would decide them, the group deciding the most first, then a
/// fragment of `legible.json` to fill in.
///
/// A finding's fact is read from its review reason and its kind:
/// - a reason naming `facts.colors["X"]` (a Swift expression the reader cannot see into) waits
///   on that colour;
/// - "no text colour is named for …" / "no fill is named for …" waits on a `facts.pairs` entry
///   for that component and state;
/// - a translucent fill over an unknown backdrop waits on a `facts.backdrops` entry;
/// - another pairing doubt of discovery (an ambiguity of ../shared/reference/state-tokens.md)
///   waits on a `facts.pairs` entry giving both sides;
/// - a system button's highlighted look or a SwiftUI style's pressed look, which Apple does not
///   document, waits on a `facts.assumptions` entry (`LookAssumption`) with the team's value;
/// - anything else (UIKit's other undocumented looks, a superclass outside the sources) is
///   grouped by its reason: no fact decides it, a suppression with a reason (`ignore`) or the
///   code can.
public struct NeedsReviewTriage: Sendable {
  /// One group: the fact, how many findings and components wait on it, and where the code
  /// names it.
  public struct Group: Sendable, Hashable {
    /// `colors`, `pairs`, `backdrops`, `assumptions`, or `other`.
    public var kind: String
    /// The fact's key (`ColorStudio.primary`, `button.primary.hover`, `chip.*`), or the
    /// reason's gist for `other`.
    public var key: String
    /// For pairs: the sides the files do not name (`text`, `background`).
    public var sides: Set<String> = []
    public var findings = 0
    /// Of ``findings``, those that name no other fact and no reason without one: the fact
    /// alone may decide them (another unknown may still show once it is given).
    public var alone = 0
    public var components: Set<String> = []
    /// The first place a reason names (`Colors.swift:40:12`), if any.
    public var site: String?
  }

  /// The groups, most findings first (then by kind and key).
  public var groups: [Group]
  /// The findings that need review (each once, however many facts it names).
  public var total = 0

  /// Groups the needs-review findings of `reports`.
  public init(reports: [AuditReport]) {
    var groups: [String: Group] = [:]
    var named: [String] = []  // the groups one finding names
    func add(_ kind: String, _ key: String, _ f: Finding, side: String? = nil, site: String?) {
      let id = kind + "\u{1F}" + key
      named.append(id)
      var group = groups[id] ?? Group(kind: kind, key: key)
      group.findings += 1
      group.components.insert(f.component)
      if let side { group.sides.insert(side) }
      if group.site == nil { group.site = site }
      groups[id] = group
    }
    for report in reports {
      for f in report.findings where f.verdict == .needsReview {
        total += 1
        named = []
        defer {
          if named.count == 1, !named[0].hasPrefix("other") { groups[named[0]]?.alone += 1 }
        }
        let review = f.review ?? ""
        let site = Self.site(in: review)
        let colors = Self.quoted(after: "facts.colors[\"", in: review)
        if !colors.isEmpty {
          for key in colors {
            add("colors", key, f, site: Self.site(before: key, in: review) ?? site)
          }
          continue
        }
        if review.contains("no text colour is named") || review.contains("sets no text colour")
          || review.contains("no title colour is set")
        {
          add("pairs", "\(f.component).\(f.state.rawValue)", f, side: "text", site: site)
          continue
        }
        if review.contains("no fill is named") {
          add("pairs", "\(f.component).\(f.state.rawValue)", f, side: "background", site: site)
          continue
        }
        if review.contains("unknown backdrop") || (review.isEmpty && f.range != nil) {
          add("backdrops", f.component, f, site: site)
          continue
        }
        // An undocumented look a named assumption may decide (``LookAssumption``).
        if let kind = LookAssumption.Kind.allCases.first(where: { kind in
          f.state.rawValue == kind.state
            && review.components(separatedBy: "; ").contains(where: kind.answers)
        }) {
          add("assumptions", kind.rawValue, f, site: site)
          continue
        }
        // A pairing doubt of token or stylesheet discovery (the ambiguities of
        // ../shared/reference/state-tokens.md):
        // the team states the pair.
        if review.contains("(ambiguity ") {
          let key = "\(f.component).\(f.state.rawValue)"
          add("pairs", key, f, side: "text", site: site)
          groups["pairs\u{1F}" + key]?.sides.insert("background")
          continue
        }
        add("other", review.isEmpty ? "the backdrop is unknown" : Self.gist(review), f, site: site)
      }
    }
    self.groups = groups.values.sorted {
      if $0.findings != $1.findings { return $0.findings > $1.findings }
      if $0.kind != $1.kind { return $0.kind < $1.kind }
      return $0.key < $1.key
    }
  }

  /// The strings between `prefix` and the next `"]` in `text`.
  static func quoted(after prefix: String, in text: String) -> [String] {
    var found: [String] = []
    var rest = Substring(text)
    while let start = rest.range(of: prefix) {
      let after = rest[start.upperBound...]
      guard let end = after.range(of: "\"]") else { break }
      found.append(String(after[..<end.lowerBound]))
      rest = after[end.upperBound...]
    }
    return Array(Set(found)).sorted()
  }

  /// A reason's first clause, without a leading `line N: ` (Interface Builder's reasons).
  static func gist(_ review: String) -> String {
    var text = Substring(review)
    if text.hasPrefix("line "), let colon = text.firstIndex(of: ":"),
      text[text.index(text.startIndex, offsetBy: 5)..<colon].allSatisfy(\.isNumber)
    {
      text = text[text.index(after: colon)...].drop { $0 == " " }
    }
    return AuditCoverage.gist(String(text))
  }

  /// The place written just before a `facts.colors["key"]` hint (` at file:line:column; facts…`).
  static func site(before key: String, in review: String) -> String? {
    guard let hint = review.range(of: "; facts.colors[\"" + key + "\"]") else { return nil }
    let before = review[..<hint.lowerBound]
    guard let at = before.range(of: " at ", options: .backwards) else { return nil }
    return site(in: String(before[at.lowerBound...]))
  }

  /// The first ` at file:line:column` a reason names.
  static func site(in text: String) -> String? {
    var rest = Substring(text)
    while let at = rest.range(of: " at ") {
      let word = rest[at.upperBound...].prefix { !$0.isWhitespace && $0 != ";" && $0 != ")" }
      let parts = word.split(separator: ":")
      if parts.count >= 3, Int(parts[parts.count - 1]) != nil, Int(parts[parts.count - 2]) != nil {
        return String(word)
      }
      rest = rest[at.upperBound...]
    }
    return nil
  }

  /// The groups in words, most valuable first, then the fragment to fill in.
  public var text: String {
    guard !groups.isEmpty else { return "Nothing needs review.\n" }
    var out =
      "\(total) finding\(total == 1 ? "" : "s") need\(total == 1 ? "s" : "") review; the facts that"
      + " would decide the most first (a finding may name several):\n\n"
    for group in groups {
      let components =
        "\(group.components.count) component\(group.components.count == 1 ? "" : "s")"
      let waiting = "\(group.findings) finding\(group.findings == 1 ? "" : "s") (\(components))"
      let wait = group.findings == 1 ? "waits" : "wait"
      switch group.kind {
      case "colors":
        out += "  \(waiting) \(wait) on the colour of `\(group.key)`"
      case "pairs":
        out +=
          "  \(waiting) \(wait) on the \(group.sides.sorted().joined(separator: " and ")) of \(group.key)"
      case "backdrops":
        out += "  \(waiting) \(wait) on the backdrop of \(group.key)"
      case "assumptions":
        out +=
          "  \(waiting) \(wait) on a look Apple does not document: the assumption"
          + " `\(group.key)`, with the opacity you measured and its source"
      default:
        out +=
          "  \(waiting): \(group.key) (no fact decides this: fix the code, or `ignore` it with a reason)"
      }
      out += group.site.map { " (\($0))" } ?? ""
      if group.kind != "other", group.alone < group.findings {
        out += "; \(group.alone) of them name nothing else"
      }
      out += "\n"
    }
    out +=
      "\nA finding is decided once every value it waits on is known: run --triage again after"
      + " filling these in, as one unknown can hide the next.\n"
    if let fragment {
      out +=
        "\nA legible.json fragment to fill in (\"?\" is not a colour: each must be replaced):\n\n"
        + fragment
    }
    return out
  }

  /// `{"facts": {…}}` with a `"?"` for each value to fill in, or `nil` when no fact decides
  /// anything.
  public var fragment: String? {
    var sections: [(String, [String])] = []
    let colors = groups.filter { $0.kind == "colors" }.map {
      "      \(Self.json($0.key)): \"?\""
    }
    let pairs = groups.filter { $0.kind == "pairs" }.map { group in
      let sides = group.sides.sorted().map { "\(Self.json($0)): \"?\"" }.joined(separator: ", ")
      return "      \(Self.json(group.key)): { \(sides) }"
    }
    let backdrops = groups.filter { $0.kind == "backdrops" }.map {
      "      \(Self.json($0.key)): \"?\""
    }
    if !colors.isEmpty { sections.append(("colors", colors)) }
    if !pairs.isEmpty { sections.append(("pairs", pairs)) }
    if !backdrops.isEmpty { sections.append(("backdrops", backdrops)) }
    let assumptions = groups.filter { $0.kind == "assumptions" }.map {
      "      \(Self.json($0.key)): { \"labelOpacity\": \"?\", \"source\": \"?\" }"
    }
    if !assumptions.isEmpty { sections.append(("assumptions", assumptions)) }
    guard !sections.isEmpty else { return nil }
    let body = sections.map { name, lines in
      "    \"\(name)\": {\n" + lines.joined(separator: ",\n") + "\n    }"
    }.joined(separator: ",\n")
    return "{\n  \"facts\": {\n" + body + "\n  }\n}\n"
  }

  /// A JSON string literal (``JSONWriter/quote(_:into:)``, the reports' escaping).
  static func json(_ text: String) -> String {
    var out = ""
    JSONWriter.quote(text, into: &out)
    return out
  }

}
