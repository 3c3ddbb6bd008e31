import Foundation
import TestSupport
import Testing

/// Hostile and malformed input (issue 9): every fixture in `Fixtures/malformed/` and a few
/// generated at test time (files of 32 MiB + 1 byte, 10,000-deep nesting, devices, directories) make the
/// built `legible` exit with status 2 and one clear message naming the file and, where there is
/// one, the line, column or JSON path; no report file is created and an existing one is left as
/// it was. Limits are documented in docs/limits.md.
@Suite(.serialized) struct MalformedInputTests {
  /// How the fixture is handed to `legible`.
  enum Command: Sendable {
    /// `legible audit FIXTURE -o OUT --report json:OUT2`.
    case audit
    /// `legible tokens FIXTURE`, and `legible audit` on a spec that lists the fixture as tokens.
    case tokens
    /// `legible contrast --color-profile p=FIXTURE 'color(--p 0 0 0)' white`.
    case profile
    /// A malformed token value (issue 41): `legible tokens FIXTURE` reports it with its place,
    /// lists the rest and exits 2; a spec listing the file is still rejected with no report.
    case tokenValue
  }

  struct Case: Sendable, CustomTestStringConvertible {
    /// Path below `Fixtures/malformed/`.
    var fixture: String
    var command: Command
    /// Fragments the one-line message must contain besides the fixture's path (a location such
    /// as `:8:28:` or a JSON path, and the gist of the problem).
    var expect: [String]
    /// Whether the message names the fixture itself (not when the problem is in a file it lists).
    var namesFixture = true
    var testDescription: String { fixture }
  }

  static let fixtures: URL = Repository.url("Tests/LegibleCLITests/Fixtures/malformed")

  static func spec(_ name: String, _ expect: String...) -> Case {
    Case(fixture: "spec/" + name, command: .audit, expect: expect)
  }

  /// A spec whose error is in the token file it lists, which the message names instead.
  static func specListing(_ name: String, _ expect: String...) -> Case {
    Case(fixture: "spec/" + name, command: .audit, expect: expect, namesFixture: false)
  }

  static func tokens(_ name: String, _ expect: String...) -> Case {
    Case(fixture: "tokens/" + name, command: .tokens, expect: expect)
  }

  static func tokenValue(_ name: String, _ expect: String...) -> Case {
    Case(fixture: "tokens/" + name, command: .tokenValue, expect: expect)
  }

  static func profile(_ name: String, _ expect: String...) -> Case {
    Case(fixture: "icc/" + name, command: .profile, expect: expect)
  }

