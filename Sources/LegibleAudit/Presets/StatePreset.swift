import LegibleColor

/// A named, versioned state model: how a design system or a platform recipe draws a component's
/// other states from its rest state (Material 3 state layers, a CSS filter, a group opacity…).
///
/// A component names one with its `preset` key (``ComponentSpec/preset``); every state the
/// preset makes that the component does not define is derived from the component's `normal`
/// state, resolved in each theme, and the states the component defines win. Each colour the
/// preset makes carries a ``ColorSource`` with the preset's rule and ``Pairing/inferred`` (a
/// state UIKit draws with the normal state's colour: ``Pairing/inherited``). See
/// `docs/audit-spec.md` "Presets" and `docs/reference/presets.md` for the values and their
/// sources.
///
/// ```swift
/// let preset = StatePreset.named("material3-34")  // hover, focused, pressed, dragged, disabled
/// let ids = StatePreset.builtIn.map(\.id)
/// ```
public struct StatePreset: Sendable, Hashable, CustomStringConvertible {
  /// The stable id, with the version of the values (`material3-34`, `material3-v0.192`).
  public let id: String
  /// What the preset does, in one sentence.
  public let summary: String
  /// Which side of the text pair it makes.
  public let facets: PresetFacets
  /// The states it makes, as spec state names, in report order.
  public let states: [String]
  /// The values it is applied with; a component's `preset` object may set each.
  public let parameters: [PresetParameter]
  /// Where the rule and the default values come from (repository, file, version).
  public let source: String
  /// How the states are made.
  let recipe: Recipe

  /// The preset's id.
  public var description: String { id }

  /// The parameter named `name`, if the preset has one.
  public func parameter(named name: String) -> PresetParameter? {
    parameters.first { $0.name == name }
  }

  /// The built-in preset with this id, or `nil` (ids are case-sensitive).
  ///
  /// - Parameter id: A ``StatePreset/id`` from ``builtIn``, e.g. `material3-34`.
  public static func named(_ id: String) -> StatePreset? {
    builtIn.first { $0.id == id }
  }

  /// The ids of ``builtIn``, in its order.
  static var ids: [String] { builtIn.map(\.id) }

  /// The built-in preset with this id; an unknown id is an error with a "did you mean" hint and
  /// the list of ids.
  package static func lookup(_ id: String, path: String?) throws(AuditSpecError) -> StatePreset {
    guard let preset = named(id) else {
      throw AuditSpecError(
        .unresolvedReference,
        "unknown preset \"\(id)\"" + DidYouMean.hint(for: id, in: ids)
          + "; the built-in presets are "
          + ids.joined(separator: ", "),
        path: path)
    }
    return preset
  }

  /// Whether a theme takes the dark defaults: its name contains `dark`, in any case.
  static func isDark(_ theme: String?) -> Bool {
    theme?.lowercased().contains("dark") ?? false
  }

  /// Checks a component's parameter values: known names (with a hint), the right kind, numbers
  /// finite and in range.
  ///
  /// - Parameter path: The JSON path of the component's `preset` key.
  func check(_ arguments: [String: PresetValue], path: String) throws(AuditSpecError) {
    let names = parameters.map(\.name)
    for name in arguments.keys.sorted() {
      let argumentPath = path + "." + name
      guard let parameter = parameter(named: name), let value = arguments[name] else {
        let known =
          names.isEmpty ? "; it has none" : "; its parameters are " + names.joined(separator: ", ")
        throw AuditSpecError(
          .unknownKey,
          "unknown parameter \"\(name)\" of preset \"\(id)\""
            + DidYouMean.hint(for: name, in: names)
            + known,
          path: argumentPath)
      }
      switch (parameter.kind, value) {
      case (.number(let range), .number(let x)):
        guard x.isFinite, range.contains(x) else {
          throw AuditSpecError(
            .invalidValue, "\(name) must be \(Self.describe(range)), found \(x.plainDescription)",
            path: argumentPath)
        }
      case (.color, .color(.derived)):
        throw AuditSpecError(
          .wrongType,
          "\(name) is a colour of its own, not a derivation: give a colour string, a token or a"
            + " theme map",
          path: argumentPath)
      case (.color, .color(.unknown)):
        throw AuditSpecError(
          .wrongType, "null (unknown colour) is only allowed for surfaces", path: argumentPath)
      case (.color, .color): break
      case (.number, .color):
        throw AuditSpecError(
          .wrongType, "\(name) must be a number (\(parameter.summary))", path: argumentPath)
      case (.color, .number):
        throw AuditSpecError(
          .wrongType, "\(name) must be a colour (\(parameter.summary))", path: argumentPath)
      }
    }
  }

  /// `a number from 0 to 1`, or `a non-negative number` for an unbounded range.
  static func describe(_ range: ClosedRange<Double>) -> String {
    if range.upperBound == .infinity {
      return range.lowerBound == 0
        ? "a non-negative number" : "a number of at least \(range.lowerBound)"
    }
    return
      "a number from \(range.lowerBound.plainDescription) to \(range.upperBound.plainDescription)"
  }
}
