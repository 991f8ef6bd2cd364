"""A status asked of one matter ("sthiti kana", "full status", "brief karo") tells the facts of the matter, not only
its last and next hearing: the paper the matter arose from (chosen over another early paper by how often the later
records return to its words), the last hearings at which work was done when the last one was not reached, a sum the
records keep returning to, and the directions of the final order of a matter that is decided. A small invented
practice (a power-board demand, a mill worker's wages, a land-record correction), typed in Odia-English."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, home_built_by

RECEIPT = ("GRAMA CO-OPERATIVE STORE\n"
           "Cash memo No. 4471    Date: 02.01.2024\n"
           "Rice 25 kg, dal 5 kg, oil 2 litre, kerosene stove repair.\n"
           "Total amount received Rs. 3,120 only, thank you for shopping with us.\n")
DEMAND = ("ELECTRICITY SUPPLY DIVISION, KENDUPADA\n"
          "Letter No. ESD/KP/2024/913     Date: 14.02.2024\n"
          "Sub: Provisional assessment for unauthorised load at the rice huller\n"
          "On inspection of the huller premises it was found that a connected load of 42 HP was running against a "
          "sanctioned load of 15 HP.\n"
          "You are hereby directed to pay the assessed penal demand of Rs. 7,84,560/- within fifteen days, failing "
          "which the supply to the huller shall be disconnected without further notice.\n"
          "Divisional Engineer\n")
JUDGMENT = ("IN THE COURT OF THE CIVIL JUDGE, KENDUPADA\n"
            "Misc. Case No. 77 of 2023\n"
            "Judgment dated 19.08.2024\n"
            "1. The petitioner seeks correction of the record of rights of plot No. 412 which wrongly shows the "
            "opposite party as the recorded tenant.\n"
            "2. The opposite party did not lead any evidence in support of the entry.\n"
            "3. The Tahasildar is directed to correct the record of rights of plot No. 412 in the name of the "
            "petitioner within sixty days, and the opposite party shall pay costs of Rs. 4,000/- with interest at "
            "9% per annum.\n"
            "4. The case is allowed and disposed of accordingly.\n")


def drop(practice, folder, name: str, text: str, case_id: str, day: str) -> None:
    """A paper dropped on the practice and filed by the lawyer under its case, on its own date."""
    path = folder / name
    path.write_text(text, encoding="utf-8")
    for e in practice.ingest([path]).entries:
        if e.status == "review":
            practice.confirm(e.id, case_id=case_id, date=day)


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="W.P.(C) No. 5512 of 2024", short_name="Huller writ",
                      title="Bishnu Charan Mallick vs Electricity Supply Division", side="petitioner"))
    drop(practice, tmp, "cash memo store.txt", RECEIPT, "K1", "2024-01-02")
    drop(practice, tmp, "power board letter huller.txt", DEMAND, "K1", "2024-02-14")
    for day, text in [
        ("2024-04-03", "Huller writ - notice issued to the division. Penal demand of 7,84,560 not to be enforced "
                       "till next date. ND 15.05.2024."),
        ("2024-05-15", "Huller writ - counter filed by division, says load of 42 HP found. We dispute the "
                       "inspection, no seizure list. ND 26.06.2024."),
        ("2024-06-26", "Huller writ - arguments heard in part. Division offered to reduce the demand to "
                       "Rs. 2,10,000 if paid in one go; client declined. ND 07.08.2024."),
        ("2024-08-07", "Huller writ - not reached, board did not move. ND 11.09.2024."),
    ]:
        practice.ingest_text(text, name=f"note K1 {day}.txt", case_id="K1", date=day, author="Lawyer")
    reg.add_case(Case(id="K2", number="Misc. Case No. 77 of 2023", short_name="Plot 412 correction",
                      title="Sabitri Behera vs Gopinath Sahu", side="petitioner",
                      stage="disposed - allowed on 19.08.2024"))
    for day, text in [
        ("2023-11-20", "Plot 412 correction - OP appeared, time for objection. ND 12.01.2024."),
        ("2024-01-12", "Plot 412 correction - objection filed. Evidence of petitioner next. ND 04.04.2024."),
        ("2024-04-04", "Plot 412 correction - PW1 examined, OP no cross. Judgment reserved. ND 19.08.2024."),
    ]:
        practice.ingest_text(text, name=f"note K2 {day}.txt", case_id="K2", date=day, author="Lawyer")
    practice.ingest_text(JUDGMENT, name="judgment misc 77.txt", case_id="K2", date="2024-08-19", author="Court")
    practice.ingest_text("Plot 412 correction - certified copy of judgment applied for, to send to Tahasildar.",
                         name="note K2 2024-08-28.txt", case_id="K2", date="2024-08-28", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "status-of-the-matter", build)


def test_a_status_tells_the_paper_the_matter_arose_from(pr):
    a = pr.ask("huller writ ra full status kana, client ku kahiba", today="2024-08-20")
    first = a.answer.splitlines()[0]
    assert "14 Feb 2024" in first and "unauthorised load" in first, a.answer
    assert "3,120" not in first, a.answer  # the other early paper is not what the matter is about
    assert cited_ok(pr, a)


def test_a_status_after_a_hearing_not_reached_tells_the_last_hearing_where_work_was_done(pr):
    a = pr.ask("huller writ ra full status kana, client ku kahiba", today="2024-08-20")
    first = a.answer.splitlines()[0]
    assert "26 Jun 2024" in first and "2,10,000" in first, a.answer
    assert cited_ok(pr, a)


def test_a_status_of_a_decided_matter_states_the_directions_of_its_final_order(pr):
    a = pr.ask("plot 412 correction ra status kana?", today="2024-09-02")
    first = a.answer.splitlines()[0]
    assert "9% per annum" in first and "sixty days" in first, a.answer
    assert cited_ok(pr, a)


def test_a_brief_asked_beside_a_word_of_the_proceedings_is_a_brief(pr):
    a = pr.ask("huller writ brief kariba order purbaru", today="2024-08-20")
    first = a.answer.splitlines()[0]
    assert not first.startswith("Nothing"), a.answer
    assert "11 Sep 2024" in first, a.answer


@pytest.mark.parametrize("asked", [
    "huller writ ra sthiti kana?",  # Odia
    "huller writ er obostha ki?",  # Bengali
    "huller writ enna nilai?",  # Tamil
    "huller writ kuthparyant aali?",  # Marathi
    "huller writ ekkada varaku vachindi?",  # Telugu
    "huller vado writ kya pahonchyo?",  # Gujarati: the "vado" a description is strung on names no other matter
])
def test_a_status_asked_in_another_language_is_a_status(pr, asked):
    a = pr.ask(asked, today="2024-08-20")
    first = a.answer.splitlines()[0]
    assert "11 Sep 2024" in first and "14 Feb 2024" in first, a.answer
