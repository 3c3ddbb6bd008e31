import Foundation
import LegibleColor
import TestSupport

@testable import LegibleTokens

/// Paths for fixtures and the shared palette corpus, found from this file's path.
enum TokenPaths {
  /// Tests/LegibleTokensTests.
  static let tests = Repository.url("Tests/LegibleTokensTests")
  /// The package root.
  static let root = Repository.root

  /// A fixture under Tests/LegibleTokensTests/Fixtures.
  static func fixture(_ relative: String) -> String {
    tests.appendingPathComponent("Fixtures").appendingPathComponent(relative).path
  }

  /// A file of the corpus `../shared/palettes` (``SharedFolder/palettes``). Tests that use it
  /// carry `.requiresSharedPalettes`, so a missing corpus is a visible skip, not a silent pass.
  static func corpus(_ relative: String) -> String { SharedFolder.palette(relative) }

  /// A fresh temporary directory.
  static func temporaryDirectory(_ name: String) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }
}

extension TokenSet {
  /// The colour of `name` in `theme` (exact theme, no fallback).
  func color(_ name: String, _ theme: String? = nil) -> CSSColor? {
    tokens.first { $0.name == name && $0.theme == theme }?.color
  }
}

/// Whether two colours agree in sRGB within `tolerance` per component and in alpha.
func sameSRGB(_ a: CSSColor?, _ b: CSSColor, tolerance: Double = 1e-9) -> Bool {
  guard let a else { return false }
  let x = a.converted(to: .sRGB)
  let y = b.converted(to: .sRGB)
  let d = x.components - y.components
  return abs(d.x) <= tolerance && abs(d.y) <= tolerance && abs(d.z) <= tolerance
    && abs(x.alpha - y.alpha) <= tolerance
}
