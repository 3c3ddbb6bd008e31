#!/usr/bin/env bash
# The GitHub Action's audit step (action.yml), run in the input working-directory:
#
#   legible audit [--config C] --format github --report sarif:S --report markdown:M
#                 [more --report] [args] -- [paths]
#
# stdout (the ::error/::warning lines) becomes the diff annotations. With GITHUB_ACTIONS=true
# and --format github, legible itself appends the Markdown report to $GITHUB_STEP_SUMMARY
# (the audit command's appendStepSummary); this script appends it only if legible did not (the
# summary file did not grow), so it is there exactly once. On a usage or input error (exit 2)
# legible writes no report: the summary then gets a short note with legible's message.
#
# The step never fails because of the audit: it records the exit status as the step output
# `exit-code` (with `sarif-file`, `sarif-written`, `markdown-file`) and exits 0, so that the SARIF
# upload and the summary happen before the action's last step exits with that status.
#
# Inputs, from the environment (never interpolated into shell text):
#   LEGIBLE                the binary (step output of action-build.sh)
#   LEGIBLE_CONFIG         --config value; empty: legible's own search
#   LEGIBLE_PATHS          paths to audit, one per line
#   LEGIBLE_ARGS           more options, split on whitespace (no quoting, no globbing)
#   LEGIBLE_REPORTS        more `format:path` reports, one per line
#   LEGIBLE_SARIF_FILE     default $RUNNER_TEMP/legible.sarif
#   LEGIBLE_MARKDOWN_FILE  default $RUNNER_TEMP/legible.md
set -euo pipefail
legible="${LEGIBLE:?LEGIBLE is not set (set by the legible step of action.yml)}"
output="${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set (run by action.yml)}"
temp="${RUNNER_TEMP:-${TMPDIR:-/tmp}}"
sarif="${LEGIBLE_SARIF_FILE:-}"
[ -n "$sarif" ] || sarif="$temp/legible.sarif"
markdown="${LEGIBLE_MARKDOWN_FILE:-}"
[ -n "$markdown" ] || markdown="$temp/legible.md"
summary="${GITHUB_STEP_SUMMARY:-}"

lines() { # one array element per non-blank line, surrounding blanks trimmed
  local line
  while IFS= read -r line || [ -n "$line" ]; do
    line="${line#"${line%%[![:space:]]*}"}"
    line="${line%"${line##*[![:space:]]}"}"
    [ -z "$line" ] || printf '%s\0' "$line"
  done <<<"${1:-}"
}

args=(audit)
[ -z "${LEGIBLE_CONFIG:-}" ] || args+=(--config "$LEGIBLE_CONFIG")
args+=(--format github --report "sarif:$sarif" --report "markdown:$markdown")
while IFS= read -r -d '' report; do args+=(--report "$report"); done < <(lines "${LEGIBLE_REPORTS:-}")
if [ -n "${LEGIBLE_ARGS:-}" ]; then
  set -f
  # shellcheck disable=SC2206 # splitting on whitespace is the documented meaning of `args`
  extra=(${LEGIBLE_ARGS})
  set +f
  [ ${#extra[@]} -eq 0 ] || args+=("${extra[@]}")
fi
paths=()
while IFS= read -r -d '' path; do paths+=("$path"); done < <(lines "${LEGIBLE_PATHS:-}")
args+=(--)
[ ${#paths[@]} -eq 0 ] || args+=("${paths[@]}")

# A report left by an earlier run must never be uploaded as this run's.
rm -f "$sarif" "$markdown"
mkdir -p "$(dirname "$sarif")" "$(dirname "$markdown")"
if [ -n "$summary" ] && [ ! -e "$summary" ]; then : >"$summary"; fi
before=0
[ -z "$summary" ] || before="$(wc -c <"$summary")"

errors="$temp/legible-audit.stderr.$$"
status=0
printf 'legible'; printf ' %q' "${args[@]}"; echo
"$legible" "${args[@]}" 2>"$errors" || status=$?
cat "$errors" >&2

if [ -n "$summary" ]; then
  after="$(wc -c <"$summary")"
  if [ "$status" -le 1 ] && [ "$after" -eq "$before" ] && [ -f "$markdown" ]; then
    cat "$markdown" >>"$summary"
  elif [ "$status" -gt 1 ]; then
    {
      echo "## Legible contrast audit: not run to the end"
      echo
      echo "\`legible audit\` stopped with exit status $status (usage or input error):"
      echo
      echo '~~~~'
      head -n 40 "$errors"
      echo '~~~~'
    } >>"$summary"
  fi
fi
rm -f "$errors"

written=false
[ ! -s "$sarif" ] || written=true
{
  echo "exit-code=$status"
  echo "sarif-file=$sarif"
  echo "sarif-written=$written"
  echo "markdown-file=$markdown"
} >>"$output"
echo "legible audit exited with $status; the action's last step exits with it"
