"""Tables in PDFs: ruled tables (pdfplumber's lines), and statements laid out as text columns without lines.

A statement line starts with a date (one or two: transaction and posting date) and ends with one or more
amounts (amount, or debit/credit, and often a running balance); what lies between is the description. The
column header line ("Date  Description  Amount  Balance") names the columns and, by the x positions of its
words, tells which amount is which; a page without one uses the previous page's. A line below a transaction
line that holds no amount and starts in the description column continues its description (wrapped text).
Page headers and footers, and balance brought/carried forward lines, are not transactions and are left out.
Dates printed without a year take the statement's year (the latest full date on its first page).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...errors import FilescoutError
from ..budgets import MAX_PAGES, stream
from .build import SUMMARY, find_header, make_table
from .model import Table
from .types import _split_amount, date_parts, looks_like_date

DATE_WORD = re.compile(r"^(?:trans(?:action)?\.?\s*|posting\s*|post(?:ed)?\s*|value\s*|booking\s*|txn\s*)?date|"
                       r"^datum|^date|^fecha|^buchungstag|^valuta|^wertstellung|^posted$", re.I)  # fmt: skip
MONEY_HEAD = re.compile(
    r"amount|debit|credit|balance|paid|withdraw|deposit|betrag|soll|haben|saldo|montant|d[ée]bit|cr[ée]dit|"
    r"solde|importe|money|charges?|payments?|out$|in$",
    re.I,
)
DESC_HEAD = re.compile(
    r"descr|details|particulars|narrative|merchant|payee|reference|memo|transaction$|verwendungszweck|"
    r"buchungstext|libell|concepto|omschrijving|beschreibung",
    re.I,
)
MONEY_CORE = re.compile(r"\d[\d.,'\u00a0\u202f ]*[.,]\d{2}")
FULL_DATE = re.compile(
    r"\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}[/.-]\d{1,2}[/.-]\d{4}\b|\b\d{1,2}\.? [A-Za-zé]{3,9}\.? \d{4}\b|"
    r"\b[A-Za-z]{3,9}\.? \d{1,2},? \d{4}\b"
)


@dataclass
class Word:
    text: str
    x0: float
    x1: float
    top: float
    bottom: float


@dataclass
class HeadCol:
    name: str
    x0: float
    x1: float
    kind: str  # "date" | "money" | "text"


def read(path: str, notes: list[str], *, pages: str | None = None) -> list[Table]:
    try:
        import pdfplumber
    except ImportError:
        raise FilescoutError("Reading PDF tables needs pdfplumber (pip install 'filescout[content]')")
    try:
        pdf = pdfplumber.open(stream(path))
    except Exception as exc:
        raise _opening_error(exc)
    with pdf:
        try:
            total = len(pdf.pages)
        except Exception as exc:
            raise _opening_error(exc)
        chosen = page_numbers(pages, total)
        if len(chosen) > MAX_PAGES:
            notes.append(f"read the first {MAX_PAGES:,} pages of {len(chosen):,}")
            chosen = chosen[:MAX_PAGES]
        ref = None
        head: list[HeadCol] | None = None
        ruled_head: list | None = None
        tables: list[Table] = []
        empty: list[int] = []
        scanned: list[int] = []
        for pno in chosen:
            try:
                page = pdf.pages[pno - 1]
                if ref is None:
                    ref = statement_ref(page.extract_text() or "")
                found, ruled_head = _ruled(page, pno, ref, notes, ruled_head)
                if found:
                    tables.extend(found)
                    continue
                t, head = _statement(page, pno, ref, head, notes)
                if t is None and not page.chars:
                    scanned.append(pno)
            except FilescoutError:
                raise
            except Exception as exc:
                notes.append(f"page {pno} couldn't be read ({type(exc).__name__}); it was skipped")
                continue
            finally:
                if "page" in locals():
                    page.close()  # pdfplumber caches a page's objects until it is closed
            if t is not None:
                tables.append(t)
            else:
                empty.append(pno)
        if empty and tables:
            notes.append(f"no table found on page(s) {_ranges(empty)}")
        if scanned:
            notes.append(f"page(s) {_ranges(scanned)} hold only images (a scan?): tables in images aren't read")
    return tables


def _opening_error(exc: Exception) -> FilescoutError:
    said = " ".join([type(exc).__name__, repr(exc), *(type(a).__name__ for a in exc.args)]).lower()
    if "password" in said or "encrypt" in said:
        return FilescoutError("It is encrypted (password-protected), so its tables can't be read", code="encrypted")
    return FilescoutError(f"It isn't a readable PDF ({type(exc).__name__})", code="unreadable")


def page_numbers(spec: str | None, total: int) -> list[int]:
    """ "3", "2-5", "1,4-6" (1-based, inclusive) -> page numbers within the document."""
    if not spec:
        return list(range(1, total + 1))
    out: list[int] = []
    for part in str(spec).replace(" ", "").split(","):
        m = re.fullmatch(r"(\d+)(?:[-–](\d*))?", part)
        if not m:
            raise FilescoutError(f"{spec!r} isn't a page range like 2-5", code="invalid_input")
        a = int(m[1])
        b = int(m[2]) if m[2] else (total if m[2] == "" else a)
        out.extend(p for p in range(a, min(b, total) + 1) if p >= 1 and p not in out)
    if not out:
        raise FilescoutError(f"The document has {total} page(s); {spec!r} selects none of them", code="invalid_input")
    return out


def statement_ref(text: str) -> tuple[int, int] | None:
    """(year, month) of the latest full date on a statement's first page: the year for dates printed without."""
    best = None
    for m in FULL_DATE.finditer(text):
        p = date_parts(m[0].replace(",", ", ").replace(",  ", ", "))
        if p is None:
            continue
        from .types import _ymd

        ymd = _ymd(p, "dmy", None)
        if ymd and 1 <= ymd[1] <= 12 and (best is None or ymd > best):
            best = ymd
    if best:
        return best[0], best[1]
    years = re.findall(r"\b(?:19|20)\d{2}\b", text)
    return (int(max(set(years), key=years.count)), 0) if years else None


