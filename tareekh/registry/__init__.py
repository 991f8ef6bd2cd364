"""The case registry: cases, aliases, judges, counsel, clients; case-number normalisation; resolve()."""

from tareekh.registry.models import Candidate, Case, Client, Counsel, Judge, NextDateChange, Party, Resolution
from tareekh.registry.numbers import find_numbers, normalise_number
from tareekh.registry.registry import Registry

__all__ = [
    "Candidate", "Case", "Client", "Counsel", "Judge", "NextDateChange", "Party", "Registry", "Resolution",
    "find_numbers", "normalise_number",
]
