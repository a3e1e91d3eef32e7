"""How the session words the game for the seat at the computer: zones, cards (a card it does
not see is "a card"), actions, verdicts and the rulesets' messages, in the current language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.cards import Card
from tabletop.engine import Action, Controller, StateView, Verdict
from tabletop.engine.layout import TableLayout
from tabletop.i18n.names import (
    action_name,
    seat_name,
    step_name,
    visible_card_name,
    zone_display_name,
)
from tabletop.i18n.reasons import verdict_text
from tabletop.ui.card_labels import display_name

CARD_PARAMS = ("card", "target", "attacker", "defender", "fighter", "opponent")
"""Verdict and action fields that hold a card's number on the table."""
STEP_PARAMS = ("step", "needed")
"""Verdict fields that hold a step code."""


class SessionWords:
    """The wording part of :class:`~tabletop.ui.session.GameSession`."""

    _controller: Controller
    _labels: dict[str, str] | None
    _uids: tuple[StateView, dict[int, str | None]] | None

    @property
    def players(self) -> tuple[str, str]:
        """The players' names."""
        raise NotImplementedError

    def view(self) -> StateView:
        """What the seat at the computer sees."""
        raise NotImplementedError

    def layout(self) -> TableLayout | None:
        """The table's layout."""
        raise NotImplementedError

    def steps(self) -> tuple[str, ...]:
        """The steps of a turn."""
        raise NotImplementedError

    def card(self, card_id: str | None) -> Card | None:
        """The database card of an id."""
        raise NotImplementedError

    def card_name(self, card_id: str | None) -> str:
        """A card's name in the interface language, as its face shows it."""
        card = self.card(card_id)
        return display_name(card) if card is not None else (card_id or "")

    def zone_labels(self) -> dict[str, str]:
        """Zone id → label code, from the table layout."""
        if self._labels is None:
            layout = self.layout()
            self._labels = {z.zone: z.label for z in layout.place()} if layout else {}
        return self._labels

    def zone_name(self, zone_id: str) -> str:
        """ "Player 2's Discard pile": a zone as people name it, in the current language."""
        return zone_display_name(zone_id, self.zone_labels(), self.players)

    def card_label(self, uid: int) -> str:
        """A card's name if the seat at the computer sees it, else "a card"."""
        view = self.view()
        if self._uids is None or self._uids[0] is not view:
            index = {c.uid: c.card_id for z in view.zones.values() for c in z.cards if c.uid}
            self._uids = (view, index)
        card_id = self._uids[1].get(uid)
        if card_id is None:
            return visible_card_name(None, uid, self.card_name)
        return self.card_name(card_id)

    def action_text(self, action: Action) -> str:
        """A sentence naming an action (for menus, the history and the log)."""
        return action_name(
            action, card_name=self.card_label, zone_name=self.zone_name, players=self.players
        )

    def verdict_message(self, verdict: Verdict) -> str:
        """A verdict's reason in words, its cards and zones named as the table names them (a
        card the seat at the computer does not see is "a card"), not by their numbers."""
        return self.message_text(verdict.code, verdict.params)

    def message_text(self, code: str | None, given: Mapping[str, Any]) -> str:
        """A message (a verdict's reason, a ruleset's announcement) in words: its cards and
        zones named as the table names them, a ``player`` seat by the player's name."""
        zones = self._controller.state.zones
        params = dict(given)
        for key, value in given.items():
            if key in CARD_PARAMS and isinstance(value, int) and not isinstance(value, bool):
                params[key] = self.card_label(value)
            elif key.endswith("zone") and isinstance(value, str) and value in zones:
                params[key] = self.zone_name(value)
            elif key in STEP_PARAMS and isinstance(value, str) and value in self.steps():
                params[key] = step_name(value)
            elif key == "player" and isinstance(value, int) and not isinstance(value, bool):
                params[key] = self.player_name(value)
        return verdict_text(code, params)

    def player_name(self, seat: int) -> str:
        return seat_name(self.players, seat)