def _ruled(page, pno: int, ref, notes: list[str], prev_head: list | None) -> tuple[list[Table], list | None]:
    """The page's ruled tables, and the header row of the last (for a table running on to the next page)."""
    out = []
    found = [t for t in page.find_tables() if t.rows]
    for k, ft in enumerate(found, 1):
        grid = _explode([[c if c is not None else "" for c in row] for row in ft.extract()])
        grid = [r for r in grid if any(str(c).strip() for c in r)]
        if len(grid) < 2 or max(len(r) for r in grid) < 2:
            continue
        label = f"page {pno}" if len(found) == 1 else f"page {pno} table {k}"
        h = find_header(grid)
        if h is not None:
            header, grid = grid[h], grid[h + 1 :]
        elif prev_head and len(prev_head) == max(len(r) for r in grid):
            header = prev_head  # a table running on from the previous page without repeating its header
        else:
            header = []
        where = [(pno, i) for i in range(1, len(grid) + 1)]
        t = make_table(grid, where, label, header=header, find=False, ref=ref, notes=notes)
        if t is not None and t.rows:
            t.where = [(pno, i) for i in range(1, len(t.rows) + 1)]
            out.append(t)
            prev_head = header or prev_head
    return out, prev_head


def _explode(grid: list[list[str]]) -> list[list[str]]:
    """A ruled row whose cells all hold the same number (>1) of lines is that many rows (rules between
    columns only)."""
    out = []
    for row in grid:
        counts = {len(str(c).split("\n")) for c in row if str(c).strip()}
        if len(counts) == 1 and (k := counts.pop()) > 1:
            cols = [str(c).split("\n") if str(c).strip() else [""] * k for c in row]
            out.extend([list(r) for r in zip(*cols, strict=True)])
        else:
            out.append(row)
    return out


def _lines(page) -> list[list[Word]]:
    words = page.extract_words(x_tolerance=1.5, y_tolerance=2, keep_blank_chars=False, use_text_flow=False)
    ws = sorted((Word(w["text"], w["x0"], w["x1"], w["top"], w["bottom"]) for w in words), key=lambda w: w.top)
    lines: list[list[Word]] = []
    for w in ws:
        if lines and abs(w.top - lines[-1][0].top) <= 2.5:
            lines[-1].append(w)
        else:
            lines.append([w])
    return [sorted(ln, key=lambda w: w.x0) for ln in lines]


def _phrases(line: list[Word]) -> list[Word]:
    """Words of a header line joined into column names where the gap between them is a space."""
    out: list[Word] = []
    for w in line:
        h = w.bottom - w.top
        if out and w.x0 - out[-1].x1 <= 0.6 * h:
            p = out[-1]
            out[-1] = Word(p.text + " " + w.text, p.x0, w.x1, p.top, max(p.bottom, w.bottom))
        else:
            out.append(w)
    return out


def _header(line: list[Word]) -> list[HeadCol] | None:
    phrases = _phrases(line)
    if len(phrases) < 3 or len(phrases) > 10:
        return None
    cols = []
    for p in phrases:
        kind = (
            "date"
            if DATE_WORD.search(p.text)
            else "text"
            if DESC_HEAD.search(p.text)
            else "money"
            if (MONEY_HEAD.search(p.text))
            else "text"
        )
        cols.append(HeadCol(p.text, p.x0, p.x1, kind))
    if cols[0].kind != "date" or not any(c.kind == "money" for c in cols):
        return None
    if any(looks_like_date(c.name) or _money(c.name) for c in cols):
        return None
    return cols


def _money(text: str) -> bool:
    return bool(MONEY_CORE.search(text)) and _split_amount(text) is not None


