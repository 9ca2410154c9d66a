"""Writes heldout_d.jsonl: a fourth held-out set, over the "maker" home (homes_maker.py).

Written blind: without reading the router (src/filescout/agent/), its tests, the other question sets or their
results; only the README, `filescout --help`, issue 11 and the harness (homes.py, homes_office.py as an example of a
home, questions.py for the expectation kinds, run_heldout.py). The home's shape (3D printing, electronics, music
production, a family side) was never used to tune the router. Every expectation is computed from the generator's
own list, never by asking filescout, and no question or expectation was changed after seeing an answer. Run:
    python bench/eval/questions_d.py      # rewrites bench/eval/heldout_d.jsonl
    python bench/eval/run_heldout.py --set heldout_d.jsonl

Expectation kinds are the ones documented in questions.py. Date words: "last week" = the last 7 days, "in the last
2 days" = 48 hours, "past 3 days" = 72 hours, "this month" = November 2026, "this year" = 2026, "since October" =
from 2026-10-01, "Nov 17", "Oct 12th", "September" are resolved against the day the set was written (2026-11-23,
"asof"). The generator keeps visible files clear of these boundaries (homes_maker.BAD_WINDOWS).
"Visible" files leave out hidden files and noise folders (.git, node_modules, __pycache__, .venv, .cache); where a
question could fairly count either way, both numbers are accepted.
"""

from __future__ import annotations

import json
import re
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import homes
from homes import GB, MB, human

NOW = time.mktime((2026, 11, 23, 3, 0, 0, 0, 0, -1))  # the day the set was written
ASOF = "2026-11-23"
H = "maker"

Q: list[dict] = []


def q(id_: str, text: str, cls: str, expect: dict, follows: str | None = None) -> None:
    d = {"id": id_, "home": H, "q": text, "class": cls, "expect": expect}
    if follows:
        d["follows"] = follows
    Q.append(d)


es = homes.HOMES[H]()
vis = [e for e in es if not e.hidden_or_noise]
by_path = {e.path: e for e in es}


def under(prefix: str, visible: bool = True):
    pool = vis if visible else es
    return [e for e in pool if e.path.startswith(prefix.rstrip("/") + "/")]


def ext(pool, *exts):
    return [e for e in pool if e.name.lower().endswith(tuple("." + x.lower() for x in exts))]


def size(pool):
    return human(sum(e.size for e in pool))


def paths(pool):
    return [e.path for e in pool]


def names(pool):
    return [e.name for e in pool]


def age(e):
    return homes.age_days(e, NOW)


def one(path: str) -> str:
    assert path in by_path, path
    return path


def biggest(pool):
    return max(pool, key=lambda e: e.size)


def newest(pool):
    return min(pool, key=age)


def oldest(pool):
    return max(pool, key=age)


def files(pool, absent=()):
    d = {"kind": "files", "paths": paths(pool)}
    if absent:
        d["absent"] = list(absent)
    return d


def answer(*facts, absent=()):
    d = {"kind": "answer", "facts": list(facts)}
    if absent:
        d["absent"] = list(absent)
    return d


def count(n, *also):
    d = {"kind": "count", "n": n}
    also = [x for x in also if x != n]
    if also:
        d["also_ok"] = also
    return d


def file_(path):
    return {"kind": "file", "path": one(path)}


def plan(pool_or_paths, or_decline=False):
    ps = [p if isinstance(p, str) else p.path for p in pool_or_paths]
    for p in ps:
        one(p)
    d = {"kind": "plan", "files": sorted(ps)}
    if or_decline:
        d["or_decline"] = True
    return d


def decline(*allow):
    d = {"kind": "decline"}
    if allow:
        d["allow"] = list(allow)
    return d


def dated(d):
    d["asof"] = ASOF
    return d


