"""Questions that span matters or hearings rather than one record — a bare word typed in court, a counsel's
adjournments for a quoted reason across cases, the matters a party is in, a case's first hearing and how the client
took it, our own adjournment in a month and why — on a small practice written for these tests (a civil practice in
a district court; notes in clipped English with some Hinglish). Each test pins one general rule of agent/across.py.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import cited_ok, first_line as first

NOTES = [
    # (case, hearing date, text)
    ("N1", "2025-07-07", "Kulkarni garden suit (OS 41/24) - Hegde sought time - moved a fresh I.A. last week and "
                         "wants to argue it first. Next 18.08.2025."),
    ("N1", "2025-08-18", "Kulkarni garden suit - Hegde sought time - his client is abroad. Next 29.09.2025."),
    ("N1", "2025-09-29", "Kulkarni garden suit - builder hinted at settlement through Hegde, we said put it in "
                         "writing. Next 09.02.2026."),
    ("N1", "2026-02-09", "Kulkarni garden suit (OS 41/24) - Hegde sought time - moved a fresh I.A. last week and "
                         "wants to argue it first. Next 16.03.2026."),
    ("N2", "2025-07-21", "Gokhale shop lease (OS 77/23) - Hegde sought time - moved a fresh I.A. last week and "
                         "wants to argue it first. Next 06.10.2025."),
    ("N2", "2025-10-06", "Gokhale shop lease - Hegde unwell, memo through junior. Deshpande madam was annoyed. "
                         "Vishwas garu was not happy about the delay. Next 12.01.2026."),
    ("N2", "2026-01-12", "Gokhale shop lease - Hegde unwell, memo through junior. Vishwas garu was upset again. "
                         "Next 23.03.2026."),
    ("N2", "2026-03-23", "Gokhale shop lease - landlord now open to settlement, wants a figure from us. "
                         "Next 05.10.2026."),
    ("N3", "2025-11-03", "Apte revision (CRP 512/25) - first listing. Bhide for the respondent said the builder wants "
                         "a settlement; adjourned for talks. Nandini madam was unhappy with the delay. "
                         "Next 19.01.2026."),
    ("N3", "2026-01-19", "Apte revision - notice served, counter awaited. Delay of 40 days in filing. Condonation "
                         "under S. 5 of the Limitation Act to be argued first. Next 05.10.2026."),
    ("N2", "2026-04-20", "Gokhale shop lease - landlord asked for 5 lakh as the figure. Next 05.10.2026."),
    ("N4", "2026-03-02", "Pawar well suit (OS 300/22) - we sought time, documents awaited from client. "
                         "Next 08.06.2026."),
    ("N4", "2026-06-08", "Pawar well suit - We sought time as our senior was part-heard before the Division Bench. "
                         "Next 20.07.2026."),
    ("N4", "2026-06-29", "Pawar well suit - Bhide sought time, his witness unwell. Next 20.07.2026."),
    ("N1", "2025-10-06", "Kulkarni garden suit - board did not reach. Next 23.03.2026."),
    ("N1", "2026-03-23", "Kulkarni garden suit - passed over, court busy with a bail list. Next 04.05.2026."),
    ("N5", "2026-02-02", "Fresh Bakes supply suit - Vishwas Gokhale (the bakery's landlord) to be summoned as our "
                         "witness. Next 16.03.2026."),
    ("N4", "2026-09-14", "Pawar well suit - arguments heard at length. Judgment reserved, no date given."),
    ("N3", "2026-10-05", "Apte revision - heard both sides; orders reserved."),
    ("N1", "2026-05-04", "Kulkarni garden suit - Hegde filed WS; our right to reply reserved. Next 10.08.2026."),
    ("N2", "2026-06-15", "Gokhale shop lease - WS filed by Hegde. Evasive on the rent receipts; admits the tenancy. "
                         "Next 05.10.2026."),
    ("N4", "2026-07-20", "Pawar well suit - PW-1 Rohan examined in chief, cross by Bhide. PW-2 Sarpanch affidavit "
                         "not ready. Next 24.08.2026."),
    ("N4", "2026-08-24", "Pawar well suit - PW-2 Ganpat Shinde (the sarpanch) cross-examined; admits the well is on "
                         "our plot. DW-1 affidavit filed. Next 14.09.2026."),
    ("N3", "2026-08-17", "Apte revision - BDO's personal affdvt came in today; admits the mutation entry was wrong. "
                         "Next 05.10.2026."),
    ("N2", "2026-09-21", "Gokhale shop lease - issues framed today. Vishwas to sign his proof affidavit this week."),
    ("N5", "2025-09-15", "Fresh Bakes supply suit - Hegde sought time - down with fever, his junior took a date. "
                         "Next 10.11.2025."),
]

GOKHALE_ORDERS = (
    "IN THE COURT OF THE CIVIL JUDGE, SENIOR DIVISION, SATARA\n"
    "Original Suit No. 77 of 2023\n"
    "Vishwas Gokhale vs Sahyadri Traders\n\n"
    "21.09.2026: Issues framed. For plaintiff's evidence, call on 05.10.2026.\n"
)


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Smt. R. Deshpande"))
    reg.add_person(Counsel(id="OC1", name="Sri Vinayak Hegde"))
    reg.add_person(Counsel(id="OC2", name="Sri Omkar Bhide"))
    for cid, name in (("CL1", "Mrunal Kulkarni"), ("CL2", "Vishwas Gokhale"), ("CL3", "Nandini Apte"),
                      ("CL4", "Rohan Pawar"), ("CL5", "Fresh Bakes LLP")):
        reg.add_person(Client(id=cid, name=name))
    cases = [
        ("N1", "O.S. No. 41 of 2024", "Kulkarni garden suit", "Mrunal Kulkarni vs Riverview Estates Pvt Ltd", "OC1",
         "CL1", "2026-10-12"),
        ("N2", "O.S. No. 77 of 2023", "Gokhale shop lease", "Vishwas Gokhale vs Sahyadri Traders", "OC1", "CL2",
         "2026-10-05"),
        ("N3", "C.R.P. No. 512 of 2025", "Apte revision", "Nandini Apte vs Riverview Estates Pvt Ltd", "OC2", "CL3",
         "2026-10-05"),
        ("N4", "O.S. No. 300 of 2022", "Pawar well suit", "Rohan Pawar vs Gram Panchayat Wadgaon", "OC2", "CL4",
         "2026-10-19"),
        ("N5", "O.S. No. 12 of 2025", "Fresh Bakes supply suit", "Fresh Bakes LLP vs Annapurna Caterers", "OC1", "CL5",
         "2026-10-26"),
    ]
    for cid, number, short, title, counsel, client, nxt in cases:
        reg.add_case(Case(id=cid, number=number, short_name=short, title=title, judge_id="J1", counsel_id=counsel,
                          client_id=client, side="plaintiff", stage="hearing", next_date=nxt))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")
    p.ingest_text(GOKHALE_ORDERS, name="certified copy OS 77-2023 order sheet.txt", case_id="N2")
    for cid, number, short, title, counsel, client, nxt in cases:
        if reg.get_case(cid).next_date != nxt:
            p.edit_case(cid, next_date=".".join(reversed(nxt.split("-"))))


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "across", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


def test_a_bare_word_is_read_against_the_matters_listed_that_day(practice):
    """'settlement?' typed on a day two matters are listed: those two, by number and name, not a third matter whose
    notes also speak of settlement but which is not listed that day."""
    a = practice.ask("settlement?", today="2026-10-05")
    line = first(a)
    assert "Gokhale shop lease" in line and "77/2023" in line
    assert "Apte revision" in line and "512/2025" in line
    assert "Kulkarni" not in line
    assert cited_ok(practice, a)


def test_a_bare_word_on_a_day_with_no_list_names_the_matters_whose_notes_hold_it(practice):
    """'fresh IA?' (typed 'IA', written 'I.A.') on a day nothing is listed: every matter whose notes speak of a fresh
    I.A., each named, and not the case whose name merely holds the word 'Fresh'."""
    a = practice.ask("fresh IA?", today="2026-11-20")
    line = first(a)
    assert "Kulkarni garden suit" in line and "Gokhale shop lease" in line
    assert "Fresh Bakes" not in line
    assert cited_ok(practice, a)


def test_a_counsels_adjournments_for_a_quoted_reason_are_counted_across_cases(practice):
    """The quoted reason is typed in the lawyer's words ('fresh IA daala, argue karna hai'); the notes paraphrase it
    ('moved a fresh I.A. … wants to argue it first'). Three hearings in two cases; not the counsel's other
    adjournments, nor the case whose name holds 'Fresh'."""
    a = practice.ask("Hegde ne 'fresh IA daala, argue karna hai' bolke kitni baar time liya, kin cases mein?",
                     today="2026-11-20")
    line = first(a)
    assert line.lower().startswith("three")
    assert "Kulkarni garden suit" in line and "Gokhale shop lease" in line
    assert "Fresh Bakes" not in line
    assert cited_ok(practice, a)


def test_the_matters_a_party_is_in_are_counted_and_named(practice):
    """A party named as the registry's titles write it, in two matters: both counted and named."""
    a = practice.ask("riverview estates hamare kitne matters mein party hai?", today="2026-11-20")
    line = first(a)
    assert line.lower().startswith("two")
    assert "Kulkarni garden suit" in line and "Apte revision" in line
    assert cited_ok(practice, a) or "registry" in line


