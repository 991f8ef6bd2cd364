"""A payment or a paper asked yes or no is answered "Yes —" from the record that states it, with its sum and its day:

- a deposit asked in Hindi's compound verb ("jama kara diya", "jama karwa di"): "kara", "karwa" are the light verb
  "do", no thing a record must hold, and an English word of the question that the matter's records hold in another
  script ("maintenance" of an order's "भरण-पोषण") is held (agent/paid_asked.py); a bank's challan that reads
  "Depositor … Amount … PAID" is quoted with its sum and day, never "No record";
- a sum handed over asked of a party's relation ("<name> ke pitaji ne DD diya?"): the relation is who paid, not the
  thing the line must hold, and the line that writes the step done names the act itself (agent/step_written.py);
- whether a report came ("opinion vachinda?"): its arrival, with its date, not what it found (agent/paper_facts.py);
- how much disability a doctor certified: a Medical Board's certificate is the doctors' (agent/unstated.py).
Invented practices, names no data set holds."""

from __future__ import annotations

import pytest

from tareekh.agent.kin_words import kin_in_english
from tareekh.agent.lexicon import VERB_STEMS, stem
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, folder) -> None:
    reg = practice.registry
    reg.add_case(Case(id="E1", number="W.P. No. 2231/2031", short_name="Zorawar electricity writ",
                      title="Zorawar Tiwana vs Urjavahini & Ors.", side="petitioner"))
    practice.ingest_text("Zorawar writ - HC, Ct. 6. ORDER: notice; disconnection stayed subject to deposit of 50% of "
                         "the disputed bill, Rs. 1,12,400, within 3 weeks. ND 20.04.2031.",
                         name="e1 order note.txt", case_id="E1", date="2031-03-04", author="Lawyer")
    practice.ingest_text("PUNJAB NATIONAL BANK - e-challan No. 7712xx   Date 19/03/2031\n"
                         "Head: Disputed energy bill (50%)\n"
                         "Depositor: ZORAWAR TIWANA   Consumer No. 44/118\n"
                         "Amount: Rs. 1,12,400/- (Rupees One Lakh Twelve Thousand Four Hundred only)   PAID",
                         name="e1 challan.txt", case_id="E1", date="2031-03-19", author="Lawyer")
    reg.add_case(Case(id="M1", number="M.J.C. No. 77/2030", short_name="Kesarbai maintenance",
                      title="Kesarbai Pokhriyal vs Brijnandan Pokhriyal", side="petitioner"))
    practice.ingest_text("आवेदक अनावेदिका को आवेदन दिनांक से रु. 6,500/- प्रतिमाह भरण-पोषण अदा करे। "
                         "अनावेदक ने जवाब पेश किया।", name="m1 order.txt", case_id="M1", date="2031-01-12",
                         author="Court")
    practice.ingest_text("Kesarbai matter - aaj Brijnandan ne Rs. 19,500 ka DD court me diya (3 mahine). Baaki "
                         "abhi bhi baaki. ND 14.07.2031.", name="m1 note.txt", case_id="M1", date="2031-05-06",
                         author="Lawyer")
    reg.add_case(Case(id="A1", number="M.T. No. 402/2030", short_name="Sonrekha arrears",
                      title="Sonrekha Jhunjhar vs Dhrupad Jhunjhar", side="petitioner"))
    practice.ingest_text("The respondent is directed to pay interim maintenance of Rs. 15,000 per month.",
                         name="a1 order.txt", case_id="A1", date="2031-02-02", author="Court")
    practice.ingest_text("Sonrekha - Chhabilal (father) brought DD Rs. 30,000 - handed over in court, receipt. "
                         "Balance arrears still Rs. 60,000.", name="a1 note.txt", case_id="A1",
                         date="2031-04-09", author="Lawyer")
    practice.ingest_text("Sonrekha - balance arrears now Rs. 75,000 again (April added). ND 02.06.2031.",
                         name="a1 later.txt", case_id="A1", date="2031-04-30", author="Lawyer")
    reg.add_case(Case(id="W1", number="O.S. No. 58/2030", short_name="Ilavarasi will suit",
                      title="Ilavarasi vs Yashodhan & Anr.", side="plaintiff"))
    practice.ingest_text("Ilavarasi will suit - our application to send the will to the forensic lab allowed. "
                         "ND 10.03.2031.", name="w1 a.txt", case_id="W1", date="2031-01-20", author="Lawyer")
    practice.ingest_text("DISCHARGE SUMMARY - Government Hospital\nPatient: Ilavarasi, 71\nAdmitted: 02.01.2031   "
                         "Discharged: 09.01.2031\nDiagnosis: fracture of the right wrist\nAdvice: review after 2 weeks",
                         name="w1 discharge.txt", case_id="W1", date="2031-01-09", author="Lawyer")
    practice.ingest_text("Ilavarasi will suit - Forensic lab opinion RECEIVED, dated 21.02.2031: the signature on the "
                         "will does not match the admitted signatures. ND 02.05.2031.", name="w1 b.txt",
                         case_id="W1", date="2031-03-10", author="Lawyer")
    reg.add_case(Case(id="D1", number="M.A.C.P. No. 311/2030", short_name="Gulnaaz claim",
                      title="Gulnaaz vs Tejomaya & Anr.", side="claimant"))
    practice.ingest_text("DISABILITY CERTIFICATE - District Medical Board, Civil Hospital\n"
                         "Name: Gulnaaz, 38. Condition: crush injury of the left hand.\n"
                         "Permanent partial disability: 35% (thirty five per cent) of the left upper limb.",
                         name="d1 certificate.txt", case_id="D1", date="2031-02-11", author="Lawyer")
    practice.ingest_text("Gulnaaz claim - PW2 Dr. Anokhi examined. 35% permanent disability of the left hand. "
                         "Cross by the insurer. ND 30.06.2031.", name="d1 note.txt", case_id="D1",
                         date="2031-03-24", author="Lawyer")


