"""Next dates and pending work on a small invented practice (a Sikkim appeal, a Kerala suit, a Tamil Nadu tenancy
appeal, a well dispute), written for these tests and asked in several languages:

- the last next date filed under a matter is past, and the note of that day's hearing waits in review because it
  names the matter by its bare number: the next date it gives is said, with where it comes from — never "no next
  date after today";
- a page of two matters filed under one: the next date of the part that names the matter asked, not the other's;
- "what is pending before <judge>?" (no matter named): each matter before that judge, its next date and work."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import cited_ok, first_line as first

TODAY = "2026-03-10"


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Smt. Rohini Deshpande", short="Deshpande madam"))
    reg.add_person(Judge(id="J2", name="Shri Arvind Kulkarni", short="Kulkarni sir"))
    reg.add_person(Client(id="CL1", name="Tenzing Bhutia"))
    reg.add_case(Case(id="A1", number="R.F.A. No. 7731 of 2023", short_name="Bhutia orchard appeal",
                      title="Tenzing Bhutia vs Norbu Yonzon", judge_id="J1", client_id="CL1",
                      side="appellant", stage="admission", next_date="2026-02-16"))
    reg.add_case(Case(id="A2", number="O.S. No. 58 of 2024", short_name="Kurian boundary suit",
                      title="Mariamma Kurian vs Jacob Puthenveettil", judge_id="J2", side="plaintiff",
                      stage="evidence", next_date="2026-04-02"))
    reg.add_case(Case(id="A3", number="M.A. No. 212 of 2025", short_name="Ranganathan tenancy appeal",
                      title="K. Ranganathan vs Padma Iyer", judge_id="J2", side="appellant", stage="arguments",
                      next_date="2026-03-19"))
    reg.add_case(Case(id="A4", number="C.S. No. 904 of 2025", short_name="Gowda well suit",
                      title="Nanjundappa Gowda vs Basamma", judge_id="J1", side="plaintiff"))
    reg.add_case(Case(id="A5", number="C.S. No. 3318 of 2025", short_name="Mohanty pond suit",
                      title="Bijay Mohanty vs Sarat Das", judge_id="J1", side="plaintiff"))
    p.ingest_text("2.2.26 - Bhutia orchard appeal: admission heard in part. Registry objection on court fee. Next 16.2.26",
                  name="n1.txt", case_id="A1", date="2026-02-02", author="Lawyer")
    # the note of the 16 Feb hearing names the appeal by its bare number: the filing leaves it for review
    path = folder / "diary 16 feb.txt"
    path.write_text("16.2.26 Ct 5\n7731 - fee objection cured, appeal admitted. Notice to resp, LCR called for.\n"
                    "Next 30.3.26 for service report\n", encoding="utf-8")
    p.ingest([path])
    # a later page of two matters, both named by bare numbers, also left for review
    path = folder / "diary 17 mar.txt"
    path.write_text("17.3.26 Ct 5\n7731 - service report filed, LCR received. Next 30.4.26 for hearing\n"
                    "3318 - pond survey report awaited. Next 2.5.26\n", encoding="utf-8")
    p.ingest([path])
    p.ingest_text("5.3.26 Ranganathan tenancy appeal - arguments part heard. Written submissions to file before 19.3. "
                  "Next 19.3.26", name="n2.txt", case_id="A3", date="2026-03-05", author="Lawyer")
    reg.add_case(Case(id="A6", number="O.P. No. 615 of 2025", short_name="Nair family property petition",
                      title="Radhika Nair vs Suresh Nair", judge_id="J1", side="petitioner"))
    p.ingest_text("4.3.26 Ct 2 Nair family property petition\nCounsel for R1 wanted time for counter.\n"
                  "Court referred the parties to the Lok Adalat for settlement talks. Interim order continued. ND 5.5.26",
                  name="n4.txt", case_id="A6", date="2026-03-04", author="Lawyer")
    # one page of two matters, filed under the first
    p.ingest_text("3.3.26 two matters today\nGowda well suit - PW2 surveyor cross over. Map to be marked. ND 2.4.26\n"
                  "Mohanty pond suit - defendant absent, notice again. NDOH 27.4.26",
                  name="n3.txt", case_id="A4", date="2026-03-03", author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "carried", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


@pytest.mark.parametrize("q", ["Bhutia orchard appeal next date?", "orchard appeal porer tarikh kobe?",
                               "bhutia appeal aduththa thethi eppo?", "7731 la pudhchi tarikh kadhi?"])
def test_a_past_next_date_gives_the_date_its_hearing_set_in_a_note_left_for_review(practice, q):
    a = practice.ask(q, today=TODAY)
    line = first(a)
    assert "No next date" not in line
    assert "30 Mar 2026" in line
    assert "review" in line  # where the date comes from: a note not yet filed under the matter
    assert cited_ok(practice, a)


def test_a_note_left_for_review_naming_another_number_is_not_read_as_the_hearing(practice):
    a = practice.ask("Ranganathan tenancy appeal next date?", today="2026-03-25")
    assert "30 Mar 2026" not in first(a)


@pytest.mark.parametrize("q", ["gowda well suit next date?", "well suit ND kyare?", "gowda suit agli tareekh kab hai?"])
def test_a_page_of_two_matters_gives_the_date_of_the_part_naming_the_matter(practice, q):
    a = practice.ask(q, today=TODAY)
    line = first(a)
    assert "2 Apr 2026" in line
    assert line.index("2 Apr 2026") < line.find("27 Apr 2026") or "27 Apr 2026" not in line.split("(")[0]
    assert cited_ok(practice, a)


@pytest.mark.parametrize("q", ["Kulkarni sir kade maza kay pending aahe?", "Kulkarni sir er kache amar ki ki pending?",
                               "what is pending before Kulkarni sir?", "Kulkarni sir munnadi enna pending?"])
def test_pending_before_a_judge_lists_each_matter_there_with_its_next_date(practice, q):
    a = practice.ask(q, today=TODAY)
    line = first(a)
    assert "Ranganathan" in line and "19 Mar 2026" in line
    assert "Kurian" in line and "2 Apr 2026" in line
    assert "Bhutia" not in line  # before another judge


@pytest.mark.parametrize("q", ["Kulkarni sir ke liye kya taiyar rakhna hai?",
                               "Kulkarni sir mundhe argue maadbekadre enu gamanisbeku?"])
def test_what_to_keep_ready_or_mind_before_a_judge_is_still_their_ways(practice, q):
    a = practice.ask(q, today=TODAY)
    assert "matters of yours before" not in first(a)


@pytest.mark.parametrize("q", ["bhutia appeal mein kya karna baaki hai?", "bhutia appeal lo em pending?",
                               "orchard appeal ma shu baaki che?"])
def test_pending_work_of_a_matter_says_a_newer_note_left_for_review(practice, q):
    a = practice.ask(q, today=TODAY)
    line = first(a)
    assert "LCR called for" in line and "review" in line


def test_a_later_note_of_two_matters_left_for_review_gives_the_date_of_the_matter_asked(practice):
    a = practice.ask("bhutia appeal next date kab hai?", today="2026-03-20")
    line = first(a)
    assert "30 Apr 2026" in line
    assert "2 May 2026" not in line and "pond" not in line


@pytest.mark.parametrize("q", ["nair petition adutha date eppol?", "nair property petition mundina dinanka yavaga?",
                               "nair petition next date and stage?"])
def test_a_next_date_after_a_short_closing_line_says_the_stage_set_above_it(practice, q):
    a = practice.ask(q, today=TODAY)
    line = first(a)
    assert "5 May 2026" in line
    assert "Lok Adalat" in line
    assert cited_ok(practice, a)
