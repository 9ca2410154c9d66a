"""Mail messages (.eml), a format added as one module: found by content after `filescout scan`, read with `read`.

The messages are generated with email.message.EmailMessage and go through the real console script.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import format_datetime

import pytest

from conftest import write
from filescout.content.formats import FORMATS, extract
from filescout.content.formats import eml as eml_format

DATE = format_datetime(datetime(2024, 7, 14, 10, 0, tzinfo=UTC))


def mail(subject: str, body: str | None = None, html: str | None = None, attach: dict[str, bytes] | None = None):
    m = EmailMessage()
    m["Subject"], m["From"], m["To"], m["Date"] = subject, "Ahmed Karimi <ahmed@example.com>", "me@example.org", DATE
    if body is not None:
        m.set_content(body)
    if html is not None:
        if body is None:
            m.set_content(html, subtype="html")
        else:
            m.add_alternative(html, subtype="html")
    for name, data in (attach or {}).items():
        m.add_attachment(data, maintype="application", subtype="octet-stream", filename=name)
    return m.as_bytes()


@pytest.fixture
def mailbox(tmp_path):
    root = tmp_path / "mail"
    write(
        root / "invoice.eml",
        mail(
            "Invoice 2026-117 for the Lisbon workshop",
            "Hello,\n\nplease find the invoice for the zanzibarite consulting attached.\n\nAhmed",
            html="<p>Hello, please find the <b>invoice</b> attached.</p>",
            attach={"invoice-2026-117.pdf": b"%PDF-1.4 quillwort never indexed", "notes.txt": b"quillwort again"},
        ),
    )
    write(root / "newsletter.eml", mail("Summer news", html="<html><body><h1>Kayak trips</h1><p>Paddle the fjord"
                                        "</p><script>var hidden='scriptword'</script></body></html>"))  # fmt: skip
    return root


def cli(fshome, *args: str) -> dict:
    env = {**os.environ, "FILESCOUT_HOME": str(fshome)}
    exe = os.path.join(os.path.dirname(sys.executable), "filescout")
    out = subprocess.run([exe, *args, "--json"], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def test_eml_is_one_format_module_listed_once():
    assert [f.name for f in FORMATS].count("eml") == 1 and eml_format.FORMAT.exts == ("eml",)
    assert eml_format.FORMAT.read is not None


def test_headers_body_and_attachment_names(mailbox):
    ex = extract(str(mailbox / "invoice.eml"), "eml")
    assert ex.error is None
    assert ex.meta["subject"] == "Invoice 2026-117 for the Lisbon workshop"
    assert ex.meta["from"] == "Ahmed Karimi <ahmed@example.com>" and ex.meta["to"] == "me@example.org"
    assert ex.meta["date"] == DATE
    assert ex.meta["attachments"] == ["invoice-2026-117.pdf", "notes.txt"]
    assert "zanzibarite consulting" in ex.text  # the text/plain part, not the html alternative
    assert "<b>" not in ex.text and "quillwort" not in ex.text  # attachments named, never read
    assert ex.sections[0].loc == "headers" and ex.sections[-1].loc == "attachments"
    news = extract(str(mailbox / "newsletter.eml"), "eml")
    assert "Paddle the fjord" in news.text and "Kayak trips" in news.text
    assert "scriptword" not in news.text and "<p>" not in news.text  # html converted to its visible text


def test_budgets_on_parts_and_size(tmp_path, monkeypatch):
    many = {f"file{i}.bin": b"x" for i in range(30)}
    p = write(tmp_path / "many.eml", mail("Many parts", "body text", attach=many))
    monkeypatch.setattr(eml_format, "MAX_PARTS", 10)
    ex = extract(str(p), "eml")
    assert ex.truncated and ex.meta["parts"] == 10 and "body text" in ex.text
    monkeypatch.setattr(eml_format, "MAX_PARTS", 500)
    monkeypatch.setattr(eml_format, "MAX_MAIL_BYTES", 2000)
    big = write(tmp_path / "big.eml", mail("Big", "first words\n" + "filler line\n" * 2000))
    ex = extract(str(big), "eml")
    assert ex.truncated and "first words" in ex.text and len(ex.text) < 2500
    junk = write(tmp_path / "junk.eml", b"\x00\x01binary\x00" * 100)
    assert "binary" in extract(str(junk), "eml").error


def test_scan_then_grep_find_and_read_through_the_cli(mailbox, fshome):
    scan = cli(fshome, "scan", str(mailbox))
    assert scan["content"]["extracted"] == 2 and scan["content"]["errors"] == 0
    grep = cli(fshome, "grep", "zanzibarite")
    assert [os.path.basename(h["path"]) for h in grep["results"]] == ["invoice.eml"]
    assert cli(fshome, "grep", "quillwort")["results"] == []  # an attachment's contents are not indexed
    by_sender = cli(fshome, "grep", "Ahmed Karimi")
    assert {os.path.basename(h["path"]) for h in by_sender["results"]} == {"invoice.eml", "newsletter.eml"}
    find = cli(fshome, "find", "fjord")
    assert [os.path.basename(h["path"]) for h in find["results"]] == ["newsletter.eml"]
    attached = cli(fshome, "find", "invoice-2026-117.pdf", "--type", "eml")
    assert any(h["path"].endswith("invoice.eml") for h in attached["results"])
    read = cli(fshome, "read", str(mailbox / "invoice.eml"))
    assert read["format"] == "eml" and read["lines"][0] == "Subject: Invoice 2026-117 for the Lisbon workshop"
    assert read["meta"]["attachments"] == ["invoice-2026-117.pdf", "notes.txt"]
    assert any("zanzibarite" in ln for ln in read["lines"])
    page = cli(fshome, "read", str(mailbox / "invoice.eml"), "--offset", "1", "--limit", "2")
    assert page["lines"] == read["lines"][1:3] and page["has_more"]
