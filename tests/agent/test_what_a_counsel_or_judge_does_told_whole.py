"""What a counsel or a judge does, told whole:

- a judge's way written in the note's own script with the judge's surname in that script ("<surname> ಮೇಡಂ …",
  "<surname> साहेबांनी …") is a line of that judge, as one typed in Latin letters is;
- a counsel's times for time counted across matters and asked "on what excuses" give each day's plea, however many
  days there are (a long listing by matter, too);
- a counsel's ways tell what the court answered on the days he sought time: a last chance, no further time;
- "parties" asked of a judge's ways is the topic asked, not a word of asking a habit ("particular") cut to its stem.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Smt. Vasudha Murdeshwar", short="Murdeshwar madam",
                         court="Principal Civil Judge, Court No. 5, Dharmapuri", court_hall="Court No. 5"))
    reg.add_person(Judge(id="J2", name="Shri Vidyutar Kanvinde", short="Kanvinde saheb",
                         court="Civil Judge (S.D.), Court No. 2, Sawantwadi", court_hall="Court No. 2"))
    reg.add_person(Counsel(id="OC1", name="Kunjalika Dabholkar"))
    reg.add_case(Case(id="P1", number="O.S. No. 77 of 2025", short_name="Sabnavis partition",
                      title="Gauri Sabnavis vs Sauvikal Sabnavis", judge_id="J1", side="plaintiff"))
    reg.add_case(Case(id="P2", number="Spl. C.S. No. 19 of 2025", short_name="Zutshi partition",
                      title="Omkar Zutshi vs Mrinalesh Zutshi", judge_id="J2", side="plaintiff"))
    reg.add_case(Case(id="R1", number="R.C.S. No. 402 of 2024", short_name="Ganjoo shop suit",
                      title="Aniketar Ganjoo vs Vengsarkar Traders", judge_id="J1", side="plaintiff", counsel_id="OC1"))
    reg.add_case(Case(id="R2", number="M.A. No. 61 of 2025", short_name="Parulekar appeal",
                      title="Devarshik Parulekar vs Vengsarkar Traders", judge_id="J2", side="appellant",
                      counsel_id="OC1"))
    notes = [
        # the judges' ways, written in Kannada and in Marathi script with the surname in that script
        ("P1", "2026-01-12", "12.01.2026 ನ್ಯಾಯಾಲಯ 5 - ಸಬ್ನವೀಸ್ ವಿಭಾಗ ದಾವೆ. ಮುರ್ಡೇಶ್ವರ ಮೇಡಂ ಪ್ರಕರಣವನ್ನು ಮಧ್ಯಸ್ಥಿಕೆ "
                             "ಕೇಂದ್ರಕ್ಕೆ ಕಳುಹಿಸಿದರು. ಮುಂದಿನ ದಿನಾಂಕ 20.02.2026"),
        ("P1", "2026-02-20", "20.02.2026 Sabnavis partition - Murdeshwar madam: written statement on costs Rs. 500."),
        ("P2", "2026-01-15", "१५.०१.२०२६ दिवाणी न्यायालय - झुत्शी वाटणी दावा - कानविंदे साहेबांनी प्रकरण मध्यस्थी "
                             "केंद्राकडे पाठवले. पुढील तारीख २०.०२.२०२६"),
        ("P2", "2026-02-20", "20.02.2026 Zutshi partition - Kanvinde saheb: issues framed, evidence on 30.03.2026."),
        # a counsel's times for time in two matters, each with its plea, and what the court answered
        ("R1", "2026-01-05", "Ganjoo shop suit. Dabholkar sought time, his client is abroad. Next 02.02.2026."),
        ("R1", "2026-02-02", "Ganjoo shop suit. Dabholkar again sought time - engaged before the District Judge. "
                             "Last chance. Next 09.03.2026."),
        ("R1", "2026-03-09", "Ganjoo shop suit. Dabholkar sought time, the papers are with his senior. "
                             "Next 13.04.2026."),
        ("R1", "2026-04-13", "Ganjoo shop suit. Dabholkar sought time, unwell. Next 11.05.2026."),
        ("R2", "2026-01-20", "Parulekar appeal. Dabholkar sought time, instructions awaited from the firm. "
                             "Next 24.02.2026."),
        ("R2", "2026-02-24", "Parulekar appeal. Dabholkar sought time, a death in the family. Next 30.03.2026."),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-judge-told-whole", build)


@pytest.mark.parametrize("question, sent", [
    ("Murdeshwar madam partition suits me pehle kya karti hain?", "ಮಧ್ಯಸ್ಥಿಕೆ"),  # Kannada note
    ("Kanvinde saheb partition suits me pehle kya karte hain?", "मध्यस्थी"),  # Marathi note
])
def test_a_judge_named_in_the_note_s_script_is_that_judge(pr, question, sent):
    a = pr.ask(question, today="2026-06-01")
    assert sent in first_line(a), a.answer


def test_a_counsel_s_times_across_matters_asked_with_their_excuses_give_each_plea(pr):
    a = pr.ask("Dabholkar - how many adjournments has he taken against us in both matters, and on what excuses?",
               today="2026-06-01")
    line = first_line(a)
    assert "abroad" in line and "District Judge" in line and "death in the family" in line, a.answer


def test_a_counsel_s_ways_tell_the_last_chance_the_court_gave(pr):
    a = pr.ask("Dabholkar vakil har date pe kya karta hai?", today="2026-06-01")
    assert "last chance" in first_line(a).lower(), a.answer


def test_parties_asked_of_a_judge_s_ways_is_the_topic():
    from tareekh.agent.habits import habit_asking_stems
    from tareekh.agent.lexicon import stems

    party = stems("parties")
    assert not habit_asking_stems("Hattangadi madam parties ke baare me kya bolti hain?") & party
    assert not habit_asking_stems("what does Hattangadi madam tell the parties every date?") & party
    # the words of asking a habit, typed, are still no topic
    assert habit_asking_stems("anything particular to keep in mind before Hattangadi madam?") >= stems("particular")
