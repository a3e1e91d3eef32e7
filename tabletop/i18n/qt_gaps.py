"""Words of Qt's own dialogs that Qt's Japanese catalog (``qtbase_ja.qm``) lacks.

Qt 6's file dialog labels its folder and filter boxes "&Look in:" and "Files of &type:", which
the catalog PySide6 ships knows only without the accelerators: the dialog shows them in English.
Marked here, they are in our catalog under Qt's own context, and the translator of our catalog,
installed with Qt's, gives them (:class:`~tabletop.i18n.manager.LanguageManager`).
"""

from __future__ import annotations

from .noop import QT_TRANSLATE_NOOP

QT_GAPS: tuple[tuple[str, str], ...] = (
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "&Look in:")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:")),
)
"""(context, source) of each Qt string our catalog translates."""
