"""Whether a bench even sits on its dates, asked in the habitual with a particle and closed by "or not" ("… baithte bhi
hain ki nahi?", "does she even sit on her dates or not?"): a habit of the bench answered by the days it was away, not
a yes or no, and the closing "or not" is no situation of a thing not done. A chat message's opening "Sir" is the
senior addressed, not the bench. A counsel named in Devanagari as seeking time is that counsel's time, though the day
was read as ours.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, _folder) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sh. Ovik Brannel Tarmundel", short="SDM sahab Kargyam",
                         court="Sub-Divisional Magistrate, Kargyam"))
    reg.add_person(Judge(id="J2", name="Ms. Zelmira Quessop", short="Quessop madam (JMFC)",
                         court="Judicial Magistrate First Class, Kargyam"))
    reg.add_person(Counsel(id="OC1", name="Sh. Ulrav Kaini"))
    reg.add_case(Case(id="T1", number="Misc. Case 4/2031", short_name="Vimbey boundary case",
                      title="Ordhel Vimbey vs Tarquin Oslak", judge_id="J1", side="petitioner"))
    reg.add_case(Case(id="T2", number="CC 19/2031", short_name="Chorol cheque case",
                      title="Chorol Agencies vs Quillon Tarmundel", judge_id="J2", side="complainant"))
    reg.add_case(Case(id="T3", number="OS 8/2031", short_name="Gonpa dharamshala suit",
                      title="Shri Gonpa Dharamshala Committee vs Velgrin Ospa", judge_id="J2", counsel_id="OC1", side="plaintiff"))
    practice.ingest_text("12.03.31 Vimbey boundary - SDM Kargyam, patwari report mangi. Next 20.04.31",
                         name="vimbey 12.03.txt", case_id="T1", date="2031-03-12", author="Lawyer")
    practice.ingest_text("20.04.31 विम्बे (मिस. 4/31) एस.डी.एम. कारग्याम — पीठासीन अधिकारी बाढ़ राहत ड्यूटी पर, कोई कार्य नहीं। "
                         "अगली 25.05.31", name="register 20.04.txt", case_id="T1", date="2031-04-20", author="Lawyer")
    practice.ingest_text("25.05.31 Vimbey boundary - report pe objection diya. Next 30.06.31",
                         name="vimbey 25.05.txt", case_id="T1", date="2031-05-25", author="Lawyer")
    # a chat of another matter, opening on "Sir" to the senior, naming an accused who shares the judge's surname
    practice.ingest_text("11:20 Orrin Jr: Sir Tarmundel absent. Quessop madam ne BW jaari kiya. Next 22/05",
                         name="chat 14.04.txt", case_id="T2", date="2031-04-14", author="Orrin Jr")
    practice.ingest_text("03.08.31 धर्मशाला वाद — 7/11 पर हमारा जवाब दाखिल। कैनी वकील साहब ने समय माँगा। अगली 31.08.31",
                         name="register 03.08.txt", case_id="T3", date="2031-08-03", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "bench-sits", build)


@pytest.mark.parametrize("question", [
    "Kargyam SDM sahab tarikh pe baithte bhi hain ki nahi",
    "does the Kargyam SDM even sit on his dates or not?",
])
def test_whether_the_bench_sits_is_answered_by_its_days_away(pr, question):
    a = pr.ask(question, today="2031-09-01")
    assert "ड्यूटी" in a.answer or "duty" in a.answer.lower(), a.answer
    assert not first_line(a).startswith(("No", "Yes")), a.answer
    assert "Tarmundel absent" not in first_line(a), a.answer  # the senior addressed, not the bench


def test_a_habitual_with_a_particle_is_a_habit_asked():
    from tareekh.agent.habit_asked import asks_habit, habitual_verbs

    assert asks_habit("SDM sahab tarikh pe baithte bhi hain ki nahi")
    assert asks_habit("madam adjournment dete to hain?")
    assert asks_habit("साहब तारीख पर बैठते भी हैं?")
    assert "nahi" not in habitual_verbs("gawah aate nahi hain to kya karte hain")  # the negation stays a topic


def test_the_closing_or_not_is_no_thing_not_done():
    from tareekh.agent.situation import negated

    assert negated("SDM sahab tarikh pe baithte hain ki nahi") == []
    assert negated("judge garu date ki kurchuntara leda") == []
    assert negated("gawah nahi aaye to kya karte hain")  # a real negation stays


def test_a_chat_message_s_sir_is_the_senior_addressed():
    from tareekh.agent.judge_ways import without_chat_address

    assert without_chat_address("11:20 Orrin Jr: Sir Tarmundel absent") == "11:20 Orrin Jr: Tarmundel absent"
    assert without_chat_address("11:20 Orrin Jr: Madam ne kaha agli baar final") == \
        "11:20 Orrin Jr: Madam ne kaha agli baar final"  # the bench, acting


def test_the_bench_sitting_is_asked_in_the_languages():
    from tareekh.agent.judge_away import asks_bench_sits

    assert asks_bench_sits("sir date-ku bosen ki na?")
    assert asks_bench_sits("saheb mudat la bastat ka?")
    assert not asks_bench_sits("what did the judge order last time?")


def test_a_counsel_named_in_devanagari_seeking_time_is_his(pr):
    a = pr.ask("ulrav kaini velgrin ki taraf se kya karte aaye hain", today="2031-09-01")
    assert "sought time" in first_line(a), a.answer


def test_a_particle_of_inclusion_is_no_topic_of_a_habit():
    from tareekh.agent.lexicon import even_stems

    assert even_stems("does the SDM even sit on his dates?") == {"even"}
    assert even_stems("sir date-ku kuda vastara?")  # Telugu "kuda": even, also
    assert not even_stems("judge pan card maangte hain?")  # a PAN card is a thing asked
