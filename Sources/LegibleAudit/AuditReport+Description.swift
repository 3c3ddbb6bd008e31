// A short summary of a report for people (`print`, string interpolation, test failures) instead
// of a dump of every stored property.

extension AuditReport: CustomStringConvertible {
  /// The spec's name and the counts per verdict, then each failing finding on its own line
  /// (``Finding/description``), in the report's order:
  ///
  /// ```
  /// Seed buttons: 2 fail, 0 needs-review, 9 pass, 3 exempt
  ///   FilledButton pressed 1.4.3 text 4.00:1 < 4.5:1 fail
  ///   HighlightButton highlighted 1.4.3 text 1.71:1 < 4.5:1 fail
  /// ```
  public var description: String {
    let counts =
      "\(summary.fail) fail, \(summary.needsReview) needs-review, \(summary.pass) pass, "
      + "\(summary.exempt) exempt" + (summary.ignored > 0 ? ", \(summary.ignored) ignored" : "")
    let failing = findings.filter { $0.verdict == .fail }.map { "\n  " + $0.description }
    return name + ": " + counts + failing.joined()
  }
}
