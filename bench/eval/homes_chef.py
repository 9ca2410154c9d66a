"""A generated home for the held-out set N (heldout_n.jsonl): Marta Kowalczyk, a chef who runs a small bistro
(Bistro Kasza, 14 Mill Street), her partner Daniel Reyes, an amateur astronomer, and their daughter Zosia (9).

Shape: Bistro/Recipes by course (typed recipes as .md whose text can be searched, a few .docx, an empty "new
recipe.md", scanned recipe cards as .JPG/.jpg from babcia, mama and abuela Carmen), Bistro/Menus/<year>/<season>
("draft", "draft v2" and "print" PDFs, Christmas menus in Winter), Bistro/Invoices/<supplier> (one PDF a month,
"Wines & Spirits Direct" once a quarter), Bistro/Staff (rotas as .xlsx by ISO week in 2025/ and 2026/, contracts, a
holiday sheet), Bistro/Allergens (a matrix per season), Bistro/Food safety (hygiene and allergen certificates per
person, EHO inspection reports, monthly fridge & freezer temperature logs, the HACCP plan), Bistro/Instagram (Raw
DSC_NNNN.JPG of 8-15 MB and Edited "-edit.jpg" versions), Bistro/Videos (four cooking videos of 1.8-6.1 GB, two of
them "reel"s), Bistro/Business (business plan, lease, licence, insurance, loan) and Bistro/Accounts (VAT returns by
quarter, Starling bank statements by month, annual accounts, CT600, payroll summaries, scanned Makro/Costco receipts,
the bookkeeper's queries). Astro/ for Daniel: Nights/<date> <target>/Lights (raw .fits frames of 18.1 MB, the same
names on both M31 nights), Calibration (Darks, Flats, Bias, Masters), Processing/Siril (pp_light_*.fit calibrated
frames of 36 MB, a stacked .fit, .ssf scripts) and Processing/PixInsight (.xosm projects, .xisf integrations up to
1.2 GB), Results (final .tif and .jpg), Observing logs (one .md per session, searchable), Star charts and Manuals
(PDFs, two with .PDF), Equipment, and a Python scripts folder with .git, .venv and __pycache__ noise. Zosia/ (school
projects, scanned drawings, Scratch .sb3 games, Minecraft screenshots "YYYY-MM-DD_HH.MM.SS.png" and a world backup).
Downloads (installers .exe/.msi, "(1)" copies and exact duplicates of files elsewhere, an unfinished
".zip.part", an empty file, Polish and Spanish names, an upper-case .PDF), Desktop clutter (to do, copies, an empty
file), three Documents, hidden dotfiles and caches (.cache, .astropy, .config, .local, Bistro/.DS_Store).

Dates in names agree with the files' dates as of 2026-11-24 (a Tuesday, the day the set was written; checked by
`_check_chef`). Visible files avoid the ages that sit on a date boundary of set N's questions (BAD_WINDOWS); the
files dated Nov 19 are month-day anchors ("11-19"). Hidden and noise files are all older than a day, so the newest
files are visible ones, and they are small (about 7 MB), so a total with or without them rounds the same.
"""

from __future__ import annotations

import datetime as _dt
import math
import random
import re

HOMES: dict = {}  # filled at the end; defined first so that `python homes.py` (which imports this module) works

from homes import KB, MB, Entry, T, _check  # noqa: E402

GB = 1000 * MB
TODAY = _dt.date(2026, 11, 24)


def ago(iso: str) -> float:
    """Age in days of a file dated `iso` (YYYY-MM-DD): six hours before this clock time on that day."""
    return (TODAY - _dt.date.fromisoformat(iso)).days + 0.25


def iso_of(age: float) -> _dt.date:
    """The date of a file of this age (the clock is at noon: an age of 0.7 is the evening before)."""
    return TODAY - _dt.timedelta(days=math.ceil(age - 0.5))


def _days_to(iso: str) -> int:
    return (TODAY - _dt.date.fromisoformat(iso)).days


# Date boundaries of set N's questions (ages in days as of 2026-11-24); visible files keep clear of them.
ROLLING = [2, 3, 7, 10, 14, 30, 91, 182, 365, 730]
CALENDAR = [
    "2026-11-01",
    "2026-10-01",
    "2026-09-01",
    "2026-08-01",
    "2026-01-01",
    "2025-01-01",
    "2024-01-01",
]
BAD_WINDOWS = [(n - 0.5, n + 0.7) for n in ROLLING if n < 100] + [(n - 4, n + 6) for n in ROLLING if n >= 100]
BAD_WINDOWS += [(_days_to(d) - 1.0, _days_to(d) + 2.0) for d in CALENDAR]
BAD_WINDOWS += [(3.4, 7.8)]  # Nov 19 (a named day, only its anchors) and the last 7 days


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


B = "Bistro"
RC = "Bistro/Recipes"
AS = "Astro"

# Light frames: 3008 x 3008 16-bit (ZWO ASI533MC Pro), padded to FITS blocks; masters and pp_ frames are 32-bit.
LIGHT = 18_100_800
FLOAT = 36_195_840

# ---------------------------------------------------------------------------------------------- texts

