"""Finding money documents in the index (seed 003 §6.1, §6.2): find_statements (bank and card statements) and
tax_documents (W-2, 1099, P60, tax returns, Steuerbescheid, avis d'impôt… with their figures and pages).

Both read only the index: file names, and the text the content pass stored (never the files themselves, so
they are fast and change nothing). A year keeps the documents whose name says that year, or, when the name
says no year, whose text does.
"""

from __future__ import annotations

import os
import re

from ..content import fts
from ..index.dialects import dialect_of
from ..index.query import FILE_COLUMNS, FileRow, Filters
from ..index.schema import SPECIAL, SYMLINK, WARN
from ..scratch.taxforms import figures
from ..units import iso_from_ns
from .context import Context
from .registry import Result, tool

TABLE_EXTS = ("pdf", "csv", "tsv", "xlsx", "xls", "ods")
STATEMENT_NAME = (
    "statement", "stmt", "kontoauszug", "kontoauszuege", "releve", "relevé", "estado de cuenta", "estratto conto",
    "account activity", "transactions", "transaction history", "card activity", "umsaetze", "umsätze",
)  # fmt: skip
BANK_NAME = (
    "chase", "amex", "american express", "barclays", "barclaycard", "hsbc", "citi", "citibank", "wells fargo",
    "capital one", "discover", "santander", "lloyds", "natwest", "monzo", "revolut", "n26", "sparkasse",
    "commerzbank", "deutsche bank", "postbank", "bnp", "societe generale", "credit agricole", "bank of america",
    "usaa", "schwab", "halifax",
)  # fmt: skip
STATEMENT_TEXT = ('"statement period"', '"account statement"', '"statement date"', '"card statement"',
                  '"opening balance"', '"closing balance"', '"previous balance"', '"new balance"',
                  'kontoauszug', '"releve de compte"', '"statement of account"')  # fmt: skip
TAX_NAME = (
    "w-2", "w 2", "w2", "1099", "1098", "1040", "p60", "p45", "p11d", "sa302", "tax", "taxes", "steuer",
    "steuerbescheid", "lohnsteuer", "impot", "impôt", "avis d'imposition", "avis d impot", "taxe", "hmrc", "irs",
)  # fmt: skip
TAX_TEXT = ('"wage and tax statement"', '"form 1099"', '"1099-int"', '"1099-div"', '"1099-nec"', '"1099-misc"',
            '"tax return"', '"tax statement"', 'steuerbescheid', '"avis d impot"', '"avis d imposition"', 'p60',
            '"self assessment"', '"form 1040"', '"lohnsteuerbescheinigung"', '"tax year"')  # fmt: skip
YEAR_RE = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")


def _name_words(name: str) -> str:
    return " " + " ".join(re.split(r"[\s_\-.]+", name.lower())) + " "


def _has(name: str, words: tuple[str, ...]) -> list[str]:
    padded, raw = _name_words(name), name.lower()
    return [w for w in words if f" {w} " in padded or (len(w) >= 5 and w.isalpha() and w in raw)]


def _rows(ctx: Context, path: str | None, exts: tuple[str, ...]) -> list[FileRow]:
    f = Filters(path=ctx.scope(path) if path else None, within=ctx.within())
    where, params = f.sql(dialect=dialect_of(ctx.conn))
    marks = ",".join("?" * len(exts))
    sql = (f"SELECT {FILE_COLUMNS} FROM files f JOIN dirs d ON d.id = f.dir_id WHERE {where} AND f.ext IN ({marks}) "
           f"AND f.flags & {SYMLINK | SPECIAL | WARN} = 0")  # fmt: skip
    return [FileRow.from_row(r) for r in ctx.conn.execute(sql, [*params, *exts])]


def _text_hits(ctx: Context, phrases: tuple[str, ...], ids: set[int]) -> set[int]:
    """Files among ``ids`` whose stored text holds one of ``phrases`` (FTS5 phrases written here, not input)."""
    if not ids:
        return set()
    try:
        conn = ctx.conn
        rows = conn.execute(
            f"SELECT DISTINCT c.file_id FROM {fts.passages_sql(conn)} WHERE {fts.match_sql(conn)}",
            [fts.param(conn, " OR ".join(phrases))],
        ).fetchall()
    except Exception:  # no content index (scanned with --no-content)
        return set()
    return {r[0] for r in rows} & ids


def _says_year(ctx: Context, fid: int, year: int) -> bool:
    row = ctx.conn.execute(
        "SELECT 1 FROM content_chunks WHERE file_id = ? AND (text LIKE ? OR context LIKE ?) LIMIT 1",
        (fid, f"%{year}%", f"%{year}%"),
    ).fetchone()
    return row is not None


def _in_year(ctx: Context, row: FileRow, year: int | None) -> bool:
    if year is None:
        return True
    said = {int(y) for y in YEAR_RE.findall(row.name)}
    if said:
        return year in said
    folder = os.path.basename(os.path.dirname(row.path))  # Taxes/2025/receipts.xlsx
    if YEAR_RE.fullmatch(folder.strip()):
        return int(folder) == year
    return _says_year(ctx, row.id, year)


