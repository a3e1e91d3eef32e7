"""Tabletop: a rules-aware two-player table for the Dragon Ball GT and Yu Yu Hakusho TCGs."""

__version__ = "0.1.0"
