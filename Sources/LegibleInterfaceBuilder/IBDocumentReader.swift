// Reads a storyboard or xib with LegibleXML's libxml2 reader (no DTD, no entity, nothing
// fetched) into an IBDocument. Element and attribute names: docs/interface-builder.md §1, checked
// against the corpus files in ../shared/ios/corpus.

import LegibleColor
import LegibleJSON
import LegibleTokens
import LegibleXML

/// Reads Interface Builder documents.
enum IBDocumentReader {
  /// The largest document read (the biggest in the 16-app sample is under 1 MB).
  static let maximumFileSize = 32 << 20
  /// Deepest element nesting accepted; view hierarchies in the sample nest under 60 deep. It
  /// is also libxml2's own limit without `XML_PARSE_HUGE` (LibXML2Context): with a larger value,
  /// libxml2 stopped first, with its own message ("Excessive depth in document: 256 use
  /// XML_PARSE_HUGE option") as a malformed document.
  static let maximumDepth = 256

  /// The document at `path`, or `nil` for a macOS (`MacOSX.Cocoa`) one, which is not read.
  static func read(path: String) throws(ImportError) -> IBDocument? {
    try read(text: text(path: path), path: path)
  }

  /// The text of the document at `path`, within the size limit, as UTF-8.
  static func text(path: String) throws(ImportError) -> String {
    let bytes: [UInt8]
    do {
      bytes = try SizeLimitedFile.bytes(at: path, limit: maximumFileSize)
    } catch {
      let code: ImportError.Code = error == .tooLarge ? .limitExceeded : .unreadableFile
      throw ImportError(
        code,
        SizeLimitedFile.message(
          for: error, limit: maximumFileSize, noSuchFile: "no such file; check the path",
          directory: "this is a directory; a storyboard or xib file was expected",
          limitName: "Interface Builder documents"), location: FileLocation(file: path))
    }
    guard let text = UTF8Text.decoding(bytes) else {
      throw ImportError(
        .malformedDocument,
        "not UTF-8 text (a binary file, or another encoding): storyboards and xibs are UTF-8 "
          + "XML; save it again from Xcode, or leave it out of the paths",
        location: FileLocation(file: path, line: firstInvalidLine(bytes)))
    }
    return text
  }

  /// The root `<document>` element of `text` (named `path` in messages).
  static func root(text: String, path: String) throws(ImportError) -> XMLElement {
    guard !text.allSatisfy(\.isWhitespace) else {
      throw ImportError(
        .malformedDocument, "the file is empty; expected an Interface Builder <document>",
        location: FileLocation(file: path, line: 1))
    }
    // memchr over the bytes: the UTF-8 view's firstIndex(of:) went byte by byte through the
    // collection protocols, a fifth of reading a storyboard after libxml2.
    if let nul = text.utf8Offset(of: 0) {
      throw ImportError(
        .malformedDocument,
        "a NUL byte, which XML does not allow (a binary file named like a storyboard?); save "
          + "it again from Xcode, or leave it out of the paths",
        location: FileLocation(
          file: path, line: text.utf8.prefix(nul).count { $0 == 0x0A } + 1))
    }
    let root: XMLElement
    do {
      root = try XMLReader(maximumDepth: maximumDepth).read(text)
    } catch {
      let location = FileLocation(file: path, line: error.line, column: error.column)
      switch error.problem {
      case .tooDeep(let limit):
        throw ImportError(
          .limitExceeded,
          "elements are nested more than \(limit) deep; Interface Builder documents nest far less",
          location: location)
      case .documentType:
        throw ImportError(
          .malformedDocument,
          "a DOCTYPE declaration: Interface Builder never writes one, and Legible does not read "
            + "DTDs or entities; remove it", location: location)
      case .processingInstruction(let target):
        throw ImportError(
          .malformedDocument,
          "a processing instruction <?\(target) …?>: Interface Builder writes only the <?xml …?> "
            + "declaration; remove it", location: location)
      case .notWellFormed:
        // An error on the last line: the document may have been cut short (a save or copy
        // interrupted), which libxml2's message does not say.
        let atEnd = error.line > text.utf8.count { $0 == 0x0A }
        throw ImportError(
          .malformedDocument,
          "malformed XML: \(error.problem.summary)"
            + (atEnd
              ? "; this is the end of the file, which may be cut short: restore it from version "
                + "control or save it again from Xcode" : ""),
          location: location)
      }
    }
    guard root.name == "document" else {
      throw ImportError(
        .malformedDocument,
        "the root element is <\(root.name)>, not an Interface Builder <document>",
        location: FileLocation(file: path, line: root.line))
    }
    return root
  }

