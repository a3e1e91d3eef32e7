"""What the Yu Yu Hakusho table shows to help: the step's actions as step-bar buttons (the
fighter's attacks by name with their ATK and the damage they would deal, the defender's answer,
minimum damage, ending the turn), the declared attack between the fighters, and the damage it
dealt once resolved."""

from __future__ import annotations

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.engine.state import GameState
from tabletop.engine.table_actions import NextStep
from tabletop.engine.table_aids import (
    AttackMark,
    Message,
    PrintedName,
    ResultMark,
    StepAction,
    TableAids,
)
from tabletop.engine.table_aids import message as msg
from tabletop.engine.view import StateView

from .actions import AttackWith, ChooseDiscards, ChooseSwitch, MinimumDamage, PassMoment
from .attack_needs import attack_target
from .battle import (
    AttackOption,
    available_attacks,
    find_attack,
    pending_attack,
    preview_attack,
)
from .board import (
    MINIMUM,
    RESPONSE,
    V_ACTIVE,
    V_MOMENT,
    V_STEP,
    CardLookup,
    fighter,
    int_value,
    zone,
)
from .opponent_choice import choice_options, due, owing_seat
from .opponent_choice_gf import pool
from .profile import DEFEAT_POINTS, YyhParams
from .rules_gf import cost_cards, minimum_cost


def points_words(points: int) -> Message:
    """ "1 damage", "2 damage", "no damage"."""
    if points <= 0:
        return msg(QT_TRANSLATE_NOOP("TableAid", "no damage"))
    return msg(QT_TRANSLATE_NOOP("TableAid", "{points} damage"), points=points)


def _attack_name(option: AttackOption | None, index: int) -> PrintedName | Message:
    """An attack's printed name (the UI shows its Japanese one in Japanese), or "Attack 2"."""
    if option is not None and option.name:
        return PrintedName(option.name, option.name_ja)
    return msg(QT_TRANSLATE_NOOP("TableAid", "Attack {number}"), number=index + 1)


