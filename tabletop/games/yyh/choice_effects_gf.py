"""The choices of :mod:`tabletop.cards.yyh_effect_models_gf` in the rules: which cards may be
chosen, the check of the action's ``picks``, the choices offered in the legal lists, and the
change each makes. :mod:`.choice_effects` hands these kinds here (one chosen effect per
trigger, like ``pick``), so the actions, their verdicts and the legal lists are those of the
``pick`` effect.

- ``arrange``: the picks are the top cards of the deck, every one of them, in their new
  order (the new top card first); offered: the order they are in, and each card brought to
  the top.
- ``search_fifth``: a character of the deck (or of the discard pile too, ``from_discard``),
  into an empty Match Slot 5 face down; none when the slot is taken or none is there (a
  character of the same name as one of the player's in play is not offered: the first one
  placed stays).
- ``heal_chosen``: one of the player's damaged characters in play.
- ``search_attach``: a card of the deck named as the effect says, attached face up to the
  fighter, its Spirit cost paid.
- ``word_recycle``: every card of the discard pile whose name holds one word (the word the
  player chooses; offered: each word's cards, the most first).
- ``borrow``: a face-up Item attached to the opposing fighter, attached to the player's
  fighter until the end of the opponent's next turn (:func:`return_borrowed`).
- ``mill_up_to``: the top cards of the player's deck, from the top down, as many as they
  choose up to the count (offered: none, the top one, the top two, ...), discarded.
- ``recycle_others``: so many cards of the discard pile, none of the name of the card that
  applies the effect, shuffled into the deck.
- ``may_pay``: the card that applies the effect, to pay its Spirit Energy (or none); offered:
  both.
- ``refresh_hand``: a fighter, whose player discards their hand and draws as many cards.
- ``align``: one of the player's characters in play of the other alignment, which takes the
  effect's for the rest of the game (a card counter, :func:`.rules_gf.alignment_of`).
- ``pay_card``: a card of the hand (or none), discarded with the card that applies the effect
  (that one at the end of the turn).
- ``mulligan``: any cards of the hand, shuffled into the deck, as many drawn.
- ``double_item``: a face-up Item attached to the fighter (its + ATK counts twice this turn:
  a card counter :data:`.rules_gf.TWICE` that :func:`.card_effects.attached_bonus` reads).
- ``keep_hand``: the cards of the hand kept (as many as the effect keeps, or the whole hand
  when it holds no more); the rest are discarded.
"""

from __future__ import annotations

import re

from tabletop.cards.yyh_effect_models_gf import (
    Align,
    ArrangeTop,
    Borrow,
    DoubleItem,
    HealChosen,
    KeepHand,
    MayPay,
    MillUpTo,
    Mulligan,
    PayCard,
    RecycleOthers,
    RefreshHand,
    SearchAttach,
    SearchFifth,
    WordRecycle,
)
from tabletop.engine import verdict as codes
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction
from tabletop.engine.verdict import Verdict

from .board import (
    C_SPIRIT,
    CC_LEAVE_AT_END,
    V_TURN,
    CardLookup,
    character_name,
    characters_in_play,
    counter,
    damage_of,
    fighter,
    int_value,
    slot_zone,
    zone,
)
from .card_moves import draw_cards, pay_spirit
from .choice_effects_dt_b import DTB_CHOSEN, DtbChosen, dtb_apply, dtb_cards, dtb_check, dtb_options
from .rules_gf import CC_ALIGNED, TWICE, alignment_of, heal

#: An effect of the player's choice handled here (the Dark Tournament's pairs: handed on to
#: :mod:`.choice_effects_dt_b`).
Chosen = (
    ArrangeTop | SearchFifth | HealChosen | KeepHand | DoubleItem | SearchAttach | WordRecycle
    | Borrow | MillUpTo | RecycleOthers | MayPay | RefreshHand | Align | PayCard | Mulligan
    | DtbChosen
)  # fmt: skip
#: The card counter of a borrowed Item: the turn at whose end it goes back.
CC_BORROWED = "borrowed_until"
#: A choice the rules refuse (the code of :mod:`.choice_effects`).
BAD_PICK = "yyh.bad_pick"
#: At most this many choices are offered for one effect.
OPTION_LIMIT = 10


