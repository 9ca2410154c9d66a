"""One day said: typed as a date ("modified on 2026-11-12", "since 2026-11-01"), or a month and a day read by
dates.py ("since Nov 17", "on the 19th"); on it, from it or before it by the word said before it. Without such a
word, "2026-11-19" is left alone: it is often the start of a file's name ("2026-11-19 Pickle …")."""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

ISO_DAY_RE = re.compile(
    r"\b(?:(?:modified|changed|edited|saved|created|added|updated|made|dated)\s+)?"
    r"(?:on|since|after|before|until|till|from)\s+(?:the\s+)?(?P<y>(?:19|20)\d\d)-(?P<m>[01]\d)-(?P<d>[0-3]\d)\b"
)


def _iso(d: date | datetime) -> str:
    return d.isoformat() if isinstance(d, date) and not isinstance(d, datetime) else d.date().isoformat()


def iso_day(st) -> None:  # (st: dates._State)
    """Read the first such day into the slots, and take it out of the words left."""
    m = ISO_DAY_RE.search(st.low)
    if not m or st.s.modified_after or st.s.modified_before:
        return
    try:
        day = date(int(m.group("y")), int(m.group("m")), int(m.group("d")))
    except ValueError:
        return
    _on_day(st, day, st.low[: m.start("y")])
    st.low = st.low[: m.start("y")] + " " * (m.end() - m.start("y")) + st.low[m.end() :]


def _on_day(st, day: date, before_it: str) -> None:  # (st: dates._State)
    """A day said: on it, or from it on or before it by the word said before ("since Nov 17", "before the 2nd")."""
    edge = re.search(r"\b(since|after|before|until|till|prior to)\s+(?:the\s+)?$", before_it)
    said = f"{day:%b} {day.day}"
    if edge and edge.group(1) in ("before", "until", "till", "prior to"):
        st.s.modified_before, st.s.date_label = _iso(day), f"before {said}"
    elif edge:
        late = edge.group(1) == "after"
        st.s.modified_after = _iso(day + timedelta(days=1) if late else day)
        st.s.date_label = f"{'after' if late else 'since'} {said}"
    else:
        st.s.modified_after, st.s.modified_before = _iso(day), _iso(day + timedelta(days=1))
        st.s.date_label = f"on {said}"


def _day(today: date, month: int, day: int, year: int | None) -> date | None:
    """A month-day date said without a year: the most recent one not after today."""
    try:
        d = date(year or today.year, month, day)
        if year is None and d > today:
            d = date(today.year - 1, month, day)
        return d
    except ValueError:
        return None
