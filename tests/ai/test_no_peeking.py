"""No peeking: the computer's decision depends on what its seat may see, never on the hidden
cards themselves. Changing the opponent's hand and both deck orders (the card ids among the
cards hidden from the seat that it never saw, its view unchanged) gives the same decision at
the same seed, at every level."""

from __future__ import annotations

import pickle
import random

import pytest

from tabletop.ai import Knowledge, Level, decide, levels, search
from tabletop.engine import Controller, GameState, Visibility, view_for

from .positions import GAMES, positions, seen_in_replay

STRONG_ITERATIONS = 40
"""A fixed number of search iterations, so that Strong is reproducible whatever the load."""


def shuffle_hidden(game: Controller, seat: int, rng: random.Random) -> None:
    """Deal the card ids of the cards hidden from ``seat`` in hands and decks that it never
    saw (each owner's among themselves) in another order, in the real game."""
    state = game.state
    seen = seen_in_replay(game, seat)
    for owner in (0, 1):
        uids = [
            uid
            for zone in state.zones.values()
            if zone.visibility is not Visibility.PUBLIC
            for uid in zone.cards
            if state.cards[uid].owner == owner and not state.can_see(seat, uid) and uid not in seen
        ]
        ids = [state.cards[uid].card_id for uid in uids]
        rng.shuffle(ids)
        for uid, card_id in zip(uids, ids, strict=True):
            state.cards[uid].card_id = card_id
    state.forget_derived()


def _decision(game: Controller, seat: int, level: Level, seed: int) -> object:
    return decide(
        Knowledge.of(game, seat), level, budget_ms=10_000, seed=seed, iterations=STRONG_ITERATIONS
    )


def _check(game_id: str, count: int, levels: tuple[Level, ...]) -> int:
    """Check ``count`` positions; returns how many had hidden cards that really changed."""
    changed = 0
    for index, (game, seat) in enumerate(positions(game_id, count, seed=11)):
        view = view_for(game.state, seat)
        before = {level: _decision(game, seat, level, index) for level in levels}
        hidden = [c.card_id for c in game.state.cards.values()]
        shuffle_hidden(game, seat, random.Random(index))
        assert view_for(game.state, seat) == view
        changed += hidden != [c.card_id for c in game.state.cards.values()]
        for level in levels:
            assert _decision(game, seat, level, index) == before[level], (level, index)
    return changed


@pytest.mark.parametrize("game_id", GAMES)
def test_hidden_cards_do_not_change_the_decision(game_id: str) -> None:
    assert _check(game_id, 12, tuple(Level)) >= 10


@pytest.mark.parametrize("game_id", GAMES)
def test_a_computer_that_peeks_is_caught(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above can fail: a player that looks at the real hidden cards (no re-deal at
    all) changes its mind in some position."""

    def peek(game: Controller, seat: int) -> Knowledge:
        return Knowledge(
            game.ruleset,
            game.setup,
            game.mode,
            seat,
            game.state.copy(),
            tuple(game.ruleset.legal_actions(game.state, seat)),
        )

    for module in (levels, search):
        monkeypatch.setattr(module, "redeal", lambda *args, **kwargs: None)
    monkeypatch.setattr(search.Dealer, "deal", lambda *args, **kwargs: None)
    monkeypatch.setattr(Knowledge, "of", staticmethod(peek))
    with pytest.raises(AssertionError):
        _check(game_id, 20, (Level.STRONG,))


def _named_by_uid(game: Controller, seat: int, known: GameState) -> tuple[int, int]:
    """Name each card hidden from ``seat`` in ``known`` by its uid (uids follow the deck
    list, so the real game's uid → card says which card a uid is): how many of those names
    are right, of how many."""
    real = game.state
    right = total = 0
    for zone_id, zone in known.zones.items():
        for place, uid in enumerate(zone.cards):
            if real.can_see(seat, real.zones[zone_id].cards[place]):
                continue
            total += 1
            right += real.cards[uid].card_id == real.cards[real.zones[zone_id].cards[place]].card_id
    return right, total


@pytest.mark.parametrize("game_id", GAMES)
def test_what_the_search_is_handed_names_no_hidden_card(game_id: str) -> None:
    """The message a worker gets (the pickled knowledge) holds no hidden card's identity:
    naming a hidden card by its uid is right no more often than a guess among copies."""
    right = total = 0
    for game, seat in positions(game_id, 12, seed=5):
        sent = pickle.loads(pickle.dumps(Knowledge.of(game, seat)))
        assert view_for(sent.state, seat) == view_for(game.state, seat)
        hits, count = _named_by_uid(game, seat, sent.state)
        right, total = right + hits, total + count
    assert total > 200
    assert right < total * 0.4, (right, total)
