"""Understanding on the "journalist" home (issue 11; set M, written blind and then read): a folder whose name has a
word the parser reads as a command or a filler ("show notes", "the open day"); a folder named exactly by some of
the words beats a longer one that merely holds them ("the press card scans", "e-bike job sheets", "the brompton hub
job for Dónal Byrne"); a word said in the plural is a whole word of a name ("plans" never "Plant"); a place that
holds nothing so named is a word of the names elsewhere ("the invoices issued to the Guardian"); a typed folder
path that looks like a file ("Code/priyaraman.com"); a hyphenated extension ("rpp-bak files"); "the gpx in
downloads" is the type; "fortnight"; payment status, transcription and ~/.ssh declined plainly; a move of the one
file in the folder said whose name has every word. Every expectation comes from the home's own list of files
(bench/eval/homes_journalist.py), never from filescout."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

EVAL = Path(__file__).resolve().parents[1] / "bench" / "eval"
sys.path.insert(0, str(EVAL))
import homes  # noqa: E402
import inproc  # noqa: E402
from inproc import ask, chat, listed, planned, visible  # noqa: E402


@pytest.fixture(scope="module")
def journalist(tmp_path_factory):
    return inproc.InProcessHome("journalist", tmp_path_factory.mktemp("homes"), "2026-11-24")


def days_old(e) -> float:
    if isinstance(e.age, str):  # a "MM-DD" anchor, this year
        import datetime as dt

        return (dt.date(2026, 11, 24) - dt.date(2026, *map(int, e.age.split("-")))).days
    return e.age


def paths(h, pattern: str) -> list[str]:
    return sorted(e.path for e in visible(h, pattern))


def test_a_folder_named_with_a_command_word_is_that_folder(journalist):
    notes = paths(journalist, r"Podcast/Small Hours/Show notes/[^/]+")
    assert len(notes) > 5 and paths(journalist, r"Notes/[^/]+")  # (a Notes folder too: not that one)
    assert listed(journalist, ask(journalist, "show notes")) == notes
    open_day = visible(journalist, r"Pictures/2026/Tom's bike shop open day/[^/]+\.jpe?g")
    out = ask(journalist, "how many photos from the open day")
    assert out["result"]["count"] == len(open_day) > 1


def test_a_folder_named_exactly_by_some_words_beats_one_that_merely_holds_them(journalist):
    card = paths(journalist, r"Work/Admin/Press card/[^/]+")
    assert len(card) > 1 and any("scan" in p.lower() for p in card)
    assert listed(journalist, ask(journalist, "where are the press card scans kept?")) == card
    sheets = paths(journalist, r"Bike Repairs/Job sheets/.+e-bike.+")
    assert len(sheets) > 1 and visible(journalist, r"Bike Repairs/Photos/[^/]*e-bike[^/]*/.+")
    assert listed(journalist, ask(journalist, "e-bike job sheets")) == sheets
    hub = paths(journalist, r"Bike Repairs/Job sheets/Dónal Byrne/.*Brompton.*hub.*")
    assert len(hub) == 1
    out = ask(journalist, "when did i do the brompton hub job for Dónal Byrne")
    assert Path(hub[0]).name in out["answer"] and "IMG_" not in out["answer"]


def test_a_plural_word_is_a_whole_word_of_a_name(journalist):
    from filescout.index.fold import covers

    assert covers("Lesson 02 - Plans", ["plans"]) and covers("Sams Running", ["runs"])
    assert not covers("Lesson 02 - Plant tissues", ["plans"]) and not covers("Photography", ["photos"])
    assert covers("Photography", ["photo"]) and covers("Lesson 02", ["lessons"])


def test_a_place_holding_nothing_so_named_is_a_word_of_the_names(journalist):
    guardian = paths(journalist, r"Work/Invoices/\d{4}/INV-[^/]*Guardian[^/]*")
    assert len(guardian) > 2 and not visible(journalist, r"Work/Articles/Guardian/.*INV-.*")
    out = ask(journalist, "Could you list the invoices issued to the Guardian?")
    assert set(guardian) <= set(listed(journalist, out))


def test_typed_folder_paths_and_odd_extensions(journalist):
    site = visible(journalist, r"Code/priyaraman\.com/.+")
    shown = [e for e in site if not e.hidden_or_noise]
    out = ask(journalist, "how many files in Code/priyaraman.com")
    assert out["result"]["count"] in (len(shown), len(site)) and len(shown) > 1
    baks = paths(journalist, r".+\.rpp-bak")
    assert len(baks) > 2 and listed(journalist, ask(journalist, "rpp-bak files")) == baks


def test_the_gpx_in_downloads_is_the_type_and_a_move_plans_it(journalist):
    gpx = paths(journalist, r"Downloads/[^/]+\.gpx")
    assert len(gpx) == 1 and visible(journalist, r"Rides/Routes/.+")
    out = ask(journalist, "move the gpx in downloads to Rides/Routes")
    assert planned(journalist, out) == gpx


def test_a_fortnight_is_two_weeks(journalist):
    fits = [e for e in visible(journalist, r".+\.fit") if days_old(e) < 14]
    out = ask(journalist, "any fit files from the last fortnight")
    assert listed(journalist, out) == sorted(e.path for e in fits) and fits


@pytest.mark.parametrize(
    "question, says",
    [
        ("which invoices are still unpaid", "can't tell which files are unpaid"),
        ("transcribe the Côté int", "can't transcribe"),
        ("what's in ~/.ssh", "won't show private keys"),
        ("how big is my .ssh folder", "nothing inside it is read"),
    ],
)
def test_what_the_index_cannot_know_is_declined_plainly(journalist, question, says):
    import json

    r = journalist.run(["ask", "--json", question])  # (a decline exits 1: nothing was answered)
    out = json.loads(r.stdout)
    assert says in out["answer"] and "Traceback" not in r.stdout + r.stderr and not out.get("plan")


def test_a_move_of_the_one_file_in_the_folder_said_with_every_word(journalist):
    contract = paths(journalist, r"Downloads/[^/]*Meridian[^/]*\.zip")
    assert len(contract) == 1
    out = ask(journalist, "move the press kit zip from Downloads to Work/Research")
    assert planned(journalist, out) == contract
    # a delete of part of a name still asks
    out = ask(journalist, "delete the press kit zip from Downloads")
    assert planned(journalist, out) is None and "?" in out["answer"]


def test_rename_keeps_the_new_name_out_of_the_selection(journalist):
    out = chat(journalist, "rename Desktop/todo.txt to Lisbon holiday notes")
    assert "todo.txt" in out and "Lisbon holiday 2025.mov" not in out
    assert homes  # (the generator's module is what the paths above come from)


def test_a_destination_several_folders_share_is_picked_by_the_word_beside_it(journalist):
    inv = paths(journalist, r"Downloads/INV-2026-007[^/]*")
    assert len(inv) == 1 and len({p.rsplit("/", 1)[0] for p in paths(journalist, r"(?:.+/)?2026/[^/]+")}) > 2
    out = ask(journalist, f"move {Path(inv[0]).name} from Downloads into the 2026 invoices folder")
    assert planned(journalist, out) == inv
    assert out["arguments"]["destination"].endswith("Work/Invoices/2026")
    out = ask(journalist, f"move {Path(inv[0]).name} from Downloads into the 2026 folder")
    assert planned(journalist, out) is None and "Which 2026 folder?" in out["answer"]


def test_a_name_with_a_filler_word_in_it_is_looked_for_whole(journalist):
    edited = paths(journalist, r".+ - edited by desk\.docx")
    desk = paths(journalist, r"(?:.+/)?[^/]*\bdesk\b[^/]*")
    assert len(edited) > 2 and set(desk) - set(edited)  # ("The desk.mp3": named "desk", not "edited by desk")
    assert listed(journalist, ask(journalist, "edited by desk versions")) == edited


def test_a_year_said_with_a_name_word_is_the_folder_of_that_year_or_the_date(journalist):
    receipts = visible(journalist, r"Work/Expenses/2026/receipts/[^/]+")
    assert len(receipts) > 5 and visible(journalist, r"Work/Expenses/2025/receipts/[^/]+")
    for question in ("how many 2026 receipts", "how many receipts for 2026"):
        assert ask(journalist, question)["result"]["count"] == len(receipts)
    big = sorted(e.path for e in visible(journalist, r"Work/Invoices/2025/[^/]+") if e.size > 180 * 1024)
    out = ask(journalist, "Could you show me the invoices in the 2025 folder that are larger than 180 KB?")
    assert listed(journalist, out) == big and big
    # a year that names nothing here is the files changed that year
    assert not visible(journalist, r"(?:.+/)?[^/]*\b2019\b[^/]*")
    out = ask(journalist, "how many 2019 invoices")
    assert out["arguments"].get("modified_after") == "2019-01-01"


def test_after_a_count_sorting_or_the_ones_from_lists_the_files(journalist):
    zyro = [Path(p).name for p in paths(journalist, r"Bike Repairs/Parts invoices/Zyro/[^/]+")]
    assert len(zyro) > 1
    out = chat(journalist, "how many parts invoices", "just the ones from Zyro")
    assert all(name in out for name in zyro)
    manuals = sorted(visible(journalist, r"Bike Repairs/Manuals/[^/]+"), key=lambda e: -e.size)
    out = chat(journalist, "how many manuals have i got", "sort them by size")
    at = [out.index(Path(e.path).name) for e in manuals]
    assert at == sorted(at) and len(at) > 2


def test_a_delete_of_a_folder_said_by_its_path_words_plans_each_of_its_files(journalist):
    shots = paths(journalist, r"Asha/Minecraft/screenshots/[^/]+")
    assert len(shots) > 3
    out = ask(journalist, "delete my minecraft screenshots")
    assert planned(journalist, out) == shots
    assert all((Path(journalist.home) / p).exists() for p in shots)  # (a plan: nothing moved)


def test_a_type_with_words_naming_a_folder_without_that_type(journalist):
    """ "SH 022 mp3": the mp3 so named in Episodes, not the SH 022 project folder (which has only wavs)."""
    mp3 = paths(journalist, r"Podcast/Small Hours/Episodes/SH 022[^/]*\.mp3")
    project = paths(journalist, r"Podcast/.+/SH 022/.+")
    assert len(mp3) == 1 and project and not [p for p in project if p.endswith(".mp3")]
    out = ask(journalist, "SH 022 mp3 - when did I export it")
    assert listed(journalist, out) == mp3


def test_where_is_a_folder_also_names_the_files_so_named_elsewhere(journalist):
    """ "wheres job 0501": the photos folder so named, and the job sheet named so in another folder."""
    sheet = paths(journalist, r"Bike Repairs/Job sheets/.+/Job 0501[^/]*")
    folder = paths(journalist, r"Bike Repairs/Photos/Job 0501[^/]*/.+")
    assert len(sheet) == 1 and folder
    out = ask(journalist, "wheres job 0501")
    assert Path(sheet[0]).name in out["answer"] and "Photos" in out["answer"]
