"""A Non-Combat card in play that makes its owner's next attack of a kind stronger (rules
generation 3, the data's ``boost_attack``): as its owner makes such an attack, the card is
used (discarded, or removed) and the attack deals more life cards (the game value ``boost``,
``attack uid:life cards``, cleared with the attack); a successful attack of the kind against
its owner discards it first, when its data says so."""

from __future__ import annotations

from tabletop.cards.effect_models_more import BoostAttack
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from . import card_effects, generations
from .table import SETUPS, TableFacts, zid


def _boosts(facts: TableFacts, state: GameState, seat: int) -> list[tuple[int, BoostAttack]]:
    return [
        (uid, e)
        for uid in state.zones[zid(seat, SETUPS)].cards
        for e in generations.effects_of(facts, state, uid)
        if isinstance(e, BoostAttack)
    ]


def attack_made(
    facts: TableFacts, state: GameState, tx: Transaction, seat: int, uid: int, kind: str
) -> None:
    """``seat`` attacks with ``uid`` (of ``kind``): its first card in play that boosts such an
    attack is used, and the attack marked."""
    for card, effect in _boosts(facts, state, seat):
        if effect.attacks in ("any", kind):
            tx.set_value("boost", f"{uid}:{effect.life}")
            tx.move(card, card_effects.used_destination(facts, state, seat, card), face_up=True)
            return


def bonus(state: GameState, uid: int) -> int:
    """The life cards the attack with ``uid`` deals more (0: none)."""
    raw = state.values.get("boost")
    if not isinstance(raw, str):
        return 0
    attack, life = raw.split(":")
    return int(life) if int(attack) == uid else 0


def hit(facts: TableFacts, state: GameState, tx: Transaction, seat: int, kind: str) -> None:
    """A successful attack of ``kind`` against ``seat``: its boosting cards that go on such a
    hit are discarded."""
    for card, effect in _boosts(facts, state, seat):
        if effect.lost_on_hit and effect.attacks in ("any", kind):
            tx.move(card, card_effects.used_destination(facts, state, seat, card), face_up=True)
