import ArgumentParser
import LegibleColor
import LegibleReports

/// `legible suggest`: the nearest colours that reach a contrast target, verified after rounding.
struct Suggest: LegibleCommand {
  static let configuration = CommandConfiguration(
    commandName: "suggest",
    abstract: "Suggest the nearest colours that reach a contrast target.",
    usage: "legible suggest [<options>] <foreground> <background>",
    discussion: """
      Keeps the hue and moves OKLCH lightness (darker and lighter), reducing chroma only where \
      the gamut needs it, then tries lower chroma alone. Every suggestion is rounded to its \
      printed form (#rrggbb for sRGB, 4 decimals for Display P3), parsed back and re-checked \
      with the same compositing; the ratio shown is that of the printed colour. Closest first by \
      ΔE OK (OKLab distance). Exit status 1 when nothing reaches the target.
      """)

  @Argument(help: "The text colour (any CSS colour, e.g. '#777').")
  var foreground: String

  @Argument(help: "The background colour.")
  var background: String

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "AA (4.5), AAA (7), AA-large (3), AAA-large (4.5), or a ratio 1…21", valueName: "ratio"),
    completion: .list(Self.targetNames))
  var target = "AA"

  @Option(help: ArgumentHelp("Which colour may change", valueName: "side"))
  var change: ContrastSuggestion.Change = .text

  @Option(
    parsing: .unconditional, help: ArgumentHelp("How many suggestions (1…50)", valueName: "n"))
  var count = "3"

  @Option(help: ArgumentHelp("Gamut and printed form of suggestions", valueName: "gamut"))
  var gamut: ContrastSuggester.Gamut = .sRGB

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Group opacity of the control (0…1), as the audit's 'opacity'", valueName: "o"))
  var opacity = "1"

  @Flag(help: "Print one JSON object instead of text.")
  var json = false

  @OptionGroup var pair: ColorPairOptions

  /// The text thresholds `--target` names, normal text first, each at AA then AAA.
  static let targets = ContrastRequirement.pairThresholds.filter { $0.content != .nonText }
    .sorted {
      ($0.content == .largeText ? 1 : 0, $0.level) < ($1.content == .largeText ? 1 : 0, $1.level)
    }

  /// The keys with the level in capitals: AA, AAA, AA-large, AAA-large.
  static var targetNames: [String] {
    targets.map { $0.level.rawValue + $0.key.dropFirst($0.level.rawValue.count) }
  }

  /// Parses `--target`: a threshold key (`AA`, `aaa-large`, …) or a ratio in 1…21.
  static func target(_ text: String) -> Double? {
    if let requirement = ContrastRequirement(key: text), requirement.content != .nonText {
      return requirement.minimumRatio
    }
    guard let value = Double(text), value.isFinite, value >= 1, value <= 21 else { return nil }
    return value
  }

  /// `--count` as a number in 1…50.
  var suggestionCount: Int? { Int(count).flatMap { (1...50).contains($0) ? $0 : nil } }

  /// `--opacity` as a number in 0…1.
  var groupOpacity: Double? { Double(opacity).flatMap { $0 >= 0 && $0 <= 1 ? $0 : nil } }

  func validate() throws {
    guard Self.target(target) != nil else {
      throw UsageError.invalidValue(
        target, option: "--target", allowed: Self.targetNames + ["1…21"]
      )
      .validation
    }
    guard suggestionCount != nil else {
      throw UsageError.invalidValue(count, option: "--count", allowed: ["1…50"]).validation
    }
    guard groupOpacity != nil else {
      throw UsageError.invalidValue(opacity, option: "--opacity", allowed: ["0…1"]).validation
    }
  }

  func run(context: CommandContext) throws(CommandError) -> ExitStatus {
    let policy = try ContrastPolicy(pair)
    let foreground = try policy.color(self.foreground, role: "foreground")
    let background = try policy.color(self.background, role: "background")
    let suggester = ContrastSuggester(
      target: Self.target(target) ?? 4.5, change: change, gamut: gamut,
      count: suggestionCount ?? 3, blend: policy.pair.blend,
      coefficients: policy.pair.coefficients, backdrop: policy.pair.backdrop,
      opacity: groupOpacity ?? 1)
    let report = SuggestionReport(
      foreground: foreground, background: background, suggester: suggester, policy: policy.pair)
    context.streams.output.write(json ? report.json : report.text)
    return report.suggestions.isEmpty ? .findingsFailed : .success
  }
}
