"""The finance, tax and contract demos, offline (seed 003 §6.1, §6.2, §6.4): "where did my money go in 2025?",
"how much did I spend at Tesco last year?", "what subscriptions am I paying for?", "total by month", "list my tax
documents for 2025 and their amounts", "find my contracts and their key dates".

A money question is answered in visible steps, each a registry tool call recorded in the turn's ``steps``:
find_statements (the index: names and stored text), import_table (the statements into one scratchpad table;
an unchanged set of files reuses the table it made before), then analyze_spending / find_subscriptions; tax
documents are tax_documents. The answer gives the exact figures, a table, and the steps taken, so a chat shows
them too. Nothing here reads or writes a user's file except through those tools, and they only read.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from datetime import date

from ..tools.finance_tools import _in
from ..tools.invoke import invoke
from ..units import now as clock
from .intents import ACTION_RE
from .turn import Turn

SPEND = r"(?:spend|spent|spending|expenses?|expenditure|outgoings|paid|pay|paying|cost me)"
SUBS_RE = re.compile(
    r"\bsubscriptions?\b|\brecurring (?:payments?|charges?|bills?|costs?|debits?|transactions?)\b|"
    r"\bmonthly (?:charges?|payments?|bills?|fees?|debits?|subscriptions?)\b|\bdirect debits?\b|"
    r"\bstanding orders?\b|\bwhat am i paying for every month\b",
    re.I,
)
MONTHS_RE = re.compile(
    r"\b(?:totals?|spend|spent|spending|expenses|money)\b.{0,20}\b(?:by|per|each|every|a|for each) month\b|"
    r"\bmonth[- ]by[- ]month\b|\bmonthly (?:spending|totals?|breakdown|expenses|spend|outgoings)\b|"
    r"\b(?:by|per|each) month\b.{0,20}\b(?:spend|spent|spending|totals?)\b|^\s*(?:totals? )?(?:by|per) month\s*\??$",
    re.I,
)
OVERVIEW_RE = re.compile(
    rf"\bwhere (?:did|does|has|is|do) (?:all )?(?:my|the|our) money (?:go|gone|going|went)\b|"
    rf"\bwhere (?:my|the) money (?:goes|went|is going)\b|\bwhat (?:did|do|have) (?:i|we) (?:spend|spent) "
    rf"(?:my |our |the )?(?:money )?on\b|\b{SPEND}\b.{{0,25}}\bby (?:category|merchant|shop|store)\b|"
    rf"\bbreak ?down (?:of )?(?:my |our )?{SPEND}|\b(?:my|our) {SPEND}\b|"
    rf"\bhow much (?:did|do|have) (?:i|we) spen[dt]\b|"
    rf"\banaly[sz]e (?:my )?(?:spending|statements|expenses|transactions)\b|"
    rf"\b(?:biggest|largest|top|main) (?:expenses|costs|outgoings|merchants|spending)\b|\bspen[dt] (?:the )?most\b|"
    rf"\bspending (?:summary|overview|report)\b",
    re.I,
)
MERCHANT_RE = re.compile(
    rf"\b(?:{SPEND}|total(?:s)?(?: spent)?|how much)\b[^?]*?\b(?:at|on|to|with|in)\s+(?P<m>[A-Za-z&'][\w&'.\- ]*)",
    re.I,
)
TAX_RE = re.compile(
    r"\btax(?:es)? (?:documents?|docs|forms?|papers?|paperwork|slips?|statements?|returns|figures|amounts)\b|"
    r"\bw-?2s?\b|\b1099s?(?:-[a-z]+)?\b|\bp60s?\b|\bsteuerbescheid\w*|\bavis d'imp[oô]t|\bavis d'imposition\b|"
    r"\b(?:prepare|preparing|prep) (?:for |my )?(?:the )?tax(?:es)?\b|\btax[- ](?:relevant|filing|prep)\b",
    re.I,
)
CONTRACT_RE = re.compile(
    r"\b(?:contracts?|leases?|agreements?|tenancy)\b.{0,30}\b(?:key dates|dates|deadlines?|obligations|"
    r"(?:renewal|expiry|end) dates?|notice periods?)\b|"
    r"\b(?:key dates|deadlines?|obligations|renewal dates?|notice periods?)\b.{0,30}"
    r"\b(?:contracts?|leases?|agreements?)\b|\bwhen (?:does|do|will) (?:my|the) (?:lease|contract|tenancy|agreement)s? "
    r"(?:end|expire|run out|renew)\b",
    re.I,
)
NOT_MONEY_RE = re.compile(
    r"\b(?:space|size|how big|how large|take up|taking up|how much (?:place|room)|weighs?|take|takes|disk|storage|"
    r"how many|number of|where is|where's|"
    r"where are|where did i (?:save|put)|earn|earned|make|made|free up|delete|deleted|deleting|copies|duplicates|"
    r"dupes)\b|\.\w{2,4}\b",
    re.I,
)
COST_RE = re.compile(
    r"\bhow much (?:did|do|does|has|have) (?:my |the )?(?P<m>[A-Za-z&'][\w&'.\- ]*?) cost(?: me| us)?\b", re.I
)
FILE_WORDS_RE = re.compile(r"\b(?:files?|folders?|spreadsheets?|pdfs?|csvs?|xlsx|docx|photos?|documents?)\b", re.I)
CATEGORY_WORDS = ("groceries", "dining", "transport", "subscriptions", "utilities", "shopping", "travel", "housing",
                  "health", "entertainment", "insurance", "fees")  # fmt: skip


@dataclass
class MoneyAsk:
    kind: str  # spending | merchant | subscriptions | months | tax
    year: int | None
    merchant: str | None = None
    by: str = "category"
    start: str | None = None  # a month asked for ("in March 2025"): [start, end)
    end: str | None = None


def _year(q: str, today: date) -> int | None:
    m = re.search(r"(?<!\d)(19\d{2}|20\d{2})(?!\d)", q)
    if m:
        return int(m.group(1))
    if re.search(r"\blast year\b|\bprevious year\b|\bin the last tax year\b", q, re.I):
        return today.year - 1
    if re.search(r"\bthis year\b|\bso far this year\b", q, re.I):
        return today.year
    return None


MONTH_RE = re.compile(
    r"\b(?:in|during|for|of)\s+(?P<mon>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b(?:\s+(?P<y>(?:19|20)\d{2}))?",
    re.I,
)
MONTH_NAMES = "jan feb mar apr may jun jul aug sep oct nov dec".split()


def _month(q: str, year: int | None, today: date) -> tuple[int, str, str] | None:
    """'in March 2025' (or 'in March': the last March): (year, first day, first day of the next month)."""
    m = MONTH_RE.search(q)
    if not m or (m.group("mon").lower() == "may" and not m.group("y")):
        return None  # "may" alone is a verb far more often than a month
    n = MONTH_NAMES.index(m.group("mon").lower()[:3]) + 1
    y = int(m.group("y")) if m.group("y") else year or (today.year if n < today.month else today.year - 1)
    nxt = date(y + (n == 12), n % 12 + 1, 1)
    return y, date(y, n, 1).isoformat(), nxt.isoformat()


def _merchant(q: str) -> str | None:
    m = MERCHANT_RE.search(q) or COST_RE.search(q)
    if not m:
        return None
    words = re.split(r"\s+", m.group("m").strip(" .?!'"))
    out = []
    for w in words:
        if re.fullmatch(r"(?:in|during|for|since|from|last|this|over|by|per|each|every|so|and|\d{4}|"
                        r"year|month|total|altogether|overall|the|my|money|most|least)", w, re.I) or (
            w[:3].lower() in MONTH_NAMES and MONTH_RE.search(f"in {w}")
        ):  # fmt: skip
            break
        out.append(w)
    name = " ".join(out).strip(" .?!'")
    if not name or name.lower() in ("it", "them", "things", "stuff", "what", "average"):
        return None
    return name


def money_question(question: str, today: date | None = None) -> MoneyAsk | None:
    """What a money question asks, or None when it isn't one."""
    from .vocabulary import the_question

    q = " ".join(the_question(question).split())  # ("…, I need to do my expenses": why, not a money question)
    today = today or clock().date()
    if ACTION_RE.search(q) and not re.search(r"^\s*(?:help me )?(?:prepare|prep|analy[sz]e)\b", q, re.I):
        return None
    year = _year(q, today)
    month = _month(q, year, today)
    ask = _kind(q, year)
    if ask is not None and month and ask.kind in ("spending", "merchant", "category", "months"):
        ask.year, ask.start, ask.end = month
        ask.by = "merchant" if ask.kind == "spending" else ask.by
    return ask


