"""'<accused> pe pehle bhi koi case hai?', 'any other case against him?': the other case the matter's records name
(agent/antecedents.py), not the list of the person's matters. Invented practice."""

from __future__ import annotations

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line


def _practice(tmp_path, notes):
    from tareekh.practice import Practice

    practice = Practice.open(tmp_path / "home", create=True)
    practice.ingest_service.retain_into_memory = None
    reg = practice.registry
    reg.add_person(Client(id="AC1", name="Bhuvanesh Rawat @ Bhullu"))
    reg.add_case(Case(id="A1", number="Bail Appln. No. 310 of 2025", short_name="Bhullu bail",
                      title="Bhuvanesh Rawat @ Bhullu vs State", client_id="AC1", side="applicant"))
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="A1", date=day, author="Lawyer")
    return practice


def test_an_earlier_case_asked_is_the_other_case_the_notes_name(tmp_path):
    practice = _practice(tmp_path, [
        ("2025-03-04", "Bhullu bail - notice issued, reply of State called. ND 18.03.2025."),
        ("2025-03-18", "Bhullu bail - APP reply: accused ek aur case me involved - FIR 77/2022 PS Kesarganj u/s 379 IPC, "
                       "trial pending. Args 25.03.2025."),
    ])
    for asked in ("bhullu pe pehle bhi koi case hai kya?", "any other case against Bhullu?"):
        a = practice.ask(asked, today="2025-03-20")
        assert "77/2022" in first_line(a) and first_line(a).startswith("Yes"), (asked, a.answer)


def test_no_line_of_another_case_leaves_the_question_to_the_other_readers(tmp_path):
    practice = _practice(tmp_path, [("2025-03-04", "Bhullu bail - notice issued, reply of State called. ND 18.03.2025.")])
    a = practice.ask("bhullu pe pehle bhi koi case hai kya?", today="2025-03-20")
    assert "Yes" not in first_line(a), a.answer
