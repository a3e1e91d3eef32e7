"""The Dark Tournament's choices of two cards (rules generation 4), handed here by
:mod:`.choice_effects_gf` (one chosen effect per trigger, like ``pick``: the action's
``picks``, its verdict and the legal lists are those of the ``pick`` effect).

- ``move_attached``: one of the player's characters with cards attached, then one of their
  Sideline characters (another); every card attached to the first goes face down under the
  second, unpaid. Offered: each such pair (up to the limit).
- ``trade``: none, or a card of the player's hand (not one paid for the action) and a face-up
  Item attached to either fighter; both are discarded. Offered: not to, and the first card of
  the hand with each Item.
- ``opt_switch``: none (not to), or, of the opponent's choice, the attacking card itself
  (while the opponent has a Sideline character); of the player's, a character of the
  opponent's Sideline (then, with ``later_own``, one of the player's own). Offered: not to,
  and each choice (up to the limit). Applied by :func:`apply_opt_switch` (a switch needs the
  profile).
- ``pick_pair``: the cards of its first pick, then those of its second, each from its own
  discard pile and only while its own condition holds (the default Team Bonus size); as many
  as the pick takes (fewer when fewer are there; an optional one, any number up to it).
  Offered: the first cards of each pile (and, for an optional pick, none too).
- ``stack_back``: one of the effect's counts of the player's discard pile, in the order they
  go on the deck (the first topmost), then as many of the opponent's pile (all, if fewer);
  none when the player's pile holds fewer than the smallest count. Offered: for each count
  that fits, the first cards of each pile.
- ``calling``: an Item of the player's discard pile and one of their Sideline characters
  (while its first condition holds; or neither), then up to its count of face-up Techniques
  in play and one of the player's damaged characters (while its second holds; any of these
  left out). Offered: nothing, and the first of each part.
"""

from __future__ import annotations

from tabletop.cards.yyh_effect_kinds import PickCards
from tabletop.cards.yyh_effect_models_dt_b import (
    Calling,
    MoveAttached,
    OptSwitch,
    PickPair,
    StackBack,
    Trade,
)
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction
from tabletop.engine.verdict import Verdict

from .board import (
    CardLookup,
    attachment_zones,
    characters_in_play,
    damage_of,
    fighter,
    slot_of,
    zone,
)
from .card_effects import add_modifier, condition_holds
from .card_moves import leave_play
from .opponent_choice import switch_chosen
from .profile import YyhParams
from .rules_gf import heal
from .switching import switch_fighter

#: The choices of this module.
DtbChosen = MoveAttached | Trade | OptSwitch | PickPair | StackBack | Calling
DTB_CHOSEN = (MoveAttached, Trade, OptSwitch, PickPair, StackBack, Calling)
#: A seat's own switch at the end of the turn (``<prefix><seat>``: the character coming in).
V_END_SWITCH = "yyh.end_switch."
#: A choice the rules refuse (the code of :mod:`.choice_effects`).
BAD_PICK = "yyh.bad_pick"
#: At most this many choices are offered for one effect.
OPTION_LIMIT = 10


def _attached(state: GameState, uid: int) -> list[int]:
    """The cards attached to character ``uid``."""
    where = slot_of(state, uid)
    if where is None:
        return []
    return [c for z in attachment_zones(*where) for c in state.zones[z].cards]


def _carriers(state: GameState, seat: int) -> list[int]:
    """``seat``'s characters in play with cards attached."""
    return [uid for uid in characters_in_play(state, seat) if _attached(state, uid)]


def _sideline(state: GameState, seat: int) -> list[int]:
    """``seat``'s Sideline characters."""
    return [
        uid for uid in characters_in_play(state, seat) if (slot_of(state, uid) or (0, 1))[1] > 1
    ]


def _items(state: GameState, cards: CardLookup) -> list[int]:
    """The face-up Items attached to either fighter."""
    return [
        uid
        for seat in (0, 1)
        for uid in state.zones[zone(seat, "items")].cards
        if state.cards[uid].face_up and cards.technique(state.cards[uid].card_id) is None
    ]


