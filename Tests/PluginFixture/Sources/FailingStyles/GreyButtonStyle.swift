import SwiftUIShim

/// Grey text on white: 2.84:1, below 1.4.3's 4.5:1 for normal text.
public struct GreyButtonStyle: ButtonStyle {
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .foregroundColor(Color(red: 0.6, green: 0.6, blue: 0.6))
      .padding()
      .background(Color.white)
  }
}