VIDEO = ("mp4", "mov", "mkv")
PHOTO = ("jpg", "jpeg", "png", "heic", "cr2", "nef")
dl = under("Downloads")
vb = under("Projects/Voron 2.4 build")
receipts = under("Documents/Receipts")
manuals = under("Documents/Manuals")
screenshots = [e for e in vis if e.name.startswith("Screenshot ")]
stems = [e for e in vis if "/Stems/" in e.path]
flacs = ext(vis, "flac")
videos = ext(vis, *VIDEO)
hexes = ext(vis, "hex")
uf2s = ext(vis, "uf2")
empties = [e for e in vis if e.size == 0]
unfinished = [e for e in vis if e.name.endswith((".part", ".crdownload"))]
dup_groups: dict[str, list] = {}
for e in es:
    if e.dup:
        dup_groups.setdefault(e.dup, []).append(e)

# ============================================================================ plain
q("d001", "whats the biggest file i have", "plain", file_(biggest(vis).path))
q("d002", "how big is my Music folder?", "plain", answer(size(under("Music"))))
q("d003", "show me the 3 largest videos", "plain", files(sorted(videos, key=lambda e: -e.size)[:3]))
q("d004", "How much room does the Videos folder take up?", "plain", answer(size(under("Videos"))))
q("d005", "list the gcode files in the Voron 2.4 build folder", "plain", files(ext(vb, "gcode")))
q("d006", "what's in Documents/Manuals", "plain", files(manuals))
q("d007", "newest file in Downloads", "plain", file_(newest(dl).path))
q("d008", "what is the oldest file in Documents", "plain", file_(oldest(under("Documents")).path))
q("d009", "how many files are in Music/Samples?", "plain", count(len(under("Music/Samples"))))
q(
    "d010",
    "total size of the stems in Music/Production/Night Drive",
    "plain",
    answer(size(under("Music/Production/Night Drive/Stems"))),
)
q("d011", "which top-level folder in my home is the biggest?", "plain", answer("Videos", size(under("Videos"))))
q("d012", "list my .kicad_pcb files", "plain", files(ext(vis, "kicad_pcb")))
q("d013", "what's the most recently changed file under Projects", "plain", file_(newest(under("Projects")).path))
q("d014", "find the .hex firmware files", "plain", files(hexes))
big_music = biggest(under("Music"))  # one of three kick.wav files: the size tells which
q("d015", "largest file in my Music folder?", "plain", answer(big_music.name, human(big_music.size)))
q("d016", "how big is Downloads", "plain", answer(size(dl)))
q("d017", "list everything on my desktop", "plain", files(under("Desktop")))
q(
    "d018",
    "what are the 5 biggest files in Projects",
    "plain",
    files(sorted(under("Projects"), key=lambda e: -e.size)[:5]),
)

# ============================================================================ named_file
q("d019", "how big is 3DBenchy.stl", "named_file", answer(human(by_path["Projects/Prints/3DBenchy.stl"].size)))
q("d020", "where's my passport scan?", "named_file", file_("Documents/ID/passport scan.pdf"))
q("d021", "when did i last edit printer.cfg", "named_file", file_("Projects/Voron 2.4 build/config/printer.cfg"))
q(
    "d022",
    "size of the Ableton Live 12 manual",
    "named_file",
    answer(human(by_path["Documents/Manuals/Ableton Live 12 manual.pdf"].size)),
)
q(
    "d023",
    "How large is voronoi lamp shade.stl?",
    "named_file",
    answer(human(by_path["Projects/Lamp shade & base/voronoi lamp shade.stl"].size)),
)
q("d024", "where is Café menu.pdf", "named_file", file_("Documents/Family/Café menu.pdf"))
q(
    "d025",
    "find my car insurance policy 2026-27",
    "named_file",
    file_("Documents/Car/car insurance policy 2026-27.pdf"),
)
q(
    "d026",
    "how big is senor frogs (final).flac",
    "named_file",
    answer(human(by_path["Downloads/Señor Frog's (final).flac"].size)),
)
q(
    "d027",
    "when was plant_watering.ino last modified?",
    "named_file",
    file_("Projects/plant-watering/plant_watering.ino"),
)
q("d028", "where is BOM.csv", "named_file", file_("Projects/Voron 2.4 build/BOM.csv"))
q(
    "d029",
    "how big is the Night Drive v1 rough mix",
    "named_file",
    answer(human(by_path["Music/Production/Night Drive/Night Drive v1 rough mix.wav"].size)),
)
q(
    "d030",
    "find Receipt_DigiKey_2026-11-18.pdf",
    "named_file",
    file_("Documents/Receipts/Receipt_DigiKey_2026-11-18.pdf"),
)
q("d031", "wheres the tenancy agreement", "named_file", file_("Documents/Home/tenancy agreement 2025.pdf"))
q(
    "d032",
    "how big is the Kontakt 8 Factory Library download",
    "named_file",
    answer(human(by_path["Downloads/Kontakt 8 Factory Library.zip.crdownload"].size)),
)
q(
    "d033",
    "size of Mila first bike ride.mov?",
    "named_file",
    answer(human(by_path["Videos/Mila first bike ride.mov"].size)),
)
q(
    "d034",
    "where did I put the Rigol DS1054Z user guide",
    "named_file",
    file_("Documents/Manuals/Rigol DS1054Z user guide.pdf"),
)
q(
    "d035",
    "how big is midi-controller.kicad_pcb",
    "named_file",
    answer(human(by_path["Projects/synth-midi-controller/hardware/midi-controller.kicad_pcb"].size)),
)
q(
    "d036",
    "is there a file called wedding speech draft",
    "named_file",
    file_("Documents/Family/wedding speech draft.docx"),
)

