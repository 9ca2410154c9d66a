"""Spending analysis over a scratchpad table of transactions (seed 003 §6.1): analyze_spending and
find_subscriptions. Thin over :mod:`filescout.scratch.finance`: the table is read, its columns recognised, and
every figure is summed in whole cents."""

from __future__ import annotations

from typing import Literal

from ..errors import InvalidInput
from ..scratch import finance as fin
from ..scratch import table_name
from ..scratch.subscriptions import subscriptions
from .context import Context
from .registry import Result, tool
from .scratch_tools import scratchpad


def _ledger(ctx: Context, table: str, out_sign: int | None = None) -> fin.Ledger:
    """The transactions of scratchpad table ``table`` (a plain error when it isn't a table of transactions)."""
    name = table_name(table)
    with scratchpad(ctx) as pad:
        cols, rows = pad.rows(name)
        data = [dict(zip(cols, r, strict=True)) for r in rows]
    try:
        return fin.ledger(data, out_sign=out_sign)
    except fin.NotTransactions as exc:
        raise InvalidInput(f"Table {name!r} doesn't look like transactions: {exc}") from None


def _period(year: int | None, start: str | None, end: str | None) -> tuple[str | None, str | None, str]:
    if year is not None:
        if not 1900 <= year <= 2200:
            raise InvalidInput(f"{year} isn't a year I can look at.")
        a, b = fin.year_range(year)
        return a, b, str(year)
    for v in (start, end):
        if v is not None and not fin._iso(v):
            raise InvalidInput(f"Dates are written YYYY-MM-DD, not {v!r}.")
    label = f"from {start}" if start else ""
    label += f" until {end}" if end else ""
    return start, end, label.strip() or "all dates"


def _dates_label(label: str, txns: list) -> str:
    """'all dates' said as the dates the transactions cover."""
    if label != "all dates":
        return label
    dates = [t.date for t in txns if t.date]
    return f"from {min(dates)} to {max(dates)}" if dates else label


def _in(period: str) -> str:
    """'in 2025', or 'from 2025-01-01 to 2025-12-29' as it is."""
    return period if period.startswith(("from ", "until ")) else f"in {period}"


def money_text(x: float) -> str:
    return f"{x:,.2f}"


