import Foundation

/// Answers worked out once per key and shared by the tasks that ask, on every core (a lock
/// guards the table; two tasks may both work out a missing answer, which is the same).
final class Answers<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var known: [String: Value] = [:]

  func value(_ key: String, _ make: () -> Value) -> Value {
    lock.lock()
    let found = known[key]
    lock.unlock()
    if let found { return found }
    let made = make()
    lock.lock()
    known[key] = made
    lock.unlock()
    return made
  }
}
