"""Write questions.json for the Gangtok practice: questions typed the way this chamber types into the chat box
(Nepali-English, nicknames, typos), with the facts a right answer must state."""

import datetime as dt
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
LONG = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december"]


def d(iso: str, short: bool = True) -> list[str]:
    """A date in the forms a lawyer writes it (day first; the chamber's 20/11 when `short`)."""
    x = dt.date.fromisoformat(iso)
    dd, mm, yy, yyyy = x.day, x.month, x.year % 100, x.year
    suffix = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    forms = [f"{dd:02d}.{mm:02d}.{yyyy}", f"{dd:02d}/{mm:02d}/{yyyy}", f"{dd:02d}-{mm:02d}-{yyyy}", iso,
             f"{dd}.{mm}.{yy}", f"{dd}.{mm}.{yyyy}", f"{dd}/{mm}/{yy}", f"{dd:02d}/{mm:02d}/{yy:02d}",
             f"{dd:02d}.{mm:02d}.{yy:02d}", f"{dd}/{mm}/{yyyy}", f"{dd}-{mm}-{yyyy}",
             f"{dd} {MONTHS[mm - 1]}", f"{MONTHS[mm - 1]} {dd}", f"{dd} {LONG[mm - 1]}", f"{LONG[mm - 1]} {dd}",
             f"{dd}{suffix} {LONG[mm - 1]}", f"{dd}{suffix} {MONTHS[mm - 1]}"]
    if short:
        forms += [f"{dd}/{mm}", f"{dd}.{mm}."]
    return list(dict.fromkeys(forms))


NR = [["no record", "nothing in your notes", "not on record", "no mention", "no such", "not in your registry", "no case",
       "no matching", "don't have", "do not have", "not found", "no note", "kei record chaina"]]

TODAY = "2026-12-02"
Q = []


def q(type_, text, key_facts, evidence, checked, today=TODAY, no_record=False, absent=None):
    item = {"id": f"G-{len(Q) + 1:02d}", "type": type_, "q": text, "today": today, "key_facts": key_facts,
            "no_record": no_record, "evidence": evidence, "checked": checked}
    if absent:
        item["absent"] = absent
    Q.append(item)


HAPTA = ["upload", "yo hapta.txt"]
PASANG_WA = ["upload", "WhatsApp Chat with Pasang Dorjee Yuksom.txt"]
TNB_WA = ["upload", "WhatsApp Chat with Tenzing Jr HC.txt"]
DIL_27NOV = ["upload", "photo_2026-11-27_11-20-05.jpg"]

# ---------------------------------------------------------------- last time
q("last_time", "Lingmoo wala case ma last time k bhayo?",
  [d("2026-11-20"), ["dw1", "dhan bahadur", "dhan bdr"], ["not a bhutia or lepcha", "not bhutia", "not bl", "no permission",
                                                          "not a bhutia", "without permission"]],
  [["C03", "2026-11-20"]],
  "DW1 cross Lingmoo.docx (20.11.2026): 'Cross-examination of DW1 Dhan Bahadur Rai ... he is not a Bhutia or Lepcha ... did not apply for or obtain any permission'.")
q("last_time", "hardwear suit ko last date ma k bhayo, pradhan ji sodhdai hunuhunchha",
  [d("2026-07-03"), ["cross"], ["pw closed", "closed"]], [["C04", "2026-07-03"]],
  "IMG_3390.HEIC (3/7/26): 'PW1 Rajesh Pradhan cross by Rupesh Gurung ... PW closed'.", today="2026-08-01")

# ---------------------------------------------------------------- next date
q("next_date", "dechen ko 138 arko date kahle ho? 17 ho ki?",
  [d("2026-12-07"), ["argument", "args", "बहस"]], [DIL_27NOV, HAPTA],
  "photo_2026-11-27 (Dil dai): 'अर्को पेसी 07/12/2026 (सोमबार) हो। तेन्जिङ भाइले 17.12 लेखेको गलत हो। बहस'; yo hapta: 'ND is 7 Dec (NOT 17 ...)'. Tenzing's 26.11 note says 17.12 wrongly.")
q("next_date", "pasang ji ko blacklisting writ nxt date?",
  [["disposed", "allowed", "quashed", "decided"], d("2026-09-08")], [["C01", "2026-09-08"]],
  "CC_WPC47-2025_08.09.2026.pdf: judgment 08.09.2026, order quashed, 'writ petition is allowed'. No next date.")
q("next_date", "रोशनको अपिलको अर्को पेसी कहिले?",
  [d("2026-06-16")], [["C02", "2026-04-21"]],
  "photo_2026-04-21 (Dil dai): 'अर्को पेसी 16/06/2026'.", today="2026-05-01")

