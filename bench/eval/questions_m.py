"""Writes heldout_m.jsonl: a held-out set M, over the "journalist" home (homes_journalist.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_m.py      # rewrites bench/eval/heldout_m.jsonl
    python bench/eval/run_heldout.py --set heldout_m.jsonl

The home: a household of three. Priya Raman, a freelance journalist and podcaster: articles by publication and year
with drafts ("v1", "v2", "v3", "FINAL", "edited by desk", "as published" PDFs), pitches, long and big interview
recordings (.wav/.m4a, interviewees with accents in their names: Muñoz, Wójcik, Côté, Håkansson, Ní Mhurchú, Lefèvre)
and their transcripts (.txt with searchable text, some .docx), numbered invoices to publications ("INV-2026-007 -
Guardian - Cornwall lithium.pdf") with trackers, a template and remittance advice, press card scans, contracts and
NDAs, photos of expense receipts, research PDFs by story, notes in markdown; a podcast, "Small Hours" (23 episodes as
mp3, Audacity .aup3 projects for season 1, Reaper .rpp/.rpp-bak projects with .wav audio for season 2, episode 24 in
progress, cover art and episode tiles, show notes in markdown, theme music, a sponsor). Tom Okafor, a bike mechanic
working from home: job sheets by customer ("Job 0501 - Bosch motor diagnostic - 2026-11-12.pdf"), parts invoices by
supplier, bookings spreadsheets and a CSV export, photos of repairs by job, manufacturers' manuals as PDFs, his
Strava export (.fit and .gpx) and planned .gpx routes. Asha (15): school work by year and subject, music (mp3 by
artist, her beats as .flp/.wav), Minecraft mods (.jar), resource packs and screenshots, Stardew Valley mods, phone
screenshots, a tiktok edit. Household papers, family photos, videos, Downloads clutter (installers, zips, an
unfinished download, an empty file, "(1)" copies and exact duplicates of files elsewhere), Desktop clutter, Priya's
website (Code/priyaraman.com with .git, node_modules and a dist/ build), hidden dotfiles, .ssh keys and caches.

Voices: Priya (fast, terse, journalistic shorthand: "ep" for episode, "int" for interview, "tx" for transcript,
"fl" for freelance, "pod"), Tom (casual, British, spelling as he speaks: "me manuals", "wheres", "bin it", a few
typos), Asha (lowercase, slang, no punctuation), and an assistant who helps Priya with invoices (formal, long,
polite sentences). Terse keyword queries and long rambling ones, "my", plural/singular, relative dates, follow-ups,
actions, unanswerable ones.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "last 2 days" = 2 days, "past 3 days" = 3 days, "last week" = 7 days,
"last fortnight" = 14 days, "this month" = November 2026, "last month"/"October" = October 2026, "since September" =
from 2026-09-01, "since august" = from 2026-08-01, "older than 6 months" = 182 days, "over a year"/"older than a
year" = 365 days, "before 2025" = before 2025-01-01, "Nov 19"/"19th of November"/"19 Nov" = 2026-11-19 (only
month-day anchors are dated that day; nothing else visible is dated Nov 17 to Nov 22). Where a year is asked with
a folder of that year ("invoices from 2025", "2026 int recordings"), the files' dates fall in that year too.
Words that depend on the clock time or the first day of the week ("today", "yesterday", "this week") are not used.
The generator keeps visible files clear of these boundaries (homes_journalist.BAD_WINDOWS). "Visible" files leave out
hidden files and noise folders (.git, node_modules, .cache, .ssh, .fabric, .DS_Store); where a count could fairly
include them, both numbers are accepted; hidden files are under 0.3% of the bytes, so totals agree either way.
Sizes are decimal units with one decimal (homes.human). Photos are .jpg/.JPG files (screenshots are .png).
Actions are asked without confirmation: the expectation is the exact plan (nothing may change on disk); or_decline
only where a clarifying question is as right as the plan (a name given without its extension). "delete them" after
a list of several files must ask; "clean up"/"free up space" is a proposal; a partial name that fits several files,
a path outside the home or a system path is declined.
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
H = "journalist"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"m{_n[0]:03d}"
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
    assert len(s) <= n or s[n - 1].size != s[n].size, [e.path for e in s[: n + 1]]
    return s[:n]


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
        assert any(e.name == p for e in es), p
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
    assert n > 1, n  # "0" or "1" would be found in almost any answer
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


def over(pool, n: float):
    """Files bigger than n bytes; none near n, so that rounding or reading "MB" as MiB can't change the set."""
    assert not [e.path for e in pool if 0.97 * n <= e.size <= 1.075 * n], n
    return [e for e in pool if e.size > n]


