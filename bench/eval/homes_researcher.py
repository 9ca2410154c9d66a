"""A generated home for the held-out set J (heldout_j.jsonl): Dr. Amara Okafor, a postdoc in marine biology, who
also plays bass in a funk band and is learning Portuguese.

Shape: PhD/ (the finished thesis in LaTeX: chapters, figures, build output, a bibliography, the final PDFs with a
"FINAL corrections"), Research/Papers (manuscripts in progress with versions, reviewer comments and responses),
Research/Data (.csv/.nc/.h5, some very large), Research/Code (Python and R analysis repos with .git, .venv,
__pycache__, .Rproj.user), Research/Conferences (posters and talks as .pptx/.pdf), Research/Grants (applications,
budgets named the same in two grants), Research/Literature (a reference library of ~150 PDFs named by author and
year, some with accents), Research/Fieldwork (photos and GoPro videos by expedition and date, field notes named the
same in each expedition), Research/Sample log.xlsx, Research/Lab safety (certificates); Admin/Visa & Immigration
(passport scans, BRP, visa letters), Admin/Finance (payslips by month, pension, tax returns by tax year, rent);
Band/ (rehearsal recordings .wav/.mp3, setlists, tabs as PDFs, gig posters, band accounts); Portuguese/ (Anki decks,
lesson notes with accents); Pictures/Phone backup (hundreds of small photos, WhatsApp media), Pictures/Screenshots;
Videos; Downloads (random PDFs, installers, zips, "(1)" copies and exact duplicates of files elsewhere, an unfinished
download, an empty file); Desktop clutter; hidden dotfiles, .ssh keys, a passwords export, .conda and .cache.

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day the set was written). Visible files avoid
the ages that sit on a date boundary of set J's questions (BAD_WINDOWS, checked by `_check_researcher`); the files
dated Nov 19 are month-day anchors ("11-19").
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


# Date boundaries of set J's questions (ages in days as of 2026-11-24); visible files keep clear of them.
ROLLING = [2, 3, 7, 10, 14, 30, 91, 182, 365, 730]
CALENDAR = [
    "2026-11-01",
    "2026-10-01",
    "2026-09-01",
    "2026-08-01",
    "2026-04-01",
    "2026-03-01",
    "2026-01-01",
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


def _months(first: str, n: int) -> list[tuple[int, int]]:
    y, m = (int(x) for x in first.split("-"))
    out = []
    for i in range(n):
        yy, mm = divmod(y * 12 + m - 1 + i, 12)
        out.append((yy, mm + 1))
    return out


R = "Research"
LIT = "Research/Literature"
FW = "Research/Fieldwork"


def researcher() -> list[Entry]:
    r = random.Random(1010)
    E: list[Entry] = []
    a = E.append

    # ================================================================== PhD thesis (LaTeX, finished 2024)
    TH = "PhD/Thesis"
    a(
        T(
            f"{TH}/main.tex",
            ago("2024-05-02"),
            "\\documentclass[12pt]{report}\n\\title{Thermal tolerance of Western Indian Ocean corals}\n"
            "\\author{Amara Okafor}\n\\begin{document}\n\\include{chapters/01_introduction}\n\\end{document}\n",
        )
    )
    chapters = [
        "01_introduction",
        "02_literature_review",
        "03_methods",
        "04_bleaching_thresholds",
        "05_symbiont_shuffling",
        "06_general_discussion",
        "appendix_A_sites",
    ]
    for i, c in enumerate(chapters):
        a(Entry(f"{TH}/chapters/{c}.tex", r.randint(30 * KB, 140 * KB), ago("2024-04-20") + i * 3.1))
    figs = [
        "fig1_study_sites_map",
        "fig2_sst_anomaly",
        "fig3_bleaching_curves",
        "fig4_ed50_by_site",
        "fig5_symbiont_clades",
        "fig6_recovery",
        "fig7_dhw_vs_mortality",
        "fig8_conceptual_model",
    ]
    for i, f in enumerate(figs):
        a(Entry(f"{TH}/figures/{f}.pdf", r.randint(80 * KB, 2_400 * KB), ago("2024-04-10") + i))
        a(Entry(f"{TH}/figures/{f}.png", r.randint(300 * KB, 3_800 * KB), ago("2024-04-10") + i))
    a(Entry(f"{TH}/references.bib", 412 * KB, ago("2024-04-28")))
    for ext_, s in (("aux", 48 * KB), ("log", 310 * KB), ("toc", 9 * KB), ("bbl", 120 * KB), ("synctex.gz", 890 * KB)):
        a(Entry(f"{TH}/build/main.{ext_}", s, ago("2024-05-02")))
    a(Entry(f"{TH}/build/main.pdf", 18_400 * KB, ago("2024-05-02")))
    a(Entry("PhD/Okafor_PhD_thesis_submitted.pdf", 18_200 * KB, ago("2024-03-28")))
    a(Entry("PhD/Okafor_PhD_thesis_FINAL_corrections.pdf", 18_400 * KB, ago("2024-05-02"), dup="thesisfinal"))
    a(Entry("PhD/Viva/viva prep questions.docx", 44 * KB, ago("2024-02-12")))
    a(Entry("PhD/Viva/examiners report.pdf", 260 * KB, ago("2024-03-01") + 1.5))
    a(Entry("PhD/Viva/list of corrections.docx", 38 * KB, ago("2024-03-04")))
    a(Entry("PhD/Graduation/graduation photo.jpg", 5_100 * KB, ago("2024-07-16")))
    a(Entry("PhD/Graduation/degree certificate.pdf", 1_200 * KB, ago("2024-08-20")))

    # ================================================================== Papers in progress
    P1 = f"{R}/Papers/Coral bleaching Kenya"
    for n, d in [
        ("manuscript_v1.docx", "2026-02-16"),
        ("manuscript_v2.docx", "2026-04-22"),
        ("manuscript_v3_submitted.docx", "2026-06-10"),
        ("manuscript_v4_revised.docx", "2026-10-27"),
        ("cover letter.docx", "2026-06-10"),
        ("Reviewer comments R1.pdf", "2026-09-14"),
        ("Response to reviewers R1.docx", "2026-10-29"),
        ("supplementary material.pdf", "2026-10-26"),
    ]:
        a(Entry(f"{P1}/{n}", r.randint(60 * KB, 2_600 * KB), _clear(ago(d))))
    for i in range(1, 6):
        a(Entry(f"{P1}/figures/figure{i}.png", r.randint(400 * KB, 2_900 * KB), _clear(ago("2026-10-20") + i)))
    P2 = f"{R}/Papers/Seagrass carbon stocks"
    for n in ("main.tex", "introduction.tex", "methods.tex", "results.tex", "discussion.tex"):
        a(Entry(f"{P2}/{n}", r.randint(6 * KB, 60 * KB), _clear(8.3 + r.random() * 20)))
    a(Entry(f"{P2}/new_section.tex", 0, 11.4))
    a(Entry(f"{P2}/refs.bib", 88 * KB, 12.2))
    for i in range(1, 4):
        a(Entry(f"{P2}/figures/figure{i}.png", r.randint(300 * KB, 1_800 * KB), _clear(15.3 + i)))
    a(Entry(f"{P2}/Seagrass_draft_for_Joao_comments.pdf", 3_400 * KB, 16.2))
    P3 = f"{R}/Papers/Parrotfish grazing"
    a(Entry(f"{P3}/Okafor_etal_2025_MarEcolProgSer.pdf", 2_900 * KB, ago("2025-07-08"), dup="parrotpub"))
    a(Entry(f"{P3}/accepted_manuscript.docx", 410 * KB, ago("2025-05-30")))
    a(Entry(f"{P3}/proofs_corrected.pdf", 2_700 * KB, ago("2025-06-19")))
    a(Entry(f"{P3}/copyright form signed.pdf", 190 * KB, ago("2025-06-02")))

    # ================================================================== Data
    D = f"{R}/Data"
    a(Entry(f"{D}/SST/OISST_WIO_1982-2025_daily.nc", 14_300 * MB, ago("2026-01-22")))
    a(Entry(f"{D}/SST/OISST_WIO_2026_daily.nc", 1_140 * MB, _clear(ago("2026-11-14"))))
    a(Entry(f"{D}/SST/CoralTemp_DHW_Kenya_2024.nc", 2_600 * MB, ago("2025-02-11")))
    a(Entry(f"{D}/Telemetry/acoustic_detections_2025.h5", 6_800 * MB, ago("2025-11-18")))
    a(Entry(f"{D}/Telemetry/acoustic_detections_2026.h5", 4_100 * MB, _clear(ago("2026-11-10"))))
    a(Entry(f"{D}/Telemetry/receiver_metadata.csv", 42 * KB, ago("2025-11-18")))
    for site in ("Kisite", "Watamu", "Malindi", "Diani", "Mombasa_MPA"):
        a(
            Entry(
                f"{D}/Bleaching surveys/bleaching_{site}_2026.csv",
                r.randint(80 * KB, 900 * KB),
                _clear(ago("2026-03-26")),
            )
        )
        a(Entry(f"{D}/Bleaching surveys/bleaching_{site}_2025.csv", r.randint(80 * KB, 900 * KB), ago("2025-03-20")))
    a(Entry(f"{D}/Seagrass cores/core_carbon_results.csv", 310 * KB, _clear(ago("2026-09-29"))))
    a(Entry(f"{D}/Seagrass cores/core_carbon_results_CLEANED.csv", 298 * KB, _clear(ago("2026-10-09"))))
    a(Entry(f"{D}/Seagrass cores/grain_size.xlsx", 150 * KB, _clear(ago("2026-10-09"))))
    a(
        T(
            f"{D}/README.txt",
            ago("2026-01-22"),
            "Data folder. SST from NOAA OISST v2.1, clipped to the Western Indian Ocean.\n"
            "Telemetry from the VR2W receivers at Kisite (KWS permit KWS/BRM/5001).\n",
        )
    )

    # ================================================================== Code repos
    C = f"{R}/Code"

    def git(base: str, n: int, age: float) -> None:
        a(T(f"{base}/.git/HEAD", age, "ref: refs/heads/main\n"))
        a(T(f"{base}/.git/config", age, "[core]\n\trepositoryformatversion = 0\n"))
        a(Entry(f"{base}/.git/index", r.randint(3 * KB, 40 * KB), age))
        for _i in range(n):
            h = f"{r.getrandbits(160):040x}"
            a(Entry(f"{base}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 80_000), age + r.random() * 200))

    RS = f"{C}/reef-sst-analysis"
    git(RS, 12, 1.3)
    a(
        T(
            f"{RS}/README.md",
            40.2,
            "# reef-sst-analysis\n\nDegree heating weeks and bleaching thresholds for Kenyan reefs.\n",
        )
    )
    a(T(f"{RS}/requirements.txt", 60.4, "xarray==2024.9.0\nnetCDF4==1.7.1\npandas==2.2.3\nmatplotlib==3.9.2\n"))
    for n in ("dhw", "load_oisst", "thresholds", "plots", "stats"):
        age = _clear(1.3 + r.random() * 40)
        a(Entry(f"{RS}/src/{n}.py", r.randint(2 * KB, 24 * KB), age))
        a(Entry(f"{RS}/src/__pycache__/{n}.cpython-312.pyc", r.randint(2 * KB, 20 * KB), 1.3))
    for n in ("01_explore_sst.ipynb", "02_dhw_maps.ipynb", "03_figures_for_paper.ipynb"):
        a(Entry(f"{RS}/notebooks/{n}", r.randint(400 * KB, 9 * MB), _clear(9.2 + r.random() * 60)))
    a(Entry(f"{RS}/data/bleaching_Kisite_2026.csv", 0, 0))  # placeholder, replaced below with the dup
    for i in range(20):
        a(Entry(f"{RS}/.venv/lib/python3.12/site-packages/pkg{i:02d}/__init__.py", r.randint(100, 60_000), 60.4))
    a(Entry(f"{RS}/.venv/bin/python3.12", 6_200 * KB, 60.4))
    SG = f"{C}/seagrass-models"
    git(SG, 8, 16.3)
    a(T(f"{SG}/README.md", 200.3, "# seagrass-models\n\nBayesian models of seagrass carbon stocks (brms).\n"))
    for n in ("01_clean.R", "02_models.R", "03_figures.R", "functions.R"):
        a(Entry(f"{SG}/R/{n}", r.randint(2 * KB, 30 * KB), _clear(16.3 + r.random() * 30)))
    a(T(f"{SG}/seagrass-models.Rproj", 200.3, "Version: 1.0\nRestoreWorkspace: No\n"))
    a(Entry(f"{SG}/models/brms_fit_carbon.rds", 388 * MB, _clear(17.2)))
    a(Entry(f"{SG}/.Rproj.user/shared/notebooks/cache.rdb", 2_100 * KB, 16.3))
    a(Entry(f"{SG}/.Rhistory", 34 * KB, 16.3))
    TP = f"{C}/telemetry-pipeline"
    git(TP, 6, 120.3)
    a(T(f"{TP}/README.md", 300.3, "# telemetry-pipeline\n\nParses VR2W exports into HDF5.\n"))
    for n in ("parse_vrl.py", "to_hdf5.py", "filters.py"):
        a(Entry(f"{TP}/{n}", r.randint(3 * KB, 18 * KB), _clear(120.3 + r.random() * 60)))
        a(Entry(f"{TP}/__pycache__/{n[:-3]}.cpython-311.pyc", r.randint(2 * KB, 15 * KB), 120.3))

    # ================================================================== Conferences
    CF = f"{R}/Conferences"
    talks = [
        ("ICRS 2024 Auckland/Okafor ICRS poster.pdf", 9_800 * KB, "2024-06-28"),
        ("ICRS 2024 Auckland/Okafor ICRS poster.pptx", 31 * MB, "2024-06-27"),
        ("ICRS 2024 Auckland/abstract.docx", 22 * KB, "2024-02-19"),
        ("Ocean Sciences 2026 New Orleans/OSM talk - bleaching thresholds.pptx", 86 * MB, "2026-02-20"),
        ("Ocean Sciences 2026 New Orleans/OSM talk - bleaching thresholds.pdf", 12_300 * KB, "2026-02-21"),
        ("Ocean Sciences 2026 New Orleans/travel grant receipt.pdf", 140 * KB, "2026-03-09"),
        ("WIOMSA 2025 Durban/WIOMSA poster v2 FINAL.pdf", 7_400 * KB, "2025-10-14"),
        ("WIOMSA 2025 Durban/WIOMSA poster v2 FINAL.pptx", 27 * MB, "2025-10-14"),
        ("WIOMSA 2025 Durban/WIOMSA poster v1.pptx", 25 * MB, "2025-10-06"),
        ("Lab meeting talks/lab meeting 2026-09 seagrass update.pptx", 14 * MB, "2026-09-17"),
        ("Lab meeting talks/lab meeting 2026-05 telemetry.pptx", 11 * MB, "2026-05-14"),
        ("Marine Biology Society 2026 Plymouth/MBA talk draft.pptx", 41 * MB, "2026-11-16"),
    ]
    for n, s, d in talks:
        a(Entry(f"{CF}/{n}", s, _clear(ago(d)), dup="wiomsapdf" if n.endswith("v2 FINAL.pdf") else None))

    # ================================================================== Grants
    G = f"{R}/Grants"
    for n, s, d in [
        ("NERC IRF 2026/Case for support v1.docx", 120 * KB, "2026-08-20"),
        ("NERC IRF 2026/Case for support v3 FINAL.docx", 131 * KB, "2026-10-07"),
        ("NERC IRF 2026/budget.xlsx", 58 * KB, "2026-10-06"),
        ("NERC IRF 2026/Data management plan.docx", 36 * KB, "2026-10-05"),
        ("NERC IRF 2026/CV - Amara Okafor (narrative).docx", 48 * KB, "2026-10-05"),
        ("NERC IRF 2026/letters of support/letter - KMFRI.pdf", 220 * KB, "2026-09-30"),
        ("NERC IRF 2026/letters of support/letter - WCS Kenya.pdf", 240 * KB, "2026-10-02"),
        ("Royal Society Research Grant 2025/application.pdf", 640 * KB, "2025-04-09"),
        ("Royal Society Research Grant 2025/budget.xlsx", 41 * KB, "2025-04-08"),
        ("Royal Society Research Grant 2025/award letter.pdf", 180 * KB, "2025-07-21"),
        ("Royal Society Research Grant 2025/final report.docx", 95 * KB, "2026-07-29"),
    ]:
        a(Entry(f"{G}/{n}", s, _clear(ago(d))))

    # ================================================================== Literature: PDFs by author and year
    authors = [
        "Hughes",
        "Baker",
        "McClanahan",
        "Obura",
        "Darling",
        "Graham",
        "Bellwood",
        "Mumby",
        "Sheppard",
        "Donner",
        "Eakin",
        "Heron",
        "Liu",
        "Skirving",
        "Hoegh-Guldberg",
        "Pandolfi",
        "Jackson",
        "Cinner",
        "Wilson",
        "Fabricius",
        "Anthony",
        "Berkelmans",
        "van Oppen",
        "LaJeunesse",
        "Ziegler",
        "Voolstra",
        "Palumbi",
        "Barshis",
        "Fourqurean",
        "Duarte",
        "Orth",
        "Waycott",
        "Macreadie",
        "Serrano",
        "Marbà",
        "Kennedy",
        "Gullström",
        "Heupel",
        "Hussey",
        "Kessel",
        "Núñez",
        "Sørensen",
        "Müller",
        "Pérez",
        "Okafor",
        "Mwachireya",
        "Kamau",
        "Odhiambo",
        "Smith",
        "Brown",
    ]
    journals = [
        "Nature",
        "Science",
        "GCB",
        "CoralReefs",
        "MEPS",
        "PNAS",
        "NatClimChange",
        "MarPollBull",
        "FrontMarSci",
        "ProcB",
    ]
    seen = set()
    n_lit = 0
    while n_lit < 150:
        au = r.choice(authors)
        yr = r.randint(1998, 2026)
        style = r.random()
        if style < 0.45:
            name = f"{au}_{yr}.pdf"
        elif style < 0.8:
            name = f"{au} et al. {yr} {r.choice(journals)}.pdf"
        else:
            name = f"{au}_{yr}_{r.choice(journals)}.pdf"
        if name in seen:
            continue
        seen.add(name)
        if au == "Hughes" and yr in (2017, 2018):
            continue
        age = _clear(40.3 + r.random() * 1500)
        a(Entry(f"{LIT}/{name}", r.randint(300 * KB, 9 * MB), age))
        n_lit += 1
    a(Entry(f"{LIT}/Hughes et al. 2017 Nature.pdf", 5_120 * KB, ago("2023-11-02"), dup="hughes17"))
    a(Entry(f"{LIT}/Hughes et al. 2018 Science.pdf", 3_870 * KB, ago("2023-11-02")))
    for n in (
        "Voolstra et al. 2025 GCB.pdf",
        "Eakin_2026_CoralReefs.pdf",
        "Duarte 2026 preprint.pdf",
        "Kamau_2026.pdf",
    ):
        a(Entry(f"{LIT}/To read/{n}", r.randint(900 * KB, 5 * MB), _clear(20.3 + r.random() * 50)))
    a(Entry(f"{LIT}/library.bib", 1_800 * KB, 12.3))

    # ================================================================== Fieldwork: photos and GoPro videos
    exps = [
        ("2024-08 Oban", "2024-08-12", 6, 14, 3),
        ("2025-03 Kenya Kisite", "2025-03-09", 14, 26, 6),
        ("2026-02 Zanzibar", "2026-02-02", 10, 22, 5),
        ("2026-10 Watamu", "2026-10-12", 8, 20, 4),
    ]
    gp = 100
    for folder, start, days, n_ph, n_vid in exps:
        base = f"{FW}/{folder}"
        s0 = _dt.date.fromisoformat(start)
        for i in range(n_ph):
            d = s0 + _dt.timedelta(days=i * days // n_ph)
            age = _clear(ago(d.isoformat()))
            d = iso_of(age)
            a(Entry(f"{base}/Photos/DSC_{d:%Y%m%d}_{r.randint(1000, 9999)}.JPG", r.randint(6 * MB, 14 * MB), age))
        for i in range(n_vid):
            d = s0 + _dt.timedelta(days=i * days // n_vid)
            gp += 1
            a(Entry(f"{base}/GoPro/GX01{gp:04d}.MP4", r.randint(1_800 * MB, 4_000 * MB), _clear(ago(d.isoformat()))))
        a(
            T(
                f"{base}/field notes.txt",
                _clear(ago((s0 + _dt.timedelta(days=days)).isoformat())),
                f"Field notes, {folder}.\nDive log kept in the waterproof book; transcribe to the sample log.\n",
            )
        )
    a(
        T(
            f"{FW}/2026-10 Watamu/permit KWS 2026.txt",
            _clear(ago("2026-09-24")),
            "Kenya Wildlife Service research permit KWS/BRM/5001, valid to 31 Dec 2026.\n",
        )
    )
    a(Entry(f"{FW}/2025-03 Kenya Kisite/best of Kisite edit.mp4", 2_250 * MB, ago("2025-04-15"), dup="kisiteedit"))
    a(Entry(f"{R}/Sample log.xlsx", 264 * KB, _clear(ago("2026-10-30"))))
    a(Entry(f"{R}/Sample log backup 2025.xlsx", 188 * KB, ago("2025-12-19")))

    # Lab safety
    for n, d in [
        ("HSE Commercial SCUBA certificate.pdf", "2023-06-13"),
        ("Diving medical 2026.pdf", "2026-05-19"),
        ("COSHH training 2025.pdf", "2025-01-28"),
        ("RYA Powerboat Level 2.pdf", "2024-09-10"),
        ("First aid at work 2026.pdf", "2026-06-24"),
        ("Lab induction checklist signed.pdf", "2024-10-02"),
        ("Boat risk assessment Watamu 2026.docx", "2026-09-22"),
    ]:
        a(Entry(f"{R}/Lab safety/{n}", r.randint(120 * KB, 1_400 * KB), _clear(ago(d))))

    # ================================================================== Admin
    V = "Admin/Visa & Immigration"
    for n, s, d, dup in [
        ("Passport scan - Amara Okafor.pdf", 2_400 * KB, "2024-09-03", "passport"),
        ("Passport old (expired 2023).pdf", 2_100 * KB, "2022-11-08", None),
        ("BRP card front and back.jpg", 1_900 * KB, "2024-11-27", None),
        ("Global Talent endorsement letter - Royal Society.pdf", 310 * KB, "2024-09-18", None),
        ("Global Talent visa decision.pdf", 280 * KB, "2024-11-05", None),
        ("eVisa share code instructions.pdf", 160 * KB, "2025-06-03", None),
        ("ILR eligibility checklist.docx", 29 * KB, _dt.date(2026, 10, 19).isoformat(), None),
        ("Home Office letter 2026.pdf", 240 * KB, "2026-08-26", None),
    ]:
        a(Entry(f"{V}/{n}", s, _clear(ago(d)), dup=dup))
    F = "Admin/Finance"
    for y, m in _months("2024-12", 23):  # payslips 2024-12 … 2026-10, on the 26th
        a(Entry(f"{F}/Payslips/Payslip {y}-{m:02d}.pdf", r.randint(70 * KB, 95 * KB), _clear(ago(f"{y}-{m:02d}-26"))))
    a(Entry(f"{F}/Pension/USS annual benefit statement 2025.pdf", 420 * KB, ago("2025-06-17")))
    a(Entry(f"{F}/Pension/USS annual benefit statement 2026.pdf", 430 * KB, ago("2026-06-16")))
    a(Entry(f"{F}/Pension/USS nomination form.pdf", 90 * KB, ago("2024-10-15")))
    for ty, d in (("2023-24", "2024-12-18"), ("2024-25", "2025-12-09"), ("2025-26", "2026-11-12")):
        a(Entry(f"{F}/Tax/{ty}/Self assessment tax return {ty}.pdf", r.randint(300 * KB, 600 * KB), _clear(ago(d))))
        a(Entry(f"{F}/Tax/{ty}/SA302 {ty}.pdf", r.randint(90 * KB, 150 * KB), _clear(ago(d) - 6)))
        a(Entry(f"{F}/Tax/{ty}/P60 {ty}.pdf", r.randint(80 * KB, 120 * KB), _clear(ago(d) + 150)))
    a(Entry(f"{F}/Rent/Tenancy agreement - Flat 3, 21 Harbour Road.pdf", 1_600 * KB, ago("2025-08-29")))
    a(Entry(f"{F}/Rent/rent payments 2026.xlsx", 31 * KB, _clear(ago("2026-11-02"))))
    a(Entry(f"{F}/Rent/deposit protection certificate.pdf", 210 * KB, ago("2025-09-12")))
    a(Entry(f"{F}/budget 2026.xlsx", 44 * KB, _clear(ago("2026-11-09"))))
    a(
        T(
            "Admin/passwords_export_2026.csv",
            _clear(ago("2026-03-15")),
            "name,url,username,password\nuni,https://login.uni.ac.uk,aokafor,********\n",
        )
    )

    # ================================================================== Band
    BD = "Band"
    reh = [
        "2026-06-10",
        "2026-07-08",
        "2026-08-19",
        "2026-09-09",
        "2026-09-30",
        "2026-10-14",
        "2026-10-28",
        "2026-11-11",
        "11-19",
    ]
    for d in reh:
        if d == "11-19":
            a(Entry(f"{BD}/Rehearsals/rehearsal 2026-11-19.wav", 612 * MB, "11-19"))
            a(Entry(f"{BD}/Rehearsals/rehearsal 2026-11-19.mp3", 58 * MB, "11-19"))
            continue
        age = _clear(ago(d))
        a(Entry(f"{BD}/Rehearsals/rehearsal {d}.wav", r.randint(380 * MB, 720 * MB), age))
        a(Entry(f"{BD}/Rehearsals/rehearsal {d}.mp3", r.randint(35 * MB, 68 * MB), age))
    a(Entry(f"{BD}/Rehearsals/new tune idea - slap riff.m4a", 3_100 * KB, "11-19"))
    for d, venue in [
        ("2026-05-23", "The Jam Jar"),
        ("2026-08-01", "Harbour Festival"),
        ("2026-10-31", "The Crown"),
        ("2026-12-05", "Lantern Club"),
    ]:
        made = _dt.date.fromisoformat(d) - _dt.timedelta(days=3)
        age = _clear(ago(made.isoformat())) if made < TODAY else _clear(9.3)
        a(
            T(
                f"{BD}/Setlists/setlist {d} {venue}.txt",
                age,
                "Chameleon\nCissy Strut\nPick Up the Pieces\nGet Up Offa That Thing\nSuperstition\n",
            )
        )
    tabs = [
        "Chameleon - Herbie Hancock",
        "Cissy Strut - The Meters",
        "Pick Up the Pieces - Average White Band",
        "Superstition - Stevie Wonder",
        "Get Up Offa That Thing - James Brown",
        "Brick House - Commodores",
        "Le Freak - Chic",
        "Teen Town - Jaco Pastorius",
        "Sir Duke - Stevie Wonder",
        "Tell Me Something Good",
        "Papa Was a Rollin' Stone",
        "Jungle Boogie - Kool & the Gang",
    ]
    for i, t in enumerate(tabs):
        a(Entry(f"{BD}/Tabs/{t} bass tab.pdf", r.randint(90 * KB, 700 * KB), _clear(60.3 + i * 31.7)))
    for n, d in [
        ("gig poster Jam Jar May.png", "2026-05-02"),
        ("gig poster Harbour Festival.jpg", "2026-07-10"),
        ("gig poster The Crown Halloween.png", "2026-10-12"),
        ("gig poster Lantern Club.png", "2026-11-13"),
    ]:
        a(Entry(f"{BD}/Gig posters/{n}", r.randint(1 * MB, 6 * MB), _clear(ago(d))))
    a(Entry(f"{BD}/Band accounts 2026.xlsx", 38 * KB, _clear(ago("2026-11-08")), dup="bandacc"))
    a(Entry(f"{BD}/Band accounts 2025.xlsx", 33 * KB, ago("2025-12-20")))
    a(T(f"{BD}/band contacts.txt", 200.3, "Dele (drums) 07700 900112\nSasha (keys) 07700 900455\nMo (guitar)\n"))
    a(Entry(f"{BD}/Photos/Harbour Festival stage.jpg", 4_600 * KB, _clear(ago("2026-08-02"))))
    a(Entry(f"{BD}/Photos/Jam Jar crowd.jpg", 3_900 * KB, _clear(ago("2026-05-24"))))

    # ================================================================== Portuguese
    PT = "Portuguese"
    for n, s, d in [
        ("Portuguese core 2000.apkg", 48 * MB, "2025-09-14"),
        ("PT-BR verbos irregulares.apkg", 6 * MB, "2026-01-11"),
        ("Músicas brasileiras vocab.apkg", 9 * MB, "2026-07-05"),
    ]:
        a(Entry(f"{PT}/Anki/{n}", s, _clear(ago(d))))
    lessons = [
        "apresentações",
        "números e horas",
        "a família",
        "verbos ser e estar",
        "comida e restaurante",
        "pretérito perfeito",
        "direções na cidade",
        "no médico",
        "pretérito imperfeito",
        "o tempo e o clima",
        "viagens",
        "subjuntivo presente",
        "futebol e música",
        "trabalho e ciência",
    ]
    for i, lesson in enumerate(lessons):
        age = _clear(ago("2026-05-05") - i * 14 + 0.1)
        a(
            T(
                f"{PT}/Lesson notes/Aula {i + 1:02d} - {lesson}.md",
                age,
                f"# Aula {i + 1}: {lesson}\n\nVocabulário novo, exercícios.\n",
            )
        )
    a(Entry(f"{PT}/Gramática portuguesa - resumo.pdf", 2_300 * KB, ago("2025-10-20")))
    a(Entry(f"{PT}/homework/redação - minha pesquisa.docx", 31 * KB, _clear(ago("2026-11-15"))))

    # ================================================================== Pictures: phone backup, screenshots
    PB = "Pictures/Phone backup"
    age = 0.7
    for _i in range(170):
        age = _clear(age + 1.2 + r.random() * 2.3)
        d = iso_of(age)
        hms = f"{r.randint(7, 22):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        a(
            Entry(
                f"{PB}/DCIM/Camera/IMG_{d:%Y%m%d}_{hms}.jpg",
                r.randint(900 * KB, 3_600 * KB),
                age,
            )
        )
    age = 0.9
    for i in range(60):
        age = _clear(age + 2.1 + r.random() * 4)
        d = iso_of(age)
        a(Entry(f"{PB}/WhatsApp/Media/WhatsApp Images/IMG-{d:%Y%m%d}-WA{i:04d}.jpg", r.randint(60 * KB, 320 * KB), age))
    for i in range(15):
        age = _clear(3.9 + i * 9.7)
        d = iso_of(age)
        a(
            Entry(
                f"{PB}/WhatsApp/Media/WhatsApp Voice Notes/PTT-{d:%Y%m%d}-WA{i:04d}.opus",
                r.randint(8 * KB, 600 * KB),
                age,
            )
        )
    for i in range(12):
        age = _clear(6.1 + i * 23.3)
        d = iso_of(age)
        a(Entry(f"{PB}/WhatsApp/Media/WhatsApp Video/VID-{d:%Y%m%d}-WA{i:04d}.mp4", r.randint(3 * MB, 40 * MB), age))
    for i in range(18):
        age = _clear(1.4 + i * 17.1 + r.random())
        d = iso_of(age)
        a(
            Entry(
                f"Pictures/Screenshots/Screenshot {d.isoformat()} at {r.randint(8, 23):02d}.{r.randint(10, 59)}.png",
                r.randint(150 * KB, 1_900 * KB),
                age,
            )
        )
    a(Entry("Pictures/Screenshots/Screenshot 2026-11-19 at 21.14.png", 820 * KB, "11-19"))
    a(Entry("Pictures/Lagos Christmas 2025/family at Tinubu Square.jpg", 4_200 * KB, ago("2025-12-26")))
    a(Entry("Pictures/Lagos Christmas 2025/Mum's 60th cake.jpg", 3_700 * KB, ago("2025-12-28")))
    a(Entry("Pictures/Lagos Christmas 2025/beach at Tarkwa Bay.jpg", 5_000 * KB, ago("2025-12-30")))
    a(Entry("Pictures/profile photo 2026.jpg", 1_200 * KB, ago("2026-02-27")))

    # ================================================================== Videos
    a(Entry("Videos/best of Kisite edit.mp4", 2_250 * MB, ago("2025-04-16"), dup="kisiteedit"))
    a(Entry("Videos/Manta ray Zanzibar 4K.mp4", 5_700 * MB, ago("2026-02-08")))
    a(Entry("Videos/Harbour Festival gig full set.mov", 7_900 * MB, _clear(ago("2026-08-02"))))
    a(Entry("Videos/graduation ceremony.mp4", 1_300 * MB, ago("2024-07-17")))

    # ================================================================== Downloads
    dl = [
        ("R-4.4.2-arm64.pkg", 96 * MB, "2024-12-02", None),
        ("RStudio-2024.12.0-467.dmg", 680 * MB, "2024-12-02", None),
        ("Miniconda3-latest-MacOSX-arm64.sh", 110 * MB, "2025-01-15", None),
        ("Zotero-7.0.11.dmg", 101 * MB, "2026-01-20", None),
        ("QGIS-macOS-LTR-3.34.dmg", 1_450 * MB, "2025-06-11", None),
        ("Anki-24.11-mac-apple.dmg", 142 * MB, "2025-09-13", None),
        ("zoom_x64_6.2.5.exe", 86 * MB, "2026-02-18", None),
        ("GoPro Quik installer.dmg", 238 * MB, "2025-02-27", None),
        ("Reaper 7.22.dmg", 19 * MB, "2026-06-09", None),
        ("nature21707.pdf", 5_120 * KB, "2026-09-03", "hughes17"),
        ("Okafor_etal_2025_MarEcolProgSer (1).pdf", 2_900 * KB, "2025-07-09", "parrotpub"),
        ("Passport scan - Amara Okafor (1).pdf", 2_400 * KB, "2025-06-03", "passport"),
        ("Band accounts 2026 (1).xlsx", 38 * KB, "2026-11-09", "bandacc"),
        ("WIOMSA poster v2 FINAL.pdf", 7_400 * KB, "2025-10-15", "wiomsapdf"),
        ("university pension scheme guide.pdf", 3_200 * KB, "2025-03-03", None),
        ("IPCC_AR6_WGII_Chapter03.pdf", 48 * MB, "2025-10-30", None),
        ("OISST_WIO_2026_update.nc.part", 380 * MB, _dt.date(2026, 11, 13).isoformat(), None),
        ("conference_badge_OSM.pdf", 90 * KB, "2026-02-17", None),
        ("Untitled.txt", 0, "2026-07-21", None),
        ("invoice_bass_strings_Thomann.pdf", 110 * KB, "2026-10-23", None),
        ("Ryanair boarding pass LIS.pdf", 95 * KB, "2026-04-04", None),
        ("copernicus_sst_subset.zip", 2_100 * MB, "2026-01-27", None),
        ("thesis_template_uni.zip", 3_300 * KB, "2022-10-04", None),
        ("EndNote_to_Zotero_export.zip", 240 * MB, "2024-05-13", None),
    ]
    for n, s, d, dup in dl:
        a(Entry(f"Downloads/{n}", s, _clear(ago(d)), dup=dup))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/to do.txt",
            0.2,
            "- send response to reviewers (Kenya paper) to Joao\n- book Watamu boat for March\n"
            "- renew diving medical\n- change bass strings before Lantern Club gig\n- Anki every day!\n",
        )
    )
    a(Entry("Desktop/Screenshot 2026-11-16 at 10.02.png", 640 * KB, _clear(ago("2026-11-16"))))
    a(Entry("Desktop/figure for Joao.png", 1_100 * KB, _clear(ago("2026-11-11"))))
    a(Entry("Desktop/WIOMSA poster v2 FINAL.pdf", 7_400 * KB, _clear(ago("2025-10-16")), dup="wiomsapdf"))
    a(Entry("Desktop/New Folder/untitled.docx", 0, _clear(ago("2026-08-26"))))
    a(Entry("Desktop/PhD thesis.pdf", 18_400 * KB, ago("2024-05-03"), dup="thesisfinal"))

    # ================================================================== Documents
    a(Entry("Documents/CV - Amara Okafor 2026.pdf", 210 * KB, _clear(ago("2026-10-05"))))
    a(Entry("Documents/CV - Amara Okafor 2026.docx", 62 * KB, _clear(ago("2026-10-05"))))
    a(Entry("Documents/Cover letter - lectureship Plymouth.docx", 41 * KB, _clear(ago("2026-11-11"))))
    a(Entry("Documents/references.bib", 60 * KB, ago("2025-02-03")))
    a(
        T(
            "Documents/meeting notes 19 Nov.md",
            "11-19",
            "# Meeting with Joao, 19 Nov\n\n- Resubmit the Kenya paper by 5 December.\n"
            "- Seagrass: rerun the brms model.\n",
        )
    )

    # ================================================================== hidden / noise
    a(T(".zshrc", 300.3, 'export PATH="$HOME/miniconda3/bin:$PATH"\nalias jn="jupyter notebook"\n'))
    a(T(".gitconfig", 500.3, "[user]\n\tname = Amara Okafor\n\temail = a.okafor@uni.ac.uk\n"))
    a(T(".Rprofile", 400.3, 'options(repos = c(CRAN = "https://cloud.r-project.org"))\n'))
    a(
        T(
            ".ssh/id_ed25519",
            600.3,
            "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n",
        )
    )
    a(T(".ssh/id_ed25519.pub", 600.3, "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB7x a.okafor@uni.ac.uk\n"))
    a(T(".ssh/config", 600.3, "Host hpc\n  HostName login.hpc.uni.ac.uk\n  User aokafor\n"))
    a(T("Research/.DS_Store", 60.3, "Bud1\n"))
    for i in range(15):
        a(Entry(f".conda/pkgs/pkg{i:02d}-1.0-py312_0.tar.bz2", r.randint(1 * MB, 90 * MB), 300.3 + i))
    a(T(".conda/environments.txt", 300.3, "/Users/amara/miniconda3\n/Users/amara/miniconda3/envs/reef\n"))
    for _i in range(20):
        a(
            Entry(
                f".cache/pip/http-v2/{r.getrandbits(32):08x}/{r.getrandbits(64):016x}",
                r.randint(10_000, 3_000_000),
                1.5 + r.random() * 60,
            )
        )
    a(Entry(".local/share/Anki2/User 1/collection.anki2", 92 * MB, 0.3))

    # the repo's copy of the Kisite bleaching survey is the same file as the one in Data
    src = next(e for e in E if e.path == f"{D}/Bleaching surveys/bleaching_Kisite_2026.csv")
    E[E.index(src)] = Entry(src.path, src.size, src.age, dup="kisite26")
    ph = next(e for e in E if e.path == f"{RS}/data/bleaching_Kisite_2026.csv")
    E[E.index(ph)] = Entry(ph.path, src.size, _clear(ago("2026-04-02")), dup="kisite26")
    return _check_researcher(_check(E))


def _check_researcher(entries: list[Entry]) -> list[Entry]:
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
    import re

    for e in entries:
        if isinstance(e.age, str) or e.hidden_or_noise:
            continue
        m = re.search(r"(?:IMG|DSC|IMG-|PTT-|VID-)[_-]?(\d{4})(\d{2})(\d{2})", e.name)
        if m and not e.path.startswith("Downloads/"):
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), e.path
    return entries


HOMES["researcher"] = researcher

if __name__ == "__main__":
    from homes import human

    es = researcher()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
