#!/usr/bin/env bash
# Installs what the PSP build needs when it is missing: the pinned nightly with rust-src
# (from rust-toolchain.toml) and cargo-psp at a pinned version, and the stable toolchain CI
# checks the host code with. Idempotent and quiet when everything is present.
set -euo pipefail
cd "$(dirname "$0")/.."

CARGO_PSP_VERSION=0.2.10
TOOLCHAIN=$(sed -n 's/^channel *= *"\(.*\)"/\1/p' rust-toolchain.toml)

if ! command -v rustup >/dev/null 2>&1; then
    echo "rustup is required (https://rustup.rs)" >&2
    exit 1
fi
if ! rustup run "$TOOLCHAIN" rustc --version >/dev/null 2>&1 ||
    ! rustup component list --toolchain "$TOOLCHAIN" --installed 2>/dev/null | grep -q '^rust-src'; then
    echo "== installing Rust $TOOLCHAIN with rust-src"
    rustup toolchain install "$TOOLCHAIN" --profile minimal -c rust-src -c rustfmt -c clippy
fi
# CI checks formatting and lints: a toolchain installed without them gets them.
installed=$(rustup component list --toolchain "$TOOLCHAIN" --installed 2>/dev/null || true)
for c in rustfmt clippy; do
    if ! grep -q "^$c" <<<"$installed"; then
        echo "== adding $c to Rust $TOOLCHAIN"
        rustup component add --toolchain "$TOOLCHAIN" "$c"
    fi
done
if ! rustup run stable rustc --version >/dev/null 2>&1; then
    echo "== installing Rust stable (CI checks the host code builds without nightly)"
    rustup toolchain install stable --profile minimal
fi
if ! cargo install --list 2>/dev/null | grep -q "^cargo-psp v$CARGO_PSP_VERSION:"; then
    echo "== installing cargo-psp $CARGO_PSP_VERSION"
    cargo install cargo-psp --version "$CARGO_PSP_VERSION" --locked
fi
