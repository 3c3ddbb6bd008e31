// The CSS of a JavaScript or TypeScript module: its `css` tagged template literals
// (ECMAScript 2024 §13.3.11, Tagged Templates). Web components built with Lit keep their shadow
// stylesheet in `export default css\`…\`` (a `*.styles.ts` file); Emotion, styled-components and
// Stencil-era libraries use the same `css` tag. The module is not parsed as a program: a lexer
// finds strings, comments, regular expressions and template literals, and the text of every
// `css\`…\`` is kept at its own line and column while everything else becomes spaces, so that
// the CSS reader's `file:line` points into the module.

import Foundation
import LegibleColor

/// The stylesheets in a JavaScript or TypeScript module's `css\`…\`` templates.
public enum ScriptStylesheet {
  /// The file extensions read as modules (lower-case, without the dot).
  public static let extensions: Set<String> = [
    "js", "mjs", "cjs", "jsx", "ts", "mts", "cts", "tsx",
  ]

  /// The tags whose templates hold a stylesheet: `css` (Lit, Emotion, styled-components), also
  /// as a member (`lit.css`), and the global-stylesheet helpers of styled-components and Emotion.
  static let tags: Set<String> = ["css", "createGlobalStyle", "injectGlobal"]

  /// Whether `path` names a JavaScript or TypeScript module (declaration files `.d.ts` excluded:
  /// they hold types, not templates).
  public static func isScript(_ path: String) -> Bool {
    let lower = path.lowercased()
    guard !lower.hasSuffix(".d.ts"), !lower.hasSuffix(".d.mts"), !lower.hasSuffix(".d.cts") else {
      return false
    }
    return extensions.contains((lower as NSString).pathExtension)
  }

  /// Whether the file at `path` is a stylesheet: a `.css` file, or a module holding a `css`
  /// template outside `node_modules` (another package's code). What folders are searched for
  /// and what the CSS custom-properties importer claims.
  public static func isStylesheet(_ path: String) -> Bool {
    if path.lowercased().hasSuffix(".css") { return true }
    if SassStylesheet.isSass(path) { return true }
    return isScript(path) && !path.contains("/node_modules/") && holdsStylesheet(path)
  }

  /// Why an explicitly named file no importer reads was not read, when it is a module: `""`
  /// otherwise (part of the unrecognised-file message).
  static func unreadModuleNote(_ path: String) -> String {
    isScript(path)
      ? " (a JavaScript or TypeScript module is read only for its css`…` templates, and this"
        + " one has none)" : ""
  }

  /// The text of the stylesheet at `path`: a `.css` file as it is, a module's `css` templates
  /// (``css(in:file:)``; a module without one gives spaces and line breaks only), a Sass file's
  /// compiled CSS (``SassStylesheet/compiled(_:)``; its lines are placed in the Sass sources by
  /// ``SassStylesheet/location(file:line:column:path:)``).
  ///
  /// - Throws: `ImportError` for an unreadable or too large file, an unterminated `css`
  ///   template (with its line and column), or a Sass file Dart Sass cannot compile.
  public static func text(ofStylesheet path: String) throws(ImportError) -> String {
    if SassStylesheet.isSass(path) { return try SassStylesheet.compiled(path).css }
    let text = try TokenLoader.readText(path)
    guard isScript(path) else { return text }
    return try css(in: text, file: path) ?? ""
  }

  /// Whether the module at `path` holds at least one `css` template (an unterminated one counts,
  /// so that reading it reports the error; an unreadable or too large module found in a folder
  /// is not taken for a stylesheet).
  static func holdsStylesheet(_ path: String) -> Bool {
    guard let text = try? TokenLoader.readText(path) else { return false }
    guard text.utf8.contains(UInt8(ascii: "`")) else { return false }
    do { return try css(in: text, file: path) != nil } catch { return true }
  }

  /// The CSS of the module's `css` templates, each at its own line and column, everything else
  /// replaced by spaces (line breaks kept); `${…}` substitutions inside a template become spaces
  /// too (a value built at run time is not known). `nil` when the module holds no `css` template.
  ///
  /// - Throws: `ImportError` (`malformedDocument`) for a `css` template that is never closed, at
  ///   its opening backtick.
  public static func css(in text: String, file: String) throws(ImportError) -> String? {
    var lexer = Lexer(bytes: Array(text.utf8), file: file)
    try lexer.code(untilBrace: false)
    guard lexer.found else { return nil }
    return String(decoding: lexer.output, as: UTF8.self)
  }
}

/// A lexer over a module's bytes that copies the `css` templates' text into `output`.
private struct Lexer {
  let bytes: [UInt8]
  let file: String
  var output: [UInt8]
  var index = 0
  var line = 1
  var column = 1
  var found = false
  /// How deep substitutions nest (bounded: deeper input is an error, not a stack overflow).
  var depth = 0
  static let maximumDepth = 256
  /// The last significant token: whether a `/` there starts a regular expression, and the
  /// identifier before a backtick (the template's tag).
  var previous: Previous = .operator
  var identifier: [UInt8] = []

  enum Previous { case `operator`, identifier, value }