RECIPES = {
    "Starters/Barszcz czerwony.md": (
        "# Barszcz czerwony\n\nServes 10. 2 kg beetroot, 1 onion, 2 carrots, 1 parsnip, 3 cloves garlic, "
        "2 l vegetable stock, 4 dried mushrooms, marjoram, 2 tbsp red wine vinegar, sugar.\n"
        "Roast the beetroot, simmer 40 min with the stock, strain, season with vinegar and sugar.\n"
        "Serve with uszka (mushroom dumplings).\nAllergens: celery (stock), gluten (uszka).\n"
    ),
    "Starters/Żurek z białą kiełbasą.md": (
        "# Żurek z białą kiełbasą\n\nServes 8. 1 l zakwas (sour rye starter), 1 l smoked pork stock, "
        "4 white sausages, 4 potatoes, 2 bay leaves, allspice, marjoram, horseradish, 4 eggs boiled.\n"
        "Simmer the sausages in the stock, add zakwas, finish with horseradish and cream.\n"
        "Allergens: gluten (rye), egg, milk, mustard (sausage).\n"
    ),
    "Starters/Salmorejo.md": (
        "# Salmorejo\n\nServes 6. 1 kg ripe tomatoes, 200 g day-old bread, 1 clove garlic, 150 ml olive oil, "
        "sherry vinegar, salt. Top with jamón and chopped egg.\nBlend, chill for 2 hours.\n"
        "Allergens: gluten, egg.\n"
    ),
    "Starters/Pimientos de Padrón.md": (
        "# Pimientos de Padrón\n\n500 g padrón peppers, olive oil, flaky salt. Blister in a very hot pan, "
        "2 minutes. One in ten is hot!\nAllergens: none.\n"
    ),
    "Starters/Śledź w śmietanie.md": (
        "# Śledź w śmietanie\n\nHerring in soured cream. 8 matjes herring fillets, 300 ml soured cream, "
        "1 red onion, 2 apples, dill, black pepper.\nAllergens: fish, milk.\n"
    ),
    "Mains/Pierogi ruskie.md": (
        "# Pierogi ruskie\n\nMakes 60. Dough: 1 kg flour, 2 eggs, 400 ml warm water, oil.\n"
        "Filling: 1 kg floury potatoes, 500 g twaróg (farmer's cheese), 2 onions fried in butter, pepper.\n"
        "Boil 3 minutes after they float. Serve with fried onion and soured cream.\n"
        "Allergens: gluten, egg, milk.\n"
    ),
    "Mains/Pierogi z kapustą i grzybami.md": (
        "# Pierogi z kapustą i grzybami\n\nMakes 60. Dough as for ruskie. Filling: 1 kg sauerkraut, "
        "100 g dried porcini, 2 onions, butter, pepper.\nRinse and chop the sauerkraut, cook with the mushrooms.\n"
        "Allergens: gluten, egg, milk.\n"
    ),
    "Mains/Gołąbki.md": (
        "# Gołąbki\n\nServes 8. 1 white cabbage, 600 g minced pork, 200 g kasza gryczana (buckwheat), "
        "1 onion, tomato sauce, allspice.\nBlanch the leaves, roll, bake 90 min at 170 C in tomato sauce.\n"
        "Allergens: celery (sauce).\n"
    ),
    "Mains/Bigos.md": (
        "# Bigos\n\nServes 12. 1.5 kg sauerkraut, 500 g fresh cabbage, 500 g pork shoulder, 300 g kiełbasa, "
        "200 g smoked bacon, dried mushrooms, prunes, red wine, juniper, bay.\n"
        "Cook three days, reheating each day.\nAllergens: sulphites (wine), mustard (kiełbasa).\n"
    ),
    "Mains/Paella valenciana.md": (
        "# Paella valenciana (abuela Carmen)\n\nServes 6. 400 g bomba rice, 1 chicken, 300 g rabbit, "
        "200 g garrofó beans, 200 g green beans, 1 tomato, a pinch of saffron, sweet pimentón, rosemary, "
        "1.2 l water, olive oil.\nNo stirring after the rice goes in. Let the socarrat form.\nAllergens: none.\n"
    ),
    "Mains/Kotlet schabowy.md": (
        "# Kotlet schabowy\n\nServes 4. 4 pork loin chops, flour, 2 eggs, breadcrumbs, lard for frying.\n"
        "Beat thin, coat, fry 4 minutes a side. Serve with mizeria and new potatoes.\n"
        "Allergens: gluten, egg.\n"
    ),
    "Mains/Mushroom & barley risotto.md": (
        "# Mushroom & barley risotto\n\nServes 6. 300 g pearl barley, 500 g chestnut mushrooms, "
        "20 g dried porcini, 1 onion, 150 ml white wine, 1.2 l vegetable stock, parmesan, butter, thyme.\n"
        "Allergens: gluten (barley), milk, celery, sulphites.\n"
    ),
    "Desserts/Sernik.md": (
        "# Sernik (Polish cheesecake)\n\nOne 26 cm tin. 1 kg twaróg, 200 g sugar, 6 eggs, 100 g butter, "
        "1 vanilla pod, lemon zest, 2 tbsp potato flour. Base: 200 g shortcrust.\n"
        "Bake 60 min at 160 C, cool in the oven with the door open.\nAllergens: milk, egg, gluten.\n"
    ),
    "Desserts/Crema catalana.md": (
        "# Crema catalana\n\nServes 8. 1 l milk, 8 egg yolks, 200 g sugar, 40 g cornflour, "
        "1 cinnamon stick, lemon peel. Burn the sugar top with the iron.\nAllergens: milk, egg.\n"
    ),
    "Desserts/Chocolate & cardamom tart.md": (
        "# Chocolate & cardamom tart\n\nOne 24 cm tart. 300 g dark chocolate, 300 ml double cream, "
        "2 eggs, 10 green cardamom pods (ground), 40 g ground almonds in the pastry.\n"
        "Allergens: milk, egg, gluten, nuts (almonds), soya.\n"
    ),
    "Desserts/Churros.md": (
        "# Churros\n\n250 ml water, 125 g flour, 1 tbsp sugar, pinch of salt, oil for frying. "
        "Cinnamon sugar. Serve with thick hot chocolate.\nAllergens: gluten, milk (chocolate).\n"
    ),
    "Sauces & Stocks/Chicken stock.md": (
        "# Chicken stock\n\n3 kg chicken wings and carcasses, 2 onions, 2 carrots, 3 celery sticks, "
        "bay, peppercorns, 6 l cold water. Simmer 4 hours, never boil.\nAllergens: celery.\n"
    ),
    "Sauces & Stocks/Demi-glace.md": (
        "# Demi-glace\n\nVeal bones roasted, mirepoix, tomato paste, 750 ml red wine, 8 l water. "
        "Reduce to a tenth over two days.\nAllergens: celery, sulphites.\n"
    ),
    "Sauces & Stocks/Beurre blanc.md": (
        "# Beurre blanc\n\n2 shallots, 100 ml white wine, 50 ml white wine vinegar, 250 g cold butter. "
        "Reduce, whisk in the butter piece by piece.\nAllergens: milk, sulphites.\n"
    ),
    "Sauces & Stocks/Romesco.md": (
        "# Romesco\n\n4 roasted red peppers (ñora if we have them), 2 tomatoes, 1 head garlic roasted, "
        "60 g almonds, 40 g hazelnuts, 1 slice fried bread, sherry vinegar, olive oil, pimentón.\n"
        "Allergens: nuts (almonds, hazelnuts), gluten.\n"
    ),
    "Sauces & Stocks/Salsa verde.md": (
        "# Salsa verde\n\nParsley, mint, basil, capers, 4 anchovies, 1 tbsp Dijon, red wine vinegar, "
        "olive oil. Chop by hand.\nAllergens: fish, mustard, sulphites.\n"
    ),
    "Bread/Sourdough - house loaf.md": (
        "# Sourdough - house loaf\n\n1 kg strong white flour, 100 g wholemeal, 750 g water, 200 g levain, "
        "22 g salt. Bulk 4 h, shape, retard overnight, bake 250 C then 220 C.\nAllergens: gluten.\n"
    ),
    "Bread/Chleb żytni.md": (
        "# Chleb żytni (rye bread)\n\n600 g dark rye flour, 400 g rye starter, 500 g water, 15 g salt, "
        "1 tbsp caraway, 1 tbsp molasses. Bake 60 min in the tin.\nAllergens: gluten (rye).\n"
    ),
}

