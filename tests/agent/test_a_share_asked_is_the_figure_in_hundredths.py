"""A share asked — a disability the medical board or the doctor put at so many per cent, a purity a laboratory found —
is answered with the figure in hundredths the matter's notes write, from the line holding the most of the question's
words ("doctor koto disability bollo?", "lab ketla takke purity batavi?"), never with the matter's sums ("The sums
… its words do not tell") nor "Nothing in your notes". Invented Bengali and Gujarati questions on invented matters."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

NOTES = [
    ("2026-05-04", "M1", "Tsomo claim - medical board certificate filed: permanent disability 22% of the right arm. "
                         "Bills Rs. 1,42,300 marked. ND 10.06.2026."),
    ("2026-06-10", "M1", "Tsomo claim - PW2 Dr. Ekbote (ortho) chief: functional disability 30% for a driver; cross: "
                         "whole body 9% only. ND 22.07.2026."),
    ("2026-05-20", "M2", "Seed suit - lab report: germination 61 per cent against 85 per cent assured; price Rs. "
                         "48,000 paid for 40 bags. ND 30.06.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="M1", number="M.A.C.P. 77 of 2025", short_name="Tsomo claim", title="Tsomo vs Insurer"))
    reg.add_case(Case(id="M2", number="C.C. 19 of 2026", short_name="Seed suit", title="Zolekar vs Haritkosh"))
    for day, cid, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "share-asked", build)


def test_the_doctor_s_share_asked_in_bengali(pr):
    a = pr.ask("Tsomo claim e doctor koto disability bollo?", today="2026-08-01")
    assert a.answer.startswith("30%"), a.answer


def test_a_share_asked_in_gujarati_by_its_word_for_per_cent(pr):
    a = pr.ask("Seed suit ma lab e ketla percent germination batavyu?", today="2026-08-01")
    assert a.answer.startswith("61 per cent"), a.answer
