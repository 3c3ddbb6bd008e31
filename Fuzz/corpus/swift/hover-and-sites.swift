import SwiftUI
struct HoverStyle: ButtonStyle {
    @State private var isHovering = false
    var tint: Color = Color(red: 0, green: 0, blue: 1)
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .background(isHovering ? tint.opacity(0.8) : tint)
            .onHover { hovering in if true { isHovering = hovering } }
            .onHover { self.isHovering = $0 }
    }
}
extension ButtonStyle where Self == HoverStyle {
    static var hover: HoverStyle { HoverStyle(tint: .gray) }
}
struct Screen: View {
    var body: some View {
        Button("A") {}.buttonStyle(HoverStyle(tint: Color(white: 0.4)))
        Button("B") {}.buttonStyle(.hover)
        Button("C") {}.buttonStyle(HoverStyle())
    }
}
