"""Every card-menu, zone-menu and plate entry of the YYH table, submitted in enforced mode.

From positions reached by seeded random legal play (those of the drop fuzz), each seat walks the
entries the table offers (:mod:`tabletop.ui.table.menus` builds them from the ruleset's
``card_actions`` / ``zone_actions`` and adds its own: Turn Over, Rotate both ways, Move To every
zone, Draw, Shuffle, Move Top Card To; the player plates set counters) for every card it can
see, of both seats, in every zone. Each entry is either refused with a reason, or it is a rule
action or card effect after which

- the structural invariants hold (every card once, on its owner's side; one fighter per Arena;
  one character per Sideline slot; no attachment without its character; only attachments
  attached; Match Slot 5 used once);
- no card was turned over where it lies (only the rules turn cards, as they move them), none
  but a character in play turned sideways (damage), no zone reordered but one's own deck and
  hand, no match win counted without a match;
- no card of the other seat that the acting seat could not see became visible to it, except
  one the rules put face up into that seat's Arena, attachment areas or discard pile.

``TABLETOP_MENU_GAMES`` sets the number of games (default 3, three positions each).
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from tabletop.engine import Action, Controller, Draw, Flip, Mode, MoveCard, MoveTop, Rotate
from tabletop.engine.layout import ZoneKind
from tabletop.engine.state import SEATS, GameState
from tabletop.engine.table_actions import SetCardCounter, SetCounter, Shuffle
from tabletop.engine.view import view_for
from tabletop.games.yyh.actions import EffectMove, SwitchFighter
from tabletop.games.yyh.board import C_MATCH_WINS, SLOTS, fighter, slot_of, v_fifth
from tabletop.games.yyh.ruleset import YyhRuleset

from ..test_drop_fuzz import Tally, common_invariants, positions, probe
from .rules_helpers import arrange, game_at, legal, refused

GAMES = int(os.environ.get("TABLETOP_MENU_GAMES", "3"))
#: Where the rules themselves turn the other player's hidden cards face up.
REVEALED_BY_RULES = ("arena", "items", "techs", "discard")


def menu_entries(game: Controller, seat: int) -> Iterator[Action]:
    """What the table's menus and plates offer ``seat`` now (menus.py's order)."""
    rules = game.ruleset
    state = game.state
    layout = rules.layout()
    assert layout is not None
    kinds = {placed.zone: placed.kind for placed in layout.place()}
    view = view_for(state, seat)
    for zone_id, zone in view.zones.items():
        for card in zone.cards:
            if card.uid is None:
                continue
            uid = card.uid
            yield from rules.card_actions(state, seat, uid)
            yield from (Flip(seat, uid), Rotate(seat, uid, 1), Rotate(seat, uid, -1))
            yield from (MoveCard(seat, uid, other) for other in view.zones if other != zone_id)
    for zone_id, zone in view.zones.items():
        offered = rules.zone_actions(state, seat, zone_id)
        yield from offered
        if not any(isinstance(a, Draw) for a in offered) and zone_id == f"p{seat}.deck":
            yield Draw(seat, 1)
        if zone.cards:
            yield Shuffle(seat, zone_id)
            if kinds.get(zone_id) == ZoneKind.PILE:
                yield from (MoveTop(seat, zone_id, other) for other in view.zones
                            if other != zone_id)  # fmt: skip
    for player in SEATS:
        for name, value in state.counters[player].items():
            for new in {0, value - 1, value + 1, 3, 10} - {value}:
                yield SetCounter(seat, player, name, new)


def structure(rules: YyhRuleset, before: GameState, after: GameState) -> list[str]:
    """The YYH table's structure (see the module docstring)."""
    out = common_invariants(before, after)
    cards = rules.cards
    over = bool(after.values.get("game_over"))
    for seat in SEATS:
        arena = after.zones[f"p{seat}.arena"].cards
        if not over and len(arena) != 1:
            out.append(f"p{seat}.arena holds {len(arena)} cards")
        if any(cards.character(after.cards[uid].card_id) is None for uid in arena):
            out.append(f"p{seat}.arena holds a non-character")
        for slot in SLOTS:
            held = after.zones[f"p{seat}.slot{slot}"].cards
            attached = after.zones[f"p{seat}.slot{slot}_att"].cards
            if len(held) > 1:
                out.append(f"p{seat}.slot{slot} holds {len(held)} characters")
            if any(cards.character(after.cards[uid].card_id) is None for uid in held):
                out.append(f"p{seat}.slot{slot} holds a non-character")
            if attached and not held:
                out.append(f"p{seat}.slot{slot}_att holds attachments of no character")
            if any(cards.attachable(after.cards[uid].card_id) is None for uid in attached):
                out.append(f"p{seat}.slot{slot}_att holds a non-attachment")
        for area in ("items", "techs"):
            if any(cards.attachable(after.cards[u].card_id) is None
                   for u in after.zones[f"p{seat}.{area}"].cards):  # fmt: skip
                out.append(f"p{seat}.{area} holds a non-attachment")
        placed = [uid for uid in after.zones[f"p{seat}.slot5"].cards
                  if slot_of(before, uid) is None]  # fmt: skip
        if placed and before.values.get(v_fifth(seat)):
            out.append(f"p{seat} used Match Slot 5 again")
        wins = before.counters[seat].get(C_MATCH_WINS), after.counters[seat].get(C_MATCH_WINS)
        circle = (before.zones[f"p{seat}.winners_circle"].cards,
                  after.zones[f"p{seat}.winners_circle"].cards)  # fmt: skip
        if wins[0] != wins[1] and circle[0] == circle[1]:
            out.append(f"p{seat}'s match wins changed without a match")
    for uid, card in after.cards.items():
        old = before.cards[uid]
        if card.zone == old.zone and card.face_up != old.face_up:
            out.append(f"card {uid} in {card.zone} turned over where it lies")
        if card.rotation != old.rotation and card.rotation and slot_of(after, uid) is None:
            out.append(f"card {uid} in {card.zone} turned sideways, not a character in play")
    return out


