/// A string-backed enum that prints as its raw value, so that interpolation prints what reports
/// print (`"\(CheckID.nonText)"` is `wcag2.sc1-4-11.non-text`).
package protocol DescribedByRawValue: CustomStringConvertible, RawRepresentable
where RawValue == String {}

extension DescribedByRawValue {
  /// The raw value.
  public var description: String { rawValue }
}
