#!/usr/bin/env bash
# Checks `make install` and `make uninstall` (issue 22) with an already built binary, and the
# Homebrew formula's syntax. Usage: LEGIBLE_BIN=/path/to/legible scripts/check-install.sh
#
# Installs into a temporary PREFIX (and once more with DESTDIR), then checks: the five files and
# their modes; the installed binary is the given one; the man page renders with groff without a
# warning and `man` finds it through MANPATH; the bash completion loads and completes
# `legible au` (also through bash-completion's loader when that is installed); zsh's compinit
# registers _legible from site-functions; fish autoloads it from vendor_completions.d;
# Formula/legible.rb's test spec gives the output its test block asserts; uninstall removes the
# five files. Then `ruby -c Formula/legible.rb`. A check whose tool is missing prints SKIP;
# any failure exits 1, a usage error 2. Builds nothing, and removes everything it made.
set -euo pipefail
cd "$(dirname "$0")/.."

bin="${LEGIBLE_BIN:-}"
if [ -z "$bin" ] || [ ! -f "$bin" ] || [ ! -x "$bin" ]; then
  echo "usage: LEGIBLE_BIN=/path/to/legible $0 (LEGIBLE_BIN must name a built legible)" >&2
  exit 2
fi
bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0
pass() { echo "ok    $*"; }
fail() { echo "FAIL  $*" >&2; failures=$((failures + 1)); }
skip() { echo "SKIP  $*"; }

# The five paths under one root (PREFIX, or DESTDIR+PREFIX).
files_under() {
  printf '%s\n' "$1/bin/legible" "$1/share/man/man1/legible.1" \
    "$1/share/bash-completion/completions/legible" "$1/share/zsh/site-functions/_legible" \
    "$1/share/fish/vendor_completions.d/legible.fish"
}

check_files() { # root
  local file mode want
  while read -r file; do
    want=644
    [ "$file" = "$1/bin/legible" ] && want=755
    if [ ! -f "$file" ]; then
      fail "missing $file"
    elif mode="$(stat -c %a "$file" 2>/dev/null || stat -f %Lp "$file")" && [ "$mode" != "$want" ]; then
      fail "$file has mode $mode, not $want"
    else
      pass "$file (mode $want)"
    fi
  done < <(files_under "$1")
}

check_uninstalled() { # root
  local file left=0
  while read -r file; do
    if [ -e "$file" ]; then fail "uninstall left $file"; left=1; fi
  done < <(files_under "$1")
  [ $left -eq 0 ] && pass "uninstall removed the five files under $1"
  return 0
}

# --- make install into a temporary PREFIX -----------------------------------------------------
prefix="$tmp/prefix"
echo "== make install LEGIBLE_BIN=$bin PREFIX=$prefix"
if ! make --no-print-directory install LEGIBLE_BIN="$bin" PREFIX="$prefix"; then
  fail "make install PREFIX=$prefix"
fi
check_files "$prefix"

if cmp -s "$bin" "$prefix/bin/legible"; then
  pass "bin/legible is LEGIBLE_BIN byte for byte"
else
  fail "bin/legible differs from $bin"
fi
if version="$("$prefix/bin/legible" --version)" && [ -n "$version" ]; then
  pass "installed legible runs: legible --version prints $version"
else
  fail "installed legible --version"
fi

page="$prefix/share/man/man1/legible.1"
if command -v groff >/dev/null 2>&1; then
  if groff -man -Tutf8 -ww -z "$page" 2>"$tmp/groff.err" && [ ! -s "$tmp/groff.err" ]; then
    pass "groff -man -Tutf8 renders the man page without a warning"
  else
    fail "groff on $page: $(cat "$tmp/groff.err")"
  fi
  if groff -man -Tutf8 -P -cbou "$page" 2>/dev/null | grep -q '^NAME'; then
    pass "the rendered page has its NAME section"
  else
    fail "groff output of $page has no NAME section"
  fi
else
  skip "groff is not installed: man page rendering not checked"
fi
if command -v man >/dev/null 2>&1; then
  if found="$(MANPATH="$prefix/share/man" man -w legible 2>/dev/null)" && [ "$found" = "$page" ]; then
    pass "man -w legible finds $found through MANPATH=$prefix/share/man"
  else
    fail "man -w legible with MANPATH=$prefix/share/man found '${found:-nothing}'"
  fi
else
  skip "man is not installed: MANPATH lookup not checked"
fi

# The completions call nothing from PATH for `legible au`, but a shell finding `legible` there is
# the installed situation.
export PATH="$prefix/bin:$PATH"
bash_script="$prefix/share/bash-completion/completions/legible"
complete_bash='COMP_WORDS=(legible au); COMP_CWORD=1; COMP_LINE="legible au"; COMP_POINT=10;
  _legible legible au legible; printf "%s\n" "${COMPREPLY[@]}"'
if out="$(bash --norc --noprofile -c 'source "$1"; complete -p legible' bash "$bash_script" 2>&1)" \
  && [[ "$out" == *"-F _legible legible"* ]]; then
  pass "bash: source + complete -p legible: $out"
else
  fail "bash: complete -p legible after sourcing $bash_script: $out"
fi
if out="$(bash --norc --noprofile -c "source \"\$1\"; $complete_bash" bash "$bash_script" 2>&1)" \
  && [ "$out" = "audit" ]; then
  pass "bash: legible au<TAB> offers audit"
else
  fail "bash: legible au<TAB> offered '$out', not audit"
