"""What the tests of the Saiyan Saga cards' effects share: the bundled cards holding an effect
of a kind, a card's first effect of a kind, a Combat position whose decks hold the cards a
test needs, a submit that must apply, and an undo and redo of what was played."""

from __future__ import annotations

from typing import TypeVar

from tabletop.cards.database import default_database
from tabletop.engine import Controller, DeckSpec
from tabletop.engine.actions import Action
from tabletop.engine.state import GameState

from .helpers import demo_decks, new_game, set_step
from .test_combat_effects import EXTRA

E = TypeVar("E")

#: A physical and an energy attack with no effect of their own.
ATTACK_OF = {"physical": "SAI-17", "energy": "SAI-66"}


def cards_with(kind: type[object]) -> list[str]:
    """The bundled Dragon Ball cards with an effect of ``kind``."""
    return [
        card.id
        for card in default_database().by_game("dbgt")
        if any(isinstance(e, kind) for e in getattr(card, "effects", ()))
    ]


def effect_of(card_id: str, kind: type[E]) -> E:
    """The card's first effect of ``kind``."""
    card = default_database().get(card_id)
    assert card is not None
    return next(e for e in getattr(card, "effects", ()) if isinstance(e, kind))


def combat_position(*cards: str) -> Controller:
    """Seat 0 attacks in its attack phase (rules generation 3); ``cards`` are in both Life
    Decks besides the demo decks' and the combat effect tests' own."""
    decks = [
        DeckSpec(deck.name, {**deck.sections, "life deck": (
            *deck.sections["life deck"], *EXTRA, *cards)})
        for deck in demo_decks()
    ]  # fmt: skip
    game = new_game(seed=3, decks=(decks[0], decks[1]))
    set_step(game.state, "combat", phase=0, passes=0, combat_declared=True)
    return game


def submit(game: Controller, action: Action) -> None:
    """Submit ``action``, which must apply without a warning."""
    outcome = game.submit(action)
    assert outcome.applied and outcome.warning is None, (action, outcome.verdict)


def undo_and_redo(game: Controller, start: int, before: GameState) -> None:
    """Undo every step since history entry ``start`` (back to ``before``), then redo them
    (back to where the game was); steps that cannot be undone (a life card turned up closes
    the undo) are left as they are."""
    after = game.state.copy()
    steps = game.history.done[start:]
    if not all(step.undoable for step in steps):
        return
    for _ in steps:
        assert game.undo() is not None
    assert game.state == before, "an undo did not give the position before"
    for _ in steps:
        assert game.redo() is not None
    assert game.state == after, "a redo did not give the position after"
