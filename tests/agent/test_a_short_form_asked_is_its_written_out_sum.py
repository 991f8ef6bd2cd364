"""A sum asked of a thing by its short form ("PF ketlu hatu?", "RD kitne ki thi?") is the sum the record that writes
the thing out gives it ("the provident fund of Rs. 3,75,000/-"), not another sum on a note that only writes the short
form beside someone's claim. The short form is read by the initials of the record's words, in any language typed in
Latin letters; no list of short forms. A small practice written for this test (a Gujarat civil court, invented)."""

from __future__ import annotations

from tareekh.agent.spelled_out import shorts_asked, shorts_spelt, spelt_at
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok

ORDER = ("IN THE COURT OF THE CIVIL JUDGE (S.D.), NADIAD\nMisc. Application No. 41 of 2026\nIn re: Smt. Ushmaben "
         "Kothiwala\nThe objector Vrajlal Nandaniya claims a share of Rs. 1,10,000 in the account but filed no paper. "
         "Objection rejected. A succession certificate shall issue to the applicant for the provident fund of "
         "Rs. 3,75,000/- lying with the EPFO, Nadiad, on a security bond of the like amount.\n")


def build(practice) -> None:
    practice.registry.add_case(Case(id="K1", number="Misc. Application No. 41 of 2026",
                                    short_name="Kothiwala succession", title="In re: Ushmaben Kothiwala",
                                    side="applicant"))
    practice.ingest_text("4/6/26 Kothiwala succession - Vrajlal (diyar) ni vaandha arji: \"bhai na PF ma maru "
                         "1,10,000 che\". koi kagal nathi. Next 9/7.", name="k1 june.txt", case_id="K1",
                         date="2026-06-04", author="Lawyer")
    practice.ingest_text("9/7/26 Kothiwala - Vrajlal gerhajar. Ushmaben ni cross: kahyu PF pati e potani salary "
                         "mathi bharyu. Order 20/8.", name="k1 july.txt", case_id="K1", date="2026-07-09",
                         author="Lawyer")
    practice.ingest_text(ORDER, name="order 20.8.26.pdf", case_id="K1", date="2026-08-20", author="Court")


def test_the_sum_is_the_one_the_written_out_thing_is_of(practice):
    build(practice)
    ans = practice.ask("ushmaben nu PF ketlu hatu jenu certificate malyu?", today="2026-09-01")
    assert ans.answer.startswith("Rs. 3,75,000"), ans.answer
    assert cited_ok(practice, ans)


def test_a_short_form_is_read_by_the_initials_of_a_records_words():
    assert shorts_asked("ushmaben nu PF ketlu hatu?") == ["pf"]
    assert shorts_asked("rd kitne ki thi") == ["rd"]  # typed small, it has no vowel
    assert shorts_asked("kitna paisa mila") == []  # words of a language typed in Latin letters have vowels
    assert shorts_spelt("the recurring deposit of Rs. 90,000 matured", ["rd"]) == {"rd"}
    assert shorts_spelt("Rs. 90,000 was deposited", ["rd"]) == set()
    assert spelt_at("for the fixed deposit of Rs. 6,000", "fd") == [(8, 21)]
