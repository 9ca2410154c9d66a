"""Dates in a question: "today", "last week", "in March", "Nov 17", "about two weeks ago", "older than 30 days",
"haven't touched in a year", "since 2024"…, as the modified_after/modified_before filters and the words to say."""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from typing import Any, Protocol

from .iso_dates import _day, _iso, _on_day, iso_day
from .vocabulary import _DUR_UNIT, _NUM, MONTHS, NUMBER_WORDS


class _State(Protocol):
    """The parse in progress (slots.py): the slots found, the question, its blanked lower-case copy."""

    s: Any
    q: str
    low: str
    today: date
    now: datetime

    def cut(self, m: re.Match) -> None: ...


_UNITS = "first second third fourth fifth sixth seventh eighth ninth".split()
ORDINAL_WORDS = {w: i + 1 for i, w in enumerate(_UNITS)} | {
    w: i + 10
    for i, w in enumerate(
        "tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth "
        "eighteenth nineteenth twentieth".split()
    )
}
ORDINAL_WORDS |= {f"twenty{sep}{w}": 20 + i + 1 for i, w in enumerate(_UNITS) for sep in (" ", "-")}
ORDINAL_WORDS |= {"thirtieth": 30, "thirty first": 31, "thirty-first": 31}
ORDINAL_ALT = "|".join(sorted(ORDINAL_WORDS, key=len, reverse=True))


def _num(word: str) -> float:
    w = " ".join(word.lower().split())
    if re.fullmatch(r"(?:a )?couple(?: of)?", w):
        return 2
    if re.fullmatch(r"(?:a )?few", w):
        return 3
    if w in NUMBER_WORDS:
        return NUMBER_WORDS[w]
    return float(w)


def _month_start(year: int, month: int) -> date:
    while month > 12:
        month -= 12
        year += 1
    while month < 1:
        month += 12
        year -= 1
    return date(year, month, 1)


_EDGE_THE = re.compile(r"\b(?:before|prior to|earlier than|after|later than)\s+the\s+$")


def dates(st: _State) -> None:
    """Every date phrase; a month's name that begins a capitalised name ("the gig sheets for Mar Hall", "May Fair
    photos") is the name's, not a date."""
    kept = {}
    for m in re.finditer(r"\b([A-Z][a-z]{2,8})\.?\s+([A-Z][a-z]+)", st.q):
        if m.group(1).lower() in MONTHS and m.group(2).lower() not in MONTHS and m.group(2).lower() not in _DAYS:
            a, b = m.span(1)
            kept[a, b] = st.low[a:b]
            st.low = st.low[:a] + "#" * (b - a) + st.low[b:]
    try:
        _parts_of_periods(st)
        _dates(st)
        _future(st)
    finally:
        for (a, b), text in kept.items():
            if st.low[a:b] == "#" * (b - a):
                st.low = st.low[:a] + text + st.low[b:]


def _future(st: _State) -> None:
    """A month still to come ("the locum rota for December 2026", asked in November) is no file's date: the
    month and its year are words of a name."""
    after = st.s.modified_after
    if not after or not re.match(r"\d{4}-\d\d-\d\d", after) or after[:10] <= st.now.date().isoformat():
        return
    month = max((name for name, n in MONTHS.items() if n == int(after[5:7])), key=len)
    m = re.search(rf"\b({month[:3]}[a-z]*)\.?(?:\s+({after[:4]}))?\b", st.q, re.I)
    if not m or not month.startswith(m.group(1).lower()):
        return
    a, b = m.span()
    st.low = st.low[:a] + st.q[a:b].lower() + st.low[b:]
    st.s.modified_after = st.s.modified_before = st.s.date_label = None


_PARTS = {"early": (1, 11), "start": (1, 11), "beginning": (1, 11), "mid": (11, 21), "middle": (11, 21),
          "late": (21, None), "end": (21, None)}  # fmt: skip


