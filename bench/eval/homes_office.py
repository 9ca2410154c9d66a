"""A third generated home for the second held-out set (heldout_b.jsonl): a freelance designer's small office.

Shape: Clients/<client>/{Contracts,Invoices,Quotes,Deliverables,Brief}, Admin (bank, taxes, insurance,
bookkeeping), Scans named "Scan YYYY-MM-DD.pdf", a Photos library by year, Music, Videos (the biggest folder),
Projects with code and node_modules/.git/.venv/__pycache__ noise, Downloads with installers, zips and duplicates,
Desktop clutter, Design Assets, and a few text notes whose content can be searched. Accents, spaces, "&" in names.

Dates in names match the files' ages as of 2026-11-23 (the day the set was written). Visible files avoid the
ages that sit on a question's date boundary (see `_check_office`).
"""

from __future__ import annotations

import datetime as _dt
import random

HOMES: dict = {}  # filled at the end; defined first so that `python homes.py` (which imports this module) works

from homes import Entry, T, _check  # noqa: E402

TODAY = _dt.date(2026, 11, 23)

CLIENTS = ["Dupont & Fils", "Boulangerie Hélène", "Café Río", "Greenleaf Ltd", "Nakamura Design", "Oslo Bikes"]


def ago(iso: str) -> float:
    """Age in days of a file dated `iso` (YYYY-MM-DD), around the middle of that day."""
    return (TODAY - _dt.date.fromisoformat(iso)).days - 0.2


