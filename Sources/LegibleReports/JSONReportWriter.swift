import LegibleAudit
import LegibleColor
import LegibleJSON

/// Writes the JSON audit report documented in `docs/audit-report.md`.
///
/// Keys come in a fixed documented order, numbers use Swift's shortest round-trip form
/// (`Double.description`), findings keep the report's sort order, and nothing depends on the
/// clock or the locale, so the same audit always produces the same bytes.
public struct JSONReportWriter: ReportWriter {
  /// Creates a writer.
  public init() {}

  /// The report as pretty-printed JSON (2-space indent, trailing newline): the pieces of
  /// ``write(_:to:)`` joined.
  public func write(_ report: AuditReport) -> String { collected(report) }

  /// Streams the report: the top-level object member by member, a piece of about 64 KB handed
  /// to `emit` whenever that much is written, so only one piece and one finding are held.
  /// One input's coverage: `{path, files, components, states, pass, fail, exempt,
  /// needsReview, unpaired, decided, reviewReasons, readWith}` (`readWith`: the input whose
  /// design system this one was read into, else null).
  static func coverage(_ input: AuditCoverage.Input) -> JSONWriter.Value {
    .object([
      ("path", .string(input.path)), ("files", .int(input.files)),
      ("components", .int(input.components)), ("states", .int(input.states)),
      ("pass", .int(input.pass)), ("fail", .int(input.fail)), ("exempt", .int(input.exempt)),
      ("needsReview", .int(input.needsReview)), ("unpaired", .int(input.unpaired)),
      ("decided", .bool(!input.isEmpty)),
      ("reviewReasons", .array(input.reviewReasons.map { .string($0) })),
      ("ignored", .int(input.ignored)),
      ("readWith", input.readWith.map { .string($0) } ?? .null),
    ])
  }

  public func write(_ report: AuditReport, to emit: (String) -> Void) {
    var out = JSONWriter()
    write(report, into: &out, flushingTo: emit)
    out.raw("\n")
    out.flush(to: emit, minimum: 0)
  }

  /// Writes the report object as the next value of `out` (the top level, or an element of an
  /// open array), flushing `out` to `emit` after each finding, appearance and pair.
  package func write(
    _ report: AuditReport, into out: inout JSONWriter, flushingTo emit: (String) -> Void
  ) {
    out.object { o in
      o.field("name", .string(report.name))
      o.field("policy", policy(report.policy))
      o.field(
        "summary",
        .object([
          ("pass", .int(report.summary.pass)), ("fail", .int(report.summary.fail)),
          ("exempt", .int(report.summary.exempt)),
          ("needsReview", .int(report.summary.needsReview)),
          ("ignored", .int(report.summary.ignored)),
        ]))
      if let coverage = report.coverage {
        o.field("coverage", .array(coverage.inputs.map(Self.coverage)))
      }
      // Findings are most of a report: built and encoded on every core, a chunk at a time.
      o.array("findings") { o in
        o.elements(report.findings, streamingTo: emit) { f in
          JSONReportWriter().finding(f)
        }
      }
      o.array("appearances") { o in
        o.elements(report.appearances, streamingTo: emit) { a in
          JSONReportWriter().appearance(a)
        }
      }
      o.array("distinguishability") { o in
        for d in report.distinguishability {
          o.element(distinguishability(d))
          o.flush(to: emit)
        }
      }
    }
  }

  func policy(_ p: AuditPolicy) -> JSONWriter.Value {
    .object([
      ("level", .string(p.level.rawValue)),
      ("largeText", .string(p.largeText.rawValue)),
      ("largeTextRule", .string(p.largeText.summary)),
      ("composite", .string(p.composite.rawValue)),
      ("compositeRule", .string(p.composite.summary)),
      ("coefficients", .string(p.coefficients.rawValue)),
      ("coefficientsRule", .string(p.coefficients.summary)),
      ("quantization", .string(AuditPolicy.quantization)),
      ("comparison", .string(AuditPolicy.comparison)),
      ("apca", .string(p.apca.summary)),
      ("unknownBackdrop", .string(AuditPolicy.backdropRule)),
      ("missingFontSize", .string(AuditPolicy.missingFontSizeRule)),
      ("suggestions", .bool(p.suggestions)),
      ("cvd", .array(p.cvdSimulations.map(cvdPolicy))),
      ("distinguishabilityRule", .string(AuditPolicy.distinguishabilityRule)),
    ])
  }

