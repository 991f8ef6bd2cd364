"""A page that lists several matters is never filed whole under one of them: a remark of a plan or a page for no
day ("Pending: …") that lists several matters' leftovers is a general note; a plan's item of desk work across
several matters, before no court, is a general note; a plan's day before the courts of several matters stays under
each."""

from __future__ import annotations

from tareekh.ingest.plans import days_named, remark_label
from tareekh.registry import Case


def _cases(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="P1", number="Original Suit No. 41 of 2023", short_name="Pangarkar well suit",
                                    title="Hrishita Pangarkar vs Obalesh Kundapur", court="Principal Civil Judge, Dharmapuri"))
    practice.registry.add_case(Case(id="P2", number="M.C. No. 9 of 2025", short_name="Venkamma maintenance",
                                    title="Venkamma Thirumeni vs Rangaswamy Thirumeni", court="Family Court, Krishnagiri"))
    practice.registry.add_case(Case(id="P3", number="C.C. No. 612 of 2024", short_name="Zorawar cheque case",
                                    title="Zorawar Bhinder vs Lakhbir Dsouza", court="Judicial Magistrate No. 2, Ampati"))


def test_a_remark_of_a_plan_for_no_day_listing_two_matters_leftovers_is_kept_under_no_case(practice, drop):
    _cases(practice)
    plan = ("Is hafte ka kaam 9-13 March\n"
            "Som 9/3 - Dharmapuri - Pangarkar well suit: PW2 cross, survey sketch ready\n"
            "Budh 11/3 - Ampati JM-2 - Zorawar: 313 statement\n"
            "Baaki: Venkamma's bank passbook copy; Pangarkar survey fee receipt - still with the clerk\n")
    entries = practice.ingest([drop("is hafte.txt", plan)]).entries
    remark = next(e for e in entries if "passbook" in e.text)
    assert (remark.status, remark.kind, remark.case_ids) == ("retained", "general", [])
    filed = {cid for e in entries for cid in e.case_ids}
    assert filed == {"P1", "P3"}  # the days' items stay under their matters


def test_a_remark_of_a_plan_naming_one_matter_is_that_matters(practice, drop):
    _cases(practice)
    plan = ("Plan 16-20 March\n"
            "Tue 17/3 - Ampati JM-2 - Zorawar: arguments\n"
            "Pending: Venkamma - get the husband's salary certificate\n")
    entries = practice.ingest([drop("plan pending.txt", plan)]).entries
    assert next(e for e in entries if "salary" in e.text).case_ids == ["P2"]


def test_a_remark_labelled_with_a_matters_own_name_is_still_that_matters(practice, drop):
    _cases(practice)
    plan = ("Plan 16-20 March\n"
            "Tue 17/3 - Ampati JM-2 - Zorawar: arguments\n"
            "Venkamma: get the salary certificate of the husband\n")
    entries = practice.ingest([drop("plan march.txt", plan)]).entries
    named = next(e for e in entries if "salary" in e.text)
    assert named.case_ids == ["P2"]


def test_a_plans_desk_work_across_two_matters_is_a_general_note(practice, drop):
    _cases(practice)
    plan = ("PLAN - week of 23 March\n"
            "Mon 23/3  office - written arguments Pangarkar; Venkamma arrears sheet.\n"
            "Wed 25/3  Krishnagiri Family Court - Venkamma - evidence of RW1\n")
    entries = practice.ingest([drop("plan 23 march.txt", plan)]).entries
    desk = next(e for e in entries if "office" in e.text)
    assert (desk.status, desk.kind, desk.case_ids) == ("retained", "general", [])
    court = next(e for e in entries if "RW1" in e.text)
    assert court.case_ids == ["P2"]


def test_a_plans_day_before_the_courts_of_two_matters_stays_under_both(practice, drop):
    _cases(practice)
    plan = ("Week plan 30 March - 3 April\n"
            "Tue 31/3  Dharmapuri - Pangarkar well suit arguments; then Ampati JM-2 - Zorawar 313 statement\n"
            "Thu 2/4  office - Venkamma passbook\n")
    entries = practice.ingest([drop("week plan.txt", plan)]).entries
    both = next(e for e in entries if "Tue 31/3" in e.text)
    assert sorted(both.case_ids) == ["P1", "P3"]


def test_a_remarks_label_is_read_in_any_script_and_an_item_for_a_day_is_no_remark():
    assert remark_label("বাকি: চিঠির উত্তর") == "বাকি"
    assert remark_label("ಬಾಕಿ: ಪತ್ರ") == "ಬಾಕಿ"
    assert remark_label("Pending: the clerk's copy") == "Pending"
    assert remark_label("Pending: copy by 14/3") is None
    assert remark_label("Tue - copy") is None
    assert days_named("X Tue, Y Thu (orders)") == 2
    assert days_named("office - X arguments; Y sheet") == 0

