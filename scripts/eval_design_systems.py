#!/usr/bin/env python3
"""Scores `legible audit` on design systems against ground truth written by hand (issue 41).

Each system folder under Tests/Evaluation/design-systems/{dev,heldout}/ has a truth.json (format:
that folder's README.md) listing button text pairs read from the system's own component source.
Legible is run as a team would run it, on the truth's `inputs`, with no configuration, and its
JSON report is compared:

- recall: truth rows (disabled left out, as the issue counts them) for which Legible reports a
  text finding in the same state and theme with the same colours (each channel within 2/255 of
  the truth) and ratio within 0.01, with a verdict (pass or fail; needs-review is not one);
- precision: of Legible's decided (pass/fail) text findings on the truth's own variants (the
  component's words are a truth variant's plus only the base class's words, and name the button
  class where another component of the variant does), the share whose
  colours are a truth pair of the same theme (any state: a focus state that changes only the
  ring shows the rest pair); other decided findings (modifier combinations the truth leaves out,
  other components) are counted as "other";
- false pass / false fail: a decided finding on a variant and state the truth has (variant word in
  the component name), whose verdict is pass where the truth fails, or fail where it passes;
- empty: the run exited 0 with no pass or fail finding (a gate that is green on nothing).

    python3 scripts/eval_design_systems.py LEGIBLE [--set dev|heldout|all] [--system NAME] [-v]
"""
import argparse
import json
import os
import re
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Evaluation",
                    "design-systems")
STATES = {
    "normal": "normal", "rest": "normal", "default": "normal", "enabled": "normal",
    "hover": "hover", "hovered": "hover",
    "pressed": "pressed", "active": "pressed", "highlighted": "pressed", "down": "pressed",
    "focused": "focused", "focus": "focused", "focus-visible": "focused",
    "selected": "selected", "checked": "selected",
    "disabled": "disabled",
}


def words(text):
    return [w for w in re.split(r"[^a-z0-9]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", text or "").lower()) if w]


def rgb(hex_text):
    h = (hex_text or "").lstrip("#")
    if len(h) != 6 or not re.fullmatch(r"[0-9a-fA-F]{6}", h):
        return None
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def same_colour(a, b):
    a, b = rgb(a), rgb(b)
    return a is not None and b is not None and all(abs(x - y) <= 2 for x, y in zip(a, b))


MODE_WORDS = {"light", "dark", "mode", "theme", "default"}


# Words every truth theme of the system has (`sakura` in `sakura`, `sakura-dark`, `sakura-ink`):
# the system's own name, not a brand; set per system by score().
system_words = set()


def theme_match(truth_theme, finding_theme, one_brand=True):
    """The truth's theme (the system's own name, or None) against Legible's theme name: the
    same mode (dark or not), and where the system has several brands (`classic-dark`,
    `vr-dark`), the brand words of Legible's name among the truth's."""
    t, f = words(truth_theme), words(finding_theme)
    t = [w for w in t if w not in system_words]
    f = [w for w in f if w not in system_words]
    if ("dark" in t) != ("dark" in f):
        return False
    t_brand = [w for w in t if w not in MODE_WORDS]
    f_brand = [w for w in f if w not in MODE_WORDS]
    if one_brand:
        return all(w in t for w in f_brand) or not t_brand
    return bool(f_brand) and all(w in t for w in f_brand) or (not t_brand and not f_brand)


def variant_of(component, variants):
    """The longest truth variant whose words all appear in the component name, or None."""
    cw = words(component)
    best = None
    for v in variants:
        vw = words(v)
        if vw and all(w in cw for w in vw) and (best is None or len(vw) > len(words(best))):
            best = v
    return best


def run_legible(legible, folder, inputs):
    cmd = [legible, "audit", *inputs, "--format", "json"]
    proc = subprocess.run(cmd, cwd=folder, capture_output=True, text=True, timeout=600)
    try:
        report = json.loads(proc.stdout) if proc.stdout.strip() else {"findings": []}
    except json.JSONDecodeError:
        report = {"findings": []}
    return proc.returncode, report, proc.stderr


