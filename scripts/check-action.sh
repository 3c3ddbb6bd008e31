#!/usr/bin/env bash
# Checks the GitHub Action (action.yml) and the workflow that uses it (issue 22) without GitHub.
# Usage: LEGIBLE_BIN=/path/to/legible scripts/check-action.sh
#   (CHECK_ACTION_YML=path checks another copy of action.yml: used to see this script fail)
#
# 1. Structure, with Ruby's standard YAML library (Psych; Debian's ruby, which .ci/run installs):
#    action.yml and .github/workflows/legible.yml parse; name, description, runs.using composite;
#    every step is a run or a uses step, every run step has a shell; every `inputs.X` referenced
#    is declared (with a description); every `steps.ID` referenced is an earlier step's id and
#    every output's value names one; no `${{ }}` in any `run:` text (inputs reach the shell only
#    through env: script injection; github.action_path and runner.temp are host paths in
#    container jobs); the scripts the steps call exist and pass `bash -n`; the workflow's
#    contrast job checks out, then uses ./ with a config that exists, and may write
#    security-events; the test job is kept.
# 2. The steps run as GitHub would run them, in order, each run step with
#    `bash --noprofile --norc -eo pipefail` in its working-directory, every `${{ }}` of its env
#    (and run text, as GitHub would) evaluated: inputs and their defaults, github.action_path,
#    runner.temp/os/arch, steps.ID.outputs.K from each step's own $GITHUB_OUTPUT file; `if:`
#    conditions evaluated (success() implied, always()); GITHUB_ACTIONS=true and a
#    $GITHUB_STEP_SUMMARY file.
#    `uses:` steps (actions/cache, upload-sarif) are not run: their condition and `with:` are
#    evaluated and checked (upload-sarif gets the SARIF file that was written).
#    Cases, with legible-path=$LEGIBLE_BIN: Examples/ci/legible.json from the repository root
#    (the contrast job: exit 0 against Reports/baseline.json); a temporary project whose
#    legible.json names Examples/seed-buttons.json without a baseline (exit 1: ::error
#    annotations with file and line); a legible.json naming a missing spec (exit 2: no SARIF, no
#    upload, a note in the summary); the paths, args, reports, sarif-file and working-directory
#    inputs (--fail-on never: exit 0); the cache-key step alone, with legible-path empty.
#    NOT exercised here: the build from source (make deps, swift build -c release: minutes), the
#    actions/cache and upload-sarif actions themselves, and how GitHub renders annotations and
#    the summary.
# Prints ok/FAIL per check; exits 1 on any failure, 2 on a usage error. Writes only in a
# temporary directory, which it removes; checks that nothing in the repository changed.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"

bin="${LEGIBLE_BIN:-}"
if [ -z "$bin" ] || [ ! -f "$bin" ] || [ ! -x "$bin" ]; then
  echo "usage: LEGIBLE_BIN=/path/to/legible $0 (LEGIBLE_BIN must name a built legible)" >&2
  exit 2
fi
bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"
if ! command -v ruby >/dev/null 2>&1 || ! ruby -ryaml -rjson -e '' 2>/dev/null; then
  echo "check-action: needs ruby with its standard yaml and json libraries (apt-get install ruby)" >&2
  exit 2
fi
action_yml="${CHECK_ACTION_YML:-$repo/action.yml}"
workflow="$repo/.github/workflows/legible.yml"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0
pass() { echo "ok    $*"; }
fail() { echo "FAIL  $*" >&2; failures=$((failures + 1)); }

stamp="$tmp/stamp"
: >"$stamp"
git_before="$(git status --porcelain --untracked-files=all 2>/dev/null || true)"

# --- The Ruby side: structure checks (lint) and the step runner (run) -------------------------
cat >"$tmp/action.rb" <<'RUBY'
require "yaml"
require "json"

