"""Writes dev_c.jsonl: DEVELOPMENT questions (issue 11) over the "student" home (homes_student.py).

Written in the voices of a student and people like them (terse, casual, misspelled, long-winded, with "my",
relative dates, plural/singular, names said without their extension or by a few of their words). Every
expectation is computed from the generator's data, never by asking filescout. Expectation kinds are those of
questions.py (see its docstring); classes are the eight failure classes of issue 11 plus "plain":
plain, named_file, dropped_words, filler_dates, filters, decline, actions, followup, counts.

    python bench/eval/questions_c.py       # rewrites bench/eval/dev_c.jsonl
    python bench/eval/run_heldout.py --set dev_c.jsonl --out /tmp/dev_c_report.md

Calendar words ("last month", "in September", "Nov 20") are resolved against the date the set was written
(asof, 2026-11-23); each such window is checked to have no file that could cross its edges whatever the hour the
tree is written at, and each rolling window ("the last 3 days") no file within a margin of its edge.
"""

from __future__ import annotations

import json
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import homes
from homes import human

ASOF = "2026-11-23"
NOW = time.mktime((2026, 11, 23, 6, 0, 0, 0, 0, -1))
DAY = 86400.0

Q: list[dict] = []
_n = 0


def q(home: str, text: str, cls: str, expect: dict, follows: str | None = None, dated: bool = False) -> str:
    global _n
    _n += 1
    id_ = f"c{_n:03d}"
    d = {"id": id_, "home": home, "q": text, "class": cls, "expect": expect}
    if follows:
        d["follows"] = follows
    if dated:
        d["asof"] = ASOF
    Q.append(d)
    return id_


def ts(y: int, m: int, d: int) -> float:
    return time.mktime((y, m, d, 0, 0, 0, 0, 0, -1))


class Home:
    def __init__(self, name: str):
        self.name = name
        self.es = homes.HOMES[name]()
        self.vis = [e for e in self.es if not e.hidden_or_noise]

    def under(self, prefix: str, visible: bool = True):
        pool = self.vis if visible else self.es
        return [e for e in pool if e.path.startswith(prefix.rstrip("/") + "/")]

    @staticmethod
    def ext(pool, *exts):
        return [e for e in pool if e.name.lower().endswith(tuple("." + x for x in exts))]

    @staticmethod
    def size(pool) -> str:
        return human(sum(e.size for e in pool))

    @staticmethod
    def names(pool) -> list[str]:
        return [e.name for e in pool]

    @staticmethod
    def age(e) -> float:
        return homes.age_days(e, NOW)

    def younger(self, pool, days: float, margin: float = 1.0):
        """Changed in the last `days` days (rolling); no file within `margin` days of the edge (the hour the tree
        is written at and a day-granular reading both stay on the same side)."""
        for e in pool:
            assert abs(self.age(e) - days) > margin, (e.path, self.age(e), days)
        return [e for e in pool if self.age(e) < days]

    def older(self, pool, days: float, margin: float = 1.0):
        for e in pool:
            assert abs(self.age(e) - days) > margin, (e.path, self.age(e), days)
        return [e for e in pool if self.age(e) > days]

    def between(self, pool, start: float, end: float):
        """mtime in [start, end), the same whatever the hour of the asof day the tree is written at, and no file
        (but a month-day anchor) within a day of either edge."""
        lo, hi = ts(2026, 11, 23) + 1, ts(2026, 11, 24) - 1
        out = []
        for e in pool:
            a, b = (start <= homes.mtime_of(e, t) < end for t in (lo, hi))
            assert a == b, (e.path, time.ctime(homes.mtime_of(e, lo)), time.ctime(start), time.ctime(end))
            if not isinstance(e.age, str):  # and a day away from each edge (an anchor is at noon on its date)
                for edge in (x for x in (start, end) if x < ts(2026, 11, 22)):  # today's files are near the 22nd
                    for t in (lo, hi):
                        assert abs(homes.mtime_of(e, t) - edge) > DAY, (e.path, time.ctime(edge))
            if a:
                out.append(e)
        return out

    def by_name(self, name: str):
        (e,) = [e for e in self.es if e.name == name]
        return e

    def at(self, path: str):
        (e,) = [e for e in self.es if e.path == path]
        return e

    def dup_groups(self, pool):
        g: dict[str, list] = {}
        for e in pool:
            if e.dup:
                g.setdefault(e.dup, []).append(e)
        return {k: v for k, v in g.items() if len(v) > 1}


