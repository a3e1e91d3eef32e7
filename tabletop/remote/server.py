"""``tabletop serve``: one process holding many matches whose two players are both guests.

Nobody plays at the server, so neither player can peek: each joins as a guest (the same
protocol, views and end-of-game audit as a hosted game, :class:`~.host.HostSession` with two
remote seats) and the seed is made of the server's committed half and both guests' halves.

A connection's first frame is either ``create {game, decks}`` (``decks``: two deck texts, or
null for the game's demo decks), answered ``created {match, keys, watch}`` (one key for each
seat and one for spectators; the creator makes the invitations from them, see
:func:`invitations`) and closed, or a ``hello`` with a key, which seats the connection in that
match: a player's key at its seat, the spectators' key as a new spectator. Each key begins
with its match's id (:data:`MATCH_ID_CHARS` characters), so that a balancer in front of many
servers can route a connection by the match id its first frame names. A resume with the
seat's token takes over a connection that still looks open; a plain hello for a seat that is
connected, a wrong key, a hello for a seat whose game began, or a spectator's command are
refused. Bounded: at most ``max_matches`` matches (a match silent for ``idle`` seconds is
dropped), ``creations`` new matches a minute from one address, ``max_connections``
connections, ``max_spectators`` spectators a match; what passes a bound is refused, never
queued. Many connections, one thread: :mod:`asyncio`, TLS as the host has it.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import ssl
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from tabletop.cards.decklist import parse, to_deck_spec
from tabletop.engine.setup import DeckSpec

from . import protocol
from .channel import SPECTATOR, Channel
from .host import HostSession
from .invitation import BAD_KEY, Invitation, new_key
from .protocol import HEADER, MAX_FRAME, Message, ProtocolError, decode, encode
from .server_file import MatchFile, kept_matches

FULL = "full"
"""The server holds as many matches (or connections, or spectators) as it may."""
FLOOD = "flood"
"""Too many matches created from one address in a short time."""
BAD_DECK = "deck"
"""A deck text that cannot be read, or not two of them."""
MAX_DECK_TEXT = 20_000
MATCH_ID_CHARS = 12
"""A match id's length (72 random bits, URL-safe); each of its keys begins with it."""
WRITE_BUFFER = 1 << 20
"""A connection that lets this many bytes pile up unread is dropped."""


@dataclass(frozen=True)
class Limits:
    """How much one server holds (see the module's docstring)."""

    max_matches: int = 200
    idle: float = 900.0
    creations: int = 10
    creation_window: float = 60.0
    max_connections: int = 2048
    max_spectators: int = 16
    hello_wait: float = 10.0
    link_idle: float = 120.0


@dataclass
class Room:
    """One served match: its session, its keys and the connection of each channel."""

    id: str
    session: HostSession
    keys: dict[str, int]  # key → seat, or SPECTATOR for the spectators' key
    touched: float
    links: dict[int, asyncio.StreamWriter] = field(default_factory=dict)  # id(channel) → writer
    file: MatchFile | None = None  # where the match is kept (see :mod:`.server_file`)


def new_match(game_id: str, decks: tuple[DeckSpec, DeckSpec] | None) -> HostSession:
    """A served match of ``game_id`` between ``decks`` (default: the demo decks)."""
    from .server_file import game_maker

    return HostSession.served_match(game_id, game_maker(game_id, decks))


def read_decks(game_id: str, texts: object) -> tuple[DeckSpec, DeckSpec] | None:
    """The two decks of a ``create`` (None: the demo decks; ValueError when unreadable)."""
    if texts is None:
        return None
    if not isinstance(texts, list) or len(texts) != 2:
        raise ValueError(BAD_DECK)
    specs = []
    for text in texts:
        if not isinstance(text, str) or len(text) > MAX_DECK_TEXT:
            raise ValueError(BAD_DECK)
        parsed = parse(text)
        if not parsed.ok or parsed.deck is None or parsed.deck.game != game_id:
            raise ValueError(BAD_DECK)
        specs.append(to_deck_spec(parsed.deck))
    return specs[0], specs[1]


def invitations(server: Invitation, created: Message) -> tuple[str, str, str]:
    """The invitations of a created match: seat 0's, seat 1's and the spectators'
    (``server``: the server's own address and fingerprint)."""
    keys = [str(key) for key in created["keys"]]
    return (
        replace(server, key=keys[0]).text(),
        replace(server, key=keys[1]).text(),
        replace(server, key=str(created["watch"])).text(),
    )


