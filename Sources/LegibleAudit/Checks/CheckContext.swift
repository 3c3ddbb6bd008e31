import LegibleColor

/// What every check needs besides the scene: the component, the policy and the flip variants.
struct CheckContext {
  var component: ResolvedComponent
  /// The component resolved in the other blend space (for the flip analysis of derivations).
  var alternative: ResolvedComponent
  var policy: AuditPolicy

  /// Whether the control has a fill or border in `normal` (or, without `normal`, in any
  /// non-disabled state).
  var hasBoundary: Bool {
    let states = component.states
    let normal = states.filter { $0.name.canonical == .normal }
    let candidates =
      normal.isEmpty ? states.filter { !$0.name.isDisabled } : normal
    return candidates.contains { Scene(state: $0, surface: component.surface).hasBoundaryElement }
  }

  var primary: Variant {
    Variant(blend: policy.composite, coefficients: policy.coefficients, quantize: false)
  }

  /// The alternatives of the flip analysis, with their names.
  var alternatives: [(FlipPolicy, Variant, useAlternativeScene: Bool)] {
    let p = primary
    let otherBlend: BlendSpace = p.blend == .encodedSRGB ? .linearSRGB : .encodedSRGB
    let otherK: LuminanceCoefficients = p.coefficients == .wcag ? .css4 : .wcag
    return [
      (
        .eightBitRounding, Variant(blend: p.blend, coefficients: p.coefficients, quantize: true),
        false
      ),
      (
        otherBlend == .linearSRGB ? .linearLightCompositing : .sRGBCompositing,
        Variant(blend: otherBlend, coefficients: p.coefficients, quantize: false), true
      ),
      (
        otherK == .css4 ? .css4Coefficients : .wcagCoefficients,
        Variant(blend: p.blend, coefficients: otherK, quantize: false), false
      ),
    ]
  }
}

/// A state resolved in the policy's blend space and in the other one.
struct SceneSet {
  var primary: Scene
  var alternative: Scene
}

/// The shared machinery of the checks: measure, decide, analyse flips, build a finding.
enum FindingBuilder {
  typealias Pick = (Scene, Variant) -> (Measurement, MeasuredElement)?

  static func make(
    _ scenes: SceneSet, _ context: CheckContext, check: CheckKind, criterion: SuccessCriterion,
    checkID: CheckID, required: Double, against: MeasuredAgainst, exemptMessage: String?,
    reviewOverridesExemption: Bool = false, pick: Pick,
    describe: (Measurement, Verdict) -> String
  ) -> Finding? {
    guard let (m, element) = pick(scenes.primary, context.primary) else { return nil }
    let state = scenes.primary.state
    // A pairing in doubt decides nothing: the state's review reason replaces pass and fail (and
    // an exemption, where the check says the exemption rests on what is in doubt).
    let review = exemptMessage == nil || reviewOverridesExemption ? state.review : nil
    let verdict: Verdict =
      review != nil ? .needsReview : exemptMessage != nil ? .exempt : m.verdict(required)
    var flips: [Flip] = []
    if verdict != .exempt, review == nil {
      for (name, variant, useAlternative) in context.alternatives {
        let scene = useAlternative ? scenes.alternative : scenes.primary
        guard let (alt, _) = pick(scene, variant) else { continue }
        let v = alt.verdict(required)
        if v != verdict { flips.append(Flip(policy: name, ratio: alt.ratio, verdict: v)) }
      }
    }
    var message = exemptMessage ?? describe(m, m.verdict(required))
    if let review { message += "; needs review: " + review }
    var finding = Finding(
      component: context.component.name, theme: context.component.theme,
      state: state.name, check: check, criterion: criterion, checkID: checkID,
      element: element, against: against, ratio: m.ratio, range: m.range, required: required,
      verdict: verdict, foreground: m.foreground, background: m.background, backdrop: m.backdrop,
      apca: nil, text: nil, flips: flips, message: message)
    finding.foregroundSource = state.sources[element.property]
    // A state without a fill shows the surface where its fill would be: its source is the
    // surface's.
    finding.backgroundSource =
      against == .fill && state.background != nil
      ? state.sources[.background] : context.component.surfaceSource
    finding.review = review
    return finding
  }

  /// "4.00:1" style, floored so a failing ratio never looks like a passing one.
  static func ratio(_ x: Double) -> String { RatioFormatting.floored(x) + ":1" }

  /// A threshold or size without a needless ".0".
  static func number(_ x: Double) -> String { x.plainDescription }

  /// The measured value as text: "4.00:1" or "3.98–21.00:1 over an unknown backdrop".
  static func measured(_ m: Measurement) -> String {
    guard let range = m.range else { return ratio(m.ratio) }
    return RatioFormatting.floored(range.minimum) + "–" + ratio(range.maximum)
      + " over black…white backdrops"
  }

  static func outcome(_ m: Measurement, _ verdict: Verdict, required: Double) -> String {
    let need = number(required) + ":1"
    switch verdict {
    case .pass: return "\(measured(m)) meets \(need)"
    case .fail: return "\(measured(m)) is below \(need)"
    case .needsReview: return "\(measured(m)) straddles \(need): depends on the unknown backdrop"
    case .exempt, .ignored: return measured(m)
    }
  }

  static let disabledMessage =
    "disabled: WCAG exempts inactive components; computed for information only"
}
