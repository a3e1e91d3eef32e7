"""Attacks raised, and cards drawn with them, for the rest of the game while a player has no
Team Bonus (the ``lone_boost`` effect, rules generation 4; see
:class:`~tabletop.cards.yyh_effect_models_dt_b.LoneBoost`).

What a player's cards give is a game value of theirs (``yyh.lone.<seat>``: the ATK and the
cards drawn, ``"<atk>:<draw>"``, added up), set in the applying action's transaction; the
attack's preview adds the ATK (:func:`.battle.preview_attack`) and the attack's use draws the
cards (:func:`.apply_effects.apply_card_effects`), each only while the player has no Team
Bonus then, so the boost turns off and on by itself. Undo and replay need nothing more.
"""

from __future__ import annotations

from tabletop.cards.yyh_effect_models_dt_b import LoneBoost
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .board import CardLookup
from .card_moves import draw_cards
from .matches import team_bonuses

#: A seat's boost (``<prefix><seat>``).
V_LONE = "yyh.lone."


def boosted(state: GameState, seat: int) -> tuple[int, int]:
    """The ATK and the cards a draw that ``seat``'s ``lone_boost`` effects give (0, 0: none)."""
    value = state.values.get(V_LONE + str(seat))
    if not isinstance(value, str):
        return 0, 0
    atk, _, draw = value.partition(":")
    return int(atk), int(draw)


def note_boost(state: GameState, tx: Transaction, seat: int, effect: LoneBoost) -> None:
    """``seat``'s attacks gain ``effect.amount`` more and draw ``effect.draw`` more."""
    atk, draw = boosted(state, seat)
    tx.set_value(V_LONE + str(seat), f"{atk + effect.amount}:{draw + effect.draw}")


def _alone(state: GameState, cards: CardLookup, seat: int, threshold: int) -> bool:
    """Whether ``seat`` has no Team Bonus now."""
    return not team_bonuses(state, cards, seat, threshold)


def lone_atk(state: GameState, cards: CardLookup, seat: int, threshold: int = 3) -> int:
    """The ATK ``seat``'s attacks gain now from its boosts (none with a Team Bonus)."""
    atk, _ = boosted(state, seat)
    return atk if atk and _alone(state, cards, seat, threshold) else 0


def lone_draw(
    state: GameState, tx: Transaction, cards: CardLookup, seat: int, threshold: int = 3
) -> None:
    """``seat`` uses an attack: it draws what its boosts give (none with a Team Bonus)."""
    _, draw = boosted(state, seat)
    if draw and _alone(state, cards, seat, threshold):
        draw_cards(state, tx, seat, draw)
