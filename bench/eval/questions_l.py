"""Writes heldout_l.jsonl: a held-out set L, over the "solicitor" home (homes_solicitor.py). A held-out set: it is
never read after it is written (not to tune the router on, not to look at its answers question by question); only its
scores are reported.

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_l.py      # rewrites bench/eval/heldout_l.jsonl
    python bench/eval/run_heldout.py --set heldout_l.jsonl

The home: Omar Haddad, an immigration solicitor who works from home two days a week and makes electronic music at
night, with his wife Leila (a pharmacist, French-Lebanese) and their children Sami (5) and Nour (2). Work/Cases has a
folder per matter named like "M-2291 Silva" (eight open, two under Closed/), each with Correspondence/ (dated Home
Office and Tribunal letters as .pdf, emails as .eml text or Outlook .msg), Evidence/ (passport scans, payslips, bank
statements), Statements/ (witness statements in several versions, "v3 FINAL", a signed .pdf), a large bundle PDF and
an engagement letter; Work/Templates, Work/CPD/<year>, Work/Timesheets (an .xlsx a month), a matter register.
Music/Ableton/<Name> Project (.als versions, Backup/ with timestamped .als, Ableton Project Info, Samples/Recorded,
Processed and Imported .wav), Music/Sample packs (hundreds of .wav, three zipped packs), Music/Bounces ("final",
"final v2", "FINAL master" as .wav/.flac/.mp3), Music/SoundCloud uploads (.mp3 copies of masters, artwork). Leila's
Pharmacy/ (CPD, locum rotas, drug charts, locum invoices), Papiers Leila/ (Impôts, Sécurité sociale, Études with
"Relevé de notes", Banque). Family/Photos/<year> (IMG_####.HEIC/.jpg, WhatsApp IMG-…-WA….jpg, .MOV clips; birthday
folders "Anniversaire Sami 5 ans" and "Nour 2nd birthday"), Family/Videos, Family/Wedding (the wedding film,
highlights, 120 photographer's DSC photos). Household/ (Mortgage, Council tax, Car, Energy bills by month, Nursery
invoices by month), Recipes/Lebanese and Recipes/French (.md with text, scanned .pdf), Documents/ (family passports,
certificates, a KeePass Passwords.kdbx), Downloads (installers, zips, "(1)" copies and exact duplicates of files
elsewhere, an unfinished .crdownload, an empty Untitled.txt, a Chrome passwords export), Desktop clutter, a small
website with .git/node_modules/dist, hidden dotfiles, .ssh keys, .cache and .npm. About 2,400 files.

Voices: Omar (formal, legal words, British spelling: "matter", "bundle", "the Silva matter", "amend", "whereabouts"),
Leila (casual, phone-style, French words mixed in: "les photos de l'anniversaire", "where is my impôts thing", "pls",
"r"), terse keyword queries, voice dictation (no punctuation, "um", numbers as words: "twenty twenty five", "M twenty
two ninety one"), a few non-native phrasings ("how much place take", "in which folder it is"), polite long ones.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "past 48 hours" = 2 days, "past 7 days"/"past week" = 7 days, "last 10
days" = 10 days, "last fortnight"/"two weeks" = 14 days, "last 30 days" = 30 days, "this month"/"November" = November
2026, "last month"/"October" = October 2026, "since September" = from 2026-09-01, "past 3 months" = 91 days, "older
than 6 months" = 182 days, "back in March" = March 2026, "this year"/"2026" = 2026, "older than a year" = 365 days,
"2025"/"last year" = 2025, "older than two years" = 730 days, "2024" = 2024, "Nov 19"/"19th of November"/"november
nineteenth" = 2026-11-19 (only month-day anchors are dated that day; nothing else visible is within a day of it).
"Last week" (calendar or rolling?), "today", "yesterday" and "this week" are not used. The generator keeps visible
files clear of these boundaries (homes_solicitor.BAD_WINDOWS). "Visible" files leave out hidden files and noise
folders (.git, node_modules, .cache, .npm, .ssh, .DS_Store); where a question could fairly count either way, both
numbers are accepted (the hidden bytes are well under 1% of the total, so sizes agree either way). Sizes are decimal
units with one decimal (homes.human). Photos are .jpg/.jpeg/.HEIC files; where screenshots and artwork (.png) or the
copies in Downloads/Desktop could fairly count too, those numbers are accepted as well. Videos are .mp4/.MOV.
Actions are asked without confirmation: the expectation is the exact plan (nothing may change on disk); or_decline
only where a clarifying question is as right as the plan. "delete them" after a list of several files must ask;
"clean up"/"free up space" is a proposal; a partial name that fits several files, a path outside the home or a
system path is declined.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import homes
from homes import human

ASOF = "2026-11-24"
H = "solicitor"
CASES = "Work/Cases"
SILVA = "Work/Cases/M-2291 Silva"
ADEYEMI = "Work/Cases/M-2304 Adeyemi"
NGUYEN = "Work/Cases/M-2317 Nguyen"
KOWALSKI = "Work/Cases/M-2186 Kowalski"
RAHMAN = "Work/Cases/M-2240 Rahman"
FERNANDEZ = "Work/Cases/M-2268 Fernández"
PETROV = "Work/Cases/M-2333 Petrov"
CLOSED = "Work/Cases/Closed"
ABL = "Music/Ableton"
PACKS = "Music/Sample packs"
BOUNCES = "Music/Bounces"
SC = "Music/SoundCloud uploads"
LP = "Leila's Pharmacy"
PL = "Papiers Leila"
FP = "Family/Photos"
HH = "Household"
DL = "Downloads"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"l{_n[0]:03d}"
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
    assert len(s) <= n or s[n - 1].size > s[n].size, [e.path for e in s[: n + 1]]
    return s[:n]


def smallest(pool):
    s = sorted(pool, key=lambda e: e.size)
    assert len(s) == 1 or s[0].size < s[1].size, [e.path for e in s[:2]]
    return s[0]


def newest(pool):
    s = sorted(pool, key=age)
    assert len(s) == 1 or age(s[1]) - age(s[0]) > 0.2, [e.path for e in s[:2]]
    return s[0]


def oldest(pool):
    s = sorted(pool, key=lambda e: -age(e))
    assert len(s) == 1 or age(s[0]) - age(s[1]) > 0.2, [e.path for e in s[:2]]
    return s[0]


def files(pool, absent=()):
    assert pool, "an empty expectation"
    for p in absent:
        assert not any(e.name == p for e in pool), p
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


def texts(phrase: str):
    """Visible text files whose content holds `phrase` (case folded)."""
    return [e for e in vis if e.text is not None and phrase.lower() in e.text.lower()]


def parent(path: str) -> str:
    one(path)
    return path.rsplit("/", 1)[0]


# boundaries (ages in days as of 2026-11-24), each inside a window homes_solicitor.BAD_WINDOWS keeps clear
D2, D3, WEEK, D10, FORTNIGHT, D30, M3, M6, YEAR, Y2 = 2.0, 3.0, 7.0, 10.0, 14.0, 30.0, 91.0, 182.0, 365.0, 730.0
NOV1, OCT1, SEP1, AUG1, APR1, MAR1, JAN26, JAN25, JAN24 = 23.5, 54.5, 84.5, 115.5, 237.5, 268.5, 327.5, 692.5, 1058.5

PHOTO = ("jpg", "jpeg", "heic")
VIDEO = ("mp4", "mov")
AUDIO = ("wav", "mp3", "flac")
photos = ext(vis, *PHOTO)
photos_png = ext(vis, *PHOTO, "png")
videos = ext(vis, *VIDEO)
fam_photos = ext(under(FP), *PHOTO)
anchors = [e for e in vis if e.age == "11-19"]
emails = ext(vis, "eml", "msg")
dup_groups: dict[str, list] = {}
for _e in vis:
    if _e.dup:
        dup_groups.setdefault(_e.dup, []).append(_e)
dups = [e for g in dup_groups.values() for e in g]


def P(rel: str):
    """The visible entry at this path."""
    return by_path[one(rel)]


# =============================================================================== plain
q("What are the largest files in my home directory?", "plain", files(biggest(vis, 3)))
top_level: dict[str, int] = {}
for _e in vis:
    if "/" in _e.path:
        top_level[_e.path.split("/")[0]] = top_level.get(_e.path.split("/")[0], 0) + _e.size
_tops = sorted(top_level.items(), key=lambda kv: -kv[1])
assert _tops[0][0] == "Family" and _tops[0][1] > 2 * _tops[1][1]
q("biggest folders", "plain", answer("Family"))
q("How much space does my Music folder occupy?", "plain", answer(size(under("Music"))))
q("how big is downloads", "plain", answer(size(under(DL))))
week = aged(vis, 0, WEEK)
assert 10 <= len(week) <= 40, len(week)
q("Which files have I modified in the past seven days?", "plain", files(week))
q("newest file in Work", "plain", file(newest(under("Work")).path))
q("Which document mentions Taylor House?", "plain", files(texts("Taylor House")))
q("which recipe has bulgur in it", "plain", files(texts("bulgur")))
assert len(texts("orange blossom")) == 1
q(
    "Could you please tell me which of my recipes uses orange blossom water?",
    "plain",
    file(texts("orange blossom")[0].path),
)
q("to do list", "plain", file("Desktop/to do.txt"))
q("What is the oldest file in Household?", "plain", file(oldest(under(HH)).path))
q("largest videos", "plain", files(biggest(videos, 3)))
q("List the files in Work/Templates.", "plain", files(under("Work/Templates")))
q("biggest file in the Ableton folder", "plain", file(biggest(under(ABL))[0].path))
q("what did i change last in Leila's Pharmacy", "plain", file(newest(under(LP)).path))
q("Show me everything in the Kowalski matter.", "plain", files(under(KOWALSKI)))
silva_b, rahman_b = P(f"{SILVA}/Silva bundle.pdf"), P(f"{RAHMAN}/Rahman bundle.pdf")
q(
    "Which is larger, the Silva bundle or the Rahman bundle?",
    "plain",
    answer(human(silva_b.size), human(rahman_b.size)),
)
q("desktop files", "plain", files(under("Desktop")))
q("what's in Papiers Leila", "plain", files(under(PL)))
q("Show me the .als files for Cedar.", "plain", files(ext(under(f"{ABL}/Cedar (Beirut sketch) Project"), "als")))
q("newest photo", "plain", file(newest(photos_png).path))
assert newest(photos_png) is newest(fam_photos)
q(
    "Where are the bank statements for the Silva matter?",
    "plain",
    files(under(f"{SILVA}/Evidence/Bank statements")),
)
q("biggest file in my pharmacy folder", "plain", file(biggest(under(LP))[0].path))
bundles = ext(named(under(CASES), "bundle"), "pdf")
assert len(bundles) == 10
q(
    "Hello, I was wondering whether you could possibly tell me how much space all the bundle PDFs in my Cases "
    "folder occupy altogether?",
    "plain",
    answer(size(bundles)),
)
q("What are the five largest files in Downloads?", "plain", files(biggest(under(DL), 5)))
q("oldest photo in Family/Photos", "plain", file(oldest(ext(under(FP), *PHOTO)).path))
q(
    "Which files in the Adeyemi matter have I changed most recently?",
    "plain",
    file(newest(under(ADEYEMI)).path),
)
assert len(texts("pomegranate molasses")) == 1
q("search my files for pomegranate molasses", "plain", file(texts("pomegranate molasses")[0].path))
q("How large is the Family folder?", "plain", answer(size(under("Family"))))
q("which are the biggest three files of the Music folder?", "plain", files(biggest(under("Music"), 3)))
q("what's in the nursery folder", "plain", files(under(f"{HH}/Nursery")))
q("Which emails mention the DNA test?", "plain", files(texts("DNA test")))
fh = named(under(f"{FERNANDEZ}/Correspondence"), "Home Office")
q(
    "What is the most recent Home Office letter in the Fernández matter?",
    "plain",
    file(newest(fh).path),
)

# =============================================================================== named_file
q("How big is the Adeyemi appeal bundle?", "named_file", answer(human(P(f"{ADEYEMI}/Adeyemi appeal bundle.pdf").size)))
q(
    "When did I last amend Witness statement - Tunde Adeyemi v4.docx?",
    "named_file",
    file(f"{ADEYEMI}/Statements/Witness statement - Tunde Adeyemi v4.docx"),
)
q("where's the carte vitale scan", "named_file", answer(f"{PL}/Sécurité sociale"))
film = P("Family/Wedding/Omar & Leila - wedding film.mp4")
q("wedding film size", "named_file", answer(human(film.size)))
q("Nightbus FINAL master.wav size", "named_file", answer(human(P(f"{BOUNCES}/Nightbus FINAL master.wav").size)))
q(
    "How large is the Ableton Live 12 Suite installer?",
    "named_file",
    answer(human(P(f"{DL}/Ableton Live 12 Suite.dmg").size)),
)
q("where did we put the MOT certificate 2026", "named_file", answer(parent(f"{HH}/Car/MOT certificate 2026.pdf")))
q("Silva bundle.pdf how big", "named_file", answer(human(silva_b.size)))
q(
    "When did I last work on the skeleton argument?",
    "named_file",
    file(f"{ADEYEMI}/Statements/Skeleton argument - draft.docx"),
)
eng_silva = P(f"{SILVA}/Engagement letter - Silva.pdf")
assert all(abs(e.size - eng_silva.size) > 2_000 for e in named(vis, "Engagement letter") if e is not eng_silva)
q("how big is the um engagement letter for M twenty two ninety one", "named_file", answer(human(eng_silva.size)))
q("where is my locum rota for nov dec", "named_file", answer(parent(f"{LP}/Locum rota Nov-Dec 2026.xlsx")))
q("Zaatar Dub rough mix size", "named_file", answer(human(P(f"{BOUNCES}/Zaatar Dub rough mix.wav").size)))
q("What is the size of the Kowalski bundle?", "named_file", answer(human(P(f"{KOWALSKI}/Kowalski bundle.pdf").size)))
q("find Maamoul - Teta Samira.pdf", "named_file", answer("Recipes/Lebanese"))
q(
    "When did I save Grounds of appeal v2 FINAL?",
    "named_file",
    file(f"{PETROV}/Statements/Grounds of appeal v2 FINAL.docx"),
)
q(
    "where is the relevé de notes 6e année",
    "named_file",
    answer(parent(f"{PL}/Études/Relevé de notes - 6e année pharmacie.pdf")),
)
q(
    "How large is the Cymatics Lofi Essentials zip?",
    "named_file",
    answer(human(P(f"{PACKS}/zips/Cymatics - Lofi Essentials.zip").size)),
)
q("Passwords.kdbx location", "named_file", answer("Documents"))
q(
    "Which folder holds the country expert report on Nigeria?",
    "named_file",
    answer(parent(f"{ADEYEMI}/Evidence/Country expert report - Nigeria.pdf").split("/", 2)[2]),
)
q(
    "How old is the mortgage offer from Nationwide?",
    "named_file",
    file(f"{HH}/Mortgage/Mortgage offer - Nationwide 2023.pdf"),
)
q(
    "size of the christmas in lyon video",
    "named_file",
    answer(human(P("Family/Videos/Christmas in Lyon 2025.mp4").size)),
)
q(
    "When did the council tax bill for 2026-27 arrive?",
    "named_file",
    file(f"{HH}/Council tax/Council tax bill 2026-27.pdf"),
)
q("Chrome Passwords.csv", "named_file", answer("Downloads"))
q(
    "the Certificate of Sponsorship, in which folder it is?",
    "named_file",
    answer(parent(f"{NGUYEN}/Evidence/Certificate of Sponsorship.pdf").split("/", 2)[2]),
)
q("how big is the tarte tatin recipe", "named_file", answer(human(P("Recipes/French/Tarte Tatin.pdf").size)))
jam1 = named(under(ABL), "Jam take 1")
assert len(jam1) == 1
q("How big is Jam take 1?", "named_file", answer(human(jam1[0].size)))
q("when did i last change the matter register", "named_file", file(f"{CASES}/Matter register 2026.xlsx"))
q(
    "where I put the council tax bill of this year",
    "named_file",
    file(f"{HH}/Council tax/Council tax bill 2026-27.pdf"),
)

# =============================================================================== dropped_words
q("How much space does the Silva matter take up?", "dropped_words", answer(size(under(SILVA))))
q("Show me my bounces.", "dropped_words", files(under(BOUNCES)))
q("sample packs size", "dropped_words", answer(size(under(PACKS))))
q("whats in the soundcloud uploads", "dropped_words", files(under(SC)))
q("Show me the screenshots on my Desktop.", "dropped_words", files(named(under("Desktop"), "Screenshot")))
q(
    "List the Home Office letters in the Rahman matter.",
    "dropped_words",
    files(named(under(f"{RAHMAN}/Correspondence"), "Home Office")),
)
assert not [e for e in vis if "dog" in e.path.lower()]
q("photos of the dog", "dropped_words", decline())
q("Which is the biggest bundle?", "dropped_words", file(biggest(named(vis, "bundle"))[0].path))
eng = named(under(CASES), "Engagement letter")
assert len(eng) == 10
q("List all the engagement letters.", "dropped_words", files(eng))
q("octopus bills", "dropped_words", files(named(vis, "Octopus")))
nursery_inv = named(under(f"{HH}/Nursery"), "invoice")
q("the nursery invoices pls", "dropped_words", files(nursery_inv))
q("wedding videos", "dropped_words", files(ext(under("Family/Wedding"), *VIDEO)))
nour_movs = [e for e in ext(under(FP), "mov") if "Nour" in e.path and "birthday" in e.path]
assert len(nour_movs) == 6
q("Show me Nour's birthday videos.", "dropped_words", files(nour_movs))
q("Leila's CPD certificates", "dropped_words", files(named(under(f"{LP}/CPD"), "Certificate")))
q("where is my impôts thing", "dropped_words", files(under(f"{PL}/Impôts")))
q("the sécurité sociale papers", "dropped_words", files(under(f"{PL}/Sécurité sociale")))
q(
    "Show me the recorded samples in the Nightbus project.",
    "dropped_words",
    files(under(f"{ABL}/Nightbus Project/Samples/Recorded")),
)
sami5 = under(f"{FP}/2026/Anniversaire Sami 5 ans")
q(
    "les photos de l'anniversaire de Sami from this year",
    "dropped_words",
    files(ext(sami5, *PHOTO)),
)
q("the French recipes", "dropped_words", files(under("Recipes/French")))
q("lebanese recipes", "dropped_words", files(under("Recipes/Lebanese")))
q("council tax stuff", "dropped_words", files(under(f"{HH}/Council tax")))
q("Anything to do with the car?", "dropped_words", files(under(f"{HH}/Car")))
assert not [e for e in vis if "batroun" in e.path.lower() or "beach" in e.path.lower()]
q("photos from the beach in Batroun", "dropped_words", decline())
q("how many splice samples", "dropped_words", count(len(ext(under(f"{PACKS}/Splice"), "wav"))))
q("Show me the mortgage documents.", "dropped_words", files(under(f"{HH}/Mortgage")))
backups = [e for e in ext(under(ABL), "als") if "/Backup/" in e.path]
q("How many Ableton backups are there?", "dropped_words", count(len(backups)))
q("how many wedding photos do we have", "dropped_words", count(len(ext(under("Family/Wedding"), *PHOTO))))
masters = ext(named(vis, "master"), *AUDIO)
q("Show me the masters.", "dropped_words", files(masters))
q("Which Home Office decision letters do I have?", "dropped_words", files(named(vis, "decision letter")))
q("Find the refusal letters.", "dropped_words", files(ext(named(vis, "refusal"), "pdf")))
q(
    "Show me the client passport scans in Cases.",
    "dropped_words",
    files(named(under(CASES), "Passport")),
)
q("Kowalski P60s", "dropped_words", files(named(under(KOWALSKI), "P60")))
q(
    "Show me the Tribunal letters for Petrov.",
    "dropped_words",
    files(named(under(f"{PETROV}/Correspondence"), "Tribunal")),
)
ts2026 = named(under("Work/Timesheets"), "Timesheet 2026")
assert ts2026 == aged(under("Work/Timesheets"), 0, JAN26)
q(
    "Show me the witness statements in the Fernández matter.",
    "dropped_words",
    files(named(under(f"{FERNANDEZ}/Statements"), "Witness statement")),
)
q("freeze files nightbus", "dropped_words", files(under(f"{ABL}/Nightbus Project/Samples/Processed/Freeze")))
q("how much place take the sample packs", "dropped_words", answer(size(under(PACKS))))

# =============================================================================== filler_dates
assert len(anchors) == 6
q("What did I work on on Nov 19?", "filler_dates", files(anchors))
q("any markdown files in recipes?", "filler_dates", files(ext(under("Recipes"), "md")))
q("Do I still have the Tidal Lock bounces?", "filler_dates", files(named(under(BOUNCES), "Tidal Lock")))
oct_xlsx = aged(ext(vis, "xlsx"), NOV1, OCT1)
q("Which spreadsheets did I edit last month?", "filler_dates", files(oct_xlsx))
q("wav files from the 19th of November", "filler_dates", files(ext(anchors, "wav")))
adey_week = aged(under(ADEYEMI), 0, WEEK)
q("Show me files from the past 7 days in the Adeyemi matter.", "filler_dates", files(adey_week))
q("pdfs from the last 10 days", "filler_dates", files(aged(ext(vis, "pdf"), 0, D10)))
ph24 = aged(photos, JAN25, JAN24)
ph24_folder = ext(under(f"{FP}/2024"), *PHOTO)
q(
    "how many photos did we take in twenty twenty four",
    "filler_dates",
    count(len(ph24_folder), len(ph24), len(aged(photos_png, JAN25, JAN24))),
)
silva_st = under(f"{SILVA}/Statements")
q(
    "Which Word documents are in the Statements folder for the Silva matter?",
    "filler_dates",
    files(ext(silva_st, "docx"), absent=names(ext(silva_st, "pdf"))),
)
q("flac files", "filler_dates", files(ext(vis, "flac")))
q("Emails from the last fortnight?", "filler_dates", files(aged(emails, 0, FORTNIGHT)))
q("files from nov 19th in music", "filler_dates", files([e for e in anchors if e.path.startswith("Music/")]))
q("The Octopus bill from October, please.", "filler_dates", file(f"{HH}/Energy/Octopus Energy bill 2026-10.pdf"))
assert aged(named(vis, "Octopus"), NOV1, OCT1) == [P(f"{HH}/Energy/Octopus Energy bill 2026-10.pdf")]
q("any HEIC from the last 10 days", "filler_dates", files(aged(ext(vis, "heic"), 0, D10)))
q(
    "Which Word documents have I modified since September?",
    "filler_dates",
    files(aged(ext(vis, "docx"), 0, SEP1)),
)
q("What mp3s have I made this year?", "filler_dates", files(aged(ext(vis, "mp3"), 0, JAN26)))
closed_pdf = ext(under(CLOSED), "pdf")
q(
    "PDFs older than two years in the Closed folder",
    "filler_dates",
    files(aged(closed_pdf, Y2), absent=names(aged(closed_pdf, 0, Y2))),
)
q("newest thing in downloads", "filler_dates", file(newest(under(DL)).path))
q("Any zip files from 2025?", "filler_dates", files(aged(ext(vis, "zip"), JAN26, JAN25)))
q("Which bounces have I done since September?", "filler_dates", files(aged(under(BOUNCES), 0, SEP1)))
q("what did we put in Household back in March", "filler_dates", files(aged(under(HH), APR1, MAR1)))
q("um show me the mov files from this year", "filler_dates", files(aged(ext(vis, "mov"), 0, JAN26)))
q(
    "Nothing's changed in the templates for ages, has it? Which one was edited last?",
    "filler_dates",
    file(newest(under("Work/Templates")).path),
)
recent_heic = aged(ext(under(FP), "heic"), 0, WEEK)
assert len(recent_heic) == 3
q("haven't we got any photos from the past 7 days?", "filler_dates", files(recent_heic))
q("spreadsheets this month", "filler_dates", files(aged(ext(vis, "xlsx"), 0, NOV1)))
ts2025 = named(under("Work/Timesheets"), "Timesheet 2025")
assert ts2025 == aged(under("Work/Timesheets"), JAN26, JAN25)
q("show me the timesheets from twenty twenty five", "filler_dates", files(ts2025))
q("what did i change on november nineteenth", "filler_dates", files(anchors))

# =============================================================================== filters
big_dups = [e for e in dups if e.size > 100 * homes.MB]
q("Are there duplicates bigger than 100 MB?", "filters", files(big_dups))
q("duplicate audio files", "filters", files(ext(dups, *AUDIO)))
dl_dups = [e for e in dups if e.path.startswith(f"{DL}/")]
q("are there duplicates in downloads", "filters", files(dl_dups))
q("Do I have duplicate PDFs?", "filters", files(ext(dups, "pdf")))
q("wav files over 500 MB", "filters", files([e for e in ext(vis, "wav") if e.size > 500 * homes.MB]))
big_pdf = [e for e in ext(vis, "pdf") if e.size > 100 * homes.MB]
q(
    "PDFs larger than 100 MB",
    "filters",
    files(big_pdf, absent=["Adeyemi supplementary bundle.pdf", "Nguyen bundle.pdf"]),
)
old_big_vid = aged([e for e in videos if e.size > homes.GB], YEAR)
q(
    "videos over 1 GB that are older than a year",
    "filters",
    files(old_big_vid, absent=["Christmas in Lyon 2025.mp4"]),
)
q("stuff in downloads older than 6 months", "filters", files(aged(under(DL), M6)))
small_ph = [e for e in photos if e.size < 500 * homes.KB]
assert all("-WA" in e.name for e in small_ph), small_ph
q("Photos smaller than 500 KB", "filters", files(small_ph))
q("5 biggest wavs in sample packs", "filters", files(biggest(ext(under(PACKS), "wav"), 5)))
q("Which mp3 files are under 5 MB?", "filters", files([e for e in ext(vis, "mp3") if e.size < 5 * homes.MB]))
q("Spreadsheets modified in 2025", "filters", files(aged(ext(vis, "xlsx"), JAN26, JAN25)))
q("What are the largest files in the Cases folder?", "filters", files(biggest(under(CASES), 3)))
q("zips over 1GB", "filters", files([e for e in ext(vis, "zip") if e.size > homes.GB]))
q(
    "HEIC from 2026 bigger than 3 MB",
    "filters",
    files([e for e in aged(ext(vis, "heic"), 0, JAN26) if e.size > 3 * homes.MB]),
)
q("Are there duplicate photos?", "filters", files(ext(dups, *PHOTO)))
q("Files bigger than 1 GB in Downloads", "filters", files([e for e in under(DL) if e.size > homes.GB]))
q(
    "PDFs over 1 MB in the Adeyemi matter",
    "filters",
    files([e for e in ext(under(ADEYEMI), "pdf") if e.size > homes.MB]),
)
big_nov = [e for e in aged(vis, 0, NOV1) if e.size > 50 * homes.MB]
q("files over 50mb changed this month", "filters", files(big_nov))
q("Duplicates in my Music folder", "filters", files([e for e in dups if e.path.startswith("Music/")]))
empties = [e for e in vis if e.size == 0]
assert [e.path for e in empties] == [f"{DL}/Untitled.txt"]
q("empty files", "filters", files(empties))

# =============================================================================== decline
q(
    "What does the Home Office refusal letter say about credibility?",
    "decline",
    decline(*names(named(vis, "refusal"))),
)
q("ls /etc", "decline", decline())
q("how big is my icloud drive", "decline", decline())
q("What is on the NAS?", "decline", decline())
q("combien de photos on a pris en 2025 ?", "decline", decline())
q("Translate the relevé de notes into English.", "decline", decline(*names(named(vis, "Relevé de notes"))))
q("How many pages is the Silva bundle?", "decline", decline(*names(named(vis, "Silva bundle"))))
q(
    "Did the Upper Tribunal grant Mr Petrov's appeal?",
    "decline",
    decline(*names(under(PETROV))),
)
q("Email the Adeyemi bundle to Counsel.", "decline", decline(*names(named(vis, "Adeyemi", "bundle"))))
q("what's the master password for Passwords.kdbx", "decline", decline("Passwords.kdbx"))
q("weather tomorrow", "decline", decline())
q("Upload Nightbus to SoundCloud.", "decline", decline(*names(named(vis, "Nightbus"))))
q("Which of my clients is most likely to win their appeal?", "decline", decline())
q("show me the files on my work laptop", "decline", decline())
q("um whats in slash var slash log", "decline", decline())
q("Convert Nightbus FINAL master.wav to mp3.", "decline", decline(*names(named(vis, "Nightbus"))))
q("How much did we pay Octopus in 2026?", "decline", decline(*names(named(vis, "Octopus"))))
q("show me the photos in google photos", "decline", decline())
q("du -sh /home/leila", "decline", decline())
q("how many calories in the tabbouleh", "decline", decline("Tabbouleh.md"))
q("Who signed the Silva witness statement?", "decline", decline(*names(named(vis, "Silva"))))

# =============================================================================== actions
q("Delete Untitled.txt from Downloads.", "actions", plan([P(f"{DL}/Untitled.txt")]))
crd = [e for e in vis if e.name.endswith(".crdownload")]
assert len(crd) == 1
q("get rid of the nativity play download that never finished", "actions", plan(crd, or_decline=True))
q(
    "Delete the copy of the Silva bundle in Downloads.",
    "actions",
    plan([P(f"{DL}/Silva bundle (1).pdf")], or_decline=True),
)
q(
    "Move all the .dmg files in Downloads to Downloads/Installers.",
    "actions",
    plan(ext(under(DL), "dmg")),
)
ws = named(vis, "witness statement")
q("Delete the witness statement.", "actions", decline(*names(ws)))
nb_final = named(vis, "Nightbus final")
assert len(nb_final) == 5
q("delete nightbus final", "actions", plan([P(f"{BOUNCES}/Nightbus final.wav")], or_decline=True))
q("rm /etc/hosts", "actions", decline())
q("Copy /var/log/syslog to my Desktop.", "actions", decline())
installers = ext(under(DL), "dmg", "pkg")
dl_clean = sorted(
    {
        *installers,
        *ext(under(DL), "zip"),
        *crd,
        *[e for e in under(DL) if e.size == 0],
        *dl_dups,
    },
    key=lambda e: e.path,
)
q("clean up my downloads", "actions", proposal(dl_clean))
caches = [e for e in es if e.path.startswith((".cache/", ".npm/"))]
build = [e for e in es if "/node_modules/" in e.path or "/dist/" in e.path]
old_videos = aged(videos, YEAR)
all_clean = sorted({*dl_clean, *dups, *ext(vis, "zip"), *caches, *build, *old_videos}, key=lambda e: e.path)
q("Please help me free up some space.", "actions", proposal(all_clean))
q("Delete all the .crdownload files.", "actions", plan(crd))
q(
    "Rename Zaatar Dub rough mix.wav to Zaatar Dub mix 1.wav",
    "actions",
    plan([P(f"{BOUNCES}/Zaatar Dub rough mix.wav")]),
)
q("Move the 2025 timesheets into Work/Timesheets/2025.", "actions", plan(ts2025))
q("Move Cedar artwork.png to Music/Bounces.", "actions", plan([P(f"{SC}/Cedar artwork.png")]))
q("Copy the Rahman bundle to the Desktop.", "actions", plan([rahman_b]))
old_eml = aged(ext(vis, "eml"), Y2)
assert len(old_eml) == 2
q("Delete every .eml file older than two years.", "actions", plan(old_eml))
q(
    "Delete the backups in the Nightbus project.",
    "actions",
    plan([e for e in backups if "/Nightbus Project/" in e.path]),
)
q("delete C:\\Windows\\System32", "actions", decline())
(dl_heic,) = ext(under(DL), "heic")
q(f"delete the photo {dl_heic.name} in downloads", "actions", plan([dl_heic]))
q("Trash the installers in Downloads.", "actions", plan(installers))
ack = named(vis, "acknowledgement")
assert len(ack) > 3
q("Delete the Home Office acknowledgement.", "actions", decline(*names(ack)))
q("delete wedding", "actions", decline(*names(named(vis, "wedding"))))

# =============================================================================== followup (each after its base)
silva_ho = named(under(f"{SILVA}/Correspondence"), "Home Office")
assert silva_ho == ext(silva_ho, "pdf")
b = q("Show me the Home Office letters in the Silva matter.", "dropped_words", files(silva_ho))
q("which one is the most recent?", "followup", file(newest(silva_ho).path), follows=b)
b = q("biggest files in the sample packs folder", "plain", files(biggest(under(PACKS), 3)))
q("and the biggest wav in there?", "followup", file(biggest(ext(under(PACKS), "wav"))[0].path), follows=b)
dl_pdf = ext(under(DL), "pdf")
b = q("PDFs in Downloads", "filters", files(dl_pdf))
q("which is the biggest?", "followup", file(biggest(dl_pdf)[0].path), follows=b)
b = q("timesheets from 2026", "dropped_words", files(ts2026))
q("how much space do they take?", "followup", answer(size(ts2026)), follows=b)
charts = under(f"{LP}/Drug charts")
b = q("show me leila's drug charts", "dropped_words", files(charts))
q("and the oldest one?", "followup", file(oldest(charts).path), follows=b)
sc_mp3 = ext(under(SC), "mp3")
b = q("mp3s in SoundCloud uploads", "filters", files(sc_mp3))
q("delete them", "followup", decline(*names(sc_mp3)), follows=b)
b = q("show me the mp3 files in the SoundCloud uploads folder", "filters", files(sc_mp3))
q("delete all of them", "followup", plan(sc_mp3), follows=b)
b = q("what's in the Anniversaire Sami 5 ans folder", "plain", files(sami5))
q("how many of them are videos?", "followup", count(len(ext(sami5, "mov"))), follows=b)
b25 = aged(under(BOUNCES), JAN26, JAN25)
b = q("bounces from 2025", "filler_dates", files(b25))
q("what about 2026?", "followup", files(aged(under(BOUNCES), 0, JAN26)), follows=b)
adey_st = under(f"{ADEYEMI}/Statements")
b = q("What's in the Statements folder for Adeyemi?", "plain", files(adey_st))
q("which one did I change last?", "followup", file(newest(adey_st).path), follows=b)
octo = named(vis, "Octopus")
b = q("show me the energy bills", "dropped_words", files(octo))
q("only the ones from this year", "followup", files(aged(octo, 0, JAN26)), follows=b)
b = q("find Tabbouleh", "named_file", file("Recipes/Lebanese/Tabbouleh.md"))
q("how big is it?", "followup", answer(human(P("Recipes/Lebanese/Tabbouleh.md").size)), follows=b)
b = q("what did I change on the 19th of November?", "filler_dates", files(anchors))
q("only the wav files", "followup", files(ext(anchors, "wav")), follows=b)
rahman_ps = under(f"{RAHMAN}/Evidence/Payslips")
b = q("payslips in the Rahman matter", "dropped_words", files(rahman_ps))
q("copy them to the Desktop", "followup", plan(rahman_ps), follows=b)
b = q("what's in Work/CPD/2025", "plain", files(under("Work/CPD/2025")))
assert aged(under("Work/CPD"), JAN25, JAN24) == under("Work/CPD/2024")
q("and 2024?", "followup", files(under("Work/CPD/2024")), follows=b)
big_vid = [e for e in videos if e.size > homes.GB]
b = q("videos bigger than 1 GB", "filters", files(big_vid))
q("how much space do they take altogether?", "followup", answer(size(big_vid)), follows=b)
adey_corr = under(f"{ADEYEMI}/Correspondence")
b = q("eml files in the Adeyemi matter", "filters", files(ext(adey_corr, "eml")))
q("and the msg ones?", "followup", files(ext(adey_corr, "msg")), follows=b)
impots = under(f"{PL}/Impôts")
b = q("what's in Papiers Leila/Impôts", "plain", files(impots))
q("delete the oldest one", "followup", plan([oldest(impots)]), follows=b)
nb_b = named(under(BOUNCES), "Nightbus")
b = q("Nightbus bounces", "dropped_words", files(nb_b))
q("which one is the newest?", "followup", file(newest(nb_b).path), follows=b)
fern_ws = named(under(f"{FERNANDEZ}/Statements"), "Witness statement")
b = q("the Fernández witness statements", "dropped_words", files(fern_ws))
q("copy the latest one to the Desktop", "followup", plan([newest(fern_ws)]), follows=b)
b_wav = ext(under(BOUNCES), "wav")
b = q("show me the wav files in Bounces", "filters", files(b_wav))
q("which is the smallest?", "followup", file(smallest(b_wav).path), follows=b)
dl_big = biggest(under(DL), 3)
b = q("biggest files in my downloads", "plain", files(dl_big))
q("and how big are they all together?", "followup", answer(size(dl_big)), follows=b)
b = q(
    "um show me the correspondence for M twenty two ninety one",
    "dropped_words",
    files(under(f"{SILVA}/Correspondence")),
)
q("just the emails", "followup", files(ext(under(f"{SILVA}/Correspondence"), "eml", "msg")), follows=b)

# =============================================================================== counts
q("How many files do I have?", "counts", count(len(vis), len(es)))
assert size(vis) == size(es)
q("How much space am I using altogether?", "counts", answer(size(vis)))
q(
    "how many photos do we have",
    "counts",
    count(
        len(photos),
        len(photos_png),
        len(fam_photos),
        len(ext(under("Family"), *PHOTO)),
        len([e for e in photos if not e.path.startswith("Work/")]),
        len([e for e in photos_png if not e.path.startswith("Work/")]),
    ),
)
q("number of wav files in sample packs", "counts", count(len(ext(under(PACKS), "wav"))))
silva_em = ext(under(f"{SILVA}/Correspondence"), "eml", "msg")
q("How many emails are saved in the Silva correspondence folder?", "counts", count(len(silva_em)))
heic26 = aged(ext(vis, "heic"), 0, JAN26)
q(
    "how many HEIC photos from 2026",
    "counts",
    count(len(heic26), len(ext(under(f"{FP}/2026"), "heic"))),
)
q("files in downloads how many", "counts", count(len(under(DL)), len(under(DL, visible=False))))
q("How many .als files are there, backups included?", "counts", count(len(ext(vis, "als"))))
q("how many nursery invoices do we have", "counts", count(len(nursery_inv), len(named(vis, "Little Acorns invoice"))))
q(
    "how many videos do we have",
    "counts",
    count(len(videos), len(videos) + len(crd)),
)
q(
    "How many files are in the Work folder?",
    "counts",
    count(len(under("Work")), len(under("Work", visible=False))),
)


if __name__ == "__main__":
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    for d in Q:
        ex = d["expect"]
        if ex["kind"] == "files":
            assert len(set(ex["paths"])) == len(ex["paths"]), d["id"]
        if ex["kind"] in ("plan", "proposal"):
            for p in ex.get("files", ex.get("candidates", [])):
                one(p)
    out = Path(__file__).parent / "heldout_l.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(len(Q), "questions", dict(Counter(d["class"] for d in Q)))
