/// Display forms of contrast values that never overstate them.
public enum RatioFormatting {
  /// The ratio floored (never rounded up) to `places` decimals, e.g. 4.4999 → "4.49".
  ///
  /// WCAG compares unrounded values; a displayed value must not make a failing ratio look like a
  /// passing one, so the display floors (as axe-core does). Non-finite values print as "nan",
  /// "inf" or "-inf".
  ///
  /// - Parameters:
  ///   - value: The value to display.
  ///   - places: Decimal places, 0…9; 2 by default.
  public static func floored(_ value: Double, places: Int = 2) -> String {
    precondition((0...9).contains(places), "places must be 0…9")
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    guard (value * scale).magnitude < 9e15 else { return String(value) }
    var units = (value * scale).rounded(.down)
    // (units + 1) / scale may still be ≤ value when value·scale rounded down across an integer.
    if (units + 1) / scale <= value { units += 1 }
    let negative = units < 0
    let digits = String(Int64(units.magnitude))
    guard places > 0 else { return (negative ? "-" : "") + digits }
    let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
    let split = padded.index(padded.endIndex, offsetBy: -places)
    return (negative ? "-" : "") + padded[..<split] + "." + padded[split...]
  }

  /// An APCA Lc rounded to one decimal with its sign (polarity), e.g. "-57.7" or "63.1".
  public static func lc(_ value: Double) -> String {
    guard value.isFinite else { return "nan" }
    let tenths = (value * 10).rounded(.toNearestOrAwayFromZero)
    let negative = tenths < 0
    let n = Int64(tenths.magnitude)
    return (negative ? "-" : "") + String(n / 10) + "." + String(n % 10)
  }
}
