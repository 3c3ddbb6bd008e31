import LegibleAudit
import LegibleColor

extension SwiftSpecBuilder.Parts {
  /// One state of a button with a `UIButton.Configuration`, as UIKit documents drawing it.
  ///
  /// Stated: `background.backgroundColor` and `strokeColor` ("If the value is nil, the
  /// configuration uses backgroundColor without any transformations", UIBackgroundConfiguration
  /// `backgroundColorTransformer`), the title text attributes transformer's and the attributed
  /// title's foreground, all custom values that `updated(for:)` "preserves" when the state
  /// changes; the plain style's transparent background and the filled style's fill with the
  /// base background colour or the tint colour (`plain()`, `filled()`). Needs review: base
  /// colours in any state but normal ("The button configuration may transform the base color
  /// before applying it"), any state but normal when no update handler or `updateConfiguration()`
  /// sets it (UIKit's own state look), the backgrounds of `tinted()`, `gray()` and the glass
  /// styles, a title with no colour of its own, and every colour evaluation cannot read.
  init(
    configured button: ButtonModel, _ configuration: ButtonConfigurationModel, state: String,
    defaultTint: (CSSColor, ColorSource)?
  ) {
    let style = "`.\(configuration.style)()`"
    let family = ButtonConfigurationModel.family(of: configuration.style) ?? configuration.style
    let updated = button.configurationUpdateHandler != nil || button.updatesConfiguration
    if state != "normal", !updated {
      reviews.append(
        "\(state): no configurationUpdateHandler or updateConfiguration() sets it, so UIKit draws the \(style) configuration's own \(state) look (updated(for:)), which it does not document"
      )
    }
    // Title.
    let tint = button.tintColor
    func measuredWithTint(_ why: String) {
      if let tint {
        var source = Self.source(tint)
        source.pairing = .inferred
        text = (tint.color.value, source)
        reviews.append(why + "; measured with the button's tintColor")
      } else if let fallback = defaultTint {
        text = fallback
        reviews.append(why + "; measured with " + (fallback.1.token ?? "the default tint"))
      } else {
        reviews.append(why)
      }
    }
    if let slot = configuration.transformedForeground ?? configuration.attributedTitleColor {
      switch slot {
      case .color(let setting): text = (setting.color.value, Self.source(setting))
      case .unreadable(let reason): measuredWithTint("title colour (\(state)): \(reason)")
      }
    } else if let base = configuration.baseForegroundColor {
      switch base {
      case .color(let setting):
        text = (setting.color.value, Self.source(setting))
        if state != "normal" {
          reviews.append(
            "\(state): the title is baseForegroundColor, which the \(style) configuration may transform for this state by an amount UIKit does not document"
          )
        }
      case .unreadable(let reason): measuredWithTint("baseForegroundColor (\(state)): \(reason)")
      }
    } else if let why = button.tintUnreadable, family != "filled" {
      measuredWithTint(
        "title colour (\(state)): the \(style) configuration draws it in the tintColor: \(why.reason) at \(why.location)\(why.factHint)"
      )
    } else {
      measuredWithTint(
        "no title colour is set: the \(style) configuration draws the title in a colour of its own (the tint colour for plain, gray and tinted styles, a contrasting one for filled), which UIKit does not document"
      )
    }
    // Fill.
    if let site = configuration.backgroundTransformer {
      reviews.append("background.backgroundColorTransformer at \(site) is not evaluated")
    }
    if let slot = configuration.backgroundColor {
      switch slot {
      case .color(let setting): background = (setting.color.value, Self.source(setting))
      case .unreadable(let reason): reviews.append("background colour (\(state)): \(reason)")
      }
    } else {
      switch family {
      case "plain":
        break  // "a button with a transparent background" (plain()).
      case "filled":
        // "a background filled with the button's tint color" (filled()), or the base colour.
        let base = configuration.baseBackgroundColor
        if case .unreadable(let reason)? = base {
          reviews.append("baseBackgroundColor (\(state)): \(reason)")
        } else if case .color(let setting)? = base ?? tint.map(ButtonConfigurationModel.Slot.color)
        {
          var source = Self.source(setting)
          if base == nil {
            source.pairing = .inferred
            source.evidence =
              "the filled style fills with the button's tintColor; " + (source.evidence ?? "")
          }
          background = (setting.color.value, source)
          if state != "normal" {
            reviews.append(
              "\(state): the \(style) configuration may transform its base background colour for this state by an amount UIKit does not document"
            )
          }
        } else if let why = button.tintUnreadable {
          reviews.append(
            "background (\(state)): the \(style) configuration fills with the tintColor: \(why.reason) at \(why.location)\(why.factHint)"
          )
        } else {
          reviews.append(
            "background (\(state)): the \(style) configuration fills with the tint colour, set where the button is used"
          )
        }
      default:
        reviews.append(
          "background (\(state)): the \(style) configuration's background is UIKit's own, which it does not document; measured on the page"
        )
      }
    }
    // Boundary.
    if let slot = configuration.strokeColor, (configuration.strokeWidth ?? 0) > 0 {
      switch slot {
      case .color(let setting): border = (setting.color.value, Self.source(setting))
      case .unreadable(let reason): reviews.append("stroke colour (\(state)): \(reason)")
      }
    }
    for reason in button.reviews where !reviews.contains(reason) { reviews.append(reason) }
  }
}
