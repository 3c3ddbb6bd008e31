import Foundation
import TestSupport
import Testing

/// Dart Sass for these tests: `LEGIBLE_SASS` (what `make test` sets from scripts/dart-sass.sh),
/// else `sass` on the PATH; without one the tests are skipped, visibly.
let sassAvailable: Bool = {
  let environment = ProcessInfo.processInfo.environment
  if let named = environment["LEGIBLE_SASS"], !named.isEmpty {
    return FileManager.default.isExecutableFile(atPath: named)
  }
  return (environment["PATH"] ?? "").split(separator: ":").contains {
    FileManager.default.isExecutableFile(atPath: $0 + "/sass")
  }
}()

/// `legible audit` on Sass sources (issue 41: design systems whose button colours exist only in
/// Sass): what a team sees, end to end. Stylesheets written here.
@Suite(
  "Sass sources, end to end",
  .enabled(if: sassAvailable, "Dart Sass not found: set LEGIBLE_SASS or put sass on the PATH"))
struct SassCommandTests {
  static let files = [
    "scss/main.scss": "@use \"buttons\";\n",
    "scss/_tokens.scss": "$brand: #0061cd;\n",
    "scss/_buttons.scss": """
    @use "sass:color";
    @use "tokens" as t;
    .btn {
      color: #fff;
      background: t.$brand;
      &:hover { background: color.adjust(t.$brand, $lightness: -10%); }
    }

    """,
  ]

  @Test("A Sass entry audited: Sass's own colour function, every colour cited at its Sass line")
  func audited() throws {
    try withTemporaryFolder(Self.files) { folder in
      let result = try runBinary([
        "audit", folder.appendingPathComponent("scss").path, "--format", "json",
      ])
      #expect(result.status == 0, "\(result.error)")
      let report = try jsonObject(result.output)
      let findings = try #require(report["findings"] as? [[String: Any]])
      let text = findings.filter { $0["check"] as? String == "text" }
      func fill(_ state: String) -> [String: Any]? {
        text.first { $0["state"] as? String == state }
      }
      // color.adjust lowers HSL lightness 10 points: #0061cd → rgb(0, 72.87, 154) (sass-lang.com
      // documentation, sass:color adjust); white on it is 8.69:1.
      #expect(fill("normal")?["background"] as? String == "#0061cd")
      #expect(fill("hover")?["background"] as? String == "#00499a")
      let source = try #require(fill("hover")?["backgroundSource"] as? [String: Any])
      #expect((source["file"] as? String)?.hasSuffix("scss/_buttons.scss") == true)
      #expect(source["line"] as? Int == 6)
      #expect(source["column"] as? Int == 13)
      let normal = try #require(fill("normal")?["backgroundSource"] as? [String: Any])
      #expect(normal["line"] as? Int == 5)
    }
  }

  @Test(
    "A Sass file that does not compile: its error at Dart Sass's place, the rest audited, exit 2")
  func brokenFile() throws {
    var files = Self.files
    files["scss/broken.scss"] = ".x { color: $nope; }\n"
    try withTemporaryFolder(files) { folder in
      let result = try runBinary(["audit", folder.appendingPathComponent("scss").path])
      #expect(result.status == 2, "\(result.error)")
      #expect(result.error.contains("broken.scss:1:13: error: Dart Sass"))
      #expect(result.error.contains("Undefined variable"))
      // The entry that compiles is still audited and reported.
      #expect(result.output.contains(".btn"))
      #expect(result.output.contains("#00499a"))
    }
  }
}
