"""Case numbers as Indian courts and lawyers write them, and their one normalised key.

A key is '<TYPE>/<number>/<year>': "O.S. No. 318 of 2022", "OS 318/22", "O.S.318/2022" and "मूल वाद संख्या
318 सन् 2022" all become 'OS/318/2022'. The type is a family from `CASE_TYPES` (the table below, documented in
docs/registry-format.md): its long names, abbreviations and shorthands in English and Hindi all give the same
code, so "Complaint Case No. 145 of 2025" and "CC 145/25" share the key 'CC/145/2025'. A type the table does
not know still registers by the generic "<Type words> No. <n> of <year>".

Mentions (`find_mentions`) also carry the partial forms lawyers write: a number without its year ("bail
4521", "CC2231") and a number without its type ("12345/25", "mehra 233/24"). They have no key of their own;
the resolver matches them against the registered cases (`ResolveIndex`). An application written "in" a main
case ("I.A. No. 402 of 2025 in O.S. No. 145 of 2025", "MA 3/26 in 512/25") stands for the main case. A CNR
number (16 characters, e.g. 'TSHY010012342022') becomes 'CNR/TSHY010012342022'. Devanagari digits are read as
ASCII. Two-digit years 00-49 are 20xx, 50-99 are 19xx.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import NamedTuple

from tareekh import clock
from tareekh.registry.spelt import spell_latin


@dataclass(frozen=True)
class CaseType:
    """One family of case numbers: how it is shown, written and what kind of proceeding it is."""

    code: str  # the key's type: 'OS'
    display: str  # how a number of this type is shown: 'O.S.' -> 'O.S. No. 318 of 2022'
    roles: str  # 'suit', 'appeal', 'petition', 'complaint', 'trial', 'application', 'claim'
    forms: tuple[str, ...]  # long names, abbreviations and shorthands, in any case, dots and spaces optional
    groups: tuple[str, ...] = ()  # families of proceedings it belongs to ('writ', 'appeal', ...)
    general_for: tuple[str, ...] = ()  # groups for which this is the general word ("Writ" for every writ)
    interlocutory: bool = False  # filed inside a main case: 'I.A.'
    variants: tuple[tuple[str, tuple[str, ...]], ...] = ()  # distinct series written alike: (label, forms)


_T = CaseType
# Word-level spellings that mean the same thing, applied to every word of a type before it is compared.
_SYNONYMS = {
    "criminal": "crl", "crim": "crl", "cr": "crl", "crl": "crl", "cri": "crl",
    "miscellaneous": "misc", "mis": "misc", "misc": "misc",
    "application": "appln", "appln": "appln", "applcn": "appln", "applicn": "appln", "appl": "appln",
    "apln": "appln", "applications": "appln",
    "petition": "petn", "petn": "petn", "pet": "petn", "petitions": "petn",
    "revision": "rev", "revn": "rev", "rev": "rev",
    "original": "orig", "orig": "orig",
    "special": "spl", "spl": "spl", "spec": "spl",
    "sessions": "sess", "session": "sess", "sess": "sess",
    "commercial": "comm", "comm": "comm", "com": "comm",
    "execution": "exec", "exe": "exec", "exec": "exec", "ex": "exec", "execn": "exec",
    "transfer": "tr", "trans": "tr", "tr": "tr",
    "anticipatory": "antic", "antic": "antic",
    "maintenance": "maint", "maint": "maint",
    "matrimonial": "mat", "mat": "mat",
    "arbitration": "arb", "arb": "arb", "arbn": "arb",
    "contempt": "cont", "cont": "cont", "contm": "cont",
    "civil": "civil", "civ": "civil",
    "case": "case", "cases": "case",
    "suit": "suit", "suits": "suit",
    "appeal": "appeal", "appeals": "appeal", "apl": "appeal",
    "claims": "claim", "claim": "claim",
}

# fmt: off
CASE_TYPES: tuple[CaseType, ...] = (
    # -- civil courts: suits, petitions, execution --------------------------------------------------------
    _T("OS", "O.S.", "suit", ("O.S.", "Original Suit", "Orig. Suit", "मूल वाद", "मूलवाद"), ("suit",)),
    _T("CS", "C.S.", "suit", ("C.S.", "Civil Suit", "सिविल वाद", "दीवानी वाद"), ("suit",)),
    _T("RCS", "R.C.S.", "suit", ("R.C.S.", "Regular Civil Suit", "Regular Suit"), ("suit",)),
    _T("SCS", "S.C.S.", "suit", ("S.C.S.", "Special Civil Suit", "Spl. C.S."), ("suit",)),
    _T("TS", "T.S.", "suit", ("T.S.", "Title Suit"), ("suit",)),
    _T("MS", "M.S.", "suit", ("M.S.", "Money Suit"), ("suit",)),
    _T("SS", "S.S.", "suit", ("S.S.", "Summary Suit"), ("suit",)),
    _T("CSOS", "C.S.(OS)", "suit", ("C.S.(OS)", "CS(OS)"), ("suit",)),
    _T("COMMS", "Comm. Suit", "suit", ("Commercial Suit", "Comm. Suit", "Commercial O.S.", "Comm. O.S.", "COMS",
                                      "C.S.(COMM)", "CS(COMM)", "CS COMM", "Commercial Case", "Comm. Case"),
       ("suit",)),
    _T("SUIT", "Suit", "suit", ("Suit",), ("suit",), ("suit",)),
    _T("EP", "E.P.", "petition", ("E.P.", "Execution Petition", "Exe. Petition"), ("execution",)),
    _T("EX", "Ex. Case", "petition", ("Execution Case", "Ex. Case", "Execution", "Execution Suit", "इजरा",
                                      "इजराय", "निष्पादन वाद"), ("execution",), ("execution",)),
    _T("OP", "O.P.", "petition", ("O.P.", "Original Petition", "Orig. Petition"), ("petition",)),
    _T("LGOP", "L.G.O.P.", "petition", ("L.G.O.P.", "Land Grabbing O.P."), ("petition",)),
    _T("COP", "C.O.P.", "petition", ("C.O.P.",), ("petition",)),
    _T("CP", "C.P.", "petition", ("C.P.", "Company Petition", "Co. Petition"), ("company",)),
    _T("CPIB", "C.P.(IB)", "petition", ("C.P.(IB)", "CP(IB)", "CP IB", "Insolvency Petition"), ("company",)),
    _T("MC", "M.C.", "petition", (), ("misc",),
       variants=(("misc", ("M.C.", "Misc. Case", "M. Case", "Misc. Civil Case", "विविध वाद", "प्रकीर्ण वाद")),
                 ("maintenance", ("Maintenance Case", "Maint. Case", "Maintenance Petition",
                                  "भरण पोषण वाद")))),
    _T("MISC", "Misc.", "petition", ("Misc.", "विविध"), ("misc",), ("misc",)),
    _T("RC", "R.C.", "petition", ("R.C.", "Rent Case", "Rent Control Case", "Rent Control Petition", "R.C.O.P.",
                                  "Rent Petition"), ("rent",)),
    _T("RCC", "R.C.C.", "petition", ("R.C.C.",), ("rent",)),
    _T("ARBOP", "Arb.O.P.", "petition", ("Arb.O.P.", "Arbitration O.P.", "Arbitration Original Petition"),
       ("arbitration",)),
    _T("ARBP", "Arb.P.", "petition", ("Arb.P.", "Arbitration Petition"), ("arbitration",)),
    _T("ARBA", "Arb.A.", "appeal", ("Arb.A.", "Arbitration Appeal", "Arbitration Application"),
       ("arbitration", "appeal")),
    _T("ARBC", "Arb. Case", "petition", ("Arbitration Case", "Arbitration Suit"), ("arbitration",)),
    _T("OMP", "O.M.P.", "petition", ("O.M.P.", "O.M.P.(COMM)", "O.M.P.(I)", "O.M.P.(I)(COMM)"), ("arbitration",)),
    _T("ARB", "Arb.", "petition", ("Arb.",), ("arbitration",), ("arbitration",)),
    _T("SUCC", "Succession Case", "petition", ("Succession Case", "Succession Certificate Case",
                                               "Succession Petition", "Succession O.P."), ("petition",)),
    _T("PROB", "Probate Case", "petition", ("Probate Case", "Probate Petition", "Testamentary Case",
                                            "Test. Case", "P&SC"), ("petition",)),
    # -- family courts -----------------------------------------------------------------------------------
    _T("GWOP", "G.W.O.P.", "petition", ("G.W.O.P.", "G&W.O.P.", "Guardian and Wards O.P.", "Guardianship Petition",
                                        "Guardian and Wards Case", "G.W. Case", "G&W Case", "Guardianship Case"),
       ("family",)),
    _T("HMA", "H.M.A.", "petition", ("H.M.A.", "HMA Case", "HMA Petition", "Hindu Marriage Act Case",
                                     "Hindu Marriage Petition"), ("family",)),
    _T("HMOP", "H.M.O.P.", "petition", ("H.M.O.P.", "Hindu Marriage O.P."), ("family",)),
    _T("FCOP", "F.C.O.P.", "petition", ("F.C.O.P.", "Family Court O.P.", "O.P.(FC)"), ("family",)),
    _T("MATS", "Mat. Suit", "suit", ("Mat. Suit", "Matrimonial Suit", "Matrimonial Case", "Mat. Case",
                                     "Mat. Petition", "Matrimonial Petition", "Divorce Petition", "Divorce Case"),
       ("family",)),
    _T("MATA", "Mat. Appeal", "appeal", ("Mat. Appeal", "Matrimonial Appeal"), ("family", "appeal")),
    _T("FCA", "F.C.A.", "appeal", ("F.C.A.", "Family Court Appeal", "Family Appeal"), ("family", "appeal")),
    # -- criminal courts: trials, complaints, bail -------------------------------------------------------
    _T("ST", "S.T.", "trial", ("S.T.", "Sessions Trial", "Sess. Trial", "सत्र परीक्षण"), ("sessions",)),
    _T("SC", "S.C.", "trial", ("S.C.", "Sessions Case", "Sess. Case", "सत्र वाद"), ("sessions",)),
    _T("SESS", "Sessions", "trial", ("Sessions",), ("sessions",), ("sessions",)),
    _T("SPLSC", "Spl. S.C.", "trial", ("Spl. S.C.", "Special Sessions Case", "Spl. Sessions Case", "Special S.C.",
                                       "Spl. Case", "Special Case", "Spl. Trial", "Special Trial", "Spl. S.T.",
                                       "Special Sessions Trial", "विशेष सत्र वाद", "विशेष सत्र परीक्षण"),
       ("sessions", "special"), ("special",)),
    _T("POCSO", "POCSO Case", "trial", ("POCSO Case", "Spl. POCSO", "POCSO S.C.", "Spl. POCSO Case",
                                        "POCSO Spl. Case", "POCSO S.T."), ("sessions", "special")),
    _T("NDPS", "NDPS Case", "trial", ("NDPS Case", "Spl. NDPS", "NDPS S.C.", "Spl. NDPS Case", "NDPS S.T."),
       ("sessions", "special")),
    _T("CC", "C.C.", "complaint", (), ("complaint",),
       variants=(("complaint", ("C.C.", "Complaint Case", "Criminal Complaint", "Complaint", "Ct. Case",
                                "Crl. Complaint", "N.I. Act Case", "NI Act Case", "परिवाद", "परिवाद पत्र")),
                 ("consumer", ("Consumer Complaint", "Consumer Case", "C.C.(Consumer)")),
                 ("calendar", ("Calendar Case",)))),
    _T("PRC", "P.R.C.", "trial", ("P.R.C.", "Preliminary Register Case"), ("trial",)),
    _T("STC", "S.T.C.", "trial", ("S.T.C.", "Summary Trial Case"), ("trial",)),
    _T("GR", "G.R. Case", "trial", ("G.R. Case", "G.R."), ("trial",)),
    _T("CRC", "Crl. Case", "trial", ("Criminal Case", "Crl. Case", "आपराधिक वाद", "फौजदारी वाद"), ("trial",)),
    _T("BA", "Bail Appln.", "application", ("B.A.", "Bail Application", "Bail Petition", "Bail",
                                            "Crl. Misc. Bail Application", "Crl.M.B.A.", "CRMBA", "Crl. Bail Application",
                                            "Crl. Misc. B.A.", "Crl. B.A.", "Bail Matter", "Regular Bail Application",
                                            "जमानत प्रार्थना पत्र", "जमानत याचिका", "जमानत"),
       ("bail",), ("bail",)),
    _T("ABA", "A.B.A.", "application", ("A.B.A.", "Anticipatory Bail Application", "Anticipatory Bail",
                                        "Anticipatory Bail Petition", "Crl. Misc. Anticipatory Bail Application",
                                        "CRMABA", "ABAIL", "Pre-arrest Bail", "अग्रिम जमानत प्रार्थना पत्र",
                                        "अग्रिम जमानत"), ("bail",)),
    # -- High Courts: writs and appeals within the court -------------------------------------------------
    _T("WP", "W.P.", "petition", ("W.P.", "Writ Petition", "Writ", "रिट याचिका", "रिट"), ("writ",), ("writ",)),
    _T("WPC", "W.P.(C)", "petition", ("W.P.(C)", "W.P.(Civil)", "Writ Petition (Civil)", "Civil Writ Petition",
                                      "C.W.P.", "Writ - C", "WRIC", "C.W.J.C.", "Civil Writ", "Writ Civil",
                                      "S.B. Civil Writ Petition", "D.B. Civil Writ Petition", "Writ Petition Civil"),
       ("writ",)),
    _T("WPCRL", "W.P.(Crl.)", "petition", ("W.P.(Crl.)", "W.P.(Criminal)", "Crl. W.P.", "Criminal Writ Petition",
                                           "Crl. Misc. Writ Petition", "CRMWP", "Writ - Crl.", "Cr.W.J.C."),
       ("writ",)),
    _T("WPS", "W.P.(S)", "petition", ("W.P.(S)", "W.P.(Service)", "Writ - A", "WRIA", "Service Writ",
                                      "S.W.P.", "Service Writ Petition"), ("writ",)),
    _T("WPB", "Writ - B", "petition", ("Writ - B", "WRIB"), ("writ",)),
    _T("WPT", "W.P.(T)", "petition", ("W.P.(T)", "Writ Tax", "Writ - Tax", "WTAX", "Tax Writ"), ("writ",)),
    _T("WPPIL", "W.P.(PIL)", "petition", ("W.P.(PIL)", "PIL", "Public Interest Litigation", "Writ - PIL",
                                          "PIL Writ Petition"), ("writ",)),
    _T("HCP", "H.C.P.", "petition", ("H.C.P.", "Habeas Corpus Petition", "Habeas Corpus Writ Petition",
                                     "Habeas Corpus", "W.P.(HC)", "Crl. Misc. Habeas Corpus"), ("writ",)),
    _T("WPMD", "W.P.(MD)", "petition", ("W.P.(MD)",), ("writ",)),
    _T("WA", "W.A.", "appeal", ("W.A.", "Writ Appeal"), ("appeal",)),
    _T("SPLA", "Spl. Appeal", "appeal", ("Special Appeal", "Spl. Appeal", "SPLA", "Special Appeal Defective",
                                         "SPLAD"), ("appeal",)),
    _T("LPA", "L.P.A.", "appeal", ("L.P.A.", "Letters Patent Appeal"), ("appeal",)),
    _T("ICA", "I.C.A.", "appeal", ("I.C.A.", "Intra Court Appeal"), ("appeal",)),
    _T("OSA", "O.S.A.", "appeal", ("O.S.A.", "Original Side Appeal"), ("appeal",)),
    # -- appeals ------------------------------------------------------------------------------------------
    _T("FA", "F.A.", "appeal", ("F.A.", "First Appeal", "R.F.A.", "Regular First Appeal", "प्रथम अपील"),
       ("first appeal", "appeal"), ("first appeal",)),
    _T("AS", "A.S.", "appeal", ("A.S.", "Appeal Suit"), ("first appeal", "appeal")),
    _T("CCCA", "C.C.C.A.", "appeal", ("C.C.C.A.", "City Civil Court Appeal"), ("first appeal", "appeal")),
    _T("FAO", "F.A.O.", "appeal", ("F.A.O.", "F.A.F.O.", "First Appeal From Order", "F.A.O.(OS)"), ("appeal",)),
    _T("SA", "S.A.", "appeal", (), ("appeal",),
       variants=(("second appeal", ("S.A.", "Second Appeal", "R.S.A.", "Regular Second Appeal", "द्वितीय अपील")),
                 ("securitisation", ("Securitisation Application", "Securitization Application")))),
    _T("CMA", "C.M.A.", "appeal", ("C.M.A.", "Civil Misc. Appeal"), ("appeal",)),
    _T("MFA", "M.F.A.", "appeal", ("M.F.A.", "Misc. First Appeal"), ("appeal",)),
    _T("AAO", "A.A.O.", "appeal", ("A.A.O.", "Appeal Against Order"), ("appeal",)),
    _T("CA", "C.A.", "appeal", ("C.A.", "Civil Appeal", "सिविल अपील", "दीवानी अपील"), ("appeal",)),
    _T("RCA", "R.C.A.", "appeal", ("R.C.A.", "Rent Control Appeal", "Rent Appeal"), ("appeal", "rent")),
    _T("MACMA", "M.A.C.M.A.", "appeal", ("M.A.C.M.A.", "MAC Appeal", "M.A.C.A.", "Motor Accident Appeal"),
       ("appeal", "accident claim")),
    _T("CRLA", "Crl.A.", "appeal", ("Crl.A.", "Crl. Appeal", "CRA", "Crl.A.(SJ)", "Crl.A.(DB)",
                                    "आपराधिक अपील", "फौजदारी अपील"), ("appeal",)),
    _T("ITA", "I.T.A.", "appeal", ("I.T.A.", "Income Tax Appeal"), ("appeal",)),
    _T("APPEAL", "Appeal", "appeal", ("Appeal", "अपील"), ("appeal",), ("appeal", "first appeal")),
    # -- revisions and reviews ----------------------------------------------------------------------------
    _T("CRP", "C.R.P.", "petition", ("C.R.P.", "Civil Revision Petition", "Civil Revision", "C.R.", "Civil Rev.",
                                     "C.R.P.(PD)", "C.R.P.(NPD)", "सिविल निगरानी", "दीवानी निगरानी"), ("revision",)),
    _T("CRLRC", "Crl.R.C.", "petition", ("Crl.R.C.", "Criminal Revision Case", "Crl. Revision", "Crl.Rev.P.",
                                         "Crl. Revision Petition", "Crl.R.P.", "CRR", "Crl.Rev.",
                                         "आपराधिक निगरानी", "फौजदारी निगरानी"), ("revision",)),
    _T("REV", "Revision", "petition", ("Revision", "Revision Petition", "Rev. Petition", "निगरानी"), ("revision",),
       ("revision",)),
    _T("RP", "R.P.", "petition", ("R.P.", "Review Petition", "Review Application", "Review Appln."), ("review",)),
    # -- criminal petitions in the High Court -------------------------------------------------------------
    _T("CRLP", "Crl.P.", "petition", ("Crl.P.", "Criminal Petition"), ("petition",)),
    _T("CRLOP", "Crl.O.P.", "petition", ("Crl.O.P.", "Criminal Original Petition"), ("petition",)),
    _T("CRLMC", "Crl.M.C.", "petition", ("Crl.M.C.", "Crl. Misc. Case"), ("petition",)),
    _T("CRMM", "CRM-M", "petition", ("CRM-M", "Crl. Misc. Main"), ("petition",)),
    # -- transfers and contempt ---------------------------------------------------------------------------
    _T("TRCMP", "Tr.C.M.P.", "petition", ("Tr.C.M.P.", "Transfer C.M.P.", "Transfer Civil Misc. Petition"),
       ("transfer",)),
    _T("TP", "T.P.", "petition", ("T.P.", "Transfer Petition", "T.P.(C)", "T.P.(Crl.)", "Transfer Application",
                                  "Tr. Application"), ("transfer",)),
    _T("CONT", "Cont. Case", "petition", ("Contempt Case", "Cont. Case", "Contempt Application",
                                          "Contempt Petition", "Cont. Petition", "Cont. Case (C)", "Cont.A.(C)",
                                          "Civil Misc. Contempt Application", "Contempt"), ("contempt",)),
    # -- Supreme Court ------------------------------------------------------------------------------------
    _T("SLP", "S.L.P.", "petition", ("S.L.P.", "Special Leave Petition"), ("slp",), ("slp",)),
    _T("SLPC", "S.L.P.(C)", "petition", ("S.L.P.(C)", "S.L.P.(Civil)", "Special Leave Petition (Civil)"), ("slp",)),
    _T("SLPCRL", "S.L.P.(Crl.)", "petition", ("S.L.P.(Crl.)", "S.L.P.(Criminal)",
                                              "Special Leave Petition (Criminal)"), ("slp",)),
    # -- tribunals ----------------------------------------------------------------------------------------
    _T("MACP", "M.A.C.P.", "claim", ("M.A.C.P.", "Motor Accident Claim Petition", "Motor Accident Claims Petition",
                                     "M.A.C.T. Petition", "Claim Petition", "एम.ए.सी.पी.",
                                     "मोटर दुर्घटना दावा याचिका"), ("accident claim",)),
    _T("MVOP", "M.V.O.P.", "claim", ("M.V.O.P.", "Motor Vehicle O.P.", "O.P.(MV)"), ("accident claim",)),
    _T("MCOP", "M.C.O.P.", "claim", ("M.C.O.P.", "Motor Claims O.P."), ("accident claim",)),
    _T("MACC", "M.A.C. Case", "claim", ("M.A.C. Case", "M.A.C.C.", "Claim Case", "M.A.C.T. Case",
                                        "Motor Accident Claim Case"), ("accident claim",)),
    _T("MACT", "M.A.C.T.", "claim", ("M.A.C.T.", "M.A.C."), ("accident claim",), ("accident claim",)),
    _T("OA", "O.A.", "application", ("O.A.", "Original Application"), ("tribunal",)),
    # a reference to the civil court against a land acquisition award (s. 18 of the 1894 Act, s. 64 of the 2013 Act)
    _T("LAR", "L.A.R.", "petition", ("L.A.R.", "L.A.R. Case", "L.A. Reference", "L.A. Ref.", "L.A. Reference Case",
                                     "Land Acquisition Reference", "Land Acquisition Reference Case", "Land Reference", "Land Ref.",
                                     "Land Reference Case", "Reference (L.A.)", "एल.ए. रेफरेंस", "एल.ए.आर.",
                                     "भू-अर्जन रेफरेंस", "भू-अर्जन संदर्भ", "भूमि अधिग्रहण संदर्भ"), ("land acquisition",)),
    _T("ID", "I.D.", "claim", ("I.D.", "Industrial Dispute", "I.D. Case"), ("labour",)),
    _T("WC", "W.C.", "claim", ("W.C.", "W.C. Case", "Workmen Compensation Case", "E.C. Case",
                               "Employees Compensation Case"), ("labour",)),
    # -- applications inside a main case --------------------------------------------------------------------
    _T("IA", "I.A.", "application", ("I.A.", "Interlocutory Application", "Interim Application"), (), (), True),
    _T("MA", "Misc. Appln.", "application", ("M.A.", "Misc. Application", "Misc. Appln.", "विविध प्रार्थना पत्र",
                                             "प्रकीर्ण प्रार्थना पत्र"), (), (), True),
    _T("CMP", "C.M.P.", "application", ("C.M.P.", "Civil Misc. Petition"), (), (), True),
    _T("MP", "M.P.", "application", ("M.P.", "Misc. Petition"), (), (), True),
    _T("EA", "E.A.", "application", ("E.A.", "Execution Application"), (), (), True),
    _T("WPMP", "W.P.M.P.", "application", ("W.P.M.P.",), (), (), True),
    _T("WAMP", "W.A.M.P.", "application", ("W.A.M.P.",), (), (), True),
    _T("CRLMP", "Crl.M.P.", "application", ("Crl.M.P.", "Crl. Misc. Petition"), (), (), True),
    _T("VACMP", "Vac.M.P.", "application", ("Vac.M.P.", "Vacate M.P."), (), (), True),
    _T("CMAPPL", "C.M. Appl.", "application", ("C.M. Appl.", "C.M. Application", "Civil Misc. Application"),
       (), (), True),
    _T("CRLMA", "Crl.M.A.", "application", ("Crl.M.A.", "Crl. Misc. Application"), (), (), True),
    # -- a number whose type is not written: "Case No. 512 of 2025", "वाद संख्या 512 सन् 2025" -------------
    _T("CASE", "Case", "petition", ("Case", "Matter", "वाद", "मुकदमा"), (), ("*",)),
)
# fmt: on

# Types that are ordinary words when written in lower case without dots ("as 12/2020", "id 5").
_WORDLIKE = frozenset({"as", "id", "ms", "ma", "sa", "op", "ep", "ia", "ea", "crl", "rp", "tp", "cp", "ca", "sc",
                       "ex", "rev", "misc", "rc", "cs", "ss", "oa", "ts", "mp"})
# Types too vague to report as "a case number not in the registry", though they match registered cases.
_VAGUE = frozenset({"CASE", "SUIT", "APPEAL", "REV", "MISC", "ARB", "EX"})
# Words just before a typed number that say it is another register's number: "diary no. SC/2291/2026".
_TYPED_BLOCKERS = frozenset(
    """
    diary ref receipt bill invoice challan roll cheque chq policy fir crime mlc account ac plot flat house khasra
    survey sy token enrolment vehicle regn memo gd नकल
    """.split()
)
# Numbering that is not a court's: a crime (FIR) number, a copy application, a medico-legal case.
_NOT_CASE_TYPES = frozenset({"मुअ", "मुकदमाअपराध", "अपराध", "नकलप्रार्थनापत्र", "casecrime", "crime", "crimecase",
                             "fir", "mlc", "copyappln", "nakal"})
# Words just before a number with no type that say it is something else: a flat, a cheque, a section, a date.
_BLOCKERS = _TYPED_BLOCKERS | frozenset(
    """
    rs inr re rupees para paras page pages pg pp sec section sections art article rule rules order item items
    plot flat house door khasra survey sy cheque chq bill invoice receipt challan policy account ac mob mobile
    phone tel ph roll diary ref fir crime mlc gd token enrolment vehicle regn memo dated dt date dtd on at till
    upto from since by next vide tarikh tareekh peshi time year yr age aged ward block sector room ct court hall
    ipc bns bnss crpc cpc act u s us ps station exhibit ex exh exs hrs hr am pm km kg
    नकल दिनांक धारा
    """.split()
)


def _this_year() -> int:
    """The year of Tareekh's today (tareekh/clock.py), read at each call: a practice whose today is pinned
    (TAREEKH_TODAY, set after this module is imported) reads its own years' numbers as numbers."""
    return clock.today().year

