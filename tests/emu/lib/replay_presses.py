"""A replay (tests/replays/ syntax) as the harness's button presses.

Usage: replay_presses.py REPLAY BASE [DELAY]
The key events of tick t (t + DELAY with a delay) are held from harness frame
BASE + 3 (t - 1): the simulation steps every third frame. Prints the `--press
FRAME:BUTTON:HOLD` arguments on the first line and the last event's frame on the second.
"""
import sys

path, base = sys.argv[1], int(sys.argv[2])
delay = int(sys.argv[3]) if len(sys.argv) > 3 else 0
button = {"right": "right", "left": "left", "jump": "cross", "down": "down"}
held = {}
out = []
last = 0
for line in open(path):
    words = line.split("#")[0].split()
    if not words:
        continue
    tick, key, what = int(words[0]) + delay, words[1], words[2]
    frame = base + 3 * (tick - 1)
    last = max(last, frame)
    if what == "press":
        held[key] = frame
    elif key in held:
        start = held.pop(key)
        out.append(f"{start}:{button[key]}:{frame - start}")
for key, start in held.items():
    out.append(f"{start}:{button[key]}:100000")
try:
    print(" ".join(f"--press {p}" for p in out))
    print(last)
except BrokenPipeError:
    pass  # a reader that wanted the first line only