# ============================================================================ dropped_words
q("d037", "how much space do my timelapses take", "dropped_words", answer(size(under("Videos/Timelapses"))))
q(
    "d038",
    "how many screenshots have i got",
    "dropped_words",
    count(len(screenshots), len(under("Pictures/Screenshots"))),
)
q("d039", "list my receipts", "dropped_words", files(receipts))
q("d040", "how much disk do all my stems use?", "dropped_words", answer(size(stems)))
q("d041", "show me my manuals", "dropped_words", files(manuals))
q("d042", "how big are the drum samples", "dropped_words", answer(size(under("Music/Samples/Drums"))))
q(
    "d043",
    "list the firmware releases",
    "dropped_words",
    files([e for e in vis if "/firmware/releases/" in e.path]),
)
q("d044", "how big is my phone folder", "dropped_words", answer(size(under("Pictures/Phone"))))
q("d045", "how many music releases do i have", "dropped_words", count(len(under("Music/Releases"))))
q("d046", "size of my samples folder", "dropped_words", answer(size(under("Music/Samples"))))
q("d047", "show me the gerber zips", "dropped_words", files([e for e in vis if "gerbers" in e.name]))
q("d048", "list my client invoices", "dropped_words", files(under("Documents/Freelance/Invoices")))
q("d049", "how many STLs are there for the voron", "dropped_words", count(len(ext(vb, "stl"))))
q("d050", "how many photos of prints do i have", "dropped_words", count(len(under("Pictures/Prints"))))
q("d051", "list my datasheets", "dropped_words", files([e for e in vis if e.name.startswith("datasheet_")]))
tl_2026 = [e for e in under("Videos/Timelapses") if age(e) < 326]
q(
    "d052",
    "show me the timelapse videos from this year",
    "dropped_words",
    dated(files(tl_2026, absent=["benchy timelapse.mp4"])),
)
q(
    "d053",
    "how much space do Mila's birthday photos take up",
    "dropped_words",
    answer(size(under("Pictures/Camera/2026-08 Mila's 4th birthday"))),
)
q(
    "d054",
    "midi files for night drive?",
    "dropped_words",
    files(ext(under("Music/Production/Night Drive"), "mid")),
)