# The digits of every Indian script read as ASCII digits, one character for one (so positions hold): Devanagari,
# Bengali/Assamese, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam (U+0966 … U+0D66, 0x80 apart),
# Arabic-Indic and Extended Arabic-Indic (Urdu, Kashmiri), Meetei Mayek and Ol Chiki
_DEVANAGARI_DIGITS = {zero + k: ord("0") + k for zero in (*range(0x0966, 0x0D67, 0x80), 0x0660, 0x06F0, 0xABF0, 0x1C50)
                      for k in range(10)}
_TOKEN = re.compile(r"[A-Za-z]+|[\u0900-\u0963\u0971-\u097f]+")
# A number, and its year when one follows: "310/23", "310 of 2023", "ST310-23", "512 सन् 2025".
# A register, bench or sub-number segment may stand between the number and its year: "7712/SS/2025",
# "1234/Mum/2023", "123-A/2024".
_NUMBER = re.compile(
    r"(?<![0-9])(?P<num>[0-9]{1,7})(?![0-9])"
    r"(?:(?:\s{0,2}[/-]\s{0,2}(?P<mid>[A-Za-z]{1,6})\.?|(?P<suffix>[A-Za-z])(?=\s{0,2}[/-]|\s+of\s))?"
    r"(?P<sep>\s{0,2}(?:/|-|_|\\)\s{0,2}|\s+of\s+|\s*(?:सन्|सन|वर्ष)\s*)"
    r"(?P<year>(?:19|20)[0-9]{2}|[0-9]{2})(?![0-9]))?",
    re.IGNORECASE,
)
# Capitals written against the number, its register or series: "F-318", "B/123", "No. A-12".
_PREFIX = re.compile(r"(?<![A-Za-z0-9])(?P<letters>[A-Z]{1,3})[-/]?$")
# Segments that are not a register: months of a date ("12/Jan/2024") and words ("12 of 2024").
_NOT_SEGMENTS = frozenset("""
    jan feb mar apr may jun jul aug sep sept oct nov dec march april june july august of no dt dated and to in on
    """.split())
