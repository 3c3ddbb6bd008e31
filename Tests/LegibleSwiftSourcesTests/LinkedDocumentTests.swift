import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleSwiftSources
import TestSupport
import Testing

/// A button linked to its Swift class keeps everything the document says (issue 21,
/// docs/interface-builder.md §4): its `buttonType` (a system button's title is the tint the
/// button or its nearest ancestor sets, and its highlighted and disabled looks are UIKit's own)
/// and its `<buttonConfiguration>`. What the class does not change is what the same XML gives
/// without a `customClass` (each linked button here has an unlinked twin, with the same XML);
/// what it changes is applied in nib load order. Legible's own fixture; ratios from the WCAG
/// 2.2 relative-luminance formula, 1e-9.
@Suite("Interface Builder with Swift: the document's type and configuration")
struct LinkedDocumentTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" colorMatched="YES">
        <scenes>
            <scene sceneID="S-1">
                <objects>
                    <viewController id="VC-1" customClass="LinkedViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="V-1">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="A-1" customClass="RoundedButton" customModule="App">
                                    <rect key="frame" x="20" y="100" width="374" height="44"/>
                                    <state key="normal" title="System linked"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="A-2">
                                    <rect key="frame" x="20" y="150" width="374" height="44"/>
                                    <state key="normal" title="System unlinked"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" id="B-1" customClass="RoundedButton" customModule="App">
                                    <rect key="frame" x="20" y="200" width="374" height="44"/>
                                    <state key="normal" title="Button"/>
                                    <buttonConfiguration key="configuration" style="filled" title="Filled linked">
                                        <color key="baseForegroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <color key="baseBackgroundColor" red="0.5" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </buttonConfiguration>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" id="B-2">
                                    <rect key="frame" x="20" y="250" width="374" height="44"/>
                                    <state key="normal" title="Button"/>
                                    <buttonConfiguration key="configuration" style="filled" title="Filled unlinked">
                                        <color key="baseForegroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <color key="baseBackgroundColor" red="0.5" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </buttonConfiguration>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" id="C-1" customClass="RetitledButton" customModule="App">
                                    <rect key="frame" x="20" y="300" width="374" height="44"/>
                                    <state key="normal" title="Button"/>
                                    <buttonConfiguration key="configuration" style="filled" title="Filled retitled">
                                        <color key="baseForegroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <color key="baseBackgroundColor" red="0.5" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </buttonConfiguration>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" id="D-1" customClass="ReconfiguredButton" customModule="App">
                                    <rect key="frame" x="20" y="350" width="374" height="44"/>
                                    <state key="normal" title="Button"/>
                                    <buttonConfiguration key="configuration" style="filled" title="Filled reconfigured">
                                        <color key="baseForegroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <color key="baseBackgroundColor" red="0.5" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </buttonConfiguration>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="E-1" customClass="TintedButton" customModule="App">
                                    <rect key="frame" x="20" y="400" width="374" height="44"/>
                                    <state key="normal" title="System tinted in code"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" id="F-1" customClass="RoundedButton" customModule="App">
                                    <rect key="frame" x="20" y="450" width="374" height="44"/>
                                    <state key="normal" title="Undeclared attribute">
                                        <color key="titleColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </state>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="color" keyPath="pressedTitleColor">
                                            <color key="value" red="0.80000000000000004" green="0.80000000000000004" blue="0.80000000000000004" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
                                </button>
                            </subviews>
                            <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <color key="tintColor" red="0.0" green="0.40000000000000002" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  static let swift = """
    import UIKit

    class RoundedButton: UIButton {
        override func awakeFromNib() {
            super.awakeFromNib()
            layer.cornerRadius = 8
        }
    }

    class RetitledButton: UIButton {
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            setTitleColor(.black, for: .normal)
        }
    }

    class TintedButton: UIButton {
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            tintColor = .red
        }
    }

    class ReconfiguredButton: UIButton {
        override func awakeFromNib() {
            super.awakeFromNib()
            configuration?.baseForegroundColor = .black
        }
    }

    """

  static func discover() throws -> (DiscoveredComponents, AuditReport) {
    let found = try withTemporaryFolder(
      ["Main.storyboard": storyboard, "Buttons.swift": swift], prefix: "legible-linked-document"
    ) { try ProjectDiscovery().discover([$0.path]).found }
    return (found, try Auditor().audit(found.spec(name: "linked document")))
  }

  static func component(_ found: DiscoveredComponents, _ title: String) throws -> ComponentSpec {
    try #require(found.components.first { $0.name == "\(title) (LinkedViewController)" })
  }

  static func finding(_ report: AuditReport, _ title: String, _ state: String) -> Finding? {
    report.findings.first {
      $0.component == "\(title) (LinkedViewController)" && $0.state.rawValue == state
        && $0.check == .text
    }
  }

  /// Each of IB's four states of `linked` has the colours, pairings and review of `unlinked`'s.
  static func expectSame(_ linked: ComponentSpec, _ unlinked: ComponentSpec) {
    for state in ["normal", "highlighted", "selected", "disabled"] {
      let a = linked.states[state]
      let b = unlinked.states[state]
      #expect(a?.text == b?.text, "\(state) text")
      #expect(a?.background == b?.background, "\(state) background")
      #expect(a?.border == b?.border, "\(state) border")
      #expect(a?.opacity == b?.opacity, "\(state) opacity")
      #expect(a?.review == b?.review, "\(state) review")
      for part in ["text", "background", "border"] {
        #expect(
          a?.sources[part]?.source(theme: nil)?.pairing
            == b?.sources[part]?.source(theme: nil)?.pairing, "\(state) \(part) pairing")
      }
    }
    #expect(linked.states.keys.sorted() == unlinked.states.keys.sorted())
  }

  static let tint: SIMD3<Double> = [0, 0.4, 0]

  @Test(
    "A system button whose class (RoundedButton) sets no colour draws its title in the ancestor view's tintColor (0, 0.4, 0), stated at its line, as unlinked: 7.24:1 on white (WCAG formula, 1e-9); highlighted and disabled need review"
  )
  func systemButtonKeepsTheTint() throws {
    let (found, report) = try Self.discover()
    let linked = try Self.component(found, "System linked")
    Self.expectSame(linked, try Self.component(found, "System unlinked"))
    let source = try #require(linked.states["normal"]?.sources["text"]?.source(theme: nil))
    #expect(source.pairing == .stated)
    #expect(source.file?.hasSuffix("Main.storyboard") == true)
    #expect(
      source.line
        == NibLoadOrderTests.line(of: "<color key=\"tintColor\" red=\"0.0\"", in: Self.storyboard))
    #expect(linked.states["normal"]?.review == nil)
    for state in ["highlighted", "disabled"] {
      #expect(
        linked.states[state]?.review?.contains("a system button (buttonType system)") == true,
        "\(state)")
    }
    let normal = try #require(Self.finding(report, "System linked", "normal"))
    let expected = referenceContrastRatio(Self.tint, [1, 1, 1])
    #expect(abs(normal.ratio - expected) < 1e-9)
    #expect(floor(expected * 100) / 100 == 7.24)
  }

  @Test(
    "A filled configuration on a class that sets no colour keeps its baseBackgroundColor (0.5, 0, 0) and baseForegroundColor (white), as unlinked: 10.99:1 (WCAG formula, 1e-9)"
  )
  func configurationIsKept() throws {
    let (found, report) = try Self.discover()
    let linked = try Self.component(found, "Filled linked")
    Self.expectSame(linked, try Self.component(found, "Filled unlinked"))
    let source = try #require(linked.states["normal"]?.sources["background"]?.source(theme: nil))
    #expect(
      source.line
        == NibLoadOrderTests.line(
          of: "title=\"Filled linked\"", in: Self.storyboard
        ).map { $0 + 2 })
    let normal = try #require(Self.finding(report, "Filled linked", "normal"))
    let expected = referenceContrastRatio([1, 1, 1], [0.5, 0, 0])
    #expect(abs(normal.ratio - expected) < 1e-9)
    #expect(floor(expected * 100) / 100 == 10.99)
    #expect(linked.states["highlighted"]?.review?.contains("UIButton.Configuration") == true)
  }

  @Test(
    "setTitleColor(.black, for: .normal) in init(coder:) on a button with a configuration: Apple does not document whether it replaces the configuration's foreground, so normal is measured with the configuration's white and needs review naming the Swift line; never black on white's 21:1"
  )
  func classicSetterOnConfiguration() throws {
    let (found, report) = try Self.discover()
    let linked = try Self.component(found, "Filled retitled")
    let unlinked = try Self.component(found, "Filled unlinked")
    for state in ["normal", "highlighted", "selected", "disabled"] {
      #expect(linked.states[state]?.text == unlinked.states[state]?.text, "\(state)")
      #expect(linked.states[state]?.background == unlinked.states[state]?.background, "\(state)")
    }
    let review = try #require(linked.states["normal"]?.review)
    let line = try #require(NibLoadOrderTests.line(of: "setTitleColor(.black", in: Self.swift))
    #expect(review.contains("setTitleColor"), "\(review)")
    #expect(review.contains("Buttons.swift:\(line)"), "\(review)")
    let normal = try #require(Self.finding(report, "Filled retitled", "normal"))
    #expect(normal.verdict == .needsReview)
    #expect(abs(normal.ratio - referenceContrastRatio([1, 1, 1], [0.5, 0, 0])) < 1e-9)
  }

  @Test(
    "configuration?.baseForegroundColor = .black in awakeFromNib changes the document's configuration: black on its (0.5, 0, 0), 1.91:1, fails (WCAG formula, 1e-9), the text sourced at the Swift line and the fill at the document's"
  )
  func classChangesTheConfiguration() throws {
    let (found, report) = try Self.discover()
    let linked = try Self.component(found, "Filled reconfigured")
    let text = try #require(linked.states["normal"]?.sources["text"]?.source(theme: nil))
    #expect(text.file?.hasSuffix("Buttons.swift") == true)
    #expect(
      text.line == NibLoadOrderTests.line(of: "baseForegroundColor = .black", in: Self.swift))
    let fill = try #require(linked.states["normal"]?.sources["background"]?.source(theme: nil))
    #expect(fill.file?.hasSuffix("Main.storyboard") == true)
    let normal = try #require(Self.finding(report, "Filled reconfigured", "normal"))
    let expected = referenceContrastRatio([0, 0, 0], [0.5, 0, 0])
    #expect(abs(normal.ratio - expected) < 1e-9)
    #expect(floor(expected * 100) / 100 == 1.91)
    #expect(normal.verdict == .fail)
  }

  @Test(
    "A system button whose init(coder:) sets tintColor = .red after super.init(coder:), and no title colour: the title is red, at the Swift line, 3.998:1 on white (WCAG formula, 1e-9), not the view's green; highlighted still needs review"
  )
  func systemButtonTintedInCode() throws {
    let (found, report) = try Self.discover()
    let linked = try Self.component(found, "System tinted in code")
    let source = try #require(linked.states["normal"]?.sources["text"]?.source(theme: nil))
    #expect(source.file?.hasSuffix("Buttons.swift") == true)
    #expect(source.line == NibLoadOrderTests.line(of: "tintColor = .red", in: Self.swift))
    let normal = try #require(Self.finding(report, "System tinted in code", "normal"))
    #expect(abs(normal.ratio - referenceContrastRatio([1, 0, 0], [1, 1, 1])) < 1e-9)
    #expect(
      linked.states["highlighted"]?.review?.contains("a system button (buttonType system)") == true)
  }

  @Test(
    "A runtime colour attribute (pressedTitleColor) that no Swift source read declares for the class needs review, naming it and its line; the rest is the document's"
  )
  func undeclaredRuntimeAttribute() throws {
    let (found, _) = try Self.discover()
    let linked = try Self.component(found, "Undeclared attribute")
    let line = try #require(
      NibLoadOrderTests.line(of: "keyPath=\"pressedTitleColor\"", in: Self.storyboard))
    for state in ["normal", "highlighted", "selected", "disabled"] {
      let review = try #require(linked.states[state]?.review, "\(state)")
      #expect(review.contains("line \(line): runtime attribute pressedTitleColor"), "\(review)")
    }
    let text = try #require(linked.states["normal"]?.sources["text"]?.source(theme: nil))
    #expect(text.file?.hasSuffix("Main.storyboard") == true)
  }
}
