"""E-mail messages (.eml), with Python's email package: the headers people search by, the body, attachment names.

Subject, sender, recipients and date become metadata (and a "headers" section,
so a search finds a mail by who sent it); the body is the first text/plain part
that isn't an attachment, else the first text/html one as its visible text.
Attachments are listed by name, never read. A message is parsed from at most
``MAX_MAIL_BYTES`` (attachments come last, so a longer one loses those first),
and at most ``MAX_PARTS`` parts nested ``MAX_DEPTH`` deep are looked at.
"""

from __future__ import annotations

import email
import email.policy
from email.header import decode_header, make_header
from email.message import Message

from ..budgets import stream
from ..sniff import detect_encoding, is_binary
from .base import Budget, ExtractError, Extraction, Format, Section, lines_reader
from .html import html_sections
from .text import split_lines

MAX_MAIL_BYTES = 25 * 1000 * 1000
MAX_PARTS = 500
MAX_DEPTH = 20
MAX_HEADER = 2000  # characters of one header kept
MAX_NAMES = 100  # attachment names listed
HEADERS = ("Subject", "From", "To", "Cc", "Date")


def extract(path: str, budget: Budget) -> Extraction:
    raw = stream(path).read(MAX_MAIL_BYTES + 1)
    if is_binary(raw[:8192]):
        raise ExtractError("It holds binary data, not a mail message")
    too_long = len(raw) > MAX_MAIL_BYTES
    raw, too_many = _before_boundary(raw[:MAX_MAIL_BYTES], 2 * MAX_PARTS)
    msg = email.message_from_bytes(raw, policy=email.policy.compat32)
    parts, too_deep = _parts(msg)
    out = Extraction(truncated=too_long or too_many or too_deep)
    heads = {h: v for h in HEADERS if (v := _header(msg, h))}
    out.meta = {h.lower(): v for h, v in heads.items()}
    subject = heads.get("Subject")
    kept = budget.take("\n".join(f"{h}: {v}" for h, v in heads.items())) if heads else None
    if kept:
        out.sections.append(Section(kept, "headers", subject))
    names = [n for p in parts if (n := _filename(p))]
    body = _body([p for p in parts if not _is_attachment(p)], budget)
    for s in body.sections:
        s.loc, s.heading = f"body {s.loc}", subject
    out.sections += body.sections
    out.meta["parts"] = len(parts)
    if names:
        out.meta["attachments"] = names[:MAX_NAMES]
        kept = budget.take("Attachments: " + ", ".join(names[:MAX_NAMES]))
        if kept:
            out.sections.append(Section(kept, "attachments", subject))
    return out


def _before_boundary(raw: bytes, n: int) -> tuple[bytes, bool]:
    """``raw`` up to its ``n``-th line starting with "--" (every MIME boundary does), and whether it was cut: the
    parser, whose time grows with the parts, never sees many more parts than are looked at."""
    pos = -1
    for _ in range(n):
        pos = raw.find(b"\n--", pos + 1)
        if pos < 0:
            return raw, False
    return raw[: pos + 1], True


def _parts(msg: Message) -> tuple[list[Message], bool]:
    """The message's parts depth first (the message itself first), and whether some were left out."""
    out: list[Message] = []
    stack = [(msg, 0)]
    while stack:
        part, depth = stack.pop()
        if len(out) >= MAX_PARTS:
            return out, True
        out.append(part)
        payload = part.get_payload()
        if isinstance(payload, list):
            if depth >= MAX_DEPTH:
                return out, True
            stack += [(p, depth + 1) for p in reversed(payload) if isinstance(p, Message)]
    return out, False


def _header(msg: Message, name: str) -> str | None:
    value = msg.get(name)
    if value is None:
        return None
    value = str(value)[:MAX_HEADER]
    try:
        value = str(make_header(decode_header(value)))
    except Exception:  # a malformed encoded word: keep it as written
        pass
    return " ".join(value.split()) or None


def _filename(part: Message) -> str | None:
    try:
        name = part.get_filename()
    except Exception:
        return None
    if not name:
        return None
    try:
        name = str(make_header(decode_header(str(name)[:MAX_HEADER])))
    except Exception:
        pass
    return " ".join(name.split()) or None


def _is_attachment(part: Message) -> bool:
    return part.get_content_disposition() == "attachment" or _filename(part) is not None


def _text_of(part: Message) -> str:
    data = part.get_payload(decode=True) or b""
    charset = part.get_content_charset()
    try:
        return data.decode(charset or detect_encoding(data[:65536]), errors="replace")
    except LookupError:  # a charset Python doesn't know
        return data.decode(detect_encoding(data[:65536]), errors="replace")


def _body(parts: list[Message], budget: Budget) -> Extraction:
    """The first text/plain part, else the first text/html part as text."""
    for kind in ("text/plain", "text/html"):
        for part in parts:
            if part.get_content_type() == kind:
                text = _text_of(part)
                return split_lines(text, budget) if kind == "text/plain" else html_sections(text, budget, "part")
    return Extraction()


FORMAT = Format("eml", ("eml",), extract, lines_reader(extract))