def below(pool, n: float):
    assert not [e.path for e in pool if 0.97 * n <= e.size <= 1.075 * n], n
    return [e for e in pool if e.size < n]


def names(pool):
    return sorted({e.name for e in pool})


# boundaries (ages in days as of 2026-11-24), each inside a window homes_journalist.BAD_WINDOWS keeps clear
D2, D3, WEEK, FORTNIGHT, D30, M6, YEAR = 2.0, 3.0, 7.0, 14.0, 30.0, 182.0, 365.0
NOV1, OCT1, SEP1, AUG1, JAN26, JAN25, JAN24 = 23.5, 54.5, 84.5, 115.5, 327.5, 692.5, 1058.5
NOV19 = 5.0


def on_nov19(pool):
    return [e for e in pool if e.age == "11-19"]


def only(pool):
    assert len(pool) == 1, paths(pool)
    return pool[0].path


# ------------------------------------------------------------------------------------------------ pools
ART = "Work/Articles"
INTV = "Work/Interviews"
INV = "Work/Invoices"
POD = "Podcast/Small Hours"
BR = "Bike Repairs"
AS = "Asha"
DL = "Downloads"

invoices = named(under(INV), "INV-")
recordings = [e for e in ext(under(INTV), "wav", "m4a") if e.name.startswith("Interview")]
transcripts = named(under(INTV), "Transcript")
asha_shots = under(f"{AS}/Screenshots")
mc_shots = under(f"{AS}/Minecraft/screenshots")
mods = under(f"{AS}/Minecraft/mods")
manuals = under(f"{BR}/Manuals")
fits = ext(under("Rides/Strava export/activities"), "fit")
activities = under("Rides/Strava export/activities")
show_notes = under(f"{POD}/Show notes")
empty = [e for e in vis if e.size == 0]
dups = [e for e in vis if e.dup]
photos = ext(vis, "jpg", "jpeg")
assert not ext(es, "heic")
assert not [e for e in es if e.hidden_or_noise and e.name.lower().endswith((".jpg", ".jpeg"))]

# ================================================================================================ plain
q("biggest files", "plain", files(biggest(vis, 3)))
top = Counter()
for e in vis:
    top[e.path.split("/")[0]] += e.size
assert top.most_common(1)[0][0] == "Podcast" and top["Podcast"] > 3 * top.most_common(2)[1][1]
q("which of the main folders is the biggest one", "plain", answer("Podcast"))
q("how much room does the Bike Repairs folder take up", "plain", answer(size(under(BR))))
q_music = q("lowkey how big is my music folder", "plain", answer(size(under(f"{AS}/Music"))))
q(
    "Could you tell me how much space the Invoices folder takes up altogether, across every year, please?",
    "plain",
    answer(size(under(INV))),
)
newest3 = sorted(vis, key=age)[:4]
assert age(newest3[3]) - age(newest3[2]) > 0.02
q("newest files", "plain", files(newest3[:3]))
q_ravi = q("show me the job sheets for Ravi Shah", "plain", files(under(f"{BR}/Job sheets/Ravi Shah")))
q("Could you please show me where the press card scans are kept?", "plain", files(named(vis, "press card")))
q("list the NDAs", "plain", files(named(vis, "NDA")))
q_manuals = q("how many manuals have i got", "plain", count(len(manuals), len(manuals) + 1))
q("Please show me the largest files in the Work folder.", "plain", files(biggest(under("Work"), 3)))
q_wavs = q("biggest wavs", "plain", files(biggest(ext(vis, "wav"), 3)))
q("whats the biggest file in bike repairs", "plain", file(biggest(under(BR))[0].path))
q("whats the biggest thing in the asha folder", "plain", file(biggest(under(AS))[0].path))
q("size of Podcast/Small Hours/Episodes", "plain", answer(size(under(f"{POD}/Episodes"))))
q("How many invoices were issued in 2025?", "plain", count(len(named(invoices, "INV-2025")), 8))
q("all the parts invoices from Madison", "plain", files(under(f"{BR}/Parts invoices/Madison")))
q("how much space do the audacity projects take", "plain", answer(size(ext(vis, "aup3"))))
q_mods = q("show me my minecraft mods", "plain", files(mods, absent=["cache00.jar"]))
q(
    "where are the bookings spreadsheets",
    "plain",
    files([by_path[f"{BR}/bookings 2026.xlsx"], by_path[f"{BR}/bookings 2025.xlsx"]]),
)
q("what's in Notes", "plain", files(under("Notes")))
q("how much space do the photos of the repairs take up", "plain", answer(size(under(f"{BR}/Photos"))))
q("fr how many songs have i got in my music folder", "plain", count(len(ext(under(f"{AS}/Music"), "mp3"))))
rc26 = under("Work/Expenses/2026/receipts")
q("how many receipts for 2026", "plain", count(len(rc26), len(rc26) + 1))  # + Desktop/receipt.jpg
q("show me the gpx routes", "plain", files(under("Rides/Routes")))
q_contracts = q("Which contracts do we have on file?", "plain", files(under("Work/Admin/Contracts")))
q("how big is me rides folder", "plain", answer(size(under("Rides"))))
q("how much space do my stardew mods take", "plain", answer(size(under(f"{AS}/Stardew Valley/Mods"))))
oldest2 = sorted(vis, key=lambda e: -age(e))[:3]
assert age(oldest2[1]) - age(oldest2[2]) > 100
q("oldest files", "plain", files(oldest2[:2]))
q(
    "Would you be so kind as to list the invoices in the 2026 folder?",
    "plain",
    files(named(under(f"{INV}/2026"), "INV-")),
)
q("what's on the Desktop", "plain", files(under("Desktop")))
q("how many jobs have I done for Hannah Schäfer", "plain", count(len(under(f"{BR}/Job sheets/Hannah Schäfer"))))
q("research folder size", "plain", answer(size(under("Work/Research"))))
q_hist = q("whats in my year 11 history folder", "plain", files(under(f"{AS}/School/Year 11/History")))
q_empty = q("any empty files?", "plain", files(empty))
q("how much space does the Videos folder take", "plain", answer(size(under("Videos"))))