def test_the_first_hearing_is_told_with_how_the_client_took_it(practice):
    a = practice.ask("Apte revision first hearing mein kya hua? Nandini madam ko kaisa laga?", today="2026-11-20")
    line = first(a)
    assert "3 Nov 2025" in line
    assert "settlement" in line and "unhappy" in line
    assert cited_ok(practice, a)


def test_a_count_says_how_the_client_took_what_was_counted(practice):
    """Two adjournments for the counsel's illness; the notes record the client's displeasure each time: said (and
    not the judge's annoyance of the same day, which is no word of the client's)."""
    a = practice.ask("How many times did Hegde seek time because he was unwell in the Gokhale shop lease?",
                     today="2026-11-20")
    line = first(a)
    assert line.lower().startswith("two times") or line.lower().startswith("two")
    head = a.answer.split("\n- ")[0]
    assert "not happy" in head and "upset" in head
    assert "annoyed" not in head


def test_our_own_adjournment_in_a_month_is_given_with_its_reason(practice):
    """'Why did we seek time in June?': our side's request of that month and its reason, not the other side's
    request of the same month nor ours of another month."""
    a = practice.ask("Pawar well suit mein June mein humne time kyon maanga?", today="2026-07-01")
    line = first(a)
    assert "part-heard" in line and "8 Jun 2026" in line
    assert "documents awaited" not in line and "witness unwell" not in line
    assert cited_ok(practice, a)


