"""Helpers for the DBGT ruleset tests: demo-deck games and direct table arrangements."""

from __future__ import annotations

from functools import cache

from tabletop.cards.database import default_database
from tabletop.cards.decklist import read_deck, to_deck_spec
from tabletop.engine import Controller, DeckSpec, GameSetup, Mode
from tabletop.engine.rng import SeededChance
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction
from tabletop.games.dbgt import DbgtRuleset
from tabletop.paths import resource_path


@cache
def demo_decks() -> tuple[DeckSpec, DeckSpec]:
    """The Goku (seat 0) and Vegeta (seat 1) demo decks."""
    db = default_database()
    out = []
    for name in ("goku", "vegeta"):
        parsed = read_deck(resource_path("decks", f"dbgt-{name}.deck"), db)
        assert parsed.deck is not None
        out.append(to_deck_spec(parsed.deck))
    return out[0], out[1]


@cache
def ruleset(**groups: object) -> DbgtRuleset:
    """A ruleset, cached per profile."""
    return DbgtRuleset(dict(groups) or None)


def new_game(
    seed: int = 1,
    mode: Mode = Mode.ENFORCED,
    decks: tuple[DeckSpec, DeckSpec] | None = None,
    rules: DbgtRuleset | None = None,
) -> Controller:
    """A begun game (shuffles and Begin applied)."""
    rules = rules or ruleset()
    setup = GameSetup("dbgt", seed, decks=decks or demo_decks(), profile=rules.profile)
    return Controller.new_game(rules, setup, mode)


def arrange(state: GameState) -> Transaction:
    """A transaction outside the history, to arrange the table for a test."""
    return Transaction(state, SeededChance(0, 0))


def find(state: GameState, seat: int, card_id: str) -> int:
    """The uid of one of the seat's cards with this id (hand and life deck first)."""
    order = [f"p{seat}.hand", f"p{seat}.life_deck"]
    uids = sorted(
        (uid for uid, c in state.cards.items() if c.owner == seat and c.card_id == card_id),
        key=lambda uid: (state.cards[uid].zone not in order, uid),
    )
    assert uids, card_id
    return uids[0]


def to_hand(state: GameState, seat: int, card_id: str) -> int:
    """Put one of the seat's cards with this id in its hand; returns its uid."""
    uid = find(state, seat, card_id)
    arrange(state).move(uid, f"p{seat}.hand", face_up=True)
    return uid


def set_step(state: GameState, step: str, active: int = 0, **values: object) -> None:
    """Put the game in a step of ``active``'s turn."""
    state.values.update(step=step, active=active)
    state.values.update(values)  # type: ignore[arg-type]
