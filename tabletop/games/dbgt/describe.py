"""What a Dragon Ball GT step did, for the log (:meth:`DbgtRuleset.describe`).

From the step's operations: the step and turn reached and cards drawn (as in every game),
then power stages moved (a Power Up, an energy attack's cost, damage), Life Deck cards
discarded by damage, cards rejuvenated into the Life Deck. Powers are read from the card's
ladder at the stages before and after ("Goku powers up: 900 → 1,400").
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.engine import Action, GameState
from tabletop.engine.phrase import Phrase
from tabletop.engine.transaction import Op
from tabletop.games.phrases import StepChanges, common_phrases, counted

from .table import TableFacts

ATTACK = "dbgt.attack"
POWER_UP = "power_up"


def phrases(facts: TableFacts, state: GameState, action: Action, ops: Sequence[Op]) -> list[Phrase]:
    """The phrases of one step of ``action`` whose operations were ``ops``."""
    changes = StepChanges.of(ops)
    said, closing = common_phrases(action, changes, "life_deck")
    step = changes.changed(changes.values, "step")
    powering_up = step is not None and step[1] == POWER_UP
    attacker = getattr(action, "card", None) if action.kind == ATTACK else None
    for (uid, name), (old, new) in changes.card_counters.items():
        if name != "stage" or not isinstance(old, int) or not isinstance(new, int) or old == new:
            continue
        card = facts.personality(state, uid) if uid in state.cards else None
        if card is None:
            continue
        power = {"card": uid, "old": card.power_at(old), "new": card.power_at(new)}
        stages = abs(new - old)
        if powering_up and new > old:
            said.append(Phrase("dbgt.power_up", power))
        elif isinstance(attacker, int) and new < old:
            said.append(counted("dbgt.paid", stages, **power))
        elif new < old:
            said.append(counted("dbgt.stages_lost", stages, **power))
        else:
            said.append(counted("dbgt.stages_gained", stages, **power))
    for seat, cards in sorted(changes.moved("life_deck", "discard").items()):
        said.append(counted("dbgt.life_discarded", len(cards), player=seat))
    for seat, cards in sorted(changes.moved("discard", "life_deck").items()):
        said.append(counted("dbgt.rejuvenated", len(cards), player=seat))
    return said + closing
