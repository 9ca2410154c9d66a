"""Red team for the action promise of issue 11 (class 6): no action plan ever names a file the user did not clearly
mean. `ask` (no --yes) either plans exactly the files meant or asks/declines; `chat` follow-ups ("delete the second
one", "all of them except X") plan exactly the files shown that were pointed at.

Attacks: negated filters ("that are not pdfs", "not from 2024"), exceptions in follow-ups, places said after a
pronoun ("the ones in Downloads"), names holding '&' or 'and', 'the copy of X', a year in a name against the date
asked for, type filters on a folder with subfolders, destinations that only look like paths, renames onto a name
that exists, noise folders and hidden files.

Every expectation comes from the homes' own lists of files (bench/eval/homes*.py) or the small tree below, never
from filescout. Tests filescout gets wrong today are xfail(strict) with what it does instead."""

from __future__ import annotations

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


# -- homes --------------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def family(tmp_path_factory):
    return inproc.InProcessHome("family", tmp_path_factory.mktemp("homes"))


@pytest.fixture(scope="module")
def developer(tmp_path_factory):
    return inproc.InProcessHome("developer", tmp_path_factory.mktemp("homes"))


@pytest.fixture(scope="module")
def office(tmp_path_factory):
    return inproc.InProcessHome("office", tmp_path_factory.mktemp("homes"))


@pytest.fixture(scope="module")
def maker(tmp_path_factory):
    return inproc.InProcessHome("maker", tmp_path_factory.mktemp("homes"))


@pytest.fixture(scope="module")
def student(tmp_path_factory):
    return inproc.InProcessHome("student", tmp_path_factory.mktemp("homes"))


# A small tree: names with '&' next to the names on either side of it, a word inside another word (voice/invoice),
# a Receipts folder holding a file that is no receipt, a screenshot tool that is no screenshot, a "(1)" copy, a
# hidden big video, a file the rename target already names.
TREE = [
    E("Documents/invoice.pdf", 1000, 10),
    E("Documents/old lease.pdf", 1000, 400),
    E("Documents/lease renewal 2026.txt", 100, 10),
    E("Documents/Receipts/warranty card.pdf", 1000, 500),
    E("Documents/Receipts/receipt-2025-03.pdf", 1000, 260),
    E("Pictures/Screenshots/notes.txt", 100, 300),
    E("Pictures/Screenshots/Screenshot 2025-05-01.png", 1000, 300),
    E("Downloads/screenshot-tool-setup.exe", 1000, 300),
    E("Downloads/Tom & Jerry.mp4", 5000, 10),
    E("Downloads/Tom.mp4", 5000, 10),
    E("Downloads/Jerry.mp4", 5000, 10),
    E("Downloads/report.pdf", 100, 10),
    E("Downloads/report (1).pdf", 100, 10),
    E("Videos/trip.mp4", 9_000_000_000, 100),
    E("Videos/clip.mp4", 1_000_000, 100),
    E("Videos/.hidden big.mp4", 9_000_000_000, 100),
]


class Tree(inproc.TreeHome):
    def before_scan(self, base: Path) -> None:
        outside = base / "outside"  # a folder beside the home, reached through a link on the Desktop
        outside.mkdir()
        (outside / "secret.pdf").write_bytes(b"%PDF-1.4 not yours\n")
        (self.home / "Desktop").mkdir()
        os.symlink(outside, self.home / "Desktop" / "outside-link")
        os.symlink(self.home / "Documents", self.home / "Desktop" / "docs-link")


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    return Tree(tmp_path_factory.mktemp("plans"), "plans", TREE)


# -- helpers ------------------------------------------------------------------------------------------------------


def ask(h, q: str) -> dict:
    r = h.run(["ask", "--json", q])  # a refusal exits non-zero, with its plain message in the JSON
    assert "Traceback" not in r.stdout + r.stderr, r.stdout + r.stderr
    out = json.loads(r.stdout)
    assert r.returncode == 0 or (out.get("result") or {}).get("error"), r.stdout + r.stderr
    return out


def plan_of(h, out: dict) -> list[str] | None:
    plan = (out.get("result") or {}).get("plan")
    if plan is None:
        return None
    return sorted(os.path.relpath(s["source"], h.home) for s in plan["steps"] if "source" in s)


def planned(h, q: str) -> list[str] | None:
    return plan_of(h, ask(h, q))


