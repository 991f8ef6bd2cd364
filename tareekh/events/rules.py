"""Events read out of a record by rules: how Indian lawyers and courts write, in English, Hinglish and Hindi.

Each rule looks at one sentence at a time and keeps the sentence (or the part of it that says the thing) as
the event's span. A rule never invents: a side it cannot read is `unknown`, an amount it cannot read is None.
Rules are written for the ways of writing that recur across practices ("sought time", "time liya",
"समय की याचना"; "costs of Rs. 2,000", "Rs 500 hurja", "हर्जे पर"), never for one practice's names.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable

from tareekh.events.directions import directions
from tareekh.events.models import (
    ActionItem, Adjournment, ClientInteraction, Costs, EventBase, Filing, NextDate, Order, Record, Remark,
    Side, Undertaking, WitnessExam,
)
from tareekh.events.fields import document_fields
from tareekh.events.money import amounts
from tareekh.events.costs_words import COSTS as COSTS_WORD, costs_in
from tareekh.events.reached_words import NOT_REACHED
from tareekh.events.bench_words import BENCH_AWAY
from tareekh.events.again_words import AGAIN_TIME_BARE, DEFER_ASKED
from tareekh.events.sections import foreign_spans, masked
from tareekh.events.initials import is_initial_or_title
from tareekh.events.titles import PERSON_TITLES
from tareekh.events.adversary import FACING, THE_OTHER_SIDE
from tareekh.events.sides import Sides, names_role, opposite, side_of_role
from tareekh.events.text import Sentence, after, one_line, iso_dates, period_end, sentences
from tareekh.events.verdict_words import ADMITTED_BY, ANY_VERDICT, annulments, verdicts
from tareekh.events.witness_words import (
    NAMED_WITNESS, NAMED_WITNESS_SCRIPT, SIDE, not_examined, role_skipped, script_untitled, side_letters,
)

_DEV = "\u0900-\u097F"
_CONDITIONAL = re.compile(r"\b(?:if|agar|in case|unless|whether|should they|jab bhi|kahin)\b", re.I)
_NEGATED_SEEK = re.compile(
    r"\b(?:not|never|didn'?t|did not|does not|doesn'?t|no one|nobody|nahi)\s+(?:\w+\s+){0,2}?(?:seek|sought|ask|take|took|maang)",
    re.I)
_QUESTIONED = re.compile(r"\?\s*$")

# -- adjournments --------------------------------------------------------------------------------------------
_COUNT_WORDS = r"(?:\d+|one|two|three|four|a|an|ek|do|teen|char|few|some|short|more|further|another)"
# the Urdu and Hindustani word for time as Latin letters type it ("waqt liya", "vakt maanga", "waqat"), in Hindi,
# Urdu, Punjabi and Kashmiri notes alike
_WAQT = r"(?:wa?qa?t|va?qa?t|wakh?a?t|vakh?a?t)"
_SPAN_WORDS = r"(?:weeks?|wks?|days?|months?|mths?|hafte|din|mahine)'?"
_ADJ_STRONG = re.compile(
    rf"""
    \b(?:sought|seeks?|seeking|asked(?:\s+for)?|asks?\s+for|asking\s+for|prays?(?:\s+for)?|prayed(?:\s+for)?|praying(?:\s+for)?|
       requested|requests?|wants?|wanted|took|taken|takes|taking|applied\s+for|moved\s+for|needed|needs)
      \s+(?:and\s+(?:is|was)\s+granted\s+)?(?:(?:for|an?|the|more|further|some|short|another|'?s)\s+){{0,3}}
      (?:{_COUNT_WORDS}\s+{_SPAN_WORDS}\s+)?(?:time|adjournments?|accommodation|pass[- ]?over|{_COUNT_WORDS}\s+{_SPAN_WORDS})\b
    # "took a date", "sought another date": a side's day taken, as Indian English says it (never "the date")
    | \b(?:sought|took|taken|asked\s+for|wanted)\s+(?:an?|another|one\s+more|a\s+fresh|a\s+new)\s+date\b
    # … and "date li / mangi" of Hinglish, never a date for a meeting ("date li hai kal ki meeting ke liye")
    | \bdate\s+(?:le\s+li|le\s+liya|liya|li|maangi|mangi|maanga|manga)\b(?![^.;\n]*\b(?:meeting|milne|mulaa?qaa?t|appointment|baithak)\b)
    | \btime\s+(?:was\s+|is\s+|has\s+been\s+)?(?:sought|taken|asked|requested|prayed)\b
    | \b(?:time|samay|samaya|{_WAQT}|adjournments?|adj[nt]?\.?|ta+re*kh|ta+ri+kh|ta+re+k|ta+ri+k|mohl?a?lat|muhlat|mu?dd?at|{_COUNT_WORDS}\s+{_SPAN_WORDS}|
         # (the other languages' nouns of time with the Hindi verb, as a mixed note or a question read into Hindi
         # words writes them: "vel maanga", "somoy liya", "gaduvu maangi")
         vel|velu|somoy|shomoy|xomoy|homoy|samayam|neram|avadhi|gaduvu|avakaa?sam|avagaa?sam|vaa?(?:y|i)i?(?:daa?|thaa?|dhaa?))
         \s+(?:ki\s+|ka\s+)?(?:liya|liye|li|lia|lya|le\s+li|le\s+liya|le\s+liye|le\s+lie|le\s+lia|maanga|maange|
         maangi|mangi|manga|mangaa|maang|mang|mang\s+liya|maang\s+liya|maanga\s+gaya|chahiye|lai|layi|laiyan|layian|layiyan|lei|leyi|
         # (took, in Bhojpuri, Maithili and Magahi: "samay lel", "lelkhin", "lelthin", "lelak", "lihlan", "lehal")
         lel|lela|lelak|lelakai|lelkai|lelkain|lelkhin|lelthin|lelthi|lelan|lelaith|lelai|lelas|lelasi|lihlan|lihle|lihal|lehal|lehlan)\b
    # a later day asked for is time sought: "wanted a longer date", "asked for a later date"
    | \b(?:sought|seeks?|seeking|asked\s+for|asks?\s+for|prays?\s+for|prayed\s+for|requested|wants?|wanted)\s+(?:an?\s+|the\s+)?
      (?:longer|later|long|distant|further|another)\s+date\b
    # … and in the other Indian languages, typed in Latin letters: sought ("time kettaaru", "time adigaru",
    # "time kelidru", "time cheyechhe", "vel magitla", "time mangeya", "time maangyo") or took ("time niyeche",
    # "time ghetla", "time tagondru", "time teesukunnaru", "time lidho")
    # (and Bengali/Assamese "somoy niyeche", "xomoy bisarile", Tamil/Malayalam "vaaydha vaanginaar", "avadhi vaangi",
    # Nepali "samaya maagyo / liyo", Odia "samaya magile / nele", Punjabi/Hindi "taarikh lai / li", Punjabi "time le lya",
    # Assamese "time loise / loisil / loile": has taken, had taken, took)
    | \b(?:time|samay|samaya|somoy|shomoy|xomoy|homoy|vel|velu|samayam|{_WAQT}|neram|adjournments?|mu?dd?at|mudath|mohl?a?lat|muhlat|
         avakaa?sam|avagaa?sam|avadhi|gaduvu|vaa?(?:y|i)i?(?:daa?|thaa?|dhaa?)|
         kaalaavakaasha|ta+re*kh|ta+ri+kh|date)\s+(?:punha\s+|parat\s+|phir\s+|again\s+|abar\s+|aabar\s+|meendum\s+|pheri\s+)?
        (?:kett\w*|kekk\w*|adig\w*|kelid\w*|kelidr\w*|chey(?:e)?chh?\w*|chai(?:lo|len|chh?e)|
         magit\w*|maagit\w*|mange?ya|mangeya|maang?yo|niye(?:chh?\w*)?|nilo|nilen|ghetl\w*|tagond\w*|tegond\w*|
         teesuk\w*|teesk\w*|tisuk\w*|lidh[oaei]|vaang\w*|waang\w*|liyo|line|maa?gyo|maa?g(?:i|e)le|maangile|nele|lole|
         loi(?:se|sil|chil|che|chhe)|bisaril\w*|lois(?:e|il\w*|ey|a)|loile|loilo|
         chodich\w*|le\s+l(?:y|iy|i)a)\b
    # the paper that asks for it: "time petition", "petn for time", "application for time"
    | \btime\s+pet(?:ition|itions|n)\b|\b(?:petition|petn|application|appln|memo|letter)\s+(?:for|seeking)\s+(?:more\s+|further\s+|an?\s+)?
      (?:time|adjournment|adjn?\.?|adjt\.?)(?![\w])
    # the shorthand sought: "adj. sought by …", "adjn requested"
    | \badj(?:n|t)?\.?\s+(?:was\s+|is\s+)?(?:sought|requested|asked|prayed)\b
    | \bke\s+liye\s+(?:{_COUNT_WORDS}\s+{_SPAN_WORDS}|time|samay)(?!\s+(?:me|mein|main|baad|pehle|nahi))
    | \b(?:sought|seeks?|wants?|wanted|needs?|prays?\s+for|asked\s+for)\s+(?:time\s+(?:for|to\s+(?:get|obtain|take|seek))\s+)?instructions\b
    | \badjournment\s+(?:was\s+|is\s+)?(?:sought|requested|applied|asked)\b
    | \b(?:time|adjournments?|accommodation)\s+(?:ku\s+|kosam\s+|ge\s+|aabar\s+|punha\s+)?
      (?:kett?aa?\w*|kettu\w*|adig\w*|kel(?:i|a)d\w*|chail\w*|cheyech\w*|maa?git\w*|maa?ngy[ao]\b|mange?ya\b)
    # a note's shorthand, the act alone after a dash or a colon: "<counsel> - time.", "<side>: time"
    | (?:(?<=\s-\s)|(?<=\s–\s)|(?<=:\s))time\b(?=\s*(?:[.;,!]|\s[-–]\s|$))
    | \b(?:adjournment|illness|sickness)\s+(?:memo|letter|application)\b
    | \bmemo\s+(?:seeking|for|praying\s+for)\s+(?:time|adjournment)\b
    | \b(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth)\s+(?:adjournment|request\s+for\s+time)\b
    # the day's step asked to be put off: "asked to defer our cross", "requested to postpone the evidence", "sought
    # deferment"
    | \b(?:asked|asks|sought|seeks|requested|requests|prayed|prays|wanted|wants|applied|moved)\s+(?:(?:for|to)\s+)?
      (?:defer|deferment|deferring|postpone|postponement|postponing|adjourn)\w*\b
    """,
    re.IGNORECASE | re.VERBOSE,
)
# time or an adjournment asked for, in the scripts' words: Hindi "समय की याचना / प्रार्थना", "समय हेतु आवेदन", "स्थगन का
# निवेदन"; Marathi and Gujarati "मुदत मागितली", "મુદત માંગી"; Bengali "সময় প্রার্থনা"; Urdu "مہلت طلب", "التوا کی درخواست"
_ADJ_HINDI = re.compile("(?:(?:समय|स्थगन|मोहलत|मुहलत|मुदत|मुदतीची)\\s*(?:की|का|के|हेतु|के\\s+लिए|बाबत|साठी)?\\s*"
                        "(?:याचना|प्रार्थना|आवेदन|निवेदन|मांग|माँग|अर्ज)|समय\\s+(?:माँगा|मांगा|मांगी|माँगी|चाहा|मागितल|मागितली)|"
                        "स्थगन\\s+प्रार्थना|(?:वक्त|वक़्त|वखत)\\s+(?:फिर\\s+)?(?:माँग|मांग|चाह)|"
                        # asked for in the other scripts: Marathi "मुदत / वेळ / तारीख मागितली", Punjabi "ਸਮਾਂ ਮੰਗਿਆ", Tamil
                        # "அவகாசம் / வாய்தா கேட்டார்", Telugu "గడువు / వాయిదా కోరారు, అడిగారు", Kannada "ಸಮಯ ಕೇಳಿದರು",
                        # Malayalam "സമയം / അവധി ചോദിച്ചു", Odia "ସମୟ ମାଗିଲେ", Gujarati "સમય માંગ્યો"
                        "(?:समय|वेळ|मुदत|मोहलत|तारीख|तारीख़|तारिख)\\s+(?:पुन्हा\\s+|परत\\s+|फिर\\s+|फिर\\s+से\\s+)?"
                        "(?:मागित|मागीत|मागून|मांग|माँग|मागल)|"
                        "(?:ਸਮਾਂ|ਸਮਾ|ਤਾਰੀਖ|ਮੋਹਲਤ)\\s+ਮੰਗ|(?:அவகாசம்|வாய்தா|டைம்|நேரம்)\\s+(?:மீண்டும்\\s+)?கேட்ட|"
                        "(?:సమయం|గడువు|వాయిదా|టైం)\\s+(?:మళ్ళీ\\s+)?(?:కోర|అడిగ|అభ్యర్థ)|"
                        # (asked or requested, each script's verbs of asking a closed class: Kannada "ಕೇಳಿದರು /
                        # ಕೋರಿದರು", Tamil "கேட்டார் / கோரினார்", Malayalam "ചോദിച്ചു / ആവശ്യപ്പെട്ടു", Marathi and
                        # Gujarati "विनंती / વિનંતી", Bengali "আবেদন", Odia "ଅନୁରୋଧ", Punjabi "ਬੇਨਤੀ")
                        "(?:ಸಮಯ|ಕಾಲಾವಕಾಶ|ಮುಂದೂಡಿಕೆ|ಅವಕಾಶ)\\s+(?:ಮತ್ತೆ\\s+|ಪುನಃ\\s+)?(?:ಕೇಳ|ಕೋರ)|"
                        "(?:அவகாசம்|வாய்தா|டைம்|நேரம்)\\s+(?:மீண்டும்\\s+)?கோர|"
                        "(?:സമയം|അവധി|സാവകാശം)\\s+(?:വീണ്ടും\\s+)?(?:ചോദിച്ച|തേടി|ആവശ്യപ്പെട്ട)|(?:ସମୟ|ତାରିଖ)\\s+(?:ମାଗ|ପାଇଁ\\s+ଅନୁରୋଧ)|"
                        "(?:मुदत|वेळ|मुदतीची|मुदतीसाठी|वेळेसाठी|मुदतवाढीची|मुदतवाढ)\\s+(?:\\S+\\s+)?(?:मिळण्याची\\s+)?(?:विनंती|अर्ज)|"
                        "(?:સમય|તારીખ|મુદત)\\s+(?:\\S+\\s+)?વિનંતી|(?:ਸਮਾਂ|ਤਾਰੀਖ)\\s+(?:\\S+\\s+)?ਬੇਨਤੀ|"
                        "(?:সময়|সময়)[\\u0980-\\u09FF]*\\s+(?:\\S+\\s+)?(?:আবেদন|আৱেদন)|"
                        "(?:સમય|તારીખ)\\s*(?:માંગ|માગ)|મુદત\\s*(?:માંગ|માગ)|সময়\\s*(?:প্রার্থনা|চাওয়া|চেয়ে|চাইল)|"
                        "(?:مہلت|وقت|التوا)\\s*(?:کی\\s*)?(?:طلب|درخواست)|(?:مہلت|وقت|تاریخ)\\s+(?:پھر\\s+)?(?:لیا|لی|لے\\s+لی|مانگ)|"
                        "(?:ਵਕਤ|ਵਕ਼ਤ)\\s+(?:ਫਿਰ\\s+)?(?:ਮੰਗ|ਲਿਆ|ਲਈ|ਲੈ\\s+ਲਿਆ)|"
                        # a note's shorthand, the time with what it is for and no verb: "कारण-पृच्छा हेतु समय",
                        # "जवाब के लिए समय" (time for the show cause, for the reply); never a time limit or "on time"
                        "(?:हेतु|के\\s+लिए|के\\s+लिये|वास्ते)\\s+(?:और\\s+|पुनः\\s+|फिर\\s+)?समय"
                        "(?![\\u0900-\\u0963\\u0971-\\u097F])(?!\\s*(?:सीमा|पर|में|से|तक|का|की|के|नहीं))|"
                        # put off at a side's asking: "जिरह प्रतिवादी के कहने पर टला", "… के अनुरोध पर स्थगित"; and time
                        # given on costs: "500 रु० हर्जाना पर समय"
                        "(?:कहने|अनुरोध|निवेदन|प्रार्थना|आग्रह)\\s+पर\\s+(?:\\S+\\s+){0,2}?(?:टला|टली|टले|टाला|टाली|स्थगित)|"
                        "(?:हर्जा|हर्जे|हर्जाना|हर्जाने)\\s+(?:पर|के\\s+साथ)\\s+(?:समय|तारीख|मोहलत)(?![\\u0900-\\u0963\\u0971-\\u097F])"
                        # (the verb's word taken whole, "ಕೇಳಿದರು", "मागितली": the plea after it starts a word of its own)
                        ")[\\u0900-\\u0D7F\\u0600-\\u06FF]*")
# time for a party, written with its language's postposition "for" after the party (a closed class) and the time
# after it, with no verb: the party's own time ("<party> ke liye time", "<party>-inu vendi samayam", "<party>-kaaga
# avakaasam", "<party> er jonno somoy", "<party> kosam gaduvu", "<party>-gaagi samaya", "<party> sathi mudat",
# "<party> mate mudat", "<party> layi time", "<party> pain samaya", "<party> ko lagi samaya") and in the scripts
# ("के लिए समय", "വേണ്ടി സമയം", "க்காக அவகாசம்", "জন্য সময়", "కోసం గడువు", "ಗಾಗಿ ಸಮಯ", "साठी वेळ", "માટે મુદત",
# "ਲਈ ਸਮਾਂ", "ପାଇଁ ସମୟ", "کے لیے مہلت"); never a time limit, a time fixed or "on time"
_FOR_PARTY = (r"(?:\bke\s+(?:liye|liya|liyē|vaaste|vaste|waste)|\bki\s+khaa?tir|\bhetu|\blayi|\bvaaste|\bsaa?thi|\bkarita|"
              r"\bmaa?te|\b(?:er\s+)?jonn?(?:o|yo)|\bbabe|\bkarone|\bpaa?in|(?:-|\s|(?<=[a-z]))(?:uk|k)?kaa?ga|\bkosam|"
              r"(?:-|\s|(?<=[a-z]))(?:k|g)?(?:k|g)aa?gi|\btarapuna|\btaraphuna|\bparavaa?gi|(?:-|\s)(?:inu|nu|kku|ikku|ukku)\s+vendi|"
              r"\bvendi|\bko\s+lagi)")
_TIME_NOUN = (r"(?:time|samay|samaya|samayam|somoy|shomoy|xomoy|homoy|vel|velu|" + _WAQT + r"|neram|mudat|mudath|muddat|mohlat|muhlat|avadhi|"
              r"gaduvu|avakaa?sam|avagaa?sam|kaalaavakaasha|vaa?(?:y|i)i?(?:daa?|thaa?|dhaa?)|adjournment|accommodation)")
_ADJ_FOR = re.compile(
    rf"{_FOR_PARTY}\s+(?:(?:more|further|another|aur|phir|punha|abar|innum|malli|matte|veendum)\s+)?{_TIME_NOUN}\b"
    r"(?!\s*(?:limit|bound|fixed|fix|table|schedule|slot|me|mein|main|se|tak|par|pe|nahi|nahin|illa|illai|ledu|illa|nei|"
    r"nathi|na)\b)|"
    # the southern languages' dative typed in Latin letters says what the time is for: Telugu "counter ki / ku time",
    # Tamil "counter-kku time", Kannada "counter-ge time", Malayalam "counter-inu time" (never a clock's time: "ki time
    # 11 baje")
    r"(?:\s|-)(?:ki|ku|kku|ge|kke|inu)\s+(?:time|gaduvu|samayam|avakaa?sam)\b"
    r"(?!\s*\d)(?!\s*(?:limit|bound|fixed|fix|table|schedule|slot|me|mein|main|se|tak|par|pe|lo|la|il|alli|nahi|nahin|illa|"
    r"illai|ledu|undi|unda)\b)|"
    r"(?:(?<![\u0900-\u097F])(?:के\s+(?:लिए|लिये|वास्ते)|की\s+खातिर|हेतु|साठी|करिता|को\s+लागि)\s+(?:और\s+|पुन्हा\s+|पुनः\s+)?"
    r"(?:समय|टाइम|मोहलत|मुदत|वेळ|तारीख)(?!\s*(?:सीमा|पर|में|से|तक|नहीं|नाही))|"
    r"(?:জন্য|জন্যে|বাবে|কাৰণে)\s+(?:সময়|সময়|তারিখ|তাৰিখ)|માટે\s+(?:સમય|મુદત|તારીખ)|(?:ਲਈ|ਵਾਸਤੇ)\s+(?:ਸਮਾਂ|ਸਮਾ|ਟਾਈਮ|ਤਾਰੀਖ)|"
    r"ପାଇଁ\s+(?:ସମୟ|ତାରିଖ)|(?:க்காக|காக|சார்பாக)\s+(?:அவகாசம்|வாய்தா|டைம்|நேரம்)|(?:కోసం|తరపున)\s+(?:సమయం|గడువు|వాయిదా|టైం)|"
    # (Telugu's dative "కి / కు" says what the time is for as much: "వెర్షన్ కి గడువు", "కౌంటర్కు సమయం")
    r"(?:కి|కు)\s+(?:సమయం|గడువు|వాయిదా|టైం)(?![\u0C00-\u0C7F])|"
    r"(?:ಗಾಗಿ|ಕ್ಕಾಗಿ|ಪರವಾಗಿ)\s+(?:ಸಮಯ|ಕಾಲಾವಕಾಶ|ಅವಕಾಶ)|വേണ്ടി\s+(?:സമയം|അവധി|സാവകാശം)|"
    r"(?:کے\s+(?:لیے|لئے|واسطے))\s+(?:وقت|مہلت|تاریخ))", re.I)
# time or a date TAKEN, in the scripts' words (the forms above are of asking): Hindi/Haryanvi "समय / तारीख ले ली",
# "टैम ले लिया", Bhojpuri "समय लेहलें", Nepali "समय / मिति लियो, माग्यो", Bengali "সময় নিল / নিয়েছে", Assamese
# "সময় ল'লে", Gujarati "સમય લીધો", Punjabi "ਸਮਾਂ ਲਿਆ", Odia "ସମୟ ନେଲେ", Marathi "वेळ घेतला"
_ADJ_TOOK = re.compile(
    r"(?<![\u0900-\u097F])(?:समय|वक्त|वक़्त|वखत|टाइम|टैम|तारीख|तारीख़|तारिख|मोहलत|मिति|पेशी|वेळ|मुदत)\s+"
    r"(?:(?:फिर|फेर|फेरि|फेनु|दोबारा|पुनः|फिर\s+से|फेर\s+तै|पुन्हा|परत)\s+)?"
    r"(?:ले\s+ली|ले\s+लिया|ले\s+लियो|लिया|ली(?![\u0900-\u0963\u0971-\u097F])|लिये|लिए|लेहल|लिहल|लियो|लिन्यो|लिनुभयो|माग्यो|मागे|घेतल)|"
    r"(?:সময়|সময়|টাইম|তারিখ)\s+(?:আবার\s+|পুনরায়\s+|পুনৰ\s+|আকৌ\s+)?(?:নিল|নিলেন|নিয়েছ|নিয়েছ|নিলো|ল'লে|ললে|লৈছে|চাইল|চেয়েছ|চেয়েছ|"
    # … and asked for, in Assamese and Bengali: "সময় বিচাৰিলে / বিচাৰে", "সময় চাইলেন", "সময় প্রার্থনা করলেন"
    r"বিচাৰ|বিচার|চাইলেন|চাহিল|চাহিয়া|চাহিয়া|প্রার্থনা|প্ৰাৰ্থনা)[\u0980-\u09FF]*|"
    # … and given on costs, in a Bengali or Assamese note: "500 টাকা খরচ দিয়া সময়", "খরচ সাপেক্ষে সময়", "খৰচ দি সময়"
    r"(?:খরচ|খৰচ)(?:ে|া)?\s+(?:(?:দিয়া|দিয়া|দিয়ে|দিয়ে|দিয়|দি|সহ|সাপেক্ষে|সাপেক্ষ)\s+)?(?:সময়|সময়|তারিখ)(?![\u0980-\u09FF])|"
    r"(?:સમય|તારીખ|મુદત)\s+(?:ફરી\s+)?(?:લીધ|માંગ્ય)|(?:ਸਮਾਂ|ਤਾਰੀ(?:ਖ\u0A3C?|\u0A59)|ਟਾਈਮ)\s+(?:ਫਿਰ\s+)?(?:ਲਿਆ|ਲਈ|ਲੈ\s+ਲਿਆ|ਲੈ\s+ਲਈ)|"
    # (the paper that asks for it, in Gujarati: "મુદત માટે પુરસીસ / અરજી" — a pursis or an application for time)
    r"(?:સમય|તારીખ|મુદત)\s+(?:માટે|સારૂ|સારુ)\s+(?:પુરસીસ|પુરશીસ|અરજી)|"
    r"(?:ସମୟ|ତାରିଖ)\s+(?:ପୁଣି\s+)?(?:ନେଲେ|ନେଇଛ)")
# a side not ready on the day ("X not ready, ND …", "Patil ready nahi", "वकील तयार नाही"): the day went for them, as if
# they had sought time; "not ready to take her back" is unwillingness, not a day's readiness
_UNREADY = re.compile(
    r"(?:\bnot\s+(?:yet\s+)?(?:ready|prepared)|\b(?:ready|tayy?aa?r|taiyaa?r|tyaa?r)\s+(?:hi\s+)?(?:nahi|nahin|naahi|nai|illa|illai|"
    r"ledu|leru|ga\s+ledu|agilla|alla|nathi|noy|na|nei|nahe)\b|तयार\s+नाही|तैयार\s+नहीं|तयार\s+नहीं|तैयार\s+नही|"
    r"தயார்\s*இல்லை|தயாரில்லை|தயாராக\s*இல்லை|తయారుగా\s+లే|సిద్ధంగా\s+లే|ಸಿದ್ಧ(?:ವಿಲ್ಲ|ರಿಲ್ಲ)|തയ്യാറ(?:ല്ല|ായില്ല)|তৈরি\s+(?:নয়|নন|ছিল\s+না)|"
    r"તૈયાર\s+(?:નથી|ન)|ਤਿਆਰ\s+ਨਹੀਂ|ପ୍ରସ୍ତୁତ\s+ନ)(?!\s+to\b)(?!\s+(?:for|with)\s+(?:settlement|compromise)\b)", re.I)
# a paper or a step not done, as the sentence before a plea for time says it (its reason): "counter not filed",
# "reply ni aayi", "written statement nahi aaya", Marathi "nahi aala", Tamil "file pannala", "varala", Telugu
# "file cheyyaledu", "raaledu", Kannada "maadilla", "bandilla", Malayalam "cheythilla", "vannilla", Bengali "koreni",
# "ashe ni", and in Devanagari "नहीं आया", "नाही आला"
_NOT_DONE = re.compile(
    r"\bnot\s+(?:yet\s+)?(?:been\s+)?(?:filed|ready|come|received|produced|served|submitted)\b|\bhas\s+not\s+(?:yet\s+)?filed\b|"
    r"\b(?:ni|nahi|nahin|nai|naahi|nahee)\s+(?:aay\w*|aai|aaya|aayi|aala|aali|aale|hua|hui|kiya|kela|keli|diya|di|bhara)\b|"
    r"\b(?:pannala|pannalai|pannave\s+illa|varala|varalai|cheyyaledu|raaledu|raledu|maadilla|madilla|bandilla|"
    r"cheythilla|vannilla|koreni|korenai|asheni|aseni|ashe\s+ni)\b|"
    r"(?:नहीं|नही|नाही)\s+(?:आया|आई|आयी|हुआ|हुई|किया|दिया|आला|आली|केला|केली)|"
    # … and not done, not filed, not come in the other scripts: Telugu "వేయలేదు / చేయలేదు / రాలేదు", Tamil
    # "செய்யவில்லை / வரவில்லை / தாக்கல் செய்யப்படவில்லை", Kannada "ಮಾಡಿಲ್ಲ / ಸಲ್ಲಿಸಿಲ್ಲ / ಬಂದಿಲ್ಲ", Malayalam "ചെയ്തില്ല /
    # വന്നില്ല / ഫയൽ ചെയ്തിട്ടില്ല", Bengali "করেনি / আসেনি / দাখিল হয়নি", Gujarati "કર્યું નથી / આવ્યું નથી", Odia
    # "କରିନାହାନ୍ତି / ଆସିନାହିଁ", Punjabi "ਨਹੀਂ ਕੀਤਾ / ਨਹੀਂ ਆਇਆ"
    r"వేయలేదు|చేయలేదు|రాలేదు|దాఖలు\s+కాలేదు|செய்யவில்லை|செய்யப்படவில்லை|வரவில்லை|ಮಾಡಿಲ್ಲ|ಸಲ್ಲಿಸಿಲ್ಲ|ಬಂದಿಲ್ಲ|"
    r"ചെയ്തില്ല|ചെയ്തിട്ടില്ല|വന്നില്ല|করেনি|আসেনি|হয়নি|হয়নি|કર્યું\s+નથી|કર્યો\s+નથી|આવ્યું\s+નથી|"
    r"କରିନାହାନ୍ତି|କରିନାହିଁ|ଆସିନାହିଁ|ਨਹੀਂ\s+(?:ਕੀਤਾ|ਆਇਆ|ਆਈ)", re.I)
# a paper put in on the day, by hand or on the file (its lateness or want of service is then no default that took the
# day): English "handed up / in / over", "tendered", "produced", "placed / taken on record", "filed today / in court";
# the Indian languages' verbs of filing and giving, typed in Latin letters ("pesh kiya", "dakhil kiya", "file kiya /
# chesaru / pannanga / maadidru / cheythu / korlo / karyu / kela") and in their scripts ("पेश किया", "दाखिल किया",
# "प्रस्तुत किया", "सादर केले", "রেকর্ডে", "தாக்கல் செய்த", "దాఖలు చేశ", "ಸಲ್ಲಿಸಿದ", "ഫയൽ ചെയ്ത", "રજૂ કર")
_PUT_IN = re.compile(
    r"\bhanded\s+(?:up|in|over)\b|\btendered\b|\bproduced\s+(?:in\s+court|today|before)\b|"
    r"\b(?:placed|taken|brought|put)\s+(?:it\s+)?on\s+(?:the\s+)?(?:record|file)\b|\bfiled\s+(?:today|in\s+court|now)\b|"
    r"\b(?:pesh|dakhil|daakhil|file|jama|hajir|haajir)\s+(?:kiya|kiye|ki|kar\s+di\w*|kela|keli|kele|kelaa|chesa\w*|chesi\w*|"
    r"pann\w*|maadid\w*|madid\w*|cheyth\w*|korl\w*|korech\w*|karyu|karya|kita|kitti|kale|karile)\b|"
    r"(?:पेश|दाखिल|प्रस्तुत|सादर|जमा)\s+(?:किया|किये|किए|की|कर\s+दि\S*|केले|केली|केला)|"
    r"দাখিল\s+কর|জমা\s+(?:দিল|দিয়েছ|দিয়েছ|কর)|தாக்கல்\s+செய்த|దాఖలు\s+చేశ|ಸಲ್ಲಿಸಿದ|ಹಾಜರುಪಡಿಸಿದ|ഫയൽ\s+ചെയ്ത|"
    r"ഹാജരാക്കി|રજૂ\s+કર|ਪੇਸ਼\s+ਕੀਤ|ଦାଖଲ\s+କଲ|پیش\s+کیا|داخل\s+کیا", re.I)
# a hurried note's plea then its bare outcome: "<side>: <why> - time.", "<side> said the witness is not summoned, time"
# (the word "time" alone closes the sentence, after a dash or a comma): time sought for the clause before it
# (and "- time for WS.", "- time for reply": the paper the time is for, a word or three, closes it)
# (the papers may be two, joined: "time for WS + reply to stay appl.", "time for counter & vakalat", the court's
# "granted" after them; never a clause that says time ran out: "time for reply is over")
_ADJ_TRAILING = re.compile(rf"(?:\s[-–—]+>?\s*|\s*(?:->|→)\s*|,\s*)(?:{_COUNT_WORDS}\s*{_SPAN_WORDS}\s+)?time"
                           r"(?:\s+for\s+(?:the\s+)?[\w./]+(?:\s+(?!(?:is|was|are|were|has|had|over|up|ended|expired|lapsed|gone)\b)"
                           r"(?:[\w./]+|[+&]))"
                           r"{0,5})?\s*[.!]?[\s'\"”)]*(?:[-,]?\s*(?:granted|given|allowed)\s*[.!]?[\s'\"”)]*)?$",
                           re.I)
# … and the party who wanted it written between the clause's cut and the bare word ("counter not filed, AGA time.",
# "W.S. not ready - defendant time", "reply awaited; State time for reply"): that party's time, the clause before it
# its plea (read only where the words before "time" name a party of the case)
_PARTY_TIME_LAST = re.compile(r"(?:\s[-–—]+>?\s*|[,;:]\s*)(?P<who>[A-Za-z][\w.']*(?:\s+[A-Za-z][\w.']*){0,2})\s+time"
                              r"(?:\s+for\s+(?:the\s+)?[\w./]+(?:\s+[\w./]+){0,2})?\s*[.!]?[\s'\"”)]*$", re.I)
# the step a counsel puts off to the next date, said as their plea or its outcome after a dash or a quote ("<counsel>
# <where they are> - cross next date", "<counsel> - \"cross next date, <officer> to instruct\". Allowed."): that
# counsel's time, read only where the sentence names its party before it (never "PW1 chief over - cross next date")
_STEP_NEXT_DATE = re.compile(r"(?:\s[-–—]+\s*|:\s*|\s)[\"“']?(?:cross(?:[- ]exam\w*)?|chief|reply|objections?|arguments?|"
                             r"evidence|counter|rejoinder)\s+(?:on\s+)?(?:the\s+)?next\s+date\b", re.I)
# the bare word for time closing a clause, after the step it is for in a script's own case ending ("ഒബ്ജക്ഷന് സമയം",
# "ಆಕ್ಷೇಪಣೆಗೆ ಸಮಯ", "जवाब हेतु समय"): Malayalam, Kannada, Hindi/Marathi/Nepali, Bengali/Assamese, Tamil, Telugu,
# Gujarati, Punjabi, Odia; a clause after another (a sentence that is only "lunch time" asks nothing)
_SCRIPT_TIME_LAST = re.compile(r"(?:[,;]\s*|\s[-–—]+\s*)(?:[^\sA-Za-z\d,;.]+\s+){0,2}(?:സമയം|ಸಮಯ|समय|সময়|সময়|"
                               r"அவகாசம்|సమయం|గడువు|સમય|ਸਮਾਂ|ସମୟ)\s*[.!]?[\s'\"”)]*$")
_ADJ_MEMO = re.compile(r"\bmemo\s+(?:filed|through|by|via)\b|\bfiled\s+(?:a\s+|an\s+)?memo\b|\bwith\s+a\s+memo\b|\bmemo\s+(?:sent|given)\b", re.I)
_UNWELL = re.compile(r"\b(?:unwell|indisposed|illness|ill|sick|fever|bimar|beemar|hospitali[sz]ed|not\s+well|surgery)\b|"
                     r"बीमार|अस्वस्थ|सिक\s+स्लिप", re.I)
_ADJ_COURT = re.compile(
    r"""\bnot\s+reached\b|\bnot\s+taken\s+up\b|\b(?:on|is\s+on|was\s+on)\s+leave\b|\bleave\s+(?:pe|par)\b|\bchh?utti\b|
    \bdid\s+not\s+sit\b|\bdidn'?t\s+sit\b|\bnot\s+sitting\b|\bbaitha\s+(?:hi\s+)?nahi\b|(?<!defence\s)(?<!defense\s)\bstrike\b(?!\s+(?:off|out|down))|\bhadt?aa?l\b|\bhart?aa?l\b|
    \babstain(?:ed|ing)?\b|\bboycott|\bquorum\b|\bboard\s+(?:khatam|over)\b|\bno\s+board\b|\bsuspended\s+(?:sitting|work)\b|
    \bcondolence\b|\bpart[- ]heard\s+(?:trial|matter)\s+in\s+progress\b|\bcourt\s+(?:was\s+)?busy\b|\bno\s+time\b|
    \b(?:was\s+|got\s+)?passed\s+over\b|\bno\s+court(?:\s+(?:today|that\s+day|aaj|held|sitting))?\s*(?:[.,;:!-]|$)|\bcourt\s+(?:did\s+not|didn'?t)\s+(?:sit|assemble|function)\b|
    \bselavu\b|\breach\s+(?:kaa?ledu|avv?aledu|ayyaledu|nahi|nahin)\b|\bcourt\s+ledu\b|\bjudge\s+(?:garu\s+)?raa?ledu\b|
    \b(?:number|item|peshi)\s+(?:hi\s+)?nahi\s+(?:aaya|aayi|hui|pahunch\w*)\b|
    # the presiding officer (or the officer who was to act) away on other official duty: "on election duty", "chunav
    # duty pe", "VIP duty", "law and order duty", "on tour", "on deputation"
    \b(?:election|elections|chunaa?v|chunaw|nivadnuk|nirbachan|nirvachan|nirbachon|thert(?:h)?al|ennikala|chunaavana|
       thiranjeduppu|choon?tani|vip|protocol|law\s+(?:and|&)\s+order)\s+(?:duty|duties|dyuti|dyooti|dyutee|drooty|kaam|kaamat)\b|
    \bon\s+(?:tour|deputation)\b""",
    re.IGNORECASE | re.VERBOSE,
)
# "heard all afternoon (the reason the next matter was not reached)": the court's reason given for another matter's day
_WHY_OTHER = re.compile(r"\b(?:why|reason)\s+(?:the\s+)?[^.;()]{2,50}?\s+(?:was|were|got|is)\s+$", re.I)
_ADJ_COURT_HINDI = re.compile("अवकाश पर|अवकाश के कारण|विरत|हड़ताल|नहीं बैठ|कोरम|शोक सभा|समयाभाव|समय के अभाव|समय अभाव|"
                              # the day's hearing not held, in the scripts: Hindi "पेशी / सुनवाई नहीं हुई (हो सकी)",
                              # Marathi "सुनावणी झाली नाही", Bengali and Assamese "শুনানি হয়নি / হোৱা নাই", Gujarati
                              # "સુનાવણી થઈ નથી", Punjabi "ਸੁਣਵਾਈ ਨਹੀਂ ਹੋਈ", Odia "ଶୁଣାଣି ହେଲା ନାହିଁ", Telugu "విచారణ
                              # జరగలేదు", Kannada "ವಿಚಾರಣೆ ನಡೆಯಲಿಲ್ಲ", Tamil "விசாரணை நடக்கவில்லை", Malayalam "വാദം നടന്നില്ല"
                              "(?:पेशी|सुनवाई|सुनवायी|बहस)\\s+(?:ही\\s+|भी\\s+)?(?:नहीं|नही)\\s+(?:हुई|हुआ|हो\\s+सकी|हो\\s+पाई|हो\\s+पायी)|"
                              "(?:सुनावणी|सुनवाणी)\\s+(?:\\S+\\s+)?झाली\\s+नाही|শুনানি\\s+(?:হয়নি|হয়নি|হয়\\s+নি|হোৱা\\s+নাই)|"
                              "સુનાવણી\\s+(?:થઈ|થયી)\\s+નથી|ਸੁਣਵਾਈ\\s+ਨਹੀਂ\\s+ਹੋਈ|ଶୁଣାଣି\\s+(?:ହେଲା\\s+ନାହିଁ|ହୋଇନାହିଁ)|"
                              "విచారణ\\s+జరగలేదు|ವಿಚಾರಣೆ\\s+ನಡೆಯಲಿಲ್ಲ|விசாரணை\\s+நடக்கவில்லை|വാദം\\s+നടന്നില്ല|"
                              # the officer away on election duty, in the scripts: Hindi "चुनाव / निर्वाचन ड्यूटी",
                              # Marathi "निवडणूक ड्युटी / कामात", Bengali "নির্বাচনী ডিউটি", Assamese "নিৰ্বাচনী
                              # ডিউটি", Gujarati "ચૂંટણી ફરજ", Punjabi "ਚੋਣ ਡਿਊਟੀ", Odia "ନିର୍ବାଚନ ଡ୍ୟୁଟି", Tamil
                              # "தேர்தல் பணி", Telugu "ఎన్నికల విధులు", Kannada "ಚುನಾವಣಾ ಕರ್ತವ್ಯ", Malayalam
                              # "തിരഞ്ഞെടുപ്പ് ഡ്യൂട്ടി"; and Hindi's "no work was done" of the day, "कोई कार्य नहीं"
                              "(?:चुनाव|निर्वाचन|निवडणूक)\\s*(?:ड्यूटी|ड्युटी|ड्यूटि|कार्य|काम)|"
                              "(?:নির্বাচনী?|নিৰ্বাচনী?)\\s*(?:ডিউটি|ডিউটী|কাজ|কাম)|ચૂંટણી\\s*(?:ફરજ|ડ્યુટી|ડ્યૂટી|કામ)|"
                              "ਚੋਣ\\s*(?:ਡਿਊਟੀ|ਡਿਉਟੀ|ਡਯੂਟੀ)|ନିର୍ବାଚନ\\s*(?:ଡ୍ୟୁଟି|ଡ୍ୟୁଟୀ|କାର୍ଯ୍ୟ)|"
                              "தேர்தல்\\s*(?:பணி|டியூட்டி|வேலை)|ఎన్నికల\\s*(?:విధు|డ్యూటీ|పని)|"
                              "ಚುನಾವಣಾ\\s*(?:ಕರ್ತವ್ಯ|ಡ್ಯೂಟಿ|ಕೆಲಸ)|തിരഞ്ഞെടുപ്പ്\\s*(?:ഡ്യൂട്ടി|ജോലി)|"
                              "कोई\\s+(?:कार्य|कार्यवाही|काम)\\s+(?:नहीं|नही)")
_ADJ_WEAK = re.compile(
    r"\b(?:adjournment|time)\s+(?:is\s+|was\s+)?(?:granted|allowed|given)\b|\badjourned\b|\badjd\b|\badj\.?\s+to\b|"
    r"\bstood\s+over\b|\bS\.?O\.?\s+to\b|"
    # the English verb with the Indian languages' "did / happened" after it: "adjourn chesaru", "adjourn aindi",
    # "adjourn kiya", "adjourn ho gaya", "adjourn kela / zala", "adjourn maadidru / aaytu", "adjourn pannanga",
    # "adjourn korlo / hoyeche", "adjourn karyu / thayu", "adjourn cheythu / aayi"
    r"\badjourn\s+(?:chesa\w*|chesi\w*|chese\w*|aindi|ayindi|ayyindi|kiya|kiye|kar\s+di\w*|ho\s+ga\w*|hua|hui|"
    r"kela|keli|kele|zala|zhala|jhala|maadid\w*|madid\w*|maadi\w*|aaytu|aaithu|aytu|panna\w*|panni\w*|aachu|"
    r"korl\w*|korech\w*|hoyech\w*|hoilo|karyu|karyo|karya|thayu|thai|cheythu|cheyth\w*|aayi|kita|kitta|hoya)\b|"
    # the court's act said the other way round: "the judge gave time", "granted further time"
    r"\b(?:gave|granted|allowed)\s+(?:(?:some|more|further|last|one|a|the)\s+)?time\b(?!\s+(?:limit|bound))|"
    # "time for the cross of PW2 - granted": the time and what it is for, then the court's word after a dash
    r"\btime\s+for\s+[^.;:\n]{2,50}?\s[-–—,]\s*(?:granted|allowed|given)\b|"
    # … and given, in the scripts' words (a closed class of verbs of giving): Hindi "समय दिया", Marathi "मुदत दिली",
    # Gujarati "મુદત આપી", Punjabi "ਸਮਾਂ ਦਿੱਤਾ", Bengali "সময় দেওয়া হল", Odia "ସମୟ ଦିଆଗଲା", Telugu "సమయం ఇచ్చారు",
    # Kannada "ಸಮಯ ನೀಡಲಾಗಿದೆ / ಕೊಟ್ಟರು", Tamil "அவகாசம் வழங்கப்பட்டது / கொடுத்தார்", Malayalam "സമയം അനുവദിച്ചു / നൽകി"
    r"(?<![\u0900-\u0D7F])(?:समय|वक्त|वक़्त|मोहलत|मुदत|वेळ|તારીખ|મુદત|સમય|ਸਮਾਂ|সময়|সময়|ସମୟ|సమయం|గడువు|వాయిదా|ಸಮಯ|ಕಾಲಾವಕಾಶ|"
    r"அவகாசம்|வாய்தா|സമയം|അവധി|സാവകാശം)\s+(?:फिर\s+|पुन्हा\s+|ಮತ್ತೆ\s+|మళ్ళీ\s+|மீண்டும்\s+|വീണ്ടും\s+)?"
    r"(?:दिया|दी(?![\u0900-\u0963\u0971-\u097F])|दिली|दिला|दिले|આપ|ਦਿੱਤ|ਦਿਤ|দেওয়া|দেওয়া|দিল|দিয়েছ|দিয়েছ|ଦିଆ|ଦେଲେ|ఇచ్చ|మంజూర|"
    r"ನೀಡ|ಕೊಟ್ಟ|ಮಂಜೂರ|வழங்க|கொடுத்த|அளிக்க|அனுமதிக்க|അനുവദിച്ച|നൽകി)[\u0900-\u0D7F]*|"
    # … and typed in Latin letters, the languages' verbs of giving a closed class (past forms): Hindi/Urdu "time diya /
    # de diya", Marathi "vel dila / dili", Gujarati "mudat aapi / aapyo", Punjabi "time ditta / diti", Bengali and
    # Assamese "somoy dilo / dilen / diyeche / dise", Odia "time dela / dele / deichhi", Tamil "time koduthaanga /
    # vazhangina", Telugu "time ichcharu / ichhaaru", Kannada "time kottru / kottidru / needidru", Malayalam "samayam
    # koduthu / anuvadichu / nalki"; the step it is for may stand between ("time for objection dela")
    r"\b(?:time|samay|samaya|samayam|somoy|shomoy|xomoy|homoy|vel|velu|" + _WAQT + r"|neram|mudat|mu?dd?at|mohl?a?lat|muhlat|avakaa?sam|"
    r"avadhi|gaduvu|kaalaavakaasha)\s+(?:for\s+(?:the\s+)?[\w./-]+(?:\s+(?:of\s+)?[\w./-]+){0,2}\s+)?"
    r"(?:(?:phir|again|punha|parat|abar|aabar|meendum|malli|matte|veendum|aaro)\s+)?"
    r"(?:diya|diye|de\s+diya|de\s+di|dila|dili|dile|dilya|dilo|dilen|diyech\w*|dise|dela|dele|deichh?i|deichh?e|"
    r"aapi|aapyo|apyo|aapya|ditta|dita|ditti|diti|kodutha\w*|kudutha\w*|koduthu|vazhangi\w*|ichcha\w*|ichha\w*|"
    r"ichaa\w*|ichchi\w*|kott(?:ru|idru|aru|ide|aaru|idaru)|needid\w*|anuvadich\w*|nalki)\b|"
    # the day's stage put off: "cross deferred", "evidence postponed"
    # (the verb typed in English inside any language's sentence: "cross defer korile", "cross defer kar diya")
    # (with the language's verb of doing or becoming after it, a closed class: Hindi "kar diya / kiya / hua", Bengali
    # and Assamese "korlo / korile", Marathi "kela / zala", Gujarati "karyu / thayu", Punjabi "kita / hoya", Odia "kale /
    # hela", Telugu "chesaru / ayyindi", Tamil "pannaanga / aachu", Kannada "maadidru / aaytu", Malayalam "cheythu / aayi")
    r"\b(?:cross(?:[- ]examination)?|evidence|arguments?|hearing|chief)\s+(?:is\s+|was\s+|got\s+)?(?:defer\w*|postpon\w*)"
    r"(?:\s+(?:kar\w*|kiy\w*|ki|kit\w*|hu\w*|ho(?:ya|i|ye)?|kor\w*|kel\w*|zal\w*|jhal\w*|ches\w*|ayy\w*|pann\w*|aach\w*|"
    r"maad\w*|aay\w*|cheyth\w*|thay\w*|kal[ei]\w*|hel[ae]\w*|diya|di|gaya|gayi|gaye|dit\w*|dil\w*))*|"
    # … and the stage put off in the languages' own verb of putting off, typed in Latin letters (a closed class): Hindi
    # and Urdu "cross tala / taal diya / talwa diya / tal gaya", Marathi "pudhe dhakalla / dhakalli", Gujarati "mulatvi
    # rakhi", Bengali and Assamese "pichhiye dilo / pichhiye dile", Tamil "thalli vaithaar / thalli vachaanga", Telugu
    # "vaayida vesaru", Kannada "mundoodidaru / mundakke haakidaru", Malayalam "maatti vechu", English "put off"
    # (the one who put it off may stand between, with the ergative "ne": "jirah <counsel> sahab ne taal di")
    r"\b(?:cross(?:[- ]examination)?|evidence|arguments?|hearing|chief|jirah|jirha|bahas|gawahi|sakshya|sunwa[ai]|"
    r"peshi)\s+(?P<doer>(?:[^\s.;:,]+\s+){1,4}?ne\s+)?"
    r"(?:is\s+|was\s+|got\s+)?(?:put\s+off|ta+l(?:a|i|e|aa|ii|wa\w*|va\w*)\b|ta+l\s+(?:di\w*|ga\w*|de\w*)|"
    r"pudhe\s+dhakal\w*|mulatvi\w*|pichh?iye\s+di\w*|thall?i\s+va[ic]\w*|vaa?yida\s+ves\w*|mundood\w*|"
    r"mundakk?e\s+haak\w*|maatt?i\s+vech\w*)|"
    r"\bput\s+off\s+(?:the\s+|his\s+|her\s+|their\s+|our\s+)?(?:cross|evidence|hearing|arguments?|chief)\b|"
    # … and in Devanagari: the hearing, the cross, the evidence put off ("सुनवाई टली", "पेशी टल गई", "जिरह टाली",
    # "सुनवाई स्थगित")
    r"(?:सुनवाई|पेशी|बहस|जिरह|प्रतिपरीक्षण|साक्ष्य|गवाही)\s+(?P<doer_hi>(?:[^\s।.;:,]+\s+){1,4}?ने\s+)?(?:टली|टला|टाली|टाला|टल\s+गई|टल\s+गयी|टल\s+गया|टाल\s+दी|टाल\s+दिया|"
    r"टलवा\S*|स्थगित)|"
    # a note's bare shorthand after a dash or as its own clause ("… engaged elsewhere - adj. Judge let it go"); never
    # "no adj." (a warning) nor "adj. costs"
    r"[-–—:;,(]\s*adjd?\.?(?![\w.])(?!\s+(?:costs?|appl\w*|memo|petition)\b)|"
    r"(?<=[a-z]\s)(?<!\bno\s)(?<!\bthe\s)(?<!\ban\s)(?<!\bfor\s)adjd?\.?\s*$",
    re.IGNORECASE)
# (after the paper that asks and its filing: "a time petition has been filed on behalf of the plaintiff", "time
# application moved by the accused")
_BY_AFTER = re.compile(r"^\s*(?:(?:pet(?:ition|n)|application|appln|memo)\s+)?(?:(?:has|have)\s+been\s+|was\s+|is\s+|were\s+)?"
                       r"(?:(?:filed|moved|submitted|presented|given|made)\s+)?"
                       r"(?:by|on\s+behalf\s+of|on\s+our\s+behalf|from|ki\s+taraf\s+se|की\s+ओर\s+से|for)\b", re.I)
# the bench alone, as a note names who gave the time ("judge", "the court", "madam", "sahab")
_THE_BENCH = re.compile(r"(?:the\s+)?(?:ld\.?\s+)?(?:judge|court|bench|magistrate|madam|sir|sahab|saheb|presiding\s+officer|PO)"
                        r"(?:\s+(?:sahab|saheb|sir|madam|ji|gaaru|garu))?", re.I)
# "the judge gave time to the defendant": the party time was given to, named right after it, is the one who sought it
_GIVEN_TO = re.compile(r"^\s*to\s+(?:the\s+)?", re.I)
_REASON_LEAD = re.compile(
    r"^[\s,.:;'\"-]*(?:and\s+(?:is|was)\s+granted\s+)?(?:(?:as|since|because|citing|saying|stating|on\s+the\s+ground\s+that|"
    r"on\s+the\s+ground\s+of|on\s+account\s+of|due\s+to|for|to)\b|-|:|(?:की\s+)?(?:गया|गई)\s+(?:कि)?|कि|"
    r"इस आधार पर (?:की\s+गई\s+)?कि)?\s*", re.I)
# (each English lead a whole word: the "as" of "asustho", the "to" of "tomorrow" are the plea's own)
_LAST_OPP = re.compile(
    r"\blast\s+(?:and\s+final\s+)?(?:opportunity|chance)\b|\bfinal\s+opportunity\b|\bantim\s+avsar\b|अंतिम अवसर", re.I)


class _Reader:
    """One record being read: its sentences and who is who."""

    def __init__(self, record: Record) -> None:
        self.record = record
        self.text = record.text
        self.sentences = sentences(record.text)
        self.sides = Sides(record.people)
        self.foreign = False  # parts of the page blanked as another matter's (events/sections.py)

    def _given_to(self, rest: str) -> tuple[Side, str | None] | None:
        """The party time was given to, named right after the act ("gave time to the defendant")."""
        cut = re.search(r"\btime\b", rest, re.I)
        to = _GIVEN_TO.match(rest[cut.end():]) if cut is not None and cut.start() <= 40 else None
        if to is None:
            return None
        tail = rest[cut.end():]
        m = self.sides.party_after(tail, to.end())
        return (m.side, m.label) if m is not None and m.start == to.end() else None

    def side_for(self, index: int, local: int, *, look_after: bool = True) -> tuple[Side, str | None]:
        """The side acting at `local` (a position in sentence `index`): the nearest party before it in the
        sentence, else one named right after it ("sought by …"), else the last one in the sentences before."""
        s = self.sentences[index]
        given = self._given_to(s.text[local:]) if look_after else None
        if given is not None:
            return given  # "<case heading> - judge gave time to the defendant": the defendant's, not the heading's party
        m = self.sides.party_before(s.text, local)
        if m is not None:
            named = _named_subject(s.text[m.end:local], self.sides)
            # "विपक्षी वकील <name> जी ने समय मांगा", "opposing counsel Varma ne time liya": the side of the role word,
            # and the person named after it as the one who acted
            by_role = names_role(m.label) or THE_OTHER_SIDE.fullmatch(m.label) or FACING.fullmatch(m.label)
            return m.side, (named if named is not None and by_role else m.label)
        if look_after:
            rest = s.text[local:]
            cut = re.search(r"\b(?:time|adjournment|memo|adj[nt]?\.?\s+(?:was\s+|is\s+)?(?:sought|requested|asked|prayed))\b\S*",
                            rest, re.I)
            tail = rest[cut.end():] if cut else rest
            if _BY_AFTER.search(tail):
                m = self.sides.party_after(tail, 0)
                if m is not None:
                    return m.side, m.label
        named = _named_subject(s.text[:local], self.sides)
        if named is not None:
            # "Varma ne phir time liya", "Varma somoy niyeche": a name the case's people do not hold, the subject of
            # the act, is who did it; a party named in an earlier sentence is not
            return "unknown", named
        away = _absent_named(self.sentences[index - 1].text, self.sides) if index > 0 else None
        if away is not None:
            return away  # "X absent, his junior said … . Time granted on costs.": the day went for the one away
        for j in range(index - 1, max(-1, index - 3), -1):
            prev = self.sentences[j].text
            m = self.sides.party_before(prev, len(prev))
            if m is not None:
                return m.side, m.label
        return "unknown", None


# the words a sentence or a clause may open with that are no one's name
_NOT_A_NAME = {
    "the", "this", "that", "time", "today", "court", "next", "matter", "case", "counsel", "learned", "again", "also",
    "both", "then", "adjourned", "adj", "adjn", "hearing", "judge", "sir", "madam", "mr", "mrs", "ms", "shri", "sri",
    "smt", "dr", "adv", "advocate", "respondent", "respondents", "petitioner", "petitioners", "plaintiff",
    "defendant", "accused", "complainant", "applicant", "appellant", "opposite", "party", "witness", "prosecution",
    "defence", "our", "we", "they", "he", "she", "client", "junior", "senior", "registry", "office", "reply",
    "counter", "written", "notice", "summons", "report", "order", "status", "interim", "stay", "bail", "evidence",
    "cross", "chief", "arguments", "argument", "final", "part", "heard", "other", "side", "further", "prayer",
    "prays", "sought", "seeks", "asked", "request", "requested", "passover", "pass", "not", "no", "yes", "state",
    "govt", "government", "union", "bench", "member", "presiding", "officer", "board", "list", "listed", "fixed",
    "his", "her", "their", "its", "one", "more", "last", "first", "second", "third", "hon", "ble", "honble", "ld",
    # the money and the papers a line opens on ("Balance 72,000 ku time ketaanga", "Arrears ke liye time"): the thing
    # the time is for, no doer
    "balance", "amount", "arrears", "rent", "deposit", "payment", "sum", "fee", "fees", "cost", "costs", "dues",
    "affidavit", "application", "petition", "copy", "copies", "documents", "papers", "file", "vakalat", "memo",
}
_SUBJECT = re.compile(r"(?<![\w.])([A-Z][a-z]{2,})(?:\s+[A-Z][a-z]{2,})?\s*(?:[-–:,]\s*)?((?:[^\s.;!?]+\s+){0,3})$")


# a name in Devanagari before the ergative "ने" (Hindi, Haryanvi, Bhojpuri, Urdu typed in Devanagari)
# (a courtesy word may stand between: "बोरा जी ने", "शर्मा साहब ने" — the name is the word before it)
_SUBJECT_NE = re.compile(r"(?<![\u0900-\u097F])([\u0900-\u097F]{2,})(?:\s+(?:जी|साहब|साहेब|सर|बाबू|बाबु|भाई|दा))?"
                         r"\s+ने\s+((?:\S+\s+){0,3})$")
_NOT_A_NAME_NE = {"अदालत", "न्यायालय", "कोर्ट", "जज", "साहब", "साहेब", "वकील", "अधिवक्ता", "हम", "हमने", "मैंने", "उन्होंने",
                  "उसने", "इन्होंने", "प्रतिवादी", "वादी", "अभियुक्त", "आरोपी", "पक्ष", "सरकार", "राज्य", "गवाह", "मुवक्किल",
                  "क्लाइंट", "जूनियर", "मुंशी", "पेशकार", "रीडर", "महोदय", "न्यायाधीश", "मजिस्ट्रेट", "दूसरे", "विपक्ष"}
_OPENER = re.compile(r"[\W\d]*(?:[A-Z]{2,5}\.?\s+)?([A-Z][a-z]{2,})(?:\s+[A-Z][a-z]{2,})?\s*[-–:]\s")


def without_time_sought(text: str) -> str:
    """`text` with the words that say time was sought or taken, in any way the adjournment rules read them ("time
    adigaru", "time teeskunnaru", "vel magitla", "समय मांगा", "সময় নিল"), written as the one word "time": a question
    asking how often time was taken names no thing by its verb of taking."""
    for pattern in (_ADJ_STRONG, _ADJ_HINDI, _ADJ_TOOK):
        text = pattern.sub(" time ", text)
    return text


def _named_subject(before: str, sides: Sides) -> str | None:
    """A capitalised name just before an act ("Varma ne phir", "Varma -", "Varma"), at most three words before it,
    that is no word a sentence opens with and not the judge."""
    d = _SUBJECT_NE.search(before.rstrip() + " ")
    if d is not None and d.group(1) not in _NOT_A_NAME_NE:
        return d.group(1)  # "वर्गीज ने फिर तारीख ले ली": the one before the ergative "ने" did it
    m = _SUBJECT.search(before.rstrip() + " ")
    if m is None or m.group(1).lower() in _NOT_A_NAME:
        # the name the sentence opens with, before a dash or a colon ("<post> <Name> - '…' - time")
        m = _OPENER.match(before)
        if m is None or m.group(1).lower() in _NOT_A_NAME:
            return None
        j = sides.judge_or_court(before[m.start(1):m.end(1) + 3])
        return None if j is not None else m.group(1)
    if any(x.lower() in _NOT_A_NAME or x[:1].isupper() for x in m.group(2).split()):
        return None  # another capitalised word (a title, a second name) between: not a plain subject
    j = sides.judge_or_court(before[m.start():])
    if j is not None and j.start <= 1:
        return None
    return m.group(1)


# someone named as away on the day: "<given> <surname> absent", "<given> did not come", "<initial>'s counsel not present"
_AWAY = re.compile(r"(?<![\w.])([A-Z][a-z]{2,})(?:\s+([A-Z][a-z]{1,}))?(?:'s\s+(?:counsel|advocate|lawyer|vakil))?\s*[-–,:]?\s*"
                   r"(?:(?:was|is)\s+)?(?:absent|not\s+present|did\s+not\s+(?:come|appear|turn\s+up)|didn'?t\s+(?:come|appear)|"
                   r"failed\s+to\s+(?:come|appear)|not\s+come)\b")


def _absent_named(text: str, sides: Sides) -> tuple[Side, str] | None:
    """The person a sentence names as away ("X absent", "X did not come"), with the side the case's people give
    the name (else unknown); none when the name is a word a sentence opens with, or the judge."""
    for m in _AWAY.finditer(text):
        if m.group(1).lower() in _NOT_A_NAME or sides.judge_or_court(m.group(0)) is not None:
            continue
        two = m.group(2) is not None and m.group(2).lower() not in _NOT_A_NAME
        name = f"{m.group(1)} {m.group(2)}" if two else m.group(1)
        mention = sides.party_before(m.group(0), m.end(1) - m.start())
        return (mention.side if mention is not None else "unknown"), name
    return None


def _span(s: Sentence, a: int = 0, b: int | None = None) -> tuple[int, int]:
    b = len(s.text) if b is None else b
    return s.start + a, s.start + b


# the matter heard on the day, in English as every language's note writes it: "argued", "heard in part", "part heard",
# "arguments heard / advanced", "heard at length": the day's work done, no paper's want took it
_HEARD_TODAY = re.compile(r"\b(?:finally\s+)?argued\b|\bheard\s+(?:in\s+part|at\s+length|fully|in\s+full)\b|\bpart[- ]heard\b|"
                          r"\barguments?\s+(?:were\s+)?(?:heard|advanced|concluded|completed|over)\b", re.I)


def adjournments(r: _Reader) -> list[Adjournment]:
    """At most one per record: the time a party sought, else the court's own reason, else a bare 'adjourned'."""
    strong: list[Adjournment] = []
    unready: list[Adjournment] = []
    court: list[Adjournment] = []
    weak: list[Adjournment] = []
    wanting: list[Adjournment] = []
    last_opp = bool(_LAST_OPP.search(r.text))
    # (not in a record of costs: whose costs they are is read from the day's adjournment, and a paper not come is
    # too weak a reading of who sought the day to say who pays)
    dated_on = bool(_FOR_NEXT.search(r.text) or _LISTED_ON.search(r.text)) and not _COSTS.search(r.text) \
        and not _HEARD_TODAY.search(r.text)  # (a day the matter was argued went on its work, whatever was not filed)
    for i, s in enumerate(r.sentences):
        t = s.text
        m = _ADJ_STRONG.search(t) or _ADJ_HINDI.search(t) or _ADJ_TOOK.search(t) or _ADJ_FOR.search(t) \
            or AGAIN_TIME_BARE.search(t) or DEFER_ASKED.search(t)  # "ಮತ್ತೆ ಸಮಯ.", "asked to defer the cross"
        memo = trailing = False
        if m is None and _ADJ_TRAILING.search(t) and not _NOT_A_PLEA.search(t):
            m, trailing = _ADJ_TRAILING.search(t), True
        who = None
        if m is None and (last := _PARTY_TIME_LAST.search(t)) is not None and not _NOT_A_PLEA.search(t):
            who = r.sides.party_before(t, last.end("who"))
            if who is not None and who.start >= last.start("who"):
                m, trailing = last, True  # "counter not filed, AGA time.": the party named before the bare word
            else:
                who = None
        if m is None and _ADJ_MEMO.search(t) and _UNWELL.search(t):
            m, memo = _ADJ_MEMO.search(t), True
        if m is None and (_SCRIPT_TIME_LAST.search(t) or _STEP_NEXT_DATE.search(t)):
            # (the script's bare time is a request by whoever the note names; the step put off to the next date only
            # when a party is named before it)
            put_off = _SCRIPT_TIME_LAST.search(t) or _STEP_NEXT_DATE.search(t)
            if put_off is not None and (put_off.re is _SCRIPT_TIME_LAST or r.sides.party_before(t, put_off.start()) is not None):
                m, trailing = put_off, True  # "<counsel> <away> - cross next date": theirs, the plea before it
        if m is not None and not _CONDITIONAL.search(t[: m.start()]) and not _NEGATED_SEEK.search(t) \
                and not _QUESTIONED.search(t):
            side, actor = (who.side, who.label) if who is not None else r.side_for(i, m.start())
            side = _paper_s_side(r, t, side, actor, m.start())  # "W.S. not filed, time on costs": the defendant's
            reason = _unwell_reason(t) if memo else _plea_before(t[: m.start()]) if trailing else \
                _purpose_before(t, m, r.sides) or _pleaded_not_given(r, _reason(t, m)) or _purpose_typed(r, t, m)
            if reason is None and not memo:
                # "X ne <plea> bolkar tareekh li": why, cited before the ask (the citing word marks where it starts,
                # past a matter's label before a dash); else "PP X: <the plea>, time chahiye": why, said before it
                reason = _cited_before(t[: m.start()]) or _plea_before(t[: m.start()])
            if reason and reason.count('"') % 2:
                reason = reason.strip(' "') or None  # a plea quoted before the ask keeps no stray closing mark
            if reason is None and i > 0 and _NOT_DONE.search(r.sentences[i - 1].text) \
                    and "\n\n" not in r.text[r.sentences[i - 1].end:s.start]:
                reason = one_line(r.sentences[i - 1].text, 120)  # "Counter not filed yet. X sought time.": why, said before
            if reason is None and side == "other":
                reason = _stated_before(r, i)  # "DW1 is not present; it is stated that he is in X. … Last opportunity."
            strong.append(Adjournment(start=_span(s)[0], end=_span(s)[1], sought_by=side, actor=actor,
                                      reason=reason, last_opportunity=last_opp))
            continue
        u = _UNREADY.search(t)
        if u is not None and not _CONDITIONAL.search(t[: u.start()]) and not _QUESTIONED.search(t):
            side, actor = r.side_for(i, u.start(), look_after=False)
            if side in ("ours", "other"):
                unready.append(Adjournment(start=_span(s)[0], end=_span(s)[1], sought_by=side, actor=actor,
                                           reason=_clause_plea(r, t, u), last_opportunity=last_opp))
                continue
        # (the bench away on tour or on leave, in the languages' words: events/bench_words.py)
        c = _ADJ_COURT.search(t) or _ADJ_COURT_HINDI.search(t) or NOT_REACHED.search(t) or BENCH_AWAY.search(t)
        if c is not None and not _CONDITIONAL.search(t[: c.start()]) and not _WHY_OTHER.search(t[: c.start()]):
            court.append(Adjournment(start=s.start, end=s.end, sought_by="court", actor=None, reason=one_line(t, 160),
                                     last_opportunity=last_opp))
            continue
        nd = _NOT_DONE.search(t)
        if nd is not None and _PUT_IN.search(t[: nd.start()] + " " + t[nd.end():]):
            nd = None  # "X handed up an additional affidavit today - not served before": a paper put in, no default
        if nd is not None and dated_on and not _CONDITIONAL.search(t[: nd.start()]) and not _QUESTIONED.search(t):
            # "APP: case diary not received." and a next date: the day went for the paper that side had not got
            who = r.sides.party_before(t, nd.start())  # the side named in the sentence itself, no earlier one
            away = _absent_named(t, r.sides)  # "X did not come": X, not whoever the clause before names
            side, actor = away if away is not None else (who.side, who.label) if who is not None else ("unknown", None)
            if side in ("ours", "other") or away is not None:
                wanting.append(Adjournment(start=s.start, end=s.end, sought_by=side, actor=actor,
                                           reason=_clause_plea(r, t, nd) or _plea_before(t) or one_line(t, 160),
                                           last_opportunity=last_opp))
        w = _ADJ_WEAK.search(t)
        if w is not None:
            # ("jirah <counsel> ne taal di": the one before the ergative did it, not a party of the sentence before)
            doer = w.end("doer") if w.group("doer") else w.end("doer_hi") if w.group("doer_hi") else None
            side, actor = r.side_for(i, doer if doer is not None else w.start())
            said = w.group("doer") or w.group("doer_hi") or ""
            if said and r.sides.judge_or_court(said) is not None and r.sides.party_before(said, len(said)) is None:
                side, actor = "court", None  # "jirah judge sahab ne taal di": the bench put it off, no side
            side = _paper_s_side(r, t, side, actor, w.start())
            if r.sides.party_before(t, w.start()) is None:
                side = _whose_request(t[w.start():]) or side  # "… cross deferred on their request": theirs
            # "X absent - his junior said he is engaged in the High Court, cross deferred": the plea before it
            plea = _plea_before(t[: w.start()]) if side in ("ours", "other") else None
            if plea and _THE_BENCH.fullmatch(plea.strip(" .,-:")):
                plea = None  # "- judge gave time to the defendant": the one who gave it, no plea
            if plea and _only_who(plea.split(",")[-1], actor):
                # "X - Goswami sir cross defer korile, manager busy bule": the words before the act name who did it;
                # the plea is the clause after it
                plea = _reason(t, w)
            if plea is None and side in ("ours", "other") and _PLEA_AFTER_DASH.match(t, w.end()):
                plea = _reason(t, w)  # "<counsel> ne cross tala - <busy elsewhere>": the plea after the dash
            weak.append(Adjournment(start=s.start, end=s.end, sought_by=side, actor=actor,
                                    reason=plea or (_stated_before(r, i) if side == "other" else None),
                                    last_opportunity=last_opp))
    last = _last_chance(r) if r.record.record_date else None
    for group in (strong, unready, court, weak, wanting, [last] if last is not None else []):
        known = [a for a in group if a.sought_by != "unknown"]
        if known or group:
            return [(known or group)[0]]
    return []


# the cuts between a hurried line's clauses: a dash between spaces, a colon, a semicolon
_CLAUSE_BOUND = re.compile(r"\s*:\s+|\s+[-–—]+\s+|\s*;\s*")


def _clause_plea(r: _Reader, t: str, u: re.Match[str]) -> str | None:
    """What a side was not ready with (or had not done), as the clause of the line that says it ("<counsel> - "proof affidavit not
    ready, data awaited" - time given", "वकील - गवाह तैयार नहीं"); none when the clause names only who was not ready
    ("OP1 not ready", "counsel for the respondent not ready"): the line itself says as much."""
    a, b = 0, len(t)
    for c in _CLAUSE_BOUND.finditer(t):
        if c.end() <= u.start():
            a = c.end()
        elif c.start() >= u.end():
            b = c.start()
            break
    rest = t[a:u.start()] + " " + t[u.end():b]
    for m in reversed(r.sides.mentions(rest)):
        rest = rest[: m.start] + " " + rest[m.end:]  # who it was, by role, name or the court: no thing
    things = [w for w in re.findall(r"[^\W\d_]{2,}", rest) if w.lower() not in _COURTESY and w.lower() not in _LINK_WORDS]
    if not things:
        return None
    clause = t[a:b].strip(" ,.।")
    if clause.count('"') % 2:
        clause = clause.strip(' "')  # a plea quoted whole keeps no stray mark; one quoted inside keeps both
    return one_line(clause.replace('"', "") if clause.count('"') % 2 else clause, 160)


# the small words between who and the act: "counsel for the respondent", "प्रतिवादी के वकील", "OP-1 tharappu"
_LINK_WORDS = {"for", "the", "of", "on", "behalf", "side", "his", "her", "their", "is", "was", "are", "were", "today",
               "still", "again", "ke", "ki", "ka", "taraf", "se", "की", "के", "का", "ओर", "से", "तरफ", "वकील",
               "अधिवक्ता", "आज", "भी", "फिर", "tharappu", "kadeyinda", "tarafe", "paksh", "paksha", "pokkho"}


# a dash or a colon after the act, then words: the plea a note writes after it ("… cross postponed - engaged in the
# High Court")
_PLEA_AFTER_DASH = re.compile(r"\s*[-–—:]\s*\w")


# the side a last chance is given to, named right after it: "last opportunity to the OP to …", "final chance granted
# to the defendants", "अंतिम अवसर प्रतिवादी को"
_TO_SIDE = re.compile(r"^\s*(?:is\s+|was\s+|has\s+been\s+)?(?:granted\s+|given\s+|allowed\s+)?(?:to|for)\s+(?:the\s+)?", re.I)


# a last chance told as spent, given on an earlier day: "in spite of / despite / even after (the) last chance",
# Hindi and Urdu "<last chance> ke bavjood / ke baad", "अंतिम अवसर के बावजूद / के बाद"
_SPENT_BEFORE = re.compile(r"\b(?:despite|in\s*spite\s+of|even\s+after|after|notwithstanding|beyond)\s+(?:\S+\s+){0,2}$", re.I)
_SPENT_AFTER = re.compile(r"\s*(?:\w+\s+){0,1}(?:ke\s+ba+v?j(?:oo|u)d|ke\s+baad|के\s+बावजूद|के\s+बाद|दिए\s+जाने\s+के)", re.I)


def _last_chance(r: _Reader) -> Adjournment | None:
    """A day given as a side's last chance, when no sentence says time was sought: "W.S. not filed. Last chance
    with costs", "Proxy counsel states the main counsel is unwell. Last opportunity to the OP to argue". A last
    chance is time the court gave a side that had not done its part; the side is the one it is given to, else the
    one the sentence (or the one before it) names, else the side whose paper it is; none when no side is plain."""
    for i, s in enumerate(r.sentences):
        m = _LAST_OPP.search(s.text)
        if m is None or _CONDITIONAL.search(s.text[: m.start()]) or _QUESTIONED.search(s.text) \
                or _SPENT_BEFORE.search(s.text[: m.start()]) or _SPENT_AFTER.match(s.text[m.end():]):
            continue  # "did not file it in spite of a last chance": a chance given before, no day given now
        rest = s.text[m.end():]
        to = _TO_SIDE.match(rest)
        who = r.sides.party_after(rest, to.end()) if to is not None else None
        if who is not None and who.start == to.end():
            side, actor = who.side, who.label
        else:
            side, actor = r.side_for(i, m.start(), look_after=False)
        if side not in ("ours", "other") and actor is None:
            paper = s.text if i == 0 else r.sentences[i - 1].text + " " + s.text
            side = _paper_s_side(r, paper, side, actor)  # "WS not filed. Last chance.": the defendant's
        if side in ("ours", "other"):
            return Adjournment(start=s.start, end=s.end, sought_by=side, actor=actor,
                               reason=_stated_before(r, i) if side == "other" else None, last_opportunity=True)
    return None


# a day put off at someone's asking, told by a possessive pronoun (a closed class): English "on / at their (his, her)
# request", "at their instance"; Hindi and Urdu "unke / uske kehne (anurodh, request) par", "उनके / उसके कहने पर",
# Bengali and Assamese "tader / tahar / ToR onurodhe", "তাদের / তেওঁলোকৰ অনুৰোধত"; and the first person "our / my
# request", "hamare / mere kehne par", "हमारे / मेरे कहने पर", "amader onurodhe", "আমাদের অনুরোধে"
_REQUEST_WORD = r"(?:request|instance|asking|behest|kehne|kahne|anurodh|nivedan|prarthana|onurodh\w*|anuro?dh\w*)"
_THEIR_REQUEST = re.compile(
    rf"\b(?:on|at|upon)\s+(?:their|his|her|the\s+other\s+side'?s?|opposite\s+side'?s?)\s+(?:own\s+)?{_REQUEST_WORD}\b|"
    rf"\b(?:unke|unki|uske|uski|inke|iske|tader|tar|tahar|taar|tenkhetor)\s+{_REQUEST_WORD}\s*(?:par|pe|pr|e|te)?\b|"
    r"(?:उनके|उनकी|उसके|उसकी|इनके)\s+(?:कहने|अनुरोध|निवेदन|आग्रह)\s+पर|(?:তাদের|তাঁর|তার|তেওঁলোকৰ|তেওঁৰ)\s+অনু[রৰ]োধ", re.I)
_OUR_REQUEST = re.compile(
    rf"\b(?:on|at|upon)\s+(?:our|my)\s+(?:own\s+)?{_REQUEST_WORD}\b|"
    rf"\b(?:hamare|hamari|humare|humari|mere|meri|amader|amar|amaar|amar\s+pokkhor)\s+{_REQUEST_WORD}\s*(?:par|pe|pr|e|te)?\b|"
    r"(?:हमारे|हमारी|मेरे|मेरी)\s+(?:कहने|अनुरोध|निवेदन|आग्रह)\s+पर|(?:আমাদের|আমার|আমাৰ)\s+অনু[রৰ]োধ", re.I)


def _whose_request(rest: str) -> Side | None:
    """The side a day was put off at the request of, told by a pronoun after the act ("deferred on their request")."""
    if _OUR_REQUEST.search(rest[:80]):
        return "ours"
    if _THEIR_REQUEST.search(rest[:80]):
        return "other"
    return None


# the written statement of a suit, the defendant's paper: WS, W.S., "written statement", Hindi likhit kathan /
# jawab dawa (in Devanagari too)
_WS = re.compile(r"(?<![\w.])W\.?\s?S\.?(?![\w.])|\bwritten\s+statements?\b|\blikhit\s+kathan\b|\bjawab\s*-?\s*dawa\b|"
                 r"लिखित\s+(?:कथन|बयान)|जवाब\s*(?:ए\s*)?दावा", re.I)


# the courtesy words beside a name ("Goswami sir", "Rao garu", "Mehta saheb", "Das babu")
_COURTESY = {"sir", "sahab", "saheb", "saab", "sa", "ji", "madam", "mam", "babu", "da", "di", "garu", "gaaru", "adv",
             "advocate", "vakil", "vakeel", "counsel", "ld", "learned", "mr", "mrs", "ms", "shri", "sri", "smt",
             # … and the ergative after the doer, Hindi, Urdu, Punjabi, Gujarati, Marathi "ne"
             "ne"}


def _only_who(plea: str, actor: str | None) -> bool:
    """The words read as a plea only name the one who acted: the actor's words, names (capitalised) and courtesy words
    ("Goswami sir" of the actor Goswami, "Management counsel Hirjibhai")."""
    if not actor:
        return False
    own = {w for w in re.findall(r"\w+", actor.lower())}
    said = [w for w in re.findall(r"[^\W\d_]+", plea) if w.lower() not in _COURTESY]
    return bool(said) and any(w.lower() in own for w in said) and all(w.lower() in own or w[:1].isupper() for w in said)


# a clause of a hurried note's line, cut off by a dash or a semicolon ("<matter> <party> - <court> - W.S. not filed, time")
_CLAUSE_CUT = re.compile(r"\s[-–—]+\s|;")
# a paper answering the written statement (the plaintiff's): "replication / rejoinder to the W.S."
_ANSWERS_WS = re.compile(r"\b(?:replication|rejoinder|reply|objections?)\b|प्रत्युत्तर|जवाबुल\s*जवाब", re.I)


def _paper_s_side(r: _Reader, text: str, side: Side, actor: str | None, at: int | None = None) -> Side:
    """The side of time no one is named as asking, from the paper it is for: "W.S. not filed, time on costs" is the
    defendant's (the written statement is theirs alone) — also when a party is named only in an earlier clause of
    the line, its heading ("<matter> <plaintiff> - <court> - W.S. not filed, time on costs"), in any script."""
    defendant = side_of_role("defendant", r.sides.people.our_side)
    if side == "unknown" and actor is None and _WS.search(text):
        return defendant
    cuts = [c.end() for c in _CLAUSE_CUT.finditer(text[:at])] if at is not None and side != defendant else []
    # the act's clause, then the one before it ("W.S. not filed; time sought"), while they name no party
    for a, b in list(zip(cuts[::-1], [len(text), *cuts[::-1]]))[:2]:
        clause = text[a:b]
        if r.sides.party_before(clause, len(clause)) is not None or _ANSWERS_WS.search(clause):
            break
        if _WS.search(clause):
            # (a side no role places, "workman", makes the paper tell no side: the party named before it does)
            return defendant if defendant != "unknown" else side
    return side


def _ws_wanting(r: _Reader, at: int) -> Side | None:
    """The costs at `at` laid for the written statement not yet in ("WS inka file cheyyaledu. Last chance with costs",
    "W.S. दाखिल नहीं, 500 रु. खर्चा पर अंतिम मौका"): the defendant's, when the costs' sentence or the one before it
    names the W.S., puts no paper in that day and names no party."""
    i = next((k for k, s in enumerate(r.sentences) if s.start <= at < s.end), None)
    if i is None:
        return None
    defendant = side_of_role("defendant", r.sides.people.our_side)
    for j in (i, i - 1):
        if j < 0 or (j < i and "\n\n" in r.text[r.sentences[j].end:r.sentences[i].start]):
            break
        t = r.sentences[j].text
        # (a party named there other than the defendant, "Sir" a chat's greeting aside, leaves it to that party)
        named = [m for m in r.sides.mentions(t) if m.side in ("ours", "other") and m.label.lower() != "sir"]
        if any(m.side != defendant for m in named) or _PUT_IN.search(t) or _ANSWERS_WS.search(t):
            return None
        if _WS.search(t):
            return defendant
    return None


# what the court records was said for the absent side, or that it was absent: "it is stated that he is abroad",
# "it is submitted that …", "DW1 is not present", "counsel absent"
_STATED = re.compile(r"\bit\s+(?:is|was|has\s+been)\s+(?:stated|submitted|informed|represented|told)\b|"
                     r"\b(?:is|was|were|are)\s+not\s+present\b", re.I)


def _stated_before(r: _Reader, i: int) -> str | None:
    """The excuse the record gives a sentence or two before the other side's day granted, in the same paragraph."""
    for j in (i - 1, i - 2):
        if j < 0 or "\n\n" in r.text[r.sentences[j].end:r.sentences[i].start]:
            return None
        if _STATED.search(r.sentences[j].text):
            return one_line(r.sentences[j].text, 120)
    return None


# the bare "time" that is no plea: the clock's ("what time", "at the same time"), or a question of it
_NOT_A_PLEA = re.compile(r"\b(?:what|which|same|any|no|lunch|tea|full|part|over|waiting|travel)\s*[-,]?\s*time\s*[.!]?\s*$", re.I)


def _plea_before(head: str) -> str | None:
    """The plea a hurried note writes before its bare "- time": the clause after the speaker ("PP X: <plea>",
    "Insurer's witness - <plea>"); none when the clause holds only who sought it ("D2 - time.")."""
    parts = [p for p in re.split(r"\s*:\s+|\s+[-–—]+\s+", head.strip()) if p.strip(" '\"“”")]
    if len(parts) < 2:
        return None
    plea = parts[-1].strip(" '\"“”,;")
    words = plea.split()
    if len(words) <= 2 and any(_HELPER.fullmatch(w.strip(".,")) for w in words):
        return None  # "… busy - their junior asked time": who came to ask ("వారి జూనియర్", "unka munshi"), no plea
    return one_line(plea, 160) if len(plea) >= 4 else None


# the one a counsel sends to ask for him, in English and in each script's loan of it: junior, clerk, munshi
_HELPER = re.compile(r"(?:juniors?|jr|clerk|munshi|associate|जूनियर|ज्युनियर|ज्यूनियर|मुंशी|लिपिक|জুনিয়র|জুনিয়র|જુનિયર|"
                     r"ਜੂਨੀਅਰ|ଜୁନିଅର|జూనియర్|ಜೂನಿಯರ್|ஜூனியர்|ജൂനിയർ|جونیئر|منشی)", re.I)


# the word a language puts after a plea it cites ("<plea> bolkar / kehkar / ka bahana karke" in Hindi, "bule" in
# Assamese, "bole" in Bengali, "mhanun / sangun" in Marathi, "kahine" in Gujarati, "keh ke" in Punjabi, "nu / endru"
# in Tamil, "ani" in Telugu, "anta / antha" in Kannada, "ennu" in Malayalam), before the day taken or asked for
_CITED = re.compile(
    r"(?:^|\bne\s|ने\s|\bnu\s|:\s|,\s|\s[-–]\s)\s*(?P<plea>[^,:;.।]{3,90}?)\s+"
    r"(?:bol\s?kar|bol\s?ke|keh\s?kar|kah\s?kar|keh\s?ke|kah\s?ke|bata\s?kar|bataa\s?kar|bata\s?ke|"
    r"ka\s+bahaa?na\s+(?:kar\s?ke|bana\s?ke|banaa?\s?kar)|da\s+bahaa?na\s+(?:bana\s?ke|laa?\s?ke)|ki\s+wajah\s+se|"
    r"bule|bole|mhanun|mhanuna|sangun|kahine|kahi\s+ne|endru|endr?u\s+solli|ani\s+cheppi|ani|anta|antha|ennu(?:\s+paranju)?|"
    # … and in Devanagari: "बोलकर / कहकर / बताकर", "का बहाना करके", "की वजह से / के कारण" (because of), "होने से"
    # (by being: "<busy in another court> होने से समय चाहा")
    r"बोल\s?कर|बोल\s?के|कह\s?कर|कह\s?के|बता\s?कर|बता\s?के|का\s+बहाना\s+(?:कर\s?के|बना\s?कर)|की\s+वजह\s+से|"
    r"के\s+कारण|होने\s+(?:से|के\s+कारण)|म्हणून|सांगून)"
    r"\s*$", re.I)


def _cited_before(head: str) -> str | None:
    """The plea a note cites before the day taken, with its language's word of citing after it ("X ne <plea>
    bolkar tareekh li", "<side> <plea> bule time loise"); None when no such word ends the words before the ask."""
    m = _CITED.search(head.strip())
    plea = re.split(r"\b(?:ne|nu)\s|ने\s", m.group("plea"))[-1].strip(" '\"“”") if m else ""  # after who pleaded it
    return one_line(plea, 120) if len(plea) >= 3 else None


_FOR_WORD = re.compile(r"(?:हेतु|के\s+लिए|के\s+लिये|वास्ते)\s")
# the southern dative before the time noun (Telugu "వెర్షన్ కి గడువు", "counter ki time"): what the time is for — unless
# the words before it name a party ("ప్రతివాదికి గడువు", "Respondent-inu vendi samayam": time given to a side)
_DATIVE_FOR = re.compile(r"(?:కి|కు)\s+(?=సమయం|గడువు|వాయిదా|టైం)|(?:\s|-)(?:ki|ku|kku|ge|kke|inu)\s+"
                         r"(?=(?:time|gaduvu|samayam|avakaa?sam)\b)", re.I)


def _purpose_before(t: str, m: re.Match[str], sides: Sides | None = None) -> str | None:
    """What the time is for, in the shorthand that says it before the time ("कारण-पृच्छा हेतु समय"): the words
    from the last comma or dash before it; None for every other way of asking."""
    dative = _DATIVE_FOR.match(m.group(0)) is not None
    if not _FOR_WORD.match(m.group(0)) and not dative:
        return None
    head = re.split(r"[,;(]|\s[-–—]\s|\)\s", t[: m.start()])[-1].strip()
    # ("<X> साहब ने जिरह हेतु समय": the one who asked, before the ergative "ने", is no part of what it was for)
    head = re.split(r"(?<![\u0900-\u097F])ने\s+", head)[-1].strip()
    if dative and sides is not None:
        party = sides.party_before(head, len(head))
        if party is not None and party.end >= len(head.rstrip(" -")) - 1:
            return None  # "Respondent-inu samayam": the side given time, no purpose
    return one_line(head, 100) if len(head) >= 2 else None


def _pleaded_not_given(r: _Reader, reason: str | None) -> str | None:
    """A plea read after the ask, unless it is the bench's answer to it ("time ketaanga, judge amma koduthaanga",
    "time maanga - court ne de diya"): who gave the time is no reason for asking it."""
    if not reason:
        return reason
    bench = r.sides.judge_or_court(reason)
    if (bench is not None and bench.start <= 2 and r.sides.party_before(reason, len(reason)) is None) \
            or _THE_BENCH.match(reason.strip(" -,:")):
        return None
    return reason


# the postposition "for" of the languages typed in Latin letters, closing the words before the ask ("WS ke liye
# waqt liya", "balance 72,000 kku time ketaanga", "counter kosam time adigaru", "reply sathi vel magitla")
# (and the dative that says "for" before a time asked, in the south's languages: Tamil "-ku / -kku / -ukku",
# Kannada "-ge / -kke", Telugu "-ki / -ku", Malayalam "-inu / -nu", typed apart: "counter ku time ketaanga")
_FOR_BEFORE = re.compile(r"(?:" + _FOR_PARTY + r"|\s(?:u|i)?kk?u|\s(?:i)?ge|\s(?:i)?kke|\s(?:i)?nu)\s*$", re.I)
_FOR_AT = re.compile(_FOR_PARTY, re.I)


def _purpose_typed(r: _Reader, t: str, m: re.Match[str]) -> str | None:
    """What the time was asked for, written before the ask with its language's "for" ("<counsel> ne WS ke liye
    waqt liya"): the clause's words from after the doer's ergative "ne" up to the postposition; none when they name
    only a party ("defendant ke liye time" is the defendant's time, for nothing named)."""
    at = _FOR_AT.match(t, m.start())  # ("ke liye waqt": the ask read from its postposition on)
    head = t[: at.end()] if at is not None else t[: m.start()]
    if not _FOR_BEFORE.search(head.rstrip()):
        return None
    clause = re.split(r",\s|[;(]|\s[-–—]\s|:\s|\)\s", head.rstrip())[-1]
    clause = re.split(r"\bne\s+", clause)[-1].strip()
    while True:  # ("Counsel <name> reply ge time kelidru": who asked opens the clause, no part of what for)
        lead = next((x for x in r.sides.mentions(clause) if x.start == 0), None)
        word = re.match(r"[^\W_]+\.?\s+", clause)
        if lead is not None and lead.end < len(clause):
            clause = clause[lead.end:].lstrip(" ,")
        elif word is not None and word.group().strip(" .").lower() in _COURTESY:
            clause = clause[word.end():]
        else:
            break
    thing = _FOR_BEFORE.sub("", clause).strip()
    for m in reversed(r.sides.mentions(thing)):
        thing = thing[: m.start] + " " + thing[m.end:]
    if not [w for w in re.findall(r"[^\W_]{2,}", thing) if w.lower() not in _COURTESY and w.lower() not in _LINK_WORDS]:
        return None
    return one_line(clause, 100)


def _unwell_reason(t: str) -> str | None:
    """The illness a memo cites: the clause with the word ("counsel unwell, viral fever")."""
    u = _UNWELL.search(t)
    if not u:
        return None
    parts = re.split(r"\s*(?:;|\s-\s|->|→)\s*|,\s+(?=memo\b)", t)
    for p in parts:
        if _UNWELL.search(p):
            return one_line(p, 100)
    return one_line(t, 100)


_NEXT_CLAUSE = re.compile(r"[\s\-–:,]*(?:अगली|अगला|आगामी|next\b|nd\b|n\.d\.|agli\b|agla\b|list(?:ed)?\s+on\b|"
                          r"put\s+up\s+on\b)", re.I)


def _reason(t: str, m: re.Match[str]) -> str | None:
    end = m.end()
    if end and "\u0900" <= t[end - 1] <= "\u097F":
        # "समय मांगा - <plea>": a Devanagari verb read to its stem ("मांग") is read to its word's end, never a
        # vowel sign ("ा") taken for the plea
        end += len(re.match(r"[\u0900-\u097F]*", t[end:]).group(0))
    rest = _REASON_LEAD.sub("", t[end:], count=1)
    if _NEXT_CLAUSE.match(rest):
        rest = ""  # "… टला - अगली 08.07.26": the next date written after it is no plea
    rest = re.split(r"\s*(?:->|→|\.\s|;)\s*", rest, maxsplit=1)[0]
    if COSTS_WORD.search(rest):
        # "<party> ke liye time, costs 500": the costs are the day's price, no plea
        rest = re.split(r"(?:\s*,\s*|\s+)(?=" + COSTS_WORD.pattern + ")", rest, maxsplit=1, flags=re.I)[0]
        rest = "" if COSTS_WORD.match(rest.strip(" ,.-")) else rest
    rest = re.sub(r"^(?:granted|allowed)\b[\s.,]*", "", rest, flags=re.I)
    # "… ke liye 10 din maange": the verb of asking after the span read is no plea
    rest = re.sub(r"^(?:maa?ng\w*|liy[ae]|li|le\s+li\w*|chahiye|chaahiye)\b[\s.,]*", "", rest, flags=re.I)
    # ("समय चाहा गया।", "वेळ मागितली गेली आहे": the passive's auxiliaries after the verb, Hindi and Marathi, are no plea)
    rest = re.sub(r"^(?:(?:गया|गई|गयी|गए|गये|है|हैं|था|थी|थे|गेला|गेली|गेले|आहे|आहेत)(?![\u0900-\u0963\u0971-\u097F])[\s।.,]*)+",
                  "", rest)
    rest = re.sub(r"^(?:on\s+(?:our|their|his|her)\s+behalf|by\s+(?:the\s+)?\w+|again)\b[\s.,]*", "", rest, flags=re.I)
    if len(rest.strip(" .,'\"")) >= 4:
        return one_line(rest, 160)
    hinglish = re.search(r"([\w'.\s-]{3,50}?)\s+ke\s+liye\s*$", t[: m.start()], re.I)
    if hinglish:
        # ("<counsel> sahab ne WS ke liye time liya": what it was for, after the doer's ergative "ne")
        after = re.split(r"\bne\s+", hinglish.group(1))[-1].strip()
        return one_line(f"{after} ke liye" if len(after) >= 2 and after != hinglish.group(1).strip() else hinglish.group(1), 80)
    return None


# -- costs ---------------------------------------------------------------------------------------------------
_COSTS = re.compile(r"\bcosts?\b|\bhu?rja(?:na)?\b|\bharja(?:na)?\b|हर्जा|हर्जे|हर्जाना", re.I)
_NOT_COSTS = re.compile(
    r"\bno\s+(?:order\s+as\s+to\s+)?costs?\b|\bwithout\s+costs\b|\bcost\s+of\s+(?:construction|living|the\s+flat|the\s+plot|"
    r"the\s+property|treatment|repair)|\bat\s+the\s+cost\s+of\b|\bcost\s+price\b|\bcosts?\s+can\s+be\s+claimed\b|"
    r"\bpress\s+for\s+costs\b|\bask\s+for\s+costs\b|\bcost\s+orders?\b", re.I)
_UNPAID = re.compile(
    r"\bnot\s+(?:yet\s+)?(?:been\s+)?(?:paid|received|recd|credited|given)\b|\bunpaid\b|\bnot\s+(?:yet\s+)?come\b|\bnahi?n?\s+(?:diya|di|diye|bhar[aei]|bhare|jama)\b|\bdidn'?t\s+(?:even\s+)?pay\b|"
    r"\bdid\s+not\s+(?:even\s+)?pay\b|\bnot\s+(?:yet\s+)?deposited\b|\bstill\s+(?:not\s+)?(?:due|outstanding)\b|"
    r"अदा\s+नहीं|जमा\s+नहीं", re.I)
_TO_BE_PAID = re.compile(
    r"\bpayable\b|\bto\s+be\s+(?:paid|deposited)\b|\bshall\s+(?:be\s+)?(?:pay|paid|deposit)|\bsubject\s+to\b|"
    r"\bcondition\s+precedent\b|\bon\s+(?:payment\s+of\s+)?costs?\b|\bimpos|\blagay?i\b|\blagaya\b|\blagai\b|हर्जे\s+पर|देय|"
    # "on condition of paying": Hindi "अदा करने की शर्त पर", "भुगतान की शर्त पर", Urdu "ادائیگی کی شرط پر"
    r"शर्त\s+पर|शर्तीवर|शर्ते|شرط\s+پر|\bshart\s+(?:pe|par)\b",
    re.I)
# money we gave, in the first person plural of each language's verb of giving (a closed class; the third person
# "they gave" is as often time given): Hindi "हमने दिए / diye", Marathi "आम्ही दिले", Gujarati "અમે આપ્યા", Bengali
# "দিলাম / দিয়েছি", Punjabi "ਅਸੀਂ ਦਿੱਤੇ", Odia "ଦେଲୁ", Tamil "கொடுத்தோம் / kuduthom", Telugu "ఇచ్చాము / icchamu",
# Kannada "ಕೊಟ್ಟೆವು / kottevu", Malayalam "ഞങ്ങൾ കൊടുത്തു"
_WE_GAVE = re.compile(
    r"(?:हमने|हम\s+ने|आम्ही|અમે|ਅਸੀਂ|ഞങ്ങൾ)\s+(?:\S+\s+){0,4}?(?:दिए|दिये|दे\s+दिए|दिले|આપ્યા|આપી|ਦਿੱਤੇ|കൊടുത്തു)|"
    r"দিলাম|দিয়েছি|দিয়েছি|দিলোঁ|ଦେଲୁ|ଦେଇଛୁ|கொடுத்தோம்|கொடுத்துட்டோம்|ఇచ్చాము|ఇచ్చాం|ఇచ్చేశాము|ಕೊಟ್ಟೆವು|ಕೊಟ್ಟಿದ್ದೇವೆ|"
    r"\b(?:ku|ko)dutt?h?om\b|\bic+h?amu\b|\bicch?aam\b|\bkottevu\b|\bdilam\b|\bdiyechi\b")
# a payment promised, not made: "X said costs will be paid on the next date", "agli date pe de denge"
_PROMISED = re.compile(
    r"\bwill\s+(?:be\s+)?(?:pay|paid|deposit\w*|tender\w*|clear\w*)\b|\bwould\s+(?:be\s+)?(?:pay|paid)\b|"
    r"\b(?:promised|undert\w+|assured|agreed)\s+to\s+(?:pay|deposit|clear)\b|\bgoing\s+to\s+pay\b|"
    r"\b(?:de|bhar|jama\s+kar)\s+(?:denge|dega|degi|dunga|dungi)\b", re.I)
_PAID = re.compile(
    r"\bpaid\b|\bpay\s+(?:kiya|kar\s+diya)\b|\bde\s+diya\b|\bde\s+di\b|\bdiya\b|\bmila\b|\bmil[ie]\b|\bmil\s+gay[ai]\b|\breceived\b|"
    r"\brecd\b|\bhanded\s+over\b|\btendered\b|"
    r"\bdeposited\b|\bjama\s+(?:kiya|kar\s+diya|ho\s+gaya)\b|(?<![\u0900-\u097F])अदा(?!ल)(?!\s*नहीं)|जमा\s+कर|"
    # … and paid in the scripts' own verbs, in any person (a closed class): Marathi "भरले", Gujarati "ભર્યા / ચૂકવ્યા",
    # Bengali and Assamese "পরিশোধ", Punjabi "ਅਦਾ ਕੀਤ", Odia "ପଇଠ", Tamil "செலுத்த-", Telugu "చెల్లించ-", Kannada
    # "ಪಾವತಿಸ-", Malayalam "അടച്ചു", Urdu "ادا کی"
    r"भरले|ભર્ય|ચૂકવ્ય|পরিশোধ|ਅਦਾ\s+ਕੀਤ|ପଇଠ|செலுத்தி|செலுத்தப்பட்ட|செலுத்தினோம்|చెల్లించా|చెల్లించి|ಪಾವತಿಸಿದ|അടച്ചു|ادا\s+کی|"
    r"\bchellinch(?:amu|aam|aru|aaru)\b|\bselutth?in\w*|\bpaavathis\w*|\badachu\b|" + _WE_GAVE.pattern, re.I)
# the costs given, in any person, in a script's past of "give" (as Latin "diya" is): Hindi "दिए", Marathi "दिले",
# Gujarati "આપ્યા", Bengali "দিল / দিয়েছে", Punjabi "ਦਿੱਤੇ", Odia "ଦେଲେ", Tamil "கொடுத்தா-", Telugu "ఇచ్చారు", Kannada
# "ಕೊಟ್ಟರು", Malayalam "കൊടുത്തു" — paid, where the clause gives no time or date (then it is time given on costs)
_GAVE_IN_SCRIPT = re.compile(r"(?<![\u0900-\u097F])(?:दिए|दिये|दिले)(?![\u0900-\u0963\u0971-\u097F])|આપ્યા|দিল|দিয়েছে|দিয়েছে|ਦਿੱਤੇ|ଦେଲେ|"
                             r"கொடுத்தா|கொடுத்துட்டா|ఇచ్చారు|ఇచ్చేశారు|ಕೊಟ್ಟರು|ಕೊಟ್ಟಿದ್ದಾರೆ|കൊടുത്തു")
_TIME_IN_SCRIPT = re.compile(r"\btime\b|\bdate\b|\badj\w*|समय|तारीख|मुदत|वेळ|સમય|મુદત|তারিখ|সময়|সময়|ਸਮਾਂ|ਤਾਰੀਖ|ସମୟ|ତାରିଖ|"
                             r"அவகாசம்|வாய்தா|நேரம்|సమయం|గడువు|వాయిదా|ಸಮಯ|ಕಾಲಾವಕಾಶ|ಮುಂದೂಡ|ದಿನಾಂಕ|സമയം|അവധി|സാവകാശം|തീയതി", re.I)
# ("अदा", paid, begins a word and is not the "अदा" of "अदालत", the court: "अदालत ने 500/- हर्जा लगाकर" orders costs)
# costs that are the price of an act other than time given
_COSTS_PRICE_OF = re.compile(r"\brecall(?:ed|ing)?\b|\bset\s+aside\b|\brestor(?:ed|ation)\b|\bcondon(?:ed|ation)\b|"
                             r"\bre-?open(?:ed|ing)?\b|\bre-?call(?:ed)?\b|\bamend(?:ment|ed)\b", re.I)
# a payment told in the perfect, whatever the order it pays was ("have been paid", "stands deposited")
_REPORTED_PAID = re.compile(r"\b(?:ha[sv]e?|had|were|was|stands?|stood)\s+(?:since\s+|already\s+|duly\s+)?(?:been\s+)?"
                            r"(?:paid|deposited|tendered|received|cleared)\b", re.I)
_PAYABLE_TO = re.compile(
    r"(?:payable|to\s+be\s+paid|to\s+be\s+deposited|paid|awarded|going)\s+to\s+(?:the\s+)?([^,.;()\-]{2,40}?)(?=\s*(?:[,.;()]|"
    r"\s-|\s+(?:within|by|before|as|which|and|on|in)\b|$))"
    r"|\bcosts?\s+to\s+(us|our\s+client|the\s+\w+|\w+)\b"
    # "costs of Rs. 1,200/- to the plaintiff", as an order writes it: the payee after the amount (a bare "to pltf"
    # of a hurried note may be either side's, and is left so)
    r"|\bcosts?\s+(?:of\s+)?(?:rs\.?\s*|₹\s*|inr\s*)?\d[\d,]*(?:\.\d+)?(?:/-)?\s+to\s+(us|our\s+client|the\s+\w+)\b"
    r"|([\w.]+(?:\s+[\w.]+)?)\s+ko\s+(?:payable|dena|dene|milega|milenge)\b"
    r"|जो\s+(\S+)\s+को\s+देय"
    r"|(\S+)\s+(?:के\s+अधिवक्ता\s+)?को\s+(?:अदा|देय|भुगतान)", re.I)
_ON_WHOM = re.compile(
    r"\b(?:on|upon|against)\s+(?:the\s+)?([A-Za-z][\w.'-]*(?:\s+[A-Za-z][\w.'-]*){0,3}?)(?=\s*(?:[,.;()]|\s-|\s+(?:payable|to|for|as|and|within|by|which|condition)\b|$))"
    r"|([\w.]+)\s+(?:pe|par|per)\b", re.I)


# costs that come with the final decision ("Rs. 25,000 as litigation costs", "suit decreed with costs")
_AWARD = re.compile(
    r"\blitigation\s+costs?\b|\bcosts?\s+of\s+(?:the\s+)?(?:litigation|suit|proceedings|complaint|petition|appeal)\b|"
    r"\b(?:decreed|allowed|dismissed)\s+with\s+costs\b|\bpartly\s+allowed\b|\bORDER\s*:|वाद\s+व्यय|आंशिक\s+रूप\s+से\s+स्वीकार|"
    # the expenses of the case, awarded to a party (a wife's under s. 24 HMA, with her maintenance), in each language's
    # words for "the case's expense": "litigation expenses", Hindi "मुकदमा खर्च", Bengali "মামলার খরচ", Gujarati "કેસ ખર્ચ",
    # Punjabi "ਮੁਕੱਦਮੇ ਦਾ ਖਰਚ", Tamil "வழக்கு செலவு", Telugu "వ్యాజ్య ఖర్చు", Kannada "ವ್ಯಾಜ್ಯ ವೆಚ್ಚ", Malayalam "കേസ് ചെലവ്"
    r"\blitigation\s+expenses?\b|\bmuk[ae]dd?a?m[ae]\s+(?:ka\s+)?kharch\w*|मुकदम[ाे]\s+(?:का\s+)?खर्च|मुक़दम[ाे]\s+(?:का\s+)?खर्च|"
    r"মামলার\s+খরচ|કેસ\s*ખર્ચ|ਮੁਕੱਦਮੇ\s+ਦਾ\s+ਖਰਚ|வழக்கு\s*செலவ|వ్యాజ్య\s*ఖర్చ|ವ್ಯಾಜ್ಯ\s*ವೆಚ್ಚ|കേസ്\s*ചെലവ",
    re.I)


# the matter itself decided (not an application in it, nor a day's time): "Complaint No. 88/2025 is partly allowed",
# "the suit is decreed", "appeal dismissed", "accused acquitted", "वाद आंशिक रूप से स्वीकार", "परिवाद खारिज"
_FINAL_OUTCOMES = {"allowed", "partly_allowed", "dismissed", "decreed", "disposed", "acquitted", "convicted", "compromise"}
_THE_MATTER = re.compile(
    r"\b(?:suit|complaint|(?<!time\s)(?<!bail\s)petition|appeal|writ|revision|claim\s+petition|reference|"
    r"O\.?\s?S\.?|W\.?\s?P\.?|C\.?\s?C\.?|M\.?\s?A\.?\s?C\.?|E\.?\s?P\.?|R\.?\s?F\.?\s?A\.?|S\.?\s?A\.?)(?![\w])|"
    r"(?<![\u0900-\u097F])(?:वाद|परिवाद|याचिका|अपील|दावा|प्रकरण|मुकदमा|निगरानी)", re.I)
# … and what a sentence decides that is only a step in it: an application, bail, time, a delay, a restoration
_A_STEP = re.compile(r"\b(?:I\.?\s?A\.?|M\.?\s?A\.?\s+No|application|appln|bail|interim|stay|time|adjournment|delay|"
                     r"condon\w*|restor\w*|amend\w*|exemption|recall\w*|set\s+aside)\b|प्रार्थना\s+पत्र|आवेदन", re.I)


def _decides_the_matter(r: _Reader) -> bool:
    """The record decides the matter itself: a verdict, a decree, or the suit, complaint, petition or appeal
    allowed, dismissed or disposed of. Costs such a record orders come with the decision, not with time given."""
    for o in orders(r):
        if o.outcome not in _FINAL_OUTCOMES:
            continue
        if o.outcome in ("decreed", "acquitted", "convicted"):
            return True
        t = r.text[o.start:o.end]
        if _THE_MATTER.search(t) and not _A_STEP.search(t):
            return True
    return False


def _nearest_amount(t: str, pos: int):
    # "…, compensation 50,000, costs 25,000": the figure written right after the word is the costs' own, even with
    # a larger sum in rupees earlier in the sentence
    right = re.match(r"(?:costs?|hu?rja|harja|" + COSTS_WORD.pattern + r")\s+(?:of\s+)?(?:rs\.?\s*|₹\s*)?(\d[\d,]{2,})(?:/-)?(?![\d,]*\s*(?:%|per\s*cent|days|weeks|months))",
                     t[pos:], re.I)
    if right:
        try:
            return float(right.group(1).replace(",", "").rstrip(","))
        except ValueError:
            pass
    found = amounts(t)
    if not found:
        # a figure that ends a date ("15.09.2026  Cost paid.") is the date's year, no amount
        # "1000 harjana laga", "500 kharcha": the figure written right before any word for costs
        bare = re.search(r"\bcosts?\s+(?:of\s+)?(\d[\d,]{2,})\b|(?<![\d][./-])\b(\d[\d,]{2,})\s+(?:" + COSTS_WORD.pattern + ")",
                         t, re.I)
        if bare:
            try:
                return float((bare.group(1) or bare.group(2)).replace(",", ""))
            except ValueError:
                return None
        return None
    # "16 lakh + costs", "Rs 3 lakh with costs": a sum the costs come on top of is not the costs' own figure
    found = [a for a in found if not (a.end <= pos and re.fullmatch(
        r"[\s/-]*(?:\+|plus|with|and|aur|&|along\s*with|alongwith|together\s+with)\s*(?:interest\s+(?:and|&)\s*)?",
        t[a.end:pos], re.I))]
    if not found:
        return None
    best = min(found, key=lambda a: abs((a.start + a.end) / 2 - pos))
    return best.value if abs((best.start + best.end) / 2 - pos) <= 90 else None


# a sentence cut where a sum should follow: "costs of", "costs of Rs.", "a cost of ₹", "costs:", "costs amounting to"
# the words of time given or sought in a costs sentence ("time granted subject to costs", "adjourned on costs")
_TIME_WORD = re.compile(r"\btime\b|\badjourn\w*|\badj[nd]?\b|\blast\s+(?:chance|opportunity)\b|\bsamay\w*|\bmohlat\b|"
                        r"समय|मोहलत|स्थगि?त|तारीख", re.I)
_DANGLING = re.compile(r"(?:\b(?:of|rs\.?|inr|amounting\s+to|quantified\s+at|assessed\s+at|to\s+the\s+tune\s+of)|₹|:)\s*$",
                       re.I)


def costs(r: _Reader, adjourned_by: Side | None) -> list[Costs]:
    out: list[Costs] = []
    decided = None  # whether the record decides the matter, read once when a record holds costs
    for i, s in enumerate(r.sentences):
        t = s.text
        for m in costs_in(t, r.sentences[i - 1].text if i else ""):  # "costs", "harjana", and "kharcha", "খরচ", "செலவு" … where the court is in the line
            if _NOT_COSTS.search(t) and not amounts(t):
                break
            if _CONDITIONAL.search(t[: m.start()]) or _QUESTIONED.search(t):
                break
            amount = _nearest_amount(t, m.start())
            if amount is None and i + 1 < len(r.sentences) and _DANGLING.search(t):
                # "subject to payment of costs of\nRs. 3,000/- to the petitioners": an order sheet wrapped at its
                # width puts the sum on the next line, read as the next sentence
                nxt = amounts(r.sentences[i + 1].text)
                if nxt and nxt[0].start <= 4:
                    amount = nxt[0].value
            start = s.start
            if amount is None and i > 0:
                amount = _sum_ending_line_before(r, i)
                start = r.sentences[i - 1].start if amount is not None else start  # (the cited line holds the sum)
            part = _part_around(t, m.start())
            if _UNPAID.search(part):
                status = "unpaid"
            elif _REPORTED_PAID.search(part) and not _PROMISED.search(part):
                status = "paid"  # "costs imposed on 27.02 have been paid": the payment of an earlier order, no new one
            elif _TO_BE_PAID.search(part) or _PROMISED.search(part):
                status = "imposed"
            elif _PAID.search(part) or (_GAVE_IN_SCRIPT.search(part) and not _TIME_IN_SCRIPT.search(part)):
                status = "paid"
            elif _paid_in_next_clause(t, part):
                status = "paid"  # "Costs 5,000 - cheque handed over", "cost of last date - paid today": the clause after tells it
            else:
                status = "imposed"
            if amount is None and status == "imposed" and not re.search(r"\bimpos|\bcosts?\s+of\b|lagay|हर्जे", part, re.I):
                continue
            on, on_whom, payable_to = _who_pays(r, i, t, part, adjourned_by)
            award = bool(_AWARD.search(t))
            if not award and not _TIME_WORD.search(t):
                # "The opposite parties shall pay … Rs. 25,000/- as costs." in the order that partly allows the
                # complaint: the costs of the litigation, never the price of an adjournment
                decided = _decides_the_matter(r) if decided is None else decided
                award = decided
            out.append(Costs(start=start, end=s.end, amount=amount, status=status, on=on, on_whom=on_whom,
                             payable_to=payable_to, award=award))
            break  # one costs event per sentence
    return _dedupe_costs(out)


# how near a line's end its sum must stand to be the sum of the costs the next line names
_SUM_AT_LINE_END = 30


def _sum_ending_line_before(r: _Reader, i: int) -> float | None:
    """The sum that closes the line before a costs sentence with no sum of its own, the line not ended by a stop
    ("ரூ. 1,000 செலவுத்தொகை\n(costs) போட்டாங்க", "500 रुपये\nहर्जा लगाया"): a diary writes the sum, breaks the line
    and then says the costs were laid; none when that line ended its sentence or its sum stands far from its end."""
    prev, here = r.sentences[i - 1], r.sentences[i]
    gap = r.text[prev.end:here.start]
    if gap.strip() or gap.count("\n") != 1 or re.search(r"[.!?;।]\s*$", prev.text):
        return None
    found = amounts(prev.text)
    if not found or len(prev.text) - found[-1].end > _SUM_AT_LINE_END:
        return None
    return found[-1].value


def _paid_in_next_clause(t: str, part: str) -> bool:
    """A costs clause with no word of its own on payment ("Costs 5,000", "cost of the last date"), followed in the
    same sentence by a clause that tells a payment made ("- paid today", "- cheque handed to the client"): that
    payment is the costs'. A clause that orders, promises or denies the payment leaves the costs as they were."""
    at = t.find(part)
    if at < 0:
        return False
    nxt = _part_around(t, at + len(part)) if at + len(part) < len(t) else ""
    return bool(nxt) and bool(_PAID.search(nxt) or _HANDED.search(nxt)) and not (
        _UNPAID.search(nxt) or _PROMISED.search(nxt) or _TO_BE_PAID.search(nxt) or _CONDITIONAL.search(nxt))


# money passed from hand to hand: "handed the cheque to", "handed over" (not a judgment "handed down")
_HANDED = re.compile(r"\bhanded\b(?!\s+down)", re.I)


def _part_around(t: str, pos: int) -> str:
    """The clause of a sentence around `pos` (clauses end at ' - ', '->', '+' and sentence stops)."""
    bounds = [0] + [m.end() for m in re.finditer(r"\s(?:-|->|→|\+)\s", t)] + [len(t)]
    for a, b in zip(bounds, bounds[1:]):
        if a <= pos < b:
            return t[a:b]
    return t


def _who_pays(r: _Reader, i: int, t: str, part: str, adjourned_by: Side | None) -> tuple[Side, str | None, str | None]:
    to = _PAYABLE_TO.search(part)
    payable_to = None
    if _WE_GAVE.search(part):
        return "ours", None, None  # "ఖర్చులు రూ. 3,000 … లాయరు గారికి ఇచ్చాము": we paid them
    if to:
        payable_to = one_line(next(g for g in to.groups() if g), 60)
        ment = r.sides.party_after(payable_to, 0)
        if ment is None and re.search(r"\bus\b|our", payable_to, re.I):
            return "other", None, payable_to
        if ment is not None:
            return opposite(ment.side), None, payable_to
    on = _ON_WHOM.search(part)
    if on:
        who = one_line(next(g for g in on.groups() if g), 60)
        ment = r.sides.party_after(who, 0)
        if ment is not None:
            return ment.side, who, payable_to
    laid = _laid_on(r, part)
    if laid is not None:
        return laid[0], laid[1], payable_to
    if re.search(r"\bto\s+us\b|\bcost\s+to\s+us\b|\bwe\s+(?:got|received)\b|\bmila\b", part, re.I):
        return "other", None, payable_to
    if re.search(r"\bpaid\b|\bdiya\b|\bde\s+di|\bdeposited\b|(?<![\u0900-\u097F])अदा(?!ल)", part, re.I):
        # who paid: a party named in the clause ("paid by the insurer", "(X ne diya)")
        for m in r.sides.mentions(part):
            if m.side in ("ours", "other"):
                return m.side, m.label, payable_to
    if adjourned_by in ("ours", "other"):
        return adjourned_by, None, payable_to
    if payable_to is not None:
        return "unknown", None, payable_to  # "Rs 500 costs to pltf": payer or payee, the note does not place it
    # "the defendant to pay Rs 500 costs": the party the clause directs to pay
    directed = _DIRECTED_TO_PAY.search(part)
    m = r.sides.party_before(part, directed.start()) if directed else None
    if m is not None:
        return m.side, None, payable_to
    # costs follow a default: the party an earlier sentence says was absent, not ready or sought time pays them;
    # one named there for anything else ("cross-examined by …") is not taken for the payer
    # ("Wadkar ka gawah nahi aaya, 1000 harjana laga": the default in the same sentence, before the costs)
    d = _DEFAULT.search(t)
    if d is not None:
        w = _witness_side(r, t[: d.start()])
        if w is not None:
            return w, None, payable_to  # "DW2 nahi aaya, 1000 harjana": the side whose witness failed pays
        m = r.sides.party_before(t, d.end())
        if m is not None:
            return m.side, None, payable_to
    for j in range(i - 1, max(-1, i - 3), -1):
        prev = r.sentences[j].text
        away = _absent_named(prev, r.sides)
        if away is not None:  # "X absent, …": the one away pays, whatever else the sentence names
            return away[0], away[1], payable_to
        dp = _DEFAULT.search(prev)
        if dp is not None:
            w = _witness_side(r, prev[: dp.start()])
            if w is not None:
                return w, None, payable_to  # "<heading> - DW2 did not come. … costs": the defendant's witness
            m = r.sides.party_before(prev, len(prev))
            if m is not None:
                return m.side, None, payable_to
    return "unknown", None, payable_to


# the languages' postposition "on" (a closed class), after the one costs are laid on, before or after the verb:
# Hindi and Urdu "pe / par / ke upar" (पर, के ऊपर, پر), Punjabi "te / utte" (ਤੇ, ਉੱਤੇ), Marathi "var" (वर, glued on),
# Gujarati "par / upar" (પર, ઉપર), Bengali and Assamese "upor / opor" (উপর, ওপর, ওপৰত), Odia "upare" (ଉପରେ), Tamil
# "meedhu / mel" (மீது, மேல்), Telugu "meeda / pai" (మీద, పై), Kannada "mele" (ಮೇಲೆ), Malayalam "mel" (മേൽ), Nepali
# "mathi" (माथि)
_ON_POST = re.compile(
    r"(?:\s(?:ke\s+|ki\s+|er\s+)?(?:pe|par|per|upar|oopar|uppar|te|utte|ute|var|varti|upor|upore|opor|opore|upare|"
    r"meedhu|meethu|mel|mela|meeda|mida|pai|mele|mathi)\b)|"
    r"(?:\s*(?:के\s+|की\s+)?(?:पर|पे|ऊपर|उपर|वर|वरती|माथि)(?![\u0900-\u0963\u0971-\u097F])|\s*(?:کے\s+)?(?:پر|اوپر)|\s*(?:ਤੇ|ਉੱਤੇ|ਉਤੇ|ਉਪਰ)|"
    r"\s*(?:પર|ઉપર)|\s*(?:উপর|উপরে|ওপর|ওপরে|ওপৰত|উপৰত)|\s*ଉପରେ|\s*(?:மீது|மேல்)|\s*(?:మీద|పై)(?![\u0C00-\u0C7F])|"
    r"\s*ಮೇಲೆ|\s*(?:മേൽ|മേലിൽ))", re.I)


def _laid_on(r: _Reader, part: str) -> tuple[Side, str] | None:
    """The party costs are laid on, named right before the language's "on" ("cost lagaya company pe", "प्रतिवादी
    पर हर्जा", "বিবাদীর উপর খরচ"): its side and the words naming it."""
    for m in _ON_POST.finditer(part):
        head = part[max(0, m.start() - 60): m.start()]
        who = r.sides.party_before(head, len(head))
        # the party is the word just before "on", with at most a case ending glued to it ("प्रतिवादीवर", "বিবাদীর")
        if who is not None and who.side in ("ours", "other") and len(head) - who.end <= 4 and " " not in head[who.end:].strip():
            return who.side, who.label
    return None


# a witness's label with its side's letters, just before the word of a default ("DW2 nahi aaye", "PW-3 absent")
_WITNESS_LABEL = re.compile(rf"(?<![A-Za-z]){SIDE}\.?\s?W\.?\s?-?\s?\d+\b[^.;:,]{{0,40}}$", re.I)
# the roles that bring a matter (their witnesses are the P-, A-, C- witnesses), against the ones who answer it
_BRINGS = {"plaintiff", "petitioner", "applicant", "appellant", "complainant", "claimant", "revisionist", "state"}


def _witness_side(r: _Reader, head: str) -> Side | None:
    """The side of the witness a default is told of, by its label's letters: P (plaintiff's, petitioner's,
    prosecution's) is the side that brought the matter; D, R, N.A., O.P. the side that answers it."""
    m = _WITNESS_LABEL.search(head)
    ours = r.sides.people.our_side
    if m is None or not ours or r.sides.party_before(head[m.end(1):], len(head) - m.end(1)) is not None:
        return None
    letters = side_letters(m.group(1))
    brought = {"P": True, "D": False, "R": False, "NA": False, "OP": False}.get(letters)
    if brought is None:
        return None
    return "ours" if (ours in _BRINGS) == brought else "other"


_DIRECTED_TO_PAY = re.compile(r"\b(?:is\s+|are\s+)?(?:to|shall|will|must|directed\s+to|ordered\s+to)\s+(?:pay|deposit)\b|"
                              r"\bko\s+(?:dena|dene|bharna|jama\s+karna)\b", re.I)
# a party's default in the words of a note or order: absent, not ready, no witness, time sought, not paid
_DEFAULT = re.compile(
    r"\babsent\b|\bnot\s+(?:ready|present|produced?|paid|filed|appeared?)\b|\bno\s+(?:witness|appearance|one)\b|"
    r"\bdid(?:n'?t|\s+not)\s+(?:even\s+)?(?:pay|file|appear|produce|come)\b|\bfail(?:ed|s)?\b|\bdefault\w*|"
    r"\bsought\s+time\b|\b(?:sought|seeks?|took|takes|asked\s+for|prays?\s+for)\s+(?:an?\s+)?(?:time|adjournment|accommodation)\b|"
    r"\btime\s+(?:maanga|mangi|manga|liya|sought)\b|\bnahi\s+aa?y[ae]\b|\bgair\s*ha[zj]ir\b|गैरहाजिर|अनुपस्थित|"
    r"उपस्थित\s+नहीं|हाजिर\s+नहीं|" + _ADJ_HINDI.pattern + r"|\bagain\b|"
    # not ready, in every script the rules read a side's unreadiness in ("தயாரில்லை", "తయారుగా లేరు", "তৈরি নয়")
    + _UNREADY.pattern, re.I)


def _dedupe_costs(events: list[Costs]) -> list[Costs]:
    """One event per (amount, status) in a record: an order sheet often says the amount twice."""
    seen: set[tuple] = set()
    out = []
    for e in events:
        key = (e.amount, e.status)
        if key in seen and e.amount is not None:
            continue
        seen.add(key)
        out.append(e)
    return out


# -- undertakings --------------------------------------------------------------------------------------------
_UNDERTAKE = re.compile(
    r"\bundert(?:ake|akes|aking|ook|aken|aking)s?\b|\bgave\s+(?:an?\s+)?(?:assurance|word)\b|\bassured\s+the\s+court\b|"
    r"वचन|शपथपूर्वक", re.I)
_BROKEN = re.compile(
    r"\b(?:broke|broken|breach(?:ed)?|violat(?:ed|ion)|not\s+(?:been\s+)?(?:complied|honoured|honored|kept|met)|"
    r"tooti|toot\s+gayi|todi|failed\s+to\s+(?:pay|deposit|file|comply))\b|उल्लंघन", re.I)
_MET = re.compile(
    r"\b(?:complied|compliance|honoured|honored|fulfilled|kept|met)\b|\bpuri\s+(?:ki|hui)\b|अनुपालन|"
    # "undertaking affidavit already filed 12/12": the note says it is done
    r"\balready\s+(?:been\s+)?(?:filed|paid|deposited|done|given|submitted|vacated|handed\s+over|complied)\b", re.I)


def undertakings(r: _Reader) -> list[Undertaking]:
    out = []
    for i, s in enumerate(r.sentences):
        t = s.text
        m = _UNDERTAKE.search(t)
        if not m or _CONDITIONAL.search(t[: m.start()]):
            continue
        status = "broken" if _BROKEN.search(t) else ("met" if _MET.search(t) and not re.search(r"\bto\s+file\s+compliance\b", t, re.I) else "given")
        side, who = r.side_for(i, m.start(), look_after=False)
        due = _due_date(t, r.record.record_date) or period_end(t, r.record.record_date)
        what = one_line(t[m.end():] if len(t) - m.end() > 12 else t, 200)
        out.append(Undertaking(start=s.start, end=s.end, what=what, by_whom=who, side=side, due=due, status=status))
    return out


def _due_date(t: str, anchor: str | None) -> str | None:
    """A date the text gives as a deadline: 'by 27/5', '27/5 tak', 'before 2 Sept', 'last date …'."""
    for a, b, iso in iso_dates(t, anchor):
        before = t[max(0, a - 22): a].lower()
        after_ = t[b: b + 14].lower()  # " se pehle" is nine characters
        if re.search(r"(?:by|before|till|until|on\s+or\s+before|last\s+date|deadline|due|within)\W*(?:\w+\W+)?$", before) \
                or re.match(r"\s*(?:tak|se\s+pehle)\b", after_) or "तक" in t[b: b + 6]:
            return iso
    return None


# -- filings -------------------------------------------------------------------------------------------------
_FILED = re.compile(
    r"\bfiled\b|\bfile\s+(?:ho\s+gay[ai]|hui|kiya|kar\s+di|kar\s+diya|ki)\b|\bdakhil\b|\bdaakhil\b|दाखिल|प्रस्तुत|"
    r"\bon\s+record\b|\bsubmitted\b|\blodged\b|\bregistered\s+as\b|\blagayi\b|\blagaya\b|\bmoved\b|\bpresented\b|"
    r"\bserved\b", re.I)
_NOT_FILED = re.compile(
    r"\bnot\s+(?:yet\s+)?(?:been\s+)?(?:filed|served|submitted)\b|\bno\s+(?:counter|reply|written\s+statement|ws|affidavit|"
    r"rejoinder)\b|\b(?:has|have|had)\s+not\s+filed\b|\bdid\s+not\s+file\b|\bdidn'?t\s+file\b|\byet\s+to\s+(?:be\s+)?file|"
    r"\bnahi\s+(?:kiya|hua|aaya|aayi|diya)\b|\bnahi!?\b|दाखिल\s+नहीं|नहीं\s+किया", re.I)
_FUTURE = re.compile(
    r"\b(?:will|shall|to|must|need\s+to|have\s+to|has\s+to|should|going\s+to|karna\s+hai|karni\s+hai|karenge|"
    r"kar\s+denge|tomorrow)\s+(?:\w+\s+){0,2}?(?:file|be\s+filed|submit|dakhil)\b|\bto\s+be\s+filed\b|\bdraft\b|"
    # an order's subjunctive directs a filing, it does not record one: "Rejoinder be filed within two weeks"
    r"\bbe\s+filed\b", re.I)
_REFERENCE = re.compile(
    r"\b(?:diary|dy|receipt|challan|reference|ref|CA|C\.A\.|filing|SR|registration|acknowledg(?:e)?ment|token|"
    r"nakal\s+application|application|I\.?A\.?|M\.?A\.?|misc\.?\s+application)\s*(?:no\.?|number|#|सं\.?)\s*[:.-]?\s*"
    r"([A-Z]{0,5}[/-]?\d[\w/-]*(?:\s+of\s+\d{4})?)"
    r"|(?<![\w])(\d{1,4}\s?-?\s?(?:Ga|Kha|Ka|Gha|ग|ख|क|घ))(?![\w])", re.I)


def filings(r: _Reader) -> list[Filing]:
    out = []
    for i, s in enumerate(r.sentences):
        t = s.text
        m = _FILED.search(t)
        if not m or _QUESTIONED.search(t):
            continue
        if _COSTS.search(t) and not re.search(r"affidavit|counter|reply|application|appeal|statement|rejoinder", t, re.I):
            continue  # "costs paid and filed" is about costs; the costs rule reads it
        if re.search(r"\bmoved\b", m.group(), re.I) and not re.search(r"application|petition|\bI\.?A\b", t, re.I):
            continue
        if _FUTURE.search(t[: m.end() + 4]) and not re.search(r"\bfiled\s+(?:today|on|yesterday)\b", t, re.I):
            continue
        if m.group().lower() == "served" and not re.search(r"counter|affidavit|reply|copy|notice", t, re.I):
            continue
        nf = _NOT_FILED.search(t)
        # "handed up a counter today - not served before": the paper is in; only its service came late
        filed = nf is None or bool(_PUT_IN.search(t[: nf.start()] + " " + t[nf.end():]))
        side, _ = r.side_for(i, m.start(), look_after=False)
        ref = _REFERENCE.search(t)
        on = None
        for a, b, iso in iso_dates(t, r.record.record_date):
            lead = t[max(0, a - 14): a]
            if (re.search(r"\b(?:on|dated|dt\.?|yesterday|today|aaj|kal)\s*,?\s*$", lead, re.I) and abs(a - m.start()) < 60) \
                    or 0 <= a - m.end() <= 16:
                on = iso
                break
        out.append(Filing(start=s.start, end=s.end, what=one_line(t, 200), side=side, filed=filed,
                          reference=one_line(ref.group(1) or ref.group(2), 40) if ref else None, on=on))
    return out


# -- orders and outcomes -------------------------------------------------------------------------------------
# the names of an interim protection a court keeps in force, in English and in the Indian languages as lawyers
# write them (Latin letters and the scripts): a stay, an injunction, status quo, interim protection
_PROTECTION = (r"\bstay\b|\binjunction\b|\bstatus[\s-]+quo\b|\binterim(?:\s+(?:order|protection|relief))?\b|"
               r"\bprotection\b|\bintm\b|\byathasthiti\b|स्टे|स्थगन(?:\s+आदेश)?|रोक|यथास्थिति|अंतरिम(?:\s+आदेश)?|"
               r"સ્ટે|મનાઈ\s+હુકમ|યથાસ્થિતિ|স্টে|স্থগিতাদেশ|নিষেধাজ্ঞা|ਸਟੇ|ਰੋਕ|ସ୍ଥଗିତାଦେଶ|ଷ୍ଟେ|ஸ்டே|தடை(?:\s+உத்தரவு)?|"
               r"స్టే|నిలుపుదల|ಸ್ಟೇ|ತಡೆಯಾಜ್ಞೆ|സ്റ്റേ|സ്റ്റേ\s+ഉത്തരവ്|स्टे\s+ऑर्डर|اسٹے|حکم\s+امتناعی")
# a word saying it goes on: English, and Hindi/Urdu jari/barkarar/kayam, Gujarati/Marathi/Bengali chalu/suru,
# Bengali/Assamese bohal/thakbe, Odia rahiba, Tamil thodarum, Telugu konasagu, Kannada munduvari, Malayalam thudarum
_GOES_ON = (r"\bcontinu\w*|\bextended\b|\bto\s+continue\b|\bshall\s+continue\b|\bremains?\s+(?:in\s+force|operative)\b|"
            r"\bjari\b|\bjaari\b|\bbarkarar\b|\bbarqarar\b|\bkayam\b|\bqayam\b|\bchalu\b|\bchaalu\b|\bbohal\b|"
            r"\bbahal\b|\bthakbe\b|\bthakibo\b|\brahiba\b|\bthodar\w*|\bthudar\w*|\bkonasag\w*|\bmunduvari\w*|"
            r"जारी|बरकरार|कायम|चालू|सुरू|ચાલુ|યથાવત|চালু|বহাল|থাকবে|ਜਾਰੀ|ଜାରି|ବହାଳ|தொடரும்|தொடர்கிறது|కొనసాగు\S*|"
            r"ಮುಂದುವರ\S*|തുടരും|തുടരുന്നു|جاری|برقرار")

# a denial beside it: "stay not extended", "stay jari nahi rahega", "chalu nathi"
_NOT_SO = r"not\b|nahi|nahin|nhi\b|nai\b|na\b|nathi|nahi\b|illa|ledu|nei\b|nay\b|नहीं|नही|નથી|নয়|নেই|ਨਹੀਂ|ନାହିଁ|இல்லை|లేదు|ಇಲ್ಲ|ഇല്ല|نہیں"


_ORDER_RULES: list[tuple[str, re.Pattern[str]]] = [
    ("warrant_recalled", re.compile(
        r"\b(?:NBW|BW|warrant)s?\s+(?:is\s+|was\s+|has\s+been\s+)?(?:recalled|cancell?ed|withdrawn|cancel)\b|"
        r"\b(?:recall(?:ed)?|cancell?(?:ed)?)\s+(?:the\s+)?(?:NBW|BW|warrant)|वारंट\s+निरस्त|warrant\s+cancel", re.I)),
    ("warrant", re.compile(
        r"\bnon[- ]?bailable\s+warrants?\b|\bNBW\b|\bbailable\s+warrants?\b|\bBW\b|\brecovery\s+warrants?\b|"
        # "N.B.W.", "B.W.", and "B/W" in capitals ("b/w" in small letters is "between")
        r"\bN\.\s?B\.\s?W\b\.?|\bB\.\s?W\.|(?-i:\bN?B/W\b)|"
        r"\bwarrants?\s+(?:of\s+arrest|issued|jari)\b|\bdistress\s+warrant\b|गैर\s*जमानती\s+वारंट|जमानती\s+वारंट|वसूली\s+वारंट|"
        # a Hindi order's formal "अधिपत्र" ("गैर-जमानतीय अधिपत्र"), and the warrant as the other scripts write it
        r"(?:गैर[\s-]*)?जमानत(?:ी|ीय)\s+(?:वारंट|अधिपत्र)|गिरफ्तारी\s+(?:वारंट|अधिपत्र)|वॉरंट|વોરંટ|ওয়ারেন্ট|ਵਾਰੰਟ|"
        r"ୱାରେଣ୍ଟ|வாரண்ட்|பிடியாணை|వారెంట్|ವಾರಂಟ್|വാറന്റ്|وارنٹ",
        re.I)),
    ("partly_allowed", re.compile(r"\bpartly\s+allowed\b|\bpartially\s+allowed\b|\ballowed\s+in\s+part\b|आंशिक\s+रूप\s+से\s+स्वीकार", re.I)),
    ("compromise", re.compile(
        r"\bcompromise[ds]?\b(?!\s+talks)|\bsettle(?:d|ment)\b|\bcompounded\b|\bcompounding\b|\bLok\s+Adalat\s+award\b|"
        r"समझौत|शमन", re.I)),
    ("reserved", re.compile(r"\b(?:judg(?:e)?ment|orders?)\s+(?:is\s+|are\s+)?reserved\b|\breserved\s+(?:for\s+)?(?:orders|judg(?:e)?ment)\b|"
                            r"निर्णय\s+सुरक्षित|आदेश\s+सुरक्षित", re.I)),
    ("pronounced", re.compile(r"\b(?:judg(?:e)?ment|orders?)\s+(?:was\s+|is\s+)?pronounced\b|\bpronounced\b|निर्णय\s+(?:सुनाया|उद्घोषित)", re.I)),
    ("acquitted", re.compile(r"\bacquitt?(?:ed|al)\b|\bacquit\b|दोषमुक्त", re.I)),
    ("convicted", re.compile(r"\bconvicted\b|\bconviction\b|दोषसिद्ध", re.I)),
    ("decreed", re.compile(r"\bdecreed\b|\bdecree\s+(?:is\s+|was\s+)?passed\b|डिक्री", re.I)),
    ("dismissed", re.compile(r"\bdismiss(?:ed)?\b|\bDISMISSED\b|खारिज", re.I)),
    ("rejected", re.compile(r"\brejected\b|\brefused\b|\bdeclined\b|(?<!वारंट\s)निरस्त\s+किया", re.I)),
    ("interim", re.compile(
        # (the interim relief named before the paper that asks it, "interim maintenance petition par bahas", is the
        # petition argued, no order; "INTERIM" alone only as a heading in capitals, never a chat's "interim ka arrear")
        r"\binterim\s+(?:order|stay|injunction|maintenance|relief|compensation|protection|arrangement)\b"
        r"(?!\s+(?:petition|application|appln|arzi|arji|I\.?A\b))|(?-i:\bINTERIM\b)|"
        r"\bstayed\b|\bstatus\s+quo\b|\bad[- ]interim\b|\binterim\s+cont|अंतरिम\s+(?:भरण|आदेश|रोक)|"
        r"\bshall\s+remain\s+stayed\b|"
        # a protection said to go on ("stay continues", "stay chalu rahega", "status quo bohal thakbe", "தடை
        # தொடரும்"): the court kept the interim order in force that day, in any language a lawyer notes it in
        rf"(?:{_PROTECTION})[\s:,-]+(?:(?!{_NOT_SO})\S{{1,12}}\s+)?(?!{_NOT_SO})(?:{_GOES_ON})(?!\s+(?:{_NOT_SO}))|"
        # "no coercive steps till NDOH", "intm: …", "till the disposal of the suit, the respondent shall …": an order
        # that holds the parties while the case is pending
        r"\bno\s+coercive\s+(?:steps?|action|measures?)\b|\bintm\b\.?\s*(?::|-|order|relief|stay|protection)|"
        # "Interim: no alteration to the well till disposal": the order's heading, then what binds the parties (never
        # "Interim: refused", "interim - not granted")
        r"\binterim\s*[:–-]\s*(?=[^.\n]*\b(?:no|till|until|pending|stay\w*|restrain\w*|status\s+quo|shall)\b)"
        r"(?![^.\n]*\b(?:refused|rejected|declined|denied|not\s+granted|vacated)\b)|"
        r"\b(?:till|until|pending)\s+(?:the\s+)?(?:final\s+)?disposal\s+of\s+the\s+(?:suit|petition|case|appeal|writ|application)\b"
        r"(?=[^.]*\bshall\b)|"
        # "In the meanwhile, no further recovery shall be made", "till the next date, the respondents shall not
        # dispossess": what binds the parties until the case is heard again, in the courts' English and Hindi
        r"\b(?:in\s+the\s+mean\s*(?:while|time)|meanwhile|meantime|(?:till|until)\s+(?:the\s+)?next\s+date"
        r"(?:\s+of\s+(?:hearing|listing))?)\b(?=(?:[^.]|\.(?=\d))*(?:\bshall\s+not\b|\bno\s+(?:\w+\s+){0,6}shall\b|"
        r"\bshall\s+(?:remain\s+)?(?:be\s+)?(?:stayed|suspended|(?:kept|held)\s+in\s+abeyance)\b))|"
        r"(?:इस\s+बीच|आगामी\s+(?:तिथि|पेशी|सुनवाई)\s+तक)(?=[^।.]*(?:नहीं|न\s+की\s+जाए|स्थगित))", re.I)),
    ("allowed", re.compile(
        r"\b(?:bail|application|petition|appeal|I\.?A\.?|writ|prayer|complaint|revision)\s+(?:is\s+|was\s+|stands\s+)?(?:allowed|granted)\b|"
        r"\b(?:allowed|ALLOWED)\b(?!\s+(?:to|time))|\bgranted\s+bail\b|\bbail\s+(?:granted|mil\s+gayi)\b|\bmanzoor\b|\bस्वीकार\b|"
        # the order's own words for bail granted: "admitted to bail", "released on bail", "enlarged on bail"
        r"\b(?:admitted|released|enlarged)\s+(?:to|on)\s+(?:regular\s+|interim\s+|anticipatory\s+)?bail\b|"
        r"जमानत\s+पर\s+(?:रिहा|मुक्त)|"
        # the order challenged undone, which allows the challenge (a writ, a revision, an appeal, a petition to
        # quash): "the impugned order is quashed", "stands set aside", "Rule is made absolute" — never the prayer
        # that it be ("to set aside", "be quashed", "a set aside application")
        r"\b(?:is|are|was|were|stands?|hereby|accordingly|been)\s+(?:hereby\s+|accordingly\s+)?(?:quashed|set\s+aside)\b|"
        r"\bquashed\s+and\s+set\s+aside\b|\brule\s+(?:is\s+)?made\s+absolute\b", re.I)),
    # ("khatam", over, ends the matter only when the matter is what is over: "case khatam", "mamla khatam ho gaya";
    # a stage said over — "PW1 ka cross khatam", "evidence khatam" — is the day's work, the case goes on; and "case
    # khatam karo" is an offer, "case khatam nahi hua" a denial)
    # (an execution closed once its decree is satisfied: "Full satisfaction recorded. E.P. closed." — the matter
    # named before "closed"; "evidence closed", "PE closed", "prosecution case closed" close a stage, not the matter)
    ("disposed", re.compile(r"\b(?:E\.?\s?P\.?|execution(?:\s+petition)?|proceedings)\s+"
                            r"(?:(?:is|stands|was|hereby|accordingly)\s+)*closed\b|\bfull\s+satisfaction\s+(?:is\s+)?recorded\b|"
                            r"\bdisposed\s+(?:of)?\b|\bdakhil\s+daftar\b|दाखिल\s+दफ्तर|\bconsigned\s+to\s+record|\bfile\s+band\b|"
                            r"\b(?:case|matter|mamla|maamla|mukadma|mukadama|muqadma|suit|petition|appeal|complaint|"
                            r"parivad|vaad|wad)\s+(?:hi\s+|bhi\s+|to\s+)?(?:khatam|khatm|khattam)\b"
                            r"(?!\s+(?:nahi|nahin|nhi|na|karo|kar|karna|karne|karenge|karwa\w*|kara\w*|ho\s+ja(?:ye|yega|ega|aye)\w*|hoga|hone))",
                            re.I)),
]
# a settlement that happened, not one talked about or proposed
_SETTLED = re.compile(
    r"\bcompromise\s+(?:is\s+|was\s+)?(?:recorded|arrived|reached|effected|filed|petition|deed|memo|terms|on\s+record)|"
    r"\bsettlement\s+(?:is\s+|was\s+)?(?:recorded|arrived|reached|dated|deed|agreement|terms|on\s+record|filed)|"
    r"\b(?:mediation|lok\s+adalat)\s+settlement\b|\bsettled\s+(?:the\s+)?(?:matter|dispute|case|suit|out\s+of\s+court)|"
    r"\bmatter\s+(?:is\s+|was\s+)?settled\b|\bcompounded\b|\bcompounding\b|\bLok\s+Adalat\s+award\b|समझौता\s+पत्र|"
    r"समझौते\s+के\s+अनुसार|शमन", re.I)
_TALKS = re.compile(r"\btalk(?:s|ing)?\b|\bpropos\w*|\boffer\w*|\bfor\s+settlement\b|\bconsider\w*\s+(?:a\s+)?settlement|"
                    r"\bsettle\s+karenge\b|\bwill\s+settle\b|\bmay\s+settle\b|\bno\s+talks\b|\bprastav|प्रस्ताव|"
                    r"\bwilling\b|\binterested\b|\bexplor\w*|\bwants?\s+to\s+settle", re.I)
# a warrant issued, not one talked about ("the NBW worked", "warrant ki report")
_WARRANT_ISSUED = re.compile(
    r"\bissu(?:e|ed|ing)\b|\bjari\b|जारी|निर्गत|->\s*(?:non[- ]?bailable\s+|bailable\s+|recovery\s+)?(?:NBW|BW|warrant)|"
    r"\b(?:NBW|BW|warrants?)\s+(?:against|vs\.?|of\s+Rs|Rs|for\s+Rs|through|thru|to|on)\b|\bordered\b|\bgranted\b|"
    # the verb of issuing as the languages type it in Latin letters: Hindi and Urdu "nikla, nikaal diya, nikala",
    # Punjabi "kaddheya, kadhya", Marathi "kadhla, kaadhle", Gujarati "kadhyu, kaadhyu", Bengali "beriyeche, berolo",
    # Tamil "pottaanga", Kannada "haakidru"
    r"\bnik(?:a|aa)?l(?:a|aa|i|e|o)?\b|\bnikaal\w*|\bnikal\s+(?:diya|di|gaya|gayi|gaye)\b|\bkaa?dd?h(?:eya|ya|la|le|li|lo|yu|yo|yi)\b|"
    r"\bberiy?e(?:che|chhe)\b|\bberol[oa]\b|\bpott?aa?(?:nga|ngo|nga|ru|raanga)\b|\bhaak?id(?:ru|aru|ru)\b", re.I)
_NOT_ORDER = re.compile(r"\btime\s+(?:is\s+|was\s+)?(?:allowed|granted)\b|\badjournment\s+(?:is\s+|was\s+)?(?:allowed|granted)\b|"
                        r"\bexemption\b|\bhazri\s+maafi\b|हाजिरी\s+माफी", re.I)
_PERIOD_TEXT = re.compile(
    r"\b(?:till|until)\s+(?:the\s+)?(?:next\s+date(?:\s+of\s+(?:hearing|listing))?|further\s+orders)\b|"
    r"\bfor\s+(?:a\s+period\s+of\s+)?(?:\d+|one|two|three|four|six|eight)\s+(?:weeks?|months?|days?)\b|"
    r"\bwithin\s+(?:\d+|one|two|three|four|six|eight|thirty|sixty)\s+(?:weeks?|months?|days?)\b", re.I)


# "compounding" of a building (the fee that regularises an unauthorised floor), not of an offence
_COMPOUNDING_FEE = re.compile(r"\bcompound(?:ing|ed)\b(?!\s+(?:of\s+)?(?:the\s+)?offen)", re.I)
_SETTLED_NOT_FEE = re.compile(
    r"\boffen[cs]e|\bu/s\s*(?:147|320)|\bsection\s+(?:147|320)|\bs\.\s*(?:147|320)|\bcompromise\b|\bsettle|समझौत|शमन|"
    r"\bcompounded\s+(?:and|,)\s+(?:the\s+)?accused|\bacquit", re.I)


# an order still to come: "to be pronounced on", "will be pronounced", "shall be pronounced", "सुनाया जाएगा"
_NOT_YET_PRONOUNCED = re.compile(
    r"\b(?:to|will|shall|would|may|would|could|be)\s+(?:be\s+)?pronounced\b|\bfor\s+pronounc\w*|"
    r"सुनाया\s+जा(?:एगा|येगा|एंगे|ना)|उद्घोषित\s+(?:किया\s+)?जा(?:एगा|येगा)", re.I)
_PRONOUNCED_DONE = re.compile(r"\b(?:was|were|is|has\s+been|have\s+been|duly)\s+pronounced\b|\bpronounced\s+(?:today|in\s+(?:the\s+)?open\s+court)", re.I)
# a conviction or acquittal that is not this case's verdict: denied ("no conviction is shown", "not convicted",
# "conviction nahi", "दोषसिद्धि नहीं") or another case's ("previous conviction", "earlier acquitted in …")
_NOT_THIS_VERDICT = re.compile(
    r"\b(?:no|not|never|without|nor|neither|nahi|nahin|nai|illa|illai|ledu|nahi)\s+(?:\w+\s+){0,2}"
    r"(?:convict\w*|acquit\w*)|\b(?:convict\w*|acquit\w*)\s+(?:is\s+|was\s+|has\s+been\s+)?(?:not|nahi|nahin)\b|"
    r"\b(?:previous|prior|earlier|past|antecedent|old|other)\s+(?:\w+\s+)?(?:convict\w*|acquit\w*)|"
    r"(?:दोषसिद्ध|दोषमुक्त)\S*\s+(?:\S+\s+)?नहीं|नहीं\s+(?:\S+\s+)?(?:दोषसिद्ध|दोषमुक्त)|पूर्व\s+(?:दोषसिद्ध|दोषमुक्त)", re.I)


_QUOTE_MARK = re.compile(r'["“”]')


def _quoted_at(text: str, pos: int) -> bool:
    """Whether `pos` stands inside a quotation ("…", “…”) of `text`: the words of a person quoted — a judge's
    proposal, a party's plea, a witness's answer — not the order the court passed."""
    marks = list(_QUOTE_MARK.finditer(text, 0, pos))
    if len(marks) % 2 == 0:
        return False
    # (an order quoted as the order — 'ORDER: "Petition dismissed."', 'आदेश: "…"' — is the order)
    return not _ORDER_QUOTED.search(text[: marks[-1].start()])


_ORDER_QUOTED = re.compile(r"(?:\border(?:ed|s)?|\bheld|\boperative\s+portion|\baadesh|\bhukum|आदेश|आदेशित|"
                           r"ஆணை|உத்தரவு|ఉత్తర్వు|ಆದೇಶ|ഉത്തരവ്|আদেশ|ଆଦେଶ|આદેશ|ਹੁਕਮ)\W{0,4}$", re.I)


def orders(r: _Reader) -> list[Order]:
    out = []
    for s in r.sentences:
        t = s.text
        if _QUESTIONED.search(t) or _CONDITIONAL.search(t[:12]):
            continue
        done: set[str] = set()
        for outcome, pattern in _ORDER_RULES:
            m = pattern.search(t)
            if not m:
                continue
            if outcome in ("allowed", "rejected") and _NOT_ORDER.search(t) and not re.search(r"bail|appeal|petition|writ|I\.?A", t, re.I):
                continue
            if outcome == "warrant":
                continue  # read clause by clause below
            if outcome == "allowed" and not any(not ADMITTED_BY.match(t, w.end()) for w in pattern.finditer(t)):
                continue  # "अभियुक्त हस्ताक्षर स्वीकार करता है": a party admits a thing, the court grants nothing
            if outcome == "rejected" and "निरस्त" in m.group() and annulments(t) == ["allowed"]:
                continue  # "अधीनस्थ न्यायालय का आदेश निरस्त किया जाता है": the order challenged is annulled, the challenge allowed
            if outcome in _FINAL_OUTCOMES | {"rejected"} and _quoted_at(t, m.start()):
                continue  # 'Judge: "agree at 9,000, case over"', 'says "workers refused"': someone's words, no order
            if outcome == "pronounced" and _NOT_YET_PRONOUNCED.search(t) and not _PRONOUNCED_DONE.search(t):
                continue  # "order to be pronounced on 18.12": a day fixed for the order, the order reserved till then
            if outcome in ("convicted", "acquitted") and _NOT_THIS_VERDICT.search(t[max(0, m.start() - 40): m.end() + 30]):
                continue  # "no conviction is shown", "previous conviction", "not acquitted": no verdict of this case
            if outcome == "allowed" and done & {"partly_allowed", "interim"}:
                continue
            if outcome == "compromise" and (_TALKS.search(t) or not _SETTLED.search(t)):
                continue
            if outcome == "compromise" and _COMPOUNDING_FEE.search(t) and not _SETTLED_NOT_FEE.search(t):
                continue  # "compounding fee", "compounding ka rasta" of a building: regularising it, no settlement
            if _FILED.search(t) and re.search(r"\bapplication\b|\bpetition\b|प्रार्थना\s+पत्र", t, re.I) \
                    and not re.search(r"\ballowed\b|\bgranted\b|\bordered\b|\bdirected\b|\bdismissed\b|\brejected\b|"
                                      r"स्वीकार|निरस्त", t, re.I) \
                    and not ANY_VERDICT.search(t):
                continue  # "we filed the application for interim compensation" is a filing, not an order
            period = _PERIOD_TEXT.search(t)
            out.append(Order(start=s.start, end=s.end, outcome=outcome, what=one_line(t, 220), detail=None,
                             period=one_line(period.group(), 60) if period else None))
            done.add(outcome)
        out += _verdicts_in_words(s, done)
        if "warrant_recalled" not in done:
            kinds_seen: set[str] = set()
            for clause in _clauses(t):
                for w in _ORDER_RULES[1][1].finditer(clause):
                    before = clause[max(0, w.start() - 24): w.start()]
                    after_ = clause[w.end(): w.end() + 16]
                    if re.search(r"\b(?:despite|after|inspite\s+of|in\s+spite\s+of)\s+(?:the\s+)?$", before, re.I) or \
                            re.match(r"\s*(?:\([^)]*\)\s*)?(?:(?:निर्गत|जारी)\s+होने\s+)?(?:ke\s+baad|ke\s+bawajood|के\s+बावजूद|के\s+बाद)",
                                     clause[w.end(): w.end() + 40], re.I):
                        continue  # a warrant referred to, not issued now
                    if not _WARRANT_ISSUED.search(clause):
                        continue
                    kind = _warrant_kind(w.group())
                    if kind in kinds_seen:
                        continue
                    kinds_seen.add(kind)
                    out.append(Order(start=s.start, end=s.end, outcome="warrant", what=one_line(t, 220), detail=kind))
    return out


def _verdicts_in_words(s: Sentence, done: set[str]) -> list[Order]:
    """The orders a sentence states in an Indian language's verdict words ("अर्ज अंशतः मंजूर", "अर्ज फेटाळला",
    "ಅರ್ಜಿ ವಜಾ", "manjur kela") that the English rules above have not read; a grant beside a partial one or an interim
    order is that one."""
    out = []
    for outcome in verdicts(s.text):
        if outcome in done or (outcome == "allowed" and done & {"partly_allowed", "interim"}) \
                or (outcome == "partly_allowed" and "allowed" in done):
            continue
        out.append(Order(start=s.start, end=s.end, outcome=outcome, what=one_line(s.text, 220), detail=None, period=None))
        done.add(outcome)
    return out


def _clauses(t: str) -> list[str]:
    """A sentence's clauses: notes chain them with '->', ';', ' - ', '+' and ', '."""
    return [c for c in re.split(r"\s*(?:->|→|;|\s-\s|\+|,(?!\d))\s*", t) if c.strip()]


def _warrant_kind(text: str) -> str:
    low = re.sub(r"[./\s]", "", text.lower()) if re.fullmatch(r"[NnBbWw./\s]+", text) else text.lower()  # "N.B.W.", "B/W"
    if "non" in low or "nbw" in low or "गैर" in text:
        return "NBW"
    if "recovery" in low or "वसूली" in text:
        return "recovery warrant"
    if "distress" in low:
        return "distress warrant"
    if "bailable" in low or low.strip() == "bw" or "जमानती" in text:
        return "BW"
    return "warrant"


# -- witnesses -----------------------------------------------------------------------------------------------
# a witness's number; an exhibit proved through them ("Ex PW1/2", "Exh. DW-1/A") names the exhibit, not the witness.
# Every forum's letters (witness_words.SIDE): PW/DW of trials and suits, CW of complaints, AW/RW of tribunals and
# family courts (the applicant's or claimant's witnesses, the respondent's), NAW and OPW (the non-applicant's, the
# opposite party's)
_WITNESS = re.compile(r"(?<![A-Za-z])(?<!\bEx\s)(?<!\bEx\.\s)(?<!\bEx\.)(?<!\bExh\s)(?<!\bExh\.\s)(?<!\bExt\.\s)(?<!\bExt\s)"
                      + SIDE + r"\.?\s?W\.?\s?-?\s?(\d{1,2})(?!\d)(?!\s?/\s?[A-Z0-9])", re.I)
_CHIEF = re.compile(r"\bchief\b|\bexamination[- ]in[- ]chief\b|\bexamined\s+in\s+chief\b|मुख्य\s+परीक्षा|\bevidence\s+affidavit\b|"
                    # the languages' own: Marathi/Gujarati सरतपासणी/સરતપાસ, Tamil முதல் விசாரணை, Telugu ముఖ్య విచారణ,
                    # Kannada ಮುಖ್ಯ ವಿಚಾರಣೆ, Malayalam ചീഫ് വിസ്താരം
                    r"सर\s?तपास|સર\s?તપાસ|முதல்\s?விசாரணை|ముఖ్య\s?విచారణ|ಮುಖ್ಯ\s?ವಿಚಾರಣೆ|ചീഫ്\s?വിസ്താര|"
                    r"\bchief[- ]affidavit\b|\bproof\s+affidavit\b|\baffidavit\b[^.;\n]{0,30}\btendered\b|"
                    # "aff. tendered", "affdt filed & tendered": a diary's short form of the affidavit in chief
                    r"\baff(?:dt|d|t)?\.?\s+(?:filed\s+(?:and|&)\s+)?tendered\b", re.I)
# "xxn", "xx-ed", "x-exam": a diary's shorthand for cross-examination in every court
# (and the languages' own words for a cross: Hindi प्रतिपरीक्षा, Urdu جرح, Marathi उलटतपासणी, Gujarati ઉલટતપાસ, Punjabi
# ਜਿਰਹ, Bengali/Odia জেরা/ଜେରା, Tamil குறுக்கு விசாரணை, Telugu క్రాస్, Kannada ಪಾಟೀ ಸವಾಲು, Malayalam എതിർവിസ്താരം)
_CROSS = re.compile(r"\bcross\b|\bcross[- ]examin\w*|जिरह|\bx{2,3}[- ]?(?:n|nd|d|ed|amd?)\b|\bx-exam\w*|"
                    r"प्रतिपरीक्षा|جرح|उलट\s?तपास|ઉલટ\s?તપાસ|ਜਿਰਹ|জেরা|ଜେରା|குறுக்கு\s?விசாரணை|క్రాస్|ಪಾಟೀ\s?ಸವಾಲು|"
                    r"എതിർ\s?വിസ്താര|ക്രോസ്", re.I)
_RE_EXAM = re.compile(r"\bre-?examin\w*", re.I)
_SPEECH = re.compile(
    r"\b(?:said|says|say|stated|states|deposed|admitted|admits|denied|denies|conceded|agreed|answered|replied|"
    r"claimed|maintained|bola|boli|bole|kaha|maana|mana|mani|bataya|kehta|kehti|told|identified|pehchana)\b|:\s", re.I)
# (a title, then initials, then the name: "Dr. K. <name>", "Sh. O.P. <name>", "Thiru. <name>"; a title alone is no
# name: every language's titles, events/titles.py)
_TITLES = PERSON_TITLES
# (a name's initials and short forms with their stops stand before or inside it: "Md. <given> <surname>", "<given> G.
# <surname>", "<given> Ch. <surname>", "K. M. <surname>" — the stop is no end of the name)
_NAME_AFTER = re.compile(r"\s*[-:,(]?\s*((?:(?:" + "|".join(_TITLES) + r")\.?\s+)?(?:[A-Z][a-z]{0,2}\.\s?){0,3}[A-Z][a-z]+"
                         r"(?:\s+(?:[A-Z][a-z]{0,2}\.\s?){0,2}[A-Z][a-z]+){0,2}|"
                         rf"(?:(?:श्रीमती|श्री|डॉ|कु)\.?\s+)?[{_DEV}]+(?:\s+[{_DEV}]+)?)")
_NOT_NAME = {"Chief", "Cross", "Examined", "Present", "Absent", "Discharged", "Affidavit", "Next", "Part", "The", "In",
             "Was", "Is", "Not", "And", "Ka", "Ki", "Ke", "Me", "Filed", "Summons", "Bola", "Boli", "Said", "Came",
             "Cross-examined", "Examination", "Evidence", "Statement",
             # Hindi postpositions and the words of an order sheet that follow a witness's number, not a name
             "का", "की", "के", "को", "ने", "से", "में", "पर", "द्वारा", "साक्ष्य", "शपथपत्र", "मुख्य", "जिरह", "परीक्षा",
             "उपस्थित", "अनुपस्थित", "प्रस्तुत", "दाखिल", "हेतु", "एवं", "व"}


# a witness's number in the Indian scripts and in words: "पी.डब्लू. 2", "डीडब्लु १" (PW, DW written in Devanagari);
# "अ.सा. 2" (Hindi: a prosecution witness), "ब.सा. 1" (a defence witness), "वा.सा." / "प्र.सा." (the plaintiff's, the
# defendant's); and "witness no. 2", "साक्षी नं. २", "গবাহ/সাক্ষী নং ২", "சாட்சி எண் 2" — a witness numbered with no
# side is read as the first party's numbering (PW), as a note of its own side's witnesses writes them
# (the side's word shortened to its first syllable or two: "प्र.सा." or "प्रति.सा." of prativaadi, "अ.सा." or "अभि.सा." of
# abhiyojan)
_DEV_LETTER = {"पी": "P", "डी": "D", "सी": "C", "ए": "A", "आर": "R", "अ": "P", "अभि": "P", "ब": "D", "वा": "P", "प्र": "D",
               "प्रति": "D"}
_WITNESS_WORDED = re.compile(
    r"(?<![\w\u0900-\u097F])(?:(पी|डी|सी|ए|आर)\.?\s?(?:डब्ल[ूु]|डब्ल्यू|डब्ल्यु)\.?|(अभि|अ|ब|वा|प्रति|प्र)\.\s?सा\.|"
    r"(?:witness|sakshi|saakshi|gawah|साक्षी|गवाह|সাক্ষী|ਗਵਾਹ|સાક્ષી|ସାକ୍ଷୀ|சாட்சி|సాక్షి|ಸಾಕ್ಷಿ|സാക്ഷി)\s*"
    r"(?:no\.?|number|नं\.?|नम्बर|नंबर|क्र\.?|क्रमांक|সংখ্যা|নং|ਨੰ\.?|નં\.?|ନଂ|எண்|నం\.?|ಸಂ\.?|നം\.?))\s?-?\s?(\d{1,2})(?!\d)",
    re.I)


# a witness numbered with no side's letter, as an inquiry into a complaint numbers the complainant's witnesses ("W.1
# <name> examined", "W. 2"): a capital W alone (no letter or dot before it: "P.W.1" is the side's), read as the first
# party's numbering like the worded forms below
# (the dot required: "W1 PF passbook, W2 ESI card" are a workman's exhibits in a labour court's list)
_WITNESS_BARE = re.compile(r"(?<![A-Za-z.])(?<![A-Za-z.]\s)W\.\s?(\d{1,2})(?!\d)(?!\s?/\s?[A-Z0-9])(?!\.\d)")


# the same letters in the other scripts, each letter's English name as the script spells it ("ಸಿ.ಡಬ್ಲ್ಯೂ.2",
# "పి.డబ్ల్యు.1", "பி.டபிள்யூ.3", "ആർ.ഡബ്ല്യു.1", "পি.ডব্লিউ.2", "ડી.ડબલ્યુ.1", "ਪੀ.ਡਬਲਯੂ.2", "ପି.ଡବ୍ଲୁ.1"):
# Kannada, Telugu, Tamil, Malayalam, Bengali/Assamese, Gujarati, Punjabi, Odia; the "double-u" is read by its opening
# syllables (the scripts end it in several ways)
_SCRIPT_LETTER = {**{c: "P" for c in ("ಪಿ", "పి", "பி", "പി", "পি", "પી", "ਪੀ", "ପି")},
                  **{c: "D" for c in ("ಡಿ", "డి", "டி", "ഡി", "ডি", "ડી", "ਡੀ", "ଡି")},
                  **{c: "C" for c in ("ಸಿ", "సి", "சி", "സി", "সি", "સી", "ਸੀ", "ସି")},
                  **{c: "A" for c in ("ಎ", "ఎ", "ஏ", "എ", "এ", "એ", "ਏ", "ଏ")},
                  **{c: "R" for c in ("ಆರ್", "ఆర్", "ஆர்", "ആർ", "ആര്", "আর", "આર", "ਆਰ", "ଆର")}}
_WITNESS_SCRIPTED = re.compile(
    r"(?<![\w\u0980-\u0D7F])(" + "|".join(sorted(map(re.escape, _SCRIPT_LETTER), key=len, reverse=True)) + r")"
    r"\.?\s?(?:ಡಬ|డబ|டப|ഡബ|ডব|ડબ|ਡਬ|ଡବ)[\u0980-\u0D7F]{0,6}\.?\s?-?\s?(\d{1,2})(?!\d)")


# a witness named only to compare another's account with theirs ("Chief: same as PW1 - …", "like PW2", "PW1 jaisa",
# "PW1 pramane", "PW1 sarkhach", "PW1 moto", "PW1 pola", "PW1 laaga", "PW1 haage", "PW1 pole"): a word of likeness
# before the number, or a postposition of likeness after it (a possessive between), in English and the languages the
# notes are typed in — a closed class — never a new witness's account, nor the end of the one it is said in
_LIKE_BEFORE = re.compile(r"(?:\bsame\s+as|\bsimilar\s+to|\bsimilarly\s+to|\b(?:un)?like|\bthan|\bas\s+per|\bcontrary\s+to|"
                          r"\bcorroborat\w*|\bcontradict\w*|\bdiffers?\s+from|\bin\s+line\s+with)"
                          r"\s+(?:(?:that|those)\s+of\s+|the\s+)?$", re.I)
_LIKE_AFTER = re.compile(r"^\W{0,2}\s*(?:(?:ke|ki|ka|che|cha|chi|chya|er|da|di|de|na|no|ni|nu|oda|odu|gari|yokka|inte|"
                         r"nte|ra|ro|ge|ra|के|की|का|च्या|चे|ची|चा)\s+)?"
                         r"(?:jaisa|jaise|jaisi|jaisaa|tarah|pramane|pramaane|pramanech|sarkh\w*|jevu|jevo|jevi|jevun|jem|"
                         r"moto|mato|matan|motoi|pola|pole|poley|polave|maadiri|madiri|mathiri|laaga|laage|haage|hage|"
                         r"haagey|thara|bhali|varga|warga|wangu|wangoo|जैसा|जैसे|जैसी|तरह|प्रमाणे|सारख\w*|মতো|মত|போல|"
                         r"లాగా|ಹಾಗೆ|പോലെ|ਵਾਂਗ|જેવ\w*|ପରି)(?!\w)", re.I)


def _compared(text: str, m: re.Match[str]) -> bool:
    """The witness numbered at `m` is named to compare an account with theirs (module comment above)."""
    return bool(_LIKE_BEFORE.search(text[: m.start()]) or _LIKE_AFTER.match(text[m.end():]))


def _witness_marks(text: str):
    """(letter, number, match) of each witness a sentence numbers, in Latin letters or the scripts' own; a witness
    named only to compare an account with theirs is none (`_compared`)."""
    for letter, number, m in _all_witness_marks(text):
        if not _compared(text, m):
            yield letter, number, m


def _all_witness_marks(text: str):
    for m in _WITNESS.finditer(text):
        yield side_letters(m.group(1)), int(m.group(2)), m
    for m in _WITNESS_BARE.finditer(text):
        yield "P", int(m.group(1)), m
    for m in _WITNESS_WORDED.finditer(text):
        letter = _DEV_LETTER.get(m.group(1) or m.group(2) or "", "P")
        yield letter, int(m.group(3)), m
    for m in _WITNESS_SCRIPTED.finditer(text):
        yield _SCRIPT_LETTER[m.group(1)], int(m.group(2)), m


MAX_ACCOUNT_LINES = 7  # the lines of a witness's account after the one that names them
MAX_ACCOUNT_SENTENCES = 14  # an order sheet's prose on one line: its sentences, at most
_DAY_AT_HEAD = re.compile(r"^\(?\d{1,2}\s*[./-]\s*\d{1,2}(?:\s*[./-]\s*\d{2,4})?\b(?!\s*(?:lakh|pm|am|%))", re.I)


# a witness's account runs on to the next date: "next", "next date", "NDOH", "nxt", "->" — not a time of the
# account's own story told with "next" ("the FIR was lodged the next morning", "came back the next day")
_ACCOUNT_ENDS = re.compile(r"(?<!the\s)\bnext\b(?!\s+(?:morning|evening|night|afternoon)\b)|"
                           r"\bthe\s+next\b(?!\s+(?:morning|evening|night|afternoon|day)\b)|\bn\.?d\.?o\.?h\b|"
                           r"\bnxt\b|->|पेश हो", re.I)


def witnesses(r: _Reader) -> list[WitnessExam]:
    """One event per witness per record: who, chief or cross, and what the record says they said. An item of a
    planning note names a witness for work still to be done ("DW2 ke liye cross points"): none was examined."""
    if r.record.doc_kind == "plan":
        return []
    by_witness: dict[str, WitnessExam] = {}
    order: list[str] = []
    n = len(r.sentences)
    for i, s in enumerate(r.sentences):
        for letter, number, m in _witness_marks(s.text):
            wid = f"{letter}W-{number}"
            name = _witness_name(s.text, m)
            # what they said: this sentence and the next ones that carry on about them
            j = i + 1
            # (a diary lists a cross's admissions one to a line: up to five lines, to the next date or witness; a
            # bare item number "1." is no line of its own)
            # (lines, not sentences: a cross's question and its answer — "Q: … on a Friday? - A: …" — are two
            # sentences of one line, and a question mark must not end the account before its answer)
            said_lines = 0
            # (a witness named only to compare, "Chief: same as PW1 - …", carries the account on: `_compared`)
            while j < n and not any(True for _ in _witness_marks(r.sentences[j].text)) \
                    and not _ACCOUNT_ENDS.search(r.sentences[j].text):
                new_line = "\n" in r.text[r.sentences[j - 1].end: r.sentences[j].start]
                if new_line and _DAY_AT_HEAD.match(r.sentences[j].text):
                    break  # "26/8 Wed - …": another day's (or matter's) heading
                if new_line and len(re.findall(r"[^\W\d_]", r.sentences[j].text)) >= 3:
                    if said_lines >= MAX_ACCOUNT_LINES:
                        break
                    said_lines += 1
                if j - i >= MAX_ACCOUNT_SENTENCES:
                    break
                j += 1
            span_end = r.sentences[j - 1].end
            chunk = r.text[s.start:span_end]
            # "ND 6/3 - AW1 cross", "next date for DW2 chief": the stage the next date is for, not one done today
            # "PW2 absent", "RW1 raledu", "AW1 evidence fixed for 18.12": no examination that day (witness_words.py)
            stage = None if _FOR_NEXT.search(s.text[: m.start()]) or not_examined(s.text, m.end()) else _stage(chunk)
            if wid in by_witness:
                prev = by_witness[wid]
                if prev.end < span_end and s.start <= prev.end + 2:
                    prev.end = span_end
                if not prev.name and name:
                    prev.name = name
                if stage and prev.stage and stage != prev.stage:
                    prev.stage = "both"
                elif stage and not prev.stage:
                    prev.stage = stage
                continue
            by_witness[wid] = WitnessExam(start=s.start, end=span_end, witness=wid, name=name, stage=stage,
                                          said=one_line(chunk, 600))
            order.append(wid)
    out = []
    for wid in order:
        w = by_witness[wid]
        w.said = one_line(r.text[w.start:w.end], 600)
        out.append(w)
    return out + _named_witnesses(r, {w.name for w in out if w.name})


# today, yesterday, then: the words of the day a note's sentence opens with, in the languages typed in Latin letters
# (a closed class: Hindi/Urdu aaj/kal, Marathi/Gujarati aaj/aaje/kaal, Bengali/Assamese aaj/ajke/aji, Odia aji, Telugu
# ivala/ee roju, Tamil indru/inniku, Kannada ivattu/indu, Malayalam innu, Punjabi ajj)
_DAY_WORDS = {"today", "yesterday", "then", "aaj", "aj", "ajj", "aaje", "aje", "ajke", "aajke", "aji", "aaji", "kal",
              "kaal", "kaale", "ivala", "ivvala", "indru", "inniku", "ivattu", "indu", "innu", "ee"}


def _named_witnesses(r: _Reader, known: set[str]) -> list[WitnessExam]:
    """Witnesses a record names with no side's number, by the evidence they gave ("<name> yanche affidavit of
    evidence aale", "<name> ki gawahi hui", "<name> examined in chief"): one event each, its number unknown; never a
    word a sentence opens with, a party's role, the court or a counsel the case names."""
    out: list[WitnessExam] = []
    counsel = {n.split()[-1].lower() for n in (*r.record.people.our_names, *r.record.people.other_names,
                                               *r.record.people.judge_names) if n}
    for s in r.sentences:
        if any(True for _ in _witness_marks(s.text)):
            continue  # a numbered witness's sentence is read above
        for m in (*NAMED_WITNESS.finditer(s.text), *NAMED_WITNESS_SCRIPT.finditer(s.text)):
            words = [w for w in script_untitled(m.group(1)).split() if w.rstrip(".") not in _TITLES]
            while words and words[0].lower() in _DAY_WORDS:
                words = words[1:]  # "Aaj <name> ki gawahi": the day's word opens the sentence, the name follows
            if not words or words[0].lower() in _NOT_A_NAME or words[-1].lower() in _NOT_A_NAME \
                    or words[-1].lower() in counsel or " ".join(words) in known:
                continue
            name = " ".join(words)
            known.add(name)
            stage = None if not_examined(s.text, m.end()) else (_stage(s.text) or "chief")
            out.append(WitnessExam(start=s.start, end=s.end, witness=None, name=name, stage=stage,
                                   said=one_line(s.text, 600)))
    return out


# a name in an Indian script led by initials or a title ("డా. ఎస్. <name>", "ಶ್ರೀ. ಎಂ. <name>", "डॉ. एस. के. <name>"): the
# initials say a name follows, and it is theirs with the word after them (a script has no capitals to show where a
# name ends, so a name with no initials is not guessed, but in Devanagari)
_INDIC_INITIALLED = re.compile(r"\s*[-:,(]?\s*((?:[\u0900-\u0D7F]{1,8}\.\s*){1,3}[\u0900-\u0D7F]{2,})")


def _initialled_name(t: str, at: int) -> str | None:
    m = _INDIC_INITIALLED.match(t, at)
    if not m:
        return None
    *marks, last = [w for w in re.split(r"\.\s*|\s+", m.group(1)) if w]
    if marks and all(is_initial_or_title(w) for w in marks) and not is_initial_or_title(last):
        return m.group(1)
    return None


def _witness_name(t: str, m: re.Match[str]) -> str | None:
    return _name_at(t, m.end()) or _name_at(t, role_skipped(t, m.end(), _no_role_word)) or _name_before(t, m)


# the words of a hearing's doings that `_NOT_A_NAME` holds, never a witness's role ("PW2 adjourned …", "PW1 sought …")
_DONE_WORDS = {"adjourned", "adj", "adjn", "heard", "prays", "sought", "seeks", "asked", "request", "requested",
               "passover", "pass", "not", "yes", "again", "also", "then", "today", "next"}


def _no_role_word(word: str) -> bool:
    """A word after a witness's number that says what was done with them, not who they are ("PW2 cross …")."""
    return word.capitalize() in _NOT_NAME or word in _DONE_WORDS or bool(
        _CROSS.fullmatch(word) or _CHIEF.fullmatch(word) or _RE_EXAM.fullmatch(word) or _SPEECH.fullmatch(word)
        or _FOR_NEXT.fullmatch(word))


def _name_at(t: str, at: int | None) -> str | None:
    if at is None:
        return None
    initialled = _initialled_name(t, at)
    if initialled:
        return initialled
    after_ = _NAME_AFTER.match(t, at)
    if after_:
        name = after_.group(1).strip()
        words = name.split()
        while words and words[-1] in _NOT_NAME:
            words.pop()
        if words and words[0] not in _NOT_NAME and not (len(words) == 1 and words[0].rstrip(".") in _TITLES):
            return " ".join(words)
    return None


def _name_before(t: str, m: re.Match[str]) -> str | None:
    before = re.search(r"((?:(?:" + "|".join(_TITLES) + r")\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s*\(\s*$", t[: m.start()])
    if before and before.group(1).split()[-1] not in _NOT_NAME:
        return before.group(1)
    return None


_LISTED_ON = re.compile(r"\b(?:list|put\s+up|call)\s+(?:on|again\s+on|for)\s+\d", re.I)
_FOR_NEXT = re.compile(r"\bnext\b|\bn\.?d\.?(?:o\.?h\.?)?\b|\bnxt\b|->|\b(?:listed|posted|fixed|adjourned|adjd)\s+(?:for|to)\b|"
                       r"\bagl[ie]\s+(?:date|tareekh|peshi)\b", re.I)
_NO_CROSS = re.compile(r"\bcross(?:[- ]examination)?\s+(?:deferred|postponed|adjourned|next|not\s+(?:done|conducted|over|started)|"
                       r"(?:is\s+|will\s+be\s+)?(?:on|after)\s+the\s+next\s+date)\b|जिरह\s+(?:स्थगित|शेष)|"
                       # "no cross today", "not cross-examined", "cross nahi hua", "cross illa", "cross jarugaledu"
                       r"\b(?:no|not|nil|without)\s+(?:any\s+)?cross(?:[- ]examin\w*)?\b|"
                       r"\bcross(?:[- ]examination)?\s+(?:nahi|nahin|nhi|na|illa|ledu|jaragaledu|jarugaledu|hoyni|zali\s+nahi)\b",
                       re.I)


def _stage(chunk: str) -> str | None:
    chief, cross = bool(_CHIEF.search(chunk)), bool(_CROSS.search(_NO_CROSS.sub(" ", chunk)))
    if _RE_EXAM.search(chunk) and not chief and not cross:
        return "re"
    if chief and cross:
        return "both"
    return "chief" if chief else ("cross" if cross else None)


# -- next dates ----------------------------------------------------------------------------------------------
_NEXT = re.compile(
    r"\bnext\s+(?:date|hearing|dt\.?|tareekh|tarikh|peshi)?\s*(?:is|on|:|-|fixed\s+(?:on|for)|-?>)?\s*|\blist(?:ed)?\s+(?:on|it\s+on|for)\s+|"
    r"\bcall(?:ed)?\s+on\s+|\bput\s+up\s+(?:on|for)\s+|\badjourned\s+to\s+|\badjd\.?\s+to\s+|\badj\.?\s+to\s+|\bS\.?\s?O\.?\s+to\s+|"
    r"\bstood\s+over\s+to\s+|\bstands?\s+over\s+to\s+|(?:^[\s\-–—*•]*|(?<=[.;:(\n])\s*|\b(?:is|be|been|stands?|hereby|matter|case|suit|petition|appeal|application|it|now|and|"
    r"further|accordingly|hence)\s+)(?:re-?)?fix(?:ed)?\s+(?:on\s+|for\s+|to\s+)?|\bdeferred\s+to\s+|\bcome\s+up\s+on\s+|\bposted\s+(?:to|on|for)\s+|\btareekh\s+lagi\s+|\bfixed\s+for\s+(?:\w+\s+){0,3}?on\s+|->\s*",
    re.I)
_HINDI_NEXT = re.compile(r"दिनांक\s+(\d{1,2}\.\d{1,2}\.\d{2,4})\s+को\s+पेश\s+हो|दिनांक\s+(\d{1,2}\.\d{1,2}\.\d{2,4})\s+(?:हेतु|को)")
_PURPOSE_BEFORE = re.compile(r"\bfor\s+([^.;:]{3,70}?)\s*,?\s*(?:call(?:ed)?|list(?:ed)?|post(?:ed)?|put\s+up)\s+(?:on|to)\s*$", re.I)
# (a purpose written as an abbreviation with its dots, "I.O.", "P.E.", "D.E.", is kept whole with its last dot)
_PURPOSE_AFTER = re.compile(r"^\s*(?:\(\w+\)\s*,?)?\s*[-–:(]?\s*(?:for\s+)?((?:[A-Za-z]\.){2,4}(?=\s|$)|(?-i:[A-Z]{2})(?=\s*[.;\n]|\s*$)|"
                            r"[A-Za-z][^.;()\n]{2,60}?)"
                            r"(?=\s*(?:[.;()\n]|$)|(?<=\.))", re.I)
_PURPOSE_HINDI = re.compile(r"वास्ते\s+([^।]{2,60}?)\s+दिनांक")


# "agli tithi 13.01", "agli tarikh", "अगली तिथि": the next date as Hindi notes name it (a correction's "sahi agli tithi"
# comes after the wrong one it replaces, and the last one a record announces is its next date)
_AGLI = re.compile(r"\bagl[aie]e?\s+(?:tithi|tithee|tarikh|tareekh|tareek|taarikh|date|peshi|sunwai)\W*$|"
                   r"अगली\s+(?:तिथि|तारीख|तारीख़|पेशी|सुनवाई)\W*$", re.I)
_SHORT_NEXT = re.compile(r"\bn\.?\s?d\.?(?:\s?o\.?\s?h\.?)?\s*[:=\-–]?\s*$", re.I)


def next_dates(r: _Reader) -> list[NextDate]:
    rec = r.record
    found: list[NextDate] = []
    for s in r.sentences:
        t = s.text
        for a, b, iso in iso_dates(t, rec.record_date):
            if rec.record_date and iso <= rec.record_date:
                continue
            lead = t[max(0, a - 48): a]
            hm = _HINDI_NEXT.search(t, max(0, a - 10))
            if not (re.search(_NEXT.pattern + r"$", lead, re.I) or re.search(r"(?:next|tareekh|peshi|listed|list)\W*$", lead, re.I)
                    or _AGLI.search(lead)
                    or (hm and hm.start() <= a)):
                continue
            found.append(NextDate(start=s.start, end=s.end, date=iso, purpose=_purpose(t, a, b)))
    if rec.next_date and not any(n.date == rec.next_date for n in found):
        # ingest read a next date this rule did not: keep it, with the sentence that names it when one does (and
        # the purpose written after it there: "ND 20.1 - I.O.")
        where = next((s for s in r.sentences if _mentions_date(s.text, rec.next_date, rec.record_date)), None)
        if where is not None:
            found.append(NextDate(start=where.start, end=where.end, date=rec.next_date,
                                  purpose=rec.stage or _purpose_after_date(where.text, rec.next_date, rec.record_date)))
            found.sort(key=lambda n: n.start)  # (stable) the record's own order: a correction's date comes last
    if not found and r.foreign:
        # the next date ingest read was written in another matter's part of the page (events/sections.py): this
        # matter's own part gives its own, in the diary's shorthand too ("ND 1.9.26", "NDOH 3/2")
        for s in r.sentences:
            for a, b, iso in iso_dates(s.text, rec.record_date):
                if (not rec.record_date or iso > rec.record_date) and _SHORT_NEXT.search(s.text[max(0, a - 12):a]):
                    found.append(NextDate(start=s.start, end=s.end, date=iso, purpose=None))
    if not found:
        return []
    # the last one the record announces is its next date; earlier ones were corrected or are past
    best = found[-1]
    if rec.stage and not best.purpose:
        best.purpose = rec.stage
    return [best]


# what follows a date and is no purpose: a copula or a negation ("next date 21 April hai 14 nahi", "ND 5/3 not 5/2",
# "पेशी 4.2 है", "tarikh 9 June aahe", "tedi 3.8 undi", "3/8 illa"): the sentence says which day, not what for
_NO_PURPOSE = re.compile(r"\s*(?:hai|hain|h|hae|he|aahe|ahe|ache|achhe|undi|irukku|ide|aanu|not|nahi|nahin|nai|na|illa|"
                         r"ledu|alla|and\s+not)\b|\s*(?:है|हैं|नहीं|आहे|आहेत|নয়|ନୁହେଁ)", re.I)
_WEEKDAY = re.compile(r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?|wednesday|saturday|thursday|tuesday", re.I)


# a day and month written inside what follows a next date ("14/12 (clerk corrected it, 7/12 is a holiday)"); a case's
# number "IA 12/26" is no day
_A_DAY_INSIDE = re.compile(r"(?<![\d.,/])(\d{1,2})\s?[./-]\s?(\d{1,2})(?![\d,/])")


def _purpose(t: str, a: int, b: int) -> str | None:
    """What the next date at t[a:b] is for: said before it ("for args, list on …"), in Hindi, or after it."""
    purpose = None
    pb = _PURPOSE_BEFORE.search(t[:a])
    ph = _PURPOSE_HINDI.search(t[: a + 12])
    pa = _PURPOSE_AFTER.match(t[b:])
    if pb:
        purpose = pb.group(1)
    elif ph:
        purpose = ph.group(1)
    elif pa and not re.match(r"\s*(?:at|in|before|by|if|and|the)\b", t[b:], re.I):
        purpose = pa.group(1)
    if not purpose or _WEEKDAY.fullmatch(purpose.strip()) or _NO_PURPOSE.match(purpose):
        return None  # "16.12.2026 (Wed)": the day of the week, no purpose; "21 April hai, 14 nahi": a correction's words
    if (not pb and not ph and re.match(r"\s*\(", t[b:])
            and any(1 <= int(m[1]) <= 31 and 1 <= int(m[2]) <= 12 for m in _A_DAY_INSIDE.finditer(purpose))):
        return None  # "14/12 (clerk corrected it, 7/12 is a holiday)": an aside about the days, no purpose
    # an abbreviation keeps its last dot ("I.O.", "P.E."): its letters alone are no word
    return one_line(purpose, 80) + ("." if re.fullmatch(r"(?:[A-Za-z]\.){2,4}", purpose.strip()) else "")


def _purpose_after_date(t: str, iso: str, anchor: str | None) -> str | None:
    """The purpose written after the sentence's mention of the day `iso` (a full date, or "20.1" after "ND")."""
    _, month, day = iso[:10].split("-")
    spans = [(a, b) for a, b, d in iso_dates(t, anchor) if d == iso]
    spans += [m.span() for m in re.finditer(rf"(?<![\d.]){int(day)}\s?[./-]\s?0?{int(month)}(?![\d/])(?!\.\d)", t)]
    return _purpose(t, spans[0][0], spans[0][1]) if spans else None


def _mentions_date(t: str, iso: str, anchor: str | None) -> bool:
    if any(d == iso for _, _, d in iso_dates(t, anchor)):
        return True
    # "ND 24.7", "agli 4.9": a day and month with a dot, which the date reader leaves alone (a decimal's form), said
    # right after a word for the next date — the day ingest read as the record's next date
    _, month, day = iso[:10].split("-")
    for m in re.finditer(rf"(?<![\d.]){int(day)}\s?[./-]\s?0?{int(month)}(?![\d/])(?!\.\d)", t):
        lead = t[max(0, m.start() - 14): m.start()]
        if _SHORT_NEXT.search(lead) or re.search(r"\b(?:next|agli|agla|aglee|aagami)\W*$", lead, re.I):
            return True
    return False


# -- action items --------------------------------------------------------------------------------------------
_TASK_VERBS = (
    r"file|prepare|draft|apply|collect|get|obtain|serve|download|check|compute|calculate|deposit|pay|call|send|"
    r"take\s+out|summon|bring|keep|arrange|track|follow\s+up|remind|confirm|verify|inspect|meet|visit|write|"
    r"submit|produce|ask|find|trace|engage|book|copy|scan|brief|argue|mention|upload|fix|correct|compile|index|"
    r"tag|mark|put\s+up|take|cite|research|move|inform|tell|review|update|look\s+for|search|issue|lodge|pursue"
)
# a word of respect after a name ("<name> bhai to keep …", "<name> ji to file …", "<name> garu will bring …")
_RESPECT = r"(?:ji|bhai|bhau|bhaiya|sir|saheb|sahab|sahib|madam|babu|garu|gaaru|anna|didi|tai|akka)\b"
_OWNER_TASK = re.compile(
    rf"(?:^|[.;]\s+|\s-\s|\n)\s*([A-Z][a-z]{{2,15}})(?:\s+{_RESPECT})?"
    rf"\s*(?:[-:–]\s*|\s+to\s+|\s+will\s+|\s+must\s+|\s+should\s+)"
    rf"((?:{_TASK_VERBS})\b[^\n]*|[^\n]*?\b(?:tak|by\s+\d|before\s+\d)\b[^\n]*)")
_NEED_TO = re.compile(
    rf"\b(?:need\s+to|needs\s+to|must|have\s+to|has\s+to|remember\s+to|don'?t\s+forget\s+to|to\s+do\s*:|todo\s*:|"
    rf"pending\s*:)\s+((?:{_TASK_VERBS}|the|our|all|a)\b[^\n]*)|\b([\w\s'.-]{{3,60}}?)\s+(?:karna|karni|karne|lana|laana|dena|"
    rf"bhejna|nikalwana|lagana)\s+hai\b|\bNeed\s+(?:the\s+|all\s+|a\s+)?([^\n.]{{4,80}})", re.I)
# any Hinglish infinitive followed by "hai" is work to do: "'X' me chhapwana hai 15/5 se pehle", "rent receipts
# dikhana hai" — the clause whole, with its verb; words ending in -na that are not verbs are left out
_MUST_DO = re.compile(
    r"((?:[\w'\".,/-]+\s+){0,6}?(?!(?:kitna|itna|jitna|utna|apna|sapna|mana|zamana|jurmana|purana|khana|thana|"
    r"patna|pehna|dusra|doosra|tisra|teesra|chautha)\b)[a-z]{3,}na)\s+(?:hai|h|hain)\b([^\n.]{0,40})", re.I)
_NOT_OWNERS = {
    "The", "This", "That", "These", "Those", "Next", "Court", "Judge", "Madam", "Counsel", "Client", "Order", "Note",
    "Notes", "Case", "Suit", "Writ", "Bail", "Appeal", "Petition", "Plaintiff", "Defendant", "Petitioner",
    "Respondent", "Applicant", "Accused", "Interim", "Arguments", "Evidence", "Cross", "Chief", "Matter", "Today",
    "Listed", "List", "Heard", "Service", "Notice", "Summons", "Counter", "Reply", "Rejoinder", "Hearing", "Issues",
    "Costs", "Cost", "Time", "Adjourned", "Presiding", "Bench", "Board", "Item", "Family", "High", "District",
    "Civil", "Sessions", "Consumer", "Commission", "Tribunal", "Also", "Then", "Now", "Again", "Our", "Their",
    "His", "Her", "Its", "One", "Two", "Three", "Four", "First", "Second", "Third", "Last", "Main", "Only", "Same",
    "Statement", "Affidavit", "Application", "Copy", "Nothing", "Good", "Bad", "Big", "Idea", "Key", "Point",
    "Points", "Still", "Mostly", "Finally", "Usual", "Normal", "Important", "Urgent", "Remember", "Sir", "Ct",
    "Court", "Hall", "Deadline", "Limitation", "Stage", "Status", "Result", "Outcome", "Remarks", "Shared",
}


# a note's imperative is a task: "Prepare cross around A1 …", "- make a list: A1 sale deed …", "Draft PW1 chief affidavit now"
_IMPERATIVE = re.compile(
    rf"(?:^|\s-\s|:\s)((?:{_TASK_VERBS}|make\s+a\s+list|coordinate|remember\s+to)\b[^\n]{{4,}})", re.I)


# a task whose object is a pronoun alone ("bring it", "file them", "send the same"): the thing is named before it
_PRONOUN_TASK = re.compile(r"\w+(?:\s+\w+)?\s+(?:it|them|this|that|these|those|(?:the\s+)?same)\W*", re.I)


# a heading that lists the work after it, to the end of its line: "To do before 9/12: A; B.", "todo by Fri - A, B"
_TODO_HEAD = re.compile(r"\b(?:to\s*-?\s*do|todo)(?:\s+(?:before|by|till|for)\s+[^:\n-]{1,24}?)?\s*[:-]\s*(?=\S)", re.I)


def action_items(r: _Reader) -> list[ActionItem]:
    out: list[ActionItem] = []
    case_words = {w.lower() for w in r.record.people.case_words}
    seen_spans: set[tuple[int, int]] = set()
    listed_to = -1  # the end of a to-do line already read whole
    text = r.record.text
    for s in r.sentences:
        t = s.text
        if s.start < listed_to:
            continue
        head = _TODO_HEAD.search(t)
        if head is not None:
            line_end = text.find("\n", s.start + head.end())
            line_end = len(text) if line_end < 0 else line_end
            items = text[s.start + head.end(): line_end]
            if len(items.strip()) >= 5 and re.search(r"[;,+]|\s-\s", items):
                # "To do before 9/12: Arun - TNFRS ack; typed set with page nos": every item of the line, due then
                listed_to = line_end
                out.append(ActionItem(start=s.start, end=line_end, task=one_line(items, 200), owner=None,
                                      due=_due_date(t[: head.end()] + " " + items, r.record.record_date)
                                      or _tomorrow(t, r.record)))
                continue
        if _CONDITIONAL.search(t[:6]):
            continue
        for m in _OWNER_TASK.finditer(t):
            owner = m.group(1)
            if owner in _NOT_OWNERS or owner.lower() in case_words or r.sides.mentions_judge(owner):
                continue
            task = one_line(m.group(2), 200)
            if len(task) < 5:
                continue
            a = s.start + m.start(1)
            out.append(ActionItem(start=a, end=s.end, task=task, owner=owner,
                                  due=_due_date(m.group(2), r.record.record_date) or _tomorrow(m.group(2), r.record)))
            seen_spans.add((s.start, s.end))
        if (s.start, s.end) in seen_spans:
            continue
        imp = None if r.record.is_order_sheet else _IMPERATIVE.search(t)
        if imp and not re.match(r"(?:ask|tell|told|inform|call|meet|visit|take|move|issue|copy|mark|tag|fix|book)\b",
                                imp.group(1), re.I) \
                and not re.match(r"\w+\s+(?:\w+ed|was|were|has|had|is|are)\b", imp.group(1), re.I):
            task = one_line(imp.group(1), 200)
            start = s.start + imp.start(1)
            if _PRONOUN_TASK.fullmatch(task) and imp.start(1) > 0:
                # "Ex.A4 original - bring it": a task whose object is only "it" names its thing before the verb
                task, start = one_line(t[: imp.end(1)], 200), s.start
            out.append(ActionItem(start=start, end=s.end, task=task, owner=None,
                                  due=_due_date(t, r.record.record_date) or _tomorrow(t, r.record)))
            continue
        m = _NEED_TO.search(t)
        if m and not re.search(r"\bneed\s+not\b|\bno\s+need\b", t, re.I):
            task = one_line(next(g for g in m.groups() if g), 200)
            if len(task) >= 5:
                out.append(ActionItem(start=s.start, end=s.end, task=task, owner=None,
                                      due=_due_date(t, r.record.record_date) or _tomorrow(t, r.record)))
            continue
        must = None if r.record.is_order_sheet else _MUST_DO.search(t)
        if must and len(must.group(1).split()) >= 2:
            task = one_line(must.group(1) + (must.group(2) or ""), 200)
            out.append(ActionItem(start=s.start + must.start(1), end=s.end, task=task, owner=None,
                                  due=_due_date(t, r.record.record_date) or _tomorrow(t, r.record)))
    return out


# a clause of a note, cut where a lawyer's list cuts it: "; ", " - ", ": " and the line's start
_CLAUSE_CUT = re.compile(r";\s+|\s[-–]\s|:\s+|\n")
# a thing to have ready by a day, or a list of what is to be ready: "written arguments ready by Thu 3/12",
# "compilation ready before the next date", "Written arguments ready: s.50 memo, …"
_READY_BY = re.compile(r"^(?:[\w'.,/&()+-]+\s+){1,6}?ready\s*(?:(?:by|before|till|until)\b|:\s*\S)", re.I)
# a verb put to a person, who is named, or a pronoun or word for the client: "ask <name> for the letter", "call him
# by Tuesday", "tell the client to bring …" (a court's imperative puts no person: "Call on 10.06", "Issue notice")
_TO_A_PERSON = re.compile(r"^(?i:ask|tell|inform|call|phone|ring|meet|visit|remind|decide\s+on|decide\s+whether|finali[sz]e)\s+"
                          r"(?:[A-Z][a-z]+|him|her|them|the\s+client|client|[A-Z]{2,4}\d*)\b")
# our side's word given for what it will do ("we will press for costs", "I'll mention it first"): work of ours
_WE_WILL = re.compile(r"\b(?:we|i)\s*(?:will|shall|'ll)\s+(?!(?:be|see|know|wait|lose|win|have|get|not|never|also\s+be)\b)"
                      r"([a-z]+\b[^.;\n]{3,})", re.I)


def clause_tasks(r: _Reader, found: list[ActionItem]) -> list[ActionItem]:
    """Work a note's clauses set that no verb of the task rules opens: a thing to have ready by a day, a verb put to
    a person, and our side's word for what it will do — each clause once, none a task already read."""
    if r.record.is_order_sheet or r.record.kind == "document":
        return []  # (an order's or a paper's words direct or recite; a note's, a plan's or a chat's set work)
    out: list[ActionItem] = []
    for s in r.sentences:
        cuts = [0] + [m.end() for m in _CLAUSE_CUT.finditer(s.text)]
        ends = [m.start() for m in _CLAUSE_CUT.finditer(s.text)] + [len(s.text)]
        for a, b in zip(cuts, ends):
            clause = s.text[a:b].strip()
            rest = s.text[a:].strip()
            ready, put, will = _READY_BY.match(rest), _TO_A_PERSON.match(clause), _WE_WILL.search(clause)
            if ready:
                b = len(s.text)  # "… ready: <what>": the list after it is the thing to have ready
                clause = rest
            if not (ready or put or will):
                continue
            task = one_line(will.group(1) if will and not (ready or put) else clause.rstrip("."), 200)
            if len(task) < 5 or any(task.lower() in f.task.lower() or f.task.lower() in task.lower() for f in found + out):
                continue
            out.append(ActionItem(start=s.start + a, end=s.start + b, task=task, owner=None,
                                  due=_due_date(clause, r.record.record_date) or _tomorrow(clause, r.record)))
    return out


# a heading over the bench's questions ("Court's queries:", "Judge's questions -", "Bench ke sawal:"): the words for
# a question of English and the Indian languages (sawal/savaal; prashn, prashna, proshno; kelvi; chodyam)
_QUERIES_HEAD = re.compile(r"\b(?:quer(?:y|ies)|questions?|asked|wanted\s+to\s+know|sawaa?l\w*|savaa?l\w*|prashn\w*|"
                           r"proshno\w*|kelvi\w*|chodyam\w*)\b[^\n]{0,20}[:\-–]\s*$", re.I)
# … the bench's, named in it (a list of questions for a witness's cross is our work already written)
_BENCH_NAMED = re.compile(r"\b(?:court|judge|bench|coram|hon'?ble|presiding|tribunal|member|justice|j|madam|sir|saheb|"
                          r"sahab|sahib|nyayadhish|न्यायालय|न्यायाधीश|अदालत|adalat)\b", re.I)
# an item of such a list that is a question alone, quoted or not ("- \"What is the width used today?\"")
_QUERY_ITEM = re.compile(r"^\s*(?:[-•*]|\d{1,2}[.)])?\s*['\"‘“]?([^\n'\"’”]{8,}\?)['\"’”]?\s*$")


def queries_to_answer(r: _Reader) -> list[ActionItem]:
    """The bench's questions a note lists under a heading of queries and leaves unanswered on their line: each is
    work for the next date (a query answered on its line, "… ? - produce the letter", sets its own task)."""
    if r.record.is_order_sheet or r.record.kind == "document":
        return []
    out: list[ActionItem] = []
    text = r.record.text
    under = False
    pos = 0
    for line in text.split("\n"):
        start, pos = pos, pos + len(line) + 1
        m = _QUERY_ITEM.match(line)
        if under and m:
            out.append(ActionItem(start=start, end=start + len(line), task=one_line("answer the query: " + m.group(1), 200),
                                  owner=None, due=r.record.next_date))
            continue
        under = bool(_QUERIES_HEAD.search(line) and _BENCH_NAMED.search(line)) or \
            (under and line.lstrip().startswith(("-", "•", "*")))
    return out


def _tomorrow(t: str, rec: Record) -> str | None:
    if re.search(r"\btomorrow\b|\bkal\b", t, re.I):
        return after(rec.record_date, days=1)
    if re.search(r"\bbefore\s+(?:the\s+)?next\s+date\b|\bby\s+(?:the\s+)?next\s+date\b|\bnext\s+date\s+(?:tak|se\s+pehle)\b", t, re.I):
        return rec.next_date
    return None


# -- client interactions -------------------------------------------------------------------------------------
_TALK = re.compile(
    r"\b(?:told|tell|informed|inform|called|phoned|rang|explained|asked|spoke|messaged|texted|briefed|updated|"
    r"assured|advised|warned|met|came|visited|wants?|wanted|upset|happy|thrilled|worried|angry|khush|naraz|"
    r"bataya|bata\s+diya|samjhaya|samjha\s+diya|kaha|poocha|puchha|poochti|poochte|phone\s+kiya|WA\s+kiya|"
    r"whatsapp(?:ed)?|confirmed|agreed|refused|declined|instructed|signed)\b|\bko\s+(?:bata|bataya|phone)", re.I)
_CLIENT_WORD = re.compile(r"\bclients?\b|\bpairokar\b|\bparty\b", re.I)


def client_interactions(r: _Reader) -> list[ClientInteraction]:
    names = [w for w in r.record.people.client_names if len(w) >= 3]
    if not names and not _CLIENT_WORD.search(r.text):
        return []
    pats = [re.compile(rf"(?<![\w]){re.escape(w)}(?![\w])", re.I) for w in names]
    out = []
    for s in r.sentences:
        t = s.text
        who = None
        for p in pats:
            m = p.search(t)
            if m:
                who = m.group()
                break
        if who is None:
            m = _CLIENT_WORD.search(t)
            who = m.group() if m else None
        if who is None or not _TALK.search(t):
            continue
        out.append(ClientInteraction(start=s.start, end=s.end, who=who, what=one_line(t, 240)))
    return out


# -- the judge's remarks -------------------------------------------------------------------------------------
_TONES: list[tuple[str, re.Pattern[str]]] = [
    ("last_opportunity", _LAST_OPP),
    ("no_further_adjournment", re.compile(
        r"\bno\s+(?:further|more)\s+(?:adjournments?|time|opportunit(?:y|ies))\b|\bwill\s+not\s+(?:be\s+)?(?:adjourn|grant)|"
        r"\bnot\s+be\s+so\s+kind\b|\bperemptor|\bagli\s+baar\s+\w+\s+hi\b|आगे\s+कोई\s+(?:समय|अवसर)\s+नहीं", re.I)),
    ("annoyed", re.compile(
        r"\bannoyed\b|\birritated\b|\bangry\b|\bdispleas\w*|\bnaraz\b|\bnaaraz\b|\bunhappy\b|\bupset\b|\bpulled\s+up\b|"
        r"\brebuked\b|\bwarned\b|\bstrict\b|\bfurious\b|\bexpressed\s+(?:displeasure|anguish)\b|\bnot\s+happy\b|नाराज", re.I)),
    ("asked", re.compile(
        r"\basked\b|\basks\b|\bquestion(?:ed)?\b|\bwanted\s+to\s+know\b|\bwants?\b|\binsist\w*|\bpoocha\b|\bpoochte\b|"
        r"\bpuchha\b|\bchahiye\b|\bmaanga\b|\bqueried\b|\bsought\s+(?:an?\s+)?explanation\b", re.I)),
    ("suggested", re.compile(r"\bsuggest\w*|\badvised\b|\brecommend\w*|\breferred\s+(?:the\s+)?(?:matter|parties)\b|\bproposed\b", re.I)),
    ("directed", re.compile(r"\bdirected\s+(?:to|that)\b|\bordered\s+(?:to|that)\b|\bshall\s+(?:file|produce|appear|place|deposit)\b|\blet\s+the\b|"
                            r"\blaao\b|\bkaro\b|\bdo\b(?=\s*[.'\"])|\bde\s+dijiye\b", re.I)),
    ("quoted", re.compile(r"[:\-]\s*['\"‘“]|\bsaid\s+(?:orally\s+)?['\"‘“]|\bwrote\s+['\"‘“]|\bremarked\b|\bobserved\b|\bcommented\b", re.I)),
]
_JUDGE_WORD = re.compile(
    r"\b(?:judge|the\s+court|court\s+(?:said|asked|observed|remarked|wanted|was)|bench|presiding\s+officer|P\.?O\.?\s+sahab|"
    r"his\s+lordship|her\s+ladyship|hon'?ble|madam|president|member)\b|\b[A-Z][a-z]+\s+J\b", re.I)


# what a court requires or finds wanting, in an order sheet's own words
_COURT_WANTS = re.compile(
    r"\bdoes\s+not\s+disclose\b|\bhas\s+not\s+(?:been\s+)?(?:filed|disclosed|produced|explained)\b|\bshall\s+(?:file|produce|place|"
    r"explain|disclose|deposit|appear)\b|\blet\s+(?:a|the)\s+\w+|\bis\s+directed\s+to\b|\bfailing\s+which\b|"
    r"\bwithout\s+(?:any\s+)?explanation\b|\bnot\s+(?:been\s+)?explained\b|निर्देशित|प्रस्तुत\s+करें", re.I)


def remarks(r: _Reader) -> list[Remark]:
    """The judge's words and wishes: a sentence that names the judge (or the court) and says how they acted."""
    out = []
    order_sheet = r.record.is_order_sheet
    for s in r.sentences:
        t = s.text
        by_judge = r.sides.mentions_judge(t) or bool(_JUDGE_WORD.search(t))
        tones = [name for name, p in _TONES if p.search(t)]
        if order_sheet and not tones and _COURT_WANTS.search(t):
            tones = ["directed"]
        if not tones:
            continue
        if not by_judge:
            # an order sheet's own words are the court's; a note's "last opportunity" is the court's too
            if not order_sheet and not (set(tones) & {"last_opportunity", "no_further_adjournment"}):
                continue
            if order_sheet and not (set(tones) & {"last_opportunity", "no_further_adjournment", "directed", "asked"}):
                continue
        by = None
        j = r.sides.judge_or_court(t)
        if j is not None:
            by = j.label
        out.append(Remark(start=s.start, end=s.end, remark=one_line(t, 300), tones=tones, by=by))
    return out


# -- all of it -----------------------------------------------------------------------------------------------
def extract(record: Record) -> list[EventBase]:
    """Every event the rules read in `record`, each with its span and the record's case(s) and date."""
    if not record.text or not record.text.strip():
        return []
    original = record
    # a page of two matters filed under one: the other matter's part is read as blank (events/sections.py)
    foreign = foreign_spans(record.text, record.people, len(record.case_ids))
    if foreign:
        record = dataclasses.replace(record, text=masked(record.text, foreign))
    r = _Reader(record)
    r.foreign = bool(foreign)
    events: list[EventBase] = []
    adj = adjournments(r)
    events += adj
    found_costs = costs(r, adj[0].sought_by if adj else None)
    for c in found_costs:
        if c.status == "imposed" and not c.award and c.on == "unknown":
            c.on = _ws_wanting(r, c.start) or c.on  # "W.S. not filed. Last chance with costs": the defendant's
    events += found_costs
    payer = _payer(r, found_costs)
    if adj and payer is not None and adj[0].sought_by in ("ours", "other") and payer != adj[0].sought_by \
            and not _names_side(r, adj[0]):
        # "The respondent has not filed its reply. Cost of Rs. 5,000 imposed upon the respondent. Adjourned.": a bare
        # "adjourned" whose side was read off another sentence's party (the payee) is the side the costs fall on
        adj[0].sought_by = payer
    if (not adj or adj[0].sought_by not in ("ours", "other")) and record.record_date:
        # costs imposed at a hearing are the price of time given: the side that pays is the side that sought it
        # (a record of no day is no hearing's: the costs a plaint prays for are no time given)
        for c in found_costs:
            # … unless the clause names the other thing they are the price of ("warrant recalled on payment of
            # costs", "ex parte order set aside subject to costs", "delay condoned on costs")
            if _COSTS_PRICE_OF.search(r.text[c.start:c.end]):
                continue
            if c.status == "imposed" and not c.award and c.on in ("ours", "other"):
                events = [e for e in events if e.kind != "adjournment"]
                at = next((i for i, s in enumerate(r.sentences) if s.start <= c.start < s.end), None)
                why = _stated_before(r, at) if c.on == "other" and at is not None else None
                events.append(Adjournment(start=c.start, end=c.end, sought_by=c.on, actor=c.on_whom,
                                          reason=why, last_opportunity=bool(_LAST_OPP.search(r.text))))
                break
    events += undertakings(r)
    events += filings(r)
    events += orders(r)
    events += witnesses(r)
    events += next_dates(r)
    tasks = action_items(r)
    events += tasks + clause_tasks(r, tasks) + queries_to_answer(r)
    events += client_interactions(r)
    events += remarks(r)
    events += document_fields(record)
    events += directions(record)
    return finish(events, original, "rules")


def _payer(r: _Reader, found: list[Costs]) -> Side | None:
    """The one side the record's costs of the day are laid on, by name ("imposed upon the respondent"); none when
    no costs, several sides, or costs that are the price of another act ("delay condoned on costs")."""
    sides = {c.on for c in found if c.status == "imposed" and not c.award and c.on in ("ours", "other")
             and not _COSTS_PRICE_OF.search(r.text[c.start:c.end])}
    return sides.pop() if len(sides) == 1 else None


def _names_side(r: _Reader, a: Adjournment) -> bool:
    """The adjournment's own sentence names the side who sought it (a party, or a name before the act)."""
    t = r.text[a.start:a.end]
    return r.sides.party_before(t, len(t)) is not None or _named_subject(t, r.sides) is not None


def finish(events: Iterable[EventBase], record: Record, source: str) -> list[EventBase]:
    out = []
    for e in events:
        e.entry_id = record.entry_id
        e.case_ids = list(record.case_ids)
        e.record_date = record.record_date
        e.text = record.text[e.start:e.end]
        e.source = source  # type: ignore[assignment]
        out.append(e)
    out.sort(key=lambda e: (e.start, e.kind))
    return out
