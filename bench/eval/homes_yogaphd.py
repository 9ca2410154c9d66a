"""A generated home for the held-out set AE (heldout_ae.jsonl): a couple sharing one home folder. Isla Moreno teaches
yoga in two studios (Sunhouse Yoga and The Mill Studio); her partner Kai Whitfield is a PhD student in marine biology
(harbour porpoise acoustics in the Moray Firth, supervised by Prof. Sarah Baird).

Shape: Yoga/ (class plans by class: "Tuesday Flow" and "Saturday Slow Flow" as .docx, "Thursday Yin" as .md notes
whose text can be searched, "Sunday Restorative" as .pdf, each plan named "<class date> <theme>"; timetables of both
studios by term; student waivers as PDFs per studio, one student with a waiver in both; monthly invoices to each studio
"INV-0NN <studio> <Mon YYYY>.pdf", an invoice tracker and template; playlists as folders of .mp3 with .m3u8 lists;
Teacher training/ with a Certificates folder, the training manual and notes; a winter solstice workshop; her accounts),
PhD/ (the thesis in LaTeX with chapters "chN_*.tex", figures, build output and a .git; Word drafts of chapters for the
supervisor "chN_*_vN.docx"; Field seasons/2024, 2025, 2026 each with data/*.csv, scripts/*.R named the same in every
season, acoustics/ SoundTrap recordings "ST6012_YYYYMMDD_HHMM.wav" and field notes; Papers/ named by author and year
"Smith2019.pdf" (two Smiths, two Thompsons, an accent: Dähne2013) with a "to read" folder; Posters/ (.pdf and .pptx);
Supervisor meetings/ dated .md notes with searchable text; Admin/), Household/ (Tenancy, Bills: energy and broadband
by month, council tax, water; Car: logbook, insurance, MOT, service), Photos/ by trip ("2024-10 Bali yoga retreat",
"2025-08 Isle of Skye", "2025-12 Christmas in Seville", "2026-04 Lisbon", "2026-07 Orkney fieldwork", phone names
IMG_YYYYMMDD_HHMMSS, a few .HEIC and .mp4), Documents (CVs, passport scans), Downloads (duplicate papers with "(1)" or
the same name, installers .dmg/.pkg, zips, an unfinished .crdownload, an empty file, copies of a bill, a timetable and
the blank waiver), Desktop clutter, hidden dotfiles, .ssh, .cache, .Rhistory, .Rproj.user.

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day the set was written). Visible files avoid
the ages that sit on a date boundary of set AE's questions (BAD_WINDOWS, checked by `_check_yogaphd`); the files dated
Nov 18 are month-day anchors ("11-18"), and nothing else visible is dated within a day of it.
"""

from __future__ import annotations

import datetime as _dt
import random
import re

HOMES: dict = {}  # filled at the end; defined first so that `python homes.py` (which imports this module) works

from homes import KB, MB, Entry, T, _check  # noqa: E402

GB = 1000 * MB
TODAY = _dt.date(2026, 11, 24)
ANCHOR = "11-18"  # Wednesday 18 November 2026, midday: 6.0 days before the writing day's noon


def ago(iso: str) -> float:
    """Age in days of a file dated `iso` (YYYY-MM-DD): six hours before this clock time on that day."""
    return (TODAY - _dt.date.fromisoformat(iso)).days + 0.25


def iso_of(age: float) -> _dt.date:
    return TODAY - _dt.timedelta(days=int(age))


def _days_to(iso: str) -> int:
    return (TODAY - _dt.date.fromisoformat(iso)).days


# Date boundaries of set AE's questions (ages in days as of 2026-11-24); visible files keep clear of them.
ROLLING = [3, 7, 14, 30, 91, 182, 365, 730]
CALENDAR = [
    "2026-11-01",
    "2026-10-01",
    "2026-09-01",
    "2026-08-01",
    "2026-07-01",
    "2026-01-01",
    "2025-08-01",
    "2025-07-01",
    "2025-01-01",
    "2024-01-01",
]
BAD_WINDOWS = [(n - 0.5, n + 0.7) for n in ROLLING if n < 100] + [(n - 4, n + 6) for n in ROLLING if n >= 100]
BAD_WINDOWS += [(_days_to(d) - 1.0, _days_to(d) + 2.0) for d in CALENDAR]
BAD_WINDOWS += [(4.6, 7.8)]  # Nov 18 (a named day, only its anchors) and the 7-day boundary


def _bad(age: float) -> bool:
    return any(lo <= age < hi for lo, hi in BAD_WINDOWS)


def _clear(age: float) -> float:
    while _bad(age):
        age += 1.0
    return age


def at(iso: str, frac: float = 0.25) -> float:
    """The age of a file dated `iso` whose date is part of its name: it must already be clear of the boundaries."""
    age = (TODAY - _dt.date.fromisoformat(iso)).days + frac
    assert not _bad(age), (iso, age)
    return age


