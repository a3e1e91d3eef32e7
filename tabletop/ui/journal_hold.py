"""New autosave journals held back during a plain start, until the crashed games were offered.

A plain start puts the default game on the table, then offers to resume a game a crash left
(:func:`tabletop.ui.app.offer_recovery`). Were the default game's journal written at once, a kill
in between would leave a journal of the start's own automatic actions beside the crashed game's,
and the next start could offer the fresh game instead. So the start holds new journals
(:func:`hold`) until the offer is over (:func:`release`): an autosave that would start a journal
meanwhile waits (:func:`wait`) and starts it on release, writing its whole game then (nothing is
lost: the game's log holds every action). Nothing heavy is imported here: the start holds
before the engine and the storage are loaded.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable

_held = False
_waiting: list[weakref.WeakMethod[Callable[[], None]]] = []


def hold() -> None:
    """Hold back every new journal until :func:`release`."""
    global _held
    _held = True


def held() -> bool:
    """Whether new journals are held back now."""
    return _held


def wait(start: Callable[[], None]) -> bool:
    """While held: keep the bound method ``start`` (weakly) to call on :func:`release`, and
    return True (the caller does not start its journal now); else False."""
    if _held:
        ref = weakref.WeakMethod(start)
        if ref not in _waiting:
            _waiting.append(ref)
    return _held


def release() -> None:
    """Stop holding: every journal that waited starts now (their owners still alive)."""
    global _held
    _held = False
    waiting = list(_waiting)
    _waiting.clear()
    for ref in waiting:
        start = ref()
        if start is not None:
            start()
