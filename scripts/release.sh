#!/usr/bin/env bash
# Builds the release EBOOT and writes the players' bundle:
#   target/release/BounceBack-<version>.zip
#     PSP/GAME/BounceBack/EBOOT.PBP     (unzip onto the memory stick's root)
#     PSP/GAME/BounceBack/PLAYERS.txt   (install, controls, saves, your own original;
#                                        in the game's folder, not at the stick's root)
#     PSP/GAME/BounceBackTest/EBOOT.PBP (the self-test for testers: docs/HARDWARE.md)
# Prints the bundle's path on its last line.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n 's/^version *= *"\(.*\)"/\1/p' Cargo.toml | head -n 1)
eboot=$(scripts/build-eboot.sh | tail -n 1)
selftest=$(scripts/build-selftest.sh | tail -n 1)
out=target/release/BounceBack-$version.zip
mkdir -p target/release
python3 - "$eboot" "$out" docs/PLAYERS.txt "$selftest" <<'PY'
import sys, zipfile
eboot, out, players, selftest = sys.argv[1:5]
# Fixed timestamps, so the same EBOOT gives the same bundle.
stamp = (2026, 1, 1, 0, 0, 0)
with zipfile.ZipFile(out, "w") as z:
    for name, path in (
        ("PSP/GAME/BounceBack/EBOOT.PBP", eboot),
        ("PSP/GAME/BounceBack/PLAYERS.txt", players),
        ("PSP/GAME/BounceBackTest/EBOOT.PBP", selftest),
    ):
        info = zipfile.ZipInfo(name, stamp)
        info.compress_type = zipfile.ZIP_DEFLATED
        info.external_attr = 0o644 << 16
        with open(path, "rb") as f:
            z.writestr(info, f.read())
PY
echo "$out"
