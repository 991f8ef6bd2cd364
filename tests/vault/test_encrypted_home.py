"""An encrypted home: nothing of a note readable in its files, the key behaviours unchanged, a wrong passphrase
changing nothing, and `tareekh encrypt` converting a plain home in place, resumably."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import sqlite3
import subprocess
import sys
import zipfile

import pytest

from tareekh.practice import Practice
from tareekh.practice.encryption import ENCRYPT_JOURNAL, STAGING, _swap, _write_journal, encrypt_home
from tareekh.vault import TamperedFile, WrongPassphrase, is_sealed
from tests.reliability.helpers import build_home, clean_env, write_images, write_notes

PASSPHRASE = "a long walk to the district court"
COST = 12  # scrypt N=2^12 keeps the tests quick; the product's default is 2^17
# Phrases written in the notes below: none may appear in any byte under an encrypted home.
PHRASES = ["Seabreeze", "Yenugula", "Marripudi", "written statement", "cross-examined", "Ramaiah",
           "boundary wall", "court_notes_2024", "What happened"]
REVIEW_NOTE = "12.03.2024 - Ramaiah - boundary wall affidavit filed. Next 20.04.2024."


def every_byte_under(folder) -> bytes:
    """All the bytes of every file under `folder` (databases, -wal and -shm files, logs, locks) joined; a zip
    archive's members are added decompressed."""
    out = []
    for p in sorted(folder.rglob("*")) if folder.is_dir() else [folder]:
        if not p.is_file():
            continue
        out.append(p.read_bytes())
        if zipfile.is_zipfile(p):
            with zipfile.ZipFile(p) as zf:
                out.extend(zf.read(name) for name in zf.namelist())
    return b"\n".join(out)


def hits(folder) -> list[str]:
    data = every_byte_under(folder).lower()
    found = []
    for phrase in PHRASES:
        for encoding in ("utf-8", "utf-16-le"):
            if phrase.lower().encode(encoding) in data:
                found.append(f"{phrase} ({encoding})")
    return found


def snapshot(folder) -> dict[str, tuple[str, int]]:
    return {str(p.relative_to(folder)): (hashlib.sha256(p.read_bytes()).hexdigest(), p.stat().st_mtime_ns)
            for p in folder.rglob("*") if p.is_file()}


@pytest.fixture
def encrypted_home(tmp_path, monkeypatch, no_tareekh_env):
    home = tmp_path / "home"
    Practice.open(home, encrypt=True, passphrase=PASSPHRASE, kdf_cost=COST).close()
    monkeypatch.setenv("TAREEKH_PASSPHRASE", PASSPHRASE)
    build_home(home)
    return home


def use_the_practice(home, drop) -> dict:
    """Ingest notes (and a photographed page), review one, consolidate, recall and ask: what a lawyer does."""
    notes = write_notes(drop, 4, seed=7)
    review = drop / "misc.txt"
    review.write_text(REVIEW_NOTE, encoding="utf-8")
    image = write_images(drop / "img", 1, seed=3)
    out = {}
    with Practice.open(home) as p:
        report = p.ingest([*notes, review, *image])
        out["states"] = [f.state for f in report.files]
        waiting = p.review_queue()
        out["review"] = [e.text for e in waiting]
        confirmed = p.confirm(waiting[0].id, case_id="C5", date="2024-03-12")
        out["confirmed"] = (confirmed.status, confirmed.case_id)
        p.wait_for_consolidation(60)
        p.memory_consolidate()
        out["recall"] = [h.text for h in p.recall("Seabreeze", case_id="C5")]
        answer = p.ask("What happened in Seabreeze?")
        out["answer"] = (answer.answer, len(answer.citations))
        out["original"] = p.original_file(report.entries[0]).read_bytes()
        out["original_name"] = notes[0].read_bytes()
        out["backup"] = p.backup(drop.parent / "backups" / "practice.zip")
        # while the practice is open: its -wal and -shm files and any working file are there to be scanned too
        out["open_files"] = sorted(f.name for f in home.iterdir() if f.name.endswith(("-wal", "-shm")))
        out["open_hits"] = hits(home)
    return out


