#!/bin/sh
# Xcode Run Script build phase (docs/ci.md): audits the app and shows findings inline
# (`--format xcode` prints `path:line:col: error: …`, which Xcode turns into issues, in Swift
# files and in storyboards and xibs alike).
# With LEGIBLE_SPEC (or Contrast/buttons.json) an audit spec is checked, e.g. one whose "tokens"
# names the catalog ("tokens": ["../MyApp/Assets.xcassets"]); without one, the whole project
# folder is read: storyboards, xibs, Swift sources and asset catalogs together. Set LEGIBLE to the
# binary. The phase fails the build on regressions only when a baseline is configured
# (legible.json next to the project).
set -u
LEGIBLE="${LEGIBLE:-legible}"
SPEC="${LEGIBLE_SPEC:-${SRCROOT:-.}/Contrast/buttons.json}"
if ! command -v "$LEGIBLE" >/dev/null 2>&1; then
  echo "warning: legible is not installed; skipping the contrast audit"
  exit 0
fi
if [ -f "$SPEC" ]; then
  "$LEGIBLE" audit "$SPEC" --format xcode
else
  "$LEGIBLE" audit "${SRCROOT:-.}" --format xcode
fi
