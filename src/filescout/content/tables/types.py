"""Typing a column of cells: dates, amounts, integers, reals or text, decided by the whole column.

Pure functions, no I/O. A column is typed only when every non-empty cell parses the same way; otherwise it stays
text (nothing is silently dropped or guessed cell by cell). Day/month order (14/03/2025 against 03/14/2025) and
the decimal mark (1.234,56 against 1,234.56) are decided by the whole column: a day over 12 or a group of three
digits settles it; when nothing does, the order that keeps the column sorted wins, then the hint given.
"""

from __future__ import annotations

import datetime as dt
import itertools
import re
from collections.abc import Sequence

MONTHS = {
    "jan": 1, "january": 1, "janv": 1, "janvier": 1, "januar": 1, "ene": 1, "enero": 1, "jänner": 1,
    "feb": 2, "february": 2, "febr": 2, "fév": 2, "févr": 2, "février": 2, "februar": 2, "febrero": 2,
    "mar": 3, "march": 3, "mars": 3, "mär": 3, "märz": 3, "marzo": 3, "mrz": 3,
    "apr": 4, "april": 4, "avr": 4, "avril": 4, "abr": 4, "abril": 4,
    "may": 5, "mai": 5, "mayo": 5,
    "jun": 6, "june": 6, "juin": 6, "juni": 6, "junio": 6,
    "jul": 7, "july": 7, "juil": 7, "juillet": 7, "juli": 7, "julio": 7,
    "aug": 8, "august": 8, "août": 8, "aout": 8, "ago": 8, "agosto": 8,
    "sep": 9, "sept": 9, "september": 9, "septembre": 9, "septiembre": 9,
    "oct": 10, "october": 10, "octobre": 10, "okt": 10, "oktober": 10, "octubre": 10,
    "nov": 11, "november": 11, "novembre": 11, "noviembre": 11,
    "dec": 12, "december": 12, "déc": 12, "décembre": 12, "dez": 12, "dezember": 12, "dic": 12, "diciembre": 12,
}  # fmt: skip
_MON = r"([A-Za-zÀ-ÿ]{3,9})\.?"
_TIME = r"(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?"
_ISO = re.compile(r"(\d{4})([-/.])(\d{1,2})\2(\d{1,2})" + _TIME)
_NUM3 = re.compile(r"(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})" + _TIME)
_NUM2 = re.compile(r"(\d{1,2})/(\d{1,2})")  # 03/14 on a statement: the year comes from the statement
_DMY_NAME = re.compile(r"(\d{1,2})\.?[ -]" + _MON + r"(?:,?[ -](\d{4}|\d{2}))?")
_MDY_NAME = re.compile(_MON + r"[ -](\d{1,2})(?:st|nd|rd|th)?(?:,? (\d{4}))?")

_CURRENCY = re.compile(r"[€$£¥₹₩₽]|\b(?:EUR|USD|GBP|CHF|CAD|AUD|JPY|SEK|NOK|DKK|PLN)\b", re.I)
_CRDR = re.compile(r"\s*\b(CR|DR|Cr|Dr|cr|dr)\.?$")
_CORE = re.compile(r"\d[\d.,]*|[.,]\d+")
_GROUPED = {".": re.compile(r"\d{1,3}(?:,\d{3})+|\d+"), ",": re.compile(r"\d{1,3}(?:\.\d{3})+|\d+")}
_BAD_GROUP = re.compile(r"\d[ \u00a0\u202f\u2009'’](?!\d{3}(?:\D|$))")
_SPACED = re.compile(r"[\d ]+[/.-][\d ]+[/.-][\d ]+")
_SPACES = str.maketrans("", "", " \u00a0\u202f\u2009'’")
MONEY_WORDS = re.compile(
    r"amount|betrag|montant|importe|bedrag|debit|credit|débit|crédit|soll|haben|withdraw|deposit|paid|"
    r"balance|saldo|solde|total|price|cost|sum|value|fee|charge|payment|money|spent|gross|net|tax|eur|usd|gbp",
    re.I,
)


def _year(y: str) -> int:
    n = int(y)
    if len(y) == 2:
        return 2000 + n if n < 70 else 1900 + n
    return n


def month_number(word: str) -> int | None:
    return MONTHS.get(word.lower().rstrip("."))


