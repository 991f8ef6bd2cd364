"""Documents: uploads that are not a note or order of a hearing, read as records of their own.

A deed, an agreement, a notice, an encumbrance certificate, a record of rights, an FIR, a charge sheet, a
vakalatnama, an invoice, a bank statement, a medical bill, a letter, a mediator's report … is recognised by
its content: a title among its first lines (in English or Hindi), or the shape of a letter (a reference or
date line, "To," / "सेवा में", a subject line). Its own date is the date written on it — "Dated:", "Date:",
"दिनांक:", "executed on this 15th day of March, 2019", a date of award or order, the month a pay slip is for —
never a next date, and never the date of something it merely mentions ("Date of joining", "cheque dated").
"""

from __future__ import annotations

import calendar
import re
import unicodedata
from dataclasses import dataclass
from datetime import date

from tareekh.ingest import dates as D
from tareekh.ingest.filenames import parse_file_name
from tareekh.ingest.papers import first_line_day, reads_as_court_day

# (kind, title pattern). Order matters: the first kind whose title is found wins, so specific titles come
# before general ones ("legal notice" before "notice", "sale deed" before "deed").
_TITLES: list[tuple[str, str]] = [
    ("agreement for sale", r"agreement\s+(?:for|to|of)\s+sale|agreement\s+to\s+sell|sale\s+agreement|"
                           r"builder[\s-]+buyer(?:'?s)?\s+agreement|बिक्री\s+(?:का\s+)?(?:अनुबंध|इकरारनामा)|इकरारनामा"),
    ("sale deed", r"sale\s+deed|deed\s+of\s+sale|conveyance\s+deed|विक्रय\s+(?:पत्र|विलेख)|बैनामा"),
    ("gift deed", r"gift\s+deed|deed\s+of\s+gift|दान\s+पत्र"),
    ("partition deed", r"partition\s+deed|deed\s+of\s+partition"),
    ("mortgage deed", r"mortgage\s+deed|deed\s+of\s+mortgage"),
    ("lease deed", r"lease\s+deed|lease\s+agreement|rent(?:al)?\s+agreement|leave\s+and\s+licen[cs]e\s+agreement"),
    ("release deed", r"release\s+deed|relinquishment\s+deed"),
    ("power of attorney", r"(?:general|special)?\s*power\s+of\s+attorney|मुख्तारनामा|मुख्तार\s*नामा"),
    ("will", r"last\s+will(?:\s+and\s+testament)?|वसीयत(?:नामा)?"),
    ("settlement agreement", r"settlement\s+agreement|compromise\s+deed|deed\s+of\s+compromise|समझौता\s+पत्र|"
                             r"memorandum\s+of\s+(?:settlement|compromise)|terms\s+of\s+(?:settlement|compromise)"),
    ("mediator's report", r"mediator'?s\s+report|mediation\s+report|report\s+of\s+the\s+mediator"),
    # What a party files in its case: pleadings, replies and sworn statements, each dated where it is signed.
    ("written statement", r"written\s+(?:statement|version)|जवाब\s*दावा|लिखित\s+(?:कथन|बयान)"),
    ("reply", r"counter[\s-]+(?:affidavit|statement|reply)|sur[\s-]?rejoinder|rejoinder|"
              r"reply\s+(?:affidavit|on\s+behalf\s+of|of\s+(?:the\s+)?(?:respondent|defendant|opposite|accused|complainant|"
              r"petitioner|plaintiff|applicant|non[\s-]?applicant)|to\s+the\s+(?:application|petition|complaint|notice|"
              r"plaint|appeal))|प्रति\s*उत्तर|प्रत्युत्तर"),
    ("plaint", r"plaint(?![\w'])|वाद\s*पत्र"),
    # "Application under Section 25B(4) … seeking leave to contest", "Interlocutory application for …"
    ("application", r"(?:interlocutory\s+)?application\s+(?:under|u/s|for|seeking|on\s+behalf)|"
                    r"petition\s+under\s+(?:section|order|rule|article)|प्रार्थना\s*पत्र"),
    ("expert's report", r"(?:expert|valuer|valuation|surveyor|loss\s+assessment|engineer|architect|forensic|"
                        r"handwriting|finger\s?print|(?:court|local)\s+commissioner|commissioner|inspection|"
                        r"technical|structural)(?:'?s)?\s+(?:report|opinion)|"
                        r"report\s+of\s+(?:the\s+)?(?:[a-z]+\s+)?(?:expert|valuer|surveyor|engineer|architect|(?:court\s+|local\s+)?commissioner)|"
                        r"opinion\s+of\s+(?:the\s+)?(?:expert|handwriting)|valuation\s+certificate"),
    ("encumbrance certificate", r"encumbrance\s+certificate|certificate\s+of\s+encumbrance|non[\s-]?encumbrance"),
    # the land record under the names the states give it: khatauni (UP), khatiyan/parcha (Bihar, Bengal, Jharkhand,
    # Odisha), 7/12 satbara (Maharashtra), pahani/adangal (South), jamabandi (North), patta/chitta (Tamil Nadu)
    ("record of rights", r"record\s+of\s+rights|\b1[\s-]?b\b|khatauni|खतौनी|pahani|adangal|jamabandi|"
                         r"khatiyan|khatian|खतियान|খতিয়ান|ଖତିୟାନ|parcha|porcha|पर्चा|পর্চা|satbara|सातबारा|"
                         r"७\s*/\s*१२|patta\s+chitta|ਜਮ੍ਹਾਂਬੰਦੀ|ಪಹಣಿ|అడంగల్|"
                         r"(?:7|७)\s*/\s*(?:12|१२)\s+(?:extract|उतारा)|गाव\s+नमुना|फेरफार\s+पत्रक|mutation\s+(?:register|extract|entry\s+copy)|khasra\s+(?:extract|copy)|खसरा\s+(?:नकल|प्रति)|ror\b"),
    ("FIR", r"first\s+information\s+report|\bf\.?\s?i\.?\s?r\.?(?=\s|$|/)|प्रथम\s+सूचना\s+रिपोर्ट"),
    ("charge sheet", r"charge[\s-]?sheet|final\s+report\s+u/?s\.?\s*173|police\s+report\s+u/?s|आरोप\s+पत्र"),
    # a record made on the spot before witnesses (panchas): a spot, seizure, inspection or crop-loss panchnama, called a
    # mahazar in the South: पंचनामा, પંચનામું, ਪੰਚਨਾਮਾ, পঞ্চনামা, ପଞ୍ଚନାମା, ಪಂಚನಾಮೆ/ಮಹಜರು, பஞ்சநாமா/மகஜர், పంచనామా/మహజరు, മഹസർ
    ("panchnama", r"pan?ch[a]?nama|mahaz[ae]r|mahajar|पंचनामा|પંચનામ[ુા]|ਪੰਚਨਾਮਾ|পঞ্চনামা|ପଞ୍ଚନାମା|ಪಂಚನಾಮೆ|ಮಹಜರು|"
                   r"பஞ்சநாமா|மகஜர்|పంచనామా|మహజరు|മഹസ്സ?ർ"),
    ("vakalatnama", r"vakalat\s*nama|vakalath|memo\s+of\s+appearance|वकालतनामा|वकालत\s*नामा"),
    ("legal notice", r"legal\s+notice|notice\s+u/?s\.?\s*\d+|notice\s+under\s+section|कानूनी\s+नोटिस|विधिक\s+नोटिस"),
    ("invoice", r"tax\s+invoice|invoice|bill\s+of\s+supply|proforma\s+invoice|bill\s+no\b|cash\s+memo"),
    ("promissory note", r"pro[\s-]?note|promissory\s+note|रुक्का"),
    # An authority's order on a file: "Proceedings No. TP/117/2025", "Office Order No. 12", "G.O. Ms. No. 4"
    # (an office's memo or letter number heads its orders: "ज्ञापांक", "पत्रांक", "Memo No.")
    ("official order", r"proceedings\s+no\b|office\s+order|g\.\s?o\.\s?(?:\(?(?:ms|rt|p)\)?\.?\s?)?no\b|"
                       r"office\s+memorandum|memo\s+no\b|ज्ञापांक|पत्रांक|कार्यालय\s+आदेश|"
                       # an employer's order on a workman or an employee
                       r"order\s+of\s+(?:dismissal|termination|suspension|removal|discharge|transfer|appointment|"
                       r"reinstatement|compulsory\s+retirement)|(?:dismissal|termination|suspension)\s+order"),
    ("cheque return memo", r"cheque\s+return(?:ing)?\s+memo|return\s+memo|dishono?ur\s+memo"),
    ("bank statement", r"bank\s+statement|statement\s+of\s+account|account\s+statement|passbook"),
    # a trader's account of a customer: "Ledger - M/s X", खाता बही, খতিয়ান is land's, so not here
    ("ledger", r"(?:account\s+|party\s+|customer\s+)?ledger|खाता\s*बही|बही\s*खाता|লেজার|ખાતાવહી|ਖਾਤਾ\s*ਬਹੀ"),
    ("medical bill", r"final\s+bill|hospital\s+bill|in[\s-]?patient\s+bill|medical\s+bill|pharmacy\s+bill|"
                     r"discharge\s+(?:summary|bill)"),
    ("medical report", r"medical\s+(?:report|opinion|examination\s+report)|doctor'?s\s+(?:report|opinion)|"
                       r"wound\s+certificate|injury\s+report|medico[\s-]?legal|post[\s-]?mortem\s+report|disability\s+certificate|"
                       r"medical\s+certificate|x[\s-]?ray\s+report|चोट\s+(?:की\s+)?रिपोर्ट"),
    ("insurance policy", r"insurance\s+policy|policy\s+schedule|certificate\s+of\s+insurance|cover\s+note"),
    ("pay slip", r"pay\s*slip|wages?\s+slip|salary\s+slip|salary\s+certificate|form\s+16\b"),
    ("award", r"award"),
    # a receipt, a challan, a bank's deposit or pay-in slip, in India's scripts: पावती (Marathi), রসিদ, રસીદ, ਰਸੀਦ,
    # ରସିଦ, ரசீது, రసీదు, ರಸೀದಿ, രസീത്, رسید
    ("receipt", r"receipt|challan|चालान|रसीद|पावती|রসিদ|રસીદ|ਰਸੀਦ|ରସିଦ|ரசீது|రసీదు|ರಸೀದಿ|രസീത്|رسید|"
                r"(?:deposit|pay[\s-]?in|remittance)\s+slip|counterfoil"),
    ("affidavit", r"affidavit|शपथ\s*पत्र"),
    ("RERA certificate", r"real\s+estate\s+regulatory|rera\b"),
    ("certificate", r"certificate|प्रमाण\s*पत्र"),
    ("circular", r"circular|परिपत्र"),
    ("notice", r"notice|सूचना|नोटिस"),
    ("agreement", r"agreement|memorandum\s+of\s+understanding|\bmou\b|अनुबंध"),
    ("deed", r"\bdeed\b|विलेख"),
    # any other officer's report, titled as one ("Report of the Counsellor", "Probation Officer's Report")
    ("report", r"report\s+of\s+(?:the\s+)?[a-z]+(?:\s+officer)?\s*$|[a-z]+(?:'s)?\s+report\s*$"),
]
_TITLE_RES = [(kind, re.compile(rf"(?<![\w]){pattern}", re.IGNORECASE)) for kind, pattern in _TITLES]

