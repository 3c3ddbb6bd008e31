import Testing

@testable import LegibleXML

/// Readers on several threads at once (the audit imports token files concurrently): each
/// libxml2 context has its own error handler, so every read reports its own document's error
/// at its own position, never another thread's.
struct XMLReaderConcurrencyTests {
  /// Documents whose errors differ in code and position; the line is the document's index
  /// modulo 7, plus one, so a mixed-up error shows.
  static func document(_ index: Int) -> (xml: String, code: Int, line: Int) {
    let padding = String(repeating: "\n", count: index % 7)
    switch index % 3 {
    case 0: return (padding + "<r><a></b></r>", 76, 1 + index % 7)
    case 1: return (padding + "<r>&bad;</r>", 26, 1 + index % 7)
    default: return (padding + "<r a=\"1\" a=\"2\"/>", 42, 1 + index % 7)
    }
  }

  @Test func eachReadReportsItsOwnError() async {
    let mismatches = await withTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var wrong = 0
          for step in 0..<250 {
            let (xml, code, line) = Self.document(task * 250 + step)
            do throws(XMLReadError) {
              _ = try XMLReader().read(xml)
              wrong += 1
            } catch {
              guard case .notWellFormed(let found, _, _, _) = error.problem,
                found == code, error.line == line
              else {
                wrong += 1
                continue
              }
            }
          }
          return wrong
        }
      }
      return await group.reduce(0, +)
    }
    #expect(mismatches == 0)
  }
}
