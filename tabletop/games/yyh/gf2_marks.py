"""The marks the Ghost Files effects of :mod:`.effects_gf2` leave in the state (game values of
a turn or a match, card counters), and the reads of them the rules make wherever they need
them: a fading ATK bonus (:func:`fading_bonus`), the plays counted after a ``play_boost``
(:func:`plays_bonus`), the next attack doubled (:func:`doubled`, :func:`spend_double`), a
Team Symbol gained (:func:`team_of`), an opponent's ``strict_bonus`` (:func:`strict_least`),
Events barred and Main Steps skipped (:func:`events_barred`, :func:`main_skipped`), the next
fighter switched out (:func:`restrained`), a strike effect met or missed
(:func:`note_strike`, :func:`note_missed_strike`, :func:`strike_missed`), and cards attached
by the opponent (:func:`foreign`). Each reads or writes the state alone (no card effect is
read here), so the rules of every kind of effect may use them."""

from __future__ import annotations

from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .board import V_ACTIVE, V_MATCH, V_STRIKE, V_TURN, CardLookup, int_value
from .teams import BONUS_TEAMS

FADING = "yyh.fading."
PLAYS = "yyh.plays_after."
RESTRAINT = "yyh.switch_next."
#: The card counter of a Team Symbol a character gained (``befriend``): its index in
#: :data:`TEAMS` plus one.
CC_TEAM = "team_gained"
TEAMS: tuple[str, ...] = tuple(sorted(BONUS_TEAMS))
#: The card counter of a card given to the opposing fighter at the turn's end (``give_away``).
CC_GIVE_AWAY = "give_away"
#: The game value of the turn whose strike effect went unmet (see :func:`note_missed_strike`).
MISSED = "yyh.strike_missed."
#: The game values of a ``double_atk`` waiting for the attack (its turn), and of its use.
DOUBLE = "yyh.double_atk."
STRICT = "yyh.strict_bonus."
#: The game value of the last turn in which no Event may be played (``no_events``).
NO_EVENTS = "yyh.no_events_until"
#: The game value of the last turn whose Main Step is skipped (``skip_main``).
SKIP_MAIN = "yyh.skip_main_until"


def fading_bonus(state: GameState, seat: int) -> int:
    """The ATK ``seat``'s attacks gain now from its ``fading_atk`` effects of this match: each
    bonus less its step for each of ``seat``'s turns begun since it was played (never below
    0; read in ``seat``'s own turn, when it attacks)."""
    prefix = f"{FADING}{seat}.{int_value(state, V_MATCH)}."
    turn = int_value(state, V_TURN)
    total = 0
    for name, value in state.values.items():
        if not name.startswith(prefix) or not isinstance(value, int) or isinstance(value, bool):
            continue
        played, _, step = name[len(prefix) :].partition(".")
        begun = (turn - int(played) + 1) // 2  # the seat's own turns since (turns alternate)
        total += max(0, value - int(step) * begun)
    return total


def strict_least(state: GameState, seat: int) -> int:
    """How many characters of one Team Symbol ``seat`` needs for a Team Bonus this match by a
    ``strict_bonus`` of the opponent's (0: none holds)."""
    prefix, match = f"{STRICT}{seat}.", state.values.get(V_MATCH)
    found = [
        int(name[len(prefix) :])
        for name, value in state.values.items()
        if name.startswith(prefix) and value == match
    ]
    return max(found, default=0)


def events_barred(state: GameState) -> bool:
    """Whether no Event may be played now (a ``no_events`` lasting to this turn or later)."""
    return int_value(state, V_TURN) <= int_value(state, NO_EVENTS)


def main_skipped(state: GameState) -> bool:
    """Whether this turn's Main Step is skipped (a ``skip_main`` lasting to this turn)."""
    return int_value(state, V_TURN) <= int_value(state, SKIP_MAIN)


def plays_bonus(state: GameState, seat: int) -> int:
    """The ATK ``seat``'s attacks gain now from its ``play_boost`` markers of this turn."""
    prefix = f"{PLAYS}{seat}.{int_value(state, V_TURN)}."
    total = 0
    for name, value in state.values.items():
        if name.startswith(prefix) and isinstance(value, int) and not isinstance(value, bool):
            total += int(name.rsplit(".", 1)[1]) * value
    return total


def restrained(state: GameState) -> list[int]:
    """The sides whose next fighter a ``switch_next`` of this turn switches out."""
    turn = int_value(state, V_TURN)
    return [side for side in (0, 1) if state.values.get(f"{RESTRAINT}{side}") == turn]


def team_of(state: GameState, cards: CardLookup, uid: int) -> str | None:
    """Character ``uid``'s Team Symbol: one it gained (``befriend``), else its printed one."""
    gained = state.cards[uid].counters.get(CC_TEAM, 0)
    if 0 < gained <= len(TEAMS):
        return TEAMS[gained - 1]
    found = cards.character(state.cards[uid].card_id)
    return None if found is None else found.team


def has_symbol(state: GameState, cards: CardLookup, uid: int) -> bool:
    """Whether character ``uid`` has a bonus-bearing Team Symbol now."""
    return team_of(state, cards, uid) in BONUS_TEAMS


def foreign(state: GameState, seat: int, uid: int) -> bool:
    """Whether the card ``uid`` attached to ``seat``'s fighter is the opponent's (given or
    attached by them): ``seat`` never uses it."""
    return state.cards[uid].owner != seat


def note_strike(state: GameState, tx: Transaction, seat: int, atk: int, defense: int) -> None:
    """An attack of ``seat`` resolves at ``atk`` against ``defense``: a ``strike`` effect of
    this turn whose ratio it reaches is met (a game value ``strike.met<seat>``, cleared with
    the strike values as a turn begins). Nothing is written without a strike effect."""
    prefix = f"{V_STRIKE}{seat}_"
    for name, value in list(state.values.items()):
        reached = type(value) is int and name.startswith(prefix)
        if reached and max(0, atk) >= int(name[len(prefix) :]) * max(1, defense):
            tx.set_value(f"{V_STRIKE}met{seat}", True)
            return


def note_missed_strike(state: GameState, tx: Transaction) -> None:
    """A turn ends (before its strike values are cleared): whether its player played a
    ``strike`` effect whose requirement no attack met is kept for the next turn
    (``yyh.strike_missed.<seat>``: that turn's number), read by the count
    ``opponent_strike_missed``."""
    seat = int_value(state, V_ACTIVE)
    played = any(n.startswith(f"{V_STRIKE}{seat}_") for n in state.values)
    name = f"{MISSED}{seat}"
    if played and not state.values.get(f"{V_STRIKE}met{seat}"):
        tx.set_value(name, int_value(state, V_TURN))
    elif state.values.get(name) is not None:
        tx.set_value(name, None)


def strike_missed(state: GameState, seat: int) -> int:
    """1 if ``seat`` played a ``strike`` effect in the turn just before this one and no attack
    met its requirement (0 otherwise)."""
    return int(state.values.get(f"{MISSED}{seat}") == int_value(state, V_TURN) - 1)


def doubled(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s attack now has its Attack Value doubled (a ``double_atk`` of this
    turn, not spent yet)."""
    return state.values.get(f"{DOUBLE}{seat}") == int_value(state, V_TURN)


def spend_double(state: GameState, tx: Transaction, seat: int) -> None:
    """``seat``'s attack resolved: its doubling, if any, is spent."""
    if state.values.get(f"{DOUBLE}{seat}") is not None:
        tx.set_value(f"{DOUBLE}{seat}", None)