# ============================================================================ filler_dates
nov17 = [e for e in vis if e.age == "11-17"]
q("d055", "what did I save on Nov 17", "filler_dates", dated(files(nov17)))
q("d056", "which flac files do i still have", "filler_dates", files(flacs))
q("d057", "list the markdown files", "filler_dates", files(ext(vis, "md")))
q("d058", "show any spreadsheets", "filler_dates", files(ext(vis, "xlsx", "xls", "ods")))
sept_pics = [e for e in ext(under("Pictures"), *PHOTO) if 55 < age(e) < 82]
q("d059", "how many pictures did I take in September", "filler_dates", dated(count(len(sept_pics))))
q(
    "d060",
    "what did i download last week?",
    "filler_dates",
    files([e for e in dl if age(e) < 7], absent=["Bambu Lab P1S quick start.pdf"]),
)
q(
    "d061",
    "receipts from october",
    "filler_dates",
    dated(
        files(
            [e for e in receipts if "2026-10-" in e.name],
            absent=["Receipt_DigiKey_2025-10-09.pdf", "Receipt_DigiKey_2026-11-18.pdf"],
        )
    ),
)
q(
    "d062",
    "any gcode from the last week?",
    "filler_dates",
    files([e for e in ext(vis, "gcode") if age(e) < 7], absent=["skirts_ABS_0.2mm_9h02m.gcode"]),
)
q("d063", "stuff i changed in the last 2 days", "filler_dates", files([e for e in vis if age(e) < 2]))
q(
    "d064",
    "which files mention Kestrel in their text",
    "filler_dates",
    files([by_path["Documents/Freelance/invoices 2026.csv"], by_path["Documents/Notes/todo.md"]]),
)
q("d065", "files that mention LUFS", "filler_dates", file_("Music/Production/Night Drive/mix notes.md"))
q(
    "d066",
    "any files that mentions galaxy black?",
    "filler_dates",
    files([by_path["Documents/Notes/filament inventory.csv"], by_path["Desktop/todo.txt"]]),
)
q("d067", "show the .uf2s", "filler_dates", files(uf2s))
q(
    "d068",
    "how many wav files have I changed since October?",
    "filler_dates",
    dated(count(len([e for e in ext(vis, "wav") if age(e) < 53]))),
)
pdf_nov = [e for e in ext(vis, "pdf") if age(e) < 22.5]
q("d069", "pdfs i got this month", "filler_dates", dated(files(pdf_nov)))
q(
    "d070",
    "how many jpegs from 2024 do I have",
    "filler_dates",
    dated(count(len([e for e in ext(vis, "jpg", "jpeg") if 691.3 < age(e) < 1057]))),
)
q(
    "d071",
    "did i save anything on october 12th?",
    "filler_dates",
    dated(files([e for e in vis if isinstance(e.age, float) and 42 < e.age < 42.5])),
)
q(
    "d072",
    "what did I download on Nov 5",
    "filler_dates",
    dated(files([e for e in dl if 18 < age(e) < 18.5])),
)

