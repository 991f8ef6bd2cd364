"""A yes or no asked in the words Indian notes use for an application allowed ("arj manjur zala ka?", "mojni cha
arj") is answered "Yes —" from the order that allowed it, whether the order writes it in English ("… for
measurement … is allowed") or in Devanagari below its heading ("अपील मंजूर करण्यात येते"). A small practice
written for this test (invented)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="R.C.S. No. 412 of 2023", short_name="Wakchaure boundary suit",
                      title="Mulraj Wakchaure vs Somnath Wakchaure", side="plaintiff"))
    reg.add_case(Case(id="T1", number="Rev. Appeal No. 77 of 2024", short_name="Thorve mutation appeal",
                      title="Hingmire Thorve vs State", side="appellant"))
    practice.ingest_text("03.03.2025 Wakchaure boundary suit - our cross of D1 over. Arj for mojni dakhal kela.",
                         name="w1 note.txt", case_id="W1", date="2025-03-03", author="Advocate")
    practice.ingest_text("ORDER\nBoth sides heard. Application at Exh. 44 by the plaintiff for measurement of the "
                         "suit fields through the land records office is allowed. Plaintiff to deposit the fees.",
                         name="w1 order.txt", case_id="W1", date="2025-04-09", author="Court")
    practice.ingest_text("उपविभागीय अधिकारी यांचे न्यायालय\nफेरफार अपील क्र. 77/2024 हिंगमिरे थोरवे\n"
                         "आदेश (दिनांक 12.05.2025)\nसुनावणी झाली. सबब आदेश: अपील मंजूर करण्यात येते. फेरफार रद्द.",
                         name="t1 order.txt", case_id="T1", date="2025-05-12", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "allowed-in-their-words", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


def test_an_application_asked_allowed_in_marathi_words_is_a_yes_from_the_english_order(pr):
    a = pr.ask("wakchaure boundary suit madhe mojni cha arj manjur zala ka?", today="2025-06-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "9 Apr 2025" in first and "allowed" in first, a.answer


def test_an_appeal_allowed_below_a_devanagari_heading_is_a_yes_from_that_line(pr):
    a = pr.ask("thorve mutation appeal manjur zala ka", today="2025-06-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "मंजूर" in first, a.answer