def reordered(before: GameState, after: GameState, seat: int) -> list[str]:
    """Zones whose order changed with the same cards, but for the seat's own deck and hand
    (a card effect shuffles one's deck; one's hand is one's own to order)."""
    own = (f"p{seat}.deck", f"p{seat}.hand")
    return [
        f"{zone_id} reordered"
        for zone_id, zone in after.zones.items()
        if zone_id not in own
        and zone.cards != before.zones[zone_id].cards
        and sorted(zone.cards) == sorted(before.zones[zone_id].cards)
    ]


def revealed(before: GameState, after: GameState, seat: int) -> list[str]:
    """Cards of the other seat that ``seat`` could not see before and can now, unless the
    rules put them face up into that seat's Arena, attachment areas or discard pile."""
    other = 1 - seat
    out = []
    for uid, card in after.cards.items():
        if card.owner != other or before.can_see(seat, uid) or not after.can_see(seat, uid):
            continue
        if card.zone.partition(".")[2] not in REVEALED_BY_RULES:
            out.append(f"p{other}'s hidden card {uid} revealed in {card.zone}")
    return out


def walk(game: Controller, tally: Tally) -> None:
    """Every menu entry of both seats, submitted (see the module docstring)."""
    rules = game.ruleset
    assert isinstance(rules, YyhRuleset)
    state = game.state
    for seat in SEATS:
        for entry in menu_entries(game, seat):
            tally.drops += 1
            trial = probe(game)
            outcome = trial.submit(entry)
            where = f"p{seat}: {entry} (meaning {rules.meaning(state, entry)})"
            if not outcome.applied:
                if not outcome.verdict.code:
                    tally.fail(f"{where}: refused without a reason")
                continue
            tally.accepted += 1
            problems = structure(rules, state, trial.state) + revealed(state, trial.state, seat)
            problems += reordered(state, trial.state, seat)
            tally.failures += [f"{where}: {problem}" for problem in problems]


