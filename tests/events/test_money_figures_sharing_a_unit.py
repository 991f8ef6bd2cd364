"""A bare figure joined to the next by "+", "and", "or", "aur", "se" shares the unit the next one is written in
("receipts of 1.95 + 2.40 lakh" is Rs. 1,95,000 and Rs. 2,40,000), but not an age, a witness's number or a date
before a sum, nor figures of unlike size."""

from __future__ import annotations

from tareekh.events.money import amounts


def values(text: str) -> list[float]:
    return [a.value for a in amounts(text)]


def test_two_figures_joined_by_a_plus_share_the_lakh_written_after_the_second():
    assert values("ITR shows 1.95 + 2.40 lakh for the two years") == [195000.0, 240000.0]


def test_figures_joined_by_the_words_for_and_or_to_share_the_unit():
    assert values("offer was 6 or 7 lakh") == [600000.0, 700000.0]
    assert values("kharcha 2 se 3 hazaar aayega") == [2000.0, 3000.0]
    assert values("dono cheque 1.5 aur 2.25 lakh ke the") == [150000.0, 225000.0]


def test_an_age_a_witness_number_or_a_date_before_a_sum_takes_no_unit():
    assert values("aged 42 and 3 lakh income") == [300000.0]
    assert values("DW 2 and 3 lakh was paid") == [300000.0]
    assert values("paid on 14.3 - 8 lakh by RTGS") == [800000.0]


def test_figures_of_unlike_size_share_no_unit():
    assert values("room 45 and 2 lakh deposit") == [200000.0]