def date_parts(s: str) -> tuple[str, int, int, int | None] | None:
    """How ``s`` reads as a date: ("ymd", y, m, d) settled, ("ab", a, b, y) day/month open, ("md", m, d, y)."""
    m = _ISO.fullmatch(s)
    if m:
        return ("ymd", int(m[1]), int(m[3]), int(m[4]))
    m = _NUM3.fullmatch(s)
    if m:
        return ("ab", int(m[1]), int(m[3]), _year(m[4]))
    m = _DMY_NAME.fullmatch(s)
    if m and (mon := month_number(m[2])):
        return ("md", mon, int(m[1]), _year(m[3]) if m[3] else None)
    m = _MDY_NAME.fullmatch(s)
    if m and (mon := month_number(m[1])):
        return ("md", mon, int(m[2]), int(m[3]) if m[3] else None)
    m = _NUM2.fullmatch(s)
    if m:
        return ("ab", int(m[1]), int(m[2]), None)
    return None


def looks_like_date(s: str) -> bool:
    p = date_parts(s.strip())
    if p is None:
        return False
    return _valid(p, "dmy") or _valid(p, "mdy")


def _ymd(p: tuple, order: str, ref: tuple[int, int] | None) -> tuple[int, int, int] | None:
    kind, a, b, y = p
    if kind == "ymd":
        y, m, d = a, b, y
    elif kind == "md":
        m, d = a, b
    else:
        m, d = (b, a) if order == "dmy" else (a, b)
    if y is None:
        if ref is None:
            return None
        y = ref[0] - 1 if (ref[1] and m > ref[1] and ref[1] < 3 and m > 9) else ref[0]  # Dec rows on a Jan statement
    return y, m, d


def _valid(p: tuple, order: str, ref: tuple[int, int] | None = (2000, 0)) -> bool:
    ymd = _ymd(p, order, ref)
    if ymd is None:
        return False
    try:
        dt.date(*ymd)
    except ValueError:
        return False
    return True


def _iso(p: tuple, order: str, ref: tuple[int, int] | None) -> str | None:
    ymd = _ymd(p, order, ref)
    if ymd is None:
        return None
    try:
        return dt.date(*ymd).isoformat()
    except ValueError:
        return None


def date_column(cells: Sequence[str], *, ref: tuple[int, int] | None = None, hint: str = "dmy") -> list | None:
    """ISO dates for every cell (None for empty ones), or None when the column isn't all dates.

    ``ref`` = (year, last month) of the statement, for dates printed without a year.
    """
    parts = []
    for c in cells:
        if not c:
            parts.append(None)
            continue
        p = date_parts(c)
        if p is None and " " in c and _SPACED.fullmatch(c):
            p = date_parts(c.replace(" ", ""))  # "0 3 / 2 5 / 2 0 16": letter-spaced in a PDF
        if p is None:
            return None
        parts.append(p)
    real = [p for p in parts if p is not None]
    if not real:
        return None
    orders = [o for o in ("dmy", "mdy") if all(_valid(p, o) for p in real)]
    if not orders:
        return None
    order = orders[0]
    if len(orders) == 2 and any(p[0] == "ab" for p in real):
        order = _sorted_order(real, ref) or hint
    out = [None if p is None else _iso(p, order, ref or (dt.date.today().year, 0)) for p in parts]
    if any(p is not None and p[3] is None and p[0] != "ymd" for p in real) and ref is None:
        return None  # dates without a year and no statement year to give them: keep the text
    return out


def _sorted_order(parts: list, ref: tuple[int, int] | None) -> str | None:
    """The day/month order under which the column is in date order (statements are), if only one is."""
    r = ref or (2000, 0)
    ok = []
    for order in ("dmy", "mdy"):
        seq = [_ymd(p, order, r) for p in parts]
        if all(a <= b for a, b in itertools.pairwise(seq)) or all(a >= b for a, b in itertools.pairwise(seq)):
            ok.append(order)
    return ok[0] if len(ok) == 1 else None


# --- amounts -------------------------------------------------------------------------------------------------