# What may stand between a type and its number: "No.", "Nos.", "Number", "#", "संख्या", "सं.", "नं." and dashes.
_NO_TAIL = re.compile(
    r"(?P<no>(?<![A-Za-z])(?:nos?|number|num)\s?\.?|#|संख्या|सं\s?\.?|नं\s?\.?|नम्बर|नंबर|क्रमांक)?"
    r"[\s:.\-–_/#]{0,5}$",
    re.IGNORECASE,
)
# A section and its act written inside a registered type, between the type's words and its "No.": "u/s 528 BNSS",
# "U/S. 482 Cr.P.C.", "under Section 11(6) of the Arbitration and Conciliation Act, 1996", "अन्तर्गत धारा 528 बीएनएसएस".
_SECTION_CLAUSE = re.compile(
    r"[(\[]?\s*(?:(?<![A-Za-z])(?:u\s?/\s?(?:ss?|sec)|under\s+(?:sections?|secs?|ss)|sections?|secs?|ss)(?![A-Za-z])\.?"
    r"|(?:अन्तर्गत|अंतर्गत)?\s*(?:धारा|कलम))\s*\d{1,4}[^\n]{0,70}?[\s.)\]]*\Z",
    re.IGNORECASE,
)
_GAP_BETWEEN = re.compile(r"[ \t.()\-&'/_]{0,4}")  # between the words of a type
_GAP_AFTER = re.compile(r"[ \t.()\-_/:]{0,5}")  # between a type and its "No." or number
_IN_MAIN = re.compile(r"\s*,?\s*(?:in|इन|में)\s+$", re.IGNORECASE)
_CNR_RE = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{4}\s?-?\s?\d{2}\s?-?\s?\d{6}\s?-?\s?\d{4})(?![A-Za-z0-9])")
# A whole string naming a type the table does not know: "Election Petition No. 3 of 2024".
_GENERIC_RE = re.compile(
    r"^\s*(?P<type>[A-Za-z\u0900-\u097f][A-Za-z\u0900-\u097f.()\s\-&']{0,48}?)\s*"
    r"(?:No\s*\.?|Number|संख्या|सं\s*\.)\s*[-:]?\s*(?P<num>\d{1,6})\s*(?:of|/|सन्|सन)\s*"
    r"(?P<year>(?:19|20)\d{2}|\d{2})(?!\d)(?:\s.*)?$",
    re.IGNORECASE | re.DOTALL,
)


