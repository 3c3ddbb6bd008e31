import Foundation
import TestSupport

/// Paths to test fixtures and to the palette corpus (`../shared/palettes` next to the repository).
enum Corpus {
  /// `Tests/LegibleTokensTests/Fixtures/<format>/<name>`.
  static func fixture(_ format: String, _ name: String = "") -> String {
    let here = Repository.url("Tests/LegibleTokensTests")
    let url = here.appendingPathComponent("Fixtures").appendingPathComponent(format)
    return name.isEmpty ? url.path : url.appendingPathComponent(name).path
  }

  /// A path inside the corpus (``SharedFolder/palettes``). Tests that use it carry
  /// `.requiresSharedPalettes`, so a missing corpus is a visible skip, not a silent pass.
  static func palette(_ relative: String) -> String { SharedFolder.palette(relative) }

  /// A scratch directory removed by the caller.
  static func scratch(_ name: String) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-\(name)-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }
}