  /// The line (from 1) of the first byte that is not part of valid UTF-8.
  static func firstInvalidLine(_ bytes: [UInt8]) -> Int {
    var line = 1
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): if scalar.count == 1, scalar.first == 0x0A { line += 1 }
      case .error: return line
      case .emptyInput: return line
      }
    }
  }

  /// The document `text` (named `path` in messages).
  static func read(text: String, path: String) throws(ImportError) -> IBDocument? {
    let root = try root(text: text, path: path)
    let type = root[attribute: "type"] ?? ""
    let runtime = root[attribute: "targetRuntime"] ?? ""
    if runtime.hasPrefix("MacOSX") || (type.contains(".Cocoa.") && !type.contains("CocoaTouch")) {
      return nil
    }
    var document = IBDocument(
      path: path, kind: type.contains("Storyboard") ? .storyboard : .xib,
      toolsVersion: root[attribute: "toolsVersion"],
      colorMatched: root[attribute: "colorMatched"] == "YES", line: root.line)
    if document.kind == .storyboard { Self.readSegues(root, into: &document) }
    do {
      try readResources(root, into: &document)
      var walker = Walker(document: document)
      try walker.walk(root)
      document = walker.document
      let outlets = Self.outlets(root)
      if !outlets.isEmpty {
        for number in document.buttons.indices {
          document.buttons[number].outlets = outlets[document.buttons[number].id] ?? []
        }
      }
    } catch {
      throw ImportError(
        error.isCycle ? .aliasCycle : .invalidColorValue, error.message,
        location: FileLocation(file: path, line: error.line))
    }
    return document
  }

  /// Every `<outlet>` and `<outletCollection>` of the document by the id of the object it holds,
  /// with the `customClass` of the object whose `<connections>` it is in.
  static func outlets(_ root: XMLElement) -> [String: [IBButton.Outlet]] {
    var found: [String: [IBButton.Outlet]] = [:]
    var pending = [root]
    while let element = pending.popLast() {
      for child in element.children {
        if child.name == "connections" {
          for connection in child.children
          where connection.name == "outlet" || connection.name == "outletCollection" {
            guard let property = connection[attribute: "property"],
              let destination = connection[attribute: "destination"]
            else { continue }
            found[destination, default: []].append(
              IBButton.Outlet(
                property: property, owner: element[attribute: "customClass"],
                line: connection.line))
          }
        } else if child.name != "resources" {
          pending.append(child)
        }
      }
    }
    return found.mapValues { $0.sorted { $0.line < $1.line } }
  }

  /// The segues, storyboard references, storyboard ids and initial scene of a storyboard.
  static func readSegues(_ root: XMLElement, into document: inout IBDocument) {
    document.initialViewController = root[attribute: "initialViewController"]
    var pending: [(XMLElement, String?)] = [(root, nil)]
    while let (element, controller) = pending.popLast() {
      var controller = controller
      if element.name == "scene" {
        controller = Self.sceneController(element)?[attribute: "id"]
      }
      switch element.name {
      case "segue":
        if let source = controller, let destination = element[attribute: "destination"],
          let kind = element[attribute: "kind"]
        {
          document.segues.append(
            IBSegue(
              source: source, destination: destination, kind: kind,
              style: element[attribute: "modalPresentationStyle"], line: element.line))
        }
      case "viewControllerPlaceholder":
        if let id = element[attribute: "id"] {
          document.placeholders[id] = IBPlaceholder(
            storyboardName: element[attribute: "storyboardName"],
            referencedIdentifier: element[attribute: "referencedIdentifier"])
        }
      default:
        if element[attribute: "sceneMemberID"] == "viewController",
          let id = element[attribute: "id"], let name = element[attribute: "storyboardIdentifier"]
        {
          document.storyboardIDs[name] = id
        }
      }
      for child in element.children.reversed() where child.name != "resources" {
        pending.append((child, controller))
      }
    }
    document.segues.sort { $0.line < $1.line }
  }

  /// The view controller of a storyboard `<scene>`.
  static func sceneController(_ scene: XMLElement) -> XMLElement? {
    scene.children.first(where: { $0.name == "objects" })?.children.first(where: {
      $0[attribute: "sceneMemberID"] == "viewController"
    })
  }

  private static func readResources(_ root: XMLElement, into document: inout IBDocument)
    throws(IBReadProblem)
  {
    for resources in root.children where resources.name == "resources" {
      for entry in resources.children {
        guard let name = entry[attribute: "name"],
          let element = entry.children.first(where: { $0.name == "color" })
        else { continue }
        let color = try IBColor.read(element).get()
        switch entry.name {
        case "namedColor": document.namedColors[name] = color
        case "systemColor": document.systemColors[name] = color
        default: break
        }
      }
    }
    // A snapshot may only be another name (hand-edited or merged files): a loop of them is a
    // document no Xcode writes, refused with the chain rather than read as no colour.
    for start in document.namedColors.keys.sorted() {
      var chain = [start]
      var current = start
      while case .named(let next)? = document.namedColors[current]?.encoding {
        if let loop = chain.firstIndex(of: next) {
          let names = (chain[loop...] + [next]).map { "\"\($0)\"" }.joined(separator: " → ")
          throw IBReadProblem(
            line: document.namedColors[chain[loop]]?.line ?? 1,
            "the <resources> snapshots of named colours name each other in a loop (\(names)); "
              + "set one of these colours again in Interface Builder, or remove the <namedColor> entries",
            isCycle: true)
        }
        chain.append(next)
        current = next
      }
    }
  }

  /// The walk over the element tree: views on the way down, a button where one is met.
  private struct Walker {
    var document: IBDocument
    /// Views from the root to the current element.
    var views: [IBButton.View] = []
    /// The `style` of each table view around the current element (`plain` when absent).
    var tableStyles: [String] = []
    var scene = ""
    var sceneController: String?
    /// The localisation of a copy in `<language>.lproj` other than `Base.lproj` (`fr`,
    /// `pt-BR`): part of each button's scene, so that a translated copy's components are named
    /// for what they are, beside the base copy's.
    let localization: String?

    init(document: IBDocument) {
      self.document = document
      let parts = document.path.split(separator: "/")
      self.scene = parts.last.map(String.init) ?? document.path
      self.localization = Self.localization(folder: parts.dropLast().last.map(String.init))
    }

    /// `fr` for `fr.lproj`; `nil` for `Base.lproj` and any other folder.
    static func localization(folder: String?) -> String? {
      guard let folder, folder.hasSuffix(".lproj"), folder != "Base.lproj" else { return nil }
      let language = String(folder.dropLast(".lproj".count))
      return language.isEmpty ? nil : language
    }

    mutating func walk(_ element: XMLElement) throws(IBReadProblem) {
      switch element.name {
      case "resources": return
      case "scene":
        let saved = (scene, sceneController)
        scene = Self.sceneName(element) ?? saved.0
        sceneController = IBDocumentReader.sceneController(element)?[attribute: "id"]
        try walkChildren(element)
        (scene, sceneController) = saved
        return
      case "button":
        try readButton(element)
        return
      default: break
      }
      if Self.isView(element) {
        var view = try Self.view(element)
        if element.name == "tableView" {
          tableStyles.append(element[attribute: "style"] ?? "plain")
        }
        if element.name == "tableViewCell", view.backgroundColor == nil {
          // A cell that sets no background draws UIKit's default one: the grouped background
          // in a grouped or inset-grouped table, the system background in a plain one
          // (UIBackgroundConfiguration listGroupedCell / listPlainCell).
          let grouped = ["grouped", "insetGrouped"].contains(tableStyles.last ?? "plain")
          let name = grouped ? "secondarySystemGroupedBackgroundColor" : "systemBackgroundColor"
          view.backgroundColor = IBColor(
            key: "backgroundColor", encoding: .system(name), alpha: 1, line: element.line)
          view.defaultBackground =
            "UITableViewCell's default background in a \(grouped ? "grouped" : "plain") table"
            + " (\(name.dropLast("Color".count))): the cell sets none"
        }
        views.append(view)
        try walkChildren(element)
        views.removeLast()
        if element.name == "tableView" { tableStyles.removeLast() }
      } else {
        try walkChildren(element)
      }
    }

    private mutating func walkChildren(_ element: XMLElement) throws(IBReadProblem) {
      for child in element.children {
        if child.name == "subviews" {
          try walkSubviews(child)
        } else {
          try walk(child)
        }
      }
    }

    /// Subviews in order: each button also learns the earlier siblings that overlap it.
    private mutating func walkSubviews(_ subviews: XMLElement) throws(IBReadProblem) {
      var earlier: [IBButton.View] = []
      for child in subviews.children {
        if child.name == "button" {
          try readButton(child)
          if var button = document.buttons.last, let frame = button.frame {
            button.overlappingSiblings = earlier.filter { $0.frame?.overlaps(frame) ?? false }
            document.buttons[document.buttons.count - 1] = button
          }
        } else {
          try walk(child)
        }
        if Self.isView(child) || child.name == "button" { earlier.append(try Self.view(child)) }
      }
    }

    /// A view controller's class, title or identifier, for a component name.
    static func sceneName(_ scene: XMLElement) -> String? {
      guard let controller = IBDocumentReader.sceneController(scene) else { return nil }
      return controller[attribute: "customClass"] ?? controller[attribute: "title"]
        ?? controller[attribute: "storyboardIdentifier"]
        ?? controller[attribute: "id"].map { "\(controller.name) \($0)" }
    }

    static func isView(_ element: XMLElement) -> Bool {
      element[attribute: "id"] != nil
        && element.children.contains { $0.name == "rect" && $0[attribute: "key"] == "frame" }
    }

    static func view(_ element: XMLElement) throws(IBReadProblem) -> IBButton.View {
      var background: IBColor?
      var tint: IBColor?
      var frame: IBRect?
      for child in element.children {
        if child.name == "color", child[attribute: "key"] == "backgroundColor" {
          background = try IBColor.read(child).get()
        }
        if child.name == "color", child[attribute: "key"] == "tintColor" {
          tint = try IBColor.read(child).get()
        }
        if child.name == "rect", child[attribute: "key"] == "frame" { frame = rect(child) }
      }
      return IBButton.View(
        element: element.name, id: element[attribute: "id"],
        customClass: element[attribute: "customClass"], backgroundColor: background,
        tintColor: tint, alpha: element[attribute: "alpha"].flatMap(Double.init) ?? 1, frame: frame,
        line: element.line)
    }

    static func rect(_ element: XMLElement) -> IBRect? {
      guard let x = element[attribute: "x"].flatMap(Double.init),
        let y = element[attribute: "y"].flatMap(Double.init),
        let width = element[attribute: "width"].flatMap(Double.init),
        let height = element[attribute: "height"].flatMap(Double.init)
      else { return nil }
      return IBRect(x: x, y: y, width: width, height: height)
    }

    private mutating func readButton(_ element: XMLElement) throws(IBReadProblem) {
      func flag(_ name: String, default value: Bool) -> Bool {
        element[attribute: name].map { $0 == "YES" } ?? value
      }
      var button = IBButton(
        id: element[attribute: "id"] ?? "line \(element.line)", line: element.line,
        buttonType: element[attribute: "buttonType"] ?? "custom",
        customClass: element[attribute: "customClass"],
        customModule: element[attribute: "customModule"], enabled: flag("enabled", default: true),
        selected: flag("selected", default: false),
        highlighted: flag("highlighted", default: false),
        alpha: element[attribute: "alpha"].flatMap(Double.init) ?? 1,
        scene: localization.map { "\(scene), \($0)" } ?? scene)
      button.sceneController = sceneController
      button.adjustsImageWhenHighlighted = flag("adjustsImageWhenHighlighted", default: true)
      button.adjustsImageWhenDisabled = flag("adjustsImageWhenDisabled", default: true)
      for child in element.children {
        switch child.name {
        case "state":
          guard let key = child[attribute: "key"] else { continue }
          var state = IBButton.State(
            title: child[attribute: "title"], backgroundImage: child[attribute: "backgroundImage"],
            image: child[attribute: "image"], line: child.line)
          for part in child.children {
            if part.name == "color", part[attribute: "key"] == "titleColor" {
              state.titleColor = try IBColor.read(part).get()
            }
            if part.name == "attributedString" {
              state.attributedColors = try Self.attributedColors(part)
              state.hasAttributedTitle = part.children.contains { $0.name == "fragment" }
            }
          }
          button.states[key] = state
        case "color":
          switch child[attribute: "key"] {
          case "backgroundColor": button.backgroundColor = try IBColor.read(child).get()
          case "tintColor": button.tintColor = try IBColor.read(child).get()
          default: break
          }
        case "fontDescription" where child[attribute: "key"] == "fontDescription":
          button.font = IBFont.read(fontDescription: { child[attribute: $0] })
        case "rect" where child[attribute: "key"] == "frame":
          button.frame = Self.rect(child)
        case "accessibility":
          button.accessibilityLabel = child[attribute: "label"]
        case "buttonConfiguration":
          var configuration = IBButton.Configuration(
            style: child[attribute: "style"] ?? "plain", title: child[attribute: "title"],
            line: child.line)
          for part in child.children {
            if part.name == "color" {
              switch part[attribute: "key"] {
              case "baseForegroundColor":
                configuration.baseForeground = try IBColor.read(part).get()
              case "baseBackgroundColor":
                configuration.baseBackground = try IBColor.read(part).get()
              default: break
              }
            }
            if part.name == "fontDescription" {
              configuration.font = IBFont.read(fontDescription: { part[attribute: $0] })
            }
            if part.name == "backgroundConfiguration" {
              configuration.background = try Self.background(part)
            }
          }
          button.configuration = configuration
        case "userDefinedRuntimeAttributes":
          for attribute in child.children where attribute.name == "userDefinedRuntimeAttribute" {
            button.runtimeAttributes.append(try Self.runtimeAttribute(attribute))
          }
        default: break
        }
      }
      button.ancestors = views.reversed()
      document.buttons.append(button)
    }

    /// A configuration's `<backgroundConfiguration>`: its fill, its stroke, and what else it
    /// holds (which Legible does not read).
    static func background(_ element: XMLElement) throws(IBReadProblem) -> IBButton.Background {
      var background = IBButton.Background(
        strokeWidth: element[attribute: "strokeWidth"].flatMap(Double.init) ?? 0,
        line: element.line)
      for child in element.children {
        switch (child.name, child[attribute: "key"]) {
        case ("color", "backgroundColor"):
          background.backgroundColor = try IBColor.read(child).get()
        case ("color", "strokeColor"): background.strokeColor = try IBColor.read(child).get()
        case (let name, let key):
          background.unread.append("<\(name)\(key.map { " key=\"\($0)\"" } ?? "")>")
        }
      }
      return background
    }

    static func attributedColors(_ string: XMLElement) throws(IBReadProblem) -> [IBColor] {
      var colors: [IBColor] = []
      for fragment in string.children where fragment.name == "fragment" {
        for attributes in fragment.children where attributes.name == "attributes" {
          for color in attributes.children
          where color.name == "color" && color[attribute: "key"] == "NSColor" {
            colors.append(try IBColor.read(color).get())
          }
        }
      }
      return colors
    }

    static func runtimeAttribute(_ element: XMLElement) throws(IBReadProblem)
      -> IBButton.RuntimeAttribute
    {
      var attribute = IBButton.RuntimeAttribute(
        keyPath: element[attribute: "keyPath"] ?? "", type: element[attribute: "type"] ?? "",
        line: element.line)
      if let value = element[attribute: "value"] {
        attribute.boolean = value == "YES" ? true : value == "NO" ? false : nil
        attribute.number = Double(value)
        attribute.string = value
      }
      for child in element.children where child[attribute: "key"] == "value" {
        switch child.name {
        case "color": attribute.color = try IBColor.read(child).get()
        case "real", "integer": attribute.number = child[attribute: "value"].flatMap(Double.init)
        case "boolean": attribute.boolean = child[attribute: "value"] == "YES"
        case "string": attribute.string = child[attribute: "value"]
        default: break
        }
      }
      return attribute
    }
  }
}
