import SwiftSyntax

/// The declarations of a tree of Swift files that evaluation can follow: the types (structs,
/// classes, enums and their extensions, merged by name) with their properties, functions and
/// initialisers, and the top-level ones.
///
/// Names are the last component (`MyButtonStyle.MyButtonStyleView` is found as
/// `MyButtonStyleView` too), as Swift's own lookup finds nested types from inside their parent.
/// Two types declared under one simple name in different places (`ENAButton.Style` and
/// `StyledButton.Style`) would merge into one; such a name is not indexed at all but kept in
/// ``ambiguous`` with both declarations, so every use of it is needs-review with the reason
/// rather than evaluated with the other type's members.
struct SwiftDeclarationIndex {
  /// A declaration and the file it is in.
  struct Entry<Node: SyntaxProtocol> {
    var node: Node
    var file: Int
  }

  /// One type's members, from its declaration and every extension of it.
  struct TypeInfo {
    var name: String
    var kind: Kind
    /// The declared conformances and superclass, as written (`UIButton`, `ButtonStyle`).
    var inherits: [String] = []
    /// Stored and computed properties by name.
    var properties: [String: [Entry<PatternBindingSyntax>]] = [:]
    /// Functions by base name.
    var functions: [String: [Entry<FunctionDeclSyntax>]] = [:]
    /// Initialisers.
    var initializers: [Entry<InitializerDeclSyntax>] = []
    /// Enum cases by name.
    var cases: [String: Entry<EnumCaseElementSyntax>] = [:]
    /// Where it is declared (the first declaration or extension seen).
    var declaration: Entry<Syntax>?
    /// Whether only extensions of it were seen (a framework type such as `Color` or `UIButton`).
    var isExtensionOnly = true

    enum Kind: Sendable { case structure, classType, enumeration, protocolType, unknown }
  }

  /// How many files the index has read (``file(_:)``): the tree's, then those ``adding(_:)``
  /// added.
  var fileCount: Int { treeFiles.count + added.count }
  /// The tree's files, never changed once read: every copy of the index shares them. A probe's
  /// index (``adding(_:)``) appended its file to one list, which copied the tree's files (their
  /// syntax, text and lines retained, then released when the probe's index went): for every
  /// linked button, as many retains as the project has Swift files.
  private let treeFiles: [SwiftSourceFile]
  /// The files added to this copy (a probe), numbered after the tree's.
  private var added: [SwiftSourceFile] = []
  /// Types by name.
  var types: [String: TypeInfo] = [:]
  /// Types by qualified name (`Asset.Colors.Label`, `Asset`), each from its declaration and the
  /// extensions that spell that name: how a qualified reference finds a type whose simple name
  /// is ``ambiguous`` (SwiftGen's `Asset.Colors.Button` beside a `L10n.Scene.Button`).
  private(set) var qualifiedTypes: [String: TypeInfo] = [:]
  /// The simple names of the types in ``qualifiedTypes`` (a cheap test before a qualified name
  /// is spelled out).
  private var nestedTypeNames: Set<String> = []
  /// Top-level functions by base name.
  var functions: [String: [Entry<FunctionDeclSyntax>]] = [:]
  /// Top-level variables by name.
  var variables: [String: [Entry<PatternBindingSyntax>]] = [:]
  /// Top-level `typealias`es to a simple type name (`typealias RSColor = UIColor`), by name:
  /// every target written for the name (two different ones make it unresolved).
  private var typeAliases: [String: Set<String>] = [:]
  /// The enums that declare each case with associated values (`case normal(UIColor)`), by
  /// case name: what an implicit member made with arguments (`.normal(c)`) can be.
  var payloadCases: [String: Set<String>] = [:]
  /// Every declaration of a type (not an extension) by simple name: its qualified name
  /// (`ENAButton.Style`) and where it is, the first of each qualified name.
  private var declared: [String: [(qualified: String, at: Entry<Syntax>)]] = [:]
  /// The simple names declared by two or more types of different qualified names, with their
  /// declarations: left out of ``types``.
  private(set) var ambiguous: [String: [(qualified: String, at: Entry<Syntax>)]] = [:]
  /// ``presumedButtonBase(_:)``'s answers so far (a new table for an index with more files).
  private var presumedBases = Answers<String?>()

