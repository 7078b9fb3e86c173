#!/bin/bash
# The progress curve of a `bounceback solve --log` run from its log (the stderr that
# scripts/solver-bench.sh keeps as OUT/level_NN.stderr): one line each time the search's
# best goal moves on, `SECONDS GOAL/GOALS SEARCH_TICK`, then the last progress line's, so
# a plateau shows as a long gap before the last line. For the explorer
# (`--strategy explore`, whose progress lines need no --log) a line each time the goal
# or the best run moves on, `SECONDS GOAL/GOALS CELLS best RUN`.
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
  match($0, /^explore: [0-9]+ s, round [0-9]+, goal [0-9]+\/[0-9]+, cells [0-9]+/) {
    split($0, a, /[ ,:\/]+/)
    secs = a[2]; goal = a[7]; goals = a[8]; cells = a[10]
    run = $0; sub(/.*best run /, "", run); sub(/ ticks$/, "", run)
    if (goal != last || run != lastrun) { print secs, goal "/" goals, cells, "best " run; last = goal; lastrun = run }
    final = secs " " goal "/" goals " " cells " best " run
  }
  END { if (final != "") print final " (last)" }
' "$1"
