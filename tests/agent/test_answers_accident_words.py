"""A Hinglish question about a death in an accident claim is answered from the claim's own English words.

"pati ki death kab hui, kis gaadi se?" asks when the husband died and which vehicle: the papers say "the widow of
…, who died on … when bus No. MH12 …". "pati" is answered by "widow"/"husband", "death" by "died", "gaadi" by the
vehicle; and "No." before a vehicle's or a case's number is a number, never a "no". A small practice written for these tests, in other words than the data sets the
answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

PETITION = ("Sunita Ghatge - claim petition drafted. The petitioner is the widow of Suresh Ghatge, aged 38, who died on "
            "14.03.2022 when bus No. MH12 PQ 4410, driven rashly, hit his scooter near Chakan.")


def build(practice) -> None:
    practice.registry.add_case(Case(id="A1", number="M.A.C.P. No. 410 of 2022", short_name="Sunita Ghatge claim",
                                    title="Sunita Ghatge vs Pune Transport", side="petitioner"))
    practice.ingest_text(PETITION, name="note 2022-05-02.txt", case_id="A1", date="2022-05-02", author="Lawyer")
    practice.ingest_text("Sunita Ghatge claim - notice to the insurer issued. Next 20.07.2022.",
                         name="note 2022-06-10.txt", case_id="A1", date="2022-06-10", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "accident-words", lambda p, _folder: build(p))


def test_when_the_husband_died_and_by_which_vehicle_is_read_from_the_claim_s_words(pr):
    a = pr.ask("Sunita ke pati ki death kab hui thi, kis gaadi se?", today="2022-08-01")
    first = a.answer.splitlines()[0]
    assert "14.03.2022" in first and "MH12 PQ 4410" in first, a.answer
    assert not first.startswith(("No —", "No record", "Nothing")), a.answer  # "bus No. MH12" is a number, not a no


def test_no_before_a_number_is_not_a_negative():
    from tareekh.agent.compose import _NEGATIVE

    assert not _NEGATIVE.search("when bus No. MH12 PQ 4410 hit his scooter")
    assert not _NEGATIVE.search("FIR No.: 0442 registered")
    assert _NEGATIVE.search("no reply filed so far")
