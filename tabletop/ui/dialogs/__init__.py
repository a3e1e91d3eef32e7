"""Dialogs: deck editor, card editor (and the new-game and settings dialogs)."""
