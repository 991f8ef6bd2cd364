"""The word written before a number ("खसरा नं. 512", "survey no 77") is read in any script, and a long run of an Indic
script with no blank before a number is read at once: a letter has one reading, so the reader never tries every way of
reading a run of them (an OCR'd line that lost its blanks took longer than any test's timeout before)."""

from tareekh.agent.number_named import _key, _written_with


def test_a_number_is_written_with_the_word_before_it_in_devanagari():
    assert _written_with("आज खसरा नं. 512 का नक्शा पेश हुआ", "512", _key("खसरा"))


def test_a_number_is_written_with_the_word_before_it_in_latin_letters():
    assert _written_with("the survey no: 77 boundary is disputed", "77", _key("survey"))


def test_another_word_before_the_number_is_not_the_word_asked():
    assert not _written_with("आज प्लॉट 512 का नक्शा पेश हुआ", "512", _key("खसरा"))


def test_a_long_run_of_devanagari_with_no_blank_before_a_number_is_read_at_once():
    run = "कखगघचछजझटठडढतथदधनपफबभमयरलवशसह" + "कखगघच"
    assert not _written_with(f"{run}) 512", "512", _key("खसरा"))


def test_a_long_run_of_telugu_with_no_blank_before_a_number_is_read_at_once():
    run = "కఖగఘచఛజఝటఠడఢతథదధనపఫబభమయరలవశసహ" + "కఖగఘచ"
    assert not _written_with(f"{run}] 512", "512", _key("సర్వే"))
