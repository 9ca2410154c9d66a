"""A generated home for the held-out set Z (heldout_Z.jsonl): a household of three sharing one computer.

Bronwen Ellis directs two community choirs (Harbourside Singers and Valley Voices) and is treasurer of a small
charity (the Afon Arts Trust); her partner Dr Samir Haddad lectures in chemistry; her father Gwilym Ellis (81) lives
with them.

Shape: Choirs/<choir>/Scores (each piece as .pdf and .musicxml, "Composer - Title"), Choirs/<choir>/Rehearsal tracks
(one .mp3 per voice part, "Title - Soprano/Alto/Tenor/Bass.mp3", plus "Full choir" for Harbourside, by concert for
Harbourside, flat for Valley Voices), Harbourside's Concerts (programmes .docx, posters, a "running order.docx" in
every concert, ticket sales .xlsx), Members (member lists and subs .xlsx, a seating plan, scanned consent forms),
Valley Voices' Events (an Eisteddfod, a carol service), Choirs/Website (a small static site with .git and
node_modules, untouched for months); Charity/ (Minutes by meeting date, AGM minutes, Accounts with monthly bank
statements, receipts, the Gift Aid claim, independent examiner's reports, Grant applications with a "budget.xlsx"
in two of them, a treasurer's notes file); Samir/ (Teaching: "CHEM2041 Lecture NN.pptx" and "CHEM3012 Lecture
NN.pptx", problem sheets, exam papers and mark schemes, marks; Research: an EPSRC grant folder with a third
"budget.xlsx", a LaTeX paper "MOF catalysis" with .git, refs.bib, figs/ and build/ output, a second paper as .docx,
instrument data; Supervision: a folder per student, two with "meeting notes.md" and one with "project notes.md",
whose text can be searched; Conferences: posters as .pdf/.pptx, a talk); Gwilym/ (Letters/Bank and Letters/Council
as scanned PDFs, an NHS and a DVLA letter, Pension statements and letters, Family history with old photos .jpg/.tif,
census transcripts as .txt and a GEDCOM family tree, Medals with his service papers from Aden); Documents (household
papers, Bronwen's certificates), Pictures (concert photos DSC_*, phone photos IMG_YYYYMMDD_HHMMSS, screenshots,
Gwilym's 80th), Videos (concert recordings), Music (a male voice choir album with accents); Downloads (installers
.dmg/.exe, zips, "(1)" copies and exact duplicates of files elsewhere, an unfinished .part download, an empty file);
Desktop clutter (a to-do list, an empty file, a scan, a screenshot); hidden dotfiles, .cache, .mozilla, a TeX cache.

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day the set was written), except the Minutes
(named by meeting date, saved three days later), the bank statements (saved on the 5th of the next month) and a few
files moved off a boundary by `_clear`. Visible files avoid the ages that sit on a date boundary of set Z's
questions (BAD_WINDOWS, checked by `_check_choir`); the files dated Nov 19 are month-day anchors ("11-19") and
nothing else visible is within a day of Nov 19.
"""

from __future__ import annotations

import datetime as _dt
import random

HOMES: dict = {}  # filled at the end; defined first so that `python homes.py` (which imports this module) works

from homes import KB, MB, Entry, T, _check  # noqa: E402

GB = 1000 * MB
TODAY = _dt.date(2026, 11, 24)


def ago(iso: str) -> float:
    """Age in days of a file dated `iso` (YYYY-MM-DD): six hours before this clock time on that day."""
    return (TODAY - _dt.date.fromisoformat(iso)).days + 0.25


def iso_of(age: float) -> _dt.date:
    return TODAY - _dt.timedelta(days=int(age))


def _days_to(iso: str) -> int:
    return (TODAY - _dt.date.fromisoformat(iso)).days


# Date boundaries of set Z's questions (ages in days as of 2026-11-24); visible files keep clear of them.
ROLLING = [2, 3, 7, 10, 14, 30, 91, 182, 365, 730]
CALENDAR = [
    "2026-11-01",
    "2026-10-01",
    "2026-09-01",
    "2026-08-01",
    "2026-04-01",
    "2026-03-01",
    "2026-01-01",
    "2025-07-01",
    "2025-06-01",
    "2025-01-01",
    "2024-01-01",
]
BAD_WINDOWS = [(n - 0.5, n + 0.7) for n in ROLLING if n < 100] + [(n - 4, n + 6) for n in ROLLING if n >= 100]
BAD_WINDOWS += [(_days_to(d) - 1.0, _days_to(d) + 2.0) for d in CALENDAR]
BAD_WINDOWS += [(3.4, 7.8)]  # Nov 19 (a named day, only its anchors) and the week


def _bad(age: float) -> bool:
    return any(lo <= age < hi for lo, hi in BAD_WINDOWS)


def _clear(age: float) -> float:
    while _bad(age):
        age += 1.0
    return age


def _d(iso: str) -> float:
    """The age of a visible file dated `iso`, moved past a boundary if it sits on one."""
    return _clear(ago(iso))


CH = "Choirs/Harbourside Singers"
VV = "Choirs/Valley Voices"
CY = "Charity"
S = "Samir"
G = "Gwilym"
PARTS = ("Soprano", "Alto", "Tenor", "Bass")

