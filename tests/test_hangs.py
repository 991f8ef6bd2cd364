"""tests/hangs.py: a test that holds the GIL past its limit ends as a report with its stacks, runs once more, and a
run past its deadline ends, saying what was still running. Each test runs a small pytest session of its own on two
xdist workers, as scripts/test.sh runs the suite."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# A regular expression that backtracks for hours holds the GIL the whole time: pytest-timeout's timer thread
# never runs, which is the hang tests/hangs.py is for.
HOLDS_THE_GIL = "re.match(r'(x+)+y', 'x' * 64)"


def run_session(tmp_path: Path, tests: str, *, deadline: float = 0, timeout: int = 1, margin: int = 1,
                conftest: str = 'pytest_plugins = ["tests.hangs"]\n') -> subprocess.CompletedProcess:
    (tmp_path / "conftest.py").write_text(conftest, encoding="utf-8")
    (tmp_path / "test_small.py").write_text(textwrap.dedent(tests), encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "TAREEKH_"))}
    env.update(PYTHONPATH=str(ROOT), TAREEKH_HANG_MARGIN=str(margin), TAREEKH_RUN_DEADLINE=str(deadline))
    cmd = [sys.executable, "-m", "pytest", "-n", "2", "--dist", "loadgroup", "-p", "no:cacheprovider",
           f"--timeout={timeout}", "-o", "timeout_method=thread", "-q", "-rA", str(tmp_path)]
    return subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=240)


def test_a_test_holding_the_gil_past_its_limit_is_ended_with_its_stacks_and_passes_when_run_again(tmp_path):
    marker = tmp_path / "hung-once"
    out = run_session(tmp_path, f"""
        import re
        from pathlib import Path

        def test_quick_one():
            assert 1 + 1 == 2

        def test_gets_stuck_the_first_time():
            marker = Path({str(marker)!r})
            if not marker.exists():
                marker.write_text("stuck")
                {HOLDS_THE_GIL}
            assert marker.read_text() == "stuck"

        def test_quick_two():
            assert "a".upper() == "A"
    """)
    text = out.stdout + out.stderr
    assert out.returncode == 0, text
    assert "3 passed" in text and "1 rerun" in text, text
    assert "tests run again after their worker crashed" in text
    # the stacks name the test's line and the regular expression it was stuck in
    assert "test_gets_stuck_the_first_time" in text and "in match" in text, text


def test_a_test_that_hangs_every_time_fails_with_its_stacks_after_one_rerun(tmp_path):
    out = run_session(tmp_path, f"""
        import re

        def test_always_stuck():
            {HOLDS_THE_GIL}

        def test_fine():
            assert True
    """)
    text = out.stdout + out.stderr
    assert out.returncode == 1, text
    assert "crashed while running" in text and "test_always_stuck" in text, text
    assert "in match" in text, text
    assert "1 failed" in text and "1 passed" in text and "1 rerun" in text, text


def test_a_run_past_its_deadline_ends_and_names_the_tests_still_running(tmp_path):
    out = run_session(tmp_path, """
        import time

        def test_quick_first():
            time.sleep(0.2)

        def test_slow_but_within_its_timeout():
            time.sleep(120)
    """, deadline=20, timeout=300)  # 20 s: both workers have started their tests by then, even on a loaded machine
    text = out.stdout + out.stderr
    assert out.returncode == 3, text
    assert "passed its deadline of 20 s" in text, text
    # the worker's stacks, asked for by the deadline, show where it was
    assert "in test_slow_but_within_its_timeout" in text, text
    # then, last (CI shows a run's tail): how far the run got, what was still running, the slowest tests so far
    report = text[text.index("passed its deadline"):]
    assert "in test_slow_but_within_its_timeout" not in report, text
    assert "1 tests done of 2 collected" in report, report
    assert "test_small.py::test_slow_but_within_its_timeout" in report.split("slowest tests so far")[0], report
    assert "test_small.py::test_quick_first" in report.split("slowest tests so far")[1], report
    assert "the scheduler: 0 units of work queued" in report, report


# The suite's own scheduler (tests/workers.py), as tests/conftest.py installs it: the workers write the plan, the
# controller reads it.
WITH_THE_SUITES_SCHEDULER = '''
import pytest

pytest_plugins = ["tests.hangs"]


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    from tests import workers

    if hasattr(config, "workerinput"):
        workers.write_plan(config, items)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    from tests import workers

    return workers.make_scheduler(config, log)
'''


def test_after_a_worker_crashes_late_in_the_run_every_test_runs_once_and_the_run_ends(tmp_path):
    """A worker that dies after it has finished many tests: its replacement and the other worker get the work
    left, the crashed test runs once more, no other test runs twice, and the run ends well before its deadline
    (xdist put back every unit the dead worker had ever finished too; handed out, each sent its worker nothing,
    and both workers ended up waiting for work, the run stalled until its deadline)."""
    journal = tmp_path / "journal.txt"
    out = run_session(tmp_path, f"""
        import os
        import time
        from pathlib import Path

        import pytest

        JOURNAL = Path({str(journal)!r})


        def note(name):
            with JOURNAL.open("a", encoding="utf-8") as f:
                f.write(name + "\\n")


        @pytest.mark.xdist_group("kept-together")
        @pytest.mark.parametrize("n", range(3))
        def test_in_a_group(n):
            note(f"group-{{n}}")


        @pytest.mark.parametrize("n", range(16))
        def test_alone(n):
            note(f"alone-{{n}}")
            time.sleep(0.05)


        def test_zz_dies_the_first_time():
            note("dies")
            flag = JOURNAL.with_name("died-once")
            if not flag.exists():
                flag.write_text("died", encoding="utf-8")
                os._exit(1)
    """, deadline=200, timeout=60, conftest=WITH_THE_SUITES_SCHEDULER)
    text = out.stdout + out.stderr
    assert out.returncode == 0, text
    assert "20 passed" in text and "1 rerun" in text, text
    runs = journal.read_text(encoding="utf-8").split()
    expected = [f"group-{n}" for n in range(3)] + [f"alone-{n}" for n in range(16)] + ["dies", "dies"]
    assert sorted(runs) == sorted(expected), runs


def test_a_test_that_kills_its_worker_every_time_runs_twice_and_fails_and_the_run_ends(tmp_path):
    journal = tmp_path / "journal.txt"
    out = run_session(tmp_path, f"""
        import os
        from pathlib import Path

        import pytest

        JOURNAL = Path({str(journal)!r})


        def note(name):
            with JOURNAL.open("a", encoding="utf-8") as f:
                f.write(name + "\\n")


        @pytest.mark.parametrize("n", range(8))
        def test_alone(n):
            note(f"alone-{{n}}")


        def test_zz_dies_every_time():
            note("dies")
            os._exit(1)
    """, deadline=200, timeout=60, conftest=WITH_THE_SUITES_SCHEDULER)
    text = out.stdout + out.stderr
    assert out.returncode == 1, text
    assert "1 failed" in text and "8 passed" in text and "1 rerun" in text, text
    runs = journal.read_text(encoding="utf-8").split()
    assert sorted(runs) == sorted([f"alone-{n}" for n in range(8)] + ["dies", "dies"]), runs


def test_a_test_ended_by_its_timeout_with_the_gil_free_is_reported_with_its_stacks(tmp_path):
    """pytest-timeout ends a sleeping test at its timeout, before the hard limit; its own stack dump goes where
    pytest-xdist never shows it, so the crash report must carry the stacks from the worker's hang file."""
    out = run_session(tmp_path, """
        import time

        def test_sleeps_past_its_timeout():
            time.sleep(60)
    """, timeout=2, margin=40)  # the hard limit far after the timeout: pytest-timeout's timer is what ends it
    text = out.stdout + out.stderr
    assert out.returncode == 1, text
    assert "crashed while running" in text and "1 rerun" in text, text
    assert "pytest-timeout's 2 s passed" in text, text
    assert "in test_sleeps_past_its_timeout" in text, text
