"""Every run ends, and a hang ends as a report with its stacks (a pytest plugin: tests/conftest.py loads it).

pytest-timeout's thread method ends a test stuck past its timeout, but its timer is a Python thread: a test whose
main thread holds the GIL in C (a regular expression backtracking for hours, a native call that never returns
without releasing it) never lets the timer run, and a run on CI stalled that way at 8,155 tests of 8,157 until CI's
own limit ended it with nothing to read. So beside it:

- each test runs under a hard limit of its own timeout plus a margin, kept by faulthandler's watchdog, a C thread
  that needs no GIL: past it, the stacks of every thread go to a file of this process's and the process ends;
- under pytest-xdist the controller then reports the crash with those stacks; a test whose worker crashed runs
  once more on a new worker, reported as a rerun (its stacks in the summary), and fails if it crashes again;
- the controller ends the whole run past a deadline (TAREEKH_RUN_DEADLINE seconds, 75 minutes by default, below
  CI's limit of 90 minutes with the setup), with every worker's stacks and then, last (CI shows a run's tail),
  how far the run got: the tests reported of those collected, the tests still running, the tests that crashed
  their worker, the slowest tests so far, and what the scheduler still held (units queued, each worker's tests).
"""

from __future__ import annotations

import faulthandler
import os
import signal
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

MARGIN_ENV, DEADLINE_ENV = "TAREEKH_HANG_MARGIN", "TAREEKH_RUN_DEADLINE"
MARGIN, DEADLINE = 60.0, 75 * 60.0
_HEADER = "running "

_file = None  # this process's dump file, when it runs tests
_crashes: dict[str, int] = {}  # the controller's: how many times each test crashed its worker
_running: dict[str, float] = {}  # the controller's: tests started and not yet reported done
_controller_run: list[str] = []  # the controller's: the run id its workers were given
_seconds_of: dict[str, float] = {}  # the controller's: each reported test's setup, call and teardown seconds
_progress = {"collected": 0, "reported": 0}  # the controller's: tests collected (by a worker), tests done


def _seconds(env: str, default: float) -> float:
    try:
        return float(os.environ.get(env, "") or default)
    except ValueError:
        return default


def _run_id(config: pytest.Config) -> str:
    worker = getattr(config, "workerinput", None)
    if worker:
        return str(worker["testrunuid"])
    return _controller_run[0] if _controller_run else f"main{os.getpid()}"


def dump_path(run_id: str, worker: str) -> Path:
    return Path(tempfile.gettempdir()) / f"tareekh-hang-{run_id}-{worker}.txt"


def _dumps(run_id: str) -> dict[str, str]:
    """worker id → what its dump file holds beyond the header line (a stack dump), for the run `run_id`."""
    found = {}
    for path in sorted(Path(tempfile.gettempdir()).glob(f"tareekh-hang-{run_id}-*.txt")):
        text = path.read_text(encoding="utf-8", errors="replace")
        if text.count("\n") > 1:
            found[path.stem.rsplit("-", 1)[-1]] = text
    return found


def _is_controller(config: pytest.Config) -> bool:
    return getattr(config.option, "numprocesses", None) not in (None, 0) and not hasattr(config, "workerinput")


def _limit(item: pytest.Item) -> float:
    """pytest-timeout's timeout for the test (its mark, else the run's), plus the margin; 0 with none."""
    mark = item.get_closest_marker("timeout")
    value = None
    if mark is not None:
        value = mark.args[0] if mark.args else mark.kwargs.get("timeout")
    if value is None:
        value = item.config.getoption("timeout", None) or item.config.getini("timeout")
    try:
        timeout = float(value or 0)
    except (TypeError, ValueError):
        timeout = 0.0
    return timeout + _seconds(MARGIN_ENV, MARGIN) if timeout > 0 else 0.0


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    global _file
    if _is_controller(config):
        return
    worker = getattr(config, "workerinput", {}).get("workerid", "main")
    _file = open(dump_path(_run_id(config), worker), "w", encoding="utf-8")  # noqa: SIM115 - the process's own
    if hasattr(signal, "SIGUSR1"):
        # the controller's deadline asks each worker for its stacks this way (a C handler: no GIL needed)
        faulthandler.register(signal.SIGUSR1, file=_file, all_threads=True, chain=False)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None):  # noqa: ANN201 - a hook wrapper
    limit = _limit(item) if _file is not None else 0.0
    if limit:
        _file.seek(0)
        _file.truncate()
        _file.write(f"{_HEADER}{item.nodeid} (pid {os.getpid()}; hard limit {limit:.0f} s)\n")
        _file.flush()
        faulthandler.dump_traceback_later(limit, exit=True, file=_file)
    try:
        yield
    finally:
        if limit:
            faulthandler.cancel_dump_traceback_later()


