// Help text in swift-argument-parser's shape: OVERVIEW, USAGE, ARGUMENTS, OPTIONS (+ sections).

extension CommandSpec {
  /// The column where help text starts (two spaces of indent plus the widest synopsis).
  private static let helpColumn = 26

  /// The full `--help` text, ending with a newline.
  var helpText: String {
    var lines = ["OVERVIEW: \(overview ?? abstract)", "", "USAGE: \(usage)", ""]
    if !arguments.isEmpty {
      lines.append("ARGUMENTS:")
      for argument in arguments {
        lines.append(contentsOf: Self.row("<\(argument.name)>", argument.help))
      }
      lines.append("")
    }
    lines.append("OPTIONS:")
    for option in allOptions {
      var label = option.names.reversed().joined(separator: ", ")
      if let valueName = option.valueName { label += " <\(valueName)>" }
      var text = option.help
      if let allowed = option.allowedValues, option.defaultValue != nil || !text.isEmpty {
        text += " (\(allowed.joined(separator: " | "))"
        text += option.defaultValue.map { "; default: \($0))" } ?? ")"
      } else if let defaultValue = option.defaultValue {
        text += " (default: \(defaultValue))"
      }
      lines.append(contentsOf: Self.row(label, text))
    }
    for section in sections {
      lines.append("")
      if !section.title.isEmpty { lines.append("\(section.title):") }
      lines.append(contentsOf: section.lines.map { "  " + $0 })
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The text of a usage error, ending with a newline.
  func errorText(_ error: UsageError) -> String {
    "Error: \(error.message)\nUsage: \(usage)\n  See '\(name) --help' for more information.\n"
  }

  /// One help row; a label too wide for the column gets its text on the next line.
  static func row(_ label: String, _ text: String) -> [String] {
    let head = "  " + label
    if head.count + 2 > helpColumn {
      return [head, String(repeating: " ", count: helpColumn) + text]
    }
    return [head + String(repeating: " ", count: helpColumn - head.count) + text]
  }
}
