"""Sensitive-file tiers (see safety.md).

BLOCK files are never indexed, read or shown. SKIP files are not indexed but may
be read explicitly, with a warning. WARN files are indexed (metadata only) and
reading them warns. Matching is case-insensitive. The checks run once per file
during a scan, so they are plain string tests, not regexes or fnmatch.

How the tier is chosen (safety.md's spirit: what unlocks something is BLOCK,
what merely may hold a secret among other settings is SKIP):

* BLOCK, keys and key stores: ``*.pem``, ``*.key``, ``*.p12``, ``*.pfx``,
  ``*.keystore``, ``*.jks``, ``*.ppk`` (PuTTY), ``id_rsa*`` and the other SSH
  key names, ``wallet.dat``, everything in ``.ssh``/``.gnupg``.
* BLOCK, files that exist only to store live credentials: ``.aws/credentials``,
  ``.git-credentials`` (plaintext tokens), ``.htpasswd`` (password hashes),
  ``.docker/config.json`` (registry auth), ``.kube/config`` (cluster keys and
  tokens).
* Backup copies keep the tier of what they copy: ``server.pem.bak``,
  ``id_rsa.old``, ``server.key~``, ``x.key.orig``, ``.git-credentials.save``,
  and folders such as ``.ssh.bak``. The backup endings are stripped first.
* SKIP, configuration that may hold secrets: ``.env`` and every variant
  (``.env.local``, ``prod.env``, ``.envrc``), ``.npmrc``, ``.pypirc``,
  ``.netrc``, ``.pgpass``, ``credentials*``, ``secrets*``, ``service_account*.json``.
* WARN: names containing ``password``, ``token`` or ``secret``.

Names are only half of it: a private key under any name is BLOCK by its
content, and a hard link to a BLOCK file is BLOCK (see ``secrets.py``).
"""

from __future__ import annotations

import re
from enum import IntEnum


class Tier(IntEnum):
    NONE = 0
    WARN = 1
    SKIP = 2
    BLOCK = 3


BLOCK_MESSAGE = "This file type is blocked for security."
SKIP_MESSAGE = "This file may contain sensitive data."
WARN_MESSAGE = "This file's name suggests it may hold a password, token or secret."

_BLOCK_SUFFIXES = (".pem", ".key", ".p12", ".pfx", ".keystore", ".jks", ".ppk")
_BLOCK_PREFIXES = ("id_rsa", "id_ed25519", "id_ecdsa", "id_dsa")
_BLOCK_NAMES = frozenset({"wallet.dat", ".git-credentials", ".htpasswd"})
# folders whose whole content is BLOCK (never entered by the scanner)
BLOCK_DIRS = frozenset({".ssh", ".gnupg"})
# (parent folder, file name) pairs that are BLOCK
_BLOCK_IN_DIR = frozenset({(".aws", "credentials"), (".docker", "config.json"), (".kube", "config")})

_SKIP_NAMES = frozenset({".env", ".envrc", ".npmrc", ".pypirc", ".netrc", ".pgpass"})
_SKIP_PREFIXES = (".env.", ".env-", ".env_", "credentials", "secrets")
_SKIP_SUFFIXES = (".env",)

# endings of backup and editor copies: stripped before the tests above
_BACKUP_SUFFIXES = ("~", ".bak", ".old", ".orig", ".backup", ".save", ".sav", ".copy", ".prev", ".tmp", ".swp")


# Any sensitive name passes this cheap test (on the lower-cased name); the
# scanner runs it on every file and calls classify_file only when it passes
# (the compiled reader runs the same three tests on these same tuples).
MAYBE_SUFFIXES = (*_BLOCK_SUFFIXES, *_SKIP_SUFFIXES)
MAYBE_PREFIXES = (
    *_BLOCK_PREFIXES,
    *_BLOCK_NAMES,
    *_SKIP_NAMES,
    *_SKIP_PREFIXES,
    ".env",
    "service_account",
    "config",  # .docker/config.json, .kube/config (the folder decides)
)
# ".pem" etc. anywhere: backup copies such as server.pem.bak or x.key~
MAYBE_CONTAINS = ("password", "token", "secret", *_BLOCK_SUFFIXES, ".env")


def maybe_sensitive(lower: str) -> bool:
    return (
        lower.endswith(MAYBE_SUFFIXES)
        or lower.startswith(MAYBE_PREFIXES)
        or any(word in lower for word in MAYBE_CONTAINS)
    )


# the names file managers, editors and log rotation give copies: "x (copy)", "x (copy 2)", "x (2)", "x - Copy",
# "x copy", "x.1", "x-2"
_COPY_TAIL = re.compile(r"(?: - copy| copy| \(copy(?: \d+)?\)| \(\d+\)|\.\d{1,3}|-\d{1,3})$")


def _strip_backup(n: str) -> str:
    """``server.pem.bak`` -> ``server.pem``; ``x.key~`` -> ``x.key``; ``.htpasswd.1`` -> ``.htpasswd``;
    ``.git-credentials (copy)`` -> ``.git-credentials`` (repeatedly)."""
    while True:
        for s in _BACKUP_SUFFIXES:
            if n.endswith(s) and len(n) > len(s):
                n = n[: -len(s)]
                break
        else:
            m = _COPY_TAIL.search(n)
            if m is None or m.start() == 0:
                return n
            n = n[: m.start()]


def classify_file(name: str, parent: str = "") -> Tier:
    """The tier of a file called ``name`` inside a folder called ``parent``."""
    n = _strip_backup(name.lower())
    if n.endswith(_BLOCK_SUFFIXES) or n.startswith(_BLOCK_PREFIXES) or n in _BLOCK_NAMES:
        return Tier.BLOCK
    p = parent.lower()
    if classify_dir(p) is Tier.BLOCK or (_strip_backup(p), n) in _BLOCK_IN_DIR:
        return Tier.BLOCK
    if n in _SKIP_NAMES or n.startswith(_SKIP_PREFIXES) or n.endswith(_SKIP_SUFFIXES):
        return Tier.SKIP
    if n.startswith("service_account") and n.endswith(".json"):
        return Tier.SKIP
    if "password" in n or "token" in n or "secret" in n:
        return Tier.WARN
    return Tier.NONE


def classify_dir(name: str) -> Tier:
    """A folder is BLOCK when its whole content is (``.ssh``, ``.gnupg``, and backups such as ``.ssh.bak``)."""
    n = name.lower()
    return Tier.BLOCK if n in BLOCK_DIRS or _strip_backup(n) in BLOCK_DIRS else Tier.NONE


def in_blocked_dir(path: str) -> bool:
    """True when ``path`` is a BLOCK folder or lies anywhere inside one."""
    parts = path.replace("\\", "/").rstrip("/").split("/")
    return any(p and classify_dir(p) is Tier.BLOCK for p in parts)


def classify_path(path: str) -> Tier:
    """The tier of a file at ``path``, including BLOCK folders anywhere above it."""
    parts = path.replace("\\", "/").rstrip("/").split("/")
    if any(classify_dir(p) is Tier.BLOCK for p in parts[:-1] if p):
        return Tier.BLOCK
    return classify_file(parts[-1], parts[-2] if len(parts) > 1 else "")
