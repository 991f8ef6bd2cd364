"""A step written as owed, not done: the obligative mood of each language the tables hold ("to be deposited",
"jama karna hai", "deposit pannanum", "കെട്ടിവെക്കണം", "kattali", "kattabeku", "dite hobe", "bharvanu che").

Notes, chats and order sheets tell what a party must still do in the same sentence shape as what it did: a sum, the
thing, the verb of paying or filing. Only the verb's mood tells a direction or a debt from the deed. The obligative is
a closed class in every language — an English auxiliary ("has to", "is to", "must", "to be paid"), the Hindi belt's
infinitive with "hai"/"hoga"/"padega"/"chahiye", the Dravidian suffixes (Malayalam "-anam", Tamil "-anum"/"vendum",
Telugu "-aali", Kannada "-beku"), Marathi "-ayche"/"pahije"/"-ave lagel", Bengali and Assamese "-te hobe"/"-bo lagibo",
Gujarati "-vanu"/"-vu padshe", Punjabi "-na hai"/"-na pavega"/"chahida", Odia "-baku heba/padiba", Urdu "-na hai" —
in Latin letters and in each script. A line in that mood states no step done.
"""

from __future__ import annotations

import re

# (each language's forms, Latin letters first, then its script; a form needs a verb before it, so a noun ending alike —
# Malayalam "panam" (money), "karanam" (reason) — is not read as one)
OBLIGED = re.compile(
    # English: "to be deposited", "is to file", "has to pay", "must", "needs to", "should", "ought to"
    r"\bto\s+be\s+\w+(?:ed|en|id|ne|de)\b|\b(?:is|are)\s+to\s+(?!(?:be|the|a|an|his|her|their|our|us|me|him)\b)\w+|\b(?:has|have|had)\s+to\b|\bmust\b|"
    r"\bneeds?\s+to\b|\bshould\b|\bought\s+to\b|"
    # Hindi, Urdu, Punjabi, Maithili in Latin letters: "jama karna hai", "dena hoga", "bharna padega", "karna chahiye"
    # (not "kitna hai", "mahina hai": a question word or a noun before "hai")
    r"\b(?!(?:kit|jit|ut|it|ap|mahi|khatau|aamda|kaha|pura|jaa)n[aie]\b)\w{2,}n[aie]\s+(?:hai|hain|he|h|hoga|hogi|honge|padega|padegi|padenge|pavega|paega|chahiye|chahie|chaida|"
    r"chahida)\b|\bchahiye\b|\bchahida\b|"
    # Malayalam "kettivekkanam", "kodukkanam", "venam"; Tamil "pannanum", "kattanum", "vendum", "venum"
    r"\b\w{3,}[ae]nam\b|\bvenam\b|\b\w{3,}[ae]num\b|\bvendum\b|\bvenum\b|"
    # Telugu "kattali", "cheyyali", "ivvali", "chellinchali" (a stem closed by a double consonant: "Deepavali" is
    # a name)
    r"\b\w+(?:tt|yy|vv|ll|pp|kk|mm|nn|nch|cch|nd)aa?li\b|"
    # Kannada "kattabeku", "beku"; Marathi "bharaycha", "karayche", "pahije", "bharave lagel"
    r"\b\w*beku\b|\b\w{3,}aych[aei]\b|\bpahije\b|\b\w+ave\s+lag\w+|"
    # Bengali and Assamese "dite hobe", "korte hbe", "dibo lagibo"; Gujarati "bharvanu", "bharvu padshe"; Odia
    # "debaku heba", "karibaku padiba"
    r"\b\w+te\s+(?:hobe|hbe|hoibo)\b|\b\w+(?:bo|ib)\s+lagibo\b|\b\w+[rkpldt]van[ua]\b|\b\w+vu\s+pad\w*|"
    r"\b\w+ba(?:ku)?\s+(?:heba|padiba)\b|"
    # the scripts: Devanagari (Hindi, Marathi), Bengali-Assamese, Gujarati, Gurmukhi, Odia, Tamil, Telugu, Kannada,
    # Malayalam, Urdu
    r"(?:ना|नी|ने)\s+(?:है|हैं|होगा|होगी|होंगे|पड़ेगा|पड़ेगी|पडेगा|पडेगी|चाहिए|चाहिये)|चाहिए|चाहिये|पाहिजे|"
    r"(?:ायचे|ायची|ायचा)(?![\u0900-\u097F])|(?:ावे|ावी)\s+लाग|"
    r"তে\s+হবে|(?:ব|বো)\s+লাগিব|"
    r"(?:વું|વાનું|વાના|વાની)\s+(?:છે|પડશે|પડે)|પડશે|"
    r"(?:ਣਾ|ਨਾ|ਣੀ|ਨੀ)\s+(?:ਹੈ|ਪਵੇਗਾ|ਪਵੇਗੀ)|ਚਾਹੀਦ|"
    r"ବାକୁ\s+(?:ହେବ|ପଡିବ)|"
    r"ணும்(?![\u0B80-\u0BFF])|வேண்டும்|"
    r"[\u0C00-\u0C7F]{2,}ాలి(?![\u0C00-\u0C7F])|"
    r"ಬೇಕು|"
    r"[\u0D00-\u0D7F]{2,}(?:ക്കണം|കണം|യ്യണം|ട്ടണം|ണ്ടണം|ല്ലണം|വണം)(?![\u0D00-\u0D7F])|വേണം|"
    r"نا\s+(?:ہے|ہوگا|ہوگی|پڑے\w*)|چاہیے",
    re.I)


def obliged(text: str) -> bool:
    """`text` writes a step as owed or directed — still to be done — in any language the tables hold."""
    return bool(OBLIGED.search(text))