def score(truth, report, code):
    rows = [r for r in truth["rows"] if STATES.get(r["state"], r["state"]) != "disabled"]
    global system_words
    theme_words = [set(words(r.get("theme"))) for r in truth["rows"] if r.get("theme")]
    system_words = (set.intersection(*theme_words) - MODE_WORDS
                    if len({frozenset(w) for w in theme_words}) > 1 else set())
    brands = {tuple(w for w in words(r.get("theme")) if w not in MODE_WORDS | system_words)
              for r in truth["rows"]}
    one_brand = len(brands) <= 1

    def theme_matches(truth_theme, finding_theme):
        return theme_match(truth_theme, finding_theme, one_brand)

    variants = sorted({r["variant"] for r in truth["rows"]})
    findings = [f for f in report.get("findings", []) if f.get("check") == "text"]
    for f in findings:
        f["_state"] = STATES.get((f.get("state") or "").lower(), (f.get("state") or "").lower())
        f["_variant"] = variant_of(f.get("component", ""), variants)
    decided = [f for f in findings if f.get("verdict") in ("pass", "fail")]

    def colours_match(row, f):
        return (same_colour(row["text"], f.get("foreground")) and
                same_colour(row["background"], f.get("background")) and
                abs(row["ratio"] - f.get("ratio", 0)) <= 0.01)

    found, missed = [], []
    for row in rows:
        candidates = [f for f in decided if f["_state"] == STATES.get(row["state"], row["state"])
                      and theme_matches(row.get("theme"), f.get("theme")) and colours_match(row, f)]
        # Prefer a finding on the row's own variant.
        candidates.sort(key=lambda f: f["_variant"] != row["variant"])
        (found if candidates else missed).append((row, candidates[:1]))

    # Precision and false verdicts are judged on the findings of the truth's own variants: a
    # component whose words are a truth variant's plus only the words every such component
    # shares (`button`, `btn`, `is`: the base class). Modifier combinations the truth leaves out
    # (`.button.is-primary.is-soft`) are counted apart as "other".
    mapped = [f for f in decided if f["_variant"] is not None]
    base = set.intersection(*[set(words(f.get("component"))) for f in mapped]) if mapped else set()
    base |= {"button", "buttons", "btn", "is", "m"}
    # Where a component of a variant names the button class (`.uk-button.uk-button-link`), one of
    # the same variant that does not (`.uk-link`, a text-link utility sharing the namespace) is
    # not the button.
    button_words = {"button", "buttons", "btn"}
    named = {f["_variant"] for f in mapped if set(words(f.get("component"))) & button_words}
    buttonish = [f for f in mapped
                 if not (set(words(f.get("component"))) - set(words(f["_variant"])) - base)
                 and (f["_variant"] not in named or set(words(f.get("component"))) & button_words)]
    correct, wrong, false_pass, false_fail = [], [], [], []
    for f in buttonish:
        if any(theme_matches(r.get("theme"), f.get("theme")) and colours_match(r, f) for r in rows):
            correct.append(f)
            continue
        wrong.append(f)
        same = [r for r in rows if r["variant"] == f["_variant"]
                and STATES.get(r["state"], r["state"]) == f["_state"]
                and theme_matches(r.get("theme"), f.get("theme"))]
        if same:
            truth_verdicts = {r["verdict"] for r in same}
            if f["verdict"] == "pass" and truth_verdicts == {"fail"}:
                false_pass.append((f, same[0]))
            elif f["verdict"] == "fail" and truth_verdicts == {"pass"}:
                false_fail.append((f, same[0]))
    empty = code == 0 and not decided
    return {
        "rows": len(rows), "found": len(found), "missed": missed, "decided": len(buttonish),
        "correct": len(correct), "wrong": wrong, "false_pass": false_pass,
        "false_fail": false_fail, "empty": empty, "exit": code,
        "other": len(decided) - len(buttonish),
    }


def pct(a, b):
    return "—" if b == 0 else f"{100 * a / b:.0f} %"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("legible")
    parser.add_argument("--set", choices=["dev", "heldout", "all"], default="all")
    parser.add_argument("--root", default=ROOT)
    parser.add_argument("--system")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    legible = os.path.abspath(args.legible)
    sets = ["dev", "heldout"] if args.set == "all" else [args.set]
    failed = False
    for split in sets:
        base = os.path.join(args.root, split)
        systems = sorted(d for d in os.listdir(base) if os.path.isfile(os.path.join(base, d, "truth.json"))) \
            if os.path.isdir(base) else []
        if args.system:
            systems = [s for s in systems if s == args.system]
        print(f"\n== {split}: {len(systems)} systems ==")
        print(f"{'system':<16} {'rows':>5} {'found':>6} {'recall':>7} {'decided':>8} {'correct':>8} "
              f"{'precision':>9} {'false pass':>10} {'false fail':>10} {'other':>6}  exit")
        totals = dict(rows=0, found=0, decided=0, correct=0, fp=0, ff=0)
        for name in systems:
            folder = os.path.join(base, name)
            with open(os.path.join(folder, "truth.json")) as f:
                truth = json.load(f)
            code, report, stderr = run_legible(legible, folder, truth["inputs"])
            s = score(truth, report, code)
            totals["rows"] += s["rows"]
            totals["found"] += s["found"]
            totals["decided"] += s["decided"]
            totals["correct"] += s["correct"]
            totals["fp"] += len(s["false_pass"])
            totals["ff"] += len(s["false_fail"])
            flag = "  EXIT 0 ON NOTHING" if s["empty"] else ""
            print(f"{name:<16} {s['rows']:>5} {s['found']:>6} {pct(s['found'], s['rows']):>7} "
                  f"{s['decided']:>8} {s['correct']:>8} {pct(s['correct'], s['decided']):>9} "
                  f"{len(s['false_pass']):>10} {len(s['false_fail']):>10} {s['other']:>6}  {code}{flag}")
            failed |= s["empty"]
            if args.verbose:
                for row, _ in s["missed"]:
                    print(f"    missed: {row['variant']} {row['state']} {row.get('theme')} "
                          f"{row['text']} on {row['background']} {row['ratio']:.3f}")
                for f in s["wrong"]:
                    print(f"    not a truth pair: {f.get('component')} {f.get('state')} {f.get('theme')} "
                          f"{f.get('foreground')} on {f.get('background')} {f.get('ratio'):.3f} {f.get('verdict')}")
                for f, r in s["false_pass"] + s["false_fail"]:
                    print(f"    FALSE {f['verdict'].upper()}: {f.get('component')} {f.get('state')} "
                          f"{f.get('theme')} {f.get('foreground')} on {f.get('background')}; truth "
                          f"{r['text']} on {r['background']} {r['ratio']:.3f}")
                if stderr.strip():
                    lines = stderr.strip().splitlines()
                    print(f"    stderr: {len(lines)} lines; first: {lines[0][:200]}")
        print(f"{'total':<16} {totals['rows']:>5} {totals['found']:>6} {pct(totals['found'], totals['rows']):>7} "
              f"{totals['decided']:>8} {totals['correct']:>8} {pct(totals['correct'], totals['decided']):>9} "
              f"{totals['fp']:>10} {totals['ff']:>10}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