# ================================================================================================ named_file
lith = f"{ART}/Guardian/2026"
q(
    "how big is Cornwall lithium - edited by desk.docx",
    "named_file",
    answer(human(by_path[f"{lith}/Cornwall lithium - edited by desk.docx"].size)),
)
q("when did I last change the Cornwall lithium FINAL", "named_file", file(f"{lith}/Cornwall lithium - FINAL.docx"))
q("wheres the rohlof manual", "named_file", file(f"{BR}/Manuals/Rohloff Speedhub 500-14 manual.pdf"))
q(
    "where is cold war coursework FINAL final",
    "named_file",
    file(f"{AS}/School/Year 11/History/cold war coursework FINAL final.docx"),
)
munoz = only(named(recordings, "Muñoz"))
q(f"size of {by_path[munoz].name}", "named_file", answer(human(by_path[munoz].size)))
q("how big is the Munoz int", "named_file", answer(human(by_path[munoz].size)))
q("Where is invoice INV-2026-005 saved?", "named_file", file(only(named(invoices, "INV-2026-005"))))
q("how big is bookings 2026", "named_file", answer(human(by_path[f"{BR}/bookings 2026.xlsx"].size)))
q("where did i put sodium", "named_file", file(only(named(mods, "sodium"))))
q("SH 022 mp3 - when did I export it", "named_file", file(only(named(under(f"{POD}/Episodes"), "SH 022"))))
q("where's the Meridian press kit", "named_file", file(f"{DL}/press kit - Meridian Lithium.zip"))
q(
    "size of the bosch diagnostic guide",
    "named_file",
    answer(human(by_path[f"{BR}/Manuals/Bosch Performance Line CX diagnostic guide.pdf"].size)),
)
q(
    "Could you confirm where the signed Halden Therapeutics NDA is stored?",
    "named_file",
    file("Work/Admin/Contracts/NDA - Halden Therapeutics (signed).pdf"),
)
q(
    "how big is stardew valley expanded",
    "named_file",
    answer(human(by_path[f"{AS}/Stardew Valley/Mods/Stardew Valley Expanded.zip"].size)),
)
q("pitches tracker - where", "named_file", file("Work/Pitches/pitches tracker.xlsx"))
q("wheres job 0501", "named_file", file(only(named(under(f"{BR}/Job sheets"), "Job 0501"))))
q(
    "lighthouse keepers v3 FINAL, how big",
    "named_file",
    answer(human(by_path[f"{ART}/The Economist 1843/2026/last lighthouse keepers - v3 FINAL.docx"].size)),
)
q("when did I save the Côté tx", "named_file", file(only(named(transcripts, "Côté"))))
q("what's bookings export.csv", "named_file", file(f"{BR}/bookings export.csv"))
q("how big is beat 7 final", "named_file", answer(human(by_path[f"{AS}/Music/my beats/beat 7 final.wav"].size)))
q("where's mileage 2026.csv", "named_file", file("Work/Expenses/2026/mileage 2026.csv"))
q(
    "Please tell me the size of the invoice tracker for 2026.",
    "named_file",
    answer(human(by_path[f"{INV}/2026/invoice tracker 2026.xlsx"].size)),
)
q("when did i do the brompton hub job for Dónal Byrne", "named_file", file(only(under(f"{BR}/Job sheets/Dónal Byrne"))))
q("wheres mi familia redaccion", "named_file", file(f"{AS}/School/Year 11/Spanish/mi familia - redacción.docx"))
q("how old is the Wye FINAL", "named_file", file(f"{ART}/Guardian/2025/river Wye pollution - FINAL.docx"))
q(
    "how big is the Cytech level 2 certificate",
    "named_file",
    answer(human(by_path[f"{BR}/Admin/Cytech level 2 certificate.pdf"].size)),
)
q("Small Hours cover.psd size", "named_file", answer(human(by_path[f"{POD}/Cover art/Small Hours cover.psd"].size)))

