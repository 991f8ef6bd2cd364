"""WhatsApp exports: recognised by their lines, split per day with times and senders, zips with media."""

from __future__ import annotations

import json
import zipfile

import pytest

from tareekh.errors import InputError
from tareekh.ingest.archive import MAX_MEMBERS, open_chat_zip
from tareekh.ingest.chat import looks_like_chat, parse_chat, split_chat
from tareekh.ingest.models import Document, Page
from tareekh.ingest.read import MEDIA_TYPES, read_file
from tareekh.ingest.split import split_document
from tests.ingest.chat_exports import ANDROID, IOS, MONTH_FIRST, link_info, make_zip, photo_bytes


def _doc(text: str, media: str = "text") -> Document:
    return Document(source_name="x.txt", media=media, pages=[Page(number=1, text=text)], doc_type="typed_note")


# ---- parsing and splitting --------------------------------------------------------------------------


def test_an_android_export_is_split_into_one_record_per_day_with_times_and_senders():
    drafts = split_document(_doc(ANDROID), file_name="notes.txt")
    assert [d.kind for d in drafts] == ["chat_day"] * 3
    assert [d.record_date for d in drafts] == ["2025-03-12", "2025-03-13", "2025-03-14"]
    assert all(d.hearing_date is None for d in drafts)  # a chat day is not a hearing
    first = drafts[0]
    assert first.text.splitlines() == [
        "20:02 Ramulu Yenugula: Sir OS 1180/21 me aaj kya hua?",
        "20:15 Adv Rao: Issues framed. Next 16/4.",
        "Also OS 318/22 cross over, PW1 held up.",  # the second line of a multi-line message
        "20:16 Ramulu Yenugula: <Media omitted>",
    ]
    assert "end-to-end encrypted" not in first.text  # WhatsApp's notice is no one's message
    assert first.author == "Ramulu Yenugula, Adv Rao"
    assert first.next_date == "2025-04-16"  # "Next 16/4" read against the day it was written
    assert drafts[2].text.startswith("11:40 Adv Rao: IMG-20250314-WA0003.jpg (file attached)\nYenugula partition")


def test_the_case_hint_of_a_chat_day_leaves_out_who_sent_the_messages():
    first = split_chat(_doc(ANDROID))[0]
    assert "Ramulu Yenugula" not in first.case_hint  # a client named as a party never files a day by sending it
    assert "OS 1180/21" in first.case_hint and "OS 318/22" in first.case_hint


def test_an_ios_export_with_seconds_narrow_spaces_and_direction_marks_is_read_like_android():
    parsed = parse_chat(IOS)
    assert parsed.style == "ios" and parsed.day_first
    assert [(m.day.isoformat(), m.time, m.sender) for m in parsed.messages] == [
        ("2025-03-12", "20:02", "Ramulu Yenugula"),
        ("2025-03-12", "20:15", "Adv Rao"),
        ("2025-03-13", "09:05", "Ramulu Yenugula"),
        ("2025-03-14", "11:40", "Adv Rao"),
    ]
    last = parsed.messages[-1]
    assert last.attachment == "00000012-PHOTO-2025-03-14-11-40-00.jpg"
    assert "\u200e" not in last.text and last.text == "<attached: 00000012-PHOTO-2025-03-14-11-40-00.jpg>"


def test_month_first_dates_are_used_only_when_the_file_proves_them():
    parsed = parse_chat(MONTH_FIRST)
    assert not parsed.day_first
    assert [m.day.isoformat() for m in parsed.messages] == ["2025-03-12", "2025-03-13"]
    assert [m.time for m in parsed.messages] == ["20:02", "09:05"]  # a 24-hour clock kept as it is
    # 01/02 and 02/02 prove nothing by size; day first is the default...
    ambiguous = "01/02/25, 10:00 - A: one\n02/02/25, 10:00 - B: two\n"
    assert [m.day.isoformat() for m in parse_chat(ambiguous).messages] == ["2025-02-01", "2025-02-02"]
    # ...unless only month first lets the messages run forwards in time
    forwards = "01/12/25, 10:00 - A: one\n02/01/25, 10:00 - B: two\n03/01/25, 10:00 - A: three\n"
    assert [m.day.isoformat() for m in parse_chat(forwards).messages] == ["2025-01-12", "2025-02-01", "2025-03-01"]


def test_an_export_is_recognised_by_its_lines_not_by_its_file_name():
    assert looks_like_chat(ANDROID) and looks_like_chat(IOS)
    note = "12 Mar 2025 - court notes\n\nOS 1180/21 - issues framed. Next 16/4.\n"
    assert not looks_like_chat(note)
    as_named = split_document(_doc(note), file_name="WhatsApp Chat with Ramulu Yenugula.txt")
    assert all(d.kind == "hearing" for d in as_named)
    # one stamped line is a note that happens to start with a time, not a conversation
    assert not looks_like_chat("12/03/25, 8:02 pm - Ramulu: called about the suit\nTold him to come Monday.\n")


