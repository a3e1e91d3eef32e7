"""Card faces: the user's card image when there is one, otherwise a face drawn from the facts.

:func:`card_pixmap` is what the table, the preview and the dialogs use. A drawn face shows the
name (Japanese when the interface is Japanese and the card has ``name_ja``), the card type, the
set id and a colour band (Dragon Ball GT: the fighting style; Yu Yu Hakusho: the alignment).
A Dragon Ball GT personality shows its numbered power-stage column (top stage at the top) with
level and PUR; a Yu Yu Hakusho character its attacks (name, cost, value) and defense.

:func:`stage_row_rect` gives the row of one stage on a drawn personality face, so the scouter
can snap to it. Pixmaps are cached (LRU); :func:`clear_cache` forgets them.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)

from tabletop.cards.models import (
    Card,
    Character,
    CombatCardBase,
    DragonBall,
    Personality,
    Technique,
)
from tabletop.games.base import DESCRIPTORS, descriptor
from tabletop.i18n.noop import QT_TRANSLATE_NOOP
from tabletop.ui.card_images import CardImages, default_images

CARD_ASPECT = 88.0 / 63.0
"""Height / width of a printed card (63 x 88 mm)."""

# --- labels (translatable) -----------------------------------------------------------------

STYLE_NAMES: dict[str, str] = {
    "red": QT_TRANSLATE_NOOP("Style", "Red"),
    "black": QT_TRANSLATE_NOOP("Style", "Black"),
    "blue": QT_TRANSLATE_NOOP("Style", "Blue"),
    "orange": QT_TRANSLATE_NOOP("Style", "Orange"),
    "saiyan": QT_TRANSLATE_NOOP("Style", "Saiyan"),
    "white": QT_TRANSLATE_NOOP("Style", "White"),
    "namekian": QT_TRANSLATE_NOOP("Style", "Namekian"),
    "": QT_TRANSLATE_NOOP("Style", "Freestyle"),
}
ALIGNMENT_NAMES: dict[str, str] = {
    "hero": QT_TRANSLATE_NOOP("Alignment", "Hero"),
    "villain": QT_TRANSLATE_NOOP("Alignment", "Villain"),
    "neutral": QT_TRANSLATE_NOOP("Alignment", "Neutral"),
    "both": QT_TRANSLATE_NOOP("Alignment", "Hero and villain"),
}
HERITAGE_NAMES: dict[str, str] = {
    "saiyan": QT_TRANSLATE_NOOP("Heritage", "Saiyan"),
    "earthling": QT_TRANSLATE_NOOP("Heritage", "Earthling"),
    "namekian": QT_TRANSLATE_NOOP("Heritage", "Namekian"),
    "saibaman": QT_TRANSLATE_NOOP("Heritage", "Saibaman"),
}
TEAM_NAMES: dict[str, str] = {
    "urameshi": QT_TRANSLATE_NOOP("Team", "Team Urameshi"),
    "toguro": QT_TRANSLATE_NOOP("Team", "Team Toguro"),
    "masho": QT_TRANSLATE_NOOP("Team", "Team Masho"),
    "rokuyukai": QT_TRANSLATE_NOOP("Team", "Team Rokuyukai"),
    "uraotogi": QT_TRANSLATE_NOOP("Team", "Team Uraotogi"),
    "saint_beasts": QT_TRANSLATE_NOOP("Team", "Saint Beasts"),
    "ichigaki": QT_TRANSLATE_NOOP("Team", "Team Ichigaki"),
    "genkai": QT_TRANSLATE_NOOP("Team", "Genkai"),
    "sarayashki": QT_TRANSLATE_NOOP("Team", "Sarayashki"),
    "koenma": QT_TRANSLATE_NOOP("Team", "Koenma"),
    "ronin": QT_TRANSLATE_NOOP("Team", "Ronin"),
}


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
INK = QColor("#1b1b1b")
MUTED = QColor("#4a4a4a")


def _translate(context: str, text: str) -> str:
    """Translate a source string held in a variable (lupdate reads the literal tables)."""
    return QCoreApplication.translate(context, text)


def use_japanese_names() -> bool:
    """Does the interface speak Japanese now (the language manager sets the default locale)?"""
    return QLocale().language() == QLocale.Language.Japanese


def display_name(card: Card, japanese: bool | None = None) -> str:
    """The card's name in the interface language (``name_ja`` when Japanese and present)."""
    if japanese is None:
        japanese = use_japanese_names()
    return card.name_ja if japanese and card.name_ja else card.name


