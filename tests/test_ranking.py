"""Ranking of content search: filler dropped, AND then BM25 over OR (rare words weigh most), phrase and all-words
tiers, names and months in names or dates, accents folded both ways. Real files, a real index, the real tools."""

from __future__ import annotations

import time
from datetime import datetime
from pathlib import Path

import pytest

from conftest import write
from filescout.content import search as search_module
from filescout.content import terms as T
from filescout.content.search import search_content
from filescout.index.query import Filters
from filescout.tools import REGISTRY

BOTH_BACKENDS = True  # the tools' answers on this machine's index and on a shared one

# common words in many files, the rare ones in one: the generator knows which file should come first
DECOYS = {
    "weekly.txt": "Minutes of the weekly meeting. The meeting started late; minutes were taken by Ann.",
    "board.txt": "Board committee meeting minutes: the committee approved the minutes of the last meeting.",
    "standup.txt": "Standup meeting. Nothing to report at this meeting.",
    "minutes_only.txt": "The minutes are attached. Please read the minutes.",
    "garden.txt": "The garden committee meeting discussed tulips and the meeting minutes.",
    "budget.txt": "Budget review: spending, forecasts and the meeting schedule for next year.",
}
FRENCH = "Procès-verbal de la séance. La démolition du bâtiment B a été votée par le comité à l'unanimité."


def scan(ctx, root: Path) -> None:
    r = REGISTRY.call("scan", {"path": str(root)}, ctx)
    assert r.data["content"]["errors"] == 0


def names(hits: list[dict]) -> list[str]:
    return [h["row"].name for h in hits]


def search(ctx, query: str, limit: int = 20) -> list[dict]:
    return search_content(ctx.conn, query, Filters().resolve(), limit=limit)


@pytest.fixture
def council(tmp_path, ctx):
    root = tmp_path / "council"
    for name, text in DECOYS.items():
        write(root / name, text)
    write(root / "pv_seance.txt", FRENCH)
    scan(ctx, root)
    return root


def test_filler_is_dropped_and_month_words_are_read():
    q = T.parse("Which document talks about the lease renewal?")
    assert q.terms == ["lease", "renewal"]
    assert T.parse("the minutes of the demolition committee meeting").terms == [
        "minutes",
        "demolition",
        "committee",
        "meeting",
    ]
    w = T.parse("October 2025 statement").when
    assert (w.year, w.month, w.words) == (2025, 10, {"october", "2025"})
    assert T.parse("files I may need").when is None  # 'may' alone is a verb
    assert T.parse("the report from may 2024").when.month == 5
    assert T.parse("the").terms == ["the"]  # only filler: the words themselves are searched


@pytest.mark.parametrize(
    ("name", "fits"),
    [
        ("statement_2025-10.pdf", True),
        ("statement 2025_10.pdf", True),
        ("oct-2025 statement.pdf", True),
        ("October_2025.pdf", True),
        ("stmt_oct2025.pdf", True),
        ("scan_20251031.pdf", True),
        ("10-2025.pdf", True),
        ("statement_2025-09.pdf", False),
        ("statement_2024-10.pdf", False),
        ("report_2025.pdf", False),
        ("room_10_floor_2.pdf", False),
    ],
)
def test_a_month_and_year_in_names(name, fits):
    assert T.When(2025, 10, {"october", "2025"}).fits_name(name) is fits


def test_rare_word_ranks_first_over_common_ones_and_accents_fold(ctx, council):
    hits = search(ctx, "the minutes of the demolition committee meeting")
    # only 'démolition' and 'comité' are in it (no 'minutes', no 'meeting', and 'committee' is English)
    assert names(hits)[0] == "pv_seance.txt"
    assert not hits[0]["all_terms"]
    assert "**démolition**" in hits[0]["snippets"][0]["text"]
    # a file holding one common word only is noise: not listed
    assert "minutes_only.txt" not in names(hits) and "standup.txt" not in names(hits)
    # files holding two words or more stay, after it
    assert {"weekly.txt", "board.txt", "garden.txt"} <= set(names(hits))


