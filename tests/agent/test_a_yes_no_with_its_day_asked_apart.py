"""A yes or no asked, then its day asked apart in the question's own language ("bail mila kya? kab?", "… ka?
kadhi?", "… ki? kobe?", "… kis din?") is a yes or no answered with the order's day, not an open question answered
from whatever line is nearest; and the north's "dakhal" got or given is a possession, not a paper filed. A small
practice written for this test (invented names, a sessions court and an executing court)."""

from __future__ import annotations

import pytest

from tareekh.agent.question import _kind
from tareekh.agent.tongues import pivot
from tareekh.agent.when_after import asked_before_when
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


@pytest.mark.parametrize("asked", [
    "Rinzin ko zamanat mili kya? kab?",            # Hindi
    "Rinzin la jamin milala ka? kadhi?",           # Marathi
    "Rinzin jamin peyeche ki? kobe?",              # Bengali
    "Rinzin ki zamanat hui thi, kis din?",         # the day asked in words
    "was Rinzin's bail allowed? on which date?",   # English
])
def test_a_closing_when_leaves_the_yes_or_no_asked(asked):
    assert _kind(pivot(asked), False, False, False) == "yes_no", pivot(asked)


def test_a_when_asked_alone_or_a_what_before_it_is_not_made_a_yes_or_no():
    assert asked_before_when("Rinzin ki zamanat kab hui?") is None
    assert _kind(pivot("judge ne kya kaha? kab?"), False, False, False) != "yes_no"
    assert _kind(pivot("kitne din ki mohlat? kab tak?"), False, False, False) != "yes_no"


def test_dakhal_got_is_a_possession_and_dakhal_kela_a_filing():
    assert "dakhal" in pivot("Vaijanti ko ghar ka dakhal mil gaya kya?")
    assert "dakhal" in pivot("dakhal dilaya gaya?")
    assert "dakhil" in pivot("appeal dakhal kela ka?")  # the west's filing, as before


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="Y1", number="Crl. Misc. (Bail) No. 412 of 2025", short_name="Rinzin bail plea",
                      title="Rinzin Lobsang vs State", side="petitioner"))
    practice.ingest_text("Rinzin bail plea - PP sought time for the case diary. Next 03.03.2025.",
                         name="y1 note.txt", case_id="Y1", date="2025-02-10", author="Lawyer")
    practice.ingest_text("ORDER\nHeard. The applicant has been in custody for eleven months and the charge-sheet is "
                         "filed. The applicant is enlarged on bail on furnishing a bond of Rs. 30,000/- with one "
                         "surety. Disposed of.", name="y1 order.txt", case_id="Y1", date="2025-03-03", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "yes-no-when-apart", build)


@pytest.mark.parametrize("asked", ["Rinzin ko zamanat mili kya? kab?", "Rinzin la jamin milala ka? kadhi?"])
def test_bail_asked_with_a_when_apart_is_a_yes_with_the_order_s_day(pr, asked):
    a = pr.ask(asked, today="2025-06-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "3 Mar 2025" in first, a.answer
    assert cited_ok(pr, a)
