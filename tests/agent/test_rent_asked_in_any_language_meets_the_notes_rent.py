"""Rent asked in the lawyer's language (Telugu "adde", Kannada "baadige", Tamil "vaadagai", Odia "bhada") is the
rent an English note or order writes, and the English word asked meets a note that writes it in Latin letters of
an Indian language; before, only the Hindi "kiraya" did, and a question asking of "<the word> deposit order" found
no line of the order."""

from __future__ import annotations

import pytest

from tareekh.agent.lexicon import expand, stem


@pytest.mark.parametrize("asked", ["adde", "baadige", "vaadagai", "bhada", "kiraya"])
def test_a_word_for_rent_meets_the_english_rent(asked):
    assert stem("rent") in expand(asked)


def test_the_english_rent_meets_a_note_written_in_latin_letters_of_a_language():
    assert stem("baadige") in expand("rent") and stem("vaadagai") in expand("rent")


def test_a_word_for_rent_is_not_a_word_for_the_tenant_s_shop():
    assert stem("shop") not in expand("adde")
