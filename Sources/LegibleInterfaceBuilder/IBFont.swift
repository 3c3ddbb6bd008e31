// `<fontDescription>` and attributed-title `<font>` (docs/interface-builder.md §6): the size and
// weight the large-text rule needs. Text styles have their default sizes (Large (default)
// Dynamic Type setting, measured with UIFont.preferredFont: gist.github.com/zacwest/
// 916d31da5d03405809c4); they grow with the user's setting.

import LegibleAudit

/// A button's font as Interface Builder stores it.
package struct IBFont: Sendable, Hashable {
  /// Points (for a text style, its size at the default Dynamic Type setting).
  package var size: Double?
  /// CSS weight (400 regular, 600 semibold, 700 bold).
  package var weight: Double
  /// The text style (`UICTFontTextStyleBody`), when the font is one.
  package var textStyle: String?
  /// How it was read, for the report (`system 16 medium`, `text style Body (17 pt by default)`).
  package var described: String

  /// Default sizes and weights of the text styles (points, CSS weight).
  static let textStyles: [String: (Double, Double)] = [
    "UICTFontTextStyleTitle0": (34, 400), "UICTFontTextStyleTitle1": (28, 400),
    "UICTFontTextStyleTitle2": (22, 400), "UICTFontTextStyleTitle3": (20, 400),
    "UICTFontTextStyleHeadline": (17, 600), "UICTFontTextStyleBody": (17, 400),
    "UICTFontTextStyleCallout": (16, 400), "UICTFontTextStyleSubhead": (15, 400),
    "UICTFontTextStyleFootnote": (13, 400), "UICTFontTextStyleCaption1": (12, 400),
    "UICTFontTextStyleCaption2": (11, 400),
  ]

  /// UIKit's weight names (`UIFont.Weight`) on the CSS scale.
  static let weights: [String: Double] = [
    "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
    "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
  ]

  /// A `<fontDescription>`: `type="system|boldSystem|italicSystem" weight="…" pointSize="…"`,
  /// `style="UICTFontTextStyle…"`, or a named font (`name="…" family="…" pointSize="…"`).
  static func read(fontDescription attributes: (String) -> String?) -> IBFont? {
    if let style = attributes("style") {
      let short = style.replacingPrefix("UICTFontTextStyle")
      guard let (size, weight) = textStyles[style] else {
        return IBFont(size: nil, weight: 400, textStyle: style, described: "text style \(short)")
      }
      return IBFont(
        size: size, weight: weight, textStyle: style,
        described: "text style \(short) (\(Self.number(size)) pt at the default Dynamic Type size)")
    }
    // A size outside the audit spec's 0 < size < 10,000 (`1e90`, `inf`, `-3`, `0`: a damaged
    // file) is unknown, never a size that makes the text count as large: the font is read
    // without it (and the spec stays valid).
    let written = attributes("pointSize")
    let size = written.flatMap(Double.init).flatMap { $0 > 0 && $0 < 10_000 ? $0 : nil }
    var sizeText = size.map { " \(Self.number($0)) pt" } ?? ""
    if let written, size == nil {
      sizeText = " (pointSize \"\(written.prefix(40))\" is not a size: unknown)"
    }
    if let type = attributes("type") {
      var weight = attributes("weight").flatMap { weights[$0] } ?? 400
      if type == "boldSystem" { weight = 700 }
      let weightName = attributes("weight") ?? (type == "boldSystem" ? "bold" : "regular")
      return IBFont(size: size, weight: weight, described: "\(type)\(sizeText) \(weightName)")
    }
    if let name = attributes("name") {
      return IBFont(size: size, weight: weight(ofFontNamed: name), described: name + sizeText)
    }
    return written == nil ? nil : IBFont(size: size, weight: 400, described: "font\(sizeText)")
  }

  /// A named font's weight from its name (`Avenir-Heavy` 800, `…DemiBold` 600), 400 otherwise.
  static func weight(ofFontNamed name: String) -> Double {
    let lower = name.lowercased()
    for (word, weight) in [
      ("black", 900.0), ("heavy", 800), ("extrabold", 800), ("semibold", 600), ("demibold", 600),
      ("bold", 700), ("demi", 600), ("medium", 500), ("light", 300), ("thin", 200),
    ] where lower.contains(word) {
      return weight
    }
    return 400
  }

  var spec: FontSpec { FontSpec(size: size, weight: weight) }

  /// `17`, `17.5`; a whole number beyond what an `Int` holds exactly is written as a `Double`.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

extension String {
  fileprivate func replacingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}
