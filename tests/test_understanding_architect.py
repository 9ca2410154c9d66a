"""Understanding on the "architect" home (issue 11; set I, written blind and then read): sizes said as "larger
than 1GB" (respelling once made it "large than" and the size a search word); names with letters Unicode doesn't
split ("Łódź", "Gdańsk") found by their plain spelling; a file name in brackets; a job number naming where a
folder is ("the Tender folder for J2412", "the J2302 site photos"); a type word that is a subfolder's name ("the
Revit backups": each Revit folder's Backup folder, for a question and for a plan); a word naming a file beside the
folder other words name ("the bat survey for Mill Lane"); "last week" as the last 7 days; declines (a private key,
a judgement, the future, what a document claims); follow-ups ("what about October?", "delete the Berlin one").
Every expectation comes from the home's own list of files (bench/eval/homes_architect.py), never from filescout.
The home is written as of the day its calendar questions were (2026-11-24) and the clock pinned to it."""

from __future__ import annotations

import os
import re
import sys
from datetime import datetime
from pathlib import Path

import pytest

EVAL = Path(__file__).resolve().parents[1] / "bench" / "eval"
sys.path.insert(0, str(EVAL))
import homes  # noqa: E402
import inproc  # noqa: E402
from inproc import ask, chat, listed, planned, rel, visible  # noqa: E402

GB = 1_000_000_000


@pytest.fixture(scope="module")
def architect(tmp_path_factory):
    return inproc.InProcessHome("architect", tmp_path_factory.mktemp("homes"), "2026-11-24")


@pytest.mark.parametrize("said", ["larger than 1GB", "bigger than 1 GB", "over 1GB"])
def test_larger_than_is_a_size_filter(architect, said):
    out = ask(architect, f"zip files {said}")
    want = sorted(e.path for e in visible(architect, r".+\.zip") if e.size > GB)
    assert want and listed(architect, out) == want
    assert out["arguments"].get("size_gt") and "query" not in out["arguments"]


def test_letters_without_an_accent_mark_are_found_by_their_plain_spelling(architect):
    (survey,) = visible(architect, r".+/Bat survey - Łódź Ecology\.pdf")
    out = ask(architect, "lodz ecology bat survey how big")
    assert rel(architect, out["arguments"]["path"]) == survey.path
    (film,) = visible(architect, r".+/Holiday Gdańsk 2025\.mp4")
    out = ask(architect, "how large is Holiday Gdansk 2025.mp4?")
    assert rel(architect, out["arguments"]["path"]) == film.path


def test_a_file_name_in_brackets_is_that_file(architect):
    (model,) = visible(architect, r"Projects/J2412[^/]*/Revit/J2412_Central\.rvt")
    out = ask(architect, "how big is the J2412 central model (J2412_Central.rvt)?")
    assert (out["tool"], rel(architect, out["arguments"]["path"])) == ("file_info", model.path)


def test_a_job_number_says_where_the_folder_is(architect):
    tender = visible(architect, r"Projects/J2412[^/]*/Tender/[^/]+")
    out = ask(architect, "What's in the Tender folder for J2412?")
    assert "name" not in out["arguments"] and rel(architect, out["arguments"]["path"]).endswith("/Tender")
    assert all(e.name in out["answer"] for e in tender)
    photos = visible(architect, r"Projects/J2302[^/]*/Site photos/.+")
    out = ask(architect, "how big are the J2302 site photos")
    assert re.fullmatch(r"Projects/J2302[^/]*/Site photos", rel(architect, out["arguments"]["path"]))
    assert homes.human(sum(e.size for e in photos)) in out["answer"]


def test_the_revit_backups_are_each_revit_folders_backup_folder(architect):
    backups = visible(architect, r"Projects/[^/]+/Revit/Backup/[^/]+")
    out = ask(architect, "how much space are the Revit backups eating?")
    assert len(backups) > 3 and homes.human(sum(e.size for e in backups)) in out["answer"]
    j2302 = sorted(e.path for e in backups if e.path.startswith("Projects/J2302"))
    assert planned(architect, ask(architect, "delete the revit backups for J2302")) == j2302
    assert all(os.path.exists(architect.home / p) for p in j2302)  # a plan only


