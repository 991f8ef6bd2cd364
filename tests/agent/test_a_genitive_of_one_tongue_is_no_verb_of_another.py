"""Hindi's "lag/lagi/lage" say a charge or costs applied ("charge lag gaya", "cost lagi") — the doing, never the thing
asked. Nagamese and Assamese write "laga" for "of" ("<name> laga kotha", the matter of <name>): read as a doing, it
dropped a bail order from the answer to "tell me all of <name>'s bail". The doing's forms hold no "laga"."""

from __future__ import annotations

from tareekh.agent.lexicon import VERB_STEMS, stem


def test_hindi_forms_of_applied_are_doings():
    for w in ("lag", "lagi", "lage"):
        assert stem(w) in VERB_STEMS or w in VERB_STEMS, w


def test_the_nagamese_of_is_no_doing():
    assert "laga" not in VERB_STEMS
