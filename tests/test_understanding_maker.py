"""Understanding on the "maker" home (issue 11): extensions no table of types lists (.stl, .gcode, .uf2,
.kicad_pcb, .part) are types because the index holds them; a word naming a folder inside the place said is that
folder; filters a tool can't take move the question to one that can; actions on explicit extensions, a kind said
in the plural with a date, empty files, a renamed file's new name. Every expectation comes from the home's own list
of files (bench/eval/homes_maker.py), never from filescout."""

from __future__ import annotations

import os
import re
import sys
from datetime import datetime
from pathlib import Path

import pytest

EVAL = Path(__file__).resolve().parents[1] / "bench" / "eval"
sys.path.insert(0, str(EVAL))
import homes  # noqa: E402
import inproc  # noqa: E402
from inproc import ask  # noqa: E402


@pytest.fixture(scope="module")
def maker(tmp_path_factory):
    return inproc.InProcessHome("maker", tmp_path_factory.mktemp("homes"))


def visible(h, pattern: str) -> list[homes.Entry]:
    return [e for e in h.entries if not e.hidden_or_noise and re.fullmatch(pattern, e.path, re.I)]


def listed(h, out: dict) -> list[str]:
    return sorted(os.path.relpath(f["path"], h.home) for f in (out.get("result") or {}).get("files", []))


def plan_of(h, out: dict) -> list[str] | None:
    plan = (out.get("result") or {}).get("plan")
    steps = [] if plan is None else plan["steps"]
    return None if plan is None else sorted(os.path.relpath(s["source"], h.home) for s in steps if "source" in s)


@pytest.mark.parametrize(
    ("question", "pattern"),
    [
        ("count the .stl files", r".*\.stl"),
        ("how many stl files", r".*\.stl"),
        ("how many MIDI files", r".*\.midi?"),
        ("how many .gcode files are there", r".*\.gcode"),
    ],
)
def test_an_extension_the_index_holds_is_a_type_even_with_a_folder_of_its_name(maker, question, pattern):
    want = visible(maker, pattern)
    assert len(want) > 2
    out = ask(maker, question)
    assert out["result"]["count"] == len(want), out["answer"]
    assert out["result"].get("total_bytes", sum(e.size for e in want)) == sum(e.size for e in want)


def test_dotted_plural_and_underscored_extensions_list_every_file(maker):
    assert listed(maker, ask(maker, "show the .uf2s")) == sorted(e.path for e in visible(maker, r".*\.uf2"))
    pcbs = sorted(e.path for e in visible(maker, r".*\.kicad_pcb"))
    assert pcbs and listed(maker, ask(maker, "list my .kicad_pcb files")) == pcbs


def test_a_size_filter_is_said_back_and_applied(maker):
    big = [e for e in visible(maker, r".*\.gcode") if e.size > 20_000_000]
    out = ask(maker, "gcode files bigger than 20MB")
    assert listed(maker, out) == sorted(e.path for e in big)
    assert "over 20 MB" in out["answer"]
    empty = visible(maker, r".*")
    empty = [e for e in empty if e.size == 0]
    out = ask(maker, "how many files are empty")
    assert out["result"]["count"] == len(empty) and "empty" in out["answer"]


def test_a_listing_names_every_file_when_there_are_twenty_or_fewer(maker):
    receipts = visible(maker, r"Documents/Receipts/[^/]+")
    assert 10 < len(receipts) <= 20
    answer = ask(maker, "list my receipts")["answer"]
    assert all(os.path.basename(e.path) in answer for e in receipts)


def test_a_folder_word_inside_the_place_said_is_that_folder_and_all_of_them_otherwise(maker):
    stems = visible(maker, r"Music/Production/Night Drive/Stems/[^/]+")
    out = ask(maker, "total size of the stems in Music/Production/Night Drive")
    assert homes.human(sum(e.size for e in stems)) in out["answer"]
    every = visible(maker, r"Music/Production/[^/]+/Stems/[^/]+")
    assert len(every) > len(stems)
    out = ask(maker, "how much disk do all my stems use?")  # every Stems folder, never every file
    assert out["result"]["count"] == len(every)
    assert homes.human(sum(e.size for e in every)) in out["answer"]


def test_actions_on_explicit_extensions_plan_exactly_those_files(maker):
    want = sorted(e.path for e in visible(maker, r".*\.(part|crdownload)"))
    assert len(want) >= 2
    assert plan_of(maker, ask(maker, "trash the .part and .crdownload files")) == want
    hexes = sorted(e.path for e in visible(maker, r".*\.hex"))
    out = ask(maker, "move the .hex files into Projects/plant-watering/firmware/old")  # "old" names the folder
    assert plan_of(maker, out) == hexes


def test_a_plan_over_files_in_several_folders_says_so(maker):
    empty = sorted(e.path for e in visible(maker, r".*") if e.size == 0)
    folders = {os.path.dirname(p) for p in empty}
    assert len(folders) > 1
    out = ask(maker, "delete the empty files")
    assert plan_of(maker, out) == empty
    assert f"from {len(folders)} folders" in out["answer"]


