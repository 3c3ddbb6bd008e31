import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleSwiftSources
import TestSupport
import Testing

/// Nib load order (docs/interface-builder.md §4): UIButton's `init(coder:)` decodes the
/// document's states inside `super.init(coder:)`, so a subclass's code after that call (and a
/// `commonInit()` it calls) runs after the XML and wins over it (Apple, "Nib Object Life
/// Cycle", as cited in ../shared/reference/ios/interface-builder.md §5). Legible's own fixture:
/// a storyboard of two custom-class buttons on white and their Swift; ratios from the WCAG 2.2
/// relative-luminance formula, 1e-9.
@Suite("Interface Builder with Swift: nib load order")
struct NibLoadOrderTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" colorMatched="YES">
        <scenes>
            <scene sceneID="S-1">
                <objects>
                    <viewController id="VC-1" customClass="LoadOrderViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="V-1">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" id="B-1" customClass="RedTitleButton" customModule="App">
                                    <rect key="frame" x="20" y="100" width="374" height="44"/>
                                    <state key="normal" title="Red in code">
                                        <color key="titleColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </state>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" id="B-3" customClass="ProgrammaticButton" customModule="App">
                                    <rect key="frame" x="20" y="228" width="374" height="44"/>
                                    <state key="normal" title="Never decoded">
                                        <color key="titleColor" red="0.20000000000000001" green="0.20000000000000001" blue="0.20000000000000001" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </state>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" id="B-2" customClass="DimmedDisabledButton" customModule="App">
                                    <rect key="frame" x="20" y="164" width="374" height="44"/>
                                    <state key="normal" title="Black in the document">
                                        <color key="titleColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </state>
                                </button>
                            </subviews>
                            <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  static let swift = """
    import UIKit

    class RedTitleButton: UIButton {
        override init(frame: CGRect) {
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            setTitleColor(.red, for: .normal)
        }
    }

    class ProgrammaticButton: UIButton {
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    class DimmedDisabledButton: UIButton {
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            commonInit()
        }

        func commonInit() {
            if let color = titleColor(for: .normal) {
                setTitleColor(color.withAlphaComponent(0.5), for: .disabled)
            }
        }
    }

    """

  /// The line (from 1) of the first line of `text` containing `needle`.
  static func line(of needle: String, in text: String) -> Int? {
    text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
      $0.contains(needle)
    }.map { $0 + 1 }
  }

  static func discover() throws -> (DiscoveredComponents, AuditReport) {
    let found = try withTemporaryFolder(
      ["Main.storyboard": storyboard, "Buttons.swift": swift], prefix: "legible-nib-order"
    ) { try ProjectDiscovery().discover([$0.path]).found }
    return (found, try Auditor().audit(found.spec(name: "load order")))
  }

  @Test(
    "setTitleColor(.red, for: .normal) after super.init(coder:) beats the XML's blue: red on white, 3.998:1 (WCAG formula, 1e-9), sourced at the Swift line"
  )
  func codeAfterSuperInitWins() throws {
    let (found, report) = try Self.discover()
    let name = "Red in code (LoadOrderViewController)"
    let component = try #require(found.components.first { $0.name == name })
    let source = try #require(component.states["normal"]?.sources["text"]?.source(theme: nil))
    #expect(source.file?.hasSuffix("Buttons.swift") == true)
    #expect(source.line == Self.line(of: "setTitleColor(.red", in: Self.swift))
    let finding = try #require(
      report.findings.first {
        $0.component == name && $0.state.rawValue == "normal" && $0.check == .text
      })
    #expect(abs(finding.ratio - referenceContrastRatio([1, 0, 0], [1, 1, 1])) < 1e-9)
  }

  @Test(
    "A colour set only in the XML keeps the XML's line; init(coder:)'s commonInit reads it (titleColor(for: .normal)) to derive disabled at alpha 0.5"
  )
  func xmlColourSeenByInit() throws {
    let (found, _) = try Self.discover()
    let name = "Black in the document (LoadOrderViewController)"
    let component = try #require(found.components.first { $0.name == name })
    let normal = try #require(component.states["normal"]?.sources["text"]?.source(theme: nil))
    #expect(normal.file?.hasSuffix("Main.storyboard") == true)
    #expect(
      normal.line == Self.line(of: "red=\"0.0\" green=\"0.0\" blue=\"0.0\"", in: Self.storyboard))
    // Before the fix the XML was set after the initialiser, which then saw no normal colour:
    // disabled fell back to normal's (the storyboard line, inherited).
    let disabled = try #require(
      component.states["disabled"]?.sources["text"]?.source(theme: nil))
    #expect(disabled.file?.hasSuffix("Buttons.swift") == true, "\(disabled)")
    #expect(disabled.line == Self.line(of: "withAlphaComponent(0.5)", in: Self.swift))
  }

  @Test(
    "An init(coder:) that never reaches super.init(coder:) (fatalError): the XML's colour is set after it, and the state says so"
  )
  func initWithoutSuper() throws {
    let (found, _) = try Self.discover()
    let component = try #require(
      found.components.first { $0.name == "Never decoded (LoadOrderViewController)" })
    let normal = try #require(component.states["normal"])
    #expect(normal.sources["text"]?.source(theme: nil)?.file?.hasSuffix("Main.storyboard") == true)
    #expect(normal.review?.contains("did not reach super.init(coder:)") == true)
  }

  @Test(
    "NetNewsWire's VibrantButton: commonInit() (from init(coder:)) replaces the XML's highlighted systemRed with Assets.Colors.vibrantText, which is not in the corpus: still measured with systemRed, but its source says it was replaced (../shared/ios/corpus/netnewswire, MIT)",
    .enabled(
      if: FileManager.default.fileExists(
        atPath: SharedFolder.root.appendingPathComponent("ios/corpus/netnewswire").path),
      "../shared/ios/corpus is missing (set LEGIBLE_SHARED_DIR)"))
  func replacedByUnreadableColour() throws {
    let folder = SharedFolder.root.appendingPathComponent("ios/corpus/netnewswire").path
    let found = try ProjectDiscovery().discover([folder]).found
    let remove = try #require(
      found.components.first { $0.name == "Remove Account (AccountInspectorViewController)" })
    let highlighted = try #require(remove.states["highlighted"])
    let source = try #require(highlighted.sources["text"]?.source(theme: "light"))
    #expect(source.token == "systemRedColor")
    #expect(source.evidence?.contains("replaced at ") == true)
    #expect(source.evidence?.contains("VibrantButton.swift:25") == true)
    #expect(highlighted.review?.contains("title colour (highlighted)") == true)
  }
}
