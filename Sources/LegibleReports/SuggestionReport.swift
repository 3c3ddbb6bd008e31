import LegibleColor
import LegibleJSON

/// The colours a `ContrastSuggester` finds for one pair, as `legible suggest` prints them: the
/// pair's current ratio against the target, then each suggestion (ratio after rounding, ΔE OK,
/// move) closest first, then the policy.
public struct SuggestionReport: Sendable {
  /// The text colour as given.
  public var foreground: CSSColor
  /// The background colour as given.
  public var background: CSSColor
  /// The suggester, with the target, side, gamut and compositing.
  public var suggester: ContrastSuggester
  /// The policy line's coefficients, compositing and backdrop.
  public var policy: ContrastPairPolicy
  /// The pair's current ratio under the suggester's compositing.
  public var current: Double
  /// The suggestions, closest first; empty when nothing reaches the target.
  public var suggestions: [ContrastSuggestion]

  /// Runs `suggester` on the pair.
  public init(
    foreground: CSSColor, background: CSSColor, suggester: ContrastSuggester,
    policy: ContrastPairPolicy
  ) {
    self.foreground = foreground
    self.background = background
    self.suggester = suggester
    self.policy = policy
    current = suggester.ratio(text: foreground, background: background)
    suggestions = suggester.suggestions(text: foreground, background: background)
  }

  /// A target as printed: `4.5:1`, `3:1`, `4.6:1`.
  public static func requirement(_ value: Double) -> String {
    (value == value.rounded() ? String(Int(value)) : value.plainDescription) + ":1"
  }

  /// What suggestions are rounded to: `8-bit sRGB hex` or `color(display-p3) with 4 decimals`.
  public var rounding: String {
    suggester.gamut == .sRGB
      ? "8-bit sRGB hex" : "color(display-p3) with \(ContrastSuggester.p3Places) decimals"
  }

  /// The readable report.
  public var text: String {
    let target = Self.requirement(suggester.target)
    var lines = [
      "Pair:    \(foreground.displayString) on \(background.displayString): "
        + "\(RatioFormatting.floored(current)):1 (target \(target), "
        + (current >= suggester.target ? "already passes" : "fails") + ")"
    ]
    if suggestions.isEmpty {
      lines.append("No \(suggester.change.rawValue) colour reaches \(target) with the hue kept.")
    } else {
      lines.append("Suggestions (closest first; ratio after rounding to \(rounding)):")
      for (i, r) in suggestions.enumerated() {
        var pair: String
        switch r.change {
        case .text: pair = "text " + r.textString
        case .background: pair = "background " + r.backgroundString
        case .both: pair = "text " + r.textString + " on " + r.backgroundString
        }
        pair += String(repeating: " ", count: max(1, 30 - pair.count))
        let ratio = RatioFormatting.floored(r.ratio) + ":1"
        lines.append(
          "  \(i + 1). \(pair)\(ratio)  ΔE OK \(RatioFormatting.floored(r.distance, places: 4))"
            + "  \(r.move.rawValue)")
      }
    }
    lines.append("")
    lines.append(policy.summary + "; opacity " + suggester.opacity.plainDescription)
    return lines.joined(separator: "\n") + "\n"
  }

  /// One JSON object (keys sorted): the pair, target, side, gamut, suggestions and policy.
  public var json: String {
    JSONWriter.Value.sortedObject([
      "foreground": .string(foreground.displayString),
      "background": .string(background.displayString),
      "ratio": .number(current),
      "target": .number(suggester.target),
      "change": .string(suggester.change.rawValue),
      "gamut": .string(suggester.gamut.rawValue),
      "suggestions": .array(
        suggestions.map { r in
          .sortedObject([
            "foreground": .string(r.textString),
            "background": .string(r.backgroundString),
            "ratio": .number(r.ratio),
            "ratioDisplay": .string(RatioFormatting.floored(r.ratio) + ":1"),
            "deltaEOK": .number(r.distance),
            "change": .string(r.change.rawValue),
            "move": .string(r.move.rawValue),
          ])
        }),
      "policy": .sortedObject(
        policy.jsonMembers.merging([
          "opacity": .number(suggester.opacity), "rounding": .string(rounding),
        ]) { $1 }),
    ]).rendered
  }
}
