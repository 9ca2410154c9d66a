"""Understanding on the "retired" home (issue 11; held-out F until its failures were read, once set G was written):
a type word is a folder's name only when that folder holds most of those files; a word of a folder's name beside
dates ("the Whitby trip" -> "2026-09 Whitby"); words that describe the folder named ("the Madeira trip"); a folder
named "Family History" is not the history tool; "everything to do with X"; informal words for formal folder names
("grandkids"); "in the last week", "since Nov 17"; sizes "between 1 and 5 MB"; declines (another person's device,
a page or paragraph of a document, lines counted, judgements); actions on one folder's photos, on a device that
isn't indexed, on the empty files; follow-ups ("and the .bak one?", "how big is each one?", "and the cine films?",
"delete the copies in Downloads"). Every expectation comes from the home's own list of files
(bench/eval/homes_retired.py) or the disk it wrote, never from filescout. The home is written as of the day its
calendar questions were (2026-11-23) and the clock pinned to it (FILESCOUT_NOW)."""

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
from inproc import ask, chat, listed, planned, visible  # noqa: E402

DAY = 86400
IMAGES = (".jpg", ".jpeg", ".png", ".tif", ".tiff", ".heic", ".gif", ".webp")


@pytest.fixture(scope="module")
def retired(tmp_path_factory):
    return inproc.InProcessHome("retired", tmp_path_factory.mktemp("homes"), "2026-11-23")


def photos(entries) -> list[str]:
    return sorted(e.path for e in entries if e.name.lower().endswith(IMAGES))


def mtime(h, path: str) -> float:
    return os.stat(h.home / path).st_mtime


# -- places -----------------------------------------------------------------------------------------------------


def test_photos_are_every_photo_not_the_one_folder_named_photos(retired):
    """Allotment/Photos is named "Photos" but holds a few of them: "how many photos" counts them all."""
    out = ask(retired, "how many photos have I got")
    n = len(photos(visible(retired)))
    assert out["result"]["count"] == n and n > 100
    assert "path" not in out["arguments"]


@pytest.mark.parametrize(
    ("question", "folder"),
    [
        ("show me the photos from the Whitby trip", "Caravan/Trips/2026-09 Whitby"),
        ("have I still got any photos from the Madeira trip", "Travel/Madeira 2024"),
        ("show me the old family photos", "Family History/Old photos"),
    ],
)
def test_a_word_of_a_folders_name_is_that_folder(retired, question, folder):
    """A word beside dates in a folder's name ("2026-09 Whitby"), a word that says what the named folder is ("the
    Madeira trip", not Caravan/Trips), or words of the folder and its parent ("old family photos")."""
    out = ask(retired, question)
    assert listed(retired, out) == photos(visible(retired, re.escape(folder) + "/.*"))


def test_a_folder_named_history_is_a_folder(retired):
    out = ask(retired, "how big is the Family History folder?")
    assert out["tool"] == "disk_usage"
    total = sum(e.size for e in visible(retired, "Family History/.*"))
    assert homes.human(total) in out["answer"]


def test_the_type_word_that_ends_a_folders_name_is_the_name(retired):
    """ "in Email backups": the folder, not .bak files in it."""
    out = ask(retired, "which is the oldest file in Email backups")
    oldest = min(visible(retired, "Email backups/.*"), key=lambda e: mtime(retired, e.path))
    assert listed(retired, out)[0:1] and oldest.name in out["answer"].split(";")[0]


def test_everything_to_do_with_a_name_includes_the_folder_so_named(retired):
    out = ask(retired, "show me everything to do with Aunt Dot")
    found = set(listed(retired, out))
    named = {e.path for e in visible(retired, r".*Aunt Dot[^/]*")}
    inside = {e.path for e in visible(retired, r"Legal/Aunt Dot - probate/.*")}
    assert named | inside <= found


def test_an_informal_word_stands_for_the_formal_folder_name(retired):
    out = ask(retired, "how much space do the grandkids' videos take?")
    vids = [e for e in visible(retired, "Grandchildren/.*") if e.name.lower().endswith((".mp4", ".mov", ".avi"))]
    assert vids and homes.human(sum(e.size for e in vids)) in out["answer"]


# -- named files ------------------------------------------------------------------------------------------------


def test_where_is_a_whole_name_with_a_dash_in_it(retired):
    out = ask(retired, "where is Passport - Maggie.pdf")
    assert listed(retired, out) == ["Travel/Passports/Passport - Maggie.pdf"]
    assert "(in Travel/Passports)" in out["answer"]


@pytest.mark.parametrize(
    ("question", "path"),
    [
        ("find Geoff's cataract discharge letter", "Geoff - cataract surgery discharge.pdf"),
        (
            "when did i scan the telegram from the war office",
            "Family History/Scanned letters/Telegram - War Office 1917.tif",
        ),
    ],
)
def test_letter_and_scan_are_not_the_names_words(retired, question, path):
    """Generic words ("letter", "scan") don't send the question to a folder named so when the other words name
    one file."""
    out = ask(retired, question)
    assert os.path.basename(path) in out["answer"]
    assert "Bert to Kathleen" not in out["answer"] and "Kodachrome" not in out["answer"]


