"""Asked what one defendant pleaded in a written statement filed jointly for two, the answer is that defendant's own
paragraph, not the paper's opening paragraphs alone; and a phrase the page wrapped across a line ("liable to be
set" / "off") is quoted whole, not cut apart with a " / ". A practice written for these tests (a civil
court, Kannada and Hindi questions), its people invented.
"""

from __future__ import annotations

import pytest

from tareekh.agent.contents import _body, _paragraphs
from tareekh.registry.models import Case
from tests.agent.helpers import drop_file, first_line, home_built_by

WS = ("IN THE COURT OF THE PRINCIPAL CIVIL JUDGE, HUBBALLI\n"
      "O.S. No. 412 of 2031\n"
      "WRITTEN STATEMENT FILED ON BEHALF OF DEFENDANTS 1 AND 2\n"
      "1. The suit is barred by limitation. The transaction of the year 2026 was a hand loan that the plaintiff\n"
      "never demanded for five years, and the claim is now raised only to harass the defendants who are\n"
      "agriculturists of small means and have no other income.\n"
      "2. D1 admits that he borrowed Rs. 2,00,000 but says he repaid Rs. 1,50,000 in cash before the elders of the\n"
      "village in the presence of the plaintiff's brother; the balance is liable to be set\n"
      "off against the price of the bullocks sold to the plaintiff.\n"
      "3. D2 Ujjanappa Hulkoti never stood surety for the loan. The signature on the alleged pronote is not his\n"
      "and is forged; he is ready to have it compared by a handwriting expert.\n"
      "Hence the suit may be dismissed with costs.\n")


def test_a_line_wrapped_inside_a_sentence_is_joined_with_a_space():
    paras = _paragraphs(["1. The balance is liable to be set", "off against the price.", "2. Next point.",
                         "Counsel for Defendants", "Hubballi"])
    assert paras[0] == "1. The balance is liable to be set off against the price."
    assert paras[1] == "2. Next point. / Counsel for Defendants / Hubballi"  # a new line after a stop, a name: apart


def test_the_paragraph_naming_the_one_asked_comes_first():
    said = _body(WS, ["hulkoti", "plea"])
    assert said.startswith("3. D2 Ujjanappa Hulkoti never stood surety"), said
    assert "handwriting expert" in said, said


def test_no_name_asked_keeps_the_papers_order():
    said = _body(WS, ["plea"])
    assert said.startswith("1. The suit is barred by limitation"), said
    assert "liable to be set off against" in said, said  # the wrapped phrase whole


def test_a_name_every_paragraph_writes_reorders_nothing():
    text = "WRITTEN STATEMENT\n1. Kolhar denies the sale.\n2. Kolhar says the deed is void.\n"
    assert _body(text, ["kolhar"]).startswith("1. Kolhar denies"), _body(text, ["kolhar"])


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="K1", number="O.S. No. 412 of 2031", short_name="Karajagi pronote suit",
                                    title="Hanamappa Karajagi vs Gavisiddappa Hegdekatti & Anr", side="plaintiff"))
    practice.ingest_text("Karajagi pronote suit - defendants appeared through Kolhar, time for WS. Next 10.03.2032.",
                         name="note K1.txt", case_id="K1", date="2032-02-02", author="Lawyer")
    drop_file(practice, tmp, "ws karajagi.txt", WS, "K1")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "joint-pleading", build)


@pytest.mark.parametrize("question", [
    "Karajagi pronote suit nalli Ujjanappa Hulkoti WS alli enu plea tegedukondaru?",
    "Karajagi pronote suit me Hulkoti ne written statement me kya likha hai?",
])
def test_a_defendants_plea_asked_in_two_languages_is_his_own_paragraph(pr, question):
    a = pr.ask(question, today="2032-03-05")
    first = first_line(a)
    assert "forged" in first and "handwriting expert" in first, a.answer


REPORT = ("KELAMBUR MEDICAL COLLEGE (KMC)\n"
          "Sub: expert opinion - reg.\n"
          "1. The first procedure was proper.\n"
          "2. The records do not show the antibiotic dose.\n"
          "3. " + "The swab grew a resistant organism and the wound was not inspected in time. " * 8 + "\n"
          "4. The second surgery at KMC was the correct treatment.\n"
          "Sd/- Chief, KMC\n")


def test_a_word_the_papers_head_writes_keeps_a_report_in_its_order_and_a_long_paragraph_is_cut_not_lost():
    said = _body(REPORT, ["kmc", "expert"])
    assert said.index("1. The first") < said.index("4. The second") if "4. The second" in said else True, said
    assert "3. The swab grew" in said, said