def test_an_export_of_one_message_is_a_chat_by_whatsapps_own_notice_line():
    android = ("12/03/25, 8:01 pm - Messages and calls are end-to-end encrypted. No one outside of this chat, not "
               "even WhatsApp, can read or listen to them. Tap to learn more.\n"
               "12/03/25, 8:02 pm - Ramulu Yenugula: Sir OS 1180/21 me aaj kya hua?\n")
    assert looks_like_chat(android)
    drafts = split_document(_doc(android), file_name="_chat.txt")
    assert [(d.kind, d.record_date) for d in drafts] == [("chat_day", "2025-03-12")]
    assert drafts[0].text == "20:02 Ramulu Yenugula: Sir OS 1180/21 me aaj kya hua?"
    # a notice alone is no conversation: nothing is filed as a chat day without a message
    assert not looks_like_chat(android.splitlines()[0] + "\n")


# ---- zips --------------------------------------------------------------------------------------------


def test_a_zip_export_is_read_by_its_chat_whatever_the_text_member_is_called(tmp_path):
    z = make_zip(tmp_path / "WhatsApp Chat with Ramulu.zip", {
        "WhatsApp Chat with Ramulu.txt": ANDROID,
        "IMG-20250314-WA0003.jpg": photo_bytes(),
        "readme.txt": "not the chat",
        "PTT-20250313-WA0001.opus": b"OggS voice note",
    })
    doc = read_file(z)
    assert doc.media == "zip" and doc.text.startswith("12/03/25, 8:01 pm")
    assert any("PTT-20250313-WA0001.opus" in w and "left in the zip" in w for w in doc.warnings)
    archive = open_chat_zip(z, z.name, readable=MEDIA_TYPES)
    assert archive.chat.base == "WhatsApp Chat with Ramulu.txt"
    assert sorted(m.base for m in archive.media) == ["IMG-20250314-WA0003.jpg", "readme.txt"]


@pytest.mark.parametrize("members, infos, problem", [
    ({"_chat.txt": IOS, "../../etc/evil.jpg": photo_bytes()}, None, "leaves the folder"),
    ({"_chat.txt": IOS, "/abs/evil.jpg": photo_bytes()}, None, "absolute path"),
    ({"_chat.txt": IOS, "inner.zip": b"PK\x03\x04whatever"}, None, "archive inside the archive"),
    ({"_chat.txt": IOS, "link.jpg": b"/etc/passwd"}, {"link.jpg": link_info("link.jpg")}, "is a link"),
    ({"_chat.txt": IOS, "bomb.jpg": b"\0" * 30_000_000}, None, "zip bomb"),
])
def test_hostile_members_are_refused_with_a_warning_and_the_chat_is_still_read(tmp_path, members, infos, problem):
    z = make_zip(tmp_path / "export.zip", members, infos=infos)
    archive = open_chat_zip(z, "export.zip", readable=MEDIA_TYPES)
    assert archive.media == []
    assert any(problem in w for w in archive.warnings), archive.warnings
    assert read_file(z).text.startswith("[12/03/25")


def test_a_zip_under_a_photos_name_is_refused_when_read(tmp_path):
    from tareekh.ingest.archive import read_member

    inner = make_zip(tmp_path / "inner.zip", {"a.txt": "x"}).read_bytes()
    z = make_zip(tmp_path / "export.zip", {"_chat.txt": IOS, "IMG-1.jpg": inner})
    (member,) = open_chat_zip(z, "export.zip", readable=MEDIA_TYPES).media
    with pytest.raises(InputError, match="itself a zip archive"):
        read_member(z, "export.zip", member)


def test_zips_that_are_not_exports_or_too_big_are_refused_with_a_clear_message(tmp_path):
    with pytest.raises(InputError, match="no WhatsApp chat inside"):
        open_chat_zip(make_zip(tmp_path / "a.zip", {"notes.txt": "just a note"}), "a.zip", readable=MEDIA_TYPES)
    many = {f"IMG-{i}.jpg": b"x" for i in range(MAX_MEMBERS + 1)}
    with pytest.raises(InputError, match="holds 2002 files; the limit is 2000"):
        open_chat_zip(make_zip(tmp_path / "b.zip", {"_chat.txt": IOS, **many}), "b.zip", readable=MEDIA_TYPES)
    bad = tmp_path / "c.zip"
    bad.write_bytes(b"PK\x03\x04 not really a zip")
    with pytest.raises(InputError, match="not a readable .zip"):
        read_file(bad)


