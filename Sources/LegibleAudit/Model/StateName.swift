/// The name of one interaction state of a component, spelt as the spec spells it: a state an
/// audit knows (``normal``, ``highlighted`` and its alias ``pressed``, ``selected``, ``focused``,
/// ``disabled``) or a custom one (`loading`, `hovered`).
///
/// Findings, appearances and reports carry it; it prints and encodes as the plain name
/// (`"pressed"`, never `{"rawValue": …}`), and names sort in report order: the known states in
/// ``InteractionState/canonicalOrder`` (`pressed` with `highlighted`), then custom names
/// alphabetically.
///
/// There is no conversion from a string literal, because a misspelt literal would quietly be a
/// new custom state (`f.state == "disbaled"` would compile and never match). Name a known state
/// with its constant, parse a spec's string with ``init(validating:customStates:)`` (which
/// rejects `disbaled` with a "did you mean", as the spec loader does) or ``init(known:)``, and
/// name a custom state explicitly with ``init(custom:)``:
///
/// ```swift
/// let disabled = report.findings.filter { $0.state == .disabled }
/// let loading = report.findings.filter { $0.state == StateName(custom: "loading") }
/// ```
public struct StateName: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The name as the spec spells it (`pressed` stays `pressed`): what reports print.
  public let rawValue: String

  /// A name taken as written: one the spec loader validated, or one read back from a report.
  package init(spelling: String) {
    rawValue = spelling
  }

  /// The resting state (`normal`).
  public static let normal = StateName(spelling: "normal")
  /// The pressed state, UIKit's `.highlighted` (`highlighted`).
  public static let highlighted = StateName(spelling: "highlighted")
  /// The alias of ``highlighted`` (`pressed`): a distinct spelling, reported as written, whose
  /// ``canonical`` name is ``highlighted``.
  public static let pressed = StateName(spelling: "pressed")
  /// The selected (checked, on) state (`selected`).
  public static let selected = StateName(spelling: "selected")
  /// The focused state (`focused`).
  public static let focused = StateName(spelling: "focused")
  /// The disabled (inactive) state, which WCAG exempts (`disabled`).
  public static let disabled = StateName(spelling: "disabled")

  /// A known state or alias, or `nil` for any other spelling (case-sensitive: `Disabled` and
  /// `disbaled` are `nil`).
  ///
  /// - Parameter name: A name from ``InteractionState/knownNames``.
  public init?(known name: String) {
    guard InteractionState.isKnown(name) else { return nil }
    self.init(spelling: name)
  }

  /// A custom state, named on purpose: any name the spec format allows, taken as written
  /// without the misspelling check of ``init(validating:customStates:)``. A known name gives
  /// the known state (`StateName(custom: "normal") == .normal`).
  ///
  /// - Parameter name: The state's name as the spec spells it.
  public init(custom name: String) {
    self.init(spelling: name)
  }

  /// A state name from a spec, checked as the spec loader checks the names of a component's
  /// states: a known name, a name listed in `customStates`, or a custom name that is not close
  /// to a known one.
  ///
  /// - Parameters:
  ///   - name: The name as the spec spells it.
  ///   - customStates: The spec's ``AuditSpec/customStates``: names close to a known one that
  ///     are used on purpose.
  /// - Throws: ``AuditSpecError/Code/unknownKey`` for a likely misspelling of a known name, e.g.
  ///   `unknown state "disbaled" (did you mean "disabled"?); if "disbaled" is a custom state,
  ///   list it in the spec's "customStates"` (without a JSON path).
  public init(validating name: String, customStates: [String] = []) throws(AuditSpecError) {
    try self.init(validating: name, customStates: customStates, path: nil)
  }

  /// ``init(validating:customStates:)`` with the JSON path of the state for the error.
  init(validating name: String, customStates: [String], path: String?) throws(AuditSpecError) {
    if !customStates.contains(name), let known = InteractionState.likelyMisspelling(of: name) {
      throw AuditSpecError(
        .unknownKey,
        "unknown state \"\(name)\" (did you mean \"\(known)\"?); if \"\(name)\" is a custom"
          + " state, list it in the spec's \"customStates\"",
        path: path)
    }
    self.init(spelling: name)
  }

  /// Whether this is a known state or alias (``InteractionState/knownNames``).
  public var isKnown: Bool { InteractionState.isKnown(rawValue) }

  /// The canonical name: ``highlighted`` for ``pressed``, the name itself otherwise.
  public var canonical: StateName { StateName(spelling: InteractionState.canonicalName(rawValue)) }

  /// Whether this is the inactive (disabled) state, which WCAG exempts.
  public var isDisabled: Bool { InteractionState.isDisabled(rawValue) }

  /// The name as the spec spells it.
  public var description: String { rawValue }

  /// Report order: the canonical rank (``pressed`` with ``highlighted``), then custom names
  /// alphabetically; the spelling breaks the tie between an alias and its canonical name.
  public static func < (a: StateName, b: StateName) -> Bool {
    let ka = InteractionState.sortKey(a.rawValue)
    let kb = InteractionState.sortKey(b.rawValue)
    if ka != kb { return ka < kb }
    return a.rawValue < b.rawValue
  }

  /// Decodes the plain name, as written (custom names included).
  public init(from decoder: any Decoder) throws {
    self.init(spelling: try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the plain name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