def test_the_and_result_stays_first(ctx, council, tmp_path):
    write(council / "all_words.txt", "Minutes: the demolition committee meeting of 3 May, held in the town hall.")
    scan(ctx, council)
    hits = search(ctx, "the minutes of the demolition committee meeting")
    assert names(hits)[:2] == ["all_words.txt", "pv_seance.txt"]
    assert hits[0]["all_terms"] and not hits[1]["all_terms"]


@pytest.mark.parametrize("query", ["demolition comite", "DÉMOLITION comité"])
def test_accents_fold_both_ways(ctx, tmp_path, query):
    write(tmp_path / "t" / "accented.txt", FRENCH)
    write(tmp_path / "t" / "plain.txt", "Compte rendu: la demolition a ete votee par le comite.")
    write(tmp_path / "t" / "other.txt", "Rien a voir: le jardin et les tulipes.")
    scan(ctx, tmp_path / "t")
    hits = search(ctx, query)
    assert sorted(names(hits)) == ["accented.txt", "plain.txt"]
    assert all(h["all_terms"] for h in hits)


def test_phrase_first_then_all_words_then_some(ctx, tmp_path):
    root = tmp_path / "p"
    write(root / "apart.txt", "Revenue revenue revenue went up. Later that quarterly review of the revenue happened.")
    write(root / "phrase.txt", "Our quarterly revenue was flat across a long year of mostly unrelated other news.")
    write(root / "some.txt", "Revenue revenue revenue revenue.")
    scan(ctx, root)
    hits = search(ctx, "quarterly revenue")
    assert names(hits) == ["phrase.txt", "apart.txt", "some.txt"]
    assert [h["phrase"] for h in hits] == [True, False, False]
    assert [h["all_terms"] for h in hits] == [True, True, False]


def test_a_name_holding_the_words_is_raised(ctx, tmp_path, monkeypatch):
    root = tmp_path / "n"
    body = "The tenancy agreement for the flat."
    write(root / "notes_a.txt", body)
    write(root / "tenancy_agreement.txt", body + " Signed by both parties after a long discussion of the terms.")
    scan(ctx, root)
    with monkeypatch.context() as m:
        m.setattr(search_module, "NAME_BOOST", 0.0)
        assert names(search(ctx, "tenancy agreement"))[0] == "notes_a.txt"  # on the text alone, the shorter wins
    hits = search(ctx, "tenancy agreement")
    assert names(hits)[0] == "tenancy_agreement.txt" and hits[0]["named"] == ["agreement", "tenancy"]


def test_a_month_in_the_query_matches_names_and_dates(ctx, tmp_path):
    root = tmp_path / "bank"
    text = "Account statement. Closing balance 1,204.50 EUR."
    write(root / "statement_2025-09.txt", text)
    write(root / "statement_2025-10.txt", text)
    write(root / "bank_oct-2025.txt", text)
    mid_october = datetime(2025, 10, 15, 12).timestamp()
    write(root / "download.txt", text, mtime=mid_october)
    write(root / "unrelated_2025-10.txt", "Garden party invitation.")
    scan(ctx, root)
    hits = search(ctx, "October 2025 statement")
    got = names(hits)
    assert set(got[:3]) == {"statement_2025-10.txt", "bank_oct-2025.txt", "download.txt"}
    assert got[3] == "statement_2025-09.txt"  # the words but not the month: after, not left out
    assert [h["all_terms"] for h in hits][:4] == [True, True, True, False]
    assert got[4:] in ([], ["unrelated_2025-10.txt"])  # the month in its name, not the words: last if at all


def test_grep_and_find_show_the_kind_of_match(ctx, council):
    r = REGISTRY.call("search_file_content", {"query": "demolition committee minutes"}, ctx)
    first = r.data["results"][0]
    assert first["name"] == "pv_seance.txt" and first["kind"] == "words"
    assert "pv_seance.txt" in r.text.splitlines()[1]
    f = REGISTRY.call("find_files", {"query": "demolition"}, ctx)
    assert [h["name"] for h in f.data["results"]] == ["pv_seance.txt"]


def test_search_stays_fast_on_long_queries(ctx, council):
    t = time.perf_counter()
    for _ in range(20):
        search(ctx, "which document talks about the minutes of the demolition committee meeting last year")
    assert (time.perf_counter() - t) / 20 < 0.05
