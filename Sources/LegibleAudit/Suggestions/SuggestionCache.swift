import Foundation
import LegibleColor

/// The suggestions `ContrastSuggester` gives, remembered for one audit: findings of many
/// components and themes share their colours (the 152 failing findings of ../shared/palettes
/// search 77 pairs), and the search is a pure function of the suggester and the pair, so each is
/// searched once. Keys also compare every Double bit for bit (0 and −0 are different keys), so a
/// remembered result is exactly the one a new search would give. Components audited on several
/// cores share one cache behind a lock.
final class SuggestionCache: @unchecked Sendable {
  private struct Key: Hashable {
    var suggester: ContrastSuggester
    var text: CSSColor
    var background: CSSColor
    var bits: [UInt64]
  }

  private let lock = NSLock()
  private var results: [Key: [ContrastSuggestion]] = [:]

  /// `suggester.suggestions(text:background:)`, searched once per distinct input.
  func suggestions(_ suggester: ContrastSuggester, text: CSSColor, background: CSSColor)
    -> [ContrastSuggestion]
  {
    let colors = [suggester.backdrop, text, background].flatMap {
      [$0.components.x, $0.components.y, $0.components.z, $0.alpha]
    }
    let key = Key(
      suggester: suggester, text: text, background: background,
      bits: ([suggester.target, suggester.opacity] + colors).map(\.bitPattern))
    lock.lock()
    let known = results[key]
    lock.unlock()
    if let known { return known }
    let found = suggester.suggestions(text: text, background: background)
    lock.lock()
    results[key] = found
    lock.unlock()
    return found
  }
}
