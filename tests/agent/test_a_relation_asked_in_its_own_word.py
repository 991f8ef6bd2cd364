"""A relation the question names in an Indian language ("bhra nu", "akka ki", "ভাই কে") meets the note that writes
it in English ("paid to his brother"), as the same relation typed in English would."""

from tareekh.agent.lexicon import expand, stem, topic_groups
from tareekh.agent.witness_role import kin_in_english


def test_the_relation_word_reads_as_the_english_one():
    assert stem("brother") in expand("bhra")  # Punjabi
    assert stem("sister") in expand("akka")  # Tamil, Kannada
    assert stem("brother") in expand("ভাই")  # Bengali script
    groups = topic_groups("Tavrinder ne bhra nu kinna ditta si")
    assert any(stem("brother") in g for g in groups)


def test_other_words_gain_no_relation():
    for word in ("kitab", "brother", "plot", "bhaiyaji-nagar", "Tavrinder"):
        assert kin_in_english(word) is None
    assert expand("plot") == expand("plot") and stem("brother") not in expand("plot")
