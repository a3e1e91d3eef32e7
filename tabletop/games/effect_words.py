"""The words of card effects, from their data, in the player's language (Qt-free).

Every effect model has ``words() -> (code, params)``: a template code namespaced by game that
names the variant (``dbgt.raise_stages.personality``), so that each whole sentence is one
translatable template, registered under the context ``Effect`` by the game's messages module
(the reasons of ``by_hand`` effects, common to the games, by :mod:`.effect_messages`).
:func:`effect_sentence` looks the template up, translates it with the ``translate(context,
source)`` it is given (the window's, or a command line's) and fills it in, integers with
thousands separators, and the names it holds (:data:`~.effect_messages.NAME_PARAMS`) translated
under their own context. An effect without words reads as a neutral "Effect (apply by hand)."
in the app; with ``strict`` (the tests) it raises :class:`MissingEffectWords`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Protocol

from tabletop.games.effect_messages import CONTEXT, NAME_CONTEXT, NAME_PARAMS, UNKNOWN
from tabletop.games.messages import lookup

Translate = Callable[[str, str], str]
"""``translate(context, source) -> text``."""

_log = logging.getLogger(__name__)


class Worded(Protocol):
    """An effect: its kind ``do`` and its words."""

    @property
    def do(self) -> str: ...

    def words(self) -> tuple[str, dict[str, int | str]]: ...


class MissingEffectWords(LookupError):
    """An effect's words name a template no game registered (a mistake of a game package)."""


def _filled(template: str, params: Mapping[str, int | str]) -> str:
    values = {
        key: f"{value:,}" if isinstance(value, int) and not isinstance(value, bool) else value
        for key, value in params.items()
    }
    return template.format(**values)


def effect_template(effect: Worded) -> tuple[str, dict[str, int | str]]:
    """The English template of ``effect``'s words and its parameters; raises
    :class:`MissingEffectWords` when the template is not registered or cannot be filled in."""
    words = getattr(effect, "words", None)
    if words is None:
        raise MissingEffectWords(f"effect {getattr(effect, 'do', effect)!r} has no words()")
    code, params = words()
    template = lookup(CONTEXT, code)
    if template is None:
        raise MissingEffectWords(f"no Effect template {code!r}")
    try:
        _filled(template, params)
    except (KeyError, IndexError, ValueError) as error:
        raise MissingEffectWords(f"Effect template {code!r} takes other parameters") from error
    return template, params


def effect_sentence(effect: Worded, translate: Translate, *, strict: bool = False) -> str:
    """``effect`` as one sentence in the language of ``translate``. An effect without words
    (or whose translation cannot be filled in) never breaks the app: the neutral text, or the
    English template; ``strict`` raises :class:`MissingEffectWords` instead."""
    try:
        template, params = effect_template(effect)
    except MissingEffectWords:
        if strict:
            raise
        _log.warning("card effect without words: %r", effect)
        fallback = lookup(CONTEXT, UNKNOWN) or "Effect (apply by hand)."
        return translate(CONTEXT, fallback)
    named = {
        key: translate(NAME_CONTEXT, value)
        for key, value in params.items()
        if isinstance(value, str) and key.rstrip("0123456789") in NAME_PARAMS
    }
    try:
        return _filled(translate(CONTEXT, template), {**params, **named})
    except (KeyError, IndexError, ValueError):
        if strict:
            raise
        return _filled(template, params)


def card_effects(card: object) -> tuple[Worded, ...]:
    """The effects of ``card`` as data (none for a card without an ``effects`` field)."""
    return tuple(getattr(card, "effects", ()) or ())


def card_effect_lines(card: object, translate: Translate, *, strict: bool = False) -> list[str]:
    """One sentence per effect of ``card``, in order, in the language of ``translate``."""
    return [effect_sentence(e, translate, strict=strict) for e in card_effects(card)]


def by_hand(effect: object) -> bool:
    """Whether the players apply ``effect`` themselves (a ``by_hand`` effect)."""
    return getattr(effect, "do", None) == "by_hand"


def all_automated(card: object) -> bool:
    """Whether the rules apply every effect of ``card`` (True for a card without effects).
    A Dragon Ball GT card's effects also by the game's own list of the kinds its rules apply
    (:func:`tabletop.cards.effect_models.automated`)."""
    effects = card_effects(card)
    if any(by_hand(e) for e in effects):
        return False
    if getattr(card, "game", None) == "dbgt":
        from tabletop.cards.effect_models import automated

        return automated(effects)
    return True