# ============================================================================ filters
big_dups = [g for g in dup_groups.values() if g[0].size > 10 * MB]
small_dups = [g for g in dup_groups.values() if g[0].size <= 10 * MB]
assert {g[0].dup for g in big_dups} == {"benchy", "prusa", "senor", "kick", "booth"}, [g[0].dup for g in big_dups]
q(
    "d073",
    "duplicates bigger than 10 MB",
    "filters",
    answer(
        "3DBenchy.stl",
        "Prusa MK4 manual.pdf",
        "kick",
        "DSC_4417",
        absent=["IMG_5133", "plant-watering-gerbers", "P1S quick start"],
    ),
)
q(
    "d074",
    "any duplicate photos?",
    "filters",
    answer("IMG_5133", "DSC_4417", absent=["3DBenchy", "Prusa MK4 manual", "kick (printed)"]),
)
q(
    "d075",
    "duplicates in my Downloads",
    "filters",
    answer(
        "Prusa MK4 manual.pdf",
        "3DBenchy.stl",
        "IMG_5133",
        "plant-watering-gerbers",
        "P1S quick start",
        absent=["DSC_4417.NEF", "maker faire booth.NEF", "Night Drive kick (printed).wav"],
    ),
)
q("d076", "files over 1 GB in Downloads", "filters", files([e for e in dl if e.size > 1 * GB]))
q("d077", "pdfs bigger than 5 MB", "filters", files([e for e in ext(vis, "pdf") if e.size > 5 * MB]))
q("d078", "empty files", "filters", files(empties))
q("d079", "wav files over 100 MB", "filters", files([e for e in ext(vis, "wav") if e.size > 100 * MB]))
q(
    "d080",
    "screenshots older than a year",
    "filters",
    files([e for e in screenshots if age(e) > 365], absent=["Screenshot 2026-01-09"]),
)
q(
    "d081",
    "how many jpgs in Pictures/Phone are bigger than 4 MB",
    "filters",
    count(len([e for e in ext(under("Pictures/Phone"), "jpg") if e.size > 4 * MB])),
)
q("d082", "how many of my photos are RAW files (cr2 or nef)?", "filters", count(len(ext(vis, "cr2", "nef"))))
q("d083", "gcode files bigger than 20MB", "filters", files([e for e in ext(vis, "gcode") if e.size > 20 * MB]))
q(
    "d084",
    "how many stl files did I modify this year",
    "filters",
    dated(count(len([e for e in ext(vis, "stl") if age(e) < 326]))),
)
q("d085", "videos older than 6 months", "filters", files([e for e in videos if age(e) > 183]))
installers = [e for e in dl if e.name.endswith((".exe", ".dmg", ".deb", ".msi", ".pkg", ".AppImage"))]
q("d086", "how many installers are in Downloads", "filters", count(len(installers), len(installers) - 1))
q("d087", "show unfinished downloads", "filters", files(unfinished))
q("d088", "largest pdf in Documents", "filters", file_(biggest(ext(under("Documents"), "pdf")).path))
q(
    "d089",
    "duplicates of anything in Music",
    "filters",
    answer("kick", "Señor Frog", absent=["3DBenchy", "IMG_5133", "Prusa MK4 manual"]),
)
q(
    "d090",
    "files between 100 MB and 500 MB in Downloads",
    "filters",
    files([e for e in dl if 100 * MB < e.size < 500 * MB]),
)

# ============================================================================ decline
q("d091", "how much space does my Google Drive use", "decline", decline())
q("d092", "what's in /var/log", "decline", decline())
q("d093", "how many pages is the Ableton Live 12 manual", "decline", decline("Ableton Live 12 manual.pdf"))
q("d094", "what's the resonant frequency of my voron frame", "decline", decline(*names(vb)))
q("d095", "how much space do my podcasts take up?", "decline", decline("todo.txt"))
q("d096", "show me photos of my cat", "decline", decline())
q("d097", "what's the weather going to be like in Leeds tomorrow", "decline", decline())
q("d098", "translate Café menu.pdf into english", "decline", decline("Café menu.pdf"))
q("d099", "how many files are in ~/OneDrive", "decline", decline())
q("d100", "¿cuántas fotos tengo en el móvil?", "decline", decline())
q("d101", "what's my passport number", "decline", decline("passport scan.pdf"))
q(
    "d102",
    "summarise the Kestrel Robotics contract for me",
    "decline",
    decline("Contract Kestrel Robotics.pdf"),
)
q("d103", "how big is my Steam library", "decline", decline())
q("d104", "list what's in C:\\Windows\\System32", "decline", decline())
q(
    "d105",
    "is my Night Drive mix any good?",
    "decline",
    decline(*names(under("Music/Production/Night Drive"))),
)
q(
    "d106",
    "how long is the voron first print timelapse in minutes",
    "decline",
    decline("voron first print timelapse.mp4"),
)
q("d107", "which of my songs is the best one", "decline", decline(*names(under("Music"))))

