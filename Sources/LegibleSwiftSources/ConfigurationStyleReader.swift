import LegibleDiscovery
import SwiftSyntax

/// Style tables of `UIButton.Configuration` buttons: a method of `UIButton` (an extension, or a
/// subclass of the tree) that sets `configuration` or `configurationUpdateHandler` from a
/// parameter whose type enumerates the styles (an enum of the tree, or a protocol that enums of
/// the tree conform to: Kickstarter's `applyStyleConfiguration(_: KSRButtonStyleConfiguration)`
/// and `enum KSRButtonStyle`). Each case is a component (`KSRButtonStyle.filled`), the method
/// run on a button with that case, then each state as UIKit runs its update handler.
struct ConfigurationStyleReader {
  let index: SwiftDeclarationIndex
  let assets: AssetColorTable

  /// A method that configures a button from a style value, and the values it can take.
  struct Table {
    var owner: String
    var function: SwiftDeclarationIndex.Entry<FunctionDeclSyntax>
    var label: String?
    /// The enum cases (`KSRButtonStyle`, `filled`) and where each is declared.
    var cases: [(type: String, name: String, site: SwiftLocation)]
  }

  /// The style tables of the tree, and notes for parameters whose values cannot be enumerated.
  func tables() -> (tables: [Table], notes: [DiscoveryNote]) {
    var tables: [Table] = []
    var notes: [DiscoveryNote] = []
    let owners =
      ["UIButton"]
      + index.types.values.filter { $0.kind == .classType && index.isButton($0.name) }.map(\.name)
      .sorted()
    for owner in owners {
      guard let info = index.types[owner] else { continue }
      for name in info.functions.keys.sorted() {
        for function in info.functions[name] ?? [] {
          guard let body = function.node.body, Self.configures(Syntax(body)),
            let parameter = function.node.signature.parameterClause.parameters.first,
            function.node.signature.parameterClause.parameters.count == 1
          else { continue }
          let type = SwiftDeclarationIndex.lastComponent(of: parameter.type)
          let enums = enumerations(of: type)
          let location = index.file(function.file).location(of: function.node.name)
          guard !enums.isEmpty else {
            if index.types[type] != nil {
              notes.append(
                DiscoveryNote(
                  .unpaired,
                  "`\(name)(…)` configures a UIButton.Configuration from a `\(type)`, whose values Legible cannot enumerate (no enum of the tree is or conforms to it); audit it where a value is passed",
                  subject: "\(owner).\(name)", location: "\(location.file):\(location.line)"))
            }
            continue
          }
          var cases: [(type: String, name: String, site: SwiftLocation)] = []
          for enumeration in enums {
            let entries = (index.types[enumeration]?.cases ?? [:]).sorted {
              ($0.value.file, $0.value.node.position.utf8Offset)
                < ($1.value.file, $1.value.node.position.utf8Offset)
            }
            for (caseName, entry) in entries {
              cases.append(
                (enumeration, caseName, index.file(entry.file).location(of: entry.node)))
            }
          }
          let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
          tables.append(Table(owner: owner, function: function, label: label, cases: cases))
        }
      }
    }
    return (tables, notes)
  }

  /// Whether a body assigns a button's `configuration` or `configurationUpdateHandler` (not
  /// only a part of it: a helper that sets `configuration?.background.backgroundColor` is run
  /// by the method that calls it).
  static func configures(_ body: Syntax) -> Bool {
    final class Finder: SyntaxVisitor {
      var found = false
      // The tree is as parsed: each sequence is folded here and its folded form searched.
      override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if !found {
          let inner = Finder(viewMode: .sourceAccurate)
          inner.walk(SequenceFolds.fold(node))
          found = inner.found
        }
        return .skipChildren
      }
      override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self) {
          var target = node.leftOperand
          if let chain = target.as(OptionalChainingExprSyntax.self) { target = chain.expression }
          let name =
            target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text
          if name == "configuration" || name == "configurationUpdateHandler" { found = true }
        }
        return found ? .skipChildren : .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(body)
    return finder.found
  }

  /// The enums a parameter of type `type` can be: `type` itself, or the enums of the tree
  /// conforming to the protocol `type`, by name.
  private func enumerations(of type: String) -> [String] {
    guard let info = index.types[type] else { return [] }
    if info.kind == .enumeration, !info.cases.isEmpty { return [type] }
    guard info.kind == .protocolType else { return [] }
    return index.types.values
      .filter { $0.kind == .enumeration && $0.inherits.contains(type) && !$0.cases.isEmpty }
      .map(\.name).sorted()
  }

  /// One case of a table: a button made and configured with it, in every state.
  func read(_ table: Table, case index: Int, appearance: String?) -> UIKitButtonReader.Found? {
    let style = table.cases[index]
    let made =
      table.owner == "UIButton" ? "UIButton(type: .system)" : "\(table.owner)(frame: .zero)"
    let argument = (table.label.map { $0 + ": " } ?? "") + "legibleStyle"
    let probe = """
      func legibleProbe() {
        let button = \(made)
        button.\(table.function.node.name.text)(\(argument))
      }
      """
    guard let made = self.index.probe("<probe of \(style.type).\(style.name)>", probe) else {
      return nil
    }
    let (probeIndex, fileNumber, body) = made
    let evaluator = SwiftEvaluator(
      index: probeIndex, assets: assets, environment: StateEnvironment(appearance: appearance))
    let scope = SwiftScope(parent: nil, file: fileNumber)
    scope.names["legibleStyle"] = .instance(
      SwiftInstance(type: style.type, fields: [:], caseName: style.name))
    for item in body.statements { _ = evaluator.execute(item, in: scope, implicitValue: false) }
    guard case .button(let button)? = scope.names["button"] else { return nil }
    let reader = UIKitButtonReader(index: probeIndex, assets: assets)
    return reader.found(
      button, name: "\(style.type).\(style.name)", type: table.owner, site: style.site,
      evaluator: evaluator)
  }
}
