import LegibleAudit
import LegibleColor
import LegibleDiscovery
import SwiftSyntax

/// SwiftUI buttons made where they are used, with one of SwiftUI's own styles: `Button(…)`,
/// `Link(…)` and `ShareLink(…)` in a view (and a `NavigationLink` given a `.buttonStyle`), with
/// the modifiers chained on them (`.foregroundStyle`, `.background`, `.tint`, `.buttonStyle(.plain)`,
/// `.disabled`) and the colours inside the label.
///
/// A button whose `.buttonStyle(…)` is a style of the tree is that style's component
/// (``ButtonStyleSites``), and one with a style Legible does not know is left out. A button in
/// a toolbar, menu, context menu, alert, confirmation dialog or swipe action is drawn by the
/// system in a look of its own, so it is not a component either.
struct SwiftUIButtonSites {
  let index: SwiftDeclarationIndex
  let assets: AssetColorTable

  /// SwiftUI's own button styles.
  enum SystemStyle: String {
    case automatic, borderless, plain, bordered, borderedProminent, glass, glassProminent

    /// `.plain`, `PlainButtonStyle()`, …; nil for another expression.
    init?(expression: ExprSyntax) {
      var name: String?
      if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
        name = member.declName.baseName.text
      } else if let call = expression.as(FunctionCallExprSyntax.self) {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
          let type = reference.baseName.text
          guard type.hasSuffix("ButtonStyle") else { return nil }
          let word = type.dropLast("ButtonStyle".count)
          name = word == "Default" ? "automatic" : word.prefix(1).lowercased() + word.dropFirst()
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          member.base == nil, ["glass", "glassProminent"].contains(member.declName.baseName.text)
        {
          // `.glass(.regular.interactive())`: Liquid Glass, whatever the glass.
          name = member.declName.baseName.text
        }
      }
      guard let name, let style = SystemStyle(rawValue: name) else { return nil }
      self = style
    }
  }

  /// One button made in a view.
  struct Site {
    /// The `Button(…)` call.
    var call: FunctionCallExprSyntax
    /// The modifiers chained on it, innermost first.
    var modifiers: [(name: String, call: FunctionCallExprSyntax)]
    var file: Int
    var location: SwiftLocation
    /// The type whose code makes it (a `View`), for `self`.
    var owner: String?
    /// `Button "Save" at File.swift:12`.
    var name: String
    var style: SystemStyle
    var styleSite: SwiftLocation?
    /// Where an enclosing view sets the foreground, tint or button style, which would reach
    /// this button (not followed).
    var enclosingSettings: [String]
    /// Where an enclosing view paints a background (`.background(…)`, a material): what a
    /// button without an opaque fill of its own is drawn on (not followed).
    var enclosingBackgrounds: [String] = []
    /// The nearest `.background(…)`/`.listRowBackground(…)` of the layout views that hold the
    /// button in the same body (stacks, groups, scroll views, `ForEach`), when no other view
    /// lies between (``SwiftUIButtonSites/layoutContainers``): what it is drawn on.
    var backdrop: FunctionCallExprSyntax?
    /// Whether a `.disabled(…)` other than `.disabled(false)` is chained on it.
    var canBeDisabled: Bool
    /// `Button("Delete", role: .destructive)`.
    var isDestructive: Bool
    /// Whether the label is a title or made only of `Text`, `Label`, `Image` and stacks of them:
    /// a label whose colours Legible reads in full, so that one with no colour of its own
    /// draws in the style's. Another view (a custom one, a `ForEach`) may colour a part Legible
    /// does not see.
    var plainLabel = true
    /// Parts of the modifier chain this reader does not follow (a property such as
    /// `.backport`, an `#if` clause that sets a colour): every state needs review.
    var unreadChain: [String] = []
  }

  /// A button's look in one state and appearance, and the tint its own chain sets.
  struct Read {
    var looks: [String: ViewLook] = [:]
    var states: [String] = []
    var tint: ViewLook.Layer?
    var tintUnknown: String?
    var usedAppearance = false
    /// The colour of ``Site/backdrop`` when it is opaque, and where it is set.
    var backdrop: ViewLook.Layer?
    /// Why ``Site/backdrop`` gives no opaque colour.
    var backdropUnknown: String?
  }

  /// The views that make a SwiftUI button.
  static let buttonKinds: Set<String> = ["Button", "Link", "ShareLink", "NavigationLink"]

  /// Views that lay out their content and draw nothing behind it: a background chained on one
  /// is behind every button inside it.
  static let layoutContainers: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid",
    "GridRow", "Group", "ScrollView", "ForEach", "ViewThatFits", "Section",
  ]

  /// Views whose buttons the system draws in a look of its own.
  static let systemContainers: Set<String> = [
    "toolbar", "ToolbarItem", "ToolbarItemGroup", "contextMenu", "swipeActions", "alert",
    "confirmationDialog", "Menu", "navigationBarItems", "Picker", "menu", "ControlGroup",
    "safeAreaBar", "commands", "CommandMenu", "CommandGroup", "TabView",
  ]

  /// Modifiers on a button that set what its label draws in, when an enclosing view sets them.
  static let inheritedSettings: Set<String> = [
    "foregroundStyle", "foregroundColor", "tint", "accentColor", "buttonStyle",
    "environment", "preferredColorScheme", "colorScheme",
  ]

  /// Modifiers chained on a button that change nothing it draws, beyond the evaluator's
  /// neutral ones (``SwiftEvaluator/neutralModifiers``) and any `on…` or `accessibility…`: list
  /// and navigation settings, pickers.
  static let neutralOnSite: Set<String> = [
    "listSectionSeparator", "safeAreaInset", "photosPicker", "submitLabel", "textContentType",
    "keyboardType", "scrollContentBackground", "navigationTitle", "navigationBarTitleDisplayMode",
    "menuStyle", "menuIndicator", "searchable", "focusedValue", "focusEffectDisabled", "tipKit",
  ]

  /// Every button made in a view, in file and position order.
  func sites() -> [Site] {
    let setters = styleSettingModifiers()
    let perFile = ConcurrentResults<Int, [Site]>.map(Array(0..<index.fileCount)) { number in
      let file = index.file(number)
      // SwiftUI's `Button` is the one a file that imports SwiftUI names, unless the tree
      // declares a type of that name (COVID Certificate's UIButton subclass `Button`).
      guard file.mentions("import SwiftUI"), file.mentions("Button") || file.mentions("Link")
      else { return [] }
      let finder = Finder(viewMode: .sourceAccurate)
      finder.kinds = Self.buttonKinds.filter { index.types[$0] == nil }
      finder.walk(file.tree)
      return finder.calls.compactMap {
        site(of: $0, in: number, setters: setters)
      }
    }
    return Array(perFile.joined())
  }

  private func site(
    of call: FunctionCallExprSyntax, in number: Int, setters: Set<String>
  ) -> Site? {
    guard let kind = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else {
      return nil
    }
    let file = index.file(number)
    var modifiers: [(name: String, call: FunctionCallExprSyntax)] = []
    var outer = Syntax(call)
    // Modifiers the chain applies through something this reader does not follow: a property
    // (`.backport.buttonStyle(…)`, a wrapper of the tree) or an `#if` clause that sets a colour.
    var unread: [String] = []
    while true {
      if let member = outer.parent?.as(MemberAccessExprSyntax.self), member.base?.id == outer.id {
        if let parentCall = member.parent?.as(FunctionCallExprSyntax.self),
          parentCall.calledExpression.id == member.id
        {
          if unread.isEmpty { modifiers.append((member.declName.baseName.text, parentCall)) }
          outer = Syntax(parentCall)
        } else {
          let at = file.location(of: member.declName)
          unread.append("`.\(member.declName.baseName.text)` at \(at.file):\(at.line)")
          outer = Syntax(member)
        }
        continue
      }
      if let clause = outer.parent?.as(PostfixIfConfigExprSyntax.self), clause.base?.id == outer.id
      {
        let text = clause.config.trimmedText
        if ["tint", "accentColor", "foreground", "background", "buttonStyle", "opacity"].contains(
          where: { text.contains($0) })
        {
          let at = file.location(of: clause.config)
          unread.append("the `#if` modifiers at \(at.file):\(at.line)")
        }
        outer = Syntax(clause)
        continue
      }
      break
    }
    var style = SystemStyle.automatic
    var styleSite: SwiftLocation?
    for (name, modifier) in modifiers where name == "buttonStyle" && unread.isEmpty {
      guard let argument = modifier.arguments.first?.expression,
        let system = SystemStyle(expression: argument)
      else {
        // A style of the tree (its own component) or one Legible does not know.
        return nil
      }
      if styleSite == nil {
        style = system
        styleSite = file.location(of: modifier)
      }
    }
    if kind == "NavigationLink", styleSite == nil { return nil }
    // An icon with no title: a graphic, not a text pair (as Interface Builder's image-only
    // buttons, a note rather than a component).
    if Self.isIconOnly(call, modifiers: modifiers) { return nil }
    // Inside a ButtonStyle's body, a toolbar, menu or alert, or a preview: not this reader's.
    var enclosing: [String] = []
    var backgrounds: [String] = []
    var backdrop: FunctionCallExprSyntax?
    // Whether a view other than a layout container lies between the button and what it is
    // drawn on (a list's row, a sheet's content, an overlay): no enclosing background is known.
    var backdropBlocked = false
    var owner: String?
    var node: Syntax? = outer.parent
    while let current = node {
      if let type = current.as(StructDeclSyntax.self) {
        if Self.inheritsButtonStyle(type.inheritanceClause) { return nil }
        if type.inheritanceClause?.trimmedText.contains("PreviewProvider") == true { return nil }
        owner = owner ?? type.name.text
      } else if let type = current.as(ClassDeclSyntax.self) {
        owner = owner ?? type.name.text
      } else if let type = current.as(ExtensionDeclSyntax.self) {
        owner = owner ?? SwiftDeclarationIndex.lastComponent(of: type.extendedType)
      } else if let macro = current.as(MacroExpansionExprSyntax.self),
        macro.macroName.text == "Preview"
      {
        return nil
      } else if let closure = current.as(ClosureExprSyntax.self), Self.call(owning: closure) == nil
      {
        backdropBlocked = true
      } else if let closure = current.as(ClosureExprSyntax.self),
        let container = Self.call(owning: closure)
      {
        let name = Self.calledName(container)
        if Self.systemContainers.contains(name) { return nil }
        // A ZStack draws its earlier views under its later ones: only its first view is on
        // what lies behind the stack.
        let isLayout =
          Self.layoutContainers.contains(name)
          && container.calledExpression.is(DeclReferenceExprSyntax.self)
          && (name != "ZStack"
            || closure.statements.first.map { $0.range.contains(outer.position) } == true)
        if backdrop == nil, !isLayout { backdropBlocked = true }
        // A View extension of the tree that puts its content in a toolbar (`.topBarTrailing
        // { … }` wrapping `.toolbar { ToolbarItem … }`).
        if let wrapper = index.types["View"]?.functions[name]?.first?.node.body?.trimmedText,
          wrapper.contains("toolbar") || wrapper.contains("ToolbarItem")
        {
          return nil
        }
        // The enclosing view's own modifiers reach this button through the environment.
        var chain = Syntax(container)
        while let member = chain.parent?.as(MemberAccessExprSyntax.self),
          member.base?.id == chain.id,
          let parentCall = member.parent?.as(FunctionCallExprSyntax.self),
          parentCall.calledExpression.id == member.id
        {
          let modifier = member.declName.baseName.text
          if Self.inheritedSettings.contains(modifier)
            || setsInheritedStyle(modifier, parentCall, setters)
          {
            let at = file.location(of: member.declName)
            enclosing.append("`.\(modifier)(…)` at \(at.file):\(at.line)")
          } else if ["background", "listRowBackground", "backgroundStyle"].contains(modifier) {
            let at = file.location(of: member.declName)
            backgrounds.append("`.\(modifier)(…)` at \(at.file):\(at.line)")
            if backdrop == nil, !backdropBlocked, modifier != "backgroundStyle" {
              backdrop = parentCall
            }
          }
          chain = Syntax(parentCall)
        }
      }
      node = current.parent
    }
    var title: String?
    if let first = call.arguments.first, first.label == nil,
      let literal = first.expression.as(StringLiteralExprSyntax.self)
    {
      title = literal.segments.trimmedText
    }
    let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
    let line = file.location(of: call).line
    let name = kind + (title.map { " \"\($0)\"" } ?? "") + " at \(fileName):\(line)"
    let canBeDisabled = modifiers.contains { name, modifier in
      name == "disabled" && modifier.arguments.first?.expression.trimmedText != "false"
    }
    return Site(
      call: call, modifiers: modifiers, file: number, location: file.location(of: call),
      owner: owner, name: name, style: style, styleSite: styleSite, enclosingSettings: enclosing,
      enclosingBackgrounds: backgrounds, backdrop: backdrop,
      canBeDisabled: canBeDisabled,
      isDestructive: call.arguments.contains {
        $0.label?.text == "role" && $0.expression.trimmedText.hasSuffix("destructive")
      }, plainLabel: Self.isPlainLabel(call), unreadChain: unread + systemRole(call, in: file))
  }

  /// The modifiers of the tree (`View` extension functions and `ViewModifier` types) that set a
  /// foreground style or tint in their body, or wrap the content in a view of the tree whose body
  /// does (isowords' `.navigationStyle(foregroundColor:)` making a `NavigationBar`).
  func styleSettingModifiers() -> Set<String> {
    func sets(_ text: String) -> Bool {
      Self.styleSetters.contains { text.contains("." + $0 + "(") }
    }
    var viewBodies: [String: String] = [:]
    for (type, info) in index.types {
      if let body = info.properties["body"]?.first?.node.trimmedText { viewBodies[type] = body }
    }
    var bodies: [String: String] = [:]
    for (name, entries) in index.types["View"]?.functions ?? [:] {
      bodies[name] = entries.compactMap { $0.node.body?.trimmedText }.joined(separator: "\n")
    }
    for (type, info) in index.types where info.inherits.contains("ViewModifier") {
      bodies[type] = info.functions["body"]?.first?.node.body?.trimmedText
    }
    var result: Set<String> = []
    for (name, body) in bodies {
      if sets(body) {
        result.insert(name)
        continue
      }
      // One view deeper: the content wrapped in a view of the tree whose body sets it.
      for (type, own) in viewBodies where sets(own) && body.contains(type + "(") {
        result.insert(name)
        break
      }
    }
    return result
  }

  /// Whether `.name(…)` is a modifier of the tree that sets a foreground style or tint.
  private func setsInheritedStyle(
    _ name: String, _ call: FunctionCallExprSyntax, _ setters: Set<String>
  ) -> Bool {
    setters.contains(name == "modifier" ? Self.modifierType(call) ?? name : name)
  }

  /// `M` in `.modifier(M(…))`.
  static func modifierType(_ call: FunctionCallExprSyntax) -> String? {
    call.arguments.first?.expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(
      DeclReferenceExprSyntax.self)?.baseName.text
  }

  /// Modifiers that set what a label inside draws in.
  static let styleSetters = ["foregroundColor", "foregroundStyle", "tint", "accentColor"]

  /// `role: .confirm` or `.close` (iOS 26): the system draws the button in a look of its own.
  private func systemRole(_ call: FunctionCallExprSyntax, in file: SwiftSourceFile) -> [String] {
    guard
      let role = call.arguments.first(where: { $0.label?.text == "role" }),
      [".confirm", ".close"].contains(role.expression.trimmedText)
    else { return [] }
    let at = file.location(of: role)
    return [
      "`role: \(role.expression.trimmedText)` at \(at.file):\(at.line) (the system's own look)"
    ]
  }

  /// Whether a button's label is a title, or a closure of `Text`, `Label`, `Image`, `Spacer` and
  /// stacks of them (with modifiers).
  static func isPlainLabel(_ call: FunctionCallExprSyntax) -> Bool {
    guard let closure = labelClosure(of: call) else { return true }
    func plain(_ statements: CodeBlockItemListSyntax) -> Bool {
      statements.allSatisfy { item in
        guard
          let expression = item.item.as(ExprSyntax.self)
            ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        else { return false }
        guard let made = chainRoot(expression).as(FunctionCallExprSyntax.self),
          let name = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        if ["Text", "Label", "Image", "Spacer", "Divider"].contains(name) { return true }
        if SwiftEvaluator.stacks.contains(name), let inner = made.trailingClosure {
          return plain(inner.statements)
        }
        return false
      }
    }
    return plain(closure.statements)
  }

  /// `Button(action: f) { Image(systemName: "xmark") }`: a label that is one image.
  private static func isIconOnly(
    _ call: FunctionCallExprSyntax, modifiers: [(name: String, call: FunctionCallExprSyntax)]
  ) -> Bool {
    if modifiers.contains(where: {
      $0.name == "labelStyle" && $0.call.arguments.first?.expression.trimmedText == ".iconOnly"
    }) {
      return true
    }
    if let first = call.arguments.first, first.label == nil {
      // `Button("", systemImage: "xmark")`: an empty title beside a symbol.
      return first.expression.as(StringLiteralExprSyntax.self)?.segments.trimmedText == ""
        && call.arguments.contains { $0.label?.text == "systemImage" }
    }
    guard let closure = labelClosure(of: call), closure.statements.count == 1,
      let expression = closure.statements.first?.item.as(ExprSyntax.self)
    else { return false }
    return chainRoot(expression).as(FunctionCallExprSyntax.self)?.calledExpression.as(
      DeclReferenceExprSyntax.self)?.baseName.text == "Image"
  }

  /// The label closure of `Button { … } label: { … }`, `Button(action: f, label: { … })` and
  /// `Button(action: f) { … }`; nil for a titled button (`Button("Save") { … }`, whose trailing
  /// closure is the action).
  static func labelClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    if let labelled = call.additionalTrailingClosures.first(where: { $0.label.text == "label" }) {
      return labelled.closure
    }
    if let argument = call.arguments.first(where: { $0.label?.text == "label" }) {
      return argument.expression.as(ClosureExprSyntax.self)
    }
    return call.arguments.first.map({ $0.label != nil }) ?? true ? call.trailingClosure : nil
  }

  /// The view a modifier chain starts from: `Text("x")` in `Text("x").bold().foregroundColor(c)`.
  static func chainRoot(_ expression: ExprSyntax) -> ExprSyntax {
    var root = expression
    while let modified = root.as(FunctionCallExprSyntax.self),
      let member = modified.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base
    {
      root = base
    }
    return root
  }

  private static func inheritsButtonStyle(_ clause: InheritanceClauseSyntax?) -> Bool {
    guard let clause else { return false }
    return clause.inheritedTypes.contains {
      let name = SwiftDeclarationIndex.lastComponent(of: $0.type)
      return name == "ButtonStyle" || name == "PrimitiveButtonStyle"
        || name == "LabelStyle" || name == "ToggleStyle"
    }
  }

  /// The call a closure is an argument of (trailing, additional trailing, or labelled).
  private static func call(owning closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
    var parent = closure.parent
    if parent?.is(MultipleTrailingClosureElementSyntax.self) == true {
      parent = parent?.parent?.parent
    } else if parent?.is(LabeledExprSyntax.self) == true {
      parent = parent?.parent?.parent
    }
    return parent?.as(FunctionCallExprSyntax.self)
  }

  private static func calledName(_ call: FunctionCallExprSyntax) -> String {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.text
    }
    return ""
  }

  // MARK: - Evaluation

  /// The button's look in each of its states in `appearance`: normal, pressed, and disabled
  /// where `.disabled(…)` is chained.
  func read(_ site: Site, appearance: String?) -> Read {
    var read = Read()
    read.states = ["normal", "pressed"] + (site.canBeDisabled ? ["disabled"] : [])
    for state in read.states {
      let environment = StateEnvironment.named(state, appearance: appearance)
      let evaluator = SwiftEvaluator(index: index, assets: assets, environment: environment)
      let scope = self.scope(for: site, evaluator: evaluator)
      var look = label(of: site, evaluator: evaluator, in: scope)
      look.hasLabel = true
      for (name, call) in site.modifiers {
        let args = evaluator.arguments(of: call)
        switch name {
        case "buttonStyle", "disabled": continue
        case "tint", "accentColor":
          guard let argument = args.first else { continue }
          let value = evaluator.colorValue(
            evaluator.evaluate(argument.expression, in: scope), framework: .swiftUI,
            argument.expression, in: scope)
          let atNode: Syntax =
            call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) }
            ?? Syntax(call.calledExpression)
          let at = evaluator.location(of: atNode, in: scope)
          if case .color(let color) = value {
            read.tint = read.tint ?? ViewLook.Layer(color: color, site: at, modifier: name)
          } else if case .opaque(let why) = value, read.tint == nil {
            read.tintUnknown = "`.\(name)(…)` at \(at): \(why.reason) at \(why.location)"
          }
        case "listRowBackground":
          // The row behind the button: a layer under everything the button draws.
          let value = evaluator.viewModifier("background", on: .view(look), call, args, in: scope)
          if case .view(let made) = value { look = made }
        default:
          if Self.neutralOnSite.contains(name) || name.hasPrefix("on")
            || name.hasPrefix("accessibility")
          {
            continue
          }
          switch evaluator.viewModifier(name, on: .view(look), call, args, in: scope) {
          case .view(let made): look = made
          case .opaque(let why): look.reviews.append("\(why.reason) at \(why.location)")
          default: break
          }
        }
      }
      if read.tint == nil, read.tintUnknown == nil, let inner = look.tint { read.tint = inner }
      for doubt in evaluator.doubts where !look.reviews.contains(doubt) {
        look.reviews.append(doubt)
      }
      if state == "normal", let call = site.backdrop {
        // What the enclosing view paints behind the button: read as a background, opaque only.
        let made = evaluator.viewModifier(
          "background", on: .view(ViewLook()), call, evaluator.arguments(of: call), in: scope)
        let at = evaluator.location(
          of: call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) }
            ?? Syntax(call), in: scope)
        if case .view(let painted) = made, painted.fills.count == 1, painted.overlays.isEmpty,
          painted.opacity == nil, let layer = painted.fills.first, layer.color.value.alpha == 1
        {
          read.backdrop = layer
        } else if case .opaque(let why) = made {
          read.backdropUnknown =
            "the enclosing `.background(…)` at \(at): \(why.reason) at \(why.location)"
        } else {
          read.backdropUnknown =
            "the enclosing `.background(…)` at \(at) is not one opaque colour Legible reads"
        }
      }
      read.looks[state] = look
      read.usedAppearance = read.usedAppearance || evaluator.usedAppearance
    }
    return read
  }

  /// The scope the button is made in: `self` is the view type with its stored properties'
  /// initial values.
  private func scope(for site: Site, evaluator: SwiftEvaluator) -> SwiftScope {
    guard let owner = site.owner, let info = index.types[owner] else {
      return SwiftScope(parent: nil, file: site.file)
    }
    let instance = SwiftInstance(type: owner, fields: [:])
    for (name, entries) in info.properties {
      guard let entry = entries.first, !evaluator.isStatic(entry) else { continue }
      if let flag = SwiftEvaluator.environmentFlag(of: entry.node) {
        instance.environment[name] = flag
      } else if let initializer = entry.node.initializer {
        instance.fields[name] = evaluator.evaluate(
          initializer.value,
          in: SwiftScope(
            parent: nil, selfValue: .instance(instance), selfType: owner, file: entry.file))
      }
    }
    return SwiftScope(
      parent: nil, selfValue: .instance(instance), selfType: owner, file: site.file)
  }

  /// What the label draws: a title (`Button("Save")`) has no colour of its own; a label
  /// closure is evaluated as a view.
  private func label(of site: Site, evaluator: SwiftEvaluator, in scope: SwiftScope) -> ViewLook {
    guard let closure = Self.labelClosure(of: site.call) else { return ViewLook() }
    let value = evaluator.evaluate(ExprSyntax(closure), in: scope)
    guard case .closure(let made) = value else { return ViewLook() }
    let drawn = evaluator.resolvedView(evaluator.callClosure(made, []), closure, in: scope)
    switch drawn {
    case .view(let look): return look
    case .opaque(let why):
      var look = ViewLook()
      look.reviews.append("the label: \(why.reason) at \(why.location)")
      return look
    default: return ViewLook()
    }
  }

  /// Views that a `.tint(…)` on them does not pass to a button (a control's own tint).
  private static let ownTint: Set<String> = [
    "Button", "Link", "ShareLink", "NavigationLink", "Toggle", "ProgressView", "Slider",
    "Picker", "Gauge", "Stepper", "DatePicker", "ColorPicker", "TextField", "SecureField",
    "TextEditor", "Text", "Image", "Label",
  ]

  /// Whether the view a modifier chain starts from is a control with a tint of its own.
  static func startsAtControl(_ expression: ExprSyntax?) -> Bool {
    guard let expression,
      let made = chainRoot(expression).as(FunctionCallExprSyntax.self),
      let name = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return false }
    return ownTint.contains(name)
  }

  /// Every `Button(…)`, `Link(…)`, `ShareLink(…)` and `NavigationLink(…)` call.
  private final class Finder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    var kinds = SwiftUIButtonSites.buttonKinds

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
        kinds.contains(reference.baseName.text)
      {
        calls.append(node)
      }
      return .visitChildren
    }
  }
}
