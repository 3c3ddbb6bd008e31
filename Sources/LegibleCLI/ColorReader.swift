import LegibleColor
import LegibleICC

/// Turns command-line colour strings into colours, with the options that affect parsing
/// (`--hex`, `--color-profile`).
struct ColorReader {
  /// Whether 4- and 8-digit hex colours put alpha last (CSS) or first (Android, `--hex argb`).
  var alphaFirst = false
  /// Custom spaces for `color(--name …)`, keyed without the `--`.
  var customSpaces: [String: any CustomColorSpace] = [:]

  /// The parser these settings describe.
  var parser: CSSColorParser {
    CSSColorParser(hexDialect: alphaFirst ? .android : .css, customSpaces: customSpaces)
  }

  /// Parses one colour (any CSS Color 4 syntax, plus `color(--name …)` for added profiles).
  ///
  /// - Throws: A message saying what is wrong with the string, where, and what was expected.
  func color(_ text: String) throws(ColorReadError) -> CSSColor {
    do {
      return try parser.parse(text)
    } catch {
      throw ColorReadError(message: error.description)
    }
  }
}

/// A colour string the CLI could not read.
struct ColorReadError: Error, Sendable {
  /// What is wrong, quoting the input.
  var message: String
}

extension ColorReader {
  /// Adds a profile from `--color-profile NAME=PATH.icc` (NAME with or without the leading `--`).
  ///
  /// - Throws: ``CommandError`` when the value is malformed or the profile cannot be loaded.
  mutating func addProfile(_ value: String) throws(CommandError) {
    guard let equals = value.firstIndex(of: "=") else {
      throw .usage(.invalidValue(value, option: "--color-profile <name=path>", allowed: nil))
    }
    var name = Substring(value[..<equals])
    if name.hasPrefix("--") { name = name.dropFirst(2) }
    let path = String(value[value.index(after: equals)...])
    guard !name.isEmpty, !path.isEmpty else {
      throw .usage(.invalidValue(value, option: "--color-profile <name=path>", allowed: nil))
    }
    do {
      customSpaces[String(name)] = try ICCProfile(contentsOf: path)
    } catch {
      throw .input("--color-profile \(name): \(error)")
    }
  }
}
