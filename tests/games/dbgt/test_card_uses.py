"""Non-Combat cards do what their data says (rules generation 2), for every bundled card whose
effects the rules apply: a position where the card is used, the change it must make, and the
same use undone and played again from its record. Generation 1 (old saves) keeps a Setup's attacks and plain
discarding."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.cards.database import default_database
from tabletop.cards.effect_models import MillLife, RaiseStages, RejuvenateCards, SetupAttack
from tabletop.cards.models import NonCombat
from tabletop.engine import Controller, GameSetup, Mode
from tabletop.engine.actions import format_action, parse_action
from tabletop.engine.state import GameState
from tabletop.games.dbgt.actions import Attack, Begin, UseCard
from tabletop.games.dbgt.generations import RULES_GENERATION, generation

from .helpers import arrange, demo_decks, find, ruleset, set_step

STAGE = "stage"


def _used_cards() -> list[str]:
    """The bundled Non-Combat cards with an effect the rules apply when the card is used."""
    kinds = (RaiseStages, RejuvenateCards, MillLife)
    return [
        card.id
        for card in default_database().by_game("dbgt")
        if isinstance(card, NonCombat) and any(isinstance(e, kinds) for e in card.effects)
    ]


def _game_with(card_id: str) -> tuple[Controller, int]:
    """A begun demo game whose seat 0 has ``card_id`` in its Setups area at its Main step, the
    Main Personality at stage 2 and ten cards in each discard pile; returns the card's uid."""
    goku, vegeta = demo_decks()
    life = list(goku.sections["life deck"])
    life[-1] = card_id
    decks = (replace(goku, sections={**goku.sections, "life deck": tuple(life)}), vegeta)
    rules = ruleset()
    game = Controller.new_game(
        rules, GameSetup("dbgt", 5, decks=decks, profile=rules.profile), Mode.ENFORCED
    )
    state = game.state
    uid = find(state, 0, card_id)
    tx = arrange(state)
    tx.move(uid, "p0.setups", face_up=True)
    for seat in (0, 1):
        for card in state.zones[f"p{seat}.life_deck"].cards[-10:]:
            tx.move(card, f"p{seat}.discard", face_up=True)
    tx.set_card_counter(state.zones["p0.mp"].cards[-1], STAGE, 2)
    set_step(state, "main", active=0)
    return game, uid


def _snapshot(state: GameState) -> tuple[object, ...]:
    zones = ("p0.life_deck", "p0.discard", "p0.removed", "p1.life_deck", "p1.discard")
    mp = state.zones["p0.mp"].cards[-1]
    return (*(tuple(state.zones[z].cards) for z in zones), state.cards[mp].counters.get(STAGE))


@pytest.mark.parametrize("card_id", _used_cards())
def test_a_used_card_makes_the_change_its_data_says(card_id: str) -> None:
    game, uid = _game_with(card_id)
    state = game.state
    assert generation(state) == RULES_GENERATION
    card = game.ruleset.facts.card(state, uid)  # type: ignore[attr-defined]
    mp = state.zones["p0.mp"].cards[-1]
    top = game.ruleset.facts.top_stage(state, mp)  # type: ignore[attr-defined]
    pile_before = list(state.zones["p0.discard"].cards)
    foe_life = list(state.zones["p1.life_deck"].cards)
    before = _snapshot(state)

    reveals = game.preview(UseCard(0, uid)).closes_undo  # a milled life card is seen
    outcome = game.submit(UseCard(0, uid))
    assert outcome.applied, outcome.verdict
    after = game.state
    for effect in card.effects:
        if isinstance(effect, RaiseStages):
            want = top if effect.amount is None else min(top, 2 + effect.amount)
            assert after.cards[mp].counters[STAGE] == want
        elif isinstance(effect, RejuvenateCards):  # "choose": the top unless others are chosen
            chosen = pile_before if effect.pick == "bottom" else pile_before[::-1]
            bottom = after.zones["p0.life_deck"].cards[: effect.count]
            assert sorted(bottom) == sorted(chosen[: effect.count])
            assert all(not after.cards[c].face_up for c in bottom)
        elif isinstance(effect, MillLife):
            milled = foe_life[::-1][: effect.count]
            assert set(milled) <= set(after.zones["p1.discard"].cards)
    removed = any(e.do == "remove_after_use" for e in card.effects)
    assert after.cards[uid].zone == ("p0.removed" if removed else "p0.discard")

    # The use as recorded in the log, played again on the same table, makes the same change.
    again, _ = _game_with(card_id)
    assert again.submit(parse_action(format_action(game.log[-1].action))).applied
    assert again.state == after
    if reveals:
        assert any(isinstance(e, MillLife) for e in card.effects)
        assert game.undo() is None
    else:
        assert game.undo() is not None
        assert _snapshot(game.state) == before


