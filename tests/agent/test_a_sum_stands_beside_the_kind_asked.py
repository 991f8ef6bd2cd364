"""A sum answers "how much" only when it stands beside the kind of money asked, in the role asked (agent/sum_asked.py):

- a kind asked (maintenance, compensation …) that no record of the matter writes is "not on record", never the price
  of a list of goods or another sum of the matter;
- a sum got or awarded asked of a kind the records write only as claimed is "not on record", the claim said as the
  nearest the notes come;
- of one matter, its own name's words say which matter, not which sum: the thing asked ranks a sentence's sum;
- a kind asked in one word ("sodo", "kimat") is held by a record writing it in another ("consideration").

Small practices written for these tests (a Karnataka family court, a Marathi-belt accident tribunal, an Odisha civil
court; names invented)."""

from __future__ import annotations

from tareekh.agent.sum_asked import got_asked, kinds_asked, kinds_held, with_kinds, word_holds
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok


def _family(practice) -> None:
    practice.registry.add_case(Case(id="F1", number="M.C. No. 77 of 2026", short_name="Sharavathi divorce",
                                    title="Sharavathi Gowdru vs Vellapandi Kannaiyan", side="petitioner"))
    practice.ingest_text("Articles of the petitioner with the respondent: 1. Steel almirah 1 2. Mixer grinder 1 "
                         "3. Silk sarees 6. Value: Rs. 760 (receipts lost).", name="list of articles.pdf",
                         case_id="F1", date="2026-02-02", author="Client")
    practice.ingest_text("3/3/26 Sharavathi divorce - respondent appeared. Judge sent parties to mediation centre. "
                         "Next 14/4.", name="f1 march.txt", case_id="F1", date="2026-03-03", author="Lawyer")
    practice.ingest_text("14/4/26 Sharavathi - mediation failed. Respondent directed to return the articles within "
                         "three weeks. Next 2/6 for evidence.", name="f1 april.txt", case_id="F1", date="2026-04-14",
                         author="Lawyer")


def test_a_kind_no_record_writes_is_not_on_record_never_another_sum(practice):
    _family(practice)
    ans = practice.ask("sharavathi divorce alli monthly jeevanamsha eshtu kodabeku antha order aayitu?",
                       today="2026-05-01")
    assert ans.answer.startswith("Not on record"), ans.answer
    assert "760" not in ans.answer.split("\n")[0], ans.answer
    ans = practice.ask("how much maintenance was ordered in the Sharavathi divorce?", today="2026-05-01")
    assert ans.answer.startswith("Not on record"), ans.answer


def _claim(practice) -> None:
    practice.registry.add_case(Case(id="M1", number="M.A.C.P. No. 310 of 2025", short_name="Deshmane accident claim",
                                    title="Ketaki Deshmane & Ors. vs Zorawar Transport & Anr.", side="claimant"))
    practice.ingest_text("Claim petition u/s 166 M.V. Act. Deceased: Hemant Deshmane, 34, driver. Compensation "
                         "claimed: Rs. 42,00,000/- with interest @ 9% p.a.", name="claim petition.pdf", case_id="M1",
                         date="2025-06-10", author="Lawyer")
    practice.ingest_text("12/1/26 Deshmane MACP - insurer WS filed, denies licence. Issues framed. Next 20/2 for "
                         "evidence of claimant.", name="m1 jan.txt", case_id="M1", date="2026-01-12", author="Lawyer")


def test_a_sum_got_asked_of_a_kind_written_only_as_claimed_is_not_on_record(practice):
    _claim(practice)
    ans = practice.ask("deshmane MACP madhe nuksan bharpai kiti milali?", today="2026-03-01")
    assert ans.answer.startswith("Not on record"), ans.answer
    assert "claimed" in ans.answer, ans.answer  # the claim is said as the nearest, not as the sum got
    assert cited_ok(practice, ans)
    # asked what was claimed, the claim answers
    ans = practice.ask("deshmane MACP madhe compensation kiti claim kela?", today="2026-03-01")
    assert ans.answer.startswith("Rs. 42,00,000"), ans.answer


def _deposit(practice) -> None:
    practice.registry.add_case(Case(id="S1", number="Succession Case No. 12 of 2026",
                                    short_name="Oindrila succession", title="In re: Oindrila Bhattamishra",
                                    side="applicant"))
    practice.ingest_text("9/3/26 Oindrila succession - cross of Oindrila by opposite: asked of 90 thousand lent by "
                         "her cousin - she replied RD was opened by her mother alone. Next 20/4.", name="s1 march.txt",
                         case_id="S1", date="2026-03-09", author="Lawyer")
    practice.ingest_text("Certificate to issue to the applicant for the recurring deposit of Rs. 2,35,000/- with the "
                         "Post Office, Cuttack, on a security bond of the like amount.", name="order 20.4.26.pdf",
                         case_id="S1", date="2026-04-20", author="Court")


def test_the_matters_own_name_does_not_pick_the_sum(practice):
    _deposit(practice)
    ans = practice.ask("oindrila ra RD kete tanka thila?", today="2026-05-01")
    assert ans.answer.startswith("Rs. 2,35,000"), ans.answer


def test_the_kinds_of_money_and_their_words():
    assert [k for k, _ in kinds_asked("plot no sodo ketla ma hato")] == ["price"]
    assert [k for k, _ in kinds_asked("maintenance case mein next date")] == []  # the matter's name
    assert [k for k, _ in kinds_asked("ನಷ್ಟ ಪರಿಹಾರ ಎಷ್ಟು ಸಿಕ್ಕಿತು")] == ["compensation"]
    assert kinds_held("for a total consideration of Rs. 12,00,000/-") == {"@price"}
    marked = with_kinds([{"sodo"}, {"plot"}], "plot no sodo ketla ma hato")
    assert word_holds("consideration", marked[0]) and not word_holds("consideration", marked[1])
    assert got_asked("kitna mila?") and got_asked("bharpai kiti milali")
    assert not got_asked("kitna claim kiya tha") and not got_asked("compensation kitna hai")