def _parts_of_periods(st: _State) -> None:
    """ "since the start of November", "in early October", "from the end of March", "since the beginning of the
    year": a part of a month is its first, middle or last ten days; the start of a month or year is the month or
    year itself (its first day, as "since November" is)."""
    m = re.search(r"\b(?:the\s+)?(?:start|beginning)\s+of\s+(?:the\s+)?(this month|this year|last month|last year|"
                  r"month|year)\b", st.low)  # fmt: skip
    if m:
        said = m.group(1) if " " in m.group(1) else "this " + m.group(1)
        st.low = st.low[: m.start()] + said.rjust(m.end() - m.start()) + st.low[m.end() :]
    mnames = "|".join(sorted(MONTHS, key=len, reverse=True))
    m = re.search(
        rf"\b(?:(since|after|before|until|till|in|from|during|at|around)\s+)?(?:the\s+)?(early|mid|late|middle of|"
        rf"start of|beginning of|end of)[\s-]+({mnames})\b\.?(?:\s+((?:19|20)\d\d))?",
        st.low,
    )
    if not m:
        return
    today, mo = st.today, MONTHS[m.group(3)]
    year = int(m.group(4)) if m.group(4) else (today.year if mo <= today.month else today.year - 1)
    first, last = _PARTS[m.group(2).split()[0]]
    a = date(year, mo, first)
    b = date(year, mo, last) if last else _month_start(year, mo + 1)
    edge, label = m.group(1), f"{'the ' if ' of' in m.group(2) else ''}{m.group(2)} {m.group(3)}"
    if edge in ("since", "after"):
        st.s.modified_after, st.s.date_label = _iso(a if edge == "since" else b), f"{edge} {label}"
    elif edge in ("before", "until", "till"):
        st.s.modified_before, st.s.date_label = _iso(a), f"before {label}"
    else:
        where = "at" if label.startswith("the ") else "in"
        st.s.modified_after, st.s.modified_before, st.s.date_label = _iso(a), _iso(b), f"{where} {label}"
    st.cut(m)


_DAYS = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "wed", "thu",
         "fri", "sat", "sun", "the"}  # fmt: skip


