"""A client with two matters (her bail in the High Court and her trial in the Sessions Court) is named alike in both;
a word of the forum written beside her name ("Sessions Ct - Yashmir") tells which one the note is about. A forum word
far from the name, or forum words of both beside it, decide nothing. Registry and notes written here."""

from __future__ import annotations

import pytest

from tareekh.registry import Case
from tareekh.registry.models import Party


@pytest.fixture
def two_forums(practice):
    practice.ingest_service.retain_into_memory = None
    for cid, number, short, court in (
            ("Y1", "S.C. No. 14 of 2026", "Yashmir Dorvani trial", "Court of the Sessions Judge, Pellicott"),
            ("Y2", "Crl. M.C. No. 903 of 2026", "Yashmir Dorvani quash (HC)", "High Court of Quorvel, Court No. 3")):
        practice.registry.add_case(Case(
            id=cid, number=number, short_name=short, title="Yashmir Dorvani vs State", court=court,
            parties=[Party(name="Yashmir Dorvani", role="accused"), Party(name="State", role="complainant")]))
    return practice


def test_the_forum_word_beside_the_shared_name_decides(two_forums, drop):
    (e,) = two_forums.ingest([drop("3.2.26.txt", "3.2.26 Sessions Ct - Yashmir Dorvani - PW2 chief over, "
                                                 "cross deferred. Next 17.2.26")]).entries
    assert (e.status, e.case_ids) == ("retained", ["Y1"]), e.reason


def test_a_forum_word_far_from_the_name_decides_nothing(two_forums, drop):
    (e,) = two_forums.ingest([drop("4.2.26.txt", "4.2.26 Yashmir Dorvani - adjourned, counsel for the other side busy. "
                                                 "Told the client to wait outside the sessions hall tomorrow. "
                                                 "Next 19.2.26")]).entries
    assert e.status == "review" and e.case_ids == [], e.reason


def test_words_of_both_forums_beside_the_name_decide_nothing(two_forums, drop):
    (e,) = two_forums.ingest([drop("5.2.26.txt", "5.2.26 Sessions Yashmir Dorvani Quorvel - adjourned. "
                                                 "Next 20.2.26")]).entries
    assert e.status == "review" and e.case_ids == [], e.reason
