"""A line of a plan that is only a heading of the items under it ("Pending:", "बाकी काम:", "To file:") is no item
of its own: it opens each item it lists, so that an item read alone still says it is pending work, and each item is
filed under the case it names. A heading holds only the bulleted items after it; a day's item after them is the
plan's again."""

from __future__ import annotations

from tareekh.ingest.plans import plan_items
from tareekh.registry import Case


def _cases(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="K1", number="R.C.S. No. 218 of 2025", short_name="Gulabrao well suit",
                                    title="Gulabrao Shelar vs Vaijnath Shelar"))
    practice.registry.add_case(Case(id="K2", number="Cri. M.A. No. 90 of 2026", short_name="Zeenat maintenance",
                                    title="Zeenat Bi vs Sheikhmiya Nagpure"))


def test_a_heading_alone_opens_each_bulleted_item_under_it_and_no_item_of_its_own():
    heading, items = plan_items("Kaam ki list 2/3 - 7/3\n"
                                "Tue 3/3 - Gulabrao: PW2 cross\n"
                                "बाकी काम:\n"
                                "- Zeenat: arrears chart\n"
                                "- Gulabrao: get the 7/12 extract\n"
                                "Fri 6/3 - bar library fee\n")
    assert heading == "Kaam ki list 2/3 - 7/3"
    assert items == ["Tue 3/3 - Gulabrao: PW2 cross", "बाकी काम:\n- Zeenat: arrears chart",
                     "बाकी काम:\n- Gulabrao: get the 7/12 extract", "Fri 6/3 - bar library fee"]


def test_a_heading_with_no_item_under_it_stays_an_item():
    _, items = plan_items("Agenda\n- Zeenat: arrears chart\nTo file:\n")
    assert items == ["- Zeenat: arrears chart", "To file:"]


def test_each_pending_item_is_filed_under_its_case_with_its_heading_and_none_is_kept_bare(practice, drop):
    _cases(practice)
    plan = ("WEEK PLAN 2 to 7 March\n"
            "Tue 3/3  Taluka Ct - Gulabrao well suit - PW2 cross\n"
            "To file:\n"
            "- Zeenat: execution of arrears order\n"
            "- Gulabrao: amendment application\n")
    entries = practice.ingest([drop("week plan.txt", plan)]).entries
    assert not any(e.text.rstrip().endswith("To file:") for e in entries)  # no record of the heading alone
    listed = {e.text.splitlines()[-1]: e.case_ids for e in entries if "To file:" in e.text}
    assert listed == {"- Zeenat: execution of arrears order": ["K2"], "- Gulabrao: amendment application": ["K1"]}
