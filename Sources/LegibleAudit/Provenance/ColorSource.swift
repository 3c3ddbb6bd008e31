/// Where one colour of a component's state comes from, and how it was paired.
///
/// A spec written by hand gets one for each `"{token}"` colour (pairing ``Pairing/stated``); a
/// discovered spec (`legible extract`) gets one for every colour, with the evidence that paired
/// it. In JSON (a state's `"sources"`): `{"token": …, "rule": …, "file": …, "line": …, "pairing":
/// "inferred", "evidence": …}`, every key but `pairing` optional.
public struct ColorSource: Sendable, Hashable, Codable {
  /// The token the colour is read from, as the source names it (`button.primary.bgColor.hover`,
  /// `--bs-btn-hover-bg`, `COLOR_TEXT_BUTTON_BRAND_HOVER`).
  public var token: String?
  /// The rule that sets it: a CSS selector and property (`.btn-primary:hover { background-color }`)
  /// or a preset's rule (`material3-34: hover = label at 0.08 over container`).
  public var rule: String?
  /// The file that defines the value, as the caller named it.
  public var file: String?
  /// The 1-based line in ``file``.
  public var line: Int?
  /// The 1-based column in ``file``.
  public var column: Int?
  /// How the colour was paired with its counterpart.
  public var pairing: Pairing
  /// Why: the evidence behind the pairing, in words (`shared prefix "button.primary", part
  /// fgColor ↔ bgColor`).
  public var evidence: String?

  /// The JSON keys of a source object.
  public static let keys = ["token", "rule", "file", "line", "column", "pairing", "evidence"]

  /// Creates a source.
  public init(
    token: String? = nil, rule: String? = nil, file: String? = nil, line: Int? = nil,
    column: Int? = nil, pairing: Pairing, evidence: String? = nil
  ) {
    self.token = token
    self.rule = rule
    self.file = file
    self.line = line
    self.column = column
    self.pairing = pairing
    self.evidence = evidence
  }

  /// `file:line:column` (leaving out what is unknown), or `nil` without a file.
  public var position: String? {
    guard let file else { return nil }
    var text = file
    if let line {
      text += ":\(line)"
      if let column { text += ":\(column)" }
    }
    return text
  }

  /// One line for reports: the token or rule, where it is, and the pairing with its evidence,
  /// e.g. `{button.primary.bgColor.hover} at button.json5:12:7, inferred: shared prefix …`.
  public var summary: String {
    var parts: [String] = []
    if let token { parts.append("{\(token)}") }
    if let rule { parts.append(rule) }
    var text = parts.isEmpty ? "literal" : parts.joined(separator: " ")
    if let position { text += " at \(position)" }
    text += ", \(pairing.rawValue)"
    if let evidence, !evidence.isEmpty { text += ": \(evidence)" }
    return text
  }
}

extension ColorSource {
  /// The source with `remark` after its evidence (`; ` between them).
  package func appendingEvidence(_ remark: String) -> ColorSource {
    var source = self
    source.evidence = evidence.map { "\($0); \(remark)" } ?? remark
    return source
  }
}
