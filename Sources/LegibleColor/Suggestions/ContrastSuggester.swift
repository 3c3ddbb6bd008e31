// Contrast fix suggestions that survive quantisation (docs/reference/anchors.md §4.6,
// docs/reference/contrast.md §5 and §8).
//
// Search: keep the OKLCH hue; move OKLCH lightness in both directions (darker and lighter),
// reducing chroma only where the target gamut needs it (binary search for the largest in-gamut
// chroma at that lightness); then try lowering chroma alone at the original lightness. Every
// candidate is quantised to its printed form and parsed back, and the ratio is recomputed from
// the parsed colour with the same compositing as the audit (text over background over backdrop,
// then group opacity over the backdrop; docs/audit-spec.md, docs/reference/compositing.md §3). A
// candidate is kept only if that ratio is ≥ the target (unrounded, docs/reference/contrast.md §5).
// Results are sorted by ΔE OK (Euclidean OKLab distance, Ottosson 2020,
// https://bottosson.github.io/posts/oklab/), closest first. MCU and Leonardo check before rounding,
// so their "guaranteed" tones can undershoot: a grey at MCU tone 49.9 quantises to #777, 4.478:1 on
// white (docs/reference/contrast.md §8).
//
// Output forms: sRGB → `#rrggbb` (8-bit, nearest; `#rrggbbaa` when alpha is a whole byte,
// otherwise `rgb(r g b / a)`); Display P3 → `color(display-p3 r g b)` with
// ``ContrastSuggester/p3Places`` (4) decimals per component and alpha as given.

/// Finds the nearest colours that reach a contrast target.
///
/// ```swift
/// let s = ContrastSuggester(target: 4.5)
/// s.suggestions(text: CSSColor(rgb: 0x777777), background: .white).first?.textString  // "#767676"
/// ```
public struct ContrastSuggester: Sendable, Hashable {
  /// The gamut, and so the printed form, of suggestions.
  public enum Gamut: String, Sendable, Hashable, Codable, CaseIterable {
    /// sRGB, printed as 8-bit hex.
    case sRGB = "srgb"
    /// Display P3, printed as `color(display-p3 …)` with ``ContrastSuggester/p3Places`` decimals.
    case displayP3 = "display-p3"
  }

  /// Decimal places of Display P3 components in printed suggestions.
  public static let p3Places = 4

  /// The ratio to reach (≥, unrounded).
  public var target: Double
  /// Which side may change.
  public var change: ContrastSuggestion.Change
  /// The gamut and printed form of suggestions.
  public var gamut: Gamut
  /// The largest number of suggestions returned.
  public var count: Int
  /// The compositing space.
  public var blend: BlendSpace
  /// The luminance weights of the ratio.
  public var coefficients: LuminanceCoefficients
  /// What lies below the background (the surface); composited over white when translucent.
  public var backdrop: CSSColor
  /// Group opacity of the control (1 = none): text and fill drawn at this opacity over the
  /// backdrop, as the audit does.
  public var opacity: Double
  /// Whether the walk skips steps that cannot pass before fitting them to the gamut
  /// (``PassBound``); the results are the same either way, which the tests check by turning
  /// it off.
  package var skipsHopelessSteps = true

  /// Creates a suggester.
  ///
  /// - Parameters:
  ///   - target: The ratio to reach, e.g. 4.5 (AA) or 7 (AAA).
  ///   - change: Which side may change; the text by default.
  ///   - gamut: sRGB (8-bit hex) by default.
  ///   - count: How many suggestions at most (≥ 1); 3 by default.
  ///   - blend: The compositing space; encoded sRGB by default.
  ///   - coefficients: Luminance weights; WCAG's by default.
  ///   - backdrop: The surface below the background; white by default.
  ///   - opacity: The control's group opacity; 1 by default.
  public init(
    target: Double, change: ContrastSuggestion.Change = .text, gamut: Gamut = .sRGB,
    count: Int = 3, blend: BlendSpace = .encodedSRGB, coefficients: LuminanceCoefficients = .wcag,
    backdrop: CSSColor = .white, opacity: Double = 1
  ) {
    precondition(count >= 1, "count must be at least 1")
    self.target = target
    self.change = change
    self.gamut = gamut
    self.count = count
    self.blend = blend
    self.coefficients = coefficients
    self.backdrop = backdrop
    self.opacity = opacity
  }

