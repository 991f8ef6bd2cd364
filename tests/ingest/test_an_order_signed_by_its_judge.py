"""A page of an order sheet with no heading, signed by its presiding officer ("(Sarbananda Dasmunshi) Member"), is the
order of the one matter before that officer whose last hearing fixed the page's day: the signature names the forum
as a court's name would. A surname alone, or a signature of an officer two listed matters share, leaves it waiting."""

from __future__ import annotations

from tareekh.ingest.forum_chain import judge_named
from tareekh.registry import Case
from tareekh.registry.models import Judge


def _practice(practice):
    practice.ingest_service.retain_into_memory = None
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sh. Sarbananda Dasmunshi", short="Member sahab", court="Land Tribunal, Shillong"))
    reg.add_person(Judge(id="J2", name="Smt. Ilavarasi Khongwir", short="Civil Judge", court="Civil Court, Nongstoin"))
    reg.add_case(Case(id="T1", number="Land Revision No. 311 of 2025", short_name="Lalremsiami land revision",
                      title="Lalremsiami vs State", judge_id="J1", court="Land Tribunal, Shillong"))
    reg.add_case(Case(id="T2", number="Title Suit No. 64 of 2024", short_name="Ngurthansanga title suit",
                      title="Ngurthansanga vs Okhil Dsouza", judge_id="J2", court="Civil Court, Nongstoin"))
    reg.add_case(Case(id="T3", number="Title Suit No. 81 of 2025", short_name="Tejaswini title suit",
                      title="Tejaswini vs Zubeida", judge_id="J2", court="Civil Court, Nongstoin"))


_SIGNED = ("18.11.2026\nPresent: counsel for the revisionist. Government Advocate. Junior of counsel for R3.\n"
           "The jamabandi copy is filed and taken on record. R3's counsel is busy in the High Court; a last chance "
           "is given.\nPut up for final arguments on 20.01.2027.\n({signer})\nPresiding Officer\n")


def test_an_order_page_signed_by_the_judge_of_the_one_matter_listed_that_day_is_that_matters(practice, drop):
    _practice(practice)
    practice.ingest([drop("rev 16 sep.txt", "16.09.2026 - Lalremsiami land revision (LR 311/25) - reply filed. "
                                            "Next date 18.11.2026\n")])
    (e,) = practice.ingest([drop("scan 20 nov.txt", _SIGNED.format(signer="Sarbananda Dasmunshi"))]).entries
    assert (e.status, e.case_ids) == ("retained", ["T1"])


def test_a_signature_in_devanagari_names_the_judge_too(practice, drop):
    _practice(practice)
    practice.ingest([drop("rev 16 sep.txt", "16.09.2026 - Lalremsiami land revision (LR 311/25) - reply filed. "
                                            "Next date 18.11.2026\n")])
    order = ("18.11.2026\nउपस्थित: अधिवक्ता निगरानीकर्ता। राजकीय अधिवक्ता।\nजमाबंदी की नकल पेश, रिकॉर्ड पर ली गई। "
             "अंतिम अवसर दिया जाता है। अंतिम बहस दिनांक 20.01.2027 को।\n(सर्बानंद दासमुंशी) सदस्य\n")
    (e,) = practice.ingest([drop("scan 21 nov.txt", order)]).entries
    assert (e.status, e.case_ids) == ("retained", ["T1"])


def test_a_signed_page_on_a_day_its_judges_matter_was_not_listed_for_waits(practice, drop):
    _practice(practice)
    practice.ingest([drop("rev 16 sep.txt", "16.09.2026 - Lalremsiami land revision (LR 311/25) - reply filed. "
                                            "Next date 25.11.2026\n")])
    (e,) = practice.ingest([drop("scan 20 nov.txt", _SIGNED.format(signer="Sarbananda Dasmunshi"))]).entries
    assert e.status == "review"


def test_a_judge_with_two_matters_listed_that_day_leaves_the_page_waiting(practice, drop):
    _practice(practice)
    practice.ingest([drop("a.txt", "16.09.2026 - Ngurthansanga title suit (TS 64/24) - WS filed. Next date 18.11.2026\n")])
    practice.ingest([drop("b.txt", "17.09.2026 - Tejaswini title suit (TS 81/25) - issues. Next date 18.11.2026\n")])
    (e,) = practice.ingest([drop("c.txt", _SIGNED.format(signer="Ilavarasi Khongwir"))]).entries
    assert e.status == "review"


def test_a_judge_is_named_by_a_given_name_beside_the_surname_never_by_the_surname_alone():
    judges = {"T1": "Sh. Sarbananda Dasmunshi", "T2": "Smt. Ilavarasi Khongwir"}
    assert judge_named("(SARBANANDA DASMUNSHI) Member", judges) == {"T1"}
    assert judge_named("Dasmunshi's clerk brought the file", judges) == set()
    assert judge_named("Ilavarasi came; Khongwir was absent", judges) == set()  # two people, not one name
