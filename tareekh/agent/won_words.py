"""The verb of winning in every language the tables hold: "jinkla ka?", "case jeet gaye?", "gelichama?" ask whether a
matter was won (the question reader's word table; the answer is agent/won_asked.py, which the reader may not import
without a circle through the composer).
"""

from __future__ import annotations

import re

_B = r"(?<![\w\u0900-\u0D7F\u0600-\u06FF])"
_E = r"(?![\w\u0900-\u0D7F\u0600-\u06FF])"
# the verb of winning (and English "succeed"), in every language the tables hold, typed in Latin letters or its own
# script: Hindi/Urdu/Punjabi/Gujarati/Bengali/Odia jeet, jit, jitt (not Telugu "jeetham", a salary); Marathi jink;
# Assamese jik; Tamil/Malayalam jeyi, jayi, vijayi, vetri, vendr; Telugu gelu, gelich; Kannada gedd, gell
_WON = re.compile(
    _B + r"(?:won|wins?|winning|succeed(?:ed|s)?|successful|"
    r"jee?tt?(?:a|aa|e|ee|i|o|ey|eya|iya|ya|yo|ye|yaa|la|le|li|lo|lam|ila|ile|echi|echhi|echhe|ega|egi|enge|na)?|"
    r"jit(?:a|aa|e|i|o|ya|yo|ye|la|le|li|lo|lam|ila|ile|echi|echhi|echhe|ega|egi|enge|t\w*)?|"
    r"jink\w*|jik(?:il|ile|ilo|isil|ise|ibo)\w*|"
    r"(?:vi)?j[ae]y?i(?:ch|cch|th|tt)\w*|vetri\w*|vendr\w*|"
    r"gel(?:ich|chi|up|ust)\w*|gedd\w*|gell\w*|"
    r"जीत\w*|जिंक\w*|ਜਿੱਤ\w*|ਜਿਤ\w*|જીત\w*|જિત\w*|জিত\w*|জেত\w*|জিকি\w*|ଜିତ\w*|ஜெயி\w*|வெற்றி\w*|"
    r"வென்ற\w*|గెలి\w*|గెలుపు|ಗೆದ್ದ\w*|ಗೆಲ್ಲ\w*|ಗೆಲುವು|ജയിച്ച\w*|വിജയ\w*|جیت\w*)" + _E, re.I)

def won_asked(text: str) -> bool:
    """The question asks whether a matter was won, in any language's verb of winning (a word typed with a capital
    before another capitalised word, "Jeet Singh", is a name)."""
    return any(not (m.group(0)[:1].isupper() and re.match(r"\s+[A-Z]", text[m.end():]))
               for m in _WON.finditer(text or ""))


__all__ = ["won_asked"]
