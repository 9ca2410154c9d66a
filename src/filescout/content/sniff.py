"""Cheap facts about a file from its first bytes: type, encoding, dimensions, pages.

No heavy dependency: image headers are parsed directly, and charset-normalizer
and pypdf are used only when installed.
"""

from __future__ import annotations

import codecs
import mimetypes
import re
import struct
import zipfile
from pathlib import Path

from ..errors import FilescoutError
from .budgets import opened

SNIFF_BYTES = 8192

_MAGIC: list[tuple[bytes, int, str, str]] = [
    (b"%PDF-", 0, "application/pdf", "PDF document"),
    (b"\x89PNG\r\n\x1a\n", 0, "image/png", "PNG image"),
    (b"\xff\xd8\xff", 0, "image/jpeg", "JPEG image"),
    (b"GIF87a", 0, "image/gif", "GIF image"),
    (b"GIF89a", 0, "image/gif", "GIF image"),
    (b"BM", 0, "image/bmp", "BMP image"),
    (b"II*\x00", 0, "image/tiff", "TIFF image"),
    (b"MM\x00*", 0, "image/tiff", "TIFF image"),
    (b"\x1f\x8b", 0, "application/gzip", "gzip archive"),
    (b"BZh", 0, "application/x-bzip2", "bzip2 archive"),
    (b"\xfd7zXZ\x00", 0, "application/x-xz", "xz archive"),
    (b"7z\xbc\xaf\x27\x1c", 0, "application/x-7z-compressed", "7-Zip archive"),
    (b"Rar!\x1a\x07", 0, "application/vnd.rar", "RAR archive"),
    (b"\x7fELF", 0, "application/x-executable", "ELF executable"),
    (b"MZ", 0, "application/x-msdownload", "Windows executable"),
    (b"ID3", 0, "audio/mpeg", "MP3 audio"),
    (b"fLaC", 0, "audio/flac", "FLAC audio"),
    (b"OggS", 0, "audio/ogg", "Ogg audio"),
    (b"SQLite format 3\x00", 0, "application/vnd.sqlite3", "SQLite database"),
    (b"{\\rtf", 0, "application/rtf", "RTF document"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 0, "application/x-ole-storage", "Microsoft Office (legacy) document"),
]
_OOXML = {
    "word/": ("application/vnd.openxmlformats-officedocument.wordprocessingml.document", "Word document"),
    "xl/": ("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "Excel workbook"),
    "ppt/": ("application/vnd.openxmlformats-officedocument.presentationml.presentation", "PowerPoint presentation"),
}


def read_head(path: str | Path, n: int = SNIFF_BYTES) -> bytes:
    """The first ``n`` bytes of a regular file (never a FIFO, socket or device: those are refused)."""
    with opened(path) as f:
        return f.read(n)


def sniff(path: str | Path, head: bytes | None = None) -> dict:
    """{"mime", "description", "binary"} from content, falling back on the extension."""
    head = read_head(path) if head is None else head
    for magic, off, mime, desc in _MAGIC:
        if head[off : off + len(magic)] == magic:
            return {"mime": mime, "description": desc, "binary": mime != "application/rtf"}
    if head[4:8] == b"ftyp":
        brand = head[8:12]
        if brand.startswith((b"M4A", b"M4B")):
            return {"mime": "audio/mp4", "description": "MPEG-4 audio", "binary": True}
        if brand.startswith(b"qt"):
            return {"mime": "video/quicktime", "description": "QuickTime video", "binary": True}
        if brand.startswith((b"heic", b"heix", b"mif1")):
            return {"mime": "image/heic", "description": "HEIC image", "binary": True}
        return {"mime": "video/mp4", "description": "MPEG-4 video", "binary": True}
    if head[:4] == b"RIFF":
        kind = head[8:12]
        table = {b"WEBP": ("image/webp", "WebP image"), b"WAVE": ("audio/wav", "WAV audio"),
                 b"AVI ": ("video/x-msvideo", "AVI video")}  # fmt: skip
        if kind in table:
            mime, desc = table[kind]
            return {"mime": mime, "description": desc, "binary": True}
    if head[:4] == b"\x1aE\xdf\xa3":
        return {"mime": "video/x-matroska", "description": "Matroska/WebM video", "binary": True}
    if head[:4] == b"PK\x03\x04":
        kind = _zip_kind(path)
        return {"mime": kind[0], "description": kind[1], "binary": True}
    guessed = mimetypes.guess_type(str(path))[0]
    if is_binary(head):
        return {"mime": guessed or "application/octet-stream", "description": "binary data", "binary": True}
    return {"mime": guessed or "text/plain", "description": "text", "binary": False}


def _zip_kind(path: str | Path) -> tuple[str, str]:
    try:
        with opened(path) as f, zipfile.ZipFile(f) as z:
            names = z.namelist()[:200]
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, ValueError, EOFError, FilescoutError):
        return "application/zip", "ZIP archive (damaged)"
    if "mimetype" in names and any(n.startswith("META-INF/") for n in names):
        return "application/epub+zip", "EPUB e-book"
    for prefix, kind in _OOXML.items():
        if any(n.startswith(prefix) for n in names):
            return kind
    return "application/zip", "ZIP archive"


