"""The typed values `Practice` takes and returns, in one place for its callers (the GUI, the CLI).

A caller imports these from here, never from the rooms that define them, so the only room it depends on is
`practice` (tests/test_layering.py holds the GUI and the CLI to that). The vocabularies a caller checks its
input against (record kinds, event kinds, fact types, tag match modes) come with them.
"""

from tareekh.agent.models import Answer, Chat, ChatMemory, ChatMessage, ChatSummary, Citation
from tareekh.ingest.models import RECORD_KINDS, Box, RecordKind
from tareekh.ingest.pipeline import FileResult, IngestReport
from tareekh.events import EVENT_KINDS, KIND_LABELS, rupees
from tareekh.events.models import EventBase
from tareekh.ingest.progress import ProgressEvent, StderrProgress
from tareekh.ingest.review import CaseCandidate, Conflict, Entry, Upload
from tareekh.ingest.unsure import UnsureWord
from tareekh.memory import FACT_TYPES, TAGS_MATCH_MODES, BankStats
from tareekh.memory.contract import BankCapabilities
from tareekh.practice.agent_ops import (
    Timeline, TimelineHearing, TimelineRecord, TimelineSource, TodayBoard, TodayMatter,
)
from tareekh.practice.backup_ops import BackupReport
from tareekh.practice.demo import DemoReport
from tareekh.practice.doctor import Check, Report as DoctorReport
from tareekh.practice.ingest_ops import DemoUploads
from tareekh.practice.languages_ops import OcrLanguages
from tareekh.practice.settings_ops import LLMChanges, ResolveChanges, SettingsChanges
from tareekh.practice.shown_ops import NextDateStep
from tareekh.registry.models import BadRow, Candidate, Case, Client, Counsel, Judge, Party, Resolution
from tareekh.registry.transfer import ImportReport

__all__ = [
    "EVENT_KINDS", "FACT_TYPES", "KIND_LABELS", "rupees", "StderrProgress", "TAGS_MATCH_MODES",
    "Answer", "BackupReport", "BadRow", "BankCapabilities", "BankStats", "Box", "Candidate", "Case", "CaseCandidate", "Chat",
    "ChatMemory", "ChatMessage", "ChatSummary", "Check", "Citation", "Client", "Conflict", "Counsel",
    "DemoReport", "DemoUploads", "DoctorReport", "Entry", "EventBase", "FileResult", "ImportReport", "IngestReport", "Judge",
    "LLMChanges", "NextDateStep", "OcrLanguages",
    "Party", "ProgressEvent", "RECORD_KINDS", "RecordKind", "Resolution", "ResolveChanges", "SettingsChanges",
    "Timeline", "TimelineHearing", "TimelineRecord", "TimelineSource", "TodayBoard", "TodayMatter", "UnsureWord",
    "Upload",
]
