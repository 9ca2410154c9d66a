"""Paths this session (36) added, held to the promises: no plan names a file the user did not clearly mean, and odd
input gets an answer, never a traceback. Found by a red-team review of the change: "delete everything except the
png" after a listing (never the one said to keep), a month word that is part of a name in an action ("delete the march
invoices": not a date), a typed path with spaces said after the file meant ("keep Work/Old Stuff/keep me.txt"),
"the previous one" after a folder, "what does X say about Y" with other files of that name beside it, and whose files
("how many are Maya's?" after Rory's). Every expectation comes from the small tree below, never from filescout."""

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
    E("Downloads/a.png", 100, 3),
    E("Downloads/b.pdf", 100, 3),
    E("Downloads/c.txt", 100, 3),
    E("Downloads/d.jpg", 100, 3),
    E("Archive/readme.txt", 10, 50),
    E("Invoices/March invoice.pdf", 300, 230),  # (changed in April: the name says March)
    E("Invoices/Feb invoice.pdf", 300, 260),  # (changed in March)
    E("Work/draft.txt", 50, 10),
    E("Work/junk.tmp", 50, 10),
    E("Work/Old Stuff/keep me.txt", 50, 10),
    E("Old/Archive Stuff/draft.txt", 50, 90),
    E("Logs/run 1", 10, 5),
    E("Logs/run 2", 10, 4),
    E("Logs/run 3/out.txt", 10, 3),
    homes.T("Notes/Patel job notes.txt", 6, "Boiler fine.\nNo leaks.\n"),
    homes.T("Notes/Patel job notes old.md", 60, "Fernox filter fitted.\n"),
    E("Kids/Rory/a.png", 100, 8),
    E("Kids/Rory/b.png", 100, 8),
    E("Kids/Maya/c.png", 100, 8),
]


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    return inproc.TreeHome(tmp_path_factory.mktemp("s36"), "s36", TREE)


def _plan_after(tree, first: str, then: str) -> str:
    return tree.run(["chat"], stdin=f"{first}\n{then}\n").stdout.split(first, 1)[-1]


def test_what_is_said_to_be_kept_is_never_planned(tree):
    for then in ("delete everything except the png", "move everything except the pdf to Archive",
                 "delete them other than the png", "delete whatever isn't the png",
                 "remove the others and keep the pdf"):  # fmt: skip
        said = tree.run(["chat"], stdin=f"list files in Downloads\n{then}\n").stdout
        plan = said.split("Here's the plan:")[1] if "Here's the plan:" in said else ""
        kept = "a.png" if "png" in then else "b.pdf"
        assert kept not in plan, (then, said)
    said = tree.run(["chat"], stdin="list files in Downloads\ndelete the png\n").stdout
    assert "move to the trash 1 file" in said and "a.png" in said.split("Here's the plan:")[1], said


def test_a_month_in_a_name_is_no_date_in_an_action(tree):
    plan = inproc.plan_for(tree, "delete the march invoices")
    assert plan in (None, ["Invoices/March invoice.pdf"]), plan  # (a question back, or the one named so)
    assert inproc.plan_for(tree, "move the march invoices to Archive") in (None, ["Invoices/March invoice.pdf"])


def test_a_spaced_path_said_after_the_file_meant_is_not_it(tree):
    assert inproc.plan_for(tree, "delete Work/junk.tmp, keep Work/Old Stuff/keep me.txt") in (None, ["Work/junk.tmp"])
    assert inproc.plan_for(tree, "trash Work/draft.txt since I have Old/Archive Stuff/draft.txt") == ["Work/draft.txt"]
    out = inproc.reply(tree, "copy Work/draft.txt to Old/Archive Stuff")
    assert inproc.planned(tree, out) in (None, ["Work/draft.txt"]), out


def test_odd_follow_ups_answer_plainly(tree):
    said = tree.run(["chat"], stdin="when was Logs/run 3 changed\nthe previous one\n")
    assert said.returncode == 0 and "Traceback" not in said.stdout + said.stderr, said.stdout + said.stderr
    out = inproc.reply(tree, "what does Notes/Patel job notes.txt say about the filter")
    assert "Fernox" not in out["answer"], out["answer"]  # (another file's line, not this file's)
    said = tree.run(["chat"], stdin="how many pngs in Kids\nhow many of those are Rory's\nhow many are Maya's?\n")
    lines = said.stdout.strip().splitlines()
    assert lines[-2].startswith("2 of them in Rory"), said.stdout
    assert not lines[-1].startswith("Those are 2 files"), said.stdout
