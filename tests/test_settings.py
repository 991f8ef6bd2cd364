"""Settings: a settings.toml in the home under TAREEKH_* variables; bad values named; the key kept out."""

import pytest

from tareekh.errors import InputError
from tareekh.settings import load_settings, resolve_home, save_settings


def test_the_environment_beats_the_homes_settings_file(home, monkeypatch):
    (home / "settings.toml").write_text('lawyer_name = "Meera"\n[llm]\nmodel = "from-file"\n')
    monkeypatch.setenv("TAREEKH_LLM__MODEL", "from-env")
    settings = load_settings(home)
    assert settings.lawyer_name == "Meera"
    assert settings.llm.model == "from-env"
    assert not settings.llm.configured


def test_an_unknown_key_is_named(home):
    (home / "settings.toml").write_text('lawyer_nmae = "Meera"\n')
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


def test_saving_leaves_the_api_key_out_unless_asked(home):
    settings = load_settings(home, llm={"base_url": "http://127.0.0.1:9/v1", "api_key": "sk-abc"})
    text = save_settings(home, settings).read_text()
    assert "sk-abc" not in text and "127.0.0.1:9" in text
    assert load_settings(home).llm.base_url == "http://127.0.0.1:9/v1"
    save_settings(home, settings, keep_api_key=True)
    assert load_settings(home).llm.api_key.get_secret_value() == "sk-abc"


def test_home_is_the_flag_then_the_environment_then_the_user_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("TAREEKH_HOME", str(tmp_path / "env"))
    assert resolve_home(tmp_path / "flag") == (tmp_path / "flag").resolve()
    assert resolve_home(None) == (tmp_path / "env").resolve()
    monkeypatch.delenv("TAREEKH_HOME")
    assert resolve_home(None).name == "tareekh"
