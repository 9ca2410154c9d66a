"""The date a photo was taken, from its EXIF data.

Pillow is used when installed; otherwise a small reader walks a JPEG's APP1
segment (or a TIFF header) to the DateTimeOriginal tag (0x9003), falling back
on DateTime (0x0132).
"""

from __future__ import annotations

import struct
import warnings
from datetime import datetime
from pathlib import Path

DATETIME_ORIGINAL = 0x9003
DATETIME = 0x0132
EXIF_IFD = 0x8769


def _parse(text: str) -> datetime | None:
    try:
        return datetime.strptime(text.strip("\x00 ").strip(), "%Y:%m:%d %H:%M:%S")
    except ValueError:
        return None


def exif_datetime(path: str | Path) -> datetime | None:
    try:
        from PIL import Image

        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # (a damaged EXIF block: no warning on the terminal)
                with Image.open(path) as im:
                    ex = im.getexif()
                    value = ex.get_ifd(EXIF_IFD).get(DATETIME_ORIGINAL) or ex.get(DATETIME)
                    return _parse(value) if isinstance(value, str) else None
        except Exception:
            return None
    except ImportError:
        return read_jpeg_exif_datetime(path)


def read_jpeg_exif_datetime(path: str | Path) -> datetime | None:
    try:
        with open(path, "rb") as f:
            data = f.read(256 * 1024)
    except OSError:
        return None
    tiff = None
    if data[:2] == b"\xff\xd8":
        i = 2
        while i + 4 <= len(data) and data[i] == 0xFF:
            marker = data[i + 1]
            seg = struct.unpack(">H", data[i + 2 : i + 4])[0]
            if marker == 0xE1 and data[i + 4 : i + 10] == b"Exif\x00\x00":
                tiff = data[i + 10 : i + 2 + seg]
                break
            if marker == 0xDA:
                break
            i += 2 + seg
    elif data[:4] in (b"II*\x00", b"MM\x00*"):
        tiff = data
    if not tiff or len(tiff) < 8:
        return None
    try:
        return _from_tiff(tiff)
    except (struct.error, IndexError):
        return None


def _from_tiff(t: bytes) -> datetime | None:
    end = "<" if t[:2] == b"II" else ">"

    def ifd(offset: int) -> dict[int, tuple[int, int, int, int]]:
        """tag -> (type, count, value field, entry position)."""
        n = struct.unpack(end + "H", t[offset : offset + 2])[0]
        tags = {}
        for k in range(n):
            e = offset + 2 + 12 * k
            tag, typ, count, value = struct.unpack(end + "HHII", t[e : e + 12])
            tags[tag] = (typ, count, value, e)
        return tags

    def ascii_of(entry: tuple[int, int, int, int]) -> str:
        _typ, count, value, pos = entry
        where = pos + 8 if count <= 4 else value  # short values live in the entry itself
        return t[where : where + count].decode("ascii", "replace")

    ifd0 = ifd(struct.unpack(end + "I", t[4:8])[0])
    if EXIF_IFD in ifd0:
        sub = ifd(ifd0[EXIF_IFD][2])  # a LONG offset, stored inline
        if DATETIME_ORIGINAL in sub:
            when = _parse(ascii_of(sub[DATETIME_ORIGINAL]))
            if when:
                return when
    if DATETIME in ifd0:
        return _parse(ascii_of(ifd0[DATETIME]))
    return None
