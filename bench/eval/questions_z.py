"""Writes heldout_z.jsonl: a held-out set Z, over the "choir" home (homes_choir.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_z.py      # rewrites bench/eval/heldout_z.jsonl
    python bench/eval/run_heldout.py --set heldout_z.jsonl

The home: one computer shared by three people. Bronwen Ellis directs two community choirs, Harbourside Singers and
Valley Voices (scores as .pdf and .musicxml per piece named "Composer - Title", rehearsal tracks per voice part
"Title - Soprano/Alto/Tenor/Bass.mp3" and "Full choir", concert programmes .docx, posters, a "running order.docx" in
every concert folder, ticket sales, member lists and subs .xlsx, scanned consent forms, an Eisteddfod and a carol
service, a choir website with .git and node_modules) and is treasurer of the Afon Arts Trust (Charity/: Minutes named
by meeting date, AGM minutes, accounts, monthly bank statements, receipts, a Gift Aid claim, grant applications with
a "budget.xlsx" each). Her partner Dr Samir Haddad lectures in chemistry (Samir/: "CHEM2041 Lecture NN.pptx" and
"CHEM3012 Lecture NN.pptx", problem sheets, exam papers and mark schemes, marks; an EPSRC grant folder with its own
"budget.xlsx"; a LaTeX paper "MOF catalysis" with .git, refs.bib, figs/ and build/; a second paper as .docx;
instrument data; a folder per supervised student, with notes whose text can be searched; conference posters). Her
father Gwilym (81) lives with them (Gwilym/: scanned letters from the bank and the council, an NHS and a DVLA letter,
pension statements, a family-history folder with old photos .jpg/.tif, census transcripts .txt and a GEDCOM tree,
his medal and service papers from Aden). Plus Documents (household), Pictures (concert photos DSC_*, phone photos,
screenshots, Gwilym's 80th), Videos (concert recordings), Music (a male voice choir album), Downloads (installers,
zips, "(1)" copies and exact duplicates of files elsewhere, an unfinished .part download, an empty file), Desktop
clutter, hidden dotfiles and caches.

Voices: Bronwen (chatty, musical terms: "the Rutter scores", "the alto tracks", "the spring concert programme", "the
subs spreadsheets"), Samir (academic, abbreviations, precise: "CHEM2041 lec slides", "the EPSRC grant", "my bib
file", "figs for the paper"), Gwilym (polite, long-winded, unsure about computers: "the letter from the bank, I think
it came last month, it might be a pdf"; a couple of questions in Welsh), and Samir on his phone (terse, typos: "exm
papers 2025", "poster rsc"). Terse keyword queries, long rambling ones, typos, "my", relative dates,
plural/singular, follow-ups, actions asked without confirmation, unanswerable ones.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "last 48 hours" = 2 days, "past week" = 7 days, "last fortnight" = 14 days,
"last 30 days" = 30 days, "this month"/"since the 1st of November" = November 2026, "last month"/"October" = October
2026, "since the start of October" = from 2026-10-01, "September" = September 2026, "since August" = from
2026-08-01, "older than 3 months" = 91 days, "back in March" = March 2026, "this year" = 2026, "older than a year" =
365 days, "2025"/"last year" = 2025, "June last year" = June 2025, "older than 2 years" = 730 days, "Nov 19"/"19th
of November" = 2026-11-19 (only month-day anchors are dated that day; nothing else visible is within a day of it).
Words that depend on the clock time or the first day of the week ("today", "yesterday", "this week") are not used.
The generator keeps visible files clear of these boundaries (homes_choir.BAD_WINDOWS). "Visible" files leave out
hidden files and noise folders (.git, node_modules, .cache, .mozilla, .texlive2026); where a question could fairly
count either way, both numbers are accepted, and the sizes asked about are ones where the hidden part is under 1%.
Sizes are decimal units with one decimal (homes.human). Actions are asked without confirmation: the expectation is
the exact plan (nothing may change on disk); or_decline only where a clarifying question is as right as the plan.
"delete them" after a list of several files must ask; "clean up"/"free up space" is a proposal; a partial name that
fits several files, a path outside the home or a system path is declined.
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
H = "choir"
CH = "Choirs/Harbourside Singers"
VV = "Choirs/Valley Voices"
CY = "Charity"
S = "Samir"
G = "Gwilym"
T2 = f"{S}/Teaching/CHEM2041 Physical Chemistry II"
T3 = f"{S}/Teaching/CHEM3012 Catalysis"
PA = f"{S}/Research/Papers/MOF catalysis"
EP = f"{S}/Research/EPSRC grant 2026"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"Z{_n[0]:03d}"
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


def unique(name: str):
    """The one file with this name."""
    hits = [e for e in es if e.name == name]
    assert len(hits) == 1, (name, [e.path for e in hits])
    return hits[0]


def small_hidden(pool_visible, pool_all) -> None:
    """A size asked about: the hidden/noise part is under 1%, so either reading gives the same figure."""
    assert total(pool_all) - total(pool_visible) <= 0.01 * total(pool_visible), (total(pool_visible), total(pool_all))


# boundaries (ages in days as of 2026-11-24), each inside a window homes_choir.BAD_WINDOWS keeps clear
D2, WEEK, FORTNIGHT, D30, M3, YEAR, Y2 = 2.0, 7.0, 14.0, 30.0, 91.0, 365.0, 730.0


def _start_of(iso: str) -> float:
    """The age, at noon on the writing day, of midnight at the start of `iso`."""
    import datetime as _dt

    return (_dt.date.fromisoformat(ASOF) - _dt.date.fromisoformat(iso)).days + 0.5


NOV1, OCT1, SEP1, AUG1 = (
    _start_of("2026-11-01"),
    _start_of("2026-10-01"),
    _start_of("2026-09-01"),
    _start_of("2026-08-01"),
)
APR1, MAR1, JAN26 = _start_of("2026-04-01"), _start_of("2026-03-01"), _start_of("2026-01-01")
JUL25, JUN25, JAN25 = _start_of("2025-07-01"), _start_of("2025-06-01"), _start_of("2025-01-01")
assert (NOV1, OCT1, JAN26, JAN25) == (23.5, 54.5, 327.5, 692.5)

dups = [e for e in vis if e.dup]
installers = ext(under("Downloads"), "dmg", "exe")
lectures = named(under(S), "Lecture")
pdfs = ext(vis, "pdf")

# =========================================================================================== plain
q("which folders are taking up the most room?", "plain", answer("Videos"))
q("what are the biggest files on here", "plain", files(biggest(vis, 3)))
vids = ext(vis, "mp4", "mov", "mkv", "avi")
assert paths(vids) == paths(under("Videos"))
q("How much space do all the videos take up?", "plain", answer(size(vids)))
p_3012 = q("CHEM3012 lec slides total size", "plain", answer(size(ext(under(f"{T3}/Lectures"), "pptx"))))
q("how big is the Pictures folder?", "plain", answer(size(under("Pictures"))))
medals = under(f"{G}/Medals")
p_medals = q(
    "Could you tell me please what is in my Medals folder? I think Bronwen put my army papers in there for safe "
    "keeping.",
    "plain",
    files(medals),
)
q("what's in my downloads folder", "plain", files(under("Downloads")))
q(
    "largest files in Samir/Research",
    "plain",
    files(biggest(under(f"{S}/Research"), 2)),
)
q("show me the most recently changed files", "plain", files([newest(vis)]))
q("What's in the Christmas Concert 2026 folder?", "plain", files(under(f"{CH}/Concerts/Christmas Concert 2026")))
vv_scores = under(f"{VV}/Scores")
p_vvscores = q("list the Valley Voices scores", "plain", files(vv_scores))
q(
    "Where have all my pension letters gone? There were the statements from BT and the ones from the government about "
    "the State Pension, I had them all in a folder once.",
    "plain",
    files(named(under(f"{G}/Pension"), "BT Pension") + named(under(f"{G}/Pension"), "State Pension")),
)
small_hidden(under(f"{S}/Teaching"), under(f"{S}/Teaching", visible=False))
q("how much space does my Teaching folder use", "plain", answer(size(under(f"{S}/Teaching"))))
charity_xlsx = ext(under(CY), "xlsx")
p_charity_xlsx = q("what spreadsheets are in the Charity folder?", "plain", files(charity_xlsx))
q("show the pdfs on the Desktop", "plain", files(ext(under("Desktop"), "pdf")))
q("how much room are the choir photos in Pictures taking?", "plain", answer(size(under("Pictures/Choir"))))
posters = named(under(f"{S}/Conferences"), "poster")
p_posters = q("list Samir's conference posters", "plain", files(posters))
q("what's the biggest pdf?", "plain", files(biggest(pdfs, 1)))
q(
    "How much space are my old family photographs using, the ones Bronwen scanned into the family history folder?",
    "plain",
    answer(size(under(f"{G}/Family history/Old photos"))),
)
q("what's in the Music folder", "plain", files(under("Music")))
small_hidden(under(CH), under(CH, visible=False))
q("how big is the Harbourside Singers folder altogether?", "plain", answer(size(under(CH))))
q("what word documents are in the EPSRC grant folder?", "plain", files(ext(under(EP), "docx")))
q("which files have I got for the carol service?", "plain", files(under(f"{VV}/Events/Carol service 2026")))
q("oldest file in Documents", "plain", files([oldest(under("Documents"))]))
q("what's in Li Wei's supervision folder", "plain", files(under(f"{S}/Supervision/Li Wei (PhD)")))
q("How much space do the Downloads take?", "plain", answer(size(under("Downloads"))))
p_dlbig = q("biggest files in the Downloads", "plain", files(biggest(under("Downloads"), 3)))
sheets = ext(under(f"{T2}/Problem sheets"), "pdf")
p_sheets = q("show me the problem sheets for CHEM2041", "plain", files(sheets))
q("what letters have come from the council?", "plain", files(under(f"{G}/Letters/Council")))
q("whats on the desktop", "plain", files(under("Desktop")))
q("how much space do Samir's lectures take up altogether?", "plain", answer(size(lectures)))
q("which spreadsheets has Samir got for marking?", "plain", files(ext(under(f"{S}/Teaching/Marking"), "xlsx")))
p_2041 = q("show me the CHEM2041 lectures", "plain", files(ext(under(f"{T2}/Lectures"), "pptx")))
p_pension = q("what's in Gwilym's Pension folder?", "plain", files(under(f"{G}/Pension")))
p_epsrc = q("what's in the EPSRC grant folder", "plain", files(under(EP)))
xmas_tracks = under(f"{CH}/Rehearsal tracks/Christmas 2026")
p_xmas_tracks = q("the Christmas 2026 rehearsal tracks", "plain", files(xmas_tracks))
p_gw_letters = q("Gwilym's letters", "plain", files(under(f"{G}/Letters")))
p_inst = q("the installers in Downloads", "plain", files(installers))
p_vid = q("videos", "plain", files(vids))

# =========================================================================================== named_file
lec5 = by_path[f"{T2}/Lectures/CHEM2041 Lecture 05.pptx"]
q("how big is CHEM2041 Lecture 05.pptx?", "named_file", answer(human(lec5.size)))
q("where's refs.bib", "named_file", answer("MOF catalysis"))
q(
    "when did I last change the spring concert programme?",
    "named_file",
    file(f"{CH}/Concerts/Spring Concert 2026/Spring concert programme 2026.docx"),
)
q("how big is the Ellis family tree.ged file", "named_file", answer(human(unique("Ellis family tree.ged").size)))
q("where did I put the seating plan?", "named_file", answer("Members"))
q("how large is Spring concert 2026 full.mp4", "named_file", answer(human(unique("Spring concert 2026 full.mp4").size)))
q("size of Case for support v3.docx", "named_file", answer(human(unique("Case for support v3.docx").size)))
q(
    "Where is the letter about my bus pass from the council? I can never find anything on this computer.",
    "named_file",
    file(f"{G}/Letters/Council/Council - bus pass renewal.pdf"),
)
q("how big is the ChemDraw installer?", "named_file", answer(human(unique("ChemDraw_23.1_Setup.exe").size)))
q(
    "when was Gift Aid claim 2025-26.xlsx last modified",
    "named_file",
    file(f"{CY}/Accounts/Gift Aid claim 2025-26.xlsx"),
)
q("where's the CHEM3012 exam 2026 mark scheme", "named_file", answer("Exams"))
q(
    "how big is Nain and Taid wedding 1938.jpg",
    "named_file",
    answer(human(unique("Nain and Taid wedding 1938.jpg").size)),
)
q(
    "I'd like to find my army service record please, where would it be? My grandson wants to see it.",
    "named_file",
    file(f"{G}/Medals/Army service record Gwilym Ellis.pdf"),
)
q("how big is main.pdf", "named_file", answer(human(unique("main.pdf").size)))
q("where's the Harbourside members list?", "named_file", file(f"{CH}/Members/Harbourside members 2026.xlsx"))
q("what size is Accounts 2025-26.xlsx", "named_file", answer(human(unique("Accounts 2025-26.xlsx").size)))
q(
    "when did I last touch the Operando IR draft v2",
    "named_file",
    file(f"{S}/Research/Papers/Operando IR/Operando IR draft v2.docx"),
)
q(
    "how big is the Lux Aurumque score pdf",
    "named_file",
    answer(human(unique("Whitacre - Lux Aurumque.pdf").size)),
)
q("where's the adjudicator's comments from the Eisteddfod?", "named_file", answer("Eisteddfod 2026"))
q(
    "how big is the 1921 census transcript",
    "named_file",
    answer(human(unique("1921 census Ellis household Llanfair.txt").size)),
)
q("where is ticket sales christmas 2026.xlsx", "named_file", answer("Christmas Concert 2026"))
q("size of poster EuropaCat 2026.pptx", "named_file", answer(human(unique("poster EuropaCat 2026.pptx").size)))
q("when did I save the DBS certificate", "named_file", file("Documents/Bronwen/DBS certificate 2025.pdf"))
q(
    "How big is the chapel records file, the one from Bethel? Bronwen says it is too big to send by email.",
    "named_file",
    answer(human(unique("chapel records Bethel Llanfair.pdf").size)),
)
q("where is the treasurer notes file", "named_file", answer("Charity"))
q("how big is the Haddad et al 2024 JACS pdf", "named_file", answer(human(unique("Haddad et al 2024 JACS.pdf").size)))
q("where's the Winter Fuel Payment letter", "named_file", answer("Pension"))

# =========================================================================================== dropped_words
tracks = ext(vis, "mp3")
altos = [e for e in tracks if e.name.endswith(" - Alto.mp3")]
p_altos = q(
    "can you find all the alto tracks?", "dropped_words", files(altos, absent=["Candlelight Carol - Soprano.mp3"])
)
rutter_scores = [e for e in vis if "/Scores/" in e.path and e.name.startswith("Rutter")]
assert len(rutter_scores) == 8
q("show me the Rutter scores", "dropped_words", files(rutter_scores, absent=["Gwahoddiad.pdf"]))
q(
    "poster rsc",
    "dropped_words",
    files(named(posters, "RSC"), absent=["poster EuropaCat 2026.pdf", "poster EuropaCat 2026.pptx"]),
)
exams25 = [unique("CHEM2041 exam 2025.docx"), unique("CHEM3012 exam 2025.docx")]
q("exm papers 2025", "dropped_words", files(exams25, absent=["CHEM3012 exam 2026.docx"]))
q(
    "which supervision notes mention NMR?",
    "dropped_words",
    files(
        [by_path[f"{S}/Supervision/Aisha Rahman (PhD)/meeting notes.md"], unique("project notes.md")],
    ),
)
q(
    "which supervision notes mention DFT",
    "dropped_words",
    answer("meeting notes.md", "Li Wei", absent=["project notes.md"]),
)
q(
    "Bronwen typed up the old census papers for me. Which one of them mentions the quarryman? That would be my "
    "mother's side, I believe.",
    "dropped_words",
    files([unique("1901 census Jones household Bala.txt")], absent=["1911 census Ellis household Llanfair.txt"]),
)
basses = [e for e in tracks if e.name.endswith(" - Bass.mp3")]
q("the bass tracks", "dropped_words", files(basses, absent=["Candlelight Carol - Tenor.mp3"]))
q(
    "I need the tenor track for Lux Aurumque",
    "dropped_words",
    files([unique("Lux Aurumque - Tenor.mp3")], absent=["Lux Aurumque - Alto.mp3", "Lux Aurumque - Bass.mp3"]),
)
shots = [e for e in vis if e.name.startswith("Screenshot")]
p_shots = q(
    "the screenshots",
    "dropped_words",
    files(shots, absent=["Christmas concert poster 2026.png", "fig3_tem.png", "toc_graphic.png"]),
)
q("figs for the paper", "dropped_words", files(under(f"{PA}/figs"), absent=["Christmas concert poster 2026.png"]))
q("my bib file", "dropped_words", file(f"{PA}/refs.bib"))
q("the EPSRC grant", "dropped_words", files(under(EP)))
q("the Faure score", "dropped_words", files(named(vis, "Fauré")))
q(
    "Where are my medal papers? The ones about the General Service Medal and my service in Aden.",
    "dropped_words",
    files(ext(medals, "pdf")),
)
q(
    "Calon Lan score",
    "dropped_words",
    files(
        [by_path[f"{CH}/Scores/Calon Lân.pdf"], by_path[f"{CH}/Scores/Calon Lân.musicxml"]], absent=["03 Calon Lân.mp3"]
    ),
)
trust_st = under(f"{CY}/Accounts/Bank statements")
q(
    "the trust's bank statements",
    "dropped_words",
    files(trust_st, absent=["HSBC - annual summary 2025.pdf", "HSBC - change to savings rate.pdf"]),
)
q(
    "Where are my letters from the bank? There are a few of them from the HSBC and the Nationwide I think.",
    "dropped_words",
    files(under(f"{G}/Letters/Bank"), absent=["Afon Arts Trust statement 2026-10.pdf"]),
)
q("AGM minutes", "dropped_words", files(named(vis, "AGM minutes"), absent=["Minutes 2026-11-11.docx"]))
mark_schemes = named(vis, "mark scheme")
p_marks = q("show me the mark schemes", "dropped_words", files(mark_schemes, absent=["CHEM3012 exam 2026.docx"]))
q(
    "Is the hearing aid letter on here somewhere? The one from the NHS, I have an appointment coming up.",
    "dropped_words",
    file(f"{G}/Letters/NHS - hearing aid appointment.pdf"),
)
q("the Eisteddfod stuff", "dropped_words", files(under(f"{VV}/Events/Eisteddfod 2026")))
consent = under(f"{CH}/Members/Consent forms")
p_consent = q("the consent forms", "dropped_words", files(consent))
q("Aisha's thesis plan", "dropped_words", file(f"{S}/Supervision/Aisha Rahman (PhD)/thesis plan.docx"))
q("Li Wei's first year report", "dropped_words", answer("first year report.docx", "Li Wei"))
q("grant applications for the charity", "dropped_words", files(under(f"{CY}/Grant applications")))
q(
    "the Christmas posters",
    "dropped_words",
    files(named(vis, "Christmas concert poster"), absent=["Spring concert poster 2026.pdf"]),
)
q(
    "Hallelujah Chorus tracks",
    "dropped_words",
    files(named(tracks, "Hallelujah Chorus")),
)
q(
    "Is there a picture of the old farm? Bronwen scanned some of the old photos for me, there was one of the farm at "
    "Llanfair.",
    "dropped_words",
    file(f"{G}/Family history/Old photos/Ellis farm Llanfair 1950s.tif"),
)
q("receipts for the trust", "dropped_words", files(under(f"{CY}/Accounts/Receipts")))
q("TGA data", "dropped_words", files(under(f"{S}/Research/Data/TGA")))
q("pxrd files", "dropped_words", files(under(f"{S}/Research/Data/PXRD")))
q(
    "where are the subs spreadsheets?",
    "dropped_words",
    files(named(ext(vis, "xlsx"), "subs"), absent=["Harbourside members 2026.xlsx", "Valley Voices members 2026.xlsx"]),
)
q(
    "Did the letter about the winter fuel money get saved? I'd like to know if it came.",
    "dropped_words",
    file(f"{G}/Pension/Winter Fuel Payment letter 2026.pdf"),
)
q(
    "full choir tracks",
    "dropped_words",
    files([e for e in tracks if e.name.endswith(" - Full choir.mp3")], absent=["Candlelight Carol - Alto.mp3"]),
)
q(
    "which census transcript mentions Tyddyn Bach",
    "dropped_words",
    files([unique("1921 census Ellis household Llanfair.txt")], absent=["1911 census Ellis household Llanfair.txt"]),
)
q(
    "photos from Dad's 80th",
    "dropped_words",
    files(under("Pictures/Gwilym 80th birthday")),
)
q("anything that mentions the piano?", "dropped_words", files([unique("treasurer notes.txt")]))

# =========================================================================================== filler_dates
nov19 = [e for e in vis if e.age == "11-19"]
assert len(nov19) == 3
assert not aged(vis, 4.0, 6.0) or all(e.age == "11-19" for e in aged(vis, 4.0, 6.0))
q("anything saved on Nov 19?", "filler_dates", files(nov19))
q(
    "samir here - what did I change on the 19th of November?",
    "filler_dates",
    files([e for e in nov19 if e.path.startswith(S + "/")]),
)
q(
    "Is there still a letter from the council that came in September? I think it was about something important.",
    "filler_dates",
    files(aged(under(f"{G}/Letters/Council"), OCT1, SEP1)),
)
q("markdown files", "filler_dates", files(ext(vis, "md")))
tex = ext(vis, "tex")
q(
    "any latex files changed in the last fortnight?",
    "filler_dates",
    files(aged(tex, 0, FORTNIGHT), absent=names(aged(tex, FORTNIGHT))),
)
old_xlsx = aged(ext(vis, "xlsx"), JAN26)
q(
    "which spreadsheets haven't I changed at all this year?",
    "filler_dates",
    files(old_xlsx, absent=[n for n in names(aged(ext(vis, "xlsx"), 0, JAN26)) if n not in names(old_xlsx)][:4]),
)
pdf_oct = aged(pdfs, NOV1, OCT1)
p_pdf_oct = q("pdfs from last month", "filler_dates", files(pdf_oct))
q(
    "word docs Samir edited in October",
    "filler_dates",
    files(aged(ext(under(S), "docx"), NOV1, OCT1), absent=["Case for support v1.docx"]),
)
q(
    "what pdfs did I download this month",
    "filler_dates",
    files(aged(ext(under("Downloads"), "pdf"), 0, NOV1), absent=["sheet music order - Banks Music.pdf"]),
)
q("excel files in Samir's folder", "filler_dates", files(ext(under(S), "xlsx")))
q(
    "powerpoints from 2025",
    "filler_dates",
    files(aged(ext(vis, "pptx"), JAN26, JAN25), absent=["CHEM2041 Lecture 08.pptx", "CHEM3012 Lecture 01.pptx"]),
)
q("jpegs older than 2 years", "filler_dates", files(aged(ext(vis, "jpg", "jpeg"), Y2)))
q("any .docx files modified since August?", "filler_dates", files(aged(ext(vis, "docx", "doc"), 0, AUG1)))
q("anything from the last 48 hours?", "filler_dates", files(aged(vis, 0, D2)))
q(
    "Has anything new come in for me in the last 30 days? Letters and such, I mean. I don't want to miss anything "
    "from the hospital.",
    "filler_dates",
    files(aged(under(G), 0, D30)),
)
q(
    "pdfs older than 2 years",
    "filler_dates",
    files(aged(pdfs, Y2), absent=["BT Pension annual statement 2025.pdf"]),
)
q(
    "have I still got any MusicXML files for Valley Voices?",
    "filler_dates",
    files(ext(under(VV), "musicxml"), absent=["Calon Lân.musicxml"]),
)
q("what mp3s are there from September?", "filler_dates", files(aged(tracks, OCT1, SEP1)))
q(
    "which of Gwilym's letters came since the start of October?",
    "filler_dates",
    files(aged(under(f"{G}/Letters"), 0, OCT1), absent=["Council - bus pass renewal.pdf"]),
)
q("spreadsheets from the past week", "filler_dates", files(aged(ext(vis, "xlsx"), 0, WEEK)))
q(
    "which of the charity files are from back in March?",
    "filler_dates",
    files(aged(under(CY), APR1, MAR1)),
)
q("the tif scans", "filler_dates", files(ext(vis, "tif", "tiff")))
q("whats the newest png", "filler_dates", files([newest(ext(vis, "png"))]))
q("any .xy files older than 3 months?", "filler_dates", files(aged(ext(vis, "xy"), M3)))
q(
    "anything I've done for the choirs since the 1st of November?",
    "filler_dates",
    files(aged(under("Choirs"), 0, NOV1)),
)
q("the jpgs from June last year", "filler_dates", files(aged(ext(vis, "jpg"), JUL25, JUN25)))

# =========================================================================================== filters
q(
    "duplicates in Downloads",
    "filters",
    files([e for e in dups if e.path.startswith("Downloads/")], absent=["Haddad et al 2024 JACS.pdf"]),
)
q(
    "duplicate pdfs",
    "filters",
    files(ext(dups, "pdf"), absent=["CHEM2041 Lecture 05 (1).pptx"]),
)
q(
    "duplicates bigger than 10 MB",
    "filters",
    files([e for e in dups if e.size > 10 * homes.MB], absent=names([e for e in dups if e.size < 10 * homes.MB])),
)
big_pdfs = [e for e in pdfs if e.size > 5 * homes.MB]
p_bigpdf = q("pdfs bigger than 5 MB", "filters", files(big_pdfs, absent=["Spring concert poster 2026.pdf"]))
q(
    "mp3s in Valley Voices older than a year",
    "filters",
    files(aged(ext(under(VV), "mp3"), YEAR), absent=["Deep River - Alto.mp3"]),
)
q(
    "pptx files over 50 MB",
    "filters",
    files([e for e in ext(vis, "pptx") if e.size > 50 * homes.MB], absent=["CHEM3012 Lecture 09.pptx"]),
)
q(
    "files in Downloads bigger than 500MB",
    "filters",
    files([e for e in under("Downloads") if e.size > 500 * homes.MB], absent=["Choir website backup 2024.zip"]),
)
q(
    "videos over 2 GB",
    "filters",
    files([e for e in vids if e.size > 2 * homes.GB], absent=["Gwilym 80th birthday party.mp4"]),
)
q(
    "are there any duplicates in Gwilym's folder?",
    "filters",
    files([e for e in dups if e.path.startswith(G + "/")], absent=["Rutter - Candlelight Carol (1).pdf"]),
)
small_xlsx = [e for e in ext(vis, "xlsx") if e.size < 30 * homes.KB]
q(
    "spreadsheets smaller than 30 KB",
    "filters",
    files(small_xlsx, absent=["Harbourside subs 2026-27.xlsx", "Accounts 2026-27.xlsx"]),
)
q("empty files", "filters", files([e for e in vis if e.size == 0]))
big_jpg = [e for e in ext(vis, "jpg") if e.size > 10 * homes.MB]
q("jpgs over 10 MB", "filters", files(big_jpg))
q(
    "pdfs in Gwilym's folder bigger than 1 MB",
    "filters",
    files([e for e in ext(under(G), "pdf") if e.size > homes.MB], absent=["General Service Medal - South Arabia.pdf"]),
)
q("biggest pdf in Gwilym's folder", "filters", files(biggest(ext(under(G), "pdf"))))
q(
    "docx files in the Charity folder from this year",
    "filters",
    files(aged(ext(under(CY), "docx"), 0, JAN26), absent=["AGM minutes 2025.docx", "Minutes 2025-11-12.docx"]),
)
q("mp4s older than a year", "filters", files(aged(vids, YEAR), absent=["Christmas concert 2025.mp4"]))
q(
    "duplicates in the Charity folder",
    "filters",
    files([e for e in dups if e.path.startswith(CY + "/")], absent=["HSBC letter scan.pdf"]),
)
q(
    "installers bigger than 100 MB",
    "filters",
    files([e for e in installers if e.size > 100 * homes.MB], absent=["Audacity-3.7.1-64bit.exe"]),
)
q(
    "pdfs in Samir's folder smaller than 100 KB",
    "filters",
    files(
        [e for e in ext(under(S), "pdf") if e.size < 100 * homes.KB], absent=["letter of support - Johnson Matthey.pdf"]
    ),
)
q(
    "musicxml files larger than 800 KB",
    "filters",
    files([e for e in ext(vis, "musicxml") if e.size > 800 * homes.KB], absent=["Gwahoddiad.musicxml"]),
)

# =========================================================================================== decline
q("what's in /etc?", "decline", decline())
q("show me the files on /mnt/labshare/instruments", "decline", decline())
q("Faint o le sydd ar ôl ar y cyfrifiadur?", "decline", decline())
q("Dangos y ffeiliau mwyaf i mi, os gwelwch yn dda", "decline", decline())
q(
    "is the Christmas concert programme any good? be honest",
    "decline",
    decline("Christmas concert programme 2026 draft.docx", "Christmas concert programme 2025.docx"),
)
q(
    "what does page 3 of Case for support v3.docx say",
    "decline",
    decline("Case for support v3.docx"),
)
q(
    "how many pages is the chapel records pdf?",
    "decline",
    decline("chapel records Bethel Llanfair.pdf"),
)
q("email the running order to the choir", "decline", decline("running order.docx"))
q("what's the weather going to be like for Saturday's concert?", "decline", decline())
q("show me what's in C:\\Users\\Samir\\Documents", "decline", decline())
q("how big is /usr/share/fonts", "decline", decline())
q("what's in my Google Drive?", "decline", decline())
bank_letters = under(f"{G}/Letters/Bank")
q(
    "Could you ring the bank for me about that letter? I don't understand what they want.",
    "decline",
    decline(*names(bank_letters), "HSBC letter scan.pdf"),
)
q(
    "translate the adjudicator's comments into English",
    "decline",
    decline("adjudicator's comments.pdf"),
)
q("which of Samir's students is doing best?", "decline", decline(*names(under(f"{S}/Supervision"))))
q("show me my photos on the USB stick, /media/bronwen/CHOIR", "decline", decline())
q(
    "how much did the trust spend on hall hire last year?",
    "decline",
    decline(
        *names(ext(under(f"{CY}/Accounts"), "xlsx")),
        *names(trust_st),
        "Afon Arts Trust statement 2026-10 (1).pdf",
        "receipt - hall hire St Augustine's.jpg",
    ),
)
q("what's the password for the choir website?", "decline", decline())
q("who wrote Calon Lân?", "decline", decline(*names(named(es, "Calon L"))))
q("open ../../etc/shadow", "decline", decline())
q(
    "how many members have paid their subs so far?",
    "decline",
    decline(*names(named(ext(vis, "xlsx"), "subs")), *names(named(ext(vis, "xlsx"), "members"))),
)

# =========================================================================================== actions
q("delete the empty file in Downloads", "actions", plan([by_path["Downloads/Untitled.txt"]]))
q("delete the .part file in Downloads", "actions", plan(ext(under("Downloads"), "part")))
q("delete all the installers in Downloads", "actions", plan(installers))
q("delete running order.docx", "actions", decline(*names(named(vis, "running order"))))
q("delete budget.xlsx", "actions", decline("budget.xlsx"))
dl = under("Downloads")
dl_cands = (
    installers + ext(dl, "part", "zip") + [e for e in dl if e.size == 0] + [e for e in dl if e.dup or "(1)" in e.name]
)
q("clean up my Downloads", "actions", proposal(dl_cands))
space_cands = (
    dl_cands
    + dups
    + [e for e in vis if e.size == 0]
    + [e for e in es if e.path.startswith((".cache/", ".texlive2026/")) or "/node_modules/" in e.path]
    + vids
)
q("help me free up some space", "actions", proposal(list({e.path: e for e in space_cands}.values())))
q(
    "move the alto tracks for the Christmas concert to the Desktop",
    "actions",
    plan([e for e in xmas_tracks if e.name.endswith(" - Alto.mp3")], or_decline=True),
)
q(
    "delete the aux and log files in my MOF paper build folder",
    "actions",
    plan(ext(under(f"{PA}/build"), "aux", "log")),
)
q("move /etc/hosts to Documents", "actions", decline())
q("delete everything in /usr/lib", "actions", decline())
q("delete lecture", "actions", decline(*names(named(vis, "lecture"))))
q(
    "rename CHEM2041 Lecture 09.pptx to CHEM2041 Lecture 09 old.pptx",
    "actions",
    plan([unique("CHEM2041 Lecture 09.pptx")]),
)
q(
    "copy 1911 census Ellis household Llanfair.txt to the Desktop",
    "actions",
    plan([unique("1911 census Ellis household Llanfair.txt")]),
)
q(
    "move the Valley Voices Rutter score pdf to the Desktop",
    "actions",
    plan([by_path[f"{VV}/Scores/Rutter - The Lord Bless You and Keep You.pdf"]], or_decline=True),
)
q(
    "delete the screenshots on the Desktop",
    "actions",
    plan([e for e in under("Desktop") if e.name.startswith("Screenshot")]),
)
q(
    "move all the pdfs in Downloads older than a year to Documents/Old downloads",
    "actions",
    plan(aged(ext(dl, "pdf"), YEAR)),
)
q("delete them", "actions", decline(*names(consent)), follows=p_consent)
q("delete all of them", "actions", plan(mark_schemes), follows=p_marks)
q(
    "trash the (1) copies in Downloads",
    "actions",
    plan([e for e in dl if "(1)" in e.name], or_decline=True),
)
q("delete the meeting notes", "actions", decline("meeting notes.md"))
q("delete HSBC letter scan.pdf", "actions", plan([unique("HSBC letter scan.pdf")]))
q(
    "Please could you throw away the bin collection letter from the council, it is out of date now.",
    "actions",
    plan([unique("Council - bin collection changes.pdf")], or_decline=True),
)
q(
    "move the Christmas concert 2025 video to Videos/Old concerts",
    "actions",
    plan([by_path["Videos/Christmas concert 2025.mp4"]], or_decline=True),
)

# =========================================================================================== followup
q("which one is the biggest?", "followup", files(biggest(ext(under(f"{T2}/Lectures"), "pptx"))), follows=p_2041)
q("only the pdfs", "followup", files(ext(vv_scores, "pdf")), follows=p_vvscores)
q(
    "which one came most recently?",
    "followup",
    files([newest(under(f"{G}/Pension"))]),
    follows=p_pension,
)
q("how much space do they take?", "followup", answer(size(medals)), follows=p_medals)
spring_photos = under("Pictures/Choir/Spring concert 2026")
p_spring = q("the spring concert photos", "plain", files(spring_photos))
q("how many are there?", "followup", count(len(spring_photos)), follows=p_spring)
minutes = under(f"{CY}/Minutes")
p_minutes = q("the charity minutes", "plain", files(minutes))
q(
    "just the ones from 2025",
    "followup",
    files(aged(minutes, JAN26, JAN25), absent=["AGM minutes 2026.docx"]),
    follows=p_minutes,
)
vv_altos = [e for e in altos if e.path.startswith(VV + "/")]
p_vvalto = q("Valley Voices alto tracks", "dropped_words", files(vv_altos))
q(
    "and the tenor ones?",
    "followup",
    files([e for e in tracks if e.path.startswith(VV + "/") and e.name.endswith(" - Tenor.mp3")]),
    follows=p_vvalto,
)
q("sort them by size", "followup", files(sheets), follows=p_sheets)
q("which is the oldest?", "followup", files([oldest(big_pdfs)]), follows=p_bigpdf)
q("only the word documents", "followup", files(ext(under(EP), "docx")), follows=p_epsrc)
q("how much space do they take?", "followup", answer(size(xmas_tracks)), follows=p_xmas_tracks)
q(
    "which ones came this month?",
    "followup",
    files(aged(under(f"{G}/Letters"), 0, NOV1), absent=["NHS - hearing aid appointment.pdf"]),
    follows=p_gw_letters,
)
q("which is the largest?", "followup", files(biggest(installers)), follows=p_inst)
q(
    "only the ones from October",
    "followup",
    files(aged(shots, NOV1, OCT1), absent=["Screenshot_20261104-1415.png"]),
    follows=p_shots,
)
q("just the pdf ones", "followup", files(ext(posters, "pdf")), follows=p_posters)
q("which did I change most recently?", "followup", files([newest(charity_xlsx)]), follows=p_charity_xlsx)
q(
    "only the ones in Gwilym's folder",
    "followup",
    files([e for e in pdf_oct if e.path.startswith(G + "/")]),
    follows=p_pdf_oct,
)
q(
    "only the Valley Voices ones",
    "followup",
    files(vv_altos, absent=["Candlelight Carol - Alto.mp3"]),
    follows=p_altos,
)
p_lecs = q("Samir's lecture slides", "plain", files(lectures))
q("how many are there?", "followup", count(len(lectures), len(lectures) + 1), follows=p_lecs)
q(
    "which ones are older than a year?",
    "followup",
    files(aged(vids, YEAR), absent=["Christmas concert 2025.mp4"]),
    follows=p_vid,
)
q("and how many are there?", "followup", count(len(ext(under(f"{T3}/Lectures"), "pptx"))), follows=p_3012)
q("which one is the biggest?", "followup", files(biggest(under("Downloads"))), follows=p_dlbig)

# =========================================================================================== counts
q("how many files do I have?", "counts", count(len(vis), len(es)))
q("how many files are in Samir's folder?", "counts", count(len(under(S)), len(under(S, visible=False))))
q(
    "how many scores are there for Harbourside?",
    "counts",
    count(len(under(f"{CH}/Scores")), len(under(f"{CH}/Scores")) // 2),
)
q("how many rehearsal tracks have we got?", "counts", count(len([e for e in tracks if "/Rehearsal tracks/" in e.path])))
q(
    "How many letters do I have in my Letters folder, roughly? I keep meaning to sort them out.",
    "counts",
    count(len(under(f"{G}/Letters"))),
)
q("how many lecture slides has Samir got?", "counts", count(len(lectures), len(lectures) + 1))
q("how many minutes documents are there for the charity?", "counts", count(len(minutes)))
q("number of files in downloads", "counts", count(len(under("Downloads"))))
q("how many photos are there from the spring concert?", "counts", count(len(spring_photos)))
small_hidden(vis, es)
q("how much space am I using altogether?", "counts", answer(size(vis)))
q("how many pdfs are there in total", "counts", count(len(pdfs), len(ext(es, "pdf"))))
q("how many mp3s are in the Music folder", "counts", count(len(ext(under("Music"), "mp3"))))


def main() -> None:
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    for d in Q:
        ex = d["expect"]
        if ex["kind"] in ("files", "plan", "proposal"):
            for p in ex.get("paths", ex.get("files", ex.get("candidates", []))):
                assert p in by_path, p
        if ex["kind"] == "files" and d.get("follows"):
            # a follow-up is judged on chat text: every expected name must be printed, so keep the lists short
            assert len(ex["paths"]) <= 12, d["id"]
    out = Path(__file__).parent / "heldout_z.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    c = Counter(d["class"] for d in Q)
    print(f"{len(Q)} questions -> {out.name}: " + ", ".join(f"{k} {v}" for k, v in c.items()))


if __name__ == "__main__":
    main()
