import Foundation

/// Paths to test fixtures and to the palette corpus (`../shared/palettes` next to the repository).
enum Corpus {
  /// `Tests/LegibleTokensTests/Fixtures/<format>/<name>`.
  static func fixture(_ format: String, _ name: String = "") -> String {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let url = here.appendingPathComponent("Fixtures").appendingPathComponent(format)
    return name.isEmpty ? url.path : url.appendingPathComponent(name).path
  }

  /// The palette corpus folder, or nil when this checkout does not have it.
  static var palettes: String? {
    let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let candidates = [
      repo.deletingLastPathComponent().appendingPathComponent("shared/palettes").path,
      "/work/shared/palettes",
    ]
    return candidates.first { FileManager.default.fileExists(atPath: $0) }
  }

  /// A path inside the corpus, or nil when the corpus is missing.
  static func palette(_ relative: String) -> String? {
    palettes.map { ($0 as NSString).appendingPathComponent(relative) }
  }

  /// A scratch directory removed by the caller.
  static func scratch(_ name: String) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-\(name)-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }
}
