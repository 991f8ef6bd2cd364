"""A note's line break inside a quotation or a bracket, or before the bracket that explains the line, does not end
what the quoted sentence says (agent/runs_on.py): the judge's warning cut after 'otherwise' loses the warning, a
sum's working cut before '(8 months x …)' loses the sum. Invented notes in English, Hindi and Malayalam, with names
no data set holds."""

from __future__ import annotations

from tareekh.agent.runs_on import goes_on, with_what_goes_on

WARNED = ("14.03.27 - MC 88/2026 Kunjamma v. Ghatge - JMFC II\n"
          "Respondent paid Rs. 20,000 towards maintenance - but the due from June 2026 is far larger\n"
          "(8 months x 9,000 = 72,000). Balance 52,000 unpaid. Judge: \"deposit the balance, else\n"
          "I issue the distress warrant\".\n"
          "Voralia cross of PW1 deferred. ND 22.04.27.")


def test_a_warning_cut_inside_its_quotation_goes_on_to_its_end():
    out = with_what_goes_on(WARNED, ['Judge: "deposit the balance, else'])
    assert out == ['Judge: "deposit the balance, else I issue the distress warrant".'], out


def test_a_line_goes_on_to_the_bracket_that_works_out_its_sum():
    kept = "Respondent paid Rs. 20,000 towards maintenance - but the due from June 2026 is far larger"
    out = with_what_goes_on(WARNED, [kept])
    assert "(8 months x 9,000 = 72,000)" in out[0], out
    assert "Voralia" not in out[0], out  # the next thought is not carried


def test_the_same_in_other_scripts():
    assert goes_on("जज साहब: “बकाया जमा करो, वरना", "वारंट जारी होगा”।")
    assert goes_on("കോടതി: \"ബാക്കി തുക അടയ്ക്കണം, അല്ലെങ്കിൽ", "വാറണ്ട് ഇറക്കും\".")
    assert goes_on("बकाया रकम ज्यादा है", "(8 महीने x 9,000 = 72,000)।")


def test_a_closed_sentence_or_a_balanced_one_does_not_run_on():
    assert not goes_on('Judge: "deposit the balance".', "Voralia cross of PW1 deferred.")
    assert not goes_on("Balance 52,000 unpaid (as on today)", "Voralia cross of PW1 deferred.")
    assert not goes_on("Balance 52,000 unpaid.", "(Copy to client.)")
