"""Properties over many generated inputs: number forms round-trip; resolve never crashes."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tareekh.errors import InputError
from tareekh.registry.numbers import MAIN_TYPES, number_forms, normalise_number, type_code


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(MAIN_TYPES), st.integers(1, 99999), st.integers(2000, 2099))
def test_every_written_form_of_a_number_gives_back_its_key(kind, num, year):
    key = f"{type_code(kind)}/{num}/{year}"
    for form in number_forms(key):
        assert normalise_number(form) == key
        assert normalise_number(f"Listed today: {form} - adjourned") == key


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(max_size=400))
def test_resolve_never_raises_anything_but_input_error(registry, text):
    try:
        res = registry.resolve(text)
    except InputError as exc:  # only text with nothing but spaces and control characters
        assert "empty" in str(exc)
        return
    assert res.needs_review or res.case_id is not None
    assert all(0 < c.score <= 100 for c in res.candidates)
