import Foundation
import LegibleColor
import LegibleDiscovery
import LegibleTokens
import SwiftSyntax

extension SwiftEvaluator {
  /// The frameworks whose colour names differ: SwiftUI's `Color.blue` is the dynamic system
  /// blue, UIKit's `UIColor.blue` is fixed (0, 0, 1).
  enum Framework {
    case swiftUI, uiKit

    var tableFramework: AppleSystemColors.Framework {
      switch self {
      case .swiftUI: .swiftUI
      case .uiKit: .uiKit
      }
    }
  }

  /// Calls of framework initialisers and functions: colours, shapes, buttons, drawing.
  func frameworkCall(
    _ name: String, _ call: FunctionCallExprSyntax, _ args: [Argument], in scope: SwiftScope
  ) -> SwiftValue? {
    switch name {
    case "Color", "UIColor", "NSColor", "CGColor":
      return colorInitializer(name, call, args, in: scope)
    case "RoundedRectangle", "Capsule", "Rectangle", "Circle", "Ellipse", "ContainerRelativeShape",
      "UnevenRoundedRectangle":
      return .shape(name)
    case "UIButton":
      return makeButton("UIButton", call, args, in: scope)
    case "NSAttributedString", "NSMutableAttributedString":
      // `NSAttributedString(string: t, attributes: [.foregroundColor: c])`: its attributes
      // (a string without attributes has none: `fields` empty).
      guard let attributes = args.first(where: { $0.label == "attributes" }) else {
        return args.count == 1 && args[0].label == "string"
          ? .instance(SwiftInstance(type: name, fields: [:])) : nil
      }
      switch evaluate(attributes.expression, in: scope) {
      case .instance(let dictionary):
        return .instance(SwiftInstance(type: name, fields: dictionary.fields))
      case .opaque(let why): return .opaque(why)
      default: return opaque("attributes of `\(short(call))`", call, scope)
      }
    case "UIControlState":
      return .members([])
    case "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions":
      contexts.append(DrawingContext())
      return .nothing
    case "UIGraphicsGetCurrentContext":
      return currentContext.map(SwiftValue.context) ?? .nothing
    case "UIGraphicsGetImageFromCurrentImageContext":
      guard let image = currentContext?.image() else {
        return opaque("an image context with nothing drawn in one colour", call, scope)
      }
      return .image(image)
    case "UIGraphicsEndImageContext":
      if !contexts.isEmpty { contexts.removeLast() }
      return .nothing
    case "UIRectFill", "UIRectFillUsingBlendMode":
      if let context = currentContext, let fill = context.fillColor { context.layers.append(fill) }
      return .nothing
    case "UIGraphicsImageRenderer":
      return .member("renderer")
    case "UIConfigurationTextAttributesTransformer", "UIConfigurationColorTransformer":
      // The transformer is its closure (run per state by ``runConfigurationUpdate``).
      return args.last.map { evaluate($0.expression, in: scope) } ?? .nothing
    case "AttributedString", "AttributeContainer":
      return .instance(SwiftInstance(type: name, fields: [:]))
    case "Text", "Label":
      // SwiftUI views with no colour of their own: what modifiers on them set is their look.
      return .view(ViewLook())
    case "Spacer", "Divider":
      // Space, or a hairline: no part of a label's pair.
      return .nothing
    case "CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "Image", "CGFloat", "Double":
      if args.count == 1, let only = args.first, only.label == nil {
        let value = evaluate(only.expression, in: scope)
        if value.number != nil { return value }
        // A number Legible could not evaluate keeps its reason through the conversion
        // (`CGFloat(hex >> -1)`), rather than becoming "operator `/` on these values" later.
        if case .opaque = value, name == "CGFloat" || name == "Double" { return value }
      }
      return .member(name)
    default:
      return nil
    }
  }

