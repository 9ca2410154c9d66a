"""The table reader on bad, hostile and real-world files: a plain TableRead.error or notes, never an exception.

The real-world PDFs are pdfplumber's test files copied to /work/shared/corpus/pdf (MIT licence, see
LICENSE-pdfplumber.txt there); their row counts were checked by eye once and are pinned here.
"""

from __future__ import annotations

import functools
import os
import time
import zipfile
from pathlib import Path

import pytest

from filescout.content.tables import merge, read_tables

DATA = Path(__file__).parent / "data"
CORPUS = Path("/work/shared/corpus/pdf")


def error_of(path: Path, **kw) -> str:
    read = read_tables(str(path), **kw)
    assert read.tables == [] and read.error, read
    return read.error


def test_empty_and_blank_files(tmp_path):
    for name, data in (("e.csv", b""), ("blank.csv", b"\n\n  \n"), ("e.xlsx", b""), ("e.pdf", b"")):
        (tmp_path / name).write_bytes(data)
        assert "empty" in error_of(tmp_path / name)


def test_binary_data_named_csv(tmp_path):
    (tmp_path / "x.csv").write_bytes(os.urandom(4096) + b"\x00" * 100)
    assert "binary" in error_of(tmp_path / "x.csv")


def test_files_whose_content_isnt_their_name(tmp_path):
    (tmp_path / "t.xlsx").write_text("date,amount\n2025-01-01,3\n")
    assert "isn't one" in error_of(tmp_path / "t.xlsx")
    (tmp_path / "old.xls").write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 512)
    assert ".xlsx or .csv" in error_of(tmp_path / "old.xls")
    (tmp_path / "cut.xlsx").write_bytes(b"PK\x03\x04" + os.urandom(300))
    assert "damaged" in error_of(tmp_path / "cut.xlsx") or "readable" in error_of(tmp_path / "cut.xlsx")
    with zipfile.ZipFile(tmp_path / "plain.zip", "w") as z:
        z.writestr("a.txt", "hello")
    assert "zip archive" in error_of(tmp_path / "plain.zip")


@pytest.mark.timeout(60)
def test_a_zip_bomb_named_xlsx_or_ods_is_refused_before_parsing(tmp_path):
    for name, member in (("bomb.xlsx", "xl/worksheets/sheet1.xml"), ("bomb.ods", "content.xml")):
        with zipfile.ZipFile(tmp_path / name, "w", zipfile.ZIP_DEFLATED) as z, z.open(member, "w") as f:
            for _ in range(6):
                f.write(b"\x00" * (4 << 20))  # 24 MB of zeros in ~24 KB
        t0 = time.monotonic()
        assert "zip bomb" in error_of(tmp_path / name)
        assert time.monotonic() - t0 < 10


def test_an_ods_with_entities_doesnt_expand_or_fetch_them(tmp_path):
    content = (
        '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd"><!ENTITY a "aaaaaaaaaa">'
        '<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>'
        '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:spreadsheet>'
        '<table:table table:name="S"><table:table-row><table:table-cell><text:p>name</text:p></table:table-cell>'
        "<table:table-cell><text:p>v</text:p></table:table-cell></table:table-row><table:table-row>"
        "<table:table-cell><text:p>&x;</text:p></table:table-cell><table:table-cell><text:p>&c;</text:p>"
        "</table:table-cell></table:table-row></table:table></office:spreadsheet></office:body>"
        "</office:document-content>"
    )
    with zipfile.ZipFile(tmp_path / "e.ods", "w") as z:
        z.writestr("mimetype", "application/vnd.oasis.opendocument.spreadsheet")
        z.writestr("content.xml", content)
    read = read_tables(str(tmp_path / "e.ods"))
    text = repr(read)
    assert "root:" not in text and "a" * 100 not in text


def test_an_encrypted_pdf(tmp_path):
    assert "encrypted" in error_of(DATA / "password-example.pdf")


def test_a_malformed_pdf_and_a_pdf_without_tables():
    for name in ("malformed-from-issue-932.pdf", "2023-06-20-PV.pdf", "empty.pdf"):
        read = read_tables(str(DATA / name))
        assert read.tables == [] and read.error


def test_a_fifo_and_a_missing_file(tmp_path):
    fifo = tmp_path / "pipe.csv"
    os.mkfifo(fifo)
    assert "regular file" in error_of(fifo)
    assert error_of(tmp_path / "nope.csv")


def test_a_csv_with_an_unterminated_quote_keeps_the_rows_before_it(tmp_path):
    good = "date,amount\n" + "".join(f"2025-01-{d:02d},{d}.50\n" for d in range(1, 11))
    (tmp_path / "q.csv").write_text(good + '2025-01-11,"' + "x" * 300_000 + "\n" * 5)
    read = read_tables(str(tmp_path / "q.csv"))
    assert read.error is None and len(read.tables[0].rows) == 10 and any("malformed" in n for n in read.notes)


def test_bad_selections_are_plain_errors(tmp_path):
    import openpyxl

    wb = openpyxl.Workbook()
    wb.active.append(["a", "b"])
    wb.active.append([1, 2])
    wb.save(tmp_path / "w.xlsx")
    assert "cell range" in error_of(tmp_path / "w.xlsx", cell_range="not a range")
    assert "no sheet" in error_of(tmp_path / "w.xlsx", sheet="Other")
    assert "page range" in error_of(DATA / "2023-06-20-PV.pdf", pages="x-y")


