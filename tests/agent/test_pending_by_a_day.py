"""Work asked by a day on a small Nashik practice written for this test: a task the note gives its own day ("to
draft by 18 May") is due by then whether or not its matter is listed; a day typed without its month ("before the
20th", "20 tareekh tak") or by its weekday is that coming day; a day word ("tomorrow") before a case's name is not
part of the name; "the CRP" names a revision petition beside a suit; "next step" and "last dates" say the kind."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import NameIndex, understand
from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import cited_ok, first_line as first

NOTES = [
    ("N1", "2026-05-04", "4/5 Nashik CJSD - Godse tractor loan suit. Plaintiff's evidence closed. Court: written "
                         "submissions by both sides. Written submissions - Pooja to draft by 18 May, I will settle. "
                         "NDOH 2/7 for arguments."),
    ("N2", "2026-04-21", "21/4 - Godse revision (C.R.P.) - admitted, notice to respondents. Next 30/6."),
    ("N3", "2026-05-06", "6/5 Nashik - Godse stay suit - plaint filed (draft seen by client), summons ordered. Next 29/6."),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Smt. Anuradha Kulkarni"))
    reg.add_person(Counsel(id="OC1", name="Sri Vilas Bhosale"))
    reg.add_person(Client(id="CL1", name="Ramdas Godse"))
    reg.add_case(Case(id="N1", number="Spl. C.S. No. 88 of 2025", short_name="Godse tractor loan suit",
                      title="Ramdas Godse vs Sahyadri Finance", judge_id="J1", counsel_id="OC1", client_id="CL1",
                      side="plaintiff", stage="arguments", next_date="2026-07-02"))
    reg.add_case(Case(id="N2", number="C.R.P. No. 45 of 2026", short_name="Godse revision",
                      title="Ramdas Godse vs Sahyadri Finance", judge_id="J1", counsel_id="OC1", client_id="CL1",
                      side="petitioner", stage="notice", next_date="2026-06-30"))
    reg.add_case(Case(id="N3", number="R.C.S. No. 310 of 2026", short_name="Godse stay suit",
                      title="Ramdas Godse vs Sahyadri Finance", judge_id="J1", counsel_id="OC1", client_id="CL1",
                      side="plaintiff", stage="summons", next_date="2026-06-29"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "byday", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


def _q(practice, text, today):
    reg = practice.registry
    return understand(text, registry=reg, today=date.fromisoformat(today), index=NameIndex(reg))


def test_a_task_due_by_the_day_is_pending_though_no_matter_is_listed_by_then(practice):
    a = practice.ask("18 may tak kaunsa draft taiyaar hona chahiye?", today="2026-05-10")
    line = first(a)
    assert not line.startswith("-")  # a first sentence that answers, not the nearest lines quoted
    assert "Pooja" in line and "Written submissions" in line and "18 May" in line
    assert "No matter of yours is listed" not in line
    assert cited_ok(practice, a)


@pytest.mark.parametrize("text, until", [
    ("what's pending before the 20th?", "2026-05-20"),
    ("20 tareekh se pehle kya karna hai?", "2026-05-20"),
    ("kya pending hai 3 tarikh tak?", "2026-06-03"),  # a day already past this month is next month's
    ("anything to file before Friday?", "2026-05-15"),
])
def test_a_day_without_its_month_or_by_its_weekday_is_the_coming_day(practice, text, until):
    q = _q(practice, text, "2026-05-10")
    assert q.kind == "pending"
    assert q.until == date.fromisoformat(until)


def test_a_bare_day_of_the_month_answers_with_the_work_due_by_it(practice):
    a = practice.ask("anything to do before the 20th?", today="2026-05-10")
    assert "Pooja" in first(a)


def test_a_day_word_before_the_name_is_not_part_of_the_name(practice):
    a = practice.ask("tomorrow Godse tractor suit - what should be ready?", today="2026-07-01")
    line = first(a)
    assert "No such case" not in line
    assert "Godse tractor loan suit" in line


def test_the_revision_called_by_its_letters_is_answered_beside_the_suit(practice):
    a = practice.ask("Godse - CRP, stay suit - last dates pe kya hua?", today="2026-05-10")
    line = first(a)
    assert "Godse revision" in line and "Godse stay suit" in line


@pytest.mark.parametrize("text, kind", [
    ("Godse revision notice ho gaya - naa next pani enti?", "pending"),
    ("tractor suit - what's the next step?", "pending"),
    ("Godse stay suit last dates em ayyindi", "last_time"),
])
def test_the_next_work_and_the_last_dates_say_the_kind(practice, text, kind):
    assert _q(practice, text, "2026-05-10").kind == kind



BRIEFED = [
    ("B1", "2026-01-12", "12/1 HC - Shinde stall writ - admitted. intm: no coercive steps on the stall licence till NDOH. "
                         "Undertaking: petitioner will not sublet the stall - affidavit by Friday. Next 16/3."),
    ("B1", "2026-03-16", "16/3 - Shinde stall writ - Corporation's counter filed. Interim order to continue. "
                         "Undertaking affidavit already filed 20/1. Next 20/7."),
    ("B1", "2026-07-20", "20/7 - Shinde stall writ - not reached. Next 5/10 for final hearing.\n"
                         "To do before 5/10: Sunita - licence renewal receipt; compilation of the Corporation's circulars."),
]


def _build_brief(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J2", name="Mr. Justice S. Deshpande"))
    reg.add_person(Client(id="CL2", name="Sunita Shinde"))
    reg.add_case(Case(id="B1", number="W.P. No. 4410 of 2025", short_name="Shinde stall writ",
                      title="Sunita Shinde vs Nashik Municipal Corporation", judge_id="J2", client_id="CL2",
                      side="petitioner", stage="final hearing", next_date="2026-10-05"))
    for cid, day, text in BRIEFED:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def brief_home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "briefed", _build_brief)


def test_a_briefing_states_the_interim_order_that_binds_the_parties(brief_home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(brief_home))
    try:
        a = p.ask("brief me on Shinde stall writ", today="2026-09-30")
        line = first(a)
        assert "no coercive steps" in line  # passed in January, only continued since
        assert "20 Jul 2026" in line and "5 Oct 2026" in line
        assert cited_ok(p, a)
    finally:
        p.close()


def test_the_work_left_names_every_item_of_a_to_do_list_and_no_undertaking_already_met(brief_home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(brief_home))
    try:
        a = p.ask("5 tareekh se pehle Shinde stall writ mein kya karna baaki hai?", today="2026-09-30")
        line = first(a)
        assert "licence renewal receipt" in line and "compilation of the Corporation's circulars" in line
        assert "affidavit by Friday" not in line  # the affidavit was filed in January
        assert cited_ok(p, a)
    finally:
        p.close()
