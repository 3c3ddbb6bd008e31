import LegibleColor
import LegibleJSON

/// One colour under one or more colour-vision-deficiency simulations, as `legible simulate`
/// prints it.
public struct SimulationReport: Sendable {
  /// The colour simulated.
  public var color: CSSColor
  /// The simulations, in display order.
  public var simulations: [CVDSimulation]

  /// A report of `color` under `simulations`.
  public init(color: CSSColor, simulations: [CVDSimulation]) {
    self.color = color
    self.simulations = simulations
  }

  /// For one simulation the simulated `#rrggbb` and a line naming the input and the model; for
  /// several, one `type  #rrggbb  (severity s, model)` line each.
  public var text: String {
    if simulations.count == 1, let sim = simulations.first {
      return sim.simulate(color).displayString + "\n" + "(\(color.displayString), \(sim.summary)"
        + (sim.clips(color) ? "; out of gamut before clamping" : "") + ")\n"
    }
    return simulations.map { sim in
      sim.type.rawValue + String(repeating: " ", count: max(1, 15 - sim.type.rawValue.count))
        + sim.simulate(color).displayString + "  (severity \(sim.severity.plainDescription), "
        + sim.model.rawValue + ")\n"
    }
    .joined()
  }

  /// One JSON object: the input and, per simulation, its type, severity, model, result, the
  /// unclamped linear sRGB and whether it was clamped.
  public var json: String {
    let rows: [JSONWriter.Value] = simulations.map { sim in
      let lin = sim.simulatedLinear(color.linearSRGB)
      return .sortedObject([
        "type": .string(sim.type.rawValue),
        "severity": .number(sim.severity),
        "model": .string(sim.model.rawValue),
        "color": .string(sim.simulate(color).displayString),
        "linear": .array([.number(lin.x), .number(lin.y), .number(lin.z)]),
        "clamped": .bool(sim.clips(color)),
      ])
    }
    return JSONWriter.Value.sortedObject([
      "input": .string(color.displayString), "simulations": .array(rows),
    ]).rendered
  }
}