# ================================================================================================ dropped_words
q("all my ints from Cornwall", "dropped_words", files(under(f"{INTV}/2026/Cornwall lithium", pool=recordings)))
q("tx for Wójcik", "dropped_words", file(only(named(transcripts, "Wójcik"))))
episodes = under(f"{POD}/Episodes")
assert len(episodes) == 24
q("how many podcast episodes have I got", "dropped_words", count(len(episodes), len(episodes) - 1))
q("how many screenshots have i got", "dropped_words", count(len(asha_shots), len(asha_shots) + len(mc_shots)))
q("photos of the brompton hub job", "dropped_words", files(under(f"{BR}/Photos/Job 0431 Brompton hub")))
q("receipts from Truro", "dropped_words", files(named(vis, "receipt", "Truro")))
q("the shimano manuels", "dropped_words", files(named(manuals, "Shimano")))
q("my beats", "dropped_words", files(under(f"{AS}/Music/my beats")))
q("invoices to New Scientist", "dropped_words", files(named(invoices, "New Scientist")))
q("which tx mentions thermal runaway", "dropped_words", file(only(named(transcripts, "Wójcik"))))
q("where did someone talk about cours Oasis", "dropped_words", file(only(named(transcripts, "Lefèvre"))))
q("e-bike job sheets", "dropped_words", files(named(under(f"{BR}/Job sheets"), "e-bike")))
q("stardew mods", "dropped_words", files(under(f"{AS}/Stardew Valley/Mods")))
q("how many files of cover art for the pod", "dropped_words", count(len(under(f"{POD}/Cover art")), 3))
q("show notes mentioning Lefèvre", "dropped_words", file(f"{POD}/Show notes/SH 015 show notes.md"))
finals25 = [e for e in named(under(ART), "FINAL") if "/2025/" in e.path]
q("all the FINALs from 2025", "dropped_words", files(finals25))
q_desk = q("edited by desk versions", "dropped_words", files(named(vis, "edited by desk")))
q("how many strava rides", "dropped_words", count(len(activities), len(activities) + 1, len(fits)))
q(
    "Could you find the remittance advice documents, please?",
    "dropped_words",
    files(named(vis, "remittance advice")),
)
q("how much space do me manuals take", "dropped_words", answer(size(manuals)))
q("how many central cee songs have i got", "dropped_words", count(len(under(f"{AS}/Music/Central Cee"))))
q("research on lab-grown meat", "dropped_words", files(under("Work/Research/Lab-grown meat")))
q("sponsor stuff for the pod", "dropped_words", files(under(f"{POD}/Sponsors")))
q("jobs for hannah schafer", "dropped_words", files(under(f"{BR}/Job sheets/Hannah Schäfer")))
q("how many minecraft screenshots", "dropped_words", count(len(mc_shots)))
q("podcast music", "dropped_words", files(under(f"{POD}/Theme & beds"), absent=["01 Doja.mp3", "beat 7 final.wav"]))
q("audio for ep 21", "dropped_words", files(under(f"{POD}/Projects/Season 2/SH 021/Audio")))
q("my spanish homework", "dropped_words", files([e for e in under(f"{AS}/School") if "/Spanish/" in e.path]))
q("sources doc", "dropped_words", file("Notes/sources - contacts.md"))
q("Could you please find the invoice template for me?", "dropped_words", file(f"{INV}/Invoice template.docx"))
q("fl expenses sheets", "dropped_words", files(ext(under("Work/Expenses"), "xlsx")))
q("how many pics in my art portfolio", "dropped_words", count(len(under(f"{AS}/School/Year 11/Art/portfolio"))))
q("how many ep tiles are there", "dropped_words", count(len(under(f"{POD}/Cover art/episode tiles"))))
q("how many photos from the open day", "dropped_words", count(len(under("Pictures/2026/Tom's bike shop open day"))))
q("how many Lisbon photos", "dropped_words", count(len(ext(under("Pictures/2025/Lisbon holiday"), "jpg"))))
q("the tiktok edit", "dropped_words", file(f"{AS}/edits/tiktok edit - pinkpantheress.mp4"))
q("passport scans", "dropped_words", files(under("Documents/Passports")))
q("tx from the Wye int", "dropped_words", file(only(named(transcripts, "Rhiannon Price"))))