# The shape of a letter: who it is to, and what it is about.
# "To," alone above the addressee, or "To: Shri X, Y" with the addressee on its line
# In India's other scripts the addressee's line opens "to" (Bengali প্রতি/বরাবর, Gujarati પ્રતિ/સેવામાં, Punjabi ਸੇਵਾ ਵਿਖੇ/
# ਵੱਲ, Odia ପ୍ରତି/ସେବାରେ, Tamil பெறுநர், Malayalam സ്വീകർത്താവ്, Urdu بخدمت) or ends with the addressee's dative (Telugu
# "… గారికి", Kannada "… ರವರಿಗೆ/ಅವರಿಗೆ", Tamil "… அவர்களுக்கு", Marathi "… यांसी/यांना", Gujarati "… જોગ").
_TO = re.compile(r"^\s*(?:(?:to\s*,?|सेवा\s+में\s*,?|प्रति\s*,?|প্রতি\s*,?|বরাবর\s*,?|પ્રતિ\s*,?|સેવામાં\s*,?|ਸੇਵਾ\s+ਵਿਖੇ\s*,?|"
                 r"ਵੱਲ\s*,?|ପ୍ରତି\s*,?|ସେବାରେ\s*,?|பெறுநர்\s*[:,]?|സ്വീകർത്താവ്\s*[:,]?|بخدمت\s*,?)\s*$|"
                 r"to\s*[:,]\s*(?:the\s+|shri|sri|smt|sh|shmt|km|kumari|mr|ms|mrs|m/s|dr|mohd|janab)\b|"
                 # "To, Mohd. X s/o Y, …", "To: Acme Builders Pvt. Ltd., …": the addressee on the line, named in capitals
                 r"(?-i:To)\s*[:,]\s*(?-i:[A-Z])|"
                 r"[^\n]{3,60}(?:గారికి|గారికీ|ರವರಿಗೆ|ಅವರಿಗೆ|அவர்களுக்கு|यांसी|यांना|જોગ)\s*[,.]?\s*$)",
                 re.IGNORECASE)
# subject: विषय (Hindi, Marathi), বিষয়, વિષય, ਵਿਸ਼ਾ, ବିଷୟ, பொருள், విషయం, ವಿಷಯ, വിഷയം, موضوع
_SUBJECT = re.compile(r"^\s*(?:sub(?:ject)?\s*[.:\-]|re\s*:|(?:विषय|বিষয়|বিষয়|વિષય|ਵਿਸ਼ਾ|ବିଷୟ|பொருள்|విషయం|విషయము|ವಿಷಯ|"
                      r"വിഷയം|موضوع)\s*[:\-]?)", re.IGNORECASE)
# salutations: महोदय, মহাশয়/মাননীয়, સાહેબ/માનનીય, ਸ਼੍ਰੀਮਾਨ ਜੀ, ମହୋଦୟ, ஐயா/அன்புள்ள, అయ్యా/ప్రియమైన, ಮಾನ್ಯರೇ/ಸ್ವಾಮಿ,
# സർ/പ്രിയപ്പെട്ട, جناب عالی/محترم
_SALUTATION = re.compile(r"^\s*(?:sir|madam|dear\s+\w+|महोदय|महोदया|श्रीमान|মহাশয়|মহাশয়|মাননীয়|মাননীয়|સાહેબ|માનનીય|"
                         r"ਸ਼੍ਰੀਮਾਨ\s+ਜੀ|ਸ੍ਰੀਮਾਨ\s+ਜੀ|ମହୋଦୟ|ஐயா|அன்புள்ள|అయ్యా|ప్రియమైన|ಮಾನ್ಯರೇ|ಸ್ವಾಮಿ|പ്രിയപ്പെട്ട|"
                         r"جناب\s+عالی|محترم)\s*[,/]?", re.IGNORECASE)