def _canon_word(word: str) -> str:
    low = word.lower()
    return _SYNONYMS.get(low, low) if len(low) > 1 else low


def compact_type(text: str) -> str:
    """A type as written, reduced for comparison: 'Crl. Misc. Bail Appln.' -> 'crlmiscbailappln'."""
    return "".join(_canon_word(t) for t in _TOKEN.findall(text))


def type_code(display: str) -> str:
    """'C.R.P.' -> 'CRP'; a known long name gives its family's code ('Writ - C' -> 'WPC')."""
    found = _FORMS.get(compact_type(display))
    if found:
        return found[0].code
    return compact_type(display).upper()


_BY_CODE: dict[str, CaseType] = {t.code: t for t in CASE_TYPES}
_FORMS: dict[str, tuple[CaseType, str | None]] = {}
for _t in CASE_TYPES:
    _written = [(f, None) for f in _t.forms] + [(f, label) for label, fs in _t.variants for f in fs]
    for _form, _label in [*_written, (_t.code, None)]:
        _c = compact_type(_form)
        _prev = _FORMS.get(_c)
        if _prev is not None and _prev[0] is not _t:
            raise RuntimeError(f"case type form '{_form}' belongs to {_prev[0].code} and {_t.code}")
        if _prev is None or _label is not None:
            _FORMS[_c] = (_t, _label)
_MAX_TYPE_WORDS = 8

# The old name of the table's main (not interlocutory) types, as displayed.
MAIN_TYPES = [t.display for t in CASE_TYPES if not t.interlocutory and t.code not in _VAGUE]


def is_type_word(word: str) -> bool:
    """'WP', 'fafo', 'bail', 'Writ': a word that is (or spells) a case type on its own."""
    return compact_type(word) in _FORMS


def case_type(code: str) -> CaseType | None:
    """The family of a key's type code, or None for a type the table does not know."""
    return _BY_CODE.get(code)


def compatible(written: str, registered: str) -> bool:
    """May a number written with type `written` be a registered number of type `registered`?

    Equal codes are, and a number written without its register or series fits one registered with it (never
    the other way round); so are a general word and a member of its group ("Writ" and "Writ - C", "Bail" and
    "Anticipatory Bail"), and "Case" with any type, one the table does not know too. Two specific members of one group are not ("Writ - A"
    and "Writ - C" are different series of numbers)."""
    if written == registered:
        return True
    (written, w_series), (registered, r_series) = split_series(written), split_series(registered)
    if w_series and w_series != r_series:
        return False  # registers and benches number their cases apart: "7712/SS/2025" is not "7712/2025"
    if written == registered:
        return True  # a number written without its register may be the registered one with it
    w, r = _BY_CODE.get(written), _BY_CODE.get(registered)
    if w is not None and r is None and "*" in w.general_for:
        return True  # "Case No. 47/2029", "वाद संख्या 47/2029" for a type the table does not know ("Revenue Suit")
    if w is None or r is None:
        return False
    if "*" in w.general_for or "*" in r.general_for:
        return True
    return bool(set(w.general_for) & set(r.groups)) or bool(set(r.general_for) & set(w.groups))


def same_role(written: str, registered: str) -> bool:
    """Are two known types, written in the same register, one role of proceeding ("S.T." and "S.C." both a
    sessions trial, "T.S." and "O.S." both a suit)? Courts of different states call the same proceeding by
    different names, so a clerk writes the number with the type of his own habit: the same number and year
    under a type of the same role is most likely the registered case, though never certainly (that needs the
    number and year to fit one registered case only)."""
    (written, w_series), (registered, r_series) = split_series(written), split_series(registered)
    if w_series != r_series:
        return False
    w, r = _BY_CODE.get(written), _BY_CODE.get(registered)
    if w is None or r is None or w.interlocutory or r.interlocutory:
        return False
    return w.roles == r.roles


def may_name_unknown_type(written: str, registered: str) -> bool:
    """May a type the table knows (`written`, a code) be another name of a registered type it does not know
    (`registered`, that type's letters)? When the two begin alike ("EP" and "EVICTIONPETN") or a written form of
    the type is inside the registered one ("crlcomplaint" in "CRLCOMPLAINTNIACT"); "OS" never names it."""
    if case_type(registered) is not None or not written or not registered:
        return False
    t = _BY_CODE.get(written)
    if t is None:
        return False
    if written[0] == registered[0]:
        return True
    low = registered.lower()
    forms = [*t.forms, *(f for _label, fs in t.variants for f in fs)]
    return any(len(c) >= 4 and c.isascii() and c in low for c in map(compact_type, forms))


@dataclass(frozen=True, slots=True)
class NumberMention:
    """A case number written in a text, whole or partial.

    `code` is None when no type is written ("12345/25"); `year` is None when no year is ("bail 4521").
    `main` is set for an application written "in" a main case; the mention then stands for the main case.
    """

    code: str | None
    num: int
    year: int | None
    matched: str
    span: tuple[int, int]
    variant: str | None = None  # which of the series written alike: 'consumer', 'complaint', ...
    known: bool = True  # a family of the table (False: a type registered by the user)
    main: "NumberMention | None" = field(default=None, compare=False)
    own_span: tuple[int, int] | None = None  # an application's own number, when `main` is set
    series: str | None = None  # letters written with the number: its register, bench or series ('SS', 'F')
    lettered: bool = False  # a number with no type whose only letters stand before it ("F-318/2025")

    @property
    def key(self) -> str | None:
        """'OS/318/2022' for a whole number ('CC-SS/7712/2025' with a register); None for a partial one."""
        if self.code and self.year:
            return f"{series_code(self.code, self.series)}/{self.num}/{self.year}"
        return None

    @property
    def interlocutory(self) -> bool:
        t = _BY_CODE.get(self.code or "")
        return bool(t and t.interlocutory)

    @property
    def vague(self) -> bool:
        """A general word for the type ("Case No.", "Suit"): matches, but never reported as unregistered."""
        return self.code in _VAGUE or not self.known

    @property
    def target(self) -> "NumberMention":
        """The mention that names the case: the main case of an application written "in" it."""
        return self.main if self.main is not None else self


class NumberMatch(NamedTuple):
    """A case number found in text: its key, the text as written, and where."""

    key: str
    matched: str
    span: tuple[int, int]


def series_code(code: str, series: str | None) -> str:
    """A key's type with the letters written with its number: ('CC', 'SS') -> 'CC-SS'.

    Magistrates' registers, tribunal benches and letter series number their cases apart, so "C.C. 7712/SS/2025"
    and "C.C. 7712/2025" of another court are different keys."""
    return f"{code}-{series}" if series else code


