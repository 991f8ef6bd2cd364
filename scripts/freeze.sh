#!/usr/bin/env bash
# Build the frozen one-folder app with PyInstaller (packaging/tareekh.spec) into dist/tareekh/, then start it
# the way a lawyer would: from outside the source tree, no virtualenv, HOME a new temp folder, no display.
# It builds the demo practice and saves the main window's screenshot. Usage:
#     bash scripts/freeze.sh [--out DIR]      (DIR: where the check's screenshot goes; default a temp folder)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
out=""
[ "${1:-}" = "--out" ] && out="$2"
bash scripts/setup.sh
echo "freeze: building dist/tareekh with PyInstaller (a few minutes)"
start=$(date +%s)
.venv/bin/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller packaging/tareekh.spec
echo "freeze: built in $(( $(date +%s) - start )) s: dist/tareekh/tareekh ($(du -sh dist/tareekh | cut -f1))"

check="$(mktemp -d)"
out="${out:-$check/out}"
mkdir -p "$out"
echo "freeze: starting the built app from $check with HOME=$check/home and no virtualenv"
cd "$check"
env -i PATH=/usr/bin:/bin HOME="$check/home" QT_QPA_PLATFORM=offscreen OMP_THREAD_LIMIT=1 LANG=C.UTF-8 \
  "$here/dist/tareekh/tareekh" demo
env -i PATH=/usr/bin:/bin HOME="$check/home" QT_QPA_PLATFORM=offscreen OMP_THREAD_LIMIT=1 LANG=C.UTF-8 \
  "$here/dist/tareekh/tareekh" --today 2026-12-01 --screenshot "$out/frozen-main-window.png"
echo "freeze: screenshot of the frozen app: $out/frozen-main-window.png"
