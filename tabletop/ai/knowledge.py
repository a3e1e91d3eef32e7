"""What a seat may know of a game: :class:`Knowledge`, a copy of the game in which every card
hidden from the seat has been re-dealt and renumbered, :func:`redeal`, which deals those cards
again, :func:`renumber`, which shuffles their uids, and :func:`renamed`, an action naming the
renumbered cards."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.controller import Controller, Mode
from tabletop.engine.ruleset import Ruleset
from tabletop.engine.setup import GameSetup
from tabletop.engine.state import CardInstance, GameState
from tabletop.games.base import descriptor
from tabletop.games.computer import ComputerPlay

from .memory import NOTHING, Memory, remember
from .play import choices


def hidden_places(state: GameState, seat: int) -> dict[int, list[int]]:
    """The cards ``seat`` may not see, by owner, in a fixed order (zone by zone as the game
    made them, bottom card first): the places a re-deal fills."""
    out: dict[int, list[int]] = {}
    for zone in state.zones.values():
        for uid in zone.cards:
            if not state.can_see(seat, uid):
                out.setdefault(state.cards[uid].owner, []).append(uid)
    return out


def redeal(
    state: GameState,
    seat: int,
    rng: random.Random,
    play: ComputerPlay | None = None,
    memory: Memory = NOTHING,
) -> None:
    """Deal the cards hidden from ``seat`` again, at random, among the hidden places of the
    same owner (whose deck list, and so the hidden cards as a whole, both players know).

    The result depends only on what ``seat`` sees and remembers (``memory``: a card it knows
    stays where it lies; one it knows only to be in a zone is dealt to a place of that zone),
    the hidden places and ``rng``: which other card lay where before is forgotten. With
    ``play``, a face-down place that must hold a certain kind of card
    (:attr:`ComputerPlay.place_kind`) gets one of that kind when there is one."""
    Dealer(state, seat, play, memory).deal(state, rng)


def renumber(state: GameState, seat: int, memory: Memory = NOTHING) -> dict[int, int]:
    """Give the cards hidden from ``seat`` (but those it remembers where they lie) new uids:
    each owner's, in the order of their places (:func:`hidden_places`), get that owner's hidden
    uids in increasing order. A uid follows the order of the deck list, so after this it tells
    nothing of which card lies where: the numbering depends only on the places. Only cards the
    seat cannot see are renumbered: every uid it may know (the game's values) stays. Returns
    the new uid of each old one renumbered (for :func:`renamed`: an action of the real game
    that names a hidden card, such as a pick among the opponent's hand, names it by its real
    uid, which would tell which card it is)."""
    names: dict[int, int] = {}
    for uids in hidden_places(state, seat).values():
        places = [uid for uid in uids if uid not in memory.placed]
        renamed = dict(zip(places, sorted(places), strict=True))
        names.update(renamed)
        moved = {uid: state.cards[uid] for uid in places}
        for uid, card in moved.items():
            card.uid = renamed[uid]
            state.cards[card.uid] = card
        for zone in {card.zone for card in moved.values()}:
            cards = state.zones[zone].cards
            cards[:] = [renamed.get(uid, uid) for uid in cards]
    state.forget_derived()
    return names


CARD_FIELDS = frozenset(
    {"card", "cards", "discard", "discards", "minimum", "paid_by", "payer", "picks", "target"}
)
"""The fields of the actions (of every game) that name cards by uid, alone or in a tuple; a
test holds every other number field of every registered action to :data:`NUMBER_FIELDS`, so a
new field is one or the other."""
NUMBER_FIELDS = frozenset(
    {"amount", "count", "delta", "first", "index", "life", "player", "points", "rules", "seat",
     "slot", "stage", "stages", "stronger_power", "turns", "value", "weaker_power"}
)  # fmt: skip
"""The number fields of the actions that name no card."""


def named_cards(action: Action) -> list[int]:
    """The cards ``action`` names (:data:`CARD_FIELDS`), in the order of its fields."""
    out: list[int] = []
    for field in dataclasses.fields(action):
        if field.name in CARD_FIELDS:
            value = getattr(action, field.name)
            out.extend(value if isinstance(value, tuple) else () if value is None else (value,))
    return out


def _shape(action: Action, hidden: set[int]) -> tuple[object, ...]:
    """``action`` but the cards of ``hidden`` it names: the actions that differ only in
    those have the same shape."""
    fields: list[object] = [type(action)]
    for field in dataclasses.fields(action):
        value = getattr(action, field.name)
        if field.name in CARD_FIELDS and isinstance(value, tuple):
            value = tuple(uid for uid in value if uid not in hidden)
        elif field.name in CARD_FIELDS and value in hidden:
            value = None
        fields.append(value)
    return tuple(fields)


def renamed(action: Action, names: Mapping[int, int]) -> Action:
    """``action`` with each card it names (:data:`CARD_FIELDS`) named by ``names`` (old uid →
    new, from :func:`renumber`); a card not in ``names`` keeps its uid."""
    changes: dict[str, Any] = {}
    for field in dataclasses.fields(action):
        if field.name not in CARD_FIELDS:
            continue
        value = getattr(action, field.name)
        if isinstance(value, int):
            new: object = names.get(value, value)
        elif isinstance(value, tuple):
            new = tuple(names.get(uid, uid) for uid in value)
        else:
            continue
        if new != value:
            changes[field.name] = new
    return replace(action, **changes) if changes else action


class Dealer:
    """:func:`redeal` worked out once for a position and dealt again and again (the search
    deals the same root position at every iteration): the hidden places by owner (but those
    the seat remembers), the cards they hold as a whole, the places of each card the seat
    knows to be in a zone, and the kind each place needs. ``deal`` gives what :func:`redeal`
    gives with the same generator."""

    def __init__(
        self,
        state: GameState,
        seat: int,
        play: ComputerPlay | None = None,
        memory: Memory = NOTHING,
    ) -> None:
        place_kind: Callable[[str], str | None] = play.place_kind if play else (lambda _z: None)
        card_kind: Callable[[str], str] = play.card_kind if play else (lambda _c: "")
        self._owners: list[_Owner] = []
        places = hidden_places(state, seat)
        for owner in sorted(places):
            uids = [uid for uid in places[owner] if uid not in memory.placed]
            pool = sorted(state.cards[uid].card_id for uid in uids)
            kinds = {card_id: card_kind(card_id) for card_id in set(pool)}
            known = [
                (card_id, there)
                for zone_id, card_id in memory.in_zone
                if (there := tuple(u for u in uids if state.cards[u].zone == zone_id))
            ]
            kinds_of = {uid: place_kind(state.cards[uid].zone) for uid in uids}
            needs = [(uid, kind) for uid, kind in kinds_of.items() if kind is not None]
            needy = {uid for uid, _kind in needs}
            rest = [uid for uid in uids if uid not in needy]
            self._owners.append(_Owner(pool, kinds, known, needs, rest, uids))

    def deal(self, state: GameState, rng: random.Random) -> None:
        """Deal the hidden cards of ``state`` (the position this dealer was made for, or a
        copy of it) again from ``rng``."""
        cards = state.cards
        for owner in self._owners:
            pool = list(owner.pool)
            rng.shuffle(pool)
            kinds = owner.kinds
            if owner.known:
                self._deal_remembered(owner, pool, cards, rng)
                continue
            for uid, kind in owner.needs:  # the places that need a kind first
                index = next((i for i, c in enumerate(pool) if kinds[c] == kind), 0)
                cards[uid].card_id = pool.pop(index)
            for uid, card_id in zip(owner.rest, pool, strict=True):
                cards[uid].card_id = card_id
        state.forget_derived()

    @staticmethod
    def _deal_remembered(
        owner: _Owner, pool: list[str], cards: dict[int, CardInstance], rng: random.Random
    ) -> None:
        """:meth:`deal` for an owner some of whose hidden cards the seat knows to be in a zone:
        those first, each to a place of its zone, then as :meth:`deal`."""
        dealt: set[int] = set()
        for card_id, there in owner.known:
            free = [uid for uid in there if uid not in dealt]
            if free and card_id in pool:
                uid = free[rng.randrange(len(free))]
                pool.remove(card_id)
                cards[uid].card_id = card_id
                dealt.add(uid)
        for uid, kind in owner.needs:
            if uid not in dealt:
                index = next((i for i, c in enumerate(pool) if owner.kinds[c] == kind), 0)
                cards[uid].card_id = pool.pop(index)
                dealt.add(uid)
        for uid, card_id in zip((u for u in owner.places if u not in dealt), pool, strict=True):
            cards[uid].card_id = card_id


@dataclass(frozen=True)
class _Owner:
    """One owner's hidden cards for :class:`Dealer`: the sorted card ids, each id's kind, the
    cards known to lie among some places (with those places), the places that need a kind (in
    order), the others, and every place."""

    pool: list[str]
    kinds: dict[str, str]
    known: list[tuple[str, tuple[int, ...]]]
    needs: list[tuple[int, str]]
    rest: list[int]
    places: list[int]


def computer_play(game_id: str) -> ComputerPlay | None:
    """What the game tells the computer (its descriptor's ``computer`` hook), or None."""
    found = descriptor(game_id)
    hook = found.computer if found is not None else None
    return hook() if hook is not None else None


@dataclass(frozen=True)
class Knowledge:
    """A self-contained copy of what ``seat`` may know of a game: the ruleset, the public
    setup (deck lists, names, profile; no seed), the state with every card hidden from the
    seat re-dealt at random among its owner's hidden places and renumbered (but those it
    remembers, ``memory``), and the seat's legal actions in that state. It holds nothing of the
    controller, so it can be pickled and handed to another thread or process, and nothing from
    which a hidden card's identity or place could be read: everything in it follows from what
    the seat sees and remembers, and the re-deal's generator.

    The legal actions are those of the re-dealt state, not of the real one: an action that
    names a hidden card (a pick among the opponent's hand or deck, a card of the seat's own
    Life Deck) is offered for the cards that fit it there, so which places hold a card that
    fits is not told; :meth:`in_game` gives the real game's action the answer stands for."""

    ruleset: Ruleset
    setup: GameSetup
    mode: Mode
    seat: int
    state: GameState
    legal_actions: tuple[Action, ...]
    memory: Memory = NOTHING

    @classmethod
    def of(cls, controller: Controller, seat: int, rng: random.Random | None = None) -> Knowledge:
        """What ``seat`` may know of ``controller``'s game now (the re-deal uses ``rng``, by
        default a fresh generator, never the game's seed)."""
        ruleset = controller.ruleset
        state = controller.state.copy()
        ops = (op for step in controller.history.done for op in step.ops)
        memory = remember(state, ops, seat)
        play = computer_play(controller.setup.game_id)
        redeal(state, seat, rng if rng is not None else random.Random(), play, memory)
        renumber(state, seat, memory)
        legal = choices(ruleset, state, seat)
        return cls(
            ruleset, replace(controller.setup, seed=0), controller.mode, seat, state,
            tuple(legal), memory,
        )  # fmt: skip

    def in_game(self, action: Action, controller: Controller) -> Action:
        """The action of ``controller``'s game (the one this knowledge was made of, unchanged
        since) that ``action``, one of :attr:`legal_actions` (as :func:`~tabletop.ai.decide`
        answers), stands for: the hidden cards it names, named by their place, get their real
        uids; when the real game does not offer those (the cards there do not fit), the real
        action that differs only in the hidden cards it names, those of the ids the seat
        thought of first (the pick is made as a player makes it, looking at the cards then).
        Raises ValueError when the real game has no such action."""
        state, seat = controller.state, self.seat
        real = choices(controller.ruleset, state, seat)
        here = {uid for uids in hidden_places(self.state, seat).values() for uid in uids}
        if action in real and not here.intersection(named_cards(action)):
            return action  # it names no hidden card: the same action
        copy = state.copy()
        ops = (op for step in controller.history.done for op in step.ops)
        names = renumber(copy, seat, remember(copy, ops, seat))
        wanted = renamed(action, {new: old for old, new in names.items()})
        if wanted in real:
            return wanted
        hidden = set(names)
        like = [a for a in real if _shape(a, hidden) == _shape(wanted, hidden)]
        if not like:
            raise ValueError(f"the game offers no action like {action}")
        thought = [
            self.state.cards[uid].card_id for uid in named_cards(action) if uid in names.values()
        ]
        same = [
            a
            for a in like
            if [state.cards[u].card_id for u in named_cards(a) if u in hidden] == thought
        ]
        return (same or like)[0]

    @property
    def game_id(self) -> str:
        """The game played."""
        return self.setup.game_id
