"""Understanding on the "gardener" home (issue 11; set Y, written blind and then read): a landscape gardener's jobs
(each with a quote, invoices, a planting plan, site notes and Photos/Before and Photos/After), a pharmacist's CPD
and locum rotas, and a teenager's OBS recordings and Minecraft renders. Words read as fillers that are folders'
names ("before pics", "the biggest after photo"); a run of a name's words with a filler noun ("price lists"); a
kind of file asked for by what its text says ("which recipes use scotch bonnet", "which job had the bats"); a
month still to come that is a name's ("the locum rota for December 2026"); "the last couple of weeks"; two letters
swapped ("reciepts"); a name's words said side by side ('"room 3"'-like phrases); where the files of a list are;
"the honda one" of a list; the folders counted ("how many jobs did i do in 2025"). Every expectation comes from the
home's own list of files (bench/eval/homes_gardener.py), never from filescout."""

from __future__ import annotations

import os
import re
import sys
from datetime import date
from pathlib import Path

import pytest

EVAL = Path(__file__).resolve().parents[1] / "bench" / "eval"
sys.path.insert(0, str(EVAL))
import homes  # noqa: E402,F401  (registers the homes)
import inproc  # noqa: E402
from inproc import ask, chat, listed, planned  # noqa: E402


@pytest.fixture(scope="module")
def garden(tmp_path_factory):
    return inproc.InProcessHome("gardener", tmp_path_factory.mktemp("homes"), "2026-11-24")


paths, size_of = inproc.paths, inproc.size_of
PHOTO = r"\.(?:jpe?g|heic)"


def _days(age: float | str) -> float:
    """How old a file of the home is, in days before 2026-11-24 (an "MM-DD" anchor is that day of 2026)."""
    if isinstance(age, str):
        return (date(2026, 11, 24) - date(2026, *map(int, age.split("-")))).days
    return age


def test_a_filler_word_that_names_folders_before_a_type_is_those_folders(garden):
    henderson = paths(garden, r"Price Landscapes/Jobs/2026/Henderson[^/]*/Photos/Before/[^/]+" + PHOTO)
    assert henderson and set(henderson) < set(paths(garden, r".*/Henderson[^/]*/.+" + PHOTO))
    assert listed(garden, ask(garden, "before pics for the henderson job")) == henderson
    after = r"Price Landscapes/Jobs/\d+/Old Vicarage[^/]*/Photos/After/[^/]+" + PHOTO
    out = ask(garden, "how much space do the after photos from the old vicarage take")
    assert size_of(garden, after) in out["answer"]
    biggest = max(inproc.visible(garden, r".*/Before/[^/]+" + PHOTO), key=lambda e: e.size)
    assert biggest.size < max(e.size for e in inproc.visible(garden, r".+" + PHOTO))  # (not the biggest photo)
    out = ask(garden, "whats the biggest before photo")
    assert os.path.basename(biggest.path) in out["answer"].split(",")[0]


def test_a_run_of_a_names_words_ending_in_a_filler_noun_is_that_name(garden):
    lists = paths(garden, r"(?i).*price list[^/]*")
    assert len(lists) > 2
    out = ask(garden, "price lists")
    assert listed(garden, out) == lists  # (not every file in "Price Landscapes")


def test_a_plural_name_said_for_a_size_is_all_the_files_so_named(garden):
    plans = r"(?i).*/planting plan[^/]*"
    assert len(paths(garden, plans)) > 2
    out = ask(garden, "how much do the planting plans take up")
    assert size_of(garden, plans) in out["answer"]
    eps = r"(?i)Dylan/YouTube/renders/minecraft hardcore[^/]*"
    assert len(paths(garden, eps)) > 1
    assert size_of(garden, eps) in ask(garden, "how big r the minecraft hardcore episodes i renderd")["answer"]