def test_an_encrypted_home_holds_no_note_phrase_after_ingest_review_consolidation_ask_and_backup(encrypted_home,
                                                                                           tmp_path):
    out = use_the_practice(encrypted_home, tmp_path / "drop")
    assert out["states"] == ["done"] * 6
    assert out["review"] == [REVIEW_NOTE]
    assert out["confirmed"] == ("retained", "C5")
    assert out["recall"] and all("Seabreeze" in t or "O.S. No. 77" in t or t for t in out["recall"])
    assert any("seed 7" in t for t in out["recall"])  # the notes themselves are found through the encrypted memory
    assert out["answer"][1] >= 1
    assert out["original"] == out["original_name"]  # the working copy is the original, byte for byte
    assert out["open_files"] == ["memory.db-shm", "memory.db-wal", "practice.db-shm", "practice.db-wal"]
    assert out["open_hits"] == [] and hits(encrypted_home) == []
    assert out["backup"].encrypted and hits(tmp_path / "backups") == []
    assert all(is_sealed(p) for p in (encrypted_home / "originals").iterdir())
    for db in ("practice.db", "memory.db"):  # not SQLite files any more, to anything without the key
        with pytest.raises(sqlite3.DatabaseError):
            sqlite3.connect(encrypted_home / db).execute("SELECT count(*) FROM sqlite_master").fetchone()


def test_the_scan_finds_the_phrases_in_a_plain_home(tmp_path, no_tareekh_env):
    """The scan above can fail: the same use of a plain home leaves the phrases readable."""
    home = tmp_path / "home"
    build_home(home)
    with Practice.open(home) as p:
        p.ingest([*write_notes(tmp_path / "drop", 2, seed=7)])
        p.ask("What happened in Seabreeze?")
        p.backup(tmp_path / "backups" / "plain.zip")
    assert {"Seabreeze (utf-8)", "What happened (utf-8)"} <= set(hits(home))
    assert "Seabreeze (utf-8)" in hits(tmp_path / "backups")


def test_a_wrong_passphrase_is_a_clear_message_and_changes_nothing(encrypted_home, tmp_path, monkeypatch):
    with Practice.open(encrypted_home) as p:
        p.ingest(write_notes(tmp_path / "drop", 1, seed=1))
    before = snapshot(encrypted_home)
    monkeypatch.setenv("TAREEKH_PASSPHRASE", "not the passphrase")
    with pytest.raises(WrongPassphrase, match="wrong passphrase"):
        Practice.open(encrypted_home)
    env = clean_env(TAREEKH_HOME=str(encrypted_home), TAREEKH_PASSPHRASE="not the passphrase",
                    PYTHON_KEYRING_BACKEND="keyring.backends.null.Keyring")
    run = subprocess.run([sys.executable, "-m", "tareekh", "cases"], env=env, capture_output=True,
                         text=True, stdin=subprocess.DEVNULL)
    assert run.returncode == 2 and "wrong passphrase" in run.stderr and "Traceback" not in run.stderr
    env.pop("TAREEKH_PASSPHRASE")
    run = subprocess.run([sys.executable, "-m", "tareekh", "cases"], env=env, capture_output=True,
                         text=True, stdin=subprocess.DEVNULL)
    assert run.returncode == 2 and "is encrypted: give its passphrase" in run.stderr
    assert snapshot(encrypted_home) == before


def test_a_changed_sealed_original_is_refused_not_read(encrypted_home, tmp_path):
    with Practice.open(encrypted_home) as p:
        (entry, *_) = p.ingest(write_notes(tmp_path / "drop", 1, seed=1)).entries
        stored = encrypted_home / entry.original_path
        data = bytearray(stored.read_bytes())
        data[-5] ^= 1
        os.chmod(stored, 0o644)
        stored.write_bytes(bytes(data))
        with pytest.raises(TamperedFile, match="changed or damaged"):
            p.original_file(entry)


def test_init_encrypt_on_the_command_line_keeps_the_passphrase_in_the_keychain_when_asked(tmp_path, file_keychain,
                                                                                          no_tareekh_env,
                                                                                          monkeypatch, capsys):
    from tareekh.cli import run

    home = tmp_path / "home"
    monkeypatch.setenv("TAREEKH_PASSPHRASE", PASSPHRASE)
    assert run(["init", "--home", str(home), "--encrypt", "--keep-passphrase"]) == 0
    assert "encrypted" in capsys.readouterr().out
    monkeypatch.delenv("TAREEKH_PASSPHRASE")
    with Practice.open(home) as p:  # the keychain's passphrase opens it
        assert p.encrypted
    assert file_keychain.get_password("tareekh", f"{home.resolve()}:passphrase") == PASSPHRASE


