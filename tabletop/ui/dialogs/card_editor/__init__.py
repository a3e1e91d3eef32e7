"""The card editor (*Tools → Card Editor*) and the import and export of card sets
(*Tools → Import card set…*, *Export card set…*).

- :mod:`.editor`: the dialog (the set's cards beside the form, saving, the card's image);
- :mod:`.form`: the card form, validated while typing; :mod:`.ladder`: the power stages;
- :mod:`.card_list`: the cards already entered; :mod:`.transfer`: import and export.
"""

from __future__ import annotations

from tabletop.storage.card_csv import parse_ladder

from .editor import CardEditor, open_card_editor
from .form import CardForm

__all__ = ["CardEditor", "CardForm", "open_card_editor", "parse_ladder"]
