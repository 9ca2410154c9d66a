"""Understanding on the "electrician" home (issue 11; set U, written blind and then read): an electrician's jobs
and certificates, a head teacher's school papers by academic year, a swimmer's training logs and a digital
artist's work. A follow-up naming the folder beside the last one ("and the 2025-26 ones?"); "how many" and "could
you sort them by size?" after a list; "this yr", "this year and last", "went out"; "in which folder did I put …";
devices that are not this machine ("maya's phone", "my ipad", "the school server") while "my phone" is the folder
so named; money and colours declined; a type word that ends the folder's name ("my training logs"); one part of a
name made of parts ("the chukwuemeka job"); a name nothing has before a collection's word ("the hendricks job");
a slip late in a word ("manuels"); a narrow type with no file of it there ("the blender download"); "the most
recent governors pack"; a new folder typed with spaces as a destination; "the 2024-25 tax folder" as a target;
"my procreate stuff". Every expectation comes from the home's own list of files
(bench/eval/homes_electrician.py), never from filescout."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

EVAL = Path(__file__).resolve().parents[1] / "bench" / "eval"
sys.path.insert(0, str(EVAL))
import homes  # noqa: E402,F401  (registers the homes)
import inproc  # noqa: E402
from inproc import ask, chat, listed, planned  # noqa: E402


@pytest.fixture(scope="module")
def house(tmp_path_factory):
    return inproc.InProcessHome("electrician", tmp_path_factory.mktemp("homes"), "2026-11-24")


paths, size_of = inproc.paths, inproc.size_of


def names(ps: list[str]) -> list[str]:
    return [Path(p).name for p in ps]


def test_a_follow_up_naming_the_folder_beside_the_last_one_is_that_folder(house):
    older = paths(house, r"School/Policies/2025-26/[^/]+")
    assert older and not set(older) & set(paths(house, r"School/Policies/2026-27/[^/]+"))
    said = chat(house, "Which policies do we have for 2026-27?", "And the 2025-26 ones?").split("2026-27")[-1]
    assert all(n in said for n in names(older))
    cis = paths(house, r"DOB Electrical/Tax/2024-25/CIS statements/[^/]+")
    said = chat(house, "cis statements for 2025-26", "what about 2024-25").splitlines()[1]
    assert cis and all(n in said for n in names(cis)) and "2025-05" not in said


def test_how_many_and_a_polite_sort_work_on_the_last_list(house):
    october = paths(house, r"Pictures/Dave's phone/IMG_\d+\.(?:HEIC|JPG)")
    said = chat(house, "pics on my phone from october", "how many")
    shown, then = said.splitlines()[:2]
    n = sum(1 for p in october if Path(p).name in shown)
    assert n and f"Those are {n} files" in then
    packs = paths(house, r".*/Governors pack - [^/]+\.pdf")
    by_size = sorted(packs, key=lambda p: -next(e.size for e in house.entries if e.path == p))
    said = chat(house, "Show me the governors packs, please.", "Could you sort them by size?").splitlines()[1]
    assert "largest" in said and said.index(Path(by_size[0]).name) < said.index(Path(by_size[-1]).name)


def test_short_and_joined_periods(house):
    this_year = [p for p in paths(house, r"DOB Electrical/Certificates/EICR/[^/]+") if "EICR-2026" in p]
    out = ask(house, "hw many eicrs did i do this yr")
    assert out["result"]["count"] == len(this_year) and out["arguments"]["modified_after"] == "2026-01-01"
    reports = paths(house, r"School/Governors/.+/Headteacher's report to governors - [^/]+")
    out = ask(house, "Could you show me the governors' reports I have written this year and last?")
    assert out["arguments"]["modified_after"] == "2025-01-01"
    assert set(listed(house, out)) == {p for p in reports if "2024" not in p}


def test_went_out_and_in_which_folder_are_not_names(house):
    out = ask(house, "Which letters to parents went out in October?")
    assert out["arguments"]["path"].endswith("School/Letters to parents")
    assert "went" not in out["answer"]
    audit = paths(house, r".*/Safeguarding audit 2026\.docx")
    out = ask(house, "In which folder did I put the Safeguarding audit 2026?")
    assert len(audit) == 1 and f"(in {Path(audit[0]).parent!s})" in out["answer"]


@pytest.mark.parametrize(
    "question",
    ["find the photos from maya's phone", "show me the art on my ipad", "the documents on the school server"],
)
def test_another_device_is_declined_unless_a_folder_is_named_for_it(house, question):
    out = ask(house, question)
    assert "I can't see what's on" in out["answer"] and not listed(house, out)


def test_my_phone_is_the_folder_named_for_the_phone(house):
    out = ask(house, "pics on my phone from october")
    assert out["arguments"]["path"].endswith("Pictures/Dave's phone")


@pytest.mark.parametrize("question", ["how much did i make on the brennan job", "what colours did i use in fox spirit"])
def test_money_and_colours_are_declined(house, question):
    out = ask(house, question)
    assert out.get("tool") is None and not listed(house, out)


def test_a_type_word_that_ends_the_folders_name_is_the_name(house):
    logs = paths(house, r"Maya/Swimming/Training logs/[^/]+")
    assert logs and not [p for p in logs if p.endswith(".log")]
    out = ask(house, "show me my training logs")
    assert listed(house, out) == logs


def test_one_part_of_a_name_made_of_parts_names_that_job(house):
    job = paths(house, r"DOB Electrical/Jobs/\d+/[^/]*Chukwuemeka Nwosu[^/]*/[^/]+")
    for question in ("the chukwuemeka job", "the nwosu job"):
        out = ask(house, question)
        assert listed(house, out) == job, question


def test_a_name_nothing_has_before_a_collections_word_is_declined(house):
    assert not paths(house, r"(?i).*hendricks.*")
    out = ask(house, "the hendricks job")
    assert "Nothing indexed is named 'hendricks'" in out["answer"] and not listed(house, out)


def test_a_slip_late_in_a_word_is_read(house):
    manuals = paths(house, r"DOB Electrical/Manuals/[^/]+")
    out = ask(house, "my tool manuels")
    assert listed(house, out) == manuals


def test_a_narrow_type_with_none_there_is_the_file_so_named(house):
    (blender,) = paths(house, r"Downloads/blender[^/]*")
    out = ask(house, "how big is the blender download")
    assert out["arguments"]["path"].endswith(blender) and size_of(house, r"Downloads/blender[^/]*") in out["answer"]


def test_the_most_recent_of_files_named_so_is_among_them(house):
    packs = paths(house, r".*/Governors pack - [^/]+\.pdf")
    out = ask(house, "Which is the most recent governors pack? I need to check what went out to the governors.")
    assert out["arguments"]["name"] == "governors pack" and set(listed(house, out)) == set(packs)
    assert out["answer"].index("2026-11-09") < out["answer"].index("2025-11-18")


def test_a_new_folder_typed_with_spaces_is_the_destination(house):
    (quote,) = paths(house, r"DOB Electrical/Van/Bott racking quote\.pdf")
    out = ask(house, "move Bott racking quote.pdf to DOB Electrical/Van/Old")
    assert planned(house, out) == [quote]
    (step,) = [st for st in out["result"]["plan"]["steps"] if st.get("source")]
    assert step["destination"].endswith("DOB Electrical/Van/Old/Bott racking quote.pdf")


def test_a_folder_said_with_its_parents_name_is_that_folder(house):
    assert len({str(Path(p).parent) for p in paths(house, r".*/2024-25/[^/]+")}) > 1  # (two folders so named)
    for question in ("move the 2024-25 tax folder to Archive", "move the tax 2024-25 folder to Archive"):
        out = ask(house, question)
        moved = [st["source"] for st in out["result"]["plan"]["steps"] if st.get("source")]
        assert len(moved) == 1 and moved[0].endswith("DOB Electrical/Tax/2024-25"), question
    out = ask(house, "delete the 2024-25 folder")
    assert planned(house, out) is None and "Which one?" in out["answer"]


def test_an_extension_said_with_stuff_is_the_type(house):
    procreate = r".*\.procreate"
    out = ask(house, "how much space does my procreate stuff take")
    assert out["arguments"].get("type") == "procreate" and size_of(house, procreate) in out["answer"]


def test_a_plural_said_short_names_the_folder(house):
    """ "certs" is Certificates and "comms" Commissions: not the one file with "cert" ("calibration cert") or
    "comm" ("comm prices") in its name."""
    certs = paths(house, r"DOB Electrical/Certificates/.+")
    out = ask(house, "how many certs have i got")
    assert out["result"]["count"] == len(certs) and out["arguments"]["path"].endswith("DOB Electrical/Certificates")
    comms = paths(house, r"Zoe/Art/Commissions/.+")
    out = ask(house, "show me my comms")
    assert out["arguments"]["path"].endswith("Zoe/Art/Commissions") and f"{len(comms)} match" in out["answer"]