def dtb_cards(
    state: GameState, cards: CardLookup, seat: int, effect: DtbChosen, exclude: tuple[int, ...]
) -> list[int]:
    """The cards ``seat`` may choose for ``effect`` now (either part of the pair)."""
    if isinstance(effect, PickPair):
        return [
            uid for pick in (effect.first, effect.second) for uid in _pile(state, cards, seat, pick)
        ]
    if isinstance(effect, StackBack):
        return [*_discards(state, seat), *_discards(state, 1 - seat)]
    if isinstance(effect, Calling):
        items, side, techs, hurt = _calling_cards(state, cards, seat, effect)
        return [*items, *side, *techs, *hurt]
    if isinstance(effect, OptSwitch):
        return sorted({uid for pair in _pairs(state, cards, seat, effect, exclude) for uid in pair})
    if isinstance(effect, MoveAttached):
        return _carriers(state, seat) + [
            u for u in _sideline(state, seat) if u not in _carriers(state, seat)
        ]
    held = [uid for uid in state.zones[zone(seat, "hand")].cards if uid not in exclude]
    return held + _items(state, cards)


def _pairs(
    state: GameState, cards: CardLookup, seat: int, effect: DtbChosen, exclude: tuple[int, ...]
) -> list[tuple[int, int]]:
    """Every legal pair for ``effect`` (for ``opt_switch``: every legal choice but none)."""
    if isinstance(effect, OptSwitch):
        theirs = _sideline(state, 1 - seat)
        if effect.chooser == "opponent":
            return [(exclude[0],)] if theirs and exclude else []  # type: ignore[list-item]
        if not effect.later_own:
            return [(uid,) for uid in theirs]  # type: ignore[misc]
        return [(uid, own) for uid in theirs for own in _sideline(state, seat)]
    if isinstance(effect, MoveAttached):
        return [
            (first, second)
            for first in _carriers(state, seat)
            for second in _sideline(state, seat)
            if second != first
        ]
    held = [uid for uid in state.zones[zone(seat, "hand")].cards if uid not in exclude]
    return [(card, item) for card in held for item in _items(state, cards)]


def dtb_check(
    state: GameState,
    cards: CardLookup,
    seat: int,
    effect: DtbChosen,
    picks: tuple[int, ...],
    exclude: tuple[int, ...] = (),
) -> Verdict:
    """Whether ``picks`` is a legal choice for ``effect``: a legal pair, or none when the
    effect may be declined (``trade``) or no pair exists."""
    if isinstance(effect, PickPair | StackBack | Calling):
        fine = (
            _pair_fine(state, cards, seat, effect, picks)
            if isinstance(effect, PickPair)
            else _stack_fine(state, seat, effect, picks)
            if isinstance(effect, StackBack)
            else _calling_parts(state, cards, seat, effect, picks) is not None
        )
        return Verdict.ok() if fine else Verdict.illegal(BAD_PICK, count=len(picks))
    pairs: list[tuple[int, ...]] = list(_pairs(state, cards, seat, effect, exclude))
    if not picks:
        fine = isinstance(effect, (Trade, OptSwitch)) or not pairs
    else:
        fine = tuple(picks) in pairs
    return Verdict.ok() if fine else Verdict.illegal(BAD_PICK, count=len(picks))


def dtb_options(
    state: GameState, cards: CardLookup, seat: int, effect: DtbChosen, exclude: tuple[int, ...]
) -> list[tuple[int, ...]]:
    """The choices offered in the legal lists (the check accepts any legal one)."""
    if isinstance(effect, Calling):
        items, side, techs, hurt = _calling_cards(state, cards, seat, effect)
        attach = (items[0], side[0]) if items and side else ()
        cleared = (*techs[: effect.count], *hurt[:1])
        options = {(), attach, cleared, (*attach, *cleared)}
        return sorted(options, key=len)
    if isinstance(effect, StackBack):
        own, theirs = _discards(state, seat), _discards(state, 1 - seat)
        fits = [n for n in effect.counts if n <= len(own)]
        return [(*own[:n], *theirs[:n]) for n in fits] or [()]
    if isinstance(effect, PickPair):
        firsts = _offers(state, cards, seat, effect.first)
        seconds = _offers(state, cards, seat, effect.second)
        return [(*a, *b) for a in firsts for b in seconds][:OPTION_LIMIT]
    pairs: list[tuple[int, ...]] = list(_pairs(state, cards, seat, effect, exclude))
    if isinstance(effect, Trade):
        first = pairs[0][0] if pairs else None
        return [(), *[p for p in pairs if p[0] == first][:OPTION_LIMIT]]
    if isinstance(effect, OptSwitch):
        return [(), *pairs[:OPTION_LIMIT]]
    return pairs[:OPTION_LIMIT] or [()]


