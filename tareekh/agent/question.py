"""Understanding a lawyer's question offline: what kind of answer it wants, and what it is about.

Kinds: last_time, next_date, count, yes_no, said (what someone said), judge_habit, pending (work before a
day), amount, pattern (a counsel's or party's ways across cases), open. Anchors: the cases it names (by any
name a lawyer uses: nickname, client's or a party's name, short number), a judge ("Murthy sir", "IV ACJ",
"Justice Menon"), a counsel, who acted (the other side, a counsel, a party), a witness ("PW1", "PW-2"), a
period ("last time", "before 5 Oct", "this month", "kal", "tomorrow") and the topic words. Questions are read
in English and in Hinglish ("kitni baar", "kab", "kya hua", "ki agli date", "pending", "baaki").

A case name that matches nothing in the registry is kept (`unknown_case`) so the answer can say it back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, timedelta
from functools import lru_cache
from typing import Any

from rapidfuzz import fuzz

from tareekh.agent.say_verbs import says
from tareekh.agent.about_point import the_point_about
from tareekh.agent.coming_words import COMES
from tareekh.agent.stand_words import STAND_ASKED
from tareekh.agent.when_listed import when_listed
from tareekh.agent.act_words import statute_letters
from tareekh.agent.money_sent import left_sum_sent_asked
from tareekh.agent.step_fate import step_fate_asked
from tareekh.agent.ask_verbs import asks_questions_put, remark_asked
from tareekh.agent.habit_asked import again_and_again_words, asks_habit, asks_ways, every_date, every_time, habit_named, habit_word, habitual_verbs
from tareekh.agent.court_numbers import court_numbers, of_another_court
from tareekh.agent.court_short_forms import written_in as court_written_in
from tareekh.agent.day_typed import after_said, before_said, typed_day
from tareekh.agent.days_asked import DAY_OF_MONTH, day_named, weekday_named
from tareekh.agent.heard import Heard, respell
from tareekh.agent.of_marks import POSSESSIVE_MARKS
from tareekh.agent.possessives import POSSESSIVES
from tareekh.agent.asker import without_asker
from tareekh.agent.joined_marks import as_the_registry_writes
from tareekh.agent.notes_names import said_as_name, words_of
from tareekh.agent.case_initials import initials_in, spelt_case_initials
from tareekh.agent.days_asked import time_word
from tareekh.agent.plain_words import ROLE_WORDS, against, is_english
from tareekh.agent.per_period import per_period_asked
from tareekh.agent.honorifics import WORDS_OF_ADDRESS, honorifics_apart
from tareekh.agent.kin_words import kin_of
from tareekh.agent.brief_words import WHERE_STANDS, briefing_words
from tareekh.agent.judge_titled import justices_titled
from tareekh.agent.titled import titled_not_case
from tareekh.agent.thing_words import english_thing
from tareekh.agent.hindi import GLOSS_WORDS, in_latin, latin_gloss, roman_names, unknown_case
from tareekh.agent.numbers_asked import unregistered_number
from tareekh.agent.clitics import unglued, without_tag
from tareekh.agent.judge_addressed import judge_addressed
from tareekh.agent.people import judge_initials
from tareekh.agent.person_asked import person_kind
from tareekh.agent.party_counsel import counsel_by_party, counsel_of_side_named
from tareekh.agent.side_kind import insurer_asked
from tareekh.agent.shorthand import LAW_WORDS, written_out
from tareekh.agent.when_clause import when_clause
from tareekh.agent.sum_paid import MONEY_IN_QUESTION, getting_verb, money_word
from tareekh.agent.loss_words import LOSS
from tareekh.agent.tongues import COURT_WORDS, READER_WORDS, STOP_WORDS as OTHER_TONGUES, pivot, role
from tareekh.events.sides import People, Sides
from tareekh.agent.witness_callings import eye_asked, role_asked
from tareekh.agent.who_words import who_asked
from tareekh.events.witness_words import SIDE, side_letters
from tareekh.memory.dates import find_dates
from tareekh.memory.sounds import is_indic
from tareekh.registry.aliases import COMMON_NAMES, GENERIC, HONORIFICS, KIND_WORDS, TITLE_NAMES
from tareekh.registry.aliases import words as registry_words
from tareekh.registry.numbers import is_type_word
from tareekh.events.costs_words import COSTS as COSTS_WORDS
from tareekh.agent.tongues import RECEIVED_ASKED
from tareekh.agent.when_after import asked_before_when
from tareekh.agent.postpositions import CLASSIFIERS, NOT_TOPICS, counts
from tareekh.agent.counted_things import COUNTED, quantity_noun
from tareekh.agent.question_words import CASE_HEADS, OWN_STOP, STOP, WORD, fold, tokens
from tareekh.agent.witness_named import witness_named
from tareekh.agent.delay_words import DELAY
from tareekh.agent.section_named import by_section, section_marks
from tareekh.agent.before_words import BEFORE
from tareekh.agent.both_asked import both_asked, every_named
from tareekh.agent.won_words import won_asked

KINDS = ("last_time", "next_date", "count", "yes_no", "said", "judge_habit", "pending", "amount", "pattern", "who",
         "open")

# the English words that say what a question asks (the other languages' are agent/tongues.py's)
_ASKING = frozenset("what when where who whom whose which why how is are was were do does did has have had can could "
                    "would should will shall may might must many much not or any".split())
# "koramangala wale …": what stands before these names the case even typed in lower case
_NAMING = frozenset("wala wale wali vala vale vali valo vado vadi vadu valu vaalo vaala vaale waala waale".split())
# what a case is about also names it ("Seabreeze flat", "Gachibowli lease")
_SUBJECT_HEADS = frozenset(w for w in KIND_WORDS if w not in {"money", "title", "accounts", "case", "specific",
                                                               "performance", "declaration", "as", "sa", "wa", "ia",
                                                               "ep", "op", "loan"}) | {"dispute", "disputes"}
# ("<place> <trade> bonus dispute": a dispute names a matter as a suit does, in every court's corridor)
# "kitne baje" asks an hour and "kitne hafte" a span of time, not how many times
_SPANS = frozenset("baje hafte mahine saal ghante dino samay".split())
# "kitni batayi", "kitna laga": a verb after kitna asks an amount, not how many
# Telugu's past verbs "wrote", "said", "did", "gave" end a clause too ("report lo emi raasaru <name> case ki"):
# never a word of a case's name
TELUGU_PAST_VERBS = frozenset("raasaru rasaru raasindi rasindi raasadu rasadu cheppaaru cheppindi cheppadu annaru "
                              "chesaru chesindi ichcharu ichchindi".split())
_VERBS_AFTER = frozenset("batayi bataya bataye batai lagi laga lage mila mili mile diya diye liya liye hua hui".split()) \
    | TELUGU_PAST_VERBS
_SUM_VERBS = frozenset(  # the English verbs that fix or pay a sum, as every language borrows them ("kitna assess kiya",
        # "evvalavu estimate pannaan", "koto deposit korlo"): how much, not how many
        "assess assessed estimate estimated value valued calculate calculated compute computed quantify quantified "
        "sanction sanctioned deposit deposited pay paid".split())
_CONNECT = frozenset("wala wale wali vala vale vali valo vado vadi vadu valu ka ki ke the a an of my our s".split())
# who someone is, written before their name ("Learned Patil", "Inspector Rao"): not another first name
_ROLES = frozenset("learned ld opposite respondent petitioner plaintiff defendant appellant accused complainant "
                   "officer inspector constable sho io doctor witness agent manager director president member".split())
_COURTESY = frozenset("ji sahab saheb sahib garu gaaru madam sir bhai amma".split())
_STOP_FOR_NAMES = STOP | frozenset(
    "court judge counsel client lawyer advocate junior senior bench hall high civil district family sessions additional "
    "principal chief division insurance company co ltd pvt limited".split())
# Words of the question's own business: never taken as names.
TOPIC_WORDS = frozenset("""
adjournment adjournments adjourned adjd sought seek seeking taken took take times baar bar costs cost hurja harja
warrant warrants nbw bw pay paid payment instalment instalments installment kisht interim maintenance appeal filed file
order orders judgment judgement happened hearing hearings listed pending baaki baki undertaking undertook deposit
deposited witness witnesses said say cross chief examination evidence argument arguments written rejoinder counter
reply affidavit application habit habits usually always pattern tactics total amount paisa money rupees lakh lakhs
""".split())

# what an application or petition inside a case asks for, in the words of procedure ("recall application",
# "delay condonation petition", "restoration application")
_MOVED_FOR = frozenset("""recall restoration restore condonation condone delay exemption modification vacate vacating
setting aside set substitution withdrawal withdraw amendment impleadment impleading transfer review discharge bail
interim injunction stay caveat execution attachment commission inspection adjournment extension enlargement return
rejection dismissal default summons warrant production documents marking exhibit reopening reopen reception
additional evidence cross examination recalling""".split())

# the words of the language and of the law: never respelt as a name they happen to sound like
_VOCABULARY = STOP | TOPIC_WORDS | CASE_HEADS | GENERIC | KIND_WORDS | HONORIFICS | _STOP_FOR_NAMES | _COURTESY | _ROLES \
    | frozenset("monday tuesday wednesday thursday friday saturday sunday morning evening week weeks month months year "
                "years today tomorrow yesterday somvar mangalvar budhvar guruvar shukravar shanivar ravivar".split())

# the words a typed question is never respelt from into a registry name that sounds alike ("agli tarikh": the next
# date, not a counsel whose name sounds like it): the reader's vocabulary, the Hindi gloss's and the regional
# languages' court words, and the spellings Hinglish gives the date and the hearing
_RESPELL_KEEP = _VOCABULARY | GLOSS_WORDS | COURT_WORDS | frozenset(
    "tarikh tareekh tarik tareek taarikh taareekh tarikhen tareekhen tarikhon tareekhon tarikhe peshi peshiyan "
    "sunwai sunvai sunvaai sunwaai".split())
# "last" as the languages read as typed write it (agent/tongues.py: Hindi pichhli, pichli, pichhle, pichle, pichhla,
# pichla; Telugu chivari, poyina), before the day it qualifies (Telugu "vaayida", "tedi", "sari" too)
_LAST = re.compile(r"\b(?:last|latest|previous|most\s+recent|pichh?l[aie]|chivari|poyina)\s+(?:time|hearings?|dates?|occasions?|baar|taa?r[ie]{1,2}kh?\w*|peshi|postings?|listings?|sittings?|adjournment|sunwai|mudat|vaa?yida|tedi|tedee)\b|"
                   r"\bemi?\s+jarig\w+|"
                   r"\blast\s+time\b|\bkya\s+hua\s+tha\b|\b(?:em|emi|enti)\s+(?:ayyindi|aindi|ayindi)\b|\bwhat\s+(?:happened|took\s+place|transpired|went\s+on)\b(?!.*\bnext\b)|\bkya\s+hua\b", re.I)
# (not "status quo", "status quo ante": an order to keep things as they are, a thing asked, not where a matter stands)
_STATUS = re.compile(r"\bkya\s+scene\b|\bstatus\b(?![\s-]*(?:quo|qo|kvo)\b)|" + WHERE_STANDS + r"|\bwhere\s+(?:are|do)\s+we\b|\bkya\s+chal\s+raha\b|\bkahan\s+tak\b|"
                     r"\bupdate\b|\bwhat'?s\s+(?:happening|going\s+on)\b|\b(?:kya|ka|ki|ke)\s+haa?l\b|\bposition\b|\btell\s+me\s+about\b|\bbrief\s+(?:me|cheyyi|cheyyandi|cheyandi|karo|kijiye|do)\b|\bbrief(?:ing)?\s+(?:on|of|about)\b|\bquick\s+brief\b|"
                     r"\bwhat\s+(?:is|'s)\s+the\s+stage\b|\bat\s+what\s+stage\b|\bwhich\s+stage\b|"
                     # "<name> ke dono case kahan hain", "<name> che case kuthe ahet" (glossed so): where the matters
                     # are is where they stand, not a place
                     r"\b(?:case|cases|matter|matters|mamla|mamle|mamlo)\s+(?:ab\s+|abhi\s+)?kahan\s+(?:hai|hain|he|h)\b", re.I)
# a counsel's title in the languages lawyers type (vakil, vakeel, ukil, vakilu, advocate, counsel, lawyer), with the
# possessive that makes him the owner of what follows: Hindi/Urdu ka/ki/ke, Bengali/Assamese/Odia er/ar/r/ra,
# Marathi cha/chi/che/chya, Punjabi da/di/de, Gujarati no/ni/nu/na, Tamil oda/odaiya, Telugu di/gaari, Kannada
# ra/avara, Malayalam nte/ude
_COUNSEL_TITLE = r"(?:[vw]a[kq](?:i|ee)l\w*|u[kq](?:i|ee)l|advocate|adv|counsel|lawyer)"  # (and the qaf's "q": "vaqil", "uqil")
_OWNS = re.compile(rf"\b{_COUNSEL_TITLE}\.?\s+(?:(?:sa+h?a?b|saab|ji|babu|garu|gaaru|sir|saar|avaru)\s+)?"
                   r"(?:ka|ki|ke|kaa|er|ar|r|ra|cha|chi|che|chya|da|di|de|no|ni|nu|na|oda|odaiya|udaiya|gaari|avara|nte|"
                   r"inte|ude|yude)(?:\s+(?:ki|kya|kay|kaay|kai|kon|enna|yenna|em|emi|enti|entha|enthu|kem|kiven|ke|su|shu|ki\s+ki))?\s*$", re.I)
_WITH_COUNSEL = re.compile(rf"^\s*(?:\w+\s+){{0,2}}?(?:with|of|about|regarding)\s+(?:the\s+)?(?:other\s+side'?s?\s+)?"
                           rf"{_COUNSEL_TITLE}\b", re.I)


def status_asked(text: str) -> bool:
    """Where things stand is asked ("kya chal raha", "status", "what's going on"), not the last hearing by name
    ("last time kya hua"): of a judge with no matter named, it asks the matters before that judge."""
    return bool(_STATUS.search(text)) and not _LAST.search(text)


def counsel_owns_status(text: str) -> bool:
    """The status word of the question is the counsel's: "<name> vakil ka kya scene hai", "ukil babu r ki update",
    "what's the status with counsel <name>"."""
    m = _STATUS.search(text)
    if m is None:
        return False
    return bool(_OWNS.search(text[:m.start()])) or bool(_WITH_COUNSEL.match(text[m.end():]))


# the languages' words for the day a matter is listed on, after "next" (the pivot's) or "agla": Hindi tithi, dinank;
# Kannada dinanka; Telugu/Kannada vaayida, vaida; Tamil vaaydha, thethi; Malayalam theeyathi, thiyathi; Gujarati tarakh;
# Punjabi tareek ("mundina dinanka?" pivots to "next dinanka?"; "agli tithi?")
_DAY_WORD = r"tithi|dinaa?nk\w*|va+y(?:i)?dh?a|vaida|the[td]h?i|theeyath?i|thiyath?i|tarakh|tare+k"
_NEXT = re.compile(r"\b(?:nd|n\.d|ndoh|ndh)\b\.?(?!\s*(?:of|for)\s+(?:the\s+)?(?:last|previous))|\bnext\s+(?:date|hearing|sitting|taa?r[ie]{1,2}kh?\w*|peshi|listing|posting|adjournment|sunwai|%s)\b|^\s*(?:[\w.'’/]+(?:-[\w.'’/]+)*[\s,-]+){1,5}next\s*\??\s*$|\bagl[aie]e?\s+(?:date|sitting|taa?r[ie]{1,2}kh?\w*|peshi|sunwai|%s)\b|"
                   r"\blisted\s+next\b|\bnext\s+listed\b|\bwhen\s+is\b.*\b(?:listed|next|hearing|date)\b|\bkab\s+(?:hai|lagega|lagi|ki)\b.*\bdate\b|"
                   r"\bdate\s+kab\b|\bkab\s+hai\b|\bwhen\s+(?:is|does)\b.*\bcome\s+up\b|"
                   r"\b(?:eppudu|kab)\b.*\blist\w*|\blist\w*\b.*\b(?:eppudu|kab)\b|\bnext\s+(?:kab|eppudu)\b|\bkab\s+lag\w+\b(?!\s+th[aie]\b)|"
                   r"\b(?:malli|phir|fir|dobara|again)\s+(?:eppudu|kab|when)\b|\bwhen\s+again\b|"
                   # "order kab aayega?", "when will the judgment come?": what is yet to come is the next listing's
                   r"\bkab\s+(?:aayega|aayegi|aaega|aaegi|hoga|hogi)\b|\bwhen\s+will\b|"
                   r"\b(?:agl[ie]|next)\s+(?:baar|bar|time)\b(?!.*\b(?:kya|what)\b)|"
                   # "args ki tareekh kya hai", "evidence er tarikh", "judgment di date": the day a step is listed for,
                   # asked in the present (not "… kya thi", "what was the date of arguments": a past day)
                   r"\b(?:args?|arguments?|bahas|behas|evidence|cross|chief|judgm?ents?|faisl[ae]|hearing|sunwai|order)\s+"
                   r"(?:ki|ka|ke|er|ra|no|ni|nu|chi|cha|di|da|oda|ki\s+next|la)\s+(?:next\s+)?(?:date|taa?r[ie]{1,2}kh?\w*)\b"
                   r"(?!.*\b(?:thi|tha|the|was|were|chhilo|chilo|hoyechhilo|hoyechilo|hoti|hota|last|pichhl\w*|previous)\b)"
                   % (_DAY_WORD, _DAY_WORD), re.I)
# ("kitna baar": how many times as Bhojpuri, Maithili, Magahi and a hurried Hindi ask it, "how much" before "times")
_COUNT = re.compile(r"\bhow\s+(?:many|often)\b|\bkitn[aie]\s+(?:baar|bar|dafa|martaba)\b|\bkitn[aie]\s+\w+\s+(?:baar|bar)\b|"
                    r"\bnumber\s+of\b|\bno\.?\s+of\s+[a-z]+s\b|\bcount\b(?!\s+(?:chest\w*|chesta\w*|kart[aei]\w*|karte|kiya|kar\s+rah\w*))|\bkitn[ei]\s+(?:adjournments?|warrants?|dates?|hearings?|times?|tareekh\w*|tarikh\w*|peshi\w*)\b|"
                    # "kitna date laga", "kitna hearing hoise", "kitna gawah ka gawahi hua": "how much" before the court's
                    # counted days or persons, as Hindi, Bhojpuri and Nagamese speakers say it, asks how many
                    r"\bkitna\s+(?:dates?|hearings?|tareekh\w*|tarikh\w*|peshi\w*|postings?|gawah\w*|witness\w*)\b|"
                    r"\benni\s+(?:sarlu|saarlu|sari|saari|times|dates|vaayidalu|vayidalu|matters?|cases?|kesulu|witness\w*|"
                    r"sakshul\w*|documents?|exhibits?|issues?|hearings?)\b|"
                    r"\bkitn[ei]\s+(?:cases?|matters?|mamlon|mamle)\b|\benthamand\w*|\bentha\s+mandi\b|"
                    # "kiti vela", "koto bar", "eshtu sala", "ketli vaar", "kinni vaari", "ethanai thadavai", "kete thara",
                    # "ethra thavana": how many times, and "kiti tarkha", "koto tarikh": how many dates, in the other languages
                    r"\b(?:kiti|koto|kete|ketl[ai]|kinn[ei]|eshtu|estu|ethra|ethanai|kiman)\s+(?:vela|veles|veli|vakhat|vaar|var|"
                    r"vaari|vari|bar|baar|bara|sala|saari|sari|baari|thadavai|thadava|murai|thara|tharaa|thavana|"
                    r"vattam|pravashyam|"
                    r"tarkh\w*|tarikh\w*|taree?kh\w*|dates?|hearings?|times?|adjournments?|peshi\w*)\b|"
                    # the same "how many" + "times" typed as one word, as the spoken languages run them together:
                    # Odia "ketethar(a)", Bengali/Assamese "kotobar"/"kimanbar", Marathi "kitida"/"kitivela", Gujarati
                    # "ketlivaar", Punjabi "kinnivaari", Hindi/Urdu "kitnibaar"/"kitnidafa", Telugu "ennisarlu",
                    # Kannada "eshtusala", Malayalam "ethravattam"/"ethrathavana", Tamil "ethanaimurai"/"ethanaithadavai"
                    r"\b(?:kiti|koto|kete|ketl[ai]|kinn[ei]|kitn[aei]|eshtu|estu|ethra|ethanai|kiman|enni)(?:vela|veles|veli|"
                    r"vakhat|vaar|vaari|vari|bar|baar|bara|baari|sala|saari|sarlu|saarlu|thadavai|thadava|murai|thar|thara|"
                    r"tharaa|thavana|vattam|pravashyam|da|dafa|martaba)\b|"
                    # "how many" with the languages' word for persons, apart or run together (Odia "kete jana"/"ketejana",
                    # Bengali/Assamese "koto jon"/"kiman jon", Marathi "kiti jan", Kannada "eshtu jana", Malayalam "ethra
                    # per", Tamil "ethanai per", Gujarati "ketla jan"): how many persons, a count
                    r"\b(?:kiti|koto|kete|ketl[ai]|kinn[ei]|eshtu|estu|ethra|ethanai|kiman)\s*(?:jana|jane|jan|jon|per)\b|"
                    # "… kaun kaun se gawah pesh hue, kitne?": how many, asked last
                    r",\s*kitne(?:\s+(?:the|hue|hain))?\s*\?\s*$", re.I)
# "adjournment kitne mile?", "warrants kitni baar", "dates kitni hui": a thing counted right before "how many"
_COUNTED_BEFORE = re.compile(r"\b(?:adjournments?|adjd|dates?|tareekh\w*|tarikh\w*|peshi\w*|warrants?|hearings?|"
                             r"chances?|mauk[ae]|opportunit\w*|notices?|summons(?:es)?|witness\w*|gawah\w*)\s+"
                             r"kitn[ei]\b(?!\s+(?:baje|bajey|vaje|o'?clock|time|din|dino|hafte|mahine|saal|samay)\b)", re.I)
# "challan kitne the?": the thing before the count word — a count unless the question is about money
_COUNT_AFTER = re.compile(r"\b[a-z]{3,}\s+kitne\s+(?:the|hain|hue|huye)\b", re.I)
_SUM_ASKED = re.compile(r"\bkitna\b|\bhow\s+much\b|\bbyaa?j\b|\binterest\b|\bprofits?\b|\bdamages\b|\bpaise\b|"
                        r"\brupa?ye\b|\brupees\b|\bhazaa?r\b", re.I)
# "how much" (Hindi "kitna", the pivot of every language's) followed by no span of time, count or work
_HOW_MUCH_ALONE = re.compile(r"\bkitna\s+(?=[a-z]{3,})(?!(?:hai|hain|tha|thi|the|hota|hoti|hoga|hogi|time|samay|samai|der|dera|waqt|vakt|din|dino|saal|sal|mahin\w*|hafte|"
                             r"haft\w*|baje|baar|bar|dafa|door|dur|purana|late|kaam|kam|work|lamba|bada|badi|"
                             r"important|zaroori|sahi|strong|weak|majboot|kamzor))", re.I)
# "WS dene me kitna latkaya?", "how much did they delay the reply?", "ketlu modu karyu?": "how much" (every language's)
# with a word of putting a matter off asks how long and how many times, never a sum
_DELAY_ASKED = re.compile(r"(?:\bkitn[aie]|\bhow\s+(?:much|long)|\b(?:kinna|kinni|ketlu|ketla|kiti|kitti|koto|kete|kiman|"
                          r"evvalavu|evlo|enta|entha|eshtu|ethra)\b)\s+(?:\w+\s+){0,3}?"
                          # (not "kitni der", "koto deri", "eshtu tada", "ketlu modu": how long or how late, a span)
                          r"(?!(?:der[ie]?|dera|dheri|tada\w*|modu)\b|देर|দেরি|দেরী|ਦੇਰ|ತಡ|મોડ)(?:%s)" % DELAY.pattern, re.I)
# "how much" (every language's: kitna, kinna, ketlu, kiti, koto, kete, kiman, evvalavu, enta, eshtu, ethra) beside a word for what is left: a sum still owed ("kitna baaki",
# "how much is still due"), unless work is what is left ("kitna kaam baaki", "baaki kaam")
_LEFT_SUM = re.compile(r"(?:\bkitn[aie]|\bhow\s+much|\b(?:kinna|kinni|ketlu|ketla|kiti|kitti|koto|kete|kiman|evvalavu|"
                       r"enta|entha|eshtu|ethra|ethra)\b)\s+(?:(?!(?:kaam|kam|work|kaaj|kaj|pani|velai|kelasa|task)\b)\w+\s+){0,2}?(?:baa?ki|bakaya|balance|outstanding|due|shesh|"
                       r"remaining|left|pending)\b(?!\s+(?:kaam|kam|work|kaaj|kaj|pani|velai|kelasa|task))", re.I)
# "total claim entha?", "claim ketlo che?", "mottam evvalavu?": the size of a claim or a total asked with any language's
# "how much" closing the question (Telugu "entha" is Malayalam's "what" too: beside a total or a claim it is a sum)
_SIZE_ASKED = re.compile(r"\b(?:total|claim(?:ed)?|mottam|motham|mottham)\s+(?:amount\s+|sum\s+)?(?:kitn[aie]|kinn[aie]|ketl[aiou]|"
                         r"kiti|koto|kete|kiman|evvalavu|evlo|entha|enta|eshtu|estu|ethra|kitlo|katek|ketro)\s*"
                         r"(?:hai|tha|undi|aahe|ahe|che|chhe|ache|achhe|irukku|ide|aanu)?\s*(?:[?.!]|$)", re.I)
_WHO = re.compile(r"^\s*(?:who|why|kisne|kis\s+ne|kyon|kyun)\b|\bwho\s+(?:sought|took|asked|filed)\b|\bwhy\s+did\b|"
                  r"\bkisne\s+(?:\w+\s+)?(?:maanga|liya|maangi|li)\b", re.I)  # "… mein kisne time maanga?"
_AMOUNT = re.compile(r"\bhow\s+much\b|\bkitn[aei]\b(?!\s+(?:baar|bar|dafa|tareekh|tarikh|peshi|dates?|hearings?))|\benth?a\b|\bkitne\s+ka\b|\bamount\b|\btotal\b|\bsum\b|"
                     # "how much" of Tamil, Kannada, Malayalam, Gujarati, Bengali/Assamese/Odia, Marathi, Punjabi
                     # (asked beside a word of money, below)
                     r"\bev+a?l?avu\b|\bevlo\b|\be?y?eshtu\b|\bestu\b|\bethra\b|\betra\b|\bketl[au]\b|\bkot[oa]\b|"
                     r"\bkiti\b|\bkevdh[aei]\b|\bkinn[aei]\b|"
                     r"\bwhat\s+costs?\b|\bcosts?\s+(?:imposed|awarded)\b.*\?$|"
                     r"\bwhat\s+(?:was|is|were)\s+the\s+(?:costs?|interim|maintenance|compensation|award|deposit|fine)\b", re.I)
_MONEY = re.compile(COSTS_WORDS.pattern + r"|\binterim\b|\bmaintenance\b|\bcheque\b|\bpaisa\b|\bcompensation\b|\brs\b|"
                    r"\blakh\b|\baward\b|\bdeposit\b|\bfine\b|\bfees?\b|\bamount\b|\bmila\b|\binstalments?\b|\bkisht\b|\bhapt[aeo]\b|\bkisti\b|\bthavana\w*|\bkantu\b|\bpaid\b|\bpayment\b|"
                    r"\bsalary\b|\bincome\b|\bwages?\b|\bearnings\b|"
                    # a salary, a wage, earnings in the languages' words as typed in Latin letters: Hindi, Urdu
                    # "tankhwah", "vetan", "kamai", "aamdani", "mazdoori"; Bengali "betan"; Marathi, Gujarati "pagar";
                    # Tamil, Malayalam "sambalam"; Telugu "jeetham"; Kannada "sambala"
                    r"\btan[a]?khw?ah?\b|\bvetan\b|\bbetan\b|\bkamai\b|\baa?mdani\b|\bma[zj]doori\b|\bpaa?gaa?r\b|"
                    r"\bsambalam\b|\bsambala\b|\bjeetham\b|\bkharch\w*|\bexpenses?\b|\bcharges?\b|\brent\b|\brefund\b|\bvalue\b|\bvaluations?\b|\bvalued\b|\bworth\b|\bprice\b|"
                    r"\balimony\b|\barrears?\b|\bdues\b|"
                    # a sum's principal and its interest, in the languages' words ("claim" is none: an "accident
                    # claim" names a case)
                    r"\bprincipal\b|\binterest\b|\bbyaa?j\b|\bsood\b|\bvyaa?j\b|\bvaddi\b|"
                    r"\bvatti\b|\bbaddi\b|\bpalish?a\b|\basalu?\b|\bmool\b|"
                    # the rupee as the languages say it ("ethra rupa", "koto taka"): a sum, never a thing counted
                    r"\brupa\b|\broopa\w*|\brupai\w*|\brupaya\w*|\brupiy\w*|\btaka\b|"
                    # a loss, damage or compensation in any language's words (agent/loss_words.py): a sum, so the
                    # one "how much/how many" of Odia, Bengali, Marathi or the south beside it asks the rupees
                    + LOSS.pattern, re.I)
MONEY_WORDS = _MONEY  # the words of money a question names ("income", "arrears", "rent"): agent/compose.py
# a payment asked yes or no as chat types it, the verb last and no question word: "insurance paisa mila",
# "appeal mein deposit kiya", "baki bhari diya?" (every language's "got", "did", "gave" pivoted to Hindi's); the
# thing paid must be money or the act of paying, so "bail mila" stays what its other words make it
_PAID_THING = re.compile(r"\b(?:paisa|paise|money|amount|deposit\w*|jama|rs|lakh|rupa|roopa\w*|rupa?y\w*|rupees?|"
                         r"taka|arrears|baa?ki|bakaya|dues|maintenance|compensation|fees?|instal\w*|kisht\w*|"
                         r"bhar[aie]|paid|payment|costs|security|fdr|challan|cheque)\b", re.I)
_DONE_LAST = re.compile(r"\b(?:hu[aie]|kiya|kiye|diya|diye|mil[aie]|mile|bhar[aie])\s*\??\s*$", re.I)
# "still", "yet" (a closed class) in the languages of agent/tongues*.py, as typed in Latin letters: Hindi/Urdu abhi, ab;
# Punjabi hale, haje; Marathi/Konkani ajun, ajoon, ozun; Gujarati haju; Bengali/Assamese ekhono, akhono, etiyao;
# Odia ebebi, ebe bi; Nepali ajhai, ahile; Telugu inka, ippatiki; Tamil/Malayalam innum, ippovum, ippozhum; Kannada innu
_STILL = (r"(?:abhi|abhee|ab|hale|haje|ajje|ajun|ajoon|aajun|ajuna|ajunhi|ozun|haju|hju|haji|ekhono|ekhon|akhono|"
          r"etiyao|ebebi|ebe\s+bi|ebeyu|ajhai|ahile|inka|inkaa|ippatiki|innum|inum|ippovum|ippozhum|ithuvare|innu)")
# and "not" closing it: Hindi nahi, Gujarati nathi, Bengali hoyni, Nepali chhaina, Dravidian illa, illai, ledu, leda
_NOT_YET = r"(?:nahi\w*|nai|na|nathi|hoyni|hoy\s+ni|nei|chhaina|illa\w*|ille|ledu|leda|ilya)"
_YES_NO = re.compile(r"^\s*(?:did|does|do|is|was|were|has|have|had|can|will|could|would|are)\b|\bya\s+nahi\b|\bor\s+not\b|"
                     # "… mili ki abhi nahi?", "… or not yet?": the thing, or not yet — the alternative closing the
                     # question with its "still" and "not" (pivoted or as typed) in every language of the tables
                     rf"\b(?:ya|ki|ke|ka|or|naki|athva|athava)\s+{_STILL}(?:\s+(?:tak|samma|bhi|varai))?\s+(?:\w+\s+)?"
                     rf"{_NOT_YET}\s*\??\s*$|\bor\s+not\s+yet\b|"
                     r"\b(?:hui|hua|kiya|kiye|di|diya|diye|mila|mili|bhara|ki)\s+(?:thi|tha|the|hai)?\s*\?\s*$|"
                     # "bhar diya kya ab tak?", "file kiya kya?", "de gaye ke nahi?": a done verb and the asking particle
                     # ("release hua kya jail se?", "aayi thi kya unki taraf se?": a few words of where or whom after it)
                     # (typed in a hurry without its "?": "2 lakh mil gaya kya", "gawah aaya kya")
                     # (any verb before an auxiliary: "harja laga tha kya", "notice chala hai ki nahi" — Hindi asks
                     # "what" before the auxiliary, "kya hai", never after it)
                     r"(?P<done>\b(?:(?:hu[aie]|ki(?:ya|ye)?|di(?:ya|ye)?|mil[aie]|bhar[aie]|ga(?:ya|yi|ye)|li(?:ya|ye)?|"
                     r"aa(?:ya|yi|ye))\s+(?:(?:hai|tha|thi|the)\s+)?|[a-z]{3,}\s+(?:hai|hain|tha|thi|the)\s+)"
                     r"(?:kya|ki\s+nahi|ke\s+nahi|ka\s+nahi)\b(?:\s+(?:ab|abhi)\s+tak)?\s*\??\s*$|"
                     # ("release hua kya jail se?", "aayi thi kya unki taraf se?": a few words of where or whom after it;
                     # not "ki"/"di"/"liye", which are also "of", "to" and "for": "DL ki kya shart hai?")
                     r"\b(?:hu[aie]|kiya|kiye|diya|diye|mil[aie]|bhar[aie]|ga(?:ya|yi|ye)|liya|aa(?:ya|yi|ye|i))\s+"
                     r"(?:(?:hai|tha|thi|the)\s+)?(?:kya|ki\s+nahi|ke\s+nahi|ka\s+nahi)\b"
                     r"(?:\s+(?!kya\b|kaun|kab\b|kahan|kitn|kais|kyo|kyu|pending|baa?ki)[^\s?]+){1,4}?\s*\?\s*$)", re.I)
# a verb that asks whether a thing happened, came or was got, closing a question typed without its "?" in the
# languages typed in Latin letters (Malayalam's "-o" of asking, Hindi, Telugu, Tamil, Gujarati, Marathi, Bengali, Odia)
_HAPPENED_CLOSING = re.compile(
    r"\b(?:aayo|ayo|kittiyo|kitiyo|vanno|poyo|kazhinjo|kodutho|"
    r"mil[aie]|aa?y[aie]|hu[aie]|ho\s+ga(?:ya|yi|ye)|ho\s+chuk[aie]|"
    r"ayyinda|aindaa?|vachinda|vacchinda|ich(?:ch)?ar[au]|"
    r"aacha|aachaa|achaa|kidaichucha|kedaichucha|vandhucha|vanducha|"
    r"thayu|thayo|malyo|aavyo|aavyu|zhala|jhala|zhali|zala|zali|milala|milali|"
    r"hoyeche|hoyechhe|peyeche|hela|milila)(?:\s+(?:kya|ka|ke))?\s*\??\s*$", re.I)
# a stage of a witness's examination and a verb of what the witness said there, as typed in English or Hinglish, and
# the stage's own words in the languages typed in Latin letters and in their scripts (Hindi/Urdu/Punjabi jirah, Bengali,
# Assamese and Odia jera, Tamil kurukku (visaranai), Marathi/Gujarati ulat tapas(ani) and sar tapas(ani), Hindi
# pratiparikshan and mukhya pariksha, Kannada paati savaalu, Malayalam (cross) vistharam)
# ("cross" before a paper is that paper's kind, no stage of evidence: a cross-objection, a cross appeal, suit, claim,
# petition, case, FIR or complaint is filed, never deposed in)
_STAGE = re.compile(r"\b(?:cross(?![\s-]*(?:objections?|appeals?|suits?|claims?|petitions?|cases?|firs?|complaints?|"
                    r"decrees?|applications?|revisions?)\b)|chief|jirah|jiraah|jirha|jera|kurukku|ulat\s*tapas\w*|ultatapas\w*|sar\s*tapas\w*|"
                    r"saratapas\w*|pratiparikshan\w*|mukhya\s+pariksh\w*|paati\s+savaal?u|vist?haa?ram)\b|"
                    r"जिरह|उलटतपासणी|उलट\s*तपासणी|सरतपासणी|मुख्य\s*परीक्षा|ઉલટ\s*તપાસ|জেরা|ଜେରା|குறுக்கு|క్రాస్|"
                    r"ಪಾಟೀ\s*ಸವಾಲು|വിസ്താരം|ਜਿਰ੍ਹਾ|جرح", re.I)
# (the admission in the other languages too: kabul-, swikar-, otthukond-, oppuk-, oppikond-, sammathi-)
_ACCOUNT = re.compile(r"\b(?:admit\w*|admission\w*|bataya|batayi|bataye|batai|bola|boli|bole|kaha|maana|maani|maa?n\s+li(?:ya|yi|ye|a)|"
                      r"stated|deposed|"
                      r"kabul\w*|kabool\w*|s[wv]?[ie]kar\w*|ott?h?uk(?:ond|itt)\w*|oppuk\w*|oppikond\w*|sammath?i\w*)\b", re.I)
_SAID = re.compile(r"\bwhat\s+did\b.*\b(?:say|said|state|depose|admit|tell|answer)\b|\bkya\s+(?:bola|boli|bole|kaha|bataya|maana|maanwaya|nikla|nikli)\b|"
                   r"\b(?:emannaru|emannadu|emandi|em\s+cheppa\w*|enti\s+cheppa\w*)\b|\bwhat\s+did\b.*\bask\w*\b.*\b(?:cross|chief)\b|"
                   r"\bhow\s+did\b.*\b(?:hold\s+up|fare|do)\b.*\b(?:cross|chief|box)\b|"
                   r"\b(?:bola|boli|kaha)\s+tha\b|(?<!written\s)\bstatement\b|\bdeposed\b|\bdeposition\b|\bchief\s+vs\.?\s+cross\b|"
                   r"\bwhat\s+(?:was|were)\s+(?:his|her|their)\s+(?:version|answer)", re.I)
_HABIT = re.compile(r"\busual(?:ly)?\b|\bhabits?\b|\balways\b|\bhamm?ee?sha\b|\bhumesha\b|\bgenerally\b|\btends?\s+to\b|\bkya\s+karte\b|\bkya\s+poochte\b|"
                    r"\bsabse\s+pehle\b|\bfirst\s+(?:thing|question)\b|\bwhat\s+(?:does|do)\b.*\b(?:ask|do|want|expect|like|insist)\b|"
                    r"\bhow\s+(?:does|do)\b.*\b(?:treat|deal|handle|react|behave|run)\b|\bwhat\s+to\s+expect\b|\bcarry\b|"
                    r"\bprepare\s+for\b|\bpoochte\b|\bkarte\s+hain\b|\bstrict\b|\bpattern\b|"
                    # "… ke saamne kya dhyan rakhna hai?", "khayal rakhna", "anything to keep in mind?": what a judge expects
                    r"\bdhyan\s+rakh\w*|\bkh[ae]?y[ae]{1,2}l\s+rakh\w*|\bkeep\s+in\s+mind\b|\bparticular\s+about\b|\binsists?\b|"
                    # and in the other languages: Kannada gamanisu (mind, note), Tamil kavanikka/gavanam, Telugu
                    # gurtupettuko/jagratta, Malayalam shraddhikka, Marathi lakshat theva, Bengali mone rakha
                    r"\bgamanis\w*|\bkavanikk\w*|\bgavanam\w*|\bgurtu\s*pett\w*|\bjaa?gratt?h?a\w*|\bs?h?raddhikk\w*|"
                    r"\blakshat\s+thev\w*|\bmone\s+rakh\w*|"
                    # "does she grant it easily?": how readily, in English, Hindi "aasani se", Bengali "sohoje",
                    # Gujarati and Marathi "sahaj", Kannada and Telugu "sulabha", Tamil "easy-aa", Malayalam "eluppam"
                    r"\beasily\b|\breadily\b|\ba+sani\b|\b(?:s|sh)ohoje\b|\bsahaj\w*|\bsulabh\w*|\beasy-?aa?\b|\beluppa\w*", re.I)
_PATTERN = re.compile(r"\bpattern\b|\btactics?\b|\bhamm?ee?sha\b|\bellappudu\b|\bhumesha\b|\bhar\s+(?:baar|bar|vaari|vaar|vakhat|vela|date|tareekh|peshi)\b|\btareek[ae]\b|\bkaam\s+karne\b|\bhow\s+does\b.*\b(?:work|operate|behave|conduct)\b|\bkaise\s+kaam\b|"
                      r"\busual(?:ly)?\b|\balways\b|\bhabit\b|\bstyle\b|\btricks?\b|\bstrateg\w*|\bmodus\b|\bacross\b|\bdono\b|\ball\s+(?:my|our)\s+(?:matters|cases)\b|"
                      # a counsel's moves and his dragging of the case: Hindi-Urdu "chaal", "chaalbaazi", "hathkande",
                      # "daav-pech", "paintre"; English "dragging", "stalling", "delaying tactics"
                      r"\bchaal(?:ein|en|e)?\b|\bchaalbaa?z\w*|\bchalaa?ki\b|\bhathkand\w*|\bdaa?v[\s-]*pe?ch\w*|\bpaint(?:ra|re)\b|"
                      r"\bdragg(?:ing|ed|s)\b|\bstall(?:ing|ed|s)\b|"
                      r"\bsab\s+cases?\b|"
                      r"\bkis\s+kis\s+(?:cases?|matters?)\b|\bkin\s+(?:kin\s+)?(?:cases|matters)\b|"
                      # "kahan kahan hai?", "har jagah …?": where all, everywhere — across the matters
                      r"\bkahan\s+kahan\b|\bhar\s+jagah\b", re.I)
# to keep in mind, in the languages that glue "must" to the verb ("gamanisbeku", "kavanikkanum"): the word kept as
# typed, so the habit it asks is read (a pivot would read only its "must")
_MIND = re.compile(r"(?:gamanis|kavanikk|gavanikk|gurtupett|shraddhikk|sraddhikk)\w*", re.I)


def _mind_words(text: str) -> frozenset[str]:
    return frozenset(m.group().lower() for m in _MIND.finditer(text))


# the Telugu habitual present, asked of a person: "istara", "chestara", "chestada", "avtunda" (does she give, do,
# does it happen)
# "every time", "always", as the Indian languages say it: a person's habit is asked (Hindi/Urdu, Gujarati, Marathi,
# Bengali, Odia, Assamese, Punjabi, Tamil, Telugu, Kannada, Malayalam, in Latin letters)
_EVERY_TIME = re.compile(r"\b(?:every\s+time|each\s+time|every\s+date|har\s+(?:baar|bar|dafa|waqt|vaar|date|tareekh|peshi)|"
                         r"hamesha|hamesa|aksar|dar\s+vakhte|darek\s+vakhte|har\s+vakhte|hamesh|nehmi|nehami|"
                         r"pratyek\s+vel[ai]|pratibar|protibar|pro[tc]ibar|sob\s*somoy|sabubele|sabu\s+bele|"
                         r"sthiram|eppozhum|eppozhu[mn]|ellappozhum|eppovum|eppothum|eppodhum|yaavaagal[au]|yavaglu|"
                         r"prathi\s+sari|prati\s+sari|epudu\s+chusina|har\s+vaari|har\s+vari|har\s+war[ia])\b", re.I)
# an excuse or reason asked of a counsel ("kya bahana", "kayu bahanu", "excuse entha", "karanam enti")
_EXCUSE = re.compile(r"\b(?:excuses?|bahan[aeu]\w*|bahaan[aeu]\w*|behan[aeu]\w*|kaa?ran(?:am|amu|a)?|karon|"
                     r"reasons?)\b", re.I)
# the judge by role, not by name ("the bench", "the court", "judge saheb", "hakim", "madam ji")
_THE_BENCH = re.compile(r"\b(?:bench|judge|jaj|hakim|court|nyayadhish\w*|nyayadhipati|neethipathi)\b", re.I)
_HABITUAL = re.compile(r"\b[a-z]{2,}(?:tara|taru|tadu|tada|tundi|tunda|taaru|taara)\b", re.I)
# a side asked whether it is ready or willing (to settle, compound, argue), asked yes or no in English or with the
# verb and particle of an Indian language (Hindi/Urdu, Marathi, Gujarati, Bengali/Assamese, Telugu, Tamil, Kannada,
# Malayalam, in Latin letters): "are they ready", "ready hain kya", "tayar aahet ka", "ready ache ki", "ready
# ayyara", "ready-aa irukkangala", "ready iddara" — whether it is on record, not the work pending
_READY_ASKED = re.compile(
    r"^\s*(?:are|is)\s+(?:\w+\s+){0,3}(?:ready|willing)\b|"
    r"\b(?:ready|taiyaa?r|tayaa?r|tyaa?r|raa?zi|raa?ji)[\s-]+(?:(?:ho\s+)?(?:hai|hain|he|hei|ho)\s+(?:kya|ki)\b|"
    r"ho\s+ga(?:ya|ye|yi)\s+kya\b|(?:aahe|ahe|aahet|ahet|aahes|zale|zala|zhale)\s+ka\b|(?:che|chhe)\s+ke\b|"
    r"(?:ache|achhe|ase|asen|hoise|hoiche|hoyeche)\s+(?:ki|naki|ni)\b|ayyar[au]\b|ayyaar[au]\b|ayyad[au]\b|"
    r"unnar[au]\b|unnaar[au]\b|unnad[au]\b|aa\s+irukk\w*|irukk\w*a\b|idd(?:a|aa)r[ae]\b|aagidd\w*a\b|aano\b)",
    re.I)
_ALL_WHAT = re.compile(r"\bkya\s+kya\b", re.I)  # "what all", as every language's doubled "what" is pivoted
_PENDING = re.compile(r"\bpending\b|\bbaa?ki\b|\bto\s*do\b|\bkya\s+karna\b|\bwhat\s+(?:do|should|must)\s+(?:i|we)\b|\bdue\b|"
                      r"\bkya\s+kya\b(?!.*\b(?:liya|kiya|diya|hua|hui)\s+th[aie]\b)|\bopen\s+items\b|\bwhat'?s\s+left\b|\bremaining\b|\bkarna\s+hai\b|\bready\b|\bprepare\b|\bt(?:a|ai|ay)y?aa?r\b|\b(?:tyaa?ri|taiyaa?ri|tayaa?ri|tiyaa?ri)\b|"
                      # ("saath kaam karne wala", "jo kaam karta tha": a person who worked, no work left to do;
                      # "<wall> r kaam bondho korile?", "kaam ruka?": work on a thing stopped or started, a fact asked)
                      r"\boutstanding\b|\bkaam\b(?!\s+kar(?:ne|ta|ti|te)\s+(?:wal[aeio]\w*|th[aei]\b))(?!\s+(?:band|bandh|bondho|bondh|ruk\w*|rok\w*|stop\w*|halt\w*|shuru|start\w*|chalu|chal\w*|nilich\w*|nirth\w*|ninn\w*)\b)|\bleft\s+to\b|\bstill\s+(?:left|to\s+do|to\s+cover)\b|\bkeep\s+ready\b|"
                      # "the next step?", "naa next pani enti?", "ekhon ki kaaj": the work that comes next
                      r"\bnext\s+(?:steps?|pani|kelasa|kaaj|kaam|work|move)\b|"
                      r"\b(?:pani|kelasa|kaaj)\s+(?:enti|emiti|em|emi|enna|enu|yenu|ki|kya)\b|"
                      # what to take along to a hearing: Hindi/Urdu "kya le jana/le ke jaana hai", English "what to
                      # carry/bring/take", Marathi "kay gheun jaycha", Bengali "ki niye jete hobe", Tamil "enna eduthuttu
                      # poganum", Telugu "emi teesukelli", Kannada "enu tagondu hogbeku", Malayalam "enthu kondupokanam"
                      # — the thing taken may be named between ("kya papers le jana hai", "em papers teeskuni vellali",
                      # "which documents should I carry", "enu file tagondu hogbeku")
                      # (Braj, Bundeli and Awadhi ask "what all" as "ka ka": the possessive is never doubled)
                      # (a line, a stand or a defence "taken" is a position, never a thing carried: "em line
                      # teesukuntunnaru", "kya stand le rahe")
                      r"\b(?:kya|kyaa|ka\s+ka|what|which|kay|ki|enna|em|emi|enu|enthu|kaun\s*se|kon\s*se|konte)\s+"
                      r"(?!(?:[a-z]+\s+){0,2}?(?:line|stand|stance|defen[cs]es?|pleas?|position)\b)"
                      r"(?:kya\s+)?(?:[a-z]+\s+){0,2}?(?:le\s+(?:ke\s+|kar\s+)?jaa?n[aie]|"
                      r"(?:to|should\s+(?:i|we)|must\s+(?:i|we)|do\s+(?:i|we)\s+(?:need|have)\s+to)\s+"
                      r"(?:carry|bring|take\s+along)|gheun\s+ja\w*|niye\s+je\w*|eduth\w*\s+po\w*|"
                      r"th?e{1,2}s(?:u)?k\w*|th?is(?:u)?k(?:o|u)\w*|tagond\w*\s+hog\w*|kondupo\w*)", re.I)
def work_asked_too(text: str) -> bool:
    """A question of another kind that asks the work as well ("next date kab, aur kya ready karna hai?", "naale enu
    ready maadbeku"): a word of work pending other than "due" (which a date is as often)."""
    return any(m.group(0).lower() != "due" for m in _PENDING.finditer(text))


# work asked before a day: "… se pehle kya karna hai", "usse pehle … kya schedule hai", "… mundu em undaali", "em arrange cheyyali", "kya dhyan rakhna"
_WORK = re.compile(r"\b(?:(?:u|i)?sse\s+pe?hle|mundu|before)\b.*\b(?:kya|em|emi|enti|what)\b(?!.*\b(?:kab|when|eppudu)\b)|"
                   r"\b(?:kya|em|emi|what)\s+(?:\w+\s+)?(?:karna|karni|mangwana|taiyaa?r|cheyy?ali|undaali|arrange|"
                   r"prepare|dhyan)\b|\bdhyan\s+rakhna\b|"
                   # "kya karne ka socha tha?", "what had we planned to do?": the work planned before a day
                   r"\b(?:kya|em|emi|what)\s+(?:\w+\s+){0,2}(?:karne\s+(?:ka|ki)\s+(?:socha|plan|irada)|planned\s+to)\b|"
                   # "kis akhbaar mein karwana hai aur kab tak?", "by when do we have to publish?": work with a deadline
                   r"\b[a-z]{3,}(?:wana|vana|ana|na)\s+(?:hai|h)\b.*\bkab\s+tak\b|\bby\s+when\b.*\b(?:have|need|must)\s+to\b|"
                   # "anything to file before the next date?": work asked by a day, not a yes or no of one thing
                   r"\banything\s+(?:(?:else\s+)?to|pending|left|due|outstanding)\b.*\b(?:before|by|till|until|pehle)\b|"
                   # "what is pending before the next date?", "9th munche enu pending?": pending work by a day, the word
                   # "before" as each language says it (Hindi, Urdu pehle; Marathi aadhi, purvi; Gujarati pehla; Bengali,
                   # Assamese aage, agot; Odia agaru, purbaru; Punjabi pehlan; Tamil munnadi, munnal; Telugu mundu;
                   # Kannada munche, mundhe, modalu; Malayalam munpu, mumbu; Nepali agadi, aghi, pahile)
                   r"\b(?:pending|baa?ki)\b.*\b(?:before(?!\s+(?:the\s+)?(?:hon\W?ble|court|bench|tribunal|forum|commission|"
                   r"authority|supreme|high|district|sessions|family|labour|consumer|justice|judge|magistrate|collector|"
                   r"registrar|sc|hc|db)\b)|till|until|pehle|pahile|aadhi|adhi|purvi|pehla|pahela|aage|age|agot|"
                   r"agaru|purbaru|pehlan|munnadi|munnal|mundu|mundhu|munche|mundhe|modalu|munpu|mumbu|agadi|aghi|"
                   # (and "by, within" a day: Telugu lopu/lopala, Kannada olage, Tamil kulla/kulle)
                   r"lopu|lopala|olage|kulla|kulle)\b|"
                   r"\b(?:before|pehle|pahile|aadhi|purvi|pehla|pahela|aage|agot|agaru|purbaru|pehlan|munnadi|munnal|mundu|"
                   r"mundhu|munche|mundhe|munpu|mumbu|agadi|aghi|lopu|lopala|olage|kulla|kulle)\b.*\b(?:pending|baa?ki)\b",
                   re.I)
_ALL = re.compile(r"\bacross\b|\ball\s+(?:my|our|the)\s+(?:matters|cases)\b|\bsab\s+cases?\b|\bsab\s+(?:matters|mila\s+ke)\b|"
                  r"\bevery\s+(?:case|matter)\b|\bin\s+all\b|\bmila\s+ke\b|\boverall\b|\bany\s+of\s+my\b|\bwhich\s+of\s+my\b", re.I)
_OTHER_SIDE = re.compile(r"\b(?:other|opposite|opposing)\s+(?:side|party|parties|counsel)\b|\bopposite\s+(?:taraf|paksh\w*|"
                         r"p[ao]kk?h[oe]\w*|pakhy?a|dhir|kakshi\w*|tharapp?u\w*|vaipu|baju\w*)\b|\btheir\s+side\b|\bopponents?\b|"
                         r"\bd[ou]o?sri\s+(?:taraf|party)\b|\bopposite\s+parties\b|\bsaamne\s+wale\b|"
                         # the other side as every language's table pivots it ("saame paksh", "edhir", "samne wala":
                         # "opposite"), then a case ending of the languages' possessive or agent: "opposite nu/ka/ne"
                         r"\bopposite\s+(?=(?:ka|ki|ke|ko|ne|da|di|de|cha|chi|che|chya|no|ni|nu|na|er|r|ar|ra|ro|"
                         r"oda|udaya|yokka|avara|nte|inte|ude|dhu|du)\b)", re.I)
# "hum (defence) ne": a word of who we are may stand in brackets between "hum" and "ne"
_OUR_SIDE = re.compile(r"\bour\s+side\b|\bh[au]maa?ri\s+(?:taraf|or)\b|\bapni\s+taraf\b|\bwe\b|\bhumne\b|\bhamne\b|"
                       r"\bh[ua]m\s+(?:\([^()]{1,30}\)\s*)?(?:ne|log)\b|\bi\s+(?:sought|took|asked)\b|\bus\b", re.I)
# "adjournments on our side", "humari taraf se": our side named in so many words, whatever the verb
# (and in the other languages' words: "our" — hamro/hamar (Nepali, Bhojpuri, Maithili), amader/amar (Bengali,
# Assamese), amchya (Marathi, Konkani), amari/amaru (Gujarati), saadi/sadde (Punjabi), amara (Odia), engal/namma/
# nammude (Tamil, Kannada, Malayalam), mana (Telugu) — before a word for "side": taraf, paksh, pokkho, pakhya, dik,
# phal, baju, bajune, vaipu, kade, bhagam, tharappu)
_OUR_SIDE_SAID = re.compile(r"\b(?:on|from|by)\s+our\s+side\b|\bh[au]maa?ri\s+taraf\s+se\b|\bapni\s+taraf\s+se\b|"
                            r"\b(?:h[au]maa?r[aeio]?|hamro|amader|amar|amcha|amchya|aamchya|amachya|"
                            r"amari|amaari|amaru|saadi|sadde|saade|amara|engal|namma|nammude|mana)\s+"
                            r"(?:taraf\w*|side|paksh\w*|pokkho|pakhya|dik|phal\w*|baju\w*|vaipu|kade\w*|bhag\w*|tharapp\w*)",
                            re.I)
# question words of English, Hindi and Telugu as typed in Latin letters; a final "kya" is a yes/no marker
# the plural "which ones", "what all" the pivot keeps as typed (Malayalam, Tamil, Kannada, Telugu)
_WH_PLURAL = r"ethokke|ethellam|enthokke|enthellam|edhellam|yaavella|yavella|evevi"
_WH = re.compile(r"\b(?:what|when|where|who|whom|whose|why|how|which|kab|kaun|kaunsa|kaunsi|kaunse|konsa|konsi|konse|kin|kitna|kitni|kitne|kaise|kaisa|kaisi|"
                 r"kahan|kyun|kyon|kis|kisne|em|emi|enti|eppudu|enni|evaru|ela|ekkada|enduku|entha|enta|"
                 + _WH_PLURAL + r")\b|\bkya\b(?!\s*\??\s*$)", re.I)
# "date of the notice?", "amount of costs?": a question that names what it wants is not yes/no
_ASKS_FOR = re.compile(r"\s*(?:the\s+)?(?:date|dates|amount|name|names|number|list|details|copy|status|reason|ground|grounds)\b",
                       re.I)
_WITNESS = re.compile(r"(?<![A-Za-z])" + SIDE + r"\.?\s?W\.?\s?-?\s?(\d{1,2})(?!\d)", re.I)  # PW … NAW, OPW (witness_words.py)
# a surname with the title said after it in court ("X madam", "X sir", "X saheb")
_TITLED = re.compile(r"\b([A-Za-z]{4,})\s+(?:madam|madame|maam|ma'am|sir|saheb|sahab|sahib|saab)\b", re.I)
_JUDGE_TITLE = re.compile(r"\bjustice\s+([A-Z][a-z]+)|\b([A-Z][a-z]+)\s+J\b(?!\w)|\bhon'?ble\s+([A-Z][a-z]+)", re.I)


@dataclass
class Named:
    """Something in the registry a question can name, and the cases it points at."""

    kind: str  # case | judge | counsel | client
    id: str
    label: str
    cases: list[str]
    words: list[str]
    weak_words: list[str] = field(default_factory=list)  # e.g. a counsel's chamber: names a client, not the counsel
    # the words the lawyer's own notes call the case by ("<x> case"): a name only where the question writes it so
    called: list[str] = field(default_factory=list)


@dataclass
class Question:
    text: str
    kind: str
    today: date
    cases: list[str] = field(default_factory=list)
    case_words: dict[str, list[str]] = field(default_factory=dict)  # case id -> the question's words that named it
    unknown_case: str | None = None
    unknown_judge: str | None = None
    judges: list[str] = field(default_factory=list)
    counsel: list[str] = field(default_factory=list)
    actor_side: str | None = None  # ours | other | court
    actor: str | None = None
    side_s_ways: bool = False  # a party's ways asked ("<party> side always …"), read as a pattern from an open question
    witness: str | None = None
    person: str | None = None  # a name asked about that is not a registry entity ("Leela Bose")
    on: date | None = None
    since: date | None = None
    until: date | None = None
    all_cases: bool = False
    topics: list[str] = field(default_factory=list)
    # a word of the question says what it asks (a question word, an auxiliary, a particle of any language the
    # reader knows); False for a question wholly in words it does not know, whose kind is a guess
    kind_read: bool = True
    day_named: bool = False  # `on` read from a weekday or a date of the month typed alone ("Friday", "4 tarikh")
    day_relative: bool = False  # `on` read from a word for tomorrow ("kal", "naalai", "repu", "bholi"), today coming
    hints: set[str] = field(default_factory=set)  # event kinds the words point at
    typed: str = ""  # the question as typed, before another language's words were read as the rules' (agent/terms.py)
    part_of: str = ""  # the whole question this one is a part of, read alone (agent/two_part.py); "" when whole


# a title that is a given name too, written before an initial and a name: "Thiru. V. <name>", "Selvi K. <name>"
_TITLED_INITIAL = re.compile(r"(?<![A-Za-z])([A-Z][a-z]+)\.?\s+[A-Z]\.?\s+(?=[A-Z])")


def titled_initial(name: str) -> set[str]:
    """The titles a person's name writes before an initial ("Thiru. V. <name>": thiru), which the registry's
    reading keeps as a given name when the initial is "V" (as in a title's "Selvi v. State"): in a person's name an
    initial is an initial, and the title names nobody, so a question's name beginning "Thiru…" is no "Thiru" with an ending."""
    return {m.group(1).lower() for m in _TITLED_INITIAL.finditer(name or "") if m.group(1).lower() in TITLE_NAMES}


def _name_words(*names: str | None) -> list[str]:
    return list(_name_words_of(names))  # (a copy: callers may add to it)


# the registry's names are read into words for every question (each NameIndex built): a name's words once
@lru_cache(maxsize=50_000)
def _name_words_of(names: tuple[str | None, ...]) -> tuple[str, ...]:
    out: list[str] = []
    for name in names:
        # an honorific that is a given name too is the name when no other name follows it ("R. Kumari")
        own = {w for w in registry_words(name or "") if w in TITLE_NAMES}
        for w in tokens(name or ""):
            if len(w) < 3 and not w.isdigit():
                continue
            if (w in HONORIFICS or w in TITLE_NAMES) and w not in own:
                continue
            if w in _STOP_FOR_NAMES and not _a_name_too(w):
                continue
            if w not in out:
                out.append(w)
    return tuple(out)


def _addressed_after(name: str) -> set[str]:
    """The words of address a client's name writes after another of its words ("… (prop. <name>, '<nickname>
    babu')", "<name> seth"): the courtesy the client is called with, no name of theirs — said in a question of a
    counsel ("<surname> babu") it names the counsel, not the client's case. A word of address that begins a name
    ("Babu Lal …") is the name."""
    out: set[str] = set()
    for part in re.split(r"[(),'\"]", name or ""):
        words = tokens(part)
        for before, w in zip(words, words[1:]):
            if w in WORDS_OF_ADDRESS and before not in HONORIFICS and before not in TITLE_NAMES and len(before) >= 3:
                out.add(w)
    return out


def _a_name_too(w: str) -> bool:
    """A registry name's word that is a function word only of another Indian language ("Mane", Gujarati's "to me"):
    typed in the registry as a name, it is the person's name, not a word to drop from it. Words shorter than four
    letters, English and Hindi function words and words of the court stay function words."""
    if len(w) < 4:
        return False
    if w in NOT_TOPICS:
        return True  # a postposition typed apart in a question ("bata", "kade") is a name when a registry name has it
    in_a_reader_tongue = w in READER_WORDS and w not in OWN_STOP and w not in _STOP_FOR_NAMES - STOP \
        and w not in _hindi_words()
    return in_a_reader_tongue or (w in OTHER_TONGUES and w not in _STOP_FOR_NAMES - READER_WORDS)


@lru_cache(maxsize=1)
def _hindi_words() -> frozenset[str]:
    from tareekh.agent.tongues import LANGUAGES

    return frozenset(w for v in LANGUAGES["hindi"].values() for w in v.split())


def _number_words(number: str) -> list[str]:
    """The digits of a case number that a lawyer types ('O.S. No. 318 of 2022' -> '318')."""
    m = re.search(r"(\d{1,6})\s*(?:of|/|-)\s*(\d{2,4})", number)
    return [str(int(m.group(1)))] if m else []


@lru_cache(maxsize=64)
def _heard_of(names: tuple[str, ...], nicknames: tuple[str, ...]) -> Heard:
    """The names and nicknames heard by sound, built once for one registry's names: a NameIndex is built for every
    question, and a Heard is not changed once built (keyed by all it reads)."""
    return Heard(names, common=COMMON_NAMES, nicknames=nicknames)


class NameIndex:
    """Every case, judge, counsel and client of the registry by the words a lawyer uses for them."""

    def __init__(self, registry: Any) -> None:
        self.items: list[Named] = []
        self.cases: dict[str, Any] = {}
        self.initials: dict[str, str] = {}  # a judge's initials that are also a word ("IS J") -> judge id
        self.registry = registry
        try:
            cases = registry.list_cases()
        except Exception:  # noqa: BLE001 - no registry, no names
            cases = []
        by_judge: dict[str, list[str]] = {}
        by_counsel: dict[str, list[str]] = {}
        by_client: dict[str, list[str]] = {}
        for c in cases:
            self.cases[c.id] = c
            aliases = list(c.aliases or [])
            # numbers come from the case number alone: an alias's "/25" or "2025" would match any date
            words = [w for w in _name_words(c.short_name, c.title, *aliases, *[p.name for p in c.parties])
                     if not w.isdigit()]
            self.items.append(Named("case", c.id, c.short_name or c.number, [c.id], words + _number_words(c.number)))
            if c.judge_id:
                by_judge.setdefault(c.judge_id, []).append(c.id)
            if c.counsel_id:
                by_counsel.setdefault(c.counsel_id, []).append(c.id)
            if c.client_id:
                by_client.setdefault(c.client_id, []).append(c.id)
        for getter, kind, owned in (("judges", "judge", by_judge), ("counsel", "counsel", by_counsel),
                                    ("clients", "client", by_client)):
            try:
                people = getattr(registry, getter)()
            except Exception:  # noqa: BLE001
                people = []
            for person in people:
                words = _name_words(person.name, getattr(person, "short", None))
                weak = []
                chamber = getattr(person, "chamber", None)
                if kind == "counsel":
                    # "Sri R. P. Singh (for L.D.A.)": the party in brackets names the client, not the counsel
                    inner = re.findall(r"\(([^)]*)\)", person.name)
                    words = _name_words(re.sub(r"\([^)]*\)", " ", person.name))
                    # "X, Special P.P.", "Y, Standing Counsel": the post after the comma names the office, not the
                    # person; its letters in capitals ("AAG", "P.P.") still call them, its plain words ("special") not
                    _, _, post = re.sub(r"\([^)]*\)", " ", person.name).partition(",")
                    plain = {w for w in _name_words(post)
                             if not re.search(rf"\b{re.escape(w.upper())}\b", re.sub(r"\.", "", post))}
                    words = [w for w in words if w not in plain]
                    # a surname that is also a word of some language's grammar ("Mane": Gujarati "to me") is still
                    # the counsel's name: the bar calls counsel by surname
                    last = tokens(re.sub(r"\([^)]*\)|,.*$", " ", person.name))[-1:]
                    if last and len(last[0]) >= 4 and last[0].isalpha() and last[0] not in words \
                            and last[0] not in HONORIFICS and last[0] not in TITLE_NAMES:
                        words.append(last[0])
                    weak = _name_words(*inner, chamber) + sorted(plain)
                if kind == "judge":
                    short = getattr(person, "short", None) or ""
                    # "IS J": initials that spell a common word are the judge's only in capitals before "J"
                    for ab in re.findall(r"\b([A-Z]{2,4})\s*J\b", short):
                        if ab.lower() in STOP:
                            self.initials.setdefault(ab, person.id)
                    # "IV ACJ", "Court 2", and a two-letter abbreviation in capitals ("PJ madam")
                    # "Sri A. B. Rao, President, District Consumer Commission": the post after the comma is not a
                    # name ("consumer order" names no judge); a word of it the name or short form also has still is
                    name, _, post = person.name.partition(",")
                    # (the courtesy the short name says the judge with, "<surname> babu", "<surname> bhau", is no name
                    # of theirs: said of a counsel, "Rath babu", it names the counsel; one the full name holds is a name)
                    own = _name_words(name)
                    words = own + [w for w in _name_words(short) if w not in own and w not in WORDS_OF_ADDRESS] \
                        + [w for w in tokens(short) if re.fullmatch(r"[ivx]+|\d+", w)] \
                        + [w.lower() for w in re.findall(r"\b[A-Z]{2}\b", short) if w.lower() not in STOP]
                    # "PCJ", "KLM J": a Justice by the initials of the name or the short name, and "J"
                    words += [w for w in judge_initials(person.name, short) if w not in words]
                    weak = [w for w in _name_words(post) if w not in words]
                if kind == "client":
                    # "<name>, contractor, <village>": a calling after the comma describes the client and
                    # names nobody ("contract workers" is not his case); a place there still calls him, weakly not
                    name, _, post = re.sub(r"\([^)]*\)", " ", person.name).partition(",")
                    own = set(_name_words(name))
                    calling = {w for w in _name_words(post) if w not in own and is_english(w)}
                    # "<name> (son <name> handles)": a remark in brackets; its English words say who deals with the
                    # matter, they name nobody ("how does he handle it" asks of no client); its names still call weakly
                    remark = {w for inner in re.findall(r"\(([^)]*)\)", person.name) for w in _name_words(inner)
                              if w not in own and is_english(w)}
                    words = [w for w in words if w not in remark]
                    words = [w for w in words if w not in calling and w not in _addressed_after(person.name)]
                    weak = sorted(calling)
                titles = titled_initial(person.name)
                words = [w for w in words if w not in titles]
                self.items.append(Named(kind, person.id, person.name, owned.get(person.id, []), words, weak))
        # how many cases a word points at: a word naming many cases names none of them alone
        owners: dict[str, set[str]] = {}
        for item in self.items:
            for w in set(item.words + item.weak_words):
                owners.setdefault(w, set()).update(item.cases or [f"{item.kind}:{item.id}"])
        self.owners = owners  # word -> the cases (or "kind:id" of a person) the registry's names give it to
        # the name the lawyer's own notes give a case, learned from its filed records (agent/notes_names.py)
        for item in self.items:
            if item.kind == "case":
                item.called = [w for w in (getattr(registry, "note_names", None) or {}).get(item.id, ())
                               if w not in owners]
        self.df: dict[str, int] = {w: len(o) for w, o in owners.items()}
        self._heard: Heard | None = None
        self.vocab = set(self.df)

    def heard(self, names: list[str]) -> Heard:
        """The registry's name words by sound (made once per index)."""
        if self._heard is None:
            # (a case's nicknames, the words a typed one a letter or two off is taken for: agent/heard.py)
            nicknames = [n for c in self.cases.values() for n in _nicknames(c)]
            self._heard = _heard_of(tuple(names), tuple(nicknames))
        return self._heard

    def names_said(self, text: str) -> set[str]:
        """The words the question writes as the notes' own name of a case, right before a word for a case."""
        toks = words_of(text)
        return {part for item in self.items for w in item.called if said_as_name(w, toks) for part in w.split()}

    def is_known_word(self, w: str) -> bool:
        return w in self.vocab or any(len(w) >= 6 and len(v) >= 6 and fuzz.ratio(w, v) >= 88 for v in self.vocab)

    def holds_whole(self, ws: list[str]) -> bool:
        """Every word of a name typed whole ("<given> <middle> <surname>") is a word of ONE person or case of the
        registry: a given name of one judge and a surname of another counsel make no person the registry holds."""
        def known(w: str, item: Named) -> bool:
            own = item.words + item.weak_words
            return w in own or any(len(w) >= 6 and len(v) >= 6 and fuzz.ratio(w, v) >= 88 for v in own)

        return any(all(known(w, item) for w in ws) for item in self.items)

    def generic(self, w: str) -> bool:
        """A word that names no case alone. A common surname still names a case when only one case has it."""
        if w in COMMON_NAMES:
            return self.df.get(w, 0) != 1
        return w in GENERIC or w in KIND_WORDS or w in TOPIC_WORDS or w in CASE_HEADS

    def match(self, q_tokens: list[str], script: list[str] | None = None) -> list[tuple[Named, list[str], bool]]:
        """(item, matched words, matched only through weak words) for every item the question names (`script`: the
        question's words in order in any script, for the names the notes give a case in theirs)."""
        script = script or []
        # a thing named in the question's language calls the case the registry names in English ("resham": silk)
        qset = set(q_tokens) | {e for t in q_tokens if (e := english_thing(t))}
        long_q = [t for t in qset if len(t) >= 6]
        out = []
        for item in self.items:
            hit = [w for w in item.words if w in qset or (len(w) >= 6 and any(fuzz.ratio(w, t) >= 88 for t in long_q))
                   # "the Iyers", "Iyers ne kitna diya": a family named by its surname in the plural
                   or (item.kind != "case" and len(w) >= 4 and w.isalpha() and not w.endswith("s") and w + "s" in qset)]
            weak = [w for w in item.weak_words if w in qset]
            if hit and item.kind == "counsel":
                # "<place> wale <surname> ji": the chamber (or the party in brackets) typed beside the name a counsel
                # is called by says which of the people of that surname is meant; the name covers the place's word,
                # so a judge of the same surname, or a judge posted at the place, is not named by it
                hit += [w for w in weak if w not in hit]
            hit += [w for w in item.called if said_as_name(w, q_tokens) or said_as_name(w, script)]
            if item.kind == "case":
                hit = [w for w in hit if not (w.isdigit() and len(w) < 2)]
            elif hit and all(w.isdigit() for w in hit):
                hit = []  # "Court No. 2" is not named by "PW-2"
            if hit or weak:
                out.append((item, hit or weak, not hit))
        # a person named by words another name covers better is not named ("Anil Kumar" is not "A. K. Verma")
        people = [m for m in out if m[0].kind in ("judge", "counsel", "client") and not m[2]]
        drop = set()
        for m in people:
            for other in out:
                if other is not m and not other[2] and set(m[1]) < set(other[1]):
                    drop.add(id(m))
        return [m for m in out if id(m) not in drop]


def _nicknames(case: Any) -> list[str]:
    """The names a lawyer gives a case: its short name and the aliases that are neither a form of its number ("COMMS
    88/25": the letters of a number's kind, which "commr" of a commissioner is a letter from) nor a party's name
    ("<firm> Saree Centre": a firm or person, whom "sarees" of another firm is a letter from)."""
    parties = " ".join(getattr(p, "name", "") or "" for p in getattr(case, "parties", None) or [])
    party_words = {w.lower() for w in re.findall(r"[A-Za-z]+", f"{parties} {getattr(case, 'title', '') or ''}")}
    short = getattr(case, "short_name", None)
    out = [short] if short else []
    for alias in getattr(case, "aliases", None) or []:
        if not alias or re.search(r"\d", alias):
            continue
        said = {w.lower() for w in re.findall(r"[A-Za-z]+", alias)}
        if said and said <= party_words and not (short and alias.lower() in short.lower()):
            continue
        out.append(alias)
    return out


def without_dates(text: str, today: date) -> str:
    """The question with its dates blanked, so "25 Aug 2025" names no case numbered 25 or 2025."""
    out = text
    for span in sorted(find_dates(text, today), key=lambda s: -s.pos):
        if re.search(r"\d", span.text):
            out = out[: span.pos] + " " * len(span.text) + out[span.pos + len(span.text):]
    return out


# a day said relative to today, in the words of the Indian languages as typed in Latin letters (the scripts' words
# reach here glossed): the next day, the day before, or either one, the verb deciding ("kal", "kaal", "kali": with a
# past verb the day before, else the next day)
_TOMORROW = re.compile(r"\b(?:tomorrow|tmrw|naalai|naalaikku|nalaikku|naale|repu|reppu|udya|udyaa|agami\s*kal|"
                       r"agamikal|agamikali|bholi|faleam|kaili|bhalke|aasanta\s+kali|asanta\s+kali|lashai|"
                       r"hayeng)\b", re.I)
_YESTERDAY = re.compile(r"\b(?:yesterday|nenne|ninne|netru|nethu|innale|gotokal|gotokali|gatakal|hijo|"
                        r"kaalu|kalcha|kalchi|mynhynnin|ngarang)\b", re.I)
_EITHER_DAY = re.compile(r"\b(?:kal|kaal|kaale)\b", re.I)
# a past verb or auxiliary of the languages that say "kal" for both days: "hua", "thayu", "zala", "hela", "did"
# (not "liye": "kal ke liye" is for tomorrow)
_PAST_VERB = re.compile(r"\b(?:hua|hui|huye|hue|huyi|tha|thi|the|gaya|gayi|gaye|kiya|kiye|diya|diye|liya|mila|mili|"
                        r"bola|boli|kaha|thayu|thayo|thai|hatu|hati|hato|hata|zala|jhala|zhala|zali|jhali|hota|hoti|"
                        r"hela|thila|hoilo|holo|hol|did|was|were|went|happened|said|told)\b", re.I)


# "how", as asked of how a day went, in the Indian languages as typed in Latin letters
_WENT = re.compile(r"\b(?:how|kaisa|kaisi|kaise|kaisan|kemon|kibhabe|kivabe|eppadi|epdi|yeppadi|ela|elaa|hegaytu|hege|"
                   r"engane|enganeya|kashi|kasa|kasi|kevu|kem|kiven|kivein|kumno|kemiti|kenekoi|kasto|kosso|kaso)\b", re.I)


def _kal(text: str, today: date) -> date | None:
    """The day a question names relative to today: "tomorrow", "naalai", "repu", "bholi" the next day; "yesterday",
    "netru", "nenne", "hijo" the day before; "kal" either, by its verb (a past verb: the day before)."""
    if _YESTERDAY.search(text):
        return today - timedelta(days=1)
    if _TOMORROW.search(text):
        return today + timedelta(days=1)
    if not _EITHER_DAY.search(text):
        return None
    return today - timedelta(days=1) if _PAST_VERB.search(text) else today + timedelta(days=1)


def _period(q: Question, text: str) -> None:
    low = text.lower()
    spans = [s for s in find_dates(text, q.today) if not re.fullmatch(r"\d{1,4}", s.text.strip())]
    if len(spans) == 2:
        a, b = sorted(spans, key=lambda x: x.pos)
        gap = low[a.pos + len(a.text): b.pos]
        lead = low[max(0, a.pos - 12): a.pos]
        # "between 9 Feb and 15 Feb", "from 9 Feb to 15 Feb", "9 se 15 Feb tak", "9 Feb nundi 15 Feb varaku"
        if re.fullmatch(r"\s*(?:and|to|till|until|se|nundi|-|–)\s*", gap) and \
                (re.search(r"\b(?:between|from)\s*$", lead) or not re.fullmatch(r"\s*and\s*", gap)):
            q.since, q.until = a.start, b.end
            spans = []
    for s in spans:
        before = low[max(0, s.pos - 12): s.pos]
        after = low[s.pos + len(s.text): s.pos + len(s.text) + 12]
        if re.search(r"\b(?:before|till|until|by|upto|up\s+to|se\s+pehle)\s*$", before) or \
                re.match(r"\s*(?:tak|takk|varaku|lopu|lopala|se\s+pehle)\b", after) or \
                before_said(text, s.pos + len(s.text)):  # "15 Mar tak", "17 dec ni mundhu": until (agent/day_typed.py)
            q.until = s.start
        elif re.search(r"\b(?:after|since|from)\s*$", before) or after_said(text, s.pos + len(s.text)):
            # "after 25 June", "25 june er por", "10 march nantar" (agent/day_typed.py): a day without its year is
            # the last such day in a question of what happened
            q.since = _past(s.start, s.text, q) if s.start == s.end else s.start
        elif s.start == s.end:
            q.on = _past(s.start, s.text, q)
        else:
            q.since, q.until = s.start, s.end
    kal = _kal(text, q.today)
    if kal is not None and kal > q.today and q.on in (None, kal):
        q.day_named = q.day_relative = True  # "kal ka matter?", "naalai enna case?": the coming day's list is asked
    if q.on is None:
        if kal:
            q.on = kal
        elif re.search(r"\btoday\b|\baaj\b", low) and q.kind in ("pending",):
            q.on = q.today
    if q.on is None and q.until is None and q.since is None and q.kind == "pending":
        _work_day(q, low)
    if re.search(r"\bthis\s+month\b|\bis\s+mahine\b", low):
        q.since, q.until = q.today.replace(day=1), q.today
    week = _week_period(low, q.today)
    if q.kind in ("next_date", "pending") and q.on is None and q.since is None and q.until is None:
        from tareekh.agent.periods import this_week_said, this_week_ahead

        if this_week_said(low):
            # the work or the dates of "this week" ("is hafte kya karna hai", "intha vaaram enna"): the days ahead,
            # not the days of the week gone by (agent/periods.py)
            week = this_week_ahead(q.today)
    if week is not None and q.on is None and q.since is None and q.until is None:
        q.since, q.until = week
    if q.since is None and q.until is None and q.on is None:
        _year_period(q, low)
    if q.since is None and q.until is None and q.on is None and q.kind not in ("next_date", "pending"):
        from tareekh.agent.periods import month_part_gone

        part = month_part_gone(text, q.today)  # "june end mein kya hua": 21–30 June (agent/periods.py)
        if part is not None:
            q.since, q.until = part
    if q.since is None and q.until is None and q.on is None:
        _month_period(q, low)
    if q.since is None and q.until is None and q.on is None:
        _day_named(q, low)
    if q.since is None and q.until is None and q.on is None:
        # "17.12 ke liye", "১৭ তারিখের আগে", "9-ke": a day the general readers miss (agent/day_typed.py)
        read = typed_day(text, q.today, ahead=q.kind in ("next_date", "pending"))
        if read is not None:
            if read[1]:
                q.until = read[0]
            else:
                q.on = read[0]


def _day_named(q: Question, low: str) -> None:
    """A day named by its weekday or its date of the month alone, in any language ("shukravare", "4 tarikh ko"):
    the coming one, or the one gone by when the question asks what happened (agent/days_asked.py)."""
    m = DAY_OF_MONTH.search(low)
    # a bare "4th" is a date only as "on the 4th", or as the question itself with a word beside it ("18th clash?")
    alone = m is not None and len(re.findall(r"\w+", low[: m.start()] + " " + low[m.end():])) <= 1
    if weekday_named(low) is None and (m is None or (m.group(2) and not alone and not re.search(r"\b(?:on|the)\s*$",
                                                                                                low[: m.start(2)]))):
        return
    past = q.kind in ("last_time", "said") or None
    if q.kind in ("next_date", "pending"):
        past = False
    q.on = day_named(low, q.today, past=past)
    q.day_named = q.on is not None


# a day of the month said without its month: "the 9th", "10 tareekh", "3 tarikh"
_DAY_OF_MONTH = re.compile(r"(?<![\d/.-])(?:the\s+)?(\d{1,2})(?:st|nd|rd|th|\s*(?:tareekh|tarikh|tarik|tareek|taarikh|"
                           r"tarekh|tedi|thedi|thethi|tethi|tariq))\b(?!\s*(?:court|floor|addl|additional|ad?j|acj|acmm|"
                           r"mm|jm|cjm|metropolitan|civil|city|district|item|witness|pw|dw|\w*\s+(?:court|floor)))")
# the words that put the day after the work: "before", "by", "till", "se pehle", "tak"
# (the words of every language for "before" and "until", as typed: "4 tarikh pehla", "shukravar aadhi", "munbu")
_BY_DAY = re.compile(r"\b(?:before|by|till|until|upto|up\s+to|pehle|pahle|pehla|pahela|pahelan|tak|varaku|lopu|lopala|"
                     r"munnadi|munche|mundu|munbu|munpu|munpe|mumbu|aadhi|adhi|purvi|purve|agaru|aagaru|purbaru|"
                     r"sudhi|paryant|paryanta|porjonto|varai|varaikkum|varege|tanaka|vare|pehlan|pehlon|takk)\b")


def _work_day(q: Question, low: str) -> None:
    """Pending work asked up to a day typed without its month ("before the 9th", "10 tareekh se pehle") or by its
    weekday ("by Friday"): the next such day from today (today itself when it is that day)."""
    day: date | None = None
    m = _DAY_OF_MONTH.search(low) or DAY_OF_MONTH.search(low)
    if m is not None and 1 <= int(next(g for g in m.groups() if g)) <= 31:
        n = int(next(g for g in m.groups() if g))
        y, mo = q.today.year, q.today.month
        if n < q.today.day:
            y, mo = (y + 1, 1) if mo == 12 else (y, mo + 1)
        try:
            day = date(y, mo, n)
        except ValueError:
            day = None
    if day is None:
        wd = weekday_named(low)  # "by Friday", "shukravar pehle", "শুক্রবারের আগে"
        if wd is not None:
            day = q.today + timedelta(days=(wd - q.today.weekday()) % 7)
    if day is None:
        return
    if _BY_DAY.search(low):
        q.until = day
    else:
        q.on = day
        q.day_named = True


# "this week", "is hafte", "ee vaaram"; "last week", "pichle hafte", "poyina vaaram": a week from Monday
_THIS_WEEK = re.compile(r"\b(?:this|is|iss|ee|is\s+wale)\s+(?:week|hafte|hafta|haftey|vaaram|varam)\b")
_LAST_WEEK = re.compile(r"\b(?:last|previous|pichh?le|pichh?la|gata|poyina|poina|gatha)\s+(?:week|hafte|hafta|vaaram|varam)\b")


def _week_period(low: str, today: date) -> tuple[date, date] | None:
    """'This week' is Monday up to today; 'last week' the Monday to Sunday before it."""
    monday = today - timedelta(days=today.weekday())
    if _THIS_WEEK.search(low):
        return monday, today
    if _LAST_WEEK.search(low):
        return monday - timedelta(days=7), monday - timedelta(days=1)
    return None


_MONTH_NAMES = ("january february march april may june july august september october november december").split()
# "July date appudu", "in March", "November mein": a month named bare, without a day, as when something happened
# (and the three letters a diary writes a month in, "dec hearing", "in nov": not "jan", "mar", "may", words as often)
_MONTH_SHORT = {"feb": "february", "apr": "april", "jun": "june", "jul": "july", "aug": "august", "sep": "september",
                "sept": "september", "oct": "october", "nov": "november", "dec": "december"}
_BARE_MONTH = re.compile(r"\b(?:in|during)\s+(" + "|".join((*_MONTH_NAMES, *_MONTH_SHORT)) + r")\b|\b(" + "|".join(
    m for m in (*_MONTH_NAMES, *_MONTH_SHORT) if m != "may") + r")(?:\s+|-)(?:date|hearing|lo|mein|me|wali|wale|ki|ke|ka|"
    # the postpositions "in/of" and the month's own word in the other Indian languages ("March ma", "March-la",
    # "March madhe", "March alli", "March il", "March re", "March nela", "March mahine")
    r"ma|maa|ni|na|nu|la|madhe|madhye|mde|te|ete|re|ot|il|alli|nalli|ge|kku|nela|masam|maasam|mase|maasa|mahine|"
    r"mahina|mahinyat|month|tarikh|tareekh|tarik)\b")


def _month_period(q: Question, low: str) -> None:
    """A month named without a day or a year is the last such month up to the day asked."""
    m = _BARE_MONTH.search(low)
    if m is None or re.search(r"\d", low[m.end(): m.end() + 6]) or re.search(r"\d\s*$", low[: m.start()]):
        return  # "March 2026", "5 March": a date the date reader already read
    named = m.group(1) or m.group(2)
    month = _MONTH_NAMES.index(_MONTH_SHORT.get(named, named)) + 1
    if q.kind in ("next_date", "pending") or _FUTURE.search(low):
        # "dec hearing kab hai?", "nov mein kya karna hai?": asked of what is to come, the next such month (the rest
        # of this one when it is this one)
        year = q.today.year if month >= q.today.month else q.today.year + 1
        last = date(year + (month == 12), month % 12 + 1, 1) - timedelta(days=1)
        q.since, q.until = max(date(year, month, 1), q.today), last
        return
    if month == q.today.month and q.today.day <= _MONTH_BARELY_BEGUN:
        return  # "what did she say of the dec date?" on 2 December: a month barely begun names what is to come in it
    year = q.today.year if month <= q.today.month else q.today.year - 1
    last = date(year + (month == 12), month % 12 + 1, 1) - timedelta(days=1)
    q.since, q.until = date(year, month, 1), min(last, q.today)


_MONTH_BARELY_BEGUN = 7
# the future as the rules read it after the pivot ("aayega", "hoga": every table's "will come", "will be"), and English's
_FUTURE = re.compile(r"\b(?:will|shall|aayega|aayegi|aaega|aaegi|hoga|hogi|honge|lagega|lagegi|going\s+to)\b")


_NEW_YEAR_DAYS = 15


def _year_period(q: Question, low: str) -> None:
    from tareekh.agent.periods import this_year_said

    """'before 2026', 'since 2025', 'in 2025', 'this year', 'is saal': a period of whole years."""
    # "this year", "is saal", "ee varsham" (the year word of any language the pivot writes as "saal")
    if re.search(r"\b(?:this|is|iss|ee|current)\s+(?:year|saal|varsham|samvatsaram)\b", low) or this_year_said(low):
        q.since, q.until = q.today.replace(month=1, day=1), q.today
        if q.today.month == 1 and q.today.day <= _NEW_YEAR_DAYS:
            # asked in a year's first days ("is saal kaun se case not reached", on 4 January), "this year" is the
            # working year just ended, which the courts' winter vacation runs into: it is read with that year
            q.since = q.since.replace(year=q.since.year - 1)
        return
    m = re.search(r"\b(before|till|until|after|since|from|in|during)\s+((?:19|20)\d\d)\b(?!\s*[/-])", low)
    if m is None:
        # "2025 mein", "2025 lo": the year named with the Hindi or Telugu postposition after it
        after = re.search(r"(?<![\d/.-])((?:19|20)\d\d)\s+(?:mein|me|mei|lo|loo|ke\s+dauraan)\b", low)
        if after:
            year = int(after.group(1))
            q.since, q.until = date(year, 1, 1), date(year, 12, 31)
        return
    word, year = m.group(1), int(m.group(2))
    if word in ("before", "till", "until"):
        q.until = date(year - 1, 12, 31) if word == "before" else date(year, 12, 31)
    elif word == "after":
        q.since = date(year + 1, 1, 1)
    elif word in ("since", "from"):
        q.since = date(year, 1, 1)
    else:
        q.since, q.until = date(year, 1, 1), date(year, 12, 31)


def _past(day: date, typed: str, q: Question) -> date:
    """A day typed without its year ("10 march ko kya hua tha") in a question about what happened is the last such
    day, not the next one."""
    # "tomorrow", "today": a day said relative to today is that day, whatever the question's kind
    # "which matters are listed on 3rd Dec": a listing asked in the present is the coming day
    if day <= q.today or q.kind in ("next_date", "pending") or re.search(r"\d{4}|[./-]\d{2}\b|tomorrow|today|tonight", typed, re.I) \
            or re.search(r"\b(?:are|is)\s+(?:\w+\s+)?(?:listed|fixed|posted|coming\s+up)\b", q.text, re.I):
        return day
    try:
        return day.replace(year=day.year - 1)
    except ValueError:  # 29 Feb
        return day - timedelta(days=365)


# "kya bayan diya?", "gawahi mein kya kaha?": what a witness's statement held (not whether it was given, "gawahi
# hui kya?")
_WHAT_ACCOUNT = re.compile(r"\bkya\s+(?:baya+n|ga[wv]ahi)\b|\b(?:baya+n|ga[wv]ahi)\s+(?:me|mein|main)\s+kya\b", re.I)
# "ki sakhi dile?", "kya gawahi di?", "kay saksh dili?", "shu jubani aapi?": what testimony a person gave, asked with
# the word for "what" of Hindi/Urdu (kya), Bengali/Assamese/Punjabi (ki), Marathi (kay), Gujarati (shu), Odia (kana),
# the testimony's word (bayan, gawahi, Assamese/Bengali/Odia sakhi/xakhi/saakhya, Hindi/Marathi sakshya/saksh,
# Bengali jobanbondi, Gujarati jubani) and a verb of giving: the account itself is asked, whoever is named
_ACCOUNT_GIVEN = re.compile(
    # (and the southern languages' own: Malayalam "entha mozhi koduthu?", Tamil "enna saatchiyam kuduthaar?", Telugu
    # "emi saakshyam ichaaru?", Kannada "enu saakshya kottaru?"; the giving verb may come already read as "diya")
    r"\b(?:kya|ki|kii|kay|kaay|shu|kana|kan|entha|enthu|enna|ennatha|emi|em|enti|enu|yenu)\s+"
    r"(?:baya+n|ga[wv]a+hi|sa+kh[iy]a?|xa+kh[iy]a?|sa+kshy?a?|sa+kshi|jo?ba+nbo?ndi|juba+ni|mozhi|moli|"
    r"sa+t?chi(?:yam)?|sa+kshy?am|sa+kshyamu|va+kku?moolam)\s+"
    r"(?:di|diya|diye|dii|dile|dilo|dilen|dila|dilak|dilei|dili|dei|delo|dele|aapi|aapyo|aapyu|dee|dilas|dilaa|"
    r"kodu?thu|kodu?the|kodu?tha|kodu?thathu|kodu?thittu|kodu?thaa?r|kodu?thanga|kudu?thaa?r|kudu?thanga|kudu?tha|"
    r"ichaa?ru|ichaa?du|ichindi|icchaa?ru|icchaa?du|kottaa?ru|kottidaa?re|kottanu|kottalu|sonnaa?r|sonnanga)\b", re.I)


# what a witness (named by a witness's word, no number: "HR wala sakshidar", "the doctor witness") said or admitted,
# asked with "what" before a verb of saying or admitting: English, Hindi/Urdu (kya … kaha/bola/maana/kabool kiya),
# Marathi (kay … sangitla/bolla/kabul kela), Bengali/Assamese (ki … bollo/koilo/manile), Gujarati (shu … kahyu/kabulyu)
_WHAT_ADMITTED = re.compile(
    r"\b(?:what|kya|kay|kaay|ki|shu)\b[^?,.;]{0,24}?\b(?:admit\w*|kabul\w*|kabool\w*|maan[aie]|maanya|sangitl\w*|"
    r"sangital\w*|boll[aeo]\w*|bola|boli|bole|kaha|kahyu|koilo|manil\w*|said|say|state[ds]?)\b", re.I)


# "for how much" ("kitne mein", "kitna me", as the other languages' "ketla ma", "kitila", "evvalavukku" pivot to it):
# a price or a sum, not "out of how many" ("kitne mein se")
# "kitne mein bika", "kitne pe settle karenge": for (or at) how much, a price or a sum agreed
_FOR_HOW_MUCH = re.compile(r"\bkitn[aei]\s+(?:mein|me|main|mai|pe|par)\b(?!\s+se\b)", re.I)


def _money_counted(text: str) -> bool:
    """Some "how many" of the question is followed by a word for money ("kitni sel diya, suit kitni claim?"): the
    question asks a sum, whatever a later "how many" is followed by."""
    return any(money_word(w) for w in re.findall(r"\bkitn[aei]\s+(\w+)", text, re.I))


# a name asked, in English and in the Indian languages as typed in Latin letters (naam, naav, peru, peyar, hesaru,
# per) and in their scripts
_NAME_ASKED = re.compile(r"\bname\b|\bnaam\b|\bnaav\b|\bnaavu\b|\bperu\b|\bpeyar\w*|\bhesar\w*|\bpeyaru\b|नाम|नाव|"
                         r"নাম|பெயர்|పేరు|ಹೆಸರು|പേര്|નામ|ਨਾਮ|ନାମ|نام", re.I)

# who, and a witness's examination (cross, chief; jirah, jirha as typed in Latin letters and Devanagari)
_EXAM_ASKED = re.compile(r"\bcross\w*|\bjir[ae]h\b|\bjirha\b|\bchief\b|\bxxn\b|\bexamin\w*|जिरह", re.I)


def delay_asked(text: str) -> bool:
    """The question asks how much a side put something off ("WS dene me kitna latkaya?"): a delay, never a sum."""
    return _DELAY_ASKED.search(text) is not None


# rent, in the languages' words: Hindi/Urdu "kiraya", Marathi/Gujarati "bhada", Kannada "baadige", Tamil "vaadagai",
# Telugu "adde", Malayalam "vaadaka", Bengali/Odia "bhara" (a sum owed for it, asked "how much is left")
_RENT = re.compile(r"\b(?:rent|kira+ya|kiraye|bh?aa?da|baa?dige|vaa?dagai|adde|vaa?daka|bhaa?ra|bhaa?ḍa)\b|किराया|किराए|भाड़ा|"
                   r"ভাড়া|ଭଡ଼ା|ભાડું|ਕਿਰਾਇਆ|வாடகை|అద్దె|ಬಾಡಿಗೆ|വാടക|کرایہ", re.I)


# a fee, a charge or a sum to be paid in or deposited (batta, process fee, court fee, a commissioner's fee, costs)
_FEE = r"(?:fees?|batta|bhatta|charges?|costs?|deposit|process\s+fee|court\s+fee|commission)"
# a question word of what or how much in the languages' words (a "what" asked of a fee to pay asks its sum; "entu"
# as Kannada and Dakhni speakers type "enu"/"eshtu")
_WHAT_OR_HOW_MUCH = r"(?:kya|kitna|kitni|kitne|what|how\s+much|enu|entu|yenu|eshtu|estu|enthu|entha|ethra|enna|" \
    r"evvalavu|evlo|em|emi|enti|kiti|kay|ketla|ketli|koto|kot|kati|kimaan|kiman)"
# the duty to pay it, in the languages' words as typed and as the rules pivot them ("kattbeku" -> "karna hai")
_TO_PAY = r"(?:kattbeku|kattabeku|kattbek|kattanam|kettanam|kattanum|kattonum|kattali|kattalsi|adakkanam|adaykkanam|" \
    r"bharna|bharni|bharne|bharvanu|bharaycha|bharave|bharvi|jama\s+karna|jama\s+karni|jama\s+karne|dena|deni|" \
    r"karna\s+hai|karni\s+hai|to\s+(?:be\s+)?(?:pay|paid|deposit)\w*|(?:have|has)\s+to\s+(?:pay|deposit))"
_FEE_TO_PAY = re.compile(rf"\b{_FEE}\s+(?:\w+\s+)?{_WHAT_OR_HOW_MUCH}\s+{_TO_PAY}\b|"
                         rf"\b{_WHAT_OR_HOW_MUCH}\s+{_FEE}\s+{_TO_PAY}\b", re.I)


def fee_to_pay_asked(text: str) -> bool:
    """A fee or a sum to pay asked with "what"/"how much" and a word of the duty to pay it ("commissioner fee enu
    kattbeku?", "process fee kya bharna hai?", "what fee to be paid"): the sum, not the work pending; asked "by when"
    it is a day."""
    return bool(_FEE_TO_PAY.search(text)) and not re.search(r"\b(?:kab|when|eppudu|eppo|eppol|yavaga|kevha|kyare)\b",
                                                             text, re.I)


def _kind(text: str, has_judge: bool, has_counsel: bool, has_witness: bool) -> str:
    # "bail mila kya? kab?": a yes or no, its day asked apart, is the yes or no (agent/when_after.py)
    head = asked_before_when(text)
    if head is not None and _kind(head, has_judge, has_counsel, has_witness) == "yes_no":
        return "yes_no"
    return _kind_of(text, has_judge, has_counsel, has_witness)


def _quantity_asked(text: str, m: re.Match) -> bool:
    """"kitni" (the one "how much / how many" of most languages, agent/counted_things.py) beside an English noun
    written singular that names nothing counted, after it ("kitni disability", "kitni bond") or before it ("claim
    kitni"): a quantity is asked. A counted thing on either side ("issues kitni frame", "kitni witness") is a count."""
    if not re.match(r"kitni\b", m.group(0), re.I):
        return False  # Hindi's "kitne" asks how many, "kitna" how much: each says which itself
    after = m.group(1)
    before = re.search(r"\b([a-z]+)\s+$", text[:m.start()], re.I)
    if before is not None and (before.group(1).lower() in STOP or before.group(1).lower() in _CONNECT):
        before = None  # "case mein kitni tarkha": a postposition, no thing measured
    counted = [w for w in (after, before.group(1) if before else "") if w and (COUNTED.match(w) or _plural_noun(w))]
    if counted:
        return False
    return quantity_noun(after) or (before is not None and quantity_noun(before.group(1)))


def _plural_noun(word: str) -> bool:
    return len(word) >= 4 and is_english(word) and word.lower().endswith("s") and not word.lower().endswith("ss")


def _kind_of(text: str, has_judge: bool, has_counsel: bool, has_witness: bool) -> str:
    if _COUNT.search(text) or (_COUNT_AFTER.search(text) and not _MONEY.search(text) and not _SUM_ASKED.search(text)) \
            or _COUNTED_BEFORE.search(text):
        return "count"
    # (a classifier between: "kitni jana saakshi", how many persons of witnesses; and "apiece" after the how-much,
    # Bengali-Assamese "koto kore/kori", or the how-much said twice, "kitna kitna": "how much each", the word after
    # it the one that tells a count from a sum — "koto kore deposit", a sum paid at a time)
    m = re.search(r"\bkitn[ei]\s+(?:(?:kore|kori|kitn[aei])\s+)?(?:(?:%s)\s+)?([a-z]{4,})"
                  % "|".join(sorted(CLASSIFIERS, key=len, reverse=True)), text, re.I)
    # "income kitni dikhayi?", "compensation kitni pelam?": the money named right before the word asks how much
    money_before = bool(m) and bool(re.search(r"(?:^|\W)(?:%s)\s+$" % _MONEY.pattern, text[:m.start()], re.I))
    # "mesne profits kitni pelam ab tak?": money named, and the word after "kitni" ends its clause — a verb of a
    # language the rules do not know (received), not a thing counted ("kitne issues frame hue")
    verb_after = bool(m) and bool(RECEIVED_ASKED.fullmatch(m.group(1))) and bool(_MONEY.search(text) or _SUM_ASKED.search(text)) and \
        bool(re.match(r"\s*(?:(?:ab|abhi|aaj)\s+tak|till\s+now|so\s+far|hai|tha|thi|the|hua|hui|kya)?\s*(?:[?,;.]|$)",
                      text[m.end():], re.I))
    if m and _quantity_asked(text, m):
        return "amount"  # "doctor ethra disability certify cheythu?", "claim kiti takla?": a quantity, not things counted
    if m and (m.group(1).lower() in _SUM_VERBS or getting_verb(m.group(1))):  # "kete paiba", "kitna milega": money got
        return "amount"  # "surveyor kitna assess kiya?": a sum fixed or paid, nothing counted
    if m and m.group(1).lower() in ("offer", "offered"):
        return "amount"  # "insurer ne kitni offer kari?", "kitna offer kiya?": a sum offered, one, not offers counted
    for_how_much = _FOR_HOW_MUCH.search(text)
    if for_how_much and _SAID.search(text[:for_how_much.start()]):
        for_how_much = None  # "X ne kya bola tha, kitne mein maanegi?": what they said is asked, the sum inside it
    if _money_counted(text) or for_how_much:
        # "kitni rakam jama karne ko kaha", "kitna paisa bataya": "how much" (every language's, pivoted) before a word
        # for money, or "for how much" ("kitna mein bika"): a sum, whatever verb of saying or ordering follows
        return "amount"
    if m and m.group(1).lower() not in STOP and not _MONEY.match(m.group(1)) and m.group(1).lower() not in _SPANS | _VERBS_AFTER \
            and not money_before and not verb_after and not money_word(m.group(1)) \
            and not _money_counted(text) \
            and not (_LEFT_SUM.search(text) and (_MONEY.search(text) or MONEY_IN_QUESTION.search(text) or _RENT.search(text))):  # "koto taka", "kitne jama": how much
        # ("maintenance … eshtu baaki", "rent kitni baaki": what is left of money named is a sum, not things counted)
        return "count"  # "kitne issues frame hue?": how many of a thing ("kitne baje", "kitne hafte": an hour, a span)
    if _LEFT_SUM.search(text) or _SIZE_ASKED.search(text):
        # "kitna baaki reh gaya?", "how much is still due?": the sum left to pay, not work pending; "total claim
        # entha?": the size of a claim or a total
        return "amount"
    if _STAGE.search(text) and _ACCOUNT.search(text):
        return "said"  # "cross mein kya kya admit kiya?", "chief mein kahan batayi?": the witness's own account
    if fee_to_pay_asked(text):
        return "amount"  # "commission fee enu kattbeku?", "batta kya bharna hai?": the sum to pay, not work pending
    if _WORK.search(text) and not has_judge and not has_counsel:  # "what to prepare for X J" is the judge's habit
        return "pending"  # "agli date se pehle kya karna hai?", "next date mundu em undaali?": work before a day
    if _NEXT.search(text) or when_listed(text):  # "kyare lagse?", "kobe lagbe?": when it is listed (agent/when_listed.py)
        # "last date em ayyindi? next eppudu?": the last hearing, and its answer gives the next date too
        return "last_time" if re.search(r"\blast\s+(?:date|time|hearing)\b|\bpichl[ie]\s+(?:date|tareekh|peshi)\b",
                                        text, re.I) else "next_date"
    if left_sum_sent_asked(text):
        return "yes_no"  # "baki … paisa mokalyo kyare?": when the sum owed was sent, not work pending (agent/money_sent.py)
    if re.match(r"\s*when\s+(?:did|was|were|has|had)\b", text, re.I) or \
            re.search(r"\bkab\s+(?:mil\w*|hu[aie]\w*|di\w*|kiya|kiye|aay\w*|gay\w*|file\w*|issue\w*)\b", text, re.I) or \
            re.search(r"\b(?:eppudu)\s+(?:vachind\w*|ich(?:ch)?aa?r\w*|ich(?:ch)?ind\w*|file\w*|chesar\w*|vesa\w*)", text, re.I):
        return "yes_no"  # "When did we file the appeal?", "bail kab mili?": the dated line that says so, or none
    if _SAID.search(text) or (has_witness and re.search(r"\b(?:say|said|bola|boli|kaha|stated|admit)", text, re.I)) \
            or (has_witness and _WHAT_ACCOUNT.search(text)) or _ACCOUNT_GIVEN.search(text) \
            or (_WITNESS_WORD.search(text) and _WHAT_ADMITTED.search(text)):
        return "said"
    if (asks_questions_put(text) or remark_asked(text)) and not _HABIT.search(text) and not _EVERY_TIME.search(text) \
            and not every_date(text) and not habit_named(text) and not (has_judge and asks_habit(text)) \
            and not _LAST.search(text):  # "last time judge em adigaru?": the last hearing's answer holds it
        return "said"  # "kya kya sawal kiye?", "em adigaru?", "enna kettaar?": the questions put (agent/ask_verbs.py)
    if has_witness and (who_asked(text) or _NAME_ASKED.search(text)):
        return "said"  # "Who is DW1?", "CW2 kon hoti?": the witness by name, with what the notes record of them
    if (_NAME_ASKED.search(text) or (who_asked(text) and (_EXAM_ASKED.search(text) or eye_asked(text)
                                                           or _WITNESS_WORD.search(text)))) and role_asked(text):
        # "the doctor's name?", "<matter> doctor peru enna?", "expert kaun tha, cross mein kya nikla?": the witness of
        # that role, by name, with their account ("<matter> ka doctor gawah kaun?": the role's witness, asked so);
        # "the eyewitness, who?": one who saw is a witness, whatever else
        # the role asks (a doctor or an IO asked "who" may be the office's holder, agent/role_holder.py)
        return "said"
    if _WENT.search(text) and (_YESTERDAY.search(text) or re.search(r"\b(?:did|was)\b.*\bgo\b|\bwent\b", text, re.I)):
        return "last_time"  # "yesterday how?", "netru eppadi?", "hijo kasto?", "how did it go?": the last hearing
    if _happened_apart(text) and not _NEXT.search(text):
        return "last_time"  # "kal kya hua, cross hua?": what happened at the hearing, the cross one thing of it
    # "what came out in his cross?" (a witness called by name and asked how it went, "<name> cha cross kasa gela?", is
    # read below as open: the witness's own line, found by name, answers it — agent/witness_role.py)
    # ("<counsel> ka cross me kya style hai", "how does <counsel> usually cross-examine": a counsel's standing ways
    # asked, in any language's words for a way, a habit or "always"; the stage is where he shows them, no one
    # witness's account)
    if has_counsel and not has_judge and not has_witness and asks_ways(text):
        return "pattern"
    if (re.search(r"\b(?:deposition)\b", text, re.I) or _STAGE.search(text)) \
            and re.search(r"\b(?:what|how|kya|em|emi|enti)\b", text, re.I) \
            and not _PENDING.search(text) and not _COUNT.search(text):
        return "said"  # "what came out in his cross?": what a witness said, whoever is named beside it
    if has_counsel and _EXCUSE.search(text):
        return "pattern"  # a counsel's excuses: a judge of the same name gives none
    if (has_judge or _THE_BENCH.search(text)) and (_HABIT.search(text) or _EVERY_TIME.search(text) or every_date(text)
                                                   or habit_named(text)):
        return "judge_habit"  # "what does the bench always ask first?": the judge of the case asked, by role
    if has_judge and asks_habit(text):
        return "judge_habit"  # "every time", "their style", "kya chahiye hota hai" in any language (agent/habit_asked.py)
    if has_counsel and (_PATTERN.search(text) or _EVERY_TIME.search(text) or _EXCUSE.search(text) or every_date(text)
                        or habit_named(text) or every_time(text)):  # (every language's "every time": agent/habit_asked.py)
        return "pattern"
    # "did Jain deposit the 143A amount?", "has the total been paid?": asked yes or no, the money named is the thing
    # (or a verb closed by the particle that asks yes or no: "interim amount bhar diya kya?", "… bharla ka?")
    polar = (re.match(r"\s*(?:did|has|have|had|was|were|is)\b", text, re.I)
             or re.search(r"\b[a-z]{3,}\s+(?:kya|ki\s+nahi|ke\s+nahi|ya\s+nahi)\s*\?\s*$", text, re.I)) and \
        not re.search(r"\bhow\s+much\b|\bkitn[aie]\b|\bwhat\b|\bkya\b(?!\s*(?:ki\s+nahi|ke\s+nahi|ya\s+nahi)?\s*\?\s*$)",
                      text, re.I)
    if _DELAY_ASKED.search(text):
        return "count"  # "kitna latkaya?": how long a side put it off, the times it took, not a sum
    if not polar and _HOW_MUCH_ALONE.search(text):
        # "interim mein kitna rakha judge ne?": "how much" (every language's, pivoted to "kitna") with a verb and
        # no money word the rules know is still a sum asked — unless a span, a count or work follows it
        return "amount"
    if not polar and _AMOUNT.search(text) and MONEY_IN_QUESTION.search(text):
        return "amount"  # "kitne paise ka", "evvalavu panathukku", "suit kitne no che?": money in the languages' words
    if not polar and _AMOUNT.search(text) and per_period_asked(text):
        return "amount"  # "varushathukku evlo", "mahine ka kitna": how much at a rate (a rent, a lease), a sum
    if not polar and (_AMOUNT.search(text) and _MONEY.search(text)) or re.search(r"\bkitne\s+(?:ka|ki|ke|mein|me)\b|\bhow\s+much\b|"
                                                                     # "kitna diya?", "kitni mili?": how much was paid
                                                                     r"\bkitn[aie]\s+(?:diya|diye|di|mila|mili|mile|bhara|bhari|jama)\b|"
                                                                     # Marathi "kiticha", "kitichi": "of how much" in one word
                                                                     r"\bkiti(?:cha|chi|che|chya)\b|"
                                                                     # "how much" as typed (Telugu, Tamil, Kannada, Malayalam)
                                                                     # and a verb of giving or paying in the past: "entha
                                                                     # ichcharu", "evvalavu koduthaanga", "eshtu kottru"
                                                                     r"\b(?:entha|enta|evvalavu|evlo|eshtu|ethra)\s+(?:\w+\s+)?"
                                                                     r"(?:ich?c?h(?:ara|aru|aaru|adu|indi|indhi)|kat+(?:aru|adu|indi|amu)|"
                                                                     r"kodut+(?:haar|haanga|hanga|aar|aanga|anga|hu|u)|kud+ut+(?:haanga|hanga|aanga|anga)|"
                                                                     r"kot+(?:aru|idru|ru|ta|idare))\b|"
                                                                     r"\b(?:ka|ki|ke)\s+kitna\s+(?:laga|lage|lagi|kharch|hua|tha|bana)\b",
                                                                     text, re.I):
        return "amount"
    if _WHO.search(text) and re.search(r"\badjourn|\btime\b|\bsamay\b", text, re.I):
        return "who"
    if step_fate_asked(text):
        return "yes_no"  # "recall application lagi si? ki hoya?": was the step taken, and its fate (agent/step_fate.py)
    if _LAST.search(text) and not re.match(r"\s*(?:did|does|do|is|was|were|has|have|had)\b", text, re.I):
        return "last_time"
    if has_judge and (re.match(r"\s*(?:does|do)\b", text, re.I) or _HABITUAL.search(text)):
        return "judge_habit"  # "Does the judge reserve orders or decide on the spot?": a habit, asked as yes or no
    # "… diya kya ab tak?": a "kya" after the verb asks yes or no; it is no question word
    asked = re.sub(r"\s+kya(?:\s+(?:ab|abhi)\s+tak)?\s*\?\s*$", "?", text, flags=re.I)
    done = _YES_NO.search(text)
    if done is not None and done.group("done"):
        asked = text[:done.start("done")] + "?"  # the words before the done verb hold any question word
    if _DONE_LAST.search(text) and _PAID_THING.search(text[:_DONE_LAST.search(text).start()]) and not _WH.search(text):
        return "yes_no"  # "rasiya ku insurance paisa mila", "baki bhari diya?": was it paid or got, asked yes or no
    if _YES_NO.search(text) and not (_WH.search(asked) and not re.match(r"\s*(?:did|does|do|is|was|were|has|have|had|can|will|could|would|are)\b", text, re.I)) \
            and not habit_named(text):  # "… deuchhi ki nahin, ki pattern?": the pattern named asks the ways, not one yes or no
        return "yes_no"
    if _READY_ASKED.search(text) and not _WH.search(asked):
        return "yes_no"  # "are they ready to compound?", "ready ayyara?": a side's readiness, not work to keep ready
    if (has_judge or has_counsel) and _PENDING.search(text) and not _PENDING.search(_ALL_WHAT.sub(" ", text)):
        # "<judge> kya kya poochte", "<counsel> kana kana line dhariche": what all a person named does or asks (any
        # language's "what what", pivoted to "kya kya") is their ways, not work left to us — unless a word of work is there
        return "judge_habit" if has_judge else "pattern"
    if _PENDING.search(text):
        return "pending"
    if _STATUS.search(text):
        # "<counsel> ka kya scene rehta hai": the status asked in the habitual present ("rehta hai", "hota hai", every
        # time) of a counsel named is his way in the matter, not the matter's last day
        # the status asked OF the counsel ("<name> vakil ka kya scene hai", "what's the position with counsel <name>")
        # is his way in the matter too: the counsel, not a case, owns the status word
        # (and asked of every date, "har date pe kya scene raha": each hearing in turn, not the last one)
        return "pattern" if has_counsel and not has_judge and (asks_habit(text) or counsel_owns_status(text)) \
            or every_date(text) else "last_time"
    if has_judge and (re.search(r"\bwhat\b|\bkya\b|\bhow\b|\bkais[eai]\b|\bela\b|\bemi?\b|\b(?:" + _WH_PLURAL + r")\b", text, re.I)
                      or (not has_counsel and _asks_what_of(text))):
        return "judge_habit"
    if has_counsel and re.search(r"\bwhat\b|\bkya\b|\bhow\b|\bkais[eai]\b|\bela\b|\bemi?\b|\bwhich\b|\bkaun(?:sa|si|se)\b|"
                                 r"\bentha\b|\benthu\b|\benna\b|\b(?:" + _WH_PLURAL + r")\b", text, re.I):
        return "pattern"
    if has_judge and re.search(r"\b[a-z]+(?:te|ti)\s+(?:hain|hai|ho)\b|^\s*(?:does|do)\b", text, re.I):
        return "judge_habit"  # "… extension dete hain?": what the judge does, asked as yes or no
    if re.search(r"\b(?:[a-z]{3,}ed|paid|done|given|taken|made|sent|heard)\s*\?\s*$", text, re.I) and not _WH.search(text) \
            and not _ASKS_FOR.match(text) and any(w not in STOP for w in WORD.findall(text.lower())[:-1]):
        return "yes_no"  # "appeal filed?", "costs paid?": a thing and its past participle ("not reached?" is bare)
    if re.search(r"\?\s*$", text) and not _WH.search(text) and not _ASKS_FOR.match(text) and len(WORD.findall(text.lower())) >= 4:
        return "yes_no"  # no question word, in any language: "… admit ayyinda?", "… restore kar diya kya?"
    if _HAPPENED_CLOSING.search(text) and not _WH.search(text) and not _ASKS_FOR.match(text) \
            and len(WORD.findall(text.lower())) >= 3:
        return "yes_no"  # "<matter> final decree aayo", "<matter> stay mila": a verb of happening closes it, no "?"
    if has_counsel and not has_judge and STAND_ASKED.search(text):
        return "pattern"  # "<counsel> ke defence le rha <matter> me": the line a counsel takes, in any words around it
    if won_asked(text) and not _WH.search(text) and not _ASKS_FOR.match(text):
        return "yes_no"  # "<matter> appeal gelichama?": a verb of winning, in any language, asks yes or no (won_asked.py)
    return "open"


# "what" before the clause's closing verb, in the languages that put it there (Bengali, Assamese, Odia, Punjabi "ki",
# Marathi "kay", Gujarati "shu", Tamil "enna", Kannada "enu", Malayalam "enthu": "… ki kore?", "… kay karte?"): a
# content is asked, whatever the verb, though the tables hold no such verb
# (a Telugu "ki" is "to": "side ki vastunnaru?" — a verb ending as Telugu's do, in "-u" or "-ndi", after it is no
# "what" asked)
_WHAT_THEN_VERB = re.compile(r"\b(?:ki|kee|kii|kay|kaay|kai|shu|shun|kana|kan|enna|yenna|enu|yenu|enthu|entha)\s+"
                             r"(?![a-z]*(?:u|ndi)\b)[a-z]{2,}\s*(?:[?,;.]|$)", re.I)


def _asks_what_of(text: str) -> bool:
    """A word for "what" of any language the tables hold, or one before the verb that closes a clause."""
    from tareekh.agent.tongues import role

    return bool(_WHAT_THEN_VERB.search(text)) or any(role(t) == "what" for t in tokens(text))


_HAPPENED = re.compile(r"\bkya\s+hua\b|\bwhat\s+happened\b|\b(?:em|emi|enti)\s+(?:ayyindi|aindi|ayindi|jarigindi)\b", re.I)


def _happened_apart(text: str) -> bool:
    """'What happened' asked in a clause of its own, beside a question of a witness's stage ("kal kya hua, cross
    hua?"): the hearing is asked, not the witness's account ("PW1 ki cross mein kya hua?" asks the cross)."""
    clauses = re.split(r"[,;?]|\s+(?:aur|and|also|phir)\s+", text)
    return any(_HAPPENED.search(c) and not _STAGE.search(c) and not _WITNESS.search(c) for c in clauses) and \
        any(_STAGE.search(c) for c in clauses)


_COSTS_FILED = re.compile(r"\b(costs?|hurja|harja|harjana)\s+dakhil\s+kiya\b", re.I)
_HINTS: list[tuple[str, re.Pattern[str]]] = [
    ("adjournment", re.compile(r"\badjourn\w*|\badjd\b|\btime\s+(?:liya|liye|li|maanga|maange|sought|taken|took)\b|"
                               r"\b(?:sought|seek|took|taken|take|asked\s+for)\s+(?:time|adjournments?)\b|\btareekh\s+li\b|"
                               # a "time petition", "time application", "samay aavedan": the party's written ask for time
                               r"\btime\s+(?:petitions?|pet\.?|applications?|appl?n\.?|prayers?|arzi|arji|aavedan|avedan)(?!\w)|"
                               r"\bsamay\s+(?:aavedan|avedan|arzi|arji|prarthana)\b|समय\s*(?:आवेदन|प्रार्थना|अर्जी)", re.I)),
    ("costs", COSTS_WORDS),  # "costs", "harjana", "kharcha", "খরচ", "செலவு" (events/costs_words.py)
    ("order", re.compile(r"\bwarrants?\b|\bnbw\b|\bbw\b|\border(?:ed|s)?\b|\bdismiss\w*|\ballowed\b|\bgranted\b|\binterim\b|"
                         r"\bjudge?ment\b|\bcompromise\b|\bsettle\w*|\bstay\w*\b|\bdecree\w*", re.I)),
    ("undertaking", re.compile(r"\bundert\w+|\bvachan\b|\binstal+ments?\b|\bkisht\b", re.I)),
    ("filing", re.compile(r"\bfile[ds]?\b|\bfiling\b|\bdakhil\b|\blodged\b|\bsubmitted\b", re.I)),
    ("witness", re.compile(r"(?<![A-Za-z])(?:N\.?A|O\.?P|[PDCARWM])\.?\s?W\.?\s?-?\s?\d|\bwitness\w*|\bcross\b|\bchief\b|\bdeposed\b|"
                           r"\bgawa+h\w*|\bsakshi\w*|\bsa+khi\b|\bxa+khi\b|साक्षी|गवाह|সাক্ষী|ସାକ୍ଷୀ", re.I)),
    ("client", re.compile(r"\bclient\b|\btold\s+(?:the\s+)?client\b", re.I)),
    ("remark", re.compile(r"\bjudge\s+(?:say|said)\b|\bremark\w*|\blast\s+opportunity\b|\bannoyed\b|\bnaraz\b", re.I)),
    ("action_item", re.compile(r"\bpending\b|\bbaa?ki\b|\bto\s*do\b|\bkarna\b|\bdue\b", re.I)),
]
_WITNESS_WORD = dict(_HINTS)["witness"]  # a witness named by a word of any language, or by number


def _matter_names(index: NameIndex) -> list[tuple[str, str]]:
    """Each matter's own names in the registry (its short name and the aliases learned for it), each with the
    matter's number and title."""
    return [(n, f"{getattr(c, 'number', None) or ''} {getattr(c, 'title', None) or ''}") for c in index.cases.values()
            for n in (getattr(c, "short_name", None), *(getattr(c, "aliases", None) or [])) if n]


def understand(text: str, *, registry: Any, today: date, index: NameIndex | None = None,
               people: People | None = None) -> Question:
    """The kind and anchors of a question; one typed in Devanagari is read with its Hinglish gloss beside it."""
    index = index or NameIndex(registry)
    names = roman_names(index)
    typed = text
    # "company-kal", "witness-gal": the plural ending of Malayalam, Tamil and Kannada hyphened to a word, never the
    # "kal" (tomorrow, yesterday) of the north once the hyphen is read away
    text = re.sub(r"(?<=[A-Za-z])-(?:kal|gal|kalu|galu)\b", "", text)
    text = re.sub(r"\b(status)-(quo)\b", r"\1 \2", text, flags=re.I)  # the order's name, no ending glued to "status"
    # "reply-an", "<name>-ak", "HC-an": a case ending glued with a hyphen to a word the registry or reader knows
    text = unglued(text, lambda w: index.is_known_word(w) or w in _VOCABULARY or w in LAW_WORDS,
                   lambda w: w in _VOCABULARY or w in READER_WORDS or index.is_known_word(w) or is_english(w))
    untagged = without_tag(text)  # "… ho gayi thi na?": the closing "right?" is no thing asked
    tagged, text = untagged != text, untagged
    text = without_asker(text)  # "…? <brother> is asking": who wants to know is no thing asked (agent/asker.py)
    text = _name_tail_first(text, index)  # "… bharle ka? <party>": the matter named after the question, put first
    text = spelt_case_initials(text, index.cases.values())  # "SP suit": the "specific performance suit" named
    text = as_the_registry_writes(text, index.cases.values())  # "NH31 wala claim": the "… NH-31 claim" (joined_marks.py)
    # "netru", "nenne", "hijo": the day before in any language, kept as itself (the pivot writes it "kal", which a
    # verb-less question reads as the next day)
    text = _YESTERDAY.sub("yesterday", text)
    # "kadon", "enna aachu", "evlo vaati": another Indian language's words as the rules read them
    # "<case> er pottobhumi": its background; the notes' own name of a case ("<x> case") is kept as typed, though the
    # word is a verb of a language elsewhere
    text = pivot(text, frozenset(index.vocab) | briefing_words(text) | _mind_words(text) | index.names_said(text))
    # "costs haakidra?": the verb a language uses for "put" files a paper but imposes costs — costs are never filed
    text = _COSTS_FILED.sub(r"\1 imposed", text)
    text = court_written_in(text, _matter_names(index))  # "AB kedaichutha", "SQL frame": anticipatory bail, substantial question of law
    text = written_out(text, _VOCABULARY | LAW_WORDS, index.is_known_word)  # "NDOH", "wht hppnd", "adjrnmt"
    text = respell(text, index.heard(names), vocabulary=_RESPELL_KEEP)  # "Yousuf wale suit": the registry's "Yusuf"
    text = honorifics_apart(text, index.vocab)  # "Mohantyda", "Kokila ben": the registry's name as it holds it
    gloss = latin_gloss(text, names)
    # the gloss written in place as well ("12 नवंबर" is "12 november", a date), beside the words as typed
    read = f"{text} {in_latin(text, names)} {gloss}" if gloss else text
    if gloss and not is_indic(in_latin(text, names)):
        read = in_latin(text, names)  # every word glossed: read as if typed in Latin letters ("… kar diya?": yes or no)
    q = _understand(read, today=today, index=index, people=people)
    q.text = in_latin(text, names) if gloss else text
    q.typed = typed
    if gloss and not (q.cases or q.judges or q.counsel):
        # the name as typed in its own script ("सुरेश यादव वाली अपील"), before words the glossed reading joined
        q.unknown_case = unknown_case(text, names) or q.unknown_case
    if not (q.cases or q.unknown_case):
        q.unknown_case = unregistered_number(text, registry)  # "O.S. 999 of 2030": no such case, not other cases' notes
    if not (q.judges or q.counsel or q.unknown_judge):
        # "family court madam", "family court wale judge": the judge by the court's name
        addressed = judge_addressed(q.text, registry, STOP, by_post=not q.cases)
        if addressed is not None:
            q.judges = [addressed]
            q.kind = _kind(q.text, True, False, bool(q.witness))
            # "<court> judge … <words not read>?": the judge's ways
            q.kind = person_kind(q, q.text, True, lambda: kind_guessed(q.text, q.kind, True, bool(q.counsel), False))
    if tagged and q.kind == "open":
        q.kind = "yes_no"  # "jamin paise na?", "stay mila na?": a question closed on "…, right?" asks yes or no
    if q.kind in ("judge_habit", "pattern") and when_clause(typed) and not _habit_words(q.text):
        # "<judge> ne kya kaha jab gawah nahi aaya?", "<petition> allow cheythappol <judge> entha paranju?": one
        # occasion, named by what happened on it, not the person's ways
        q.kind = "said"
    return q


# a question's own words, then after its mark or a comma only a name or two ("… paise bharle ka? <party>", "… hua
# kya, <party>"): the last word of the question is its asking word, which the name typed after it must not hide
_NAME_TAIL = re.compile(r"^(?P<head>.*\S)\s*(?P<mark>[?,]+)\s*(?P<tail>[A-Za-z][A-Za-z.' ]{1,40}?)\s*[?.!]*\s*$")


def _name_tail_first(text: str, index: NameIndex) -> str:
    """`text` with a matter's name typed after the question's mark put before it ("<party>: … bharle ka?"), so that
    the question ends on its own last word (a closing "ka", "na", "ki" that asks yes or no); as typed otherwise."""
    m = _NAME_TAIL.match(text)
    if not m or len(m.group("head").split()) < 2:
        return text
    tail = tokens(m.group("tail"))
    if not tail or len(tail) > 3 or not all(index.is_known_word(w) or w in WORDS_OF_ADDRESS for w in tail) \
            or not any(index.is_known_word(w) for w in tail):
        return text
    asked = "?" in m.group("mark") or text.rstrip().endswith("?")
    return f"{m.group('tail').strip()}: {m.group('head')}{'?' if asked else ''}"


_PERSON_TITLES = frozenset("sh shri sri smt mr mrs ms miss dr adv advocate ld hon ble justice kumari km janab thiru "
                           "thirumathi srimathi sushri late".split())


def _not_the_judge_s_short(q_tokens: list[str], judges: list, counsel: list, index: NameIndex) -> list:
    """The counsel matched, less those whose matched words are a judge's whose short name, as the lawyer calls them
    ("<surname> sahab", "<surname> madam"), the question types whole: that judge is asked, not the counsel of the
    same surname."""
    if not (judges and counsel):
        return counsel
    called: set[str] = set()
    for m in judges:
        try:
            short = getattr(index.registry.get_judge(m[0].id), "short", None) or ""
        except Exception:  # noqa: BLE001 - no such judge, no short name
            continue
        words = tokens(re.sub(r"\([^)]*\)", " ", short))
        if len(words) >= 2 and any(q_tokens[k:k + len(words)] == words for k in range(len(q_tokens))):
            called |= set(m[1])
    return [m for m in counsel if not (called and set(m[1]) <= called)]


def _by_initials(counsel: list, text: str) -> list[str]:
    """The counsel asked of, when two share the surname typed and the question types the initials before it ("K.L.
    <surname>", "RK <surname>"): the one whose given names those initials are; else every one matched."""
    ids = list(dict.fromkeys(c.id for c in counsel))
    if len(ids) < 2:
        return ids
    low = text.lower()
    keep = []
    for c in counsel:
        name = re.sub(r"\([^)]*\)", " ", (getattr(c, "label", "") or "").split(",")[0])
        ws = [w for w in re.findall(r"[a-z]+", name.lower()) if w not in _PERSON_TITLES]
        if len(ws) < 2:
            continue
        surname, given = ws[-1], ws[:-1]
        typed = re.search(rf"(?<![\w.])((?:[a-z]\.?\s?){{1,3}})\s*{re.escape(surname)}\b", low)
        if typed is None:
            continue
        letters = re.sub(r"[^a-z]", "", typed.group(1))
        if letters == "".join(w[0] for w in given)[-len(letters):] and c.id not in keep:
            keep.append(c.id)
    return keep or ids


def known_word(word: str) -> bool:
    """A word the reader knows as no one's name: a particle, a word of its vocabulary, a word of the law."""
    return word in STOP or word in _VOCABULARY or word in LAW_WORDS


def _post_words(judge_id: str, index: NameIndex) -> set[str]:
    """The words of the post a judge's short name holds in brackets ("<surname> saheb (<post>, <forum>)") that are
    no word of the judge's own name: the forum's words, not the person's."""
    try:
        judge = index.registry.get_judge(judge_id)
    except Exception:  # noqa: BLE001 - no registry, no post
        return set()
    short = getattr(judge, "short", None) or ""
    post = {w for part in re.findall(r"\(([^)]*)\)", short) for w in _name_words(part)}
    return post - set(_name_words(judge.name.partition(",")[0])) - set(_name_words(re.sub(r"\([^)]*\)", " ", short)))


def _of_the_court_numbered(text: str, judges: list, index: NameIndex) -> list:
    """The judges matched, less those of another court of the post the question numbers ("ADJ-3" typed, a judge
    of "ADJ-I" matched by the post alone), when one of the court numbered is matched too."""
    typed = court_numbers(text)
    if not typed or len(judges) < 2:
        return judges
    kept = []
    for m in judges:
        try:
            judge = index.registry.get_judge(m[0].id)
        except Exception:  # noqa: BLE001 - no such judge in the registry: nothing to rule it out by
            judge = None
        if judge is None or not of_another_court(typed, judge):
            kept.append(m)
    return kept or judges


def _understand(text: str, *, today: date, index: NameIndex, people: People | None) -> Question:
    q_tokens = tokens(without_dates(text, today))
    # "PC J", "K. L. M. J": initials typed apart from the "J" they go with are read as one word too
    joined = [a + "j" for a, b in zip(q_tokens, q_tokens[1:]) if b == "j" and re.fullmatch(r"[a-z]{2,4}", a)]
    # "vimalinte", "naveenge": the name with an ending; "Ranganathan" typed with its capital is a name of its own
    joined += [n for t in q_tokens if not _capitalised(text, t) and (n := suffixed_name(t, index))]
    matches = [m for m in index.match(q_tokens + joined, words_of(text)) if not _another_person(text, m, index)]
    # "PW2 <given> <surname> ne …": the name typed after a witness's number is the witness's (agent/witness_named.py)
    witness_words = witness_named(text, known_word)
    matches = [m for m in matches if not (witness_words and set(m[1]) <= set(witness_words))]
    judges = [m for m in matches if m[0].kind == "judge" and (not m[2] or _addressed(q_tokens, m[1]))]
    parties_named = [m for m in judges if _a_party_s_given_name(m, matches, q_tokens, text, index)]
    judges, matches = [m for m in judges if m not in parties_named], [m for m in matches if m not in parties_named]
    counsel = [m for m in matches if m[0].kind == "counsel" and not m[2]]
    if counsel:
        # "<counsel> RCA me har baar …": a word that names the matter ("RCA", its forum in a judge's alias too) names
        # no judge in person when a counsel is the one asked
        # (a word that names the counsel too, or a judge's title typed, leaves the judge named)
        case_words = {w for m in matches if m[0].kind == "case" for w in m[1]}
        counsel_words_typed = {w for m in counsel for w in m[1]}
        if not _JUDGE_TITLE.search(text):
            judges = [m for m in judges if not set(m[1]) <= case_words or set(m[1]) & counsel_words_typed]
            # "<surname> vakil", "adv <surname>": a surname a judge shares, typed beside a counsel's title, is the
            # counsel's
            titled = {w for w in counsel_words_typed if re.search(
                rf"\b{re.escape(w)}\s+(?:ji\s+|sa+h?a?b\s+|babu\s+)?{_COUNSEL_TITLE}\b|\b{_COUNSEL_TITLE}\.?\s+{re.escape(w)}\b",
                text, re.I)}
            judges = [m for m in judges if not set(m[1]) <= titled]
            # "<counsel> consumer madhe kasa vagto": a word of the bench's post the short name holds in brackets
            # ("<surname> madam (President, Consumer Commission)") names the forum where the counsel is asked of,
            # not the judge in person
            judges = [m for m in judges if not set(m[1]) <= _post_words(m[0].id, index)]
    # "<surname> J": the Justice of that surname, not the magistrate who shares it (agent/judge_titled.py)
    judges = justices_titled(text, judges, index.registry)
    judges = _of_the_court_numbered(text, judges, index)  # "ADJ-3 madam": the judge of court III, not of court I
    if judges and says(text) and any(m[0].kind != "judge" and not m[2] for m in matches):
        # "<party> ne <surname> ke baare me kya bataya?", "<party> <surname> niye ki bollo?": the judge's surname
        # (or a word the registry spells as one: "malik", an owner) is the point another spoke about, not the speaker
        judges = [m for m in judges if not the_point_about(q_tokens, m[1])]
    counsel = _not_the_judge_s_short(q_tokens, judges, counsel, index)
    # … nor the counsel who shares it: "J" after the surname is the judge's title
    judge_words = {w for m in judges for w in m[1]}
    counsel = [m for m in counsel if not (set(m[1]) <= judge_words
                                          and all(re.search(rf"\b{re.escape(w)}\s+J\b", text, re.I) for w in m[1]))]
    witness_m = _WITNESS.search(text)
    initialled, plain = [], text
    for ab, jid in index.initials.items():
        said = re.compile(rf"(?<![\w.]){ab}\.?\s*J\b")
        if said.search(text):
            initialled.append(jid)
            plain = said.sub("the judge", plain)  # "IS J ke saamne …" is not "is …?" asked yes or no
    kind = _kind(plain, bool(judges or initialled) or bool(_JUDGE_TITLE.search(text)), bool(counsel), bool(witness_m))
    q = Question(text=text, kind=kind, today=today)
    if witness_m:
        q.witness = f"{side_letters(witness_m.group(1))}W-{int(witness_m.group(2))}"
    q.judges = [m[0].id for m in judges] + [j for j in initialled if j not in {m[0].id for m in judges}]
    q.counsel = _by_initials([m[0] for m in counsel], text)
    q.all_cases = bool(_ALL.search(text))
    _cases(q, index, matches, q_tokens)
    titled_not_case(q, text, index)  # "Dr <name> ne <kind> mein …": a person's name, not the case (agent/titled.py)
    _not_the_case_s_name(q, counsel, text, index)
    _the_counsel_s_name(q, counsel, text, index)  # "<surname> babu": the counsel, not the party's case of the name
    _unknown(q, index, text, matches)
    _counsel_s_one_case(q, matches, q_tokens)
    if not (q.counsel or q.judges or initialled):
        # "the insurance lawyer", "<initials> counsel", "opposite vakil" of a case named: a counsel by their party
        # (agent/party_counsel.py)
        # (asked how often they sought time, or their ways: "always what ground", their pattern; a question of
        # another kind, "what reason did the <party>'s lawyer give at first", is the matter's, as before)
        ways = bool(_PATTERN.search(plain) or _EVERY_TIME.search(plain) or _EXCUSE.search(plain) or asks_habit(plain))
        if q.kind in ("count", "pattern", "who") or (q.kind in ("open", "yes_no") and ways):
            q.counsel = counsel_by_party(q_tokens, index, index.registry, q.cases)
            if not q.counsel and q.kind == "open" and every_time(plain):
                # "<case> me insurance ka har baar …": the other side named by its party alone, asked "every time",
                # asks that side's ways; its counsel in the case stands for it (agent/party_counsel.py)
                q.counsel = counsel_of_side_named(q_tokens, index, index.registry, q.cases,
                                                  {w.lower() for ws in q.case_words.values() for w in ws})
            if q.counsel and q.kind in ("open", "yes_no"):
                q.kind = _kind(plain, bool(_JUDGE_TITLE.search(text)), True, bool(witness_m))
    if q.counsel and not (q.cases or q.judges or q.unknown_case) and q.kind == "yes_no" \
            and not _ASKED_PLAINLY.match(text) and not _asks_a_done_act(plain):
        # "X - our matters, time every date?": a counsel the only thing named, asked in words that say no
        # other kind, is asked about: his ways across the matters he is in
        q.kind = "pattern"
    _period(q, text)
    if q.kind == "judge_habit" and (_one_occasion(q) or _one_act_done(plain, q_tokens, index)) \
            and not _habit_words(plain):
        # "<judge> <month> mein kya order kiya?", "<judge> on 12 March what did she say?": one occasion, the words of
        # the bench then, not their ways (a habit asked of a month says so: "always", "every time"); so is one act
        # done of a thing named, "<judge> ne <thing> var kay order dila?", "what order did <judge> pass on <thing>?"
        q.kind = "said"
    # a judge or a counsel named in words the rules cannot place: their ways are asked (agent/person_asked.py)
    has_judge = bool(judges or initialled)
    q.kind = person_kind(q, plain, has_judge, lambda: kind_guessed(plain, q.kind, has_judge, bool(q.counsel), False))
    q.hints = {name for name, p in _HINTS if p.search(text)}
    named = {w for ws in q.case_words.values() for w in ws}  # ("s9": the section that named the matter, no topic)
    # (nor "my" or "before" of any language: "<judge> r agot mor …" holds no thing a record must say)
    # "bail ho gayi thi? kis din order hua?": the day asked apart asks the yes or no's dated line, no thing of its own
    head = asked_before_when(text) if q.kind == "yes_no" else None
    topic_tokens = tokens(without_dates(head, today)) if head else q_tokens
    # (nor the question's own words of asking a pattern: "again and again", "pattern", "aadat" in any language — the
    # asking, never a thing a note writes: "<case> ma vaaramvaar shu thay che" asks what keeps happening)
    # (nor a judge's or a counsel's habitual verb, "kya dekhte", "enna ketpaar": what a named person does as a rule is
    # the asking of a habit question, no thing a note must write)
    habitual = set(tokens(" ".join(habitual_verbs(text)))) if q.kind in ("judge_habit", "pattern") else set()
    asking = set(tokens(" ".join(again_and_again_words(text)))) | {t for t in topic_tokens if habit_word(t)} | _CASE_SPOKEN \
        | habitual
    q.topics = [t for t in topic_tokens if t not in STOP and not index.is_known_word(t) and len(t) >= 2 and t not in named
                and t not in POSSESSIVES and t not in BEFORE and t not in asking]
    q.kind_read = any(t in _ASKING or role(t) for t in tokens(text))
    _actor(q, text, index, people)
    if q.kind in ("open", "yes_no") and _party_s_coming(q, plain):
        q.kind = "pattern"  # "<party> tarikh par hajar rahe chhe?": whether they come is their days away (party_away.py)
    if q.kind == "open" and _side_s_ways(q, plain):
        q.kind, q.side_s_ways = "pattern", True  # "<party> side always cites the Gulf and takes time?": that side's ways, not a topic's lines
        # (the side's counsel in the one matter named speaks for it: what he argues and seeks every time is the
        # side's way too — "<party> ki taraf se har baar …" holds the defence he puts; agent/party_counsel.py)
        q.counsel = q.counsel or counsel_of_side_named(tokens(q.actor or ""), index, index.registry, q.cases[:1] if
                                                       len(q.cases) == 1 else [], set())
    _person(q, text, index)
    if witness_words and not q.person:
        q.person = " ".join(w.title() for w in witness_words)
    return q


# "case" as the languages say and type it ("kes", "kesu", "keshu": the script's કેસ, केस, కేసు): the matter, no topic
_CASE_SPOKEN = frozenset("kes kesu keshu kesulu".split())


# a thing and its past participle asked with a question mark ("appeal filed?", "costs paid?"): a yes or no
_PARTICIPLE = re.compile(r"\b(?:[a-z]{3,}ed|paid|done|given|taken|made|sent|heard)\s*\?\s*$", re.I)


# the word for a side of a case after a party's name: English side/party, Hindi/Urdu/Punjabi/Gujarati taraf/paksh/
# dhir, Bengali/Assamese pokkho/pokkhe/pakh, Marathi/Kannada/Telugu paksha/paksham, Malayalam kakshi, Tamil tharappu,
# Odia pakhya; in the scripts: पक्ष, तरफ़, পক্ষ, ਧਿਰ, પક્ષ, ପକ୍ଷ, தரப்பு, పక్షం, ಪಕ್ಷ, കക്ഷി
# (a genitive may stand between the name and the word, a closed class of the languages' possessive endings typed
# apart or after a hyphen: Hindi/Urdu ka/ki/ke, Punjabi da/di/de, Marathi cha/chi/che/chya, Gujarati no/ni/nu/na,
# Nepali ko, Bengali/Assamese er/r/ar, Odia ra/ro, Tamil oda/udaya, Telugu yokka, Kannada ra/avara, Malayalam
# nte/inte/ude: "<name> ki taraf", "<name>-r pokkho", "<name> ra pakhya"; the word for the line it pleads after
# them names a side as much: "<corporation> ka defence", "<party>'s stand", "<insurer> ki plea"; and the words for
# "those people" a side is called by, Telugu "<body> vaallu / vaalu", Tamil "<body> kaaranga", Kannada "<body> avaru")
_SIDE_WORD = re.compile(r"\s*(?:'?s\s+)?(?:(?:\s|-)?(?:ka|ki|ke|da|di|de|cha|chi|che|chya|no|ni|nu|na|ko|er|r|ar|ra|ro|"
                        r"oda|udaya|yokka|avara|nte|inte|ude)\s+)?(?:side|party|vaa?ll?u|vaalu|kaaranga|avaru|taraf|paksh\w*|p[ao]kk?h[oe]\w*|dhir|kakshi\w*|tharapp?u\w*|"
                        r"pakhy?a|पक्ष\S*|तरफ़?|পক্ষ\S*|ਧਿਰ|પક્ષ\S*|ପକ୍ଷ|தரப்பு\S*|పక్ష\S*|ಪಕ್ಷ\S*|കക്ഷി\S*|"
                        # or the line a side pleads, after the possessive: "<party> ka defence", "<party>'s stand"
                        r"(?<=\s)(?:defen[cs]e|stand|plea))\b", re.I)


def _side_s_ways(q: Question, text: str) -> bool:
    """A party or body of a case (not a counsel or judge of the registry) is asked of with the words for "always" or
    "every time", or "has kept doing", in any language: its ways are asked. The party's name is the actor only when
    it does not merely name the matter: it stands apart from the words that named the case, or a word for a side
    follows it ("<name> side", "<name> paksh")."""
    if q.actor_side != "other" or q.counsel or q.judges or not q.actor or not (every_time(text) or habit_named(text)):
        return False
    named = {w.lower() for ws in q.case_words.values() for w in ws}
    first = q.actor.split()[0].lower()
    if first not in named:
        return True
    return any(_SIDE_WORD.match(text, m.end()) for m in re.finditer(rf"\b{re.escape(first)}\b", text, re.I))


def _party_s_coming(q: Question, text: str) -> bool:
    """A party of the other side, named in the one matter asked, is asked whether it comes to court ("does <name>
    attend?", "<name> hazir rehta hai?", "<name> dates la hajar rahato ka?") with no day, span or last hearing named:
    its ways of attending are asked, which the days it stayed away answer, not one hearing's yes or no."""
    if q.actor_side != "other" or not q.actor or q.counsel or q.judges or q.witness or len(q.cases) != 1:
        return False
    if q.on is not None or q.since is not None or q.until is not None or _LAST.search(text):
        return False
    return bool(COMES.search(text))


# the roles the language tables give the verbs of one act done, in the past: gave, did, said, told, asked, sought,
# took ("diya", "dila", "dilo", "kodutharu", "aapyo"; "kiya", "kela"; "kaha"), as the question pivoted writes them
_PAST_ACTS = frozenset("gave did said told asked sought took".split())
# an English question asked in the past ("what order did she pass"), of one act
_ENGLISH_PAST = re.compile(r"\bdid\b", re.I)


def _one_act_done(text: str, q_tokens: list[str], index: NameIndex) -> bool:
    """The question asks what was done once, of a thing it names: its closing verb (or the one before a closing
    copula or particle, "diya tha", "dila ka") is one the tables read as a verb of the past in any language, or it
    asks with English "did"; and a word names the thing ("order", "<issue>"), not the bench's doings at large ("kya
    kya kiya")."""
    from tareekh.agent.tongues import tongue_roles

    if _ALL_WHAT.search(text):
        return False
    if not any(t not in STOP and not index.is_known_word(t) and len(t) >= 3 for t in q_tokens):
        return False  # "<judge> ne kya kiya?": no thing named
    if _ENGLISH_PAST.search(text):
        return True
    closing = [w for w in re.findall(r"[^\W\d_]+", text.lower())][-2:]
    return any(tongue_roles(w) & _PAST_ACTS for w in closing)


def _one_occasion(q: Question) -> bool:
    """The question names one day, or a span no longer than a month: an occasion, not a way across the matters."""
    if q.on is not None:
        return True
    return q.since is not None and q.until is not None and (q.until - q.since).days <= 31


def _habit_words(text: str) -> bool:
    """A habit asked in so many words ("always", "every time", "their style"), in any language the tables hold."""
    return bool(_HABIT.search(text) or _EVERY_TIME.search(text) or every_date(text) or habit_named(text)
                or asks_habit(text))


def kind_guessed(text: str, kind: str, has_judge: bool, has_counsel: bool, has_witness: bool) -> bool:
    """No word of the question says what it asks: read "open", or yes/no from its question mark alone."""
    from tareekh.agent.tongues import _verb

    if kind == "open":
        return True
    if kind != "yes_no" or _YES_NO.search(text) or _PARTICIPLE.search(text) \
            or any(_verb(w) for w in re.findall(r"\w+", text.lower())):
        return False
    plain = re.sub(r"\?\s*$", "", text.rstrip())
    return _kind(plain, has_judge, has_counsel, has_witness) == "open"


# the words a party's case is asked by after their name and a possessive ("<name> ji ka case", "<name> babu-r
# mamla", "<name> garu case"): English case/matter/suit/petition/appeal, Hindi/Urdu mamla/mukadma/wala, Bengali
# mamla, Marathi/Gujarati/Punjabi kes/keis, Tamil/Telugu/Malayalam vazhakku/kesu
_PARTY_S_CASE = (r"(?:cases?|matters?|suits?|petitions?|appeals?|writs?|mam[lL]\w*|mukad+ama\w*|muqad+ama\w*|"
                 r"kes|keis|kesu|vazhakk\w*|wala|wale|wali|vala|vale|vali)\b")


def _the_counsel_s_name(q: Question, counsel: list, text: str, index: NameIndex) -> None:
    """A case named only by a counsel's surname the question types as a person's, with a courtesy after it or a title
    before it ("<surname> babu", "<surname> sahab", "Adv <surname>"), is not named: the word is the counsel's, who
    shares it with a party of that case (a cheque case of a firm of that name); the case's own names writing it with
    the courtesy keep it (agent/titled.py)."""
    from tareekh.agent.titled import _title_in_case, titled_names

    if not q.cases or not q.counsel or not counsel:
        return
    titled = titled_names(text)
    said = {w for m in counsel if m[0].id in q.counsel for w in m[1]} & titled
    # ("<surname> babu ka case", "<surname> sahab wala matter": the case of a party so called, kept)
    said = {w for w in said if not re.search(rf"\b{re.escape(w)}\b\W+\w+(?:\W+\w+)?\W+{_PARTY_S_CASE}", text, re.I)}
    if not said:
        return
    drop = [cid for cid in q.cases if q.case_words.get(cid) and set(q.case_words[cid]) <= said
            and not any(_title_in_case(index.cases.get(cid), w) for w in q.case_words[cid])]
    if drop:
        q.cases = [c for c in q.cases if c not in drop]
        q.case_words = {c: w for c, w in q.case_words.items() if c not in drop}


def _not_the_case_s_name(q: Question, counsel: list, text: str, index: NameIndex | None = None) -> None:
    """A counsel named only by the words that name the case asked ("<surname> case" of the surname's own party,
    a counsel bearing it too) is not named: the words are the case's (agent/case_named.py) — unless the question
    names, by other words, a matter of that counsel's own ("<surname> insurance wala ka defence <his matter> me"):
    the words are then his, and the other case that only they named is not asked."""
    from tareekh.agent.case_named import names_only_the_case

    named = {w for ws in q.case_words.values() for w in ws}
    if not q.cases or not named:
        return
    drop = {m[0].id for m in counsel if m[1] and all(w in named and names_only_the_case(text, w) for w in m[1])}
    for m in counsel:
        if m[0].id not in drop or index is None:
            continue
        his_words = set(m[1])
        # a matter of his the question names by words that are not his name
        his_matter = [cid for cid in q.cases if set(q.case_words.get(cid, [])) - his_words
                      and getattr(index.cases.get(cid), "counsel_id", None) == m[0].id]
        only_his = [cid for cid in q.cases if q.case_words.get(cid) and set(q.case_words[cid]) <= his_words
                    and getattr(index.cases.get(cid), "counsel_id", None) != m[0].id]
        if his_matter and only_his:
            drop.discard(m[0].id)
            q.cases = [c for c in q.cases if c not in only_his]
            q.case_words = {c: w for c, w in q.case_words.items() if c not in only_his}
    if drop:
        q.counsel = [c for c in q.counsel if c not in drop]


NAME_SUFFIX = 6  # the most letters a case ending or a kinship word glued to a name adds ("-inte", "-ikkade", "-ge")


def suffixed_name(token: str, index: NameIndex) -> str | None:
    """The registry's name word a question word begins with, when the rest is a short ending glued to it, as
    languages that inflect names write them ("Rasheedinte", "Maryude", "Lokeshge"); None for a word the reader or
    the registry knows whole, and for a name of fewer than five letters (a short name begins too many words)."""
    if not token.isascii() or not token.isalpha() or token in _VOCABULARY or index.is_known_word(token):
        return None
    best = None
    for v in index.vocab:
        if len(v) >= 5 and v.isalpha() and token.startswith(v) and 2 <= len(token) - len(v) <= NAME_SUFFIX \
                and (best is None or len(v) > len(best)):
            best = v
    return best


# "did / has / is …": a yes or no asked of one thing, whoever it names
_ASKED_PLAINLY = re.compile(r"\s*(?:did|does|do|is|was|were|has|have|had|can|will|could|would|are)\b", re.I)


def _asks_a_done_act(text: str) -> bool:
    """"X ne 3000 costs bhar diya kya?": one act asked of the counsel's side, as plainly as "did X pay …?"."""
    m = _YES_NO.search(text)
    return bool(m and m.group("done"))


def _a_party_s_given_name(m: tuple[Named, list[str], bool], matches: list, q_tokens: list[str], text: str,
                          index: NameIndex) -> bool:
    """A judge matched by their given name alone ("<given> nte bail …"), typed bare — no title, no courtesy word
    after it, not the short name the lawyer calls them by — when a case or a client of the same name is matched by
    the same word: a lawyer calls a judge by post or surname with a title, and names the matter by its party; or
    typed after a title the judge's name does not carry ("Dr. <given>"): another person of the same name."""
    if len(m[1]) != 1 or _JUDGE_TITLE.search(text):
        return False
    word = m[1][0]
    if any(t == word and q_tokens[i + 1] in _COURTESY for i, t in enumerate(q_tokens[:-1])):
        return False
    try:
        judge = index.registry.get_judge(m[0].id)
    except Exception:  # noqa: BLE001 - no such judge: read as matched
        return False
    full = tokens(re.sub(r"\([^)]*\)", " ", getattr(judge, "name", "") or ""))
    names = [w for w in full if w not in _PERSON_TITLES]
    if not names or names[0] != word or word in tokens(getattr(judge, "short", "") or ""):
        return False
    # "Dr. <given> ne gawahi me kya bola": a title the judge's name does not carry, typed before the name, is another
    # person's (the doctor, a counsel)
    titled = re.search(rf"\b(dr|doctor|adv|advocate)\.?\s+{re.escape(word)}\b", text, re.I)
    if titled and titled.group(1).lower() not in full:
        return True
    if _kin_after(word, q_tokens):
        return True  # "<given> ni wife", "<given> ki patni ne dekha?": someone's family, not the bench
    return any(o[0].kind in ("case", "client") and word in o[1] for o in matches)


# the genitive endings the languages type apart between a name and a noun ("<name> ki patni", "<name> ni wife",
# "<name> chi bayko", "<name> er bou", "<name> da puttar", "<name> yokka bharya"): Hindi/Urdu, Punjabi, Marathi,
# Gujarati, Nepali, Bengali/Assamese, Odia, Tamil, Telugu, Kannada, Malayalam, English's "'s"
_GENITIVES = frozenset("""s ka ki ke da di de cha chi che chya no ni nu na ko er r ar ra ro oda udaya yokka avara nte
inte ude""".split())


def _kin_after(word: str, q_tokens: list[str]) -> bool:
    """A relation of kin said right after the name (a genitive between at most): the name is a person with a family
    who is asked about — a party, a witness — never the judge, whom nobody names by given name and relation. A word
    of kin that is also a courtesy ("bhai", "didi", "tai") typed right after the name is the courtesy."""
    for i, t in enumerate(q_tokens[:-1]):
        if t != word:
            continue
        after = q_tokens[i + 1:i + 3]
        owned = bool(after) and after[0] in _GENITIVES
        after = after[1:] if owned else after
        # (a courtesy follows the name itself; after a genitive the word is the relation: "<name> er bou")
        if after and (owned or after[0] not in WORDS_OF_ADDRESS) and kin_of(after[0]):
            return True
    return False


def _addressed(q_tokens: list[str], words: list[str]) -> bool:
    """A judge's post said as a lawyer addresses them ("President sahab", "presiding officer madam"): the word of the
    post before a courtesy word names the judge."""
    return any(t in words and q_tokens[i + 1] in _COURTESY for i, t in enumerate(q_tokens[:-1]))


def _another_person(text: str, m: tuple[Named, list[str], bool], index: NameIndex) -> bool:
    """A person named by one word the question gives with another name ("SHO <given> <surname>" is not the counsel
    "<other given> <surname>"; "Dr. <given> <other surname>" is not the judge "<first> <given>"): the name right
    before it, or right after it, is capitalised, is not theirs and names nobody in the registry."""
    item, hit, weak_only = m
    if item.kind == "case" or weak_only or len(hit) != 1 or hit[0].isdigit():
        return False

    def other_name(word: str) -> bool:
        low = word.lower().strip(".")
        # an abbreviation in capitals ("MACT", "ACJM") names a court, not someone's first name
        return word[0].isupper() and word.isalpha() and len(word) >= 3 and not word.isupper() and low not in item.words \
            and low not in _STOP_FOR_NAMES and low not in _ROLES and low not in HONORIFICS and low not in _COURTESY \
            and not index.is_known_word(low)

    for found in re.finditer(rf"\b{re.escape(hit[0])}\b", text, re.I):
        before = re.findall(r"[A-Za-z][\w.'’-]*", text[: found.start()])
        if before and other_name(before[-1]):
            return True
        # (the word after, when a title stands before the shared word: "Dr. <given> <surname>", a surname the question
        # gives to the one word it shares with someone of the registry; bare, "<given> <surname>" may be how the lawyer
        # calls the one person the registry holds of that given name)
        after = re.match(r"\s+([A-Za-z][\w'’-]*)", text[found.end():])
        titled = bool(before) and before[-1].lower().strip(".") in _PERSON_TITLES
        if titled and after and other_name(after.group(1)):
            return True
    return False


def _cases(q: Question, index: NameIndex, matches: list[tuple[Named, list[str], bool]], q_tokens: list[str]) -> None:
    """The cases the question names: those named by the most distinctive words, ties kept (a shared name names
    each case). Words that name a judge or counsel by two or more words are theirs, not a case's."""
    consumed = {w for item, hit, weak_only in matches if item.kind in ("judge", "counsel") and not weak_only
                and len([w for w in hit if not index.generic(w)]) >= 2 for w in hit}
    distinct: dict[str, set[str]] = {}
    generic: dict[str, int] = {}
    # a judge's own word ("<post initials> hall", "<surname> saheb"): the court of all that judge's matters
    benches: dict[str, set[str]] = {}
    for item, hit, weak_only in matches:
        if item.kind == "judge":
            for w in hit:
                benches.setdefault(w, set()).update(item.cases)
    called = _judges_called(matches, q_tokens, index)
    for item, hit, weak_only in matches:
        if item.kind == "judge" or (item.kind == "counsel" and not weak_only):
            continue  # a judge names a court; a counsel says who acted (his cases scope a pattern question)
        words = [w for w in hit if w not in consumed]
        strong = {w for w in words if not index.generic(w)}
        if not strong:
            continue
        if all(w in called and not set(item.cases) & called[w] for w in strong):
            continue  # "<surname> saheb" as the registry calls a judge: that judge, not a party of another bench's matter
        if all(w in benches for w in strong) and len(set().union(*(benches[w] for w in strong))) > 1:
            continue  # (a matter a note once called by its judge's word is one of several before that judge)
        for cid in item.cases:
            distinct.setdefault(cid, set()).update(strong)
            generic[cid] = max(generic.get(cid, 0), len([w for w in words if index.generic(w)]))
    # "the cheque case", "the bail matter": a kind word said as a name names the one case whose nickname has it; so
    # does a common noun strung on a possessive before the case word ("hotel wale suit", "godown da case", "mill-cha
    # dava": the closed class of the languages' "of", agent/marked.py)
    for i, t in enumerate(q_tokens[:-1]):
        k = i + 1
        while k < len(q_tokens) - 1 and q_tokens[k] in POSSESSIVE_MARKS:
            k += 1
        if q_tokens[k] in CASE_HEADS and index.generic(t) and t not in CASE_HEADS and t not in POSSESSIVE_MARKS:
            owners = [cid for cid, c in index.cases.items() if t in tokens(c.short_name or "")]
            if len(owners) == 1:
                distinct.setdefault(owners[0], set()).add(t)
    if not distinct:
        # "<common surname> <trade word> wala …": two words each too common to name a case alone, typed side by side
        # as one case's own name writes them (a firm, a party), name that case
        for a, b in zip(q_tokens, q_tokens[1:]):
            if len(a) < 3 or len(b) < 3 or a.isdigit() or b.isdigit() or a in CASE_HEADS or b in CASE_HEADS:
                continue
            owners = [cid for cid, c in index.cases.items()
                      if any(_adjacent(a, b, n) for n in (c.short_name or "", c.title or "", *(c.aliases or []),
                                                          *[p.name for p in c.parties]))]
            if len(owners) == 1:
                distinct.setdefault(owners[0], set()).update((a, b))
    if not distinct:
        _titled_party(index, q_tokens, distinct)
    if not distinct:
        return
    _particle_not_a_name(distinct, q_tokens)
    _the_judge_s_matter(distinct, matches, q_tokens, index)
    best = max(len(v) for v in distinct.values())
    top = [cid for cid, v in distinct.items() if len(v) == best]
    # among cases named by the same words, the one whose own name has more of the question's other words
    # ("Rukmini wall" over "Rukmini outhouse")
    keep = []
    for cid in top:
        rivals = [c for c in top if distinct[c] == distinct[cid]]
        if generic.get(cid, 0) >= max(generic.get(c, 0) for c in rivals):
            keep.append(cid)
    if both_asked(q_tokens):
        # "<client> ke dono case", "X ki bail aur Y wali writ, dono ka haal": each matter named is asked about
        keep = every_named(top, keep, distinct, index)
    else:
        keep = _named_outright(keep, distinct, index)
    # "<party> s9", "<firm> ka u/s 34": of a party's matters, the one under the section typed (agent/section_named.py)
    narrowed = by_section(keep, q.text, index.cases)
    marks = section_marks(q.text) if len(narrowed) < len(keep) else []
    q.cases = sorted(narrowed)
    q.case_words = {cid: sorted(distinct.get(cid, set()) | set(marks)) for cid in q.cases}


def _particle_not_a_name(distinct: dict[str, set[str]], q_tokens: list[str]) -> None:
    """Drop a case named only by a word that is also the languages' naming particle ("wala", "vala", "vaalo": the
    one of), when the question types it right after a word that names another case: "<party> vala case" asks the
    party's case, not the case of a party whose surname is the particle itself (that surname after its own first
    name still names it)."""
    for cid, named in list(distinct.items()):
        if not named or not named <= _NAMING:
            continue
        others = set().union(*(v for c, v in distinct.items() if c != cid and not v <= _NAMING))
        if any(t in named and i and q_tokens[i - 1] in others for i, t in enumerate(q_tokens)):
            del distinct[cid]


def _judge_named_as_person(matches: list[tuple[Named, list[str], bool]], index: NameIndex) -> bool:
    """A judge the question calls by a word of their full name (before its comma: "Sri <name>, K.A.S."), not only by the
    court or post their short name holds."""
    for item, hit, weak_only in matches:
        if item.kind == "judge" and not weak_only:
            own = set(_name_words(item.label.partition(",")[0]))
            if any(w in own and not index.generic(w) for w in hit):
                return True
    return False


def _the_judge_s_matter(distinct: dict[str, set[str]], matches: list[tuple[Named, list[str], bool]],
                        q_tokens: list[str], index: NameIndex) -> None:
    """A judge named with a matter's words ("<judge> <act> ki bail appeal me …"): when no matter the words name is
    before that judge, and one matter before the judge is called by words the question types (its own name's, however
    common: "bail appeal"), that matter is asked — the word that named another judge's matter ("atrocity") says what
    the matter is about, the judge says which matter it is."""
    judged: set[str] = set()
    own: set[str] = set()
    for item, hit, weak_only in matches:
        if item.kind == "judge" and not weak_only and any(not index.generic(w) for w in hit):
            judged.update(item.cases)
            own.update(hit)
    if not judged or not distinct:
        return
    if set(distinct) & judged:
        # "<judge> <client> matter alli cheque case bagge …": the words name a matter before that judge and one that is
        # not — the judge says which is asked; the other's words are what is asked about in it. Only a judge called by
        # a word of their own name does: one called by the court their short name holds ("AC saaru", "<surname> saheb
        # (Labour Court)") was typed as the forum ("AC appeal and partition", "HC nu interim (Labour Court …)"), which
        # says nothing of the other matters asked
        if not _judge_named_as_person(matches, index):
            return
        for cid in [c for c in distinct if c not in judged]:
            del distinct[cid]
        return
    typed = {t for t in q_tokens if t not in STOP and t not in own and len(t) >= 3}
    named = {}
    for item in index.items:
        if item.kind == "case" and item.id in judged:
            said = typed & set(item.words)
            if said:
                named[item.id] = said
    if len(named) == 1:
        distinct.clear()
        distinct.update(named)


def _judges_called(matches: list[tuple[Named, list[str], bool]], q_tokens: list[str],
                   index: NameIndex) -> dict[str, set[str]]:
    """The words of each judge the question types with the courtesy word the registry's short name for them holds
    ("<surname> saheb", "<surname> madam"), each with that judge's matters: the lawyer calls the judge as he always
    does, so a party of a matter before another judge who bears the surname is not the one named."""
    out: dict[str, set[str]] = {}
    for item, hit, _ in matches:
        if item.kind != "judge":
            continue
        try:
            short = getattr(index.registry.get_judge(item.id), "short", "") or ""
        except Exception:  # noqa: BLE001 - no such judge: nothing called
            continue
        said = " ".join(tokens(re.sub(r"\([^)]*\)", " ", short)))
        for i, t in enumerate(q_tokens[:-1]):
            if t in hit and q_tokens[i + 1] in _COURTESY and re.search(rf"\b{re.escape(t)} {q_tokens[i + 1]}\b", said):
                out.setdefault(t, set()).update(item.cases)
    return out


# a title that is no name alone, said with a word of address ("haji sahab", "janab sahab"), calls a person by it
_TITLES_CALLED = HONORIFICS - {"m", "s", "ms", "mr", "mrs", "dr", "late", "adv", "hon", "ble", "honble", "justice"}


def _titled_party(index: NameIndex, q_tokens: list[str], distinct: dict[str, set[str]]) -> None:
    """'<title> <word of address> ke case me …' ("haji sahab", "janab saheb"): the lawyer calls a party by the title
    their registered name carries; when one case's parties carry it, that case is named."""
    for a, b in zip(q_tokens, q_tokens[1:]):
        if a not in _TITLES_CALLED or b not in WORDS_OF_ADDRESS:
            continue
        owners = [cid for cid, c in index.cases.items()
                  if a in tokens(" ".join([c.title or "", *[p.name for p in c.parties]]))]
        if len(owners) == 1:
            distinct.setdefault(owners[0], set()).add(a)


def _named_outright(keep: list[str], distinct: dict[str, set[str]], index: NameIndex) -> list[str]:
    """"bakery case me Joseph kahan hai?": a matter named by its own name ("Bakery eviction") is the one asked about,
    not another matter whose party's longer name ends in a word the question also says ("Thankamma Joseph") — there
    the word names a person of the first matter's story. A party's given name ("Yashoda akka …") keeps its matter."""
    if len(keep) < 2:
        return keep

    def own(cid: str) -> bool:
        c = index.cases.get(cid)
        if c is None:
            return False
        name = set(tokens(f"{c.short_name or ''} {c.number or ''}"))  # (its aliases hold its parties' names too)
        return bool(distinct[cid] & name)

    def one_word_of_a_longer_name(cid: str) -> bool:
        c = index.cases.get(cid)
        if c is None or len(distinct[cid]) != 1:
            return False
        (w,) = distinct[cid]
        names = [c.title or "", *[p.name for p in c.parties]]
        # (a surname, the last word: the first is a given name, which names its person whatever else is said)
        return any(len(ws := tokens(side)) >= 2 and w in ws[1:] for n in names for side in re.split(r"\s+vs?\.?\s+", n))

    named = [cid for cid in keep if own(cid)]
    if named and all(own(cid) or one_word_of_a_longer_name(cid) for cid in keep):
        return named
    return keep


def _adjacent(a: str, b: str, name: str) -> bool:
    """`a` then `b`, side by side, among the words of `name`."""
    words = tokens(name)
    return any(x == a and y == b for x, y in zip(words, words[1:]))


def _counsel_s_one_case(q: Question, matches: list[tuple[Named, list[str], bool]], q_tokens: list[str]) -> None:
    """"<counsel> vakil da case kadon?": a counsel named with the word for a case, and no case named, is the one case
    of the lawyer's that counsel is in (none when they are in several, or when his ways are asked)."""
    if q.cases or q.unknown_case or q.judges or len(q.counsel) != 1 or q.kind in ("pattern", "count", "judge_habit") \
            or q.all_cases:
        return
    hit = {w for item, ws, weak in matches if item.kind == "counsel" and not weak for w in ws}
    # the counsel's name, then only the word for lawyer, courtesy and linking words, then the word for a case
    said = False
    for i, t in enumerate(q_tokens):
        if t in CASE_HEADS:
            j = i - 1
            while j >= 0 and (q_tokens[j] in _CONNECT or q_tokens[j] in _COURTESY or q_tokens[j] in ROLE_WORDS
                              or q_tokens[j] in READER_WORDS and q_tokens[j] not in hit):
                j -= 1
            said = said or (j >= 0 and q_tokens[j] in hit)
    owned = {c for item, _, weak in matches if item.kind == "counsel" and not weak and item.id == q.counsel[0]
             for c in item.cases}
    if said and len(owned) == 1:
        q.cases = sorted(owned)
        q.case_words = {q.cases[0]: []}


# the title a judge's surname is typed with ("<surname> J", "<surname> CJ", "<surnames> JJ", "<surname> sahab", "<surname> madam"): the person's, no
# proper name of a matter ("<surname> J ndps bail me kya puchte hain": the judge's bail matters of that sort)
_BENCH_TITLES = frozenset({"j", "jj", "cj", "acj"}) | _COURTESY | frozenset(HONORIFICS)


# the words for a matter of any sort ("case", "matter", "maamla", "mukadma", "kesu"), not a sort of matter ("appeal",
# "suit": "<judge> customary appeal te …" names the matters of that sort)
# (the word for a suit or a case in the other languages too: Marathi and Gujarati "dava"/"davo", Marathi "khatla",
# Bengali and Odia "mokoddoma", Tamil and Malayalam "vazhakku", Telugu "vyajyam", Kannada "prakarana"; "suits")
_GENERIC_HEAD = re.compile(r"^(?:matters?|cases?|suits?|mam(?:a)?l[aei]\w*|maaml[aei]\w*|muqadd?am\w*|mukadd?am\w*|"
                           r"kes(?:es|ulu|gal|galu|u|hu)?|da+v[ao]|khata?la|mok[oa]dd?[oa]ma|va[zl]h?akku|"
                           r"vya+jyam|prakaranam?|vyavaharam)$")


def _unknown(q: Question, index: NameIndex, text: str, matches: list[tuple[Named, list[str], bool]]) -> None:
    """A case named by words the registry does not know ("Karol Bagh shop sealing writ"): some of its words
    are unknown and none of them names a case, a client or a party."""
    strong = {w for item, hit, weak_only in matches if item.kind in ("case", "client") and not weak_only for w in hit
              if not index.generic(w)}
    people = {w for item, hit, weak_only in matches if item.kind in ("judge", "counsel") and not weak_only for w in hit
              if not index.generic(w)}
    raw = tokens(text)
    # a case word ("writ", "case") before a subject word ("shop", "flat"); the last one of each holds the longest name
    heads = [i for i in reversed(range(len(raw))) if raw[i] in CASE_HEADS] + \
        [i for i in reversed(range(len(raw))) if raw[i] in _SUBJECT_HEADS and raw[i] not in CASE_HEADS]
    # a kind word typed in a hurry ("partiton", "apeal" after a name) heads a matter's name as the word itself does
    # (a word of English spelt right is no slip: "<bank> officer accused account" names no "accounts" suit)
    heads += [i for i in reversed(range(len(raw))) if i not in heads and len(raw[i]) >= 6 and kind_misspelt(raw[i])
              and not is_english(raw[i])]
    # a case type's own letters ("<Town> MCOP", "<Name> CRP"; not a word of English, "cases") are a kind word too: a
    # capitalised word before them the registry never holds names a case the practice does not have, not the one
    # matter of that type it has
    # (two letters, "<Town> OP", only typed in capitals, in lower case they are as often a word; and only where no
    # case is named: "<case> lo <thing> IA" is an application inside that case, never another matter's name)
    heads += [i for i in reversed(range(len(raw))) if raw[i] not in CASE_HEADS and raw[i] not in _SUBJECT_HEADS
              and (len(raw[i]) >= 3 or (not q.cases and _in_capitals(text, raw[i]))) and is_type_word(raw[i])
              and raw[i] not in KIND_WORDS and not is_english(raw[i])]
    for i in heads:
        t = raw[i]
        j = i - 1
        # "Lokhande ji ke rent case": a possessive and a courtesy word sit between the name and the kind word;
        # "<name> ke khilaf complaint": so does "against" (agent/half_known.py), the name the party's
        while j >= 0 and (raw[j] in _CONNECT or raw[j] in _COURTESY or against(raw[j])):
            j -= 1
        run: list[str] = []
        while j >= 0:
            w = raw[j]
            if w in _CONNECT or w in _COURTESY:
                # "Lokhande ji ke rent case": the name stands before a possessive and a courtesy word
                k = j
                while k >= 0 and (raw[k] in _CONNECT or raw[k] in _COURTESY):
                    k -= 1
                # and so it does when all the run holds is the kind ("<name> ji ka cheq case"): the kind is no name
                if k >= 0 and run and raw[k] not in STOP and (_capitalised(text, raw[k]) or raw[j] in _NAMING
                                                               or all(kind_misspelt(r) or r in KIND_WORDS for r in run)):
                    j = k
                    continue
                break
            if _will_named(raw, j, run):
                # "<name> will probate case": the testament, a noun between a name and the matter's words, not
                # English's "will" of the future ("when will probate case come")
                run.insert(0, w)
                j -= 1
                continue
            if ((w in STOP and w not in NOT_TOPICS) or w in CASE_HEADS or w.isdigit() or _WITNESS.fullmatch(w) or w in _VERBS_AFTER
                    or (w in POSSESSIVES and not index.is_known_word(w))  # "hamare mamle": whose (agent/possessives.py)
                    or _said_twice(raw, j) or (not _capitalised(text, w) and _grammar_inflected(w) and not index.is_known_word(w))
                    or (counts(w) and not _capitalised(text, w))):  # "two cases", "dono matters": how many, no name
                # (a postposition stays in the run: "<name> gi land case", a possessive inside the name asked)
                break  # ("adjournment kitne mile <name> case mein": the verb "got" ends the clause; no name holds it)
            run.insert(0, w)
            j -= 1
        if q.cases and not any(_capitalised(text, w) for w in run):
            # the question already names a case; "the bank's revision", "his own rent receipt" describe a thing in it
            continue
        if q.cases and t not in CASE_HEADS and run and _named_before(q, raw, j + 1):
            # "<party> wale SA mein bank ne <Place> plot ki valuation …": a thing (a plot, a shop) after the case the
            # question has named, however capitalised its place, is a thing in that case, not another matter
            continue
        if q.cases and statute_letters(run, text):
            continue  # "<case> me DV Act ki complaint": a statute's letters before the word for an act, a thing in it
        if (q.judges or q.counsel) and q.kind in ("judge_habit", "pattern") and not q.cases \
                and (_GENERIC_HEAD.match(t) or q.kind == "judge_habit" and q.judges and t in CASE_HEADS) \
                and not any(_capitalised(text, w) for w in run):
            # "<counsel> vakil kasa chalvto case", "<judge> sahab ka tareeka gawahon ke maamle me": a person's ways
            # asked, and the words before the word for cases say how or of what ("runs a case", "in the matter of
            # witnesses"), typed in lower case: no other matter's name; a judge's ways in a sort of matter ("what
            # does <surname> J ask in ndps bail matters"): the sort, typed in lower case before its kind word
            continue
        if set(run) & people and not any(w in KIND_WORDS or w in _SUBJECT_HEADS for w in run) \
                and not any(_capitalised(text, w) for w in run if w not in people and w not in _BENCH_TITLES):
            # "X Y - our two matters": a counsel's or judge's name says whose matters, not another case
            # ("Kulkarni Ravi wale cheque case" still names a case nobody holds)
            continue
        # a common surname nobody in the registry has is still a name the registry does not hold
        if t in ("application", "petition") and run and all(w in _MOVED_FOR or w in STOP for w in run):
            continue  # "recall application", "delay condonation petition": what is asked inside a case, not its name
        names = [w for w in run if (not index.generic(w) or (w in COMMON_NAMES and not index.is_known_word(w)))
                 and w not in TOPIC_WORDS and len(w) >= 3 and not (_kind_misspelt(w) and not _capitalised(text, w))]
        unknown = [w for w in names if not index.is_known_word(w)]
        # "<client> KLR appeal": letters in capitals that spell the words the named case's registry entry describes it
        # with ("… u/s 102 Kerala Land Reforms Act") are that case's own short form, not another matter's name
        unknown = [w for w in unknown if not _initials_of_named(text, w, run, matches, index)]
        if t not in CASE_HEADS and not (len(unknown) >= 2 and not q.cases):
            # "Gachibowli lease" names a case; "half the land" does not: a subject word needs a proper name before it
            # (typed in lower case, a name of two words nobody knows, where no case is named, is still one)
            unknown = [w for w in unknown if re.search(rf"\b{re.escape(w)}\b", text, re.I)
                       and re.search(rf"\b{re.escape(w)}\b", text, re.I).group()[0].isupper()]
        def capitalised(w: str) -> bool:
            m = re.search(rf"\b{re.escape(w)}\b", text, re.I)
            return bool(m) and m.group()[0].isupper()

        known = set(names) & strong
        # a known word names the case only when it is a name ("Orchard Lane mill partition"), not a common word
        # of some case's nickname beside a proper name nobody knows ("Shivajinagar shop sealing writ"); letters in
        # capitals after a counsel the registry holds are their office ("Samant ASC", "Rao GP"), no proper name
        if known and any(capitalised(w) and not _office_after(text, w, people) for w in unknown) \
                and not any(capitalised(w) for w in known):
            known = set()
        if unknown and not known:
            tail = [t]
            k = i + 1
            while k < len(raw) and (raw[k] in CASE_HEADS or raw[k] in _SUBJECT_HEADS):
                tail.append(raw[k])
                k += 1
            q.unknown_case = _original_phrase(text, run + tail)
            q.cases = []
            q.case_words = {}
            return
    if not q.cases and not q.judges and not q.counsel and q.kind != "open":
        # "what happened last time in Gachibowli?": a capitalised name after "in"/"for" that nothing knows
        for m in re.finditer(r"\b(?:in|for)\s+(?:the\s+)?((?:[A-Z][\w.'’-]+)(?:\s+[A-Z][\w.'’-]+)*)", text):
            ws = [w for w in tokens(m.group(1)) if w not in STOP and not index.generic(w) and len(w) >= 3]
            if ws and all(not index.is_known_word(w) for w in ws) and not _WITNESS.search(m.group(1)):
                q.unknown_case = m.group(1).strip()
                return
    m = _JUDGE_TITLE.search(text)
    if m and not q.judges:
        name = next(g for g in m.groups() if g)
        if name.lower() not in STOP and not index.is_known_word(name.lower()):
            q.unknown_judge = m.group(0).strip()
    if not q.unknown_judge and not q.judges and not q.counsel:
        # "X madam ki court", "X sir ne": a surname with a title is a judge or a counsel; one the registry holds as
        # no one's name is said back, even when the rest of the question fits a real case
        for m in _TITLED.finditer(text):
            name = m.group(1).lower()
            before = tokens(text[: m.start()])
            if before and before[-1] in STOP:
                continue  # "is hafte sir ne": the word is the sentence's own, the title stands alone
            if name in {w for ws in (q.case_words or {}).values() for w in ws}:
                continue  # "janab saheb": the title a party of the case named carries (_titled_party)
            if (len(name) >= 4 and name not in STOP and name not in _STOP_FOR_NAMES and not index.is_known_word(name)
                    and not index.generic(name) and not is_english(name) and name not in TOPIC_WORDS
                    and name not in CASE_HEADS and not time_word(name)):
                q.unknown_judge = m.group(1)
                break


def _named_before(q: Question, raw: list[str], start: int) -> bool:
    """A word that named one of the question's cases stands before `start` in the question's words."""
    said = {w for ws in (q.case_words or {}).values() for w in ws}
    return any(w in said for w in raw[:start])


def _will_named(raw: list[str], j: int, run: list[str]) -> bool:
    """raw[j] is "will" the noun (a testament: "<name> will case", "<name> will probate case"): the matter's words
    follow it and a word that is no function word stands before it. After a question word, a function word or at the
    question's start it is the future's "will" ("when will the suit come up", "kab will case")."""
    if raw[j] != "will" or not run or j == 0:
        return False
    before = raw[j - 1]
    return before not in STOP and before not in CASE_HEADS and not before.isdigit() and before.isalpha()


def _in_capitals(text: str, w: str) -> bool:
    """The word is typed in capitals, standing apart from letters on either side ("OP-il", "the OS")."""
    return any(m.group().isupper() for m in re.finditer(rf"(?<![A-Za-z]){re.escape(w)}(?![A-Za-z])", text, re.I))


def _skeleton(w: str) -> str:
    """A word's consonants as heard: vowels dropped (but the first letter kept), doubled letters once, and the
    letters one sound is spelt with made one ("cheque", "cheq", "chek", "chq" alike)."""
    w = w.lower().replace("que", "k").replace("ck", "k").replace("q", "k")
    w = w.replace("ph", "f").replace("w", "v").replace("z", "j")
    out = w[:1]
    for ch in w[1:]:
        if ch in "aeiouy" or ch == out[-1]:
            continue
        out += ch
    return out


_KIND_SKELETONS = {}
for _k in KIND_WORDS | CASE_HEADS:
    if len(_k) >= 5:  # "rent", "land", "plot" sound like too many names ("ranit", "lenda") to be heard in them
        _KIND_SKELETONS.setdefault(_skeleton(_k), _k)


def _transposed(a: str, b: str) -> bool:
    """Two letters side by side typed the other way round ("bial" for "bail")."""
    if len(a) != len(b) or a == b:
        return False
    diff = [i for i in range(len(a)) if a[i] != b[i]]
    return len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]


