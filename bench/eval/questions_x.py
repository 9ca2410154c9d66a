"""Writes heldout_x.jsonl: a held-out set X, over the "illustrator" home (homes_illustrator.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_x.py      # rewrites bench/eval/heldout_x.jsonl
    python bench/eval/run_heldout.py --set heldout_x.jsonl

The home: Noor Haddad, a children's-book illustrator, and her husband Callum Fraser, a self-published fantasy author
who also teaches guitar, with their daughter Layla (3). Noor's book projects by publisher and title ("Walker - The Owl
Who Lost Her Hoot", "Nosy Crow - Grandpa's Lighthouse", "Little Tiger - Pip the Puffin", "Templar - Mina and the Moon
Kite"), each with Roughs (.psd, .procreate), scanned Sketches (.tif/.TIF) and Final artwork (huge TIFFs and layered
PSDs, "spread 04-05 FINAL"); contracts and royalty statements by half-year ("Little Tiger royalty statement H1 2026");
a portfolio site export; school-visit slides (.pptx, .key); invoices "NH-2026-019 Templar advance.pdf"; tax by year;
sketchbook scans by year. Callum's books (Book 3 - The Ember Crown, the work in progress, with chapters as .docx and a
Scrivener .scriv bundle), cover files, KDP sales reports (a csv a month), the Salt Throne audiobook (.wav masters,
.mp3 chapters), a Mailchimp newsletter folder (whose files are never named "Mailchimp"), guitar lesson plans, student
lists and payments (.xlsx), lesson notes per student, backing tracks. Layla's nursery photos (.jpg/.HEIC) and videos
(.MOV), her scanned drawings, a "first words" note. Downloads clutter (installers, zips, "(1)" copies that are exact
duplicates of files elsewhere, an unfinished .crdownload, an empty file), Desktop clutter, hidden dotfiles and caches.

Voices: Noor (visual, precise, art terms: "roughs", "the spreads", "the Walker contract", "royalty statements",
"final artwork"), Callum (writerly and wordy: "my WIP", "the KDP reports", "the audiobook masters", "my students",
"the backing tracks"), Noor on her phone (lowercase, terse, typos, no punctuation: "hw big", "roughs 4 mina"), and
Callum in a hurry (short, abbreviations: "kdp rpts", "ch 12", "dl folder"). Terse keyword queries, long rambling
ones, "my", relative dates, plural and singular.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "last 3 days"/"past 72 hours" = 3 days, "last week"/"past 7 days" = 7 days,
"last fortnight"/"two weeks" = 14 days, "last 30 days"/"past month" = 30 days, "this month"/"November"/"since Nov 1" =
November 2026, "last month"/"October" = October 2026, "September" = September 2026, "since September" = from 2026-09-01,
"since August" = from 2026-08-01, "older than 6 months" = 182 days, "this year"/"2026" = 2026, "older than a year" =
365 days, "last year"/"2025" = 2025, "Nov 19"/"the 19th" = 2026-11-19 (only month-day anchors are dated that day;
nothing else visible is within a day of it). Words that depend on the clock time or the first day of the week
("today", "yesterday", "this week") are not used. The generator keeps visible files clear of these boundaries
(homes_illustrator.BAD_WINDOWS). "Visible" files leave out hidden files and noise folders (.git, node_modules,
.cache, .ssh, .config, .DS_Store); where a question could fairly count either way, both numbers are accepted (and
hidden files hold so few bytes that a total rounds the same either way). Sizes are decimal units with one decimal
(homes.human). Photos are .jpg/.JPG/.HEIC files (screenshots are .png; where they could fairly count, both numbers are
accepted). Actions are asked without confirmation: the expectation is the exact plan (nothing may change on disk);
or_decline only where a clarifying question is as right as the plan. "delete them" after a list of several files
must ask; "clean up"/"free up space" is a proposal; a partial name that fits several files, a path outside the home
or a system path is declined.
"""

from __future__ import annotations

import json
import sys
import unicodedata
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import homes
from homes import human

ASOF = "2026-11-24"
H = "illustrator"
OWL = "Illustration/Books/Walker - The Owl Who Lost Her Hoot"
GL = "Illustration/Books/Nosy Crow - Grandpa's Lighthouse"
PIP = "Illustration/Books/Little Tiger - Pip the Puffin"
MINA = "Illustration/Books/Templar - Mina and the Moon Kite"
CR = "Illustration/Contracts & Royalties"
INV = "Illustration/Invoices"
SK = "Illustration/Sketchbook scans"
B3 = "Writing/Book 3 - The Ember Crown"
AB = "Writing/Audiobook - The Salt Throne"
KDP = "Writing/KDP reports"
NL = "Writing/Newsletter"
GT = "Guitar"
LN = "Pictures/Layla/Nursery"
DL = "Downloads"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"x{_n[0]:03d}"
    d = {"id": id_, "home": H, "q": text, "class": cls, "asof": ASOF, "expect": expect}
    if follows:
        assert any(x["id"] == follows for x in Q), follows
        d["follows"] = follows
    Q.append(d)
    return id_


