/// The canonical words of state-colour token names (../shared/reference/state-tokens.md §18,
/// "Vocabulary"): which
/// spellings name a part (text, fill, border, icon, state layer), a state, a component, a
/// namespace, and which words are theme names.
///
/// Every lookup takes a lower-cased word as ``TokenNameParser`` splits it (`fgColor` is the two
/// words `fg` and `color`; `label-text` is `label` and `text`).
enum FacetVocabulary {
  /// What a colour paints.
  enum Part: String, Sendable, Hashable, Comparable {
    case text
    case background
    case border
    case icon
    /// A Material-style state layer: a translucent overlay whose colour a preset derives.
    case stateLayer = "state-layer"

    static func < (a: Part, b: Part) -> Bool { a.rank < b.rank }

    private var rank: Int {
      switch self {
      case .text: return 0
      case .background: return 1
      case .border: return 2
      case .icon: return 3
      case .stateLayer: return 4
      }
    }
  }

  /// A state a word names, before compounds are formed.
  enum State: String, Sendable, Hashable, Comparable {
    case normal
    case hover
    case pressed
    case selected
    case focused
    case disabled

    static func < (a: State, b: State) -> Bool { a.rank < b.rank }

    /// Report order, and the order of a compound's words (`selected-hover`).
    var rank: Int {
      switch self {
      case .normal: return 0
      case .selected: return 1
      case .hover: return 2
      case .pressed: return 3
      case .focused: return 4
      case .disabled: return 5
      }
    }
  }

  /// Part words. `color` is not here: it is the text only when no other part word is present
  /// (Bootstrap `--bs-btn-color`, Ant `defaultColor`), else a qualifier (`background-color`).
  /// `fill` is the fill only when no other part word comes first (Fluent writes
  /// `NeutralForeground1.Fill.Color.Rest` for a text colour).
  static let parts: [String: Part] = [
    "bg": .background, "background": .background, "backgrounds": .background,
    "container": .background, "surface": .background, "fill": .background,
    "text": .text, "fg": .text, "foreground": .text, "label": .text, "content": .text,
    "ink": .text,
    "icon": .icon, "glyph": .icon,
    "border": .border, "stroke": .border, "outline": .border,
    "ripple": .stateLayer, "overlay": .stateLayer,
  ]

  /// Words that qualify a part word without changing it (`background-color`, `bg-fill`,
  /// `Fill.Color`, `label-text`).
  static let partQualifiers: Set<String> = ["color", "colour", "fill", "text", "layer"]

  /// Words that are a text part when the name has no other part word: Pico's
  /// `--pico-primary-inverse`, Radix's `--accent-contrast`.
  static let textWhenAlone: Set<String> = ["color", "colour", "inverse", "contrast"]

  /// State words (one word each). `default`, `active`, `inactive` and `base` are read by
  /// ``TokenNameParser`` with their position (ambiguities 1 and 2).
  static let states: [String: State] = [
    "rest": .normal, "resting": .normal, "enabled": .normal, "normal": .normal, "idle": .normal,
    "unselected": .normal, "unchecked": .normal, "default": .normal, "base": .normal,
    "hover": .hover, "hovered": .hover, "hovering": .hover,
    "pressed": .pressed, "press": .pressed, "down": .pressed, "highlighted": .pressed,
    "active": .pressed, "clicked": .pressed,
    "selected": .selected, "checked": .selected,
    "focus": .focused, "focused": .focused,
    "disabled": .disabled, "inactive": .disabled,
  ]

  /// Words that join a following or preceding `focus` into one state (`key-focus`,
  /// `focus-visible`).
  static let focusCompanions: Set<String> = ["key", "visible"]

  /// Component words: a group that names one is button-like even without a state.
  static let components: Set<String> = ["button", "buttons", "btn", "cta"]

  /// Component words whose `active` usually means current or selected (tabs, navigation).
  static let selectionComponents: Set<String> = [
    "tab", "tabs", "nav", "navigation", "menu", "link", "segment", "segmented", "chip", "toggle",
  ]

  /// Leading words that only say "this is a colour" or name the library (`COLOR_…`,
  /// `colorNeutral…`, `daxColor…`, `Colors/Color Palettes/…`): stripped as namespace.
  static let namespaceWords: Set<String> = [
    "color", "colors", "colour", "colours", "dax", "palette", "palettes", "md", "sys", "comp",
    "ref", "m3", "bs", "ds", "attr", "slds", "pico", "mantine", "sem", "semantic",
  ]

  /// Namespace prefixes stripped as written, before words are split (longest first).
  static let namespacePrefixes: [String] = [
    "--mantine-color-", "--slds-c-", "--slds-g-", "--mantine-", "--pico-", "--bs-", "--ds-",
    "md.sys.color.", "md.comp.", "md.sys.", "md.ref.", "m3_", "--",
  ]

  /// Words that say nothing about a colour's role: Android state-list file words
  /// (`button_primary_text_color_selector`).
  static let dropped: Set<String> = ["selector", "android"]

  /// Words that name a theme when they stand as a whole path segment (`…/Light/Buttons/…`).
  static let themes: Set<String> = ["light", "dark"]

  /// Words that make a fill "bold" (emphasised), the fill an `inverse` text is drawn on
  /// (Atlassian `--ds-text-warning-inverse` on `--ds-background-warning-bold`).
  static let boldWords: Set<String> = ["bold", "strong", "emphasis", "solid", "filled"]

  /// System-wide label roles, as lower-cased word lists after the namespace: one text token
  /// for many backgrounds (ambiguity 4). Carbon `text-on-color`, Atlassian `--ds-text-inverse`
  /// and `--ds-text-onBold`, Spectrum `static-white-text-color`.
  static let systemTextRoles: [[String]] = [
    ["text", "on", "color"], ["text", "inverse"], ["on", "color"], ["text", "on", "bold"],
    ["static", "white", "text", "color"], ["text", "on", "accent"], ["foreground", "on", "accent"],
  ]

  /// Words of a group whose disabled state serves every component (`disabled-background-color`,
  /// `NeutralBackgroundDisabled`, `button.disabled`): component words and these.
  static let sharedStateWords: Set<String> = ["neutral", "global", "generic"]
}
