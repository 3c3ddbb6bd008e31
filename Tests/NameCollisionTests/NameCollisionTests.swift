import Foundation
import Legible
import LegibleICC
import LegibleTesting
import SwiftUIStandIn
import Testing

/// Issue 15: `import SwiftUI` and `import Legible` in one file must not make any name ambiguous.
/// SwiftUIStandIn exports SwiftUI's top-level type names; this file imports it with Legible,
/// LegibleICC, Foundation and Swift Testing and uses every name unqualified. If Legible ever
/// declared one of them (it declared `Color` until issue 15, `SourceLocation` collided with
/// Swift Testing's), this target stops compiling: "'Color' is ambiguous for type lookup".
@Suite struct NameCollisionTests {
  @Test func swiftUINamesStayUnambiguous() {
    #expect(String(describing: type(of: Color())) == "Color")
    #expect(String(describing: type(of: Font())) == "Font")
    #expect(String(describing: type(of: Image())) == "Image")
    #expect(String(describing: type(of: Text())) == "Text")
    #expect(String(describing: type(of: Button())) == "Button")
    #expect(String(describing: type(of: State())) == "State")
    #expect(String(describing: type(of: Binding())) == "Binding")
    #expect(String(describing: type(of: Environment())) == "Environment")
    #expect(String(describing: type(of: Gradient())) == "Gradient")
    #expect(String(describing: type(of: Path())) == "Path")
    #expect(String(describing: type(of: Angle())) == "Angle")
    #expect(String(describing: type(of: Edge())) == "Edge")
    #expect(String(describing: type(of: Alignment())) == "Alignment")
    #expect(String(describing: type(of: Animation())) == "Animation")
    #expect(String(describing: type(of: Label())) == "Label")
    #expect(String(describing: type(of: Group())) == "Group")
    #expect(String(describing: type(of: Section())) == "Section")
    #expect(String(describing: type(of: Form())) == "Form")
    #expect(String(describing: type(of: List())) == "List")
    #expect(String(describing: type(of: Toggle())) == "Toggle")
    #expect(String(describing: type(of: Slider())) == "Slider")
    #expect(String(describing: type(of: Menu())) == "Menu")
    #expect(String(describing: type(of: Link())) == "Link")
    #expect(String(describing: type(of: Spacer())) == "Spacer")
    #expect(String(describing: type(of: Divider())) == "Divider")
    #expect(String(describing: type(of: Rectangle())) == "Rectangle")
    #expect(String(describing: type(of: Circle())) == "Circle")
    #expect(String(describing: type(of: Capsule())) == "Capsule")
    #expect(String(describing: type(of: Material())) == "Material")
    #expect(String(describing: type(of: ColorScheme())) == "ColorScheme")
    #expect(String(describing: type(of: ControlSize())) == "ControlSize")
    #expect(String(describing: type(of: EdgeInsets())) == "EdgeInsets")
    #expect(String(describing: type(of: Grid())) == "Grid")
    #expect(String(describing: type(of: Table())) == "Table")
    #expect(String(describing: type(of: Canvas())) == "Canvas")
    #expect(String(describing: type(of: Window())) == "Window")
  }

  @Test func legibleNamesWorkBesideSwiftUIAndTesting() throws {
    let fill: CSSColor = try CSSColor(css: "#0061cd")
    let swiftUIColor: Color = Color()
    let location: SourceLocation = #_sourceLocation  // Swift Testing's, not a Legible type
    let file: FileLocation = FileLocation(file: "tokens.json", line: 3)
    let url: URL = URL(fileURLWithPath: "/tmp")
    #expect(fill.hexString() == "#0061cd")
    #expect(String(describing: type(of: swiftUIColor)) == "Color")
    #expect(location.line > 0)
    #expect(file.description == "tokens.json:3")
    #expect(url.isFileURL)
  }
}
