"""One matter asked what keeps happening in it, "again and again" in any language's words and nothing else named
("<party> vale case me punha punha kay hota?", "<matter> la thirumba thirumba enna aagudhu?"): each day its records
say it was put off, with the reason they give — the accused away on an exemption, a paper not yet there — not the
matter's last and next date (agent/dates_lost.py keeps_happening). And "<party> vale case", where another matter's
party bears the surname Vale: the word after the party's name is the naming particle ("the one of"), so the
party's case alone is asked (agent/question.py _particle_not_a_name).

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Party
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2026-01-09", "Tochhawng cheque case - plea recorded, accused pleads not guilty. Next 13.02.2026 for CW1."),
    ("2026-02-13", "Tochhawng cheque case - accused absent, his counsel moved exemption petition on a wedding in the "
                   "family, allowed. CW1 affidavit tendered. Next 20.03.2026."),
    ("2026-03-20", "Tochhawng cheque case - accused absent again, exemption sought on a medical certificate, allowed "
                   "with a warning. Next 24.04.2026."),
    ("2026-04-24", "Tochhawng cheque case - CW1 cross-examined by the defence for an hour. Next 29.05.2026."),
]
OTHER = ("2026-03-02", "Lalduhoma Vale wildlife case - chargesheet copies supplied to the accused. Next 06.04.2026.")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="C.C. No. 771 of 2025", short_name="Tochhawng cheque case",
                      title="Ngaihte Traders vs Zorinpuia Tochhawng", side="complainant",
                      parties=[Party(name="Ngaihte Traders", role="complainant"),
                               Party(name="Zorinpuia Tochhawng", role="accused")]))
    reg.add_case(Case(id="V1", number="C.C. No. 118 of 2026", short_name="Vale wildlife case",
                      title="State vs Lalduhoma Vale", side="accused",
                      parties=[Party(name="State", role="prosecution"), Party(name="Lalduhoma Vale", role="accused")]))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"T1 {day}.txt", case_id="T1", date=day, author="Lawyer")
    practice.ingest_text(OTHER[1], name=f"V1 {OTHER[0]}.txt", case_id="V1", date=OTHER[0], author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "keeps-happening", build)


@pytest.mark.parametrize("question", ["tochhawng vale case me punha punha kay hota",
                                      "tochhawng cheque case la thirumba thirumba enna aagudhu"])
def test_what_keeps_happening_is_each_day_put_off_with_its_reason(pr, question):
    a = pr.ask(question, today="2026-06-01")
    line = first_line(a)
    assert "13 Feb 2026" in line and "20 Mar 2026" in line, a.answer
    assert "exemption" in line, a.answer
    assert "Vale wildlife" not in a.answer and "chargesheet" not in a.answer, a.answer


def test_the_naming_particle_after_a_party_s_name_names_no_other_case(pr):
    from datetime import date

    from tareekh.agent.question import NameIndex, understand

    index = NameIndex(pr.registry)
    q = understand("tochhawng vale case ki next date", registry=pr.registry, today=date(2026, 6, 1), index=index)
    assert q.cases == ["T1"], q
    # the surname after the party's own first name names that party's case
    q = understand("lalduhoma vale case ki next date", registry=pr.registry, today=date(2026, 6, 1), index=index)
    assert q.cases == ["V1"], q
