"""Arranging YYH positions for rule tests (outside the history, as a test fixture would)."""

from __future__ import annotations

from dataclasses import replace

from tabletop.cards.yyh_effect_lasting import event_span
from tabletop.engine import Action, Controller, NextStep, Outcome
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import AttackWith
from tabletop.games.yyh.board import fighter, zone
from tabletop.games.yyh.choice_effects import pick_effect, pick_options

from .play import new_game


def game_at(step: str = "main", seat: int = 0, seed: int = 1, **params: object) -> Controller:
    """A demo game with Player ``seat`` first, advanced to its ``step`` of turn 1."""
    game = new_game(seed, first=seat, profile=params)
    while game.state.values["step"] != step:
        assert game.submit(NextStep(seat)).applied
    return game


def arrange(game: Controller, seat: int, card_id: str, to_zone: str, face_up: bool = True) -> int:
    """Move a copy of ``card_id`` owned by ``seat`` (from deck or hand) into ``to_zone``."""
    state = game.state
    for name in ("deck", "hand", "discard"):
        for uid in state.zones[zone(seat, name)].cards:
            if state.cards[uid].card_id == card_id:
                tx = Transaction(state, SeededChance(0, 0))
                tx.move(uid, to_zone, face_up=face_up)
                return uid
    raise AssertionError(f"no {card_id} left for seat {seat}")


def set_spirit(game: Controller, seat: int, value: int) -> None:
    """Set a player's Spirit Energy directly."""
    game.state.counters[seat]["spirit"] = value


def hand(game: Controller, seat: int) -> list[int]:
    """The seat's hand."""
    return list(game.state.zones[zone(seat, "hand")].cards)


def lasting(game: Controller, uid: int) -> str:
    """How long card ``uid`` lasts as an Event, by its data (the longest of its effects', see
    :func:`tabletop.cards.yyh_effect_lasting.event_span`; ``now`` for an Event the player says
    the duration of): the one duration a new game plays it for."""
    card = game.ruleset.cards.card(game.state.cards[uid].card_id)  # type: ignore[attr-defined]
    return event_span(getattr(card, "effects", ())) or "now"


def legal(game: Controller, action: Action) -> Outcome:
    """Submit an action that must be legal and applied."""
    outcome = game.submit(action)
    assert outcome.applied and outcome.verdict.legal, (str(action), outcome.verdict)
    return outcome


def refused(game: Controller, action: Action, code: str) -> Outcome:
    """Submit an action that enforced mode must refuse with ``code``."""
    before = game.state.copy()
    outcome = game.submit(action)
    assert not outcome.applied, str(action)
    assert outcome.verdict.code == code, (str(action), outcome.verdict)
    assert game.state == before
    return outcome


def with_pick(game: Controller, attack: AttackWith) -> AttackWith:
    """``attack`` with the card its effect picks, when it picks one: the demo team's fighter
    Kurama (GF-ST41) discards a card of the opponent's hand, the first (rules generation 4)."""
    cards = game.ruleset.cards  # type: ignore[attr-defined]
    effect = pick_effect(game.state, cards, attack.seat, attack.card, "on_attack", attack.index + 1)
    if effect is None or attack.picks:
        return attack
    if getattr(effect, "source", None) == "opponent_hand":  # the first of the opponent's hand
        return replace(attack, picks=tuple(hand(game, 1 - attack.seat)[: effect.count]))
    exclude = (attack.card, *attack.discards)
    options = pick_options(game.state, cards, attack.seat, effect, exclude)
    return replace(attack, picks=options[0]) if options else attack


def put(game: Controller, seat: int, card_id: str, name: str, face_up: bool | None = None) -> int:
    """A new copy of ``card_id`` for ``seat`` put into its zone ``name`` (face up, except in
    the deck, unless ``face_up`` says), the worked-out lists forgotten (a test fixture)."""
    game.state.derived.clear()
    up = name != "deck" if face_up is None else face_up
    return game.state.add_card(card_id, seat, zone(seat, name), face_up=up)


def new_fighter(game: Controller, seat: int, card_id: str) -> int:
    """``seat``'s fighter set aside in its discard pile and a new ``card_id`` put in its place
    (a test fixture)."""
    old = fighter(game.state, seat)
    assert old is not None
    Transaction(game.state, SeededChance(0, 0)).move(old, zone(seat, "discard"), face_up=True)
    return put(game, seat, card_id, "arena")