def chosen_cards(
    state: GameState, cards: CardLookup, seat: int, effect: Chosen, exclude: tuple[int, ...] = ()
) -> list[int]:
    """The cards ``seat`` may choose for ``effect`` now (``exclude``: the acting card and the
    cards paid as the cost): for ``arrange`` the top cards, the top one first."""
    if isinstance(effect, DTB_CHOSEN):
        return dtb_cards(state, cards, seat, effect, exclude)
    match effect:
        case ArrangeTop():
            side = seat if effect.side == "you" else 1 - seat
            deck = state.zones[zone(side, "deck")].cards
            return list(reversed(deck[-effect.count :]))
        case SearchFifth():
            if state.zones[slot_zone(seat, 5)].cards:
                return []
            taken = set()
            for uid in characters_in_play(state, seat):
                placed = cards.character(state.cards[uid].card_id)
                if placed is not None:
                    taken.add(character_name(placed.name))
            out = []
            places = ("deck", "discard") if effect.from_discard else ("deck",)
            for uid in (u for place in places for u in state.zones[zone(seat, place)].cards):
                found = cards.character(state.cards[uid].card_id)
                if found is not None and character_name(found.name) not in taken:
                    out.append(uid)
            return out
        case HealChosen():
            return [u for u in characters_in_play(state, seat) if damage_of(state, u) > 0]
        case DoubleItem():
            held = state.zones[zone(seat, "items")].cards
            return [uid for uid in held if state.cards[uid].face_up]
        case SearchAttach():
            title = effect.title.casefold()
            return [
                uid
                for uid in state.zones[zone(seat, "deck")].cards
                if title in getattr(cards.card(state.cards[uid].card_id), "name", "").casefold()
                and cards.attachable(state.cards[uid].card_id) is not None
            ]
        case WordRecycle():
            return [uid for uid, _ in _worded(state, cards, seat, exclude)]
        case Borrow():
            held = state.zones[zone(1 - seat, "items")].cards
            return [uid for uid in held if state.cards[uid].face_up]
        case MillUpTo():
            return list(reversed(state.zones[zone(seat, "deck")].cards[-effect.count :]))
        case MayPay():
            rich = counter(state, seat, C_SPIRIT) >= effect.amount
            return list(exclude[:1]) if rich else []
        case PayCard() | Mulligan():
            held = state.zones[zone(seat, "hand")].cards
            return [uid for uid in held if uid not in exclude]
        case RefreshHand():
            return [uid for uid in (fighter(state, seat), fighter(state, 1 - seat)) if uid]
        case Align():
            was = "villain" if effect.to == "hero" else "hero"
            return [
                uid
                for uid in characters_in_play(state, seat)
                if alignment_of(state, cards, uid) in (was, "both")
            ]
        case RecycleOthers():
            own = _name(state, cards, exclude[0]) if exclude else ""
            pile = state.zones[zone(seat, "discard")].cards
            return [uid for uid in pile if _name(state, cards, uid) != own]
        case _:  # KeepHand
            held = state.zones[zone(seat, "hand")].cards
            return [uid for uid in held if uid not in exclude]


def _name(state: GameState, cards: CardLookup, uid: int) -> str:
    """Card ``uid``'s name, case folded ("" for none)."""
    return str(getattr(cards.card(state.cards[uid].card_id), "name", "")).casefold()


def _worded(
    state: GameState, cards: CardLookup, seat: int, exclude: tuple[int, ...]
) -> list[tuple[int, frozenset[str]]]:
    """The cards of ``seat``'s discard pile a ``word_recycle`` may take, with the words of
    their names (``exclude``: the acting card first, whose name's cards stay)."""
    own = _name(state, cards, exclude[0]) if exclude else ""
    out = []
    for uid in state.zones[zone(seat, "discard")].cards:
        name = _name(state, cards, uid)
        if name and name != own:
            out.append((uid, frozenset(re.findall(r"[a-z0-9']+", name))))
    return out


