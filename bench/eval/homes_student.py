"""A generated home of a university student (issue 11 evaluation): courses by semester with lecture slides and
assignment drafts, a bachelor's thesis in progress, phone photos (HEIC / PXL_ names) and screenshots, a few albums,
a messy Downloads folder, game mods, a side project with node_modules/.git noise, rent receipts and bank statements,
and some names with accents. Same API as homes.py (Entry, T, write_tree); deterministic.

Ages are days before the tree is written ("now"); a photo or screenshot name carries the date its age gives
relative to 2026-11-23, the day this home was written.
"""

from __future__ import annotations

import datetime as _dt
import random

HOMES: dict = {}

from homes import KB, MB, Entry, T, _check  # noqa: E402

ASOF = _dt.date(2026, 11, 23)


# month starts, as days before ASOF: no dated file sits within a day of one, whatever the hour the tree is written
_EDGES = [(ASOF - _dt.date(y, m, 1)).days for y in range(2022, 2027) for m in range(1, 13) if _dt.date(y, m, 1) <= ASOF]


def _clear(age: float | str) -> float | str:
    """Moves an age (days) off the month starts (anchors and the last three days stay as they are)."""
    if isinstance(age, str) or age < 3:
        return age
    while any(edge - 1 <= age <= edge + 2 for edge in _EDGES):
        age += 1.5
    return age


def _day(age: float) -> _dt.date:
    return ASOF - _dt.timedelta(days=int(age))


def _hms(r: random.Random) -> str:
    return f"{r.randint(8, 23):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"