  /// A dictionary literal of text attributes (`[.foregroundColor: c, .font: f]`,
  /// `[NSAttributedString.Key.foregroundColor: c]`): an instance whose fields are the keys' last
  /// names, each with its value.
  func attributes(_ dictionary: DictionaryExprSyntax, in scope: SwiftScope) -> SwiftValue {
    var fields: [String: SwiftValue] = [:]
    if case .elements(let elements) = dictionary.content {
      for element in elements {
        let key: String
        if let member = element.key.as(MemberAccessExprSyntax.self) {
          key = member.declName.baseName.text
        } else if let reference = element.key.as(DeclReferenceExprSyntax.self) {
          // The Objective-C era's global (`NSForegroundColorAttributeName`).
          key =
            reference.baseName.text == "NSForegroundColorAttributeName"
            ? "foregroundColor" : reference.baseName.text
        } else {
          continue
        }
        fields[key] = evaluate(element.value, in: scope)
      }
    }
    return .instance(SwiftInstance(type: "Dictionary", fields: fields))
  }

  /// `Color(…)`, `UIColor(…)`: every initialiser whose arguments say the colour, the asset
  /// catalog's for `Color("Name")` and `UIColor(named:)`, and the tree's own initialisers
  /// (a hex helper) run.
  func colorInitializer(
    _ type: String, _ call: FunctionCallExprSyntax, _ args: [Argument], in scope: SwiftScope
  ) -> SwiftValue {
    let labels = args.map { $0.label ?? "_" }
    let origin = location(of: call, in: scope)
    func number(_ label: String) -> SwiftValue {
      guard let argument = args.first(where: { ($0.label ?? "_") == label }) else {
        return .number(1)
      }
      return evaluate(argument.expression, in: scope)
    }
    func make(_ space: ColorSpace, _ parts: [String], alpha: String) -> SwiftValue {
      var values: [Double] = []
      for part in parts + [alpha] {
        switch number(part) {
        case .number(let value): values.append(value)
        case .opaque(let why): return .opaque(why)
        default: return opaque("`\(part):` of `\(short(call))` is not a number", call, scope)
        }
      }
      var color = CSSColor(space, values[0], values[1], values[2], alpha: min(max(values[3], 0), 1))
      var note: String?
      if values[0...2].contains(where: { $0 > 1 }) {
        note =
          "a component above 1 (a 0–255 value where 0–1 belongs?); read as extended \(space.rawValue)"
      }
      if space == .sRGB, values[0...2].contains(where: { $0 < 0 || $0 > 1 }) {
        color = CSSColor(.sRGB, values[0], values[1], values[2], alpha: color.alpha)
      }
      return .color(SwiftColor(value: color, origin: origin, name: nil, note: note))
    }
    let alphaLabel = type == "Color" ? "opacity" : "alpha"
    switch labels.filter({ $0 != alphaLabel }) {
    case ["red", "green", "blue"]:
      return make(.sRGB, ["red", "green", "blue"], alpha: alphaLabel)
    case ["displayP3Red", "green", "blue"]:
      return make(.displayP3, ["displayP3Red", "green", "blue"], alpha: alphaLabel)
    case ["_", "red", "green", "blue"]:
      guard case .member(let space) = evaluate(args[0].expression, in: scope) else {
        return opaque("colour space of `\(short(call))`", call, scope)
      }
      let spaces: [String: ColorSpace] = [
        "sRGB": .sRGB, "sRGBLinear": .sRGBLinear, "displayP3": .displayP3,
      ]
      guard let known = spaces[space] else {
        return opaque("colour space `.\(space)`", call, scope)
      }
      return make(known, ["red", "green", "blue"], alpha: alphaLabel)
    case ["white"], ["_", "white"]:
      guard case .number(let white) = number("white") else {
        return opaque("`white:` of `\(short(call))`", call, scope)
      }
      guard case .number(let alpha) = number(alphaLabel) else {
        return opaque("`\(alphaLabel):` of `\(short(call))`", call, scope)
      }
      return .color(
        SwiftColor(
          value: CSSColor(.sRGB, white, white, white, alpha: min(max(alpha, 0), 1)), origin: origin)
      )
    case ["hue", "saturation", "brightness"]:
      guard case .number(let h) = number("hue"), case .number(let s) = number("saturation"),
        case .number(let v) = number("brightness"), case .number(let alpha) = number(alphaLabel)
      else { return opaque("hue, saturation or brightness of `\(short(call))`", call, scope) }
      let rgb = Self.hsb(h, s, v)
      return .color(
        SwiftColor(
          value: CSSColor(.sRGB, rgb.0, rgb.1, rgb.2, alpha: min(max(alpha, 0), 1)), origin: origin)
      )
    case ["named"], ["named", "in", "compatibleWith"], ["named", "in"], ["_", "bundle"]:
      guard case .string(let name) = evaluate(args[0].expression, in: scope) else {
        return opaque("asset name of `\(short(call))`", call, scope)
      }
      return assetColor(name, call, in: scope)
    case ["_"], ["uiColor"], ["nsColor"], ["cgColor"], ["resource"]:
      switch evaluate(args[0].expression, in: scope) {
      case .string(let name): return assetColor(name, call, in: scope)
      case .color(let color): return .color(color)
      case .member(let name):
        return colorValue(
          .member(name), framework: type == "Color" ? .swiftUI : .uiKit, call, in: scope)
      case .closure(let closure):
        return dynamicProvider(closure, type: type, call, in: scope)
      case .opaque(let why): return .opaque(why)
      default:
        // Not a framework overload (`Color(0x3969EF)`): an initialiser of the tree's own.
        return treeInitializer(type, call, args, origin: origin, in: scope)
          ?? opaque("`\(short(call))`", call, scope)
      }
    case ["dynamicProvider"]:
      if case .closure(let closure) = evaluate(args[0].expression, in: scope) {
        return dynamicProvider(closure, type: type, call, in: scope)
      }
      return opaque("`\(short(call))`", call, scope)
    default:
      return treeInitializer(type, call, args, origin: origin, in: scope)
        ?? opaque("colour initialiser `\(short(call))` is not one Legible evaluates", call, scope)
    }
  }

