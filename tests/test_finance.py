"""Spending analysis (scratch/finance.py, tools/finance_tools.py) against the statement generator's own
transactions: totals exact to the cent, subscriptions exactly the recurring merchants, spend at a merchant; and
finding statements, tax documents and contracts in the index (on both backends) against a generated home."""

from __future__ import annotations

from collections import defaultdict

import pytest

from conftest import write
from filescout.scratch import finance as fin
from filescout.scratch.merchants import category, merchant_key
from filescout.scratch.subscriptions import subscriptions
from filescout.tools import Context
from filescout.tools.invoke import invoke
from statements import PAYMENT, SUBSCRIPTIONS, transactions, write_csv_debit_credit, write_pdfs, write_xlsx

BOTH_BACKENDS = True  # (only the tests that use the index: find_statements, tax_documents, contract_dates)


def _rows(txns) -> list[dict]:
    # as the scratchpad stores an import: cleaned headers, ISO dates, REAL amounts, provenance
    return [{"date": t.date.isoformat(), "description": t.description, "amount": t.amount, "source_file": "s.pdf",
             "source_page": 1, "source_row": i} for i, t in enumerate(txns, 1)]  # fmt: skip


def _truth_out(txns) -> int:
    return sum(-t.cents for t in txns if t.amount < 0)


def _truth_in(txns) -> int:
    return sum(t.cents for t in txns if t.amount > 0)


@pytest.mark.parametrize("seed", [15, 7, 99])
def test_totals_by_merchant_and_month_equal_the_generator(seed):
    txns = transactions(2025, seed=seed)
    led = fin.ledger(_rows(txns))
    assert led.out_sign == -1 and led.columns["amount"] == "amount"
    t = fin.totals(led.txns)
    assert (t["money_out_cents"], t["money_in_cents"]) == (_truth_out(txns), _truth_in(txns))
    assert t["transactions"] == len(txns)
    # by merchant: the generator's descriptions, each folded to one merchant
    want: dict[str, int] = defaultdict(int)
    for x in txns:
        if x.amount < 0:
            want[merchant_key(x.description)] += -x.cents
    got = {g["key"]: g["cents"] for g in fin.spend_by(led.txns, "merchant")}
    assert got == dict(want)
    assert len(got) == len({x.description for x in txns if x.amount < 0})  # no two merchants merged
    # by month
    months: dict[str, int] = defaultdict(int)
    for x in txns:
        if x.amount < 0:
            months[x.date.isoformat()[:7]] += -x.cents
    assert {g["month"]: g["cents"] for g in fin.spend_by(led.txns, "month")} == dict(months)
    # categories add up to all money out; groceries are exactly the two supermarkets
    cats = {g["category"]: g["cents"] for g in fin.spend_by(led.txns, "category")}
    assert sum(cats.values()) == _truth_out(txns)
    grocers = sum(-x.cents for x in txns if x.amount < 0 and x.description.startswith(("TESCO", "SAINSBURYS")))
    assert cats["groceries"] == grocers


@pytest.mark.parametrize("seed", range(1, 41))
def test_subscriptions_are_exactly_the_recurring_merchants(seed):
    led = fin.ledger(_rows(transactions(2025, seed=seed)))
    found = subscriptions(led.txns)
    assert {s["key"] for s in found} == {merchant_key(m) for m in SUBSCRIPTIONS}
    for s in found:
        assert s["count"] == 12 and 25 <= s["every_days"] <= 35


def test_spend_at_a_merchant_in_a_year():
    txns = transactions(2025, seed=15) + transactions(2024, seed=3)
    led = fin.ledger(_rows(txns))
    a, b = fin.year_range(2025)
    in_2025 = fin.in_period(led.txns, a, b)
    for said, prefix in (
        ("tesco", "TESCO"),
        ("Amazon", "AMAZON"),
        ("john lewis", "JOHN LEWIS"),
        ("netflix", "NETFLIX"),
    ):
        got = fin.at_merchant(in_2025, said)
        want = [x for x in txns if x.date.year == 2025 and x.amount < 0 and x.description.startswith(prefix)]
        assert got["total_cents"] == sum(-x.cents for x in want), said
        assert got["count"] == len(want)
        refunds = [x for x in txns if x.date.year == 2025 and x.description.startswith("REFUND " + prefix)]
        assert round(got["refunds"] * 100) == sum(x.cents for x in refunds)
    assert fin.at_merchant(in_2025, "starbucks")["count"] == 0


