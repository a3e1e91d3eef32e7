"""What the table's items ask of the scene they live in, and what the scene asks of the window.

The items (cards, zones, scouters, combat markers, menus) talk to a :class:`TableHost`, never
to :class:`~tabletop.ui.table.scene.TableScene` itself, which implements it; so no module of
the table but the scene and its view imports the scene. The choices an action leaves open are
answered by the :class:`Chooser` the window installs on the host (it opens the dialogs, which
the table never imports).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from PySide6.QtCore import QPoint, QPointF, QRectF
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

    from tabletop.engine.ruleset import Choice
    from tabletop.ui.session import GameSession
    from tabletop.ui.table.amounts import AmountQuestion
    from tabletop.ui.table.card_item import CardItem
    from tabletop.ui.table.zone_items import ZoneItem


class Chooser(Protocol):
    """Asks the player the choices an action leaves open; None from either: cancelled."""

    def ask_cards(
        self, session: GameSession, choice: Choice, purpose: str
    ) -> tuple[int, ...] | None:
        """The uids of the cards of ``choice.zone`` the player chose (``choice.count`` of
        them, ``choice.suggested`` marked to begin with) for ``purpose`` (the action's text)."""
        ...

    def ask_payment(
        self, session: GameSession, choice: Choice, purpose: str
    ) -> tuple[int, ...] | None:
        """Which of ``choice.payers`` pays each of ``choice.count`` stages, for ``purpose``."""
        ...

    def ask_amount(self, question: AmountQuestion) -> tuple[int, str | None] | None:
        """The amount and the scope of a card-effect adjustment (see
        :mod:`tabletop.ui.table.amounts`)."""
        ...


@runtime_checkable
class TableHost(Protocol):
    """The scene as its items see it: the game, the gestures they report, the items they find.

    ``chooser`` asks the player what an action leaves open; while it is None (a scene nobody
    plays at, such as a replay's) an action keeps the app's suggestions."""

    chooser: Chooser | None

    @property
    def session(self) -> GameSession | None:
        """The game on the table (None: an empty table)."""
        ...

    # ---------------------------------------------------------------- what items find

    def animation_ms(self, base: int) -> int:
        """An animation's duration at the user's animation speed (0: no animation)."""
        ...

    def table_rect(self) -> QRectF:
        """The playing surface, in scene coordinates."""
        ...

    def zone_items(self) -> dict[str, ZoneItem]:
        """The zones on the table by id, in the order they were placed."""
        ...

    def zone_item(self, zone_id: str) -> ZoneItem | None:
        """The zone ``zone_id`` (None: not on the table)."""
        ...

    def card_item(self, uid: int) -> CardItem | None:
        """The item of the card ``uid`` (None: not on the table, or not seen)."""
        ...

    def views(self) -> list[QGraphicsView]:
        """The views showing the table (for the curtain over them)."""
        ...

    def addItem(self, item: QGraphicsItem, /) -> None:
        """Put an item on the table (a combat marker)."""
        ...

    def removeItem(self, item: QGraphicsItem, /) -> None:
        """Take an item off the table."""
        ...

    # ---------------------------------------------------------------- what items report

    def card_hovered(self, card: CardItem) -> None:
        """The pointer entered ``card`` (the preview shows it)."""
        ...

    def card_unhovered(self, card: CardItem) -> None:
        """The pointer left ``card``."""
        ...

    def card_selected(self, card: CardItem) -> None:
        """``card`` was clicked and selected."""
        ...

    def begin_drag(self, card: CardItem) -> bool:
        """A drag of ``card`` starts; False: the card may not be dragged."""
        ...

    def drag_move(self, card: CardItem, point: QPointF) -> None:
        """The dragged ``card`` is over ``point`` (scene coordinates)."""
        ...

    def end_drag(self, card: CardItem, point: QPointF) -> None:
        """``card`` was let go at ``point``: the drop becomes an action, or the card goes home."""
        ...

    def card_double_clicked(self, card: CardItem) -> None:
        """``card`` was double-clicked."""
        ...

    def zone_double_clicked(self, zone: ZoneItem) -> None:
        """``zone`` was double-clicked (a deck draws)."""
        ...

    def card_context_menu(self, card: CardItem, screen_pos: QPoint) -> None:
        """Open the menu of ``card`` at ``screen_pos``."""
        ...

    def zone_context_menu(self, zone: ZoneItem, screen_pos: QPoint) -> None:
        """Open the menu of ``zone`` at ``screen_pos``."""
        ...

    def scouter_moved(self, card: CardItem, stage: int) -> None:
        """The scouter of ``card`` was let go on ``stage``."""
        ...

    def look_through(self, zone_id: str) -> None:
        """The player asked to look through ``zone_id`` (the window opens the pile viewer)."""
        ...


__all__ = ["Chooser", "TableHost"]
