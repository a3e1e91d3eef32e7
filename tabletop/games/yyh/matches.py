"""Matches and turns: the turn machine, fighters entering the Arena, the end of a match,
effect expiry, the win checks and the Team Bonus status (yyh.md §4, §6, §7, §9)."""

from __future__ import annotations

from tabletop.engine.state import SEATS, GameState
from tabletop.engine.transaction import Transaction
from tabletop.engine.view import StateView

from .board import (
    C_MATCH_WINS,
    SLOTS,
    V_ACTIVE,
    V_ATTACK_TARGET,
    V_ATTACKS,
    V_ATTACKS_ALLOWED,
    V_DECK_OUT,
    V_FIRST,
    V_GAME_OVER,
    V_LAST_MATCH_WINNER,
    V_MATCH,
    V_MOMENT,
    V_PENDING_CARD,
    V_PENDING_INDEX,
    V_PENDING_VALUE,
    V_PLACED,
    V_STEP,
    V_STRIKE,
    V_TURN,
    V_WIN_REASON,
    V_WINNER,
    CardLookup,
    characters_in_play,
    counter,
    fighter,
    int_value,
    zone,
)
from .card_moves import discard_attachments, draw_cards, enter_arena, expire, gain_spirit, set_aside
from .gf2_marks import note_missed_strike, restrained, strict_least, team_of
from .opponent_choice import restrain
from .profile import YyhParams
from .rules_gf import turn_attacks
from .teams import qualifying_teams, symbol_counts

MATCHES = 5
WINS_NEEDED = 3


def begin_turn(state: GameState, tx: Transaction, seat: int) -> None:
    """``seat`` begins a turn: the Draw Step (its start-of-turn window) opens."""
    note_missed_strike(state, tx)  # the turn ending: a strike effect unmet (.gf2_marks)
    tx.set_value(V_TURN, int_value(state, V_TURN) + 1)
    tx.set_value(V_ACTIVE, seat)
    tx.set_value(V_STEP, "draw")
    tx.set_value(V_ATTACKS, 0)
    tx.set_value(V_ATTACKS_ALLOWED, 1)
    if int_value(state, V_PLACED):
        tx.set_value(V_PLACED, 0)
    for name in [k for k, v in state.values.items() if k.startswith(V_STRIKE) and v is not None]:
        tx.set_value(name, None)
    turn_attacks(state, tx, seat)  # this seat's turn before is now its last turn
    end_attack(state, tx)


def end_attack(state: GameState, tx: Transaction) -> None:
    """No attack is pending any more (a match ended, a turn began)."""
    for name in (V_MOMENT, V_PENDING_CARD, V_PENDING_INDEX, V_PENDING_VALUE, V_ATTACK_TARGET):
        if state.values.get(name) is not None:
            tx.set_value(name, None)


def draw_step(state: GameState, tx: Transaction, params: YyhParams) -> None:
    """The Draw Step's bookkeeping: effects lasting until this Draw Step end, then draw
    (the first player skips the first draw, not the Spirit gain: an open question of the
    sources), then gain Spirit Energy up to the cap."""
    seat = int_value(state, V_ACTIVE)
    expire(state, tx, (f"draw{seat}",))
    first_turn = int_value(state, V_TURN) == 1 and state.values.get(V_FIRST) == seat
    if not (first_turn and params.first_player_skips_draw):
        draw_cards(state, tx, seat, params.draw)
    gain_spirit(state, tx, params, seat, params.spirit_gain)


def end_turn(state: GameState, tx: Transaction) -> None:
    """End of turn: "this turn" (and "this attack") effects expire, the other player's turn
    begins."""
    expire(state, tx, ("attack", "turn"))
    begin_turn(state, tx, 1 - int_value(state, V_ACTIVE))


