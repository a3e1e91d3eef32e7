"""The Dragon Ball GT ruleset: verdicts, application and bookkeeping for every action, and what
the table asks of it (layout, steps, legal drop zones, context-menu actions, previews).

>>> from tabletop.games.base import make_ruleset
>>> make_ruleset("dbgt").game_id
'dbgt'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any, cast

from tabletop.cards.database import CardDatabase, default_database
from tabletop.cards.models import (
    CombatCardBase,
    DbgtEvent,
)
from tabletop.engine import verdict as codes
from tabletop.engine.actions import Action
from tabletop.engine.free_table import FreeTable
from tabletop.engine.layout import TableLayout
from tabletop.engine.phrase import Phrase
from tabletop.engine.ruleset import Choice
from tabletop.engine.setup import GameSetup
from tabletop.engine.state import SEATS, GameState
from tabletop.engine.table_actions import Draw, MoveCard, NextStep, SetCardCounter, Shuffle
from tabletop.engine.transaction import Op, Transaction
from tabletop.engine.verdict import Verdict
from tabletop.games.profiles import ProfileError, validate_params

from . import (
    actions,
    automatic,
    calculator,
    card_effects,
    combat,
    describe,
    discard_cost,
    effects,
    generations,
    hand_limit,
    legal,
    pat,
    placing,
    power_defense,
    turn,
)
from .actions import (
    ENERGY,
    PHYSICAL,
    Attack,
    Begin,
    Capture,
    DeclareAndDraw,
    DeclareCombat,
    Defend,
    DefenderDraw,
    DiscardCard,
    DiscardDown,
    DoublePower,
    EffectCapture,
    EffectDamage,
    EffectDraw,
    EffectLevel,
    EffectMove,
    EffectStage,
    Endure,
    LevelUp,
    Pass,
    PlayCard,
    Rejuvenate,
    Take,
    TakeControl,
    UseCard,
)
from .damage import check_victory
from .layout import dbgt_layout
from .profile import GAME_ID, DbgtParams
from .step_actions import DbgtAids
from .table import (
    ALLIES,
    BATTLE,
    COMBAT,
    DISCARD,
    DISCARD_STEP,
    DRAGON_BALLS,
    HAND,
    LIFE_DECK,
    MP,
    REJUVENATION,
    SETUPS,
    STEPS,
    TableFacts,
    int_value,
    other,
    uid_list,
    zid,
    zone_name,
)

Check = Callable[[TableFacts, GameState, Any], Verdict]
Apply = Callable[[TableFacts, GameState, Any, Transaction], None]

CHECK_AND_APPLY: dict[type[Action], tuple[Check, Apply]] = {
    Begin: (turn.check_begin, turn.apply_begin),
    DoublePower: (turn.check_double_power, turn.apply_double_power),
    NextStep: (turn.check_next, turn.apply_next),
    PlayCard: (turn.check_play, turn.apply_play),
    LevelUp: (turn.check_level_up, turn.apply_level_up),
    UseCard: (turn.check_use, turn.apply_use),
    DiscardCard: (turn.check_discard, turn.apply_discard),
    DiscardDown: (hand_limit.check_discard_down, hand_limit.apply_discard_down),
    Rejuvenate: (turn.check_rejuvenate, turn.apply_rejuvenate),
    DeclareCombat: (combat.check_declare, combat.apply_declare),
    DefenderDraw: (combat.check_defender_draw, combat.apply_defender_draw),
    DeclareAndDraw: (combat.check_declare, combat.apply_declare_and_draw),
    Attack: (combat.check_attack, combat.apply_attack),
    Defend: (combat.check_defend, combat.apply_defend),
    Take: (combat.check_take, combat.apply_take),
    Pass: (combat.check_pass, combat.apply_pass),
    TakeControl: (combat.check_control, combat.apply_control),
    Capture: (combat.check_capture, combat.apply_capture),
    Endure: (combat.check_endure, combat.apply_endure),
    EffectStage: (effects.check_effect_stage, effects.apply_effect_stage),
    EffectMove: (effects.check_effect_move, effects.apply_effect_move),
    EffectLevel: (effects.check_effect_level, effects.apply_effect_level),
    EffectCapture: (effects.check_effect_capture, effects.apply_effect_capture),
    EffectDamage: (effects.check_effect_damage, effects.apply_effect_damage),
    EffectDraw: (effects.check_effect_draw, effects.apply_effect_draw),
}

_ACTOR = ("dbgt", "actor")  # its key among a state's derived facts

CONTROLS = tuple((seat, f"control{seat}") for seat in SEATS)
"""Each seat and the game value naming the ally it gave control of Combat to."""

MEAN_THEMSELVES = frozenset(
    kind
    for kind in CHECK_AND_APPLY
    if not issubclass(kind, MoveCard | Draw | NextStep | SetCardCounter)
)
"""The rule actions whose meaning is themselves (the gestures :meth:`DbgtRuleset.meaning`
turns into rule actions left out)."""

# Table actions the UI may send that the rules turn into game actions or allow as they are.
RAW_TABLE_ACTIONS = frozenset(
    ("move", "movetop", "draw", "flip", "rotate", "cardcounter", "counter")
)


class DbgtRuleset(FreeTable):
    """Score's Dragon Ball GT TCG (shared/rules/dbgt.md), in enforced or manual mode."""

    game_id = GAME_ID

    def __init__(
        self, profile: Mapping[str, Any] | None = None, database: CardDatabase | None = None
    ) -> None:
        params = cast(DbgtParams, validate_params(GAME_ID, profile))
        try:
            pat.get_table(params.combat.pat_table)
        except pat.PatError:
            raise ProfileError(
                "bad_profile", field="combat.pat_table", reason="unknown_table"
            ) from None
        super().__init__(params.model_dump(mode="json"))
        self.params = params
        self.facts = TableFacts(params, database if database is not None else default_database())

    # ---------------------------------------------------------------- setup

    def setup(self, setup: GameSetup) -> GameState:
        """Main Personalities in play, Life Decks face down (shuffled by the opening actions)."""
        return turn.build_state(self.facts, setup)

    def opening_actions(self, state: GameState) -> Sequence[Action]:
        """Both Life Decks shuffled, the Double-Power Rule announced when setup applied it,
        then the first player chosen and turn 1 begun."""
        announced = turn.double_power(state)
        return [
            *(Shuffle(seat, zid(seat, LIFE_DECK)) for seat in SEATS),
            *([announced] if announced is not None else []),
            Begin(0, rules=generations.RULES_GENERATION),
        ]

    def deck_zone(self, seat: int) -> str:
        """Draws come from the Life Deck."""
        return zid(seat, LIFE_DECK)

    # ---------------------------------------------------------------- verdicts

    def _possible(self, state: GameState, action: Action) -> Verdict:
        if action.seat not in SEATS:
            return Verdict.impossible(codes.NO_SUCH_PLAYER, seat=action.seat)
        for attr in ("card", "target" if isinstance(action, Defend) else ""):
            value = getattr(action, attr, None) if attr else None
            if isinstance(value, int) and value not in state.cards:
                return Verdict.impossible(codes.NO_SUCH_CARD, card=value)
        zone = getattr(action, "to_zone", None)
        if isinstance(zone, str) and zone not in state.zones:
            return Verdict.impossible(codes.NO_SUCH_ZONE, zone=zone)
        payer = getattr(action, "payer", None)
        if isinstance(payer, int) and payer not in state.cards:
            return Verdict.impossible(codes.NO_SUCH_CARD, card=payer)
        for uid in (*getattr(action, "paid_by", ()), *getattr(action, "cards", ())):
            if uid not in state.cards:
                return Verdict.impossible(codes.NO_SUCH_CARD, card=uid)
        return Verdict.ok()

    def _in_moment(self, state: GameState, action: Action) -> Action:
        """Next in the moment of entering Combat is the defender's draw."""
        if isinstance(action, NextStep) and combat.entering(state):
            return DefenderDraw(action.seat)
        return action

    def verdict(self, state: GameState, action: Action) -> Verdict:
        """Possible first (every mode), then the rules (an action already found legal in
        this state is legal)."""
        if self.known_legal(state, action):
            return Verdict.ok()
        rule = CHECK_AND_APPLY.get(type(action))
        if rule is None:
            return self._table_verdict(state, action)
        verdict = self._possible(state, action)
        if not verdict.legal:
            return verdict
        if int_value(state, "winner") is not None:
            return Verdict.illegal(codes.GAME_OVER)
        return rule[0](self.facts, state, action)

    def rule_check(self, state: GameState, action: Action) -> Verdict:
        """The verdict of a rule action of a running game whose cards and zones exist (what
        :meth:`verdict` asks once those checks pass; :mod:`.legal` asks it of its candidates)."""
        return CHECK_AND_APPLY[type(action)][0](self.facts, state, action)

    def _table_verdict(self, state: GameState, action: Action) -> Verdict:
        verdict = self.possible(state, action)
        if not verdict.legal:
            return verdict
        if int_value(state, "winner") is not None:
            return Verdict.illegal(codes.GAME_OVER)
        if isinstance(action, Shuffle):
            if action.zone != zid(action.seat, LIFE_DECK):
                return Verdict.illegal("dbgt.not_your_life_deck", zone=action.zone)
            return Verdict.ok()
        if isinstance(action, MoveCard):  # a drag no rule action stands for (see meaning)
            return Verdict.illegal("dbgt.move_not_allowed", card=action.card, zone=action.to_zone)
        return Verdict.illegal("dbgt.use_card_effect", kind=action.kind)

    # ---------------------------------------------------------------- apply

    def apply(self, state: GameState, action: Action, tx: Transaction) -> None:
        """Carry out a possible action (legal or, in manual mode, not); a table action no
        rule action stands for is carried out as on the free table."""
        rule = CHECK_AND_APPLY.get(type(action))
        if rule is not None:
            rule[1](self.facts, state, action, tx)
            return
        super().apply(state, action, tx)

    def after(self, state: GameState, action: Action, tx: Transaction) -> None:
        """Win checks; an ally's control of Combat lapses once the MP is above stage 1."""
        facts = self.facts
        for seat, control in CONTROLS:
            if control not in state.values:  # the usual case: nobody gave control away
                continue
            ally = int_value(state, control)
            if ally is None:
                continue
            mp = facts.mp_top(state, seat)
            if mp is None or facts.stage(state, mp) > 1 or ally not in facts.ally_tops(state, seat):
                tx.set_value(control, None)
        check_victory(facts, state, tx)

    # ---------------------------------------------------------------- moves from the table

    def interpret_move(self, state: GameState, move: MoveCard) -> Action | None:
        """The game action a dragged card means (None: no rule moves a card that way)."""
        seat, uid, to_zone = move.seat, move.card, move.to_zone
        if uid not in state.cards or to_zone not in state.zones:
            return None
        here = state.cards[uid].zone
        there = zone_name(to_zone)
        if state.zones[to_zone].owner != seat:
            if zone_name(here) == DRAGON_BALLS and there == DRAGON_BALLS:
                return Capture(seat, uid)
            return None
        if here == zid(seat, HAND):
            if there in ALLIES or there in (SETUPS, "drills", DRAGON_BALLS):
                target = ALLIES.index(there) + 1 if there in ALLIES else None
                card = self.facts.personality(state, uid)
                if card is not None and state.zones[to_zone].cards:
                    target = state.zones[to_zone].cards[-1]
                    if placing.placement(self.facts, state, seat, uid, None) != to_zone:
                        return None
                elif placing.placement(self.facts, state, seat, uid, target) != to_zone:
                    return None
                return PlayCard(seat, uid, target)
            if there == DISCARD:
                if self.facts.step(state) == DISCARD_STEP:
                    return DiscardCard(seat, uid)
                return UseCard(seat, uid)
            if there == BATTLE:
                if int_value(state, "pending") is not None:
                    return Defend(seat, uid)
                return Attack(seat, uid)
        if zone_name(here) == SETUPS and there == DISCARD:
            return UseCard(seat, uid)
        if (
            zone_name(here) == DISCARD
            and there == LIFE_DECK
            and state.zones[here].cards[-1] == uid
            and self.facts.step(state) == REJUVENATION
        ):
            return Rejuvenate(seat)
        return None

    def destinations(self, state: GameState, seat: int, uid: int) -> list[str]:
        """Zones where ``seat`` may legally drop card ``uid`` now."""
        if uid not in state.cards:
            return []
        here = state.cards[uid].zone
        out = []
        for zone in state.zones:
            if zone == here:
                continue
            meant = self.interpret_move(state, MoveCard(seat, uid, zone))
            if meant is not None and self.verdict(state, meant).legal:
                out.append(zone)
        return out

    def drop_zones(self, state: GameState, seat: int, uid: int) -> list[str]:
        """The zones where a drop of card ``uid`` by ``seat`` stands for a legal rule action
        now (the same list as :meth:`destinations`)."""
        return self.destinations(state, seat, uid)

    # ---------------------------------------------------------------- menus

    def card_actions(self, state: GameState, seat: int, uid: int) -> list[Action]:
        """The actions a card's context menu offers (the UI asks each for its verdict)."""
        if uid not in state.cards:
            return []
        facts = self.facts
        card = facts.card(state, uid)
        zone = zone_name(state.cards[uid].zone)
        mine = state.cards[uid].owner == seat
        out: list[Action] = []
        if mine and zone == HAND:
            if placing.placeable(card):
                out.append(PlayCard(seat, uid))
            if isinstance(card, CombatCardBase):
                if card.attack:
                    out += [
                        Attack(seat, uid, target=named)
                        for named in card_effects.attack_targets(facts, state, seat, uid)
                    ]
                if card.defense:
                    targets = card_effects.defense_targets(facts, state, seat, uid)
                    out += [Defend(seat, uid, target=named) for named in targets]
            if type(card) is DbgtEvent:
                out += self._uses(state, seat, uid)
            out.append(DiscardCard(seat, uid))
        if mine and zone == SETUPS:
            out += [
                *self._uses(state, seat, uid),
                Attack(seat, uid, PHYSICAL),
                Attack(seat, uid, ENERGY),
            ]
        if mine and uid in facts.personalities(state, seat):
            named = card_effects.attack_targets(facts, state, seat, uid)
            out += [
                *(Attack(seat, uid, kind, target=n) for kind in (PHYSICAL, ENERGY) for n in named),
                TakeControl(seat, uid),
            ]
            if power_defense.power_defense(facts, state, uid) is not None:
                out.append(Defend(seat, uid))  # its power answers an attack
            stage, top = facts.stage(state, uid), facts.top_stage(state, uid)
            if stage < top:
                out.append(EffectStage(seat, uid, stage + 1))
            if stage > 0:
                out.append(EffectStage(seat, uid, stage - 1))
            if zone == MP:
                out.append(self.suggested_level_up(state, seat))
                out += [EffectLevel(seat, seat, 1), EffectLevel(seat, seat, -1)]
        if mine and zone == "drills" and card_effects.power_use(facts, state, uid):
            out.append(Attack(seat, uid, PHYSICAL))  # used in place of an attack
        if zone == DRAGON_BALLS:
            out += [Capture(seat, uid), EffectCapture(seat, uid)]
        if mine and zone == DISCARD and uid in uid_list(state, "damage_cards"):
            out.append(Endure(seat, uid, 1))
        return out

    def zone_actions(self, state: GameState, seat: int, zone: str) -> list[Action]:
        """The actions a zone's context menu offers (the step bar offers ``next``)."""
        if zone not in state.zones:
            return []
        name = zone_name(zone)
        mine = state.zones[zone].owner == seat
        out: list[Action] = [NextStep(seat)]
        if combat.entering(state):
            out.append(DefenderDraw(seat))
        elif self.facts.step(state) == COMBAT:
            out += [Pass(seat), Take(seat)]
        else:
            out.append(DeclareCombat(seat))
        if mine and name == LIFE_DECK:
            out += [EffectDraw(seat), Shuffle(seat, zone)]
        if mine and name in (DISCARD, MP):
            out += [Rejuvenate(seat)] if name == DISCARD else []
            out.append(self.suggested_level_up(state, seat))
        return out

    def suggested_level_up(self, state: GameState, seat: int) -> LevelUp:
        """A level-up paid with the top cards of the discard pile (the app's suggestion; the
        table then lets the player choose which cards)."""
        cost = self.facts.params.mp_level_up.cost_removed_from_discard
        pile = state.zones[zid(seat, DISCARD)].cards
        return LevelUp(seat, tuple(pile[-cost:]) if cost and len(pile) >= cost else ())

    def payment(self, state: GameState, action: Action) -> tuple[int, int, tuple[int, ...]]:
        """For an attack or a defense: its cost, the seat's personalities in play that could
        share it, and the app's suggested split (``paid_by``)."""
        if not isinstance(action, Attack | Defend) or action.card not in state.cards:
            return 0, 0, ()
        facts = self.facts
        cost = combat.action_cost(facts, state, action)
        payers = [uid for uid in facts.personalities(state, action.seat) if facts.stage(state, uid)]
        return cost, len(payers), combat.suggested_payment(facts, state, action.seat, cost)

    def choices(self, state: GameState, action: Action) -> list[Choice]:
        """The discard-pile cards a Main Personality level-up removes (when the pile holds more
        than the cost), those a card's rejuvenation of its user's choice puts back, and who pays the stages of a legal attack or defense that several
        personalities could pay (dbgt.md §4, §5)."""
        if isinstance(action, UseCard):
            pile = zid(action.seat, DISCARD)
            count = card_effects.chosen_count(self.facts, state, action.seat, action.card)
            if count and not action.cards and self.verdict(state, action).legal:
                top = tuple(state.zones[pile].cards[::-1][:count])
                return [Choice("cards", "cards", count, pile, top, prompt="dbgt.choose.rejuvenate")]
            return []
        if isinstance(action, LevelUp):
            pile = zid(action.seat, DISCARD)
            if action.cards and len(state.zones[pile].cards) > len(action.cards):
                return [
                    Choice(
                        "cards",
                        "cards",
                        len(action.cards),
                        pile,
                        action.cards,
                        prompt="dbgt.choose.level_up",
                    )
                ]
            return []
        if not isinstance(action, Attack | Defend) or action.paid_by:
            return []
        if not self.verdict(state, action).legal:
            return []
        if isinstance(action, Defend) and discard_cost.choices(self.facts, state, action):
            return discard_cost.choices(self.facts, state, action)
        cost, payers, suggested = self.payment(state, action)
        if cost <= 0 or payers < 2:
            return []  # one personality can pay: nothing to choose
        facts = self.facts
        stages = [(uid, facts.stage(state, uid)) for uid in facts.personalities(state, action.seat)]
        return [
            Choice(
                "payment",
                "paid_by",
                cost,
                suggested=suggested,
                payers=tuple((uid, stage) for uid, stage in stages if stage > 0),
            )
        ]

    def work_out_legal_actions(self, state: GameState, seat: int) -> list[Action]:
        """Every legal rule action of ``seat`` now, card effects left out (for hints and
        random play; see :mod:`.legal`)."""
        return legal.legal_actions(self, state, seat)

    def _uses(self, state: GameState, seat: int, uid: int) -> list[Action]:
        """A use of ``uid`` on each personality its effect may raise."""
        return [
            UseCard(seat, uid, who)
            for who in card_effects.use_targets(self.facts, state, seat, uid)
        ]

    def chosen_variants(
        self, state: GameState, seat: int, offered: Sequence[Action]
    ) -> list[Action]:
        """The choices a player makes besides the app's suggestions: a level-up paid with the
        bottom cards of the pile, a cost paid by each personality that can pay it alone."""
        facts, out = self.facts, list[Action]()
        cost = facts.params.mp_level_up.cost_removed_from_discard
        pile = state.zones[zid(seat, DISCARD)].cards
        if cost and len(pile) > cost:
            out.append(LevelUp(seat, tuple(pile[:cost])))
        for action in offered:
            if isinstance(action, Attack | Defend) and not action.paid_by:
                price = combat.action_cost(facts, state, action)
                for uid in facts.personalities(state, seat) if price else ():
                    if facts.stage(state, uid) >= price:
                        out.append(replace(action, paid_by=(uid,) * price))
        return out + discard_cost.variants(facts, state, offered)

    # ---------------------------------------------------------------- table facts

    def layout(self) -> TableLayout:
        """Where the zones lie (seat 0 at the bottom)."""
        return dbgt_layout()

    def describe(self, state: GameState, action: Action, ops: Sequence[Op]) -> list[Phrase]:
        """What a step did, for the log: see :mod:`.describe`."""
        return describe.phrases(self.facts, state, action, ops)

    def steps(self) -> tuple[str, ...]:
        """The seven steps of a turn."""
        return STEPS

    def automatic_action(self, state: GameState) -> Action | None:
        """A step with no choice for anyone passes by itself (see :mod:`.automatic`)."""
        return automatic.automatic_action(self, state)

    def actor(self, state: GameState) -> int | None:
        """The seat that may act now (None: the game is over or not begun), worked out once
        per state as it stands (kept in ``state.derived``)."""
        derived = state.derived
        if _ACTOR in derived:
            return derived[_ACTOR]  # type: ignore[no-any-return]
        seat = derived[_ACTOR] = self.facts.actor(state)
        return seat

    def table_aids(self) -> DbgtAids:
        """The step bar's actions and the combat markers (see :mod:`.step_actions`)."""
        return DbgtAids(self.facts, self.legal_actions)

    def meaning(self, state: GameState, action: Action) -> Action:
        """A drag means the rule action :meth:`interpret_move` finds; a scouter slide (a
        ``stage`` counter set from the table) is a card-effect stage adjustment; a draw from
        the table (menu, double-click) is a card-effect draw (no rule draws on demand); Next
        right after Combat is entered is the defender's draw."""
        if type(action) in MEAN_THEMSELVES:
            return action
        if isinstance(action, MoveCard):
            return self.interpret_move(state, action) or action
        if isinstance(action, Draw) and 1 <= action.count <= 99:
            return EffectDraw(action.seat, action.count)
        if isinstance(action, NextStep):
            return self._in_moment(state, action)
        if (
            isinstance(action, SetCardCounter)
            and action.name == "stage"
            and action.value is not None
        ):
            return EffectStage(action.seat, action.card, action.value)
        return action

    def opening_announcements(self, actions: Sequence[Action]) -> list[Action]:
        """The Double-Power Rule, when it applied, while nothing has been played after Begin."""
        if not actions or not isinstance(actions[-1], Begin):
            return []
        return [action for action in actions if isinstance(action, DoublePower)]

    def is_card_effect(self, action: Action) -> bool:
        """The ``dbgt.effect_*`` adjustments stand for card effects the engine does not model."""
        return actions.is_card_effect(action)

    def preview_attack(
        self, state: GameState, seat: int, card: int, kind: str | None = None
    ) -> dict[str, Any]:
        """What an attack would cost and deal now: ``cost``, ``stages``, ``life`` and, for PAT
        damage, ``table``, ``attacker_power``, ``defender_power``, ``ranks``, ``pat_damage``."""
        return combat.preview_attack(self.facts, state, seat, card, kind)

    def damage_calculation(
        self, state: GameState, inputs: Mapping[str, Any] | None = None
    ) -> dict[str, Any] | None:
        """The PAT between the sides in control of Combat (see :func:`.calculator.calculation`)."""
        return calculator.calculation(self.facts, state, inputs)

    def preview_physical_attack(self, state: GameState, seat: int, card: int) -> dict[str, Any]:
        """The PAT calculation of a physical attack by ``seat`` with ``card``: ``table``,
        ``attacker_power``, ``defender_power``, ``ranks`` (attacker, defender), ``damage``
        (stages, printed modifiers applied) and ``life``."""
        out = combat.attack_damage(self.facts, state, seat, card, PHYSICAL)
        out["damage"] = out["stages"]
        return out


__all__ = ["DbgtRuleset", "other"]
