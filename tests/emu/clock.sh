#!/usr/bin/env bash
# The game at the PSP's own 222 MHz (issue 38). The EBOOT leaves the CPU at 222 MHz; this
# runs it on the strict PSP-1000 settings with the CPU locked there and the performance
# overlay on (its `perf` lines, once a second, each with the longest frame since the line
# before), and one button walk visits every scene: the title, OPTIONS (the view set to
# ORIGINAL), RECORDS, HELP, CONTROLS, the level list, level 1's banner, level 1 in the
# original view at 1:1, the pause menu, the options over the level, level 1 at SHARP and at
# SMOOTH, level 1 in the wide view, the sandbox, and the editor (MAKE A LEVEL: the map with
# the cursor gliding under the stick and stepping under the D-pad, the level menu, a test
# play from the start). A perf line whose second lies wholly
# inside a scene counts for it; one that spans a change of scene counts as the change (the
# first frames of a scene may do one-time work: building the sandbox's room, a level's
# start), bounded on its own. Checks, for each scene at 222 MHz:
#  - the median of its lines' frame_us at most 4,200 us (a quarter of a vertical blank) and
#    the longest frame at most 8,300 us (half of one): room for what the emulator does not
#    charge (it counts about one cycle an instruction, no cache misses, no bus stalls);
#  - at least 3 lines (the walk reached the scene and stayed);
#  - every change of scene's longest frame at most 16,667 us (one vertical blank);
#  - the frame that loads level 1 at most 8,300 us, as a scene's worst frame (the load
#    leaves the ball masks' collision tables to build a slice a frame behind the banner,
#    Sim::load_deferred; built in one frame they took 49.6 ms at 222 MHz);
#  - no display list command dropped.
# Prints each scene's tick, draw and frame medians, its worst frame and the display list's
# high water, the changes' and the load's worst frames, and the boot's `first frame after
# N ms`. Usage: tests/emu/clock.sh [EBOOT]   (6,700 frames: about 2.5 to 5.5 minutes)
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/emu/lib/prologue.sh
prologue clock "${1:-}"
emu_session
# The walk (harness frames) and its scenes, `NAME:FIRST:END` (the frames FIRST..END-1 show
# it). The title opens on NEW GAME (no save); CROSS confirms, CIRCLE goes back.
walk=(
    70:select:1                                        # the overlay on
    400:down 420:cross                                 # OPTIONS
    680:down 700:down 720:down 740:cross 760:circle    # over EFFECTS, MUSIC: VIEW: ORIGINAL; back
    780:down 800:cross 1100:circle                     # RECORDS
    1120:down 1140:cross                               # HELP
    1440:down 1460:cross 1760:circle 1780:circle       # CONTROLS; back twice
    1800:up 1815:up 1830:up 1850:cross                 # NEW GAME: the level list
    2150:cross                                         # level 1's banner
    2450:cross 2460:right:280                          # play (original view, 1:1)
    2750:start                                         # paused
    3050:down 3065:down 3080:cross                     # OPTIONS over the level
    3350:down 3365:down 3380:down 3395:down 3410:cross 3430:circle  # SCREEN: SHARP; back
    3450:up 3465:up 3480:cross 3490:left:140 3640:right:130
    3780:start 3800:down 3815:down 3830:cross          # OPTIONS
    3840:down 3850:down 3860:down 3870:down 3880:cross 3900:circle  # SCREEN: SMOOTH; back
    3920:up 3935:up 3950:cross 3960:left:140 4110:right:130
    4250:start 4270:down 4285:down 4300:cross          # OPTIONS
    4310:down 4320:down 4330:down 4340:cross 4360:circle  # VIEW: WIDE; back
    4380:up 4395:up 4410:cross 4420:left:140 4570:right:130
    4720:start 4740:down 4755:down 4770:down 4790:cross 4805:left 4820:cross  # QUIT: YES
    4860:down 4875:down 4890:down 4905:down 4920:down 4940:cross   # SANDBOX (from CONTINUE)
    5100:right:100 5300:left:60
    5460:circle 5480:down 5490:down 5500:cross         # past TIME ATTACK: MAKE A LEVEL
    5560:lstick-right:40 5620:lstick-left:40 5680:lstick-up:30 5740:lstick-down:30
    5800:right:60 5880:left:60                         # the cursor: the stick, the D-pad
    5960:circle 6000:down 6030:down 6060:down 6090:up 6120:up 6150:up  # the level menu
    6280:circle 6300:start                             # back to the map; test play
    6340:right:60 6410:left:60 6480:right:40 6530:left:60 6600:start   # back to the map
)
scenes=(
    title:72:400 options:420:740 records:800:1100 help:1140:1440 controls:1460:1760
    level_list:1850:2150 banner:2150:2450 original_1:1:2450:2750 paused:2750:3050
    options_paused:3080:3380 original_sharp:3480:3780 original_smooth:3950:4250
    level_wide:4410:4720 sandbox:4940:5460
    editor_map:5520:5960 editor_menu:5980:6280 editor_test:6330:6600
)
presses=()
for p in "${walk[@]}"; do presses+=(--press "$p"); done
node tests/emu/run.mjs --eboot "$eboot" --out "$out/walk" --frames 6700 --fast --timeout 720 \
    --quiet "${at_222_mhz[@]}" "${presses[@]}" --expect '^level 1 start$' --expect '^sandbox start$' \
    --expect '^editor open$' --expect '^editor test from start$' --reject panicked