# A small evaluator for the expressions action.yml uses: contexts, '' strings, numbers,
# == != && || ! ( ), always() success() failure() cancelled(). GitHub compares strings
# case-insensitively; '' and false are falsy.
class Expr
  def initialize(text, lookup, status)
    @toks = text.scan(/\s*('(?:[^']|'')*'|==|!=|&&|\|\||[!()]|[A-Za-z_][A-Za-z0-9_.\-]*(?:\(\))?|-?\d+(?:\.\d+)?)/).flatten
    rest = text.gsub(/\s*('(?:[^']|'')*'|==|!=|&&|\|\||[!()]|[A-Za-z_][A-Za-z0-9_.\-]*(?:\(\))?|-?\d+(?:\.\d+)?)/, "")
    raise "cannot parse expression: #{text}" unless rest.strip.empty?
    @lookup, @status, @i = lookup, status, 0
  end
  def value; v = orx; raise "trailing tokens" if @i < @toks.size; v; end
  def self.truthy(v)
    !(v.nil? || v == false || v == "" || v == 0)
  end
  private
  def peek; @toks[@i]; end
  def take; @i += 1; @toks[@i - 1]; end
  def orx; v = andx; while peek == "||"; take; r = andx; v = Expr.truthy(v) ? v : r; end; v; end
  def andx; v = unary; while peek == "&&"; take; r = unary; v = Expr.truthy(v) ? r : v; end; v; end
  def unary
    return cmp unless peek == "!"
    take
    !Expr.truthy(unary)
  end
  def cmp
    v = prim
    while peek == "==" || peek == "!="
      op = take; r = prim
      eq = v.to_s.downcase == r.to_s.downcase
      v = op == "==" ? eq : !eq
    end
    v
  end
  def prim
    t = take or raise "unexpected end of expression"
    case t
    when "(" then v = orx; take == ")" or raise "missing )"; v
    when /\A'(.*)'\z/m then $1.gsub("''", "'")
    when /\A-?\d/ then t.include?(".") ? t.to_f : t.to_i
    when "true" then true
    when "false" then false
    when "always()" then true
    when "cancelled()" then false
    when "success()" then @status == "success"
    when "failure()" then @status == "failure"
    else @lookup.call(t)
    end
  end
end

def expressions_in(value, out = [])
  case value
  when String then value.scan(/\$\{\{(.*?)\}\}/m) { out << $1 }
  when Hash then value.each_value { |v| expressions_in(v, out) }
  when Array then value.each { |v| expressions_in(v, out) }
  end
  out
end

def load_yaml(path)
  YAML.safe_load(File.read(path), aliases: false, filename: path)
end

