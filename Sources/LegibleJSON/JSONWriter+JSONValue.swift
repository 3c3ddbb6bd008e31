extension JSONWriter.Value {
  /// A parsed value to write back: members in document order, whole numbers below 10^15 as
  /// integers (`1`, not `1.0`, as JavaScript prints them), other numbers in shortest form.
  package init(_ value: JSONValue) {
    switch value.kind {
    case .null: self = .null
    case .bool(let b): self = .bool(b)
    case .number(let n):
      self = n == n.rounded() && abs(n) < 1e15 ? .int(Int(n)) : .number(n)
    case .string(let s): self = .string(s)
    case .array(let items): self = .array(items.map(Self.init))
    case .object(let members): self = .object(members.map { ($0.key, Self($0.value)) })
    }
  }
}
