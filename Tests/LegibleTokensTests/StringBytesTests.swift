import Foundation
import Testing

@testable import LegibleTokens

/// The byte search behind `SwiftSourceFile.mentions(_:)` and the probe-path replacement of
/// linked storyboard buttons: the same answers as Foundation's `range(of:)` and
/// `replacingOccurrences(of:with:)` on the texts Legible writes (ASCII paths and messages, and
/// UTF-8 names).
@Suite("Byte search and replacement in strings")
struct StringBytesTests {
  static let texts = [
    "", "a", "<Main.storyboard button abc-12-xyz>",
    "set at <Main.storyboard button abc-12-xyz>:4 and <Main.storyboard button abc-12-xyz>:9",
    "Bouton « Connexion » at <Main.storyboard button a>:3", "<<Main.storyboard button abc-12-xyz",
  ]
  static let targets = [
    "<Main.storyboard button abc-12-xyz>", "<", "« Connexion »", "xyz>:9", "none",
  ]

  @Test("containsBytes(of:) agrees with Foundation's range(of:) on every pair")
  func contains() {
    for text in Self.texts {
      for target in Self.targets {
        #expect(
          text.containsBytes(of: target) == (text.range(of: target) != nil), "\(text) / \(target)")
      }
    }
  }

  @Test("replacingBytes(of:with:) gives replacingOccurrences(of:with:)'s text on every pair")
  func replace() {
    for text in Self.texts {
      for target in Self.targets {
        #expect(
          text.replacingBytes(of: target, with: "Main.storyboard")
            == text.replacingOccurrences(of: target, with: "Main.storyboard"), "\(text) / \(target)"
        )
      }
    }
  }
}
