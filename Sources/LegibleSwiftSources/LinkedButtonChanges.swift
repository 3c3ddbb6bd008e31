/// What the code of a linked button changed from what its document decoded (InterfaceBuilderLink,
/// docs/interface-builder.md §4): a colour set on one of the probe's decoding lines and never
/// set again is the document's; one set elsewhere (the class's `init(coder:)` after
/// `super.init(coder:)`, a runtime attribute's setter, `awakeFromNib`, a state override, an
/// overridden setter the decoding ran through) is the code's.
struct LinkedButtonChanges {
  /// The probe's path and its lines that decode the document.
  let probe: String
  let decoding: Set<Int>
  /// The states whose title colour the probe decoded.
  let decodedTitles: Set<String>
  /// The configuration's colour slots the probe decoded (`baseForegroundColor`…).
  let decodedSlots: Set<String>
  /// The `<backgroundConfiguration>`'s `strokeWidth` (0 when none).
  let strokeWidth: Double
  /// Whether the document's `buttonType` is a system button's.
  let isSystem: Bool

  func decoded(_ site: SwiftLocation) -> Bool {
    site.file == probe && decoding.contains(site.line)
  }

  /// Whether `setting` is the document's, as decoded and never replaced.
  func decoded(_ setting: ButtonModel.Setting) -> Bool {
    setting.replacedAt == nil && decoded(setting.site)
  }

  func changed(_ slot: ButtonConfigurationModel.Slot?, _ name: String) -> Bool {
    switch slot {
    case nil: decodedSlots.contains(name)
    case .unreadable: true
    case .color(let setting): !decoded(setting)
    }
  }

  /// Whether the code set the tint (to a colour, or to one evaluation cannot read).
  func tintChanged(_ model: ButtonModel) -> Bool {
    model.tintUnreadable != nil || model.tintColor.map { !decoded($0) } ?? false
  }

  /// The parts of `state` (the button in it, `model`) the code changed: `text`, `background`,
  /// `border`, `opacity`, and `tint` with `text` when a system button's title is the tint the
  /// code set.
  func parts(of model: ButtonModel, state: String) -> Set<String> {
    var parts: Set<String> = []
    if model.alpha[state] != nil { parts.insert("opacity") }
    if let configuration = model.configuration {
      if !decoded(configuration.site) || tintChanged(model) {
        // Made or replaced by the code, or drawn in a tint the code set.
        return parts.union(["text", "background", "border"])
      }
      if changed(configuration.baseForegroundColor, "baseForegroundColor")
        || configuration.attributedTitleColor != nil || configuration.transformedForeground != nil
      {
        parts.insert("text")
      }
      if changed(configuration.backgroundColor, "backgroundColor")
        || changed(configuration.baseBackgroundColor, "baseBackgroundColor")
        || configuration.backgroundTransformer != nil
      {
        parts.insert("background")
      }
      if changed(configuration.strokeColor, "strokeColor")
        || (configuration.strokeWidth ?? 0) != strokeWidth
      {
        parts.insert("border")
      }
      return parts
    }
    if decodedTitles.contains(state), model.titleColors[state] == nil {
      parts.insert("text")  // Unset by the code (`setTitleColor(nil, for:)`).
    } else if let title = model.titleColor(for: state) {
      if !decoded(title) { parts.insert("text") }
    } else if isSystem, tintChanged(model), model.tintUnreadable == nil {
      parts.formUnion(["text", "tint"])
    }
    if model.backgroundImage(for: state) != nil
      || model.backgroundColor.map({ !decoded($0) }) ?? false
    {
      parts.insert("background")
    }
    if model.borderColor != nil, (model.borderWidth ?? 0) > 0 { parts.insert("border") }
    return parts
  }

  /// Why a state of `model` needs review whichever part it concerns: colour setters of the
  /// classic API on a button with a configuration, and a system button's title drawn in a tint
  /// the code sets to a colour evaluation cannot read.
  func reviews(of model: ButtonModel) -> [String] {
    var reviews: [String] = []
    if model.configuration != nil {
      var calls: [ButtonModel.Setting] = model.titleColors.values.filter { !decoded($0) }
      calls += model.backgroundImages.values
      if let color = model.backgroundColor, !decoded(color) { calls.append(color) }
      let named = Set(calls.map { "\($0.call) at \($0.site)" }).sorted()
      if !named.isEmpty {
        reviews.append(
          named.joined(separator: ", ")
            + " on a button with a UIButton.Configuration: Apple documents that a configured button \"ignores deprecated methods and properties of UIButton\" and combines \"most other methods and properties\" with the configuration (UIButton configuration), not whether this colour replaces the configuration's; measured with the configuration's"
        )
      }
    } else if isSystem, let why = model.tintUnreadable, model.titleColors.isEmpty {
      reviews.append(
        "a system button draws its title in its tintColor, which the code sets to a colour Legible cannot read (\(why.reason) at \(why.location)); measured with the document's tint"
      )
    }
    return reviews
  }
}
