"""Typing columns: dates in the usual formats, amounts in the usual notations, decided by the whole column."""

from __future__ import annotations

import time

import pytest

from filescout.content.tables.types import amount, type_column


@pytest.mark.parametrize(
    "cells,want",
    [
        (["2025-03-14", "2025-03-15"], ["2025-03-14", "2025-03-15"]),
        (["14/03/2025", "01/04/2025"], ["2025-03-14", "2025-04-01"]),  # a day over 12 settles d/m
        (["03/14/2025", "04/01/2025"], ["2025-03-14", "2025-04-01"]),  # ... and m/d
        (["14.03.2025", "15.03.2025"], ["2025-03-14", "2025-03-15"]),
        (["14 Mar 2025", "1 April 2025"], ["2025-03-14", "2025-04-01"]),
        (["Mar 14, 2025", "Apr 1, 2025"], ["2025-03-14", "2025-04-01"]),
        (["14-Mar-25", "15-Mar-25"], ["2025-03-14", "2025-03-15"]),
        (["2025-03-14T10:00:00", "2025-03-15 09:30"], ["2025-03-14", "2025-03-15"]),
        (["0 3 / 2 5 / 2 0 16", "0 4 / 0 1 / 2 0 16"], ["2016-03-25", "2016-04-01"]),  # letter-spaced in a PDF
    ],
)
def test_date_formats(cells, want):
    assert type_column("Date", cells) == ("date", want)


def test_day_month_order_by_the_column_being_in_date_order():
    # no day over 12 anywhere: the order under which the rows are in date order wins (statements are sorted)
    assert type_column("d", ["05/01/2025", "09/01/2025", "02/02/2025"])[1] == ["2025-01-05", "2025-01-09", "2025-02-02"]
    assert type_column("d", ["01/05/2025", "01/09/2025", "02/02/2025"])[1] == ["2025-01-05", "2025-01-09", "2025-02-02"]


def test_dates_without_a_year_take_the_statements_year():
    assert type_column("Date", ["14 Mar", "Mar 15"], ref=(2025, 3)) == ("date", ["2025-03-14", "2025-03-15"])
    assert type_column("Date", ["30 Dec", "02 Jan"], ref=(2025, 1))[1] == ["2024-12-30", "2025-01-02"]
    assert type_column("Date", ["14 Mar", "15 Mar"])[0] == "text"  # no year known: kept as written


def test_not_dates():
    for cells in (["2025", "2024"], ["31/02/2025"], ["14 Foo 2025"], ["3.50", "4.25"]):
        assert type_column("x", cells)[0] != "date", cells


@pytest.mark.parametrize(
    "text,dec,want",
    [
        ("1,234.56", ".", 1234.56),
        ("1.234,56", ",", 1234.56),
        ("1 234,56", ",", 1234.56),
        ("1\u202f234,56", ",", 1234.56),
        ("€1,234.56", ".", 1234.56),
        ("1.234,56 €", ",", 1234.56),
        ("£ 12.00", ".", 12.0),
        ("$-12.00", ".", -12.0),
        ("-$12.00", ".", -12.0),
        ("-12.00", ".", -12.0),
        ("−12.00", ".", -12.0),
        ("12.00-", ".", -12.0),
        ("(12.00)", ".", -12.0),
        ("(£1,234.50)", ".", -1234.5),
        ("12.00 DR", ".", -12.0),
        ("12.00 CR", ".", 12.0),
        ("+5", ".", 5.0),
        ("USD 3.10", ".", 3.1),
        ("1'234.50", ".", 1234.5),
    ],
)
def test_amount_notations(text, dec, want):
    assert amount(text, dec) == want


def test_not_amounts():
    for text in ("12.3.4", "1,23,4", "abc", "", "859 19 170", "12:30"):
        assert amount(text) is None, text


def test_decimal_mark_is_decided_by_the_column():
    assert type_column("Betrag", ["1.234,56", "12,00", "3,5"]) == ("amount", [1234.56, 12.0, 3.5])
    assert type_column("Amount", ["1,234.56", "12.00"]) == ("amount", [1234.56, 12.0])
    assert type_column("x", ["1,500", "2,250"]) == ("integer", [1500, 2250])
    assert type_column("x", ["1,500", "2,250"], dec_hint=",") == ("real", [1.5, 2.25])  # a ";" file's hint
    assert type_column("x", ["1,5", "2,25"]) == ("real", [1.5, 2.25])


def test_card_statement_credits_marked_cr_make_the_rest_money_out():
    assert type_column("Amount", ["15.49", "20.00 CR", "1,200.00"]) == ("amount", [-15.49, 20.0, -1200.0])
    assert type_column("Amount", ["15.49", "20.00 DR"]) == ("amount", [15.49, -20.0])


def test_integers_reals_identifiers_and_text():
    assert type_column("n", ["1", "22", "", "-3"]) == ("integer", [1, 22, None, -3])
    assert type_column("x", ["1.5", "2.25"]) == ("real", [1.5, 2.25])
    assert type_column("x", ["1.50", "2.25"]) == ("amount", [1.5, 2.25])  # cents everywhere: money
    assert type_column("Account", ["00123", "00456"])[0] == "text"  # leading zeros: an identifier
    assert type_column("Card", ["4929123412341234"])[0] == "text"
    assert type_column("x", ["12.00", "n/a"]) == ("text", ["12.00", "n/a"])  # one odd cell: the column stays text
    assert type_column("Credit", ["", ""]) == ("amount", [None, None])  # empty but named as money


def test_spreadsheet_cells():
    import datetime as dt

    assert type_column("Date", [dt.datetime(2025, 3, 14, 10, 0), dt.date(2025, 3, 15)])[1] == [
        "2025-03-14",
        "2025-03-15",
    ]
    assert type_column("Amount", [15, 2.5, None]) == ("amount", [15.0, 2.5, None])
    assert type_column("Qty", [1, 2.0]) == ("integer", [1, 2])
    assert type_column("Ratio", [0.5, 1]) == ("real", [0.5, 1.0])
    assert type_column("Mixed", [1, "two"]) == ("text", ["1", "two"])


def test_a_large_column_types_fast():
    cells = [f"{i % 9000 / 100:.2f}" for i in range(100_000)]
    dates = [f"2025-{i % 12 + 1:02d}-{i % 28 + 1:02d}" for i in range(100_000)]
    t = time.process_time()
    assert type_column("x", cells)[0] == "amount"
    assert type_column("d", dates)[0] == "date"
    assert time.process_time() - t < 2.0