# A court's order or order sheet is a hearing record, never a document (the splitter reads those).
_COURT_RECORD = re.compile(
    r"order\s*date\s*[:\-]|order\s*sheet|आदेश\s*पत्रक|hon'?ble\s+[^\n]{3,60},\s*j\b|^\s*coram\b|proceedings\s+of|"
    r"judgment\s+(?:delivered|pronounced)\s+on|date\s+of\s+order\s*:",
    re.IGNORECASE | re.MULTILINE,
)
# A hearing note reports what happened and what is next: these never open a document's first lines.
_NOTE_SHAPE = re.compile(
    r"\b(?:next\s+date|next\s*[:\-]?\s*\d+|adjd|adjourned|tareekh\s+lagi|listed\s+(?:on|for)|call\s+on|"
    r"put\s+up|item\s+\d+|cross\s+(?:done|by|of)|arguments?\s+heard|not\s+reached)\b",
    re.IGNORECASE,
)

# The heading of a court's paper: "In the Court of …", "High Court of …", "न्यायालय …".
_COURT_HEADING = re.compile(r"\bin\s+the\s+court\s+of\b|\bhigh\s+court\s+of\b|न्यायालय|अदालत|আদালত|ન્યાયાલય|ਅਦਾਲਤ|"
                            r"நீதிமன்ற|న్యాయస్థాన|ನ್ಯಾಯಾಲಯ|കോടതി|ନ୍ୟାୟାଳୟ|عدالت", re.IGNORECASE)

_DEVANAGARI = "\u0900-\u097F"
_INDIC_LETTER = r"[\u0900-\u0D7F\u0600-\u06FF]"
# A label for the document's own date. "दिनांकित" (dated, of something else) is not "दिनांक".
_OWN_DATE_LABEL = re.compile(
    rf"(?:(?<![\w])(?:dated|date|dt)\b\.?(?:\s+of\s+(?:award|order|issue|execution|registration|report|"
    rf"examination|letter|notice|the\s+(?:award|order|letter|notice)))?\s*[:\-]?\s*|"
    rf"(?<![{_DEVANAGARI}])(?:दिनांक|तिथि|दि\.)(?![{_DEVANAGARI}])\s*[:.\-]?\s*|"
    # the other scripts' "date": তারিখ/তাং, તારીખ, ਮਿਤੀ/ਤਾਰੀਖ, ତାରିଖ, தேதி, తేది/తేదీ, ದಿನಾಂಕ, തീയതി, تاریخ
    r"(?<![^\s(,.:;])(?:তারিখ|তাং|તારીખ|ਮਿਤੀ|ਤਾਰੀਖ|ତାରିଖ|தேதி|తేది|తేదీ|ದಿನಾಂಕ|തീയതി|تاریخ)(?=[\s:.\-])\s*[:.\-]?\s*)",
    re.IGNORECASE,
)
# "Date of joining", "date of birth", "date of admission": a labelled date of something else.
_OTHER_DATE = re.compile(
    r"(?:date\s+of\s+(?:joining|birth|admission|discharge|incident|occurrence|accident|filing|receipt|"
    r"payment|deposit|hearing|appointment|death|marriage|sale|purchase|expiry|maturity)|doa|dod|dob)\s*[:\-]?\s*$",
    re.IGNORECASE,
)
# "… Junior Assistant. Dated 10.06.2025": a capitalised "Dated" opening a sentence of its own, as a letter is signed
# off, labels the paper's own date (never after "No." or another abbreviation of a number).
_DATE_OF_EVENT = re.compile(r"(?im)^[ \t]*date\s+of\s+[a-z]+(?:\s+[a-z]+)?\s*[:\-]\s*")
_OPENS_A_SENTENCE = re.compile(r"(?<![Nn]o)(?<!\b[A-Za-z])[.!?]\s+(?:Dated|DATED|Dt)\b\.?\s*$")
_EXECUTED = re.compile(
    rf"(?:executed|made|entered\s+into|signed)\s+(?:at\s+\w+\s+)?on\s+(?:this\s+)?(\d{{1,2}})(?:st|nd|rd|th)?\s+day\s+of\s+"
    rf"({D._MONTH})\.?,?\s+((?:19|20)\d{{2}})",
    re.IGNORECASE,
)
# "for the month of March 2024", "PAY SLIP FOR JULY 2023"
_FOR_MONTH = re.compile(rf"for\s+(?:the\s+month\s+of\s+)?({D._MONTH})\.?,?\s*((?:19|20)\d{{2}})", re.IGNORECASE)
_REPORTS_ACT = re.compile(
    r"\b(?:filed|served|given|received|submitted|sought|awaited|pending|due|taken|signed|sent|not\s+yet|to\s+be)\b",
    re.IGNORECASE)
# Papers a party or an expert files in a case: the dates in their body are the story's, not the paper's own.
FILED_PAPERS = frozenset({"written statement", "reply", "plaint", "affidavit", "expert's report", "medical report",
                          "mediator's report", "application", "complaint", "petition", "memorandum of appeal"})
# Where a paper is signed, it says where and when: "Dharwad, 05.12.2025", "New Town, 12th September 2025".
_PLACE_DATE = re.compile(r"(?:^|\s{2,}|[.;]\s+)((?:[A-Z][a-z]+\s){0,2}[A-Z][a-z]{2,}),\s*(?=\d)")
# A statement's own date is the end of the period it covers: "Period: 01/03/2023 to 31/03/2023".
_PERIOD = re.compile(r"\b(?:period|for\s+the\s+period|from)\b[^\n]{0,30}?\b(?:to|till|upto|up\s+to|-)\s*(?=\d)",
                     re.IGNORECASE)
_DISCHARGED = re.compile(r"(?:date\s+of\s+discharge|discharged(?:\s+on)?|\bd\.?o\.?d\b\.?|डिस्चार्ज(?:\s+की)?\s+(?:तिथि|तारीख|दिनांक))"
                         r"\s*[:\-]?\s*(?=\d)", re.IGNORECASE)
_AS_ON = re.compile(r"\bas\s+(?:on|of|at)\s+(?:date\s*)?[:\-]?\s*(?=\d)", re.IGNORECASE)
# "Verified at Pune on this 3rd day of June, 2024", "Dated this 5th day of March 2025"
_SIGNED_ON = re.compile(
    rf"(?:(?:^|[,:]\s*)dated|verified|affirmed|sworn)\b[^\n]{{0,40}}?(?:on\s+)?(?:this\s+)?(\d{{1,2}})(?:st|nd|rd|th)?"
    rf"\s+(?:day\s+of\s+)?({D._MONTH})\.?,?\s+((?:19|20)\d{{2}})",
    re.IGNORECASE | re.MULTILINE)
