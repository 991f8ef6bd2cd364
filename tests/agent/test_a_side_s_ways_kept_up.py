"""A side's ways asked as a standing thing: a party (not a counsel or judge of the registry) named with the words for
"always" or "every time", or a counsel asked what he "has kept doing" (the continuative: a participle with the verb
"come" as its auxiliary, "karta aa raha hai", "chestu vastunnaru", "kore aschhe"), is asked that side's pattern — the
time it sought and the costs laid for it — not the lines of a topic.

A small practice written for these tests (a loan suit against a party who stays abroad), in other words, languages
and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.habit_asked import every_time, keeps_doing
from tareekh.registry.models import Case, Client, Counsel, Party
from tests.agent.helpers import home_built_by

TODAY = "2026-04-01"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL1", name="Sushant Phalswal"))
    reg.add_person(Counsel(id="OC1", name="Adv. Ravikiran Oberoy"))
    reg.add_case(Case(id="C1", number="O.S. No. 219 of 2025", short_name="Phalswal tractor loan suit",
                      title="Sushant Phalswal vs Manohar Tirkhalia", client_id="CL1", side="plaintiff",
                      counsel_id="OC1",
                      parties=[Party(name="Sushant Phalswal", role="plaintiff"),
                               Party(name="Manohar Tirkhalia", role="defendant")]))
    reg.add_case(Case(id="C2", number="C.C. No. 64 of 2026", short_name="Phalswal harvester complaint",
                      title="Sushant Phalswal vs Vadhera Harvesters Pvt. Ltd.", client_id="CL1", side="complainant",
                      parties=[Party(name="Sushant Phalswal", role="complainant"),
                               Party(name="Vadhera Harvesters Pvt. Ltd.", role="opposite party")]))
    for day, text in (
            ("2026-01-15", "Phalswal harvester complaint - company filed its version: the harvester was misused on "
                           "stony land, so the warranty is void. Next 19.02.2026."),
            ("2026-02-19", "Phalswal harvester complaint - evidence affidavit filed. The company again pressed misuse "
                           "on stony land against the warranty. Next 26.03.2026.")):
        practice.ingest_text(text, name=f"harvester {day}.txt", case_id="C2", date=day, author="Lawyer")
    notes = [
        ("2026-01-08", "Phalswal tractor loan suit - defendant Tirkhalia absent, his son says he is in Dubai for "
                       "work. Oberoy sought time for the written statement. Allowed on costs of Rs 1,750 to the "
                       "plaintiff. Next 12.02.2026."),
        ("2026-02-12", "Phalswal tractor loan suit - WS filed. Tirkhalia again abroad; Oberoy took time to cross "
                       "PW1, said instructions awaited from Dubai. Allowed, last chance. Next 20.03.2026."),
        ("2026-03-20", "Phalswal tractor loan suit - PW1 Sushant cross-examined by Oberoy for an hour. Next "
                       "24.04.2026 for DW1."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"loan suit {day}.txt", case_id="C1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-side-s-ways-kept-up", build)


@pytest.mark.parametrize("text", [
    "Oberoy args pe kya karta aa raha hai",  # Hindi
    "वकील तारीख लेता आ रहा है",  # Hindi in its script
    "Oberoy ki karda aa reha",  # Punjabi
    "Oberoy emi chestu vastunnaru",  # Telugu
    "Oberoy ki kore aschhe",  # Bengali
    "Oberoy kay magat aalet",  # Marathi
    "Oberoy shu karto aave chhe",  # Gujarati
])
def test_the_continuative_says_a_thing_kept_up_in_each_language(text):
    assert keeps_doing(text) and every_time(text)


@pytest.mark.parametrize("text", [
    "Pranita aa rahe hain kya?",  # a surname before "is coming": someone coming, no way of theirs
    "next date aa rahi hai kab?",  # a date coming
    "Mehul aala court madhe?",  # a name, and "came"
    "Oberoy kal aa rahe hain",
])
def test_someone_or_something_coming_is_no_thing_kept_up(text):
    assert not keeps_doing(text)


def test_a_counsel_asked_what_he_has_kept_doing_is_asked_his_ways(pr):
    # "what has Oberoy kept doing in the loan suit?" in the Hindi of Haryana and Rajasthan ("ke": what): his
    # pattern, the time he took and why — not the matter's last and next date
    a = pr.ask("Oberoy loan suit me ke karta aa raha", today=TODAY)
    assert a.answer.startswith("Adv. Ravikiran Oberoy"), a.answer
    assert "Dubai" in a.answer, a.answer


@pytest.mark.parametrize("question", [
    "Tirkhalia side sobsomoy Dubai bole ki kore",  # Bengali: "always saying Dubai, what does that side do"
    "Tirkhalia side always what does he say about Dubai",
])
def test_a_party_s_side_asked_with_always_is_asked_its_ways(pr, question):
    a = pr.ask(question, today=TODAY)
    assert "1,750" in a.answer, a.answer  # the costs laid when that side took time
    # the times that side took time, counted (a topic's lines would only list the notes)
    assert "two times" in a.answer.lower() or "two" in a.answer.lower(), a.answer


def test_a_party_s_ways_with_no_time_sought_are_the_matter_s_lines_on_what_is_asked(pr):
    # Marathi, "what point does the company raise every time in the harvester case?": a side that sought no time and
    # bore no costs is told by the lines of the matter, not "nothing on how the company conducts these matters"
    a = pr.ask("Phalswal harvester case madhe company pratyek veli kay mudda mandte", today=TODAY)
    assert "stony land" in a.answer, a.answer
    assert not a.answer.startswith("Nothing"), a.answer


@pytest.mark.parametrize("text", ["what has the company consistently pleaded", "why was it repeatedly put off"])
def test_consistently_and_repeatedly_say_a_way_kept_up(text):
    assert every_time(text)


@pytest.mark.parametrize("question", [
    "Tirkhalia ka defence Phalswal case me consistently kya raha",  # Hindi
    "Tirkhalia ka stand Phalswal case me consistently kya raha",
])
def test_a_party_s_defence_asked_as_a_standing_thing_is_its_pleaded_line(pr, question):
    # the party's own line, asked after its possessive ("<party> ka defence"): its side's ways, told by what it
    # and its counsel did — not "nothing in your notes on defence"
    a = pr.ask(question, today=TODAY)
    assert "Dubai" in a.answer, a.answer
    assert not a.answer.startswith("Nothing"), a.answer


def test_the_bench_asked_why_a_matter_is_put_off_again_and_again_is_each_day_and_its_reason(tmp_path):
    from tareekh.practice import Practice
    from tareekh.registry.models import Judge

    pr2 = Practice.open(tmp_path / "home", create=True)
    reg = pr2.registry
    reg.add_person(Client(id="CL1", name="Rukmavati Hosmath"))
    reg.add_person(Judge(id="J1", name="Sri. Girish V. Kolhar", short="DC saheb", court="Deputy Commissioner, Haveri"))
    reg.add_case(Case(id="C1", number="R.P. No. 71/2025", short_name="Rukmavati DC revision",
                      title="Rukmavati Hosmath vs Tahsildar", client_id="CL1", side="petitioner", judge_id="J1",
                      parties=[Party(name="Rukmavati Hosmath", role="petitioner")]))
    for day, text in (("2025-10-06", "Rukmavati DC revision - DC saheb called for the mutation register and the "
                                     "survey sketch. Next 10.11.2025."),
                      ("2025-11-10", "Rukmavati DC revision - DC saheb heard us on the sketch, asked the Tahsildar for "
                                     "a spot report. Next 12.01.2026."),
                      ("2026-01-12", "Rukmavati DC revision - DC on census duty today, not sitting. Adjourned to "
                                     "16.02.2026."),
                      ("2026-02-16", "Rukmavati DC revision - DC saheb granted status quo till disposal. Next "
                                     "20.03.2026.")):
        pr2.ingest_text(text, name=f"revision {day}.txt", case_id="C1", date=day, author="Lawyer")
    # the bench named by the word that also names the matter, asked why it is put off "again and again": the days
    # put off and the reason each gives, not the bench's lines in general
    a = pr2.ask("rukmavati DC revision me baar baar adjourn kyun hota hai", today=TODAY)
    assert a.answer.startswith("The dates lost"), a.answer
    assert "census duty" in a.answer.split("\n")[0], a.answer