def split_series(code: str) -> tuple[str, str | None]:
    """'CC-SS' -> ('CC', 'SS'); 'CC' -> ('CC', None)."""
    base, _, series = code.partition("-")
    return base, series or None


def _series_of(m: re.Match) -> str | None:
    """The register or series letters written inside a number's match ("7712/SS/2025", "123-A/2024")."""
    letters = m.group("mid") or m.group("suffix")
    return letters.upper() if letters else None


def _year(text: str) -> int:
    year = int(text)
    if len(text) == 2:
        return 2000 + year if year < 50 else 1900 + year
    return year


# The second year of a financial year written after a number's year ("318 of 2025-26", "14/29-30", "12/2025-2026"):
# revenue, land and tribunal registers number their cases by the financial year.
_FINANCIAL_TAIL = re.compile(r"[ \t]?[-–][ \t]?(?P<next>(?:19|20)[0-9]{2}|[0-9]{2})(?![0-9])(?![./-][0-9])")


def _financial_tail(text: str, year_end: int, year: str) -> int:
    """How many characters after a number's year write the financial year's second year ("-26" after "2025"), or 0."""
    m = _FINANCIAL_TAIL.match(text, year_end)
    if m is None:
        return 0
    following = _year(year) + 1
    nxt = m.group("next")
    if int(nxt) != (following if len(nxt) == 4 else following % 100):
        return 0
    return m.end() - year_end


def financial_year_read(text: str) -> str:
    """A number written with a financial year for its year, with the financial year's first year alone: "B.L.D.R.
    Case No. 318 of 2025-26" -> "B.L.D.R. Case No. 318 of 2025", "PTCL/CR/14/2029-30" -> "PTCL/CR/14/2029". A court
    numbering by the financial year numbers each year's cases from one, as others number by the calendar year, so
    the first year is the year of the number; lawyers write either year form, the long or the short one."""
    work = text.translate(_DEVANAGARI_DIGITS)
    for m in re.finditer(r"(?<![0-9])(?:19|20)[0-9]{2}(?![0-9])", work):
        n = _financial_tail(work, m.end(), m.group())
        if n:
            return text[:m.end()] + text[m.end() + n:]
    return text


# A registered number whose type carries a word in brackets ("S.A.(MD) No. 412 of 2024", "Spl. Case (NDPS) No. 9 of
# 2026", "Title Suit (Partition) No. 41 of 2024", "Misc. (Mutation) Appeal No. 44/2029"): its type, the bracket, the
# type's words after it, and the number
_QUALIFIED = re.compile(
    r"^\s*(?P<type>[^()\d]*[A-Za-z\u0900-\u097f][^()\d]*?)\s*\(\s*(?P<qual>[^()\d]{1,30}?)\s*\)"
    r"\s*(?P<after>(?:[A-Za-z\u0900-\u097f][A-Za-z\u0900-\u097f.]*\s*){0,3}?)"
    r"\s*(?P<rest>(?:(?<![A-Za-z])(?:No|Number)\s*\.?\s*[:\-]?\s*)?\d.*)$", re.IGNORECASE | re.DOTALL)


def qualified_forms(number: str) -> list[str]:
    """A registered number whose type carries a qualifier in brackets, written as notes write it: by its type without
    the qualifier ("S.A.(MD) No. 412 of 2024" -> "S.A. No. 412 of 2024") and by the qualifier when that is a type of
    its own ("Spl. Case (NDPS) No. 9 of 2026" -> "NDPS No. 9 of 2026"). Only forms whose words are wholly a type the
    table knows: a bench, a subject or an act in brackets ("(MD)", "(Partition)", "(N.I. Act)") is no type."""
    m = _QUALIFIED.match(number or "")
    if m is None or compact_type(f"{m['type']} {m['qual']} {m['after']}") in _FORMS:
        return []  # "W.P.(C)", "C.S.(OS)": the bracket is a part of a type the table knows
    out = []
    for words in (f"{m['type']} {m['after']}", m["qual"]):
        compact = compact_type(words)
        if compact and compact in _FORMS and _FORMS[compact][0].code not in _VAGUE:
            out.append(f"{' '.join(words.split())} {m['rest']}")
    return out


# Initials or a short word written before a type the table knows, as a state's registers name a kind of that type
# ("L.A.O.P." a land acquisition O.P., "H.R.C.O.P.", "E.O.P."): at most this many letters before the known type
_LEAD_LETTERS_MAX = 4


def whole_type_key(number: str | None, key: str) -> str | None:
    """The key of a registered number by its whole written type, when the table read it by a known type at the end of
    that type and left initials before it out ("L.A.O.P. No. 27 of 2029", keyed 'OP/27/2029', -> 'LAOP/27/2029'): a
    note writes the whole type joined ("LAOP 27/29"), which no rule reads as the known type. None when the type was
    read whole, or what stands before the known type is no run of initials or a short abbreviation in capitals."""
    code, _, rest = key.partition("/")
    if not number or code not in _BY_CODE or rest.count("/") != 1:
        return None
    mentions = [m for m in find_mentions(number) if m.key == key]
    if not mentions:
        return None
    m = mentions[0]
    lead = number[:m.span[0]]
    if not lead.strip() or re.search(r"[\d(),]", lead):
        return None
    # the words right before the known type, written against it as one type ("L.A.", "LA ", "H.")
    before = re.search(r"(?:(?<![A-Za-z])[A-Z]{1,%d}\.?[ \t]?){1,3}$" % _LEAD_LETTERS_MAX, lead)
    if before is None or lead[:before.start()].strip():
        return None
    letters = re.sub(r"[^A-Za-z]", "", before.group()).upper()
    if not 0 < len(letters) <= _LEAD_LETTERS_MAX:
        return None
    written = re.split(r"\d", m.matched, maxsplit=1)[0]
    whole = letters + compact_type(_NO_TAIL.sub("", written)).upper()
    if compact_type(before.group() + written) in _FORMS or not whole.isalpha():
        return None
    return f"{whole}/{rest}"


# A registered type written as initials and a general word for a case ("E.C. Case No. 9 of 2026", "I.C.C. Case No.
# 512", "C.R. Case (NI) No. 212"): a note writes the initials alone ("EC 9/26", "ICC 512")
_INITIALS_CASE = re.compile(
    r"^\s*(?P<initials>(?:[A-Za-z]{1,3}\.?[ \t]?){1,4}?)[ \t]*(?:case|matter)\b\.?[ \t]*(?:\([^()]{1,20}\)[ \t]*)?"
    r"(?:(?<![A-Za-z])(?:No|Number)\s*\.?\s*[:\-]?\s*)?(?P<num>\d{1,6})\b", re.IGNORECASE)
_INITIALS_MIN, _INITIALS_MAX = 2, 5  # letters the initials of a type run to


def initials_case_key(number: str | None, key: str) -> str | None:
    """The key of a registered number whose type is initials and a word for a case, by the initials alone ("E.C. Case
    No. 9 of 2026", keyed 'WC/9/2026' -> 'EC/9/2026'), as a note writes it; None when the initials are a type the table
    knows (a note's "GR 12/26" already reads as the G.R. Case it is) or the type is written otherwise."""
    code, _, rest = key.partition("/")
    if not number or rest.count("/") != 1 or code.startswith(("REF", "CNR")):
        return None
    m = _INITIALS_CASE.match(number)
    if m is None or str(int(m["num"])) != rest.split("/")[0]:
        return None
    initials = m["initials"]
    letters = re.sub(r"[^A-Za-z]", "", initials).upper()
    # initials are written in capitals or with stops ("E.C.", "ICC"), not as a word ("Title", "Misc.")
    if not (initials.strip().isupper() or "." in initials) or not _INITIALS_MIN <= len(letters) <= _INITIALS_MAX:
        return None
    if letters.lower() in _FORMS or letters == split_series(code)[0]:
        return None
    return f"{letters}/{rest}"


def _type_before(text: str, end: int, extra: dict[str, str] | None) -> tuple[CaseType | None, str | None, str | None, int, bool]:
    """The case type written just before position `end` (where the number starts).

    Returns (family, variant, generic code, start of the type, whether "No." was written)."""
    lo = max(0, end - 72)
    seg = text[lo:end]
    tail = _NO_TAIL.search(seg)
    has_no = bool(tail and tail.group("no"))
    stop = tail.start() if tail else len(seg)
    found = _type_ending(seg, lo, stop, extra)
    if found is None and has_no:
        # "Application u/s 528 BNSS No. 9874 of 2026", "Crl. Misc. Application u/s 482 Cr.P.C. No. …": a High Court
        # registers a number under a type that names its section and act; the type is the words before the section
        wide = max(0, end - 150)
        clause = _SECTION_CLAUSE.search(text, wide, lo + stop)
        if clause is not None:
            found = _type_ending(text[wide:end], wide, clause.start() - wide, extra)
    if found is None:
        return None, None, None, end, has_no
    family, variant, generic, start = found
    return family, variant, generic, start, has_no


