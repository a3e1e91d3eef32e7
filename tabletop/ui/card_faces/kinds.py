"""The body of a drawn card face, by kind of card: a personality's stage column with its level
and PUR, a fighter's attacks and DEF, a technique, a combat card, a Dragon Ball, any other
card's text; the card's effects in words (:mod:`.effect_text`); and the player's note below.

:func:`stage_font_sizes` and :func:`fighter_font_sizes` tell how large the numbers a player
reads most (the stage powers, the attacks and DEF) are drawn on a face of a given size.
:mod:`tabletop.ui.card_face` draws the rest of the face (band, name, type line, footer) and
keeps the labels.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPen,
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
from tabletop.ui.card_faces.effect_text import has_effects, paint_effects
from tabletop.ui.card_faces.geometry import (
    face_frame,
    stage_column,
    stage_column_rect,
    stage_row,
    star_polygon,
)
from tabletop.ui.card_faces.text import (
    INK,
    MUTED,
    draw_chip,
    draw_text,
    face_font,
    fitted_font,
    format_power,
)
from tabletop.ui.card_labels import (
    alignment_label,
    attack_name,
    character_label,
    character_words,
    display_name,
    dragon_ball_set_label,
    heritage_label,
    style_label,
)


def paint_body(painter: QPainter, body: QRectF, card: Card) -> None:
    """Draw the body of ``card``'s face in ``body``, as its kind of card shows it."""
    if isinstance(card, Personality):
        _paint_personality(painter, body, card)
    elif isinstance(card, Character):
        _paint_character(painter, body, card)
    elif isinstance(card, Technique):
        _paint_technique(painter, body, card)
    elif isinstance(card, CombatCardBase):
        _paint_combat(painter, body, card)
    elif isinstance(card, DragonBall):
        _paint_dragon_ball(painter, body, card)
    else:
        _paint_plain(painter, body, card)


def _stage_fonts(column: QRectF, card: Personality) -> tuple[QFont, QFont]:
    """The fonts of a stage column's numbers: the stage, and its power."""
    row_h = column.height() / len(card.stages)
    number_w = column.width() * 0.3
    widest = max((format_power(v) for v in card.stages), key=len)
    # the digits as high as the row lets them be (they have no descenders): a player reads them
    value_font = fitted_font(
        widest, column.width() - number_w - 3, min(row_h * 0.98, 15), 5, bold=True
    )
    return face_font(min(row_h * 0.98, 13), bold=True), value_font


def stage_font_sizes(card: Card | None, size: QSize | QSizeF) -> tuple[int, int]:
    """The pixel sizes of a personality face's stage numbers and powers at ``size`` (0, 0 for
    any other card)."""
    column = stage_column_rect(card, size)
    if column.isEmpty() or not isinstance(card, Personality):
        return 0, 0
    number, value = _stage_fonts(column, card)
    return number.pixelSize(), value.pixelSize()


def _personality_side(body: QRectF, column: QRectF) -> tuple[QRectF, float]:
    """The part of a personality's body right of its stage column, and its line height."""
    side = QRectF(
        column.right() + body.width() * 0.04,
        body.top(),
        body.right() - column.right() - body.width() * 0.04,
        body.height(),
    )
    return side, min(side.height() / 6.5, side.width() * 0.42)


def stage_badges_rect(card: Card | None, size: QSize | QSizeF) -> QRectF:
    """Where a personality face of ``size`` shows its level and PUR badges, right of its
    stage column (empty for any other card): what the scouter's read-out must not cover."""
    if not isinstance(card, Personality):
        return QRectF()
    body = face_frame(
        QRectF(0, 0, size.width(), size.height()), display_name(card), subline=False
    ).body
    side, line_h = _personality_side(body, stage_column(body))
    return QRectF(side.left(), side.top(), side.width(), line_h * 2.65)


