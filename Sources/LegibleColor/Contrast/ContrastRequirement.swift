// WCAG 2.2 contrast thresholds (https://www.w3.org/TR/WCAG22/), the one table every part of
// Legible reads them from (the audit checks, the token grid, the reports and the CLI):
// - SC 1.4.3 Contrast (Minimum), AA: text 4.5:1, large-scale text 3:1
//   (https://www.w3.org/TR/WCAG22/#contrast-minimum);
// - SC 1.4.6 Contrast (Enhanced), AAA: text 7:1, large-scale text 4.5:1
//   (https://www.w3.org/TR/WCAG22/#contrast-enhanced);
// - SC 1.4.11 Non-text Contrast, AA: user-interface components and graphics 3:1
//   (https://www.w3.org/TR/WCAG22/#non-text-contrast);
// - SC 2.4.13 Focus Appearance, AAA: focus indicator 3:1
//   (https://www.w3.org/TR/WCAG22/#focus-appearance).
// A ratio meets a threshold when the unrounded value is ≥ it (Understanding 1.4.3: "4.499:1 …
// does not meet the 4.5:1 threshold"; docs/reference/contrast.md §5).

/// A WCAG 2.2 contrast threshold: a success criterion, its level, what it applies to and the
/// minimum ratio.
///
/// The static members are the table Legible's audit, grid, reports and command-line tool read
/// their thresholds from:
///
/// ```swift
/// import LegibleColor
///
/// let required = ContrastRequirement.aaNormalText
/// print(required.minimumRatio, required.isMet(by: 4.499))                  // 4.5 false
/// print(required.isMet(text: .white, background: CSSColor(rgb: 0x0061cd)))   // true
/// print(ContrastRequirement(.largeText, level: .aaa))                       // AAA large text (1.4.6) 4.5:1
/// ```
public struct ContrastRequirement: Sendable, Hashable, Codable, CustomStringConvertible {
  /// A WCAG conformance level.
  public enum Level: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Level AA.
    case aa = "AA"
    /// Level AAA.
    case aaa = "AAA"

