import LegibleColor
import LegibleJSON

/// One evaluated pair of `legible contrast`: effective colours, ratio, Lc and verdicts.
struct ContrastResult {
  /// The thresholds checked, in display order (the library's table).
  static let criteria = ContrastRequirement.pairThresholds

  /// A threshold's `--json` key: its stable key camel-cased (`aa-large` → `aaLarge`).
  static func jsonKey(_ requirement: ContrastRequirement) -> String {
    let words = requirement.key.split(separator: "-")
    return words.enumerated().map {
      $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst()
    }
    .joined()
  }

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
  func passes(_ criterion: ContrastRequirement) -> Bool { criterion.isMet(by: ratio) }

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
      let label = criterion.name + " " + criterion.ratioString
      let padded = label + String(repeating: " ", count: max(1, 34 - label.count))
      lines.append("  " + padded + (passes(criterion) ? "pass" : "fail"))
    }
    lines.append("")
    lines.append(policy.summary + "; \(policy.apca.summary)")
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
      "policy": .sortedObject(
        policy.jsonMembers.merging(["apcaVersion": .string(policy.apca.constants.version)]) {
          $1
        }),
    ]
    for criterion in Self.criteria { members[Self.jsonKey(criterion)] = .bool(passes(criterion)) }
    return .sortedObject(members)
  }
}