def test_a_kind_said_in_the_plural_with_a_date_is_a_selection(maker):
    shots = sorted(
        e.path for e in visible(maker, r".*/Screenshot [^/]+") if datetime.fromtimestamp(homes.mtime_of(e)).year == 2025
    )
    assert shots
    assert plan_of(maker, ask(maker, "delete the screenshots from 2025")) == shots
    # without a date, "all" or a place the plural word is not a target
    assert plan_of(maker, ask(maker, "delete the screenshots")) is None


def test_rename_takes_the_quoted_file_and_the_new_name_after_to(maker):
    shot = visible(maker, r"Pictures/Screenshots/Screenshot 2026-11-22[^/]+")
    assert len(shot) == 1
    out = ask(maker, f'rename "{os.path.basename(shot[0].path)}" to cad-bug.png')
    assert plan_of(maker, out) == [shot[0].path]
    assert out["result"]["plan"]["steps"][0]["destination"].endswith("/cad-bug.png")


def test_a_name_typed_without_its_accents_or_apostrophe_is_that_file_and_its_words_are_not_a_place(maker):
    frog = visible(maker, r"Downloads/Se.or Frog's \(final\)\.flac")
    assert len(frog) == 1
    out = ask(maker, "how big is senor frogs (final).flac")  # a folder "Señor Frog's" exists too
    assert out["tool"] == "file_info" and out["arguments"]["path"].endswith(frog[0].path)
    assert homes.human(frog[0].size) in out["answer"]
    menu = visible(maker, r".*/Café menu\.pdf")
    assert len(menu) == 1 and os.path.dirname(menu[0].path).endswith("Family")
    assert "Café menu.pdf (in Documents/Family)" in ask(maker, "where is Café menu.pdf")["answer"]
    # an action never takes a name that differs by more than accents and punctuation
    stl = visible(maker, r".*/3DBenchy\.stl")
    assert stl and plan_of(maker, ask(maker, "delete 3DBenchys.stl")) is None


def test_a_plural_word_naming_files_lists_and_sums_all_of_them(maker):
    sheets = visible(maker, r".*/datasheet_[^/]+")
    assert len(sheets) > 1
    assert listed(maker, ask(maker, "list my datasheets")) == sorted(e.path for e in sheets)
    out = ask(maker, "how much space do my datasheets take")
    assert out["result"]["count"] == len(sheets)
    assert homes.human(sum(e.size for e in sheets)) in out["answer"]


def test_a_folder_named_by_every_word_beyond_its_date_is_the_place(maker):
    party = visible(maker, r"Pictures/Camera/[^/]*Mila's 4th birthday/[^/]+")
    assert party
    out = ask(maker, "how much space do Mila's birthday photos take up")
    assert homes.human(sum(e.size for e in party)) in out["answer"] and "birthday" in out["answer"]


def test_unfinished_downloads_are_a_type_and_how_big_is_not_a_size_filter(maker):
    partial = sorted(e.path for e in visible(maker, r".*\.(part|crdownload)"))
    assert listed(maker, ask(maker, "show unfinished downloads")) == partial
    docs = visible(maker, r"Documents/.*")
    out = ask(maker, "how big is Documents")
    assert homes.human(sum(e.size for e in docs)) in out["answer"]


def test_only_the_ones_from_a_folder_narrows_the_last_result_to_it(maker):
    from inproc import chat

    synth = visible(maker, r"Projects/synth-midi-controller/firmware/releases/[^/]+")
    other = visible(maker, r"Projects/plant-watering/firmware/releases/[^/]+")
    assert synth and other
    said = chat(maker, "list the firmware releases", "only the ones from the synth project")
    last = said.strip().splitlines()[-1]
    assert all(os.path.basename(e.path) in last for e in synth)
    assert not any(os.path.basename(e.path) in last for e in other)


def test_duplicates_name_every_group_when_there_are_few(maker):
    out = ask(maker, "duplicates in my Downloads")
    groups = out["result"]["group_count"]
    assert 5 < groups <= 8
    assert out["answer"].count("\n- ") == groups and "more group" not in out["answer"]


def test_an_extension_said_as_a_word_is_the_type_not_the_one_folder_of_that_name(maker):
    """A gcode folder holds some of the .gcode files: "the gcode" is all of them; "the gcode folder" is the folder;
    "sliced" (how a .gcode is made) is no search word."""
    every = [e for e in maker.entries if not e.hidden_or_noise and e.name.endswith(".gcode")]
    folder = [e for e in every if "/gcode/" in e.path]
    assert 0 < len(folder) < len(every)
    assert f"{len(every)} match" in ask(maker, "show me the gcode")["answer"]
    assert f"{len(folder)} match" in ask(maker, "the gcode folder")["answer"]
    out = ask(maker, "show me gcode i sliced last month")
    assert out["arguments"].get("type") == "gcode" and "query" not in out["arguments"]
