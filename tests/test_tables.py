"""The table reader against generated statements: the rows read are the generator's rows, in every format.

The oracle is tests/statements.py's own transaction list (date, description, signed amount); provenance is
checked against the files themselves, read independently (csv module, openpyxl, pypdf page text).
"""

from __future__ import annotations

import csv
import datetime as dt
from pathlib import Path

import pytest

from filescout.content.tables import Column, Table, merge, read_tables
from statements import (
    by_month,
    transactions,
    write_csv_debit_credit,
    write_csv_semicolon,
    write_docx,
    write_html,
    write_ods,
    write_pdfs,
    write_tsv,
    write_xlsx,
)

TXNS = transactions(2025)


def truth(txns=TXNS) -> list[tuple[str, str, float]]:
    return [(t.date.isoformat(), " ".join(t.description.split()), t.amount) for t in txns]


def rows_of(path: Path, date: str, desc: str, amount: str, **kw) -> tuple[Table, list[tuple]]:
    read = read_tables(str(path), **kw)
    assert read.error is None, read.error
    tables = merge(read.tables)
    t = tables[0]  # the first table (a workbook's other sheets follow it)
    names = t.names()
    types = {c.name: c.type for c in t.columns}
    assert (types[date], types[amount]) == ("date", "amount")
    i, j, k = names.index(date), names.index(desc), names.index(amount)
    return t, [(r[i], r[j], r[k]) for r in t.rows]


def cents(rows) -> int:
    return sum(round(r[2] * 100) for r in rows)


