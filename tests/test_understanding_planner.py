"""Understanding on the "planner" home (issue 11; set O, written blind and then read): a wedding planner's client
folders, invitation designs and shop, and her son's videos and music. Letters a name holds ("with (1) in the name",
"marked final FINAL"), politeness ("Kindly …"), a folder named by some words where the file the others name is not
(never the other couples' files), an extension before a type word ("mkv recordings"), an application's files
("Photoshop files"), "the client folders" when the folder is "Clients", another drive, "the one in Downloads" after
a search, and what deleting the copies in one folder frees. Every expectation comes from the home's own list of
files (bench/eval/homes_planner.py), never from filescout."""

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
def planner(tmp_path_factory):
    return inproc.InProcessHome("planner", tmp_path_factory.mktemp("homes"), "2026-11-24")


def paths(h, pattern: str) -> list[str]:
    return sorted(e.path for e in visible(h, pattern))


def test_letters_a_name_holds_pick_exactly_those_files(planner):
    copies = paths(planner, r".+ \(1\)\.mp3")
    songs = paths(planner, r".+\.mp3")
    assert 1 < len(copies) < len(songs)
    out = ask(planner, "move all my mp3s with (1) in the name to the trash")
    assert planned(planner, out) == copies
    assert listed(planner, ask(planner, "list my mp3s with (1) in the name")) == copies
    final = paths(planner, r".+ final FINAL\.pdf")
    assert final and paths(planner, r".+ proof FINAL\.pdf")  # (plain "FINAL" proofs too: not those)
    out = ask(planner, "Which invitation proofs are marked final FINAL?")
    assert listed(planner, out) == final


def test_kindly_is_politeness_and_a_name_with_an_apostrophe_is_found_whole(planner):
    chart = paths(planner, r"Downloads/Chen & O'Driscoll seating chart \(1\)\.xlsx")
    assert len(chart) == 1
    out = ask(planner, "Kindly move Chen & O'Driscoll seating chart (1).xlsx to the trash.")
    assert planned(planner, out) == chart and "didn't use" not in out["answer"]
    dmg = paths(planner, r"Downloads/[^/]+\.(?:dmg|pkg)")
    assert len(dmg) > 1
    assert planned(planner, ask(planner, "Kindly move all the .dmg and .pkg files in Downloads to the trash.")) == dmg


def test_a_folder_the_words_name_without_the_file_is_said_not_swapped_for_others(planner):
    assert not visible(planner, r".*Okafor.*seating chart.*") and visible(planner, r".*seating chart.*")
    r = planner.run(["ask", "--json", "okafor seating chart"])
    out = json.loads(r.stdout)
    assert "Okafor" in out["answer"] and "seating chart" in out["answer"] and not listed(planner, out)
    assert not visible(planner, r".*Dubois.*contract \(signed\).*")
    r = planner.run(["ask", "--json", "Has the signed contract come back from Dubois & Kaur yet?"])
    out = json.loads(r.stdout)
    assert "Dubois" in out["answer"] and not listed(planner, out)


def test_types_said_as_an_extension_before_a_kind_or_an_application(planner):
    mkv = visible(planner, r".+\.mkv")
    assert len(mkv) > 2 and visible(planner, r".+\.(?:mp4|m4a|wav)")
    out = ask(planner, "how big r my mkv recordings")
    assert human_size(sum(e.size for e in mkv)) in out["answer"]
    psd = visible(planner, r".+\.psd")
    out = ask(planner, "How much space do all my Photoshop files take?")
    assert psd and human_size(sum(e.size for e in psd)) in out["answer"]


def test_what_takes_up_space_in_a_folder_names_its_biggest_folders_first(planner):
    leo = visible(planner, r"Leo/.+")
    by_top: dict[str, int] = {}
    for e in leo:
        top = e.path.split("/")[1]
        if "/" in e.path[4:]:
            by_top[top] = by_top.get(top, 0) + e.size
    biggest = max(by_top, key=by_top.get)
    out = ask(planner, "whats taking up space in leo folder")
    assert biggest in out["answer"] and out["answer"].index(biggest) < out["answer"].index("the biggest files")
    assert f"{biggest} ({human_size(by_top[biggest])})" in out["answer"]  # (counted as the total is: no hidden)


def test_the_client_folders_are_the_folders_in_clients(planner):
    out = ask(planner, "what have I changed in the client folders in the last 10 days?")
    assert out["arguments"]["path"].endswith("Weddings/Clients") and "folder" not in out["arguments"]


def test_another_drive_is_declined_plainly(planner):
    r = planner.run(["ask", "--json", "Kindly show me the files on the shop's external hard drive (E:)."])
    out = json.loads(r.stdout)
    assert "external hard drive" in out["answer"] and not listed(planner, out)


def test_the_one_in_a_folder_after_a_search_and_what_deleting_the_copies_there_frees(planner):
    copy = paths(planner, r"Downloads/Hartwell Manor brochure[^/]*")
    assert len(copy) == 1 and paths(planner, r"Weddings/Vendors/Hartwell Manor brochure[^/]*")
    out = chat(planner, "Where's the Hartwell Manor brochure?", "delete the one in Downloads")
    assert Path(copy[0]).name in out.split("Here's the plan")[-1] and "Vendors" not in out.split("Here's the plan")[-1]
    groups: dict[str, list] = {}
    for e in planner.entries:
        if e.dup and e.size:
            groups.setdefault(e.dup, []).append(e)
    freed = 0  # (the copies in Downloads, one of each kept)
    for same in groups.values():
        here = [e for e in same if e.path.startswith("Downloads/")]
        freed += same[0].size * min(len(here), len(same) - 1)
    out = ask(planner, "how much would i save if i deleted the copies in downloads")
    assert out["tool"] == "find_duplicates" and f"would free {human_size(freed)}" in out["answer"] and freed


def test_songs_are_counted_all_and_in_the_music_folders(planner):
    """ "how many songs do i have": every song-type file, and those in Music folders (not the game's sounds)."""
    songs = [e for e in visible(planner) if e.path.rsplit(".", 1)[-1].lower() in {"mp3", "m4a", "flac", "wav", "ogg"}]
    music = [e for e in songs if "/Music/" in f"/{e.path}"]
    assert 0 < len(music) < len(songs)
    out = ask(planner, "how many songs do i have")
    assert f"{len(songs)} songs" in out["answer"] and f"{len(music)} (" in out["answer"]


def test_projects_said_with_a_folders_name_are_that_folder_not_a_file_named_so(planner):
    """ "my godot projects": the Godot folder (each project a folder in it), not project.godot, the one file whose
    name is "project" and whose extension is "godot"; a slip in "projets" reads the same."""
    godot = [e for e in planner.entries if "/Godot/" in e.path and not e.hidden_or_noise]
    total = human_size(sum(e.size for e in godot))
    for question in ("how much space do my godot projects take", "how much space do my godot projets take"):
        out = ask(planner, question)
        assert out["arguments"]["path"].endswith("Leo/Godot") and total in out["answer"], question