def _split_amount(s: str) -> tuple[str, int, str | None, bool] | None:
    """(numeric core, sign, CR/DR marker, decorated) for an amount-like cell, or None."""
    s = s.strip()
    sign, marker, decorated = 1, None, False
    m = _CRDR.search(s)
    if m:
        marker = m[1].upper()
        s = s[: m.start()].strip()
        decorated = True
    if s.startswith("(") and s.endswith(")"):
        s, sign, decorated = s[1:-1].strip(), -sign, True
    if _CURRENCY.search(s):
        s, decorated = _CURRENCY.sub("", s).strip(), True
    if _BAD_GROUP.search(s):
        return None  # "859 19 170": numbers side by side, not one number with space-separated thousands
    s = s.translate(_SPACES) if (" " in s or "\u00a0" in s or "\u202f" in s or "'" in s or "\u2009" in s) else s
    if s[:1] in "-−–":
        s, sign = s[1:], -sign
    elif s[:1] == "+":
        s = s[1:]
    elif s[-1:] in "-−":
        s, sign, decorated = s[:-1], -sign, True
    if s[:1] in "€$£":  # -$12.00
        s, decorated = s[1:], True
    if not s or not _CORE.fullmatch(s):
        return None
    return s, sign, marker, decorated


def decimal_mark(core: str) -> str | None:
    """ "." or "," when ``core`` shows which is the decimal mark, None when it can't (1,234 or 1234)."""
    dot, comma = core.rfind("."), core.rfind(",")
    if dot >= 0 and comma >= 0:
        return "." if dot > comma else ","
    last = max(dot, comma)
    if last < 0:
        return None
    mark = core[last]
    if core.count(mark) > 1:
        return "," if mark == "." else "."
    return None if len(core) - last - 1 == 3 else mark


def number(core: str, dec: str) -> float | None:
    """The value of a bare numeric core under decimal mark ``dec`` (thousand groups checked)."""
    whole, _, frac = core.rpartition(dec) if dec in core else (core, "", "")
    if not _GROUPED[dec].fullmatch(whole or "0") or (frac and not frac.isdigit()):
        return None
    return float((whole.replace("," if dec == "." else ".", "") or "0") + ("." + frac if frac else ""))


def amount(s: str, dec: str = ".") -> float | None:
    """One cell as a signed amount (2 decimals) under decimal mark ``dec``: "(1.234,50) €" -> -1234.5."""
    parts = _split_amount(s)
    if parts is None:
        return None
    core, sign, marker, _ = parts
    v = number(core, dec)
    if v is None:
        return None
    if marker == "DR":
        sign = -abs(sign)
    return round(sign * v, 2)


def numeric_column(cells: Sequence[str], *, header: str = "", hint: str = ".") -> tuple[str, list] | None:
    """("integer" | "real" | "amount", values) when every non-empty cell is a number, else None."""
    split = []
    votes = {".": 0, ",": 0}
    decorated = bool(MONEY_WORDS.search(header))
    for c in cells:
        if not c:
            split.append(None)
            continue
        p = _split_amount(c)
        if p is None:
            return None
        split.append(p)
        d = decimal_mark(p[0])
        if d:
            votes[d] += 1
        decorated = decorated or p[3]
    real = [p for p in split if p is not None]
    if not real:
        return None
    dec = "." if votes["."] > votes[","] else "," if votes[","] > votes["."] else hint
    markers = {p[2] for p in real if p[2]}
    plain_sign = 1
    if markers == {"CR"}:
        plain_sign = -1  # a card statement marks its credits: the unmarked rows are money out
    out: list = []
    any_frac = False
    for p in split:
        if p is None:
            out.append(None)
            continue
        core, sign, marker, _ = p
        v = number(core, dec)
        if v is None:
            return None
        any_frac = any_frac or dec in core
        if marker == "DR":
            sign = -1 * abs(sign)
        elif marker is None and plain_sign < 0:
            sign = -sign
        out.append(sign * v)
    if not decorated and not any_frac and not markers:
        if any(len(p[0]) > 1 and p[0][0] == "0" and p[0].isdigit() for p in real) or any(len(p[0]) > 15 for p in real):
            return None  # leading zeros or card-length digits: an identifier, not a number
        if all(dec not in p[0] for p in real):  # whole numbers, perhaps with thousand separators
            return "integer", [None if v is None else int(v) for v in out]
    if decorated or markers or _two_decimals(real, dec):
        return "amount", [None if v is None else round(v, 2) for v in out]
    return "real", out


def _two_decimals(real: list, dec: str) -> bool:
    fr = [len(p[0]) - p[0].rfind(dec) - 1 for p in real if dec in p[0]]
    return bool(fr) and all(n == 2 for n in fr)


# --- whole columns -------------------------------------------------------------------------------------------


