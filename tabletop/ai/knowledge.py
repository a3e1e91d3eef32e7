"""What a seat may know of a game: :class:`Knowledge`, a copy of the game in which every card
hidden from the seat has been re-dealt, and :func:`redeal`, which deals those cards again."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace

from tabletop.engine.actions import Action
from tabletop.engine.controller import Controller, Mode
from tabletop.engine.ruleset import Ruleset
from tabletop.engine.setup import GameSetup
from tabletop.engine.state import GameState
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
    place_kind: Callable[[str], str | None] = play.place_kind if play else (lambda _z: None)
    card_kind: Callable[[str], str] = play.card_kind if play else (lambda _c: "")
    cards = state.cards
    for owner in sorted(places := hidden_places(state, seat)):
        uids = [uid for uid in places[owner] if uid not in memory.placed]
        pool = sorted(cards[uid].card_id for uid in uids)
        rng.shuffle(pool)
        dealt: dict[int, str] = {}
        for zone_id, card_id in memory.in_zone:
            free = [u for u in uids if cards[u].zone == zone_id and u not in dealt]
            if free and card_id in pool:
                dealt[free[rng.randrange(len(free))]] = pool.pop(pool.index(card_id))
        for uid in uids:  # the places that need a kind first, each from the shuffled pool
            kind = place_kind(cards[uid].zone)
            if kind is None or uid in dealt:
                continue
            index = next((i for i, c in enumerate(pool) if card_kind(c) == kind), 0)
            dealt[uid] = pool.pop(index)
        rest = iter(pool)
        for uid in uids:
            if uid not in dealt:
                dealt[uid] = next(rest)
        for uid, card_id in dealt.items():
            cards[uid].card_id = card_id
    state.forget_derived()


def computer_play(game_id: str) -> ComputerPlay | None:
    """What the game tells the computer (its descriptor's ``computer`` hook), or None."""
    found = descriptor(game_id)
    hook = found.computer if found is not None else None
    return hook() if hook is not None else None


@dataclass(frozen=True)
class Knowledge:
    """A self-contained copy of what ``seat`` may know of a game: the ruleset, the public
    setup (deck lists, names, profile; no seed), the state with every card hidden from the
    seat re-dealt at random among its owner's hidden places (but those it remembers, ``memory``),
    and the seat's legal actions in the real position. It holds nothing of the controller, so it can be pickled and handed to
    another thread or process."""

    ruleset: Ruleset
    setup: GameSetup
    mode: Mode
    seat: int
    state: GameState
    legal_actions: tuple[Action, ...]
    memory: Memory = NOTHING

    @classmethod
    def of(cls, controller: Controller, seat: int) -> Knowledge:
        """What ``seat`` may know of ``controller``'s game now (the re-deal uses a fresh
        generator, never the game's seed)."""
        ruleset = controller.ruleset
        state = controller.state.copy()
        ops = (op for step in controller.history.done for op in step.ops)
        memory = remember(state, ops, seat)
        redeal(state, seat, random.Random(), computer_play(controller.setup.game_id), memory)
        return cls(
            ruleset,
            replace(controller.setup, seed=0),
            controller.mode,
            seat,
            state,
            tuple(choices(ruleset, controller.state, seat)),
            memory,
        )

    @property
    def game_id(self) -> str:
        """The game played."""
        return self.setup.game_id
