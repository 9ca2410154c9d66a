"""Generated bank/card statements whose transactions are known: the oracle for the table reader and the demos.

``transactions(year)`` gives a deterministic (seeded) year of ~50 transactions a month: monthly subscriptions
(same merchant, similar amount, around the same day), one-off purchases, a few refunds (positive) and a monthly
card payment received (positive, irregular amount: not a subscription). Amounts are signed: money out negative.
``SUBSCRIPTIONS`` names the recurring outgoing merchants exactly (what a subscription finder must find).

Writers render the same transactions as documents:
- ``write_pdfs(folder, txns, ruled=False)``: 12 monthly statements laid out as text columns without lines
  (dates without a year, "14 Mar"; one signed Amount column and a running Balance; long descriptions wrapped
  onto a second line; page breaks mid-month with balance carried/brought forward; a footer on every page);
  ``ruled=True``: the same with table borders, dd/mm/yyyy dates and separate Debit/Credit columns;
- ``write_xlsx(path, txns)``: a "Transactions" sheet (title rows above the header, real dates, numbers) and a
  "Summary" sheet;
- ``write_ods``, ``write_docx``, ``write_html``: the same rows as an ODS sheet, a Word table, an HTML table;
- ``write_csv_semicolon`` (latin-1, ";", decimal comma, thousand dots, dd.mm.yyyy, quoted fields with
  newlines), ``write_tsv`` (tab, mm/dd/yyyy, signed amounts), ``write_csv_debit_credit`` (",", dd/mm/yyyy,
  Debit and Credit columns, "1,234.56" quoted).

Import from tests with ``from statements import ...`` (pytest puts tests/ on sys.path); bench scripts add tests/.
"""

from __future__ import annotations

import calendar
import csv
import datetime as dt
import random
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Txn:
    date: dt.date
    description: str
    amount: float  # signed, money out negative, exact to the cent

    @property
    def cents(self) -> int:
        return round(self.amount * 100)


# (merchant, monthly amount, variation in cents either way, day of month)
SUBSCRIPTION_PLAN = [
    ("NETFLIX.COM", 15.49, 0, 3),
    ("SPOTIFY AB STOCKHOLM", 10.99, 0, 7),
    ("CITY GYM MEMBERSHIP", 39.00, 50, 1),
    ("ICLOUD STORAGE APPLE.COM/BILL", 2.99, 0, 12),
    ("VODAFONE MOBILE DIRECT DEBIT", 25.00, 120, 20),
]
SUBSCRIPTIONS = [m for m, *_ in SUBSCRIPTION_PLAN]
PAYMENT = "PAYMENT RECEIVED - THANK YOU"
MERCHANTS = [
    ("TESCO STORES 2231", 8, 95),
    ("SAINSBURYS S/MKT", 6, 80),
    ("AMAZON MKTPLACE PMTS", 5, 120),
    ("SHELL SERVICE STATION", 30, 75),
    ("PRET A MANGER", 3, 14),
    ("COSTA COFFEE", 2, 9),
    ("UBER *TRIP HELP.UBER.COM", 6, 40),
    ("TFL TRAVEL CHARGE", 2, 15),
    ("BOOTS THE CHEMIST", 4, 35),
    ("CAFÉ MÜLLER & SÖHNE", 4, 28),
    ("JOHN LEWIS & PARTNERS OXFORD STREET LONDON W1C 1DX", 25, 400),
    ("DELIVEROO.CO.UK ORDER 558210 RESTAURANT DELIVERY SERVICE", 12, 45),
    ("B&Q WAREHOUSE", 10, 220),
    ("WATERSTONES BOOKSELLERS", 7, 40),
    ("TRAINLINE.COM", 15, 140),
    ("IKEA RETAIL LTD WEMBLEY", 20, 650),
    ("ODEON CINEMAS", 9, 30),
    ("ZARA UK LTD", 18, 120),
    ("CURRYS PC WORLD", 40, 1250),
    ("HOTEL BOOKING.COM AMSTERDAM NL RESERVATION 99812", 90, 1480),
]
REFUNDABLE = ["AMAZON MKTPLACE PMTS", "ZARA UK LTD", "CURRYS PC WORLD", MERCHANTS[10][0]]


