import Foundation
import TestSupport

/// The Swift files of Examples/ios-recipes (the three recipes and their call sites), the real
/// code the syntax-level tests compare Legible's readings with SwiftSyntax's on.
enum RecipeSources {
  /// Their texts, in file name order.
  static func texts() throws -> [String] {
    let folder = Repository.url("Examples/ios-recipes").path
    return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
      .filter { $0.hasSuffix(".swift") }
      .map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
  }
}
