"""What the UI calls: layout, steps, menus, destinations, action forms, messages, views."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tabletop.engine import Action, action_from_json, parse_action
from tabletop.engine.layout import CARD_SIZE, ZoneKind
from tabletop.games import make_ruleset
from tabletop.games.yyh import actions as yyh_actions
from tabletop.games.yyh import messages as reasons_yyh
from tabletop.games.yyh.actions import (
    AllowAttack,
    Attach,
    AttackWith,
    ChangeSpirit,
    ConcedeMatch,
    DealDamage,
    EffectMove,
    Heal,
    Mill,
    Modify,
    PlaceFifth,
    PlayEvent,
    StartGame,
    SwitchFighter,
    is_card_effect,
)
from tabletop.games.yyh.board import fighter
from tabletop.games.yyh.ruleset import YyhRuleset

from .play import new_game
from .rules_helpers import game_at

EXAMPLES: list[Action] = [
    StartGame(0),
    StartGame(0, 1),
    Attach(0, 12, 3),
    PlayEvent(1, 40, "match"),
    PlaceFifth(0, 7),
    AttackWith(0, 1, 1, (5, 6), True, (7, 8), 3000),
    AttackWith(1, 2),
    DealDamage(0, 3, 2),
    Heal(1, 3),
    ChangeSpirit(0, 1, -2),
    SwitchFighter(0, 1, 3),
    EffectMove(0, 5, "p0.hand", True),
    Mill(1, 0, 2),
    Modify(0, 3, "def", -1000, "draw"),
    AllowAttack(0),
    ConcedeMatch(1, 1),
]


@pytest.mark.parametrize("action", EXAMPLES, ids=str)
def test_actions_round_trip(action: Action) -> None:
    assert parse_action(str(action)) == action
    assert action_from_json(action.to_json()) == action


def test_card_effects_are_marked() -> None:
    assert is_card_effect(DealDamage(0, 1)) and is_card_effect(EffectMove(0, 1, "p0.hand"))
    assert not is_card_effect(AttackWith(0, 1)) and not is_card_effect(Attach(0, 1, 2))


def test_every_action_kind_and_reason_code_has_a_message() -> None:
    kinds = {
        cls.kind
        for cls in vars(yyh_actions).values()
        if isinstance(cls, type)
        and issubclass(cls, Action)
        and cls.__module__ == yyh_actions.__name__
    }
    names = set(reasons_yyh.ACTION_NAMES)
    assert kinds == {name for name in names if name.count(".") == 1}
    # an Event's durations and a modifier's scopes have names of their own (menu entries
    # must differ)
    variants = {f"yyh.event.{duration}" for duration in yyh_actions.DURATIONS}
    variants |= {f"yyh.modify.{scope}" for scope in yyh_actions.SCOPES}
    assert variants == names - kinds
    source = (Path(yyh_actions.__file__).parent / "checks.py").read_text(encoding="utf-8")
    codes = set(re.findall(r'"(yyh\.[a-z_]+)"', source))
    assert codes and codes <= set(reasons_yyh.MESSAGES)
    for template in reasons_yyh.MESSAGES.values():
        assert template.strip()


def test_every_team_bonus_has_a_description() -> None:
    from tabletop.games.yyh.teams import BONUS_TEAMS

    assert {f"yyh.bonus.{t}" for t in BONUS_TEAMS} <= set(reasons_yyh.MESSAGES)


def test_the_layout_places_every_zone_inside_the_table() -> None:
    rules = make_ruleset("yyh")
    layout = rules.layout()
    assert layout is not None
    placed = layout.place()
    state = new_game(1).state
    assert {z.zone for z in placed} == set(state.zones)
    width, height = layout.size
    for zone in placed:
        x, y, w, h = zone.rect
        assert x >= 0 and x + w <= width and y >= 0 and y + h <= height, zone
        if zone.seat == 0:
            assert y >= height / 2, zone  # seat 0 at the bottom
    arena = next(z for z in placed if z.zone == "p0.arena")
    assert arena.kind is ZoneKind.SLOT and arena.rect[2] >= CARD_SIZE[1]  # room to turn


def test_seat_zones_do_not_overlap() -> None:
    layout = make_ruleset("yyh").layout()
    assert layout is not None
    rects = [z.rect for z in layout.place() if z.seat == 0]
    for i, (x1, y1, w1, h1) in enumerate(rects):
        for x2, y2, w2, h2 in rects[i + 1 :]:
            assert x1 + w1 <= x2 or x2 + w2 <= x1 or y1 + h1 <= y2 or y2 + h2 <= y1


def test_menus_offer_rule_actions() -> None:
    game = game_at("main")
    rules = game.ruleset
    assert isinstance(rules, YyhRuleset)
    state = game.state
    for uid in state.zones["p0.hand"].cards:
        offered = rules.card_actions(state, 0, uid)
        assert offered and all(game.check(a).possible for a in offered[:1])
    own = fighter(state, 0)
    assert own is not None
    offered = rules.card_actions(state, 0, own)
    assert any(isinstance(a, DealDamage) for a in offered)
    assert any(isinstance(a, SwitchFighter) for a in offered)
    assert rules.zone_actions(state, 0, "p0.deck")
    assert rules.steps() == ("draw", "main", "attack", "end")


def test_views_hide_hands_decks_and_face_down_cards() -> None:
    game = game_at("main")
    view = game.view(1)
    assert all(c.hidden for c in view.zones["p0.hand"].cards)
    assert all(c.hidden for c in view.zones["p0.deck"].cards)
    assert not view.zones["p0.arena"].cards[0].hidden
