import Foundation
import TestSupport
import Testing

/// Output safety through the built binary (issue 9): hostile names read from files stay inert in
/// every report format, HTML pages forbid scripts, reports never overwrite their inputs, and the
/// same audit gives the same bytes under different locales, run concurrently. The writers' own
/// hostile-name tests are in LegibleReportsTests/HostileNameTests.swift.
@Suite struct OutputSafetyTests {
  static let hostile =
    #"<script>alert(1)</script>\"><img src=x onerror=alert(2)> | `tick` &amp; ]]> "#
    + #"\n::error file=x::pwned %0A::warning::again"#

  /// A spec whose name, component and state carry the hostile string (JSON-escaped above).
  static let spec = ##"""
    {"name": "\##(hostile)", "surfaces": {"page": "#ffffff"}, "components": [
      {"name": "\##(hostile)", "surface": "page",
       "states": {"\##(hostile)": {"text": "#777777", "background": "#ffffff"}}}]}
    """##

  /// A DTCG file whose token names carry markup (a PR can name tokens anything).
  static let tokens = ##"""
    {"<script>alert(1)</script>": {"$type": "color",
      "\"><img src=x onerror=alert(2)>": {"$value": "#777777"},
      "a|b`c`&amp;": {"$value": "#ffffff"}}}
    """##

  static func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test(arguments: ["html", "markdown", "sarif", "junit", "github", "xcode", "json", "text"])
  func hostileSpecNamesAreInert(_ format: String) throws {
    let folder = try Self.directory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("spec.json")
    try Data(Self.spec.utf8).write(to: spec)
    let result = try runBinary(["audit", spec.path, "--format", format])
    #expect(result.status == 1, "\(result.error)")
    let out = result.output
    switch format {
    case "html", "junit":
      #expect(!out.contains("<script"))
      #expect(!out.contains("<img"))
    case "sarif", "json":
      // JSON strings carry the name as it is (inert in JSON); it must round-trip exactly.
      _ = try JSONSerialization.jsonObject(with: Data(out.utf8))
      #expect(out.contains("onerror=alert(2)"))
    case "markdown":
      #expect(!out.contains("<script"))
      #expect(!out.contains("<img"))
      // The pipe in the name is escaped, so it cannot end a table cell.
      #expect(!out.contains("alert(2)> | "), "unescaped pipe")
    case "github", "xcode":
      // The name's newline and "::error" never start a line of their own.
      for line in out.split(separator: "\n", omittingEmptySubsequences: false) {
        #expect(!line.hasPrefix("::warning::again"), "\(line)")
        #expect(!line.hasPrefix("::error file=x"), "\(line)")
      }
    default:
      break
    }
    if format == "html" {
      let csp = try #require(
        out.range(
          of: #"<meta http-equiv="Content-Security-Policy" content="[^"]*""#,
          options: .regularExpression))
      let policy = String(out[csp])
      #expect(policy.contains("default-src 'none'"), "\(policy)")
      #expect(!policy.contains("script-src") || policy.contains("script-src 'none'"))
      #expect(!out.lowercased().contains("<script"))
      #expect(out.contains("&lt;script&gt;"))
    }
  }

  @Test(arguments: ["html", "markdown"])
  func hostileTokenNamesInGridsAreInert(_ format: String) throws {
    let folder = try Self.directory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("hostile.tokens.json")
    try Data(Self.tokens.utf8).write(to: file)
    let result = try runBinary(["grid", file.path, "--format", format])
    #expect(result.status == 0, "\(result.error)")
    #expect(!result.output.contains("<script"))
    #expect(!result.output.contains("<img"))
    if format == "html" {
      #expect(result.output.contains("default-src 'none'"))
      #expect(result.output.contains("&lt;script&gt;"))
    } else {
      #expect(!result.output.contains("a|b"), "unescaped pipe: \(result.output)")
    }
  }

  @Test(arguments: ["html", "json", "markdown"])
  func gridWrittenWithOIsStandardOutputByteForByte(_ format: String) throws {
    // -o streams into a temporary file and renames it; the bytes must not change.
    let folder = try Self.directory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("hostile.tokens.json")
    try Data(Self.tokens.utf8).write(to: file)
    let output = folder.appendingPathComponent("grid.\(format)")
    let streamed = try runBinary(["grid", file.path, "--format", format])
    let written = try runBinary(["grid", file.path, "--format", format, "-o", output.path])
    #expect(streamed.status == 0 && written.status == 0, "\(written.error)")
    #expect(!streamed.output.isEmpty)
    #expect(try String(contentsOf: output, encoding: .utf8) == streamed.output)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers.sorted() == ["grid.\(format)", "hostile.tokens.json"])
  }

  @Test func gridRefusesToOverwriteItsInput() throws {
    let folder = try Self.directory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("brand.tokens.json")
    try Data(Self.tokens.utf8).write(to: file)
    let result = try runBinary(["grid", file.path, "-o", file.path])
    #expect(result.status == 2)
    #expect(result.error.contains("refusing to overwrite the input file"), "\(result.error)")
    #expect(try String(contentsOf: file, encoding: .utf8) == Self.tokens)
  }

  @Test func auditRefusesToOverwriteATokenFileItLists() throws {
    let folder = try Self.directory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tokens = folder.appendingPathComponent("brand.tokens.json")
    let text = ##"{"ink": {"$type": "color", "$value": "#111111"}}"##
    try Data(text.utf8).write(to: tokens)
    let spec = folder.appendingPathComponent("spec.json")
    try Data(
      ##"""
      {"tokens": ["brand.tokens.json"], "surfaces": {"page": "#ffffff"}, "components": [
        {"name": "B", "surface": "page", "states": {"normal": {"text": "{ink}", "background": "#fff"}}}]}
      """##.utf8
    ).write(to: spec)
    for arguments in [["-o", tokens.path], ["--report", "html:\(tokens.path)"]] {
      let result = try runBinary(["audit", spec.path] + arguments)
      #expect(result.status == 2, "\(arguments): \(result.error)")
      #expect(result.error.contains("refusing to overwrite the input file"), "\(result.error)")
      #expect(try String(contentsOf: tokens, encoding: .utf8) == text)
    }
  }

  /// The same audit, run twice at once under a German and a C locale: identical bytes in every
  /// format (a decimal comma would differ), and no timestamps.
  @Test(arguments: ["json", "html", "markdown", "sarif", "junit", "text"])
  func sameBytesInParallelUnderDifferentLocales(_ format: String) async throws {
    // Without the German locale the C library falls back to "C" and the test could not fail.
    #expect(
      Self.decimalSeparator(locale: "de_DE.UTF-8") == ",",
      "de_DE.UTF-8 is not installed or has no decimal comma: run `make deps`")
    let spec = Repository.url("Examples/seed-buttons.json").path
    async let german = Self.run(
      ["audit", spec, "--format", format],
      locale: ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "LC_NUMERIC": "de_DE.UTF-8"])
    async let c = Self.run(
      ["audit", spec, "--format", format], locale: ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
    let (a, b) = try await (german, c)
    #expect(a.status == 1 && b.status == 1, "\(a.error) \(b.error)")
    #expect(!a.output.isEmpty)
    #expect(a.output == b.output)
  }

  /// The C library's decimal separator in a locale, or nil when it is not installed.
  static func decimalSeparator(locale name: String) -> String? {
    // LC_NUMERIC_MASK is a macro Swift does not import; it is 1 << LC_NUMERIC (glibc, Darwin).
    guard let locale = newlocale(1 << LC_NUMERIC, name, nil) else { return nil }
    defer { freelocale(locale) }
    guard let radix = nl_langinfo_l(nl_item(RADIXCHAR), locale) else { return nil }
    return String(cString: radix)
  }

  /// Runs the binary with the given locale variables added to the environment.
  static func run(_ arguments: [String], locale: [String: String]) async throws -> RunResult {
    RunResult(
      try runProcess(
        productsDirectory.appendingPathComponent("legible"), arguments,
        environment: ProcessInfo.processInfo.environment.merging(locale) { $1 }))
  }
}
