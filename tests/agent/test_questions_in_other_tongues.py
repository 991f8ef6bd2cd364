"""Questions typed in the Indian languages lawyers type in Latin letters (Punjabi, Tamil, Marathi, Kannada, Bengali,
Malayalam, Gujarati, Odia) are read like the same question in Hinglish: their question words give the kind (when,
how many, what happened, what was said), and never become words a record must hold.

A small practice written for these tests: a bakery eviction and an orchard boundary suit, notes in English, with
invented names.
"""

from __future__ import annotations

import datetime

import pytest

from tareekh.agent.question import NameIndex, understand
from tareekh.agent.tongues import STOP_WORDS, pivot, role
from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import cited_ok, first_line

NOTES = [
    ("K1", "2025-11-04", "Bakery eviction - respondent counsel Biju sought time to file objections. Costs Rs 1,500 "
                         "imposed on respondent. Next 02.12.2025."),
    ("K1", "2025-12-02", "Bakery eviction - respondent counsel Biju sought time again, citing illness. "
                         "Next 13.01.2026."),
    ("K1", "2026-01-13", "Bakery eviction - objections filed. PW1 Rosamma examined in chief; in cross she admitted the "
                         "rent receipts were unsigned. Next 12.03.2026 for respondent's evidence."),
    ("K2", "2026-01-20", "Orchard boundary suit - commissioner's report filed. Next 20.03.2026 for objections to "
                         "report."),
    ("K1", "2025-12-20", "Bakery eviction - summons to respondent's son Joseph returned: he has moved to Muscat."),
    ("K3", "2026-01-22", "Cheque case - complainant examined in chief, marked Ex P1 to P4. Next 05.03.2026 for cross."),
    ("K4", "2025-10-06", "Pension writ - respondents directed to release the pension arrears of Rs 2,40,000 within "
                         "eight weeks. Next 15.12.2025."),
    ("K4", "2025-12-15", "Pension writ - pension arrears of Rs 2,40,000 received by the petitioner. Closed."),
]
TODAY = "2026-02-01"


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("tongues") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="CR", name="Rosamma Kurian"))
        reg.add_person(Client(id="CM", name="Manjunath Hegde"))
        reg.add_person(Counsel(id="OB", name="Biju Paulose"))
        reg.add_case(Case(id="K1", number="R.C.P. No. 55 of 2025", short_name="Bakery eviction",
                          title="Rosamma Kurian vs Tomin Varghese", client_id="CR", counsel_id="OB",
                          side="petitioner", next_date="2026-03-12"))
        reg.add_case(Case(id="K2", number="O.S. No. 140 of 2024", short_name="Orchard boundary suit",
                          title="Manjunath Hegde vs Shivakumar", client_id="CM", side="plaintiff",
                          next_date="2026-03-20"))
        # a client whose name begins as a Tamil verb does ("sonn-": said): a name, never read as the verb
        reg.add_person(Client(id="CS", name="Sonnappa Reddy"))
        reg.add_case(Case(id="K3", number="C.C. No. 310 of 2025", short_name="Sonnappa cheque case",
                          title="Sonnappa Reddy vs Lakshmi Textiles", client_id="CS", side="complainant",
                          next_date="2026-03-05"))
        reg.add_person(Client(id="CT", name="Thankamma Joseph"))
        reg.add_case(Case(id="K4", number="W.P.(C) No. 2211 of 2025", short_name="Thankamma pension writ",
                          title="Thankamma Joseph vs State", client_id="CT", side="petitioner"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


def _kind(pr, text: str) -> str:
    return understand(text, registry=pr.registry, today=datetime.date.fromisoformat(TODAY),
                      index=NameIndex(pr.registry)).kind


@pytest.mark.parametrize("text,kind", [
    ("bakery case ch pichli date te ki hoya si?", "last_time"),            # Punjabi
    ("bakery case ch biju ne kinni vaari time leya?", "count"),            # Punjabi
    ("orchard suit adutha date enna?", "next_date"),                       # Tamil
    ("bakery case la evlo thadava time kettaanga?", "count"),              # Tamil
    ("bakery case la rosamma cross la enna sonnaanga?", "said"),           # Tamil
    ("orchard suit madhe pudhchi tarikh kadhi aahe?", "next_date"),        # Marathi
    ("bakery case madhe costs kiti dile?", "amount"),                      # Marathi
    ("orchard suit alli mundina date yaavaga?", "next_date"),              # Kannada
    ("bakery case er porer date kobe?", "next_date"),                      # Bengali
    ("bakery case il kazhinja date enthu sambhavichu?", "last_time"),      # Malayalam
    ("orchard suit ni aavti date kyare che?", "next_date"),                # Gujarati
    ("bakery case ra gata date kana hela?", "last_time"),                  # Odia
    ("bakery case ma ketli vaar mudat lidhi?", "count"),                   # Gujarati, the court's "mudat"
    ("orchard suit mundina dinaanka yaavaga?", "next_date"),               # Kannada, the court's "dinaanka"
    ("bakery case il ethra thavana avadhi eduthu?", "count"),              # Malayalam
    ("bakery case e koto bar adjournment niyeche?", "count"),              # Bengali
    ("orchard suit madhe pudhchi sunavani kadhi?", "next_date"),           # Marathi, the court's "sunavani"
    ("bakery case il costs ethra koduthu?", "amount"),                     # Malayalam: how much was paid
    ("bakery case e costs koto diyeche?", "amount"),                       # Bengali
    ("bakery case la yaaru time kettaanga?", "who"),                       # Tamil: who sought time
    ("bakery case alli yaaru adjournment kelidru?", "who"),                # Kannada
    ("thankamma case alli pension sikkitha?", "yes_no"),                   # Kannada: did she get it
])
def test_the_kind_of_a_question_is_read_from_its_language_question_words(pr, text, kind):
    assert _kind(pr, text) == kind, pivot(text)


def test_a_language_question_word_is_never_a_topic_a_record_must_hold(pr):
    q = understand("bakery case la rosamma cross la enna sonnaanga?", registry=pr.registry,
                   today=datetime.date.fromisoformat(TODAY))
    assert not {"la", "enna", "sonnaanga"} & set(q.topics), q.topics
    q = understand("bakery case ch pichli date te ki hoya si?", registry=pr.registry,
                   today=datetime.date.fromisoformat(TODAY))
    assert not {"ch", "te", "hoya", "si"} & set(q.topics), q.topics


def test_a_verb_is_read_by_its_root_whatever_ending_the_speaker_puts_on_it():
    assert role("sonnaaru") == role("sonnanga") == "said"
    assert role("kettaanga") == "sought"
    assert role("vaanganum") == "must"  # the Tamil obligative ending, on any verb
    assert role("maadbeku") == "must"  # the Kannada one


def test_the_table_takes_no_english_or_court_word_for_a_function_word():
    # an English word a note may hold as a thing asked about is never taken for another language's function word
    for w in ("case", "order", "costs", "date", "court", "bail", "appeal", "file", "notice", "time", "witness",
              "re", "de"):  # "re-examination", "Re:"; "DE?" (defence evidence)
        assert w not in STOP_WORDS, w


def test_a_punjabi_last_time_question_answers_with_the_last_hearing(pr):
    a = pr.ask("rosamma wale bakery case ch pichli date te ki hoya si?", today=TODAY)
    assert "13 Jan 2026" in first_line(a) and "No record" not in a.answer, a.answer
    assert cited_ok(pr, a)


def test_a_punjabi_count_question_counts_the_adjournments(pr):
    a = pr.ask("bakery case ch biju ne kinni vaari time leya?", today=TODAY)
    first = first_line(a).lower()
    assert ("two times" in first or "two" in first or "2 " in first) and "no record" not in first, a.answer


def test_a_tamil_next_date_question_gives_the_next_date(pr):
    a = pr.ask("orchard suit adutha date enna?", today=TODAY)
    assert "20 Mar 2026" in first_line(a), a.answer


def test_a_tamil_said_question_gives_what_the_witness_said(pr):
    a = pr.ask("bakery case la rosamma cross la enna sonnaanga?", today=TODAY)
    assert "unsigned" in a.answer and "No record" not in a.answer, a.answer


def test_a_marathi_amount_question_gives_the_costs(pr):
    a = pr.ask("bakery case madhe costs kiti lagle?", today=TODAY)
    assert "1,500" in first_line(a), a.answer


def test_a_kannada_and_a_bengali_next_date_question(pr):
    assert "20 Mar 2026" in first_line(pr.ask("orchard suit alli mundina date yaavaga?", today=TODAY))
    assert "12 Mar 2026" in first_line(pr.ask("bakery case er porer date kobe?", today=TODAY))


def test_a_thing_the_notes_never_mention_is_still_said_to_be_unrecorded(pr):
    a = pr.ask("orchard suit ch injunction mili si?", today=TODAY)
    assert "no record" in a.answer.lower() or "nothing in your notes" in a.answer.lower(), a.answer


def test_a_question_in_words_the_reader_does_not_know_shows_the_nearest_lines_not_a_flat_no_record(pr):
    # a language the table does not hold: no word of it says the kind, so the answer is the lines nearest the
    # things it names (the cross), never "nothing in them says so" because its own words are in no note
    a = pr.ask("bakery case rosamma cross-ant kitem sanglem?", today=TODAY)
    assert "unsigned" in a.answer and "nothing in them says so" not in a.answer, a.answer
    assert cited_ok(pr, a)


@pytest.mark.parametrize("typed,read", [
    ("pichli date te ki hoya si?", "kya hua tha"),         # Punjabi: "ki" before a verb asks what
    ("batra layi ki ki baaki hai?", "kya kya baaki"),      # "ki ki": what all
    ("ki remark keeta si?", "kya remark kiya tha"),        # "ki" before a thing and a Punjabi verb
    ("conditions ki ne?", "conditions kya"),               # "ki" before the Punjabi "are" closing the clause
])
def test_a_punjabi_ki_is_read_as_what(typed, read):
    assert read in pivot(typed), pivot(typed)


def test_hindi_in_latin_letters_or_devanagari_stays_as_typed():
    for typed in ("Shyam ki appeal ki hai?", "Imran ki bail mili?", "bail ki date kab hai?",
                  "श्याम का केस कब आता है?", "मामले में अगली तारीख क्या है?"):
        assert pivot(typed) == typed


def test_a_gujarati_count_question_with_the_court_word_for_time_counts_the_adjournments(pr):
    a = pr.ask("bakery case ma biju e ketli vaar mudat lidhi?", today=TODAY)
    first = first_line(a).lower()
    assert ("two times" in first or "two" in first) and "no record" not in first, a.answer


@pytest.mark.parametrize("text,day", [
    ("बेकरी केस मध्ये पुढची तारीख कधी आहे?", "12 Mar 2026"),     # Marathi in Devanagari
    ("বেকারি কেস এর আগামী তারিখ কবে?", "12 Mar 2026"),           # Bengali script
    ("ஆர்ச்சர்ட் கேஸ்ல அடுத்த வாய்தா எப்போ?", "20 Mar 2026"),     # Tamil script, the court's "vaaydha"
    ("বেকারি কেস এর নেক্সট ডেট কবে?", "12 Mar 2026"),            # Bengali script, English "next date" in it
    ("ಆರ್ಚರ್ಡ್ ಕೇಸಿನಲ್ಲಿ ಮುಂದಿನ ಹಿಯರಿಂಗ್ ಯಾವಾಗ?", "20 Mar 2026"),  # Kannada script, English "hearing" in it
])
def test_a_next_date_question_typed_in_a_language_own_script(pr, text, day):
    a = pr.ask(text, today=TODAY)
    assert day in first_line(a), a.answer


def test_a_client_name_that_begins_like_a_verb_of_the_table_names_the_case(pr):
    q = understand("sonnappa case adutha date enna?", registry=pr.registry, today=datetime.date.fromisoformat(TODAY))
    assert q.cases == ["K3"] and q.kind == "next_date", (q.cases, q.kind, q.text)
    assert "5 Mar 2026" in first_line(pr.ask("sonnappa case adutha date enna?", today=TODAY))


def test_a_tamil_who_sought_time_question_names_the_counsel(pr):
    a = pr.ask("bakery case la yaaru time kettaanga?", today=TODAY)
    assert "Biju" in first_line(a), a.answer


def test_a_bare_yes_no_about_the_thing_its_case_is_named_for_reads_that_thing(pr):
    # "pension" names the case and is what is asked: "did she get the pension?", nothing else in the question
    a = pr.ask("thankamma nu pension mil gayi?", today=TODAY)
    assert first_line(a).startswith("Yes") and "2,40,000" in first_line(a), a.answer


def test_an_abbreviation_typed_in_capitals_is_never_read_as_a_language_word():
    assert pivot("SI ne kya kaha?") == "SI ne kya kaha?"  # the officer, not the Punjabi "was"
    assert pivot("KI?") == "KI?"


def test_an_english_court_word_spelt_in_a_script_is_read_but_a_name_that_sounds_short_is_not():
    assert pivot("ఆర్డర్ ఎప్పుడు?") == "order kab?"        # Telugu script "order"
    assert "বেলা" in pivot("বেলা কেস এর অর্ডার?")          # Bela is a name, not "bail"
    assert "দত্ত" in pivot("দত্ত বাবুর কেস")                  # Dutta is a name, not "date"


@pytest.mark.parametrize("text", [
    "பேக்கரி கேஸ்ல ஜோசப் இப்போ எங்க இருக்காரு?",     # Tamil script: "Joseph", a name no registry holds
    "ಬೇಕರಿ ಕೇಸಿನಲ್ಲಿ ಜೋಸೆಫ್ ಈಗ ಎಲ್ಲಿ?",               # Kannada script
])
def test_a_person_the_notes_name_typed_in_a_script_is_read_as_the_notes_spell_him(pr, text):
    a = pr.ask(text, today=TODAY)
    assert "Muscat" in a.answer, a.answer


@pytest.mark.parametrize("text", [
    "thankamma case alli pension sikkitha?",     # Kannada
    "thankamma case e pension pelo?",            # Bengali
    "thankamma case la pension kedaichudha?",    # Tamil
    "thankamma case ma pension malyu?",          # Gujarati
])
def test_did_she_get_it_asked_in_any_language_is_answered_from_the_line_that_says_so(pr, text):
    a = pr.ask(text, today=TODAY)
    assert first_line(a).startswith("Yes") and "2,40,000" in first_line(a), a.answer


def test_a_bengali_classifier_or_until_is_never_a_topic_a_record_must_hold(pr):
    q = understand("bakery case e biju costs ta diyeche obdhi?", registry=pr.registry,
                   today=datetime.date.fromisoformat(TODAY))
    assert not {"ta", "obdhi"} & set(q.topics), q.topics
    a = pr.ask("thankamma case e pension ta peyeche ekhon obdhi?", today=TODAY)
    assert first_line(a).startswith("Yes") and "2,40,000" in first_line(a), a.answer


@pytest.mark.parametrize("text,habit", [
    ("Dsouza madam yavaglu en heltaare?", True),  # Kannada, "always": a habit of saying
    ("Dsouza madam eppozhum enna solraanga?", True),  # Tamil
    ("Dsouza madam lok adalat bagge en heltaare?", False),  # no "always": what she said
    ("Dsouza madam enna solraanga?", False),
])
def test_a_habitual_verb_of_saying_is_a_habit_only_beside_always(text, habit):
    read = pivot(text)
    assert ("karte hain" in read) is habit and ("kaha" in read) is not habit, read


@pytest.mark.parametrize("text", [
    "Borthakur madam shadharonoto ki kore?",  # Bengali, "usually"
    "Borthakur madam xadharonote ki kore?",  # Assamese, its "x"
    "Borthakur madam saadhaaranangaa emi chestaru?",  # Telugu
])
def test_usually_is_a_habit_asked_however_its_vowels_are_typed(text):
    from tareekh.agent.habit_asked import asks_habit, every_time

    assert every_time(text) or asks_habit(text), text


def test_of_what_kind_in_assamese_asks_how_and_is_no_word_of_a_name():
    assert role("kenekua") == "how" and role("kenekuwa") == "how"
    assert "kenekua" not in pivot("Rongpipi kenekua ukil?")
    assert role("hoisil") == "happened" and role("hol") == "happened"  # the table's other Assamese words stay read


@pytest.mark.parametrize("typed", ["X ketethar absent hela", "X kete thar absent hela", "X ketebaar time nela"])
def test_odia_how_many_times_typed_without_its_last_vowel_or_apart_is_read(typed):
    # Odia "kete thara" (how many times) is typed "ketethar", "kete thar", "ketebaar" as often as in full
    assert "kitni baar" in pivot(typed), pivot(typed)