def _type_ending(seg: str, lo: int, stop: int, extra: dict[str, str] | None
                 ) -> tuple[CaseType | None, str | None, str | None, int] | None:
    """The case type whose words end at `stop` of `seg` (which starts at `lo` of the text): (family, variant,
    generic code, where it starts); (None, …) when a word before it says it is another register's; None when
    no type ends there."""
    tokens = list(_TOKEN.finditer(seg, 0, stop))
    chain: list[re.Match] = []
    pos = stop
    for tok in reversed(tokens):
        gap = seg[tok.end():pos]
        ok = _GAP_AFTER if not chain else _GAP_BETWEEN
        if not ok.fullmatch(gap):
            break
        chain.append(tok)
        pos = tok.start()
        if len(chain) >= _MAX_TYPE_WORDS:
            break
    chain.reverse()
    canon = [_canon_word(t.group()) for t in chain]
    suffixes = []
    acc = ""
    for c in reversed(canon):
        acc = c + acc
        suffixes.append(acc)
    for k in range(len(chain), 0, -1):
        words = chain[-k:]
        compact = suffixes[k - 1]
        found = _FORMS.get(compact)
        generic = extra.get(compact) if extra and not found else None
        if not found and not generic:
            continue
        if k < len(chain) and _qualifier(seg, words[0].start(), words[-1].end(), stop):
            continue  # "EFA(OS) 3/2024", "RFA(OS)": a known type in brackets qualifies the unknown type before it
        if k == 1 and compact in _WORDLIKE:
            word = words[0].group()
            after = seg[words[0].end():words[0].end() + 1]
            if word.islower() and after != ".":
                continue
        # the two words before the type, in any script ("AC ಕೋರ್ಟ್ PTCL 14": the court's word in Kannada between)
        lead = list(_LEAD_WORD.finditer(seg, 0, words[0].start()))[-2:]
        if _blocked_by([t.group().lower() for t in lead], seg[lead[0].end():words[0].start()] if lead else ""):
            return None, None, None, lo + len(seg)
        start = lo + words[0].start()
        if found:
            return found[0], found[1], None, start
        return None, None, generic, start
    return None


# Words that mark the number of what the word before them names ("Diary No.", "खसरा संख्या", "Plot Kra."): a blocker
# two words before a type counts only across one of these.
_NUMBER_MARKS = frozenset({"no", "nos", "number", "numbers", "num", "kr", "kra", "krm", "sankhya", "संख्या", "सं",
                           "क्र", "क्रमांक", "नं", "नम्बर", "नंबर"})


_PHRASE_BREAK = re.compile(r"[()\[\],;:.\n]")
# a word before a type, in any script: what stands between spaces, stops, brackets and figures
_LEAD_WORD = re.compile(r"[^\s\d.,;:!?()\[\]{}/\\\-–—'\"#&|]+")
# The word for a court, as a diary writes it after the bench's title ("AC court PTCL 14", "AC crt", "SDM ki adalat",
# "ಎ.ಸಿ. ಕೋರ್ಟ್"), in English, its short forms and every Indian language the notes are kept in: a blocker before it
# ("ac" an account, "ct" …) is the title of the bench, and the number after it that court's case. The closed class of
# words for a court.
_COURT_WORDS = frozenset(
    """
    court courts crt crts ct cort kort kortu korte korti koort adalat adalath adalot adaalat nyayalaya nyayalay
    nyayalayam nyayalayamu neethimandram needhimandram nidhimandram kachehri kacheri kachahri kachari bench tribunal
    न्यायालय अदालत कोर्ट कचहरी न्यायाधिकरण আদালত কোর্ট ন্যায়ালয় ਅਦਾਲਤ ਕੋਰਟ કોર્ટ અદાલત ન્યાયાલય ଅଦାଲତ କୋର୍ଟ
    ନ୍ୟାୟାଳୟ கோர்ட் கோர்ட்டு நீதிமன்றம் மன்றம் కోర్టు న్యాయస్థానం ಕೋರ್ಟ್ ಕೋರ್ಟು ನ್ಯಾಯಾಲಯ കോടതി കോർട്ട്
    عدالت کورٹ
    """.split()
)


def _blocked_by(before: list[str], between: str) -> bool:
    """Do the (up to two) words before a type say the number is another register's: a blocker right before it
    ("diary SC/2291/2026"), before a number mark ("diary no. SC/2291/2026"), or one word before it in the same
    phrase ("AC to SC-14") — not one that ends an earlier phrase, a bracket, a stop or a line before the type
    (`between`: the text from the blocker to the type): "… (Ampati plot) in C.S. No. 1456 of 2019", "our cheque case
    (C.C. 21457/2025)"."""
    if before and before[-1] in _TYPED_BLOCKERS:
        return True
    if len(before) < 2 or before[0] not in _TYPED_BLOCKERS or before[1] in _COURT_WORDS:
        return False  # "AC court PTCL 14": the blocker is the title of the bench the word for a court follows
    return before[1] in _NUMBER_MARKS or not _PHRASE_BREAK.search(between)


def _qualifier(seg: str, start: int, end: int, stop: int) -> bool:
    """Are the words seg[start:end] in brackets of their own, right behind another word and closed before the
    number ("EFA(OS) 3/2024"), not a bracket around the whole number ("Asha (OS 227/2024)")?"""
    return seg[:start].rstrip().endswith("(") and ")" in seg[end:stop + 1] and bool(re.search(r"\w\s?\($", seg[:start].rstrip()))


def _no_alone(text: str, no_end: int) -> bool:
    """"No." with nothing naming what it numbers before it: at the start of a line or sentence."""
    tail = _NO_TAIL.search(text[max(0, no_end - 40):no_end])
    before = text[max(0, no_end - 40):no_end][:tail.start() if tail else None].rstrip(" \t")
    if not before or before[-1] in ":;,\n([":
        return True
    last = re.search(r"([A-Za-z]+)\.$", before)  # "... me. Number": a sentence ends; "M.L.C. No.": it does not
    return bool(last and len(last.group(1)) >= 2 and last.group(1).islower())


def _plausible_year(year: int) -> bool:
    return 1950 <= year <= _this_year() + 1


# whose letter a "Ref." number is: "Our Ref. 23/2019", "Your ref 23/2019" number a letter, not a case
_LETTER_OWNERS = frozenset("our your my his her their its the this that".split())


def _reference_case(before: list[str]) -> bool:
    """"LA Ref 23/2019", "MV Ref 12/2024", "ITR Ref. 4/2023": "Ref" after a court's abbreviation in capitals is a
    reference case's type (land acquisition, motor vehicles, tax …), not a letter's reference number."""
    return (len(before) >= 2 and before[-1] in ("Ref", "ref") and bool(re.fullmatch(r"[A-Z]{2,5}", before[-2]))
            and before[-2].lower() not in _LETTER_OWNERS)


def _typeless_ok(text: str, m: re.Match, num: int, year: int, lead: int | None = None) -> bool:
    """A number and year with no type ("12345/25", "F-318/2025") is a case number only when nothing says it
    is not. `lead` is where letters written before the number start."""
    s = m.start("num") if lead is None else lead
    sep = m.group("sep").strip()
    if sep != "/" and not (sep in ("-", "_") and len(m.group("year")) == 4 and not 1900 <= num <= 2099):
        return False  # 4521-2026 in a file name, where "/" cannot be written; never 2019-2021 or 18-24
    if len(m.group("num")) > 1 and m.group("num").startswith("0"):
        return False
    if not _plausible_year(year):
        return False
    short_year = len(m.group("year")) == 2
    before = _TOKEN.findall(text[max(0, s - 24):s])
    reference = _reference_case(before)  # "LA Ref 22/19": the type written, no day and month
    if num <= 12 or (short_year and num <= 31 and not reference):  # 12/25 (a month), 28/11 (a day and month)
        return False
    if short_year and num < 100 and (num + 1) % 100 == year % 100:  # 24/25, a financial year
        return False
    if s > 0 and (text[s - 1].isalpha() or text[s - 1] in "/-\\#"):
        return False
    if before and before[-1].lower() in _BLOCKERS and not reference:
        return False
    tail = _NO_TAIL.search(text[max(0, s - 12):s])
    return not (tail and tail.group("no")) or _no_alone(text, s)


def _register_ok(m: re.Match) -> bool:
    """A register inside a number with no type ("7712/SS/2025") must look like one: two or more capitals or a
    capitalised word, and a four-digit year; a single letter after the number ("12A/2024") needs a type."""
    mid = m.group("mid")
    if m.group("suffix"):
        return False
    if not mid:
        return True
    return len(mid) >= 2 and mid[0].isupper() and len(m.group("year")) == 4


def _vague_ok(m: re.Match, year: int) -> bool:
    """"case 12/3" is a date, not Case No. 12 of 2003: a general word needs a plausible number and year."""
    if not _plausible_year(year):
        return False
    return not (len(m.group("year")) == 2 and int(m.group("num")) <= 31 and int(m.group("year")) <= 12)


def _yearless_ok(text: str, m: re.Match, t: CaseType) -> bool:
    """A type and a number with no year ("bail 4521", "CC2231") is a case number when it looks like one."""
    digits = m.group("num")
    if len(digits) < 2 or digits.startswith("0") or t.interlocutory or t.code == "CASE":
        return False
    e = m.end("num")
    after = text[e:e + 2]
    if after[:1].isalpha() or (after[:1] in "/.-:," and after[1:2].isdigit()):
        return False
    return True


def find_mentions(text: str, extra_types: dict[str, str] | None = None, *, financial: bool = True) -> list[NumberMention]:
    """Every case number in `text`, whole or partial, in order (see NumberMention).

    `extra_types` maps the compact form of a type the table does not know to its code, so numbers of types a
    user registered ("Election Petition No. 3 of 2024") are found in running text too."""
    if not isinstance(text, str) or not text:
        return []
    # initials spelt in a local script ("ಓ.ಎಸ್. 231/2025") are read as the Latin ones too, the text's length kept; a type
    # the table writes in that script ("एल.ए. रेफरेंस") is read as written first
    plain = text.translate(_DEVANAGARI_DIGITS)
    found = _scan(text, plain, extra_types, financial)
    latin, spelt = spell_latin(plain)
    if spelt:
        found = _with_spelt(text, found, _scan(text, latin, extra_types, financial), spelt)
    return _join_applications(text, found)


