"""'Explain the matter' — in any language the tables hold ("<party> ni <thing> no case samjavo", "<party> er mamla
bujhiye bolo", "<party> case vivarinchandi", "explain the <party> case") — asks the matter's briefing, as "brief me"
does: the registry's own account of it (the sum claimed), its steps, its last and next hearing; the verb is a word
of asking, never a thing a note must hold. Asked of a thing ("costs order samjhao"), the thing stays what is asked.

The briefing's lines are a note's news, not its head: a diary note's first line that only names the day and the
matter ("12.02.2026 - <No.> (<A> v. <B>) - <court>") is left out, so the room holds what was done that day.

A small practice written for these tests, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.agent.brief import asks_brief
from tareekh.agent.brief_words import explaining_words
from tareekh.agent.matter import without_note_head
from tareekh.agent.lexicon import stems
from tareekh.registry.models import Case, Party
from tests.agent.helpers import home_built_by


@pytest.mark.parametrize("question", [
    "Thekdi ni jeep no case samjavo",  # Gujarati
    "Thekdi er mamla ta bujhiye bolo",  # Bengali
    "Thekdi case vivarinchandi",  # Telugu
    "Thekdi case vilakkunga",  # Tamil
    "Thekdi case vivarisi",  # Kannada
    "Thekdi dava samjavun sanga",  # Marathi
    "explain the Thekdi case",  # English
    "ಥೆಕ್ಡಿ ಕೇಸ್ ವಿವರಿಸಿ",  # Kannada script
    "થેકડી નો કેસ સમજાવો",  # Gujarati script
])
def test_a_verb_of_explaining_asks_a_brief(question):
    assert asks_brief(question)


@pytest.mark.parametrize("question", ["Thekdi ka samjhauta hua kya", "Thekdi ne notice ka matlab samjha?",
                                      "vilakku case next date"])
def test_a_word_that_only_looks_like_it_asks_none(question):
    assert not asks_brief(question)


def test_the_verb_is_kept_as_typed_for_the_reader():
    assert explaining_words("Thekdi ni jeep no case samjavo") == {"samjavo"}
    assert explaining_words("Thekdi case samjha do") == {"samjha"}


def test_a_note_s_head_line_of_the_day_and_the_matter_is_left_out():
    known = stems("R.A. No. 61 of 2025") | stems("Pemabhai Vasoya vs Hiralben Vasoya") | stems("Dy. Collector, Morbi")
    note = ("12.02.2026 - R.A. 61/2025 (Pemabhai v. Hiralben) - Dy. Collector Morbi\n"
            "Circle officer produced the panchnama; the sister's consent is not on it.\nND 04.03.2026")
    assert without_note_head(note, known).startswith("Circle officer produced")


def test_a_first_line_that_says_what_was_done_stays():
    known = stems("R.A. No. 61 of 2025") | stems("Pemabhai Vasoya vs Hiralben Vasoya")
    note = "12.02.2026 - Pemabhai appeal argued for 20 min\nND 04.03.2026"
    assert without_note_head(note, known) == note


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="Consumer Complaint No. 71 of 2025", short_name="Thekdi jeep claim",
                      title="Zorawar Thekdi vs Marusthal Kavachdhar Co. Ltd.",
                      parties=[Party(name="Zorawar Thekdi", role="complainant"),
                               Party(name="Marusthal Kavachdhar Co. Ltd.", role="opposite party")],
                      nature="motor own-damage claim of Rs. 4,35,000 for a jeep burnt in a fire; repudiated",
                      side="complainant"))
    practice.ingest_text("03.09.2025 - CC 71/2025 (Thekdi v. Marusthal)\nInsurer filed its version: the permit had "
                         "lapsed on the day of the fire. Next date 05.11.2025 for our rejoinder.", name="cc 1.txt",
                         case_id="T1", date="2025-09-03", author="Lawyer")
    practice.ingest_text("05.11.2025 - CC 71/2025 (Thekdi v. Marusthal)\nRejoinder filed with the permit renewal "
                         "receipt. Next date 14.01.2026 for arguments.", name="cc 2.txt", case_id="T1",
                         date="2025-11-05", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "explained", build)


@pytest.mark.parametrize("question", ["Thekdi ni jeep no case samjavo", "explain the Thekdi case",
                                      "Thekdi case vivarinchandi"])
def test_the_matter_explained_tells_its_claim_and_its_next_date(pr, question):
    a = pr.ask(question, today="2025-12-01")
    assert "4,35,000" in a.answer and "14 Jan 2026" in a.answer, a.answer
    assert "explain" not in a.answer.lower().split("[")[0][:80], a.answer


def test_the_briefing_says_who_is_against_whom_and_for_whom_we_act(pr):
    a = pr.ask("Thekdi ni jeep no case samjavo", today="2025-12-01")
    assert "The parties: Zorawar Thekdi vs Marusthal Kavachdhar Co. Ltd; we act for the complainant." in a.answer, \
        a.answer


# an order in a script with no capitals: its verdict is the sentence that matters, not its number line or its signature
_BENGALI_ORDER = ("উপ-জেলাশাসকের আদালত\nআপিল মামলা নং 73/2025\nউভয় পক্ষের বক্তব্য শোনা হইল এবং নথি দেখা হইল। নামজারি "
                  "খতিয়ানে বোনেদের সম্মতি নাই এবং তাহাদের কোন নোটিশ দেওয়া হয় নাই। অতএব আপিল মঞ্জুর করা হইল। খতিয়ান নং "
                  "4410 বাতিল করা হইল।\nস্বাঃ উপ-জেলাশাসক")
_MARATHI_ORDER = ("उपविभागीय अधिकारी यांचे न्यायालय\nअपील क्र. 73/2025\nदोन्ही पक्षांचे म्हणणे ऐकले व अभिलेख पाहिला. फेरफार "
                  "नोंदीवर बहिणींची संमती नाही व त्यांना नोटीस दिलेली नाही. त्यामुळे अपील मंजूर करण्यात येत आहे. फेरफार क्र. "
                  "4410 रद्द करण्यात येतो.\nसही/- उपविभागीय अधिकारी")


@pytest.mark.parametrize("order,verdict", [(_BENGALI_ORDER, "আপিল মঞ্জুর"), (_MARATHI_ORDER, "अपील मंजूर")])
def test_a_final_order_in_a_script_is_told_by_its_verdict(order, verdict):
    from collections import Counter

    from tareekh.agent.matter import _gist

    said = _gist(order, Counter(), set(), 840, operative=True)
    assert verdict in said.split("।")[0].split(".")[0], said
    assert "73/2025" not in said and "স্বাঃ" not in said and "सही/-" not in said, said


def build_remand(practice, tmp) -> None:
    practice.registry.add_case(Case(id="R1", number="Revenue Appeal No. 19 of 2025", short_name="Kunjalata mutation appeal",
                                    title="Kunjalata Bhadaliya vs Dhaneshwari Bhadaliya", side="appellant",
                                    stage="disposed - appeal allowed"))
    practice.ingest_text("MUTATION ORDER\nMutation entry No. 5512 of village Sonpur is certified. The names of the sons "
                         "are entered as heirs of the late holder. The daughters did not appear. The entry is sanctioned "
                         "and allowed by the circle officer. Copy to the talathi. Copy to the file.",
                         name="mutation 5512.txt", case_id="R1", date="2024-11-02", author="Circle Officer")
    practice.ingest_text("10.03.2025 - Appeal admitted, notice to respondents. Next 21.04.2025.", name="n1.txt",
                         case_id="R1", date="2025-03-10", author="Lawyer")
    practice.ingest_text("ORDER\nHeard both sides. The daughters were given no notice before the entry was certified. "
                         "The appeal is allowed. Entry No. 5512 is set aside and the matter is remanded for a fresh "
                         "inquiry after notice to all heirs.", name="order 30.6.txt", case_id="R1", date="2025-06-30",
                         author="court")


@pytest.fixture(scope="module")
def remand_home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "remanded", build_remand)


def test_the_final_order_is_the_last_one_not_the_longer_entry_the_matter_arose_from(remand_home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(remand_home))
    try:
        a = p.ask("Kunjalata appeal short me batao", today="2025-08-01")
    finally:
        p.close()
    final = a.answer.split("The final order", 1)[1].split("What it is about", 1)[0]
    assert "remanded" in final and "circle officer" not in final, a.answer
