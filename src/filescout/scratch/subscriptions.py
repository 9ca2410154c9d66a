"""Subscriptions in a list of transactions (seed 003 §6.1: "finds hidden subscriptions automatically"): one
merchant charging a similar amount (within 10% or 5 cents) roughly monthly (25-35 days apart) at least three
times in a row, and that being most of what the merchant charges (else: at least four times, on one day of the
month, at one price). Pure and offline."""

from __future__ import annotations

import itertools
from collections import defaultdict
from datetime import date

from .finance import Txn, money


def _similar(a: int, b: int) -> bool:
    a, b = abs(a), abs(b)
    return abs(a - b) <= max(5, round(0.10 * max(a, b)))


def subscriptions(txns: list[Txn], *, min_count: int = 3, min_gap: int = 25, max_gap: int = 35) -> list[dict]:
    """Recurring charges: one merchant, a similar amount (within 10% or 5 cents), every 25–35 days, at least
    ``min_count`` times in a row, making up most of that merchant's charges (else: at least four, on one day of
    the month, at one price). A shop visited often (a coffee every few days) is not one, even at one price."""
    by_merchant: dict[str, list[Txn]] = defaultdict(list)
    for t in txns:
        if t.out and t.date:
            by_merchant[t.merchant].append(t)
    found = []
    for key, ts in by_merchant.items():
        ts.sort(key=lambda t: (t.date, abs(t.cents)))
        used: set[int] = set()
        for i, first in enumerate(ts):
            if i in used:
                continue
            chain = [i]
            last = first
            for j in range(i + 1, len(ts)):
                if j in used or not _similar(ts[j].cents, first.cents):
                    continue
                gap = (_day(ts[j].date) - _day(last.date)).days
                if gap < min_gap:
                    continue
                if gap > max_gap:
                    break
                chain.append(j)
                last = ts[j]
            if len(chain) < min_count:
                continue
            members = [ts[k] for k in chain]
            if not _recurring(members, len(ts)):
                continue
            used |= set(chain)
            gaps = [(_day(b.date) - _day(a.date)).days for a, b in itertools.pairwise(members)]
            amount = abs(members[-1].cents)
            total = sum(abs(t.cents) for t in members)
            found.append({
                "merchant": members[0].name,
                "key": key,
                "category": members[0].category,
                "amount": money(amount),
                "count": len(members),
                "first": members[0].date,
                "last": members[-1].date,
                "every_days": round(sum(gaps) / len(gaps), 1),
                "total": money(total),
                "total_cents": total,
                "yearly": money(amount * 12),
                "amounts": sorted({money(abs(t.cents)) for t in members}),
            })  # fmt: skip
    found.sort(key=lambda s: (-s["amount"], s["merchant"]))
    return found


def _recurring(members: list[Txn], charges: int) -> bool:
    """A monthly chain is a subscription when it is most of what the merchant charges (a shop visited at random
    amounts can yield three similar ones a month apart by chance), or, beside other purchases there (an app
    store), when it is long, on the same day of the month and at the same price."""
    if 2 * len(members) >= charges:
        return True
    days = sorted(_day(t.date).day for t in members)
    same_day = days[-1] - days[0] <= 4 or days[0] + 31 - days[-1] <= 4
    amounts = [abs(t.cents) for t in members]
    same_price = max(amounts) - min(amounts) <= 2
    return len(members) >= 4 and same_day and same_price


def _day(iso: str) -> date:
    return date.fromisoformat(iso)
