import Foundation

/// `legible:ignore` comments in Swift and CSS files (issue 42), as SwiftLint's
/// `// swiftlint:disable:next` and ESLint's `eslint-disable-next-line` are written:
///
/// ```swift
/// button.setTitleColor(.systemGray3, for: .disabled)  // legible:ignore disabled -- decorative
/// // legible:ignore-next-line text -- the label is hidden behind a spinner while loading
/// button.setTitleColor(.clear, for: .selected)
/// ```
/// ```css
/// /* legible:ignore-next-line hover -- brand colour, accepted by design review 2026-11 */
/// .btn-brand:hover { background: var(--brand-hover) }
/// ```
///
/// `legible:ignore` names its own line, `legible:ignore-next-line` the next one; the findings
/// silenced are those with a colour (or a location) on that line. The words before ` -- `
/// narrow them: state names (`hover`, `disabled`), check kinds (`text`, `boundary`, `focus`)
/// or criteria (`1.4.3`); none, or `all`, for every finding of the line. The reason after
/// ` -- ` is required.
public enum InlineIgnores {
  /// The marker searched for.
  public static let marker = "legible:ignore"

  /// A directive that cannot be used: no reason, or no comment around it.
  public struct DirectiveError: Error, Sendable, CustomStringConvertible {
    /// The file and 1-based line.
    public var file: String
    public var line: Int
    /// What is wrong and how to fix it.
    public var message: String

    /// `file:line: message`.
    public var description: String { "\(file):\(line): \(message)" }
  }

  /// Whether a file is read for directives: Swift sources and stylesheets.
  public static func reads(_ path: String) -> Bool {
    let lower = path.lowercased()
    return lower.hasSuffix(".swift") || lower.hasSuffix(".css")
  }

  /// The suppressions written in `text` (the contents of `file`).
  ///
  /// - Throws: ``DirectiveError`` for a directive without a reason.
  public static func scan(_ text: String, file: String) throws(DirectiveError) -> [IgnoreRule] {
    guard text.utf8.count >= marker.utf8.count, text.contains(marker) else { return [] }
    var rules: [IgnoreRule] = []
    var number = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      guard let found = line.range(of: marker) else { continue }
      // Only in a comment: `//` or `/*` before the marker on its line.
      let before = line[..<found.lowerBound]
      guard before.contains("//") || before.contains("/*") else { continue }
      var rest = line[found.upperBound...]
      var target = number
      if rest.hasPrefix("-next-line") {
        rest = rest.dropFirst("-next-line".count)
        target = number + 1
      } else if let c = rest.first, c != " " && c != "\t" && c != "*" {
        continue  // `legible:ignored`, a word that only starts like the marker
      }
      if let close = rest.range(of: "*/") { rest = rest[..<close.lowerBound] }
      guard let dashes = rest.range(of: " -- ") ?? rest.range(of: "\t-- ") else {
        throw DirectiveError(
          file: file, line: number,
          message:
            "\(marker) needs a reason: write `\(marker)\(target == number ? "" : "-next-line")"
            + " [state or check] -- why the finding is accepted`")
      }
      let reason = rest[dashes.upperBound...].trimmingCharacters(in: .whitespaces)
      guard !reason.isEmpty else {
        throw DirectiveError(
          file: file, line: number, message: "\(marker): the reason after ' -- ' is empty")
      }
      var states: [String] = []
      var checks: [String] = []
      for word in rest[..<dashes.lowerBound].split(whereSeparator: { $0 == " " || $0 == "," }) {
        let w = word.lowercased()
        if w == "all" { continue }
        if IgnoreRule.checkWords.contains(w) { checks.append(w) } else { states.append(w) }
      }
      rules.append(
        IgnoreRule(
          states: states, checks: checks, file: file, line: target, reason: reason,
          at: "\(file):\(number)"))
    }
    return rules
  }
}
