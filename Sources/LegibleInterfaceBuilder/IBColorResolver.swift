// Converts Interface Builder colours to sRGB exactly (docs/interface-builder.md §2,
// docs/reference/generic-rgb.md):
// - custom sRGB, extendedSRGB: sRGB (extended values kept until the gamut check);
//   displayP3: Display P3; linearSRGB / extendedLinearSRGB: linear sRGB; adobeRGB1998: A98 RGB;
//   deviceRGB: sRGB, as iOS draws device RGB.
// - calibratedRGB: Apple Generic RGB (P22 primaries, D65, gamma 1.8), calibratedWhite: Generic
//   Gray gamma 1.8, both through LittleCMS profiles built from those parameters;
//   genericGamma22GrayColorSpace and deviceWhite: grey with a 2.2 power curve.
// - systemColor / cocoaTouchSystemColor: AppleSystemColors, light and dark; the document's
//   `<resources>` snapshot only when the table has no entry.
// - name: the asset catalogs read with the document, every appearance a theme; the snapshot
//   only when no catalog has it.
// Out of the sRGB gamut after conversion: clamped, and the state is marked for review.

import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleICC
import LegibleTokens

/// Resolves the colours of one document.
package struct IBColorResolver {
  package let document: IBDocument
  package let assets: AssetColorTable

  package init(document: IBDocument, assets: AssetColorTable) {
    self.document = document
    self.assets = assets
  }

  /// A colour in sRGB with where it came from and what a reader should know.
  package struct Resolved {
    package var color: CSSColor
    package var source: ColorSource
    /// Reasons the state cannot be trusted as measured (clamped, a legacy document).
    package var reviews: [String] = []
  }

  /// `color` in `appearance` (`nil`, `light`, `dark`), with `rule` (what set it) as its rule.
  package func resolve(_ color: IBColor, appearance: String?, rule: String) -> Resolved? {
    var source = ColorSource(
      rule: rule, file: document.path, line: color.line, pairing: .stated, evidence: nil)
    var reviews: [String] = []
    let value: CSSColor
    switch color.encoding {
    case .rgb(let space, let red, let green, let blue):
      guard let converted = convert(space: space, [red, green, blue], alpha: color.alpha) else {
        value = CSSColor(.sRGB, red, green, blue, alpha: color.alpha)
        reviews.append(
          "line \(color.line): colour space \"\(space)\" is not one Legible knows for red, green and blue; its numbers are read as sRGB"
        )
        source.evidence = "\(color.written), read as sRGB"
        break
      }
      value = converted.color
      source.evidence = converted.how
      if !document.colorMatched, space == "calibratedRGB" {
        reviews.append(
          "line \(color.line): the document has no colorMatched=\"YES\" (saved by Xcode 7 or earlier), so its calibratedRGB numbers may have been drawn raw as device RGB; measured converted from Generic RGB"
        )
      }
    case .white(let space, let white):
      guard let converted = convert(space: space, [white], alpha: color.alpha) else {
        value = CSSColor(.sRGB, white, white, white, alpha: color.alpha)
        reviews.append(
          "line \(color.line): colour space \"\(space)\" is not one Legible knows for a white level; read as sRGB grey"
        )
        source.evidence = "\(color.written), read as sRGB grey"
        break
      }
      value = converted.color
      source.evidence = converted.how
      if !document.colorMatched, space == "calibratedWhite" {
        reviews.append(
          "line \(color.line): the document has no colorMatched=\"YES\" (Xcode 7 or earlier), so its calibratedWhite numbers may have been drawn raw; measured converted from Generic Gray"
        )
      }
    case .system(let name):
      source.token = name
      if let entry = AppleSystemColors.named(name, framework: .interfaceBuilder) {
        value = entry.value(appearance: appearance) ?? entry.light
        source.evidence =
          "system colour \(name) in the \(appearance ?? "light") appearance (\(entry.source))"
        if let snapshot = document.systemColors[name], !Self.isReference(snapshot),
          let stored = resolve(snapshot, appearance: nil, rule: rule)?.color,
          appearance == nil || appearance == "light",
          !Self.sameByte(stored, value)
        {
          source.evidence =
            (source.evidence ?? "")
            + "; the document's <resources> snapshot, \(stored.displayString), is another OS release's value"
        }
      } else if let snapshot = document.systemColors[name], !Self.isReference(snapshot),
        var stored = resolve(snapshot, appearance: nil, rule: rule)
      {
        stored.source.token = name
        stored.source.evidence =
          "\(name) is not in Legible's system colour table; the document's <resources> snapshot (one appearance of the Xcode that saved it)"
        stored.reviews.append(
          "line \(color.line): system colour \(name) is not in Legible's table; measured with the document's snapshot"
        )
        return stored
      } else {
        return nil
      }
    case .named(let name):
      source.token = name
      if let entry = assets.color(named: name, appearance: appearance) {
        value = entry.color
        source.evidence =
          "asset colour \"\(name)\" (\(entry.location.file)\(entry.location.line.map { ":\($0)" } ?? ""))"
          + (appearance.map { " in the \($0) appearance" } ?? "")
          + (entry.note.map { "; " + $0 } ?? "")
      } else if let (color, fact) = assets.facts.lookup(
        Self.factKey(name), appearance: appearance)
      {
        // The team states the colour (legible.json facts.colors): the catalog is not in the
        // paths read, or the colour comes from a framework.
        value = color
        source.evidence =
          "by \(fact.at) (legible.json facts.colors) for named colour \"\(name)\", which no asset catalog read defines"
      } else if let snapshot = document.namedColors[name], !Self.isReference(snapshot),
        var stored = resolve(snapshot, appearance: nil, rule: rule)
      {
        stored.source.token = name
        stored.source.evidence =
          "no asset catalog read has \"\(name)\"; the document's <resources> snapshot (line \(snapshot.line)), one appearance only"
        stored.reviews.append(
          "line \(color.line): "
            + (assets.conflict(named: name, appearance: appearance).map { "named colour: " + $0 }
              ?? "named colour \"\(name)\" is in no asset catalog read (pass the project folder)")
            + "; measured with the document's snapshot, which has one appearance; "
            + Self.factHint(name))
        return stored
      } else {
        return nil
      }
    }
    var result = Resolved(color: value, source: source, reviews: reviews)
    let clamped = ClampedSRGBColor(value)
    result.color = clamped.color
    if clamped.wasClamped {
      result.reviews.append(
        "line \(color.line): \(color.written) is outside sRGB after conversion; clamped to \(clamped.color.displayString)"
      )
    }
    return result
  }

  /// Whether the colour differs between the light and dark appearances.
  package func isDynamic(_ color: IBColor) -> Bool {
    switch color.encoding {
    case .named(let name):
      if let entry = assets.color(named: name, appearance: nil) { return entry.isDynamic }
      return (assets.facts.lookup(Self.factKey(name), appearance: nil)?.1.colors.count ?? 0) > 1
    case .system(let name):
      return AppleSystemColors.named(name, framework: .interfaceBuilder)?.isDynamic ?? false
    case .rgb, .white: return false
    }
  }

  /// Why ``resolve(_:appearance:rule:)`` found no value for `color`, and what to do, for the
  /// state's review. A `<resources>` snapshot that is itself a name or a system colour is not
  /// followed (a chain of them could loop: a snapshot of systemRedColor that says
  /// `systemColor="systemRedColor"` recursed without end, found by fuzzing), so a cycle ends here.
  package func unresolvedReason(_ color: IBColor) -> String {
    if case .named(let name) = color.encoding, let snapshot = document.namedColors[name],
      case .named(let other) = snapshot.encoding
    {
      return
        "line \(color.line): named colour \"\(name)\" is in no asset catalog read, and the document's <resources> snapshot of it (line \(snapshot.line)) is only the name \"\(other)\", which is not followed; pass the folder holding the asset catalog (.xcassets) that defines \"\(name)\", or \(Self.factHint(name))"
    }
    if case .system(let name) = color.encoding, let snapshot = document.systemColors[name],
      Self.isReference(snapshot)
    {
      return
        "line \(color.line): system colour \(name) is not in Legible's system colour table, and the document's <resources> snapshot of it (line \(snapshot.line)) is only a reference (\(snapshot.written)), which is not followed; give the button a literal colour or an asset colour"
    }
    if case .named(let name) = color.encoding, let snapshot = document.namedColors[name],
      Self.isReference(snapshot)
    {
      return
        "line \(color.line): named colour \"\(name)\" is in no asset catalog read, and the document's <resources> snapshot of it (line \(snapshot.line)) is only a reference (\(snapshot.written)), which is not followed; pass the folder holding the asset catalog (.xcassets) that defines \"\(name)\", or \(Self.factHint(name))"
    }
    if case .named(let name) = color.encoding {
      return
        "line \(color.line): named colour \"\(name)\" is in no asset catalog read and the document has no <resources> snapshot of it; pass the folder holding the asset catalog (.xcassets) that defines it, or \(Self.factHint(name))"
    }
    return
      "line \(color.line): \(color.written) is not found in any asset catalog read, the system colour table or the document's resources; pass the folder holding the asset catalog (.xcassets) that defines it"
  }

  /// The `facts.colors` key that states a named colour no catalog read defines.
  static func factKey(_ name: String) -> String { "UIColor(named: \"\(name)\")" }

  /// The clause naming that fact, in the form the triage reads.
  static func factHint(_ name: String) -> String {
    "facts.colors[\"\(factKey(name))\"] in legible.json would decide it"
  }

  static func isNamed(_ color: IBColor) -> Bool {
    if case .named = color.encoding { return true }
    return false
  }

  /// Whether a colour only names another (an asset or a system colour) rather than stating one.
  static func isReference(_ color: IBColor) -> Bool {
    switch color.encoding {
    case .named, .system: return true
    case .rgb, .white: return false
    }
  }

  /// The grey spaces; every other known space takes red, green and blue.
  static let greySpaces: Set = ["calibratedWhite", "genericGamma22GrayColorSpace", "deviceWhite"]

  /// The colour in a known space, and how it was converted; `nil` for an unknown space, or one
  /// that does not take that many numbers (`white="…"` with `customColorSpace="displayP3"`, found
  /// by fuzzing: it indexed a missing green).
  private func convert(space: String, _ values: [Double], alpha: Double) -> (
    color: CSSColor, how: String
  )? {
    guard values.count == (Self.greySpaces.contains(space) ? 1 : 3) else { return nil }
    let written =
      values.map { IBColor.format($0) }.joined(separator: " ")
      + (alpha == 1 ? "" : " alpha \(IBColor.format(alpha))")
    switch space {
    case "sRGB", "extendedSRGB", "extendedRangeSRGB":
      return (CSSColor(.sRGB, values[0], values[1], values[2], alpha: alpha), "\(space) \(written)")
    case "deviceRGB":
      return (
        CSSColor(.sRGB, values[0], values[1], values[2], alpha: alpha),
        "deviceRGB \(written), drawn as sRGB on iOS"
      )
    case "displayP3":
      return (
        CSSColor(.displayP3, values[0], values[1], values[2], alpha: alpha),
        "Display P3 \(written), converted to sRGB"
      )
    case "linearSRGB", "extendedLinearSRGB":
      return (
        CSSColor(.sRGBLinear, values[0], values[1], values[2], alpha: alpha),
        "linear sRGB \(written)"
      )
    case "adobeRGB1998":
      return (
        CSSColor(.a98RGB, values[0], values[1], values[2], alpha: alpha),
        "Adobe RGB (1998) \(written), converted to sRGB"
      )
    case "calibratedRGB":
      guard
        let color = try? ICCProfile.builtIn(.genericRGB).color(
          components: values, alpha: alpha)
      else { return nil }
      return (
        color,
        "calibratedRGB \(written): Apple Generic RGB (P22 primaries, D65, gamma 1.8), converted to sRGB with LittleCMS"
      )
    case "calibratedWhite":
      guard
        let color = try? ICCProfile.builtIn(.genericGray).color(
          components: values, alpha: alpha)
      else { return nil }
      return (
        color,
        "calibratedWhite \(written): Apple Generic Gray (gamma 1.8), converted to sRGB with LittleCMS"
      )
    case "genericGamma22GrayColorSpace", "deviceWhite":
      let level = values[0]
      let linear = level < 0 ? -pow(-level, 2.2) : pow(level, 2.2)
      return (
        CSSColor(.sRGBLinear, linear, linear, linear, alpha: alpha),
        "\(space) \(written): grey with a 2.2 power curve"
      )
    default:
      return nil
    }
  }

  /// Whether two colours are the same 8-bit sRGB colour.
  static func sameByte(_ a: CSSColor, _ b: CSSColor) -> Bool {
    let x = a.converted(to: .sRGB).components * 255
    let y = b.converted(to: .sRGB).components * 255
    return (0..<3).allSatisfy { (x[$0]).rounded() == (y[$0]).rounded() }
  }
}