def _kind(q: str, year: int | None) -> MoneyAsk | None:
    if TAX_RE.search(q) and not NOT_MONEY_RE.search(q):
        return MoneyAsk("tax", year)
    if CONTRACT_RE.search(q) and not re.search(r"\b(?:space|size|how big|how large|how many|pages?)\b", q, re.I):
        return MoneyAsk("contracts", None)
    if NOT_MONEY_RE.search(q) or (FILE_WORDS_RE.search(q) and not re.search(r"\bstatements?\b", q, re.I)):
        return None
    if SUBS_RE.search(q) and not MONTHS_RE.search(q):
        return MoneyAsk("subscriptions", year)
    if MONTHS_RE.search(q):
        return MoneyAsk("months", year, by="month")
    merchant = _merchant(q)
    if merchant and re.search(rf"\b{SPEND}\b|\btotal\b|\bhow much\b", q, re.I):
        if merchant.lower() in CATEGORY_WORDS:
            return MoneyAsk("category", year, merchant=merchant.lower())  # "spend on groceries"
        return MoneyAsk("merchant", year, merchant=merchant)
    if OVERVIEW_RE.search(q):
        by = "merchant" if re.search(r"\bby (?:merchant|shop|store)\b|\bmerchants?\b|\bspen[dt] (?:the )?most at\b", q,
                                     re.I) else "category"  # fmt: skip
        return MoneyAsk("spending", year, by=by)
    return None