mode = ARGV.shift
case mode
when "lint"
  action_path, workflow_path, repo = ARGV
  $fails = 0
  ok = ->(m) { puts "ok    #{m}" }
  bad = ->(m) { $stderr.puts "FAIL  #{m}"; $fails += 1 }
  check = ->(cond, good, wrong) { cond ? ok.(good) : bad.(wrong); cond }
  begin
    action = load_yaml(action_path)
  rescue => e
    bad.("#{action_path} does not parse as YAML: #{e.message}"); exit 1
  end
  check.(action.is_a?(Hash), "#{File.basename(action_path)} parses as a YAML mapping", "#{action_path} is not a mapping") or exit 1
  %w[name description].each do |k|
    check.(action[k].is_a?(String) && !action[k].strip.empty?, "action #{k}: #{action[k].to_s[0, 60]}", "action has no #{k}")
  end
  inputs = action["inputs"] || {}
  outputs = action["outputs"] || {}
  runs = action["runs"] || {}
  check.(runs["using"] == "composite", "runs.using is composite", "runs.using is #{runs["using"].inspect}, not composite")
  steps = runs["steps"]
  check.(steps.is_a?(Array) && !steps.empty?, "runs.steps: #{steps.is_a?(Array) ? steps.size : 0} steps", "runs.steps is missing or empty")
  steps = [] unless steps.is_a?(Array)
  bad_inputs = inputs.reject { |_, v| v.is_a?(Hash) && v["description"].is_a?(String) && !v["description"].empty? }.keys
  check.(inputs.is_a?(Hash) && bad_inputs.empty?, "#{inputs.size} inputs, each with a description", "inputs without a description: #{bad_inputs.join(", ")}")
  allowed = %w[name id if run shell uses with env working-directory continue-on-error]
  ids = []
  steps.each_with_index do |s, i|
    label = "step #{i + 1} (#{s.is_a?(Hash) ? (s["id"] || s["name"]) : s.inspect})"
    unless s.is_a?(Hash) then bad.("#{label} is not a mapping"); next end
    unknown = s.keys - allowed
    bad.("#{label} has keys a composite step cannot have: #{unknown.join(", ")}") unless unknown.empty?
    if s.key?("run") == s.key?("uses")
      bad.("#{label} must have exactly one of run and uses")
    elsif s.key?("run")
      check.(s["shell"].is_a?(String) && !s["shell"].empty?, "#{label}: run step with shell: #{s["shell"]}", "#{label}: run step without shell (GitHub requires one in composite actions)")
      found = expressions_in(s["run"])
      check.(found.empty?, "#{label}: no ${{ }} in the run text (values come through env)", "#{label}: ${{#{found.join("}}, ${{")}}} inside run: (script injection; use env)")
      s["run"].to_s.scan(/"\$GITHUB_ACTION_PATH\/([^"]+)"/) do |(script)|
        file = File.join(repo, script)
        if File.file?(file) && system("bash", "-n", file)
          ok.("#{label}: calls #{script}, which exists and passes bash -n")
        else
          bad.("#{label}: calls #{script}, which is missing or fails bash -n")
        end
      end
    else
      check.(s["uses"].to_s.match?(/\A[\w.-]+\/[\w.\/-]+@\S+\z/), "#{label}: uses #{s["uses"]}", "#{label}: uses #{s["uses"].inspect} has no owner/repo@ref")
      bad.("#{label}: a uses step cannot have shell") if s.key?("shell")
    end
    if s["id"]
      bad.("#{label}: id #{s["id"]} is used twice") if ids.include?(s["id"])
    end
    # Every context named in this step: inputs declared, steps earlier.
    texts = expressions_in(s.reject { |k, _| k == "if" })
    texts << s["if"].to_s.sub(/\A\s*\$\{\{(.*)\}\}\s*\z/m, '\1') if s.key?("if")
    texts.each do |t|
      t.scan(/\binputs\.([A-Za-z0-9_-]+)/) { |(n)| bad.("#{label}: inputs.#{n} is not declared in inputs") unless inputs.key?(n) }
      t.scan(/\bsteps\.([A-Za-z0-9_-]+)\./) { |(n)| bad.("#{label}: steps.#{n} is not an earlier step's id") unless ids.include?(n) }
    end
    ids << s["id"] if s["id"]
  end
  used = expressions_in(steps).flat_map { |t| t.scan(/\binputs\.([A-Za-z0-9_-]+)/).flatten } +
         steps.map { |s| s.is_a?(Hash) ? s["if"].to_s : "" }.flat_map { |t| t.scan(/\binputs\.([A-Za-z0-9_-]+)/).flatten }
  undefined = used.uniq - inputs.keys
  check.(undefined.empty?, "every inputs.X referenced (#{used.uniq.size}) is declared", "undeclared inputs referenced: #{undefined.join(", ")}")
  unused = inputs.keys - used.uniq
  check.(unused.empty?, "every declared input is used", "inputs declared but never used: #{unused.join(", ")}")
  outputs.each do |name, o|
    value = o.is_a?(Hash) ? o["value"].to_s : ""
    m = value.match(/\A\$\{\{\s*steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)\s*\}\}\z/)
    check.(m && ids.include?(m[1]) && o["description"].to_s != "", "output #{name} ← steps.#{m && m[1]}.outputs.#{m && m[2]}", "output #{name} (#{value.inspect}) does not map to an existing step's output, or has no description")
  end
  check.(outputs.key?("exit-code"), "outputs include exit-code", "no exit-code output")
  upload = steps.find { |s| s.is_a?(Hash) && s["uses"].to_s.start_with?("github/codeql-action/upload-sarif@") }
  if upload
    check.(upload["if"].to_s.include?("always()") && upload["if"].to_s.include?("inputs.upload-sarif"), "upload-sarif runs if: always() and inputs.upload-sarif", "upload-sarif's if (#{upload["if"].inspect}) lacks always() or inputs.upload-sarif")
    check.((upload["with"] || {})["category"] == "legible", "upload-sarif category: legible", "upload-sarif category is #{(upload["with"] || {})["category"].inspect}")
  else
    bad.("no github/codeql-action/upload-sarif step")
  end
  last = steps.last
  check.(last.is_a?(Hash) && last["run"].to_s.include?("exit") && last["if"].to_s.include?("always()"), "the last step exits with the audit's status, if: always()", "the last step is not the always() gate step")

  begin
    wf = load_yaml(workflow_path)
  rescue => e
    bad.("#{workflow_path} does not parse as YAML: #{e.message}"); exit 1
  end
  ok.("#{File.basename(workflow_path)} parses as YAML")
  jobs = (wf.is_a?(Hash) && wf["jobs"]) || {}
  check.(jobs.key?("test"), "the workflow keeps its test job", "the workflow has no test job")
  cjob = jobs["contrast"] || {}
  csteps = cjob["steps"] || []
  i_checkout = csteps.index { |s| s["uses"].to_s.start_with?("actions/checkout@") }
  i_action = csteps.index { |s| s["uses"] == "./" }
  check.(i_action && i_checkout && i_checkout < i_action, "the contrast job checks out, then uses ./", "the contrast job does not use ./ after actions/checkout")
  if i_action
    config = (csteps[i_action]["with"] || {})["config"]
    check.(config && File.file?(File.join(repo, config)), "the contrast job's config #{config} exists", "the contrast job's config #{config.inspect} is not a file")
    extra = ((csteps[i_action]["with"] || {}).keys - inputs.keys)
    check.(extra.empty?, "the contrast job passes only declared inputs", "the contrast job passes undeclared inputs: #{extra.join(", ")}")
    others = csteps.each_with_index.reject { |s, i| i == i_action || i == i_checkout }
    check.(others.empty?, "the contrast job has no hand-written steps besides checkout and ./", "the contrast job still has other steps: #{others.map { |s, _| s["name"] || s["uses"] }.join(", ")}")
  end
  perms = (cjob["permissions"] || wf["permissions"] || {})
  check.(perms["security-events"] == "write", "security-events: write for the SARIF upload", "the contrast job cannot write security-events")
  exit($fails.zero? ? 0 : 1)

