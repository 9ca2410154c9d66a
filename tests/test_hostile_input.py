"""Hostile input for the reading tools: FIFOs, sockets, devices, giant sparse files, deep nesting,
many-page PDFs and zip bombs; budgets, --limit, and saying what was skipped.

Everything goes through the real command line (click's runner, or a subprocess under another user) on
real files made in the test. Every test has a time limit: a reader that blocks on a FIFO or reads a
10 GB file whole fails it.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import write
from filescout.cli import cli

GB = 1000**3


def run(*args: str, ok: bool | None = None):
    res = CliRunner().invoke(cli, list(args))
    assert "Traceback" not in res.output, res.output
    assert res.exception is None or isinstance(res.exception, SystemExit), res.exception
    if ok is True:
        assert res.exit_code == 0, res.output
    elif ok is False:
        assert res.exit_code == 1, res.output
    return res


def run_json(*args: str) -> dict:
    res = run(*args, "--json", ok=True)
    return json.loads(res.output)


@pytest.fixture
def root(tmp_path) -> Path:
    r = tmp_path / "root"
    write(r / "a.txt", "hello world\nsecond line\n")
    write(r / "b.txt", "hello there\nsecond line\n")
    return r


def special_files(folder: Path) -> list[socket.socket]:
    """A FIFO, a socket and a symlink to /dev/zero in ``folder``, all with a text extension."""
    folder.mkdir(parents=True, exist_ok=True)
    os.mkfifo(folder / "pipe.txt")
    s = socket.socket(socket.AF_UNIX)
    s.bind(str(folder / "sock.txt"))
    os.symlink("/dev/zero", folder / "zero.txt")
    return [s]


# -- 1. FIFOs, sockets and devices are never opened -------------------------------------------------------


@pytest.mark.timeout(60)
def test_fifos_sockets_and_devices_are_refused_promptly_by_every_reading_tool(root):
    socks = special_files(root)
    run("scan", str(root), ok=True)
    later = root / "later"  # not in the index: grep walks it
    socks += special_files(later)
    write(later / "c.txt", "hello again\n")
    try:
        t0 = time.monotonic()
        for name in ("pipe.txt", "sock.txt"):
            p = str(root / name)
            res = run("read", p, ok=False)
            assert "not a regular file" in res.output or "isn't a regular file" in res.output
            res = run("diff", str(root / "a.txt"), p, ok=False)
            assert "regular file" in res.output
            res = run("diff", p, str(root / "a.txt"), ok=False)
            assert "regular file" in res.output
            info = run_json("info", p)
            assert info["type"] in ("fifo", "socket") and "lines" not in info
        # a symlink inside the root to a device, and devices by path: outside the roots, refused
        for p in (str(root / "zero.txt"), "/dev/zero", "/dev/urandom"):
            assert "outside" in run("read", p, ok=False).output
            run("info", p, ok=False)
            run("diff", str(root / "a.txt"), p, ok=False)
        # grep through the index and through a folder that is not indexed
        out = run_json("grep", "hello", str(root), "--mode", "literal")
        assert {os.path.basename(m["path"]) for m in out["matches"]} >= {"a.txt", "b.txt"}
        out = run_json("grep", "hello", str(later), "--mode", "literal")
        assert [os.path.basename(m["path"]) for m in out["matches"]] == ["c.txt"]
        assert out["skipped"]["not a regular file"] == 2  # the FIFO and the socket, said, not read
        text = run("grep", "hello", str(later), "--mode", "literal", ok=True).output
        assert "Not searched: 2 files not a regular file" in text
        assert time.monotonic() - t0 < 30
    finally:
        for s in socks:
            s.close()


@pytest.mark.timeout(30)
def test_the_extraction_pass_never_opens_a_fifo(tmp_path):
    from filescout.content import pool
    from filescout.content.formats import extract

    os.mkfifo(tmp_path / "notes.txt")
    os.mkfifo(tmp_path / "paper.pdf")
    t0 = time.monotonic()
    assert "not a regular file" in extract(str(tmp_path / "notes.txt"), "txt").error
    results = dict(
        pool.extract_many(
            [(1, str(tmp_path / "notes.txt"), "txt", "notes.txt"), (2, str(tmp_path / "paper.pdf"), "pdf", "p")],
            timeout=25,
        )
    )
    assert time.monotonic() - t0 < 10  # refused at once, not killed at the pool's time limit
    assert all("not a regular file" in r["error"] for r in results.values()), results


@pytest.mark.timeout(30)
def test_grep_does_not_follow_a_file_that_became_a_symlink(root, tmp_path):
    outside = write(tmp_path / "outside" / "secret.txt", "hello from outside the roots\n")
    run("scan", str(root), ok=True)
    (root / "a.txt").unlink()
    os.symlink(outside, root / "a.txt")  # after the scan: the index still lists a.txt as a file
    out = run_json("grep", "hello", str(root), "--mode", "literal")
    assert "outside the roots" not in json.dumps(out)
    assert [os.path.basename(m["path"]) for m in out["matches"]] == ["b.txt"]
    assert out["skipped"] == {"changed or outside the folders": 1}


# -- 2. budgets: bytes, lines, depth, pages, zip bombs ---------------------------------------------------


def sparse_text(path: Path, size: int, lines: int = 2000) -> Path:
    write(path, "".join(f"line {i} of text\n" for i in range(lines)))
    os.truncate(path, size)
    return path


@pytest.mark.timeout(60)
def test_a_10_gb_sparse_file_is_never_read_whole(root):
    big = sparse_text(root / "big.log", 10 * GB)
    big2 = sparse_text(root / "big2.log", 10 * GB)
    run("scan", str(root), "--no-content", ok=True)
    t0 = time.monotonic()
    out = run_json("read", str(big), "--limit", "5")
    assert out["lines"] == [f"line {i} of text" for i in range(5)] and out["has_more"]
    # paging far past the text: the reader stops at its budget and says so
    out = run_json("read", str(big), "--offset", "100000")
    assert out["partial"] is True and out["lines"] == [] and "not read" in out["notes"][0]
    assert "the rest of the file was not read" in run("read", str(big), "--offset", "100000", ok=True).output
    # info: the line count stops and is an estimate, and says so
    info = run_json("info", str(big))
    assert info["lines_estimated"] is True and info["lines_counted"] == 2000 and info["size"] == 10 * GB
    assert "an estimate" in run("info", str(big), ok=True).output
    # grep: the large file is skipped, and the answer says so
    out = run_json("grep", "text", str(root), "--mode", "literal")
    assert out["skipped"] == {"larger than 50 MB": 2}
    assert "Not searched: 2 files larger than 50 MB" in run("grep", "zzz", str(root), "--mode", "literal").output
    # diff: only the first part is compared, and the answer says so
    out = run_json("diff", str(big), str(big2))
    assert out["identical"] and out["partial"] and len(out["notes"]) == 2
    assert "the rest was not compared" in run("diff", str(big), str(big2), ok=True).output
    assert time.monotonic() - t0 < 45


@pytest.mark.timeout(60)
def test_binary_files_of_10_gb_are_compared_within_a_budget(root):
    for n in ("x.bin", "y.bin"):
        write(root / n, b"\x00\x01binary")
        os.truncate(root / n, 10 * GB)
    run("scan", str(root), "--no-content", ok=True)
    out = run_json("diff", str(root / "x.bin"), str(root / "y.bin"))
    assert out["kind"] == "binary" and out["identical"] is None  # equal as far as read: not claimed identical
    assert out["compared_bytes"][0] < 10 * GB and "only the first" in out["notes"][0]


@pytest.mark.timeout(60)
def test_deeply_nested_json_and_html_give_a_plain_answer(root):
    deep = write(root / "deep.json", "[" * 100_000 + "]" * 100_000)
    write(root / "deep.html", "<div>" * 100_000 + "text" + "</div>" * 100_000)
    run("scan", str(root), "--no-content", ok=True)
    res = run("read", str(deep), ok=True)
    assert "nested too deeply" in res.output
    assert run_json("read", str(deep))["lines"][0].startswith("[[[[")
    res = run("read", str(root / "deep.html"))
    assert res.exit_code in (0, 1)  # read, or refused in plain words (nested too deeply, took too long)
    from filescout.content.formats import extract

    assert extract(str(deep), "json").error is None


def many_page_pdf(path: Path, pages: int) -> Path:
    """A valid PDF of ``pages`` pages sharing one content stream (each says 'Hello page')."""
    content = b"BT /F1 12 Tf 72 720 Td (Hello page) Tj ET"
    kids = " ".join(f"{5 + i} 0 R" for i in range(pages))
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        f"<< /Type /Pages /Kids [{kids}] /Count {pages} >>".encode(),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
    ]
    page = (
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
        b"/Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>"
    )
    objs += [page] * pages
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for i, body in enumerate(objs, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes(out))
    return path


@pytest.mark.timeout(120)
def test_a_pdf_with_thousands_of_pages_is_read_within_a_page_budget(root):
    from filescout.content.budgets import MAX_PAGES, MAX_READ_PAGES
    from filescout.content.formats import extract

    pdf = many_page_pdf(root / "huge.pdf", 3000)
    run("scan", str(root), "--no-content", ok=True)
    assert run_json("info", str(pdf))["pages"] == 3000
    out = run_json("read", str(pdf), "--pages", "1-3000")
    assert out["pages_total"] == 3000 and len(out["pages"]) == MAX_READ_PAGES and out["has_more"]
    assert out["pages"][0]["text"] == "Hello page"
    ex = extract(str(pdf), "pdf")
    assert ex.error is None and ex.truncated and ex.meta["pages_read"] == MAX_PAGES
    assert len(ex.sections) == MAX_PAGES


def zip_bomb(path: Path, member: str, size: int, extra: dict[str, bytes] | None = None) -> Path:
    """A zip whose ``member`` unpacks to ``size`` zero bytes (honest headers), streamed to disk."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (extra or {}).items():
            z.writestr(name, data)
        with z.open(member, "w", force_zip64=True) as f:
            chunk = b"\x00" * (1 << 22)
            left = size
            while left > 0:
                f.write(chunk[: min(left, len(chunk))])
                left -= len(chunk)
    return path


