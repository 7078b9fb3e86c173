#!/bin/bash
# The progress curve of a `bounceback solve --log` run from its log (the stderr that
# scripts/solver-bench.sh keeps as OUT/level_NN.stderr): one line each time the search's
# best goal moves on, `SECONDS GOAL/GOALS SEARCH_TICK`, then the last progress line's, so
# a plateau shows as a long gap before the last line.
#
#   scripts/solver-curve.sh LOG
set -eu
awk '
  match($0, /^tick [0-9]+: goal [0-9]+\/[0-9]+ .*score [0-9]+, [0-9]+ s$/) {
    split($0, a, /[ :\/]+/)
    tick = a[2]; goal = a[4]; goals = a[5]; secs = $(NF - 1)
    if (goal != last) { print secs, goal "/" goals, tick; last = goal }
    final = secs " " goal "/" goals " " tick
  }
  END { if (final != "") print final " (last)" }
' "$1"
