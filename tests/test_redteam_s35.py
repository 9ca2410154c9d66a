"""Action paths this session (35) added or touched, held to the promise that no plan names a file the user did not
clearly mean: duplicates said with a word ("the duplicate papers in Downloads": only the copies of files kept in
Papers; a word naming no folder is a question back), a folder named by a type word that holds none of that type
("the GEDCOM backups": its .ged files, never the folder itself), the start of a name ("whose name starts with
Screenshot": that folder's only), a quoted path with spaces, "into a new folder called Screenshots" (beside the files,
whatever other folder has the name). Every expectation comes from the small tree
below, never from filescout."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

EVAL = Path(__file__).resolve().parents[1] / "bench" / "eval"
sys.path.insert(0, str(EVAL))
import homes  # noqa: E402
import inproc  # noqa: E402

E = homes.Entry

TREE = [
    E("PhD/Papers/Smith2019.pdf", 4000, 100, dup="smith"),
    E("Downloads/Smith2019 (1).pdf", 4000, 20, dup="smith"),
    E("PhD/Papers/Hastie2019.pdf", 5000, 100, dup="hastie"),
    E("Downloads/Hastie2019 (2).pdf", 5000, 10, dup="hastie"),
    E("Bills/Octopus bill 2026-10.pdf", 3000, 40, dup="bill"),
    E("Downloads/Octopus bill 2026-10 (1).pdf", 3000, 30, dup="bill"),
    E("Family History/GEDCOM backups/Hargreaves tree 2025-12-28.ged", 2000, 200),
    E("Family History/GEDCOM backups/Hargreaves tree 2026-06-30.ged", 2000, 150),
    E("Family History/Hargreaves tree.ged", 2100, 5),
    E("Backups/Phone/phone backup 2026-10.zip", 9000, 30),
    E("Desktop/Screenshot 2026-11-01 at 10.00.00.png", 900, 20),
    E("Desktop/Screenshot 2026-11-02 at 11.00.00.png", 900, 19),
    E("Desktop/notes Screenshot ideas.txt", 100, 18),
    E("Desktop/shopping.txt", 50, 2),
    E("Pictures/Screenshots/Screenshot 2026-01-01 at 09.00.00.png", 900, 300),
    E("Vet/Case notes/2026-11-23 Duke (german shepherd) - GDV.docx", 700, 1),
    E("Vet/Case notes/Archive/2025-01-02 Rex - check.docx", 700, 300),
]


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    return inproc.TreeHome(tmp_path_factory.mktemp("s35"), "s35", TREE)


ask, planned = inproc.reply, inproc.plan_for


def test_duplicates_said_with_a_word_are_the_copies_of_that_folders_files(tree):
    assert planned(tree, "delete the duplicate papers in Downloads") == [
        "Downloads/Hastie2019 (2).pdf",
        "Downloads/Smith2019 (1).pdf",
    ]  # (the bill's copy in Downloads stays: its other copy is not in Papers)
    out = ask(tree, "delete the duplicate thingies in Downloads")
    assert "plan" not in (out.get("result") or {}) and "can't tell which duplicates" in out["answer"], out
    assert len(planned(tree, "delete the duplicates in Downloads")) == 3


def test_a_folder_named_by_a_type_word_it_holds_none_of_is_its_files(tree):
    assert planned(tree, "Delete the GEDCOM backups.") == [
        "Family History/GEDCOM backups/Hargreaves tree 2025-12-28.ged",
        "Family History/GEDCOM backups/Hargreaves tree 2026-06-30.ged",
    ]  # (not the folder itself, not the live tree beside it)
    assert planned(tree, "delete the phone backups") == ["Backups/Phone/phone backup 2026-10.zip"]


def test_the_start_of_a_name_in_the_folder_said(tree):
    assert planned(tree, "delete every file on the Desktop whose name starts with Screenshot") == [
        "Desktop/Screenshot 2026-11-01 at 10.00.00.png",
        "Desktop/Screenshot 2026-11-02 at 11.00.00.png",
    ]  # (not "notes Screenshot ideas.txt", not Pictures/Screenshots)
    out = ask(tree, "show them starting with the biggest")
    assert "plan" not in (out.get("result") or {})  # ("starting with the biggest" is an order, no name)


def test_a_quoted_path_with_spaces_is_that_file(tree):
    note = "Vet/Case notes/2026-11-23 Duke (german shepherd) - GDV.docx"
    assert planned(tree, f"Move '{note}' to Vet/Case notes/Archive.") == [note]
    out = ask(tree, "Move 'Vet/Case notes/2026-11-23 Duke - GDV.docx' to Vet/Case notes/Archive.")
    assert "plan" not in (out.get("result") or {}), out  # (part of the name: no plan)


def test_a_new_folder_called_a_name_goes_beside_the_files(tree):
    out = ask(tree, "move the screenshots on the Desktop into a new folder called Screenshots")
    assert "plan" not in (out.get("result") or {}) and "notes Screenshot ideas.txt" in out["answer"], out  # (a .txt)
    out = ask(tree, "move the png screenshots on the Desktop into a new folder called Screenshots")
    steps = [s for s in out["result"]["plan"]["steps"] if "source" in s]
    assert sorted(inproc.rel(tree, s["source"]) for s in steps) == [
        "Desktop/Screenshot 2026-11-01 at 10.00.00.png",
        "Desktop/Screenshot 2026-11-02 at 11.00.00.png",
    ]
    assert {os.path.dirname(inproc.rel(tree, s["destination"])) for s in steps} == {"Desktop/Screenshots"}, steps