def transactions(year: int = 2025, seed: int = 15, per_month: int = 50) -> list[Txn]:
    """A year of transactions in date order (deterministic for a seed)."""
    rnd = random.Random(seed)
    out: list[Txn] = []
    for month in range(1, 13):
        days = calendar.monthrange(year, month)[1]
        month_txns: list[Txn] = []
        for name, base, var, day in SUBSCRIPTION_PLAN:
            cents = round(base * 100) + (rnd.randint(-var, var) if var else 0)
            month_txns.append(Txn(dt.date(year, month, min(day + rnd.randint(0, 1), days)), name, -cents / 100))
        month_txns.append(Txn(dt.date(year, month, min(25, days)), PAYMENT, rnd.randint(40000, 160000) / 100))
        refunds = rnd.randint(1, 2)
        for _ in range(refunds):
            when = dt.date(year, month, rnd.randint(1, days))
            month_txns.append(Txn(when, "REFUND " + rnd.choice(REFUNDABLE), rnd.randint(500, 9000) / 100))
        while len(month_txns) < per_month:
            name, lo, hi = rnd.choice(MERCHANTS)
            cents = rnd.randint(lo * 100, hi * 100)
            month_txns.append(Txn(dt.date(year, month, rnd.randint(1, days)), name, -cents / 100))
        month_txns.sort(key=lambda t: t.date)  # stable: same-day order as generated
        out.extend(month_txns)
    return out


def by_month(txns: list[Txn]) -> dict[tuple[int, int], list[Txn]]:
    out: dict[tuple[int, int], list[Txn]] = {}
    for t in txns:
        out.setdefault((t.date.year, t.date.month), []).append(t)
    return out


def money(v: float, dec: str = ".", thousands: str = ",") -> str:
    """1234.5 -> "1,234.50" (or "1.234,50" with dec=",", thousands=".")."""
    s = f"{abs(v):,.2f}".replace(",", "\0").replace(".", dec).replace("\0", thousands)
    return ("-" if v < 0 else "") + s


# --- CSV dialects ---------------------------------------------------------------------------------------------


