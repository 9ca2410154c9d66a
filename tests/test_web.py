"""The web dashboard in a real browser: ``filescout serve`` (the real command, a subprocess on 127.0.0.1, a free
port) over a generated tree, driven by Playwright with Debian's chromium. Numbers on the pages are checked against
the CLI's JSON and an independent walk of the tree; changes against the disk. Screenshots go to bench/screenshots/.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
from pathlib import Path
from urllib.parse import urlencode

import pytest

from conftest import folder_totals_walk
from filescout.tools import Context
from filescout.tools.invoke import invoke
from webserve import FILESCOUT, dashboard_page, serve, server_env

CHROMIUM = "/usr/lib/chromium/chromium"
SHOTS = Path(__file__).resolve().parent.parent / "bench" / "screenshots"


try:
    from playwright.sync_api import expect, sync_playwright
except ImportError:  # pragma: no cover
    sync_playwright = None

pytestmark = pytest.mark.skipif(
    sync_playwright is None or not os.path.exists(CHROMIUM),
    reason=f"needs the playwright package and Debian's chromium at {CHROMIUM} (apt-get install chromium)",
)

WORDS = ["invoice", "budget", "holiday", "report", "meeting", "thesis", "recipe", "garden"]


def generate(root: Path) -> dict:
    """A small tree with known sizes, text to find, and duplicates; returns what was written (the oracle)."""
    rng = random.Random(16)
    made: dict = {"files": {}, "dupes": []}
    for folder in ["docs/reports/2024", "docs/letters", "photos/2023/summer", "photos/2024", "music/albums", "dl"]:
        (root / folder).mkdir(parents=True, exist_ok=True)
    for i in range(40):
        folder = rng.choice(["docs/reports/2024", "docs/letters", "photos/2023/summer", "photos/2024", "music/albums",
                             "dl", "", "docs"])  # fmt: skip
        word = rng.choice(WORDS)
        p = root / folder / f"{word}_{i:02}.txt"
        text = f"{word} number {i}\n" + "filler line\n" * rng.randint(1, 3000)
        p.write_text(text)
        made["files"][str(p)] = len(text)
    big = os.urandom(300_000)
    for rel in ["photos/2024/beach.jpg", "dl/beach (1).jpg", "dl/beach copy.jpg"]:
        (root / rel).write_bytes(big)
        made["dupes"].append(str(root / rel))
    (root / "docs/letters/zebra_quarterly.md").write_text("The zanzibar quarterly revenue grew.\n")
    (root / "dl/obsolete_notes.txt").write_text("old\n")
    made["files"][str(root / "dl/obsolete_notes.txt")] = 4
    made["expenses"] = [{"shop": rng.choice(["bakery", "grocer", "kiosk"]), "amount": rng.randint(100, 9999) / 100}
                        for _ in range(120)]  # fmt: skip
    return made


def cli(env: dict, *args: str) -> dict:
    out = subprocess.run([*FILESCOUT, *args, "--json"], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("web")
    tree = tmp / "tree"
    made = generate(tree)
    env = server_env(tmp)
    cli(env, "scan", str(tree))
    ctx = Context(tmp / "fshome")
    assert invoke("create_table", {"table": "expenses", "columns": {"shop": "TEXT", "amount": "REAL"}}, ctx).ok
    assert invoke("insert_rows", {"table": "expenses", "rows": made["expenses"]}, ctx).ok
    ctx.close()
    proc, url, token = serve(env, tmp / "serve.log")
    yield {"url": url, "token": token, "tree": tree, "made": made, "env": env, "tmp": tmp}
    proc.terminate()
    proc.wait(10)


@pytest.fixture
def page(browser, site):
    yield from dashboard_page(browser, site)


def ready(pg, name: str, part: str = "") -> None:
    """Wait until page NAME has rendered for an address containing PART."""
    pg.wait_for_function(
        "([n, p]) => document.body.dataset.ready === n && document.body.dataset.hash.includes(p)", arg=[name, part]
    )


def open_page(pg, name: str, **params) -> None:
    q = urlencode(params)
    pg.evaluate("h => { location.hash = h }", f"#/{name}" + (f"?{q}" if q else ""))
    ready(pg, name, f"#/{name}" + (f"?{q}" if q else ""))


def shot(pg, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    pg.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def treemap(pg) -> dict[str, int]:
    return {n.get_attribute("data-path"): int(n.get_attribute("data-bytes")) for n in pg.locator("g.node").all()}


def test_overview_shows_the_index(page, site):
    status = cli(site["env"], "status")
    expect(page.locator("[data-stat=files] .v")).to_have_text(f"{status['files']:,}")
    expect(page.locator("[data-stat=bytes] .v")).to_have_text(status["size_human"])
    expect(page.locator("table[data-table=roots]")).to_contain_text(str(site["tree"]))
    assert status["files"] == len(site["made"]["files"]) + len(site["made"]["dupes"]) + 1
    shot(page, "overview")


def test_treemap_equals_the_cli_and_a_walk_and_drills_down(page, site):
    tree = site["tree"]
    walk = folder_totals_walk(tree)
    open_page(page, "disk", path=str(tree))
    rects = treemap(page)
    total = page.locator("#disk-total")
    assert int(total.get_attribute("data-bytes")) == walk[str(tree)][1] == sum(rects.values())
    folders = cli(site["env"], "folders", str(tree))
    assert {f["path"]: f["bytes"] for f in folders["folders"]} == rects
    for path, size in rects.items():
        if path != str(tree):  # the files directly in tree are one rectangle of their own
            assert walk[path][1] == size, path
    shot(page, "disk")

    photos = str(tree / "photos")
    page.locator(f'g.node[data-path="{photos}"]').click()
    ready(page, "disk", "photos")
    expect(page.locator("nav.crumbs")).to_contain_text("photos")
    assert int(page.locator("#disk-total").get_attribute("data-bytes")) == walk[photos][1]
    assert sum(treemap(page).values()) == walk[photos][1]
    # the keyboard: focus a folder and press Enter
    node = page.locator(f'g.node[data-path="{tree / "photos" / "2023"}"]')
    node.focus()
    page.keyboard.press("Enter")
    ready(page, "disk", "2023")
    assert sum(treemap(page).values()) == walk[str(tree / "photos" / "2023")][1]
    page.locator("nav.crumbs a", has_text="tree").first.click()
    page.wait_for_function("document.body.dataset.ready === 'disk' && !document.body.dataset.hash.includes('photos')")
    assert sum(treemap(page).values()) == walk[str(tree)][1]


def test_a_write_without_the_token_is_refused(browser, site):
    context = browser.new_context()
    pg = context.new_page()
    pg.goto(site["url"] + "/")  # no #token=
    pg.wait_for_function("document.body.dataset.ready === 'overview'")
    victim = site["made"]["files"] and sorted(site["made"]["files"])[0]
    res = pg.evaluate(
        """async (p) => { const r = await fetch('/api/tools/delete_file', {method: 'POST',
             headers: {'Content-Type': 'application/json'}, body: JSON.stringify({paths: [p]})});
           return [r.status, await r.json()]; }""",
        victim,
    )
    assert res[0] == 401 and res[1]["code"] == "token_required"
    chat = pg.evaluate("""async () => (await fetch('/api/chat', {method: 'POST',
        body: JSON.stringify({question: 'delete everything'})})).status""")  # fmt: skip
    assert chat == 401
    assert os.path.exists(victim)
    context.close()


def test_serve_has_open(site):
    out = subprocess.run([*FILESCOUT, "serve", "--help"], env=site["env"], capture_output=True, text=True, timeout=60)
    assert "--open" in out.stdout and "dashboard" in out.stdout


def test_foreign_host_is_refused(site):
    import urllib.error
    import urllib.request

    req = urllib.request.Request(site["url"] + "/", headers={"Host": "evil.example:80"})
    with pytest.raises(urllib.error.HTTPError) as exc:
        urllib.request.urlopen(req, timeout=10)
    assert exc.value.code == 421


@pytest.mark.slow  # a page test in the browser: ~1.5 s
def test_search_finds_names_and_contents_with_highlights(page, site):
    open_page(page, "search")
    page.fill("#search-q", "zanzibar")
    page.keyboard.press("Enter")
    ready(page, "search", "zanzibar")
    hit = page.locator("article.hit").first
    expect(hit).to_have_attribute("data-path", str(site["tree"] / "docs/letters/zebra_quarterly.md"))
    expect(hit.locator(".badge").first).to_have_text("contents match")
    expect(hit.locator("mark").first).to_have_text("zanzibar")
    shot(page, "search")
    # a name search with a filter: the tool's own answer is what the page lists
    open_page(page, "search", query="invoice", size_gt="10KB")
    found = cli(site["env"], "find", "invoice", "--size", "+10KB")
    shown = [a.get_attribute("data-path") for a in page.locator("article.hit").all()]
    assert shown == [r["path"] for r in found["results"]] and shown
    assert all(site["made"]["files"][p] > 10_000 for p in shown)


@pytest.mark.slow  # a page test in the browser: ~1.5 s
def test_browse_sorts_by_size_and_previews_a_file(page, site):
    docs = site["tree"] / "docs" / "reports" / "2024"
    open_page(page, "browse", path=str(docs))
    page.get_by_role("button", name="Sort by Size").click()
    ready(page, "browse", "sort_by=size")
    names = page.locator("table[data-table=entries] tbody tr td:first-child").all_inner_texts()
    by_size = sorted((p for p in site["made"]["files"] if os.path.dirname(p) == str(docs)),
                     key=lambda p: -site["made"]["files"][p])  # fmt: skip
    assert names == [os.path.basename(p) for p in by_size]
    page.get_by_role("link", name=names[0]).click()
    ready(page, "browse", "file=")
    expect(page.locator("#preview")).to_contain_text(names[0].split("_")[0] + " number")
    shot(page, "browse")


@pytest.mark.slow  # a page test in the browser: ~1.5 s
def test_duplicates_trash_with_confirmation_then_undo(page, site):
    open_page(page, "dupes")
    group = page.locator("fieldset.group").filter(has_text="beach")
    expect(group.locator("input")).to_have_count(3)
    first = group.locator("input").first.get_attribute("value")
    page.click("#select-extra")
    selected = [b.get_attribute("value") for b in group.locator("input:checked").all()]
    assert len(selected) == 2 and first not in selected
    shot(page, "duplicates")
    page.click("#trash-selected")
    dialog = page.locator("dialog#dlg")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("trash")
    assert all(os.path.exists(p) for p in site["made"]["dupes"])  # nothing before the confirmation
    page.click("#dlg-cancel")
    expect(page.locator("#dupes-status")).to_contain_text("nothing was changed")
    assert all(os.path.exists(p) for p in site["made"]["dupes"])
    page.click("#trash-selected")
    page.click("#dlg-ok")
    expect(page.locator("#trash-done")).to_be_visible()
    assert os.path.exists(first) and not any(os.path.exists(p) for p in selected)
    trash = Path(site["env"]["XDG_DATA_HOME"]) / "Trash" / "files"
    assert len(list(trash.iterdir())) >= 2
    expect(page.locator("fieldset.group").filter(has_text="beach")).to_have_count(0)
    shot(page, "duplicates-done")
    page.click("#undo-batch")
    expect(dialog).to_be_visible()
    page.click("#dlg-ok")
    expect(page.locator("#dupes-status")).to_contain_text("Undid")
    assert all(os.path.exists(p) for p in site["made"]["dupes"])
    open_page(page, "history")
    expect(page.locator("table[data-table=history]")).to_contain_text("trash")
    expect(page.locator("table[data-table=history]")).to_contain_text("undone")
    shot(page, "history")


@pytest.mark.slow  # a page test in the browser: ~1.5 s
def test_scratchpad_pages_sorts_sums_and_queries(page, site):
    rows = site["made"]["expenses"]
    open_page(page, "scratch")
    expect(page.locator("table[data-table=tables]")).to_contain_text("expenses")
    page.get_by_role("link", name="expenses").click()
    ready(page, "scratch", "table=expenses")
    expect(page.locator("#page-info")).to_have_text("rows 1–50 of 120")
    expect(page.locator("[data-stat='sum amount'] .v")).to_have_text(f"{round(sum(r['amount'] for r in rows), 2):,}")
    page.get_by_role("button", name="Sort by amount").click()
    ready(page, "scratch", "sort=amount")
    first = page.locator("table[data-table=grid] tbody tr").first.locator("td").nth(1).inner_text()
    assert float(first) == min(r["amount"] for r in rows)
    page.get_by_role("button", name="Next →").click()
    ready(page, "scratch", "offset=50")
    expect(page.locator("#page-info")).to_have_text("rows 51–100 of 120")
    shot(page, "scratchpad")
    page.fill("#sql", "SELECT shop, COUNT(*) AS n FROM expenses GROUP BY shop ORDER BY shop")
    page.click("#run-sql")
    ready(page, "scratch", "q=")
    got = [tuple(r.locator("td").all_inner_texts()) for r in page.locator("table[data-table=grid] tbody tr").all()]
    shops = sorted({r["shop"] for r in rows})
    assert got == [(s, str(sum(r["shop"] == s for r in rows))) for s in shops]
    shot(page, "scratchpad-query")


@pytest.mark.slow  # a page test in the browser: ~1.5 s
def test_chat_answers_with_its_tool_calls_and_confirms_a_plan(page, site):
    open_page(page, "chat")
    page.fill("#chat-q", "what are the biggest folders?")
    page.keyboard.press("Enter")
    page.wait_for_function("document.body.dataset.chat === '2'")
    answer = page.locator(".msg[data-tool]").last
    expect(answer).to_have_attribute("data-tool", "folder_stats")
    walk = folder_totals_walk(site["tree"])
    top = max((p for p in walk if os.path.dirname(p) == str(site["tree"])), key=lambda p: walk[p][1])
    expect(answer.locator(".answer")).to_contain_text(os.path.basename(top))
    victim = site["tree"] / "dl" / "obsolete_notes.txt"
    page.fill("#chat-q", "delete obsolete_notes.txt")
    page.keyboard.press("Enter")
    page.wait_for_function("document.body.dataset.chat === '4'")
    expect(page.locator(".msg[data-tool]").last).to_contain_text("plan")
    page.locator("button[data-confirm=no]").last.click()
    page.wait_for_function("document.body.dataset.chat === '6'")
    assert victim.exists()
    page.fill("#chat-q", "delete obsolete_notes.txt")
    page.keyboard.press("Enter")
    page.wait_for_function("document.body.dataset.chat === '8'")
    shot(page, "chat")
    page.locator("button[data-confirm=yes]").last.click()
    page.wait_for_function("document.body.dataset.chat === '10'")
    expect(page.locator(".msg[data-tool]").last).to_contain_text("Done")
    assert not victim.exists()


@pytest.mark.slow  # a page test in the browser: ~1.5 s
def test_dark_narrow_and_the_json_twin(browser, site):
    context = browser.new_context(viewport={"width": 420, "height": 800}, color_scheme="dark")
    pg = context.new_page()
    pg.goto(f"{site['url']}/#/disk?{urlencode({'path': str(site['tree'])})}")
    ready(pg, "disk")
    bg = pg.evaluate("getComputedStyle(document.body).backgroundColor")
    assert bg == "rgb(23, 24, 26)"  # the dark palette (prefers-color-scheme)
    assert pg.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1"), (
        "the narrow page scrolls sideways"
    )
    shot(pg, "disk-dark-narrow")
    # the page's JSON twin: every API call it made, the GET ones as links that answer the same numbers
    calls = pg.locator("#twin-calls a").all()
    urls = [a.get_attribute("href") for a in calls]
    assert any(u.startswith("/api/tools/folder_stats?") for u in urls)
    twin = next(u for u in urls if u.startswith("/api/tools/folder_stats?"))
    got = pg.evaluate("async u => (await (await fetch(u)).json()).result.total_bytes", twin)
    assert got == int(pg.locator("#disk-total").get_attribute("data-bytes"))
    context.close()
