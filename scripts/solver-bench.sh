#!/bin/bash
# Solver benchmark: solves each level in turn under a time cap and reports, per level,
# whether it was solved, the ticks of the replay (or, in parentheses, of the best partial),
# the wall time and the peak resident memory (/usr/bin/time -v). Not a test: figures
# depend on the machine; docs/SOLVER.md keeps them.
#
#   scripts/solver-bench.sh [--bin BIN] [--res DIR] [--cap SECS] [--out DIR] [--old] LEVEL...
#
# --old: BIN is a solver from before `--time-limit` (commit ef46234 and earlier): the cap
# is enforced by `timeout` alone, and a run that hits it leaves no partial path.
#
# Runs under `nice -n 15`, one level at a time (the machine is shared). With --res the
# levels come from that resource folder (e.g. the hard set made by
# scripts/solver-levels.sh). Extra solver options go in SOLVE_OPTS.
set -u
bin=target/debug/bounceback
res=
cap=120
out=/tmp/solver-bench
old=0
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin=$2; shift 2 ;;
    --res) res=$2; shift 2 ;;
    --cap) cap=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --old) old=1; shift ;;
    *) break ;;
  esac
done
mkdir -p "$out"
printf "| level | solved | ticks | time (s) | peak MB |\n|---|---|---|---|---|\n"
for level in "$@"; do
  o=$out/level_$(printf %02d "$level")
  rm -f "$o.txt" "$o.txt.partial"
  args=(solve --level "$level" --out "$o.txt" ${SOLVE_OPTS:-})
  [ -n "$res" ] && args+=(--res "$res")
  backstop=$cap
  if [ $old = 0 ]; then
    args+=(--time-limit "$cap")
    backstop=$((cap + 60))
  fi
  t0=$(date +%s.%N)
  # The solver stops itself at --time-limit; the timeout is only a backstop.
  nice -n 15 /usr/bin/time -v timeout "$backstop" "$bin" "${args[@]}" >"$o.stdout" 2>"$o.stderr"
  t1=$(date +%s.%N)
  secs=$(echo "$t1 - $t0" | bc)
  mb=$(awk '/Maximum resident/ {print int($6 / 1024)}' "$o.stderr")
  if [ -f "$o.txt" ]; then
    solved=yes
    ticks=$(grep -o '"ticks":[0-9]*' "$o.stdout" | head -1 | cut -d: -f2)
  else
    solved=no
    ticks="($(grep -o 'after [0-9]* ticks' "$o.stderr" | head -1 | grep -o '[0-9]*'))"
    [ "$ticks" = "()" ] && ticks="($(grep -o '^tick [0-9]*' "$o.stderr" | tail -1 | grep -o '[0-9]*'))"
  fi
  printf "| %s | %s | %s | %.1f | %s |\n" "$level" "$solved" "$ticks" "$secs" "$mb"
done