  /// The ratio of a pair as the audit measures it: background over the backdrop, text over the
  /// result, then both at the group opacity over the backdrop.
  public func ratio(text: CSSColor, background: CSSColor) -> Double {
    let base = backdrop.isOpaque ? backdrop : backdrop.composited(over: .white, in: blend)
    var fill = background.composited(over: base, in: blend)
    var fore = text.composited(over: fill, in: blend)
    if opacity < 1 {
      fill = fill.withAlpha(opacity).composited(over: base, in: blend)
      fore = fore.withAlpha(opacity).composited(over: base, in: blend)
    }
    return WCAG2Contrast(coefficients: coefficients).ratio(fore, fill)
  }

  /// Suggestions closest first, each verified after quantisation to its printed form.
  ///
  /// - Parameters:
  ///   - text: The text colour (alpha is kept in suggestions).
  ///   - background: The background colour (alpha is kept).
  /// - Returns: Up to ``count`` suggestions sorted by ΔE OK, then by printed form; empty when no
  ///   colour of the chosen side(s) reaches the target.
  public func suggestions(text: CSSColor, background: CSSColor) -> [ContrastSuggestion] {
    let space: ColorSpace = gamut == .sRGB ? .sRGB : .displayP3
    var found: [ContrastSuggestion] = []
    switch change {
    case .text, .background:
      let moving = change == .text ? text : background
      let lch = moving.converted(to: .oklch).components
      let fitter = OKLCHGamutFitter(hue: lch.z, space: space, tolerance: Self.gamutTolerance)
      let bound =
        skipsHopelessSteps
        ? PassBound(self, fixed: change == .text ? background : text, moving: moving) : nil
      for move in ContrastSuggestion.Move.allCases {
        found += walk(move: move, count: count, end: Self.end(of: move, from: lch)) { step in
          if let bound, bound.cannotPass(fitter, lch, move: move, step: step) { return nil }
          guard let c = candidate(moving, lch, fitter, move: move, step: step) else { return nil }
          return change == .text
            ? make(text: c, background: background, from: (text, background), move: move)
            : make(text: text, background: c, from: (text, background), move: move)
        }
      }
    case .both:
      let textLCH = text.converted(to: .oklch).components
      let backgroundLCH = background.converted(to: .oklch).components
      let textFitter = OKLCHGamutFitter(
        hue: textLCH.z, space: space, tolerance: Self.gamutTolerance)
      let backgroundFitter = OKLCHGamutFitter(
        hue: backgroundLCH.z, space: space, tolerance: Self.gamutTolerance)
      for move in [ContrastSuggestion.Move.darker, .lighter] {
        let opposite: ContrastSuggestion.Move = move == .darker ? .lighter : .darker
        let end = max(
          Self.end(of: move, from: textLCH), Self.end(of: opposite, from: backgroundLCH))
        found += walk(move: move, count: count, end: end) { step in
          guard let t = candidate(text, textLCH, textFitter, move: move, step: step),
            let b = candidate(
              background, backgroundLCH, backgroundFitter, move: opposite, step: step)
          else { return nil }
          return make(text: t, background: b, from: (text, background), move: move)
        }
      }
    }
    var seen = Set<String>()
    let unique = found.sorted {
      ($0.distance, $0.textString, $0.backgroundString)
        < ($1.distance, $1.textString, $1.backgroundString)
    }.filter { seen.insert($0.textString + "|" + $0.backgroundString).inserted }
    return Array(unique.prefix(count))
  }

  // MARK: Search

  /// How far outside 0…1 an encoded component of a probe may lie during the chroma search.
  static let gamutTolerance = 1e-9