  static let cases: [Case] = [
    // Audit specs: JSON syntax (RFC 8259, strict).
    spec("truncated-object.json", ":5:7:", "unterminated string"),
    spec("truncated-string.json", ":8:28:", "unterminated string"),
    spec("trailing-comma.json", ":8:63:", "expected a string key"),
    spec("trailing-garbage.json", ":13:1:", "after the end of the JSON value"),
    spec("comment.json", ":1:1:", "unexpected '/'"),
    spec("single-quotes.json", ":2:16:", "expected a string key"),
    spec("invalid-utf8.json", "not valid UTF-8"),
    spec("utf16-bom.json", "not valid UTF-8"),
    spec("bom-only.json", ":1:1:", "empty document"),
    spec("empty.json", ":1:1:", "empty document"),
    spec("whitespace-only.json", ":3:1:", "empty document"),
    spec("nan.json", ":7:24:", "unexpected 'N'"),
    spec("infinity.json", ":7:24:", "unexpected 'I'"),
    spec("huge-number.json", ":7:24:", "1e400 is out of range"),
    spec("leading-zero.json", ":7:24:", "leading zeros"),
    spec("duplicate-key.json", ":7:7:", "duplicate key \"surface\""),
    spec("control-character.json", ":8:33:", "control character"),
    spec("nul-byte.json", ":5:20:", "control character byte 0x0"),
    spec("lone-surrogate.json", ":5:26:", "lone high surrogate"),
    spec("bad-escape.json", ":5:22:", "invalid escape"),
    // Audit specs: wrong types and values.
    spec("top-level-array.json", ":1:1:", "expected the spec (an object)"),
    spec("components-object.json", "components:", "expected an array"),
    spec("states-array.json", "components[0].states:", "found an array"),
    spec("color-number.json", "components[0].states.normal.text:", "found a number"),
    spec("font-size-string.json", "components[0].font.size:", "expected a number"),
    spec("negative-font-size.json", "components[0].font.size:", "positive"),
    spec("unknown-key.json", "components[0].states.normal.backgrund:", "did you mean"),
    spec("missing-surface.json", "components[0].surface:", "unknown surface \"paeg\""),
    // Audit specs: colours.
    spec("alpha-over-1.json", ":8:28:", "states.normal.text:", "alpha must be from 0 to 1"),
    spec(
      "alpha-negative-percent.json", "states.normal.background:", "alpha must be from 0 to 1",
      "-10%"),
    spec("derived-alpha-over-1.json", "states.pressed.text.alpha:", "from 0 to 1, found 2"),
    spec("opacity-over-1.json", "states.pressed.opacity:", "from 0 to 1, found 1.5"),
    spec("opacity-negative.json", "states.pressed.opacity:", "from 0 to 1, found -0.1"),
    spec("mix-amount-over-1.json", "states.pressed.background.amount:", "found 1.2"),
    spec("unknown-color-space.json", "states.normal.text:", "unknown colour space 'cmyk'"),
    spec("unknown-color-name.json", "states.normal.text:", "did you mean 'black'"),
    spec("wrong-component-count.json", "states.normal.text:", "expected 3 components"),
    spec("bad-hex.json", "states.normal.text:", "got 5"),
    // Audit specs: derivations.
    spec("derivation-cycle.json", "states.hovered.from:", "cycle: hovered → pressed → hovered"),
    spec("derivation-self.json", "states.pressed.from:", "cycle: pressed → pressed"),
    spec("derivation-unknown-base.json", "states.pressed.from:", "unknown base state \"nromal\""),
    // Audit specs: token files.
    spec("tokens-not-array.json", ":3:13:", "tokens:", "expected an array"),
    specListing("tokens-missing-file.json", "does-not-exist.tokens.json", "no such file"),
    specListing("tokens-alias-cycle.json", "alias-cycle.tokens.json:4:21:", "alias cycle"),
    spec("token-unknown.json", "states.normal.text:", "unknown token \"color.nope\""),
    // Token files: DTCG / JSON.
    tokens("truncated.tokens.json", ":4:23:", "unterminated string"),
    tokens("invalid-utf8.tokens.json", "not valid UTF-8"),
    tokens("empty.tokens.json", ":1:1:", "empty document"),
    tokens("nan.tokens.json", ":4:59:", "unexpected 'N'"),
    tokens("alias-cycle.tokens.json", ":4:21:", "alias cycle: {color.a} → {color.b}"),
    tokens("self-reference.tokens.json", ":4:21:", "alias cycle: {color.a} → {color.a}"),
    tokenValue("alpha-over-1.tokens.json", "/color/a/$value:", "\"alpha\" must be a number in 0…1"),
    tokenValue("component-wrong-type.tokens.json", "/color/a/$value:", "found a string"),
    tokenValue(
      "unknown-color-space.tokens.json", "/color/a/$value:", "unknown colorSpace \"cmyk\""),
    // Token files: JSON5.
    tokens("trailing-garbage.json5", ":6:3:", "after the top-level value"),
    tokens("unterminated-comment.json5", ":2:3:", "unterminated /* comment"),
    // Token files: CSS.
    tokens("unterminated-block.css", ":1:7:", "unterminated block"),
    tokens("var-cycle.css", ":2:3:", "--a → --b → --a"),
    tokens("self-reference.css", ":2:3:", "--a → --a"),
    tokens("invalid-utf8.css", "not valid UTF-8"),
    // Token files: Xcode colour sets.
    tokens("truncated.xcassets", "Contents.json:8:1:", "unexpected end of input"),
    tokens("alpha.xcassets", "Contents.json:6:24:", "alpha 1.5 is outside 0…1"),
    tokens("space.xcassets", "Contents.json:5:25:", "unknown colour space \"cmyk\""),
    // Token files: Android resources.
    tokens("android-cycle", "colors.xml:4:", "@color/a → @color/b → @color/a"),
    tokens("android-self", "colors.xml:3:", "@color/a → @color/a"),
    tokens("android-bad-hex", "colors.xml:3:", "invalid colour '#12345'"),
    // XML that is not well-formed (libxml2, no recovery). Foundation's XMLParser recovered from
    // each: the truncated file failed only on its cut colour '#ff', the mismatched end tag
    // imported `x` without a word.
    tokens("android-truncated", "colors.xml:4:26:", "the document ends before <color> of line 4"),
    tokens(
      "android-mismatched-tag", "colors.xml:1:44:",
      "the end tag </resources> does not match the start tag <color> of line 1"),
    tokens("android-unclosed-tags", "colors.xml:6:1:", "ends before <style> of line 4 is closed"),
    tokens("android-undefined-entity", "colors.xml:3:26:", "the entity &ink; is not defined"),
    tokens(
      "android-bare-ampersand", "colors.xml:3:25:", "an '&' that does not start an entity"),
    // First bytes that look like UCS-4 made libxml2 convert and print its converter's errors
    // on stderr, past the context's handler (android fuzz target): the bytes are UTF-8 only.
    tokens("android-ucs4-bytes", "colors.xml:1:1:", "a NUL byte, which XML does not allow"),
    // DOCTYPE is refused where it starts, before libxml2 reads its internal subset: no entity
    // is declared, expanded (billion laughs, the 16^7 bomb) or fetched (file and network
    // external entities, a parameter entity to a remote DTD); notation and attribute-list
    // declarations crashed Foundation's XMLParser (a NULL string in swift-corelibs-foundation's
    // callbacks, SIGSEGV).
    tokens("android-entities", "colors.xml:2:1:", "DOCTYPE declaration is not supported"),
    tokens("android-billion-laughs", "colors.xml:2:1:", "DOCTYPE declaration is not supported"),
    tokens("android-external-entity", "colors.xml:2:1:", "DOCTYPE declaration is not supported"),
    tokens("android-xxe", "colors.xml:2:1:", "DOCTYPE declaration is not supported"),
    tokens("android-notation", "colors.xml:2:1:", "DOCTYPE declaration is not supported"),
    tokens("android-attlist", "colors.xml:2:1:", "DOCTYPE declaration is not supported"),
    // Processing instructions are refused where they start (`<?target?>` crashed XMLParser).
    tokens("android-processing-instruction", "colors.xml:3:3:", "processing instructions"),
    tokens("android-fuzz-crash", "colors.xml:1:1:", "processing instructions"),
    // The two inputs with which the android fuzz target crashed XMLParser past the old byte
    // prescan (a malformed declaration hiding a later `<?name?>`; `<i<!-- … <?xm-4b?>`, where
    // the scan skipped a comment that libxml2's recovery did not): libxml2 without recovery
    // stops at the first error.
    tokens("android-fuzz-declaration", "colors.xml:1:7:", "malformed XML declaration"),
    tokens(
      "android-fuzz-comment", "colors.xml:1:3:", "malformed XML: error parsing attribute name"),
    // ICC profiles.
    profile("not-an-icc-profile.icc", "'acsp' is missing"),
    profile("truncated.icc", "declares 576 bytes but only 200"),
    profile("header-only.icc", "declares 576 bytes but only 128"),
    profile("empty.icc", "0 bytes"),
    profile("size-too-large.icc", "declares 100000 bytes"),
    profile("tag-count-too-large.icc", "Too many tags"),
  ]

