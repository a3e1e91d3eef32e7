"""The Dragon Ball GT table: zone names, card look-ups and the questions every rule asks
(which personality is in control, who controls which Dragon Ball, who may act now).

Zones of each seat (``p{seat}.<name>``): ``life_deck`` (hidden, face down), ``hand`` (owner
only), ``discard``, ``removed``, ``mp`` (the Main Personality's levels, current level on top),
``mastery``, ``ally1`` .. ``ally{ALLY_SLOTS}`` (one ally each, overlays on top), ``setups``
(Setups and DBZ Non-Combat cards), ``drills``, ``dragon_balls`` (the balls this seat placed;
captured ones stay here, turned sideways, with the card counter ``captured_by``) and
``battle`` (the attack and defense cards being played).

A personality's stage is the card counter ``stage`` on its top card.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Final, TypeVar

from tabletop.cards.database import CardDatabase
from tabletop.cards.models import (
    Card,
    CombatCardBase,
    DragonBall,
    Mastery,
    Personality,
    StageValue,
)
from tabletop.engine.actions import Action
from tabletop.engine.state import SEATS, GameState
from tabletop.engine.zones import Visibility

from .profile import DbgtParams

A = TypeVar("A", bound=Action)

LIFE_DECK: Final = "life_deck"
HAND: Final = "hand"
DISCARD: Final = "discard"
REMOVED: Final = "removed"
MP: Final = "mp"
MASTERY: Final = "mastery"
SETUPS: Final = "setups"
DRILLS: Final = "drills"
DRAGON_BALLS: Final = "dragon_balls"
BATTLE: Final = "battle"
#: Ally stacks per seat (a table limit, not a rule: more allies than this do not fit).
ALLY_SLOTS: Final = 5
ALLIES: Final = tuple(f"ally{i}" for i in range(1, ALLY_SLOTS + 1))

#: (zone name, visibility, default face) for each seat.
ZONES: Final[tuple[tuple[str, Visibility, bool], ...]] = (
    (LIFE_DECK, Visibility.HIDDEN, False),
    (HAND, Visibility.OWNER, True),
    (DISCARD, Visibility.PUBLIC, True),
    (REMOVED, Visibility.PUBLIC, True),
    (MP, Visibility.PUBLIC, True),
    (MASTERY, Visibility.PUBLIC, True),
    *((name, Visibility.PUBLIC, True) for name in ALLIES),
    (SETUPS, Visibility.PUBLIC, True),
    (DRILLS, Visibility.PUBLIC, True),
    (DRAGON_BALLS, Visibility.PUBLIC, True),
    (BATTLE, Visibility.PUBLIC, True),
)

STAGE: Final = "stage"
CAPTURED_BY: Final = "captured_by"

# Steps of a turn (state.values["step"]).
DRAW: Final = "draw"
NON_COMBAT: Final = "non_combat"
POWER_UP: Final = "power_up"
DECLARE: Final = "declare"
COMBAT: Final = "combat"
DISCARD_STEP: Final = "discard"
REJUVENATION: Final = "rejuvenation"
STEPS: Final = (DRAW, NON_COMBAT, POWER_UP, DECLARE, COMBAT, DISCARD_STEP, REJUVENATION)


def zid(seat: int, name: str) -> str:
    """``zid(0, "hand") == "p0.hand"``."""
    return f"p{seat}.{name}"


def _per_seat(name: str) -> dict[int, str]:
    return {seat: zid(seat, name) for seat in SEATS}


# The zone ids the rules ask for most, per seat (a look-up, not a string made each time).
HANDS: Final = _per_seat(HAND)
DISCARDS: Final = _per_seat(DISCARD)
MPS: Final = _per_seat(MP)
LIFE_DECKS: Final = _per_seat(LIFE_DECK)
SETUPS_ZONES: Final = _per_seat(SETUPS)
ALLY_ZONES: Final = {seat: tuple(zid(seat, name) for name in ALLIES) for seat in SEATS}


def zone_name(zone_id: str) -> str:
    """The part after the seat: ``zone_name("p1.ally2") == "ally2"``."""
    return zone_id.partition(".")[2]


def other(seat: int) -> int:
    """The opponent of ``seat``."""
    return 1 - seat


def int_value(state: GameState, name: str) -> int | None:
    """A game value that is an int (not a bool), else None."""
    value = state.values.get(name)
    return value if type(value) is int else None  # not a bool


def uid_list(state: GameState, name: str) -> list[int]:
    """A game value holding card uids as ``"12,15"``."""
    value = state.values.get(name)
    if not isinstance(value, str) or not value:
        return []
    return [int(part) for part in value.split(",")]


class CardsById(dict[str, "Card | None"]):
    """The database card of each card id, looked up in the database the first time it is
    asked (None: unknown id); after that, a plain dictionary look-up."""

    def __init__(self, database: CardDatabase) -> None:
        super().__init__()
        self.database = database

    def __missing__(self, card_id: str) -> Card | None:
        card = self[card_id] = self.database.get(card_id)
        return card

    def __reduce__(self) -> tuple[type[CardsById], tuple[CardDatabase]]:
        # Pickled as made, its look-ups left out (a compiled class has no instance dict).
        return CardsById, (self.database,)


class TableFacts:
    """What every rule asks of a DBGT table: the ruleset's parameters, its card look-ups (each
    card id looked up once) and the facts of a state (stages, personalities in play, control
    of Combat, Dragon Balls, whose step it is)."""

    def __init__(self, params: DbgtParams, database: CardDatabase) -> None:
        self.params = params
        self.database = database
        self.cards_by_id = CardsById(database)
        #: Rule actions made once and handed out again (frozen values): the legal actions of
        #: one position after another list the same few (see :meth:`made`).
        self._made: dict[tuple[object, int, object, object], Action] = {}

    def made(
        self, kind: Callable[..., A], seat: int, card: object = None, more: object = None
    ) -> A:
        """The action ``kind(seat)``, ``kind(seat, card)`` or ``kind(seat, card, more)``
        (a card uid, an attack kind), made the first time it is asked for."""
        key = (kind, seat, card, more)
        found = self._made.get(key)
        if found is None:
            fields = (seat,) if card is None else (seat, card) if more is None else key[1:]
            found = self._made[key] = kind(*fields)
        return found  # type: ignore[return-value]

    def __reduce__(self) -> tuple[type[TableFacts], tuple[DbgtParams, CardDatabase]]:
        # Pickled as made (the computer's worker gets it): see CardsById.
        return TableFacts, (self.params, self.database)

    # ------------------------------------------------------------ cards

    def card(self, state: GameState, uid: int) -> Card | None:
        """The database card of a card instance (None: unknown id)."""
        return self.cards_by_id[state.cards[uid].card_id]

    def personality(self, state: GameState, uid: int) -> Personality | None:
        """The personality card of ``uid``, if it is one."""
        card = self.card(state, uid)
        return card if type(card) is Personality else None

    def combat_card(self, state: GameState, uid: int) -> CombatCardBase | None:
        """The combat card of ``uid``, if it is one."""
        card = self.card(state, uid)
        return card if isinstance(card, CombatCardBase) else None

    def dragon_ball(self, state: GameState, uid: int) -> DragonBall | None:
        """The Dragon Ball card of ``uid``, if it is one."""
        card = self.card(state, uid)
        return card if type(card) is DragonBall else None

    def top_stage(self, state: GameState, uid: int) -> int:
        """The highest stage of a personality card (0 for any other card)."""
        card = self.personality(state, uid)
        return card.top_stage if card is not None else 0

    # ------------------------------------------------------------ personalities

    @staticmethod
    def stage(state: GameState, uid: int) -> int:
        """The stage of a personality card (its ``stage`` counter)."""
        return state.cards[uid].counters.get(STAGE, 0)

    @staticmethod
    def mp_top(state: GameState, seat: int) -> int | None:
        """The current level card of a seat's Main Personality."""
        cards = state.zones[MPS[seat]].cards
        return cards[-1] if cards else None

    def mp_level(self, state: GameState, seat: int) -> int:
        """The Main Personality's current level (0 if there is none)."""
        top = self.mp_top(state, seat)
        card = None if top is None else self.personality(state, top)
        return card.level if card is not None else 0

    @staticmethod
    def ally_tops(state: GameState, seat: int) -> list[int]:
        """The top card of each ally stack of a seat."""
        zones = state.zones
        return [cards[-1] for zone in ALLY_ZONES[seat] if (cards := zones[zone].cards)]

    @staticmethod
    def personalities(state: GameState, seat: int) -> list[int]:
        """The seat's personalities in play: the Main Personality first, then the allies."""
        zones = state.zones
        out = [cards[-1]] if (cards := zones[MPS[seat]].cards) else []
        out += [cards[-1] for zone in ALLY_ZONES[seat] if (cards := zones[zone].cards)]
        return out

    def in_control(self, state: GameState, seat: int) -> int | None:
        """The personality in control of Combat for ``seat`` (the MP unless an ally took it)."""
        ally = int_value(state, f"control{seat}")
        if ally is not None and ally in self.ally_tops(state, seat):
            return ally
        return self.mp_top(state, seat)

    def power(self, state: GameState, uid: int) -> StageValue:
        """The power rating of a personality at its stage."""
        card = self.personality(state, uid)
        if card is None:
            return 0
        return card.power_at(self.stage(state, uid))

    # ------------------------------------------------------------ styles and Dragon Balls

    @staticmethod
    def style(state: GameState, seat: int) -> str | None:
        """The seat's declared fighting style."""
        value = state.values.get(f"style{seat}")
        return value if isinstance(value, str) else None

    def mastery_in_play(self, state: GameState, seat: int) -> bool:
        """True when a Mastery of the declared style is in play."""
        style = self.style(state, seat)
        for uid in state.zones[zid(seat, MASTERY)].cards:
            card = self.card(state, uid)
            if type(card) is Mastery and card.style == style:
                return True
        return False

    def balls_in_play(self, state: GameState) -> Iterator[tuple[int, DragonBall]]:
        """Every Dragon Ball in play on either side."""
        for seat in SEATS:
            for uid in state.zones[zid(seat, DRAGON_BALLS)].cards:
                card = self.dragon_ball(state, uid)
                if card is not None:
                    yield uid, card

    def ball_in_play(self, state: GameState, number: int) -> bool:
        """True when a Dragon Ball of this number is in play anywhere."""
        return any(card.db_number == number for _, card in self.balls_in_play(state))

    @staticmethod
    def ball_controller(state: GameState, uid: int) -> int:
        """Who controls a Dragon Ball in play: its captor, else the seat it lies with."""
        captor = state.cards[uid].counters.get(CAPTURED_BY)
        if captor is not None:
            return captor
        owner = state.zones[state.cards[uid].zone].owner
        return owner if owner is not None else state.cards[uid].owner

    def balls_controlled(self, state: GameState, seat: int) -> list[int]:
        """The Dragon Balls in play that ``seat`` controls."""
        return [
            uid for uid, _ in self.balls_in_play(state) if self.ball_controller(state, uid) == seat
        ]

    def complete_set(self, state: GameState, seat: int) -> str | None:
        """The Dragon Ball set of which ``seat`` controls all seven numbers, if any."""
        numbers: dict[str, set[int]] = {}
        for uid in self.balls_controlled(state, seat):
            card = self.dragon_ball(state, uid)
            if card is not None:
                numbers.setdefault(card.db_set, set()).add(card.db_number)
        for name, held in sorted(numbers.items()):
            if held >= set(range(1, 8)):
                return name
        return None

    # ------------------------------------------------------------ turn

    @staticmethod
    def step(state: GameState) -> str | None:
        """The current step code (None before the first turn)."""
        step = state.values.get("step")
        return step if isinstance(step, str) else None

    @staticmethod
    def active(state: GameState) -> int:
        """The active seat."""
        value = state.values.get("active")
        return value if type(value) is int and value in SEATS else 0

    @staticmethod
    def actor(state: GameState) -> int | None:
        """The seat that may act now (None: nobody — the game is over or not begun)."""
        values = state.values  # asked before every decision: the values read in place
        if "winner" in values and type(values["winner"]) is int:
            return None
        step = values.get("step")
        if not isinstance(step, str):
            return None
        active = values.get("active")
        if type(active) is not int or active not in SEATS:
            active = 0
        if step == COMBAT:
            phase = values.get("phase")
            if type(phase) is not int:
                phase = active
            return 1 - phase if type(values.get("pending")) is int else phase
        if step == DISCARD_STEP:
            discarding = values.get("discarding")
            return discarding if type(discarding) is int else active
        return active
