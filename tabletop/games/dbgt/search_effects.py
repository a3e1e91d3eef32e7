"""Card effects that search a deck (rules generation 3): a card of the user's Life Deck (or
discard pile) put in play, the use's ``target`` (``search_play``), and the first Dragon Ball
of the opponent's Life Deck sent to its bottom (``bury_foe_ball``).

A searched deck is shuffled after (a recorded chance outcome, which closes the undo). The
cards a search may find are offered by their uid, never in the deck's order, so the choice
tells nothing of that order.
"""

from __future__ import annotations

from tabletop.cards.effect_models_more import SearchPlay
from tabletop.cards.models import DragonBall, Drill, Personality
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .table import (
    ALLY_ZONES,
    DISCARD,
    DRAGON_BALLS,
    DRILLS,
    LIFE_DECK,
    STAGE,
    TableFacts,
    other,
    zid,
)


def _free_slot(state: GameState, seat: int) -> str | None:
    """The first of ``seat``'s empty ally slots (None: all are taken)."""
    return next((zone for zone in ALLY_ZONES[seat] if not state.zones[zone].cards), None)


def _new_ally(facts: TableFacts, state: GameState, seat: int, card: Personality) -> bool:
    """Whether ``card`` may come into play as a new ally of ``seat``: a character neither its
    Main Personality nor one of its allies, a level up to the Main Personality's, a free slot."""
    mp = facts.mp_top(state, seat)
    main = facts.personality(state, mp) if mp is not None else None
    allies = [facts.personality(state, a) for a in facts.ally_tops(state, seat)]
    return (
        not card.hi_tech  # a Main Personality's card only
        and _free_slot(state, seat) is not None
        and (main is None or main.character != card.character)
        and all(a is None or a.character != card.character for a in allies)
        and card.level <= facts.mp_level(state, seat)
    )


def _placeable(facts: TableFacts, state: GameState, seat: int, uid: int, what: str) -> bool:
    """Whether ``uid`` is a card of ``what`` that ``seat`` may put in play now: a Dragon Ball
    whose number is not in play, a Drill whose style ``seat`` has not in play."""
    card = facts.card(state, uid)
    if what == "ally":
        return type(card) is Personality and _new_ally(facts, state, seat, card)
    if what == "dragon_ball":
        return type(card) is DragonBall and not facts.ball_in_play(state, card.db_number)
    if type(card) is not Drill:
        return False
    return card.style is None or not any(
        getattr(facts.card(state, d), "style", None) == card.style
        for d in state.zones[zid(seat, DRILLS)].cards
    )


def search_targets(
    facts: TableFacts, state: GameState, seat: int, effects: tuple[object, ...]
) -> list[int]:
    """The cards a ``search_play`` effect among ``effects`` may put in play for ``seat``, in
    the order of their uids."""
    found: set[int] = set()
    for effect in effects:
        if not isinstance(effect, SearchPlay):
            continue
        places = (LIFE_DECK, DISCARD) if effect.source == "life_deck_or_discard" else (LIFE_DECK,)
        for place in places:
            found.update(
                uid
                for uid in state.zones[zid(seat, place)].cards
                if _placeable(facts, state, seat, uid, effect.what)
            )
    return sorted(found)


def put_in_play(
    facts: TableFacts,
    state: GameState,
    tx: Transaction,
    seat: int,
    effect: SearchPlay,
    target: int | None,
) -> int | None:
    """Put ``target`` (when it is a card ``effect`` may find) in play face up, then shuffle
    ``seat``'s Life Deck; the Dragon Ball placed (None: none), whose placement effect the
    caller applies."""
    found = target is not None and target in search_targets(facts, state, seat, (effect,))
    if found and target is not None and effect.what == "ally":
        tx.move(target, _free_slot(state, seat) or zid(seat, DISCARD), face_up=True)
        tx.set_card_counter(target, STAGE, facts.top_stage(state, target))
    elif found and target is not None:
        zone = DRAGON_BALLS if effect.what == "dragon_ball" else DRILLS
        tx.move(target, zid(seat, zone), face_up=True)
    tx.shuffle(zid(seat, LIFE_DECK))
    if not found or effect.what != "dragon_ball":
        return None
    tx.set_value("placed_ball", seat)
    return target


def bury_foe_ball(facts: TableFacts, state: GameState, tx: Transaction, seat: int) -> None:
    """The first Dragon Ball from the top of ``seat``'s opponent's Life Deck goes to its
    bottom, the rest shuffled (the deck is shuffled when it holds none)."""
    deck = zid(other(seat), LIFE_DECK)
    ball = next(
        (
            uid
            for uid in reversed(state.zones[deck].cards)
            if type(facts.card(state, uid)) is DragonBall
        ),
        None,
    )
    tx.shuffle(deck)
    if ball is not None:
        tx.move(ball, deck, 0, face_up=False)
