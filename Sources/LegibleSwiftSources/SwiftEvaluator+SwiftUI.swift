import SwiftSyntax

extension SwiftEvaluator {
  /// Modifiers that change no colour, size or opacity that contrast depends on.
  static let neutralModifiers: Set<String> = [
    "font", "fontWeight", "padding", "frame", "clipShape", "cornerRadius", "contentShape",
    "animation", "shadow", "fixedSize", "lineLimit", "multilineTextAlignment", "disabled",
    "labelStyle", "accessibilityLabel", "accessibilityHint", "accessibilityIdentifier",
    "accessibilityAddTraits", "accessibilityElement", "onHover", "onTapGesture", "hoverEffect",
    "compositingGroup", "mask", "offset", "position", "transition", "id", "tag", "imageScale",
    "textCase", "kerning", "tracking", "bold", "italic", "minimumScaleFactor", "allowsTightening",
    "layoutPriority", "zIndex", "controlSize", "buttonBorderShape", "clipped", "drawingGroup",
    "symbolRenderingMode", "dynamicTypeSize", "lineSpacing", "truncationMode", "monospacedDigit",
    "aspectRatio", "contentTransition", "sensoryFeedback", "simultaneousGesture", "gesture",
    "onAppear", "onDisappear", "onChange", "help", "keyboardShortcut", "focusable", "focused",
    "accessibilityShowsLargeContentViewer", "scaledToFit", "scaledToFill", "resizable", "underline",
    // Presentation and behaviour: what they show is another view, not this one's colours.
    "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "task", "onReceive",
    "navigationDestination", "fileImporter", "fileExporter", "contextMenu", "onSubmit",
    "refreshable", "labelsHidden", "listRowInsets", "listRowSeparator", "matchedGeometryEffect",
    "buttonRepeatBehavior", "onLongPressGesture", "draggable", "dropDestination", "onDrop",
    "onDrag", "interactiveDismissDisabled", "badge", "symbolEffect", "alignmentGuide",
    "ignoresSafeArea", "edgesIgnoringSafeArea", "accessibilityHidden", "accessibilityValue",
    "accessibilityAction", "popoverTip", "geometryGroup", "containerRelativeFrame",
  ]

  /// SwiftUI's container views: what they draw is their content's.
  static let stacks: Set<String> = [
    "HStack", "VStack", "ZStack", "Group", "LazyHStack", "LazyVStack", "ViewThatFits",
  ]

  /// `HStack { a; b }`: the content's looks as one. A part that is the button's label
  /// (`configuration.label`) is the look; else the parts' one text colour (different ones, or
  /// parts on fills of their own, are a review: the label does not draw in one pair).
  func stackView(_ call: FunctionCallExprSyntax, _ args: [Argument], in scope: SwiftScope)
    -> SwiftValue
  {
    guard let closure = args.last?.expression.as(ClosureExprSyntax.self) else {
      return .view(ViewLook())
    }
    let inner = SwiftScope(parent: scope, file: scope.file)
    var parts: [ViewLook] = []
    var doubts: [String] = []
    for item in closure.statements {
      let expression: ExprSyntax? =
        item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
      guard let expression else {
        if item.item.is(VariableDeclSyntax.self) {
          // `let x = …` inside the content: bound for the parts after it.
          _ = runBlock(CodeBlockItemListSyntax([item]), in: inner)
        } else {
          doubts.append(
            "a part of `\(call.calledExpression.trimmedText)` Legible does not read at "
              + "\(location(of: item, in: scope))")
        }
        continue
      }
      switch resolvedView(evaluate(expression, in: inner), expression, in: inner) {
      case .view(let look): parts.append(look)
      case .opaque(let why): doubts.append("\(why.reason) at \(why.location)")
      case .nothing: continue
      default: parts.append(ViewLook())
      }
    }
    if let label = parts.first(where: \.hasLabel) {
      var look = label
      look.reviews += doubts
      return .view(look)
    }
    var look = parts.first ?? ViewLook()
    let texts = parts.compactMap(\.text)
    look.text = texts.first
    look.textUnknown = parts.contains(where: \.textUnknown)
    look.fills = parts.count == 1 ? look.fills : []
    look.font = parts.first(where: { $0.font != nil })?.font
    look.reviews = parts.flatMap(\.reviews) + doubts
    if Set(texts.map { $0.color.value.cssString }).count > 1
      || (!texts.isEmpty && texts.count < parts.count)
    {
      look.reviews.append(
        "the parts of `\(call.calledExpression.trimmedText)` at \(location(of: call, in: scope)) "
          + "draw in different colours")
    }
    if parts.count > 1, parts.contains(where: { !$0.fills.isEmpty }) {
      look.reviews.append(
        "a part of `\(call.calledExpression.trimmedText)` at \(location(of: call, in: scope)) "
          + "has a fill of its own, behind only that part")
    }
    return .view(look)
  }