def test_whether_we_ever_sought_time_is_answered_yes_with_the_day_and_reason(practice):
    a = practice.ask("Pawar well suit mein humne kabhi time maanga?", today="2026-07-01")
    line = first(a)
    assert line.startswith("Yes")
    assert "2 Mar 2026" in line and "documents awaited" in line and "8 Jun 2026" in line
    assert "witness unwell" not in line


def test_why_a_named_counsel_sought_time_is_his_adjournment_with_its_reason(practice):
    a = practice.ask("Pawar well suit lo Bhide time enduku adigadu?", today="2026-07-01")
    line = first(a)
    assert "29 Jun 2026" in line and "witness unwell" in line
    assert "part-heard" not in line
    assert cited_ok(practice, a)


def test_a_bare_section_is_the_section_not_any_number(practice):
    """'S.5?' on a day two matters are listed: the matter whose note argues section 5 (quoted from the sentences
    that set it out), not the one whose note speaks of 5 lakh."""
    a = practice.ask("S.5?", today="2026-10-05")
    line = first(a)
    assert "Apte revision" in line and "Delay of 40 days" in line
    assert "Gokhale" not in line
    assert cited_ok(practice, a)


def test_the_days_two_matters_were_both_heard_are_counted(practice):
    """Two matters named (one by a single word beside the other's two): the hearing days they share, counted."""
    a = practice.ask("Kulkarni aur Gokhale shop lease wale matter kitni baar ek hi din lage?", today="2026-11-20")
    line = first(a)
    assert line.startswith("Two times")
    assert "6 Oct 2025" in line and "23 Mar 2026" in line
    assert cited_ok(practice, a)


