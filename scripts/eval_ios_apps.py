#!/usr/bin/env python3
"""Scores `legible audit` on open-source iOS apps against ground truth written by hand (issue 43).

Each app folder under Tests/Evaluation/ios-apps/{dev,heldout}/<slug>/ has a truth.json (format:
that folder's README.md): button states read from the app's own code, with the colours, the
ratio from Tests/Evaluation/wcag.py and the verdict, or why a careful reader cannot decide them.
The apps' code is not in this repository (fetched code is never committed): each is read from a
snapshot brought by the search tool's fetch, `$LEGIBLE_EVAL_MIRRORS/<owner>+<name>/repo` (default
/work/.mirror), checked out at the truth's commit under .build/eval-apps/. An app whose snapshot is
absent, or lacks that commit, is reported as skipped, never as passed.

Legible is run as a team would run it, `legible audit <audit_paths> --format json`, with no
configuration (`--facts DIR` adds DIR/<slug>/legible.json where one exists). A truth row is
matched to the findings of the same state and theme whose place (the finding's location, its
text or background source, or a place its evidence names: `applied by .buttonStyle at F:L`) lies
in the row's file and line range; the text check is preferred (the boundary check for an
icon-only row). Per app it prints:

- rows, found (a matched finding), decided (pass, fail or exempt), correct (the truth's verdict;
  with a ratio within 0.05 where both have one), needs-review that were decidable, false passes
  (pass where the truth fails), false fails (fail where the truth passes), and decided rows the
  truth calls undecidable;
- the app's own states as Legible counts them (components x states x themes in the report) and
  the share it decided: the issue's "decided with no configuration" figure;
- time and peak memory of the run.

    python3 scripts/eval_ios_apps.py LEGIBLE [--set dev|heldout|all] [--app SLUG] [--facts DIR] [-v]
"""
import argparse
import json
import os
import re
import resource
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "Tests", "Evaluation", "ios-apps"))
CACHE = os.path.normpath(os.path.join(HERE, "..", ".build", "eval-apps"))
MIRRORS = os.environ.get("LEGIBLE_EVAL_MIRRORS", "/work/.mirror")
STATES = {
    "normal": "normal", "highlighted": "highlighted", "pressed": "highlighted",
    "selected": "selected", "focused": "focused", "disabled": "disabled",
}
DECIDED = {"pass", "fail", "exempt"}


def checkout(app):
    """The app's work tree at the truth's commit, or (None, why)."""
    owner_name = app["repository"].replace("/", "+")
    gitdir = os.path.join(MIRRORS, owner_name, "repo")
    if not os.path.isdir(gitdir):
        return None, f"no snapshot at {gitdir} (fetch github:{app['repository']})"
    tree = os.path.join(CACHE, app["slug"])
    commit = app["commit"]
    marker = os.path.join(tree, ".legible-eval-commit")
    if os.path.isfile(marker) and open(marker).read().strip() == commit:
        return tree, None
    subprocess.run(["rm", "-rf", tree], check=True)
    os.makedirs(CACHE, exist_ok=True)
    done = subprocess.run(["git", "clone", "-q", "--shared", "--no-checkout", gitdir, tree],
                          capture_output=True, text=True)
    if done.returncode != 0:
        return None, f"git clone failed: {done.stderr.strip()}"
    # Only what Legible reads under the audit paths (Swift, Interface Builder documents, asset
    # catalogs' JSON, property lists): a snapshot may lack large binary files.
    listed = subprocess.run(["git", "-C", tree, "ls-tree", "-r", "--name-only", commit, "--",
                             *app["audit_paths"]], capture_output=True, text=True)
    wanted = [p for p in listed.stdout.splitlines()
              if p.endswith((".swift", ".storyboard", ".xib", ".json", ".plist", ".xcconfig",
                             ".pbxproj", ".css", ".strings"))]
    done = subprocess.run(["git", "-C", tree, "checkout", "-q", commit,
                           "--pathspec-from-file=-", "--pathspec-file-nul"],
                          input="\0".join(wanted), capture_output=True, text=True)
    if done.returncode != 0:
        subprocess.run(["rm", "-rf", tree])
        return None, f"the snapshot lacks commit {commit[:12]} or its paths: {done.stderr.strip()}"
    with open(marker, "w") as f:
        f.write(commit + "\n")
    return tree, None


