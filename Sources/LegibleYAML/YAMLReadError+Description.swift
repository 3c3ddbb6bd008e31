extension YAMLReadError {
  /// What is wrong, in one phrase without the location.
  package var message: String {
    switch problem {
    case .syntax(let problem, let context, let contextLine):
      guard let context, !context.isEmpty else { return problem }
      return "\(problem) (\(context) on line \(contextLine))"
    case .tab:
      return "a tab character where YAML needs spaces"
    case .encoding(let problem):
      return "the bytes are not readable YAML text: \(problem)"
    case .alias(let name):
      return "YAML aliases are not supported in token files (*\(name))"
    case .tag(let tag):
      return "YAML tags are not supported in token files (\(tag))"
    case .multipleDocuments(let firstLine):
      return "a second YAML document (the first starts on line \(firstLine))"
    case .duplicateKey(let key, let firstLine):
      return "the key '\(key)' appears twice in one mapping (first on line \(firstLine))"
    case .complexKey:
      return "a mapping key that is a list or a mapping"
    case .tooDeep(let limit):
      return "lists and mappings are nested more than \(limit) deep"
    case .outOfMemory:
      return "libyaml ran out of memory"
    }
  }

  /// How to fix it, in one phrase.
  package var hint: String {
    switch problem {
    case .syntax(let problem, _, _):
      if problem.contains("mapping values are not allowed") {
        return "quote a value that contains ': ', or fix the indentation"
      }
      if problem.contains("did not find expected key")
        || problem.contains("could not find expected ':'")
      {
        return "check the indentation: the keys of one mapping must line up, each followed by ':'"
      }
      if problem.contains("end of stream") {
        return "close the quote or bracket that is still open"
      }
      return "check the indentation and quoting here; quote values that contain ': ' or ' #'"
    case .tab:
      return "indent with spaces; YAML does not allow tabs in indentation"
    case .encoding:
      return "save the file as UTF-8 text"
    case .alias:
      return "write the value out instead of *name; Theo's {!NAME} aliases are the way to share one"
    case .tag:
      return "remove the tag; values are read as text"
    case .multipleDocuments:
      return "keep one document per file; split the others into files of their own"
    case .duplicateKey:
      return "keep one of them; YAML readers disagree about which one wins"
    case .complexKey:
      return "use a plain name as the key"
    case .tooDeep:
      return "token files nest a few levels; flatten the structure"
    case .outOfMemory:
      return "split the file"
    }
  }

  /// `file:line:column: message; hint`.
  package var summary: String {
    "\(file):\(line):\(column): \(message); \(hint)"
  }
}
