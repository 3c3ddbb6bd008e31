import Testing

@testable import LegibleYAML

/// Well-formed documents: what ``YAMLReader`` gives for scalars, lists, mappings and positions
/// (1-based lines and columns worked out by hand from the YAML 1.1 text; libyaml places a node
/// where its first character is, the opening quote of a quoted scalar).
struct YAMLReaderTests {
  @Test func theoShapedDocumentKeepsOrderStylesAndPositions() throws {
    let root = try #require(
      try YAMLReader().read(
        """
        # comment
        global:
          type: color
        imports:
        - ../aliases/colors.yml
        props:
          COLOR_TEXT:
            value: '{!PALETTE_NEUTRAL_100}'
            comment: "Text \\u00e9"
          EMPTY:
        """, file: "t.yml"))
    let pairs = try #require(root.pairs)
    #expect(pairs.map(\.key.text) == ["global", "imports", "props"])
    #expect((root.line, root.column) == (2, 1))
    let imports = try #require(root["imports"]?.items)
    #expect(imports.map(\.text) == ["../aliases/colors.yml"])
    #expect((imports[0].line, imports[0].column) == (5, 3))
    let prop = try #require(root["props"]?["COLOR_TEXT"])
    let value = try #require(prop["value"])
    #expect(value.content == .scalar("{!PALETTE_NEUTRAL_100}", .singleQuoted))
    #expect((value.line, value.column) == (8, 12))
    #expect(prop["comment"]?.content == .scalar("Text \u{e9}", .doubleQuoted))
    let empty = try #require(root["props"]?["EMPTY"])
    #expect(empty.isNull)
    #expect(root["global"]?["type"]?.content == .scalar("color", .plain))
    #expect(root["missing"] == nil)
  }

  @Test func flowCollectionsBlockScalarsAndColumnsInCharacters() throws {
    let root = try #require(
      try YAMLReader().read(
        "é: {a: [1, 'x']}\nb: |\n  two\n  lines\nc: >\n  folded\n  text\n",
        file: "f.yml"))
    let flow = try #require(root["é"])
    // `{` is the fourth character of line 1 (`é` is two bytes, one character).
    #expect((flow.line, flow.column) == (1, 4))
    #expect(flow["a"]?.items?.map(\.text) == ["1", "x"])
    #expect(flow["a"]?.items?[1].content == .scalar("x", .singleQuoted))
    #expect(root["b"]?.content == .scalar("two\nlines\n", .literal))
    #expect(root["c"]?.content == .scalar("folded text\n", .folded))
  }

  @Test func emptyAndCommentOnlyStreamsHaveNoDocument() throws {
    #expect(try YAMLReader().read("", file: "e.yml") == nil)
    #expect(try YAMLReader().read("# only a comment\n\n", file: "e.yml") == nil)
    // A byte-order mark is skipped.
    let root = try YAMLReader().read("\u{FEFF}a: b\n", file: "bom.yml")
    #expect(root?["a"]?.text == "b")
    #expect(root.map { ($0.line, $0.column) } ?? (0, 0) == (1, 1))
  }

  @Test func anchorsWithoutAliasesAreIgnored() throws {
    let root = try #require(try YAMLReader().read("a: &x red\nb: blue\n", file: "a.yml"))
    #expect(root["a"]?.text == "red")
  }

  @Test func nestingUpToTheLimitIsRead() throws {
    let text = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    var node = try #require(try YAMLReader().read(text, file: "d.yml"))
    var depth = 1
    while let inner = node.items?.first {
      node = inner
      depth += 1
    }
    #expect(depth == 64)
  }
}