def _scan(text: str, work: str, extra_types: dict[str, str] | None, financial: bool) -> list[NumberMention]:
    """The mentions of find_mentions read off `work` (the text as read: its digits ASCII), spans and words of `text`."""
    found: list[NumberMention] = []
    pos = 0
    while True:
        m = _NUMBER.search(work, pos)
        if m is None:
            break
        s, num_end = m.start("num"), m.end("num")
        pos = num_end
        digits = m.group("num")
        if len(digits) > 6 or int(digits) == 0:
            continue
        # part of an amount, a decimal or a dotted date: 4,75,000 / 12.03.2026
        if s > 1 and work[s - 1] in ",." and work[s - 2].isdigit():
            continue
        if work[num_end:num_end + 1] in (",", ".") and work[num_end + 1:num_end + 2].isdigit():
            continue
        year = None
        end = num_end
        series = _series_of(m) if m.group("year") else None
        if m.group("year") and not (series and series.lower() in _NOT_SEGMENTS):
            ye = m.end("year")
            if financial:  # "318 of 2025-26": the year a financial year starts
                ye += _financial_tail(work, ye, m.group("year"))
            date_goes_on = work[ye:ye + 1] in (".", "/", "-") and work[ye + 1:ye + 2].isdigit()
            if not date_goes_on:
                year = _year(m.group("year"))
                end = ye
        if year is None:
            series = None
        elif s > 1 and work[s - 1] in "/-" and work[s - 2].isdigit():
            continue  # the middle or end of a date: 22/1/26
        if year is None:  # only a type can make it a number; skip what no type could (cheap checks first)
            after = work[num_end:num_end + 2]
            if (len(digits) < 2 or digits[0] == "0" or after[:1].isalpha()
                    or (after[:1] in "/.-:," and after[1:2].isdigit())):
                continue
        family, variant, generic, start, has_no = _type_before(work, s, extra_types)
        num = int(digits)
        lead = s  # where the number starts, with letters written before it ("F-318")
        if family is None and generic is None and year is not None:
            prefix = _PREFIX.search(work, max(0, s - 6), s)
            if prefix and prefix.group("letters").lower() not in _BLOCKERS | _NOT_SEGMENTS:
                lead = prefix.start()
                family, variant, generic, start, has_no = _type_before(work, lead, extra_types)
                letters = prefix.group("letters").upper()
                series = f"{letters}{series}" if series else letters
        if (family is not None or generic is not None) and start >= 2 and work[start - 1] in "-/" \
                and work[start - 2].isdigit():
            continue  # a segment of another register's code: permit "A4-BA-118/2023", vehicle "KL-07-BA-118"
        if (family is not None or generic is not None) and year is None and (
                _CITATION_BEFORE.search(work, max(0, start - 24), start)
                or (1900 <= int(digits) <= 2099 and _CITATION_AFTER.match(work, num_end))):
            continue  # "(2008) 10 S.C.C. 497", "AIR 2005 SC 1234": a law report's page, no case's number
        if family is not None:
            if year is None and not _yearless_ok(work, m, family):
                continue
            if family.code in _VAGUE and year is not None and not _vague_ok(m, year):
                continue
            mention = NumberMention(family.code, num, year, text[start:end], (start, end), variant,
                                    series=series)
        elif generic is not None:
            # a registered type the table does not know, written without the year ("RCT 3318"), as a known
            # type's may be ("bail 4521"): the cheap checks above already left out what no type could make a number
            mention = NumberMention(generic, num, year, text[start:end], (start, end), known=False, series=series)
        elif year is not None and _typeless_ok(work, m, num, year, lead) and _register_ok(m):
            mention = NumberMention(None, num, year, text[lead:end], (lead, end), series=series,
                                    lettered=lead < s and not _series_of(m))
        else:
            continue
        pos = end
        found.append(mention)
    return found


# A law report's year and volume written before the reporter's letters, as a judgment is cited: "(2014) 9 SCC 105",
# "2019 (3) S.C.C. 245", "AIR 2005 SC 1234", "ILR 2010 KAR 4567". The letters may read as a type ("S.C.C." ends with
# "C.C.", "SC" is a sessions case), the page after them as its number with no year: the shape of a citation says it
# is none (a number written with its year is a case's, whatever stands before it).
_CITATION_BEFORE = re.compile(
    r"(?:\(\s*(?:19|20)\d{2}\s*\)\s*(?:\(\s*)?\d{1,3}(?:\s*\))?"
    r"|(?<![\d./-])(?:19|20)\d{2}\s*\(\s*\d{1,3}\s*\)"
    r"|(?<![A-Za-z])[A-Z]{2,6}\s+(?:\(\s*\w{1,6}\s*\)\s*)?(?:19|20)\d{2})[ \t]*(?:[A-Z]\.[ \t]?){0,3}$")
# … and the reporter's letters before its year, volume and page: "S.C.C. 2019 (3) 45", "SCC 2019 (3) 45"
_CITATION_AFTER = re.compile(r"[ \t]*\(\s*\d{1,3}\s*\)[ \t]*\d{1,5}")


def _with_spelt(text: str, found: list[NumberMention], spelt: list[NumberMention], runs: list[tuple[int, int]]
                ) -> list[NumberMention]:
    """The mentions read as written, and those read with spelt initials where that reads a type the text as written
    does not give the number (the same number, ending at the same place)."""
    by_end = {m.span[1]: m for m in found}
    for m in spelt:
        own = by_end.get(m.span[1])
        if m.code is not None and (own is None or own.code is None):
            by_end[m.span[1]] = _from_run_start(text, m, runs)
    return sorted(by_end.values(), key=lambda m: m.span)


def _from_run_start(text: str, mention: NumberMention, runs: list[tuple[int, int]]) -> NumberMention:
    """A mention whose type was read from initials spelt in a local script, spanning the initials as written."""
    start, end = mention.span
    for a, b in runs:
        if a < start < b:
            return replace(mention, span=(a, end), matched=text[a:end])
    return mention


def _join_applications(text: str, found: list[NumberMention]) -> list[NumberMention]:
    """'I.A. 402/25 in O.S. 145/25': one mention standing for the main case, spanning both."""
    out: list[NumberMention] = []
    i = 0
    while i < len(found):
        cur = found[i]
        nxt = found[i + 1] if i + 1 < len(found) else None
        if (nxt is not None and cur.interlocutory and not nxt.interlocutory
                and _IN_MAIN.fullmatch(text[cur.span[1]:nxt.span[0]] + " ")):
            start, end = cur.span[0], nxt.span[1]
            out.append(NumberMention(cur.code, cur.num, cur.year, text[start:end], (start, end), cur.variant,
                                     cur.known, main=nxt, own_span=cur.span))
            i += 2
            continue
        out.append(cur)
        i += 1
    return out


def find_cnrs(text: str) -> list[NumberMatch]:
    out = []
    for m in _CNR_RE.finditer(text):
        cnr = re.sub(r"[\s-]", "", m.group(1)).upper()
        if any(ch.isdigit() for ch in cnr[:4]):
            continue
        out.append(NumberMatch(f"CNR/{cnr}", m.group(0), m.span()))
    return out


def find_numbers(text: str, *, financial: bool = True) -> list[tuple[str, str, tuple[int, int]]]:
    """Every whole case number in `text`, in order: (normalised key, matched text, (start, end)).

    An application "in" a main case yields the main case's key, spanning both numbers (or its own key when
    the main case is written without its type). CNR numbers yield 'CNR/<16 characters>'. Partial numbers
    ("bail 4521", "12345/25") are not listed here: see find_mentions.
    """
    if not isinstance(text, str) or not text:
        return []
    found: list[NumberMatch] = []
    for mention in find_mentions(text, financial=financial):
        main = mention.main
        if main is not None and main.key and main.known:
            found.append(NumberMatch(main.key, mention.matched, mention.span))
        elif mention.key and mention.known:
            if main is not None and mention.own_span:
                a, b = mention.own_span
                found.append(NumberMatch(mention.key, text[a:b], (a, b)))
            else:
                found.append(NumberMatch(mention.key, mention.matched, mention.span))
    found.extend(find_cnrs(text))
    found.sort(key=lambda f: f.span)
    return [tuple(f) for f in found]  # type: ignore[misc]


def normalise_number(text: str, *, financial: bool = True) -> str | None:
    """The key of the first case number in `text` ('OS/318/2022'), or None when there is none.

    Also accepts a bare CNR and, for registering types the table does not know, "<Type> No. <n> of <year>".
    """
    if not isinstance(text, str):
        return None
    found = find_numbers(text, financial=financial)
    if found:
        return found[0][0]
    return _generic_key(text)


def _without_section(text: str) -> str:
    """A registered number with its type's section and act left out ("Application u/s 528 BNSS No. 9874 of 2026" ->
    "Application No. 9874 of 2026"): the type is the words before the section. Unchanged when no type stands
    before a section, or none is written."""
    no = _FIRST_NO.search(text)
    if no is None:
        return text
    clause = _SECTION_CLAUSE.search(text, 0, no.start())
    if clause is None or not _TOKEN.search(text, 0, clause.start()):
        return text
    return f"{text[:clause.start()].rstrip()} {text[no.start():]}"


_FIRST_NO = re.compile(r"(?<![A-Za-z])(?:No|Number)(?![A-Za-z])\s*\.?|संख्या|सं\s*\.", re.IGNORECASE)


