"""Cards of the player's choice (the ``pick`` effect, rules generation 4): the picked cards are
a parameter of the Event or attack action, checked (in the place, of the kind, no more than the
count, fewer only when fewer are there), offered in the legal-action lists, moved, undone; the
log names a picked card only where both players see it."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tabletop.cards.database import default_database
from tabletop.cards.models import Technique, YyhCardBase
from tabletop.cards.yyh_effect_models import PickCards
from tabletop.engine import Action, Controller
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import AttackWith, PlayEvent
from tabletop.games.yyh.board import fighter, zone
from tabletop.games.yyh.choice_effects import BAD_PICK, CHOICES, eligible
from tabletop.i18n.names import action_name

from .rules_helpers import game_at, hand, legal, put, refused, set_spirit

ITEM, TECHNIQUE, EVENT = "GF-C113", "GF-C143", "GF-C67"
#: Where a pick's candidates are placed: (the other player's?, zone label) by place and kind.
PUT = {
    "discard": (False, "discard"),
    "deck": (False, "deck"),
    "hand": (False, "hand"),
    "opponent_hand": (True, "hand"),
    "opponent_discard": (True, "discard"),
    "attached": (False, "items"),
    "opponent_attached": (True, "items"),
    "in_play": (True, "items"),
}
#: The zone label a picked card ends in, by the pick's ``to``.
LANDS = {"hand": "hand", "deck_top": "deck", "deck_bottom": "deck", "deck": "deck",
         "discard": "discard"}  # fmt: skip


@dataclass(frozen=True)
class Case:
    """A card with a ``pick`` effect (``attack``: the attack's number; None: an Event's) and
    the fighter's ATK the pick must add for the next attack (``atk``, one card picked)."""

    card: str
    attack: int | None = None
    atk: int = 0


CASES = [
    Case("GF-C52"),
    Case("GF-C66"),
    Case("GF-U111"),
    Case("GF-S104"),
    Case("GF-S107"),
    Case("DT-U9"),
    Case("DT-R26"),
    Case("GF-R35", 1),
    Case("GF-R35", 2),
    Case("GF-ST42", 1),
    Case("GF-R162", 1),
    Case("GF-ST173", 1),
    Case("GF-ST43", 1),
    Case("GF-ST44", 1),
    Case("GF-R158", 1),
    Case("GF-ST167", 1),
    Case("GF-C18", 1, 2000),
    Case("GF-ST48", 1, 2000),
    Case("GF-TC4", 1, 3000),
    Case("GF-U176", 1, 2000),
    Case("DT-C111", 1),
]


def _offered(game: Controller) -> list[Action]:
    """Player 1's legal actions now."""
    return game.ruleset.legal_actions(game.state, 0)


def _empty(game: Controller, name: str) -> None:
    """Player 1's zone ``name`` emptied (a test fixture)."""
    game.state.derived.clear()
    for uid in list(game.state.zones[zone(0, name)].cards):
        game.state.zones[zone(0, name)].cards.remove(uid)
        del game.state.cards[uid]


def _card(card_id: str) -> YyhCardBase:
    card = default_database()[card_id]
    assert isinstance(card, YyhCardBase)
    return card


def _effect(case: Case) -> PickCards:
    found = [
        e for e in _card(case.card).effects if isinstance(e, PickCards) and e.attack == case.attack
    ]
    assert len(found) == 1, case.card
    return found[0]


def _set_up(case: Case) -> tuple[Controller, int, list[int]]:
    """A game at the Main (an Event) or Attack Step (an attack) of Player 1, the card ready to
    use, three candidates in the effect's place; (game, card, candidates)."""
    effect = _effect(case)
    game = game_at("main" if case.attack is None else "attack")
    set_spirit(game, 0, 9)
    other, name = PUT[effect.source]
    kinds = {
        "item": (ITEM, "GF-ST128"),
        "technique": (TECHNIQUE, "GF-C146"),
        "named": ("DT-C81", "DT-C81"),  # Kuwabara's Inspiration
    }
    attached = effect.source in ("attached", "opponent_attached", "in_play")
    first, second = kinds.get(effect.kind, kinds["item"] if attached else (EVENT, "GF-R86"))
    if first == TECHNIQUE and name == "items":
        name = "techs"
    placed = [put(game, 1 if other else 0, cid, name) for cid in (first, second, first)]
    if case.attack is None:
        return game, put(game, 0, case.card, "hand"), placed
    if isinstance(_card(case.card), Technique):
        return game, put(game, 0, case.card, "techs"), placed
    old = fighter(game.state, 0)
    assert old is not None
    Transaction(game.state, SeededChance(0, 0)).move(old, zone(0, "discard"), face_up=True)
    return game, put(game, 0, case.card, "arena"), placed