def _dates(st: _State) -> None:
    """Every date phrase, in order of precedence (one long run of patterns: kept together so the order reads)."""

    iso_day(st)  # "modified on 2026-11-12" (iso_dates.py)

    def after(d: date | datetime, label: str) -> None:
        st.s.modified_after, st.s.date_label = _iso(d), label

    def span(a: date, b: date, label: str) -> None:
        st.s.modified_after, st.s.modified_before, st.s.date_label = _iso(a), _iso(b), label

    def after_dur(num: str, unit: str, label: str) -> None:
        st.s.modified_after, st.s.date_label = _dur(num, unit), label

    week_start = st.today - timedelta(days=st.today.weekday())
    month_start = st.today.replace(day=1)
    both = r"\b(?:this (?P<a>year|month|week)(?: and (?:the )?(?:last|previous)(?: (?:one|year|month|week))?)|"
    both += r"(?:last|previous) (?P<b>year|month|week) and this(?: (?:one|year|month|week))?)\b"
    starts = {"year": date(st.today.year - 1, 1, 1), "week": week_start - timedelta(days=7),
              "month": _month_start(st.today.year, st.today.month - 1)}  # fmt: skip
    for pat, fn in [
        # "this year and last": since the start of last year
        (both, lambda m: after(starts[m.group("a") or m.group("b")], f"this {m.group('a') or m.group('b')} and last")),
        (r"\btoday\b|\bthis morning\b", lambda m: after(st.today, "today")),
        (r"\byesterday\b", lambda m: span(st.today - timedelta(days=1), st.today, "yesterday")),
        (r"\bthis week\b", lambda m: after(week_start, "this week")),
        # "last week" is the last 7 days, as people who asked it meant (on a Tuesday, Monday's files too); "the
        # previous week" is the calendar week before this one
        (
            r"\b(?:the\s+)?week before last\b",
            lambda m: span(week_start - timedelta(days=14), week_start - timedelta(days=7), "the week before last"),
        ),
        (r"\blast week\b", lambda m: after_dur("1", "week", "last week")),
        (r"\bprevious week\b", lambda m: span(week_start - timedelta(days=7), week_start, "the previous week")),
        (r"\bthis month\b", lambda m: after(month_start, "this month")),
        (
            r"\blast month\b|\bprevious month\b",
            lambda m: span(_month_start(st.today.year, st.today.month - 1), month_start, "last month"),
        ),
        (r"\bthis year\b", lambda m: after(date(st.today.year, 1, 1), "this year")),
        (
            r"\blast year\b|\bprevious year\b",
            lambda m: span(date(st.today.year - 1, 1, 1), date(st.today.year, 1, 1), "last year"),
        ),
    ]:
        m = re.search(pat, st.low)
        stale = re.search(r"\bin a year|touched in|modified in", st.low)
        before = st.low[: m.start()] if m else ""
        if m and "last" in pat and re.search(r"\bthe\s+$", before) and not _EDGE_THE.search(before):
            continue  # "in the last week": the last 7 days (below); "before the last month" is the month
        if m and not ("last year" in pat and stale):
            fn(m)
            st.cut(m)
            edge = re.search(
                r"\b(?:from\s+)?(?P<e>before|prior to|earlier than|after|later than)\s+(?:the\s+)?$",
                st.low[: m.start()],
            )
            if edge and st.s.modified_after:
                if edge.group("e") in ("after", "later than"):
                    # "from after last month": once the period ended (nothing, for one still going on)
                    st.s.modified_after, st.s.modified_before = st.s.modified_before or _iso(st.today), None
                    st.s.date_label = "after " + st.s.date_label
                else:
                    # "the screenshots from before this year": last changed before the period starts
                    st.s.modified_before, st.s.modified_after = st.s.modified_after, None
                    st.s.date_label = "before " + st.s.date_label
                st.low = st.low[: edge.start()] + " " * (m.start() - edge.start()) + st.low[m.start() :]
    # older than N units / N units old / haven't touched in N
    m = re.search(rf"\b(?:older than|more than|over)\s+{_NUM}\s*{_DUR_UNIT}\s*(?:old|ago)?\b", st.low) or re.search(
        rf"\b{_NUM}\s*\+?\s*{_DUR_UNIT}\s+old\b", st.low
    )
    if m:
        st.s.modified_before, st.s.date_label = _dur(m.group(1), m.group(2)), f"older than {m.group(1)} {m.group(2)}"
        st.cut(m)
    m = re.search(
        rf"\b(?:haven'?t|have not|hasn'?t|has not|not|never|weren'?t|untouched)\s+(?:been\s+)?"
        rf"(?:touched|modified|changed|opened|used|edited|updated|looked at)?\s*(?:in|for|since)\s+"
        rf"(?:over\s+|more than\s+)?{_NUM}\s*{_DUR_UNIT}\b",
        st.low,
    )
    if m:
        st.s.modified_before, st.s.date_label = (
            _dur(m.group(1), m.group(2)),
            f"not touched in {m.group(1)} {m.group(2)}",
        )
        st.cut(m)
    m = re.search(rf"(?<!since )(?:\b(?:about|around|roughly|like|some)\s+)?\b{_NUM}\s*{_DUR_UNIT}\s+ago\b", st.low)
    if m and not st.s.modified_after and not re.search(r"\bsince\s*$", st.low[: m.start()]):
        # "two weeks ago": around then, not "in the last two weeks"
        n, unit = _num(m.group(1)), m.group(2).lower().rstrip("s")
        days = {"minute": 1 / 1440, "min": 1 / 1440, "hour": 1 / 24, "hr": 1 / 24, "day": 1, "week": 7, "month": 30,
                "year": 365, "yr": 365}.get(unit, 1) * n  # fmt: skip
        half = {"day": 0.0, "week": 3.5, "month": 15, "year": 182}.get(unit, 0.0)
        point = st.today - timedelta(days=days)
        if half:
            span(point - timedelta(days=half), point + timedelta(days=half + 1), f"about {m.group(1)} {m.group(2)} ago")
        else:
            span(point, point + timedelta(days=1), f"{m.group(1)} {m.group(2)} ago")
        st.cut(m)
    m = re.search(r"\b(?:the\s+)?past\s+(week|month|year|day)\b", st.low)
    if m and not st.s.modified_after:
        st.s.modified_after, st.s.date_label = _dur("1", m.group(1)), f"in the past {m.group(1)}"  # the last 7 days…
        st.cut(m)
    m = (
        re.search(
            rf"(?<!before )(?<!after )\b(?:(?:in|within|during|over|from|for)\s+)?the\s+(?:last|past|previous)\s+"
            rf"{_NUM}?\s*{_DUR_UNIT}\b",
            st.low,
        )
        or re.search(rf"\b(?:last|past|previous|within)\s+{_NUM}\s*{_DUR_UNIT}\b", st.low)
        or re.search(rf"\bsince\s+{_NUM}\s*{_DUR_UNIT}\s+ago\b", st.low)
        or re.search(rf"\b{_NUM}\s*{_DUR_UNIT}\s+ago\b", st.low)
    )
    if m and not st.s.modified_after:
        num = m.group(1) or "1"
        said = f"{m.group(1)} {m.group(2)}" if m.group(1) else m.group(2)  # ("in the last week")
        st.s.modified_after, st.s.date_label = _dur(num, m.group(2)), f"in the last {said}"
        st.cut(m)
    mnames = "|".join(sorted(MONTHS, key=len, reverse=True))
    nth = rf"\d{{1,2}}(?:st|nd|rd|th)?|{ORDINAL_ALT}"  # ("november nineteenth", said aloud)
    m = re.search(rf"\b({mnames})\.?\s+({nth})\b(?:,?\s+((?:19|20)\d\d))?", st.low) or re.search(
        rf"\b({nth})\s+(?:of\s+)?({mnames})\b\.?(?:,?\s+((?:19|20)\d\d))?", st.low
    )
    if m and not st.s.modified_after:
        mo_w, day_w = (m.group(1), m.group(2)) if m.group(1) in MONTHS else (m.group(2), m.group(1))
        n = ORDINAL_WORDS.get(day_w) or int(re.match(r"\d+", day_w).group(0))
        day = _day(st.today, MONTHS[mo_w], n, int(m.group(3)) if m.group(3) else None)
        if day:  # ("from Nov 19" is that day, as "on Nov 19"; "since"/"after" it are from then on)
            _on_day(st, day, st.low[: m.start()])
            st.cut(m)
    not_a_day = r"(?!\s+(?:of\s+\w+|century|floor|time|one|draft|version|edit))"
    m = re.search(r"\bthe\s+([12]?\d|3[01])(?:st|nd|rd|th)\b" + not_a_day, st.low)
    if m and not (st.s.modified_after or st.s.modified_before):
        # "anything saved on the 19th": that day of this month (of last month while it is still to come)
        n, t = int(m.group(1)), st.today
        day = _day(t, t.month, n, t.year) if n <= t.day else _day(t, t.month - 1 or 12, n, t.year - (t.month == 1))
        if day:
            _on_day(st, day, st.low[: m.start()])
            st.cut(m)
    m = re.search(rf"\bbetween\s+({mnames})\b\.?\s+(?:and|to)\s+({mnames})\b\.?(?:\s+(\d{{4}}))?\b", st.low)
    if m:
        a, b = MONTHS[m.group(1)], MONTHS[m.group(2)]
        year = int(m.group(3)) if m.group(3) else (st.today.year if a <= st.today.month else st.today.year - 1)
        span(
            date(year, a, 1),
            _month_start(year if b >= a else year + 1, b + 1),
            f"between {m.group(1)} and {m.group(2)}",
        )
        st.cut(m)
    m = re.search(rf"\bsince\s+({mnames})\b\.?(?:\s+(\d{{4}}))?\b", st.low)
    negated = m and re.search(r"\b(?:not|never|haven|hasn|untouched)\b[^.?!]*$", st.low[: m.start()])
    if m and negated:
        # "haven't touched since May": last changed before May
        mo = MONTHS[m.group(1)]
        year = int(m.group(2)) if m.group(2) else (st.today.year if mo <= st.today.month else st.today.year - 1)
        st.s.modified_before, st.s.date_label = date(year, mo, 1).isoformat(), f"not touched since {m.group(1)}"
        st.cut(m)
        m = None
    if m:
        mo = MONTHS[m.group(1)]
        year = int(m.group(2)) if m.group(2) else (st.today.year if mo <= st.today.month else st.today.year - 1)
        after(date(year, mo, 1), f"since {m.group(1)}")
        st.cut(m)
    edges = "before|prior to|earlier than|older than|after|newer than"
    m = re.search(rf"\b(?:from\s+)?({edges})\s+({mnames})\b\.?(?:\s+(\d{{4}}))?\b", st.low)
    if m and not (st.s.modified_after or st.s.modified_before):
        # "from before October": last changed before October began; "after October": once it ended
        mo = MONTHS[m.group(2)]
        year = int(m.group(3)) if m.group(3) else (st.today.year if mo <= st.today.month else st.today.year - 1)
        if m.group(1) in ("after", "newer than"):
            after(_month_start(year, mo + 1), f"after {m.group(2)}")
        else:
            st.s.modified_before, st.s.date_label = date(year, mo, 1).isoformat(), f"before {m.group(2)}"
        st.cut(m)
    m = re.search(
        rf"\b(?:back\s+)?(?:in|from|during|for|dated(?:\s+in)?)\s+({mnames})\b\.?(?:\s+(\d{{4}}))?\b", st.low
    ) or re.search(
        rf"\b(?<!may )(?!may\b|march\b|mar\b|jan\b|jun\b|oct\b|dec\b|sep\b|sept\b)({mnames})\b(?:\s+(\d{{4}}))?"
        rf"(?=\s+[a-z])",
        st.low,
    )  # a bare month before a noun: "my october payslip", "the november statements"
    if m and not st.s.modified_after:
        mo = MONTHS[m.group(1)]
        year = int(m.group(2)) if m.group(2) else (st.today.year if mo <= st.today.month else st.today.year - 1)
        span(date(year, mo, 1), _month_start(year, mo + 1), f"in {m.group(1)}")
        st.cut(m)
    m = re.search(r"\b(?:back\s+)?(?:in|from|during|dated(?:\s+in)?)\s+((?:19|20)\d\d)\b", st.low)
    if m and not st.s.modified_after:
        y = int(m.group(1))
        span(date(y, 1, 1), date(y + 1, 1, 1), f"in {y}")
        st.cut(m)
    m = re.search(r"\b(?:since|after)\s+((?:19|20)\d\d)\b(?!-)", st.low)
    if m and re.search(r"\b(?:not|never|haven|hasn|untouched)\b[^.?!]*$", st.low[: m.start()]):
        # "haven't touched since 2025": last changed in 2025 or before
        y = int(m.group(1))
        st.s.modified_before, st.s.date_label = date(y + 1, 1, 1).isoformat(), f"not touched since {y}"
        st.cut(m)
    m = re.search(r"\b(since|after)\s+((?:19|20)\d\d(?:-\d\d(?:-\d\d)?)?)\b", st.low)
    if m and m.group(1) == "after" and re.fullmatch(r"\d{4}", m.group(2)):
        after(date(int(m.group(2)) + 1, 1, 1), f"after {m.group(2)}")  # "after 2024": once 2024 ended
        st.cut(m)
    elif m:
        after(date.fromisoformat(_pad(m.group(2))), f"since {m.group(2)}")
        st.cut(m)
    m = re.search(r"\bbefore\s+((?:19|20)\d\d(?:-\d\d(?:-\d\d)?)?)\b", st.low)
    if m:
        st.s.modified_before, st.s.date_label = _pad(m.group(1)), f"before {m.group(1)}"
        st.cut(m)
    if not (st.s.modified_after or st.s.modified_before) and re.search(r"\b(?:stale|ancient|forgotten)\b", st.low):
        st.s.modified_before, st.s.date_label = "1y", "not touched in a year"


