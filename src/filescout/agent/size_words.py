"""Sizes in a question: "bigger than 100 MB", "between 1 and 5 MB", "2GB+", "empty", "tiny": the size filters and
the words they took (part of the slot parser, slots.py)."""

from __future__ import annotations

import re

from .dates import _num
from .vocabulary import _NUM, _UNIT_NORMAL, SIZE_UNIT


def _size_text(num: str, unit: str) -> str:
    u = unit.lower()
    u = _UNIT_NORMAL.get(u, u.upper())
    n = _num(num)
    return f"{int(n) if n == int(n) else n}{u}"


def _sizes(st) -> None:
    # -- sizes
    span = rf"\b(?:between|from)\s+{_NUM}\s*{SIZE_UNIT}?\s*(?:and|to|-)\s*{_NUM}\s*{SIZE_UNIT}\b"
    for m in re.finditer(span, st.low):  # ("between 1 and 5 MB": the unit said once)
        st.s.size_gt = _size_text(m.group(1), m.group(2) or m.group(4))
        st.s.size_lt = _size_text(m.group(3), m.group(4))
        st.cut(m)
    gt = (
        r"(?:over|above|bigger than|larger than|greater than|more than|at least|heavier than|exceeding|>=?|"
        r"bigger then|larger then|more then|over than)"
    )
    lt = r"(?:under|below|smaller than|less than|at most|lighter than|up to|<=?|smaller then|less then)"
    for pat, key in ((gt, "size_gt"), (lt, "size_lt")):
        for m in re.finditer(rf"\b{pat}\s*{_NUM}\s*{SIZE_UNIT}\b", st.low):
            setattr(st.s, key, _size_text(m.group(1), m.group(2)))
            st.cut(m)
    for m in re.finditer(rf"\b{_NUM}\s*{SIZE_UNIT}\s*(?:\+|or more|or bigger|or larger|and up|and above)", st.low):
        st.s.size_gt = _size_text(m.group(1), m.group(2))
        st.cut(m)
    for m in re.finditer(rf"\b{_NUM}\s*{SIZE_UNIT}\s*(?:or less|or smaller|and under|and below)", st.low):
        st.s.size_lt = _size_text(m.group(1), m.group(2))
        st.cut(m)
    for word, key, value in (
        ("empty", "size_lt", "1"),
        ("tiny", "size_lt", "10KB"),
        ("small", "size_lt", "100KB"),
        ("huge", "size_gt", "1GB"),
        ("large", "size_gt", "100MB"),
        ("big", "size_gt", "100MB"),
    ):
        m = re.search(
            rf"\b{word}\s+(?:\w+\s+)?(?:files?|ones|videos|photos|pictures|pdfs|documents|movies|images|"
            rf"archives|folders|things)\b",
            st.low,
        )
        if m and re.search(r"\bhow\s+$", st.low[: m.start()]):
            m = None  # "how big is Documents": a question about its size, not a filter
        if not m and word in ("empty", "tiny", "huge"):  # "files that are empty", "which files are huge"
            said = rf"\b(?:files?|ones|documents|photos|videos)\s+(?:that\s+|which\s+)?(?:are|is)\s+{word}\b"
            m = re.search(said, st.low)
        if m and not getattr(st.s, key) and not (key == "size_gt" and (st.s.size_gt or st.s.size_lt)):
            setattr(st.s, key, value)
            w = re.search(rf"\b{word}\b", st.low)
            if w and word in ("empty", "tiny", "huge"):
                st.cut(w)  # said: not a name word