when "run"
  action_path, result_path, workspace, action_dir, temp, stop_at, *pairs = ARGV
  action = load_yaml(action_path)
  given = pairs.to_h { |p| p.split("=", 2) }
  inputs = (action["inputs"] || {}).to_h { |k, v| [k, (v || {})["default"].to_s] }
  given.each_key { |k| raise "the check passes an undeclared input #{k}" unless inputs.key?(k) }
  inputs.merge!(given)
  step_outputs = {}
  status = "success"
  out = []
  lookup = lambda do |name|
    case name
    when /\Ainputs\.(.+)\z/ then inputs.fetch($1) { raise "undefined input #{$1}" }
    when /\Asteps\.([^.]+)\.outputs\.(.+)\z/ then (step_outputs[$1] || {})[$2].to_s
    when "github.action_path" then action_dir
    when "github.workspace" then workspace
    when "runner.temp" then temp
    when "runner.os" then "Linux"
    when "runner.arch" then "X64"
    else raise "the check cannot evaluate #{name}"
    end
  end
  eval_text = ->(s) { s.to_s.gsub(/\$\{\{(.*?)\}\}/m) { Expr.new($1, lookup, status).value.to_s } }
  log = File.open(File.join(temp, "..", "steps.log"), "w")  # stdout: where annotations are read
  err = File.open(File.join(temp, "..", "steps.err"), "w")
  (action["runs"]["steps"]).each_with_index do |s, i|
    key = s["id"] || "s#{i + 1}"
    break if key == stop_at
    cond = s["if"].to_s.sub(/\A\s*\$\{\{(.*)\}\}\s*\z/m, '\1').strip
    cond = "success()" if cond.empty?
    cond = "success() && (#{cond})" unless cond.match?(/\b(always|success|failure|cancelled)\(\)/)
    run_it = Expr.truthy(Expr.new(cond, lookup, status).value)
    out << "step.#{key}.kind=#{s.key?("run") ? "run" : "uses"}" << "step.#{key}.ran=#{run_it}"
    if s.key?("uses")
      out << "step.#{key}.uses=#{s["uses"]}"
      (s["with"] || {}).each { |k, v| out << "step.#{key}.with.#{k}=#{eval_text.(v)}" } if run_it
      out << "step.#{key}.status=#{run_it ? "not-run-here" : "skipped"}"
      next
    end
    unless run_it
      out << "step.#{key}.status=skipped"
      next
    end
    env = {}
    (s["env"] || {}).each { |k, v| env[k] = eval_text.(v) }
    gh_out = File.join(temp, "..", "output.#{key}")
    File.write(gh_out, "")
    script = File.join(temp, "..", "step.#{key}.sh")
    File.write(script, eval_text.(s["run"]))  # as GitHub does (lint forbids ${{ }} there)
    env["GITHUB_OUTPUT"] = gh_out
    dir = File.expand_path(eval_text.(s["working-directory"] || "."), workspace)
    [log, err].each { |f| f.puts "== step #{key}: #{s["name"]}"; f.flush }
    ok = system(env, "bash", "--noprofile", "--norc", "-eo", "pipefail", script, chdir: dir, out: log, err: err)
    code = $?.exitstatus
    outputs = {}
    lines = File.read(gh_out).lines
    until lines.empty?
      line = lines.shift.chomp
      if (m = line.match(/\A([^=<]+)<<(.+)\z/))
        body = []
        body << lines.shift.chomp until lines.empty? || lines.first.chomp == m[2]
        lines.shift
        outputs[m[1]] = body.join("\n")
      elsif (m = line.match(/\A([^=]+)=(.*)\z/))
        outputs[m[1]] = m[2]
      end
    end
    step_outputs[s["id"]] = outputs if s["id"]
    outputs.each { |k, v| out << "step.#{key}.output.#{k}=#{v}" }
    out << "step.#{key}.exit=#{code}" << "step.#{key}.status=#{ok ? "success" : "failure"}"
    status = "failure" unless ok
  end
  (action["outputs"] || {}).each { |k, o| out << "output.#{k}=#{eval_text.(o["value"])}" }
  out << "job=#{status}"
  File.write(result_path, out.join("\n") + "\n")
