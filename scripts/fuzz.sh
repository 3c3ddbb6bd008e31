#!/usr/bin/env bash
# Builds and runs one libFuzzer harness from Fuzz/ (see Fuzz/README.md).
#
#   scripts/fuzz.sh TARGET [libFuzzer options…]     e.g. scripts/fuzz.sh color -max_total_time=60
#   scripts/fuzz.sh --build TARGET                   build only; prints the binary's path
#   scripts/fuzz.sh --list                           the targets
#
# The library modules a harness needs are compiled from Sources/ with swiftc into
# .build/fuzz/<module>.o with coverage instrumentation and AddressSanitizer
# (-sanitize=fuzzer,address), then the harness links them. SwiftPM is not used: it cannot pass
# -sanitize=fuzzer to some targets only. Findings go to .build/fuzz/artifacts/<target>/; the seed
# corpus in Fuzz/corpus/<target>/ is copied to a scratch corpus in .build/fuzz/corpus/<target>/
# so that runs never write into the repository.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFTC=${SWIFTC:-swiftc}
OUT=.build/fuzz
FLAGS=(-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -use-ld=lld -package-name legible)

# target → harness file and the modules it links (in dependency order).
modules_for() {
  case "$1" in
    color) echo "LegibleColor" ;;
    json) echo "LegibleColor LegibleJSON" ;;
    spec) echo "LegibleColor LegibleJSON LegibleXML LegibleYAML LegibleTokens LegibleAudit" ;;
    dtcg | json5 | colorset | android | css | script | yaml | sass)
      echo "LegibleColor LegibleJSON LegibleXML LegibleYAML LegibleTokens" ;;
    icc) echo "LegibleColor LegibleICC" ;;
    cssrules) echo "LegibleColor LegibleJSON LegibleXML LegibleYAML LegibleTokens LegibleAudit LegibleDiscovery" ;;
    swift) echo "LegibleColor LegibleJSON LegibleXML LegibleYAML LegibleTokens LegibleAudit LegibleDiscovery LegibleICC LegiblePNG LegibleInterfaceBuilder LegibleSwiftSources" ;;
    storyboard) echo "LegibleColor LegibleJSON LegibleXML LegibleYAML LegibleTokens LegibleAudit LegibleDiscovery LegibleICC LegiblePNG LegibleInterfaceBuilder" ;;
    png) echo "LegibleColor LegibleJSON LegiblePNG" ;;
    *) return 1 ;;
  esac
}
TARGETS="color json spec dtcg json5 colorset android css script yaml sass icc cssrules swift storyboard png"

# swift-syntax (LegibleSwiftSources) is not compiled here: its modules and objects come from
# SwiftPM's release build (`swift build -c release --product legible`), uninstrumented; the
# coverage that guides the fuzzer is Legible's own evaluator.
SYNTAX_BIN=.build/release
SYNTAX_MODULES="SwiftSyntax SwiftParser SwiftOperators SwiftDiagnostics SwiftSyntax509 SwiftSyntax510 SwiftSyntax600 SwiftSyntax601 SwiftSyntax602 SwiftSyntax603"
syntax_flags() {
  echo -I; echo "$SYNTAX_BIN/Modules"
  echo -Xcc; echo "-fmodule-map-file=.build/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include/module.modulemap"
  echo -Xcc; echo "-I.build/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include"
}
syntax_objects() {
  for module in $SYNTAX_MODULES _SwiftSyntaxCShims; do
    find "$SYNTAX_BIN/$module.build" -name '*.o' 2>/dev/null
  done | LC_ALL=C sort
}

lcms_flags() {
  pkg-config --cflags-only-I lcms2 2>/dev/null | tr ' ' '\n' | sed -n 's/^-I/-Xcc\n-I/p'
}

# libxml2 (LegibleXML, through the CLibXML2 module map): its include path for every module that
# imports LegibleXML directly or through LegibleTokens, and its libraries at link time.
xml_flags() {
  echo -I; echo Sources/CLibXML2
  pkg-config --cflags-only-I libxml-2.0 2>/dev/null | tr ' ' '\n' | sed -n 's/^-I/-Xcc\n-I/p'
}
xml_libs() {
  pkg-config --libs libxml-2.0 2>/dev/null | tr ' ' '\n' | grep -v '^$' || echo -lxml2
}

# libyaml (LegibleYAML, through the CLibYAML module map), the same way: for every module that
# imports LegibleYAML directly or through LegibleTokens.
yaml_flags() {
  echo -I; echo Sources/CLibYAML
  pkg-config --cflags-only-I yaml-0.1 2>/dev/null | tr ' ' '\n' | sed -n 's/^-I/-Xcc\n-I/p'
}
yaml_libs() {
  pkg-config --libs yaml-0.1 2>/dev/null | tr ' ' '\n' | grep -v '^$' || echo -lyaml
}

# libpng (LegiblePNG, through the CLibPNG module map), the same way: for every module that
# imports LegiblePNG directly or through LegibleInterfaceBuilder.
png_flags() {
  echo -I; echo Sources/CLibPNG
  pkg-config --cflags-only-I libpng 2>/dev/null | tr ' ' '\n' | sed -n 's/^-I/-Xcc\n-I/p'
}
png_libs() {
  pkg-config --libs libpng 2>/dev/null | tr ' ' '\n' | grep -v '^$' || echo -lpng16
}

