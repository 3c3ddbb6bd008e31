#!/usr/bin/env python3
"""Real-browser check of Legible HTML reports.

For each HTML report (with the JSON report of the same audit, same stem, .json, beside it or in
--json-dir):
  1. render it in headless Chromium (Debian's /usr/bin/chromium driven by Playwright; no
     `playwright install`), screenshot the page, and sample the pixels of every rendered state:
     the centre of the fill's left padding (clear of the label), the middle of the left border,
     the focus ring, the surface corner and the label-colour chip. Each must equal the effective
     colour in the JSON report's "appearances" within 1/255 per channel (wide-gamut colours,
     written as CSS color(), are counted as skipped);
  2. run axe-core (bundled in axe-playwright-python) and fail on any violation;
  3. check the page makes no network request and has no script.
A SARIF file given with --sarif is checked for the structure GitHub code scanning needs and, when
PyPI's sarif-pydantic is installed (.ci/run installs it), validated against its SARIF 2.1.0 models.

Usage: check_html_report.py [--chromium PATH] [--json-dir DIR] [--sarif FILE.sarif]... REPORT.html...
Exit status 0 when every check passes, 1 otherwise.
"""

import argparse
import json
import os
import struct
import sys
import zlib

TOLERANCE = 1  # 1/255 per channel


