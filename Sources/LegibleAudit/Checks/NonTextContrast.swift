// WCAG 2.2 SC 1.4.11 Non-text Contrast, AA (https://www.w3.org/TR/WCAG22/#non-text-contrast):
// visual information required to identify a UI component and its states ≥ 3:1 against adjacent
// colours. Here: where the control has a visible fill or border, at least one of them reaches
// 3:1 against the surface in every non-disabled state (Understanding 1.4.11: a component must not
// lose required contrast in any state). Text-only controls have no boundary requirement.

import LegibleColor

/// The boundary check: the control's fill or border against its surface.
enum NonTextContrast {
  static let boundary = CheckDescription(
    id: .nonText, check: .boundary, criterion: .nonTextContrast, level: .aa,
    summary: "Fill or border against the surface: 3:1 in every non-disabled state.",
    passingExamples: [
      .init("#0A84FF fill on white (3.65)", text: "#ffffff", background: "#0a84ff"),
      .init("white fill with #767676 border on white", background: "#ffffff", border: "#767676"),
    ],
    failingExamples: [
      .init("#959595 fill on white (2.995)", text: "#000000", background: "#959595"),
      .init(
        "#0A84FF fill at opacity 0.4 on white", text: "#ffffff", background: "#0a84ff", opacity: 0.4
      ),
    ])

  static let required = ContrastRequirement.nonText.minimumRatio

  static func findings(_ scenes: SceneSet, _ context: CheckContext) -> [Finding] {
    let disabled = scenes.primary.state.name.isDisabled
    let textOnly = !context.hasBoundary
    let pick: FindingBuilder.Pick = { scene, variant in
      let fill = scene.measure(variant) { e in (e.fill, e.surface) }
      let border = scene.measure(variant) { e in e.border.map { ($0, e.surface) } }
      guard let fill else { return nil }
      if let border, border.isBetter(than: fill) { return (border, .border) }
      return (fill, .fill)
    }
    let exempt: String? =
      scenes.primary.state.opacity == 0
      ? "control hidden: the state is drawn at opacity 0; nothing to measure"
      : textOnly
        ? "text-only control: 1.4.11 asks for no boundary"
        : disabled ? FindingBuilder.disabledMessage : nil
    let finding = FindingBuilder.make(
      scenes, context, check: .boundary, criterion: boundary.criterion, checkID: boundary.id,
      required: required, against: .surface, exemptMessage: exempt,
      // A state in doubt without a label colour has no text finding to carry its review: the
      // text-only row carries it (needs review, not exempt), or the doubt would vanish.
      reviewOverridesExemption: textOnly && !disabled && scenes.primary.state.text == nil,
      pick: pick,
      describe: { m, v in
        "best boundary element on surface: "
          + FindingBuilder.outcome(m, v, required: required)
      })
    guard var finding else { return [] }
    if exempt == nil {
      finding.message =
        finding.element.rawValue + finding.message.dropFirst("best boundary element".count)
    }
    return [finding]
  }
}