def _paint_personality(painter: QPainter, body: QRectF, card: Personality) -> None:
    column = stage_column(body)
    rows = len(card.stages)
    number_w = column.width() * 0.3
    values = [format_power(v) for v in card.stages]
    number_font, value_font = _stage_fonts(column, card)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#ffffff"))
    painter.drawRect(column)
    for stage in range(rows):
        row = stage_row(column, rows, stage)
        if stage % 2 == 0:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#f3ead2"))
            painter.drawRect(row)
        number_rect = QRectF(row.left(), row.top(), number_w, row.height())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#37474f") if stage else QColor("#8d1c1c"))
        painter.drawRect(number_rect)
        draw_text(
            painter,
            number_rect,
            str(stage),
            number_font,
            QColor("#ffffff"),
            Qt.AlignmentFlag.AlignHCenter,
        )
        draw_text(
            painter,
            row.adjusted(number_w + 1, 0, -2, 0),
            values[stage],
            value_font,
            INK,
            Qt.AlignmentFlag.AlignRight,
        )
    painter.setPen(QPen(QColor("#37474f"), max(0.6, body.width() * 0.008)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(column)

    side, line_h = _personality_side(body, column)
    y = side.top()
    level_text = QCoreApplication.translate("CardFace", "Lv {level}").format(level=card.level)
    draw_chip(
        painter,
        QRectF(side.left(), y, side.width(), line_h * 1.2),
        level_text,
        QColor("#37474f"),
        QColor("#ffffff"),
    )
    y += line_h * 1.45
    pur_text = QCoreApplication.translate("CardFace", "PUR {pur}").format(pur=card.pur)
    draw_chip(
        painter,
        QRectF(side.left(), y, side.width(), line_h * 1.2),
        pur_text,
        QColor("#f9a825"),
        QColor("#1b1b1b"),
    )
    y += line_h * 1.45
    small = face_font(line_h * 0.6)
    for text in (
        character_label(card),
        heritage_label(card.heritage),
        QCoreApplication.translate("CardFace", "Hi-tech") if card.hi_tech else "",
        style_label(card.style) if card.style else "",
    ):
        if text and y + line_h <= side.bottom() + 0.5:
            draw_text(painter, QRectF(side.left(), y, side.width(), line_h), text, small, MUTED)
            y += line_h
    _paint_note(painter, QRectF(side.left(), y, side.width(), side.bottom() - y), card.note)


NAME_MINIMUM_PX = 8
"""The smallest pixel size an attack's name shrinks to before it is elided."""


def _attack_rows(
    painter: QPainter, rect: QRectF, attacks: Sequence[tuple[str, int, int | None]], row_h: float
) -> float:
    """Attack rows (name, cost, value) from the top of ``rect``; returns the y below them."""
    y = rect.top()
    name_size = row_h * 0.42
    # a long name (Japanese ones are wide) shrinks a little before it is elided, never below
    # a readable size; the Card Preview shows it whole
    name_minimum = min(name_size, max(NAME_MINIMUM_PX, name_size * 0.75))
    value_font = face_font(row_h * 0.5, bold=True)
    for name, cost, value in attacks:
        row = QRectF(rect.left(), y, rect.width(), row_h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#e3e9f2"))
        painter.drawRoundedRect(row, row_h * 0.2, row_h * 0.2)
        cost_w = row_h * 0.9
        cost_rect = QRectF(row.left() + row_h * 0.1, row.top() + row_h * 0.15, cost_w, row_h * 0.7)
        draw_chip(
            painter,
            cost_rect,
            QCoreApplication.translate("CardFace", "×{cost}").format(cost=cost),
            QColor("#5c6bc0"),
            QColor("#ffffff"),
        )
        value_text = format_power(value) if value is not None else "?"
        value_w = QFontMetricsF(value_font).horizontalAdvance(value_text) + row_h * 0.1
        value_rect = QRectF(row.right() - value_w - row_h * 0.15, row.top(), value_w, row_h)
        draw_text(painter, value_rect, value_text, value_font, INK, Qt.AlignmentFlag.AlignRight)
        name_rect = QRectF(
            cost_rect.right() + row_h * 0.15,
            row.top(),
            value_rect.left() - cost_rect.right() - row_h * 0.2,
            row_h,
        )
        shown = name or QCoreApplication.translate("CardFace", "Attack")
        draw_text(
            painter,
            name_rect,
            shown,
            fitted_font(shown, name_rect.width(), name_size, name_minimum),
            INK,
        )
        y += row_h * 1.12
    return y


def _character_row(body: QRectF) -> float:
    """The height of an attack row on a fighter's face (the DEF bar is 1.1 rows)."""
    return min(body.height() / 5.2, body.width() * 0.2)


def fighter_font_sizes(card: Card | None, size: QSize | QSizeF) -> tuple[int, int]:
    """The pixel sizes of a fighter face's attack values and DEF at ``size`` (0, 0 for any
    other card)."""
    if not isinstance(card, Character):
        return 0, 0
    frame = face_frame(QRectF(0, 0, size.width(), size.height()), display_name(card))
    row_h = _character_row(frame.body)
    return face_font(row_h * 0.5).pixelSize(), face_font(row_h * 1.1 * 0.62).pixelSize()


def _paint_character(painter: QPainter, body: QRectF, card: Character) -> None:
    row_h = _character_row(body)
    attacks = [(attack_name(a), a.cost, a.value) for a in card.attacks]
    label_font = face_font(row_h * 0.42, bold=True)
    draw_text(
        painter,
        QRectF(body.left(), body.top(), body.width(), row_h * 0.55),
        QCoreApplication.translate("CardFace", "Attacks"),
        label_font,
        MUTED,
    )
    y = _attack_rows(painter, body.adjusted(0, row_h * 0.6, 0, 0), attacks, row_h)
    defense_h = row_h * 1.1
    defense = QRectF(body.left(), body.bottom() - defense_h, body.width(), defense_h)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#263238"))
    painter.drawRoundedRect(defense, defense_h * 0.2, defense_h * 0.2)
    inner = defense.adjusted(defense_h * 0.25, 0, -defense_h * 0.25, 0)
    draw_text(
        painter,
        inner,
        QCoreApplication.translate("CardFace", "DEF"),
        face_font(defense_h * 0.45, bold=True),
        QColor("#b0bec5"),
    )
    draw_text(
        painter,
        inner,
        format_power(card.defense),
        face_font(defense_h * 0.62, bold=True),
        QColor("#ffffff"),
        Qt.AlignmentFlag.AlignRight,
    )
    marks = []
    if card.sideline_effect:
        marks.append(QCoreApplication.translate("CardFace", "Sideline effect"))
    if card.has_effect_text and not has_effects(card):  # the text itself, once it is data
        marks.append(QCoreApplication.translate("CardFace", "Effect text"))
    small = face_font(row_h * 0.42)
    for text in marks:
        if y + row_h * 0.6 <= defense.top():
            draw_text(
                painter, QRectF(body.left(), y, body.width(), row_h * 0.6), text, small, MUTED
            )
            y += row_h * 0.6
    room = QRectF(body.left(), y, body.width(), defense.top() - y - row_h * 0.1)
    y += paint_effects(painter, room, card, row_h * 0.7)
    _paint_note(painter, QRectF(body.left(), y, body.width(), defense.top() - y), card.note)


def _paint_technique(painter: QPainter, body: QRectF, card: Technique) -> None:
    row_h = min(body.height() / 5.2, body.width() * 0.2)
    y = body.top()
    if card.attack is not None:
        a = card.attack
        y = _attack_rows(painter, body, [(attack_name(a), a.cost, a.value)], row_h)
    y += paint_effects(
        painter, QRectF(body.left(), y, body.width(), body.bottom() - y), card, row_h * 0.7
    )
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
        draw_chip(painter, QRectF(x, y, chip_w, line_h * 1.1), text, colour, QColor("#ffffff"))
    y += line_h * 1.5
    small = face_font(line_h * 0.62)
    for text in combat_lines(card):  # wrapped onto a second line rather than cut
        room = QRectF(body.left(), y, body.width(), min(line_h * 2, body.bottom() - y))
        y += _wrapped(painter, room, text, small, line_h)
    y += paint_effects(
        painter, QRectF(body.left(), y, body.width(), body.bottom() - y), card, line_h
    )
    _paint_note(painter, QRectF(body.left(), y, body.width(), body.bottom() - y), card.note)


def combat_lines(card: CombatCardBase) -> list[str]:
    """What a combat card's face says of it, line by line: its cost, its damage and what it
    stops (the Card Preview shows the same lines whole)."""
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
    return lines


def _wrapped(painter: QPainter, rect: QRectF, text: str, font: QFont, line_h: float) -> float:
    """``text`` on a line of ``line_h`` at the top of ``rect``, or wrapped between words onto
    two when it is too long for one (a third line is not drawn); the height it took."""
    metrics = QFontMetricsF(font)
    if metrics.horizontalAdvance(text) <= rect.width() or rect.height() < line_h * 1.6:
        draw_text(painter, QRectF(rect.left(), rect.top(), rect.width(), line_h), text, font, INK)
        return line_h
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
    height = min(rect.height(), metrics.lineSpacing() * 2)
    painter.setFont(font)
    painter.setPen(INK)
    painter.drawText(QRectF(rect.left(), rect.top(), rect.width(), height), flags, text)
    return max(line_h, height + line_h * 0.25)


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
    draw_text(
        painter,
        label,
        dragon_ball_set_label(card.db_set),
        face_font(label.height() * 0.8, bold=True),
        INK,
        Qt.AlignmentFlag.AlignHCenter,
    )
    # the number at the left edge too, which shows of a ball under another in a crowded row
    chip = QRectF(body.left(), body.top(), body.width() * 0.22, body.width() * 0.22)
    painter.setPen(QPen(QColor("#bf360c"), max(0.6, chip.width() * 0.06)))
    painter.setBrush(QColor("#ffb300"))
    painter.drawEllipse(chip)
    draw_text(
        painter,
        chip,
        str(card.db_number),
        face_font(chip.height() * 0.72, bold=True),
        QColor("#1b1b1b"),
        Qt.AlignmentFlag.AlignHCenter,
    )


def _star_ring(painter: QPainter, centre: QPointF, ring: float, count: int, radius: float) -> None:

    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#d50000"))
    if count == 1:
        painter.drawPolygon(star_polygon(centre, radius * 1.4))
        return
    for i in range(count):
        angle = -math.pi / 2 + i * 2 * math.pi / count
        at = QPointF(centre.x() + ring * math.cos(angle), centre.y() + ring * math.sin(angle))
        painter.drawPolygon(star_polygon(at, radius))


def _paint_plain(painter: QPainter, body: QRectF, card: Card) -> None:
    line_h = min(body.height() / 6.0, body.width() * 0.15)
    small = face_font(line_h * 0.62)
    y = body.top()
    lines = []
    named_for = getattr(card, "named_for", None)
    if named_for:
        lines.append(
            QCoreApplication.translate("CardFace", "Named: {name}").format(
                name=character_words(named_for)
            )
        )
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
            QCoreApplication.translate("CardFace", "Backer for {name}").format(
                name=character_words(backer_for)
            )
        )
    if card.limit_per_deck is not None:
        lines.append(
            QCoreApplication.translate("CardFace", "Limit {n} per deck").format(
                n=card.limit_per_deck
            )
        )
    for text in lines:
        draw_text(painter, QRectF(body.left(), y, body.width(), line_h), text, small, INK)
        y += line_h
    y += paint_effects(
        painter, QRectF(body.left(), y, body.width(), body.bottom() - y), card, line_h
    )
    _paint_note(painter, QRectF(body.left(), y, body.width(), body.bottom() - y), card.note)


def _paint_note(painter: QPainter, rect: QRectF, note: str | None) -> None:
    """The user's own text for the card, wrapped, when there is room."""
    if not note or rect.height() < 8 or rect.width() < 20:
        return
    font = face_font(max(6.0, min(11.0, rect.width() * 0.075)))
    painter.setFont(font)
    painter.setPen(MUTED)
    painter.drawText(
        rect.adjusted(1, 1, -1, -1),
        int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
        note,
    )