# ---------------------------------------------------------------- counts
q("count", "lingmoo ma hamro taraf bata ajasamma kati jana saakshi ko bayan bhayo?",
  [["2", "two"], ["sonam"], ["pema", "पेमा"]], [["C03", "2026-03-06"], ["C03", "2026-05-25"]],
  "IMG_2688 (6.3.26): 'PW1 Sonam Tshering Lepcha aff. tendered'; photo_2026-05-25: 'साक्षी नं. २ पेमा लेप्चा ... बयान र जिरह दुवै भयो'; 3 sept note: 'pltf evidence closed (PW3 not needed)'.")
q("count", "namchi ko hakim le lingmoo case ma kati choti cost lagaunu bhayo? total kati bhayo?",
  [["2", "two", "twice"], ["1,500", "1500"]], [["C03", "2026-03-06"], ["C03", "2026-07-18"]],
  "IMG_2688 (6.3.26): 'cost Rs 500 on defdt'; IMG_3472 (18.07.26): 'cost Rs 1,000 on defdt'. Total Rs 1,500 (by eye).")
q("count", "suraj gurung le settlement pachhi kati wota instalment tiryo?",
  [["1", "one", "only one", "just one"], ["50,000", "50000"]], [["C05", "2026-06-24"]],
  "tnb_cjm_240626.txt: '2nd instalment 1,00,000 due 31.05 NOT paid. nothing paid after the 50,000 dd of 30.04'.")

# ---------------------------------------------------------------- yes / no
q("yes_no", "Pasang ji ko SD 4.62 lakh farkiyo ki nai?",
  [["not returned", "not yet", "still not", "pending"], ["4.62", "4,62,000", "462000"]], [PASANG_WA, HAPTA],
  "Pasang chat 21/10/26: 'SD ko paisa still not returned madam'; yo hapta: 'SD refund letter to EE'.")
q("yes_no", "sarita ko logne le november ko maintenance tiryo?",
  [["not paid", "has not paid", "hasn't paid", "did not pay", "tireko chaina"], ["13,000", "13000"]],
  [["upload", "call sarita 30-11.txt"]],
  "call sarita 30-11.txt: 'Bijay has NOT paid November maintenance at all ... monthly 13,000 due by 10th'.")
q("yes_no", "roshan lai bail bhayo ki?",
  [["rejected", "refused", "not granted", "no bail"], d("2026-02-24")], [["C02", "2026-02-24"]],
  "CC_CrlA11-2025_24.02.2026.pdf: 'I.A. No. 02 of 2025 is rejected'.", today="2026-03-01")

# ---------------------------------------------------------------- said
q("said", "lachungpa J le pahilo din original file ko barema k bhannu bhayo?",
  [["photocop"], ["bring", "produce"]], [["C01", "2025-12-09"]],
  "IMG_2214 (9/12): 'J: \"Mr AAG, bring the ORIGINAL file - I will not decide a blacklisting on photocopies.\"'.")
q("said", "dechen ko instalment miss bhayepachhi rupesh le court ma k bhanyo, madam le k garnu bhayo?",
  [["hotel"], ["1 month", "one month"], ["refused", "default clause"]], [["C05", "2026-06-24"]],
  "tnb_cjm_240626.txt: 'client's money stuck in a hotel deal, asked 1 month more. madam REFUSED - \"terms had a default clause\"'.")

# ---------------------------------------------------------------- judge habits
q("judge_habit", "namchi ko civil judge adjournment sajilai dinchhin? k habit chha?",
  [["cost"], ["dasti"]], [["C03", "2026-03-06"], ["C03", "2026-07-18"], ["C03", "2026-04-10"], ["C03", "2026-01-23"]],
  "IMG_2688: 'cross deferred but cost Rs 500'; IMG_3472: 'allowed adj. but cost Rs 1,000'; namchi 10apr: 'dasti summons again'; order 23.01.2026: 'Dasti summons'.")
q("judge_habit", "DB ma roshan ko matter ma bench le sadhai pahila k sodhchha?",
  [["lcr", "lower court record"]], [["C02", "2025-12-16"], ["C02", "2026-01-20"]],
  "IMG_2263: 'First question from bench: \"Has the LCR come?\"'; tnb HC 20jan: 'bench again first thing asked lcr'.")

# ---------------------------------------------------------------- pending before
q("pending_before", "9 tarik agadi roshan ko lagi k k garnu chha?",
  [["rongyek", "release"], ["anil"]], [HAPTA],
  "yo hapta: 'Roshan appeal: judgment on 9 Dec ... Anil Subba to come. If acquitted - release papers to Rongyek same day.'")
q("pending_before", "lingmoo 18 tarik agadi k tayari garnu parchha?",
  [["deed writer", "chandra prasad"], ["read out", "cross"]], [HAPTA, ["C03", "2026-11-20"]],
  "yo hapta: '18 Dec DW2 - prepare cross of deed writer (did he read out the deed to Ongden Lepcha?)'; docx: 'DW2 (the deed writer, Chandra Prasad Sharma) on 18.12.2026'.")
