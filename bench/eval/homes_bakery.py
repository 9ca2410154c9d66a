"""An eighth generated home for the held-out set H (heldout_h.jsonl): Sofia Marchetti, who runs a small family bakery
and café ("Forno Sofia") from a shop with a flat above it, and her teenage son Luca, who uses the same laptop for
school and gaming.

Shape (no earlier home had it): Business/ (supplier invoices by supplier and month, VAT returns by quarter, payroll
by month and weekly staff rotas, contracts, food hygiene and allergen certificates, insurance, the shop lease and a
rent review, equipment manuals for the ovens, mixer and coffee machine, menu designs .psd/.pdf/.png by season with a
"v2 FINAL", price lists, wholesale orders from three cafés, recipe costing sheets, Instagram photos and reels of
cakes, a logo folder, a website export with .git/node_modules noise, business bank statements, the accountant's
accounts); Recipes/ (bread, pastries, cakes, scans of nonna's handwritten recipes); Shop renovation/ (quotes,
invoices, plans, before/after photos); Flat/ (tenancy, utilities by supplier and month, council tax); Family/ (photos
by year, nonna's 90th, school reports, passport scans, health); Luca/ (homework by subject, a school project video,
Minecraft worlds and mods, OBS recordings, FL Studio projects and exports, memes, screenshots); Pictures (phone photos
IMG_YYYYMMDD_HHMMSS, screenshots), Videos (an 11.8 GB Christmas market video), Music, Downloads (installers
.exe/.msi/.dmg, zips, "(1)" copies and exact duplicates of files elsewhere, an unfinished download, an empty file),
Desktop clutter, Documents/Notes whose text can be searched (a supplier's phone number, a to-do list, an allergy
note, accountant meeting notes), hidden dotfiles, a hidden .minecraft game folder and caches. Accents ("Caffè",
"Crème brûlée", "Tiramisù"), spaces, "&", apostrophes, brackets, "v2 FINAL", upper-case extensions, the same name in
two folders, empty files.

Dates in names match the files' ages as of 2026-11-23 (the day the set was written). Visible files avoid the ages
that sit on a date boundary of set H's questions (BAD_WINDOWS, checked by `_check_bakery`).
"""

from __future__ import annotations

import datetime as _dt
import random

HOMES: dict = {}  # filled at the end; defined first so that `python homes.py` (which imports this module) works

from homes import KB, MB, Entry, T, _check  # noqa: E402

TODAY = _dt.date(2026, 11, 23)


def ago(iso: str) -> float:
    """Age in days of a file dated `iso` (YYYY-MM-DD): six hours before this clock time on that day."""
    return (TODAY - _dt.date.fromisoformat(iso)).days + 0.25


def iso_of(age: float) -> _dt.date:
    return TODAY - _dt.timedelta(days=int(age))


# The date boundaries the questions of set H use (ages in days as of 2026-11-23); visible files keep clear of them.
BAD_WINDOWS = [
    (1.6, 2.4),  # last 2 days / 48 hours
    (2.6, 3.45),  # last 3 days
    (4.8, 7.7),  # Nov 17 (a named day) and last week / 7 days
    (9.5, 10.6),  # 10 days
    (13.5, 14.7),  # two weeks / fortnight
    (21.0, 24.0),  # this month (Nov 1)
    (29.4, 30.7),  # 30 days
    (52.0, 55.0),  # last month / October (Oct 1)
    (82.0, 85.0),  # since September (Sep 1)
    (89.5, 92.5),  # 3 months
    (112.5, 116.0),  # August (Aug 1)
    (178.0, 188.0),  # 6 months
    (324.5, 328.0),  # this year (Jan 1 2026)
    (362.5, 368.5),  # a year
    (689.5, 693.0),  # last year (Jan 1 2025)
    (729.0, 732.5),  # two years
    (1055.5, 1059.0),  # Jan 1 2024
]


def _bad(age: float) -> bool:
    return any(lo <= age < hi for lo, hi in BAD_WINDOWS)


def _clear(age: float) -> float:
    while _bad(age):
        age += 1.0
    return age


def _img_name(r: random.Random, age: float, prefix: str = "IMG") -> str:
    d = iso_of(age)
    return f"{prefix}_{d:%Y%m%d}_{r.randint(7, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg"


def _months(first: str, n: int) -> list[tuple[int, int]]:
    y, m = (int(x) for x in first.split("-"))
    out = []
    for i in range(n):
        yy, mm = divmod(y * 12 + m - 1 + i, 12)
        out.append((yy, mm + 1))
    return out


B = "Business"
SUP = "Business/Suppliers"
LU = "Luca"


