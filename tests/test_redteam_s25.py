"""Red team (session 25) for what changed in 103417d and 02e8f00: wildcard patterns as action targets
(selections._by_glob), destinations with spaces and names holding "to" (slots._destination), "rename it to <new
name>" in chat (followups), a type word plus the words before it naming one folder (place_words), "before/after" a
period (dates), types joined by or/and, leftovers planned without "all".

The promise under attack: no plan ever names a file the user did not clearly mean; odd input gets a plain answer,
never a traceback. Every expectation comes from the small tree below (its own list and the disk it wrote) or the
nurse home's list (bench/eval/homes_nurse.py), never from filescout. Cases filescout gets wrong today are
xfail(strict) with what it does instead."""

from __future__ import annotations

import fnmatch
import json
import os
import re
import sys
from datetime import datetime, timedelta
from pathlib import Path

import pytest

EVAL = Path(__file__).resolve().parents[1] / "bench" / "eval"
sys.path.insert(0, str(EVAL))
import homes  # noqa: E402
import inproc  # noqa: E402

E = homes.Entry
NOW = datetime.now()


def _days_since(when: datetime) -> float:
    return (NOW - when).total_seconds() / 86400


def _mid_last_month() -> datetime:
    first = NOW.replace(day=1, hour=12, minute=0, second=0, microsecond=0)
    return (first - timedelta(days=1)).replace(day=15)


# A small tree: a name prefix that no file has next to files the rest of the pattern fits, the same name in two
# folders, zips from 2024, 2025, last month and today, a folder "Phone Videos" that also holds a note and a cover
# picture, names with "to"/"into" in them, a folder named "Travel to Spain", hidden and noise-folder files, leftovers.
TREE = [
    E("Documents/2025-01 bank statement.pdf", 1000, 300),
    E("Documents/2025-02 bank statement.pdf", 1000, 280),
    E("Documents/Invoices/Invoice 2024-01.pdf", 1000, 600),
    E("Documents/Invoices/Invoice 2024-02.pdf", 1000, 580),
    E("Documents/old lease.pdf", 1000, 400),
    E("Documents/notes.txt", 100, 10),
    E("Downloads/old.zip", 1000, _days_since(datetime(2024, 6, 15, 12))),
    E("Downloads/mid.zip", 1000, _days_since(datetime(2025, 6, 15, 12))),
    E("Downloads/lastmonth.zip", 1000, _days_since(_mid_last_month())),
    E("Downloads/setup.zip", 1000, 60 / 86400),  # a minute ago
    E("Downloads/report.pdf", 100, 10),
    E("Downloads/movie.mp4.part", 100, 1),
    E("Downloads/.hidden movie.mkv.part", 100, 1),
    E(".cache/app/update.bin.part", 100, 1),
    E("Work/archive.zip", 1000, 5),
    E("Work/report.pdf", 1000, 5),
    E("Work/.hidden.zip", 1000, 5),
    E("Work/.git/pack.zip", 1000, 5),
    E("Media/Phone Videos/a.mp4", 1000, 5),
    E("Media/Phone Videos/notes.txt", 100, 5),
    E("Media/Phone Videos/cover.jpg", 100, 5),
    E("Books/Into the Wild.epub", 100, 5),
    E("Books/How to Cook.pdf", 100, 5),
    E("Travel to Spain/itinerary.pdf", 100, 5),
]


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    return inproc.TreeHome(tmp_path_factory.mktemp("s25"), "s25", TREE)


@pytest.fixture(scope="module")
def nurse(tmp_path_factory):
    return inproc.InProcessHome("nurse", tmp_path_factory.mktemp("homes"))


# -- helpers ------------------------------------------------------------------------------------------------------


def ask(h, q: str) -> dict:
    r = h.run(["ask", "--json", q])  # a refusal exits non-zero, with its plain message in the JSON
    assert "Traceback" not in r.stdout + r.stderr, r.stdout + r.stderr
    out = json.loads(r.stdout)
    assert r.returncode == 0 or (out.get("result") or {}).get("error"), r.stdout + r.stderr
    return out


def plan_of(h, out: dict) -> list[str] | None:
    """The plan's sources relative to the home; None when there is no plan, [] when it plans nothing."""
    plan = (out.get("result") or {}).get("plan")
    if plan is None:
        return None
    return sorted(os.path.relpath(s["source"], h.home) for s in plan["steps"] if "source" in s)