def kind_misspelt(w: str) -> bool:
    """A kind of case typed in a hurry or short ("maintainance", "cheq", "chq", "apeal", "petiton", "bial"): a kind
    word, never a name nobody knows. The sound of the word's consonants must be a kind word's and carry at least three
    of them and most of its letters be there, or two letters be swapped; shorter or looser likenesses ("sita" and
    "suit", "mitra" and "matter") are names."""
    w = w.lower()
    if w in KIND_WORDS or w in CASE_HEADS or len(w) < 3 or not w.isalpha():
        return False
    if any(w.startswith(k) and len(w) - len(k) <= 2 for k in KIND_WORDS | CASE_HEADS if len(k) >= 4):
        return False  # "matters", "cases", "appeals": a kind word's own other form, spelt right
    if len(w) >= 6 and any(len(k) >= 6 and fuzz.ratio(w, k) >= 85 for k in KIND_WORDS):
        return True
    sk = _skeleton(w)
    kind = _KIND_SKELETONS.get(sk) if len(sk) >= 3 else None
    if kind and sk[0] == kind[0] and fuzz.ratio(w, kind) >= 60:  # "mitra" sounds like "matter" but is a name
        return True
    return len(w) >= 4 and any(_transposed(w, k) for k in KIND_WORDS | CASE_HEADS)


