"""Understanding on the "composer" home (issue 11; set AB, written blind and then read): a locum vet's case notes,
CPD certificates a folder a year and household papers, beside a game composer's client folders (bounces named
"v2 final final", stems, NDAs) and a Desktop of screenshots. The classes: a last clause saying why the asker wants
it is context ("…, the landlord's asking about the renewal"); a name in quotes, a path with spaces too; the start
or end of a name ("whose name starts with Screenshot"); a word said twice ("final final"); "CPD certificates" are
the certificates in CPD; "Count the folders in X"; a trip folder named by one word and its date ("Skye"); and the
follow-ups ("their combined size" of the five shown, "how big is the second one", "when were they signed", "only
the stems", "how many of those were this year", "the Moth Garden one", "the biggest thing on there"). Every
expectation comes from the home's own list of files (bench/eval/homes_composer.py), never from filescout."""

from __future__ import annotations

import datetime as dt
import os
import sys
from pathlib import Path

import pytest

EVAL = Path(__file__).resolve().parents[1] / "bench" / "eval"
sys.path.insert(0, str(EVAL))
import homes  # noqa: E402,F401  (registers the homes)
import inproc  # noqa: E402
from inproc import ask, chat, listed, paths, plan_for, reply, visible  # noqa: E402

from filescout.units import human_size  # noqa: E402


@pytest.fixture(scope="module")
def composer(tmp_path_factory):
    return inproc.InProcessHome("composer", tmp_path_factory.mktemp("homes"), "2026-11-24")


def _last(said: str) -> str:
    return said.strip().splitlines()[-1]


def test_a_last_clause_saying_why_is_context_not_more_words(composer):
    (lease,) = paths(composer, r"Household/Tenancy/Tenancy agreement[^/]*\.pdf")
    out = ask(composer, "where did I put the tenancy agreement, the landlord's asking about the renewal")
    assert listed(composer, out) == [lease], out["answer"]
    (report,) = visible(composer, r"Household/Tenancy/Inventory and check-in report\.pdf")
    out = ask(composer, "how big is the inventory and check-in report from when we moved in")
    assert out["tool"] == "file_info" and human_size(report.size) in out["answer"], out["answer"]
    out = ask(composer, "what did I save in the Vet folder since the 1st of November, I've lost track")
    assert out["tool"] == "list_files" and "type" not in out["arguments"], out  # ("lost" is no slip of "list")


def test_a_quoted_name_and_a_quoted_path_with_spaces(composer):
    (part,) = visible(composer, r"Downloads/Spitfire_BBCSO_Core\.zip\.crdownload")
    out = ask(composer, "Get the size of 'Spitfire_BBCSO_Core.zip.crdownload'.")
    assert out["tool"] == "file_info" and human_size(part.size) in out["answer"], out["answer"]
    (note,) = paths(composer, r"Vet/Case notes/2026-11-23 Duke[^/]*\.docx")
    assert plan_for(composer, f"Move '{note}' to Vet/Case notes/Archive.") == [note]


def test_the_start_or_the_end_of_a_name(composer):
    shots = paths(composer, r"Desktop/Screenshot [^/]+")
    assert len(shots) > 5 and len(paths(composer, r"Desktop/[^/]+")) > len(shots)
    assert plan_for(composer, "delete every file on the Desktop whose name starts with Screenshot") == shots
    partial = paths(composer, r".+\.crdownload")
    assert sorted(listed(composer, ask(composer, "which files end in .crdownload"))) == partial


def test_a_word_said_twice_is_in_the_name_twice_and_a_short_word_starts_a_word(composer):
    twice = paths(composer, r".+ v2 final final\.mp3")
    assert len(twice) == 2 and len(paths(composer, r".+ v2 final\.mp3")) >= 2
    assert sorted(listed(composer, ask(composer, "v2 final final"))) == twice
    said = _last(chat(composer, "v2 final final", "how big are they"))
    assert all(human_size(e.size) in said for e in visible(composer, r".+ v2 final final\.mp3")), said
    ndas = [p for p in paths(composer, r".+/[^/]*nda[^/]*") if " NDA" in p]  # (the case said: "NDA")
    assert len(ndas) == 2 and paths(composer, r".+/[^/]*attendance[^/]*")  # ("nda" inside "attendance")
    assert sorted(listed(composer, ask(composer, "nda"))) == ndas
    said = _last(chat(composer, "nda", "when were they signed"))
    assert all(p.rsplit("/", 1)[-1] in said for p in ndas), said


