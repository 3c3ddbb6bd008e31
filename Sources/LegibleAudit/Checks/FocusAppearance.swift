// Focus indicators. WCAG 2.2 SC 1.4.11 Non-text Contrast, AA: a focus indicator outside the
// component contrasts 3:1 with the surrounding background (Understanding 1.4.11).
// SC 2.4.13 Focus Appearance, AAA (https://www.w3.org/TR/WCAG22/#focus-appearance): 3:1 between
// focused and unfocused pixels; approximated here as the ring against the control's fill, and
// reported only at level AAA.

import LegibleColor

/// The focus checks: the focus ring against the surface and against the fill.
enum FocusAppearance {
  static let surface = CheckDescription(
    id: .focusSurface, check: .focus, criterion: .nonTextContrast, level: .aa,
    summary: "Focus ring against the surface: 3:1.",
    passingExamples: [
      .init("#0A84FF ring on white", text: "#000000", background: "#ffffff", focusRing: "#0a84ff")
    ],
    failingExamples: [
      .init(
        "#AFBAAE ring on white (2.01)", text: "#000000", background: "#ffffff", focusRing: "#afbaae"
      )
    ])

  static let fill = CheckDescription(
    id: .focusFill, check: .focus, criterion: .focusAppearance, level: .aaa,
    summary: "Focus ring against the control's fill at level AAA: 3:1.",
    passingExamples: [
      .init(
        "black ring next to a white fill", text: "#000000", background: "#ffffff",
        focusRing: "#000000")
    ],
    failingExamples: [
      .init(
        "#0A84FF ring next to a #0A84FF fill", text: "#ffffff", background: "#0a84ff",
        focusRing: "#0a84ff")
    ])

  static func findings(_ scenes: SceneSet, _ context: CheckContext) -> [Finding] {
    guard scenes.primary.state.focusRing != nil else { return [] }
    let disabled = scenes.primary.state.name.isDisabled
    var checks: [(CheckDescription, MeasuredAgainst, Double)] = [
      (surface, .surface, ContrastRequirement.nonText.minimumRatio)
    ]
    if context.policy.level == .aaa {
      checks.append((fill, .fill, ContrastRequirement.focusAppearance.minimumRatio))
    }
    return checks.compactMap { description, against, required in
      let pick: FindingBuilder.Pick = { scene, variant in
        scene.measure(variant) { e in
          e.ring.map { ($0, against == .fill ? e.fill : e.surface) }
        }.map { ($0, .focusRing) }
      }
      return FindingBuilder.make(
        scenes, context, check: .focus, criterion: description.criterion, checkID: description.id,
        required: required, against: against,
        exemptMessage: disabled ? FindingBuilder.disabledMessage : nil, pick: pick,
        describe: { m, v in
          "focus ring on \(against): " + FindingBuilder.outcome(m, v, required: required)
        })
    }
  }
}
