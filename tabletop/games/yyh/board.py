"""The Yu Yu Hakusho table: zone ids, state values and small readers of the state.

Zones of each seat (``p0.`` / ``p1.``):

========================  ==========  =====================================================
zone                      visibility  holds
========================  ==========  =====================================================
``deck``                  hidden      the deck, face down
``hand``                  owner       the hand
``discard``               public      the Discard Pile, face up
``arena``                 public      the fighter (Match Slot of the current match)
``items`` / ``techs``     public      Items and Techniques attached to the fighter, face up
``slot2`` … ``slot5``     public      Sideline characters waiting for matches 2–5
``slot2_att`` … ``_att``  public      their attachments, face down (only the owner sees them)
``winners_circle``        public      fighters of finished matches: winners up, losers down
``effects``               public      Events whose effect lasts (this turn / match / game)
========================  ==========  =====================================================

Player counters: ``spirit`` (0 – spirit_cap), ``match_wins``. Game values: see the
``V_*`` names below.
"""

from __future__ import annotations

from typing import NamedTuple

from tabletop.cards.database import CardDatabase
from tabletop.cards.models import Card, Character, Item, Technique, YyhEvent
from tabletop.cards.yyh_effect_lasting import event_span
from tabletop.engine.state import GameState
from tabletop.engine.zones import seat_zone

SLOTS = (2, 3, 4, 5)
ZONE_NAMES = (
    "deck", "hand", "discard", "arena", "items", "techs",
    "slot2", "slot3", "slot4", "slot5", "slot2_att", "slot3_att", "slot4_att", "slot5_att",
    "winners_circle", "effects",
)  # fmt: skip

# --- game values (state.values) ---------------------------------------------------------------
V_TURN = "turn"
V_ACTIVE = "active"
V_STEP = "step"  # "setup", then draw / main / attack / end
V_MATCH = "match"  # 1..5
V_WINNER = "winner"
V_WIN_REASON = "win_reason"  # "matches", "deck_out", "most_matches", "draw"
V_GAME_OVER = "game_over"
V_FIRST = "first_player"
V_ATTACKS = "attacks"  # attacks made this turn
V_ATTACKS_ALLOWED = "attacks_allowed"  # attacks allowed this turn (1 unless a card says more)
V_LAST_ATK = "last_atk"
V_LAST_DEF = "last_def"
V_LAST_POINTS = "last_points"
V_LAST_MATCH_WINNER = "last_match_winner"
V_DECK_OUT = "deck_out"  # a seat that had to draw or discard from a too small deck
V_RULES = "rules"  # the rules generation the game was started under (see RULES_GENERATION)
V_PLACED = "characters_placed"  # character cards the active player placed this turn
V_MOMENT = "moment"  # during an attack: "response" (the defender) or "minimum" (the attacker)
V_PENDING_CARD = "pending_card"  # the declared attack: its card, attack number and value
V_PENDING_INDEX = "pending_index"
V_PENDING_VALUE = "pending_value"
V_ATTACK_TARGET = "attack_target"  # the declared attack's Sideline target (a redirect), if any
#: ``strike<seat>_<ratio>``: this turn, an attack of ``seat`` with at least ``ratio`` times the
#: defending DEF deals this many damage points (a card effect; cleared when a turn begins).
V_STRIKE = "strike"

#: The rules generation of new games: 2 adds the defender's response moment, the minimum-damage
#: choice after it, and the profile's ``techniques_on_sideline``, ``characters_per_turn`` and
#: ``unique_characters``. A game recorded under generation 1 (its ``yyh.start`` names none)
#: replays, and goes on, by the rules it was played with. Generation 3 applies the cards'
#: effects (their data: :mod:`.card_effects`, :mod:`.apply_effects`); 4 those whose data says
#: ``"since": 4``; 5 plays an Event whose effects are all in its data for its own duration
#: (the longest of its effects', :mod:`.event_lasting`), no longer one of the player's choice.
RULES_GENERATION = 5
RESPONSE = "response"
MINIMUM = "minimum"


def v_fifth(seat: int) -> str:
    """The value set once ``seat`` has put a character into Match Slot 5."""
    return f"fifth_used{seat}"


C_SPIRIT = "spirit"
C_MATCH_WINS = "match_wins"
#: Card counter: the card's effect lasts until … (a :data:`DURATIONS` code index) in effects.
CC_DURATION = "duration"
CC_LEAVE_AT_END = "leave_at_end"  # a card discarded at the end of the turn (its own effect)
CC_HURT_AT_END = "hurt_at_end"  # the damage a character takes at the end of the turn
CC_PLAYED_BY = "played_by"

