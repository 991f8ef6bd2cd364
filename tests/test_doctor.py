"""`tareekh doctor`: what this installation has, and what each missing optional part costs, in plain words."""

import json

from tareekh.cli import run


def _doctor(capsys, *args) -> tuple[int, str]:
    capsys.readouterr()
    code = run(["doctor", *args])
    return code, capsys.readouterr().out


def test_doctor_lists_the_engines_models_and_tools_found_here(capsys, home):
    code, out = _doctor(capsys, "--home", str(home))
    assert code == 0
    assert out.startswith("Tareekh ")
    for line in ("ok       RapidOCR and its models", "ok       tesseract: ", "ok       tesseract Hindi model (hin)",
                 "ok       embedding model and vocabulary", "ok       PySide6 (the app window)"):
        assert line in out
    assert "absent   language model endpoint" in out  # no practice here: nothing configured
    assert out.rstrip().endswith("everything Tareekh needs is here")


def test_without_tesseract_doctor_says_what_it_costs_and_what_to_install(capsys, home, no_tesseract):
    code, out = _doctor(capsys, "--home", str(home))
    assert code == 0  # tesseract is optional
    block = out[out.index("absent   tesseract"):]
    assert "without it: typed English pages are read by RapidOCR instead" in block
    assert "typed Hindi pages" in block and "kept unread until it is installed" in block
    assert "to add it: install Tesseract: sudo apt install tesseract-ocr tesseract-ocr-hin" in block


def test_doctor_json_reports_each_part_and_a_practices_llm_and_waiting_files(capsys, practice):
    from tareekh.settings import save_settings

    practice.settings.llm.base_url = "http://127.0.0.1:9/v1"
    practice.settings.ocr_languages = ["eng", "tel"]
    save_settings(practice.home, practice.settings)
    code, out = _doctor(capsys, "--home", str(practice.home), "--json")
    data = json.loads(out)
    assert code == 0 and data["ok"] is True and data["home"] == str(practice.home)
    by_name = {c["name"]: c for c in data["checks"]}
    assert by_name["language model endpoint"]["present"] is True
    assert "127.0.0.1:9" in by_name["language model endpoint"]["detail"]
    assert by_name["tesseract Telugu model (tel)"]["present"] is True
    assert data["waiting_uploads"] == 0
    assert all(c["need"] in ("required", "optional") for c in data["checks"])


def test_a_missing_language_model_is_listed_with_its_package(capsys, practice):
    from tareekh.settings import save_settings

    practice.settings.ocr_languages = ["eng", "xyz"]
    save_settings(practice.home, practice.settings)
    code, out = _doctor(capsys, "--home", str(practice.home))
    assert code == 0
    block = out[out.index("absent   tesseract xyz model (xyz)"):]
    assert "pages in xyz are kept unread until it is installed" in block
    assert "tesseract-ocr-xyz" in block
