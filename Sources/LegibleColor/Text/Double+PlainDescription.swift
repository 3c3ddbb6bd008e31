extension Double {
  /// The shortest decimal that reads back as this value, without a needless `.0`: `1`, `4.5`,
  /// `-0`, `0.5`, `1e-05`. The one form for CSS numbers, thresholds, sizes and parameters.
  package var plainDescription: String {
    let text = description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }
}