def forge_size(path: Path, member: str, declared: int) -> None:
    """Rewrite ``member``'s uncompressed size in the central directory (a lying header)."""
    data = bytearray(path.read_bytes())
    pos = data.find(b"PK\x01\x02")
    while pos != -1:
        name_len = int.from_bytes(data[pos + 28 : pos + 30], "little")
        name = bytes(data[pos + 46 : pos + 46 + name_len]).decode()
        if name == member:
            data[pos + 24 : pos + 28] = declared.to_bytes(4, "little")
        pos = data.find(b"PK\x01\x02", pos + 4)
    path.write_bytes(bytes(data))


MEMBER = {"docx": "word/document.xml", "xlsx": "xl/worksheets/sheet1.xml", "pptx": "ppt/slides/slide1.xml",
          "epub": "OEBPS/chapter1.xhtml", "odt": "content.xml"}  # fmt: skip


@pytest.mark.timeout(120)
@pytest.mark.parametrize("ext", ["docx", "xlsx", "pptx", "epub"])
def test_zip_bombs_are_refused_before_parsing(root, ext):
    from filescout.content.formats import extract

    ratio = zip_bomb(root / f"ratio.{ext}", MEMBER[ext], 20 * 1000 * 1000)  # 20 MB from ~20 KB
    run("scan", str(root), "--no-content", ok=True)
    t0 = time.monotonic()
    res = run("read", str(ratio), ok=False)
    assert "zip bomb" in res.output
    assert "zip bomb" in run("diff", str(ratio), str(ratio), ok=False).output
    assert "zip bomb" in extract(str(ratio), ext).error
    assert time.monotonic() - t0 < 30