def table_text(header: list[str], rows: list[list], right: set[int] = frozenset()) -> str:
    """An aligned text table; columns in ``right`` (numbers) are right-aligned."""
    cells = [[str(c) for c in header]] + [["" if c is None else str(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    lines = []
    for n, r in enumerate(cells):
        lines.append("  ".join(c.rjust(widths[i]) if i in right else c.ljust(widths[i]) for i, c in enumerate(r)))
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(line.rstrip() for line in lines)


def _spending_answer(data: dict, args: dict, said, text: str = "") -> str:
    t = data["totals"]
    if data.get("merchant"):
        m = data["merchant"]
        if not m["count"]:
            return f"I found no spending at {m['merchant']!r} {_in(data['period'])} (table {data['table']})."
        who = ", ".join(m["names"]) or m["merchant"]
        return (f"You spent {money_text(m['total'])} at {who} {_in(data['period'])}, "
                f"over {m['count']} transaction{'s' if m['count'] != 1 else ''}.")  # fmt: skip
    groups = data["groups"]
    top = ", ".join(f"{g[data['by']]} {money_text(g['total'])}" for g in groups[:3])
    return f"Money out {_in(data['period'])}: {money_text(t['money_out'])} over {t['transactions']} transactions" + (
        f"; most by {data['by']}: {top}." if top and data["by"] != "month" else "."
    )


@tool(
    category="analysis",
    priority=2,
    keywords=("spending", "spend", "spent", "money", "merchant", "budget", "expenses", "transactions", "by month"),
    examples=(
        ("where did my money go in 2025 (table statements_2025)", {"table": "statements_2025", "year": 2025}),
        ("how much did I spend at starbucks", {"table": "statements_2025", "merchant": "starbucks"}),
    ),
    answer=_spending_answer,
    cli_args=("table",),
)
def analyze_spending(
    ctx: Context,
    table: str,
    year: int | None = None,
    merchant: str | None = None,
    by: Literal["merchant", "category", "month"] = "merchant",
    start: str | None = None,
    end: str | None = None,
    limit: int = 15,
) -> Result:
    """Add up a scratchpad table of transactions: money out by merchant, category or month, or what was spent
    at one merchant. Exact to the cent.

    Args:
        table: The scratchpad table holding the transactions (see import_table).
        year: Only transactions dated in this year.
        merchant: Only this merchant ("starbucks", "whole foods"): its total, count and transactions.
        by: Group money out by merchant, category (groceries, dining, transport, subscriptions, …) or month.
        start: Only transactions on or after this date (YYYY-MM-DD).
        end: Only transactions before this date (YYYY-MM-DD).
        limit: The most groups to show.
    """
    a, b, label = _period(year, start, end)
    led = _ledger(ctx, table)
    txns = fin.in_period(led.txns, a, b)
    label = _dates_label(label, txns)
    data: dict = {"table": table, "period": label, "by": by, "columns": led.columns, "notes": led.notes,
                  "money_out_sign": "negative" if led.out_sign < 0 else "positive",
                  "totals": fin.totals(txns)}  # fmt: skip
    if merchant:
        m = fin.at_merchant(txns, merchant)
        data["merchant"] = m
        rows = [[t["date"], t["description"][:48], money_text(t["amount"])] for t in m["transactions"]]
        text = (
            f"Spent at {merchant} {_in(label)}: {money_text(m['total'])} in {m['count']} transaction(s)"
            + (f"; refunds {money_text(m['refunds'])}" if m["refunds"] else "")
            + ".\n"
            + table_text(["date", "description", "amount"], rows, {2})
        )
        return Result(data, text)
    groups = fin.spend_by(txns, by)
    data["groups"] = groups[: max(1, limit)] if by != "month" else groups
    data["groups_total"] = len(groups)
    if by == "month":
        months = {m["month"]: m for m in fin.month_totals(txns)}
        for g in data["groups"]:
            g["money_in"] = months.get(g["month"], {}).get("money_in", 0.0)
    t = data["totals"]
    head = (f"{label}: {t['transactions']} transactions, money out {money_text(t['money_out'])}, "
            f"money in {money_text(t['money_in'])}.")  # fmt: skip
    if by == "month":
        rows = [[g["month"], money_text(g["total"]), money_text(g["money_in"]), g["count"], f"{g['share']}%"]
                for g in data["groups"]]  # fmt: skip
        text = head + "\n" + table_text(["month", "spent", "came in", "count", "share"], rows, {1, 2, 3, 4})
    else:
        rows = [[g[by], money_text(g["total"]), g["count"], f"{g['share']}%"] for g in data["groups"]]
        text = head + "\n" + table_text([by, "spent", "count", "share"], rows, {1, 2, 3})
    if len(groups) > len(data["groups"]):
        text += f"\n… and {len(groups) - len(data['groups'])} more {by}s"
    return Result(data, text)


def _subs_answer(data: dict, args: dict, said, text: str = "") -> str:
    subs = data["subscriptions"]
    if not subs:
        return f"I found no subscriptions (repeating monthly charges) {_in(data['period'])}."
    names = ", ".join(f"{s['merchant']} {money_text(s['amount'])}" for s in subs[:6])
    return (f"{len(subs)} subscription{'s' if len(subs) != 1 else ''}, about {money_text(data['monthly'])} a month: "
            f"{names}{' …' if len(subs) > 6 else ''}.")  # fmt: skip


@tool(
    category="analysis",
    priority=2,
    keywords=("subscriptions", "subscription", "recurring", "monthly charges", "recurring payments"),
    examples=(("what subscriptions am I paying for", {"table": "statements_2025"}),),
    answer=_subs_answer,
    cli_args=("table",),
)
def find_subscriptions(ctx: Context, table: str, year: int | None = None, min_count: int = 3) -> Result:
    """Recurring charges in a scratchpad table of transactions: the same merchant, a similar amount (within 10%
    or a few cents), roughly monthly (25-35 days apart), at least three times.

    Args:
        table: The scratchpad table holding the transactions.
        year: Only transactions dated in this year.
        min_count: How many monthly charges in a row make a subscription (at least 2).
    """
    a, b, label = _period(year, None, None)
    led = _ledger(ctx, table)
    txns = fin.in_period(led.txns, a, b)
    label = _dates_label(label, txns)
    subs = subscriptions(txns, min_count=max(2, min_count))
    monthly = sum(round(s["amount"] * 100) for s in subs)
    data = {"table": table, "period": label, "subscriptions": subs, "monthly": fin.money(monthly),
            "yearly": fin.money(monthly * 12)}  # fmt: skip
    rows = [[s["merchant"], money_text(s["amount"]), s["count"], s["first"], s["last"], money_text(s["total"])]
            for s in subs]  # fmt: skip
    text = f"{len(subs)} subscription(s) {_in(label)}, {money_text(data['monthly'])} a month:\n" + table_text(
        ["merchant", "monthly", "times", "first", "last", "paid"], rows, {1, 2, 5}
    )
    return Result(data, text)
