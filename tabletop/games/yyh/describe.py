"""What a Yu Yu Hakusho step did, for the log (:meth:`YyhRuleset.describe`).

From the step's operations: the step and turn reached and cards drawn (as in every game),
then damage dealt and healed (a character turns a quarter per point), the blow that defeated
a fighter (not turned: its points are the blow's, the step's last points), an attack that dealt
none, Spirit Energy before and after, the Attack Cost paid, cards milled from the deck, a
match won and the next one begun; first the cards picked for a card's effect.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.engine import Action, GameState
from tabletop.engine.phrase import Phrase
from tabletop.engine.transaction import Op
from tabletop.engine.zones import Visibility
from tabletop.games.phrases import StepChanges, common_phrases, counted

from .board import C_MATCH_WINS, C_SPIRIT, V_LAST_POINTS, V_MATCH, V_PENDING_CARD

ATTACK = "yyh.attack"
ANSWER = "yyh.pass"
QUARTER = 90


def phrases(state: GameState, action: Action, ops: Sequence[Op]) -> list[Phrase]:
    """The phrases of one step of ``action`` whose operations were ``ops``."""
    changes = StepChanges.of(ops)
    picked = _picked(state, action, changes)  # apart: no draw, no Attack Cost
    said, closing = common_phrases(action, changes, "deck")
    moved = changes.moved_cards()
    damaged = False
    for uid, (old, new) in changes.rotations.items():
        if uid in moved or old == new:  # set aside after its match: no damage healed
            continue
        points = abs(new - old) // QUARTER
        damaged = damaged or new > old
        said.append(counted("yyh.damaged" if new > old else "yyh.healed", points, card=uid))
    fallen = _defeated_fighter(changes)
    if fallen is not None:
        said.append(counted("yyh.defeated", fallen[1], card=fallen[0]))
    pending = changes.changed(changes.values, V_PENDING_CARD)
    dealt = damaged or fallen is not None
    if action.kind == ANSWER and pending is not None and pending[1] is None and not dealt:
        said.append(Phrase("yyh.no_damage", {"attacker": pending[0]}))
    for (seat, name), (old, new) in sorted(changes.counters.items()):
        if old == new or not isinstance(new, int):
            continue
        if name == C_SPIRIT:
            said.append(Phrase("yyh.spirit", {"player": seat, "old": old or 0, "new": new}))
        elif name == C_MATCH_WINS and new > (old or 0):
            said.append(Phrase("yyh.match_won", {"player": seat}))
    if action.kind == ATTACK:
        for seat, cards in sorted(changes.moved("hand", "discard").items()):
            said.append(counted("yyh.attack_cost", len(cards), player=seat))
    for seat, cards in sorted(changes.moved("deck", "discard").items()):
        said.append(counted("yyh.milled", len(cards), player=seat))
    match = changes.changed(changes.values, V_MATCH)
    if match is not None and isinstance(match[1], int):
        said.append(Phrase("yyh.match", {"match": match[1]}))
    return picked + said + closing


def _picked(state: GameState, action: Action, changes: StepChanges) -> list[Phrase]:
    """The phrases of the cards picked for a card's ``pick`` effect (the action's ``picks``),
    their moves taken out of ``changes``: a card put where both players see it (a discard
    pile) is named; the others are counted by the zone they went to, never named, so a pick
    from a deck or a hand tells the other player nothing."""
    picks = getattr(action, "picks", ())
    if not picks:
        return []
    moves = [m for m in changes.moves if m[0] in picks]
    changes.moves = [m for m in changes.moves if m[0] not in picks]
    out: list[Phrase] = []
    hidden: dict[str, int] = {}
    for uid, _src, dst in moves:
        if dst in state.zones and state.zones[dst].visibility == Visibility.PUBLIC:
            out.append(Phrase("yyh.picked", {"card": uid, "to_zone": dst}))
        else:
            hidden[dst] = hidden.get(dst, 0) + 1
    for dst, count in hidden.items():
        out.append(counted("yyh.picked_hidden", count, player=action.seat, to_zone=dst))
    return out


def _defeated_fighter(changes: StepChanges) -> tuple[int, int] | None:
    """(fighter, points) of a blow that won a match: the points the step's blow dealt, and
    the loser's fighter that left the Arena; None when no blow won a match."""
    blow = changes.values.get(V_LAST_POINTS)
    if blow is None or not isinstance(blow[1], int):
        return None
    for (seat, name), (old, new) in changes.counters.items():
        if name == C_MATCH_WINS and isinstance(new, int) and new > (old or 0):
            arena = f"p{1 - seat}.arena"
            for uid, src, _ in changes.moves:
                if src == arena:
                    return uid, blow[1]
    return None