es = homes.HOMES[H]()
vis = [e for e in es if not e.hidden_or_noise]
by_path = {e.path: e for e in es}


def under(prefix: str, visible: bool = True, pool=None):
    pool = pool if pool is not None else (vis if visible else es)
    pre = prefix.rstrip("/") + "/"
    assert any(e.path.startswith(pre) for e in es), prefix
    return [e for e in pool if e.path.startswith(pre)]


def top(prefix: str, pool=None):
    """Files directly in a folder (not in its subfolders)."""
    pre = prefix.rstrip("/") + "/"
    return [e for e in under(prefix, pool=pool) if "/" not in e.path[len(pre) :]]


def ext(pool, *exts):
    return [e for e in pool if e.name.lower().endswith(tuple("." + x.lower() for x in exts))]


def named(pool, *words):
    return [e for e in pool if all(w.lower() in e.name.lower() for w in words)]


def total(pool) -> int:
    return sum(e.size for e in pool)


def size(pool) -> str:
    return human(total(pool))


def paths(pool):
    return [e.path for e in pool]


def one(path: str) -> str:
    assert path in by_path, path
    return path


def age(e) -> float:
    """Age in days as of the writing day; a "11-19" anchor is 5 days (Nov 19, midday)."""
    if isinstance(e.age, str):
        assert e.age == "11-19", e.age
        return 5.0
    return e.age


def aged(pool, lo: float = 0.0, hi: float = 1e9):
    return [e for e in pool if lo <= age(e) < hi]


def biggest(pool, n=1):
    s = sorted(pool, key=lambda e: -e.size)
    if len(s) > n:  # no tie at the cut
        assert s[n - 1].size > s[n].size, [e.path for e in s[: n + 1]]
    return s[:n]


def smallest(pool):
    s = sorted(pool, key=lambda e: e.size)
    assert len(s) == 1 or s[1].size > s[0].size, [e.path for e in s[:2]]
    return s[0]


def newest(pool):
    s = sorted(pool, key=age)
    assert len(s) == 1 or age(s[1]) - age(s[0]) > 0.2, [e.path for e in s[:2]]
    return s[0]


def oldest(pool):
    s = sorted(pool, key=lambda e: -age(e))
    assert len(s) == 1 or age(s[0]) - age(s[1]) > 0.2, [e.path for e in s[:2]]
    return s[0]


def norm(s: str) -> str:
    return unicodedata.normalize("NFC", s).casefold()


def files(pool, absent=()):
    assert pool, "an empty expectation"
    for p in absent:
        assert not any(e.name == p for e in pool), p
        # an excluded name must not be part of an expected one (the scorer looks for it as a substring)
        assert not any(norm(p) in norm(e.name) for e in pool), p
    d = {"kind": "files", "paths": paths(pool)}
    if absent:
        d["absent"] = sorted(set(absent))
    return d


def answer(*facts, absent=()):
    d = {"kind": "answer", "facts": list(facts)}
    if absent:
        d["absent"] = sorted(absent)
    return d


def file(path):
    return {"kind": "file", "path": one(path)}


def count(n, *also):
    also = sorted({x for x in also if x != n})
    d = {"kind": "count", "n": n}
    if also:
        d["also_ok"] = also
    return d


def plan(pool, or_decline=False):
    assert pool
    d = {"kind": "plan", "files": sorted(paths(pool))}
    if or_decline:
        d["or_decline"] = True
    return d


def proposal(pool):
    assert pool
    return {"kind": "proposal", "candidates": sorted(paths(pool))}


def decline(*allow):
    d = {"kind": "decline"}
    if allow:
        d["allow"] = sorted(set(allow))
    return d


def names(pool):
    return sorted({e.name for e in pool})


def sized(n: int, pool):
    assert len(pool) == n, (n, len(pool), [e.path for e in pool][:5])
    return pool


# boundaries (ages in days as of 2026-11-24), each inside a window homes_illustrator.BAD_WINDOWS keeps clear
D3, WEEK, FORTNIGHT, D30, M6, YEAR = 3.0, 7.0, 14.0, 30.0, 182.0, 365.0
NOV1, OCT1, SEP1, AUG1, JAN26, JAN25 = 23.5, 54.5, 84.5, 115.5, 327.5, 692.5

videos = ext(vis, "mp4", "mov")
tiffs = ext(vis, "tif", "tiff")
dups: dict[str, list] = {}
for _e in es:
    if _e.dup:
        dups.setdefault(_e.dup, []).append(_e)
dl_copies = [e for e in under(DL) if e.dup]
nov19 = [e for e in vis if e.age == "11-19"]

