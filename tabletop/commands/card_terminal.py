"""What the ``tabletop cards`` actions share with the terminal: a line or a JSON document
printed with its control and invisible characters escaped (a card's name or a file's cell
never sends control characters to the terminal), and the card database loaded with its
problems printed as warnings."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, TextIO

from tabletop.engine.noop import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from tabletop.cards.database import CardDatabase

#: A translator: (context, source text) -> the text in the chosen language.
Translate = Callable[[str, str], str]


def say(line: str, file: TextIO, keep: str = "\t") -> None:
    """Print ``line`` with its control and invisible characters escaped (but those in
    ``keep``: the listings separate their columns with tabs)."""
    from tabletop.cards.safe_text import printable

    print(printable(line, keep=keep), file=file)


def say_json(data: object, file: TextIO) -> None:
    """Print ``data`` as indented JSON, every text in it escaped as :func:`say` does (the
    escapes are JSON's own, so the output still reads as the same JSON)."""
    say(json.dumps(data, ensure_ascii=False, indent=2), file, keep="\n")


def load_database(err: TextIO, translate: Translate) -> CardDatabase:
    """The card database (bundled and the user's sets), each of its problems printed to
    ``err`` as a warning in the language of ``translate``."""
    from tabletop.cards.database import CardDatabase
    from tabletop.i18n.reasons import describe

    database = CardDatabase.load()
    for problem in database.problems:
        line = translate("CardsCommand", QT_TRANSLATE_NOOP("CardsCommand", "warning: {reason}"))
        say(line.format(reason=describe(problem.code, problem.params, translate)), err)
    return database
