"""Cards of the player's choice (the ``pick`` effect, :class:`~tabletop.cards.yyh_effect_models.PickCards`):
which cards may be picked, the check of a pick, the picks offered, and the move.

The picked cards are a parameter of the action that applies the effect: ``picks`` of
:class:`~.actions.PlayEvent` (an Event's ``on_play`` effect) and of :class:`~.actions.AttackWith`
(an attack's ``on_attack`` effect). A card's trigger holds one ``pick`` at most (the card data
tests hold it so). A picked card must be, when the action is taken, in the effect's place
(``source``), of its kind, not the acting card itself nor a card paid as the Attack Cost; no
more than ``count`` are picked, and fewer only when fewer are there (an ``optional`` pick
may take fewer, even none). A game whose rules generation does not apply the effect (its
``since``) takes no picks: the players apply the card by hand.

Words: the action's own sentence names its card, never its picks; the log
(:func:`.describe.phrases`) names a picked card only when it ends where both players see it (a
discard pile) and otherwise counts the cards by the zone they went to, so a pick from a deck or
a hand tells the other player nothing.
"""

from __future__ import annotations

from itertools import combinations

from tabletop.cards.yyh_effect_kinds import PickCards
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

from .board import C_SPIRIT, CardLookup, counter, damage_of, slot_of, zone
from .card_effects import condition_holds, effects_of, effects_on
from .card_moves import clear_card
from .choice_effects_dt_b import DTB_CHOSEN
from .choice_effects_gf import Chosen, check_chosen, chosen_options
from .gf2_marks import has_symbol

#: The effects whose cards the player chooses besides ``pick`` (see :mod:`.choice_effects_gf`).
CHOICES = (
    ArrangeTop, SearchFifth, HealChosen, KeepHand, DoubleItem, SearchAttach, WordRecycle, Borrow,
    MillUpTo, RecycleOthers, MayPay, RefreshHand, Align, PayCard, Mulligan, *DTB_CHOSEN,
)  # fmt: skip
#: A pick that the rules refuse: a card not in the place, of another kind, too many or too
#: few, twice, or picks for a card whose effect picks nothing.
BAD_PICK = "yyh.bad_pick"
#: At most this many picks of several cards are offered (see :func:`pick_options`).
OPTION_LIMIT = 10

#: The zones of each place: (the other player's?, zone label) pairs, read in this order.
_PLACE: dict[str, tuple[tuple[bool, str], ...]] = {
    "discard": ((False, "discard"),),
    "deck": ((False, "deck"),),
    "hand": ((False, "hand"),),
    "opponent_hand": ((True, "hand"),),
    "opponent_discard": ((True, "discard"),),
    "attached": ((False, "items"), (False, "techs")),
    "opponent_attached": ((True, "items"), (True, "techs")),
    "in_play": ((False, "items"), (False, "techs"), (True, "items"), (True, "techs")),
    "sideline": tuple((False, f"slot{slot}") for slot in (2, 3, 4, 5)),  # a switch's pick
    "opponent_sideline": tuple((True, f"slot{slot}") for slot in (2, 3, 4, 5)),
    "own_attached": tuple(  # any card attached to one of the player's characters
        (False, name) for name in ("items", "techs", *(f"slot{slot}_att" for slot in (2, 3, 4, 5)))
    ),
    "own_characters": ((False, "arena"), *((False, f"slot{slot}") for slot in (2, 3, 4, 5))),
    "face_down": tuple(
        (other, name)
        for other in (False, True)
        for name in ("items", "techs", "slot2_att", "slot3_att", "slot4_att", "slot5_att")
    ),
}
#: The places whose cards are in play (attached to a fighter, face up; or to any character,
#: face down: ``face_down``, whose cards are offered one by one, never told apart by name).
_IN_PLAY = frozenset({"attached", "opponent_attached", "in_play", "face_down", "own_attached"})
_TO = {"hand": "hand", "deck_top": "deck", "deck_bottom": "deck", "deck": "deck",
       "discard": "discard"}  # fmt: skip


