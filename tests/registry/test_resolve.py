"""Case resolution in tiers: number 100, whole-word alias 95-99, fuzzy 82-94; review when unsure."""

import time

import pytest

from tareekh.errors import InputError
from tareekh.registry import Case


@pytest.mark.parametrize(
    "text",
    ["O.S. No. 318 of 2022 - evidence", "note: OS 318/22 not reached", "O.S.318/2022", "os 318/22"],
)
def test_case_number_tier_scores_100_and_files(registry, text):
    res = registry.resolve(text)
    assert res.case_id == "C1"
    assert res.best.score == 100 and res.best.tier == "number"


@pytest.mark.parametrize(
    "text, case_id",
    [
        ("W.P. No. 14872 of 2025", "C2"), ("WP 14872/25", "C2"), ("C.R.P. No. 2211 of 2025", "C4"),
        ("CRP 2211/25", "C4"), ("C.M.A. 640/2025", "C6"), ("A.S. No. 58 of 2024", "C7"),
        ("I.A. No. 402 of 2025 in O.S. No. 145 of 2025", "C3"), ("TSHY010012342025", "C3"),
    ],
)
def test_every_number_form_and_cnr_resolve(registry, text, case_id):
    res = registry.resolve(text)
    assert res.case_id == case_id and res.best.tier == "number"


def test_alias_tier_whole_words_only(registry):
    res = registry.resolve("Marripudi - cross of DW1 done")
    assert res.case_id == "C1" and res.best.tier == "alias"
    assert 95 <= res.best.score <= 99
    assert registry.resolve("Marripudisomething happened").case_id is None


def test_longer_aliases_score_higher(registry):
    short = registry.resolve("Kotagiri flat").best.score
    long = registry.resolve("Sumalatha Kumari Kanumuri").best.score
    assert long > short >= 95


def test_short_name_stem_is_an_alias(registry):
    res = registry.resolve("Sumana - builder filed counter")
    assert res.case_id == "C3"


def test_alias_shared_by_two_cases_never_files_alone(registry):
    res = registry.resolve("Pranahita Polymers - hearing")
    assert res.needs_review and res.case_id is None
    assert {c.case_id for c in res.candidates} == {"C4", "C5"}
    assert all(c.score < 95 for c in res.candidates)
    assert "names a word two cases share: 'Pranahita Polymers'" in res.reason


def test_a_shared_alias_plus_a_unique_one_files(registry):
    res = registry.resolve("Kotagiri flat: Kotagiri garu called")
    assert res.case_id == "C8"


def test_party_surname_shared_by_two_cases_is_ambiguous(registry):
    res = registry.resolve("Kotagiri")
    assert res.case_id is None and {c.case_id for c in res.candidates} == {"C8", "C9"}


@pytest.mark.parametrize("text, case_id", [("Maripudi - adjourned", "C1"), ("Seabreze flat", "C8"),
                                           ("Seabreze", "C8"), ("Kanumurl appeal", "C7")])
def test_fuzzy_tier_tolerates_ocr_noise_but_asks_a_person(registry, text, case_id):
    res = registry.resolve(text)
    assert res.best.case_id == case_id and res.best.tier == "fuzzy"
    assert 82 <= res.best.score < 95
    assert res.needs_review and res.case_id is None


def test_fuzzy_runs_only_when_no_other_tier_hit(registry):
    res = registry.resolve("Marripudi and Seabreze")
    assert [c.tier for c in res.candidates] == ["alias"]


def test_two_candidates_within_three_points_need_review(registry):
    res = registry.resolve("Seabreeze flat argued all day, so Marripudi was not reached")
    assert res.needs_review and "within 3 points" in res.reason
    assert {c.case_id for c in res.candidates[:2]} == {"C8", "C1"}


def test_several_case_numbers_return_all_of_them(registry):
    page = "OS 318/22 - evidence.\nWP 14872/25 - counter.\nCRP 2211/25 - not reached."
    res = registry.resolve(page)
    assert res.needs_review and "several" in res.reason
    assert {c.case_id for c in res.candidates} == {"C1", "C2", "C4"}
    assert all(c.score == 100 for c in res.candidates)


def test_a_number_mentioned_in_passing_does_not_file(registry):
    res = registry.resolve("Part-heard trial in O.S. 318/2022 in progress. This matter not reached.")
    assert res.best.case_id == "C1" and res.needs_review
    # but named as well, it files
    assert registry.resolve("Marripudi: trial in O.S. 318/2022 continued").case_id == "C1"


def test_number_of_one_case_and_name_of_another_needs_review(registry):
    res = registry.resolve("OS 318/22 - Kotagiri flat papers handed over")
    assert res.needs_review and res.best.case_id == "C1"


def test_unregistered_number_with_a_name_needs_review(registry):
    res = registry.resolve("Marripudi - see also O.S. No. 999 of 2019")
    assert res.needs_review and "O.S. No. 999 of 2019" in res.reason


def test_nothing_found_is_an_empty_resolution(registry):
    res = registry.resolve("Judge on leave today. Nothing else.")
    assert res.candidates == [] and res.needs_review and res.case_id is None


@pytest.mark.parametrize("text", ["", "   \n\t", "\x00\x01\x02"])
def test_empty_text_is_a_clear_input_error(registry, text):
    with pytest.raises(InputError, match="empty"):
        registry.resolve(text)


