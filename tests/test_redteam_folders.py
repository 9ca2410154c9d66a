"""Red team for the folder words of issue 11 (the 'folder' filter, folder paths typed with spaces, follow-ups that
filter the last result, actions on folders named by a word). The rule under test: an action plan never names a file
or folder the user did not clearly mean; ambiguous -> a question; answers don't claim a narrower set than they used;
bad input -> a plain answer, never a traceback. Expectations come from the trees' own entries, never from filescout.

Each test asserts the right behaviour; the ones filescout gets wrong today are xfail(strict) with the reason."""

from __future__ import annotations

import json
import os
import re
import sys
import time
from collections import defaultdict
from pathlib import Path

import pytest

EVAL = Path(__file__).resolve().parents[1] / "bench" / "eval"
sys.path.insert(0, str(EVAL))
import homes  # noqa: E402
import inproc  # noqa: E402

E = homes.Entry

# A small home made to trip the folder words: two clients whose names share a first word ("Acme", "Acme Corp"), a
# Contracts folder outside Clients, the same client/Invoices pair under Archive, two projects' node_modules, a
# folder named like a type word (PDF/ holding text files), a hidden folder inside a Contracts folder and a hidden
# Contracts folder, '&' in a folder name; plus a symlink from inside the home to a folder outside it.
TREE = [
    E("Clients/Acme/Invoices/acme-1.pdf", 1000, 10),
    E("Clients/Acme/Invoices/acme-2.pdf", 1000, 400),
    E("Clients/Acme Corp/Invoices/corp-1.pdf", 1000, 10),
    E("Clients/Acme Corp/Contracts/corp-contract.pdf", 1000, 10),
    E("Clients/Acme/Contracts/acme-contract.pdf", 1000, 10),
    E("Clients/Acme/Contracts/.trash/old-contract.pdf", 1000, 10),
    E("Clients/Beta/Contracts/beta-contract.docx", 1000, 500),
    E("Clients/Beta/Contracts/beta-nda.pdf", 1000, 500),
    E("Personal/Contracts/lease.pdf", 1000, 10),
    E("Archive/Acme/Invoices/2019.pdf", 1000, 2000),
    E("Projects/web-shop/node_modules/x/index.js", 100, 5),
    E("Projects/client-portal/node_modules/y/index.js", 100, 5),
    E("Projects/client-portal/src/app.js", 100, 5),
    E("Reports/q1.xlsx", 100, 5),
    E("Reports/q2.xlsx", 100, 5),
    E("Documents/report.pdf", 100, 5),
    E("Documents/manual.pdf", 100, 5),
    E("PDF/readme.txt", 100, 5),
    E("PDF/notes.txt", 100, 5),
    E("R&D/Specs/spec.md", 100, 5),
    E("Downloads/thing.pdf", 100, 5),
    E("Downloads/big.zip", 5000, 500),
    E("Downloads/new.zip", 5000, 5),
    E(".cache/Contracts/cached.pdf", 100, 5),
]


class Tree(inproc.TreeHome):
    """An in-process home over TREE (same CLI, same env layout as the generated homes)."""

    def __init__(self, base: Path):
        self.folder_steps, self.by_name = [], defaultdict(list)
        super().__init__(base, "redteam", TREE)
        self.snap = self.snapshot()

    def before_scan(self, base: Path) -> None:
        self.outside = base / "outside"
        (self.outside / "Invoices").mkdir(parents=True)
        (self.outside / "Invoices" / "secret.pdf").write_bytes(b"%PDF-1.4 not yours\n")
        os.symlink(self.outside, self.home / "Clients" / "Evil")


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    return Tree(tmp_path_factory.mktemp("redteam"))


@pytest.fixture(scope="module")
def office(tmp_path_factory):
    return inproc.InProcessHome("office", tmp_path_factory.mktemp("homes"))