def originals_by_content(home) -> dict[str, str]:
    out = {}
    with Practice.open(home) as p:
        for u in p.uploads():
            out[u.original_path] = hashlib.sha256(p.original_file(u).read_bytes()).hexdigest()
    return out


@pytest.fixture
def plain_home(tmp_path, no_tareekh_env):
    home = tmp_path / "home"
    build_home(home)
    with Practice.open(home) as p:
        p.ingest(write_notes(tmp_path / "drop", 5, seed=11))
        p.wait_for_consolidation(60)
    return home


def test_encrypt_converts_a_plain_home_in_place_and_everything_still_reads(plain_home, monkeypatch):
    before = originals_by_content(plain_home)
    with Practice.open(plain_home) as p:
        recalled = [h.text for h in p.recall("Seabreeze")]
        entries = [(e.id, e.text, e.case_id) for e in p.entries()]
    assert hits(plain_home)
    report = encrypt_home(plain_home, PASSPHRASE, cost=COST)
    assert (report.databases, report.originals, report.resumed) == (2, len(before), False)
    assert hits(plain_home) == []
    assert not (plain_home / STAGING).exists() and not (plain_home / ENCRYPT_JOURNAL).exists()
    monkeypatch.setenv("TAREEKH_PASSPHRASE", PASSPHRASE)
    assert originals_by_content(plain_home) == before
    with Practice.open(plain_home) as p:
        assert [(e.id, e.text, e.case_id) for e in p.entries()] == entries
        assert [h.text for h in p.recall("Seabreeze")] == recalled  # FTS5 and vectors survived the export
    with pytest.raises(Exception, match="already encrypted"):
        encrypt_home(plain_home, PASSPHRASE, cost=COST)


def test_encrypt_cut_short_while_building_leaves_the_plain_home_whole_and_a_rerun_finishes(plain_home, tmp_path,
                                                                                            monkeypatch):
    before = originals_by_content(plain_home)
    encrypt_home(plain_home, PASSPHRASE, cost=COST, _stop_after="build")
    with Practice.open(plain_home) as p:  # still the plain practice, usable, and used
        assert not p.encrypted
        p.ingest(write_notes(tmp_path / "later", 1, seed=12, start=40))
    after_use = originals_by_content(plain_home)
    assert len(after_use) == len(before) + 1
    with pytest.raises(WrongPassphrase):
        encrypt_home(plain_home, "another passphrase", cost=COST)
    report = encrypt_home(plain_home, PASSPHRASE, cost=COST)
    assert report.resumed
    monkeypatch.setenv("TAREEKH_PASSPHRASE", PASSPHRASE)
    assert originals_by_content(plain_home) == after_use  # the note added in between is encrypted too
    assert hits(plain_home) == []


@pytest.mark.parametrize("steps", [1, 2, 3])
def test_encrypt_cut_short_while_swapping_refuses_to_open_and_a_rerun_finishes(plain_home, monkeypatch, steps):
    before = originals_by_content(plain_home)
    encrypt_home(plain_home, PASSPHRASE, cost=COST, _stop_after="build")
    _write_journal(plain_home, "swapping")
    # a crash after `steps` renames of the swap
    renames = []
    real_replace, real_rename = os.replace, os.rename

    def crash_after(fn):
        def step(a, b):
            if len(renames) >= steps:
                raise KeyboardInterrupt("power cut")
            renames.append((a, b))
            return fn(a, b)
        return step

    monkeypatch.setattr(os, "replace", crash_after(real_replace))
    monkeypatch.setattr(os, "rename", crash_after(real_rename))
    with pytest.raises(KeyboardInterrupt):
        _swap(plain_home, plain_home / STAGING)
    monkeypatch.setattr(os, "replace", real_replace)
    monkeypatch.setattr(os, "rename", real_rename)
    monkeypatch.setenv("TAREEKH_PASSPHRASE", PASSPHRASE)
    with pytest.raises(Exception, match="was interrupted: run `tareekh encrypt"):
        Practice.open(plain_home)
    assert encrypt_home(plain_home, PASSPHRASE, cost=COST).resumed
    assert originals_by_content(plain_home) == before
    assert hits(plain_home) == []


# -- encrypted backups


def entries_of(home) -> list[tuple]:
    with Practice.open(home) as p:
        return [(e.id, e.text, e.case_id) for e in p.entries()]


@pytest.fixture
def archive(encrypted_home, tmp_path):
    with Practice.open(encrypted_home) as p:
        p.ingest(write_notes(tmp_path / "drop", 3, seed=5))
        report = p.backup(tmp_path / "out" / "practice.zip")
    assert report.encrypted and report.originals == 3
    return tmp_path / "out" / "practice.zip"


