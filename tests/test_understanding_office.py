"""Understanding on the "office" home (issue 11): words naming several folders, folder paths with spaces,
follow-ups that filter the last result, and exact action targets. Every expectation comes from the home's own
list of files (bench/eval/homes_office.py), never from filescout."""

from __future__ import annotations

import json
import os
import re
import sys
import time
from pathlib import Path

import pytest

EVAL = Path(__file__).resolve().parents[1] / "bench" / "eval"
sys.path.insert(0, str(EVAL))
import homes  # noqa: E402
import inproc  # noqa: E402
from inproc import ask, chat  # noqa: E402


@pytest.fixture(scope="module")
def office(tmp_path_factory):
    return inproc.InProcessHome("office", tmp_path_factory.mktemp("homes"))


def listed(h, out: dict) -> list[str]:
    return sorted(os.path.relpath(f["path"], h.home) for f in (out.get("result") or {}).get("files", []))


def plan_of(h, out: dict) -> list[str] | None:
    plan = (out.get("result") or {}).get("plan")
    return None if plan is None else sorted(os.path.relpath(s["source"], h.home) for s in plan["steps"])


def under(h, pattern: str) -> list[homes.Entry]:
    return [e for e in h.entries if not e.hidden_or_noise and re.fullmatch(pattern, e.path)]


def test_a_word_naming_several_folders_means_all_of_them_unless_another_word_picks_one(office):
    contracts = under(office, r"Clients/[^/]+/Contracts/[^/]+")
    assert len({e.path.split("/")[1] for e in contracts}) > 2  # several clients' Contracts folders
    out = ask(office, "my client contracts")
    assert listed(office, out) == sorted(e.path for e in contracts)
    out = ask(office, "how many invoices are there")
    assert out["result"]["count"] == len(under(office, r"Clients/[^/]+/Invoices/[^/]+"))
    greenleaf = under(office, r"Clients/Greenleaf Ltd/Invoices/[^/]+")
    assert listed(office, ask(office, "invoices for Greenleaf")) == sorted(e.path for e in greenleaf)
    # a follow-up on them counts the same files
    size = sum(e.size for e in contracts)
    said = chat(office, "my client contracts", "how much space do they take?")
    assert f"Those are {len(contracts)} files, {homes.human(size)}" in said


def test_a_folder_path_typed_with_spaces_is_that_folder(office):
    want = sorted(e.path for e in under(office, r"Clients/Greenleaf Ltd/Contracts/[^/]+\.pdf"))
    assert listed(office, ask(office, "list the PDFs in Clients/Greenleaf Ltd/Contracts")) == want
    out = ask(
        office, "move 'INV-2026-030_Greenleaf_2026-09-30 (1).pdf' from Downloads to Clients/Greenleaf Ltd/Invoices"
    )
    assert plan_of(office, out) == ["Downloads/INV-2026-030_Greenleaf_2026-09-30 (1).pdf"]
    assert out["arguments"]["destination"] == str(office.home / "Clients/Greenleaf Ltd/Invoices")


def test_follow_ups_filter_the_last_result(office):
    downloads = under(office, r"Downloads/[^/]+")
    first = chat(office, "what's in my Downloads folder")
    tail = chat(office, "what's in my Downloads folder", "only the PDFs")[len(first) :]
    for e in downloads:
        assert (e.name in tail) == e.name.endswith(".pdf"), e.name
    old_zips = [e for e in downloads if e.name.endswith(".zip") and homes.age_days(e) > 366]
    young_zips = [e for e in downloads if e.name.endswith(".zip") and homes.age_days(e) < 364]
    assert old_zips and young_zips
    first = chat(office, "zip files in Downloads")
    tail = chat(office, "zip files in Downloads", "which of them are older than a year?")[len(first) :]
    assert all(e.name in tail for e in old_zips) and not any(e.name in tail for e in young_zips)
    year = time.localtime().tm_year
    scans = under(office, r"Scans/[^/]+")
    this_year = [e for e in scans if time.localtime(homes.mtime_of(e)).tm_year == year]
    first = chat(office, "my scans")
    tail = chat(office, "my scans", "how many are from this year?")[len(first) :]
    assert re.search(rf"\b{len(this_year)} of them\b", tail), tail


