/// Writes contrast grids as a self-contained, accessible HTML page: `lang`, a CSP that forbids
/// scripts, one `<table>` per theme with a caption and `<th scope>` headers; each cell shows the
/// floored ratio and the verdict as text (colour is never the only signal) over a swatch of the
/// pair itself. Names are escaped.
public enum GridHTMLWriter {
  /// Writes the page.
  public static func write(
    _ grids: [ContrastGrid], title: String = "Contrast grid", to output: inout some GridOutput
  ) {
    output.write(
      """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'none'">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(GridEscaping.html(title))</title>
      <style>
      body{font-family:system-ui,sans-serif;margin:1rem;color:#111;background:#fff}
      table{border-collapse:collapse;margin-bottom:2rem}
      th,td{border:1px solid #767676;padding:.25rem .5rem;font-size:.85rem}
      th{text-align:left;background:#f2f2f2}
      td span{display:block;padding:.2rem .4rem;border-radius:3px}
      td small{display:block;color:#111;background:#fff}
      </style>
      </head>
      <body>
      <h1>\(GridEscaping.html(title))</h1>
      <p>WCAG 2.2 contrast of every foreground (rows) on every background (columns). Verdicts: AAA ≥ \(ContrastGrid.Threshold.aaaText.requirement.ratioString), AA ≥ \(ContrastGrid.Threshold.aaText.requirement.ratioString) (normal text), AA large ≥ \(ContrastGrid.Threshold.aaLarge.requirement.ratioString) (large text; also the SC 1.4.11 non-text minimum), fail &lt; \(ContrastGrid.Threshold.aaLarge.requirement.ratioString). Ratios are floored to two decimals.</p>

      """)
    for grid in grids {
      let caption = "Contrast grid" + (grid.theme.map { ", theme " + $0 } ?? "")
      output.write(
        "<table>\n<caption>\(GridEscaping.html(caption))</caption>\n<thead><tr><th scope=\"col\">Foreground \\ background</th>"
      )
      for b in grid.backgrounds {
        output.write(
          "<th scope=\"col\">\(GridEscaping.html(b.name))<br><code>\(GridEscaping.html(b.color.displayString))</code></th>"
        )
      }
      output.write("</tr></thead>\n<tbody>\n")
      // Each token's CSS once, not once per cell (escaping commutes with concatenation).
      let backgroundCSS = grid.backgrounds.map { GridEscaping.html($0.color.cssString) }
      for f in grid.foregrounds {
        output.write(
          "<tr><th scope=\"row\">\(GridEscaping.html(f.name))<br><code>\(GridEscaping.html(f.color.displayString))</code></th>"
        )
        let color =
          "<td><span style=\"color:" + GridEscaping.html(f.color.cssString) + ";background:"
        var row = ""
        for (b, css) in zip(grid.backgrounds, backgroundCSS) {
          let cell = grid.cell(foreground: f, background: b)
          row += color
          row += css
          row += "\">Aa</span><small>"
          row += cell.displayRatio
          row += " "
          row += cell.verdict
          row += "</small></td>"
          if row.utf8.count >= 1 << 14 {
            output.write(row)
            row = ""
          }
        }
        output.write(row)
        output.write("</tr>\n")
      }
      output.write("</tbody>\n</table>\n")
    }
    output.write("</body>\n</html>\n")
  }
}