_SIGNED_ON_DAY = re.compile(r"(?:verified|affirmed|sworn)\b[^\n]{0,40}?\bon\s+(?:this\s+)?(?=\d)", re.IGNORECASE)
CLOSING_LINES = 12  # a filed paper is signed and dated at its foot
TITLE_LINES = 12  # a title is among the first lines of a page
# A notice to every member of a bar association or to all advocates is a circular, about no one case.
_TO_ALL = re.compile(
    r"\ball\s+(?:the\s+)?(?:members|advocates)\b|\bmembers\s+are\s+(?:hereby\s+)?(?:informed|requested|reminded)\b|"
    r"सदस्यगण|समस्त\s+(?:सम्मानित\s+)?अधिवक्ता",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class DocumentReading:
    """What a document is (its kind, as a lawyer says it) and its own date, with where each was read."""

    kind: str
    title: str  # the line that says what it is
    date: date | None = None
    date_text: str | None = None


def _top_lines(text: str, n: int = TITLE_LINES) -> list[str]:
    return [ln.strip() for ln in text.splitlines() if ln.strip()][:n]


# the number and the date a paper's title line ends with ("… RECEIPT   No. 12/2025   Date 3/4/2025")
_NUMBER_DATE_TAIL = re.compile(r"\s+(?:no|ref|date|dated|dt)\b\.?\s*[:\-]?\s*\S*\d.*$", re.IGNORECASE)
_COURT_WORD = re.compile(r"\bCOURTS?\b|\bTRIBUNAL\b|\bFORUM\b|\bCOMMISSION\b")
_ORG_HEAD = re.compile(r"\b(?:PVT|LTD|LIMITED|LLP|CO|COMPANY|CORPORATION|BANK|DEVELOPERS|BUILDERS|INDUSTRIES|"
                       r"ENTERPRISES|HOSPITAL|SOCIETY|TRUST)\b\.?")


# "Certified copy of jamabandi", "True copy of the sale deed", "Extract of khatauni", "प्रमाणित प्रतिलिपि …": a copy
# of a paper is that paper, its title after the words that say it is a copy
_COPY_OF = re.compile(
    r"^\s*(?:(?:certified|true|attested|xerox|photo|office|authenticated)\s+)?(?:copy|extract|abstract)\s+"
    r"(?:of|from)\s+(?:the\s+)?|^\s*(?:प्रमाणित\s+)?(?:प्रतिलिपि|नकल)\s*(?:[:\-]\s*)?|"
    r"^\s*(?:সত্যায়িত|প্রত্যয়িত)\s+(?:প্রতিলিপি|নকল)\s*|^\s*(?:ਤਸਦੀਕਸ਼ੁਦਾ\s+)?ਨਕਲ\s*|^\s*(?:પ્રમાણિત\s+)?નકલ\s*|"
    r"^\s*ନକଲ\s*|^\s*(?:சான்றிட்ட\s+)?நகல்\s*|^\s*(?:ధృవీకరించిన\s+)?నకలు\s*|^\s*(?:ದೃಢೀಕೃತ\s+)?ನಕಲು\s*|"
    r"^\s*(?:സാക്ഷ്യപ്പെടുത്തിയ\s+)?പകർപ്പ്\s*|^\s*(?:مصدقہ\s+)?نقل\s*",
    re.IGNORECASE)


_SECTION_TAIL = re.compile(r"\s+(?:u\s?/\s?s\.?|under\s+(?:sections?|secs?\.?|rule|order)|sections?|secs?\.|धारा|कलम)\s*\d.*$",
                           re.IGNORECASE)


def _title_kind(line: str, caps_text: bool = False) -> str | None:
    """The kind a title line names, when the line is a title: short, and mostly the title itself.

    Upper case marks a title only in a text that is not upper case throughout (OCR of handwriting often is).
    """
    words = line.split()
    if not words or len(words) > 22:
        return None
    # "NOTICE u/s 106 of the Transfer of Property Act", "DEMAND NOTICE u/s 8 of the IBC, 2016   Date: …": the title,
    # then the provision it is issued under; the act's words are not the title's
    core = _SECTION_TAIL.sub("", line).strip() or line
    # a letterhead's name, a dash, then what the paper is: "ACME FOODS PVT LTD - SALARY SLIP FOR MAY 2024"
    head, dash, rest = line.rpartition(" - ")
    if dash and head.strip() and rest.strip() and line.upper() == line and _ORG_HEAD.search(head):
        found = _title_kind(rest.strip(), caps_text)
        if found:
            return found
    # a court's own paper the same way, its number and date after it ("DISTRICT COURT, X - CASHIER'S RECEIPT
    # No. 12/2025   Date 3/4/2025"), and an office's, a bank's or a firm's receipt or deposit slip
    if dash and head.strip() and rest.strip() and head.upper() == head and (
            _COURT_WORD.search(head) or _AUTHORITY_HEAD.search(head) or _ORG_HEAD.search(head)):
        title = _NUMBER_DATE_TAIL.sub("", rest).strip() or rest.strip()
        found = _title_kind(title, caps_text) or _ends_with_kind(title)
        if found and (found == "receipt" or _COURT_WORD.search(head)):
            return found
    # "REPORT OF THE COMMISSIONER (appointed in I.A. 2/2025 …)": the remark in brackets is not the title's case
    letters = re.sub(rf"[^A-Za-z{_DEVANAGARI}]", "", re.sub(r"\([^)]*\)", " ", core) or core)
    ascii_letters = [ch for ch in letters if ch.isascii()]
    upper = (not caps_text and bool(ascii_letters)
             and sum(ch.isupper() for ch in ascii_letters) >= 0.7 * len(ascii_letters))
    # "Written statement filed by D2." reports what happened to a paper: a note's line, not the paper's title
    sentence = bool(re.search(r"\s[-–—>]+\s|->", line)) or (not upper and bool(_REPORTS_ACT.search(line)))
    copy = _COPY_OF.match(line)
    for kind, rx in _TITLE_RES:
        m = rx.search(line)
        if not m:
            continue
        at_start = m.start() <= 3 or (copy is not None and m.start() <= copy.end() + 1)
        labelled = at_start and bool(re.match(r"\s*:", line[m.end():]))  # "Statement of Account: X & Co."
        # "LEDGER - M/s X & Co.": a title in capitals, then a dash and whom it is of
        headed = (at_start and m.group(0).upper() == m.group(0) and any(ch.isalpha() for ch in m.group(0))
                  and bool(re.match(r"\s+[-–—]\s+\S", line[m.end():])) and not _REPORTS_ACT.search(line[m.end():]))
        if len(words) > 14 and not (upper and at_start):
            continue  # a long line is a title only in capitals, opening with what the paper is
        covers = len(re.sub(r"[^A-Za-z]", "", m.group(0))) >= 0.4 * max(1, len(ascii_letters))
        # a title in an Indian script (no capitals to set it apart): Devanagari, Bengali … Malayalam, Urdu
        devanagari = bool(re.search(_INDIC_LETTER, m.group(0)))
        # In sentence case a title stands alone ("Sale deed"); "Affidavit filed - godown suit" is a note's line.
        # a short title in capitals closes with what the paper is: "COMPROMISE / SETTLEMENT DEED", "SHERISTEDAR'S RECEIPT"
        closes = upper and len(words) <= 6 and not line[m.end():].strip(" .:-")
        if (at_start and (len(core.split()) <= 6 or labelled) and not sentence) or (upper and (at_start or covers)) or headed \
                or closes \
                or (devanagari and len(words) <= 10 and not _opens_with_a_day_and_more(line)):
            # (a line of a note that opens with its day and names a paper is the note's: a photographed hand
            # wraps "৮/৪ <name> — … খতিয়ান সংশোধনের দরখাস্ত …" at ten words, and the whole page was filed as a record of rights)
            return kind
    return None


_CELL_GAP = re.compile(r"[ \t]{2,}|\t|\s+[-–—|]\s+")


def _cells(line: str) -> list[str]:
    """The cells of a head line set out with wide gaps or dashes; [] for a line of one cell."""
    # a remark in brackets ("(FIR 12/2027 PS East)") says what the paper is about, never what it is
    cells = [c.strip(" ,;:") for c in _CELL_GAP.split(line.strip())]
    if len(cells) < 2 or _COURT_WORD.search(line) or _COURT_HEADING.search(line):
        return []  # a court's or a tribunal's head ("<AUTHORITY> - COURT NO. 3") is over its record of a hearing
    # … and a title cell is set in capitals (or in a script without them) and opens with a word: "admission - notice
    # issued", "11.30 RERA - …" are a note's words
    return [c for c in cells if c and not c.startswith(("(", "[")) and not c[0].isdigit() and _in_capitals(c)]


def _in_capitals(text: str) -> bool:
    latin = [ch for ch in re.sub(r"\([^)]*\)", " ", text) if ch.isascii() and ch.isalpha()]
    return not latin or sum(ch.isupper() for ch in latin) >= 0.8 * len(latin)


def _ends_with_kind(title: str) -> str | None:
    """The kind a short title in capitals closes with ("SHERISTEDAR'S RECEIPT", "BANK DEPOSIT SLIP"), else None."""
    if title.upper() != title or not 1 <= len(title.split()) <= 4:
        return None
    for kind, rx in _TITLE_RES:
        if any(m.end() == len(title) for m in rx.finditer(title)):
            return kind
    return None


def _is_letter(lines: list[str]) -> bool:
    to = any(_TO.match(ln) for ln in lines)
    subject = any(_SUBJECT.match(ln) for ln in lines)
    salutation = any(_SALUTATION.match(ln) for ln in lines)
    # "Ref: ABC/HR/112/24   Date: 05.08.2024" above "To: …": a letter's number and date, as an office or a firm writes
    reference = any(_NUMBER_AND_DATE.match(ln) for ln in lines)
    return (to and (subject or salutation or reference)) or (subject and salutation)


# An authority's order as an office issues it: its number and date on one line ("No. 212/PWD/2025   Dated: 14.08.2025"),
# then "ORDER" (or "OFFICE ORDER", "NOTIFICATION") on a line of its own, under no court's heading
# ("… Dated Shillong, the 4th May, 2025": the place it is issued at may stand between)
_NUMBER_AND_DATE = re.compile(r"^\s*(?:no|ref|memo|letter\s+no)\.?\s*[:\-]?\s*\S+.*\b(?:dated|date|dt)\b\.?\s*[:\-]?\s*"
                              r"(?:[A-Z][\w-]+(?:\s[A-Z][\w-]+)?\s*,\s*)?(?:the\s+)?\d", re.IGNORECASE)
# … "ORDER" alone, or with the one or two words that say what it orders ("SEALING ORDER", "Demolition Order")
_ORDER_ALONE = re.compile(r"^\s*(?:[A-Za-z]+\s+){0,2}?(?:order|notification)\s*$", re.IGNORECASE)


def _is_authoritys_order(lines: list[str]) -> bool:
    top = lines[:8]
    return (any(_NUMBER_AND_DATE.match(ln) for ln in top) and any(_ORDER_ALONE.match(ln) for ln in top)
            and not _COURT_HEADING.search("\n".join(top)))


# The heading of a public office's paper (a letterhead): a government, an office, a department, a police station, a
# municipality, a hospital, a bank; in capitals in Latin letters, or in any of India's scripts
_AUTHORITY_HEAD = re.compile(
    r"\b(?:government\s+of|govt\.?\s+of|office\s+of|department|directorate|police\s+station|thana|municipal|"
    r"municipality|panchayat|collectorate|tah?sil|tehsil|corporation|authority|commissionerate|hospital|bank)\b|"
    r"सरकार|शासन|कार्यालय|विभाग|थाना|ठाणे|पुलिस|पोलीस|निगम|चिकित्सालय|अस्पताल|"  # Hindi, Marathi, Nepali, Maithili
    r"সরকার|চৰকাৰ|কার্যালয়|কার্যালয়|কাৰ্যালয়|দপ্তর|বিভাগ|থানা|হাসপাতাল|"  # Bengali, Assamese
    r"સરકાર|કચેરી|કાર્યાલય|વિભાગ|પોલીસ|ਸਰਕਾਰ|ਦਫ਼ਤਰ|ਦਫਤਰ|ਵਿਭਾਗ|ਥਾਣਾ|ਪੁਲਿਸ|"  # Gujarati, Punjabi
    r"ସରକାର|କାର୍ଯ୍ୟାଳୟ|ବିଭାଗ|ଥାନା|அரசு|அலுவலகம்|துறை|காவல்|ప్రభుత్వ|కార్యాలయ|శాఖ|పోలీస్|"  # Odia, Tamil, Telugu
    r"ಸರ್ಕಾರ|ಕಚೇರಿ|ಕಾರ್ಯಾಲಯ|ಇಲಾಖೆ|ಠಾಣೆ|ಪೊಲೀಸ್|സർക്കാർ|ഓഫീസ്|കാര്യാലയ|വകുപ്പ്|പോലീസ്|"  # Kannada, Malayalam
    r"حکومت|سرکار|دفتر|محکمہ|تھانہ|پولیس",  # Urdu, Kashmiri
    re.IGNORECASE)


def _authority_head(lines: list[str]) -> bool:
    """Do the first lines carry a public office's heading (not a court's)?"""
    for line in lines[:3]:
        if _COURT_HEADING.search(line) or len(line.split()) > 14:
            continue
        m = _AUTHORITY_HEAD.search(line)
        if m is None:
            continue
        latin = [ch for ch in line if ch.isascii() and ch.isalpha()]
        if not m.group(0).isascii() or (latin and sum(ch.isupper() for ch in latin) >= 0.7 * len(latin)):
            return True
    return False


def _letterhead(lines: list[str]) -> bool:
    """Does the first line read as the head of an issued paper: a firm's, a bank's, a hospital's or an office's name or
    the paper's title in capitals (not a court's heading, nor a note's first line, which opens with a day or a case)?"""
    if not lines or any(_COURT_HEADING.search(ln) or _COURT_WORD.search(ln) for ln in lines[:3]):
        return False  # a court's or a tribunal's paper: its order sheet and its orders are the splitter's
    first = lines[0]
    latin = [ch for ch in re.sub(r"\([^)]*\)", " ", first) if ch.isascii() and ch.isalpha()]
    return (len(latin) >= 6 and sum(ch.isupper() for ch in latin) >= 0.8 * len(latin)
            and not D.find_dates(first[:12]) and not re.match(r"\s*\d", first))


# A pleading's relief, as its heading says it: "PRAYER:", "Prayer -", "RELIEF SOUGHT", "WHEREFORE … prayed", "It is
# therefore prayed …"; in India's scripts the word for prayer heading its line (प्रार्थना, Marathi विनंती, প্রার্থনা,
# પ્રાર્થના/માંગણી, ਪ੍ਰਾਰਥਨਾ, ପ୍ରାର୍ଥନା, பிரார்த்தனை/பரிகாரம், ప్రార్థన, ಪ್ರಾರ್ಥನೆ, പ്രാർത്ഥന, استدعا). An order's "Prayer is for
# bail …" or "the prayer is allowed" reports a party's prayer in a sentence and heads nothing.
_PRAYER_HEAD = re.compile(
    r"^[ \t]*(?:prayers?|reliefs?(?:\s+(?:sought|claimed|prayed(?:\s+for)?))?|प्रार्थना|विनंती|প্রার্থনা|પ્રાર્થના|માંગણી|"
    r"ਪ੍ਰਾਰਥਨਾ|ପ୍ରାର୍ଥନା|பிரார்த்தனை|பரிகாரம்|ప్రార్థన|ಪ್ರಾರ್ಥನೆ|പ്രാർത്ഥന|استدعا)[ \t]*(?:[:\-–—.]|$)|"
    r"\bwherefore\b[^\n]{0,200}?\bpray|\bit\s+is,?\s+therefore,?\s+(?:most\s+)?(?:humbly\s+|respectfully\s+)?prayed|"
    r"अतः\s+[^\n]{0,60}?प्रार्थना\s+(?:है|की\s+जाती|करता|करती|करते)",
    re.IGNORECASE | re.MULTILINE)
# The sides a cause title names: who comes to court, and whom against (as a pleading writes them beside the names)
_ASKING_SIDE = (("plaint", r"plaintiffs?|वादी|বাদী|વાદી"), ("complaint", r"complainants?|परिवादी|परिवादिनी"),
                ("memorandum of appeal", r"appellants?|अपीलार्थी|अपीलकर्ता"),
                ("petition", r"petitioners?|applicants?|claimants?|याची|याचिकाकर्ता|प्रार्थी|आवेदक|अर्जदार|અરજદાર"))
# … written as a cause title writes them: after the name and a run of dots or spaces ("X ..... Complainant", "Y  वादी"),
# or labelling the name ("Plaintiff: X"); "the complainant's counsel argued" in a note is no cause title
_ASKING = re.compile(r"(?:(?:\.{2,}|…|[ \t]{2,}|^)[ \t]*(?:" + "|".join(w for _, w in _ASKING_SIDE)
                     + r")(?![\w\u0900-\u0dff'’])|^[ \t]*(?:" + "|".join(w for _, w in _ASKING_SIDE) + r")[ \t]*:)",
                     re.IGNORECASE | re.MULTILINE)
_ASKING_WORD = re.compile(r"(?<![\w\u0900-\u0dff])(?:" + "|".join(w for _, w in _ASKING_SIDE) + r")(?![\w\u0900-\u0dff])",
                          re.IGNORECASE)
_ANSWERING = re.compile(r"(?<![\w\u0900-\u0dff])(?:defendants?|respondents?|opponents?|opposite\s+part(?:y|ies)|"
                        r"non[\s-]?applicants?|प्रतिवादी|प्रत्यर्थी|विपक्षी|गैरअर्जदार|सामनेवाले|বিবাদী|પ્રતિવાદી|સામાવાળા)"
                        r"(?![\w\u0900-\u0dff])|(?<![\w])(?:versus|v/s\.?|vs\.?)(?![\w])", re.IGNORECASE)
# A court's record of a day names who appeared and before whom: never a party's pleading
_APPEARANCE = re.compile(r"^\s*(?:present|appearance|coram|हाजिर|उपस्थित)\b\s*[:\-]?", re.IGNORECASE | re.MULTILINE)


def pleading_kind(text: str) -> str | None:
    """The kind of pleading a party's paper is — a plaint, complaint, petition or memorandum of appeal — when it
    is one: a cause title naming the side that asks and the side it asks against, and the relief it prays for
    under a heading of its own; None for anything else (a court's order reports a prayer, it heads none)."""
    top = "\n".join(_top_lines(text, 12))
    if not _PRAYER_HEAD.search(text) or _APPEARANCE.search(text) or not _ANSWERING.search(top):
        return None
    title = _ASKING.search(top)
    asking = _ASKING_WORD.search(title.group(0)) if title else None
    if asking is None:
        return None
    return next(kind for kind, words in _ASKING_SIDE if re.fullmatch(words, asking.group(0), re.IGNORECASE))


def looks_like_court_record(text: str) -> bool:
    """An order, order sheet or judgment of a court: a hearing record, not a document."""
    return bool(_COURT_RECORD.search(text))


_LEADING_WEEKDAY = re.compile(rf"^\s*{D.WEEKDAYS}{D.WEEKDAY_END}[\s,.]*", re.IGNORECASE)


def _opens_with_a_day_and_more(line: str) -> bool:
    """Does a line open with a day (a date, or a day and month) and go on with words of its own ("26/3 Ct. 1 -
    the writ", "Wed 8.4 - …")? A note's day line; a paper's date stands alone or behind its label."""
    plain = D.ascii_digits(_LEADING_WEEKDAY.sub("", line, count=1))
    if D.DATE_LABEL.match(plain):
        return False  # "Dated: 12.03.2025  Place: …": a paper's own date line
    found = D.opening_date(plain)
    if found is not None:
        rest = plain[found.end:]
    elif D.header_day_month(plain) is not None:
        rest = re.sub(r"^\s*\d{1,2}\s?[/.]\s?\d{1,2}\.?", "", plain)
    else:
        return False
    return len(re.findall(r"[^\W\d_]{2,}", rest)) >= 1


def read_as_document(text: str) -> DocumentReading | None:
    """The document this text is (kind, title and own date), or None when it reads as a note or a court's
    record of a hearing."""
    if not text or not text.strip() or looks_like_court_record(text):
        return None
    lines = _top_lines(text)
    kind = title = None
    ascii_letters = [ch for ch in text[:3000] if ch.isascii() and ch.isalpha()]
    caps_text = bool(ascii_letters) and sum(ch.isupper() for ch in ascii_letters) >= 0.8 * len(ascii_letters)
    for n, line in enumerate(lines):
        found = _title_kind(line, caps_text)
        cell = line
        if not found and n < 3 and not caps_text and not _opens_with_a_day_and_more(line):
            # a typed or scanned head set out in cells ("POST MORTEM REPORT   <hospital>   P.M. No. 16/26   Date: …",
            # "<BANK>, <branch>      RETURN MEMO"): the title is one cell of the line, not the whole line; a note's
            # day line ("12/3 <name> — खतौनी की नकल दाखिल") is set out in cells by its dash too, and is no head
            cell, found = next(((c, k) for c in _cells(line) if (k := _title_kind(c, caps_text))), (line, None))
        if found:
            kind, title = found, cell
            break
    pleading = pleading_kind(text) if kind is None else None
    if pleading is not None:
        # a plaint, complaint or petition under its cause title, whatever words its heading uses ("SUIT FOR …")
        kind, title = pleading, lines[0]
    if kind is None and _is_authoritys_order(lines):
        kind, title = "official order", next(ln for ln in lines if _ORDER_ALONE.match(ln))
    if kind is None and _is_letter(_top_lines(text, 25)):
        subject = next((ln for ln in _top_lines(text, 25) if _SUBJECT.match(ln)), "")
        # A letter whose subject is a notice is a legal notice; any other letter is a letter.
        notice = dict(_TITLE_RES)["legal notice"].search(subject) or re.search(r"\bnotice\b|नोटिस", subject, re.I)
        kind, title = ("legal notice" if notice else "letter"), subject or "letter"
    if kind is None and (_authority_head(lines) or _letterhead(lines)) and (
            any(_NUMBER_AND_DATE.match(ln) for ln in lines[:8])
            or _labelled_date("\n".join(lines), None, fallback=False)[0] is not None
            or any(_SIGNED_MARK.search(ln) for ln, _ in _signed_lines(text))):
        # an office's paper under its letterhead, dated as it is issued or signed: an order, a memo, a register, a list
        order = next((ln for ln in lines[:8] if _ORDER_ALONE.match(ln)), None)
        kind, title = ("official order", order) if order else ("official paper", lines[0])
    if kind is None:
        return None
    if title != lines[0] and _opens_with_a_day_and_more(lines[0]):
        return None  # "12/6 - Ct. 7 - the revision" above "Conciliation report: no settlement": a note of that day's hearing
    # A note that happens to hold a title word but reports a hearing stays a note: its first lines tell what
    # happened or what is next ("ND 11th March", "NDOH 16.3.26"); so does a court's record under its heading
    # that tells the next date anywhere.
    # (A pleading's paragraphs tell dates of the dispute — "informed them the very next day of 14.03.2026" — not of
    # a day in court.)
    if _NOTE_SHAPE.search("\n".join(lines[:6])) or (pleading is None and reads_as_court_day("\n".join(lines[:6]))):
        return None
    if (pleading is None and _COURT_HEADING.search("\n".join(lines[:3])) and reads_as_court_day(text)
            and not _addressed(_top_lines(text, 25))):
        return None  # a court's record of its day; a court's letter to someone ("To … Sir, I am directed …") is a letter
    if kind == "notice" and _TO_ALL.search(text):
        kind = "circular"
    when, when_text = own_date(text, kind)
    return DocumentReading(kind=kind, title=title, date=when, date_text=when_text)


def own_date(text: str, kind: str | None = None) -> tuple[date | None, str | None]:
    """The date written on a document as its own, and the text it was read from; (None, None) if none.

    A label ("Date:", "Dated:", "दिनांक") gives it; "dated" inside a sentence ("the agreement of sale dated
    14.08.2021", "cheque No. 004521 dated …") is the date of another paper and never does. A filed paper
    (pleading, reply, affidavit, report) is dated where it is signed: at its foot, else at its head; the dates
    its paragraphs tell are never its own, so without one it has none (the upload's date stands in)."""
    if kind in FILED_PAPERS:
        return _filed_paper_date(text)
    return _labelled_date(text, kind)


def _filed_paper_date(text: str) -> tuple[date | None, str | None]:
    """A filed paper's date: the last date its closing lines give it, else a labelled date among its first lines."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    foot = "\n".join(lines[-CLOSING_LINES:])
    signed: list[tuple[int, date, str]] = []
    for m in _SIGNED_ON.finditer(foot):
        d = D._make(int(m[3]), D.month_number(m[2]), int(m[1]))
        if d:
            signed.append((m.start(), d, m.group(0)))
    for m in _SIGNED_ON_DAY.finditer(foot):
        found = D.find_dates(foot[m.end(): m.end() + 24])
        if found and found[0].start == 0:
            signed.append((m.start(), found[0].value, m.group(0) + found[0].text))
    # the signature block's own lines: "Date: 08.01.2024", "Pune, dated 08.01.2024", "8th January, 2024"
    at = 0
    for line in foot.splitlines():
        found = D.find_dates(line)
        rest = re.sub(r"[^\w\s]", " ", line[: found[0].start] + line[found[0].end:]).split() if found else []
        if found and len(rest) <= 4 and not _OTHER_DATE.search(line[: found[0].start].rstrip()):
            signed.append((at + found[0].start, found[0].value, line.strip()))
        at += len(line) + 1
    if not signed:
        signed = [(at, d, said) for at, d, said in _signed_at_a_place(foot)]
    if signed:
        _, d, said = max(signed, key=lambda item: item[0])
        return d, said
    when, said = _labelled_date(foot, None, fallback=False, last=True)
    if when is None:
        when, said = _labelled_date("\n".join(lines[:TITLE_LINES]), None, fallback=False)
    return when, said


def _signed_lines(text: str) -> list[tuple[str, date]]:
    """The closing lines that a signature dates ("Sd/- Director, 14.07.2026"), with their dates."""
    foot = "\n".join([ln for ln in text.splitlines() if ln.strip()][-CLOSING_LINES:])
    return [(said, when) for _, when, said in _signed_at_a_place(foot)]


def _addressed(lines: list[str]) -> bool:
    """Is the paper written to someone: an addressee's line and a salutation?"""
    return any(_TO.match(ln) for ln in lines) and any(_SALUTATION.match(ln) for ln in lines)


# The mark of a signature on a copy ("Sd/-", "Sd.", "(Signed)", "ह0/-", "हस्ताक्षर"), then who signed it and, on the same
# line, when: "Sd/- Director of Horticulture, 14.07.2026"
# In the other scripts the word "signature" marks it: Marathi "सही -" (in Hindi "सही" alone is "right"), ಸಹಿ, கையொப்பம்,
# సంతకం, ഒപ്പ്, স্বাক্ষর/সই, સહી, ਦਸਤਖ਼ਤ/ਦਸਤਖਤ, ଦସ୍ତଖତ, دستخط
_SIGNED_MARK = re.compile(r"(?<!\w)(?:sd\s?/-|sd\.|\(?signed\)?|ह0\s?/-|ह०\s?/-|हस्ताक्षर|सही\s*[-:/]|ಸಹಿ|கையொப்பம்|సంతకం|"
                          r"ഒപ്പ്|স্বাক্ষর|সই\s*[-:/]|સહી|ਦਸਤਖ਼ਤ|ਦਸਤਖਤ|ଦସ୍ତଖତ|دستخط)", re.IGNORECASE)


def _opens_its_cell(before: str) -> bool:
    """Does a date open its cell of the line, alone or after one label ("Date:", "दि.", "Submitted"), not close a
    sentence ("… before the Sessions Judge on 29.11.2027.")?"""
    words = re.split(r"[ \t]{2,}|\t|\|", before)[-1].split()
    return len(words) <= 1 and not (words and re.fullmatch(r"(?i)on|to|till|upto|by|before|after|from|at", words[0]))


def _signed_at_a_place(text: str) -> list[tuple[int, date, str]]:
    """(where, date, text) of each "Place, date" a paper is signed with ("Dharwad, 05.12.2025"), and of each date a
    signature's line ends with ("Sd/- Registrar, 05.12.2025")."""
    out = []
    at = 0
    for line in text.splitlines(keepends=True):
        mark = _SIGNED_MARK.search(line)
        found = D.find_dates(line[mark.end():]) if mark else []
        ahead = D.find_dates(line[: mark.start()]) if mark else []
        if found and not line[mark.end() + found[-1].end:].strip(" .,;)\n"):
            out.append((at + mark.start(), found[-1].value, line.strip()))
        elif (ahead and not line[ahead[-1].end: mark.start()].strip(" .,;:-|\t")
              and _opens_its_cell(line[: ahead[-1].start])):
            # "Submitted 16.10.2028   Sd/- Local Commissioner", "दि. 12.02.2029  ह0/- तहसीलदार": the date beside the mark
            out.append((at + mark.start(), ahead[-1].value, line.strip()))
        at += len(line)
    for m in _PLACE_DATE.finditer(text):
        found = D.find_dates(text[m.end(): m.end() + 24])
        if found and found[0].start == 0:
            out.append((m.start(), found[0].value, m.group(1) + ", " + found[0].text))
    return sorted(out, key=lambda item: item[0])


def _period_end(text: str) -> tuple[date | None, str | None]:
    """The last day of the period a statement covers, when a line gives one."""
    for m in _PERIOD.finditer(text):
        found = D.find_dates(text[m.end(): m.end() + 24])
        if found and found[0].start == 0:
            return found[0].value, found[0].text
    return None, None


# The postposition that makes a date the day something happened on, in each script: Hindi "को", Marathi "रोजी",
# Gujarati "ના રોજ"/"રોજ", Punjabi "ਨੂੰ", Bengali "তারিখে", Odia "ତାରିଖରେ"/"ରେ", Tamil "அன்று", Telugu "న"/"నాడు",
# Kannada "ರಂದು", Malayalam "ന്"/"നു", Urdu "کو"; English "on which", as a sentence goes on after its date
_ON_THE_DAY = re.compile(
    r"^\s*(?:को|रोजी|रोज|ના\s+રોજ|રોજ|ਨੂੰ|তারিখে|ତାରିଖରେ|ରେ|அன்று|న|నాడు|ರಂದು|ನಂದು|ന്|നു|کو)(?![\w\u0900-\u0DFF])")
# a date written with the postposition joined to it ("05.03.2029న", "05.03.2029ನ"): a script's letter right after it
_JOINED_ON = re.compile(r"^[\u0C00-\u0D7F]")


def _in_passing(before: str, after: str) -> bool:
    """Is a labelled date told in passing (an event's day), not set out as the paper's own date line?

    Its label follows a word in the same cell of the line ("पेरणी दि. …", "survey dt. …"), or stands inside a remark in
    brackets, or the date is followed by the word that makes it the day of an event ("… रोजी", "… ರಂದು", "… அன்று")."""
    cell = re.split(r"[ \t]{2,}|\t|\|", before)[-1].strip()
    if before.count("(") > before.count(")") or before.count("[") > before.count("]"):
        return True
    if cell and unicodedata.category(cell[-1])[0] in "LM":  # a word's letter or vowel sign ("मोजणी", "ಸರ್ವೆ")
        return True
    return bool(_ON_THE_DAY.match(after) or _JOINED_ON.match(after))


def _labelled_date(text: str, kind: str | None, *, fallback: bool = True,
                   last: bool = False) -> tuple[date | None, str | None]:
    """A labelled date (the first, or with `last` the last); with `fallback`, else a deed's execution date, a
    statement's month or the first date of all."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    labelled: list[tuple[int, D.FoundDate, str]] = []  # (line index, date, line)
    passing: list[bool] = []  # each labelled date told in passing, as an event's
    for i, line in enumerate(lines):
        for m in _OWN_DATE_LABEL.finditer(line):
            before = line[: m.start()]
            if _OTHER_DATE.search(before.rstrip()[-40:] + " " + m.group(0).strip()):
                continue
            word = m.group(0).strip().lower()
            if (word.startswith(("dated", "dt")) and ":" not in word and re.search(r"[A-Za-z0-9.)]\s?$", before)
                    and not _OPENS_A_SENTENCE.search(before + m.group(0))):
                continue  # "… sale dated 14.08.2021": another paper's date, inside a sentence
            found = D.find_dates(line[m.end(): m.end() + 24])
            if found and found[0].start <= 2:
                labelled.append((i, found[0], line))
                passing.append(_in_passing(before, line[m.end() + found[0].end:]))
    if any(passing) and not all(passing):
        # a date line ("Date: …", "दि. …" opening the line or a cell of it) is the paper's own; a labelled date told in
        # passing ("पेरणी दि. 21.06.2027", "(mutation No. 12, dt. 14.05.2009)", "दिनांक 10.03.2028 रोजी …") is an event's
        labelled = [item for item, aside in zip(labelled, passing) if not aside]
    if labelled and kind:
        # A line giving the document's own number carries its own date (a charge sheet's line, not the FIR's).
        rx = dict(_TITLE_RES).get(kind)
        own = [item for item in labelled[1:] if rx is not None and (m := rx.search(item[2]))
               and re.match(r"\s*(?:no\.?|number|सं\.|संख्या|#)", item[2][m.end():], re.IGNORECASE)]
        if own:
            return own[0][1].value, own[0][1].text
    if labelled:
        pick = labelled[-1] if last else labelled[0]
        return pick[1].value, pick[1].text
    if not fallback:
        return None, None
    m = _EXECUTED.search(text)
    if m:
        d = D._make(int(m[3]), D.month_number(m[2]), int(m[1]))
        if d:
            return d, m.group(0)
    m = _FOR_MONTH.search(text)
    if m:
        year, month = int(m[2]), D.month_number(m[1])
        if month:
            return date(year, month, calendar.monthrange(year, month)[1]), m.group(0)
    if kind == "medical bill":
        # a hospital's bill or discharge summary is made out the day the patient leaves
        left = [found[0] for m in _DISCHARGED.finditer(text)
                if (found := D.find_dates(text[m.end(): m.end() + 24])) and found[0].start == 0]
        if left:
            return left[-1].value, left[-1].text
    if kind in ("bank statement", "ledger"):
        # an account is drawn up to a day: "Balance due as on 10.09.2025", "closing balance as of 31/03/2024"
        upto = [found[0] for m in _AS_ON.finditer(text)
                if (found := D.find_dates(text[m.end(): m.end() + 24])) and found[0].start == 0]
        if upto:
            return upto[-1].value, upto[-1].text
        when, said = _period_end(text)
        if when is not None:
            return when, said
    signed = _signed_at_a_place("\n".join(lines[-CLOSING_LINES:]))
    if signed:
        _, when, said = signed[-1]
        return when, said
    # an extract's or a register's own event, labelled as a date of it ("Date of registration: 03.02.2024"), before a
    # date the text mentions in passing ("… deed dated 19.08.2017")
    for m in _DATE_OF_EVENT.finditer(text):
        if _OTHER_DATE.search(m.group(0).rstrip(" :-")):
            continue
        found = D.find_dates(text[m.end(): m.end() + 24])
        if found and found[0].start == 0:
            return found[0].value, found[0].text
    return _first_own_date(text)


def _first_own_date(text: str) -> tuple[date | None, str | None]:
    """The first date of all that is not another paper's, told inside a sentence ("by DD no. 771203 dt. 08.08.2029",
    "in terms of order dated 11.07.2029"): a receipt acknowledged at its foot is of that day, not the draft's (the
    first date of all when every date is another paper's)."""
    first = D.find_dates(text)
    own = [f for f in first if not _another_papers(text[max(0, f.start - 48): f.start])]
    if own or first:
        pick = (own or first)[0]
        return pick.value, pick.text
    return None, None


