"""The Yu Yu Hakusho table layout (millimetres, seat 0 at the bottom; seat 1 is mirrored).

Seat 0's half (y 295–590 of a 748 × 590 table), left to right towards the middle: the fighter
in the Arena, drawn large (a square slot: it turns as it takes damage); its Items and
Techniques; the Sideline Match Slots 2–5, each with its face-down attachments above it (towards the
middle, so that the slot's label lies between the rows); the
Winner's Circle and the effects area. The Items and Techniques, and the Winner's Circle and
effects, share their room by what they hold (an empty one is a labelled slot). Deck, hand
(drawn large) and Discard Pile along the player's edge.
"""

from __future__ import annotations

from tabletop.engine.layout import CARD_SIZE, TableLayout, ZoneKind, ZoneLayout

TABLE_SIZE = (748.0, 590.0)
ARENA_SCALE = 1.58
"""The fighter in the Arena is drawn half as large again: its attacks and DEF are read often."""
HAND_SCALE = 1.29
"""As large as the hand's row lets a card be (its label above the cards)."""
SIDE_SCALE = 0.9
PLAY_SCALE = 0.85
ATTACHED_SCALE = 0.4


def yyh_layout() -> TableLayout:
    """Every zone of both seats."""
    w, h = CARD_SIZE
    top = TABLE_SIZE[1] / 2 + 8
    arena = h * ARENA_SCALE
    side = h * SIDE_SCALE
    hand_top, hand_h = top + arena + 16, 129.0
    zones = [
        ZoneLayout("p{seat}.arena", ZoneKind.SLOT, (8, top, arena, arena), "arena", ARENA_SCALE),
        ZoneLayout(
            "p{seat}.items", ZoneKind.ROW, (152, top, 70, arena), "items", PLAY_SCALE, "gear"
        ),
        ZoneLayout(
            "p{seat}.techs", ZoneKind.ROW, (224, top, 70, arena), "techs", PLAY_SCALE, "gear"
        ),
        ZoneLayout("p{seat}.deck", ZoneKind.PILE, (8, hand_top + hand_h - h - 4, w, h), "deck"),
        ZoneLayout("p{seat}.hand", ZoneKind.FAN, (76, hand_top, 596, hand_h), "hand", HAND_SCALE),
        ZoneLayout(
            "p{seat}.discard", ZoneKind.PILE, (677, hand_top + hand_h - h - 4, w, h), "discard"
        ),
        ZoneLayout(
            "p{seat}.winners_circle",
            ZoneKind.ROW,
            (640, top, 49, arena),
            "winners_circle",
            PLAY_SCALE,
            "circle",
        ),
        ZoneLayout(
            "p{seat}.effects", ZoneKind.ROW, (691, top, 49, arena), "events", PLAY_SCALE, "circle"
        ),
    ]
    for i, slot in enumerate((2, 3, 4, 5)):
        x = 300 + i * (side + 6)
        label = "slot5" if slot == 5 else "sideline"
        zones.append(
            ZoneLayout(
                f"p{{seat}}.slot{slot}",
                ZoneKind.SLOT,
                (x, top + arena - side, side, side),
                label,
                SIDE_SCALE,
            )
        )
        zones.append(
            ZoneLayout(
                f"p{{seat}}.slot{slot}_att",
                ZoneKind.ROW,
                (x, top, side, arena - side - 3),
                "attached",
                ATTACHED_SCALE,
            )
        )
    return TableLayout(TABLE_SIZE, tuple(zones))
