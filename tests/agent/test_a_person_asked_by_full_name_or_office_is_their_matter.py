"""A witness or an officer asked of by given name and surname, or by office and given name, in lower case: the
matter whose records write that person is the one asked about (agent/full_name.py).

A surname shared with another matter's client ("<given> <client's surname>"), or an office written in other
matters' titles ("State by DFO <place>"), reads word by word as those matters; the notes write the person whole in
their own matter, and that is where the answer is. A matter named by words of its own keeps the question. "As"
after a witness's place ("PW3 aagi", "PW3 hisebe") is a word of grammar, never a witness's name to say back.

A small practice written for these tests, invented names.
"""

from __future__ import annotations

import pytest

TODAY = "2026-09-14"
NOTES = [
    ("T1", "2026-06-02", "Yeshwanti rent case - landlord's evidence; PW1 Yeshwanti Chinnappa chief by affidavit. "
                         "Next 20.10.2026."),
    ("T2", "2026-07-09", "Tirunavukkarasu trial - PW2 Mrinalini Chinnappa (neighbour) chief and cross today. Cross: "
                         "admitted she did not see the knife; reached after the crowd gathered. Next 01.10.2026."),
    ("T3", "2026-05-11", "Kolathur timber case - PW1 DFO absent, summons again. Next 22.09.2026."),
    ("T4", "2026-06-18", "Ramesh bail - objections by APP; DFO report called for. Next 29.09.2026."),
    ("T5", "2026-08-03", "Kolathur estate boundary suit - DW1 Smt. Bhoomika R., DFO Kolathur, chief: boundary stone "
                         "shifted in 2024. Cross: admitted no survey sketch was prepared. Next 05.10.2026."),
    ("T5", "2026-08-24", "Kolathur estate boundary suit - PW3 Ilavarasi Thangamma (68) examined: the old stone stood "
                         "by the tamarind tree till 2019. Next 05.10.2026."),
    ("T2", "2026-08-26", "Tirunavukkarasu trial - PW3 (village elder) absent, summons again. Next 01.10.2026."),
    ("T2", "2026-09-01", "Tirunavukkarasu trial - PW3 (elder) chief in part: heard shouting, elder came out late."),
]


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice
    from tareekh.registry.models import Case, Client, Judge

    path = tmp_path_factory.mktemp("full_name") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Judge(id="FJ1", name="Sri P. Annadurai", short="Annadurai sir", level="JMFC"))
        reg.add_person(Client(id="FC1", name="Smt. Yeshwanti Chinnappa"))
        reg.add_case(Case(id="T1", number="R.C. No. 14 of 2025", short_name="Yeshwanti rent case",
                          title="Yeshwanti Chinnappa vs Kolathur Stores", client_id="FC1", judge_id="FJ1",
                          side="petitioner", next_date="2026-10-20"))
        reg.add_case(Case(id="T2", number="S.C. No. 55 of 2025", short_name="Tirunavukkarasu trial",
                          title="State vs Tirunavukkarasu", judge_id="FJ1", side="accused", next_date="2026-10-01"))
        reg.add_case(Case(id="T3", number="C.C. No. 12 of 2026", short_name="Kolathur timber case",
                          title="State by DFO Kolathur vs Ramesh", judge_id="FJ1", side="accused",
                          next_date="2026-09-22"))
        reg.add_case(Case(id="T4", number="Crl.M.P. No. 8 of 2026", short_name="Ramesh bail",
                          title="Ramesh vs State by DFO Kolathur", judge_id="FJ1", side="petitioner",
                          next_date="2026-09-29"))
        reg.add_case(Case(id="T5", number="O.S. No. 301 of 2025", short_name="Kolathur estate boundary suit",
                          title="Kolathur Estates vs State of Karnataka", judge_id="FJ1", side="plaintiff",
                          next_date="2026-10-05"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("typed", ["mrinalini chinnappa ne knife khud dekha tha?",  # Hindi, yes or no
                                   "mrinalini chinnappa knife chusinda?",  # Telugu
                                   "mrinalini chinnappa cross la enna othukittanga?"])  # Tamil, what was said
def test_a_full_name_sharing_a_client_s_surname_is_the_witness_s_matter(pr, typed):
    a = pr.ask(typed, today=TODAY)
    assert "knife" in a.answer, a.answer
    assert "14/2025" not in a.answer.split("\n")[0], a.answer


def test_an_office_and_a_given_name_is_the_officer_s_matter_not_the_office_s_titles(pr):
    a = pr.ask("DFO bhoomika cross la enna sonnanga?", today=TODAY)  # Tamil
    assert "survey sketch" in a.answer, a.answer
    assert "12/2026" not in a.answer.split("\n")[0] and "8/2026" not in a.answer.split("\n")[0], a.answer


@pytest.mark.parametrize("typed", ["ilavarasi elder PW3 ga emi cheppindi?",  # Telugu, "as PW3"
                                   "ilavarasi elder PW3 hisebe ki bollo?"])  # Bengali
def test_a_witness_asked_by_place_and_given_name_is_in_the_matter_writing_them(pr, typed):
    a = pr.ask(typed, today=TODAY)
    head = a.answer.split("\n")[0]
    assert "301/2025" in head and "Ilavarasi" in head and "55/2025" not in head, a.answer


@pytest.mark.parametrize("typed", ["kolathur suit alli PW3 aagi enu helidru?",  # Kannada, "as PW3"
                                   "kolathur suit e PW3 hisebe ki bollo?"])  # Bengali
def test_as_after_a_witness_s_place_is_no_name(pr, typed):
    a = pr.ask(typed, today=TODAY)
    assert "No record names" not in a.answer and "Ilavarasi" in a.answer.split("\n")[0], a.answer


@pytest.mark.parametrize("typed", ["yeshwanti addhe daavalo PW1 evaru, emi cheppindi",  # Telugu
                                   "yeshwanti gharbhade khatlyat PW1 kon hota, kay mhanla"])  # Marathi
def test_the_matter_s_words_before_a_witness_s_place_are_no_witness_s_name(pr, typed):
    a = pr.ask(typed, today=TODAY)
    assert "No record names" not in a.answer and "Yeshwanti Chinnappa" in a.answer.split("\n")[0], a.answer


def test_a_matter_named_by_its_own_words_keeps_the_question(pr):
    from datetime import date

    from tareekh.agent.full_name import full_name_matters
    from tareekh.agent.question import understand

    class _Comp:
        def __init__(self, q):
            self.q = q

        def records(self, case_ids):
            raise AssertionError("a matter named by its own words needs no search of the records")

    q = understand("yeshwanti rent case la mrinalini chinnappa enna sonnanga", registry=pr.registry,
                   today=date(2026, 9, 14))
    assert q.cases == ["T1"]
    full_name_matters(_Comp(q))
    assert q.cases == ["T1"]