  /// A convenience initialiser of the tree (`UIColor(hex: 0x0061CD)`, `Color(0x3969EF)` with
  /// `init(_ hex: UInt, alpha: Double = 1)`): its body run, or `nil` when the tree declares none
  /// for these arguments.
  private func treeInitializer(
    _ type: String, _ call: FunctionCallExprSyntax, _ args: [Argument], origin: SwiftLocation,
    in scope: SwiftScope
  ) -> SwiftValue? {
    if let info = index.typeInfo(type),
      let initializer = info.initializers.first(where: {
        labelsMatch($0.node.signature.parameterClause.parameters, args)
      }),
      let body = initializer.node.body
    {
      let key = "\(initializer.file):\(initializer.node.position.utf8Offset)"
      guard activeCount(key) < 2 else {
        return opaque("recursive initialiser `\(short(call))`", call, scope)
      }
      enter(key)
      defer { leave() }
      let values = args.map { ($0.label, evaluate($0.expression, in: scope)) }
      let inner = SwiftScope(parent: nil, selfType: type, file: initializer.file)
      bind(
        initializer.node.signature.parameterClause.parameters, values, into: inner, call: call,
        scope: scope)
      // Bound here so that `self.init(…)` sets it here from the block it is in: the body
      // runs in a scope of its own (`runBlock(_:in:)`), and a value set there was lost.
      inner.names["$initialized"] = .nothing
      let doubtsBefore = doubts.count
      _ = runBlock(body.statements, in: inner)
      switch inner.names["$initialized"] {
      case .color(var color)?:
        color.origin = origin
        // An asset colour keeps its asset's name (SwiftGen's `Color(asset:)`); numbers are
        // named by the call that made them (`UIColor(hex: 0x0061CD)`).
        color.name = color.name ?? short(call)
        return .color(color)
      case let value:
        let failure =
          value.flatMap { if case .opaque = $0 { $0 } else { nil } }
          ?? opaque("initialiser `\(short(call))` made no colour", call, scope)
        guard
          let hex = hexStringHelper(initializer.node, values, inner, call, origin, failure: failure)
        else { return failure }
        // The doubts of the body not run (its `guard`s) are not the colour's.
        doubts.removeSubrange(min(doubtsBefore, doubts.count)...)
        return hex
      }
    }
    return nil
  }

