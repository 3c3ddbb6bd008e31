#!/bin/sh
# Xcode Run Script build phase (docs/ci.md): audits the app's asset catalog and shows findings
# inline (`--format xcode` prints `path:line:col: error: …`, which Xcode turns into issues).
# Set LEGIBLE to the binary and LEGIBLE_SPEC to an audit spec whose "tokens" names the catalog,
# e.g. "tokens": ["../MyApp/Assets.xcassets"]. The phase fails the build on regressions only when
# a baseline is configured (legible.json next to the project).
set -u
LEGIBLE="${LEGIBLE:-legible}"
SPEC="${LEGIBLE_SPEC:-${SRCROOT:-.}/Contrast/buttons.json}"
if ! command -v "$LEGIBLE" >/dev/null 2>&1; then
  echo "warning: legible is not installed; skipping the contrast audit"
  exit 0
fi
"$LEGIBLE" audit "$SPEC" --format xcode
