"""The finance and tax demos (seed 003 §6.1, §6.2), offline, through the real CLI: scan a generated home holding
12 statement PDFs and some unrelated documents, then ask. The figures in the answers must equal the generator's.

PHRASINGS were written before the intent patterns in agent/money.py, as held-out-ish checks: each demo question
said 3-4 ways. Which of them work is reported (and pinned) below.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest
from click.testing import CliRunner

from filescout.cli import cli
from filescout.scratch.merchants import display_name, merchant_key
from statements import SUBSCRIPTIONS, transactions, write_pdfs

# Written first, before agent/money.py's patterns (keep them as they were written; add, don't tune).
# "{m}" is a merchant, "{y}" the statements' year.
PHRASINGS = {
    "spending": [
        "where did my money go in {y}?",
        "what did I spend my money on in {y}",
        "break down my spending for {y}",
        "show my {y} spending by category",
    ],
    "merchant": [
        "how much did I spend at {m} in {y}?",
        "what did I spend at {m} in {y}",
        "total spent at {m} in {y}?",
        "how much have I spent on {m} in {y}",
    ],
    "subscriptions": [
        "what subscriptions am I paying for?",
        "which recurring payments do I have",
        "find my subscriptions",
        "list my monthly charges",
    ],
    "months": [
        "total by month",
        "how much did I spend each month in {y}?",
        "monthly spending totals for {y}",
        "spending per month",
    ],
    "tax": [
        "list my tax documents for {y} and their amounts",
        "find my {y} tax forms",
        "what tax documents do I have for {y}?",
        "show me my W-2 and 1099s from {y}",
    ],
}

EXE = os.path.join(os.path.dirname(sys.executable), "filescout")
YEAR = date.today().year - 1  # "last year" in the demo question means this year's statements
MERCHANT = "Tesco"
W2 = [
    ("Form W-2 Wage and Tax Statement {y}", None),
    ("Employer: Acme Widgets Inc", None),
    ("1 Wages, tips, other compensation 85,000.00", 85000.00),
    ("2 Federal income tax withheld 12,345.67", None),
]
INT1099 = [("Form 1099-INT Interest Income {y}", None), ("Payer: Example Bank plc", None),
           ("1 Interest income $123.45", 123.45)]  # fmt: skip


def _pdf(path: Path, pages: list[list[str]]) -> None:
    from fpdf import FPDF

    pdf = FPDF()
    for lines in pages:
        pdf.add_page()
        pdf.set_font("Helvetica", size=11)
        for line in lines:
            pdf.cell(0, 8, line, new_x="LMARGIN", new_y="NEXT")
    path.parent.mkdir(parents=True, exist_ok=True)
    pdf.output(str(path))


def _digest(root: Path) -> dict[str, tuple[str, int]]:
    return {str(p): (hashlib.sha256(p.read_bytes()).hexdigest(), p.stat().st_mtime_ns)
            for p in sorted(root.rglob("*")) if p.is_file()}  # fmt: skip


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    """A home with 12 statement PDFs for YEAR, two tax forms for YEAR (the 1099's figure on page 2), receipts in
    Taxes/YEAR, a tax return of the year before, and unrelated documents; scanned once (names and contents)."""
    base = tmp_path_factory.mktemp("money")
    home, state = base / "home", base / "state"
    txns = transactions(YEAR, seed=15)
    write_pdfs(home / "Documents" / "Bank", txns)
    y = YEAR
    _pdf(home / "Documents" / "Taxes" / f"W-2_{y}.pdf", [[a.format(y=y) for a, _ in W2]])
    _pdf(home / "Documents" / "Taxes" / f"1099-INT_{y}.pdf",
         [["Tax documents enclosed", f"Tax year {y}"], [a.format(y=y) for a, _ in INT1099]])  # fmt: skip
    _pdf(home / "Documents" / "Taxes" / f"tax_return_{y - 1}.pdf", [[f"Tax return {y - 1}", "Amount due 999.00"]])
    _pdf(home / "Documents" / "Taxes" / str(y) / "charity receipts.pdf", [["Oxfam", "Donations total 250.00"]])
    lease = [
        ["Residential lease agreement", "This agreement is entered into on 3 March 2025."],
        ["The term commences on April 1, 2025 and ends on 31/03/2030.", "Notice must be given by 2029-12-31."],
    ]
    _pdf(home / "Documents" / "House" / "lease agreement.pdf", lease)
    _pdf(home / "Documents" / "invoice_ahmed.pdf", [["Invoice 17 from Ahmed", "Total 120.00"]])
    (home / "Documents" / "notes.txt").write_text("shopping list: milk, eggs, bread\n")
    (home / "Documents" / "budget ideas.csv").write_text("idea,cost\nnew bike,300\n")
    env = {**os.environ, "FILESCOUT_HOME": str(state)}
    subprocess.run([EXE, "scan", str(home)], env=env, check=True, capture_output=True)
    return {"home": home, "state": state, "txns": txns, "env": env}


def _ask(demo, question: str) -> dict:
    res = CliRunner().invoke(cli, ["--home", str(demo["state"]), "ask", question, "--json"])
    assert res.exit_code == 0, res.output
    return json.loads(res.output)


def _money(cents: int) -> str:
    return f"{cents / 100:,.2f}"


def _truth(demo) -> dict:
    tx = demo["txns"]
    months: dict[str, int] = {}
    for t in tx:
        if t.amount < 0:
            months[t.date.isoformat()[:7]] = months.get(t.date.isoformat()[:7], 0) - t.cents
    return {
        "out": sum(-t.cents for t in tx if t.amount < 0),
        "in": sum(t.cents for t in tx if t.amount > 0),
        "merchant": sum(-t.cents for t in tx if t.amount < 0 and t.description.upper().startswith(MERCHANT.upper())),
        "months": months,
        "subs": [display_name(merchant_key(m)) for m in SUBSCRIPTIONS],
    }


@pytest.mark.slow
def test_where_did_my_money_go_through_the_real_cli(demo):
    before = _digest(demo["home"])
    proc = subprocess.run([EXE, "ask", f"where did my money go in {YEAR}?", "--json"],
                          env=demo["env"], capture_output=True, text=True, check=True)  # fmt: skip
    turn = json.loads(proc.stdout)
    truth = _truth(demo)
    assert turn["intent"] == "money" and turn["mode"] == "offline"
    tools = [s["tool"] for s in turn["steps"]]
    assert tools[0] == "find_statements" and "analyze_spending" in tools
    found = turn["steps"][0]["result"]["files"]
    assert sorted(Path(f["path"]).name for f in found) == [f"statement-{YEAR}-{m:02d}.pdf" for m in range(1, 13)]
    t = turn["result"]["totals"]
    assert (t["money_out_cents"], t["money_in_cents"]) == (truth["out"], truth["in"])
    assert t["transactions"] == len(demo["txns"])
    assert _money(truth["out"]) in turn["answer"] and _money(truth["in"]) in turn["answer"]
    assert sum(g["cents"] for g in turn["result"]["groups"]) == truth["out"]
    assert all(name in turn["answer"] for name in truth["subs"])  # the subscriptions are named
    assert "Steps:" in turn["answer"]  # a chat shows the steps too
    assert _digest(demo["home"]) == before  # nothing the user owns was changed


@pytest.mark.slow
def test_the_demo_questions_and_their_phrasings(demo):
    truth = _truth(demo)
    checks = {
        "spending": lambda a: _money(truth["out"]) in a,
        "merchant": lambda a: _money(truth["merchant"]) in a,
        "subscriptions": lambda a: all(n in a for n in truth["subs"]) and "Trainline" not in a,
        "months": lambda a: all(_money(c) in a for c in truth["months"].values()),
        "tax": lambda a: "85,000.00" in a and "123.45" in a and "(page 2)" in a and "999.00" not in a,
    }
    worked, failed = 0, []
    for kind, phrasings in PHRASINGS.items():
        for p in phrasings:
            q = p.format(m=MERCHANT, y=YEAR)
            turn = _ask(demo, q)
            if turn["intent"] == "money" and checks[kind](turn["answer"]):
                worked += 1
            else:
                failed.append((q, turn["answer"][:200]))
    total = sum(map(len, PHRASINGS.values()))
    print(f"money phrasings: {worked}/{total} answered with the generator's figures")
    assert not failed, failed


@pytest.mark.slow
def test_last_year_and_reuse_of_the_imported_table(demo):
    truth = _truth(demo)
    turn = _ask(demo, f"how much did I spend at {MERCHANT} last year?")
    assert turn["result"]["merchant"]["total_cents"] == truth["merchant"]
    assert f"You spent {_money(truth['merchant'])} at {MERCHANT} in {YEAR}" in turn["answer"]
    again = _ask(demo, f"how much did I spend at {MERCHANT} last year?")
    assert "import_table" not in [s["tool"] for s in again["steps"]] and "reused table" in again["answer"]
    assert again["result"]["merchant"] == turn["result"]["merchant"]


@pytest.mark.slow
def test_tax_documents_with_their_amounts_and_pages(demo):
    turn = _ask(demo, f"list my tax documents for {YEAR} and their amounts")
    docs = {d["name"]: d for d in turn["result"]["documents"]}
    # not the return of the year before; the receipts kept in Taxes/YEAR are tax-relevant
    assert set(docs) == {f"W-2_{YEAR}.pdf", f"1099-INT_{YEAR}.pdf", "charity receipts.pdf"}
    assert docs["charity receipts.pdf"]["key_figure"]["amount"] == 250.00
    w2 = docs[f"W-2_{YEAR}.pdf"]
    assert (w2["key_figure"]["amount"], w2["key_figure"]["page"]) == (85000.00, 1)
    assert {f["amount"] for f in w2["figures"]} >= {85000.00, 12345.67}
    i = docs[f"1099-INT_{YEAR}.pdf"]["key_figure"]
    assert (i["amount"], i["page"]) == (123.45, 2)


def test_no_statements_says_so_and_what_was_looked_for(tmp_path):
    home = tmp_path / "plain"
    home.mkdir()
    (home / "notes.txt").write_text("nothing about money here\n")
    r = CliRunner()
    assert r.invoke(cli, ["scan", str(home)]).exit_code == 0
    res = r.invoke(cli, ["ask", "where did my money go in 2025?", "--json"])
    turn = json.loads(res.output)
    assert turn["intent"] == "money" and [s["tool"] for s in turn["steps"]] == ["find_statements"]
    assert "found no bank or card statements for 2025" in turn["answer"] and "kontoauszug" in turn["answer"]
    tax = json.loads(r.invoke(cli, ["ask", "what tax documents do I have for 2025?", "--json"]).output)
    assert "found no tax documents for 2025" in tax["answer"] and "W-2" in tax["answer"]


def test_file_questions_about_money_words_are_not_taken_as_money_questions():
    from filescout.agent.money import money_question

    for q in ("where is the tax return", "how much space do the tax documents take?", "delete the old tax zip",
              "how many bank statements are there", "where did I save the bank statement", "find pdfs about tax",
              "how much money did I make in 2026", "copy the tax PDFs to my Backup folder",
              "show me the spending spreadsheet", "how big is tax_return_2023"):  # fmt: skip
        assert money_question(q) is None, q


@pytest.mark.slow
def test_follow_ups_in_a_chat_and_the_offline_fallback(demo):
    from filescout.agent.agent import Agent
    from filescout.agent.llm import LLMUnavailable
    from filescout.tools import Context

    truth = _truth(demo)
    agent = Agent(Context(demo["state"]))
    first = agent.ask(f"where did my money go in {YEAR}?")
    assert first.result["totals"]["money_out_cents"] == truth["out"]
    by_merchant = agent.ask("and by merchant?")
    assert by_merchant.arguments["by"] == "merchant" and by_merchant.arguments["year"] == YEAR
    assert sum(g["cents"] for g in by_merchant.result["groups"]) <= truth["out"]  # the top 15
    at = agent.ask(f"and at {MERCHANT}?")
    assert at.result["merchant"]["total_cents"] == truth["merchant"]
    agent.ask("what folders take up the most space?")  # a question about files in between
    assert agent.ask("what about 2019?").intent != "money"

    class Down:  # a model that can't be reached: the demo is answered offline, and says so
        def chat(self, *a, **k):
            raise LLMUnavailable("the model isn't answering")

    turn = Agent(Context(demo["state"]), llm=Down()).ask("what subscriptions am I paying for?")
    assert turn.mode == "offline-fallback" and all(n in turn.answer for n in truth["subs"])


def test_csv_and_xlsx_exports_are_found_by_name_and_added_up(tmp_path):
    from statements import write_csv_debit_credit, write_xlsx

    home = tmp_path / "h"
    (home / "Downloads").mkdir(parents=True)
    txns = transactions(2025, seed=11)
    write_csv_debit_credit(home / "Downloads" / "Chase_Activity_2025.csv", [t for t in txns if t.date.month <= 6])
    write_xlsx(home / "Downloads" / "kontoauszug H2 2025.xlsx", [t for t in txns if t.date.month > 6])
    (home / "Downloads" / "visa_application.csv").write_text("name,country\nA,B\n")  # not a bank's statement
    (home / "Downloads" / "syntax notes.csv").write_text("tax,rate\nx,1\n")
    r = CliRunner()
    assert r.invoke(cli, ["scan", str(home)]).exit_code == 0
    turn = json.loads(r.invoke(cli, ["ask", "where did my money go in 2025?", "--json"]).output)
    names = sorted(Path(f["path"]).name for f in turn["steps"][0]["result"]["files"])
    assert names == ["Chase_Activity_2025.csv", "kontoauszug H2 2025.xlsx"]
    t = turn["result"]["totals"]
    assert t["money_out_cents"] == sum(-x.cents for x in txns if x.amount < 0)
    assert t["money_in_cents"] == sum(x.cents for x in txns if x.amount > 0)
    subs = json.loads(r.invoke(cli, ["ask", "what subscriptions am I paying for?", "--json"]).output)
    assert {s["key"] for s in subs["result"]["subscriptions"]} == {merchant_key(m) for m in SUBSCRIPTIONS}


@pytest.mark.slow
def test_contracts_and_their_key_dates(demo):
    turn = _ask(demo, "find my contracts and their key dates")
    assert turn["intent"] == "money" and [s["tool"] for s in turn["steps"]] == ["contract_dates"]
    (lease,) = turn["result"]["documents"]  # the invoice and the tax forms aren't contracts
    assert lease["name"] == "lease agreement.pdf"
    got = {(d["kind"], d["date"], d["page"]) for d in lease["dates"]}
    assert got == {("signed", "2025-03-03", 1), ("start", "2025-04-01", 2), ("end", "2030-03-31", 2),
                   ("notice", "2029-12-31", 2)}  # fmt: skip
    assert "lease agreement.pdf: notice 2029-12-31 (page 2)" in turn["answer"]
    assert _ask(demo, "when does my lease end?")["result"]["documents"][0]["name"] == "lease agreement.pdf"


# A second set, written after the first patterns (7 of these 13 worked then; 11 after 'in March', 'biggest
# expenses', 'spend the most at' and 'cost me' were added). The last two still need a model: they are kept to
# show it, and checked to be declined to the usual routing, not answered wrongly.
LATER = [
    ("how much did I spend in total last year", "out"),
    ("what are my biggest expenses in {y}", "out"),
    ("show me where my money went", "out"),
    ("which merchants did I spend the most at", "top merchant"),
    ("what recurring bills do I have", "subs"),
    ("how much did groceries cost me in {y}", "groceries"),
    ("what was my spending in March {y}", "march"),
    ("how much did I spend on {m}?", "merchant"),
    ("my W2 for {y}", "tax"),
    ("help me prepare my taxes for {y}", "tax"),
    ("what tax forms did I get last year", "tax"),
    ("how much do I pay for streaming each month", None),
    ("am I paying for anything I forgot about", None),
]


@pytest.mark.slow
def test_the_later_phrasings(demo):
    truth = _truth(demo)
    tx = demo["txns"]
    merchants: dict[str, int] = {}
    for t in tx:
        if t.amount < 0:
            merchants[t.description] = merchants.get(t.description, 0) - t.cents
    want = {
        "out": _money(truth["out"]),
        "top merchant": _money(max(merchants.values())),
        "groceries": _money(sum(-t.cents for t in tx if t.amount < 0 and t.description.startswith(("TESCO", "SAINS")))),
        "march": _money(truth["months"][f"{YEAR}-03"]),
        "merchant": _money(truth["merchant"]),
        "tax": "85,000.00",
    }
    for q, kind in LATER:
        turn = _ask(demo, q.format(y=YEAR, m=MERCHANT))
        if kind is None:
            assert turn["intent"] != "money", q
        elif kind == "subs":
            assert all(n in turn["answer"] for n in truth["subs"]), q
        else:
            assert turn["intent"] == "money" and want[kind] in turn["answer"], (q, turn["answer"][:300])
