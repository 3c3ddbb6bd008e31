import LegibleDiscovery
import SwiftSyntax

extension SwiftEvaluator {
  /// The type names a `UIButton.Configuration` is declared with (not a bare `Configuration`,
  /// which is also SwiftUI's `ButtonStyleConfiguration` in `makeBody`).
  static let configurationTypes: Set<String> = ["UIButton.Configuration", "UIButtonConfiguration"]

  /// A new configuration of base style `style` (`filled`, `plain`, …), or `nil` when `style` is
  /// not one of UIKit's.
  func makeConfiguration(_ style: String, _ node: some SyntaxProtocol, in scope: SwiftScope)
    -> SwiftValue?
  {
    guard ButtonConfigurationModel.family(of: style) != nil else { return nil }
    return .configuration(
      ButtonConfigurationModel(style: style, site: location(of: node, in: scope)))
  }

  /// A value where a `UIButton.Configuration` belongs: a configuration (copied, as a value
  /// type is), an implicit base style (`.filled()`), `nil`, or why it cannot be known.
  func configurationValue(
    _ value: SwiftValue, _ node: some SyntaxProtocol, in scope: SwiftScope
  ) -> SwiftValue {
    switch value {
    case .configuration(let configuration): return .configuration(configuration.copy())
    case .member(let style):
      return makeConfiguration(style, node, in: scope)
        ?? opaque("`.\(style)` is not a UIButton.Configuration style Legible knows", node, scope)
    case .nothing, .opaque: return value
    default: return opaque("`\(short(node))` is not a UIButton.Configuration", node, scope)
    }
  }

  /// A colour slot from an assigned value: the colour, or the reason it is unreadable.
  func configurationSlot(
    _ value: SwiftValue, call: String, _ node: some SyntaxProtocol, in scope: SwiftScope
  ) -> ButtonConfigurationModel.Slot? {
    switch colorValue(value, framework: .uiKit, node, in: scope) {
    case .color(let color):
      return .color(
        ButtonModel.Setting(color: color, site: location(of: node, in: scope), call: call))
    case .nothing: return nil
    case .opaque(let why): return .unreadable("\(why.reason) at \(why.location)\(why.factHint)")
    default:
      return .unreadable("`\(short(node))` is not a colour at \(location(of: node, in: scope))")
    }
  }

  /// A slot read back as a value.
  static func value(of slot: ButtonConfigurationModel.Slot?, at location: SwiftLocation)
    -> SwiftValue
  {
    switch slot {
    case .color(let setting)?: .color(setting.color)
    case .unreadable(let reason)?: .opaque(SwiftValue.Opaque(reason: reason, location: location))
    case nil: .nothing
    }
  }

  /// `configuration.name` read.
  func configurationMember(
    _ name: String, of configuration: ButtonConfigurationModel, _ node: some SyntaxProtocol,
    in scope: SwiftScope
  ) -> SwiftValue {
    let site = location(of: node, in: scope)
    switch name {
    case "background": return .configurationBackground(configuration)
    case "baseForegroundColor": return Self.value(of: configuration.baseForegroundColor, at: site)
    case "baseBackgroundColor": return Self.value(of: configuration.baseBackgroundColor, at: site)
    default: return .nothing
    }
  }

  /// `configuration.background.name` read.
  func configurationBackgroundMember(
    _ name: String, of configuration: ButtonConfigurationModel, _ node: some SyntaxProtocol,
    in scope: SwiftScope
  ) -> SwiftValue {
    let site = location(of: node, in: scope)
    switch name {
    case "backgroundColor": return Self.value(of: configuration.backgroundColor, at: site)
    case "strokeColor": return Self.value(of: configuration.strokeColor, at: site)
    case "strokeWidth": return configuration.strokeWidth.map(SwiftValue.number) ?? .number(0)
    default: return .nothing
    }
  }

  /// `configuration.name = value`: the colours and the title transformer; layout, images and
  /// text are not part of the look.
  func setConfiguration(
    _ name: String, on configuration: ButtonConfigurationModel, _ value: SwiftValue,
    _ node: some SyntaxProtocol, in scope: SwiftScope
  ) {
    switch name {
    case "baseForegroundColor":
      configuration.baseForegroundColor = configurationSlot(
        value, call: "configuration.baseForegroundColor", node, in: scope)
    case "baseBackgroundColor":
      configuration.baseBackgroundColor = configurationSlot(
        value, call: "configuration.baseBackgroundColor", node, in: scope)
    case "background":
      if case .configurationBackground(let other) = value, other !== configuration {
        configuration.backgroundColor = other.backgroundColor
        configuration.strokeColor = other.strokeColor
        configuration.strokeWidth = other.strokeWidth
        configuration.backgroundTransformer = other.backgroundTransformer
      }
    case "titleTextAttributesTransformer":
      if case .closure(let closure) = value {
        configuration.titleTransformer = (closure, location(of: node, in: scope))
      } else if case .nothing = value {
        configuration.titleTransformer = nil
      }
    case "attributedTitle":
      switch value {
      case .instance(let title):
        configuration.attributedTitleColor = title.fields["foregroundColor"].flatMap {
          configurationSlot($0, call: "configuration.attributedTitle", node, in: scope)
        }
      case .opaque(let why):
        configuration.attributedTitleColor = .unreadable(
          "\(why.reason) at \(why.location)\(why.factHint)")
      default:
        configuration.attributedTitleColor = nil
      }
    default:
      break
    }
  }

