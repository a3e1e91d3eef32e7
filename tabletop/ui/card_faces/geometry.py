"""Where the parts of a drawn card face lie (see :mod:`tabletop.ui.card_face`): its frame
(a name band as tall as the name needs, the type line, the body, the footer), a
personality's power-stage column and its rows, and the star of the emblems."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF
from PySide6.QtGui import QPolygonF

from tabletop.cards.models import Card, Personality
from tabletop.ui.card_faces.text import LINE, READABLE_PX, set_whole
from tabletop.ui.card_labels import display_name


@dataclass(frozen=True)
class Frame:
    """The parts of a drawn face inside its rect."""

    outer: QRectF
    inner: QRectF
    header: QRectF
    subline: QRectF
    body: QRectF
    footer: QRectF


def face_frame(rect: QRectF, name: str | None = None, *, subline: bool = True) -> Frame:
    """The parts of a face in ``rect``; with the card's ``name``, its band is as tall as the
    name needs (:func:`band_height`). Without ``subline`` (a personality: its level badge
    says what the type line would), the body starts under the band."""
    w, h = rect.width(), rect.height()
    margin = max(2.0, w * 0.045)
    inner = rect.adjusted(margin, margin, -margin, -margin)
    header_h = band_height(name, inner, h)
    sub_h = max(8.0, h * 0.07) if subline else 0.0
    footer_h = max(8.0, h * 0.075)
    header = QRectF(inner.left(), inner.top(), inner.width(), header_h)
    sub = QRectF(inner.left(), header.bottom(), inner.width(), sub_h)
    footer = QRectF(inner.left(), inner.bottom() - footer_h, inner.width(), footer_h)
    gap = max(1.0, h * 0.01)
    body = QRectF(
        inner.left(),
        sub.bottom() + gap,
        inner.width(),
        footer.top() - sub.bottom() - 2 * gap,
    )
    return Frame(rect, inner, header, sub, body, footer)


def stage_column(body: QRectF) -> QRectF:
    """The power-stage column of a personality: the left part of the body."""
    return QRectF(body.left(), body.top(), body.width() * 0.56, body.height())


def stage_row(column: QRectF, rows: int, stage: int) -> QRectF:
    """The row of ``stage`` (0 at the bottom) in a column of ``rows`` rows."""
    row_h = column.height() / rows
    index_from_top = rows - 1 - stage
    return QRectF(column.left(), column.top() + index_from_top * row_h, column.width(), row_h)


def band_height(name: str | None, inner: QRectF, height: float) -> float:
    """The name band's height: a share of the card, taller (up to three readable lines) for a
    name that does not fit whole on the usual band."""
    usual = max(12.0, height * 0.155)
    if name is None:
        return usual
    tall = min(height * 0.25, 3 * READABLE_PX * LINE + 0.5)
    if tall <= usual or set_whole(name, QRectF(inner.left(), inner.top(), inner.width(), usual)):
        return usual
    return tall


def star_polygon(centre: QPointF, radius: float) -> QPolygonF:
    """A five-pointed star around ``centre``, its points ``radius`` from it."""
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.42
        angle = -math.pi / 2 + i * math.pi / 5
        points.append(QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle)))
    return QPolygonF(points)


def stage_row_rect(card: Card | None, size: QSize | QSizeF, stage: int) -> QRectF:
    """The row of ``stage`` on the drawn face of a personality of ``size`` (card-pixmap
    coordinates, logical pixels; the stage is clamped to the ladder). An empty rect for any
    other card."""
    if not isinstance(card, Personality):
        return QRectF()
    frame = face_frame(QRectF(0, 0, size.width(), size.height()), display_name(card), subline=False)
    column = stage_column(frame.body)
    return stage_row(column, len(card.stages), max(0, min(stage, card.top_stage)))


def stage_column_rect(card: Card | None, size: QSize | QSizeF) -> QRectF:
    """The whole stage column of a drawn personality face (empty for other cards)."""
    if not isinstance(card, Personality):
        return QRectF()
    frame = face_frame(QRectF(0, 0, size.width(), size.height()), display_name(card), subline=False)
    return stage_column(frame.body)