  /// Coarse step of the walk along lightness or chroma (OKLab units).
  static let coarseStep = 0.002
  /// Fine step once a coarse step first passes.
  static let fineStep = 0.0001

  /// The step from which a move's candidates stop changing: lightness clamps at 0 or 1, and
  /// chroma cannot be lowered further than to 0. Steps past it give the candidate of the first
  /// step past it again (or none), so the walk may stop there.
  static func end(of move: ContrastSuggestion.Move, from lch: SIMD3<Double>) -> Double {
    switch move {
    case .darker: lch.x
    case .lighter: 1 - lch.x
    case .lessChroma: lch.y
    }
  }

  /// Walks `step` from 0 up to the end of the range: the first `limit` distinct passing
  /// suggestions, the first one refined with a fine step. Coarse steps after the first one past
  /// `end` + one coarse step repeat that candidate (or give none) and are skipped, which leaves
  /// the result unchanged.
  private func walk(
    move: ContrastSuggestion.Move, count limit: Int, end: Double,
    _ evaluate: (Double) -> ContrastSuggestion?
  ) -> [ContrastSuggestion] {
    var results: [ContrastSuggestion] = []
    var previous = 0.0
    var step = 0.0
    // One coarse step of margin: `end` is rounded, the step after it is certainly clamped.
    while step <= 1 + Self.coarseStep, results.count < limit, previous <= end + Self.coarseStep {
      if let s = evaluate(min(step, 1)) {
        if results.isEmpty {
          // Refine between the last failing step and this one.
          var fine = previous
          while fine < step {
            if let f = evaluate(fine) {
              results.append(f)
              break
            }
            fine += Self.fineStep
          }
          if results.isEmpty { results.append(s) }
        } else if !results.contains(where: {
          $0.textString == s.textString
            && $0.backgroundString == s.backgroundString
        }) {
          results.append(s)
        }
      }
      previous = step
      step += Self.coarseStep
    }
    return results
  }

  /// A bound that lets the walk skip a step no candidate of which can pass, before fitting it to
  /// the gamut: the fit's binary search is most of a search's time, and most steps of a walk
  /// fail. Exact: a skipped step is one ``make(text:background:from:move:)`` would reject.
  ///
  /// For opaque colours at full opacity in sRGB, the ratio is the WCAG ratio of two
  /// luminances. A step's candidate keeps lightness `l` and has a chroma in 0…c (the fit only
  /// lowers it), so its luminance lies in ``OKLCHGamutFitter/luminanceBounds(lightness:chroma:weights:)``;
  /// its printed form moves each encoded component by at most half a byte (plus the fit's
  /// tolerance), and the sRGB decoding's slope is below 2.3 on 0…1, so the printed colour's
  /// luminance moves by at most `2.3 · (0.5/255 + 2e-6)` times the weights' sum. The ratio
  /// against the fixed colour is largest at an end of that range; below the target there
  /// (with a relative margin of 1e-9 for round-off), the step cannot pass.
  struct PassBound {
    let weights: SIMD3<Double>
    let fixedLuminance: Double
    let target: Double
    let slack: Double

    /// `nil` when the bound does not apply: another gamut, a translucent colour, a group
    /// opacity, or a non-finite colour.
    init?(_ suggester: ContrastSuggester, fixed: CSSColor, moving: CSSColor) {
      guard suggester.gamut == .sRGB, suggester.opacity >= 1, fixed.alpha >= 1,
        moving.alpha >= 1, fixed.isFinite, moving.isFinite
      else { return nil }
      weights = suggester.coefficients.weights
      fixedLuminance = fixed.opaqueLuminance(suggester.coefficients)
      target = suggester.target
      slack = 2.3 * (0.5 / 255 + 2e-6) * weights.sum()
    }