def test_a_kind_of_file_said_with_a_folder_of_the_kind_is_that_folders(composer):
    this_year = paths(composer, r"Vet/CPD/2026/[^/]*certificate[^/]*")
    last_year = paths(composer, r"Vet/CPD/2025/[^/]*certificate[^/]*")
    assert len(this_year) > 2 and len(paths(composer, r".+/[^/]*CPD[^/]*certificate[^/]*")) < len(this_year)
    assert ask(composer, "how many CPD certificates have I got from this year")["result"]["count"] == len(this_year)
    assert ask(composer, "how many CPD certificates did I get in 2025")["result"]["count"] == len(last_year)


def test_folders_counted_and_a_trip_folder_named_by_one_word(composer):
    trips = {p.split("/")[2] for p in paths(composer, r"Household/Holidays/[^/]+/.+")}
    out = ask(composer, "Count the folders in Household/Holidays.")
    assert out["tool"] == "count_folders" and out["result"]["count"] == len(trips), out["answer"]
    assert all(t in out["answer"] for t in trips), out["answer"]
    (skye,) = [t for t in trips if "Skye" in t]
    photos = paths(composer, rf"Household/Holidays/{skye}/.+\.(?:jpe?g|heic|png)")
    out = ask(composer, "how many photos did we take on Skye")
    assert out["result"]["count"] == len(photos), out["answer"]


def test_follow_ups_on_the_files_shown(composer):
    top = sorted(visible(composer, r"Sample Libraries/.+"), key=lambda e: -e.size)[:5]
    said = _last(chat(composer, "List the five largest files under Sample Libraries.", "What is their combined size?"))
    assert said == f"Those are 5 files, {human_size(sum(e.size for e in top))} in all.", said
    bounces = sorted(visible(composer, r".+/Moth Garden/Bounces/[^/]+"), key=lambda e: -e.size)
    said = _last(chat(composer, "moth garden bounces, biggest first", "how big is the second one"))
    assert said.startswith(bounces[1].path.rsplit("/", 1)[-1]) and human_size(bounces[1].size) in said, said
    stems = paths(composer, r".+/Stems/[^/]+\.flac")
    assert stems and len(paths(composer, r".+\.flac")) > len(stems)
    said = _last(chat(composer, "flacs", "only the stems"))
    assert all(p.rsplit("/", 1)[-1] in said for p in stems) and f"{len(stems)} match" in said, said
    rabbits = paths(composer, r"Vet/Case notes/2026-[^/]*\(rabbit\)[^/]*")
    said = _last(chat(composer, "can you show me the case notes about rabbits", "how many of those were this year"))
    assert said.startswith(f"{len(rabbits)} of those"), said
    biggest = max(visible(composer, r"Desktop/[^/]+"), key=lambda e: e.size)
    said = _last(chat(composer, "what's on my desktop at the moment", "what's the biggest thing on there"))
    assert biggest.path.rsplit("/", 1)[-1] in said, said


def test_an_action_on_the_one_a_folder_of_its_path_names(composer):
    (waltz,) = paths(composer, r".+/Moth Garden/Bounces/[^/]*sketch[^/]*")
    assert len(paths(composer, r".+/Bounces/[^/]*sketch[^/]*")) == 2
    said = chat(composer, "sketch bounces", "move the Moth Garden one to the Desktop")
    assert "move 1 file" in said and waltz.rsplit("/", 1)[-1] in said, said
    assert os.path.exists(os.path.join(composer.home, waltz))  # (a plan only)


