import Foundation
import TestSupport
import Testing

/// Issue 42, facts in `legible.json`: each kind decides a state that needs review to the ratio
/// computed by hand (Tests/Evaluation/wcag.py), says so in its evidence, and never replaces a
/// colour the files state; a fact that names nothing warns. Fixtures written here.
@Suite("Facts: what the files cannot say, stated once in legible.json")
struct FactsCommandTests {
  /// A button whose fill the tokens name and whose label they do not.
  static let tokens = """
    { "color": { "$type": "color", "white": { "$value": "#ffffff" },
        "blue": { "$value": "#0050c0" }, "sky": { "$value": "#6090f0" } },
      "button": { "primary": { "$type": "color",
        "background": { "rest": { "$value": "{color.blue}" }, "hover": { "$value": "{color.sky}" } } } } }
    """
  /// A ghost chip: a translucent white fill over a page no file names.
  static let chip = """
    { "chip": { "$type": "color", "dark": {
      "bg": { "rest": { "$value": "#ffffff1a" }, "hover": { "$value": "#ffffff33" } },
      "fg": { "rest": { "$value": "#ffffff" } } } } }
    """

  func run(_ arguments: [String], in folder: URL) throws -> RunResult {
    RunResult(
      try runProcess(
        productsDirectory.appendingPathComponent("legible"), arguments,
        currentDirectory: folder))
  }

  func findings(_ output: String) throws -> [[String: Any]] {
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    return try #require(report["findings"] as? [[String: Any]])
  }

  func text(_ findings: [[String: Any]], _ state: String) -> [String: Any]? {
    findings.first { $0["state"] as? String == state && $0["check"] as? String == "text" }
  }

  @Test("A pair fact names the label: the states are decided, by legible.json")
  func pair() throws {
    let config = """
      { "facts": { "pairs": { "button.primary": { "text": "{color.white}" },
                              "button.primary.hover": { "text": "{color.white}" } } } }
      """
    try withTemporaryFolder(["t.json": Self.tokens, "legible.json": config]) { folder in
      let result = try run(["audit", "t.json", "--format", "json"], in: folder)
      // White on #6090f0 is 3.113456 (fail); on #0050c0 7.219922 (pass).
      #expect(result.status == 1, "\(result.error)")
      let all = try findings(result.output)
      let normal = try #require(text(all, "normal"))
      #expect(normal["verdict"] as? String == "pass")
      #expect((normal["ratio"] as? Double).map { abs($0 - 7.219922) < 0.0001 } == true)
      let hover = try #require(text(all, "hover"))
      #expect(hover["verdict"] as? String == "fail")
      #expect((hover["ratio"] as? Double).map { abs($0 - 3.113456) < 0.0001 } == true)
      let source = try #require(normal["foregroundSource"] as? [String: Any])
      #expect(source["pairing"] as? String == "stated")
      #expect(source["token"] as? String == "color.white")
      #expect(source["file"] as? String == "legible.json")
      #expect(source["evidence"] as? String == "by legible.json:1:43")
      #expect(normal["review"] is NSNull)
    }
    // Without the fact: nothing decided (exit 2), the label unnamed.
    try withTemporaryFolder(["t.json": Self.tokens]) { folder in
      let result = try run(["audit", "t.json", "--format", "json"], in: folder)
      #expect(result.status == 2)
      #expect(try findings(result.output).allSatisfy { $0["verdict"] as? String != "pass" })
    }
  }

  @Test("A backdrop fact decides a translucent fill over an unknown page")
  func backdrop() throws {
    let config = ##"{ "facts": { "backdrops": { "chip*": "#1b1b1b" } } }"##
    try withTemporaryFolder(["c.json": Self.chip, "legible.json": config]) { folder in
      let result = try run(["audit", "c.json", "--format", "json"], in: folder)
      let all = try findings(result.output)
      // White over #ffffff1a over #1b1b1b = #323232: 12.774931; #ffffff33 → #494949: 9.060055.
      let normal = try #require(text(all, "normal"))
      #expect(normal["verdict"] as? String == "pass")
      #expect((normal["ratio"] as? Double).map { abs($0 - 12.774931) < 0.0001 } == true)
      let hover = try #require(text(all, "hover"))
      #expect((hover["ratio"] as? Double).map { abs($0 - 9.060055) < 0.0001 } == true)
      #expect(normal["review"] is NSNull)
    }
  }

