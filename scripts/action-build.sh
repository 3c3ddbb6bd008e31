#!/usr/bin/env bash
# The GitHub Action's legible steps (action.yml), run in the job's workspace:
#
#   action-build.sh key     step outputs `path` (the action checkout's .build) and `key` for
#                           actions/cache: OS, architecture, the Swift version and a hash of
#                           Package.swift, Package.resolved and Sources/ (hashFiles() cannot be
#                           used: it only reads files inside the workspace, and a remote action's
#                           checkout is outside it).
#   action-build.sh build   LEGIBLE_PATH set: that binary (a path, relative to the workspace, or a
#                           command on PATH), checked to run; nothing is built. Otherwise, in the
#                           action's checkout: make (apt-get, when missing: swift container images
#                           have none), `make deps` (LittleCMS, libxml2, libyaml, libpng and pkg-config
#                           with apt-get or Homebrew), `swift build -c release --product legible`.
#                           Step output `path`: the absolute path of the binary.
#
# Uses $GITHUB_ACTION_PATH, $GITHUB_OUTPUT, $RUNNER_OS and $RUNNER_ARCH from the runner. Errors
# are ::error workflow commands, on stdout where the runner reads them; exit 2.
set -euo pipefail
action="${GITHUB_ACTION_PATH:?GITHUB_ACTION_PATH is not set (run by action.yml)}"
output="${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set (run by action.yml)}"

sha() { if command -v sha256sum >/dev/null 2>&1; then sha256sum; else shasum -a 256; fi; }

case "${1:-}" in
  key)
    cd "$action"
    swift_version=none
    if command -v swift >/dev/null 2>&1; then swift_version="$(swift --version 2>&1 | sha | cut -c1-12)"; fi
    sources="$( { cat Package.swift Package.resolved 2>/dev/null
                  find Sources -type f -print0 | LC_ALL=C sort -z | xargs -0 cat; } | sha | cut -c1-16)"
    {
      echo "path=$action/.build"
      echo "key=legible-${RUNNER_OS:-unknown}-${RUNNER_ARCH:-unknown}-swift-$swift_version-$sources"
    } >>"$output"
    ;;
  build)
    if [ -n "${LEGIBLE_PATH:-}" ]; then
      bin="$LEGIBLE_PATH"
      case "$bin" in
        */*) ;;
        *) bin="$(command -v "$bin" || true)" ;;
      esac
      if [ -z "$bin" ] || [ ! -f "$bin" ] || [ ! -x "$bin" ]; then
        echo "::error title=legible::legible-path '$LEGIBLE_PATH' is not an executable file"
        exit 2
      fi
      bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"
    else
      cd "$action"
      sudo=""
      if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1; then sudo=sudo; fi
      if ! command -v make >/dev/null 2>&1; then
        if command -v apt-get >/dev/null 2>&1; then
          echo "Installing make with apt-get…"
          $sudo apt-get update -qq
          $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends make
        else
          echo "::error title=legible::make is missing: install it, or pass legible-path"
          exit 2
        fi
      fi
      if ! command -v swift >/dev/null 2>&1; then
        echo "::error title=legible::no Swift toolchain on PATH: use a swift container image or a setup-swift step, or pass legible-path"
        exit 2
      fi
      make --no-print-directory deps
      swift build -c release --product legible
      bin="$(swift build -c release --show-bin-path)/legible"
    fi
    echo "legible: $bin ($("$bin" --version))"
    echo "path=$bin" >>"$output"
    ;;
  *)
    echo "usage: $0 key|build (run by action.yml)" >&2
    exit 2
    ;;
esac
