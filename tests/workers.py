"""How the suite is split over two pytest-xdist workers (`-n 2 --dist loadgroup`, as scripts/test.sh runs it).

Tests that share something expensive run on one worker, so it is made once: the real Hindsight server's tests
are one group (one server, one PostgreSQL), and the tests of a module with a module- or class-scoped fixture
are one group (the fixture is built once, as in a run on one process). Every other test is a unit of its own.

pytest-xdist's own loadgroup reads the groups from a suffix it writes into each test's node id, which pytest 9
no longer lets a plugin change: every test then ran alone and both workers built each module's fixture. So the
workers write the groups they compute to a file named by the run (`write_plan`), and the controller's scheduler
(`PlannedScheduling`) reads it once every worker has collected.

The scheduler also hands out the work in a better order than the collection's: first the real server's tests
(their server starts at once, or waits for the server's first install that scripts/test.sh runs in the
background); then the groups and the tests marked slow, largest first; then the tests that wait on the install
and frozen-app builds started at collection (tests/builds.py), which are done by then; the quick tests last, so
both workers run out of work within seconds of each other.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest

SERVER = "hindsight-server"
# tests that wait on a build or an install started in the background (tests/builds.py, scripts/test.sh)
WAIT_ON_BACKGROUND = ("tests/test_install.py", "tests/test_frozen.py")
SHARED_SCOPES = ("module", "class", "package")
# a rough cost in "quick tests": what orders the work, never what a test may take
SLOW, FIXTURE = 30, 15


def plan_file(run_id: str, worker: str) -> Path:
    return Path(tempfile.gettempdir()) / f"tareekh-xdist-plan-{run_id}-{worker}.json"


def group_of(item: pytest.Item) -> str | None:
    """The group a test runs in, or None when it can run on either worker on its own."""
    for mark in item.iter_markers("xdist_group"):
        return str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
    if "hindsight_server" in item.fixturenames:
        return SERVER
    info = getattr(item, "_fixtureinfo", None)
    defs = [d for ds in (info.name2fixturedefs.values() if info else ()) for d in ds]
    if any(d.scope in SHARED_SCOPES for d in defs):
        return item.nodeid.split("::")[0]
    return None


def cost_of(item: pytest.Item) -> int:
    return 1 + (SLOW if item.get_closest_marker("slow") else 0)


def waits_on_background(item: pytest.Item) -> bool:
    return item.nodeid.split("::")[0] in WAIT_ON_BACKGROUND


def write_plan(config: pytest.Config, items: list[pytest.Item]) -> None:
    """In a worker: each test's group and cost, for the controller's scheduler (atomically: it may read it
    as soon as this worker has collected)."""
    plan = {}
    for item in items:
        plan[item.nodeid] = [group_of(item), cost_of(item), waits_on_background(item)]
    path = plan_file(config.workerinput["testrunuid"], config.workerinput["workerid"])
    tmp = path.with_suffix(".part")
    tmp.write_text(json.dumps(plan), encoding="utf-8")
    os.replace(tmp, path)


def longer_timeout_for_the_first_server_test(items: list[pytest.Item], seconds: int) -> None:
    """The first test that uses the real server starts it, and that start waits for the server's first install
    when scripts/test.sh is still running it in the background."""
    for item in items:
        if group_of(item) == SERVER:
            item.add_marker(pytest.mark.timeout(seconds), append=False)
            return


def make_scheduler(config: pytest.Config, log):  # noqa: ANN201 - xdist's scheduler classes are its own
    from xdist.scheduler import LoadGroupScheduling

    class PlannedScheduling(LoadGroupScheduling):
        """loadgroup with the groups and the order of tests/workers.py (see its docstring); without the
        workers' plan (a worker that could not write it) it is xdist's loadgroup as it is."""

        plan: dict[str, list] | None = None

        def _split_scope(self, nodeid: str) -> str:
            if self.plan is None:
                return super()._split_scope(nodeid)
            group = self.plan.get(nodeid, [None])[0]
            return f"group:{group}" if group else nodeid

        def schedule(self) -> None:
            if self.collection is None and self.plan is None:
                self.plan = _read_plan(self.nodes)
            if self.plan is None or self.collection is not None:
                super().schedule()
                return
            if not self._check_nodes_have_same_collection():
                self.log("**Different tests collected, aborting run**")
                return
            self.collection = list(next(iter(self.registered_collections.values())))
            if not self.collection:
                return
            units: dict[str, dict[str, bool]] = {}
            for nodeid in self.collection:
                units.setdefault(self._split_scope(nodeid), {})[nodeid] = False
            for scope, unit in sorted(units.items(), key=lambda kv: _rank(self.plan, *kv)):
                self.workqueue[scope] = unit
            self._start()

        def remove_node(self, node):  # noqa: ANN001, ANN202 - xdist's WorkerController; its crashed test or None
            """A worker is gone: when it crashed, the units it had not finished go back to the front of the queue
            (its crashed test runs again first, tests/hangs.py) and the crashed test is returned.

            xdist's scope scheduler put back every unit the crashed worker had ever been given, the finished
            ones too: each finished unit handed out later sent its worker no test, a worker holding its last
            test then waited for one more that never came, and with both workers waiting so the run stalled
            until its deadline."""
            workload = self.assigned_work.pop(node)
            unfinished = [(scope, unit) for scope, unit in workload.items() if not all(unit.values())]
            if not unfinished:
                return None
            crashitem = next(nodeid for _scope, unit in unfinished for nodeid, done in unit.items() if not done)
            for scope, unit in reversed(unfinished):
                self.workqueue[scope] = unit
                self.workqueue.move_to_end(scope, last=False)
            # No unit is handed out here: tests/hangs.py first marks a test that crashed twice as done (it is not
            # run a third time); the crashed worker's replacement, once it has collected, has every worker
            # rescheduled (`schedule`), and a worker still running tests asks again as each one ends.
            return crashitem

        def _assign_work_unit(self, node) -> None:  # noqa: ANN001 - xdist's WorkerController
            """The next unit with a test still to run (a unit whose tests are all done is dropped: handing it out
            would send the worker nothing); with none left the worker is told to finish."""
            while self.workqueue and all(next(iter(self.workqueue.values())).values()):
                self.workqueue.popitem(last=False)
            if not self.workqueue:
                node.shutdown()
                return
            super()._assign_work_unit(node)

        def _start(self) -> None:
            """As LoadScopeScheduling.schedule ends: no worker without a unit, two units each to begin."""
            for _ in range(len(self.nodes) - len(self.workqueue)):
                unused, _assigned = self.assigned_work.popitem()
                unused.shutdown()
            for node in self.nodes:
                self._assign_work_unit(node)
            for node in self.nodes:
                self._reschedule(node)
            if not self.workqueue:
                for node in self.nodes:
                    node.shutdown()

    return PlannedScheduling(config, log)


def _rank(plan: dict[str, list], scope: str, unit: dict[str, bool]) -> tuple[int, int]:
    """Where a unit of work goes in the queue (smallest first; sorted() keeps the collection's order of equals)."""
    if scope == f"group:{SERVER}":
        return (0, 0)
    entries = [plan.get(nodeid, [None, 1, False]) for nodeid in unit]
    if any(waits for _group, _cost, waits in entries):
        return (2, 0)
    cost = (FIXTURE if scope.startswith("group:") else 0) + sum(c for _group, c, _waits in entries)
    return (1, -cost) if cost > 1 else (3, 0)


def _read_plan(nodes) -> dict[str, list] | None:  # noqa: ANN001 - xdist's WorkerController
    """The plan the workers wrote (all the same: each collected the same tests), or None without one."""
    plan = None
    for node in nodes:
        path = plan_file(node.workerinput["testrunuid"], node.workerinput["workerid"])
        try:
            plan = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        finally:
            path.unlink(missing_ok=True)
    return plan
