"""The translation marker, for modules of the i18n and ui layers (it lives in the engine so
that game packages, which may not import i18n, mark their messages the same way)."""

from tabletop.engine.noop import QT_TRANSLATE_NOOP

__all__ = ["QT_TRANSLATE_NOOP"]
