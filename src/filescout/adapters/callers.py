"""What other agents may do (the grants of an MCP or HTTP caller) and the loopback socket both servers bind.

Kept apart from mcp.py so the HTTP API doesn't import the MCP SDK (about a second) or the MCP server module.
"""

from __future__ import annotations

import socket

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
    return sock