# Harbourside repertoire: (score name "Composer - Title", date the score was saved, concert it is learnt for)
HARBOURSIDE = [
    ("Rutter - For the Beauty of the Earth", "2025-09-02", None),
    ("Calon Lân", "2025-09-02", None),
    ("Gwahoddiad", "2025-09-09", None),
    ("Rutter - Look at the World", "2026-01-13", "Spring 2026"),
    ("Fauré - Cantique de Jean Racine", "2026-01-13", "Spring 2026"),
    ("Jenkins - Benedictus", "2026-01-20", "Spring 2026"),
    ("Mozart - Ave verum corpus", "2026-01-20", "Spring 2026"),
    ("Rutter - Candlelight Carol", "2026-09-08", "Christmas 2026"),
    ("Darke - In the Bleak Midwinter", "2026-09-08", "Christmas 2026"),
    ("Chilcott - Nova! Nova!", "2026-09-15", "Christmas 2026"),
    ("Handel - Hallelujah Chorus", "2026-09-15", "Christmas 2026"),
    ("Whitacre - Lux Aurumque", "2026-09-22", "Christmas 2026"),
]
VALLEY = [
    ("Jenkins - Adiemus", "2025-10-07"),
    ("Rutter - The Lord Bless You and Keep You", "2025-10-07"),
    ("Chilcott - Can You Hear Me", "2026-02-17"),
    ("Deep River", "2026-02-17"),
    ("Ar Hyd y Nos", "2026-09-29"),
    ("Gabriel's Message", "2026-09-29"),
]


def title(piece: str) -> str:
    return piece.split(" - ", 1)[-1]


