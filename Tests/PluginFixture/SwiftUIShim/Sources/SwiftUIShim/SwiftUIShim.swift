#if canImport(SwiftUI)
  @_exported import SwiftUI
#else
  /// Stand-ins for the SwiftUI names the fixture's styles use, so that they compile on Linux.
  /// Nothing draws: Legible reads the styles' source, not what they render.
  public protocol View {}

  public struct Color: View, Sendable {
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)
  }

  public struct ModifiedView: View {}

  extension View {
    public func foregroundColor(_ color: Color?) -> ModifiedView { ModifiedView() }
    public func background<Background: View>(_ background: Background) -> ModifiedView {
      ModifiedView()
    }
    public func padding() -> ModifiedView { ModifiedView() }
  }

  public struct ButtonStyleConfiguration {
    public struct Label: View {}
    public let label = Label()
    public let isPressed = false
  }

  public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    func makeBody(configuration: Configuration) -> Body
  }
#endif
