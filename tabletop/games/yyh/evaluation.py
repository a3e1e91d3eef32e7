"""How the computer opponent judges a Yu Yu Hakusho position: the features it weighs, each
seen from one seat's side (its figure less the opponent's), and the kinds of card a face-down
place may hold. The weights and the search parameters are data, in ``computer.toml`` beside
this module (each weight explained there)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from tabletop.cards.database import default_database
from tabletop.engine.state import GameState
from tabletop.games.computer import ComputerPlay, Feature, load_play

from .battle import available_attacks
from .board import (
    C_MATCH_WINS,
    C_SPIRIT,
    SLOTS,
    V_ACTIVE,
    V_ATTACKS,
    V_ATTACKS_ALLOWED,
    V_STEP,
    CardLookup,
    counter,
    damage_of,
    fighter,
    int_value,
    zone,
)
from .profile import YyhParams
from .scripted import scripted_move

CONFIG = Path(__file__).with_name("computer.toml")
_PARAMS = YyhParams()
CHARACTER = "character"
ATTACHMENT = "attachment"


@cache
def _cards() -> CardLookup:
    return CardLookup(default_database())


def _both(state: GameState, seat: int, figure: Feature) -> float:
    return figure(state, seat) - figure(state, 1 - seat)


_IDS = tuple({name: zone(seat, name) for name in ("hand", "deck", "techs")} for seat in (0, 1))
"""Each seat's zone ids the features read, made once: the search evaluates thousands of
positions a decision."""
DECK_SAFE = 8
"""Cards in the deck below which running out is near (four Draw Steps of 2)."""
_SLOT_IDS = tuple(tuple(zone(seat, f"slot{slot}") for slot in SLOTS) for seat in (0, 1))


def _wins(state: GameState, seat: int) -> float:
    return counter(state, seat, C_MATCH_WINS)


def _fighter_damage(state: GameState, seat: int) -> float:
    uid = fighter(state, seat)
    return 0 if uid is None else damage_of(state, uid)


def _sideline(state: GameState, seat: int) -> float:
    zones = state.zones
    return sum(len(zones[zone_id].cards) > 0 for zone_id in _SLOT_IDS[seat])


def _sideline_damage(state: GameState, seat: int) -> float:
    zones = state.zones
    return sum(
        damage_of(state, uid) for zone_id in _SLOT_IDS[seat] for uid in zones[zone_id].cards[-1:]
    )


def _spirit(state: GameState, seat: int) -> float:
    return counter(state, seat, C_SPIRIT)


def _hand(state: GameState, seat: int) -> float:
    return len(state.zones[_IDS[seat]["hand"]].cards)


def _deck(state: GameState, seat: int) -> float:
    return len(state.zones[_IDS[seat]["deck"]].cards)


def _deck_short(state: GameState, seat: int) -> float:
    """How far ``seat``'s deck is below :data:`DECK_SAFE` cards, squared: a deck about to
    run out (a player who must draw from a too small deck loses) weighs more the nearer it
    is; a deck above the mark weighs nothing here."""
    short = max(0, DECK_SAFE - len(state.zones[_IDS[seat]["deck"]].cards))
    return float(short * short)


def _techniques(state: GameState, seat: int) -> float:
    return len(state.zones[_IDS[seat]["techs"]].cards)


def _attack_hand(state: GameState, seat: int) -> int:
    """The cards ``seat`` will hold to pay its next attack: its hand now while that attack is
    still to come this turn (its Main or Attack Step, no attack made yet), else its hand with
    the cards its next Draw Step brings (as many as its deck still holds)."""
    ids, zones = _IDS[seat], state.zones
    hand = len(zones[ids["hand"]].cards)
    values = state.values
    if (
        int_value(state, V_ACTIVE) == seat
        and values.get(V_STEP) in ("main", "attack")
        and int_value(state, V_ATTACKS) < int_value(state, V_ATTACKS_ALLOWED, 1)
    ):
        return hand
    return hand + min(_PARAMS.draw, len(zones[ids["deck"]].cards))


def _threat(state: GameState, seat: int) -> float:
    """The damage points the fighter's best attack it can pay for at its next Attack Step
    (:func:`_attack_hand`) would deal to the opposing fighter, before any modifier (a variable
    X attack counts 0). Counting the cards of the coming draw keeps an attack paid now from
    looking like a threat given up."""
    own, other = fighter(state, seat), fighter(state, 1 - seat)
    if own is None or other is None:
        return 0
    target = _cards().character(state.cards[other].card_id)
    if target is None:
        return 0
    hand = _attack_hand(state, seat)
    best = 0
    for option in available_attacks(state, _cards(), seat):
        if option.cost <= hand and isinstance(option.value, int):
            best = max(best, _PARAMS.damage_points(option.value, target.defense))
    return best


FEATURES: dict[str, Feature] = {
    "match_wins": lambda s, seat: _both(s, seat, _wins),
    "fighter_damage": lambda s, seat: -_both(s, seat, _fighter_damage),
    "sideline": lambda s, seat: _both(s, seat, _sideline),
    "sideline_damage": lambda s, seat: -_both(s, seat, _sideline_damage),
    "spirit": lambda s, seat: _both(s, seat, _spirit),
    "hand": lambda s, seat: _both(s, seat, _hand),
    "deck": lambda s, seat: _both(s, seat, _deck),
    "deck_short": lambda s, seat: -_both(s, seat, _deck_short),
    "techniques": lambda s, seat: _both(s, seat, _techniques),
    "threat": lambda s, seat: _both(s, seat, _threat),
}
"""The features by the names ``computer.toml`` weighs (damage counts for the side that dealt
it: the opponent's less the computer's)."""


def place_kind(zone_id: str) -> str | None:
    """The kind of card a face-down card in ``zone_id`` is: a Sideline character, a card
    attached to one, a fighter that lost its match; None: any card."""
    name = zone_id.partition(".")[2]
    if name.endswith("_att"):
        return ATTACHMENT
    if name.startswith("slot") or name == "winners_circle":
        return CHARACTER
    return None


def card_kind(card_id: str) -> str:
    """``character``, ``attachment`` (an Item or Technique) or ``""`` (an Event, unknown)."""
    cards = _cards()
    if cards.character(card_id) is not None:
        return CHARACTER
    return ATTACHMENT if cards.attachable(card_id) is not None else ""


@cache
def computer_play() -> ComputerPlay:
    """The Yu Yu Hakusho evaluation with its weights and search parameters (read once)."""
    return load_play(
        CONFIG, FEATURES, place_kind=place_kind, card_kind=card_kind, scripted=scripted_move
    )
