#!/usr/bin/env bash
# Checks Legible's package plugins (issue 22) on the fixture package Tests/PluginFixture, as an
# app's package uses them: the command plugins `swift package legible` / `legible-write` and the
# build-tool plugin LegibleBuildPlugin. Usage: scripts/check-plugins.sh
#
# Copies the fixture to $PLUGIN_CHECK_DIR (default .build/plugin-check/package), points it at
# this checkout (LEGIBLE_ROOT) and at the offline Swift package mirrors (scripts/swiftpm-mirrors.sh)
# and builds it in its own .build there: the first build compiles Legible and swift-syntax for
# the plugins' tool. Then checks, from the exit statuses and the logs:
# - `swift package legible` follows the gate: non-zero (the plugin ends with 1) on the failing
#   style, 0 with --target PassingStyles; it refuses -o/--report without write permission and
#   writes nothing; the reports legible.json names go to the plugin's work directory, said so;
# - `legible-write` with write permission writes -o's report and legible.json's SARIF;
# - `swift build`: the passing target builds, printing the needs-review warning at its line;
#   the failing one fails with the error at GreyButtonStyle.swift:7; a second build of the
#   unchanged passing target does not run the audit again; the failing target does (its command
#   failed), and an edit of the passing target's source reruns it.
# Any failure exits 1. Nothing in the repository changes.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
SWIFT=${SWIFT:-swift}
work="${PLUGIN_CHECK_DIR:-$root/.build/plugin-check}"
package="$work/package"
logs="$work/logs"

failures=0
pass() { echo "ok    $*"; }
fail() { echo "FAIL  $*" >&2; failures=$((failures + 1)); }

# The plugins' shared files are one file each, linked into the other plugins' folders; a copy
# (what formatting in place once made of one) drifts from the original.
for link in Plugins/LegibleWriteCommandPlugin/AuditInvocation.swift \
  Plugins/LegibleWriteCommandPlugin/ConfigurationSearch.swift \
  Plugins/LegibleBuildPlugin/ConfigurationSearch.swift; do
  if [ -L "$link" ] && [ -f "$link" ]; then
    pass "$link is a link to the shared file"
  else
    fail "$link is not a link to the shared file in Plugins/LegibleCommandPlugin"
  fi
done

rm -rf "$package" "$logs"
mkdir -p "$work" "$logs"
# The fixture without any build state a developer may have left in it.
(cd Tests/PluginFixture && tar --exclude=.build --exclude=.swiftpm -cf - .) | (cd "$work" && mkdir package && cd package && tar -xf -)
export LEGIBLE_ROOT="$root"
SWIFT="$SWIFT" scripts/swiftpm-mirrors.sh "$package" >/dev/null
cd "$package"

# run NAME COMMAND…: runs a command in the fixture, its output in $logs/NAME.log; sets $status.
run() {
  local name=$1
  shift
  status=0
  "$@" >"$logs/$name.log" 2>&1 || status=$?
}
has() { grep -qF -- "$2" "$logs/$1.log"; }
show() { echo "----- $logs/$1.log" >&2; tail -n 30 "$logs/$1.log" >&2; }

# Resolving and building the plugins' tool once (the slow part), so the checks below time only
# themselves.
run build-tool "$SWIFT" build --product LegiblePluginTool
[ "$status" -eq 0 ] || { show build-tool; echo "error: the fixture could not build the plugins' tool" >&2; exit 1; }

# --- swift package legible (no permission) --------------------------------------------------
run command-default "$SWIFT" package legible --format xcode
if [ "$status" -ne 0 ] && has command-default "Plugin ended with exit code 1" \
  && has command-default "GreyButtonStyle.swift:7:8: error: GreyButtonStyle (normal)" \
  && has command-default "2.84:1"; then
  pass "swift package legible (every target): exit $status, the plugin ended with 1 (the gate), GreyButtonStyle.swift:7:8 2.84:1"
else
  fail "swift package legible (every target): exit $status"
  show command-default
fi
if has command-default "the reports legible.json names are written to" && [ ! -e legible.sarif ]; then
  pass "swift package legible: legible.json's SARIF went to the plugin's work directory, said so; none in the package"
else
  fail "swift package legible: legible.json's report was written into the package or not announced"
  show command-default
fi

run command-passing "$SWIFT" package legible --target PassingStyles --format text
if [ "$status" -eq 0 ] && has command-passing "ThemedButtonStyle"; then
  pass "swift package legible --target PassingStyles: exit 0 (needs-review does not fail the gate)"
else
  fail "swift package legible --target PassingStyles: exit $status"
  show command-passing
fi

