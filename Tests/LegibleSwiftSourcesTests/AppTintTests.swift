import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import TestSupport
import Testing

@testable import LegibleSwiftSources

/// The tint an app's code sets for every view (`window.tintColor = …` in a scene delegate,
/// `UIView.appearance().tintColor = …`) is what a storyboard's system button without a tint of
/// its own draws its title in (UIView `tintColor`: "The first nondefault tint color value in the
/// view's hierarchy, ascending from and starting with the view itself"). NetNewsWire
/// (Ranchero-Software/NetNewsWire, MIT; not copied here) sets `window!.tintColor =
/// Assets.Colors.primaryAccent` in its scene delegate, where `primaryAccent` is
/// `RSColor(named: …)` in the `#else` of `#if os(macOS)` and `RSColor` a typealias of UIColor;
/// its account screens' "Sign Up Here" buttons failed in UIKit's default blue, which the app
/// never draws. Legible's own fixture; the ratio is WCAG 2.2's, computed in Python from
/// (8, 106, 238) on white, tolerance 1e-9.
@Suite("Swift sources with Interface Builder: the app's tint set in code")
struct AppTintTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" colorMatched="YES">
        <objects>
            <view contentMode="scaleToFill" id="V-1">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="S-1">
                        <rect key="frame" x="20" y="100" width="374" height="44"/>
                        <state key="normal" title="Sign Up"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="R-1">
                        <rect key="frame" x="20" y="150" width="374" height="44"/>
                        <state key="normal" title="Own tint"/>
                        <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" id="P-1">
                        <rect key="frame" x="20" y="200" width="374" height="44"/>
                        <buttonConfiguration key="configuration" style="plain" title="Outlined">
                            <backgroundConfiguration key="background" strokeWidth="1">
                                <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </backgroundConfiguration>
                            <color key="baseForegroundColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </buttonConfiguration>
                    </button>
                </subviews>
            </view>
        </objects>
    </document>
    """

  static let swift = """
    import UIKit

    #if os(macOS)
    typealias BrandColor = NSColor
    #else
    typealias BrandColor = UIColor
    #endif

    enum Palette {
    #if os(macOS)
        static let accent = BrandColor(red: 1, green: 0, blue: 0, alpha: 1)
    #else
        static let accent = BrandColor(red: 8 / 255.0, green: 106 / 255.0, blue: 238 / 255.0, alpha: 1)
    #endif
    }

    final class SceneDelegate: UIResponder {
        var window: UIWindow?

        func scene() {
            UINavigationBar.appearance().tintColor = .red
            window!.tintColor = Palette.accent
        }
    }
    """

  static func found(swift: String = Self.swift) throws -> DiscoveredComponents {
    try withTemporaryFolder(
      ["Account.xib": xib, "SceneDelegate.swift": swift], prefix: "legible-app-tint"
    ) { try ProjectDiscovery().discover([$0.path]).found }
  }

  static func normal(_ found: DiscoveredComponents, _ title: String) throws -> StateSpec {
    try #require(
      found.components.first { $0.name.hasPrefix(title + " (") }?.states["normal"],
      "\(title): \(found.components.map(\.name))")
  }

  @Test(
    "A system button without a tint draws in the window's tint the scene delegate sets, at that line, through a typealias and the iOS branch of #if: (8, 106, 238), 4.876:1 on white (WCAG formula, 1e-9), not systemBlue; a button with its own tint keeps it"
  )
  func windowTint() throws {
    let found = try Self.found()
    let normal = try Self.normal(found, "Sign Up")
    #expect(normal.text == .color(CSSColor(.sRGB, 8 / 255.0, 106 / 255.0, 238 / 255.0)))
    let source = try #require(normal.sources["text"]?.source(theme: nil))
    #expect(source.file?.hasSuffix("SceneDelegate.swift") == true)
    #expect(source.line == 22)
    #expect(source.pairing == .inferred)
    #expect(source.evidence?.contains("window!.tintColor = Palette.accent") == true)
    #expect(normal.review == nil)
    let report = try Auditor().audit(found.spec(name: "tint"))
    let finding = try #require(
      report.findings.first {
        $0.component.hasPrefix("Sign Up (") && $0.state.rawValue == "normal" && $0.check == .text
      })
    #expect(abs(finding.ratio - 4.876295639322964) < 1e-9)
    #expect(finding.verdict == .pass)
    let own = try Self.normal(found, "Own tint")
    #expect(own.text == .color(CSSColor(.sRGB, 1, 0, 0)))
    // A configuration's stroke with no colour of its own is the tint too.
    let outlined = try Self.normal(found, "Outlined")
    #expect(outlined.border == .color(CSSColor(.sRGB, 8 / 255.0, 106 / 255.0, 238 / 255.0)))
  }

  @Test(
    "A window tint Legible cannot evaluate makes the buttons drawn in it needs-review, naming the line; a button with its own tint does not depend on it"
  )
  func unknownWindowTint() throws {
    let swift = Self.swift.replacingOccurrences(
      of: "window!.tintColor = Palette.accent", with: "window?.tintColor = Theme.current.tint")
    #expect(swift != Self.swift)
    let found = try Self.found(swift: swift)
    let review = try #require(try Self.normal(found, "Sign Up").review)
    #expect(review.contains("the app's tint is set in code at"))
    #expect(review.contains("SceneDelegate.swift:22"))
    #expect(try Self.normal(found, "Own tint").review == nil)
    // Only its stroke is drawn in the tint (its evidence says so): still the app's tint.
    let outlined = try #require(try Self.normal(found, "Outlined").review)
    #expect(outlined.contains("the app's tint is set in code at"))
  }

  @Test(
    "A navigation bar's appearance tint is not the buttons': with no window or UIView tint, UIKit's default blue stays, inferred"
  )
  func navigationBarTintIsNotAppWide() throws {
    let swift = Self.swift.replacingOccurrences(
      of: "        window!.tintColor = Palette.accent\n", with: "")
    #expect(swift != Self.swift)
    let normal = try Self.normal(try Self.found(swift: swift), "Sign Up")
    let source = try #require(normal.sources["text"]?.source(theme: nil))
    #expect(source.token == "systemBlue")
  }
}
