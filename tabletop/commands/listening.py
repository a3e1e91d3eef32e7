"""The options of a command that listens for connections (``tabletop host``, ``tabletop
serve``): ``--port``, ``--bind`` and ``--address``, declared once."""

from __future__ import annotations

import argparse


def listening_options(parser: argparse.ArgumentParser, port: int, address: str) -> None:
    """Add ``--port`` (default ``port``; 0: any free one), ``--bind`` (default 127.0.0.1) and
    ``--address`` (the address written in the invitations; ``address`` says its default)."""
    parser.add_argument("--port", type=int, default=port, help=f"port (default {port}; 0: any)")
    parser.add_argument(
        "--bind", metavar="ADDR", default="127.0.0.1",
        help="address to listen on (default 127.0.0.1; 0.0.0.0 for other machines)",
    )  # fmt: skip
    parser.add_argument(
        "--address", metavar="ADDR", default=None,
        help=f"the address written in the invitations (default: {address})",
    )  # fmt: skip
