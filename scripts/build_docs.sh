#!/usr/bin/env bash
# Builds the DocC documentation of every library module (make docs): symbol graphs from the
# package's own build (`swift package dump-symbol-graph`), then the toolchain's `docc convert`
# per module with --warnings-as-errors, into a static site in .build/docs/site (open index.html
# through any static file server; each module's archive lives in .build/docs/site/<Module>/).
#
#   scripts/build_docs.sh          SWIFT=… and DOCC=… override the tools.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
if [ -z "${DOCC:-}" ]; then
  DOCC=$(command -v docc || true)
  [ -n "$DOCC" ] || DOCC="$(dirname "$(readlink -f "$(command -v "$SWIFT")")")/docc"
fi
[ -x "$DOCC" ] || { echo "error: docc not found; set DOCC=/path/to/docc" >&2; exit 2; }

# Modules with a catalogue, in the order of the index page.
MODULES=(Legible LegibleColor LegibleAudit LegibleTokens LegibleDiscovery LegibleInterfaceBuilder LegibleSwiftSources LegibleReports LegibleICC LegibleTesting)
OUT=.build/docs
rm -rf "$OUT"
mkdir -p "$OUT/site"

# The same flags as `make build`/`make test`, so the build they did is reused, not redone.
$SWIFT package -Xswiftc -warnings-as-errors dump-symbol-graph --skip-inherited-docs >"$OUT/symbol-graph.log" 2>&1 ||
  { cat "$OUT/symbol-graph.log" >&2; exit 1; }
GRAPHS="$(dirname "$($SWIFT build -Xswiftc -warnings-as-errors --show-bin-path)")/symbolgraph"

index="<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><title>Legible documentation</title>"
index+="<h1>Legible documentation</h1><ul>"
for module in "${MODULES[@]}"; do
  lower=$(echo "$module" | tr '[:upper:]' '[:lower:]')
  mkdir -p "$OUT/graphs/$module"
  cp "$GRAPHS/$module.symbols.json" "$OUT/graphs/$module/"
  cp "$GRAPHS/$module"@*.symbols.json "$OUT/graphs/$module/" 2>/dev/null || true
  echo "== docc convert $module"
  "$DOCC" convert "Sources/$module/Documentation.docc" \
    --additional-symbol-graph-dir "$OUT/graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.legible.$module" \
    --output-dir "$OUT/site/$module" \
    --transform-for-static-hosting --hosting-base-path "$module" \
    --warnings-as-errors 2>&1 | tee "$OUT/$module.log"
  [ "${PIPESTATUS[0]}" -eq 0 ] || { echo "error: docc failed for $module" >&2; exit 1; }
  if grep -qE '(warning|error):' "$OUT/$module.log"; then
    echo "error: docc reported diagnostics for $module (see above)" >&2
    exit 1
  fi
  index+="<li><a href=\"$module/documentation/$lower/\">$module</a></li>"
done
echo "$index</ul></html>" >"$OUT/site/index.html"
echo "Documentation written to $OUT/site (serve it, e.g. python3 -m http.server -d $OUT/site)"