  init(files: [SwiftSourceFile]) {
    self.treeFiles = files
    // Each file's declarations are read on every core (reading the syntax is most of the
    // work); what they add is applied here, in file order, as a serial walk would.
    let perFile = ConcurrentResults<Int, [Addition]>.map(Array(files.indices)) { number in
      Self.additions(of: files[number], number: number)
    }
    for additions in perFile {
      for addition in additions { apply(addition) }
    }
    setAmbiguous(Set(declared.keys))
    // A top-level type whose simple name a nested type shares (SwiftGen's `Asset` and
    // `Asset.Asset`) is kept under its qualified name too, for the uses that mean it. So is a
    // framework type the tree only extends at the top level whose name nested types share
    // (SwiftUI's `View` beside SwiftGen's `L10n.Settings.View`): at file scope `extension View`
    // is SwiftUI's, and its functions stay callable on views.
    var extendedAtTopLevel: Set<String> = []
    for additions in perFile {
      for case .type(let name, let qualified, nil, _, _, _) in additions
      where qualified == name && ambiguous[name] != nil {
        extendedAtTopLevel.insert(name)
      }
    }
    let topLevel = Set(
      ambiguous.compactMap { name, declarations in
        declarations.contains { $0.qualified == name } ? name : nil
      }
    ).union(extendedAtTopLevel)
    if !topLevel.isEmpty {
      for additions in perFile {
        for addition in additions {
          if let owner = Self.qualifiedOwner(of: addition), topLevel.contains(owner) {
            apply(addition, onlyQualified: true)
          }
        }
      }
    }
  }

  /// This index with one more file's declarations (a probe written by a reader).
  func adding(_ file: SwiftSourceFile) -> SwiftDeclarationIndex {
    var copy = self
    copy.presumedBases = Answers()
    copy.added.append(file)
    // Only the names the file declares or extends can change from what this index settled
    // (every probe re-checking every name was quadratic in a project's probes).
    var touched: Set<String> = []
    for addition in Self.additions(of: file, number: copy.fileCount - 1) {
      switch addition {
      case .declared(let name, _, _), .type(let name, _, _, _, _, _): touched.insert(name)
      default: break
      }
      copy.apply(addition)
    }
    copy.setAmbiguous(touched)
    return copy
  }

  /// A probe written by a reader: this index with `text` added as the file `path`, the added
  /// file's number, and the body of the `legibleProbe()` function it declares (`nil` when it
  /// declares none).
  func probe(_ path: String, _ text: String) -> (
    index: SwiftDeclarationIndex, file: Int, body: CodeBlockSyntax
  )? {
    let index = adding(SwiftSourceFile(path: path, text: text))
    let file = index.fileCount - 1
    guard let function = index.functions["legibleProbe"]?.first(where: { $0.file == file }),
      let body = function.node.body
    else { return nil }
    return (index, file, body)
  }

  /// What one file's top-level declarations add to the index, in order.
  private static func additions(of file: SwiftSourceFile, number: Int) -> [Addition] {
    var additions: [Addition] = []
    for item in file.tree.statements {
      guard case .decl(let decl) = item.item else { continue }
      add(decl, file: number, in: nil, qualifier: nil, to: &additions)
    }
    return additions
  }

  /// Moves those of `names` declared by types of different qualified names out of ``types``.
  private mutating func setAmbiguous(_ names: Set<String>) {
    for name in names {
      guard let declarations = declared[name],
        Set(declarations.map(\.qualified)).count > 1
      else { continue }
      ambiguous[name] = declarations
      types[name] = nil
    }
  }

