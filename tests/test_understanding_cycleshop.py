"""Understanding on the "cycleshop" home (issue 11; set S, written blind and then read): a bicycle workshop's job
cards, supplier invoices, online shop and YouTube channel, and a pharmacist's CPD and revalidation papers. A
participle that names a folder ("the exported videos"); a type word that is also a top folder's name; every file a
name search finds, counted; where a file is, said in full; "the EP42 export" (EP42's file in Exports); a slip in a
name's word ("discusion"); "since the start of November"; "which file has Gareth in it"; a destination path typed
with spaces; "the 2025 job cards" as an action's target; "delete the one from march" after a search; "all my
scratch games" (the Scratch folder, not "Scratch game plan.docx"). Every expectation comes from the home's own
list of files (bench/eval/homes_cycleshop.py), never from filescout."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

EVAL = Path(__file__).resolve().parents[1] / "bench" / "eval"
sys.path.insert(0, str(EVAL))
import homes  # noqa: E402,F401  (registers the homes)
import inproc  # noqa: E402
from inproc import ask, chat, listed, planned, visible  # noqa: E402

from filescout.units import human_size  # noqa: E402


@pytest.fixture(scope="module")
def shop(tmp_path_factory):
    return inproc.InProcessHome("cycleshop", tmp_path_factory.mktemp("homes"), "2026-11-24")


paths, size_of = inproc.paths, inproc.size_of


def test_a_participle_names_the_folder_of_what_was_made(shop):
    exports = r"YouTube/Exports/[^/]+"
    out = ask(shop, "how much the exported videos take")
    assert out["arguments"]["path"].endswith("YouTube/Exports")
    assert listed(shop, out) == paths(shop, exports) and size_of(shop, exports) in out["answer"]


def test_a_type_word_that_is_a_top_folder_says_both_totals(shop):
    out = ask(shop, "How much space do the pictures take?")
    assert size_of(shop, r"Pictures/.+") in out["answer"] and "Pictures folder" in out["answer"]
    assert out["arguments"] == {"type": "picture"}  # (every picture first: the folder's total is said after it)


def test_a_name_search_counts_every_file_it_finds(shop):
    starling = paths(shop, r".*/Starling[^/]*statement[^/]*")
    assert len(starling) > 20  # (more than a search used to return)
    out = ask(shop, "show me the Starling statements")
    assert listed(shop, out) == starling and f"Found {len(starling)} files" in out["answer"]


def test_where_a_file_is_is_said_in_full(shop):
    vat = paths(shop, r"Nowak Cycles/Accounts/VAT/VAT Q3 2026\.pdf")
    assert len(vat) == 1
    out = ask(shop, "where is VAT Q3 2026.pdf")
    assert "VAT Q3 2026.pdf (in Nowak Cycles/Accounts/VAT)" in out["answer"]


def test_a_word_naming_a_kind_of_folder_with_another_folders_words(shop):
    export = visible(shop, r"YouTube/Exports/EP42[^/]*")
    raw = visible(shop, r"YouTube/Raw footage/EP42[^/]*/.+")
    assert len(export) == 1 and raw  # (EP42 also names a folder of raw footage)
    out = ask(shop, "how big the EP42 export is")
    assert out["arguments"]["path"].endswith(export[0].path) and human_size(export[0].size) in out["answer"]


def test_a_slip_in_a_word_of_a_name(shop):
    peer = visible(shop, r"Priya/GPhC/Revalidation 2026/[^/]*peer discussion[^/]*")
    assert len(peer) == 1
    out = ask(shop, "size of reval 2026 peer discusion")
    assert out["arguments"]["path"].endswith(peer[0].path) and human_size(peer[0].size) in out["answer"]
    # never for an action: a slip is not an exact name
    out = ask(shop, "delete reval 2026 peer discusion")
    assert planned(shop, out) is None


def test_since_the_start_of_a_month(shop):
    out = ask(shop, "What have I changed in my Priya folder since the start of November?")
    assert out["arguments"]["modified_after"] == "2026-11-01"
    late = [e for e in visible(shop, r"Priya/.+") if isinstance(e.age, str) and e.age.startswith("11-")]  # Nov 19
    recent = sorted(
        [e.path for e in late] + [e.path for e in visible(shop, r"Priya/.+") if e not in late and e.age < 23]
    )
    assert recent and listed(shop, out) == recent


def test_which_file_has_words_in_it_is_a_search_of_the_text(shop):
    out = ask(shop, "which file has Gareth the Madison rep in it")
    assert listed(shop, out) == paths(shop, r".*/supplier contacts\.txt")


def test_what_is_owed_is_declined(shop):
    out = ask(shop, "how much VAT do I owe for Q3")
    assert out["tool"] is None and "language model" in out["answer"]


def test_a_destination_typed_with_spaces_is_where_to(shop):
    out = ask(shop, "move the VAT Q3 2026 (1).pdf from Downloads to Nowak Cycles/Accounts/VAT")
    assert planned(shop, out) == ["Downloads/VAT Q3 2026 (1).pdf"]
    assert out["arguments"]["destination"].endswith("Nowak Cycles/Accounts/VAT")


def test_a_years_folder_said_with_its_parents_name_is_a_target(shop):
    cards = paths(shop, r"Nowak Cycles/Job cards/2025/[^/]+")
    out = ask(shop, "move the 2025 job cards to Archive")
    assert len(cards) > 10 and planned(shop, out) == cards


def test_the_one_from_a_month_after_a_search(shop):
    henderson = visible(shop, r"Nowak Cycles/Job cards/.*Henderson[^/]*")
    march = [e.path for e in henderson if "-03-" in e.path]
    assert len(henderson) == 3 and len(march) == 1
    said = chat(shop, "all the Henderson job cards", "delete the one from march")
    assert "Here's the plan" in said and Path(march[0]).name in said
    others = [Path(e.path).name for e in henderson if e.path not in march]
    assert not any(name in said.split("Here's the plan")[1] for name in others)
    said = chat(shop, "all the Henderson job cards", "delete the one from 2026")  # two fit: which one?
    assert "Here's the plan" not in said.split("Found")[-1] and "Which" in said


def test_a_plural_the_folder_holds_is_not_a_file_with_the_singular(shop):
    out = ask(shop, "wheres all my scratch games")
    assert listed(shop, out) == paths(shop, r"Kiran/Scratch/[^/]+")
    assert paths(shop, r".*/[^/]*Scratch game plan[^/]*")  # (the file it used to answer with)