def test_a_100k_row_csv_reads_fast(tmp_path):
    path = tmp_path / "big.csv"
    with open(path, "w") as f:
        f.write("Date,Description,Amount\n")
        for i in range(100_000):
            f.write(f"2025-{i % 12 + 1:02d}-{i % 28 + 1:02d},Shop {i % 97},{(i % 20000 - 15000) / 100:.2f}\n")
    t0 = time.process_time()
    read = read_tables(str(path))
    took = time.process_time() - t0
    t = read.tables[0]
    assert [c.type for c in t.columns] == ["date", "text", "amount"] and len(t.rows) == 100_000
    assert round(sum(r[2] for r in t.rows), 2) == round(sum((i % 20000 - 15000) / 100 for i in range(100_000)), 2)
    assert took < 4.0, took


# --- real-world PDFs (pdfplumber's test files) -----------------------------------------------------------------

needs_corpus = pytest.mark.skipif(not CORPUS.is_dir(), reason="the shared PDF corpus isn't here")

# name -> (pages, tables per page label -> row count), checked by eye against the PDFs once
PINNED = {
    "WARN-Report-for-7-1-2015-to-03-25-2016.pdf": ("1-2", {"page 1": 36, "page 2": 43}),
    "nics-background-checks-2015-11.pdf": (None, {"page 1": 65}),
    "issue-33-lorem-ipsum.pdf": (None, {"page 1": 23, "page 2": 18}),
}
NO_TABLES = ["150109DSP-Milw-505-90D.pdf", "cupertino_usd_4-6-16.pdf", "la-precinct-bulletin-2014-p1.pdf",
             "scotus-transcript-p1.pdf", "2023-06-20-PV.pdf", "malformed-from-issue-932.pdf"]  # fmt: skip


@functools.cache
def corpus(name: str, pages: str | None = None):
    return read_tables(str(CORPUS / name), pages=pages)


@needs_corpus
@pytest.mark.parametrize("name", sorted(PINNED))
def test_real_world_pdf_tables_have_their_pinned_row_counts(name):
    pages, counts = PINNED[name]
    read = corpus(name, pages)
    assert read.error is None
    assert {t.label: len(t.rows) for t in read.tables} == counts


@needs_corpus
def test_real_world_pdf_values_checked_by_eye():
    warn = merge(corpus("WARN-Report-for-7-1-2015-to-03-25-2016.pdf", "1-2").tables)
    assert len(warn) == 1 and len(warn[0].rows) == 79
    cols = {c.name: c.type for c in warn[0].columns}
    assert cols["Notice Date"] == cols["Effective"] == cols["Received"] == "date" and cols["No. Of"] == "integer"
    assert warn[0].rows[0] == ["2015-06-22", "2016-03-25", "2015-07-01", "Maxim Integrated Product", "San Jose", 150,
                               "Closure Permanent"]  # fmt: skip
    nics = corpus("nics-background-checks-2015-11.pdf").tables[0]
    alabama = next(r for r in nics.rows if r[0] == "Alabama")
    assert alabama[2] == 23022 and alabama[-1] == "71,137"


@needs_corpus
@pytest.mark.parametrize("name", [*NO_TABLES, "senate-expenditures.pdf", "password-example.pdf", "empty.pdf"])
def test_real_world_pdfs_read_without_crashing(name):
    read = read_tables(str(CORPUS / name))
    assert (read.error is None) != (read.tables == [])
    if name in NO_TABLES:
        assert read.error == "No table was found in it"


@needs_corpus
@pytest.mark.slow
def test_the_whole_warn_report_and_federal_register():
    warn = read_tables(str(CORPUS / "WARN-Report-for-7-1-2015-to-03-25-2016.pdf"))
    assert warn.error is None and len(warn.tables) == 17
    fr = read_tables(str(CORPUS / "federal-register-2020-17221.pdf"))
    assert fr.error is None


def test_a_scanned_pdf_says_its_pages_are_images(tmp_path):
    from fpdf import FPDF
    from PIL import Image

    Image.new("RGB", (200, 100), "white").save(tmp_path / "page.png")
    pdf = FPDF()
    pdf.add_page()
    pdf.image(str(tmp_path / "page.png"), 10, 10, 100)
    pdf.output(str(tmp_path / "scan.pdf"))
    read = read_tables(str(tmp_path / "scan.pdf"))
    assert read.error == "No table was found in it" and "images" in read.notes[0]


def test_json_that_isnt_a_list_of_rows_is_a_plain_error_and_rows_are_read(tmp_path):
    cases = {"bad.json": b"{not json", "scalar.json": b"42", "list.json": b"[1, 2, 3]", "empty.json": b"[]",
             "deep.json": b"[" * 100_000 + b"]" * 100_000,
             "two.json": b'{"a": [{"x": 1}], "b": [{"y": 2}]}'}  # fmt: skip
    for name, data in cases.items():
        (tmp_path / name).write_bytes(data)
        msg = error_of(tmp_path / name)
        assert "Traceback" not in msg and ("JSON" in msg or "nested" in msg), (name, msg)
    (tmp_path / "rows.json").write_text('{"rows": [{"date": "2025-01-02", "amount": -4.5, "tags": ["a"], "ok": true},'
                                        ' {"date": "2025-01-03", "amount": 10, "memo": "x"}]}')  # fmt: skip
    (t,) = read_tables(str(tmp_path / "rows.json")).tables
    assert [(c.name, c.type) for c in t.columns] == [("date", "date"), ("amount", "amount"), ("tags", "text"),
                                                     ("ok", "text"), ("memo", "text")]  # fmt: skip
    assert t.rows == [["2025-01-02", -4.5, '["a"]', "true", None], ["2025-01-03", 10.0, None, None, "x"]]
    assert t.where == [(None, 1), (None, 2)]