def _dated(age: float, r: random.Random) -> float:
    """An age moved clear of the boundaries whose time of day (01:00-11:00 at the writing time, noon) keeps the date
    iso_of(age)."""
    age = _clear(int(age) + 0.05 + r.random() * 0.4)
    return age


YOGA = "Yoga"
CP = "Yoga/Class plans"
PHD = "PhD"
FS = "PhD/Field seasons"
HH = "Household"

STUDENTS = [
    "Aisha Rahman",
    "Ben Cartwright",
    "Callum Fraser",
    "Chloe Dunbar",
    "Daniel Okoro",
    "Eilidh MacLeod",
    "Emma Sinclair",
    "Fiona Grant",
    "Grace Liu",
    "Hamish Reid",
    "Ines Almeida",
    "Jack Morrison",
    "Joanna Nowak",
    "Katie Stewart",
    "Lewis Paterson",
    "Lucía Fernández",
    "Mairi Campbell",
    "Mark Henderson",
    "Niamh O'Connor",
    "Olivia Brown",
    "Priya Shah",
    "Rachel Kerr",
    "Ross Mackenzie",
    "Sofia Rossi",
    "Tom Gallagher",
    "Zoë Baxter",
]

PAPERS = [
    "Au1993",
    "Benjamins2017",
    "Booth2013",
    "Brandt2011",
    "Carlstrom2012",
    "Cheney2013",
    "Dähne2013",
    "Erbe2016",
    "Gillespie2008",
    "Graham2017",
    "Graham2019",
    "Hammond2013",
    "Hammond2021",
    "Hastie2019",
    "Heiler2016",
    "Jacobson2017",
    "Kastelein2013",
    "Koschinski2003",
    "Madsen2006",
    "Merchant2014",
    "Merchant2016",
    "Nuuttila2017",
    "Pirotta2014",
    "Pirotta2018",
    "Roberts2016",
    "Smith2019",
    "Smith2021",
    "Southall2019",
    "Sveegaard2011",
    "Thompson2010",
    "Thompson2013",
    "Todd2009",
    "Tougaard2009",
    "Tougaard2015",
    "Verfuss2007",
    "Williams2015",
    "Williamson2016",
    "Wilson2020",
    "Wisniewska2016",
    "Wisniewska2018",
]


