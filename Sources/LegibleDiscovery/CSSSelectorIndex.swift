/// The component entries of a stylesheet grouped by a class or type their subject requires, so
/// that a component's cascades look only at entries that can match it.
///
/// A subject compound matches only when every part holds (``CSSElement/matches(_:)``); a part
/// `.name` needs the class on the element and a part `button` needs its type. No state adds a
/// type, and the states add only the classes ``stateAdded``, so an entry whose subject requires
/// any other class or a type can match an element in any state only when the element's identity
/// has it. Entries with no such part (`:hover`, `[type=submit]`, `.active`) are always candidates;
/// an id never matches a lone control and is left out. The cascade then runs the same full match
/// on the candidates, so the result is the one a scan of every entry gives.
struct CSSSelectorIndex: Sendable {
  /// Entries whose subject requires a class, by class.
  private var byClass: [String: [Int]] = [:]
  /// Entries whose subject requires a type, by type.
  private var byType: [String: [Int]] = [:]
  /// Entries that may match any element.
  private var unkeyed: [Int] = []

  /// Classes a state adds to the element (``CSSControlState/apply(to:)``).
  static let stateAdded: Set<String> = ["active", "disabled"]

  init(entries: [CSSSelectorEntry]) {
    for (i, entry) in entries.enumerated() where !entry.isThemeLevel {
      var keyed = false
      var never = false
      parts: for part in entry.selector.subject.parts {
        switch part.selector {
        case .className(let name) where CSSControlState.isStateModifier(name):
          // A state written as a block's modifier (`.pure-button-disabled`): the states add it
          // to an element with the block's class, so it is a candidate for that block.
          for block in CSSControlState.blocks(ofStateModifier: name) {
            byClass[block, default: []].append(i)
          }
          keyed = true
        case .className(let name) where !Self.stateAdded.contains(name):
          byClass[name, default: []].append(i)
          keyed = true
        case .type(let name) where name != "*":
          byType[name, default: []].append(i)
          keyed = true
        case .id:
          never = true
        default:
          continue parts
        }
        break parts
      }
      if !keyed && !never { unkeyed.append(i) }
    }
  }

  /// The entries that may match `element` in some state, in entry order.
  func candidates(for element: CSSElement) -> [Int] {
    var found = unkeyed
    for name in element.classes { found += byClass[name] ?? [] }
    if let tag = element.tag { found += byType[tag] ?? [] }
    return Set(found).sorted()
  }
}
