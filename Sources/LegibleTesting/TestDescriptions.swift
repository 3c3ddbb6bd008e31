// Swift Testing prints the values in a failed #expect with `testDescription` when a type has one,
// else with a reflection dump; these make colours, findings and reports print as people read
// them (`#0061cd`, one line per finding). No `@retroactive`: the types are in this package, so
// the compiler rejects the attribute.

import Legible
import Testing

extension CSSColor: CustomTestStringConvertible {
  /// `CSSColor.description`: `#0061cd`, or the lossless CSS string.
  public var testDescription: String { description }
}

extension Finding: CustomTestStringConvertible {
  /// `Finding.description`: `FilledButton pressed 1.4.3 text 4.00:1 < 4.5:1 fail`.
  public var testDescription: String { description }
}

extension AuditReport: CustomTestStringConvertible {
  /// `AuditReport.description`: the counts, then the failing findings.
  public var testDescription: String { description }
}

extension ContrastRequirement: CustomTestStringConvertible {
  /// `ContrastRequirement.description`: `AA normal text (1.4.3) 4.5:1`.
  public var testDescription: String { description }
}

extension ContrastIssue: CustomTestStringConvertible {
  /// ``ContrastIssue/message``.
  public var testDescription: String { message }
}