def student() -> list[Entry]:
    r = random.Random(33)
    E: list[Entry] = []

    def a(e: Entry) -> None:
        E.append(Entry(e.path, e.size, _clear(e.age), e.text, e.dup))

    # ------------------------------------------------------------------ Uni: courses by semester
    def lectures(base: str, names: list[str], ext: str, first_age: float, lo: int, hi: int) -> None:
        for i, n in enumerate(names):
            e = ext if isinstance(ext, str) else ext[i % len(ext)]
            a(Entry(f"{base}/Lectures/{n}.{e}", r.randint(lo, hi), first_age - 7 * i))

    # Fall 2025
    lectures(
        "Uni/Fall 2025/ECON101 Microeconomics",
        [
            "ECON101 L1 - Scarcity and choice",
            "ECON101 L2 - Supply and demand",
            "ECON101 L3 - Elasticity",
            "ECON101 L4 - Consumer theory",
            "ECON101 L5 - Production and costs",
            "ECON101 L6 - Perfect competition",
            "ECON101 L7 - Monopoly",
            "ECON101 L8 - Market failure",
        ],
        "pdf",
        440.3,
        900 * KB,
        4 * MB,
    )
    a(Entry("Uni/Fall 2025/ECON101 Microeconomics/problem set 1.pdf", 310 * KB, 420.5))
    a(Entry("Uni/Fall 2025/ECON101 Microeconomics/problem set 2.pdf", 295 * KB, 405.5))
    a(Entry("Uni/Fall 2025/ECON101 Microeconomics/ECON101 final exam study guide.pdf", 1_240 * KB, 372.4))
    a(
        T(
            "Uni/Fall 2025/ECON101 Microeconomics/midterm notes.txt",
            395.6,
            "Midterm: elasticity formulas, consumer surplus, deadweight loss.\n"
            "Prof Haddad said the graph question is worth 30 points.\n",
        )
    )
    lectures(
        "Uni/Fall 2025/MATH120 Calculus I",
        [f"Calc1_Week{i:02d}" for i in range(1, 9)],
        "pdf",
        441.2,
        400 * KB,
        2 * MB,
    )
    for i in range(1, 7):
        a(Entry(f"Uni/Fall 2025/MATH120 Calculus I/Homework/hw{i}_scan.pdf", r.randint(2 * MB, 6 * MB), 432.7 - 9 * i))
    a(Entry("Uni/Fall 2025/MATH120 Calculus I/Calculus cheat sheet.pdf", 620 * KB, 380.3))
    a(Entry("Uni/Fall 2025/ENG105 Academic Writing/Argumentative essay - social media v1.docx", 38 * KB, 415.4))
    a(Entry("Uni/Fall 2025/ENG105 Academic Writing/Argumentative essay - social media v2.docx", 44 * KB, 405.2))
    a(Entry("Uni/Fall 2025/ENG105 Academic Writing/Argumentative essay - social media FINAL.docx", 47 * KB, 399.6))
    a(
        T(
            "Uni/Fall 2025/ENG105 Academic Writing/peer review notes.txt",
            410.4,
            "Peer review from Jonas: the thesis statement is buried in paragraph two.\n"
            "Cite the Pew Research survey properly (APA 7).\n",
        )
    )
    a(Entry("Uni/Fall 2025/ENG105 Academic Writing/APA 7 style guide.pdf", 2_100 * KB, 438.3))

    # Spring 2026
    lectures(
        "Uni/Spring 2026/CS102 Intro to Programming",
        [f"CS102_Lecture{i:02d}" for i in range(1, 10)],
        "pptx",
        290.4,
        2 * MB,
        9 * MB,
    )
    for n, age in (("hello_world.py", 285.3), ("fizzbuzz.py", 270.6), ("hangman.py", 250.2), ("grades.py", 232.5)):
        a(Entry(f"Uni/Spring 2026/CS102 Intro to Programming/Exercises/{n}", r.randint(300, 4 * KB), age))
    a(Entry("Uni/Spring 2026/CS102 Intro to Programming/CS102 final project report.pdf", 870 * KB, 200.4))
    lectures(
        "Uni/Spring 2026/STAT200 Statistics",
        [f"STAT200 Lecture {i}" for i in range(1, 9)],
        "pdf",
        289.6,
        700 * KB,
        3 * MB,
    )
    a(Entry("Uni/Spring 2026/STAT200 Statistics/stat200_group_project.xlsx", 182 * KB, 214.2))
    a(Entry("Uni/Spring 2026/STAT200 Statistics/regression_analysis.R", 6_400, 216.7))
    a(Entry("Uni/Spring 2026/STAT200 Statistics/group project slides.pptx", 6_300 * KB, 209.5))
    lectures(
        "Uni/Spring 2026/PSYC101 Intro Psychology",
        [
            "PSYC101 - 01 What is psychology",
            "PSYC101 - 02 Research methods",
            "PSYC101 - 03 The brain",
            "PSYC101 - 04 Sensation",
            "PSYC101 - 05 Learning",
            "PSYC101 - 06 Memory",
            "PSYC101 - 07 Development",
        ],
        "pptx",
        288.3,
        3 * MB,
        11 * MB,
    )
    a(Entry("Uni/Spring 2026/PSYC101 Intro Psychology/Intro Psych notes.docx", 96 * KB, 222.6))

    # Fall 2026 (the current semester)
    lectures(
        "Uni/Fall 2026/CS201 Data Structures",
        [
            "CS201_L01_Intro",
            "CS201_L02_Arrays",
            "CS201_L03_LinkedLists",
            "CS201_L04_Stacks_Queues",
            "CS201_L05_HashTables",
            "CS201_L06_Trees",
            "CS201_L07_Graphs",
            "CS201_L08_Heaps",
            "CS201_L09_Sorting",
            "CS201_L10_DynamicProgramming",
        ],
        "pdf",
        77.4,
        600 * KB,
        3 * MB,
    )
    a(Entry("Uni/Fall 2026/CS201 Data Structures/Assignments/A1_linked_lists.zip", 48 * KB, 56.3))
    a(Entry("Uni/Fall 2026/CS201 Data Structures/Assignments/A2_hashmaps.zip", 61 * KB, 35.5))
    a(Entry("Uni/Fall 2026/CS201 Data Structures/Assignments/A3_starter.zip", 122 * KB, 12.4, dup="a3starter"))
    a(Entry("Uni/Fall 2026/CS201 Data Structures/Assignments/A2_report.pdf", 240 * KB, 34.6))
    lectures(
        "Uni/Fall 2026/HIST150 Modern Europe",
        [
            "Lecture 1 - The French Revolution",
            "Lecture 2 - Napoleon",
            "Lecture 3 - Industrialisation",
            "Lecture 4 - 1848",
            "Lecture 5 - Nationalism",
            "Lecture 6 - Imperialism",
            "Lecture 7 - The Great War",
            "Lecture 8 - Weimar",
            "Lecture 9 - The Second World War",
        ],
        "pptx",
        76.2,
        4 * MB,
        15 * MB,
    )
    hist = "Uni/Fall 2026/HIST150 Modern Europe/Essay"
    a(Entry(f"{hist}/essay_draft.docx", 29 * KB, 40.3))
    a(Entry(f"{hist}/essay_v2.docx", 41 * KB, 25.4))
    a(Entry(f"{hist}/essay_v2_FINAL.docx", 43 * KB, 16.6, dup="histfinal"))
    a(Entry(f"{hist}/essay_v2_FINAL (2).docx", 43 * KB, 16.5, dup="histfinal"))
    a(Entry(f"{hist}/essay_v3_FINAL_actually.docx", 45 * KB, 9.3))
    a(
        T(
            f"{hist}/essay sources.txt",
            30.5,
            "Hobsbawm, The Age of Revolution (1962)\nClark, The Sleepwalkers (2012)\n"
            "Evans, The Pursuit of Power (2016)\n",
        )
    )
    a(Entry("Uni/Fall 2026/HIST150 Modern Europe/syllabus_HIST150.pdf", 180 * KB, 80.2, dup="histsyl"))
    lectures(
        "Uni/Fall 2026/PSYC210 Cognitive Psychology",
        [
            "PSYC210 Week 1 - Perception",
            "PSYC210 Week 2 - Attention",
            "PSYC210 Week 3 - Working memory",
            "PSYC210 Week 4 - Long-term memory",
            "PSYC210 Week 5 - Language",
            "PSYC210 Week 6 - Decision making",
            "PSYC210 Week 7 - Problem solving",
            "PSYC210 Week 8 - Consciousness",
        ],
        ("pptx", "pdf"),
        74.6,
        2 * MB,
        12 * MB,
    )
    psy = "Uni/Fall 2026/PSYC210 Cognitive Psychology/Lab reports"
    a(Entry(f"{psy}/lab report 1.docx", 52 * KB, 50.4))
    a(Entry(f"{psy}/lab report 2 - Stroop effect.docx", 66 * KB, 21.6))
    a(Entry(f"{psy}/lab report 2 - Stroop effect (final).pdf", 410 * KB, 18.3))
    a(Entry(f"{psy}/stroop_data.csv", 24 * KB, 23.5))
    a(
        T(
            "Uni/Fall 2026/timetable.txt",
            79.5,
            "Mon 10:00 CS201 (Room B12)\nTue 14:00 HIST150 (Aula Magna)\nThu 09:00 PSYC210 lab\n"
            "Fri 12:00 thesis meeting with Dr. Okonkwo\n",
        )
    )

    # ------------------------------------------------------------------ Thesis
    th = "Thesis"
    a(Entry(f"{th}/thesis_draft_v1.docx", 210 * KB, 120.4))
    a(Entry(f"{th}/thesis_draft_v2.docx", 340 * KB, 61.3))
    a(Entry(f"{th}/thesis_draft_v3_FINAL.docx", 455 * KB, 19.6))
    a(Entry(f"{th}/thesis_draft_v3_FINAL_revised.docx", 468 * KB, 5.4))
    a(Entry(f"{th}/thesis_draft_v3_FINAL_revised.pdf", 1_380 * KB, 5.3))
    a(
        T(
            f"{th}/supervisor feedback.txt",
            18.2,
            "Feedback from Dr. Okonkwo (Nov 5):\n- Chapter 3 needs a clearer research question.\n"
            "- The survey sample (n=212) is fine, but report the response rate.\n- Submit chapter 4 by December 15.\n",
        )
    )
    a(
        T(
            f"{th}/outline.md",
            95.3,
            "# Thesis outline\n\n1. Introduction: sleep and exam performance\n2. Literature review\n3. Method: "
            "online survey\n4. Results\n5. Discussion\n",
        )
    )
    papers = [
        "Walker_2017_Why_We_Sleep_ch6",
        "Curcio_2006_sleep_loss_learning",
        "Hershner_2014_sleep_college_students",
        "Okano_2019_sleep_quality_grades",
        "Gilbert_2010_sleep_academic_performance",
        "Diekelmann_2010_memory_function_of_sleep",
        "Lund_2010_sleep_patterns_students",
        "Pilcher_1997_sleep_quality_vs_quantity",
        "Dewald_2010_meta_analysis",
        "Tononi_2014_sleep_and_synaptic_homeostasis",
    ]
    for i, p in enumerate(papers):
        a(Entry(f"{th}/literature/{p}.pdf", r.randint(400 * KB, 5 * MB), 150.3 - 9 * i))
    a(Entry(f"{th}/data/survey_responses_raw.csv", 412 * KB, 44.6))
    a(Entry(f"{th}/data/survey_responses_clean.csv", 388 * KB, 38.4))
    a(Entry(f"{th}/data/analysis.ipynb", 1_900 * KB, 8.6))
    for n in ("fig1_age_distribution", "fig2_sleep_hours", "fig3_gpa_vs_sleep", "fig4_regression"):
        a(Entry(f"{th}/figures/{n}.png", r.randint(90 * KB, 400 * KB), 8.5))
    a(Entry(f"{th}/Thesis Anmeldung - Formular.pdf", 150 * KB, 130.2))

    # ------------------------------------------------------------------ Photos
    for i in range(30):
        age = _clear(470.3 + i * 2.9)
        a(Entry(f"Photos/iPhone backup 2025/IMG_{412 + i:04d}.HEIC", r.randint(1_400 * KB, 3_200 * KB), age))
    a(Entry("Photos/iPhone backup 2025/IMG_0452.HEIC", 2_345_678, 466.4, dup="img0452"))
    for i in range(24):
        age = _clear(209.3 + i * 0.8)
        d = _day(age)
        ext = "mp4" if i % 8 == 7 else "jpg"
        size = r.randint(40 * MB, 160 * MB) if ext == "mp4" else r.randint(2 * MB, 6 * MB)
        a(Entry(f"Photos/Erasmus Lisboa/PXL_{d:%Y%m%d}_{_hms(r)}{r.randint(100, 999)}.{ext}", size, age))
    for i in range(40):
        age: float | str = _clear(2.6 + i * 3.7)
        d = _day(age)
        if i == 0:
            age, d = "11-21", _dt.date(2026, 11, 21)
        ext = "mp4" if i % 10 == 4 else "jpg"
        size = r.randint(20 * MB, 90 * MB) if ext == "mp4" else r.randint(1_800 * KB, 5_500 * KB)
        a(Entry(f"Photos/Camera/PXL_{d:%Y%m%d}_{_hms(r)}{r.randint(100, 999)}.{ext}", size, age))
    for i in range(18):
        age = _clear(5.6 + i * 6.1)
        d = _day(age)
        a(
            Entry(
                f"Photos/Screenshots/Screenshot_{d:%Y%m%d}-{_hms(r)}.png",
                r.randint(150 * KB, 1_400 * KB),
                age,
            )
        )
    a(Entry("Photos/profile pic LinkedIn.jpg", 640 * KB, 90.4))

    # ------------------------------------------------------------------ Music
    albums = {
        "Bad Bunny - Un Verano Sin Ti": (
            "mp3",
            [
                "Moscow Mule",
                "Tití Me Preguntó",
                "Me Porto Bonito",
                "Ojitos Lindos",
                "Efecto",
                "Party",
                "Después de la Playa",
            ],
        ),
        "Taylor Swift - Midnights": (
            "mp3",
            [
                "Lavender Haze",
                "Maroon",
                "Anti-Hero",
                "Snow On The Beach",
                "Midnight Rain",
                "Karma",
                "Labyrinth",
                "Bejeweled",
            ],
        ),
        "Daft Punk - Discovery": (
            "flac",
            [
                "One More Time",
                "Aerodynamic",
                "Digital Love",
                "Harder Better Faster Stronger",
                "Something About Us",
                "Voyager",
            ],
        ),
        "Rosalía - El Mal Querer": (
            "m4a",
            ["Malamente", "Que No Salga La Luna", "Pienso En Tu Mirá", "Bagdad", "Di Mi Nombre"],
        ),
    }
    for album, (ext, tracks) in albums.items():
        lo, hi = (25 * MB, 45 * MB) if ext == "flac" else (3 * MB, 9 * MB)
        for i, t in enumerate(tracks, 1):
            a(Entry(f"Music/{album}/{i:02d} - {t}.{ext}", r.randint(lo, hi), 600.4 + r.random() * 40))
    a(T("Music/gym playlist.m3u", 45.3, "#EXTM3U\nBad Bunny - Un Verano Sin Ti/01 - Moscow Mule.mp3\n"))

    # ------------------------------------------------------------------ Downloads
    dl = [
        ("SteamSetup.exe", 2_300 * KB, 500.3, None),
        ("DiscordSetup.exe", 98 * MB, 360.4, None),
        ("python-3.12.7-amd64.exe", 26 * MB, 265.4, None),
        ("Anaconda3-2024.10-1-Windows-x86_64.exe", 912 * MB, 262.3, None),
        ("VSCodeUserSetup-x64-1.94.2.exe", 97 * MB, 70.5, None),
        ("OBS-Studio-30.2-Full-Installer-x64.exe", 131 * MB, 150.6, None),
        ("zoom_x64.msi", 85 * MB, 33.4, None),
        ("A3_starter.zip", 122 * KB, 12.5, "a3starter"),
        ("CS201_L07_Graphs.pdf", 0, 0, "cs201l07"),  # filled in below: same bytes as the lecture
        ("CS201_L07_Graphs (1).pdf", 0, 0, "cs201l07"),
        ("syllabus_HIST150 (1).pdf", 180 * KB, 80.1, "histsyl"),
        ("IMG_0452.HEIC", 2_345_678, 200.3, "img0452"),
        ("rent_receipt_2026-11.pdf", 88 * KB, 20.4, "rent11"),
        ("flight_ticket_BCN-LIS.pdf", 210 * KB, 231.5, None),
        ("Spotify Wrapped 2025.png", 1_100 * KB, 355.6, None),
        ("forge-1.20.1-47.3.0-installer.jar", 7_800 * KB, 140.3, None),
        ("SkyUI_5_2_SE.7z", 3_400 * KB, 300.4, None),
        ("Unconfirmed 381245.crdownload", 412 * MB, 0.7, None),
        ("Oppenheimer.2023.1080p.mkv.part", 1_650 * MB, 26.5, None),
        ("lecture_slides_all.zip", 86 * MB, 400.2, None),
        ("Erasmus_Grant_Agreement_signed.pdf", 520 * KB, 230.6, None),
        ("Untitled document.docx", 6 * KB, 44.3, None),
    ]
    graphs = next(e for e in E if e.name == "CS201_L07_Graphs.pdf")
    for name, size, age, dup in dl:
        if dup == "cs201l07":
            size, age = graphs.size, (30.4 if "(1)" in name else 31.3)
        a(Entry(f"Downloads/{name}", size, age, dup=dup))
    E[:] = [Entry(e.path, e.size, e.age, e.text, "cs201l07") if e is graphs else e for e in E]

    # ------------------------------------------------------------------ Games
    mods = [
        "jei-1.20.1-forge-15.3.0.4",
        "journeymap-1.20.1-5.9.18-forge",
        "create-1.20.1-0.5.1.f",
        "biomesoplenty-forge-1.20.1-19.0.0.91",
        "waystones-forge-1.20.1-14.1.3",
        "sodium-fabric-0.5.8+mc1.20.1",
        "appleskin-forge-mc1.20.1-2.5.1",
        "farmersdelight-1.20.1-1.2.4",
        "mousetweaks-forge-mc1.20-2.25",
        "ironchest-1.20.1-14.4.4",
    ]
    for m in mods:
        a(Entry(f"Games/Minecraft/mods/{m}.jar", r.randint(200 * KB, 15 * MB), 138.4 + r.random() * 5))
    a(Entry("Games/Minecraft/saves/Survival with Marta/level.dat", 6 * KB, 11.3))
    a(Entry("Games/Minecraft/saves/Survival with Marta/region/r.0.0.mca", 9_400 * KB, 11.3))
    a(Entry("Games/Minecraft/saves/Survival with Marta/region/r.-1.0.mca", 7_100 * KB, 11.3))
    a(Entry("Games/Minecraft/saves/Creative test/level.dat", 4 * KB, 300.2))
    for m, size in (
        ("SkyUI_5_2_SE.7z", 3_400 * KB),
        ("Unofficial Skyrim Special Edition Patch.7z", 68 * MB),
        ("Alternate Start - Live Another Life.zip", 1_200 * KB),
        ("Immersive Armors.7z", 212 * MB),
        ("Static Mesh Improvement Mod.7z", 1_450 * MB),
    ):
        a(Entry(f"Games/Skyrim Mods/{m}", size, 299.6 + r.random() * 3, dup="skyui" if m.startswith("SkyUI") else None))
    E[:] = [Entry(e.path, e.size, e.age, e.text, "skyui") if e.path == "Downloads/SkyUI_5_2_SE.7z" else e for e in E]
    a(Entry("Games/Stardew Valley/Saves/Lucia_372817421/Lucia_372817421", 1_900 * KB, 60.4))
    a(Entry("Games/Stardew Valley/Saves/Lucia_372817421/SaveGameInfo", 14 * KB, 60.4))

    # ------------------------------------------------------------------ code: a side project with noise
    p = "code/budget-tracker"
    a(
        T(
            f"{p}/package.json",
            9.4,
            '{"name": "budget-tracker", "version": "0.3.0", "dependencies": {"react": "^18.3.1", '
            '"chart.js": "^4.4.0", "dexie": "^4.0.8"}}\n',
        )
    )
    a(
        T(
            f"{p}/README.md",
            40.5,
            "# budget-tracker\n\nTracks my rent, groceries and the Erasmus grant. Data stays in IndexedDB (Dexie).\n",
        )
    )
    for n in ("App.jsx", "main.jsx", "Chart.jsx", "ExpenseForm.jsx", "db.js", "categories.js", "styles.css"):
        a(Entry(f"{p}/src/{n}", r.randint(600, 9 * KB), 5.3 + r.random() * 28))
    a(T(f"{p}/.gitignore", 40.5, "node_modules/\ndist/\n"))
    a(T(f"{p}/.git/HEAD", 2.4, "ref: refs/heads/main\n"))
    a(Entry(f"{p}/.git/index", 12 * KB, 2.4))
    for _i in range(14):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{p}/.git/objects/{h[:2]}/{h[2:]}", r.randint(150, 40 * KB), 2.4 + r.random() * 40))
    for pkg in ("react", "react-dom", "chart.js", "dexie", "vite", "esbuild", "@vitejs/plugin-react", "scheduler"):
        for f in ("package.json", "README.md", "index.js", "LICENSE", "dist/index.js"):
            a(Entry(f"{p}/node_modules/{pkg}/{f}", r.randint(300, 600 * KB), 39.6 + r.random()))
    aoc = "code/advent-of-code-2025"
    for d in range(1, 13):
        a(Entry(f"{aoc}/day{d:02d}.py", r.randint(700, 5 * KB), 357.4 - d))
        a(Entry(f"{aoc}/inputs/day{d:02d}.txt", r.randint(4 * KB, 40 * KB), 357.4 - d))
    for n in ("day01", "day02", "day03"):
        a(Entry(f"{aoc}/__pycache__/{n}.cpython-312.pyc", r.randint(1 * KB, 4 * KB), 356.3))

    # ------------------------------------------------------------------ Documents: money and papers
    m = "Documents/Money"
    for mo in range(1, 12):
        age = (ASOF - _dt.date(2026, mo, 3)).days + 0.4
        a(
            Entry(
                f"{m}/Rent/rent_receipt_2026-{mo:02d}.pdf",
                88 * KB if mo == 11 else r.randint(80 * KB, 95 * KB),
                age,
                dup="rent11" if mo == 11 else None,
            )
        )
    for mo in range(1, 11):
        age = (ASOF - _dt.date(2026, mo + 1, 6)).days + 0.3
        a(Entry(f"{m}/Bank/bank_statement_2026-{mo:02d}.pdf", r.randint(110 * KB, 190 * KB), age))
    a(Entry(f"{m}/Receipts/laptop receipt - MediaMarkt.pdf", 140 * KB, 340.3))
    a(Entry(f"{m}/Receipts/Amazon receipt - textbooks.pdf", 96 * KB, 75.6))
    a(Entry(f"{m}/Receipts/IKEA receipt desk.pdf", 72 * KB, 83.3))
    a(Entry(f"{m}/Receipts/bike repair receipt.jpg", 1_700 * KB, 12.7))
    a(Entry(f"{m}/student loan award letter 2026.pdf", 260 * KB, 110.4))
    a(Entry(f"{m}/budget 2026.xlsx", 54 * KB, 6.4))
    a(
        T(
            f"{m}/Mietvertrag notes.txt",
            88.3,
            "Rent 480 EUR warm, due on the 3rd. Landlord: Frau Schäfer. Deposit 960 EUR paid in August.\n"
            "Notice period three months.\n",
        )
    )
    d = "Documents"
    a(Entry(f"{d}/CV_Lucía_Fernández_2026.pdf", 180 * KB, 32.4))
    a(Entry(f"{d}/CV_Lucía_Fernández_2026.docx", 64 * KB, 32.5))
    a(Entry(f"{d}/cover letter - Spotify internship.docx", 31 * KB, 28.3))
    a(Entry(f"{d}/cover letter - Zalando internship.docx", 30 * KB, 47.4))
    a(Entry(f"{d}/carta de motivación Erasmus.docx", 27 * KB, 320.6))
    a(Entry(f"{d}/Erasmus learning agreement.pdf", 310 * KB, 318.4))
    a(Entry(f"{d}/Immatrikulationsbescheinigung WS 2026.pdf", 120 * KB, 58.6))
    a(Entry(f"{d}/passport scan.pdf", 2_400 * KB, 700.3))
    a(Entry(f"{d}/Führerschein Kopie.jpg", 1_100 * KB, 690.5))
    a(Entry(f"{d}/Krankenversicherung TK Bestätigung.pdf", 95 * KB, 75.4))

    # ------------------------------------------------------------------ Desktop
    a(
        T(
            "Desktop/todo.txt",
            0.2,
            "- finish thesis chapter 3 (research question!)\n- pay rent for December\n- CS201 A3 due Friday\n"
            "- call mamá\n",
        )
    )
    a(Entry("Desktop/Screenshot 2026-11-20 at 14.02.11.png", 820 * KB, "11-20"))
    a(Entry("Desktop/Screenshot 2026-11-21 at 09.45.30.png", 640 * KB, "11-21"))
    a(Entry("Desktop/essay_v2_FINAL.docx", 43 * KB, 16.4, dup="histfinal"))
    a(Entry("Desktop/New folder/Untitled.txt", 0, 61.3))

    # ------------------------------------------------------------------ hidden config and caches
    a(T(".bashrc", 300.4, "alias py=python3\nexport PATH=$HOME/.local/bin:$PATH\n"))
    a(T(".gitconfig", 290.6, "[user]\n\tname = Lucía Fernández\n"))
    a(T(".config/Code/User/settings.json", 20.4, '{"editor.fontSize": 13, "workbench.colorTheme": "Dracula"}\n'))
    for _i in range(20):
        a(
            Entry(
                f".cache/thumbnails/normal/{r.getrandbits(64):016x}.png",
                r.randint(8 * KB, 60 * KB),
                r.random() * 20 + 0.5,
            )
        )
    return _check(E)


HOMES["student"] = student
