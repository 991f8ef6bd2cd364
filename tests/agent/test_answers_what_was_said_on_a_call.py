"""What a person said on a call is the passage the note gives the call, on a small practice written for these
tests (a tenancy suit whose client rings the lawyer; diary notes in English with Indian-language asides).

A diary writes a call as a passage — an opener naming the call and the caller, then what they said and what the
lawyer advised — and a question of what the caller said, asked with "phone" or "call" in any language, finds the
passage by its opener or by one line of it. The answer must carry what the caller said, not only the opener or the
lawyer's reply.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import cited_ok, home_built_by

NOTES = [
    ("T1", "2026-06-02",
     "OS 77/2025 Lalremruata tenancy - PW1 chief affidavit filed, cross by other side deferred. ND 14/7."),
    ("T1", "2026-06-20",
     "rang up by Thangmawia (client), 20/6 night\n"
     "Told him cross is on 14 July, he must come by 10.\n"
     "He says the landlord's nephew Vanlalhruaia has put a padlock on the back godown since Sunday.\n"
     "Also the electricity board sent a disconnection notice dated 15.6 at landlord's request.\n"
     "Advised: send photos of the padlock, we will move an IA for restoration."),
    ("T1", "2026-07-14",
     "OS 77/2025 - cross of PW1 Thangmawia done, 40 min. IA for restoration of supply filed.\n"
     "Defence counsel Zothanpuia put the 2019 rent receipts to him; he admitted two signatures, denied the third.\n"
     "Suggestion that he sublet the godown to a tyre dealer - denied. Court marked the receipts Ex D1 to D3.\n"
     "Objection on the electricity bills as secondary evidence - to be decided at final hearing. ND 28/8 for DW.\n"
     "After court, client phoned at 8 pm.\n"
     "He is worried about the costs of the suit.\n"
     "The landlord's brother came to his shop with an offer of Rs 3 lakh to vacate by Diwali.\n"
     "He wants our advice before Friday; will bring the balance fee."),
]


def build(practice, _folder) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CT", name="R. Thangmawia"))
    reg.add_case(Case(id="T1", number="O.S. No. 77 of 2025", short_name="Lalremruata tenancy suit",
                      title="R. Thangmawia vs Lalremruata", client_id="CT", side="plaintiff"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "calls", build)


@pytest.fixture
def pr(built, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(built))
    yield p
    p.close()


@pytest.mark.parametrize("question", [
    "thangmawia ne june mein phone pe kya bataya tha?",      # Hindi in Latin letters
    "thangmawia june la phone la enna sonnaar?",              # Tamil in Latin letters
    "thangmawia june-e phone-e ki bolechilo?",                # Bengali in Latin letters
    "what did thangmawia say on the call in june?",
])
def test_what_a_caller_said_is_the_calls_passage_not_its_opener(pr, question):
    a = pr.ask(question, today="2026-07-01")
    assert "padlock" in a.answer and "disconnection notice" in a.answer, a.answer
    assert cited_ok(pr, a)

