"""'On what ground was it cancelled?' asked in so many words, not with a "why" (agent/why_asked.py): the paper's own
reason answers, and when the paper's operative sentence concludes ("Now therefore …") the reason is the sentence
before it. Invented practice: a trade-licence writ against a cancellation order written "whereas … now therefore"."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, drop_file, first_line as first


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="T1", number="W.P. No. 5120 of 2026", short_name="Sukumari stores licence writ",
                                    title="Sukumari Stores vs Municipal Commissioner", side="petitioner"))
    drop_file(practice, tmp, "cancellation order.txt",
              "OFFICE OF THE MUNICIPAL COMMISSIONER\nNo. TL/88/2026 dated 03.03.2026\nSub: Cancellation of trade licence\n"
              "Whereas M/s Sukumari Stores, trade licence No. 7731, was inspected on 12.02.2026;\n"
              "And whereas the inspecting officer found that the godown was being run without a fire safety "
              "certificate and with LPG cylinders stored in the basement;\n"
              "Now therefore, in exercise of the powers under section 402 of the Municipal Act, trade licence "
              "No. 7731 of M/s Sukumari Stores is cancelled with immediate effect.\nSd/- Municipal Commissioner", "T1")
    practice.registry.add_case(Case(id="T2", number="O.A. No. 61 of 2026", short_name="Dhale pension OA",
                                    title="Vitthal Dhale vs State", side="applicant"))
    drop_file(practice, tmp, "pension letter.txt",
              "कार्यालय जिल्हा कोषागार अधिकारी\nक्रमांक 118/पेन्शन/2025 दिनांक 10.09.2025\n"
              "श्री विठ्ठल गावंडे यांना कळविण्यात येते की त्यांची अर्हताकारी सेवा 9 वर्षे 4 महिने आहे.\n"
              "म्हणून निवृत्तीवेतनासाठी आवश्यक 10 वर्षे सेवा पूर्ण नसल्याने आपला अर्ज नामंजूर करण्यात येत आहे.\n"
              "जिल्हा कोषागार अधिकारी", "T2")
    drop_file(practice, tmp, "OA 61 order 05.03.2026.txt",
              "BEFORE THE STATE ADMINISTRATIVE TRIBUNAL\nO.A. No. 61 of 2026\nORDER SHEET\n05.03.2026\n"
              "Heard the applicant. The applicant's pension was refused on the ground that his qualifying service was "
              "short. Reply of the State within 4 weeks. List on 09.04.2026.\nSd/- Member (J)", "T2")
    practice.ingest_text("Sukumari writ - 20.04.2026. Notice issued to Corporation. ND 10.06.2026",
                         name="sukumari 20 apr.txt", case_id="T1", date="2026-04-20", author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "on-what-ground", build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


@pytest.mark.parametrize("question", [
    "Sukumari stores da licence kis aadhar te cancel kita si?",        # Punjabi
    "Sukumari stores er licence ki karone cancel holo?",               # Bengali
    "Sukumari stores licence enna karanam solli cancel pannanga?",     # Tamil
    "Sukumari stores licence yaava karanakke cancel maadidru?",        # Kannada
    "on what ground was the Sukumari stores licence cancelled?",       # English
])
def test_the_ground_asked_is_the_papers_reason_with_the_sentence_it_concludes_from(practice, question):
    a = practice.ask(question, today="2026-05-01")
    line = first(a)
    assert "fire safety certificate" in line and "inspected" in line, line  # the reason, and the recital before it
    assert cited_ok(practice, a)


def test_a_paper_in_another_script_gives_its_own_reason_beside_the_answer(practice):
    """The treasury's Marathi letter shares no word with a question typed in Latin letters: its conclusion
    ("म्हणून … 10 वर्षे सेवा पूर्ण नसल्याने …") is shown with the sentence before it, beside the order's account."""
    a = practice.ask("Dhale pension OA mein pension kyu reject hui?", today="2026-05-01")
    assert "short" in first(a), first(a)
    assert "10 वर्षे" in a.answer and "9 वर्षे 4 महिने" in a.answer, a.answer
    assert cited_ok(practice, a)
