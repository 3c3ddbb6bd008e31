import LegibleTokens
import Testing

/// Issue 41: a design system's folder printed about 1,000 notes; a file's warnings past three are
/// one line of counts, skipped non-colour notes one line for the run, errors always one by one.
@Suite struct DiagnosticSummaryTests {
  static func warning(_ file: String, _ line: Int, _ message: String) -> ImportDiagnostic {
    ImportDiagnostic(
      severity: .warning, name: "t\(line)", message: message,
      location: FileLocation(file: file, line: line))
  }

  @Test func summarisesPastThreePerFileAndKeepsErrors() {
    var list = (1...5).map { Self.warning("a.json", $0, "unresolved alias {x} → {y}: no token") }
    list.append(Self.warning("b.json", 1, "'inherit' cannot be resolved offline: …"))
    list.append(
      ImportDiagnostic(
        severity: .error, name: nil, message: "c: invalid colour \"0f62fe\"",
        location: FileLocation(file: "a.json", line: 9, path: "/c/$value")))
    for (i, file) in ["s1.json", "s2.json", "s3.json", "s4.json"].enumerated() {
      list.append(
        ImportDiagnostic(
          severity: .note, name: nil, message: "skipped \(i + 1) non-colour tokens",
          location: FileLocation(file: file)))
    }
    let lines = DiagnosticSummary.lines(list, verbose: false)
    #expect(
      lines == [
        "note: skipped 10 non-colour tokens in 4 files; --verbose lists each",
        "a.json: 5 warnings (5 unresolved alias); --verbose lists each",
        "b.json:1: warning: t1: 'inherit' cannot be resolved offline: …",
        "a.json:9: error: /c/$value: c: invalid colour \"0f62fe\"",
      ])
    #expect(DiagnosticSummary.lines(list, verbose: true).count == list.count)
  }
}
