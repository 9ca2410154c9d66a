"""Which machine a row of the index belongs to.

In the shared index (PostgreSQL) every row id carries its host's number in its high bits (``id >> 40``); in a
machine's own SQLite index that number is 0. Rows of this machine are shown by their path alone; rows of
another machine as ``host:/path`` (as scp and rsync spell them), so every answer says where a file is.
"""

from __future__ import annotations

HOST_SHIFT = 40

_names: dict[int, str] = {}
_local: int | None = None


def configure(names: dict[int, str], local_no: int | None) -> None:
    """The shared index's hosts (number -> name) and this machine's number (None: not published yet)."""
    global _local
    _names.clear()
    _names.update(names)
    _local = local_no


def host_of(row_id: int) -> str | None:
    """The name of the machine another machine's row belongs to; None for this machine's rows."""
    no = row_id >> HOST_SHIFT
    if no == 0 or no == _local:
        return None
    return _names.get(no, f"host{no}")


def hosts_known() -> bool:
    """True once a shared index has said which machines it holds."""
    return bool(_names)


def unknown_host(name: str) -> Exception:
    from ..errors import InvalidInput

    known = ", ".join(names()) or "none: this index is only this machine's"
    return InvalidInput(f"There is no machine called {name!r} in the index (machines: {known}).")


def local_name() -> str | None:
    return _names.get(_local) if _local is not None else None


def number(name: str) -> int | None:
    for no, n in _names.items():
        if n == name:
            return no
    return None


def names() -> list[str]:
    return sorted(_names.values())


def id_range(name: str) -> tuple[int, int] | None:
    """[lo, hi) of the row ids of host ``name``; None if it isn't in the shared index."""
    no = number(name)
    return None if no is None else (no << HOST_SHIFT, (no + 1) << HOST_SHIFT)


def split(path: str) -> tuple[str | None, str]:
    """("nas", "/volume1/x") for "nas:/volume1/x" when nas is a known host; (None, path) otherwise."""
    head, sep, rest = path.partition(":")
    if sep and rest.startswith("/") and head in _names.values():
        return head, rest
    return None, path