def test_a_debit_credit_table_and_a_card_table_with_positive_purchases():
    txns = transactions(2025, seed=5)[:120]
    dc = [{"Date": x.date.isoformat(), "Details": x.description, "Debit": -x.amount if x.amount < 0 else None,
           "Credit": x.amount if x.amount > 0 else None} for x in txns]  # fmt: skip
    led = fin.ledger(dc)
    assert fin.totals(led.txns)["money_out_cents"] == _truth_out(txns)
    # a card export where purchases are positive and payments negative: the sign most rows carry is spending
    card = [{"Transaction Date": x.date.isoformat(), "Merchant": x.description, "Amount": -x.amount} for x in txns]
    led = fin.ledger(card)
    assert led.out_sign == 1
    assert fin.totals(led.txns)["money_out_cents"] == _truth_out(txns)
    assert not [t for t in led.txns if t.description == PAYMENT and t.out]


def test_merchant_names_fold_the_ways_banks_write_them():
    same = ["POS 4821 STARBUCKS #1123 SEATTLE WA", "CARD PURCHASE 03/14 STARBUCKS 1123 SEATTLE", "Starbucks Store 1123",
            "VISA DEBIT 12/03/2025 STARBUCKS XXXX1234"]  # fmt: skip
    assert {merchant_key(s) for s in same} == {"STARBUCKS"}
    assert merchant_key("AMZN Mktp US*2K3L45") == merchant_key("AMAZON MKTPLACE PMTS") == "AMAZON"
    assert merchant_key("NETFLIX.COM 866-579-7172 CA") == "NETFLIX"
    assert merchant_key("REFUND ZARA UK LTD") == merchant_key("ZARA UK LTD")
    assert category("WATERSTONES BOOKSELLERS") == "shopping" and category("VODAFONE MOBILE") == "utilities"
    assert category("NO SUCH SHOP XYZ") == "shopping" and category("QWERTY LTD") == "other"


def test_a_statement_saved_twice_is_counted_once():
    txns = transactions(2025, seed=4)
    jan = [x for x in txns if x.date.month == 1]
    rows = _rows(txns)
    copy = [{**r, "source_file": "Downloads/statement (1).pdf"} for r in _rows(jan)]
    led = fin.ledger(rows + copy)
    assert fin.totals(led.txns)["money_out_cents"] == _truth_out(txns)
    assert any("statement (1).pdf repeats the transactions of s.pdf" in n for n in led.notes)
    # two different months in two files are both counted
    feb = [{**r, "source_file": "feb.pdf"} for r in _rows([x for x in txns if x.date.month == 2])]
    led = fin.ledger(_rows(jan) + feb)
    assert fin.totals(led.txns)["money_out_cents"] == _truth_out([x for x in txns if x.date.month in (1, 2)])


def test_a_table_that_is_not_transactions_is_said_plainly():
    with pytest.raises(fin.NotTransactions, match="description and the amount"):
        fin.ledger([{"name": "a.txt", "size": 3}])


# -- through the tools: generated files imported into the scratchpad, then added up ----------------------------


def _import(ctx, paths, table="spend") -> dict:
    out = invoke("import_table", {"table": table, "paths": [str(p) for p in paths]}, ctx)
    assert out.ok, out.error
    return out.data


@pytest.mark.slow  # 12 PDFs written and read: ~10 s
@pytest.mark.parametrize("ruled", [False, True])
def test_imported_pdf_statements_add_up_to_the_generator(tmp_path, ruled):
    home = tmp_path / "docs"
    txns = transactions(2025, seed=15)
    pdfs = write_pdfs(home / "Bank", txns, ruled=ruled)
    ctx = Context(roots=[str(home)])
    data = _import(ctx, pdfs)
    assert data["rows"] == len(txns)
    out = invoke("analyze_spending", {"table": "spend", "year": 2025}, ctx)
    assert out.ok, out.error
    t = out.data["totals"]
    assert (round(t["money_out"] * 100), round(t["money_in"] * 100)) == (_truth_out(txns), _truth_in(txns))
    assert "72,126.48" in out.text
    tesco = invoke("analyze_spending", {"table": "spend", "year": 2025, "merchant": "tesco"}, ctx).data["merchant"]
    assert tesco["total_cents"] == sum(-x.cents for x in txns if x.description.startswith("TESCO"))
    subs = invoke("find_subscriptions", {"table": "spend"}, ctx).data["subscriptions"]
    assert {s["key"] for s in subs} == {merchant_key(m) for m in SUBSCRIPTIONS}
    months = invoke("analyze_spending", {"table": "spend", "by": "month"}, ctx).data["groups"]
    assert len(months) == 12 and sum(g["cents"] for g in months) == _truth_out(txns)


