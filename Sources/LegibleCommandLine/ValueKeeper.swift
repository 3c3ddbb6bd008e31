import Foundation

/// Holds a command's largest values (the components read, the audit spec, the report) until
/// the process exits, when `legible` runs as its own process: freeing them object by object
/// just before `exit` was a serial step at the end of every audit (milliseconds of a run of
/// 150), and the system takes the whole address space back at once. A command run in-process
/// (the tests, through ``run(arguments:environment:streams:keepsUntilExit:)``) frees as usual,
/// so memory does not grow from run to run there.
final class ValueKeeper: @unchecked Sendable {
  /// Whether values are kept (only in the `legible` process).
  let keeps: Bool
  private let lock = NSLock()
  private var kept: [Any] = []

  /// A keeper that keeps values (`keeps`) or lets them go at once.
  init(keeps: Bool) { self.keeps = keeps }

  /// The `legible` process's keeper: a static, so nothing frees it (or what it holds) before
  /// `exit`.
  static let process = ValueKeeper(keeps: true)

  /// ``process`` when `keeps`, else a keeper that keeps nothing.
  static func forRun(keeps: Bool) -> ValueKeeper { keeps ? process : ValueKeeper(keeps: false) }

  /// Keeps `value` (a copy: the caller's own reference is released as usual, the storage it
  /// shares is not freed) until the process exits, when this keeper keeps values.
  func keep(_ value: Any) {
    guard keeps else { return }
    lock.lock()
    kept.append(value)
    lock.unlock()
  }
}
