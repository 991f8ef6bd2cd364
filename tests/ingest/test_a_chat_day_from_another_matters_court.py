"""A junior's chat whose other days name one case: a day that writes the place of another case's court ("Sir
Bhimunipatnam - …") is about that other matter, not the one the chat's other days name."""

from __future__ import annotations

from tareekh.registry import Case

CHAT = ("04/08/2026, 11:02 - Sudhanvan Jr: Sir Kottavalasa - Jaggampeta Venkanna cross over, ND 19/8\n"
        "05/08/2026, 12:40 - Sudhanvan Jr: Sir Bhimunipatnam - doctor examined, says 30% disability. ND 2/9\n"
        "05/08/2026, 12:41 - Ilavarasi Adv: ok\n"
        "19/08/2026, 13:15 - Sudhanvan Jr: Sir adjourned, ND 4/9\n")


def test_a_day_writing_another_cases_court_goes_under_that_case(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="R1", number="O.S. No. 311 of 2025", short_name="Hemadri boundary suit",
                                    title="Hemadri Sastry vs Jaggampeta Venkanna",
                                    court="Principal Junior Civil Judge, Kottavalasa"))
    practice.registry.add_case(Case(id="R2", number="M.V.O.P. No. 57 of 2025", short_name="Lorry accident claim",
                                    title="Dasari Pydamma vs Sri Satya Roadways",
                                    court="Motor Accidents Claims Tribunal, Bhimunipatnam"))
    entries = practice.ingest([drop("WhatsApp Chat with Sudhanvan Jr.txt", CHAT)]).entries
    by_day = {e.text.split(" - ", 1)[0][-5:]: e.case_ids for e in entries}
    doctor = [e for e in entries if "disability" in e.text]
    assert doctor and doctor[0].case_ids == ["R2"], by_day
    rest = [e for e in entries if "disability" not in e.text]
    assert rest and all(e.case_ids == ["R1"] for e in rest), [(e.text[:40], e.case_ids) for e in rest]
