"""Remote play, headless (Qt-free): two players on two machines, the host owning the game.

The host runs the :class:`~tabletop.play.Match` (:class:`.host.HostSession`); the guest holds
only views (:class:`.guest.GuestSession`). Only views cross the wire: each event carries the
guest's view and its offers with per-seat card handles (:mod:`.handles`), never the seed, a
shuffle's outcome or an engine uid. The seed comes from both sides (the host commits to its
half first) and the guest audits the whole game at its end (:mod:`.audit`). Frames are
length-prefixed JSON (:mod:`.protocol`) over TCP (:mod:`.transport`).
"""

from .guest import GuestSession, Refused
from .host import HostSession

__all__ = ["GuestSession", "HostSession", "Refused"]