def dtb_apply(
    state: GameState,
    tx: Transaction,
    seat: int,
    effect: DtbChosen,
    picks: tuple[int, ...],
    cards: CardLookup,
) -> None:
    """Make the change of ``effect`` with the chosen pair (checked by the action's verdict;
    ``opt_switch``: see :func:`apply_opt_switch`)."""
    if isinstance(effect, Calling):
        parts = _calling_parts(state, cards, seat, effect, picks)
        if parts is None:
            return
        attach, techs, hurt = parts
        if attach:
            where = slot_of(state, attach[1])
            if where is not None:
                tx.move(attach[0], zone(seat, f"slot{where[1]}_att"), face_up=False)
        for uid in techs:
            leave_play(state, tx, uid, zone(state.cards[uid].owner, "discard"), True)
        for uid in hurt:
            heal(state, tx, uid, effect.points)
        return
    if isinstance(effect, StackBack):
        own = [u for u in picks if state.cards[u].zone == zone(seat, "discard")]
        theirs = [u for u in picks if state.cards[u].zone == zone(1 - seat, "discard")]
        for uid in reversed(own):  # the first chosen ends on top
            tx.move(uid, zone(seat, "deck"), -1, False)
        for uid in theirs:
            tx.move(uid, zone(1 - seat, "deck"), -1, False)
        if theirs:
            tx.shuffle(zone(1 - seat, "deck"))
        return
    if isinstance(effect, PickPair):
        for pick in (effect.first, effect.second):
            _move_pile(state, tx, seat, pick, [u for u in picks if u in _place(state, seat, pick)])
        return
    if len(picks) != 2 or isinstance(effect, OptSwitch):
        return
    first, second = picks
    if isinstance(effect, MoveAttached):
        where = slot_of(state, second)
        if where is None:
            return
        for uid in _attached(state, first):
            tx.move(uid, zone(seat, f"slot{where[1]}_att"), face_up=False)
        return
    tx.move(first, zone(seat, "discard"), face_up=True)
    if state.cards[second].zone.endswith(".items"):
        leave_play(state, tx, second, zone(state.cards[second].owner, "discard"), True)


def apply_opt_switch(
    state: GameState,
    tx: Transaction,
    params: YyhParams,
    cards: CardLookup,
    seat: int,
    effect: OptSwitch,
    picks: tuple[int, ...],
) -> None:
    """The chosen switch (none: nothing): the opponent's own choice (owed, as
    ``switch_chosen``), or the picked Sideline character in for the opposing fighter and the
    player's own noted for the end of the turn (:func:`end_switch`); then the attack's ATK."""
    if not picks:
        return
    if effect.chooser == "opponent":
        switch_chosen(state, tx, params, cards, 1 - seat, "*")
    else:
        where = slot_of(state, picks[0])
        if where is not None and where[0] == 1 - seat and where[1] != 1:
            switch_fighter(state, tx, params, cards, *where)
        if effect.later_own and len(picks) > 1:
            tx.set_value(V_END_SWITCH + str(seat), picks[1])
    own = fighter(state, seat)
    if own is not None and effect.atk:
        add_modifier(state, tx, seat, own, "atk", effect.atk, "attack")


def end_switch(state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup) -> None:
    """The turn ends: each switch of a player's own noted for now, if its character is still
    on that player's Sideline."""
    for seat in (0, 1):
        uid = state.values.get(V_END_SWITCH + str(seat))
        if uid is None:
            continue
        tx.set_value(V_END_SWITCH + str(seat), None)
        where = slot_of(state, uid) if isinstance(uid, int) and uid in state.cards else None
        if where is not None and where[0] == seat and where[1] != 1 and fighter(state, seat):
            switch_fighter(state, tx, params, cards, *where)


def _place(state: GameState, seat: int, pick: PickCards) -> list[int]:
    """The discard pile a pile pick takes from, as it is."""
    side = 1 - seat if pick.source == "opponent_discard" else seat
    return list(state.zones[zone(side, "discard")].cards)


def _pile(state: GameState, cards: CardLookup, seat: int, pick: PickCards) -> list[int]:
    """The cards ``seat`` may take for a pile pick now (none while its condition fails)."""
    if not condition_holds(state, cards, seat, pick.only_if):
        return []
    return [
        uid
        for uid in _place(state, seat, pick)
        if pick.kind == "any"
        or getattr(cards.card(state.cards[uid].card_id), "type", "") == pick.kind
    ]