  /// Why a use of `name` cannot be evaluated, when two types are declared under it: the
  /// qualified names and places of the declarations, e.g. "two types are named `Style`
  /// (ENAButton.Style at ENAButton.swift:202, StyledButton.Style at StyledButton.swift:15)…".
  func ambiguity(of name: String) -> String? {
    guard let declarations = ambiguous[name] else { return nil }
    let places = declarations.map { declaration -> String in
      let location = file(declaration.at.file).location(of: declaration.at.node)
      let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
      return "\(declaration.qualified) at \(file):\(location.line)"
    }
    return "\(declarations.count) types are named `\(name)` (" + places.joined(separator: ", ")
      + "); Legible finds types by their simple name and cannot tell which one this is"
  }

  /// The type a name in a type value refers to (`Palette`, or `Asset.Colors.Label` when a
  /// qualified reference was followed, ``nestedType(_:in:)``): by its simple name when that is
  /// not ambiguous (the declaration and every extension), else by the qualified name as the
  /// tree declares it.
  func typeInfo(_ name: String) -> TypeInfo? {
    if let info = types[name] { return info }
    guard mayBeQualified(name) else { return nil }
    if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")),
      let info = types[String(name[name.utf8.index(after: dot)...])]
    {
      return info
    }
    return qualifiedTypes[name]
  }

  /// The properties named `name` of `type` (simple or qualified, as ``typeInfo(_:)`` finds it).
  /// These three read ``types`` in place first: ``typeInfo(_:)`` returns a copy of the type's
  /// tables, which every member lookup of evaluation paid for.
  func properties(_ name: String, of type: String) -> [Entry<PatternBindingSyntax>]? {
    if let found = types[type]?.properties[name] { return found }
    return mayBeQualified(type) ? typeInfo(type)?.properties[name] : nil
  }

  /// The functions named `name` of `type`, as ``properties(_:of:)``.
  func functions(_ name: String, of type: String) -> [Entry<FunctionDeclSyntax>]? {
    if let found = types[type]?.functions[name] { return found }
    return mayBeQualified(type) ? typeInfo(type)?.functions[name] : nil
  }

  /// Whether `type` (an enum) has the case `name`, as ``properties(_:of:)``.
  func hasCase(_ name: String, in type: String) -> Bool {
    if types[type]?.cases[name] != nil { return true }
    return mayBeQualified(type) && typeInfo(type)?.cases[name] != nil
  }

  /// Whether ``typeInfo(_:)`` may find `name` where ``types`` does not: a qualified name, or
  /// an ambiguous one (a top-level type's).
  private func mayBeQualified(_ name: String) -> Bool {
    name.utf8.contains(UInt8(ascii: ".")) || (!ambiguous.isEmpty && ambiguous[name] != nil)
  }

  /// `owner.name` when the tree declares a type of that qualified name (`Asset.Colors`, from
  /// `enum Asset { enum Colors { … } }` or an extension of `Asset`).
  func nestedType(_ name: String, in owner: String) -> String? {
    guard nestedTypeNames.contains(name) else { return nil }
    let qualified = owner + "." + name
    return qualifiedTypes[qualified] != nil ? qualified : nil
  }

  /// Whether the bare name `name`, ambiguous among types, is the top-level type of that name
  /// where it is written in code of `selfType` (`nil`: top-level code). Swift finds a nested type
  /// of the enclosing types (and their superclasses) first, so inside `enum Asset { enum Asset
  /// }` or a type nested in it, `Asset` is the nested one: there, and wherever a declaration of
  /// the name is nested in `selfType` or its superclasses, the answer is `false` (the use stays
  /// needs-review).
  func isTopLevelType(_ name: String, from selfType: String?) -> Bool {
    guard let declarations = ambiguous[name], declarations.contains(where: { $0.qualified == name })
    else { return false }
    guard let selfType else { return true }
    // Every type around the code: `selfType`'s own qualified names (it may be written simple,
    // `Label`, for `Asset.Colors.Label`) and its superclasses', each component.
    var enclosing: Set<String> = []
    for type in superclassChain(selfType) {
      enclosing.formUnion(type.split(separator: ".").map(String.init))
      let simple = String(type.split(separator: ".").last ?? Substring(type))
      for declaration in declared[simple] ?? [] {
        enclosing.formUnion(declaration.qualified.split(separator: ".").map(String.init))
      }
    }
    return !declarations.contains { declaration in
      declaration.qualified != name
        && declaration.qualified.split(separator: ".").dropLast().contains {
          enclosing.contains(String($0))
        }
    }
  }