def test_actions_take_exact_names_and_ask_when_a_word_is_a_kind_of_file(office):
    out = ask(office, "rename 'logo final FINAL v3.ai' to 'Oslo Bikes logo.ai'")
    assert plan_of(office, out) == ["Desktop/logo final FINAL v3.ai"]
    assert out["arguments"]["new_name"] == "Oslo Bikes logo.ai"
    out = ask(office, "delete the invoice")  # invoice.html is named just that, but each client has Invoices
    assert plan_of(office, out) is None and out["answer"].startswith("Which one do you mean")
    out = ask(office, "delete the node_modules folder in client-portal")  # a noise folder, named exactly
    assert plan_of(office, out) == ["Projects/client-portal/node_modules"]
    assert out["arguments"]["dry_run"] is True


def test_hidden_ones_included_counts_every_file(office):
    out = ask(office, "how many files in total, hidden ones included")
    assert out["answer"].startswith(f"{len(office.entries):,} files in all, hidden ones included")


def test_a_named_file_beats_a_folder_that_only_shares_a_word(office):
    portfolio = next(e for e in office.entries if e.name.endswith("Portfolio 2026.pdf"))
    out = ask(office, "how large is my portfolio pdf")  # not the portfolio-site folder, which has no PDF
    assert out["tool"] == "file_info" and out["arguments"]["path"].endswith(portfolio.path)
    out = ask(office, "do I still have the Figma installer?")  # not the hidden .config/figma folder
    assert "Figma-124.5.dmg" in out["answer"] and ".config" not in json.dumps(out["arguments"])


def test_what_takes_the_most_room_in_a_folder_names_its_biggest_files(office):
    biggest = max(under(office, r"Downloads/[^/]+"), key=lambda e: e.size)
    out = ask(office, "what's taking up the most room in my downloads?")
    assert out["result"]["files"][0]["name"] == biggest.name


@pytest.fixture(scope="module")
def student(tmp_path_factory):
    return inproc.InProcessHome("student", tmp_path_factory.mktemp("homes"))


def test_a_type_said_with_a_folder_word_is_that_type_in_those_folders(student):
    slides = {"ppt", "pptx", "odp", "key", "pdf"}
    lectures = [e for e in student.entries if "/Lectures/" in e.path and e.name.rsplit(".", 1)[-1].lower() in slides]
    assert len({e.path.split("/Lectures/")[0] for e in lectures}) > 3  # one Lectures folder per course
    assert ask(student, "how many lecture slides do i have in total")["result"]["count"] == len(lectures)
    cs201 = [e for e in lectures if "/CS201 " in e.path]
    assert ask(student, "how many lecture slides for CS201")["result"]["count"] == len(cs201)


def test_inside_dot_git_folders_counts_what_every_git_folder_holds(tmp_path_factory):
    dev = inproc.InProcessHome("developer", tmp_path_factory.mktemp("homes"))
    want = [e for e in dev.entries if "/.git/" in "/" + e.path]
    out = ask(dev, "how many files are inside .git folders")
    assert out["result"]["count"] == len(want) and ".git" in out["answer"]


@pytest.mark.parametrize(
    "question",
    [
        "delete the Invoices folder",
        "move the Invoices folder to Archive",
        "trash the contracts folder",
        "move Downloads/INV-2026-030_Greenleaf_2026-09-30 (1).pdf to Invoices",
    ],
)
def test_an_action_never_picks_one_of_several_folders_of_a_name(office, question):
    out = ask(office, question)
    assert plan_of(office, out) is None and out["answer"].startswith("Which")
    folders = {e.path.split("/")[1] for e in under(office, r"Clients/[^/]+/(?:Invoices|Contracts)/[^/]+")}
    assert sum(f"Clients/{c}/" in out["answer"] for c in folders) >= 4  # the choices are shown


def test_a_folder_path_with_spaces_and_ampersand_is_an_exact_destination(office):
    out = ask(office, "move Downloads/INV-2026-030_Greenleaf_2026-09-30 (1).pdf to Clients/Dupont & Fils/Invoices")
    assert plan_of(office, out) == ["Downloads/INV-2026-030_Greenleaf_2026-09-30 (1).pdf"]
    assert out["arguments"]["destination"] == str(office.home / "Clients/Dupont & Fils/Invoices")
