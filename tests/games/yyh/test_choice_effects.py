"""Cards of the player's choice (the ``pick`` effect, rules generation 4): the picked cards are
a parameter of the Event or attack action, checked (in the place, of the kind, no more than the
count, fewer only when fewer are there), offered in the legal-action lists, moved, undone; the
log names a picked card only where both players see it."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tabletop.cards.database import default_database
from tabletop.cards.models import YyhCardBase
from tabletop.cards.yyh_effect_models import PickCards
from tabletop.engine import Action, Controller
from tabletop.games.yyh.actions import AttackWith, PlayEvent
from tabletop.games.yyh.board import fighter, zone
from tabletop.games.yyh.choice_effects import BAD_PICK

from .rules_helpers import game_at, hand, legal, refused, set_spirit

ANY = "GF-ST120"  # a card put into a place for a pick to find


@dataclass(frozen=True)
class Case:
    """A card with a ``pick`` effect: the candidates put into the place (``put``: card ids, in
    the source place), the zone the picked card must end in (``lands``, of the card's owner)."""

    card: str
    put: tuple[str, ...]
    lands: str
    attack: int | None = None  # the attack's number (None: an Event)


CASES = [
    Case("GF-C52", ("GF-ST120", "GF-ST128"), "deck"),
]


def _place(game: Controller, seat: int, card_id: str, name: str) -> int:
    """A copy of ``card_id`` for ``seat`` put into one of its zones (a test fixture)."""
    game.state.derived.clear()  # no list worked out before the fixture answers
    return game.state.add_card(card_id, seat, zone(seat, name), face_up=name != "deck")


def _offered(game: Controller) -> list[Action]:
    """Player 1's legal actions now."""
    return game.ruleset.legal_actions(game.state, 0)


def _empty(game: Controller, name: str) -> None:
    """Player 1's zone ``name`` emptied (a test fixture)."""
    game.state.derived.clear()
    for uid in list(game.state.zones[zone(0, name)].cards):
        game.state.zones[zone(0, name)].cards.remove(uid)
        del game.state.cards[uid]


def _effect(case: Case) -> PickCards:
    card = default_database()[case.card]
    assert isinstance(card, YyhCardBase)
    found = [e for e in card.effects if isinstance(e, PickCards) and e.attack == case.attack]
    assert len(found) == 1, case.card
    return found[0]


def _set_up(case: Case) -> tuple[Controller, int, list[int]]:
    """A game at the Main (an Event) or Attack Step (an attack) of Player 1, the card ready to
    use, the candidates in the effect's place; (game, card, candidates)."""
    effect = _effect(case)
    game = game_at("main" if case.attack is None else "attack")
    set_spirit(game, 0, 9)
    other = effect.source.startswith("opponent_")
    place = effect.source.removeprefix("opponent_")
    put = [_place(game, 1 if other else 0, cid, place) for cid in case.put]
    uid = _place(game, 0, case.card, "hand") if case.attack is None else fighter(game.state, 0) or 0
    return game, uid, put


def _action(
    game: Controller, case: Case, uid: int, picks: tuple[int, ...]
) -> PlayEvent | AttackWith:
    if case.attack is None:
        return PlayEvent(0, uid, "now", picks)
    cost = next(
        o.cost
        for o in game.ruleset.attacks(game.state, 0)  # type: ignore[attr-defined]
        if o.card == uid and o.index == case.attack - 1
    )
    paid = tuple(c for c in hand(game, 0) if c not in picks)[:cost]
    return AttackWith(0, uid, case.attack - 1, paid, picks=picks)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.card)
def test_a_pick_moves_the_chosen_card_and_undoes(case: Case) -> None:
    game, uid, put = _set_up(case)
    effect = _effect(case)
    action = _action(game, case, uid, (put[0],))
    assert action in _offered(game)
    before = game.state.copy()
    owner = game.state.cards[put[0]].owner
    legal(game, action)
    assert game.state.cards[put[0]].zone == zone(owner, case.lands)
    assert all(game.state.cards[u].zone != zone(owner, case.lands) for u in put[effect.count :])
    if effect.to == "deck":  # shuffled in: a chance drawn, so no undo (as any shuffle)
        assert game.undo() is None
        return
    assert game.undo() is not None
    assert game.state == before


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.card)
def test_a_pick_out_of_the_place_or_too_short_is_refused(case: Case) -> None:
    game, uid, put = _set_up(case)
    effect = _effect(case)
    stray = _place(game, 0, ANY, "winners_circle")
    refused(game, _action(game, case, uid, (stray,)), BAD_PICK)
    if not effect.optional:
        refused(game, _action(game, case, uid, ()), BAD_PICK)
    too_many = (*tuple(put[: effect.count]), stray)
    refused(game, _action(game, case, uid, too_many), BAD_PICK)


def test_a_pick_takes_fewer_only_when_fewer_are_there() -> None:
    game = game_at("main")
    _empty(game, "discard")
    event = _place(game, 0, "GF-C52", "hand")
    assert PlayEvent(0, event, "now") in _offered(game)  # nothing to choose
    legal(game, PlayEvent(0, event, "now"))


def test_an_event_picks_nothing_in_an_older_game_nor_with_a_card_without_a_pick() -> None:
    game = game_at("main")
    game.state.values["rules"] = 3
    put = _place(game, 0, ANY, "discard")
    event = _place(game, 0, "GF-C52", "hand")
    refused(game, PlayEvent(0, event, "now", (put,)), BAD_PICK)
    legal(game, PlayEvent(0, event, "now"))
    assert game.state.cards[put].zone == zone(0, "discard")


def test_copies_of_a_card_are_one_choice_in_the_lists() -> None:
    game = game_at("main")
    _empty(game, "discard")
    first, second = (_place(game, 0, ANY, "discard") for _ in range(2))
    event = _place(game, 0, "GF-C52", "hand")
    offered = [a for a in _offered(game) if isinstance(a, PlayEvent) and a.card == event]
    assert {a.picks for a in offered} == {(first,)}
    legal(game, PlayEvent(0, event, "now", (second,)))  # the other copy is legal all the same
