"""A matter named after the question's mark ("… jama diyeche ki? <party>", "… file hui na, <party>"): the question
still ends on its own asking word (the closing "ki", "na", "ka" that asks yes or no), and the name still names the
matter."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.registry.models import Case


@pytest.fixture()
def registry(tmp_path):
    from tareekh.practice import Practice

    p = Practice.open(tmp_path / "home")
    p.registry.add_case(Case(id="C1", number="Title Suit No. 61 of 2025", short_name="Brishketu pond suit",
                             title="Niharbala Brishketu vs Harikinkar Sanyamat", side="plaintiff"))
    yield p.registry
    p.close()


@pytest.mark.parametrize("question", [
    "harikinkar court e taka jama diyeche ki? brishketu",  # Bengali
    "harikinkar ne court mein paisa jama kiya kya? brishketu",  # Hindi
    "harikinkar ne court mein paisa jama kiya na, brishketu?",  # Hindi, after a comma
])
def test_a_matter_named_after_the_question_leaves_it_a_yes_or_no(registry, question):
    q = understand(question, registry=registry, today=date(2026, 4, 1))
    assert q.kind == "yes_no", (q.kind, q.text)
    assert q.cases == ["C1"], q.cases


def test_a_tail_that_is_no_name_is_left_as_typed(registry):
    q = understand("brishketu suit me kya hua, detail me?", registry=registry, today=date(2026, 4, 1))
    assert q.text.startswith("brishketu"), q.text