def chat_plan(h, *lines: str) -> list[str] | None:
    """The files ("name (in folder)") of the plan the last line of a chat got, None when it got no plan."""
    r = h.run(["chat"], stdin="\n".join(lines) + "\n")
    said = r.stdout + r.stderr
    assert "Traceback" not in said, said
    last = said.strip().split("\n")[-1]
    if "Here's the plan:" not in last:
        return None
    files = last.split("Files:", 1)[1].split("Nothing has been changed", 1)[0].strip().rstrip(".")
    assert " more" not in files, last  # keep the cases small enough to be listed in full
    return sorted(f.strip() for f in files.split("; "))


def shown(paths) -> list[str]:
    """How a chat plan names each file: 'name (in parent folder)'."""
    return sorted(f"{os.path.basename(p)} (in {os.path.basename(os.path.dirname(p)) or 'home'})" for p in paths)


def vis(h, pattern: str, flags=0) -> list[E]:
    return [e for e in h.entries if not e.hidden_or_noise and re.fullmatch(pattern, e.path, flags)]


def paths(entries) -> list[str]:
    return sorted(e.path for e in entries)


def when(e: E) -> datetime:
    return datetime.fromtimestamp(homes.mtime_of(e))


def last_month() -> tuple[int, int]:
    d = NOW.replace(day=1) - timedelta(days=1)
    return d.year, d.month


# -- negated filters: "not", "aren't", "weren't" are never dropped ------------------------------------------------


def zips(h) -> list[E]:
    return vis(h, r"Downloads/[^/]+\.zip")


def test_files_that_are_not_pdfs_are_the_other_files(family):
    rest = paths(e for e in vis(family, r"Downloads/[^/]+") if not e.path.endswith(".pdf"))
    assert rest and len(rest) < len(vis(family, r"Downloads/[^/]+"))
    assert planned(family, "delete the files in Downloads that are not pdfs") in (None, rest)


def test_files_that_are_not_zips_are_the_other_files(family):
    rest = paths(e for e in vis(family, r"Downloads/[^/]+") if not e.path.endswith(".zip"))
    assert planned(family, "delete the files in Downloads that aren't zips") in (None, rest)


def test_zips_not_from_a_year_leave_that_years_out(family):
    of_2024 = [e for e in zips(family) if when(e).year == 2024]
    assert of_2024
    rest = paths(e for e in zips(family) if when(e).year != 2024)
    assert planned(family, "delete the zips in Downloads that are not from 2024") in (None, rest)


@pytest.mark.parametrize(
    "question",
    ["delete the zips in Downloads not from this year", "delete the zips in Downloads that weren't changed this year"],
)
def test_zips_not_from_this_year_leave_this_years_out(family, question):
    this_year = [e for e in zips(family) if when(e).year == NOW.year]
    assert this_year
    rest = paths(e for e in zips(family) if when(e).year != NOW.year)
    assert planned(family, question) in (None, rest)


def test_zips_that_are_not_big_never_hold_the_biggest(family):
    biggest = max(zips(family), key=lambda e: e.size)
    plan = planned(family, "delete the zips in Downloads that are not big")
    assert plan is None or biggest.path not in plan


def test_an_exception_in_one_request_is_declined_not_ignored(family):
    for q in (
        "delete all the zips in Downloads except recipes-main.zip",
        "trash all the exe files except SpotifySetup.exe",
        "delete all zips in Downloads apart from recipes-main.zip",
    ):
        assert planned(family, q) is None, q


# -- follow-ups in chat: exactly the files shown that were pointed at ---------------------------------------------


def zips_shown(h) -> list[E]:
    return sorted(zips(h), key=when, reverse=True)  # "list the zips" shows the newest first


def test_all_of_them_except_a_named_one_leaves_it_out(family):
    keep = "Downloads/OBS-Studio-30.2-Windows.zip"
    assert keep in paths(zips(family))
    rest = shown(p for p in paths(zips(family)) if p != keep)
    plan = chat_plan(family, "list the zips in Downloads", "delete all of them except OBS-Studio-30.2-Windows.zip")
    assert plan in (None, rest)


def test_all_of_them_but_the_first_leaves_the_first_out(family):
    rest = shown(e.path for e in zips_shown(family)[1:])
    assert chat_plan(family, "list the zips in Downloads", "delete all of them but the first") in (None, rest)


