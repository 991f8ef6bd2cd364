"""A matter named with an abbreviation typed in capitals ("… PE"), whose note writes it short in one line and spells
it out in another, far from it: the spelled-out sentence, which says what of it, is quoted too."""

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok

NOTE = ("12.2.26 Dewani Adalat - Shyamoli jomi mamla\n"
        "Aaj PE hoyni, PW3 anupasthit, APP somoy chailo. Hakim saheb ek shesh shujog dilen, khoroch 500 taka.\n"
        "Client Nirupoma di ke phone kora holo, tini porer bar ashben, dolil er copy niye ashben, "
        "khajna rashid o porcha shoho, ebong mouza map er certified copy o thakbe. "
        "Munshi ke bola holo nakal er dorkhasto deoar jonno, fee jama dite hobe agami shombar er age.\n"
        "APP Haldarbabu bollen prosecution evidence e daktar ke agami bar anben, bhogdokhol er report soho.\n"
        "ND 19.3.26\n")


def build(practice) -> None:
    practice.registry.add_case(Case(id="S1", number="Sessions Case No. 88 of 2025", short_name="Shyamoli jomi mamla",
                                    title="Shyamoli Pal vs Haripada Ghosal", side="plaintiff"))
    practice.ingest_text(NOTE, name="12feb.txt", case_id="S1", date="2026-02-12", author="Lawyer")


def test_the_sentence_spelling_out_the_abbreviation_is_quoted(practice):
    build(practice)
    ans = practice.ask("shyamoli jomi mamla PE", today="2026-03-01")
    assert "bhogdokhol" in ans.answer, ans.answer
    assert cited_ok(practice, ans)


def test_a_lower_case_word_is_no_abbreviation(practice):
    from tareekh.agent.spelled_out import abbreviations, with_spelled_out

    assert abbreviations("shyamoli jomi mamla pe") == []
    assert with_spelled_out(NOTE, "Aaj PE hoyni", ["PE"]).endswith("report soho.")