STEPS = ("draw", "main", "attack", "end")
SETUP = "setup"


#: The ids of each zone name's two zones, made once (the rules ask for them all the time).
_ZONE_IDS = {name: (seat_zone(0, name), seat_zone(1, name)) for name in ZONE_NAMES}
_SLOT_NAMES = {1: "arena", 2: "slot2", 3: "slot3", 4: "slot4", 5: "slot5"}


def zone(seat: int, name: str) -> str:
    """A seat's zone id."""
    ids = _ZONE_IDS.get(name)
    if ids is not None and (seat == 0 or seat == 1):
        return ids[seat]
    return seat_zone(seat, name)


def slot_zone(seat: int, slot: int) -> str:
    """The zone of Match Slot ``slot`` (1: the Arena)."""
    return zone(seat, _SLOT_NAMES.get(slot) or f"slot{slot}")


def attachment_zones(seat: int, slot: int) -> tuple[str, ...]:
    """The zones of the cards attached to the character of Match Slot ``slot`` (1: fighter)."""
    if slot == 1:
        return (zone(seat, "items"), zone(seat, "techs"))
    return (zone(seat, f"slot{slot}_att"),)


def top(state: GameState, zone_id: str) -> int | None:
    """The top (last) card of a zone, if any."""
    cards = state.zones[zone_id].cards
    return cards[-1] if cards else None


def fighter(state: GameState, seat: int) -> int | None:
    """The seat's fighter (the character in its Arena)."""
    cards = state.zones[zone(seat, "arena")].cards
    return cards[-1] if cards else None


def slot_of(state: GameState, uid: int) -> tuple[int, int] | None:
    """(seat, Match Slot) of a character in play: slot 1 is the Arena; None elsewhere."""
    zone_id = state.cards[uid].zone
    seat_part, _, name = zone_id.partition(".")
    if name == "arena":
        return int(seat_part[1:]), 1
    if name in ("slot2", "slot3", "slot4", "slot5"):
        return int(seat_part[1:]), int(name[4:])
    return None


def sideline_zones(seat: int) -> tuple[str, ...]:
    """The zones of ``seat``'s Match Slots 2–5, in order."""
    found = _SIDELINE.get(seat)
    return tuple(slot_zone(seat, slot) for slot in SLOTS) if found is None else found


_SIDELINE: dict[int, tuple[str, ...]] = {}
_SIDELINE.update((seat, sideline_zones(seat)) for seat in (0, 1))


def characters_in_play(state: GameState, seat: int) -> list[int]:
    """The seat's characters in the Arena and on the Sideline."""
    zones = state.zones
    out = list(zones[zone(seat, "arena")].cards)
    for zone_id in sideline_zones(seat):
        out.extend(zones[zone_id].cards)
    return out


def generation(state: GameState) -> int:
    """The rules generation of the game (1: a game started before generation 2)."""
    return int_value(state, V_RULES, 1)


def character_name(name: str) -> str:
    """What makes two characters the same character: the name before any comma
    ("Younger Toguro, Transformed" is Younger Toguro), case and spaces folded."""
    return " ".join(name.partition(",")[0].casefold().split())


def counter(state: GameState, seat: int, name: str) -> int:
    """A player counter (0 when unset)."""
    return state.counters[seat].get(name, 0)


def int_value(state: GameState, name: str, default: int = 0) -> int:
    """An integer game value."""
    value = state.values.get(name)
    return value if type(value) is int else default  # not a bool


def damage_of(state: GameState, uid: int) -> int:
    """Damage points on a character: its quarter turns clockwise."""
    return state.cards[uid].rotation // 90


class HandPlay(NamedTuple):
    """How a kind of card is played from hand: ``way`` names the rule action (``attach``:
    :class:`~.actions.Attach` onto a character, its attachment area ``area``; ``event``:
    :class:`~.actions.PlayEvent`, lasting ones to ``area``; ``fifth``:
    :class:`~.actions.PlaceFifth` into ``area``)."""

    way: str
    area: str


ATTACH, EVENT, FIFTH = "attach", "event", "fifth"