def test_the_one_in_a_folder_after_a_search_is_that_result(family):
    found = [e for e in vis(family, r".+") if "ahmed" in e.name.lower()]
    assert len(found) > 1
    meant = shown(e.path for e in found if e.path.startswith("Downloads/"))
    assert len(meant) == 1
    assert chat_plan(family, "find ahmed", "delete the one in Downloads") in (None, meant)


def test_the_ones_in_a_folder_after_a_listing_are_those_results(family):
    top5 = sorted(vis(family, r".+\.pdf"), key=lambda e: e.size, reverse=True)[:5]
    meant = shown(e.path for e in top5 if e.path.startswith("Downloads/"))
    assert meant
    assert chat_plan(family, "largest pdfs", "delete the ones in Downloads") in (None, meant)


def test_the_empty_ones_after_a_listing_are_only_those_shown(family):
    meant = shown(e.path for e in vis(family, r"Desktop/.+") if e.size == 0)
    assert meant and len(meant) < len([e for e in vis(family, r".+") if e.size == 0])
    assert chat_plan(family, "what's on my Desktop", "delete the empty ones") in (None, meant)


def test_the_second_one_is_the_second_shown(family):
    second = zips_shown(family)[1]
    assert chat_plan(family, "list the zips in Downloads", "delete the second one") == shown([second.path])


def test_the_biggest_one_is_the_biggest_shown(family):
    biggest = max(zips(family), key=lambda e: e.size)
    assert chat_plan(family, "list the zips in Downloads", "delete the biggest one") == shown([biggest.path])


def test_a_narrowed_listing_then_those_is_the_narrowed_set(family):
    meant = shown(e.path for e in zips(family) if when(e).year == 2025)
    assert meant
    said = chat_plan(family, "list the zips in Downloads", "only the ones from 2025", "trash those")
    assert said == meant


def test_all_of_them_after_a_which_keeps_the_date_asked_for(family):
    this_month = [
        e
        for e in vis(family, r".+")
        if "invoice" in e.name.lower() and (when(e).year, when(e).month) == (NOW.year, NOW.month)
    ]
    older = [e for e in vis(family, r".+") if "invoice" in e.name.lower() and e not in this_month]
    assert older
    plan = chat_plan(family, "delete the invoices from this month", "all of them")
    assert plan in (None, shown(e.path for e in this_month))


def test_the_second_one_after_a_which_is_one_of_the_two_offered(family):
    leases = [e for e in vis(family, r".+") if "lease" in e.name.lower()]
    assert len(leases) == 2
    plan = chat_plan(family, "delete the lease", "the second one")
    assert plan is None or (len(plan) == 1 and plan[0] in shown(e.path for e in leases))


def test_delete_them_after_several_asks_which(family):
    assert chat_plan(family, "list the zips in Downloads", "delete them") is None
    assert chat_plan(family, "list the zips in Downloads", "delete the sixth one") is None  # only 5 shown


# -- a place said after a pronoun or a vague word is not "delete that folder" -------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "delete the one in Downloads",
        "delete the ones in Downloads",
        "delete those in Downloads",
        "trash the things in Downloads",
    ],
)
def test_a_vague_word_in_a_folder_never_plans_the_folder(family, question):
    plan = planned(family, question)
    assert plan is None or (plan != ["Downloads"] and all(p.startswith("Downloads/") for p in plan))


# -- names: '&', 'and', copies, a year in the name ----------------------------------------------------------------


@pytest.mark.parametrize("question", ["delete Tom & Jerry.mp4", "move Tom & Jerry.mp4 to Videos"])
def test_a_name_with_an_ampersand_is_that_file(tree, question):
    assert planned(tree, question) == ["Downloads/Tom & Jerry.mp4"]


def test_a_name_with_an_ampersand_that_names_nothing_is_no_plan(tree):
    assert planned(tree, "delete Jerry & Tom.mp4") is None


def test_two_exact_names_are_both_planned(tree):
    assert planned(tree, "delete Tom.mp4 and Jerry.mp4") in (None, ["Downloads/Jerry.mp4", "Downloads/Tom.mp4"])


def test_two_exact_names_in_a_home_are_both_planned(family):
    meant = paths(vis(family, r"Videos/(Emma recital 2025|Noah first steps)\.mp4"))
    assert len(meant) == 2
    assert planned(family, "delete Emma recital 2025.mp4 and Noah first steps") in (None, meant)


