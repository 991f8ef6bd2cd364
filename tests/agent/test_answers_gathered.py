"""Gathered answers — counts of what the notes state, matters a counsel or party is in, how a witness's examination
went, witnesses by side — on a small practice written for these tests (a rice-mill suit, two lorry claims and a
maintenance case before a district court; notes in a clipped English with some Tamil-English and Hinglish).
Each test pins one general rule of agent/tally.py or agent/witness.py.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import cited_ok, first_line as first

NOTES = [
    # (case, hearing date, text)
    ("M1", "2025-06-02", "Perumal mill suit - PO on leave today, nothing happened. Next 14.07.2025."),
    ("M1", "2025-07-14", "Perumal mill suit - Kannan Iyer filed vakalat, wants time for written statement. Next 25.08.2025."),
    ("M1", "2025-08-25",
     "Mill suit - Sumalatha madam asked if the parties would try conciliation. WS filed; she asked why it came after "
     "3 months. Next 06.10.2025."),
    ("M1", "2025-10-06", "Mill suit - presiding officer on leave. Next 17.11.2025."),
    ("M1", "2025-11-17",
     "Mill suit - Kannan Iyer cross-examined our PW1 Perumal for an hour and a half. He stood firm on the lease dates "
     "but stumbled on the rent figures. Madam again wanted to know about conciliation. Next 05.01.2026."),
    ("M1", "2025-12-15", "Mill suit - we sought time, our senior part-heard elsewhere. Next 05.01.2026."),
    ("M1", "2026-01-05", "Mill suit - clerk Ravi on leave, so we reached late; matter passed over. Next 16.02.2026."),
    ("M1", "2026-02-16",
     "Mill suit - PW2 Lakshmi (the accountant) examined. Nervous in cross, kept looking at her ledger. "
     "Next 30.03.2026."),
    ("M1", "2026-03-30", "Mill suit - DW1 Sekar chief affidavit filed by Kannan Iyer. Next 11.05.2026."),
    ("M1", "2026-05-11",
     "Mill suit - Perumal asked about costs; he has taken leave from the mill 5 times for this case. Next 08.06.2026."),
    ("M2", "2025-09-09", "Vellore lorry claim - Kannan Iyer for the insurer sought time. Next 20.10.2025."),
    ("M2", "2025-10-20",
     "Lorry claim - Baskar sir asked first: where is the driver's licence? Produced a copy. Next 01.12.2025."),
    ("M4", "2026-01-21",
     "Anbu Transports second claim - Baskar sir asked first: where is the driver's licence? Not with us; next date. "
     "Next 04.03.2026."),
    ("M5", "2025-08-04",
     "Katpadi assault trial - A-2 Velu absent, NBW issued against him. PW-3 Kumar did not turn up -> BW issued vs PW-3. "
     "Next 15.09.2025."),
    ("M5", "2025-09-15", "Katpadi assault trial - PW-5 doctor absent again, bw through the hospital. Next 27.10.2025."),
    ("M5", "2025-10-27",
     "Katpadi assault trial - PW-3 Kumar finally came. Chief on the stick and the blood stains. He named A-1 and A-2. "
     "Cross by us: admitted he came after the fight had ended. Good for us. Next 08.12.2025."),
    ("M6", "2025-07-07",
     "Kavya custody - first date before PJ madam: she sent both parties to the counsellor, report by 04.08.2025."),
    ("M6", "2025-08-04",
     "Kavya custody - counselling failed. PJ madam wants asset and liability affidavits from both sides. "
     "Next 15.09.2025."),
    ("M3", "2025-12-12", "Selvi maintenance - Sumalatha madam on leave, adjourned. Next 23.01.2026."),
    ("M6", "2025-09-15", "Kavya custody - Kavya's uncle Kannan came along; wants visitation on Sundays. Next 20.10.2025."),
    ("M3", "2026-01-23",
     "Selvi maintenance - Mohan Das for the husband filed counter. Madam asked why the counter came after 3 months. "
     "Next 27.02.2026."),
    ("M2", "2026-02-10",
     "Lorry claim - Mohan Das now appears for the owner; he handed over his objections in court today, 12 pages. "
     "Next 23.03.2026."),
    ("M3", "2026-03-09",
     "Selvi maintenance - IA for interim maintenance argued, orders reserved. She reserves everything, takes months. "
     "Next 20.04.2026."),
]


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="JL", name="Smt. R. Sumalatha, II Additional District Judge", short="Sumalatha madam"))
    reg.add_person(Judge(id="JT", name="Sri T. Baskar, Motor Accidents Claims Tribunal", short="Baskar sir"))
    reg.add_person(Counsel(id="KI", name="Sri Kannan Iyer"))
    reg.add_person(Counsel(id="MD", name="Sri Mohan Das"))
    reg.add_person(Client(id="CP", name="Perumal Chettiar"))
    reg.add_person(Client(id="CM", name="Murugan Velu"))
    reg.add_person(Client(id="CS", name="Selvi Arumugam"))
    reg.add_case(Case(id="M1", number="O.S. No. 210 of 2023", short_name="Perumal mill suit",
                      title="Perumal Chettiar vs Sundaram Rice Mills", judge_id="JL", counsel_id="KI", client_id="CP",
                      side="plaintiff"))
    reg.add_case(Case(id="M2", number="M.C.O.P. No. 55 of 2024", short_name="Vellore lorry claim",
                      title="Murugan Velu vs Anbu Transports", judge_id="JT", client_id="CM", side="petitioner"))
    reg.add_case(Case(id="M4", number="M.C.O.P. No. 91 of 2025", short_name="Anbu Transports second claim",
                      title="Murugan Velu vs Anbu Transports and another", judge_id="JT", client_id="CM",
                      side="petitioner"))
    reg.add_case(Case(id="M3", number="M.C. No. 12 of 2025", short_name="Selvi maintenance",
                      title="Selvi Arumugam vs Arumugam", judge_id="JL", counsel_id="MD", client_id="CS",
                      side="petitioner"))
    reg.add_person(Judge(id="JF", name="Smt. K. Revathi, Principal Judge, Family Court", short="PJ madam"))
    reg.add_case(Case(id="M6", number="G.W.O.P. No. 8 of 2025", short_name="Kavya custody",
                      title="Kavya Nair vs Suresh Nair", judge_id="JF", side="petitioner"))
    reg.add_case(Case(id="M5", number="S.C. No. 40 of 2024", short_name="Katpadi assault trial",
                      title="State vs Velu and another", side="defence"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


CHARGE_SHEET = (
    "CHARGE SHEET u/s 173 Cr.P.C.\nPolice Station: Katpadi   Date: 12.03.2024\nCrime No. 118/2023\n"
    "Accused:\n1. Velu s/o Raman, aged 31 2. Sekar s/o Muthu\n"
    "List of witnesses:\n1. Kumar (complainant) 2. Devi (injured) 3. Dr. Anand, Govt. Hospital 4. SI Prabhu (IO)\n"
    "Brief facts: the accused attacked the complainant with a stick on 02.11.2023.\n")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("mill") / "home"
    sheet = tmp_path_factory.mktemp("drop") / "scan0044.txt"
    sheet.write_text(CHARGE_SHEET, encoding="utf-8")
    with Practice.open(path) as p:
        build(p)
        p.ingest([sheet], case_id="M5")
    return path


TODAY = "2026-06-01"


def test_dates_lost_to_the_judges_leave_are_the_notes_that_say_so_not_every_hearing(pr):
    a = pr.ask("mill suit lo enni dates judge leave valla poyayi?", today=TODAY)
    line = first(a)
    assert line.startswith("Two dates") and "2 Jun 2025" in line and "6 Oct 2025" in line, line
    assert "5 Jan 2026" not in line and "11 May 2026" not in line  # the clerk's or the client's leave is not the judge's
    assert cited_ok(pr, a)


def test_dates_lost_to_the_judges_leave_across_all_cases_name_each_case(pr):
    a = pr.ask("judge / PO ki chutti ki wajah se kitni tareekhein gayi, sab cases mila ke?", today=TODAY)
    line = first(a)
    assert line.startswith("Three dates") and "Selvi maintenance" in line and "Perumal mill suit" in line, line
    assert cited_ok(pr, a)


def test_how_often_the_judge_asked_about_a_thing_counts_the_notes_that_name_it(pr):
    a = pr.ask("Sumalatha madam mill suit lo enni sarlu conciliation gurinchi adigaru?", today=TODAY)
    line = first(a)
    assert line.startswith("Two times") or line.startswith("Two times"), line
    assert "25 Aug 2025" in line and "17 Nov 2025" in line and cited_ok(pr, a)


def test_a_quoted_question_of_the_judge_is_counted_by_matter(pr):
    a = pr.ask("Baskar sir 'where is the driver's licence' ani enni matters lo adigaru?", today=TODAY)
    line = first(a)
    assert line.startswith("Two matters") and "Vellore lorry claim" in line and "Anbu Transports second claim" in line
    assert cited_ok(pr, a)


def test_the_matters_a_counsel_is_in_come_from_the_registry_and_the_notes(pr):
    a = pr.ask("Kannan Iyer mana enni matters lo other side? evevi?", today=TODAY)
    line = first(a)
    # the registry names him only in the mill suit; a note names him for the insurer in the lorry claim; another
    # Kannan (an uncle in the custody case) is not him
    # each matter with his role in it and where it stands (agent/whose_matters.py)
    assert "in two of your matters" in line and "Perumal mill suit" in line and "Vellore lorry claim" in line, line
    assert "Selvi" not in line and "Kavya custody" not in line and cited_ok(pr, a)


def test_the_cases_a_party_is_in_are_every_case_that_names_it(pr):
    a = pr.ask("Anbu Transports kin kin cases mein party hai?", today=TODAY)
    line = first(a)
    assert line.startswith("Two matters") and "Vellore lorry claim" in line and "Anbu Transports second claim" in line
    assert cited_ok(pr, a)


def test_how_a_witness_held_up_in_cross_is_the_sentence_after_the_cross(pr):
    a = pr.ask("mill suit lo Kannan Iyer mana PW1 ni entha sepu cross chesadu, ela undi?", today=TODAY)
    line = first(a)
    assert "hour and a half" in line and "stumbled on the rent figures" in line and "17 Nov 2025" in line, line
    assert cited_ok(pr, a)


def test_how_a_witness_did_without_a_stage_asked_gives_the_notes_account(pr):
    a = pr.ask("mill suit lo PW2 ela chesindi?", today=TODAY)
    line = first(a)
    assert "Nervous in cross" in line and "16 Feb 2026" in line, line


def test_defence_witnesses_are_the_dw_ones(pr):
    a = pr.ask("mill suit mein defence ke kitne gawah hue?", today=TODAY)
    line = first(a)
    assert line.startswith("One witness") and "DW-1" in line and "PW-" not in line, line


def test_our_witnesses_share_the_letter_the_notes_call_ours(pr):
    a = pr.ask("mill suit lo mana side witnesses enthamandi examine ayyaru?", today=TODAY)
    line = first(a)
    assert line.startswith("Two witnesses") and "PW-1" in line and "PW-2" in line and "DW-1" not in line, line


def test_warrants_are_counted_with_whom_each_was_against(pr):
    a = pr.ask("Katpadi trial mein kitne warrent nikle aur kiske khilaaf?", today=TODAY)
    line = first(a)
    assert line.startswith("Three warrants") and "Velu" in line and "PW-3" in line and "doctor" in line, line
    assert cited_ok(pr, a)


def test_witnesses_listed_in_a_document_are_its_numbered_list(pr):
    a = pr.ask("Katpadi trial ki chargesheet mein kitne gawah hain?", today=TODAY)
    line = first(a)
    assert line.startswith("Four witnesses") and "SI Prabhu" in line and "Sekar" not in line, line
    assert cited_ok(pr, a)


def test_a_judge_asked_of_in_the_telugu_habitual_is_answered_with_her_habit(pr):
    a = pr.ask("Sumalatha madam IA orders same day istara leka reserve chestara?", today=TODAY)
    line = first(a)
    assert "reserve" in line.lower() and "9 Mar 2026" in line and not line.startswith("No record"), line
    assert cited_ok(pr, a)


def test_a_counsels_ways_include_what_notes_say_of_him_in_matters_he_is_not_on_record_in(pr):
    a = pr.ask("Mohan Das ka kaam karne ka tareeka kya hai?", today=TODAY)
    line = first(a)
    assert "handed over his objections in court today" in line and "10 Feb 2026" in line, line
    assert "Selvi maintenance" in line and cited_ok(pr, a)


def test_a_judge_known_by_a_two_letter_nickname_is_the_judge_asked_of(pr):
    a = pr.ask("PJ madam family court mein custodyy case shuru hote hi kya karwati hain?", today=TODAY)
    assert first(a).startswith("At the start of your matters before PJ madam") and "counsellor" in first(a), a.answer
    assert cited_ok(pr, a)


def test_what_a_judge_does_at_the_start_is_read_from_the_first_hearings_of_her_matters(pr):
    a = pr.ask("What does Sumalatha madam do on the first date?", today=TODAY)
    line = first(a)
    assert line.startswith("At the start of your matters before Sumalatha madam"), line
    assert "2 Jun 2025" in line and "12 Dec 2025" in line and "9 Mar 2026" not in line, line
    assert cited_ok(pr, a)


def test_a_court_abbreviation_before_the_judges_name_is_not_another_persons_first_name(pr):
    a = pr.ask("MACT Baskar sir ke yahan licence na ho to kya karte hain?", today=TODAY)
    line = first(a)
    assert line.startswith("What your notes record of Baskar sir") and "licence" in a.answer, a.answer


def test_a_count_asked_for_both_sides_gives_each_sides_count(pr):
    a = pr.ask("mill suit lo manam enni sarlu time adigam, Kannan Iyer enni sarlu?", today=TODAY)
    line = first(a)
    assert line.startswith("Once by our side") and "15 Dec 2025" in line and "part-heard" in line, line
    assert "by Sri Kannan Iyer" in line and "14 Jul 2025" in line and cited_ok(pr, a)


def test_a_span_of_time_asked_about_is_the_thing_counted_by_matter(pr):
    a = pr.ask("In how many matters did Sumalatha madam ask why it came after 3 months?", today=TODAY)
    line = first(a)
    assert line.startswith("Two matters") and "Perumal mill suit" in line and "Selvi maintenance" in line, line
    assert cited_ok(pr, a)


def test_witnesses_we_examined_are_our_sides(pr):
    a = pr.ask("How many witnesses have we examined in the mill suit?", today=TODAY)
    line = first(a)
    assert line.startswith("Two witnesses") and "DW-1" not in line, line


def test_the_cross_asked_is_quoted_from_the_record_when_the_witness_lines_are_the_chief(pr):
    a = pr.ask("Katpadi trial mein PW-3 ka cross kaisa raha?", today=TODAY)
    line = first(a)
    assert line.startswith("PW-3") and "came after the fight had ended" in line and "27 Oct 2025" in line, line


def test_a_count_of_hearings_keeps_to_the_year_asked(pr):
    a = pr.ask("How many hearings in the mill suit in 2025?", today=TODAY)
    line = first(a)
    assert line.startswith("Six hearings") and "15 Dec 2025" in line and "2026" not in line.split(",")[0], line


def test_a_thing_other_cases_mention_but_not_this_one_is_counted_as_none(pr):
    a = pr.ask("Kavya custody lo enni sarlu conciliation gurinchi adigaru?", today=TODAY)
    line = first(a)
    assert line.startswith("None") and "conciliation" in line and "Kavya custody" in line, line
    assert not a.citations


@pytest.mark.parametrize("question", [
    "Sumalatha madam conciliation gurinchi adigina matters lo clients ready aa?",
    "In the matters where Sumalatha madam asked about conciliation, is the client willing?",
])
def test_matters_named_by_what_their_notes_say_are_listed_with_the_line(pr, question):
    a = pr.ask(question, today=TODAY)
    line = first(a)
    assert line.startswith("One matter") and "Perumal mill suit" in line and "Selvi" not in line, line
    assert "conciliation" in a.answer and cited_ok(pr, a)


@pytest.mark.parametrize("question", [
    "mill suit lo madam conciliation gurinchi enni sarlu cheppindi? client ready aa?",
    "How many times did madam raise conciliation in the mill suit? Is the client ready for it?",
])
def test_a_count_asked_beside_a_second_question_counts_the_thing_of_its_own_clause(pr, question):
    # the second question's words ("client", "ready") are no part of the thing counted
    a = pr.ask(question, today=TODAY)
    line = first(a)
    assert line.startswith("Two times") or line.startswith("Two times"), line
    assert "25 Aug 2025" in line and "17 Nov 2025" in line and cited_ok(pr, a)
