"""Settings: a settings.toml in the home under TAREEKH_* variables; bad values named; the key kept out."""

from pathlib import Path

import pytest

from tareekh.errors import InputError
from tareekh.settings import load_settings, resolve_home, save_settings


def test_the_environment_beats_the_homes_settings_file(home, monkeypatch):
    (home / "settings.toml").write_text('lawyer_name = "Sharvani"\n[llm]\nmodel = "from-file"\n')
    monkeypatch.setenv("TAREEKH_LLM__MODEL", "from-env")
    settings = load_settings(home)
    assert settings.lawyer_name == "Sharvani"
    assert settings.llm.model == "from-env"
    assert not settings.llm.configured


def test_an_unknown_key_is_named(home):
    (home / "settings.toml").write_text('lawyer_nmae = "Sharvani"\n')
    with pytest.raises(InputError, match="lawyer_nmae"):
        load_settings(home)


def test_a_broken_settings_file_is_named(home):
    (home / "settings.toml").write_text("lawyer_name = \n")
    with pytest.raises(InputError, match="settings.toml: not valid TOML"):
        load_settings(home)


def test_a_threshold_out_of_range_is_refused(home):
    (home / "settings.toml").write_text("[resolve]\nfuzzy_floor = 140\n")
    with pytest.raises(InputError, match="resolve.fuzzy_floor"):
        load_settings(home)


def test_saving_never_writes_the_api_key_and_keeps_it_in_the_keychain_when_asked(home, file_keychain):
    settings = load_settings(home, llm={"base_url": "http://127.0.0.1:9/v1", "api_key": "sk-abc"})
    text = save_settings(home, settings).read_text()
    assert "sk-abc" not in text and "127.0.0.1:9" in text
    assert load_settings(home).llm.base_url == "http://127.0.0.1:9/v1"
    assert load_settings(home).llm.api_key is None  # not asked to keep it: this session only
    text = save_settings(home, settings, keep_api_key=True).read_text()
    assert "sk-abc" not in text
    assert load_settings(home).llm.api_key.get_secret_value() == "sk-abc"
    assert Path(file_keychain.file_path).exists()
    assert file_keychain.get_password("tareekh", f"{home.resolve()}:llm.api_key") == "sk-abc"


def test_the_environment_key_beats_the_keychain(home, file_keychain, monkeypatch):
    settings = load_settings(home, llm={"base_url": "http://127.0.0.1:9/v1", "api_key": "sk-kept"})
    save_settings(home, settings, keep_api_key=True)
    monkeypatch.setenv("TAREEKH_LLM__API_KEY", "sk-env")
    assert load_settings(home).llm.api_key.get_secret_value() == "sk-env"


def test_without_a_keychain_keeping_the_key_is_refused_with_the_environment_variable_named(home):
    settings = load_settings(home, llm={"base_url": "http://127.0.0.1:9/v1", "api_key": "sk-abc"})
    with pytest.raises(InputError, match="TAREEKH_LLM__API_KEY"):
        save_settings(home, settings, keep_api_key=True)
    assert not (home / "settings.toml").exists()  # refused: nothing written


def test_a_key_in_an_old_settings_file_moves_to_the_keychain_and_out_of_the_file(home, file_keychain):
    (home / "settings.toml").write_text('lawyer_name = "Adv. K"\n[llm]\nbase_url = "http://127.0.0.1:9/v1"\n'
                                        'api_key = "sk-old"\n[memory]\napi_key = "hs-old"\n')
    settings = load_settings(home)
    assert settings.llm.api_key.get_secret_value() == "sk-old"
    text = (home / "settings.toml").read_text()
    assert "sk-old" not in text and "hs-old" not in text
    assert 'lawyer_name = "Adv. K"' in text and "127.0.0.1:9" in text
    again = load_settings(home)
    assert again.llm.api_key.get_secret_value() == "sk-old"
    assert again.memory.api_key.get_secret_value() == "hs-old"


def test_without_a_keychain_an_old_key_stays_in_the_file_and_still_works(home):
    (home / "settings.toml").write_text('[llm]\nbase_url = "http://127.0.0.1:9/v1"\napi_key = "sk-old"\n')
    assert load_settings(home).llm.api_key.get_secret_value() == "sk-old"
    assert "sk-old" in (home / "settings.toml").read_text()  # nowhere else to keep it: not lost


def test_two_homes_keep_their_own_keys(tmp_path, file_keychain, no_tareekh_env):
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir(), b.mkdir()
    save_settings(a, load_settings(a, llm={"api_key": "sk-a"}), keep_api_key=True)
    save_settings(b, load_settings(b, llm={"api_key": "sk-b"}), keep_api_key=True)
    assert load_settings(a).llm.api_key.get_secret_value() == "sk-a"
    assert load_settings(b).llm.api_key.get_secret_value() == "sk-b"


def test_settings_are_written_as_toml_a_reader_parses_back(home):
    settings = load_settings(home, lawyer_name='Adv. "Quote" \\ Back', ocr_languages=["eng", "hin"])
    save_settings(home, settings)
    again = load_settings(home)
    assert again.lawyer_name == 'Adv. "Quote" \\ Back' and again.ocr_languages == ["eng", "hin"]


def test_home_is_the_flag_then_the_environment_then_the_user_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("TAREEKH_HOME", str(tmp_path / "env"))
    assert resolve_home(tmp_path / "flag") == (tmp_path / "flag").resolve()
    assert resolve_home(None) == (tmp_path / "env").resolve()
    monkeypatch.delenv("TAREEKH_HOME")
    assert resolve_home(None).name == "tareekh"


def test_update_settings_writes_the_file_and_the_open_practice_uses_the_new_values(practice, home):
    assert practice.registry.thresholds.fuzzy_floor == 82  # the registry is open with the old thresholds
    new = practice.update_settings({"lawyer_name": "A. Advocate", "ocr_languages": ["eng", "hin"],
                                    "llm": {"base_url": "http://127.0.0.1:9/v1", "api_key": "sk-xyz"},
                                    "resolve": {"fuzzy_floor": 88}})
    assert new is practice.settings and new.llm.api_key.get_secret_value() == "sk-xyz"
    assert practice.registry.thresholds.fuzzy_floor == 88
    on_disk = load_settings(home)
    assert (on_disk.lawyer_name, on_disk.ocr_languages, on_disk.resolve.fuzzy_floor) == ("A. Advocate", ["eng", "hin"], 88)
    assert on_disk.llm.base_url == "http://127.0.0.1:9/v1" and on_disk.llm.api_key is None  # not asked to keep it
    assert on_disk.resolve.auto_file_min == 95  # what was not changed stays


def test_update_settings_refuses_a_bad_value_by_its_key_and_changes_nothing(practice, home):
    with pytest.raises(InputError, match=r"^llm\.vision_timeout: "):
        practice.update_settings({"llm": {"vision_timeout": 0}, "lawyer_name": "Someone"})
    assert not (home / "settings.toml").exists()
    assert practice.settings.lawyer_name == "Advocate" and practice.settings.llm.vision_timeout == 60


def test_test_connection_lists_the_endpoints_models_and_names_a_missing_one(practice, fake_llm):
    from tareekh.llm import LLMError

    models = practice.test_connection({"base_url": fake_llm.base_url, "model": "fake-model"})
    assert "fake-model" in models
    with pytest.raises(LLMError, match="no-such-model"):
        practice.test_connection({"base_url": fake_llm.base_url, "model": "no-such-model"})
    with pytest.raises(InputError, match=r"^llm\.timeout: "):
        practice.test_connection({"base_url": fake_llm.base_url, "timeout": -1})