# -- answering ------------------------------------------------------------------------------------------------


class _Steps:
    def __init__(self, agent) -> None:
        self.agent = agent
        self.list: list[dict] = []
        self.said: list[str] = []

    def run(self, tool: str, args: dict, said: str | None = None):
        out = invoke(tool, args, self.agent.ctx)
        self.list.append({"tool": tool, "arguments": args, "result": out.data if out.ok else {"error": out.error}})
        if said:
            self.said.append(said)
        return out


FOLLOW_RE = re.compile(
    r"^\s*(?:and|what about|how about|ok|now|same|show me)?\s*(?:(?:in|for|during)\s+)?"
    r"(?P<when>(?:19|20)\d{2}|last year|this year)?\s*(?:(?:by|per)\s+(?P<by>merchant|category|month|shop|store))?"
    r"\s*(?:(?:at|on)\s+(?P<m>[A-Za-z][\w&' .-]*?))?\s*(?:(?:in|for)\s+(?P<when2>(?:19|20)\d{2}|last year))?\s*\??\s*$",
    re.I,
)


def _follow(agent, question: str) -> MoneyAsk | None:
    """'what about 2024?', 'and by merchant?', 'and at Amazon?' right after a money answer: that question again,
    changed so."""
    last = getattr(agent, "money_last", None)
    if last is None or last[1] is not agent.last:  # a question about files came in between
        return None
    m = FOLLOW_RE.match(question)
    if not m or not any(m.group(g) for g in ("when", "by", "m", "when2")):
        return None
    prev: MoneyAsk = last[0]
    when = m.group("when") or m.group("when2")
    year = prev.year if not when else _year(when, clock().date())
    if m.group("m"):
        return MoneyAsk("merchant", year, merchant=m.group("m").strip())
    if m.group("by"):
        by = {"shop": "merchant", "store": "merchant"}.get(m.group("by").lower(), m.group("by").lower())
        return MoneyAsk("months", year, by="month") if by == "month" else MoneyAsk("spending", year, by=by)
    return MoneyAsk(prev.kind, year, merchant=prev.merchant, by=prev.by)


def money_turn(agent, question: str) -> Turn | None:
    """The answer to a money question, or None when ``question`` isn't one (the usual routing goes on)."""
    ask = money_question(question) or _follow(agent, question)
    if ask is None:
        return None
    turn = _answer(agent, question, ask)
    agent.money_last = (ask, agent.last)  # for follow-ups ("what about 2024?")
    return turn


