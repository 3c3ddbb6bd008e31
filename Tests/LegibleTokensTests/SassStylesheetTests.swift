import Foundation
import TestSupport
import Testing

@testable import LegibleTokens

/// Dart Sass's executable for the tests: `LEGIBLE_SASS` (what `make test` sets from
/// scripts/dart-sass.sh), else `sass` on the PATH. The tests that compile are skipped, visibly,
/// without it.
let dartSass: String? = {
  let environment = ProcessInfo.processInfo.environment
  return try? SassCompiler.locate(for: "probe.scss", environment: environment).executable
}()

/// Sass stylesheets (issue 41: most real design systems keep their button colours in Sass
/// sources only): which files are roots, the source map that places compiled CSS back in the
/// Sass files, Dart Sass's errors. Every stylesheet here is written for the test.
@Suite struct SassStylesheetTests {
  /// The source map Dart Sass 1.99.0 wrote for this test's `main.scss` + `_v.scss` (below),
  /// copied from its `--embed-source-map` output: `.btn {` at _v.scss:3, `color` at 4:3,
  /// `background` at 5:3 with its value from `$brand`'s `#0061cd` at 1:9, `&:hover` at 6:3 and
  /// its declaration at 6:13 (columns counted in the Sass text below).
  static let dartSassMap = """
    {"version":3,"sourceRoot":"","sources":["file:///tmp/p/_v.scss"],"names":[],\
    "mappings":"AAEA;EACE;EACA,YAJM;;AAKN;EAAU"}
    """

  @Test("source map (ECMA-426 §5.1): Dart Sass's own map, line by line, exact")
  func dartSassSourceMap() throws {
    let map = try SourceMap(json: Self.dartSassMap, file: "main.css")
    #expect(map.sources == ["file:///tmp/p/_v.scss"])
    // Generated line 1 `.btn {` ← _v.scss line 3, column 1.
    #expect(map.original(line: 1, column: 1).map { [$0.line, $0.column] } == [3, 1])
    // Line 2 `  color: #fff;` ← line 4, column 3.
    #expect(map.original(line: 2, column: 3).map { [$0.line, $0.column] } == [4, 3])
    // Line 3 `  background: #0061cd;`: the declaration at 5:3, its value (column 15) at 1:9.
    #expect(map.original(line: 3, column: 3).map { [$0.line, $0.column] } == [5, 3])
    #expect(map.original(line: 3, column: 15).map { [$0.line, $0.column] } == [1, 9])
    // A column before the first segment falls to the line's first segment.
    #expect(map.original(line: 3, column: 1).map { [$0.line, $0.column] } == [5, 3])
    // Line 4 is `}`: no mapping; beyond the last line, none.
    #expect(map.original(line: 4, column: 1) == nil)
    #expect(map.original(line: 99, column: 1) == nil)
    // `.btn:hover {` ← `&:hover` at 6:3 and its declaration ← 6:13.
    #expect(map.original(line: 5, column: 1).map { [$0.line, $0.column] } == [6, 3])
    #expect(map.original(line: 6, column: 3).map { [$0.line, $0.column] } == [6, 13])
  }

  @Test("source map: the Mozilla source-map library's test map, with sourceRoot and two sources")
  func mozillaTestMap() throws {
    // mozilla/source-map test/util.js `testMap`; its consumer tests expect, in 1-based lines and
    // 0-based columns, (1,1)→one.js 1:1, (1,9)→one.js 1:11, (1,21)→one.js 2:3, (2,1)→two.js
    // 1:1, (2,9)→two.js 1:11. Here columns are 1-based: each is one more.
    let json = """
      {"version":3,"file":"min.js","names":["bar","baz","n"],"sources":["one.js","two.js"],\
      "sourceRoot":"/the/root","mappings":"CAAC,IAAI,IAAM,SAAUA,GAClB,OAAOC,IAAID;CCDb,IAAI,IAAM"}
      """
    let map = try SourceMap(json: json, file: "min.js.map")
    func at(_ line: Int, _ column: Int) -> [String] {
      map.original(line: line, column: column + 1).map {
        [$0.source, "\($0.line):\($0.column - 1)"]
      }
        ?? []
    }
    #expect(at(1, 1) == ["/the/root/one.js", "1:1"])
    #expect(at(1, 9) == ["/the/root/one.js", "1:11"])
    #expect(at(1, 21) == ["/the/root/one.js", "2:3"])
    #expect(at(2, 1) == ["/the/root/two.js", "1:1"])
    #expect(at(2, 9) == ["/the/root/two.js", "1:11"])
  }

