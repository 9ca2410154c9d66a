"""OCR for scans and pictures of text (content/ocr.py, content/ocr_scan.py), with the real Tesseract.

Pictures and image-only PDFs are generated with Pillow from known words (the oracle), scanned with the real
CLI, and searched. Tesseract's runs are counted through a wrapper script first on the PATH.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import sqlite3
import stat
import subprocess
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from filescout.cli import cli as main
from filescout.content import ocr, ocr_scan
from filescout.content.formats import extract
from filescout.content.formats.image import ocr_rule
from filescout.tools import REGISTRY, Context

TESSERACT = shutil.which("tesseract")
pytestmark = pytest.mark.skipif(
    TESSERACT is None, reason="tesseract isn't installed (apt install tesseract-ocr; CI installs it)"
)
PIL = pytest.importorskip("PIL.Image")
from PIL import Image, ImageDraw, ImageFont  # noqa: E402

FONT = next(
    (p for p in ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/dejavu/DejaVuSans.ttf")
     if os.path.exists(p)),
    None,
)  # fmt: skip
# long, plain words Tesseract reads reliably in a clean font; each test draws some of them
WORDS = ("harbour", "lantern", "marmalade", "orchestra", "pelican", "quarterly", "saxophone", "tangerine",
         "umbrella", "velvet", "walnut", "zeppelin", "blueberry", "cinnamon", "dolphin", "evergreen")  # fmt: skip


@pytest.fixture(autouse=True)
def ocr_settings_restored(monkeypatch):
    """A scan sets this process's OCR settings (for the workers it forks): each test starts from the defaults."""
    monkeypatch.setattr(ocr, "_config", ocr.Config())


def font(size: int = 36):
    if FONT:
        return ImageFont.truetype(FONT, size)
    return ImageFont.load_default(size=size)


def picture(path: Path, lines: list[str], size=(1400, 700), exif=None) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    im = Image.new("RGB", size, "white")
    d = ImageDraw.Draw(im)
    for i, line in enumerate(lines):
        d.text((60, 60 + i * 70), line, font=font(), fill="black")
    if exif is not None:
        im.save(path, exif=exif)
    else:
        im.save(path)
    return path