@pytest.fixture(scope="module")
def practice(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "paid-yes-with-sum", build))


def test_a_relation_of_a_party_in_any_tongue_is_no_thing_paid():
    assert kin_in_english("pyo") == "father"


def test_the_stem_of_do_before_an_auxiliary_is_a_doing_not_a_thing():
    assert {stem(w) for w in ("kara", "karaa")} <= VERB_STEMS


def test_a_deposit_asked_in_a_compound_verb_is_yes_with_the_challans_sum_and_day(practice):
    ans = practice.ask("Zorawar ji ne HC ke order ke mutabik bill ka 50% jama kara diya tha? kitna aur kab?",
                       today="2031-05-01")
    first = first_line(ans)
    assert not first.startswith(("No record", "Not on record")), ans.answer
    assert "1,12,400" in ans.answer and "19 Mar 2031" in ans.answer and "PAID" in ans.answer, ans.answer


@pytest.mark.parametrize("question", ["Kesarbai matter me Brijnandan ne maintenance ka kuch paisa court me diya? kitna "
                                      "aur kab?", "Did Brijnandan pay any maintenance money in court? how much and when?"])
def test_an_english_word_the_records_hold_in_a_script_is_held(practice, question):
    ans = practice.ask(question, today="2031-06-01")
    first = first_line(ans)
    assert first.startswith(("Yes", "Partly")), ans.answer  # (a part paid: the note leaves some still due)
    assert "19,500" in first and "6 May 2031" in first, ans.answer


def test_a_sum_handed_over_by_a_partys_relation_is_yes_from_the_step(practice):
    ans = practice.ask("Sonrekha arrears me Dhrupad ke pitaji ne arrears ka DD court me diya? kitne ka",
                       today="2031-05-01")
    first = first_line(ans)
    assert first.startswith("Yes") and "30,000" in first, ans.answer


def test_a_report_asked_whether_it_came_is_its_arrival_with_its_date(practice):
    ans = practice.ask("Ilavarasi will suit - forensic lab opinion vachinda? dated?", today="2031-04-01")
    assert "21.02.2031" in ans.answer or "21 Feb 2031" in ans.answer, ans.answer
    assert "received" in ans.answer.lower(), ans.answer


def test_a_medical_boards_certificate_is_the_doctors(practice):
    ans = practice.ask("Gulnaaz claim - doctor ne kitni disability certify ki?", today="2031-04-01")
    first = first_line(ans)
    assert not first.startswith("No record"), ans.answer
    assert "35%" in first, ans.answer
