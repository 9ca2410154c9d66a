"""Personal-finance analysis over a table of transactions (seed 003 §6.1): pure, offline, exact to the cent.

The transactions come from a scratch table (through a sqlite3 connection) or from rows (dicts). The columns
are recognised by name (date, description/merchant/payee/…, amount, or debit and credit) and by their values;
amounts are kept as whole cents, so every sum is exact. Which sign is money out is read from the table: a
debit column is money out; with one signed amount column, the sign most rows carry is spending (a bank account
lists more debits than credits, a credit card more purchases than payments) unless the caller says otherwise.

Analyses: spend by merchant, by category, by month; spend at a merchant in a period; money in and out
(subscriptions: :mod:`.subscriptions`). A file whose transactions all repeat another's (a statement saved twice,
a CSV export beside its PDF) is counted once.
"""

from __future__ import annotations

import re
import sqlite3
from collections import Counter, defaultdict
from dataclasses import asdict, dataclass, field

from .merchants import category, display_name, merchant_key

PROVENANCE = ("source_file", "source_page", "source_row")
_NAMES = {
    "date": r"^(?:trans(?:action)?_?date|date|txn_?date|posted?_?date|posting_?date|booking_?date|value_?date|"
    r"datum|buchungstag|buchungsdatum|wertstellung|date_?op\w*|date)$|date|datum",
    "description": r"^(?:description|details|merchant|payee|memo|narrative|particulars|transaction|name|"
    r"verwendungszweck|buchungstext|beguenstigter\w*|libell\w*|merchant_?name|reference|desc)$|descr|merchant|payee",
    "amount": r"^(?:amount|amt|value|betrag|montant|sum|total|transaction_?amount|amount_?\w+)$|amount|betrag",
    "debit": r"^(?:debit|debits|withdrawals?|paid_?out|money_?out|out|soll|charges?|spent|debit_?amount)$|debit",
    "credit": r"^(?:credit|credits|deposits?|paid_?in|money_?in|in|haben|payments?|received|credit_?amount)$|credit",
}