def type_column(
    header: str, cells: Sequence, *, ref: tuple[int, int] | None = None, date_hint: str = "dmy", dec_hint: str = "."
) -> tuple[str, list]:
    """(type, values) for one column of raw cells (str, or int/float/date from spreadsheets)."""
    if not set(map(type, cells)) <= {str, type(None)}:
        return _native_column(header, cells, ref=ref, date_hint=date_hint, dec_hint=dec_hint)
    cleaned = [c or "" for c in cells]
    joined = "\n".join(cleaned)
    if joined.count("\n") != len(cleaned) - 1 or _UNCLEAN.search(joined):
        cleaned = [" ".join(c.split()) if c else "" for c in cells]
    if not any(cleaned):  # an empty column (no credits on this page): its header says what it would hold
        return ("amount" if MONEY_WORDS.search(header) else "text"), [None] * len(cleaned)
    fast = _fast_column(header, cleaned, dec_hint)
    if fast is not None:
        return fast
    dates = date_column(cleaned, ref=ref, hint=date_hint)
    if dates is not None:
        return "date", dates
    num = numeric_column(cleaned, header=header, hint=dec_hint)
    if num is not None:
        return num
    return "text", [c if c else None for c in cleaned]


_UNCLEAN = re.compile(r"^\s|\s$|\s\s|[\t\r\x0b\x0c\xa0\u2000-\u200b\u202f\u3000]", re.M)
_ISO_COL = re.compile(r"(?:\d{4}-\d\d-\d\d)?(?:\n(?:\d{4}-\d\d-\d\d)?)*")
_NUM_COL = re.compile(r"(?:-?\d+(?:\.\d+)?)?(?:\n(?:-?\d+(?:\.\d+)?)?)*")
_CENTS_COL = re.compile(r"(?:-?\d+(?:\.\d\d)?)?(?:\n(?:-?\d+(?:\.\d\d)?)?)*")
_ID_LIKE = re.compile(r"(?:^|\n)-?0\d|\d{16}|\.\d{3}(?:\n|$)")


def _fast_column(header: str, cells: list[str], dec_hint: str) -> tuple[str, list] | None:
    """ISO dates and plain numbers, the bulk of a large export, checked a whole column at a time."""
    joined = "\n".join(cells)
    if _ISO_COL.fullmatch(joined):
        try:
            return "date", [dt.date.fromisoformat(c).isoformat() if c else None for c in cells]
        except ValueError:
            return None
    if not _NUM_COL.fullmatch(joined) or (_ID_LIKE.search(joined) and (dec_hint != "." or "." not in joined)):
        return None
    if "." not in joined and not MONEY_WORDS.search(header):
        return "integer", [int(c) if c else None for c in cells]
    if MONEY_WORDS.search(header) or _CENTS_COL.fullmatch(joined):
        return "amount", [round(float(c), 2) if c else None for c in cells]
    return "real", [float(c) if c else None for c in cells]


def _native_column(header: str, cells: Sequence, **kw) -> tuple[str, list]:
    """Spreadsheet cells: numbers and dates as they are; text cells among them parsed as strings would be."""
    kinds = set()
    for c in cells:
        if c is None or c == "":
            continue
        if isinstance(c, bool):
            kinds.add("text")
        elif isinstance(c, (dt.date, dt.datetime)):
            kinds.add("date")
        elif isinstance(c, int):
            kinds.add("integer")
        elif isinstance(c, float):
            kinds.add("real")
        else:
            kinds.add("str")
    if kinds == {"date"}:
        return "date", [None if c in (None, "") else (c.date() if isinstance(c, dt.datetime) else c).isoformat()
                        for c in cells]  # fmt: skip
    if kinds and kinds <= {"integer", "real"}:
        money = bool(MONEY_WORDS.search(header))
        if money:
            return "amount", [None if c in (None, "") else round(float(c), 2) for c in cells]
        if kinds == {"integer"} or all(c in (None, "") or float(c).is_integer() for c in cells):
            return "integer", [None if c in (None, "") else int(c) for c in cells]
        return "real", [None if c in (None, "") else float(c) for c in cells]
    as_text = [_cell_text(c) for c in cells]
    return type_column(header, as_text, **kw)


def _cell_text(c) -> str:
    if c is None:
        return ""
    if isinstance(c, dt.datetime):
        return c.date().isoformat()
    if isinstance(c, dt.date):
        return c.isoformat()
    if isinstance(c, float) and c.is_integer():
        return str(int(c))
    return str(c)


def is_texty(cell) -> bool:
    """A header-like cell: non-empty text that is neither a number nor a date."""
    if not isinstance(cell, str):
        return False
    s = " ".join(cell.split())
    if not s:
        return False
    return _split_amount(s) is None and date_parts(s) is None