def kind_meant(w: str) -> str | None:
    """The kind word a word is or is typed for ("cheq" → "cheque"), None when it is no kind word."""
    w = w.lower()
    if w in KIND_WORDS or w in CASE_HEADS:
        return w
    if not kind_misspelt(w):
        return None
    kinds = sorted(KIND_WORDS | CASE_HEADS, key=lambda k: (-fuzz.ratio(w, k), k))
    sk = _skeleton(w)
    return next((k for k in kinds if _skeleton(k) == sk or _transposed(w, k)), kinds[0])


_kind_misspelt = kind_misspelt


def _said_twice(raw: list[str], j: int) -> bool:
    """A word said twice in a row ("kon kon case", "which which matter" in any language) asks which of them, each
    one: a repeated word is grammar, never a name (a name is not doubled in any Indian language's question)."""
    w = raw[j]
    return not w.isdigit() and ((j > 0 and raw[j - 1] == w) or (j + 1 < len(raw) and raw[j + 1] == w))


# "which", as each Indian language says it in Latin letters, before its endings: Hindi/Urdu kaun(sa), Marathi
# konta/konata/kuthla, Gujarati kayu, Punjabi kehda/kihda, Bengali/Assamese kon/kun, Odia kau/kou, Konkani khoin,
# Tamil entha/endha, Telugu ye/edi/evi, Kannada yaava/yava, Malayalam ethu/eethu
_WHICH_STEMS = ("kaun", "kons", "kont", "konat", "kuthl", "kayu", "kehd", "kihd", "khoin", "enth", "endh",
                "yedi", "yevi", "yaav", "ethu", "eeth")


