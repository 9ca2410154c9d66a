"""Key dates out of contracts' text (seed 003 §6.4: "find all my contracts and leases, extract key dates and
obligations"): the lines that carry a date and a word contracts use for one (start, end, expires, renewal,
notice, due, deadline, termination…), with the page each came from and the date as ISO. Pure and offline.
"""

from __future__ import annotations

import re
from datetime import date

MONTHS = {m: i for i, m in enumerate(
    "january february march april may june july august september october november december".split(), 1)}  # fmt: skip
_MON = r"(?P<mon>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|" \
       r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"  # fmt: skip
DATE_RES = (
    re.compile(r"(?<!\d)(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})(?!\d)"),
    re.compile(rf"(?<!\d)(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MON},?\s+(?P<y>\d{{4}})", re.I),
    re.compile(rf"\b{_MON}\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<y>\d{{4}})", re.I),
    re.compile(r"(?<!\d)(?P<d>\d{1,2})[./](?P<m>\d{1,2})[./](?P<y>\d{4})(?!\d)"),  # day first, as most contracts
)
KINDS = (
    ("end", r"\b(?:ends?|ending|end date|expir\w*|terminat\w*|until|through|last day|move[- ]out|lease end)\b"),
    ("renewal", r"\b(?:renew\w*|auto(?:matic(?:ally)?)?[- ]renew\w*|extension|extend\w*)\b"),
    ("notice", r"\b(?:notice|cancel\w*|kündig\w*|opt[- ]out)\b"),
    ("due", r"\b(?:due|deadline|payable|pay by|no later than|by the)\b"),
    ("start", r"\b(?:start\w*|commenc\w*|begin\w*|effective|move[- ]in|from)\b"),
    ("signed", r"\b(?:signed|dated|executed|entered into)\b"),
)


def _parse(m: re.Match) -> date | None:
    g = m.groupdict()
    month = int(g["m"]) if g.get("m") else MONTHS.get(_full(g["mon"]), 0)
    try:
        return date(int(g["y"]), month, int(g["d"]))
    except (TypeError, ValueError):
        return None


def _full(mon: str) -> str:
    low = mon.lower().rstrip(".")
    return next((k for k in MONTHS if k.startswith(low[:3])), low)


def _kind(text: str) -> str | None:
    """The kind of date the last date word in ``text`` announces."""
    best = None
    for kind, rx in KINDS:
        for m in re.finditer(rx, text, re.I):
            if best is None or m.start() > best[0]:
                best = (m.start(), kind)
    return best[1] if best else None


def key_dates(pages: list[tuple[str | None, str]], limit: int = 12) -> list[dict]:
    """The dated lines of a contract, in the order of their dates: kind (end, renewal, notice, due, start,
    signed), date (ISO), the line, page."""
    out: list[dict] = []
    seen: set[tuple[str, str]] = set()
    for loc, text in pages:
        m = re.match(r"page\s+(\d+)", loc or "")
        page = int(m.group(1)) if m else None
        for line in (text or "").splitlines():
            found = sorted(((mm.start(), mm.end(), d) for rx in DATE_RES for mm in rx.finditer(line)
                            if (d := _parse(mm))), key=lambda f: f[0])  # fmt: skip
            prev = 0
            for start, end, d in found:
                kind = _kind(line[prev:start]) or _kind(line)  # the word just before this date, else the line's
                prev = end
                if kind is None:
                    continue
                key = (kind, d.isoformat())
                if key in seen:
                    continue
                seen.add(key)
                out.append({"kind": kind, "date": d.isoformat(), "line": " ".join(line.split())[:120], "page": page})
    out.sort(key=lambda x: x["date"])
    return out[:limit]
