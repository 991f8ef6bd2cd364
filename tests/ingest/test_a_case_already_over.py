"""A note whose only cue is a name two cases share (the accused of a cheque complaint who also petitioned to quash
it), and which announces a coming day in court, is about the one of them the registry does not say was over before
the note's day; before that day, or with no coming day, it waits. Registry and notes written here."""

from __future__ import annotations

import pytest

from tareekh.ingest.filing import ended_on
from tareekh.registry import Case
from tareekh.registry.models import Party


@pytest.fixture
def porwal(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(
        id="Z1", number="S.T. No. 402 of 2025", short_name="Motaru cheque trial",
        title="Yellamma Traders vs Zorawar Motaru", side="complainant", stage="defence evidence",
        parties=[Party(name="Yellamma Traders", role="complainant"), Party(name="Zorawar Motaru", role="accused")]))
    practice.registry.add_case(Case(
        id="Z2", number="Crl.Rev. No. 77 of 2026", short_name="Motaru revision",
        title="Zorawar Motaru vs State & Yellamma Traders", side="respondent",
        stage="disposed - revision dismissed on 10.03.2026",
        parties=[Party(name="Zorawar Motaru", role="revisionist"), Party(name="State", role="respondent")]))
    return practice


def test_the_day_a_registry_stage_says_a_matter_ended():
    assert ended_on("disposed - revision dismissed on 10.03.2026").isoformat() == "2026-03-10"
    assert ended_on("Decided 22.08.2025").isoformat() == "2025-08-22"
    assert ended_on("disposed") is None
    assert ended_on("evidence; next 10.03.2026") is None
    assert ended_on(None) is None


def test_a_shared_name_announcing_a_coming_day_goes_to_the_case_not_yet_over(porwal, drop):
    (e,) = porwal.ingest([drop("2.6.26.txt", "2.6.26 - Motaru absent again, exemption on costs of 500. "
                                             "Next 14.7.26")]).entries
    assert (e.status, e.case_ids) == ("retained", ["Z1"]), e.reason


def test_before_the_other_case_ended_or_with_no_coming_day_the_note_waits(porwal, drop):
    (early,) = porwal.ingest([drop("2.2.26.txt", "2.2.26 - Motaru absent, exemption on costs. "
                                                 "Next 14.4.26")]).entries
    assert early.status == "review" and early.case_ids == []
    (bare,) = porwal.ingest([drop("3.6.26.txt", "3.6.26 - Motaru paid the costs of 500 to us today.")]).entries
    assert bare.status == "review" and bare.case_ids == []


def test_a_given_name_two_cases_share_never_chooses_even_when_one_case_is_over(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="Y1", number="O.S. No. 12 of 2025", short_name="Yellamma suit",
                                    title="Yellamma Yamave vs Vindramo Porwal", stage="evidence"))
    practice.registry.add_case(Case(id="Y2", number="C.M.A. No. 5 of 2026", short_name="Vindramo appeal",
                                    title="Vindramo Motaru vs Mopati",
                                    stage="disposed - appeal allowed on 10.03.2026"))
    # two men named Vindramo: here the name may be a third one's (a clerk's)
    (e,) = practice.ingest([drop("4.6.26.txt", "4.6.26 - Vindramo checked the board: matter not reached. "
                                               "Next 9.7.26")]).entries
    assert e.status == "review" and e.case_ids == [], e.reason


def test_a_shared_name_goes_to_the_case_already_filed_on_the_notes_day(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(
        id="X1", number="C.C. No. 77 of 2025", short_name="Zorawar Motaru mediclaim", filed_on="2025-11-03",
        title="Zorawar Motaru vs Yellamma Assurance", stage="orders",
        parties=[Party(name="Zorawar Motaru", role="complainant"), Party(name="Yellamma Assurance", role="opposite party")]))
    practice.registry.add_case(Case(
        id="X2", number="E.A. No. 9 of 2026", short_name="Zorawar Motaru execution", filed_on="2026-09-20",
        title="Zorawar Motaru vs Yellamma Assurance", stage="compliance",
        parties=[Party(name="Zorawar Motaru", role="applicant"), Party(name="Yellamma Assurance", role="opposite party")]))
    (e,) = practice.ingest([drop("3.3.26.txt", "3.3.26 - Motaru: insurer's reply filed. Next 14.4.26")]).entries
    assert (e.status, e.case_ids) == ("retained", ["X1"]), e.reason
    (f,) = practice.ingest([drop("2.10.26.txt", "2.10.26 - Motaru: notice to the insurer. Next 4.11.26")]).entries
    assert f.status == "review" and f.case_ids == [], f.reason


def test_a_day_to_come_written_without_a_next_date_word_counts_as_coming(porwal, drop):
    # a chat message that tells the witness to be ready for a day ("12 Jul ke liye taiyar"), with no "next date" word
    chat = ("02/06/2026, 19:48 - Yamunaprasad Yeshwin: Sir Motaru ne aaj court me 2 lakh ka DD jama kiya.\n"
            "02/06/2026, 19:52 - Office: Achha. Gawah ko 12 Jul ke liye taiyar rakhna.\n")
    (e,) = porwal.ingest([drop("WhatsApp Chat with Yamunaprasad Yeshwin.txt", chat)]).entries
    assert e.case_ids == ["Z1"], e.reason


def test_a_day_long_after_the_message_or_before_it_is_no_coming_day(porwal, drop):
    chat = ("02/06/2026, 19:48 - Yamunaprasad Yeshwin: Sir Motaru ne 12 May ko 2 lakh ka DD jama kiya tha.\n")
    (e,) = porwal.ingest([drop("WhatsApp Chat with Yamunaprasad Yeshwin.txt", chat)]).entries
    assert e.case_ids == [], e.reason
