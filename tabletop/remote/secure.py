"""TLS for remote play: the host's self-signed certificate, pinned by its fingerprint.

The host has one certificate (an EC P-256 key, self-signed, made with the ``cryptography``
package: Python's own ``ssl`` cannot make one) kept in the user's state folder
(``remote/host-cert.pem`` and ``remote/host-key.pem``, the key readable by its owner only). Its
SHA-256 fingerprint goes into the invitation; the guest accepts any certificate during the
handshake (``CERT_NONE``: nobody signed it) and then compares the certificate's fingerprint
with the invitation's, refusing a mismatch (:data:`~.invitation.BAD_FINGERPRINT`). Frames are
thus encrypted and authenticated end to end, through a relay too.
"""

from __future__ import annotations

import datetime
import hashlib
import hmac
import os
import socket
import ssl
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .guest import Refused
from .invitation import BAD_FINGERPRINT

CERT_FILE = "host-cert.pem"
KEY_FILE = "host-key.pem"
VALID_DAYS = 3650
HANDSHAKE_WAIT = 10.0
"""Seconds a TLS handshake may take."""

Dialer = Callable[[float], socket.socket]
"""Opens a connection ready for frames to the host (argument: the timeout in seconds)."""


@dataclass(frozen=True)
class HostIdentity:
    """The host's certificate: its files and its fingerprint."""

    cert: Path
    key: Path
    fingerprint: str

    def context(self) -> ssl.SSLContext:
        """A server-side TLS context with this certificate (TLS 1.2 at least)."""
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.minimum_version = ssl.TLSVersion.TLSv1_2
        context.load_cert_chain(self.cert, self.key)
        return context


def fingerprint(der: bytes) -> str:
    """The SHA-256 fingerprint of a certificate (DER bytes), as 64 lowercase hex digits."""
    return hashlib.sha256(der).hexdigest()


def make_certificate() -> tuple[bytes, bytes]:
    """A fresh EC P-256 key and a self-signed certificate for it, both PEM: (cert, key)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Tabletop host")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=VALID_DAYS))
        .sign(key, hashes.SHA256())
    )
    key_pem = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    return cert.public_bytes(serialization.Encoding.PEM), key_pem


def host_identity(folder: Path | None = None) -> HostIdentity:
    """The host's certificate in ``folder`` (default: ``remote`` in the user's state folder),
    made there the first time (or when a file is missing or unreadable)."""
    if folder is None:
        from tabletop import paths

        folder = paths.state_dir() / "remote"
    folder.mkdir(parents=True, exist_ok=True)
    cert_path, key_path = folder / CERT_FILE, folder / KEY_FILE
    try:
        der = ssl.PEM_cert_to_DER_cert(cert_path.read_text("ascii"))
        ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER).load_cert_chain(cert_path, key_path)
    except (OSError, ValueError, ssl.SSLError):
        cert, key = make_certificate()
        descriptor = os.open(key_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "wb") as out:
            out.write(key)
        cert_path.write_bytes(cert)
        der = ssl.PEM_cert_to_DER_cert(cert.decode("ascii"))
    return HostIdentity(cert_path, key_path, fingerprint(der))


def client_context() -> ssl.SSLContext:
    """The guest's TLS context: any certificate is taken during the handshake; the fingerprint
    is checked after it (:func:`check_fingerprint`)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def check_fingerprint(sock: ssl.SSLSocket, expected: str | None) -> None:
    """Refused(:data:`~.invitation.BAD_FINGERPRINT`) when the host's certificate is not the
    invitation's (nothing to check without a fingerprint)."""
    if expected is None:
        return
    der = sock.getpeercert(binary_form=True)
    if der is None or not hmac.compare_digest(fingerprint(der), expected.lower()):
        raise Refused(BAD_FINGERPRINT)


def wrap_client(sock: socket.socket, expected: str | None, timeout: float) -> ssl.SSLSocket:
    """``sock`` after the TLS handshake with the host, its certificate checked (the socket is
    closed when the handshake fails or the certificate differs)."""
    try:
        sock.settimeout(min(timeout, HANDSHAKE_WAIT))
        secure = client_context().wrap_socket(sock, server_side=False)
    except BaseException:
        sock.close()
        raise
    try:
        check_fingerprint(secure, expected)
    except Refused:
        secure.close()
        raise
    secure.settimeout(timeout)
    return secure


def wrap_server(sock: socket.socket, context: ssl.SSLContext) -> ssl.SSLSocket:
    """``sock`` after the host's side of the TLS handshake (OSError, ``ssl.SSLError`` among
    them, when it fails; the socket is then closed)."""
    try:
        sock.settimeout(HANDSHAKE_WAIT)
        return context.wrap_socket(sock, server_side=True)
    except BaseException:
        sock.close()
        raise


def direct_dialer(address: tuple[str, int], expected: str | None) -> Dialer:
    """Connects straight to the host at ``address`` with TLS, checking ``expected``."""

    def dial(timeout: float) -> socket.socket:
        sock = socket.create_connection(address, timeout=timeout)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        return wrap_client(sock, expected, timeout)

    return dial
