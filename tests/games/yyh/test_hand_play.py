"""The one table of how each kind of card is played from hand (board.HAND_PLAY, issue 28)."""

from __future__ import annotations

from tabletop.cards import models
from tabletop.games.yyh.board import ATTACH, EVENT, FIFTH, HAND_PLAY, ZONE_NAMES


def test_every_kind_of_card_has_one_row_naming_a_way_and_a_zone() -> None:
    assert set(HAND_PLAY) == set(models.YyhCardBase.__subclasses__())
    for row in HAND_PLAY.values():
        assert row.way in (ATTACH, EVENT, FIFTH) and row.area in ZONE_NAMES
