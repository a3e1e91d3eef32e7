"""What the Dragon Ball GT table shows to help: the step's actions as step-bar buttons (declare or
skip Combat, the defender's draw, pass, take the attack, rejuvenate), the attack waiting for its
answer in the battle area with the damage it would deal (the PAT ranks for physical damage),
and what a resolved attack did (stages lost, life cards lost)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.engine.state import GameState
from tabletop.engine.table_actions import NextStep
from tabletop.engine.table_aids import AttackMark, Message, ResultMark, StepAction, TableAids
from tabletop.engine.table_aids import message as msg
from tabletop.engine.view import StateView

from .actions import ENERGY, PHYSICAL, DeclareCombat, DefenderDraw, Pass, Rejuvenate, Take
from .bar_actions import Legal, extra_actions
from .combat import entering, preview_attack
from .table import (
    BATTLE,
    COMBAT,
    DECLARE,
    DISCARD,
    REJUVENATION,
    STAGE,
    TableFacts,
    int_value,
    other,
    zid,
)


def damage_words(stages: int, life: int) -> Message:
    """ "3 stages", "1 life card", "2 stages and 1 life card", "no damage"."""
    parts = []
    if stages:
        parts.append(
            msg(QT_TRANSLATE_NOOP("TableAid", "1 stage"))
            if stages == 1
            else msg(QT_TRANSLATE_NOOP("TableAid", "{stages} stages"), stages=stages)
        )
    if life:
        parts.append(
            msg(QT_TRANSLATE_NOOP("TableAid", "1 life card"))
            if life == 1
            else msg(QT_TRANSLATE_NOOP("TableAid", "{life} life cards"), life=life)
        )
    if len(parts) == 2:
        return msg(
            QT_TRANSLATE_NOOP("TableAid", "{first} and {second}"), first=parts[0], second=parts[1]
        )
    return parts[0] if parts else msg(QT_TRANSLATE_NOOP("TableAid", "no damage"))


class DbgtAids(TableAids):
    """The Dragon Ball GT table aids, read from a state by the ruleset's :class:`TableFacts`."""

    def __init__(self, facts: TableFacts, legal: Legal | None = None) -> None:
        self.facts = facts
        self.legal = legal
        """What the rules offer a seat now (the buttons some actions get only then)."""

    def step_actions(self, state: GameState, seat: int) -> list[StepAction]:
        """The step's own actions (:meth:`step_own`), then the others of the moment
        (:func:`.bar_actions.extra_actions`: the personality's attacks, Level up, the discard
        down to the hand limit, a capture, the Setups'); combat cards from hand are played by
        dragging or from their menus."""
        if self.facts.step(state) is None or int_value(state, "winner") is not None:
            return []
        own = self.step_own(state, seat)
        return own + extra_actions(self.facts, self.legal, state, seat, damage_words)

    def step_own(self, state: GameState, seat: int) -> list[StepAction]:
        """Declare: declare or skip Combat. Combat: the defender's draw when Combat is entered,
        then pass (your attack phase) or take the attack (the defender). Rejuvenation:
        rejuvenate."""
        facts = self.facts
        step = facts.step(state)
        if step is None or int_value(state, "winner") is not None:
            return []
        if step == DECLARE:
            return [
                StepAction(
                    DeclareCombat(seat),
                    msg(QT_TRANSLATE_NOOP("TableAid", "Declare Combat")),
                    msg(
                        QT_TRANSLATE_NOOP(
                            "TableAid", "Enter Combat: the defender draws, then you attack first"
                        )
                    ),
                ),
                StepAction(
                    NextStep(seat),
                    msg(QT_TRANSLATE_NOOP("TableAid", "Skip Combat")),
                    msg(
                        QT_TRANSLATE_NOOP(
                            "TableAid",
                            "No Combat this turn: on to the Discard step (Rejuvenation "
                            "is allowed at the end of the turn)",
                        )
                    ),
                ),
            ]
        if step == COMBAT and entering(state):
            count = facts.params.combat.defender_draw
            return [
                StepAction(
                    DefenderDraw(seat),
                    msg(QT_TRANSLATE_NOOP("TableAid", "The defender draws")),
                    msg(
                        QT_TRANSLATE_NOOP(
                            "TableAid",
                            "The defender draws {count} cards; then the attack phases begin",
                        ),
                        count=count,
                    ),
                )
            ]
        if step == COMBAT:
            attack = self.pending_attack(state)
            if attack is not None:
                return [
                    StepAction(
                        Take(seat),
                        msg(
                            QT_TRANSLATE_NOOP("TableAid", "Take the attack ({damage})"),
                            damage=attack.damage.params.get("damage", attack.damage),
                        ),
                        msg(
                            QT_TRANSLATE_NOOP(
                                "TableAid",
                                "Take the damage without a defense (to defend, drag a "
                                "defense card from your hand onto the battle area)",
                            )
                        ),
                    )
                ]
            return [
                StepAction(
                    Pass(seat),
                    msg(QT_TRANSLATE_NOOP("TableAid", "Pass")),
                    msg(
                        QT_TRANSLATE_NOOP(
                            "TableAid",
                            "Make no attack in this attack phase; two passes in a row "
                            "end Combat (to attack, drag a combat card onto the battle area)",
                        )
                    ),
                )
            ]
        if step == REJUVENATION:
            return [
                StepAction(
                    Rejuvenate(seat),
                    msg(QT_TRANSLATE_NOOP("TableAid", "Rejuvenate")),
                    msg(
                        QT_TRANSLATE_NOOP(
                            "TableAid",
                            "Put the top card of your discard pile at the bottom of your "
                            "Life Deck (only in a turn without Combat)",
                        )
                    ),
                )
            ]
        return []

    def pending_attack(self, state: GameState) -> AttackMark | None:
        """The pending attack, shown in the battle area (between the two sides'): the attacking
        personality and its card against the defending personality in control, and what the
        attack would deal now."""
        facts = self.facts
        uid = int_value(state, "pending")
        if uid is None or uid not in state.cards or facts.step(state) != COMBAT:
            return None
        seat = state.cards[uid].owner
        kind = str(state.values.get("pending_kind") or PHYSICAL)
        attacker = facts.in_control(state, seat)
        defender = facts.in_control(state, other(seat))
        dealt = preview_attack(facts, state, seat, uid, kind)
        damage = damage_words(int(dealt["stages"]), int(dealt["life"]))
        if "ranks" in dealt:
            ranks: tuple[str, str] = dealt["ranks"]
            line = msg(
                QT_TRANSLATE_NOOP(
                    "TableAid", "Physical attack, PAT {rank} against {defender_rank}: {damage}"
                ),
                rank=ranks[0],
                defender_rank=ranks[1],
                damage=damage,
            )
        elif kind == ENERGY:
            line = msg(QT_TRANSLATE_NOOP("TableAid", "Energy attack: {damage}"), damage=damage)
        else:
            line = msg(QT_TRANSLATE_NOOP("TableAid", "Physical attack: {damage}"), damage=damage)
        if uid == attacker:
            title = msg(
                QT_TRANSLATE_NOOP("TableAid", "{attacker} → {defender}"),
                attacker=attacker,
                defender=defender,
            )
        else:
            title = msg(
                QT_TRANSLATE_NOOP("TableAid", "{attacker} ({card}) → {defender}"),
                attacker=attacker,
                card=uid,
                defender=defender,
            )
        battle = (zid(seat, BATTLE), zid(other(seat), BATTLE))
        return AttackMark(seat, attacker, defender, battle, title, line)

    def attack_result(
        self, before: StateView, after: StateView, attack: AttackMark
    ) -> list[ResultMark]:
        """The stages the defending personality lost (on it) and the life cards lost (on the
        discard pile they went to); "no damage" after a defense."""
        seat = other(attack.seat)
        out: list[ResultMark] = []
        uid = attack.defender
        old, new = _counters(before, uid), _counters(after, uid)
        lost = old.get(STAGE, 0) - new.get(STAGE, 0) if old is not None and new is not None else 0
        if lost > 0:
            out.append(
                ResultMark(
                    msg(QT_TRANSLATE_NOOP("TableAid", "−{damage}"), damage=damage_words(lost, 0)),
                    card=uid,
                )
            )
        cards = after.values.get("damage_cards")
        life = (
            len(cards.split(","))
            if after.values.get("damage_seat") == seat and isinstance(cards, str) and cards
            else 0
        )
        if life:
            out.append(
                ResultMark(
                    msg(QT_TRANSLATE_NOOP("TableAid", "−{damage}"), damage=damage_words(0, life)),
                    zone=zid(seat, DISCARD),
                )
            )
        if not out:
            out.append(ResultMark(msg(QT_TRANSLATE_NOOP("TableAid", "No damage")), card=uid))
        return out


def _counters(view: StateView, uid: int | None) -> Mapping[str, Any] | None:
    """The counters of card ``uid`` as ``view`` shows it (None: not seen there)."""
    for zone in view.zones.values():
        for card in zone.cards:
            if uid is not None and card.uid == uid:
                return card.counters
    return None