@pytest.mark.parametrize("writer", ["xlsx", "debit_credit_csv"])
def test_imported_spreadsheets_add_up_to_the_generator(tmp_path, writer):
    home = tmp_path / "docs"
    home.mkdir()
    txns = transactions(2025, seed=8)
    path = write_xlsx(home / "card.xlsx", txns) if writer == "xlsx" else write_csv_debit_credit(home / "c.csv", txns)
    ctx = Context(roots=[str(home)])
    _import(ctx, [path])
    t = invoke("analyze_spending", {"table": "spend"}, ctx).data["totals"]
    assert (t["money_out_cents"], t["money_in_cents"]) == (_truth_out(txns), _truth_in(txns))
    subs = invoke("find_subscriptions", {"table": "spend", "year": 2025}, ctx).data["subscriptions"]
    assert {s["key"] for s in subs} == {merchant_key(m) for m in SUBSCRIPTIONS}


def test_analysis_errors_are_plain(tmp_path):
    ctx = Context(roots=[str(tmp_path)])
    out = invoke("analyze_spending", {"table": "nope"}, ctx)
    assert not out.ok and "nope" in out.message
    out = invoke("analyze_spending", {"table": "x; drop table y"}, ctx)
    assert not out.ok and "table name" in out.message
    invoke("create_table", {"table": "files", "columns": {"name": "text", "size": "integer"}}, ctx)
    invoke("insert_rows", {"table": "files", "rows": [{"name": "a", "size": 1}]}, ctx)
    out = invoke("find_subscriptions", {"table": "files"}, ctx)
    assert not out.ok and "doesn't look like transactions" in out.message


def test_the_llm_is_offered_the_finance_tools():
    from filescout.tools import REGISTRY
    from filescout.tools.policy import MODEL, offered

    # what agent/llm.py's run_llm offers the model
    names = {t["function"]["name"] for t in (offered(MODEL, s) for s in REGISTRY) if t is not None}
    assert {"analyze_spending", "find_subscriptions", "find_statements", "tax_documents", "import_table"} <= names


def test_tax_figures_and_contract_dates_from_text():
    from filescout.scratch.deadlines import key_dates
    from filescout.scratch.taxforms import figures

    w2 = "Form W-2 Wage and Tax Statement 2025\n1 Wages, tips, other compensation 85,000.00\nBox 12a D 4,500.00"
    figs = figures([("page 1", w2), ("page 2", "Total amount due: $1,234.50\nPage 2 of 3\nTax year 2025")])
    assert [(f["amount"], f["page"]) for f in figs] == [(1234.50, 2), (85000.00, 1)]  # box codes and years aren't
    text = "This lease is entered into on 3 March 2025.\nThe term commences on April 1, 2025 and ends on 31/03/2026."
    assert [(d["kind"], d["date"]) for d in key_dates([("page 1", text)])] == [
        ("signed", "2025-03-03"), ("start", "2025-04-01"), ("end", "2026-03-31")]  # fmt: skip


# -- finding money documents in the index: names, stored text, folders and years -----------------------------------


def _pdf(path, pages: list[list[str]]):
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_font("helvetica", size=11)
    for lines in pages:
        pdf.add_page()
        for line in lines:
            pdf.cell(0, 8, line, new_x="LMARGIN", new_y="NEXT")
    path.parent.mkdir(parents=True, exist_ok=True)
    pdf.output(str(path))
    return path