  /// A hex-string helper whose body Legible cannot run (`UIColor(ub_hexString: "#243784")`
  /// through `NSRegularExpression` and `Scanner`): the string's six or three hex digits, `#`
  /// optional, read as sRGB `#RRGGBB` (every such helper's meaning), with an `alpha:` or
  /// `opacity:` argument or default when it has one; the evidence says so. Four or eight digits
  /// stay opaque (`#RRGGBBAA` or `#AARRGGBB` is the helper's choice), as does any other string.
  private func hexStringHelper(
    _ initializer: InitializerDeclSyntax, _ values: [(String?, SwiftValue)], _ inner: SwiftScope,
    _ call: FunctionCallExprSyntax, _ origin: SwiftLocation, failure: SwiftValue
  ) -> SwiftValue? {
    let parameters = Array(initializer.signature.parameterClause.parameters)
    let strings = parameters.filter {
      $0.type.trimmedText.trimmingCharacters(in: ["?", "!"]) == "String"
    }
    guard strings.count == 1, let string = strings.first,
      case .string(let text)? = inner.names[(string.secondName ?? string.firstName).text]
    else { return nil }
    var alpha = 1.0
    for parameter in parameters where parameter.type.trimmedText != string.type.trimmedText {
      let local = (parameter.secondName ?? parameter.firstName).text
      guard
        ["alpha", "opacity"].contains(parameter.firstName.text)
          || ["alpha", "opacity"].contains(local),
        case .number(let value)? = inner.names[local]
      else { return nil }
      alpha = min(max(value, 0), 1)
    }
    var digits = Substring(text.trimmingCharacters(in: .whitespaces))
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.count == 3 || digits.count == 6, digits.allSatisfy(\.isHexDigit),
      let parsed = try? CSSColor(css: "#" + digits)
    else { return nil }
    let why: String
    if case .opaque(let reason) = failure { why = reason.reason } else { why = "no colour" }
    let at = location(of: initializer, in: inner)
    return .color(
      SwiftColor(
        value: parsed.withAlpha(alpha), origin: origin, name: short(call),
        note:
          "hex string \"\(text)\" read as sRGB #RRGGBB: the helper `init` at \(at) was not run (\(why))"
      ))
  }

  /// `UIColor { traits in … }`: the closure run with the appearance being evaluated. What it
  /// returns is a colour of the type being made: an implicit member (`.white`, `.brand`) is
  /// looked up in it (`Color { $0.userInterfaceStyle == .dark ? .ink : .white }`, an extension
  /// initialiser many apps declare).
  private func dynamicProvider(
    _ closure: SwiftClosure, type: String, _ call: FunctionCallExprSyntax, in scope: SwiftScope
  ) -> SwiftValue {
    usedAppearance = true
    let traits = SwiftInstance(
      type: "UITraitCollection",
      fields: [
        "userInterfaceStyle": .member(environment.appearance == "dark" ? "dark" : "light")
      ])
    let value = colorValue(
      callClosure(closure, [.instance(traits)]), framework: type == "Color" ? .swiftUI : .uiKit,
      call, in: scope)
    if case .color(var color) = value {
      color.isDynamic = true
      return .color(color)
    }
    return value
  }

