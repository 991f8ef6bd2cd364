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


def test_a_name_typed_in_an_indian_script_finds_the_case_its_registry_writes_in_roman_letters(registry):
    registry.add_case(Case(id="", number="O.S. No. 52 of 2027", short_name="Nirupam tank suit",
                           title="Nirupam vs Zirakpuri Ice House"))
    registry.add_case(Case(id="", number="C.C. No. 19 of 2026", short_name="Vanchinathan cheque",
                           title="Vanchinathan vs Oduvil Kadai"))
    registry.add_case(Case(id="", number="R.C.A. No. 7 of 2028", short_name="Bhoomeshwar rent appeal"))
    assert _found(registry, "নিরুপম") == ["O.S. No. 52 of 2027"]  # Bengali
    assert _found(registry, "வாஞ்சிநாதன்") == ["C.C. No. 19 of 2026"]  # Tamil: one letter for "ch" and "j"
    assert _found(registry, "ഓടുവിൽ") == ["C.C. No. 19 of 2026"]  # Malayalam, a party of the title
    assert _found(registry, "ભૂમેશ્વર") == ["R.C.A. No. 7 of 2028"]  # Gujarati
    assert _found(registry, "ભૂમે") == ["R.C.A. No. 7 of 2028"]  # still being typed
    assert _found(registry, "নিরুপম suit") == ["O.S. No. 52 of 2027"]  # a script word beside a Roman one


def test_a_query_in_a_script_that_names_no_case_lists_no_case_rather_than_every_case(registry):
    registry.add_case(Case(id="", number="O.S. No. 52 of 2027", short_name="Nirupam tank suit"))
    registry.add_case(Case(id="", number="C.C. No. 19 of 2026", short_name="Vanchinathan cheque"))
    assert _found(registry, "ಗೋವರ್ಧನ") == []  # Kannada, a name no case has
    assert _found(registry, "ಗೋವರ್ಧನ suit") == []  # nor beside a word many cases have


def test_a_name_typed_in_roman_letters_finds_a_case_written_in_an_indian_script(registry):
    registry.add_case(Case(id="", number="Regular Civil Suit No. 64 of 2027", short_name="ભૂમેશ્વર ખેતર દાવો"))
    assert _found(registry, "bhoomeshwar") == ["Regular Civil Suit No. 64 of 2027"]
    assert _found(registry, "bhoomeshwar khetar") == ["Regular Civil Suit No. 64 of 2027"]
    assert _found(registry, "bhoomeshwar kuvo") == []  # every word must be found


def test_roman_ai_and_au_typed_as_two_vowels_in_a_script_find_the_case(registry):
    """The registry writes "Ghorai" and "Bhedaut"; a Bengali or Marathi lawyer types the name as it is said, with the
    script's two vowels ("ঘোরাই", "भेडाउत"), where the Roman spelling's key reads the one vowel (ऐ)."""
    registry.add_case(Case(id="", number="T.S. No. 61 of 2029", short_name="Ghorai pond partition",
                           title="Pulinbehari Ghorai vs Jogeshwar Ghorai"))
    registry.add_case(Case(id="", number="R.C.S. No. 240 of 2029", short_name="Bhedaut well suit",
                           title="Tukojirao Bhedaut vs Gram Panchayat"))
    assert _found(registry, "ঘোরাই") == ["T.S. No. 61 of 2029"]
    assert _found(registry, "भेडाउत") == ["R.C.S. No. 240 of 2029"]
    assert _found(registry, "घोरै") == ["T.S. No. 61 of 2029"]  # the one vowel still reads it