def test_the_matters_a_person_is_connected_with_are_named(practice):
    """A client of one matter named as a witness in another's notes: both matters, with no client's feeling added."""
    a = practice.ask("Vishwas Gokhale kaun kaun se matter mein juda hai?", today="2026-11-20")
    line = first(a)
    # each matter with the person's role in it and where it stands (agent/whose_matters.py)
    assert line.startswith("Vishwas Gokhale is in two of your matters")
    assert "Gokhale shop lease" in line and "Fresh Bakes supply suit" in line
    assert "not happy" not in line


def test_the_matters_whose_notes_state_a_thing_are_named(practice):
    """'Kin matters mein faisla reserve hua?': a decision word is a judgment or an order as notes write it; a right
    reserved is no decision reserved."""
    a = practice.ask("kin matters mein faisla reserve hua?", today="2026-11-20")
    line = first(a)
    assert line.startswith("Two matters")
    assert "Pawar well suit" in line and "Apte revision" in line
    assert "Kulkarni" not in line
    assert cited_ok(practice, a)


def test_what_a_counsels_papers_said_is_quoted_case_by_case(practice):
    """'Hegde ke WS kaise the, kin cases mein?': each matter's note of the counsel's written statement, quoted on with
    what it says of it — not his adjournments."""
    a = practice.ask("Hegde ke saare WS kaise the, kin cases mein?", today="2026-11-20")
    line = first(a)
    assert "Kulkarni garden suit" in line and "Gokhale shop lease" in line
    assert "Evasive on the rent receipts" in line and "right to reply reserved" in line
    assert "unwell" not in line
    assert cited_ok(practice, a)


def test_a_why_about_time_in_general_is_not_read_as_our_adjournments(practice):
    """'Why did we take so much time over …?' asks no adjournment: not answered with the days we sought time."""
    a = practice.ask("Why did we take so much time over the commission in the Pawar well suit?", today="2026-07-01")
    assert not first(a).startswith("We sought time")


def test_witnesses_asked_by_their_letter_are_counted_from_the_day_examined(practice):
    """'Kitne PW ho chuke?': the case's PWs (the letters say the side), each from the day a stage is written, not
    the day its affidavit was not ready; the DW is not counted."""
    a = practice.ask("Pawar well suit mein humari taraf se kitne PW ho chuke?", today="2026-11-20")
    line = first(a)
    assert line.startswith("Two witnesses")
    assert "PW-1" in line and "PW-2" in line and "24 Aug 2026" in line
    assert "DW-1" not in line


def test_kis_case_is_a_question_word_not_a_case_name(practice):
    """'kis case mein …?' ('in which case …') names no case: never 'no such case'."""
    a = practice.ask("kis case mein settlement ki talks chal rahi hain?", today="2026-11-20")
    assert not a.answer.startswith("No such case")
    assert "Gokhale shop lease" in a.answer or "Apte revision" in a.answer


def test_whether_we_ever_sought_time_is_answered_no_when_we_never_did(practice):
    """Only the other side sought time in the revision: 'did we ever?' is a no, said as such."""
    a = practice.ask("Apte revision mein humne kabhi time maanga?", today="2026-11-20")
    assert first(a).startswith("No: your notes record no adjournment sought by our side")


def test_kis_kis_case_with_a_counsel_asks_his_pattern_across_matters(practice):
    """'X ne kis kis case mein time liya?': the counsel's adjournments across his matters, not a case called 'kis
    kis case'."""
    a = practice.ask("Bhide ne kis kis case mein time liya?", today="2026-11-20")
    line = first(a)
    assert not line.startswith("No such case")
    assert "Pawar well suit" in line and "witness unwell" in line


def test_a_bare_word_finds_the_note_that_writes_it_short(practice):
    """'affidavit?' typed on a listed day: the note that writes 'affdvt' is the one that says what it held."""
    a = practice.ask("BDO affidavit?", today="2026-10-05")
    line = first(a)
    assert "Apte revision" in line and "mutation entry was wrong" in line


def test_a_bare_stage_set_by_the_order_sheet_comes_with_the_lawyers_note_of_that_day(practice):
    """'plaintiff evidence?': the order sheet sets the stage; the lawyer's own note of that hearing says what to do."""
    a = practice.ask("plaintiff evidence?", today="2026-10-05")
    line = first(a)
    assert "Gokhale shop lease" in line and "proof affidavit" in line
