"""A pseudo-locale for finding clipped layouts and untranslated strings.

:class:`PseudoTranslator` answers every lookup with the source text made about 40% longer, its
letters accented and the whole put in brackets: ``"&Game"`` becomes ``"[&Ĝàmé ~~]"``. Placeholders
(``{name}``, ``%n``, ``%1``), ``&`` accelerators, HTML tags and entities are kept intact, so the
interface still works; any plain English text left on screen was not translated.
"""

from __future__ import annotations

from PySide6.QtCore import QTranslator

from .pseudo_text import PSEUDO, pseudo_translate

__all__ = ["PSEUDO", "PseudoTranslator", "pseudo_translate"]


class PseudoTranslator(QTranslator):
    """A translator that pseudo-translates every string of every context."""

    def translate(
        self,
        context: str,
        source_text: str,
        disambiguation: str | None = None,
        n: int = -1,
    ) -> str:
        del context, disambiguation, n
        return pseudo_translate(source_text)

    def isEmpty(self) -> bool:  # Qt's name: a pseudo translator is never empty
        return False
