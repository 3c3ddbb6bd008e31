import SwiftUI
struct Screen: View {
    @State var busy = false
    var body: some View {
        VStack {
            Button {
                save()
            } label: {
                Text("Save")
                    .foregroundColor(.white)
                    .padding()
                    .background(Color(red: 0, green: 97 / 255, blue: 205 / 255))
            }
            .buttonStyle(.plain)
            .disabled(busy)
            Button("More") { more() }
            Button("Go") { go() }.tint(Color(red: 0, green: 97 / 255, blue: 205 / 255))
            Button("Buy") { buy() }.buttonStyle(.borderedProminent)
            Button(action: close) { Image(systemName: "xmark") }
            Button("", systemImage: "xmark") { close() }
        }
        .toolbar {
            Button("Edit") { edit() }
        }
    }
}
