"""A page about several matters is never filed whole as what one part of it is: a matter of a day's page about several
cases that tells of no step in court, of a case its own records list for a later day (a client's call, a visit), is
a note of its case written that day, never a hearing of it. Names written for this test."""

from __future__ import annotations

from tareekh.registry import Case


def _cases(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="K1", number="M.A.C.P. No. 77 of 2025", short_name="Wahlang accident claim",
                                    title="Daphisha Wahlang vs Khongwir Transport", court="Motor Accident Claims Tribunal"))
    practice.registry.add_case(Case(id="K2", number="Title Suit No. 14 of 2024", short_name="Nambiathiri boundary suit",
                                    title="Kuttikrishnan Nambiathiri vs Dzuvichu", court="Civil Judge Senior Division"))


_DAY_PAGE = ("2/10/26\n"
             "(1) Nambiathiri boundary suit - DW1 cross done. Next date 9.11.2026\n"
             "(2) Daphisha Wahlang phoned - the insurer's surveyor came home, wanted her signature on blank papers.\n"
             "    Told her to sign nothing.\n")


def test_a_call_among_a_days_matters_of_a_case_listed_for_a_later_day_is_a_note_of_the_case(practice, drop):
    _cases(practice)
    practice.ingest([drop("10 sept.txt", "10/9/26 MACT - Wahlang accident claim - PW1 examined in chief.\n"
                                         "Next date 20.10.2026 for cross.\n")])
    entries = practice.ingest([drop("2 oct.txt", _DAY_PAGE)]).entries
    call = next(e for e in entries if "phoned" in e.text)
    assert (call.status, call.kind, call.case_ids) == ("retained", "general", ["K1"])
    assert call.hearing_date is None
    suit = next(e for e in entries if "DW1" in e.text)
    assert (suit.kind, suit.hearing_date, suit.case_ids) == ("hearing", "2026-10-02", ["K2"])


def test_a_matter_among_a_days_matters_whose_listing_is_not_known_stays_that_days_hearing(practice, drop):
    _cases(practice)
    entries = practice.ingest([drop("2 oct.txt", _DAY_PAGE)]).entries
    call = next(e for e in entries if "phoned" in e.text)
    assert (call.kind, call.hearing_date) == ("hearing", "2026-10-02")


def _restating_page(line: str) -> str:
    return ("2/10/26\n(1) Nambiathiri boundary suit - DW1 cross done. Next date 9.11.2026\n" + line)


def test_a_call_that_restates_the_day_its_case_is_listed_for_is_a_note_of_the_case(practice, drop):
    _cases(practice)
    practice.ingest([drop("10 sept.txt", "10/9/26 MACT - Wahlang accident claim - PW1 examined in chief.\n"
                                         "Next date 20.10.2026 for cross.\n")])
    # told again with a "next date" phrase, in English and in Hinglish, and as a full date in Devanagari prose
    for line in ("(2) Daphisha Wahlang phoned - told her to sign nothing; next date in that case is 20 Oct.\n",
                 "(2) Daphisha Wahlang ka phone - kuch sign na karein. Claim me agli tareekh 20.10 hai.\n",
                 "(2) Daphisha Wahlang की बहन आई - बीमा वालों के कागज़ पर दस्तख़त नहीं, 20.10.2026 को जिरह।\n"):
        entries = practice.ingest([drop(f"2 oct {len(line)}.txt", _restating_page(line))]).entries
        call = next(e for e in entries if "Wahlang" in e.text and "DW1" not in e.text)
        assert (call.status, call.kind, call.case_ids) == ("retained", "general", ["K1"]), (line, call.reason)


def test_a_matter_giving_another_next_date_than_the_listed_one_is_no_note(practice, drop):
    _cases(practice)
    practice.ingest([drop("10 sept.txt", "10/9/26 MACT - Wahlang accident claim - PW1 examined in chief.\n"
                                         "Next date 20.10.2026 for cross.\n")])
    entries = practice.ingest([drop("2 oct.txt", _restating_page(
        "(2) Daphisha Wahlang - cross deferred. Next date 27.10.2026.\n"))]).entries
    call = next(e for e in entries if "Wahlang" in e.text and "DW1" not in e.text)
    assert call.kind == "hearing", call.reason
