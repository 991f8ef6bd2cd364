"""A party's days away told in a chat whose sender is an advocate ("12:20 <name> Adv: <party> aaj bhi nahi - …"):
the sender's "Adv" is who wrote the message, not a counsel away, so the day is the party's (agent/party_away.py).
What the day led to is part of the pattern wherever the day's record writes it — a reply later in the chat, "next
time ask for NBW" — so a party's absences asked as a pattern carry the warrant (agent/away_pleas.py). And "what do
they say every time to take time?" of one matter, the side named only by "they", is the other side's pleas
(agent/side_excuses.py). A small practice written for these tests, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import drop_file, first_line, home_built_by

CHAT = ("10/03/2026, 12:20 - Tariang Adv: Sir Jyrwa aaj bhi nahi - unke vakil ne exemption "
        "diya, gaon mein shaadi. Allowed. Next 21/4\n"
        "21/04/2026, 12:31 - Tariang Adv: Sir Wahlang cheque case - Jyrwa absent again, 205 petition, bimar. "
        "Allowed with costs Rs 1000. Next 2/6\n"
        "21/04/2026, 12:34 - Tariang Adv: Court ne kaha agli baar hazir rehna.\n"
        "21/04/2026, 12:40 - Syiemlieh Sir: Teesri baar hai. Agli baar NBW maangna\n")
NOTES = [
    ("2026-01-12", "Wahlang cheque case - Jyrwa absent. Bailable warrant Rs 5000. Next 10.03.2026."),
    ("2026-06-02", "Wahlang cheque case - counsel for accused sought time, engaged in the High Court. Defence "
                   "evidence: his cousin to be DW1 - not present. Next 14.07.2026."),
    ("2026-07-14", "Wahlang cheque case - accused's counsel again sought time, busy in High Court matter. "
                   "Costs Rs 500. Next 25.08.2026."),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="W1", number="C.C. 412/2025", short_name="Wahlang cheque case",
                                    title="Wahlang Ironmongers vs Pynshai Jyrwa", side="complainant"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"W1 {day}.txt", case_id="W1", date=day, author="Lawyer")
    drop_file(practice, tmp, "WhatsApp Chat with Tariang Adv.txt", CHAT, "W1")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "party-away-in-chat", build)


def test_a_day_away_told_by_an_advocate_s_chat_is_the_party_s(pr):
    a = pr.ask("Jyrwa wahlang cheque case me tarikh pe hazir rehta hai kya?", today="2026-09-01")
    line = first_line(a)
    assert "10 Mar 2026" in line, a.answer  # "<sender> Adv: Jyrwa aaj bhi nahi"
    assert "shaadi" in a.answer, a.answer
    assert line.startswith("Three times") and "cousin" not in line, a.answer  # "defence evidence: <a cousin> not
    # present" is no day of the party's


def test_a_party_s_absences_as_a_pattern_carry_the_warrant_the_day_led_to(pr):
    a = pr.ask("wahlang cheque case me accused absent hone ka pattern batao", today="2026-09-01")
    line = first_line(a)
    assert "21 Apr 2026" in line, a.answer
    assert "NBW" in line, a.answer  # the reply later that day: ask for a non-bailable warrant next time


def test_what_they_say_every_time_to_take_time_is_the_other_side_s_pleas(pr):
    a = pr.ask("wahlang cheque case me woh har baar kya bolke time lete hain?", today="2026-09-01")
    line = first_line(a)
    assert "High Court" in line and "2 Jun 2026" in line and "14 Jul 2026" in line, a.answer
