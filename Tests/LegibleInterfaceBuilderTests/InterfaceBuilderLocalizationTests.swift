import Foundation
import LegibleAudit
import LegibleDiscovery
import LegibleInterfaceBuilder
import Testing

/// Localised copies of a storyboard (`Base.lproj/Main.storyboard` beside
/// `fr.lproj/Main.storyboard`, as Xcode writes them with base internationalisation): each copy's
/// buttons are components, the translation's named with its language in the scene
/// (docs/interface-builder.md §1). Legible's own two small copies.
@Suite("Interface Builder: localised copies")
struct InterfaceBuilderLocalizationTests {
  static func storyboard(_ title: String, _ other: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" colorMatched="YES">
        <scenes>
            <scene sceneID="S-1">
                <objects>
                    <viewController id="VC-1" customClass="LoginViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="V-1">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" id="B-1">
                                    <rect key="frame" x="20" y="100" width="374" height="44"/>
                                    <color key="backgroundColor" red="0.0" green="0.40000000000000002" blue="0.80000000000000004" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <state key="normal" title="\(title)"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" id="B-2">
                                    <rect key="frame" x="20" y="164" width="374" height="44"/>
                                    <color key="backgroundColor" red="0.0" green="0.40000000000000002" blue="0.80000000000000004" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <state key="normal" title="\(other)"/>
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
  }

  @Test(
    "Base.lproj keeps its names; fr.lproj's are \"… (LoginViewController, fr)\", the untranslated OK too, with no \"(2)\""
  )
  func namedByLanguage() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-ib-lproj-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (language, title) in [("Base", "Sign in"), ("fr", "Se connecter")] {
      let target = folder.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
      try Self.storyboard(title, "OK").write(
        to: target.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
    }
    let found = try InterfaceBuilderDiscovery().discover([folder.path]).found
    #expect(
      found.components.map(\.name) == [
        "Sign in (LoginViewController)", "OK (LoginViewController)",
        "Se connecter (LoginViewController, fr)", "OK (LoginViewController, fr)",
      ])
    #expect(!found.notes.contains { $0.message.contains("another component found earlier") })
    let report = try Auditor().audit(found.spec(name: "localised"))
    #expect(report.findings.contains { $0.component == "OK (LoginViewController, fr)" })
  }
}
