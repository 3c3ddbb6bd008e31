import LegibleColor

/// Writes contrast grids as GitHub-flavoured Markdown tables: one table per theme, foregrounds
/// as rows, backgrounds as columns, each cell `4.49 AA large`.
public enum GridMarkdownWriter {
  /// Writes the grids.
  public static func write(_ grids: [ContrastGrid], to output: inout some GridOutput) {
    for (index, grid) in grids.enumerated() {
      if index > 0 { output.write("\n") }
      output.write(
        "## Contrast grid" + (grid.theme.map { " — \(GridEscaping.markdown($0))" } ?? "") + "\n\n")
      guard !grid.foregrounds.isEmpty, !grid.backgrounds.isEmpty else {
        output.write("No tokens match.\n")
        continue
      }
      output.write(
        "| foreground \\ background | "
          + grid.backgrounds.map { "`" + GridEscaping.markdown($0.name) + "`" }
          .joined(separator: " | ") + " |\n")
      output.write("|---|" + String(repeating: "---|", count: grid.backgrounds.count) + "\n")
      for f in grid.foregrounds {
        var line = "| `" + GridEscaping.markdown(f.name) + "` |"
        for b in grid.backgrounds {
          let cell = grid.cell(foreground: f, background: b)
          line += " \(cell.displayRatio) \(cell.verdict) |"
        }
        output.write(line + "\n")
      }
    }
    // The thresholds from ContrastRequirement, without ":1" ("7", "4.5", "3").
    let aaa = ContrastGrid.Threshold.aaaText.requirement.minimumRatio.plainDescription
    let aa = ContrastGrid.Threshold.aaText.requirement.minimumRatio.plainDescription
    let large = ContrastGrid.Threshold.aaLarge.requirement.minimumRatio.plainDescription
    output.write(
      "\nVerdicts: AAA ≥ \(aaa), AA ≥ \(aa) (text), AA large ≥ \(large) (large text and non-text, "
        + "SC 1.4.11), fail < \(large). Ratios floored.\n")
  }
}
