import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import Testing

@testable import LegibleInterfaceBuilder

/// Interface Builder colour encodings converted to sRGB. Reference values:
/// ../shared/reference/ios/findings.md, "Colour-space facts" (lcms2 with Apple's Generic RGB
/// parameters: P22 primaries, D65, gamma 1.8) and interface-builder.md §4; tolerance half an
/// 8-bit step unless said.
@Suite("Interface Builder: colour encodings")
struct InterfaceBuilderColorTests {
  /// A one-button document whose title colour is `color` (a `<color …/>` element).
  static func document(_ color: String, colorMatched: Bool = true) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch"\(colorMatched ? " colorMatched=\"YES\"" : "")>
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" id="btn">
                        <rect key="frame" x="10" y="10" width="100" height="44"/>
                        <state key="normal" title="Go">
                            \(color)
                        </state>
                    </button>
                </subviews>
                <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
        </objects>
    </document>
    """
  }

  /// The normal title colour of the only button, as 8-bit sRGB values, and its review.
  static func title(_ color: String, colorMatched: Bool = true) throws -> (
    SIMD3<Double>, String?
  ) {
    let document = try #require(
      try IBDocumentReader.read(
        text: document(color, colorMatched: colorMatched), path: "Test.xib"))
    var builder = IBSpecBuilder(assets: AssetColorTable(), pages: [:])
    builder.add([document])
    let state = try #require(builder.result.components.first?.states["normal"])
    let text: ColorValue? =
      if case .themed(let map)? = state.text { map["light"] } else { state.text }
    guard case .color(let value)? = text else {
      Issue.record("no text colour")
      return (.zero, nil)
    }
    return (value.converted(to: .sRGB).components * 255, state.review)
  }

  static func close(_ a: SIMD3<Double>, _ b: SIMD3<Double>, _ tolerance: Double = 0.5) -> Bool {
    (0..<3).allSatisfy { abs(a[$0] - b[$0]) <= tolerance }
  }

  @Test("calibratedRGB (84,124,224) is Generic RGB: sRGB (102,146,230) (findings.md, ±0.5)")
  func genericRGB() throws {
    let (value, review) = try Self.title(
      #"<color key="titleColor" red="0.32941176470588235" green="0.48627450980392156" blue="0.8784313725490196" alpha="1" colorSpace="calibratedRGB"/>"#
    )
    #expect(Self.close(value, [102, 146, 230]), "\(value)")
    #expect(review == nil)
  }

  @Test(
    "calibratedRGB (0,153,232) is outside sRGB: clamped to red 0, (0,170,236) as FLEX read it on a device (mo4tech.com, docs/reference/generic-rgb.md; ±1), and marked for review"
  )
  func genericRGBOutOfGamut() throws {
    let (value, review) = try Self.title(
      #"<color key="titleColor" red="0.0" green="0.6" blue="0.90980392156862744" alpha="1" colorSpace="calibratedRGB"/>"#
    )
    #expect(Self.close(value, [0, 170, 236], 1), "\(value)")
    #expect(review?.contains("outside sRGB after conversion; clamped") == true)
  }

  @Test("calibratedWhite 0.333 is Generic Gray gamma 1.8: sRGB 104/255 (findings.md, ±0.5)")
  func calibratedWhite() throws {
    let (value, _) = try Self.title(
      #"<color key="titleColor" white="0.333" alpha="1" colorSpace="calibratedWhite"/>"#)
    #expect(Self.close(value, [104, 104, 104]), "\(value)")
  }

  @Test("genericGamma22GrayColorSpace 0.5 is 128.49/255, not 127.5 (findings.md, ±0.05)")
  func gamma22() throws {
    let (value, _) = try Self.title(
      #"<color key="titleColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
    )
    #expect(Self.close(value, [128.49, 128.49, 128.49], 0.05), "\(value)")
  }

  @Test("custom sRGB numbers are kept exactly (0.478431 × 255 = 122, 1e-9)")
  func customSRGB() throws {
    let (value, _) = try Self.title(
      #"<color key="titleColor" red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    )
    #expect(Self.close(value, [0, 122, 255], 1e-9), "\(value)")
  }

  @Test("Display P3 (1,0,0) is outside sRGB: clamped to (255,0,0) and marked for review")
  func displayP3() throws {
    let (value, review) = try Self.title(
      #"<color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#
    )
    #expect(Self.close(value, [255, 0, 0], 1e-6), "\(value)")
    #expect(review?.contains("clamped") == true)
  }

  @Test("systemRedColor is the table's iOS 26 value #FF383C (HIG), light")
  func systemColor() throws {
    let (value, _) = try Self.title(#"<color key="titleColor" systemColor="systemRedColor"/>"#)
    #expect(Self.close(value, [255, 56, 60], 1e-6), "\(value)")
  }

  @Test("A legacy document (no colorMatched) marks calibrated colours for review")
  func legacyDocument() throws {
    let (_, review) = try Self.title(
      #"<color key="titleColor" red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="calibratedRGB"/>"#,
      colorMatched: false)
    #expect(review?.contains("no colorMatched") == true)
  }

  @Test("A named colour in no asset catalog uses the document's snapshot and is marked for review")
  func namedSnapshot() throws {
    let text = Self.document(#"<color key="titleColor" name="Brand"/>"#).replacingOccurrences(
      of: "</objects>",
      with: """
        </objects>
        <resources>
            <namedColor name="Brand">
                <color red="0.0" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </namedColor>
        </resources>
        """)
    let document = try #require(try IBDocumentReader.read(text: text, path: "Test.xib"))
    var builder = IBSpecBuilder(assets: AssetColorTable(), pages: [:])
    builder.add([document])
    let state = try #require(builder.result.components.first?.states["normal"])
    #expect(state.text == .color(CSSColor(.sRGB, 0, 0.4, 0.8)))
    #expect(state.review?.contains("in no asset catalog read") == true)
  }
}

extension InterfaceBuilderColorTests {
  /// The numbers the provenance writes (`calibratedRGB 0.2 0.4 1`) are a `Double` rounded to 4
  /// decimals, spelled as its description without a trailing `.0`; whole numbers take a
  /// shorter path, which must spell them the same (negative zero, the edge of that path,
  /// values that are not numbers included). Exact: the text must be equal.
  @Test func componentNumbersAreSpelledAsTheirDescriptions() {
    func described(_ value: Double) -> String {
      var text = "\((value * 10_000).rounded() / 10_000)"
      if text.hasSuffix(".0") { text.removeLast(2) }
      return text
    }
    let values: [Double] = [
      0, -0.0, 1, -1, 0.5, 0.2, 0.123456, 0.99995, 0.00004, -0.00004, 255, 1e-5, 123_456,
      999_999, 999_999.99999, 1_000_000, 12_345_678, 1e15, 1e16, 1e300, .nan, .infinity,
      -.infinity, 0.1 + 0.2,
    ]
    for value in values {
      #expect(IBColor.format(value) == described(value), "\(value)")
    }
    #expect(IBColor.format(-0.00004) == "-0")
    #expect(IBColor.format(1) == "1")
  }
}
