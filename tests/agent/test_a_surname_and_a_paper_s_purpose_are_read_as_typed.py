"""Two readings of another language's words that turned a question with no record into an answer of nearby lines.

A surname typed after a given name the practice holds ("Vishwajit Paranjpye" of a practice whose counsel is Vishwajit
Talvalkar) began as a Malayalam verb of saying does ("paranj-"): read as "said", the person asked became the counsel
the notes do hold, and his adjournments were given as the answer. The name's second word is kept as typed, and the
person no record names is said so.

An infinitive before a paper ("bail cancel karibaku petition dela ki?", Odia; "bail radd karaycha arj kela ka?",
Marathi) names the paper's purpose — a petition to cancel — asked as filed or not; read as "must" ("karna hai") the
question asked for work still to do, and the matter's pending list (its bail order) was the answer.

A small practice written for these tests, with invented names.
"""

from __future__ import annotations

import datetime

import pytest

from tareekh.agent.question import NameIndex, understand
from tareekh.agent.tongues import pivot
from tareekh.registry.models import Case, Client, Counsel

TODAY = "2026-03-02"
NOTES = [
    ("B1", "2026-01-12", "Gopika ration bail - bail application argued. Adv. Vishwajit Talvalkar for the State opposed, "
                         "sought time twice for the case diary. Next 20.01.2026."),
    ("B1", "2026-01-20", "Gopika ration bail - bail allowed, bond of Rs 15,000 with one surety; to appear before the "
                         "police station every Sunday."),
]


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("purpose") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="CG", name="Gopika Rabidas"))
        reg.add_person(Counsel(id="OV", name="Vishwajit Talvalkar"))
        reg.add_case(Case(id="B1", number="B.A. No. 71 of 2026", short_name="Gopika ration bail",
                          title="Gopika Rabidas vs State", client_id="CG", counsel_id="OV", side="petitioner"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


def _q(pr, text: str):
    return understand(text, registry=pr.registry, today=datetime.date.fromisoformat(TODAY),
                      index=NameIndex(pr.registry))


def test_a_surname_after_a_known_given_name_is_kept_as_typed():
    read = pivot("Gopika case - Vishwajit Paranjpye ne kya bola?", frozenset({"vishwajit", "gopika"}))
    assert "Paranjpye" in read


def test_the_same_word_alone_lowercase_is_still_the_verb():
    assert "paranjpye" not in pivot("Gopika case - avar paranju?", frozenset({"gopika"}))
    assert "kaha" in pivot("Gopika case - counsel paranju?", frozenset({"gopika"}))


def test_a_person_no_record_names_is_said_so_though_his_given_name_is_the_counsel_s(pr):
    a = pr.ask("Gopika ration bail - Vishwajit Paranjpye ne affidavit mein kya bola?", today=TODAY)
    assert "Paranjpye" in a.answer and "Nothing in your notes" in a.answer, a.answer
    assert "sought time" not in a.answer


@pytest.mark.parametrize("text", [
    "Gopika ration bail - State ne bail cancel karibaku petition dela ki? kebe",
    "Gopika ration bail - State ne bail radd karaycha arj kela ka? kadhi",
])
def test_an_infinitive_before_a_paper_names_its_purpose_not_work_due(pr, text):
    q = _q(pr, text)
    assert q.cases == ["B1"], q
    assert q.kind != "pending" and "action_item" not in (q.hints or set()), q


def test_an_infinitive_before_an_auxiliary_is_still_work_due():
    assert "karna hai" in pivot("reply file karibaku achi ki?")


def test_a_petition_to_cancel_bail_no_record_writes_is_not_answered_with_the_bail_order(pr):
    a = pr.ask("Gopika ration bail - State ne bail cancel karibaku petition dela ki? kebe", today=TODAY)
    assert a.answer.startswith("Not on record"), a.answer


def test_a_surname_after_a_given_name_no_one_holds_is_kept_as_typed_too():
    read = pivot("Gopika case me bank manager Yadunath Paranjpye ne kya bola?", frozenset({"gopika"}))
    assert "Paranjpye" in read


def test_a_capitalised_verb_opening_the_question_after_one_word_is_still_read():
    # (the second word of the question is no surname of a name in the middle of it)
    assert "kaha" in pivot("Yadunath Paranju?", frozenset())


@pytest.mark.parametrize("text", [
    "Gopika ration bail - godown ki deewar ka kaam band hua kya?",
    "Gopika ration bail - shed r kaam bondho hol ne?",
    "Gopika ration bail - did the godown kaam stop after the order?",
])
def test_work_on_a_thing_stopped_or_started_is_no_work_pending(pr, text):
    assert _q(pr, text).kind != "pending", text


def test_work_still_to_do_is_still_work_pending(pr):
    assert _q(pr, "Gopika ration bail me kya kaam baaki hai?").kind == "pending"
    assert _q(pr, "Gopika ration bail ka kaam kya hai?").kind == "pending"
