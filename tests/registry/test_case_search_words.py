"""The case search by the words a lawyer types: a number's type with or without its dots or spaces, a part of a
word or a number, the year short or long; a short form spelt letter by letter matches only itself."""

from tareekh.registry import Case
from tareekh.registry.search import case_words, matches_words


def _found(registry, query: str) -> list[str]:
    return [c.number for c in registry.list_cases(query=query)]


def test_a_number_type_typed_with_spaces_or_dots_finds_the_case(registry):
    registry.add_case(Case(id="", number="M.C.A. No. 77 of 2027", short_name="Rupareliya rent appeal"))
    registry.add_case(Case(id="", number="Crl. Rev. No. 3 of 2026", short_name="Nagwanshi revision"))
    for typed in ("m c a 77", "m.c.a. no 77", "mca no 77", "mca 77/27", "m c a no. 77 of 2027"):
        assert _found(registry, typed) == ["M.C.A. No. 77 of 2027"], typed
    assert _found(registry, "crl rev 3") == ["Crl. Rev. No. 3 of 2026"]


def test_a_word_begun_finds_the_case_and_every_word_must_be_found(registry):
    registry.add_case(Case(id="", number="Criminal Case No. 5120 of 2028", short_name="Rupareliya cheque"))
    assert _found(registry, "cri case 512") == ["Criminal Case No. 5120 of 2028"]
    assert _found(registry, "rupa cheque") == ["Criminal Case No. 5120 of 2028"]
    assert _found(registry, "cri case 999") == []


def test_a_short_form_spelt_letter_by_letter_is_not_the_start_of_a_name():
    words = case_words(["O.S. No. 41 of 2026", "Hariprakashan plot suit"])
    assert matches_words("o s 41", words)
    assert not matches_words("h a no", words)  # 'ha' spelt out is no 'Hariprakashan'


def test_words_in_an_indian_script_are_matched_whole_with_their_vowel_signs():
    words = case_words(["मु.क्र. 214/2029", "धनपतिया चक अपील"])
    assert matches_words("धनपतिया अपील", words)
    assert matches_words("चक 214", words)
