"""A judge's or a counsel's habit asked: the habit the question asks about, not every remark of the person.

- "if … does not" written as the languages write a negative conditional ("varalana", "nidile", "baradiddre",
  "varunnillenkil", Khasi "ym", Mizo "loh") is a situation asked;
- a judge's short name written without its court's number ("ACJ sir" of "ACJ-2 sir") names that judge when no other
  judge reads the same; "second time" marks a habit like "again";
- a bare "same as always with <judge>" points back to the line before it, the habit;
- a counsel whose registry name carries a post after a comma is found by the surname typed; a line the notes mark as
  done again, or that names the excuse given (a job lost, instructions awaited), comes before a one-off line.

A small practice written for these tests (a cheque case before a numbered magistrate, an excise bail, a land
reference, a maintenance case), in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.agent.situation import negated
from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by

CHEQUE = [
    ("2025-06-04", "Ranade cheque case - accused absent, exemption petition allowed. Next 09.07.2025."),
    ("2025-08-13", "Ranade cheque case - accused cross of CW1 in part. Next 17.09.2025."),
    ("2025-09-17", "Ranade cheque case - CW1 cross over. Next 22.10.2025 for 313."),
]
# a note filed under another matter: the magistrate called without the court's number
OTHER = [
    ("2025-07-09", "Tilak lease suit - DW1 not ready, next 20.08.2025. Also in the cheque matter today the accused "
                   "was absent again. ACJ sir second time absent means NBW straight, no exemption."),
]
BAIL = [
    ("2025-05-12", "Moghe excise bail - seizure memo not with APP. Next 19.05.2025."),
]
BAIL_CHAT = ("19/05/2025, 12:10 - Pemzang Clerk: Moghe bail - APP seizure memo still nahi. Judge bolle no bail hearing "
             "without the seizure memo in the file. Next 26.05.2025\n"
             "19/05/2025, 12:14 - Adv Rinzing: same as always with Gorde sir\n")
LAND = [
    ("2025-03-03", "Mahida land reference - AGP Oza appeared, filed vakalat for the State."),
    ("2025-04-07", "Mahida land reference - AGP Oza - \"instructions awaited from the Collector\" - same line again. "
                   "3rd time. Next 05.05.2025."),
    ("2025-05-05", "Mahida land reference - Oza argued the market value of the 2011 sale deeds."),
    ("2025-06-02", "Mahida land reference - Oza handed up the award copy."),
    ("2025-07-07", "Mahida land reference - Oza cross-examined our valuer on the belting method."),
]
PARTITION = [
    ("2025-03-18", "Koeri batwara - PW1 chief affidavit filed. Next 22.04.2025."),
    ("2025-04-22", "Koeri batwara - nyayadhish teen baje ke baad hi gawahi lenge, subah kuch nahi. Next 20.05.2025."),
    ("2025-05-20", "Koeri batwara - costs Rs. 300 on the defendants for time. Next 17.06.2025."),
]
# a note of two matters, each an item of the day's list: the other matter's "struck off" is not this counsel's
TWO_ITEMS = ("14/8 Thu + 15/8 Fri\n"
             "* Ranade divorce 14.8 - arrears unpaid; PJ warned the husband: pay before ND or defence struck off.\n"
             "* Zutshi rent petition 15.8 - Kapadia: tenant unwell, hospital papers shown.\n"
             "Adjourned without cost. ND 19.9.25\n")
LAND_TWO = [
    ("2025-03-11", "Patel land reference - AGP Oza appeared for the State, copy of the award given to him."),
    ("2025-05-13", "Patel land reference - AGP Oza cross-examined the claimant on the 2012 sale deed."),
]
MAINT = [
    ("2025-02-10", "Sultana maintenance - Shinde for the husband: \"the husband lost his job, he has nothing\"."),
    ("2025-03-10", "Sultana maintenance - Shinde sought time to file the income affidavit."),
    ("2025-04-07", "Sultana maintenance - Shinde sought time, affidavit not ready."),
    ("2025-05-05", "Sultana maintenance - Shinde sought time again for the affidavit, costs Rs. 500."),
    ("2025-06-09", "Sultana maintenance - Shinde sought time, affidavit still not ready."),
    ("2025-07-07", "Sultana maintenance - Shinde sought time once more for the affidavit."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Shri Omkar Velankar", short="ACJ-2 sir"))
    reg.add_person(Judge(id="J2", name="Smt. Rewa Tilak", short="ACJ-1 madam"))
    reg.add_person(Judge(id="J3", name="Shri Norbu Gorde", short="Spl. Judge Gorde"))
    reg.add_person(Judge(id="J4", name="Smt. Kavita Bhavsar", short="LAR judge"))
    reg.add_person(Counsel(id="K1", name="Mr. Hemant Oza, Asst. Govt. Pleader"))
    reg.add_person(Counsel(id="K2", name="Shri Vasant Shinde"))
    reg.add_case(Case(id="C1", number="S.T.C. No. 5120 of 2024", short_name="Ranade cheque case",
                      title="Ketan Ranade vs Girish Pawar", judge_id="J1", side="complainant"))
    reg.add_case(Case(id="C2", number="R.C.S. No. 88 of 2023", short_name="Tilak lease suit",
                      title="Anant Tilak vs Mohan Rane", judge_id="J2", side="plaintiff"))
    reg.add_case(Case(id="C3", number="Excise Bail No. 31 of 2025", short_name="Moghe excise bail",
                      title="Dawa Moghe vs State", judge_id="J3", side="accused"))
    reg.add_case(Case(id="C4", number="L.A.R. No. 14 of 2024", short_name="Mahida land reference",
                      title="Ramesh Mahida vs State", judge_id="J4", counsel_id="K1", side="claimant"))
    reg.add_person(Judge(id="J5", name="Shri Bhuvan Mahto", short="Mahto sahab"))
    reg.add_person(Counsel(id="K3", name="Shri Arvind Kapadia"))
    reg.add_case(Case(id="C6", number="Partition Suit No. 12 of 2023", short_name="Koeri batwara",
                      title="Ramdeo Koeri vs Shyamdeo Koeri", judge_id="J5", side="plaintiff"))
    reg.add_case(Case(id="C7", number="R.P. No. 40 of 2024", short_name="Zutshi rent petition",
                      title="Harpreet Zutshi vs Gurnam Singh", counsel_id="K3", side="petitioner"))
    reg.add_case(Case(id="C8", number="L.A.R. No. 19 of 2024", short_name="Patel land reference",
                      title="Jashu Patel vs State", judge_id="J4", counsel_id="K1", side="claimant"))
    reg.add_case(Case(id="C5", number="M.A. No. 61 of 2024", short_name="Sultana maintenance",
                      title="Sultana Shaikh vs Irfan Shaikh", counsel_id="K2", side="petitioner"))
    for cid, rows in (("C1", CHEQUE), ("C2", OTHER), ("C3", BAIL), ("C4", LAND), ("C5", MAINT), ("C6", PARTITION),
                      ("C8", LAND_TWO)):
        for day, text in rows:
            practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")
    practice.ingest_text(TWO_ITEMS, name="diary 14-15 aug.txt", case_id="C7", date="2025-08-15", author="Lawyer")
    practice.ingest_text(BAIL_CHAT, name="WhatsApp Chat with Pemzang Clerk.txt", case_id="C3", date="2025-05-19",
                         author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "habit-asked", build)


@pytest.fixture(scope="module")
def pr(built):
    from tests.agent.helpers import opened_offline

    yield from opened_offline(built)


@pytest.mark.parametrize("question, word", [
    ("JM madam accused varalana enna pannuvaanga", "varalana"),        # Tamil: if (he) does not come
    ("family court e maintenance nidile ki kore", "nidile"),           # Assamese: if not given
    ("accused baradiddre judge enu maadthare", "baradiddre"),          # Kannada: if (he) does not come
    ("sakshi varunnillenkil judge entha cheyyum", "varunnillenkil"),   # Malayalam: if (he) does not come
    ("lada u nongsaindur u ym wan, u judge u leh aiu", "ym"),          # Khasi: not
    ("witness a kal loh chuan judge-in eng nge a tih", "loh"),         # Mizo: not
])
def test_a_negative_conditional_is_read_in_any_language(question, word):
    assert word in negated(question)


def test_words_that_only_end_like_a_negation_are_none():
    assert negated("kerala bench sala nile mala kolkata") == []


def test_a_numbered_judge_written_without_the_number_on_another_matter_s_page(pr):
    # Kannada in Latin letters: "when the accused does not come, what does ACJ 2 sir do?"
    a = pr.ask("ACJ 2 sir accused baradiddre enu maadthare?", today="2025-12-01")
    assert "second time" in first_line(a), a.answer


def test_a_bare_same_as_always_points_back_to_the_line_before_it(pr):
    # Bengali in Latin letters: "before bail, what does Gorde sir always want?"
    a = pr.ask("Gorde sir bail er age sob somoy ki chay?", today="2025-12-01")
    assert "seizure memo in the file" in first_line(a), a.answer


def test_a_counsel_with_a_post_after_the_name_is_found_by_the_short_surname(pr):
    # Gujarati in Latin letters: "what does AGP Oza say every time?"
    a = pr.ask("AGP oza dar vakhate shu kahe chhe?", today="2025-12-01")
    assert "instructions awaited" in first_line(a), a.answer


def test_the_excuse_named_comes_before_the_one_off_lines(pr):
    # Bengali in Latin letters: "what excuse does Shinde give again and again?"
    a = pr.ask("shinde sultana case e bar bar ki bahana dey?", today="2025-12-01")
    assert "lost his job" in first_line(a), a.answer


def test_a_judge_named_first_in_a_verb_last_sentence_is_the_one_acting(pr):
    # Hindi: "when does Mahto sahab take evidence?"; the note puts the judge first and the verb last
    a = pr.ask("Mahto sahab gawahi kab lete hain?", today="2025-12-01")
    assert "teen baje" in first_line(a), a.answer


def test_a_numbered_witness_holds_the_witness_asked():
    from tareekh.agent.situation import _holds

    assert _holds({"pw"}, "PW2 absent though summons served")
    assert not _holds({"pw"}, "the power supply failed")


def test_each_time_s_excuse_is_named_and_another_item_s_order_is_not_what_came_of_it(pr):
    # Punjabi: "how many times did Kapadia take an adjournment, and on what excuses?"
    a = pr.ask("kapadia ne zutshi case ch kinni vaari adj laya te ki bahane", today="2025-12-01")
    line = first_line(a)
    assert "unwell" in line, a.answer
    assert "struck off" not in line, a.answer


def test_the_initials_of_a_counsel_s_post_are_no_thing_asked_of_their_matters(pr):
    # Hindi: "what does AGP Oza do in both cases?": "AGP" names him; his habit, not his first line in each matter
    a = pr.ask("AGP oza dono cases me kya karta hai?", today="2025-12-01")
    assert "instructions awaited" in first_line(a), a.answer