def test_a_type_word_that_is_the_names_word(retired):
    """ "Kodachrome slides": the scans named "Kodachrome box 1 - slide 07.tif", not presentations."""
    out = ask(retired, "how many Kodachrome slides did we scan")
    assert out["result"]["count"] == len(visible(retired, r".*/Kodachrome[^/]*"))


# -- dates and sizes --------------------------------------------------------------------------------------------


def test_in_the_last_week_is_the_last_seven_days(retired):
    out = ask(retired, "what have I changed in the last week?")
    now = inproc.run_heldout.clock_on("2026-11-23")
    want = sorted(e.path for e in visible(retired) if mtime(retired, e.path) > now - 7 * DAY)
    assert listed(retired, out) == want


def test_since_a_day_is_from_that_day_on(retired):
    out = ask(retired, "anything new on the desktop since Nov 17?")
    start = datetime(2026, 11, 17).timestamp()  # local midnight
    want = sorted(e.path for e in visible(retired, "Desktop/.*") if mtime(retired, e.path) > start)
    assert want and listed(retired, out) == want


def test_what_was_added_to_a_folder_is_not_a_destination(retired):
    out = ask(retired, "what did I add to the Allotment folder in August?")
    assert out["tool"] == "list_files"
    want = [e.path for e in visible(retired, "Allotment/.*") if "-08-" in e.name]
    assert want and listed(retired, out) == sorted(want)


def test_a_size_range_with_the_unit_said_once(retired):
    out = ask(retired, "files between 1 and 5 MB in Recipes")
    want = sorted(e.path for e in visible(retired, "Recipes/.*") if 1_000_000 < e.size < 5_000_000)
    assert want and listed(retired, out) == want


# -- declines ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "what's on Maggie's laptop?",
        "what's on the second page of Geoff's will?",
        "read me the third paragraph of the eulogy",
        "how many lines are in the Pilling brick wall note?",
        "is my blood pressure getting better?",
        "combien de photos de Zoé ai-je ?",
    ],
)
def test_declined_plainly(retired, question):
    out = ask(retired, question)
    assert out["tool"] is None and out["answer"].startswith("I ")
    assert not (out.get("result") or {}).get("plan")


# -- actions ----------------------------------------------------------------------------------------------------


def test_the_photos_of_one_folder_named_by_a_word(retired):
    out = ask(retired, "move the Madeira photos to Pictures/2024")
    assert planned(retired, out) == photos(visible(retired, "Travel/Madeira 2024/.*"))
    assert out["arguments"]["destination"].rstrip("/").endswith("Pictures/2024")


@pytest.mark.parametrize("where", ["the external drive", "my usb stick", "the NAS"])
def test_a_device_that_is_no_indexed_folder_is_asked_for(retired, where):
    out = ask(retired, f"move all the .avi files to {where}")
    assert out["tool"] is None and "path" in out["answer"]
    assert not (retired.home / "external").exists()


def test_get_rid_of_the_empty_files(retired):
    out = ask(retired, "get rid of the empty files")
    assert planned(retired, out) == sorted(e.path for e in visible(retired) if e.size == 0)


# -- follow-ups -------------------------------------------------------------------------------------------------


def test_the_sibling_with_another_extension(retired):
    said = chat(retired, "how big is Ashworth Family.ftm?", "and the .bak one?")
    bak = visible(retired, r".*/Ashworth Family\.ftm\.bak")[0]
    assert said.strip().splitlines()[-1].startswith("Ashworth Family.ftm.bak")
    assert homes.human(bak.size) in said.strip().splitlines()[-1]


def test_how_big_is_each_one(retired):
    said = chat(retired, "where are our wills kept?", "how big is each one?").strip().splitlines()[-1]
    for e in visible(retired, "Legal/Wills/.*"):
        assert f"{e.name} (in Wills): {homes.human(e.size)}" in said


def test_a_follow_up_naming_another_folder(retired):
    said = chat(retired, "how much space do the scanned slides take up?", "and the cine films?").strip()
    total = sum(e.size for e in visible(retired, "Videos/Cine film transfers/.*"))
    assert homes.human(total) in said.splitlines()[-1]


def test_delete_the_copies_in_a_folder_after_duplicates(retired):
    said = chat(retired, "duplicate files in Downloads", "delete the copies in Downloads").strip().splitlines()[-1]
    assert said.startswith("Here's the plan")
    by_size: dict[int, list[str]] = {}
    for e in visible(retired):
        if e.size:
            by_size.setdefault(e.size, []).append(e.path)
    # every file in Downloads with a same-sized file elsewhere (the generator's copies), and nothing outside it
    copies = [p for ps in by_size.values() if len(ps) > 1 for p in ps if p.startswith("Downloads/")]
    for p in copies:
        assert os.path.basename(p) in said
    assert "(in DNA)" not in said and "(in Bookings)" not in said


