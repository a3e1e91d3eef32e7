"""The play layer (Qt-free): a match between two seats and the flow of its moves.

Between the games (and the computer) below and the window above: a :class:`Match` owns a game's
controller, its seats and the policy of its flow (the steps that pass by themselves, what one
Undo takes back), so the window, the computer, the self-play and the tests drive a game the
same way (:meth:`Match.to_act`, :meth:`Match.submit`).
"""

from .match import Match, Move
from .moves import MoveBook
from .offers import SeatOffers

__all__ = ["Match", "Move", "MoveBook", "SeatOffers"]
