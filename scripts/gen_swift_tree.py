#!/usr/bin/env python3
"""Writes a generated tree of Swift UI code for `make bench` (issue 20): N files (default 2,000)
of SwiftUI button styles, colour constants, helper views and UIKit buttons configured in code,
deterministic (a linear congruential generator, seed 20), so every run measures the same input.

Usage: gen_swift_tree.py OUTDIR [--files N]

Each file is one of four kinds, in turn: a palette enum of `static let` colours (hex literals,
`/ 255.0` folding), a ButtonStyle reading isPressed and isEnabled through a helper view, a UIKit
view controller configuring two buttons per state, and a ViewModifier with a View extension. The
styles and buttons refer to palettes in other files, so evaluation crosses files as in an app.
"""
import argparse, os

M64 = (1 << 64) - 1


class Rng:
    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) & M64
        return self.state >> 40

    def byte(self):
        return self.next() & 0xFF


def palette(i, r, palettes):
    lines = ["import SwiftUI", "import UIKit", "", f"enum Palette{i} {{"]
    for k in range(8):
        lines.append(f"  static let c{k} = UIColor(red: 0x{r.byte():02X} / 255.0, green: 0x{r.byte():02X} / 255.0, "
                     f"blue: 0x{r.byte():02X} / 255.0, alpha: 1)")
        lines.append(f"  static let s{k} = Color(red: {r.byte()} / 255.0, green: {r.byte()} / 255.0, blue: {r.byte()} / 255.0)")
    lines.append("  static let pressedOpacity: Double = 0.8")
    lines.append("}")
    return "\n".join(lines) + "\n"


def style(i, r, palettes):
    p = (i // 4) % palettes
    a, b, c = r.next() % 8, r.next() % 8, r.next() % 8
    return f"""import SwiftUI

struct GeneratedStyle{i}: ButtonStyle {{
  func makeBody(configuration: Configuration) -> some View {{
    GeneratedStyle{i}Body(configuration: configuration)
  }}
}}

private struct GeneratedStyle{i}Body: View {{
  @Environment(\\.isEnabled) var isEnabled
  let configuration: ButtonStyleConfiguration

  var body: some View {{
    configuration.label
      .font(.headline)
      .foregroundColor(isEnabled ? .white : Color.white.opacity(0.6))
      .padding(.horizontal, 16)
      .background(
        RoundedRectangle(cornerRadius: 8)
          .fill(isEnabled ? Palette{p}.s{a} : Palette{p}.s{b})
      )
      .overlay(RoundedRectangle(cornerRadius: 8).stroke(Palette{p}.s{c}, lineWidth: 1))
      .opacity(configuration.isPressed ? Palette{p}.pressedOpacity : 1)
      .scaleEffect(configuration.isPressed ? 0.98 : 1)
  }}
}}
"""


def controller(i, r, palettes):
    p = (i // 4) % palettes
    a, b, c = r.next() % 8, r.next() % 8, r.next() % 8
    return f"""import UIKit

final class GeneratedViewController{i}: UIViewController {{
  func makeButtons() {{
    let primary{i} = UIButton(type: .custom)
    primary{i}.setTitleColor(.white, for: .normal)
    primary{i}.setTitleColor(UIColor.white.withAlphaComponent(0.6), for: .disabled)
    primary{i}.backgroundColor = Palette{p}.c{a}
    primary{i}.layer.borderColor = Palette{p}.c{c}.cgColor
    primary{i}.layer.borderWidth = 1
    let secondary{i} = UIButton(type: .custom)
    secondary{i}.setTitleColor(Palette{p}.c{b}, for: .normal)
    secondary{i}.setTitleColor(Palette{p}.c{a}, for: .highlighted)
    secondary{i}.backgroundColor = .white
  }}
}}
"""


def modifier(i, r, palettes):
    p = (i // 4) % palettes
    a = r.next() % 8
    return f"""import SwiftUI

struct GeneratedModifier{i}: ViewModifier {{
  func body(content: Content) -> some View {{
    content
      .padding(12)
      .background(Palette{p}.s{a}.opacity(0.12))
  }}
}}

extension View {{
  func generated{i}() -> some View {{
    modifier(GeneratedModifier{i}())
  }}
}}
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--files", type=int, default=2000)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    r = Rng(20)
    palettes = max(1, (args.files + 3) // 4)
    for i in range(args.files):
        kind = i % 4
        number = i // 4 if kind == 0 else i  # palette N sits beside the files that use it
        text = [palette, style, controller, modifier][kind](number, r, palettes)
        folder = os.path.join(args.out, f"Module{i // 200:02d}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"File{i:05d}.swift"), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
