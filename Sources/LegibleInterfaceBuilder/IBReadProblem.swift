/// Something in a storyboard or xib that cannot be read as written (a colour number that is
/// not a number, no encoding), with its line: the document is refused with it as
/// `invalid-color-value` (exit 2), never half-read; named colours whose snapshots name each other
/// in a loop as `alias-cycle`.
struct IBReadProblem: Error, Sendable, Hashable {
  var line: Int
  var message: String
  /// Whether it is a cycle of named colours rather than a colour that cannot be read.
  var isCycle = false

  init(line: Int, _ message: String, isCycle: Bool = false) {
    self.line = line
    self.message = message
    self.isCycle = isCycle
  }
}
