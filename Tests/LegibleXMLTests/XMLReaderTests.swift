import Testing

@testable import LegibleXML

/// Well-formed documents: what ``XMLReader`` gives for elements, attributes, text and
/// positions (values worked out by hand from the XML 1.0 spec and libxml2's line and column
/// counting: the position of a start tag is that of its closing `>` or `/>`).
struct XMLReaderTests {
  @Test func elementsAttributesInSourceOrderTextAndPositions() throws {
    let root = try XMLReader().read(
      """
      <?xml version="1.0" encoding="utf-8"?>
      <selector xmlns:android="http://schemas.android.com/apk/res/android">
        <item android:state_pressed="true"
              android:color="#000"/>
        <item android:color="#fff" b="2" a="1">x</item>
      </selector>
      """)
    #expect(root.name == "selector")
    #expect(root.attributes.map(\.name) == ["xmlns:android"])
    #expect(root.attributes.first?.value == "http://schemas.android.com/apk/res/android")
    #expect((root.line, root.column) == (2, 69))
    #expect(root.children.map(\.name) == ["item", "item"])
    let first = root.children[0]
    #expect(first.attributes.map(\.name) == ["android:state_pressed", "android:color"])
    // A start tag over two lines is placed where it ends: the `/` of its `/>`.
    #expect((first.line, first.column) == (4, 29))
    let second = root.children[1]
    #expect(second.attributes.map(\.name) == ["android:color", "b", "a"])
    #expect(second[attribute: "a"] == "1")
    #expect(second[attribute: "android:color"] == "#fff")
    #expect(second[attribute: "color"] == nil)
    #expect(second.text == "x")
    #expect((second.line, second.column) == (5, 41))
    // The root's own text is the white space between its children.
    #expect(root.text == "\n  \n  \n")
  }

  @Test func referencesAndCDATAAreText() throws {
    let root = try XMLReader().read(
      #"<r a="x&amp;y &lt;&#38;&#x41;&quot;" b='&amp;#38;'>a&amp;b&#x2014;<![CDATA[<c>&amp;]]></r>"#
    )
    // Without entity substitution libxml2 passes `&` in attributes on as `&#38;`; the reader
    // decodes it (and only it), so `&amp;#38;` stays the literal text `&#38;`.
    #expect(root[attribute: "a"] == "x&y <&A\"")
    #expect(root[attribute: "b"] == "&#38;")
    #expect(root.text == "a&b\u{2014}<c>&amp;")
  }

  @Test func attributeValuesAreNormalisedAsXMLRequires() throws {
    // XML 1.0 §3.3.3: tab, line feed and carriage return in an attribute value become spaces.
    let root = try XMLReader().read("<r a=\"1\t2\n3\"/>")
    #expect(root[attribute: "a"] == "1 2 3")
  }

  @Test func theBytesAreUTF8WhateverTheDeclarationSays() throws {
    // libxml2 would convert from UTF-16 (and print its converter's failure on stderr).
    let root = try XMLReader().read("<?xml version=\"1.0\" encoding=\"UTF-16\"?><r>é</r>")
    #expect(root.text == "é")
    let latin = try XMLReader().read("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><r a=\"é\"/>")
    #expect(latin[attribute: "a"] == "é")
    // A byte-order mark is skipped.
    let marked = try Array("\u{FEFF}<r>x</r>".utf8).withUnsafeBufferPointer {
      try XMLReader().read($0)
    }
    #expect(marked.text == "x")
  }

  @Test func anUndeclaredPrefixIsReadAsWritten() throws {
    // A namespace error, not a well-formedness error: Foundation's XMLParser accepted it, and
    // Android selector files written without xmlns:android still import.
    let root = try XMLReader().read(##"<selector><item android:color="#000"/></selector>"##)
    #expect(root.children.first?[attribute: "android:color"] == "#000")
  }

  @Test func commentsAndTheDeclarationAreSkipped() throws {
    let root = try XMLReader().read(
      "<?xml version=\"1.0\"?>\n<!-- <?pi?> <!DOCTYPE x> -->\n<r><!-- c --><![CDATA[<?x?>]]></r>\n"
    )
    #expect(root.name == "r")
    #expect(root.text == "<?x?>")
    #expect(root.line == 3)
  }

  @Test func depthUpToTheLimitIsRead() throws {
    let depth = 256
    let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
    var element = try XMLReader(maximumDepth: depth).read(text)
    var levels = 1
    while let child = element.children.first {
      element = child
      levels += 1
    }
    #expect(levels == 256)
  }
}