  @Test(
    "source map: malformed maps are errors naming the problem, never a crash",
    arguments: [
      ("not json", "not a JSON object"),
      (#"{"version":2,"sources":[],"mappings":""}"#, "\"version\" is not 3"),
      (#"{"version":3,"mappings":""}"#, "\"sources\" is missing"),
      (#"{"version":3,"sources":["a"],"mappings":"AA!A"}"#, "not a Base64 VLQ character"),
      (#"{"version":3,"sources":["a"],"mappings":"AAg"}"#, "cut off"),
      (#"{"version":3,"sources":["a"],"mappings":"AA"}"#, "a segment of 2 fields"),
      (#"{"version":3,"sources":["a"],"mappings":"ACAA"}"#, "points outside the sources"),
      (#"{"version":3,"sources":["a"],"mappings":"A////////////A"}"#, "too large"),
    ])
  func malformedMaps(json: String, expected: String) {
    #expect {
      _ = try SourceMap(json: json, file: "x.map")
    } throws: { error in
      guard let error = error as? ImportError else { return false }
      return error.code == .malformedDocument && error.message.contains(expected)
        && error.location?.file == "x.map"
    }
  }

  @Test("isSass: .scss and .sass in any case, outside node_modules; nothing else")
  func isSass() {
    #expect(SassStylesheet.isSass("scss/_buttons.scss"))
    #expect(SassStylesheet.isSass("Theme.SASS"))
    #expect(!SassStylesheet.isSass("a.css"))
    #expect(!SassStylesheet.isSass("a.xscss"))
    #expect(!SassStylesheet.isSass("a\u{0E}scss"))
    #expect(!SassStylesheet.isSass(".scss"))
    #expect(!SassStylesheet.isSass("node_modules/x/_a.scss"))
    #expect(!SassStylesheet.isSass("app/node_modules/x/_a.scss"))
  }

  @Test("loads: @use, @forward and @import URLs, outside comments and strings")
  func loads() {
    let text = """
      @use "sass:math";
      @use 'tokens' as t;
      @forward "mixins/buttons" show btn;
      @import "a", 'b/c';
      // @use "commented";
      /* @import "also-commented"; */
      .x { content: "@use 'in-a-string'"; }
      """
    #expect(
      SassStylesheet.loads(in: text) == ["sass:math", "tokens", "mixins/buttons", "a", "b/c"])
  }

  @Test("load candidates: joined by hand, never through NSString (which trapped on a fuzzed URL)")
  func candidates() {
    #expect(
      SassStylesheet.candidates(for: "../tokens", in: "scss/components") == [
        "scss/tokens.scss", "scss/_tokens.scss", "scss/tokens.sass", "scss/_tokens.sass",
        "scss/tokens/index.scss", "scss/tokens/_index.scss", "scss/tokens/index.sass",
        "scss/tokens/_index.sass",
      ])
    #expect(
      SassStylesheet.candidates(for: "b/_c.scss", in: "/abs/a") == [
        "/abs/a/b/_c.scss", "/abs/a/b/__c.scss",
      ])
    #expect(SassStylesheet.candidates(for: "sass:math", in: "x").isEmpty)
    #expect(SassStylesheet.candidates(for: "theme.css", in: "x").isEmpty)
    // The fuzzer's find (Fuzz/corpus/sass/regression-nsstring-trap.txt): swift-corelibs-
    // foundation's `deletingLastPathComponent` trapped on this URL.
    let fuzzed =
      "pk" + String(repeating: "/", count: 32) + "\u{0F}" + String(repeating: "/", count: 21)
    #expect(SassStylesheet.candidates(for: fuzzed, in: "scss/components").count == 8)
  }

  @Test("roots: a Sass file another loads is its module, read through it; the others are roots")
  func roots() throws {
    try withTemporaryFolder([
      "scss/main.scss": "@use 'tokens';\n@import \"components/button\";\n",
      "scss/_tokens.scss": "$brand: #0061cd;\n",
      "scss/components/button.scss": ".btn { color: #fff; }\n",
      "scss/components/_index.scss": "",
      "scss/theme-dark.scss": "@use 'tokens';\n",
      "scss/orphan.scss": ".x { color: red; }\n",
      "node_modules/pkg/_x.scss": "",
    ]) { folder in
      let files = [
        "node_modules/pkg/_x.scss", "scss/_tokens.scss", "scss/components/_index.scss",
        "scss/components/button.scss", "scss/main.scss", "scss/orphan.scss",
        "scss/theme-dark.scss", "x.css",
      ].map { folder.appendingPathComponent($0).path }
      let roots = SassStylesheet.roots(files).map {
        String($0.dropFirst(folder.path.count + 1))
      }
      // _index.scss is loaded by nobody (`components/button` names the file), so it is a root;
      // CSS and node_modules files pass through untouched.
      #expect(
        roots == [
          "node_modules/pkg/_x.scss", "scss/components/_index.scss", "scss/main.scss",
          "scss/orphan.scss", "scss/theme-dark.scss", "x.css",
        ])
    }
  }

  @Test("Dart Sass missing: a clear error naming the stylesheet and how to install it")
  func missingCompiler() {
    #expect {
      _ = try SassCompiler.locate(for: "scss/main.scss", environment: ["PATH": "/nonexistent"])
    } throws: { error in
      guard let error = error as? ImportError else { return false }
      return error.code == .toolUnavailable && error.location?.file == "scss/main.scss"
        && error.message.contains("no `sass` on the PATH")
        && error.message.contains("npm install -g sass")
    }
    #expect {
      _ = try SassCompiler.locate(
        for: "a.scss", environment: ["LEGIBLE_SASS": "/nonexistent/sass"])
    } throws: { error in
      (error as? ImportError)?.message.contains("LEGIBLE_SASS=/nonexistent/sass is not") == true
    }
  }

