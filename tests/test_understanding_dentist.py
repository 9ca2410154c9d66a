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
import sys
from pathlib import Path

import pytest

EVAL = Path(__file__).resolve().parents[1] / "bench" / "eval"
sys.path.insert(0, str(EVAL))
import homes  # noqa: E402,F401  (registers the homes)
import inproc  # noqa: E402
from inproc import ask, chat, listed, paths, planned, reply, visible  # noqa: E402

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