def _word_sets(
    state: GameState, cards: CardLookup, seat: int, exclude: tuple[int, ...]
) -> list[tuple[int, ...]]:
    """For each word of the names in the pile (in order), the cards that hold it."""
    worded = _worded(state, cards, seat, exclude)
    words = sorted({w for _, ws in worded for w in ws})
    return [tuple(uid for uid, ws in worded if w in ws) for w in words]


def _needed(effect: Chosen, allowed: list[int]) -> int:
    """How many cards the choice takes: every top card for ``arrange``, else the effect's
    count (one) or all there are when fewer."""
    if isinstance(effect, ArrangeTop):
        return len(allowed)
    if isinstance(effect, (KeepHand, RecycleOthers)):
        return min(effect.count, len(allowed))
    return min(1, len(allowed))


def check_chosen(
    state: GameState,
    cards: CardLookup,
    seat: int,
    effect: Chosen,
    picks: tuple[int, ...],
    exclude: tuple[int, ...] = (),
) -> Verdict:
    """Whether ``picks`` is a legal choice for ``effect``."""
    if len(set(picks)) != len(picks):
        return Verdict.impossible(codes.BAD_VALUE, field="picks")
    if isinstance(effect, DTB_CHOSEN):
        return dtb_check(state, cards, seat, effect, picks, exclude)
    allowed = chosen_cards(state, cards, seat, effect, exclude)
    if isinstance(effect, WordRecycle):
        sets = {frozenset(s) for s in _word_sets(state, cards, seat, exclude)}
        fine = frozenset(picks) in sets if sets else not picks
        return Verdict.ok() if fine else Verdict.illegal(BAD_PICK, count=len(picks))
    if isinstance(effect, Mulligan):  # any of the hand
        fine = all(uid in allowed for uid in picks)
        return Verdict.ok() if fine else Verdict.illegal(BAD_PICK, count=len(picks))
    if isinstance(effect, (MayPay, PayCard)):  # to pay or not
        fine = len(picks) <= 1 and all(uid in allowed for uid in picks)
        return Verdict.ok() if fine else Verdict.illegal(BAD_PICK, count=len(picks))
    if isinstance(effect, MillUpTo):  # the top cards, from the top down
        fine = tuple(picks) == tuple(allowed[: len(picks)])
        return Verdict.ok() if fine else Verdict.illegal(BAD_PICK, count=len(picks))
    if any(uid not in allowed for uid in picks) or len(picks) != _needed(effect, allowed):
        return Verdict.illegal(BAD_PICK, count=len(picks))
    return Verdict.ok()


def chosen_options(
    state: GameState, cards: CardLookup, seat: int, effect: Chosen, exclude: tuple[int, ...] = ()
) -> list[tuple[int, ...]]:
    """The choices offered in the legal lists (the check accepts any legal one): for
    ``arrange`` the order the cards are in and each other card brought to the top; else
    each card (copies of one card are one choice)."""
    if isinstance(effect, DTB_CHOSEN):
        return dtb_options(state, cards, seat, effect, exclude)
    allowed = chosen_cards(state, cards, seat, effect, exclude)
    if not allowed:
        return [()]
    if isinstance(effect, MayPay):  # not to pay, to pay
        return [(), tuple(allowed)]
    if isinstance(effect, Mulligan):  # none, the whole hand, or one card
        return [(), tuple(allowed), *((uid,) for uid in allowed)][: OPTION_LIMIT + 1]
    if isinstance(effect, PayCard):  # not to pay, or each card of the hand
        return [(), *((uid,) for uid in allowed)][: OPTION_LIMIT + 1]
    if isinstance(effect, MillUpTo):  # none, the top card, the top two, ...
        return [tuple(allowed[:n]) for n in range(len(allowed) + 1)]
    if isinstance(effect, RecycleOthers):
        most = min(effect.count, len(allowed))
        return [tuple(allowed[n : n + most]) for n in range(0, len(allowed) - most + 1)][
            :OPTION_LIMIT
        ]
    if isinstance(effect, WordRecycle):
        unique = list(dict.fromkeys(_word_sets(state, cards, seat, exclude)))
        return sorted(unique, key=len, reverse=True)[:OPTION_LIMIT]  # the most cards first
    if isinstance(effect, ArrangeTop):
        orders = [tuple(allowed)]
        for uid in allowed[1:]:
            orders.append((uid, *(u for u in allowed if u != uid)))
        return orders[:OPTION_LIMIT]
    out: list[tuple[int, ...]] = []
    seen: set[str] = set()
    for uid in allowed:
        card_id = state.cards[uid].card_id
        if card_id not in seen and len(out) < OPTION_LIMIT:
            seen.add(card_id)
            out.append((uid,))
    return out