def test_an_exact_name_with_an_ampersand_in_a_home_is_planned(maker):
    meant = paths(vis(maker, r".+/lamp shade & base\.3mf"))
    assert len(meant) == 1
    assert planned(maker, "delete lamp shade & base.3mf") == meant


@pytest.mark.parametrize(
    ("kind", "question", "copy", "original"),
    [
        (
            "developer",
            "delete the copy of taxi_trips_2024",
            r".+/taxi_trips_2024_copy\.parquet",
            r"datasets/taxi_trips_2024\.parquet",
        ),
        (
            "student",
            "delete the copy of syllabus_HIST150",
            r"Downloads/syllabus_HIST150 \(1\)\.pdf",
            r"Uni/.+/syllabus_HIST150\.pdf",
        ),
    ],
)
def test_the_copy_of_a_file_is_never_the_original(request, kind, question, copy, original):
    h = request.getfixturevalue(kind)
    copies, originals = paths(vis(h, copy)), paths(vis(h, original))
    assert len(copies) == 1 and len(originals) == 1
    assert planned(h, question) in (None, copies)


def test_a_receipt_named_for_another_year_is_not_from_the_year_asked(family):
    (sheet,) = vis(family, r".+/receipts_2024\.xlsx")
    year = when(sheet).year
    assert year != 2024  # by date alone it would qualify: the name is what says otherwise

    def of_year(e: E) -> bool:
        named = set(re.findall(r"(?<!\d)(20\d\d)(?!\d)", e.name))
        return "receipt" in e.name.lower() and when(e).year == year and named <= {str(year)}

    meant = paths(e for e in vis(family, r".+") if of_year(e))
    assert meant
    assert planned(family, f"trash the receipts from {year}") in (None, meant)


def test_a_copy_and_its_original_are_told_apart_by_exact_name(family):
    (original,) = vis(family, r"Documents/Taxes/2024/tax_return_2024\.pdf")
    (copy,) = vis(family, r"Downloads/tax_return_2024 \(1\)\.pdf")
    assert planned(family, "delete tax_return_2024.pdf") in (None, [original.path])
    assert planned(family, "delete tax_return_2024 (1)") == [copy.path]


@pytest.mark.parametrize("question", ["delete the lease", "delete lease", "delete voice", "delete report (2).pdf"])
def test_part_of_a_name_or_a_word_inside_another_is_no_plan(tree, question):
    assert planned(tree, question) is None


def test_one_exact_name_in_two_folders_asks_which(student):
    assert len(vis(student, r".+/essay_v2_FINAL\.docx")) == 2
    assert planned(student, "delete essay_v2_FINAL.docx") is None


# -- plural kind words: a folder of that name, a word inside a name, hidden files ---------------------------------


def test_the_receipts_never_include_a_file_that_only_sits_in_a_receipts_folder(tree):
    plan = planned(tree, "delete the receipts")
    assert plan in (None, ["Documents/Receipts/receipt-2025-03.pdf"])


def test_the_screenshots_never_include_a_screenshot_tool(tree):
    plan = planned(tree, "trash the screenshots from 2025")
    assert plan in (None, ["Pictures/Screenshots/Screenshot 2025-05-01.png"])


@pytest.mark.parametrize(
    "question",
    [
        "delete the pdfs on my Desktop",
        "delete the pdfs in Desktop/outside-link",
        "move the pdfs in Desktop/outside-link to Documents",
        "delete secret.pdf",
        "delete the pdfs in Desktop/docs-link/../../..",
    ],
)
def test_a_type_on_a_folder_of_links_never_plans_what_they_point_at(tree, question):
    plan = planned(tree, question)  # the Desktop holds no pdf, only two links (one to Documents, one out)
    assert not plan


def test_the_big_videos_never_include_a_hidden_one(tree):
    plan = planned(tree, "delete the big videos")
    assert plan in (None, ["Videos/trip.mp4"])


def test_screenshots_from_this_month_are_exactly_those(office):
    meant = paths(
        e for e in vis(office, r"(?:.+/)?Screenshot[^/]*") if (when(e).year, when(e).month) == (NOW.year, NOW.month)
    )
    assert meant
    assert planned(office, "delete the screenshots from this month") == meant


