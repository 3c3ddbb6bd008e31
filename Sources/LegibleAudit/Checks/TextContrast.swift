// WCAG 2.2 SC 1.4.3 Contrast (Minimum), AA: text ≥ 4.5:1, large-scale text ≥ 3:1;
// SC 1.4.6 Contrast (Enhanced), AAA: ≥ 7:1, large-scale ≥ 4.5:1
// (https://www.w3.org/TR/WCAG22/#contrast-minimum, #contrast-enhanced). Large-scale per the
// configured LargeTextPolicy (docs/reference/contrast.md §4). Unrounded ratio compared with ≥
// (docs/reference/contrast.md §5). APCA Lc 0.0.98G-4g is attached as advice and never changes the
// verdict.

import LegibleColor

/// The text checks: the label against the control's fill.
enum TextContrast {
  static let minimum = CheckDescription(
    id: .textMinimum, check: .text, criterion: .contrastMinimum, level: .aa,
    summary: "Label against the control's fill: 4.5:1, large text 3:1 (every state but disabled).",
    passingExamples: [
      .init("black on white", text: "#000000", background: "#ffffff"),
      .init("#767676 on white (4.54)", text: "#767676", background: "#ffffff"),
      .init(
        "large 24px white on #0A84FF (3.65 ≥ 3)", text: "#ffffff", background: "#0a84ff", size: 24),
    ],
    failingExamples: [
      .init("#777 on white (4.478)", text: "#777777", background: "#ffffff"),
      .init("white on #0A84FF at 17px (3.65)", text: "#ffffff", background: "#0a84ff", size: 17),
    ])

  static let enhanced = CheckDescription(
    id: .textEnhanced, check: .text, criterion: .contrastEnhanced, level: .aaa,
    summary: "Label against the control's fill at level AAA: 7:1, large text 4.5:1.",
    passingExamples: [.init("#595959 on white (7.005)", text: "#595959", background: "#ffffff")],
    failingExamples: [.init("#767676 on white (4.54)", text: "#767676", background: "#ffffff")])

  static func metrics(_ font: FontSpec?, _ policy: LargeTextPolicy) -> TextMetrics {
    let weight = font?.weight ?? 400
    let n = FindingBuilder.number
    guard let size = font?.size else {
      return TextMetrics(
        size: nil, weight: weight, policy: policy, isLarge: false,
        reason: "no font size given: normal text (the strict choice)")
    }
    let bold = weight >= LargeTextPolicy.boldWeight
    let large = size >= policy.largeSize || (bold && size >= policy.largeBoldSize)
    let reason: String
    if size >= policy.largeSize {
      reason = "size \(n(size)) ≥ \(n(policy.largeSize)): large text (\(policy.rawValue))"
    } else if large {
      reason =
        "size \(n(size)) ≥ \(n(policy.largeBoldSize)) at weight \(n(weight)) ≥ 700: "
        + "large text (\(policy.rawValue))"
    } else if bold {
      reason =
        "size \(n(size)) < \(n(policy.largeBoldSize)) at weight \(n(weight)): "
        + "normal text (\(policy.rawValue))"
    } else {
      reason =
        "size \(n(size)) < \(n(policy.largeSize)) at weight \(n(weight)) "
        + "(bold needs ≥ \(n(policy.largeBoldSize)) at weight ≥ 700): normal text (\(policy.rawValue))"
    }
    return TextMetrics(
      size: size, weight: weight, policy: policy, isLarge: large,
      reason: reason + (font?.source.map { "; font \($0)" } ?? ""))
  }

  /// The exemption of a label that is not drawn.
  static let hiddenMessage =
    "label hidden: its colour is fully transparent (or the state is drawn at opacity 0), so no"
    + " text is shown; nothing to measure"

  static func findings(_ scenes: SceneSet, _ context: CheckContext) -> [Finding] {
    guard scenes.primary.state.text != nil else { return [] }
    let policy = context.policy
    let metrics = metrics(context.component.font, policy.largeText)
    let disabled = scenes.primary.state.name.isDisabled
    // A fully transparent label shows no text (a loading state hides its label with
    // `color: transparent`; a state drawn at opacity 0 shows nothing): nothing to read, as
    // axe-core leaves invisible text out of its colour-contrast rule.
    let hidden =
      scenes.primary.state.text.map { $0.alpha == 0 } == true || scenes.primary.state.opacity == 0
    let content: ContrastRequirement.Content = metrics.isLarge ? .largeText : .normalText
    var checks: [(CheckDescription, Double)] = [
      (minimum, ContrastRequirement(content, level: .aa).minimumRatio)
    ]
    if policy.level == .aaa {
      checks.append((enhanced, ContrastRequirement(content, level: .aaa).minimumRatio))
    }
    let pick: FindingBuilder.Pick = { scene, variant in
      scene.measure(variant) { e in e.text.map { ($0, e.fill) } }.map { ($0, .text) }
    }
    return checks.compactMap { description, required in
      let kind = metrics.isLarge ? "large text" : "normal text"
      var finding = FindingBuilder.make(
        scenes, context, check: .text, criterion: description.criterion, checkID: description.id,
        required: required, against: .fill,
        exemptMessage: hidden
          ? Self.hiddenMessage
          : disabled
            ? FindingBuilder.disabledMessage + " (APCA guidance: Lc ≥ 30 for disabled text)" : nil,
        pick: pick,
        describe: { m, v in
          "label on fill: " + FindingBuilder.outcome(m, v, required: required) + " (\(kind))"
        })
      finding?.text = metrics
      if let f = finding { finding?.apca = policy.apca.lc(f.foreground, f.background) }
      return finding
    }
  }
}
