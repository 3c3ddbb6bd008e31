import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import TestSupport
import Testing

@testable import LegibleInterfaceBuilder

/// The tint a system button draws its title in is inherited (UIView `tintColor`: "The first
/// nondefault tint color value in the view's hierarchy, ascending from and starting with the view
/// itself", Apple documentation): Legible's own fixture, a white view whose `tintColor` is set,
/// holding a system button with no title colour, inside a plain view between them. Ratios from
/// the WCAG 2.2 relative-luminance formula, 1e-9.
@Suite("Interface Builder: inherited tint")
struct InterfaceBuilderTintTests {
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" colorMatched="YES">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                <subviews>
                    <view contentMode="scaleToFill" id="inner">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="tinted">
                                <rect key="frame" x="10" y="10" width="100" height="44"/>
                                <state key="normal" title="Tinted"/>
                            </button>
                        </subviews>
                    </view>
                </subviews>
                <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="tintColor" red="0.60000000000000009" green="0.20000000000000001" blue="0.80000000000000004" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            <view contentMode="scaleToFill" id="other">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="plain">
                        <rect key="frame" x="10" y="10" width="100" height="44"/>
                        <state key="normal" title="Untinted"/>
                    </button>
                </subviews>
                <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
        </objects>
    </document>

    """

  static func audit() throws -> (DiscoveredComponents, AuditReport) {
    let document = try #require(try IBDocumentReader.read(text: document, path: "Tint.xib"))
    var builder = IBSpecBuilder(assets: AssetColorTable(), pages: [:])
    builder.add([document])
    let found = builder.result
    return (found, try Auditor().audit(found.spec(name: "tint")))
  }

  @Test(
    "A system button with no title colour draws in the nearest ancestor's tintColor (0.6, 0.2, 0.8), stated at that <color>'s line: 5.67:1 on white (WCAG formula, 1e-9)"
  )
  func ancestorTint() throws {
    let (found, report) = try Self.audit()
    let component = try #require(found.components.first { $0.name == "Tinted (Tint.xib)" })
    let source = try #require(component.states["normal"]?.sources["text"]?.source(theme: nil))
    let line = Self.document.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("key=\"tintColor\"") }.map { $0 + 1 }
    #expect(source.line == line)
    #expect(source.file == "Tint.xib")
    #expect(source.pairing == .stated)
    #expect(source.evidence?.contains("<view id=\"root\">") == true)
    let finding = try #require(
      report.findings.first {
        $0.component == "Tinted (Tint.xib)" && $0.state.rawValue == "normal" && $0.check == .text
      })
    let expected = referenceContrastRatio([0.6, 0.2, 0.8], [1, 1, 1])
    #expect(abs(finding.ratio - expected) < 1e-9)
    #expect(floor(expected * 100) / 100 == 5.67)
  }

  @Test("With no tintColor up the chain the tint stays UIKit's default, systemBlue, inferred")
  func noAncestorTint() throws {
    let (found, _) = try Self.audit()
    let component = try #require(found.components.first { $0.name == "Untinted (Tint.xib)" })
    let source = try #require(component.states["normal"]?.sources["text"]?.source(theme: nil))
    #expect(source.pairing == .inferred)
    #expect(source.token == "systemBlue")
  }
}