owl_final = under(f"{OWL}/Final artwork")
owl_tifs = sized(7, ext(owl_final, "tif"))
royalty = sized(9, named(vis, "royalty statement"))
chapters = sized(17, under(f"{B3}/Chapters"))
nursery_photos = sized(47, ext(under(LN), "jpg", "heic"))
nursery_videos = sized(3, ext(under(LN), "mov"))
kdp = sized(22, under(KDP))
invoices25 = sized(24, under(f"{INV}/2025"))
invoices26 = sized(19, under(f"{INV}/2026"))
students = under(f"{GT}/Students")
lesson_notes = sized(5, named(students, "lesson notes"))
drawings = sized(6, under("Pictures/Layla/Drawings"))
masters = sized(28, under(f"{AB}/Masters"))
mp3s = sized(29, under(f"{AB}/MP3"))
backing = sized(12, under(f"{GT}/Backing tracks"))
screenshots = sized(15, named(vis, "Screenshot"))
empty = sized(2, [e for e in vis if e.size == 0])
mina_roughs = sized(7, under(f"{MINA}/Roughs"))
big_psds = sized(9, [e for e in ext(vis, "psd") if e.size > 1_000 * homes.MB])
old_dl = sized(5, aged(under(DL), YEAR))
installers = sized(6, ext(under(DL), "dmg", "pkg"))


# =========================================================================== plain
q("How much space does the Owl book take up altogether?", "plain", answer(size(under(OWL))))
q("what are the three biggest files on this computer?", "plain", files(biggest(vis, 3)))
q("How big is my Downloads folder?", "plain", answer(size(under(DL))))
q("whats in the videos folder", "plain", files(top("Videos")))
q(
    "Can you list every video file we have, wherever it's hiding? Layla's nursery clips too.",
    "plain",
    files(sized(9, videos)),
)
q("what's on the desktop", "plain", files(top("Desktop")))
q(
    "How much disk space is the Writing folder using these days? I suspect the audiobook is most of it.",
    "plain",
    answer(size(under("Writing"))),
)
q(
    "How much space is Book 3 taking up, the Ember Crown, Scrivener project and all?",
    "plain",
    answer(size(under(B3))),
)
q("where are the kdp reports kept", "plain", answer(KDP))
q(
    "Which is the single biggest file in the final artwork for the Owl?",
    "plain",
    file(biggest(owl_final)[0].path),
)
q("list the roughs for mina", "plain", files(mina_roughs))
q("What's the newest thing in the Owl book folder?", "plain", file(newest(under(OWL)).path))
q("which pdfs are sitting in Downloads?", "plain", files(ext(under(DL), "pdf"), absent=["Untitled.txt"]))
q("how much room do the sketchbok scans take", "plain", answer(size(under(SK))))
q("what's in Documents/Layla", "plain", files(under("Documents/Layla")))
q("show me the 2025 tax folder", "plain", files(under("Admin/Tax/2025")))
q("What's the oldest picture in the Pictures folder?", "plain", file(oldest(under("Pictures")).path))
q("what's in the Tabs folder", "plain", files(under(f"{GT}/Tabs")))
q("what's our largest video?", "plain", file(biggest(videos)[0].path))
q("what's in the newsletter folder", "plain", files(under(NL)))
q("where's the school visits folder", "plain", answer("Illustration/School visits"))
q("how big is the Pip the Puffin folder?", "plain", answer(size(under(PIP))))
q("lesson plans pls", "plain", files(under(f"{GT}/Lesson plans")))
q("what's the most recent KDP report?", "plain", answer("KDP sales 2026-10"))
q("what's in Admin/Car?", "plain", files(under("Admin/Car")))
q("how big is the Grandpa's Lighthouse folder", "plain", answer(size(under(GL))))
q("wht's in the mina and the moon kite folder", "plain", files(top(MINA)))
q("How much space does the Guitar folder use?", "plain", answer(size(under(GT))))
q("biggest thing in dl?", "plain", file(biggest(under(DL))[0].path))
q(
    "Noor's contracts with the publishers, where are they all? Little Tiger, Nosy Crow, Walker and Templar.",
    "plain",
    files(
        [
            by_path[f"{CR}/Little Tiger/Little Tiger contract - Pip the Puffin.pdf"],
            by_path[f"{CR}/Nosy Crow/Nosy Crow contract - Grandpa's Lighthouse.pdf"],
            by_path[f"{CR}/Walker/Walker contract - Owl - signed.pdf"],
            by_path[f"{CR}/Templar/Templar contract - Mina and the Moon Kite.pdf"],
        ]
    ),
)
q("how big is the Admin folder", "plain", answer(size(under("Admin"))))
q("what's in the School visits folder?", "plain", files(top("Illustration/School visits")))
q("how big is the Contracts & Royalties folder?", "plain", answer(size(under(CR))))
q("list the files in Writing/Book 2 - The Iron Tide", "plain", files(top("Writing/Book 2 - The Iron Tide")))
q("What's the largest file in the Ember Crown folder?", "plain", file(biggest(under(B3))[0].path))