def biggest(pool, n: int | None = None):
    s = sorted(pool, key=lambda e: -e.size)
    return s if n is None else s[:n]


def newest(pool):
    return sorted(pool, key=lambda e: homes.age_days(e, NOW))


PHOTO = ("jpg", "jpeg", "png", "heic", "heif", "webp", "gif", "bmp", "tif", "tiff")
VIDEO = ("mp4", "mov", "mkv", "avi", "m4v", "webm")
AUDIO = ("mp3", "flac", "m4a", "wav", "ogg", "aac")
DOCS = ("pdf", "doc", "docx", "odt", "rtf", "txt", "md", "xls", "xlsx", "ods", "csv", "ppt", "pptx", "tex")


def ans(*facts, absent=None):
    d = {"kind": "answer", "facts": list(facts)}
    if absent:
        d["absent"] = list(absent)
    return d


def file(e):
    return {"kind": "file", "path": e.path if not isinstance(e, str) else e}


def files(pool, absent=None):
    assert pool
    d = {"kind": "files", "paths": [e.path for e in pool]}
    if absent:
        d["absent"] = list(absent)
    return d


def count(n, *also):
    d = {"kind": "count", "n": n}
    also = [a for a in dict.fromkeys(also) if a != n]
    if also:
        d["also_ok"] = also
    return d


def plan(pool, or_decline=False):
    assert pool
    d = {"kind": "plan", "files": sorted(e.path for e in pool)}
    if or_decline:
        d["or_decline"] = True
    return d


def proposal(pool):
    assert pool
    return {"kind": "proposal", "candidates": sorted(e.path for e in pool)}


def decline(*allow):
    return {"kind": "decline", "allow": list(allow)}


# ============================================================================ student
S = "student"
h = Home(S)
under, ext, size = h.under, h.ext, h.size
vis, es = h.vis, h.es

uni = under("Uni")
thesis = under("Thesis")
dl = under("Downloads")
docs = under("Documents")
desk = under("Desktop")
music = under("Music")
games = under("Games")
photos_dir = under("Photos")
camera = under("Photos/Camera")
erasmus = under("Photos/Erasmus Lisboa")
iphone = under("Photos/iPhone backup 2025")
android_shots = under("Photos/Screenshots")
shots = [e for e in vis if e.name.startswith("Screenshot")]
lectures = [e for e in uni if "/Lectures/" in e.path]
photos = ext(vis, *PHOTO)
vids = ext(vis, *VIDEO)
pdfs = ext(vis, "pdf")
songs = ext(music, *AUDIO)
installers = ext(dl, "exe", "msi")
rent = under("Documents/Money/Rent")
bank = under("Documents/Money/Bank")
receipts = under("Documents/Money/Receipts")
mc_mods = under("Games/Minecraft/mods")
sky_mods = under("Games/Skyrim Mods")
essay = under("Uni/Fall 2026/HIST150 Modern Europe/Essay")
drafts = [e for e in thesis if e.name.startswith("thesis_draft")]
groups = h.dup_groups(vis)
dup_files = [e for g in groups.values() for e in g]
tops: dict[str, list] = {}
for e in vis:
    if "/" in e.path:
        tops.setdefault(e.path.split("/")[0], []).append(e)
top_folders = sorted(tops, key=lambda k: -sum(e.size for e in tops[k]))

