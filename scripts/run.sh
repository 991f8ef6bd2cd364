#!/usr/bin/env bash
# Set up everything (idempotent) and open Tareekh on the demo practice.
# With no display, the same start-up runs offscreen and saves a screenshot of the main window.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
bash scripts/setup.sh
home="${TAREEKH_HOME:-$(.venv/bin/python -c 'import platformdirs; print(platformdirs.user_data_dir("tareekh", appauthor=False))')-demo}"
echo "run: building the demo practice in $home (offline, idempotent)"
.venv/bin/tareekh demo --home "$home"
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  echo "run: opening Tareekh"
  exec .venv/bin/python -m tareekh --home "$home"
else
  shot="$home/screenshots/main-window.png"
  echo "run: no display found; starting offscreen and saving a screenshot"
  QT_QPA_PLATFORM=offscreen .venv/bin/python -m tareekh --home "$home" --screenshot "$shot"
  echo "run: screenshot of the main window saved to $shot"
fi
