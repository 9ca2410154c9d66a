"""Understanding on the "dentist" home (issue 11; set AG, written blind and then read): a dental practice's
equipment folders (a machine a folder, its service reports by date), leaflets, payroll by month, x-ray exports as
DICOM; a maths teacher's lesson plans by year group and topic; the twins' school work and clips. The classes: a
file's whole name with a type word in it ("the quadratics slides"); "when was the autoclave last serviced" (the
newest of that folder's files so named); "for Year 9" (a
numbered folder, not a date); "biggest file in downloads" is one file, which "delete it" then points to; a year in
the names followed ("and 2026?"); "delete Price list" asks about the names holding those words; "dicom files"; a
subject said with "history"; "all my files together". Every expectation comes from the home's own list of files
(bench/eval/homes_dentist.py), never from filescout."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

EVAL = Path(__file__).resolve().parents[1] / "bench" / "eval"
sys.path.insert(0, str(EVAL))
import homes  # noqa: E402,F401  (registers the homes)
import inproc  # noqa: E402
from inproc import ask, chat, listed, paths, planned, rel, reply, visible  # noqa: E402

from filescout.units import human_size  # noqa: E402


@pytest.fixture(scope="module")
def dentist(tmp_path_factory):
    return inproc.InProcessHome("dentist", tmp_path_factory.mktemp("homes"), "2026-11-24")


def _name(path: str) -> str:
    return path.rsplit("/", 1)[-1]


def test_whole_names_and_the_newest_of_a_machines_reports(dentist):
    (slides,) = visible(dentist, r".+/Quadratics/Quadratics slides\.pptx")
    assert len(paths(dentist, r".+/Quadratics/[^/]+\.(?:pptx|pdf|docx)")) > 1
    out = ask(dentist, "how big is the quadratics slides")
    assert out["tool"] == "file_info" and human_size(slides.size) in out["answer"], out["answer"]
    reports = sorted(paths(dentist, r"Practice/Equipment/Autoclave[^/]*/Service report [\d-]+\.pdf"))
    assert len(reports) > 1
    out = ask(dentist, "when was the autoclave last serviced")
    assert listed(dentist, out) == [reports[-1]], out["answer"]  # (named by date: the last is the newest)
    (sheet,) = paths(dentist, r".+/Aftercare - root canal treatment\.pdf")  # ("sheet" describes it)
    assert listed(dentist, ask(dentist, "root canal aftercare sheet")) == [sheet]


def test_a_numbered_folder_is_no_date_and_their_sizes(dentist):
    year9 = paths(dentist, r"School/Lesson plans/Year 9/.+worksheet[^/]*")
    assert year9 and len(paths(dentist, r"School/Lesson plans/.+worksheet[^/]*")) > len(year9)
    assert sorted(listed(dentist, ask(dentist, "worksheets for Year 9"))) == year9
    said = chat(dentist, "worksheets for Year 9", "how big are they").strip().splitlines()[-1]
    total = human_size(sum(e.size for e in visible(dentist, r"School/Lesson plans/Year 9/.+worksheet[^/]*")))
    assert f"{len(year9)} files, {total}" in said, said


def test_the_biggest_file_said_first_is_one_file_and_it(dentist):
    biggest = max(visible(dentist, r"Downloads/[^/]+"), key=lambda e: e.size)
    out = ask(dentist, "biggest file in downloads")
    assert [f["path"] for f in out["result"]["files"]] == [os.path.join(dentist.home, biggest.path)], out["answer"]
    said = chat(dentist, "biggest file in downloads", "delete it")
    assert "move to the trash 1 file" in said and _name(biggest.path) in said.split("Here's the plan:")[1], said
    assert os.path.exists(os.path.join(dentist.home, biggest.path))  # (a plan only)


def test_a_year_in_the_names_is_followed(dentist):
    y26 = paths(dentist, r"Practice/Payroll/Payroll summary 2026-\d\d\.xlsx")
    said = chat(dentist, "payroll summaries for 2025", "and 2026?").strip().splitlines()[-1]
    assert said.startswith(f"Found {len(y26)} files") and all(_name(p) in said for p in y26[:3]), said


def test_a_partial_name_asks_about_the_names_holding_every_word(dentist):
    lists = paths(dentist, r".+/Price list[^/]*")
    others = [p for p in paths(dentist, r".+Price[^/]*") if p not in lists]
    assert len(lists) > 1 and others  # ("Chloe Price": the word alone is in other names)
    out = reply(dentist, "delete Price list")
    assert planned(dentist, out) is None and all(_name(p) not in out["answer"] for p in others), out["answer"]
    assert any(_name(p) in out["answer"] for p in lists), out["answer"]


def test_words_read_for_what_they_mean_here(dentist):
    dicom = sorted(e.path for e in visible(dentist, r".+\.dcm") if e.size > 10_000_000)
    assert dicom and sorted(listed(dentist, ask(dentist, "dicom files bigger than 10 MB"))) == dicom
    (essay,) = visible(dentist, r".+/History coursework[^/]*")
    out = ask(dentist, "history coursework size??")  # (a subject: not filescout's history)
    assert out["tool"] != "history" and human_size(essay.size) in out["answer"], out["answer"]
    out = ask(dentist, "how much space am I using in total, all my files together")
    assert out["tool"] == "disk_usage", out


def test_a_kind_of_media_file_is_counted_as_files_not_their_folders(dentist):
    clips = paths(dentist, r"Rory/Clips/.+")
    assert len(clips) > 2 and len({p.split("/")[2] for p in clips if p.count("/") == 3}) == 2  # (a folder a game)
    assert ask(dentist, "how many clips in total")["result"]["count"] == len(clips)


def _folders_in(dentist, folder: str) -> list[str]:
    """The folders directly inside ``folder`` (the home's own list: the parents of its files)."""
    inside = {p[len(folder) + 1 :].split("/", 1)[0] for p in paths(dentist, re.escape(folder) + r"/.+/.+")}
    return sorted(inside, key=str.lower)


def test_things_kept_a_folder_each_are_counted_as_folders(dentist):
    sittings = _folders_in(dentist, "School/Mocks")
    assert len(sittings) > 1 and not paths(dentist, r"School/Mocks/[^/]+")  # (no loose files: one folder a sitting)
    out = ask(dentist, "How many mock sittings are in the Mocks folder?")
    assert out["answer"].startswith(f"{len(sittings)} mock sittings in Mocks: " + ", ".join(sittings)), out["answer"]
    topics = _folders_in(dentist, "School/Lesson plans/Year 10")
    out = ask(dentist, "how many topics have I got lesson plans for in Year 10")
    assert out["answer"].startswith(f"{len(topics)} topics in Year 10"), out["answer"]
    projects = _folders_in(dentist, "Maya/School")  # (loose files there too: a project is a folder all the same)
    assert len(paths(dentist, r"Maya/School/[^/]+")) > len(projects) > 1
    assert ask(dentist, "how many school projects has Maya got")["answer"].startswith(f"{len(projects)} school proj")
    sheets = paths(dentist, r"School/Lesson plans/Year 9/.+worksheet[^/]*")  # (files named so: those are counted)
    assert ask(dentist, "how many worksheets are in Year 9")["result"]["count"] == len(sheets)


def test_a_folder_said_by_its_initials_or_with_of_in_its_name(dentist):
    hoy = "School/Head of Year 10"
    assert len([p for p in {os.path.dirname(p) for p in paths(dentist, ".+")} if "Year 10" in p]) > 1
    out = ask(dentist, "what's in the HoY folder")
    assert out["tool"] == "browse_directory" and rel(dentist, out["arguments"]["path"]) == hoy, out
    sheets = paths(dentist, re.escape(hoy) + r"/[^/]+\.xlsx")
    assert len(sheets) > 1
    assert listed(dentist, ask(dentist, "Show me any spreadsheets in the head of year folder")) == sheets
    (notes,) = paths(dentist, re.escape(hoy) + r"/Tutor team meeting[^/]*")  # (not in Lesson plans/Year 10)
    assert listed(dentist, ask(dentist, "Year 10 tutor team meeting notes")) == [notes]
    qa = paths(dentist, r".+/RPA annual QA[^/]*")
    assert len(qa) > 1 and len(paths(dentist, r".+OPG[^/]*")) > 3  # (x-ray exports named OPG, elsewhere)
    assert listed(dentist, ask(dentist, "OPG QA report")) == [p for p in qa if "/OPG" in p]


def test_a_month_said_of_named_files_and_the_one_before(dentist):
    (feb,) = paths(dentist, r"Practice/Staff rotas/Rota February 2026\.xlsx")
    said = chat(dentist, "Jan rota", "and the Feb one?").strip().splitlines()[-1]
    assert said.startswith("Found it: Rota February 2026.xlsx"), said
    assert listed(dentist, ask(dentist, "the feb rota")) == [feb]
    nov = paths(dentist, r"School/Mocks/[^/]*November 2026/.+")
    assert nov and listed(dentist, ask(dentist, "the november mock papers")) == nov
    reports = sorted(paths(dentist, r"Practice/Equipment/Autoclave[^/]*/Service report [\d-]+\.pdf"))
    said = chat(dentist, "when was the autoclave last serviced", "when was it serviced before that", "and after that?")
    lines = said.strip().splitlines()
    assert lines[-2].startswith(_name(reports[-2])) and lines[-1].startswith(_name(reports[-1])), said


def test_whose_files_among_a_count(dentist):
    big = [e for e in visible(dentist) if e.size > 1_000_000_000]
    rorys = [e for e in big if e.path.startswith("Rory/")]
    assert len(big) > len(rorys) > 1
    said = chat(dentist, "how many files are over 1 GB", "how many of those are Rory's").strip().splitlines()[-1]
    assert said.startswith(f"{len(rorys)} of them in Rory: {human_size(sum(e.size for e in rorys))}"), said