# =========================================================================== named_file
q(
    "how big is spread 04-05 FINAL.psd?",
    "named_file",
    answer(human(by_path[f"{OWL}/Final artwork/spread 04-05 FINAL.psd"].size)),
)
q(
    "When did I last touch the Walker contract - Owl - signed.pdf?",
    "named_file",
    file(f"{CR}/Walker/Walker contract - Owl - signed.pdf"),
)
q("where's first words.txt", "named_file", answer("Documents/Layla"))
q(
    "How big is Salt Throne Ch07 master.wav?",
    "named_file",
    answer(human(by_path[f"{AB}/Masters/Salt Throne Ch07 master.wav"].size)),
)
q("where did I put the Café Nadia menu?", "named_file", answer("Café Nadia menu.pdf", "Downloads"))
q("how big is the layout dummy pdf", "named_file", answer(human(by_path[f"{OWL}/Text/layout dummy.pdf"].size)))
q(
    "mina character sheet how big",
    "named_file",
    answer(human(by_path[f"{MINA}/Mina character sheet.procreate"].size)),
)
q("where is the owl text with notes from zoe", "named_file", file(f"{OWL}/Text/Owl text v5 - notes from Zoë.docx"))
q(
    "How large is the Grandpa's Lighthouse print PDF?",
    "named_file",
    answer(human(by_path[f"{GL}/Grandpa's Lighthouse - print PDF.pdf"].size)),
)
q(
    "When did the Nosy Crow royalty statement H1 2026 come in?",
    "named_file",
    file(f"{CR}/Nosy Crow/Nosy Crow royalty statement H1 2026.pdf"),
)
q("where's student list 2026", "named_file", answer("Guitar/Students"))
q(
    "How big is Hoot character sheet.TIF?",
    "named_file",
    answer(human(by_path[f"{OWL}/Sketches/Hoot character sheet.TIF"].size)),
)
q("how big is the map of Caldrath?", "named_file", answer(human(by_path[f"{B3}/Notes/map of Caldrath.png"].size)))
q("when did I last edit plot holes.txt", "named_file", file(f"{B3}/Notes/plot holes.txt"))
q(
    "How big is invoice NH-2026-019?",
    "named_file",
    answer(human(by_path[f"{INV}/2026/NH-2026-019 Templar advance.pdf"].size)),
)
q("where's Mina text - first draft.docx", "named_file", file(f"{MINA}/Mina text - first draft.docx"))
q(
    "How big is the video of Teta's 80th in Beirut?",
    "named_file",
    answer(human(by_path["Videos/Beirut - Teta's 80th.mp4"].size)),
)
q("ceilidh video size?", "named_file", answer(human(by_path["Videos/Ullapool ceilidh.mp4"].size)))
q("where's Layla's red book scan", "named_file", answer("Documents/Layla"))
q(
    "When did we save the Little Puffins nursery registration form?",
    "named_file",
    file("Documents/Layla/Little Puffins nursery registration form.pdf"),
)
q(
    "How big is the Ember Crown cover concept psd?",
    "named_file",
    answer(human(by_path[f"{B3}/Cover/Ember Crown cover concept.psd"].size)),
)
q(
    "is Owl & Friends school talk.key a big file?",
    "named_file",
    answer(human(by_path["Illustration/School visits/Owl & Friends school talk.key"].size)),
)
q("where's the Wonderwall tab?", "named_file", answer("Guitar/Tabs"))
q(
    "how big is ch 12 ashfall",
    "named_file",
    answer(human(by_path[f"{B3}/Chapters/Chapter 12 - Ashfall.docx"].size)),
)
q("When did I last work on Chapter 16 - The Kiln?", "named_file", file(f"{B3}/Chapters/Chapter 16 - The Kiln.docx"))
q(
    "how big's the Salt Throne retail sample",
    "named_file",
    answer(human(by_path[f"{AB}/MP3/Salt Throne retail sample.mp3"].size)),
)