def pick_effect(
    state: GameState,
    cards: CardLookup,
    seat: int,
    source: int,
    when: str,
    attack: int | None = None,
    threshold: int = 3,
) -> PickCards | Chosen | None:
    """The ``pick`` effect card ``source`` applies now for ``seat`` ``when`` (for an attack:
    attack number ``attack``), or its other choice (:mod:`.choice_effects_gf`), if its
    condition holds; None when it picks nothing."""
    if not effects_on(state) or source not in state.cards:
        return None
    for effect in effects_of(state, cards, state.cards[source].card_id):
        if (
            isinstance(effect, (PickCards, *CHOICES))
            and effect.when == when
            and (when != "on_attack" or effect.attack == attack)
            and condition_holds(state, cards, seat, effect.only_if, threshold)
        ):
            return effect
    return None


def eligible(
    state: GameState,
    cards: CardLookup,
    seat: int,
    effect: PickCards,
    exclude: tuple[int, ...] = (),
) -> list[int]:
    """The cards ``seat`` may pick for ``effect`` now, in their place's order (``exclude``:
    the acting card and the cards paid as the cost)."""
    spirit = getattr(effect, "spirit", None)  # a pick_at_spirit: the Spirit once paid
    if spirit is not None and counter(state, seat, C_SPIRIT) - getattr(effect, "paid", 0) != spirit:
        return []
    out: list[int] = []
    place: str = effect.source  # a subclass's own place too (own_attached: face up or down)
    for uid in _place_cards(state, seat, place):
        if uid in exclude or (
            place in _IN_PLAY
            and place != "own_attached"
            and state.cards[uid].face_up == (place == "face_down")
        ):
            continue
        if getattr(effect, "do", "") == "befriend" and not has_symbol(state, cards, uid):
            continue  # a character with a Team Symbol to give
        if not _target_fits(state, getattr(effect, "target", "any"), uid):
            continue  # a redirect's target of a kind (see .attack_needs)
        if getattr(effect, "do", "") == "pick_guard" and not raises_def(state, cards, uid):
            continue  # only the cards raising a DEF now
        other = getattr(effect, "not_title", None)
        named = cards.card(state.cards[uid].card_id)
        if other and named is not None and other.casefold() in named.name.casefold():
            continue  # a card of the name the pick leaves out
        card = cards.card(state.cards[uid].card_id)
        if effect.kind == "named":
            title = (effect.title or "").casefold()
            if card is None or title not in card.name.casefold():
                continue
        elif effect.kind != "any" and getattr(card, "type", None) != effect.kind:
            continue
        out.append(uid)
    return out


def check_picks(
    state: GameState,
    cards: CardLookup,
    seat: int,
    effect: PickCards | Chosen | None,
    picks: tuple[int, ...],
    exclude: tuple[int, ...] = (),
) -> Verdict:
    """Whether ``picks`` is a legal choice for ``effect`` (None: the action picks nothing)."""
    if effect is None:
        return Verdict.ok() if not picks else Verdict.impossible(BAD_PICK, count=len(picks))
    for uid in picks:
        if uid not in state.cards:
            return Verdict.impossible(codes.NO_SUCH_CARD, card=uid)
    if not isinstance(effect, PickCards):
        return check_chosen(state, cards, seat, effect, picks, exclude)
    if len(set(picks)) != len(picks):
        return Verdict.impossible(codes.BAD_VALUE, field="picks")
    allowed = eligible(state, cards, seat, effect, exclude)
    for uid in picks:
        if uid not in allowed:
            return Verdict.illegal(BAD_PICK, count=len(picks))
    needed = 0 if effect.optional else min(effect.count, len(allowed))
    if not needed <= len(picks) <= effect.count:
        return Verdict.illegal(BAD_PICK, count=len(picks))
    return Verdict.ok()


