import Foundation
import Testing

/// The folder `../shared` beside the repository (palette corpus, reference notes, iOS samples).
///
/// Not every checkout has it. Tests that need it carry ``Testing/Trait/requiresSharedPalettes``,
/// so they are reported as skipped, with the reason, instead of passing without checking anything.
/// `LEGIBLE_SHARED_DIR` replaces the folder (set it to a missing path to see the skips).
public enum SharedFolder {
  /// The environment variable that overrides ``root``.
  public static let environmentVariable = "LEGIBLE_SHARED_DIR"

  /// `$LEGIBLE_SHARED_DIR` if set, else `../shared` beside the package root (from this file's path).
  public static var root: URL {
    if let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return Repository.root.deletingLastPathComponent().appendingPathComponent("shared")
  }

  /// `shared/palettes`, the design-system corpus.
  public static var palettes: URL { root.appendingPathComponent("palettes") }

  /// Whether `shared/palettes` is a directory.
  public static var hasPalettes: Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: palettes.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// A path inside `shared/palettes` (it may not exist: guard the test with the trait).
  public static func palette(_ relative: String) -> String {
    palettes.appendingPathComponent(relative).path
  }
}

extension Trait where Self == ConditionTrait {
  /// Skips the test or suite, visibly and with the reason, when `../shared/palettes` is missing.
  public static var requiresSharedPalettes: Self {
    .enabled(
      if: SharedFolder.hasPalettes,
      "../shared/palettes is missing (set LEGIBLE_SHARED_DIR or check it out beside the repository)"
    )
  }
}
