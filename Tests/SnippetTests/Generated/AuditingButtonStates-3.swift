// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/AuditingButtonStates.md by SnippetTests; do not edit.
// Regenerate with: make snippets

#if canImport(SwiftUI)
import SwiftUI

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
struct FilledButtonStyle: ButtonStyle {
  @Environment(\.isEnabled) private var isEnabled

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .foregroundStyle(isEnabled ? Color.white : Color.white.opacity(179 / 255))
      .padding(.horizontal, 16)
      .padding(.vertical, 10)
      .background(
        isEnabled
          ? Color(red: 0, green: 97 / 255, blue: 205 / 255)
          : Color(red: 188 / 255, green: 224 / 255, blue: 253 / 255))
      .opacity(configuration.isPressed ? 0.8 : 1)
      .scaleEffect(configuration.isPressed ? 0.98 : 1)
  }
}
#endif
