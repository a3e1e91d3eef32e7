"""Steps that pass by themselves, and the undo and redo that step over them.

The ruleset names the one action left when nobody has a choice
(:meth:`tabletop.engine.Ruleset.automatic_action`); the session submits it like any other
action, so it is checked, logged, journaled and replayed. A state where such an action waits is
one the players never stand in: Undo takes back the player's move together with the automatic
steps that followed it, and Redo applies them again together (see
:class:`tabletop.play.moves.MoveBook`). Both work from the game alone (no record of which steps
were automatic), so they work the same in a loaded or recovered game.
"""

from __future__ import annotations

from tabletop.engine import Action, Controller, Mode, Outcome

AUTOMATIC = "automatic"
"""The initiator of a step that passed by itself (the messages of the move before it stay)."""
MAX_AUTOMATIC = 12
"""At most this many automatic steps follow one move (a turn has fewer steps)."""


def automatic_action(controller: Controller) -> Action | None:
    """The action that passes a step with no choice for anyone now (enforced mode only: in
    manual mode the players step themselves), or None."""
    if controller.mode is not Mode.ENFORCED or controller.winner is not None:
        return None
    return controller.ruleset.automatic_now(controller.state)


def moment(controller: Controller) -> tuple[object, ...]:
    """Where the game stands: turn, step and the seat that must act."""
    ruleset, state = controller.ruleset, controller.state
    return (state.values.get("turn"), ruleset.step(state), ruleset.actor(state))


def rule_move(controller: Controller, action: Action) -> bool:
    """Whether ``action`` (as the game means it) is one of the game's own rule moves in
    enforced mode: what it reveals (a defender's draw, damage, a card played) is the game's
    course, not a stray gesture, so it is not asked about. Card effects, table moves (a
    shuffle, turning a card over) and manual mode are."""
    meant = controller.ruleset.meaning(controller.state, action)
    return (
        controller.mode is Mode.ENFORCED
        and "." in meant.kind  # the game's own actions are named "<game>.<name>"
        and not controller.ruleset.is_card_effect(meant)
    )


def may_follow(controller: Controller, before: tuple[object, ...], outcome: Outcome) -> bool:
    """Whether steps may pass by themselves after ``outcome``: after a move that brought the
    game to a new step, turn or actor, or after a rule move of the game (the last discard of a
    Discard step). A card effect, a shuffle or a look in a step that waited (as the first
    step of a game does) does not pass it."""
    if moment(controller) != before:
        return True
    action = outcome.step.action if outcome.step is not None else None
    return action is not None and rule_move(controller, action)
