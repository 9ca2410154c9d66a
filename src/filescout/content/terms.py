"""A content search's words: filler dropped ("which document talks about …"), months and years recognised, so
that "October 2025 statement" also fits a file named ``statement_2025-10.pdf`` or modified that month."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime

from ..index.fold import fold, stem

WORD = re.compile(r"[\w][\w'\-]*", re.U)

# Words that say what kind of question it is, not what the document holds.
FILLER = frozenset(
    """a an the of in on at to for from by with and or but not is are was were be been this that these those it its
    my our your their his her me we i you they us which what where who whose when how why find show give get see
    list lists listed listing mention mentions mentioned mentioning talk talks talking talked about say says said
    saying contain contains containing contained document documents doc docs file files text any some all
    something anything please can could would should do does did has have had there here one ones""".split()
)

_MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december"]  # fmt: skip
MONTH_WORDS: dict[str, int] = {m: i + 1 for i, m in enumerate(_MONTHS)}
MONTH_WORDS.update({m[:3]: i + 1 for i, m in enumerate(_MONTHS)})
MONTH_WORDS["sept"] = 9
_ALONE = {m for m in _MONTHS if m not in ("may", "march")}  # a month without a year next to it: not a verb
_YEAR = re.compile(r"(19[7-9]\d|20\d\d)")


@dataclass
class When:
    """A month and/or a year the query names, and the query words that named them."""

    year: int | None = None
    month: int | None = None
    words: set[str] = field(default_factory=set)

    def fits_time(self, mtime_ns: int) -> bool:
        t = datetime.fromtimestamp(mtime_ns / 1e9)
        return (self.year is None or t.year == self.year) and (self.month is None or t.month == self.month)

    def fits_name(self, name: str) -> bool:
        """The name holds this month/year: 2025-10, 2025_10, 10-2025, oct-2025, october_2025, oct2025, 20251031."""
        toks = fold(name).split()
        y = str(self.year) if self.year else None
        mnames = {k for k, v in MONTH_WORDS.items() if v == self.month} if self.month else set()
        mnums = {str(self.month), f"{self.month:02d}"} if self.month else set()
        for i, t in enumerate(toks):
            near = set(toks[max(0, i - 1) : i] + toks[i + 1 : i + 2])
            if y and t == y and (not self.month or near & (mnums | mnames)):
                return True
            if y and t.isdigit() and len(t) in (6, 8) and t.startswith(y + (f"{self.month:02d}" if self.month else "")):
                return True
            if self.month and t in mnames and (not y or y in near):
                return True
            if self.month and y and any(t == m + y or t == y + m for m in mnames):
                return True
            if self.month and not y and t in mnums and any(_YEAR.fullmatch(n) for n in near):
                return True
        return False


@dataclass
class Query:
    terms: list[str]  # the words searched for, filler dropped (lower case, each once)
    when: When | None = None


def parse(text: str) -> Query:
    words: list[str] = []
    for w in WORD.findall(text.lower()):
        w = w.strip("'-")
        if w.endswith("'s"):
            w = w[:-2]
        if (len(w) > 1 or w.isdigit()) and w not in words:
            words.append(w)
    terms = [w for w in words if fold(w) not in FILLER] or words
    when = When()
    for i, w in enumerate(terms):
        near = terms[max(0, i - 1) : i] + terms[i + 1 : i + 2]
        if _YEAR.fullmatch(w) and when.year is None:
            when.year = int(w)
            when.words.add(w)
        elif w in MONTH_WORDS and when.month is None and (w in _ALONE or any(_YEAR.fullmatch(n) for n in near)):
            when.month = MONTH_WORDS[w]
            when.words.add(w)
    return Query(terms, when if when.words else None)


def quoted(words: list[str]) -> list[str]:
    """Each word as an FTS5 string (no query syntax leaks through)."""
    return ['"' + w.replace('"', '""') + '"' for w in words]


def name_terms(q: Query, name: str, mtime_ns: int) -> set[str]:
    """The query's terms a file's name (word starts, folded, singular) or its modification month account for."""
    toks = fold(name).split()
    out = {t for t in q.terms if any(tok.startswith(stem(t)) for tok in toks) and stem(t)}
    if q.when and (q.when.fits_name(name) or q.when.fits_time(mtime_ns)):
        out |= q.when.words
    return out
