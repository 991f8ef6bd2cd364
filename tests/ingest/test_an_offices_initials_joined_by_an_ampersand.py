"""An office whose initials the registry joins with an ampersand ("DL&LRO, <district>", "BL&LRO") is named by a note
that spells the initials out letter by letter and drops the "&" ("ডি.এল.এল.আর.ও", "डी.एल.एल.आर.ओ.", "D.L.L.R.O."),
as one written "DL&LRO" is; a form of address in a judge's short title ("DL&LRO saheb") names no forum.
Registry and notes written here; the names are in no data set."""

from __future__ import annotations

import pytest

from tareekh.ingest.forum_chain import forum_named, forum_words

FORUMS = {"R1": ["DL&LRO, Purvanchal", "DL&LRO saheb"], "R2": ["Judicial Magistrate, 2nd Court, Purvanchal"],
          "R3": ["Civil Judge (Junior Division), Kharagpur"]}


@pytest.mark.parametrize("row", [
    "৭/১/৩১ ডি.এল.এল.আর.ও — রিপোর্ট আসে নাই। ১৮/২/৩১",
    "७/१/३१ डी.एल.एल.आर.ओ. — रिपोर्ट नहीं आई। १८/२/३१",
    "7/1/31 D.L.L.R.O. - report not received. 18/2/31",
    "7/1/31 DL&LRO - report not received. 18/2/31",
])
def test_initials_joined_by_an_ampersand_are_named_however_spelt(row):
    assert forum_named(row, forum_words(FORUMS)) == {"R1"}


def test_a_form_of_address_names_no_forum():
    assert "saheb" not in forum_words(FORUMS)["R1"]
    assert forum_named("7/1/31 Orvell saheb - arguments heard", forum_words(FORUMS)) == set()