def _action(game: Controller, case: Case, uid: int, picks: tuple[int, ...]) -> Action:
    if case.attack is None:
        return PlayEvent(0, uid, "now", picks)
    cost = next(
        o.cost
        for o in game.ruleset.attacks(game.state, 0)  # type: ignore[attr-defined]
        if o.card == uid and o.index == case.attack - 1
    )
    paid = tuple(c for c in hand(game, 0) if c not in picks)[:cost]
    return AttackWith(0, uid, case.attack - 1, paid, picks=picks)


def _ids(game: Controller, picks: tuple[int, ...]) -> list[str]:
    return sorted(game.state.cards[u].card_id for u in picks)


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c.card}-{c.attack}")
def test_a_pick_moves_the_chosen_card_and_undoes(case: Case) -> None:
    game, uid, placed = _set_up(case)
    effect = _effect(case)
    picks = tuple(placed[: 1 if effect.optional else effect.count])
    action = _action(game, case, uid, picks)
    assert any(  # offered (the first copies of the same cards)
        type(a) is type(action)
        and getattr(a, "card", None) == uid
        and _ids(game, getattr(a, "picks", ())) == _ids(game, picks)
        for a in _offered(game)
    )
    before = game.state.copy()
    owner = game.state.cards[placed[0]].owner
    step = legal(game, action).step
    assert step is not None
    landed = zone(owner, LANDS[effect.to])
    assert all(game.state.cards[u].zone == landed for u in picks)
    assert all(game.state.cards[u].zone != landed for u in placed[len(picks) :])
    if effect.to == "deck_top":
        assert game.state.zones[landed].cards[-len(picks) :] == list(picks)
    own = fighter(game.state, 0)
    assert own is not None
    assert game.state.cards[own].counters.get("atk.attack", 0) == case.atk
    if effect.to == "deck" or not step.undoable:  # a shuffle, a card shown: no undo
        assert game.undo() is None
        return
    assert game.undo() is not None
    assert game.state == before


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c.card}-{c.attack}")
def test_a_pick_out_of_the_place_or_too_short_is_refused(case: Case) -> None:
    game, uid, placed = _set_up(case)
    effect = _effect(case)
    stray = put(game, 0, EVENT, "winners_circle")
    refused(game, _action(game, case, uid, (stray,)), BAD_PICK)
    there = eligible(game.state, game.ruleset.cards, 0, effect, (uid,))  # type: ignore[attr-defined]
    if not effect.optional and len(there) >= effect.count:
        refused(game, _action(game, case, uid, tuple(there[: effect.count - 1])), BAD_PICK)
    if effect.count < len(placed):
        refused(game, _action(game, case, uid, tuple(placed[: effect.count + 1])), BAD_PICK)


@pytest.mark.parametrize("case", [c for c in CASES if _effect(c).optional], ids=str)
def test_an_optional_pick_may_take_none(case: Case) -> None:
    game, uid, _put = _set_up(case)
    legal(game, _action(game, case, uid, ()))
    own = fighter(game.state, 0)
    assert own is not None
    assert "atk.attack" not in game.state.cards[own].counters


def test_a_pick_of_the_wrong_kind_is_refused() -> None:
    game, uid, _put = _set_up(Case("GF-S104"))
    wrong = put(game, 1, TECHNIQUE, "techs")
    refused(game, PlayEvent(0, uid, "now", (wrong,)), BAD_PICK)


def test_a_pick_takes_fewer_only_when_fewer_are_there() -> None:
    game = game_at("main")
    _empty(game, "discard")
    event = put(game, 0, "GF-C52", "hand")
    assert PlayEvent(0, event, "now") in _offered(game)  # nothing to choose
    legal(game, PlayEvent(0, event, "now"))
    other = game_at("main")
    _empty(other, "discard")
    one = put(other, 0, EVENT, "discard")
    recovery = put(other, 0, "GF-U111", "hand")  # five asked for, one there
    set_spirit(other, 0, 9)
    refused(other, PlayEvent(0, recovery, "now"), BAD_PICK)
    legal(other, PlayEvent(0, recovery, "now", (one,)))


