#!/usr/bin/env python3
"""End-to-end CLI benchmarks (issue 8): wall time and peak RSS of whole `legible` processes.

Usage: bench_cli.py LEGIBLE [--runs N] [--palettes DIR] [--work DIR] [--skip ROW]…
                    [--only ROW]… [--parse-bench BIN] [--ios-corpus DIR]

Rows (each a separate process per run, runs one after another, after one warm-up run; median,
min and max of the wall time, the peak RSS of the warm-up run, from GNU time, and the pair
rate or, for rows without pairs, the median CPU time (user + system) and the cores it kept
busy):
  batch 1M     legible contrast --batch <1M-pair workload> > /dev/null   (docs/reference/benchmarks.md §1)
  batch 10M    the same on the workload repeated 10 times (memory must stay flat)
  grid html    legible grid <palettes>/css/tailwind --format html -o <tmp>  (286 colours)
  grid json    the same with --format json
  grid 2000²   legible grid <2,000 generated tokens> --format json -o /dev/null (streaming)
  audit        legible audit Examples/*.json > /dev/null
  tokens       legible tokens <palettes> > /dev/null  (every palette, one process)
  discover+audit  legible audit <palettes> --format json > /dev/null (discovery and audit of the
               same folders; printed as a ratio to tokens, target ≤ 1.5×)
  full audit   audit + tokens, the sum of their medians (the issue's "full audit" budget)
  … interleaved  each ratio row again as the median of per-pair ratios, the two commands run
               alternately (reference, subject, reference…) --runs times: drift of the
               machine's speed during the bench moves both runs of a pair alike
  swift parse  legible-swift-parse-bench <2,000 generated Swift files> (SwiftParser alone, every
               core: the reference of the next row; needs --parse-bench)
  swift extract  legible extract <the same files> > /dev/null (parse, index, evaluate, write the
               spec); printed as a ratio to swift parse, target ≤ 1.5× (issue 20)
  swift walk / swift keep / swift compact  legible-swift-parse-bench --walk | --keep | --compact
               <the same files>: SwiftParser, then each tree walked by a visitor that does
               nothing, or kept until exit, or converted to a compact index of its declarations
               and expressions and freed; printed as ratios to swift parse: the floors of any
               reader of the trees (docs/reference/benchmarks.md §7, ninth round)
  corpus parse / corpus extract  the same two over ../shared/ios/corpus
  project read  legible-swift-parse-bench --project <project>: a project folder made of the iOS
               corpus copied 20 times (<work>/project-20/corpus/copy-01…copy-20, each a full
               copy), its storyboards and xibs read with LegibleXML's XMLReader and its Swift
               parsed with SwiftParser, every core, nothing else (the reference of the next row)
  project audit  legible audit <the same folder> --format json > /dev/null (Swift, storyboards,
               xibs and asset catalogs read, linked, evaluated and audited); printed as a ratio to
               project read, target ≤ 1.5× (issue 21)
  project extract  legible extract <the same folder> > /dev/null (the same reading, linking and
               evaluation, the spec written, no audit); printed as a ratio to project read too
  project read keep / project read compact  project read with each Swift tree kept, or
               converted to a compact index: the same floors, on the project's Swift share
  project read 1× / project extract 1× / project audit 1×  the same over one copy
               (<work>/project-1): the peak RSS of the 20× rows is printed as a ratio to these
               (memory must not grow badly)

The 20 copies repeat the corpus's component names (the same Swift types, the same document
names and object IDs), which the audit refuses after reading and evaluating everything: the
project audit row then exits 2, is timed to that error, says so and prints the message.

The workload is generated here with splitmix64 (seed 42) and checked against the published
sha256; the 2,000-token CSS file is generated deterministically and never committed.
"""
import argparse, hashlib, os, shutil, statistics, subprocess, sys, time

WORKLOAD_SHA256 = "e2cbc9b866e773af22c348dfd7ca1ad38996f275a667e7d2621476a0db740215"
M64 = (1 << 64) - 1