def ask(h, q: str) -> dict:
    r = h.run(["ask", "--json", q])  # a refusal exits non-zero, with its plain message in the JSON
    assert "Traceback" not in r.stdout + r.stderr, r.stdout + r.stderr
    out = json.loads(r.stdout)
    assert r.returncode == 0 or (out.get("result") or {}).get("error"), r.stdout + r.stderr
    return out


def chat(h, *lines: str) -> str:
    r = h.run(["chat"], stdin="\n".join(lines) + "\n")
    assert "Traceback" not in r.stdout + r.stderr, r.stdout + r.stderr
    return r.stdout


def rel(h, p: str) -> str:
    return os.path.relpath(p, h.home)


def listed(h, out: dict) -> list[str]:
    return sorted(rel(h, f["path"]) for f in (out.get("result") or {}).get("files", []))


def plan_of(h, out: dict) -> list[str] | None:
    plan = (out.get("result") or {}).get("plan")
    return None if plan is None else sorted(rel(h, s["source"]) for s in plan["steps"] if "source" in s)  # (not mkdir)


def visible(h, pattern: str) -> list[str]:
    return sorted(e.path for e in h.entries if not e.hidden_or_noise and re.fullmatch(pattern, e.path))


def destination(h, out: dict) -> str | None:
    """Where a planned move/copy goes (relative to the home), None when nothing is planned."""
    if plan_of(h, out) is None:
        return None
    return rel(h, out["arguments"]["destination"].rstrip("/"))


# -- folder paths typed with spaces -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "question, want",
    [
        ("move Downloads/thing.pdf to Clients/Acme Corp/Invoices", "Clients/Acme Corp/Invoices"),
        ("move Downloads/thing.pdf to Clients/Acme Corp", "Clients/Acme Corp"),
    ],
)
def test_a_spaced_destination_is_not_cut_at_a_shorter_folder_that_exists(tree, question, want):
    out = ask(tree, question)
    assert destination(tree, out) in (None, want)  # that folder, or a question; never Clients/Acme
    assert destination(tree, out) == want


def test_a_spaced_place_is_not_cut_at_a_shorter_folder_that_exists(tree):
    out = ask(tree, "list files in Clients/Acme Corp/Contracts")
    assert listed(tree, out) == visible(tree, r"Clients/Acme Corp/Contracts/[^/]+")


def test_a_spaced_place_cut_short_never_plans_on_the_shorter_folder(tree):
    out = ask(tree, "delete the files in Clients/Acme Corp/Invoices")
    assert plan_of(tree, out) in (None, ["Clients/Acme Corp/Invoices/corp-1.pdf"])


def test_a_spaced_place_with_an_ampersand_lists_that_folder(office):
    out = ask(office, "list files in Clients/Dupont & Fils")
    want = visible(office, r"Clients/Dupont & Fils/.+")
    assert out["result"]["total_matching"] == len(want)
    assert set(listed(office, out)) <= set(want) and listed(office, out)


def test_spaced_paths_with_accents_are_exact(office):
    out = ask(office, "list the files in Clients/Café Río/Invoices")
    assert listed(office, out) == visible(office, r"Clients/Café Río/Invoices/[^/]+")
    out = ask(
        office,
        "move 'INV-2026-030_Greenleaf_2026-09-30 (1).pdf' from Downloads to Clients/Boulangerie Hélène/Contracts",
    )
    assert plan_of(office, out) == ["Downloads/INV-2026-030_Greenleaf_2026-09-30 (1).pdf"]
    assert destination(office, out) == "Clients/Boulangerie Hélène/Contracts"


def test_an_ampersand_path_typed_as_one_word_is_exact(tree):
    assert listed(tree, ask(tree, "list files in R&D/Specs")) == ["R&D/Specs/spec.md"]


# -- a destination or a folder named by a word several folders share ----------------------------------------------


def test_a_partial_path_two_folders_end_with_is_a_question(tree):
    # Clients/Acme/Invoices and Archive/Acme/Invoices both end in Acme/Invoices
    out = ask(tree, "move Downloads/thing.pdf to Acme/Invoices")
    assert plan_of(tree, out) is None and "?" in out["answer"]


