import Foundation
import Testing

@testable import LegibleTokens

/// The `css` templates of JavaScript and TypeScript modules (issue 41: a Lit web component keeps
/// its button's CSS in `button.styles.ts`). Every module here is written for the test.
@Suite struct ScriptStylesheetTests {
  /// The lines of the extracted CSS that hold something other than spaces, with their numbers
  /// (runs of spaces inside a line shown as one).
  func lines(_ css: String?) -> [(Int, String)] {
    guard let css else { return [] }
    return css.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
      let text = $0.element.split(separator: " ").joined(separator: " ")
      return text.isEmpty ? nil : ($0.offset + 1, text)
    }
  }

  @Test("a Lit module: the template's text at its own lines and columns, the code blanked")
  func litModule() throws {
    let module = """
      import { css } from 'lit';
      const re = /`[a-z]`/g; const s = "a ` in a string"; // and ` in a comment
      /* a block comment with css`x` */
      export default css`
        .button--primary { color: var(--n-0); }
        .button--primary:hover { background: var(--b-500); }
      `;
      """
    let css = try ScriptStylesheet.css(in: module, file: "x.styles.ts")
    let found = lines(css)
    #expect(found.map(\.0) == [5, 6])
    #expect(
      found.map(\.1) == [
        ".button--primary { color: var(--n-0); }",
        ".button--primary:hover { background: var(--b-500); }",
      ])
    // Columns kept: the rule starts at column 3 of line 5, as in the module.
    let line5 = css!.split(separator: "\n", omittingEmptySubsequences: false)[4]
    #expect(line5.hasPrefix("  .button--primary"))
    // The same length as the module: every byte stands where it stood.
    #expect(css!.utf8.count == module.utf8.count)
  }

  @Test("substitutions become spaces; a css template inside one is part of a value, not a sheet")
  func substitutions() throws {
    let module = """
      export const styles = [base, css`
        :host { color: ${unsafeCSS(theme.text)}; }
        ${focusRing(css`outline: 2px solid red;`)}
        .a { color: #123456; }
      `];
      """
    let found = lines(try ScriptStylesheet.css(in: module, file: "a.js"))
    #expect(found.map(\.1) == [":host { color: ; }", ".a { color: #123456; }"])
  }

  @Test("other tags, untagged templates and member tags")
  func tags() throws {
    let module = """
      const a = html`<p style="color: red">`;
      const b = `.plain { color: red }`;
      const c = lit.css`.member { color: #010203 }`;
      const d = createGlobalStyle`body { background: #fff }`;
      """
    let found = lines(try ScriptStylesheet.css(in: module, file: "a.ts"))
    #expect(found.map(\.1) == [".member { color: #010203 }", "body { background: #fff }"])
    #expect(try ScriptStylesheet.css(in: "const x = `a`; // css`", file: "b.ts") == nil)
  }

  @Test("JSX text with an apostrophe and a division are not strings or regular expressions")
  func jsx() throws {
    let module = """
      const w = a / b / c;
      const E = () => <p>Don't panic</p>;
      export const s = css`.ok { color: #000 }`;
      """
    let found = lines(try ScriptStylesheet.css(in: module, file: "e.tsx"))
    #expect(found.map(\.0) == [3])
    #expect(found.map(\.1) == [".ok { color: #000 }"])
  }

  @Test("an unterminated css template is an error at its backtick; other files are not modules")
  func errors() throws {
    let module = "import { css } from 'lit';\nexport default css`\n  .a { color: red; }\n"
    do {
      _ = try ScriptStylesheet.css(in: module, file: "broken.styles.ts")
      Issue.record("no error")
    } catch {
      #expect(error.location?.line == 2)
      #expect(error.location?.column == 19)
      #expect(error.description.contains("unterminated css`…` template"))
    }
    #expect(ScriptStylesheet.isScript("src/button.styles.ts"))
    #expect(ScriptStylesheet.isScript("a/B.MJS"))
    #expect(!ScriptStylesheet.isScript("types/index.d.ts"))
    #expect(!ScriptStylesheet.isScript("theme.css"))
  }

  @Test("deeply nested substitutions are a limit error, not a stack overflow")
  func depth() {
    let module =
      "css`" + String(repeating: "${`", count: 400) + String(repeating: "`}", count: 400)
      + "`"
    #expect(throws: ImportError.self) { try ScriptStylesheet.css(in: module, file: "deep.js") }
  }

  @Test("A module named without a css template: the error says why it was not read")
  func moduleWithoutTemplate() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-script-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("button.ts").path
    try "export const label = `Save`;\n".write(toFile: path, atomically: true, encoding: .utf8)
    do {
      _ = try TokenLoader().load([path])
      Issue.record("no error")
    } catch {
      #expect(error.code == .unrecognizedFile)
      #expect(error.message.contains("read only for its css`…` templates, and this one has none"))
    }
  }
}