def _snake(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", str(name).lower()).strip("_")


@dataclass
class Txn:
    date: str | None  # ISO YYYY-MM-DD
    description: str
    cents: int  # signed, as the statement has it
    out: bool  # money out (spending, a payment made)
    merchant: str  # the folded key ("STARBUCKS")
    name: str  # shown ("Starbucks")
    category: str
    source_file: str | None = None
    source_page: int | None = None
    source_row: int | None = None

    @property
    def spent(self) -> int:
        """Cents this line adds to spending: positive for money out, negative for a refund or credit."""
        return abs(self.cents) if self.out else -abs(self.cents)


@dataclass
class Ledger:
    txns: list[Txn]
    columns: dict[str, str]  # role -> the column used
    out_sign: int  # -1: negative amounts are money out; +1: positive ones are
    notes: list[str] = field(default_factory=list)


class NotTransactions(ValueError):
    """The table has no date, description and amount columns that could be told apart."""


def cents(value) -> int | None:
    """A stored amount as whole cents (None when it isn't a number).

    Text is read by the table reader's rule (``content/tables/types.decimal_mark``): with both "." and "," the last
    one is the decimal mark (1.234,5 and 1,234.5); one mark that repeats groups thousands (1,234,567 and
    1.234.567); one mark before exactly three digits can't be told and "." is taken as the decimal mark then
    (1,500 is 1500.00, 1.500 is 1.50); otherwise the one mark is the decimal mark (1,5 is 1.50, 1.5 too)."""
    if value is None or value == "":
        return None
    if isinstance(value, int | float) and not isinstance(value, bool):
        return round(float(value) * 100)
    text = str(value).strip().replace("\u2212", "-")
    neg = (text.startswith("(") and text.endswith(")")) or text.endswith("-") or text.startswith("-")
    text = re.sub(r"[^\d.,]", "", text)
    if not re.search(r"\d", text):
        return None
    whole, frac = _split_decimal(text)
    if (whole and not whole.isdigit()) or (frac and not frac.isdigit()):
        return None
    n = round(float(f"{whole or 0}.{frac or 0}") * 100)
    return -n if neg else n


def _split_decimal(text: str) -> tuple[str, str]:
    """(whole digits, fraction digits) of a number written with "." and "," (see :func:`cents`)."""
    dot, comma = text.rfind("."), text.rfind(",")
    last = max(dot, comma)
    if last < 0:
        return text, ""
    if dot >= 0 and comma >= 0:
        dec = text[last]
    else:
        mark = text[last]
        thousands = text.count(mark) > 1 or (mark == "," and len(text) - last - 1 == 3)
        dec = ("." if mark == "," else ",") if thousands else mark
    whole, _, frac = text.rpartition(dec) if dec in text else (text, "", "")
    return whole.replace("," if dec == "." else ".", ""), frac


def _iso(value) -> str | None:
    if value is None:
        return None
    text = str(value).strip()
    m = re.match(r"^(\d{4})-(\d{2})-(\d{2})", text)
    return m.group(0) if m else None


def pick_columns(names: list[str], sample: list[dict] | None = None) -> dict[str, str]:
    """Which column is the date, the description, the amount (or debit and credit), by name, then by values."""
    found: dict[str, str] = {}
    usable = [n for n in names if n not in PROVENANCE and not re.search(r"balance|saldo|solde", _snake(n))]
    for role in ("debit", "credit", "date", "amount", "description"):
        exact, loose = _NAMES[role].split("$|", 1)
        for strict in (True, False):
            for n in usable:
                s = _snake(n)
                if n in found.values():
                    continue
                if re.search(exact + "$", s) if strict else re.search(loose, s):
                    found[role] = n
                    break
            if role in found:
                break
    if sample:
        if "date" not in found:
            for n in usable:
                if n not in found.values() and sum(bool(_iso(r.get(n))) for r in sample) > len(sample) // 2:
                    found["date"] = n
                    break
        if "amount" not in found and not ("debit" in found or "credit" in found):
            for n in usable:
                vals = [r.get(n) for r in sample]
                numbers = all(isinstance(v, int | float) or v is None for v in vals)
                if n not in found.values() and numbers and any(isinstance(v, float) for v in vals):
                    found["amount"] = n
                    break
        if "description" not in found:
            texts = [n for n in usable if n not in found.values() and any(isinstance(r.get(n), str) for r in sample)]
            if texts:
                found["description"] = max(texts, key=lambda n: sum(len(str(r.get(n) or "")) for r in sample))
    if "amount" in found:
        found.pop("debit", None)
        found.pop("credit", None)
    return found


def ledger(rows: list[dict], *, out_sign: int | None = None) -> Ledger:
    """Transactions out of rows (dicts keyed by column name). ``out_sign``: -1 when negative amounts are money
    out, +1 when positive ones are; None reads it from the rows."""
    names = list(dict.fromkeys(k for r in rows[:50] for k in r))
    cols = pick_columns(names, rows[:200])
    if "description" not in cols or not ({"amount", "debit", "credit"} & set(cols)):
        raise NotTransactions(
            "I couldn't tell which columns hold the description and the amount"
            + (f" (columns: {', '.join(names)})." if names else ": the table is empty.")
        )
    notes: list[str] = []
    signed: list[tuple[dict, int]] = []
    skipped = 0
    for r in rows:
        if "amount" in cols:
            c = cents(r.get(cols["amount"]))
        else:
            d, cr = cents(r.get(cols.get("debit", ""))), cents(r.get(cols.get("credit", "")))
            c = None if d is None and cr is None else (cr or 0) - abs(d or 0)
        if c is None or c == 0:
            skipped += 1
            continue
        signed.append((r, c))
    if skipped:
        notes.append(f"{skipped} row{'s' if skipped != 1 else ''} without an amount (headings, totals) left out.")
    if out_sign is None:
        if "amount" not in cols:
            out_sign = -1
        else:
            neg = sum(c < 0 for _, c in signed)
            out_sign = -1 if neg * 2 >= len(signed) else 1
            if out_sign == 1:
                notes.append("Positive amounts are taken as money out (a card statement: purchases are positive).")
    txns = []
    for r, c in signed:
        desc = " ".join(str(r.get(cols["description"]) or "").split())
        key = merchant_key(desc) or desc.upper()
        txns.append(
            Txn(
                date=_iso(r.get(cols["date"])) if "date" in cols else None,
                description=desc,
                cents=c,
                out=(c < 0) == (out_sign < 0),
                merchant=key,
                name=display_name(key),
                category=category(key),
                source_file=r.get("source_file"),
                source_page=r.get("source_page"),
                source_row=r.get("source_row"),
            )
        )
    txns, dropped = _copies_dropped(txns)
    notes += dropped
    return Ledger(txns, cols, out_sign, notes)


def _copies_dropped(txns: list[Txn]) -> tuple[list[Txn], list[str]]:
    """A file whose transactions (date, amount) are nearly all in another file is a copy (the same statement
    downloaded twice, or a CSV export beside the PDF): counted once, and said so."""
    by_file: dict[str, list[Txn]] = defaultdict(list)
    for t in txns:
        by_file[str(t.source_file)].append(t)
    if len(by_file) < 2:
        return txns, []
    keys = {f: Counter((t.date, t.cents) for t in ts) for f, ts in by_file.items()}
    dropped: dict[str, str] = {}
    order = sorted(by_file, key=lambda f: (-len(by_file[f]), f))  # keep the fuller file, then the first by name
    for i, small in enumerate(reversed(order)):
        for big in order[: len(order) - 1 - i]:
            if big in dropped or small in dropped:
                continue
            common = sum((keys[small] & keys[big]).values())
            if common >= 3 and common >= 0.9 * sum(keys[small].values()):
                dropped[small] = big
    if not dropped:
        return txns, []
    notes = [f"{_base(s)} repeats the transactions of {_base(b)}: counted once." for s, b in sorted(dropped.items())]
    return [t for t in txns if str(t.source_file) not in dropped], notes


def _base(path: str) -> str:
    return path.replace("\\", "/").rsplit("/", 1)[-1]


def rows_of(conn: sqlite3.Connection, table: str) -> list[dict]:
    """Every row of ``table`` (an SQL name the caller has already checked) as dicts."""
    cur = conn.execute(f'SELECT * FROM "{table.replace(chr(34), chr(34) * 2)}"')
    names = [d[0] for d in cur.description]
    return [dict(zip(names, r, strict=True)) for r in cur]


def load(conn: sqlite3.Connection, table: str, *, out_sign: int | None = None) -> Ledger:
    """The transactions of a scratch table."""
    return ledger(rows_of(conn, table), out_sign=out_sign)


# -- periods ----------------------------------------------------------------------------------------------


def in_period(txns: list[Txn], start: str | None = None, end: str | None = None) -> list[Txn]:
    """Transactions dated within [start, end) (ISO dates; None: open). Undated ones only when no period."""
    if start is None and end is None:
        return list(txns)
    return [t for t in txns if t.date and (start is None or t.date >= start) and (end is None or t.date < end)]


def year_range(year: int) -> tuple[str, str]:
    return f"{year:04d}-01-01", f"{year + 1:04d}-01-01"


def years(txns: list[Txn]) -> list[int]:
    return sorted({int(t.date[:4]) for t in txns if t.date})


# -- analyses ---------------------------------------------------------------------------------------------


def money(c: int) -> float:
    """Cents as a number of currency units (exact to the cent when shown with two decimals)."""
    return round(c / 100, 2)


def totals(txns: list[Txn]) -> dict:
    """Money out, money in, spending net of refunds, and the net change, in cents and units."""
    out = sum(abs(t.cents) for t in txns if t.out)
    inn = sum(abs(t.cents) for t in txns if not t.out)
    return {
        "transactions": len(txns),
        "money_out": money(out),
        "money_in": money(inn),
        "net": money(inn - out),
        "money_out_cents": out,
        "money_in_cents": inn,
        "first_date": min((t.date for t in txns if t.date), default=None),
        "last_date": max((t.date for t in txns if t.date), default=None),
    }


def spend_by(txns: list[Txn], by: str = "merchant") -> list[dict]:
    """Money out grouped by merchant, category or month (YYYY-MM), largest first (months in order), each with
    its count and share of all money out. Money in is not spending: it is left out here (see ``totals``)."""
    groups: dict[str, list[Txn]] = defaultdict(list)
    for t in txns:
        if not t.out:
            continue
        key = {"merchant": t.merchant, "category": t.category, "month": (t.date or "undated")[:7]}[by]
        groups[key].append(t)
    all_out = sum(abs(t.cents) for g in groups.values() for t in g) or 1
    rows = []
    for key, ts in groups.items():
        c = sum(abs(t.cents) for t in ts)
        row = {by: key if by != "merchant" else ts[0].name, "total": money(c), "cents": c, "count": len(ts),
               "share": round(100 * c / all_out, 1)}  # fmt: skip
        if by == "merchant":
            row["key"] = key
            row["category"] = ts[0].category
        rows.append(row)
    if by == "month":
        rows.sort(key=lambda r: r["month"])
    else:
        rows.sort(key=lambda r: (-r["cents"], r[by]))
    return rows


def month_totals(txns: list[Txn]) -> list[dict]:
    """Per month (YYYY-MM): money out, money in, and how many transactions."""
    months: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for t in txns:
        m = months[(t.date or "undated")[:7]]
        m[0 if t.out else 1] += abs(t.cents)
        m[2] += 1
    return [{"month": k, "money_out": money(v[0]), "money_in": money(v[1]), "count": v[2],
             "money_out_cents": v[0], "money_in_cents": v[1]} for k, v in sorted(months.items())]  # fmt: skip


def matches_merchant(t: Txn, query: str) -> bool:
    """The user's name for a merchant ("starbucks", "whole foods", "amazon") names this transaction."""
    want = merchant_key(query) or query.upper()
    words = want.split()
    key_words = t.merchant.split()
    if all(any(k.startswith(w) for k in key_words) for w in words):
        return True
    desc = re.sub(r"[^\w]+", " ", t.description.upper())
    return bool(re.search(r"\b" + r"\s*".join(re.escape(w) for w in words), desc))


def at_merchant(txns: list[Txn], query: str) -> dict:
    """What was spent at one merchant: total (money out less refunds there), count, the transactions."""
    hits = [t for t in txns if matches_merchant(t, query)]
    out = sum(abs(t.cents) for t in hits if t.out)
    back = sum(abs(t.cents) for t in hits if not t.out)
    return {
        "merchant": query,
        "names": sorted({t.name for t in hits}),
        "count": sum(t.out for t in hits),
        "total": money(out),
        "total_cents": out,
        "refunds": money(back),
        "net": money(out - back),
        "transactions": [txn_dict(t) for t in sorted(hits, key=lambda t: (t.date or "", t.cents))],
    }


def txn_dict(t: Txn) -> dict:
    d = asdict(t)
    d["amount"] = money(t.cents)
    del d["cents"]
    return d
