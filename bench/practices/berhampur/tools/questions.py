"""Write questions.json for the Berhampur practice: questions typed the way this chamber types (Romanised Odia and
English, a little Odia script), with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]
ODIA_DIGITS = str.maketrans("0123456789", "୦୧୨୩୪୫୬୭୮୯")


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 8/2 when `short`; also in Odia digits)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    forms += [f"{dd:02d}.{mm:02d}.{yyyy}".translate(ODIA_DIGITS), f"{dd}.{mm}.{yy}".translate(ODIA_DIGITS)]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "kichhi record nahin", "no note", "not in the notes"]]
TODAY = "2027-01-28"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"B-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


# last_time
q("last_time", "sabitri nani nka nadia bagicha case re last date re kana hela?",
  [d("2027-01-11"), ["bar association", "bar resolution", "abstained", "କାମ ବନ୍ଦ", "ceased work", "no work"], d("2027-02-08")],
  [["C01", "2027-01-11"]],
  "IMG-20270116-WA0003.jpg: '11.01.2027 ... Bar Association ପ୍ରସ୍ତାବ ଅନୁସାରେ ଓକିଲମାନେ କାମ ବନ୍ଦ କଲେ ... ପରବର୍ତ୍ତୀ ତାରିଖ 08.02.2027'.")
q("last_time", "appanna port jami writ last hearing re kana hela",
  [d("2026-11-25"), ["heard in part", "part heard"], ["tripathy", "idco"], d("2027-02-10")], [["C03", "2026-11-25"]],
  "WhatsApp Chat with Debasish CTC.txt 25/11/26: 'heard in part today ... Tripathy sir (IDCO) sought time ... Next 10.02.2027'.")
q("last_time", "Sukru OLR case re sesha thare kana hela?",
  [d("2026-09-29"), ["reserved", "orders will be passed"], ["written note"], d("2026-11-17")], [["C02", "2026-09-29"]],
  "IMG20260929_175510.jpg: '29.9.26 ... Sahu babu filed written note ... Reserved - order date 17.11.26'.", today="2026-10-05")
# next_date
q("next_date", "bhagirathi sc st case next date kebe, kana pain?",
  [d("2027-02-18"), ["p.w. evidence", "p.w.", "prosecution evidence"]], [["C05", "2026-11-05"]],
  "bhagirathi charge 5.11.docx: 'Next 18.02.2027 for P.W. evidence'.")
q("next_date", "santosh master divorce ND?",
  [d("2027-02-04")], [["upload", "correction santosh ND.txt"]],
  "correction santosh ND.txt: 'I wrote next date 11.2.27 - bhul ... correct next date is 04.02.2027'. The 19.11 note says 11.2.27 (wrong).")
q("next_date", "gangadhar 302 case agaku kebe lagiba",
  [d("2026-10-09"), ["i.o.", "pradeep kumar nayak"]], [["C06", "2026-08-21"]],
  "gangadhar PW6 hostile.txt: 'Next date 9.10.2026 - I.O. (SI Pradeep Kumar Nayak)'.", today="2026-08-25")
# count
q("count", "gangadhar case re IO kete thara asile nahin ebe jae",
  [["3", "three", "tini", "third"]], [["C06", "2026-10-09"], ["C06", "2026-12-04"], ["C06", "2027-01-15"]],
  "Register 09.10.2026: 'I.O. ଆସିଲେନି'; 4 dec docx: 'absent again - second time'; Pitabas chat 15/01/27: 'tini thara hela'. Three.")
q("count", "patnaik babu sabitri partition re kete thara time nele",
  [["3", "three", "tini", "third"]], [["C01", "2026-03-09"], ["C01", "2026-07-06"], ["C01", "2026-11-30"]],
  "9/3/26 photo: 'engaged in Sessions court ... Hakim gave time'; order 06.07.2026: 'petition for time to cross-examine P.W.1'; "
  "30.11 txt: 'Third time he took time in this suit'. Three.")
q("count", "appanna writ re sarkar counter pain kete thara time magila",
  [["2", "two", "twice", "dui"]], [["C03", "2026-04-07"], ["C03", "2026-05-05"]],
  "Debasish chat 07/04/26: 'counter filed hoini ... instructions awaited'; order 05.05.2026: 'again seeks time ... As a last chance'. Two.")
# yes_no
q("yes_no", "simhachalam 500 cost ta deichhi na nahin?",
  [["yes", "haan", "paid", "deichhi"], ["500"]], [["C04", "2026-11-11"]],
  "11 nov DW1 simhachalam.docx: 'Cost Rs. 500 paid by the defendant before the court'.")
q("yes_no", "sukru ku tara jami pheri milila ki",
  [["yes", "haan", "restored", "restoration", "milila"], ["0.640"], d("2026-11-17")], [["C02", "2026-11-17"]],
  "OLR order 17.11.2026: 'Plot No. 1123, Ac. 0.640 dec. ... The land is restored to the applicant Sukru Sabar'.")
q("yes_no", "yerrayya pura tanka deidela ki samiti ku?",
  [["no", "not yet", "only", "nahin", "partly", "partial"], ["85,000", "85000"], ["1,00,000", "100000", "1 lakh", "one lakh"]],
  [["C08", "2026-04-10"]],
  "yerrayya compromise 10.4.docx: 'Yerrayya paid Rs. 85,000 by DD ... Balance Rs. 1,00,000 to be paid by the next date'.",
  today="2026-05-01")
# said
q("said", "RI report re kana lekhichhi sukru case re",
  [["1973"], ["dasu sabar"], ["1999"]], [["C02", "2026-08-18"], ["upload", "RI report Badagada scan.pdf"]],
  "PTL_OLR_18-8.txt: 'RI says: 1973 settlement RoR in name of Dasu Sabar (ST), OP Gopinath in possession since 1999'.")
q("said", "Dash J counter dekhi july re kana order kale appanna re",
  [["award no. 4", "4 of 2011"], ["1,18,400", "118400"], ["affidavit"]], [["C03", "2026-07-21"]],
  "order 21.07.2026: 'Award No. 4 of 2011 ... Rs. 1,18,400 was deposited ... SLAO ... shall file his own affidavit'.")
q("said", "PW6 kabi gouda court re kana kahila gangadhar case",
  [["hostile"], ["haat", "market"]], [["C06", "2026-08-21"]],
  "gangadhar PW6 hostile.txt: 'he was at the Digapahandi haat that evening ... Declared hostile'.")
# judge_habit
q("judge_habit", "Sethy babu bagicha case re sabu bele kana chahanti",
  [["ror", "record of rights", "khatian"], ["amin commissioner", "commissioner"]], [["C01", "2026-04-06"], ["C01", "2026-09-07"]],
  "order 06.04.2026: 'Plaintiff to file certified copy of the RoR'; Smruti chat 07/09/26: 'Amin Commissioner appoint hela'.")
q("judge_habit", "digapahandi tahasildar kemiti kaam karanti, OLR re",
  [["r.i.", "revenue inspector", "field enquiry", "ri report"], ["flood duty", "no sitting", "sitting nahin"]],
  [["C02", "2026-04-21"], ["C02", "2026-07-07"]],
  "OLR 37-25 note 21 april.docx: 'directed R.I. Digapahandi to do field enquiry'; OLR 7 july flood duty.txt: 'on flood duty ... no sitting'.")
q("judge_habit", "1st ASJ behera sir absent sakhi ku kana karanti?",
  [["bailable warrant", "b.w.", "warrant"], ["nbw", "non-bailable", "non bailable"]],
  [["C06", "2026-10-09"], ["C06", "2026-12-04"], ["C06", "2027-01-15"]],
  "Register 09.10.2026: 'B.W. ଜାରି'; 4 dec docx: 'fresh B.W. through S.P., Koraput'; register 15.01.2027: 'ହାକିମ NBW କଲେ'.")
# pending_before
q("pending_before", "Parida sir nka court re mora kana pending achhi",
  [["bhagirathi"], d("2027-02-18")], [["C05", "2026-11-05"]],
  "bhagirathi charge 5.11.docx: 'Bhagirathi v. Padhy - Special Judge (SC/ST) ... Next 18.02.2027'.")
q("pending_before", "HC re Dash J pakhare mora kana matter achhi",
  [["appanna"], ["gopalpur", "port"], d("2027-02-10")], [["C03", "2026-11-25"], ["upload", "Appanna writ first hearing 24 feb.txt"]],
  "Debasish chat 25/11/26: 'Appanna writ ... Next 10.02.2027'; 24 feb txt: 'WPC 21457/25 (Gopalpur port land) - Dash J'.")
# amount
q("amount", "samiti suit re claim kete tanka, loan kete thila",
  [["5,26,740", "526740", "5.26 lakh", "5.27 lakh"], ["3,50,000", "350000", "3.5 lakh", "3.50 lakh"]],
  [["upload", "samiti ledger Simhachalam.jpg"], ["C04", "2026-05-13"]],
  "ledger: 'loan disbursed 3,50,000 ... Balance due on 31.07.2025 5,26,740'; order 13.05.2026: 'repay Rs. 5,26,740'.")
q("amount", "santosh kete maintenance deba family court order re",
  [["8,000", "8000"], ["10,000", "10000"]], [["C07", "2026-09-03"]],
  "CP 142-25 order 03.09.2026: 'interim maintenance of Rs. 8,000 ... per month ... and Rs. 10,000 as litigation expenses'.")
q("amount", "amin commisioner fee kete deba kahithile",
  [["6,000", "6000"]], [["C01", "2026-09-07"]], "Smruti chat 07/09/26: 'Fee Rs. 6,000 plaintiff deba'.")
# pattern
q("pattern", "gangadhar trial re prosecution sakhi mane asuni kahinki, pattern ta kana",
  [["i.o.", "pradeep kumar nayak"], ["koraput", "transferred"], ["doctor", "p.w.5"]],
  [["C06", "2026-05-08"], ["C06", "2026-12-04"], ["C06", "2027-01-15"]],
  "8/5/26 photo: 'doctor P.W.5 absent (MKCG duty)'; 4 dec docx: 'I.O. ... absent again ... transferred to Koraput'; "
  "register 15.01.2027: 'I.O. ଆସିଲେନି (ତୃତୀୟ ଥର)'.")
q("pattern", "appanna writ re State bar bar delay kemiti karuchhi",
  [["instructions awaited"], ["last chance"], ["slao", "special land acquisition officer"]],
  [["C03", "2026-04-07"], ["C03", "2026-05-05"]],
  "Debasish chat 07/04/26: 'instructions awaited from SLAO'; order 05.05.2026: 'As a last chance ... Special Land Acquisition Officer'.")
# counsel_pattern
q("counsel_pattern", "patnaik babu sabitri case re kemiti date nei chalichhanti",
  [["sessions", "a.s.j.", "engaged"], ["objection"]], [["C01", "2026-03-09"], ["C01", "2026-07-06"], ["C01", "2026-11-30"]],
  "9/3/26: 'engaged in Sessions court'; order 06.07.2026: 'engaged in the Court of the 1st A.S.J.'; 30.11 txt: 'took time for objection'.")
q("counsel_pattern", "rath babu simhachalam pakhya re kana kana line dhariche",
  [["sea", "samudra"], ["insurance", "1,20,000"], ["cyclone", "dana"]], [["C04", "2026-04-08"], ["C04", "2026-10-07"]],
  "week 6-10 apr docx: 'W.S. filed (cyclone Dana + insurance)'; 7.10.26 photo: 'Simhachalam absent - \"at sea\". Rath babu time'.")
# witness
q("witness", "sabitri case re amin commissioner kie",
  [["khageswar pradhan", "khageswar"]], [["C01", "2026-09-07"]],
  "Smruti chat 07/09/26: 'Amin Commissioner appoint hela - Khageswar Pradhan (retd. Amin)'.")
q("witness", "gangadhar case re post mortem doctor kie thile",
  [["ashis kumar rout", "ashis", "rout"], ["mkcg", "m.k.c.g"]], [["C06", "2026-06-26"]],
  "ST 67-24 order sheet 26.06: 'P.W.5 Dr. Ashis Kumar Rout, Asst. Professor, F.M.T., M.K.C.G. Medical College'.")
q("witness", "bhagirathi case inquiry re kie kie sakhi dele",
  [["kuni"], ["lingaraj"]], [["C05", "2026-03-12"], ["C05", "2026-04-16"]],
  "PTL notes SC ST 12-3.docx: 'W.1 Smt. Kuni Nayak ... examined'; 16.4.26 photo: 'W.2 Lingaraj Sethi examined'.")
# open
q("open", "appanna nka gopalpur port jami case ta short re bujhei dia",
  [["award no. 4", "4 of 2011", "2011"], ["1,18,400", "118400"], ["affixture"], d("2027-02-10")],
  [["C03", "2026-07-21"], ["C03", "2026-09-15"], ["C03", "2026-11-25"]],
  "order 21.07.2026: 'Award No. 4 of 2011 ... Rs. 1,18,400'; 15 sep docx: 'notice was served \"by affixture\"'; chat 25/11/26: 'Next 10.02.2027'.")
q("open", "arjipalli samiti boat loan suit ta kouthi achhi",
  [["3,00,000", "300000", "3 lakh"], ["resolution"], d("2027-01-28")], [["C04", "2026-12-16"]],
  "Ramana chat 16/12/26: 'Simhachalam 3,00,000 deba ... Managing Committee resolution ... 28.01.2027'.")
# bare
q("bare", "simhachalam", [["3,00,000", "300000", "3 lakh"], ["resolution"], ["compromise", "settle"]], [["C04", "2026-12-16"]],
  "gangadhar + samiti dec.txt: 'offers Rs. 3,00,000 in 10 instalments. Samiti to bring Managing Committee resolution. "
  "ND 28.01.2027 for compromise/arguments' - listed today.")
q("bare", "gangadhar IO", [["nbw", "non-bailable", "non bailable"], ["last chance"]], [["C06", "2027-01-15"]],
  "Pitabas chat 15/01/27: 'Hakim NBW kale, prosecution ku last chance. Next 28.01.2027' - listed today.")
# no_record
q("no_record", "chhatrapur MACT case re award hela ki?", NR, [],
  "No motor accident claim anywhere in the practice.", no_record=True, absent=["mact", "motor accident"])
q("no_record", "sabitri case re injunction petition ra order kana hela", NR, [],
  "No interim petition of that kind was filed in C01; the only petition is for an Amin Commissioner.", no_record=True,
  absent=["injunction"])
q("no_record", "santosh divorce mediation centre ku gala ki? report kana", NR, [],
  "C07 went to the Family Court counsellor, never to a mediation centre.", no_record=True, absent=["mediation"])
q("no_record", "adv jagannath routray sahita mora kana case achhi", NR, [], "No Routray in any upload.", no_record=True,
  absent=["routray"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Berhampur practice (bench/practices/berhampur; written from the uploads' "
                    "source_text by its writer, practice71; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
