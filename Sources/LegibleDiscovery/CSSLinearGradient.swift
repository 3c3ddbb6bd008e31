import LegibleColor
import LegibleTokens

/// A `linear-gradient()` painted over a control's fill (`background-image`, or the image layer of
/// the `background` shorthand): Bootswatch's Cerulean buttons, Pure.css's hover shade, a
/// one-colour image layer (`linear-gradient(c, c)`).
///
/// The label sits at the centre of the box, and the centre of a box is at 50 % of every linear
/// gradient's line whatever its angle (CSS Images 3 §3.1.1: the line passes through the centre),
/// so the colour under the label's centre is known. The label's extent is not: for a vertical
/// gradient (`to bottom`, the default, `to top`, `0deg`, `180deg`) the label's line box is taken
/// as the middle half of the height (a button's padding puts about a line's half-height above
/// and below it); along any other direction the label may cover the whole line.
///
/// Stops are placed as CSS Images 3 §3.4.3 says (missing positions spread evenly, a position
/// before an earlier one moved up to it) and interpolated in premultiplied gamma-encoded sRGB when
/// every stop is a legacy sRGB colour (hex, `rgb()`, `hsl()`, names), else in Oklab (CSS Color 4
/// §12.1), or in the space an `in <space>` names.
package struct CSSLinearGradient: Sendable {
  /// The stops in order, positions from 0 to 1.
  package var stops: [(color: CSSColor, position: Double)]
  /// The space stops are interpolated in.
  package var space: ColorInterpolationSpace
  package var hue: HueInterpolation
  /// Whether the gradient runs from top to bottom (or back), so the label covers its middle.
  package var isVertical: Bool

  /// The positions along the gradient line the label may cover.
  package var labelExtent: ClosedRange<Double> { isVertical ? 0.25...0.75 : 0...1 }

  /// The one linear gradient `value` paints as an image, or nil when it paints none, more than
  /// one image, a `url()`, a repeating, radial or conic gradient, or a gradient whose stops
  /// Legible cannot place (a length position, a colour hint) or read. `currentColor` in a stop is
  /// `text`.
  package static func parse(_ value: String, currentColor text: CSSColor?) -> CSSLinearGradient? {
    let lower = value.lowercased()
    guard let start = lower.rangeOfBytes("linear-gradient(", caseInsensitive: false) else {
      return nil
    }
    guard !lower[..<start.lowerBound].hasSuffix("repeating-"),
      let end = CSSSelectorTheme.closingParenthesis(in: lower, from: start.upperBound)
    else { return nil }
    // No other image before or after it.
    let outside = String(lower[..<start.lowerBound]) + String(lower[lower.index(after: end)...])
    for image in ["gradient(", "url(", "image(", "image-set(", "element(", "paint(", "cross-fade("]
    where outside.contains(image) {
      return nil
    }
    var arguments = Collector.splitTopLevel(String(lower[start.upperBound..<end]), on: ",")
    guard !arguments.isEmpty else { return nil }
    var gradient = CSSLinearGradient(stops: [], space: .sRGB, hue: .shorter, isVertical: true)
    var explicitSpace: ColorInterpolationSpace?
    // The direction and interpolation method, when the first argument is not a colour stop.
    let first = Collector.splitTopLevel(arguments[0], on: " ")
    if first.first == "to" || first.first == "in" || first.first.map(isAngle) == true {
      var words = first[...]
      while let word = words.first {
        words = words.dropFirst()
        if word == "in" {
          guard let name = words.first, let space = ColorInterpolationSpace(cssName: name) else {
            return nil
          }
          explicitSpace = space
          words = words.dropFirst()
          if let method = words.first.flatMap(HueInterpolation.init(rawValue:)),
            words.dropFirst().first == "hue"
          {
            gradient.hue = method
            words = words.dropFirst(2)
          }
        } else if word == "to" {
          let sides = Array(words.prefix { $0 != "in" })
          words = words.dropFirst(sides.count)
          gradient.isVertical = sides == ["bottom"] || sides == ["top"]
        } else if let degrees = angle(word) {
          gradient.isVertical = degrees.truncatingRemainder(dividingBy: 180) == 0
        } else {
          return nil
        }
      }
      arguments.removeFirst()
    }
    // Colour stops: a colour and up to two percentages (`red 10% 20%` is two stops).
    var placed: [(color: CSSColor, position: Double?)] = []
    var legacy = true
    for argument in arguments {
      let words = Collector.splitTopLevel(argument, on: " ")
      var colourWords: [String] = []
      var positions: [Double] = []
      for word in words {
        if word.hasSuffix("%"), let p = Double(word.dropLast()), p.isFinite {
          positions.append(p / 100)
        } else if word == "0" {
          positions.append(0)
        } else if positions.isEmpty {
          colourWords.append(word)
        } else {
          return nil  // a length or calc() position, or words after the positions
        }
      }
      guard !colourWords.isEmpty, positions.count <= 2 else { return nil }  // a colour hint
      let colourText = colourWords.joined(separator: " ")
      let color: CSSColor
      if colourText == "currentcolor" {
        guard let text else { return nil }
        color = text
      } else {
        guard case .success(let c) = CSSValueText.color(colourText) else { return nil }
        color = c
        legacy = legacy && Self.isLegacy(colourText)
      }
      if positions.isEmpty {
        placed.append((color, nil))
      } else {
        for p in positions { placed.append((color, p)) }
      }
    }
    guard !placed.isEmpty else { return nil }
    gradient.space = explicitSpace ?? (legacy ? .sRGB : .oklab)
    gradient.stops = Self.fixedUp(placed)
    return gradient
  }

  /// The colour at `t` (0…1) along the gradient line.
  package func color(at t: Double) -> CSSColor {
    guard let first = stops.first, let last = stops.last else { return .transparent }
    if t <= first.position { return first.color }
    if t >= last.position { return last.color }
    for i in 1..<stops.count where t < stops[i].position {
      let a = stops[i - 1]
      let b = stops[i]
      let f = (t - a.position) / (b.position - a.position)
      return
        (try? ColorMix(in: space, hue: hue).mix(
          a.color, percent: (1 - f) * 100, with: b.color, percent: f * 100)) ?? a.color
    }
    return last.color
  }

  /// The colours the label may sit on, from the start of its extent to its end: every stop
  /// inside it and eleven evenly spaced points, each composited over `fill`.
  package func colours(over fill: CSSColor) -> [CSSColor] {
    let extent = labelExtent
    var positions = (0...10).map {
      extent.lowerBound + Double($0) / 10 * (extent.upperBound - extent.lowerBound)
    }
    positions += stops.map(\.position).filter { extent.contains($0) }
    return positions.sorted().map { color(at: $0).composited(over: fill) }
  }

  /// Whether a stop's colour text is a legacy sRGB colour (CSS Color 4 §12.1).
  static func isLegacy(_ text: String) -> Bool {
    let t = text.lowercased()
    if t.hasPrefix("#") { return true }
    for function in ["rgb(", "rgba(", "hsl(", "hsla(", "hwb("] where t.hasPrefix(function) {
      return true
    }
    return !t.contains("(")  // a named colour or transparent
  }

  /// CSS Images 3 §3.4.3: the first stop at 0 and the last at 1 when unplaced, a position before
  /// an earlier one moved up to it, runs of unplaced stops spread evenly between their neighbours.
  static func fixedUp(_ placed: [(color: CSSColor, position: Double?)]) -> [(
    color: CSSColor, position: Double
  )] {
    var given = placed.map(\.position)
    if given[0] == nil { given[0] = 0 }
    if given[given.count - 1] == nil { given[given.count - 1] = 1 }
    // Every position placed so far, moved up to the highest before it; nil where unplaced.
    var highest = -Double.infinity
    for i in given.indices {
      if let p = given[i] {
        highest = max(highest, p)
        given[i] = highest
      }
    }
    var positions: [Double] = []
    var i = 0
    while i < given.count {
      if let p = given[i] {
        positions.append(p)
        i += 1
        continue
      }
      // A run of unplaced stops up to the next placed one (the last stop always is).
      let before = positions.last ?? 0
      var j = i
      var after = 1.0
      while j < given.count {
        if let p = given[j] {
          after = p
          break
        }
        j += 1
      }
      for k in i..<j {
        positions.append(before + (after - before) * Double(k - i + 1) / Double(j - i + 1))
      }
      i = j
    }
    return zip(placed, positions).map { ($0.color, $1) }
  }

  private static func isAngle(_ word: String) -> Bool { angle(word) != nil }

  /// An `<angle>` in degrees.
  private static func angle(_ word: String) -> Double? {
    for (unit, factor) in [("deg", 1.0), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360.0)]
    where word.hasSuffix(unit) {
      return Double(word.dropLast(unit.count)).flatMap { $0.isFinite ? $0 * factor : nil }
    }
    return nil
  }
}
