"""Matches and turns: the turn machine, fighters entering the Arena, the end of a match,
effect expiry, the win checks and the Team Bonus status (yyh.md §4, §6, §7, §9)."""

from __future__ import annotations

from tabletop.engine.state import SEATS, GameState
from tabletop.engine.transaction import Transaction
from tabletop.engine.view import StateView

from .actions import DURATIONS
from .board import (
    C_MATCH_WINS,
    C_SPIRIT,
    CC_DURATION,
    CC_PLAYED_BY,
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
    attachment_zones,
    characters_in_play,
    counter,
    fighter,
    int_value,
    slot_zone,
    zone,
)
from .effects_gf2 import note_missed_strike, restrain, restrained, strict_least, team_of
from .profile import YyhParams
from .rules_gf import end_forbids, turn_attacks
from .teams import qualifying_teams, symbol_counts

MATCHES = 5
WINS_NEEDED = 3


def pay_spirit(state: GameState, tx: Transaction, seat: int, cost: int) -> None:
    """Take ``cost`` Spirit Energy from ``seat`` (never below 0)."""
    tx.set_counter(seat, C_SPIRIT, max(0, counter(state, seat, C_SPIRIT) - cost))


def gain_spirit(
    state: GameState, tx: Transaction, params: YyhParams, seat: int, amount: int
) -> None:
    """Add ``amount`` (may be negative) to ``seat``'s Spirit Energy, within 0 and the cap."""
    value = counter(state, seat, C_SPIRIT) + amount
    tx.set_counter(seat, C_SPIRIT, max(0, min(params.spirit_cap, value)))


def draw_cards(state: GameState, tx: Transaction, seat: int, count: int) -> None:
    """``seat`` draws ``count`` cards; a deck too small means that player loses (checked in
    :func:`check_game_over`)."""
    deck, hand = zone(seat, "deck"), zone(seat, "hand")
    for _ in range(count):
        cards = state.zones[deck].cards
        if not cards:
            tx.set_value(V_DECK_OUT, seat)
            return
        tx.move(cards[-1], hand)


def mill_cards(state: GameState, tx: Transaction, seat: int, count: int) -> None:
    """``seat`` discards the top ``count`` cards of their deck (too few: they lose)."""
    deck, discard = zone(seat, "deck"), zone(seat, "discard")
    for _ in range(count):
        cards = state.zones[deck].cards
        if not cards:
            tx.set_value(V_DECK_OUT, seat)
            return
        tx.move(cards[-1], discard, face_up=True)


def enter_arena(
    state: GameState, tx: Transaction, cards: CardLookup, seat: int, slot: int
) -> int | None:
    """The character of Match Slot ``slot`` becomes the fighter: turned face up, its
    face-down attachments turned face up and paid in order (one its owner cannot pay is
    discarded). Returns the fighter, or None when the slot is empty."""
    source = slot_zone(seat, slot)
    chars = list(state.zones[source].cards)
    if not chars:
        return None
    uid = chars[-1]
    tx.move(uid, zone(seat, "arena"), face_up=True)
    for extra in chars[:-1]:  # a crowded slot (manual play): the rest wait in the discard
        leave_play(state, tx, extra, zone(seat, "discard"), face_up=True)
    if slot != 1:
        for att in list(state.zones[zone(seat, f"slot{slot}_att")].cards):
            card_id = state.cards[att].card_id
            cost = cards.spirit_cost(card_id)
            if counter(state, seat, C_SPIRIT) < cost:
                tx.move(att, zone(seat, "discard"), face_up=True)
                continue
            pay_spirit(state, tx, seat, cost)
            where = "techs" if cards.technique(card_id) is not None else "items"
            tx.move(att, zone(seat, where), face_up=True)
    return uid


def leave_arena_to_slot(state: GameState, tx: Transaction, seat: int, slot: int) -> None:
    """The fighter goes to Sideline slot ``slot``; its attachments go face down under it."""
    uid = fighter(state, seat)
    if uid is None:
        return
    tx.move(uid, slot_zone(seat, slot), face_up=True)
    for name in ("items", "techs"):
        for att in list(state.zones[zone(seat, name)].cards):
            tx.move(att, zone(seat, f"slot{slot}_att"), face_up=False)


def discard_attachments(state: GameState, tx: Transaction, seat: int, slot: int) -> None:
    """Discard every card attached to the character of Match Slot ``slot``."""
    for zone_id in attachment_zones(seat, slot):
        for att in list(state.zones[zone_id].cards):
            tx.move(att, zone(seat, "discard"), face_up=True)


def clear_card(state: GameState, tx: Transaction, uid: int) -> None:
    """Turn a card upright and remove its counters (it leaves play)."""
    tx.set_rotation(uid, 0)
    for name in list(state.cards[uid].counters):
        tx.set_card_counter(uid, name, None)


def leave_play(
    state: GameState, tx: Transaction, uid: int, to_zone: str, face_up: bool | None
) -> None:
    """Move a card out of play to ``to_zone``: it arrives upright, its counters gone (every
    move of a card that may be turned, out of the Arena, the Match Slots or the effects, goes
    through here)."""
    clear_card(state, tx, uid)
    tx.move(uid, to_zone, -1, face_up)


def set_aside(state: GameState, tx: Transaction, uid: int, won: bool) -> None:
    """Put a finished fighter into its owner's Winner's Circle: face up if it won."""
    leave_play(state, tx, uid, zone(state.cards[uid].owner, "winners_circle"), face_up=won)


def expire(state: GameState, tx: Transaction, scopes: tuple[str, ...]) -> None:
    """End effects of the given scopes: modifier counters named ``<stat>.<scope>`` on every
    card, and Events of those durations in the effects areas."""
    end_forbids(state, tx, scopes)  # what a card forbade for one of those scopes
    for card in [card for card in state.cards.values() if card.counters]:
        ended = [name for name in card.counters if name.partition(".")[2] in scopes]
        for name in ended:
            tx.set_card_counter(card.uid, name, None)
    for seat in SEATS:
        effects = state.zones[zone(seat, "effects")].cards
        for uid in list(effects) if effects else ():
            counters = state.cards[uid].counters
            code = counters.get(CC_DURATION, 0)
            name = DURATIONS[code] if 0 <= code < len(DURATIONS) else "now"
            if name == "draw":
                name = f"draw{counters.get(CC_PLAYED_BY, seat)}"
            if name in scopes or name == "now":
                leave_play(state, tx, uid, zone(seat, "discard"), face_up=True)


def begin_turn(state: GameState, tx: Transaction, seat: int) -> None:
    """``seat`` begins a turn: the Draw Step (its start-of-turn window) opens."""
    note_missed_strike(state, tx)  # the turn ending: a strike effect unmet (.effects_gf2)
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
    sides = restrained(state)  # a card's switch of the next fighter (.effects_gf2)
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
        symbols.append(team_of(state, cards, uid))  # a gained one too (.effects_gf2)
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
