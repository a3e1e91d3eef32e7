"""The Yu Yu Hakusho ruleset (shared/rules/yyh.md) on the engine core.

Setup: each player's ``team`` section, in its order, fills Match Slots 1–4 face up (the order
is the player's choice, made in the deck or the new-game dialog); slot 1 is the Arena. The
``deck`` section is the deck. Opening actions: both decks shuffled (recorded chance), then
:class:`~.actions.StartGame` picks the first player (seed or profile) and deals 4 cards each.

The turn: ``draw`` (start-of-turn window; ``next`` draws 2 and gains 2 Spirit) → ``main`` →
``attack`` → ``end`` (end-of-turn window; ``next`` passes the turn).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.cards.database import CardDatabase, default_database
from tabletop.engine.actions import ACTIONS, Action
from tabletop.engine.free_table import FreeTable
from tabletop.engine.layout import TableLayout
from tabletop.engine.phrase import Phrase
from tabletop.engine.ruleset import Announcement
from tabletop.engine.setup import GameSetup
from tabletop.engine.state import SEATS, GameState
from tabletop.engine.table_actions import (
    Draw,
    MoveCard,
    MoveTop,
    NextStep,
    Rotate,
    Shuffle,
)
from tabletop.engine.transaction import Op, Transaction
from tabletop.engine.verdict import Verdict
from tabletop.engine.view import StateView
from tabletop.engine.zones import Visibility
from tabletop.games.profiles import validate_params

from . import automatic, checks, describe, legal, offers, opponent_choice, plays, table_checks
from .abilities import apply_ability, check_ability
from .actions import (
    AllowAttack,
    Attach,
    AttackWith,
    ChangeSpirit,
    ChooseDiscards,
    ChooseSwitch,
    ConcedeMatch,
    DealDamage,
    EffectMove,
    Heal,
    Mill,
    MinimumDamage,
    Modify,
    PassMoment,
    PlaceFifth,
    PlayEvent,
    StartGame,
    SwitchFighter,
    UseAbility,
    UseCard,
    is_card_effect,
)
from .announce import match_announcements
from .battle import (
    AttackOption,
    available_attacks,
    calculation,
    deal_damage,
    preview_attack,
)
from .battle import resolve_attack as _resolve_attack
from .board import (
    ATTACH,
    C_MATCH_WINS,
    C_SPIRIT,
    FIFTH,
    RULES_GENERATION,
    SETUP,
    SLOTS,
    STEPS,
    V_ACTIVE,
    V_ATTACKS_ALLOWED,
    V_FIRST,
    V_GAME_OVER,
    V_MATCH,
    V_RULES,
    V_STEP,
    V_TURN,
    CardLookup,
    fighter,
    generation,
    int_value,
    slot_of,
    slot_zone,
    zone,
)
from .card_effects import add_modifier, attached_bonus
from .card_moves import (
    clear_card,
    discard_attachments,
    draw_cards,
    enter_arena,
    gain_spirit,
    mill_cards,
)
from .event_lasting import own_duration
from .layout import yyh_layout
from .matches import begin_turn, check_game_over, end_match, team_bonuses, visible_symbols
from .profile import GAME_ID, TEAM_SIZE, YyhParams
from .rules_gf import heal
from .step_actions import YyhAids
from .switching import switch_fighter
from .teams import qualifying_teams
from .timed_effects import apply_use, blow, check_use, end_draw_step, end_of_turn

OPENING_HAND = 4
#: The YYH actions (kinds ``yyh.*``), which stand for themselves (:meth:`YyhRuleset.translate`).
_RULE_ACTIONS = frozenset(cls for kind, cls in ACTIONS.items() if kind.startswith("yyh."))
_ACTOR = "yyh.actor"  # its key among a state's derived facts (-1: not worked out yet)
_VISIBILITY = {
    "deck": (Visibility.HIDDEN, False),
    "hand": (Visibility.OWNER, True),
    "discard": (Visibility.PUBLIC, True),
    "arena": (Visibility.PUBLIC, True),
    "items": (Visibility.PUBLIC, True),
    "techs": (Visibility.PUBLIC, True),
    "winners_circle": (Visibility.PUBLIC, None),
    "effects": (Visibility.PUBLIC, True),
}


class YyhRuleset(FreeTable):
    """Yu Yu Hakusho TCG: setup, the turn machine, costs, attacks, damage, matches, wins."""

    game_id = GAME_ID

    def __init__(
        self,
        profile: Mapping[str, Any] | None = None,
        database: CardDatabase | None = None,
        *,
        first_player: int | None = None,
    ) -> None:
        """``first_player``: the seat chosen to go first (None: drawn from the game seed).
        It only shapes the opening action; a replay follows the log."""
        params = validate_params(GAME_ID, profile)
        assert isinstance(params, YyhParams)
        super().__init__(params.model_dump(mode="json"))
        self.params: YyhParams = params
        self.cards = CardLookup(database if database is not None else default_database())
        self.first_player = first_player

    # ---------------------------------------------------------------- setup

    def setup(self, setup: GameSetup) -> GameState:
        """Zones made; starting characters in Match Slots 1–4 face up; decks face down."""
        state = GameState()
        for seat in SEATS:
            for name, (visibility, face) in _VISIBILITY.items():
                state.add_zone(zone(seat, name), seat, visibility, face_up=face)
            for slot in SLOTS:
                state.add_zone(zone(seat, f"slot{slot}"), seat, Visibility.PUBLIC, True)
                state.add_zone(zone(seat, f"slot{slot}_att"), seat, Visibility.PUBLIC, False)
            sections = setup.decks[seat].sections
            team = list(sections.get("team", ()))
            for slot, card_id in enumerate(team[:TEAM_SIZE], start=1):
                state.add_card(card_id, seat, slot_zone(seat, slot), face_up=True)
            rest = team[TEAM_SIZE:] + [
                cid for name, ids in sections.items() if name != "team" for cid in ids
            ]
            for card_id in rest:
                state.add_card(card_id, seat, zone(seat, "deck"), face_up=False)
            state.counters[seat].update({C_SPIRIT: 0, C_MATCH_WINS: 0})
        state.values.update({V_TURN: 0, V_ACTIVE: 0, V_STEP: SETUP, V_MATCH: 1})
        return state

    def opening_actions(self, state: GameState) -> Sequence[Action]:
        """Both decks shuffled, then the first player chosen and the opening hands dealt."""
        start = StartGame(0, self.first_player, RULES_GENERATION)
        return [*(Shuffle(seat, zone(seat, "deck")) for seat in SEATS), start]

    def steps(self) -> tuple[str, ...]:
        """Draw, Main, Attack, End."""
        return STEPS

    def layout(self) -> TableLayout:
        """See :mod:`.layout`."""
        return yyh_layout()

    def describe(self, state: GameState, action: Action, ops: Sequence[Op]) -> list[Phrase]:
        """What a step did, for the log: see :mod:`.describe`."""
        return describe.phrases(state, action, ops)

    def is_card_effect(self, action: Action) -> bool:
        """See :func:`.actions.is_card_effect`."""
        return is_card_effect(action)

    # ---------------------------------------------------------------- verdicts

    def meaning(self, state: GameState, action: Action) -> Action:
        """See :meth:`translate`."""
        return self.translate(state, action)

    def translate(self, state: GameState, action: Action) -> Action:
        """The rule action a table gesture stands for (a drag from hand onto the fighter or the
        Item area is an :class:`Attach`, a quarter turn of a character is damage); others are
        unchanged. A drag no rule action stands for stays a plain move, which
        :meth:`verdict` refuses (manual mode: a warning)."""
        if type(action) in _RULE_ACTIONS:  # a rule action already (most are)
            return action
        if isinstance(action, NextStep) and checks.moment_actor(state) == action.seat:
            return PassMoment(action.seat)  # "next" in an attack's moment: pass
        if isinstance(action, MoveCard) and action.card in state.cards:
            meant = self._drop_meaning(state, action)
            if meant is not None:
                return meant
        if (
            isinstance(action, MoveTop)
            and action.from_zone == zone(action.seat, "deck")
            and action.to_zone == zone(action.seat, "hand")
        ):
            return Draw(action.seat, action.count)
        if (
            isinstance(action, Rotate)
            and action.card in state.cards
            and slot_of(state, action.card) is not None
            and action.turns != 0
        ):
            points = min(abs(action.turns), 4)
            if action.turns > 0:
                return DealDamage(action.seat, action.card, points)
            return Heal(action.seat, action.card, points)
        return action

    def _drop_meaning(self, state: GameState, move: MoveCard) -> Action | None:
        """The rule action of a card dragged from the player's hand onto one of the player's
        zones (or a card in it), if the card's kind fits the place; else None."""
        seat, uid, to = move.seat, move.card, move.to_zone
        card = state.cards[uid]
        if (
            card.zone != zone(seat, "hand")
            or card.owner != seat
            or to not in state.zones
            or state.zones[to].owner != seat
        ):
            return None
        name = to.partition(".")[2]
        play = self.cards.hand_play(card.card_id)
        if play is None:
            return None
        if play.way == ATTACH:
            own = fighter(state, seat)
            if name in ("arena", "items", "techs") and own is not None:
                return Attach(seat, uid, own)
            for slot in SLOTS:
                held = state.zones[slot_zone(seat, slot)].cards
                if name in (f"slot{slot}", f"slot{slot}_att") and held:
                    return Attach(seat, uid, held[-1])
            return None
        if play.way == FIFTH:
            return PlaceFifth(seat, uid) if name == play.area else None
        if name not in (play.area, "discard"):
            return None
        lasts = own_duration(state, self.cards, uid)  # the card says how long (generation 5)
        if lasts is not None:
            return PlayEvent(seat, uid, lasts)
        # the player says: laid among the effects, it lasts; onto the discard pile, it is done
        return PlayEvent(seat, uid, "turn" if name == play.area else "now")

    def verdict(self, state: GameState, action: Action) -> Verdict:
        """Impossible (refused in every mode) or illegal (a warning in manual mode); an action
        already found legal in this state is legal."""
        if self.known_legal(state, action):
            return Verdict.ok()
        cards, params = self.cards, self.params
        if action.seat not in SEATS:
            return Verdict.impossible("no_such_player", seat=action.seat)
        waiting = opponent_choice.blocks(state, action, _RULE_ACTIONS | {NextStep})
        if waiting is not None:  # a player's own choice comes first
            return waiting
        match action:
            case StartGame():
                return checks.check_start(state, action)
            case Attach():
                return checks.check_attach(state, cards, params, action)
            case PlayEvent():
                return checks.check_event(state, cards, action, params.team_bonus_threshold)
            case PlaceFifth():
                return checks.check_fifth(state, cards, params, action)
            case AttackWith():
                return checks.check_attack(state, cards, params, action)
            case PassMoment() | MinimumDamage():
                return checks.check_moment(state, cards, params, action)
            case UseCard():
                return check_use(state, cards, params, action)
            case UseAbility():
                return check_ability(state, cards, params, action)
            case ChooseDiscards():
                return opponent_choice.check_choice(state, action)
            case ChooseSwitch():
                return opponent_choice.check_switch(state, cards, action)
            case EffectMove() if action.card in state.cards and not self._may_handle(state, action):
                return Verdict.illegal(checks.NOT_YOUR_CARD, card=action.card)
            case EffectMove() if self._second_copy(state, action) is not None:
                return Verdict.illegal(checks.SAME_CHARACTER, name=self._second_copy(state, action))
            case EffectMove() if (
                action.card in state.cards
                and action.to_zone in state.zones
                and not (
                    placed := table_checks.check_effect_move(state, cards, params, action)
                ).legal
            ):
                return placed
            case (
                DealDamage() | Heal() | ChangeSpirit() | SwitchFighter() | EffectMove() | Mill()
                | Modify() | AllowAttack() | ConcedeMatch()
            ):  # fmt: skip
                return checks.check_effect(state, params, action)
            case NextStep():
                return checks.check_next(state, action.seat)
            case Draw(count=count):
                if not 1 <= count <= 60:
                    return Verdict.impossible("bad_value", field="count", value=count)
                return checks._running(state)
        possible = self.possible(state, action)
        if not possible.legal:
            return possible
        if isinstance(action, MoveCard | EffectMove) and not self._may_handle(state, action):
            return Verdict.illegal(checks.NOT_YOUR_CARD, card=action.card)
        if isinstance(action, MoveCard) and not (
            action.to_zone == state.cards[action.card].zone == zone(action.seat, "hand")
        ):  # only a reordering of one's own hand is a plain move
            return Verdict.illegal(checks.MOVE_NOT_ALLOWED, card=action.card, zone=action.to_zone)
        if isinstance(action, MoveTop):
            return Verdict.illegal(checks.MOVE_NOT_ALLOWED, zone=action.to_zone)
        table = table_checks.check_table_action(state, params, action)
        if table is not None:
            return table
        return checks._running(state)

    def _second_copy(self, state: GameState, action: EffectMove) -> str | None:
        """A card effect bringing a character into play on a side that has that character
        already (``unique_characters``): the name of the one in play."""
        if (
            action.card not in state.cards
            or action.to_zone not in state.zones
            or not self.params.unique_characters
            or generation(state) < 2
            or slot_of(state, action.card) is not None
        ):
            return None
        name = action.to_zone.partition(".")[2]
        if name not in ("arena", "slot2", "slot3", "slot4", "slot5"):
            return None
        side = state.zones[action.to_zone].owner
        if side is None:
            return None
        return checks.same_character_in_play(state, self.cards, side, action.card)

    @staticmethod
    def _may_handle(state: GameState, action: MoveCard | EffectMove) -> bool:
        """Card-effect moves may not take cards out of the other player's hand or deck
        (a card that does so is applied in manual mode)."""
        card = state.cards[action.card]
        hidden = (zone(card.owner, "hand"), zone(card.owner, "deck"))
        return card.owner == action.seat or card.zone not in hidden

    # ---------------------------------------------------------------- apply

    def apply(self, state: GameState, action: Action, tx: Transaction) -> None:
        """Carry out a possible action (legal or, in manual mode, not)."""
        params, cards = self.params, self.cards
        match action:
            case StartGame(first=first, rules=rules):
                self._start(state, tx, first, rules)
            case NextStep():
                self._next_step(state, tx)
            case Attach():
                plays.attach(state, tx, params, cards, action)
            case PlayEvent():
                plays.play_event(state, tx, params, cards, action)
            case PlaceFifth():
                plays.place_fifth(state, tx, cards, action)
            case AttackWith() if generation(state) >= 2:
                plays.declare(state, tx, params, cards, action)
            case AttackWith():
                _resolve_attack(state, tx, params, cards, action)
            case PassMoment() | MinimumDamage():  # the attack resolves, its blow's effects
                blow(state, tx, params, cards, action)
            case UseCard():
                apply_use(state, tx, params, cards, action)
            case UseAbility():
                apply_ability(state, tx, params, cards, action)
            case ChooseDiscards():
                opponent_choice.apply_choice(state, tx, action)
            case ChooseSwitch():
                opponent_choice.apply_switch(state, tx, params, cards, action)
            case DealDamage(card=uid, points=points):
                deal_damage(state, tx, params, cards, uid, points)
            case Heal(card=uid, points=points):
                heal(state, tx, uid, points)
            case ChangeSpirit(player=player, amount=amount):
                gain_spirit(state, tx, params, player, amount)
            case SwitchFighter(player=player, slot=slot):
                switch_fighter(state, tx, params, cards, player, slot)
            case EffectMove(card=uid, to_zone=to_zone, face_up=face):
                where = slot_of(state, uid)
                if where is not None and where[1] != 1 and generation(state) >= 2:
                    discard_attachments(state, tx, *where)  # they leave play with it
                tx.move(uid, to_zone, -1, face)
                if slot_of(state, uid) is None:  # out of play: upright, counters gone
                    clear_card(state, tx, uid)
            case Mill(player=player, count=count):
                mill_cards(state, tx, player, count)
            case Modify(card=uid, stat=stat, amount=amount, scope=scope):
                add_modifier(state, tx, action.seat, uid, stat, amount, scope)
            case AllowAttack():
                tx.set_value(V_ATTACKS_ALLOWED, int_value(state, V_ATTACKS_ALLOWED, 1) + 1)
            case ConcedeMatch(player=player):
                end_match(state, tx, params, cards, loser=player)
            case Draw(seat=seat, count=count):
                draw_cards(state, tx, seat, count)
            case _:
                super().apply(state, action, tx)

    def _start(self, state: GameState, tx: Transaction, first: int | None, rules: int) -> None:
        if rules != 1:
            tx.set_value(V_RULES, rules)
        if first is None:
            first = tx.random_int(0, 1)
        for seat in SEATS:
            draw_cards(state, tx, seat, OPENING_HAND)
        tx.set_value(V_FIRST, first)
        tx.set_value(V_TURN, 0)
        begin_turn(state, tx, first)

    def _next_step(self, state: GameState, tx: Transaction) -> None:
        step = state.values.get(V_STEP)
        if step == "draw":
            end_draw_step(state, tx, self.params, self.cards)
        elif step == "main":
            tx.set_value(V_STEP, "attack")
        elif step == "attack":
            tx.set_value(V_STEP, "end")
        elif step == "end":
            end_of_turn(state, tx, self.params, self.cards)

    def after(self, state: GameState, action: Action, tx: Transaction) -> None:
        """Win checks (3 match wins, deck-out, no match left). Team Bonuses are worked out
        when asked, not kept in the game values, which every seat's view shows: they would tell
        the team of a face-down Match Slot 5 character."""
        check_game_over(state, tx)

    # ---------------------------------------------------------------- for the UI

    def announcements(self, before: StateView, after: StateView) -> list[Announcement]:
        """A match won, and the fighters of the next one (see :mod:`.announce`)."""
        return match_announcements(before, after)

    def automatic_action(self, state: GameState) -> Action | None:
        """A step with no choice for anyone passes by itself (see :mod:`.automatic`)."""
        return automatic.automatic_action(self, state)

    def actor(self, state: GameState) -> int | None:
        """The defender in an attack's response moment, the attacker in its minimum-damage
        moment, else the active player (None once the game is over); worked out once per state
        as it stands (kept in ``state.derived``: every decision asks it, often twice)."""
        derived = state.derived
        seat: int | None = derived.get(_ACTOR, -1)
        if seat != -1:
            return seat
        seat = None
        if not state.values.get(V_GAME_OVER) and self.winner(state) is None:
            answering = checks.moment_actor(state)
            seat = answering if answering is not None else self.active_seat(state)
        derived[_ACTOR] = seat
        return seat

    def table_aids(self) -> YyhAids:
        """The step bar's actions and the combat markers (see :mod:`.step_actions`)."""
        return YyhAids(self.cards, self.params)

    def shown_counters(self, state: GameState, uid: int) -> dict[str, int]:
        """A fighter's ATK and DEF from its attached cards (and the other fighter's), while
        they are attached: shown on the fighter as its modifiers are."""
        bonus = {
            f"{stat}.attached": attached_bonus(state, self.cards, uid, stat)
            for stat in ("atk", "def")
        }
        return {name: amount for name, amount in bonus.items() if amount}

    def preview_attack(self, state: GameState, seat: int, attack: AttackWith) -> dict[str, int]:
        """Damage preview: ``{"atk", "def", "points", "cost"}`` of an attack now."""
        return preview_attack(state, self.cards, self.params, seat, attack)

    def damage_calculation(
        self, state: GameState, inputs: Mapping[str, Any] | None = None
    ) -> dict[str, Any] | None:
        """Final ATK against final DEF (see :func:`.battle.calculation`)."""
        return calculation(state, self.cards, self.params, inputs)

    def work_out_legal_actions(self, state: GameState, seat: int) -> list[Action]:
        """Every legal rule action of ``seat`` now, card effects left out (for hints and
        random play; see :mod:`.legal`)."""
        return legal.legal_actions(self, state, seat)

    def attacks(self, state: GameState, seat: int) -> list[AttackOption]:
        """The attacks ``seat`` may choose from now."""
        return available_attacks(state, self.cards, seat)

    def team_bonuses(self, state: GameState, seat: int) -> tuple[str, ...]:
        """``seat``'s active Team Bonuses (Team Symbols; messages ``yyh.bonus.<symbol>``)."""
        return team_bonuses(state, self.cards, seat, self.params.team_bonus_threshold)

    def seat_notes(self, view: StateView, seat: int) -> tuple[str, ...]:
        """``seat``'s Team Bonuses as far as ``view`` shows them, as messages
        ``yyh.bonus.<symbol>``: a character hidden from the viewer (the other player's face-down
        Match Slot 5 character) counts for no Team Symbol."""
        symbols = visible_symbols(view, self.cards, seat)
        teams = qualifying_teams(symbols, self.params.team_bonus_threshold)
        return tuple(f"yyh.bonus.{symbol}" for symbol in teams)

    def destinations(self, state: GameState, seat: int, uid: int) -> list[str]:
        """The zones where a drop of card ``uid`` by ``seat`` means a rule action that is
        legal now (exactly the drops :meth:`verdict` accepts)."""
        if uid not in state.cards:
            return []
        here = state.cards[uid].zone
        return [
            zone_id
            for zone_id in state.zones
            if zone_id != here
            and self.verdict(state, self.meaning(state, MoveCard(seat, uid, zone_id))).legal
        ]

    def card_actions(self, state: GameState, seat: int, uid: int) -> list[Action]:
        """Context menu of a card (see :func:`.offers.card_actions`)."""
        return offers.card_actions(state, self.cards, self.params, seat, uid)

    def zone_actions(self, state: GameState, seat: int, zone_id: str) -> list[Action]:
        """Context menu of a zone (see :func:`.offers.zone_actions`)."""
        return offers.zone_actions(state, self.params, seat, zone_id)

    def enter_arena(self, state: GameState, tx: Transaction, seat: int, slot: int) -> None:
        """(For card effects written in code) the slot's character enters the Arena."""
        enter_arena(state, tx, self.cards, seat, slot)


__all__ = ["OPENING_HAND", "YyhRuleset"]
