// What the Swift-source reader gives for a button of a document whose class or runtime
// attributes it read (docs/interface-builder.md §4), and how it joins the document's reading.

import Foundation
import LegibleAudit
import LegibleTokens

/// A linked button's states as its code leaves them (nib load order), and which parts of each
/// the code changed from what the document decoded: those parts are the code's, the rest the
/// document's, read as without a class (its type, tint, configuration, reviews).
package struct IBLinkedStates: Sendable {
  /// The class the button was evaluated as (its `customClass`, or `UIButton` for runtime
  /// attributes that code of the sources declares); `nil` when no code of the button's own was
  /// evaluated and only ``reviews`` apply (code of an outlet's owner that styles it).
  package var type: String?
  /// The states evaluated with the class's code, by state name.
  package var states: [String: StateSpec]
  /// Per state, the parts (`text`, `background`, `border`, `opacity`) the code changed.
  package var changed: [String: Set<String>]
  /// Per state, reasons for review the evaluation met, whichever part they concern (code it
  /// could not follow, a colour setter on a button with a configuration).
  package var reviews: [String: [String]]

  package init(
    type: String?, states: [String: StateSpec], changed: [String: Set<String>],
    reviews: [String: [String]]
  ) {
    self.type = type
    self.states = states
    self.changed = changed
    self.reviews = reviews
  }

  /// `document` (the states as the XML alone says them, without the reviews for code not
  /// read) with the parts the code changed taken from ``states``, and the reviews of both.
  /// The states are the document's four (a linked button is evaluated in those).
  package func joined(to document: [String: StateSpec]) -> [String: StateSpec] {
    var result: [String: StateSpec] = [:]
    for (state, read) in document {
      let changed = self.changed[state] ?? []
      let code = states[state]
      var spec = read
      var reviews: [String] = spec.review.map { [$0] } ?? []
      if let code, !changed.isEmpty {
        var derived = false
        for part in changed {
          let value: ColorValue?
          switch part {
          case "text":
            value = code.text
            spec.text = value
          case "background":
            value = code.background
            spec.background = value
          case "border":
            value = code.border
            spec.border = value
          case "opacity":
            spec.opacity = code.opacity
            continue
          default: continue
          }
          spec.sources[part] = code.sources[part]
          if case .derived? = value { derived = true }
        }
        if derived { spec.from = code.from }
        if changed.contains("text"), spec.text != nil {
          reviews = reviews.map {
            $0.replacingBytes(of: "; no title colour could be resolved", with: "")
          }.filter { $0 != "no title colour could be resolved" }
        }
        if let review = code.review { reviews.append(review) }
      }
      for reason in self.reviews[state] ?? []
      where !reviews.contains(where: { $0.containsBytes(of: reason) }) {
        reviews.append(reason)
      }
      spec.review = reviews.isEmpty ? nil : reviews.joined(separator: "; ")
      result[state] = spec
    }
    return result
  }
}
