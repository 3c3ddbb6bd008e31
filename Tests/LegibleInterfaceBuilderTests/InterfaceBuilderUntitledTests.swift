import Foundation
import LegibleAudit
import LegibleDiscovery
import TestSupport
import Testing

@testable import LegibleInterfaceBuilder

/// Buttons whose document gives them no title. UIKit draws a button's title label only when it
/// has a title (UIButton `titleLabel`: "Although this property is read-only, its own properties
/// are read/write. Use these properties primarily to configure the text of the button"; a button
/// with no title shows no text), so a title colour measured for such a button is a colour
/// nothing is drawn in. Found in Pocket Casts (Automattic/pocket-casts-ios, MPL 2.0; its files
/// are not copied here): an invisible "Close Sleep Timer" tap area over a grab handle failed as
/// UIKit's default blue title on a grey panel (2.14:1); icon buttons with an accessibility label
/// ("Skip Back") were measured as white titles; ChatSecure's ⓘ (`infoLight`) and
/// `detailDisclosure` buttons failed and passed as text. Legible's own fixture.
@Suite("Interface Builder: buttons without a title")
struct InterfaceBuilderUntitledTests {
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PlayerViewController">
                <connections>
                    <outlet property="cellButton" destination="outletted" id="o-1"/>
                    <outlet property="countButton" destination="coloured" id="o-2"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                <color key="backgroundColor" red="0.32941176470588235" green="0.32941176470588235" blue="0.32941176470588235" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" id="skip">
                        <rect key="frame" x="10" y="10" width="44" height="44"/>
                        <accessibility key="accessibilityConfiguration" label="Skip Back"/>
                        <state key="normal" image="skip-backward"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="close">
                        <rect key="frame" x="10" y="60" width="56" height="20"/>
                        <accessibility key="accessibilityConfiguration" label="Close Sleep Timer"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="infoLight" id="info">
                        <rect key="frame" x="10" y="90" width="22" height="22"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" id="outletted">
                        <rect key="frame" x="10" y="120" width="200" height="50"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" id="coloured">
                        <rect key="frame" x="10" y="180" width="200" height="50"/>
                        <state key="normal">
                            <color key="titleColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </state>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" id="attributed">
                        <rect key="frame" x="10" y="240" width="200" height="50"/>
                        <state key="normal" image="star">
                            <attributedString key="attributedTitle">
                                <fragment content="Favourite"/>
                            </attributedString>
                        </state>
                    </button>
                </subviews>
            </view>
        </objects>
    </document>

    """

  static func found() throws -> DiscoveredComponents {
    let document = try #require(try IBDocumentReader.read(text: document, path: "Player.xib"))
    var builder = IBSpecBuilder(assets: AssetColorTable(), pages: [:])
    builder.add([document])
    return builder.result
  }

  @Test(
    "An image button named by its accessibility label (\"Skip Back\") and an infoLight button are image-only notes, not components measured as titles"
  )
  func imageButtonsWithLabels() throws {
    let found = try Self.found()
    #expect(!found.components.contains { $0.name.hasPrefix("Skip Back") })
    #expect(!found.components.contains { $0.name.hasPrefix("button info") })
    let notes = found.notes.filter { $0.message.hasPrefix("image-only button") }
    #expect(notes.map(\.subject) == ["button skip (\"Skip Back\")", "button info"])
    #expect(notes.first?.location == "Player.xib:\(Self.line(of: "id=\"skip\""))")
  }

  @Test(
    "A system button with no title, title colour or image, and no outlet or class, draws nothing: a skipped note at its line, no 2.14:1 failure of a title it does not have"
  )
  func tapArea() throws {
    let found = try Self.found()
    #expect(!found.components.contains { $0.name.hasPrefix("Close Sleep Timer") })
    let note = try #require(
      found.notes.first { $0.subject == "button close (\"Close Sleep Timer\")" })
    #expect(note.kind == .skipped)
    #expect(note.message.contains("no title, title colour or image"))
    #expect(note.location == "Player.xib:\(Self.line(of: "id=\"close\""))")
  }

  @Test(
    "A button with no title held in an outlet is needs-review in every state, naming the outlet and its owner; one whose document sets a title colour is measured as before, without that review"
  )
  func outletWithoutTitle() throws {
    let found = try Self.found()
    let outletted = try #require(
      found.components.first { $0.name == "button outletted (Player.xib)" })
    #expect(outletted.states.count == 4)
    for (state, spec) in outletted.states {
      let review = try #require(spec.review, "state \(state)")
      #expect(review.contains("no title and no title colour"))
      #expect(review.contains("outlet `cellButton` of PlayerViewController"))
    }
    let report = try Auditor().audit(found.spec(name: "untitled"))
    let verdicts = Set(
      report.findings.filter { $0.component == "button outletted (Player.xib)" }
        .map(\.verdict))
    #expect(!verdicts.contains(.pass) && !verdicts.contains(.fail))
    let coloured = try #require(
      found.components.first { $0.name == "button coloured (Player.xib)" })
    #expect(coloured.states.values.allSatisfy { $0.review == nil })
  }

  @Test(
    "An attributed title with no title attribute is a title: the button with an image and an attributed title is a component"
  )
  func attributedTitle() throws {
    let found = try Self.found()
    #expect(found.components.contains { $0.name == "button attributed (Player.xib)" })
    #expect(!found.notes.contains { $0.subject?.hasPrefix("button attributed") == true })
  }

  @Test(
    "legible audit, which prints diagnostics and not notes, is told per document how many buttons were left out and why"
  )
  func notAuditedDiagnostic() throws {
    let result = try withTemporaryFolder(["Player.xib": Self.document], prefix: "legible-untitled")
    {
      try InterfaceBuilderDiscovery().discover([$0.path])
    }
    let notes = result.diagnostics.filter { $0.message.contains("not audited") }
    #expect(notes.count == 1)
    let note = try #require(notes.first)
    #expect(note.severity == .note)
    #expect(note.location.file.hasSuffix("Player.xib"))
    #expect(note.message.hasPrefix("3 buttons not audited"))
    #expect(note.message.contains("2 image-only"))
    #expect(note.message.contains("1 with no title, title colour or image"))
  }

  static func line(of text: String) -> Int {
    (document.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains(text) } ?? -1) + 1
  }
}