def run_legible(legible, tree, app, config):
    """The JSON report, the exit status, seconds and peak RSS (MB) of one audit."""
    out = os.path.join(CACHE, f"{app['slug']}.json")
    args = [legible, "audit", *app["audit_paths"], "--format", "json", "--allow-empty",
            "--report", f"json:{out}"]
    if config:
        args += ["--config", config]
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.monotonic()
    done = subprocess.run(args, cwd=tree, capture_output=True, text=True)
    seconds = time.monotonic() - start
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    # ru_maxrss of children is the largest child so far: exact when this run is the largest.
    mb = peak / 1024 if peak > before else None
    try:
        with open(out, encoding="utf-8") as f:
            report = json.load(f)
    except (OSError, ValueError):
        report = None
    return report, done.returncode, done.stderr, seconds, mb


PLACE = re.compile(r"([^\s:;,()\"'`]+\.(?:swift|storyboard|xib)):(\d+)")


def places(finding, tree):
    """Every (relative file, line) a finding names: its location, its sources, its evidence."""
    found = []

    def add(file, line):
        if not file or line is None:
            return
        rel = os.path.relpath(file, tree) if os.path.isabs(file) else file
        found.append((os.path.normpath(rel), int(line)))

    loc = finding.get("location") or {}
    add(loc.get("file"), loc.get("line"))
    for key in ("foregroundSource", "backgroundSource"):
        src = finding.get(key) or {}
        add(src.get("file"), src.get("line"))
        for m in PLACE.finditer(src.get("evidence") or ""):
            add(m.group(1), m.group(2))
    for m in PLACE.finditer(finding.get("review") or ""):
        add(m.group(1), m.group(2))
    return found


def theme_ok(truth_theme, finding_theme):
    f = (finding_theme or "").lower()
    if truth_theme is None:
        return True
    if truth_theme == "dark":
        return "dark" in f
    return "dark" not in f


def in_row(place, row):
    file, line = place
    want = os.path.normpath(row["file"])
    a, b = row["lines"]
    return (file == want or file.endswith("/" + want) or want.endswith("/" + file)) \
        and a <= line <= b


def match(row, findings, tree):
    state = STATES.get(row["state"], row["state"])
    icon = row.get("text") is None and "icon" in (row.get("component") or "").lower()
    best, best_score = None, -1
    for f in findings:
        if STATES.get(f["state"], f["state"]) != state or not theme_ok(row.get("theme"),
                                                                        f.get("theme")):
            continue
        ps = places(f, tree)
        if not any(in_row(p, row) for p in ps):
            continue
        score = 0
        if f["check"] == ("boundary" if icon else "text"):
            score += 4
        loc = f.get("location") or {}
        if loc.get("file") and in_row(places({"location": loc}, tree)[0], row):
            score += 2
        if f.get("theme") and row.get("theme"):
            score += 1
        if score > best_score:
            best, best_score = f, score
    return best


def verdict_of(f):
    v = f["verdict"]
    if v == "ignored":
        return (f.get("ignore") or {}).get("was", "ignored")
    return v


def score(app, report, tree, verbose, reasons=False):
    findings = report.get("findings", []) if report else []
    s = dict(rows=0, found=0, decided=0, correct=0, review_decidable=0, false_pass=0,
             false_fail=0, decided_undecidable=0, decidable=0)
    for row in app["rows"]:
        s["rows"] += 1
        if row.get("decidable"):
            s["decidable"] += 1
        f = match(row, findings, tree)
        note = "not found"
        if f is not None:
            s["found"] += 1
            v = verdict_of(f)
            note = f"{v} {f['ratio']:.2f} ({f['component']}, {f['check']})"
            if v in DECIDED:
                s["decided"] += 1
                if not row.get("decidable"):
                    s["decided_undecidable"] += 1
            if row.get("decidable"):
                tv = row.get("verdict")
                if v == tv and (v == "exempt" or row.get("ratio") is None
                                or abs(f["ratio"] - row["ratio"]) <= 0.05):
                    s["correct"] += 1
                if v == "needs-review":
                    s["review_decidable"] += 1
                if v == "pass" and tv == "fail":
                    s["false_pass"] += 1
                    note += " FALSE PASS"
                if v == "fail" and tv == "pass":
                    s["false_fail"] += 1
                    note += " FALSE FAIL"
        if verbose:
            truth = (f"{row.get('verdict')} {row['ratio']:.2f}" if row.get("ratio") is not None
                     else f"{row.get('verdict') or 'undecidable'}")
            print(f"    {row['id']:>16} {row['state']:<11} {str(row.get('theme')):<5} "
                  f"truth {truth:<16} legible {note}")
            if reasons and f is not None and f.get("review"):
                print(f"{'':>21}why: {f['review']}")
    return s