@pytest.mark.slow
def test_every_menu_entry_is_a_rule_action_a_card_effect_or_refused() -> None:
    tally = Tally()
    for seed in range(1, GAMES + 1):
        for game in positions("yyh", seed * 104729):
            assert game.mode is Mode.ENFORCED
            walk(game, tally)
    assert tally.accepted > 0
    kinds: dict[str, list[str]] = {}
    for failure in tally.failures:
        kind = "".join(c if not c.isdigit() else "N" for c in failure.rpartition(": ")[2])
        kinds.setdefault(kind, []).append(failure)
    shown = "\n".join(f"{len(v)} × {k}, e.g. {v[0]}" for k, v in kinds.items())
    assert not tally.failures, (
        f"{len(tally.failures)} broken expectations in {tally.drops} entries "
        f"({tally.accepted} accepted):\n{shown}"
    )


def test_no_one_turns_over_a_face_down_attachment_or_fifth_character() -> None:
    """The other player's face-down Sideline attachment and Match Slot 5 character stay hidden
    (neither the opponent nor the owner turns them over: the rules do, as they enter the
    Arena); no card is turned over by hand, and no hidden card of theirs is aimed at."""
    game = game_at("main")
    attached = arrange(game, 1, "GF-ST166", "p1.slot2_att", face_up=False)  # Power Slam
    fifth = arrange(game, 1, "DT-C63", "p1.slot5", face_up=False)  # Sakyo
    for seat in SEATS:
        for uid in (attached, fifth, fighter(game.state, seat)):
            assert uid is not None
            refused(game, Flip(seat, uid), "yyh.flip_by_rules")
    for uid in (attached, fifth):
        refused(game, EffectMove(0, uid, "p1.discard"), "yyh.hidden_card")
        assert not view_for(game.state, 0).zones[game.state.cards[uid].zone].cards[0].uid
    legal(game, SwitchFighter(1, 1, 5))  # a switch brings Sakyo in: the rules turn him
    assert game.state.cards[fifth].face_up and view_for(game.state, 0).zones["p1.arena"].cards


def test_table_entries_no_rule_stands_for_are_refused_with_their_reason() -> None:
    game = game_at("main")
    item = arrange(game, 0, "GF-ST128", "p0.discard")  # an Item
    technique = arrange(game, 0, "GF-C155", "p0.discard")
    refused(game, Rotate(0, item, 1), "yyh.rotate_characters")
    refused(game, Shuffle(0, "p1.deck"), "yyh.shuffle_own")
    refused(game, Shuffle(0, "p0.discard"), "yyh.shuffle_own")
    legal(game, Shuffle(0, "p0.deck"))
    refused(game, SetCounter(0, 0, C_MATCH_WINS, 1), "yyh.counter_by_rules")
    refused(game, SetCardCounter(0, item, "atk.turn", 1000), "yyh.counter_by_rules")
    legal(game, SetCounter(0, 1, "spirit", 3))  # a card effect may take the other's Spirit
    target = fighter(game.state, 1)
    assert target is not None
    refused(game, EffectMove(1, target, "p1.discard"), "yyh.fighter_stays")
    refused(game, EffectMove(0, item, "p1.discard"), "yyh.other_side")
    refused(game, EffectMove(0, item, "p0.arena"), "yyh.effect_place")
    refused(game, EffectMove(0, item, "p0.slot5"), "yyh.effect_place")
    refused(game, EffectMove(0, item, "p0.discard"), "yyh.already_there")
    refused(game, EffectMove(0, technique, "p0.slot2_att"), "yyh.technique_fighter_only")
    refused(game, EffectMove(0, technique, "p0.items"), "yyh.effect_place")
    legal(game, EffectMove(0, item, "p0.slot2_att"))
    assert not game.state.cards[item].face_up
