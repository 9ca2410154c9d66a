"""Red team (session 30) for the action paths added in 7c063af: letters a name holds as a target ("all my mp3s
with (1) in the name", "marked final FINAL"), a delete of a folder said by its path words ("delete my minecraft
screenshots"), and a move of the one file whose name has every word with its type said.

The promise under attack: no plan ever names a file the user did not clearly mean. A helper's attack found plans
of exactly the files the user said to skip ("… and skip the pdfs"), a negation read as letters ("no v2"), one of
two folders chosen silently, a whole indexed folder's pictures without "all", two PDFs for "the tax pdf". Every
expectation comes from the small tree below, never from filescout."""

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
    E("Asha/Minecraft/screenshots/2026-01-01_10.00.00.png", 3000, 30),
    E("Asha/Minecraft/screenshots/2026-01-02_10.00.00.png", 3000, 29),
    E("Leo/Minecraft/screenshots/2026-02-01_10.00.00.png", 3000, 20),
    E("Sam/Minecraft/screenshots/2026-03-01_10.00.00.png", 3000, 20),
    E("Sam/Minecraft/screenshots/keep/best.png", 3000, 20),
    E("Music/Come Together.mp3", 4000, 50),
    E("Music/Come Together (1).mp3", 4000, 49),
    E("Music/Something (1).mp3", 4000, 48),
    E("Documents/Contract - Patel (1).pdf", 1000, 40),
    E("Documents/report v2.docx", 1000, 40),
    E("Documents/report v2 final FINAL.docx", 1000, 40),
    E("Documents/notes.txt", 100, 10),
    E("Documents/show notes/episode 1.txt", 100, 10),
    E("Documents/show notes/episode 2.txt", 100, 10),
    E("Documents/taxes/2024 tax return.pdf", 1000, 100),
    E("Documents/taxes/W-2 2024.pdf", 1000, 100),
    E("Proofs/Kowalski proof final FINAL.pdf", 1000, 10),
    E("Proofs/Kowalski proof FINAL.pdf", 1000, 11),
    E("Downloads/press kit - Meridian Lithium.zip", 5000, 5),
]


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    return inproc.TreeHome(tmp_path_factory.mktemp("s30"), "s30", TREE)


ask, planned = inproc.reply, inproc.plan_for


def named(pattern: str) -> list[str]:
    import fnmatch

    return sorted(e.path for e in TREE if fnmatch.fnmatch(os.path.basename(e.path), pattern))


def test_letters_a_name_holds_plan_exactly_those(tree):
    assert planned(tree, "move all my mp3s with (1) in the name to the trash") == named("*(1).mp3")
    assert planned(tree, "delete all files with (1) in the name") == named("*(1)*")
    assert planned(tree, "trash the proofs marked final FINAL") == ["Proofs/Kowalski proof final FINAL.pdf"]


@pytest.mark.parametrize(
    "question",
    [
        "delete all files with (1) in the name and skip the pdfs",  # (planned exactly the pdfs)
        "delete all files with (1) in the name unless they are songs",  # (planned exactly the songs)
        "delete all files with v2 in the name but keep the report",
        "delete all files whose name has no v2",  # ("no" read as the letters)
        "delete all the hidden files with (1) in the name",
        "delete the 2 newest files with (1) in the name",
        "delete all files with e in the name",
        "delete all the files whose name contains .",
    ],
)
def test_what_letters_cannot_say_is_never_planned(tree, question):
    assert planned(tree, question) is None


def test_a_folder_said_by_its_path_words_is_one_folder_or_a_question(tree):
    assert planned(tree, "delete Asha's minecraft screenshots") == sorted(
        e.path for e in TREE if e.path.startswith("Asha/Minecraft/screenshots/")
    )
    out = ask(tree, "delete my minecraft screenshots")  # Asha's, Leo's or Sam's?
    assert (out.get("result") or {}).get("plan") is None and "Which one?" in out["answer"]
    assert planned(tree, "delete Asha's minecraft screenshots but keep the newest") is None
    assert planned(tree, "delete Sam's minecraft screenshots") is None  # (a folder inside it too: which?)
    assert planned(tree, "delete the .minecraft screenshots") is None  # (a hidden folder named outright)


def test_one_file_said_in_the_singular_is_never_several(tree):
    assert planned(tree, "delete the tax pdf") is None
    assert planned(tree, "move the tax pdf to Documents") is None
    assert planned(tree, "move the Meridian press kit zip to Documents") == [
        "Downloads/press kit - Meridian Lithium.zip"
    ]
    assert planned(tree, "delete the Meridian press kit zip") is None  # (part of a name: a delete still asks)


def test_a_folder_named_with_a_command_word_is_asked_about_not_swapped(tree):
    out = ask(tree, "trash the Documents show notes")
    assert (out.get("result") or {}).get("plan") is None and "show notes" in out["answer"]
    assert planned(tree, "delete the files in Documents/show notes") == named("episode *.txt")
