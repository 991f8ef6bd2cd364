"""The first sentence of an answer rests on a record that holds the thing asked, or says "Not on record"
(agent/rests_on.py): a line of the same matter that writes another paper's date, another witness's evidence or
another sum is no answer to the step, person or sum asked. A real step the notes write is still answered from its
line. Small invented practice: a Tamil-speaking lawyer's sessions case and a Bengali-speaking lawyer's partition suit."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import first_line as first

NOTES = [
    ("S1", "2026-02-03", "FIR No. 77/2026, P.S. Thuvakudi. Complainant Pechimuthu. Officer in charge: SI Sembian. "
                         "Offence u/s 118 BNS. Accused Karuppaiah arrested on 03.02.2026."),
    ("S1", "2026-03-10", "Karuppaiah sessions case - bail hearing. Bail granted on bond of Rs. 25,000. "
                         "Next 21.04.2026."),
    ("S1", "2026-04-21", "Karuppaiah sessions case - complainant's petition for victim compensation u/s 396 BNSS: "
                         "court directed DLSA to assess and pay compensation of Rs. 40,000. Next 15.06.2026."),
    ("S1", "2026-06-15", "Karuppaiah sessions case - charges framed today u/s 118 BNS; accused pleaded not guilty. "
                         "Next 20.07.2026 for prosecution evidence."),
    ("S1", "2026-07-20", "Karuppaiah sessions case - PW1 Pechimuthu (complainant) chief examined: saw the accused hit "
                         "him with an iron rod near the bus stand. Cross by us: could not say the time. "
                         "Next 24.08.2026."),
    ("P1", "2026-01-19", "T.S. 40/2025 Haldipur partition - Jhumpa's plaint: ancestral house and two ponds to be "
                         "partitioned in three equal shares. Summons received by the defendant on 02.02.2026."),
    ("P1", "2026-05-11", "Haldipur partition - Tapobrata (defendant) filed WS: the ponds were gifted to him in 2009. "
                         "Next 06.07.2026 for issues."),
    ("P1", "2026-07-06", "Haldipur partition - our petition to appoint an Advocate Commissioner for local inspection "
                         "of the ponds allowed; Commissioner appointed, report within 6 weeks. Next 31.08.2026."),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Thiru. M. Sundaravadivel, Principal Sessions Judge"))
    reg.add_person(Client(id="CL1", name="Karuppaiah"))
    reg.add_person(Client(id="CL2", name="Jhumpa Pariyar"))
    reg.add_case(Case(id="S1", number="S.C. 212/2026", short_name="Karuppaiah sessions case",
                      title="State vs Karuppaiah", judge_id="J1", client_id="CL1", side="accused",
                      stage="prosecution evidence", next_date="2026-08-24"))
    reg.add_case(Case(id="P1", number="T.S. 40/2025", short_name="Haldipur partition",
                      title="Jhumpa Pariyar vs Tapobrata Pariyar", client_id="CL2", side="plaintiff",
                      stage="issues", next_date="2026-08-31"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "rests-on", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


TODAY = "2026-08-01"


def test_a_paper_no_record_writes_is_not_answered_with_another_paper_s_date(practice):
    """"chargesheet eppo file pannanga?" of a matter whose notes hold the FIR (and its "officer in charge"), never a
    chargesheet: no date of the FIR is the chargesheet's."""
    a = practice.ask("Karuppaiah sessions case la police chargesheet eppo file pannanga?", today=TODAY)
    assert first(a).startswith("Not on record"), a.answer
    assert "chargesheet" in first(a).lower(), a.answer


def test_a_step_the_notes_write_is_still_answered_from_its_line(practice):
    """"charge frame aacha? eppo?": the line writes "charges framed" — answered with its day, not "Not on record"."""
    a = practice.ask("Karuppaiah sessions case la charge frame aacha? eppo?", today=TODAY)
    assert not first(a).startswith("Not on record"), a.answer
    assert "15 Jun 2026" in a.answer


def test_a_person_appointed_is_read_as_the_thing_asked(practice):
    """"commissioner appoint hoyeche?": a noun of a person made of a verb ("commissioner") is the thing, and the
    line that writes it answers."""
    a = practice.ask("Haldipur partition e commissioner appoint hoyeche ki?", today=TODAY)
    assert not first(a).startswith("Not on record"), a.answer
    assert "6 Jul 2026" in a.answer


