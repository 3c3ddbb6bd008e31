import LegibleAudit
import LegibleColor

/// What discovery found in token files or stylesheets: audit components with their states and
/// themes, every colour with its `ColorSource`, and notes on what was left out and why.
///
/// `AuditSpec` stays the one model every audit goes through: ``spec(name:)`` turns the result
/// into one, which `legible extract` writes and `legible audit` checks.
public struct DiscoveredComponents: Sendable, Hashable {
  /// The components, in the order found.
  public var components: [ComponentSpec]
  /// The themes, in report order (empty when the sources define none).
  public var themes: [String]
  /// The surfaces the components sit on, by name.
  public var surfaces: [String: ColorValue]
  /// Where each surface colour comes from (a page token, `legible.json`, or the WCAG default).
  public var surfaceSources: [String: ColorSources]
  /// Token files and folders the components' `"{token}"` colours come from.
  public var tokenFiles: [String]
  /// Custom state names the components use that are close to a known one.
  public var customStates: [String]
  /// What was seen and not turned into a component, or turned into one with a doubt.
  public var notes: [DiscoveryNote]
  /// The paths read as one design system each (folders and files joined by the names they
  /// share): a path joined with others is covered by what their system decided.
  public var systems: [[String]] = []

  /// Creates a result.
  public init(
    components: [ComponentSpec] = [], themes: [String] = [], surfaces: [String: ColorValue] = [:],
    surfaceSources: [String: ColorSources] = [:], tokenFiles: [String] = [],
    customStates: [String] = [], notes: [DiscoveryNote] = []
  ) {
    self.components = components
    self.themes = themes
    self.surfaces = surfaces
    self.surfaceSources = surfaceSources
    self.tokenFiles = tokenFiles
    self.customStates = customStates
    self.notes = notes
  }
}

/// A remark of discovery: a token group it could not pair, a state word it read two ways, a
/// preset it would suggest.
public struct DiscoveryNote: Sendable, Hashable, Codable {
  /// What kind of remark.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// Names that look like a control's colours but could not be paired.
    case unpaired
    /// A pairing made with a doubt; the state is marked for review.
    case ambiguous
    /// A preset whose naming the tokens match.
    case suggestedPreset = "suggested-preset"
    /// Something skipped on purpose (a non-colour value, a shadow list, an image).
    case skipped
  }

  /// What kind of remark.
  public var kind: Kind
  /// The remark in words.
  public var message: String
  /// The token or rule it is about.
  public var subject: String?
  /// Where (`file:line`), when known.
  public var location: String?

  /// Creates a note.
  public init(_ kind: Kind, _ message: String, subject: String? = nil, location: String? = nil) {
    self.kind = kind
    self.message = message
    self.subject = subject
    self.location = location
  }
}

extension DiscoveryNote: CustomStringConvertible {
  /// `file:line: kind: subject: message`, leaving out what is unknown.
  public var description: String {
    var text = location.map { $0 + ": " } ?? ""
    text += kind.rawValue + ": "
    if let subject { text += subject + ": " }
    return text + message
  }
}