python3 - "$out/walk/run.json" "${scenes[@]}" <<'PY' || fail "see above"
import json, re, statistics, sys
run = json.load(open(sys.argv[1]))
scenes = []
for s in sys.argv[2:]:
    name, first, end = s.rsplit(":", 2)
    scenes.append((name, int(first), int(end)))
WINDOW = 60  # frames a perf line covers (REPORT_FRAMES)
MEDIAN, WORST, CHANGE, LOAD = 4200, 8300, 16667, 8300
# Scenes whose frame loop allocates, and why (docs/HARDWARE.md, "Memory").
ALLOCATING = {}
ok = True
boot = [l["text"] for l in run["stdoutFrames"] if l["text"].startswith("first frame after")]
for b in boot:
    print(f"clock: boot {b}")
rows = []
for l in run["stdoutFrames"]:
    if l["text"].startswith("perf "):
        r = {k: int(v) for k, v in (kv.split("=") for kv in l["text"].split()[1:])}
        if "worst_us" not in r:
            print("clock: the perf lines carry no worst_us: an EBOOT older than this test")
            sys.exit(1)
        r["frame"] = l["frame"]
        rows.append(r)
used = set()
high = 0
for name, first, end in scenes:
    mine = [r for r in rows if r["frame"] - WINDOW >= first and r["frame"] < end]
    used.update(id(r) for r in mine)
    if len(mine) < 3:
        print(f"clock: {name}: only {len(mine)} perf lines inside frames {first}..{end - 1}")
        ok = False
        continue
    m = {k: statistics.median(r[k] for r in mine) for k in ("tick_us", "draw_us", "frame_us")}
    worst = max(r["worst_us"] for r in mine)
    hw = max(r["list_high"] for r in mine)
    high = max(high, hw)
    if "allocs" not in mine[0]:
        print("clock: the perf lines carry no heap counts: an EBOOT older than this test")
        sys.exit(1)
    allocs = sum(r["allocs"] for r in mine)
    frames = sum(r["frames"] for r in mine)
    live, peak = mine[-1]["live"], max(r["peak"] for r in mine)
    print(f"clock: {name:14} 222 MHz tick {m['tick_us']:6.0f} us  draw {m['draw_us']:6.0f} us"
          f"  frame {m['frame_us']:6.0f} us (worst frame {worst} us)  list high {hw} B"
          f"  allocs/frame {allocs / frames:.2f} ({allocs} in {frames}), live {live} bytes,"
          f" peak {peak} bytes"
          f"  [{len(mine)} lines; frames {' '.join(str(r['frame_us']) for r in mine)};"
          f" allocs {' '.join(str(r['allocs']) for r in mine)}]")
    # A scene's frame loop allocates nothing: its lines start after its first frame.
    if allocs and name not in ALLOCATING:
        print(f"clock: {name}: {allocs} allocations in its frame loop (0 expected)")
        ok = False
    if m["frame_us"] > MEDIAN:
        print(f"clock: {name}: median frame {m['frame_us']:.0f} us over {MEDIAN} us")
        ok = False
    if worst > WORST:
        print(f"clock: {name}: a frame took {worst} us, over {WORST} us")
        ok = False
changes = [r for r in rows if id(r) not in used]
# A level's first frame loads it (its map, the tiles' collision shapes): one-time work in the
# level list's last frame, held to a scene's worst frame; so are the editor's opening and a
# test play's start.
starts = [l["frame"] for l in run["stdoutFrames"]
          if re.match(r"^(level \d+ start|editor open|editor test from start)$", l["text"])]
loads = [r for r in changes if any(r["frame"] - WINDOW < f <= r["frame"] for f in starts)]
changes = [r for r in changes if r not in loads]
for r in loads:
    print(f"clock: level load     222 MHz worst frame {r['worst_us']} us (the frame that loads"
          f" the level, in the perf line of frame {r['frame']})")
    if r["worst_us"] > LOAD:
        print(f"clock: a level's load took {r['worst_us']} us, over {LOAD} us")
        ok = False
if not loads:
    print("clock: no perf line holds a level's load")
    ok = False
if changes:
    worst = max(r["worst_us"] for r in changes)
    print(f"clock: changes of scene ({len(changes)} lines): worst frame {worst} us"
          f" [{' '.join('%d:%d' % (r['frame'], r['worst_us']) for r in changes)}]")
    if worst > CHANGE:
        print(f"clock: a change of scene took {worst} us, over one vertical blank")
        ok = False
dropped = max((r["list_dropped"] for r in rows), default=0)
print(f"clock: display list high water {max(r['list_high'] for r in rows)} B, dropped {dropped}")
if dropped:
    ok = False
sys.exit(0 if ok else 1)
PY
echo "clock: ok ($out)"
