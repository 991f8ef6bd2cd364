"""'<matter> me headman gawah kaun hai?': the note that describes the witness by their role gives only their number
("<name> will depose as PW3 - he is the headman …" is read from the number on), and a later record names that number
("PW3 <name> deposed"): the answer names the witness, cited, before the line that describes them.

A small practice written for this test, in other words than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="L1", number="Title Suit No. 77 of 2024", short_name="Lailad land suit",
                                    title="Ongtu Rengma vs Wokha Traders", side="plaintiff"))
    notes = [
        ("2025-01-10", "10.01.2025 - Meren Pangkam will depose as PW3 - he is headman of Lailad village. "
                       "Get the jamabandi copy."),
        ("2025-03-05", "05.03.2025 - Lailad land suit - PW3 Meren Pangkam deposed in chief; cross deferred. "
                       "ND 02.04.2025"),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="L1", date=day)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-named-elsewhere", build)


def test_the_witness_described_by_number_is_named(pr):
    a = pr.ask("Lailad land suit me headman gawah kaun hai", today="2025-04-01")
    line = first_line(a)
    assert "Meren Pangkam" in line, a.answer
    assert "headman" in line, a.answer


def test_the_number_is_read_as_written():
    from tareekh.agent.who_deposed import _LABEL

    assert _LABEL.search("PW 3 - he is headman").group(0) == "PW 3"
