"""Names in the scratchpad: a caller's table and column names are checked (they can't carry SQL), headers found in
documents are turned into safe names, and every name is quoted where it meets SQL."""

from __future__ import annotations

import re
import unicodedata

from ..errors import InvalidInput

PREFIX = "scratch_"  # every scratchpad table is stored as scratch_<name>
MAX_NAME = 60
NAME_RE = re.compile(r"[^\W\d]\w*")  # a letter or _, then letters, digits, _ (Unicode letters too)
RESERVED_PREFIXES = ("sqlite_", "filescout_")
PROVENANCE = ("source_file", "source_page", "source_row")  # added to every imported row


def table_name(name: object) -> str:
    """A caller's table name, checked: a letter then letters, digits and _ (at most 60), case folded. Anything
    else (quotes, spaces, semicolons, dots) is refused with a plain message, never passed to SQL."""
    if not isinstance(name, str) or not name.strip():
        raise InvalidInput("Give the table a name: letters, digits and _ (for example: spending_2025).")
    text = name.strip()
    if text.lower().startswith(PREFIX):
        text = text[len(PREFIX) :]  # "scratch_sales" is the table "sales"
    if not NAME_RE.fullmatch(text) or len(text) > MAX_NAME:
        raise InvalidInput(
            f"{_show(name)} can't be a table name: use a letter first, then letters, digits or _ "
            f"(at most {MAX_NAME}), for example spending_2025."
        )
    low = text.lower()
    if low.startswith(RESERVED_PREFIXES):
        raise InvalidInput(f"{_show(name)} can't be a table name: names starting with sqlite_ are SQLite's own.")
    return low


def column_name(name: object) -> str:
    """A caller's column name, checked like a table name (case kept)."""
    if not isinstance(name, str) or not NAME_RE.fullmatch(name) or len(name) > MAX_NAME:
        raise InvalidInput(
            f"{_show(name)} can't be a column name: use a letter first, then letters, digits or _ (at most {MAX_NAME})."
        )
    return name


def stored(name: str) -> str:
    """The table's name inside the scratchpad database (``name`` already checked)."""
    return PREFIX + name


def shown(stored_name: str) -> str | None:
    """The name a caller sees for a stored table, or None for anything that isn't a well-formed scratch table."""
    if not stored_name.startswith(PREFIX):
        return None
    name = stored_name[len(PREFIX) :]
    return name if NAME_RE.fullmatch(name) and len(name) <= MAX_NAME and name == name.lower() else None


def quote(name: str) -> str:
    """``name`` as a quoted SQL identifier (names are checked first; quoting is the second line)."""
    return '"' + name.replace('"', '""') + '"'


def clean_header(header: object, index: int) -> str:
    """A header found in a document ("Amount ($)", "Posting Date", "2025", "") as a column name: lower case,
    accents dropped, anything else turned into _, never empty and never starting with a digit."""
    text = unicodedata.normalize("NFKD", str(header or "")).encode("ascii", "ignore").decode()
    text = re.sub(r"[^0-9a-zA-Z]+", "_", text).strip("_").lower()[:MAX_NAME]
    if not text:
        return f"column_{index + 1}"
    if text[0].isdigit():
        text = ("c_" + text)[:MAX_NAME]
    return text


def unique_columns(headers: list[str], taken: tuple[str, ...] = PROVENANCE) -> list[str]:
    """Cleaned, distinct column names for ``headers`` (a repeated or reserved one gets _2, _3 …)."""
    used = {t.lower() for t in taken}
    out = []
    for i, h in enumerate(headers):
        base = clean_header(h, i)
        name, n = base, 2
        while name.lower() in used:
            name = f"{base[: MAX_NAME - 4]}_{n}"
            n += 1
        used.add(name.lower())
        out.append(name)
    return out


def _show(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
