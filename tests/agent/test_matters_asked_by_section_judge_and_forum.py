"""A matter, a judge's list or a forum's list asked the way lawyers name them.

- "<party> s9", "<firm> ka sec 11 kab hai", "<party> u/s 9 case eppo?": of two matters of the same party, the one
  under the section typed (the registry writes it in the short name or the nature), not both; with no section
  typed, both.
- "<judge> J r agot mor ki case ase?" (Assamese), "<judge> sir nka aagare mora kana case achi?" (Odia),
  "<judge> J munde nanna case enide?" (Kannada): a judge with a word for "before" and a word for "my" asks the
  matters before that judge, not a case of that name and not the judge's ways.
- "HC <town> bench-e amar ki pending ache?", "<town> HC me mera kya pending hai?": the High Court's matters at
  that seat, though the town's name points at other matters too (a party called after it); one disposed is said
  to be over.
- A matter the registry still holds open whose last order closed it ("Full satisfaction recorded. E.P. closed.") is
  said to be over, with the order's words, before the work that day left ("get the no-dues certificate").
- "dar vakhte" (Gujarati: every time) is read as "always"; "kietia" (Assamese: when) as "when".
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.before_judge import which_matters_asked
from tareekh.agent.question import understand
from tareekh.agent.section_named import by_section, sections_in
from tareekh.agent.tongues import pivot
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by

TODAY = "2026-09-14"
HC = "High Court of Tripura (Kailashahar bench)"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Mr. Justice Anupam Bhowalkar", short="Bhowalkar J", court=HC))
    reg.add_person(Judge(id="J2", name="Sri Dorje Thupstan", short="Thupstan sahab (Commercial Court)",
                         court="Commercial Court, Agartala"))
    reg.add_person(Judge(id="J3", name="Hon'ble Ms. Justice Rupali Sengmai", short="Sengmai J", court=HC))
    reg.add_person(Judge(id="J4", name="Smt. Lalhmangaihi Ngente", short="Ngente madam (Civil Judge)",
                         court="Civil Judge (Senior Division), Kailashahar"))
    reg.add_case(Case(id="A1", number="Arbitration Application No. 12 of 2026", short_name="Orvanshi Textiles s.9",
                      title="Chitrangi Dey vs Orvanshi Textiles & Ors.", court="Commercial Court, Agartala",
                      nature="application u/s 9 Arbitration and Conciliation Act for interim measures",
                      judge_id="J2", side="applicant", stage="arguments", next_date="2026-10-05"))
    reg.add_case(Case(id="A2", number="Arbitration Petition No. 4 of 2026", short_name="Orvanshi Textiles s.11",
                      title="Chitrangi Dey vs Orvanshi Textiles", court=HC,
                      nature="petition u/s 11(6) for appointment of an arbitrator",
                      judge_id="J1", side="petitioner", stage="orders", next_date="2026-11-02"))
    reg.add_case(Case(id="W1", number="W.P.(C) No. 301 of 2026", short_name="Ekalavyan pension writ",
                      title="Ekalavyan Reangkhol vs State of Tripura", court=HC, judge_id="J1",
                      side="petitioner", stage="State's reply", next_date="2026-10-20"))
    reg.add_case(Case(id="B1", number="Bail Application No. 77 of 2026", short_name="Mehrunnisa bail",
                      title="Mehrunnisa Begum vs State of Tripura", court=HC, judge_id="J3",
                      side="applicant", stage="disposed - bail granted on 02.06.2026", next_date="2026-06-02"))
    reg.add_case(Case(id="D1", number="Title Suit No. 18 of 2025", short_name="Kailashahar Traders shop suit",
                      title="Kailashahar Traders vs Ojasvi Nath", court="Civil Judge (Senior Division), Kailashahar",
                      judge_id="J4", side="plaintiff", stage="plaintiff's evidence", next_date="2026-09-30"))
    reg.add_case(Case(id="E1", number="Execution Petition No. 5 of 2025", short_name="Thupstan bench E.P.",
                      title="Chitrangi Dey vs Prasun Nath", court="Commercial Court, Agartala", judge_id="J2",
                      side="decree holder", stage="execution", next_date="2026-07-22"))
    notes = [
        ("A1", "2026-08-10", "Orvanshi s.9 - arguments in part; interim status quo on the looms to continue. "
                             "ND 05.10.2026."),
        ("W1", "2026-08-20", "Ekalavyan writ - State sought time for reply; granted. ND 20.10.2026."),
        ("E1", "2026-07-22", "Thupstan bench E.P. - memo of full satisfaction filed by the decree holder. Full "
                             "satisfaction recorded. E.P. closed. To do: get the no-dues certificate from the bank "
                             "for Chitrangi."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "named-by-section-judge-forum", build)


def _read(pr, typed):
    return understand(typed, registry=pr.registry, today=date.fromisoformat(TODAY))


@pytest.mark.parametrize("typed, case", [("orvanshi s9 next date?", "A1"),
                                          ("Orvanshi Textiles ka sec 11 kab hai?", "A2"),  # Hindi
                                          ("orvanshi u/s 9 case eppo?", "A1"),  # Tamil
                                          ("orvanshi kalam 11 ma shu thayu?", "A2")])  # Gujarati's word
def test_a_party_s_matter_is_told_apart_by_the_section_typed(pr, typed, case):
    q = _read(pr, typed)
    assert q.cases == [case], (typed, q.cases)
    assert not any(t.startswith("s") and t[1:].isdigit() for t in q.topics), q.topics  # the section named it


def test_with_no_section_typed_both_of_the_party_s_matters_are_named(pr):
    assert _read(pr, "orvanshi next date?").cases == ["A1", "A2"]


def test_sections_are_read_from_every_way_of_writing_them():
    assert sections_in("application u/s 9 of the Act") == {"9"}
    assert sections_in("Orvanshi s.11, Section 11(6)") == {"11"}
    assert sections_in("કલમ ૯ હેઠળ") == {"9"}
    assert sections_in("Orvanshi & 2 Ors. 2026") == set()  # "Ors." is no section


def test_a_section_that_tells_none_apart_keeps_all():
    cases = {"X": Case(id="X", number="O.S. 1 of 2020", short_name="a suit"),
             "Y": Case(id="Y", number="O.S. 2 of 2020", short_name="another suit")}
    assert by_section(["X", "Y"], "s9 kab hai", cases) == ["X", "Y"]


@pytest.mark.parametrize("asked", ["Bhowalkar J r agot mor ki case ase?",  # Assamese, read as a yes or no before
                                   "Bhowalkar sir nka aagare mora kana case achi?",  # Odia
                                   "Bhowalkar J munde nanna case enide?",  # Kannada
                                   "is there any case of mine before Bhowalkar J?"])  # English, read as yes or no
def test_a_judge_asked_with_a_word_for_before_gives_the_matters_before_that_judge(pr, asked):
    a = pr.ask(asked, today=TODAY)
    first = first_line(a)
    assert "of yours before Bhowalkar J" in first or "Bhowalkar is in two of your matters" in first, a.answer
    assert "Ekalavyan pension writ" in first and "20 Oct 2026" in first, a.answer
    assert "no such case" not in a.answer.lower(), a.answer


@pytest.mark.parametrize("asked", ["HC kailashahar bench-e amar ki pending ache",  # Bengali-Assamese
                                   "kailashahar HC me mera kya pending hai?"])  # Hindi
def test_a_high_court_at_a_town_asked_lists_its_matters_there_not_the_town_s_other_matters(pr, asked):
    a = pr.ask(asked, today=TODAY)
    first = first_line(a)
    assert "Ekalavyan pension writ" in first, a.answer
    assert "Mehrunnisa bail" in first and "bail granted" in first, a.answer  # disposed there: said over
    assert "Kailashahar Traders" not in first, a.answer  # the town's civil court, not the High Court


def test_a_matter_an_order_closed_with_work_left_is_said_over_first_then_the_work(pr):
    a = pr.ask("Thupstan sahab daggara mana cases emi pending", today=TODAY)  # Telugu
    first = first_line(a)
    assert "Thupstan bench E.P.: it was disposed of on 22 Jul 2026" in first, a.answer
    assert "E.P. closed" in first and "left after it" in first and "no-dues" in first, a.answer


@pytest.mark.parametrize("typed", ["Bhowalkar J r agot mor ki case ase?", "labour court me mera kya chal rha",
                                   "HC-te amar kon case ache"])
def test_my_beside_what_asks_the_matters_there(typed):
    assert which_matters_asked(typed)


def test_gujarati_every_time_and_assamese_when_are_read():
    assert "always" in pivot("orvanshi ma dar vakhte su thay che", frozenset())
    assert "kab" in pivot("ekalavyan writ kietia list ase", frozenset()).split()


def test_the_words_for_before_and_my_are_no_topic(pr):
    q = _read(pr, "Bhowalkar J r agot mor ki case ase?")
    assert q.judges == ["J1"] and not q.unknown_case, q
    assert not {"agot", "mor"} & set(q.topics), q.topics


@pytest.mark.parametrize("typed", ["status quo?", "status-quo continues?", "ekalavyan writ mein status quo hai?"])
def test_status_quo_is_the_order_asked_not_where_the_matter_stands(pr, typed):
    assert _read(pr, typed).kind != "last_time", typed


def test_a_matter_s_status_still_asks_where_it_stands(pr):
    assert _read(pr, "ekalavyan writ ka status?").kind == "last_time"


def test_a_bare_status_quo_is_read_across_the_day_s_matters_as_that_order(pr):
    a = pr.ask("status quo?", today="2026-10-05")  # the day the interim-measures application is listed
    first = first_line(a)
    assert "status quo in your notes" in first and "Orvanshi Textiles s.9" in first, a.answer
