"""Items and Techniques barred for a while, and a named Technique raised in a later turn
(rules generation 4; see :class:`~tabletop.cards.yyh_effect_models_dt_b.UseLock` and
:class:`~tabletop.cards.yyh_effect_models_dt_b.BoostNext`).

A ``use_lock`` is a card counter of each fighter of the moment (``uselock.draw<seat>``, its
badge), ending by itself at its player's next Draw Step (as ``no_technique_damage``'s): while
one is in play no player may attack with a Technique or use an attached Item or Technique
(:func:`.attack_needs.techniques_locked`, :func:`.timed_effects.usable`). A ``boost_next`` is
a game value of the player (``yyh.boost_next.<seat>``: the turn, the name and the ATK), read
by the attack's preview (:func:`.battle.preview_attack`) in that turn. Both are set in the
applying action's transaction: undo and replay need nothing more.
"""

from __future__ import annotations

from tabletop.cards.yyh_effect_models_dt_b import BoostNext
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .board import V_TURN, CardLookup, fighter, int_value

#: The counter of a ``use_lock`` (``<prefix>draw<seat>``).
USE_LOCK = "uselock."
#: A seat's ``boost_next`` (``<prefix><seat>``: ``"<turn>|<name>|<atk>"``).
V_BOOST_NEXT = "yyh.boost_next."


def lock_uses(state: GameState, tx: Transaction, seat: int) -> None:
    """Items and Techniques barred to both players until ``seat``'s next Draw Step."""
    for side in (seat, 1 - seat):
        held = fighter(state, side)
        if held is not None:
            tx.set_card_counter(held, f"{USE_LOCK}draw{seat}", 1)


def uses_locked(state: GameState) -> bool:
    """Whether a ``use_lock`` bars Items and Techniques now."""
    for side in (0, 1):
        held = fighter(state, side)
        if held is not None and any(
            name.startswith(USE_LOCK) for name in state.cards[held].counters
        ):
            return True
    return False


def note_boost_next(state: GameState, tx: Transaction, seat: int, effect: BoostNext) -> None:
    """``seat``'s attacks of a Technique named ``effect.title`` gain ``effect.amount`` ATK in
    its next turn."""
    turn = int_value(state, V_TURN) + 2  # the other player's turn comes between
    tx.set_value(V_BOOST_NEXT + str(seat), f"{turn}|{effect.title}|{effect.amount}")


def boost_next(state: GameState, cards: CardLookup, seat: int, card: int) -> int:
    """The ATK the attack of card ``card`` (``seat``'s) gains now from its ``boost_next``."""
    value = state.values.get(V_BOOST_NEXT + str(seat))
    if not isinstance(value, str) or card not in state.cards:
        return 0
    turn, title, amount = value.split("|")
    if turn != str(int_value(state, V_TURN)) or cards.technique(state.cards[card].card_id) is None:
        return 0
    name = str(getattr(cards.card(state.cards[card].card_id), "name", ""))
    return int(amount) if title.casefold() in name.casefold() else 0