def _initials_of_named(text: str, w: str, run: list[str], matches: list[tuple[Named, list[str], bool]],
                       index: NameIndex) -> bool:
    """`w` is typed in capitals and spells the initials of words that a case named by another word of `run` is
    described with in the registry (its name, title, nature or court)."""
    if not re.search(rf"\b{re.escape(w.upper())}\b", text):
        return False
    cases: set[str] = set()
    for item, hit, weak_only in matches:
        if item.kind in ("case", "client") and not weak_only and set(hit) & set(run):
            cases.update(item.cases)
    for cid in cases:
        c = index.cases.get(cid)
        described = " ".join(t for t in (getattr(c, a, None) for a in ("short_name", "title", "nature", "court"))
                             if isinstance(t, str))
        if c is not None and initials_in(w, described):
            return True
    return False


@lru_cache(maxsize=4096)
def _grammar_inflected(w: str) -> bool:
    """A word typed in lower case that is "which" with an ending ("<which>-<oblique or plural ending>", as the
    languages decline it): the stem of the question word and an ending of five letters or fewer. Grammar, not a
    name nobody holds, when nothing in the notes says it (a person's name is read in the notes first)."""
    if not w.isalpha() or w in STOP:
        return False
    return any(w.startswith(s) and 0 < len(w) - len(s) <= 5 and len(w) >= 5 for s in _WHICH_STEMS)


