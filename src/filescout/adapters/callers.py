"""What other agents may do (the grants of an MCP or HTTP caller) and the loopback socket both servers bind.

Kept apart from mcp.py so the HTTP API doesn't import the MCP SDK (about a second) or the MCP server module.
"""

from __future__ import annotations

import hmac
import os
import socket
from pathlib import Path

from ..tools.invoke import Policy
from ..tools.policy import AUTO_CONFIRM, CONFIRM, UNDO, Caller

GRANTS = frozenset({"filesystem.read", "filesystem.write", "filesystem.move", "filesystem.delete", CONFIRM, UNDO})


def policy(allow_writes: bool = False) -> Policy:
    """An agent's policy: every change shows its plan first unless the server was started with --allow-writes."""
    grants = GRANTS | {AUTO_CONFIRM} if allow_writes else GRANTS
    return Policy(caller=Caller("mcp", frozenset(grants)), confirm="writes", auto_confirm=allow_writes)


def bind(port: int) -> socket.socket:
    """A listening socket on 127.0.0.1 only (port 0: any free port)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", port))
    # listening before the address is printed: a client that connects at once waits in the backlog until the
    # server accepts, instead of being refused (seen in CI: the MCP test connected before uvicorn had started)
    sock.listen(128)
    return sock


def write_token(home: Path | str, token: str, name: str = "http_token") -> Path:
    """The token in HOME/NAME, 0600, replacing the last run's (never through a link)."""
    path = Path(home) / name
    tmp = Path(home) / f".{name}.{os.getpid()}"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(token + "\n")
    os.replace(tmp, path)
    return path


def bearer_ok(header: str, token: str) -> bool:
    """``Authorization: Bearer TOKEN`` with this run's token (compared in constant time)."""
    given = header.removeprefix("Bearer ").strip()
    return header.startswith("Bearer ") and given.isascii() and hmac.compare_digest(given, token)


class BearerOnly:
    """ASGI middleware: every HTTP request needs ``Authorization: Bearer TOKEN`` (401 otherwise). Any local
    process can reach 127.0.0.1; the token, readable only by the user who started the server, keeps them out."""

    def __init__(self, app, token: str) -> None:
        self.app, self.token = app, token

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] == "http":
            header = dict(scope.get("headers") or []).get(b"authorization", b"").decode("latin-1")
            if not bearer_ok(header, self.token):
                body = b'{"error": "This MCP server needs its token: Authorization: Bearer TOKEN."}'
                await send(
                    {
                        "type": "http.response.start",
                        "status": 401,
                        "headers": [(b"content-type", b"application/json"), (b"www-authenticate", b"Bearer")],
                    }
                )
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)
