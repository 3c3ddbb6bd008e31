/// Writes contrast grids as one JSON array of cells, streamed cell by cell:
/// `[{"theme":…,"foreground":…,"background":…,"foregroundValue":…,"backgroundValue":…,
/// "ratio":4.4999,"display":"4.49","aaText":false,"aaLarge":true,"nonText":true,"aaaText":false}, …]`.
/// Keys in a fixed order; one cell per line.
public enum GridJSONWriter {
  /// Writes every cell of every grid.
  public static func write(_ grids: [ContrastGrid], to output: inout some GridOutput) {
    output.write("[")
    var first = true
    for grid in grids {
      let theme = grid.theme.map(GridEscaping.json) ?? "null"
      grid.forEachCell { cell in
        output.write(first ? "\n  " : ",\n  ")
        first = false
        output.write(
          "{\"theme\":\(theme),\"foreground\":\(GridEscaping.json(cell.foreground.name)),"
            + "\"background\":\(GridEscaping.json(cell.background.name)),"
            + "\"foregroundValue\":\(GridEscaping.json(cell.foreground.color.cssString)),"
            + "\"backgroundValue\":\(GridEscaping.json(cell.background.color.cssString)),"
            + "\"ratio\":\(cell.ratio),\"display\":\"\(cell.displayRatio)\","
            + "\"aaText\":\(cell.meets(.aaText)),\"aaLarge\":\(cell.meets(.aaLarge)),"
            + "\"nonText\":\(cell.meets(.nonText)),\"aaaText\":\(cell.meets(.aaaText))}")
      }
    }
    output.write(first ? "]\n" : "\n]\n")
  }
}
