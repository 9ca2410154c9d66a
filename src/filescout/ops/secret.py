"""This installation's secret, which confirmation tokens are signed with."""

from __future__ import annotations

import os
from pathlib import Path


def installation_secret(home: Path | str) -> bytes:
    """This installation's secret for confirmation tokens (32 random bytes, 0600, made on first use)."""
    path = Path(home) / "secret.key"
    try:
        with open(path, "rb") as f:
            key = f.read()
        if len(key) >= 32:
            return key
    except OSError:
        pass
    key = os.urandom(32)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    except FileExistsError:  # another process made it a moment ago
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return _PROCESS_SECRET  # a read-only state folder: tokens live as long as this process
    with os.fdopen(fd, "wb") as f:
        f.write(key)
        f.flush()
        os.fsync(f.fileno())
    return key


_PROCESS_SECRET = os.urandom(32)