def _tax_folder(path: str) -> str | None:
    """The folder a path lies in whose name is about taxes ("Taxes", "Steuern 2025", "impôts"), if any."""
    for part in reversed(path.split("/")[:-1]):
        if _has(part, ("tax", "taxes", "steuer", "steuern", "impots", "impôts", "tax returns", "hmrc", "irs")):
            return part
    return None


def _file(ctx: Context, row: FileRow, why: str) -> dict:
    return {"path": row.path, "name": row.name, "size": row.size, "modified": iso_from_ns(row.mtime_ns),
            "mtime_ns": row.mtime_ns, "type": row.ext, "why": why}  # fmt: skip


@tool(
    category="analysis",
    priority=2,
    keywords=("statements", "bank statements", "card statements", "credit card", "kontoauszug"),
    examples=(("find my bank statements from 2025", {"year": 2025}),),
    items="files",
)
def find_statements(ctx: Context, year: int | None = None, path: str | None = None, limit: int = 200) -> Result:
    """Find bank and credit-card statements (PDF, CSV, spreadsheets) in the index: by name (statement,
    kontoauszug, relevé, bank names) or by what they say (statement period, opening/closing balance).

    Args:
        year: Only statements of this year (the year in the name, else in the text).
        path: Only inside this folder.
        limit: The most files to return.
    """
    rows = _rows(ctx, path, TABLE_EXTS)
    by_id = {r.id: r for r in rows}
    said = _text_hits(ctx, STATEMENT_TEXT, set(by_id))
    found = []
    for r in rows:
        if _has(r.name, TAX_NAME) and not _has(r.name, STATEMENT_NAME):
            continue  # a tax form from a bank is a tax document, not a statement
        named, bank = _has(r.name, STATEMENT_NAME), _has(r.name, BANK_NAME)
        if named:
            why = f"named {named[0]!r}"
        elif r.id in said:
            why = "its text reads like a statement"
        elif bank and r.ext in ("csv", "tsv", "xlsx", "xls", "ods"):
            why = f"named after a bank ({bank[0]})"
        else:
            continue
        if _in_year(ctx, r, year):
            found.append(_file(ctx, r, why))
    found.sort(key=lambda f: f["path"])
    data = {"year": year, "files": found[:limit], "total": len(found), "looked_for": _looked_for("statements")}
    lines = [f"{len(found)} statement file(s)" + (f" for {year}" if year else "") + ":"]
    lines += [f"  {ctx.display(f['path'])}  ({f['why']})" for f in found[:limit]]
    return Result(data, "\n".join(lines))


def _looked_for(kind: str) -> str:
    if kind == "statements":
        return ("PDF, CSV and spreadsheet files named like statement, kontoauszug or relevé, or after a bank, or "
                "whose text mentions a statement period or an opening/closing balance")  # fmt: skip
    return ("documents named like W-2, 1099, P60, tax return, Steuerbescheid or avis d'impôt, or whose text says "
            "wage and tax statement, form 1099, tax return or tax statement, or kept in a folder named for "
            "taxes")  # fmt: skip


def _pages(ctx: Context, fid: int) -> list[tuple[str | None, str]]:
    return [(r[0], r[1]) for r in ctx.conn.execute(
        "SELECT loc, text FROM content_chunks WHERE file_id = ? ORDER BY seq", (fid,))]  # fmt: skip


def _tax_answer(data: dict, args: dict, said, text: str = "") -> str:
    docs = data["documents"]
    if not docs:
        return f"I found no tax documents{' for ' + str(data['year']) if data.get('year') else ''}."
    parts = []
    for d in docs[:6]:
        k = d.get("key_figure")
        fig = (
            f": {k['label']} {k['amount']:,.2f} (page {k['page']})"
            if k and k.get("page")
            else (f": {k['label']} {k['amount']:,.2f}" if k else " (no amounts found in its text)")
        )
        parts.append(f"{d['name']}{fig}")
    return f"{len(docs)} tax document(s): " + "; ".join(parts) + "."


