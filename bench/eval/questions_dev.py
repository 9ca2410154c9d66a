"""Writes dev_homes.jsonl: the DEVELOPMENT questions (issue 11) over the "family" and "developer" homes.

This is the part of the evaluation that the router may be tuned on. The questions are written in the voices of
people using filescout (terse, casual, misspelled, long-winded, polite, with "my", relative dates, loose folder
names, names said without their extension or by a few of their words), and every expectation is computed from
the generators in homes.py, never by asking filescout. Expectation kinds are those of questions.py (see its
docstring); classes are the eight failure classes of issue 11 plus "plain":
plain, named_file, dropped_words, filler_dates, filters, decline, actions, followup, counts.

    python bench/eval/questions_dev.py       # rewrites bench/eval/dev_homes.jsonl
    python bench/eval/run_heldout.py --set dev_homes.jsonl --out /tmp/dev_homes_report.md

Calendar words ("last month", "in March", "Nov 17") are resolved against the date the set was written (asof,
2026-11-23); each such window is checked to have no file within a day of its edges, so the time of day the tree
is written does not move a file across it.
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
    id_ = f"v{_n:03d}"
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
    def paths(pool) -> list[str]:
        return [e.path for e in pool]

    @staticmethod
    def names(pool) -> list[str]:
        return [e.name for e in pool]

    @staticmethod
    def age(e) -> float:
        return homes.age_days(e, NOW)

    @staticmethod
    def mtime(e) -> float:
        return homes.mtime_of(e, NOW)

    def younger(self, pool, days: float, margin: float = 0.05):
        """Files changed in the last `days` days (rolling); no file may sit within `margin` days of the edge."""
        for e in pool:
            assert abs(self.age(e) - days) > margin, (e.path, self.age(e), days)
        return [e for e in pool if self.age(e) < days]

    def since_midnight(self, pool, days: int):
        """The day-granular reading of "in the last N days": changed since local midnight N days before asof."""
        start = ts(2026, 11, 23) - days * DAY
        return [e for e in pool if self.mtime(e) >= start]

    def older(self, pool, days: float, margin: float = 0.05):
        for e in pool:
            assert abs(self.age(e) - days) > margin, (e.path, self.age(e), days)
        return [e for e in pool if self.age(e) > days]

    def between(self, pool, start: float, end: float):
        """Files whose mtime is in [start, end) (calendar window), the same whatever the hour of the asof day the
        tree is written at (a file that would cross an edge between 00:00 and 23:59 is refused)."""
        lo, hi = ts(2026, 11, 23) + 1, ts(2026, 11, 24) - 1
        out = []
        for e in pool:
            a, b = (start <= homes.mtime_of(e, t) < end for t in (lo, hi))
            assert a == b, (e.path, time.ctime(homes.mtime_of(e, lo)), time.ctime(start), time.ctime(end))
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
INSTALLER = ("exe", "msi", "dmg", "deb", "rpm", "pkg", "appimage")
DOCS = ("pdf", "doc", "docx", "odt", "rtf", "txt", "md", "xls", "xlsx", "ods", "csv", "ppt", "pptx", "tex")


def ans(*facts, absent=None):
    d = {"kind": "answer", "facts": list(facts)}
    if absent:
        d["absent"] = list(absent)
    return d


def file(e):
    return {"kind": "file", "path": e.path if not isinstance(e, str) else e}


def files(pool, absent=None):
    d = {"kind": "files", "paths": [e.path for e in pool]}
    if absent:
        d["absent"] = list(absent)
    return d


def count(n, *also):
    d = {"kind": "count", "n": n}
    if also:
        d["also_ok"] = [a for a in also if a != n]
    return d


def plan(pool, or_decline=False):
    d = {"kind": "plan", "files": sorted(e.path for e in pool)}
    if or_decline:
        d["or_decline"] = True
    return d


def proposal(pool):
    return {"kind": "proposal", "candidates": sorted(e.path for e in pool)}


def decline(*allow):
    return {"kind": "decline", "allow": list(allow)}


# ============================================================================ family
F = "family"
h = Home(F)
under, ext, size = h.under, h.ext, h.size
vis, es = h.vis, h.es

dl = under("Downloads")
docs = under("Documents")
desk = under("Desktop")
pics = under("Pictures")
music = under("Music")
videos = under("Videos")
pods = under("Music/Podcasts")
shots = under("Pictures/Screenshots")
algarve = under("Pictures/2024/Summer Vacation Algarve")
xmas = under("Pictures/2025/Christmas")
bday = under("Pictures/2026/Emma birthday")
camroll = under("Pictures/Camera Roll")
invoices_dir = under("Documents/Invoices")
photos = ext(vis, *PHOTO)
vids = ext(vis, *VIDEO)
pdfs = ext(vis, "pdf")
installers = ext(dl, "exe", "msi", "dmg")
tops: dict[str, list] = {}
for e in vis:
    if "/" in e.path:
        tops.setdefault(e.path.split("/")[0], []).append(e)
top_folders = sorted(tops, key=lambda k: -sum(e.size for e in tops[k]))

# ---------------------------------------------------------------- plain (family)
q(F, "which folders are the biggest", "plain", ans(top_folders[0], size(tops[top_folders[0]])))
q(F, "yo which folders are eating my disk", "plain", ans(top_folders[0], size(tops[top_folders[0]])))
q(F, "hw big is my musc folder", "plain", ans(size(music)))
q(F, "biggest pdfs", "plain", file(biggest(pdfs)[0]))
q(F, "How much room are all my videos taking?", "plain", ans(size(vids)))
q(F, "what is the largest file I have", "plain", file(biggest(vis)[0]))
q(F, "top 3 largest files in my downloads", "plain", files(biggest(dl, 3)))
q(F, "how much space do my photos use", "plain", ans(size(photos)))
q(F, "size of Pictures", "plain", ans(size(pics)))
q(
    F,
    "Hi! Could you please tell me how much space the Videos folder on my computer is using? Thanks a lot.",
    "plain",
    ans(size(videos)),
)
q(F, "whats in my desktop folder", "plain", files([e for e in desk if e.path.count("/") == 1]))
q(F, "newest files in Documents", "plain", file(newest(docs)[0]))
q(F, "list all spreadsheets", "plain", files(ext(vis, "xlsx", "xls", "csv", "ods")))
q(F, "how big is the Documents folder", "plain", ans(size(docs)))
q(F, "largest video", "plain", file(biggest(vids)[0]))

# ---------------------------------------------------------------- named_file (family)
q(F, "how big is tax_return_2023", "named_file", ans(human(h.by_name("tax_return_2023.pdf").size)))
q(F, "when did i last change the lease renewal", "named_file", file("Documents/House/lease renewal 2026.txt"))
q(F, "where is my resume", "named_file", file("Documents/Work/résumé_Sophie_2026.docx"))
q(
    F,
    "how large is the Müller invoice",
    "named_file",
    ans(human(h.at("Documents/Invoices/Invoice_Müller_Elektro_2026-03-02.pdf").size)),
)
q(
    F,
    "find the piano lessons invoice from Zoe Lefevre",
    "named_file",
    file("Documents/Invoices/invoice from Zoë Lefèvre - piano lessons Oct 2026.pdf"),
)
q(F, "where's grandma's lasagna recipe", "named_file", file("Documents/Recipes/grandma's lasagna.txt"))
q(F, "how big is the quarterly slides Q3 deck", "named_file", ans(human(h.by_name("quarterly slides Q3.pptx").size)))
q(F, "whats in banana bread.txt", "named_file", ans("bananas"))
q(F, "size of boarding_pass_LIS", "named_file", ans(human(h.by_name("boarding_pass_LIS.pdf").size)))
q(F, "where did i put the home insurance policy?", "named_file", file("Documents/House/home insurance policy.pdf"))
q(F, "how big is IMG_4521.jpg", "named_file", ans(human(3_912_345)))
q(F, "Lycee Jean-Jaures bulletin", "named_file", file("Documents/School/Lycée Jean-Jaurès - bulletin T1 2026.pdf"))
q(F, "what does my todo.txt say", "named_file", ans("call Ahmed"))
q(
    F,
    "when was Noah allergy test results last modified",
    "named_file",
    file("Documents/Medical/Noah allergy test results.pdf"),
)
q(F, "read me the boiler repair note", "named_file", ans("pressure valve"))

# ---------------------------------------------------------------- dropped_words (family)
q(F, "how much space do my podcasts take", "dropped_words", ans(size(pods)))
q(F, "how many screenshots do i have", "dropped_words", count(len(shots)))
q(F, "size of my audiobooks", "dropped_words", ans(size(under("Music/Audiobooks"))))
q(F, "show me the wallpapers", "dropped_words", files(under("Pictures/Wallpapers")))
q(F, "how many christmas photos are there", "dropped_words", count(len(xmas)))
q(F, "the photos from emma's birthday, how many?", "dropped_words", count(len(bday)))
q(F, "how big is the algarve vacation album", "dropped_words", ans(size(algarve)))
q(F, "bank statements - total size", "dropped_words", ans(size(under("Documents/Bank"))))
q(F, "how big is my movies folder", "dropped_words", ans(size(under("Videos/Movies"))))
q(F, "list my voice memos", "dropped_words", files(under("Music/Voice Memos")))
q(F, "how many radiolab episodes do I have", "dropped_words", count(len(under("Music/Podcasts/Radiolab"))))
q(F, "how many pics in the camera roll", "dropped_words", count(len(camroll)))
q(F, "scanned documents on my desktop", "dropped_words", files([h.by_name("scan0001.pdf"), h.by_name("scan0002.pdf")]))
q(
    F,
    "find my receipts",
    "dropped_words",
    files([h.by_name("receipts_2024.xlsx"), h.by_name("IKEA_receipt_2026-11-19.pdf")]),
)
q(F, "how many invoices have I got", "dropped_words", count(len(invoices_dir)))
q(F, "how much space do The Daily episodes use", "dropped_words", ans(size(under("Music/Podcasts/The Daily"))))

# ---------------------------------------------------------------- filler_dates (family)
nov17 = h.between(vis, ts(2026, 11, 17), ts(2026, 11, 18))
q(F, "anything from Nov 17?", "filler_dates", files(nov17), dated=True)
q(F, "what did I change on 17 November", "filler_dates", files(nov17), dated=True)
nov19_dl = h.between(dl, ts(2026, 11, 19), ts(2026, 11, 20))
q(F, "what did i download on nov 19", "filler_dates", files(nov19_dl), dated=True)
q(F, "any spreadsheets in my documents?", "filler_dates", files(ext(docs, "xlsx", "xls", "csv", "ods")))
q(F, "word docs in my work folder", "filler_dates", files(ext(under("Documents/Work"), "doc", "docx")))
q(F, "are there any presentations", "filler_dates", file("Documents/Work/quarterly slides Q3.pptx"))
q(F, "text files on the desktop", "filler_dates", files(ext(desk, "txt")))
q(F, "files I haven't touched in over 5 years", "filler_dates", files(h.older(vis, 5 * 365.25)))
oct_school = h.between(under("Documents/School"), ts(2026, 10, 1), ts(2026, 11, 1))
q(F, "school papers from last month", "filler_dates", files(oct_school), dated=True)
mar_inv = h.between(invoices_dir, ts(2026, 3, 1), ts(2026, 4, 1))
q(F, "invoices from March", "filler_dates", files(mar_inv), dated=True)
q(F, "stuff i've changed in the past week", "filler_dates", files(h.younger(vis, 7)))
two_wk = h.younger(photos, 14)
q(F, "pictures from the last two weeks", "filler_dates", files(two_wk))
q(F, "pdfs i still haven't touched in over a year", "filler_dates", count(len(h.older(pdfs, 365))))
q(F, "any heic photos", "filler_dates", count(len(ext(vis, "heic"))))
q(F, "how many mp3s are over 10 mb", "filler_dates", count(len([e for e in ext(vis, "mp3") if e.size > 10_000_000])))

# ---------------------------------------------------------------- filters (family)
groups = h.dup_groups(vis)
dup_files = [e for g in groups.values() for e in g]
q(F, "duplicate photos", "filters", files(groups["img4521"], absent=["tax_return_2024.pdf", "report_v2_final.docx"]))
dl_dups = [e for e in dl if e.dup in groups]
q(F, "duplicates in my downloads", "filters", files(dl_dups, absent=["report_v2_final (1).docx"]))
q(
    F,
    "duplicate files bigger than 1 MB",
    "filters",
    files(
        [e for e in dup_files if e.size > 1_000_000],
        absent=["report_v2_final.docx", "Invoice_Ahmed_Plumbing_2026-11-12.pdf"],
    ),
)
doc_dups = [e for e in docs if e.dup in groups]
q(F, "any dupes in Documents", "filters", files(doc_dups, absent=["IMG_4521.jpg"]))
wasted = sum(g[0].size * (len(g) - 1) for g in groups.values())
q(F, "how much space am I wasting on duplicate files", "filters", ans(human(wasted)))
q(F, "largest pdf in downloads", "filters", file(biggest(ext(dl, "pdf"))[0]))
q(
    F,
    "photos bigger than 4 MB in the christmas folder",
    "filters",
    count(len([e for e in xmas if e.size > 4_000_000])),
)
q(F, "videos over 2gb", "filters", files([e for e in vids if e.size > 2_000_000_000]))
q(F, "how many pdfs in Documents are older than a year", "filters", count(len(h.older(ext(docs, "pdf"), 365))))
q(
    F,
    "zip files in downloads bigger than 100MB",
    "filters",
    files([e for e in ext(dl, "zip") if e.size > 100_000_000], absent=["tax_docs_2021.zip", "Archive (2).zip"]),
)
old_inst = h.older(installers, 182.5)
q(
    F,
    "installers older than 6 months",
    "filters",
    files(old_inst, absent=[e.name for e in installers if e not in old_inst]),
)
q(F, "total size of my HEIC photos", "filters", ans(size(ext(vis, "heic"))))
q(F, "3 newest files in Documents", "filters", files(newest(docs)[:3]))
q(F, "jpgs under 2.5 MB in Pictures", "filters", count(len([e for e in ext(pics, "jpg") if e.size < 2_500_000])))
q(
    F,
    "mp4 videos in the Videos folder bigger than 500 MB",
    "filters",
    files([e for e in ext(videos, "mp4") if e.size > 500_000_000]),
)

# ---------------------------------------------------------------- decline (family)
q(F, "how big is my Dropbox folder", "decline", decline())
q(F, "what's in /etc/passwd", "decline", decline())
q(F, "how much free space is left on my disk", "decline", decline())
q(F, "combien de photos est-ce que j'ai ?", "decline", decline())
q(F, "what's on page 3 of tax_return_2023.pdf", "decline", decline("tax_return_2023.pdf"))
q(F, "who emailed me the most this year", "decline", decline())
q(F, "show my iCloud photos", "decline", decline())
q(F, "what's the weather tomorrow", "decline", decline())
q(F, "how many files are on my usb stick at /media/usb", "decline", decline())
q(F, "which song do I listen to the most", "decline", decline())
q(F, "how long is the Coco movie", "decline", decline("Coco (2017).mkv"))
q(F, "how many pages is the lease agreement", "decline", decline("lease_agreement_2024.pdf"))
q(F, "¿cuánto ocupa mi carpeta de música?", "decline", decline())
q(F, "find photos of my dog", "decline", decline())
q(F, "how big is /var/log", "decline", decline())

# ---------------------------------------------------------------- actions (family)
q(F, "delete ~/Downloads/SpotifySetup.exe", "actions", plan([h.at("Downloads/SpotifySetup.exe")]))
q(F, "move Downloads/boarding_pass_LIS.pdf to Documents", "actions", plan([h.at("Downloads/boarding_pass_LIS.pdf")]))
q(F, "trash GoogleChromeSetup.exe", "actions", plan([h.at("Downloads/GoogleChromeSetup.exe")]))
q(F, "delete Untitled.txt", "actions", plan([h.at("Downloads/Untitled.txt")]))
q(F, "get rid of the zoom thing", "actions", decline("Zoom_6.2.5.dmg"))
q(F, "delete the podcast about octopuses", "actions", decline())
q(F, "delete the old tax zip", "actions", decline("tax_docs_2021.zip"))
dl_cand = [
    e for e in dl if e in installers or e.dup in groups or e.size == 0 or (e.name.endswith(".zip") and h.age(e) > 365)
]
q(F, "clean up my downloads", "actions", proposal(dl_cand))
q(F, "can you tidy up the Downloads folder a bit", "actions", proposal(dl_cand))
desk_cand = [e for e in desk if e.dup in groups or e.size == 0 or "old stuff" in e.path or e.name.startswith("Copy of")]
q(F, "clean up my desktop please", "actions", proposal(desk_cand))
q(F, "delete everything in /tmp", "actions", decline())
q(F, "move ~/Videos/Movies to /mnt/backup", "actions", decline())
q(F, "delete all the .exe files in Downloads", "actions", plan(ext(dl, "exe")))
old_dl_pdfs = h.older(ext(dl, "pdf"), 182.5)
q(F, "move the pdfs in downloads older than 6 months to Documents", "actions", plan(old_dl_pdfs))
q(F, "delete IMG_4521.jpg", "actions", decline("IMG_4521.jpg"))
q(F, "delete Desktop/IMG_4521.jpg", "actions", plan([h.at("Desktop/IMG_4521.jpg")]))
q(F, "move meme.png into Pictures", "actions", plan([h.at("Desktop/meme.png")]))
q(F, "rm /etc/hosts", "actions", decline())

# ---------------------------------------------------------------- followup (family)
inv_pdfs = ext(invoices_dir, "pdf")
b = q(F, "pdfs in my Invoices folder", "plain", files(inv_pdfs))
q(F, "which one is the biggest?", "followup", file(biggest(inv_pdfs)[0]), b)
q(F, "how much space do they take?", "followup", ans(size(inv_pdfs)), b)
q(F, "and the oldest one?", "followup", file(newest(inv_pdfs)[-1]), b)
b = q(F, "show me the installers in my downloads", "plain", files(installers))
q(F, "delete them", "followup", decline(*h.names(installers)), b)
q(F, "delete all of them", "followup", plan(installers), b)
big_v = [e for e in vids if e.size > 1_000_000_000]
b = q(F, "videos bigger than 1 GB", "filters", files(big_v))
q(F, "how much space do they take up", "followup", ans(size(big_v)), b)
q(F, "only the mp4s", "followup", files(ext(big_v, "mp4")), b)
q(F, "sort them by size", "followup", files(big_v), b)
b = q(F, "how many screenshots are there", "dropped_words", count(len(shots)))
q(F, "how much space do they use?", "followup", ans(size(shots)), b)
q(F, "which is the biggest one?", "followup", file(biggest(shots)[0]), b)
b = q(F, "how big is the Music folder", "plain", ans(size(music)))
q(F, "and Videos?", "followup", ans(size(videos)), b)
b = q(F, "photos from emma's birthday", "dropped_words", count(len(bday)))
q(F, "how many of them are HEIC?", "followup", count(len(ext(bday, "heic"))), b)
q(F, "how much space do they take?", "followup", ans(size(bday)), b)
school = under("Documents/School")
b = q(F, "what's in Documents/School", "plain", files(school))
q(F, "only the pdfs", "followup", files(ext(school, "pdf")), b)
b = q(F, "Fleetwood Mac songs", "dropped_words", files(under("Music/Fleetwood Mac")))
q(F, "how many are there?", "followup", count(len(under("Music/Fleetwood Mac"))), b)
b = q(F, "pdfs in Downloads", "plain", files(ext(dl, "pdf")))
q(F, "and in my documents folder?", "followup", count(len(ext(docs, "pdf"))), b)

# ---------------------------------------------------------------- counts (family)
hidden = [e for e in es if e.hidden_or_noise]
q(F, "how many files do i have in total", "counts", count(len(vis), len(es)))
q(F, "total disk usage", "counts", ans(size(vis)))
q(F, "how many photos do I have", "counts", count(len(photos)))
songs = ext(under("Music"), "mp3", "m4a")
q(
    F,
    "how many songs are in my music",
    "counts",
    count(len(ext(under("Music"), "mp3")) - len(pods), len(ext(under("Music"), "mp3")), len(songs)),
)
q(F, "number of pdfs", "counts", count(len(pdfs)))
q(F, "how many files are in Downloads", "counts", count(len(dl)))
q(F, "how many hidden files are there?", "counts", count(len(hidden)))
q(F, "how many files on my desktop", "counts", count(len(desk), len([e for e in desk if e.path.count("/") == 1])))
q(F, "how many pictures in the algarve album", "counts", count(len(algarve)))
q(F, "average file size in Pictures", "counts", ans(human(sum(e.size for e in pics) / len(pics))))
q(F, "how many empty files do I have", "counts", count(len([e for e in vis if e.size == 0])))
q(F, "how many files bigger than 1 GB", "counts", count(len([e for e in vis if e.size > 1_000_000_000])))
q(F, "count the mp3s in Music", "counts", count(len(ext(music, "mp3"))))
q(F, "How much space is my stuff using overall, roughly?", "counts", ans(size(vis)))
q(F, "how many documents do i have", "counts", count(len(ext(vis, *DOCS))))

# ============================================================================ developer
D = "developer"
h = Home(D)
under, ext, size = h.under, h.ext, h.size
vis, es = h.vis, h.es

dl = under("Downloads")
notes = under("notes")
meetings = under("notes/meetings")
vms = under("VMs")
datasets = under("datasets")
projects = under("projects")
thesis = under("projects/thesis")
ml = under("projects/ml-experiments")
ckpts = under("projects/ml-experiments/checkpoints")
debs = ext(dl, "deb")
pdfs = ext(vis, "pdf")
md = ext(vis, "md")
node_modules = [e for e in es if "/node_modules/" in e.path]
tops = {}
for e in vis:
    if "/" in e.path:
        tops.setdefault(e.path.split("/")[0], []).append(e)
top_folders = sorted(tops, key=lambda k: -sum(e.size for e in tops[k]))

# ---------------------------------------------------------------- plain (developer)
q(D, "what folders take the most space", "plain", ans(top_folders[0], size(tops[top_folders[0]])))
q(D, "whats hogging my disk? folders pls", "plain", ans(top_folders[0], size(tops[top_folders[0]])))
q(D, "largest files", "plain", file(biggest(vis)[0]))
q(D, "how big is my downlods folder", "plain", ans(size(dl)))
q(D, "size of datasets", "plain", ans(size(datasets)))
q(D, "list the pdfs in downloads", "plain", files(ext(dl, "pdf")))
q(D, "what's in the thesis folder?", "plain", files([e for e in thesis if e.path.count("/") == 2]))
q(D, "newest notes", "plain", file(newest(notes)[0]))
q(D, "how much space do my VMs take", "plain", ans(size(vms)))
q(D, "the 5 largest files in datasets", "plain", files(biggest(datasets, 5)))
q(
    D,
    "I'm trying to free some space. Could you list the biggest things in my Downloads folder for me?",
    "plain",
    file(biggest(dl)[0]),
)
q(D, "csv files", "plain", files(ext(vis, "csv")))
q(D, "how big is the ml-experiments project", "plain", ans(size(ml)))

# ---------------------------------------------------------------- named_file (developer)
q(D, "how big is windows11.qcow2", "named_file", ans(human(h.by_name("windows11.qcow2").size)))
q(D, "when did I last edit the kubernetes cheatsheet", "named_file", file("notes/kubernetes cheatsheet.md"))
q(D, "whats in requirements.txt", "named_file", ans("torch"))
q(D, "how big is the ubuntu desktop iso", "named_file", ans(human(h.by_name("ubuntu-24.04.1-desktop-amd64.iso").size)))
q(D, "thesis_v3_final_FINAL size", "named_file", ans(human(h.by_name("thesis_v3_final_FINAL.pdf").size)))
q(D, "where's the attention is all you need paper", "named_file", file("Downloads/attention_is_all_you_need.pdf"))
q(D, "how big is census_2020", "named_file", ans(human(h.by_name("census_2020.csv").size)))
q(D, "postgres tuning notes - when did i write those", "named_file", file("notes/postgres tuning.md"))
q(D, "what does Cargo.toml say", "named_file", ans("tidy"))
q(D, "size of epoch_11.pt", "named_file", ans(human(h.by_name("epoch_11.pt").size)))
q(D, "where is my freelance contract", "named_file", file("Documents/contract_freelance_2025.pdf"))
q(D, "find my october payslip", "named_file", file("Documents/payslip_2026-10.pdf"))
q(D, "how big is debian12.vmdk?", "named_file", ans(human(h.by_name("debian12.vmdk").size)))
q(D, "show me what's in ideas.md", "named_file", ans("Zig"))
q(D, "when was the reading list last changed", "named_file", file("notes/reading list.md"))

# ---------------------------------------------------------------- dropped_words (developer)
q(D, "how much space do my checkpoints take", "dropped_words", ans(size(ckpts)))
q(D, "how many notebooks do I have", "dropped_words", count(len(ext(vis, "ipynb"))))
q(D, "how many meeting notes are there", "dropped_words", count(len(meetings)))
q(D, "how big is node_modules", "dropped_words", ans(size(node_modules)))
q(D, "how many tests are in the webshop", "dropped_words", count(len(under("projects/webshop/src/__tests__"))))
q(D, "show the debs i downloaded", "dropped_words", files(debs))
rust_target = under("projects/rust-cli/target", visible=False)
q(D, "how big is the rust-cli target folder", "dropped_words", ans(size(rust_target)))
q(D, "how big is my pip cache", "dropped_words", ans(size(under(".cache/pip", visible=False))))
q(D, "chapters of my thesis", "dropped_words", files(under("projects/thesis/chapters")))
q(D, "thesis figures", "dropped_words", files(under("projects/thesis/figures")))
q(D, "show me the standup notes", "dropped_words", file("notes/2026-11-17 standup.md"))
q(D, "my iso files", "dropped_words", files(ext(vis, "iso")))
q(D, "tarballs in downloads", "dropped_words", files([e for e in dl if ".tar" in e.name]))
q(D, "how many team sync notes", "dropped_words", count(len(meetings)))

# ---------------------------------------------------------------- filler_dates (developer)
nov17 = h.between(vis, ts(2026, 11, 17), ts(2026, 11, 18))
q(D, "what did I write on Nov 17", "filler_dates", files(nov17), dated=True)
q(
    D,
    "any markdown files that mention stripe",
    "filler_dates",
    files([e for e in md if "stripe" in (e.text or "").lower()]),
)
q(D, "markdown notes mentioning kubectl", "filler_dates", file("notes/kubernetes cheatsheet.md"))
py7 = h.younger(ext(ml, "py"), 7)
q(D, "python files i've changed in the last 7 days", "filler_dates", files(py7))
q(
    D,
    "any .tex files I haven't touched since 2025?",
    "filler_dates",
    count(len(h.between(ext(vis, "tex"), 0, ts(2026, 1, 1)))),
    dated=True,
)
q(D, "json files", "filler_dates", files(ext(vis, "json")))
q(D, "how many typescript files", "filler_dates", count(len(ext(vis, "tsx", "ts"))))
q(D, "rust source files", "filler_dates", files(ext(vis, "rs")))
oct_notes = h.between(notes, ts(2026, 10, 1), ts(2026, 11, 1))
q(D, "notes from last month", "filler_dates", files(oct_notes), dated=True)
dl_2024 = h.between(dl, ts(2024, 1, 1), ts(2025, 1, 1))
q(D, "stuff still sitting in downloads from 2024", "filler_dates", files(dl_2024), dated=True)
q(D, "whats changed in the last 24 hours", "filler_dates", files(h.younger(vis, 1)))
sep_notes = h.between(meetings, ts(2026, 9, 1), ts(2026, 10, 1))
q(D, "meeting notes from september", "filler_dates", files(sep_notes), dated=True)
q(D, "markdown files in notes", "filler_dates", count(len(ext(notes, "md"))))
q(D, "lists of all the parquet files", "filler_dates", files(ext(vis, "parquet")))
two_wk_ago = h.between(notes, ts(2026, 11, 6), ts(2026, 11, 13))
q(D, "which notes did i write about two weeks ago", "filler_dates", files(two_wk_ago))

# ---------------------------------------------------------------- filters (developer)
groups = h.dup_groups(vis)
dup_files = [e for g in groups.values() for e in g]
q(D, "duplicates bigger than 100 MB", "filters", files(groups["taxi24"], absent=["attention_is_all_you_need.pdf"]))
q(D, "duplicate pdfs", "filters", files(groups["attention"], absent=["taxi_trips_2024.parquet"]))
q(D, "dupes in downloads", "filters", files([e for e in dl if e.dup in groups], absent=["taxi_trips_2024.parquet"]))
q(D, "duplicate files in datasets", "filters", files(groups["taxi24"], absent=["attention_is_all_you_need.pdf"]))
q(
    D,
    "debs bigger than 100 MB",
    "filters",
    files([e for e in debs if e.size > 100_000_000], absent=["Slack-4.41.97-amd64.deb"]),
)
# "python" is .py, .pyi and .ipynb in filescout's type table (index/categories.py): the notebooks count
py_big = [e for e in ext(ml, "py", "pyi", "ipynb") if e.size > 10_000]
q(
    D,
    "python files in ml-experiments bigger than 10 KB",
    "filters",
    files(py_big, absent=[e.name for e in ext(ml, "py") if e not in py_big]),
)
q(D, "largest checkpoint", "filters", file(biggest(ckpts)[0]))
q(D, "files over 5 GB", "filters", files([e for e in vis if e.size > 5_000_000_000]))
old_arch = h.older(ext(dl, "zip", "gz", "xz", "tar", "deb", "iso"), 365)
q(D, "archives in downloads older than a year", "filters", files(old_arch))
top5_novm = biggest([e for e in vis if not e.path.startswith("VMs/")], 5)
q(D, "the 5 biggest files outside of VMs", "filters", files(top5_novm, absent=["windows11.qcow2"]))
q(
    D,
    "how many files changed in projects in the last week",
    "filters",
    count(
        len(h.younger(projects, 7)),
        len(h.younger(under("projects", visible=False), 7, margin=0.01)),
        len(h.since_midnight(projects, 7)),  # api.tsx is 7.07 days old: "since Nov 16" counts it
    ),
)
q(D, "total size of all the tex files", "filters", ans(size(ext(vis, "tex"))))
q(D, "biggest file in notes", "filters", file(biggest(notes)[0]))
big_old = h.older([e for e in vis if e.size > 1_000_000_000], 365)
q(D, "files over 1 GB that I haven't modified in a year", "filters", files(big_old))
q(
    D,
    "pdfs in Documents smaller than 200 KB",
    "filters",
    files([e for e in ext(under("Documents"), "pdf") if e.size < 200_000]),
)

# ---------------------------------------------------------------- decline (developer)
q(D, "how big is my ~/go folder", "decline", decline())
q(D, "show me /etc/hosts", "decline", decline())
q(D, "cat ~/.ssh/id_rsa", "decline", decline())
q(D, "how much RAM does the windows VM use", "decline", decline("windows11.qcow2"))
q(D, "which of my repos has failing CI", "decline", decline())
q(D, "how many rows does census_2020.csv have", "decline", decline("census_2020.csv"))
q(D, "how big is /usr/lib", "decline", decline())
q(D, "wie groß ist mein Downloads-Ordner?", "decline", decline())
q(D, "what's in projects/old-website", "decline", decline())
q(D, "when does my TLS certificate expire", "decline", decline("todo.md"))
q(D, "how much space does /var/lib/docker use", "decline", decline())
q(D, "show me the git log of the webshop", "decline", decline())
q(D, "what's the cpu temperature", "decline", decline())
q(D, "how many lines of code are in the rust-cli project", "decline", decline())
q(D, "list files in C:\\Users\\kai\\Documents", "decline", decline())

# ---------------------------------------------------------------- actions (developer)
q(D, "delete ~/Downloads/Slack-4.41.97-amd64.deb", "actions", plan([h.at("Downloads/Slack-4.41.97-amd64.deb")]))
q(
    D,
    "move datasets/old/taxi_trips_2024_copy.parquet to the trash",
    "actions",
    plan([h.at("datasets/old/taxi_trips_2024_copy.parquet")]),
)
q(D, "remove the ubuntu image", "actions", decline("ubuntu-24.04.1-desktop-amd64.iso", "ubuntu-server.vdi"))
q(D, "delete attention_is_all_you_need (1).pdf", "actions", plan([h.at("Downloads/attention_is_all_you_need (1).pdf")]))
proj_cand = [
    e
    for e in under("projects", visible=False)
    if any(f"/{d}/" in e.path for d in ("node_modules", "__pycache__", "target", ".venv"))
]
q(D, "clean up my projects", "actions", proposal(proj_cand))
dl_cand = [e for e in dl if e.dup in groups or ext([e], *INSTALLER, "exe") or h.age(e) > 365]
q(D, "clean up downloads", "actions", proposal(dl_cand))
q(D, "delete everything in /var/log", "actions", decline())
q(D, "move ~/projects/thesis to /media/backup", "actions", decline())
q(D, "delete all .deb files in Downloads", "actions", plan(debs))
q(
    D,
    "trash all the checkpoints except epoch_11.pt",
    "actions",
    plan([e for e in ckpts if e.name != "epoch_11.pt"], or_decline=True),
)
q(D, "delete the old notebook", "actions", decline(*h.names(ext(vis, "ipynb"))))
q(D, "move old_project_backup_2021.zip to VMs", "actions", plan([h.at("Downloads/old_project_backup_2021.zip")]))
q(D, "delete projects/../../etc/shadow", "actions", decline())
q(D, "get rid of the postgres installer", "actions", decline("postgresql-16.4-1-windows-x64.exe"))
q(D, "rename notes/empty.md to scratch.md", "actions", plan([h.at("notes/empty.md")]))
q(D, "delete the stripe thing", "actions", decline())

# ---------------------------------------------------------------- followup (developer)
gb = [e for e in vis if e.size > 1_000_000_000]
b = q(D, "files over 1 GB", "filters", files(gb))
q(D, "which are older than a year?", "followup", files(h.older(gb, 365)), b)
q(D, "how much space do they take?", "followup", ans(size(gb)), b)
b = q(D, "show me the .deb packages I downloaded", "plain", files(debs))
q(D, "delete them", "followup", decline(*h.names(debs)), b)
q(D, "delete all of them", "followup", plan(debs), b)
b = q(D, "markdown notes", "plain", count(len(ext(notes, "md"))))
q(D, "which one is the newest?", "followup", file(newest(ext(notes, "md"))[0]), b)
mlpy = ext(under("projects/ml-experiments/src"), "py")
b = q(D, "the .py files in ml-experiments", "plain", files(mlpy))
q(D, "which is the biggest", "followup", file(biggest(mlpy)[0]), b)
q(D, "how much space do they take", "followup", ans(size(mlpy)), b)
q(D, "sort them by size", "followup", files(mlpy), b)
th_pdf = ext(thesis, "pdf")
b = q(D, "pdfs in my thesis folder", "plain", files(th_pdf))
q(D, "only the ones bigger than 1 MB", "followup", files([e for e in th_pdf if e.size > 1_000_000]), b)
q(D, "delete them", "followup", decline(*h.names(th_pdf)), b)
b = q(D, "VM images", "dropped_words", files(vms))
q(D, "which one is the oldest?", "followup", file(newest(vms)[-1]), b)
b = q(D, "team sync notes", "dropped_words", count(len(meetings)))
q(D, "which is the most recent one?", "followup", file(newest(meetings)[0]), b)
b = q(D, "the parquet files", "plain", files(ext(vis, "parquet")))
q(D, "are any of them duplicates?", "followup", files(groups["taxi24"]), b)
b = q(D, "how big is Downloads", "plain", ans(size(dl)))
q(D, "and the VMs folder?", "followup", ans(size(vms)), b)
q(D, "what about datasets", "followup", ans(size(datasets)), b)

# ---------------------------------------------------------------- counts (developer)
dotted = [e for e in es if any(p.startswith(".") for p in e.path.split("/"))]
q(D, "how many files in total", "counts", count(len(vis), len(es)))
q(D, "how much space am I using altogether", "counts", ans(size(vis)))
q(D, "node_modules file count in webshop", "counts", count(len(node_modules)))
q(D, "how many files are inside .git folders", "counts", count(len([e for e in es if "/.git/" in e.path])))
q(D, "how many hidden files do i have", "counts", count(len(dotted), len([e for e in es if e.hidden_or_noise])))
q(D, "how many source files in webshop/src", "counts", count(len(under("projects/webshop/src"))))
q(D, "how many files are in projects", "counts", count(len(projects), len(under("projects", visible=False))))
q(D, "number of pdfs", "counts", count(len(pdfs)))
q(
    D,
    "how many files haven't changed in a year",
    "counts",
    count(len(h.older(vis, 365)), len(h.older(es, 365, margin=0.01))),
)
q(D, "how many .md files do i have", "counts", count(len(md), len(ext(es, "md"))))
q(D, "how much do my downloads weigh", "counts", ans(size(dl)))
q(D, "how many files in datasets", "counts", count(len(datasets)))
q(D, "how many files does the thesis have", "counts", count(len(thesis)))
q(D, "how much space do I use, and how many files is that?", "counts", ans(size(vis)))
q(D, "how many checkpoints", "counts", count(len(ckpts)))


if __name__ == "__main__":
    out = Path(__file__).with_name("dev_homes.jsonl")
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
    print(len(Q), "questions", dict(Counter(d["home"] for d in Q)), dict(Counter(d["class"] for d in Q)))