# =========================================================================== dropped_words
q(
    "I have a feeling the Salt Throne audiobook is hogging the disk. How much space does the audiobook take in total?",
    "dropped_words",
    answer(size(under(AB))),
)
q("how big are my backing tracks", "dropped_words", answer(size(backing)))
q("How much room do the royalty statements take up?", "dropped_words", answer(size(royalty)))
q("list my roughs for the owl book", "dropped_words", files(under(f"{OWL}/Roughs")))
q("how many roughs hav i done 4 mina", "dropped_words", count(7))
q("kdp rpts size", "dropped_words", answer(size(kdp)))
q(
    "How much disk space are the Mailchimp exports taking?",
    "dropped_words",
    decline(),
)
q(
    "final tiffs 4 the owl how much space",
    "dropped_words",
    answer(size(owl_tifs)),
)
q("how much space do the nursery videos take", "dropped_words", answer(size(nursery_videos)))
q("how many Beirut photos are there?", "dropped_words", count(35))
q(
    "Which invoices did I send Walker?",
    "dropped_words",
    files(sized(4, named(under(INV), "Walker")), absent=names(named(under(INV), "Templar"))),
)
q(
    "Which invoices this year were for school visits?",
    "dropped_words",
    files(sized(6, named(invoices26, "school visit")), absent=names(named(invoices25, "school visit"))),
)
q("lesson notes for Mairi", "dropped_words", file(f"{GT}/Students/lesson notes - Mairi MacLeod.docx"))
q("how big are the Salt Throne mp3s?", "dropped_words", answer(size(mp3s)))
q(
    "how many Ullapool photos have we got",
    "dropped_words",
    count(28, 34),
)
q(
    "Show me everything to do with Teta.",
    "dropped_words",
    files(sized(3, named(vis, "Teta"))),
)
q(
    "How much space do the guitar lesson videos take?",
    "dropped_words",
    answer(size(under("Videos/Guitar lesson demos"))),
)
q(
    "How much are the covers for my books taking up? The Cover folders of all three, I mean.",
    "dropped_words",
    answer(size([e for e in vis if e.path.startswith("Writing/Book ") and "/Cover/" in e.path])),
)
q("how many invoices has Templar had from me?", "dropped_words", count(2))
q("what's in the Sketches folder of the owl book?", "dropped_words", files(under(f"{OWL}/Sketches")))
q("how big are the student lists", "dropped_words", answer(size(sized(2, named(vis, "student list")))))
q(
    "How many chapter files does my WIP, the Ember Crown, have so far?",
    "dropped_words",
    count(17),
)
q("how much space do Layla's nursery things take", "dropped_words", answer(size(under(LN))))
q(
    "where are Callum's tax returns",
    "dropped_words",
    files(sized(3, named(vis, "Callum self assessment")), absent=names(named(vis, "Noor self assessment"))),
)
q("How much space do all the Owl PSDs take?", "dropped_words", answer(size(ext(under(OWL), "psd"))))
q("how much space do the procreate files take up", "dropped_words", answer(size(sized(9, ext(vis, "procreate")))))
q("How much space are the TIFFs taking altogether?", "dropped_words", answer(size(tiffs)))
q("hw big r the royalty statments from little tiger", "dropped_words", answer(size(named(royalty, "Little Tiger"))))
q(
    "How much space do the Grandpa's Lighthouse roughs take?",
    "dropped_words",
    answer(size(under(f"{GL}/Roughs"))),
)
q("how many school visit slides do I have?", "dropped_words", count(3))
q(
    "Where are the photos from the Ullapool Primary visit?",
    "dropped_words",
    answer("Illustration/School visits/Ullapool Primary visit"),
)
q("how many audiobook chapters are there", "dropped_words", count(28))
q("show me the scrivener project for the ember crown", "dropped_words", answer("The Ember Crown.scriv"))
q(
    "how much space do the cover roughs for the owl take?",
    "dropped_words",
    answer(size(sized(2, named(vis, "cover rough")))),
)
q("size of the walker final artwork folder", "dropped_words", answer(size(owl_final)))

# =========================================================================== filler_dates
q("What did I change in the last week?", "filler_dates", files(aged(vis, 0, WEEK)))
q(
    "anything new in downloads this month",
    "filler_dates",
    files(sized(3, aged(under(DL), 0, NOV1)), absent=names(aged(under(DL), NOV1, 1e9))),
)
q("What did I save on Nov 19?", "filler_dates", files(sized(4, nov19)))
q(
    "Which chapters did I still work on in October?",
    "filler_dates",
    files(sized(2, aged(chapters, NOV1, OCT1)), absent=names(aged(chapters, 0, NOV1) + aged(chapters, OCT1))),
)
q(
    "any royalty statements since september",
    "filler_dates",
    files(sized(2, aged(royalty, 0, SEP1)), absent=names(aged(royalty, SEP1))),
)
q(
    "Haven't I got any invoices from the last two weeks?",
    "filler_dates",
    files(sized(1, aged(under(INV), 0, FORTNIGHT))),
)
q(
    "what lesson plans did I write since September",
    "filler_dates",
    files(sized(8, aged(under(f"{GT}/Lesson plans"), 0, SEP1)), absent=names(named(vis, "Intermediate"))),
)
q(
    "nursery photos from the last 30 days",
    "filler_dates",
    files(sized(6, aged(nursery_photos, 0, D30)), absent=names(aged(nursery_photos, D30))),
)
q(
    "What did I download in October?",
    "filler_dates",
    files(sized(2, aged(under(DL), NOV1, OCT1))),
)
q("How many of the KDP reports are older than a year?", "filler_dates", count(len(sized(10, aged(kdp, YEAR)))))
q("files i touched the last 3 days", "filler_dates", files(sized(7, aged(vis, 0, D3))))
q(
    "screenshots frm this month",
    "filler_dates",
    files(sized(3, aged(screenshots, 0, NOV1)), absent=names(aged(screenshots, NOV1))),
)
q(
    "Anything from Nosy Crow this year?",
    "filler_dates",
    files(sized(4, aged(named(vis, "Nosy Crow"), 0, JAN26))),
)
q(
    "which sketchbook pages did I scan in the past month",
    "filler_dates",
    files(sized(2, aged(under(SK), 0, D30))),
)
q(
    "What's changed in the Owl final artwork since Nov 1?",
    "filler_dates",
    files(sized(6, aged(owl_final, 0, NOV1)), absent=names(aged(owl_final, NOV1))),
)
q(
    "the owl spreads i finished in october",
    "filler_dates",
    files(sized(6, aged(owl_final, NOV1, OCT1))),
)
q("what was the last thing I saved?", "filler_dates", file(newest(vis).path))
q(
    "What's been added to the Newsletter folder since August, please?",
    "filler_dates",
    files(sized(6, aged(under(NL), 0, AUG1)), absent=names(aged(under(NL), AUG1))),
)
q("did we get any files on the 19th", "filler_dates", files(nov19))
q(
    "Which lesson notes have I updated in the last fortnight?",
    "filler_dates",
    files(sized(2, aged(lesson_notes, 0, FORTNIGHT)), absent=names(aged(lesson_notes, FORTNIGHT))),
)
q(
    "how many sketchbook pages have I scanned this year",
    "filler_dates",
    count(len(sized(36, aged(under(SK), 0, JAN26)))),
)
q(
    "Are there still any Beirut photos from last year on here?",
    "filler_dates",
    count(len(sized(35, aged(under("Pictures/Beirut Christmas 2025"), JAN26, JAN25)))),
)
q(
    "which invoices did I send in September",
    "filler_dates",
    files(sized(2, aged(invoices26, OCT1, SEP1))),
)
q(
    "What's in Downloads that's older than 6 months?",
    "filler_dates",
    files(aged(under(DL), M6), absent=names(aged(under(DL), 0, M6))),
)
q(
    "Did Layla bring home any drawings in November?",
    "filler_dates",
    files(sized(1, aged(drawings, 0, NOV1))),
)

