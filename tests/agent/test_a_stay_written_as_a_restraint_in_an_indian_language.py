"""A temporary injunction asked ("TI milali ka?", "stay vachinda?") of a suit whose order is written in an Indian
language with no word for a stay: the court allows the application in part and restrains the defendant till the
suit is decided ("निकाल लागेपर्यंत … अडथळा करू नये", "తీర్పు వరకు … అమ్మకూడదు"). Before, the answer hedged "Not
clearly on record" over a written statement; now it is the order, with its day. A small practice written for this
test (invented names, a Marathi roznama and a Telugu order)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="R.C.S. No. 77 of 2026", short_name="Kolekar well suit",
                      title="Dhurandhar Kolekar vs Trivikram Tembhurne", side="plaintiff"))
    practice.ingest_text("Kolekar well suit - TI arj (Exh. 5) dakhal. Say sathi ND 10.03.2026.",
                         name="k1 note.txt", case_id="K1", date="2026-02-11", author="Lawyer")
    practice.ingest_text("रोजनामा दि. 10/03/2026\nउभय पक्षांचे वकील हजर. नि. 5 वरील आदेश जाहीर केला. अर्ज अंशतः मंजूर.\n"
                         "दाव्याचा अंतिम निर्णय लागेपर्यंत प्रतिवादीने वादीच्या विहिरीच्या पाण्याच्या वापरात अडथळा करू नये.\n"
                         "पुढील तारीख 21/04/2026 लेखी जबाबासाठी.", name="k1 roznama.txt", case_id="K1", date="2026-03-10",
                         author="Court")
    practice.ingest_text("Tembhurne cha WS: vihir tyanchi swatachi, vaat nahi. Suit dismiss karava.",
                         name="k1 ws.txt", case_id="K1", date="2026-04-21", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "stay-as-a-restraint", build)


@pytest.mark.parametrize("asked", ["Kolekar well suit madhe TI milali hoti ka", "Kolekar well suit mein stay mila?"])
def test_a_stay_asked_is_the_order_restraining_till_the_suit_is_decided(pr, asked):
    a = pr.ask(asked, today="2026-05-02")
    assert a.answer.startswith(("Yes", "In part")), a.answer
    assert "10 Mar 2026" in a.answer, a.answer
    assert cited_ok(pr, a)
