internal import CLittleCMS

/// An ICC profile that cannot be read or used, with what went wrong, where, and how to fix it.
///
/// LittleCMS's own diagnostics are captured (never printed) and kept in ``underlyingMessages``.
public struct ColorManagementError: Error, Sendable, CustomStringConvertible {
  /// The kind of failure. New codes may be added without breaking exhaustive `switch`es.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    /// The code's stable identifier, its ``description``.
    private let identifier: String
    private init(_ identifier: String) { self.identifier = identifier }

    /// The file is missing, is a directory, or cannot be read.
    public static var unreadableFile: Self { Self("unreadable file") }
    /// The data lacks the ICC header signature `acsp` (for example a PNG or a text file).
    public static var notAnICCProfile: Self { Self("not an ICC profile") }
    /// The data claims to be an ICC profile but is truncated or structurally broken.
    public static var damagedProfile: Self { Self("damaged profile") }
    /// A valid profile Legible cannot convert from (device link, abstract, named colour,
    /// output-only, or an unsupported data colour space).
    public static var unsupportedProfile: Self { Self("unsupported profile") }
    /// LittleCMS failed to build the conversion.
    public static var transformFailed: Self { Self("transform failed") }
    /// A colour was given with a number of components the profile does not take.
    public static var wrongComponentCount: Self { Self("wrong component count") }

    public var description: String { identifier }
  }

  /// The kind of failure.
  public var code: Code
  /// What went wrong and how to fix it.
  public var message: String
  /// The file path, or the name given to in-memory data; `nil` when there is none.
  public var location: String?
  /// The messages LittleCMS logged while failing, each prefixed with its lcms error code.
  public var underlyingMessages: [String]

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: The kind of failure.
  ///   - message: What went wrong and how to fix it.
  ///   - location: The file path or data name.
  ///   - underlyingMessages: Diagnostics LittleCMS logged.
  public init(
    code: Code, message: String, location: String? = nil, underlyingMessages: [String] = []
  ) {
    self.code = code
    self.message = message
    self.location = location
    self.underlyingMessages = underlyingMessages
  }

  /// `location: error: message (LittleCMS: …)`, on one line.
  public var description: String {
    var text = (location.map { "\($0): " } ?? "") + "error: " + message
    if !underlyingMessages.isEmpty {
      text += " (LittleCMS: " + underlyingMessages.joined(separator: "; ") + ")"
    }
    return text
  }
}
