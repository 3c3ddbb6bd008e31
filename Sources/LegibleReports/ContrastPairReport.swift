import LegibleColor
import LegibleJSON

/// One evaluated text/background pair, as `legible contrast` prints it: the effective colours
/// (translucent ones composited), the WCAG 2.x ratio, APCA Lc and a verdict per threshold.
public struct ContrastPairReport: Sendable {
  /// The thresholds checked, in display order (`ContrastRequirement.pairThresholds`).
  public static let criteria = ContrastRequirement.pairThresholds

  /// A threshold's JSON key: its stable key camel-cased (`aa-large` → `aaLarge`).
  public static func jsonKey(_ requirement: ContrastRequirement) -> String {
    let words = requirement.key.split(separator: "-")
    return words.enumerated().map {
      $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst()
    }
    .joined()
  }

  /// The colours as given, before compositing.
  public var given: (foreground: CSSColor, background: CSSColor)
  /// The effective colours.
  public var pair: EffectivePair
  /// The unrounded WCAG 2.x ratio of the effective colours.
  public var ratio: Double
  /// The APCA lightness contrast of the effective colours.
  public var lc: Double
  /// The policy the pair was evaluated with.
  public var policy: ContrastPairPolicy

  /// Evaluates `foreground` text on `background` under `policy`.
  public init(
    foreground: CSSColor, background: CSSColor, policy: ContrastPairPolicy = ContrastPairPolicy()
  ) {
    given = (foreground, background)
    pair = EffectivePair(
      text: foreground, background: background, backdrop: policy.backdrop, blend: policy.blend)
    ratio = policy.wcag.ratio(pair.text, pair.background)
    lc = policy.apca.lc(pair.text, pair.background)
    self.policy = policy
  }

  /// Whether the unrounded ratio meets a threshold.
  public func passes(_ criterion: ContrastRequirement) -> Bool { criterion.isMet(by: ratio) }

  /// `dark text on a light background`, `light text on a dark background` or
  /// `below APCA's low clip`, from the sign of Lc.
  public var polarity: String {
    if lc > 0 { return "dark text on a light background" }
    if lc < 0 { return "light text on a dark background" }
    return "below APCA's low clip"
  }

  /// The readable block: colours, ratio, Lc, one verdict line per threshold, the policy line.
  public var text: String {
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

  /// One JSON object (keys sorted) with the ratio, Lc, effective colours, verdicts and policy.
  public var json: String { jsonValue.rendered }

  var jsonValue: JSONWriter.Value {
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
