import LegibleColor

@main
struct Legible {
  static func main() {
    print(WCAG2Contrast().ratio(.white, .black))
  }
}
