import LegibleTokens

/// A complex selector (`[data-theme=dark] .btn:hover`): compounds joined by combinators, the last
/// one the subject, read after Selectors Level 4 §4 with ASCII case folding of names.
struct CSSComplexSelector: Sendable {
  /// The selector as written (whitespace runs collapsed).
  var text: String
  /// The compounds, left to right; the last is the subject.
  var compounds: [CSSCompoundSelector]
  /// The combinator before each compound but the first (`" "`, `">"`, `"+"`, `"~"`).
  var combinators: [String]

  /// The deepest `:is()`/`:not()` nesting read (deeper is an error, not a stack overflow).
  static let maximumDepth = 32

  var subject: CSSCompoundSelector { compounds[compounds.count - 1] }

  /// The type a shadow stylesheet's `:host` stands for: a name no document element has (`§`
  /// is not a name character), so that the page's `button { … }` rules never reach the host.
  static func hostType(_ host: String) -> String { "§host " + host }

  /// The component a shadow stylesheet styles, named after its file (`button.css`,
  /// `gcds-button.css`, `button.styles.ts` → `button`, `gcds-button`, `button`), or after its
  /// folder when the file's name is generic (`button/index.css`).
  static func hostName(ofFile path: String) -> String {
    let parts = path.split(separator: "/")
    let file = parts.last.map(String.init) ?? path
    let stem = String(file.prefix { $0 != "." }).lowercased()
    let generic: Set<String> = ["index", "style", "styles", "main", "component", "shadow", "host"]
    if generic.contains(stem), parts.count > 1 {
      return String(parts[parts.count - 2]).lowercased()
    }
    return stem
  }

  /// The selector without its subject (`[data-theme=dark]`), and the combinator before it.
  var context: (text: String, combinator: String)? {
    guard compounds.count > 1 else { return nil }
    var parts: [String] = []
    for (i, compound) in compounds.dropLast().enumerated() {
      if i > 0 { parts.append(combinators[i - 1] == " " ? " " : " \(combinators[i - 1]) ") }
      parts.append(compound.parts.map(\.text).joined())
    }
    return (parts.joined(), combinators[combinators.count - 1])
  }

  var specificity: CSSSpecificity { compounds.reduce(.zero) { $0 + $1.specificity } }

  /// Parses one selector of a list; `location` places the errors. In a web component's shadow
  /// stylesheet, `host` names the component: `:host` is its element and `:host(X)` that
  /// element matching `X` (CSS Scoping §3.2.1).
  init(parsing source: String, location: FileLocation, host: String? = nil) throws(ImportError) {
    text = source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    var reader = CSSSelectorReader(text: Array(text.unicodeScalars), location: location)
    reader.host = host
    (compounds, combinators) = try reader.complex(depth: 0)
    if let c = reader.peek { throw reader.error("unexpected '\(c)'") }
  }
}

/// Reads selectors scalar by scalar.
private struct CSSSelectorReader {
  let text: [Unicode.Scalar]
  let location: FileLocation
  var index = 0
  /// The web component whose shadow stylesheet this is (``CSSComplexSelector/hostType(_:)``).
  var host: String?

  init(text: [Unicode.Scalar], location: FileLocation) {
    self.text = text
    self.location = location
  }

  var atEnd: Bool { index >= text.count }
  var peek: Unicode.Scalar? { atEnd ? nil : text[index] }

  func error(_ why: String) -> ImportError {
    ImportError(
      .malformedDocument,
      "malformed selector '\(String(String.UnicodeScalarView(text)))': \(why)",
      location: location)
  }

  mutating func skipSpace() -> Bool {
    let start = index
    while let c = peek, c == " " { index += 1 }
    return index > start
  }

  static func isNameScalar(_ c: Unicode.Scalar) -> Bool {
    c.value >= 0x80 || c == "-" || c == "_" || c.properties.isASCIIHexDigit
      || (c.value < 0x80 && c.properties.isAlphabetic) || ("0"..."9").contains(c)
  }

  /// A CSS identifier (escapes decoded), with its spelling.
  mutating func name() throws(ImportError) -> String {
    var out = ""
    while let c = peek {
      if c == "\\" {
        index += 1
        guard let next = peek else { throw error("an escape at the end") }
        var hex = ""
        while let h = peek, h.properties.isASCIIHexDigit, hex.count < 6 {
          hex.unicodeScalars.append(h)
          index += 1
        }
        if hex.isEmpty {
          out.unicodeScalars.append(next)
          index += 1
        } else {
          if peek == " " { index += 1 }
          out.unicodeScalars.append(
            UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}")
        }
        continue
      }
      guard Self.isNameScalar(c) else { break }
      out.unicodeScalars.append(c)
      index += 1
    }
    guard !out.isEmpty else { throw error("a name is missing") }
    return out
  }

  /// The text up to the `)` closing an argument list (nested brackets and strings kept).
  mutating func arguments() throws(ImportError) -> String {
    var depth = 1
    var out = String.UnicodeScalarView()
    var quote: Unicode.Scalar?
    while let c = peek {
      index += 1
      if let q = quote {
        if c == q { quote = nil }
      } else if c == "\"" || c == "'" {
        quote = c
      } else if c == "(" {
        depth += 1
      } else if c == ")" {
        depth -= 1
        if depth == 0 { return String(out) }
      }
      out.append(c)
    }
    throw error("'(' is never closed")
  }

