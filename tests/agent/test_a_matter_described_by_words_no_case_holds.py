"""A matter described rather than named, whose only word shared with a case is a common noun of that case's nickname
(the registry writes it in small letters: "Bhojgarh kiln eviction"): when the description's other words (a forum, a
thing) are written nowhere in that case's registry entry or records, it is another matter, said back as no such case,
never answered with the case the common noun points at. Named by the common noun alone, or with words the case's own
writing holds, it is that case.

Invented practice: one eviction of a brick kiln before a rent authority."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(
        id="K1", number="Rent Case No. 9 of 2026", short_name="Bhojgarh kiln eviction",
        title="Smt. Omwati Saini vs Harpal Dhingra", side="landlord", next_date="2026-05-12",
        nature="eviction of a brick kiln tenant for arrears of rent", court="Rent Authority, Bhojgarh"))
    for day, text in (("2026-02-10", "10/2/26 Rent Authority - kiln eviction RC 9/26\nTenant's reply filed: arrears "
                                     "denied. ND 17/3/26 for evidence."),
                      ("2026-03-17", "17/3/26 Rent Authority - kiln eviction RC 9/26\nOmwati's affidavit in evidence "
                                     "filed; rent receipts of 2024 exhibited. ND 12/5/26 for arguments.")):
        practice.ingest_text(text, name=f"kiln {day}.txt", case_id="K1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    p = Practice.open(home_built_by(tmp_path_factory, "described-kiln", build), create=False)
    yield p
    p.close()


@pytest.mark.parametrize("question", ["rampur wale kiln ka pollution board wala case kab hai",
                                      "the kiln's labour court case - next date?"])
def test_a_description_that_fits_no_case_is_said_back(pr, question):
    a = pr.ask(question, today="2026-04-01")
    assert first_line(a).startswith("No such case"), a.answer
    assert "12 May" not in a.answer, a.answer


@pytest.mark.parametrize("question", ["kiln wala case kab hai", "kiln ke rent wala case kab hai",
                                      "Bhojgarh kiln case next date?"])
def test_the_common_noun_alone_or_with_the_case_s_own_words_names_the_case(pr, question):
    a = pr.ask(question, today="2026-04-01")
    assert "12 May" in first_line(a), a.answer