def test_a_destination_word_several_folders_share_is_a_question(tree):
    out = ask(tree, "copy Downloads/thing.pdf to Invoices")
    assert plan_of(tree, out) is None and out["answer"].startswith("Which")
    for p in ("Archive/Acme/Invoices", "Clients/Acme Corp/Invoices", "Clients/Acme/Invoices"):
        assert p in out["answer"]


def test_the_node_modules_folder_when_two_projects_have_one_is_a_question(tree):
    out = ask(tree, "delete the node_modules folder")
    assert plan_of(tree, out) is None and "?" in out["answer"]


def test_the_node_modules_folder_in_a_named_project_is_that_one(tree):
    out = ask(tree, "delete the node_modules folder in client-portal")
    assert plan_of(tree, out) in (None, ["Projects/client-portal/node_modules"])
    assert plan_of(tree, out) == ["Projects/client-portal/node_modules"]


def test_an_action_on_a_folder_another_word_picks_is_planned(office):
    out = ask(office, "move the contracts folder in Greenleaf to Archive")
    assert plan_of(office, out) == ["Clients/Greenleaf Ltd/Contracts"]


# -- the folder filter: which files it counts ---------------------------------------------------------------------


def test_the_folder_filter_counts_visible_files_only(tree):
    want = visible(tree, r"(?:.+/)?Contracts/.+")  # not .trash inside one, not .cache/Contracts
    assert len(want) == 5
    assert ask(tree, "how many contracts")["result"]["count"] == len(want)
    assert ask(tree, "how many files inside Contracts folders")["result"]["count"] == len(want)


def test_client_contracts_are_every_clients_not_one_of_them(tree):
    out = ask(tree, "my client contracts")
    assert listed(tree, out) == visible(tree, r"Clients/[^/]+/Contracts/[^/]+")


def test_inside_node_modules_folders_counts_what_they_hold(office):
    want = [e for e in office.entries if "/node_modules/" in e.path]
    assert ask(office, "how many files inside node_modules folders")["result"]["count"] == len(want)


# -- a folder named like a type word ------------------------------------------------------------------------------


@pytest.mark.parametrize("question", ["list my pdf files", "how many pdf files"])
def test_a_type_word_is_the_type_not_a_folder_named_so(tree, question):
    pdfs = visible(tree, r".+\.pdf")
    out = ask(tree, question)
    if out["tool"] == "count_files":
        assert out["result"]["count"] == len(pdfs)
    else:
        assert all(p.endswith(".pdf") for p in listed(tree, out)) and listed(tree, out)


def test_pdfs_counts_every_visible_pdf(tree):
    assert ask(tree, "how many pdfs")["result"]["count"] == len(visible(tree, r".+\.pdf"))


# -- follow-ups that filter the last result, then an action -------------------------------------------------------


def test_delete_them_after_only_the_pdfs_plans_the_pdfs_shown(tree):
    said = chat(tree, "what's in Downloads", "only the PDFs", "delete them")
    plan = said.split("Here's the plan:", 1)[1]
    assert "thing.pdf" in plan and ".zip" not in plan


def test_delete_them_after_older_than_a_year_plans_the_old_ones(tree):
    said = chat(tree, "zip files in Downloads", "which of them are older than a year?", "delete them")
    plan = said.split("Here's the plan:", 1)[1]
    assert "big.zip" in plan and "new.zip" not in plan


def test_delete_all_of_them_after_a_folder_word_listing_plans_exactly_those(tree):
    said = chat(tree, "how many contracts", "delete all of them")
    plan = said.split("Here's the plan:", 1)[1]
    for p in visible(tree, r"(?:.+/)?Contracts/.+"):
        assert os.path.basename(p) in plan
    assert "old-contract.pdf" not in plan and "cached.pdf" not in plan


