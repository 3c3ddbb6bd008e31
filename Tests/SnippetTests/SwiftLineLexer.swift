/// Splits Swift source, one line at a time, into its comment and its string literals: enough to
/// tell a cited path in a comment or a string from one in code. Multi-line string literals and
/// block comments carry over from line to line; escapes are skipped, and an interpolation counts
/// as part of its string.
struct SwiftLineLexer {
  private var inMultilineString = false
  private var inBlockComment = false

  /// The line's comment text (after `//`, `///` or inside `/* */`; `nil` when the line has none)
  /// and the contents of its string literals.
  mutating func split(_ line: String) -> (comment: String?, strings: [String]) {
    if !inMultilineString && !inBlockComment && !line.contains("\"") && !line.contains("/") {
      return (nil, [])
    }
    let c = Array(line)
    func at(_ index: Int, _ a: Character, _ b: Character, _ d: Character? = nil) -> Bool {
      guard index + 1 < c.count, c[index] == a, c[index + 1] == b else { return false }
      guard let d else { return true }
      return index + 2 < c.count && c[index + 2] == d
    }
    var comment: String?
    var strings: [String] = []
    var i = 0
    while i < c.count {
      if inMultilineString {
        var j = i
        while j < c.count && !at(j, "\"", "\"", "\"") { j += c[j] == "\\" ? 2 : 1 }
        strings.append(String(c[i..<min(j, c.count)]))
        if j >= c.count { break }
        inMultilineString = false
        i = j + 3
      } else if inBlockComment {
        var j = i
        while j < c.count && !at(j, "*", "/") { j += 1 }
        comment = (comment ?? "") + String(c[i..<min(j, c.count)])
        if j >= c.count { break }
        inBlockComment = false
        i = j + 2
      } else if at(i, "/", "/") {
        var j = i
        while j < c.count && c[j] == "/" { j += 1 }
        comment = (comment ?? "") + String(c[j...])
        break
      } else if at(i, "/", "*") {
        inBlockComment = true
        i += 2
      } else if at(i, "\"", "\"", "\"") {
        inMultilineString = true
        i += 3
      } else if c[i] == "\"" {
        var j = i + 1
        while j < c.count && c[j] != "\"" { j += c[j] == "\\" ? 2 : 1 }
        strings.append(String(c[(i + 1)..<min(j, c.count)]))
        i = j + 1
      } else {
        i += 1
      }
    }
    return (comment, strings)
  }
}