@pytest.mark.timeout(120)
def test_a_zip_declaring_more_than_the_limit_is_refused_and_a_lying_header_is_cut(root):
    from filescout.content.budgets import MAX_UNZIPPED
    from filescout.content.formats import extract

    # honest headers, over the total limit (and with a ratio no real document has)
    big = zip_bomb(root / "big.docx", "word/document.xml", MAX_UNZIPPED + 1000)
    assert "zip bomb" in extract(str(big), "docx").error
    # the header says 2 GB though the data is small: refused by what it declares
    forge_size(big, "word/document.xml", 2 * 1000**3)
    assert "zip bomb" in extract(str(big), "docx").error
    # the header says 1 kB though the data unpacks to 30 MB: only 1 kB is ever decompressed, then the check fails
    liar = zip_bomb(root / "liar.docx", "word/document.xml", 30 * 1000 * 1000, {"[Content_Types].xml": b"<x/>"})
    forge_size(liar, "word/document.xml", 1000)
    with zipfile.ZipFile(liar) as z:
        assert z.getinfo("word/document.xml").file_size == 1000
    run("scan", str(root), "--no-content", ok=True)
    t0 = time.monotonic()
    res = run("read", str(liar), ok=False)
    assert "couldn't read" in res.output.lower()
    assert extract(str(liar), "docx").error
    assert time.monotonic() - t0 < 20


# -- 3. --limit limits what is printed --------------------------------------------------------------------


