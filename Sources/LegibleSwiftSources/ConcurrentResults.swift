import Dispatch
import Foundation

/// The results of one task per input, run on every core, read back in the order of the inputs
/// (so that what is evaluated concurrently comes out exactly as a sequential loop gives it).
///
/// Each task reads its own input and writes its own slot, under the lock; an input and the value
/// made from it belong to that task alone until `concurrentPerform` returns, after which only
/// the caller reads them.
final class ConcurrentResults<Input, Value>: @unchecked Sendable {
  private let lock = NSLock()
  private let inputs: [Input]
  private var slots: [Value?]

  private init(_ inputs: [Input]) {
    self.inputs = inputs
    slots = Array(repeating: nil, count: inputs.count)
  }

  private func input(_ index: Int) -> Input {
    lock.lock()
    defer { lock.unlock() }
    return inputs[index]
  }

  private func set(_ index: Int, _ value: Value) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  private var values: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }

  /// `transform` of every element of `inputs`, run on every core, in input order.
  static func map(_ inputs: [Input], _ transform: @escaping @Sendable (Input) -> Value) -> [Value] {
    guard inputs.count > 1 else { return inputs.map(transform) }
    let results = ConcurrentResults(inputs)
    DispatchQueue.concurrentPerform(iterations: inputs.count) { number in
      results.set(number, transform(results.input(number)))
    }
    return results.values
  }
}
