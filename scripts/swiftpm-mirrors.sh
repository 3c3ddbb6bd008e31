#!/usr/bin/env bash
# Points SwiftPM at the offline copies of Legible's Swift package dependencies, when they exist.
#
#   scripts/swiftpm-mirrors.sh [PACKAGE_DIR…]     default: the repository root
#
# Machines without network access keep bare git repositories of the dependencies in
# ../shared/vendor (beside the repository; see its README). Where that folder exists, this writes
# `swift package config set-mirror` entries into each PACKAGE_DIR's .swiftpm/configuration/
# mirrors.json (absolute paths, so generated, never committed: .gitignore lists it). Where it
# does not (a user's machine), it does nothing and SwiftPM fetches from the URLs in Package.swift.
# Package.resolved records the URLs and the upstream revisions either way. Used by `make deps`
# for the root package and Examples/LibraryConsumer (which depends on Legible by path, so it
# resolves Legible's dependencies in its own checkout).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
SWIFT=${SWIFT:-swift}
VENDOR=${LEGIBLE_VENDOR:-$root/../shared/vendor}
[ -d "$VENDOR" ] || exit 0
vendor="$(cd "$VENDOR" && pwd)"

# URL in Package.swift → bare repository in the vendor folder.
MIRRORS=(
  "https://github.com/apple/swift-argument-parser.git swift-argument-parser.git"
  "https://github.com/swiftlang/swift-syntax.git swift-syntax.git"
)

[ $# -gt 0 ] || set -- "$root"
for package in "$@"; do
  for entry in "${MIRRORS[@]}"; do
    url=${entry%% *}
    repository="$vendor/${entry#* }"
    [ -d "$repository" ] || { echo "swiftpm-mirrors: $repository is missing" >&2; exit 2; }
    "$SWIFT" package --package-path "$package" config set-mirror \
      --original "$url" --mirror "$repository"
  done
  echo "swiftpm-mirrors: $(cd "$package" && pwd) resolves Swift packages from $vendor"
done
