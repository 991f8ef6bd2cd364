"""A matter's briefing names the decisive orders it met on the way (an application dismissed, a delay condoned), each
with what it decided when the order's own sentence says only "Application dismissed." or "Allowed."; a note that a
judge "allowed" something it does not name tells no order. And the whole story is asked in many languages ("muzhusa
sollunga", "motham cheppandi", "पूरा मामला बताओ", "মামলাটা পুরো বলো"). The interim order is told to its full stop,
with the sum its clause goes on to.

A small practice written for these tests, in Tamil and Hindi notes in Latin letters, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.agent.brief import asks_brief
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="S1", number="O.S. No. 77 of 2025", short_name="Vellaisamy easement suit",
                      title="Vellaisamy vs Kuppuraj Nallathambi", side="plaintiff"))
    reg.add_case(Case(id="R1", number="Civil Revision 15 of 2026", short_name="Gurbhej revision",
                      title="Gurbhej Sukhwinderpal vs Balwantrai", side="petitioner"))
    notes = [
        ("S1", "2026-01-09", "Vellaisamy suit - WS vandhachu. Interim injunction on the pathway; defendant to keep "
                             "the gate open and pay Rs. 7,500 towards the lock damage. Next 12.02.2026."),
        ("S1", "2026-02-12", "Vellaisamy suit - defendant Kuppuraj filed an application to amend the written statement "
                             "and add a counter-claim for the pathway. Rendu perum vaadham pannanga. Application dismissed. "
                             "Next 20.03.2026 for PW1 chief."),
        ("S1", "2026-03-20", "Vellaisamy suit - PW1 chief affidavit filed, judge amma allowed us ten minutes more "
                             "for marking the sale deed copies. Next 24.04.2026 for cross."),
        ("R1", "2026-02-03", "Gurbhej revision - delay 41 din, condonation ki arzi par bahas hui. Allowed. "
                             "Notice to Balwantrai, next 10.03.2026."),
        ("R1", "2026-03-10", "Gurbhej revision - Balwantrai ke vakil ne reply diya. Next 15.04.2026 for arguments."),
        ("R1", "2026-04-15", "Gurbhej revision - arguments part heard, humne trial court ka record dikhaya. "
                             "Next 13.05.2026."),
        ("R1", "2026-05-13", "Gurbhej revision - Balwantrai side ki bahas shuru, 20 minute. Next 02.07.2026."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "orders-passed", build)


def test_an_application_dismissed_on_the_way_is_told_with_what_it_asked(pr):
    a = pr.ask("Vellaisamy easement suit full status", today="2026-04-01")
    line = first_line(a)
    assert "Orders passed" in line, a.answer
    told = line[line.index("Orders passed"):]
    assert "Application dismissed" in told and "amend the written statement" in told, a.answer


def test_a_bare_allowed_is_told_with_the_sentence_naming_the_application(pr):
    a = pr.ask("Gurbhej revision ka poora haal batao", today="2026-06-01")
    line = first_line(a)
    assert "Orders passed" in line and "condonation ki arzi" in line[line.index("Orders passed"):], a.answer


def test_a_judge_allowing_what_the_note_does_not_name_tells_no_order(pr):
    a = pr.ask("Vellaisamy easement suit full status", today="2026-04-01")
    line = first_line(a)
    assert "ten minutes" not in line[line.index("Orders passed"):], a.answer


def test_the_interim_order_is_told_to_its_full_stop_with_its_sum(pr):
    a = pr.ask("Vellaisamy easement suit full status", today="2026-04-01")
    line = first_line(a)
    assert "Interim order" in line, a.answer
    assert "Rs. 7,500" in line[line.index("Interim order"):], a.answer


@pytest.mark.parametrize("question", [
    "Vellaisamy case muzhusa sollunga", "Gurbhej matter motham cheppandi", "Gurbhej revision sagla sanga",
    "सिंह केस पूरा मामला बताओ", "মামলাটা পুরো বলো", "ਕੇਸ ਪੂਰਾ ਦੱਸੋ", "கேஸ் முழுசா சொல்லுங்க", "ಕೇಸ್ ಪೂರ್ತಿ ಹೇಳಿ",
])
def test_the_whole_story_asked_in_the_indian_languages_is_a_briefing(question):
    assert asks_brief(question)


@pytest.mark.parametrize("question", ["pura paisa mila kya", "purna payment kela ka", "payment puro hoyeche?"])
def test_a_whole_sum_asked_is_no_briefing(question):
    assert not asks_brief(question)