def _generic_key(text: str) -> str | None:
    m = _GENERIC_RE.match(_without_section(text.translate(_DEVANAGARI_DIGITS)))
    if not m:
        return None
    compact = compact_type(m.group("type"))
    words = [w.lower() for w in _TOKEN.findall(m.group("type"))]
    if (not compact or compact in _NOT_CASE_TYPES or any(w in _TYPED_BLOCKERS for w in words)
            or int(m.group("num")) == 0):
        return None
    found = _FORMS.get(compact)
    code = found[0].code if found else compact.upper()
    return f"{code}/{int(m.group('num'))}/{_year(m.group('year'))}"


def registration_key(text: str) -> str | None:
    """The key a case is registered under; None only for a text with no digit at all.

    As normalise_number, then, for what it does not read: a bare "512/2025" as 'CASE/512/2025'; a number with
    letters against it or a register inside it ("F-318/2025", "7712/SS/2025") as 'CASE-F/318/2025'; a type
    the table does not know, with or without "No." ("SCC 2207/2023", "C.O. 1234 of 2023") as its letters
    ('SCC/2207/2023'); and anything else with a digit as 'REF/<its letters and digits>'."""
    # a number of a financial year keeps the key it always had ('REF/…'); the resolver reads it as notes write it
    key = normalise_number(text, financial=False)
    if key:
        return key
    work = (text or "").translate(_DEVANAGARI_DIGITS)
    m = re.fullmatch(r"\s*(\d{1,6})\s*(?:/|of)\s*((?:19|20)\d{2}|\d{2})\s*", work)
    if m and int(m.group(1)):
        return f"CASE/{int(m.group(1))}/{_year(m.group(2))}"
    return _written_key(_without_section(work)) or _reference_key(work)


# A whole number written as "<type> [No.] [letters-]<n>[/register]/<year>", its type optional.
_WRITTEN_RE = re.compile(
    r"^\s*(?P<type>[A-Za-z\u0900-\u097f][A-Za-z\u0900-\u097f.()\s\-&'/]{0,48}?)??\s*"
    r"(?:(?<![A-Za-z])(?:No|Nos|Number)\s*\.?|संख्या|सं\s*\.)?\s*[-:/]?\s*"
    r"(?:(?<![A-Za-z])(?P<prefix>[A-Za-z]{1,4})\s?[-/]\s?)?(?P<num>\d{1,6})"
    r"(?:\s{0,2}[/-]\s{0,2}(?P<mid>[A-Za-z]{1,6})\.?|(?P<suffix>[A-Za-z]))?"
    r"\s*(?:of|/|-|सन्|सन)\s*(?P<year>(?:19|20)\d{2}|\d{2})\s*$",
    re.IGNORECASE,
)


def _written_key(text: str) -> str | None:
    """The key of a whole number whose type the table does not know or whose number carries letters."""
    m = _WRITTEN_RE.match(text)
    if not m or int(m.group("num")) == 0:
        return None
    written = m.group("type") or ""
    compact = compact_type(written)
    words = [w.lower() for w in _TOKEN.findall(written)]
    if compact in _NOT_CASE_TYPES or any(w in _TYPED_BLOCKERS for w in words):
        return None
    prefix = m.group("prefix")
    if not compact and prefix and len(prefix) > 1:  # "SCC/2207/2023": an abbreviation the table does not know
        compact, prefix = compact_type(prefix), None
    found = _FORMS.get(compact)
    code = found[0].code if found else (compact.upper() or "CASE")
    letters = [g.upper() for g in (prefix, m.group("mid"), m.group("suffix")) if g]
    if any(g.lower() in _NOT_SEGMENTS for g in letters):
        return None
    return f"{series_code(code, ''.join(letters) or None)}/{int(m.group('num'))}/{_year(m.group('year'))}"


def _reference_key(text: str) -> str | None:
    """The last resort for a number no rule reads: its letters and digits, upper case ('REF/ABC12X')."""
    if not any(ch.isdigit() for ch in text):
        return None
    letters = re.sub(r"[^A-Za-z0-9]", "", text).upper()
    return f"REF/{letters}"


# A run of digit groups as a number no rule reads is written: "0087/अपील/2025-26", "0156/अ-12/2025-26", "77/BQ/2024"
# (a revenue court's serial, its register in any script, its year); the groups are read, the words between not.
_DIGIT_RUN = re.compile(r"(?<![\d/])\d+(?:[ \t]*[/-][ \t]*(?:[^\s\d/-]{1,12}[ \t]*[/-]?[ \t]*)?\d+)+(?![\d/])")
REFERENCE_GROUPS_MIN = 3  # a serial, a register or year, a year: fewer is a date's or a page's figures


def digit_groups(text: str) -> tuple[int, ...]:
    """The numbers of `text`'s digit groups, in any Indian script's digits ("0087/अपील/2025-26" -> (87, 2025, 26))."""
    return tuple(int(g) for g in re.findall(r"\d+", text.translate(_DEVANAGARI_DIGITS)))


def financial_groups(groups: tuple[int, ...]) -> tuple[int, ...]:
    """Digit groups ending in a financial year, with that year as its first year alone, long or short as written:
    (318, 2025, 26) and (318, 25, 26) -> (318, 2025); other groups unchanged."""
    if len(groups) < REFERENCE_GROUPS_MIN:
        return groups
    first, second = groups[-2], groups[-1]
    year = _year(f"{first:02d}") if first < 100 else first
    if not 1950 <= year <= 2099 or second not in (year + 1, (year + 1) % 100):
        return groups
    return (*groups[:-2], year)


def digit_runs(text: str) -> list[tuple[tuple[int, ...], str]]:
    """Each run of digit groups the text writes as one number (see _DIGIT_RUN), with the run as written."""
    work = text.translate(_DEVANAGARI_DIGITS)  # (one character for one: the spans stay the text's)
    return [(digit_groups(m.group()), text[m.start():m.end()]) for m in _DIGIT_RUN.finditer(work)]


def number_variant(text: str) -> str | None:
    """Which of the series written alike the first number of `text` is: 'consumer', 'complaint', or None."""
    for mention in find_mentions(text or ""):
        if mention.key:
            return mention.variant
    return None


def generic_forms(key: str) -> dict[str, str]:
    """{compact type: code} for a key whose type the table does not know (to find it in running text)."""
    code = split_series(key.split("/", 1)[0])[0]
    if code in _BY_CODE or code == "CNR":
        return {}
    return {code.lower(): code}


def canonical_number(text: str) -> str:
    """How a case number is stored and shown.

    A short form of a known type becomes its display ('OS 318/22' -> 'O.S. No. 318 of 2022'); a number
    written out in full keeps its words ('Crl. Misc. Bail Application No. 4521 of 2026')."""
    collapsed = " ".join(text.split())
    mentions = [m for m in find_mentions(text) if m.key and m.known]
    if len(mentions) != 1 or mentions[0].main is not None:
        return collapsed
    m = mentions[0]
    if m.series:  # a register or letter series is kept as the lawyer wrote it
        return collapsed
    written_type = re.split(r"\d", m.matched, maxsplit=1)[0]
    if re.search(r"\b(?:No|Number)\b|संख्या|सं\s*\.", written_type, re.IGNORECASE):
        return collapsed
    if compact_type(written_type) in (m.code.lower(), compact_type(_BY_CODE[m.code].display)):
        return display_number(m.key)
    shown = " ".join(written_type.split()).rstrip(" /-_")
    shown = shown[:1].upper() + shown[1:]
    return f"{shown} No. {m.num} of {m.year}"


def is_interlocutory(key: str) -> bool:
    t = _BY_CODE.get(split_series(key.split("/", 1)[0])[0])
    return bool(t and t.interlocutory)


def is_vague(key: str) -> bool:
    """A key whose type is only a general word ('CASE/512/2025') or one the table does not know."""
    code = split_series(key.split("/", 1)[0])[0]
    return code != "CNR" and (code in _VAGUE or code not in _BY_CODE)


def is_general(key: str) -> bool:
    """A key whose type is only a general word ('CASE/512/2025', 'APPEAL/47/2025'), standing for a number of any
    type of its family; a type the table does not know is not general."""
    return split_series(key.split("/", 1)[0])[0] in _VAGUE


def display_number(key: str) -> str:
    """'OS/318/2022' -> 'O.S. No. 318 of 2022'; a CNR key -> the CNR itself."""
    code, _, rest = key.partition("/")
    if code in ("CNR", "REF"):
        return rest
    num, _, year = rest.partition("/")
    code, series = split_series(code)
    t = _BY_CODE.get(code)
    shown = t.display if t else code
    if series:
        return f"{shown} No. {num}/{series}/{year}"
    return f"{shown} No. {num} of {year}"


def number_forms(key: str) -> list[str]:
    """The forms a lawyer writes for a key: 'O.S. No. 318 of 2022', 'OS 318/2022', 'OS 318/22'."""
    code, _, rest = key.partition("/")
    if code in ("CNR", "REF"):
        return [rest]
    num, _, year = rest.partition("/")
    code, series = split_series(code)
    if series:
        return [display_number(key), f"{code} {num}/{series}/{year}"]
    forms = [display_number(key), f"{code} {num}/{year}"]
    if year.isdigit() and _year(year[2:]) == int(year):
        forms.append(f"{code} {num}/{year[2:]}")
    return forms


def roles_of(key: str | None) -> str:
    """'suit', 'appeal', 'petition', 'complaint', 'trial', 'application' or 'claim' for a key's type."""
    t = _BY_CODE.get(split_series((key or "").split("/", 1)[0])[0])
    return t.roles if t else "petition"
