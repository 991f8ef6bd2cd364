"""A word of asking is never the thing asked: the imperatives of telling ("bolo", "dasso", "sollunga", "heli",
"sanga", "parayu", "bhannus"), the relative pronouns ("jiska", "jyacha", "jeta", "jenu", "jehda", "jahara"), the
pronouns and determiners ("usne", "ohde", "tyacha", "sedin", "evari", "enthokke") and the
closed classes of the Hindi and Telugu the rules read as typed ("kyon", the "why" every other language's is read as;
"saath", "hamare", "mundu") are no topic a note must hold. A briefing asked in Bengali "… ta bolo" is the
matter's briefing, not the one line that happens to write "bolo"; a bank's fixed deposit asked as "FD" is the one the
order writes out.

A small practice written for these tests: a shop tenancy suit and a succession petition over a bank deposit.
"""

from __future__ import annotations

import pytest

from tareekh.agent.lexicon import overlap, stem, stems, topic_groups
from tareekh.agent.tongues import pivot
from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by, opened_offline

TODAY = "2026-03-20"


def _kept(question: str) -> set[str]:
    """Every stem of the question's words the reader keeps as things asked (their synonyms too)."""
    return {s for g in topic_groups(question) for s in g}


@pytest.mark.parametrize("question, tell", [
    ("Ojaswini er dokan mamla ta bolo", "bolo"),  # Bengali
    ("Ojaswini er dokan mamla ta janan", "janan"),  # Bengali
    ("Ojaswini da dukaan wala case dasseyo", "dasseyo"),  # Punjabi
    ("Ojaswini chya dukan baddal sangal", "sangal"),  # Marathi
    ("Ojaswini nu dukan vishe janavo", "janavo"),  # Gujarati
    ("Ojaswini kadai vazhakku pathi solunga", "solunga"),  # Tamil
    ("Ojaswini angadi case bagge tilisi", "tilisi"),  # Kannada
    ("Ojaswini kada case patti parayamo", "parayamo"),  # Malayalam
    ("Ojaswini dukan case gurinchi cheppara", "cheppara"),  # Telugu
    ("Ojaswini dokan mamala bisayare janantu", "janantu"),  # Odia
    ("Ojaswini ko pasal case barema bhannus", "bhannus"),  # Nepali
    ("Ojaswini ki dukaan ka case bataiyega", "bataiyega"),  # Hindi
    ("Ojaswini ki dukaan ka case samjhado", "samjhado"),  # Hindi
])
def test_an_imperative_of_telling_is_no_topic_in_any_language(question, tell):
    kept = _kept(question)
    assert stem(tell) not in kept, kept
    assert stem("ojaswini") in kept, kept


@pytest.mark.parametrize("question, relative", [
    ("Vibhavari ki policy kitne ki thi jiska renewal hua", "jiska"),  # Hindi
    ("Vibhavari chi policy kiti hoti jyacha renewal zala", "jyacha"),  # Marathi
    ("Vibhavari er policy koto chilo jeta renewal holo", "jeta"),  # Bengali
    ("Vibhavari ni policy ketli hati jenu renewal thayu", "jenu"),  # Gujarati
    ("Vibhavari di policy kinni si jehdi renewal hoyi", "jehdi"),  # Punjabi
    ("Vibhavari ra policy kete thila jahara renewal hela", "jahara"),  # Odia
])
def test_a_relative_pronoun_is_no_topic_beside_the_thing_it_qualifies(question, relative):
    kept = _kept(question)
    assert stem(relative) not in kept, kept
    assert {stem("policy"), stem("renewal")} <= kept, kept


def test_the_why_of_another_language_read_as_hindi_is_no_topic():
    read = pivot("Hrishant appeal yen adjourn aachu?", frozenset())  # Tamil "why": the rules read "kyon"
    assert "kyon" in read
    assert "kyon" not in _kept(read), _kept(read)


@pytest.mark.parametrize("question, word", [
    ("Yashodhan ke saath wala plot kab bika", "saath"),
    ("hamare Yashodhan wale plot ka naksha aaya na", "hamare"),
    ("Yashodhan plot naksha mundu vachinda", "mundu"),  # Telugu "before"
])
def test_the_closed_classes_of_the_languages_read_as_typed_are_no_topic(question, word):
    assert stem(word) not in _kept(question), _kept(question)


@pytest.mark.parametrize("question, pronoun", [
    ("Zorawar ka plot usne kab becha", "usne"),  # Hindi
    ("tumhara Zorawar wala plot kab bika", "tumhara"),  # Hindi
    ("Zorawar da plot ohde naal kado vikeya", "ohde"),  # Punjabi
    ("Zorawar cha plot tyacha naksha kadhi aala", "tyacha"),  # Marathi
    ("sedin Zorawar er plot e ki holo", "sedin"),  # Bengali
    ("Zorawar plot evari peru meeda undi", "evari"),  # Telugu
    ("Zorawar plot case il ente client enthokke paranju", "enthokke"),  # Malayalam
    ("Zorawar plot case alli en aaytu", "en"),  # Kannada
    ("Zorawar cha plot apla naksha kadhi aala", "apla"),  # Marathi
])
def test_a_pronoun_is_no_topic_beside_the_thing_asked(question, pronoun):
    kept = _kept(question)
    assert stem(pronoun) not in kept, kept
    assert stem("plot") in kept, kept


def test_fd_asked_meets_the_fixed_deposit_an_order_writes_out():
    line = "Let a certificate issue for the fixed deposit of Rs. 3,15,000 with the bank."
    assert overlap(topic_groups("Tejomaya ki FD kitne ki thi"), stems(line), line) >= 1


NOTES = [
    ("T1", "2026-01-12", "Ojaswini shop suit. WS filed by the landlord. Client ke bolo rent receipts anbe. "
                         "Next date 16.02.2026."),
    ("T1", "2026-02-16", "Ojaswini shop suit. Issues framed: 1. tenancy 2. arrears. Next date 25.03.2026 for PW1."),
    ("T2", "2026-02-02", "Mrinmoyee succession petition. Bank's term deposit advice filed. Next date 30.03.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="K1", name="Ojaswini Tarafdar"))
    reg.add_person(Client(id="K2", name="Mrinmoyee Saha"))
    reg.add_case(Case(id="T1", number="T.S. No. 41 of 2025", short_name="Ojaswini shop suit",
                      title="Ojaswini Tarafdar vs Ekambaram Dey", client_id="K1", nature="eviction of a shop tenant",
                      side="defendant"))
    reg.add_case(Case(id="T2", number="Succ. Case No. 9 of 2025", short_name="Mrinmoyee succession petition",
                      title="In re Mrinmoyee Saha", client_id="K2", nature="succession certificate for a bank deposit",
                      side="petitioner"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "words-of-asking", build))


def test_a_briefing_asked_with_bengali_tell_is_the_matter_s_briefing_not_the_line_writing_bolo(pr):
    a = pr.ask("ojaswini shop suit ta short e bolo, kothay ache", today=TODAY)
    assert first_line(a).startswith("Last hearing in"), a.answer
    assert "25 Mar 2026" in a.answer, a.answer
    # the note that writes "bolo" (a word of its own, to the client) is no line held for what was asked
    assert "- 12 Jan 2026" not in a.answer, a.answer

