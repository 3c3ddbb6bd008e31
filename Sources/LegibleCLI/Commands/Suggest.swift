import LegibleColor
import LegibleReports

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
      target: required, change: change, gamut: gamut, count: count, blend: policy.pair.blend,
      coefficients: policy.pair.coefficients, backdrop: policy.pair.backdrop, opacity: opacity)
    let report = SuggestionReport(
      foreground: foreground, background: background, suggester: suggester, policy: policy.pair)
    context.streams.output.write(arguments.flag("--json") ? report.json : report.text)
    return report.suggestions.isEmpty ? .findingsFailed : .success
  }
}
