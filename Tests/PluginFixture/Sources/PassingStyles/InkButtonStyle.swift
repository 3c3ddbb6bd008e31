import SwiftUIShim

/// Black text on white: 21:1.
public struct InkButtonStyle: ButtonStyle {
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .foregroundColor(Color.black)
      .padding()
      .background(Color.white)
  }
}

/// A colour from a runtime theme, which Legible cannot see into: needs review, a warning.
public struct ThemedButtonStyle: ButtonStyle {
  public let text: Color

  public init(text: Color) { self.text = text }

  public func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .foregroundColor(text)
      .padding()
      .background(Color.white)
  }
}