    /// Whether no colour the step can give (at any chroma the fit may choose) reaches the
    /// target; mirrors ``ContrastSuggester/candidate(_:_:_:move:step:)``'s lightness and chroma.
    func cannotPass(
      _ fitter: OKLCHGamutFitter, _ lch: SIMD3<Double>, move: ContrastSuggestion.Move,
      step: Double
    ) -> Bool {
      let l: Double
      let chroma: ClosedRange<Double>
      switch move {
      case .darker, .lighter:
        l = min(max(move == .darker ? lch.x - step : lch.x + step, 0), 1)
        chroma = 0...max(lch.y, 0)
      case .lessChroma:
        // The candidate is nil there anyway; let it say so.
        guard step > 0, step <= lch.y else { return false }
        l = lch.x
        chroma = (lch.y - step)...(lch.y - step)
      }
      let y = fitter.luminanceBounds(lightness: l, chroma: chroma, weights: weights)
      guard y.lowerBound.isFinite, y.upperBound.isFinite else { return false }
      let best = max(
        WCAG2Contrast.ratio(luminance: max(y.lowerBound - slack, 0), fixedLuminance),
        WCAG2Contrast.ratio(luminance: y.upperBound + slack, fixedLuminance))
      return best * (1 + 1e-9) < target
    }
  }

  /// The colour moved by `step` (OKLab units) in a direction, hue kept, inside the gamut; `nil`
  /// when chroma cannot be lowered that far or no in-gamut colour exists.
  private func candidate(
    _ color: CSSColor, _ lch: SIMD3<Double>, _ fitter: OKLCHGamutFitter,
    move: ContrastSuggestion.Move, step: Double
  ) -> CSSColor? {
    switch move {
    case .darker, .lighter:
      // Clamped at black and white, so that with `.both` one side can stop while the other
      // still moves.
      let l = min(max(move == .darker ? lch.x - step : lch.x + step, 0), 1)
      return inGamut(lightness: l, chroma: lch.y, alpha: color.alpha, fitter: fitter)
    case .lessChroma:
      guard step > 0, step <= lch.y else { return nil }
      return inGamut(
        lightness: lch.x, chroma: lch.y - step, alpha: color.alpha, fitter: fitter)
    }
  }

  /// OKLCH → the gamut space, with chroma reduced (binary search) until it fits.
  private func inGamut(
    lightness l: Double, chroma c: Double, alpha: Double, fitter: OKLCHGamutFitter
  ) -> CSSColor? {
    if fitter.isInGamut(lightness: l, chroma: c) {
      return fitter.color(lightness: l, chroma: c, alpha: alpha)
    }
    var lo = 0.0
    var hi = c
    for _ in 0..<40 {
      let mid = (lo + hi) / 2
      if fitter.isInGamut(lightness: l, chroma: mid) { lo = mid } else { hi = mid }
    }
    let fitted = fitter.color(lightness: l, chroma: lo, alpha: alpha)
    return fitted.isInGamut(fitter.space, tolerance: 1e-6) ? fitted : nil
  }

  /// Quantises both colours to their printed forms, recomputes the ratio from the parsed forms
  /// and returns a suggestion if it passes. The printed strings are made only for passing
  /// candidates: most candidates of a walk fail.
  private func make(
    text: CSSColor, background: CSSColor, from original: (text: CSSColor, background: CSSColor),
    move: ContrastSuggestion.Move
  ) -> ContrastSuggestion? {
    guard let (tf, t) = printed(text, original: original.text),
      let (bf, b) = printed(background, original: original.background)
    else { return nil }
    let r = ratio(text: t, background: b)
    guard r >= target else { return nil }
    let distance: Double
    switch change {
    case .text: distance = Self.deltaEOK(t, original.text)
    case .background: distance = Self.deltaEOK(b, original.background)
    case .both:
      distance = Self.deltaEOK(t, original.text) + Self.deltaEOK(b, original.background)
    }
    return ContrastSuggestion(
      text: t, background: b, textString: tf.string, backgroundString: bf.string, change: change,
      move: move, ratio: r, distance: distance)
  }

