#!/usr/bin/env bash
# Set up everything (idempotent) and run the whole test suite. CI runs exactly this.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
bash scripts/setup.sh
if [ "${TAREEKH_SKIP_SERVER:-}" != "" ] && [ "${TAREEKH_SKIP_SERVER}" != "0" ]; then
  echo "test: !!! TAREEKH_SKIP_SERVER is set: THE MEMORY SERVER HALF OF THE SUITE IS SKIPPED !!!"
else
  # The contract suite's server half runs against a real Hindsight server on loopback; its virtualenv is
  # installed here once (idempotent), so the tests only start it.
  echo "test: installing the Hindsight server for the server half (once; TAREEKH_SKIP_SERVER=1 skips it)"
  python3 scripts/hindsight_server.py install
fi
echo "test: running the test suite"
export QT_QPA_PLATFORM=offscreen OMP_THREAD_LIMIT=1
# On both cores (pytest-xdist): tests that share a real server or a module's fixture run on one worker
# (tests/conftest.py groups them). `-n 0` after the command runs everything in this one process.
exec .venv/bin/python -m pytest -n 2 --dist loadgroup "$@"