def test_secrets_asked_for_outright_are_refused_with_a_reason(composer):
    out = reply(composer, "delete ~/.ssh")
    assert "blocked for security" in out["answer"] and "won't" in out["answer"], out
    assert "plan" not in (out.get("result") or {})


def test_a_month_said_as_what_files_are_for_is_the_month_in_their_names(composer):
    rotas = visible(composer, r"Vet/Locums/[^/]+/Rotas/rota 2026-10\.pdf")
    saved = {dt.date.fromtimestamp(os.stat(os.path.join(composer.home, e.path)).st_mtime).month for e in rotas}
    assert len(rotas) == 2 and saved == {9}  # (saved in September, named for October)
    out = ask(composer, "the rota for October")
    assert sorted(listed(composer, out)) == sorted(e.path for e in rotas), out["answer"]
    out = ask(composer, "rotas changed in October")  # (said as when: the dates)
    assert "name" not in out["arguments"] or "2026-10" not in out["arguments"]["name"], out


def _changed_on(h, day: dt.date, pattern: str = r".+") -> list[str]:
    """The home's visible files last changed on that day, read off the disk (the oracle for a date said)."""
    return sorted(
        e.path
        for e in visible(h, pattern)
        if dt.date.fromtimestamp(os.stat(os.path.join(h.home, e.path)).st_mtime) == day
    )


def test_words_before_about_that_name_the_file_and_a_typed_day(composer):
    (letter,) = paths(composer, r"Household/Tenancy/Letter from landlord[^/]*")
    assert listed(composer, ask(composer, "the letter from the landlord about the rent going up")) == [letter]
    on_12th = _changed_on(composer, dt.date(2026, 11, 12))
    assert len(on_12th) >= 2
    assert sorted(listed(composer, ask(composer, "List all files modified on 2026-11-12."))) == on_12th
    october = [p for p in _changed_on_month(composer, 2026, 10) if "/Invoices/" in p]
    out = ask(composer, "List the invoices in any Invoices folder that were modified in October 2026.")
    assert october and sorted(listed(composer, out)) == october, out["answer"]
    receipts = paths(composer, r"Vet/RCVS/RCVS renewal \d{4} receipt\.pdf")
    assert sorted(listed(composer, ask(composer, "the receipts from the RCVS for renewing"))) == receipts


def _changed_on_month(h, year: int, month: int) -> list[str]:
    return sorted(
        e.path
        for e in visible(h)
        if (lambda d: (d.year, d.month))(dt.date.fromtimestamp(os.stat(os.path.join(h.home, e.path)).st_mtime))
        == (year, month)
    )


def test_more_follow_ups_the_same_part_of_another_folder_and_another_copy(composer):
    kirkstall = paths(composer, r"Vet/Locums/Kirkstall Road Vets/Rotas/[^/]+")
    said = _last(chat(composer, "the Chapel Allerton rotas", "and how many from Kirkstall?"))
    assert said.startswith(f"You have {len(kirkstall)} files in Rotas"), said
    copies = [e.path for e in composer.entries if e.dup == "audit"]
    (original,) = [p for p in copies if p.startswith("Vet/")]
    (other,) = [p for p in copies if p != original]
    q = "that letter from the RCVS that came the week before last, where is it, I need to reply"
    said = chat(composer, q, "is there another copy of it anywhere").strip().splitlines()
    assert said[0].startswith("Found it: " + original.rsplit("/", 1)[-1]), said
    assert said[-1].startswith("Yes") and other.rsplit("/", 1)[-1] in said[-1], said


def test_a_plan_for_the_file_that_is_on_the_folder_said_and_purchases_declined(composer):
    (letter,) = paths(composer, r"Desktop/CPD audit letter\.pdf")
    assert plan_for(composer, "put the CPD audit letter that's on the desktop into the RCVS folder") == [letter]
    out = reply(composer, "which of the sample libraries did i actually pay for")
    assert "can't tell what was paid for" in out["answer"] and not listed(composer, out), out
