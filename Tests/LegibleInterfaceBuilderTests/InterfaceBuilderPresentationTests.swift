import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleTokens
import TestSupport
import Testing

@testable import LegibleInterfaceBuilder

/// In the dark appearance UIKit's system backgrounds have a second value at the elevated level
/// (page and form sheets, popovers): secondarySystemGroupedBackground is #1c1c1e full screen and
/// #2c2c2e in a sheet. Issue 43: Go Map!!'s Settings › Sign Out (systemRed on a grouped cell of
/// a screen the main storyboard presents modally, through a storyboard reference, a navigation
/// controller and a push) passed at 4.96:1 on the base value and fails at 4.06:1 on the elevated
/// one. Legible's own fixtures; systemRed dark #FF4245 (Legible's iOS 26 table); ratios from
/// Tests/Evaluation/wcag.py, tolerance 1e-5.
@Suite("Interface Builder: how a scene is presented")
struct InterfaceBuilderPresentationTests {
  /// The app's main storyboard: a button presenting the `Settings` storyboard with `segue`.
  static func main(segue: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" colorMatched="YES" initialViewController="map">
        <scenes>
            <scene sceneID="s0">
                <objects>
                    <viewController id="map" customClass="MapViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="mapView">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="settingsButton">
                                    <rect key="frame" x="20" y="700" width="44" height="44"/>
                                    <state key="normal" image="gear"/>
                                    <connections>
                                        \(segue)
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                    <viewControllerPlaceholder storyboardName="Settings" id="settingsRef" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>

    """
  }

  /// The `Settings` storyboard: a navigation controller (initial) whose root pushes the account
  /// screen, a grouped table with a Sign Out button in a cell that sets no background.
  static let settings = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" colorMatched="YES" initialViewController="nav">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="root" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <tableViewController id="root" customClass="SettingsViewController" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="grouped" dataMode="static" id="rootTable">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        </tableView>
                        <connections>
                            <segue destination="account" kind="push" identifier="AccountInfoSegue" id="p1"/>
                        </connections>
                    </tableViewController>
                </objects>
            </scene>
            <scene sceneID="s3">
                <objects>
                    <tableViewController id="account" customClass="AccountViewController" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="grouped" dataMode="static" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <sections>
                                <tableViewSection id="section">
                                    <cells>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="cell">
                                            <rect key="frame" x="0.0" y="18" width="390" height="44"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
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

  /// The dark normal-state text finding of Sign Out, the storyboards read together.
  static func signOut(segue: String?) throws -> Finding {
    var documents = [
      try #require(try IBDocumentReader.read(text: settings, path: "App/Settings.storyboard"))
    ]
    if let segue {
      documents.insert(
        try #require(
          try IBDocumentReader.read(text: main(segue: segue), path: "App/Main.storyboard")),
        at: 0)
    }
    var builder = IBSpecBuilder(assets: AssetColorTable(), pages: [:])
    builder.add(documents)
    let report = try Auditor().audit(builder.result.spec(name: "app"))
    return try #require(
      report.findings.first {
        $0.component.hasPrefix("Sign Out") && "\($0.state)" == "normal" && $0.check == .text
          && $0.theme == "dark"
      })
  }

  static let elevated = CSSColor(.sRGB, 44.0 / 255, 44.0 / 255, 46.0 / 255)
  static let base = CSSColor(.sRGB, 28.0 / 255, 28.0 / 255, 30.0 / 255)

  @Test(
    "A modal segue (automatic style) through a reference, a relationship and a push: elevated, 4.059692 fail"
  )
  func sheet() throws {
    let finding = try Self.signOut(
      segue: #"<segue destination="settingsRef" kind="presentation" id="m1"/>"#)
    #expect(finding.background == Self.elevated)
    #expect(abs(finding.ratio - 4.059692) < 1e-5)
    #expect(finding.verdict == .fail)
    let evidence = finding.backgroundSource?.evidence ?? ""
    #expect(evidence.contains("presentation segue at App/Main.storyboard:"))
    #expect(evidence.contains("then the push segue at App/Settings.storyboard:"))
  }

  @Test("A popover presents at the elevated level too")
  func popover() throws {
    let finding = try Self.signOut(
      segue:
        #"<segue destination="settingsRef" kind="popoverPresentation" popoverAnchorView="settingsButton" id="m1"/>"#
    )
    #expect(finding.background == Self.elevated)
  }

  @Test("A full-screen presentation keeps the base value: 4.956328 pass")
  func fullScreen() throws {
    let finding = try Self.signOut(
      segue:
        #"<segue destination="settingsRef" kind="presentation" modalPresentationStyle="fullScreen" id="m1"/>"#
    )
    #expect(finding.background == Self.base)
    #expect(abs(finding.ratio - 4.956328) < 1e-5)
    #expect(finding.verdict == .pass)
  }

  @Test("No segue says how the scene is presented: needs review, with both levels' ratios")
  func unknown() throws {
    let finding = try Self.signOut(segue: nil)
    #expect(finding.verdict == .needsReview)
    #expect(abs(finding.ratio - 4.956328) < 1e-5)
    let review = finding.review ?? ""
    #expect(review.contains("4.95:1"))
    #expect(review.contains("#2c2c2e"))
    #expect(review.contains("4.05:1"))
  }

  @Test("Two paths that disagree (a sheet and a full-screen presentation) leave the level unknown")
  func conflicting() throws {
    let both = """
      <segue destination="settingsRef" kind="presentation" id="m1"/>
      <segue destination="settingsRef" kind="presentation" modalPresentationStyle="fullScreen" id="m2"/>
      """
    let finding = try Self.signOut(segue: both)
    #expect(finding.verdict == .needsReview)
  }

  @Test("Apple's elevated dark backgrounds: the six system backgrounds, nothing else")
  func table() {
    #expect(AppleSystemColors.elevatedDark("systemBackgroundColor")?.color == Self.base)
    #expect(
      AppleSystemColors.elevatedDark("secondarySystemGroupedBackground")?.color == Self.elevated)
    #expect(
      AppleSystemColors.elevatedDark("tertiarySystemBackground")?.color
        == CSSColor(.sRGB, 58.0 / 255, 58.0 / 255, 60.0 / 255))
    #expect(AppleSystemColors.elevatedDark("systemRed") == nil)
    #expect(AppleSystemColors.elevatedDark("label") == nil)
  }
}