@pytest.fixture(scope="module")
def docs(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("statements")
    write_csv_semicolon(d / "konto.csv", TXNS)
    write_tsv(d / "us.tsv", TXNS)
    write_csv_debit_credit(d / "debit-credit.csv", TXNS)
    write_xlsx(d / "card.xlsx", TXNS)
    write_ods(d / "card.ods", TXNS)
    write_docx(d / "claims.docx", TXNS)
    write_html(d / "activity.html", TXNS)
    return d


@pytest.mark.parametrize(
    "name,date,desc,amount",
    [
        ("konto.csv", "Buchungstag", "Verwendungszweck", "Betrag (EUR)"),  # ; latin-1 decimal comma, newlines
        ("us.tsv", "Date", "Payee", "Amount"),  # tab, mm/dd/yyyy
        ("debit-credit.csv", "Date", "Description", "amount"),  # Debit/Credit -> one signed amount
        ("card.xlsx", "Date", "Description", "Amount"),
        ("card.ods", "Date", "Description", "Amount"),
        ("claims.docx", "Date", "Details", "Amount"),  # "(£1,234.56)" and "14 Mar 2025"
        ("activity.html", "Date", "Merchant", "Amount"),  # "Mar 14, 2025", "$12.00 CR"
    ],
)
def test_every_format_reads_the_generators_rows(docs, name, date, desc, amount):
    _, got = rows_of(docs / name, date, desc, amount)
    assert got == truth()
    assert cents(got) == sum(t.cents for t in TXNS)


def test_debit_and_credit_columns_stay_beside_the_signed_amount(docs):
    t, _ = rows_of(docs / "debit-credit.csv", "Date", "Description", "amount")
    assert [(c.name, c.type) for c in t.columns] == [
        ("Date", "date"), ("Description", "text"), ("Debit", "amount"), ("Credit", "amount"), ("amount", "amount")
    ]  # fmt: skip
    first_out = next(r for r in t.rows if r[4] < 0)
    assert first_out[2] == -first_out[4] and first_out[3] is None


def test_csv_provenance_is_the_record_number(docs):
    t, got = rows_of(docs / "konto.csv", "Buchungstag", "Verwendungszweck", "Betrag (EUR)")
    with open(docs / "konto.csv", encoding="latin-1", newline="") as f:
        records = list(csv.reader(f, delimiter=";"))
    for (page, row), (_, desc, _) in zip(t.where, got, strict=True):
        assert page is None
        assert " ".join(records[row - 1][1].split()) == desc


def test_sheet_provenance_sheet_and_range(docs):
    import openpyxl

    t, got = rows_of(docs / "card.xlsx", "Date", "Description", "Amount", sheet="Transactions")
    ws = openpyxl.load_workbook(docs / "card.xlsx")["Transactions"]
    assert t.label == "sheet Transactions"
    for (sheet, row), (_, desc, _) in zip(t.where, got, strict=True):
        assert sheet == 1 and ws.cell(row, 2).value == desc
    part, got = rows_of(docs / "card.xlsx", "Date", "Description", "Amount", sheet="Transactions", cell_range="A3:C12")
    assert got == truth()[:9] and part.where[0] == (1, 4)
    summary = read_tables(str(docs / "card.xlsx"), sheet="Summary")
    assert [c.name for c in summary.tables[0].columns] == ["Month", "Spent"] and summary.tables[0].where[0] == (2, 2)
    missing = read_tables(str(docs / "card.xlsx"), sheet="Nope")
    assert missing.tables == [] and "Transactions, Summary" in missing.error


def test_ods_skips_repeated_empty_rows_and_cells(docs):
    t, _ = rows_of(docs / "card.ods", "Date", "Description", "Amount")
    assert len(t.columns) == 3 and t.where[0] == (1, 5) and t.where[-1] == (1, 4 + len(TXNS))


LOCAL = {1, 4, 12}  # the local loop reads three months; CI reads the whole year


@pytest.fixture(scope="module")
def pdfs(tmp_path_factory) -> dict[str, dict[int, Path]]:
    from conftest import RUN_ALL

    d = tmp_path_factory.mktemp("pdfs")
    months = None if RUN_ALL else LOCAL
    out = {}
    for kind in ("text", "ruled"):
        paths = write_pdfs(d, TXNS, ruled=kind == "ruled", months=months)
        out[kind] = {int(p.stem.split("-")[2]): p for p in paths}
    return out


def _check_statement(path: Path, month: int, amount_col: str) -> Table:
    want = truth(by_month(TXNS)[(2025, month)])
    t, got = rows_of(path, "Date", "Description", amount_col)
    assert got == want, path.name
    assert cents(got) == sum(round(w[2] * 100) for w in want)
    return t


def test_text_column_statements_without_rules_read_exactly(pdfs):
    """Statements with dates without a year, wrapped descriptions, page breaks, carried balances, footers."""
    assert len(pdfs["text"]) >= 3
    for month, path in pdfs["text"].items():
        t = _check_statement(path, month, "Amount")
        assert [c.name for c in t.columns] == ["Date", "Description", "Amount", "Balance"]
        assert t.label == "pages 1–2"


def test_ruled_statements_read_exactly(pdfs):
    """Borders, dd/mm/yyyy, Debit/Credit columns; April has a page without credits (still an amount column)."""
    assert len(pdfs["ruled"]) >= 3
    for month, path in pdfs["ruled"].items():
        _check_statement(path, month, "amount")


def test_pdf_provenance_is_page_and_row_on_that_page(pdfs):
    import pypdf

    path = pdfs["text"][1]
    read = read_tables(str(path))
    assert [t.label for t in read.tables] == ["page 1", "page 2"]
    pages = [p.extract_text() for p in pypdf.PdfReader(path).pages]
    for t in read.tables:
        assert [w[1] for w in t.where] == list(range(1, len(t.rows) + 1))
        for (page, _), row in zip(t.where, t.rows, strict=True):
            text = pages[page - 1]
            assert row[1].split()[0] in text and f"{row[2]:,.2f}" in text
    # the page break falls where the oracle says: the second page starts with the transaction after the first's
    first, second = read.tables
    assert first.rows[-1][1:3] != second.rows[0][1:3]
    assert len(first.rows) + len(second.rows) == len(by_month(TXNS)[(2025, 1)])
    only2 = read_tables(str(path), pages="2")
    assert [t.label for t in only2.tables] == ["page 2"] and only2.tables[0].rows == second.rows


def test_statement_year_comes_from_the_statement(tmp_path):
    """A December/January statement: "28 Dec" rows belong to the year before the statement's end."""
    txns = [t for t in transactions(2024) if t.date.month == 12][-3:]
    txns += [t for t in transactions(2025) if t.date.month == 1][:3]
    from statements import _statement

    path = tmp_path / "dec-jan.pdf"
    _statement(path, 2025, 1, txns, 100.0, False)
    _, got = rows_of(path, "Date", "Description", "Amount")
    assert [g[0] for g in got] == [x.date.isoformat() for x in txns]
    assert got[0][0].startswith("2024-12") and got[-1][0].startswith("2025-01")


def test_merge_joins_same_columns_in_order_and_keeps_different_ones_apart():
    a = Table([Column("Date", "date"), Column("Amount", "integer")], [["2025-01-01", 3]], [(1, 1)], "page 1")
    b = Table([Column("date", "date"), Column("amount", "amount")], [["2025-01-02", 2.5]], [(2, 1)], "page 2")
    c = Table([Column("Name", "text")], [["x"]], [(3, 1)], "page 3")
    out = merge([a, b, c])
    assert [t.label for t in out] == ["pages 1–2", "page 3"]
    assert out[0].rows == [["2025-01-01", 3.0], ["2025-01-02", 2.5]] and out[0].columns[1].type == "amount"
    assert out[0].where == [(1, 1), (2, 1)]
    assert a.rows == [["2025-01-01", 3]]  # the inputs are left as they were


def test_dates_in_a_column_are_real_dates():
    for d, _, _ in truth():
        dt.date.fromisoformat(d)


def _plain_pdf(path: Path, header, rows, widths, aligns) -> Path:
    """A statement page laid out with text cells only (no rules), the way many banks print them."""
    from fpdf import FPDF

    pdf = FPDF(format="A4")
    pdf.add_page()
    pdf.set_font("Helvetica", size=9)
    pdf.cell(0, 5, "Statement period: 01 Dec 2024 - 31 Jan 2025", new_x="LMARGIN", new_y="NEXT")
    if header:
        for text, w, a in zip(header, widths, aligns, strict=True):
            pdf.cell(w, 6, text, align=a)
        pdf.ln(6)
    for r in rows:
        for text, w, a in zip(r, widths, aligns, strict=True):
            pdf.cell(w, 5, text, align=a)
        pdf.ln(5)
    pdf.output(str(path))
    return path


def _layouts():
    """Four other statement layouts: (name, header, row maker, widths, aligns, amount column)."""
    from statements import money

    def card(t):  # two dates without a year, credits marked CR
        return (f"{t.date:%m/%d}", f"{t.date:%m/%d}", t.description,
                money(-t.amount) if t.amount < 0 else money(t.amount) + " CR")  # fmt: skip

    def bank(t):  # paid out / paid in, "14 Dec 24"
        return (f"{t.date:%d %b %y}", t.description, money(-t.amount) if t.amount < 0 else "",
                money(t.amount) if t.amount > 0 else "")  # fmt: skip

    def bare(t):  # no header line, trailing minus
        return (t.date.isoformat(), t.description, money(-t.amount) + "-" if t.amount < 0 else money(t.amount))

    def german(t):
        return (f"{t.date:%d.%m.%Y}", t.description, money(t.amount, ",", "."))

    return [
        ("card", ("Trans Date", "Post Date", "Description", "Amount"), card, (22, 22, 110, 30), "LLLR", "Amount"),
        (
            "bank",
            ("Date", "Payment type and details", "Paid out", "Paid in"),
            bank,
            (22, 100, 25, 25),
            "LLRR",
            "amount",
        ),
        ("bare", None, bare, (25, 120, 30), "LLR", "amount"),
        ("german", ("Buchungstag", "Verwendungszweck", "Betrag"), german, (25, 120, 30), "LLR", "Betrag"),
    ]


@pytest.mark.parametrize("layout", _layouts(), ids=lambda x: x[0])
def test_other_statement_layouts(tmp_path, layout):
    name, header, make, widths, aligns, amount = layout
    dec = [t for t in transactions(2024) if t.date.month == 12]
    txns = sorted([t for t in dec if t.amount > 0][-2:] + dec[-5:], key=lambda t: t.date)
    txns += [t for t in TXNS if t.date.month == 1][:8]
    path = _plain_pdf(tmp_path / f"{name}.pdf", header, [make(t) for t in txns], widths, aligns)
    read = read_tables(str(path))
    assert read.error is None, read.error
    t = read.tables[0]
    desc = next(c.name for c in t.columns if c.type == "text")
    i, j, k = t.names().index(t.columns[0].name), t.names().index(desc), t.names().index(amount)
    assert [(r[i], r[j], r[k]) for r in t.rows] == truth(txns)


def test_a_ruled_table_running_on_without_its_header(tmp_path):
    """fpdf2's own table, its header printed on the first page only: page 2's rows keep page 1's columns."""
    from fpdf import FPDF
    from fpdf.enums import TableHeadingsDisplay

    txns = [t for t in TXNS if t.date.month == 2]
    pdf = FPDF(format=(148, 210))  # small pages: the table runs on to a second page
    pdf.add_page()
    pdf.set_font("Helvetica", size=8)
    with pdf.table(col_widths=(25, 70, 25), repeat_headings=TableHeadingsDisplay.NONE) as table:
        table.row(["Posted", "Merchant", "Value (GBP)"])
        for t in txns:
            table.row([t.date.strftime("%d/%m/%Y"), t.description, f"{t.amount:,.2f}"])
    path = tmp_path / "long.pdf"
    pdf.output(str(path))
    read = read_tables(str(path))
    assert len(read.tables) >= 2 and all(t.names() == ["Posted", "Merchant", "Value (GBP)"] for t in read.tables)
    _, got = rows_of(path, "Posted", "Merchant", "Value (GBP)")
    assert got == truth(txns)


@pytest.mark.parametrize(
    "text, name, kind, values",
    [
        ("Merchant\nNetflix\nCafe Roma\nBooks & Co\n", "Merchant", "text", ["Netflix", "Cafe Roma", "Books & Co"]),
        ("Amount\n12.50\n-3.10\n7.00\n", "Amount", "amount", [12.5, -3.1, 7.0]),
        ("Date\n2025-01-03\n2025-02-14\n", "Date", "date", ["2025-01-03", "2025-02-14"]),
        ("\ufeffCity\r\nOslo\r\n\r\nLima\r\n", "City", "text", ["Oslo", "Lima"]),
        ('"Full name"\n"Doe, Jane"\n"Roe, Richard"\n', "Full name", "text", ["Doe, Jane", "Roe, Richard"]),
        ("12.50\n3.10\n7.00\n", "column 1", "amount", [12.5, 3.1, 7.0]),  # no header line: none is made up
    ],
)
def test_a_one_column_csv_takes_its_first_line_as_the_header(tmp_path, text, name, kind, values):
    path = tmp_path / "one.csv"
    path.write_text(text, encoding="utf-8", newline="")
    read = read_tables(str(path))
    assert read.error is None, read.error
    (t,) = read.tables
    assert [(c.name, c.type) for c in t.columns] == [(name, kind)]
    assert [r[0] for r in t.rows] == values
    records = list(csv.reader(text.lstrip("\ufeff").splitlines()))  # independent: the record numbers of the values
    want = [i for i, r in enumerate(records, 1) if r and r[0].strip() and (name == "column 1" or i > 1)]
    assert [w[1] for w in t.where] == want
