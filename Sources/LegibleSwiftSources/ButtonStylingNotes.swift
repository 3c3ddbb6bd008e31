import LegibleDiscovery
import SwiftSyntax

/// Notes for button styling code that no reader turns into a component, so that an audit of it
/// never ends in silence: colours set through lenses (`UIButton.lens.titleColor(for: .normal)
/// .~ …`, Kickstarter's Prelude), functions that colour a button passed in and that nothing in
/// the tree calls, and the places that apply a style-table case (where a component is used).
struct ButtonStylingNotes {
  let index: SwiftDeclarationIndex

  /// Colour properties a lens or a setter can set.
  static let colorNames: Set<String> = [
    "titleColor", "backgroundColor", "tintColor", "borderColor", "titleShadowColor",
    "setTitleColor", "setBackgroundImage", "setBackgroundColor", "baseForegroundColor",
    "baseBackgroundColor",
  ]

  func notes(tables: [ConfigurationStyleReader.Table]) -> [DiscoveryNote] {
    var notes: [DiscoveryNote] = []
    for (name, entries) in index.variables.sorted(by: { $0.key < $1.key }) {
      for entry in entries {
        guard let initializer = entry.node.initializer,
          let lenses = Self.lensColors(in: Syntax(initializer))
        else { continue }
        let site = index.file(entry.file).location(of: entry.node)
        notes.append(
          DiscoveryNote(
            .skipped,
            "sets button colours through lenses (`UIButton.lens.…(for:) .~ …`, operators of a library outside the sources), which Legible does not evaluate, so they are not audited: "
              + lenses,
            subject: name, location: "\(site.file):\(site.line)"))
      }
    }
    // Top-level functions that colour a button passed in: each is noted unless something calls it.
    let tableFunctions = Set(tables.map { $0.function.node.name.text })
    var colouring:
      [(name: String, entry: SwiftDeclarationIndex.Entry<FunctionDeclSyntax>, set: [String])] =
        []
    for (name, entries) in index.functions.sorted(by: { $0.key < $1.key })
    where !tableFunctions.contains(name) {
      for entry in entries {
        guard let body = entry.node.body,
          entry.node.signature.parameterClause.parameters.contains(where: {
            index.isButton(SwiftDeclarationIndex.lastComponent(of: $0.type))
              || SwiftDeclarationIndex.lastComponent(of: $0.type) == "UIButton"
          })
        else { continue }
        let set = SwiftEvaluator.memberNames(in: Syntax(body)).filter(Self.colorNames.contains)
        guard !set.isEmpty else { continue }
        colouring.append((name, entry, set))
      }
    }
    // The names called or used as members, from the files whose text names one of those
    // functions (no file is walked when there are none), on every core.
    var called: Set<String> = []
    let names = Set(colouring.map(\.name))
    if !names.isEmpty {
      let perFile = ConcurrentResults<Int, Set<String>>.map(Array(0..<index.fileCount)) {
        number in
        let file = index.file(number)
        guard names.contains(where: file.mentions) else { return [] }
        return Set(SwiftEvaluator.calledNames(in: Syntax(file.tree)))
          .union(SwiftEvaluator.memberNames(in: Syntax(file.tree)))
      }
      for names in perFile { called.formUnion(names) }
    }
    for (name, entry, set) in colouring where !called.contains(name) {
      let site = index.file(entry.file).location(of: entry.node.name)
      notes.append(
        DiscoveryNote(
          .unpaired,
          "sets "
            + Array(Set(set)).sorted().map { "`\($0)`" }.joined(separator: ", ")
            + " on a button passed in, and nothing in the sources read calls it; the button is audited where code makes it and calls this",
          subject: name + "(…)", location: "\(site.file):\(site.line)"))
    }
    for file in 0..<index.fileCount
    where tableFunctions.contains(where: index.file(file).mentions) {
      notes.append(contentsOf: applications(in: file, of: tableFunctions))
    }
    return notes
  }

  /// `colour for states; …` set by lenses in `node`, or `nil` when it sets none.
  static func lensColors(in node: Syntax) -> String? {
    final class Finder: SyntaxVisitor {
      var states: [String: [String]] = [:]
      var order: [String] = []
      override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        guard let base = node.base?.trimmedText, base.hasSuffix(".lens"),
          base.contains("Button"), ButtonStylingNotes.colorNames.contains(name)
        else { return .visitChildren }
        var state = "all states"
        if let call = node.parent?.as(FunctionCallExprSyntax.self),
          let argument = call.arguments.first(where: { $0.label?.text == "for" })
        {
          state = argument.expression.trimmedText.trimmingCharacters(in: ["."])
        }
        if states[name] == nil { order.append(name) }
        if !(states[name] ?? []).contains(state) { states[name, default: []].append(state) }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(node)
    guard !finder.order.isEmpty else { return nil }
    return finder.order.map { name in
      name + " for " + (finder.states[name] ?? []).joined(separator: ", ")
    }.joined(separator: "; ")
  }

  /// Calls of a style-table method with a case (`button.applyStyleConfiguration(KSRButtonStyle
  /// .filled)`): where the component is used, and the condition it is used under.
  private func applications(in file: Int, of functions: Set<String>) -> [DiscoveryNote] {
    final class Finder: SyntaxVisitor {
      let functions: Set<String>
      var calls: [FunctionCallExprSyntax] = []
      init(functions: Set<String>) {
        self.functions = functions
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
          functions.contains(member.declName.baseName.text), member.base != nil
        {
          calls.append(node)
        }
        return .visitChildren
      }
    }
    guard !functions.isEmpty else { return [] }
    let finder = Finder(functions: functions)
    finder.walk(index.file(file).tree)
    return finder.calls.compactMap { call in
      guard let expression = call.arguments.first?.expression,
        expression.is(MemberAccessExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      else { return nil }
      let argument = expression.trimmedText
      var owner: String?
      var condition: String?
      var node: Syntax? = call.parent
      while let current = node {
        if condition == nil, let branch = current.as(IfExprSyntax.self) {
          condition = branch.conditions.trimmedText
        }
        if let binding = current.as(PatternBindingSyntax.self) {
          owner = binding.pattern.trimmedText
          break
        }
        if let function = current.as(FunctionDeclSyntax.self) {
          owner = function.name.text + "(…)"
          break
        }
        node = current.parent
      }
      let site = index.file(file).location(of: call)
      let component = argument.hasPrefix(".") ? String(argument.dropFirst()) : argument
      return DiscoveryNote(
        .skipped,
        "applies `\(argument)` through `\(member.declName.baseName.text)(…)`"
          + (condition.map { " only when `\($0)` holds (not evaluated here)" } ?? "")
          + "; audited as the component \(component)",
        subject: owner, location: "\(site.file):\(site.line)")
    }
  }
}
