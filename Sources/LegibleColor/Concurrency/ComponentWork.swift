// Runs the per-component part of an audit (checks and suggestion searches, which dominate the
// audit's time) for every component on Dispatch's shared pool, collecting the results in input
// order, so a report is the same whether it was computed on one core or many. Each component's
// work only reads shared immutable values (the spec, the policy) and writes its own slot.
// Discovery maps over the design systems of a folder the same way (SpecDiscovery), and the JSON
// writer encodes a report's findings the same way (JSONWriter.elements). It lives in
// LegibleColor, the module every other one depends on.

#if canImport(Dispatch)
  import Dispatch
#endif

/// Maps over independent work items (components, design systems, findings) on every core,
/// results in input order.
package enum ComponentWork {
  /// `transform` applied to each element of `items`, concurrently when there are several.
  package static func map<Input: Sendable, Output: Sendable>(
    _ items: [Input], _ transform: @Sendable (Input) -> Output
  ) -> [Output] {
    #if canImport(Dispatch)
      if items.count > 1 {
        let slots = Slots<Output>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
          slots.set(i, transform(items[i]))
        }
        return slots.values
      }
    #endif
    return items.map(transform)
  }
}

/// One slot per index, each written by exactly one worker and read after they all finish (raw
/// storage, so that workers never touch a shared array header).
private final class Slots<Value>: @unchecked Sendable {
  private let storage: UnsafeMutablePointer<Value?>
  private let count: Int

  init(count: Int) {
    self.count = count
    storage = .allocate(capacity: count)
    storage.initialize(repeating: nil, count: count)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  func set(_ index: Int, _ value: Value) { storage[index] = value }

  /// Every slot's value (all are set once `concurrentPerform` returns).
  var values: [Value] { UnsafeBufferPointer(start: storage, count: count).compactMap { $0 } }
}