def _answer(agent, question: str, ask: MoneyAsk) -> Turn:
    st = _Steps(agent)
    if ask.kind == "tax":
        return _tax(question, ask, st)
    if ask.kind == "contracts":
        return _contracts(question, st)
    args = {"year": ask.year} if ask.year else {}
    found = st.run("find_statements", args)
    files = (found.data or {}).get("files") or []
    when = f" for {ask.year}" if ask.year else ""
    if not found.ok or not files:
        looked = (found.data or {}).get("looked_for", "statement files")
        msg = (f"I found no bank or card statements{when} among the indexed files, so I can't add up your spending. "
               f"I looked for {looked}. Scan the folder that holds them ('filescout scan <folder>'), or import a file "
               f"yourself with 'filescout table import'.")  # fmt: skip
        return Turn(question, "money", "find_statements", args, found.data or {}, msg, st.list)
    st.said.append(f"found {len(files)} statement file{'s' if len(files) != 1 else ''}{when}")
    table = _import(st, ask, files)
    if table is None:
        res = st.list[-1]["result"] or {}
        err = res.get("error")
        why = (
            (err.get("message") if isinstance(err, dict) else str(err))
            if err
            else "; ".join(
                f"{e['path'].rsplit('/', 1)[-1]}: {e['error'] or 'no table found'}"
                for e in (res.get("files") or [])[:5]
            )
        )
        msg = f"I found {len(files)} statement files{when} but couldn't read any transactions out of them ({why})."
        return Turn(question, "money", "import_table", {}, res, msg, st.list)
    return _analyse(question, ask, st, table)


def _signature(files: list[dict]) -> str:
    h = hashlib.sha1()
    for f in sorted(files, key=lambda f: f["path"]):
        h.update(f"{f['path']}\0{f['size']}\0{f['mtime_ns']}\n".encode("utf-8", "surrogateescape"))
    return h.hexdigest()[:8]


def _import(st: _Steps, ask: MoneyAsk, files: list[dict]) -> str | None:
    """The scratchpad table holding these statements: the one made before for the same unchanged files, else a
    new import (older imports of the same year's statements are dropped)."""
    base = f"statements_{ask.year or 'all'}"
    table = f"{base}_{_signature(files)}"
    listed = st.run("list_tables", {})
    names = [t.get("table") for t in (listed.data or {}).get("tables", []) if isinstance(t, dict)]
    if table in names:
        st.said.append(f"reused table {table} (the same {len(files)} files, unchanged since they were imported)")
        return table
    for old in names:
        if old and old.startswith(base + "_") and re.fullmatch(r"[0-9a-f]{8}", old[len(base) + 1 :]):
            st.run("drop_table", {"table": old}, f"dropped {old} (its files changed)")
    out = st.run("import_table", {"paths": [f["path"] for f in files], "table": table, "mode": "replace"})
    d = out.data or {}
    if not out.ok or not d.get("rows"):
        return None
    failed = f" ({d['files_failed']} could not be read)" if d.get("files_failed") else ""
    st.said.append(f"imported {d['rows']:,} rows from {d.get('files_read')} files into table {table}{failed}")
    return table


def _analyse(question: str, ask: MoneyAsk, st: _Steps, table: str) -> Turn:
    y = {"start": ask.start, "end": ask.end} if ask.start else ({"year": ask.year} if ask.year else {})
    if ask.kind == "subscriptions":
        tool, args = "find_subscriptions", {"table": table, **y}
    elif ask.kind == "merchant":
        tool, args = "analyze_spending", {"table": table, "merchant": ask.merchant, **y}
    elif ask.kind == "months":
        tool, args = "analyze_spending", {"table": table, "by": "month", **y}
    else:
        tool, args = "analyze_spending", {"table": table, "by": ask.by if ask.kind == "spending" else "category", **y}
    out = st.run(tool, args, f"added up with {tool}")
    if not out.ok:
        return Turn(question, "money", tool, args, {"error": out.error}, out.message, st.list)
    data = out.data
    lead = _lead(ask, data)
    if ask.kind == "spending":
        subs = st.run("find_subscriptions", {"table": table, **y})
        if subs.ok and subs.data.get("subscriptions"):
            s = subs.data
            lead += (f" Subscriptions: {len(s['subscriptions'])}, {s['monthly']:,.2f} a month "
                     f"({', '.join(x['merchant'] for x in s['subscriptions'][:6])}).")  # fmt: skip
    answer = lead + "\n\n" + out.text + "\n\nSteps: " + "; ".join(st.said) + "."
    return Turn(question, "money", tool, args, data, answer, st.list)