@pytest.mark.timeout(60)
def test_limit_limits_what_is_printed(root):
    write(root / "many.txt", "".join(f"match {i}\n" for i in range(50)))
    for i in range(5):
        write(root / f"match_{i}.txt", "x")
    run("scan", str(root), ok=True)
    out = run_json("grep", "match", str(root), "--mode", "literal", "--limit", "3", "--context", "0")
    assert out["count"] == 3
    text = run("grep", "match", str(root), "--mode", "literal", "--limit", "3", "--context", "0", ok=True).output
    assert sum(1 for ln in text.splitlines() if re.match(r"\s+\d+:  match", ln)) == 3
    text = run("read", str(root / "many.txt"), "--limit", "4", ok=True).output
    assert [ln.split()[-1] for ln in text.splitlines() if re.match(r"\s*\d+  match", ln)] == ["0", "1", "2", "3"]
    assert len(run_json("find", "match", str(root), "--limit", "2")["results"]) <= 2


# -- 4. quiet omissions are said --------------------------------------------------------------------------


def as_nobody(*args: str, env: dict) -> subprocess.CompletedProcess:
    exe = os.path.join(os.path.dirname(sys.executable), "filescout")
    cmd = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", exe, *args]
    return subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=60)


@pytest.mark.timeout(120)
@pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("setpriv"), reason="needs root to switch to nobody")
def test_folders_that_cannot_be_entered_are_said_in_grep():
    base = Path(tempfile.mkdtemp(prefix="fs-hostile-", dir="/tmp"))
    try:
        root = base / "root"
        write(root / "ok" / "a.txt", "hello\n")
        env = {**os.environ, "HOME": str(base), "FILESCOUT_HOME": str(base / "fshome")}
        env.pop("XDG_DATA_HOME", None)
        for p in (base, root, root / "ok", root / "ok" / "a.txt"):
            os.chown(p, 65534, 65534)
        os.chmod(base, 0o755)
        res = as_nobody("scan", str(root), "--no-content", env=env)
        assert res.returncode == 0, res.stderr
        # after the scan: a folder the index doesn't know, so grep walks it
        write(root / "walked" / "e.txt", "hello\n")
        write(root / "walked" / "closed" / "f.txt", "hello\n")  # ---: can't be listed or entered
        write(root / "walked" / "listonly" / "g.txt", "hello\n")  # r--: its names list, it can't be entered
        for dp, dns, fns in os.walk(root / "walked"):
            for n in [dp, *(os.path.join(dp, x) for x in dns + fns)]:
                os.chown(n, 65534, 65534)
        os.chmod(root / "walked" / "closed", 0o000)
        os.chmod(root / "walked" / "listonly", 0o444)
        res = as_nobody("grep", "hello", str(root / "walked"), "--mode", "literal", "--json", env=env)
        assert res.returncode == 0, res.stderr
        out = json.loads(res.stdout)
        assert [os.path.basename(m["path"]) for m in out["matches"]] == ["e.txt"]
        assert out["skipped"] == {"unreadable (permission or I/O error)": 1, "folders that could not be opened": 1}
        assert out["unopened_folders"] == [str(root / "walked" / "closed")]
        text = as_nobody("grep", "hello", str(root / "walked"), "--mode", "literal", env=env).stdout
        assert "Not searched: 1 file unreadable (permission or I/O error)." in text
        assert "1 folder(s) that could not be opened (no permission): " + str(root / "walked" / "closed") in text
        # a folder whose names can be listed but that can't be entered: info says so
        res = as_nobody("info", str(root / "walked" / "listonly"), env=env)
        assert res.returncode == 0, res.stderr
        assert "Items: 0 folders, 1 files" in res.stdout and "can't be entered" in res.stdout
    finally:
        for dp, dns, _ in os.walk(base):
            for n in dns:
                os.chmod(os.path.join(dp, n), 0o755)
        shutil.rmtree(base, ignore_errors=True)


@pytest.mark.timeout(30)
def test_a_pattern_that_backtracks_for_ever_is_stopped_inside_the_file(tmp_path):
    """A catastrophic regular expression on one file: the time limit holds inside the match, not only between
    files, and the answer says where it stopped."""
    import time as _time

    from filescout.content.grep import compile_pattern, grep

    f = tmp_path / "aaaa.txt"
    f.write_bytes(b"a" * 5000 + b"!")
    rx = compile_pattern(r"(a+)+$", literal=False, ignore_case=False)
    t0 = _time.monotonic()
    res = grep([str(f)], rx, seconds=1.0)
    assert _time.monotonic() - t0 < 5
    assert res.stopped and "time limit" in res.stopped and "aaaa.txt" in res.stopped