@pytest.hookimpl(tryfirst=True, optionalhook=True)
def pytest_timeout_set_timer(item: pytest.Item, settings) -> bool | None:  # noqa: ANN001 - pytest-timeout's Settings
    """pytest-timeout's thread method, with the stacks also written to this worker's hang file: its own dump goes to
    the worker's terminal, which pytest-xdist never shows, so a worker it ended was reported with no stacks (a slow
    machine's scripted X session ended that way at 300 s). Other methods, and a run on one process, are left to it."""
    if _file is None or settings.method != "thread" or not hasattr(item.config, "workerinput"):
        return None
    import pytest_timeout

    def stacks_then_timeout() -> None:
        try:
            _file.write(f"(pytest-timeout's {settings.timeout:.0f} s passed)\n")
            _file.flush()
            faulthandler.dump_traceback(file=_file, all_threads=True)
            _file.flush()
        finally:
            pytest_timeout.timeout_timer(item, settings)

    timer = threading.Timer(settings.timeout, stacks_then_timeout)
    timer.name = f"pytest_timeout {item.nodeid}"

    def cancel() -> None:
        timer.cancel()
        timer.join()

    item.cancel_timeout = cancel  # type: ignore[attr-defined] - pytest-timeout's own attribute for its cancel hook
    timer.start()
    return True


def pytest_unconfigure(config: pytest.Config) -> None:
    if _file is not None and not _file.closed:
        _file.seek(0)
        _file.truncate()
        _file.flush()


# -- the controller (pytest-xdist) ---------------------------------------------------------------------------


def pytest_sessionstart(session: pytest.Session) -> None:
    config = session.config
    if not _is_controller(config):
        return
    deadline = _seconds(DEADLINE_ENV, DEADLINE)
    if deadline > 0:
        threading.Thread(target=_end_past_deadline, args=(config, deadline), daemon=True,
                         name="tareekh-run-deadline").start()


@pytest.hookimpl(optionalhook=True)
def pytest_testnodeready(node) -> None:  # noqa: ANN001 - xdist's WorkerController
    if not _controller_run:
        _controller_run.append(str(node.workerinput["testrunuid"]))


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_node_collection_finished(node, ids) -> None:  # noqa: ANN001 - xdist's WorkerController
    _progress["collected"] = max(_progress["collected"], len(ids))


def pytest_runtest_logstart(nodeid: str, location: object) -> None:
    _running[nodeid] = time.monotonic()


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    _seconds_of[report.nodeid] = _seconds_of.get(report.nodeid, 0.0) + float(getattr(report, "duration", 0) or 0)
    if report.when not in ("setup", "call") or report.outcome == "rerun":  # done: its teardown, or a crash
        if _running.pop(report.nodeid, None) is not None:
            _progress["reported"] += 1


@pytest.hookimpl(optionalhook=True)
def pytest_handlecrashitem(crashitem: str, report: pytest.TestReport, sched: object) -> None:
    """A worker died running `crashitem`: its stacks go into the report, and the first time the test runs again."""
    node = getattr(report, "node", None)
    worker_input = getattr(node, "workerinput", {}) or {}
    run_id, worker_id = worker_input.get("testrunuid", ""), worker_input.get("workerid", "")
    dump = _dumps(str(run_id)).get(str(worker_id), "") if run_id else ""
    report.longrepr = f"{report.longrepr}\n{dump or '(no stacks: the worker ended before its timeout, by a signal or a crash in native code)'}"
    _crashes[crashitem] = _crashes.get(crashitem, 0) + 1
    if _crashes[crashitem] > 1:  # it ran once more and crashed again
        _never_again(sched, crashitem)
        return
    if _requeue(sched, crashitem):
        report.outcome = "rerun"  # type: ignore[assignment] - the third outcome pytest-rerunfailures also uses


def _requeue(sched: object, nodeid: str) -> bool:
    """Whether the crashed test will run again. xdist's scope schedulers (loadgroup, ours) put the crashed worker's
    unfinished unit, the crashed test with it, back in their queue; the plain load scheduler is asked to."""
    from xdist.scheduler import LoadScopeScheduling

    if isinstance(sched, LoadScopeScheduling):
        return True
    try:
        sched.mark_test_pending(nodeid)  # type: ignore[attr-defined]
    except (AttributeError, NotImplementedError):
        return False
    return True


def _never_again(sched: object, nodeid: str) -> None:
    """A test that crashed its worker twice is not run a third time: the scope schedulers re-queued it with its
    unit, so it is marked done there (and a unit left with nothing to run is dropped)."""
    queue = getattr(sched, "workqueue", None)
    if not isinstance(queue, dict):
        return
    for scope, unit in list(queue.items()):
        if nodeid in unit:
            unit[nodeid] = True
            if all(unit.values()):
                del queue[scope]


