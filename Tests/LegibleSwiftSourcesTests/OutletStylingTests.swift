import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleSwiftSources
import TestSupport
import Testing

/// A document's button held in an outlet whose owner's code sets its colours (issue 21: "the
/// truth of a button is often split"). The shapes are Simplenote's (Automattic/simplenote-ios,
/// GPL-2.0, read here, not copied): SPAuthViewController's `@IBOutlet var primaryActionButton
/// { didSet { primaryActionButton.setTitleColor(.white, for: .normal) } }` and `backgroundColor
/// = …` in a method; PinLockViewController's `for button in keypadButtons {
/// button.setBackgroundImage(…) }` over an outlet collection; SPRatingsPromptView's `let
/// buttons = [leftButton, rightButton].compactMap { $0 }`. Read from their xibs alone, those
/// buttons failed with UIKit's default blue title on white (3.52:1) where the app draws white
/// on its blue; each is now needs-review naming the lines. Legible's own fixture.
@Suite("Interface Builder with Swift: outlets styled by their owner's code")
struct OutletStylingTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController">
                <connections>
                    <outlet property="loginButton" destination="L-1" id="o-1"/>
                    <outlet property="helpButton" destination="H-1" id="o-2"/>
                    <outletCollection property="keypadButtons" destination="K-1" collectionClass="NSMutableArray" id="o-3"/>
                    <outletCollection property="keypadButtons" destination="K-2" collectionClass="NSMutableArray" id="o-4"/>
                    <outlet property="leftButton" destination="P-1" id="o-5"/>
                    <outlet property="shareButton" destination="S-1" id="o-6"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="V-1">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="L-1">
                        <rect key="frame" x="20" y="100" width="374" height="44"/>
                        <state key="normal" title="Log in"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="H-1">
                        <rect key="frame" x="20" y="150" width="374" height="44"/>
                        <state key="normal" title="Help"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" id="K-1">
                        <rect key="frame" x="20" y="200" width="76" height="76"/>
                        <state key="normal" title="1"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" id="K-2">
                        <rect key="frame" x="120" y="200" width="76" height="76"/>
                        <state key="normal" title="2"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="P-1">
                        <rect key="frame" x="20" y="300" width="374" height="44"/>
                        <state key="normal" title="Not now"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="S-1">
                        <rect key="frame" x="20" y="400" width="374" height="44"/>
                        <state key="normal" title="Share"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="N-1">
                        <rect key="frame" x="20" y="350" width="374" height="44"/>
                        <state key="normal" title="No outlet"/>
                    </button>
                </subviews>
            </view>
        </objects>
    </document>
    """

  static let swift = """
    import UIKit

    final class LoginViewController: UIViewController {
        @IBOutlet private var loginButton: UIButton! {
            didSet {
                loginButton.setTitleColor(.white, for: .normal)
            }
        }
        @IBOutlet private var helpButton: UIButton!
        @IBOutlet private var keypadButtons: [UIButton] = []
        @IBOutlet private var leftButton: UIButton!
        @IBOutlet private var shareButton: UIButton!

        override func viewDidLoad() {
            super.viewDidLoad()
            self.loginButton.backgroundColor = .systemBlue
            helpButton.addTarget(self, action: #selector(help), for: .touchUpInside)
            helpButton.isHidden = false
            for button in keypadButtons {
                button.setBackgroundImage(nil, for: .normal)
            }
            refreshStyle()
            applyBrand(to: shareButton)
        }

        func applyBrand(to button: UIButton) {
            button.tintColor = .orange
        }

        func refreshStyle() {
            let buttons = [leftButton].compactMap { $0 }
            for button in buttons {
                button.layer.borderColor = UIColor.red.cgColor
            }
        }

        @objc func help() {}
    }

    // Another class's property of the same name is not the outlet's owner's code.
    final class OtherViewController: UIViewController {
        var helpButton = UIButton()
        override func viewDidLoad() {
            super.viewDidLoad()
            helpButton.setTitleColor(.red, for: .normal)
        }
    }
    """

  static func found() throws -> DiscoveredComponents {
    try withTemporaryFolder(
      ["Login.xib": xib, "LoginViewController.swift": swift], prefix: "legible-outlets"
    ) { try ProjectDiscovery().discover([$0.path]).found }
  }

  static func normal(_ found: DiscoveredComponents, _ title: String) throws -> StateSpec {
    try #require(
      found.components.first { $0.name.hasPrefix(title + " (") }?.states["normal"],
      "\(title): \(found.components.map(\.name))")
  }

  @Test("An outlet given colours in didSet and viewDidLoad: needs-review naming both lines")
  func outletStyledInDidSetAndViewDidLoad() throws {
    let review = try #require(try Self.normal(Self.found(), "Log in").review)
    #expect(review.contains("outlet `loginButton` of LoginViewController (Login.xib:6)"))
    #expect(review.contains("LoginViewController.swift:6 (`setTitleColor`)"))
    #expect(review.contains("LoginViewController.swift:16 (`backgroundColor`)"))
  }

  @Test("An outlet collection styled in a for-in loop; an array of outlets bound to a name")
  func collectionsAndAliases() throws {
    let found = try Self.found()
    for title in ["1", "2"] {
      let review = try #require(try Self.normal(found, title).review, "\(title)")
      #expect(review.contains("outlet `keypadButtons`"))
      #expect(review.contains("LoginViewController.swift:20 (`setBackgroundImage`)"))
    }
    let review = try #require(try Self.normal(found, "Not now").review)
    #expect(review.contains("LoginViewController.swift:33 (`layer.borderColor`)"))
  }

  @Test("An outlet passed to a function of the sources: needs-review naming the call")
  func outletPassedToAFunction() throws {
    let review = try #require(try Self.normal(Self.found(), "Share").review)
    #expect(
      review.contains(
        "LoginViewController.swift:23 (`applyBrand(…)`, a function of the sources the outlet is passed to)"
      ))
  }

  @Test(
    "An outlet whose owner's code sets no colour, or whose property only another class styles, is not reviewed"
  )
  func unstyledOutletsAreNotReviewed() throws {
    let found = try Self.found()
    // `helpButton.addTarget`, `isHidden`: no colour; OtherViewController's `helpButton` is not
    // this outlet. The document's reading stands: a system button's title in the tint, 3.52:1
    // on white (systemBlue #0088ff, WCAG 2.2 relative luminance), as the button with no outlet.
    let help = try Self.normal(found, "Help")
    let none = try Self.normal(found, "No outlet")
    #expect(help.review == nil, "\(help.review ?? "")")
    #expect(help.text == none.text)
    #expect(help.text == .color(CSSColor(.sRGB, 0, 0x88 / 255.0, 1)))
  }
}