# ================================================================================================ filler_dates
n19 = on_nov19(vis)
assert len(n19) == 7 and not aged([e for e in vis if e.age != "11-19"], 2.0, 8.0)
q_n19 = q("what did I save on Nov 19", "filler_dates", files(n19))
q("any new tx this month", "filler_dates", files(aged(transcripts, 0, NOV1)))
q("have i still got any manuals in downloads", "filler_dates", file(only(named(under(DL), "manual"))))
md_vis, md_all = ext(vis, "md"), ext(es, "md")
q("markdown files - how many", "filler_dates", count(len(md_vis), len(md_all)))
q("jobs from the 19th of November", "filler_dates", file(only(on_nov19(under(f"{BR}/Job sheets")))))
last2 = aged(vis, 0, D2)
assert 8 <= len(last2) <= 14
q("what's changed in the last 2 days", "filler_dates", files(last2))
fits_nov = aged(fits, 0, NOV1)
q_rides = q("how many rides this month", "filler_dates", count(len(fits_nov), len(aged(activities, 0, NOV1))))
q("screenshots from last week", "filler_dates", file(only(aged(asha_shots, 0, WEEK))))
q("Which invoices were issued in October?", "filler_dates", files(aged(invoices, NOV1, OCT1)))
q("spreadsheets in bike repairs", "filler_dates", files(ext(under(BR), "xlsx")))
q("pngs from nov 19", "filler_dates", file(only(on_nov19(ext(vis, "png")))))
q("docx from the past 3 days", "filler_dates", file(only(aged(ext(vis, "docx"), 0, D3))))
q("how many wavs havent I touched in over a year", "filler_dates", count(len(aged(ext(vis, "wav"), YEAR))))
q("still got that gpx of the dartmoor loop?", "filler_dates", file("Rides/Routes/Dartmoor loop.gpx"))
q_m4a = q("m4a files", "filler_dates", count(len(ext(vis, "m4a"))))
q("any jar files", "filler_dates", count(len(ext(vis, "jar")), len(ext(es, "jar"))))
q(
    "Would you be so kind as to show me any invoices dated Nov 19?",
    "filler_dates",
    file(only(on_nov19(invoices))),
)
q("anything in Work from 19 Nov", "filler_dates", files(on_nov19(under("Work"))))
q("any fit files from the last fortnight", "filler_dates", files(aged(fits, 0, FORTNIGHT)))
q("show notes written this month", "filler_dates", files(aged(show_notes, 0, NOV1)))
q("mp3s from this month", "filler_dates", files(aged(ext(vis, "mp3"), 0, NOV1)))
q(
    "how many things have i saved in my school folder since september",
    "filler_dates",
    count(len(aged(under(f"{AS}/School"), 0, SEP1))),
)
q("csv files, how many have I got", "filler_dates", count(len(ext(vis, "csv"))))
q("pdfs I downloaded last month", "filler_dates", files(aged(ext(under(DL), "pdf"), NOV1, OCT1)))
q(
    "how many files in Work were last touched before 2025",
    "filler_dates",
    count(len(aged(under("Work"), JAN25)), len(aged(under("Work", visible=False), JAN25))),
)
q("aup3s older than a year", "filler_dates", count(len(aged(ext(vis, "aup3"), YEAR))))

