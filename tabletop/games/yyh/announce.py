"""What the Yu Yu Hakusho table announces between two states: a match won, and the fighters of
the next match (messages ``yyh.match_won`` and ``yyh.next_match`` of the game's descriptor)."""

from __future__ import annotations

from tabletop.engine.ruleset import Announcement
from tabletop.engine.view import StateView


def _match_wins(view: StateView, seat: int) -> int:
    return view.counters[seat].get("match_wins", 0)


def _active(view: StateView) -> int:
    active = view.values.get("active")
    return active if isinstance(active, int) and not isinstance(active, bool) else 0


def match_announcements(before: StateView, after: StateView) -> list[Announcement]:
    """Who won a match between ``before`` and ``after`` and who fights the next one (nothing
    once the game is won: the game's result is announced instead)."""
    won = [seat for seat in (0, 1) if _match_wins(after, seat) > _match_wins(before, seat)]
    if not won or after.values.get("winner") is not None:
        return []
    out = [Announcement("yyh.match_won", {"player": won[0]})]
    active = _active(after)
    fighters: list[int] = []
    for seat in (active, 1 - active):
        arena = after.zones.get(f"p{seat}.arena")
        if arena is not None and arena.cards and arena.cards[0].uid is not None:
            fighters.append(arena.cards[0].uid)
    if len(fighters) == 2:
        out.append(
            Announcement("yyh.next_match", {"fighter": fighters[0], "opponent": fighters[1]})
        )
    return out