def apply_chosen(
    state: GameState,
    tx: Transaction,
    seat: int,
    effect: Chosen,
    picks: tuple[int, ...],
    cards: CardLookup,
    source: int | None = None,
) -> None:
    """Make the change of ``effect`` with the chosen cards (checked by the action's verdict;
    ``source``: the card that applies it)."""
    if isinstance(effect, DTB_CHOSEN):
        dtb_apply(state, tx, seat, effect, picks, cards)
        return
    match effect:
        case ArrangeTop():
            side = seat if effect.side == "you" else 1 - seat
            deck = zone(side, "deck")
            for uid in reversed(picks):  # the first pick ends on top
                if state.cards[uid].zone == deck:
                    tx.move(uid, deck, -1, False)
        case SearchFifth():
            for uid in picks:
                if not state.zones[slot_zone(seat, 5)].cards:
                    tx.move(uid, slot_zone(seat, 5), face_up=False)
        case HealChosen():
            for uid in picks:
                heal(state, tx, uid, effect.points)
        case DoubleItem():
            for uid in picks:
                tx.set_card_counter(uid, f"atk{TWICE}", 1)
        case WordRecycle() | RecycleOthers():
            for uid in picks:
                tx.move(uid, zone(seat, "deck"), face_up=False)
            if picks:
                tx.shuffle(zone(seat, "deck"))
        case MillUpTo():
            for uid in picks:
                tx.move(uid, zone(seat, "discard"), face_up=True)
        case MayPay():
            if picks:
                pay_spirit(state, tx, seat, effect.amount)
        case Mulligan():
            for uid in picks:
                tx.move(uid, zone(seat, "deck"), face_up=False)
            if picks:
                tx.shuffle(zone(seat, "deck"))
                draw_cards(state, tx, seat, len(picks))
        case PayCard():
            for uid in picks:
                tx.move(uid, zone(seat, "discard"), face_up=True)
            if picks and source is not None:  # the card itself, once its trigger is over
                tx.set_card_counter(source, CC_LEAVE_AT_END, 1)
        case Align():
            for uid in picks:
                tx.set_card_counter(uid, CC_ALIGNED, 1 if effect.to == "hero" else 2)
        case RefreshHand():
            for uid in picks:
                owner = state.cards[uid].owner
                held = list(state.zones[zone(owner, "hand")].cards)
                for card in held:
                    tx.move(card, zone(owner, "discard"), face_up=True)
                draw_cards(state, tx, owner, len(held))
        case Borrow():
            for uid in picks:
                tx.move(uid, zone(seat, "items"), face_up=True)
                tx.set_card_counter(uid, CC_BORROWED, int_value(state, V_TURN) + 1)
        case SearchAttach():
            for uid in picks:
                card_id = state.cards[uid].card_id
                area = "techs" if cards.technique(card_id) is not None else "items"
                pay_spirit(state, tx, seat, cards.spirit_cost(card_id))
                tx.move(uid, zone(seat, area), face_up=True)
        case _:  # KeepHand
            held = list(state.zones[zone(seat, "hand")].cards)
            for uid in held:
                if uid not in picks:
                    tx.move(uid, zone(seat, "discard"), face_up=True)


def return_borrowed(state: GameState, tx: Transaction) -> None:
    """At the end of a turn, each borrowed Item due back goes to its owner's fighter (face
    up, unpaid) if that player has one in the Arena; otherwise it stays where it is."""
    turn = int_value(state, V_TURN)
    for card in [c for c in state.cards.values() if c.counters.get(CC_BORROWED)]:
        if card.counters.get(CC_BORROWED, 0) > turn:
            continue
        tx.set_card_counter(card.uid, CC_BORROWED, None)
        if fighter(state, card.owner) is not None and card.zone.endswith(".items"):
            tx.move(card.uid, zone(card.owner, "items"), face_up=True)