LOGS = {
    "2025-08-12": (
        "# 2025-08-12 Perseids\n\nWith Zosia from the garden. Counted 23 meteors in an hour, two very bright. "
        "No imaging tonight. Dew on the chairs by midnight.\n"
    ),
    "2025-09-20": (
        "# 2025-09-20 visual\n\nNexStar 8SE on the patio. Saturn: rings wide open, Titan easy. "
        "Jupiter rising late behind the roofs. Seeing 3/5.\n"
    ),
    "2025-12-12": (
        '# 2025-12-12 M45 Pleiades\n\n30 x 120s lights, Esprit 100ED + ASI533MC Pro. Guiding RMS 0.7". '
        "Transparency excellent. The heater band kept the dew off all night.\n"
    ),
    "2026-01-18": (
        "# 2026-01-18\n\nClouded out after 20 minutes. Tested ASIAIR plate solving on Capella. Nothing usable.\n"
    ),
    "2026-02-21": (
        "# 2026-02-21 Moon\n\nFirst quarter Moon with Zosia. Showed her the Apennine mountains and "
        "Copernicus crater. She drew it afterwards.\n"
    ),
    "2026-04-11": (
        '# 2026-04-11 M81 and M82\n\nGalaxy season test. Polar alignment error 40". Guiding poor '
        '(RMS 1.4"), gusty wind. Threw away half the subs.\n'
    ),
    "2026-06-20": (
        "# 2026-06-20\n\nShort night, no astronomical darkness. Cleaned the Esprit objective and "
        "re-balanced the mount. Updated the ASIAIR firmware.\n"
    ),
    "2026-08-15": (
        "# 2026-08-15 NGC 7000 North America Nebula\n\n40 x 300s with the L-eXtreme filter. Guiding RMS "
        '0.6". Dew heater on from 23:00. Moon set at 22:10.\n'
    ),
    "2026-09-12": (
        "# 2026-09-12 Saturn\n\nSaturn near opposition. Zosia saw the rings for the first time through the "
        "8SE. Seeing 4/5, steady.\n"
    ),
    "2026-10-14": (
        '# 2026-10-14 M31 night 1\n\n45 x 180s. Guiding RMS 0.55". Some dew on the focuser at 01:00 but '
        "the objective stayed clear.\n"
    ),
    "2026-10-15": (
        "# 2026-10-15 M31 night 2\n\n38 x 180s. Flats taken at dawn with the panel. Jupiter high in the "
        "east after 23:00, had a quick look at the belts.\n"
    ),
    "2026-11-08": (
        "# 2026-11-08 M33 Triangulum\n\n36 x 300s. Guiding RMS 0.8\". The neighbour's security light "
        "was on until 22:30.\n"
    ),
    "2026-11-12": ("# 2026-11-12 M42 Orion\n\n24 x 120s. Short session, clouds rolled in at 21:40. Need more data.\n"),
}
LOG_1119 = (
    "# 2026-11-19 visual\n\nVisual only, with Zosia, for her solar system project: Jupiter and all four "
    "Galilean moons, Saturn low in the south-west.\n"
)

# night folder -> (target for file names, exposure s, number of lights)
NIGHTS = [
    ("2025-12-12 M45 Pleiades", "M45", 120, 30),
    ("2026-08-15 NGC 7000", "NGC7000", 300, 40),
    ("2026-10-14 M31", "M31", 180, 45),
    ("2026-10-15 M31", "M31", 180, 38),
    ("2026-11-08 M33", "M33", 300, 36),
    ("2026-11-12 M42", "M42", 120, 24),
]


