"""An inquiry into a private complaint numbers the complainant's witnesses with no side's letter ("W.1 <name>
examined", "W. 2"): each is a witness, read with its name, as the first party's numbering; a workman's exhibits
listed "W1 … W2 …" (no dot) and a side's own "P.W.1" are not read as such a witness."""

from tests.events.test_rules import PETITIONER, of, read


def test_a_witness_numbered_w_dot_is_read_with_its_name():
    found = of(read("Inquiry held. W.1 Smt. Tejaswini Dasmunshi examined: saw the accused push the complainant.\n"
                    "W. 2 Pratyush Kharbanda examined; supports her.", PETITIONER), "witness")
    assert [(w.witness, w.name) for w in found] == [("PW-1", "Smt. Tejaswini Dasmunshi"),
                                                   ("PW-2", "Pratyush Kharbanda")], found


def test_a_workmans_exhibits_without_the_dot_are_no_witness():
    found = of(read("Documents marked: W1 pay slips, W2 gate pass, W3 attendance card.", PETITIONER), "witness")
    assert found == []


def test_a_sides_own_number_is_read_once_with_its_side():
    found = of(read("P.W.1 Sukhlata Kharbanda examined in chief. D. W.2 absent.", PETITIONER), "witness")
    assert [w.witness for w in found] == ["PW-1", "DW-2"], found
