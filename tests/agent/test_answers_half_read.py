"""Questions half understood still get the facts: a day named by its weekday or its date alone, in any Indian
language or script, asks what is listed that day; a case named in words the reader cannot read as a kind is answered
with where it stands, not "No record"; a next date says whether the last date went ahead; words of when ("tarikh",
"pehla") never become the name of a case nobody holds.

A small Nagpur practice written for these tests (a shop-rent suit, a motor accident claim and a maintenance case),
in words other than the data sets the answerer was developed on.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.days_asked import day_named, weekday_named
from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import first_line, home_built_by

NOTES = {
    "G1": [
        ("2026-01-12", "Dhoble shop rent suit - plaint admitted, summons to tenant Wankhede. Next 16.02.2026."),
        ("2026-02-16", "Dhoble shop rent suit - Wankhede filed WS, denies arrears. Issues framed. Plaintiff to lead "
                       "evidence. Next 20.03.2026."),
        ("2026-03-20", "Dhoble shop rent suit - matter not reached, board did not move. Next 10.04.2026 for plaintiff "
                       "evidence."),
    ],
    "G2": [
        ("2026-02-03", "Ingle accident claim - insurer's reply filed; disputes the licence of the driver. "
                       "Next 06.03.2026 for PW1 chief."),
        ("2026-03-06", "Ingle accident claim - PW1 Sunanda Ingle examined in chief; cross deferred. Next 08.04.2026 "
                       "for cross of PW1."),
    ],
    "G3": [
        ("2026-02-25", "Kolhe maintenance - interim maintenance Rs 6,000 per month ordered. Next 27.03.2026."),
    ],
    "G4": [
        ("2026-03-25", "अभियुक्त अनुपस्थित। अभियुक्त के विरुद्ध गैर-जमानतीय अधिपत्र निर्गत करें। "
                       "अगली तिथि 15.04.2026 नियत।"),
    ],
}
TODAY = "2026-04-01"  # a Wednesday: Friday is 3 Apr, Wednesday the 8th, Friday the 10th


def build(practice, _folder) -> None:
    reg = practice.registry
    for cid, name in (("GC1", "Shalini Dhoble"), ("GC2", "Sunanda Ingle"), ("GC3", "Rupali Kolhe")):
        reg.add_person(Client(id=cid, name=name))
    reg.add_person(Counsel(id="GO1", name="Adv. Milind Bapat"))
    reg.add_person(Counsel(id="GO2", name="Adv. Ramesh Pare"))  # "pare": Odia for "after"; here, a surname
    reg.add_case(Case(id="G1", number="R.C.S. No. 77 of 2026", short_name="Dhoble shop rent suit",
                      title="Shalini Dhoble vs Prakash Wankhede", client_id="GC1", side="plaintiff",
                      counsel_id="GO1", next_date="2026-04-10"))
    reg.add_case(Case(id="G2", number="M.A.C.P. No. 412 of 2025", short_name="Ingle accident claim",
                      title="Sunanda Ingle vs Vidarbha Roadlines and another", client_id="GC2", side="petitioner",
                      counsel_id="GO2", next_date="2026-04-08"))
    reg.add_case(Case(id="G3", number="Pet. A. No. 95 of 2026", short_name="Kolhe maintenance",
                      title="Rupali Kolhe vs Nitin Kolhe", client_id="GC3", side="petitioner"))
    reg.add_person(Client(id="GC4", name="Yogesh Bhure"))
    reg.add_case(Case(id="G4", number="S.C.C. No. 1310 of 2025", short_name="Bhure cheque case",
                      title="Yogesh Bhure vs Anil Thool", client_id="GC4", side="complainant"))
    for cid, rows in NOTES.items():
        for day, text in rows:
            practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = home_built_by(tmp_path_factory, "halfread", build)
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("typed, weekday", [
    ("shukravari", 4), ("Sukrabara", 4), ("শুক্রবার", 4), ("வெள்ளிக்கிழமை", 4), ("جمعہ", 4), ("ਸ਼ੁੱਕਰਵਾਰ", 4),
    ("budhvaar", 2), ("ବୁଧବାର", 2), ("బుధవారం", 2), ("ಬುಧವಾರ", 2), ("ബുധനാഴ്ച", 2), ("বুধবাৰ", 2),
    ("somvar", 0), ("robibar", 6), ("ஞாயிறு", 6), ("mangalwaar", 1), ("guruvaaram", 3), ("ਵੀਰਵਾਰ", 3),
])
def test_a_weekday_is_read_in_every_language_and_script(typed, weekday):
    assert weekday_named(f"{typed} ko kya hai?") == weekday


def test_words_that_only_look_like_days_are_not_days():
    for text in ("somebody saw the budget", "sat on the file", "guruji said so", "virat", "adivasi land"):
        assert weekday_named(text) is None, text


def test_a_day_named_alone_is_the_coming_one_and_a_day_gone_by_when_asked_what_happened():
    wed = date(2026, 4, 1)
    assert day_named("shukravari kay aahe?", wed) == date(2026, 4, 3)
    assert day_named("friday ko kya hua tha?", wed) == date(2026, 3, 27)
    assert day_named("10 tarikh ko kya hai", wed) == date(2026, 4, 10)
    assert day_named("8ne tareekhu", wed) == date(2026, 4, 8)


@pytest.mark.parametrize("question", [
    "shukravari konti case aahe?",  # Marathi in Latin letters
    "শুক্রবার কোন কেস আছে?",  # Bengali script
    "வெள்ளிக்கிழமை என்ன கேஸ்?",  # Tamil script
    "jumme ko kaunsa case hai",  # Urdu in Latin letters
    "10 tarikh ko kya hai?",  # the date alone
])
def test_a_day_named_alone_asks_what_is_listed_that_day(pr, question):
    a = pr.ask(question, today=TODAY)
    line = first_line(a)
    assert "10 Apr 2026" in line or "3 Apr 2026" in line, a.answer
    if "10" in question or "শুক্র" in question or "shukra" in question or "வெள்ளி" in question or "jumme" in question:
        pass
    if "10 tarikh" in question:
        assert "Dhoble" in line, a.answer


def test_a_coming_wednesday_lists_the_matter_fixed_for_it(pr):
    a = pr.ask("agla budhvaar kaunsa matter hai?", today=TODAY)
    line = first_line(a)
    assert "8 Apr 2026" in line and "Ingle" in line, a.answer


def test_a_case_asked_in_words_the_reader_cannot_read_gets_its_status_not_no_record(pr):
    # "ka haal-hawal?" / "pudhe kasa?": no question word the reader knows; the case is named plainly
    for question in ("Ingle accident claim pudhe kasa gela?", "Ingle accident claim nu kem chalyu?"):
        a = pr.ask(question, today=TODAY)
        line = first_line(a)
        assert not line.startswith(("No record", "Nothing in your notes")), a.answer
        assert "6 Mar 2026" in line and "8 Apr 2026" in line, a.answer  # the last hearing and the next date


def test_a_thing_no_record_of_the_case_holds_is_still_no_record(pr):
    a = pr.ask("Ingle accident claim tractor?", today=TODAY)
    assert first_line(a).startswith(("No record", "Nothing in your notes")), a.answer


def test_a_next_date_says_the_last_date_was_not_reached(pr):
    a = pr.ask("Dhoble shop rent suit next date?", today=TODAY)
    line = first_line(a)
    assert "10 Apr 2026" in line and "20 Mar 2026" in line and "not effective" in line, a.answer


def test_a_next_date_after_a_day_that_went_ahead_says_nothing_of_adjournment(pr):
    a = pr.ask("Ingle accident claim next date?", today=TODAY)
    assert "not effective" not in first_line(a), a.answer


def test_the_next_adjournment_in_another_language_asks_the_next_date(pr):
    # "mudat" (Gujarati/Marathi: the adjournment date) after "aavti" (coming)
    a = pr.ask("Kolhe maintenance ni aavti mudat?", today="2026-03-01")
    assert first_line(a).startswith("Next date"), a.answer
    assert "27 Mar 2026" in first_line(a), a.answer


def test_words_of_when_are_not_the_name_of_a_case(pr):
    a = pr.ask("8 tarikh pehla Ingle claim ma shu baaki che?", today=TODAY)
    assert "No such case" not in a.answer, a.answer
    assert "Ingle" in first_line(a), a.answer


def test_a_description_strung_on_a_gujarati_possessive_names_the_case(pr):
    a = pr.ask("shalini no shop vado case kya pahonchyo?", today=TODAY)
    assert "No such case" not in a.answer, a.answer
    assert "Dhoble" in first_line(a), a.answer


def test_a_counsel_named_with_his_word_before_the_case_is_not_another_case(pr):
    # "Bapat vakil Dhoble suit …": the counsel's name and the case's, side by side, in the words of the corridor
    for question in ("Bapat vakil Dhoble suit ma ketli vaar time lidho?", "bapat vakeel da dhoble case ch ki pattern aa"):
        a = pr.ask(question, today=TODAY)
        assert "No such case" not in a.answer, a.answer


def test_what_became_of_a_matter_in_punjabi_is_its_last_hearing(pr):
    a = pr.ask("ingle claim da ki baneya?", today=TODAY)
    line = first_line(a)
    assert line.startswith("Last hearing") and "6 Mar 2026" in line, a.answer


def test_the_next_date_asked_with_a_regional_spelling_of_tareekh(pr):
    a = pr.ask("kolhe maintenance agli tareek kado aa?", today="2026-03-01")
    assert first_line(a).startswith("Next date") and "27 Mar 2026" in first_line(a), a.answer


def test_a_bare_abbreviation_finds_the_order_sheet_that_writes_it_in_words_and_says_the_coming_date(pr):
    # "NBW?": the order sheet writes the warrant in formal Hindi ("गैर-जमानतीय अधिपत्र"), never the letters
    a = pr.ask("NBW?", today=TODAY)
    line = first_line(a)
    assert "Bhure" in line and "15 Apr 2026" in line, a.answer


def test_a_surname_that_is_another_languages_function_word_still_names_the_counsel(pr):
    from tareekh.agent.question import understand

    q = understand("Pare nehami kay karan deto?", registry=pr.registry, today=date(2026, 4, 1))
    assert q.counsel == ["GO2"]


@pytest.mark.parametrize("always", ["nehami", "hamesha", "eppovum", "sobsomoy", "yavaglu", "eppozhum", "xodai",
                                    "hammesha", "sabubele"])
def test_always_in_any_language_asks_a_counsels_ways(pr, always):
    from tareekh.agent.question import understand

    q = understand(f"Bapat {always} time maagto", registry=pr.registry, today=date(2026, 4, 1))
    assert q.kind == "pattern", (always, q.kind, q.text)


def test_assamese_asked_in_latin_letters_reads_its_kind(pr):
    from tareekh.agent.question import understand

    q = understand("Ingle accident claim ot xeshot ki hol?", registry=pr.registry, today=date(2026, 4, 1))
    assert q.kind == "last_time", q.text


def test_the_last_posting_asked_in_malayalam_is_the_last_hearing(pr):
    a = pr.ask("Ingle accident claim last posting-il entha undaye?", today=TODAY)
    line = first_line(a)
    assert line.startswith("Last hearing") and "6 Mar 2026" in line, a.answer


def test_a_briefing_asked_before_an_order_presumes_no_act(pr):
    # "onnu brief cheyyamo, order-inu munpu": brief me before the order — not "nothing mentions a brief … order"
    a = pr.ask("Ingle accident claim onnu brief cheyyamo, order-inu munpu", today=TODAY)
    line = first_line(a)
    assert not line.startswith("Nothing"), a.answer
    assert "6 Mar 2026" in line and "8 Apr 2026" in line, a.answer


def test_a_next_date_asked_to_be_confirmed_says_the_day_on_record_and_that_it_is_not_the_one_typed(pr):
    a = pr.ask("kolhe maintenance chi ND 20/3 ahe na? confirm kar", today="2026-03-01")
    line = first_line(a)
    assert line.startswith("Next date") and "27 Mar 2026" in line and "Not 20 Mar 2026" in line, a.answer


@pytest.mark.parametrize("question, kind", [
    ("Ingle claim ର ପରବର୍ତ୍ତୀ ତାରିଖ କେବେ?", "next_date"),  # Odia script
    ("Ingle claim ରେ ଗତ ଶୁଣାଣିରେ କଣ ହେଲା?", "last_time"),
    ("Ingle claim ৰ অহা তাৰিখ কেতিয়া?", "next_date"),  # Assamese script, its own "ra"
    ("Ingle claim ত শেষ শুনানিত কি হ'ল?", "last_time"),  # "হ'ল": one word with an apostrophe
    ("Ingle gochor ot xeshot ki hol?", "last_time"),  # Assamese in Latin letters
    ("Ingle mamala re agami tarikh kebe?", "next_date"),  # Odia in Latin letters
])
def test_odia_and_assamese_questions_are_read_for_their_kind(pr, question, kind):
    from tareekh.agent.question import understand

    q = understand(question, registry=pr.registry, today=date(2026, 4, 1))
    assert q.kind == kind, (q.kind, q.text)
    assert q.cases == ["G2"], q.cases


@pytest.mark.parametrize("question, kind", [
    ("Ingle claim کی اگلی تاریخ کب ہے؟", "next_date"),
    ("Ingle claim میں پچھلی پیشی پر کیا ہوا؟", "last_time"),
    ("Ingle claim میں کتنی بار التوا لیا؟", "count"),
])
def test_urdu_in_its_own_script_is_read_for_its_kind(pr, question, kind):
    from tareekh.agent.question import understand

    q = understand(question, registry=pr.registry, today=date(2026, 4, 1))
    assert q.kind == kind, (q.kind, q.text)
    assert q.cases == ["G2"], q.cases


def test_an_abbreviation_typed_in_capitals_stays_a_thing_asked(pr):
    from tareekh.agent.question import understand

    # "OT" (operation theatre), "ND", "WS": short words a lawyer types in capitals are never another tongue's word
    q = understand("Ingle claim mein OT ka bill kitna tha?", registry=pr.registry, today=date(2026, 4, 1))
    assert "ot" in q.topics, q.topics


def test_a_thing_asked_beside_status_is_still_said_not_to_be_on_record(pr):
    # "… appeal file ki thi kya, uska status?": the status word does not drown the thing no record holds
    a = pr.ask("Ingle claim mein insurer ne appeal file ki thi kya, uska status?", today=TODAY)
    assert first_line(a).startswith(("Nothing in your notes", "No record", "Not")), a.answer
