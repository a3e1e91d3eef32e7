"""The Dark Tournament's further conditions (rules generation 4): the player's Match Slot 5
is empty (``fifth_empty``); all their characters in play are heroes (``all_heroes``); a card
of a name is face up in their Winner's Circle (``named_winner``); they have a boost of
:mod:`.lone_boost` going (``lone_boosted``); they used an attack of a name this match (``attack_this_match``); the
opponent used an attack in their last turn
(``opponent_attacked``), read from the attacks each player used this turn and in their last
one (:data:`.rules_gf.USED`, game values set in the attack's own transaction, so undo and
replay need nothing more).

:func:`.card_effects.condition_holds` hands these kinds to this module.
"""

from __future__ import annotations

from tabletop.cards.yyh_conditions import Condition
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .board import CardLookup, characters_in_play, slot_zone, zone
from .conditions import folded
from .lone_boost import boosted
from .rules_gf import alignment_of, forbid_value, opponent_attacks_last_turn

#: The condition kinds this module decides.
DT_B_KINDS = frozenset(
    {"opponent_attacked", "fifth_empty", "all_heroes", "named_winner", "lone_boosted"}
    | {"attack_this_match"}
)
#: The attacks a player used this match, for the cards that ask (``<prefix><seat>``, folded
#: names joined by ``|``; a value the match's end clears, see :func:`.card_moves.expire`).
USED_MATCH = "usedm"


def opponent_attacked(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s opponent used an attack in their last turn
    (:func:`.rules_gf.opponent_attacks_last_turn`)."""
    return opponent_attacks_last_turn(state, seat) > 0


def named_winner(state: GameState, cards: CardLookup, seat: int, name: str) -> bool:
    """Whether a card of ``seat`` whose name holds ``name`` (folded) is face up in its
    Winner's Circle."""
    wanted = folded(name)
    return any(
        state.cards[uid].face_up
        and wanted in folded(str(getattr(cards.card(state.cards[uid].card_id), "name", "")))
        for uid in state.zones[zone(seat, "winners_circle")].cards
    )


def dt_b_holds(state: GameState, cards: CardLookup, seat: int, condition: Condition) -> bool:
    """Whether ``condition`` (one of :data:`DT_B_KINDS`) holds now for ``seat``."""
    match condition.kind:
        case "all_heroes":
            held = characters_in_play(state, seat)
            return bool(held) and all(
                alignment_of(state, cards, uid) in ("hero", "both") for uid in held
            )
        case "named_winner":
            return named_winner(state, cards, seat, condition.value or "")
        case "lone_boosted":
            return boosted(state, seat) != (0, 0)
        case "attack_this_match":
            used = state.values.get(forbid_value(f"{USED_MATCH}{seat}", "match"))
            wanted = folded(condition.value or "")
            return isinstance(used, str) and wanted in used.split("|")
        case "opponent_attacked":
            return opponent_attacked(state, seat)
        case "fifth_empty":
            return not state.zones[slot_zone(seat, 5)].cards
        case _:
            return False


def asks_match_attacks(condition: Condition | None) -> bool:
    """Whether ``condition`` (or a condition it holds) reads the attacks of the match."""
    if condition is None:
        return False
    return condition.kind == "attack_this_match" or any(
        asks_match_attacks(more) for more in (condition.also, condition.either)
    )


def note_match_attack(state: GameState, tx: Transaction, seat: int, name: str, asked: bool) -> None:
    """``seat`` used the attack named ``name``: recorded for the match when a card asks
    (``asked``: the attacking card's effects read the match's attacks)."""
    if not asked or not name:
        return
    key = forbid_value(f"{USED_MATCH}{seat}", "match")
    before = state.values.get(key)
    tx.set_value(key, f"{before}|{folded(name)}" if isinstance(before, str) else folded(name))
