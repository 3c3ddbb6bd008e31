import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import TestSupport
import Testing

@testable import LegibleInterfaceBuilder

/// A button in a table view cell that sets no background sits on UIKit's default cell
/// background (UIBackgroundConfiguration `listGroupedCell()`: secondarySystemGroupedBackground in
/// a grouped or inset-grouped table; `listPlainCell()`: systemBackground), not on the table's own
/// grouped background behind the cells (issue 43: Go Map!!'s Settings › Sign Out was measured on
/// #f2f2f7 / black). Legible's own fixture; system colours from Legible's table (iOS 26 systemRed
/// #FF383C light, #FF4245 dark); ratios from Tests/Evaluation/wcag.py, tolerance 1e-5.
@Suite("Interface Builder: table view cells")
struct InterfaceBuilderTableCellTests {
  static func document(style: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" colorMatched="YES">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <tableViewController id="tvc" customClass="SettingsViewController" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="\(style)" dataMode="static" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <color key="backgroundColor" systemColor="groupTableViewBackgroundColor"/>
                            <sections>
                                <tableViewSection id="section">
                                    <cells>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="cell">
                                            <rect key="frame" x="0.0" y="18" width="390" height="44"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                                <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                                <subviews>
                                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="signOut">
                                                        <rect key="frame" x="20" y="7" width="100" height="30"/>
                                                        <state key="normal" title="Sign Out">
                                                            <color key="titleColor" systemColor="systemRedColor"/>
                                                        </state>
                                                    </button>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """
  }

  static func text(style: String, theme: String) throws -> Finding {
    let document = try #require(
      try IBDocumentReader.read(text: document(style: style), path: "Settings.storyboard"))
    var builder = IBSpecBuilder(assets: AssetColorTable(), pages: [:])
    builder.add([document])
    let report = try Auditor().audit(builder.result.spec(name: "settings"))
    return try #require(
      report.findings.first {
        "\($0.state)" == "normal" && $0.check == .text && $0.theme == theme
      })
  }

  @Test("Grouped: on secondarySystemGroupedBackground, #ffffff light (3.569657) and #1c1c1e dark")
  func grouped() throws {
    let light = try Self.text(style: "grouped", theme: "light")
    #expect(light.background == CSSColor(rgb: 0xFFFFFF))
    #expect(abs(light.ratio - 3.569657) < 1e-5)
    #expect(light.verdict == .fail)
    let dark = try Self.text(style: "grouped", theme: "dark")
    #expect(dark.background == CSSColor(.sRGB, 28.0 / 255, 28.0 / 255, 30.0 / 255))
    #expect(abs(dark.ratio - 4.956328) < 1e-5)
  }

  @Test("The surface says it is UIKit's default cell background")
  func provenance() throws {
    let document = try #require(
      try IBDocumentReader.read(text: Self.document(style: "insetGrouped"), path: "S.storyboard"))
    var builder = IBSpecBuilder(assets: AssetColorTable(), pages: [:])
    builder.add([document])
    let evidence = builder.result.surfaceSources.values.compactMap {
      $0.source(theme: "light")?.evidence
    }
    #expect(
      evidence.contains {
        $0.contains("UITableViewCell's default background in a grouped table")
      })
  }

  @Test("Plain (no style attribute): on systemBackground, black in dark appearance (6.117220)")
  func plain() throws {
    let dark = try Self.text(style: "plain", theme: "dark")
    #expect(dark.background == CSSColor(.sRGB, 0, 0, 0))
    #expect(abs(dark.ratio - 6.117220) < 1e-5)
  }
}
