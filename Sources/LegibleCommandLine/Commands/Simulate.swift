import ArgumentParser
import LegibleColor
import LegibleReports

/// `legible simulate`: a colour as seen with a colour-vision deficiency.
struct Simulate: LegibleCommand {
  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Show a colour as seen with a colour-vision deficiency.",
    discussion: """
      Simulated in linear sRGB (Machado 2009 for protan/deutan and tritanomaly, Brettel 1997 for \
      tritanopia, luminance for achromatopsia, unless --model says otherwise); the linear result \
      is clamped to 0…1 and printed as #rrggbb.
      """)

  @Argument(help: "Any CSS colour, e.g. '#ff0000'.")
  var color: String

  @Option(help: ArgumentHelp("The deficiency, or all of them", valueName: "type"))
  var cvd: SimulatedDeficiency

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("0…1; default 1, or 0.6 for the -anomaly types.", valueName: "s"))
  var severity: String?

  @Option(help: ArgumentHelp("Simulation model", valueName: "model"))
  var model: CVDModel?

  @Flag(help: "Print one JSON object instead of text.")
  var json = false

  /// `--severity` as a number in 0…1 (`nil`: the type's default).
  var severityValue: Double? {
    severity.flatMap(Double.init).flatMap { $0 >= 0 && $0 <= 1 ? $0 : nil }
  }

  func validate() throws {
    if let severity, severityValue == nil {
      throw UsageError.invalidValue(severity, option: "--severity", allowed: ["0…1"]).validation
    }
    if let model {
      for type in cvd.types where !model.supports(type.deficiency) {
        throw UsageError.conflict("--model \(model.rawValue) cannot simulate \(type.rawValue)")
          .validation
      }
    }
  }

  func run(context: CommandContext) throws(CommandError) -> ExitStatus {
    let color = try ContrastPolicy().color(self.color, role: "color")
    let simulations = cvd.types.map {
      CVDSimulation($0, severity: severityValue, model: model)
    }
    let report = SimulationReport(color: color, simulations: simulations)
    context.streams.output.write(json ? report.json : report.text)
    return .success
  }
}