# =========================================================================== filters
q("files bigger than 1 GB", "filters", files(sized(13, [e for e in vis if e.size > 1_000 * homes.MB])))
q("duplicates in Downloads", "filters", files(dl_copies))
q(
    "Do I have any duplicate photos?",
    "filters",
    files(dups["rainbowcat"]),
)
q(
    "duplicate files bigger than 1 MB",
    "filters",
    files(
        dups["blues90"] + dups["embercover"] + dups["rainbowcat"],
        absent=names(dups["walkercontract"] + dups["kdp202610"]),
    ),
)
q(
    "which PSDs are over 1.5 GB?",
    "filters",
    files(
        sized(5, [e for e in big_psds if e.size > 1_500 * homes.MB]),
        absent=names([e for e in big_psds if e.size <= 1_500 * homes.MB]),
    ),
)
q("how many pdfs are in Contracts & Royalties?", "filters", count(len(sized(15, ext(under(CR), "pdf")))))
q("how many tiffs do i have altogether", "filters", count(len(tiffs)))
q("spreadsheets in the Guitar folder", "filters", files(sized(4, ext(under(GT), "xlsx"))))
q(
    "backing tracks bigger than 10 MB",
    "filters",
    files(
        sized(4, [e for e in backing if e.size > 10 * homes.MB]),
        absent=names([e for e in backing if e.size <= 10 * homes.MB]),
    ),
)
q("smallest file in the newsletter folder", "filters", file(smallest(under(NL)).path))
q("are there any empty files?", "filters", files(empty))
q(
    "Which videos are larger than 500 MB?",
    "filters",
    files(
        sized(4, [e for e in videos if e.size > 500 * homes.MB]),
        absent=names([e for e in videos if e.size <= 500 * homes.MB]),
    ),
)
q("how much space do the wav files take up", "filters", answer(size(ext(vis, "wav"))))
q("how many HEIC photos do we have", "filters", count(len(sized(12, ext(vis, "heic")))))
q("how many docx files are in the Ember Crown folder?", "filters", count(len(sized(18, ext(under(B3), "docx")))))
q("zips in dl", "filters", files(sized(3, ext(under(DL), "zip"))))
q(
    "Are there duplicates of anything in the Writing folder?",
    "filters",
    files(
        [e for e in under("Writing") if e.dup],
        absent=names(dups["walkercontract"] + dups["blues90"] + dups["rainbowcat"]),
    ),
)
q(
    "invoice pdfs under 70 KB",
    "filters",
    count(len([e for e in ext(under(INV), "pdf") if e.size < 70 * homes.KB])),
)
q(
    "the 5 largest files in Downloads",
    "filters",
    files(biggest(under(DL), 5), absent=names(sorted(under(DL), key=lambda e: -e.size)[5:6])),
)
q(
    "videos over a gig from last year",
    "filters",
    file(sized(1, [e for e in aged(videos, JAN26, JAN25) if e.size > 1_000 * homes.MB])[0].path),
)

