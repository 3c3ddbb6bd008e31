import LegibleAudit
import LegibleColor

/// The Markdown section comparing an audit with its baseline: regressions first, then new
/// failures, fixed and improved checks, and the known failures folded away. Each list stops at
/// ``rowLimit`` rows so the section stays small enough for a pull-request comment.
enum BaselineMarkdown {
  /// The most rows one list shows.
  static let rowLimit = 50

  static let titles: [(BaselineComparison.Kind, String)] = [
    (.regression, "Regressions"), (.new, "New failures"), (.fixed, "Fixed"),
    (.improved, "Improved"),
  ]

  /// The section, starting with a `###` heading and ending with a blank line.
  static func section(_ comparison: BaselineComparison) -> String {
    let c = comparison
    let regressions = c.count(.regression)
    let new = c.count(.new)
    var out = "### Changes since the baseline\n\n"
    out += regressions + new > 0 ? "❌ " : "✅ "
    out += "**\(regressions) \(regressions == 1 ? "regression" : "regressions")**, "
    out += "**\(new) new \(new == 1 ? "failure" : "failures")**, \(c.count(.fixed)) fixed, "
    out += "\(c.count(.improved)) improved; \(c.count(.known)) known "
    out += c.count(.known) == 1 ? "failure" : "failures"
    out += " no worse than the baseline (ratio tolerance \(c.tolerance.plainDescription)).\n\n"
    let showSpec = Set(c.changes.map(\.identity.spec)).count > 1
    for (kind, title) in titles {
      let rows = c.changes(kind)
      guard !rows.isEmpty else { continue }
      out += "#### \(title) (\(rows.count))\n\n" + table(rows, showSpec: showSpec) + "\n"
    }
    let known = c.changes(.known)
    if !known.isEmpty {
      out += "<details><summary>Known failures (\(known.count))</summary>\n\n"
      out += table(known, showSpec: showSpec) + "\n</details>\n\n"
    }
    return out
  }

  static func table(_ changes: [BaselineComparison.Change], showSpec: Bool) -> String {
    var out = "| Finding | Criterion | Check | Before | Now | Needs |\n"
    out += "|---|---|---|---:|---:|---:|\n"
    for change in changes.prefix(rowLimit) {
      let id = change.identity
      let criterion = Criterion.named(id.criterion)
      var name = showSpec ? Escaping.markdown(id.spec) + ": " : ""
      name += Escaping.markdown(id.label)
      out += "| \(name) | [\(criterion.number)](\(criterion.url)) | \(id.check) | "
      out +=
        (change.before.map {
          "\(Present.icon($0.verdict)) \(Present.word($0.verdict)) "
            + RatioFormatting.floored($0.ratio) + ":1"
        } ?? "–") + " | "
      out +=
        (change.after.map {
          "\(Present.icon($0.verdict)) \(Present.word($0.verdict)) "
            + Present.ratio($0)
        } ?? "not audited") + " | "
      let required = change.after?.required ?? change.before?.required ?? 0
      out += required.plainDescription + ":1 |\n"
    }
    if changes.count > rowLimit {
      out += "\n_…and \(changes.count - rowLimit) more; the JSON report has them all._\n"
    }
    return out
  }
}
