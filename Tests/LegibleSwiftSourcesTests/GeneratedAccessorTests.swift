import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import TestSupport
import Testing

@testable import LegibleSwiftSources

/// Colours a project reaches through its own code rather than a literal: SwiftGen's generated
/// `Asset.Colors.…` accessors (in ../shared/reference/ios/swift-patterns.md §2, 374 uses in the
/// 16 measured apps, 366 of them Mastodon's, whose generated Assets.swift nests `enum Asset`
/// inside `enum Asset` and names types `Button`, `Label` and `Border` that other types share),
/// and a hex initialiser in an extension (issue 20: "a project's own hex initialisers").
///
/// The SwiftGen source below is the shape of SwiftGen 6's `xcassets` template (`ColorAsset`
/// with a `lazy var color` made by `Color(asset:)`, a failable convenience initialiser on
/// `ColorAsset.Color` that calls `init(named:in:compatibleWith:)`), cut to what colours need;
/// the colour set is Mastodon's `Colors/Brand/Blurple` (light 0x55 0x2C 0xFB, dark 0x85 0x8A
/// 0xFA), in folders that provide namespaces as Xcode writes them.
@Suite("Swift sources: generated asset accessors and hex initialisers")
struct GeneratedAccessorTests {
  static let assets = """
    public enum Asset {
      public enum Asset {
        public static let email = ImageAsset(name: "Asset/email")
      }
      public enum Colors {
        public enum Brand {
          public static let blurple = ColorAsset(name: "Colors/Brand/Blurple")
        }
        public enum Button {
          public static let disabled = ColorAsset(name: "Colors/Brand/Blurple")
        }
      }
    }
    public enum L10n { public enum Button { public static let title = "Sign in" } }
    public struct ImageAsset { public var name: String }
    public final class ColorAsset {
      public fileprivate(set) var name: String
      #if os(macOS)
      public typealias Color = NSColor
      #elseif os(iOS) || os(tvOS) || os(watchOS)
      public typealias Color = UIColor
      #endif
      public private(set) lazy var color: Color = {
        guard let color = Color(asset: self) else {
          fatalError("Unable to load color asset named \\(name).")
        }
        return color
      }()
      fileprivate init(name: String) {
        self.name = name
      }
    }
    public extension ColorAsset.Color {
      convenience init?(asset: ColorAsset) {
        let bundle = Bundle.main
        #if os(iOS) || os(tvOS)
        self.init(named: asset.name, in: bundle, compatibleWith: nil)
        #elseif os(macOS)
        self.init(named: NSColor.Name(asset.name), bundle: bundle)
        #endif
      }
    }
    """

  static let button = """
    import UIKit
    final class SignInButton: UIButton {
      override init(frame: CGRect) {
        super.init(frame: frame)
        setTitleColor(.white, for: .normal)
        backgroundColor = Asset.Colors.Brand.blurple.color
      }
    }
    func makeButtons() {
      let signIn = SignInButton(frame: .zero)
      _ = signIn
    }
    """

  static let colorSet = """
    {
      "colors" : [
        { "color" : { "color-space" : "srgb", "components" : {
            "alpha" : "1.000", "blue" : "0xFB", "green" : "0x2C", "red" : "0x55" } },
          "idiom" : "universal" },
        { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
          "color" : { "color-space" : "srgb", "components" : {
            "alpha" : "1.000", "blue" : "0xFA", "green" : "0x8A", "red" : "0x85" } },
          "idiom" : "universal" }
      ],
      "info" : { "author" : "xcode", "version" : 1 }
    }
    """

  static let namespace = """
    { "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }
    """