  /// The file of an entry.
  func file(_ number: Int) -> SwiftSourceFile {
    number < treeFiles.count ? treeFiles[number] : added[number - treeFiles.count]
  }

  /// Whether `type` is, or inherits (through classes in the tree) from, one of `bases`.
  func inherits(_ type: String, fromAnyOf bases: Set<String>) -> Bool {
    var seen: Set<String> = []
    var queue = [type]
    while let next = queue.popLast() {
      guard seen.insert(next).inserted else { continue }
      if bases.contains(next) { return true }
      queue.append(contentsOf: types[next]?.inherits ?? [])
    }
    return false
  }

  /// Whether `type` is a UIKit button: a subclass of `UIButton` through classes of the tree, or
  /// a class whose superclass chain leaves the tree (`class Button: ARFlatButton`) and whose own
  /// code calls UIButton's colour API (``presumedButtonBase(_:)`` names that superclass).
  func isButton(_ type: String) -> Bool {
    inherits(type, fromAnyOf: ["UIButton"]) || presumedButtonBase(type) != nil
  }

  /// For a class presumed a button, the first superclass outside the tree.
  func presumedButtonBase(_ type: String) -> String? {
    // Asked for every name called in every body searched for buttons: each type's answer is
    // worked out once (it walks the class's declarations), for this index's declarations.
    presumedBases.value(type) { computePresumedButtonBase(type) }
  }

  private func computePresumedButtonBase(_ type: String) -> String? {
    guard types[type]?.kind == .classType, !inherits(type, fromAnyOf: ["UIButton"]) else {
      return nil
    }
    let chain = superclassChain(type)
    guard let last = chain.last,
      let base = types[last]?.inherits.first ?? (last == type ? nil : last),
      types[base] == nil || types[base]?.isExtensionOnly == true,
      !Self.nonButtonBases.contains(base),
      !Self.nonButtonSuffixes.contains(where: { base.hasSuffix($0) })
    else { return nil }
    let callers: Set<String> = [
      "setTitleColor", "setBackgroundImage", "setBackgroundColor", "setBorderColor", "titleColor",
    ]
    // Calls on the class's own instance (`setTitleColor(…)`, `self.…`, `super.…`): a view
    // controller calling `navigationBar.setBackgroundImage(…)` is not a button (Swiftfin).
    for owner in chain {
      guard let declaration = types[owner]?.declaration else { continue }
      if SwiftEvaluator.calledNames(in: declaration.node, onSelf: true).contains(
        where: callers.contains)
      {
        return base
      }
    }
    return nil
  }

  /// Framework classes that are not buttons (a class deriving from them is never presumed one).
  static let nonButtonBases: Set<String> = [
    "UIView", "UIViewController", "UILabel", "UITableViewCell", "UICollectionViewCell", "NSObject",
    "UIControl", "UITextField", "UITextView", "UIImageView", "UIStackView", "UIScrollView",
  ]

  /// Endings of class names outside the sources that are not buttons (`HostingController`,
  /// `BaseTableViewCell`, `GradientView`), whatever colour calls a subclass makes.
  static let nonButtonSuffixes = ["Controller", "View", "Cell", "Label", "Bar", "Field", "Layer"]

  /// The superclass chain of `type` in the tree (itself first), as far as the tree declares it.
  func superclassChain(_ type: String) -> [String] {
    var chain: [String] = []
    var next: String? = type
    while let name = next, !chain.contains(name) {
      chain.append(name)
      next = types[name]?.inherits.first
    }
    return chain
  }

