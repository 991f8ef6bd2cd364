"""Where an excerpt that ends on a sum may end: past the sum's own "/-" and the bracket that breaks it up.

"SUIT FOR RECOVERY OF RS. 22,76,800/- (Principal Rs. 18,64,500 + interest Rs. 4,12,300)": cut right after the first
figure, the answer gives the whole and loses the principal that a lawyer asking "the claim" may mean; "Rs. 3,16,450
(= 2,86,450 + 20,000 + 10,000)" loses what it adds up. A bracket that follows the sum on the same line and closes
within a short reach is the sum's own breakdown or its words ("(Rupees ten lakh only)") and goes with it.
"""

from __future__ import annotations

import re

# the sum's own tail ("/-", "/-only", "/=") and the blanks before a bracket on the same line
_TAIL = re.compile(r"(?:\s*/\s*[-=]?)?[ \t]*")
_REACH = 120  # characters a sum's bracket may run to


def sum_clause_end(text: str, end: int) -> int:
    """The end of the excerpt that closes on the sum ending at `end`: past its "/-" and a bracket opened right after
    it on the same line that closes within reach; `end` itself when neither follows."""
    tail = _TAIL.match(text, end)
    stop = tail.end() if tail else end
    if stop < len(text) and text[stop] == "(":
        line = text[stop: stop + _REACH].split("\n", 1)[0]
        close = line.find(")")
        if close > 0 and "(" not in line[1:close]:
            return stop + close + 1
    # a sum's "/-" alone is kept whole, not cut to "/" (the blanks before a bracket are not)
    return end + len(tail.group().rstrip()) if tail else end


__all__ = ["sum_clause_end"]