q("pending_before", "WPC 47 ma aba hamile k k file garnu baki chha?",
  [["rejoinder"], ["undertaking", "affidavit"]], [["C01", "2026-02-26"]],
  "CC_WPC47-2025_26.02.2026.pdf: 'Rejoinder, if any, within two weeks ... An affidavit to that effect be filed within one week'.", today="2026-02-28")

# ---------------------------------------------------------------- amounts
q("amount", "sarita lai final order ma kati maintenance dilayo?",
  [["8,000", "8000"], ["5,000", "5000"], ["13,000", "13000"]], [["C06", "2026-11-20"]],
  "CC_MP6-2025_20.11.2026.pdf: 'Rs. 8,000/- per month to petitioner no. 1 (wife) and Rs. 5,000/- ... in all Rs. 13,000/-'.")
q("amount", "roshan ko sentence ma fine kati thiyo, natirye kati mahina?",
  [["50,000", "50000"], ["6 months", "six months"]], [["upload", "Scanned_20250930-1414.pdf"]],
  "Gyalshing judgment (28.08.2025): 'fine of Rs. 50,000/-, in default simple imprisonment for 6 months'.")
q("amount", "bijay sharma ko salary slip ma net kati rahechha?",
  [["38,600", "38600"]], [["C06", "2026-07-18"], ["upload", "IMG_3475.JPG"]],
  "IMG_3472 (18.07.26): 'Ext R-1: NET 38,600'; pay slip June 2026: 'NET PAY: Rs. 38,600'.")

# ---------------------------------------------------------------- patterns across cases
q("pattern", "yo barsa kun kun case ma opposite party lai cost lagyo?",
  [["wpc 47", "yuksom", "blacklisting", "pasang"], ["lingmoo", "title suit", "sonam"],
   ["hardware", "money suit", "teesta"]],
  [["C01", "2026-04-08"], ["C03", "2026-03-06"], ["C03", "2026-07-18"], ["C04", "2025-12-19"], ["C04", "2026-08-24"]],
  "tnb_hc_080426: 'costs Rs 5,000 payable to petitioner'; IMG_2688: 'cost Rs 500 on defdt'; IMG_3472: 'cost Rs 1,000'; tnb_cs gtk 19dec: 'cost Rs 1000/-'; Dil 24.08: 'Rs 2,000 खर्च'.")
q("pattern", "kun kun matter ma saakshi aayena bhanera date sariyo?",
  [["pema", "पेमा"], ["mingma", "मिङ्मा", "sherpa"]], [["C03", "2026-04-10"], ["C04", "2026-08-24"], ["C04", "2026-11-13"]],
  "namchi 10apr: 'PW2 pema lepcha - saakshi aayena'; Dil 24.08: 'डीडब्लु १ मिङ्मा शेर्पा आएनन्'; IMG_4711 names him 'DW1 Mingma Tshering Sherpa'.")

# ---------------------------------------------------------------- counsel patterns
q("counsel_pattern", "rupesh gurung ko chaal k ho? dui wota case ma eutai kura garchha ni",
  [["settle", "settlement"], ["hardware", "money suit", "teesta"], ["dechen", "138", "cheque", "suraj"]],
  [["C04", "2025-12-19"], ["C05", "2026-03-12"], ["C05", "2026-09-24"]],
  "tnb_cs gtk 19dec: 'settlement ko kura bhairaxa - wanted time'; chat 12/03/26: 'Settle ko kura Rupesh ko sadhai eutai. Same thing he did in hardware suit'; tnb_cjm_240926: 'will settle before args - same line since jan'.")
q("counsel_pattern", "dahal sir evidence ko din sadhai k garchha?",
  [["amendment", "o6 r17", "o.6 r.17"], ["vary"]], [["C03", "2026-03-06"], ["C06", "2026-04-17"]],
  "IMG_2688: 'Dahal - came with O6 r17 amendment petn TODAY'; IMG_2840: 'Dahal AGAIN new petn on evidence day - to VARY interim order'.")
q("counsel_pattern", "AAG thinlay le writ ma time magda k bahana dinthyo?",
  [["file"], ["department", "secretary"]], [["C01", "2026-01-13"], ["C01", "2026-04-08"]],
  "order 13.01.2026: 'the file has not been received from the Department'; tnb_hc_080426: '\"file is with the Secretary, not sent\"'.")

# ---------------------------------------------------------------- witnesses
q("witness", "dechen lai cross ma k suggest garyo, usle k bhanin?",
  [["security"], ["furniture"], ["hand loan", "loan"]], [["C05", "2026-06-24"]],
  "tnb_cjm_240626: 'suggested cheque was blank security for a homestay furniture deal - she denied, said it was a hand loan of 3.5 L given in march 2025'.")