def app_states(report):
    """Legible's own count of states (component, theme, state) and how many it decided."""
    states = {}
    for f in report.get("findings", []) if report else []:
        key = (f["component"], f.get("theme"), f["state"])
        v = verdict_of(f)
        worst = states.get(key)
        order = ["needs-review", "fail", "pass", "exempt"]
        if worst is None or order.index(v if v in order else "needs-review") < order.index(worst):
            states[key] = v if v in order else "needs-review"
    decided = sum(1 for v in states.values() if v in DECIDED)
    return len(states), decided


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("legible")
    parser.add_argument("--set", default="dev", choices=["dev", "heldout", "all"])
    parser.add_argument("--app")
    parser.add_argument("--facts", help="a folder of <slug>/legible.json facts to apply")
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("--reasons", action="store_true",
                        help="with -v, print the review of each matched needs-review finding")
    # EVAL_FLAGS of `make eval` may carry the design-system script's own flags (--system NAME).
    args, _ = parser.parse_known_args()
    legible = os.path.abspath(args.legible)
    splits = ["dev", "heldout"] if args.set == "all" else [args.set]
    apps = []
    for split in splits:
        folder = os.path.join(ROOT, split)
        for slug in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
            path = os.path.join(folder, slug, "truth.json")
            if not os.path.isfile(path) or (args.app and args.app != slug):
                continue
            with open(path, encoding="utf-8") as f:
                app = json.load(f)
            app["slug"], app["split"] = slug, split
            apps.append(app)
    if not apps:
        print("eval-ios: no truth.json matched", file=sys.stderr)
        return 2
    totals, skipped = {}, []
    print(f"{'app':<22} {'rows':>4} {'found':>5} {'decided':>7} {'correct':>7} {'nr-dec':>6} "
          f"{'f.pass':>6} {'f.fail':>6} {'dec-und':>7} | {'states':>6} {'decided':>8}  time  MB")
    for app in apps:
        tree, why = checkout(app)
        name = f"{app['split']}/{app['slug']}"
        if tree is None:
            skipped.append(name)
            print(f"{name:<22} skipped: {why}")
            continue
        config = None
        if args.facts:
            candidate = os.path.abspath(os.path.join(args.facts, app["slug"], "legible.json"))
            config = candidate if os.path.isfile(candidate) else None
        report, status, stderr, seconds, mb = run_legible(legible, tree, app, config)
        if report is None:
            print(f"{name:<22} no report (exit {status}): {stderr.strip()[-300:]}")
            skipped.append(name)
            continue
        if args.verbose:
            print(f"  {name}")
        s = score(app, report, tree, args.verbose, args.reasons)
        n, d = app_states(report)
        for k, v in s.items():
            totals[k] = totals.get(k, 0) + v
        totals["states"] = totals.get("states", 0) + n
        totals["states_decided"] = totals.get("states_decided", 0) + d
        share = f"{100 * d / n:.0f}%" if n else "-"
        print(f"{name:<22} {s['rows']:>4} {s['found']:>5} {s['decided']:>7} {s['correct']:>7} "
              f"{s['review_decidable']:>6} {s['false_pass']:>6} {s['false_fail']:>6} "
              f"{s['decided_undecidable']:>7} | {n:>6} {d:>4} {share:>4} {seconds:5.1f} "
              f"{'%.0f' % mb if mb else '-':>4}")
    if totals:
        t = totals
        share = f"{100 * t['states_decided'] / t['states']:.0f}%" if t["states"] else "-"
        print(f"{'total':<22} {t['rows']:>4} {t['found']:>5} {t['decided']:>7} {t['correct']:>7} "
              f"{t['review_decidable']:>6} {t['false_pass']:>6} {t['false_fail']:>6} "
              f"{t['decided_undecidable']:>7} | {t['states']:>6} {t['states_decided']:>4} "
              f"{share:>4}")
        print(f"decidable rows {t['decidable']}: correct {t['correct']} "
              f"({100 * t['correct'] / max(t['decidable'], 1):.0f}%)")
    if skipped:
        print(f"skipped (not measured): {', '.join(skipped)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
