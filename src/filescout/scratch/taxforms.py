"""Figures out of tax documents' text (seed 003 §6.2): the lines that carry an amount and a label a tax form
uses ("Total", "Wages, tips, other compensation", "Amount due", "Federal income tax withheld", "Refund",
"Steuer", "Montant"…), with the page each came from. Pure and offline: the text is what the index stored.
"""

from __future__ import annotations

import re

# an amount as forms write it: a currency sign, thousands separators or two decimals (so "Box 1" and "2025"
# aren't amounts)
AMOUNT_RE = re.compile(
    r"(?<![\w.,])(?P<neg>[-(\u2212])?\s*(?P<cur>[$£€]|USD|EUR|GBP)?\s?"
    r"(?P<num>\d{1,3}(?:[,.\u202f ]\d{3})+(?:[.,]\d{2})?|\d+[.,]\d{2})(?![\d])\s*(?:€|EUR)?\)?"
)
LABELS = (
    ("amount due", 9), ("amount owed", 9), ("balance due", 9), ("you owe", 9), ("refund", 9), ("nachzahlung", 9),
    ("erstattung", 9), ("montant", 6), ("total tax", 8), ("total income", 8), ("total", 7), ("wages", 8),
    ("gross pay", 8), ("taxable income", 8), ("taxable pay", 8), ("adjusted gross income", 8), ("net pay", 6),
    ("tax withheld", 7), ("income tax", 7), ("tax paid", 7), ("tax deducted", 7), ("festgesetzt", 8),
    ("einkommensteuer", 7), ("bruttoarbeitslohn", 8), ("lohnsteuer", 7), ("impôt", 7), ("impot", 7),
    ("revenu", 6), ("interest income", 7), ("interest", 5), ("dividends", 6), ("compensation", 6),
    ("pay", 4), ("tax", 4),
)  # fmt: skip


def _cents(num: str) -> int | None:
    digits = re.sub(r"[^\d]", "", num)
    if not digits:
        return None
    if re.search(r"[.,]\d{2}$", num):
        return int(digits)
    return int(digits) * 100


def amounts_in(text: str) -> list[tuple[int, str]]:
    """(cents, the amount as written) for each amount on a line."""
    out = []
    for m in AMOUNT_RE.finditer(text):
        c = _cents(m.group("num"))
        if c is None:
            continue
        if not (m.group("cur") or re.search(r"[.,]\d{2}$", m.group("num")) or re.search(r"\d[,.]\d{3}", m.group(0))):
            continue
        out.append((-c if m.group("neg") else c, m.group(0).strip()))
    return out


def figures(pages: list[tuple[str | None, str]], limit: int = 8) -> list[dict]:
    """The labelled amount lines of a document, most telling first: ``pages`` is (location such as "page 2",
    text) in order. Each figure: label (the line without its amount), amount (units), page, weight."""
    found: list[dict] = []
    seen: set[tuple[str, int]] = set()
    for loc, text in pages:
        page = None
        m = re.match(r"(?:page|sheet)\s+(\d+)", loc or "")
        if m:
            page = int(m.group(1))
        for line in (text or "").splitlines():
            amounts = amounts_in(line)
            if not amounts:
                continue
            low = line.lower()
            weight = max((w for word, w in LABELS if word in low), default=0)
            if not weight:
                continue
            cents, written = max(amounts, key=lambda a: abs(a[0]))
            label = " ".join(AMOUNT_RE.sub(" ", line).split()).strip(" :.-|") or "amount"
            if (label.lower(), cents) in seen:
                continue
            seen.add((label.lower(), cents))
            found.append({"label": label[:80], "amount": round(cents / 100, 2), "written": written,
                          "page": page, "where": loc, "weight": weight})  # fmt: skip
    found.sort(key=lambda f: (-f["weight"], -abs(f["amount"])))
    return found[:limit]