def end_match(
    state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup, loser: int
) -> None:
    """The match is lost by ``loser``: the other side scores, both fighters' attachments are
    discarded, the fighters go to the Winner's Circles, "this match" effects expire and, unless
    the game is decided, the next match begins (its first turn: the loser's, by default)."""
    winner = 1 - loser
    tx.set_counter(winner, C_MATCH_WINS, counter(state, winner, C_MATCH_WINS) + 1)
    tx.set_value(V_LAST_MATCH_WINNER, winner)
    for seat in SEATS:
        discard_attachments(state, tx, seat, 1)
        uid = fighter(state, seat)
        if uid is not None:
            set_aside(state, tx, uid, won=seat == winner)
    end_attack(state, tx)
    expire(state, tx, ("attack", "turn", "match", "draw0", "draw1"))
    next_first = loser if params.next_match_first == "loser" else winner
    sides = restrained(state)  # a card's switch of the next fighter (.gf2_marks)
    next_match(state, tx, params, cards, next_first)
    if sides:
        restrain(state, tx, params, cards, sides)


def next_match(
    state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup, first: int
) -> None:
    """Start the next match (if the game goes on): both next Match Slot characters enter the
    Arena. A side with no character there loses that match at once."""
    while True:
        if any(counter(state, s, C_MATCH_WINS) >= WINS_NEEDED for s in SEATS):
            return
        match = int_value(state, V_MATCH, 1) + 1
        tx.set_value(V_MATCH, match)
        if match > MATCHES:
            return
        present = [enter_arena(state, tx, cards, seat, match) for seat in SEATS]
        if all(uid is not None for uid in present):
            begin_turn(state, tx, first)
            return
        for seat in SEATS:  # forfeits: a missing character loses its match
            if present[seat] is None and present[1 - seat] is not None:
                other = 1 - seat
                tx.set_counter(other, C_MATCH_WINS, counter(state, other, C_MATCH_WINS) + 1)
                tx.set_value(V_LAST_MATCH_WINNER, other)
                discard_attachments(state, tx, other, 1)
                set_aside(state, tx, present[other] or 0, won=True)
                first = seat if params.next_match_first == "loser" else other


def check_game_over(state: GameState, tx: Transaction) -> None:
    """Decide the game if it is over: 3 match wins, a deck-out, or no match left."""
    values = state.values
    if values.get(V_GAME_OVER):
        return
    wins = (state.counters[0].get(C_MATCH_WINS, 0), state.counters[1].get(C_MATCH_WINS, 0))
    decked = values.get(V_DECK_OUT)
    winner: int | None = None
    reason = ""
    if isinstance(decked, int) and not isinstance(decked, bool):
        winner, reason = 1 - decked, "deck_out"
    elif wins[0] >= WINS_NEEDED or wins[1] >= WINS_NEEDED:
        winner, reason = (0 if wins[0] >= WINS_NEEDED else 1), "matches"
    elif int_value(state, V_MATCH, 1) > MATCHES:
        if wins[0] == wins[1]:
            reason = "draw"
        else:
            winner, reason = (0 if wins[0] > wins[1] else 1), "most_matches"
    if not reason:
        return
    tx.set_value(V_GAME_OVER, True)
    tx.set_value(V_WIN_REASON, reason)
    tx.set_value(V_WINNER, winner)
    tx.set_value(V_STEP, "over")


def team_bonuses(state: GameState, cards: CardLookup, seat: int, threshold: int) -> tuple[str, ...]:
    """The Team Symbols whose Team Bonus ``seat`` has now (characters in the Arena and on the
    Sideline count, face down or not)."""
    symbols = []
    for uid in characters_in_play(state, seat):
        symbols.append(team_of(state, cards, uid))  # a gained one too (.gf2_marks)
    least = strict_least(state, seat)  # an opponent's strict_bonus this match
    if least:
        return tuple(sorted(t for t, n in symbol_counts(symbols).items() if n >= least))
    return qualifying_teams(symbols, threshold)


def visible_symbols(view: StateView, cards: CardLookup, seat: int) -> list[str | None]:
    """The Team Symbols of ``seat``'s characters in play that ``view`` shows (a character
    hidden from the viewer counts as none)."""
    symbols: list[str | None] = []
    for name in ("arena", *(f"slot{slot}" for slot in SLOTS)):
        for card in view.zones[zone(seat, name)].cards:
            character = None if card.card_id is None else cards.character(card.card_id)
            symbols.append(None if character is None else character.team)
    return symbols