end
RUBY

echo "== structure of ${action_yml#"$repo/"} and ${workflow#"$repo/"}"
if ! ruby "$tmp/action.rb" lint "$action_yml" "$workflow" "$repo" 2>"$tmp/lint.err"; then
  fails_here="$(grep -c '^FAIL' "$tmp/lint.err" || true)"
  failures=$((failures + ${fails_here:-0}))
  [ "${fails_here:-0}" -gt 0 ] || failures=$((failures + 1))
fi
cat "$tmp/lint.err" >&2

# --- Running the steps --------------------------------------------------------------------------
# run_action CASE WORKSPACE [STOP_AT] -- name=value…: the steps in order, as the runner would;
# results in $tmp/CASE/result (key=value lines).
run_action() {
  local case_name="$1" workspace="$2" stop="$3"
  shift 4
  mkdir -p "$tmp/$case_name/temp"
  : >"$tmp/$case_name/summary"
  if ! env GITHUB_ACTIONS=true CI=true GITHUB_WORKSPACE="$workspace" GITHUB_ACTION_PATH="$repo" \
    RUNNER_TEMP="$tmp/$case_name/temp" RUNNER_OS=Linux RUNNER_ARCH=X64 \
    GITHUB_STEP_SUMMARY="$tmp/$case_name/summary" \
    ruby "$tmp/action.rb" run "$action_yml" "$tmp/$case_name/result" "$workspace" "$repo" \
    "$tmp/$case_name/temp" "$stop" "$@" 2>"$tmp/$case_name/runner.err"; then
    fail "$case_name: the steps could not be run: $(cat "$tmp/$case_name/runner.err")"
    : >"$tmp/$case_name/result"
  fi
}
get() { # CASE KEY: the value of KEY in the case's results
  awk -v k="$2=" 'index($0, k) == 1 { printf "%s", substr($0, length(k) + 1); exit }' "$tmp/$1/result"
}
expect() { # CASE KEY WANT WHAT
  local got
  got="$(get "$1" "$2")"
  if [ "$got" = "$3" ]; then pass "$1: $4 ($2=$3)"; else fail "$1: $4: $2 is '${got}', not '$3'"; fi
}
sarif_ok() { # CASE FILE
  local report
  if [ -f "$2" ] && report="$(ruby -rjson -e '
      s = JSON.parse(File.read(ARGV[0]))
      r = s["runs"][0]["results"]
      raise "version #{s["version"]}" unless s["version"] == "2.1.0"
      raise "no results array" unless r.is_a?(Array)
      puts "#{r.size} results"' "$2" 2>&1)"; then
    pass "$1: the SARIF file is JSON, version 2.1.0, runs[0].results: $report"
  else
    fail "$1: SARIF $2 is missing or invalid: ${report:-no file}"
  fi
}
summary_once() { # CASE: the summary is the Markdown report, once
  local md count
  md="$(get "$1" output.markdown-file)"
  if [ ! -s "$tmp/$1/summary" ]; then
    fail "$1: \$GITHUB_STEP_SUMMARY is empty"
  elif [ ! -f "$md" ]; then
    fail "$1: no Markdown report at '$md'"
  elif ! cmp -s "$tmp/$1/summary" "$md"; then
    fail "$1: \$GITHUB_STEP_SUMMARY is not the Markdown report exactly once ($(wc -c <"$tmp/$1/summary") bytes, report $(wc -c <"$md"))"
  else
    count="$(grep -c '^## Legible contrast report' "$tmp/$1/summary" || true)"
    if [ "$count" = 1 ]; then
      pass "$1: \$GITHUB_STEP_SUMMARY holds the Markdown report exactly once ($(wc -c <"$md" | tr -d ' ') bytes)"
    else
      fail "$1: the summary has $count report headings, not 1"
    fi
  fi
}
upload_checked() { # CASE: upload-sarif would run, on the SARIF file written
  local sarif
  sarif="$(get "$1" output.sarif-file)"
  expect "$1" step.upload-sarif.ran true "upload-sarif runs"
  expect "$1" step.upload-sarif.with.sarif_file "$sarif" "upload-sarif gets the SARIF file written"
  expect "$1" step.upload-sarif.with.category legible "upload-sarif category"
}

