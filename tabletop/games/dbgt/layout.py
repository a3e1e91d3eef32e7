"""The Dragon Ball GT table: where each zone lies, in millimetres, seat 0 at the bottom.

Seat 0's half (y from 273 to 546 on a 720 x 546 table), from the left:

- the Main Personality's level stack, drawn large (its stage column is read often), from the
  middle line down to the table's edge;
- the row towards the middle (the "band"): the Mastery, five ally stacks, the battle zone
  (attack and defense being played), Dragon Balls, Drills, Setups and the removed-from-the-game
  pile. They share the row by what they hold: an empty one is a labelled slot, the cards in
  play get the room;
- along the player's edge: the hand, drawn large, then the Life Deck and the discard pile.

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

TABLE_SIZE = (720.0, 546.0)
MP_SCALE = 1.8
"""The Main Personality is drawn almost twice as large as a card: its stage column is read often
(its digits 8 px high at 1280 × 800)."""
HAND_SCALE = 1.25
PLAY_SCALE = 0.95
"""Cards in play, at the side of the Main Personality."""
ALLY_SCALE = 1.0
"""An ally, larger than the other cards in play: its stage and power are read in every combat."""
BAND = (124.0, 712.0)
"""Left and right edge of the row of cards in play."""
ROW_A = (281.0, 105.0)
"""Top and height of the row of cards in play (seat 0)."""
ROW_B = (409.0, 129.0)
"""Top and height of the row of the hand and the decks (seat 0)."""


def dbgt_layout() -> TableLayout:
    """Every zone of both seats.

    >>> layout = dbgt_layout()
    >>> len(layout.place())
    30
    """
    card_w, card_h = CARD_SIZE
    top, height = ROW_A
    in_play: list[tuple[str, ZoneKind, str]] = [(MASTERY, ZoneKind.SLOT, "mastery")]
    in_play += [(name, ZoneKind.STACK, "ally") for name in ALLIES]
    in_play += [
        (BATTLE, ZoneKind.ROW, "battle"),
        (DRAGON_BALLS, ZoneKind.ROW, "dragon_balls"),
        (DRILLS, ZoneKind.ROW, "drills"),
        (SETUPS, ZoneKind.ROW, "setups"),
        (REMOVED, ZoneKind.PILE, "removed"),
    ]
    mastery_w = card_w * PLAY_SCALE
    ally_w = card_w * ALLY_SCALE + 2
    rest = len(in_play) - 1 - len(ALLIES)
    # as given: the band flows (an ally keeps its width, the rows share the rest)
    share = (BAND[1] - BAND[0] - mastery_w - 1 - len(ALLIES) * (ally_w + 1)) / rest
    mp_top = top
    zones = [
        ZoneLayout(
            f"p{{seat}}.{MP}",
            ZoneKind.STACK,
            (8, mp_top, card_w * MP_SCALE + 1, ROW_B[0] + ROW_B[1] - 10 - mp_top),
            "mp",
            MP_SCALE,
        ),
    ]
    x = BAND[0]
    for name, kind, label in in_play:
        ally = label == "ally"
        width = mastery_w if kind == ZoneKind.SLOT else ally_w if ally else share - 1
        scale = ALLY_SCALE if ally else PLAY_SCALE
        zones.append(
            ZoneLayout(f"p{{seat}}.{name}", kind, (x, top, width, height), label, scale, "in_play")
        )
        x += width + 1
    hand_top, hand_h = ROW_B
    hand_x = BAND[0] + 8  # clear of the scouter's read-out beside the Main Personality
    discard_x = BAND[1] - card_w
    life_x = discard_x - 5 - card_w
    zones += [
        ZoneLayout(
            f"p{{seat}}.{HAND}",
            ZoneKind.FAN,
            (hand_x, hand_top, life_x - 5 - hand_x, hand_h),
            "hand",
            HAND_SCALE,
        ),
        ZoneLayout(
            f"p{{seat}}.{LIFE_DECK}",
            ZoneKind.PILE,
            (life_x, hand_top + hand_h - card_h - 4, card_w, card_h),
            "life_deck",
        ),
        ZoneLayout(
            f"p{{seat}}.{DISCARD}",
            ZoneKind.PILE,
            (discard_x, hand_top + hand_h - card_h - 4, card_w, card_h),
            "discard",
        ),
    ]
    return TableLayout(TABLE_SIZE, tuple(zones))
