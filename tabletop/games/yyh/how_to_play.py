"""Help → How to play, Yu Yu Hakusho: the goal, the steps of a turn, attacks and damage and the
step bar's buttons (shared/rules/yyh.md), as marked texts the UI translates (context
``HowToPlay``; a paragraph may hold simple HTML such as ``<b>``)."""

from __future__ import annotations

from tabletop.engine.noop import QT_TRANSLATE_NOOP

TITLE = QT_TRANSLATE_NOOP("HowToPlay", "Yu Yu Hakusho")

SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        QT_TRANSLATE_NOOP("HowToPlay", "Winning"),
        (
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "Up to five one-on-one matches: your fighter in the Arena against the other "
                "player's. The first player to win 3 matches wins the game; a player who must "
                "draw from an empty deck loses.",
            ),
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "Each point of damage turns a character a quarter turn; the fourth point defeats "
                "it and its side loses the match. The next characters of the Match Slots then "
                "enter the Arena (the table announces them).",
            ),
        ),
    ),
    (
        QT_TRANSLATE_NOOP("HowToPlay", "A turn"),
        (
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "<b>Draw</b>: draw 2 cards and gain 2 Spirit Energy (at most 10; done for you).",
            ),
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "<b>Main</b>: drag Items and Techniques from your hand onto your fighter (or "
                "Items onto a Sideline character), play Events, once per game put a character "
                "into Match Slot 5; their Spirit costs are paid for you.",
            ),
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "<b>Attack</b>: one attack printed on your fighter or on a Technique attached to "
                "it; its Attack Cost is paid by discarding cards from your hand.",
            ),
            QT_TRANSLATE_NOOP(
                "HowToPlay", '<b>End</b>: "end of turn" effects; then the other player\'s turn.'
            ),
        ),
    ),
    (
        QT_TRANSLATE_NOOP("HowToPlay", "Damage"),
        (
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "Final Attack Value against final Defense Value: no damage when ATK is below DEF, "
                "1 point up to twice the DEF, 2 points at twice the DEF or more.",
            ),
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "The declared attack is shown between the fighters with its damage. The defender "
                "may answer with an effect first, then takes the attack. An attack that deals no "
                "damage lets the attacker discard 2 cards to deal 1 point (minimum damage).",
            ),
        ),
    ),
    (
        QT_TRANSLATE_NOOP("HowToPlay", "The step bar's buttons"),
        (
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "Attack step: one button per attack of your fighter and its Techniques, with its "
                "ATK and the damage it would deal.",
            ),
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "<b>Take the attack</b> (the defender): let the declared attack deal its damage.",
            ),
            QT_TRANSLATE_NOOP(
                "HowToPlay",
                "<b>Minimum damage</b> / <b>No minimum damage</b> (the attacker, after an attack "
                "that dealt none): discard cards to deal 1 point, or keep them.",
            ),
            QT_TRANSLATE_NOOP("HowToPlay", "<b>End turn</b> (End step): the other player's turn."),
        ),
    ),
)


def how_to_play() -> tuple[str, tuple[tuple[str, tuple[str, ...]], ...]]:
    """The game's title and its sections: (heading, paragraphs), untranslated."""
    return TITLE, SECTIONS
