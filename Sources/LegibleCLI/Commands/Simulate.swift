import LegibleColor
import LegibleReports

/// `legible simulate`: a colour as seen with a colour-vision deficiency.
enum Simulate: Subcommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "legible simulate",
      abstract: "Show a colour as seen with a colour-vision deficiency.",
      overview: """
        Show a colour as seen with a colour-vision deficiency.

          Simulated in linear sRGB (Machado 2009 for protan/deutan and tritanomaly, Brettel 1997
          for tritanopia, luminance for achromatopsia, unless --model says otherwise); the
          linear result is clamped to 0…1 and printed as #rrggbb.
        """,
      arguments: [ArgumentSpec(name: "color", help: "Any CSS colour, e.g. '#ff0000'.")],
      options: [
        .option(
          "--cvd", value: "type", allowed: CVDType.allCases.map(\.rawValue) + ["all"],
          help: "The deficiency, or all of them"),
        .option(
          "--severity", value: "s",
          help: "0…1; default 1, or 0.6 for the -anomaly types."),
        .option(
          "--model", value: "model", allowed: CVDModel.allCases.map(\.rawValue),
          help: "Simulation model"),
        .flag("--json", help: "Print one JSON object instead of text."),
      ])
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandError)
    -> ExitStatus
  {
    let spec = Self.spec
    let colorText: String
    do throws(UsageError) {
      colorText = try arguments.positional(0, of: spec)
    } catch {
      throw .usage(error)
    }
    guard let cvd = arguments.value("--cvd") else {
      throw .usage(.missingValue(option: "--cvd"))
    }
    var severity: Double?
    if let text = arguments.value("--severity") {
      guard let s = Double(text), s >= 0, s <= 1 else {
        throw .usage(.invalidValue(text, option: "--severity", allowed: ["0…1"]))
      }
      severity = s
    }
    let model = arguments.value("--model").flatMap(CVDModel.init(rawValue:))
    let types = cvd == "all" ? CVDType.allCases : CVDType(rawValue: cvd).map { [$0] } ?? []
    if let model {
      for type in types where !model.supports(type.deficiency) {
        throw .usage(
          .conflict("--model \(model.rawValue) cannot simulate \(type.rawValue)"))
      }
    }
    let color = try ContrastPolicy().color(colorText, role: "color")
    let simulations = types.map { CVDSimulation($0, severity: severity, model: model) }
    let report = SimulationReport(color: color, simulations: simulations)
    context.streams.output.write(arguments.flag("--json") ? report.json : report.text)
    return .success
  }
}
