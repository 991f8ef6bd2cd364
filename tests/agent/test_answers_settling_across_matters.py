""""Which matters were sent to mediation / Lok Adalat, and what came of it?" and "in which matters does the other
side keep talking of settling?" asked in any language are answered from EVERY matter whose notes speak of it (the
words the notes use: a referral, a mediator's report, an offer "full and final", "tadjod", "raajee"), each day with
its sentence — not the first matter found, nor a no-record answer. A small practice written for this test
(invented: a civil court of a port town, notes in English, Marathi and Telugu in Latin letters)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="S1", number="R.C.S. 310/2022", short_name="Kulkarni wada suit",
                      title="Kulkarni vs Chiplunkar", side="plaintiff"))
    reg.add_case(Case(id="S2", number="O.S. 77/2023", short_name="Pydimarri shop suit",
                      title="Pydimarri vs Kothapalli", side="plaintiff"))
    reg.add_case(Case(id="S3", number="M.C. 12/2024", short_name="Yerramsetti maintenance",
                      title="Yerramsetti vs Yerramsetti", side="petitioner"))
    reg.add_case(Case(id="S4", number="C.C. 91/2024", short_name="Bhoir cheque case",
                      title="Bhoir vs Bhoir", side="complainant"))
    notes = [
        ("S1", "2025-01-10", "Wada suit - court referred the parties to the Mediation Centre, first sitting 24.01."),
        ("S1", "2025-02-20", "Wada suit - mediator's report: tadjod nahi jhali. Suit back for evidence. ND 20.03."),
        ("S2", "2025-02-03", "Shop suit - defendant's man came to chamber offering Rs 2,40,000 full and final. "
                             "Client said no."),
        ("S2", "2025-03-05", "Shop suit - Kothapalli's counsel again said raajee ki ready, judge asked to file memo."),
        ("S3", "2025-02-11", "Maintenance - counter filed, interim maintenance arguments heard."),
        ("S4", "2025-03-14", "Bhoir's brother came home - 75 hazar le lo aur case wapas le lo, he said. Client refused."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"{cid.lower()} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "settling-across-matters", build)


@pytest.mark.parametrize("asked", ["konte matters madhe samjhauta / settlement chi charcha zali?",
                                   "e e cases lo settlement maata vachindi?",
                                   "which matters had talk of settlement?"])
def test_every_matter_with_talk_of_settling(pr, asked):
    a = pr.ask(asked, today="2025-04-01")
    first = first_line(a)
    assert "Pydimarri" in first and "2,40,000" in first and "5 Mar 2025" in first, a.answer
    assert "Kulkarni" in first, a.answer
    assert "Yerramsetti" not in first, a.answer


@pytest.mark.parametrize("asked", ["mediation ku anuppina cases edhu? result?",
                                   "kon kon mamla mediation e gechhe, ki holo?"])
def test_the_matters_sent_to_mediation_with_how_it_ended(pr, asked):
    a = pr.ask(asked, today="2025-04-01")
    first = first_line(a)
    assert "Kulkarni" in first and "10 Jan 2025" in first and "tadjod nahi" in first, a.answer
    assert "Yerramsetti" not in first, a.answer


def test_money_held_out_to_end_a_case_is_an_offer_without_the_word(pr):
    # "take 75 thousand and withdraw the case": a settlement offered, though no note says "offer" or "settlement"
    a = pr.ask("kis kis case me samjhauta ya paisa ka offer aaya hai", today="2025-04-01")
    first = first_line(a)
    assert "Bhoir" in first and "75 hazar" in first and "Pydimarri" in first, a.answer