def game_label(game: str) -> str:
    """The translated name of a game (its descriptor's; the id for an unknown game)."""
    found = descriptor(game)
    return _translate("Game", found.name) if found is not None else game


def type_label(game: str, card_type: str) -> str:
    """The translated name of a card type of ``game`` (its descriptor's ``card_types``)."""
    found = descriptor(game)
    source = found.card_types.get(card_type) if found is not None else None
    return _translate("CardType", source) if source else card_type


def style_label(style: str | None) -> str:
    """The translated name of a fighting style (None: freestyle)."""
    return _translate("Style", STYLE_NAMES.get(style or "", style or ""))


def alignment_label(alignment: str) -> str:
    source = ALIGNMENT_NAMES.get(alignment)
    return _translate("Alignment", source) if source else alignment


def heritage_label(heritage: str | None) -> str:
    """The translated name of a personality's heritage (an unknown slug is title-cased)."""
    if not heritage:
        return ""
    source = HERITAGE_NAMES.get(heritage)
    return _translate("Heritage", source) if source else heritage.replace("_", " ").title()


def character_label(card: Personality) -> str:
    """The character a personality card is (its name without the level, in Japanese when the
    card has a Japanese name and the interface speaks Japanese)."""
    if use_japanese_names() and card.name_ja:
        return re.sub(r"\s*Lv\.?\s*\d+$", "", card.name_ja) or card.character
    return card.character


def team_label(team: str | None) -> str:
    """The translated name of a Yu Yu Hakusho team symbol (an unknown slug is title-cased)."""
    if not team:
        return ""
    source = TEAM_NAMES.get(team)
    return _translate("Team", source) if source else team.replace("_", " ").title()


def field_label(field: str, value: str | None) -> str:
    """The translated name of a value of a card field (``style``, ``team``, ``alignment``,
    ``heritage``); an unknown field's value as it is."""
    if field == "style":
        return style_label(value)
    if field == "team":
        return team_label(value)
    if field == "alignment":
        return alignment_label(value) if value else ""
    if field == "heritage":
        return heritage_label(value)
    return value or ""


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


def format_power(value: int | str) -> str:
    """A power rating as printed, with digit grouping (``12,000``)."""
    return f"{value:,}" if isinstance(value, int) else str(value)


# --- geometry ------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Frame:
    """The parts of a drawn face inside its rect."""

    outer: QRectF
    inner: QRectF
    header: QRectF
    subline: QRectF
    body: QRectF
    footer: QRectF


def _frame(rect: QRectF) -> _Frame:
    w, h = rect.width(), rect.height()
    margin = max(2.0, w * 0.045)
    inner = rect.adjusted(margin, margin, -margin, -margin)
    header_h = max(12.0, h * 0.12)
    sub_h = max(8.0, h * 0.07)
    footer_h = max(8.0, h * 0.075)
    header = QRectF(inner.left(), inner.top(), inner.width(), header_h)
    subline = QRectF(inner.left(), header.bottom(), inner.width(), sub_h)
    footer = QRectF(inner.left(), inner.bottom() - footer_h, inner.width(), footer_h)
    gap = max(1.0, h * 0.01)
    body = QRectF(
        inner.left(),
        subline.bottom() + gap,
        inner.width(),
        footer.top() - subline.bottom() - 2 * gap,
    )
    return _Frame(rect, inner, header, subline, body, footer)


def _stage_column(body: QRectF) -> QRectF:
    """The power-stage column of a personality: the left part of the body."""
    return QRectF(body.left(), body.top(), body.width() * 0.56, body.height())


def _row_rect(column: QRectF, rows: int, stage: int) -> QRectF:
    """The row of ``stage`` (0 at the bottom) in a column of ``rows`` rows."""
    row_h = column.height() / rows
    index_from_top = rows - 1 - stage
    return QRectF(column.left(), column.top() + index_from_top * row_h, column.width(), row_h)


def stage_row_rect(card: Card | None, size: QSize | QSizeF, stage: int) -> QRectF:
    """The row of ``stage`` on the drawn face of a personality of ``size`` (card-pixmap
    coordinates, logical pixels; the stage is clamped to the ladder). An empty rect for any
    other card."""
    if not isinstance(card, Personality):
        return QRectF()
    frame = _frame(QRectF(0, 0, size.width(), size.height()))
    column = _stage_column(frame.body)
    return _row_rect(column, len(card.stages), max(0, min(stage, card.top_stage)))