def test_client_contracts_then_delete_all_of_them_plans_every_one(office):
    contracts = visible(office, r"Clients/[^/]+/Contracts/[^/]+")
    said = chat(office, "my client contracts", "delete all of them")
    plan = said.split("Here's the plan:", 1)[1]
    assert all(os.path.basename(p) in plan for p in contracts)
    assert f"{len(contracts)} files" in plan


def test_a_plan_over_several_folders_does_not_say_they_come_from_one(office):
    said = chat(office, "my client contracts", "delete all of them")
    plan = said.split("Here's the plan:", 1)[1].split("Files:", 1)[0]
    assert "from Clients/Nakamura Design/Contracts" not in plan


# -- words that name both a kind of file and folders --------------------------------------------------------------


def test_delete_all_the_invoices_never_plans_files_that_only_share_the_word(office):
    out = ask(office, "delete all the invoices")
    invoices = visible(office, r"Clients/[^/]+/Invoices/[^/]+")
    assert plan_of(office, out) in (None, invoices)


def test_delete_the_report_asks_when_a_reports_folder_exists(tree):
    out = ask(tree, "delete the report")
    assert plan_of(tree, out) is None and out["answer"].startswith("Which one")


# -- outside the root: '..', symlinks -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "list the files in Clients/../../..",
        "move Downloads/thing.pdf to ../outside",
        "rename 'Downloads/thing.pdf' to '../../escape.pdf'",
        "delete the files in Clients/Evil/Invoices",
        "delete Clients/Evil/Invoices/secret.pdf",
        "move Downloads/thing.pdf to Clients/Evil/Invoices",
        "list files in Clients/Evil",
        "how many invoices",
    ],
)
def test_nothing_outside_the_home_is_listed_or_planned(tree, question):
    out = ask(tree, question)
    files = [f["path"] for f in (out.get("result") or {}).get("files", [])]
    assert all(not rel(tree, f).startswith("..") for f in files)
    assert "secret.pdf" not in json.dumps([files, plan_of(tree, out)])
    steps = plan_of(tree, out) or []
    assert all(not s.startswith("..") for s in steps)
    if out["tool"] in ("move_file", "copy_file") and steps:
        assert not rel(tree, out["arguments"]["destination"]).startswith("..")


# -- bad input: a plain answer, never a traceback; and fast -------------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "move to Clients/",
        "delete the '' folder",
        "rename '' to ''",
        "list files in ////",
        "how many files in all the ' folders",
        "move Downloads/thing.pdf to Clients/Acme Corp/Invoices/a b c d e f g h i j",
        'rename "thing.pdf" to "a/b.pdf"',
        "move 'thing.pdf' to 'Clients/Acme Corp/Invoices'",
        "only the PDFs",
        "which of them are older than a year?",
        "delete them",
    ],
)
def test_odd_input_gets_a_plain_answer(tree, question):
    out = ask(tree, question)
    assert out["answer"] and "Traceback" not in out["answer"]
    assert plan_of(tree, out) in (None, ["Downloads/thing.pdf"])


@pytest.mark.parametrize("question", ["how many files inside . folders", "how many files in % folders"])
def test_a_folder_word_that_is_no_name_is_not_silently_dropped(tree, question):
    everything = ask(tree, "how many files")["result"]["count"]
    out = ask(tree, question)
    assert out["result"].get("count") != everything  # a question or an error, not every file


def test_each_question_takes_under_a_second(office):
    ask(office, "how many files")  # warm
    for q in (
        "my client contracts",
        "how many invoices from this year",
        "list the PDFs in Clients/Greenleaf Ltd/Contracts",
        "move Downloads/INV-2026-030_Greenleaf_2026-09-30 (1).pdf to Clients/Dupont & Fils/Invoices",
        "delete the Invoices folder",
        "delete the invoice",
        "how many files inside .git folders",
        "what's taking up the most room in Clients/Greenleaf Ltd",
        "delete the node_modules folder in client-portal",
    ):
        t = time.perf_counter()
        ask(office, q)
        assert time.perf_counter() - t < 1.0, q