def write_csv_semicolon(path: Path, txns: list[Txn]) -> Path:
    """latin-1, ";" delimited, decimal comma, dd.mm.yyyy, a preamble, some descriptions with newlines."""
    with open(path, "w", encoding="latin-1", newline="") as f:
        f.write("Konto;DE12 3456 7890\r\nZeitraum;01.01.2025 - 31.12.2025\r\n\r\n")
        w = csv.writer(f, delimiter=";", quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n")
        w.writerow(["Buchungstag", "Verwendungszweck", "Betrag (EUR)"])
        for i, t in enumerate(txns):
            desc = t.description.replace(" ", "\n", 1) if i % 7 == 3 else t.description
            w.writerow([t.date.strftime("%d.%m.%Y"), desc, money(t.amount, ",", ".")])
    return path


def write_tsv(path: Path, txns: list[Txn]) -> Path:
    """Tab separated, US dates (mm/dd/yyyy), plain signed amounts, UTF-8."""
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write("Date\tPayee\tAmount\n")
        for t in txns:
            f.write(f"{t.date.strftime('%m/%d/%Y')}\t{t.description}\t{t.amount:.2f}\n")
    return path


def write_csv_debit_credit(path: Path, txns: list[Txn]) -> Path:
    """Comma separated, dd/mm/yyyy, separate Debit and Credit columns (no sign), "1,234.56" quoted."""
    with open(path, "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f)
        w.writerow(["Date", "Description", "Debit", "Credit"])
        for t in txns:
            out, inn = (money(-t.amount), "") if t.amount < 0 else ("", money(t.amount))
            w.writerow([t.date.strftime("%d/%m/%Y"), t.description, out, inn])
    return path


# --- XLSX -----------------------------------------------------------------------------------------------------


def write_xlsx(path: Path, txns: list[Txn]) -> Path:
    import openpyxl

    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Transactions"
    ws.append(["Card transactions 2025"])
    ws.append([])
    ws.append(["Date", "Description", "Amount"])
    for t in txns:
        ws.append([dt.datetime(t.date.year, t.date.month, t.date.day), t.description, t.amount])
        ws.cell(ws.max_row, 1).number_format = "dd/mm/yyyy"
        ws.cell(ws.max_row, 3).number_format = "#,##0.00"
    summary = wb.create_sheet("Summary")
    summary.append(["Month", "Spent"])
    for (y, m), ts in by_month(txns).items():
        summary.append([f"{y}-{m:02d}", round(sum(t.cents for t in ts if t.amount < 0) / 100, 2)])
    wb.save(path)
    return path


def write_ods(path: Path, txns: list[Txn]) -> Path:
    """An OpenDocument spreadsheet written by hand (content.xml): a title row, repeated empty cells, real dates."""
    import zipfile
    from xml.sax.saxutils import escape

    rows = ['<table:table-row><table:table-cell office:value-type="string"><text:p>Card transactions</text:p>'
            '</table:table-cell></table:table-row>',
            '<table:table-row table:number-rows-repeated="2"><table:table-cell table:number-columns-repeated="3"/>'
            "</table:table-row>",
            "<table:table-row>" + "".join(f'<table:table-cell office:value-type="string"><text:p>{h}</text:p>'
                                          "</table:table-cell>" for h in ("Date", "Description", "Amount"))
            + "</table:table-row>"]  # fmt: skip
    for t in txns:
        rows.append(
            f'<table:table-row><table:table-cell office:value-type="date" office:date-value="{t.date.isoformat()}">'
            f"<text:p>{t.date:%d/%m/%Y}</text:p></table:table-cell>"
            f'<table:table-cell office:value-type="string"><text:p>{escape(t.description)}</text:p></table:table-cell>'
            f'<table:table-cell office:value-type="currency" office:currency="GBP" office:value="{t.amount:.2f}">'
            f"<text:p>£{t.amount:.2f}</text:p></table:table-cell>"
            '<table:table-cell table:number-columns-repeated="1020"/></table:table-row>'
        )
    rows.append('<table:table-row table:number-rows-repeated="1048000"><table:table-cell/></table:table-row>')
    content = (
        '<?xml version="1.0" encoding="UTF-8"?><office:document-content '
        'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2"><office:body>'
        '<office:spreadsheet><table:table table:name="Card">' + "".join(rows) + "</table:table>"
        "</office:spreadsheet></office:body></office:document-content>"
    )
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(zipfile.ZipInfo("mimetype"), "application/vnd.oasis.opendocument.spreadsheet")
        z.writestr("content.xml", content)
        z.writestr("META-INF/manifest.xml", '<?xml version="1.0"?><manifest/>')
    return path


def write_docx(path: Path, txns: list[Txn]) -> Path:
    """A Word document with a paragraph and one table (Date, Details, Amount with "£1,234.56" / "(12.00)")."""
    import docx

    doc = docx.Document()
    doc.add_paragraph("Expenses claimed")
    table = doc.add_table(rows=1, cols=3)
    for cell, h in zip(table.rows[0].cells, ("Date", "Details", "Amount"), strict=True):
        cell.text = h
    for t in txns:
        cells = table.add_row().cells
        cells[0].text = t.date.strftime("%d %b %Y")
        cells[1].text = t.description
        cells[2].text = f"(£{money(-t.amount)})" if t.amount < 0 else f"£{money(t.amount)}"
    doc.save(path)
    return path


def write_html(path: Path, txns: list[Txn]) -> Path:
    """An HTML page: a layout table holding the data table (US dates "Mar 14, 2025", "$1,234.56", "12.00 CR")."""
    from html import escape

    body = "".join(
        f"<tr><td>{t.date:%b} {t.date.day}, {t.date.year}</td><td>{escape(t.description)}</td>"
        f"<td>${money(abs(t.amount))}{' CR' if t.amount > 0 else ''}</td></tr>"
        for t in txns
    )
    page = (
        "<html><head><title>Activity</title></head><body><table><tr><td><h1>Activity</h1>"
        "<table><thead><tr><th>Date</th><th>Merchant</th><th>Amount</th></tr></thead>"
        f"<tbody>{body}</tbody></table></td></tr></table></body></html>"
    )
    path.write_text(page, encoding="utf-8")
    return path


# --- PDF statements -------------------------------------------------------------------------------------------


def write_pdfs(
    folder: Path, txns: list[Txn], *, ruled: bool = False, opening: float = 2500.00, months: set[int] | None = None
) -> list[Path]:
    """One statement PDF per month (or only ``months``), named statement-YYYY-MM.pdf, in month order."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    balance = opening
    for (y, m), ts in by_month(txns).items():
        if months is not None and m not in months:
            balance = round(balance + sum(t.cents for t in ts) / 100, 2)
            continue
        p = folder / f"statement-{y}-{m:02d}{'-ruled' if ruled else ''}.pdf"
        balance = _statement(p, y, m, ts, balance, ruled)
        paths.append(p)
    return paths


def _statement(path: Path, year: int, month: int, txns: list[Txn], balance: float, ruled: bool) -> float:
    from fpdf import FPDF

    class Doc(FPDF):
        def footer(self) -> None:
            self.set_y(-15)
            self.set_font("Helvetica", size=7)
            self.cell(0, 4, "Example Bank plc. Registered in England No. 000001. Calls may be recorded.", align="C")
            self.ln(4)
            self.cell(0, 4, f"Page {self.page_no()} of {{nb}}", align="C")

    pdf = Doc(format="A4")
    pdf.set_auto_page_break(False)
    pdf.alias_nb_pages()
    last = calendar.monthrange(year, month)[1]
    period = f"01 {calendar.month_abbr[month]} {year} to {last} {calendar.month_abbr[month]} {year}"
    if ruled:
        cols = [("Date", 24, "L"), ("Description", 80, "L"), ("Debit", 26, "R"), ("Credit", 26, "R"),
                ("Balance", 28, "R")]  # fmt: skip
    else:
        cols = [("Date", 22, "L"), ("Description", 96, "L"), ("Amount", 30, "R"), ("Balance", 32, "R")]
    line_h, bottom = 5.0, 297 - 28

    def page_header(first: bool) -> None:
        pdf.add_page()
        pdf.set_font("Helvetica", "B", 13)
        pdf.cell(0, 7, "EXAMPLE BANK  -  Credit Card Statement", new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", size=9)
        pdf.cell(0, 5, "Account 4929 **** **** 1234   Ms A. Sample", new_x="LMARGIN", new_y="NEXT")
        pdf.cell(0, 5, f"Statement period {period}   Amounts in GBP", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(4)
        pdf.set_font("Helvetica", "B", 9)
        for name, w, align in cols:
            pdf.cell(w, 6, name, border=1 if ruled else 0, align=align)
        pdf.ln(6)
        pdf.set_font("Helvetica", size=9)
        label = "Opening balance" if first else "Balance brought forward"
        row(None, label, None, balance)

    def row(date: dt.date | None, desc: str, amount: float | None, bal: float) -> None:
        w_desc = cols[1][1]
        lines = pdf.multi_cell(w_desc - 2, line_h, desc, dry_run=True, output="LINES")
        h = line_h * len(lines)
        x, y = pdf.l_margin, pdf.get_y()
        cells = [date.strftime("%d/%m/%Y" if ruled else "%d %b") if date else ""]
        if ruled:
            cells += ["", "" if amount is None or amount >= 0 else money(-amount),
                      "" if amount is None or amount < 0 else money(amount)]  # fmt: skip
        else:
            cells += ["", "" if amount is None else money(amount)]
        cells.append(money(bal))
        for (_, w, align), text in zip(cols, cells, strict=True):
            pdf.set_xy(x, y)
            if ruled:
                pdf.rect(x, y, w, h)
            if text:
                pdf.cell(w, line_h, text, align=align)
            x += w
        pdf.set_xy(pdf.l_margin + cols[0][1] + 1, y)
        pdf.multi_cell(w_desc - 2, line_h, desc)
        pdf.set_xy(pdf.l_margin, y + h)

    page_header(True)
    for t in txns:
        lines = len(pdf.multi_cell(cols[1][1] - 2, line_h, t.description, dry_run=True, output="LINES"))
        if pdf.get_y() + line_h * (lines + 1) > bottom:
            row(None, "Balance carried forward", None, balance)
            page_header(False)
        balance = round(balance + t.amount, 2)
        row(t.date, t.description, t.amount, balance)
    row(None, "Closing balance", None, balance)
    pdf.output(str(path))
    return balance
