"""The possessive ("of", "the one of") a lawyer types after a noun in Latin letters, one closed class per language.

A leaf: the question reader and the marked-noun reader both take it, and neither may import the other's readers.
"""

from __future__ import annotations

# the possessive ("of", "the one of") written after a noun, as lawyers type it in Latin letters: Hindi/Urdu wala,
# ka/ki/ke; Punjabi da/di/de; Bengali/Assamese er/or/r; Odia ra/nka; Marathi/Konkani cha/chi/che/chya/cho;
# Gujarati no/ni/nu/vado/valo; Nepali ko; Tamil oda/udaya; Telugu di/gari; Kannada da/ra/avara; Malayalam
# nte/inte/ude; Khasi jong; Mizo/Nagamese write the owner straight before the thing (no marker to read)
OF_WORDS = ("wala wale wali walo vala vale vali valo vado vadi vadu valu ka ki ke kaa kee da di de er or ra nka "
            "cha chi che chya cho no ni nu ko oda odu udaya gari gaari avara nte inte ude jong").split()
POSSESSIVE_MARKS = frozenset(OF_WORDS)  # the closed class, for readers that skip it ("<thing> wale suit")
