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
"""

from __future__ import annotations

from itertools import combinations

from tabletop.cards.yyh_effect_models import PickCards
from tabletop.engine import verdict as codes
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction
from tabletop.engine.verdict import Verdict

from .board import CardLookup, zone
from .card_effects import condition_holds, effects_of, effects_on

#: A pick that the rules refuse: a card not in the place, of another kind, too many or too
#: few, twice, or picks for a card whose effect picks nothing.
BAD_PICK = "yyh.bad_pick"
#: At most this many picks of several cards are offered (see :func:`pick_options`).
OPTION_LIMIT = 10

_PLACE = {
    "discard": (False, "discard"),
    "deck": (False, "deck"),
    "hand": (False, "hand"),
    "opponent_hand": (True, "hand"),
    "opponent_discard": (True, "discard"),
}
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
) -> PickCards | None:
    """The ``pick`` effect card ``source`` applies now for ``seat`` ``when`` (for an attack:
    attack number ``attack``), if its condition holds; None when it picks nothing."""
    if not effects_on(state) or source not in state.cards:
        return None
    for effect in effects_of(state, cards, state.cards[source].card_id):
        if (
            isinstance(effect, PickCards)
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
    other, name = _PLACE[effect.source]
    side = 1 - seat if other else seat
    out: list[int] = []
    for uid in state.zones[zone(side, name)].cards:
        if uid in exclude:
            continue
        card = cards.card(state.cards[uid].card_id)
        if effect.kind == "named":
            title = (effect.title or "").replace("_", " ")
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
    effect: PickCards | None,
    picks: tuple[int, ...],
    exclude: tuple[int, ...] = (),
) -> Verdict:
    """Whether ``picks`` is a legal choice for ``effect`` (None: the action picks nothing)."""
    if effect is None:
        return Verdict.ok() if not picks else Verdict.impossible(BAD_PICK, count=len(picks))
    for uid in picks:
        if uid not in state.cards:
            return Verdict.impossible(codes.NO_SUCH_CARD, card=uid)
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
    effect: PickCards | None,
    exclude: tuple[int, ...] = (),
) -> list[tuple[int, ...]]:
    """The picks offered in the legal-action lists for ``effect`` (``[()]`` when it picks
    nothing): a bounded, sensible set, not every legal pick (the check still accepts any).
    Copies of one card are one choice (its first copy is offered); a pick of one offers each
    card; a pick of several offers the first :data:`OPTION_LIMIT` combinations, in the
    place's order, of as many as may be taken; an ``optional`` pick offers no card too."""
    if effect is None:
        return [()]
    seen: set[str] = set()
    distinct: list[int] = []
    for uid in eligible(state, cards, seat, effect, exclude):
        card_id = state.cards[uid].card_id
        if card_id not in seen:
            seen.add(card_id)
            distinct.append(uid)
    allowed = eligible(state, cards, seat, effect, exclude)
    size = min(effect.count, len(allowed))
    out: list[tuple[int, ...]] = [()] if effect.optional or size == 0 else []
    if size == 0:
        return out
    if size == 1:
        return out + [(uid,) for uid in distinct]
    for combo in combinations(allowed, size):
        if len(out) >= OPTION_LIMIT:
            break
        out.append(combo)
    return out


def apply_pick(
    state: GameState, tx: Transaction, seat: int, effect: PickCards, picks: tuple[int, ...]
) -> None:
    """Move the picked cards (those still in the effect's place) into their owner's
    ``to`` zone: face up into a discard pile, face down into a deck (on top, at the bottom,
    or shuffled in), into the hand as the hand shows it."""
    other, name = _PLACE[effect.source]
    place = zone(1 - seat if other else seat, name)
    moved: set[int] = set()
    for uid in picks:
        card = state.cards.get(uid)
        if card is None or card.zone != place:
            continue
        owner = card.owner
        target = zone(owner, _TO[effect.to])
        if effect.to in ("discard", "hand"):
            tx.move(uid, target)  # the zone's face: up
        else:
            tx.move(uid, target, 0 if effect.to == "deck_bottom" else -1, False)
        moved.add(owner)
    if effect.to == "deck":
        for owner in sorted(moved):
            tx.shuffle(zone(owner, "deck"))
