"""The Yu Yu Hakusho table layout (millimetres, seat 0 at the bottom; seat 1 is mirrored).

Seat 0's half (y 350–700 of a 900 × 700 table), left to right: the fighter in the Arena
(a square slot: it turns as it takes damage) with its Items and Techniques below it; the
Sideline Match Slots 2–5, each with its face-down attachments below; the Winner's Circle and
the effects area on the right. Deck, hand and Discard Pile along the player's edge.
"""

from __future__ import annotations

from tabletop.engine.layout import CARD_SIZE, TableLayout, ZoneKind, ZoneLayout

TABLE_SIZE = (900.0, 700.0)


def yyh_layout() -> TableLayout:
    """Every zone of both seats."""
    w, h = CARD_SIZE
    zones = [
        ZoneLayout("p{seat}.arena", ZoneKind.SLOT, (110, 356, h, h), "arena"),
        ZoneLayout("p{seat}.items", ZoneKind.ROW, (20, 472, 140, 92), "items"),
        ZoneLayout("p{seat}.techs", ZoneKind.ROW, (166, 472, 140, 92), "techs"),
        ZoneLayout("p{seat}.deck", ZoneKind.PILE, (20, 602, w, h), "deck"),
        ZoneLayout("p{seat}.hand", ZoneKind.FAN, (100, 598, 700, h + 8), "hand"),
        ZoneLayout("p{seat}.discard", ZoneKind.PILE, (817, 602, w, h), "discard"),
        ZoneLayout("p{seat}.winners_circle", ZoneKind.ROW, (766, 356, 124, h), "winners_circle"),
        ZoneLayout("p{seat}.effects", ZoneKind.ROW, (766, 472, 124, 92), "events"),
    ]
    for i, slot in enumerate((2, 3, 4, 5)):
        x = 326 + i * 110
        label = "slot5" if slot == 5 else "sideline"
        zones.append(ZoneLayout(f"p{{seat}}.slot{slot}", ZoneKind.SLOT, (x, 356, h, h), label))
        zones.append(
            ZoneLayout(f"p{{seat}}.slot{slot}_att", ZoneKind.ROW, (x - 6, 472, 100, 92), "attached")
        )
    return TableLayout(TABLE_SIZE, tuple(zones))