# ---------------------------------------------------------------- plain
q(S, "what's taking up the most space", "plain", ans(top_folders[0], size(tops[top_folders[0]])))
q(S, "biggest folders??", "plain", ans(top_folders[0], size(tops[top_folders[0]])))
q(S, "how big is my music folder", "plain", ans(size(music)))
q(S, "largest file on my laptop", "plain", file(biggest(vis)[0]))
q(S, "size of the Uni folder", "plain", ans(size(uni)))
q(S, "whats on my desktop", "plain", files([e for e in desk if e.path.count("/") == 1]))
q(S, "top 5 biggest files in downloads", "plain", files(biggest(dl, 5)))
q(S, "how big is the Photos folder", "plain", ans(size(photos_dir)))
q(S, "newest file in my thesis folder", "plain", file(newest(thesis)[0]))
q(S, "list the spreadsheets", "plain", files(ext(vis, "xlsx", "xls", "csv", "ods")))
q(
    S,
    "Hey, could you tell me how much space my Games folder is using? I have a feeling the Skyrim stuff is huge.",
    "plain",
    ans(size(games)),
)
q(S, "largest video", "plain", file(biggest(vids)[0]))
q(S, "how big is Documents", "plain", ans(size(docs)))
q(S, "whats in the Thesis folder", "plain", files([e for e in thesis if e.path.count("/") == 1]))
q(S, "biggest pdf i have", "plain", file(biggest(pdfs)[0]))
q(S, "show me what I changed most recently", "plain", file(newest(vis)[0]))
q(S, "hw much space is my camera roll using", "plain", ans(size(camera)))
q(S, "what's in Documents/Money/Receipts", "plain", files(receipts))

# ---------------------------------------------------------------- named_file
q(
    S,
    "how big is thesis_draft_v3_FINAL_revised.docx",
    "named_file",
    ans(human(h.by_name("thesis_draft_v3_FINAL_revised.docx").size)),
)
q(S, "where did I put the spotify cover letter", "named_file", file("Documents/cover letter - Spotify internship.docx"))
q(
    S,
    "size of lab report 1",
    "named_file",
    ans(human(h.by_name("lab report 1.docx").size)),
)
q(S, "what does the supervisor feedback say", "named_file", ans("research question"))
q(S, "whats on my todo list", "named_file", ans("pay rent"))
q(
    S,
    "where's my Immatrikulationsbescheinigung",
    "named_file",
    file("Documents/Immatrikulationsbescheinigung WS 2026.pdf"),
)
q(S, "find my fuhrerschein kopie", "named_file", file("Documents/Führerschein Kopie.jpg"))
q(
    S,
    "how large is Anaconda3-2024.10-1-Windows-x86_64.exe",
    "named_file",
    ans(human(h.by_name("Anaconda3-2024.10-1-Windows-x86_64.exe").size)),
)
q(S, "when did I download the flight ticket", "named_file", file("Downloads/flight_ticket_BCN-LIS.pdf"))
q(S, "where's the carta de motivacion", "named_file", file("Documents/carta de motivación Erasmus.docx"))
q(
    S,
    "how big is the Static Mesh Improvement Mod",
    "named_file",
    ans(human(h.by_name("Static Mesh Improvement Mod.7z").size)),
)
q(S, "read my timetable.txt", "named_file", ans("Room B12"))
q(
    S,
    "student loan award letter - when is that from?",
    "named_file",
    file("Documents/Money/student loan award letter 2026.pdf"),
)
q(S, "how big is analysis.ipynb", "named_file", ans(human(h.by_name("analysis.ipynb").size)))
q(S, "where is the erasmus learning agreement", "named_file", file("Documents/Erasmus learning agreement.pdf"))
q(S, "whats in the Mietvertrag notes", "named_file", ans("Schäfer"))
q(
    S,
    "size of CS201_L10_DynamicProgramming",
    "named_file",
    ans(human(h.by_name("CS201_L10_DynamicProgramming.pdf").size)),
)
q(
    S,
    "when did i last change essay_v3_FINAL_actually",
    "named_file",
    file("Uni/Fall 2026/HIST150 Modern Europe/Essay/essay_v3_FINAL_actually.docx"),
)
q(
    S,
    "how big is the oppenheimer download",
    "named_file",
    ans(human(h.by_name("Oppenheimer.2023.1080p.mkv.part").size)),
)