run command-unknown "$SWIFT" package legible --target NoSuchTarget
if [ "$status" -ne 0 ] && has command-unknown "no source target named NoSuchTarget"; then
  pass "swift package legible --target NoSuchTarget: exit $status, names the targets there are"
else
  fail "swift package legible --target NoSuchTarget: exit $status"
  show command-unknown
fi

for option in "-o report.md" "--report=json:report.json" "--update-baseline"; do
  # shellcheck disable=SC2086
  run command-refused "$SWIFT" package legible $option
  if [ "$status" -ne 0 ] && has command-refused "Plugin ended with exit code 2" \
    && has command-refused "legible-write" && [ ! -e report.md ] && [ ! -e report.json ]; then
    pass "swift package legible $option: refused (plugin exit 2), names legible-write, wrote nothing"
  else
    fail "swift package legible $option: exit $status"
    show command-refused
  fi
done

# --- swift package legible-write (write permission) -----------------------------------------
run command-write "$SWIFT" package --allow-writing-to-package-directory legible-write \
  --target FailingStyles --format markdown -o report.md
if [ "$status" -ne 0 ] && has command-write "Plugin ended with exit code 1" \
  && grep -q "GreyButtonStyle" report.md 2>/dev/null && grep -q '"version" *: *"2.1.0"' legible.sarif 2>/dev/null; then
  pass "swift package legible-write -o report.md: the gate's exit, report.md and legible.json's legible.sarif written"
else
  fail "swift package legible-write: exit $status, report.md/legible.sarif missing or wrong"
  show command-write
fi
rm -f report.md legible.sarif

# --- the build-tool plugin ------------------------------------------------------------------
run build-passing-1 "$SWIFT" build --target PassingStyles
if [ "$status" -eq 0 ] && has build-passing-1 "Legible: auditing PassingStyles" \
  && has build-passing-1 "InkButtonStyle.swift:23:8: warning: ThemedButtonStyle (normal)"; then
  pass "swift build --target PassingStyles: builds; the audit ran and printed the needs-review warning at InkButtonStyle.swift:23:8"
else
  fail "swift build --target PassingStyles (first): exit $status"
  show build-passing-1
fi

run build-passing-2 "$SWIFT" build --target PassingStyles
if [ "$status" -eq 0 ] && ! has build-passing-2 "Legible: auditing"; then
  pass "swift build --target PassingStyles again, nothing changed: the audit did not run"
else
  fail "swift build --target PassingStyles (second): exit $status, or the audit ran again"
  show build-passing-2
fi

run build-failing-1 "$SWIFT" build --target FailingStyles
if [ "$status" -ne 0 ] && has build-failing-1 "Legible: auditing FailingStyles" \
  && has build-failing-1 "Sources/FailingStyles/GreyButtonStyle.swift:7:8: error: GreyButtonStyle (normal)"; then
  pass "swift build --target FailingStyles: fails (exit $status) with the error at GreyButtonStyle.swift:7:8"
else
  fail "swift build --target FailingStyles (first): exit $status"
  show build-failing-1
fi

run build-failing-2 "$SWIFT" build --target FailingStyles
if [ "$status" -ne 0 ] && has build-failing-2 "GreyButtonStyle.swift:7:8: error:"; then
  pass "swift build --target FailingStyles again: the failed audit runs again and fails again"
else
  fail "swift build --target FailingStyles (second): exit $status"
  show build-failing-2
fi

run build-all "$SWIFT" build
if [ "$status" -ne 0 ] && has build-all "GreyButtonStyle.swift:7:8: error:" \
  && ! has build-all "InkButtonStyle.swift:23:8: error:"; then
  pass "swift build (whole package): fails on FailingStyles only"
else
  fail "swift build (whole package): exit $status"
  show build-all
fi

printf '\n// An edit: the audit must run again.\n' >>Sources/PassingStyles/InkButtonStyle.swift
run build-passing-3 "$SWIFT" build --target PassingStyles
if [ "$status" -eq 0 ] && has build-passing-3 "Legible: auditing PassingStyles"; then
  pass "swift build --target PassingStyles after an edit of its source: the audit ran again"
else
  fail "swift build --target PassingStyles (after an edit): exit $status, or the audit did not run"
  show build-passing-3
fi

if ! (cd "$root" && git diff --quiet -- Tests/PluginFixture) \
  || [ -e "$root/Tests/PluginFixture/.build" ] || [ -e "$root/Tests/PluginFixture/legible.sarif" ]; then
  fail "the fixture in the repository changed"
fi
if [ "$failures" -ne 0 ]; then
  echo "check-plugins: $failures check(s) failed; logs in $logs" >&2
  exit 1
fi
echo "check-plugins: every check passed (logs in $logs)"
