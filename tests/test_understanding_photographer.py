"""Understanding on the "photographer" home (issue 11; set K, written blind and then read): a camera's RAW files as
a type ("the RAWs from the Patel job": the Patel folder that holds RAWs, not the film project of the same name); a
folder named after its date ("the Patel wedding folder" -> 2026-10-12 Patel Wedding); "which client shoot takes
the most space" ranks the client folders; a word naming a folder inside the place ("max's minecraft mods"); "where"
says where a folder is; a day said as "the 19th of November" or "november nineteenth"; what a photo shows or a
property no name says is declined; every duplicate group shown when there are not too many; a folder inside
another said with "in" ("the phone folder in pictures"); a type word that is part of a folder's name ("the music
licences"); listing a folder whose subfolders are too big to name their files (a crash). Every expectation comes
from the home's own list of files (bench/eval/homes_photographer.py), never from filescout. The home is written as
of the day its calendar questions were (2026-11-24) and the clock pinned to it."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

EVAL = Path(__file__).resolve().parents[1] / "bench" / "eval"
sys.path.insert(0, str(EVAL))
import homes  # noqa: E402
import inproc  # noqa: E402
from inproc import ask, chat, listed, planned, visible  # noqa: E402

PATEL = "Photography/Clients/2026-10-12 Patel Wedding"
RAW = r".+\.(?:CR3|NEF|ARW)"


@pytest.fixture(scope="module")
def photographer(tmp_path_factory):
    return inproc.InProcessHome("photographer", tmp_path_factory.mktemp("homes"), "2026-11-24")


def size_in(answer: str) -> list[str]:
    return re.findall(r"\d+(?:\.\d)? [KMGT]?B\b", answer)


def test_raws_are_a_type_and_pick_the_folder_of_that_name_that_holds_them(photographer):
    raws = visible(photographer, re.escape(PATEL) + "/" + RAW)
    assert raws and not visible(photographer, r"Video/Projects/2026-10 Patel Wedding Film/" + RAW)
    out = ask(photographer, "how much space do the RAWs from the Patel job take")
    assert homes.human(sum(e.size for e in raws)) in size_in(out["answer"])
    out = ask(photographer, "how many RAWs from the Patel job")
    assert f" {len(raws)} " in out["answer"]


def test_a_folder_is_named_by_its_words_after_its_date(photographer):
    out = ask(photographer, "what is in the Patel wedding folder")
    assert out["tool"] == "browse_directory" and all(w in out["answer"] for w in ("Selects", "Exports", "RAW"))


def test_which_client_shoot_ranks_the_client_folders(photographer):
    totals: dict[str, int] = {}
    for e in visible(photographer, r"Photography/Clients/[^/]+/.+"):
        shoot = e.path.split("/")[2]
        totals[shoot] = totals.get(shoot, 0) + e.size
    biggest = max(totals, key=totals.get)
    out = ask(photographer, "which client shoot takes the most space")
    assert out["tool"] == "folder_stats" and out["answer"].startswith(biggest)


def test_a_word_naming_a_folder_inside_the_place_is_that_folder(photographer):
    mods = visible(photographer, r"Max/Games/Minecraft/mods/.+")
    assert mods and listed(photographer, ask(photographer, "max's minecraft mods")) == sorted(e.path for e in mods)


def test_where_says_where_the_folder_is(photographer):
    (world,) = {e.path.split("/")[4] for e in visible(photographer, r"Max/Games/Minecraft/saves/Max's World/.+")}
    out = ask(photographer, "wheres my minecraft world")
    assert out["answer"].startswith(f"{world} is in Max/Games/Minecraft/saves.")


@pytest.mark.parametrize("said", ["the 19th of November", "Nov 19", "november nineteenth"])
def test_a_day_said_in_words_is_that_day(photographer, said):
    that_day = [e for e in visible(photographer) if e.age == "11-19"]
    out = ask(photographer, f"how many files from {said}")
    assert that_day and f" {len(that_day)} " in out["answer"], out["answer"]


@pytest.mark.parametrize(
    "question",
    [
        "photos of the cake cutting at the Patel wedding",
        "which photos from the Patel wedding are in focus",
        "what ISO did I shoot LH5_2400.CR3 at",
        "what did the Patels say in their last email",
        "is the Patel film colour graded",
    ],
)
def test_what_a_photo_shows_or_a_state_no_name_says_is_declined(photographer, question):
    out = ask(photographer, question)
    assert out["tool"] is None and planned(photographer, out) is None
    assert not inproc.run_heldout.Home.names_in(photographer, out["answer"]), out["answer"]


def test_every_duplicate_group_is_shown_when_there_are_not_too_many(photographer):
    groups: dict[str, list] = {}
    for e in visible(photographer):
        if e.dup:
            groups.setdefault(e.dup, []).append(e)
    names = {e.name for g in groups.values() if len(g) > 1 for e in g}
    out = ask(photographer, "duplicates")
    assert names and all(n in out["answer"] for n in names), sorted(n for n in names if n not in out["answer"])


def test_a_folder_in_a_folder_said_with_in(photographer):
    phone = visible(photographer, r"Pictures/Phone/.+")
    out = ask(photographer, "how big is the phone folder in pictures")
    assert homes.human(sum(e.size for e in phone)) in size_in(out["answer"])


def test_a_type_word_that_is_part_of_a_folders_name(photographer):
    licences = visible(photographer, r"Video/Music licences/.+")
    assert listed(photographer, ask(photographer, "list the music licences")) == sorted(e.path for e in licences)
    oldest = max(licences, key=lambda e: e.age if isinstance(e.age, float) else 0.0)
    said = chat(photographer, "list the music licences", "the oldest?").strip().splitlines()[-1]
    assert f"the oldest is {oldest.name}" in said


def test_a_folder_whose_subfolders_are_too_big_to_name_their_files_is_listed(photographer):
    out = ask(photographer, "what's in Sam's Running")
    subfolders = {e.path.split("/")[1] for e in visible(photographer, r"Sam's Running/[^/]+/.+")}
    assert out["tool"] == "browse_directory" and all(f"{s} (" in out["answer"] for s in subfolders)


def test_a_word_naming_several_folders_counts_them_all(photographer):
    proxies = visible(photographer, r"Video/Projects/[^/]+/Proxies/.+")
    assert len({e.path.split("/")[2] for e in proxies}) > 1
    out = ask(photographer, "how many proxies are there")
    assert f" {len(proxies)} " in out["answer"] and "every Proxies folder" in out["answer"]


def test_a_name_said_in_the_plural_is_copied_whole_but_never_deleted_whole(photographer):
    proofs = visible(photographer, r"Photography/Clients/2026-11-19 Kowalski Headshots/Selects/Kowalski_proof_.+")
    assert len(proofs) > 1
    assert planned(photographer, ask(photographer, "copy the Kowalski proofs to the Desktop")) == sorted(
        e.path for e in proofs
    )
    assert planned(photographer, ask(photographer, "delete the Kowalski proofs")) is None


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("photos from twenty twenty five", "photos from 2025"),
        ("the M twenty two ninety one bundle", "the M 2291 bundle"),
        ("the two biggest files", "the two biggest files"),  # a lone small number stays a word
        ("top ten files", "top 10 files"),
        ("twenty oh five", "2005"),
    ],
)
def test_numbers_said_aloud_are_written_as_digits(said, written):
    from filescout.agent.vocabulary import spoken_digits

    assert spoken_digits(said) == written


def test_a_dictated_name_with_numbers_finds_the_file(photographer):
    (final,) = visible(photographer, r"Video/Projects/.+/Brightside Promo 60s FINAL\.mp4")
    out = ask(photographer, "how big is the brightside promo sixty second final")
    assert out["tool"] == "file_info" and homes.human(final.size) in size_in(out["answer"])


def test_a_folder_said_as_one_is_found_by_a_word_of_its_long_name(photographer):
    previews = visible(photographer, r"Photography/Lightroom/[^/]*Previews\.lrdata/.+")
    out = ask(photographer, "how big is the previews folder of lightroom")
    assert previews and homes.human(sum(e.size for e in previews)) in size_in(out["answer"])
    # two folders have "Catalog" in their names: neither is guessed
    assert ask(photographer, "what's in the catalog folder")["tool"] is None


def test_follow_ups_on_the_last_list(photographer):
    renders = visible(photographer, r"Video/Projects/2026-10 Patel Wedding Film/Renders/.+")
    (final,) = [e for e in renders if "FINAL" in e.name]
    said = chat(photographer, "show me the Patel renders", "how big is the final one").strip().splitlines()[-1]
    assert homes.human(final.size) in size_in(said.split("). ", 1)[-1])
    big = sorted(e.name for e in renders if e.size > 2_000_000_000)
    said = chat(photographer, "show me the Patel renders", "anything bigger than 2 GB?").strip().splitlines()[-1]
    tail = said.split("The most recently modified", 2)[-1]
    assert big and "in Renders" in tail and all(n in tail for n in big)
    assert not any(e.name in tail for e in renders if e.name not in big)


def test_a_name_given_in_a_later_sentence_is_the_one_used(photographer):
    school = visible(photographer, r"Sam's School/.+")
    out = ask(photographer, "how big my school folder is? I think it's the one called Sam's School.")
    assert homes.human(sum(e.size for e in school)) in size_in(out["answer"])


def test_a_listing_whose_files_share_a_folder_says_which(photographer):
    shoot = visible(photographer, r"Photography/Clients/2026-11-07 Nguyen[^/]*/RAW/.+")
    assert shoot and all(e.age == "11-07" for e in shoot if e.name.endswith(".CR3"))
    assert ask(photographer, "what did I shoot on Nov 7")["answer"].endswith("Nguyen Family Portraits/RAW.")


def test_a_note_said_with_what_it_holds_is_found_by_its_text(photographer):
    holding = [
        e for e in visible(photographer) if e.text and {"kowalski", "office"} <= set(re.findall(r"\w+", e.text.lower()))
    ]
    assert len(holding) == 1 and not visible(photographer, r".*office.*")  # (in its text, not its name)
    out = ask(photographer, "the note with the Kowalski office address")
    assert Path(holding[0].path).name in out["answer"]


def test_a_plural_after_a_name_word_says_what_the_files_are(photographer):
    """ "lesson plans" where files are named "Lesson 05 - …": the lessons, counted and listed, and the answer says
    it didn't use "plans" (never every file of the folder under the user's words)."""
    chem = r"Sam's School/SCH3U Grade 11 Chemistry/.+"
    lessons = sorted(e.path for e in visible(photographer, chem) if e.path.rsplit("/", 1)[-1].startswith("Lesson "))
    assert 3 < len(lessons) < len(visible(photographer, chem))
    out = ask(photographer, "How many lesson plans do I have for grade 11 chemistry?")
    assert f"{len(lessons)} files" in out["answer"] and "'plans'" in out["answer"]
    out = ask(photographer, "list the lesson plans for grade 11 chemistry")
    assert listed(photographer, out) == lessons


def test_a_slip_in_a_worlds_name(photographer):
    world = r"Max/Games/Minecraft/saves/Skyblock Survival/.+"
    out = ask(photographer, "how big is my skyblok world")
    assert out["arguments"]["path"].endswith("Skyblock Survival")
    assert homes.human(sum(e.size for e in visible(photographer, world))) in out["answer"]