def test_an_encrypted_backup_restores_only_with_the_passphrase(encrypted_home, archive, tmp_path, monkeypatch):
    from tareekh.practice.backup_ops import restore_practice
    from tareekh.vault import PassphraseNeeded

    assert hits(archive) == []
    target = tmp_path / "restored"
    with pytest.raises(PassphraseNeeded, match="encrypted backup"):
        restore_practice(archive, target)
    with pytest.raises(WrongPassphrase):
        restore_practice(archive, target, passphrase="not it")
    assert not target.exists() and not list(tmp_path.glob(".restored.restore-*"))
    report = restore_practice(archive, target, passphrase=PASSPHRASE)
    assert report.encrypted and report.originals == 3
    assert entries_of(target) == entries_of(encrypted_home)
    assert originals_by_content(target) == originals_by_content(encrypted_home)


def rewrite_member(archive, name, change) -> None:
    """Rewrite the zip with one member's bytes changed by `change` (as someone tampering with it would)."""
    with zipfile.ZipFile(archive) as zf:
        members = [(i, zf.read(i.filename)) for i in zf.infolist()]
    with zipfile.ZipFile(archive, "w") as zf:
        for info, data in members:
            zf.writestr(info, change(data) if info.filename == name else data)


@pytest.mark.parametrize("member", ["original", "practice.db", "manifest"])
def test_a_tampered_encrypted_backup_is_refused_and_nothing_is_restored(archive, tmp_path, member):
    from tareekh.practice.backup_ops import restore_practice

    with zipfile.ZipFile(archive) as zf:
        names = zf.namelist()
    if member == "original":
        name = next(n for n in names if n.startswith("originals/"))
        rewrite_member(archive, name, lambda d: d[:-3] + bytes([d[-3] ^ 1]) + d[-2:])
    elif member == "practice.db":
        rewrite_member(archive, "practice.db", lambda d: d[:5000] + bytes([d[5000] ^ 1]) + d[5001:])
    else:
        def forge(data):
            manifest = json.loads(data)
            sealed = bytearray(base64.b64decode(manifest["sealed_members"]))
            sealed[-1] ^= 1
            manifest["sealed_members"] = base64.b64encode(bytes(sealed)).decode()
            return json.dumps(manifest).encode()
        rewrite_member(archive, "manifest.json", forge)
    target = tmp_path / "restored"
    with pytest.raises(Exception, match="damaged|changed"):
        restore_practice(archive, target, passphrase=PASSPHRASE)
    assert not target.exists() and not list(tmp_path.glob(".restored.restore-*"))


def test_a_plain_practice_backed_up_with_encrypt_restores_as_an_encrypted_home(tmp_path, no_tareekh_env, capsys,
                                                                               monkeypatch):
    from tareekh.cli import run

    home = tmp_path / "home"
    build_home(home)
    with Practice.open(home) as p:
        p.ingest(write_notes(tmp_path / "drop", 2, seed=9))
    monkeypatch.setenv("TAREEKH_PASSPHRASE", PASSPHRASE)
    assert run(["backup", "--home", str(home), str(tmp_path / "b.zip"), "--encrypt"]) == 0
    assert "encrypted" in capsys.readouterr().out
    assert hits(tmp_path / "b.zip") == []
    assert run(["restore", "--home", str(tmp_path / "back"), str(tmp_path / "b.zip")]) == 0
    with Practice.open(tmp_path / "back") as p:
        assert p.encrypted
    assert entries_of(tmp_path / "back") == entries_of(home)


