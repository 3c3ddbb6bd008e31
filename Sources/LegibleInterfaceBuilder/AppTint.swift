// The tint an app's Swift code sets for all its views (`window.tintColor = …`,
// `UIView.appearance().tintColor = …`): what UIKit draws a system button's title and a plain
// configuration's foreground in where neither the button nor a view around it in the document
// sets one. UIView `tintColor`: "The first nondefault tint color value in the view's hierarchy,
// ascending from and starting with the view itself"; a window is the root of that hierarchy.

import LegibleAudit
import LegibleColor
import LegibleDiscovery

/// An app-wide tint found in the Swift sources: its colour per appearance with its source, or
/// why it cannot be known.
package struct AppTint: Sendable {
  /// The colour per appearance (`nil` for a theme-less audit, `"light"`, `"dark"`), each with
  /// its source (the assignment's file and line); empty when ``review`` says why.
  package var colors: [String?: ColorChoice]
  /// Why the tint cannot be known (a value evaluation cannot see into, sites that set different
  /// colours): states drawn in it are needs-review with this reason.
  package var review: String?

  /// A colour and its source.
  package struct ColorChoice: Sendable {
    package var color: CSSColor
    package var source: ColorSource

    package init(color: CSSColor, source: ColorSource) {
      self.color = color
      self.source = source
    }
  }

  package init(colors: [String?: ColorChoice], review: String?) {
    self.colors = colors
    self.review = review
  }

  /// The tint a team states in `legible.json` (`facts.tint`) where no file read sets one: a
  /// colour per appearance (`""` for every one), cited `by legible.json:L:C`.
  package init?(fact colors: [String: CSSColor], at: String) {
    var choices: [String?: ColorChoice] = [:]
    for appearance in [nil, "light", "dark"] as [String?] {
      guard let color = ExpressionFacts.color(in: colors, appearance: appearance) else { continue }
      choices[appearance] = ColorChoice(
        color: color,
        source: ColorSource(
          token: "tint", rule: "facts.tint", file: AuditFacts.file(of: at),
          line: AuditFacts.line(of: at), pairing: .stated,
          evidence: "by \(at): the app's tint, which no file read sets"))
    }
    guard !choices.isEmpty else { return nil }
    self.init(colors: choices, review: nil)
  }

  /// Whether `source` is `tint`'s (the same token, file and line), whatever was added to its
  /// pairing or evidence on the way (a configuration's stroke drawn in the tint says so): a part
  /// drawn in the inherited tint.
  package static func isTint(_ source: ColorSource?, _ tint: ColorSource) -> Bool {
    guard let source else { return false }
    return source.token == tint.token && source.file == tint.file && source.line == tint.line
  }

  /// Whether its light and dark values differ (the documents then need both themes).
  package var isDynamic: Bool {
    guard let light = colors["light"], let dark = colors["dark"] else { return false }
    return light.color != dark.color
  }
}
