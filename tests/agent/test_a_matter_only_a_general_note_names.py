"""A matter the registry lacks, read from a general note that names it, is answered only from a note that is of it.

A name asked with a court's letters or a section ("<village> er jomi niye ABC court e 13B er case") was matched by
its long words alone ("court"), and a week plan that names a Family Court was quoted as "a general note has it". A
note that names the matter but not the step asked ("… mediation ke liye bheja tha?") says the step is not on
record."""

from tareekh.registry.models import Case
from tests.agent.helpers import first_line


def build(practice) -> None:
    practice.registry.add_case(Case(id="A1", number="O.S. No. 4 of 2025", short_name="Dhekial boundary suit",
                                    title="Dhekial vs Dhekial", side="plaintiff", court="Civil Judge",
                                    stage="evidence", next_date="2026-06-10"))
    practice.ingest_text("PROXY for Adv. Borkotoky: Tezpurkar cheque matter in Family Court - complainant's "
                         "evidence closed, adjourned to 3.6.26.", name="proxy.txt", date="2026-05-04",
                         author="Lawyer")


def test_a_court_s_letters_and_a_section_the_note_lacks_are_not_that_matter(practice):
    build(practice)
    line = first_line(practice.ask("Tezpurkar er ACB court e 13B er case kobe file hoyechhe?", today="2026-05-20"))
    assert "a general note of" not in line, line


def test_a_step_the_note_of_the_matter_never_writes_is_not_on_record(practice):
    build(practice)
    line = first_line(practice.ask("Tezpurkar cheque matter ko court ne mediation ke liye bheja tha kya?",
                                   today="2026-05-20"))
    assert line.startswith("Not on record") and "mediation" in line, line


def test_the_note_of_the_matter_still_answers_what_it_writes(practice):
    build(practice)
    line = first_line(practice.ask("Tezpurkar cheque matter mein kya hua?", today="2026-05-20"))
    assert "not a case in your registry" in line and "3.6.26" in line, line
