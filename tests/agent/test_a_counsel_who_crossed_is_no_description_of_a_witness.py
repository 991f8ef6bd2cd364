"""'<counsel> ne <party> chya cross madhe kay vicharla?': the counsel the question names is the one who examined, not a
description of the witness asked. A note that writes that counsel's name beside another witness ("<counsel>: PW2
<name> next date") does not make that witness the one asked (agent/witness_role.py witness_by_description).

Invented practice: a client with two family matters; the other side's counsel names the husband's mother as a
witness in one of them."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Party
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Adv. Hemlata Khirsagar"))
    reg.add_case(Case(id="F1", number="Petition E No. 51/2025", short_name="Kamakshi maintenance",
                      title="Kamakshi Ishwar Tambekar vs Ishwar Tambekar", counsel_id="OC1", side="petitioner",
                      parties=[Party(name="Kamakshi Ishwar Tambekar", role="petitioner"),
                               Party(name="Ishwar Tambekar", role="respondent")]))
    reg.add_case(Case(id="F2", number="Petition D No. 12/2026", short_name="Ishani custody",
                      title="Ishwar Tambekar vs Kamakshi Ishwar Tambekar", counsel_id="OC1", side="respondent",
                      parties=[Party(name="Ishwar Tambekar", role="petitioner"),
                               Party(name="Kamakshi Ishwar Tambekar", role="respondent")]))
    practice.ingest_text(
        "04.05.2026 - Family Court - Ishani custody (Pet D 12/2026)\nPW1 Ishwar - our cross. He admitted he leaves "
        "for the depot at 6 am.\nKhirsagar: PW2 Godavaribai next date. ND 08.06.2026", name="custody 4 may.txt",
        case_id="F2", date="2026-05-04", author="Lawyer")
    practice.ingest_text(
        "8/6/26 Family Ct - Ishani custody PW2 Godavaribai gairhajar (aajari). Khirsagar ne purava band kela.",
        name="custody 8 june.txt", case_id="F2", date="2026-06-08", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-who-crossed", build)


@pytest.mark.parametrize("question", [
    "khirsagar madam ne kamakshi chya cross madhe kay vicharla, ti kay mhanali",  # Marathi
    "khirsagar ji ne kamakshi ke cross mein kya poocha, usne kya kaha",  # Hindi
])
def test_the_counsel_who_crossed_does_not_pick_the_witness_their_name_stands_beside(pr, question):
    a = pr.ask(question, today="2026-06-20")
    first = a.answer.split("\n")[0]
    assert "Godavaribai" not in first and "PW-2" not in first, a.answer
