"""Views: what one seat may see of a game. The table draws views, never the state itself."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from .state import GameState, Scalar
from .zones import Visibility


@dataclass(frozen=True)
class CardView:
    """A card as one seat sees it. A hidden card has neither ``uid`` nor ``card_id``, so a
    viewer cannot follow it through a shuffle."""

    uid: int | None
    card_id: str | None
    owner: int
    face_up: bool
    rotation: int = 0
    counters: Mapping[str, int] = field(default_factory=dict)

    @property
    def hidden(self) -> bool:
        """True when this seat sees only the card's back."""
        return self.card_id is None


@dataclass(frozen=True)
class ZoneView:
    """A zone as one seat sees it, bottom (or left) card first."""

    zone_id: str
    owner: int | None
    visibility: Visibility
    cards: tuple[CardView, ...]

    def __len__(self) -> int:
        return len(self.cards)


@dataclass(frozen=True)
class StateView:
    """Everything one seat may see: zones, both players' counters and the game values."""

    seat: int
    zones: Mapping[str, ZoneView]
    counters: tuple[Mapping[str, int], Mapping[str, int]]
    values: Mapping[str, Scalar]


def view_for(
    state: GameState,
    seat: int,
    *,
    open_hands: bool = False,
    shown: Callable[[int], Mapping[str, int]] | None = None,
) -> StateView:
    """What ``seat`` may see: hidden cards become backs without uid or card id.

    With ``open_hands`` both hands are shown (the "open hands" table option); decks stay hidden.

    >>> from tabletop.engine.state import GameState
    >>> state = GameState()
    >>> _ = state.add_zone("p1.hand", 1, Visibility.OWNER)
    >>> _ = state.add_card("X-1", 1, "p1.hand")
    >>> view_for(state, 0).zones["p1.hand"].cards[0].hidden
    True
    >>> view_for(state, 1).zones["p1.hand"].cards[0].card_id
    'X-1'
    """
    zones: dict[str, ZoneView] = {}
    for zone_id, zone in state.zones.items():
        cards = []
        for uid in zone.cards:
            card = state.cards[uid]
            visible = state.can_see(seat, uid) or (
                open_hands and zone.visibility is Visibility.OWNER
            )
            if visible:
                cards.append(
                    CardView(
                        uid,
                        card.card_id,
                        card.owner,
                        card.face_up,
                        card.rotation,
                        MappingProxyType(
                            {**card.counters, **shown(uid)} if shown else dict(card.counters)
                        ),
                    )
                )
            else:
                cards.append(CardView(None, None, card.owner, card.face_up, card.rotation))
        zones[zone_id] = ZoneView(zone_id, zone.owner, zone.visibility, tuple(cards))
    return StateView(
        seat,
        MappingProxyType(zones),
        (MappingProxyType(dict(state.counters[0])), MappingProxyType(dict(state.counters[1]))),
        MappingProxyType(dict(state.values)),
    )
