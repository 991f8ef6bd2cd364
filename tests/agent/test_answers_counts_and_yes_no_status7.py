"""Counts, yes/no and amounts asked in a lawyer's words: a count the notes state in so many words when no single
adjournment was read as one. A small invented practice (a municipal licence writ, a salary claim)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line as first
from tests.agent.helpers import home_built_by


def opened(path):
    """The home built at `path`, opened again as a lawyer opens it."""
    from tareekh.practice import Practice

    with Practice.open(path, create=False) as p:
        yield p

NOTES = [
    ("W1", "2025-01-08", "Ct 4 - Dsouza hawker licence WP - notice issued, Corporation's counsel to file counter. ND 5.2.25"),
    ("W1", "2025-02-05", "Ct 4 - Dsouza WP - Corpn counsel: commissioner on tour, no instructions. ND 12.3.25"),
    ("W1", "2025-06-18", "Ct 4 - Dsouza WP - Corporation's counsel finally present today (after four adjournments of "
     "theirs). Argued fully. Reserved."),
]


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CD", name="Lawrence Dsouza"))
    reg.add_case(Case(id="W1", number="W.P. No. 901 of 2024", short_name="Dsouza hawker licence writ",
                      title="Lawrence Dsouza vs Municipal Corporation of Ponda", client_id="CD",
                      court="High Court, Court No. 4", side="petitioner"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened(home_built_by(tmp_path_factory, "status7", lambda p, _folder: build(p)))


@pytest.mark.parametrize("text", [
    "dsouza hawker licence writ - how many adjournments did the corporation side take?",
    "Dsouza hawker licence writ me kitne adjournment liye unhone?",
])
def test_a_count_the_notes_state_is_given_not_none(pr, text):
    a = pr.ask(text, today="2025-07-01")
    line = first(a).lower()
    assert not line.startswith("none") and ("four" in line or "4" in line), a.answer


WITNESS_NOTES = [
    ("S1", "2025-02-10", "Ct 3 - Saldanha boundary suit - PW1 Zeferino Saldanha examined in chief and cross-examined, discharged."),
    ("S1", "2025-04-07", "Ct 3 - Saldanha suit - DW1 Honorato Furtado examined, cross by us, discharged."),
    ("S1", "2025-05-12", "Ct 3 - Saldanha suit - DW2 (surveyor of the taluka) absent, last chance given for DW2. ND 16.6.25"),
    ("S1", "2025-06-16", "DW2 is absent again; no steps taken. Prayer for time rejected. Defendant's evidence is closed. "
     "Fix 21.07.2025 for arguments."),
]


def build_witnesses(practice) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CP", name="Zeferino Saldanha"))
    reg.add_case(Case(id="S1", number="R.C.S. No. 12 of 2024", short_name="Saldanha boundary suit",
                      title="Zeferino Saldanha vs Honorato Furtado", client_id="CP",
                      court="Civil Judge Senior Division, Court No. 3", side="plaintiff"))
    for case_id, day, text in WITNESS_NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    yield from opened(home_built_by(tmp_path_factory, "status7w", lambda p, _folder: build_witnesses(p)))


@pytest.mark.parametrize("text", [
    "saldanha boundary suit - how many witnesses were examined, both sides?",
    "Saldanha boundary suit me kitne gawah ka bayan hua dono taraf se?",
])
def test_a_witness_left_out_when_the_evidence_was_closed_is_named(wit, text):
    line = first(wit.ask(text, today="2025-08-01"))
    assert "DW-2" in line and "surveyor" in line and "not examined" in line, line


DIRECTION_NOTES = [
    ("A1", "2025-01-20", "Letter from the Chief Engineer: you are requested to file your claims within 30 days."),
    ("A1", "2025-03-14", "Ct 2 - Adiga arbitration petition. The clause provides for arbitration once the engineer fails "
     "to decide a representation within 60 days. Sole arbitrator appointed."),
    ("A1", "2025-04-02", "Minutes of the first sitting before the sole arbitrator.\n"
     "1. Claimant's statement of claim with documents by 30.06.2025.\n"
     "2. Fees shared equally; each side to deposit Rs. 80,000/- as advance by 15.07.2025."),
]


def build_directions(practice) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CK", name="Adiga Builders"))
    reg.add_case(Case(id="A1", number="Arb. P. No. 4 of 2024", short_name="Adiga arbitration",
                      title="Adiga Builders vs State (Public Works Department)", client_id="CK",
                      court="High Court, Court No. 2", side="petitioner"))
    for case_id, day, text in DIRECTION_NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def arb(tmp_path_factory):
    yield from opened(home_built_by(tmp_path_factory, "status7d", lambda p, _folder: build_directions(p)))


@pytest.mark.parametrize("text", [
    "adiga arbitration - what do we have to file and pay, by when?",
    "Adiga arbitration me kya file karna hai aur kitna jama karna hai, kab tak?",
])
def test_the_work_directed_ahead_is_given_not_a_recited_clause_or_a_lapsed_limit(arb, text):
    line = first(arb.ask(text, today="2025-05-10"))
    assert "80,000" in line and "30.06.2025" in line and "15.07.2025" in line, line
    assert "fails to decide" not in line, line


SLIP = ("MALABAR SPICE EXPORTS PVT LTD\nSALARY SLIP - MARCH 2025\nEmp No: MSE/221   Name: JOJO VIEGAS   "
        "Designation: Packer\nEarnings                 Deductions\nBasic        14,000.00   PF        1,680.00\n"
        "HRA           5,600.00   ESI         140.00\nGROSS        19,600.00   TOTAL DED 1,820.00\n"
        "NET PAY: Rs. 17,780.00 (Rupees Seventeen Thousand Seven Hundred Eighty only)\n")


def build_slip(practice, folder) -> None:
    from tests.agent.helpers import drop_file

    reg = practice.registry
    reg.add_person(Client(id="CV", name="Mercy Viegas"))
    reg.add_case(Case(id="M1", number="M.C. No. 40 of 2024", short_name="Viegas maintenance",
                      title="Mercy Viegas vs Jojo Viegas", client_id="CV",
                      court="Family Court, Ernakulam", side="petitioner"))
    drop_file(practice, folder, "salary slip march 2025.txt", SLIP, "M1")


@pytest.fixture(scope="module")
def slip(tmp_path_factory):
    yield from opened(home_built_by(tmp_path_factory, "status7s", build_slip))


@pytest.mark.parametrize("text", [
    "what is jojo's actual salary as per the slip?",
    "jojo ka asli salary kitna hai slip me?",
    "jojo-nte salary ethra aanu slip-il?",
])
def test_a_salary_asked_of_a_pay_slip_gives_the_gross_beside_the_net(slip, text):
    line = first(slip.ask(text, today="2025-05-01"))
    assert "19,600" in line, line


def test_the_pay_in_hand_asked_is_the_net_alone(slip):
    line = first(slip.ask("jojo ki in-hand salary kitni hai slip me?", today="2025-05-01"))
    assert "17,780" in line and "19,600" not in line, line


QUASH_NOTES = [
    ("Q1", "2025-06-11", "HC Ct 5 - Naidu quash petition: notice; no coercive steps against A2 and A3 till next date."),
    ("Q1", "2025-09-03", "HC Ct 5 - Naidu quash - ORDER today: quashed for A2 & A3, dismissed for A1. Client's aunt relieved."),
]


def build_quash(practice) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CQ", name="Upadhya Naidu"))
    reg.add_case(Case(id="Q1", number="Crl.P. No. 2231 of 2025", short_name="Naidu quash petition",
                      title="Upadhya Naidu & 2 others vs State", client_id="CQ",
                      court="High Court, Court No. 5", side="petitioners (accused 1 to 3)"))
    for case_id, day, text in QUASH_NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def quash(tmp_path_factory):
    yield from opened(home_built_by(tmp_path_factory, "status7q", lambda p, _folder: build_quash(p)))


@pytest.mark.parametrize("text", [
    "naidu atta mamayya meeda FIR quash aayinda?",
    "Naidu ki chachi par FIR quash hua kya?",
    "naidu pishi-r FIR quash hoyeche?",
])
def test_a_quashing_asked_in_other_words_is_answered_in_part_from_the_order(quash, text):
    line = first(quash.ask(text, today="2025-10-01"))
    assert line.startswith("In part") and "quashed" in line and "dismissed" in line, line