  /// The project above in a folder: the two Swift files and the catalog.
  static func discover() throws -> DiscoveredComponents {
    try withTemporaryFolder(["Assets.swift": assets, "SignInButton.swift": button]) { folder in
      let brand = folder.appendingPathComponent("Assets.xcassets/Colors/Brand")
      let set = brand.appendingPathComponent("Blurple.colorset")
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
      try namespace.write(
        to: folder.appendingPathComponent("Assets.xcassets/Colors/Contents.json"),
        atomically: true, encoding: .utf8)
      try namespace.write(
        to: brand.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
      try colorSet.write(
        to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
      return try SwiftComponentDiscovery().discover([folder.path]).found
    }
  }

  @Test(
    "SwiftGen's Asset.Colors.Brand.blurple.color is the asset's colour in each appearance (#552cfb, #858afa)"
  )
  func swiftGenAccessorIsTheAssetColour() throws {
    let found = try Self.discover()
    let normal = try #require(found.components.first { $0.name == "signIn" }?.states["normal"])
    // Before: needs-review, "2 types are named `Asset`" (Asset and Asset.Asset).
    #expect(normal.review == nil, "\(normal.review ?? "")")
    #expect(
      normal.background
        == .themed([
          "light": .color(CSSColor(.sRGB, 0x55 / 255.0, 0x2C / 255.0, 0xFB / 255.0)),
          "dark": .color(CSSColor(.sRGB, 0x85 / 255.0, 0x8A / 255.0, 0xFA / 255.0)),
        ]))
    // The source says which line set it and which asset it is.
    let source = try #require(normal.sources["background"])
    guard case .themed(let perTheme) = source else {
      Issue.record("expected a source per theme, got \(source)")
      return
    }
    #expect(perTheme["light"]?.file?.hasSuffix("SignInButton.swift") == true)
    #expect(perTheme["light"]?.line == 6)
    #expect(perTheme["light"]?.evidence?.contains("Blurple.colorset") == true)
    #expect(perTheme["light"]?.token == "asset \"Colors/Brand/Blurple\"")
  }

  @Test("A bare name that a type nests is the nested type inside it, and stays needs-review there")
  func nestedNameInsideItsTypeIsNotTheTopLevelOne() throws {
    // Inside `enum Asset`, `Asset` is `Asset.Asset` (Swift looks in the enclosing type first):
    // Legible does not take the top-level one there.
    let index = SwiftDeclarationIndex(files: [
      SwiftSourceFile(path: "Assets.swift", text: Self.assets)
    ])
    #expect(index.ambiguity(of: "Asset") != nil)
    #expect(index.isTopLevelType("Asset", from: nil))
    #expect(index.isTopLevelType("Asset", from: "SignInButton"))
    #expect(!index.isTopLevelType("Asset", from: "Asset"))
    // In code of a type nested in `Asset`, written qualified or simple, `Asset` is
    // `Asset.Asset` too (Swift looks outward through `Asset`'s members).
    #expect(!index.isTopLevelType("Asset", from: "Asset.Colors.Brand"))
    #expect(!index.isTopLevelType("Asset", from: "Brand"))
    #expect(!index.isTopLevelType("Button", from: nil), "no top-level Button: still ambiguous")
    #expect(index.nestedType("Button", in: "Asset.Colors") == "Asset.Colors.Button")
    #expect(index.typeInfo("Asset.Colors.Button")?.properties["disabled"] != nil)
    #expect(index.typeInfo("L10n.Button")?.properties["disabled"] == nil)
  }

  @Test("A hex initialiser in an extension is run: UIColor(hex: 0x0061CD) is #0061cd")
  func hexInitialiserIsEvaluated() throws {
    let source = """
      import UIKit
      extension UIColor {
        convenience init(hex: Int, alpha: CGFloat = 1) {
          self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
        }
      }
      final class BrandButton: UIButton {
        override init(frame: CGRect) {
          super.init(frame: frame)
          setTitleColor(.white, for: .normal)
          backgroundColor = UIColor(hex: 0x0061CD)
        }
      }
      func make() { let brand = BrandButton(frame: .zero); _ = brand }
      """
    let found = SwiftComponentDiscovery().discover(sources: [("Brand.swift", source)])
    let normal = try #require(found.components.first { $0.name == "brand" }?.states["normal"])
    // Before: "initialiser `UIColor(hex: 0x0061CD)` made no colour" (the body's `self.init`
    // was kept in the body's own scope), and `>>` and `&` were not evaluated.
    #expect(normal.review == nil, "\(normal.review ?? "")")
    #expect(normal.background == .color(CSSColor(.sRGB, 0, 0x61 / 255.0, 0xCD / 255.0)))
    #expect(normal.sources["background"]?.source(theme: nil)?.token == "UIColor(hex: 0x0061CD)")
  }

  @Test("Integer operators take whole numbers a Double holds exactly, nothing else")
  func integerOperatorsNeedWholeNumbers() throws {
    #expect(SwiftEvaluator.exactInteger(0x0061CD) == 0x0061CD)
    #expect(SwiftEvaluator.exactInteger(2.5) == nil)
    #expect(SwiftEvaluator.exactInteger(.infinity) == nil)
    #expect(SwiftEvaluator.exactInteger(1e300) == nil)
    // Shifts as Swift's smart shifts give them where Legible evaluates them; a negative `>>`
    // (a left shift in Swift) and a `<<` past 2^53 are needs-review, never a guessed number.
    let source = """
      import UIKit
      final class ShiftButton: UIButton {
          override init(frame: CGRect) {
              super.init(frame: frame)
              setTitleColor(UIColor(red: CGFloat((0x8000 >> 64) + (0x61 >> 0)) / 255, green: 0, blue: 0, alpha: 1), for: .normal)
              backgroundColor = UIColor(red: CGFloat(0x61 >> -1) / 255, green: 0, blue: 0, alpha: 1)
              layer.borderColor = UIColor(red: CGFloat(1 << 60) / 255, green: 0, blue: 0, alpha: 1).cgColor
              layer.borderWidth = 1
          }
      }
      func make() { let shift = ShiftButton(frame: .zero); _ = shift }
      """
    let found = SwiftComponentDiscovery().discover(sources: [("Shift.swift", source)])
    let normal = try #require(found.components.first { $0.name == "shift" }?.states["normal"])
    #expect(normal.text == .color(CSSColor(.sRGB, 0x61 / 255.0, 0, 0)))
    #expect(normal.background == nil)
    #expect(normal.border == nil)
    let review = try #require(normal.review)
    #expect(review.contains("`>>` by a negative amount"))
    #expect(review.contains("`<<` beyond the numbers Legible evaluates exactly"))
  }
}
