/// A check the ``Auditor`` runs, with examples that must pass and fail it.
public struct CheckDescription: Sendable, Hashable {
  /// The stable identifier, e.g. ``CheckID/textMinimum`` (`wcag2.sc1-4-3.text`).
  public var id: CheckID
  /// The kind of finding it produces.
  public var check: CheckKind
  /// The WCAG 2.2 success criterion.
  public var criterion: SuccessCriterion
  /// The level at which it runs (AAA checks run only at level AAA).
  public var level: ConformanceLevel
  /// One line on what is measured and the threshold.
  public var summary: String
  /// Single-state components whose `normal` state passes this check.
  public var passingExamples: [CheckExample]
  /// Single-state components whose `normal` state fails this check.
  public var failingExamples: [CheckExample]
}

/// A one-state component on a white page, used as a check example.
public struct CheckExample: Sendable, Hashable {
  /// What the example shows.
  public var name: String
  /// The spec: one component "Example" with a `normal` state on a white surface.
  public var spec: AuditSpec

  init(
    _ name: String, text: String? = nil, background: String? = nil, border: String? = nil,
    focusRing: String? = nil, opacity: Double? = nil, size: Double? = nil
  ) {
    func value(_ css: String?) -> ColorValue? {
      guard let css, let c = try? parseColor(css) else { return nil }
      return .color(c)
    }
    let state = StateSpec(
      text: value(text), background: value(background), border: value(border),
      focusRing: value(focusRing), opacity: opacity)
    self.name = name
    self.spec = AuditSpec(
      name: name, surfaces: ["page": .color(.white)],
      components: [
        ComponentSpec(
          name: "Example", surface: "page", font: size.map { FontSpec(size: $0) },
          states: ["normal": state])
      ])
  }
}
