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
      // Each token's quoted name and value once, not once per cell.
      let backgrounds = grid.backgrounds.map {
        (
          name: GridEscaping.json($0.name),
          value: GridEscaping.json($0.color.cssString)
        )
      }
      for f in grid.foregrounds {
        let head =
          "{\"theme\":\(theme),\"foreground\":\(GridEscaping.json(f.name)),\"background\":"
        let foregroundValue = ",\"foregroundValue\":" + GridEscaping.json(f.color.cssString)
        var text = ""
        for (b, labels) in zip(grid.backgrounds, backgrounds) {
          let cell = grid.cell(foreground: f, background: b)
          text += first ? "\n  " : ",\n  "
          first = false
          text += head
          text += labels.name
          text += foregroundValue
          text += ",\"backgroundValue\":"
          text += labels.value
          text += ",\"ratio\":"
          ShortestDecimal.append(cell.ratio, to: &text)
          text += ",\"display\":\""
          text += cell.displayRatio
          text += "\",\"aaText\":"
          text += cell.meets(.aaText) ? "true" : "false"
          text += ",\"aaLarge\":"
          text += cell.meets(.aaLarge) ? "true" : "false"
          text += ",\"nonText\":"
          text += cell.meets(.nonText) ? "true" : "false"
          text += ",\"aaaText\":"
          text += cell.meets(.aaaText) ? "true}" : "false}"
          if text.utf8.count >= 1 << 14 {
            output.write(text)
            text = ""
          }
        }
        output.write(text)
      }
    }
    output.write(first ? "]\n" : "\n]\n")
  }
}
