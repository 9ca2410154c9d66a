"""Understanding on the "guesthouse" home (issue 11; set W, written blind and then read): a bed & breakfast's
bookings, invoices and website photos, a boat skipper's logs and drone videos, and a retired sergeant's postcards,
blog and pension papers, asked in an elderly man's long, polite words too. Pictures of something a name says
("pics of the breakfast room", "room 3 pics"); courtesies that are not words to look for ("would you be so good as
to", "if you would be so kind", "I would like to see"); "my own folder, the one with my name on it"; "my piece
called …"; "tiff" for .tif; a Linux .run installer; "Word documents … I have been writing"; "the copy of … that is
sitting on the desktop"; "delete those" after the duplicates in a folder; "my postcard scans". Every expectation
comes from the home's own list of files (bench/eval/homes_guesthouse.py), never from filescout."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

EVAL = Path(__file__).resolve().parents[1] / "bench" / "eval"
sys.path.insert(0, str(EVAL))
import homes  # noqa: E402,F401  (registers the homes)
import inproc  # noqa: E402
from inproc import ask, chat, listed, planned  # noqa: E402


@pytest.fixture(scope="module")
def bnb(tmp_path_factory):
    return inproc.InProcessHome("guesthouse", tmp_path_factory.mktemp("homes"), "2026-11-24")


paths, size_of = inproc.paths, inproc.size_of
PICTURE = r"\.(?:jpe?g|png|tiff?|heic|gif|webp)"


@pytest.mark.parametrize(
    "question,pattern",
    [
        ("pics of the breakfast room", r"B&B/Website photos/Breakfast room\.jpg"),
        ("pictures of the lighthouse", r".*/[^/]*lighthouse[^/]*" + PICTURE),
        ("Do I have any pictures of Cricieth Castle?", r".*/Cricieth Castle[^/]*" + PICTURE),
    ],
)
def test_pictures_of_what_a_name_says_are_those_pictures(bnb, question, pattern):
    want = paths(bnb, "(?i)" + pattern)
    assert want
    out = ask(bnb, question)
    assert listed(bnb, out) == want


def test_a_filler_word_with_a_number_that_names_hold_together(bnb):
    room3 = paths(bnb, r"(?i).*/Room 3 - [^/]*" + PICTURE)
    out = ask(bnb, "room 3 pics")
    assert room3 and listed(bnb, out) == room3  # (never "Room 1 - Garden View 3.jpg": the words side by side)


@pytest.mark.parametrize(
    "question,pattern",
    [
        ("Would you be so good as to show me my pension papers? I need them for the solicitor.", r"Alun/Pension/.+"),
        ("I would like to see the pictures of the old harbour, if you would be so kind.", r"Alun/Postcards/Harbour.+"),
    ],
)
def test_courtesies_are_not_words_to_look_for(bnb, question, pattern):
    want = paths(bnb, pattern)
    out = ask(bnb, question)
    assert want and set(want) <= set(listed(bnb, out)), out["answer"]


def test_my_own_folder_the_one_with_my_name_is_that_folder(bnb):
    q = (
        "Good afternoon. Which are the largest files in my own folder, the one with my name on it, Alun? "
        "I should like to know what is filling it up."
    )
    biggest = max(
        (e for e in bnb.entries if e.path.startswith("Alun/") and not e.hidden_or_noise), key=lambda e: e.size
    )
    out = ask(bnb, q)
    assert out["arguments"]["path"].endswith("/Alun") and out["arguments"].get("sort_by") == "size"
    assert out["result"]["files"][0]["path"] == str(bnb.home / biggest.path)


def test_a_piece_called_its_name_is_that_file(bnb):
    (piece,) = paths(bnb, r".*/Cricieth in the war years\.docx")
    out = ask(bnb, "When did I last do any work on my piece called Cricieth in the war years?")
    assert out["arguments"] == {"path": str(bnb.home / piece)}


def test_tiff_is_the_tif_files_and_run_is_an_installer(bnb):
    tifs = paths(bnb, r".*\.(?:tif|tiff|TIF)")
    out = ask(bnb, "how many tiff files are there")
    assert out["result"]["count"] == len(tifs) > 0
    out = ask(bnb, "instalers in downloads")
    assert "Downloads/DaVinci_Resolve_19.1_Linux.run" in listed(bnb, out)


def test_word_documents_i_have_been_writing_this_month(bnb):
    out = ask(bnb, "Could you show me the Word documents I have been writing this month, please?")
    assert out["arguments"]["type"] == "word" and out["arguments"]["modified_after"] == "2026-11-01"
    assert "Alun/Blog/Drafts/Cricieth in the war years.docx" in listed(bnb, out)


def test_the_copy_sitting_on_the_desktop_is_that_one_never_the_original(bnb):
    out = ask(bnb, "Please would you delete the copy of Harbour 1962.tif that is sitting on the desktop.")
    assert planned(bnb, out) == ["Desktop/Harbour 1962.tif"]
    out = ask(bnb, "delete the copy of Harbour 1962.tif")
    assert planned(bnb, out) is None and "Desktop" in out["answer"] and "Postcards" in out["answer"]


def test_delete_those_after_the_duplicates_in_a_folder_offers_only_the_copies_there(bnb):
    """ "delete those" after the duplicates in Downloads: a question naming only the copies there (their originals
    elsewhere are never offered); said so, those copies are planned."""
    said = chat(bnb, "duplicates in Downloads", "delete those", "delete the copies in Downloads")
    asked = next(ln for ln in said.splitlines() if ln.startswith("Which ones?"))
    plan = said.split("Here's the plan:")[1]
    copies = [e.path for e in bnb.entries if e.dup and e.path.startswith("Downloads/")]
    assert copies and "Here's the plan" not in asked and all(Path(p).name in asked for p in copies)
    for text in (asked, plan):
        assert text.count("(in Downloads)") == len(copies) and "(in " not in text.replace("(in Downloads)", "")


def test_a_kind_of_file_no_name_in_the_folder_has_is_all_of_the_folder(bnb):
    biggest = max((e for e in bnb.entries if e.path.startswith("Alun/Postcards/")), key=lambda e: e.size)
    out = ask(bnb, "What is the largest of my postcard scans?")
    assert out["result"]["files"][0]["path"] == str(bnb.home / biggest.path)