  @Test func thereAreAtLeastFiftyFixtures() {
    #expect(Self.cases.count >= 50)
    // Every fixture is in the table (ok.tokens.json is the good file token-unknown.json uses).
    let listed = Set(Self.cases.map(\.fixture) + ["tokens/ok.tokens.json"])
    for folder in ["spec", "tokens", "icc"] {
      let names =
        (try? FileManager.default.contentsOfDirectory(
          atPath: Self.fixtures.appendingPathComponent(folder).path)) ?? []
      for name in names { #expect(listed.contains(folder + "/" + name), "\(folder)/\(name)") }
    }
  }

  @Test(arguments: cases)
  func exitsTwoWithOneMessage(_ c: Case) throws {
    let path = Self.fixtures.appendingPathComponent(c.fixture).path
    switch c.command {
    case .audit:
      try Self.expectRejectedAudit(
        spec: path, mentioning: (c.namesFixture ? [c.fixture] : []) + c.expect)
    case .tokens:
      let result = try runBinary(["tokens", path])
      Self.expectOneError(result, mentioning: [c.fixture] + c.expect)
      // The same file listed in a spec's "tokens": still exit 2, and no report.
      let spec = try temporaryFile(
        ##"{"tokens": ["\##(path)"], "surfaces": {"page": "#fff"}, "components": []}"##,
        name: "spec.json")
      defer { try? FileManager.default.removeItem(at: spec.deletingLastPathComponent()) }
      try Self.expectRejectedAudit(spec: spec.path, mentioning: [c.fixture] + c.expect)
    case .tokenValue:
      let result = try runBinary(["tokens", path])
      #expect(result.status == 2, "status \(result.status): \(result.error)")
      let lines = result.error.split(separator: "\n").map(String.init)
      // The error, then (the file's only token being left out) the nothing-read warning, then
      // the closing line.
      #expect(lines.count == 3, "\(result.error)")
      #expect(lines.first?.contains(": error: ") == true)
      for fragment in [c.fixture] + c.expect {
        #expect(lines.first?.contains(fragment) == true, "missing \(fragment) in: \(result.error)")
      }
      #expect(lines.last?.hasPrefix("legible: 1 malformed value was left out") == true)
      let spec = try temporaryFile(
        ##"{"tokens": ["\##(path)"], "surfaces": {"page": "#fff"}, "components": []}"##,
        name: "spec.json")
      defer { try? FileManager.default.removeItem(at: spec.deletingLastPathComponent()) }
      try Self.expectRejectedAudit(spec: spec.path, mentioning: [c.fixture] + c.expect)
    case .profile:
      let result = try runBinary([
        "contrast", "--color-profile", "p=\(path)", "color(--p 0 0 0 0)", "white",
      ])
      Self.expectOneError(result, mentioning: [c.fixture, "--color-profile p"] + c.expect)
    }
  }

  // MARK: Generated inputs

  struct Generated: Sendable, CustomTestStringConvertible {
    var name: String
    var command: Command
    var file: String
    var expect: [String]
    /// Writes the input below the directory and returns its path.
    var make: @Sendable (URL) throws -> URL
    var testDescription: String { name }
  }

  static func nested(_ depth: Int, open: String, close: String) -> String {
    String(repeating: open, count: depth) + String(repeating: close, count: depth)
  }

  static func write(_ text: String, _ name: String, in directory: URL) throws -> URL {
    let url = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url
  }

  /// The size limit for specs, token files and ICC profiles: `maximumFileSize` of AuditSpec,
  /// TokenLoader and ICCProfile, 32 MiB.
  static let sizeLimit = 32 << 20

  /// A file of exactly `bytes` bytes: a valid JSON prefix, then one long string.
  static func huge(_ name: String, bytes: Int, in directory: URL) throws -> URL {
    let url = directory.appendingPathComponent(name)
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    let prefix = Data(##"{"surfaces": {"page": "#fff"}, "components": [], "pad": ""##.utf8)
    let suffix = Data("\"}".utf8)
    try handle.write(contentsOf: prefix)
    var padding = bytes - prefix.count - suffix.count
    let chunk = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
    while padding > 0 {
      let piece = min(padding, chunk.count)
      try handle.write(contentsOf: chunk.prefix(piece))
      padding -= piece
    }
    try handle.write(contentsOf: suffix)
    try #require(try handle.offset() == UInt64(bytes))
    return url
  }

  static let generated: [Generated] = [
    Generated(
      name: "spec of 32 MiB + 1 byte", command: .audit, file: "huge.json",
      expect: ["larger than 33554432 bytes (32 MiB)"],
      make: { try huge("huge.json", bytes: sizeLimit + 1, in: $0) }),
    Generated(
      name: "token file of 32 MiB + 1 byte", command: .tokens, file: "huge.tokens.json",
      expect: ["larger than 33554432 bytes (32 MiB)"],
      make: { try huge("huge.tokens.json", bytes: sizeLimit + 1, in: $0) }),
    Generated(
      name: "10,000-deep JSON spec", command: .audit, file: "deep.json",
      expect: [":1:", "nesting deeper than 512 levels"],
      make: {
        try write(
          ##"{"surfaces": {"page": "#fff"}, "x": "## + nested(10_000, open: "[", close: "]") + "}",
          "deep.json", in: $0)
      }),
    Generated(
      name: "10,000-deep DTCG groups", command: .tokens, file: "deep.tokens.json",
      expect: [":1:", "nesting deeper than 512 levels"],
      make: {
        try write(
          nested(10_000, open: #"{"g": "#, close: "}").replacingOccurrences(
            of: #"{"g": }"#, with: "{}"), "deep.tokens.json", in: $0)
      }),
    Generated(
      name: "300-deep DTCG groups", command: .tokens, file: "groups.tokens.json",
      expect: [":1:", "token groups nested deeper than 256 levels"],
      make: {
        let open = (0..<300).map { #""g\#($0)": {"# }.joined()
        return try write(
          "{" + open + String(repeating: "}", count: 300) + "}", "groups.tokens.json", in: $0)
      }),
    Generated(
      name: "10,000-deep JSON5", command: .tokens, file: "deep.json5",
      expect: [":1:259:", "nesting deeper than 256 levels"],
      make: { try write("{a:" + nested(10_000, open: "[", close: "]") + "}", "deep.json5", in: $0) }
    ),
    Generated(
      name: "10,000-deep CSS", command: .tokens, file: "deep.css",
      expect: [":1:518:", "nested more than 256 deep"],
      make: {
        try write(":root{" + nested(10_000, open: "a{", close: "}") + "}", "deep.css", in: $0)
      }
    ),
    Generated(
      name: "100,000-deep Android XML (crashed before the fix)", command: .tokens,
      file: "deep/values/colors.xml", expect: [":1:779:", "nested more than 256 deep"],
      make: {
        _ = try write(
          "<resources>" + nested(100_000, open: "<a>", close: "</a>") + "</resources>",
          "deep/values/colors.xml", in: $0)
        return $0.appendingPathComponent("deep")
      }),
    Generated(
      name: "200-link alias chain", command: .tokens, file: "chain.tokens.json",
      expect: ["alias chain longer than"],
      make: {
        let links = (0..<200).map { #""t\#($0)": {"$value": "{c.t\#($0 + 1)}"}"# }
        return try write(
          ##"{"c": {"$type": "color", "t200": {"$value": "#000"}, "##
            + links.joined(separator: ", ")
            + "}}", "chain.tokens.json", in: $0)
      }),
    Generated(
      name: "directory as spec", command: .audit, file: "folder.json",
      expect: ["this is a directory"],
      make: {
        let url = $0.appendingPathComponent("folder.json")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
      }),
    Generated(
      name: "directory as ICC profile", command: .profile, file: "folder.icc",
      expect: ["This is a directory"],
      make: {
        let url = $0.appendingPathComponent("folder.icc")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
      }),
    Generated(
      name: "spec linked to /dev/zero", command: .audit, file: "zero.json",
      expect: ["larger than 33554432 bytes"], make: { try link("zero.json", in: $0) }),
    Generated(
      name: "token file linked to /dev/zero", command: .tokens, file: "zero.tokens.json",
      expect: ["larger than 33554432 bytes"], make: { try link("zero.tokens.json", in: $0) }),
    Generated(
      name: "ICC profile linked to /dev/zero", command: .profile, file: "zero.icc",
      expect: ["larger than 33554432 bytes"], make: { try link("zero.icc", in: $0) }),
    Generated(
      name: "missing spec", command: .audit, file: "missing.json", expect: ["no such file"],
      make: { $0.appendingPathComponent("missing.json") }),
  ]

  static func link(_ name: String, in directory: URL) throws -> URL {
    let url = directory.appendingPathComponent(name)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/dev/zero")
    return url
  }

  @Test(arguments: generated)
  func generatedInputExitsTwo(_ g: Generated) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-malformed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try g.make(directory).path
    let mention = [g.file] + g.expect
    switch g.command {
    case .audit: try Self.expectRejectedAudit(spec: path, mentioning: mention)
    case .tokens, .tokenValue:
      Self.expectOneError(try runBinary(["tokens", path]), mentioning: mention)
    case .profile:
      Self.expectOneError(
        try runBinary(["contrast", "--color-profile", "p=\(path)", "color(--p 0 0 0)", "white"]),
        mentioning: mention)
    }
  }

  /// A spec the user may not read. Root reads files whatever their mode, so as root (CI) the
  /// binary is copied beside the spec and run as `nobody` through util-linux's `setpriv`.
  @Test func unreadableSpec() throws {
    let spec = try temporaryFile(#"{"surfaces": {}, "components": []}"#, name: "locked.json")
    let directory = spec.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: spec.path)
    guard getuid() == 0 else {
      try Self.expectRejectedAudit(spec: spec.path, mentioning: ["locked.json", "cannot read"])
      return
    }
    let setpriv = try #require(
      ["/usr/bin/setpriv", "/bin/setpriv"].first {
        FileManager.default.isExecutableFile(atPath: $0)
      },
      "setpriv (util-linux) is needed to drop root for this test")
    let binary = directory.appendingPathComponent("legible")
    try FileManager.default.copyItem(
      at: productsDirectory.appendingPathComponent("legible"), to: binary)
    let output = directory.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    for url in [directory, binary, output] {
      try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: url.path)
    }
    let report = output.appendingPathComponent("report.html")
    let result = try runBinary(
      ["audit", spec.path, "--format", "html", "-o", report.path],
      launcher: [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"], binary: binary)
    Self.expectOneError(result, mentioning: ["locked.json", "cannot read"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
  }

  @Test func symbolicLinkLoopsInTokenFoldersEndQuickly() throws {
    // loop -> . and up -> .. at every level: without the visited set the walk never ends.
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-loops-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try Self.write(
      ##"{"c": {"$type": "color", "ink": {"$value": "#111111"}}}"##, "tokens/ink.tokens.json",
      in: directory)
    _ = try Self.write(
      #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "#
        + #""components": {"red": "0", "green": "0", "blue": "0", "alpha": "1"}}}]}"#,
      "tokens/A.xcassets/Ink.colorset/Contents.json", in: directory)
    for (name, target) in [
      ("tokens/a", "."), ("tokens/b", "."), ("tokens/up", ".."),
      ("tokens/A.xcassets/x", "."), ("tokens/A.xcassets/y", "."),
    ] {
      try FileManager.default.createSymbolicLink(
        atPath: directory.appendingPathComponent(name).path, withDestinationPath: target)
    }
    let result = try runBinary([
      "tokens", "--json", directory.appendingPathComponent("tokens").path,
    ])
    #expect(result.status == 0, "\(result.error)")
    let rows = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [Any]
    #expect(rows?.count == 2, "\(result.output)")
  }

  // MARK: Assertions

  /// `legible audit` on `spec` with `-o` onto a new path and `--report` onto an existing file:
  /// exit 2, one message, the new path not created and the existing file unchanged.
  static func expectRejectedAudit(spec: String, mentioning fragments: [String]) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let fresh = directory.appendingPathComponent("report.html")
    let existing = directory.appendingPathComponent("previous.json")
    try Data("previous report\n".utf8).write(to: existing)
    let result = try runBinary([
      "audit", spec, "--format", "html", "-o", fresh.path, "--report", "json:\(existing.path)",
    ])
    expectOneError(result, mentioning: fragments)
    #expect(!FileManager.default.fileExists(atPath: fresh.path), "report created for \(spec)")
    #expect(try String(contentsOf: existing, encoding: .utf8) == "previous report\n")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(leftovers == ["previous.json"], "temporary files left: \(leftovers)")
  }

  /// Exit status 2, nothing on standard output, and exactly one line on standard error:
  /// `Error: …` containing every fragment.
  static func expectOneError(_ result: RunResult, mentioning fragments: [String]) {
    #expect(result.status == 2, "status \(result.status): \(result.error)")
    #expect(result.output.isEmpty, "stdout: \(result.output.prefix(200))")
    let lines = result.error.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 && lines[1].isEmpty, "not one line: \(result.error)")
    #expect(result.error.hasPrefix("Error: "), "\(result.error)")
    for fragment in fragments {
      #expect(result.error.contains(fragment), "missing \(fragment) in: \(result.error)")
    }
  }
}