# a date's label inside a sentence, after a paper's number or name: "DD no. 771203 dt.", "cheque dated", "order dt."
_ANOTHER_PAPERS = re.compile(r"[A-Za-z0-9.)]\s?(?:dated|dt)\b\.?\s*$", re.IGNORECASE)


def _another_papers(before: str) -> bool:
    """Do the words before a date make it another paper's: "<paper or its number> dt./dated", not opening a sentence
    of its own ("… Assistant. Dated 10.06.2025"), or a labelled date of something else ("Date of payment:")?"""
    if _OPENS_A_SENTENCE.search(before):
        return False
    return bool(_ANOTHER_PAPERS.search(before) or _OTHER_DATE.search(before.rstrip()))


signed_at_a_place = _signed_at_a_place  # (where, date, text) of each "Place, date" a paper is signed with


def own_day(text: str, kind: str, file_name: str | None, added: date, *,
            body: bool = True) -> tuple[date | None, str | None]:
    """(the record's own date, where it was read): a note's by its first line, then the date its text labels as
    its own (a paper's date line, where it is signed; with `body`), then the file name's written date."""
    when = first_line_day(text, added) if kind == "general" else None
    if when is not None:
        return when, "note_text"
    written, _said = own_date(text) if body else (None, None)
    latest = parse_file_name(file_name).not_after if file_name else None
    if written is not None and written <= added and (latest is None or written <= latest):
        # (never after the day the file was photographed or received: a later date is a day the paper announces)
        return written, "document"
    if file_name:
        named = parse_file_name(file_name).date
        if named is not None and named.value is not None:
            return named.value, "file_name"
    return None, None