@pytest.fixture
def papers(tmp_path, ctx):
    """A home where the generator knows which file is a statement, a tax document or a contract, and of which
    year: some say it by their name, some only by their text (read by the scan), some by their folder."""
    home = tmp_path / "papers"
    _pdf(home / "Bank/statement_2025-03.pdf", [["Your account", "Balance 1,204.50"]])
    _pdf(home / "Bank/march.pdf", [["Account statement", "Statement period 01/03/2024 - 31/03/2024",
                                    "Opening balance 310.00"]])  # fmt: skip
    write(home / "Bank/chase_2024.csv", "date,description,amount\n2024-01-02,TESCO,-5.00\n")
    _pdf(home / "Documents/report.pdf", [["Quarterly report", "Revenue 1,234.00 in 2025"]])
    write(home / "Documents/budget.csv", "item,cost\nbike,300\n")
    _pdf(home / "Taxes/W-2_2025.pdf", [["Form W-2 Wage and Tax Statement 2025", "Employer: Acme Widgets Inc",
                                        "1 Wages, tips, other compensation 85,000.00"]])  # fmt: skip
    _pdf(home / "Documents/scan0042.pdf", [["Welcome"], ["Form 1099-INT Interest Income 2025",
                                                         "1 Interest income $123.45"]])  # fmt: skip
    write(home / "Taxes/2024/receipts.txt", "Oxfam\nDonations total 250.00\n")
    write(home / "Documents/lease.txt", "This lease is entered into on 3 March 2025.\n"
          "The term commences on April 1, 2025 and ends on 31/03/2026.\n")  # fmt: skip
    write(home / "Documents/doc7.txt", "The tenant shall keep the flat clean.\nThe term ends on 30 June 2027.\n")
    write(home / "Documents/contract_template.txt", "This agreement ends on 1 January 2030.\n")
    r = invoke("scan", {"path": str(home)}, ctx)
    assert r.ok and r.data["content"]["errors"] == 0, r
    return home


def _names(files: list[dict]) -> set[str]:
    return {f["name"] for f in files}


def test_statements_by_name_text_and_bank_and_their_year(ctx, papers):
    found = invoke("find_statements", {}, ctx)
    assert found.ok, found.error
    assert _names(found.data["files"]) == {"statement_2025-03.pdf", "march.pdf", "chase_2024.csv"}
    why = {f["name"]: f["why"] for f in found.data["files"]}
    assert why["march.pdf"] == "its text reads like a statement" and "chase" in why["chase_2024.csv"]
    assert _names(invoke("find_statements", {"year": 2024}, ctx).data["files"]) == {"march.pdf", "chase_2024.csv"}
    assert _names(invoke("find_statements", {"year": 2025}, ctx).data["files"]) == {"statement_2025-03.pdf"}
    only = invoke("find_statements", {"path": str(papers / "Documents")}, ctx)
    assert only.data["files"] == []


def test_w2_1099_and_receipts_found_with_their_figures_pages_and_years(ctx, papers):
    # (no "tax" in this test's name: it is in its tmp_path, and a folder named for taxes above a file makes it one)
    docs = {d["name"]: d for d in invoke("tax_documents", {"year": 2025}, ctx).data["documents"]}
    assert set(docs) == {"W-2_2025.pdf", "scan0042.pdf"}  # the second only by what its text says
    w2, i = docs["W-2_2025.pdf"]["key_figure"], docs["scan0042.pdf"]["key_figure"]
    assert (w2["amount"], w2["page"], i["amount"], i["page"]) == (85000.00, 1, 123.45, 2)
    assert docs["scan0042.pdf"]["why"] == "its text is a tax form"
    (receipts,) = invoke("tax_documents", {"year": 2024}, ctx).data["documents"]  # by its folder, Taxes/2024
    assert receipts["name"] == "receipts.txt" and receipts["key_figure"]["amount"] == 250.00


def test_contracts_and_the_next_date_to_come(ctx, papers):
    out = invoke("contract_dates", {"after": "2026-06-01"}, ctx)
    assert out.ok, out.error
    docs = out.data["documents"]
    assert [d["name"] for d in docs] == ["doc7.txt", "lease.txt"]  # a template is not a contract; next date first
    assert docs[0]["why"] == "its text reads like a contract"
    assert (docs[0]["next"]["kind"], docs[0]["next"]["date"]) == ("end", "2027-06-30") and docs[1]["next"] is None
    assert [(d["kind"], d["date"]) for d in docs[1]["dates"]] == [
        ("signed", "2025-03-03"), ("start", "2025-04-01"), ("end", "2026-03-31")]  # fmt: skip