  @Test("A font fact makes a label large text: 3:1 is then enough")
  func font() throws {
    let config = """
      { "facts": { "pairs": { "button.primary.hover": { "text": "#ffffff" } },
                   "fonts": { "button.*": { "size": 24 } } } }
      """
    try withTemporaryFolder(["t.json": Self.tokens, "legible.json": config]) { folder in
      let result = try run(["audit", "t.json", "--format", "json"], in: folder)
      let hover = try #require(text(try findings(result.output), "hover"))
      // 3.113456 ≥ 3 for text of 24 points (WCAG large text).
      #expect(hover["verdict"] as? String == "pass")
      #expect(hover["required"] as? Double == 3)
      let metrics = try #require(hover["text"] as? [String: Any])
      #expect((metrics["reason"] as? String)?.hasSuffix("; font by legible.json:2:37") == true)
    }
  }

  @Test("A colour the files state beats a fact, which is reported as overridden")
  func statedWins() throws {
    let css = ".btn { color: #ffffff; background-color: #0050c0 } .btn:hover { color: #eeeeee }"
    let config = """
      { "facts": { "pairs": { ".btn": { "text": "#000000" } },
                   "backdrops": { "nothing-*": "#000000" } } }
      """
    try withTemporaryFolder(["b.css": css, "legible.json": config]) { folder in
      let result = try run(["audit", "b.css", "--format", "json"], in: folder)
      let normal = try #require(text(try findings(result.output), "normal"))
      #expect(normal["foreground"] as? String == "#ffffff")
      #expect(
        result.error.contains(
          "legible.json:1:33: note: this fact is overridden: .btn normal states its text"))
      #expect(
        result.error.contains(
          "legible.json:2:42: warning: this fact names no component or state that was read"))
    }
  }

  @Test("A fact naming a token no file defines is an error with its place (exit 2)")
  func unknownToken() throws {
    let config = #"{ "facts": { "pairs": { "button.primary": { "text": "{color.whit}" } } } }"#
    try withTemporaryFolder(["t.json": Self.tokens, "legible.json": config]) { folder in
      let result = try run(["audit", "t.json"], in: folder)
      #expect(result.status == 2)
      #expect(result.error.contains("legible.json:1:43: facts.pairs: no token {color.whit}"))
    }
    let misspelt = ##"{ "facts": { "backdrop": { "x": "#000" } } }"##
    try withTemporaryFolder(["t.json": Self.tokens, "legible.json": misspelt]) { folder in
      let result = try run(["audit", "t.json"], in: folder)
      #expect(result.status == 2)
      #expect(result.error.contains("did you mean \"backdrops\"?"))
    }
  }

  @Test("A colour fact names an expression the Swift reader cannot see into; the reason names it")
  func swiftExpression() throws {
    let swift = """
      import UIKit

      final class BrandButton: UIButton {
        override init(frame: CGRect) {
          super.init(frame: frame)
          setTitleColor(ColorStudio.primary, for: .normal)
          backgroundColor = .white
        }

        required init?(coder: NSCoder) { fatalError() }
      }
      """
    try withTemporaryFolder(["BrandButton.swift": swift]) { folder in
      let result = try run(["audit", "BrandButton.swift", "--format", "json"], in: folder)
      let normal = try #require(text(try findings(result.output), "normal"))
      #expect(normal["verdict"] as? String == "needs-review")
      #expect(
        (normal["review"] as? String)?.contains(
          #"facts.colors["ColorStudio.primary"] in legible.json would decide it"#) == true)
    }
    let config = ##"{ "facts": { "colors": { "ColorStudio . primary": "#0050c0" } } }"##
    try withTemporaryFolder(["BrandButton.swift": swift, "legible.json": config]) { folder in
      let result = try run(["audit", "BrandButton.swift", "--format", "json"], in: folder)
      let normal = try #require(text(try findings(result.output), "normal"))
      // #0050c0 on white: 7.219922 (wcag.py); whitespace in the key is ignored.
      #expect(normal["verdict"] as? String == "pass")
      #expect((normal["ratio"] as? Double).map { abs($0 - 7.219922) < 0.0001 } == true)
      let source = try #require(normal["foregroundSource"] as? [String: Any])
      #expect((source["evidence"] as? String)?.contains("by legible.json:1:51") == true)
      #expect(!result.error.contains("warning"))
    }
  }

  @Test("Keys: an implicit member, a colour's base before withAlphaComponent; $comment anywhere")
  func keys() throws {
    let swift = """
      import UIKit

      final class FadeButton: UIButton {
        override init(frame: CGRect) {
          super.init(frame: frame)
          setTitleColor(.brandTitle, for: .normal)
          setTitleColor(Palette.ink.withAlphaComponent(0.5), for: .selected)
          backgroundColor = .white
        }

        required init?(coder: NSCoder) { fatalError() }
      }
      """
    // (An unknown title colour for a state is that state's doubt only: `.selected`, which is
    // audited, where `.disabled` is exempt and waits on nothing.)
    try withTemporaryFolder(["B.swift": swift]) { folder in
      let result = try run(["audit", "B.swift", "--triage"], in: folder)
      // The reasons name `.brandTitle` and `Palette.ink`, not the transformed expression.
      #expect(result.output.contains("wait on the colour of `.brandTitle` (B.swift:6:19)"))
      #expect(result.output.contains("waits on the colour of `Palette.ink` (B.swift:7:19)"))
      #expect(!result.output.contains("withAlphaComponent"))
    }
    let config = ##"""
      { "$comment": "values from Palette.swift",
        "facts": { "$comment": "checked by hand",
          "colors": { "$comment": "x", ".brandTitle": "#0050c0", "Palette.ink": "#000000" } } }
      """##
    try withTemporaryFolder(["B.swift": swift, "legible.json": config]) { folder in
      let result = try run(["audit", "B.swift", "--format", "json"], in: folder)
      #expect(result.error.isEmpty, "\(result.error)")
      let normal = try #require(text(try findings(result.output), "normal"))
      // #0050c0 on white: 7.219922 (wcag.py).
      #expect(normal["verdict"] as? String == "pass")
      #expect((normal["ratio"] as? Double).map { abs($0 - 7.219922) < 0.0001 } == true)
      let selected = try #require(text(try findings(result.output), "selected"))
      // Black at 0.5 over the white fill: #808080 (127.5 shown rounded).
      #expect(selected["foreground"] as? String == "#808080")
    }
  }

  @Test(
    "facts.tint: the app's tint where no file read sets it decides NetNewsWire's system buttons (../shared/ios/corpus/netnewswire, MIT)",
    .enabled(
      if: FileManager.default.fileExists(
        atPath: SharedFolder.root.appendingPathComponent("ios/corpus/netnewswire").path),
      "../shared/ios/corpus is missing (set LEGIBLE_SHARED_DIR)"))
  func tint() throws {
    let corpus = SharedFolder.root.appendingPathComponent("ios/corpus/netnewswire").path
    // NetNewsWire's SceneDelegate.swift:22 sets `window!.tintColor = Assets.Colors.primaryAccent`
    // (#086aee; its helper-checked value, Tests/Evaluation/facts/netnewswire), in a file the
    // corpus does not hold: without the fact the system buttons are measured in systemBlue.
    let config = ##"{ "facts": { "tint": "#086aee" } }"##
    try withTemporaryFolder(["legible.json": config]) { folder in
      let result = try run(["audit", corpus, "--format", "json", "--allow-empty"], in: folder)
      let sync = try #require(
        try findings(result.output).first {
          ($0["component"] as? String)?.hasPrefix("How to Optimize iCloud Syncing") == true
            && $0["state"] as? String == "normal" && $0["check"] as? String == "text"
            && $0["theme"] as? String == "light"
        })
      // #086aee on white: 4.876296 (wcag.py): a pass, where systemBlue failed.
      #expect(sync["verdict"] as? String == "pass")
      #expect((sync["ratio"] as? Double).map { abs($0 - 4.876296) < 0.0001 } == true)
      let source = try #require(sync["foregroundSource"] as? [String: Any])
      #expect((source["evidence"] as? String)?.contains("by legible.json:1:22") == true)
      #expect(!result.error.contains("legible.json:1:22: warning"))
    }
  }

  @Test("A pair fact names the label a SwiftUI style leaves to its environment")
  func swiftUILabel() throws {
    let swift = """
      import SwiftUI

      struct BrandStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
          configuration.label
            .padding()
            .background(Color(red: 0, green: 80 / 255, blue: 192 / 255))
        }
      }
      """
    try withTemporaryFolder(["S.swift": swift]) { folder in
      let triage = try run(["audit", "S.swift", "--triage"], in: folder)
      #expect(triage.output.contains("wait on the text of BrandStyle.normal"))
      #expect(triage.output.contains(#""BrandStyle.normal": { "text": "?" }"#))
    }
    let config = ##"{ "facts": { "pairs": { "BrandStyle": { "text": "#ffffff" } } } }"##
    try withTemporaryFolder(["S.swift": swift, "legible.json": config]) { folder in
      let result = try run(["audit", "S.swift", "--format", "json"], in: folder)
      let normal = try #require(text(try findings(result.output), "normal"))
      // White on rgb(0, 80, 192) = #0050c0: 7.219922 (wcag.py); the assumed accent colour
      // (systemBlue, 2.05:1) is replaced and the doubt it carried resolved.
      #expect(normal["verdict"] as? String == "pass")
      #expect((normal["ratio"] as? Double).map { abs($0 - 7.219922) < 0.0001 } == true)
      #expect(normal["review"] is NSNull)
    }
  }

  /// A xib whose one button draws its title in a named colour no asset catalog read defines.
  static let namedXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" colorMatched="YES">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" id="btn-go">
                        <rect key="frame" x="10" y="10" width="100" height="44"/>
                        <state key="normal" title="Go">
                            <color key="titleColor" name="Brand"/>
                        </state>
                    </button>
                </subviews>
                <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
        </objects>
    </document>
    """

  @Test("A colour fact names a storyboard's named colour that no asset catalog read defines")
  func namedColor() throws {
    try withTemporaryFolder(["Test.xib": Self.namedXib]) { folder in
      let result = try run(["audit", "Test.xib", "--format", "json"], in: folder)
      #expect(result.status == 2)
      let all = try findings(result.output)
      #expect(all.allSatisfy { $0["verdict"] as? String != "pass" })
      #expect(
        all.contains {
          ($0["review"] as? String)?.contains(
            #"facts.colors["UIColor(named: "Brand")"] in legible.json would decide it"#) == true
        })
    }
    let config = ##"{ "facts": { "colors": { "UIColor(named: \"Brand\")": "#0050c0" } } }"##
    try withTemporaryFolder(["Test.xib": Self.namedXib, "legible.json": config]) { folder in
      let result = try run(["audit", "Test.xib", "--format", "json"], in: folder)
      #expect(result.status == 0, "\(result.error)")
      #expect(!result.error.contains("warning"), "\(result.error)")
      let normal = try #require(text(try findings(result.output), "normal"))
      // #0050c0 on the root view's white: 7.219922 (wcag.py).
      #expect(normal["verdict"] as? String == "pass")
      #expect((normal["ratio"] as? Double).map { abs($0 - 7.219922) < 0.0001 } == true)
      let source = try #require(normal["foregroundSource"] as? [String: Any])
      #expect(source["file"] as? String == "Test.xib")
      #expect(source["line"] as? Int == 10)
      #expect((source["evidence"] as? String)?.hasPrefix("by legible.json:1:55") == true)
    }
    // A fact for a colour the document does not use warns once, as misspelt or moved.
    let misspelt = ##"{ "facts": { "colors": { "UIColor(named: \"Brnd\")": "#0050c0" } } }"##
    try withTemporaryFolder(["Test.xib": Self.namedXib, "legible.json": misspelt]) { folder in
      let result = try run(["audit", "Test.xib", "--format", "json"], in: folder)
      let warnings = result.error.components(separatedBy: "\n").filter {
        $0.contains("legible.json:1:54") && $0.contains("warning")
      }
      #expect(warnings.count == 1, "\(result.error)")
    }
  }

  @Test("A backdrop fact may name a token: the surface cites it")
  func backdropToken() throws {
    let surfaces = ##"{ "surface": { "$type": "color", "night": { "$value": "#1b1b1b" } } }"##
    let config = ##"{ "facts": { "backdrops": { "chip*": "{surface.night}" } } }"##
    try withTemporaryFolder(["c.json": Self.chip, "s.json": surfaces, "legible.json": config]) {
      folder in
      let result = try run(["audit", "c.json", "s.json", "--format", "json"], in: folder)
      let all = try findings(result.output)
      // As the colour fact above: 12.774931 and 9.060055 over #1b1b1b.
      let normal = try #require(text(all, "normal"))
      #expect((normal["ratio"] as? Double).map { abs($0 - 12.774931) < 0.0001 } == true)
      let hover = try #require(text(all, "hover"))
      #expect((hover["ratio"] as? Double).map { abs($0 - 9.060055) < 0.0001 } == true)
      // The chip's boundary is measured against the surface: its source is the token, by the fact.
      let boundary = try #require(
        all.first { $0["state"] as? String == "normal" && $0["check"] as? String == "boundary" })
      let surface = try #require(boundary["backgroundSource"] as? [String: Any])
      #expect(surface["token"] as? String == "surface.night")
      #expect(surface["rule"] as? String == #"facts.backdrops["chip*"]"#)
      #expect(surface["evidence"] as? String == "by legible.json:1:38")
    }
    let missing = ##"{ "facts": { "backdrops": { "chip*": "{surface.nite}" } } }"##
    try withTemporaryFolder(["c.json": Self.chip, "s.json": surfaces, "legible.json": missing]) {
      folder in
      let result = try run(["audit", "c.json", "s.json"], in: folder)
      #expect(result.status == 2)
      #expect(result.error.contains("facts.backdrops: no token {surface.nite}"))
    }
  }

  /// A system button with a dark title on a white view: its highlighted look is UIKit's own.
  static let systemButtonXIB = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" colorMatched="YES">
        <objects>
            <view contentMode="scaleToFill" id="V-1">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="S-1">
                        <rect key="frame" x="20" y="100" width="374" height="44"/>
                        <state key="normal" title="Continue">
                            <color key="titleColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </state>
                    </button>
                </subviews>
            </view>
        </objects>
    </document>
    """

  @Test(
    "An assumption decides a system button's highlighted look: black at opacity 0.5 on white, rgb(127.5 127.5 127.5), 3.976653 fail (WCAG 2.2 formula, 1e-4)"
  )
  func assumption() throws {
    let config = """
      { "facts": { "assumptions": { "uikit.systemButton.highlighted": {
          "labelOpacity": 0.5, "source": "measured on an iOS 18.2 simulator screenshot" } } } }
      """
    try withTemporaryFolder(["B.xib": Self.systemButtonXIB, "legible.json": config]) { folder in
      let result = try run(["audit", "B.xib", "--format", "json"], in: folder)
      let all = try findings(result.output)
      let highlighted = try #require(text(all, "highlighted"), "\(result.output)")
      #expect(highlighted["verdict"] as? String == "fail")
      // rgba(0,0,0,.5) over white is rgb(127.5 127.5 127.5), luminance ((0.5 + 0.055) / 1.055)^2.4
      // = 0.214041: 1.05 / 0.264041 = 3.976653 (wcag.py rounds to #808080 first: 3.949440).
      #expect((highlighted["ratio"] as? Double).map { abs($0 - 3.976653) < 0.0001 } == true)
      let source = try #require(highlighted["foregroundSource"] as? [String: Any])
      let evidence = source["evidence"] as? String ?? ""
      #expect(evidence.contains("'uikit.systemButton.highlighted' at legible.json:1:65"))
      #expect(evidence.contains("measured on an iOS 18.2 simulator screenshot"))
      #expect(highlighted["review"] is NSNull)
    }
    // Off by default: the state needs review, and the triage names the assumption.
    try withTemporaryFolder(["B.xib": Self.systemButtonXIB]) { folder in
      let result = try run(["audit", "B.xib", "--format", "json", "--allow-empty"], in: folder)
      let highlighted = try #require(text(try findings(result.output), "highlighted"))
      #expect(highlighted["verdict"] as? String == "needs-review")
      let triage = try run(["audit", "B.xib", "--triage", "--allow-empty"], in: folder)
      #expect(triage.output.contains(#""uikit.systemButton.highlighted": { "labelOpacity": "?""#))
    }
  }

  @Test(
    "An assumption decides SwiftUI's pressed look: rgb(0 0.38 0.8) at opacity 0.4 on white, 1.897316 fail; at rest 5.869019 (WCAG 2.2 formula, 1e-4)"
  )
  func swiftUIPressedAssumption() throws {
    let source = """
      import SwiftUI

      struct SaveView: View {
        var body: some View {
          Button("Save") {}
            .buttonStyle(.borderless)
            .foregroundStyle(Color(red: 0, green: 0.38, blue: 0.8))
        }
      }
      """
    let config = """
      { "facts": { "assumptions": { "swiftui.pressed": {
          "labelOpacity": 0.4, "source": "team measurement" } } } }
      """
    try withTemporaryFolder(["V.swift": source, "legible.json": config]) { folder in
      let result = try run(["audit", "V.swift", "--format", "json"], in: folder)
      let all = try findings(result.output)
      let pressed = try #require(text(all, "pressed"), "\(result.output)")
      // Over white: rgb(0.6 0.752 0.92), luminance 0.503414: 1.05 / 0.553414 = 1.897316.
      #expect(pressed["verdict"] as? String == "fail")
      #expect((pressed["ratio"] as? Double).map { abs($0 - 1.897316) < 0.0001 } == true)
      let normal = try #require(text(all, "normal"))
      #expect((normal["ratio"] as? Double).map { abs($0 - 5.869019) < 0.0001 } == true)
    }
  }

  @Test(
    "A tint fact is the label colour of a SwiftUI button that sets none (Element X's window tint #1b1d22): 16.86:1 on white (wcag.py 16.861417)"
  )
  func tintFactForSwiftUI() throws {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { Button("Hello") {} } }
      """
    try withTemporaryFolder(["V.swift": source, "legible.json": ##"{"facts":{"tint":"#1b1d22"}}"##])
    {
      folder in
      let result = try run(["audit", "V.swift", "--format", "json"], in: folder)
      let normal = try #require(text(try findings(result.output), "normal"), "\(result.output)")
      #expect(normal["foreground"] as? String == "#1b1d22")
      #expect((normal["ratio"] as? Double).map { abs($0 - 16.861417) < 0.0001 } == true)
      #expect(normal["verdict"] as? String == "pass")
      #expect(!result.error.contains("warning"), "\(result.error)")
    }
  }

  @Test("An assumption without its source, misspelt, or out of range is an error with its place")
  func badAssumptions() throws {
    for (config, message) in [
      (
        #"{ "facts": { "assumptions": { "uikit.systemButton.highlighted": { "labelOpacity": 0.5 } } } }"#,
        "needs \"labelOpacity\" and \"source\""
      ),
      (
        #"{ "facts": { "assumptions": { "swiftui.presed": { "labelOpacity": 0.5, "source": "x" } } } }"#,
        "did you mean \"swiftui.pressed\""
      ),
      (
        #"{ "facts": { "assumptions": { "swiftui.pressed": { "labelOpacity": 50, "source": "x" } } } }"#,
        "above 0 and at most 1"
      ),
    ] {
      try withTemporaryFolder(["B.xib": Self.systemButtonXIB, "legible.json": config]) { folder in
        let result = try run(["audit", "B.xib"], in: folder)
        #expect(result.status == 2)
        #expect(result.error.contains("legible.json:1:"), "\(result.error)")
        #expect(result.error.contains(message), "\(result.error)")
      }
    }
  }

}