build_module() {
  local module=$1 sources
  shift  # the rest: the modules it depends on, already built
  sources=$(find "Sources/$module" -name '*.swift' | LC_ALL=C sort)
  # Rebuild when a source, or a module it imports, is newer than the object.
  local deps=()
  for dep in "$@"; do deps+=("$OUT/$dep.o"); done
  if [ -f "$OUT/$module.o" ] \
    && [ -z "$(find "Sources/$module" "${deps[@]}" -name '*.swift' -newer "$OUT/$module.o" -o -name '*.o' -newer "$OUT/$module.o")" ]; then
    return
  fi
  echo "fuzz.sh: compiling $module" >&2
  local extra=()
  # LegibleICC and the modules importing it (its `internal import CLittleCMS` still needs the
  # module map when they are compiled).
  case " $* $module " in
    *" LegibleICC "*)
      extra+=(-I Sources/CLittleCMS)
      while read -r flag; do [ -n "$flag" ] && extra+=("$flag"); done < <(lcms_flags) ;;
  esac
  case " $* $module " in
    *" LegibleXML "*) while read -r flag; do [ -n "$flag" ] && extra+=("$flag"); done < <(xml_flags) ;;
  esac
  case " $* $module " in
    *" LegibleYAML "*) while read -r flag; do [ -n "$flag" ] && extra+=("$flag"); done < <(yaml_flags) ;;
  esac
  case " $* $module " in
    *" LegiblePNG "*) while read -r flag; do [ -n "$flag" ] && extra+=("$flag"); done < <(png_flags) ;;
  esac
  if [ "$module" = LegibleSwiftSources ]; then
    [ -d "$SYNTAX_BIN/Modules" ] && [ -f "$SYNTAX_BIN/Modules/SwiftParser.swiftmodule" ] || {
      echo "fuzz.sh: build swift-syntax first: swift build -c release --product legible" >&2; exit 2; }
    while read -r flag; do [ -n "$flag" ] && extra+=("$flag"); done < <(syntax_flags)
  fi
  # shellcheck disable=SC2086
  "$SWIFTC" "${FLAGS[@]}" -module-name "$module" -wmo -I "$OUT" "${extra[@]}" \
    -emit-module -emit-module-path "$OUT/$module.swiftmodule" \
    -c $sources -o "$OUT/$module.o"
}

build_target() {
  local target=$1 mods
  mods=$(modules_for "$target") || { echo "fuzz.sh: unknown target '$target' (try --list)" >&2; exit 2; }
  mkdir -p "$OUT"
  local objects=() extra=()
  local built=()
  for module in $mods; do
    build_module "$module" "${built[@]}"
    built+=("$module")
    objects+=("$OUT/$module.o")
  done
  case " $mods " in *" LegibleICC "*) extra+=(-I Sources/CLittleCMS -llcms2) ;; esac
  case " $mods " in
    *" LegibleXML "*)
      while read -r flag; do [ -n "$flag" ] && extra+=("$flag"); done < <(xml_flags; xml_libs) ;;
  esac
  case " $mods " in
    *" LegibleYAML "*)
      while read -r flag; do [ -n "$flag" ] && extra+=("$flag"); done < <(yaml_flags; yaml_libs) ;;
  esac
  case " $mods " in
    *" LegiblePNG "*)
      while read -r flag; do [ -n "$flag" ] && extra+=("$flag"); done < <(png_flags; png_libs) ;;
  esac
  case " $mods " in
    *" LegibleSwiftSources "*)
      while read -r flag; do [ -n "$flag" ] && extra+=("$flag"); done < <(syntax_flags)
      while read -r object; do objects+=("$object"); done < <(syntax_objects) ;;
  esac
  local binary="$OUT/fuzz-$target"
  if [ ! -x "$binary" ] || [ "Fuzz/$target.swift" -nt "$binary" ] \
    || [ -n "$(find "${objects[@]}" -newer "$binary")" ]; then
    echo "fuzz.sh: linking $binary" >&2
    "$SWIFTC" "${FLAGS[@]}" -module-name "Fuzz_$target" -I "$OUT" "${extra[@]}" \
      "Fuzz/$target.swift" Fuzz/Support/FuzzSupport.swift "${objects[@]}" -o "$binary"
  fi
  echo "$binary"
}

case "${1:-}" in
  --list) echo "$TARGETS"; exit 0 ;;
  --build) build_target "${2:?target}" ; exit 0 ;;
  "" | -h | --help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
esac

target=$1; shift
binary=$(build_target "$target")
corpus="$OUT/corpus/$target"
artifacts="$OUT/artifacts/$target/"
mkdir -p "$corpus" "$artifacts"
cp -n "Fuzz/corpus/$target"/* "$corpus/" 2>/dev/null || true
# The Swift target also starts from the bundled recipes (not copied into Fuzz/corpus).
[ "$target" = swift ] && cp -n Examples/ios-recipes/*.swift "$corpus/" 2>/dev/null || true
dict=()
[ -f "Fuzz/dictionaries/$target.dict" ] && dict=(-dict="Fuzz/dictionaries/$target.dict")
# ASan's leak checker is off: the harnesses keep caches on purpose, and LeakSanitizer cannot run
# under ptrace-restricted containers.
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} \
  "$binary" -artifact_prefix="$artifacts" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
  "${dict[@]}" "$@" "$corpus"