# =========================================================================== decline
q("what's in /etc/hosts", "decline", decline())
q("How big is my Dropbox folder?", "decline", decline())
q("كم صورة عندي من بيروت؟", "decline", decline())
q(
    "what happens in chapter 12 of the ember crown",
    "decline",
    decline("Chapter 12 - Ashfall.docx"),
)
q(
    "How many pages is the Walker contract?",
    "decline",
    decline(*names(dups["walkercontract"])),
)
q(
    "email NH-2026-019 to Templar",
    "decline",
    decline("NH-2026-019 Templar advance.pdf"),
)
q("show me the files on my iPad", "decline", decline())
q("What's in Callum's Google Drive?", "decline", decline())
q(
    "Is spread 16-17 good enough to send to Walker yet?",
    "decline",
    decline("spread 16-17 WIP.psd", "rough spread 16-17.psd", "todo.txt"),
)
q(
    "which of my students haven't paid for November",
    "decline",
    decline(*names(students)),
)
q(r"what's in C:\Users\Noor\Documents", "decline", decline())
q("how big is /var/log", "decline", decline())
q("combien de photos de Layla est-ce que j'ai ?", "decline", decline())
q(
    "How many words is chapter 17 so far?",
    "decline",
    decline("Chapter 17 - Embers.docx"),
)
q("what's on the external drive", "decline", decline())
q("how big is Callum's Steam library", "decline", decline())
q(
    "Summarise the art director notes for me.",
    "decline",
    decline("art director notes - September.pdf"),
)
q(
    "who is Mairead in my book?",
    "decline",
    decline("Chapter 06 - Mairead's Bargain.docx", "plot holes.txt"),
)
q("print the Templar brief", "decline", decline("brief from Templar.pdf"))
q(
    "what did the nursery say about Layla in the funded hours letter?",
    "decline",
    decline("nursery funded hours letter.pdf"),
)

# =========================================================================== actions
q("delete Downloads/Untitled.txt", "actions", plan([by_path[f"{DL}/Untitled.txt"]]))
q(
    "bin the Wacom download that never finished",
    "actions",
    plan([by_path[f"{DL}/Wacom_Tablet_6.4.6-2.dmg.crdownload"]], or_decline=True),
)
q("delete all the .dmg files in Downloads", "actions", plan(sized(5, ext(under(DL), "dmg"))))
q("trash KDP sales 2026-10 (1).csv", "actions", plan([by_path[f"{DL}/KDP sales 2026-10 (1).csv"]]))
q(
    "delete spread",
    "actions",
    decline(*names(named(vis, "spread"))),
)
q("delete the owl", "actions", decline(*names(named(vis, "owl") + under(OWL))))
q("delete /etc/passwd", "actions", decline())
q(
    "clean up my Downloads",
    "actions",
    proposal(installers + dl_copies + ext(under(DL), "zip", "crdownload") + [by_path[f"{DL}/Untitled.txt"]]),
)
free_up = (
    installers
    + ext(under(DL), "zip", "crdownload")
    + [e for g in dups.values() for e in g]
    + [e for e in es if e.path.startswith((".cache/", "Illustration/Portfolio site/theme/node_modules/"))]
    + empty
    + [e for e in videos if e.size > 500 * homes.MB and age(e) > M6]
)
q("help me free up some space", "actions", proposal(free_up))
q("delete the zip files in Downloads", "actions", plan(sized(3, ext(under(DL), "zip"))))
q(
    "rename first words.txt to Layla first words.txt",
    "actions",
    plan([by_path["Documents/Layla/first words.txt"]]),
)
q("move Café Nadia menu.pdf to Documents", "actions", plan([by_path[f"{DL}/Café Nadia menu.pdf"]]))
q("delete the installers in downloads", "actions", plan(installers))
q("delete chapter", "actions", decline(*names(named(vis, "chapter"))))
q(
    "move everything in Downloads older than a year to Archive",
    "actions",
    plan(old_dl),
)
q(
    "delete the copy of the 12 bar blues backing track that's in Downloads",
    "actions",
    plan([by_path[f"{DL}/12 bar blues in A - 90bpm (1).mp3"]], or_decline=True),
)
q("delete /Applications/Scrivener.app", "actions", decline())
q("trash the Walker contract", "actions", decline(*names(dups["walkercontract"])))
q("delete Layla rainbow cat.jpg from the desktop", "actions", plan([by_path["Desktop/Layla rainbow cat.jpg"]]))
q(
    "move the screenshot on the Desktop into Pictures/Screenshots",
    "actions",
    plan([by_path["Desktop/Screenshot 2026-11-23 at 14.03.png"]]),
)