# ---------------------------------------------------------------- dropped_words
q(S, "how many screenshots do i have", "dropped_words", count(len(shots), len(android_shots)))
q(S, "how much space do my minecraft mods take", "dropped_words", ans(size(mc_mods)))
q(S, "skyrim mods total size", "dropped_words", ans(size(sky_mods)))
q(S, "show my lab reports", "dropped_words", files(under("Uni/Fall 2026/PSYC210 Cognitive Psychology/Lab reports")))
q(
    S,
    "how many lecture slides for CS201",
    "dropped_words",
    count(len(under("Uni/Fall 2026/CS201 Data Structures/Lectures"))),
)
q(S, "how big is the erasmus album", "dropped_words", ans(size(erasmus)))
q(S, "my rent receipts", "dropped_words", files(rent))
q(S, "how many bank statements are there", "dropped_words", count(len(bank)))
q(S, "thesis literature - how many papers have i got", "dropped_words", count(len(under("Thesis/literature"))))
q(S, "how big is my iphone backup", "dropped_words", ans(size(iphone)))
q(S, "list the daft punk songs", "dropped_words", files(under("Music/Daft Punk - Discovery")))
q(S, "how many Taylor Swift tracks do I have", "dropped_words", count(len(under("Music/Taylor Swift - Midnights"))))
q(S, "the survey data for my thesis", "dropped_words", files(ext(under("Thesis/data"), "csv")))
q(S, "how much space do the thesis figures take", "dropped_words", ans(size(under("Thesis/figures"))))
q(
    S,
    "how many homework scans for calculus",
    "dropped_words",
    count(len(under("Uni/Fall 2025/MATH120 Calculus I/Homework"))),
)
q(S, "my receipts", "dropped_words", files(receipts))
q(
    S,
    "how many cover letters have I written",
    "dropped_words",
    count(len([e for e in docs if e.name.startswith("cover letter")])),
)
q(
    S,
    "how many advent of code days did i solve",
    "dropped_words",
    count(len(ext(under("code/advent-of-code-2025"), "py"))),
)

# ---------------------------------------------------------------- filler_dates
nov20 = h.between(vis, ts(2026, 11, 20), ts(2026, 11, 21))
q(S, "anything from Nov 20?", "filler_dates", files(nov20), dated=True)
nov21 = h.between(vis, ts(2026, 11, 21), ts(2026, 11, 22))
q(S, "what did i do on the 21st of november", "filler_dates", files(nov21), dated=True)
oct_lect = h.between(lectures, ts(2026, 10, 1), ts(2026, 11, 1))
q(S, "how many lecture slides did i get last month", "filler_dates", count(len(oct_lect)), dated=True)
nov_dl_pdf = h.between(ext(dl, "pdf"), ts(2026, 11, 1), ts(2027, 1, 1))
q(S, "pdfs i downloaded this month", "filler_dates", files(nov_dl_pdf), dated=True)
q(S, "any word docs in my thesis folder?", "filler_dates", files(ext(thesis, "docx", "doc")))
q(S, "are there any markdown files", "filler_dates", files(ext(vis, "md")))
oct_photos = h.between(photos, ts(2026, 10, 1), ts(2026, 11, 1))  # .png screenshots are photos too
q(S, "photos from october", "filler_dates", files(oct_photos), dated=True)
q(S, "stuff i still haven't touched in over a year", "filler_dates", count(len(h.older(vis, 365))))
q(S, "files I've changed in the last 24 hours", "filler_dates", files(h.younger(vis, 1, margin=0.25)))
# "screenshots" may be the Screenshots folder or every file named Screenshot… (as in c038): the folder's are required
q(S, "screenshots from the last 2 weeks", "filler_dates", files(h.younger(android_shots, 14)))
sep_dl = h.between(dl, ts(2026, 9, 1), ts(2026, 10, 1))
q(S, "what did i download in september", "filler_dates", files(sep_dl), dated=True)
apr_vids = h.between(vids, ts(2026, 4, 1), ts(2026, 5, 1))
q(S, "any videos from April?", "filler_dates", files(apr_vids), dated=True)
q(S, "lists of all the python files in my uni folder", "filler_dates", files(ext(uni, "py")))
q(
    S,
    "which notes mention Okonkwo",
    "filler_dates",
    files([e for e in vis if "okonkwo" in (e.text or "").lower()]),
)
q(S, "how many flac files", "filler_dates", count(len(ext(vis, "flac"))))
q(S, "any heic pics", "filler_dates", count(len(ext(vis, "heic"))))
mar_rent = h.between(rent, ts(2026, 3, 1), ts(2026, 4, 1))
q(S, "rent receipts from March", "filler_dates", files(mar_rent), dated=True)
q(
    S,
    "powerpoints I haven't touched since May",
    "filler_dates",
    count(len(h.between(ext(vis, "pptx"), 0, ts(2026, 5, 1)))),
    dated=True,
)