def planned(h, q: str) -> list[str] | None:
    return plan_of(h, ask(h, q))


def nothing(got) -> bool:
    return not got  # no plan, or a plan of no files


def vis(h, pattern: str) -> list[str]:
    return sorted(e.path for e in h.entries if not e.hidden_or_noise and re.fullmatch(pattern, e.path))


def mtime(h, path: str) -> datetime:
    return datetime.fromtimestamp(os.stat(h.home / path).st_mtime)


def chat_last(h, *lines: str) -> str:
    said = inproc.chat(h, *lines)
    assert "Traceback" not in said, said
    return said.strip().split("\n")[-1]


ZIPS_DL = r"Downloads/[^/]+\.zip"


# == 1. wildcards: the pattern is the whole name, never a part of it ==============================================


def test_a_prefix_no_file_has_is_never_dropped_from_the_pattern(tree):
    assert not [e for e in tree.entries if fnmatch.fnmatch(e.name.lower(), "invoice 2025-*.pdf")]
    assert nothing(planned(tree, "delete Invoice 2025-*.pdf"))


def test_a_bracket_class_is_never_dropped_from_the_pattern(tree):
    assert not [p for p in vis(tree, r"Downloads/[^/]+") if fnmatch.fnmatch(os.path.basename(p), "[ab]*.pdf")]
    assert nothing(planned(tree, "delete [ab]*.pdf in Downloads"))


def test_a_stray_bracket_is_not_a_star(tree):
    assert nothing(planned(tree, "delete *[ in Downloads"))


def test_a_pattern_over_subfolders_plans_the_pdfs_in_them(tree):
    want = vis(tree, r"Documents/[^/]+/[^/]+\.pdf")
    assert planned(tree, "delete Documents/*/*.pdf") in (None, want)


def test_a_pattern_in_a_folder_never_reaches_the_same_name_elsewhere(tree):
    assert planned(tree, "delete report.* in Work") in (None, ["Work/report.pdf"])


def test_a_pattern_in_the_named_folder_is_only_that_folder(tree):
    assert planned(tree, "delete report.* in the Work folder") == ["Work/report.pdf"]
    assert planned(tree, "delete *.zip in Downloads") == vis(tree, ZIPS_DL)
    assert planned(tree, "delete Downloads/*.zip") == vis(tree, ZIPS_DL)
    assert planned(tree, "delete ~/Downloads/*.zip") == vis(tree, ZIPS_DL)


def test_a_folder_pattern_leaves_hidden_files_and_noise_folders_out(tree):
    assert planned(tree, "delete Work/*.zip") == ["Work/archive.zip"]  # not .hidden.zip, not .git/pack.zip


@pytest.mark.parametrize(
    "question",
    ["delete *", "trash the files with a * in their name", "delete *.*", "move * into Archive", "delete */*.zip"],
)
def test_a_bare_star_everywhere_is_never_planned(tree, question):
    assert nothing(planned(tree, question))


@pytest.mark.parametrize("question", ["delete /etc/*.conf", "delete ../*.zip", "delete Downloads/../../*", "delete /*"])
def test_a_pattern_outside_the_roots_is_never_planned(tree, question):
    assert nothing(planned(tree, question))


@pytest.mark.parametrize(
    ("question", "keep"),
    [
        ("delete the *.zip files in Downloads older than a year", lambda h, p: mtime(h, p) < NOW - timedelta(365)),
        ("delete the *.zip files in Downloads bigger than 1 GB", lambda h, p: False),
        ("delete the *.zip files in Downloads from 2024", lambda h, p: mtime(h, p).year == 2024),
    ],
    ids=["older-than", "bigger-than", "year"],
)
def test_a_pattern_keeps_the_filters_said_with_it(tree, question, keep):
    want = [p for p in vis(tree, ZIPS_DL) if keep(tree, p)]
    assert len(want) < len(vis(tree, ZIPS_DL))
    got = planned(tree, question)
    assert got in (None, want) or (not want and not got), got


@pytest.mark.parametrize(
    "question",
    ["delete the files in Downloads that are not *.pdf", "delete all files but *.pdf in Downloads"],
)
def test_a_pattern_said_as_an_exception_is_never_the_plan(tree, question):
    rest = [p for p in vis(tree, r"Downloads/[^/]+") if not p.endswith(".pdf")]
    assert planned(tree, question) in (None, rest)


