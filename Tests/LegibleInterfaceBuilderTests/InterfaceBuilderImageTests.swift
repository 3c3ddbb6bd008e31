import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleInterfaceBuilder
import TestSupport
import Testing

/// Background images measured when they are one flat colour (docs/interface-builder.md §3):
/// the PNG fixtures of Tests/LegiblePNGTests/Fixtures (make_fixtures.py) beside a generated xib,
/// and the edX xib with its image (../shared/ios/corpus/edx, Apache-2.0, SOURCES.md rows 19–20).
/// Ratios are WCAG 2.2's, computed from the 8-bit values in Python (1e-9 here, to 0.001 below).
@Suite("Interface Builder: background images")
struct InterfaceBuilderImageTests {
  /// A xib with one custom button titled "Go" in white on a white view; `states` are its
  /// `<state>` elements after normal's title (line 10 is the normal state).
  static func document(normalImage: String?, states: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" colorMatched="YES">
        <objects>
            <view id="V-1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <subviews>
                    <button id="B-1">
                        <rect key="frame" x="10" y="10" width="100" height="44"/>
                        <state key="normal" title="Go"\(normalImage.map { " backgroundImage=\"\($0)\"" } ?? "")>
                            <color key="titleColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </state>
    \(states)
                    </button>
                </subviews>
            </view>
        </objects>
    </document>

    """
  }

  /// A scratch project: `Go.xib` from `xib`, and the fixtures copied under the given names.
  static func project(_ xib: String, images: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-ib-image-\(UUID().uuidString)")
    let imageFolder = folder.appendingPathComponent("Images")
    try FileManager.default.createDirectory(at: imageFolder, withIntermediateDirectories: true)
    try Data(xib.utf8).write(to: folder.appendingPathComponent("Go.xib"))
    for (name, fixture) in images {
      try FileManager.default.copyItem(
        at: Repository.url("Tests/LegiblePNGTests/Fixtures/" + fixture),
        to: imageFolder.appendingPathComponent(name))
    }
    return folder
  }

  static func ratio(_ report: AuditReport, _ state: String) -> Double? {
    report.findings.first { $0.state.rawValue == state && $0.check == .text }?.ratio
  }

  @Test(
    "Recipe 1's 1×1 image per state: normal's #0061cd is the fill, white on it 5.847:1 (Python, WCAG 2.2), and highlighted inherits it"
  )
  func onePixelImage() throws {
    let folder = try Self.project(
      Self.document(normalImage: "primary"), images: ["primary.png": "flat-0061cd-1x1.png"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let found = try InterfaceBuilderDiscovery().discover([folder.path]).found
    let component = try #require(found.components.first)
    let normal = try #require(component.states["normal"])
    #expect(normal.background == .color(CSSColor(.sRGB, 0, 97.0 / 255, 205.0 / 255)))
    #expect(normal.review == nil)
    let source = try #require(normal.sources["background"]?.source(theme: nil))
    #expect(source.rule == "<state key=\"normal\"> backgroundImage=\"primary\"")
    #expect(source.line == 10 && source.pairing == .inferred)
    #expect(source.evidence?.hasPrefix("primary.png (flat #0061cd, 1 px): ") == true)
    let highlighted = try #require(component.states["highlighted"])
    #expect(highlighted.background == normal.background)
    #expect(highlighted.sources["background"]?.source(theme: nil)?.pairing == .inherited)
    // UIKit adjusts the normal image it falls back to when highlighted or disabled
    // (adjustsImageWhenHighlighted/Disabled, YES unless the XML says NO; the factor is not
    // documented: ../shared/reference/ios/interface-builder.md §1); selected draws it as is.
    #expect(highlighted.review?.contains("(adjustsImageWhenHighlighted, on by default)") == true)
    #expect(
      component.states["disabled"]?.review?.contains("(adjustsImageWhenDisabled, on by default)")
        == true)
    #expect(component.states["selected"]?.review == nil)
    let report = try Auditor().audit(found.spec(name: "images"))
    let ratio = try #require(Self.ratio(report, "normal"))
    #expect(abs(ratio - 5.847247706790947) < 1e-9, "\(ratio)")
  }

  @Test(
    "adjustsImageWhenHighlighted=\"NO\" and adjustsImageWhenDisabled=\"NO\": normal's image as is, no review"
  )
  func noImageAdjustment() throws {
    let xib = Self.document(normalImage: "primary").replacingOccurrences(
      of: "<button id=\"B-1\">",
      with: "<button id=\"B-1\" adjustsImageWhenHighlighted=\"NO\" adjustsImageWhenDisabled=\"NO\">"
    )
    let folder = try Self.project(xib, images: ["primary.png": "flat-0061cd-1x1.png"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let states = try #require(
      try InterfaceBuilderDiscovery().discover([folder.path]).found.components.first?.states)
    for state in ["normal", "highlighted", "selected", "disabled"] {
      #expect(states[state]?.review == nil, "\(state)")
      #expect(states[state]?.background == .color(CSSColor(.sRGB, 0, 97.0 / 255, 205.0 / 255)))
    }
  }

  @Test(
    "A gradient background image stays needs-review, saying what was seen (64 distinct colours)")
  func gradientImage() throws {
    let folder = try Self.project(
      Self.document(
        normalImage: "primary.png",
        states: "<state key=\"highlighted\" backgroundImage=\"pressed.png\"/>"),
      images: ["primary.png": "flat-0061cd-1x1.png", "pressed.png": "gradient-64x8.png"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let found = try InterfaceBuilderDiscovery().discover([folder.path]).found
    let component = try #require(found.components.first)
    #expect(component.states["normal"]?.review == nil)
    let highlighted = try #require(component.states["highlighted"])
    #expect(highlighted.background == nil)
    let review = try #require(highlighted.review)
    #expect(review.contains("state highlighted: background image \"pressed.png\": "))
    #expect(
      review.contains("pressed.png: image has 64 distinct colours among its 512 opaque pixels"))
  }

  @Test(
    "Damaged, huge, missing and non-PNG images: a review naming the file and libpng's words, never a crash"
  )
  func badImages() throws {
    let elements = """
      <state key="highlighted" backgroundImage="cut.png"/>
      <state key="selected" backgroundImage="huge.png"/>
      <state key="disabled" backgroundImage="missing.png"/>
      """
    let folder = try Self.project(
      Self.document(normalImage: "gif.png", states: elements),
      images: [
        "cut.png": "truncated.png", "huge.png": "huge-5000x5000.png", "gif.png": "not-png.png",
      ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let found = try InterfaceBuilderDiscovery().discover([folder.path]).found
    let states = try #require(found.components.first?.states)
    #expect(states["normal"]?.review?.contains("gif.png: not a PNG image") == true)
    #expect(states["highlighted"]?.review?.contains("cut.png: libpng refused the image: ") == true)
    #expect(
      states["selected"]?.review?.contains(
        "huge.png: the image is 5000×5000 pixels, more than the 16777216 (4096×4096) Legible decodes"
      )
        == true)
    #expect(
      states["disabled"]?.review?.contains(
        "image not found in the paths read (no file missing.png (or @2x, @3x) under \(folder.path))"
      )
        == true)
    _ = try Auditor().audit(found.spec(name: "bad images"))
  }

  @Test(
    "An embedded ICC profile and a linear gAMA: measured as read, and the state needs review naming each"
  )
  func profileAndGamma() throws {
    let folder = try Self.project(
      Self.document(
        normalImage: "p3.png", states: "<state key=\"highlighted\" backgroundImage=\"linear.png\"/>"
      ),
      images: ["p3.png": "iccp-display-p3-1x1.png", "linear.png": "gamma-linear-1x1.png"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let found = try InterfaceBuilderDiscovery().discover([folder.path]).found
    let states = try #require(found.components.first?.states)
    #expect(states["normal"]?.background == .color(CSSColor(.sRGB, 0, 97.0 / 255, 205.0 / 255)))
    #expect(
      states["normal"]?.review?.contains(
        "p3.png: the PNG embeds an ICC profile (iCCP), which Legible does not apply") == true)
    #expect(
      states["highlighted"]?.background
        == .color(CSSColor(.sRGB, 186.0 / 255, 186.0 / 255, 186.0 / 255)))
    #expect(
      states["highlighted"]?.review?.contains(
        "linear.png: its gAMA (file gamma 1.0) is not sRGB's; libpng converted it with a 2.2 power law"
      ) == true)
  }

  @Test(
    "A translucent flat image over the button's backgroundColor: composited (black at 128/255 over #0061cd)"
  )
  func translucentOverBackground() throws {
    let xib = Self.document(normalImage: "shade.png").replacingOccurrences(
      of: "<rect key=\"frame\" x=\"10\"",
      with:
        "<color key=\"backgroundColor\" red=\"0\" green=\"0.38039215686274508\" blue=\"0.80392156862745101\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n<rect key=\"frame\" x=\"10\""
    )
    let folder = try Self.project(xib, images: ["shade.png": "flat-black-a128-12x8.png"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let found = try InterfaceBuilderDiscovery().discover([folder.path]).found
    let normal = try #require(found.components.first?.states["normal"])
    // Source-over in sRGB: 0.38039… × (1 − 128/255) for green, 0.80392… × (1 − 128/255) for blue.
    guard case .color(let fill)? = normal.background else {
      Issue.record("\(String(describing: normal.background))")
      return
    }
    let keep = 1 - 128.0 / 255
    #expect(abs(fill.components.y - 97.0 / 255 * keep) < 1e-9)
    #expect(abs(fill.components.z - 205.0 / 255 * keep) < 1e-9)
    #expect(fill.alpha == 1)
    #expect(
      normal.sources["background"]?.source(theme: nil)?.evidence?.contains(
        "drawn over the button's backgroundColor") == true)
  }

  @Test(
    "An asset catalog image set: Contents.json's universal 1x file, and its dark appearance a theme"
  )
  func imageSet() throws {
    let folder = try Self.project(Self.document(normalImage: "Brand"), images: [:])
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = folder.appendingPathComponent("Assets.xcassets/Brand.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    for (name, fixture) in [
      ("light.png", "flat-0061cd-1x1.png"), ("dark.png", "flat-black-a128-12x8.png"),
    ] {
      try FileManager.default.copyItem(
        at: Repository.url("Tests/LegiblePNGTests/Fixtures/" + fixture),
        to: set.appendingPathComponent(name))
    }
    try Data(
      """
      {"images": [
        {"idiom": "universal", "filename": "light.png", "scale": "1x"},
        {"idiom": "universal", "filename": "dark.png", "scale": "1x",
         "appearances": [{"appearance": "luminosity", "value": "dark"}]},
        {"idiom": "universal", "scale": "2x"}, {"idiom": "universal", "scale": "3x"}
      ], "info": {"author": "xcode", "version": 1}}
      """.utf8
    ).write(to: set.appendingPathComponent("Contents.json"))
    let found = try InterfaceBuilderDiscovery().discover([folder.path]).found
    #expect(found.themes == ["light", "dark"])
    let normal = try #require(found.components.first?.states["normal"])
    guard case .themed(let values)? = normal.background else {
      Issue.record("\(String(describing: normal.background))")
      return
    }
    #expect(values["light"] == .color(CSSColor(.sRGB, 0, 97.0 / 255, 205.0 / 255)))
    #expect(values["dark"] == .color(CSSColor(.sRGB, 0, 0, 0, alpha: 128.0 / 255)))
  }

  // MARK: - edX

  static var edx: String { SharedFolder.root.appendingPathComponent("ios/corpus/edx").path }

  @Test(
    "edX folder: highlighted \"Sign up and start learning\" is bt_signin_active.png's flat #299ed7, white on it 3.015:1 (SOURCES.md row 19 prints 3.02)",
    .enabled(
      if: FileManager.default.fileExists(atPath: edx + "/bt_signin_active.png"),
      "../shared/ios/corpus is missing (set LEGIBLE_SHARED_DIR)"))
  func edxFolder() throws {
    let found = try InterfaceBuilderDiscovery().discover([Self.edx]).found
    let learning = try #require(
      found.components.first { $0.name.hasPrefix("Sign up and start learning") })
    let highlighted = try #require(learning.states["highlighted"])
    #expect(highlighted.background == .color(CSSColor(.sRGB, 41.0 / 255, 158.0 / 255, 215.0 / 255)))
    let source = try #require(highlighted.sources["background"]?.source(theme: nil))
    #expect(source.rule == "<state key=\"highlighted\"> backgroundImage=\"bt_signin_active.png\"")
    #expect(source.line == 43 && source.pairing == .inferred)
    #expect(source.evidence?.hasPrefix("bt_signin_active.png (flat #299ed7, 52,488 px): ") == true)
    #expect(highlighted.review?.contains("bitmap") != true)
    let report = try Auditor().audit(found.spec(name: "edx"))
    let ratio = try #require(
      report.findings.first {
        $0.component == learning.name && $0.state.rawValue == "highlighted" && $0.check == .text
      }?.ratio)
    #expect(abs(ratio - 3.0145185162465915) < 1e-9, "\(ratio)")
    // "Sign up": its normal state's own image, and highlighted's.
    let signUp = try #require(found.components.first { $0.name.hasPrefix("Sign up (") })
    #expect(
      signUp.states["normal"]?.background
        == .color(CSSColor(.sRGB, 41.0 / 255, 158.0 / 255, 215.0 / 255)))
  }

  @Test(
    "edX xib named alone: the image is not in the paths read, and the review says so",
    .enabled(
      if: FileManager.default.fileExists(atPath: edx + "/bt_signin_active.png"),
      "../shared/ios/corpus is missing (set LEGIBLE_SHARED_DIR)"))
  func edxAlone() throws {
    let found = try InterfaceBuilderDiscovery().discover([
      Self.edx + "/OEXLoginSplashViewController.xib"
    ]).found
    let learning = try #require(
      found.components.first { $0.name.hasPrefix("Sign up and start learning") })
    #expect(
      learning.states["highlighted"]?.review?.contains(
        "background image \"bt_signin_active.png\": image not found in the paths read (only the document was read, no folder)"
      ) == true)
  }
}
