#!/usr/bin/env python3
"""Audit scaling benchmark (issue 16): time and peak memory per component as specs grow.

Usage: bench_audit_scaling.py LEGIBLE [--sizes 500,1000,2000,4000,20000] [--formats json,html,…]
                              [--runs N] [--work DIR] [--no-themed]

For each size N, scripts/gen_audit_spec.py writes a spec of N buttons (normal, pressed at
opacity 0.8, disabled; a different fill each), and a spec of N/4 buttons in 4 themes whose fills
come from a DTCG token file (the same number of resolved components). Each is audited by a
separate `legible audit SPEC --format F -o FILE` process, with suggestions on and off; the row
gives the median wall time of --runs runs (after no warm-up: the first run is counted, as a user's
would be), the time per component, that figure against the smallest size of the same format and
mode measured in the same run (the issue's target: within 1.5×), and the peak RSS from GNU time.
"""
import argparse, os, statistics, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def generate(n, path, themes=0):
    argv = [sys.executable, os.path.join(HERE, "gen_audit_spec.py"), str(n), path]
    if themes:
        argv += ["--themes", str(themes)]
    subprocess.check_call(argv)


def measure(argv):
    """(wall seconds, peak RSS in MB) of one process, from GNU time."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as t:
        code = subprocess.call(
            ["/usr/bin/time", "-f", "%e %M", "-o", t.name] + argv,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if code not in (0, 1):  # 1: failing findings, expected
            sys.exit("bench_audit_scaling: %s exited %d" % (" ".join(argv), code))
        wall, rss = t.read().split()[-2:]
        return float(wall), int(rss) / 1024


def main():
    p = argparse.ArgumentParser()
    p.add_argument("legible")
    p.add_argument("--sizes", default="500,1000,2000,4000,20000")
    p.add_argument("--formats", default="json,html,markdown,sarif,text")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--work", default=".build/bench-audit")
    p.add_argument("--no-themed", action="store_true")
    p.add_argument("--no-suggestions-only", action="store_true")
    a = p.parse_args()
    os.makedirs(a.work, exist_ok=True)
    sizes = [int(s) for s in a.sizes.split(",")]
    formats = a.formats.split(",")
    specs = []
    for n in sizes:
        path = os.path.join(a.work, "spec-%d.json" % n)
        generate(n, path)
        specs.append(("plain", n, path))
        if not a.no_themed and n % 4 == 0:
            themed = os.path.join(a.work, "themed-%d.json" % n)
            generate(n // 4, themed, themes=4)
            specs.append(("4 themes", n, themed))
    modes = [("off", ["--no-suggestions"])] + ([] if a.no_suggestions_only else [("on", [])])
    print("| spec | components | format | suggestions | median s | ms / component "
          "| × smallest | peak MB | KB / component |")
    print("|---|---:|---|---|---:|---:|---:|---:|---:|")
    smallest = {}
    for fmt in formats:
        for mode, flags in modes:
            for kind, n, path in specs:
                out = os.path.join(a.work, "out.%s" % fmt)
                runs = [measure([a.legible, "audit", path, "--format", fmt, "-o", out] + flags)
                        for _ in range(1 if n >= 10000 else a.runs)]
                wall = statistics.median(r[0] for r in runs)
                rss = max(r[1] for r in runs)
                per = wall / n * 1000
                key = (kind, fmt, mode)
                smallest.setdefault(key, per)
                print("| %s | %d | %s | %s | %.2f | %.3f | %.2f | %.0f | %.1f |" % (
                    kind, n, fmt, mode, wall, per, per / smallest[key], rss, rss * 1024 / n),
                    flush=True)


if __name__ == "__main__":
    main()
