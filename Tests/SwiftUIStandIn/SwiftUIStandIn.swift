// A stand-in for SwiftUI (and the UIKit/AppKit names apps use beside it) on platforms without
// it: the top-level type names SwiftUI exports, so NameCollisionTests can prove that code
// importing both this module and Legible compiles with every name unqualified. Names from
// SwiftUI's public interface (Apple's SwiftUI documentation, "Views", "Shapes", "Drawing").

/// Stands in for SwiftUI's `Color`.
public struct Color {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Font`.
public struct Font {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Image`.
public struct Image {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Text`.
public struct Text {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Button`.
public struct Button {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `State`.
public struct State {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Binding`.
public struct Binding {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Environment`.
public struct Environment {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Gradient`.
public struct Gradient {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Path`.
public struct Path {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Angle`.
public struct Angle {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Edge`.
public struct Edge {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Alignment`.
public struct Alignment {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Animation`.
public struct Animation {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Label`.
public struct Label {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Group`.
public struct Group {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Section`.
public struct Section {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Form`.
public struct Form {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `List`.
public struct List {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Toggle`.
public struct Toggle {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Slider`.
public struct Slider {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Menu`.
public struct Menu {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Link`.
public struct Link {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Spacer`.
public struct Spacer {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Divider`.
public struct Divider {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Rectangle`.
public struct Rectangle {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Circle`.
public struct Circle {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Capsule`.
public struct Capsule {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Material`.
public struct Material {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `ColorScheme`.
public struct ColorScheme {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `ControlSize`.
public struct ControlSize {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `EdgeInsets`.
public struct EdgeInsets {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Grid`.
public struct Grid {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Table`.
public struct Table {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Canvas`.
public struct Canvas {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `Window`.
public struct Window {
  /// Creates the stand-in.
  public init() {}
}

/// Stands in for SwiftUI's `View` protocol.
public protocol View {}

/// Stands in for SwiftUI's `Shape` protocol.
public protocol Shape {}

/// Stands in for SwiftUI's `ShapeStyle` protocol.
public protocol ShapeStyle {}

/// Stands in for SwiftUI's `Layout` protocol.
public protocol Layout {}