def pick_options(
    state: GameState,
    cards: CardLookup,
    seat: int,
    effect: PickCards | Chosen | None,
    exclude: tuple[int, ...] = (),
) -> list[tuple[int, ...]]:
    """The picks offered in the legal-action lists for ``effect`` (``[()]`` when it picks
    nothing): a bounded, sensible set, not every legal pick (the check still accepts any).
    Copies of one card are one choice (the first copies are offered); a pick of one offers
    each card; a pick of several offers, for each number of cards it may take (only the most
    for a pick that is not ``optional``), the first combinations in the place's order, at
    most :data:`OPTION_LIMIT` in all for one number and fewer when it may take several
    numbers; an ``optional`` pick offers no card too."""
    if effect is None:
        return [()]
    if not isinstance(effect, PickCards):
        return chosen_options(state, cards, seat, effect, exclude)
    allowed = eligible(state, cards, seat, effect, exclude)
    most = min(effect.count, len(allowed))
    out: list[tuple[int, ...]] = [()] if effect.optional or most == 0 else []
    if most == 0:
        return out
    sizes = range(1, most + 1) if effect.optional else range(most, most + 1)
    limit = OPTION_LIMIT if len(sizes) <= 1 else max(2, OPTION_LIMIT // len(sizes))
    for size in sizes:
        seen: set[tuple[str, ...]] = set()
        for combo in combinations(allowed, size):
            ids = tuple(sorted(_seen_as(state, effect, uid) for uid in combo))
            if ids in seen:
                continue
            if size > 1 and len(seen) >= limit:
                break
            seen.add(ids)
            out.append(combo)
    return out


def raises_def(state: GameState, cards: CardLookup, uid: int) -> bool:
    """Whether attached card ``uid`` (face up) raises its character's Defense Value now: an
    effect of its own adding DEF while it is attached, whose condition holds for its side."""
    card = state.cards[uid]
    if not card.face_up:
        return False
    side = int(card.zone.partition(".")[0][1:])
    return any(
        effect.do == "def"
        and effect.when == "while_attached"
        and getattr(effect, "amount", 0) > 0
        and condition_holds(state, cards, side, effect.only_if)
        for effect in effects_of(state, cards, card.card_id)
    )


def _target_fits(state: GameState, target: str, uid: int) -> bool:
    """Whether Sideline character ``uid`` is a redirect's ``target``: any, the one in Match
    Slot 2 or 4, one with a card attached, one with damage."""
    where = slot_of(state, uid)
    if target == "any" or where is None:
        return True
    if target == "slot_2_4":
        return where[1] in (2, 4)
    if target == "attached":
        return bool(state.zones[zone(where[0], f"slot{where[1]}_att")].cards)
    return damage_of(state, uid) > 0  # damaged


def _seen_as(state: GameState, effect: PickCards, uid: int) -> str:
    """What tells a card apart in the offered picks: its card id, or for a face-down card its
    own id (the offer must not tell the player what a hidden card is)."""
    return str(uid) if effect.source == "face_down" else state.cards[uid].card_id


def _zones(seat: int, source: str) -> tuple[str, ...]:
    """The zone ids of place ``source`` for ``seat``."""
    return tuple(zone(1 - seat if other else seat, name) for other, name in _PLACE[source])


def _place_cards(state: GameState, seat: int, source: str) -> list[int]:
    """The cards in place ``source`` of ``seat``, zone by zone."""
    return [uid for zone_id in _zones(seat, source) for uid in state.zones[zone_id].cards]


def apply_pick(
    state: GameState,
    tx: Transaction,
    seat: int,
    effect: PickCards,
    picks: tuple[int, ...],
    cards: CardLookup,
) -> None:
    """Move the picked cards (those still in the effect's place) into their owner's
    ``to`` zone: face up into a discard pile, face down into a deck (on top, at the bottom,
    or shuffled in), into the hand as the hand shows it; or attach them face up to ``seat``'s
    fighter (an Item among its Items, a Technique among its Techniques, nothing paid)."""
    places = _zones(seat, effect.source)
    moved: set[int] = set()
    for uid in picks:
        card = state.cards.get(uid)
        if card is None or card.zone not in places:
            continue
        if effect.source in _IN_PLAY:
            clear_card(state, tx, uid)  # it leaves play: upright, its counters gone
        owner = card.owner
        if effect.to == "attached":  # onto the player's fighter, unpaid
            area = (
                "techs" if getattr(cards.card(card.card_id), "type", "") == "technique" else "items"
            )
            tx.move(uid, zone(seat, area), face_up=True)
            continue
        target = zone(owner, _TO[effect.to])
        if effect.to in ("discard", "hand"):
            tx.move(uid, target)  # the zone's face: up
        else:
            tx.move(uid, target, 0 if effect.to == "deck_bottom" else -1, False)
        moved.add(owner)
    if effect.to == "deck":
        for owner in sorted(moved):
            tx.shuffle(zone(owner, "deck"))