@pytest.mark.parametrize(
    "question,pattern,absent",
    [
        ("Which recipes use scotch bonnet?", r"Ifeoma/Recipes/(?:Jollof rice|Egusi soup|Pepper soup|Moi moi)\.txt",
         r"Ifeoma/Recipes/(?:Bara brith|Puff puff)\.txt"),
        ("which job had the bats", r".*/Old Vicarage[^/]*/site notes\.txt", r".*/Bowen[^/]*/site notes\.txt"),
        ("which garden has the espalier apples", r".*/Patel[^/]*/site notes\.txt", r".*/Pontcanna[^/]*/.*"),
    ],
)  # fmt: skip
def test_which_kind_has_words_nothing_is_named_is_a_search_of_their_text(garden, question, pattern, absent):
    want = paths(garden, pattern)
    text = {p: Path(garden.home, p).read_text(errors="replace").lower() for p in want}
    assert want and all(re.search(r"scotch bonnet|bats|espalier", t) for t in text.values())  # the oracle
    found = listed(garden, ask(garden, question))
    assert set(want) <= set(found) and not set(found) & set(paths(garden, absent))


def test_a_month_still_to_come_is_a_names_and_a_couple_of_weeks_is_two(garden):
    rota = paths(garden, r"Ifeoma/Locum rotas/Locum rota - December 2026\.xlsx")
    assert rota
    out = ask(garden, "Please show me the locum rota for December 2026.")
    assert os.path.basename(rota[0]) in out["answer"]
    recent = [e.path for e in inproc.visible(garden, r"(?i).*/quote[^/]*") if _days(e.age) < 14]
    assert recent and set(recent) <= set(listed(garden, ask(garden, "any quotes from the last couple of weeks")))


def test_two_letters_swapped_are_one_slip(garden):
    receipts = paths(garden, r"Price Landscapes/Accounts/Receipts/.+")
    out = ask(garden, "show me the reciepts")
    assert receipts and set(listed(garden, out)) == set(receipts)  # not Recipes


def test_files_of_the_same_name_in_a_list_say_where_each_is(garden):
    notes = paths(garden, r".*/site notes\.txt")
    out = ask(garden, "which jobs have got site notes")
    assert len(notes) > 2 and listed(garden, out) == notes
    for p in notes:  # each one's job folder is said beside it
        assert f"site notes.txt in {p.split('/')[-2]}" in out["answer"]


def test_follow_ups_where_the_list_is_and_the_one_named_by_a_word(garden):
    biggest = max(inproc.visible(garden), key=lambda e: e.size)
    text = chat(garden, "biggest files on here", "which folder is that in")
    assert f"all in {os.path.dirname(biggest.path)}" in text
    text = chat(garden, "show me the manuals", "move the honda one to the desktop")
    honda = paths(garden, r"(?i).*honda[^/]*manual[^/]*")
    assert len(honda) == 1 and "move 1 file" in text and os.path.basename(honda[0]) in text
    text = chat(garden, "show me the manuals", "delete the stihl one")
    assert "Which of them?" in text and "Here's the plan" not in text  # two Stihl manuals: asked, never guessed


def test_how_many_jobs_in_a_year_counts_that_years_job_folders(garden):
    jobs = {p.split("/")[3] for p in paths(garden, r"Price Landscapes/Jobs/2025/[^/]+/.+")}
    out = ask(garden, "how many jobs did i do in 2025")
    assert len(jobs) > 1 and out["answer"].startswith(f"{len(jobs)} jobs in 2025"), out["answer"]
    assert sorted(f["name"] for f in out["result"]["folders"]) == sorted(jobs)


def test_the_obs_recordings_of_a_month_are_its_mkv_files_for_a_plan_too(garden):
    aug = [e.path for e in inproc.visible(garden, r"Dylan/OBS recordings/2026-08-[^/]+\.mkv")]
    assert aug
    assert sorted(planned(garden, ask(garden, "delete the obs recordings from august")) or []) == sorted(aug)