def test_a_pattern_with_a_file_to_keep_never_plans_that_file(tree):
    got = planned(tree, "delete *.zip in Downloads but keep old.zip")
    assert got is None or "Downloads/old.zip" not in got


def test_a_pattern_with_except_is_declined(tree):
    assert planned(tree, "delete *.zip in Downloads except old.zip") is None
    assert planned(tree, "don't delete *.zip") is None


@pytest.mark.parametrize(
    "question",
    [
        "delete *.zip?",
        "delete setup.zip??",
        "delete ?*? in Downloads",
        "delete %.zip in Downloads",
        "delete Downloads//*.zip",
        "delete */",
        "delete ~/*",
        "rename *.pdf to *.txt",
        "move Downloads/*.zip into Downloads",
        "delete ***",
        "delete * * * *",
        "delete .*",
        "delete 'a*b",
        "copy *.pdf\tinto Documents",
    ],
)
def test_odd_patterns_get_a_plain_answer_within_the_home(tree, question):
    out = ask(tree, question)
    assert out.get("answer")
    for p in plan_of(tree, out) or []:
        assert not p.startswith(".."), p
        assert not any(part.startswith(".") for part in p.split("/")), p  # no hidden file from a visible pattern


# == 2. destinations and names with "to" ===========================================================================


def test_a_name_beginning_with_into_or_holding_to_is_the_file(tree):
    out = ask(tree, "move Into the Wild.epub to Documents")
    assert plan_of(tree, out) == ["Books/Into the Wild.epub"]
    assert os.path.relpath(out["arguments"]["destination"].rstrip("/"), tree.home) == "Documents"
    out = ask(tree, "move How to Cook.pdf into Documents")
    assert plan_of(tree, out) == ["Books/How to Cook.pdf"]
    assert os.path.relpath(out["arguments"]["destination"].rstrip("/"), tree.home) == "Documents"


def test_a_destination_folder_with_to_in_its_name_is_that_folder(tree):
    out = ask(tree, "move Downloads/report.pdf to Travel to Spain")
    if plan_of(tree, out) is not None:
        assert os.path.relpath(out["arguments"]["destination"].rstrip("/"), tree.home) == "Travel to Spain"


def test_a_folder_with_to_in_its_name_is_a_place_in_a_question(tree):
    out = ask(tree, "what's in the Travel to Spain folder")
    assert "itinerary.pdf" in out["answer"], out["answer"]
    out = ask(tree, "copy the pdfs in the Travel to Spain folder to Desktop")  # the later "to" is where they go
    steps = out["result"]["plan"]["steps"]
    sources = [os.path.relpath(x["source"], tree.home) for x in steps if "source" in x]
    assert sources == ["Travel to Spain/itinerary.pdf"]
    assert os.path.relpath(out["arguments"]["destination"].rstrip("/"), tree.home) == "Desktop"


def test_a_new_folder_name_is_not_cut_by_the_filter_after_it(tree):
    out = ask(tree, "move the pdfs in Downloads into Desktop/new stuff older than a week")
    if plan_of(tree, out) is not None:
        assert os.path.relpath(out["arguments"]["destination"].rstrip("/"), tree.home) == "Desktop/new stuff"


def test_a_called_folder_followed_by_a_filter_keeps_its_name(nurse):
    out = ask(nurse, "move the Payslip 2025-*.pdf files into a folder called Payslips 2025 older than June")
    if plan_of(nurse, out) is not None:
        assert os.path.basename(out["arguments"]["destination"].rstrip("/")) == "Payslips 2025", out["answer"]


def test_a_called_folder_climbing_out_is_refused(tree):
    out = ask(tree, "move setup.zip into a folder called ../../escape")
    assert (out.get("result") or {}).get("error") or plan_of(tree, out) is None
    assert (tree.home / "Downloads" / "setup.zip").exists()


# == 3. "rename it to …" after one result ==========================================================================


def test_rename_it_to_a_path_is_refused(tree):
    last = chat_last(tree, "find old lease.pdf", "rename it to ../../escaped.pdf")
    assert "Here's the plan" not in last, last
    assert (tree.home / "Documents" / "old lease.pdf").exists()


def test_rename_it_to_a_name_with_to_in_it(tree):
    last = chat_last(tree, "find old lease.pdf", "rename it to Notes to self.pdf")
    assert "Here's the plan" in last and "to Documents/Notes to self.pdf." in last, last


