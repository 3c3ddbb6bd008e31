// How each storyboard scene is presented, from the segues of every storyboard read: the level
// UIKit gives its trait collection (UIUserInterfaceLevel), which picks the base or the elevated
// dark values of the system backgrounds (AppleSystemColors.elevatedDark).

import LegibleXML

/// A segue of a storyboard: from the scene it is in to a view controller of the same document,
/// or to a `viewControllerPlaceholder` standing for another storyboard's.
package struct IBSegue: Sendable, Hashable {
  /// The id of the view controller of the scene holding the segue.
  package var source: String
  package var destination: String
  /// `kind`: `presentation`, `modal`, `popoverPresentation`, `show`, `push`, `relationship`,
  /// `embed`…
  package var kind: String
  /// `modalPresentationStyle`, absent for the automatic style (a page sheet since iOS 13).
  package var style: String?
  package var line: Int
}

/// A `<viewControllerPlaceholder>`: a storyboard reference.
package struct IBPlaceholder: Sendable, Hashable {
  package var storyboardName: String?
  package var referencedIdentifier: String?
}

/// The presentation level of each scene reachable through segues.
package enum IBPresentation {
  /// A scene's level, and the segue that decided it.
  package enum Level: Sendable, Hashable {
    /// A full-screen presentation (UIKit's base level).
    case base(String)
    /// A sheet, form sheet or popover, or anything shown inside one (the elevated level).
    case elevated(String)
  }

  /// The scenes whose level every path of segues agrees on, keyed by document path and view
  /// controller id. A scene reached by no segue (the initial one, or one code instantiates and
  /// presents) or by paths that disagree is not in the result: its level is unknown.
  package static func levels(_ documents: [IBDocument]) -> [String: [String: Level]] {
    // Storyboards by the name a reference uses: the file name without its folder and suffix.
    var byName: [String: [IBDocument]] = [:]
    for document in documents where document.kind == .storyboard {
      let file = document.path.split(separator: "/").last.map(String.init) ?? document.path
      byName[String(file.dropLast(".storyboard".count)), default: []].append(document)
    }
    struct Node: Hashable {
      var path: String
      var controller: String
    }
    func targets(_ segue: IBSegue, in document: IBDocument) -> [Node] {
      guard let placeholder = document.placeholders[segue.destination] else {
        return [Node(path: document.path, controller: segue.destination)]
      }
      // A reference without a storyboard name is to a scene of the same storyboard.
      let others =
        placeholder.storyboardName.map { byName[$0] ?? [] } ?? [document]
      return others.compactMap { other in
        (placeholder.referencedIdentifier.flatMap { other.storyboardIDs[$0] }
          ?? other.initialViewController).map { Node(path: other.path, controller: $0) }
      }
    }
    enum Effect {
      case elevate
      case full
      case inherit
    }
    func effect(_ segue: IBSegue) -> Effect? {
      switch segue.kind {
      case "popoverPresentation": return .elevate
      case "presentation", "modal":
        switch segue.style {
        case nil, "automatic", "pageSheet", "formSheet", "popover": return .elevate
        case "fullScreen", "overFullScreen": return .full
        // currentContext, overCurrentContext: the presenter's context; custom: unknown.
        case "currentContext", "overCurrentContext": return .inherit
        default: return nil
        }
      case "show", "push", "relationship", "embed", "showDetail": return .inherit
      default: return nil
      }
    }
    var edges: [Node: [(Node, Effect?, String)]] = [:]
    for document in documents where document.kind == .storyboard {
      for segue in document.segues {
        let from = Node(path: document.path, controller: segue.source)
        let how =
          "\(segue.kind) segue\(segue.style.map { " (\($0))" } ?? "") at \(document.path):\(segue.line)"
        for to in targets(segue, in: document) {
          edges[from, default: []].append((to, effect(segue), how))
        }
      }
    }
    // Fixed point: a level spreads along inherit edges; modal edges set one. A node given two
    // different levels, or reached by an edge of unknown effect, is unknown (and stays so).
    enum Known: Equatable {
      case level(Bool, String)  // elevated?, why
      case unknown
    }
    var known: [Node: Known] = [:]
    func merge(_ node: Node, _ value: Known) -> Bool {
      switch (known[node], value) {
      case (nil, _):
        known[node] = value
        return true
      case (.level(let a, _)?, .level(let b, _)) where a == b: return false
      case (.unknown?, _): return false
      default:
        known[node] = .unknown
        return true
      }
    }
    var changed = true
    var rounds = 0
    while changed, rounds < 64 {
      changed = false
      rounds += 1
      for (from, list) in edges.sorted(by: {
        ($0.key.path, $0.key.controller) < ($1.key.path, $1.key.controller)
      }) {
        for (to, effect, how) in list {
          let value: Known?
          switch effect {
          case .elevate?: value = .level(true, "presented as a sheet or popover by the " + how)
          case .full?: value = .level(false, "presented full screen by the " + how)
          case .inherit?:
            switch known[from] {
            case .level(let elevated, let why)?: value = .level(elevated, why + ", then the " + how)
            case .unknown?: value = .unknown
            case nil: value = nil
            }
          case nil: value = .unknown
          }
          if let value, merge(to, value) { changed = true }
        }
      }
    }
    // A scene that some edge reaches but that is also a root (the initial scene of the app, or
    // one code presents) could be shown both ways: only scenes reached solely through edges
    // count, which is every scene in `known`.
    var result: [String: [String: Level]] = [:]
    for (node, value) in known {
      guard case .level(let elevated, let why) = value else { continue }
      result[node.path, default: [:]][node.controller] = elevated ? .elevated(why) : .base(why)
    }
    return result
  }
}
