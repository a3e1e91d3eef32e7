"""The Dragon Ball GT step bar's buttons besides each step's own (see :mod:`.step_actions`):
the physical and the energy attack of the personality in control (cost and damage), its power's
defense, Level up
(its cost), Discard down to the hand limit, a Dragon Ball to capture, and what the rules offer
with Setups in play (using one; an attack with one) and allies (taking control of Combat).

The personality's attacks, Level up in the Non-Combat step and the discard are shown legal or
not (the table says why one is not); the others only when the rules offer them now. No card of
a hand is named: the bar stays in view while both hands are face down.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tabletop.engine.actions import Action
from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.engine.state import GameState
from tabletop.engine.table_aids import Message, StepAction
from tabletop.engine.table_aids import message as msg

from . import card_effects, hand_limit
from .actions import ENERGY, PHYSICAL, Attack, Capture, Defend, LevelUp, TakeControl, UseCard
from .combat import attack_cost, attack_kind, entering, preview_attack
from .levels import level_card
from .table import COMBAT, DISCARD, DISCARD_STEP, NON_COMBAT, SETUPS, TableFacts, int_value, zid

Legal = Callable[[GameState, int], Sequence[Action]]
"""The rule actions a seat may take now (the ruleset's ``legal_actions``)."""

DamageWords = Callable[[int, int], Message]


def extra_actions(
    facts: TableFacts, legal: Legal | None, state: GameState, seat: int, words: DamageWords
) -> list[StepAction]:
    """The buttons after the step's own, most used first; ``words`` says a damage."""
    step = facts.step(state)
    offered = set(legal(state, seat)) if legal is not None else set()
    out: list[StepAction] = []
    attacking = step == COMBAT and int_value(state, "pending") is None and not entering(state)
    if attacking:
        control = facts.in_control(state, seat)
        if control is not None and card_effects.setup_attacks(facts, state, control):
            printed = card_effects.printed_kind(facts, state, control)  # its power's own kind
            out += [
                _power_attack(facts, state, seat, control, kind, words)
                for kind in ((printed,) if printed else (PHYSICAL, ENERGY))
            ]
    for uid in facts.personalities(state, seat):
        if Defend(seat, uid) in offered:
            out.append(_power_defense(seat, uid))
    if step == DISCARD_STEP and hand_limit.excess(facts, state, seat):
        out.append(_discard_down(facts, state, seat))
    if int_value(state, "capture_offer") == seat:
        out += [
            _capture(seat, uid)
            for uid, _ in facts.balls_in_play(state)
            if Capture(seat, uid) in offered
        ]
    level_up = _level_up(facts, state, seat)
    if level_up is not None and (step == NON_COMBAT or level_up.action in offered):
        out.append(level_up)
    for uid in state.zones[zid(seat, SETUPS)].cards:
        for kind in (PHYSICAL, ENERGY) if attacking else ():
            if Attack(seat, uid, kind) in offered:
                out.append(_setup_attack(facts, state, seat, uid, kind, words))
        out += [_use(use) for use in offered if isinstance(use, UseCard) and use.card == uid]
    for uid in facts.personalities(state, seat):
        if TakeControl(seat, uid) in offered:
            out.append(_take_control(seat, uid))
    return out


def _cost_and_damage(
    facts: TableFacts, state: GameState, seat: int, uid: int, kind: str, words: DamageWords
) -> tuple[int, Message]:
    """What an attack with ``uid`` costs (stages) and what it says it deals ("cost 2 stages →
    4 life cards", or only the damage when it costs nothing)."""
    found = attack_kind(facts, state, uid, kind) or kind
    cost = attack_cost(facts, state, uid, found)
    dealt = preview_attack(facts, state, seat, uid, found)
    damage = words(int(dealt["stages"]), int(dealt["life"]))
    if not cost:
        return cost, damage
    return cost, msg(
        QT_TRANSLATE_NOOP("TableAid", "cost {cost} → {damage}"),
        cost=words(cost, 0),
        damage=damage,
    )


def _power_attack(
    facts: TableFacts, state: GameState, seat: int, uid: int, kind: str, words: DamageWords
) -> StepAction:
    """The physical or the energy attack of personality ``uid`` with its own power (a power
    that is no attack: its use for its effects alone)."""
    cost, detail = _cost_and_damage(facts, state, seat, uid, kind, words)
    if card_effects.power_use(facts, state, uid):
        label = msg(QT_TRANSLATE_NOOP("TableAid", "Use its power"))
        tip = msg(
            QT_TRANSLATE_NOOP(
                "TableAid",
                "{card} uses its power for its effects alone, in place of an attack (once a "
                "turn): the card's face reads what it does",
            ),
            card=uid,
        )
        named = card_effects.attack_targets(facts, state, seat, uid)[0]  # the pile's top
        return StepAction(Attack(seat, uid, kind, target=named), label, tip)
    if kind == PHYSICAL:
        label = msg(QT_TRANSLATE_NOOP("TableAid", "Physical attack"))
        tip = msg(
            QT_TRANSLATE_NOOP(
                "TableAid",
                "{card} makes a physical attack with its own power (damage by the Physical "
                "Attack Table); to attack with a card, drag it onto the battle area",
            ),
            card=uid,
        )
    else:
        label = msg(QT_TRANSLATE_NOOP("TableAid", "Energy attack"))
        tip = msg(
            QT_TRANSLATE_NOOP(
                "TableAid",
                "{card} makes an energy attack with its own power, paid with {cost} of your "
                "personalities' power stages; to attack with a card, drag it onto the battle "
                "area",
            ),
            card=uid,
            cost=words(cost, 0),
        )
    return StepAction(Attack(seat, uid, kind), label, tip, detail)


def _power_defense(seat: int, uid: int) -> StepAction:
    """The answer to the pending attack with personality ``uid``'s own power."""
    return StepAction(
        Defend(seat, uid),
        msg(QT_TRANSLATE_NOOP("TableAid", "Defend with its power")),
        msg(
            QT_TRANSLATE_NOOP(
                "TableAid",
                "{card} answers the attack with its own power, as its card says (once a "
                "turn); to defend with a card, drag it onto the battle area",
            ),
            card=uid,
        ),
    )


def _setup_attack(
    facts: TableFacts, state: GameState, seat: int, uid: int, kind: str, words: DamageWords
) -> StepAction:
    """An attack with a Setup in play, as the rules offer it (or its use for its effects
    alone, in place of an attack)."""
    if card_effects.power_use(facts, state, uid):
        return StepAction(
            Attack(seat, uid, kind),
            msg(QT_TRANSLATE_NOOP("TableAid", "Use {card}"), card=uid),
            msg(
                QT_TRANSLATE_NOOP(
                    "TableAid",
                    "Use {card} for its effects alone, in place of an attack: the card's "
                    "face reads what it does",
                ),
                card=uid,
            ),
        )
    _, detail = _cost_and_damage(facts, state, seat, uid, kind, words)
    label = (
        msg(QT_TRANSLATE_NOOP("TableAid", "{card}: physical attack"), card=uid)
        if kind == PHYSICAL
        else msg(QT_TRANSLATE_NOOP("TableAid", "{card}: energy attack"), card=uid)
    )
    tip = msg(
        QT_TRANSLATE_NOOP(
            "TableAid", "Attack with the Setup {card} in play, as the rules allow it now"
        ),
        card=uid,
    )
    return StepAction(Attack(seat, uid, kind), label, tip, detail)


def _discard_down(facts: TableFacts, state: GameState, seat: int) -> StepAction:
    count = hand_limit.excess(facts, state, seat)
    return StepAction(
        hand_limit.suggested_discard(facts, state, seat),
        msg(QT_TRANSLATE_NOOP("TableAid", "Discard down to the limit")),
        msg(
            QT_TRANSLATE_NOOP(
                "TableAid",
                "Choose {count} cards of your hand to discard: the hand limit is {limit} "
                "(only you see your hand in the choice)",
            ),
            count=count,
            limit=facts.params.turn.hand_limit,
        ),
        msg(QT_TRANSLATE_NOOP("TableAid", "{count} cards"), count=count)
        if count > 1
        else msg(QT_TRANSLATE_NOOP("TableAid", "1 card")),
        due=True,
    )


def _level_up(facts: TableFacts, state: GameState, seat: int) -> StepAction | None:
    """Level up with the top cards of the discard pile (the player then chooses which), when
    the Main Personality has a higher level in play's reach and it is the seat's turn."""
    if facts.active(state) != seat or level_card(facts, state, seat, 1) is None:
        return None
    cost = facts.params.mp_level_up.cost_removed_from_discard
    pile = state.zones[zid(seat, DISCARD)].cards
    action = LevelUp(seat, tuple(pile[-cost:]) if cost and len(pile) >= cost else ())
    return StepAction(
        action,
        msg(QT_TRANSLATE_NOOP("TableAid", "Level up")),
        msg(
            QT_TRANSLATE_NOOP(
                "TableAid",
                "Your Main Personality goes up one level: {count} cards of your discard pile "
                "are removed from the game (you choose which)",
            ),
            count=cost,
        ),
        msg(QT_TRANSLATE_NOOP("TableAid", "cost {count} discards"), count=cost),
    )


def _capture(seat: int, uid: int) -> StepAction:
    return StepAction(
        Capture(seat, uid),
        msg(QT_TRANSLATE_NOOP("TableAid", "Capture {card}"), card=uid),
        msg(
            QT_TRANSLATE_NOOP(
                "TableAid",
                "Life Card Capture: your attack discarded enough life cards to take one of the "
                "defender's Dragon Balls",
            )
        ),
    )


def _use(use: UseCard) -> StepAction:
    why = QT_TRANSLATE_NOOP(
        "TableAid",
        "Use the Setup {card}: the rules apply what its card data automates (the card's face "
        "reads it), the rest is applied by hand; then it is discarded, or removed from the game "
        "when it says so",
    )
    if use.target is None:
        return StepAction(
            use,
            msg(QT_TRANSLATE_NOOP("TableAid", "Use {card}"), card=use.card),
            msg(why, card=use.card),
        )
    return StepAction(
        use,
        msg(
            QT_TRANSLATE_NOOP("TableAid", "Use {card} on {target}"),
            card=use.card,
            target=use.target,
        ),
        msg(why, card=use.card),
    )


def _take_control(seat: int, uid: int) -> StepAction:
    return StepAction(
        TakeControl(seat, uid),
        msg(QT_TRANSLATE_NOOP("TableAid", "{card} takes control"), card=uid),
        msg(QT_TRANSLATE_NOOP("TableAid", "{card} takes control of Combat for you"), card=uid),
    )