  init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
    // Line breaks are kept so that lines and columns stay those of the module.
    output = bytes.map { $0 == 0x0A || $0 == 0x0D ? $0 : 0x20 }
  }

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }
  func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  mutating func advance() {
    let b = bytes[index]
    index += 1
    TextPosition.advance(&line, &column, past: b)
  }

  static func isIdentifierByte(_ b: UInt8) -> Bool {
    b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || b >= 0x80
      || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
      || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
      || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
  }

  /// Keywords after which `/` starts a regular expression rather than a division.
  static let regexKeywords: Set<String> = [
    "return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void", "throw",
    "yield", "await", "instanceof",
  ]

  /// Code, up to the end of the module or (in a substitution) the `}` that closes it.
  mutating func code(untilBrace: Bool) throws(ImportError) {
    var braces = 0
    while let b = current {
      switch b {
      case UInt8(ascii: "'"), UInt8(ascii: "\""):
        string(b)
        previous = .value
      case UInt8(ascii: "`"):
        let tagged =
          previous == .identifier
          && ScriptStylesheet.tags.contains(String(decoding: identifier, as: UTF8.self))
        try template(css: tagged && !insideCSS)
        previous = .value
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
        while let c = current, c != 0x0A { advance() }
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        advance()
        advance()
        while current != nil, !(current == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
          advance()
        }
        if current != nil {
          advance()
          advance()
        }
      case UInt8(ascii: "/"):
        if previous == .operator {
          regularExpression()
          previous = .value
        } else {
          advance()
          previous = .operator
        }
      case UInt8(ascii: "{"):
        braces += 1
        advance()
        previous = .operator
      case UInt8(ascii: "}"):
        if untilBrace && braces == 0 {
          advance()
          return
        }
        braces -= 1
        advance()
        previous = .operator
      case UInt8(ascii: ")"), UInt8(ascii: "]"):
        advance()
        previous = .value
      case UInt8(ascii: "."):
        // A member access keeps the tag's own name (`lit.css`): the identifier after the dot.
        advance()
        previous = .operator
      case 0x20, 0x09, 0x0A, 0x0D:
        advance()
      default:
        if Self.isIdentifierByte(b) {
          let start = index
          while let c = current, Self.isIdentifierByte(c) { advance() }
          identifier = Array(bytes[start..<index])
          let word = String(decoding: identifier, as: UTF8.self)
          let first = identifier[0]
          let isNumber = first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")
          previous =
            !isNumber && Self.regexKeywords.contains(word)
            ? .operator : isNumber ? .value : .identifier
        } else {
          advance()
          previous = .operator
        }
      }
    }
  }

  /// Whether the lexer is inside a substitution of a `css` template (a `css` template nested
  /// there is part of a value built at run time, not a stylesheet of its own).
  var insideCSS = false

  /// A quoted string. A string that reaches a line break unclosed was not one (an apostrophe in
  /// JSX text): the quote alone is skipped.
  mutating func string(_ quote: UInt8) {
    let (start, startLine, startColumn) = (index, line, column)
    advance()
    while let b = current {
      if b == quote {
        advance()
        return
      }
      if b == 0x0A || b == 0x0D { break }
      if b == UInt8(ascii: "\\") {
        advance()
        if current != nil { advance() }
        continue
      }
      advance()
    }
    (index, line, column) = (start, startLine, startColumn)
    advance()
  }

  /// A regular expression literal (`[...]` classes and escapes read); one that reaches a line
  /// break unclosed was a division: the slash alone is skipped.
  mutating func regularExpression() {
    let (start, startLine, startColumn) = (index, line, column)
    advance()
    var inClass = false
    while let b = current {
      if b == 0x0A || b == 0x0D { break }
      if b == UInt8(ascii: "\\") {
        advance()
        if current != nil { advance() }
        continue
      }
      if b == UInt8(ascii: "[") { inClass = true }
      if b == UInt8(ascii: "]") { inClass = false }
      if b == UInt8(ascii: "/") && !inClass {
        advance()
        while let c = current, Self.isIdentifierByte(c) { advance() }
        return
      }
      advance()
    }
    (index, line, column) = (start, startLine, startColumn)
    advance()
  }

  /// A template literal from its opening backtick; with `css`, its text is copied.
  mutating func template(css: Bool) throws(ImportError) {
    let (startLine, startColumn) = (line, column)
    if css { found = true }
    advance()
    while let b = current {
      if b == UInt8(ascii: "`") {
        advance()
        return
      }
      if b == UInt8(ascii: "\\") {
        // An escaped character: kept in the CSS (`\2014` in `content`), but an escaped
        // backtick or dollar is not CSS.
        let next = peek(1)
        if css, next != UInt8(ascii: "`"), next != UInt8(ascii: "$") {
          output[index] = b
          if let next, next != 0x0A, next != 0x0D { output[index + 1] = next }
        }
        advance()
        if current != nil { advance() }
        continue
      }
      if b == UInt8(ascii: "$"), peek(1) == UInt8(ascii: "{") {
        advance()
        advance()
        guard depth < Self.maximumDepth else {
          throw ImportError(
            .limitExceeded,
            "template substitutions nest deeper than \(Self.maximumDepth) levels",
            location: FileLocation(file: file, line: line, column: column))
        }
        depth += 1
        let outer = insideCSS
        insideCSS = insideCSS || css
        previous = .operator
        try code(untilBrace: true)
        insideCSS = outer
        depth -= 1
        continue
      }
      if css { output[index] = b }
      advance()
    }
    if css {
      throw ImportError(
        .malformedDocument,
        "unterminated css`…` template literal (no closing backtick); close it, or check for an"
          + " unescaped backtick inside it",
        location: FileLocation(file: file, line: startLine, column: startColumn))
    }
  }
}