def _pad(text: str) -> str:
    parts = text.split("-")
    while len(parts) < 3:
        parts.append("01")
    return "-".join(parts)


def _dur(num: str, unit: str) -> str:
    n = _num(num)
    u = unit.lower().rstrip("s")
    u = {"min": "min", "minute": "min", "hr": "h", "hour": "h", "day": "d", "week": "weeks", "month": "months",
         "year": "y", "yr": "y"}.get(u, u)  # fmt: skip
    value = int(n) if n == int(n) else n
    return f"{value}{u}"


def years_as_dates(slots, g) -> bool:
    """A year said as a name's word ("2025 invoices") that names nothing here: the files from that year. True
    when the slots now say so (the year is no longer a term)."""
    years = [w for w in g.unknown if re.fullmatch(r"(?:19|20)\d\d", w)]
    if not years and g.unknown:  # "the receipts for 2025" with nothing named receipts: not a folder named 2025
        known = [i.words for i in g.items if i.kind != "unknown"]
        years = known if len(known) == 1 and re.fullmatch(r"(?:19|20)\d\d", known[0]) else []
    if len(years) != 1 or slots.modified_after or slots.modified_before:
        return False
    y = int(years[0])
    slots.modified_after, slots.modified_before = date(y, 1, 1).isoformat(), date(y + 1, 1, 1).isoformat()
    slots.date_label = f"in {y}"
    slots.terms = [t for t in slots.terms if t != years[0]]
    return True