fi
loader=/usr/share/bash-completion/bash_completion
if [ -f "$loader" ]; then
  if out="$(XDG_DATA_DIRS="$prefix/share" bash --norc --noprofile -c \
    "source $loader; __load_completion legible && $complete_bash" 2>&1)" && [ "$out" = "audit" ]; then
    pass "bash-completion loads it on demand from XDG_DATA_DIRS=$prefix/share"
  else
    fail "bash-completion did not load legible from $prefix/share: '$out'"
  fi
else
  skip "bash-completion is not installed ($loader): on-demand loading not checked"
fi

if command -v zsh >/dev/null 2>&1; then
  zsh_dir="$prefix/share/zsh/site-functions"
  if ! zsh -n "$zsh_dir/_legible"; then
    fail "zsh -n $zsh_dir/_legible"
  elif out="$(zsh -f -c 'fpath=("$1" $fpath); autoload -U compinit; compinit -u -D;
    print -r -- "${_comps[legible]}"' zsh "$zsh_dir" 2>&1)" && [ "$out" = "_legible" ]; then
    pass "zsh: compinit registers _legible for legible from site-functions"
  else
    fail "zsh: compinit with fpath=$zsh_dir gave '${out}' for legible, not _legible"
  fi
else
  skip "zsh is not installed: zsh completion not checked"
fi

if command -v fish >/dev/null 2>&1; then
  fish_script="$prefix/share/fish/vendor_completions.d/legible.fish"
  mkdir -p "$tmp/home"
  if ! fish --no-config -n "$fish_script"; then
    fail "fish -n $fish_script"
  elif out="$(HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/.config" XDG_DATA_HOME="$tmp/home/.local/share" \
    XDG_DATA_DIRS="$prefix/share" fish -c "complete -C 'legible au'" 2>&1)" \
    && [ "$(printf '%s\n' "$out" | cut -f1)" = "audit" ]; then
    pass "fish: autoloads from vendor_completions.d (XDG_DATA_DIRS=$prefix/share), legible au<TAB> offers audit"
  else
    fail "fish: legible au<TAB> with XDG_DATA_DIRS=$prefix/share offered '$out'"
  fi
else
  skip "fish is not installed: fish completion not checked"
fi

# The formula's test block, with this binary: its spec (the <<~JSON heredoc) and its assertions.
formula=Formula/legible.rb
sed -n '/<<~JSON$/,/^ *JSON$/p' "$formula" | sed '1d;$d' >"$tmp/spec.json"
status=0
"$prefix/bin/legible" audit "$tmp/spec.json" --format text >"$tmp/audit.txt" 2>&1 || status=$?
contrast="$("$prefix/bin/legible" contrast '#ffffff' '#0061cd' 2>&1 || true)"
# Its `assert_match "…", output` lines are the audit's; the contrast line is checked as written.
sed -n 's/^ *assert_match "\(.*\)", output$/\1/p' "$formula" >"$tmp/expected.txt"
missing=""
while IFS= read -r line; do
  grep -qF -- "$line" "$tmp/audit.txt" || missing="$missing[$line] "
done <"$tmp/expected.txt"
if [ $status -eq 1 ] && [ -s "$tmp/expected.txt" ] && [ -z "$missing" ] \
  && [[ "$contrast" == *"Ratio:       5.84:1"* ]]; then
  pass "$formula's test block holds for this binary (audit exit 1, $(wc -l <"$tmp/expected.txt") assertions, contrast ratio)"
else
  fail "$formula's test block: audit exit $status (want 1), missing: ${missing:-none}; output:"
  cat "$tmp/audit.txt" >&2
fi

echo "== make uninstall PREFIX=$prefix"
make --no-print-directory uninstall PREFIX="$prefix" >/dev/null || fail "make uninstall PREFIX=$prefix"
check_uninstalled "$prefix"

# --- DESTDIR: a staged install, as a packager does ---------------------------------------------
stage="$tmp/stage"
echo "== make install LEGIBLE_BIN=$bin DESTDIR=$stage PREFIX=/usr"
if ! make --no-print-directory install LEGIBLE_BIN="$bin" DESTDIR="$stage" PREFIX=/usr; then
  fail "make install DESTDIR=$stage PREFIX=/usr"
fi
check_files "$stage/usr"
extra="$(cd "$stage" && find . -type f | sort | grep -v -x -F -f <(files_under ./usr) || true)"
[ -z "$extra" ] && pass "nothing else written under DESTDIR" || fail "unexpected files under DESTDIR: $extra"
make --no-print-directory uninstall DESTDIR="$stage" PREFIX=/usr >/dev/null \
  || fail "make uninstall DESTDIR=$stage PREFIX=/usr"
check_uninstalled "$stage/usr"

# A LEGIBLE_BIN that is not an executable is refused before anything is installed.
if make --no-print-directory install LEGIBLE_BIN="$tmp/no-such-legible" PREFIX="$tmp/refused" \
  >/dev/null 2>&1; then
  fail "make install accepted a missing LEGIBLE_BIN"
elif [ -e "$tmp/refused" ]; then
  fail "make install with a missing LEGIBLE_BIN created $tmp/refused"
else
  pass "make install refuses a missing LEGIBLE_BIN and writes nothing"
fi

# --- The Homebrew formula -----------------------------------------------------------------------
if command -v ruby >/dev/null 2>&1; then
  if out="$(ruby -c "$formula" 2>&1)"; then
    pass "ruby -c $formula: $out"
  else
    fail "ruby -c $formula: $out"
  fi
else
  skip "ruby is not installed: $formula syntax not checked (apt-get install ruby)"
fi

if [ $failures -gt 0 ]; then
  echo "check-install: $failures check(s) failed" >&2
  exit 1
fi
echo "check-install: every check passed"
