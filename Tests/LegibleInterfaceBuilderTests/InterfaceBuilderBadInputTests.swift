import Foundation
import LegibleAudit
import LegibleDiscovery
import LegibleInterfaceBuilder
import LegibleTokens
import TestSupport
import Testing

/// Storyboards and xibs that cannot be read (docs/interface-builder.md §7): each is an
/// `ImportError` with its code, the file, the line and a message that says what to change, never
/// a crash or a hang. Hostile XML (XXE, entity bombs, external DTDs) is refused at the DOCTYPE,
/// before anything is declared or fetched. Messages are Legible's own; the limits are
/// `IBDocumentReader`'s (32 MiB, 256 deep).
@Suite("Interface Builder: bad input")
struct InterfaceBuilderBadInputTests {
  /// A button document around `body` (inside `<objects>`), as Xcode 15 writes one.
  static func document(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" colorMatched="YES">
        <objects>
    \(body)
        </objects>
    </document>

    """
  }

  /// One titled button on white whose normal title colour is `color` (line 8 of the document).
  static func button(_ color: String) -> String {
    document(
      """
              <view id="V-1">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                  <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                  <subviews>
                      <button id="B-1">
                          <rect key="frame" x="10" y="10" width="100" height="44"/>
                          <state key="normal" title="Go">
                              \(color)
                          </state>
                      </button>
                  </subviews>
              </view>
      """)
  }

  /// A scratch folder, removed by the caller.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-ib-bad-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The error reading `bytes` saved as `name` and named on the command line.
  static func refusal(_ bytes: [UInt8], name: String = "Bad.storyboard") throws -> ImportError {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name)
    try Data(bytes).write(to: file)
    do {
      _ = try InterfaceBuilderDiscovery().discover([file.path])
    } catch {
      #expect(error.location?.file == file.path)
      return error
    }
    Issue.record("\(name) was read")
    return ImportError(.unknownFormat, "read")
  }

  static func refusal(_ text: String, name: String = "Bad.storyboard") throws -> ImportError {
    try refusal(Array(text.utf8), name: name)
  }

  // MARK: - DTDs and entities

  @Test("XXE (an external entity naming /etc/passwd): refused at the DOCTYPE, line 2")
  func externalEntity() throws {
    let error = try Self.refusal(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE document [<!ENTITY x SYSTEM "file:///etc/passwd">]>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch"><objects><button id="b"><state key="normal" title="&x;"/></button></objects></document>
      """)
    #expect(error.code == .malformedDocument)
    #expect(error.location?.line == 2)
    #expect(error.message.contains("a DOCTYPE declaration"))
    #expect(error.message.hasSuffix("remove it"))
    #expect(!error.message.contains("root:"), "nothing of /etc/passwd")
  }

  @Test("billion laughs (ten nested entities of ten): refused at the DOCTYPE, quickly")
  func entityBomb() throws {
    var subset = "<!ENTITY lol0 \"lol\">"
    for level in 1...9 {
      subset +=
        "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
    }
    let start = ContinuousClock.now
    let error = try Self.refusal(
      "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\(subset)]>\n"
        + "<document targetRuntime=\"iOS.CocoaTouch\"><objects>&lol9;</objects></document>")
    #expect(ContinuousClock.now - start < .seconds(5))
    #expect(error.code == .malformedDocument)
    #expect(error.location?.line == 2)
    #expect(error.message.contains("does not read DTDs or entities; remove it"))
  }

  @Test("an external DTD (SYSTEM http://…): refused, nothing fetched")
  func externalDTD() throws {
    let error = try Self.refusal(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE document SYSTEM "http://127.0.0.1:9/ib.dtd">
      <document targetRuntime="iOS.CocoaTouch"/>
      """)
    #expect(error.code == .malformedDocument)
    #expect(error.location?.line == 2)
    #expect(error.message.contains("Interface Builder never writes one"))
  }

  // MARK: - Malformed XML

  @Test("an unclosed tag: the line where the document ends, naming the tag to close")
  func unclosedTag() throws {
    let text = Self.document("        <button id=\"B-1\">\n")
    let error = try Self.refusal(text)
    #expect(error.code == .malformedDocument)
    // The <objects> opened on line 3 is closed by </objects> (line 6) while <button> (line 4)
    // is open.
    #expect(error.location?.line == 6)
    #expect(
      error.message
        == "malformed XML: the end tag </objects> does not match the start tag <button> of line 4; close <button> first"
    )
  }

  @Test("an attribute without quotes: its line, and how to write it")
  func badAttribute() throws {
    let error = try Self.refusal(Self.document("        <button id=B-1/>"))
    #expect(error.code == .malformedDocument)
    #expect(error.location?.line == 4)
    #expect(
      error.message == "malformed XML: an attribute without a quoted value; write name=\"value\"")
  }

  @Test(
    "NetNewsWire's Main.storyboard cut in the middle: malformed, at the end of what is left",
    .enabled(
      if: FileManager.default.fileExists(
        atPath: SharedFolder.root.appendingPathComponent("ios/corpus/netnewswire/Main.storyboard")
          .path),
      "../shared/ios/corpus is missing (set LEGIBLE_SHARED_DIR)"))
  func truncatedCorpusFile() throws {
    let bytes = try [UInt8](
      Data(
        contentsOf: SharedFolder.root.appendingPathComponent(
          "ios/corpus/netnewswire/Main.storyboard")))
    let half = Array(bytes[..<(bytes.count / 2)])
    let lines = half.count { $0 == 0x0A } + 1
    let error = try Self.refusal(half, name: "Main.storyboard")
    #expect(error.code == .malformedDocument)
    let line = try #require(error.location?.line)
    #expect(line >= lines - 1 && line <= lines, "\(line) of \(lines)")
    #expect(error.message.hasPrefix("malformed XML: "))
    #expect(
      error.message.hasSuffix(
        "; this is the end of the file, which may be cut short: restore it from version control or save it again from Xcode"
      ), "\(error.message)")
  }

  @Test("an empty file (and one of blank lines): line 1, an Interface Builder document expected")
  func emptyFile() throws {
    for text in ["", "\n\n  \n"] {
      let error = try Self.refusal(text)
      #expect(error.code == .malformedDocument)
      #expect(error.location?.line == 1)
      #expect(
        error.message == "the file is empty; expected an Interface Builder <document>"
          || error.message == "malformed XML: the document has no root element",
        "\(error.message)")
    }
  }

  @Test("a root that is not <document> (a plist named .xib): its line and name")
  func wrongRoot() throws {
    let error = try Self.refusal(
      "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n", name: "Bad.xib")
    #expect(error.code == .malformedDocument)
    #expect(error.location?.line == 2)
    #expect(error.message == "the root element is <plist>, not an Interface Builder <document>")
  }

  // MARK: - Colours

  @Test("red=\"abc\", \"nan\", \"1e999\": invalid-color-value on the <color>'s line")
  func numbersThatAreNot() throws {
    for value in ["abc", "nan", "1e999", "-inf", ""] {
      let error = try Self.refusal(
        Self.button(
          "<color key=\"titleColor\" red=\"\(value)\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
        ))
      #expect(error.code == .invalidColorValue)
      #expect(error.location?.line == 11)
      #expect(
        error.message
          == "<color key=\"titleColor\"> red=\"\(value)\" is not a finite number; Xcode writes decimals such as 0.5: set the colour again in Interface Builder"
      )
    }
  }

  @Test("alpha=\"x\" and a missing green: the attribute named")
  func alphaAndMissingComponent() throws {
    let alpha = try Self.refusal(
      Self.button(
        "<color key=\"titleColor\" white=\"0\" alpha=\"x\" colorSpace=\"calibratedWhite\"/>"))
    #expect(alpha.code == .invalidColorValue)
    #expect(
      alpha.message.hasPrefix("<color key=\"titleColor\"> alpha=\"x\" is not a finite number"))
    let green = try Self.refusal(
      Self.button("<color key=\"titleColor\" red=\"0\" blue=\"0\" colorSpace=\"calibratedRGB\"/>"))
    #expect(green.code == .invalidColorValue)
    #expect(green.location?.line == 11)
    #expect(
      green.message
        == "<color key=\"titleColor\"> has no green; set the colour again in Interface Builder")
  }

  @Test("a <color> with no encoding: invalid-color-value, what is missing")
  func colorWithoutEncoding() throws {
    let error = try Self.refusal(Self.button("<color key=\"titleColor\" alpha=\"1\"/>"))
    #expect(error.code == .invalidColorValue)
    #expect(error.location?.line == 11)
    #expect(
      error.message
        == "<color key=\"titleColor\"> has no red/green/blue, white, name or systemColor, so it is no colour; set the colour again in Interface Builder"
    )
  }

  @Test(
    "white= in an RGB space, red= in a grey one (fuzz finding: a crash indexing a missing green): read as sRGB, the state needs review"
  )
  func numbersForAnotherSpace() throws {
    let cases = [
      (
        "<color key=\"titleColor\" white=\"0.5\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"displayP3\"/>",
        "line 11: colour space \"displayP3\" is not one Legible knows for a white level; read as sRGB grey"
      ),
      (
        "<color key=\"titleColor\" red=\"0.5\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>",
        "line 11: colour space \"calibratedWhite\" is not one Legible knows for red, green and blue; its numbers are read as sRGB"
      ),
    ]
    for (color, reason) in cases {
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("Mixed.xib")
      try Self.button(color).write(to: file, atomically: true, encoding: .utf8)
      let found = try InterfaceBuilderDiscovery().discover([file.path]).found
      let normal = try #require(found.components.first?.states["normal"])
      let review = try #require(normal.review)
      #expect(review.contains(reason), "\(review)")
      let report = try Auditor().audit(found.spec(name: "mixed"))
      #expect(report.findings.contains { $0.check == .text && $0.verdict == .needsReview })
    }
  }

  @Test(
    "a pointSize that is no size (fuzz finding: 1222…25 trapped converting to Int; 1e300, inf, 20000, -3, 0): no crash, the size is unknown, so the text is normal, not large"
  )
  func pointSizeThatIsNoSize() throws {
    for written in [String(repeating: "2", count: 90) + "5", "1e300", "inf", "20000", "-3", "0"] {
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("Font.xib")
      // #8a8a8a on white is 3.45:1 (WCAG 2 formula): it passes large text's 3:1 and fails
      // normal text's 4.5:1, so the size decides the verdict.
      let text = Self.document(
        """
                <view id="V-1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <subviews>
                        <button id="B-1">
                            <rect key="frame" x="10" y="10" width="100" height="44"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="\(written)"/>
                            <state key="normal" title="Go">
                                <color key="titleColor" red="0.5411764706" green="0.5411764706" blue="0.5411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </state>
                        </button>
                    </subviews>
                </view>
        """)
      try text.write(to: file, atomically: true, encoding: .utf8)
      let found = try InterfaceBuilderDiscovery().discover([file.path]).found
      let report = try Auditor().audit(found.spec(name: "font"))
      let label = try #require(report.findings.first { $0.check == .text && $0.state == .normal })
      #expect(abs(label.ratio - 3.45) < 0.01, "\(written): \(label.ratio)")
      #expect(label.required == 4.5, "pointSize \(written) was taken as a size")
      #expect(label.verdict == .fail)
    }
  }

  // MARK: - Bytes

  @Test("invalid UTF-8 bytes on line 3: not UTF-8, line 3")
  func invalidUTF8() throws {
    var bytes = Array(Self.button("<color key=\"titleColor\" white=\"0\"/>").utf8)
    let third = try #require(bytes.indices.filter { bytes[$0] == 0x0A }.dropFirst().first)
    bytes.insert(contentsOf: [0xC3, 0x28, 0xFF], at: third + 5)
    let error = try Self.refusal(bytes)
    #expect(error.code == .malformedDocument)
    #expect(error.location?.line == 3)
    #expect(
      error.message
        == "not UTF-8 text (a binary file, or another encoding): storyboards and xibs are UTF-8 XML; save it again from Xcode, or leave it out of the paths"
    )
  }

  @Test("a NUL byte on line 4: XML does not allow it, line 4")
  func nulByte() throws {
    var bytes = Array(Self.document("        <button id=\"B-1\"/>").utf8)
    let third = try #require(bytes.indices.filter { bytes[$0] == 0x0A }.dropFirst(2).first)
    bytes.insert(0, at: third + 9)
    let error = try Self.refusal(bytes)
    #expect(error.code == .malformedDocument)
    #expect(error.location?.line == 4)
    #expect(
      error.message
        == "a NUL byte, which XML does not allow (a binary file named like a storyboard?); save it again from Xcode, or leave it out of the paths"
    )
  }

  @Test("a binary property list named .storyboard (a compiled nib): refused at line 1")
  func binaryFile() throws {
    // `bplist00`, an empty dictionary, and the trailer of a binary property list.
    let bytes: [UInt8] =
      Array("bplist00".utf8) + [0xD0, 0x08] + [UInt8](repeating: 0, count: 6) + [0x01, 0x01]
      + [UInt8](repeating: 0, count: 7) + [0x01] + [UInt8](repeating: 0, count: 15) + [0x09]
    let error = try Self.refusal(bytes)
    #expect(error.code == .malformedDocument)
    #expect(error.location?.line == 1)
    #expect(error.message.hasPrefix("not UTF-8 text (a binary file"))
  }

  // MARK: - Limits

  @Test(
    "100,000 nested elements: refused by the 256-deep limit (libxml2's own) in under 5 s, no stack overflow"
  )
  func deepNesting() throws {
    let depth = 100_000
    let text =
      "<document targetRuntime=\"iOS.CocoaTouch\">" + String(repeating: "<view>", count: depth)
      + String(repeating: "</view>", count: depth) + "</document>"
    let start = ContinuousClock.now
    let error = try Self.refusal(text)
    #expect(ContinuousClock.now - start < .seconds(5))
    #expect(error.code == .limitExceeded)
    #expect(error.location?.line == 1)
    #expect(
      error.message
        == "elements are nested more than 256 deep; Interface Builder documents nest far less")
  }

  @Test("a 33 MB file (sparse): limit-exceeded from its size, before it is read")
  func overSizeLimit() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Huge.storyboard")
    #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: UInt64(33 << 20))
    try handle.close()
    do {
      _ = try InterfaceBuilderDiscovery().discover([file.path])
      Issue.record("a 33 MB document was read")
    } catch {
      #expect(error.code == .limitExceeded)
      #expect(error.location == FileLocation(file: file.path))
      #expect(
        error.message
          == "the file is larger than 33554432 bytes (32 MiB), the limit for Interface Builder documents"
      )
    }
  }

  // MARK: - Named colours

  @Test(
    "a cycle of named colours in <resources> (A is B, B is A): alias-cycle at the first snapshot's line, naming the loop"
  )
  func namedColourCycle() throws {
    let text = Self.button("<color key=\"titleColor\" name=\"A\"/>").replacingOccurrences(
      of: "</document>",
      with: """
            <resources>
                <namedColor name="A">
                    <color name="B"/>
                </namedColor>
                <namedColor name="B">
                    <color name="A"/>
                </namedColor>
            </resources>
        </document>
        """)
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Cycle.xib")
    try text.write(to: file, atomically: true, encoding: .utf8)
    do {
      _ = try InterfaceBuilderDiscovery().discover([file.path])
      Issue.record("a cycle of named colours was read")
    } catch {
      #expect(error.code == .aliasCycle)
      #expect(error.location?.file == file.path)
      #expect(error.location?.line == 19)
      #expect(error.message.contains("(\"A\" → \"B\" → \"A\")"), "\(error.message)")
    }
  }

  @Test(
    "a named colour whose snapshot is only another name (no loop) and no catalog: the state's review says why, nothing is measured"
  )
  func namedColourChain() throws {
    let text = Self.button("<color key=\"titleColor\" name=\"A\"/>").replacingOccurrences(
      of: "</document>",
      with: """
            <resources>
                <namedColor name="A">
                    <color name="B"/>
                </namedColor>
            </resources>
        </document>
        """)
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Chain.xib")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let found = try InterfaceBuilderDiscovery().discover([file.path]).found
    let review = try #require(found.components.first?.states["normal"]?.review)
    #expect(review.contains("is only the name \"B\", which is not followed"), "\(review)")
    let report = try Auditor().audit(found.spec(name: "chain"))
    #expect(report.findings.allSatisfy { $0.check != .text })
    #expect(report.findings.allSatisfy { $0.verdict != .pass && $0.verdict != .fail })
  }

  @Test(
    "a <resources> snapshot of a system colour that is that system colour again (fuzz finding: resolving it recursed until the stack overflowed): not followed"
  )
  func systemColourSnapshotNamingItself() throws {
    for (name, known) in [("systemRedColor", true), ("legibleUnknownColor", false)] {
      let text = Self.button("<color key=\"titleColor\" systemColor=\"\(name)\"/>")
        .replacingOccurrences(
          of: "</document>",
          with: """
                <resources>
                    <systemColor name="\(name)">
                        <color systemColor="\(name)"/>
                    </systemColor>
                </resources>
            </document>
            """)
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("SelfSnapshot.xib")
      try text.write(to: file, atomically: true, encoding: .utf8)
      let found = try InterfaceBuilderDiscovery().discover([file.path]).found
      let normal = try #require(found.components.first?.states["normal"])
      if known {
        // The table's systemRedColor is measured: light #ff383c (iOS 26's value, Apple's Human
        // Interface Guidelines, as AppleSystemColors cites it) on white, 3.57:1 (WCAG 2 formula).
        #expect(normal.review == nil, "\(normal.review ?? "")")
        let report = try Auditor().audit(found.spec(name: "self"))
        let label = try #require(report.findings.first { $0.check == .text })
        #expect(label.verdict == .fail)
        #expect(abs(label.ratio - 3.5697) < 0.0005, "\(label.ratio)")
      } else {
        let review = try #require(normal.review)
        #expect(review.contains("is only a reference"), "\(review)")
      }
    }
  }

  // MARK: - What is skipped, and folders

  @Test("a macOS document: not read, a note says why; not an error")
  func macOSDocument() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("MainMenu.xib")
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
        <objects><button id="b"/></objects>
    </document>
    """.write(to: file, atomically: true, encoding: .utf8)
    let result = try InterfaceBuilderDiscovery().discover([file.path])
    #expect(result.found.components.isEmpty)
    #expect(result.diagnostics.isEmpty)
    let note = try #require(result.found.notes.first)
    #expect(note.location == file.path)
    #expect(note.message == "a macOS (AppKit) document; Legible reads iOS (CocoaTouch) ones")
  }

  @Test(
    "a folder with one malformed document: a warning naming file:line, the others read; named alone it throws"
  )
  func folderWalkVersusNamed() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("Good.xib")
    try Self.button(
      "<color key=\"titleColor\" white=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>"
    ).write(to: good, atomically: true, encoding: .utf8)
    let bad = folder.appendingPathComponent("Bad.storyboard")
    try Self.document("        <button id=\"B-2\">\n").write(
      to: bad, atomically: true, encoding: .utf8)

    let walked = try InterfaceBuilderDiscovery().discover([folder.path])
    #expect(walked.files.count == 2)
    #expect(walked.found.components.count == 1)
    let diagnostic = try #require(walked.diagnostics.first)
    #expect(walked.diagnostics.count == 1)
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.location == FileLocation(file: bad.path, line: 6, column: 15))
    #expect(
      diagnostic.message
        == "malformed XML: the end tag </objects> does not match the start tag <button> of line 4; close <button> first; the document is skipped"
    )

    do {
      _ = try InterfaceBuilderDiscovery().discover([bad.path, good.path])
      Issue.record("the malformed document named on the command line was read")
    } catch {
      #expect(error.code == .malformedDocument)
      #expect(error.location?.file == bad.path)
      #expect(error.location?.line == 6)
    }
  }
}
