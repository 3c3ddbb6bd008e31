/// One runnable documentation snippet.
struct Snippet: Sendable, CustomStringConvertible {
  /// `README-2`.
  var name: String
  /// `README.md:203`.
  var source: String
  /// The snippet's code; `print` writes to the output it is given.
  var run: @Sendable (SnippetOutput) throws -> Void

  var description: String { "\(name) (\(source))" }
}

/// What a snippet prints, recorded instead of written to standard output.
final class SnippetOutput {
  /// Everything printed so far.
  private(set) var text = ""

  /// Prints like `Swift.print`, into ``text``.
  func callAsFunction(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    text += items.map { "\($0)" }.joined(separator: separator) + terminator
  }
}
