"""Card faces: the user's card image when there is one, otherwise a face drawn from the facts.

:func:`card_pixmap` is what the table, the preview and the dialogs use. A drawn face shows the
name (Japanese when the interface is Japanese and the card has ``name_ja``), the card type, the
set id and a colour band (Dragon Ball GT: the fighting style; Yu Yu Hakusho: the alignment).
A Dragon Ball GT personality shows its numbered power-stage column (top stage at the top) with
level and PUR; a Yu Yu Hakusho character its attacks (name, cost, value) and defense.

:func:`~tabletop.ui.card_faces.geometry.stage_row_rect` gives the row of one stage on a drawn
personality face, so the scouter can snap to it; :func:`name_fits` whether a name is set whole at a size. The body of each kind
of card is drawn by :mod:`tabletop.ui.card_faces.kinds`. Pixmaps are cached (LRU);
:func:`clear_cache` forgets them.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator, Mapping

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)

from tabletop.cards.models import (
    Card,
    Character,
    Personality,
)
from tabletop.games.base import DESCRIPTORS, descriptor
from tabletop.i18n.text import app_language
from tabletop.ui.card_faces.geometry import face_frame, star_polygon
from tabletop.ui.card_faces.kinds import paint_body
from tabletop.ui.card_faces.text import (
    MUTED,
    draw_text,
    face_font,
    fitted_font,
    name_layout,
    set_whole,
)
from tabletop.ui.card_images import CardImages, default_images
from tabletop.ui.card_labels import (
    alignment_label,
    display_name,
    style_label,
    team_label,
    type_label,
    use_japanese_names,
)

CARD_ASPECT = 88.0 / 63.0
"""Height / width of a printed card (63 x 88 mm)."""


class _Paper(Mapping[str, str]):
    """Game id -> the paper colour of its drawn faces (from the game's descriptor)."""

    def __getitem__(self, game: str) -> str:
        found = descriptor(game)
        if found is None:
            raise KeyError(game)
        return found.paper

    def __iter__(self) -> Iterator[str]:
        return iter(DESCRIPTORS)

    def __len__(self) -> int:
        return len(DESCRIPTORS)


PAPER: Mapping[str, str] = _Paper()
NEUTRAL_BAND = ("#607d8b", "#ffffff")
"""The band of a card whose game names no colours."""


def band_colours(card: Card) -> tuple[QColor, QColor]:
    """(band colour, text colour) of the card's header band: the colours its game's descriptor
    gives the first of the band's fields the card has set (Dragon Ball GT: the style)."""
    found = descriptor(card.game)
    scheme = found.band if found is not None else None
    band, text = NEUTRAL_BAND
    if scheme is not None:
        value = next((v for f in scheme.fields if (v := getattr(card, f, None))), scheme.default)
        band, text = scheme.colours.get(value) or scheme.colours.get(scheme.default, NEUTRAL_BAND)
    return QColor(band), QColor(text)


# --- painting ------------------------------------------------------------------------------


def paint_card_face(
    painter: QPainter, rect: QRectF, card: Card, *, japanese: bool | None = None
) -> None:
    """Draw the face of ``card`` (from its facts, never an image) into ``rect``."""
    painter.save()
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing, True
    )
    name = display_name(card, japanese)
    personality = isinstance(card, Personality)
    frame = face_frame(rect, name, subline=not personality)
    w = rect.width()
    radius = w * 0.055
    painter.setPen(QPen(QColor("#1b1b1b"), max(1.0, w * 0.012)))
    painter.setBrush(QColor(PAPER.get(card.game, "#ffffff")))
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)

    band, band_text = band_colours(card)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(band)
    band_radius = frame.header.height() * 0.22
    painter.drawRoundedRect(frame.header, band_radius, band_radius)
    if band.lightness() > 200:  # a white band needs an edge on pale paper
        painter.setPen(QPen(QColor("#9e9e9e"), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(frame.header, band_radius, band_radius)

    _paint_name(painter, frame.header, name, band_text)

    if not personality:
        _paint_subline(painter, frame.subline, card)
    _paint_footer(painter, frame.footer, card)

    paint_body(painter, frame.body, card)
    painter.restore()


def _paint_name(painter: QPainter, header: QRectF, name: str, colour: QColor) -> None:
    """The name on the band: one line, shrunk to fit down to a readable size; a long name
    wraps to two or three lines when they fit on the band; what still does not fit is elided."""
    pad = header.height() * 0.22
    rect = header.adjusted(pad, 0, -pad, 0)
    font, lines = name_layout(name, header)
    if len(lines) == 1:
        draw_text(painter, rect, name, font, colour)
        return
    step = rect.height() / len(lines)
    for index, line in enumerate(lines):
        draw_text(
            painter,
            QRectF(rect.left(), rect.top() + index * step, rect.width(), step),
            line,
            font,
            colour,
        )


def name_fits(card: Card, size: QSize | QSizeF, japanese: bool | None = None) -> tuple[bool, int]:
    """Whether the card's name is set whole on a face of ``size`` (no line elided), and the
    name's font size in pixels."""
    name = display_name(card, japanese)
    header = face_frame(QRectF(0, 0, size.width(), size.height()), name).header
    return set_whole(name, header), name_layout(name, header)[0].pixelSize()


def _subline_text(card: Card) -> str:
    parts = [type_label(card.game, card.type)]
    if isinstance(card, Personality):
        parts.append(QCoreApplication.translate("CardFace", "Lv {level}").format(level=card.level))
    elif isinstance(card, Character):
        if card.team:
            parts.append(team_label(card.team) + (" ★" if card.team_leader else ""))
    elif style := getattr(card, "style", None):
        parts.append(style_label(style))
    return " · ".join(parts)


def _paint_subline(painter: QPainter, rect: QRectF, card: Card) -> None:
    text = _subline_text(card)
    font = fitted_font(text, rect.width(), rect.height() * 0.78, 6)
    draw_text(painter, rect.adjusted(1, 0, -1, 0), text, font, MUTED)


def _paint_footer(painter: QPainter, rect: QRectF, card: Card) -> None:
    font = face_font(rect.height() * 0.78)
    painter.setPen(QPen(QColor("#b0a890"), max(0.5, rect.height() * 0.06)))
    painter.drawLine(QPointF(rect.left(), rect.top()), QPointF(rect.right(), rect.top()))
    draw_text(painter, rect.adjusted(1, 0, -1, 0), card.id, font, MUTED)
    right = ""
    if hasattr(card, "spirit_cost"):
        right = QCoreApplication.translate("CardFace", "Spirit {cost}").format(
            cost=card.spirit_cost
        )
    elif isinstance(card, Personality):
        right = alignment_label(card.alignment)
    if right:
        draw_text(
            painter, rect.adjusted(1, 0, -1, 0), right, font, MUTED, Qt.AlignmentFlag.AlignRight
        )


def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    """A game-neutral card back: deep blue, a lattice, a gold frame and a star emblem."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w, h = rect.width(), rect.height()
    radius = w * 0.055
    outline = QPainterPath()
    outline.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, QColor("#1d2b64"))
    gradient.setColorAt(1.0, QColor("#0b1233"))
    painter.setPen(QPen(QColor("#0a0f24"), max(1.0, w * 0.012)))
    painter.setBrush(QBrush(gradient))
    painter.drawPath(outline)

    inset = w * 0.08
    frame = rect.adjusted(inset, inset, -inset, -inset)
    painter.save()
    painter.setClipRect(frame)
    painter.setPen(QPen(QColor(255, 255, 255, 28), max(0.5, w * 0.006)))
    step = max(4.0, w * 0.09)
    x = frame.left() - frame.height()
    while x < frame.right():
        painter.drawLine(QPointF(x, frame.top()), QPointF(x + frame.height(), frame.bottom()))
        painter.drawLine(QPointF(x + frame.height(), frame.top()), QPointF(x, frame.bottom()))
        x += step
    painter.restore()
    gold = QColor("#d4af37")
    painter.setPen(QPen(gold, max(0.8, w * 0.018)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(frame, radius * 0.6, radius * 0.6)
    centre = rect.center()
    emblem = min(w, h) * 0.22
    painter.setBrush(QColor("#0b1233"))
    painter.drawEllipse(centre, emblem, emblem)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(gold)
    painter.drawPolygon(star_polygon(centre, emblem * 0.72))
    painter.restore()


# --- pixmaps -------------------------------------------------------------------------------

CACHE_ENTRIES = 800
_cache: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()


def clear_cache() -> None:
    """Forget every cached face (after a language switch they are re-keyed anyway)."""
    _cache.clear()


def _new_pixmap(size: QSize, dpr: float) -> QPixmap:
    pixmap = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap


def card_pixmap(
    card: Card | None,
    size: QSize,
    *,
    face_up: bool = True,
    device_pixel_ratio: float = 1.0,
    images: CardImages | None = None,
) -> QPixmap:
    """The card as a pixmap of ``size`` logical pixels: the back when ``card`` is None or
    ``face_up`` is False, else the user's image, else the drawn face. ``images`` defaults to
    the folder in the user's settings."""
    dpr = max(0.5, min(float(device_pixel_ratio), 8.0))
    if size.isEmpty():
        size = QSize(max(1, size.width()), max(1, size.height()))
    if card is not None and face_up:
        image = (images or default_images()).pixmap(card.id, size, dpr)
        if image is not None:
            return image
        # the language too: the pseudo-locale has English's locale
        key: tuple[object, ...] = (
            "face",
            card,
            size.width(),
            size.height(),
            dpr,
            use_japanese_names(),
            QLocale().name(),
            app_language(),
        )
    else:
        key = ("back", size.width(), size.height(), dpr)
    cached = _cache.get(key)
    if cached is not None:
        _cache.move_to_end(key)
        return cached
    pixmap = _new_pixmap(size, dpr)
    painter = QPainter(pixmap)
    target = QRectF(0, 0, size.width(), size.height())
    if card is not None and face_up:
        paint_card_face(painter, target, card)
    else:
        paint_card_back(painter, target)
    painter.end()
    _cache[key] = pixmap
    while len(_cache) > CACHE_ENTRIES:
        _cache.popitem(last=False)
    return pixmap


def card_size(width: int) -> QSize:
    """A card-shaped size of ``width`` logical pixels."""
    return QSize(width, round(width * CARD_ASPECT))