def office() -> list[Entry]:
    r = random.Random(33)
    E: list[Entry] = []
    a = E.append

    # ------------------------------------------------------------------ Clients
    invoices = [
        ("2025-09-03", "Café Río"),
        ("2025-11-12", "Dupont & Fils"),
        ("2026-01-22", "Café Río"),
        ("2026-02-10", "Dupont & Fils"),
        ("2026-03-15", "Boulangerie Hélène"),
        ("2026-04-30", "Greenleaf Ltd"),
        ("2026-05-12", "Dupont & Fils"),
        ("2026-06-02", "Boulangerie Hélène"),
        ("2026-07-31", "Greenleaf Ltd"),
        ("2026-08-19", "Dupont & Fils"),
        ("2026-09-10", "Nakamura Design"),
        ("2026-09-30", "Greenleaf Ltd"),
        ("2026-10-14", "Dupont & Fils"),
        ("2026-11-19", "Boulangerie Hélène"),
    ]
    slug = {
        "Dupont & Fils": "Dupont",
        "Boulangerie Hélène": "Boulangerie-Hélène",
        "Café Río": "Café-Río",
        "Greenleaf Ltd": "Greenleaf",
        "Nakamura Design": "Nakamura",
    }
    counters = {2025: 40, 2026: 0}
    for date, client in invoices:
        y = int(date[:4])
        counters[y] += 3 if y == 2026 else 5
        name = f"INV-{y}-{counters[y]:03d}_{slug[client]}_{date}.pdf"
        a(Entry(f"Clients/{client}/Invoices/{name}", r.randint(90_000, 260_000), ago(date)))

    quotes = [
        ("Dupont & Fils", "Quote Dupont - site redesign.pdf", 140_000, "2025-10-28"),
        ("Dupont & Fils", "Quote Dupont - brochure 2026.pdf", 152_000, "2026-04-08"),
        ("Dupont & Fils", "Devis Dupont - signalétique.pdf", 131_000, "2026-09-01"),
        ("Boulangerie Hélène", "Quote Boulangerie Hélène - menu boards.pdf", 118_000, "2026-02-20"),
        ("Café Río", "Quote Café Río - packaging.pdf", 126_000, "2025-08-12"),
        ("Greenleaf Ltd", "Greenleaf_quote_annual_report.pdf", 210_000, "2026-03-30"),
        ("Oslo Bikes", "Oslo Bikes quote v1.pdf", 98_000, "2026-10-20"),
        ("Oslo Bikes", "Oslo Bikes quote v2.pdf", 101_000, "2026-11-12"),
    ]
    for client, name, size, date in quotes:
        a(Entry(f"Clients/{client}/Quotes/{name}", size, ago(date)))

    contracts = [
        ("Dupont & Fils", "Contract Dupont & Fils 2025.pdf", 640_000, "2025-10-30"),
        ("Boulangerie Hélène", "Contrat Boulangerie Hélène.pdf", 520_000, "2026-02-25"),
        ("Café Río", "Contract Café Río.pdf", 480_000, "2025-08-20"),
        ("Greenleaf Ltd", "Greenleaf MSA 2026.pdf", 1_240_000, "2026-04-02"),
        ("Greenleaf Ltd", "Greenleaf SOW 3 - annual report.pdf", 380_000, "2026-04-09"),
        ("Nakamura Design", "NDA Nakamura signed.pdf", 2_150_000, "2026-08-27"),
        ("Nakamura Design", "Subcontract Nakamura 2026.pdf", 730_000, "2026-09-02"),
    ]
    for client, name, size, date in contracts:
        a(Entry(f"Clients/{client}/Contracts/{name}", size, ago(date)))

    deliverables = [
        ("Dupont & Fils", "Dupont_brochure_print.pdf", 24_600_000, "2026-10-12"),
        ("Dupont & Fils", "Dupont_logo_pack.zip", 18_300_000, "2026-01-15"),
        ("Dupont & Fils", "Dupont website mockups.fig", 41_000_000, "2026-02-03"),
        ("Boulangerie Hélène", "logo Boulangerie Hélène v2.ai", 3_400_000, "2026-03-10"),
        ("Boulangerie Hélène", "logo Boulangerie Hélène v3.ai", 3_650_000, "2026-03-12"),
        ("Boulangerie Hélène", "menu board A1.pdf", 12_800_000, "2026-11-19"),
        ("Café Río", "Café Río cup mockup.png", 6_900_000, "2026-01-18"),
        ("Café Río", "Café Río packaging dieline.pdf", 2_300_000, "2026-01-19"),
        ("Greenleaf Ltd", "Greenleaf Annual Report 2026 draft.indd", 88_000_000, "2026-09-25"),
        ("Greenleaf Ltd", "Greenleaf Annual Report 2026 draft.pdf", 31_500_000, "2026-09-26"),
        ("Nakamura Design", "Nakamura icons set.svg", 412_000, "2026-09-08"),
    ]
    for client, name, size, date in deliverables:
        a(Entry(f"Clients/{client}/Deliverables/{name}", size, ago(date)))
    a(
        Entry(
            "Clients/Greenleaf Ltd/Brief/Brand Guidelines Greenleaf v2.pdf",
            8_400_000,
            ago("2026-04-03"),
            dup="gl-brand",
        )
    )
    a(
        T(
            "Clients/Greenleaf Ltd/Brief/brief annual report.txt",
            ago("2026-04-03"),
            "Greenleaf annual report 2026. 48 pages, recycled paper, two colours plus green.\n"
            "Charts: revenue by region, emissions per employee. Print run 1,500 copies.\n",
        )
    )
    a(
        T(
            "Clients/Oslo Bikes/Brief/Oslo Bikes brief.txt",
            ago("2026-10-16"),
            "Oslo Bikes: new logo and a sticker set for the shop windows. Norwegian and English.\n"
            "Budget around 3,000 EUR. Contact: Ingrid Berg.\n",
        )
    )

    # ------------------------------------------------------------------ Admin
    for i in range(22):
        y, m = divmod(2026 * 12 + 10 - 1 - i, 12)
        m += 1
        ny, nm = (y, m + 1) if m < 12 else (y + 1, 1)
        date = f"{ny}-{nm:02d}-10"  # the statement arrives on the 10th of the next month
        a(Entry(f"Admin/Bank/Relevé de compte {y}-{m:02d}.pdf", r.randint(80_000, 170_000), ago(date)))
    a(Entry("Admin/Taxes/2024/Déclaration 2042-C-PRO 2024.pdf", 420_000, ago("2025-05-21")))
    a(Entry("Admin/Taxes/2024/Avis d'imposition 2024.pdf", 260_000, ago("2025-08-07")))
    a(Entry("Admin/Taxes/2025/Déclaration 2042-C-PRO 2025.pdf", 436_000, ago("2026-06-05")))
    a(Entry("Admin/Taxes/2025/Avis d'imposition 2025.pdf", 271_000, ago("2026-08-05")))
    a(Entry("Admin/Taxes/URSSAF attestation 2026.pdf", 190_000, ago("2026-07-02")))
    a(Entry("Admin/Insurance/RC Pro insurance 2026.pdf", 880_000, ago("2026-01-14")))
    a(Entry("Admin/Insurance/Laptop insurance.pdf", 310_000, ago("2025-06-14")))
    a(Entry("Admin/Accounting/Bookkeeping 2025.xlsx", 148_000, ago("2026-02-02")))
    a(Entry("Admin/Accounting/Bookkeeping 2026.xlsx", 164_000, ago("2026-11-20")))
    a(Entry("Admin/Accounting/Expenses 2026.xlsx", 57_000, ago("2026-11-10")))
    a(
        T(
            "Admin/Accounting/mileage log.csv",
            ago("2026-10-30"),
            "date,client,km\n2026-10-02,Dupont & Fils,34\n2026-10-09,Greenleaf Ltd,112\n2026-10-30,Café Río,18\n",
        )
    )
    a(Entry("Admin/Studio lease 2025-2028.pdf", 1_900_000, ago("2025-01-10")))

    # ------------------------------------------------------------------ Scans
    scan_dates = [
        "2025-02-11",
        "2025-04-23",
        "2025-06-30",
        "2025-09-15",
        "2025-12-02",
        "2026-01-13",
        "2026-02-20",
        "2026-03-04",
        "2026-03-19",
        "2026-06-08",
        "2026-08-24",
        "2026-10-06",
        "2026-11-20",
    ]
    for d in scan_dates:
        a(
            Entry(
                f"Scans/Scan {d}.pdf",
                r.randint(600_000, 3_800_000),
                ago(d),
                dup="scan0304" if d == "2026-03-04" else None,
            )
        )
    a(
        Entry(
            "Scans/Scan 2026-03-04 (2).pdf",
            next(e.size for e in E if e.path == "Scans/Scan 2026-03-04.pdf"),
            ago("2026-03-04") - 0.01,
            dup="scan0304",
        )
    )
    a(Entry("Admin/Accounting/receipt printer ink.jpg", 840_000, ago("2026-09-12")))

    # ------------------------------------------------------------------ Photos
    def album(folder: str, n: int, start: int, date: str, prefix: str = "IMG_", ext: str = "jpg", heic_every: int = 0):
        for i in range(n):
            e = "HEIC" if heic_every and i % heic_every == 0 else ext
            a(Entry(f"Photos/{folder}/{prefix}{start + i}.{e}", r.randint(2_100_000, 7_400_000), ago(date) - i * 0.001))

    album("2023/Brittany weekend", 18, 1200, "2023-07-14")
    album("2024/Lisbon trip", 42, 3300, "2024-05-09")
    album("2024/Misc", 9, 3900, "2024-11-02")
    album("2025/Studio opening", 34, 390, "2025-03-21", prefix="DSC_", ext="JPG")
    album("2025/Christmas at Mamie's", 21, 5100, "2025-12-24", heic_every=3)
    album("2026/Portfolio shoot", 28, 2200, "2026-04-17")
    album("2026/Iceland", 37, 6400, "2026-08-10", heic_every=2)
    # the hero image of the portfolio site is one of the shoot's photos
    hero = next(e for e in E if e.path == "Photos/2026/Portfolio shoot/IMG_2210.jpg")
    E[E.index(hero)] = Entry(hero.path, hero.size, hero.age, dup="hero")
    dsc = next(e for e in E if e.path == "Photos/2025/Studio opening/DSC_412.JPG")
    E[E.index(dsc)] = Entry(dsc.path, dsc.size, dsc.age, dup="dsc412")

    # ------------------------------------------------------------------ Music
    albums = {
        "Nils Frahm/All Melody": [
            "The Whole Universe Wants to Be Touched",
            "Sunson",
            "A Place",
            "My Friend the Forest",
            "Human Range",
            "Forever Changeless",
            "All Melody",
            "#2",
        ],
        "Khruangbin/Mordechai": [
            "First Class",
            "Time (You and I)",
            "Father Bird, Mother Bird",
            "If There Is No Question",
            "Pelota",
            "One to Remember",
            "Dearest Alfred",
            "So We Won't Forget",
        ],
        "Angèle/Brol": [
            "La Thune",
            "Balance ton quoi",
            "Jalousie",
            "Tout oublier",
            "La loi de Murphy",
            "Nombreux",
            "Victime des réseaux",
            "Flemme",
        ],
    }
    for alb, tracks in albums.items():
        for i, t in enumerate(tracks, 1):
            a(Entry(f"Music/{alb}/{i:02d} {t}.mp3", r.randint(4_000_000, 12_000_000), 700 + r.random() * 40))
    a(
        T(
            "Music/Playlists/focus.m3u",
            200,
            "#EXTM3U\nNils Frahm/All Melody/02 Sunson.mp3\nKhruangbin/Mordechai/05 Pelota.mp3\n",
        )
    )
    sunson = next(e for e in E if e.path == "Music/Nils Frahm/All Melody/02 Sunson.mp3")
    E[E.index(sunson)] = Entry(sunson.path, sunson.size, sunson.age, dup="sunson")

    # ------------------------------------------------------------------ Videos
    a(Entry("Videos/Greenleaf interview raw.mov", 4_800_000_000, ago("2026-09-18")))
    a(Entry("Videos/Dupont brochure timelapse.mov", 3_400_000_000, ago("2026-10-10")))
    a(Entry("Videos/Lisbon 2024.mp4", 2_100_000_000, ago("2024-05-20")))
    a(Entry("Videos/Showreel 2026 final.mp4", 1_930_000_000, ago("2026-06-30")))
    a(Entry("Videos/Showreel 2026 v1.mp4", 1_710_000_000, ago("2026-06-12")))
    a(Entry("Videos/Webinar - pricing for freelancers.mp4", 850_000_000, ago("2025-11-04")))

    # ------------------------------------------------------------------ Projects
    def git_repo(base: str, n_objects: int, age: float) -> None:
        a(T(f"{base}/.git/HEAD", age, "ref: refs/heads/main\n"))
        a(T(f"{base}/.git/config", age, f"[core]\n\tbare = false\n# {base}\n"))
        a(Entry(f"{base}/.git/index", r.randint(4_000, 40_000), age))
        for _i in range(n_objects):
            h = f"{r.getrandbits(160):040x}"
            a(Entry(f"{base}/.git/objects/{h[:2]}/{h[2:]}", r.randint(200, 60_000), age + r.random() * 60))

    git_repo("Projects/client-portal", 24, 2.1)
    a(
        T(
            "Projects/client-portal/package.json",
            ago("2026-11-21"),
            '{"name": "client-portal", "version": "0.9.0", "dependencies": {"next": "^15.0.3", "pdfkit": "^0.15.0"}}\n',
        )
    )
    a(
        T(
            "Projects/client-portal/README.md",
            ago("2026-09-04"),
            "# client-portal\n\nA small portal where clients download their invoices and deliverables.\n",
        )
    )
    for n in ("index", "login", "invoices", "deliverables", "api", "pdf", "theme", "utils"):
        a(Entry(f"Projects/client-portal/src/{n}.jsx", r.randint(900, 16_000), 2.1 + r.random() * 2))
    for p in ("next", "react", "react-dom", "pdfkit", "lodash", "dayjs", "zod", "swr", "clsx", "postcss"):
        for f in ("package.json", "README.md", "index.js", "LICENSE", "dist/index.js", "dist/index.d.ts"):
            a(Entry(f"Projects/client-portal/node_modules/{p}/{f}", r.randint(300, 300_000), 20 + r.random()))
    a(Entry("Projects/client-portal/node_modules/next/dist/compiled/swc.node", 62_000_000, 20))

    a(
        T(
            "Projects/invoice-generator/main.py",
            ago("2026-10-13"),
            "import sys\nfrom render import render_invoice\n\n"
            "if __name__ == '__main__':\n    render_invoice(sys.argv[1])\n",
        )
    )
    a(
        T(
            "Projects/invoice-generator/render.py",
            ago("2026-10-13"),
            "VAT_RATE = 0.20\n\ndef render_invoice(path):\n    total = 0\n    return total * (1 + VAT_RATE)\n",
        )
    )
    a(T("Projects/invoice-generator/requirements.txt", ago("2026-02-14"), "weasyprint==62.3\njinja2==3.1.4\n"))
    a(
        T(
            "Projects/invoice-generator/README.md",
            ago("2026-02-14"),
            "# invoice-generator\n\nTurns a YAML file into a numbered PDF invoice.\n",
        )
    )
    a(Entry("Projects/invoice-generator/templates/invoice.html", 6_400, ago("2026-02-14")))
    a(Entry("Projects/invoice-generator/output/INV-TEST-001.pdf", 44_000, ago("2026-02-15")))
    for n in ("main", "render"):
        a(
            Entry(
                f"Projects/invoice-generator/__pycache__/{n}.cpython-312.pyc",
                r.randint(1_000, 6_000),
                ago("2026-10-13"),
            )
        )
    for i in range(16):
        a(
            Entry(
                f"Projects/invoice-generator/.venv/lib/python3.12/site-packages/mod{i}/__init__.py",
                r.randint(100, 40_000),
                ago("2026-02-14"),
            )
        )

    a(T("Projects/portfolio-site/index.html", ago("2026-04-25"), "<!doctype html>\n<title>Léa Moreau</title>\n"))
    a(T("Projects/portfolio-site/styles.css", ago("2026-04-25"), "body { font-family: 'Inter'; margin: 0 }\n"))
    a(Entry("Projects/portfolio-site/assets/hero.jpg", hero.size, ago("2026-04-24"), dup="hero"))
    for n in ("dupont", "greenleaf", "cafe-rio", "helene"):
        a(Entry(f"Projects/portfolio-site/assets/case-{n}.jpg", r.randint(300_000, 900_000), ago("2026-04-24")))

    # ------------------------------------------------------------------ Design Assets
    for n in (
        "Inter-Regular.otf",
        "Inter-Bold.otf",
        "Fraunces-Variable.ttf",
        "Space Grotesk.otf",
        "Playfair Display.ttf",
    ):
        a(Entry(f"Design Assets/Fonts/{n}", r.randint(150_000, 900_000), 500))
    for n in ("iPhone 15 mockup.psd", "poster frame mockup.psd", "business card mockup.psd", "tote bag mockup.psd"):
        a(Entry(f"Design Assets/Mockups/{n}", r.randint(60_000_000, 180_000_000), 420))
    for i in range(8):
        a(Entry(f"Design Assets/Stock/unsplash-{r.getrandbits(32):08x}.jpg", r.randint(1_500_000, 5_000_000), 300 + i))

    # ------------------------------------------------------------------ Documents
    a(Entry("Documents/Léa Moreau - Portfolio 2026.pdf", 46_000_000, ago("2026-04-28")))
    a(Entry("Documents/CV Léa Moreau 2026.pdf", 380_000, ago("2026-04-29")))
    a(Entry("Documents/Templates/invoice template.docx", 48_000, ago("2025-01-05")))
    a(Entry("Documents/Templates/quote template.docx", 51_000, ago("2025-01-05")))
    a(Entry("Documents/Templates/contract template.docx", 74_000, ago("2025-01-06")))
    a(
        T(
            "Documents/Notes/meeting notes Dupont 2026-09-29.txt",
            ago("2026-09-29"),
            "Meeting with Marc Dupont, 29 September.\nBrochure: 24 pages, matte paper, deadline 15 November.\n"
            "They changed their VAT number: update it on the next invoice. 50% upfront.\n",
        )
    )
    a(
        T(
            "Documents/Notes/call with Greenleaf.txt",
            ago("2026-09-22"),
            "Call with Sarah at Greenleaf. The charts in the annual report must be redone in their green.\n"
            "Payment terms: 30 days. The July invoice is still unpaid.\n",
        )
    )
    a(
        T(
            "Documents/Notes/rates 2026.txt",
            ago("2026-01-12"),
            "Rates 2026\nDay rate: 520 EUR. Logo package: from 1,800 EUR. Brochure: 95 EUR a page.\nRush jobs +30%.\n",
        )
    )
    a(
        T(
            "Documents/Notes/VAT reminders.txt",
            ago("2026-02-16"),
            "VAT return due on the 19th of each month. Keep the receipts for the printer and the laptop.\n",
        )
    )
    a(
        T(
            "Documents/Notes/call with Nakamura.txt",
            "11-17",
            "Call with Kenji Nakamura. They want 40 icons by mid-December, same style as the September set.\n"
            "Subcontract rate agreed. Send the signed NDA again.\n",
        )
    )
    a(
        T(
            "Documents/Notes/studio move checklist.txt",
            "10-03",
            "Studio move: book the van, move the plotter, change the address with the bank and the insurer.\n",
        )
    )
    a(T("Documents/Notes/ideas.md", ago("2026-08-30"), "# Ideas\n\n- a zine about bakeries\n- risograph workshop\n"))

    # ------------------------------------------------------------------ Downloads
    dl = [
        ("Affinity Designer 2.5.dmg", 780_000_000, ago("2026-06-03"), "affinity"),
        ("Affinity Designer 2.5 (1).dmg", 780_000_000, ago("2026-06-03") - 0.02, "affinity"),
        ("Adobe Creative Cloud Installer.dmg", 480_000_000, ago("2025-10-15"), None),
        ("Figma-124.5.dmg", 210_000_000, ago("2026-11-21"), None),
        ("Zoom.pkg", 95_000_000, ago("2026-02-09"), None),
        ("DaVinci_Resolve_19.1_Mac.zip", 3_100_000_000, ago("2026-06-10"), None),
        ("fonts-bundle-2024.zip", 64_000_000, ago("2024-09-18"), None),
        ("Greenleaf_assets_final.zip", 230_000_000, ago("2026-04-05"), None),
        ("brochure_photos_dupont.zip", 410_000_000, ago("2026-09-29"), None),
        ("old_portfolio_2022.zip", 520_000_000, ago("2023-01-12"), None),
        ("Brand Guidelines Greenleaf v2.pdf", 8_400_000, ago("2026-04-03") - 0.1, "gl-brand"),
        ("INV-2026-030_Greenleaf_2026-09-30 (1).pdf", 0, ago("2026-10-01"), "inv27"),
        ("03 Sunson.mp3", 0, ago("2026-03-09"), "sunson"),
        ("boarding pass OSL.pdf", 92_000, ago("2026-10-18"), None),
        ("train tickets Lyon.pdf", 71_000, ago("2026-11-20"), None),
        ("printer-driver-epson.pkg", 140_000_000, ago("2025-03-03"), None),
        ("SIRET certificate.pdf", 120_000, ago("2025-01-09"), None),
        ("stock-photo-bakery.jpg", 4_200_000, ago("2026-02-22"), None),
        ("Pantone colour guide.pdf", 18_000_000, ago("2024-12-02"), None),
        ("invoice_template_free.docx", 35_000, ago("2024-10-30"), None),
    ]
    inv27 = next(e for e in E if e.path.startswith("Clients/") and e.name.endswith("_Greenleaf_2026-09-30.pdf"))
    E[E.index(inv27)] = Entry(inv27.path, inv27.size, inv27.age, dup="inv27")
    for name, size, age, dup in dl:
        if dup == "inv27":
            size = inv27.size
        elif dup == "sunson":
            size = sunson.size
        a(Entry(f"Downloads/{name}", size, age, dup=dup))

    # ------------------------------------------------------------------ Desktop
    a(Entry("Desktop/Screenshot 2026-11-20 at 10.12.33.png", 1_240_000, ago("2026-11-20")))
    a(Entry("Desktop/Screenshot 2026-11-21 at 16.40.02.png", 980_000, ago("2026-11-21")))
    a(Entry("Desktop/Screenshot 2026-10-29 at 09.05.47.png", 1_530_000, ago("2026-10-29")))
    a(Entry("Desktop/Screenshot 2026-09-14 at 18.22.10.png", 760_000, ago("2026-09-14")))
    a(Entry("Desktop/logo final FINAL v3.ai", 5_200_000, ago("2026-11-02")))
    a(Entry("Desktop/Untitled-1.psd", 27_000_000, ago("2026-10-21")))
    a(Entry("Desktop/DSC_412.JPG", dsc.size, ago("2026-09-05"), dup="dsc412"))
    a(
        T(
            "Desktop/todo.txt",
            0.15,
            "- send the invoice to Hélène\n- chase the Greenleaf payment\n- renew the Figma licence\n"
            "- book the printer for the Dupont brochure\n",
        )
    )
    a(Entry("Desktop/Untitled.txt", 0, ago("2026-08-11")))
    a(Entry("Desktop/New Text Document.txt", 0, 0.3))
    a(Entry("Desktop/old/invoice template 2023.docx", 46_000, ago("2023-02-01")))
    a(Entry("Desktop/old/logo sketches.pdf", 3_300_000, ago("2023-03-17")))

    # ------------------------------------------------------------------ hidden / noise
    a(T(".zshrc", 400, "export PATH=$HOME/bin:$PATH\nalias ll='ls -la'\n"))
    a(T(".config/figma/settings.json", 40, '{"theme": "dark"}\n'))
    for _i in range(18):
        a(
            Entry(
                f".cache/thumbnails/normal/{r.getrandbits(64):016x}.png",
                r.randint(10_000, 60_000),
                10 + r.random() * 30,
            )
        )
    return _check_office(_check(E))


def _check_office(entries: list[Entry]) -> list[Entry]:
    """Visible files keep clear of the day and range boundaries the questions use (see questions_b.py)."""
    bad_windows = [
        (1.95, 2.35),
        (4.4, 8.2),
        (20.9, 23.7),
        (49.5, 52.6),
        (27.5, 32.5),
        (174, 190),
        (265.5, 269),
        (318, 333),
        (358, 372),
    ]
    bad = [
        (e.path, e.age)
        for e in entries
        if not isinstance(e.age, str) and not e.hidden_or_noise and any(lo <= e.age < hi for lo, hi in bad_windows)
    ]
    assert not bad, bad
    for e in entries:
        if e.dup:
            assert len({x.size for x in entries if x.dup == e.dup}) == 1, e.path
    return entries


HOMES["office"] = office

if __name__ == "__main__":
    from homes import human

    es = office()
    print(len(es), "files", human(sum(e.size for e in es)))
