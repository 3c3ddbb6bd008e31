/// The byte scanner behind ``SwiftParseBound``: one pass, no recursion.
struct SwiftParseBoundScanner {
  /// An open bracket, or an interpolation `\(` inside a string (whose `)` returns to the string).
  struct Open {
    var byte: UInt8
    var line: Int
    /// For an interpolation, the string it returns to.
    var string: StringForm?
    /// Unclosed `<` since this bracket opened (commas inside them do not end a `[` element).
    var angles = 0
  }

  /// A string literal's delimiters: `#` count and whether it is `"""`.
  struct StringForm {
    var hashes: Int
    var multiline: Bool
  }

  let bytes: UnsafeBufferPointer<UInt8>
  let budget: Int
  var index = 0
  var line = 1
  var stack: [Open] = []
  /// Brackets below this index can no longer be reached by a lookahead (a token that ends a type
  /// came after them).
  var firstLive = 0
  /// Open `[` at or above `firstLive`.
  var liveSquares = 0
  /// Unclosed `<` since the last token that ends a type.
  var liveAngles = 0
  /// Attributes in the current run (`@a(…) @b public @c …`), 0 outside one; the brackets they
  /// are in, and the line of the first.
  var attributes = 0
  var attributeDepth = 0
  var attributeLine = 0
  var steps = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    budget = SwiftParseBound.allowance + SwiftParseBound.stepsPerByte * bytes.count
  }

  func byte(at offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  mutating func run() -> SwiftParseBound.Excess? {
    while index < bytes.count {
      let b = bytes[index]
      switch b {
      case 0x0A:
        line += 1
        index += 1
      case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
        index += 1
      case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
      case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "*"):
        skipBlockComment()
      case UInt8(ascii: "\""):
        if let excess = count(typeLike: false) { return excess }
        if let excess = string(StringForm(hashes: 0, multiline: false)) { return excess }
      case UInt8(ascii: "#"):
        var hashes = 0
        while byte(at: hashes) == UInt8(ascii: "#") { hashes += 1 }
        if let excess = count(typeLike: false) { return excess }
        if byte(at: hashes) == UInt8(ascii: "\"") {
          index += hashes
          if let excess = string(StringForm(hashes: hashes, multiline: false)) { return excess }
        } else {
          index += hashes
        }
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        if stack.count >= SwiftParseBound.maximumDepth { return .depth(line: line) }
        stack.append(Open(byte: b, line: line))
        if b == UInt8(ascii: "[") { liveSquares += 1 }
        let typeLike = b != UInt8(ascii: "{")
        if let excess = count(typeLike: typeLike, attribute: typeLike, depth: stack.count - 1) {
          return excess
        }
        index += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        let typeLike = b != UInt8(ascii: "}")
        if let excess = count(typeLike: typeLike, attribute: typeLike) { return excess }
        index += 1
        if let form = close(b) {
          if let excess = string(form, resuming: true) { return excess }
        }
      case UInt8(ascii: ","):
        // A `,` ends a `[`'s element (an array literal's), unless inside `(` or `<…>`.
        let top = stack.last
        let inList = top.map { $0.byte == UInt8(ascii: "(") || $0.angles > 0 } ?? false
        if let excess = count(typeLike: inList) { return excess }
        index += 1
      case UInt8(ascii: "`"):
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 0x0A {
          index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
        if let excess = count(typeLike: true, attribute: true) { return excess }
      case UInt8(ascii: "@"):
        if attributes > 0, stack.count == attributeDepth {
          attributes += 1
        } else {
          attributes = 1
          attributeDepth = stack.count
          attributeLine = line
        }
        if let excess = count(typeLike: true, attribute: true) { return excess }
        index += 1
      case UInt8(ascii: ":"):
        if let excess = count(typeLike: true) { return excess }
        index += 1
      default:
        if Self.isOperator(b) {
          if let excess = operatorRun() { return excess }
        } else if Self.isIdentifier(b) {
          while index < bytes.count, Self.isIdentifier(bytes[index]) { index += 1 }
          if let excess = count(typeLike: true, attribute: true) { return excess }
        } else {
          // `;`, `\`, and anything else: not part of a type.
          if let excess = count(typeLike: false) { return excess }
          index += 1
        }
      }
    }
    return nil
  }

  /// Counts one token's lookahead steps, `depth` brackets in (for an opening bracket, outside
  /// it). A token that is not type-like ends every open bracket's lookahead; one that is not
  /// `attribute`-like (a name, `.`, `@`, a bracket), met outside the brackets of an attribute
  /// run, ends the run.
  mutating func count(typeLike: Bool, attribute: Bool = false, depth: Int? = nil)
    -> SwiftParseBound.Excess?
  {
    if attributes > 0 {
      let at = depth ?? stack.count
      if at < attributeDepth || (at == attributeDepth && !attribute) { attributes = 0 }
    }
    let weight = liveSquares >= 40 ? Int.max / 4 : 1 << liveSquares
    // Each attribute of the run so far rereads this token (twice the cost of a `[` step).
    let attributeWeight = 2 * attributes
    steps = steps > Int.max / 2 ? steps : steps + weight + attributeWeight
    if steps > budget {
      if attributeWeight >= weight {
        return .attributeRun(line: attributeLine, count: attributes, steps: steps)
      }
      let start = stack[firstLive...].first { $0.byte == UInt8(ascii: "[") }?.line ?? line
      return .squareRun(line: start, depth: liveSquares, steps: steps)
    }
    if !typeLike {
      firstLive = stack.count
      liveSquares = 0
      liveAngles = 0
    }
    return nil
  }

  /// Closes the innermost bracket `closer` matches (an unmatched closer closes nothing); returns
  /// the string to resume when it closes an interpolation.
  mutating func close(_ closer: UInt8) -> StringForm? {
    let opener: UInt8 =
      switch closer {
      case UInt8(ascii: ")"): UInt8(ascii: "(")
      case UInt8(ascii: "]"): UInt8(ascii: "[")
      default: UInt8(ascii: "{")
      }
    // Never past an interpolation's own `(`: its string must resume.
    var match: Int?
    for position in stack.indices.reversed() {
      if stack[position].byte == opener {
        match = position
        break
      }
      if stack[position].string != nil { break }
    }
    guard let match else { return nil }
    let form = stack[match].string
    for position in match..<stack.count
    where position >= firstLive && stack[position].byte == UInt8(ascii: "[") {
      liveSquares -= 1
    }
    stack.removeSubrange(match...)
    firstLive = min(firstLive, stack.count)
    return form
  }

  /// A run of operator characters: type-like when made only of `. < > ? ! & - ~` (`->`,
  /// `...`, `?`, `A & B`, `>>` closing generics); a run of only `<` and `>` opens and closes
  /// generic arguments (`..<` does not).
  mutating func operatorRun() -> SwiftParseBound.Excess? {
    var typeLike = true
    var opened = 0
    var onlyAngles = true
    while index < bytes.count, Self.isOperator(bytes[index]) {
      let b = bytes[index]
      if b == UInt8(ascii: "/"), let next = byte(at: 1),
        next == UInt8(ascii: "/") || next == UInt8(ascii: "*")
      {
        break
      }
      switch b {
      case UInt8(ascii: "<"): opened += 1
      case UInt8(ascii: ">"): opened -= 1
      case UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"),
        UInt8(ascii: "-"), UInt8(ascii: "~"):
        onlyAngles = false
      default:
        typeLike = false
        onlyAngles = false
      }
      index += 1
    }
    if let excess = count(typeLike: typeLike, attribute: typeLike) { return excess }
    guard typeLike, onlyAngles else { return nil }
    liveAngles = max(0, liveAngles + opened)
    if !stack.isEmpty {
      stack[stack.count - 1].angles = max(0, stack[stack.count - 1].angles + opened)
    }
    return liveAngles > SwiftParseBound.maximumAngles ? .angles(line: line) : nil
  }

  /// Skips a string literal from its opening quote (or, `resuming`, from after an
  /// interpolation's `)`), up to its closing delimiter or an interpolation `\(`, which is pushed
  /// and scanned as code.
  mutating func string(_ start: StringForm, resuming: Bool = false) -> SwiftParseBound.Excess? {
    var form = start
    if !resuming {
      if byte(at: 1) == UInt8(ascii: "\""), byte(at: 2) == UInt8(ascii: "\"") {
        form.multiline = true
        index += 3
      } else {
        index += 1
      }
    }
    while index < bytes.count {
      let b = bytes[index]
      if b == 0x0A {
        line += 1
        index += 1
        if !form.multiline { return nil }  // an unterminated single-line string ends here
        continue
      }
      if b == UInt8(ascii: "\\") {
        var hashes = 0
        while byte(at: 1 + hashes) == UInt8(ascii: "#") { hashes += 1 }
        if hashes == form.hashes {
          let escaped = byte(at: 1 + hashes)
          index += 1 + hashes
          if escaped == UInt8(ascii: "(") {
            if stack.count >= SwiftParseBound.maximumDepth { return .depth(line: line) }
            stack.append(Open(byte: UInt8(ascii: "("), line: line, string: form))
            index += 1
            return nil
          }
          if let escaped, escaped != 0x0A { index += 1 }
          continue
        }
        index += 1
        continue
      }
      if b == UInt8(ascii: "\"") {
        let quotes = form.multiline ? 3 : 1
        var closes = true
        for offset in 0..<quotes where byte(at: offset) != UInt8(ascii: "\"") { closes = false }
        for offset in 0..<form.hashes where byte(at: quotes + offset) != UInt8(ascii: "#") {
          closes = false
        }
        if closes {
          index += quotes + form.hashes
          return nil
        }
      }
      index += 1
    }
    return nil
  }

  /// Skips a `/* … */` comment, nested ones included, counting lines.
  mutating func skipBlockComment() {
    var depth = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), byte(at: 1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), byte(at: 1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        if bytes[index] == 0x0A { line += 1 }
        index += 1
      }
    }
  }

  static func isOperator(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"),
      UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
      UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
      true
    default: false
    }
  }

  /// Letters, digits, `_`, `$` and every non-ASCII byte (Swift identifiers and numbers).
  static func isIdentifier(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
      true
    default: false
    }
  }
}