def choir() -> list[Entry]:
    r = random.Random(2611)
    E: list[Entry] = []
    a = E.append

    # ================================================================== Harbourside Singers
    for piece, d, concert in HARBOURSIDE:
        a(Entry(f"{CH}/Scores/{piece}.pdf", r.randint(250 * KB, 2_400 * KB), _d(d)))
        a(Entry(f"{CH}/Scores/{piece}.musicxml", r.randint(120 * KB, 900 * KB), _d(d)))
        if concert is None:
            continue
        start = _dt.date.fromisoformat(d) + _dt.timedelta(days=2)
        for i, part in enumerate((*PARTS, "Full choir")):
            a(
                Entry(
                    f"{CH}/Rehearsal tracks/{concert}/{title(piece)} - {part}.mp3",
                    r.randint(3 * MB, 9 * MB),
                    _d((start + _dt.timedelta(days=i % 2)).isoformat()),
                )
            )
    a(
        T(
            f"{CH}/rehearsal plan autumn 2026.txt",
            _d("2026-09-06"),
            "Harbourside Singers - autumn term 2026\n"
            "Sep: Candlelight Carol, In the Bleak Midwinter (sopranos divide in verse 3).\n"
            "Oct: Nova! Nova!, Hallelujah Chorus - tenors to learn the runs at home.\n"
            "Nov: Lux Aurumque - tuning, tuning, tuning. Full run-through 28 Nov.\n"
            "Christmas concert Sat 12 Dec at St Augustine's, 7pm.\n",
        )
    )
    CO = f"{CH}/Concerts"
    for n, s, d in [
        ("Summer Concert 2025/Summer concert programme 2025.docx", 180 * KB, "2025-06-20"),
        ("Summer Concert 2025/running order.docx", 24 * KB, "2025-06-23"),
        ("Christmas Concert 2025/Christmas concert programme 2025.docx", 210 * KB, "2025-12-02"),
        ("Christmas Concert 2025/running order.docx", 26 * KB, "2025-12-04"),
        ("Christmas Concert 2025/Christmas concert poster 2025.png", 2_300 * KB, "2025-10-29"),
        ("Spring Concert 2026/Spring concert programme 2026.docx", 240 * KB, "2026-04-16"),
        ("Spring Concert 2026/running order.docx", 27 * KB, "2026-04-17"),
        ("Spring Concert 2026/Spring concert poster 2026.pdf", 3_100 * KB, "2026-03-10"),
        ("Spring Concert 2026/ticket sales spring 2026.xlsx", 36 * KB, "2026-04-27"),
        ("Christmas Concert 2026/Christmas concert poster 2026.png", 2_700 * KB, "2026-10-28"),
        ("Christmas Concert 2026/running order.docx", 25 * KB, "2026-11-13"),
    ]:
        a(Entry(f"{CO}/{n}", s, _d(d)))
    a(Entry(f"{CO}/Christmas Concert 2026/Christmas concert programme 2026 draft.docx", 230 * KB, "11-19"))
    a(Entry(f"{CO}/Christmas Concert 2026/ticket sales christmas 2026.xlsx", 41 * KB, 1.3))
    M = f"{CH}/Members"
    a(Entry(f"{M}/Harbourside members 2026.xlsx", 52 * KB, _d("2026-10-30")))
    a(Entry(f"{M}/Harbourside subs 2025-26.xlsx", 29 * KB, _d("2026-03-30")))
    a(Entry(f"{M}/Harbourside subs 2026-27.xlsx", 31 * KB, _d("2026-11-16")))
    a(Entry(f"{M}/seating plan SATB.docx", 48 * KB, _d("2026-09-15")))
    members = [
        "Angharad Price",
        "Bethan Morgan",
        "Carys Jones",
        "Dafydd Rees",
        "Eleri Thomas",
        "Ffion Davies",
        "Gareth Lewis",
        "Huw Roberts",
        "Iwan Evans",
        "Jane Whitfield",
        "Karen O'Neill",
        "Llinos Hughes",
        "Mair Griffiths",
        "Nia Edwards",
        "Owain Pritchard",
        "Peter Clarke",
        "Rhian Powell",
        "Siân Williams",
    ]
    for i, who in enumerate(members):
        a(Entry(f"{M}/Consent forms/consent form - {who}.pdf", r.randint(300 * KB, 900 * KB), _d("2025-09-16") + i % 3))
    WEB = "Choirs/Website/harbourside-site"
    a(T(f"{WEB}/.git/HEAD", 210.3, "ref: refs/heads/main\n"))
    a(T(f"{WEB}/.git/config", 210.3, "[core]\n\trepositoryformatversion = 0\n"))
    for _i in range(10):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{WEB}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 30_000), 210.3 + r.random() * 100))
    a(
        T(
            f"{WEB}/package.json",
            _clear(210.3),
            '{"name": "harbourside-site", "scripts": {"build": "eleventy"}, '
            '"devDependencies": {"@11ty/eleventy": "^2.0.1"}}\n',
        )
    )
    for n in ("index.html", "concerts.html", "join-us.html", "css/style.css", "js/main.js"):
        a(Entry(f"{WEB}/src/{n}", r.randint(2 * KB, 30 * KB), _clear(210.3 + r.random() * 30)))
    a(Entry(f"{WEB}/src/images/choir logo.png", 180 * KB, _clear(400.3)))
    for p in ("@11ty/eleventy", "liquidjs", "markdown-it", "nunjucks", "chokidar", "luxon", "js-yaml", "minimist"):
        for f in ("package.json", "README.md", "LICENSE", "index.js", "lib/main.js", "dist/bundle.js"):
            a(Entry(f"{WEB}/node_modules/{p}/{f}", r.randint(300, 300 * KB), 210.3 + r.random()))

    # ================================================================== Valley Voices
    for piece, d in VALLEY:
        a(Entry(f"{VV}/Scores/{piece}.pdf", r.randint(250 * KB, 2_400 * KB), _d(d)))
        a(Entry(f"{VV}/Scores/{piece}.musicxml", r.randint(120 * KB, 900 * KB), _d(d)))
        start = _dt.date.fromisoformat(d) + _dt.timedelta(days=3)
        for part in PARTS:
            a(
                Entry(
                    f"{VV}/Rehearsal tracks/{title(piece)} - {part}.mp3",
                    r.randint(3 * MB, 9 * MB),
                    _d(start.isoformat()),
                )
            )
    a(Entry(f"{VV}/Members/Valley Voices members 2026.xlsx", 38 * KB, _d("2026-09-24")))
    a(Entry(f"{VV}/Members/Valley Voices subs 2026.xlsx", 22 * KB, _d("2026-10-20")))
    EV = f"{VV}/Events"
    for n, s, d in [
        ("Eisteddfod 2026/entry form.pdf", 410 * KB, "2026-04-09"),
        ("Eisteddfod 2026/coach booking.pdf", 160 * KB, "2026-07-15"),
        ("Eisteddfod 2026/adjudicator's comments.pdf", 290 * KB, "2026-08-11"),
        ("Carol service 2026/order of service 2026.docx", 95 * KB, "2026-11-10"),
    ]:
        a(Entry(f"{EV}/{n}", s, _d(d)))
    a(Entry(f"{EV}/Carol service 2026/carol sheet large print.pdf", 640 * KB, _d("2026-11-16")))
    a(Entry(f"{VV}/Valley Voices group photo 2026.jpg", 5_400 * KB, _d("2026-08-12")))

    # ================================================================== Charity (Bronwen is treasurer)
    meetings = [
        "2025-01-15",
        "2025-03-12",
        "2025-05-14",
        "2025-07-09",
        "2025-09-10",
        "2025-11-12",
        "2026-01-14",
        "2026-03-11",
        "2026-05-13",
        "2026-07-08",
        "2026-09-09",
        "2026-11-11",
    ]
    for d in meetings:
        saved = _dt.date.fromisoformat(d) + _dt.timedelta(days=3)
        a(Entry(f"{CY}/Minutes/Minutes {d}.docx", r.randint(30 * KB, 70 * KB), _d(saved.isoformat())))
    a(Entry(f"{CY}/Minutes/AGM minutes 2025.docx", 64 * KB, _d("2025-10-17")))
    a(Entry(f"{CY}/Minutes/AGM minutes 2026.docx", 71 * KB, _d("2026-10-16")))
    AC = f"{CY}/Accounts"
    for n, s, d in [
        ("Accounts 2024-25.xlsx", 88 * KB, "2025-06-20"),
        ("Accounts 2025-26.xlsx", 94 * KB, "2026-06-18"),
        ("Independent examiner report 2024-25.pdf", 310 * KB, "2025-08-28"),
        ("Independent examiner report 2025-26.pdf", 325 * KB, "2026-08-27"),
        ("Charity Commission annual return 2025.pdf", 450 * KB, "2026-01-20"),
        ("Gift Aid claim 2025-26.xlsx", 27 * KB, "2026-05-06"),
    ]:
        a(Entry(f"{AC}/{n}", s, _d(d)))
    a(Entry(f"{AC}/Accounts 2026-27.xlsx", 61 * KB, 1.3))
    for i in range(12):
        y, m = divmod(2025 * 12 + 10 + i, 12)  # statements 2025-11 ... 2026-10
        ny, nm = divmod(y * 12 + m + 1, 12)
        a(
            Entry(
                f"{AC}/Bank statements/Afon Arts Trust statement {y}-{m + 1:02d}.pdf",
                r.randint(80 * KB, 160 * KB),
                _d(f"{ny}-{nm + 1:02d}-05"),
                dup="trust2610" if (y, m + 1) == (2026, 10) else None,
            )
        )
    for n, d in [
        ("receipt - sheet music Banks Music.jpg", "2026-02-11"),
        ("receipt - hall hire St Augustine's.jpg", "2026-04-22"),
        ("receipt - piano tuning.jpg", "2026-06-16"),
        ("receipt - programme printing.jpg", "2026-04-14"),
        ("receipt - tea and biscuits.jpg", "2026-09-25"),
    ]:
        a(Entry(f"{AC}/Receipts/{n}", r.randint(400 * KB, 1_900 * KB), _d(d)))
    GR = f"{CY}/Grant applications"
    for n, s, d in [
        ("Awards for All 2025/Awards for All application 2025.pdf", 720 * KB, "2025-04-03"),
        ("Awards for All 2025/budget.xlsx", 23 * KB, "2025-04-02"),
        ("Awards for All 2025/offer letter.pdf", 190 * KB, "2025-06-11"),
        ("Awards for All 2025/end of grant report.docx", 58 * KB, "2026-06-30"),
        ("Arts Council of Wales 2026/application.docx", 112 * KB, "2026-10-09"),
        ("Arts Council of Wales 2026/budget.xlsx", 26 * KB, "2026-10-08"),
        ("Arts Council of Wales 2026/letter of support - Harbourside Singers.pdf", 150 * KB, "2026-10-06"),
        ("Community Foundation Wales 2026/application form.docx", 84 * KB, "2026-11-09"),
    ]:
        a(Entry(f"{GR}/{n}", s, _d(d)))
    a(
        T(
            f"{CY}/treasurer notes.txt",
            _d("2026-11-12"),
            "Treasurer's notes - Afon Arts Trust\n"
            "- Gift Aid claim for 2025-26 submitted in May; HMRC paid 412.50.\n"
            "- Awards for All end of grant report sent in June.\n"
            "- Arts Council of Wales decision expected January.\n"
            "- Ask the independent examiner about the restricted fund for the piano.\n",
        )
    )

    # ================================================================== Samir: teaching
    T2 = f"{S}/Teaching/CHEM2041 Physical Chemistry II"
    for i in range(1, 13):
        if i <= 8:  # this term's lectures, updated the day before each one
            d = (_dt.date(2026, 9, 28) + _dt.timedelta(days=7 * (i - 1))).isoformat()
        else:  # not yet updated: last year's
            d = (_dt.date(2025, 11, 17) + _dt.timedelta(days=7 * (i - 9))).isoformat()
        a(
            Entry(
                f"{T2}/Lectures/CHEM2041 Lecture {i:02d}.pptx",
                r.randint(8 * MB, 46 * MB),
                _d(d),
                dup="lec0205" if i == 5 else None,
            )
        )
    for i in range(1, 6):
        d = (_dt.date(2026, 10, 2) + _dt.timedelta(days=10 * (i - 1))).isoformat()
        a(Entry(f"{T2}/Problem sheets/CHEM2041 problem sheet {i}.pdf", r.randint(150 * KB, 600 * KB), _d(d)))
    a(Entry(f"{T2}/Problem sheets/CHEM2041 problem sheet 6.pdf", 420 * KB, "11-19"))
    a(Entry(f"{T2}/CHEM2041 module handbook 2026-27.docx", 180 * KB, _d("2026-09-14")))
    T3 = f"{S}/Teaching/CHEM3012 Catalysis"
    for i in range(1, 11):
        d = (_dt.date(2026, 1, 26) + _dt.timedelta(days=7 * (i - 1))).isoformat()
        a(Entry(f"{T3}/Lectures/CHEM3012 Lecture {i:02d}.pptx", r.randint(10 * MB, 55 * MB), _d(d)))
    a(Entry(f"{T3}/CHEM3012 reading list.docx", 40 * KB, _d("2026-01-19")))
    EX = f"{S}/Teaching/Exams"
    for n, s, d in [
        ("CHEM2041 exam 2024.pdf", 410 * KB, "2024-05-10"),
        ("CHEM2041 exam 2025.docx", 96 * KB, "2025-03-14"),
        ("CHEM2041 exam 2025 mark scheme.docx", 120 * KB, "2025-03-17"),
        ("CHEM3012 exam 2025.docx", 88 * KB, "2025-02-25"),
        ("CHEM3012 exam 2026.docx", 91 * KB, "2026-02-24"),
        ("CHEM3012 exam 2026 mark scheme.docx", 117 * KB, "2026-02-26"),
        ("CHEM2041 exam 2026 draft.docx", 84 * KB, "2026-11-02"),
    ]:
        a(Entry(f"{EX}/{n}", s, _d(d)))
    MK = f"{S}/Teaching/Marking"
    for n, s, d in [
        ("CHEM2041 marks 2025.xlsx", 64 * KB, "2025-06-10"),
        ("CHEM3012 marks 2026.xlsx", 58 * KB, "2026-06-05"),
        ("CHEM2041 coursework marks 2026.xlsx", 33 * KB, "2026-11-12"),
        ("external examiner comments 2026.pdf", 210 * KB, "2026-07-02"),
        ("moderation form CHEM3012 2026.docx", 45 * KB, "2026-06-09"),
    ]:
        a(Entry(f"{MK}/{n}", s, _d(d)))

    # ================================================================== Samir: research
    EP = f"{S}/Research/EPSRC grant 2026"
    for n, s, d in [
        ("Case for support v1.docx", 140 * KB, "2026-08-20"),
        ("Case for support v3.docx", 152 * KB, "2026-10-27"),
        ("Justification of resources.docx", 48 * KB, "2026-10-20"),
        ("budget.xlsx", 39 * KB, "2026-10-21"),
        ("Data management plan.docx", 35 * KB, "2026-10-14"),
        ("CV Samir Haddad.docx", 52 * KB, "2026-10-13"),
        ("letter of support - Johnson Matthey.pdf", 230 * KB, "2026-10-05"),
        ("EPSRC submission confirmation.pdf", 95 * KB, "2026-11-03"),
    ]:
        a(Entry(f"{EP}/{n}", s, _d(d)))
    PA = f"{S}/Research/Papers/MOF catalysis"
    a(T(f"{PA}/.git/HEAD", 1.2, "ref: refs/heads/main\n"))
    a(T(f"{PA}/.git/config", 60.3, "[core]\n\trepositoryformatversion = 0\n"))
    a(Entry(f"{PA}/.git/index", 9 * KB, 1.2))
    for _i in range(24):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{PA}/.git/objects/{h[:2]}/{h[2:]}", r.randint(300, 40_000), 1.2 + r.random() * 90))
    a(
        T(
            f"{PA}/main.tex",
            1.2,
            "\\documentclass{achemso}\n\\title{Defect engineering in Zr MOFs for selective hydrogenation}\n"
            "\\author{Samir Haddad}\n\\begin{document}\n\\input{sections/introduction}\n"
            "\\bibliography{refs}\n\\end{document}\n",
        )
    )
    for n in ("introduction", "experimental", "results", "discussion", "conclusions"):
        a(Entry(f"{PA}/sections/{n}.tex", r.randint(6 * KB, 48 * KB), _clear(1.2 + r.random() * 25)))
    a(Entry(f"{PA}/refs.bib", 96 * KB, 8.3))
    for n, s in [
        ("fig1_synthesis_scheme.pdf", 420 * KB),
        ("fig2_pxrd.pdf", 310 * KB),
        ("fig3_tem.png", 2_600 * KB),
        ("fig4_kinetics.pdf", 180 * KB),
        ("fig5_dft_energies.pdf", 240 * KB),
        ("toc_graphic.png", 1_100 * KB),
    ]:
        a(Entry(f"{PA}/figs/{n}", s, _clear(9.3 + r.random() * 30)))
    for ext_, s in (("aux", 21 * KB), ("log", 140 * KB), ("bbl", 38 * KB), ("blg", 3 * KB), ("synctex.gz", 410 * KB)):
        a(Entry(f"{PA}/build/main.{ext_}", s, 1.2))
    a(Entry(f"{PA}/build/main.pdf", 6_800 * KB, 1.2))
    a(Entry(f"{PA}/cover letter JACS.docx", 31 * KB, _d("2026-11-11")))
    OP = f"{S}/Research/Papers/Operando IR"
    a(Entry(f"{OP}/Operando IR draft v2.docx", 2_900 * KB, _d("2026-09-17")))
    a(
        T(
            f"{OP}/to do.md",
            _d("2026-09-18"),
            "# Operando IR paper\n\n- redo the CO adsorption spectra at 150 C\n- ask Li Wei for the DFT frequencies\n",
        )
    )
    DA = f"{S}/Research/Data"
    for i in range(1, 9):
        a(Entry(f"{DA}/PXRD/ZrMOF_sample{i:02d}.xy", r.randint(60 * KB, 200 * KB), _d("2026-06-24") + i * 0.5))
    for i in range(1, 5):
        a(Entry(f"{DA}/TGA/TGA_run{i}.csv", r.randint(200 * KB, 1_200 * KB), _d("2026-07-09") + i))
    a(Entry(f"{DA}/Operando IR/operando_CO_150C.spa.zip", 640 * MB, _d("2026-09-10")))
    SU = f"{S}/Supervision"
    a(
        T(
            f"{SU}/Aisha Rahman (PhD)/meeting notes.md",
            _d("2026-11-17"),
            "# Aisha - supervision meetings\n\n"
            "17 Nov: the NMR of the linker looks clean; PXRD shows the defect phase. Draft chapter 2 by January.\n"
            "3 Nov: first year report feedback discussed.\n",
        )
    )
    a(Entry(f"{SU}/Aisha Rahman (PhD)/first year report.docx", 410 * KB, _d("2026-09-30")))
    a(Entry(f"{SU}/Aisha Rahman (PhD)/thesis plan.docx", 36 * KB, _d("2026-10-22")))
    a(
        T(
            f"{SU}/Li Wei (PhD)/meeting notes.md",
            _d("2026-11-13"),
            "# Li Wei - supervision meetings\n\n"
            "13 Nov: DFT on the Zr node with VASP; the frequencies for the operando IR paper are nearly done.\n"
            "30 Oct: conference abstract for EuropaCat.\n",
        )
    )
    a(Entry(f"{SU}/Li Wei (PhD)/first year report.docx", 380 * KB, _d("2025-09-26")))
    a(
        T(
            f"{SU}/Tom Price (MChem)/project notes.md",
            _d("2026-11-10"),
            "# Tom - MChem project\n\n10 Nov: TGA runs done, NMR booked for next week. Write up the methods section.\n",
        )
    )
    a(Entry(f"{SU}/supervision log 2026.xlsx", 28 * KB, _d("2026-11-17")))
    CF = f"{S}/Conferences"
    for n, s, d in [
        ("RSC Faraday Discussion 2025 Edinburgh/poster RSC Faraday 2025.pdf", 6_200 * KB, "2025-05-12"),
        ("RSC Faraday Discussion 2025 Edinburgh/poster RSC Faraday 2025.pptx", 34 * MB, "2025-05-11"),
        ("RSC Faraday Discussion 2025 Edinburgh/abstract.docx", 21 * KB, "2025-02-03"),
        ("EuropaCat 2026 Lisbon/poster EuropaCat 2026.pdf", 7_100 * KB, "2026-08-26"),
        ("EuropaCat 2026 Lisbon/poster EuropaCat 2026.pptx", 41 * MB, "2026-08-25"),
        ("EuropaCat 2026 Lisbon/abstract.docx", 23 * KB, "2026-03-19"),
        ("RSC Dalton 2026 Warwick/talk slides Dalton 2026.pptx", 62 * MB, "2026-04-13"),
    ]:
        a(Entry(f"{CF}/{n}", s, _d(d)))

    # ================================================================== Gwilym
    GL = f"{G}/Letters"
    for n, s, d, dup in [
        ("Bank/HSBC - new debit card.pdf", 380 * KB, "2026-06-03", None),
        ("Bank/HSBC - annual summary 2025.pdf", 520 * KB, "2026-01-22", None),
        ("Bank/HSBC - change to savings rate.pdf", 410 * KB, "2026-10-14", "hsbc"),
        ("Bank/Nationwide ISA statement 2026.pdf", 460 * KB, "2026-04-18", None),
        ("Council/Council - Blue Badge approved.pdf", 350 * KB, "2026-03-05", None),
        ("Council/Council - bus pass renewal.pdf", 330 * KB, "2026-09-16", None),
        ("Council/Council - bin collection changes.pdf", 290 * KB, "2026-11-10", None),
        ("NHS - hearing aid appointment.pdf", 270 * KB, "2026-11-02", None),
        ("DVLA - driving licence renewal.pdf", 440 * KB, "2025-08-12", None),
    ]:
        a(Entry(f"{GL}/{n}", s, _d(d), dup=dup))
    PE = f"{G}/Pension"
    for n, s, d in [
        ("BT Pension annual statement 2024.pdf", 610 * KB, "2024-07-12"),
        ("BT Pension annual statement 2025.pdf", 640 * KB, "2025-07-15"),
        ("BT Pension annual statement 2026.pdf", 655 * KB, "2026-07-14"),
        ("State Pension - new amount 2025.pdf", 300 * KB, "2025-03-18"),
        ("State Pension - new amount 2026.pdf", 305 * KB, "2026-03-20"),
        ("Winter Fuel Payment letter 2026.pdf", 220 * KB, "2026-11-06"),
    ]:
        a(Entry(f"{PE}/{n}", s, _d(d)))
    FH = f"{G}/Family history"
    for n, s, d in [
        ("Nain and Taid wedding 1938.jpg", 4_800 * KB, "2025-02-08"),
        ("Gwilym christening 1945.jpg", 3_900 * KB, "2025-02-08"),
        ("Ellis farm Llanfair 1950s.tif", 38 * MB, "2025-02-15"),
        ("Mam and Dad at Barmouth 1962.jpg", 4_100 * KB, "2025-02-15"),
        ("Capel Bethel Sunday school 1953.tif", 41 * MB, "2025-02-22"),
        ("Gwilym in uniform 1964.jpg", 3_300 * KB, "2025-02-22"),
        ("Aunty Megan's wedding 1959.jpg", 4_400 * KB, "2025-03-08"),
        ("Llanfair school class 1952.tif", 36 * MB, "2025-03-08"),
    ]:
        a(Entry(f"{FH}/Old photos/{n}", s, _d(d)))
    a(
        T(
            f"{FH}/Census/1901 census Jones household Bala.txt",
            _d("2025-01-30"),
            "1901 census, Bala, Merionethshire.\nRobert Jones, head, 44, quarryman. Margaret Jones, wife, 41.\n"
            "Ellen Jones, daughter, 12, scholar. Language spoken: Welsh only.\n",
        )
    )
    a(
        T(
            f"{FH}/Census/1911 census Ellis household Llanfair.txt",
            _d("2025-01-30"),
            "1911 census, Llanfair, Merionethshire.\nJohn Ellis, head, 38, farmer. Ellen Ellis, wife, 22.\n"
            "William Ellis, son, 1. Both languages.\n",
        )
    )
    a(
        T(
            f"{FH}/Census/1921 census Ellis household Llanfair.txt",
            _d("2025-02-14"),
            "1921 census, Llanfair, Merionethshire.\nJohn Ellis, head, 48, farmer. Ellen Ellis, wife, 32.\n"
            "William Ellis, son, 11. Griffith Ellis, son, 6. Farm: Tyddyn Bach.\n",
        )
    )
    a(
        T(
            f"{FH}/Ellis family tree.ged",
            _d("2025-03-11"),
            "0 HEAD\n1 SOUR Gwilym\n0 @I1@ INDI\n1 NAME John /Ellis/\n1 BIRT\n2 DATE 1873\n"
            "0 @I2@ INDI\n1 NAME Gwilym /Ellis/\n1 BIRT\n2 DATE 1945\n2 PLAC Llanfair\n0 TRLR\n",
        )
    )
    a(Entry(f"{FH}/chapel records Bethel Llanfair.pdf", 8_800 * KB, _d("2025-03-20")))
    a(Entry(f"{FH}/notes for Bronwen about the family.docx", 44 * KB, _d("2026-10-19")))
    MD = f"{G}/Medals"
    for n, s, d in [
        ("General Service Medal - South Arabia.pdf", 900 * KB, "2019-05-14"),
        ("Army service record Gwilym Ellis.pdf", 2_600 * KB, "2019-05-14"),
        ("MOD Medal Office letter 2019.pdf", 310 * KB, "2019-06-03"),
        ("Royal Welch Fusiliers discharge papers 1967.pdf", 1_700 * KB, "2019-05-20"),
        ("photo of medals.jpg", 3_600 * KB, "2019-07-01"),
    ]:
        a(Entry(f"{MD}/{n}", s, _d(d)))

    # ================================================================== Documents (household, Bronwen)
    for n, s, d in [
        ("Household/home insurance 2026-27.pdf", 980 * KB, "2026-08-18"),
        ("Household/car insurance renewal 2026.pdf", 420 * KB, "2026-10-07"),
        ("Household/TV licence 2026.pdf", 120 * KB, "2026-02-03"),
        ("Household/boiler service certificate 2026.pdf", 210 * KB, "2026-09-23"),
        ("Bronwen/CV Bronwen Ellis 2026.docx", 58 * KB, "2026-02-12"),
        ("Bronwen/DBS certificate 2025.pdf", 330 * KB, "2025-05-21"),
        ("Bronwen/ABRSM Grade 8 singing certificate.pdf", 760 * KB, "2022-07-19"),
    ]:
        a(Entry(f"Documents/{n}", s, _d(d)))

    # ================================================================== Pictures
    for i in range(30):
        a(
            Entry(
                f"Pictures/Choir/Spring concert 2026/DSC_{4810 + i * 3}.jpg",
                r.randint(5 * MB, 11 * MB),
                _d("2026-04-26") + i * 0.002,
            )
        )
    for i in range(24):
        a(
            Entry(
                f"Pictures/Choir/Christmas concert 2025/DSC_{3120 + i * 2}.jpg",
                r.randint(5 * MB, 11 * MB),
                _d("2025-12-14") + i * 0.002,
            )
        )
    for i in range(16):
        a(
            Entry(
                f"Pictures/Gwilym 80th birthday/IMG_20250614_{14 + i // 4:02d}{i * 7 % 60:02d}{i * 13 % 60:02d}.jpg",
                r.randint(2 * MB, 5 * MB),
                _d("2025-06-14"),
            )
        )
    age = 9.0
    for _i in range(50):
        age = _clear(age + 2.5 + r.random() * 9)
        d = iso_of(age)
        hms = f"{r.randint(8, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        a(Entry(f"Pictures/Phone/IMG_{d:%Y%m%d}_{hms}.jpg", r.randint(1_500 * KB, 4_500 * KB), age))
    age = 11.0
    for _i in range(11):
        age = _clear(age + 8 + r.random() * 20)
        d = iso_of(age)
        a(
            Entry(
                f"Pictures/Screenshots/Screenshot_{d:%Y%m%d}-{r.randint(8, 22):02d}{r.randint(10, 59)}.png",
                r.randint(150 * KB, 1_200 * KB),
                age,
            )
        )
    a(Entry("Pictures/Screenshots/Screenshot_20261119-2105.png", 610 * KB, "11-19"))

    # ================================================================== Videos and Music
    for n, s, d in [
        ("Spring concert 2026 full.mp4", 4_800 * MB, "2026-04-26"),
        ("Christmas concert 2025.mp4", 3_900 * MB, "2025-12-14"),
        ("Valley Voices Eisteddfod 2026.mp4", 2_200 * MB, "2026-08-07"),
        ("Gwilym 80th birthday party.mp4", 1_600 * MB, "2025-06-15"),
        ("Samir RSC Dalton talk.mp4", 940 * MB, "2026-04-16"),
    ]:
        a(Entry(f"Videos/{n}", s, _d(d)))
    ALB = "Music/Côr Meibion Treorci - Goreuon"
    for i, t in enumerate(
        [
            "Myfanwy",
            "Gwahoddiad",
            "Calon Lân",
            "Ar Hyd y Nos",
            "Rachie",
            "Cwm Rhondda",
            "Llanfair",
            "Unwaith Eto'n Nghymru Annwyl",
        ],
        1,
    ):
        a(Entry(f"{ALB}/{i:02d} {t}.mp3", r.randint(5 * MB, 11 * MB), _d("2024-12-20")))

    # ================================================================== Downloads
    score = {e.path: e for e in E}
    candle = score[f"{CH}/Scores/Rutter - Candlelight Carol.pdf"]
    lec5 = score[f"{T2}/Lectures/CHEM2041 Lecture 05.pptx"]
    hsbc = score[f"{GL}/Bank/HSBC - change to savings rate.pdf"]
    st10 = score[f"{AC}/Bank statements/Afon Arts Trust statement 2026-10.pdf"]
    dl = [
        ("MuseScore-Studio-4.4.3.dmg", 190 * MB, "2025-01-10", None),
        ("Audacity-3.7.1-64bit.exe", 44 * MB, "2025-03-03", None),
        ("ChemDraw_23.1_Setup.exe", 980 * MB, "2026-09-21", None),
        ("install-tl-windows.exe", 22 * MB, "2026-02-10", None),
        ("Zoom_6.3.0.dmg", 120 * MB, "2026-05-12", None),
        ("GoogleChromeSetup.exe", 1_400 * KB, "2024-06-03", None),
        ("Mendeley-Reference-Manager-2.120.0.exe", 110 * MB, "2024-10-08", None),
        ("Rutter - Candlelight Carol (1).pdf", candle.size, "2026-09-08", "candle"),
        ("CHEM2041 Lecture 05 (1).pptx", lec5.size, "2026-10-27", "lec0205"),
        ("HSBC letter scan.pdf", hsbc.size, "2026-10-15", "hsbc"),
        ("Afon Arts Trust statement 2026-10 (1).pdf", st10.size, "2026-11-05", "trust2610"),
        ("Christmas concert 2025 from Huw.mp4.part", 1_100 * MB, "2026-01-08", None),
        ("Untitled.txt", 0, "2026-06-30", None),
        ("Messiah practice tracks.zip", 210 * MB, "2025-10-20", None),
        ("Choir website backup 2024.zip", 380 * MB, "2024-03-11", None),
        ("EPSRC New Investigator guidance 2026.pdf", 1_200 * KB, "2026-07-30", None),
        ("Haddad et al 2024 JACS.pdf", 4_100 * KB, "2024-11-20", None),
        ("boarding pass Lisbon.pdf", 90 * KB, "2026-09-05", None),
        ("census_1921_Ellis_Llanfair.jpg", 3_000 * KB, "2025-02-13", None),
        ("sheet music order - Banks Music.pdf", 140 * KB, "2026-10-21", None),
        ("Calon Lan SATB arrangement.pdf", 880 * KB, "2025-08-29", None),
    ]
    for n, s, d, dup in dl:
        a(Entry(f"Downloads/{n}", s, _d(d), dup=dup))
    # the Candlelight Carol score is the same file as the one downloaded
    E[E.index(candle)] = Entry(candle.path, candle.size, candle.age, dup="candle")

    # ================================================================== Desktop
    a(
        T(
            "Desktop/todo.txt",
            0.2,
            "- print the carol sheets (large print for Valley Voices)\n- chase Huw for the Christmas concert video\n"
            "- Gift Aid: check the new members' declarations\n- Dad: hearing aid appointment 2 Dec\n",
        )
    )
    a(Entry("Desktop/New Text Document.txt", 0, _d("2026-09-24")))
    a(Entry("Desktop/programme ideas.docx", 34 * KB, _d("2026-10-15")))
    a(Entry("Desktop/scan0003.pdf", 1_300 * KB, _d("2026-10-23")))
    a(Entry("Desktop/Screenshot_20261112-0914.png", 540 * KB, _d("2026-11-12")))

    # ================================================================== hidden / noise
    a(T(".bashrc", 400.3, "export PATH=$HOME/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".profile", 400.3, 'if [ -n "$BASH_VERSION" ]; then . "$HOME/.bashrc"; fi\n'))
    a(T(".gitconfig", 300.3, "[user]\n\tname = Samir Haddad\n\temail = s.haddad@uni.ac.uk\n"))
    a(T(".config/MuseScore/MuseScore4.ini", 40.3, "[application]\nlanguage=en_GB\n"))
    a(T(".config/libreoffice/4/user/registrymodifications.xcu", 2.3, "<oor:items></oor:items>\n"))
    a(Entry(".mozilla/firefox/k3x9.default-release/places.sqlite", 5_200 * KB, 0.3))
    for _i in range(30):
        a(Entry(f".cache/thumbnails/large/{r.getrandbits(64):016x}.png", r.randint(15_000, 80_000), r.random() * 40))
    for i in range(8):
        a(
            Entry(
                f".texlive2026/texmf-var/luatex-cache/generic/fonts/otl/font{i}.luc", r.randint(50 * KB, 900 * KB), 60.3
            )
        )
    return _check_choir(_check(E))


def _check_choir(entries: list[Entry]) -> list[Entry]:
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
    # dates written in names agree with the files' ages
    import re

    for e in entries:
        if isinstance(e.age, str) or e.hidden_or_noise:
            continue
        m = re.search(r"(?:IMG_|Screenshot_)(\d{4})(\d{2})(\d{2})", e.name)
        if m and not e.path.startswith("Downloads/"):
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), e.path
    return entries


HOMES["choir"] = choir

if __name__ == "__main__":
    from homes import human

    es = choir()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