class Server:
    """The matches of one ``tabletop serve`` (sans sockets: :meth:`handle` takes one
    connection's streams)."""

    def __init__(
        self,
        limits: Limits | None = None,
        *,
        make: Callable[[str, tuple[DeckSpec, DeckSpec] | None], HostSession] = new_match,
        clock: Callable[[], float] = time.monotonic,
        folder: Path | None = None,
    ) -> None:
        """``folder``: where each match is kept on disk (none: in memory only; see
        :meth:`take_up`)."""
        self.limits = limits or Limits()
        self.folder = folder
        self._make = make
        self._clock = clock
        self.rooms: dict[str, Room] = {}
        self._keys: dict[str, tuple[Room, int]] = {}
        self._created: dict[str, deque[float]] = {}
        self.connections = 0
        self.refusals: dict[str, int] = {}
        self.finished = 0  # matches played to their end and dropped
        self.frames_in = 0

    # ---------------------------------------------------------------- matches

    def create(self, message: Message, peer: str) -> Message:
        """Answer a ``create``: the new match's keys, or why not."""
        now = self._clock()
        stamps = self._created.setdefault(peer, deque())
        while stamps and now - stamps[0] > self.limits.creation_window:
            stamps.popleft()
        if len(stamps) >= self.limits.creations:
            return self._refuse(FLOOD)
        stamps.append(now)  # every attempt counts, refused or not
        self.expire()
        if len(self.rooms) >= self.limits.max_matches:
            return self._refuse(FULL)
        game = message.get("game")
        if game not in protocol.GAMES:
            return self._refuse(protocol.WRONG_GAME)
        try:
            decks = read_decks(str(game), message.get("decks"))
        except ValueError:
            return self._refuse(BAD_DECK)
        room = Room(
            secrets.token_urlsafe(MATCH_ID_CHARS * 3 // 4), self._make(str(game), decks), {}, now
        )
        room.keys = {room.id + new_key(): seat for seat in (0, 1, SPECTATOR)}
        self._open(room)
        if self.folder is not None:
            self._keep(room, MatchFile(self.folder, room.id, room.keys, decks))
        keys = list(room.keys)
        return {"type": "created", "match": room.id, "game": game, "keys": keys[:2],
                "watch": keys[2]}  # fmt: skip

    def _open(self, room: Room) -> None:
        self.rooms[room.id] = room
        for key, seat in room.keys.items():
            self._keys[key] = (room, seat)

    @staticmethod
    def _keep(room: Room, file: MatchFile) -> None:
        """Keep ``room``'s match in ``file`` from now on (written at once)."""
        room.file = file
        room.session.keep = file.keep
        file.keep(room.session)

    def take_up(self, folder: Path) -> int:
        """Keep the matches in ``folder`` from now on, and take up those kept there before (by a
        server that stopped or crashed): their ids, keys, seats, tokens and events not yet
        acknowledged, so that their guests rejoin. How many were taken up."""
        self.folder = folder
        now = self._clock()
        found = kept_matches(folder) if folder.is_dir() else []
        for kept in found:
            if kept.id in self.rooms or any(key in self._keys for key in kept.keys):
                continue
            room = Room(kept.id, kept.session, dict(kept.keys), now)
            self._open(room)
            self._keep(room, kept.file)
        return len(found)

    def expire(self) -> None:
        """Drop the matches played to their end and those silent past the idle limit."""
        now = self._clock()
        for room in list(self.rooms.values()):
            done = room.session.finished and room.session.match is not None
            if done or now - room.touched > self.limits.idle:
                self.finished += done
                self._drop(room)

    def _drop(self, room: Room) -> None:
        self.rooms.pop(room.id, None)
        if room.file is not None:
            room.session.keep = None
            room.file.remove()
        for key in room.keys:
            self._keys.pop(key, None)
        for writer in room.links.values():
            writer.close()
        room.links.clear()

    def _refuse(self, reason: str) -> Message:
        self.refusals[reason] = self.refusals.get(reason, 0) + 1
        return {"type": "refused", "reason": reason}

    def _seat(self, hello: Message) -> tuple[Room, Channel] | Message:
        """The match and channel a hello's key seats it at (or the refusal)."""
        key = hello.get("key")
        found = self._keys.get(key) if isinstance(key, str) else None
        if found is None:
            return self._refuse(BAD_KEY)
        room, seat = found
        session = room.session
        if seat != SPECTATOR:
            channel = session.channels[seat]
            if id(channel) in room.links and "resume" not in hello:
                return self._refuse(protocol.ALREADY_SEATED)
            return room, channel
        resume = hello.get("resume")
        token = resume.get("token") if isinstance(resume, dict) else None
        for channel in session.spectators:
            if token is not None and channel.token_holds(token):
                return room, channel
        if len(session.spectators) >= self.limits.max_spectators:
            return self._refuse(FULL)
        return room, session.watch()

    # ---------------------------------------------------------------- connections

    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """Serve one connection to its end."""
        if self.connections >= self.limits.max_connections:
            await _send(writer, [self._refuse(FULL)])
            writer.close()
            return
        self.connections += 1
        room: Room | None = None
        channel: Channel | None = None
        try:
            first = await asyncio.wait_for(_read(reader), self.limits.hello_wait)
            if first.get("type") == "create":
                peer = writer.get_extra_info("peername")
                await _send(writer, [self.create(first, str(peer[0]) if peer else "")])
                return
            if first.get("type") != "hello":
                await _send(writer, [self._refuse(protocol.BAD_TOKEN)])
                return
            seated = self._seat(first)
            if isinstance(seated, dict):
                await _send(writer, [seated])
                return
            room, channel = seated
            message: Message | None = first
            while message is not None:
                if not await self._answer(room, channel, writer, message):
                    return
                message = await asyncio.wait_for(_read(reader), self.limits.link_idle)
        except (asyncio.IncompleteReadError, TimeoutError, ProtocolError, OSError):
            pass
        finally:
            self.connections -= 1
            if room is not None and channel is not None:
                if room.links.get(id(channel)) is writer:
                    del room.links[id(channel)]
                if channel.spectator and not channel.welcomed:
                    with contextlib.suppress(ValueError):
                        room.session.spectators.remove(channel)
            writer.close()

    async def _answer(
        self, room: Room, channel: Channel, writer: asyncio.StreamWriter, message: Message
    ) -> bool:
        """Answer one message of ``channel``'s connection; False: the connection is over."""
        self.frames_in += 1
        if room.id not in self.rooms:
            return False  # dropped meanwhile
        room.touched = self._clock()
        session = room.session
        hello = message.get("type") == "hello"
        if hello and "key" in message and room.keys.get(str(message["key"])) is None:
            replies: list[Message] = [self._refuse(BAD_KEY)]
        else:
            replies = session.receive(message, channel)
        if hello and replies and replies[0]["type"] in ("welcome", "resumed"):
            old = room.links.get(id(channel))
            if old is not None and old is not writer:
                old.close()  # a guest that came back takes over
            room.links[id(channel)] = writer
        elif hello:
            replies = replies or [self._refuse(protocol.BAD_TOKEN)]
        elif id(channel) not in room.links:
            return False
        await _send(writer, replies)
        for other, out in session.take_outgoing():
            link = room.links.get(id(other))
            if link is not None:
                _post(link, out)
        if session.finished:
            self.expire()
        return not any(reply["type"] == "refused" for reply in replies)

    # ---------------------------------------------------------------- running

    async def listen(
        self, bind: str = "127.0.0.1", port: int = 0, tls: ssl.SSLContext | None = None
    ) -> asyncio.Server:
        """Listen on ``bind:port`` (port 0: any free one); expire idle matches meanwhile."""
        listener = await asyncio.start_server(
            self.handle, bind, port, ssl=tls, ssl_handshake_timeout=self.limits.hello_wait if tls else None,
            limit=MAX_FRAME + HEADER.size, backlog=512,
        )  # fmt: skip
        asyncio.get_running_loop().create_task(self._sweep())
        return listener

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(min(30.0, self.limits.idle / 4))
            self.expire()


async def _read(reader: asyncio.StreamReader) -> Message:
    """The next frame's message (ProtocolError on one that breaks the protocol)."""
    (size,) = HEADER.unpack(await reader.readexactly(HEADER.size))
    if size > MAX_FRAME:
        raise ProtocolError("oversized")
    return decode(await reader.readexactly(size))


def _post(writer: asyncio.StreamWriter, message: Message) -> None:
    """Queue ``message`` on a connection (dropped when it reads too slowly)."""
    if writer.is_closing():
        return
    writer.write(encode(message))
    if writer.transport.get_write_buffer_size() > WRITE_BUFFER:
        writer.close()


async def _send(writer: asyncio.StreamWriter, messages: list[Message]) -> None:
    for message in messages:
        _post(writer, message)
    await writer.drain()


@contextlib.contextmanager
def running(
    server: Server, bind: str = "127.0.0.1", port: int = 0, tls: ssl.SSLContext | None = None
) -> Iterator[int]:
    """Run ``server`` on a thread of its own while the block runs (the port it listens on)."""
    loop = asyncio.new_event_loop()
    ready: list[asyncio.Server] = []

    def main() -> None:
        asyncio.set_event_loop(loop)
        ready.append(loop.run_until_complete(server.listen(bind, port, tls)))
        loop.run_forever()

    thread = threading.Thread(target=main, name="tabletop-serve", daemon=True)
    thread.start()
    while not ready and thread.is_alive():
        time.sleep(0.01)
    if not ready:
        raise OSError("the server did not start")

    async def stop() -> None:
        ready[0].close()
        tasks = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    try:
        yield int(ready[0].sockets[0].getsockname()[1])
    finally:
        asyncio.run_coroutine_threadsafe(stop(), loop).result(timeout=30)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=10)
        loop.close()
