import LegibleJSON

/// Writes contrast grids as one JSON array of cells, streamed cell by cell:
/// `[{"theme":…,"foreground":…,"background":…,"foregroundValue":…,"backgroundValue":…,
/// "ratio":4.4999,"display":"4.49","aaText":false,"aaLarge":true,"nonText":true,"aaaText":false}, …]`.
/// Keys in a fixed order; one cell per line.
public enum GridJSONWriter {
  /// Writes every cell of every grid.
  public static func write(_ grids: [ContrastGrid], to output: inout some GridOutput) {
    var json = JSONWriter()
    json.array { json in
      for grid in grids {
        let theme: JSONWriter.Value = grid.theme.map { .encoded(GridEscaping.json($0)) } ?? .null
        // Each token's quoted name and value once, not once per cell.
        let backgrounds = grid.backgrounds.map {
          (
            name: JSONWriter.Value.encoded(GridEscaping.json($0.name)),
            value: JSONWriter.Value.encoded(GridEscaping.json($0.color.cssString))
          )
        }
        for f in grid.foregrounds {
          let foreground = JSONWriter.Value.encoded(GridEscaping.json(f.name))
          let foregroundValue = JSONWriter.Value.encoded(GridEscaping.json(f.color.cssString))
          for (b, labels) in zip(grid.backgrounds, backgrounds) {
            let cell = grid.cell(foreground: f, background: b)
            json.object(compact: true) { json in
              json.field("theme", theme)
              json.field("foreground", foreground)
              json.field("background", labels.name)
              json.field("foregroundValue", foregroundValue)
              json.field("backgroundValue", labels.value)
              json.field("ratio", .number(cell.ratio))
              json.field("display", .string(cell.displayRatio))
              json.field("aaText", .bool(cell.meets(.aaText)))
              json.field("aaLarge", .bool(cell.meets(.aaLarge)))
              json.field("nonText", .bool(cell.meets(.nonText)))
              json.field("aaaText", .bool(cell.meets(.aaaText)))
            }
            json.flush(to: { output.write($0) }, minimum: 1 << 14)
          }
        }
      }
    }
    json.raw("\n")
    json.flush(to: { output.write($0) }, minimum: 0)
  }
}
