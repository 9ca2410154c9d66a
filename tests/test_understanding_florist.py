"""Understanding on the "florist" home (issue 11; set AA, written blind and then read): a wedding florist's
Weddings/<year>/<date couple>/ folders (next year's booked ones too), her invoices a folder a year, her husband's
rides and routes, a child's Minecraft screenshots. The folders of a kind counted in every year folder or one
("how many weddings have I done altogether", "… booked in for next year"); a year said of a kind kept a folder a
year is that folder ("invoices issued in 2024"); "the largest file" is one file, which "it" then points to;
"their total size"; "delete the one in downloads" after duplicates; "and the jazz festival one?" beside the last
folder; a day of the month said alone ("since the 19th"); "free up space … room for the christmas photos". Every
expectation comes from the home's own list of files (bench/eval/homes_florist.py), never from filescout."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

EVAL = Path(__file__).resolve().parents[1] / "bench" / "eval"
sys.path.insert(0, str(EVAL))
import homes  # noqa: E402,F401  (registers the homes)
import inproc  # noqa: E402
from inproc import ask, chat, paths, planned, size_of  # noqa: E402

WEDDINGS = "Wild Iris Flowers/Weddings"


@pytest.fixture(scope="module")
def florist(tmp_path_factory):
    return inproc.InProcessHome("florist", tmp_path_factory.mktemp("homes"), "2026-11-24")


def _weddings(h, year: str) -> set[str]:
    """The wedding folders of a year: the folders the home's files are in, one level inside Weddings/<year>."""
    return {p.split("/")[3] for p in paths(h, rf"{WEDDINGS}/{year}/[^/]+/.+")}


def test_the_folders_of_a_kind_are_counted_in_each_year_folder(florist):
    done = {y: len(_weddings(florist, y)) for y in ("2025", "2026")}
    booked = len(_weddings(florist, "2027"))
    assert all(done.values()) and booked and not paths(florist, rf"{WEDDINGS}/2028/.+")
    out = ask(florist, "how many weddings have I done altogether")
    assert out["tool"] == "count_folders" and out["result"]["count"] == sum(done.values()), out["answer"]
    assert out["answer"].startswith(f"{sum(done.values())} weddings"), out["answer"]  # (next year's are booked)
    assert ask(florist, "how many weddings did I do this year")["result"]["count"] == done["2026"]
    assert ask(florist, "how many weddings are booked in for next year")["result"]["count"] == booked
    assert ask(florist, "how many weddings did I do in 2025")["result"]["count"] == done["2025"]


def test_a_year_said_of_files_kept_a_folder_a_year_is_that_folder(florist):
    in_2024 = paths(florist, r"Wild Iris Flowers/Invoices/2024/[^/]+")
    assert in_2024 and paths(florist, r"Wild Iris Flowers/Invoices/[^/]+\.docx")  # (a template beside the years)
    out = ask(florist, "How many invoices were issued in 2024?")
    assert out["result"]["count"] == len(in_2024), out["answer"]
    said = chat(florist, "How many invoices were issued in 2025?", "And in 2024?")
    assert f"You have {len(in_2024)} files" in said.strip().splitlines()[-1], said


def test_the_largest_file_is_one_file_and_it_is_what_it_points_to(florist):
    entries = inproc.visible(florist, r"Wild Iris Flowers/Accounts/.+")
    biggest = max(entries, key=lambda e: e.size)
    out = ask(florist, "What is the largest file in the Accounts folder?")
    assert [f["path"] for f in out["result"]["files"]] == [os.path.join(florist.home, biggest.path)], out["answer"]
    said = chat(florist, "What is the largest file in the Accounts folder?", "when was it last changed")
    last = said.strip().splitlines()[-1]
    assert last.startswith(os.path.basename(biggest.path)) and "modified 20" in last, said


def test_their_total_size_after_a_list(florist):
    routes = r"Cycling/Routes/Ras Mumhan[^/]+\.gpx"
    said = chat(florist, "gpx routes for the ras", "what's their total size")
    assert f"{len(paths(florist, routes))} files, {size_of(florist, routes)}" in said.strip().splitlines()[-1], said


def test_the_one_in_a_folder_after_duplicates_is_the_copy_there(florist):
    zips = paths(florist, r"(?:Downloads|Wild Iris Flowers/Weddings/.+)/[^/]*photographer preview\.zip")
    assert len(zips) == 2
    said = chat(florist, "are there any duplicates bigger than 100 MB", "delete the one in downloads")
    assert "1 file" in said and "Maeve & Cian - photographer preview.zip (in Downloads)" in said, said
    assert os.path.exists(os.path.join(florist.home, zips[0])) and os.path.exists(os.path.join(florist.home, zips[1]))


def test_and_the_other_one_beside_the_last_folder(florist):
    jazz = paths(florist, r"Wild Iris Flowers/Events/[^/]*Jazz Festival/[^/]+")
    said = chat(florist, "show me everything in the wreath workshop folder", "and the jazz festival one?")
    assert f"{len(jazz)} match in all" in said.strip().splitlines()[-1], said


def test_a_day_of_the_month_said_alone(florist):
    fits = paths(florist, r"Cycling/Rides/2026/2026-11-(?:19|2\d)-.+\.fit")
    assert fits
    out = ask(florist, "any new fit files since the 19th")
    assert out["arguments"].get("modified_after", "").startswith("2026-11-19"), out
    assert sorted(inproc.listed(florist, out)) == fits, out["answer"]


def test_freeing_up_space_for_some_photos_is_the_clean_up_report(florist):
    q = "help me free up space, the laptop keeps saying the disk is nearly full and I need room for the xmas photos"
    out = ask(florist, q)
    assert out["tool"] == "cleanup_suggestions" and planned(florist, out) is None, out["answer"]
    assert re.search(r"\d", out["answer"])


def test_a_word_naming_nothing_before_a_folder_of_a_kind_of_file_is_declined(florist):
    shots = paths(florist, r"Phone backup/Screenshots/[^/]+")
    assert shots and not paths(florist, r".*roblox.*")
    out = inproc.reply(florist, "show me my roblox screenshots")
    assert "roblox" in out["answer"] and "didn't guess" in out["answer"] and not out.get("result"), out
    mine = paths(florist, r".*/Minecraft screenshots/[^/]+")
    out = ask(florist, "show me my minecraft screenshots")  # (a folder is named so: those)
    assert mine and sorted(inproc.listed(florist, out)) == mine, out["answer"]


def test_a_possessive_folder_files_kept_a_year_and_a_year_in_the_names(florist):
    songs = paths(florist, r"Music/Saoirse's songs/[^/]+")
    assert songs and paths(florist, r"Saoirse/.+")  # (her own folder is another one)
    assert sorted(inproc.listed(florist, ask(florist, "show me Saoirse's songs"))) == songs
    rides = paths(florist, r"Cycling/Rides/\d{4}/[^/]+")  # (files a year, not a folder a ride)
    assert ask(florist, "how many rides")["result"]["count"] == len(rides)
    both = {y: paths(florist, rf".+/AIB business statement {y}-\d\d\.pdf") for y in ("2025", "2026")}
    said = chat(florist, "How many AIB statements are there for 2025?", "And for 2026?").strip().splitlines()
    assert f"You have {len(both['2025'])} files" in said[0] and f"You have {len(both['2026'])} files" in said[-1], said
