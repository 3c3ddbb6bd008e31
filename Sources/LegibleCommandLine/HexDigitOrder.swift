import ArgumentParser
import LegibleColor

/// `--hex css|argb`: the digit order of 8-digit hex colours on the command line.
enum HexDigitOrder: String, CaseIterable, ExpressibleByArgument {
  /// CSS `#RRGGBBAA`.
  case css
  /// Android `#AARRGGBB`.
  case argb

  /// The parser's dialect.
  var dialect: HexDialect { self == .argb ? .android : .css }
}