_TEXT_BYTES = bytes([7, 8, 9, 10, 11, 12, 13, 27, *range(32, 256)])


def is_binary(head: bytes) -> bool:
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return False
    if b"\x00" in head:
        return True
    if not head:
        return False
    ctrl = len(head.translate(None, _TEXT_BYTES))  # the control bytes left after deleting text ones (C speed)
    return ctrl / len(head) > 0.1


def detect_encoding(sample: bytes) -> str:
    """A text encoding for ``sample``: BOMs, then UTF-8, then charset-normalizer, then cp1252/latin-1."""
    if sample.startswith(codecs.BOM_UTF8):
        return "utf-8-sig"
    if sample.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return "utf-16"
    try:
        sample.decode("utf-8")
        return "utf-8"
    except UnicodeDecodeError as exc:
        # a multi-byte sequence cut at the end of the sample is still UTF-8
        if exc.start >= len(sample) - 3 and exc.reason.startswith("unexpected end"):
            return "utf-8"
    non_ascii = sum(1 for b in sample if b > 0x7F)
    if non_ascii >= 64:  # enough evidence for a detector; with less, it mistakes cp1252 for cp1250 and friends
        try:
            from charset_normalizer import from_bytes

            best = from_bytes(sample).best()
            if best is not None and best.encoding:
                return best.encoding
        except ImportError:
            pass
    try:
        sample.decode("cp1252")
        return "cp1252"
    except UnicodeDecodeError:
        return "latin-1"


def image_size(path: str | Path, head: bytes | None = None) -> tuple[int, int] | None:
    """(width, height) from PNG, GIF, BMP, WebP and JPEG headers."""
    try:
        with opened(path) as f:
            data = f.read(64 * 1024)
    except (OSError, FilescoutError):
        return None
    try:
        if data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR":
            return struct.unpack(">II", data[16:24])
        if data[:6] in (b"GIF87a", b"GIF89a"):
            return struct.unpack("<HH", data[6:10])
        if data[:2] == b"BM":
            w, h = struct.unpack("<ii", data[18:26])
            return w, abs(h)
        if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
            chunk = data[12:16]
            if chunk == b"VP8X":
                return 1 + int.from_bytes(data[24:27], "little"), 1 + int.from_bytes(data[27:30], "little")
            if chunk == b"VP8 ":
                w, h = struct.unpack("<HH", data[26:30])
                return w & 0x3FFF, h & 0x3FFF
            if chunk == b"VP8L":
                b = data[21:25]
                return 1 + (((b[1] & 0x3F) << 8) | b[0]), 1 + (
                    ((b[3] & 0xF) << 10) | (b[2] << 2) | ((b[1] & 0xC0) >> 6)
                )
        if data[:2] == b"\xff\xd8":
            i = 2
            while i + 9 < len(data):
                if data[i] != 0xFF:
                    i += 1
                    continue
                marker = data[i + 1]
                if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7:
                    i += 2
                    continue
                seg = struct.unpack(">H", data[i + 2 : i + 4])[0]
                if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
                    h, w = struct.unpack(">HH", data[i + 5 : i + 9])
                    return w, h
                i += 2 + seg
    except (struct.error, IndexError):
        return None
    return None


_PAGE_RE = re.compile(rb"/Type\s*/Page(?![a-zA-Z])")


def pdf_pages(path: str | Path, max_bytes: int = 64 * 1024 * 1024) -> int | None:
    """Page count with pypdf when installed, else by counting page objects (bounded)."""
    try:
        import pypdf

        try:
            with opened(path) as f:
                reader = pypdf.PdfReader(f)
                if reader.is_encrypted:
                    try:
                        reader.decrypt("")
                    except Exception:
                        return None
                try:  # the page tree's own count: a 300,000-page PDF is not walked page by page
                    return int(reader.trailer["/Root"]["/Pages"]["/Count"])
                except Exception:
                    return len(reader.pages)
        except Exception:
            return None
    except ImportError:
        pass
    try:
        with opened(path) as f:
            data = f.read(max_bytes)
    except (OSError, FilescoutError):
        return None
    n = len(_PAGE_RE.findall(data))
    return n or None