class YyhAids(TableAids):
    """The Yu Yu Hakusho table aids, read from a state with the ruleset's cards and profile."""

    def __init__(self, cards: CardLookup, params: YyhParams) -> None:
        self.cards = cards
        self.params = params

    def step_actions(self, state: GameState, seat: int) -> list[StepAction]:
        """A card effect's discard of the seat's own choice first. In an attack's moment: the
        defender takes the attack; the attacker, after a
        0-damage result, deals minimum damage or declines. Attack step: each attack of the
        fighter and its Techniques. End step: end the turn."""
        if state.values.get("game_over") or state.values.get("winner") is not None:
            return []
        switches = choice_options(state, seat, self.cards) if owing_seat(state) == seat else []
        if switches and isinstance(switches[0], ChooseSwitch):  # a switch of the seat's choice
            return [
                StepAction(
                    action,
                    msg(QT_TRANSLATE_NOOP("TableAid", "Switch in {card}"), card=action.card),
                    msg(
                        QT_TRANSLATE_NOOP(
                            "TableAid",
                            "A card effect makes you switch your fighter: {card} comes in from "
                            "your Sideline",
                        ),
                        card=action.card,
                    ),
                )
                for action in switches
                if isinstance(action, ChooseSwitch)
            ]
        count = due(state, seat) if owing_seat(state) == seat else 0
        if count:  # a card effect makes the seat discard cards of its own choice
            hand = pool(state, seat)  # the hand, or the cards a choice of another kind takes
            return [
                StepAction(
                    ChooseDiscards(seat, tuple(hand[:count])),
                    msg(
                        QT_TRANSLATE_NOOP("TableAid", "Discard {count} (your choice)"), count=count
                    ),
                    msg(
                        QT_TRANSLATE_NOOP(
                            "TableAid",
                            "A card effect makes you discard {count} card(s) from your hand: "
                            "choose which",
                        ),
                        count=count,
                    ),
                )
            ]
        moment = state.values.get(V_MOMENT)
        if moment == RESPONSE:
            attack = self.pending_attack(state)
            damage = attack.damage.params.get("damage") if attack is not None else None
            return [
                StepAction(
                    PassMoment(seat),
                    msg(
                        QT_TRANSLATE_NOOP("TableAid", "Take the attack ({damage})"),
                        damage=damage if isinstance(damage, Message) else points_words(0),
                    ),
                    msg(
                        QT_TRANSLATE_NOOP(
                            "TableAid",
                            "Let the attack resolve: it deals its damage now (play an "
                            "effect that answers it first, if you have one)",
                        )
                    ),
                )
            ]
        if moment == MINIMUM:
            count = minimum_cost(state, seat, self.params.min_damage_discard)
            hand = state.zones[zone(seat, "hand")].cards
            return [
                StepAction(
                    MinimumDamage(seat, tuple(hand[:count])),
                    msg(
                        QT_TRANSLATE_NOOP("TableAid", "Minimum damage (discard {count})"),
                        count=count,
                    ),
                    msg(
                        QT_TRANSLATE_NOOP(
                            "TableAid",
                            "The attack deals no damage: discard {count} cards from your "
                            "hand to deal 1 point instead",
                        ),
                        count=count,
                    ),
                ),
                StepAction(
                    PassMoment(seat),
                    msg(QT_TRANSLATE_NOOP("TableAid", "No minimum damage")),
                    msg(
                        QT_TRANSLATE_NOOP("TableAid", "Keep your cards: the attack deals no damage")
                    ),
                ),
            ]
        step = state.values.get(V_STEP)
        if step == "attack":
            return self._attacks(state, seat)
        if step == "end":
            return [
                StepAction(
                    NextStep(seat),
                    msg(QT_TRANSLATE_NOOP("TableAid", "End turn")),
                    msg(
                        QT_TRANSLATE_NOOP(
                            "TableAid",
                            '"End of turn" effects are over: the other player\'s turn begins',
                        )
                    ),
                )
            ]
        return []

    def _attacks(self, state: GameState, seat: int) -> list[StepAction]:
        """One button per attack printed on the fighter or a face-up Technique of it, its cost
        paid with the first cards of the hand (the player chooses when the hand holds more)."""
        hand = cost_cards(state, self.cards, seat)  # the cards that may pay
        out = []
        for option in available_attacks(state, self.cards, seat):
            action = AttackWith(seat, option.card, option.index, tuple(hand[: option.cost]))
            preview = preview_attack(state, self.cards, self.params, seat, action)
            name = _attack_name(option, option.index)
            label = name if isinstance(name, Message) else msg("{attack}", attack=name)
            if option.value is None:
                detail = msg(QT_TRANSLATE_NOOP("TableAid", "variable ATK"))
            else:
                detail = msg(
                    QT_TRANSLATE_NOOP("TableAid", "ATK {atk:,} → {damage}"),
                    atk=preview["atk"],
                    damage=points_words(preview["points"]),
                )
            tip = msg(
                QT_TRANSLATE_NOOP(
                    "TableAid",
                    "Attack with {card}: costs {cost} cards from your hand; ATK {atk:,} "
                    "against DEF {defense:,}",
                ),
                card=option.card,
                cost=option.cost,
                atk=preview["atk"],
                defense=preview["def"],
            )
            out.append(StepAction(action, label, tip, detail))
        return out

    def pending_attack(self, state: GameState) -> AttackMark | None:
        """The declared attack between the fighters: attacker, attack, defender, ATK against
        DEF and the damage it deals (none yet: minimum damage may follow)."""
        declared = pending_attack(state)
        if declared is None or not state.values.get(V_MOMENT):
            return None
        seat = int_value(state, V_ACTIVE)
        attacker, defender = fighter(state, seat), attack_target(state, seat)
        option = find_attack(state, self.cards, seat, declared.card, declared.index)
        preview = preview_attack(state, self.cards, self.params, seat, declared)
        name = _attack_name(option, declared.index)
        title = msg(
            QT_TRANSLATE_NOOP("TableAid", "{attacker}: {attack} → {defender}"),
            attacker=attacker,
            attack=name,
            defender=defender,
        )
        if state.values.get(V_MOMENT) == MINIMUM:
            damage = msg(
                QT_TRANSLATE_NOOP(
                    "TableAid", "ATK {atk:,} against DEF {defense:,}: no damage; minimum damage?"
                ),
                atk=preview["atk"],
                defense=preview["def"],
            )
        else:
            damage = msg(
                QT_TRANSLATE_NOOP("TableAid", "ATK {atk:,} against DEF {defense:,}: {damage}"),
                atk=preview["atk"],
                defense=preview["def"],
                damage=points_words(preview["points"]),
            )
        arenas = (zone(seat, "arena"), zone(1 - seat, "arena"))
        return AttackMark(seat, attacker, defender, arenas, title, damage)

    def attack_result(
        self, before: StateView, after: StateView, attack: AttackMark
    ) -> list[ResultMark]:
        """The damage the defending fighter took and its damage now, on it; "Defeated" on it
        in its Winner's Circle when the attack ended the match (never on the Arena: the next
        fighter already stands there)."""
        uid = attack.defender
        arena = zone(1 - attack.seat, "arena")
        old = _rotation(before, uid, arena)
        new = _rotation(after, uid, arena)
        if old is None:
            return []
        if new is None:
            circle = zone(1 - attack.seat, "winners_circle")
            defeated = msg(QT_TRANSLATE_NOOP("TableAid", "Defeated!"))
            return [ResultMark(defeated, card=uid, zone=circle)]
        points = (new - old) // 90
        if points <= 0:
            return [ResultMark(msg(QT_TRANSLATE_NOOP("TableAid", "No damage")), card=uid)]
        return [
            ResultMark(
                msg(
                    QT_TRANSLATE_NOOP("TableAid", "+{points} damage: {total} of {defeat}"),
                    points=points,
                    total=new // 90,
                    defeat=DEFEAT_POINTS,
                ),
                card=uid,
            )
        ]


def _rotation(view: StateView, uid: int | None, arena: str) -> int | None:
    """The rotation of fighter ``uid`` in ``arena`` as ``view`` shows it (None: not there)."""
    zone_view = view.zones.get(arena)
    for card in zone_view.cards if zone_view is not None else ():
        if uid is not None and card.uid == uid:
            return card.rotation
    return None
