"""Writes heldout_af.jsonl: a held-out set AF, over the "landlord" home (homes_landlord.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout ask --help`, issue 11 and the harness (homes.py, homes_researcher.py and
homes_teacher.py as examples of a home, the docstring of questions.py for the expectation kinds, the docstring and
helpers at the top of questions_j.py, run_heldout.py). filescout was never run on these questions while they were
written, and no question or expectation was changed after seeing an answer. Every expectation is computed from the
generator's own list (sizes, dates, paths). Run:
    python bench/eval/questions_af.py     # rewrites bench/eval/heldout_af.jsonl
    python bench/eval/run_heldout.py --set heldout_af.jsonl

The home: Gerald and Margaret Whitfield, a retired couple in Harrogate. They let out two flats, each with its own
folder of the same shape (Lettings/Albert Road: the Kowalskis; Lettings/Cobden Street: Mr Doyle until 2025, then Miss
Brierley): tenancy agreements, inventories, gas safety certificates by year (the same names in both flats), EICR and
EPC, deposit protection, repair invoices, damage photos in one folder per date (exact copies of the phone's photos),
rent statements as .xlsx by year. Their own affairs: Finance (BT Pension Scheme and LGPS statements, tax returns by
tax year with rental income workbooks, monthly Nationwide statements), Household (council tax by year), a Caravan
(site fees, insurance, service, photos, notes), Medical (hospital letters by date, repeat prescriptions for each).
He restores vintage radios (one folder per set with a Photo log, Wiring diagrams as .pdf/.png, Parts orders, eBay
listings); she sings alto in a choir (Sheet music .pdf, Rehearsal recordings .mp3 by date, Concert programmes);
the grandchildren's (Lily's and Oscar's) drawings, scanned; Pictures/Phone backup (IMG_YYYYMMDD_HHMMSS.jpg, VID_
videos); Downloads with installers, exact copies of statements filed elsewhere, an unfinished download and an empty
file; Desktop clutter; hidden dotfiles, an office lock file and .cache thumbnails.

Voices: Gerald (gruff, terse, old-fashioned: "the wireless", "the Bush", "photograph", numbers as words), Margaret
(chatty, polite, long sentences with asides about the grandchildren, "the flat on Albert Road"), their son Tom
helping remotely (brisk, imperative, lowercase, "pls", typos), and the letting agent (Hartley & Lowe) writing a
formal request. Terse keyword queries, long rambling ones, typos, "my", relative dates, plural/singular.

Expectation kinds are the ones documented in questions.py (answer/file/files/count/plan/proposal/decline; "follows"
for a follow-up asked in `filescout chat` after the question it names). Date words, as of the day the set was
written (2026-11-24, a Tuesday, "asof"): "last 10 days" = 10 days, "last fortnight"/"past two weeks" = 14 days,
"past month"/"last 30 days" = 30 days, "this month" = November 2026, "last month"/"October" = October 2026, "since
September"/"since the first of September" = from 2026-09-01, "since August" = from 2026-08-01, "past 3 months" = 91
days, "older than 6 months" = 182 days, "this year"/"2026" = 2026, "older than a year" = 365 days, "last
year"/"2025" = 2025, "2024" = 2024, "Nov 19"/"the nineteenth of November" = 2026-11-19 (only month-day anchors are
dated that day; nothing else visible is within a few days of it), "the 6th of October" and "Christmas Day last year"
are those days (every visible file of those days is a phone photo or video named with that date, or a copy of one).
Words that depend on the clock time or the first day of the week ("today", "yesterday", "this week") are not used.
The generator keeps visible files clear of these boundaries (homes_landlord.BAD_WINDOWS). "Visible" files leave out
hidden files and noise folders (.cache, .config, .thunderbird, the .~lock file); where a question could fairly count
either way, both numbers are accepted. Sizes are decimal units with one decimal (homes.human). Photos are .jpg
files. A "date" of a file is its modification time (a bank statement for 2025-12 is dated January 2026; where that
matters both readings are accepted or the question is not asked). Actions are asked without confirmation: the
expectation is the exact plan (nothing may change on disk); or_decline only where a clarifying question is as right
as the plan (a name given in part). "delete them" after a list of several files must ask; "clean up"/"free up space"
is a proposal; a name that fits several files, a path outside the home or a system path is declined.
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
H = "landlord"
LA = "Lettings/Albert Road"
LC = "Lettings/Cobden Street"
PB = "Pictures/Phone backup/Camera"
RAD = "Radios"
CH = "Choir"

Q: list[dict] = []
_n = [0]


def q(text: str, cls: str, expect: dict, follows: str | None = None) -> str:
    _n[0] += 1
    id_ = f"AF{_n[0]:03d}"
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


# boundaries (ages in days as of 2026-11-24), each inside a window homes_landlord.BAD_WINDOWS keeps clear
D10, FORTNIGHT, D30, M3, M6, YEAR = 10.0, 14.0, 30.0, 91.0, 182.0, 365.0
NOV1, OCT1, SEP1, AUG1, JAN26, JAN25, JAN24 = 23.5, 54.5, 84.5, 115.5, 327.5, 692.5, 1058.5


def on_day(pool, iso: str):
    """Files whose modification time falls on that day (the home is written at noon on the writing day)."""
    import datetime as _dt

    now = _dt.datetime(2026, 11, 24, 12, 0)
    day = _dt.date.fromisoformat(iso)
    return [e for e in pool if (now - _dt.timedelta(days=age(e))).date() == day]


# ------------------------------------------------------------------------------------------ pools
jpg = ext(vis, "jpg", "jpeg")
phone = under("Pictures/Phone backup")
phone_jpg = ext(phone, "jpg")
vids = ext(vis, "mp4", "mov", "mkv")
radios = under(RAD)
choir = under(CH)
reh = under(f"{CH}/Rehearsal recordings")
sheet = under(f"{CH}/Sheet music")
progs = under(f"{CH}/Concert programmes")
lettings = under("Lettings")
letters = under("Medical/Hospital letters")
scripts = under("Medical/Repeat prescriptions")
drawings = under("Family/Grandchildren drawings")
dl = under("Downloads")
installers = ext(dl, "exe", "msi")
gas = named(lettings, "Gas safety certificate")
gas_la = named(under(LA), "Gas safety certificate")
gas_lc = named(under(LC), "Gas safety certificate")
statements = under("Finance/Bank statements")
nationwide = named(vis, "Nationwide statement")
caravan = under("Caravan")
parts = named(under(f"{RAD}/Parts orders"), "Parts order")
ebay = under(f"{RAD}/eBay listings")
diagrams = under(f"{RAD}/Wiring diagrams")
damage = [e for e in lettings if "/Damage photos/" in e.path]
dup_keys = Counter(e.dup for e in es if e.dup)
dl_copies = [e for e in dl if e.dup]
anchors = [e for e in vis if isinstance(e.age, str)]
assert len(anchors) == 2
assert not aged([e for e in vis if not isinstance(e.age, str)], 3.4, 7.8)

# ============================================================================================ plain
P_phone = q(
    "Good morning. Could you tell me how much room the phone backup is taking up? Tom says it's the photos that are "
    "filling the computer, though with Lily and Oscar about I must take a hundred a week!",
    "plain",
    answer(size(phone)),
)
P_radios = q("How big is the Radios folder.", "plain", answer(size(radios)))
q("biggest files on this machine pls", "plain", files(biggest(vis, 3)))
q("largest file in Choir", "plain", file(biggest(choir)[0].path))
q("Rehearsal recordings. Total size.", "plain", answer(size(reh)))
P_letters = q("Could you list the hospital letters for me, please?", "plain", files(letters))
q(
    "Dear Mr Whitfield, for our records, could you please confirm which gas safety certificates you hold for the "
    "Cobden Street property? Kind regards, Hartley & Lowe Lettings",
    "plain",
    files(gas_lc),
)
P_caravan = q("what's in the caravan folder?", "plain", files(caravan))
P_drawings = q("show me the grandchildren's drawings", "plain", files(drawings))
q("how much space does the sheet music take up", "plain", answer(size(sheet)))
q("what's the biggest video?", "plain", file(biggest(vids)[0].path))
q("size of dowloads folder", "plain", answer(size(dl)))
q("Lettings folder. How much room does it take.", "plain", answer(size(lettings)))
q(
    "Which is the oldest thing in the Lettings folder, do you know? I think it must be one of the old certificates "
    "from when we first bought Albert Road.",
    "plain",
    file(oldest(lettings).path),
)
q("most recent rehearsal recording", "plain", file(newest(reh).path))
P_parts = q("list the parts orders", "plain", files(parts))
P_progs = q("show me the concert programmes", "plain", files(progs))
q("how big is the Medical folder", "plain", answer(size(under("Medical"))))
q("biggest file in pictures pls", "plain", file(biggest(under("Pictures"))[0].path))
q(
    "which folders take up the most space?",
    "plain",
    answer(max(["Pictures", "Downloads"], key=lambda f: total(under(f)))),
)
assert total(under("Pictures")) > 1.1 * total(under("Downloads"))
P_ebay = q("eBay listings", "plain", files(ebay))
P_scripts = q("show the repeat perscriptions", "plain", files(scripts))
q("what's in the Wiring diagrams folder", "plain", files(diagrams))
q("list everything on the desktop", "plain", files(under("Desktop")))
q(
    "How much space are the caravan photos using? There's a lovely one of Lily and Oscar on the beach in there that "
    "I'd like to have printed for the hall.",
    "plain",
    answer(size(under("Caravan/Photos"))),
)
q("What's the largest PDF?", "plain", file(biggest(ext(vis, "pdf"))[0].path))
q("Show me the photo log for the Ekco.", "plain", files(under(f"{RAD}/Ekco A22/Photo log")))
q("what's in the Deposit folder for Albert Road", "plain", files(under(f"{LA}/Deposit")))
q(
    "Would you be able to show me the tax returns, please? Gerald does them every December but I do like to keep an "
    "eye on things.",
    "plain",
    files(named(under("Finance/Tax returns"), "Tax return")),
)
q("how big is the Finance folder", "plain", answer(size(under("Finance"))))
P_bank = q("list the bank statements", "plain", files(statements))
q("Largest photograph.", "plain", file(biggest(jpg)[0].path))
q("newest parts order", "plain", file(newest(parts).path))
q("how much space do the videos take", "plain", answer(size(vids)))
q("show me the Cobden Street repair invoices", "plain", files(under(f"{LC}/Repairs/Invoices")))

# ============================================================================================ named_file
q(
    "How big is the Bush DAC90A service sheet",
    "named_file",
    answer(human(by_path[f"{RAD}/Wiring diagrams/Bush DAC90A service sheet.pdf"].size)),
)
q(
    "When did I last change the Christmas concert 2026 programme? I'm sure I had a go at it after the run-through "
    "but Oscar was on my knee so I may not have saved it.",
    "named_file",
    file(f"{CH}/Concert programmes/Christmas concert 2026 programme - draft.docx"),
)
q("where is Mullard valve equivalents.pdf", "named_file", answer("Wiring diagrams"))
q(
    "Good afternoon Mr Whitfield. Could you please confirm where the deposit protection certificate for the Kowalski "
    "tenancy is held? With thanks, Hartley & Lowe",
    "named_file",
    file(f"{LA}/Deposit/Deposit protection certificate - Kowalski.pdf"),
)
q(
    "how big is Tenancy agreement - Brierley - September 2025.pdf",
    "named_file",
    answer(human(by_path[f"{LC}/Tenancy/Tenancy agreement - Brierley - September 2025.pdf"].size)),
)
q("where are the wills kept", "named_file", answer("Wills"))
q("Pye service sheet. When was it saved.", "named_file", file(f"{RAD}/Wiring diagrams/Pye P75 service sheet.pdf"))
q("how big is the KiCad installer", "named_file", answer(human(by_path["Downloads/KiCad-8.0.5-x86_64.exe"].size)))
q(
    "Is the Faure Requiem on the computer? We're doing it again in the spring and I can't find my paper copy "
    "anywhere, I have a horrible feeling Oscar has been drawing on it.",
    "named_file",
    file(f"{CH}/Sheet music/Faure - Requiem.pdf"),
)
q("when was the Damp Doctors quote saved", "named_file", file(f"{LC}/Repairs/Damp Doctors quote.pdf"))
q(
    "size of the inventory check-in for Miss Brierley",
    "named_file",
    answer(human(by_path[f"{LC}/Inventory/Inventory check-in - Brierley 2025.pdf"].size)),
)
q("where's the lasting power of attorney pls", "named_file", answer("Wills"))
q("Ruby wedding speech. When was it last touched?", "named_file", file("Family/Ruby wedding anniversary speech.docx"))
q(
    "how big is Tom's speech.mp4",
    "named_file",
    answer(human(by_path["Pictures/Ruby wedding party/Tom's speech.mp4"].size)),
)
q("where's the caravan notes file", "named_file", file("Caravan/caravan notes.txt"))
q(
    "how big is the EICR for Cobden Street",
    "named_file",
    answer(human(by_path[f"{LC}/Certificates/EICR electrical report 2025.pdf"].size)),
)
q(
    "What's the date on the cataract letter? I need to tell the physio when I was first told about the surgery, "
    "and my memory isn't what it was.",
    "named_file",
    file("Medical/Hospital letters/2026-05-19 Cataract surgery date - Margaret.pdf"),
)
q(
    "how big is the Messiah vocal score",
    "named_file",
    answer(human(by_path[f"{CH}/Sheet music/Handel - Messiah (Novello vocal score).pdf"].size)),
)
q(
    "Dear Mr and Mrs Whitfield, please could you confirm the date of the most recent EICR electrical report held for "
    "Albert Road? Yours sincerely, Hartley & Lowe Lettings",
    "named_file",
    file(f"{LA}/Certificates/EICR electrical report 2022.pdf"),
)
q(
    "The Roberts eBay listing. How big.",
    "named_file",
    answer(human(by_path[f"{RAD}/eBay listings/eBay listing - Roberts R200 (sold).pdf"].size)),
)
q("when was rental income 2026.xlsx last changed", "named_file", file("Lettings/rental income 2026.xlsx"))
q("Where is the Section 13 notice?", "named_file", answer("Albert Road"))
q(
    "how big is the Mozart Requiem pdf",
    "named_file",
    answer(human(by_path[f"{CH}/Sheet music/Mozart - Requiem (Barenreiter).pdf"].size)),
)
q(
    "Where did I put the members list for the choir? Jean has asked me to update everybody's phone numbers before "
    "the Christmas concert.",
    "named_file",
    file(f"{CH}/Members list 2026.xlsx"),
)
q("Murphy A146 listing. Where is it kept.", "named_file", answer("eBay listings"))

# ============================================================================================ dropped_words
q("how much space do the damage photos take up", "dropped_words", answer(size(damage)))
P_shots = q("show me my screenshots", "dropped_words", files(under("Pictures/Screenshots")))
P_bush = q(
    "Photographs of the Bush DAC90.",
    "dropped_words",
    files(under(f"{RAD}/Bush DAC90A/Photo log"), absent=names(under(f"{RAD}/Ekco A22/Photo log"))[:3]),
)
altos = named(reh, "altos")
q(
    "Could I have the rehearsal recordings for the altos, please? I'm an alto, you see, and I like to practise in the "
    "kitchen while the grandchildren are at school.",
    "dropped_words",
    files(altos, absent=["2026-10-20 Messiah - Hallelujah.mp3", "2026-11-03 O Holy Night - full.mp3"]),
)
P_messiah = q(
    "Messiah recordings",
    "dropped_words",
    files(named(reh, "Messiah"), absent=["Handel - Messiah (Novello vocal score).pdf"]),
)
P_inst = q("how much space do the installers in downloads take", "dropped_words", answer(size(installers)))
q(
    "damp photos for Cobden Street",
    "dropped_words",
    files(
        under(f"{LC}/Repairs/Damage photos/2026-10-06 damp in bathroom"),
        absent=names(under(f"{LA}/Repairs/Damage photos"))[:2],
    ),
)
q("photos from the ruby wedding", "dropped_words", files(ext(under("Pictures/Ruby wedding party"), "jpg")))
q(
    "Service sheets.",
    "dropped_words",
    files(named(diagrams, "service sheet"), absent=["Roberts R200 circuit diagram.pdf"]),
)
P_gas = q("gas safety certs pls", "dropped_words", files(gas))
q(
    "invoices from Hollis",
    "dropped_words",
    files(named(lettings, "Invoice", "Hollis"), absent=["Invoice - Heatwise boiler repair 2026-02-13.pdf"]),
)
q(
    "The Radio Spares orders.",
    "dropped_words",
    files(named(parts, "Radio Spares"), absent=["Parts order - Langrex UY41 rectifier 2026-10-29.pdf"]),
)
P_doyle = q("anything about Doyle", "dropped_words", files(named(vis, "Doyle")))
kowalski = [e for e in named(vis, "Kowalski") if "Kowalskis" not in e.name]
P_kow = q("Kowalski paperwork", "dropped_words", files(kowalski))
q(
    "margarets prescriptions",
    "dropped_words",
    files(named(scripts, "Margaret"), absent=names(named(scripts, "Gerald"))[:2]),
)
q(
    "Gerald's hospital letters",
    "dropped_words",
    files(named(letters, "Gerald"), absent=names(named(letters, "Margaret"))),
)
P_sa302 = q("SA302s", "dropped_words", files(named(vis, "SA302")))
q("how many Nationwide statements are there", "dropped_words", count(len(nationwide), len(statements)))
q(
    "How much room do the drawings take up? Lily does one every time she visits and I can barely keep up with "
    "scanning them!",
    "dropped_words",
    answer(size(drawings)),
)
q("how many VID files are in the phone backup", "dropped_words", count(len(named(phone, "VID_"))))
q(
    "Anything about valves.",
    "dropped_words",
    files(named(vis, "valve")),
)
q(
    "bakelite photos",
    "dropped_words",
    files(named(under(f"{RAD}/Ekco A22/Photo log"), "bakelite"), absent=["2025-10-06 as found.jpg"]),
)
q("The chassis photographs.", "dropped_words", files(named(radios, "chassis out")))
q(
    "Where are the pictures Oscar drew? He's four and terribly proud of his dinosaur, he made me promise to keep it "
    "safe.",
    "dropped_words",
    files(named(drawings, "Oscar"), absent=names(named(drawings, "Lily"))),
)
q("lilys drawings", "dropped_words", files(named(drawings, "Lily"), absent=names(named(drawings, "Oscar"))))
q(
    "Dear Mr Whitfield, we should be grateful if you could let us know which inventory reports you hold for both "
    "properties. Kind regards, Hartley & Lowe Lettings",
    "dropped_words",
    files(under(f"{LA}/Inventory") + under(f"{LC}/Inventory")),
)
q(
    "the radio magazine in downloads how big",
    "dropped_words",
    answer(human(by_path["Downloads/Radio Bygones magazine Oct 2026.pdf"].size)),
)
q("photos of the boiler leak", "dropped_words", files(under(f"{LA}/Repairs/Damage photos/2026-02-09 boiler leak")))
q("The Pye. Photographs of it.", "dropped_words", files(under(f"{RAD}/Pye P75/Photo log")))
P_tenancy = q("tenancy agreements", "dropped_words", files(named(vis, "Tenancy agreement")))
q(
    "Could you find me the concert programmes for Christmas, please? I want to see what we sang the last two years "
    "so we don't repeat ourselves.",
    "dropped_words",
    files(named(progs, "Christmas"), absent=names(named(progs, "Spring")) + names(named(progs, "Summer"))),
)
q(
    "anything to do with the damp at Cobden Street",
    "dropped_words",
    files(
        [*named(under(LC), "Damp Doctors"), by_path["Documents/Letters/letter to Miss Brierley - damp visit.docx"]],
        absent=["Invoice - Spotless Carpet Cleaning 2025-09-03.pdf"],
    ),
)
q("whats the learning track in downloads and how big", "dropped_words", answer("71.0 MB"))
assert human(by_path["Downloads/Messiah alto part learning track.mp3"].size) == "71.0 MB"
q(
    "the circuit diagrams for the wireless sets",
    "dropped_words",
    files(named(diagrams, "circuit diagram")),
)
q("how much space do the Albert Road photos take", "dropped_words", answer(size(ext(under(LA), "jpg"))))
q("the eBay photos of the Roberts", "dropped_words", files(named(under(f"{RAD}/Roberts R200/Photo log"), "eBay")))

# ============================================================================================ filler_dates
nov19 = q("what did I save on Nov 19", "filler_dates", files(anchors))
P_fortnight = q(
    "Is there anything I've changed in the last fortnight? I've been ever so busy what with the choir and the "
    "grandchildren staying over half-term.",
    "filler_dates",
    files(aged(vis, 0, FORTNIGHT)),
)
q("Anything new in Radios this month.", "filler_dates", files(aged(radios, 0, NOV1)))
q(
    "any files still in downlaods from last year",
    "filler_dates",
    files(aged(dl, JAN26, JAN25), absent=names(aged(dl, 0, JAN26))[:3]),
)
P_letters26 = q("hospital letters from this year", "filler_dates", files(aged(letters, 0, JAN26)))
P_dlsep = q("what have I downloaded since September", "filler_dates", files(aged(dl, 0, SEP1)))
q(
    "Which of the rehearsal recordings did I get in October? I missed one of them because Oscar had a temperature, "
    "poor lamb, so I want to catch up.",
    "filler_dates",
    files(aged(reh, NOV1, OCT1), absent=names(aged(reh, 0, NOV1))[:2]),
)
q("What was saved on the nineteenth of November?", "filler_dates", files(anchors))
q("what's changed in the choir folder in the past month", "filler_dates", files(aged(choir, 0, D30)))
q("Parts orders since August.", "filler_dates", files(aged(parts, 0, AUG1)))
P_old_letters = q("hospital letters older than a year", "filler_dates", files(aged(letters, YEAR)))
q(
    "I'm after the damage photos from last year, the ones from when Mr Doyle moved out of Cobden Street. There was a "
    "terrible stain on the carpet and we had words about the deposit.",
    "filler_dates",
    files(aged(damage, JAN26, JAN25)),
)
q(
    "Any photographs of the wireless sets since the first of September?",
    "filler_dates",
    files(aged(ext(radios, "jpg"), 0, SEP1), absent=names(aged(phone_jpg, 0, SEP1))[:3]),
)
P_10 = q("files from the last 10 days pls", "filler_dates", files(aged(vis, 0, D10)))
xmas = on_day(phone_jpg, "2025-12-25")
assert len(xmas) >= 3, [e.path for e in xmas]
q("have i got any photos from christmas day last year", "filler_dates", files(xmas))
q(
    "any invoices this year for albert road",
    "filler_dates",
    files(aged(named(under(LA), "Invoice"), 0, JAN26), absent=["Invoice - D Hollis Plumbing 2025-11-05.pdf"]),
)
q("screenshots from October", "filler_dates", files(aged(under("Pictures/Screenshots"), NOV1, OCT1)))
P_rent = q(
    "Rent statements. Which have changed this month.",
    "filler_dates",
    files(aged(named(lettings, "Rent statement"), 0, NOV1)),
)
q("files from 2024 in Lettings", "filler_dates", files(aged(lettings, JAN25, JAN24)))
oct6 = on_day(jpg, "2026-10-06")
assert len(oct6) == 9, [e.path for e in oct6]
q(
    "Could you show me the photos I took on the 6th of October? That was the day we went round to look at the damp "
    "at Cobden Street, and Miss Brierley was very apologetic about it all.",
    "filler_dates",
    files(oct6),
)
q("bank statements from the past 3 months", "filler_dates", files(aged(statements, 0, M3)))
q("has anything in Medical changed since August", "filler_dates", files(aged(under("Medical"), 0, AUG1)))
q(
    "Which pension statements are from this year? The LGPS one came in the summer I think, and Gerald's BT one.",
    "filler_dates",
    files(aged(named(under("Finance/Pensions"), "statement"), 0, JAN26)),
)
q("any sheet music added since the start of September?", "filler_dates", files(aged(sheet, 0, SEP1)))
q(
    "repeat prescriptions older than 6 months",
    "filler_dates",
    files(aged(scripts, M6), absent=names(aged(scripts, 0, M6))[:2]),
)

# ============================================================================================ filters
P_dldup = q("which files in downloads are duplicates of files elsewhere", "filters", files(dl_copies))
dmg_photo_copies = [e for e in phone_jpg if e.dup]
q("how much space do the duplicate photos waste", "filters", answer(size(dmg_photo_copies)))
dup_big = list({e.dup: e for e in vis if e.dup and e.size > 1 * 1000 * 1000}.values())  # one copy of each
dup_small_names = sorted({e.name for e in vis if e.dup and e.size <= 1 * 1000 * 1000})
q(
    "list duplicates bigger than 1 MB",
    "filters",
    files(dup_big, absent=dup_small_names),
)
big_pdf = [e for e in ext(vis, "pdf") if e.size > 5 * 1000 * 1000]
P_bigpdf = q("pdfs bigger than 5 MB", "filters", files(big_pdf))
q("mp3s over 50 MB", "filters", files([e for e in ext(vis, "mp3") if e.size > 50 * 1000 * 1000]))
q(
    "how many photos over 4 MB in the phone backup",
    "filters",
    count(len([e for e in phone_jpg if e.size > 4 * 1000 * 1000])),
)
q("xlsx files in Lettings", "filters", files(ext(lettings, "xlsx")))
q("png files in Radios", "filters", files(ext(radios, "png")))
q("word documents", "filters", files(ext(vis, "docx")))
q("spreadsheets in Finance", "filters", files(ext(under("Finance"), "xlsx")))
q("videos bigger than 300 MB", "filters", files([e for e in vids if e.size > 300 * 1000 * 1000]))
q(
    "files over 100 MB in Downloads",
    "filters",
    files([e for e in dl if e.size > 100 * 1000 * 1000], absent=["ZoomInstallerFull.exe"]),
)
q("empty files", "filters", files([e for e in vis if e.size == 0]))
q("mp4s older than a year", "filters", files(aged(ext(vis, "mp4"), YEAR)))
q("duplicates in Finance", "filters", files([e for e in under("Finance") if e.dup]))
q("jpgs in the Caravan folder", "filters", files(ext(caravan, "jpg")))
q("pdfs in Medical from 2025", "filters", files(aged(ext(under("Medical"), "pdf"), JAN26, JAN25)))
q("biggest pdf in Lettings", "filters", file(biggest(ext(lettings, "pdf"))[0].path))
q("smallest file in Choir", "filters", file(smallest(choir).path))
q("the 3 largest photos", "filters", files(biggest(jpg, 3)))
q("text files in Radios", "filters", files(ext(radios, "txt")))

# ============================================================================================ decline
q("how much space do my podcasts take", "decline", decline())
q("What's in /etc/fstab", "decline", decline())
q("how big is /var/log", "decline", decline())
q(
    "What does the tenancy agreement say about pets? Mrs Kowalski asked whether they could get a kitten for the "
    "children and I didn't like to say no without checking.",
    "decline",
    decline(*names(named(vis, "Tenancy"))),
)
q("¿Cuánto espacio ocupan mis fotos?", "decline", decline())
q(
    "What's on page four of the Bush service sheet.",
    "decline",
    decline("Bush DAC90A service sheet.pdf"),
)
q(
    "Dear Mr Whitfield, please could you confirm whether the tenants at Albert Road have paid the November rent in "
    "full? Kind regards, Hartley & Lowe Lettings",
    "decline",
    decline(*names(named(vis, "Rent statement")), "rental income 2026.xlsx", "Copy of rental income 2026.xlsx"),
)
q("what's in the OneDrive folder", "decline", decline())
q("how much room is my iCloud using", "decline", decline())
q(
    "Is the Messiah in a comfortable key for altos, do you think? Some of those high bits are a real stretch for me "
    "these days.",
    "decline",
    decline(*names(named(vis, "Messiah"))),
)
q("what's the total of the council tax bills", "decline", decline(*names(named(vis, "Council tax"))))
q("translate the caravan notes into Polish", "decline", decline("caravan notes.txt"))
q("Zeig mir die Rechnungen vom letzten Jahr", "decline", decline())
q("how much space does ~/Dropbox take", "decline", decline())
q("list the files in /home/tom", "decline", decline())
q(
    "Which of the grandchildren's drawings is the best one? Don't tell Oscar I asked!",
    "decline",
    decline(*names(drawings)),
)
q("what's the weather going to be like at Filey this weekend", "decline", decline(*names(named(vis, "Filey"))))
q("how many pages is the Messiah vocal score", "decline", decline("Handel - Messiah (Novello vocal score).pdf"))
q("show me the files on toms laptop", "decline", decline())
q("What do I owe the taxman this year.", "decline", decline(*names(under("Finance/Tax returns"))))

# ============================================================================================ actions
q(
    "delete the Zoom installer in downloads",
    "actions",
    plan([by_path["Downloads/ZoomInstallerFull.exe"]], or_decline=True),
)
q("delete Downloads/KiCad-8.0.5-x86_64.exe", "actions", plan([by_path["Downloads/KiCad-8.0.5-x86_64.exe"]]))
q(
    "move all the .exe files in Downloads to a folder called Installers",
    "actions",
    plan(ext(dl, "exe")),
)
q("delete Gas safety certificate 2024.pdf", "actions", decline("Gas safety certificate 2024.pdf"))
q("delete Untitled.txt", "actions", plan([by_path["Downloads/Untitled.txt"]]))
# what could go from Downloads: installers, the copies, the unfinished download, the empty file, and (a fair
# suggestion, as a large non-document) the learning track; never the documents that have no other copy
dl_cand = installers + dl_copies + named(dl, ".crdownload") + [e for e in dl if e.size == 0] + ext(dl, "mp3")
q("clean up my downloads", "actions", proposal(dl_cand))
free_cand = (
    [e for e in es if e.dup]
    + installers
    + named(dl, ".crdownload")
    + [e for e in vis if e.size == 0]
    + vids
    + ext(dl, "mp3")
    + [e for e in es if e.path.startswith(".cache/") or ".~lock." in e.name]
)
q("help me free up some space pls", "actions", proposal(free_cand))
q(
    "move the Kindle installer to the trash",
    "actions",
    plan([by_path["Downloads/Kindle for PC installer.exe"]], or_decline=True),
)
q("delete /etc/hosts", "actions", decline())
q("remove /usr/lib", "actions", decline())
q("delete radio", "actions", decline(*names(named(vis, "radio"))))
q(
    "rename scan0001.pdf on the desktop to council tax letter.pdf",
    "actions",
    plan([by_path["Desktop/scan0001.pdf"]]),
)
q(
    "Would you be a dear and move all of the grandchildren's drawings into a new folder called For the fridge on the "
    "Desktop? Lily would be thrilled to see them all together.",
    "actions",
    plan(drawings),
)
q("delete the empty files", "actions", plan([e for e in vis if e.size == 0]))
q("delete the duplicate copies in Downloads", "actions", plan(dl_copies))
q("delete the Ekco", "actions", decline(*names(named(vis, "Ekco") + under(f"{RAD}/Ekco A22"))))
q(
    "trash everything in Downloads older than a year",
    "actions",
    plan(aged(dl, YEAR)),
)
assert "Audacity-3.6.4-64bit.exe" not in names(aged(dl, YEAR))
q(
    "Copy the gas safety certificates for Albert Road to the Desktop.",
    "actions",
    plan(gas_la),
)
q(
    "Dear Mr Whitfield, please could you email us the EPC for Cobden Street at your earliest convenience.",
    "actions",
    decline("EPC certificate.pdf"),
)
q("delete Tom's speech.mp4", "actions", plan([by_path["Pictures/Ruby wedding party/Tom's speech.mp4"]]))
# follow-ups that act on a list
q("delete them", "actions", decline(*names(installers)), follows=P_inst)
q("delete all of them", "actions", plan(under("Pictures/Screenshots")), follows=P_shots)
q("move them to a folder called Old tenants", "actions", plan(named(vis, "Doyle")), follows=P_doyle)

# ============================================================================================ followup
q("which one is the biggest?", "followup", file(biggest(ebay)[0].path), follows=P_ebay)
q("only Margaret's", "followup", files(named(letters, "Margaret")), follows=P_letters)
q("how much space do they take?", "followup", answer(size(progs)), follows=P_progs)
q("just the ones from this year", "followup", files(aged(parts, 0, JAN26)), follows=P_parts)
q("Which is the biggest of those.", "followup", file(biggest(kowalski)[0].path), follows=P_kow)
q("and only the pdfs?", "followup", files(ext(aged(dl, 0, SEP1), "pdf")), follows=P_dlsep)
q("what about 2025?", "followup", files(aged(letters, JAN26, JAN25)), follows=P_letters26)
q("how many are Oscar's?", "followup", count(len(named(drawings, "Oscar"))), follows=P_drawings)
q("which is the newest?", "followup", file(newest(named(reh, "Messiah")).path), follows=P_messiah)
q("How many are there.", "followup", count(len(under(f"{RAD}/Bush DAC90A/Photo log"))), follows=P_bush)
q("just cobden street", "followup", files(gas_lc), follows=P_gas)
q("only the photos", "followup", files(ext(caravan, "jpg")), follows=P_caravan)
q("how many is that?", "followup", count(len(big_pdf)), follows=P_bigpdf)
q("Which is the oldest?", "followup", file(oldest(named(vis, "Tenancy agreement")).path), follows=P_tenancy)
q("how big are they altogether", "followup", answer(size(named(vis, "SA302"))), follows=P_sa302)
nw25 = aged(statements, JAN26, JAN25)
q(
    "how many of them are from 2025?",
    "followup",
    count(len(nw25), len(named(statements, "statement 2025-"))),
    follows=P_bank,
)
q("how big are they?", "followup", answer(size(anchors)), follows=nov19)
q(
    "what about the ones from last year?",
    "followup",
    files(aged(named(lettings, "Rent statement"), JAN26, JAN25)),
    follows=P_rent,
)
q("and the choir?", "followup", answer(size(choir)), follows=P_radios)
q("only photos", "followup", files(ext(aged(vis, 0, D10), "jpg")), follows=P_10)
q("And the biggest one?", "followup", file(biggest(letters)[0].path), follows=P_old_letters)

# ============================================================================================ counts
q("how many files do I have", "counts", count(len(vis), len(es)))
q("how much space do I use in total", "counts", answer(size(vis)))
assert abs(total(es) - total(vis)) < 0.01 * total(vis)
q("how many photos are in the phone backup", "counts", count(len(phone_jpg), len(phone)))
q("How many rehearsal recordings are there?", "counts", count(len(reh)))
q("how many sheet music pdfs have i got", "counts", count(len(sheet)))
q("how many hospital letters this year", "counts", count(len(aged(letters, 0, JAN26))))
q("how many files in Downloads", "counts", count(len(dl)))
q(
    "How many drawings have the grandchildren done for us? I do like to keep count, Lily asks every time.",
    "counts",
    count(len(drawings)),
)
q("How many bank statements.", "counts", count(len(statements), len(nationwide)))
q("how many files are in the Lettings folder", "counts", count(len(lettings), len(under("Lettings", visible=False))))
q("how many photographs in the Radios folder", "counts", count(len(ext(radios, "jpg"))))


def main() -> None:
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    assert len(Q) >= 200, len(Q)
    out = Path(__file__).parent / "heldout_af.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    c = Counter(d["class"] for d in Q)
    print(len(Q), "questions ->", out.name, dict(c))


if __name__ == "__main__":
    main()