  @Test("Dart Sass's error text: message and innermost frame become the error's place")
  func errorText() {
    let text = """
      Error: Undefined variable.
        ,
      5 | $base-color: $color-black !default;
        |              ^^^^^^^^^^^^
        '
        scss/base/_variables.scss 5:14  @import
        scss/main.scss 1:9              root stylesheet
      """
    let error = SassCompiler.error(text, compiling: "scss/main.scss", version: "1.99.0")
    #expect(error.code == .malformedDocument)
    #expect(error.location == FileLocation(file: "scss/base/_variables.scss", line: 5, column: 14))
    #expect(
      error.message.hasPrefix(
        "Dart Sass 1.99.0: Undefined variable: `$base-color: $color-black !default;` (compiling"
          + " scss/main.scss)"))
  }

  @Test(
    "compiled with Dart Sass: colours from Sass's own functions, cited at the Sass line",
    .enabled(if: dartSass != nil, "Dart Sass not found: set LEGIBLE_SASS or put sass on the PATH"))
  func compiles() throws {
    try withTemporaryFolder([
      "p/_v.scss": """
      $brand: #0061cd;
      @use "sass:color";
      .btn {
        color: #fff;
        background: $brand;
        &:hover { background: color.adjust($brand, $lightness: -10%); }
      }

      """,
      "p/main.scss": "@import \"v\";\n",
    ]) { folder in
      let main = folder.appendingPathComponent("p/main.scss").path
      let (css, map) = try SassStylesheet.compiled(main)
      // color.adjust lowers HSL lightness by 10 points: #0061cd (210.6°, 100 %, 40.2 %) →
      // 30.2 %: rgb(0, 72.87, 154) (sass-lang.com/documentation/modules/color#adjust).
      #expect(css.contains("background: #0061cd;"))
      #expect(css.contains("rgb(0, 72.8682926829, 154)"))
      #expect(map.sources.count == 1)
      let place = SassStylesheet.location(file: main, line: 3, column: 3)
      #expect(place.file.hasSuffix("p/_v.scss"))
      #expect(place.line == 5)
    }
  }

  @Test(
    "a Sass file that does not compile: an error diagnostic at Sass's place, the rest read",
    .enabled(if: dartSass != nil, "Dart Sass not found: set LEGIBLE_SASS or put sass on the PATH"))
  func brokenEntry() throws {
    try withTemporaryFolder([
      "good.scss": ":root { --brand: #0061cd; }\n",
      "bad.scss": ".a { color: $nope; }\n",
    ]) { folder in
      let tokens = try TokenLoader().load([folder.path])
      #expect(tokens.tokens.map(\.name) == ["--brand"])
      let errors = tokens.diagnostics.filter { $0.severity == .error }
      #expect(errors.count == 1)
      #expect(errors.first?.location.file.hasSuffix("bad.scss") == true)
      #expect(errors.first?.location.line == 1)
      #expect(errors.first?.location.column == 13)
      #expect(errors.first?.message.contains("Undefined variable") == true)
    }
  }
}