# ================================================================================================ filters
big_dups = over(dups, 100 * 1000**2)
q(
    "duplicates bigger than 100 MB",
    "filters",
    files(big_dups, absent=["SH 023 - Meat without animals.mp3", "SH 021 - Under Cornwall.mp3"]),
)
q_duppdf = q("duplicate pdfs", "filters", files(ext(dups, "pdf")))
q("duplicates in downloads", "filters", files(under(DL, pool=dups)))
q("duplicate photos", "filters", files(ext(dups, "jpg")))
q("wavs bigger than 1 GB", "filters", files(over(ext(vis, "wav"), 1000**3)))
q("pdfs over 20 MB in bike repairs", "filters", files(over(ext(under(BR), "pdf"), 20 * 1000**2)))
q("m4as under 60 MB", "filters", files(below(ext(vis, "m4a"), 60 * 1000**2)))
big25 = over(named(under(f"{INV}/2025"), "INV-"), 180 * 1000)
assert 1 <= len(big25) < 5
q(
    "Could you show me the invoices in the 2025 folder that are larger than 180 KB?",
    "filters",
    files(big25),
)
q("mp3s under 5mb in my music", "filters", files(below(ext(under(f"{AS}/Music"), "mp3"), 5 * 1000**2)))
docx_art = aged(ext(under(ART), "docx"), 0, SEP1)
q("docx in Articles modified since September", "filters", files(docx_art))
rep_aug = aged(under(f"{BR}/Photos"), 0, AUG1)
q_rep = q("how many repair photos since august", "filters", count(len(rep_aug)))
q("biggest 3 files in Podcast", "filters", files(biggest(under("Podcast"), 3)))
q("dupes in Work", "filters", files(under("Work", pool=dups)))
q("screenshots bigger than 2.5mb", "filters", files(over(asha_shots, 2.5 * 1000**2)))
q("how many files over 1 GB", "filters", count(len(over(vis, 1000**3))))
q("how many fit files are older than 6 months", "filters", count(len(aged(fits, M6))))
q(
    "2026 int recordings over 500 MB",
    "filters",
    files(over(under(f"{INTV}/2026", pool=recordings), 500 * 1000**2)),
)
big26 = over(named(under(f"{INV}/2026"), "INV-"), 190 * 1000)
q("Which invoices from 2026 are larger than 190 KB, please?", "filters", files(big26))
q("duplicate mp3s", "filters", files(ext(dups, "mp3")))
q("jpgs in downloads", "filters", file(only(ext(under(DL), "jpg"))))
q("zip files over 50mb", "filters", files(over(ext(vis, "zip"), 50 * 1000**2)))

# ================================================================================================ decline
q("what's in /etc/passwd", "decline", decline())
q("how big is /var/log", "decline", decline())
q("whats on my phone", "decline", decline())
mun_all = named(es, "Muñoz")
q("summarise the Muñoz tx", "decline", decline(*names(mun_all)))
q(
    "which invoices are still unpaid",
    "decline",
    decline(*names(invoices), *names(named(vis, "invoice tracker")), *names(named(vis, "remittance"))),
)
inv010 = by_path[only(on_nov19(invoices))]
q(
    f"Could you please email invoice {inv010.name[:12]} to the New Scientist accounts team?",
    "decline",
    decline(inv010.name),
)
assert not named(es, "cargo")
q("photos of the cargo bike", "decline", decline())
q("how many followers have i got", "decline", decline())
q("quels fichiers ai-je modifiés cette semaine ?", "decline", decline())
q("files on Tom's laptop", "decline", decline())
q("show me whats in C:\\Users\\Asha\\Documents", "decline", decline())
cote = named(es, "Côté")
q("transcribe the Côté int", "decline", decline(*names(cote)))
q("Kindly tell me which publication pays the best rate per word.", "decline", decline())
assert not named(es, "dropbox")
q("how big is my Dropbox folder", "decline", decline())
assert not named(es, "halfords")
q("wheres the invoice from Halfords", "decline", decline())
assert not named(es, "taylor") and not named(es, "swift")
q("songs by taylor swift", "decline", decline())
assert not any(e.text and "brexit" in e.text.lower() for e in es) and not named(es, "brexit")
q("eps about Brexit", "decline", decline())
q("what's in ~/.ssh", "decline", decline())
q("how fast was my ride on sunday", "decline", decline(*names(activities)))
q("is my history coursework any good", "decline", decline(*names(under(f"{AS}/School/Year 11/History"))))
q("how long is ep 22", "decline", decline(*names(named(vis, "SH 022")), *names(named(vis, "SH022"))))
q(
    "Could you tell me what is written on page 3 of the signed Halden NDA?",
    "decline",
    decline("NDA - Halden Therapeutics (signed).pdf"),
)