  func finding(_ f: Finding) -> JSONWriter.Value {
    .object([
      ("component", .string(f.component)),
      ("theme", f.theme.map { .string($0) } ?? .null),
      ("state", .string(f.state.rawValue)),
      ("check", .string(f.check.rawValue)),
      ("checkID", .string(f.checkID.rawValue)),
      ("criterion", .string(f.criterion.rawValue)),
      ("element", .string(f.element.rawValue)),
      ("against", .string(f.against.rawValue)),
      ("ratio", .number(f.ratio)),
      (
        "range",
        f.range.map {
          .object([
            ("minimum", .number($0.minimum)), ("maximum", .number($0.maximum)),
            ("isEstimate", .bool($0.isEstimate)),
          ])
        } ?? .null
      ),
      ("required", .number(f.required)),
      ("margin", .number(f.margin)),
      ("verdict", .string(f.verdict.rawValue)),
      ("foreground", .string(f.foregroundCSS)),
      ("background", .string(f.backgroundCSS)),
      ("backdrop", f.backdrop.map { .string($0.rawValue) } ?? .null),
      ("apca", f.apca.map { .number($0) } ?? .null),
      (
        "text",
        f.text.map {
          .object([
            ("size", $0.size.map { .number($0) } ?? .null),
            ("weight", .number($0.weight)),
            ("policy", .string($0.policy.rawValue)),
            ("large", .bool($0.isLarge)),
            ("reason", .string($0.reason)),
          ])
        } ?? .null
      ),
      (
        "flips",
        .array(
          f.flips.map {
            .object([
              ("policy", .string($0.policy.rawValue)), ("ratio", .number($0.ratio)),
              ("verdict", .string($0.verdict.rawValue)),
            ])
          })
      ),
      ("message", .string(f.message)),
      ("location", f.location.map(location) ?? .null),
      ("foregroundSource", f.foregroundSource.map(source) ?? .null),
      ("backgroundSource", f.backgroundSource.map(source) ?? .null),
      ("review", f.review.map { .string($0) } ?? .null),
      (
        "ignore",
        f.ignore.map {
          .object([
            ("reason", .string($0.reason)), ("at", .string($0.at)),
            ("verdict", .string($0.verdict.rawValue)),
          ])
        } ?? .null
      ),
      ("suggestion", f.suggestion.map(suggestion) ?? .null),
      ("cvd", .array(f.cvd.map { cvdRatio($0, f) })),
    ])
  }

  func location(_ l: SpecLocation) -> JSONWriter.Value {
    .object([
      ("file", l.file.map { .string($0) } ?? .null), ("line", .int(l.line)),
      ("column", .int(l.column)), ("path", .string(l.path)),
    ])
  }

  func source(_ s: ColorSource) -> JSONWriter.Value {
    func text(_ x: String?) -> JSONWriter.Value { x.map { .string($0) } ?? .null }
    return .object([
      ("token", text(s.token)), ("rule", text(s.rule)), ("file", text(s.file)),
      ("line", s.line.map { .int($0) } ?? .null), ("column", s.column.map { .int($0) } ?? .null),
      ("pairing", .string(s.pairing.rawValue)), ("evidence", text(s.evidence)),
    ])
  }

  func appearance(_ a: StateAppearance) -> JSONWriter.Value {
    func css(_ c: CSSColor?) -> JSONWriter.Value { c.map { .string($0.displayString) } ?? .null }
    return .object([
      ("component", .string(a.component)),
      ("theme", a.theme.map { .string($0) } ?? .null),
      ("state", .string(a.state.rawValue)),
      ("surface", css(a.surface)),
      ("fill", css(a.fill)),
      ("text", css(a.text)),
      ("border", css(a.border)),
      ("focusRing", css(a.focusRing)),
      ("opacity", .number(a.opacity)),
      ("backdrop", a.backdrop.map { .string($0.rawValue) } ?? .null),
      ("location", a.location.map(location) ?? .null),
    ])
  }
}