def workload(path, n=1_000_000, seed=42):
    if os.path.exists(path):
        with open(path, "rb") as f:
            if hashlib.sha256(f.read()).hexdigest() == WORKLOAD_SHA256:
                return
    state, lines = seed, []
    for _ in range(n):
        state = (state + 0x9E3779B97F4A7C15) & M64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        z ^= z >> 31
        lines.append("%06X %06X\n" % (z >> 40, (z >> 16) & 0xFFFFFF))
    data = "".join(lines).encode()
    if hashlib.sha256(data).hexdigest() != WORKLOAD_SHA256:
        sys.exit("bench_cli: generated workload has the wrong sha256")
    with open(path, "wb") as f:
        f.write(data)


def tokens_css(path, count=2000):
    state = 2000
    with open(path, "w") as f:
        f.write(":root {\n")
        for i in range(count):
            state = (state * 6364136223846793005 + 1442695040888963407) & M64
            f.write("  --c%04d: #%06x;\n" % (i, state >> 40))
        f.write("}\n")


def project(corpus, folder, copies):
    """`folder`/corpus/copy-01…copy-NN, each a full copy of `corpus`, made afresh; returns
    `folder`."""
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    for n in range(1, copies + 1):
        shutil.copytree(corpus, os.path.join(folder, "corpus", "copy-%02d" % n))
    return folder


def run(argv, stdout, accepted=(0, 1), codes=None, cpu=None):
    """Wall seconds of one process; its exit status is added to `codes`, and its CPU seconds
    (user + system, from wait4) appended to `cpu`."""
    with open(stdout, "wb") as out:
        start = time.perf_counter()
        process = subprocess.Popen(argv, stdout=out, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in accepted:  # audit exits 1 when findings fail
        sys.exit("bench_cli: %s exited %d" % (" ".join(argv), code))
    if codes is not None:
        codes.add(code)
    if cpu is not None:
        cpu.append(usage.ru_utime + usage.ru_stime)
    return elapsed


def last_error(argv):
    """The last line `argv` writes to standard error (the reason of an exit 2)."""
    lines = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           text=True).stderr.splitlines()
    return lines[-1] if lines else ""


def peak_rss(argv, stdout, work):
    """Peak RSS (KiB) of one process, through GNU time: a child forked from this Python process
    would report Python's own peak (the kernel keeps the larger of the pre-exec image and the
    program), so a small C parent forks it instead. None without /usr/bin/time."""
    if not os.path.exists("/usr/bin/time"):
        return None
    report = os.path.join(work, "rss.txt")
    with open(stdout, "wb") as out:
        subprocess.call(["/usr/bin/time", "-f", "%M", "-o", report] + argv, stdout=out,
                        stderr=subprocess.DEVNULL)
    with open(report) as f:
        return int(f.read().split()[-1])


def measure(argv, runs, work, stdout="/dev/null", accepted=(0, 1), codes=None, cpu=None):
    rss = peak_rss(argv, stdout, work)  # also the warm-up (page cache, dynamic linker)
    times = [run(argv, stdout, accepted, codes, cpu) for _ in range(runs)]
    return statistics.median(times), min(times), max(times), rss


