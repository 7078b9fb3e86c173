#!/bin/bash
# Builds the solver's hard test set (tests/solver_levels/*.txt, level sources in the
# original's format) into a resource folder OUT that `bounceback solve --res OUT` and
# `bounceback play --res OUT` take: the pack's own sources with its levels replaced.
#
#   scripts/solver-levels.sh OUT [BIN]
set -eu
out=$1
bin=${2:-target/debug/bounceback}
src=$(mktemp -d)
trap 'rm -rf "$src"' EXIT
cp -r content/. "$src"
rm -f "$src"/levels/*.txt
cp tests/solver_levels/*.txt "$src/levels/"
"$bin" pack "$src" "$out" >/dev/null
echo "$out"
