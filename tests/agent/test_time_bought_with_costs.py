"""The State's pleas for time across matters, asked in Hinglish ("sarkar kis kis bahane se time leta raha"): a day it
took time and was made to pay costs for it is one of its pleas, whatever reason the day writes (a munshi's Devanagari
"<counsel> का तीसरा टाइम पीटीशन, 700 रु. खर्चा पर" gives none); and a status asked of every date ("har date pe kya
scene raha") asks each hearing in turn, not the last hearing.

Own small practice, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.question import _kind as question_kind
from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="R1", number="L.A. Ref. No. 31 of 2024", short_name="Kandulna land reference",
                      title="Kandulna vs State of Jharkhand", side="petitioner"))
    reg.add_case(Case(id="R2", number="L.A. Ref. No. 58 of 2024", short_name="Sonpur land reference",
                      title="Sonpur villagers vs State of Jharkhand", side="petitioner"))
    notes = [("R1", "2026-01-12", "Kandulna land reference - AGA sought time, instructions not received from the LAO."),
             ("R2", "2026-02-16", "Sonpur land reference - AGA ne time liya, instruction nahi aaya office se."),
             ("R1", "2026-03-23", "12.03.26 - Kandulna LA ref - सरकार का कोई गवाह नहीं। AGA का तीसरा टाइम पीटीशन, "
                                  "700 रु. खर्चा पर। अगली ता. 20.04.26")]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "time-bought-with-costs", build)


def test_the_time_given_on_costs_is_among_the_state_s_pleas(pr):
    answer = pr.ask("sarkar hamesha kya bahana banati hai hamare matters me?", today="2026-06-01").answer
    head = answer.splitlines()[0]
    assert head.startswith("The State's pleas for time"), answer
    assert "instructions" in head, answer
    assert "costs" in head and "700" in head and "23 Mar 2026" in head, answer


def test_a_status_asked_of_every_date_is_no_last_hearing():
    for text in ("kandulna case me gawah ka har date pe kya scene raha", "sonpur ref me har tareekh pe kya scene raha"):
        assert question_kind(text, False, False, False) == "pattern", text
    # the status asked alone is the last hearing's
    assert question_kind("kandulna case me gawah ka kya scene raha", False, False, False) == "last_time"