def _office_after(text: str, w: str, people: set[str]) -> bool:
    """Whether `w` is typed as an office's letters ("ASC", "GP", "APP") right after a name of a person the registry
    holds: their title, not a name of its own."""
    m = re.search(rf"(\w+)\W+{re.escape(w)}\b", text, re.I)
    return bool(m) and m.group(1).lower() in people and bool(re.fullmatch(r"[A-Z]{2,4}", text[m.end() - len(w):m.end()]))


def _capitalised(text: str, w: str) -> bool:
    m = _whole_word(w).search(text)
    return bool(m) and m.group()[0].isupper()


@lru_cache(maxsize=20_000)
def _whole_word(w: str) -> re.Pattern[str]:
    """A word as a whole word, any case (compiled once: re's own cache is too small for a practice's words)."""
    return re.compile(rf"\b{re.escape(w)}\b", re.I)


def _original_phrase(text: str, words: list[str]) -> str:
    """The words as the lawyer typed them (case and spelling kept)."""
    pattern = r"\W+(?:\w+\W+){0,2}?".join(re.escape(w) for w in words)
    # on the text as typed first ("Sethi sir's matter": folding drops the "'s" and would shift the span)
    typed = re.search(r"(?:['’]s)?\W+(?:\w+\W+){0,2}?".join(re.escape(w) for w in words) + r"\b", text, re.I)
    if typed:
        return typed.group().strip()
    m = re.search(pattern, fold(text))
    if m:
        return text[m.start(): m.end()].strip()
    return " ".join(words)