def decode_png(data):
    """Decodes an 8-bit RGB or RGBA, non-interlaced PNG (what Chromium screenshots are)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and ctype in (2, 6) and interlace == 0, "unsupported PNG"
            bpp = 4 if ctype == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        ftype = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if ftype == 1:
                line[x] = (line[x] + a) & 255
            elif ftype == 2:
                line[x] = (line[x] + b) & 255
            elif ftype == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif ftype == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return lambda x, y: tuple(rows[y][x * bpp:x * bpp + 3])


def hex_rgb(css):
    if not css or not css.startswith("#") or len(css) != 7:
        return None
    return tuple(int(css[i:i + 2], 16) for i in (1, 3, 5))


# Sample points per element: what to sample, where (from the element's box) and which key of the
# JSON appearance gives the expected colour.
JS_BOXES = """
() => Array.from(document.querySelectorAll('.card')).map(card => {
  const box = e => { const r = e.getBoundingClientRect();
    return {x: r.x + window.scrollX, y: r.y + window.scrollY, w: r.width, h: r.height}; };
  const control = card.querySelector('.control');
  const stage = card.querySelector('.stage');
  const chip = card.querySelector('[data-expected-text]');
  const cs = getComputedStyle(control);
  return {
    label: control.getAttribute('aria-label'),
    control: box(control), stage: box(stage), chip: chip ? box(chip) : null,
    border: parseFloat(cs.borderLeftWidth), paddingLeft: parseFloat(cs.paddingLeft),
    outline: parseFloat(cs.outlineWidth), outlineOffset: parseFloat(cs.outlineOffset),
    fill: control.dataset.expectedFill, borderColor: control.dataset.expectedBorder || null,
    ring: control.dataset.expectedRing || null, surface: stage.dataset.expectedSurface,
    text: chip ? chip.dataset.expectedText : null,
  };
})
"""


def sample_points(card):
    c, s = card["control"], card["stage"]
    cy = int(c["y"] + c["h"] / 2)
    pts = []
    # Fill: centre of the left padding, clear of the label and the anti-aliased border edge.
    pts.append(("fill", "fill", int(c["x"] + card["border"] + card["paddingLeft"] / 2), cy))
    if card["borderColor"]:
        pts.append(("border", "border", int(c["x"] + card["border"] / 2), cy))
    if card["ring"]:
        ring_x = c["x"] - card["outlineOffset"] - card["outline"] / 2
        pts.append(("ring", "focusRing", int(ring_x), cy))
    pts.append(("surface", "surface", int(s["x"] + 4), int(s["y"] + 4)))
    if card["chip"] and card["text"]:
        ch = card["chip"]
        pts.append(("text", "text", int(ch["x"] + ch["w"] / 2), int(ch["y"] + ch["h"] / 2)))
    return pts


def check_report(page, html_path, json_path, axe):
    failures, sampled, skipped = [], 0, 0
    requests = []
    page.on("request", lambda r: requests.append(r.url))
    url = "file://" + os.path.abspath(html_path)
    page.goto(url)
    page.wait_for_load_state("load")
    external = [r for r in requests if r != url and not r.startswith("data:")]
    if external:
        failures.append(f"network requests: {external}")
    if page.evaluate("document.scripts.length") != 0:
        failures.append("the page contains a script")
    with open(json_path, encoding="utf-8") as f:
        report = json.load(f)
    appearances = report["appearances"]
    cards = page.evaluate(JS_BOXES)
    if len(cards) != len(appearances):
        failures.append(f"{len(cards)} swatches drawn, {len(appearances)} appearances in JSON")
    # The discovered-tokens page is ~1 MB: a full-page capture of it took over
    # Playwright's 30 s default on a loaded 2-core machine (CI run of 2026-12-03), so allow 5 min.
    pixel = decode_png(page.screenshot(full_page=True, animations="disabled", timeout=300_000))
    for card, appearance in zip(cards, appearances):
        for name, key, x, y in sample_points(card):
            expected_css = appearance.get(key)
            expected = hex_rgb(expected_css)
            drawn_attr = {"fill": card["fill"], "border": card["borderColor"], "ring": card["ring"],
                          "surface": card["surface"], "text": card["text"]}[name]
            if drawn_attr != expected_css:
                failures.append(f"{card['label']}: {name} drawn as {drawn_attr}, "
                                f"JSON says {expected_css}")
                continue
            if expected is None:
                skipped += 1  # wide-gamut colour, not comparable in an sRGB screenshot
                continue
            got = pixel(x, y)
            sampled += 1
            ok = all(abs(g - e) <= TOLERANCE for g, e in zip(got, expected))
            line = (f"  {'ok ' if ok else 'BAD'} {appearance['component']}"
                    f"/{appearance['theme'] or '-'}/{appearance['state']} {name:7} "
                    f"@({x},{y}) pixel #{got[0]:02x}{got[1]:02x}{got[2]:02x} "
                    f"expected {expected_css}")
            print(line)
            if not ok:
                failures.append(line.strip())
    result = axe.run(page)
    violations = result.response.get("violations", [])
    passes = result.response.get("passes", [])
    incomplete = result.response.get("incomplete", [])
    print(f"  axe-core {result.response.get('testEngine', {}).get('version', '?')}: "
          f"{len(violations)} violations, {len(passes)} rules passed, "
          f"{len(incomplete)} incomplete")
    for v in violations:
        targets = [n.get("target") for n in v.get("nodes", [])][:5]
        failures.append(f"axe {v['id']} ({v.get('impact')}): {v.get('help')} at {targets}")
    print(f"  pixels: {sampled} samples compared, {skipped} wide-gamut skipped")
    return failures


def check_sarif(path):
    """The structure GitHub code scanning needs (SARIF 2.1.0 §3; GitHub's SARIF support page)."""
    errors = []
    with open(path, encoding="utf-8") as f:
        log = json.load(f)
    if log.get("version") != "2.1.0":
        errors.append("version must be 2.1.0")
    if not log.get("$schema"):
        errors.append("$schema missing")
    for run in log.get("runs", []):
        driver = run.get("tool", {}).get("driver", {})
        if not driver.get("name"):
            errors.append("tool.driver.name missing")
        rules = {r["id"]: r for r in driver.get("rules", [])}
        for rule in rules.values():
            for key in ("shortDescription", "fullDescription", "help"):
                if not rule.get(key, {}).get("text"):
                    errors.append(f"rule {rule['id']}: {key}.text missing")
        for i, result in enumerate(run.get("results", [])):
            where = f"results[{i}]"
            if result.get("ruleId") not in rules:
                errors.append(f"{where}: ruleId {result.get('ruleId')} has no rule")
            if result.get("level") not in ("none", "note", "warning", "error"):
                errors.append(f"{where}: bad level")
            if not result.get("message", {}).get("text"):
                errors.append(f"{where}: message.text missing")
            for loc in result.get("locations", []):
                phys = loc.get("physicalLocation", {})
                if not phys.get("artifactLocation", {}).get("uri"):
                    errors.append(f"{where}: artifactLocation.uri missing")
                if phys.get("region", {}).get("startLine", 1) < 1:
                    errors.append(f"{where}: startLine < 1")
    try:
        import sarif_pydantic  # PyPI sarif-pydantic: pydantic models of the SARIF 2.1.0 schema
        from pydantic import ValidationError
        try:
            sarif_pydantic.Sarif.model_validate(log)
            model = "sarif-pydantic model ok"
        except ValidationError as e:
            errors.append(f"sarif-pydantic: {e}")
            model = "sarif-pydantic model BAD"
    except ImportError:
        model = "sarif-pydantic not installed: model validation skipped"
    print(f"{path}: SARIF structure {'ok' if not errors else 'BAD'}; {model}")
    return errors


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM", "/usr/bin/chromium"))
    parser.add_argument("--sarif", action="append", default=[])
    parser.add_argument("--json-dir", help="where the JSON reports are (default: beside the HTML)")
    parser.add_argument("reports", nargs="+")
    args = parser.parse_args()
    from axe_playwright_python.sync_playwright import Axe
    from playwright.sync_api import sync_playwright

    failures = []
    for path in args.sarif:
        failures += check_sarif(path)
    html = [p for p in args.reports if p.endswith(".html")]
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=args.chromium,
            args=["--no-sandbox", "--force-color-profile=srgb", "--disable-lcd-text",
                  "--font-render-hinting=none"])
        for path in html:
            stem = os.path.splitext(path)[0]
            if args.json_dir:
                stem = os.path.join(args.json_dir, os.path.basename(stem))
            json_path = stem + ".json"
            page = browser.new_page(viewport={"width": 1440, "height": 900},
                                    device_scale_factor=1, java_script_enabled=True)
            print(f"{path} (expected colours from {json_path})")
            failures += [f"{path}: {f}" for f in check_report(page, path, json_path, Axe())]
            page.close()
        browser.close()
    for f in failures:
        print("FAIL", f, file=sys.stderr)
    print(f"browser check: {len(html)} reports, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