@tool(
    category="analysis",
    priority=2,
    keywords=("tax", "taxes", "tax documents", "tax forms", "w-2", "1099", "p60", "tax return", "steuerbescheid"),
    examples=(("list my tax documents for 2025 and their amounts", {"year": 2025}),),
    items="documents",
    answer=_tax_answer,
)
def tax_documents(ctx: Context, year: int | None = None, path: str | None = None, limit: int = 50) -> Result:
    """Find tax documents (W-2, 1099, P60, tax returns, Steuerbescheid, avis d'impôt, tax statements) and pull
    their figures (totals, wages, amount due, tax withheld) from their text, each with its page.

    Args:
        year: Only documents of this tax year (the year in the name, else in the text).
        path: Only inside this folder.
        limit: The most documents to return.
    """
    rows = _rows(ctx, path, ("pdf", "docx", "doc", "txt", "html", "htm", "xlsx", "odt", "rtf", "png", "jpg"))
    by_id = {r.id: r for r in rows}
    said = _text_hits(ctx, TAX_TEXT, set(by_id))
    docs = []
    for r in rows:
        named = _has(r.name, TAX_NAME)
        if named == ["tax"] and _has(r.name, ("receipt", "invoice")):
            named = []
        folder = _tax_folder(r.path) if not named and r.id not in said else None
        if not named and r.id not in said and not folder:
            continue
        if _has(r.name, STATEMENT_NAME) and not named:
            continue
        if not _in_year(ctx, r, year):
            continue
        figs = figures(_pages(ctx, r.id))
        why = f"named {named[0]!r}" if named else (f"in the {folder} folder" if folder else "its text is a tax form")
        d = _file(ctx, r, why)
        d["figures"] = figs
        d["key_figure"] = figs[0] if figs else None
        docs.append(d)
    docs.sort(key=lambda d: d["path"])
    data = {"year": year, "documents": docs[:limit], "total": len(docs), "looked_for": _looked_for("tax")}
    lines = [f"{len(docs)} tax document(s)" + (f" for {year}" if year else "") + ":"]
    for d in docs[:limit]:
        lines.append(f"  {ctx.display(d['path'])}")
        for f in d["figures"][:4]:
            lines.append(
                f"      {f['label'][:60]}: {f['amount']:,.2f}" + (f"  (page {f['page']})" if f["page"] else "")
            )
        if not d["figures"]:
            lines.append("      (no amounts found in its stored text)")
    return Result(data, "\n".join(lines))


CONTRACT_NAME = ("contract", "contracts", "lease", "agreement", "tenancy", "vertrag", "mietvertrag", "contrat",
                 "bail", "nda", "terms of service")  # fmt: skip
CONTRACT_TEXT = ('"this agreement"', '"lease agreement"', '"tenancy agreement"', '"this contract"',
                 '"employment contract"', '"the tenant"', '"the landlord"', 'mietvertrag')  # fmt: skip


def _contracts_answer(data: dict, args: dict, said, text: str = "") -> str:
    docs = data["documents"]
    if not docs:
        return "I found no contracts or leases among the indexed documents."
    parts = []
    for d in docs[:6]:
        nxt = d.get("next")
        parts.append(f"{d['name']}" + (f": {nxt['kind']} {nxt['date']}" + (f" (page {nxt['page']})" if nxt.get("page")
                     else "") if nxt else " (no dates found in its text)"))  # fmt: skip
    return f"{len(docs)} contract(s): " + "; ".join(parts) + "."


@tool(
    category="analysis",
    priority=2,
    keywords=("contracts", "leases", "deadlines", "key dates", "renewal", "notice period", "agreements"),
    examples=(("find my contracts and their key dates", {}),),
    items="documents",
    answer=_contracts_answer,
)
def contract_dates(ctx: Context, path: str | None = None, after: str | None = None, limit: int = 50) -> Result:
    """Find contracts, leases and agreements and pull their key dates from their text (start, end, renewal,
    notice, due, signed), each with its page; the next date to come first.

    Args:
        path: Only inside this folder.
        after: The date "next" is counted from (YYYY-MM-DD; default today).
        limit: The most documents to return.
    """
    from ..scratch.deadlines import key_dates
    from ..units import now as clock

    today = after or clock().date().isoformat()
    rows = _rows(ctx, path, ("pdf", "docx", "doc", "odt", "rtf", "txt", "html", "htm", "md"))
    said = _text_hits(ctx, CONTRACT_TEXT, {r.id for r in rows})
    docs = []
    for r in rows:
        named = _has(r.name, CONTRACT_NAME)
        if (not named and r.id not in said) or _has(r.name, ("template", "sample", "example")):
            continue
        dates = key_dates(_pages(ctx, r.id))
        d = _file(ctx, r, f"named {named[0]!r}" if named else "its text reads like a contract")
        d["dates"] = dates
        d["next"] = next((x for x in dates if x["date"] >= today and x["kind"] != "signed"), None)
        docs.append(d)
    docs.sort(key=lambda d: (d["next"] is None, (d["next"] or {}).get("date", ""), d["path"]))
    data = {"documents": docs[:limit], "total": len(docs), "today": today,
            "looked_for": "documents named like contract, lease, agreement, tenancy, Vertrag or bail, or whose text "
                          "says this agreement, lease agreement, the tenant or the landlord"}  # fmt: skip
    lines = [f"{len(docs)} contract(s):"]
    for d in docs[:limit]:
        lines.append(f"  {ctx.display(d['path'])}")
        for x in d["dates"][:6]:
            lines.append(f"      {x['date']}  {x['kind']:<8} {x['line'][:70]}" + (f"  (page {x['page']})" if x["page"]
                         else ""))  # fmt: skip
        if not d["dates"]:
            lines.append("      (no dates found in its stored text)")
    return Result(data, "\n".join(lines))