# ---------------------------------------------------------------- filters
q(
    S,
    "duplicates in my downloads",
    "filters",
    files([e for e in dl if e.dup in groups], absent=["essay_v2_FINAL (2).docx"]),
)
q(S, "duplicate photos", "filters", files(groups["img0452"], absent=["A3_starter.zip", "SkyUI_5_2_SE.7z"]))
big_dups = [e for e in dup_files if e.size > 1_000_000]
q(
    S,
    "duplicate files bigger than 1 MB",
    "filters",
    files(big_dups, absent=sorted({e.name for e in dup_files if e.size <= 1_000_000})),
)
wasted = sum(g[0].size * (len(g) - 1) for g in groups.values())
q(S, "how much space am i wasting on duplicates", "filters", ans(human(wasted)))
old_inst = h.older(installers, 182.5)
q(
    S,
    "installers in Downloads older than 6 months",
    "filters",
    files(old_inst, absent=[e.name for e in installers if e not in old_inst]),
)
q(S, "pdfs bigger than 5 MB", "filters", files([e for e in pdfs if e.size > 5_000_000]))
q(S, "photos over 5 MB in Camera", "filters", count(len([e for e in ext(camera, *PHOTO) if e.size > 5_000_000])))
big_mp4 = [e for e in ext(vis, "mp4") if e.size > 100_000_000]
q(S, "mp4 videos bigger than 100 MB", "filters", files(big_mp4))
q(S, "biggest 3 files in Thesis", "filters", files(biggest(thesis, 3)))
q(
    S,
    "pdfs under 1 MB in the Fall 2026 folder",
    "filters",
    count(len([e for e in ext(under("Uni/Fall 2026"), "pdf") if e.size < 1_000_000])),
)
q(S, "the 5 newest files in Downloads", "filters", files(newest(dl)[:5]))
q(S, "docx files in Uni changed in the last 30 days", "filters", files(h.younger(ext(uni, "docx"), 30)))
big_zip = [e for e in ext(vis, "zip") if e.size > 50_000_000]
q(S, "zip files bigger than 50MB", "filters", files(big_zip, absent=["A2_hashmaps.zip", "A3_starter.zip"]))
big_7z = [e for e in ext(vis, "7z") if e.size > 100_000_000]
q(S, "7z files over 100 MB", "filters", files(big_7z, absent=["Unofficial Skyrim Special Edition Patch.7z"]))
q(S, "total size of the flac files", "filters", ans(size(ext(vis, "flac"))))
q(
    S,
    "how many jpgs in Photos are smaller than 3 MB",
    "filters",
    count(len([e for e in ext(photos_dir, "jpg") if e.size < 3_000_000])),
)
q(S, "oldest file in Documents", "filters", file(newest(docs)[-1]))
q(
    S,
    "pptx files in Spring 2026 bigger than 8 MB",
    "filters",
    count(len([e for e in ext(under("Uni/Spring 2026"), "pptx") if e.size > 8_000_000])),
)