# =========================================================================== followup
a1 = q("List the final TIFFs for the Owl.", "filters", files(owl_tifs, absent=names(ext(owl_final, "psd"))))
q("which one is the biggest?", "followup", file(biggest(owl_tifs)[0].path), follows=a1)
q("how much space do they take?", "followup", answer(size(owl_tifs)), follows=a1)
a2 = q("show me the royalty statements", "plain", files(royalty))
q(
    "only the Nosy Crow ones",
    "followup",
    files(named(royalty, "Nosy Crow"), absent=names(named(royalty, "Little Tiger"))),
    follows=a2,
)
a3 = q("What's the total size of the Newsletter folder?", "plain", answer(size(under(NL))))
q("and which file in it is the smallest?", "followup", file(smallest(under(NL)).path), follows=a3)
a4 = q("how many invoices did I send in 2025", "counts", count(len(invoices25)))
q("what about 2026?", "followup", count(len(invoices26)), follows=a4)
a5 = q("kdp reports", "plain", files(kdp))
# named and dated 2025 (the December report, saved in January, fits one reading only: neither required nor excluded)
q(
    "just the ones from 2025",
    "followup",
    files(sized(11, [e for e in aged(kdp, JAN26, JAN25) if "2025-" in e.name]), absent=names(named(kdp, "2026-"))),
    follows=a5,
)
a6 = q("videos bigger than 1 GB", "filters", files(sized(3, [e for e in videos if e.size > 1_000 * homes.MB])))
q(
    "and which of those is the oldest?",
    "followup",
    file(oldest([e for e in videos if e.size > 1_000 * homes.MB]).path),
    follows=a6,
)
a7 = q(
    "where's the narrator agreement for the audiobook?", "named_file", file(f"{AB}/narrator agreement - Euan Grant.pdf")
)
q("how big is it?", "followup", answer(human(by_path[f"{AB}/narrator agreement - Euan Grant.pdf"].size)), follows=a7)
a8 = q("lesson notes for my students", "dropped_words", files(lesson_notes))
q("which did I update most recently?", "followup", file(newest(lesson_notes).path), follows=a8)
a9 = q("Show me the nursery videos.", "dropped_words", files(nursery_videos))
q("how much space do they take up?", "followup", answer(size(nursery_videos)), follows=a9)
a10 = q("list the Templar roughs", "plain", files(mina_roughs))
q(
    "only the procreate ones",
    "followup",
    files(ext(mina_roughs, "procreate"), absent=names(ext(mina_roughs, "psd"))),
    follows=a10,
)
a11 = q("show me the copies in Downloads", "filters", files(dl_copies))
q("delete them", "followup", decline(*names(dl_copies + [e for g in dups.values() for e in g])), follows=a11)
q("delete all of them", "followup", plan(dl_copies), follows=a11)
a12 = q("any empty files?", "filters", files(empty))
q("delete all of them", "followup", plan(empty), follows=a12)
a13 = q("psd files bigger than 1 GB", "filters", files(big_psds))
q("how much space do they take altogether?", "followup", answer(size(big_psds)), follows=a13)
a14 = q("Layla's drawings", "plain", files(drawings))
q("which is the oldest one?", "followup", file(oldest(drawings).path), follows=a14)
a15 = q("What's in Guitar/Students?", "plain", files(students))
q(
    "just the spreadsheets",
    "followup",
    files(ext(students, "xlsx"), absent=names(ext(students, "docx"))),
    follows=a15,
)
a16 = q("what's in the 2024 tax folder", "plain", files(under("Admin/Tax/2024")))
q("what about 2023?", "followup", files(under("Admin/Tax/2023")), follows=a16)
a17 = q("files in Downloads older than a year", "filler_dates", files(old_dl))
q("move them to Archive", "followup", plan(old_dl), follows=a17)
a18 = q("how much space do the audiobook masters take up", "dropped_words", answer(size(masters)))
q("and the mp3s?", "followup", answer(size(mp3s)), follows=a18)
a19 = q(
    "which chapters have I touched this month",
    "filler_dates",
    files(sized(2, aged(chapters, 0, NOV1)), absent=names(aged(chapters, NOV1))),
)
q("and in September?", "followup", files(sized(3, aged(chapters, OCT1, SEP1))), follows=a19)

# =========================================================================== counts
q("how many files do I have?", "counts", count(len(vis), len(es)))
q("How many photos of Layla from nursery are there?", "counts", count(len(nursery_photos)))
q(
    "Quick sanity check before I do my accounts: how many of the KDP reports have I actually got saved?",
    "counts",
    count(len(kdp), len(kdp) + 1),
)
q("how many chapters have I written for the Ember Crown", "counts", count(len(chapters)))
q("how many backing tracks have i got", "counts", count(len(backing), len(backing) + 1))
q("How many screenshots do I have?", "counts", count(len(screenshots), len(screenshots) - 1))
q("how many files in the dl folder", "counts", count(len(under(DL))))
q("How many royalty statements have I had from Little Tiger?", "counts", count(len(named(royalty, "Little Tiger"))))
q("how many invoices have I sent this year", "counts", count(len(invoices26)))


def main() -> None:
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    assert len(Q) >= 200, len(Q)
    out = Path(__file__).with_name("heldout_x.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(len(Q), "questions ->", out.name, dict(Counter(d["class"] for d in Q)))


if __name__ == "__main__":
    main()