  /// A printed form, its string made on demand.
  private enum PrintedForm {
    /// A string already made (one that had to be parsed).
    case string(String)
    /// The display form of an unchanged colour.
    case display(CSSColor)
    /// `#rrggbb`, or `#rrggbbaa` when `alpha`, of an 8-bit quantised sRGB colour.
    case hex(CSSColor, alpha: Bool)

    var string: String {
      switch self {
      case .string(let s): s
      case .display(let c): c.displayString
      // Never nil: the colour is quantised, so finite and inside 0…1.
      case .hex(let q, let alpha): q.hexString(includeAlpha: alpha) ?? q.cssString
      }
    }
  }

  /// The printed form of a colour and the colour it parses to. An unchanged colour keeps its
  /// own display form.
  private func printed(_ color: CSSColor, original: CSSColor) -> (PrintedForm, CSSColor)? {
    if color == original { return (.display(original), original) }
    let text: String
    switch gamut {
    case .sRGB:
      let q = color.quantized(bits: 8, rounding: .nearest)
      guard q.isFinite else { return nil }
      let byteAlpha = (q.alpha * 255).rounded() / 255
      // `#rrggbb` parses to each byte over 255, which is what quantisation gives (so the parsed
      // colour is `q` itself, alpha 1); `#rrggbbaa` likewise when alpha is a whole byte.
      if q.alpha >= 1 {
        return (.hex(q.withAlpha(1), alpha: false), q.withAlpha(1))
      } else if byteAlpha == q.alpha {
        // The alpha byte as hexString writes it (clamped to 0…1), over 255.
        let parsedAlpha = (min(max(q.alpha, 0), 1) * 255).rounded() / 255
        return (.hex(q, alpha: true), q.withAlpha(parsedAlpha))
      }
      let c = q.components * 255
      text =
        "rgb(\(Int(c.x.rounded())) \(Int(c.y.rounded())) \(Int(c.z.rounded())) / "
        + q.alpha.plainDescription + ")"
    case .displayP3:
      let c = color.converted(to: .displayP3).components
      let parts = [c.x, c.y, c.z].map { Self.fixed(min(max($0, 0), 1), places: Self.p3Places) }
      let alphaPart = color.alpha < 1 ? " / " + color.alpha.plainDescription : ""
      text = "color(display-p3 " + parts.joined(separator: " ") + alphaPart + ")"
    }
    guard let parsed = Self.parsedHex(text) ?? (try? CSSColor(css: text)) else { return nil }
    return (.string(text), parsed)
  }

  /// What the CSS parser makes of `#rrggbb` / `#rrggbbaa` (each byte over 255, as
  /// CSSColorParser does), without its tokenizer; `nil` for any other text.
  static func parsedHex(_ text: String) -> CSSColor? {
    var utf8 = text.utf8.makeIterator()
    guard utf8.next() == UInt8(ascii: "#") else { return nil }
    var bytes: [Double] = []
    while let high = utf8.next() {
      guard let h = Hex.value(high), let low = utf8.next(), let l = Hex.value(low) else {
        return nil
      }
      bytes.append(Double(Int(h) * 16 + Int(l)) / 255)
    }
    guard bytes.count == 3 || bytes.count == 4 else { return nil }
    return CSSColor(.sRGB, bytes[0], bytes[1], bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
  }

  /// ΔE OK: the Euclidean distance in OKLab (Ottosson 2020), alpha ignored.
  public static func deltaEOK(_ a: CSSColor, _ b: CSSColor) -> Double {
    let d = a.converted(to: .oklab).components - b.converted(to: .oklab).components
    return (d * d).sum().squareRoot()
  }

  /// `x` (0…1) with exactly `places` decimals, locale-independent, trailing zeros removed.
  static func fixed(_ x: Double, places: Int) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let units = Int((x * scale).rounded())
    let whole = units / Int(scale)
    var fraction = String(units % Int(scale))
    fraction = String(repeating: "0", count: places - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return fraction.isEmpty ? String(whole) : "\(whole).\(fraction)"
  }
}
