"""Every drop the table can make, in enforced mode, for both games (seeded).

From positions reached by random legal play, every card a player can pick up (in hand, in play,
the top of a pile) is dropped onto every zone and onto every card of every zone, by either
player, through the table's own drop function (:func:`tabletop.ui.table.drag.drop_action`,
Qt-free). For each drop:

- a refused drop has its reason;
- an accepted drop means a rule action (no raw move takes a card to another zone), and the state
  it gives equals the state that rule action gives when submitted itself;
- after it the structural invariants hold (every card in one zone and on its owner's side; YYH:
  exactly one fighter per Arena, a Sideline slot holds at most one character, Match Slot 5 used
  at most once, every attachment and Event paid, face-down attachments stay face down; DBGT:
  the random-play invariants);
- the zones lit while dragging the card (the ruleset's ``destinations``) are exactly the zones
  where the drop is accepted, whichever card of the zone it lands on.

``TABLETOP_DROP_GAMES`` sets the number of games per ruleset (default 4, three positions each: a
few seconds).
"""

from __future__ import annotations

import os
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest

from tabletop.engine import Action, Controller, Mode, MoveCard, MoveTop
from tabletop.engine.layout import ZoneKind
from tabletop.engine.state import SEATS, GameState
from tabletop.engine.view import view_for
from tabletop.games.dbgt import DbgtRuleset
from tabletop.games.yyh.board import C_SPIRIT, SLOTS, v_fifth
from tabletop.games.yyh.ruleset import YyhRuleset
from tabletop.ui.table.drag import PlacedGeometry, drop_action

from .dbgt import helpers as dbgt_helpers
from .dbgt.test_random_play import check_invariants as dbgt_invariants
from .dbgt.test_random_play import choose as dbgt_choose
from .yyh import play as yyh_play

GAMES = int(os.environ.get("TABLETOP_DROP_GAMES", "4"))
MOMENTS = 3
MAX_PLIES = 120
BUSY_STEPS = {"yyh": ("main", "attack"), "dbgt": ("non_combat", "combat", "discard")}


@dataclass
class Tally:
    """What the fuzz saw: drops tried and accepted, and every broken expectation."""

    drops: int = 0
    accepted: int = 0
    failures: list[str] = field(default_factory=list)

    def fail(self, text: str) -> None:
        self.failures.append(text)


def positions(game_id: str, seed: int) -> Iterator[Controller]:
    """A game played by seeded random legal actions (enforced mode), yielded at
    :data:`MOMENTS` seeded moments, each the first step after a seeded number of actions in
    which the players can do most with their cards."""
    rng = random.Random(seed)
    stops = sorted(rng.randint(0, MAX_PLIES) for _ in range(MOMENTS))
    game = yyh_play.new_game(seed) if game_id == "yyh" else dbgt_helpers.new_game(seed)
    rules = game.ruleset
    plies = 0
    for stop in stops:
        while game.winner is None and not game.state.values.get("game_over"):
            if plies >= stop and rules.step(game.state) in BUSY_STEPS[game_id]:
                break
            if isinstance(rules, DbgtRuleset):
                action: Action = dbgt_choose(rng, rules, game)  # type: ignore[assignment]
            else:
                action = yyh_play.random_legal_action(game, rng)
            assert game.submit(action).applied
            plies += 1
        yield game


def probe(game: Controller) -> Controller:
    """A controller at the same state and chance position as ``game``, to try an action on."""
    other = Controller(game.ruleset, game.setup, game.mode)
    other.state = game.state.copy()
    other._chance_drawn = game._chance_drawn  # the same seeded draws come next
    return other


def pickups(game: Controller, seat: int) -> Iterator[tuple[int | None, PlacedGeometry, int]]:
    """Every card ``seat`` can pick up on the table: (uid or None, its zone, its position).
    A card the seat cannot see is picked up only as the top of a pile, as the scene allows."""
    layout = game.ruleset.layout()
    assert layout is not None
    kinds = {placed.zone: placed.kind for placed in layout.place()}
    view = view_for(game.state, seat)
    for zone_id, zone in view.zones.items():
        kind = kinds.get(zone_id, ZoneKind.ROW)
        geometry = PlacedGeometry(zone_id, (0.0, 0.0, 0.0, 0.0), kind.value,
                                  tuple(float(i) for i in range(len(zone.cards))))  # fmt: skip
        for index, card in enumerate(zone.cards):
            top = index == len(zone.cards) - 1
            if kind == ZoneKind.PILE and not top:
                continue
            if card.uid is not None or kind == ZoneKind.PILE:
                yield card.uid, geometry, index


def targets(state: GameState) -> Iterator[tuple[str, int]]:
    """Every zone (dropped on its empty part) and every card of every zone."""
    for zone_id, zone in state.zones.items():
        yield zone_id, -1
        for index in range(len(zone.cards)):
            yield zone_id, index


def moves_a_card_raw(state: GameState, action: Action) -> bool:
    """A table move that takes a card to another zone (no rule action)."""
    if isinstance(action, MoveTop):
        return True
    return isinstance(action, MoveCard) and state.cards[action.card].zone != action.to_zone


def common_invariants(before: GameState, after: GameState) -> list[str]:
    """Every card in exactly one zone, and on its owner's side of the table."""
    out = []
    seen: dict[int, str] = {}
    for zone_id, zone in after.zones.items():
        for uid in zone.cards:
            if uid in seen or after.cards[uid].zone != zone_id:
                out.append(f"card {uid} in {seen.get(uid)} and {zone_id}")
            seen[uid] = zone_id
            owner = after.zones[zone_id].owner
            if owner is not None and owner != after.cards[uid].owner:
                out.append(f"card {uid} of p{after.cards[uid].owner} on the other side: {zone_id}")
    if len(seen) != len(after.cards):
        out.append("a card was lost")
    return out


