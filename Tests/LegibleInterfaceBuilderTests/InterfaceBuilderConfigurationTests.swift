import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import TestSupport
import Testing

@testable import LegibleInterfaceBuilder

/// `<backgroundConfiguration>` inside `<buttonConfiguration>` (UIButton.Configuration's
/// `background`, a UIBackgroundConfiguration): its `backgroundColor` is the fill, drawn as it
/// is ("If the value is nil, the configuration uses backgroundColor without any
/// transformations", `backgroundColorTransformer`), in place of the style's fill from
/// `baseBackgroundColor`; `strokeColor` with `strokeWidth` above 0 is the boundary, the tint
/// when no colour is set ("If the value is nil, the stroke color is the view's tint color").
/// Legible's own fixture, in the shape docs/interface-builder.md §3 gives (no Xcode-written
/// file with the element was found to copy); ratios from the WCAG 2.2 formula, 1e-9.
@Suite("Interface Builder: a configuration's background")
struct InterfaceBuilderConfigurationTests {
  static func document(_ background: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" colorMatched="YES">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn">
                        <rect key="frame" x="10" y="10" width="100" height="44"/>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="tinted" title="Continue">
                            <color key="baseForegroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <color key="baseBackgroundColor" red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            \(background)
                        </buttonConfiguration>
                    </button>
                </subviews>
                <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
        </objects>
    </document>

    """
  }

  static let filledAndStroked = """
    <backgroundConfiguration key="background" cornerRadius="8" strokeWidth="1">
                                    <color key="backgroundColor" red="0.20000000000000001" green="0.20000000000000001" blue="0.20000000000000001" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <color key="strokeColor" red="0.40000000000000002" green="0.40000000000000002" blue="0.40000000000000002" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </backgroundConfiguration>
    """

  static func line(of needle: String, in text: String) -> Int? {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains(needle) }.map { $0 + 1 }
  }

  static func audit(_ background: String) throws -> (ComponentSpec, AuditReport) {
    let parsed = try #require(
      try IBDocumentReader.read(text: document(background), path: "Configured.xib"))
    var builder = IBSpecBuilder(assets: AssetColorTable(), pages: [:])
    builder.add([parsed])
    let found = builder.result
    let component = try #require(found.components.first)
    return (component, try Auditor().audit(found.spec(name: "configured")))
  }

  static func finding(_ report: AuditReport, _ state: String, _ check: CheckKind) -> Finding? {
    report.findings.first { $0.state.rawValue == state && $0.check == check }
  }

  @Test(
    "backgroundColor (0.2 grey) is the tinted configuration's fill, stated, with no transform review: white on it 12.63:1 (WCAG formula, 1e-9)"
  )
  func fill() throws {
    let (component, report) = try Self.audit(Self.filledAndStroked)
    let normal = try #require(component.states["normal"])
    let source = try #require(normal.sources["background"]?.source(theme: nil))
    let document = Self.document(Self.filledAndStroked)
    #expect(source.line == Self.line(of: "<color key=\"backgroundColor\" red=\"0.2", in: document))
    #expect(source.pairing == .stated)
    #expect(normal.review == nil)
    let text = try #require(Self.finding(report, "normal", .text))
    let expected = referenceContrastRatio([1, 1, 1], [0.2, 0.2, 0.2])
    #expect(abs(text.ratio - expected) < 1e-9)
    #expect(floor(expected * 100) / 100 == 12.63)
    #expect(text.verdict == .pass)
  }

  @Test(
    "strokeColor with strokeWidth 1 is the boundary, stated at its line; other states stay needs-review"
  )
  func stroke() throws {
    let (component, _) = try Self.audit(Self.filledAndStroked)
    let normal = try #require(component.states["normal"])
    guard case .color(let border)? = normal.border else {
      Issue.record("no border")
      return
    }
    #expect(abs(border.converted(to: .sRGB).components.x - 0.4) < 1e-9)
    let source = try #require(normal.sources["border"]?.source(theme: nil))
    #expect(
      source.line
        == Self.line(of: "<color key=\"strokeColor\"", in: Self.document(Self.filledAndStroked)))
    let highlighted = try #require(component.states["highlighted"]?.review)
    #expect(highlighted.contains("updates its colours for highlighted"))
  }

  @Test("strokeWidth 0 draws no stroke; a stroke with no colour is the tint (systemBlue), inferred")
  func strokeWidthAndTint() throws {
    let (none, _) = try Self.audit(
      """
      <backgroundConfiguration key="background" strokeWidth="0">
          <color key="strokeColor" red="0.4" green="0.4" blue="0.4" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </backgroundConfiguration>
      """)
    #expect(none.states["normal"]?.border == nil)
    let (tinted, _) = try Self.audit(
      "<backgroundConfiguration key=\"background\" strokeWidth=\"2\"/>")
    let source = try #require(tinted.states["normal"]?.sources["border"]?.source(theme: nil))
    #expect(source.pairing == .inferred)
    #expect(source.token == "systemBlue")
  }

  @Test(
    "Anything else in the <backgroundConfiguration> (an image) makes the state needs-review, naming it"
  )
  func unread() throws {
    let (component, _) = try Self.audit(
      """
      <backgroundConfiguration key="background">
          <imageReference key="image" image="stripes"/>
      </backgroundConfiguration>
      """)
    let review = try #require(component.states["normal"]?.review)
    #expect(review.contains("<imageReference key=\"image\">"))
  }
}
