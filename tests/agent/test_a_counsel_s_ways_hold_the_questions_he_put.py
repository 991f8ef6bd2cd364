"""A counsel's ways are the lines that record what he did, and what he asked in cross is one: "<name> ka cross: <the
question put>?" is his question, recorded, not the lawyer asking about him (agent/ways.py). And a word of address a
client's name writes after a name ("… (prop. <name>, '<nickname> babu')") is a courtesy, not the client's name: a
question of a counsel "<surname> babu" asks the counsel, not that client's case (agent/question.py).

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("K1", "2026-01-14", "Vanneihsangi claim - PW1 Vanneihsangi chief. Zirsangzela ka cross: salary slip kahan hai? - "
                         "employer's letter shown. Next 25.02.2026."),
    ("K1", "2026-02-25", "Vanneihsangi claim - PW2 cross by Zirsangzela, only on the driving licence. Next 08.04.2026."),
    ("K2", "2026-03-03", "Mawia Traders supply suit - plaint filed. Next 20.04.2026."),
    ("K3", "2026-03-10", "Ngurthansanga eviction - Rohmingliana sought to defer cross of PW1. Allowed. Next 21.04.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Sri Zirsangzela"))
    reg.add_person(Counsel(id="OC2", name="Sri Lalthlamuana"))
    reg.add_person(Counsel(id="OC3", name="Sri Rohmingliana"))
    reg.add_person(Client(id="CL2", name="Mawia Traders (prop. Lalchhuanawma, 'Mawia babu')"))
    reg.add_case(Case(id="K1", number="M.A.C. No. 41 of 2025", short_name="Vanneihsangi claim",
                      title="Vanneihsangi vs Tlau Transport", counsel_id="OC1", side="claimant"))
    reg.add_case(Case(id="K2", number="O.S. No. 12 of 2026", short_name="Mawia Traders supply suit",
                      title="Mawia Traders vs Chhinga Stores", counsel_id="OC2", client_id="CL2", side="plaintiff"))
    reg.add_case(Case(id="K3", number="R.C. No. 7 of 2025", short_name="Ngurthansanga eviction",
                      title="Ngurthansanga vs Kapthanga", counsel_id="OC3", side="landlord"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-s-questions-put", build)


def test_the_question_a_counsel_put_in_cross_is_his_line(pr):
    a = pr.ask("zirsangzela vakil ka style kya hai", today="2026-06-01")
    line = first_line(a)
    assert "salary slip" in line and "14 Jan 2026" in line, a.answer


def test_a_counsel_called_with_a_word_a_client_s_nickname_holds_is_the_counsel(pr):
    a = pr.ask("rohmingliana babu cross re kana kare sabu bele", today="2026-06-01")
    line = first_line(a)
    assert "Ngurthansanga eviction" in line and "defer" in line, a.answer
    assert "Mawia" not in line, a.answer


@pytest.mark.parametrize(("name", "courtesy"), [("Mawia Traders (prop. Lalchhuanawma, 'Mawia babu')", {"babu"}),
                                                ("Chhinga Stores (Kapthanga seth)", {"seth"}),
                                                ("Babu Lal Chhakchhuak", set()),
                                                ("Smt. Didi Lalremi", set())])
def test_a_word_of_address_after_a_name_is_a_courtesy(name, courtesy):
    from tareekh.agent.question import _addressed_after

    assert _addressed_after(name) == courtesy


@pytest.mark.parametrize(("line", "put"), [("Zirsangzela ka cross: salary slip kahan hai?", True),
                                           ("Zirsangzela: why no licence verification?", True),
                                           ("Zirsangzela ne kya bola?", False),
                                           ("what did Zirsangzela say today?", False)])
def test_a_line_headed_by_the_counsel_is_his_question_put(line, put):
    from tareekh.agent.lexicon import stems
    from tareekh.agent.ways import _puts_the_question

    assert _puts_the_question(set(stems("Zirsangzela")), line, None) is put
