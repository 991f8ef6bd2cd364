"""How the suite is split over two pytest-xdist workers (tests/workers.py): what shares a fixture runs on one
worker, and the work is handed out server first, large units next, the build-waiting tests after them and
the quick tests last."""

from __future__ import annotations

import pytest

from tests import workers


@pytest.fixture(scope="module")
def built_once():
    return object()


def test_a_test_using_a_module_scoped_fixture_runs_in_its_module_s_group(request, built_once):
    assert workers.group_of(request.node) == "tests/test_workers.py"


def test_a_test_with_only_its_own_fixtures_runs_on_either_worker(request, tmp_path):
    assert workers.group_of(request.node) is None


def test_the_server_s_tests_come_first_then_large_units_then_the_build_tests_then_the_quick_ones():
    plan = {
        "tests/a.py::quick": [None, 1, False],
        "tests/b.py::one": ["tests/b.py", 1, False],
        "tests/b.py::two": ["tests/b.py", 1, False],
        "tests/test_install.py::t": [None, 1, True],
        "tests/c.py::slow": [None, 1 + workers.SLOW, False],
        "tests/d.py::server": [workers.SERVER, 1, False],
        "tests/e.py::quick": [None, 1, False],
    }
    units: dict[str, dict[str, bool]] = {}
    for nodeid, (group, _cost, _waits) in plan.items():
        units.setdefault(f"group:{group}" if group else nodeid, {})[nodeid] = False
    order = [scope for scope, unit in sorted(units.items(), key=lambda kv: workers._rank(plan, *kv))]
    assert order == [f"group:{workers.SERVER}", "tests/c.py::slow", "group:tests/b.py", "tests/test_install.py::t",
                     "tests/a.py::quick", "tests/e.py::quick"]


def test_the_first_server_test_may_wait_for_the_server_s_install():
    class Item:
        def __init__(self, uses_server: bool) -> None:
            self.fixturenames = ["hindsight_server"] if uses_server else []
            self.nodeid = "tests/x.py::t"
            self.marks: list = []

        def iter_markers(self, name):
            return iter(())

        def add_marker(self, mark, append=True):
            self.marks.append(mark)

    items = [Item(False), Item(True), Item(True)]
    workers.longer_timeout_for_the_first_server_test(items, 1500)
    assert [len(i.marks) for i in items] == [0, 1, 0]
    assert items[1].marks[0].args == (1500,)
