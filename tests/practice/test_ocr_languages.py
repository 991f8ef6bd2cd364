"""A home's OCR languages come from what the practice writes while the lawyer has not set them: its typed
notes' scripts, its case names', and the state its courts are in; the lawyer's own setting wins, untouched."""

from __future__ import annotations

from tareekh.ingest.ocr.languages import letters_by_script, regions_in, scripts_in, with_scripts
from tareekh.settings import load_settings

MALAYALAM_NOTE = ("14.01.2027 ഒ.എസ്. 51/2026 സാക്ഷി ഹാജരായില്ല. അടുത്ത തീയതി 11.02.2027\n")


def test_a_record_written_in_a_script_makes_it_one_of_the_practices():
    found = scripts_in(["Adjourned to 3.2.2027.", MALAYALAM_NOTE])
    assert [s.code for s in found] == ["mal"]
    assert found[0].why() == "Malayalam: 1 of your notes is written in it"


def test_a_stray_glyph_or_one_name_in_a_script_does_not():
    assert scripts_in(["Client sent 🙏 and ✓", "Sri Jaskirpal (ਜਸ) called", "Fixed for evidence."]) == []


def test_assamese_letters_choose_the_assamese_model_not_the_bengali_one():
    assert set(letters_by_script("ৰাজহুৱা পথ")) == {"asm"}


def test_english_comes_first_and_a_script_only_once():
    assert with_scripts(["eng", "tam"], scripts_in([MALAYALAM_NOTE, "தமிழ் மொழியில் எழுதிய குறிப்பு ஒன்று"])) == \
        ["eng", "tam", "mal"]


def test_the_state_of_the_practices_courts_names_its_script():
    courts = ["High Court of Orissa, Court No. 4", "Civil Judge (Sr. Dvn.), Baripada", "Orissa High Court"]
    assert [(r.code, r.cases) for r in regions_in(courts)] == [("ori", 2)]
    assert regions_in(["Madras High Court"]) == []  # one case is not a practice


def test_a_practice_reads_its_typed_notes_script_in_its_photos(practice, tmp_path):
    note = tmp_path / "note.txt"
    note.write_text(MALAYALAM_NOTE, encoding="utf-8")
    assert practice.ocr_languages().languages == ["eng"]
    practice.ingest([note])
    chosen = practice.ocr_languages()
    assert chosen.languages == ["eng", "mal"] and not chosen.by_lawyer
    assert "Malayalam: 1 of your notes is written in it" in chosen.summary()
    assert "OCR languages" in {c.name for c in practice.doctor().checks}


def test_the_lawyers_own_setting_wins_and_is_never_rewritten(practice, tmp_path):
    practice.update_settings({"ocr_languages": ["eng", "hin"]})
    note = tmp_path / "note.txt"
    note.write_text(MALAYALAM_NOTE, encoding="utf-8")
    practice.ingest([note])
    chosen = practice.ocr_languages()
    assert chosen.languages == ["eng", "hin"] and chosen.by_lawyer
    assert load_settings(practice.home).ocr_languages == ["eng", "hin"]


def test_a_batch_chooses_with_its_own_typed_notes_before_its_photos_are_read(practice, tmp_path, monkeypatch):
    from tareekh.ingest import pipeline

    seen: list[tuple[str, ...]] = []
    real = pipeline._read_job

    def spy(path, name, languages, vocabulary):
        seen.append(tuple(languages))
        return real(path, name, languages, vocabulary)

    monkeypatch.setattr(pipeline, "_read_job", spy)
    note = tmp_path / "note.txt"
    note.write_text(MALAYALAM_NOTE, encoding="utf-8")
    from PIL import Image

    photo = tmp_path / "page.png"
    Image.new("RGB", (400, 300), "white").save(photo)
    monkeypatch.setattr(pipeline, "ProcessPoolExecutor", _InlinePool)
    practice.ingest([note, photo])
    assert ("eng", "mal") in seen


class _InlinePool:
    """A process pool that reads in this process, so the test sees the languages each page was read with."""

    def __init__(self, *args, **kwargs):
        pass

    def submit(self, fn, *args):
        from concurrent.futures import Future

        done: Future = Future()
        try:
            done.set_result(fn(*args))
        except Exception as exc:  # noqa: BLE001 - handed back as the real pool would
            done.set_exception(exc)
        return done

    def shutdown(self, *args, **kwargs):
        pass