# Case pass: the contrast job of .github/workflows/legible.yml (uses: ./ from the checkout).
config="$(ruby -ryaml -e 'w = YAML.safe_load(File.read(ARGV[0])); s = w["jobs"]["contrast"]["steps"].find { |x| x["uses"] == "./" }; puts((s && s["with"] || {})["config"])' "$workflow" 2>/dev/null || true)"
echo "== case pass: config=${config:-?} from the repository root (the contrast job)"
run_action pass "$repo" "" -- "legible-path=$bin" "config=${config:-Examples/ci/legible.json}"
expect pass output.exit-code 0 "the audit gates against Reports/baseline.json"
expect pass output.legible-path "$bin" "legible-path output"
expect pass step.build-key.status skipped "no cache key with legible-path"
expect pass step.cache.status skipped "no actions/cache with legible-path"
expect pass step.gate.status success "the gate step"
expect pass job success "the job"
upload_checked pass
sarif_ok pass "$(get pass output.sarif-file)"
summary_once pass
if grep -q '^::warning file=Examples/[^,]*\.json,line=[0-9]' "$tmp/pass/steps.log" && ! grep -q '^::error file=' "$tmp/pass/steps.log"; then
  pass "pass: known failures are ::warning annotations with file and line, no ::error"
else
  fail "pass: expected ::warning annotations and no ::error (see below)"; tail -5 "$tmp/pass/steps.log" >&2
fi

# Case fail: a project of its own (a remote action: the action's checkout is not the workspace),
# the default config legible.json naming Examples/seed-buttons.json, no baseline.
ws="$tmp/fail-ws"
mkdir -p "$ws/Examples"
cp Examples/seed-buttons.json "$ws/Examples/"
printf '{ "specs": ["Examples/seed-buttons.json"] }\n' >"$ws/legible.json"
echo "== case fail: legible.json naming Examples/seed-buttons.json, no baseline"
run_action fail "$ws" "" -- "legible-path=$bin"
expect fail output.exit-code 1 "failing findings fail the gate"
expect fail step.gate.status failure "the gate step fails"
expect fail step.gate.exit 1 "the gate step's exit status"
expect fail job failure "the job"
upload_checked fail
sarif_ok fail "$(get fail output.sarif-file)"
summary_once fail
errors="$(grep -c '^::error file=Examples/seed-buttons\.json,line=[0-9][0-9]*,col=[0-9]' "$tmp/fail/steps.log" || true)"
if [ "${errors:-0}" -gt 0 ]; then
  pass "fail: $errors ::error annotations with file=Examples/seed-buttons.json and a line"
else
  fail "fail: no ::error file=…,line=… annotation in the step log"
fi

