"""An order's quote that states its outcome holds what the order gives (agent/operative.py): a direction written with
a word between its verb and its participle ("are each entitled", "are jointly and severally liable") is a direction,
an outcome granted only in part is told with the order's other outcome (what was refused, and against whom), and
what fits is quoted in the order's own order. Invented orders of a consumer commission and a rent controller, in
other words than the data sets, with names no data set holds."""

from __future__ import annotations

from tareekh.agent.operative import with_operative

COMMISSION = ("DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION\n"
              "C.C. No. 58 of 2025   Olanrewaju Pushkarni v. Zorawar Motors & Anr.\n"
              "FINAL ORDER\n"
              "The complaint is partly allowed. Opposite parties 1 and 2 are jointly and severally liable to refund "
              "Rs. 6,45,000 with interest.\n"
              "The claim for compensation for mental agony against the financier, opposite party 3, is dismissed, "
              "since the loan agreement was closed before the defect arose.\n"
              "Comply within 45 days.")


def test_a_direction_with_a_word_before_its_participle_is_quoted_with_the_outcome():
    out = with_operative(COMMISSION, "The complaint is partly allowed.", 400, doc_kind="final order")
    assert "6,45,000" in out, out


def test_an_outcome_in_part_is_told_with_the_orders_other_outcome():
    out = with_operative(COMMISSION, "The complaint is partly allowed.", 400, doc_kind="final order")
    assert "against the financier" in out and "is dismissed" in out, out


def test_what_fits_is_quoted_as_the_order_reads():
    out = with_operative(COMMISSION, "The complaint is partly allowed.", 600, doc_kind="final order")
    assert out.index("partly allowed") < out.index("6,45,000") < out.index("against the financier"), out


def test_a_whole_outcome_adds_no_other_outcome():
    rent = ("RENT CONTROLLER, FIRST CLASS\nR.C.P. 12/2024 Vaidehi v. Tsomo\nThe petition is allowed. The tenant "
            "shall vacate within three months. The counter-claim of the tenant for repairs was dismissed earlier "
            "on 04.01.2025.")
    out = with_operative(rent, "The petition is allowed.", 400, doc_kind="order")
    assert "vacate within three months" in out and "counter-claim" not in out, out


# Orders written in Devanagari: the subordinate courts' and revenue offices' order sheets in Hindi and Marathi
HINDI_REMAND = ("03.09.2026\nअपीलार्थी श्री पोतुराजु उपस्थित। प्रत्यर्थी की ओर से कोई उपस्थित नहीं।\n"
                "अपील स्वीकार कर तहसीलदार का आदेश अपास्त किया जाता है। पक्षकार दिनांक 21.10.2026 को उपखण्ड अधिकारी के "
                "समक्ष उपस्थित हों।")
MARATHI_REJECT = ("11.02.2026 अर्जदार हजर. सामनेवाले गैरहजर. अर्ज नामंजूर. अर्जदाराने रु. 2,000/- खर्च 15 दिवसांत जमा "
                  "करावा. पुढील तारीख 09.03.2026.")


def test_a_devanagari_orders_outcome_is_quoted_with_its_direction():
    out = with_operative(HINDI_REMAND, "अपील स्वीकार कर तहसीलदार का आदेश अपास्त किया जाता है।", 400,
                         doc_type="order_sheet")
    assert "21.10.2026" in out, out
    out = with_operative(MARATHI_REJECT, "अर्ज नामंजूर.", 400, doc_type="order_sheet")
    assert "2,000" in out, out


def test_a_devanagari_line_of_who_appeared_adds_nothing():
    out = with_operative(HINDI_REMAND, "अपीलार्थी श्री पोतुराजु उपस्थित।", 400, doc_type="order_sheet")
    assert out == "अपीलार्थी श्री पोतुराजु उपस्थित।", out