def _lead(ask: MoneyAsk, data: dict) -> str:
    period = _in(data.get("period") or "all dates")
    if ask.kind == "subscriptions":
        from ..tools.finance_tools import _subs_answer

        return _subs_answer(data, {}, None)
    if ask.kind == "merchant":
        m = data["merchant"]
        if not m["count"]:
            return f"I found no spending at {ask.merchant!r} {period} in your statements."
        back = f" (and {m['refunds']:,.2f} back in refunds)" if m["refunds"] else ""
        return (f"You spent {m['total']:,.2f} at {', '.join(m['names'])} {period}, in {m['count']} "
                f"transaction{'s' if m['count'] != 1 else ''}{back}.")  # fmt: skip
    t = data["totals"]
    if ask.kind == "category":
        row = next((g for g in data["groups"] if g["category"] == ask.merchant), None)
        if row is None:
            return f"I found no {ask.merchant} spending {period} in your statements."
        return f"You spent {row['total']:,.2f} on {ask.merchant} {period}, in {row['count']} transactions."
    if ask.kind == "months":
        g = data["groups"]
        top = max(g, key=lambda r: r["cents"]) if g else None
        return (f"Money out {period}: {t['money_out']:,.2f} over {len(g)} months"
                + (f"; the most in {top['month']} ({top['total']:,.2f})." if top else "."))  # fmt: skip
    groups = data["groups"][:4]
    top = ", ".join(f"{r[data['by']]} {r['total']:,.2f} ({r['share']}%)" for r in groups)
    return (f"{period[0].upper()}{period[1:]} {t['money_out']:,.2f} went out and {t['money_in']:,.2f} came in, "
            f"over {t['transactions']} "
            f"transactions. Most went to: {top}.")  # fmt: skip


def _tax(question: str, ask: MoneyAsk, st: _Steps) -> Turn:
    args = {"year": ask.year} if ask.year else {}
    out = st.run("tax_documents", args)
    data = out.data or {}
    docs = data.get("documents") or []
    when = f" for {ask.year}" if ask.year else ""
    if not out.ok or not docs:
        msg = f"I found no tax documents{when} among the indexed files. I looked for {data.get('looked_for')}."
        return Turn(question, "money", "tax_documents", args, data or {"error": out.error}, msg, st.list)
    lines = []
    for d in docs:
        k = d.get("key_figure")
        if k:
            page = f" (page {k['page']})" if k.get("page") else ""
            lines.append(f"{d['name']}: {k['label']} {k['amount']:,.2f}{page}")
        else:
            lines.append(f"{d['name']}: no amounts in its text")
    lead = f"{len(docs)} tax document{'s' if len(docs) != 1 else ''}{when}: " + "; ".join(lines[:8]) + "."
    answer = lead + "\n\n" + out.text + f"\n\nSteps: found them with tax_documents (the index: {data['looked_for']})."
    return Turn(question, "money", "tax_documents", args, data, answer, st.list)


def _contracts(question: str, st: _Steps) -> Turn:
    out = st.run("contract_dates", {})
    data = out.data or {}
    if not out.ok or not data.get("documents"):
        msg = f"I found no contracts or leases among the indexed documents. I looked for {data.get('looked_for')}."
        return Turn(question, "money", "contract_dates", {}, data or {"error": out.error}, msg, st.list)
    from ..tools.finance_docs import _contracts_answer

    answer = (_contracts_answer(data, {}, None) + "\n\n" + out.text
              + f"\n\nSteps: found them with contract_dates (the index: {data['looked_for']}).")  # fmt: skip
    return Turn(question, "money", "contract_dates", {}, data, answer, st.list)
