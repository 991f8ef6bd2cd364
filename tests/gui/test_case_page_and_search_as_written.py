"""The case page and the case search in the forms a lawyer writes: a case number no rule reads is shown as written
among the aliases (not as the letters and digits run together that the registry keeps for matching), and the search
finds a case by the abbreviations and part-numbers a lawyer types ('m c a no 77', 'crl rev 3' ...)."""

from __future__ import annotations


def _open(window, qtbot, case_id: str):
    window.open_case(case_id)
    cases = window.pages["cases"]
    qtbot.waitUntil(lambda: cases.panel.bundle is not None and cases.panel.case_id == case_id, timeout=10000)
    return cases


def test_a_number_no_rule_reads_is_shown_as_written_among_the_aliases(window, qtbot):
    from tareekh.registry.models import Case

    window.runner.wait_idle(30)
    # a revenue court's number with its register's word in Bengali script, which no number rule reads
    written = "Misc. Case 0093/বিবিধ/2027-28 (Taluka)"
    window.practice.registry.add_case(Case(id="", number=written, short_name="Vanzara mutation"))
    case = next(c for c in window.practice.registry.list_cases() if c.number == written)
    cases = _open(window, qtbot, case.id)
    shown = cases.panel.alias_label.text()
    assert written in shown, shown
    assert "MISCCASE0093202728TALUKA" not in shown, shown
    assert "Vanzara mutation" in shown, shown


def test_an_alias_added_on_the_page_keeps_the_number_shown_as_written(window, qtbot):
    from tareekh.registry.models import Case

    window.runner.wait_idle(30)
    written = "Rev. 0412/ଅପିଲ/2026-27"
    window.practice.registry.add_case(Case(id="", number=written, short_name="Bariha land revision"))
    case = next(c for c in window.practice.registry.list_cases() if c.number == written)
    cases = _open(window, qtbot, case.id)
    cases.panel.alias_edit.setText("Bariha revision")
    cases.panel.add_alias()
    qtbot.waitUntil(lambda: "Bariha revision" in cases.panel.alias_label.text(), timeout=10000)
    shown = cases.panel.alias_label.text()
    assert written in shown and "REV0412202627" not in shown, shown


def test_a_number_the_rules_read_keeps_its_usual_forms():
    from tareekh.gui.cases import shown_aliases

    assert shown_aliases(["O.S. No. 7 of 2025", "OS 7/2025", "Zinzuvadiya well"], "O.S. No. 7 of 2025") == \
        ["O.S. No. 7 of 2025", "OS 7/2025", "Zinzuvadiya well"]


def test_the_case_search_finds_a_number_typed_with_its_type_spelt_out_in_letters(window, qtbot):
    from tareekh.registry.models import Case

    window.runner.wait_idle(30)
    window.practice.registry.add_case(Case(id="", number="M.J.C. No. 208 of 2027", short_name="Kalsariya well"))
    cases = window.go("cases")
    qtbot.waitUntil(lambda: cases.list.count() > 0, timeout=10000)
    cases.search.setText("m j c 208")
    qtbot.waitUntil(lambda: cases.list.count() == 1, timeout=10000)
    assert "Kalsariya well" in cases.list.item(0).text()
    assert cases.count.text() == "1 case"
