"""Context menus of cards and zones, built when opened from what the ruleset offers.

The ruleset's own actions come first (``card_actions`` / ``zone_actions``; a card-effect
adjustment offered in steps, ATK/DEF ±1000 or a stage up and down, as one entry that asks the
amount: :mod:`tabletop.ui.table.amounts`), then the generic
table actions (turn over, rotate, move to, draw, shuffle, look through). In enforced mode an
illegal action is shown disabled with its reason as tooltip; in manual mode it stays enabled,
marked with a warning sign.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from tabletop.engine import Action, Draw, Flip, Mode, MoveCard, MoveTop, Rotate, Shuffle
from tabletop.engine.layout import ZoneKind
from tabletop.ui.table.amounts import AMOUNT, AmountFamily, group_amounts

if TYPE_CHECKING:
    from tabletop.ui.session import GameSession
    from tabletop.ui.table.card_item import CardItem
    from tabletop.ui.table.host import TableHost
    from tabletop.ui.table.zone_items import ZoneItem


def _session(host: TableHost) -> GameSession:
    """The game on the table (menus open only on items of a game, so there is one)."""
    session = host.session
    if session is None:
        raise RuntimeError("no game on the table")
    return session


def add_action(menu: QMenu, host: TableHost, action: Action, text: str | None = None) -> QAction:
    """A menu entry that submits ``action``; disabled (enforced) or marked (manual) if illegal."""
    session = _session(host)
    label = text or session.action_text(action)
    verdict = session.check(action)
    entry = menu.addAction(label)
    if not verdict.legal:
        reason = session.verdict_message(verdict)
        entry.setToolTip(reason)
        entry.setStatusTip(reason)
        if session.mode is Mode.ENFORCED or not verdict.possible:
            entry.setEnabled(False)
        else:
            entry.setText("⚠ " + label)
    entry.triggered.connect(lambda _=False, a=action: _choose_and_submit(host, a, from_menu=True))
    return entry


def add_amount_entry(menu: QMenu, host: TableHost, family: AmountFamily) -> QAction:
    """One entry for a family of adjustments (``Card effect: ATK of Yusuke…``) that asks the
    amount and the scope, then submits the family's action with them; disabled (enforced) or
    marked (manual) when none of the offered steps is legal, as :func:`add_action` does."""
    session = _session(host)
    label = family.entry_text(session.card_label)
    verdicts = [session.check(action) for action in family.actions]
    entry = menu.addAction(label)
    if not any(v.legal for v in verdicts):
        reason = session.verdict_message(verdicts[0])
        entry.setToolTip(reason)
        entry.setStatusTip(reason)
        if session.mode is Mode.ENFORCED or not any(v.possible for v in verdicts):
            entry.setEnabled(False)
        else:
            entry.setText("⚠ " + label)
    entry.triggered.connect(lambda _=False, f=family: _ask_amount_and_submit(host, f))
    return entry


def _ask_amount_and_submit(host: TableHost, family: AmountFamily) -> None:
    """Ask the family's amount (with no chooser: one step up, this turn) and submit it."""
    session = _session(host)
    chooser = host.chooser
    if chooser is None:
        _choose_and_submit(host, family.default(), from_menu=True)
        return
    question = family.question(session.card_label, lambda a: session.check(a).possible)
    answer = chooser.ask_amount(question)
    if answer is not None and (answer[0] != 0 or question.kind != AMOUNT):
        _choose_and_submit(host, family.action(*answer), from_menu=True)


def submit_chosen(host: TableHost, action: Action) -> None:
    """Submit ``action`` as a menu entry does (the choices it leaves open asked first); the
    step bar's buttons use it."""
    _choose_and_submit(host, action, from_menu=True)


def _choose_and_submit(host: TableHost, action: Action, *, from_menu: bool) -> None:
    """Submit ``action`` once the player has chosen what it leaves open (see
    :func:`tabletop.ui.table.choices.complete_choices`)."""
    from tabletop.ui.table.choices import complete_choices

    session = _session(host)
    chosen = complete_choices(host, session, action)
    if chosen is not None:
        session.submit(chosen, host, from_menu=from_menu)


def build_card_menu(host: TableHost, card: CardItem) -> QMenu:
    session = _session(host)
    menu = QMenu()
    menu.setToolTipsVisible(True)
    seat = session.seat
    uid = card.uid
    if uid is not None:
        offered = session.card_actions(uid)
        for offer in group_amounts(offered):
            if isinstance(offer, AmountFamily):
                add_amount_entry(menu, host, offer)
            else:
                add_action(menu, host, offer)
        if offered:
            menu.addSeparator()
        add_action(
            menu, host, Flip(seat, uid), QCoreApplication.translate("TableMenu", "Turn Over")
        )
        add_action(
            menu,
            host,
            Rotate(seat, uid, 1),
            QCoreApplication.translate("TableMenu", "Rotate Clockwise"),
        )
        add_action(
            menu,
            host,
            Rotate(seat, uid, -1),
            QCoreApplication.translate("TableMenu", "Rotate Counter-clockwise"),
        )
        move = menu.addMenu(QCoreApplication.translate("TableMenu", "Move To"))
        legal = set(session.destinations(uid))
        for zone_id in host.zone_items():
            if zone_id == card.zone_id:
                continue
            entry = add_action(move, host, MoveCard(seat, uid, zone_id), session.zone_name(zone_id))
            if zone_id in legal:
                font = entry.font()
                font.setBold(True)
                entry.setFont(font)
    zone = host.zone_item(card.zone_id)
    if zone is not None:
        menu.addSeparator()
        zone_menu = menu.addMenu(session.zone_name(zone.zone_id))
        fill_zone_menu(zone_menu, host, zone)
    return menu


def build_zone_menu(host: TableHost, zone: ZoneItem) -> QMenu:
    menu = QMenu()
    menu.setToolTipsVisible(True)
    fill_zone_menu(menu, host, zone)
    return menu


def fill_zone_menu(menu: QMenu, host: TableHost, zone: ZoneItem) -> None:
    session = _session(host)
    seat = session.seat
    offered = session.zone_actions(zone.zone_id)
    for action in offered:
        add_action(menu, host, action)
    if offered:
        menu.addSeparator()
    if not any(isinstance(a, Draw) for a in offered) and session.deck_zone(seat) == zone.zone_id:
        add_action(
            menu, host, Draw(seat, 1), QCoreApplication.translate("TableMenu", "Draw a Card")
        )
    if zone.cards:
        add_action(
            menu,
            host,
            Shuffle(seat, zone.zone_id),
            QCoreApplication.translate("TableMenu", "Shuffle"),
        )
        if zone.kind == ZoneKind.PILE:
            top = menu.addMenu(QCoreApplication.translate("TableMenu", "Move Top Card To"))
            for zone_id in host.zone_items():
                if zone_id != zone.zone_id:
                    add_action(
                        top, host, MoveTop(seat, zone.zone_id, zone_id), session.zone_name(zone_id)
                    )
        look = menu.addAction(QCoreApplication.translate("TableMenu", "Look Through…"))
        look.setEnabled(any(not c.hidden for c in zone.cards))
        look.triggered.connect(lambda _=False: host.look_through(zone.zone_id))
