""""What of ours is before <judge>?" asked with any language's "my" or "our" beside its "what", with no word for
matters or one after it ("<judge> ni court ma aapnu shu che?", "<court> lo mana case enti?"), asks the lawyer's
matters there — not the judge's ways, and never of another's ("your") matters."""

from __future__ import annotations

import pytest

from tareekh.agent.before_judge import which_matters_asked


@pytest.mark.parametrize("typed", ["Zaveri saheb ni court ma aapnu shu che?",  # Gujarati, no word for matters
                                   "family court lo mana case enti?",  # Telugu "our", the word for matters after "our"
                                   "Rangachari sir court la namma case enna?",  # Tamil
                                   "Vellodi sir munpil njangalude enthu?",  # Malayalam
                                   "Thakurdas madam kade aamcha kay aahe?"])  # Marathi
def test_what_beside_my_or_our_asks_the_matters_there(typed):
    assert which_matters_asked(typed)


@pytest.mark.parametrize("typed", ["Zaveri saheb ni court ma tamaro shu che?",  # "your": another's matters
                                   "Zaveri saheb shu puchhe che?",  # no "my" or "our": the judge's ways
                                   "family court lo mana vakil ela?"])  # "our" with no "what"
def test_no_my_or_our_or_no_what_is_no_list(typed):
    assert not which_matters_asked(typed)
