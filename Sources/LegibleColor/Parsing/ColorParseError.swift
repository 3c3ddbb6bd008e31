/// A colour string that could not be parsed: what was expected, and where.
///
/// ``position`` is the 0-based offset, in `Character`s, of the offending token in ``input``;
/// ``description`` quotes the input and names the position 1-based ("at character 8"), as an
/// editor's column would.
public struct ColorParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The kind of problem. Extensible: new codes may be added without breaking clients.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    /// The code's stable identifier, its ``description``.
    private let identifier: String
    private init(_ identifier: String) { self.identifier = identifier }

    /// A character or token that cannot appear here (including text after a complete colour).
    public static var unexpectedCharacter: Self { Self("unexpectedCharacter") }
    /// The input ended before the colour was complete (including the empty string).
    public static var unexpectedEnd: Self { Self("unexpectedEnd") }
    /// A function name that is not a CSS colour function, such as `rgbb(`.
    public static var unknownFunction: Self { Self("unknownFunction") }
    /// An unknown predefined space in `color()`, such as `color(foo 1 2 3)`.
    public static var unknownColorSpace: Self { Self("unknownColorSpace") }
    /// A word that is not a named colour.
    public static var unknownName: Self { Self("unknownName") }
    /// A hex colour with a wrong number of digits or a non-hex digit.
    public static var invalidHex: Self { Self("invalidHex") }
    /// Too few or too many components for the function or space.
    public static var wrongComponentCount: Self { Self("wrongComponentCount") }
    /// A number that is malformed, out of range (infinite), of the wrong kind (a percentage
    /// where only numbers are allowed) or not a number at all (`nan`, `infinity`).
    public static var invalidNumber: Self { Self("invalidNumber") }
    /// Valid CSS that only a document can resolve: `currentcolor`, system colours, `var()`,
    /// `light-dark()`, relative colour syntax (`rgb(from …)`), CSS-wide keywords.
    public static var unresolvable: Self { Self("unresolvable") }
    /// `color(--name …)` naming a custom colour space (ICC profile) that was not registered.
    public static var unknownProfile: Self { Self("unknownProfile") }
    /// Valid CSS that Legible does not evaluate, such as `calc()` inside a colour.
    public static var unsupported: Self { Self("unsupported") }
    /// A custom colour space threw or returned a non-finite colour.
    public static var conversionFailed: Self { Self("conversionFailed") }

    public var description: String { identifier }
  }

  /// What kind of problem this is.
  public var code: Code
  /// The whole input string.
  public var input: String
  /// The 0-based offset, in `Character`s, of the offending token in ``input``.
  public var position: Int
  /// What was expected and how to fix it.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: The kind of problem.
  ///   - input: The whole input string.
  ///   - position: The 0-based `Character` offset of the problem in `input`.
  ///   - message: What was expected and how to fix it.
  public init(code: Code, input: String, position: Int, message: String) {
    self.code = code
    self.input = input
    self.position = position
    self.message = message
  }

  /// `invalid colour "rgb(1 2)" at character 8 (after "rgb(1 2"): expected …`.
  ///
  /// Long inputs are shortened in the quote; ``input`` keeps the whole string.
  public var description: String {
    let characters = Array(input)
    let quoted = Self.shortened(characters[...], keepingEnd: false)
    let location: String
    if position <= 0 {
      location = "at character 1 (at the start)"
    } else {
      let before = characters[..<min(position, characters.count)]
      let context = Self.shortened(before, keepingEnd: true)
      location =
        position >= characters.count
        ? "at the end (after \"\(context)\")"
        : "at character \(position + 1) (after \"\(context)\")"
    }
    return "invalid colour \"\(quoted)\" \(location): \(message)"
  }

  private static let quoteLimit = 60

  private static func shortened(_ text: ArraySlice<Character>, keepingEnd: Bool) -> String {
    if text.count <= quoteLimit { return String(text) }
    let limit = quoteLimit - 1
    return keepingEnd
      ? "…" + String(text.suffix(limit)) : String(text.prefix(limit)) + "…"
  }
}
