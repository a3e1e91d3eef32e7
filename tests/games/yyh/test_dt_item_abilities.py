"""Dark Tournament Items with an ability of their own (rules generation 4,
:mod:`tabletop.games.yyh.abilities`): a :class:`UseAbility` of an Item attached face up to the
fighter, once a turn in the step its moment names (``item_draw``: the Draw Step), its cost
paid in Spirit Energy or free, the Item staying attached. Villainous Talons (DT-C105), The
Light in your Eye (DT-C104) and Friends Forever (DT-R38) each in a position where it applies, the legal lists equal to the
verdict's, undo, and a replay of the use's log entry."""

from __future__ import annotations

from tabletop.engine import Controller, NextStep
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.abilities import NO_ABILITY, UseAbility
from tabletop.games.yyh.board import counter, damage_of, fighter, slot_zone, zone
from tabletop.games.yyh.legal import legal_by_verdict

from .rules_helpers import game_at, legal, put, refused, set_spirit

TALONS = "DT-C105"  # Villainous Talons
LIGHT = "DT-C104"  # The Light in your Eye
FRIENDS = "DT-R38"  # Friends Forever


def _abilities(game: Controller, seat: int = 0) -> list[UseAbility]:
    """The seat's legal uses of abilities (and the legal lists equal to the verdict's)."""
    offered = game.ruleset.work_out_legal_actions(game.state, seat)  # type: ignore[attr-defined]
    assert offered == legal_by_verdict(game.ruleset, game.state, seat)  # type: ignore[arg-type]
    return [a for a in offered if isinstance(a, UseAbility)]


def _draw_step() -> Controller:
    """A demo game at Player 0's Draw Step of its second turn."""
    game = game_at("main")
    while not (game.state.values["step"] == "draw" and game.state.values["active"] == 0):
        seat = game.ruleset.actor(game.state)  # type: ignore[attr-defined]
        assert game.submit(NextStep(seat)).applied
    return game


def test_villainous_talons_pays_8_spirit_to_hurt_a_sideline_character_once_a_turn() -> None:
    game = _draw_step()
    talons = put(game, 0, TALONS, "items")
    set_spirit(game, 0, 9)
    target = game.state.zones[slot_zone(1, 3)].cards[-1]
    uses = _abilities(game)
    assert target in {u.picks[0] for u in uses if u.card == talons}
    before = game.state.copy()
    legal(game, UseAbility(0, talons, (), (target,)))
    assert damage_of(game.state, target) == 1
    assert counter(game.state, 0, "spirit") == 1
    assert game.state.cards[talons].zone == zone(0, "items")  # it stays attached
    refused(game, UseAbility(0, talons, (), (target,)), NO_ABILITY)  # once a turn
    after = game.state.copy()
    assert game.undo() is not None
    assert game.state == before
    assert game.redo() is not None
    assert game.state == after
    twin = Controller(game.ruleset, game.setup, game.mode)  # the use's log entry, replayed
    twin.state = before.copy()
    twin.replay_entry(game.log[-1])
    assert twin.state == after


def test_villainous_talons_needs_8_spirit_the_draw_step_and_a_face_up_card() -> None:
    game = _draw_step()
    talons = put(game, 0, TALONS, "items")
    target = game.state.zones[slot_zone(1, 2)].cards[-1]
    set_spirit(game, 0, 7)
    assert _abilities(game) == []
    refused(game, UseAbility(0, talons, (), (target,)), NO_ABILITY)
    set_spirit(game, 0, 8)
    game.state.cards[talons].face_up = False
    game.state.derived.clear()
    assert _abilities(game) == []
    main = game_at("main")
    set_spirit(main, 0, 10)
    put(main, 0, TALONS, "items")
    assert _abilities(main) == []  # in the Main Step: nothing to use


def test_villainous_talons_hurts_only_the_opponents_sideline() -> None:
    game = _draw_step()
    talons = put(game, 0, TALONS, "items")
    set_spirit(game, 0, 8)
    own = game.state.zones[slot_zone(0, 2)].cards[-1]
    opposing = game.state.zones[zone(1, "arena")].cards[-1]
    for wrong in (own, opposing):
        assert not game.submit(UseAbility(0, talons, (), (wrong,))).applied
    assert damage_of(game.state, own) == damage_of(game.state, opposing) == 0


def test_the_light_in_your_eye_puts_the_opponents_top_three_back_in_a_chosen_order() -> None:
    game = _draw_step()
    light = put(game, 0, LIGHT, "items")
    deck = game.state.zones[zone(1, "deck")].cards
    top = tuple(reversed(deck[-3:]))  # the top card first
    uses = [u for u in _abilities(game) if u.card == light]
    assert top in {u.picks for u in uses}  # the order as it is is offered
    order = (top[2], top[0], top[1])
    before = game.state.copy()
    legal(game, UseAbility(0, light, (), order))
    deck = game.state.zones[zone(1, "deck")].cards
    assert tuple(reversed(deck[-3:])) == order  # the first pick on top
    assert game.state.cards[light].zone == zone(0, "items")  # it stays attached
    refused(game, UseAbility(0, light, (), order), NO_ABILITY)  # once a turn
    after = game.state.copy()
    assert game.undo() is not None
    assert game.state == before
    assert game.redo() is not None
    assert game.state == after


def test_friends_forever_hurts_an_own_sideline_character_2_to_heal_the_fighter_1() -> None:
    game = _draw_step()
    friends = put(game, 0, FRIENDS, "items")
    own = fighter(game.state, 0)
    assert own is not None
    game.state.cards[own].rotation = 90  # 1 damage
    waiting = game.state.zones[slot_zone(0, 4)].cards[-1]
    opposing = game.state.zones[slot_zone(1, 4)].cards[-1]
    uses = [u for u in _abilities(game) if u.card == friends]
    assert (waiting,) in {u.picks for u in uses}
    assert (opposing,) not in {u.picks for u in uses}  # only the player's own Sideline
    assert not game.submit(UseAbility(0, friends, (), (opposing,))).applied
    before = game.state.copy()
    legal(game, UseAbility(0, friends, (), (waiting,)))
    assert damage_of(game.state, waiting) == 2
    assert damage_of(game.state, own) == 0
    assert game.state.cards[friends].zone == zone(0, "items")  # it stays attached
    refused(game, UseAbility(0, friends, (), (waiting,)), NO_ABILITY)  # once a turn
    after = game.state.copy()
    assert game.undo() is not None
    assert game.state == before
    assert game.redo() is not None
    assert game.state == after


def test_friends_forever_needs_a_character_on_the_players_sideline() -> None:
    game = _draw_step()
    friends = put(game, 0, FRIENDS, "items")
    tx = Transaction(game.state, SeededChance(0, 0))  # a fixture: the Sideline emptied
    for slot in (2, 3, 4, 5):
        for uid in list(game.state.zones[slot_zone(0, slot)].cards):
            tx.move(uid, zone(0, "discard"), face_up=True)
    game.state.derived.clear()
    assert [u for u in _abilities(game) if u.card == friends] == []
    refused(game, UseAbility(0, friends, (), ()), NO_ABILITY)
