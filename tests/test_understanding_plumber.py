"""Understanding on the "plumber" home (issue 11; set AH, written blind and then read): a plumber's jobs, quotes
and certificates, a video editor's projects (rushes, proxies, renders, music licences), a student's modules and
dissertation, a household. The classes: a project's name said in full before "project"; licences named for a
project said with what it is ("the Valley RFC documentary"); a thing asked for that nothing is ("the wedding
invitations"); accounts and warranties declined; a file's path typed with spaces; a folder said with its parent's
name in an action ("the Hartley rushes"); "empty"; follow-ups pointing back to a folder ("most of it"), to a count
("list them"), to one type among those shown ("delete the png"), with a date only ("how many from this year");
a kind kept in a folder and elsewhere ("how many screenshots"); what a named text file says about a word.
Every expectation comes from the home's own list of files (bench/eval/homes_plumber.py), never from filescout."""

from __future__ import annotations

import datetime as dt
import os
import re
import sys
from pathlib import Path

import pytest

EVAL = Path(__file__).resolve().parents[1] / "bench" / "eval"
sys.path.insert(0, str(EVAL))
import homes  # noqa: E402  (registers the homes)
import inproc  # noqa: E402
from inproc import ask, chat, listed, paths, planned, reply, visible  # noqa: E402


@pytest.fixture(scope="module")
def plumber(tmp_path_factory):
    return inproc.InProcessHome("plumber", tmp_path_factory.mktemp("homes"), "2026-11-25")


def _name(path: str) -> str:
    return path.rsplit("/", 1)[-1]


def _year(e) -> int:
    """The year a generated file was last changed, as the generator dates it (the home's day at noon)."""
    now = dt.datetime(2026, 11, 25, 12).timestamp()
    return dt.datetime.fromtimestamp(homes.mtime_of(e, now)).year


def _last(said: str) -> str:
    return said.strip().splitlines()[-1]


def test_a_project_said_in_full_and_licences_named_for_it(plumber):
    promo = "Editing/Projects/Brightside Coffee Promo"
    biggest = sorted(visible(plumber, re.escape(promo) + "/.+"), key=lambda e: -e.size)[:5]
    out = ask(plumber, "Largest files in the Brightside Coffee Promo project?")
    assert out["arguments"]["path"].endswith(promo), out["arguments"]
    shown = [f["path"] for f in out["result"]["files"]]
    assert [os.path.relpath(p, plumber.home) for p in shown[:5]] == [e.path for e in biggest]
    licences = paths(plumber, r"Editing/Music licences/[^/]*Valley RFC[^/]*")
    assert len(licences) > 1 and paths(plumber, r"Editing/Projects/Valley RFC Documentary/.+")
    assert listed(plumber, ask(plumber, "Which music licences are for the Valley RFC documentary?")) == licences


def test_what_nothing_is_and_what_no_file_can_tell(plumber):
    assert not paths(plumber, r"(?i).*invitation.*") and paths(plumber, r".*Hartley Wedding/.+")
    out = ask(plumber, "show me the wedding invitations")
    assert out["tool"] is None and "'invitations'" in out["answer"], out["answer"]
    for q in ("which customers still owe me money", "which job made the most money",
              "is the patel boiler still under warranty"):  # fmt: skip
        out = ask(plumber, q)
        assert out["tool"] is None and out["answer"].startswith("I can't tell"), (q, out["answer"])
    out = ask(plumber, "Could you send me a list of the Screwfix receipts?")  # ("send me": show, not an action)
    assert listed(plumber, out) == paths(plumber, r".+/Receipts/Screwfix[^/]*"), out["answer"]


def test_a_typed_path_with_spaces_and_a_folder_said_with_its_parent(plumber):
    # (plans only: the home's HOME and XDG folders are its own, under the test's temp dir)
    draft = "Uni/Year 3/Dissertation/diss draft v5.docx"
    assert paths(plumber, re.escape(draft)) and len(paths(plumber, r".+/diss draft v5\.docx")) > 1
    out = reply(plumber, f"rename {draft} to diss FINAL.docx")
    assert planned(plumber, out) == [draft] and out["arguments"]["new_name"] == "diss FINAL.docx", out
    wavs = paths(plumber, r"Editing/Projects/Hartley Wedding/Rushes/.+\.wav")
    assert wavs and len(paths(plumber, r".+\.wav")) > len(wavs)  # (other projects' WAVs are not meant)
    assert planned(plumber, reply(plumber, "Delete the .wav files from the Hartley rushes.")) == wavs
    empty = [e.path for e in visible(plumber, r"Downloads/[^/]+\.txt") if e.size == 0]
    assert len(empty) == 1
    assert planned(plumber, reply(plumber, "trash the empty text file in downloads")) == empty
    assert all(os.path.exists(os.path.join(plumber.home, p)) for p in [draft, *wavs, *empty])  # (plans only)


def test_follow_ups_that_point_back(plumber):
    said = _last(chat(plumber, "size of the Hartley Wedding folder", "what's taking up most of it?"))
    assert "Rushes" in said, said
    receipts = visible(plumber, r".+/Receipts/Screwfix[^/]*")
    this_year = [e for e in receipts if _year(e) == 2026]
    assert 0 < len(this_year) < len(receipts)
    said = _last(chat(plumber, "screwfix receipts", "how many from this year"))
    assert said.startswith(f"{len(this_year)} of those"), said
    (png,) = paths(plumber, r"Desktop/[^/]+\.png")
    said = chat(plumber, "whats on the desktop", "delete the png")
    assert "move to the trash 1 file" in said and _name(png) in said.split("Here's the plan:")[1], said
    cp12 = [e for e in visible(plumber, r".+/Gas Safety Records/CP12[^/]*") if _year(e) == 2026]
    said = _last(chat(plumber, "how many cp12s this year", "list them"))
    assert f"{len(cp12)} match in all" in said and all(_name(e.path) in said for e in cp12[:3]), said


def test_a_kind_kept_in_its_folder_and_elsewhere_is_counted_in_both(plumber):
    shots = [e for e in visible(plumber) if "screenshot" in e.path.lower()]
    assert {os.path.dirname(e.path) for e in shots} == {"Pictures/Screenshots", "Downloads"}
    assert ask(plumber, "how many screenshots")["result"]["count"] == len(shots)


def test_what_a_named_text_file_says_about_a_word(plumber):
    (notes,) = visible(plumber, r".+/Patel job notes\.txt")
    lines = [ln for ln in (notes.text or "").splitlines() if "filter" in ln.lower()]
    assert lines
    out = ask(plumber, "what does Patel job notes.txt say about the filter")
    assert out["tool"] == "search_file_content" and all(ln in out["answer"] for ln in lines), out["answer"]


def test_a_folders_every_item_is_named_when_there_are_few(plumber):
    loose = paths(plumber, r"Uni/Year 3/Dissertation/[^/]+")
    out = ask(plumber, "whats in my dissertation folder")
    assert all(_name(p) in out["answer"] for p in loose) and "…" not in out["answer"], out["answer"]
    mine = [e.path for e in visible(plumber, r"Editing/Invoices/[^/]+") if _year(e) == 2025]
    assert mine and sorted(
        listed(plumber, ask(plumber, "Please list the invoices in the Editing folder dated 2025."))
    ) == sorted(mine)