def scanned_pdf(path: Path, pages: list[list[str]]) -> Path:
    """An image-only PDF (no text layer), one picture per page, as a scanner writes it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    ims = []
    for lines in pages:
        im = Image.new("L", (1275, 1650), 255)  # a letter page at 150 dpi
        d = ImageDraw.Draw(im)
        for i, line in enumerate(lines):
            d.text((90, 120 + i * 60), line, font=font(30), fill=0)
        ims.append(im)
    ims[0].save(path, "PDF", resolution=150, save_all=True, append_images=ims[1:])
    return path


def cli(*args: str):
    res = CliRunner().invoke(main, list(args), catch_exceptions=False)
    return res


def scan(root: Path) -> dict:
    res = cli("scan", str(root), "--json")
    assert res.exit_code == 0, res.output
    return json.loads(res.output)


def grep(word: str) -> list[dict]:
    res = cli("grep", word, "--json")
    assert res.exit_code in (0, 1), res.output
    return json.loads(res.output)["results"]


def status() -> dict:
    return json.loads(cli("status", "--json").output)


def counting_tesseract(tmp_path: Path, monkeypatch, body: str | None = None) -> Path:
    """A `tesseract` first on the PATH that logs each run (one line each) and runs ``body`` (default: the real
    one). Returns the log."""
    bindir = tmp_path / "bin"
    bindir.mkdir(exist_ok=True)
    log = tmp_path / "tesseract.log"
    script = bindir / "tesseract"
    script.write_text(f'#!/bin/sh\necho "$*" >> {log}\n' + (body or f'exec {TESSERACT} "$@"\n'))
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("PATH", f"{bindir}{os.pathsep}{os.environ['PATH']}")
    return log


def ocr_runs(log: Path) -> int:
    return sum("stdin" in line for line in log.read_text().splitlines()) if log.exists() else 0


@pytest.mark.slow  # (a few seconds: real OCR through the CLI)
def test_words_in_a_screenshot_are_found_and_a_camera_photo_is_only_read_on_request(tmp_path):
    r = random.Random(1)
    drawn = r.sample(WORDS, 6)
    shot_words, photo_words = drawn[:3], drawn[3:]
    root = tmp_path / "home"
    picture(root / "Pictures" / "Screenshot 2026-03-01 at 10.15.02.png", [" ".join(shot_words), "Total 42.50"])
    ex = Image.Exif()
    ex[0x010F], ex[0x0110] = "Canon", "EOS 80D"
    picture(root / "Pictures" / "beach.jpg", [" ".join(photo_words)], size=(1600, 1000), exif=ex)
    (root / "notes.txt").write_text("nothing about the picture here\n")
    out = scan(root)
    assert out["content"]["pictures"]["read"] == 2  # both looked at; the photo passed over by the rule
    for w in shot_words:
        hits = grep(w)
        assert [h["path"].rsplit("/", 1)[-1] for h in hits] == ["Screenshot 2026-03-01 at 10.15.02.png"], w
        assert "OCR" in hits[0]["snippets"][0]["where"]
    assert grep(photo_words[0]) == []  # a camera photo is not OCRed during a scan
    # ... but reading it asks Tesseract
    res = cli("read", str(root / "Pictures" / "beach.jpg"))
    assert res.exit_code == 0 and all(w in res.output.lower() for w in photo_words), res.output
    st = status()
    assert st["content"]["ocr"] == 1 and st["content"]["ocr_skipped"] == 0
    assert "OCR: 1 scan(s) and picture(s) read" in cli("status").output


@pytest.mark.slow  # (a few seconds: real OCR through the CLI)
def test_a_scanned_pdf_becomes_searchable_and_says_which_page(tmp_path):
    r = random.Random(2)
    words = r.sample(WORDS, 6)
    root = tmp_path / "home"
    scanned_pdf(
        root / "Documents" / "lease.pdf",
        [[f"Page one mentions {words[0]} and {words[1]}"], [f"The second page has {words[2]} and {words[3]}"]],
    )
    scan(root)
    for word, page in ((words[0], 1), (words[1], 1), (words[2], 2), (words[3], 2)):
        hits = grep(word)
        assert len(hits) == 1 and hits[0]["path"].endswith("lease.pdf"), word
        assert hits[0]["snippets"][0]["where"].startswith(f"page {page}"), hits[0]["snippets"]
    assert grep(words[4]) == []  # (a word that isn't there is not found: the test can fail)
    assert status()["content"]["ocr"] == 1


@pytest.mark.slow  # (a few seconds: real OCR through the CLI)
def test_ocr_is_cached_by_content_so_a_rescan_or_a_copy_never_runs_tesseract_again(tmp_path, monkeypatch):
    log = counting_tesseract(tmp_path, monkeypatch)
    root = tmp_path / "home"
    picture(root / "scans" / "receipt.png", ["Receipt for a blueberry pelican"])
    scanned_pdf(root / "scans" / "letter.pdf", [["A walnut letter"], ["Its cinnamon second page"]])
    scan(root)
    first = ocr_runs(log)
    assert first == 3  # one picture, two pages
    shutil.copy(root / "scans" / "receipt.png", root / "scans" / "receipt copy.png")
    (root / "scans" / "letter.pdf").rename(root / "scans" / "letter (renamed).pdf")
    os.utime(root / "scans" / "receipt.png", (time.time() + 5, time.time() + 5))  # changed date, same bytes
    scan(root)
    assert ocr_runs(log) == first
    assert {h["path"].rsplit("/", 1)[-1] for h in grep("pelican")} == {"receipt.png", "receipt copy.png"}
    assert [h["path"].rsplit("/", 1)[-1] for h in grep("cinnamon")] == ["letter (renamed).pdf"]
    # the text read from the user's scans goes with the index
    cache = tmp_path / "fshome" / ocr.CACHE_NAME
    assert cache.exists()
    assert cli("reset", "--yes").exit_code == 0
    assert not cache.exists()


@pytest.mark.slow  # (a few seconds: real OCR through the CLI)
def test_with_ocr_off_status_counts_scans_skipped_and_turning_it_on_reads_them(tmp_path, monkeypatch):
    root = tmp_path / "home"
    scanned_pdf(root / "scan.pdf", [["The orchestra tangerine memo"]])
    picture(root / "Screenshot 1.png", ["zeppelin umbrella"])
    monkeypatch.setenv("FILESCOUT_OCR", "0")
    out = scan(root)
    assert "pictures" not in out["content"] or out["content"]["pictures"]["read"] == 0
    assert grep("orchestra") == [] and grep("zeppelin") == []
    st = status()
    assert (st["content"]["ocr"], st["content"]["ocr_skipped"]) == (0, 1)
    assert "1 scan(s) without text not read (OCR is turned off" in cli("status").output
    monkeypatch.setenv("FILESCOUT_OCR", "1")
    scan(root)  # nothing changed on disk, but the scan read without OCR is read again
    assert [h["path"].rsplit("/", 1)[-1] for h in grep("orchestra")] == ["scan.pdf"]
    assert [h["path"].rsplit("/", 1)[-1] for h in grep("zeppelin")] == ["Screenshot 1.png"]
    st = status()
    assert (st["content"]["ocr"], st["content"]["ocr_skipped"]) == (2, 0)


def test_without_tesseract_scans_are_counted_as_skipped(tmp_path, monkeypatch):
    root = tmp_path / "home"
    scanned_pdf(root / "scan.pdf", [["The orchestra tangerine memo"]])
    empty = tmp_path / "nobin"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    scan(root)
    assert status()["content"]["ocr_skipped"] == 1
    assert "Tesseract isn't installed" in cli("status").output


def test_a_hanging_tesseract_is_stopped_with_a_per_file_error_and_the_scan_goes_on(tmp_path, monkeypatch):
    # not exec'd: the sleep is a child of the script, and must be stopped with it
    log = counting_tesseract(
        tmp_path, monkeypatch, 'case "$1" in --list-langs) printf "List of\\neng\\n"; exit 0;; esac\nsleep 60\n'
    )
    monkeypatch.setattr(ocr, "PAGE_SECONDS", 1.0)
    root = tmp_path / "home"
    picture(root / "Screenshot 1.png", ["harbour lantern"])
    (root / "notes.txt").write_text("the marmalade recipe\n")
    t0 = time.monotonic()
    out = scan(root)
    assert time.monotonic() - t0 < 20
    assert ocr_runs(log) == 1
    assert out["content"]["pictures"] == {"read": 1, "errors": 1, "left": 0}
    assert [h["path"].rsplit("/", 1)[-1] for h in grep("marmalade")] == ["notes.txt"]
    import sqlite3

    db = sqlite3.connect(tmp_path / "fshome" / "index.db")
    (err,) = db.execute(
        "SELECT c.error FROM content_files c JOIN files f ON f.id = c.file_id WHERE f.ext='png'"
    ).fetchone()
    db.close()
    assert "took too long" in err
    left = subprocess.run(["pgrep", "-f", "sleep 60"], capture_output=True, text=True).stdout.split()
    assert left == [], "the fake tesseract's sleep is still running"


@pytest.mark.slow  # (a few seconds: real OCR through the CLI)
def test_pictures_per_scan_are_bounded_and_the_next_scan_goes_on(tmp_path, monkeypatch):
    monkeypatch.setattr(ocr_scan, "IMAGES_PER_SCAN", 2)
    root = tmp_path / "home"
    words = ["harbour", "lantern", "velvet"]
    for i, w in enumerate(words):
        picture(root / f"Screenshot {i}.png", [f"{w} dolphin"], size=(900, 300))
    first = scan(root)["content"]["pictures"]
    assert first == {"read": 2, "errors": 0, "left": 1}
    assert len(grep("dolphin")) == 2
    second = scan(root)["content"]["pictures"]
    assert second == {"read": 1, "errors": 0, "left": 0}
    assert len(grep("dolphin")) == 3


def test_which_pictures_a_scan_reads():
    photo = {"width": 4000, "height": 3000, "camera": "Apple iPhone 14"}
    plain = {"width": 1600, "height": 900}
    assert ocr_rule("/h/Pictures/2024/beach.jpg", photo) == "a camera photo"
    assert ocr_rule("/h/Receipts/IMG_2231.jpg", photo) is None  # the folder says it holds text
    assert ocr_rule("/h/Pictures/IMG_2231 receipt.jpg", photo) is None
    assert ocr_rule("/h/Pictures/IMG_2231.jpg", plain) == "named like a camera photo"
    assert ocr_rule("/h/Pictures/PXL_20240101_101010.jpg", plain) == "named like a camera photo"
    assert ocr_rule("/h/Pictures/diagram.png", plain) is None
    assert ocr_rule("/h/project/icons/save.png", {"width": 64, "height": 64}) == "too small to hold text"
    assert ocr_rule("/h/Desktop/Screenshot 2026-01-01.png", {"width": 200, "height": 100}) is None


def test_a_long_scan_is_ocred_up_to_the_page_limit_and_noted_as_truncated(tmp_path, monkeypatch):
    monkeypatch.setattr(ocr, "MAX_PAGES", 1)
    pdf = scanned_pdf(tmp_path / "long.pdf", [["first page velvet"], ["second page walnut"]])
    ex = extract(str(pdf), "pdf")
    assert "velvet" in ex.text and "walnut" not in ex.text
    assert ex.meta["ocr"] == 1 and ex.meta["ocr_truncated"] is True and ex.truncated
    assert "ocr_more" not in ex.meta  # (no cache: going on later would read the same page again)
    # with the cache, the next read goes on where this one stopped
    monkeypatch.setattr(ocr, "_config", ocr.Config(cache=str(tmp_path / ocr.CACHE_NAME)))
    assert extract(str(pdf), "pdf").meta["ocr_more"] is True
    again = extract(str(pdf), "pdf")
    assert "velvet" in again.text and "walnut" in again.text and again.meta["ocr"] == 2
    assert "ocr_more" not in again.meta and not again.truncated


def test_a_picture_too_large_to_decode_is_a_plain_error(tmp_path, monkeypatch):
    monkeypatch.setattr(ocr, "MAX_PIXELS", 10_000)
    p = picture(tmp_path / "Screenshot big.png", ["harbour"], size=(400, 300))
    ex = extract(str(p), "png")
    assert ex.error and "too large" in ex.error and "Traceback" not in ex.error


def test_languages_are_checked_against_what_tesseract_has(tmp_path, monkeypatch):
    p = picture(tmp_path / "Screenshot langs.png", ["harbour lantern velvet"], size=(900, 300))
    monkeypatch.setattr(ocr, "_config", ocr.Config(langs="eng+xklingon"))
    assert "lantern" in extract(str(p), "png").text  # the missing one is left out
    monkeypatch.setattr(ocr, "_config", ocr.Config(langs="xklingon"))
    ex = extract(str(p), "png")
    assert ex.error and "Tesseract has no data for xklingon" in ex.error and "eng" in ex.error
    monkeypatch.setattr(ocr, "_config", ocr.Config(langs="eng; rm -rf /"))
    assert "isn't a list of Tesseract languages" in extract(str(p), "png").error


def test_a_sensitive_scan_read_on_request_leaves_no_text_in_the_ocr_cache(tmp_path, fshome):
    # one process (a server, the dashboard) scans, which turns the cache on, then reads a WARN-tier scan on request
    root = tmp_path / "home"
    scanned_pdf(root / "Documents" / "lease.pdf", [["A walnut letter about the lease"]])
    scanned_pdf(root / "Documents" / "passwords.pdf", [["The orchestra zeppelin vault list"]])
    ctx = Context(fshome)
    try:
        REGISTRY.call("scan", {"path": str(root)}, ctx)
        shown = REGISTRY.call("read_file", {"path": str(root / "Documents" / "passwords.pdf")}, ctx).text
    finally:
        ctx.close()
    assert "zeppelin" in shown.lower() and shown.startswith("Warning:")  # read, with the warning
    with sqlite3.connect(fshome / ocr.CACHE_NAME) as conn:
        kept = " ".join(t for (t,) in conn.execute("SELECT text FROM ocr_cache")).lower()
    assert "walnut" in kept  # the ordinary scan is cached (the test can fail)
    assert "zeppelin" not in kept and "orchestra" not in kept  # the sensitive one's text is stored nowhere
