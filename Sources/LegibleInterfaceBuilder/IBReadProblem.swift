/// Something in a storyboard or xib that cannot be read as written (a colour number that is
/// not a number, no encoding), with its line: the document is refused with it as
/// `invalid-color-value` (exit 2), never half-read.
struct IBReadProblem: Error, Sendable, Hashable {
  var line: Int
  var message: String

  init(line: Int, _ message: String) {
    self.line = line
    self.message = message
  }
}