def test_an_event_picks_nothing_in_an_older_game() -> None:
    game = game_at("main")
    game.state.values["rules"] = 3
    placed = put(game, 0, EVENT, "discard")
    event = put(game, 0, "GF-C52", "hand")
    refused(game, PlayEvent(0, event, "now", (placed,)), BAD_PICK)
    legal(game, PlayEvent(0, event, "now"))
    assert game.state.cards[placed].zone == zone(0, "discard")


def test_copies_of_a_card_are_one_choice_in_the_lists() -> None:
    game = game_at("main")
    _empty(game, "discard")
    first, second = (put(game, 0, EVENT, "discard") for _ in range(2))
    event = put(game, 0, "GF-C52", "hand")
    offered = [a for a in _offered(game) if isinstance(a, PlayEvent) and a.card == event]
    assert {a.picks for a in offered} == {(first,)}
    legal(game, PlayEvent(0, event, "now", (second,)))  # the other copy is legal all the same


def test_the_log_names_a_card_picked_into_a_discard_pile_only() -> None:
    game, uid, placed = _set_up(Case("GF-S104"))  # an Item in play: discarded, seen
    step = legal(game, PlayEvent(0, uid, "now", (placed[0],))).step
    assert step is not None
    said = game.ruleset.describe(game.state, step.action, step.ops)
    assert any(p.code == "yyh.picked" and p.params["card"] == placed[0] for p in said)
    game, uid, placed = _set_up(Case("GF-C52"))  # into the deck: counted, never named
    step = legal(game, PlayEvent(0, uid, "now", (placed[0],))).step
    assert step is not None
    said = game.ruleset.describe(game.state, step.action, step.ops)
    assert [p.code for p in said if p.code.startswith("yyh.picked")] == ["yyh.picked_hidden_one"]
    assert all(p.params.get("card") != placed[0] for p in said)


def test_each_trigger_picks_once_and_counts_only_its_own_picks() -> None:
    """One ``pick`` (or other choice) at most per card trigger (the action carries one list of
    picks), and a
    value change ``per`` picked card only beside a pick of the same trigger."""
    for card in default_database().by_game("yyh"):
        effects = getattr(card, "effects", ())
        triggers = [(e.when, e.attack) for e in effects if isinstance(e, (PickCards, *CHOICES))]
        assert len(triggers) == len(set(triggers)), card.id
        for e in effects:
            if getattr(e, "per", None) == "picked":
                assert (e.when, e.attack) in triggers, card.id


def test_a_card_searched_from_the_deck_is_counted_not_named_nor_drawn() -> None:
    game, uid, placed = _set_up(Case("DT-R26"))
    step = legal(game, PlayEvent(0, uid, "now", (placed[0],))).step
    assert step is not None
    said = game.ruleset.describe(game.state, step.action, step.ops)
    hidden = [p for p in said if p.code == "yyh.picked_hidden_one"]
    assert hidden and hidden[0].params["to_zone"] == zone(0, "hand")
    assert all(p.params.get("card") != placed[0] for p in said)
    assert not [p for p in said if p.code.startswith("draws")]
    asked: list[int] = []  # the action's own words name the Event, never the pick

    def name(card: int) -> str:
        asked.append(card)
        return "a card"

    action_name(step.action, card_name=name, zone_name=str, players=["A", "B"])
    assert asked == [uid]


def test_a_pick_under_a_condition_picks_only_when_it_holds() -> None:
    """Kuwabara's Spirit Push shuffles 5 discarded cards back only on Kuwabara."""
    case = Case("DT-C113", 1)
    game, uid, placed = _set_up(case)  # on the demo fighter, Kurama
    refused(game, _action(game, case, uid, tuple(placed)), BAD_PICK)
    legal(game, _action(game, case, uid, ()))
    game, uid, placed = _set_up(case)
    own = fighter(game.state, 0)
    assert own is not None
    Transaction(game.state, SeededChance(0, 0)).move(own, zone(0, "discard"), face_up=True)
    put(game, 0, "GF-ST42", "arena")  # Kuwabara
    there = eligible(game.state, game.ruleset.cards, 0, _effect(case), (uid,))  # type: ignore[attr-defined]
    legal(game, _action(game, case, uid, tuple(there[:5])))
    assert all(game.state.cards[u].zone == zone(0, "deck") for u in there[:5])
