"""What is pending, and which matters are, before a court the lawyer names by its judge or by its place; and a thing
asked done of a matter that no record of it mentions, asked yes or no with the particle after the verb.

- "<judge> sahab ki court me mera kaunsa matter hai?", "<judge> ke court me kya pending hai?": the matters before
  that judge (not the matters listed today before other judges), each with its next date and its open work.
- "<place> HC me kaunsa matter bacha hai?": the matters of that High Court at that place; one disposed there is
  said to be over, not counted as pending.
- "<client> ka claim lok adalat me settle hua kya": asked yes or no ("hua kya", no question mark); no record of the
  matter writes a Lok Adalat, so the answer says so first, never the claim instead.

A small practice written for these tests (a civil judge, a High Court bench at a place, a motor accident tribunal),
in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by

TODAY = "2026-05-04"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sri Mohitosh Varadkar", short="Varadkar sahab (Civil Judge)",
                         court="Civil Judge (Senior Division), Tezpur"))
    reg.add_person(Judge(id="J2", name="Smt. Ibasuklin Umaid", short="Umaid madam (Sessions)",
                         court="Sessions Judge, Tezpur"))
    reg.add_person(Judge(id="J3", name="Hon'ble Mr. Justice Pallavan Rongmei", short="Rongmei J",
                         court="High Court, Bhimavaram Bench, Court No. 4"))
    reg.add_case(Case(id="S1", number="Title Suit No. 64 of 2024", short_name="Veerbhadr orchard suit",
                      title="Shubhrata Veerbhadr vs Tokheho Ekansh", court="Civil Judge (Senior Division), Tezpur",
                      judge_id="J1", side="plaintiff", stage="plaintiff's evidence", next_date="2026-05-20"))
    reg.add_case(Case(id="T1", number="Sessions Trial No. 9 of 2025", short_name="Karmveer arson trial",
                      title="State vs Karmveer Tejpalin", court="Sessions Judge, Tezpur", judge_id="J2",
                      side="accused", stage="defence evidence", next_date=TODAY))
    reg.add_case(Case(id="W1", number="W.P.(C) No. 2231 of 2025", short_name="Chettiar tank writ",
                      title="Chitrakshi Chettiar vs State", court="High Court, Bhimavaram Bench, Court No. 4",
                      judge_id="J3", side="petitioner", stage="final hearing", next_date="2026-07-08"))
    reg.add_case(Case(id="W2", number="Crl. Petition No. 618 of 2025", short_name="Dehlvi quashing petition",
                      title="Zarkhel Dehlvi vs State", court="High Court, Bhimavaram Bench, Court No. 4",
                      judge_id="J3", side="petitioner", stage="disposed - dismissed on 11.03.2026"))
    reg.add_case(Case(id="M1", number="Claim Petition No. 40 of 2025", short_name="Nagvanshi accident claim",
                      title="Wanda Nagvanshi vs Insurer", court="Motor Accidents Claims Tribunal, Tezpur",
                      nature="injury claim u/s 166 MV Act: bus hit the claimant's scooter", side="claimant", stage="insurer's evidence", next_date="2026-06-02"))
    notes = [
        ("S1", "2026-04-15", "Veerbhadr orchard suit - PW1 chief affidavit filed. To do: get the certified revenue map "
                             "before the next date. ND 20.05.2026 for PW1 cross."),
        ("T1", "2026-04-10", "Karmveer arson trial - DW1 examined in part. ND 04.05.2026 for the rest of DW1."),
        ("W1", "2026-03-30", "Chettiar tank writ - counter of the State filed; rejoinder in 4 weeks. ND 08.07.2026."),
        ("W2", "2026-03-11", "Dehlvi quashing petition - dismissed today after arguments; trial to go on."),
        ("M1", "2026-04-21", "Nagvanshi accident claim - insurer's witness absent; time granted. Claimant's "
                             "disability certificate (35%) already on record. ND 02.06.2026."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "pending-before-a-court", build)


@pytest.mark.parametrize("asked", ["varadkar sahab ki court me mera kaunsa matter hai",
                                   "Varadkar sahab ke court me mera kya pending hai?"])
def test_a_judge_s_court_asked_gives_the_matters_before_that_judge_not_today_s_list(pr, asked):
    a = pr.ask(asked, today=TODAY)
    first = first_line(a)
    assert "Veerbhadr orchard suit" in first and "20 May 2026" in first, a.answer
    assert "Karmveer" not in a.answer, a.answer  # listed today, but before another judge


def test_a_high_court_named_by_its_place_lists_its_live_matters_and_says_the_disposed_one_is_over(pr):
    a = pr.ask("bhimavaram HC me abhi kaunsa matter bacha hai mera", today=TODAY)
    first = first_line(a)
    assert first.startswith("One of your open matters is before"), a.answer
    assert "Chettiar tank writ" in first and "8 Jul 2026" in first, a.answer
    assert "Dehlvi quashing petition" in first and "dismissed" in first, a.answer


def test_a_thing_no_record_holds_asked_with_the_particle_after_the_verb_is_not_on_record(pr):
    a = pr.ask("nagvanshi ka claim lok adalat me settle hua kya", today=TODAY)
    first = first_line(a)
    assert "no record" in first.lower() or first.startswith("Not on record"), a.answer
    assert "lok adalat" in first.lower(), a.answer
    assert "35%" not in first, a.answer


@pytest.mark.parametrize("asked", ["nagvanshi ka claim lok adalat me settle hua kya",
                                   "veerbhadr suit me commission report aaya kya",
                                   "karmveer trial madhye charge framing zala ka"])
def test_a_verb_of_happening_closed_by_the_asking_particle_asks_yes_or_no(asked):
    from tareekh.agent.question import _kind

    assert _kind(asked, False, False, False) == "yes_no"


@pytest.mark.parametrize("asked", ["wardekar babu is suit me kya kya chaal chal raha hai",
                                   "how is Wardekar dragging the orchard suit"])
def test_a_counsel_s_moves_asked_in_any_words_ask_his_pattern_not_the_work_pending(asked):
    from tareekh.agent.question import _kind

    assert _kind(asked, False, True, False) == "pattern"