  mutating func complex(depth: Int) throws(ImportError) -> ([CSSCompoundSelector], [String]) {
    var compounds: [CSSCompoundSelector] = []
    var combinators: [String] = []
    _ = skipSpace()
    while !atEnd {
      if !compounds.isEmpty {
        let spaced = skipSpace()
        if atEnd { break }
        if let c = peek, c == ">" || c == "+" || c == "~" {
          index += 1
          combinators.append(String(c))
          _ = skipSpace()
        } else if spaced {
          combinators.append(" ")
        } else {
          throw error("expected a combinator")
        }
      }
      compounds.append(try compound(depth: depth))
    }
    guard !compounds.isEmpty, combinators.count == compounds.count - 1 else {
      throw error(compounds.isEmpty ? "it is empty" : "it ends with a combinator")
    }
    return (compounds, combinators)
  }

  mutating func compound(depth: Int) throws(ImportError) -> CSSCompoundSelector {
    var parts: [(selector: CSSSimpleSelector, text: String)] = []
    while let c = peek, c != " ", c != ">", c != "+", c != "~", c != "," {
      let start = index
      let part = try simple(c, depth: depth)
      let spelled = String(String.UnicodeScalarView(text[start..<index]))
      if let host, part == .type(CSSComplexSelector.hostType(host)) {
        parts.append((part, host))  // `:host` is named after its component
      } else {
        parts.append((part, spelled))
      }
    }
    guard !parts.isEmpty else { throw error("a compound selector is empty") }
    return CSSCompoundSelector(parts: parts)
  }

  mutating func simple(_ c: Unicode.Scalar, depth: Int) throws(ImportError) -> CSSSimpleSelector {
    switch c {
    case ".":
      index += 1
      return .className(try name())
    case "#":
      index += 1
      return .id(try name())
    case "*":
      index += 1
      if peek == "|" { return .unsupported("namespace") }
      return .type("*")
    case "&":
      index += 1
      return .pseudoClass("root")
    case "[":
      index += 1
      return try attribute()
    case ":":
      index += 1
      let element = peek == ":"
      if element { index += 1 }
      let pseudo = try name().lowercased()
      if element || ["before", "after", "first-line", "first-letter"].contains(pseudo) {
        if peek == "(" {
          index += 1
          _ = try arguments()
        }
        return .pseudoElement(pseudo)
      }
      if pseudo == "host", let host {
        let element = (
          selector: CSSSimpleSelector.type(CSSComplexSelector.hostType(host)), text: host
        )
        guard peek == "(" else { return element.selector }
        index += 1
        let inside = try arguments()
        guard let list = try selectorList(inside, depth: depth + 1), list.count == 1 else {
          return .unsupported(":host() with a complex selector")
        }
        return .matchesAny([CSSCompoundSelector(parts: [element] + list[0].parts)], where: false)
      }
      guard peek == "(" else { return .pseudoClass(pseudo) }
      index += 1
      let inside = try arguments()
      switch pseudo {
      case "is", "where", "matches", "-webkit-any", "-moz-any":
        guard let list = try selectorList(inside, depth: depth + 1) else {
          return .unsupported(":\(pseudo)() with a complex selector")
        }
        return .matchesAny(list, where: pseudo == "where")
      case "not":
        guard let list = try selectorList(inside, depth: depth + 1) else {
          return .unsupported(":not() with a complex selector")
        }
        return .matchesNone(list)
      default:
        return .unsupported(":\(pseudo)()")
      }
    default:
      guard Self.isNameScalar(c) else { throw error("unexpected '\(c)'") }
      let type = try name().lowercased()
      if peek == "|" { return .unsupported("namespace") }
      return .type(type)
    }
  }

  /// The compounds of an argument list, or `nil` when one of them is complex.
  mutating func selectorList(_ inside: String, depth: Int) throws(ImportError)
    -> [CSSCompoundSelector]?
  {
    guard depth <= CSSComplexSelector.maximumDepth else {
      throw ImportError(
        .limitExceeded,
        ":is()/:where()/:not() are nested more than \(CSSComplexSelector.maximumDepth) deep",
        location: location)
    }
    var list: [CSSCompoundSelector] = []
    for item in Collector.splitTopLevel(inside, on: ",") {
      var reader = CSSSelectorReader(text: Array(item.unicodeScalars), location: location)
      let (compounds, _) = try reader.complex(depth: depth)
      if let c = reader.peek { throw reader.error("unexpected '\(c)'") }
      guard compounds.count == 1 else { return nil }
      list.append(compounds[0])
    }
    return list
  }

  mutating func attribute() throws(ImportError) -> CSSSimpleSelector {
    _ = skipSpace()
    let attr = try name().lowercased()
    _ = skipSpace()
    guard let c = peek else { throw error("'[' is never closed") }
    if c == "]" {
      index += 1
      return .attribute(name: attr, operator: nil, value: "", caseInsensitive: false)
    }
    var op = ""
    if c != "=" {
      op.unicodeScalars.append(c)
      index += 1
    }
    guard peek == "=", ["", "~", "|", "^", "$", "*"].contains(op) else {
      throw error("bad attribute operator")
    }
    index += 1
    op += "="
    _ = skipSpace()
    var value = ""
    if let q = peek, q == "\"" || q == "'" {
      index += 1
      while let v = peek, v != q {
        value.unicodeScalars.append(v)
        index += 1
      }
      guard peek == q else { throw error("unterminated string") }
      index += 1
    } else {
      value = try name()
    }
    _ = skipSpace()
    var insensitive = false
    if let flag = peek, flag == "i" || flag == "I" || flag == "s" || flag == "S" {
      insensitive = flag == "i" || flag == "I"
      index += 1
      _ = skipSpace()
    }
    guard peek == "]" else { throw error("']' expected") }
    index += 1
    return .attribute(name: attr, operator: op, value: value, caseInsensitive: insensitive)
  }
}
