"""Small data for consolidation tests (made here: tests never read ../shared)."""

from __future__ import annotations


def note(doc, day, text, case, judge, counsel, scopes="per_tag", **extra):
    """One retain item shaped like a hearing note: tagged by case, judge and counsel."""
    return dict(
        content=text,
        timestamp=f"{day}T10:00:00",
        document_id=doc,
        tags=[f"case:{case}", f"judge:{judge}", f"counsel:{counsel}"],
        observation_scopes=scopes,
        **extra,
    )


ILLNESS_NOTES = [
    note("n1", "2025-01-06", "Counsel for the defendant sought adjournment due to illness.", "C1", "J1", "OC1"),
    note("n2", "2025-02-10", "Counsel for the respondent sought adjournment due to illness again.", "C2", "J1", "OC1"),
    note("n3", "2025-03-03", "Issues framed and evidence affidavit directed to be filed.", "C3", "J1", "OC2"),
]
