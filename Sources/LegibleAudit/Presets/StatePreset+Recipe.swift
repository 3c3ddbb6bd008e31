/// The recipes the built-in presets are made of (internal: the catalogue is closed).
extension StatePreset {
  /// How a preset makes its states from the base state.
  enum Recipe: Sendable, Hashable {
    /// Material 3 state layers: each layer draws the state-layer colour (the base text, or the
    /// `stateLayer` parameter) at its opacity parameter over the base background; `disabled`
    /// draws text, container and outline in `onSurface` at the `disabledContent` and
    /// `disabledContainer` opacities.
    case stateLayers([Layer])
    /// The state's background is the base background with its alpha multiplied by `parameter`.
    case opacityModifier(state: String, parameter: String)
    /// Each step filters the base state's text, background and border.
    case cssFilter([FilterStep])
    /// UIKit per-state colours: the states and the colours a state leaves unset are the normal
    /// state's.
    case stateImages([String])
    /// The whole control drawn at the `parameter` group opacity (and a scale, kept for
    /// fidelity).
    case groupOpacity(state: String, parameter: String, scale: Double)
    /// Text and border alpha replaced by the `alpha` parameter; white at the `amount` parameter
    /// drawn over the background.
    case derivedHighlight(state: String)
  }

  /// One Material state layer: the state, the parameter holding its opacity, and the token it
  /// stands for.
  struct Layer: Sendable, Hashable {
    var state: String
    var parameter: String
    var token: String
  }

  /// One filtered state: the state, the base states to filter (the first the component has),
  /// the filter functions with the parameters holding their amounts, and the CSS rule.
  struct FilterStep: Sendable, Hashable {
    var state: String
    var bases: [String]
    var functions: [FilterUse]
    var rule: String
  }

  /// A filter function whose amount is a parameter.
  struct FilterUse: Sendable, Hashable {
    var kind: FilterKind
    var parameter: String
  }

  /// A CSS filter function's name.
  enum FilterKind: Sendable, Hashable {
    case brightness, saturate

    /// The function with an amount.
    func function(_ amount: Double) -> CSSFilterFunction {
      switch self {
      case .brightness: .brightness(amount)
      case .saturate: .saturate(amount)
      }
    }
  }
}