@pytest.mark.slow
def test_encrypt_killed_at_random_points_resumes_and_ends_with_every_original_identical(plain_home, monkeypatch):
    """The crash harness: `tareekh encrypt` SIGKILLed at random times, the home checked after each kill (whole
    and plain, or refusing to open until the run is finished; never half-converted), then run to the end."""
    import random

    from tareekh.errors import InputError
    from tests.reliability.helpers import run, run_and_kill, tareekh_cmd

    before = originals_by_content(plain_home)
    entries = entries_of(plain_home)
    env = clean_env(TAREEKH_PASSPHRASE=PASSPHRASE, PYTHON_KEYRING_BACKEND="keyring.backends.null.Keyring")
    cmd = tareekh_cmd(plain_home, "encrypt", "--kdf-cost", str(COST))
    # how long a whole run takes here and now (on a copy), so that the kills fall inside a run
    import shutil
    import time

    trial = plain_home.parent / "trial"
    shutil.copytree(plain_home, trial)
    started = time.perf_counter()
    assert run(tareekh_cmd(trial, "encrypt", "--kdf-cost", str(COST)), env=env).returncode == 0
    whole = time.perf_counter() - started
    pristine = plain_home.parent / "pristine"
    shutil.copytree(plain_home, pristine)
    rng = random.Random(17)
    kills, seen, early = 0, [], 0
    for _ in range(8):
        if (plain_home / "vault.json").exists() and not (plain_home / ENCRYPT_JOURNAL).exists():
            break  # the last run was killed after it had finished (while exiting)
        killed, code = run_and_kill(cmd, rng.uniform(0.3, 0.95) * whole, env=env)
        if not killed:
            assert code == 0
            if kills == 0 and early < 3:
                # the run outpaced the trial's timing (a loaded machine times the trial slow): start again from
                # the plain home and kill sooner, so that at least one kill lands inside a run
                early += 1
                whole /= 2
                shutil.rmtree(plain_home)
                shutil.copytree(pristine, plain_home)
                continue
            break
        kills += 1
        seen.append(json.loads((plain_home / ENCRYPT_JOURNAL).read_text())["state"]
                    if (plain_home / ENCRYPT_JOURNAL).exists() else "encrypted" if (plain_home / "vault.json").exists()
                    else "plain")
        try:
            with Practice.open(plain_home, passphrase=PASSPHRASE) as p:
                assert len(p.entries()) == len(entries)
        except InputError as exc:
            assert "was interrupted: run `tareekh encrypt" in str(exc)
    else:
        if (plain_home / ENCRYPT_JOURNAL).exists() or not (plain_home / "vault.json").exists():
            finish = run(cmd, env=env)
            assert finish.returncode == 0, finish.stderr
    assert kills >= 1
    assert set(seen) <= {"plain", "building", "swapping", "encrypted"}  # (the swap's own cuts: the test above)
    assert not (plain_home / ENCRYPT_JOURNAL).exists() and not (plain_home / STAGING).exists()
    with Practice.open(plain_home, passphrase=PASSPHRASE) as p:
        assert p.encrypted
    monkeypatch.setenv("TAREEKH_PASSPHRASE", PASSPHRASE)
    assert originals_by_content(plain_home) == before
    assert entries_of(plain_home) == entries
    assert hits(plain_home) == []


def test_a_backup_encrypted_to_an_age_recipient_restores_only_with_its_identity(tmp_path, no_tareekh_env, capsys):
    import pyrage

    from tareekh.cli import run

    home = tmp_path / "home"
    build_home(home)
    with Practice.open(home) as p:
        p.ingest(write_notes(tmp_path / "drop", 2, seed=9))
    mine, other = pyrage.x25519.Identity.generate(), pyrage.x25519.Identity.generate()
    (tmp_path / "mine.key").write_text(f"# created: today\n{mine}\n")
    (tmp_path / "other.key").write_text(f"{other}\n")
    archive = tmp_path / "b.zip.age"
    assert run(["backup", "--home", str(home), str(archive), "--recipient", str(mine.to_public())]) == 0
    assert "age recipient" in capsys.readouterr().out
    assert archive.read_bytes().startswith(b"age-encryption.org/v1") and hits(archive) == []
    target = tmp_path / "back"
    assert run(["restore", "--home", str(target), str(archive)]) == 2
    assert "--identity KEYFILE" in capsys.readouterr().err
    assert run(["restore", "--home", str(target), str(archive), "--identity", str(tmp_path / "other.key")]) == 2
    assert "cannot be decrypted with this identity" in capsys.readouterr().err
    data = bytearray(archive.read_bytes())
    data[-40] ^= 1
    (tmp_path / "changed.age").write_bytes(bytes(data))
    assert run(["restore", "--home", str(target), str(tmp_path / "changed.age"),
                "--identity", str(tmp_path / "mine.key")]) == 2
    assert not target.exists()
    assert run(["restore", "--home", str(target), str(archive), "--identity", str(tmp_path / "mine.key")]) == 0
    assert entries_of(target) == entries_of(home)
    assert run(["backup", "--home", str(home), str(tmp_path / "x.zip"), "--recipient", "age1nonsense"]) == 2
    assert "not an age recipient" in capsys.readouterr().err and not (tmp_path / "x.zip").exists()