# ================================================================================================ actions
q("delete Cornwall lithium - v1.docx", "actions", plan([by_path[f"{lith}/Cornwall lithium - v1.docx"]]))
q(
    "bin Madison invoice 88213",
    "actions",
    plan([by_path[f"{BR}/Parts invoices/Madison/Madison invoice 88213.pdf"]], or_decline=True),
)
q("delete CurseForge Installer.exe", "actions", plan([by_path[f"{DL}/CurseForge Installer.exe"]]))
q("move all the .aup3 files to Archive", "actions", plan(ext(vis, "aup3")))
dl = under(DL)
INSTALLER_EXT = ("dmg", "pkg", "exe", "msi")
dl_cand = [
    e
    for e in dl
    if e.dup or e.size == 0 or e.name.lower().endswith(tuple("." + x for x in (*INSTALLER_EXT, "zip", "part", "jar")))
]
assert len(dl_cand) < len(dl)
q("clean up Downloads", "actions", proposal(dl_cand))
big_old = [e for e in vis if e.size > 500 * 1000**2 and age(e) > 90]  # large old files
free = {
    e.path: e
    for e in dl_cand
    + dups
    + empty
    + big_old
    + under("Videos")
    + [e for e in es if e.hidden_or_noise and not e.path.startswith(".ssh/") and not e.name.startswith(".z")]
    + under("Code/priyaraman.com/dist")
}
# documents and photos with no other copy are never candidates
assert all(
    e.dup or e.size == 0 or e.hidden_or_noise
    for e in ext(list(free.values()), "docx", "pdf", "md", "txt", "jpg", "xlsx")
)
q("free up some space", "actions", proposal(list(free.values())))
dup_pdfs = ext(dups, "pdf")
q("delete them", "actions", decline(*names(dup_pdfs)), follows=q_duppdf)
q("delete beat", "actions", decline(*names(named(vis, "beat"))))
q("delete /etc/hosts", "actions", decline())
q("move /tmp/notes.md into Notes", "actions", decline())
inv_copy = only(named(under(DL), "INV-2026"))
q(
    f"Please move {by_path[inv_copy].name} from Downloads into the 2026 invoices folder.",
    "actions",
    plan([by_path[inv_copy]]),
)
q("move the gpx in downloads to Rides/Routes", "actions", plan(ext(under(DL), "gpx")))
q("delete my minecraft screenshots", "actions", plan(mc_shots))
q("trash the .part file", "actions", plan(ext(vis, "part")))
q("delete lithium", "actions", decline(*names(named(es, "lithium"))))
pod = under("Podcast")
# extra copies, Reaper backups, old project audio and Audacity projects, the old cover: never a published episode
# with no other copy, a show note, a Reaper project, the artwork in use or the trackers
pod_cand = [
    e
    for e in pod
    if e.dup
    or e.name.endswith((".rpp-bak", ".aup3", "(old).png"))
    or (e.name.endswith(".wav") and "/Episodes/" not in e.path)
]
q("clean up the podcast folder", "actions", proposal(pod_cand))
q_rppbak = q("rpp-bak files", "filler_dates", files(ext(vis, "rpp-bak")))
q("delete all of them", "actions", plan(ext(vis, "rpp-bak")), follows=q_rppbak)
q("Please delete the invoice template.", "actions", plan([by_path[f"{INV}/Invoice template.docx"]], or_decline=True))
q("delete all the jar files in downloads", "actions", plan(ext(under(DL), "jar")))
q(
    "move the Meridian press kit zip to Work/Research/Cornwall lithium",
    "actions",
    plan([by_path[f"{DL}/press kit - Meridian Lithium.zip"]]),
)
q("delete everything in /usr/share", "actions", decline())
oct_shots = aged(asha_shots, NOV1, OCT1)
oct_mc = aged(mc_shots, NOV1, OCT1)
q_octshots = q("screenshots from october", "filler_dates", count(len(oct_shots), len(oct_shots) + len(oct_mc)))
q("delete them", "actions", decline(*names(oct_shots + oct_mc)), follows=q_octshots)
q("delete the empty files", "actions", plan(empty))