# ============================================================================ actions
q("d108", "delete Untitled (3).txt", "actions", plan(["Downloads/Untitled (3).txt"]))
q("d109", "trash the .part and .crdownload files", "actions", plan(unfinished))
q("d110", "delete all the .dmg files in Downloads", "actions", plan(ext(dl, "dmg")))
q("d111", "rename BOM.csv to voron-bom.csv", "actions", plan(["Projects/Voron 2.4 build/BOM.csv"]))
q("d112", "move Café menu.pdf to Documents/Family/Old", "actions", plan(["Documents/Family/Café menu.pdf"]))
manual_like = [e.name for e in vis if any(w in e.name.lower() for w in ("manual", "guide", "quick start"))]
q("d113", "delete the manual", "actions", decline(*manual_like))
q("d114", "delete 3DBenchy.stl", "actions", decline("3DBenchy.stl"))
q("d115", "delete /etc/passwd", "actions", decline())
cleanup_cands = sorted(
    set(
        paths(dl)
        + [e.path for g in dup_groups.values() for e in g]
        + [e.path for e in es if set(e.path.split("/")) & {".cache", "__pycache__", "node_modules", ".venv"}]
        + paths(videos)
    )
)
q("d116", "clean up my downloads folder", "actions", {"kind": "proposal", "candidates": paths(dl)})
shots_2025 = [e for e in screenshots if "Screenshot 2025-" in e.name]
q("d117", "delete the screenshots from 2025", "actions", plan(shots_2025))
q(
    "d118",
    "move all my timelapses to /media/usb-backup",
    "actions",
    decline(*names(under("Videos/Timelapses"))),
)
q("d119", "delete the empty files", "actions", plan(empties))
q(
    "d120",
    "move the .hex files into Projects/plant-watering/firmware/old",
    "actions",
    plan(hexes),
)
q("d121", "delete lamp", "actions", decline(*[e.name for e in vis if re.search(r"\blamp\b", e.name.lower())]))
q(
    "d122",
    "get rid of Kontakt 8 Factory Library.zip.crdownload",
    "actions",
    plan(["Downloads/Kontakt 8 Factory Library.zip.crdownload"], or_decline=True),
)
q("d123", "delete everything in Videos/Raw", "actions", plan(under("Videos/Raw")))
q("d124", "help me free up some space", "actions", {"kind": "proposal", "candidates": cleanup_cands})
shot_1122 = next(e for e in screenshots if e.name.startswith("Screenshot 2026-11-22"))
q("d125", f'rename "{shot_1122.name}" to cad-bug.png', "actions", plan([shot_1122.path]))

# ============================================================================ followup
q("d126", "which one is the biggest?", "followup", file_(biggest(ext(vb, "gcode")).path), follows="d005")
q(
    "d127",
    "only the ones from 2026",
    "followup",
    dated(
        files([e for e in receipts if "_2026-" in e.name], absent=[e.name for e in receipts if "_2026-" not in e.name])
    ),
    follows="d039",
)
q("d128", "and which is the oldest one?", "followup", file_(oldest(under("Videos/Timelapses")).path), follows="d037")
q(
    "d129",
    "how much space do they take in total?",
    "followup",
    answer(size([e for e in dl if e.size > 1 * GB])),
    follows="d076",
)
q("d130", "delete all of them", "followup", plan([e for e in dl if age(e) < 7]), follows="d060")
q("d131", "which is the smallest", "followup", file_(min(hexes, key=lambda e: e.size).path), follows="d014")
mp4s = ext(vis, "mp4")
q(
    "d132",
    "what about just the mp4s?",
    "followup",
    files(sorted(mp4s, key=lambda e: -e.size)[:3], absent=names(ext(vis, "mov"))[:4]),
    follows="d003",
)
q("d133", "delete all of them", "followup", plan(empties), follows="d078")
q(
    "d134",
    "only the ones from the synth project",
    "followup",
    files(uf2s, absent=names(hexes)),
    follows="d043",
)
q("d135", "how much space do they use", "followup", answer(size(flacs)), follows="d056")
q("d136", "which is the biggest one", "followup", file_(biggest(unfinished).path), follows="d087")
q("d137", "how many are there", "followup", count(len(manuals)), follows="d006")
q("d138", "delete the oldest one", "followup", plan([oldest(uf2s)]), follows="d067")
q(
    "d139",
    "what about older than a year?",
    "followup",
    files([e for e in videos if age(e) > 365], absent=[e.name for e in videos if age(e) < 365]),
    follows="d085",
)
q(
    "d140",
    "which ones are from Kestrel?",
    "followup",
    files(
        [e for e in under("Documents/Freelance/Invoices") if "Kestrel" in e.name],
        absent=[e.name for e in under("Documents/Freelance/Invoices") if "Kestrel" not in e.name],
    ),
    follows="d048",
)
q("d141", "delete it", "followup", decline(*names(under("Desktop"))), follows="d017")
big_pdfs_dl = [e for e in ext(dl, "pdf") if e.size > 5 * MB]
q(
    "d142",
    "and only in Downloads?",
    "followup",
    files(big_pdfs_dl, absent=["Rigol DS1054Z user guide.pdf", "Ableton Live 12 manual.pdf"]),
    follows="d077",
)
q("d143", "and Documents?", "followup", answer(size(under("Documents"))), follows="d016")