def test_a_raise_on_a_chosen_ally_raises_that_ally() -> None:
    game, uid = _game_with("SAI-97")  # raises one of its user's personalities 6 stages
    state = game.state
    ally = find(state, 0, "SAI-167")
    tx = arrange(state)
    tx.move(ally, "p0.ally1", face_up=True)
    tx.set_card_counter(ally, STAGE, 0)
    mp = state.zones["p0.mp"].cards[-1]
    offered = game.ruleset.legal_actions(state, 0)
    assert UseCard(0, uid) in offered and UseCard(0, uid, ally) in offered
    assert not game.ruleset.verdict(state, UseCard(0, uid, mp)).legal  # None is the MP
    assert game.submit(UseCard(0, uid, ally)).applied
    top = game.ruleset.facts.top_stage(game.state, ally)  # type: ignore[attr-defined]
    assert game.state.cards[ally].counters[STAGE] == min(top, 6)
    assert game.state.cards[mp].counters[STAGE] == 2


def test_only_a_setup_whose_data_attacks_is_offered_as_an_attack() -> None:
    db = default_database()
    attacking = [c.id for c in db.by_game("dbgt") if any(isinstance(e, SetupAttack)
                                                          for e in getattr(c, "effects", ()))]  # fmt: skip
    game, uid = _game_with("SAI-43")  # raises the Main Personality to the top: no attack
    state = game.state
    set_step(state, "combat", active=0, phase=0)
    assert not [
        a for a in game.ruleset.legal_actions(state, 0) if isinstance(a, Attack) and a.card == uid
    ]
    assert not game.ruleset.verdict(state, Attack(0, uid, "physical")).legal
    assert "SAI-43" not in attacking


def test_an_old_save_keeps_a_setups_attacks_and_plain_discards() -> None:
    game, uid = _game_with("SAI-43")
    state = game.state
    del state.values["rules"]  # a game begun before card effects were data
    assert generation(state) == 1
    mp = state.zones["p0.mp"].cards[-1]
    assert game.submit(UseCard(0, uid)).applied
    assert game.state.cards[uid].zone == "p0.discard"
    assert game.state.cards[mp].counters[STAGE] == 2
    assert Begin(0).rules == 1


def test_a_rejuvenation_of_the_users_choice_asks_which_cards_and_puts_those_back() -> None:
    game, uid = _game_with("SAI-79")  # two cards of its user's choice
    state = game.state
    pile = list(state.zones["p0.discard"].cards)
    default = UseCard(0, uid)
    assert default in game.ruleset.legal_actions(state, 0)
    (choice,) = game.ruleset.choices(state, default)
    assert (choice.kind, choice.field, choice.count, choice.zone) == (
        "cards",
        "cards",
        2,
        "p0.discard",
    )
    assert choice.suggested == tuple(pile[::-1][:2])
    for wrong in ((pile[0],), (pile[0], pile[0]), (pile[0], uid), (pile[0], pile[1], pile[2])):
        verdict = game.ruleset.verdict(state, UseCard(0, uid, cards=wrong))
        assert not verdict.legal and verdict.code == "dbgt.rejuvenate_cards", wrong
    chosen = (pile[0], pile[3])
    assert game.submit(UseCard(0, uid, cards=chosen)).applied
    assert sorted(game.state.zones["p0.life_deck"].cards[:2]) == sorted(chosen)
    assert game.ruleset.choices(game.state, UseCard(0, uid, cards=chosen)) == []