# ---------------------------------------------------------------- decline
q(S, "how big is my OneDrive folder", "decline", decline())
q(S, "what's in /etc/shadow", "decline", decline())
q(S, "how much battery do I have left", "decline", decline())
q(S, "¿cuántas fotos tengo del Erasmus?", "decline", decline())
q(S, "what grade did I get on lab report 1", "decline", decline("lab report 1.docx"))
q(
    S,
    "how many words is thesis_draft_v3_FINAL_revised.docx",
    "decline",
    decline("thesis_draft_v3_FINAL_revised.docx"),
)
q(S, "what's on slide 5 of CS201_L06_Trees", "decline", decline("CS201_L06_Trees.pdf"))
q(S, "show me photos of my cat", "decline", decline())
q(S, "how big is D:\\Games", "decline", decline())
q(S, "list my Google Drive files", "decline", decline())
q(S, "which song is the longest", "decline", decline())
q(S, "wie viel Platz braucht mein Musik-Ordner?", "decline", decline())
q(S, "how many steps did I walk today", "decline", decline())
q(S, "how long is the Oppenheimer movie", "decline", decline("Oppenheimer.2023.1080p.mkv.part"))
q(S, "how big is /usr/share", "decline", decline())
q(S, "what's in ~/Dropbox/Uni", "decline", decline())
q(S, "is my thesis plagiarised?", "decline", decline(*h.names(thesis)))
q(S, "cat ~/.ssh/id_ed25519", "decline", decline())
q(S, "whats my GPA", "decline", decline("fig3_gpa_vs_sleep.png"))

# ---------------------------------------------------------------- actions
q(S, "delete ~/Downloads/SteamSetup.exe", "actions", plan([h.at("Downloads/SteamSetup.exe")]))
q(S, "trash DiscordSetup.exe", "actions", plan([h.at("Downloads/DiscordSetup.exe")]))
q(
    S,
    "move Downloads/flight_ticket_BCN-LIS.pdf to Documents",
    "actions",
    plan([h.at("Downloads/flight_ticket_BCN-LIS.pdf")]),
)
q(S, "delete Unconfirmed 381245.crdownload", "actions", plan([h.at("Downloads/Unconfirmed 381245.crdownload")]))
q(S, "delete the anaconda thing", "actions", decline("Anaconda3-2024.10-1-Windows-x86_64.exe"))
q(S, "get rid of the skyrim mod", "actions", decline(*h.names(sky_mods)))
dl_cand = [
    e
    for e in dl
    if e.name not in ("Erasmus_Grant_Agreement_signed.pdf", "flight_ticket_BCN-LIS.pdf", "Spotify Wrapped 2025.png")
]
q(S, "clean up my downloads", "actions", proposal(dl_cand))
desk_cand = [e for e in desk if e.dup in groups or e.size == 0]
q(S, "pls tidy up my desktop", "actions", proposal(desk_cand))
code_cand = [e for e in under("code", visible=False) if "/node_modules/" in e.path or "/__pycache__/" in e.path]
q(S, "clean up my code folder", "actions", proposal(code_cand))
q(S, "delete all the .exe files in Downloads", "actions", plan(ext(dl, "exe")))
old_bank = h.older(bank, 182.5)
q(
    S,
    "move the pdfs in Documents/Money/Bank older than 6 months to Documents/Money/Bank/old",
    "actions",
    plan(old_bank),
)
q(S, "delete essay_v2_FINAL.docx", "actions", decline("essay_v2_FINAL.docx", "essay_v2_FINAL (2).docx"))
q(S, "delete Desktop/essay_v2_FINAL.docx", "actions", plan([h.at("Desktop/essay_v2_FINAL.docx")]))
q(S, "remove the old thesis draft", "actions", decline(*h.names(drafts)))
q(S, "delete everything in C:\\Windows\\System32", "actions", decline())
q(S, "move ~/Thesis to /media/usb", "actions", decline())
q(
    S,
    "rename Downloads/Untitled document.docx to scholarship notes.docx",
    "actions",
    plan([h.at("Downloads/Untitled document.docx")]),
)
q(S, "trash the zip files in Downloads", "actions", plan(ext(dl, "zip")))
q(S, "delete Games/../../etc/passwd", "actions", decline())

