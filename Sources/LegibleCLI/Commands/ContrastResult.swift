import LegibleColor
import LegibleJSON

/// One evaluated pair of `legible contrast`: effective colours, ratio, Lc and verdicts.
struct ContrastResult {
  /// A WCAG threshold the ratio is checked against, under its `--json` key.
  struct Criterion: Sendable {
    /// The JSON key (`aa`, `aaLarge`, …).
    var key: String
    /// The threshold (its name is the human label).
    var requirement: ContrastRequirement
  }

  /// WCAG 2.x SC 1.4.3 (AA), 1.4.6 (AAA) and 1.4.11 (non-text), in display order.
  static let criteria = [
    Criterion(key: "aa", requirement: .aaNormalText),
    Criterion(key: "aaLarge", requirement: .aaLargeText),
    Criterion(key: "aaa", requirement: .aaaNormalText),
    Criterion(key: "aaaLarge", requirement: .aaaLargeText),
    Criterion(key: "nonText", requirement: .nonText),
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
  func passes(_ criterion: Criterion) -> Bool { criterion.requirement.isMet(by: ratio) }

  /// "dark text on a light background" etc.
  var polarity: String {
    if lc > 0 { return "dark text on a light background" }
    if lc < 0 { return "light text on a dark background" }
    return "below APCA's low clip"
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
      let label = criterion.requirement.name + " " + criterion.requirement.ratioString
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
  var json: JSONWriter.Value {
    var members: [String: JSONWriter.Value] = [
      "ratio": .number(ratio),
      "ratioDisplay": .string(RatioFormatting.floored(ratio) + ":1"),
      "apca": .number(lc),
      "foreground": .string(pair.text.displayString),
      "background": .string(pair.background.displayString),
      "policy": .sortedObject([
        "coefficients": .string(policy.coefficients.rawValue),
        "composite": .string(policy.blend.rawValue),
        "backdrop": .string(policy.backdrop.displayString),
        "apcaVersion": .string(policy.apca.constants.version),
      ]),
    ]
    for criterion in Self.criteria { members[criterion.key] = .bool(passes(criterion)) }
    return .sortedObject(members)
  }
}
