"""Names in a question: a respelling never changes an ordinary word into a name's connective, a name said back is
the one typed, "our/my" of any language is no case name, a person named by relation to another finds that other's
matter, the judge named as speaker is the one whose words are given (not a party whose surname names the case), and
"which matters are over / were not reached" is asked across matters whatever language holds the asking word."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import drop_file, first_line, home_built_by

TODAY = "2026-11-30"

NOTES = [
    ("C1", "2026-02-09", "Riverside",
     "09-02-2026 Tseten revision - Pillai J. Admitted. Lower court records called for. Stay of recovery. ND 20-04-2026."),
    ("C1", "2026-04-20", "Riverside",
     "20-04-2026 Tseten revision - matter not reached, board ended at item 31, ours 44. ND 17-08-2026."),
    ("C1", "2026-08-17", "Riverside",
     "17-08-2026 Tseten revision - Pillai J. Revision allowed, recovery decree set aside, costs Rs. 4,000."),
    ("C2", "2026-03-03", "Riverside",
     "03-03-2026 Lepcha writ - Pillai J. Respondent's counsel Ms. Nima Lepcha took time. ND 12-05-2026."),
    ("C2", "2026-05-12", "Riverside",
     "12-05-2026 Lepcha writ - Pillai J. Part heard (we argued 30 min). Madam's observation: \"On the face of it "
     "this is a pure contract quarrel dressed up as a writ.\" ND 21-07-2026."),
    ("C2", "2026-07-21", "Riverside",
     "21-07-2026 Lepcha writ - not reached. Waited till 4 pm. ND 15-12-2026."),
    ("C3", "2026-06-04", "Riverside",
     "04-06-2026 Yangchen maintenance - Family Court. PW1 Chhoki (the wife) chief affidavit filed. ND 09-09-2026."),
    ("C3", "2026-09-09", "Riverside",
     "09-09-2026 Yangchen maintenance - PW2 Nawang Sherpa (father) examined in chief and cross. PE closed. "
     "ND 18-12-2026 for RW1."),
]

CHAT = """\
14/05/2026, 18:02 - Sonam Lepcha: Sir what happened today?
14/05/2026, 18:05 - Riverside: Part heard. Next date July.
14/05/2026, 18:07 - Sonam Lepcha: I told you the contract was only for two years, they know it
"""


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Smt. Justice R. Vasundhara Pillai", short="Pillai J"))
    reg.add_person(Judge(id="J2", name="Sri T. Wangdi", short="Principal Judge, Family Court"))
    reg.add_person(Counsel(id="OC1", name="Ms. Nima Lepcha"))
    reg.add_person(Client(id="CL1", name="Tseten Dorjee"))
    reg.add_person(Client(id="CL2", name="Sonam Lepcha"))
    reg.add_person(Client(id="CL3", name="Yangchen Sherpa"))
    reg.add_case(Case(id="C1", number="C.R.P. 61/2026", short_name="Tseten revision",
                      title="Tseten Dorjee through his brother Pema Dorjee vs Himal Finance", judge_id="J1",
                      client_id="CL1", side="petitioner", court="High Court"))
    reg.add_case(Case(id="C2", number="W.P. 208/2026", short_name="Lepcha writ",
                      title="Sonam Lepcha vs Rural Works Department", judge_id="J1", counsel_id="OC1",
                      client_id="CL2", side="petitioner", court="High Court"))
    reg.add_case(Case(id="C3", number="M.C. 12/2026", short_name="Yangchen maintenance",
                      title="Yangchen Sherpa vs Lobsang Sherpa", judge_id="J2", client_id="CL3",
                      side="petitioner", court="Family Court"))
    for case_id, day, author, text in NOTES:
        p.ingest_text(text, name=f"note_{case_id}_{day}.txt", case_id=case_id, date=day, author=author)
    drop_file(p, folder, "WhatsApp Chat with Sonam Lepcha.txt", CHAT, "C2")


@pytest.fixture(scope="module")
def practice(tmp_path_factory):
    from tareekh.practice import Practice

    home = home_built_by(tmp_path_factory, "names7", _build)
    with Practice.open(home) as p:
        yield p


def ask(practice, q: str) -> str:
    return practice.ask(q, today=TODAY).answer


def test_a_respelling_never_turns_an_english_word_into_a_name_s_connective():
    from tareekh.agent.heard import Heard, respell
    from tareekh.agent.question import _VOCABULARY

    heard = Heard(["Tseten Dorjee through his brother Pema Dorjee"])
    assert respell("tseten trick case order?", heard, vocabulary=_VOCABULARY) == "tseten trick case order?"
    # a name's own word misspelt is still written as the registry spells it
    assert respell("Tsetan wala case", heard, vocabulary=_VOCABULARY).startswith("Tseten")


def test_a_name_said_back_is_the_one_typed():
    from tareekh.agent.as_typed import as_typed

    assert as_typed("nyima through case", "nyima through case order?", "nyima truck case order?") == "nyima truck case"
    assert as_typed("Kalden wale suit", "Kalden wale suit ka?", "Kaldan wale suit ka?") == "Kaldan wale suit"


@pytest.mark.parametrize("q", [
    "humare mamle kaun kaun se disposed ho gaye?",      # Hindi
    "amader kon kon case nishpotti hoyeche?",          # Bengali
    "namma cases ellam yavudu disposed aagide?",       # Kannada
    "engal case ethu ethu mudinjuthu?",                # Tamil
    "ennoda case ethu ethu mudinjuthu?",               # Tamil, "my" (one lawyer's own)
    "which of our cases are decided?",                 # English
])
def test_which_matters_are_over_is_asked_across_matters_in_any_language(practice, q):
    a = ask(practice, q)
    line = first_line(practice.ask(q, today=TODAY))
    assert "No such case" not in a and "fits more than one" not in a and "No record" not in line
    assert "Tseten revision" in line and "allowed" in line
    assert "Lepcha writ" not in line  # not over


@pytest.mark.parametrize("q", [
    "chhoki de papa di gawahi ho gayi?",      # Punjabi
    "chhoki ke papa ki gawahi ho gayi?",      # Hindi
    "chhokir baba examined hoyeche?",         # Bengali, the genitive glued on
    "has chhoki's father been examined?",     # English
])
def test_a_person_named_by_relation_to_another_is_that_matter_s_witness(practice, q):
    line = first_line(practice.ask(q, today=TODAY))
    assert line.startswith("Yes") and ("PW-2" in line or "Nawang" in line)


@pytest.mark.parametrize("q", [
    "vasundhara pillai madam enna sonnanga about lepcha case",   # Tamil
    "pillai madam ne lepcha case me kya kaha?",                  # Hindi
    "pillai madam lepcha case nalli enu helidru?",               # Kannada
])
def test_the_judge_named_as_speaker_is_the_one_whose_words_are_given(practice, q):
    line = first_line(practice.ask(q, today=TODAY))
    assert "contract quarrel" in line and not line.startswith("Sonam Lepcha said")


@pytest.mark.parametrize("q", [
    "ee year mana matters edi not reached?",             # Telugu
    "is saal hamare mamle kaun se not reached rahe?",    # Hindi
    "which matters were not reached this year?",         # English
])
def test_which_matters_were_not_reached_lists_each(practice, q):
    line = first_line(practice.ask(q, today=TODAY))
    assert "Tseten revision" in line and "Lepcha writ" in line


def test_a_name_nobody_holds_is_still_said_back(practice):
    a = ask(practice, "Gyatso wala case ka next date?")
    assert a.startswith("No such case") and "Gyatso" in a


@pytest.mark.parametrize("q", [
    "yangchen case ki next date kab hai? sonam puchh rahi hai",     # Hindi
    "yangchen case next date eppo? sonam kekkuranga",              # Tamil
    "yangchen case er next date kobe? sonam jiggesh korchhe",      # Bengali
    "next date in the yangchen case? sonam is asking",             # English
])
def test_who_is_asking_does_not_pull_in_their_own_matter(practice, q):
    a = practice.ask(q, today=TODAY).answer
    assert "18 Dec 2026" in first_line(practice.ask(q, today=TODAY)) and "Lepcha writ" not in a


def test_a_closing_clause_of_who_asks_is_read_past_but_the_bench_asking_is_kept():
    from tareekh.agent.asker import without_asker

    assert without_asker("stay order copy? my client is asking") == "stay order copy?"
    assert without_asker("synopsis? madam asked") == "synopsis? madam asked"
    assert without_asker("what is the clerk asking?") == "what is the clerk asking?"


@pytest.mark.parametrize("q", [
    "tseten revision outcome enna?",            # Tamil
    "tseten revision ka faisla aa gaya?",       # Hindi
    "tseten revision judgment a chhuak tawh?",  # a language the rules do not read
])
def test_the_judgment_of_a_matter_asked_in_half_known_words_is_its_disposing_order(practice, q):
    line = first_line(practice.ask(q, today=TODAY))
    assert line.startswith("Yes") and "allowed" in line and "17 Aug 2026" in line


def test_a_matter_not_decided_is_not_said_to_be(practice):
    assert not first_line(practice.ask("lepcha writ judgment aaya?", today=TODAY)).startswith("Yes")
