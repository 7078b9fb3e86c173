#!/bin/bash
# Turns a route macro (tests/solver_hard/*.macro: one segment a line, `KEYS TICKS`, KEYS
# `-` for nothing held or keys joined by `+` from left, right, jump, down) into the replay
# text `bounceback play --replay` reads: each key pressed when a segment holds it and the
# one before did not, released the other way round. The first segment starts on tick 1.
#
#   scripts/macro-replay.sh ROUTE.macro > ROUTE.replay
set -eu
awk '
  /^[ \t]*(#|$)/ { next }
  {
    keys = $1; n = $2 + 0
    delete now
    if (keys != "-") { k = split(keys, parts, "+"); for (i = 1; i <= k; i++) now[parts[i]] = 1 }
    split("down jump left right", order, " ")
    for (i = 1; i <= 4; i++) { x = order[i]; if ((x in held) && !(x in now)) print t, x, "release" }
    for (i = 1; i <= 4; i++) { x = order[i]; if ((x in now) && !(x in held)) print t, x, "press" }
    delete held
    for (x in now) held[x] = 1
    t += n
  }
  END { for (i = 1; i <= 4; i++) { x = order[i]; if (x in held) print t, x, "release" } }
' t=1 "$1"