def stage_column_rect(card: Card | None, size: QSize | QSizeF) -> QRectF:
    """The whole stage column of a drawn personality face (empty for other cards)."""
    if not isinstance(card, Personality):
        return QRectF()
    return _stage_column(_frame(QRectF(0, 0, size.width(), size.height())).body)


# --- text helpers --------------------------------------------------------------------------


def _font(pixel_size: float, *, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(5, round(pixel_size)))
    font.setBold(bold)
    font.setHintingPreference(QFont.HintingPreference.PreferFullHinting)
    return font


def _fitted(text: str, width: float, size: float, minimum: float, *, bold: bool = False) -> QFont:
    """The largest font from ``size`` down to ``minimum`` in which ``text`` fits ``width``."""
    font = _font(size, bold=bold)
    while font.pixelSize() > minimum and QFontMetricsF(font).horizontalAdvance(text) > width:
        font.setPixelSize(font.pixelSize() - 1)
    return font


def _text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    font: QFont,
    colour: QColor,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
) -> None:
    """One line of ``text`` in ``rect``, elided at the right when too long."""
    painter.setFont(font)
    painter.setPen(colour)
    elided = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), elided)


def _chip(painter: QPainter, rect: QRectF, text: str, fill: QColor, colour: QColor) -> None:
    """Text on a rounded chip."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    radius = rect.height() * 0.3
    painter.drawRoundedRect(rect, radius, radius)
    font = _fitted(text, rect.width() - rect.height() * 0.4, rect.height() * 0.7, 5, bold=True)
    _text(painter, rect, text, font, colour, Qt.AlignmentFlag.AlignHCenter)


# --- painting ------------------------------------------------------------------------------


def paint_card_face(
    painter: QPainter, rect: QRectF, card: Card, *, japanese: bool | None = None
) -> None:
    """Draw the face of ``card`` (from its facts, never an image) into ``rect``."""
    painter.save()
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing, True
    )
    frame = _frame(rect)
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

    _paint_name(painter, frame.header, display_name(card, japanese), band_text)

    _paint_subline(painter, frame.subline, card)
    _paint_footer(painter, frame.footer, card)

    if isinstance(card, Personality):
        _paint_personality(painter, frame.body, card)
    elif isinstance(card, Character):
        _paint_character(painter, frame.body, card)
    elif isinstance(card, Technique):
        _paint_technique(painter, frame.body, card)
    elif isinstance(card, CombatCardBase):
        _paint_combat(painter, frame.body, card)
    elif isinstance(card, DragonBall):
        _paint_dragon_ball(painter, frame.body, card)
    else:
        _paint_plain(painter, frame.body, card)
    painter.restore()


def _paint_name(painter: QPainter, header: QRectF, name: str, colour: QColor) -> None:
    """The name on the band: one line, shrunk to fit down to a readable size; a long name on
    a large face wraps to two lines; what still does not fit is elided."""
    pad = header.height() * 0.22
    rect = header.adjusted(pad, 0, -pad, 0)
    readable = max(8.0, header.height() * 0.46)
    font = _fitted(name, rect.width(), header.height() * 0.62, readable, bold=True)
    metrics = QFontMetricsF(font)
    if metrics.horizontalAdvance(name) <= rect.width() or header.height() < 26 or " " not in name:
        _text(painter, rect, name, font, colour)
        return
    font = _font(header.height() * 0.38, bold=True)
    metrics = QFontMetricsF(font)
    words = name.split()
    first = words[0]
    rest = words[1:]
    while rest and metrics.horizontalAdvance(first + " " + rest[0]) <= rect.width():
        first += " " + rest.pop(0)
    half = rect.height() / 2
    top = QRectF(rect.left(), rect.top() + half * 0.08, rect.width(), half)
    bottom = QRectF(rect.left(), rect.top() + half * 0.92, rect.width(), half)
    _text(painter, top, first, font, colour)
    _text(painter, bottom, " ".join(rest), font, colour)


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
    font = _fitted(text, rect.width(), rect.height() * 0.78, 6)
    _text(painter, rect.adjusted(1, 0, -1, 0), text, font, MUTED)


def _paint_footer(painter: QPainter, rect: QRectF, card: Card) -> None:
    font = _font(rect.height() * 0.78)
    painter.setPen(QPen(QColor("#b0a890"), max(0.5, rect.height() * 0.06)))
    painter.drawLine(QPointF(rect.left(), rect.top()), QPointF(rect.right(), rect.top()))
    _text(painter, rect.adjusted(1, 0, -1, 0), card.id, font, MUTED)
    right = ""
    if hasattr(card, "spirit_cost"):
        right = QCoreApplication.translate("CardFace", "Spirit {cost}").format(
            cost=card.spirit_cost
        )
    elif isinstance(card, Personality):
        right = alignment_label(card.alignment)
    if right:
        _text(painter, rect.adjusted(1, 0, -1, 0), right, font, MUTED, Qt.AlignmentFlag.AlignRight)


def _paint_personality(painter: QPainter, body: QRectF, card: Personality) -> None:
    column = _stage_column(body)
    rows = len(card.stages)
    row_h = column.height() / rows
    number_w = column.width() * 0.3
    values = [format_power(v) for v in card.stages]
    widest = max(values, key=len)
    value_font = _fitted(widest, column.width() - number_w - 3, min(row_h * 0.8, 15), 5, bold=True)
    number_font = _font(min(row_h * 0.72, 13), bold=True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#ffffff"))
    painter.drawRect(column)
    for stage in range(rows):
        row = _row_rect(column, rows, stage)
        if stage % 2 == 0:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#f3ead2"))
            painter.drawRect(row)
        number_rect = QRectF(row.left(), row.top(), number_w, row.height())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#37474f") if stage else QColor("#8d1c1c"))
        painter.drawRect(number_rect)
        _text(painter, number_rect, str(stage), number_font, QColor("#ffffff"),
              Qt.AlignmentFlag.AlignHCenter)  # fmt: skip
        _text(painter, row.adjusted(number_w + 1, 0, -2, 0), values[stage], value_font, INK,
              Qt.AlignmentFlag.AlignRight)  # fmt: skip
    painter.setPen(QPen(QColor("#37474f"), max(0.6, body.width() * 0.008)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(column)

    side = QRectF(column.right() + body.width() * 0.04, body.top(),
                  body.right() - column.right() - body.width() * 0.04, body.height())  # fmt: skip
    line_h = min(side.height() / 6.5, side.width() * 0.42)
    y = side.top()
    level_text = QCoreApplication.translate("CardFace", "Lv {level}").format(level=card.level)
    _chip(painter, QRectF(side.left(), y, side.width(), line_h * 1.2), level_text,
          QColor("#37474f"), QColor("#ffffff"))  # fmt: skip
    y += line_h * 1.45
    pur_text = QCoreApplication.translate("CardFace", "PUR {pur}").format(pur=card.pur)
    _chip(painter, QRectF(side.left(), y, side.width(), line_h * 1.2), pur_text,
          QColor("#f9a825"), QColor("#1b1b1b"))  # fmt: skip
    y += line_h * 1.45
    small = _font(line_h * 0.6)
    for text in (
        character_label(card),
        heritage_label(card.heritage),
        QCoreApplication.translate("CardFace", "Hi-tech") if card.hi_tech else "",
        style_label(card.style) if card.style else "",
    ):
        if text and y + line_h <= side.bottom() + 0.5:
            _text(painter, QRectF(side.left(), y, side.width(), line_h), text, small, MUTED)
            y += line_h
    _paint_note(painter, QRectF(side.left(), y, side.width(), side.bottom() - y), card.note)


def _attack_rows(
    painter: QPainter, rect: QRectF, attacks: Sequence[tuple[str, int, int | None]], row_h: float
) -> float:
    """Attack rows (name, cost, value) from the top of ``rect``; returns the y below them."""
    y = rect.top()
    name_font = _font(row_h * 0.42)
    value_font = _font(row_h * 0.5, bold=True)
    for name, cost, value in attacks:
        row = QRectF(rect.left(), y, rect.width(), row_h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#e3e9f2"))
        painter.drawRoundedRect(row, row_h * 0.2, row_h * 0.2)
        cost_w = row_h * 0.9
        cost_rect = QRectF(row.left() + row_h * 0.1, row.top() + row_h * 0.15, cost_w,
                           row_h * 0.7)  # fmt: skip
        _chip(painter, cost_rect, QCoreApplication.translate("CardFace", "×{cost}").format(cost=cost),
              QColor("#5c6bc0"), QColor("#ffffff"))  # fmt: skip
        value_text = format_power(value) if value is not None else "?"
        value_w = QFontMetricsF(value_font).horizontalAdvance(value_text) + row_h * 0.1
        value_rect = QRectF(row.right() - value_w - row_h * 0.15, row.top(), value_w, row_h)
        _text(painter, value_rect, value_text, value_font, INK, Qt.AlignmentFlag.AlignRight)
        name_rect = QRectF(cost_rect.right() + row_h * 0.15, row.top(),
                           value_rect.left() - cost_rect.right() - row_h * 0.2, row_h)  # fmt: skip
        _text(
            painter,
            name_rect,
            name or QCoreApplication.translate("CardFace", "Attack"),
            name_font,
            INK,
        )
        y += row_h * 1.12
    return y


def _paint_character(painter: QPainter, body: QRectF, card: Character) -> None:
    row_h = min(body.height() / 5.2, body.width() * 0.2)
    attacks = [(a.name or "", a.cost, a.value) for a in card.attacks]
    label_font = _font(row_h * 0.42, bold=True)
    _text(painter, QRectF(body.left(), body.top(), body.width(), row_h * 0.55),
          QCoreApplication.translate("CardFace", "Attacks"), label_font, MUTED)  # fmt: skip
    y = _attack_rows(painter, body.adjusted(0, row_h * 0.6, 0, 0), attacks, row_h)
    defense_h = row_h * 1.1
    defense = QRectF(body.left(), body.bottom() - defense_h, body.width(), defense_h)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#263238"))
    painter.drawRoundedRect(defense, defense_h * 0.2, defense_h * 0.2)
    inner = defense.adjusted(defense_h * 0.25, 0, -defense_h * 0.25, 0)
    _text(painter, inner, QCoreApplication.translate("CardFace", "DEF"), _font(defense_h * 0.45, bold=True),
          QColor("#b0bec5"))  # fmt: skip
    _text(painter, inner, format_power(card.defense), _font(defense_h * 0.62, bold=True),
          QColor("#ffffff"), Qt.AlignmentFlag.AlignRight)  # fmt: skip
    marks = []
    if card.sideline_effect:
        marks.append(QCoreApplication.translate("CardFace", "Sideline effect"))
    if card.has_effect_text:
        marks.append(QCoreApplication.translate("CardFace", "Effect text"))
    small = _font(row_h * 0.42)
    for text in marks:
        if y + row_h * 0.6 <= defense.top():
            _text(painter, QRectF(body.left(), y, body.width(), row_h * 0.6), text, small, MUTED)
            y += row_h * 0.6
    _paint_note(painter, QRectF(body.left(), y, body.width(), defense.top() - y), card.note)


def _paint_technique(painter: QPainter, body: QRectF, card: Technique) -> None:
    row_h = min(body.height() / 5.2, body.width() * 0.2)
    y = body.top()
    if card.attack is not None:
        a = card.attack
        y = _attack_rows(painter, body, [(a.name or "", a.cost, a.value)], row_h)
    _paint_note(painter, QRectF(body.left(), y, body.width(), body.bottom() - y), card.note)


def _damage_text(card: CombatCardBase) -> str:
    damage = card.damage
    if damage is None:
        return ""
    if damage.kind == "life":
        return QCoreApplication.translate("CardFace", "{n} life cards").format(n=damage.amount)
    if damage.kind == "stages":
        return QCoreApplication.translate("CardFace", "{n} stages").format(n=damage.amount)
    text = QCoreApplication.translate("CardFace", "PAT")
    if damage.bonus:
        text += f" {damage.bonus:+d}"
    if damage.multiplier and damage.multiplier > 1:
        text += f" ×{damage.multiplier}"
    return text


def _paint_combat(painter: QPainter, body: QRectF, card: CombatCardBase) -> None:
    line_h = min(body.height() / 6.0, body.width() * 0.17)
    y = body.top() + line_h * 0.2
    chips = []
    if card.attack:
        chips.append((QCoreApplication.translate("CardFace", "Attack"), QColor("#c62828")))
    if card.defense:
        chips.append((QCoreApplication.translate("CardFace", "Defense"), QColor("#1565c0")))
    chip_w = (body.width() - line_h * 0.3 * (len(chips) - 1)) / max(1, len(chips))
    for i, (text, colour) in enumerate(chips):
        x = body.left() + i * (chip_w + line_h * 0.3)
        _chip(painter, QRectF(x, y, chip_w, line_h * 1.1), text, colour, QColor("#ffffff"))
    y += line_h * 1.5
    small = _font(line_h * 0.62)
    lines = []
    if card.cost_stages is not None:
        lines.append(
            QCoreApplication.translate("CardFace", "Cost: {n} stages").format(n=card.cost_stages)
        )
    damage = _damage_text(card)
    if damage:
        lines.append(
            QCoreApplication.translate("CardFace", "Damage: {damage}").format(damage=damage)
        )
    if card.defends and card.defense:
        defends = {
            "physical": QCoreApplication.translate("CardFace", "Stops physical attacks"),
            "energy": QCoreApplication.translate("CardFace", "Stops energy attacks"),
            "any": QCoreApplication.translate("CardFace", "Stops any attack"),
        }[card.defends]
        lines.append(defends)
    for text in lines:
        _text(painter, QRectF(body.left(), y, body.width(), line_h), text, small, INK)
        y += line_h
    _paint_note(painter, QRectF(body.left(), y, body.width(), body.bottom() - y), card.note)


def _paint_dragon_ball(painter: QPainter, body: QRectF, card: DragonBall) -> None:
    diameter = min(body.width(), body.height()) * 0.62
    centre = QPointF(body.center().x(), body.top() + diameter * 0.62)
    gradient = QRadialGradient(centre - QPointF(diameter * 0.15, diameter * 0.15), diameter * 0.6)
    gradient.setColorAt(0.0, QColor("#fff3c4"))
    gradient.setColorAt(0.35, QColor("#ffb300"))
    gradient.setColorAt(1.0, QColor("#e65100"))
    painter.setPen(QPen(QColor("#bf360c"), max(0.6, diameter * 0.02)))
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(centre, diameter / 2, diameter / 2)
    _star_ring(painter, centre, diameter * 0.26, card.db_number, diameter * 0.085)
    label = QRectF(body.left(), centre.y() + diameter * 0.55, body.width(), diameter * 0.22)
    _text(painter, label, card.db_set, _font(label.height() * 0.8, bold=True), INK,
          Qt.AlignmentFlag.AlignHCenter)  # fmt: skip


def _star(centre: QPointF, radius: float) -> QPolygonF:
    import math

    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.42
        angle = -math.pi / 2 + i * math.pi / 5
        points.append(QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle)))
    return QPolygonF(points)


def _star_ring(painter: QPainter, centre: QPointF, ring: float, count: int, radius: float) -> None:
    import math

    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#d50000"))
    if count == 1:
        painter.drawPolygon(_star(centre, radius * 1.4))
        return
    for i in range(count):
        angle = -math.pi / 2 + i * 2 * math.pi / count
        at = QPointF(centre.x() + ring * math.cos(angle), centre.y() + ring * math.sin(angle))
        painter.drawPolygon(_star(at, radius))


def _paint_plain(painter: QPainter, body: QRectF, card: Card) -> None:
    line_h = min(body.height() / 6.0, body.width() * 0.15)
    small = _font(line_h * 0.62)
    y = body.top()
    lines = []
    named_for = getattr(card, "named_for", None)
    if named_for:
        lines.append(QCoreApplication.translate("CardFace", "Named: {name}").format(name=named_for))
    marker = getattr(card, "alignment_marker", None)
    if marker:
        lines.append(
            QCoreApplication.translate("CardFace", "{alignment} only").format(
                alignment=alignment_label(marker)
            )
        )
    backer_for = getattr(card, "backer_for_name", None)
    if backer_for:
        lines.append(
            QCoreApplication.translate("CardFace", "Backer for {name}").format(name=backer_for)
        )
    if card.limit_per_deck is not None:
        lines.append(
            QCoreApplication.translate("CardFace", "Limit {n} per deck").format(
                n=card.limit_per_deck
            )
        )
    for text in lines:
        _text(painter, QRectF(body.left(), y, body.width(), line_h), text, small, INK)
        y += line_h
    _paint_note(painter, QRectF(body.left(), y, body.width(), body.bottom() - y), card.note)


def _paint_note(painter: QPainter, rect: QRectF, note: str | None) -> None:
    """The user's own text for the card, wrapped, when there is room."""
    if not note or rect.height() < 8 or rect.width() < 20:
        return
    font = _font(max(6.0, min(11.0, rect.width() * 0.075)))
    painter.setFont(font)
    painter.setPen(MUTED)
    painter.drawText(rect.adjusted(1, 1, -1, -1),
                     int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                         | Qt.TextFlag.TextWordWrap), note)  # fmt: skip


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
    painter.drawPolygon(_star(centre, emblem * 0.72))
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
        key: tuple[object, ...] = ("face", card, size.width(), size.height(), dpr,
                                   use_japanese_names(), QLocale().name())  # fmt: skip
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