def pytest_report_teststatus(report: pytest.TestReport) -> tuple[str, str, tuple[str, dict]] | None:
    if report.outcome == "rerun":
        return "rerun", "R", ("RERUN", {"yellow": True})
    return None


def pytest_terminal_summary(terminalreporter) -> None:  # noqa: ANN001 - pytest's TerminalReporter
    if hasattr(terminalreporter.config, "workerinput"):
        return  # a worker's files are the controller's to read and remove
    reruns = terminalreporter.stats.get("rerun", [])
    if reruns:
        terminalreporter.write_sep("=", "tests run again after their worker crashed (a hang past its hard limit)",
                                   yellow=True, bold=True)
        for report in reruns:
            terminalreporter.write_line(f"{report.nodeid}:\n{report.longrepr}")
    run_id = _run_id(terminalreporter.config)
    for path in Path(tempfile.gettempdir()).glob(f"tareekh-hang-{run_id}-*.txt"):
        path.unlink(missing_ok=True)


def _end_past_deadline(config: pytest.Config, deadline: float) -> None:
    """The controller's watchdog: past the deadline, print every worker's stacks and then how far the run got (last,
    where CI's tail shows it), and end the run (a failure), so CI's own limit never ends it with nothing to read."""
    time.sleep(deadline)
    out = sys.__stderr__ or sys.stderr
    run_id = _run_id(config)
    pids = []
    for path in Path(tempfile.gettempdir()).glob(f"tareekh-hang-{run_id}-*.txt"):
        head = path.read_text(encoding="utf-8", errors="replace").split("\n", 1)[0]
        if "(pid " in head:
            pids.append(int(head.split("(pid ", 1)[1].split(";", 1)[0]))
    for pid in pids:
        _signal(pid, getattr(signal, "SIGUSR1", None))
    time.sleep(3)
    lines = [f"--- worker {worker}:\n{text}" for worker, text in _dumps(run_id).items()]
    lines += deadline_report(deadline, time.monotonic())
    lines += scheduler_report(config)
    out.write("\n".join(lines) + "\n")
    out.flush()
    for pid in pids:
        _signal(pid, getattr(signal, "SIGKILL", None))
    for path in Path(tempfile.gettempdir()).glob(f"tareekh-hang-{run_id}-*.txt"):
        path.unlink(missing_ok=True)
    os._exit(3)


def deadline_report(deadline: float, now: float, slowest: int = 15) -> list[str]:
    """What the deadline prints after the stacks: how far the run got, what was still running, what crashed its
    worker, and the slowest tests so far (a run that was slow everywhere reads differently from one hang)."""
    collected = _progress["collected"]
    lines = [f"\n!!! the test run passed its deadline of {deadline:.0f} s ({DEADLINE_ENV}) and is ended, with "
             f"{_progress['reported']} tests done of {collected or '?'} collected; still running:"]
    lines += [f"    {nodeid} ({now - t0:.0f} s)" for nodeid, t0 in sorted(_running.items(), key=lambda kv: kv[1])]
    if _crashes:
        lines.append("!!! tests whose worker crashed (a hang past its hard limit, or a crash):")
        lines += [f"    {nodeid} ({times}x)" for nodeid, times in sorted(_crashes.items())]
    done = sorted(_seconds_of.items(), key=lambda kv: -kv[1])[:slowest]
    if done:
        lines.append(f"!!! the {len(done)} slowest tests so far (setup, call and teardown):")
        lines += [f"    {seconds:7.1f} s  {nodeid}" for nodeid, seconds in done]
    return lines


def scheduler_report(config: pytest.Config) -> list[str]:
    """What the controller's scheduler still held: units of work queued, and each worker's tests given and not
    reported done (a worker waiting with none while units are queued is a scheduler that stopped handing out)."""
    dsession = config.pluginmanager.getplugin("dsession")
    sched = getattr(dsession, "sched", None)
    queue, assigned = getattr(sched, "workqueue", None), getattr(sched, "assigned_work", None)
    if not isinstance(queue, dict) or not isinstance(assigned, dict):
        return []
    lines = [f"!!! the scheduler: {len(queue)} units of work queued "
             f"({sum(not done for unit in queue.values() for done in unit.values())} tests not run)"]
    for node, units in assigned.items():
        waiting = sum(not done for unit in units.values() for done in unit.values())
        name = getattr(getattr(node, "gateway", None), "id", "?")
        lines.append(f"    worker {name}: {waiting} tests given and not done"
                     f"{' (shutting down)' if getattr(node, 'shutting_down', False) else ''}")
    return lines


def _signal(pid: int, sig: int | None) -> None:
    if sig is None:
        return
    try:
        os.kill(pid, sig)
    except OSError:
        pass
