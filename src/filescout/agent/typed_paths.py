"""Folder paths the user types, with the spaces the slot parser cut them at ("to Clients/Greenleaf Ltd/Invoices",
"to Travel to Spain"): as far as the index says they go, and never past it ("…/VAT returns" is no VAT folder)."""

from __future__ import annotations

import re

from .intents import Understanding
from .lookup import dated_folder
from .places import resolve_place, spaced_place


def _spaced_paths(ctx, question: str, u: Understanding) -> bool:
    """Folder paths typed with spaces in them ("to Clients/Greenleaf Ltd/Invoices"): the slot parser cuts a path at
    a space; the index says how far it goes. The words it took are no longer search terms."""
    s = u.slots
    _spaced_file(ctx, question, u)
    for attr in ("place", "destination"):
        said = getattr(s, attr)
        if not said or "/" not in said:
            continue
        longer = spaced_place(ctx, question, said)
        if not longer and (attr == "destination" or s.destination):
            new = spaced_place(ctx, question, said, new_leaf=True)  # ("to DOB Electrical/Van/Old": a new Old)
            longer = new if attr == "destination" or (new and new.startswith(f"{s.destination} ")) else None
        if longer and attr == "place" and s.destination and longer.startswith(s.destination + " "):
            s.destination, s.place, attr = longer, None, "destination"  # "to Nowak Cycles/Accounts/VAT": where to
        elif longer:
            setattr(s, attr, longer)
        if longer:
            used = {w.lower() for w in re.findall(r"\w+", longer)} - {w.lower() for w in re.findall(r"\w+", said)}
            s.terms = [t for t in s.terms if not set(re.findall(r"\w+", t.lower())) <= used]
            if s.type_word and set(re.findall(r"\w+", s.type_word.lower())) <= used:
                s.type = s.type_word = None  # ("in Music Work/PRS": the folder's word, not music files)
            u.rest = " ".join(w for w in u.rest.split() if not set(re.findall(r"\w+", w.lower())) <= used)
        went_on = _goes_on(question, longer or said) if attr == "destination" else None
        if went_on:  # "to Nowak Cycles/Accounts/VAT returns": not the VAT folder
            u.note = (
                f"I don't see a folder {went_on!r}, so I didn't plan anything. Say an existing folder, or create "
                "it first."
            )
            return True
    return False


def _spaced_file(ctx, question: str, u: Understanding) -> None:
    """A file's path typed with spaces in it ("rename Uni/Year 3/Dissertation/diss draft v5.docx to …"): the slot
    parser cuts it at a space; the longest run of the words before an extension that is an indexed file is it."""
    from .names import exact_file

    s = u.slots
    end = re.search(r"\.[A-Za-z0-9]{1,5}(?=[\s,?!]|$)", question)  # (the first file said: never one said after it)
    if not end or not s.filename or isinstance(exact_file(ctx, s.filename, None, s.filename_context), str):
        return  # (the parser's reading is a file: it stands)
    head = question[: end.end()]
    if "/" in head:
        for start in (m.start() for m in re.finditer(r"(?<!\S)\S", head)):
            said = head[start:].strip("'\"")
            if "/" not in said or " " not in said:
                continue
            if isinstance(exact_file(ctx, said, None), str):
                words = {w.lower() for w in re.findall(r"[\w'-]+", said)}
                s.filename, s.filename_context = said, None
                s.terms = [t for t in s.terms if not set(re.findall(r"[\w'-]+", t.lower())) <= words]
                if s.place and s.place.lower() in said.lower():
                    s.place = None
                if s.type_word and s.type_word.lower() in words:
                    s.type = s.type_word = None
                return


_AFTER_A_PATH = {"please", "pls", "plz", "folder", "directory", "dir", "for", "now", "and", "then", "too", "thanks",
                 "thank", "so", "as", "ok", "okay", "asap", "instead", "today"}  # fmt: skip


def _goes_on(question: str, path: str) -> str | None:
    """A typed path followed by more words that aren't a courtesy or "folder" ("…/VAT returns", "…/Packing slips
    2025"): the longer name the user said, which no folder has; None when nothing follows."""
    m = re.search(re.escape(path) + r"/?\s+([^\s?!.,;:]+)", question, re.I)
    if not m or m.group(1).lower() in _AFTER_A_PATH:
        return None
    return f"{path} {m.group(1)}"


def _longer_destination(ctx, question: str, u: Understanding) -> None:
    """A destination folder whose name goes on past a "to" or a space ("to Travel to Spain", "into Tax Returns"):
    the longest run of the words after it that is an indexed folder."""
    s = u.slots
    said = s.destination
    if not said or "/" in said:
        return
    # (the said word after "to"/"into": "move the Patel contract … into the Patel wedding folder")
    m = re.search(rf"\b(?:in)?to\s+(?:the\s+|my\s+)?{re.escape(said)}((?:\s+[\w\-&']+){{1,4}})", question, re.I)
    m = m or re.search(rf"(?<![\w/]){re.escape(said)}((?:\s+[\w\-&']+){{1,4}})", question, re.I)
    if not m:
        return
    more = m.group(1).split()
    for n in range(len(more), 0, -1):
        cand = said + " " + " ".join(more[:n])
        found = resolve_place(ctx, cand) and cand
        found = found or dated_folder(ctx.conn, cand)  # "into the Patel wedding folder" -> 2026-10-12 Patel Wedding
        if found:
            s.destination = found
            used = {w.lower() for w in more[:n]}
            s.terms = [t for t in s.terms if t.lower() not in used]
            return
