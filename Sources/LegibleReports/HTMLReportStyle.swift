/// The inline stylesheet of the HTML report.
///
/// Every text colour passes WCAG 1.4.3 AA (≥ 4.5:1) on the backgrounds it is used on; verdicts
/// differ in icon, word and border style as well as colour (WCAG 1.4.1).
enum HTMLReportStyle {
  static let css = """
    :root { color-scheme: light; --ink: #1b1d22; --muted: #4d5156; --line: #c4c7cc; }
    * { box-sizing: border-box; }
    body { margin: 0; background: #ffffff; color: var(--ink);
      font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
    header, main, footer { max-width: 1440px; margin: 0 auto; padding: 0 24px; }
    header { padding-top: 24px; }
    h1 { font-size: 1.75rem; margin: 0 0 4px; }
    h2 { font-size: 1.35rem; margin: 32px 0 12px; border-bottom: 1px solid var(--line); }
    h3 { font-size: 1.1rem; margin: 24px 0 8px; }
    a { color: #0b57d0; text-decoration: underline; }
    code, .hex { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace;
      font-size: 0.9em; }
    .lede { color: var(--muted); margin: 0; }
    .outcome { font-weight: 600; }
    table { border-collapse: collapse; margin: 8px 0 16px; }
    th, td { border: 1px solid var(--line); padding: 6px 8px; text-align: left;
      vertical-align: top; }
    thead th { background: #f1f3f4; }
    caption { text-align: left; font-weight: 600; padding: 4px 0; }
    td.num { text-align: right; font-variant-numeric: tabular-nums; }
    dl.policy { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px;
      margin: 8px 0; }
    dl.policy dt { font-weight: 600; }
    dl.policy dd { margin: 0; }
    .badge { display: inline-block; padding: 0 6px; border-radius: 4px; border: 2px solid;
      font-weight: 600; white-space: nowrap; }
    .badge.pass { color: #0d5323; background: #e6f4ea; border-style: solid; }
    .badge.fail { color: #8c1d18; background: #fce8e6; border-style: double; border-width: 3px; }
    .badge.needs-review { color: #6a4500; background: #fef7e0; border-style: dashed; }
    .badge.exempt { color: #3c4043; background: #f1f3f4; border-style: dotted; }
    .badge.ignored { color: #3c4043; background: #ffffff; border-style: dotted; }
    table.states th[scope=row] { white-space: nowrap; }
    .card { width: 250px; padding: 8px; border-radius: 6px; border: 2px solid var(--line); }
    .card.fail { border: 4px double #8c1d18; }
    .card.needs-review { border: 3px dashed #6a4500; }
    .card.exempt { border: 2px dotted #5f6368; }
    .card.ignored { border: 2px dotted #5f6368; }
    .stage { padding: 20px; border: 1px solid var(--line); display: flex;
      justify-content: center; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    .control { min-width: 150px; padding: 12px 28px; border: 3px solid; border-radius: 8px;
      text-align: center; font-size: 17px; line-height: 22px; }
    .control.ring { outline-style: solid; outline-width: 3px; outline-offset: 3px; }
    .label::before { content: attr(data-label); }
    .colors { list-style: none; padding: 0; margin: 8px 0 0; font-size: 0.85rem; }
    .colors li { display: flex; align-items: center; gap: 6px; }
    .chip { display: inline-block; width: 18px; height: 18px; border: 1px solid #5f6368;
      -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    .results { list-style: none; padding: 0; margin: 8px 0 0; font-size: 0.85rem; }
    .results li { margin: 4px 0; }
    .note { color: var(--muted); font-size: 0.85rem; }
    .fix { display: inline-flex; align-items: center; gap: 4px; flex-wrap: wrap; }
    .swatch { display: inline-flex; align-items: center; justify-content: center; width: 28px;
      height: 18px; border: 1px solid #5f6368; vertical-align: middle;
      -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    .swatch .bar { display: block; width: 16px; height: 6px; }
    .cvd { list-style: none; padding: 0; margin: 8px 0 0; font-size: 0.85rem; }
    .cvd li { margin: 2px 0; }
    footer { color: var(--muted); padding: 24px; font-size: 0.85rem; }
    @media print {
      body { font-size: 10pt; }
      header, main, footer { max-width: none; padding: 0; }
      h2 { break-after: avoid; }
      .card, tr { break-inside: avoid; }
      a[href^="http"]::after { content: " <" attr(href) ">"; font-size: 0.8em; }
      table.states a[href^="http"]::after { content: none; }
    }
    """
}
