"""Tareekh: a practice memory for a litigator."""

__version__ = "0.2.0"
