import Foundation

/// The checkout the tests run in, found from this file's path (Tests/TestSupport/Repository.swift),
/// so tests can read Examples/, Reports/, docs/ and fixtures wherever the package is built.
public enum Repository {
  /// The package root.
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A file or folder given relative to the package root.
  public static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }
}
