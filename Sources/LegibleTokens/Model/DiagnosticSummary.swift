import Foundation

/// The diagnostics of reading, as a command prints them: errors (malformed values) on their own
/// lines, ten per file and then a count; a file's warnings and notes one by one when it has a few, else one line for the
/// file with their counts by kind, the details with `--verbose` (issue 41: a design system's
/// folder gave about 1,000 lines of notes).
public enum DiagnosticSummary {
  /// How many warnings and notes a file may have before they are summarised.
  public static let perFileLimit = 3

  /// The lines to print, in the order the diagnostics came (a file's summary where its first
  /// diagnostic stood).
  public static func lines(_ diagnostics: [ImportDiagnostic], verbose: Bool) -> [String] {
    guard !verbose else { return diagnostics.map(\.description) }
    // The per-file notes of skipped non-colour tokens: one line for the run when many files
    // have one (a tokens package holds spacing, type and motion files beside its colours).
    var diagnostics = diagnostics
    var lines: [String] = []
    let skipped = diagnostics.filter(isSkippedNote)
    if skipped.count > perFileLimit {
      let total = skipped.reduce(0) { $0 + (Int($1.message.split(separator: " ")[1]) ?? 0) }
      lines.append(
        "note: skipped \(total) non-colour tokens in \(skipped.count) files; --verbose lists each")
      diagnostics.removeAll(where: isSkippedNote)
    }
    // Malformed values: each on its own line, up to ten per file; then one line with the rest.
    var errorsShown: [String: Int] = [:]
    var errorsLeft: [String: Int] = [:]
    for d in diagnostics where d.severity == .error {
      if errorsShown[d.location.file, default: 0] < 10 {
        errorsShown[d.location.file, default: 0] += 1
      } else {
        errorsLeft[d.location.file, default: 0] += 1
      }
    }
    var counts: [String: Int] = [:]
    for d in diagnostics where d.severity != .error { counts[d.location.file, default: 0] += 1 }
    var summarised: Set<String> = []
    for d in diagnostics {
      let file = d.location.file
      if d.severity == .error {
        if (errorsShown[file] ?? 0) > 0 {
          errorsShown[file, default: 0] -= 1
          lines.append(d.description)
          if errorsShown[file] == 0, let left = errorsLeft[file] {
            lines.append(
              "\(file): \(left) more malformed value\(left == 1 ? "" : "s"); --verbose lists each")
          }
        }
        continue
      }
      guard (counts[file] ?? 0) > perFileLimit else {
        lines.append(d.description)
        continue
      }
      guard summarised.insert(file).inserted else { continue }
      lines.append(
        summary(
          of: diagnostics.filter { $0.location.file == file && $0.severity != .error }, file: file))
    }
    return lines
  }

  /// Whether a diagnostic is a file's note of skipped non-colour tokens.
  static func isSkippedNote(_ d: ImportDiagnostic) -> Bool {
    d.severity == .note && d.message.hasPrefix("skipped ")
      && (d.message.hasSuffix(" non-colour tokens") || d.message.hasSuffix(" non-colour token"))
      && d.message.split(separator: " ").count == 4
  }

  /// `file: 24 warnings (20 unresolved alias, 4 'inherit' cannot be resolved offline), 3 notes
  /// (…); --verbose lists each`.
  static func summary(of list: [ImportDiagnostic], file: String) -> String {
    var parts: [String] = []
    for (severity, word) in [(ImportDiagnostic.Severity.warning, "warning"), (.note, "note")] {
      let own = list.filter { $0.severity == severity }
      guard !own.isEmpty else { continue }
      var kinds: [String: Int] = [:]
      for d in own { kinds[kind(of: d.message), default: 0] += 1 }
      let listed = kinds.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        .prefix(3).map { "\($0.value) \($0.key)" }
      let more = kinds.count > 3 ? ", …" : ""
      parts.append(
        "\(own.count) \(word)\(own.count == 1 ? "" : "s") (\(listed.joined(separator: ", "))\(more))"
      )
    }
    return "\(file): " + parts.joined(separator: ", ") + "; --verbose lists each"
  }

  /// The kind of a message: its words before the first name, colon or parenthesis
  /// (`unresolved alias`, `'inherit' cannot be resolved offline`).
  static func kind(of message: String) -> String {
    let stops: Set<Character> = [":", "{", "(", ";"]
    let head = message.prefix { !stops.contains($0) }
    let text = head.trimmingCharacters(in: .whitespaces)
    return text.isEmpty ? String(message.prefix(40)) : text
  }
}
