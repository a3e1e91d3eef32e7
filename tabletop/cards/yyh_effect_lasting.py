"""How long each Yu Yu Hakusho effect lasts once it applies, and so how long a played Event
stays in its player's effects area (rules generation 5, see
:func:`tabletop.games.yyh.event_lasting.own_duration`).

The spans, shortest first (:data:`SPANS`, the durations of a played Event): ``now`` (a
one-time effect: done as it applies), ``turn``, ``draw`` (until the player's next Draw Step:
through the opponent's next turn), ``match``, ``game``. An effect whose data says how long it
lasts (``lasts``) is read from it (:data:`LASTS_SPAN`); every other kind says it here, once
(:data:`KIND_SPAN` for the lasting kinds, :data:`ONE_TIME` and :data:`BOUND` for the rest): a
test holds the three covering every kind, so a new kind has to say it. An effect bound to its
card in play (while it is attached, while its character fights or waits on the Sideline) and a
condition to play or use a card last with the card, not with time: ``now`` for an Event's area.
The span chosen for an effect is the shortest that covers it (the Main Steps of the next two
turns are skipped: beyond the player's next Draw Step and maybe the match, so ``game``).

An Event's own duration is the longest span of its effects (:func:`event_span`), None while
one of them is left to the players (``by_hand``).

>>> from pydantic import TypeAdapter
>>> from .yyh_effect_models import YyhEffect
>>> read = TypeAdapter(tuple[YyhEffect, ...]).validate_python
>>> event_span(read([{"do": "draw", "count": 2}]))
'now'
>>> event_span(read([{"do": "draw", "count": 1},
...     {"do": "atk", "amount": 1000, "when": "on_play", "whom": "fighter", "lasts": "match"}]))
'match'
>>> event_span(read([{"do": "by_hand", "reason": "other"}])) is None
True
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

Span = Literal["now", "turn", "draw", "match", "game"]
#: The spans, shortest first (an Event's durations, by the same codes).
SPANS: tuple[Span, ...] = ("now", "turn", "draw", "match", "game")
_RANK: dict[str, int] = {span: rank for rank, span in enumerate(SPANS)}

#: The span of each ``lasts`` value of the data: the next attack to resolve ends within the
#: turn; the opponent's next turn ends before the player's next Draw Step.
LASTS_SPAN: dict[str, Span] = {
    "while_attached": "now",
    "this_attack": "turn",
    "turn": "turn",
    "until_draw": "draw",
    "opponent_turn": "draw",
    "match": "match",
}

#: The lasting kinds whose data holds no ``lasts``: how long each lasts.
KIND_SPAN: dict[str, Span] = {
    "strike": "turn",  # this turn's attacks
    "extra_attack": "turn",
    "discard_self": "turn",  # the card leaves at the end of the turn
    "after_blow": "turn",  # the attack's blow
    "attacked_mill": "turn",  # the attack's ATK
    "end_damage": "turn",  # at the end of the turn
    "lock_events": "turn",
    "double_item": "turn",
    "sideline_best": "turn",
    "play_boost": "turn",
    "double_atk": "turn",
    "free_minimum": "turn",  # the attack's minimum damage
    "exact_points": "turn",  # the attack's damage
    "pay_card": "turn",  # the card that pays leaves at the end of the turn
    "switch_next": "turn",  # if the match ends this turn
    "give_away": "turn",  # at the end of the turn
    "sweep_arena": "turn",  # the card leaves at the end of the turn
    "no_technique_damage": "draw",
    "use_lock": "draw",
    "costly_attacks": "draw",
    "borrow": "draw",  # back at the end of the opponent's next turn
    "stand_off": "match",
    "fading_atk": "match",
    "strict_bonus": "match",
    "villain_boost": "game",
    "boost_all": "game",
    "team_boost": "game",
    "lone_boost": "game",
    "align": "game",
    "befriend": "game",
    "boost_next": "game",  # the player's next turn: past their next Draw Step
    "no_events": "game",  # to the end of the player's next turn
    "skip_main": "game",  # one turn: "draw" (see event_span)
}

#: The kinds done as they apply.
ONE_TIME: frozenset[str] = frozenset({
    "spirit", "draw", "mill", "discard_random", "shuffle", "recycle", "damage", "heal",
    "concede", "discard_attached", "shuffle_self", "discard_fifth", "pick", "arrange",
    "search_fifth", "heal_chosen", "keep_hand", "search_attach", "word_recycle", "mill_up_to",
    "recycle_others", "may_pay", "refresh_hand", "mulligan", "discard_chosen", "switch",
    "recycle_named", "switch_chosen", "redirect", "draw_bottom", "toll", "discard_face_down",
    "pick_guard", "discard_guards", "pick_other", "damage_pick", "draw_picked", "heal_all",
    "attach_milled", "random_back", "draw_milled", "dig_attach", "recycle_top",
    "move_attached", "trade", "twin_discard", "opt_switch", "pick_pair", "stack_back",
    "calling", "shuffle_chosen", "discard_or_spirit", "trim_attached", "pick_own_attached",
    "swap_sideline", "pick_at_spirit",
})  # fmt: skip

#: The kinds bound to their card in play, and the conditions and costs of a play or a use.
BOUND: frozenset[str] = frozenset({
    "attack_cap", "technique_lock", "attack_bar", "ban_named", "event_tax", "foe_attach",
    "draw_echo", "technique_boost", "end_mill", "hurt_back", "share_damage", "blow_draw",
    "team_stat", "all_costs", "answer_only", "needs_fifth", "end_step", "play_unless",
    "attack_needs", "use_cost", "ability",
})  # fmt: skip

#: The moments whose effects last while their card stays in play.
_BOUND_WHEN = frozenset({"while_attached", "in_play", "sideline"})


def effect_span(effect: object) -> Span | None:
    """How long ``effect`` lasts once it applies (None: a ``by_hand`` one, or a kind not
    known here)."""
    do = getattr(effect, "do", None)
    if not isinstance(do, str) or do == "by_hand":
        return None
    if getattr(effect, "when", None) in _BOUND_WHEN or do in BOUND or do in ONE_TIME:
        return "now"
    lasts = getattr(effect, "lasts", None)
    if isinstance(lasts, str):
        return LASTS_SPAN.get(lasts)
    if do == "skip_main" and getattr(effect, "turns", 0) == 1:
        return "draw"  # the opponent's next Main Step only
    return KIND_SPAN.get(do)


def event_span(effects: Iterable[object]) -> Span | None:
    """An Event's own duration: the longest span of its effects (``now`` for one-time ones
    only); None when it has none, or one is left to the players."""
    longest: Span | None = None
    for effect in effects:
        span = effect_span(effect)
        if span is None:
            return None
        if longest is None or _RANK[span] > _RANK[longest]:
            longest = span
    return longest