  /// Methods of colours: `withAlphaComponent`, SwiftUI `opacity`, and the tree's extensions.
  func colorMethod(
    _ name: String, _ color: SwiftColor, _ call: FunctionCallExprSyntax, _ args: [Argument],
    in scope: SwiftScope
  ) -> SwiftValue? {
    let site = location(of: call, in: scope)
    switch name {
    case "withAlphaComponent":
      guard let argument = args.first else { return nil }
      switch evaluate(argument.expression, in: scope) {
      case .number(let alpha): return .color(color.replacingAlpha(min(max(alpha, 0), 1), at: site))
      case .opaque(let why): return .opaque(why)
      default: return opaque("alpha of `\(short(call))`", call, scope)
      }
    case "opacity":
      guard let argument = args.first else { return nil }
      switch evaluate(argument.expression, in: scope) {
      case .number(let factor): return .color(color.multiplyingAlpha(min(max(factor, 0), 1)))
      case .opaque(let why): return .opaque(why)
      default: return opaque("opacity of `\(short(call))`", call, scope)
      }
    case "resolvedColor", "resolve":
      return .color(color)
    case "setFill", "set":
      currentContext?.fillColor = color
      return SwiftValue.nothing
    default:
      for type in ["UIColor", "Color", "NSColor"] {
        if let function = function(name, in: type, arguments: args) {
          return callFunction(
            function, args, selfValue: .color(color), selfType: type, call, in: scope)
        }
      }
      return nil
    }
  }

  /// `#colorLiteral(red:green:blue:alpha:)`: as `UIColor(red:green:blue:alpha:)`.
  func colorLiteral(_ macro: MacroExpansionExprSyntax, in scope: SwiftScope) -> SwiftValue {
    guard macro.macroName.text == "colorLiteral" else {
      return opaque("macro `#\(macro.macroName.text)`", macro, scope)
    }
    var values: [String: Double] = [:]
    for argument in macro.arguments {
      guard let label = argument.label?.text,
        case .number(let value) = evaluate(argument.expression, in: scope)
      else {
        return opaque("argument of `\(short(macro))`", macro, scope)
      }
      values[label] = value
    }
    guard let red = values["red"], let green = values["green"], let blue = values["blue"] else {
      return opaque("`\(short(macro))` without red, green and blue", macro, scope)
    }
    let color = CSSColor(.sRGB, red, green, blue, alpha: min(max(values["alpha"] ?? 1, 0), 1))
    return .color(SwiftColor(value: color, origin: location(of: macro, in: scope)))
  }

  /// `Type.name` for a framework type: system colours, `UIControl.State` members, numbers.
  func frameworkStaticMember(
    _ name: String, of type: String, _ node: some SyntaxProtocol, in scope: SwiftScope
  ) -> SwiftValue {
    switch type {
    case "Color":
      return colorValue(.member(name), framework: .swiftUI, node, in: scope)
    case "UIColor", "NSColor":
      return colorValue(.member(name), framework: .uiKit, node, in: scope)
    case "CGFloat", "Double", "Float":
      if name == "zero" { return .number(0) }
      if name == "pi" { return .number(Double.pi) }
    case "CGRect", "CGSize", "CGPoint", "UIEdgeInsets":
      return .member(name)
    case "UIButton" where name == "Configuration":
      return .member("type:UIButton.Configuration")
    default:
      if type.hasPrefix("UIControl") || type == "State" || type == "UIControlState" {
        return .member(name)
      }
    }
    return opaque("`\(type).\(name)` is not in the sources read", node, scope)
  }