  // MARK: - Building

  /// One change to the index, read from the syntax of a file (on its own core) and applied in
  /// file order (``apply(_:)``).
  private enum Addition {
    /// A type (not an extension) declared under a simple name.
    case declared(name: String, qualified: String, at: Entry<Syntax>)
    /// A type or an extension of it: its kind (`nil` for an extension) and the names it
    /// inherits, in the order written (a class's first is its superclass).
    case type(
      name: String, qualified: String, kind: TypeInfo.Kind?, inherits: [String], node: Syntax,
      file: Int)
    /// Members of the type `owner` (simple name), declared in `qualified` (its qualified name).
    case property(owner: String, qualified: String, name: String, Entry<PatternBindingSyntax>)
    case method(owner: String, qualified: String, name: String, Entry<FunctionDeclSyntax>)
    case initializer(owner: String, qualified: String, Entry<InitializerDeclSyntax>)
    case enumCase(owner: String, qualified: String, name: String, Entry<EnumCaseElementSyntax>)
    case function(name: String, Entry<FunctionDeclSyntax>)
    case variable(name: String, Entry<PatternBindingSyntax>)
    case typeAlias(name: String, target: String)
  }

  /// Applies `addition` to the tables by simple name and, when it is a nested type's or an
  /// extension spelled qualified (`extension Asset.Colors`), to ``qualifiedTypes``. A top-level
  /// type's is the same under both names, so it goes there only with `onlyQualified`, when its
  /// simple name turned out ambiguous (``init(files:)``): keeping every top-level type twice
  /// made the index's serial part 70 % longer.
  private mutating func apply(_ addition: Addition, onlyQualified: Bool = false) {
    switch addition {
    case .declared(let name, let qualified, let at):
      guard !onlyQualified else { return }
      if !(declared[name] ?? []).contains(where: { $0.qualified == qualified }) {
        declared[name, default: []].append((qualified, at))
      }
    case .type(let name, let qualified, let kind, let inherits, let node, let file):
      func merged(_ existing: TypeInfo?) -> TypeInfo {
        var info = existing ?? TypeInfo(name: name, kind: kind ?? .unknown)
        if let kind {
          info.kind = kind
          info.isExtensionOnly = false
          info.declaration = Entry(node: node, file: file)
        } else if info.declaration == nil {
          info.declaration = Entry(node: node, file: file)
        }
        for (offset, base) in inherits.enumerated() where !info.inherits.contains(base) {
          // A class's superclass is the first name of its own declaration and stays first;
          // conformances (and those extensions add) go after it.
          if kind == .classType, offset == 0 {
            info.inherits.insert(base, at: 0)
          } else {
            info.inherits.append(base)
          }
        }
        return info
      }
      if !onlyQualified { types[name] = merged(types[name]) }
      if onlyQualified || qualified != name {
        nestedTypeNames.insert(name)
        qualifiedTypes[qualified] = merged(qualifiedTypes[qualified])
      }
    case .property(let owner, let qualified, let name, let entry):
      if !onlyQualified { types[owner]?.properties[name, default: []].append(entry) }
      if onlyQualified || qualified != owner {
        qualifiedTypes[qualified]?.properties[name, default: []].append(entry)
      }
    case .method(let owner, let qualified, let name, let entry):
      if !onlyQualified { types[owner]?.functions[name, default: []].append(entry) }
      if onlyQualified || qualified != owner {
        qualifiedTypes[qualified]?.functions[name, default: []].append(entry)
      }
    case .initializer(let owner, let qualified, let entry):
      if !onlyQualified { types[owner]?.initializers.append(entry) }
      if onlyQualified || qualified != owner {
        qualifiedTypes[qualified]?.initializers.append(entry)
      }
    case .enumCase(let owner, let qualified, let name, let entry):
      if !onlyQualified {
        types[owner]?.cases[name] = entry
        if entry.node.parameterClause != nil { payloadCases[name, default: []].insert(owner) }
      }
      if onlyQualified || qualified != owner { qualifiedTypes[qualified]?.cases[name] = entry }
    case .function(let name, let entry):
      guard !onlyQualified else { return }
      functions[name, default: []].append(entry)
    case .variable(let name, let entry):
      guard !onlyQualified else { return }
      variables[name, default: []].append(entry)
    case .typeAlias(let name, let target):
      guard !onlyQualified else { return }
      typeAliases[name, default: []].insert(target)
    }
  }