def bakery() -> list[Entry]:
    r = random.Random(88)
    E: list[Entry] = []
    a = E.append

    # ================================================================== Business: suppliers (invoice for a month,
    # received on a fixed day of the next month)
    suppliers = {"Molino Grassi": 4, "Dairy Direct": 6, "Lavazza": 9, "Bidfood": 16}
    for sup, day in suppliers.items():
        for y, m in _months("2025-09", 14):  # 2025-09 … 2026-10
            ny, nm = divmod(y * 12 + m, 12)
            age = _clear(ago(f"{ny}-{nm + 1:02d}-{day:02d}"))
            a(Entry(f"{SUP}/{sup}/{sup} invoice {y}-{m:02d}.pdf", r.randint(70 * KB, 240 * KB), age))
    a(Entry(f"{SUP}/Molino Grassi/Molino Grassi price list 2026.pdf", 410 * KB, ago("2026-01-12")))
    a(Entry(f"{SUP}/Dairy Direct/credit note 2026-07.pdf", 48 * KB, ago("2026-08-11")))

    # VAT returns, filed five weeks after the quarter
    vat = [("Q3 2024", "2024-11-06"), ("Q4 2024", "2025-02-05"), ("Q1 2025", "2025-05-07"), ("Q2 2025", "2025-08-06"),
           ("Q3 2025", "2025-11-05"), ("Q4 2025", "2026-02-04"), ("Q1 2026", "2026-05-06"), ("Q2 2026", "2026-08-05"),
           ("Q3 2026", "2026-11-04")]  # fmt: skip
    for qn, d in vat:
        a(Entry(f"{B}/VAT/VAT return {qn}.pdf", r.randint(90 * KB, 160 * KB), _clear(ago(d))))
    a(Entry(f"{B}/VAT/VAT registration certificate.pdf", 120 * KB, ago("2019-04-02")))

    # Staff: payroll by month (the 28th), rotas by week (made on the Friday before), contracts
    for y, m in _months("2025-11", 12):
        a(
            Entry(
                f"{B}/Staff/Payroll/Payroll {y}-{m:02d}.xlsx",
                r.randint(30 * KB, 55 * KB),
                _clear(ago(f"{y}-{m:02d}-28")),
            )
        )
    monday = _dt.date(2026, 11, 23)
    for i in range(16):
        wk = monday - _dt.timedelta(weeks=i)
        made = wk - _dt.timedelta(days=3)
        a(
            Entry(
                f"{B}/Staff/Rota/Rota w-c {wk.isoformat()}.xlsx",
                r.randint(14 * KB, 22 * KB),
                _clear(ago(made.isoformat())),
            )
        )
    for n, d in [
        ("Contract - Giulia Bianchi.pdf", "2022-03-01"),
        ("Contract - Tom Price.pdf", "2024-06-10"),
        ("Contract - Amira Haddad.docx", "2026-04-20"),
        ("Contract - Amira Haddad signed.pdf", "2026-04-24"),
    ]:
        a(Entry(f"{B}/Staff/Contracts/{n}", r.randint(80 * KB, 300 * KB), ago(d)))
    a(Entry(f"{B}/Staff/Staff handbook - Forno Sofia.docx", 140 * KB, ago("2025-03-14")))
    a(Entry(f"{B}/Staff/holiday requests 2026.xlsx", 19 * KB, ago("2026-11-11")))

    # Certificates
    certs = [
        ("Food Hygiene Rating 5 - 2025.pdf", "2025-06-18"),
        ("Level 2 Food Hygiene - Sofia Marchetti.pdf", "2024-02-09"),
        ("Level 2 Food Hygiene - Giulia Bianchi.pdf", "2024-02-09"),
        ("Level 2 Food Hygiene - Amira Haddad.pdf", "2026-05-15"),
        ("Allergen awareness - Sofia Marchetti.pdf", "2025-10-22"),
        ("Allergen awareness - Tom Price.pdf", "2025-10-22"),
        ("Gas safety certificate - shop 2026.pdf", "2026-03-25"),
        ("Fire risk assessment 2026.pdf", "2026-04-08"),
        ("Pest control report 2026-09.pdf", "2026-09-17"),
    ]
    for n, d in certs:
        a(Entry(f"{B}/Certificates/{n}", r.randint(110 * KB, 900 * KB), ago(d)))
    a(Entry(f"{B}/Certificates/Allergen matrix 2026.xlsx", 46 * KB, ago("2026-10-14"), dup="allmatrix"))

    # Insurance, lease
    a(Entry(f"{B}/Insurance/Hiscox shop insurance 2025-26.pdf", 1_250 * KB, ago("2025-07-02")))
    a(Entry(f"{B}/Insurance/Hiscox shop insurance 2026-27.pdf", 1_310 * KB, ago("2026-07-01")))
    a(Entry(f"{B}/Insurance/Employers liability certificate 2026.pdf", 150 * KB, ago("2026-07-01")))
    a(Entry(f"{B}/Lease/Shop lease - 12 Market Street.pdf", 3_900 * KB, ago("2021-05-20")))
    a(Entry(f"{B}/Lease/Rent review 2026.pdf", 260 * KB, ago("2026-06-09")))
    a(Entry(f"{B}/Lease/letter to landlord - rent review.docx", 34 * KB, ago("2026-06-15")))

    # Equipment manuals
    manuals = [
        ("Polin deck oven - user manual.pdf", 14_200 * KB, "2021-08-02"),
        ("Polin deck oven - service report 2026-03.pdf", 620 * KB, "2026-03-18"),
        ("Sunmix SUN50 spiral mixer manual.PDF", 8_800 * KB, "2021-08-02"),
        ("La Marzocco Linea PB manual.pdf", 11_600 * KB, "2022-01-17"),
        ("Rational iCombi Pro manual.pdf", 23_400 * KB, "2026-02-26"),
        ("Foster fridge warranty.pdf", 380 * KB, "2026-02-26"),
        ("Mahlkönig E65S grinder manual.pdf", 5_100 * KB, "2022-01-17"),
    ]
    for n, s, d in manuals:
        a(Entry(f"{B}/Equipment manuals/{n}", s, ago(d)))

    # Menus by season
    seasons = [("Autumn 2025", "2025-09-12"), ("Christmas 2025", "2025-11-14"), ("Spring 2026", "2026-03-06"),
               ("Summer 2026", "2026-06-05"), ("Autumn 2026", "2026-09-10")]  # fmt: skip
    for s, d in seasons:
        age = _clear(ago(d))
        a(Entry(f"{B}/Menus/{s}/Menu {s}.psd", r.randint(90 * MB, 240 * MB), age + 2))
        a(Entry(f"{B}/Menus/{s}/Menu {s}.pdf", r.randint(2 * MB, 7 * MB), age))
        a(Entry(f"{B}/Menus/{s}/Menu {s}.png", r.randint(3 * MB, 9 * MB), age))
    CM = f"{B}/Menus/Christmas 2026"
    a(Entry(f"{CM}/Menu Christmas 2026 v1.psd", 188 * MB, ago("2026-11-06")))
    a(Entry(f"{CM}/Menu Christmas 2026 v2 FINAL.psd", 212 * MB, ago("2026-11-12")))
    a(Entry(f"{CM}/Menu Christmas 2026 v2 FINAL.pdf", 6_400 * KB, ago("2026-11-12")))
    a(Entry(f"{CM}/Menu Christmas 2026 v2 FINAL.png", 8_100 * KB, ago("2026-11-12")))
    a(Entry(f"{CM}/panettone photo for menu.jpg", 5_600 * KB, ago("2026-11-04")))

    # Price lists
    a(Entry(f"{B}/Price lists/Price list 2025.pdf", 240 * KB, ago("2025-01-09")))
    a(Entry(f"{B}/Price lists/Price list 2026.pdf", 255 * KB, ago("2026-01-08"), dup="pl2026"))
    a(Entry(f"{B}/Price lists/Wholesale price list 2026.xlsx", 28 * KB, ago("2026-01-08")))
    a(Entry(f"{B}/Price lists/Wholesale price list 2026 v2 FINAL.xlsx", 29 * KB, ago("2026-02-19")))

    # Wholesale orders from cafés, weekly
    cafes = {"Caffè Centrale": 0, "Bean & Leaf": 2, "The Reading Room Café": 4}
    for cafe, off in cafes.items():
        for i in range(12):
            d = _dt.date(2026, 11, 20) - _dt.timedelta(days=off + i * 7)
            age = ago(d.isoformat())
            if _bad(age):
                d -= _dt.timedelta(days=1)
                age = ago(d.isoformat())
                if _bad(age):
                    d -= _dt.timedelta(days=1)
                    age = _clear(ago(d.isoformat()))
            a(
                Entry(
                    f"{B}/Wholesale orders/{cafe}/order {iso_of(age).isoformat()}.xlsx",
                    r.randint(12 * KB, 26 * KB),
                    age,
                )
            )
    a(Entry(f"{B}/Recipe costing 2025.xlsx", 88 * KB, ago("2025-02-21")))
    a(Entry(f"{B}/Recipe costing 2026.xlsx", 96 * KB, ago("2026-10-29")))
    a(Entry(f"{B}/Forno Sofia business plan 2019.docx", 310 * KB, ago("2019-02-11")))

    # Instagram: photos and reels of cakes
    cakes = ["pistachio cornetti", "torta della nonna", "maritozzi", "sfogliatelle", "cannoli", "focaccia barese",
             "panettone", "tiramisu slice", "lemon tart", "cantucci", "bomboloni", "crostata", "babà al rum",
             "crème brûlée", "zeppole", "olive oil cake", "chocolate salami", "pandoro", "sourdough loaves",
             "millefoglie"]  # fmt: skip
    age = 1.2
    for i in range(44):
        age = _clear(age + 3.1 + r.random() * 4)
        d = iso_of(age)
        a(Entry(f"{B}/Instagram/IG_{d:%Y%m%d}_{cakes[i % len(cakes)]}.jpg", r.randint(1_500 * KB, 4_800 * KB), age))
    for n, d in [
        ("reel - shaping cornetti.mp4", "2026-10-03"),
        ("reel - panettone proving.mp4", "2026-11-11"),
        ("reel - latte art Giulia.mp4", "2026-08-21"),
        ("reel - focaccia dimpling.mp4", "2026-06-12"),
    ]:
        a(Entry(f"{B}/Instagram/Reels/{n}", r.randint(60 * MB, 190 * MB), ago(d)))

    # Logo
    for n, s in [
        ("Forno Sofia logo.ai", 4_200 * KB),
        ("Forno Sofia logo.svg", 38 * KB),
        ("Forno Sofia logo.png", 410 * KB),
        ("Forno Sofia logo white.png", 380 * KB),
        ("Forno Sofia logo.PNG", 1_220 * KB),
    ]:
        a(Entry(f"{B}/Logo/{n}", s, ago("2019-03-08")))
    a(Entry(f"{B}/Logo/old logo 2019 draft.jpg", 640 * KB, ago("2019-02-20")))

    # Website export (with noise)
    W = f"{B}/Website/forno-sofia-site"
    for n in ("index.html", "menu.html", "contact.html", "about.html"):
        a(T(f"{W}/{n}", ago("2026-09-15"), f"<html><head><title>Forno Sofia</title></head><body>{n}</body></html>\n"))
    a(T(f"{W}/css/style.css", ago("2026-09-15"), "body { font-family: 'Playfair Display'; color: #5a3e2b; }\n"))
    for i in range(10):
        a(Entry(f"{W}/images/photo{i + 1:02d}.jpg", r.randint(150 * KB, 600 * KB), ago("2026-09-15")))
    a(T(f"{W}/package.json", ago("2026-09-15"), '{"name": "forno-sofia-site", "dependencies": {"eleventy": "^2"}}\n'))
    a(T(f"{W}/.git/HEAD", ago("2026-09-15"), "ref: refs/heads/main\n"))
    for _i in range(12):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{W}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 40_000), ago("2026-09-15") + r.random() * 30))
    for p in ("@11ty/eleventy", "nunjucks", "markdown-it", "chokidar"):
        for f in ("package.json", "README.md", "index.js", "LICENSE"):
            a(Entry(f"{W}/node_modules/{p}/{f}", r.randint(300, 180_000), ago("2026-09-15")))

    # Accounts and business bank
    a(Entry(f"{B}/Accounts/Accounts 2024-25 - Patel & Co.pdf", 880 * KB, ago("2025-12-10")))
    a(Entry(f"{B}/Accounts/Accounts 2023-24 - Patel & Co.pdf", 850 * KB, ago("2024-12-12")))
    for y, m in _months("2025-11", 12):
        ny, nm = divmod(y * 12 + m, 12)
        a(
            Entry(
                f"{B}/Accounts/Bank/Starling Business {y}-{m:02d}.pdf",
                r.randint(100 * KB, 220 * KB),
                _clear(ago(f"{ny}-{nm + 1:02d}-02")),
            )
        )

    # ================================================================== Recipes
    recipes = {
        "Bread": ["Focaccia genovese.docx", "Ciabatta.docx", "Pane pugliese.docx", "Grissini.docx",
                  "Focaccia.docx"],
        "Pastries": ["Cornetti.docx", "Sfogliatelle.pdf", "Bomboloni.docx", "Maritozzi.docx", "Cannoli.docx"],
        "Cakes": ["Torta della nonna.docx", "Panettone 2026 v3.docx", "Olive oil cake.docx", "Crostata.docx",
                  "Pandoro.docx"],
    }  # fmt: skip
    for sub, ns in recipes.items():
        for i, n in enumerate(ns):
            a(Entry(f"Recipes/{sub}/{n}", r.randint(25 * KB, 180 * KB), _clear(200.4 + i * 97.3 + len(sub))))
    a(
        T(
            "Recipes/Bread/Sourdough starter notes.md",
            ago("2026-10-21"),
            "# Madre (the starter)\n\nFeed 1:1:1 every morning at 6. Keep at 24 C.\n"
            "Rye flour from Molino Grassi makes it more sour.\n",
        )
    )
    a(
        T(
            "Recipes/Pastries/Crème brûlée.txt",
            _clear(400.3),
            "Crème brûlée (12 ramekins)\n1 l double cream, 1 vanilla pod, 10 egg yolks, 100 g caster sugar.\n"
            "Bake 40 minutes at 150 C in a water bath. Burn the sugar just before serving.\n",
        )
    )
    a(
        T(
            "Recipes/Cakes/Tiramisù.txt",
            _clear(620.3),
            "Tiramisù della casa\n500 g mascarpone, 4 eggs, 100 g sugar, Savoiardi, strong espresso, Marsala.\n"
            "Contains egg, milk, gluten. Rest 6 hours in the fridge.\n",
        )
    )
    NR = "Recipes/Nonna's recipes"
    for i in range(14):
        a(Entry(f"{NR}/ricetta nonna {i + 1:02d}.jpg", r.randint(2_400 * KB, 5_800 * KB), ago("2024-08-17")))
    a(
        T(
            f"{NR}/Torta di mele della nonna.txt",
            ago("2024-08-19"),
            "Torta di mele (nonna Rosa)\n3 mele, 200 g farina, 150 g zucchero, 3 uova, 100 g burro, una bustina di "
            "lievito. 45 minuti a 180 gradi.\n",
        )
    )

    # ================================================================== Shop renovation (Jan-Mar 2026)
    SR = "Shop renovation"
    for n, d in [("Quotes/Quote - Dwyer Builders.pdf", "2025-10-20"), ("Quotes/Quote - ShopFit Pro.pdf", "2025-10-27"),
                 ("Quotes/Quote - Dwyer Builders v2.pdf", "2025-11-10"),
                 ("Invoices/Dwyer Builders invoice 1.pdf", "2026-01-30"),
                 ("Invoices/Dwyer Builders invoice 2.pdf", "2026-03-06"),
                 ("Invoices/Spark & Co electrics invoice.pdf", "2026-02-20"),
                 ("Invoices/Signs by Dave invoice.pdf", "2026-03-12"),
                 ("Floor plan v3.pdf", "2025-12-04"), ("Building control completion certificate.pdf", "2026-04-02"),
                 ("Signage proof.pdf", "2026-02-11")]:  # fmt: skip
        a(Entry(f"{SR}/{n}", r.randint(150 * KB, 2_600 * KB), ago(d)))
    a(Entry(f"{SR}/Floor plan v3.dwg", 3_800 * KB, ago("2025-12-04")))
    a(Entry(f"{SR}/Renovation budget.xlsx", 41 * KB, ago("2026-03-20")))
    for j in range(15):
        age = ago("2026-01-05") - j * 0.01
        a(Entry(f"{SR}/Photos/Before/{_img_name(r, age)}", r.randint(2 * MB, 5 * MB), age))
    for j in range(15):
        age = ago("2026-03-27") - j * 0.01
        a(Entry(f"{SR}/Photos/After/{_img_name(r, age)}", r.randint(2 * MB, 5 * MB), age))

    # ================================================================== Flat
    a(Entry("Flat/Tenancy agreement - Flat 1, 12 Market Street.pdf", 1_650 * KB, ago("2023-04-14")))
    a(Entry("Flat/Tenancy renewal 2026.pdf", 420 * KB, ago("2026-04-10")))
    a(Entry("Flat/Council tax 2025-26.pdf", 118 * KB, ago("2025-03-12")))
    a(Entry("Flat/Council tax 2026-27.pdf", 121 * KB, ago("2026-03-11")))
    a(Entry("Flat/Contents insurance 2026.pdf", 530 * KB, ago("2026-02-13")))
    for y, m in _months("2025-11", 12):
        ny, nm = divmod(y * 12 + m, 12)
        a(Entry(f"Flat/Utilities/Octopus Energy/Octopus Energy {y}-{m:02d}.pdf", r.randint(80 * KB, 150 * KB),
                _clear(ago(f"{ny}-{nm + 1:02d}-07"))))  # fmt: skip
        a(Entry(f"Flat/Utilities/BT Broadband/BT bill {y}-{m:02d}.pdf", r.randint(60 * KB, 100 * KB),
                _clear(ago(f"{ny}-{nm + 1:02d}-18"))))  # fmt: skip

    # ================================================================== Family
    for year, n in ((2023, 18), (2024, 20), (2025, 22), (2026, 24)):
        for _j in range(n):
            d = _dt.date(year, 1, 1) + _dt.timedelta(days=r.randint(0, 364 if year < 2026 else 300))
            age = _clear(ago(d.isoformat()) - r.random() * 0.5)
            if iso_of(age).year != year:
                age = ago(f"{year}-06-10")
            a(Entry(f"Family/Photos/{year}/{_img_name(r, age)}", r.randint(1_800 * KB, 5_200 * KB), age))
    N90 = "Family/Nonna Rosa 90th"
    for j in range(16):
        age = ago("2025-07-12") - j * 0.02
        a(Entry(f"{N90}/{_img_name(r, age)}", r.randint(2 * MB, 6 * MB), age))
    a(Entry(f"{N90}/Nonna's speech.MOV", 1_460 * MB, ago("2025-07-12")))
    a(Entry("Family/School reports/Luca - Year 9 report 2025.pdf", 310 * KB, ago("2025-07-15")))
    a(Entry("Family/School reports/Luca - Year 10 report 2026.pdf", 330 * KB, ago("2026-07-14")))
    a(Entry("Family/School reports/Luca - Year 11 progress check autumn 2026.pdf", 190 * KB, ago("2026-11-15")))
    a(Entry("Family/Passports/Luca passport scan.jpg", 2_900 * KB, ago("2025-03-30"), dup="lucapass"))
    a(Entry("Family/Passports/Sofia passport scan.jpg", 3_100 * KB, ago("2024-05-21")))
    a(Entry("Family/Passports/Luca passport renewal form.pdf", 640 * KB, ago("2025-03-30")))
    a(Entry("Family/Health/Luca - asthma action plan.pdf", 220 * KB, ago("2026-01-22")))
    a(Entry("Family/Health/Sofia - blood test results 2026.pdf", 160 * KB, ago("2026-10-08")))
    a(Entry("Family/Health/Luca - orthodontist letter.pdf", 140 * KB, ago("2026-06-03")))
    a(Entry("Family/Health/NHS vaccination record - Luca.pdf", 280 * KB, ago("2023-09-19")))

    # ================================================================== Luca
    HW = f"{LU}/Homework"
    homework = {
        "Maths": ["Quadratics worksheet.pdf", "Simultaneous equations.docx", "Mock paper 1 corrections.pdf",
                  "Trigonometry homework.pdf", "Circle theorems.pdf"],
        "English": ["An Inspector Calls essay.docx", "Macbeth - Act 1 notes.docx", "Poetry comparison.docx",
                    "Creative writing - The Storm.docx"],
        "Science": ["Chemistry - rates of reaction.docx", "Physics - waves revision.pptx", "Biology - cells.docx",
                    "Required practicals checklist.pdf"],
        "History": ["Cold War timeline.pptx", "Weimar Germany essay.docx", "Source analysis - Berlin Wall.docx"],
        "Food Tech": ["Focaccia.docx", "Food tech coursework - Italian breads.pptx", "Nutrition table.xlsx"],
        "Computer Science": ["Python project - snake game.docx", "Binary and hex.pdf", "Algorithms revision.pptx"],
        "Italian": ["Il mio paese.docx", "verbi irregolari.pdf"],
    }  # fmt: skip
    age = 4.0
    for subj, ns in homework.items():
        for n in ns:
            age = _clear(age + 4.6 + r.random() * 9)
            a(Entry(f"{HW}/{subj}/{n}", r.randint(40 * KB, 4_500 * KB), age))
    a(T(f"{HW}/Computer Science/snake.py", ago("2026-10-17"), "import pygame\n\nWIDTH, HEIGHT = 640, 480\n"))
    a(Entry(f"{LU}/School project/Volcano project - final.mp4", 1_240 * MB, ago("2026-06-25")))
    a(Entry(f"{LU}/School project/Volcano project script.docx", 46 * KB, ago("2026-06-19")))
    a(Entry(f"{LU}/School project/volcano model.jpg", 3_300 * KB, ago("2026-06-22")))
    MC = f"{LU}/Minecraft"
    for world, d, nr in (("Survival with Marco", "2026-11-15", 12), ("Creative build - city", "2026-08-30", 9),
                         ("Skyblock", "2025-12-28", 5)):  # fmt: skip
        age = ago(d)
        a(Entry(f"{MC}/worlds/{world}/level.dat", r.randint(2 * KB, 9 * KB), age))
        for i in range(nr):
            a(Entry(f"{MC}/worlds/{world}/region/r.{i % 4 - 2}.{i // 4 - 1}.mca", r.randint(3 * MB, 14 * MB), age))
    mods = [
        "sodium-fabric-0.6.0.jar",
        "iris-1.8.0.jar",
        "fabric-api-0.110.0.jar",
        "JourneyMap-1.21.jar",
        "jei-1.21-fabric.jar",
        "create-fabric-0.5.1.jar",
        "waystones-fabric.jar",
        "appleskin-fabric.jar",
    ]
    for i, n in enumerate(mods):
        a(Entry(f"{MC}/mods/{n}", r.randint(300 * KB, 14 * MB), _clear(40.3 + i * 11.1)))
    for i in range(10):
        age = _clear(2.5 + i * 12.4 + r.random())
        d = iso_of(age)
        a(Entry(f"{MC}/screenshots/{d.isoformat()}_{r.randint(14, 22):02d}.{r.randint(10, 59)}.{r.randint(10, 59)}.png",
                r.randint(1 * MB, 3 * MB), age))  # fmt: skip
    for i in range(7):
        age = _clear(3.6 + i * 13.7)
        d = iso_of(age)
        n = f"{d.isoformat()} {r.randint(16, 22):02d}-{r.randint(10, 59)}-{r.randint(10, 59)}.mkv"
        a(Entry(f"{LU}/OBS recordings/{n}", r.randint(900 * MB, 4_200 * MB), age))
    FL = f"{LU}/FL Studio"
    for n, d in [("beat 1.flp", "2026-02-14"), ("trap beat v2.flp", "2026-09-27"), ("lofi thing.flp", "2026-11-10"),
                 ("drill type beat.flp", "2026-10-26"), ("untitled.flp", "2026-11-19")]:  # fmt: skip
        a(Entry(f"{FL}/Projects/{n}", r.randint(40 * KB, 900 * KB), ago(d)))
    for n, d in [("trap beat v2.wav", "2026-09-28"), ("lofi thing.mp3", "2026-11-10"), ("beat 1.mp3", "2026-02-15")]:
        a(Entry(f"{FL}/Exports/{n}", r.randint(5 * MB, 48 * MB), ago(d)))
    memes = ["when the bread is in the oven.jpg", "npc energy.png", "mum's cornetti hit different.jpg",
             "skibidi.gif", "maths teacher be like.png", "creeper aw man.png", "bro thought he was him.jpg",
             "me at 3am.jpg", "ohio final boss.png", "sigma grindset.mp4", "italian hand gesture.gif",
             "minecraft villager hmm.png", "ratio.png", "it's giving.jpg", "when mum says we have food at home.jpg",
             "sleep schedule.png", "homework tomorrow.png", "goofy ahh.mp4"]  # fmt: skip
    for i, n in enumerate(memes):
        a(Entry(f"{LU}/memes/{n}", r.randint(40 * KB, 6 * MB), _clear(1.3 + i * 9.7)))
    for i in range(14):
        age = _clear(0.8 + i * 6.3 + r.random())
        d = iso_of(age)
        n = f"Screenshot {d.isoformat()} {r.randint(15, 23):02d}{r.randint(10, 59)}{r.randint(10, 59)}.png"
        a(Entry(f"{LU}/Screenshots/{n}", r.randint(200 * KB, 2 * MB), age))
    a(T(f"{LU}/gaming pc build.txt", ago("2026-10-30"),
        "RTX 4060 - 299\nRyzen 5 7600 - 189\n32GB DDR5 - 95\nask mum for christmas??\n"))  # fmt: skip

    # ================================================================== Pictures
    age = 0.6
    for _i in range(95):
        age = _clear(age + 3.2 + r.random() * 3.5)
        a(Entry(f"Pictures/Camera/{_img_name(r, age)}", r.randint(1_800 * KB, 5_400 * KB), age))
    for i in range(12):
        age = _clear(1.1 + i * 21.3 + r.random())
        d = iso_of(age)
        n = f"Screenshot_{d:%Y%m%d}-{r.randint(7, 22):02d}{r.randint(10, 59)}{r.randint(10, 59)}.png"
        a(Entry(f"Pictures/Screenshots/{n}", r.randint(150 * KB, 1_300 * KB), age))
    a(Entry("Pictures/Screenshots/Screenshot_20261117-071522.png", 640 * KB, "11-17"))
    a(Entry("Pictures/Shop sign at night.jpg", 4_400 * KB, ago("2026-04-03")))

    # ================================================================== Videos
    a(Entry("Videos/Christmas market 2025 - full day.mov", 11_800 * MB, ago("2025-12-13")))
    a(Entry("Videos/Forno Sofia 5th anniversary.mp4", 2_150 * MB, ago("2024-04-06")))
    a(Entry("Videos/Luca first day at secondary school.mp4", 420 * MB, ago("2021-09-06")))
    a(Entry("Videos/Nonna making pasta.MOV", 1_780 * MB, ago("2024-08-17")))
    a(Entry("Videos/Oven installation timelapse.mp4", 930 * MB, ago("2021-08-03")))

    # ================================================================== Music
    albums = {
        "Mina/Le migliori": [
            "Parole parole",
            "Se telefonando",
            "Grande grande grande",
            "Il cielo in una stanza",
            "Tintarella di luna",
            "Mi sei scoppiato dentro al cuore",
        ],
        "Lucio Dalla/Henna": ["Henna", "Liberi", "Cinema", "Merinda", "Don't cry"],
        "Paolo Conte/Razmataz": ["Razmataz", "Tootsie", "La donna d'inverno", "Ça depend", "Sandwich Man"],
        "Shop playlist/Jazz for the café": [
            "Autumn Leaves",
            "Take Five",
            "So What",
            "Blue in Green",
            "Fly Me to the Moon",
            "Misty",
            "Summertime",
            "Moanin'",
        ],
    }
    for album, tracks in albums.items():
        for i, t in enumerate(tracks, 1):
            a(Entry(f"Music/{album}/{i:02d} {t}.mp3", r.randint(4 * MB, 12 * MB), 1300.3 + r.random()))

    # ================================================================== Downloads
    dl = [
        ("FL Studio 2024 installer.exe", 890 * MB, "2025-12-27", None),
        ("MinecraftInstaller.msi", 2_300 * KB, "2024-12-26", None),
        ("OBS-Studio-30.2.3-Windows-Installer.exe", 141 * MB, "2026-01-09", None),
        ("DiscordSetup.exe", 112 * MB, "2026-04-18", None),
        ("CurseForge Windows - Installer.exe", 95 * MB, "2026-10-08", None),
        ("Photoshop_Set-Up.exe", 5_200 * KB, "2025-05-04", None),
        ("SumUp Card Reader.dmg", 84 * MB, "2025-02-28", None),
        ("Canva_Setup.msi", 166 * MB, "2026-08-25", None),
        ("fabric mods pack.zip", 58 * MB, "2026-10-10", None),
        ("Instagram data export.zip", 1_640 * MB, "2026-07-18", None),
        ("menu fonts - Playfair & Lato.zip", 4_800 * KB, "2025-09-03", None),
        ("Complementary shaders 1.21.zip.crdownload", 91 * MB, "2026-11-16", None),
        ("Price list 2026 (1).pdf", 255 * KB, "2026-01-20", "pl2026"),
        ("Luca passport scan (1).jpg", 2_900 * KB, "2025-04-02", "lucapass"),
        ("Allergen matrix 2026.xlsx", 46 * KB, "2026-10-15", "allmatrix"),
        ("Molino Grassi invoice 2026-10 (1).pdf", 0, "2026-11-05", "molino10"),
        ("FSA allergen guidance for businesses.pdf", 2_100 * KB, "2026-04-02", None),
        ("Untitled.pdf", 0, "2026-08-05", None),
        ("invoice (2).pdf", 96 * KB, "2026-05-22", None),
        ("GCSE Maths revision guide.pdf", 18_500 * KB, "2026-09-12", None),
    ]
    mol = next(e for e in E if e.path.endswith("Molino Grassi invoice 2026-10.pdf"))
    E[E.index(mol)] = Entry(mol.path, mol.size, mol.age, dup="molino10")
    for n, s, d, dup in dl:
        if dup == "molino10":
            s = mol.size
        a(Entry(f"Downloads/{n}", s, _clear(ago(d)), dup=dup))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/to do.txt",
            0.3,
            "- ring Molino Grassi: the 00 flour was short by 2 sacks\n- pay Dairy Direct\n"
            "- VAT return Q4 due 7 Feb\n- Luca parents evening Thursday\n- fix the walk-in fridge seal\n",
        )
    )
    a(Entry("Desktop/Ordini settimana.xlsx", 22 * KB, ago("2026-11-19")))
    a(Entry("Desktop/scan0031.pdf", 1_500 * KB, ago("2026-11-12")))
    a(Entry("Desktop/scan0032.pdf", 1_420 * KB, ago("2026-11-12")))
    a(Entry("Desktop/Christmas menu ideas.docx", 38 * KB, ago("2026-10-28")))
    a(Entry("Desktop/New Text Document.txt", 0, 40.3))
    a(Entry("Desktop/Copy of Recipe costing 2026.xlsx", 95 * KB, ago("2026-09-26")))
    a(Entry("Desktop/minecraft server ip.png", 310 * KB, ago("2026-11-08")))

    # ================================================================== Documents
    DN = "Documents/Notes"
    a(
        T(
            f"{DN}/supplier contacts.txt",
            ago("2026-05-11"),
            "Molino Grassi (flour): Marco Ferri, 0161 496 0732, orders by Tuesday noon.\n"
            "Dairy Direct: Karen, 0161 496 0518.\nLavazza rep: Paolo Russo, 07700 900641.\n"
            "Bidfood account no. BF-22817, depot 0161 496 0990.\n",
        )
    )
    a(
        T(
            f"{DN}/allergies.txt",
            ago("2026-03-02"),
            "Luca: peanuts (EpiPen in the kitchen drawer) and mild asthma.\n"
            "Mrs Okafor (Tuesday regular): coeliac, no gluten at all, not even the rye.\n"
            "The pistachio cornetti contain tree nuts: label them.\n",
        )
    )
    a(
        T(
            f"{DN}/accountant meeting 17 Nov.md",
            "11-17",
            "# Meeting with Raj Patel (Patel & Co), 17 November\n\n- Accounts 2025-26 due by end of January.\n"
            "- Claim the new combi oven as capital allowance.\n- Think about a pension for Sofia.\n",
        )
    )
    a(
        T(
            f"{DN}/Christmas orders 2026.md",
            ago("2026-11-14"),
            "# Christmas orders\n\n- 40 panettoni for Caffè Centrale\n- 12 pandoro for Bean & Leaf\n"
            "- Mrs Hughes: a gluten-free torta, collect 23 Dec\n",
        )
    )
    a(T(f"{DN}/ideas for the shop.md", _clear(150.4), "# Ideas\n\n- Sunday brunch\n- sourdough classes\n"))
    a(Entry(f"{DN}/untitled.md", 0, ago("2026-07-01")))
    a(Entry("Documents/CV - Sofia Marchetti.docx", 64 * KB, ago("2019-01-15")))
    a(Entry("Documents/Luca - work experience form.pdf", 210 * KB, ago("2026-10-05")))
    a(Entry("Documents/Car/Fiat Doblo MOT 2026.pdf", 190 * KB, ago("2026-06-30")))
    a(Entry("Documents/Car/Fiat Doblo insurance 2026-27.pdf", 520 * KB, ago("2026-04-28")))

    # ================================================================== hidden / noise
    a(T(".bashrc", 800, "export PATH=$HOME/bin:$PATH\n"))
    a(T(".config/gtk-3.0/bookmarks", 300, "file:///home/sofia/Business Business\n"))
    a(T("Business/.DS_Store", 60, "Bud1\n"))
    for i in range(6):
        a(Entry(f".minecraft/saves/New World/region/r.0.{i}.mca", r.randint(2 * MB, 8 * MB), 1.3 + i))
    for i in range(8):
        a(Entry(f".minecraft/logs/2026-11-{10 + i:02d}-1.log.gz", r.randint(2 * KB, 30 * KB), 14.5 - i))
    for _i in range(30):
        a(
            Entry(
                f".cache/thumbnails/large/{r.getrandbits(64):016x}.png",
                r.randint(15_000, 80_000),
                1.5 + r.random() * 25,
            )
        )
    return _check_bakery(_check(E))


def _check_bakery(entries: list[Entry]) -> list[Entry]:
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
        m = re.search(r"(?:IMG|IG|Screenshot)_(\d{4})(\d{2})(\d{2})", e.name) or re.search(
            r"^(?:Screenshot |order )?(\d{4})-(\d{2})-(\d{2})[ _.]", e.name
        )
        if m and not e.path.startswith("Downloads/"):
            assert _dt.date(*map(int, m.groups())) == iso_of(e.age), e.path
    return entries


HOMES["bakery"] = bakery

if __name__ == "__main__":
    from homes import human

    es = bakery()
    print(len(es), "files", human(sum(e.size for e in es)))