def _leading_dates(line: list[Word]) -> tuple[list[str], int]:
    """The dates the line starts with (at most two) and how many words they take."""
    dates, i = [], 0
    while len(dates) < 2 and i < len(line):
        for n in (3, 2, 1):
            text = " ".join(w.text for w in line[i : i + n])
            if i + n <= len(line) and looks_like_date(text):
                dates.append(text)
                i += n
                break
        else:
            break
    return dates, i


def _trailing_money(line: list[Word], start: int) -> tuple[list[tuple[str, Word]], int]:
    """The amounts the line ends with (a CR/DR or currency word joined to its number), rightmost last."""
    out: list[tuple[str, Word]] = []
    j = len(line)
    while j > start:
        w = line[j - 1]
        text, first = w.text, j - 1
        if text.upper().rstrip(".") in ("CR", "DR") and j - 2 >= start:
            text, first = line[j - 2].text + " " + text, j - 2
        if first - 1 >= start and line[first - 1].text in ("£", "$", "€", "-"):
            text, first = line[first - 1].text + text, first - 1
        if not _money(text):
            break
        out.append((text, Word(text, line[first].x0, w.x1, w.top, w.bottom)))
        j = first
    out.reverse()
    return out, j


def _statement(page, pno: int, ref, head: list[HeadCol] | None, notes: list[str]):
    lines = _lines(page)
    rows: list[dict] = []
    last_bottom = None
    desc_x0 = None
    for line in lines:
        h = _header(line)
        if h is not None:
            head = h
            last_bottom = None
            continue
        dates, i = _leading_dates(line)
        money, end = _trailing_money(line, i)
        if dates and money:
            desc_words = line[i:end]
            desc = " ".join(w.text for w in desc_words)
            if SUMMARY.search(desc):
                last_bottom = None
                continue
            if desc_words:
                desc_x0 = desc_words[0].x0 if desc_x0 is None else min(desc_x0, desc_words[0].x0)
            rows.append({"dates": dates, "desc": desc, "money": money})
            last_bottom = line[0].bottom
            continue
        text = " ".join(w.text for w in line)
        if rows and not money and not dates and _continues(line, text, last_bottom, desc_x0, head):
            rows[-1]["desc"] += " " + text
            last_bottom = line[0].bottom
            continue
        last_bottom = None
    if len(rows) < 1:
        return None, head
    return _table(rows, head, pno, ref, notes), head


def _continues(line: list[Word], text: str, last_bottom, desc_x0, head: list[HeadCol] | None) -> bool:
    """A line just below a transaction, in its description column, with no amount: its wrapped description."""
    if last_bottom is None or line[0].top - last_bottom > 0.9 * (line[0].bottom - line[0].top):
        return False
    if SUMMARY.search(text) or (desc_x0 is not None and line[0].x0 < desc_x0 - 3):
        return False
    limit = min((c.x0 for c in head if c.kind == "money"), default=None) if head else None
    return limit is None or line[-1].x1 <= limit + 1


def _table(rows: list[dict], head: list[HeadCol] | None, pno: int, ref, notes: list[str]) -> Table | None:
    ndates = max(len(r["dates"]) for r in rows)
    nmoney = max(len(r["money"]) for r in rows)
    if head:
        date_names = [c.name for c in head if c.kind == "date"][:ndates]
        money_cols = [c for c in head if c.kind == "money"]
        text_names = [c.name for c in head if c.kind == "text"]
    else:
        date_names, money_cols, text_names = [], [], []
    date_names += [("date" if not date_names and k == 0 else f"date {k + 1}") for k in range(len(date_names), ndates)]
    desc_name = text_names[0] if text_names else "description"
    if money_cols:
        money_names = [c.name for c in money_cols]
    else:
        money_names = ["amount", "balance"][:nmoney] if nmoney <= 2 else [f"amount {k + 1}" for k in range(nmoney)]
    grid = []
    for r in rows:
        cells = [*(r["dates"] + [""] * ndates)[:ndates], r["desc"]]
        slots = [""] * len(money_names)
        if money_cols:
            for text, w in r["money"]:
                k = min(range(len(money_cols)), key=lambda k: _distance(w, money_cols[k]))
                slots[k] = text
        else:
            for k, (text, _) in enumerate(r["money"][-len(money_names) :]):
                slots[len(money_names) - min(len(r["money"]), len(money_names)) + k] = text
        grid.append(cells + slots)
    where = [(pno, i) for i in range(1, len(grid) + 1)]
    names = [*date_names, desc_name, *money_names]
    return make_table(grid, where, f"page {pno}", header=names, find=False, ref=ref, notes=notes)


def _distance(w: Word, c: HeadCol) -> float:
    return min(abs(w.x1 - c.x1), abs((w.x0 + w.x1) / 2 - (c.x0 + c.x1) / 2), abs(w.x0 - c.x0))


def _ranges(nums: list[int]) -> str:
    out, start, prev = [], nums[0], nums[0]
    for n in [*nums[1:], None]:
        if n is not None and n == prev + 1:
            prev = n
            continue
        out.append(str(start) if start == prev else f"{start}–{prev}")
        if n is not None:
            start = prev = n
    return ", ".join(out)