# Case bad: a configuration naming a missing spec.
ws="$tmp/bad-ws"
mkdir -p "$ws"
printf '{ "specs": ["Examples/no-such-spec.json"] }\n' >"$ws/legible.json"
echo "== case bad: legible.json naming a missing spec"
run_action bad "$ws" "" -- "legible-path=$bin"
expect bad output.exit-code 2 "bad input"
expect bad step.gate.status failure "the gate step fails"
expect bad step.gate.exit 2 "the gate step's exit status"
expect bad step.audit.output.sarif-written false "no SARIF written"
expect bad step.upload-sarif.status skipped "no upload without a SARIF file"
if [ ! -e "$(get bad output.sarif-file)" ]; then pass "bad: no SARIF file left"; else fail "bad: a SARIF file exists"; fi
if [ "$(grep -c '^## Legible contrast audit: not run to the end' "$tmp/bad/summary" || true)" = 1 ] &&
  grep -q 'no-such-spec' "$tmp/bad/summary"; then
  pass "bad: the summary has one note naming the missing file"
else
  fail "bad: the summary lacks the note (or has it twice): $(head -c 300 "$tmp/bad/summary")"
fi

# Case inputs: working-directory, paths (replacing the config's specs), args, sarif-file.
ws="$tmp/inputs-ws"
mkdir -p "$ws/app/specs"
cp Examples/seed-buttons.json "$ws/app/specs/seed buttons.json"
printf '{ "specs": ["no-such-spec.json"] }\n' >"$ws/app/legible.json"
echo "== case inputs: working-directory app, paths, args --fail-on never, reports, sarif-file"
run_action inputs "$ws" "" -- "legible-path=$bin" "working-directory=app" \
  "paths=$(printf '\n  specs/seed buttons.json  \n')" "args=--fail-on never --level AA" \
  "sarif-file=$tmp/inputs/out/x.sarif" "upload-sarif=false" \
  "reports=$(printf 'junit:%s\njson:report.json\n' "$tmp/inputs/out/x.xml")"
expect inputs output.exit-code 0 "--fail-on never"
expect inputs output.sarif-file "$tmp/inputs/out/x.sarif" "sarif-file input"
expect inputs step.upload-sarif.status skipped "upload-sarif=false skips the upload"
expect inputs job success "the job"
sarif_ok inputs "$tmp/inputs/out/x.sarif"
if [ -s "$tmp/inputs/out/x.xml" ] && [ -s "$ws/app/report.json" ]; then
  pass "inputs: the reports input adds a JUnit report and a JSON one (relative to working-directory)"
else
  fail "inputs: the reports input's files are missing"
fi
summary_once inputs
if grep -q '^::error file=specs/seed buttons\.json,line=' "$tmp/inputs/steps.log"; then
  pass "inputs: the path with a space is audited from working-directory (annotations name specs/seed buttons.json)"
else
  fail "inputs: no annotation for specs/seed buttons.json"
fi

# Case cache: legible-path empty, run up to the build step only: the key step's outputs.
echo "== case cache: the cache-key step (the build itself is not run here)"
mkdir -p "$tmp/cache-ws"
run_action cache "$tmp/cache-ws" legible -- "legible-path="
expect cache step.build-key.status success "the key step"
expect cache step.build-key.output.path "$repo/.build" "cache path: the action checkout's .build"
key="$(get cache step.build-key.output.key)"
if [[ "$key" =~ ^legible-Linux-X64-swift-[0-9a-f]{12}-[0-9a-f]{16}$|^legible-Linux-X64-swift-none-[0-9a-f]{16}$ ]]; then
  pass "cache: key $key"
else
  fail "cache: key '$key' is not legible-OS-ARCH-swift-…-hash"
fi
expect cache step.cache.with.path "$repo/.build" "actions/cache gets that path"
expect cache step.cache.with.key "$key" "actions/cache gets that key"

# --- Nothing written into the repository ----------------------------------------------------------
changed="$(find "$repo" -path "$repo/.git" -prune -o -newer "$stamp" -print | head -5)"
git_after="$(git status --porcelain --untracked-files=all 2>/dev/null || true)"
if [ -z "$changed" ] && [ "$git_before" = "$git_after" ]; then
  pass "nothing in the repository was written"
else
  fail "the repository changed: ${changed:-$(diff <(echo "$git_before") <(echo "$git_after"))}"
fi

if [ $failures -gt 0 ]; then
  for case in pass fail bad inputs cache; do
    [ -f "$tmp/$case/runner.err" ] && [ -s "$tmp/$case/runner.err" ] && cat "$tmp/$case/runner.err" >&2
  done
  echo "check-action: $failures check(s) failed" >&2
  exit 1
fi
echo "check-action: every check passed"