#: How each kind of card is played from hand, by its exact class: the one table the legal
#: actions (:mod:`.legal`, through :meth:`CardLookup.facts`), the meaning of a card dropped
#: from hand and the card menus (:mod:`.ruleset`, :mod:`.offers`) read. A new kind is one row.
HAND_PLAY: dict[type, HandPlay] = {
    Item: HandPlay(ATTACH, "items"),
    Technique: HandPlay(ATTACH, "techs"),
    YyhEvent: HandPlay(EVENT, "effects"),
    Character: HandPlay(FIFTH, "slot5"),
}


class CardFacts(NamedTuple):
    """What the rules ask of a card id, worked out once (see :meth:`CardLookup.facts`)."""

    #: An Item or a Technique (it may be attached to a character).
    attachable: bool
    technique: bool
    event: bool
    #: A Character's name as :func:`character_name` folds it; None: not a Character.
    character: str | None
    #: :meth:`CardLookup.spirit_cost`.
    spirit_cost: int
    #: An Event's own duration, the longest of its effects' (see
    #: :func:`~tabletop.cards.yyh_effect_lasting.event_span`); None: not an Event, or one
    #: with an effect left to the players.
    span: str | None = None
    #: The latest rules generation one of its effects came in (its ``since``; 0: none says).
    since: int = 0


class CardLookup:
    """Typed look-ups of YYH cards in a database by card id (unknown ids read as None), each
    card id looked up once."""

    def __init__(self, database: CardDatabase) -> None:
        self.database = database
        self._found: dict[str, Card | None] = {}
        self._facts: dict[str, CardFacts] = {}
        #: The attacks printed on a card in play, by (uid, card id, as a Technique), kept by
        #: :mod:`.battle` (its ``AttackOption`` tuples).
        self.attacks: dict[tuple[int, str, bool], tuple[object, ...]] = {}

    def __reduce__(self) -> tuple[type[CardLookup], tuple[CardDatabase]]:
        # Pickled as made, its look-ups left out (the computer's worker gets it; a class
        # compiled by mypyc has no instance dict to pickle).
        return CardLookup, (self.database,)

    def card(self, card_id: str) -> Card | None:
        """The database card of ``card_id`` (None: unknown), remembered after the first ask."""
        try:
            return self._found[card_id]
        except KeyError:
            card = self._found[card_id] = self.database.get(card_id)
            return card

    def facts(self, card_id: str) -> CardFacts:
        """The card's kind, folded character name and Spirit cost, remembered after the first
        ask (the legal-action lists read them for every card in hand)."""
        try:
            return self._facts[card_id]
        except KeyError:
            character = self.character(card_id)
            way = self.hand_play(card_id)
            facts = self._facts[card_id] = CardFacts(
                way is not None and way.way == ATTACH,
                way is not None and way.way == ATTACH and way.area == "techs",
                way is not None and way.way == EVENT,
                None if character is None else character_name(character.name),
                self.spirit_cost(card_id),
                *self._lasting(card_id, way is not None and way.way == EVENT),
            )
            return facts

    def _lasting(self, card_id: str, event: bool) -> tuple[str | None, int]:
        """An Event's :attr:`CardFacts.span` and :attr:`CardFacts.since`."""
        effects = getattr(self.card(card_id), "effects", ())
        if not event or not isinstance(effects, tuple):
            return None, 0
        since = max((getattr(e, "since", None) or 0 for e in effects), default=0)
        return event_span(effects), since

    def hand_play(self, card_id: str) -> HandPlay | None:
        """How the card is played from hand (:data:`HAND_PLAY`; None: an unknown card)."""
        return HAND_PLAY.get(type(self.card(card_id)))

    def character(self, card_id: str) -> Character | None:
        """The Character card, or None."""
        card = self.card(card_id)
        return card if isinstance(card, Character) else None

    def attachable(self, card_id: str) -> Item | Technique | None:
        """The Item or Technique card, or None."""
        card = self.card(card_id)
        return card if isinstance(card, Item | Technique) else None

    def technique(self, card_id: str) -> Technique | None:
        """The Technique card, or None."""
        card = self.card(card_id)
        return card if isinstance(card, Technique) else None

    def event(self, card_id: str) -> YyhEvent | None:
        """The Event card, or None."""
        card = self.card(card_id)
        return card if isinstance(card, YyhEvent) else None

    def spirit_cost(self, card_id: str) -> int:
        """The Spirit cost of an Item, Technique or Event (0 for other cards)."""
        cost = getattr(self.card(card_id), "spirit_cost", 0)
        return cost if isinstance(cost, int) else 0
