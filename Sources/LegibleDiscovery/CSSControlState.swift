/// The states component discovery reads from selectors, and what each adds to the element
/// (listed on ``CSSComponentDiscovery``): every spelling of a state holds at once, so a rule
/// written for any of them applies.
enum CSSControlState: String, CaseIterable, Sendable {
  /// No state part (`normal`).
  case normal
  /// `:hover`.
  case hover
  /// `:active`, `.active`, `[aria-pressed=true]` (the last two also mean selected).
  case pressed
  /// `:checked`, `[aria-selected=true]`, `[aria-current]`, `[aria-checked=true]`.
  case selected
  /// `:focus`, `:focus-visible`.
  case focused
  /// `:disabled`, `[disabled]`, `[aria-disabled=true]`, `.disabled`.
  case disabled

  /// The element in this state.
  func apply(to base: CSSElement) -> CSSElement {
    var e = base
    // The state as a modifier of the block's own class: `.pure-button-disabled`,
    // `.c-button--active` (BEM), beside the element's `.pure-button`, `.c-button`.
    for block in base.classes {
      for word in Self.modifierWords[self] ?? [] {
        for separator in Self.modifierSeparators { e.classes.insert(block + separator + word) }
      }
    }
    e.pseudoClasses.insert(self == .disabled ? "disabled" : "enabled")
    switch self {
    case .normal: break
    case .hover:
      e.pseudoClasses.insert("hover")
      // Web components and React Aria reflect states as attributes (`[hovered]`,
      // `[data-hovered]`, Vaadin's `[active]` and `[focus-ring]`).
      for name in ["hovered", "data-hovered", "data-hover"] { e.attributes[name] = "true" }
    case .pressed:
      e.pseudoClasses.insert("active")
      // A rule written for a pointer's press (`.btn:hover:active`, PaperCSS) is a pressed
      // rule; hover alone is not (a key press is not hovered; ``CSSElement/hoverWhenActive``).
      e.hoverWhenActive = true
      e.classes.insert("active")
      e.attributes["aria-pressed"] = "true"
      for name in ["active", "pressed", "data-pressed", "data-active"] {
        e.attributes[name] = "true"
      }
    case .selected:
      e.pseudoClasses.insert("checked")
      e.attributes["aria-selected"] = "true"
      e.attributes["aria-current"] = "true"
      e.attributes["aria-checked"] = "true"
      for name in ["selected", "checked", "data-selected", "data-checked"] {
        e.attributes[name] = "true"
      }
    case .focused:
      e.pseudoClasses.formUnion(["focus", "focus-visible"])
      for name in ["focused", "focus-ring", "data-focused", "data-focus-visible", "data-focus"] {
        e.attributes[name] = "true"
      }
    case .disabled:
      e.classes.insert("disabled")
      e.attributes["disabled"] = ""
      e.attributes["aria-disabled"] = "true"
      e.attributes["data-disabled"] = "true"
    }
    return e
  }

  /// Class names that stand for a state, not a component or variant (`.btn.active`).
  static let stateClasses: Set<String> = [
    "active", "disabled", "show", "open", "selected", "checked", "focus", "hover", "pressed",
    "current", "is-active", "is-disabled", "is-selected", "is-focused", "is-hovered",
    "is-pressed", "is-checked", "is-open",
  ]

  /// The words a block's modifier class uses for each state (`<block>-<word>`): the states
  /// code sets by a class. Hover and focus are pseudo-classes; a `-hover` class is rather a
  /// behaviour (Bootstrap's `.table-hover`, `.link-offset-1-hover`).
  static let modifierWords: [CSSControlState: [String]] = [
    .pressed: ["active", "pressed"], .selected: ["selected", "checked"], .disabled: ["disabled"],
  ]

  /// The separators between a block and its modifier: `-`, BEM's `--`, `_`, `__`.
  static let modifierSeparators = ["-", "--", "_", "__"]

  /// Whether a class is a state written as a block's modifier (`pure-button-disabled`,
  /// `c-button--active`): a separator and a state word end it, after at least one character.
  static func isStateModifier(_ name: String) -> Bool {
    !blocks(ofStateModifier: name).isEmpty
  }

  /// The blocks a state modifier can belong to: `c-button--active` → `c-button`, `c-button-`.
  static func blocks(ofStateModifier name: String) -> [String] {
    var blocks: [String] = []
    for words in modifierWords.values {
      for word in words {
        for separator in modifierSeparators where name.hasSuffix(separator + word) {
          let block = String(name.dropLast(separator.count + word.count))
          if !block.isEmpty, !blocks.contains(block) { blocks.append(block) }
        }
      }
    }
    return blocks
  }

  /// Attributes that stand for a state (`[disabled]`, any `aria-*`, `data-state`).
  static func isStateAttribute(_ name: String) -> Bool {
    name.hasPrefix("aria-")
      || [
        "disabled", "checked", "selected", "open", "readonly", "data-state", "data-disabled",
        "data-selected", "data-pressed", "data-active", "data-hover", "data-hovered",
        "data-focus", "data-focused", "data-focus-visible", "data-checked", "data-open",
        "active", "pressed", "hovered", "focused", "focus-ring",
      ].contains(name)
  }

  /// The parts of a compound (without `:is()`) that name the component: its type, classes and
  /// attributes that are not states, with their spelling.
  static func identity(of compound: CSSCompoundSelector) -> [(
    selector: CSSSimpleSelector, text: String
  )] {
    compound.parts.filter { part in
      switch part.selector {
      case .type(let name): return name != "*"
      case .className(let name): return !stateClasses.contains(name) && !isStateModifier(name)
      case .attribute(let name, _, _, _): return !isStateAttribute(name)
      default: return false
      }
    }
  }
}
