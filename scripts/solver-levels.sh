#!/bin/bash
# Builds a solver test set (tests/solver_levels/*.txt by default, or the level sources in
# SET, e.g. tests/solver_hard; level sources in the original's format) into a resource folder OUT that `bounceback solve --res OUT` and
# `bounceback play --res OUT` take: the pack's own sources with its levels replaced.
#
#   scripts/solver-levels.sh OUT [BIN] [SET]
set -eu
out=$1
bin=${2:-target/debug/bounceback}
set=${3:-tests/solver_levels}
src=$(mktemp -d)
trap 'rm -rf "$src"' EXIT
cp -r content/. "$src"
rm -f "$src"/levels/*.txt
cp "$set"/*.txt "$src/levels/"
"$bin" pack "$src" "$out" >/dev/null
echo "$out"
