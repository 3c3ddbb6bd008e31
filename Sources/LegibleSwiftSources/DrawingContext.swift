/// A current drawing: the colours filled, bottom first.
final class DrawingContext {
  var fillColor: SwiftColor?
  var layers: [SwiftColor] = []

  /// The image the drawing makes: one colour, or `nil` when nothing was drawn or a layer cannot
  /// be composited.
  func image() -> SwiftColor? {
    guard var result = layers.first else { return nil }
    for layer in layers.dropFirst() {
      guard let next = result.under(layer) else { return nil }
      result = next
    }
    return result
  }
}
