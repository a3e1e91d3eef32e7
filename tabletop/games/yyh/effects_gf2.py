"""The rules of the Ghost Files kinds of :mod:`tabletop.cards.yyh_effect_models_gf2` (rules
generation 4): applied by :func:`apply_gf2` from :func:`.apply_effects.apply_card_effects`,
inside the action's transaction (so logged, undone and replayed like every effect), and read
where the rules need them:

- the opponent's choices (``shuffle_chosen``, ``discard_or_spirit``, ``trim_attached``):
  :mod:`.opponent_choice_gf`;
- a pick of cards attached to any of the player's characters (``pick_own_attached``) and the
  two Sideline characters trading Match Slots (``swap_sideline``): the action's picks;
- a card name the opponent may not play (``ban_named``): :func:`banned`, and no Events until
  the end of the player's next turn (``no_events``, a game value of that turn):
  :func:`events_barred`, both read by :func:`.checks.check_event` and the legal lists;
- a fading ATK bonus for the match (``fading_atk``): game values ``yyh.fading.<seat>.<match>.
  <turn>.<step>`` holding the bonus played that turn, read by :func:`fading_bonus` (the
  attack's ATK, :func:`.battle.preview_attack`), dead once another match is played;
- the opponent's Team Bonus needing so many characters (``strict_bonus``): a game value
  ``yyh.strict_bonus.<seat>.<least>`` holding the match, read by :func:`strict_least`
  (:func:`.matches.team_bonuses`).
"""

from __future__ import annotations

from tabletop.cards.yyh_effect_models import PickCards, YyhEffect
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .board import V_ACTIVE, V_MATCH, V_TURN, CardLookup, int_value, slot_of, zone

FADING = "yyh.fading."
STRICT = "yyh.strict_bonus."
#: The game value of the last turn in which no Event may be played (``no_events``).
NO_EVENTS = "yyh.no_events_until"
#: The refusal of a card the opponent's attached card bars by name (``ban_named``), of an
#: Event while a ``no_events`` lasts.
BANNED = "yyh.banned_name"
EVENTS_BARRED = "yyh.events_barred"


def apply_gf2(
    state: GameState,
    tx: Transaction,
    cards: CardLookup,
    seat: int,
    effect: YyhEffect,
    picks: tuple[int, ...],
) -> None:
    """Carry out ``effect`` of a card of ``seat``'s if it is one of this module's kinds
    (``picks``: the action's chosen cards); nothing for any other kind (``by_hand``)."""
    from .choice_effects import apply_pick
    from .opponent_choice_gf import discard_or_spirit, shuffle_chosen, trim_attached

    other = 1 - seat
    side = other if getattr(effect, "side", "opponent") == "opponent" else seat
    match effect.do:
        case "shuffle_chosen":
            shuffle_chosen(state, tx, side, getattr(effect, "count", 1))
        case "discard_or_spirit":
            count, spirit = getattr(effect, "count", 1), getattr(effect, "spirit", 1)
            discard_or_spirit(state, tx, side, count, spirit)
        case "trim_attached":
            trim_attached(state, tx, side, getattr(effect, "keep", 0))
        case "pick_own_attached" if isinstance(effect, PickCards):
            apply_pick(state, tx, seat, effect, picks, cards)
        case "swap_sideline":
            swap_sideline(state, tx, seat, picks)
        case "fading_atk":
            step = getattr(effect, "step", 1000)
            name = f"{FADING}{seat}.{int_value(state, V_MATCH)}.{int_value(state, V_TURN)}.{step}"
            tx.set_value(name, int_value(state, name) + getattr(effect, "amount", 0))
        case "no_events":  # to the end of the player's next turn
            turn = int_value(state, V_TURN) + (2 if int_value(state, V_ACTIVE) == seat else 1)
            tx.set_value(NO_EVENTS, max(turn, int_value(state, NO_EVENTS)))
        case "strict_bonus":
            tx.set_value(
                f"{STRICT}{other}.{getattr(effect, 'least', 3)}", state.values.get(V_MATCH)
            )
        case _:
            pass  # by_hand: the players apply it; ban_named works while attached


def swap_sideline(state: GameState, tx: Transaction, seat: int, picks: tuple[int, ...]) -> None:
    """The two picked characters of ``seat``'s Sideline trade Match Slots, each with the
    cards attached to it (as they lie, face up or down)."""
    where = [slot_of(state, uid) for uid in picks]
    if len(picks) != 2 or any(w is None or w[0] != seat or w[1] == 1 for w in where):
        return
    first, second = (w[1] for w in where if w is not None)
    held = {
        slot: list(state.zones[zone(seat, f"slot{slot}_att")].cards) for slot in (first, second)
    }
    for uid, to in ((picks[0], second), (picks[1], first)):
        tx.move(uid, zone(seat, f"slot{to}"), -1, state.cards[uid].face_up)
    for slot, to in ((first, second), (second, first)):
        for uid in held[slot]:
            tx.move(uid, zone(seat, f"slot{to}_att"), -1, state.cards[uid].face_up)


def banned(state: GameState, cards: CardLookup, seat: int, uid: int) -> bool:
    """Whether ``seat`` may not play card ``uid``: a face-up card attached to the opposing
    fighter bars its name (``ban_named``)."""
    from .card_effects import condition_holds, effects_of, effects_on

    if not effects_on(state) or uid not in state.cards:
        return False
    found = cards.card(state.cards[uid].card_id)
    name = getattr(found, "name", "").casefold()
    other = 1 - seat
    for area in ("items", "techs"):
        for held in state.zones[zone(other, area)].cards:
            if not state.cards[held].face_up:
                continue
            for effect in effects_of(state, cards, state.cards[held].card_id):
                title = getattr(effect, "title", "")
                if (
                    effect.do == "ban_named"
                    and title.casefold() in name
                    and condition_holds(state, cards, other, effect.only_if)
                ):
                    return True
    return False


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
