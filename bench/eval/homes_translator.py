"""A generated home for the held-out set V (heldout_v.jsonl): Lucía Fernández Ribeiro, a freelance translator
(Spanish and Portuguese into English), her wife Grace Okafor, a veterinary nurse, and their son Tomás (9).

Shape: Work/ (Lucía's business: Jobs/<year>/<"2026-09-12 - LinguaPro - PO 4471 - pharma leaflet"> with Source/,
Target/, Reference/ and a Trados/ project (.sdlproj, en-GB/*.sdlxliff), TMs/ (.sdltm, .tmx), Termbases/ (.sdltb,
.tbx), Glossaries/ (.xlsx), POs/ (purchase orders by number and agency), Invoices/<year>/ (LFR-2026-001 … numbered),
Accounts/, Templates/, Sworn translator/ (the certificate, stamp and signature), ITI/ (membership), CPD/ (webinar
recordings .mp4, certificates, a log), Tax/<tax year>/); Writing/ (a half-written novel in Spanish, one chapter an
empty file); Grace/ (Vet/: the rota by month .xlsx, CPD certificates, RCVS registration, clinical notes .docx,
anaesthesia charts as scanned .PDF, dental charts and a dental chart template, patient photos named by pet, procedure
and date "Biscuit spay 2026-10-02.jpg"; Running club/); Tomás/ (scanned drawings, Minecraft screenshots and worlds,
school reading logs, a Lego stop-motion film: frames, sounds, the export); Pictures/ (phone camera, a summer in
Coruña, São Paulo, Ngozi's wedding in Lagos, screenshots), Videos/, Music/, Documents/ (house, IDs, car, medical);
Downloads (installers, "(1)" copies and exact duplicates of files elsewhere, an unfinished download, an old zip, an
empty file); Desktop clutter; hidden dotfiles and caches. Accents (Spanish, Portuguese, Igbo names), spaces, "&",
brackets, upper-case extensions (.PDF, .JPG, .MOV), empty files.

Dates in names match the files' ages as of 2026-11-24 (a Tuesday, the day the set was written). Visible files avoid
the ages that sit on a date boundary of set V's questions (BAD_WINDOWS, checked by `_check_translator`); the files
dated Nov 20, Oct 2 and Sep 12 (named days the questions use) are month-day anchors ("11-20", "10-02", "09-12").
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


# Date boundaries of set V's questions (ages in days as of 2026-11-24); visible files keep clear of them.
ROLLING = [2, 3, 7, 10, 14, 30, 91, 182, 365, 730]
CALENDAR = [
    "2026-11-01",
    "2026-10-01",
    "2026-09-01",
    "2026-08-01",
    "2026-06-01",
    "2026-01-01",
    "2025-01-01",
    "2024-01-01",
]
# named days: only their month-day anchors are dated on them
ANCHORS = {"11-20": "2026-11-20", "10-02": "2026-10-02", "09-12": "2026-09-12"}
BAD_WINDOWS = [(n - 0.5, n + 0.7) for n in ROLLING if n < 100] + [(n - 4, n + 6) for n in ROLLING if n >= 100]
BAD_WINDOWS += [(_days_to(d) - 1.0, _days_to(d) + 2.0) for d in CALENDAR]
BAD_WINDOWS += [(_days_to(d) - 1.0, _days_to(d) + 1.2) for d in ANCHORS.values()]
BAD_WINDOWS += [(3.0, 7.8)]  # Nov 20 (a named day, only its anchors) and the 7 days


def _bad(age: float) -> bool:
    return any(lo <= age < hi for lo, hi in BAD_WINDOWS)


def _clear(age: float) -> float:
    while _bad(age):
        age += 1.0
    return age


def at(iso: str) -> float | str:
    """The age of a file dated `iso`: its month-day anchor for a named day, else six hours before this clock time;
    the date must be clear of every boundary (the names carry it, so it can't be moved)."""
    for md, d in ANCHORS.items():
        if d == iso:
            return md
    age = ago(iso)
    assert not _bad(age), iso
    return age


W = "Work"
J26 = "Work/Jobs/2026"
J25 = "Work/Jobs/2025"
G = "Grace"
V = "Grace/Vet"
TO = "Tomás"

# (date, agency, PO, description, [(source file, size)], sworn, done)
JOBS_2026 = [
    ("2026-01-19", "MedLingo", "PO ML-0392", "clinical trial consent form", [("TCLE estudo ONC-221.docx", 184 * KB)]),
    (
        "2026-02-23",
        "LinguaPro",
        "PO 4102",
        "infusion pump IFU",
        [("IFU bomba de infusión v3.pdf", 6_200 * KB), ("IFU bomba de infusión v3.docx", 1_900 * KB)],
    ),
    (
        "2026-03-30",
        "Bufete Castro & Asociados",
        "PO 2026-014",
        "power of attorney",
        [("poder notarial Coruña.pdf", 3_100 * KB)],
    ),
    ("2026-05-11", "Atlántico Traducciones", "PO AT-0588", "hotel website", [("web hotel Galicia ES.xlsx", 240 * KB)]),
    (
        "2026-06-15",
        "LinguaPro",
        "PO 4290",
        "annual report",
        [("Relatório anual 2025 - Energia São Paulo.docx", 4_800 * KB)],
    ),
    ("2026-07-20", "Clearword", "PO CW-7781", "birth certificate", [("certidão de nascimento.pdf", 900 * KB)]),
    ("2026-09-12", "LinguaPro", "PO 4471", "pharma leaflet", [("prospecto Ibuprofeno 600.docx", 310 * KB)]),
    (
        "2026-10-05",
        "MedLingo",
        "PO ML-0417",
        "clinical study protocol",
        [("protocolo estudio CARDIO-3.docx", 2_200 * KB), ("anexo II cronograma.xlsx", 96 * KB)],
    ),
    (
        "2026-10-26",
        "Atlántico Traducciones",
        "PO AT-0642",
        "wine catalogue",
        [("catálogo vinos Rías Baixas 2027.docx", 5_600 * KB)],
    ),
    ("2026-11-16", "LinguaPro", "PO 4538", "SmPC omeprazole", [("ficha técnica Omeprazol 20 mg.docx", 420 * KB)]),
    (
        "2026-11-20",
        "Bufete Castro & Asociados",
        "PO 2026-051",
        "divorce judgment",
        [("sentencia divorcio.pdf", 2_400 * KB)],
    ),
]
SWORN = {"power of attorney", "birth certificate", "divorce judgment"}
IN_PROGRESS = {"SmPC omeprazole", "divorce judgment"}

JOBS_2025 = [
    (
        "2025-02-10",
        "LinguaPro",
        "PO 3711",
        "patient information leaflet",
        [("prospecto Paracetamol 1 g.docx", 290 * KB)],
    ),
    ("2025-03-24", "MedLingo", "PO ML-0301", "informed consent", [("consentimento informado.docx", 160 * KB)]),
    ("2025-05-06", "Clearword", "PO CW-6930", "university transcript", [("certificado académico USC.pdf", 1_300 * KB)]),
    ("2025-06-30", "Atlántico Traducciones", "PO AT-0455", "olive oil brochure", [("folleto aceite.docx", 3_300 * KB)]),
    ("2025-09-15", "LinguaPro", "PO 3980", "medical device labels", [("etiquetas stent.xlsx", 130 * KB)]),
    (
        "2025-10-20",
        "Bufete Castro & Asociados",
        "PO 2025-088",
        "company deeds",
        [("escritura constitución.pdf", 5_400 * KB)],
    ),
    ("2025-12-01", "MedLingo", "PO ML-0355", "ethics committee letter", [("parecer comitê de ética.pdf", 700 * KB)]),
]

PETS = [
    # (pet, procedure, date)
    ("Bramble", "lump removal", "2026-06-09"),
    ("Mango", "wing clip", "2026-07-03"),
    ("Pickle", "hedgehog check", "2026-08-14"),
    ("Tilly", "cruciate repair", "2026-09-08"),
    ("Biscuit", "spay", "2026-10-02"),
    ("Biscuit", "stitches check", "2026-10-12"),
    ("Luna", "dental", "2026-10-21"),
    ("Ozzy", "castration", "2026-11-05"),
    ("Dexter", "dental", "2026-11-12"),
    ("Chispa", "dental", "2026-11-20"),
]


def translator() -> list[Entry]:
    r = random.Random(2411)
    E: list[Entry] = []
    a = E.append

    # ================================================================== Work: jobs
    def job(base: str, date: str, agency: str, po: str, desc: str, sources, i: int) -> None:
        folder = f"{base}/{date} - {agency} - {po} - {desc}"
        t0 = at(date)
        for name, s in sources:
            dup = "ibuprofeno" if name.startswith("prospecto Ibuprofeno") else None
            a(Entry(f"{folder}/Source/{name}", s, t0, dup=dup))
        if desc in IN_PROGRESS:
            xl_age = 0.3 if desc == "SmPC omeprazole" else 1.2
        else:
            xl_age = _clear(ago(date) - 4 - (i % 3))
        a(Entry(f"{folder}/Trados/{desc}.sdlproj", r.randint(40 * KB, 180 * KB), xl_age))
        for name, s in sources:
            a(Entry(f"{folder}/Trados/en-GB/{name}.sdlxliff", int(s * 1.7) + r.randint(0, 9_000), xl_age))
        if desc in IN_PROGRESS:
            return
        done = _clear(ago(date) - 6 - (i % 4))
        for name, s in sources:
            stem, ext_ = name.rsplit(".", 1)
            if desc in SWORN:
                a(Entry(f"{folder}/Target/{desc} - sworn translation EN.pdf", r.randint(600 * KB, 2_400 * KB), done))
                a(Entry(f"{folder}/Target/{desc} - sworn translation EN.docx", r.randint(60 * KB, 300 * KB), done))
            else:
                tgt = "docx" if ext_ == "pdf" else ext_
                if ext_ == "pdf" and any(n == f"{stem}.docx" for n, _s in sources):
                    continue  # the Word conversion of this PDF is what was translated
                a(Entry(f"{folder}/Target/{stem}_EN.{tgt}", int(s * 0.95), done))

    for i, (d, ag, po, desc, src) in enumerate(JOBS_2026):
        job(J26, d, ag, po, desc, src, i)
    for i, (d, ag, po, desc, src) in enumerate(JOBS_2025):
        job(J25, d, ag, po, desc, src, i)
    # reference material in some jobs (the same names in several jobs)
    lp = [j for j in JOBS_2026 if j[1] == "LinguaPro"]
    for d, ag, po, desc, _src in lp:
        folder = f"{J26}/{d} - {ag} - {po} - {desc}"
        a(Entry(f"{folder}/Reference/LinguaPro style guide 2026.pdf", 1_450 * KB, at(d), dup="lpstyle"))
    for d, ag, po, desc, _src in JOBS_2026:
        if desc in ("pharma leaflet", "SmPC omeprazole"):
            folder = f"{J26}/{d} - {ag} - {po} - {desc}"
            a(Entry(f"{folder}/Reference/QRD template EN v10.4.pdf", 880 * KB, at(d), dup="qrd"))
        if desc in ("clinical study protocol", "wine catalogue", "pharma leaflet"):
            folder = f"{J26}/{d} - {ag} - {po} - {desc}"
            a(Entry(f"{folder}/queries.xlsx", r.randint(14 * KB, 30 * KB), _clear(ago(d) - 3)))

    # ================================================================== Work: TMs, termbases, glossaries
    for n, s, d in [
        ("ES-EN Pharma.sdltm", 184 * MB, "2026-11-23"),
        ("ES-EN Legal.sdltm", 66 * MB, "2026-11-23"),
        ("PT-EN Legal.sdltm", 41 * MB, "2026-07-26"),
        ("ES-EN General.sdltm", 226 * MB, "2026-11-03"),
        ("PT-EN General.sdltm", 97 * MB, "2026-06-22"),
        ("ES-EN Pharma backup 2025-12.sdltm", 158 * MB, "2025-12-29"),
        ("LinguaPro client TM 2026.tmx", 38 * MB, "2026-09-24"),
        ("MedLingo ES-EN TM export.tmx", 22 * MB, "2026-10-15"),
        ("PT-EN General export 2024.tmx", 31 * MB, "2024-07-02"),
    ]:
        a(Entry(f"{W}/TMs/{n}", s, at(d)))
    for n, s, d in [
        ("Pharma ES-EN.sdltb", 12 * MB, "2026-11-16"),
        ("Legal ES-PT-EN.sdltb", 7_400 * KB, "2026-04-02"),
        ("LinguaPro termbase.tbx", 2_900 * KB, "2026-09-14"),
        ("IATE medical export.tbx", 19 * MB, "2025-11-04"),
    ]:
        a(Entry(f"{W}/Termbases/{n}", s, at(d)))
    for n, s, d in [
        ("LinguaPro pharma glossary.xlsx", 310 * KB, "2026-09-16"),
        ("Glosario jurídico ES-EN.xlsx", 520 * KB, "2026-03-31"),
        ("Glossário vinhos PT-EN.xlsx", 88 * KB, "2025-07-03"),
        ("MedLingo clinical glossary.xlsx", 240 * KB, "2026-10-08"),
        ("false friends ES-EN.xlsx", 46 * KB, "2024-11-12"),
    ]:
        a(Entry(f"{W}/Glossaries/{n}", s, at(d)))
    a(Entry(f"{W}/Glossaries/MedLingo style guide.pdf", 1_100 * KB, at("2025-03-25")))

    # ================================================================== Work: POs, invoices, accounts
    for d, ag, po, _desc, _src in JOBS_2026 + JOBS_2025:
        a(
            Entry(
                f"{W}/POs/{po} - {ag}.pdf",
                r.randint(70 * KB, 160 * KB),
                at(d),
                dup="po4471" if po == "PO 4471" else None,
            )
        )
    agencies = [
        "LinguaPro",
        "LinguaPro",
        "MedLingo",
        "Atlántico Traducciones",
        "Clearword",
        "Bufete Castro & Asociados",
    ]
    for year, newest, stop in ((2026, 1.3, 326.0), (2025, 330.25, 690.0)):
        ages = []
        age = newest
        while age < stop:
            ages.append(age)
            age = _clear(age + 2.8 + r.random() * 1.0)
        ages.reverse()  # oldest first: invoice 001
        for n, age in enumerate(ages, 1):
            ag = r.choice(agencies)
            a(Entry(f"{W}/Invoices/{year}/LFR-{year}-{n:03d} {ag}.pdf", r.randint(60 * KB, 110 * KB), age))
    a(Entry(f"{W}/Accounts/payments tracker 2026.xlsx", 92 * KB, 1.3))
    a(Entry(f"{W}/Accounts/payments tracker 2025.xlsx", 88 * KB, at("2025-12-29")))
    a(Entry(f"{W}/Accounts/Rates & clients 2026.xlsx", 36 * KB, at("2026-01-12")))
    for y, m in [(2025, 12)] + [(2026, k) for k in range(1, 11)]:
        d = _dt.date(y, m, 28) + _dt.timedelta(days=5)  # the statement arrives a few days after month end
        a(
            Entry(
                f"{W}/Accounts/Bank statements/Starling statement {y}-{m:02d}.pdf",
                r.randint(90 * KB, 180 * KB),
                _clear(ago(d.isoformat())),
            )
        )
    a(Entry(f"{W}/Templates/invoice template.docx", 48 * KB, at("2024-03-05")))
    a(Entry(f"{W}/Templates/sworn translation cover page.docx", 61 * KB, at("2025-02-18")))
    a(Entry(f"{W}/Templates/quote template.docx", 39 * KB, at("2024-03-05")))

    # ================================================================== Work: credentials, CPD, tax
    a(Entry(f"{W}/Sworn translator/Sworn translator certificate (MAEC).pdf", 2_300 * KB, at("2019-06-17")))
    a(Entry(f"{W}/Sworn translator/sello traductora jurada.png", 420 * KB, at("2019-07-02")))
    a(Entry(f"{W}/Sworn translator/firma escaneada.png", 180 * KB, at("2019-07-02")))
    a(Entry(f"{W}/ITI/ITI membership certificate 2026.pdf", 260 * KB, at("2026-01-14")))
    a(Entry(f"{W}/ITI/ITI membership certificate 2025.pdf", 255 * KB, at("2025-01-15")))
    a(Entry(f"{W}/ITI/ITI renewal receipt 2026.pdf", 90 * KB, at("2026-01-13")))
    a(Entry(f"{W}/ITI/ITI Code of Professional Conduct.pdf", 640 * KB, at("2023-09-04")))
    a(Entry(f"{W}/ITI/ITI Bulletin Sept-Oct 2026.pdf", 8_900 * KB, at("2026-09-23")))
    webinars = [
        ("ITI webinar - pricing your services 2026-02-11.mp4", 880 * MB, "2026-02-11"),
        ("Trados Studio 2024 - advanced TM management.mp4", 1_240 * MB, "2026-04-15"),
        ("EMA QRD templates for translators 2026-05-06.mp4", 960 * MB, "2026-05-06"),
        ("Legal translation ES-UK - powers of attorney.mp4", 1_410 * MB, "2026-07-08"),
        ("Post-editing machine translation 2026-10-14.mp4", 1_020 * MB, "2026-10-14"),
        ("ITI conference 2025 - keynote.mp4", 1_650 * MB, "2025-05-19"),
    ]
    for n, s, d in webinars:
        a(Entry(f"{W}/CPD/Webinars/{n}", s, at(d), dup="itipricing" if n.startswith("ITI webinar - pricing") else None))
        a(Entry(f"{W}/CPD/Certificates/certificate - {n.rsplit('.', 1)[0]}.pdf", r.randint(150 * KB, 400 * KB), at(d)))
    a(Entry(f"{W}/CPD/CPD log 2026.xlsx", 28 * KB, at("2026-10-15")))
    a(Entry(f"{W}/CPD/CPD log 2025.xlsx", 25 * KB, at("2025-12-29")))
    for ty, d in (("2023-24", "2024-12-11"), ("2024-25", "2025-11-26"), ("2025-26", "2026-11-09")):
        a(Entry(f"{W}/Tax/{ty}/SA100 tax return {ty}.pdf", r.randint(300 * KB, 560 * KB), _clear(ago(d))))
        a(Entry(f"{W}/Tax/{ty}/expenses {ty}.xlsx", r.randint(40 * KB, 90 * KB), _clear(ago(d) + 9)))
        a(Entry(f"{W}/Tax/{ty}/income {ty}.xlsx", r.randint(40 * KB, 90 * KB), _clear(ago(d) + 9)))
    a(Entry(f"{W}/Tax/2026-27/expenses 2026-27.xlsx", 31 * KB, at("2026-11-13")))

    # ================================================================== Writing: the novel
    N = "Writing/La niebla de Coruña"
    for i in range(1, 10):
        a(Entry(f"{N}/capítulo {i:02d}.docx", r.randint(38 * KB, 95 * KB), _clear(ago("2025-04-02") - i * 41.3)))
    a(Entry(f"{N}/capítulo 10.docx", 0, at("2026-08-30")))
    a(Entry(f"{N}/personajes.docx", 44 * KB, at("2025-03-11")))
    a(
        T(
            f"{N}/esquema.md",
            at("2026-08-30"),
            "# La niebla de Coruña\n\n1. Marta vuelve a Coruña.\n2. El faro.\n...\n10. El naufragio (sin escribir)\n",
        )
    )
    a(Entry(f"{N}/La niebla - borrador completo v2.docx", 610 * KB, at("2026-08-28")))

    # ================================================================== Grace: the vet practice
    months = ["July", "August", "September", "October", "November", "December"]
    for i, m in enumerate(months):
        d = _dt.date(2026, 6 + i, 18)
        if m == "December":
            d = _dt.date(2026, 11, 13)
        a(
            Entry(
                f"{V}/Rota/rota {m} 2026.xlsx",
                r.randint(28 * KB, 44 * KB),
                _clear(ago(d.isoformat())),
                dup="rotadec" if m == "December" else None,
            )
        )
    a(Entry(f"{V}/Rota/holiday request Christmas 2026.docx", 22 * KB, at("2026-09-29")))
    for n, d in [
        ("BSAVA Congress 2026 - certificate of attendance.pdf", "2026-03-28"),
        ("anaesthesia monitoring webinar certificate.pdf", "2026-05-13"),
        ("feline dentistry CPD certificate.pdf", "2026-07-15"),
        ("fluid therapy for nurses certificate.pdf", "2026-09-23"),
        ("rabbit anaesthesia CPD certificate.pdf", "2025-10-08"),
    ]:
        a(Entry(f"{V}/CPD/{n}", r.randint(200 * KB, 600 * KB), at(d)))
    a(Entry(f"{V}/CPD/CPD record 2026.xlsx", 24 * KB, at("2026-09-24")))
    a(Entry(f"{V}/CPD/CPD record 2025.xlsx", 21 * KB, at("2025-12-17")))
    a(Entry(f"{V}/RCVS/RCVS registration certificate 2026.pdf", 310 * KB, at("2026-04-09")))
    a(Entry(f"{V}/RCVS/RCVS registration certificate 2025.pdf", 305 * KB, at("2025-04-10")))
    a(Entry(f"{V}/RCVS/RCVS renewal receipt 2026.pdf", 95 * KB, at("2026-03-27")))
    a(Entry(f"{V}/RCVS/Code of Professional Conduct for Veterinary Nurses.pdf", 1_900 * KB, at("2024-06-12")))
    for pet, proc, d in PETS:
        a(Entry(f"{V}/Clinical notes/{pet} - {proc} notes {d}.docx", r.randint(26 * KB, 70 * KB), at(d)))
        if proc not in ("stitches check", "hedgehog check", "wing clip"):
            a(Entry(f"{V}/Anaesthesia charts/anaesthesia chart {pet} {d}.PDF", r.randint(700 * KB, 1_600 * KB), at(d)))
        if proc == "dental":
            a(Entry(f"{V}/Dental charts/dental chart {pet} {d}.pdf", r.randint(400 * KB, 900 * KB), at(d)))
        n_ph = 2 if pet == "Biscuit" and proc == "spay" else 1
        for k in range(n_ph):
            suffix = f" ({k + 1})" if k else ""
            ext_ = "JPG" if pet in ("Pickle", "Mango") else "jpg"
            dup = "biscuitspay" if pet == "Biscuit" and proc == "spay" and not k else None
            a(
                Entry(
                    f"{V}/Patient photos/{pet} {proc} {d}{suffix}.{ext_}",
                    r.randint(1_900 * KB, 4_800 * KB),
                    at(d),
                    dup=dup,
                )
            )
    a(Entry(f"{V}/Anaesthesia charts/anaesthesia chart blank.pdf", 210 * KB, at("2025-08-11")))
    a(Entry(f"{V}/dental chart template.docx", 120 * KB, at("2025-08-11")))
    a(Entry(f"{V}/Practice contacts.xlsx", 19 * KB, at("2026-02-04")))

    # ================================================================== Grace: running club
    RC = f"{G}/Running club"
    a(Entry(f"{RC}/Harbourside Harriers fixtures 2026.xlsx", 34 * KB, at("2026-01-08")))
    a(Entry(f"{RC}/parkrun results 2026.xlsx", 29 * KB, 1.4))
    a(Entry(f"{RC}/half marathon training plan.pdf", 410 * KB, at("2026-03-03")))
    a(Entry(f"{RC}/Harriers kit order.xlsx", 18 * KB, at("2026-09-09")))
    a(Entry(f"{RC}/Harriers committee minutes 2026-10-07.docx", 31 * KB, at("2026-10-07")))
    a(Entry(f"{RC}/club membership 2026.pdf", 150 * KB, at("2026-01-20")))
    for n, d in [
        ("Bristol 10K 2026-05-10 finish.jpg", "2026-05-10"),
        ("Bristol 10K 2026-05-10 with Harriers.jpg", "2026-05-10"),
        ("Great North Run 2026-09-13 medal.jpg", "2026-09-14"),
        ("Great North Run 2026-09-13 start.jpg", "2026-09-14"),
        ("Harriers Christmas 5K 2025.jpg", "2025-12-14"),
    ]:
        a(Entry(f"{RC}/Race photos/{n}", r.randint(2_500 * KB, 5_900 * KB), at(d)))
    a(Entry(f"{G}/Ngozi wedding speech.docx", 33 * KB, at("2025-08-07")))
    a(
        T(
            f"{G}/gift ideas.txt",
            at("2026-11-12"),
            "Tomás: Lego ideas set, Minecraft book\nLucía: fountain pen\nNgozi: ankara fabric\n",
        )
    )

    # ================================================================== Tomás
    age = 3.6
    dr = []
    for i in range(16):
        age = _clear(age + 6.5 + r.random() * 9)
        d = iso_of(age)
        dr.append(Entry(f"{TO}/Drawings/scan_{d:%Y%m%d}_{i % 3 + 1:02d}.jpg", r.randint(1_200 * KB, 3_400 * KB), age))
    E.extend(dr)
    for n, d in [
        ("dragon for Auntie Ngozi.JPG", "2025-07-30"),
        ("creeper.JPG", "2026-03-14"),
        ("card for Grandma Chiamaka.jpg", "2026-04-20"),
        ("our house with Biscuit.jpg", "2026-10-09"),
    ]:
        a(Entry(f"{TO}/Drawings/{n}", r.randint(1_500 * KB, 3_800 * KB), at(d)))
    age = 0.4
    for _i in range(40):
        age = _clear(age + 1.3 + r.random() * 5)
        d = iso_of(age)
        hms = f"{r.randint(15, 20):02d}.{r.randint(0, 59):02d}.{r.randint(0, 59):02d}"
        a(Entry(f"{TO}/Minecraft/Screenshots/{d.isoformat()}_{hms}.png", r.randint(700 * KB, 2_600 * KB), age))
    a(Entry(f"{TO}/Minecraft/Screenshots/2026-11-20_19.05.33.png", 1_900 * KB, "11-20"))
    for world, n_reg, last in (("Tomás Super Base", 9, 0.5), ("Sky Island", 4, 44.3), ("Creative test", 2, 160.3)):
        base = f"{TO}/Minecraft/Worlds/{world}"
        a(Entry(f"{base}/level.dat", r.randint(4 * KB, 9 * KB), last))
        a(Entry(f"{base}/level.dat_old", r.randint(4 * KB, 9 * KB), last + 0.1))
        a(Entry(f"{base}/session.lock", 3, last))
        a(Entry(f"{base}/icon.png", r.randint(10 * KB, 30 * KB), last + 12))
        for k in range(n_reg):
            x, z = k % 3 - 1, k // 3 - 1
            a(Entry(f"{base}/region/r.{x}.{z}.mca", r.randint(2 * MB, 14 * MB), last + r.random() * 0.8))
        a(Entry(f"{base}/playerdata/{r.getrandbits(128):032x}.dat", r.randint(2 * KB, 8 * KB), last))
    a(Entry(f"{TO}/Minecraft/Worlds backup/Tomás Super Base 2026-08-16.zip", 71 * MB, at("2026-08-16")))
    a(Entry(f"{TO}/School/reading log Year 5.docx", 58 * KB, 1.4))
    a(Entry(f"{TO}/School/reading log Year 4.docx", 71 * KB, at("2026-07-17")))
    a(Entry(f"{TO}/School/spelling words autumn term.pdf", 120 * KB, at("2026-09-07")))
    a(Entry(f"{TO}/School/Romans project.pptx", 14 * MB, at("2026-10-19")))
    a(Entry(f"{TO}/School/times tables chart.pdf", 260 * KB, at("2025-10-06")))
    LF = f"{TO}/Lego film"
    for i in range(1, 181):
        a(Entry(f"{LF}/frames/frame_{i:04d}.jpg", r.randint(350 * KB, 650 * KB), 11.6 + (180 - i) * 0.01))
    a(Entry(f"{LF}/Lego heist FINAL.mp4", 240 * MB, 11.4, dup="legofinal"))
    a(Entry(f"{LF}/Lego heist FINAL (1).mp4", 240 * MB, 11.3, dup="legofinal"))
    a(Entry(f"{LF}/Lego heist.smproj", 1_200 * KB, 11.4))
    for n in ("explosion.wav", "police siren.wav", "drum roll.wav"):
        a(Entry(f"{LF}/sounds/{n}", r.randint(200 * KB, 1_400 * KB), 13.1))
    a(Entry(f"{LF}/sounds/heist music.mp3", 4_100 * KB, 13.1))

    # ================================================================== Pictures
    P = "Pictures"
    age = 0.6
    for _i in range(110):
        age = _clear(age + 1.0 + r.random() * 4.5)
        d = iso_of(age)
        a(
            Entry(
                f"{P}/Camera/PXL_{d:%Y%m%d}_{r.randint(60000000, 215959999):09d}.jpg",
                r.randint(1_800 * KB, 5_200 * KB),
                age,
            )
        )
    for i in range(32):
        d = _dt.date(2026, 8, 3) + _dt.timedelta(days=i // 3)
        a(Entry(f"{P}/Coruña verano 2026/IMG_{5210 + i}.JPG", r.randint(2_400 * KB, 6_100 * KB), at(d.isoformat())))
    for i in range(18):
        d = _dt.date(2025, 4, 8) + _dt.timedelta(days=i // 3)
        a(Entry(f"{P}/São Paulo 2025/IMG_{3120 + i}.jpg", r.randint(2_000 * KB, 5_000 * KB), at(d.isoformat())))
    for i in range(30):
        d = _dt.date(2025, 8, 16) + _dt.timedelta(days=i // 15)
        a(
            Entry(
                f"{P}/Ngozi's wedding Lagos 2025/DSC_{8801 + i}.jpg",
                r.randint(5_000 * KB, 9_500 * KB),
                at(d.isoformat()),
            )
        )
    age = 1.1
    for _i in range(12):
        age = _clear(age + 4 + r.random() * 18)
        d = iso_of(age)
        a(
            Entry(
                f"{P}/Screenshots/Screenshot {d.isoformat()} {r.randint(8, 22):02d}-{r.randint(10, 59)}.png",
                r.randint(150 * KB, 1_600 * KB),
                age,
            )
        )

    # ================================================================== Videos, Music
    a(Entry("Videos/Ngozi wedding highlights.mp4", 3_200 * MB, at("2025-09-20")))
    a(Entry("Videos/Tomás school nativity 2025.mp4", 1_150 * MB, at("2025-12-16")))
    a(Entry("Videos/Coruña beach.MOV", 820 * MB, at("2026-08-06")))
    a(Entry("Videos/Great North Run finish.mp4", 410 * MB, at("2026-09-14")))
    a(Entry("Videos/Tomás first bike ride.mp4", 260 * MB, at("2024-05-04")))
    for i, t in enumerate(
        ["Saoko", "Candy", "La Fama", "Bulerías", "Chicken Teriyaki", "Hentai", "Bizcochito", "Motomami"], 1
    ):
        a(Entry(f"Music/Rosalía - Motomami/{i:02d} {t}.mp3", r.randint(4 * MB, 9 * MB), at("2023-03-18")))
    for i, t in enumerate(["Ada", "Ego", "Chiamaka", "Unconditionally Bae"], 1):
        a(Entry(f"Music/Highlife & Afrobeats/{i:02d} {t}.mp3", r.randint(4 * MB, 9 * MB), at("2024-08-24")))

    # ================================================================== Documents (household)
    for n, s, d in [
        ("House/tenancy agreement 2025.pdf", 1_700 * KB, "2025-08-27"),
        ("House/council tax 2026-27.pdf", 210 * KB, "2026-03-17"),
        ("House/home insurance 2026.pdf", 880 * KB, "2026-02-10"),
        ("ID/Lucía DNI.pdf", 1_300 * KB, "2024-02-09"),
        ("ID/Lucía passport.pdf", 2_100 * KB, "2024-02-09"),
        ("ID/Grace passport.pdf", 2_000 * KB, "2023-10-30"),
        ("ID/Tomás passport.pdf", 1_900 * KB, "2025-03-04"),
        ("ID/Tomás birth certificate.pdf", 700 * KB, "2023-10-30"),
        ("ID/marriage certificate.pdf", 1_100 * KB, "2023-10-30"),
        ("Car/car insurance 2026.pdf", 640 * KB, "2026-04-21"),
        ("Car/MOT certificate 2026.pdf", 180 * KB, "2026-07-09"),
        ("Medical/Tomás vaccinations.pdf", 330 * KB, "2025-01-22"),
        ("Medical/Grace physio letter.pdf", 150 * KB, "2026-06-24"),
    ]:
        a(Entry(f"Documents/{n}", s, at(d)))

    # ================================================================== Downloads
    dl = [
        ("Trados_Studio_2024_SR1.exe", 1_310 * MB, "2026-03-18", None),
        ("Trados_Studio_2024_SR2.exe.crdownload", 420 * MB, "2026-11-13", None),
        ("DeepLSetup.exe", 2_100 * KB, "2025-11-03", None),
        ("Zoom_6.2.5.exe", 86 * MB, "2025-04-02", None),
        ("MinecraftInstaller.msi", 2_600 * KB, "2025-12-27", None),
        ("Stop Motion Studio Setup.exe", 118 * MB, "2026-10-10", None),
        ("GarminExpress.exe", 94 * MB, "2026-04-28", None),
        ("PO_4471.pdf", 0, "09-12", "po4471"),
        ("PO_4471 (1).pdf", 0, "09-12", "po4471"),
        ("prospecto Ibuprofeno 600.docx", 310 * KB, "09-12", "ibuprofeno"),
        ("rota December 2026.xlsx", 0, "2026-11-13", "rotadec"),
        ("ITI webinar - pricing your services.mp4", 880 * MB, "2026-02-12", "itipricing"),
        ("Ngozi wedding invite.pdf", 1_400 * KB, "2025-05-12", None),
        ("BSAVA Congress 2026 programme.pdf", 6_300 * KB, "2026-03-10", None),
        ("certificate.pdf", 240 * KB, "2026-05-13", None),
        ("certificate (1).pdf", 260 * KB, "2026-09-23", None),
        ("Untitled.txt", 0, "2026-06-26", None),
        ("TMs_backup_2024.zip", 910 * MB, "2024-06-05", None),
        ("Faithful 32x texture pack.zip", 46 * MB, "2026-07-29", None),
        ("Lego heist FINAL.mp4", 240 * MB, "2026-11-13", "legofinal"),
    ]
    for n, s, d, dup in dl:
        a(Entry(f"Downloads/{n}", s, at(d) if d not in ANCHORS else d, dup=dup))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/to do.txt",
            0.2,
            "- chase payment for LFR-2026-084 (LinguaPro)\n- finish SmPC omeprazole (PO 4538) by Friday\n"
            "- divorce judgment for Bufete Castro: stamp + sign\n- Grace: rota swap 12 Dec\n- Tomás: reading log!\n",
        )
    )
    a(Entry("Desktop/Screenshot 2026-11-20 09-41.png", 760 * KB, "11-20"))
    a(Entry("Desktop/Copy of rota November 2026.xlsx", 37 * KB, at("2026-10-27")))
    a(Entry("Desktop/New Text Document.txt", 0, at("2026-09-03")))
    a(Entry("Desktop/Biscuit spay 2026-10-02.jpg", 0, "10-02", dup="biscuitspay"))

    # ================================================================== hidden / noise
    a(T(".bashrc", 420.3, "alias ll='ls -la'\nexport EDITOR=nano\n"))
    a(T(".profile", 900.3, "# ~/.profile\n"))
    a(T(".config/DeepL/settings.json", 20.3, '{"targetLang": "EN-GB", "formality": "default"}\n'))
    a(T(".config/libreoffice/4/user/registrymodifications.xcu", 2.3, "<items/>\n"))
    a(T(".local/share/recently-used.xbel", 0.4, "<xbel/>\n"))
    for _i in range(30):
        a(Entry(f".cache/thumbnails/large/{r.getrandbits(128):032x}.png", r.randint(20 * KB, 90 * KB), r.random() * 40))
    for _i in range(10):
        a(
            Entry(
                f".cache/mozilla/firefox/cache2/entries/{r.getrandbits(160):040X}",
                r.randint(5 * KB, 2 * MB),
                r.random() * 9,
            )
        )

    # duplicates: copies get their original's size
    sizes = {}
    for e in E:
        if e.dup and e.size:
            sizes.setdefault(e.dup, e.size)
    out = []
    for e in E:
        if e.dup and not e.size:
            e = Entry(e.path, sizes[e.dup], e.age, e.text, e.dup)
        out.append(e)
    return _check_translator(_check(out))


def _check_translator(entries: list[Entry]) -> list[Entry]:
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
        if e.hidden_or_noise or e.path.startswith("Downloads/"):
            continue
        m = re.search(r"(?:PXL_|scan_)(\d{4})(\d{2})(\d{2})|^(\d{4})-(\d{2})-(\d{2})_", e.name)
        if m:
            g = [x for x in m.groups() if x]
            want = _dt.date(*map(int, g))
            got = _dt.date.fromisoformat(ANCHORS[e.age]) if isinstance(e.age, str) else iso_of(e.age)
            assert want == got, e.path
    return entries


HOMES["translator"] = translator

if __name__ == "__main__":
    from homes import human

    es = translator()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
