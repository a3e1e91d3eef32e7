"""The Dragon Ball GT table: where each zone lies, in millimetres, seat 0 at the bottom.

Seat 0's half (y from 400 to 800 on a 1100 x 800 table), from the middle outwards:

- row 1 (y 410): Dragon Balls in play, the battle zone (attack and defense being played), Drills;
- row 2 (y 520): the Main Personality's level stack, the Mastery, five ally stacks, Setups,
  the Life Deck;
- row 3 (y 690): the removed-from-the-game pile, the hand, the discard pile.

Seat 1 gets the same zones turned a half turn (:meth:`TableLayout.place`).
"""

from __future__ import annotations

from tabletop.engine.layout import CARD_SIZE, TableLayout, ZoneKind, ZoneLayout

from .table import (
    ALLIES,
    BATTLE,
    DISCARD,
    DRAGON_BALLS,
    DRILLS,
    HAND,
    LIFE_DECK,
    MASTERY,
    MP,
    REMOVED,
    SETUPS,
)

TABLE_SIZE = (1100.0, 800.0)
STACK_HEIGHT = 150.0


def dbgt_layout() -> TableLayout:
    """Every zone of both seats.

    >>> layout = dbgt_layout()
    >>> len(layout.place())
    30
    """
    card_w, card_h = CARD_SIZE
    row1, row2, row3 = 410.0, 520.0, 690.0
    zones = [
        ZoneLayout(
            f"p{{seat}}.{DRAGON_BALLS}", ZoneKind.ROW, (20, row1, 440, card_h + 12), "dragon_balls"
        ),
        ZoneLayout(f"p{{seat}}.{BATTLE}", ZoneKind.ROW, (480, row1, 150, card_h + 12), "battle"),
        ZoneLayout(f"p{{seat}}.{DRILLS}", ZoneKind.ROW, (650, row1, 430, card_h + 12), "drills"),
        ZoneLayout(f"p{{seat}}.{MP}", ZoneKind.STACK, (20, row2, card_w, STACK_HEIGHT), "mp"),
        ZoneLayout(f"p{{seat}}.{MASTERY}", ZoneKind.SLOT, (95, row2, card_w, card_h), "mastery"),
    ]
    for index, name in enumerate(ALLIES):
        x = 180.0 + index * 75.0
        zones.append(
            ZoneLayout(f"p{{seat}}.{name}", ZoneKind.STACK, (x, row2, card_w, STACK_HEIGHT), "ally")
        )
    zones += [
        ZoneLayout(f"p{{seat}}.{SETUPS}", ZoneKind.ROW, (570, row2, 420, card_h + 12), "setups"),
        ZoneLayout(
            f"p{{seat}}.{LIFE_DECK}", ZoneKind.PILE, (1010, row2, card_w, card_h), "life_deck"
        ),
        ZoneLayout(f"p{{seat}}.{REMOVED}", ZoneKind.PILE, (20, row3, card_w, card_h), "removed"),
        ZoneLayout(f"p{{seat}}.{HAND}", ZoneKind.FAN, (180, row3, 800, card_h + 12), "hand"),
        ZoneLayout(f"p{{seat}}.{DISCARD}", ZoneKind.PILE, (1010, row3, card_w, card_h), "discard"),
    ]
    return TableLayout(TABLE_SIZE, tuple(zones))