def test_a_member_that_claims_to_be_small_but_inflates_further_is_refused(tmp_path):
    z = make_zip(tmp_path / "lie.zip", {"_chat.txt": IOS, "IMG-1.jpg": b"A" * 5_000_000})
    raw = bytearray(z.read_bytes())
    # shrink the uncompressed size the central directory claims for the photo: the data then inflates past it
    with zipfile.ZipFile(z) as zf:
        info = zf.getinfo("IMG-1.jpg")
    central = raw.rfind(b"PK\x01\x02", 0, raw.find(b"PK\x05\x06"))
    while raw[central + 46 : central + 46 + len(b"IMG-1.jpg")] != b"IMG-1.jpg":
        central = raw.rfind(b"PK\x01\x02", 0, central)
    raw[central + 24 : central + 28] = (1000).to_bytes(4, "little")
    z.write_bytes(bytes(raw))
    from tareekh.ingest.archive import read_member

    (member,) = open_chat_zip(z, "lie.zip", readable=MEDIA_TYPES).media
    assert member.size == 1000 and info.file_size == 5_000_000
    with pytest.raises(InputError, match="lie.zip: 'IMG-1.jpg' inside"):
        read_member(z, "lie.zip", member)


# ---- through the practice ------------------------------------------------------------------------------


def test_a_chat_export_through_the_practice_keeps_each_day_with_its_date_and_senders(filing, drop):
    report = filing.ingest([drop("WhatsApp Chat with Ramulu Yenugula.txt", ANDROID)])
    assert [f.state for f in report.files] == ["done"]
    days = report.entries
    assert len(days) == 3
    assert days[0].author == "Ramulu Yenugula, Adv Rao"
    assert days[0].text.startswith("20:02 Ramulu Yenugula: Sir OS 1180/21")
    rows = filing.conn.execute("SELECT date_source, hearing_date FROM entries ORDER BY seq").fetchall()
    assert rows == [("chat", None)] * 3


def test_a_day_naming_two_cases_has_both_as_candidates_and_a_day_about_no_case_has_none(filing, drop):
    filing.ingest([drop("chat.txt", ANDROID)])
    rows = filing.conn.execute("SELECT seq, candidates FROM entries ORDER BY seq").fetchall()
    named = {seq: {c["case_id"] for c in json.loads(cands)} for seq, cands in rows}
    assert {"C1", "C2"} <= named[0]  # OS 1180/21 and OS 318/22 on 12 March
    assert named[1] == set()  # 13 March: thanks and an office visit, about no case


def test_the_senders_name_alone_does_not_file_a_day(filing, drop):
    # "Marripudi" is a party of C2; a day where he only sends greetings is not about C2
    chat = ("01/04/25, 10:00 - Venu Madhav Marripudi: Good morning sir\n"
            "01/04/25, 10:05 - Adv Rao: Good morning\n")
    filing.ingest([drop("chat.txt", chat)])
    (cands,) = filing.conn.execute("SELECT candidates FROM entries").fetchone()
    assert json.loads(cands) == []


def test_media_in_a_zip_export_become_uploads_linked_to_the_message_that_sent_them(filing, drop, tmp_path):
    z = make_zip(tmp_path / "WhatsApp Chat with Ramulu Yenugula.zip", {
        "WhatsApp Chat with Ramulu Yenugula.txt": ANDROID,
        "IMG-20250314-WA0003.jpg": photo_bytes("DECREE"),
        "IMG-20250301-WA0001.jpg": photo_bytes("OTHER"),  # in the zip, sent in no message kept here
    })
    report = filing.ingest([z])
    by_name = {f.file: f for f in report.files}
    chat = by_name["WhatsApp Chat with Ramulu Yenugula.zip"]
    assert chat.state == "done" and len(chat.entry_ids) == 3
    sent = by_name["IMG-20250314-WA0003.jpg"]
    assert sent.parent_upload_id == chat.upload_id and sent.state in ("done", "error")
    upload = filing.upload(sent.upload_id)
    assert upload.parent_upload_id == chat.upload_id
    assert upload.parent_seq == 2  # the third day, 14 March
    assert upload.parent_message == "11:40 Adv Rao: IMG-20250314-WA0003.jpg (file attached)\nYenugula partition: certified copy of the decree received"
    assert (filing.home / upload.original_path).read_bytes() == photo_bytes("DECREE")
    other = filing.upload(by_name["IMG-20250301-WA0001.jpg"].upload_id)
    assert other.parent_upload_id == chat.upload_id and other.parent_message is None
    assert {u.state for u in filing.uploads()} <= {"done", "error"}  # nothing left half-way


def test_a_hostile_member_is_a_warning_on_the_export_and_loses_nothing_else(filing, tmp_path):
    z = make_zip(tmp_path / "export.zip", {"_chat.txt": IOS, "../x.jpg": photo_bytes(), "inner.zip": b"PK\x03\x04"})
    report = filing.ingest([z])
    (only,) = report.files
    assert only.state == "done" and len(only.entry_ids) == 3
    assert any("leaves the folder" in w for w in only.warnings)
    assert any("archive inside the archive" in w for w in only.warnings)
    assert len(filing.uploads()) == 1
