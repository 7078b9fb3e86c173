#!/usr/bin/env bash
# The README's test command: the host test suite, on the toolchain pinned in
# rust-toolchain.toml. rustup does not install a pinned toolchain on first use where
# RUSTUP_AUTO_INSTALL=0 (as on these machines: a fresh clone's bare `cargo test` stops at
# "toolchain ... is not installed"), so scripts/toolchain.sh installs what is missing first
# (quiet and quick when everything is there). Arguments go to `cargo test`.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/toolchain.sh
exec cargo test "$@"