  /// The type a top-level `typealias` names, followed through aliases of aliases: `nil` for a
  /// name that is no alias, one with two different targets (platform branches read as one), or
  /// a cycle.
  func aliasTarget(_ name: String) -> String? {
    var current = name
    var seen: Set<String> = [name]
    while let targets = typeAliases[current] {
      guard targets.count == 1, let target = targets.first, seen.insert(target).inserted else {
        return nil
      }
      current = target
    }
    return current == name ? nil : current
  }

  /// The qualified name of the type an addition declares, extends or adds a member to.
  private static func qualifiedOwner(of addition: Addition) -> String? {
    switch addition {
    case .type(_, let qualified, _, _, _, _), .property(_, let qualified, _, _),
      .method(_, let qualified, _, _), .initializer(_, let qualified, _),
      .enumCase(_, let qualified, _, _):
      return qualified
    case .declared, .function, .variable, .typeAlias:
      return nil
    }
  }

  /// Reads `decl`, a member of the type `owner` (simple name) when it is not a type, inside
  /// the type whose qualified name is `qualifier` (`nil` at the top level).
  private static func add(
    _ decl: DeclSyntax, file: Int, in owner: String?, qualifier: String?,
    to additions: inout [Addition]
  ) {
    func declare(_ name: String, _ kind: TypeInfo.Kind, _ node: some DeclGroupSyntax) {
      let qualified = qualifier.map { $0 + "." + name } ?? name
      additions.append(
        .declared(name: name, qualified: qualified, at: Entry(node: Syntax(node), file: file)))
      addType(
        name, kind, node.inheritanceClause, node.memberBlock, Syntax(node), file,
        qualified: qualified, to: &additions)
    }
    if let node = decl.as(StructDeclSyntax.self) {
      declare(node.name.text, .structure, node)
    } else if let node = decl.as(ClassDeclSyntax.self) {
      declare(node.name.text, .classType, node)
    } else if let node = decl.as(EnumDeclSyntax.self) {
      declare(node.name.text, .enumeration, node)
    } else if let node = decl.as(ProtocolDeclSyntax.self) {
      declare(node.name.text, .protocolType, node)
    } else if let node = decl.as(ExtensionDeclSyntax.self) {
      let name = lastComponent(of: node.extendedType)
      addType(
        name, nil, node.inheritanceClause, node.memberBlock, Syntax(node), file,
        qualified: qualifiedName(of: node.extendedType), to: &additions)
    } else if let node = decl.as(ActorDeclSyntax.self) {
      declare(node.name.text, .classType, node)
    } else if let node = decl.as(IfConfigDeclSyntax.self) {
      // `#if` blocks: the clause an iOS release build compiles, as the evaluator runs
      // statements (`SwiftEvaluator.activeClause`). Reading every clause kept both of
      // `#if os(macOS) static let accent = …(named: "AccentColor") #else static let accent = …
      // #endif` (NetNewsWire), and lookups took the macOS one.
      for clause in SwiftEvaluator.activeClause(node).map({ [$0] }) ?? [] {
        guard case .decls(let members)? = clause.elements else {
          if case .statements(let items)? = clause.elements {
            for item in items {
              if case .decl(let inner) = item.item {
                add(inner, file: file, in: owner, qualifier: qualifier, to: &additions)
              }
            }
          }
          continue
        }
        for member in members {
          add(member.decl, file: file, in: owner, qualifier: qualifier, to: &additions)
        }
      }
    } else if let owner {
      addMember(decl, file: file, to: owner, qualified: qualifier ?? owner, additions: &additions)
    } else if let node = decl.as(FunctionDeclSyntax.self) {
      additions.append(.function(name: node.name.text, Entry(node: node, file: file)))
    } else if let node = decl.as(VariableDeclSyntax.self) {
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          continue
        }
        additions.append(.variable(name: name, Entry(node: binding, file: file)))
      }
    } else if let node = decl.as(TypeAliasDeclSyntax.self), node.genericParameterClause == nil,
      let target = node.initializer.value.as(IdentifierTypeSyntax.self),
      target.genericArgumentClause == nil
    {
      additions.append(.typeAlias(name: node.name.text, target: target.name.text))
    }
  }

  private static func addType(
    _ name: String, _ kind: TypeInfo.Kind?, _ inheritance: InheritanceClauseSyntax?,
    _ members: MemberBlockSyntax, _ node: Syntax, _ file: Int, qualified: String,
    to additions: inout [Addition]
  ) {
    additions.append(
      .type(
        name: name, qualified: qualified, kind: kind,
        inherits: (inheritance?.inheritedTypes ?? []).map { lastComponent(of: $0.type) },
        node: node, file: file))
    for member in members.members {
      if nestedTypeName(member.decl) != nil {
        add(member.decl, file: file, in: nil, qualifier: qualified, to: &additions)
      } else {
        add(member.decl, file: file, in: name, qualifier: qualified, to: &additions)
      }
    }
  }

  private static func addMember(
    _ decl: DeclSyntax, file: Int, to owner: String, qualified: String,
    additions: inout [Addition]
  ) {
    if let node = decl.as(VariableDeclSyntax.self) {
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          continue
        }
        additions.append(
          .property(
            owner: owner, qualified: qualified, name: name, Entry(node: binding, file: file)))
      }
    } else if let node = decl.as(FunctionDeclSyntax.self) {
      additions.append(
        .method(
          owner: owner, qualified: qualified, name: node.name.text,
          Entry(node: node, file: file)))
    } else if let node = decl.as(InitializerDeclSyntax.self) {
      additions.append(
        .initializer(owner: owner, qualified: qualified, Entry(node: node, file: file)))
    } else if let node = decl.as(EnumCaseDeclSyntax.self) {
      for element in node.elements {
        additions.append(
          .enumCase(
            owner: owner, qualified: qualified, name: element.name.text,
            Entry(node: element, file: file)))
      }
    }
  }

  private static func nestedTypeName(_ decl: DeclSyntax) -> String? {
    if let node = decl.as(StructDeclSyntax.self) { return node.name.text }
    if let node = decl.as(ClassDeclSyntax.self) { return node.name.text }
    if let node = decl.as(EnumDeclSyntax.self) { return node.name.text }
    if let node = decl.as(ExtensionDeclSyntax.self) { return lastComponent(of: node.extendedType) }
    if let node = decl.as(ActorDeclSyntax.self) { return node.name.text }
    return nil
  }

  /// `Foo.Bar` → `Foo.Bar`; `Foo<T>.Bar` → `Foo.Bar`; `Foo?` → `Foo`: the type as written,
  /// without generic arguments.
  static func qualifiedName(of type: TypeSyntax) -> String {
    if let member = type.as(MemberTypeSyntax.self) {
      return qualifiedName(of: member.baseType) + "." + member.name.text
    }
    return lastComponent(of: type)
  }

  /// `Foo.Bar` → `Bar`; `Foo<T>` → `Foo`; `Foo?` → `Foo`.
  static func lastComponent(of type: TypeSyntax) -> String {
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let optional = type.as(OptionalTypeSyntax.self) {
      return lastComponent(of: optional.wrappedType)
    }
    if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return lastComponent(of: optional.wrappedType)
    }
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return lastComponent(of: attributed.baseType)
    }
    return type.trimmedText
  }
}