def _short_of_other(text: str, people: People) -> str | None:
    """A body of the other side typed by its initials without the state's prefix ("RTC" of "TGSRTC" or "APSRTC", "SEB"
    of "APSEB"): a word typed in capitals that ends one of the other side's name words, two or three letters
    shorter. The body's whole name is returned."""
    for typed in re.findall(r"\b[A-Z]{3,}\b", text):
        low = typed.lower()
        for name in people.other_names:
            if name.endswith(low) and 2 <= len(name) - len(low) <= 3 and name.isalpha():
                return name.upper()  # (the body's own name: its counsel and its lines are found by it)
    return None


def other_side_words(text: str) -> set[str]:
    """The words of `text` that name the other side as the one who acted ("dusri party", "opposite counsel", "their
    side"): who did it, never a thing a record must write."""
    return {t for m in _OTHER_SIDE.finditer(text) for t in tokens(m.group())}


def _actor(q: Question, text: str, index: NameIndex, people: People | None) -> None:
    """Who did it, when the question says: the other side, our side, a counsel, a party."""
    if _OTHER_SIDE.search(text):
        q.actor_side, q.actor = "other", "the other side"
        # ("dusri party", "opposite party": who acted, no thing a note must write)
        q.topics = [t for t in q.topics if t not in other_side_words(text)]
        return
    if q.counsel:
        item = next(i for i in index.items if i.kind == "counsel" and i.id == q.counsel[0])
        q.actor_side, q.actor = "other", item.label
        return
    if _OUR_SIDE_SAID.search(text) or _OUR_SIDE.search(text) and re.search(r"\b(?:seek|seeking|sought|took|taken|take|ask|asked|liya|maanga|file|filed|"
                                            r"pay|paid)\b", text, re.I) and re.search(r"\bour\s+side\b|\bwe\b|\bhumne\b|\bhamne\b|\bhum\s+\([^()]{1,30}\)\s*ne\b", text, re.I):
        q.actor_side, q.actor = "ours", "we"
        return
    if people is not None:
        sides = Sides(people)
        ments = [m for m in sides.mentions(text) if m.side in ("ours", "other")]
        other = [m for m in ments if m.side == "other"]
        if other:
            q.actor_side, q.actor = "other", other[0].label
            return
        short = _short_of_other(text, people)
        if short:
            q.actor_side, q.actor = "other", short
            return
        insurer = insurer_asked(text, people)  # "insurance vakeel", "insurance vallu": the insurer's side (side_kind.py)
        if insurer is not None:
            q.actor_side, q.actor = insurer[0], insurer[1]
            q.topics = [t for t in q.topics if t not in insurer[2]]
            return
    if _OUR_SIDE.search(text) and re.search(r"\b(?:seek|seeking|sought|took|taken|take|ask|asked|liya|maanga|file|filed|"
                                            r"pay|paid)\b", text, re.I):
        q.actor_side, q.actor = "ours", "we"


_PERSON_EXAMINED = re.compile(r"\b((?:[A-Z][a-z]+\s+){0,2}[A-Z][a-z]+)(?:'s|’s|\s+(?:ke|ka|ki|di|yokka))\s+"
                              r"(?:cross|chief|statement|deposition|evidence)\b")
_PERSON = re.compile(r"\b(?:did|does|has|had)\s+((?:[A-Z][a-z]+\s+){0,2}[A-Z][a-z]+)(?:\s+(?:garu|ji|sahab|saheb|amma|madam|sir|bhai))?"
                     r"\s+(?:say|said|state|tell|admit|depose)|"
                     r"\b((?:[A-Z][a-z]+\s+){0,2}[A-Z][a-z]+)\s+ne\s+(?:kya|.*\b(?:bola|boli|kaha))")


def _person(q: Question, text: str, index: NameIndex) -> None:
    m = _PERSON.search(text)
    if not m:
        m = _PERSON_EXAMINED.search(text)  # "SHO Prakash ke cross mein …", "in Sunil's cross"
        if not m:
            return
    name = (m.group(1) or m.group(2) or "").strip()
    if name and name.lower() not in STOP and not _WITNESS.fullmatch(name):
        q.person = name