  /// A value used where a colour belongs: a colour, or an implicit member resolved as the
  /// framework does (the tree's `static let` on `Color`/`UIColor`, a system colour, an asset
  /// symbol Xcode generates).
  func colorValue(
    _ value: SwiftValue, framework: Framework, _ node: some SyntaxProtocol, in scope: SwiftScope
  ) -> SwiftValue {
    guard case .member(let name) = value else { return value }
    let owners = framework == .swiftUI ? ["Color", "ShapeStyle", "View"] : ["UIColor", "CGColor"]
    for owner in owners {
      if let member = staticMember(name, of: owner, node, in: scope) { return member }
    }
    if name == "accentColor" || name == "tintColor" {
      if let accent = assets.accentColor(appearance: environment.appearance) {
        return assetValue(accent, name: assets.accent.setName, node, in: scope)
      }
      if let conflict = assets.accentConflict {
        return opaque("`.\(name)` is the app's accent colour, and " + conflict, node, scope)
      }
      return opaque(
        "`.\(name)` is the app's accent colour, and no \(assets.accent.setName) asset is in the sources read",
        node, scope)
    }
    if let system = AppleSystemColors.named(name, framework: framework.tableFramework) {
      let appearance = environment.appearance
      let dynamic = system.isDynamic
      if dynamic { usedAppearance = true }
      guard let color = system.value(appearance: appearance) ?? system.value(appearance: nil) else {
        return opaque(
          "system colour `.\(name)` has no published value for \(appearance ?? "light")", node,
          scope)
      }
      return .color(
        SwiftColor(
          value: color, origin: location(of: node, in: scope), name: "." + name, isDynamic: dynamic,
          note: "system colour \(system.name): \(system.source)"))
    }
    if let asset = assets.symbol(name) {
      if let entry = assets.color(named: asset, appearance: environment.appearance) {
        return assetValue(entry, name: asset, node, in: scope)
      }
      if let conflict = assets.conflict(named: asset, appearance: environment.appearance) {
        return opaque(conflict, node, scope)
      }
    }
    if let (color, fact) = assets.facts.lookup("." + name, appearance: environment.appearance) {
      return factColor(color, fact, name: "." + name, node, scope)
    }
    guard
      case .opaque(var why) = opaque(
        "`.\(name)` is not a colour in the sources read, the asset catalogs or Legible's system colour table",
        node, scope)
    else { return .nothing }
    why.expression = "." + name  // the fact key: `facts.colors[".brandTitle"]`
    return .opaque(why)
  }

  /// `value` as a parameter or property of type `type` receives it: an implicit member
  /// (`.white`) is a colour where the type is one (`UIColor`, `Color`, `CGColor?`).
  func coerced(
    _ value: SwiftValue, toType type: String?, _ node: some SyntaxProtocol, in scope: SwiftScope
  ) -> SwiftValue {
    if let type, Self.configurationTypes.contains(type.trimmingCharacters(in: ["?", "!"])) {
      return configurationValue(value, node, in: scope)
    }
    guard case .member(let name) = value, let type, type.contains("Color"),
      !name.hasPrefix("type:")
    else { return value }
    let framework: Framework =
      type.contains("UI") || type.contains("NS") || type.contains("CG") ? .uiKit : .swiftUI
    return colorValue(value, framework: framework, node, in: scope)
  }

  /// An asset catalog colour by name.
  func assetColor(_ name: String, _ node: some SyntaxProtocol, in scope: SwiftScope) -> SwiftValue {
    guard let entry = assets.color(named: name, appearance: environment.appearance) else {
      if let conflict = assets.conflict(named: name, appearance: environment.appearance) {
        return opaque(conflict, node, scope)
      }
      return opaque(
        "asset colour \"\(name)\" is not in an asset catalog of the sources read", node, scope)
    }
    return assetValue(entry, name: name, node, in: scope)
  }

  private func assetValue(
    _ entry: AssetColorTable.Entry, name: String, _ node: some SyntaxProtocol, in scope: SwiftScope
  ) -> SwiftValue {
    if entry.isDynamic { usedAppearance = true }
    return .color(
      SwiftColor(
        value: entry.color, origin: location(of: node, in: scope), name: "asset \"\(name)\"",
        isDynamic: entry.isDynamic,
        note: "asset colour at \(entry.location)" + (entry.note.map { "; " + $0 } ?? "")))
  }

  /// HSB (HSV) to RGB, as `UIColor(hue:saturation:brightness:alpha:)`.
  static func hsb(_ hue: Double, _ saturation: Double, _ brightness: Double) -> (
    Double, Double, Double
  ) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * f)
    let t = brightness * (1 - saturation * (1 - f))
    switch sector {
    case 0: return (brightness, t, p)
    case 1: return (q, brightness, p)
    case 2: return (p, brightness, t)
    case 3: return (p, q, brightness)
    case 4: return (t, p, brightness)
    default: return (brightness, p, q)
    }
  }
}
