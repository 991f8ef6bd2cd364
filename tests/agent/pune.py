"""A small practice written for the answer tests: four cases, two judges, two opposing counsel, notes and one order
sheet in a lawyer's own mix of English and Hinglish. Nothing here comes from the shared data sets."""

from __future__ import annotations

from tareekh.registry.models import Case, Client, Counsel, Judge

ORDER_SHEET = (
    "HIGH COURT OF JUDICATURE AT BOMBAY\n"
    "W.P. No. 5120 of 2025\n"
    "Kothrud Residents Forum vs Pune Municipal Corporation\n\n"
    "10.12.2025 Counter not filed. Learned counsel for the respondents seeks further time. Last opportunity. "
    "List on 07.01.2026.\n"
)

NOTES = [
    # (case, hearing date, author, text)
    ("K1", "2025-11-04", "Lawyer",
     "Baner plot (OS 212/23). Patwardhan asked for an adjournment, says his client is abroad. Granted. Next 09.12.2025."),
    ("K1", "2025-12-09", "Lawyer",
     "Baner plot - Patwardhan ne phir se time maanga, file nahi padhi thi. Menon sir was visibly irritated and put "
     "costs of ₹2,500 on the defendants, payable to us. He said no more adjournments. Next 22.01.2026."),
    ("K1", "2026-01-22", "Lawyer",
     "OS 212/23: costs of 2.5k paid by Patwardhan's clerk in court. PW1 Anil examined in chief - he said he bought "
     "the plot in 2011 and fenced it in 2012. Cross deferred. Next 26.02.2026."),
    ("K1", "2026-02-26", "Rohan",
     "Baner plot. Cross of PW1 by Patwardhan: Anil admitted the fence was put up only in 2014, not 2012. "
     "Rohan to get the 2012 tax receipts by 15.03.2026. Next 20.03.2026."),
    ("K2", "2026-02-05", "Lawyer",
     "Baner shop suit (OS 88/24): written statement filed by Patwardhan today. Sunanda tai asked me when evidence "
     "starts; told her after issues are framed. Next 20.03.2026 for framing of issues."),
    ("K3", "2025-10-15", "Lawyer",
     "Kothrud water tank WP - Iyer J granted interim stay of the tender for four weeks. We undertook to file the "
     "residents' list by 25.10.2025. Next 12.11.2025."),
    ("K3", "2025-11-12", "Lawyer",
     "Kothrud WP: residents' list filed on 24.10.2025 as undertaken. Rekha Joshi for the corporation sought time to "
     "file counter. Interim extended. Next 10.12.2025."),
    ("K3", "2025-12-10", "Lawyer",
     "Kothrud WP - corporation again no counter, Iyer J gave last chance. Next 08.01.2026."),
    ("K4", "2026-01-10", "Lawyer",
     "Hadapsar CMA 77/25 - DISMISSED today. Anil to be told; think about a second appeal."),
]


def build_registry(practice) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sri R. K. Menon, II Additional District Judge", short="Menon sir"))
    reg.add_person(Judge(id="J2", name="Hon'ble Mrs. Justice Leela Iyer", short="Iyer J"))
    reg.add_person(Judge(id="J3", name="Sri P. S. Kale, III Additional District Judge", short="III ADJ (Kale)"))
    reg.add_person(Counsel(id="OC1", name="Sri Dinesh Patwardhan"))
    reg.add_person(Counsel(id="OC2", name="Smt. Rekha Joshi"))
    reg.add_person(Client(id="CL1", name="Anil Deshmukh"))
    reg.add_person(Client(id="CL2", name="Sunanda Kulkarni"))
    reg.add_person(Client(id="CL3", name="Kothrud Residents Forum"))
    reg.add_case(Case(id="K1", number="O.S. No. 212 of 2023", short_name="Baner plot suit",
                      title="Anil Deshmukh vs Prakash Gaikwad & another", judge_id="J1", counsel_id="OC1",
                      client_id="CL1", side="plaintiff"))
    reg.add_case(Case(id="K2", number="O.S. No. 88 of 2024", short_name="Baner shop suit",
                      title="Sunanda Kulkarni vs Vilas Pawar", judge_id="J1", counsel_id="OC1", client_id="CL2",
                      side="plaintiff"))
    reg.add_case(Case(id="K3", number="W.P. No. 5120 of 2025", short_name="Kothrud water tank WP",
                      title="Kothrud Residents Forum vs Pune Municipal Corporation", judge_id="J2",
                      counsel_id="OC2", client_id="CL3", side="petitioner"))
    reg.add_case(Case(id="K4", number="C.M.A. No. 77 of 2025", short_name="Hadapsar CMA",
                      title="Anil Deshmukh vs Suresh Jagtap", judge_id="J2", counsel_id="OC1", client_id="CL1",
                      side="appellant", stage="disposed - appeal dismissed on 10.01.2026"))


def build(practice) -> None:
    build_registry(practice)
    for case_id, day, author, text in NOTES:
        practice.ingest_text(text, name=f"note_{case_id}_{day}.txt", case_id=case_id, date=day, author=author)
    practice.ingest_text(ORDER_SHEET, name="certified copy W.P. 5120-2025.txt", case_id="K3")
