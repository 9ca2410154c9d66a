"""Understanding on the "musician" home (issue 11; set Q, written blind and then read): a music teacher's band,
studio and school folders and a garden designer's clients named by address and surname. One part of a name made
of parts names the folder ("park circus", "drummond"); "story" fits "stories"; a month's name that begins a name
("Mar Hall") is no date; a path typed with a space before its slash ("Garden Design/Van"); "bin the installers";
"the copy of … in Downloads"; "which of my studio projects is the biggest"; "the last file I changed"; a folder
said by its words as an action's target; what no index knows (a song's key, a recording's length). Every
expectation comes from the home's own list of files (bench/eval/homes_musician.py), never from filescout."""

from __future__ import annotations

import json
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
def musician(tmp_path_factory):
    return inproc.InProcessHome("musician", tmp_path_factory.mktemp("homes"), "2026-11-24")


paths, size_of = inproc.paths, inproc.size_of


def test_one_part_of_a_name_made_of_parts_names_the_folder(musician):
    quote = paths(musician, r"Garden Design/Clients/[^/]*Drummond/Quote[^/]*")
    assert len(quote) == 1 and len(paths(musician, r".*/Quote[^/]*")) > 1
    assert Path(quote[0]).name in ask(musician, "drummond quote pls")["answer"]
    park = paths(musician, r"Garden Design/Clients/[^/]*Park Circus[^/]*/.+")
    out = ask(musician, "how much space is the park circus job using")
    assert out["arguments"]["path"].endswith("Park Circus - Campbell & Reid") and park


def test_a_word_ending_in_y_fits_its_plural(musician):
    from filescout.index.fold import covers

    assert covers("Isla's stories", ["story"]) and covers("company policies", ["policy"])
    assert not covers("history", ["story"])
    dragon = paths(musician, r"Kids/Isla/Isla's stories/[^/]*Dragon[^/]*")
    assert len(dragon) == 1 and Path(dragon[0]).name in ask(musician, "wheres my dragon story")["answer"]


def test_a_month_that_begins_a_name_is_no_date(musician):
    mar = paths(musician, r"Band/Gig Sheets/[^/]*Mar Hall[^/]*")
    out = ask(musician, "the gig sheets for Mar Hall")
    assert len(mar) > 1 and listed(musician, out) == mar and "modified_after" not in out["arguments"]


def test_a_path_typed_with_a_space_before_its_slash(musician):
    van = paths(musician, r"Garden Design/Van/[^/]+")
    out = ask(musician, "what's in Garden Design/Van")
    assert van and out["arguments"]["path"].endswith("Garden Design/Van")


def test_everyday_words_for_trash_and_the_copy_in_a_folder(musician):
    installers = paths(musician, r"Downloads/[^/]+\.(?:exe|msi|dmg|pkg)")
    assert len(installers) > 2 and planned(musician, ask(musician, "bin the installers in Downloads")) == installers
    copy = paths(musician, r"Downloads/Van insurance[^/]*\(1\)[^/]*")
    assert len(copy) == 1 and paths(musician, r"Garden Design/Van/Van insurance[^/]*")
    assert planned(musician, ask(musician, "get rid of the copy of the van insurance in Downloads")) == copy


def test_which_of_my_folders_is_the_biggest_ranks_the_folders(musician):
    sizes: dict[str, int] = {}
    for e in visible(musician, r"Studio/Projects/[^/]+/.+"):
        sizes[e.path.split("/")[2]] = sizes.get(e.path.split("/")[2], 0) + e.size
    out = ask(musician, "which of my studio projects is the biggest")
    assert out["tool"] == "folder_stats" and out["answer"].startswith(max(sizes, key=sizes.get))


def test_the_last_file_i_changed_is_the_newest(musician):
    newest = min(visible(musician), key=lambda e: e.age if not isinstance(e.age, str) else 1e9)
    out = ask(musician, "what was the last file I changed")
    assert out["tool"] == "list_files" and out["answer"].split(": ", 1)[1].startswith(Path(newest.path).name)


def test_a_folder_said_by_its_words_is_an_actions_target(musician):
    shots = paths(musician, r"Kids/Rory/Minecraft screenshots/[^/]+")
    assert (
        len(shots) > 3 and planned(musician, ask(musician, "move all the Minecraft screenshots into Pictures")) == shots
    )
    ep = paths(musician, r"Studio/Projects/Old/2023 EP sketches/.+")
    # (the folder itself, said as one: everything in it goes with it)
    out = ask(musician, "trash the old EP sketches folder")
    assert len(ep) > 3 and planned(musician, out) == ["Studio/Projects/Old/2023 EP sketches"]
    inside = sum(e.size for e in musician.entries if e.path.startswith("Studio/Projects/Old/2023 EP sketches/"))
    assert out["result"]["plan"]["bytes"] == inside


@pytest.mark.parametrize("question", ["what key is Valerie in", "how long is the Drover full score master, in minutes"])
def test_what_no_index_knows_is_declined(musician, question):
    out = json.loads(musician.run(["ask", "--json", question]).stdout)
    assert not listed(musician, out) and ("can't" in out["answer"] or "don't" in out["answer"])


def test_a_name_with_a_possessive_said_in_full(musician):
    mix = visible(musician, r"Studio/Projects/Isla's Song/Bounces/Isla's Song - mix v2\.wav")
    assert len(mix) == 1
    out = ask(musician, "how big is Isla's Song - mix v2.wav")
    assert out["arguments"]["path"].endswith(mix[0].path) and human_size(mix[0].size) in out["answer"]


def test_a_slip_in_a_dated_folders_name(musician):
    halloween = paths(musician, r"Pictures/2026-10 Halloween/[^/]+")
    out = ask(musician, "show me the haloween photos")
    assert halloween and listed(musician, out) == halloween


def test_only_the_ones_named_so_among_the_last_files(musician):
    mar = paths(musician, r"Band/Setlists/[^/]*Mar Hall[^/]*")
    assert 1 < len(mar) < len(paths(musician, r"Band/Setlists/[^/]+"))
    said = chat(musician, "show me the setlists", "only the ones from Mar Hall")
    last = said.split("Mar Hall'")[-1]
    assert all(Path(p).name in last for p in mar) and "Radisson" not in last
    rory = paths(musician, r"Kids/Drawings/Rory[^/]*")
    said = chat(musician, "what's in Kids/Drawings", "only Rory's").split("only Rory")[-1]
    assert rory and all(Path(p).name in said for p in rory) and "RobloxScreenShot" not in said


def test_what_about_another_kind_of_folder_after_every_folder_of_a_kind(musician):
    bounces = r"Studio/Projects/.+/Bounces/.+"
    assert len({Path(e.path).parts[2] for e in visible(musician, bounces)}) > 1
    said = chat(musician, "how much space do the stems take", "what about the bounces?")
    assert size_of(musician, bounces) in said.split("every Stems folder")[-1]
