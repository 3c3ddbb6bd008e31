import LegibleColor
import LegibleJSON

/// `legible suggest`: the nearest colours that reach a contrast target, verified after rounding.
enum Suggest: Subcommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "legible suggest",
      abstract: "Suggest the nearest colours that reach a contrast target.",
      overview: """
        Suggest the nearest colours that reach a contrast target.

          Keeps the hue and moves OKLCH lightness (darker and lighter), reducing chroma only
          where the gamut needs it, then tries lower chroma alone. Every suggestion is rounded
          to its printed form (#rrggbb for sRGB, 4 decimals for Display P3), parsed back and
          re-checked with the same compositing; the ratio shown is that of the printed colour.
          Closest first by ΔE OK (OKLab distance). Exit status 1 when nothing reaches the target.
        """,
      arguments: [
        ArgumentSpec(name: "foreground", help: "The text colour (any CSS colour, e.g. '#777')."),
        ArgumentSpec(name: "background", help: "The background colour."),
      ],
      options: [
        .option(
          "--target", value: "ratio", default: "AA",
          help: "AA (4.5), AAA (7), AA-large (3), AAA-large (4.5), or a ratio 1…21"),
        .option(
          "--change", value: "side", allowed: ["text", "background", "both"], default: "text",
          help: "Which colour may change"),
        .option("--count", value: "n", default: "3", help: "How many suggestions (1…50)."),
        .option(
          "--gamut", value: "gamut", allowed: ["srgb", "display-p3"], default: "srgb",
          help: "Gamut and printed form of suggestions"),
        .option(
          "--opacity", value: "o", default: "1",
          help: "Group opacity of the control (0…1), as the audit's 'opacity'."),
        .flag("--json", help: "Print one JSON object instead of text."),
        .coefficients,
        .composite,
        .backdrop,
      ])
  }

  /// The text thresholds `--target` names, normal text first, each at AA then AAA.
  static let targets = ContrastRequirement.pairThresholds.filter { $0.content != .nonText }
    .sorted {
      ($0.content == .largeText ? 1 : 0, $0.level) < ($1.content == .largeText ? 1 : 0, $1.level)
    }

  /// Parses `--target`: a threshold key (`AA`, `aaa-large`, …) or a ratio in 1…21.
  static func target(_ text: String) throws(CommandError) -> Double {
    if let requirement = ContrastRequirement(key: text), requirement.content != .nonText {
      return requirement.minimumRatio
    }
    guard let value = Double(text), value.isFinite, value >= 1, value <= 21 else {
      // The keys with the level in capitals: AA, AAA, AA-large, AAA-large.
      let names = targets.map { $0.level.rawValue + $0.key.dropFirst($0.level.rawValue.count) }
      throw .usage(.invalidValue(text, option: "--target", allowed: names + ["1…21"]))
    }
    return value
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandError)
    -> ExitStatus
  {
    let policy = try ContrastPolicy(arguments)
    let (foregroundText, backgroundText) = try arguments.colorPair(of: Self.spec)
    let required = try target(arguments.value("--target") ?? "AA")
    let countText = arguments.value("--count") ?? "3"
    guard let count = Int(countText), (1...50).contains(count) else {
      throw .usage(.invalidValue(countText, option: "--count", allowed: ["1…50"]))
    }
    let opacityText = arguments.value("--opacity") ?? "1"
    guard let opacity = Double(opacityText), opacity >= 0, opacity <= 1 else {
      throw .usage(.invalidValue(opacityText, option: "--opacity", allowed: ["0…1"]))
    }
    let change = ContrastSuggestion.Change(rawValue: arguments.value("--change") ?? "") ?? .text
    let gamut = ContrastSuggester.Gamut(rawValue: arguments.value("--gamut") ?? "") ?? .sRGB
    let foreground = try policy.color(foregroundText, role: "foreground")
    let background = try policy.color(backgroundText, role: "background")
    let suggester = ContrastSuggester(
      target: required, change: change, gamut: gamut, count: count, blend: policy.blend,
      coefficients: policy.coefficients, backdrop: policy.backdrop, opacity: opacity)
    let current = suggester.ratio(text: foreground, background: background)
    let results = suggester.suggestions(text: foreground, background: background)
    let report = SuggestReport(
      foreground: foreground, background: background, current: current, suggester: suggester,
      results: results, policy: policy)
    context.streams.output.write(arguments.flag("--json") ? report.json.rendered : report.text)
    return results.isEmpty ? .findingsFailed : .success
  }
}

/// The output of `legible suggest`.
struct SuggestReport {
  var foreground: CSSColor
  var background: CSSColor
  var current: Double
  var suggester: ContrastSuggester
  var results: [ContrastSuggestion]
  var policy: ContrastPolicy

  /// "4.5:1", "3:1", "4.6:1".
  static func requirement(_ value: Double) -> String {
    (value == value.rounded() ? String(Int(value)) : plainNumber(value)) + ":1"
  }

  var rounding: String {
    suggester.gamut == .sRGB
      ? "8-bit sRGB hex" : "color(display-p3) with \(ContrastSuggester.p3Places) decimals"
  }

  var text: String {
    let target = Self.requirement(suggester.target)
    var lines = [
      "Pair:    \(foreground.displayString) on \(background.displayString): "
        + "\(RatioFormatting.floored(current)):1 (target \(target), "
        + (current >= suggester.target ? "already passes" : "fails") + ")"
    ]
    if results.isEmpty {
      lines.append("No \(suggester.change.rawValue) colour reaches \(target) with the hue kept.")
    } else {
      lines.append("Suggestions (closest first; ratio after rounding to \(rounding)):")
      for (i, r) in results.enumerated() {
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
    lines.append(policy.summary + "; opacity " + plainNumber(suggester.opacity))
    return lines.joined(separator: "\n") + "\n"
  }

  var json: JSONWriter.Value {
    .sortedObject([
      "foreground": .string(foreground.displayString),
      "background": .string(background.displayString),
      "ratio": .number(current),
      "target": .number(suggester.target),
      "change": .string(suggester.change.rawValue),
      "gamut": .string(suggester.gamut.rawValue),
      "suggestions": .array(
        results.map { r in
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
    ])
  }
}

/// The shortest round-trip decimal without a trailing `.0` (`1`, `0.6`, `4.5`).
func plainNumber(_ x: Double) -> String { x.plainDescription }