q("witness", "RW1 bijay le cross ma k k maanyo?",
  [["overtime", "hill allowance"], ["school fee"]], [["C06", "2026-07-18"]],
  "IMG_3472: 'admitted overtime + hill allowance; admitted he sends nothing for son's school fee'.")
# ---------------------------------------------------------------- open briefings
q("open", "roshan ko case ma victim ko umer ko kura brief ma bhana",
  [["14.03.2008", "14/03/2008", "14-03-2008", "14.3.2008", "14 march 2008", "2008"],
   ["02.01.2005", "02/01/2005", "2.1.2005", "2 january 2005", "2005"], ["2019"], ["ossification"]],
  [["upload", "Scanned_20250930-1414.pdf"], ["C02", "2026-06-16"]],
  "Gyalshing judgment: 'Exhibit P-9 ... 14.03.2008 ... birth certificate (Exhibit D-2) ... 02.01.2005 ... registered only in 2019'; age args docx: 'No ossification test done'.")
q("open", "blacklisting writ ko purai kura ek choti summary de ta",
  [["delay"], ["substandard", "quality"], ["quashed"], ["fresh show cause", "show cause notice", "05.10.2026", "5.10.2026"]],
  [["upload", "Scanned_20251020-1806.pdf"], ["C01", "2026-09-08"], ["upload", "Scanned_20261006-1715.pdf"]],
  "Blacklisting order 14.08.2025: SCN 'for delay', Joint Team 'substandard quality'; judgment 08.09.2026 'quashed'; SHOW CAUSE NOTICE dated 05.10.2026.")
q("open", "lingmoo ko revenue order wala kura k ho, mutation kaile kasko naam ma bhayo?",
  [d("2012-06-11", short=False) + ["2012"], ["dhan bahadur", "dhan bdr"], ["1917", "revenue order no. 1"]],
  [["upload", "Scanned_20230214-1122.pdf"], ["C03", "2026-01-23"]],
  "DC South order 11.06.2012 in Revenue Case No. 33 of 2012: 'mutated in the name of the applicant, Shri Dhan Bahadur Rai'; issue 3 (23.01.2026): 'void, being contrary to Revenue Order No. 1 of 1917'.")

# ---------------------------------------------------------------- bare (typed in court; read against that day's list)
q("bare", "instalment?",
  [["50,000", "50000"], ["3,50,000", "350000", "3.5"]], [["C05", "2026-04-30"], ["C05", "2026-06-24"]],
  "Dechen 138 is listed 07.12.2026. Order 30.04.2026: 'Rs. 3,50,000/- ... Rs. 50,000/- paid today'; tnb_cjm_240626: 'nothing paid after the 50,000 dd'.", today="2026-12-07")
q("bare", "interest rate?",
  [["18%", "18 %", "18 per"]], [["upload", "Scanned_20250611-1930.pdf"], HAPTA],
  "Hardware suit args on 11.12.2026. Ledger: 'Interest @ 18% p.a. on bills unpaid beyond 60 days'; yo hapta: 'interest calc @18%'.", today="2026-12-11")
q("bare", "DW2 aauchha?",
  [["dasti"], ["deed writer", "chandra prasad"]], [["C03", "2026-11-20"]],
  "Lingmoo TS listed 18.12.2026. DW1 cross docx: 'DW2 (the deed writer, Chandra Prasad Sharma) ... defendant to bring him with dasti summons'.", today="2026-12-18")

# ---------------------------------------------------------------- no record
q("no_record", "pakyong airport compensation wala case ko arko date kahile?",
  NR, [], "No airport or Pakyong matter in any upload.", no_record=True, absent=["pakyong", "airport"])
q("no_record", "dechen ko case ma suraj lai NBW issue bhayeko thiyo?",
  NR, [], "Only a bailable warrant (11.12.2025, recalled 29.01.2026); no non-bailable warrant in any upload.",
  no_record=True, absent=["nbw", "non-bailable", "non bailable"])
q("no_record", "phurba tamang ko bail ko k bhayo?",
  NR, [], "No Phurba in the registry or any upload.", no_record=True, absent=["phurba"])
q("no_record", "hardware suit ma attachment before judgment ko order bhayo ki?",
  NR, [], "No attachment petition (O.38) in any upload of C04.", no_record=True, absent=["attachment", "order 38", "o.38"])

if __name__ == "__main__":
    out = {"about": "Sealed questions for the Gangtok practice (bench/practices/gangtok; written from the uploads' "
                    "source_text by its writer, practice21; asked once by the lead)", "questions": Q}
    (ROOT / "questions.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(Q), "questions")
