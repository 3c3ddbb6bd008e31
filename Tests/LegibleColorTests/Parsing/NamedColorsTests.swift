import LegibleColor
import Testing

@Suite struct NamedColorsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var rgb: UInt32
    var source = "CSS Color 4 §6.1 named colour table"
    var testDescription: String { name }
  }

  static let spotChecks: [Case] = [
    Case(name: "rebeccapurple", rgb: 0x663399),
    Case(name: "aliceblue", rgb: 0xF0F8FF),
    Case(name: "darkgoldenrod", rgb: 0xB8860B),
    Case(name: "lightgoldenrodyellow", rgb: 0xFAFAD2),
    Case(name: "mediumvioletred", rgb: 0xC71585),
    Case(name: "navajowhite", rgb: 0xFFDEAD),
    Case(name: "peru", rgb: 0xCD853F),
    Case(name: "yellowgreen", rgb: 0x9ACD32),
    Case(name: "grey", rgb: 0x808080),
    Case(name: "darkslategrey", rgb: 0x2F4F4F),
    Case(name: "lime", rgb: 0x00FF00),
    Case(name: "green", rgb: 0x008000),
  ]

  @Test(arguments: spotChecks)
  func matchesSpec(_ c: Case) throws {
    #expect(try CSSColor(css: c.name) == CSSColor(rgb: c.rgb))
    #expect(try CSSColor(css: c.name.uppercased()) == CSSColor(rgb: c.rgb))
  }

  /// Every name in CSS Color 4 §6.1 (148, including the grey/gray spellings).
  static let allNames = """
    aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue
    blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk
    crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki
    darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen
    darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue
    dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite
    gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki
    lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan
    lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen
    lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen
    magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen
    mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream
    mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid
    palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum
    powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown
    seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen
    steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen
    """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)

  @Test func allHundredFortyEightParse() throws {
    #expect(Self.allNames.count == 148)
    #expect(Set(Self.allNames).count == 148)
    for name in Self.allNames {
      let color = try CSSColor(css: name)
      #expect(color.space == .sRGB && color.alpha == 1, "\(name)")
      // Named colours are 8-bit, so they serialise as hex.
      #expect(color.cssString.hasPrefix("#"), "\(name)")
    }
    #expect(try CSSColor(css: "transparent") == CSSColor(.sRGB, 0, 0, 0, alpha: 0))
  }

  @Test func spellingVariantsAgree() throws {
    for (a, b) in [
      ("gray", "grey"), ("aqua", "cyan"), ("fuchsia", "magenta"), ("dimgray", "dimgrey"),
    ] {
      #expect(try CSSColor(css: a) == CSSColor(css: b))
    }
  }
}
