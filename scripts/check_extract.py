#!/usr/bin/env python3
"""legible extract on every palette system that names button states, then:

1. the extracted spec is valid against docs/audit-spec.schema.json (jsonschema, Draft 2020-12);
2. `legible audit SPEC --format json` and `legible audit SYSTEM --format json` give the same
   findings (every field but `location`, which points at the spec's line in one and at the
   token's line in the other), the same summary and the same exit status.

Usage: check_extract.py LEGIBLE [--palettes DIR] [--work DIR]
Exit 0 when every system passes; 1 with one line per problem otherwise.
"""
import argparse
import json
import os
import subprocess
import sys

import jsonschema

SYSTEMS = [
    "tokens/primer", "tokens/fluentui-token-pipeline", "tokens/carbon", "tokens/spectrum",
    "css/atlassian", "css/pico", "css/open-props", "android/duckduckgo",
    "xcassets/tari-wallet-ios", "yaml/salesforce-slds",
]


def audit(legible, path):
    # --allow-empty: a palette whose states all need review (Primer's excerpt, Carbon's text
    # chosen in code) is still compared finding by finding; the gate is not this check's concern.
    run = subprocess.run([legible, "audit", path, "--format", "json", "--allow-empty"],
                         capture_output=True)
    if run.returncode not in (0, 1):
        raise RuntimeError("audit %s exited %d: %s" % (path, run.returncode, run.stderr.decode()))
    return run.returncode, json.loads(run.stdout)


def findings(report):
    """The findings without `location`, each source's file as a real path (the spec names its
    token files relative to itself: `../../shared/…` is the same file as `/work/shared/…`)."""
    result = []
    for f in report["findings"]:
        f = dict(f)
        f.pop("location", None)
        for key in ("foregroundSource", "backgroundSource"):
            if f.get(key) and f[key].get("file"):
                f[key] = dict(f[key], file=os.path.realpath(f[key]["file"]))
        result.append(f)
    return result


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("legible")
    ap.add_argument("--palettes", default=os.path.join("..", "shared", "palettes"))
    ap.add_argument("--work", default=os.path.join(".build", "extract-check"))
    a = ap.parse_args()
    if not os.path.isdir(a.palettes):
        print("check_extract: %s is missing; skipped" % a.palettes)
        return 0
    with open(os.path.join("docs", "audit-spec.schema.json")) as f:
        schema = json.load(f)
    validator = jsonschema.Draft202012Validator(schema)
    os.makedirs(a.work, exist_ok=True)
    problems = []
    for system in SYSTEMS:
        source = os.path.join(a.palettes, system)
        spec = os.path.join(a.work, system.replace("/", "-") + ".json")
        run = subprocess.run([a.legible, "extract", source, "-o", spec], capture_output=True)
        if run.returncode != 0:
            problems.append("%s: extract exited %d: %s" % (
                system, run.returncode, run.stderr.decode().strip().splitlines()[-1:]))
            continue
        with open(spec) as f:
            document = json.load(f)
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
        for e in errors[:5]:
            problems.append("%s: schema: %s at %s" % (system, e.message, "/".join(map(str, e.path))))
        try:
            code_a, direct = audit(a.legible, source)
            code_b, again = audit(a.legible, spec)
        except RuntimeError as e:
            problems.append("%s: %s" % (system, e))
            continue
        if code_a != code_b:
            problems.append("%s: exit %d without the spec, %d with it" % (system, code_a, code_b))
        fa, fb = findings(direct), findings(again)
        if fa != fb:
            diff = next((i for i, (x, y) in enumerate(zip(fa, fb)) if x != y), min(len(fa), len(fb)))
            keys = sorted(k for k in fa[diff] if fa[diff][k] != fb[diff].get(k)) if diff < min(
                len(fa), len(fb)) else []
            problems.append("%s: findings differ (%d vs %d; first at %d: %s)" % (
                system, len(fa), len(fb), diff, ", ".join(keys)))
        if direct["summary"] != again["summary"]:
            problems.append("%s: summaries differ" % system)
        print("%-32s %3d components  %5d findings  %s" % (
            system, len(document["components"]), len(fa),
            json.dumps(direct["summary"], sort_keys=True)))
    for p in problems:
        print("check_extract: " + p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
