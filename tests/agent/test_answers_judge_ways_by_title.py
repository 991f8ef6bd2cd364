"""A judge's habits asked in any Indian language ("every time", "always", "her way", the habitual present) are the lines
where the judge acts or speaks — written with a courtesy or the bench's post ("Madam ne phir …", "PO asked … once
more") as often as by name — and a remark made again or every time comes before a line that only dates a hearing
or names who appeared.

A small practice written for these tests (a family court and a claims tribunal), in other words and names than the
data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Smt. Madhavi Rangnekar", short="Rangnekar madam",
                         court="Principal Judge, Family Court No. 2, Nashik", court_hall="Family Court No. 2"))
    reg.add_person(Judge(id="J2", name="Shri Omkar Thorve", short="Tribunal Member",
                         court="Motor Accident Claims Tribunal No. 1, Nashik", court_hall="MACT No. 1"))
    reg.add_person(Counsel(id="OC1", name="Vinayak Vaze"))
    reg.add_case(Case(id="F1", number="P.A. No. 88 of 2025", short_name="Ghanekar divorce",
                      title="Vaidehi Ghanekar vs Abhijeet Ghanekar", judge_id="J1", side="petitioner"))
    reg.add_case(Case(id="M1", number="M.A.C.P. No. 140 of 2024", short_name="Nimbalkar claim",
                      title="Sumedha Nimbalkar vs Vindhyagiri Transport and another", judge_id="J2", side="claimant",
                      counsel_id="OC1"))
    notes = [
        ("F1", "2026-01-05", "07.01 (Wed) - Family Ct 2 - Rangnekar madam - Ghanekar v Ghanekar, Vaidehi and Abhijeet. "
                             "Madam ne phir se dono ko mediation centre bheja. Costs Rs. 300 on Abhijeet for delay."),
        ("F1", "2026-02-10", "10.02 (Tue) - Family Ct 2 - Rangnekar madam - Vaidehi Ghanekar, Abhijeet Ghanekar. "
                             "Madam again: \"school fee receipts of the child, every date\". Next 16.03."),
        ("F1", "2026-03-16", "16.03 (Mon) - Family Ct 2 - Rangnekar madam - Ghanekar matter, Vaidehi present."),
        ("M1", "2026-01-20", "MACT 1 - Nimbalkar claim. PO ne phir insurer se settlement offer poocha. "
                             "Vaze sought time, instructions from the insurer awaited."),
        ("M1", "2026-02-24", "MACT 1 - Nimbalkar claim. PO asked the insurer once more - settlement offer? "
                             "Learned counsel for the Vindhyagiri Transport again prays for time; costs of Rs. 1,500 "
                             "imposed."),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-ways-by-title", build)


@pytest.mark.parametrize("question", [
    "Rangnekar madam ovvoru thadavaiyum enna kekkaanga?",  # Tamil: what does she ask every time
    "Rangnekar madam prati sala enu kelthare?",  # Kannada: what does she ask every time
    "Rangnekar madam ni paddhati shu chhe?",  # Gujarati: what is her way
    "Rangnekar madam ka tareeka kya hai?",  # Hindi: her way
])
def test_a_judge_s_habit_is_what_the_judge_said_again_not_the_day_s_heading(pr, question):
    a = pr.ask(question, today="2026-04-01")
    line = first_line(a)
    assert "mediation" in line or "school fee" in line, a.answer
    assert "16.03 (Mon)" not in line, a.answer


@pytest.mark.parametrize("question", [
    "Tribunal member sir ellappozhum enthu chodikkum?",  # Malayalam: what does he always ask
    "Tribunal member sahab har peshi pe kya poochte hain?",  # Hindi: what does he ask every hearing
])
def test_a_judge_called_by_the_post_in_the_notes_is_the_judge_of_the_matter(pr, question):
    a = pr.ask(question, today="2026-04-01")
    assert "settlement offer" in first_line(a), a.answer


def test_every_time_in_the_languages_asks_a_judge_s_habit():
    from tareekh.agent.question import _kind

    for text in ("Rangnekar madam prathi saari emi adugutaru?", "Rangnekar madam protibar ki jiggesh koren?",
                 "Rangnekar madam ovvoru murai enna solluvaanga?", "Rangnekar madam da style ki hai?",
                 "Rangnekar madam nu kya chahiye hota hai pehli date te?"):
        assert _kind(text, True, False, False) == "judge_habit", text


def test_a_word_of_a_weekday_or_a_writ_is_no_habit_asked():
    from tareekh.agent.habit_asked import asks_habit

    assert not asks_habit("rit petition ka status kya hai")
    assert not asks_habit("somvaar ko kya hua")
    assert not asks_habit("sab dates batao")


def test_a_counsel_s_times_count_the_order_s_counsel_for_their_party_and_say_what_came_of_it(pr):
    a = pr.ask("Vaze ne Nimbalkar claim me kitni baar time liya, kya hua uska?", today="2026-04-01")
    line = first_line(a)
    assert line.startswith("Two times"), a.answer
    assert "1,500" in line, a.answer


def test_a_courtesy_said_after_a_lawyer_s_name_is_not_the_bench():
    from tareekh.agent.judge_ways import titled_actor

    assert titled_actor("Madam ne phir se dono ko mediation centre bheja")
    assert titled_actor("then the PO asked the insurer")
    assert not titled_actor("vaze sir ne time manga")
    assert not titled_actor("Vaidehi garu wanted an early date")


def test_an_order_s_counsel_for_a_party_is_that_party_s_side():
    from tareekh.agent.counsel_times import side_named

    ours, theirs = {"nimbalkar", "sumedha"}, {"vindhyagiri", "transport"}
    assert side_named(ours, theirs, "Learned counsel for the Vindhyagiri Transport again prays for time") == "other"
    assert side_named(ours, theirs, "Counsel for Sumedha Nimbalkar seeks a short date") == "ours"
    assert side_named(ours, theirs, "Time granted to both sides") is None
    # the party's role as the case's parties hold it
    assert side_named(ours | {"claimant"}, theirs | {"respondent"},
                      "Counsel for the respondent no. 1 seeks time for instructions") == "other"
