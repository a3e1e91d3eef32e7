"""How the computer opponent judges a Dragon Ball GT position: the features it weighs, each
seen from one seat's side (its figure less the opponent's). The weights and the search
parameters are data, in ``computer.toml`` beside this module (each weight explained there)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from tabletop.cards.models import CombatCardBase, DragonBall, Personality
from tabletop.engine.state import GameState
from tabletop.games.computer import ComputerPlay, Feature, load_play

from .scripted import scripted_move
from .table import ALLIES, COMBAT, HAND, LIFE_DECK, TableFacts, zid

ANGER = "anger"
CONFIG = Path(__file__).with_name("computer.toml")


@cache
def _facts() -> TableFacts:
    """Card look-ups (the bundled database; the profile plays no part in these features)."""
    from .ruleset import DbgtRuleset

    return DbgtRuleset().facts


def _both(state: GameState, seat: int, figure: Feature) -> float:
    return figure(state, seat) - figure(state, 1 - seat)


def _life(state: GameState, seat: int) -> float:
    return len(state.zones[zid(seat, LIFE_DECK)].cards)


def _stages(state: GameState, seat: int) -> float:
    top = TableFacts.mp_top(state, seat)
    return 0 if top is None else TableFacts.stage(state, top)


def _level(state: GameState, seat: int) -> float:
    return _facts().mp_level(state, seat)


def _allies(state: GameState, seat: int) -> float:
    return sum(1 for name in ALLIES if state.zones[zid(seat, name)].cards)


def _ally_stages(state: GameState, seat: int) -> float:
    return sum(TableFacts.stage(state, uid) for uid in TableFacts.ally_tops(state, seat))


def _anger(state: GameState, seat: int) -> float:
    return state.counters[seat].get(ANGER, 0)


def _balls(state: GameState, seat: int) -> float:
    return len(_facts().balls_controlled(state, seat))


def _hand(state: GameState, seat: int) -> float:
    return len(state.zones[zid(seat, HAND)].cards)


def _held(state: GameState, seat: int) -> list[object]:
    facts = _facts()
    return [facts.card(state, uid) for uid in state.zones[zid(seat, HAND)].cards]


def _hand_defenses(state: GameState, seat: int) -> float:
    """Defense cards in hand: an attack of the opponent's coming Combat blocked."""
    return sum(1 for c in _held(state, seat) if isinstance(c, CombatCardBase) and c.defense)


def _hand_attacks(state: GameState, seat: int) -> float:
    """Attack cards in hand: damage in an attack phase to come (the defender attacks too)."""
    return sum(
        1
        for c in _held(state, seat)
        if isinstance(c, CombatCardBase) and c.attack and not c.defense
    )


def _hand_balls(state: GameState, seat: int) -> float:
    """Dragon Balls in hand whose number is not in play: a ball placed next Non-Combat step."""
    facts = _facts()
    return sum(
        1
        for c in _held(state, seat)
        if type(c) is DragonBall and not facts.ball_in_play(state, c.db_number)
    )


def _hand_personalities(state: GameState, seat: int) -> float:
    """Personality cards in hand: an ally (or an ally's next level) to place."""
    return sum(1 for c in _held(state, seat) if type(c) is Personality)


def _in_combat(state: GameState, seat: int) -> float:
    return float(state.values.get("step") == COMBAT and state.values.get("active") == seat)


FEATURES: dict[str, Feature] = {
    "life_cards": lambda s, seat: _both(s, seat, _life),
    "mp_stages": lambda s, seat: _both(s, seat, _stages),
    "mp_level": lambda s, seat: _both(s, seat, _level),
    "allies": lambda s, seat: _both(s, seat, _allies),
    "ally_stages": lambda s, seat: _both(s, seat, _ally_stages),
    "anger": lambda s, seat: _both(s, seat, _anger),
    "dragon_balls": lambda s, seat: _both(s, seat, _balls),
    "hand": lambda s, seat: _both(s, seat, _hand),
    "hand_defenses": lambda s, seat: _both(s, seat, _hand_defenses),
    "hand_attacks": lambda s, seat: _both(s, seat, _hand_attacks),
    "hand_balls": lambda s, seat: _both(s, seat, _hand_balls),
    "hand_personalities": lambda s, seat: _both(s, seat, _hand_personalities),
    "in_combat": _in_combat,
}
"""The features by the names ``computer.toml`` weighs."""


@cache
def computer_play() -> ComputerPlay:
    """The Dragon Ball GT evaluation with its weights and search parameters (read once)."""
    return load_play(CONFIG, FEATURES, scripted=scripted_move)