def test_a_thing_only_a_verb_s_form_writes_is_said_not_on_record_not_hedged(practice):
    """"receiver appoint hoyeche?" of a matter whose notes write "received" and a Commissioner appointed: the line
    about the commissioner holds no receiver — "Not on record" (or "Nothing in your notes … on receiver", the absent
    step said back: agent/closest.py), never "Not clearly on record; the latest …"."""
    a = practice.ask("Haldipur partition e receiver appoint hoyeche ki?", today=TODAY)
    assert first(a).startswith(("Not on record", "Nothing in your notes")), a.answer
    assert "receiver" in first(a), a.answer


def test_a_qualified_thing_is_not_answered_from_the_bare_head_s_line(practice):
    """"compensation cheque kedaicha?" when the notes write a compensation directed, never a cheque: the direction is
    the nearest line, not the cheque's answer."""
    a = practice.ask("Karuppaiah sessions case la compensation cheque kedaicha?", today=TODAY)
    assert first(a).startswith("Not on record"), a.answer
    assert "21 Apr 2026" in first(a), a.answer


def test_a_sum_the_cited_line_writes_is_still_the_answer(practice):
    """"compensation evvalavu?": the line that writes the compensation and its sum answers."""
    a = practice.ask("Karuppaiah sessions case la compensation evvalavu?", today=TODAY)
    assert first(a).startswith("Rs. 40,000"), a.answer


def test_a_word_for_what_is_left_is_no_thing_the_line_must_write(practice):
    """"baaki compensation evvalavu?": "baaki" (what is left) says how much of the thing is asked; the line that writes
    the compensation is not turned to "Not on record" for not writing "baaki"."""
    a = practice.ask("Karuppaiah sessions case la baaki compensation evvalavu?", today=TODAY)
    assert not first(a).startswith("Not on record"), a.answer
    assert "40,000" in first(a), a.answer


def test_a_sum_of_a_compound_the_matter_never_writes_is_not_the_head_s_sum(practice):
    """"interim compensation evvalavu?" of a matter whose notes write a victim compensation of Rs. 40,000 and never an
    interim one: the sum is the nearest line, not the interim compensation's answer (a yes or a sum is checked too
    when the thing asked is two words side by side that no record writes together)."""
    a = practice.ask("Karuppaiah sessions case la interim compensation evvalavu?", today=TODAY)
    assert first(a).startswith("Not on record"), a.answer
    assert "interim compensation" in first(a), a.answer
    assert "40,000" in a.answer  # what the notes hold nearest stays


def test_a_compound_the_notes_write_together_is_still_answered(practice):
    """"victim compensation evvalavu?": the line writes "victim compensation" and its sum — answered with it."""
    a = practice.ask("Karuppaiah sessions case la victim compensation evvalavu?", today=TODAY)
    assert not first(a).startswith("Not on record"), a.answer
    assert "40,000" in first(a), a.answer


def test_a_compound_written_apart_in_its_line_is_still_answered(practice):
    """"bail bond kitne ka tha?" (Hindi, of the Tamil lawyer's matter): the line writes "Bail granted on bond of
    Rs. 25,000" — the two words a few words apart are the compound written, and its sum answers."""
    a = practice.ask("Karuppaiah sessions case me bail bond kitne ka tha?", today=TODAY)
    assert not first(a).startswith("Not on record"), a.answer
    assert "25,000" in first(a), a.answer



def test_interim_is_written_in_the_court_s_latin_and_cpc_words():
    """An "interim maintenance" asked of an order granting maintenance pendente lite, an ad-interim stay or a
    temporary injunction (O. XXXIX CPC) is the interim thing written — a compound check never says it is missing;
    a final order is no interim one."""
    from tareekh.agent.lexicon import mentions

    assert mentions("interim", "Respondent to pay maintenance pendente lite of Rs. 7,500 to the wife")
    assert mentions("interim", "Ad-interim stay of dispossession granted till next date")
    assert mentions("interim", "Temporary injunction granted in favour of plaintiff")
    assert not mentions("interim", "Final arguments heard, judgment reserved")
