#!/usr/bin/env python3
"""Time one Python peer on the shared workload (docs/reference/benchmarks.md §1 and §4).

Usage: bench_peers.py PEER WORKLOAD_FILE PAIRS
PEER is one of: wcag-contrast-ratio, coloraide, colour-science. The first PAIRS lines of the
workload file are read and split into hex strings first (not timed); the timer
(time.perf_counter) covers only the "natural" compute loop of docs/reference/benchmarks.md §2, from hex strings
to the sum of the ratios. Prints one JSON object: peer, version, api, pairs, seconds, checksum,
family. Exit status 3 with {"peer", "error"} when the peer is not installed.
"""

import json
import sys
import time
from importlib import metadata


def read_pairs(path, n):
    pairs = []
    with open(path, "r", encoding="ascii") as f:
        for line in f:
            if len(pairs) == n:
                break
            fg, bg = line.split()
            pairs.append((fg, bg))
    return pairs


def run_wcag_contrast_ratio(pairs):
    import wcag_contrast_ratio as wcag

    def tup(h):
        v = int(h, 16)
        return ((v >> 16) / 255.0, ((v >> 8) & 0xFF) / 255.0, (v & 0xFF) / 255.0)

    start = time.perf_counter()
    total = 0.0
    for fg, bg in pairs:
        total += wcag.rgb(tup(fg), tup(bg))
    return time.perf_counter() - start, total, "hex → float tuple + rgb(t1, t2)", "2126"


def run_coloraide(pairs):
    from coloraide import Color

    start = time.perf_counter()
    total = 0.0
    for fg, bg in pairs:
        total += Color("#" + fg).contrast("#" + bg, method="wcag21")
    return (
        time.perf_counter() - start,
        total,
        "Color('#fg').contrast('#bg', method='wcag21')",
        "css4",
    )


def run_colour_science(pairs):
    import warnings

    warnings.filterwarnings("ignore")  # colour-science warns about its optional matplotlib
    import colour
    import numpy as np

    fgs = [p[0] for p in pairs]
    bgs = [p[1] for p in pairs]
    start = time.perf_counter()
    yf = colour.sRGB_to_XYZ(colour.notation.HEX_to_RGB(fgs))[..., 1]
    yb = colour.sRGB_to_XYZ(colour.notation.HEX_to_RGB(bgs))[..., 1]
    ratios = (np.maximum(yf, yb) + 0.05) / (np.minimum(yf, yb) + 0.05)
    seconds = time.perf_counter() - start
    # The checksum, summed in file order like the other rows (not timed).
    total = 0.0
    for r in ratios.tolist():
        total += r
    return seconds, total, "HEX_to_RGB(N strings) → sRGB_to_XYZ → numpy ratio", "2126"


PEERS = {
    "wcag-contrast-ratio": run_wcag_contrast_ratio,
    "coloraide": run_coloraide,
    "colour-science": run_colour_science,
}


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in PEERS:
        sys.stderr.write(__doc__)
        return 2
    peer, path, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    try:
        version = metadata.version(peer)
    except metadata.PackageNotFoundError:
        print(json.dumps({"peer": peer, "error": f"{peer} is not installed"}))
        return 3
    pairs = read_pairs(path, n)
    seconds, total, api, family = PEERS[peer](pairs)
    print(
        json.dumps(
            {
                "peer": peer,
                "version": version,
                "api": api,
                "pairs": len(pairs),
                "seconds": seconds,
                "checksum": total,
                "family": family,
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
