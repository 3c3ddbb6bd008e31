import LegibleColor

/// One evaluated pair of `legible contrast`: effective colours, ratio, Lc and verdicts.
struct ContrastResult {
  /// A WCAG threshold the ratio is checked against.
  struct Criterion: Sendable {
    /// The JSON key (`aa`, `aaLarge`, …).
    var key: String
    /// The human label.
    var label: String
    /// The minimum ratio, compared with `>=` on the unrounded ratio.
    var required: Double
  }

  /// WCAG 2.x SC 1.4.3 (AA), 1.4.6 (AAA) and 1.4.11 (non-text), in display order.
  static let criteria = [
    Criterion(key: "aa", label: "AA normal text", required: 4.5),
    Criterion(key: "aaLarge", label: "AA large text", required: 3),
    Criterion(key: "aaa", label: "AAA normal text", required: 7),
    Criterion(key: "aaaLarge", label: "AAA large text", required: 4.5),
    Criterion(key: "nonText", label: "Non-text (UI, graphics)", required: 3),
  ]

  var given: (foreground: CSSColor, background: CSSColor)
  var pair: EffectivePair
  var ratio: Double
  var lc: Double
  var policy: ContrastPolicy

  init(foreground: CSSColor, background: CSSColor, policy: ContrastPolicy) {
    given = (foreground, background)
    pair = EffectivePair(
      text: foreground, background: background, backdrop: policy.backdrop, blend: policy.blend)
    ratio = policy.wcag.ratio(pair.text, pair.background)
    lc = policy.apca.lc(pair.text, pair.background)
    self.policy = policy
  }

  /// Whether the ratio meets a criterion.
  func passes(_ criterion: Criterion) -> Bool { ratio >= criterion.required }

  /// "dark text on a light background" etc.
  var polarity: String {
    if lc > 0 { return "dark text on a light background" }
    if lc < 0 { return "light text on a dark background" }
    return "below APCA's low clip"
  }

  /// Requirement label: "4.5:1", "3:1".
  private static func requirement(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)):1" : "\(value):1"
  }

  /// The readable block.
  var text: String {
    func describe(_ effective: CSSColor, _ original: CSSColor, _ what: String) -> String {
      var shown = effective.displayString
      if effective.needsGamutMapping(), let hex = effective.gamutMapped().hexString() {
        shown += " (outside sRGB; \(hex) on an sRGB screen, CSS Color 4 gamut mapping)"
      }
      return original.isOpaque ? shown : "\(shown) (translucent, composited over \(what))"
    }
    let backdropName = policy.backdrop.displayString
    var lines = [
      "Text:        " + describe(pair.text, given.foreground, "the background"),
      "Background:  " + describe(pair.background, given.background, "the backdrop \(backdropName)"),
      "Ratio:       " + RatioFormatting.floored(ratio) + ":1",
      "APCA:        Lc " + RatioFormatting.lc(lc) + " (\(polarity))",
      "",
    ]
    for criterion in Self.criteria {
      let label = criterion.label + " " + Self.requirement(criterion.required)
      let padded = label + String(repeating: " ", count: max(1, 34 - label.count))
      lines.append("  " + padded + (passes(criterion) ? "pass" : "fail"))
    }
    lines.append("")
    lines.append(
      "Policy: \(policy.coefficients.summary); compositing \(policy.blend.summary); "
        + "backdrop \(backdropName); \(policy.apca.summary)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The `--json` object.
  var json: JSONOutput {
    var members: [String: JSONOutput] = [
      "ratio": .number(ratio),
      "ratioDisplay": .string(RatioFormatting.floored(ratio) + ":1"),
      "apca": .number(lc),
      "foreground": .string(pair.text.displayString),
      "background": .string(pair.background.displayString),
      "policy": .object([
        "coefficients": .string(policy.coefficients.rawValue),
        "composite": .string(policy.blend.rawValue),
        "backdrop": .string(policy.backdrop.displayString),
        "apcaVersion": .string(policy.apca.constants.version),
      ]),
    ]
    for criterion in Self.criteria { members[criterion.key] = .bool(passes(criterion)) }
    return .object(members)
  }
}