def test_rename_them_after_several_asks_which(tree):
    last = chat_last(tree, "find the zips in Downloads", "rename it to backup.zip")
    assert "Here's the plan" not in last, last


def test_rename_it_then_more_words_is_not_one_long_name(tree):
    last = chat_last(tree, "find old lease.pdf", "rename it to Lease.pdf and move it to Archive")
    assert "and move it" not in last, last


def test_rename_it_keeps_the_extension_when_the_new_name_has_a_dot(tree):
    last = chat_last(tree, "find old lease.pdf", "rename it to lease v1.2")
    assert "Here's the plan" not in last or "lease v1.2.pdf" in last, last


# == 4. a type word plus the words before it naming a folder, as an action target =================================


def test_a_type_named_folder_as_a_target_plans_only_that_type(tree):
    assert planned(tree, "delete the phone videos") in (None, ["Media/Phone Videos/a.mp4"])


def test_phone_pics_never_plan_the_phone_videos(nurse):
    movs = vis(nurse, r"Pictures/Phone/[^/]+\.MOV")
    assert movs
    got = planned(nurse, "delete my phone pics")
    assert got is None or (got == vis(nurse, r"Pictures/Phone/[^/]+\.HEIC"))


def test_phone_backups_where_no_such_folder_is_never_planned(tree):
    assert nothing(planned(tree, "delete my phone backups"))


def test_a_type_named_folder_with_a_date_is_only_those_files(nurse):
    every = vis(nurse, r"Pictures/WhatsApp Video/[^/]+")
    want = [p for p in every if mtime(nurse, p) < datetime(NOW.year, 1, 1)]
    assert 0 < len(want) < len(every)
    assert planned(nurse, "delete the whatsapp videos from before this year") == want


# == 5. dates, joined types, leftovers =============================================================================


def _zips_dl(h, keep) -> list[str]:
    return [p for p in vis(h, ZIPS_DL) if keep(mtime(h, p))]


def test_before_a_year_is_before_it_began(tree):
    want = _zips_dl(tree, lambda t: t < datetime(2025, 1, 1))
    assert want == ["Downloads/old.zip"]
    assert planned(tree, "delete the zips in Downloads from before 2025") == want


def test_after_a_year_is_after_it_ended(tree):
    want = _zips_dl(tree, lambda t: t >= datetime(2025, 1, 1))
    assert planned(tree, "delete the zips in Downloads from after 2024") in (None, want)


def test_after_last_month_is_this_month(tree):
    want = _zips_dl(tree, lambda t: t >= NOW.replace(day=1, hour=0, minute=0, second=0, microsecond=0))
    assert "Downloads/setup.zip" in want and "Downloads/lastmonth.zip" not in want
    assert planned(tree, "delete the zips in Downloads from after last month") in (None, want)


def test_not_before_this_year_is_never_before_this_year(tree):
    got = planned(tree, "delete the zips in Downloads not before this year")
    assert got is None or all(mtime(tree, p).year == NOW.year for p in got)


def test_joined_types_keep_the_place_and_the_date(tree):
    want = [
        p
        for p in vis(tree, r"Downloads/[^/]+\.(zip|pdf)")
        if mtime(tree, p) < NOW - timedelta(365)  # "older than a year"
    ]
    assert want
    assert planned(tree, "delete the zip or pdf files in Downloads older than a year") == want


def test_unfinished_downloads_are_only_the_visible_ones(tree):
    assert planned(tree, "trash the unfinished downloads") == ["Downloads/movie.mp4.part"]


def test_unfinished_downloads_in_a_folder_holding_none_plan_nothing(tree):
    assert nothing(planned(tree, "trash the unfinished downloads in Work"))


def _start_of_last_month() -> datetime:
    return (NOW.replace(day=1) - timedelta(days=1)).replace(day=1, hour=0, minute=0, second=0, microsecond=0)


@pytest.mark.parametrize(
    "question",
    [
        "delete the zips in Downloads from before last month",
        "delete the zips in Downloads from before the last month",
        "delete the zips in Downloads changed prior to last month",
        "delete the zips in Downloads earlier than last month",
    ],
)
def test_before_last_month_never_plans_last_months_files(tree, question):
    want = _zips_dl(tree, lambda t: t < _start_of_last_month())
    assert want and "Downloads/lastmonth.zip" not in want
    assert planned(tree, question) in (None, want)
