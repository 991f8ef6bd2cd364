"""The words of a question that are no word of a person's name: grammar, the law, the court, a time, a calling, a
courtesy ("ji", "babu", "garu"), and a name's case endings as the languages glue them ("<name>ne", "<name>-nte").

A leaf: the check for a person no record names (agent/person_unnamed.py) and the check for a thing no record writes
(agent/never_written.py) both read names with it, and neither imports the other for it.
"""

from __future__ import annotations

import re

_COURTESY = frozenset("""ji jee sahab saab saheb sahib sir madam maam mam garu gaaru babu anna akka amma da di dada
didi bhai bhaiya bhau kaka tai mama bhabhi avaru avargal sar saar ayya appa moshai mashai""".split())
# the word "name" itself, as the languages ask for one ("witness ka naam kya hai", "doctor laga naam ki ase", "avara
# hesaru enu", "avan peyar enna", "tyacha naav kay"): the thing asked, never a person's name
_NAME_WORDS = frozenset("naam naamu naav hesaru hesru peyar peyaru peru perenna name".split())
_ENDING = re.compile(r"^(?P<w>[a-z]{4,}?)(?:ne|ke|ki|ka|ko|er|ra|oda|odu|kku|ukku|ai|inte|nte|ge|ige|cha|chi|che|la|"
                     r"ji|ru|aru|garu|babu|da|di)$")


def _plain(low: str, by_stem: bool = True) -> bool:
    """A word that is no word of a name: grammar, the law, the court, a time, a calling, a courtesy, a kinship word
    ("<name> chi aai PW2": the mother of the one named, agent/kinship.py) (a word of the law
    by its five-letter stem too, unless `by_stem` is False: then only as the law's tables write it)."""
    from tareekh.agent.callings import is_calling
    from tareekh.agent.days_asked import time_word
    from tareekh.agent.framing import _reader_knows
    from tareekh.agent.kinship import is_kinship
    from tareekh.agent.question import CASE_HEADS, STOP, TOPIC_WORDS
    from tareekh.registry.aliases import GENERIC, HONORIFICS, KIND_WORDS

    return (low in STOP or low in _COURTESY or low in _NAME_WORDS or low in HONORIFICS or low in CASE_HEADS or low in TOPIC_WORDS
            or low in GENERIC or low in KIND_WORDS or (_reader_knows(low) if by_stem else _reader_knows_whole(low))
            or is_calling(low) or time_word(low) or is_kinship(low))


def _reader_knows_whole(low: str) -> bool:
    """A word of the reader's vocabulary, the law's short forms or the tables, as written (no stem cut)."""
    from tareekh.agent.question import _VOCABULARY
    from tareekh.agent.shorthand import LAW_WORDS
    from tareekh.agent.tongues import role

    return low in _VOCABULARY or low in LAW_WORDS or role(low) is not None