def test_non_string_is_a_clear_input_error(registry):
    with pytest.raises(InputError, match="string"):
        registry.resolve(None)  # type: ignore[arg-type]


def test_one_megabyte_is_refused_fast(registry):
    text = "Marripudi adjourned. " * 50_000
    t0 = time.perf_counter()
    with pytest.raises(InputError, match="too long"):
        registry.resolve(text)
    assert time.perf_counter() - t0 < 0.5


def test_longest_accepted_text_is_still_fast(registry):
    text = ("Witness cross examined at length about the boundaries and measurements. " * 1400)[:99_000]
    t0 = time.perf_counter()
    res = registry.resolve(text)
    assert time.perf_counter() - t0 < 2.0
    assert res.case_id is None


def test_control_characters_are_ignored(registry):
    assert registry.resolve("Tade\x00 \x07Marripudi\x1b - adjourned").case_id == "C1"


@pytest.mark.parametrize("text", ["తాడేపల్లి కేసు వాయిదా", "तादेपल्ली मामला स्थगित"])
def test_telugu_or_hindi_script_gives_an_empty_resolution(registry, text):
    res = registry.resolve(text)
    assert res.candidates == [] and res.needs_review and "script" in res.reason


def test_mixed_script_still_finds_the_number(registry):
    assert registry.resolve("వాయిదా OS 318/22").case_id == "C1"


def test_index_is_rebuilt_after_a_write(registry):
    assert registry.resolve("Moonlight villa").case_id is None
    registry.add_alias("C8", "Moonlight villa")
    assert registry.resolve("Moonlight villa").case_id == "C8"
    registry.add_case(Case(id="", number="O.S. No. 7 of 2026", short_name="Gulmohar"))
    assert registry.resolve("Gulmohar").best.tier == "alias"


def test_index_notices_writes_by_another_connection(practice, registry):
    from tareekh.practice import Practice

    other = Practice.open(practice.home)
    try:
        assert registry.resolve("Gulmohar").case_id is None
        other.registry.add_case(Case(id="", number="O.S. No. 7 of 2026", short_name="Gulmohar"))
        assert registry.resolve("Gulmohar").case_id is not None
    finally:
        other.close()


def test_limit_caps_the_candidates(registry):
    page = "OS 318/22. WP 14872/25. CRP 2211/25. CMA 640/25."
    assert len(registry.resolve(page, limit=2).candidates) == 2


def test_closed_cases_still_resolve(registry):
    registry.close_case("C1")
    assert registry.resolve("OS 318/22").case_id == "C1"


def test_a_tie_is_seen_even_with_limit_one(registry):
    res = registry.resolve("Pranahita Polymers", limit=1)
    assert len(res.candidates) == 1 and res.needs_review


def test_a_note_opening_with_the_day_s_work_in_a_matter_names_it_not_in_passing():
    from tareekh.registry.resolve import in_passing

    for text, typed in (("Heard in MACOP 218/2024. Insurer sought time.", "MACOP"),
                        ("Bail app. Argued in B.A. 77/2025 for 20 min.", "B.A."),
                        ("part-heard trial in O.S. 1043/2021, ours not reached", "O.S."),
                        ("the advance was paid in O.S. 12/2020 itself", "O.S.")):
        passing = in_passing(text, text.index(typed))
        assert passing == text.startswith(("part-heard", "the advance")), text


def test_a_number_after_a_noun_and_of_is_that_noun_s_matter_not_the_text_s():
    from tareekh.registry.resolve import in_passing

    for text, typed, passing in (
        ("Revision allowed; the trial court to proceed subject to the outcome of O.S. 318/2022.", "O.S.", True),
        ("Lower court records of S.T. No. 41/2023 be called for.", "S.T.", True),
        ("Bail granted. Case arising out of Crime No. 77/2025 of Velurkot P.S.", "Crime", True),
        ("IN THE MATTER OF:\nW.P. No. 14872 of 2025", "W.P.", False),
        ("In the matter of W.P. 14872/25, counter filed", "W.P.", False),
    ):
        assert in_passing(text, text.index(typed)) is passing, text


def test_an_order_citing_another_suit_after_of_files_under_its_own_heading(registry):
    order = ("C.R.P. No. 2211 of 2025\nORDER\nThe petition is allowed. Possession to be delivered subject to the "
             "result of O.S. No. 318 of 2022.")
    res = registry.resolve(order)
    assert res.case_id == "C4" and not res.needs_review
    # the other suit, cited alone after "of", is not enough to file the text under it
    assert registry.resolve("Copy applied; awaiting the certified copy of O.S. 318/2022.").needs_review


def test_the_matter_below_written_after_of_still_names_the_case_whose_description_records_it(practice, small):
    # a petition against a trial court's order: its nature records the trial's number; a note writing "stay of" or
    # "records of" that number is about the petition, though it writes the number as one writes another's
    small["cases"].append({"id": "C10", "number": "Crl.R.C. No. 904 of 2026", "short_name": "Ottilio revision",
                           "title": "Ottilio Pranjape vs State",
                           "nature": "revision against the order framing charges in C.C. 233/2025"})
    practice.registry.import_json(small)
    for note in ("Admitted; stay of C.C. 233/2025 till the next date.",
                 "লোয়ার কোর্টের records of C.C. 233/2025 called."):
        res = practice.registry.resolve(note)
        assert res.case_id == "C10" and not res.needs_review, (note, res.reason)