# ================================================================================================ followup
assert "Muñoz" in biggest(ext(vis, "wav"), 3)[0].name and "Muñoz" in biggest(ext(vis, "wav"), 3)[1].name
q("which is the biggest?", "followup", answer("Muñoz"), follows=q_wavs)
q("how much space do they take?", "followup", answer(size(ext(vis, "m4a"))), follows=q_m4a)
q("which is the newest", "followup", file(newest(under(f"{BR}/Job sheets/Ravi Shah")).path), follows=q_ravi)
q("how big are they all together", "followup", answer(size(mods)), follows=q_mods)
q_guard = q(
    "Could you list the invoices issued to the Guardian?",
    "dropped_words",
    files(named(invoices, "Guardian")),
)
q(
    "What about only those from 2025?",
    "followup",
    file(only([e for e in named(invoices, "Guardian") if "INV-2025" in e.name])),
    follows=q_guard,
)
q_tx = q("transcripts", "plain", files(transcripts))
q("only the ones from this month", "followup", files(aged(transcripts, 0, NOV1)), follows=q_tx)
q("and the m4as?", "followup", file(biggest(ext(vis, "m4a"))[0].path), follows=q_wavs)
q("how much space do they take", "followup", answer(size(rep_aug)), follows=q_rep)
q_sn = q("show notes", "plain", files(show_notes))
q("which one mentions Zoë?", "followup", file(f"{POD}/Show notes/SH 015 show notes.md"), follows=q_sn)
q_inv25 = q("invoices from 2025", "plain", files(named(invoices, "INV-2025")))
q("which is the oldest", "followup", file(oldest(named(invoices, "INV-2025")).path), follows=q_inv25)
q("sort them by size", "followup", files(manuals), follows=q_manuals)
q_aup = q("aup3 files", "filler_dates", files(ext(vis, "aup3")))
q("which is the oldest one", "followup", file(oldest(ext(vis, "aup3")).path), follows=q_aup)
q("what about just central cee", "followup", answer(size(under(f"{AS}/Music/Central Cee"))), follows=q_music)
fits_oct = aged(fits, NOV1, OCT1)
q("what about october?", "followup", count(len(fits_oct), len(aged(activities, NOV1, OCT1))), follows=q_rides)
q("only the docx", "followup", file(only(ext(n19, "docx"))), follows=q_n19)
q("Which of those are NDAs?", "followup", files(named(under("Work/Admin/Contracts"), "NDA")), follows=q_contracts)
q("which is the newest", "followup", file(newest(under(f"{AS}/School/Year 11/History")).path), follows=q_hist)
q_parts = q("how many parts invoices", "plain", count(len(under(f"{BR}/Parts invoices"))))
q("just the ones from Zyro", "followup", files(under(f"{BR}/Parts invoices/Zyro")), follows=q_parts)
q_drafts = q("Cornwall lithium drafts", "dropped_words", files(ext(named(under(ART), "Cornwall lithium"), "docx")))
q(
    "which is newest?",
    "followup",
    file(newest(ext(named(under(ART), "Cornwall lithium"), "docx")).path),
    follows=q_drafts,
)
q_pitch = q("pitches", "plain", files(under("Work/Pitches")))
q("the rejected ones?", "followup", files(named(under("Work/Pitches"), "rejected")), follows=q_pitch)
q("how big are they", "followup", answer(size(named(vis, "edited by desk"))), follows=q_desk)

# ================================================================================================ counts
q("how many files do I have", "counts", count(len(vis), len(es)))
assert size(vis) == size(es)
q("how much space am I using in total", "counts", answer(size(es)))
q("how many files in Podcast", "counts", count(len(under("Podcast")), len(under("Podcast", visible=False))))
q("how many files in bike repairs altogether", "counts", count(len(under(BR))))
q("how many files in the asha folder", "counts", count(len(under(AS)), len(under(AS, visible=False))))
q(
    "how many files in Code/priyaraman.com",
    "counts",
    count(len(under("Code/priyaraman.com")), len(under("Code/priyaraman.com", visible=False))),
)
q("How many PDF files are there in total across the whole home?", "counts", count(len(ext(vis, "pdf"))))
q("how many docx", "counts", count(len(ext(vis, "docx"))))
q(
    "how many photos have i got",
    "counts",
    count(len(photos), len(photos) + len(ext(vis, "png")), len(photos) + len(ext(es, "png"))),
)
q("how many files in downloads", "counts", count(len(under(DL))))
q("how much space does everything take up, hidden stuff included", "counts", answer(size(es)))

# ------------------------------------------------------------------------------------------------ checks, output
for d in Q:
    ex = d["expect"]
    if ex["kind"] == "files":
        assert len(ex["paths"]) <= 30, (d["id"], len(ex["paths"]))
        if d.get("follows"):
            assert len(ex["paths"]) <= 8, d["id"]
    assert d["asof"] == ASOF

if __name__ == "__main__":
    out = Path(__file__).parent / "heldout_m.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    c = Counter(d["class"] for d in Q)
    print(len(Q), "questions ->", out.name)
    for k, v in c.items():
        print(f"  {k}: {v}")
