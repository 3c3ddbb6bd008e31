#!/usr/bin/env python3
"""Writes a generated audit spec of N buttons for the audit scaling benchmark (issue 16).

Each button has normal, pressed (the whole button at opacity 0.8) and disabled states and its own
fill; with --themes K the fills come from a DTCG token file with K themes (written beside the
spec), so the spec's colours are token references resolved per theme.

Usage: gen_audit_spec.py N OUT.json [--themes K]
"""
import json
import sys


def fill(i):
    # A different, deterministic fill per component (hue walk at fixed lightness bands).
    r = (37 * i) % 200
    g = (91 * i + 40) % 200
    b = (53 * i + 80) % 256
    return "#%02x%02x%02x" % (r, g, b)


def main():
    args = sys.argv[1:]
    themes = 0
    if "--themes" in args:
        k = args.index("--themes")
        themes = int(args[k + 1])
        del args[k : k + 2]
    n, out = int(args[0]), args[1]
    spec = {"name": f"Generated: {n} buttons" + (f", {themes} themes" if themes else ""),
            "surfaces": {"page": "#ffffff"}, "components": []}
    if themes:
        names = [f"theme{t}" for t in range(themes)]
        spec["themes"] = names
        token_file = out.rsplit("/", 1)[-1].replace(".json", ".tokens.json")
        spec["tokens"] = [token_file]
        tokens = {"button": {}}
        for i in range(n):
            tokens["button"][f"b{i}"] = {
                "$type": "color", "$value": fill(i),
                "$extensions": {"carbon.themes": {t: fill(i + 7 * (j + 1)) for j, t in enumerate(names)}}}
        with open(out.rsplit("/", 1)[0] + "/" + token_file if "/" in out else token_file, "w") as f:
            json.dump(tokens, f, indent=1)
    for i in range(n):
        background = f"{{button.b{i}}}" if themes else fill(i)
        spec["components"].append({
            "name": f"Button{i:05d}", "surface": "page", "font": {"size": 17, "weight": 400},
            "states": {
                "normal": {"text": "#ffffff", "background": background},
                "pressed": {"from": "normal", "opacity": 0.8},
                "disabled": {"text": "rgb(255 255 255 / 0.7)", "background": "#bce0fd"},
            }})
    with open(out, "w") as f:
        json.dump(spec, f, indent=1)


if __name__ == "__main__":
    main()