    /// AA sorts before AAA.
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs == .aa && rhs == .aaa }
  }

  /// What a threshold applies to.
  public enum Content: String, Sendable, Hashable, Codable, CaseIterable {
    /// Text that is not large-scale.
    case normalText = "normal-text"
    /// Large-scale text (WCAG: 18 pt, or 14 pt bold).
    case largeText = "large-text"
    /// User-interface components, their states and focus indicators, and graphics.
    case nonText = "non-text"
  }

  /// The success criterion, e.g. `1.4.3`.
  public var criterion: String
  /// The criterion's title, e.g. `Contrast (Minimum)`.
  public var criterionTitle: String
  /// The level of the criterion.
  public var level: Level
  /// What the threshold applies to.
  public var content: Content
  /// The minimum ratio; ``isMet(by:)`` compares the unrounded ratio with `>=`.
  public var minimumRatio: Double
  /// A name for people, e.g. `AA normal text`.
  public var name: String

  /// Creates a requirement; the WCAG 2.2 ones are the static members.
  public init(
    criterion: String, criterionTitle: String, level: Level, content: Content,
    minimumRatio: Double, name: String
  ) {
    self.criterion = criterion
    self.criterionTitle = criterionTitle
    self.level = level
    self.content = content
    self.minimumRatio = minimumRatio
    self.name = name
  }

  /// The strictest WCAG 2.2 contrast threshold for `content` at `level`.
  ///
  /// Text at AA is SC 1.4.3 and at AAA SC 1.4.6; non-text content is SC 1.4.11 (3:1) at both
  /// levels, since WCAG has no enhanced non-text contrast. The focus indicator's AAA criterion,
  /// SC 2.4.13, measures a different pair and is ``focusAppearance``.
  public init(_ content: Content, level: Level = .aa) {
    switch (content, level) {
    case (.normalText, .aa): self = .aaNormalText
    case (.largeText, .aa): self = .aaLargeText
    case (.normalText, .aaa): self = .aaaNormalText
    case (.largeText, .aaa): self = .aaaLargeText
    case (.nonText, _): self = .nonText
    }
  }

  /// SC 1.4.3 Contrast (Minimum), normal text: 4.5:1.
  public static let aaNormalText = ContrastRequirement(
    criterion: "1.4.3", criterionTitle: "Contrast (Minimum)", level: .aa, content: .normalText,
    minimumRatio: 4.5, name: "AA normal text")
  /// SC 1.4.3 Contrast (Minimum), large-scale text: 3:1.
  public static let aaLargeText = ContrastRequirement(
    criterion: "1.4.3", criterionTitle: "Contrast (Minimum)", level: .aa, content: .largeText,
    minimumRatio: 3, name: "AA large text")
  /// SC 1.4.6 Contrast (Enhanced), normal text: 7:1.
  public static let aaaNormalText = ContrastRequirement(
    criterion: "1.4.6", criterionTitle: "Contrast (Enhanced)", level: .aaa, content: .normalText,
    minimumRatio: 7, name: "AAA normal text")
  /// SC 1.4.6 Contrast (Enhanced), large-scale text: 4.5:1.
  public static let aaaLargeText = ContrastRequirement(
    criterion: "1.4.6", criterionTitle: "Contrast (Enhanced)", level: .aaa, content: .largeText,
    minimumRatio: 4.5, name: "AAA large text")
  /// SC 1.4.11 Non-text Contrast: user-interface components and graphics, 3:1.
  public static let nonText = ContrastRequirement(
    criterion: "1.4.11", criterionTitle: "Non-text Contrast", level: .aa, content: .nonText,
    minimumRatio: 3, name: "Non-text (UI, graphics)")
  /// SC 2.4.13 Focus Appearance: the focus indicator, 3:1.
  public static let focusAppearance = ContrastRequirement(
    criterion: "2.4.13", criterionTitle: "Focus Appearance", level: .aaa, content: .nonText,
    minimumRatio: 3, name: "AAA focus appearance")

  /// Every WCAG 2.2 contrast threshold, in criterion order (1.4.3, 1.4.6, 1.4.11, 2.4.13).
  public static let all: [ContrastRequirement] = [
    .aaNormalText, .aaLargeText, .aaaNormalText, .aaaLargeText, .nonText, .focusAppearance,
  ]

  /// Whether a ratio meets the threshold: the unrounded ratio compared with `>=`, so 4.499
  /// does not meet 4.5 (Understanding 1.4.3). NaN meets nothing.
  public func isMet(by ratio: Double) -> Bool { ratio >= minimumRatio }

  /// Whether text on a background meets the threshold, compositing translucent colours as
  /// ``WCAG2Contrast/ratio(text:background:backdrop:blend:)`` does.
  ///
  /// - Parameters:
  ///   - text: The foreground colour, possibly translucent.
  ///   - background: The background colour, possibly translucent.
  ///   - backdrop: What lies below a translucent background; white by default.
  ///   - blend: The compositing space; encoded sRGB by default.
  ///   - contrast: The ratio's luminance coefficients; WCAG's by default.
  public func isMet(
    text: CSSColor, background: CSSColor, backdrop: CSSColor = .white,
    blend: BlendSpace = .encodedSRGB, contrast: WCAG2Contrast = WCAG2Contrast()
  ) -> Bool {
    isMet(by: contrast.ratio(text: text, background: background, backdrop: backdrop, blend: blend))
  }

  /// The threshold as people write it, without a needless `.0`: `4.5:1`, `3:1`.
  public var ratioString: String { minimumRatio.plainDescription + ":1" }

  /// `AA normal text (1.4.3) 4.5:1`.
  public var description: String { "\(name) (\(criterion)) \(ratioString)" }
}
