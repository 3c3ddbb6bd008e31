#!/usr/bin/env python3
"""WCAG 2.x contrast for the evaluation set's ground truth. Independent of Legible on purpose:
the ground truth must never come from the tool it measures.

Colours: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() with numbers or percentages (comma or
space syntax, `/ alpha`), hsl()/hsla(), `white`, `black`, `transparent`. Alpha is composited over
what lies below in gamma-encoded sRGB (as browsers and UIKit do), then the WCAG 2.x ratio:
0.04045 threshold, coefficients 0.2126/0.7152/0.0722, (L1 + 0.05) / (L2 + 0.05), unrounded.

    python3 wcag.py TEXT BACKGROUND [BACKDROP]     # prints text, background (composited), ratio
"""
import colorsys
import re
import sys

NAMED = {"white": "#ffffff", "black": "#000000", "transparent": "#00000000"}


def parse(value):
    """Returns (r, g, b, a) with r, g, b in 0...255 (floats) and a in 0...1."""
    s = value.strip().lower()
    s = NAMED.get(s, s)
    if s.startswith("#"):
        h = s[1:]
        if len(h) in (3, 4):
            h = "".join(c * 2 for c in h)
        if len(h) not in (6, 8) or not re.fullmatch(r"[0-9a-f]+", h):
            raise ValueError(f"not a hex colour: {value!r}")
        r, g, b = (int(h[i:i + 2], 16) for i in (0, 2, 4))
        a = int(h[6:8], 16) / 255 if len(h) == 8 else 1.0
        return (float(r), float(g), float(b), a)
    m = re.fullmatch(r"(rgba?|hsla?)\((.*)\)", s)
    if not m:
        raise ValueError(f"unsupported colour: {value!r}")
    parts = [p for p in re.split(r"[\s,/]+", m.group(2).strip()) if p]
    if len(parts) not in (3, 4):
        raise ValueError(f"expected 3 or 4 components: {value!r}")

    def alpha(p):
        return float(p[:-1]) / 100 if p.endswith("%") else float(p)

    a = alpha(parts[3]) if len(parts) == 4 else 1.0
    if m.group(1).startswith("rgb"):
        rgb = [float(p[:-1]) * 2.55 if p.endswith("%") else float(p) for p in parts[:3]]
        return (rgb[0], rgb[1], rgb[2], a)
    hue = float(parts[0].removesuffix("deg")) / 360 % 1
    sat = float(parts[1].rstrip("%")) / 100
    light = float(parts[2].rstrip("%")) / 100
    r, g, b = colorsys.hls_to_rgb(hue, light, sat)
    return (r * 255, g * 255, b * 255, a)


def over(top, bottom):
    """`top` composited over an opaque `bottom` in gamma-encoded sRGB; returns an opaque colour."""
    r, g, b, a = parse(top) if isinstance(top, str) else top
    R, G, B, A = parse(bottom) if isinstance(bottom, str) else bottom
    if A < 1:
        raise ValueError("the backdrop must be opaque")
    return (r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1.0)


def luminance(c):
    def lin(v):
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(v) for v in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(text, background, backdrop="#ffffff"):
    """The WCAG ratio of `text` drawn on `background`, itself drawn on `backdrop` (the page)."""
    bg = over(background, backdrop)
    fg = over(text, bg)
    l1, l2 = sorted((luminance(fg), luminance(bg)), reverse=True)
    return (l1 + 0.05) / (l2 + 0.05)


def hex_of(c):
    return "#" + "".join(f"{round(v):02x}" for v in c[:3])


def main(argv):
    if len(argv) not in (3, 4):
        print(__doc__.strip().splitlines()[-1].strip(), file=sys.stderr)
        return 2
    text, background = argv[1], argv[2]
    backdrop = argv[3] if len(argv) == 4 else "#ffffff"
    bg = over(background, backdrop)
    fg = over(text, bg)
    print(hex_of(fg), hex_of(bg), f"{ratio(text, background, backdrop):.6f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
