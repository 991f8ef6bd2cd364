"""A question that names a real case in other words is not said back "No such case": a party's name typed without
its aspirate's h ("buvanendran" for "Bhuvanendran", agent/heard.py's `respelt`) is that party's, wherever it stands;
the Gujarati "rahyo" (remained) is the question's verb, closing the clause, no word of the matter's name
(agent/tongues.py). A case nobody holds is still said back. Invented practices (a Tamil Nadu family court, a
Vadodara magistrate's cheque case)."""

from __future__ import annotations

from tareekh.agent.heard import Heard
from tareekh.agent.tongues import clause_verb
from tareekh.registry.models import Case


def test_a_spelling_without_the_aspirate_is_the_name():
    heard = Heard(["K. Sivagami", "R. Bhuvanendran"])
    assert heard.respelt("buvanendran") == "Bhuvanendran"
    assert heard.respelt("bhuvanendhran") == "Bhuvanendran"  # an h more is the same spelling too
    assert heard.respelt("buvana") is None  # a part of a name is not the name
    assert heard.respelt("sivagam") is None  # a letter short is no aspirate's spelling


def test_rahyo_closes_the_clause():
    assert clause_verb("rahyo") and clause_verb("rahyu")


def test_a_party_typed_without_its_h_names_the_case(practice):
    practice.registry.add_case(Case(id="M1", number="M.C. No. 71 of 2030", short_name="Sivagami maintenance",
                                    title="K. Sivagami vs R. Bhuvanendran", side="petitioner"))
    practice.ingest_text("19.06.2031 Sivagami maintenance - Family Court: Bhuvanendran RW1 cross; arrears of interim "
                         "maintenance still Rs. 38,000 unpaid.", name="m1 june.txt", case_id="M1",
                         date="2031-06-19", author="Lawyer")
    ans = practice.ask("buvanendran full arrears kattitaara?", today="2031-07-31")
    assert not ans.answer.startswith("No such case"), ans.answer
    assert "38,000" in ans.answer, ans.answer


def test_a_gujarati_verb_before_the_case_word_names_no_other_case(practice):
    practice.registry.add_case(Case(id="G1", number="Crl. Case No. 5521 of 2029", short_name="bank cheque case",
                                    title="Vadhvana Sahakari Bank Ltd. vs Kunjbihari Bhavsar", side="accused"))
    practice.ingest_text("26.08.2030 bank cheque case - Addl. CJM: Kunjbihari Bhavsar gerhajar; bailable warrant "
                         "issued.", name="g1 aug.txt", case_id="G1", date="2030-08-26", author="Lawyer")
    ans = practice.ask("kunjbihari bhavsar ketli vaar gerhajar rahyo bank case ma?", today="2031-08-08")
    assert not ans.answer.startswith("No such case"), ans.answer


def test_a_case_nobody_holds_is_still_said_back(practice):
    practice.registry.add_case(Case(id="M1", number="M.C. No. 71 of 2030", short_name="Sivagami maintenance",
                                    title="K. Sivagami vs R. Bhuvanendran", side="petitioner"))
    practice.ingest_text("19.06.2031 Sivagami maintenance - Family Court: arrears still Rs. 38,000.",
                         name="m1 june.txt", case_id="M1", date="2031-06-19", author="Lawyer")
    ans = practice.ask("Vellaiyankuppam godown suit next date?", today="2031-07-31")
    assert ans.answer.startswith("No such case"), ans.answer
    assert "Check the name" not in ans.answer  # the said-back never blames the lawyer
