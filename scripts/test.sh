#!/usr/bin/env bash
# Set up everything (idempotent) and run the whole test suite. CI runs exactly this.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
server_log=""
if [ "${TAREEKH_SKIP_SERVER:-}" != "" ] && [ "${TAREEKH_SKIP_SERVER}" != "0" ]; then
  echo "test: !!! TAREEKH_SKIP_SERVER is set: THE MEMORY SERVER HALF OF THE SUITE IS SKIPPED !!!"
else
  # The contract suite's server half runs against a real Hindsight server on loopback; its virtualenv is
  # installed once (idempotent). A first install takes minutes, so it runs in the background beside the
  # setup and the tests (it needs only python3): the tests' server start waits for it
  # (scripts/hindsight_server.py installs under a lock).
  echo "test: installing the Hindsight server for the server half in the background (once; TAREEKH_SKIP_SERVER=1 skips it)"
  server_log="$(mktemp -t tareekh-hindsight-install-XXXXXX.log)"
  python3 scripts/hindsight_server.py install >"$server_log" 2>&1 &
  server_install=$!
fi
bash scripts/setup.sh
echo "test: running the test suite"
export QT_QPA_PLATFORM=offscreen OMP_THREAD_LIMIT=1
# Python's bytecode is cached for the run (in __pycache__, which git ignores): with PYTHONDONTWRITEBYTECODE set,
# as on CI, each of the run's Python processes (the two workers, the OCR processes every ingest of a photo
# spawns, the CLI runs) compiled Tareekh again, and pytest rewrote every test module again in each worker.
unset PYTHONDONTWRITEBYTECODE
# On both cores (pytest-xdist): tests that share a real server or a module's fixture run on one worker
# (tests/workers.py groups them). `-n 0` after the command runs everything in this one process.
# The run's deadline (tests/hangs.py): CI ends everything 90 minutes after it starts, this setup included, so the
# tests get what is left of 86 minutes from this script's start. A run on a slow machine then still finishes when it
# can (the thirty-sixth session's CI run was ended by a fixed 75-minute deadline with its last worker on its last
# tests), and one that cannot ends with its report before CI's limit cuts it off with nothing to read.
if [ -z "${TAREEKH_RUN_DEADLINE:-}" ]; then
  left=$(( 86 * 60 - SECONDS ))
  export TAREEKH_RUN_DEADLINE=$(( left < 600 ? 600 : left ))
fi
echo "test: the run's deadline is ${TAREEKH_RUN_DEADLINE} s from now"
# The slowest tests are listed at the end of every run: a run that grows slow says where.
status=0
started=$SECONDS
.venv/bin/python -m pytest -n 2 --dist loadgroup --durations=15 "$@" || status=$?
if [ -n "$server_log" ]; then
  # A failed background install (python3 without venv before setup.sh added it, say) is tried again by the
  # tests' server start, under its lock, and fails those tests with its log if it fails again.
  if wait "$server_install"; then
    echo "test: the Hindsight server's background install: $(tail -n 1 "$server_log" | grep . || echo 'already installed')"
  else
    echo "test: the background install of the Hindsight server failed:"; tail -n 20 "$server_log"
  fi
  rm -f "$server_log"
fi
# Last, where CI's tail shows it: how the run ended and how long the tests took.
echo "test: pytest ended with status $status after $(( SECONDS - started )) s"
exit "$status"
