"""The zones of a band share it by what they hold: whatever the cards, a seat's zones stay on
the table and apart, an empty zone is at most a slot, and a zone with cards is wider than an empty one."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.layout import CARD_SIZE, SLOT_WIDTH, card_widths
from tabletop.games.base import make_ruleset


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_flowed_zones_stay_on_the_table_and_apart(game: str) -> None:
    layout = make_ruleset(game).layout()
    assert layout is not None
    banded = {z.zone for z in layout.zones if z.band}
    assert banded
    rng = random.Random(7)
    width, height = layout.size
    for bottom in (0, 1):
        for _ in range(60):
            counts = {z.zone.format(seat=s): rng.choice((0, 0, 1, 2, 5, 12))
                      for z in layout.zones for s in (0, 1)}  # fmt: skip
            placed = layout.place(counts, bottom)
            for seat in (0, 1):
                rects = [z.rect for z in placed if z.seat == seat]
                for x, y, w, h in rects:
                    assert x >= -1e-6 and x + w <= width + 1e-6 and y >= 0 and y + h <= height
                for i, (x1, y1, w1, h1) in enumerate(rects):
                    for x2, y2, w2, h2 in rects[i + 1 :]:
                        apart = x1 + w1 <= x2 + 1e-6 or x2 + w2 <= x1 + 1e-6
                        assert apart or y1 + h1 <= y2 or y2 + h2 <= y1
            for zone in placed:
                pattern = zone.zone.replace(f"p{zone.seat}.", "p{seat}.", 1)
                if pattern in banded and counts[zone.zone] == 0:
                    assert zone.rect[2] <= SLOT_WIDTH + 1e-9
            seat_of_bottom = [z for z in placed if z.seat == bottom]
            assert all(z.rect[1] >= height / 2 for z in seat_of_bottom)  # at the bottom


def test_a_zone_grows_with_its_cards() -> None:
    layout = make_ruleset("dbgt").layout()
    assert layout is not None
    empty = {z.zone: z.rect for z in layout.place({})}
    full = {z.zone: z.rect for z in layout.place({"p0.drills": 3})}
    assert full["p0.drills"][2] > 3 * empty["p0.drills"][2]
    assert full["p1.drills"] == empty["p1.drills"]  # the other seat's band is its own


def test_a_card_lying_sideways_gets_the_room_it_takes() -> None:
    layout = make_ruleset("dbgt").layout()
    assert layout is not None
    upright = {z.zone: z.rect for z in layout.place({"p0.dragon_balls": card_widths([0, 0])})}
    turned = {z.zone: z.rect for z in layout.place({"p0.dragon_balls": card_widths([0, 90])})}
    assert turned["p0.dragon_balls"][2] - upright["p0.dragon_balls"][2] == pytest.approx(
        CARD_SIZE[0] * 0.95 * (88 / 63 - 1)
    )