def _pair_fine(
    state: GameState, cards: CardLookup, seat: int, effect: PickPair, picks: tuple[int, ...]
) -> bool:
    """Whether ``picks`` are the first pick's cards then the second's, each as many as it
    takes."""
    if len(set(picks)) != len(picks):
        return False
    rest = list(picks)
    for pick in (effect.first, effect.second):
        allowed = _pile(state, cards, seat, pick)
        taken = []
        while rest and rest[0] in allowed:
            taken.append(rest.pop(0))
        need = min(pick.count, len(allowed))
        if len(taken) > need or (not pick.optional and len(taken) < need):
            return False
    return not rest


def _offers(
    state: GameState, cards: CardLookup, seat: int, pick: PickCards
) -> list[tuple[int, ...]]:
    """The cards of a pile pick offered: its first cards (an optional pick: none too)."""
    allowed = _pile(state, cards, seat, pick)
    first = tuple(allowed[: pick.count])
    return [(), first] if pick.optional and first else [first]


def _move_pile(
    state: GameState, tx: Transaction, seat: int, pick: PickCards, taken: list[int]
) -> None:
    """The picked cards go face down into their owner's deck: on top (the first picked
    topmost) or shuffled in."""
    if not taken:
        return
    owner = state.cards[taken[0]].owner
    for uid in reversed(taken) if pick.to == "deck_top" else taken:
        tx.move(uid, zone(owner, "deck"), -1, False)
    if pick.to == "deck":
        tx.shuffle(zone(owner, "deck"))


def _discards(state: GameState, seat: int) -> list[int]:
    """``seat``'s discard pile, bottom first."""
    return list(state.zones[zone(seat, "discard")].cards)


def _stack_fine(state: GameState, seat: int, effect: StackBack, picks: tuple[int, ...]) -> bool:
    """Whether ``picks`` are one of the counts of ``seat``'s pile, then as many of the
    opponent's (all, if fewer); none only when the pile holds too few."""
    own, theirs = _discards(state, seat), _discards(state, 1 - seat)
    mine = [u for u in picks if u in own]
    others = [u for u in picks if u in theirs]
    if len(set(picks)) != len(picks) or len(mine) + len(others) != len(picks):
        return False
    if not picks:
        return min(effect.counts) > len(own)
    ordered = list(picks[: len(mine)]) == mine
    return ordered and len(mine) in effect.counts and len(others) == min(len(mine), len(theirs))


def _calling_cards(
    state: GameState, cards: CardLookup, seat: int, effect: Calling
) -> tuple[list[int], list[int], list[int], list[int]]:
    """What a ``calling`` may take now: the Items of the discard pile and the Sideline
    characters (while its first condition holds), the face-up Techniques in play and the
    damaged characters of the player's (while its second holds)."""
    items: list[int] = []
    side: list[int] = []
    techs: list[int] = []
    hurt: list[int] = []
    if condition_holds(state, cards, seat, effect.attach_if):
        items = [
            uid
            for uid in _discards(state, seat)
            if getattr(cards.card(state.cards[uid].card_id), "type", "") == "item"
        ]
        side = _sideline(state, seat)
    if condition_holds(state, cards, seat, effect.clear_if):
        techs = [
            uid
            for who in (1 - seat, seat)
            for uid in state.zones[zone(who, "techs")].cards
            if state.cards[uid].face_up
        ]
        hurt = [uid for uid in characters_in_play(state, seat) if damage_of(state, uid) > 0]
    return items, side, techs, hurt


def _calling_parts(
    state: GameState, cards: CardLookup, seat: int, effect: Calling, picks: tuple[int, ...]
) -> tuple[tuple[int, ...], list[int], list[int]] | None:
    """``picks`` read as a ``calling``'s parts (the Item and its character, the Techniques,
    the character healed), or None when they are not a legal choice."""
    items, side, techs, hurt = _calling_cards(state, cards, seat, effect)
    if len(set(picks)) != len(picks):
        return None
    rest = list(picks)
    attach: tuple[int, ...] = ()
    if rest and rest[0] in items:
        if len(rest) < 2 or rest[1] not in side:
            return None
        attach, rest = (rest[0], rest[1]), rest[2:]
    cleared: list[int] = []
    while rest and rest[0] in techs and len(cleared) < effect.count:
        cleared.append(rest.pop(0))
    healed = rest[:1] if rest and rest[0] in hurt else []
    return (attach, cleared, healed) if len(rest) == len(healed) else None