def interleaved(reference, subject, runs, accepted=(0, 1)):
    """The median of per-pair ratios subject/reference over `runs` pairs run back to back
    (reference, subject, reference, subject…): a machine whose speed drifts during the bench
    (a shared VM's neighbours, frequency steps) moves both runs of a pair alike, which the ratio
    of two medians measured minutes apart does not cancel."""
    ratios = []
    for _ in range(runs):
        r = run(reference, "/dev/null", accepted, None)
        t = run(subject, "/dev/null", accepted, None)
        ratios.append(t / r)
    return statistics.median(ratios), min(ratios), max(ratios)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("legible")
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--palettes", default="/work/shared/palettes")
    ap.add_argument("--work", default=".bench")
    ap.add_argument("--skip", action="append", default=[], help="leave out a row (repeatable)")
    ap.add_argument("--only", action="append", default=[],
                    help="run only this row (repeatable); workloads of other rows are not made")
    ap.add_argument("--parse-bench", help="legible-swift-parse-bench binary (the Swift rows' reference)")
    ap.add_argument("--ios-corpus", default=os.path.join(os.path.dirname(__file__), "..", "..",
                                                         "shared", "ios", "corpus"))
    a = ap.parse_args()

    def wanted(name):
        return name not in a.skip and (not a.only or name in a.only)

    os.makedirs(a.work, exist_ok=True)
    one = os.path.join(a.work, "workload-1000000.txt")
    if wanted("batch 1M") or wanted("batch 10M"):
        workload(one)
    ten = os.path.join(a.work, "workload-1000000x10.txt")
    if wanted("batch 10M") and (
            not os.path.exists(ten) or os.path.getsize(ten) != 10 * os.path.getsize(one)):
        with open(one, "rb") as f:
            data = f.read()
        with open(ten, "wb") as f:
            for _ in range(10):
                f.write(data)
    big = os.path.join(a.work, "grid-2000.css")
    tokens_css(big)
    examples = sorted(
        os.path.join("Examples", n) for n in os.listdir("Examples") if n.endswith(".json"))
    tailwind = os.path.join(a.palettes, "css", "tailwind")
    L = a.legible
    rows = [
        ("batch 1M", [L, "contrast", "--batch", one], a.runs, 1_000_000),
        ("batch 10M", [L, "contrast", "--batch", ten], 3, 10_000_000),
    ]
    if os.path.isdir(tailwind):
        rows += [
            ("grid html", [L, "grid", tailwind, "--format", "html", "-o",
                           os.path.join(a.work, "grid.html")], a.runs, None),
            ("grid json", [L, "grid", tailwind, "--format", "json", "-o",
                           os.path.join(a.work, "grid.json")], a.runs, None),
        ]
    rows += [
        ("grid 2000²", [L, "grid", big, "--format", "json", "-o", "/dev/null"], 1, None),
        ("audit", [L, "audit"] + examples, a.runs, None),
    ]
    if os.path.isdir(a.palettes):
        rows.append(("tokens", [L, "tokens", a.palettes], a.runs, None))
        # Issue 19: discovery (token names, CSS rules) and the audit of what it finds, over the
        # same folders as `tokens`; target ≤ 1.5× the tokens row.
        # --allow-empty: some palettes decide no pair (Primer, Carbon), which exits 2 (issue 41).
        rows.append(("discover+audit", [L, "audit", a.palettes, "--format", "json", "--allow-empty"], a.runs, None))
    if a.parse_bench:
        # Issue 20: a generated tree of 2,000 Swift files (scripts/gen_swift_tree.py, seeded), and
        # the iOS corpus; extraction against SwiftParser alone over the same files.
        tree = os.path.join(a.work, "swift-tree-2000")
        swift_rows = ("swift parse", "swift extract", "swift walk", "swift keep", "swift compact")
        if any(wanted(r) for r in swift_rows) and not os.path.isdir(tree):
            subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), "gen_swift_tree.py"),
                            tree, "--files", "2000"], check=True)
        rows.append(("swift parse", [a.parse_bench, tree], a.runs, None))
        rows.append(("swift extract", [L, "extract", tree], a.runs, None))
        for use in ("walk", "keep", "compact"):
            rows.append(("swift " + use, [a.parse_bench, "--" + use, tree], a.runs, None))
        if os.path.isdir(a.ios_corpus):
            rows.append(("corpus parse", [a.parse_bench, a.ios_corpus], a.runs, None))
            rows.append(("corpus extract", [L, "extract", a.ios_corpus], a.runs, None))
            # Issue 21: a project of the corpus copied 20 (and 1) times, audited (Swift,
            # storyboards, xibs, asset catalogs) against reading its XML and parsing its Swift.
            for copies, suffix in ((20, ""), (1, " 1×")):
                if not any(wanted("project " + r + suffix) for r in (
                        "read", "extract", "audit", "read keep", "read compact")):
                    continue
                folder = project(a.ios_corpus, os.path.join(a.work, "project-%d" % copies), copies)
                rows.append(("project read" + suffix, [a.parse_bench, "--project", folder], a.runs,
                             None))
                rows.append(("project extract" + suffix, [L, "extract", folder], a.runs, None))
                rows.append(("project audit" + suffix, [L, "audit", folder, "--format", "json"],
                             a.runs, None))
                if not suffix:
                    for use in ("keep", "compact"):
                        rows.append(("project read " + use,
                                     [a.parse_bench, "--project", "--" + use, folder], a.runs, None))
    print("| row | runs | median | min–max | peak RSS | rate or CPU |")
    print("|---|---:|---:|---:|---:|---:|")
    medians = {}
    peaks = {}
    rows = [r for r in rows if wanted(r[0])]
    input_errors = []
    for name, argv, runs, pairs in rows:
        # The copies repeat the corpus's component names, which the audit refuses (exit 2, after
        # reading and evaluating everything); measured anyway, the status printed.
        codes = set()
        cpu = []
        accepted = (0, 1, 2) if name.startswith("project audit") else (0, 1)
        median, lo, hi, rss = measure(argv, runs, a.work, accepted=accepted, codes=codes, cpu=cpu)
        medians[name] = median
        peaks[name] = rss
        # Without a pair rate, the median CPU time and the cores it kept busy: on a VM whose two
        # vCPUs sometimes share a core, a multi-threaded row's CPU time for the same work rises
        # by half in those stretches (docs/reference/benchmarks.md §6), which this shows.
        cpu_median = statistics.median(cpu)
        rate = ("%.1f M pairs/s" % (pairs / median / 1e6) if pairs
                else "CPU %.0f ms (%.2f cores)" % (cpu_median * 1e3, cpu_median / median))
        if 2 in codes:
            rate = "exit 2 (input error)"
            input_errors.append((name, last_error(argv)))
        memory = "%.1f MB" % (rss / 1024) if rss is not None else "n/a"
        print("| %s | %d | %.0f ms | %.0f–%.0f ms | %s | %s |" % (
            name, runs, median * 1e3, lo * 1e3, hi * 1e3, memory, rate), flush=True)
    if "tokens" in medians and "audit" in medians:
        total = medians["audit"] + medians["tokens"]
        print("| full audit (audit + tokens) | | %.0f ms | | | |" % (total * 1e3))
    argvs = {n: argv for n, argv, _, _ in rows}
    if "tokens" in medians and "discover+audit" in medians:
        ratio = medians["discover+audit"] / medians["tokens"]
        print("| discover+audit / tokens | | %.2f× | | | target ≤ 1.5× |" % ratio)
        mid, lo, hi = interleaved(argvs["tokens"], argvs["discover+audit"], a.runs)
        print("| discover+audit / tokens, interleaved | %d pairs | %.2f× | %.2f–%.2f× | | "
              "target ≤ 1.5× |" % (a.runs, mid, lo, hi))
    for parse, extract in (("swift parse", "swift extract"), ("corpus parse", "corpus extract")):
        if parse in medians and extract in medians:
            print("| %s / %s | | %.2f× | | | target ≤ 1.5× |" % (
                extract, parse, medians[extract] / medians[parse]))
            mid, lo, hi = interleaved(argvs[parse], argvs[extract], a.runs)
            print("| %s / %s, interleaved | %d pairs | %.2f× | %.2f–%.2f× | | target ≤ 1.5× |" % (
                extract, parse, a.runs, mid, lo, hi))
    # The floors: what any reader of the trees pays on top of the parse (no target of their own;
    # the targets above cannot be under them).
    for floor, reference in (("swift walk", "swift parse"), ("swift keep", "swift parse"),
                             ("swift compact", "swift parse"), ("project read keep", "project read"),
                             ("project read compact", "project read")):
        if floor in medians and reference in medians:
            mid, lo, hi = interleaved(argvs[reference], argvs[floor], a.runs)
            print("| floor: %s / %s | | %.2f× | interleaved %.2f× (%.2f–%.2f×) | | |" % (
                floor, reference, medians[floor] / medians[reference], mid, lo, hi))
    for suffix in ("", " 1×"):
        read = "project read" + suffix
        for row in ("project extract" + suffix, "project audit" + suffix):
            if read in medians and row in medians:
                print("| %s / %s | | %.2f× | | | target ≤ 1.5× |" % (
                    row, read, medians[row] / medians[read]))
                mid, lo, hi = interleaved(argvs[read], argvs[row], a.runs, accepted=(0, 1, 2))
                print("| %s / %s, interleaved | %d pairs | %.2f× | %.2f–%.2f× | | "
                      "target ≤ 1.5× |" % (row, read, a.runs, mid, lo, hi))
    for row in ("project read", "project extract", "project audit"):
        if peaks.get(row) and peaks.get(row + " 1×"):
            print("| %s peak RSS 20× / 1× | | | | %.2f× | |" % (
                row, peaks[row] / peaks[row + " 1×"]))
    print()
    for name, message in input_errors:
        print("%s exited 2: %s" % (name, message))
    print("Commands: " + "; ".join("%s = %s" % (n, " ".join(a)) for n, a, _, _ in rows))


if __name__ == "__main__":
    main()