  /// `base.name(args)` on a SwiftUI view, shape or colour used as a view.
  func viewModifier(
    _ name: String, on base: SwiftValue, _ call: FunctionCallExprSyntax, _ args: [Argument],
    in scope: SwiftScope
  ) -> SwiftValue {
    let siteNode: Syntax =
      call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) }
      ?? Syntax(call.calledExpression)
    let site = location(of: siteNode, in: scope)
    var look = Self.look(of: base, at: site)
    func colorArgument(_ index: Int = 0) -> SwiftValue {
      guard index < args.count else { return opaque("`\(name)` without a colour", call, scope) }
      return colorValue(
        evaluate(args[index].expression, in: scope), framework: .swiftUI, args[index].expression,
        in: scope)
    }
    if case .shape = base {
      switch name {
      case "fill", "foregroundColor", "foregroundStyle":
        guard case .color(let color) = colorArgument() else {
          return reviewed(look, colorArgument(), name)
        }
        return .view(ViewLook(fills: [ViewLook.Layer(color: color, site: site, modifier: name)]))
      case "stroke", "strokeBorder":
        guard case .color(let color) = colorArgument() else {
          return reviewed(look, colorArgument(), name)
        }
        return .view(ViewLook(border: ViewLook.Layer(color: color, site: site, modifier: name)))
      default:
        if Self.neutralModifiers.contains(name)
          || ["inset", "rotation", "offset", "scale"].contains(name)
        {
          return base
        }
      }
    }
    switch name {
    case "foregroundColor", "foregroundStyle":
      let value = colorArgument()
      let applies = look.text == nil && !look.textUnknown && (look.hasLabel || look.fills.isEmpty)
      guard case .color(let color) = value else {
        if applies { look.textUnknown = true }
        return reviewed(look, value, name)
      }
      if applies { look.text = ViewLook.Layer(color: color, site: site, modifier: name) }
      return .view(look)
    case "tint", "accentColor":
      if look.tint == nil, case .color(let color) = colorArgument() {
        look.tint = ViewLook.Layer(color: color, site: site, modifier: name)
      }
      return .view(look)
    case "background", "overlay":
      var value: SwiftValue
      if let first = args.first, first.label == nil {
        value = evaluate(first.expression, in: scope)
      } else if let content = args.first(where: {
        $0.label == "content" || $0.expression.is(ClosureExprSyntax.self)
      }),
        case .closure(let closure) = evaluate(content.expression, in: scope)
      {
        value = callClosure(closure, [])
      } else if args.contains(where: { $0.label == "in" }) {
        // `.background(Color.red, in: Capsule())`, `.background(in: shape)`: the style's colour.
        value = args.first.map { evaluate($0.expression, in: scope) } ?? .nothing
      } else {
        return reviewed(
          look, opaque("`.\(name)(…)` of a form Legible does not read", call, scope), name)
      }
      value = colorValue(value, framework: .swiftUI, call, in: scope)
      return name == "background"
        ? background(value, under: look, site, scope, call)
        : overlay(value, on: look, site, scope, call)
    case "border":
      let value = colorArgument()
      guard case .color(let color) = value else { return reviewed(look, value, name) }
      look.border = ViewLook.Layer(color: color, site: site, modifier: name)
      return .view(look)
    case "opacity":
      guard let argument = args.first else { return .view(look) }
      let value = evaluate(argument.expression, in: scope)
      guard case .number(let factor) = value else { return reviewed(look, value, name) }
      let clamped = min(max(factor, 0), 1)
      if look.fills.isEmpty, look.border == nil, look.overlays.isEmpty {
        if var text = look.text {
          text.color = text.color.multiplyingAlpha(clamped)
          look.text = text
        } else if clamped < 1 {
          look.opacity = ((look.opacity?.value ?? 1) * clamped, site)
        }
      } else if clamped < 1 || look.opacity != nil {
        look.opacity = ((look.opacity?.value ?? 1) * clamped, site)
      }
      return .view(look)
    case "modifier":
      // `.modifier(Struct())`: a `ViewModifier` of the tree, its `body(content:)` run on this view.
      guard let argument = args.first,
        case .instance(let modifier) = evaluate(argument.expression, in: scope),
        let body = index.typeInfo(modifier.type)?.functions["body"]?.first
      else {
        look.reviews.append("`.modifier(…)` at \(site) is not a ViewModifier in the sources read")
        return .view(look)
      }
      return callFunction(
        body, labelled: [("content", .view(look))], selfValue: .instance(modifier),
        selfType: modifier.type, call, in: scope)
    case "scaleEffect":
      if let argument = args.first,
        case .number(let scale) = evaluate(argument.expression, in: scope)
      {
        look.scale = scale == 1 ? look.scale : scale
      }
      return .view(look)
    case "font", "fontWeight", "bold":
      let stated = Self.font(name, call, args)
      if let stated, stated.size != nil || stated.weight != nil {
        // Inner modifiers are applied first: the first font a label gets is its own.
        let size = look.font?.size ?? stated.size
        let weight = look.font?.weight ?? stated.weight
        let sites = [look.font?.site, "`.\(name)(…)` at \(site)"].compactMap { $0 }
        look.font = (size, weight, sites.joined(separator: ", "))
      }
      return .view(look)
    case "brightness", "saturation", "contrast", "colorMultiply", "grayscale", "hueRotation",
      "colorInvert", "blendMode", "luminanceToAlpha":
      look.reviews.append(
        "`.\(name)(…)` at \(site) changes the colours in a way Legible does not model")
      return .view(look)
    default:
      if Self.neutralModifiers.contains(name) { return .view(look) }
      if let function = function(name, in: "View", arguments: args) {
        return callFunction(
          function, args, selfValue: .view(look), selfType: "View", call, in: scope)
      }
      look.reviews.append("modifier `.\(name)(…)` at \(site) is not in the sources read")
      return .view(look)
    }
  }

  /// A custom view (an instance of a `View` type of the tree) as what its `body` draws.
  func resolvedView(_ value: SwiftValue, _ node: some SyntaxProtocol, in scope: SwiftScope)
    -> SwiftValue
  {
    guard case .instance(let instance) = value, property("body", in: instance.type) != nil else {
      return value
    }
    return member("body", of: value, type: instance.type, node, in: scope) ?? value
  }

  /// A value as a view look: a view's own, a colour as a filled view, a shape unfilled.
  static func look(of value: SwiftValue, at site: SwiftLocation) -> ViewLook {
    switch value {
    case .view(let look): return look
    case .color(let color):
      return ViewLook(fills: [ViewLook.Layer(color: color, site: site, modifier: "Color")])
    default: return ViewLook()
    }
  }

  private func reviewed(_ look: ViewLook, _ value: SwiftValue, _ name: String) -> SwiftValue {
    var look = look
    if case .opaque(let why) = value {
      look.reviews.append("`.\(name)`: \(why.reason) at \(why.location)")
    } else {
      look.reviews.append("`.\(name)` with a value Legible cannot read as a colour")
    }
    return .view(look)
  }

  /// Why a `background` or `overlay` argument is not part of the look: what evaluation could
  /// not see, a body that gave nothing, or a value of another kind.
  static func unreadable(
    _ value: SwiftValue, _ role: String, at site: SwiftLocation, expected: String
  ) -> String {
    switch value {
    case .opaque(let why): "\(role): \(why.reason) at \(why.location)\(why.factHint)"
    case .nothing: "\(role) at \(site) evaluates to no value (a body Legible could not follow)"
    default: "\(role) at \(site) is not \(expected)"
    }
  }

  private func background(
    _ value: SwiftValue, under look: ViewLook, _ site: SwiftLocation, _ scope: SwiftScope,
    _ call: FunctionCallExprSyntax
  ) -> SwiftValue {
    var look = look
    switch value {
    case .color(let color):
      look.fills.append(ViewLook.Layer(color: color, site: site, modifier: "background"))
    case .view(let inner):
      // A shape's fill or a view: its fills go behind the current ones, its border is the
      // control's boundary when none is set.
      look.fills.append(
        contentsOf: inner.fills.map {
          ViewLook.Layer(color: $0.color, site: site, modifier: "background")
        })
      if look.border == nil { look.border = inner.border }
      look.reviews.append(contentsOf: inner.reviews)
    case .shape(let shape):
      look.reviews.append(
        "`.background(\(shape)())` at \(site) fills with the foreground style, which Legible does not follow"
      )
    default:
      look.reviews.append(
        Self.unreadable(value, "background", at: site, expected: "a colour or a shape's fill"))
    }
    return .view(look)
  }

  private func overlay(
    _ value: SwiftValue, on look: ViewLook, _ site: SwiftLocation, _ scope: SwiftScope,
    _ call: FunctionCallExprSyntax
  ) -> SwiftValue {
    var look = look
    switch value {
    case .color(let color):
      if color.value.alpha > 0 {
        look.overlays.append(ViewLook.Layer(color: color, site: site, modifier: "overlay"))
      }
    case .view(let inner):
      if inner.hasLabel, !look.hasLabel {
        // `shape.overlay(configuration.label)`: the label drawn over this view.
        var combined = inner
        combined.fills.append(contentsOf: look.fills)
        if combined.border == nil { combined.border = look.border }
        combined.reviews.append(contentsOf: look.reviews)
        return .view(combined)
      }
      if let border = inner.border { look.border = border }
      for fill in inner.fills where fill.color.value.alpha > 0 {
        look.overlays.append(ViewLook.Layer(color: fill.color, site: site, modifier: "overlay"))
      }
      look.reviews.append(contentsOf: inner.reviews)
    default:
      look.reviews.append(
        Self.unreadable(value, "overlay", at: site, expected: "a colour or a shape's stroke"))
    }
    return .view(look)
  }

  /// SwiftUI's text styles at the default Dynamic Type size (Large), in points, with their
  /// weights (Apple's Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes").
  static let textStyles: [String: (size: Double, weight: Double)] = [
    "largeTitle": (34, 400), "title": (28, 400), "title2": (22, 400), "title3": (20, 400),
    "headline": (17, 600), "body": (17, 400), "callout": (16, 400), "subheadline": (15, 400),
    "footnote": (13, 400), "caption": (12, 400), "caption2": (11, 400),
  ]

  /// SwiftUI's `Font.Weight`s on the CSS scale.
  static let fontWeights: [String: Double] = [
    "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
    "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
  ]

  /// The size and weight a `.font(…)`, `.fontWeight(…)` or `.bold()` states, where written as
  /// literals: `.system(size: 24, weight: .bold)`, `.title`, `.headline.bold()`,
  /// `.custom("X", size: 20)`, `Font.system(.title)`; `nil` parts where it does not say.
  static func font(_ name: String, _ call: FunctionCallExprSyntax, _ args: [Argument]) -> (
    size: Double?, weight: Double?
  )? {
    if name == "bold" { return (nil, 700) }
    guard let argument = args.first?.expression else { return nil }
    if name == "fontWeight" {
      guard let member = argument.as(MemberAccessExprSyntax.self) else { return nil }
      return (nil, fontWeights[member.declName.baseName.text])
    }
    var expression = argument
    var weight: Double?
    // `.headline.bold()`, `.body.weight(.semibold)`: the modifier on the font.
    while let inner = expression.as(FunctionCallExprSyntax.self),
      let member = inner.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base, ["bold", "weight"].contains(member.declName.baseName.text)
    {
      if member.declName.baseName.text == "bold" {
        weight = weight ?? 700
      } else if let w = inner.arguments.first?.expression.as(MemberAccessExprSyntax.self) {
        weight = weight ?? fontWeights[w.declName.baseName.text]
      }
      expression = base
    }
    if let member = expression.as(MemberAccessExprSyntax.self),
      let style = textStyles[member.declName.baseName.text]
    {
      return (style.size, weight ?? style.weight)
    }
    guard let made = expression.as(FunctionCallExprSyntax.self),
      let callee = made.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      ["system", "custom"].contains(callee)
    else { return nil }
    var size: Double?
    for argument in made.arguments {
      switch argument.label?.text {
      case "size":
        if let literal = argument.expression.as(IntegerLiteralExprSyntax.self) {
          size = Double(literal.literal.text.filter { $0 != "_" })
        } else if let literal = argument.expression.as(FloatLiteralExprSyntax.self) {
          size = Double(literal.literal.text.filter { $0 != "_" })
        }
      case "weight":
        if let w = argument.expression.as(MemberAccessExprSyntax.self) {
          weight = weight ?? fontWeights[w.declName.baseName.text]
        }
      case nil:
        // `.system(.title)`, `.system(.title, design: .rounded)`.
        if let style = argument.expression.as(MemberAccessExprSyntax.self),
          let known = textStyles[style.declName.baseName.text]
        {
          size = known.size
          weight = weight ?? known.weight
        }
      default: break
      }
    }
    return (size, weight ?? (size == nil ? nil : 400))
  }
}
