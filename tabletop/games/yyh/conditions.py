"""The further conditions and counts of card effects (rules generation 4): the opponent's Team
Bonus, a character of the player's in play or defeated by name, a count of cards at least so
many, a count the player has more or fewer of than the opponent; and the counts that name
their cards, span every character in play, or read the matches and the Winner's Circles; and
the stronger blows of this turn (``strike``: a game value, set and cleared in transactions).

:func:`.card_effects.condition_holds` and :func:`.card_effects.count_per` hand these kinds
to this module; each reads the state as it is now (nothing is recorded, so undo and replay
need nothing more).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tabletop.cards.yyh_conditions import Condition
from tabletop.engine.state import GameState

from .board import (
    SLOTS,
    V_MATCH,
    V_STRIKE,
    CardLookup,
    attachment_zones,
    characters_in_play,
    damage_of,
    fighter,
    int_value,
    zone,
)
from .event_record import events_this_turn, hurt_foe_last_turn
from .gf2_marks import strike_missed
from .matches import team_bonuses
from .rules_gf import (
    FRESH,
    alignment_of,
    opponent_attacks_last_turn,
    used_last_turn,
    used_this_turn,
)

#: The condition kinds this module decides.
EXTRA_KINDS = frozenset(
    {
        "opponent_team_bonus",
        "named_in_play",
        "named_defeated",
        "at_least",
        "at_most",
        "more_than_opponent",
        "fewer_than_opponent",
    }
)
#: The counts this module makes (:data:`~tabletop.cards.yyh_effect_models.Per`).
EXTRA_PER = frozenset(
    {
        "opponent_hand",
        "matches_finished",
        "named_attached",
        "named_in_play",
        "attached_all",
        "defeated",
        "opponent_defeated",
        "damage_all",
        "opponent_damage_all",
        "opponent_villains",
        "opponent_damage",
        "match",
        "deck",
        "sideline_items",
        "hand_techniques",
        "top_events",
        "opponent_named_attached",
        "named_attached_turn",
        "attack_last_turn",
        "team_winners",
        "opponent_attacks_last_turn",
        "opponent_strike_missed",
        "attack_this_turn",
        "discard_events",
        "events_this_turn",
        "fighter_defense",
        "damage_last_turn",
    }
)

#: Counts ``per`` for a seat (the ordinary counts of :func:`.card_effects.count_per`).
Counter = Callable[[int, str], int]


def folded(text: str) -> str:
    """A name as the conditions compare it: case folded, punctuation dropped, single spaces
    ("Botan, the Lovely" and the slug ``botan_the_lovely`` fold alike)."""
    return " ".join(re.sub(r"[^\w\s]|_", " ", text.casefold()).split())


def extra_holds(
    state: GameState,
    cards: CardLookup,
    seat: int,
    condition: Condition,
    threshold: int,
    count: Counter,
) -> bool:
    """Whether a condition of :data:`EXTRA_KINDS` holds now for ``seat`` (its ``also`` is the
    caller's)."""
    kind, value, per = condition.kind, condition.value or "", condition.per or ""
    match kind:
        case "opponent_team_bonus":
            return value in team_bonuses(state, cards, 1 - seat, threshold)
        case "named_in_play":
            return any(folded(value) in folded(name) for name in _names(state, cards, seat))
        case "named_defeated":
            return any(folded(value) in folded(n) for n in _defeated(state, cards, seat))
        case "at_least":
            return count(seat, per) >= (condition.least or 1)
        case "at_most":
            return count(seat, per) <= (condition.most or 0)
        case "more_than_opponent":
            return count(seat, per) > count(1 - seat, per)
        case _:  # fewer_than_opponent
            return count(seat, per) < count(1 - seat, per)


#: A character's final Defense Value: (state, cards, uid) -> DEF.
DefenseOf = Callable[[GameState, CardLookup, int], int]


def extra_count(
    state: GameState,
    cards: CardLookup,
    seat: int,
    per: str,
    defense_of: DefenseOf,
    name: str | None = None,
) -> int:
    """How many of a count of :data:`EXTRA_PER` ``seat`` has now (``name``: the cards a named
    count counts; ``defense_of``: a character's final Defense Value, which reads the effects
    whose conditions these are, see :func:`.card_effects.defense_value`)."""
    other = 1 - seat
    match per:
        case "opponent_hand":
            return len(state.zones[zone(other, "hand")].cards)
        case "matches_finished":
            return max(0, int_value(state, V_MATCH, 1) - 1)
        case "named_attached":
            return _named(state, cards, attachment_zones(seat, 1), name or "")
        case "events_this_turn":  # see .event_record
            return events_this_turn(state, seat)
        case "damage_last_turn":
            return hurt_foe_last_turn(state, seat)
        case "fighter_defense":
            uid = fighter(state, seat)
            return 0 if uid is None else defense_of(state, cards, uid)
        case "named_in_play":
            zones = [z for side in (0, 1) for z in _all_attachment_zones(side)]
            return _named(state, cards, zones, name or "", face_up=True)
        case "attached_all":
            return sum(len(state.zones[z].cards) for z in _all_attachment_zones(seat))
        case "defeated" | "opponent_defeated":
            return len(_defeated(state, cards, other if per == "opponent_defeated" else seat))
        case "match":
            return int_value(state, V_MATCH, 1)
        case "deck":
            return len(state.zones[zone(seat, "deck")].cards)
        case "sideline_items":
            return len(_sideline_item_names(state, cards, seat))
        case "team_winners":
            return sum(
                1
                for uid in state.zones[zone(seat, "winners_circle")].cards
                if state.cards[uid].face_up
                and getattr(cards.character(state.cards[uid].card_id), "team", None) == name
            )
        case "attack_last_turn":
            return used_last_turn(state, seat, folded(name or ""))
        case "opponent_strike_missed":  # see .gf2_marks.note_missed_strike
            return strike_missed(state, other)
        case "opponent_attacks_last_turn":
            return opponent_attacks_last_turn(state, seat)
        case "attack_this_turn":
            return used_this_turn(state, seat, folded(name or ""))
        case "discard_events":
            pile = state.zones[zone(seat, "discard")].cards
            return sum(1 for uid in pile if cards.event(state.cards[uid].card_id) is not None)
        case "opponent_named_attached":
            return _named(state, cards, attachment_zones(other, 1), name or "", face_up=True)
        case "named_attached_turn":  # attached this turn (see .rules_gf.FRESH)
            own = attachment_zones(seat, 1)
            return _named(state, cards, own, name or "", face_up=True, fresh=True)
        case "top_events":  # among the top 5 cards of the deck
            top = state.zones[zone(seat, "deck")].cards[-5:]
            return sum(1 for uid in top if cards.event(state.cards[uid].card_id) is not None)
        case "hand_techniques":
            held = state.zones[zone(seat, "hand")].cards
            return sum(1 for uid in held if cards.technique(state.cards[uid].card_id) is not None)
        case "opponent_damage":
            found = fighter(state, other)
            return 0 if found is None else damage_of(state, found)
        case "damage_all" | "opponent_damage_all":
            side = other if per == "opponent_damage_all" else seat
            return sum(damage_of(state, uid) for uid in characters_in_play(state, side))
        case _:  # opponent_villains
            return sum(
                1
                for uid in characters_in_play(state, other)
                if alignment_of(state, cards, uid) in ("villain", "both")
            )


def named_character(state: GameState, cards: CardLookup, seat: int, name: str) -> int | None:
    """``seat``'s first character in play whose name contains ``name`` (None: none)."""
    wanted = folded(name)
    for uid in characters_in_play(state, seat):
        character = cards.character(state.cards[uid].card_id)
        if character is not None and wanted in folded(character.name):
            return uid
    return None


def strike_value(seat: int, ratio: int) -> str:
    """The game value of a ``strike`` effect of ``seat`` for ``ratio`` (see
    :data:`~.board.V_STRIKE`)."""
    return f"{V_STRIKE}{seat}_{ratio}"


def struck(state: GameState, seat: int, atk: int, defense: int, points: int) -> int:
    """The damage points of an attack of ``seat`` (``points`` by the damage rule) once this
    turn's ``strike`` effects of ``seat`` count: the most points of those whose ratio the ATK
    reaches."""
    prefix = f"{V_STRIKE}{seat}_"
    for name, value in state.values.items():
        if name.startswith(prefix) and type(value) is int:
            ratio = int(name[len(prefix) :])
            if max(0, atk) >= ratio * max(1, defense):
                points = max(points, value)
    return points


def _sideline_item_names(state: GameState, cards: CardLookup, seat: int) -> set[str]:
    """The different Items attached to ``seat``'s Sideline characters (by folded name)."""
    names = set()
    for zone_id in [z for slot in SLOTS for z in attachment_zones(seat, slot)]:
        for uid in state.zones[zone_id].cards:
            card_id = state.cards[uid].card_id
            item = cards.attachable(card_id)
            if item is not None and cards.technique(card_id) is None:
                names.add(folded(item.name))
    return names


def _all_attachment_zones(seat: int) -> list[str]:
    """The zones of the cards attached to all of ``seat``'s characters in play."""
    return [z for slot in (1, *SLOTS) for z in attachment_zones(seat, slot)]


def _named(
    state: GameState, cards: CardLookup, zones: list[str] | tuple[str, ...], name: str,
    face_up: bool = False, fresh: bool = False,
) -> int:  # fmt: skip
    """The cards in ``zones`` whose name contains ``name`` (only face-up ones if asked; only
    those attached this turn, ``fresh``)."""
    wanted = folded(name)
    found = 0
    for zone_id in zones:
        for uid in state.zones[zone_id].cards:
            card = state.cards[uid]
            if (face_up and not card.face_up) or (fresh and not card.counters.get(FRESH)):
                continue
            printed = getattr(cards.card(card.card_id), "name", "")
            if isinstance(printed, str) and wanted in folded(printed):
                found += 1
    return found


def _names(state: GameState, cards: CardLookup, seat: int) -> list[str]:
    """The names of ``seat``'s characters in play."""
    out = []
    for uid in characters_in_play(state, seat):
        character = cards.character(state.cards[uid].card_id)
        if character is not None:
            out.append(character.name)
    return out


def _defeated(state: GameState, cards: CardLookup, seat: int) -> list[str]:
    """The names of ``seat``'s characters that lost a match (face down in its Winner's
    Circle)."""
    out = []
    for uid in state.zones[zone(seat, "winners_circle")].cards:
        card = state.cards[uid]
        character = cards.character(card.card_id)
        if character is not None and not card.face_up:
            out.append(character.name)
    return out
