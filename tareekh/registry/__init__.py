"""The case registry: cases, aliases, judges, counsel, clients; case-number normalisation; resolve()."""

from tareekh.registry.models import Candidate, Case, Client, Counsel, Judge, Resolution
from tareekh.registry.registry import Registry

__all__ = ["Candidate", "Case", "Client", "Counsel", "Judge", "Registry", "Resolution"]
