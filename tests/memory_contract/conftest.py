"""`any_bank`: each contract test runs twice, on the embedded engine and on a bank of a real Hindsight server."""

from __future__ import annotations

import pytest

from tareekh.memory import Bank, BankConfig, default_provider


@pytest.fixture(scope="session")
def embeddings():
    return default_provider()


@pytest.fixture
def open_bank(request, tmp_path, embeddings):
    """`open_bank(bank_id)`: another bank of the backend under test (embedded: the same file)."""
    backend = request.param if hasattr(request, "param") else "embedded"
    opened = []

    def make(bank_id: str = "default"):
        if backend == "embedded":
            bank = Bank.open(tmp_path / "memory.db", BankConfig(bank_id=bank_id, embeddings=embeddings))
        else:
            from tareekh.memory.hindsight import HindsightBank

            server = request.getfixturevalue("hindsight_server")
            bank = HindsightBank.open(server.url, f"{bank_id}-{server.new_bank_id()}")
        opened.append(bank)
        return bank

    yield make
    for bank in opened:
        bank.close()


@pytest.fixture
def any_bank(open_bank):
    return open_bank()


def pytest_generate_tests(metafunc):
    if "open_bank" in metafunc.fixturenames:
        # the server half shares one real server: one pytest-xdist worker runs it all (one server started)
        metafunc.parametrize("open_bank", ["embedded", pytest.param("hindsight", marks=SERVER_GROUP)],
                             indirect=True)


SERVER_GROUP = pytest.mark.xdist_group("hindsight-server")