def test_a_file_named_beside_the_folder_other_words_name(architect):
    (schedule,) = visible(architect, r"Projects/J2603[^/]*/Finishes schedule\.xlsx")
    out = ask(architect, "when did I last change the Finishes schedule for Café Ribeiro?")
    assert rel(architect, out["arguments"]["path"]) == schedule.path
    (cert,) = visible(architect, r"Running/Results/Berlin 2024 certificate[^/]*")
    out = ask(architect, "my Berlin marathon certificate, how big is that file?")
    assert rel(architect, out["arguments"]["path"]) == cert.path and homes.human(cert.size) in out["answer"]


def test_last_week_is_the_last_seven_days(architect):
    out = ask(architect, "any GPX files from last week?")
    gpx = visible(architect, r"Running/GPX/.+\.gpx")
    now = architect.now
    want = sorted(e.path for e in gpx if now - os.stat(architect.home / e.path).st_mtime < 7 * 86400)
    assert want and listed(architect, out) == want


@pytest.mark.parametrize(
    "question",
    [
        "show me my ssh private key",
        "is the Okafor design any good?",
        "will the planning committee approve J2412?",
        "does the RICS survey say the roof is in bad condition?",
        # who did what, and what was opened, printed or deleted: no index of files knows (never the newest files)
        "who edited the Revit model last",
        "which file did I open the most",
        "what did I delete last week",
        "delete the files I opened yesterday",
        # an event's time, another device, a cloud service
        "what time is my flight",
        "when is my dentist appointment",
        "what's in my work laptop's documents folder",
        "files shared with me on teams",
    ],
)
def test_secrets_judgements_and_claims_are_declined(architect, question):
    out = ask(architect, question)
    assert out["tool"] is None and planned(architect, out) is None
    assert not inproc.run_heldout.Home.names_in(architect, out["answer"]), out["answer"]


def test_an_empty_listing_says_what_was_looked_for(architect):
    newest = max(visible(architect, r"Downloads/.+"), key=lambda e: os.stat(architect.home / e.path).st_mtime)
    assert architect.now - os.stat(architect.home / newest.path).st_mtime > 7 * 86400  # nothing in the last week
    out = ask(architect, "what did I download last week")
    assert out["answer"] == "I didn't find any files in Downloads (last week)."


def test_follow_ups_by_month_and_by_a_word_of_the_name(architect):
    def month(e) -> tuple[int, int]:
        t = datetime.fromtimestamp(os.stat(architect.home / e.path).st_mtime)
        return t.year, t.month

    october = sorted(e.name for e in visible(architect, r"Music/Podcasts/.+") if month(e) == (2026, 10))
    said = chat(architect, "podcasts I downloaded this month", "what about October?").strip().splitlines()[-1]
    assert october and october == sorted(n.strip() for n in re.findall(r"[\w .&'-]+\.mp3", said))
    (berlin,) = visible(architect, r"Running/Bib scans/.*Berlin.*")
    said = chat(architect, "where are the bib scans", "delete the Berlin one").strip().splitlines()[-1]
    assert "Here's the plan" in said and berlin.name in said
    assert all(e.name not in said for e in visible(architect, r"Running/Bib scans/.+") if e is not berlin)


def test_the_unfinished_download_is_planned_by_its_type_of_two_words(architect):
    """The plan's selection read "partial download" as two types ("partial", "download") and found no .part file."""
    parts = [e.path for e in visible(architect, r"Downloads/[^/]+") if e.name.endswith((".part", ".crdownload"))]
    out = ask(architect, "delete the unfinished download in Downloads")
    assert parts and planned(architect, out) == sorted(parts)
