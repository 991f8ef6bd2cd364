"""A lawyer who asks to be reminded of a matter ("remind me of it"), or asks what a case was, asks what it is about
(agent/brief.py asks_about): its subject, the paper it began with, beside where it stands. Asked in many languages,
in Latin letters and in their scripts; a question that asks a date, a count or what happened is not read so."""

from __future__ import annotations

import pytest

from tareekh.agent.brief import asks_about, without_about


@pytest.mark.parametrize("q", [
    "remind me what the Bhimashankar Pote tenancy suit was about",
    "Jasleenpreet ka mamla kya tha, yaad dilao",
    "Tarannum wala case yaad karao zara",
    "Nirmalendu-r case ta ki chhilo",
    "Nirmalendu-r case ta mone koriye dao",
    "Haripriya case kay hota, aathvan karun de",
    "Bhadresh no case shu hato?",
    "Ilanchezhiyan vazhakku nyabagam paduthunga",
    "Venkatalakshmi case gurthu cheyyandi",
    "Chowdappa Ranganna case nenapisu",
    "Aleyamma case onnu ormippikku",
    "जसलीनप्रीत वाला मामला याद दिलाओ",
    "নির্মলেন্দুর কেসটা মনে করিয়ে দাও",
    "ಚೌಡಪ್ಪ ಕೇಸ್ ನೆನಪಿಸಿ",
])
def test_a_matter_recalled_or_asked_what_it_was_asks_what_it_is_about(q):
    assert asks_about(q), q


@pytest.mark.parametrize("q", [
    "Jasleenpreet ka case kab laga hai?",
    "Nirmalendu-r case e ki holo?",
    "Haripriya case chi next date kay ahe?",
    "how many times did the other side take time in the Bhimashankar Pote suit?",
    "remind me to file the rejoinder by Friday",
])
def test_a_date_a_count_or_what_happened_is_not_what_it_is_about(q):
    assert not asks_about(q), q


def test_the_words_of_recalling_leave_only_the_matter():
    assert without_about("Tarannum wala case yaad karao").split() == ["Tarannum", "wala", "case"]
