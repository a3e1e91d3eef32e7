"""Card effects at the moments of a turn (rules generation 4): the player's Draw Step and
the start of their Main Step fire the effects of their fighter and its face-up attachments
that apply then (``draw_step`` / ``main_step``), and an attached card used by discarding it
(:class:`~.actions.UseCard`) applies its ``use_draw`` / ``use_main`` effects in that step.

Both run inside the action's own transaction (the Next Step that reaches the moment, the use
itself), so the log, undo and replay need nothing more; a game of an older generation reads
those effects as by hand (:func:`.card_effects.effects_of`), so nothing fires in it.
"""

from __future__ import annotations

from tabletop.cards.yyh_effect_models import USES
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction
from tabletop.engine.verdict import Verdict

from . import checks
from .actions import UseCard
from .apply_effects import apply_card_effects
from .board import V_ACTIVE, V_GAME_OVER, V_STEP, CardLookup, fighter, int_value, zone
from .card_effects import condition_holds, effects_of
from .matches import draw_step, leave_play
from .profile import YyhParams

#: The verdict's code for a card with nothing to use now.
NOT_USABLE = "yyh.not_usable"
#: The step each use belongs to, by step.
_USE_OF_STEP = {step: when for when, step in USES.items()}


def _sources(state: GameState, seat: int) -> list[int]:
    """The cards whose step effects count for ``seat``: its fighter, then the face-up Items
    and Techniques attached to it."""
    own = fighter(state, seat)
    if own is None:
        return []
    out = [own]
    for area in ("items", "techs"):
        out += [uid for uid in state.zones[zone(seat, area)].cards if state.cards[uid].face_up]
    return out


def fire_step(
    state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup, seat: int, when: str
) -> None:
    """Apply the ``when`` effects (``draw_step`` / ``main_step``) of ``seat``'s fighter and
    its face-up attachments, card by card; stops if the fighter leaves on the way (a match
    won by one of them)."""
    own = fighter(state, seat)
    for source in _sources(state, seat):
        if fighter(state, seat) != own or state.values.get(V_GAME_OVER):
            return
        apply_card_effects(state, tx, params, cards, seat, source, when, attached_to=own)


def end_draw_step(state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup) -> None:
    """The Draw Step passes: its bookkeeping (draw, Spirit), its card effects, then the Main
    Step begins with its own."""
    seat = int_value(state, V_ACTIVE)
    draw_step(state, tx, params)
    fire_step(state, tx, params, cards, seat, "draw_step")
    if state.values.get(V_STEP) == "draw" and int_value(state, V_ACTIVE) == seat:
        tx.set_value(V_STEP, "main")
        fire_step(state, tx, params, cards, seat, "main_step")


def use_effects(
    state: GameState, cards: CardLookup, params: YyhParams, seat: int, uid: int
) -> bool:
    """Whether card ``uid`` has an effect ``seat`` may use now by discarding it: a face-up
    attachment of the seat's fighter with an effect of the current step's use whose
    condition holds."""
    card = state.cards[uid]
    if card.zone not in (zone(seat, "items"), zone(seat, "techs")) or not card.face_up:
        return False
    when = _USE_OF_STEP.get(str(state.values.get(V_STEP)))
    threshold = params.team_bonus_threshold
    return when is not None and any(
        effect.when == when and condition_holds(state, cards, seat, effect.only_if, threshold)
        for effect in effects_of(state, cards, card.card_id)
    )


def check_use(state: GameState, cards: CardLookup, params: YyhParams, action: UseCard) -> Verdict:
    """:class:`UseCard`: a known card, the seat's own turn in its Draw or Main Step, no attack
    awaiting its moment, and the card has an effect to use now (:func:`use_effects`)."""
    known = checks._known(state, action.card)
    if not known.possible:
        return known
    turn = checks._turn(state, action.seat)
    if not turn.legal:
        return turn
    if checks.moment(state) is not None:
        return Verdict.illegal(checks.ATTACK_PENDING)
    if not use_effects(state, cards, params, action.seat, action.card):
        return Verdict.illegal(NOT_USABLE, card=action.card)
    return Verdict.ok()


def apply_use(
    state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup, action: UseCard
) -> None:
    """The card goes to its owner's discard pile, then its effects of the step apply (the
    character it was attached to is the fighter)."""
    seat, uid = action.seat, action.card
    when = _USE_OF_STEP.get(str(state.values.get(V_STEP)), "")
    own = fighter(state, seat)
    leave_play(state, tx, uid, zone(state.cards[uid].owner, "discard"), face_up=True)
    apply_card_effects(state, tx, params, cards, seat, uid, when, attached_to=own)


def usable(state: GameState, cards: CardLookup, params: YyhParams, seat: int) -> list[UseCard]:
    """Every :class:`UseCard` ``seat`` may take now (the verdict's rules, read at once)."""
    if (
        state.values.get(V_GAME_OVER)
        or int_value(state, V_ACTIVE) != seat
        or state.values.get(V_STEP) not in _USE_OF_STEP
        or checks.moment(state) is not None
    ):
        return []
    return [
        UseCard(seat, uid)
        for area in ("items", "techs")
        for uid in state.zones[zone(seat, area)].cards
        if use_effects(state, cards, params, seat, uid)
    ]


def use_candidates(state: GameState, seat: int) -> list[UseCard]:
    """Every card ``seat`` could name to use (its fighter's attachments), legal or not."""
    return [
        UseCard(seat, uid)
        for area in ("items", "techs")
        for uid in state.zones[zone(seat, area)].cards
    ]
