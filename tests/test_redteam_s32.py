"""Red team (session 32): a file's whole name typed with a preposition and a folder's name inside it.

A blind evaluation set caught a plan aimed at the wrong file: "delete Copy of Rental income 2025-26.xlsx" planned
Rental/"Rental income 2025-26.xlsx", because "of Rental" was read as a place and the name was then looked for by
its shorter tails inside that folder. A helper found the class without showing the example (the set stays held
out): every action verb, lower case too, and questions about the file. The rule now: a longer name that names a
file anywhere is never traded for a shorter name's file inside the place. Every expectation comes from the tree
below, never from filescout.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

EVAL = Path(__file__).resolve().parents[1] / "bench" / "eval"
sys.path.insert(0, str(EVAL))
import homes  # noqa: E402
import inproc  # noqa: E402

E = homes.Entry

TREE = [
    E("Rental/Rental income 2025-26.xlsx", 71_000, 60),
    E("Desktop/Copy of Rental income 2025-26.xlsx", 69_000, 50),
    E("Desktop/notes from Berlin trip.txt", 1_000, 40),
    E("Berlin/trip.txt", 2_000, 45),
    E("Downloads/scan of Invoices March.pdf", 3_000, 30),
    E("Invoices/Invoices March.pdf", 4_000, 35),
    E("Documents/readme.txt", 500, 20),
]


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    return inproc.TreeHome(tmp_path_factory.mktemp("s32"), "s32", TREE)


planned = inproc.plan_for


@pytest.mark.parametrize(
    "said,meant",
    [
        ("delete Copy of Rental income 2025-26.xlsx", "Desktop/Copy of Rental income 2025-26.xlsx"),
        ("delete copy of rental income 2025-26.xlsx", "Desktop/Copy of Rental income 2025-26.xlsx"),
        (
            "rename Copy of Rental income 2025-26.xlsx to Rental income old.xlsx",
            "Desktop/Copy of Rental income 2025-26.xlsx",
        ),
        ("move Copy of Rental income 2025-26.xlsx to Documents", "Desktop/Copy of Rental income 2025-26.xlsx"),
        ("delete notes from Berlin trip.txt", "Desktop/notes from Berlin trip.txt"),
        ("move notes from Berlin trip.txt to Documents", "Desktop/notes from Berlin trip.txt"),
        ("delete scan of Invoices March.pdf", "Downloads/scan of Invoices March.pdf"),
        ("rename scan of Invoices March.pdf to scanned March.pdf", "Downloads/scan of Invoices March.pdf"),
        # the shorter names, said alone, are still those files
        ("delete Rental income 2025-26.xlsx", "Rental/Rental income 2025-26.xlsx"),
        ("delete trip.txt", "Berlin/trip.txt"),
    ],
)
def test_a_whole_name_with_a_folders_name_inside_plans_that_file(tree, said, meant):
    assert planned(tree, said) == [meant]


def test_questions_about_such_a_name_are_about_that_file(tree):
    out = inproc.reply(tree, "how big is Copy of Rental income 2025-26.xlsx")
    assert "69.0 KB" in out["answer"] and "71.0 KB" not in out["answer"]
    out = inproc.reply(tree, "where is notes from Berlin trip.txt")
    assert "Desktop" in out["answer"] and "Berlin/trip" not in out["answer"]


def test_a_name_said_in_the_wrong_folder_is_a_question_not_another_file(tree):
    """ "in Documents, delete notes from Berlin trip.txt": the file so named is on the Desktop; nothing in Documents
    is planned, and the answer says where the file is."""
    out = inproc.reply(tree, "delete Copy of Rental income 2025-26.xlsx in Documents")
    assert inproc.planned(tree, out) is None
    assert "Desktop" in out["answer"]
