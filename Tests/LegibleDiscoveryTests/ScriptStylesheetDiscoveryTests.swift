import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleTokens
import TestSupport
import Testing

/// Issue 41: a web component built with Lit keeps its button's CSS in a `css` template of a
/// TypeScript module (`button.styles.ts`), beside the theme's `.css` files. A minimal
/// reproduction written here; ratios from Tests/Evaluation/wcag.py (WCAG 2.x, unrounded),
/// tolerance 1e-4.
@Suite("Discovery: stylesheets in JavaScript and TypeScript modules")
struct ScriptStylesheetDiscoveryTests {
  static let theme = """
    :root { --x-sky-600: #0369a1; --x-sky-500: #0284c7; --x-neutral-0: #ffffff; }
    """
  static let styles = """
    import { css } from 'lit';
    import { focusRing } from './ring.js';

    export default css`
      ${focusRing}
      .button--primary { background-color: var(--x-sky-600); color: var(--x-neutral-0); }
      .button--primary:hover:not(.button--disabled) { background-color: var(--x-sky-500); }
    `;
    """

  func discover(_ files: [String: String], _ paths: [String]) throws -> SpecDiscovery.Result {
    try withTemporaryFolder(files) { folder in
      try SpecDiscovery().discover(paths.map { folder.appendingPathComponent($0).path })
    }
  }

  @Test("A module named on the command line: its template's rules pair with the theme's tokens")
  func namedModule() throws {
    let found = try discover(
      ["themes/light.css": Self.theme, "button/button.styles.ts": Self.styles],
      ["themes/light.css", "button/button.styles.ts"]
    ).found
    let name = try #require(found.components.map(\.name).first { $0.contains("primary") })
    #expect(found.hex(name, "normal", "background", theme: "light") == "#0369a1")
    #expect(found.hex(name, "normal", "text", theme: "light") == "#ffffff")
    #expect(found.hex(name, "hover", "background", theme: "light") == "#0284c7")
    // Provenance points into the module, at the template's own line and column.
    let source = try #require(found.source(name, "hover", "background", theme: "light"))
    #expect(source.file?.hasSuffix("button/button.styles.ts") == true)
    #expect(source.line == 7)
    // Audited: white on #0369a1 passes at 5.933639, on #0284c7 fails at 4.095331 (wcag.py).
    let spec = found.spec(name: "x")
    let report = try Auditor().audit(spec)
    let rest = try #require(
      report.findings.first {
        $0.component == name && $0.state == StateName(custom: "normal") && $0.check == .text
      })
    #expect(abs(rest.ratio - 5.933639) < 1e-4)
    #expect(rest.verdict == .pass)
    let hover = try #require(
      report.findings.first {
        $0.component == name && $0.state == StateName(custom: "hover") && $0.check == .text
      })
    #expect(abs(hover.ratio - 4.095331) < 1e-4)
    #expect(hover.verdict == .fail)
  }

  @Test("A folder: modules with a css template are read, other modules and node_modules are not")
  func folder() throws {
    let result = try discover(
      [
        "src/themes/light.css": Self.theme, "src/button/button.styles.ts": Self.styles,
        "src/button/button.ts": "export class XButton extends LitElement { label = `x`; }",
        "src/node_modules/dep/dep.styles.js": "export default css`.dep { color: #123456 }`;",
      ], ["src"])
    #expect(result.found.components.contains { $0.name.contains("primary") })
    #expect(!result.found.components.contains { $0.name.contains("dep") })
    #expect(PathContents([]).stylesheets.isEmpty)
  }

  @Test("An unterminated css template is an error naming the module, line and column")
  func unterminated() throws {
    let broken = "export default css`\n  .a { color: #000; background: #fff; }\n"
    #expect {
      _ = try discover(
        ["theme.css": Self.theme, "a.styles.ts": broken], ["theme.css", "a.styles.ts"])
    } throws: { error in
      String(describing: error).contains("a.styles.ts:1:19")
        && String(describing: error).contains("unterminated css`…` template")
    }
  }
}