  /// `configuration.background.name = value`.
  func setConfigurationBackground(
    _ name: String, on configuration: ButtonConfigurationModel, _ value: SwiftValue,
    _ node: some SyntaxProtocol, in scope: SwiftScope
  ) {
    switch name {
    case "backgroundColor":
      configuration.backgroundColor = configurationSlot(
        value, call: "configuration.background.backgroundColor", node, in: scope)
    case "strokeColor":
      configuration.strokeColor = configurationSlot(
        value, call: "configuration.background.strokeColor", node, in: scope)
    case "strokeWidth":
      configuration.strokeWidth = value.number
    case "backgroundColorTransformer":
      if case .nothing = value {
        configuration.backgroundTransformer = nil
      } else {
        configuration.backgroundTransformer = location(of: node, in: scope)
      }
    default:
      break
    }
  }

  /// Runs what UIKit runs when the button's state changes, on `model` (the button in the
  /// state being evaluated): an `updateConfiguration()` override of the tree, then the
  /// `configurationUpdateHandler` ("called after -updateConfiguration", UIButton.h), then the
  /// title text attributes transformer for the title's foreground. Names the closures captured
  /// for the button configured (`self`, a local) are bound to `model` instead.
  func runConfigurationUpdate(_ model: ButtonModel, original: ButtonModel) {
    for owner in index.superclassChain(model.type) {
      guard
        let update = index.types[owner]?.functions["updateConfiguration"]?.first(where: {
          $0.node.signature.parameterClause.parameters.isEmpty
        })
      else { continue }
      model.updatesConfiguration = true
      _ = callFunction(
        update, labelled: [], selfValue: .button(model), selfType: model.type, update.node,
        in: SwiftScope(parent: nil, file: update.file))
      break
    }
    if let handler = model.configurationUpdateHandler {
      _ = callClosure(rebound(handler, from: original, to: model), [.button(model)])
    }
    guard let configuration = model.configuration,
      let transformer = configuration.titleTransformer
    else { return }
    let container = SwiftInstance(type: "AttributeContainer", fields: [:])
    let result = callClosure(
      rebound(transformer.closure, from: original, to: model), [.instance(container)])
    switch result {
    case .instance(let attributes):
      configuration.transformedForeground = attributes.fields["foregroundColor"].flatMap {
        switch colorValue(
          $0, framework: .uiKit, transformer.closure.node, in: transformer.closure.scope)
        {
        case .color(let color):
          return .color(
            ButtonModel.Setting(
              color: color, site: transformer.site,
              call: "configuration.titleTextAttributesTransformer"))
        case .opaque(let why): return .unreadable("\(why.reason) at \(why.location)\(why.factHint)")
        default: return nil
        }
      }
    case .opaque(let why):
      configuration.transformedForeground = .unreadable(
        "\(why.reason) at \(why.location)\(why.factHint)")
    default:
      configuration.transformedForeground = .unreadable(
        "titleTextAttributesTransformer at \(transformer.site) returns no attributes Legible can read"
      )
    }
  }

  /// `closure` with the button it captured (`self`, or a local naming it) replaced by `model`.
  private func rebound(_ closure: SwiftClosure, from original: ButtonModel, to model: ButtonModel)
    -> SwiftClosure
  {
    var selfValue: SwiftValue?
    if case .button(let captured)? = closure.scope.selfValue, captured === original {
      selfValue = .button(model)
    }
    let scope = SwiftScope(
      parent: closure.scope, selfValue: selfValue, selfType: closure.scope.selfType,
      file: closure.file)
    var current: SwiftScope? = closure.scope
    var seen: Set<String> = []
    while let level = current {
      for (name, value) in level.names where seen.insert(name).inserted {
        if case .button(let captured) = value, captured === original {
          scope.names[name] = .button(model)
        }
      }
      current = level.parent
    }
    var copy = closure
    copy.scope = scope
    return copy
  }
}
