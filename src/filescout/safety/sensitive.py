"""Sensitive-file tiers (see safety.md).

BLOCK files are never indexed, read or shown. SKIP files are not indexed but may
be read explicitly, with a warning. WARN files are indexed (metadata only) and
reading them warns. Matching is case-insensitive. The checks run once per file
during a scan, so they are plain string tests, not regexes or fnmatch.
"""

from __future__ import annotations

from enum import IntEnum


class Tier(IntEnum):
    NONE = 0
    WARN = 1
    SKIP = 2
    BLOCK = 3


BLOCK_MESSAGE = "This file type is blocked for security."
SKIP_MESSAGE = "This file may contain sensitive data."
WARN_MESSAGE = "This file's name suggests it may hold a password, token or secret."

_BLOCK_SUFFIXES = (".pem", ".key", ".p12", ".pfx", ".keystore", ".jks")
_BLOCK_PREFIXES = ("id_rsa", "id_ed25519", "id_ecdsa", "id_dsa")
_BLOCK_NAMES = frozenset({"wallet.dat"})
# folders whose whole content is BLOCK (never entered by the scanner)
BLOCK_DIRS = frozenset({".ssh", ".gnupg"})
# (parent folder, file name) pairs that are BLOCK
_BLOCK_IN_DIR = frozenset({(".aws", "credentials")})

_SKIP_NAMES = frozenset({".env", ".npmrc", ".pypirc", ".netrc", ".pgpass"})
_SKIP_PREFIXES = (".env.", "credentials", "secrets")


# Any sensitive name passes this cheap test (on the lower-cased name); the
# scanner runs it on every file and calls classify_file only when it passes.
MAYBE_SUFFIXES = _BLOCK_SUFFIXES
MAYBE_PREFIXES = (*_BLOCK_PREFIXES, *_BLOCK_NAMES, *_SKIP_NAMES, *_SKIP_PREFIXES, "service_account")
MAYBE_CONTAINS = ("password", "token", "secret")


def maybe_sensitive(lower: str) -> bool:
    return (
        lower.endswith(MAYBE_SUFFIXES)
        or lower.startswith(MAYBE_PREFIXES)
        or any(word in lower for word in MAYBE_CONTAINS)
    )


def classify_file(name: str, parent: str = "") -> Tier:
    """The tier of a file called ``name`` inside a folder called ``parent``."""
    n = name.lower()
    if n.endswith(_BLOCK_SUFFIXES) or n.startswith(_BLOCK_PREFIXES) or n in _BLOCK_NAMES:
        return Tier.BLOCK
    p = parent.lower()
    if p in BLOCK_DIRS or (p, n) in _BLOCK_IN_DIR:
        return Tier.BLOCK
    if n in _SKIP_NAMES or n.startswith(_SKIP_PREFIXES):
        return Tier.SKIP
    if n.startswith("service_account") and n.endswith(".json"):
        return Tier.SKIP
    if "password" in n or "token" in n or "secret" in n:
        return Tier.WARN
    return Tier.NONE


def classify_dir(name: str) -> Tier:
    """A folder is BLOCK when its whole content is (``.ssh``, ``.gnupg``)."""
    return Tier.BLOCK if name.lower() in BLOCK_DIRS else Tier.NONE


def classify_path(path: str) -> Tier:
    """The tier of a file at ``path``, including BLOCK folders anywhere above it."""
    parts = path.replace("\\", "/").rstrip("/").split("/")
    if any(classify_dir(p) is Tier.BLOCK for p in parts[:-1]):
        return Tier.BLOCK
    return classify_file(parts[-1], parts[-2] if len(parts) > 1 else "")