def yyh_invariants(rules: YyhRuleset, before: GameState, after: GameState) -> list[str]:
    """The YYH table's structure after a drop (see the module docstring)."""
    out = []
    cards = rules.cards
    over = bool(after.values.get("game_over"))
    for seat in SEATS:
        arena = after.zones[f"p{seat}.arena"].cards
        if not over and len(arena) != 1:
            out.append(f"p{seat}.arena holds {len(arena)} cards")
        for uid in arena:
            if cards.character(after.cards[uid].card_id) is None:
                out.append(f"p{seat}.arena holds a non-character {after.cards[uid].card_id}")
        for slot in SLOTS:
            held = after.zones[f"p{seat}.slot{slot}"].cards
            if len(held) > 1:
                out.append(f"p{seat}.slot{slot} holds {len(held)} characters")
            for uid in after.zones[f"p{seat}.slot{slot}_att"].cards:
                if after.cards[uid].face_up:
                    out.append(f"face-down attachment {uid} turned face up")
        gained = set(after.zones[f"p{seat}.slot5"].cards) - set(
            before.zones[f"p{seat}.slot5"].cards
        )
        if gained and (before.values.get(v_fifth(seat)) or not after.values.get(v_fifth(seat))):
            out.append(f"p{seat} used Match Slot 5 again")
        for area in ("items", "techs"):
            for uid in after.zones[f"p{seat}.{area}"].cards:
                if cards.attachable(after.cards[uid].card_id) is None:
                    out.append(f"{after.cards[uid].card_id} attached in p{seat}.{area}")
        due = 0
        for uid, card in after.cards.items():
            was = before.cards[uid].zone
            if was != f"p{seat}.hand" or card.zone == was:
                continue
            name = card.zone.partition(".")[2]
            event = cards.event(card.card_id) is not None
            if name in ("items", "techs", "effects") or (name == "discard" and event):
                due += cards.spirit_cost(card.card_id)
        paid = before.counters[seat].get(C_SPIRIT, 0) - after.counters[seat].get(C_SPIRIT, 0)
        if paid != due:
            out.append(f"p{seat} paid {paid} Spirit for cards costing {due}")
    return out


def fuzz(game: Controller, tally: Tally) -> None:
    """Every pick-up of both seats onto every target (see the module docstring)."""
    rules = game.ruleset
    state = game.state
    for seat in SEATS:
        for uid, source, index in list(pickups(game, seat)):
            accepted: dict[str, set[bool]] = {}
            for target in targets(state):
                drop = drop_action(seat, uid, source, index, target)
                if drop is None:
                    continue
                tally.drops += 1
                meant = rules.meaning(state, drop)
                verdict = rules.verdict(state, meant)
                if target[0] != source.zone:
                    accepted.setdefault(target[0], set()).add(verdict.legal)
                where = f"p{seat} drops {drop} (meaning {meant})"
                if not verdict.legal:
                    if not verdict.code:
                        tally.fail(f"{where}: refused without a reason")
                    continue
                tally.accepted += 1
                if moves_a_card_raw(state, meant):
                    tally.fail(f"{where}: a raw move, no rule action")
                by_drop, by_rule = probe(game), probe(game)
                out_drop, out_rule = by_drop.submit(drop), by_rule.submit(meant)
                if not (out_drop.applied and out_rule.applied):
                    tally.fail(f"{where}: accepted but not applied")
                    continue
                if by_drop.state != by_rule.state or by_drop.log[-1].action != meant:
                    tally.fail(f"{where}: differs from the rule action it means")
                problems = common_invariants(state, by_drop.state)
                if isinstance(rules, YyhRuleset):
                    problems += yyh_invariants(rules, state, by_drop.state)
                else:
                    assert isinstance(rules, DbgtRuleset)
                    try:
                        dbgt_invariants(rules.facts, by_drop.state)
                    except AssertionError as error:
                        problems.append(f"invariant: {error}")
                tally.failures += [f"{where}: {problem}" for problem in problems]
            for zone_id, results in accepted.items():
                if len(results) > 1:
                    tally.fail(f"p{seat}: {uid} on {zone_id} accepted on some cards only")
            if uid is None:
                lit = {z for z in state.zones if z != source.zone
                       and rules.verdict(state, rules.meaning(state, MoveTop(seat, source.zone, z))).legal}  # fmt: skip
            else:
                lit = set(rules.destinations(state, seat, uid))
            taken = {z for z, results in accepted.items() if True in results}
            if lit != taken:
                tally.fail(
                    f"p{seat} drags {uid} from {source.zone}: lit {sorted(lit - taken)} "
                    f"refused, accepted {sorted(taken - lit)} unlit"
                )


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["yyh", "dbgt"])
def test_every_drop_is_a_rule_action_or_refused(game_id: str) -> None:
    tally = Tally()
    for seed in range(1, GAMES + 1):
        for game in positions(game_id, seed * 7919):
            assert game.mode is Mode.ENFORCED
            fuzz(game, tally)
    assert tally.accepted > 0
    kinds: dict[str, list[str]] = {}
    for failure in tally.failures:
        kind = re.sub(r"[0-9]+", "N", failure.rpartition("): ")[2])
        kinds.setdefault(kind, []).append(failure)
    shown = "\n".join(f"{len(v)} × {k}, e.g. {v[0]}" for k, v in kinds.items())
    assert not tally.failures, (
        f"{len(tally.failures)} broken expectations in {tally.drops} drops "
        f"({tally.accepted} accepted):\n{shown}"
    )
