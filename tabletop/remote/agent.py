"""The guest's computer player: a move chosen from the offers, seeing only the views.

``random`` picks among the offers. ``greedy`` and ``strong`` think as the computer does at the
host (:func:`tabletop.ai.decide`), on a :class:`~tabletop.ai.Knowledge` the guest builds from
its view alone: the public setup's zones, each card it sees under its handle (the handle is
the card's number in the guest's copy), each card it does not see dealt from what is left of
its owner's deck list, and the game values as the view shows them.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.ai import Knowledge, Level, decide
from tabletop.engine.actions import Action
from tabletop.engine.controller import Mode
from tabletop.engine.ruleset import Ruleset
from tabletop.engine.setup import GameSetup
from tabletop.engine.state import CardInstance, GameState

LEVELS = ("random", "greedy", "strong")


def state_from_view(
    ruleset: Ruleset, setup: GameSetup, view: Mapping[str, Any], *, deal: bool = True
) -> GameState:
    """A full state that agrees with ``view``: seen cards numbered by their handles, hidden
    cards dealt (in zone order) from their owner's deck list less the cards seen (``deal``
    False: hidden cards keep no card at all, an empty card id: a spectator's table, which has
    no deck lists)."""
    state = ruleset.setup(setup)
    for zone in state.zones.values():
        zone.cards.clear()
    state.cards.clear()
    left = [
        Counter(c for section in deck.sections.values() for c in section) for deck in setup.decks
    ]
    hidden: list[CardInstance] = []
    handles = {card["h"] for zone in view["zones"].values() for card in zone["cards"]}
    next_uid = 1
    for zone_id, zone in view["zones"].items():
        if zone_id not in state.zones:
            continue
        for card in zone["cards"]:
            owner = int(card["o"])
            if card["h"] is None:
                while next_uid in handles:  # a hidden card's number is no seen card's handle
                    next_uid += 1
                uid, next_uid = next_uid, next_uid + 1
                instance = CardInstance(uid, "", owner, zone_id, bool(card["up"]), int(card["r"]))
                hidden.append(instance)
            else:
                uid = int(card["h"])
                instance = CardInstance(uid, str(card["id"]), owner, zone_id, bool(card["up"]),
                                        int(card["r"]), dict(card.get("c", {})))  # fmt: skip
                if 0 <= owner < 2:
                    left[owner][instance.card_id] -= 1
            state.cards[uid] = instance
            state.zones[zone_id].cards.append(uid)
    pools = [sorted((+counter).elements()) for counter in left]
    for card in hidden if deal else ():
        pool = pools[card.owner] if 0 <= card.owner < 2 else []
        card.card_id = pool.pop() if pool else next(iter(state.cards.values())).card_id
    state.counters[0].update(view["counters"][0])
    state.counters[1].update(view["counters"][1])
    state.values.update(view["values"])
    state.forget_derived()
    return state


def choose(
    level: str,
    ruleset: Ruleset,
    setup: GameSetup,
    view: Mapping[str, Any],
    offers: Sequence[Action],
    *,
    seed: int,
    budget_ms: int = 1000,
) -> Action:
    """The guest's move among ``offers`` at ``level`` (ValueError when there is none)."""
    if not offers:
        raise ValueError("no offer to choose from")
    if level == "random" or len(offers) == 1:
        return offers[random.Random(f"tabletop.remote:{seed}").randrange(len(offers))]
    state = state_from_view(ruleset, setup, view)
    knowledge = Knowledge(ruleset, setup, Mode.ENFORCED, int(view["seat"]), state, tuple(offers))
    try:
        return decide(knowledge, Level(level), budget_ms=budget_ms, seed=seed)
    except (KeyError, ValueError, IndexError):  # a position its copy cannot think about
        return offers[random.Random(f"tabletop.remote:{seed}").randrange(len(offers))]