# ---------------------------------------------------------------- followup (bases in their own class)
dl_pdfs = ext(dl, "pdf")
b = q(S, "pdfs in my Downloads", "plain", files(dl_pdfs))
top2 = biggest(dl_pdfs, 2)
assert top2[0].dup == top2[1].dup == "cs201l07"  # two copies share the top size: either may be named
q(S, "which one is the biggest?", "followup", ans("CS201_L07_Graphs"), b)
q(S, "how much space do they take", "followup", ans(size(dl_pdfs)), b)
q(S, "delete them", "followup", decline(*h.names(dl_pdfs)), b)
q(S, "delete all of them", "followup", plan(dl_pdfs), b)
psy_lect = under("Uni/Fall 2026/PSYC210 Cognitive Psychology/Lectures")
b = q(S, "lecture slides for PSYC210", "dropped_words", files(psy_lect))
q(S, "only the pdfs", "followup", files(ext(psy_lect, "pdf")), b)
q(S, "how much space do they use?", "followup", ans(size(psy_lect)), b)
q(S, "which is the newest", "followup", file(newest(psy_lect)[0]), b)
gb = [e for e in vis if e.size > 1_000_000_000]
b = q(S, "files bigger than 1 GB", "filters", files(gb))
q(S, "how much space together?", "followup", ans(size(gb)), b)
q(S, "which one is older?", "followup", file(newest(gb)[-1]), b)
b = q(S, "how big is my Music folder?", "plain", ans(size(music)))
q(S, "and the Games folder?", "followup", ans(size(games)), b)
q(S, "what about Thesis", "followup", ans(size(thesis)), b)
b = q(S, "what's in Photos/Screenshots", "plain", files(android_shots))
q(S, "how many are there", "followup", count(len(android_shots)), b)
q(S, "which is the biggest one", "followup", file(biggest(android_shots)[0]), b)
q(S, "delete them", "followup", decline(*h.names(android_shots)), b)
b = q(S, "my thesis drafts", "dropped_words", files(drafts))
q(S, "sort them by date", "followup", files(drafts), b)
q(S, "which is the oldest", "followup", file(newest(drafts)[-1]), b)
q(S, "only the docx ones", "followup", files(ext(drafts, "docx")), b)
b = q(S, "installers in downloads", "plain", files(installers))
q(S, "which are older than a year?", "followup", files(h.older(installers, 365)), b)
q(S, "how much space do they waste", "followup", ans(size(installers)), b)

# ---------------------------------------------------------------- counts
hidden = [e for e in es if e.hidden_or_noise]
dotted = [e for e in es if any(p.startswith(".") for p in e.path.split("/"))]
q(S, "how many files do i have", "counts", count(len(vis), len(es)))
q(S, "total disk usage", "counts", ans(size(vis)))
q(S, "how many photos do I have", "counts", count(len(photos), len(ext(photos_dir, *PHOTO))))
q(S, "how many songs are in my music", "counts", count(len(songs)))
q(S, "number of pdfs", "counts", count(len(pdfs)))
q(S, "how many files in Downloads", "counts", count(len(dl)))
q(S, "how many hidden files are there?", "counts", count(len(dotted), len(hidden)))
q(
    S,
    "how many files are in node_modules",
    "counts",
    count(len([e for e in es if "/node_modules/" in e.path])),
)
q(S, "how many lecture slides do i have in total", "counts", count(len(lectures)))
q(S, "how many powerpoints", "counts", count(len(ext(vis, "pptx", "ppt"))))
q(S, "average file size in Music", "counts", ans(human(sum(e.size for e in music) / len(music))))
q(S, "how many empty files do I have", "counts", count(len([e for e in vis if e.size == 0])))
q(S, "how many files bigger than 100 MB", "counts", count(len([e for e in vis if e.size > 100_000_000])))
q(S, "how many files are in Uni", "counts", count(len(uni)))
q(S, "how many videos do I have", "counts", count(len(vids)))
q(S, "How much space is all my uni stuff using, roughly?", "counts", ans(size(uni)))
q(S, "how many .py files do i have", "counts", count(len(ext(vis, "py")), len(ext(es, "py"))))
q(S, "how many files haven't changed in a year", "counts", count(len(h.older(vis, 365)), len(h.older(es, 365))))
q(S, "how many files does the thesis folder have", "counts", count(len(thesis)))


if __name__ == "__main__":
    out = Path(__file__).with_name("dev_c.jsonl")
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    by_id = {d["id"]: d for d in Q}
    for d in Q:
        assert d.get("follows") is None or d["follows"] in by_id
        ex = d["expect"]
        assert ex.get("paths", True) and ex.get("files", True), d  # no empty expectations
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(len(Q), "questions", dict(Counter(d["class"] for d in Q)))