def test_invoices_never_include_source_code_named_invoices(office):
    meant = paths(e for e in vis(office, r"Clients/[^/]+/Invoices/[^/]+") if when(e).year == 2025)
    assert planned(office, "delete the invoices from 2025") in (None, meant)


def test_invoices_from_last_month_are_exactly_those(family):
    meant = paths(
        e for e in vis(family, r".+") if "invoice" in e.name.lower() and (when(e).year, when(e).month) == last_month()
    )
    plan = planned(family, "move the invoices from last month to Archive")
    assert plan in (None, meant) if meant else plan in (None, [])


# -- explicit types and filters: the plan is exactly the selection ------------------------------------------------


def test_the_empty_files_are_every_visible_empty_file(family):
    meant = paths(e for e in vis(family, r".+") if e.size == 0)
    assert len(meant) > 1
    assert planned(family, "delete the empty files") == meant


def test_pdfs_in_a_folder_to_another_folder(family):
    assert planned(family, "move the pdfs in Downloads to Documents") == paths(vis(family, r"Downloads/[^/]+\.pdf"))


def test_an_extension_in_a_folder_with_a_copy_holds_both(office):
    meant = paths(vis(office, r"Downloads/[^/]+\.dmg"))
    assert any("(1)" in p for p in meant)
    assert planned(office, "delete the .dmg files in Downloads") == meant
    assert planned(office, "delete Affinity Designer 2.5 (1).dmg") == ["Downloads/Affinity Designer 2.5 (1).dmg"]


@pytest.mark.parametrize("ext", ["gcode", "stl"])
def test_an_extension_with_this_year_plans_every_such_file(maker, ext):
    meant = paths(e for e in vis(maker, rf".+\.{ext}") if when(e).year == NOW.year)
    assert len(meant) > 5
    assert ask(maker, f"how many {ext} files from this year")["result"]["count"] == len(meant)
    assert planned(maker, f"delete the {ext} files from this year") in (None, meant)


def test_markdown_from_this_month_is_exactly_those_and_no_node_modules(developer):
    meant = paths(e for e in vis(developer, r".+\.md") if (when(e).year, when(e).month) == (NOW.year, NOW.month))
    assert meant
    assert planned(developer, "delete the markdown files from this month") == meant


@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("trash the .pt files in projects", lambda e: e.path.endswith(".pt")),
        ("delete the files bigger than 100 MB in projects", lambda e: e.size > 100_000_000),
    ],
)
def test_a_filter_on_a_folder_includes_its_subfolders(developer, question, want):
    meant = paths(e for e in vis(developer, r"projects/.+") if want(e))
    assert meant and all(p.count("/") > 1 for p in meant)
    assert planned(developer, question) in (None, meant)


def test_an_extension_in_a_folder_plans_what_the_same_words_count(developer):
    meant = paths(vis(developer, r"notes/.+\.md"))
    assert ask(developer, "how many md files in notes")["result"]["count"] == len(meant)
    assert planned(developer, "delete the .md files in notes") in (None, meant)


# -- destinations and renames -------------------------------------------------------------------------------------


def test_a_partial_destination_is_under_the_folder_it_names(maker):
    hexes = paths(vis(maker, r".+\.hex"))
    firmware = {os.path.dirname(os.path.dirname(p)) for p in hexes}
    assert firmware == {"Projects/plant-watering/firmware"}
    out = ask(maker, "move the hex files into firmware/old")
    if plan_of(maker, out) is not None:
        assert plan_of(maker, out) == hexes
        dest = os.path.relpath(out["arguments"]["destination"].rstrip("/"), maker.home)
        assert dest == "Projects/plant-watering/firmware/old"


@pytest.mark.parametrize(
    "question",
    ["copy the hex files to Archive/../..", "move the pdfs in Downloads to Documents/../.."],
)
def test_a_destination_that_climbs_out_is_refused(maker, question):
    assert planned(maker, question) is None


def test_a_rename_onto_an_existing_name_says_where_it_really_goes(tree):
    out = ask(tree, "rename Documents/invoice.pdf to old lease.pdf")
    if plan_of(tree, out) is not None:
        assert plan_of(tree, out) == ["Documents/invoice.pdf"]
        (step,) = out["result"]["plan"]["steps"]
        assert os.path.basename(step["destination"]) in out["answer"]
