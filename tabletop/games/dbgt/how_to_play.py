"""Help → How to play, Dragon Ball GT: the goal, the steps of a turn, Combat and the step bar's
buttons (shared/rules/dbgt.md), as marked texts the UI translates (context ``HowToPlay``; a
paragraph may hold simple HTML such as ``<b>``)."""

from __future__ import annotations

from tabletop.engine.noop import QT_TRANSLATE_NOOP

TITLE = QT_TRANSLATE_NOOP("HowToPlay", "Dragon Ball GT")

SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        QT_TRANSLATE_NOOP("HowToPlay", "Winning"),
        (
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "Your Life Deck is your life: when the opponent's Life Deck runs out, you win "
                "(Survival Victory). You also win by controlling all seven Dragon Balls of a set.",
            ),
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "Each player has a Main Personality in play; its scouter shows its power stage. "
                "Stage damage lowers the stage; below stage 0 the damage takes life cards from "
                "the top of the Life Deck to the discard pile.",
            ),
        ),
    ),
    (
        QT_TRANSLATE_NOOP("HowToPlay", "A turn"),
        (
            QT_TRANSLATE_NOOP(
                "HowToPlay", "<b>Draw</b>: draw 3 cards from your Life Deck (done for you)."
            ),
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "<b>Non-Combat</b>: drag allies, Setups, Drills and Dragon Balls from your hand "
                "to their places; level up your Main Personality from its menu.",
            ),
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "<b>Power Up</b>: your personalities rise by their Power Up Rating (done for you).",
            ),
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "<b>Declare</b>: enter Combat or skip it.",
            ),
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "<b>Combat</b>: the defender draws 3, then the players take turns to attack or "
                "pass; two passes in a row end Combat.",
            ),
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "<b>Discard</b>: each player discards down to the hand limit (the step bar's "
                "button asks which cards, or drag cards to the discard pile).",
            ),
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "<b>Rejuvenation</b>: after a turn without Combat, you may put the top card of "
                "your discard pile at the bottom of your Life Deck.",
            ),
        ),
    ),
    (
        QT_TRANSLATE_NOOP("HowToPlay", "Combat"),
        (
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "To attack, drag a combat card from your hand (or a Setup) onto the battle area, "
                "or use the step bar's attack buttons of your personality. An energy attack costs "
                "stages and deals life cards; a physical attack deals stages from the Physical "
                "Attack Table (PAT).",
            ),
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "The attack waiting for an answer is shown in the battle area with the damage it "
                "would deal. The defender drags a defense card of the right kind onto the battle "
                "area, or takes the attack; what it did is shown on the table for a moment.",
            ),
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "The Physical Attack Table calculator (a dock at the right) shows the ranks and "
                "the damage of the attack.",
            ),
        ),
    ),
    (
        QT_TRANSLATE_NOOP("HowToPlay", "The step bar's buttons"),
        (
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "<b>Declare Combat</b> / <b>Skip Combat</b> (Declare step): enter Combat, or go "
                "on to the Discard step without it.",
            ),
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                '<b>The defender draws</b>: right after Combat is entered (after any "when '
                'entering Combat" effects).',
            ),
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "<b>Pass</b>: make no attack in your attack phase. <b>Take the attack</b>: the "
                "defender takes the damage shown on the button.",
            ),
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "<b>Rejuvenate</b> (Rejuvenation step): top card of the discard pile to the "
                "bottom of the Life Deck.",
            ),
        ),
    ),
)


def how_to_play() -> tuple[str, tuple[tuple[str, tuple[str, ...]], ...]]:
    """The game's title and its sections: (heading, paragraphs), untranslated."""
    return TITLE, SECTIONS