def test_whats_in_a_small_folder_names_its_subfolders_files(retired):
    out = ask(retired, "what's in the Legal folder")
    for e in visible(retired, "Legal/.*"):
        assert e.name in out["answer"]


# -- the bakery home (set H, written blind to be read) -----------------------------------------------------------


@pytest.fixture(scope="module")
def bakery(tmp_path_factory):
    return inproc.InProcessHome("bakery", tmp_path_factory.mktemp("homes"), "2026-11-23")


def test_delete_the_duplicates_in_a_folder_plans_the_copies_there_never_the_folder(bakery):
    """The red team's worst case: "delete the duplicates in Downloads" once planned to trash Downloads itself."""
    out = ask(bakery, "delete the duplicates in Downloads")
    plan = planned(bakery, out)
    assert plan and all(p.startswith("Downloads/") for p in plan)
    by_size: dict[int, list[str]] = {}
    for e in visible(bakery):
        if e.size:
            by_size.setdefault(e.size, []).append(e.path)
    for p in plan:  # each is a copy of a file kept elsewhere (the generator's own duplicates)
        assert any(q != p and not q.startswith("Downloads/") for q in by_size[bakery_size(bakery, p)])
    out = ask(bakery, "delete the stuff in Downloads")
    assert planned(bakery, out) is None and "Which files" in out["answer"]


def bakery_size(h, path: str) -> int:
    return next(e.size for e in h.entries if e.path == path)


def test_a_word_in_several_names_is_asked_about_even_when_one_name_is_just_it(bakery):
    out = ask(bakery, "delete cornetti")
    assert planned(bakery, out) is None and out["answer"].startswith("Do you mean Cornetti.docx")
    assert planned(bakery, ask(bakery, "delete the New Text Document on the desktop")) == [
        "Desktop/New Text Document.txt"
    ]


def test_old_is_what_the_date_says(bakery):
    out = ask(bakery, "can you delete the old rotas, the ones older than 3 months")
    now = inproc.run_heldout.clock_on("2026-11-23")
    want = sorted(e.path for e in visible(bakery, "Business/Staff/Rota/.*") if mtime(bakery, e.path) < now - 91 * DAY)
    assert want and planned(bakery, out) == want


def test_a_word_that_names_more_files_than_its_folder_holds_is_a_name(bakery):
    """Four builder's bills in Shop renovation/Invoices; every supplier's "... invoice 2026-10.pdf" elsewhere."""
    out = ask(bakery, "which invoices came in the last 30 days")
    now = inproc.run_heldout.clock_on("2026-11-23")
    want = sorted(
        e.path for e in visible(bakery) if "invoice" in e.name.lower() and mtime(bakery, e.path) > now - 30 * DAY
    )
    assert want and listed(bakery, out) == want


@pytest.mark.parametrize(
    "question",
    ["show me luca's tiktok videos", "list the files on the shop tablet", "which supplier is the cheapest for flour?"],
)
def test_bakery_declines(bakery, question):
    out = ask(bakery, question)
    assert out["tool"] is None and not (out.get("result") or {}).get("plan")


def test_history_homework_is_a_folder(bakery):
    out = ask(bakery, "lucas history homework")
    assert listed(bakery, out) == sorted(e.path for e in visible(bakery, "Luca/Homework/History/.*"))


def test_a_folder_named_by_words_apart(bakery):
    """ "nonnas handwritten recipes": no run of the words names a folder, "nonnas … recipes" does (Nonna's recipes);
    the word left over is said back, not silently dropped."""
    nonna = visible(bakery, r"Recipes/Nonna's recipes/.+")
    out = ask(bakery, "where are nonnas handwritten recipes")
    assert nonna and listed(bakery, out) == sorted(e.path for e in nonna)
    assert "'handwritten'" in out["answer"]


def test_a_folder_said_by_its_capitalised_name_after_from(bakery):
    cafe = visible(bakery, r"Business/Wholesale orders/The Reading Room Café/.+")
    out = ask(bakery, "how many orders from The Reading Room Café")
    assert out["arguments"]["path"].endswith("The Reading Room Café") and f"{len(cafe)} " in out["answer"]


def test_a_file_name_with_a_possessive(bakery):
    speech = visible(bakery, r"Family/.+/Nonna's speech\.MOV")
    assert len(speech) == 1
    out = ask(bakery, "how large is Nonna's speech.MOV?")
    assert out["arguments"]["path"].endswith(speech[0].path)


def test_a_shared_index_s_machines_left_in_the_process_are_not_this_local_index_s(retired):
    """The machines' table is one per process: a shared index's ("laptop", "nas"), left by another context (a test
    before this one in the same worker), must not make "Maggie's laptop" a machine of this local index."""
    from filescout.index import hosts

    hosts.configure({1: "laptop", 2: "nas"}, 1)
    try:
        out = ask(retired, "what's on Maggie's laptop?")
    finally:
        hosts.configure({}, None)
    assert out["tool"] is None and out["answer"].startswith("I can't see what's on Maggie's laptop"), out
