"""A question of two clauses whose later one asks who holds a role — "<party> ki s.9 admit hui? IRP kaun laga?" —
asks the holder of that clause's role (the IRP), not of a word of the first clause (the party's "Fabrics", which a
chat writes before the other side's name: "<party> Fabrics - <other side> ki taraf se …"). The office written out
before its short form in brackets ("Interim Resolution Professional (IRP)") is no person holding it, and a surname
that is also a short word of a language ("<given> Kore", Bengali "kore") is still a name (agent/role_holder.py).

Before, the answer named the other side's company as "the textiles your notes name".

Invented practice: an NCLT insolvency petition, asked in Hindi, Gujarati and Marathi typed in Latin letters."""

from __future__ import annotations

import pytest

from tareekh.agent.role_holder import _in_the_who_clause, _spells
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, folder) -> None:
    reg = practice.registry
    reg.add_case(Case(id="N1", number="CP(IB)/311/AHM/2030", short_name="Sagwan insolvency",
                      title="Sagwan Fabrics Pvt. Ltd. vs Vellodi Weaves Ltd.", side="petitioner"))
    practice.ingest_text("Sagwan Fabrics - Vellodi Weaves ki taraf se counsel appear hue, reply ke liye time. ND 9 Aug.",
                         name="n1 jul.txt", case_id="N1", date="2030-07-12", author="Lawyer")
    practice.ingest_text("The operational debt is due and payable and in default. The application u/s 9 is admitted. "
                         "Mr. Hemendra Kore (Reg. No. IBBI/IPA-002/IP-N0xxxx) is appointed as the Interim Resolution "
                         "Professional (IRP).", name="n1 order.txt", case_id="N1", date="2030-09-20", author="Court")
    practice.ingest_text("IRP Hemendra Kore ki progress report: public announcement done, claims invited.",
                         name="n1 nov.txt", case_id="N1", date="2030-11-04", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "who-later-clause", build))


@pytest.mark.parametrize("question", ["Sagwan Fabrics ki s.9 admit hui kya? IRP kaun laga?",  # Hindi
                                      "Sagwan Fabrics ni s.9 admit thai? IRP kon nimayo?",  # Gujarati
                                      "Sagwan Fabrics chi s.9 admit zali ka? IRP kon nemla?"])  # Marathi
def test_the_who_clause_s_role_is_the_one_asked(built, question):
    ans = built.ask(question, today="2030-12-01")
    assert "Vellodi" not in first_line(ans), ans.answer
    assert "Hemendra Kore" in ans.answer, ans.answer


def test_only_the_who_clause_s_words_are_its_roles():
    asked = ["Sagwan", "Fabrics", "admit", "IRP", "laga"]
    assert _in_the_who_clause("Sagwan Fabrics ki s.9 admit hui kya? IRP kaun laga?", asked) == ["IRP", "laga"]
    assert _in_the_who_clause("Sagwan Fabrics me IRP kaun laga?", asked) == asked  # one clause: all its words
    # the "who" clause naming no role of its own: the roles of the others stand
    assert _in_the_who_clause("commissioner appoint hua? kaun?", ["commissioner"]) == ["commissioner"]


def test_an_office_written_out_before_its_short_form_is_no_person():
    line = "Mr. Hemendra Kore is appointed as the Interim Resolution Professional (IRP)."
    assert _spells("Interim Resolution Professional", "IRP", line)
    assert _spells("Resolution Professional", "IRP", line)
    assert not _spells("Hemendra Kore", "IRP", line)
    # initials that happen to spell the role, without the bracketed short form after them, are a person's
    assert not _spells("Pranab Pyne", "PP", "Pranab Pyne, PP for the State, sought time.")