def yogaphd() -> list[Entry]:
    r = random.Random(3131)
    E: list[Entry] = []
    a = E.append

    # ================================================================== Yoga: class plans
    tue = [
        ("2026-09-08", "grounding back to routine"),
        ("2026-09-15", "hip openers"),
        ("2026-09-22", "equinox balance"),
        ("2026-09-29", "twists and detox"),
        ("2026-10-06", "side body"),
        ("2026-10-13", "arm balances - crow"),
        ("2026-10-20", "backbends - camel"),
        ("2026-10-27", "halloween flow"),
        ("2026-11-03", "core and breath"),
        ("2026-11-10", "heart openers"),
        ("2026-11-17", "hamstrings and forward folds"),
        ("2026-11-24", "gratitude flow"),
    ]
    for d, theme in tue:
        written = _dt.date.fromisoformat(d) - _dt.timedelta(days=2)
        a(Entry(f"{CP}/Tuesday Flow/{d} {theme}.docx", r.randint(18 * KB, 64 * KB), _clear(ago(written.isoformat()))))
    a(Entry(f"{CP}/Tuesday Flow/playlist order tuesday.txt", 1_240, _clear(40.3)))
    yin = [
        ("2026-09-10", "liver and gallbladder meridians", "dragon, dragonfly, twisted root"),
        ("2026-09-17", "letting go", "butterfly, sphinx, seal, child's pose"),
        ("2026-09-24", "autumn lungs", "melting heart, banana, supported fish"),
        ("2026-10-01", "hips", "sleeping swan (pigeon), square pose, shoelace"),
        ("2026-10-08", "spine", "caterpillar, saddle, snail"),
        ("2026-10-15", "kidney meridian", "butterfly, dragonfly, caterpillar"),
        ("2026-10-22", "rest and digest", "supported bridge, legs up the wall"),
        ("2026-10-29", "shoulders", "melting heart, eagle arms, thread the needle"),
        ("2026-11-05", "bonfire night - warmth", "dragon, sleeping swan (pigeon), reclined twist"),
        ("2026-11-12", "stillness", "butterfly, seal, supported fish"),
        ("2026-11-19", "gratitude", "shoelace, dragonfly, legs up the wall"),
    ]
    for d, theme, poses in yin:
        written = _dt.date.fromisoformat(d) - _dt.timedelta(days=1)
        age = ANCHOR if written == _dt.date(2026, 11, 18) else _clear(ago(written.isoformat()))
        text = (
            f"# Thursday Yin - {d} - {theme}\n\nThe Mill Studio, 19:30, 75 min.\n\n"
            f"Poses: {poses}.\nHold 3-5 min each. Close with savasana and a short yoga nidra.\n"
        )
        a(T(f"{CP}/Thursday Yin/{d} {theme}.md", age, text))
    sat = [
        ("2026-09-12", "slow flow - new season"),
        ("2026-09-26", "slow flow - shoulders"),
        ("2026-10-10", "slow flow - sun salutation variations"),
        ("2026-10-24", "slow flow - balance"),
        ("2026-11-07", "slow flow - hips and low back"),
        ("2026-11-21", "slow flow - winter warmth"),
    ]
    for d, theme in sat:
        written = _dt.date.fromisoformat(d) - _dt.timedelta(days=1)
        a(
            Entry(
                f"{CP}/Saturday Slow Flow/{d} {theme}.docx",
                r.randint(18 * KB, 64 * KB),
                _clear(ago(written.isoformat())),
            )
        )
    sun = [
        ("2026-09-20", "restorative - bolsters and blankets"),
        ("2026-10-04", "restorative - sleep"),
        ("2026-10-18", "restorative - anxiety"),
        ("2026-11-01", "restorative - samhain"),
        ("2026-11-15", "restorative - deep rest"),
    ]
    for d, theme in sun:
        written = _dt.date.fromisoformat(d) - _dt.timedelta(days=2)
        a(
            Entry(
                f"{CP}/Sunday Restorative/{d} {theme}.pdf",
                r.randint(110 * KB, 420 * KB),
                _clear(ago(written.isoformat())),
            )
        )
    a(Entry(f"{CP}/sequence library.xlsx", 96 * KB, _clear(ago("2026-11-09"))))
    a(Entry(f"{CP}/pose cueing cheat sheet.pdf", 740 * KB, ago("2025-11-10")))
    for i, theme in enumerate(("sun salutations basics", "beginners hips", "gentle back care", "yin intro")):
        a(Entry(f"{CP}/Archive 2025/{theme}.docx", r.randint(20 * KB, 60 * KB), _clear(ago("2025-10-20") + i * 61.3)))

    # ================================================================== Yoga: timetables
    TT = f"{YOGA}/Timetables"
    for n, d, s in [
        ("Sunhouse timetable Spring 2026.pdf", "2026-01-05", 420 * KB),
        ("Sunhouse timetable Autumn 2026.pdf", "2026-08-25", 455 * KB),
        ("The Mill timetable Spring 2026.pdf", "2026-01-08", 310 * KB),
        ("The Mill timetable Autumn 2026.pdf", "2026-08-28", 330 * KB),
        ("The Mill timetable Winter 2026-27 DRAFT.pdf", "2026-11-20", 298 * KB),
        ("my weekly teaching schedule.xlsx", "2026-09-02", 24 * KB),
        ("holiday cover rota Dec 2026.xlsx", "2026-11-12", 18 * KB),
    ]:
        a(Entry(f"{TT}/{n}", s, _clear(ago(d)), dup="sunautumn" if n.startswith("Sunhouse timetable Autumn") else None))

    # ================================================================== Yoga: waivers (PDF per student per studio)
    WV = f"{YOGA}/Waivers"
    sun_students = [*STUDENTS[:14], "Priya Shah"]  # Priya Shah has a waiver at both studios
    mill_students = STUDENTS[14:]
    for studio, people in (("Sunhouse", sun_students), ("The Mill", mill_students)):
        for p in dict.fromkeys(people):
            age = _clear(30.4 + r.random() * 420)
            a(Entry(f"{WV}/{studio}/Waiver - {p}.pdf", r.randint(90 * KB, 380 * KB), age))
    a(Entry(f"{WV}/Student waiver form (blank).pdf", 118 * KB, ago("2025-08-14"), dup="waiverblank"))
    a(Entry(f"{WV}/health questionnaire template.docx", 31 * KB, ago("2025-08-14")))

    # ================================================================== Yoga: invoices to the studios
    IV = f"{YOGA}/Invoices"
    num = 40
    months = [(2025, m) for m in range(9, 13)] + [(2026, m) for m in range(1, 11)]
    for y, m in months:
        for studio, rate in (("Sunhouse Yoga", 52), ("The Mill Studio", 45)):
            num += 1
            ny, nm = (y, m + 1) if m < 12 else (y + 1, 1)
            issued = _dt.date(ny, nm, 3)
            mon = _dt.date(y, m, 1).strftime("%b")
            a(
                Entry(
                    f"{IV}/{studio}/INV-{num:03d} {studio} {mon} {y}.pdf",
                    r.randint(58 * KB, 96 * KB),
                    at(issued.isoformat(), 0.2 + rate / 1000),
                )
            )
    a(Entry(f"{IV}/invoice tracker 2026.xlsx", 27 * KB, _clear(ago("2026-11-03") - 0.1)))
    a(Entry(f"{IV}/invoice template.docx", 22 * KB, ago("2025-09-28")))
    a(Entry(f"{IV}/Private clients/INV-P07 Morag Wilson private sessions Oct 2026.pdf", 61 * KB, at("2026-11-04")))
    a(Entry(f"{IV}/Private clients/INV-P06 Morag Wilson private sessions Sep 2026.pdf", 60 * KB, at("2026-10-05")))

    # ================================================================== Yoga: playlists
    PL = f"{YOGA}/Playlists"
    lists = {
        "Yin evening": [
            "Nils Frahm - Says",
            "Ólafur Arnalds - Saman",
            "Ludovico Einaudi - Nuvole Bianche",
            "Hania Rani - Eden",
            "Max Richter - On the Nature of Daylight",
            "Brian Eno - An Ending (Ascent)",
            "Kiasmos - Blurred EP",
            "Sigur Rós - Starálfur",
        ],
        "Vinyasa energy": [
            "Bonobo - Kerala",
            "Khruangbin - Maria También",
            "Tycho - Awake",
            "Nightmares on Wax - You Wish",
            "Thievery Corporation - Lebanese Blonde",
            "Emancipator - Soon It Will Be Cold Enough",
            "Parra for Cuva - Wicked Games",
            "RÜFÜS DU SOL - Innerbloom",
            "Moby - Porcelain",
            "Bonobo - Cirrus",
        ],
        "Savasana": [
            "Deva Premal - Gayatri Mantra",
            "Snatam Kaur - Ong Namo",
            "Jon Hopkins - Abandon Window",
            "Stars of the Lid - Requiem for Dying Mothers",
        ],
    }
    for pl, tracks in lists.items():
        made = _clear(ago("2025-10-12") + r.random() * 200)
        for i, t in enumerate(tracks, 1):
            a(Entry(f"{PL}/{pl}/{i:02d} {t}.mp3", r.randint(5 * MB, 16 * MB), made))
        a(T(f"{PL}/{pl}.m3u8", made, "#EXTM3U\n" + "".join(f"{pl}/{i:02d} {t}.mp3\n" for i, t in enumerate(tracks, 1))))

    # ================================================================== Yoga: teacher training, workshop, accounts
    TR = f"{YOGA}/Teacher training"
    for n, d, s in [
        ("200hr YTT certificate - Isla Moreno.pdf", "2022-06-18", 1_400 * KB),
        ("Yin Yoga 50hr certificate.pdf", "2023-10-02", 980 * KB),
        ("Pregnancy yoga 85hr certificate.pdf", "2025-04-27", 1_150 * KB),
        ("Yoga Alliance RYT-200 registration.pdf", "2022-07-05", 210 * KB),
        ("First aid at work certificate 2026.pdf", "2026-03-14", 260 * KB),
        ("Public liability insurance 2026-27.pdf", "2026-04-30", 540 * KB),
    ]:
        a(Entry(f"{TR}/Certificates/{n}", s, ago(d)))
    a(Entry(f"{TR}/YTT manual - Rishikesh 2022.pdf", 46 * MB, ago("2022-05-02")))
    a(Entry(f"{TR}/anatomy notes.docx", 310 * KB, ago("2022-05-30")))
    a(Entry(f"{TR}/yin meridians chart.png", 2_300 * KB, ago("2023-09-21")))
    a(Entry(f"{TR}/CPD log 2026.xlsx", 19 * KB, _clear(ago("2026-10-11"))))
    WS = f"{YOGA}/Workshops/Winter Solstice 2026"
    a(Entry(f"{WS}/solstice workshop poster.png", 3_800 * KB, _clear(ago("2026-11-02") + 0.1)))
    a(Entry(f"{WS}/solstice workshop plan.docx", 52 * KB, _clear(ago("2026-11-16"))))
    a(Entry(f"{WS}/sign-up sheet.xlsx", 16 * KB, 1.4))
    a(Entry(f"{YOGA}/Workshops/Spring equinox 2026/equinox workshop poster.png", 3_500 * KB, ago("2026-03-02")))
    a(Entry(f"{YOGA}/Workshops/Spring equinox 2026/equinox workshop plan.docx", 47 * KB, ago("2026-03-09")))
    a(Entry(f"{YOGA}/Accounts/yoga income and expenses 2025-26.xlsx", 64 * KB, _clear(ago("2026-11-04"))))
    a(Entry(f"{YOGA}/Accounts/Self assessment 2024-25 - Isla.pdf", 480 * KB, ago("2025-12-18")))
    a(Entry(f"{YOGA}/Accounts/mileage log 2026.xlsx", 21 * KB, _clear(ago("2026-10-30"))))

    # ================================================================== PhD: thesis (LaTeX), Word drafts
    TH = f"{PHD}/Thesis"
    a(
        T(
            f"{TH}/main.tex",
            _clear(3.4),
            "\\documentclass[12pt]{report}\n\\title{Harbour porpoise echolocation and vessel noise in the Moray "
            "Firth}\n\\author{Kai Whitfield}\n\\begin{document}\n\\include{chapters/ch1_introduction}\n"
            "\\end{document}\n",
        )
    )
    chapters = [
        ("ch1_introduction", 140.3),
        ("ch2_study_area", 96.3),
        ("ch3_methods", 3.9),
        ("ch4_detections", 10.3),
        ("ch5_vessel_noise", 18.3),
        ("ch6_discussion", 240.3),
    ]
    for c, age in chapters:
        a(Entry(f"{TH}/chapters/{c}.tex", r.randint(40 * KB, 160 * KB), _clear(age)))
    a(Entry(f"{TH}/thesis.bib", 388 * KB, _clear(8.3)))
    figs = [
        "fig_study_area_map",
        "fig_cpod_deployments",
        "fig_detection_rate_by_hour",
        "fig_vessel_noise_spectra",
        "fig_gam_partial_effects",
        "fig_click_train_example",
    ]
    for i, f in enumerate(figs):
        age = _clear(9.3 + i * 11.7)
        a(Entry(f"{TH}/figures/{f}.pdf", r.randint(90 * KB, 2_100 * KB), age))
        a(Entry(f"{TH}/figures/{f}.png", r.randint(300 * KB, 3_200 * KB), age))
    for ext_, s in (("aux", 52 * KB), ("log", 290 * KB), ("toc", 8 * KB), ("bbl", 96 * KB), ("synctex.gz", 760 * KB)):
        a(Entry(f"{TH}/build/main.{ext_}", s, _clear(3.4)))
    a(Entry(f"{TH}/build/main.pdf", 14_800 * KB, _clear(3.4)))
    WD = f"{TH}/Word drafts for Sarah"
    for n, d in [
        ("ch2_study_area_v2.docx", "2026-06-03"),
        ("ch2_study_area_v3_SB.docx", "2026-06-17"),
        ("ch3_methods_v3.docx", "2026-10-13"),
        ("ch3_methods_v4_SB.docx", "2026-11-10"),
        ("ch4_detections_v1.docx", "2026-11-13"),
    ]:
        a(Entry(f"{WD}/{n}", r.randint(180 * KB, 1_400 * KB), _clear(ago(d))))
    a(Entry(f"{PHD}/thesis timeline.xlsx", 22 * KB, _clear(ago("2026-09-30"))))

    # ================================================================== PhD: field seasons
    seasons = {
        2024: ("2024-05-20", "2024-09-10"),
        2025: ("2025-05-14", "2025-09-12"),
        2026: ("2026-05-12", "2026-09-08"),
    }
    for y, (start, end) in seasons.items():
        base = f"{FS}/{y}"
        end_age = ago(end)
        start_age = ago(start)
        for n, s in (
            (f"cpod_detections_{y}.csv", r.randint(22 * MB, 80 * MB)),
            (f"sightings_{y}.csv", r.randint(90 * KB, 400 * KB)),
            (f"ctd_profiles_{y}.csv", r.randint(2 * MB, 9 * MB)),
            (f"vessel_ais_{y}.csv", r.randint(120 * MB, 340 * MB)),
            (f"effort_log_{y}.csv", r.randint(30 * KB, 90 * KB)),
        ):
            a(Entry(f"{base}/data/{n}", s, _clear(end_age - 4 - r.random() * 10)))
        scripts = ["01_import.R", "02_clean.R", "03_models.R", "04_figures.R"]
        if y == 2026:
            scripts.append("05_gam_checks.R")
        for i, n in enumerate(scripts):
            age = _clear(end_age - 20 - i * 6.3) if y < 2026 else _clear(11.3 + i * 9.1)
            a(Entry(f"{base}/scripts/{n}", r.randint(3 * KB, 26 * KB), age))
        a(T(f"{base}/scripts/.Rhistory", 11.3 if y == 2026 else end_age - 20, "library(mgcv)\nsummary(m1)\n"))
        # SoundTrap recordings, dated in their names
        n_rec = 9 if y < 2026 else 10
        span = start_age - end_age
        for i in range(n_rec):
            age = _dated(end_age + 3 + (span - 6) * i / (n_rec - 1), r)
            d = iso_of(age)
            a(
                Entry(
                    f"{base}/acoustics/ST6012_{d:%Y%m%d}_{r.randint(5, 20):02d}{r.choice(('00', '30'))}.wav",
                    r.randint(380 * MB, 960 * MB),
                    age,
                )
            )
        for i in range(3):
            a(
                Entry(
                    f"{base}/acoustics/click trains/click_train_example_{i + 1}.wav",
                    r.randint(400 * KB, 2 * MB),
                    _clear(end_age + 10 + i),
                )
            )
        a(
            T(
                f"{base}/field notes {y}.md",
                _clear(end_age - 1),
                f"# Field notes {y}\n\nBoat: RV Aurora out of Cromarty. Skipper: Dougie.\n"
                f"CPODs at stations 1-8; SoundTrap ST6012 at Chanonry Point.\n"
                + (
                    "Lost CPOD at station 6 in a storm on 14 August.\n"
                    if y == 2025
                    else "Bottlenose dolphins at Chanonry most mornings.\n"
                ),
            )
        )

    # ================================================================== PhD: papers (author + year), posters
    PP = f"{PHD}/Papers"
    for p in PAPERS:
        dup = p.lower() if p in ("Smith2019", "Thompson2013", "Nuuttila2017", "Merchant2016", "Hastie2019") else None
        a(Entry(f"{PP}/{p}.pdf", r.randint(400 * KB, 6 * MB), _clear(60.3 + r.random() * 800), dup=dup))
    for p in ("Baird2026_preprint", "Owen2026", "Stanistreet2022"):
        a(Entry(f"{PP}/to read/{p}.pdf", r.randint(600 * KB, 4 * MB), _clear(15.3 + r.random() * 40)))
    PO = f"{PHD}/Posters"
    for n, d, s in [
        ("postgrad symposium 2024 poster.pdf", "2024-11-27", 6_100 * KB),
        ("Whitfield ECS 2025 poster.pptx", "2025-04-02", 34 * MB),
        ("Whitfield ECS 2025 poster.pdf", "2025-04-03", 8_900 * KB),
        ("Whitfield MASTS 2026 poster FINAL.pptx", "2026-10-19", 41 * MB),
        ("Whitfield MASTS 2026 poster FINAL.pdf", "2026-10-20", 11_200 * KB),
        ("MASTS 2026 abstract.docx", "2026-06-22", 21 * KB),
    ]:
        a(Entry(f"{PO}/{n}", s, _clear(ago(d))))

    # ================================================================== PhD: supervisor meetings, admin
    SM = f"{PHD}/Supervisor meetings"
    meetings = [
        ("2026-03-11", "Season 2026 plan: 8 CPOD stations, ask Dougie about boat days in May."),
        ("2026-04-15", "Ethics amendment for the second SoundTrap. Ch2 structure agreed."),
        ("2026-05-13", "Ch2 draft to Sarah by June. Check CPOD calibration."),
        ("2026-06-24", "Ch2 comments: cut the history section. Start ch3 methods."),
        ("2026-08-19", "Field season going well. Talk at MASTS in October: poster instead."),
        ("2026-09-23", "Ch3: add a power analysis and describe the GAM smoothers."),
        ("2026-10-21", "Ch3 v4 due 10 Nov. Ch4 outline: detections by hour and tide."),
        (ANCHOR, "Ch3 nearly there - fix the figure captions. Ch4 v1 read, redo the tide model. Submission May 2027."),
    ]
    for d, text in meetings:
        iso = "2026-11-18" if d == ANCHOR else d
        age = ANCHOR if d == ANCHOR else at(d, 0.05)
        a(
            T(
                f"{SM}/{iso} meeting with Sarah.md",
                age,
                f"# Supervisor meeting {iso}\n\nWith Prof. Sarah Baird.\n\n{text}\n",
            )
        )
    a(Entry(f"{SM}/annual review 2026 - supervisor report.pdf", 330 * KB, ago("2026-06-28")))
    AD = f"{PHD}/Admin"
    for n, d, s in [
        ("Annual progress review 2026.docx", "2026-06-26", 58 * KB),
        ("Stipend letter 2025-26.pdf", "2025-09-30", 190 * KB),
        ("Ethics approval ER-2024-118.pdf", "2024-03-19", 240 * KB),
        ("Boat time booking 2026.xlsx", "2026-04-08", 33 * KB),
        ("Diving medical 2026.pdf", "2026-04-23", 150 * KB),
    ]:
        a(Entry(f"{AD}/{n}", s, _clear(ago(d))))

    # ================================================================== Household
    a(Entry(f"{HH}/Tenancy/Tenancy agreement - 14 Marine Terrace.pdf", 1_900 * KB, ago("2025-07-20")))
    a(Entry(f"{HH}/Tenancy/Tenancy renewal 2026.pdf", 620 * KB, ago("2026-07-14")))
    a(Entry(f"{HH}/Tenancy/Inventory and check-in report.pdf", 8_400 * KB, ago("2025-08-05")))
    a(Entry(f"{HH}/Tenancy/Deposit protection certificate.pdf", 180 * KB, ago("2025-08-19")))
    a(
        T(
            f"{HH}/Tenancy/landlord contacts.txt",
            ago("2025-08-06"),
            "Landlord: Mr Gordon Ross, 07700 900321.\nLetting agent: Granite City Lets, repairs@granitecitylets.co.uk\n"
            "Boiler: annual service in March.\n",
        )
    )
    for y, m in [(2025, 12)] + [(2026, i) for i in range(1, 11)]:
        issued = _dt.date(y + (m == 12), 1 if m == 12 else m + 1, 6)
        a(
            Entry(
                f"{HH}/Bills/Energy/Octopus Energy bill {y}-{m:02d}.pdf",
                r.randint(120 * KB, 190 * KB) if (y, m) != (2026, 10) else 151_337,
                at(issued.isoformat()),
                dup="octo2610" if (y, m) == (2026, 10) else None,
            )
        )
        a(
            Entry(
                f"{HH}/Bills/Broadband/Vodafone broadband {y}-{m:02d}.pdf",
                r.randint(70 * KB, 110 * KB),
                at((issued + _dt.timedelta(days=6)).isoformat()),
            )
        )
    a(Entry(f"{HH}/Bills/Council tax 2026-27.pdf", 240 * KB, ago("2026-03-20")))
    a(Entry(f"{HH}/Bills/Council tax 2025-26.pdf", 230 * KB, ago("2025-08-25")))
    a(Entry(f"{HH}/Bills/Scottish Water 2026-27.pdf", 130 * KB, ago("2026-04-10")))
    a(Entry(f"{HH}/Bills/TV licence 2026.pdf", 95 * KB, ago("2026-02-02")))
    CAR = f"{HH}/Car"
    for n, d, s in [
        ("V5C logbook - Fiat Panda.pdf", "2025-09-08", 760 * KB),
        ("Car insurance 2025-26 - Admiral.pdf", "2025-10-02", 1_100 * KB),
        ("Car insurance 2026-27 - Admiral.pdf", "2026-09-28", 1_150 * KB),
        ("MOT certificate 2026.pdf", "2026-05-19", 210 * KB),
        ("Service invoice - Kwik Fit 2026-03.pdf", "2026-03-17", 140 * KB),
        ("Parking permit Marine Terrace 2026.pdf", "2026-02-11", 85 * KB),
    ]:
        a(Entry(f"{CAR}/{n}", s, _clear(ago(d))))
    a(Entry(f"{HH}/household budget 2026.xlsx", 46 * KB, _clear(ago("2026-11-08"))))

    # ================================================================== Photos by trip
    trips = [
        ("2024-10 Bali yoga retreat", "2024-10-12", 9, 38),
        ("2025-08 Isle of Skye", "2025-08-09", 8, 52),
        ("2025-12 Christmas in Seville", "2025-12-22", 8, 31),
        ("2026-04 Lisbon", "2026-04-10", 6, 36),
        ("2026-07 Orkney fieldwork", "2026-07-06", 7, 24),
    ]
    for folder, first, ndays, n in trips:
        start = ago(first)
        for i in range(n):
            day = int(start) - int(i * ndays / n)
            age = _dated(day, r)
            d = iso_of(age)
            ext = "HEIC" if folder.endswith("Lisbon") and i % 4 == 0 else "jpg"
            hms = f"{r.randint(7, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
            a(Entry(f"Photos/{folder}/IMG_{d:%Y%m%d}_{hms}.{ext}", r.randint(1_800 * KB, 5_600 * KB), age))
    for folder, first, _nd, _n in trips[1:4]:
        age = _dated(int(ago(first)) - 2, r)
        d = iso_of(age)
        hms = f"{r.randint(10, 20):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        a(Entry(f"Photos/{folder}/VID_{d:%Y%m%d}_{hms}.mp4", r.randint(80 * MB, 420 * MB), age))
    a(Entry("Photos/profile photo Isla - studio.jpg", 2_900 * KB, ago("2026-02-20")))

    # ================================================================== Documents, Desktop
    a(Entry("Documents/Isla CV 2026.docx", 48 * KB, _clear(ago("2026-08-11"))))
    a(Entry("Documents/Kai CV 2026.pdf", 160 * KB, _clear(ago("2026-10-26"))))
    a(Entry("Documents/Passport scan - Isla.pdf", 2_200 * KB, ago("2025-03-28")))
    a(Entry("Documents/Passport scan - Kai.pdf", 2_050 * KB, ago("2025-03-28")))
    a(Entry("Documents/wedding invitation Ana and Tom.pdf", 1_300 * KB, _clear(ago("2026-09-14"))))
    a(
        T(
            "Desktop/to do.txt",
            0.3,
            "- send Sunhouse the November invoice\n- print waivers for the solstice workshop\n"
            "- book car service\n- Kai: ch3 figure captions!!\n",
        )
    )
    a(Entry("Desktop/Screenshot 2026-11-20 at 22.41.png", 910 * KB, at("2026-11-20", 0.45)))
    a(Entry("Desktop/Screenshot 2026-10-28 at 08.15.png", 540 * KB, at("2026-10-28", 0.15)))
    a(Entry("Desktop/ch5 ideas.docx", 36 * KB, _clear(ago("2026-11-09"))))

    # ================================================================== Downloads
    src = {e.name: e for e in E}
    dl = [
        ("RStudio-2026.09.1-401.dmg", 652 * MB, "2026-09-22", None),
        ("R-4.5.2-arm64.pkg", 98 * MB, "2026-11-04", None),
        ("MacTeX-2026.pkg", 6_100 * MB, "2026-04-16", None),
        ("Zotero-7.0.15.dmg", 105 * MB, "2026-02-09", None),
        ("Audacity-3.7.3-universal.dmg", 81 * MB, "2025-06-02", None),
        ("Raven-Pro-1.6.5-installer.dmg", 152 * MB, "2024-11-05", None),
        ("Zoom.pkg", 112 * MB, "2025-03-12", None),
        ("VLC-3.0.21-universal.dmg", 61 * MB, "2025-10-04", None),
        ("PAMGuard_2_02_14.zip", 310 * MB, "2025-05-06", None),
        ("yin music pack.zip", 240 * MB, "2025-09-30", None),
        ("thesis_template_UoA.zip", 2_800 * KB, "2023-10-10", None),
        ("Hydrophone_calibration_2026.zip.crdownload", 126 * MB, "2026-11-13", None),
        ("Untitled.txt", 0, "2026-06-15", None),
        ("MASTS2026_abstract_book.pdf", 14 * MB, "2026-10-12", None),
        ("Seville flights - boarding passes.pdf", 230 * KB, "2025-12-20", None),
        ("Smith2019 (1).pdf", None, "2026-02-16", "smith2019"),
        ("Thompson2013.pdf", None, "2026-03-03", "thompson2013"),
        ("Nuuttila2017 (1).pdf", None, "2026-05-11", "nuuttila2017"),
        ("Merchant2016.pdf", None, "2026-08-18", "merchant2016"),
        ("Hastie2019 (2).pdf", None, "2026-10-07", "hastie2019"),
        ("Octopus Energy bill 2026-10 (1).pdf", 151_337, "2026-11-06", "octo2610"),
        ("Sunhouse timetable Autumn 2026 (1).pdf", 455 * KB, "2026-08-26", "sunautumn"),
        ("waiver form blank.pdf", 118 * KB, "2025-09-02", "waiverblank"),
    ]
    for n, s, d, dup in dl:
        if s is None:  # a copy of a paper: same size as the original
            s = next(e.size for e in E if e.dup == dup)
        a(Entry(f"Downloads/{n}", s, at(d, 0.3), dup=dup))
    del src

    # ================================================================== hidden / noise
    a(T(".zshrc", 400.3, 'export PATH="/Library/TeX/texbin:$PATH"\nalias R="R --no-save"\n'))
    a(T(".gitconfig", 420.3, "[user]\n\tname = Kai Whitfield\n\temail = k.whitfield@abdn.ac.uk\n"))
    a(T(".Rprofile", 380.3, 'options(repos = c(CRAN = "https://cloud.r-project.org"))\n'))
    a(
        T(
            ".ssh/id_ed25519",
            500.3,
            "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAB\n-----END OPENSSH PRIVATE KEY-----\n",
        )
    )
    a(T(".ssh/config", 500.3, "Host maxwell\n  HostName maxwell.abdn.ac.uk\n  User kwhitfield\n"))
    a(T(f"{TH}/.git/HEAD", 3.4, "ref: refs/heads/main\n"))
    a(T(f"{TH}/.git/config", 300.3, "[core]\n\trepositoryformatversion = 0\n"))
    a(Entry(f"{TH}/.git/index", 12 * KB, 3.4))
    for _i in range(14):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{TH}/.git/objects/{h[:2]}/{h[2:]}", r.randint(300, 90_000), 3.4 + r.random() * 250))
    a(Entry(f"{FS}/2026/scripts/.Rproj.user/shared/notebooks/cache.rdb", 1_600 * KB, 11.3))
    a(T(f"{YOGA}/.DS_Store", 40.3, "Bud1\n"))
    a(T(f"{PHD}/.DS_Store", 40.3, "Bud1\n"))
    for _i in range(24):
        a(
            Entry(
                f".cache/R/{r.getrandbits(32):08x}/{r.getrandbits(64):016x}",
                r.randint(5_000, 2_000_000),
                1.5 + r.random() * 80,
            )
        )
    return _check_yogaphd(_check(E))


def _check_yogaphd(entries: list[Entry]) -> list[Entry]:
    bad = [
        (e.path, e.age)
        for e in entries
        if not isinstance(e.age, str) and not e.hidden_or_noise and e.age > 0.5 and _bad(e.age)
    ]
    assert not bad, bad
    for e in entries:
        if e.dup:
            assert len({x.size for x in entries if x.dup == e.dup}) == 1, e.path
            assert sum(x.dup == e.dup for x in entries) >= 2, e.path
    # dates written as YYYYMMDD in names (photos, recordings) agree with the files' ages
    for e in entries:
        if isinstance(e.age, str) or e.hidden_or_noise:
            continue
        m = re.search(r"(?:IMG|VID|ST6012)_(\d{4})(\d{2})(\d{2})", e.name)
        if m:
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), e.path
            assert (e.age % 1) < 0.5, e.path  # after midnight on that day
    return entries


HOMES["yogaphd"] = yogaphd

if __name__ == "__main__":
    from homes import human

    es = yogaphd()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