# ============================================================================ counts
q(
    "d144",
    "how many files do I have",
    "counts",
    count(len(vis), len(es)),
)
q("d145", "how much space am I using in total?", "counts", answer(size(vis)))
q("d146", "how many pdfs are there", "counts", count(len(ext(vis, "pdf")), len(ext(es, "pdf"))))
q(
    "d147",
    "how many files are inside node_modules",
    "counts",
    count(len([e for e in es if "/node_modules/" in e.path])),
)
q(
    "d148",
    "how many files in Projects, counting hidden ones and .git",
    "counts",
    count(len(under("Projects", visible=False))),
)
q("d149", "number of photos in Pictures/Camera", "counts", count(len(under("Pictures/Camera"))))
q("d150", "how many stems have I got in total", "counts", count(len(stems)))
q("d151", "count the .stl files", "counts", count(len(ext(vis, "stl"))))
q("d152", "how many files in Downloads?", "counts", count(len(dl)))
q("d153", "how many wav files do i have", "counts", count(len(ext(vis, "wav"))))
q(
    "d154",
    "how many files are in .git folders",
    "counts",
    count(len([e for e in es if "/.git/" in e.path])),
)
q("d155", "how many files are in my Music folder", "counts", count(len(under("Music"))))
q(
    "d156",
    "how many receipts from DigiKey",
    "counts",
    count(len([e for e in receipts if "DigiKey" in e.name])),
)
q(
    "d157",
    "how many files have I modified in the last 30 days",
    "counts",
    count(len([e for e in vis if age(e) < 30]), len([e for e in es if age(e) < 30])),
)
dot_hidden = [e for e in es if any(p.startswith(".") for p in e.path.split("/"))]
q(
    "d158",
    "how many hidden files are there",
    "counts",
    count(len(dot_hidden), len([e for e in es if e.hidden_or_noise])),
)
q("d159", "how many MIDI files", "counts", count(len(ext(vis, "mid"))))
q(
    "d160",
    "how many screenshots are from 2026",
    "counts",
    dated(
        count(
            len([e for e in screenshots if "Screenshot 2026-" in e.name]),
            len([e for e in under("Pictures/Screenshots") if "Screenshot 2026-" in e.name]),
        )
    ),
)


def _sanity() -> None:
    """Every expectation is non-trivial and refers to files of the home."""
    for d in Q:
        ex = d["expect"]
        k = ex["kind"]
        if k == "files":
            assert ex["paths"], d["id"]
            for p in ex["paths"]:
                one(p)
        elif k == "plan":
            assert ex["files"], d["id"]
        elif k == "count":
            assert ex["n"] > 0, d["id"]
        elif k == "proposal":
            assert ex["candidates"], d["id"]
        if d.get("follows"):
            assert any(x["id"] == d["follows"] for x in Q), d["id"]


if __name__ == "__main__":
    _sanity()
    out = Path(__file__).with_name("heldout_d.jsonl")
    ids = [d["id"] for d in Q]
    assert len(ids) == len(set(ids))
    with open(out, "w", encoding="utf-8") as fh:
        for d in Q:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(len(Q), "questions", dict(Counter(d["class"] for d in Q)))
