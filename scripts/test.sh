#!/usr/bin/env bash
# Set up everything (idempotent) and run the whole test suite. CI runs exactly this.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
bash scripts/setup.sh
echo "test: running the test suite"
export QT_QPA_PLATFORM=offscreen OMP_THREAD_LIMIT=1
exec .venv/bin/python -m pytest "$@"
