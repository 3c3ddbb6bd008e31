import ArgumentParser
import LegibleColor

/// `legible simulate --cvd TYPE|all`: one colour-vision deficiency, or all of them.
enum SimulatedDeficiency: ExpressibleByArgument, Equatable {
  case one(CVDType)
  case all

  init?(argument: String) {
    if argument == "all" {
      self = .all
    } else if let type = CVDType(rawValue: argument) {
      self = .one(type)
    } else {
      return nil
    }
  }

  static var allValueStrings: [String] { CVDType.allCases.map(\.rawValue) + ["all"] }

  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

  /// The deficiencies to simulate, in the library's order.
  var types: [CVDType] {
    switch self {
    case .one(let type): [type]
    case .all: CVDType.allCases
    }
  }
}