def chef() -> list[Entry]:
    r = random.Random(4242)
    E: list[Entry] = []
    a = E.append

    # ================================================================== Bistro / Recipes
    for i, (rel, text) in enumerate(RECIPES.items()):
        a(T(f"{RC}/{rel}", _clear(40.3 + i * 37.7 + r.random() * 9), text))
    for rel, s, d in [
        ("Starters/Beetroot carpaccio with goat cheese.docx", 46 * KB, "2025-10-02"),
        ("Starters/Chicken liver pâté.docx", 38 * KB, "2024-11-20"),
        ("Mains/Duck breast with cherry sauce.docx", 52 * KB, "2026-09-09"),
        ("Mains/Hake in salsa verde.docx", 41 * KB, "2026-04-22"),
        ("Mains/Braised short rib.docx", 49 * KB, "2026-10-20"),
        ("Desserts/Szarlotka.docx", 36 * KB, "2025-09-19"),
        ("Desserts/Makowiec.docx", 44 * KB, "2024-12-10"),
        ("Bread/Focaccia.docx", 31 * KB, "2025-05-03"),
    ]:
        a(Entry(f"{RC}/{rel}", s, _clear(ago(d))))
    a(Entry(f"{RC}/new recipe.md", 0, _clear(ago("2026-11-13"))))
    cards = [
        ("babcia - pierogi card.JPG", "2024-03-08"),
        ("babcia - makowiec card.JPG", "2024-03-10"),
        ("babcia - bigos card.JPG", "2024-03-11"),
        ("mama - gołąbki card.jpg", "2024-03-11"),
        ("mama - sernik card.jpg", "2024-03-11"),
        ("abuela Carmen - tortilla.jpg", "2024-08-19"),
        ("abuela Carmen - flan.jpg", "2024-08-19"),
        ("abuela Carmen - croquetas.jpg", "2024-08-19"),
        ("card_009.jpg", "2025-02-14"),
        ("card_010.jpg", "2025-02-14"),
        ("card_011.jpg", "2025-02-14"),
    ]
    for i, (n, d) in enumerate(cards):
        dup = "babciapierogi" if n.startswith("babcia - pierogi") else None
        size = 3_412_881 if dup else r.randint(1_800 * KB, 4_200 * KB)
        a(Entry(f"{RC}/Scanned cards/{n}", size, ago(d) - i * 0.01, dup=dup))

    # ================================================================== Bistro / Menus
    seasons = {
        "Spring": ("02-25", "03-14"),
        "Summer": ("05-20", "06-06"),
        "Autumn": ("08-27", "09-12"),
        "Winter": ("11-12", "11-27"),
    }
    for year in (2024, 2025, 2026):
        for season, (dd, pd) in seasons.items():
            if year == 2024 and season == "Spring":
                continue  # the bistro opened in April 2024
            folder = f"{B}/Menus/{year}/{season}"
            if year == 2026 and season == "Winter":
                a(Entry(f"{folder}/Winter menu 2026 draft.pdf", 2_310 * KB, _clear(ago("2026-11-12"))))
                a(Entry(f"{folder}/Winter menu 2026 draft v2.pdf", 2_380 * KB, 1.3))
                a(Entry(f"{folder}/Christmas menu 2026 draft.pdf", 1_960 * KB, "11-19"))
                continue
            a(
                Entry(
                    f"{folder}/{season} menu {year} draft.pdf",
                    r.randint(1_900 * KB, 3_400 * KB),
                    _clear(ago(f"{year}-{dd}")),
                )
            )
            a(
                Entry(
                    f"{folder}/{season} menu {year} print.pdf", r.randint(7 * MB, 12 * MB), _clear(ago(f"{year}-{pd}"))
                )
            )
            if season == "Winter":
                a(
                    Entry(
                        f"{folder}/Christmas menu {year} draft.pdf",
                        r.randint(1_700 * KB, 2_600 * KB),
                        _clear(ago(f"{year}-11-20")),
                    )
                )
                a(
                    Entry(
                        f"{folder}/Christmas menu {year} print.pdf",
                        r.randint(6 * MB, 9 * MB),
                        _clear(ago(f"{year}-12-02")),
                    )
                )
    a(Entry(f"{B}/Menus/Wine list 2026.pdf", 1_450 * KB, ago("2026-03-18")))
    a(Entry(f"{B}/Menus/menu template.docx", 88 * KB, ago("2024-04-02")))

    # ================================================================== Bistro / Invoices: one a month, dated the 28th
    monthly = {
        "Hartley Meats": lambda y, m: f"Hartley Meats {y}-{m:02d}.pdf",
        "Green Lane Veg": lambda y, m: f"Green Lane Veg invoice {y}-{m:02d}.pdf",
        "Brixham Fish Co": lambda y, m: f"Brixham Fish Co {y}-{m:02d}.pdf",
        "Polskie Smaki Wholesale": lambda y, m: f"Polskie Smaki {y}-{m:02d}.pdf",
    }
    for sup, fn in monthly.items():
        for y, m in _months("2025-11", 12):
            dup = "hartley2610" if (sup == "Hartley Meats" and (y, m) == (2026, 10)) else None
            size = 118_406 if dup else r.randint(60 * KB, 240 * KB)
            a(Entry(f"{B}/Invoices/{sup}/{fn(y, m)}", size, _clear(ago(f"{y}-{m:02d}-28")), dup=dup))
    for q, d in [
        ("2025 Q4", "2025-12-15"),
        ("2026 Q1", "2026-03-16"),
        ("2026 Q2", "2026-06-15"),
        ("2026 Q3", "2026-09-15"),
    ]:
        a(Entry(f"{B}/Invoices/Wines & Spirits Direct/W&SD invoice {q}.pdf", r.randint(90 * KB, 180 * KB), ago(d)))

    # ================================================================== Bistro / Staff
    ST = f"{B}/Staff"
    for year, weeks in ((2025, range(27, 53)), (2026, range(1, 49))):
        for w in weeks:
            monday = _dt.date.fromisocalendar(year, w, 1)
            made = monday - _dt.timedelta(days=4)
            name = f"Rota week {w}.xlsx"
            if (year, w) == (2026, 48):
                a(Entry(f"{ST}/Rotas/{year}/{name}", 21_733, "11-19", dup="rota48"))
                continue
            a(Entry(f"{ST}/Rotas/{year}/{name}", r.randint(18 * KB, 26 * KB), _clear(ago(made.isoformat()))))
    a(Entry(f"{ST}/Rotas/2026/Rota week 49 draft.xlsx", 20 * KB, 1.25))
    for n, d in [
        ("Kasia Nowak - contract.pdf", "2024-04-02"),
        ("Tomás García - contract.pdf", "2024-04-02"),
        ("Jade Thompson - contract.pdf", "2025-03-17"),
        ("Olu Adebayo - contract.pdf", "2026-05-11"),
    ]:
        a(Entry(f"{ST}/Contracts/{n}", r.randint(180 * KB, 320 * KB), ago(d)))
    a(Entry(f"{ST}/Holiday requests 2026.xlsx", 29 * KB, _clear(ago("2026-11-11"))))
    a(Entry(f"{ST}/Staff handbook.docx", 140 * KB, ago("2025-02-03")))

    # ================================================================== Bistro / Allergens
    AL = f"{B}/Allergens"
    for y, season, d in [
        (2025, "Spring", "2025-03-12"),
        (2025, "Summer", "2025-06-04"),
        (2025, "Autumn", "2025-09-10"),
        (2025, "Winter", "2025-11-25"),
        (2026, "Spring", "2026-03-12"),
        (2026, "Summer", "2026-06-04"),
        (2026, "Autumn", "2026-09-10"),
    ]:
        dup = "allaut26" if (y, season) == (2026, "Autumn") else None
        size = 47_219 if dup else r.randint(30 * KB, 60 * KB)
        a(Entry(f"{AL}/Allergen matrix - {season} {y}.xlsx", size, _clear(ago(d)), dup=dup))
    a(Entry(f"{AL}/Allergen matrix - Christmas 2026 DRAFT.xlsx", 41 * KB, 8.3))
    a(Entry(f"{AL}/14 allergens poster.pdf", 2_900 * KB, ago("2024-04-05")))

    # ================================================================== Bistro / Food safety
    FS = f"{B}/Food safety"
    for n, d in [
        ("Food Hygiene Level 3 - Marta Kowalczyk.pdf", "2025-04-15"),
        ("Food Hygiene Level 2 - Kasia Nowak.pdf", "2025-05-07"),
        ("Food Hygiene Level 2 - Tomás García.pdf", "2025-05-07"),
        ("Food Hygiene Level 2 - Jade Thompson.pdf", "2025-04-02"),
        ("Allergen awareness - Marta Kowalczyk.pdf", "2026-02-04"),
        ("Allergen awareness - Tomás García.pdf", "2026-02-04"),
    ]:
        dup = "hygiene3" if "Level 3" in n else None
        size = 356_420 if dup else r.randint(200 * KB, 500 * KB)
        a(Entry(f"{FS}/Certificates/{n}", size, ago(d), dup=dup))
    a(Entry(f"{FS}/Inspections/EHO inspection report 2024-05.pdf", 610 * KB, ago("2024-05-21")))
    a(Entry(f"{FS}/Inspections/EHO inspection report 2026-06.pdf", 680 * KB, ago("2026-06-17")))
    a(Entry(f"{FS}/Inspections/Food hygiene rating 5 - sticker.jpg", 2_200 * KB, ago("2026-06-24")))
    a(Entry(f"{FS}/HACCP plan 2026.docx", 96 * KB, ago("2026-02-10")))
    a(Entry(f"{FS}/Cleaning schedule.pdf", 180 * KB, ago("2025-06-30")))
    a(Entry(f"{FS}/SFBB diary 2026.pdf", 4_400 * KB, _clear(ago("2026-11-09"))))
    for y, m in _months("2026-01", 11):
        last = (_dt.date(y + (m == 12), m % 12 + 1, 1) - _dt.timedelta(days=1)).isoformat()
        age = 1.05 if (y, m) == (2026, 11) else _clear(ago(last))
        a(
            Entry(
                f"{FS}/Temperature logs/Fridge & freezer temperature log {y}-{m:02d}.xlsx",
                r.randint(22 * KB, 38 * KB),
                age,
            )
        )

    # ================================================================== Bistro / Instagram
    IG = f"{B}/Instagram"
    age = 3.0
    raw_ages = []
    for _i in range(72):
        age = _clear(age + 1.3 + r.random() * 0.9)
        raw_ages.append(age)
    raw_ages.reverse()  # DSC_2201 is the oldest
    for i, age in enumerate(raw_ages):
        n = 2201 + i
        s = r.randint(8_500 * KB, 14_800 * KB)
        s += 500 * KB if abs(s - 10 * MB) < 250 * KB else 0  # clear of "over 10 MB"
        a(Entry(f"{IG}/Raw/DSC_{n}.JPG", s, age))
        if i % 3 == 0 or n == 2231:
            e_age = age - 0.6 - r.random()
            e_age = next(x for x in (e_age, age - 0.1, age) if x > 0.6 and not _bad(x))
            dup = "dsc2231" if n == 2231 else None
            size = 4_118_770 if dup else r.randint(2_500 * KB, 5_200 * KB)
            a(Entry(f"{IG}/Edited/DSC_{n}-edit.jpg", size, e_age, dup=dup))

    # ================================================================== Bistro / Videos
    a(Entry(f"{B}/Videos/Pierogi folding - reel.mp4", 1_842_300_000, _clear(ago("2026-09-24")), dup="reel"))
    a(Entry(f"{B}/Videos/Sernik step by step - reel.mp4", 2_411_000_000, _clear(ago("2026-07-19"))))
    a(Entry(f"{B}/Videos/Knife skills for new staff.mov", 4_230_500_000, ago("2025-03-24")))
    a(Entry(f"{B}/Videos/Saturday service behind the pass.MOV", 6_120_700_000, _clear(ago("2026-10-10"))))

    # ================================================================== Bistro / Business and Accounts
    BU = f"{B}/Business"
    a(Entry(f"{BU}/Business plan 2024.docx", 310 * KB, ago("2024-02-10")))
    a(Entry(f"{BU}/Business plan 2024 - bank version.pdf", 2_104_553, ago("2024-02-20"), dup="bizplan"))
    a(Entry(f"{BU}/Cash flow forecast 2026-27.xlsx", 88 * KB, ago("2026-04-08")))
    a(Entry(f"{BU}/Premises lease - 14 Mill Street.pdf", 3_200 * KB, ago("2023-11-02")))
    a(Entry(f"{BU}/Premises licence.pdf", 410 * KB, ago("2024-03-15")))
    a(Entry(f"{BU}/Hiscox business insurance 2026.pdf", 640 * KB, ago("2026-09-10")))
    a(Entry(f"{BU}/Start Up Loan agreement.pdf", 900 * KB, ago("2024-03-04")))
    AC = f"{B}/Accounts"
    for q, d in [
        ("2025 Q1", "2025-05-05"),
        ("2025 Q2", "2025-08-04"),
        ("2025 Q3", "2025-11-06"),
        ("2025 Q4", "2026-02-05"),
        ("2026 Q1", "2026-05-06"),
        ("2026 Q2", "2026-08-05"),
        ("2026 Q3", "2026-11-06"),
    ]:
        dup = "vat26q3" if q == "2026 Q3" else None
        size = 143_907 if dup else r.randint(110 * KB, 170 * KB)
        a(Entry(f"{AC}/VAT/VAT return {q}.pdf", size, ago(d), dup=dup))
    for y, m in _months("2025-01", 22):  # statements 2025-01 … 2026-10, issued on the 3rd of the next month
        ny, nm = divmod(y * 12 + m, 12)
        s = r.randint(95 * KB, 210 * KB)
        s += 8 * KB if abs(s - 150 * KB) < 4 * KB else 0  # clear of "larger than 150 KB"
        a(
            Entry(
                f"{AC}/Bank/Starling business statement {y}-{m:02d}.pdf",
                s,
                _clear(ago(f"{ny}-{nm + 1:02d}-03")),
            )
        )
    a(Entry(f"{AC}/Accounts year ended 31 March 2025.pdf", 820 * KB, ago("2025-09-18")))
    a(Entry(f"{AC}/Accounts year ended 31 March 2026.pdf", 860 * KB, ago("2026-09-22")))
    a(Entry(f"{AC}/Corporation tax CT600 2025-26.pdf", 390 * KB, ago("2026-10-20")))
    a(Entry(f"{AC}/Bookkeeping queries for Marta.docx", 27 * KB, ago("2026-11-09")))
    for y, m in _months("2026-01", 10):
        a(
            Entry(
                f"{AC}/Payroll/Payroll summary {y}-{m:02d}.pdf",
                r.randint(70 * KB, 110 * KB),
                _clear(ago(f"{y}-{m:02d}-25")),
            )
        )
    receipts = [
        ("Makro", "2026-06-09"),
        ("Makro", "2026-06-23"),
        ("Costco", "2026-07-07"),
        ("Makro", "2026-07-14"),
        ("Makro", "2026-08-11"),
        ("Costco", "2026-08-19"),
        ("Makro", "2026-09-08"),
        ("Makro", "2026-09-15"),
        ("Costco", "2026-09-22"),
        ("Makro", "2026-09-28"),
        ("Makro", "2026-10-06"),
        ("Makro", "2026-10-13"),
        ("Costco", "2026-10-20"),
        ("Makro", "2026-10-27"),
        ("Makro", "2026-11-03"),
        ("Makro", "2026-11-11"),
    ]
    for shop, d in receipts:
        a(Entry(f"{AC}/Receipts 2026/{shop} receipt {d}.JPG", r.randint(700 * KB, 1_900 * KB), ago(d) - 0.3))

    # ================================================================== Astro / Nights (raw lights)
    for folder, target, exp, n in NIGHTS:
        day = folder[:10]
        base = _days_to(day) - 0.29  # from 19:00 that evening, 3 minutes apart
        for i in range(n):
            a(Entry(f"{AS}/Nights/{folder}/Lights/Light_{target}_{exp}s_{i + 1:04d}.fits", LIGHT, base - i * 0.0021))
    # Calibration
    for exp, d in ((180, "2026-04-25"), (300, "2026-04-26")):
        for i in range(20):
            a(Entry(f"{AS}/Calibration/Darks/Dark_{exp}s_-10C_{i + 1:04d}.fits", LIGHT, _days_to(d) - 0.4 - i * 0.003))
    for i in range(25):
        a(Entry(f"{AS}/Calibration/Flats/Flat_{i + 1:04d}.fits", LIGHT, _days_to("2026-10-16") + 0.23 - i * 0.0005))
    for i in range(30):
        a(Entry(f"{AS}/Calibration/Bias/Bias_{i + 1:04d}.fits", LIGHT, _days_to("2026-04-25") - 0.35 - i * 0.0002))
    for n, d in [
        ("master_dark_180s.fits", "2026-04-27"),
        ("master_dark_300s.fits", "2026-04-27"),
        ("master_bias.fits", "2026-04-27"),
        ("master_flat.fits", "2026-10-16"),
    ]:
        a(Entry(f"{AS}/Calibration/Masters/{n}", FLOAT, ago(d)))

    # Processing: Siril and PixInsight
    SI = f"{AS}/Processing/Siril"
    m31 = f"{SI}/M31 2026-10"
    for i in range(40):
        a(Entry(f"{m31}/process/pp_light_{i + 1:05d}.fit", FLOAT, _clear(ago("2026-10-18")) - i * 0.001))
    a(T(f"{m31}/process/pp_light_.seq", _clear(ago("2026-10-18")), "#Siril sequence file\nS 'pp_light_' 1 40 40 0 5\n"))
    a(Entry(f"{m31}/M31_stacked.fit", 108_587_520, _clear(ago("2026-10-18") - 0.2)))
    a(
        T(
            f"{m31}/M31 OSC preprocessing.ssf",
            _clear(ago("2026-10-18")),
            "requires 1.2.0\nconvert light -out=../process\n",
        )
    )
    a(Entry(f"{SI}/NGC 7000 2026-08/NGC7000_stacked.fit", 108_587_520, _clear(ago("2026-08-20"))))
    PI = f"{AS}/Processing/PixInsight"
    a(Entry(f"{PI}/M33/M33.xosm", 3_140 * KB, _clear(ago("2026-11-13"))))
    a(Entry(f"{PI}/M33/M33_integration.xisf", 290_400_000, _clear(ago("2026-11-13"))))
    a(Entry(f"{PI}/M33/M33_drizzle_2x.xisf", 1_161_600_000, _clear(ago("2026-11-13"))))
    a(Entry(f"{PI}/M33/M33 Triangulum - stacked.tif", 217_100_000, _clear(ago("2026-11-15")), dup="m33tif"))
    a(Entry(f"{PI}/M45 2025/M45.xosm", 2_870 * KB, ago("2025-12-16")))
    a(Entry(f"{PI}/M45 2025/M45_integration.xisf", 217_800_000, ago("2025-12-16")))

    # Results
    RS = f"{AS}/Results"
    a(Entry(f"{RS}/M45 Pleiades - final.tif", 54_300_000, ago("2025-12-18")))
    a(Entry(f"{RS}/M45 Pleiades - final.jpg", 6_900 * KB, ago("2025-12-18")))
    a(Entry(f"{RS}/NGC 7000 North America - final.tif", 54_280_000, _clear(ago("2026-08-22"))))
    a(Entry(f"{RS}/NGC 7000 North America - final.jpg", 7_300 * KB, _clear(ago("2026-08-22"))))
    a(Entry(f"{RS}/M31 Andromeda - final.tif", 54_290_000, _clear(ago("2026-10-19"))))
    a(Entry(f"{RS}/M31 Andromeda - final.jpg", 8_214_336, _clear(ago("2026-10-19")), dup="m31jpg"))
    a(Entry(f"{RS}/M33 Triangulum - stacked.tif", 217_100_000, _clear(ago("2026-11-15")), dup="m33tif"))
    a(Entry(f"{RS}/M42 Orion - quick stack.jpg", 5_600 * KB, 11.1))

    # Observing logs (text), star charts, manuals, equipment
    for d, text in LOGS.items():
        a(T(f"{AS}/Observing logs/{d}.md", ago(d) - 0.6, text))
    a(T(f"{AS}/Observing logs/2026-11-19.md", "11-19", LOG_1119))
    for n, s, d in [
        ("Sky at night - November 2026.pdf", 5_200 * KB, "2026-10-29"),
        ("Orion & Taurus chart.pdf", 1_800 * KB, "2025-11-10"),
        ("Cygnus region chart.pdf", 1_650 * KB, "2025-07-30"),
        ("Messier marathon checklist.pdf", 240 * KB, "2025-03-20"),
        ("Moon atlas (Rükl).pdf", 38 * MB, "2024-10-05"),
        ("Andromeda finder chart.PDF", 960 * KB, "2026-10-12"),
    ]:
        a(Entry(f"{AS}/Star charts/{n}", s, _clear(ago(d))))
    for n, s, d in [
        ("Sky-Watcher EQ6-R Pro manual.pdf", 8_700 * KB, "2023-09-14"),
        ("ZWO ASI533MC Pro manual.pdf", 3_100 * KB, "2024-09-02"),
        ("ZWO ASIAIR Plus user guide.pdf", 12_400 * KB, "2024-09-02"),
        ("Celestron NexStar 8SE manual.PDF", 6_200 * KB, "2022-12-27"),
        ("Esprit 100ED manual.pdf", 2_300 * KB, "2024-08-30"),
        ("Optolong L-eXtreme datasheet.pdf", 640 * KB, "2026-07-28"),
    ]:
        a(Entry(f"{AS}/Manuals/{n}", s, ago(d)))
    a(
        T(
            f"{AS}/Equipment/equipment list.md",
            _clear(ago("2026-07-29")),
            "# Equipment\n\n- Mount: Sky-Watcher EQ6-R Pro\n- Scope: Sky-Watcher Esprit 100ED (550 mm)\n"
            '- Camera: ZWO ASI533MC Pro, cooled to -10 C\n- Filter: Optolong L-eXtreme 2"\n'
            "- Control: ZWO ASIAIR Plus\n- Visual: Celestron NexStar 8SE\n",
        )
    )
    a(Entry(f"{AS}/Equipment/First Light Optics receipt - Esprit 100ED.pdf", 150 * KB, ago("2024-08-29")))
    a(Entry(f"{AS}/Equipment/EQ6-R Pro warranty.pdf", 320 * KB, ago("2023-09-14")))

    # Python scripts, with .git, .venv and __pycache__ noise
    SC = f"{AS}/scripts"
    for n, d in [
        ("plate_solve.py", "2026-03-02"),
        ("fits_header_report.py", "2026-10-17"),
        ("rename_frames.py", "2026-08-16"),
        ("clear_sky_check.py", "2026-09-27"),
    ]:
        a(Entry(f"{SC}/{n}", r.randint(2 * KB, 9 * KB), _clear(ago(d))))
        a(Entry(f"{SC}/__pycache__/{n[:-3]}.cpython-312.pyc", r.randint(2 * KB, 8 * KB), _clear(ago(d)) - 0.01))
    a(T(f"{SC}/requirements.txt", ago("2026-03-02"), "astropy==6.1.4\nnumpy==2.1.2\nrequests==2.32.3\n"))
    a(
        T(
            f"{SC}/README.md",
            ago("2026-03-02"),
            "# astro scripts\n\nSmall helpers for the imaging PC. fits_header_report.py prints exposure, gain and "
            "sensor temperature of every frame in a folder.\n",
        )
    )
    a(Entry(f"{SC}/notebooks/focus_curve.ipynb", 610 * KB, _clear(ago("2026-10-17"))))
    a(T(f"{SC}/.git/HEAD", 2.3, "ref: refs/heads/main\n"))
    a(T(f"{SC}/.git/config", 300.3, "[core]\n\trepositoryformatversion = 0\n"))
    for _i in range(10):
        h = f"{r.getrandbits(160):040x}"
        a(Entry(f"{SC}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 20_000), 2.3 + r.random() * 200))
    for pkg in ("astropy", "numpy", "requests", "urllib3", "certifi", "idna", "pyerfa", "packaging"):
        for f in ("__init__.py", "version.py", "utils.py", "LICENSE"):
            a(Entry(f"{SC}/.venv/lib/python3.12/site-packages/{pkg}/{f}", r.randint(300, 40_000), 260.3))
    a(T(f"{SC}/.venv/pyvenv.cfg", 260.3, "home = /usr/bin\nversion = 3.12.7\n"))

    # ================================================================== Zosia
    Z = "Zosia"
    for n, s, d in [
        ("School/Volcano poster.pdf", 3_900 * KB, "2026-03-19"),
        ("School/Book report - The BFG.docx", 33 * KB, "2026-06-11"),
        ("School/Romans homework.docx", 29 * KB, "2026-10-06"),
        ("School/times tables practice.pdf", 120 * KB, "2026-01-27"),
        ("School/My family - writing.docx", 24 * KB, "2025-10-08"),
        ("School/spelling words autumn term.pdf", 95 * KB, "2026-09-08"),
    ]:
        a(Entry(f"{Z}/{n}", s, _clear(ago(d))))
    a(Entry(f"{Z}/School/Solar system project.pptx", 24_600 * KB, "11-19"))
    a(Entry(f"{Z}/School/babcia pierogi card for school.JPG", 3_412_881, ago("2025-10-07"), dup="babciapierogi"))
    a(Entry(f"{Z}/School/Andromeda for class.jpg", 8_214_336, _clear(ago("2026-11-11")), dup="m31jpg"))
    a(
        T(
            f"{Z}/School/my story - the dragon who liked pierogi.txt",
            _clear(ago("2026-10-21")),
            "Once there was a dragon called Smok who lived under the castle in Kraków. He did not eat "
            "knights. He liked pierogi with cheese and potato, the ones my mama makes. The end.\n",
        )
    )
    for i, n in enumerate(
        [
            "scan dragon.jpg",
            "scan our bistro.jpg",
            "scan mama cooking.jpg",
            "scan telescope and stars.jpg",
            "scan Space Cat.jpg",
        ]
    ):
        a(Entry(f"{Z}/Drawings/{n}", r.randint(1_100 * KB, 2_600 * KB), _clear(40.3 + i * 61.3)))
    for i in range(5):
        a(
            Entry(
                f"{Z}/Drawings/drawing_{i + 6:04d}.JPG",
                r.randint(1_200 * KB, 2_900 * KB),
                _clear(ago("2026-08-09") + i * 9.1),
            )
        )
    a(Entry(f"{Z}/Scratch/Space Cat Game.sb3", 2_350 * KB, ago("2026-04-04")))
    a(Entry(f"{Z}/Scratch/Space Cat Game v2.sb3", 2_610 * KB, _clear(ago("2026-10-24"))))
    a(Entry(f"{Z}/Scratch/Pizza Chef.sb3", 1_730 * KB, ago("2025-12-20")))
    age = 8.2
    for _i in range(25):
        age = _clear(age + 3.1 + r.random() * 6)
        d = iso_of(age)
        when = f"{r.randint(16, 19):02d}.{r.randint(10, 59):02d}.{r.randint(10, 59):02d}"
        s = r.randint(900 * KB, 2_800 * KB)
        s += 100 * KB if abs(s - 2 * MB) < 50 * KB else 0  # clear of "bigger than 2 MB"
        a(Entry(f"{Z}/Minecraft/screenshots/{d.isoformat()}_{when}.png", s, age))
    a(Entry(f"{Z}/Minecraft/worlds/Zosia's castle.zip", 141_300_000, ago("2026-11-04")))

    # ================================================================== Downloads
    dl = [
        ("siril-1.2.4-setup.exe", 98 * MB, "2025-08-10", None),
        ("PI-windows-x64-1.8.9-3-20240625-c.exe", 310 * MB, "2024-07-02", None),
        ("Stellarium-24.4-qt6-win64.exe", 372 * MB, "2025-01-20", None),
        ("ASIStudio_V1.13.exe", 140 * MB, "2025-12-01", None),
        ("python-3.12.7-amd64.exe", 26 * MB, "2026-03-05", None),
        ("ZoomInstallerFull.msi", 88 * MB, "2025-06-14", None),
        ("Scratch 3.29.1 Setup.exe", 120 * MB, "2026-01-10", None),
        ("MinecraftInstaller.msi", 1_650 * KB, "2025-12-27", None),
        ("Hartley Meats 2026-10 (1).pdf", 118_406, "2026-10-29", "hartley2610"),
        ("Allergen matrix - Autumn 2026 (1).xlsx", 47_219, "2026-09-14", "allaut26"),
        ("Food Hygiene Level 3 - Marta Kowalczyk (1).pdf", 356_420, "2025-04-16", "hygiene3"),
        ("Business plan 2024 - bank version.pdf", 2_104_553, "2024-02-21", "bizplan"),
        ("VAT return 2026 Q3.pdf", 143_907, "2026-11-06", "vat26q3"),
        ("Pierogi folding - reel (1).mp4", 1_842_300_000, "2026-09-26", "reel"),
        ("M31_club_data_2025.zip.part", 1_310_000_000, "2026-11-11", None),
        ("astro_club_newsletter_nov.pdf", 1_200 * KB, "2026-11-03", None),
        ("Untitled.txt", 0, "2026-07-21", None),
        ("menu-fonts.zip", 14 * MB, "2025-03-04", None),
        ("Przepisy babci - skan.PDF", 18_300 * KB, "2025-10-05", None),
        ("receta flan de mamá.pdf", 240 * KB, "2026-05-10", None),
        ("invoice (2).pdf", 96 * KB, "2026-08-19", None),
        ("school trip letter - Year 5.pdf", 180 * KB, "2026-11-09", None),
        ("Makro price list autumn 2026.pdf", 1_100 * KB, "2026-09-08", None),
    ]
    for n, s, d, dup in dl:
        a(Entry(f"Downloads/{n}", s, ago(d), dup=dup))

    # ================================================================== Desktop
    a(
        T(
            "Desktop/to do.txt",
            0.4,
            "- ring Hartley Meats about the short rib delivery\n- Zosia: Year 5 trip money by Friday\n"
            "- Daniel: give the Baader filter back to the astro club\n- order 4 new chef jackets\n"
            "- send Joanna the bank statements for the VAT return\n",
        )
    )
    a(Entry("Desktop/covers this week.xlsx", 24 * KB, 0.7))
    a(Entry("Desktop/M31 Andromeda - final.jpg", 8_214_336, _clear(ago("2026-10-20")), dup="m31jpg"))
    a(Entry("Desktop/Copy of Rota week 48.xlsx", 21_733, "11-19", dup="rota48"))
    a(
        T(
            "Desktop/Christmas menu ideas.txt",
            9.3,
            "Wigilia night: barszcz with uszka, carp in aspic, pierogi z kapustą, makowiec.\n"
            "Spanish table for Daniel's family: turrón, polvorones, cordero asado.\n"
            "Ask Brixham about carp for the 24th.\n",
        )
    )
    a(Entry("Desktop/New Text Document.txt", 0, 60.3))
    a(Entry("Desktop/DSC_2231-edit.jpg", 4_118_770, _clear(ago("2026-10-16")), dup="dsc2231"))

    # ================================================================== Documents
    a(Entry("Documents/Home insurance 2026.pdf", 720 * KB, ago("2026-04-14")))
    a(Entry("Documents/Council tax 2026-27.pdf", 130 * KB, ago("2026-03-12")))
    a(Entry("Documents/Daniel CV 2026.docx", 58 * KB, ago("2026-05-19")))

    # ================================================================== hidden / noise (all older than a day)
    a(T(".bashrc", 400.3, "export PATH=$HOME/.local/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".gitconfig", 300.3, "[user]\n\tname = Daniel Reyes\n"))
    a(T(".config/stellarium/config.ini", 20.3, "[location_run_once]\nlatitude = 50.72\nlongitude = -3.53\n"))
    a(T(".config/siril/siril.config", 37.3, "[core]\nwd = /home/daniel/Astro/Processing/Siril\n"))
    a(T(".local/share/recently-used.xbel", 1.6, '<xbel version="1.0"></xbel>\n'))
    a(T("Bistro/.DS_Store", 200.3, "Bud1\n"))
    for _i in range(30):
        a(
            Entry(
                f".cache/thumbnails/large/{r.getrandbits(64):016x}.png",
                r.randint(15_000, 80_000),
                1.5 + r.random() * 25,
            )
        )
    for _i in range(5):
        a(
            Entry(
                f".astropy/cache/download/url/{r.getrandbits(64):016x}/contents", r.randint(500 * KB, 2_200 * KB), 200.3
            )
        )

    return _check_chef(_check(E))


def _check_chef(entries: list[Entry]) -> list[Entry]:
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
        if e.hidden_or_noise:
            assert not isinstance(e.age, str) and e.age > 1.0, e.path
    # dates written in names agree with the files' dates (days, or months where the name has only a month)
    for e in entries:
        if isinstance(e.age, str) or e.hidden_or_noise or e.path.startswith("Downloads/"):
            continue
        d = iso_of(e.age)
        m = re.search(r"(\d{4})-(\d{2})-(\d{2})", e.path)
        if m and ("Nights/" in e.path or "logs/" in e.path or "Minecraft/" in e.path or "receipt 20" in e.name):
            assert _dt.date(*map(int, m.groups())) == d, (e.path, d)
            continue
        m = re.search(r"(?:Meats|Veg invoice|Fish Co|Smaki|temperature log|Payroll summary) (\d{4})-(\d{2})", e.name)
        if m:
            assert (int(m.group(1)), int(m.group(2))) == (d.year, d.month), (e.path, d)
    return entries


HOMES["chef"] = chef

if __name__ == "__main__":
    from homes import human

    es = chef()
    vis = [e for e in es if not e.hidden_or_noise]
    print(len(es), "files", len(vis), "visible", human(sum(e.size for e in es)))
