// One `<color>` element of a storyboard or xib, as written: its key, its encoding and numbers,
// and its line. Converting it is IBColorResolver's job (docs/interface-builder.md §2).

import LegibleXML

/// A colour as Interface Builder writes it (`<color key="titleColor" red="…" colorSpace="…"/>`).
package struct IBColor: Sendable, Hashable {
  /// How the numbers are to be read.
  package enum Encoding: Sendable, Hashable {
    /// Red, green and blue in a named space: `custom` + `customColorSpace` (`sRGB`,
    /// `displayP3`, `extendedSRGB`, `linearSRGB`…), or `calibratedRGB`, `deviceRGB`.
    case rgb(space: String, red: Double, green: Double, blue: Double)
    /// A grey level: `calibratedWhite`, `genericGamma22GrayColorSpace`, `deviceWhite`.
    case white(space: String, white: Double)
    /// `name="…"`: an asset catalog colour (the document's `<namedColor>` is a snapshot of it).
    case named(String)
    /// `systemColor="systemRedColor"` (iOS 13 and later) or `cocoaTouchSystemColor="whiteColor"`.
    case system(String)
  }

  /// The attribute `key` (`titleColor`, `backgroundColor`, `value`, `baseForegroundColor`).
  package var key: String
  package var encoding: Encoding
  /// `alpha="…"` (1 when absent, and for named and system colours, whose alpha is their own).
  package var alpha: Double
  /// The line of the element.
  package var line: Int

  /// What the `<color>` element says, or a reason it cannot be read (a number that is not one,
  /// no encoding at all).
  static func read(_ element: XMLElement) -> Result<IBColor, IBReadProblem> {
    let key = element[attribute: "key"] ?? ""
    func number(_ name: String, default value: Double? = nil) -> Result<Double, IBReadProblem> {
      guard let text = element[attribute: name] else {
        if let value { return .success(value) }
        return .failure(
          IBReadProblem(
            line: element.line,
            "<color key=\"\(key)\"> has no \(name); set the colour again in Interface Builder"))
      }
      guard let parsed = Double(text), parsed.isFinite else {
        return .failure(
          IBReadProblem(
            line: element.line,
            "<color key=\"\(key)\"> \(name)=\"\(text)\" is not a finite number; "
              + "Xcode writes decimals such as 0.5: set the colour again in Interface Builder"))
      }
      return .success(parsed)
    }
    let alpha: Double
    switch number("alpha", default: 1) {
    case .success(let value): alpha = value
    case .failure(let problem): return .failure(problem)
    }
    if let name = element[attribute: "name"] {
      return .success(IBColor(key: key, encoding: .named(name), alpha: 1, line: element.line))
    }
    if let name = element[attribute: "systemColor"] ?? element[attribute: "cocoaTouchSystemColor"] {
      return .success(IBColor(key: key, encoding: .system(name), alpha: 1, line: element.line))
    }
    var space = element[attribute: "colorSpace"] ?? ""
    if space == "custom" { space = element[attribute: "customColorSpace"] ?? "custom" }
    if element[attribute: "white"] != nil {
      switch number("white") {
      case .success(let white):
        return .success(
          IBColor(
            key: key, encoding: .white(space: space, white: white), alpha: alpha,
            line: element.line))
      case .failure(let problem): return .failure(problem)
      }
    }
    if element[attribute: "red"] != nil {
      var values: [Double] = []
      for name in ["red", "green", "blue"] {
        switch number(name) {
        case .success(let value): values.append(value)
        case .failure(let problem): return .failure(problem)
        }
      }
      return .success(
        IBColor(
          key: key, encoding: .rgb(space: space, red: values[0], green: values[1], blue: values[2]),
          alpha: alpha, line: element.line))
    }
    return .failure(
      IBReadProblem(
        line: element.line,
        "<color key=\"\(key)\"> has no red/green/blue, white, name or systemColor, so it is "
          + "no colour; set the colour again in Interface Builder"))
  }

  /// The element as written, shortened: `calibratedRGB 0.478 0.788 0.631`, `systemRedColor`.
  package var written: String {
    let n = Self.format
    let alphaText = alpha == 1 ? "" : " alpha \(n(alpha))"
    switch encoding {
    case .rgb(let space, let red, let green, let blue):
      return "\(space) \(n(red)) \(n(green)) \(n(blue))" + alphaText
    case .white(let space, let white): return "\(space) white \(n(white))" + alphaText
    case .named(let name): return "named colour \"\(name)\""
    case .system(let name): return name
    }
  }

  /// A number to 4 decimals, without a trailing `.0`.
  package static func format(_ value: Double) -> String {
    let rounded = (value * 10_000).rounded() / 10_000
    // A whole number (0 and 1 are most components) is its integer's digits, which is what its
    // description less `.0` gives, without a `Double` description and a `String` edit.
    if abs(rounded) < 1_000_000, rounded == rounded.rounded() {
      return rounded == 0 && rounded.sign == .minus ? "-0" : String(Int(rounded))
    }
    var text = "\(rounded)"
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}
