"""The dashboard's two actions beyond the tools, in a real browser (Debian's chromium via Playwright) against the real
``filescout serve``: "Scan now" with live progress (a scan in the server's background, polled by the Overview page),
and Open / Show in folder (the desktop's opener, here a fake ``xdg-open`` first on the server's PATH that writes down
the arguments it got).
"""

from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path
from urllib.parse import urlencode

import pytest

from conftest import independent_walk
from filescout.errors import Blocked, NotFound, OutsideRoots
from filescout.tools import Context
from filescout.tools.opener import open_path
from webserve import FILESCOUT, dashboard_page, serve, server_env

CHROMIUM = "/usr/lib/chromium/chromium"
SHOTS = Path(__file__).resolve().parent.parent / "bench" / "screenshots"


try:
    from playwright.sync_api import expect, sync_playwright
except ImportError:  # pragma: no cover
    sync_playwright = None

browser_only = pytest.mark.skipif(
    sync_playwright is None or not os.path.exists(CHROMIUM),
    reason=f"needs the playwright package and Debian's chromium at {CHROMIUM} (apt-get install chromium)",
)

FAKE_OPENER = """#!/bin/sh
# a stand-in for xdg-open: one call is a line with the number of arguments, then one line per argument,
# appended in one write (two detached openers may run at once: their lines must not interleave)
call=$(printf '%s\n' "$#" "$@")
printf '%s\n' "$call" >> "{log}"
"""


def make_small(root: Path) -> dict[str, Path]:
    (root / "docs").mkdir(parents=True)
    report = root / "docs" / "garden report.txt"  # a space: the opener must get it as one argument
    report.write_text("the garden report\n")
    return {"report": report, "docs": root / "docs"}


def make_big(root: Path, n: int = 5000) -> None:
    """Enough small documents that reading them takes a couple of seconds (the progress is seen moving)."""
    for i in range(n):
        d = root / f"d{i % 40:02}" / f"s{i % 7}"
        d.mkdir(parents=True, exist_ok=True)
        (d / f"note_{i:05}.txt").write_text(f"note {i} about the garden and the budget\n" * (1 + i % 5))


@pytest.fixture(scope="module")
def own_site(tmp_path_factory):
    """A server of its own (the shared one's tree and counts stay as test_web expects): a small scanned tree, and
    an opener log."""
    tmp = tmp_path_factory.mktemp("webact")
    small, grows = tmp / "small", tmp / "grows"
    files = make_small(small)
    grows.mkdir()
    (grows / "first.txt").write_text("the first note\n")
    env = server_env(tmp, bin_first=True)
    for root in (small, grows):  # the server's allowed roots are the scanned folders
        out = subprocess.run([*FILESCOUT, "scan", str(root), "--json"], env=env, capture_output=True, text=True,
                             timeout=120)  # fmt: skip
        assert out.returncode == 0, out.stderr
    proc, url, token = serve(env, tmp / "serve.log")
    yield {"url": url, "token": token, "tmp": tmp, "small": small, "grows": grows, "files": files, "env": env,
           "opened": tmp / "opened.log"}  # fmt: skip
    proc.terminate()
    proc.wait(10)


@pytest.fixture
def page(browser, own_site):
    yield from dashboard_page(browser, own_site)


def ready(pg, name: str, part: str = "") -> None:
    pg.wait_for_function(
        "([n, p]) => document.body.dataset.ready === n && document.body.dataset.hash.includes(p)", arg=[name, part]
    )


def open_page(pg, name: str, **params) -> None:
    q = urlencode(params)
    pg.evaluate("h => { location.hash = h }", f"#/{name}" + (f"?{q}" if q else ""))
    ready(pg, name, f"#/{name}" + (f"?{q}" if q else ""))


def post(pg, url: str, body: dict, token: str | None) -> tuple[int, dict]:
    return tuple(pg.evaluate(
        """async ([u, b, t]) => { const headers = {'Content-Type': 'application/json'};
             if (t) headers.Authorization = 'Bearer ' + t;
             const r = await fetch(u, {method: 'POST', headers, body: JSON.stringify(b)});
             return [r.status, await r.json()]; }""",
        [url, body, token],
    ))  # fmt: skip


def install_fake_opener(site: dict) -> Path:
    fake = site["tmp"] / "bin" / "xdg-open"
    fake.write_text(FAKE_OPENER.replace("{log}", str(site["opened"])))
    fake.chmod(0o755)
    return site["opened"]


def opened_calls(log: Path, want: int, timeout: float = 10.0) -> list[list[str]]:
    """The fake opener's calls, once there are ``want`` of them (it runs detached: wait for it)."""
    deadline = time.time() + timeout
    while True:
        calls: list[list[str]] = []
        lines = log.read_text().splitlines() if log.exists() else []
        i = 0
        while i < len(lines):
            n = int(lines[i])
            calls.append(lines[i + 1 : i + 1 + n])
            i += 1 + n
        if len(calls) >= want or time.time() > deadline:
            return calls
        time.sleep(0.05)


@browser_only
@pytest.mark.slow  # a scan of 5,000 documents in the server, watched from the page: ~5 s
def test_scan_now_shows_live_progress_and_ends_with_the_walks_counts(page, own_site):
    big = own_site["grows"]
    make_big(big / "new")  # 5,000 documents more than the index knows
    walked = independent_walk(big)
    # without the token: refused, and nothing starts
    status, body = post(page, "/api/scan", {"path": str(big)}, None)
    assert status == 401 and body["code"] == "token_required"
    assert page.evaluate("async () => (await (await fetch('/api/scan')).json()).state") == "idle"

    # every state the progress element shows, as the page shows it
    page.evaluate("""() => { window.samples = [];
        new MutationObserver(() => { const p = document.getElementById('scan-progress');
          if (p && p.dataset.state === 'running')
            window.samples.push([p.dataset.phase, Number(p.dataset.done || 0), p.textContent]); })
        .observe(document.body, {subtree: true, childList: true, attributes: true}); }""")
    page.locator(f'button[data-scan="{big}"]').click()
    page.wait_for_function("document.getElementById('scan-progress')?.dataset.state === 'running'")
    # one scan at a time: a second request is refused with a plain message
    status, body = post(page, "/api/scan", {"path": str(own_site["small"])}, own_site["token"])
    assert status == 409 and "already running" in body["error"], body
    # the other pages keep working meanwhile
    t0 = time.perf_counter()
    files = page.evaluate("async () => (await (await fetch('/api/tools/status')).json()).result.files")
    assert files >= 1 and time.perf_counter() - t0 < 1.5
    page.wait_for_function("['content', 'finished'].includes(document.getElementById('scan-progress')?.dataset.phase)")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "overview-scanning.png"))
    expect(page.locator("#scan-progress[data-state=done]")).to_be_attached(timeout=60_000)

    samples = page.evaluate("window.samples")
    by_phase: dict[str, list[int]] = {}
    for phase, done, _text in samples:
        if not by_phase.get(phase) or by_phase[phase][-1] != done:
            by_phase.setdefault(phase, []).append(done)
    moving = {p: d for p, d in by_phase.items() if len(d) >= 2 and d == sorted(d) and d[0] < d[-1]}
    assert moving, f"the progress never moved: {by_phase}"
    assert any("Reading documents" in t or "Walking folders" in t for _p, _d, t in samples)

    panel = page.locator("#scan-progress")
    assert int(panel.get_attribute("data-files")) == len(walked)
    assert int(panel.get_attribute("data-bytes")) == sum(size for size, _ in walked.values())
    expect(page.locator("#scan-text")).to_contain_text(f"{len(walked):,} files")
    # the page came back with the new numbers
    expect(page.locator("[data-stat=files] .v")).to_have_text(f"{len(walked) + 1:,}")  # (+ the small tree's one)


@browser_only
def test_open_and_reveal_from_file_details_and_search(page, own_site):
    log = install_fake_opener(own_site)
    report, docs = own_site["files"]["report"], own_site["files"]["docs"]
    open_page(page, "browse", file=str(report))
    page.locator(f'button[data-open="{report}"]').click()
    expect(page.locator("#open-status")).to_have_attribute("data-state", "ok")
    assert opened_calls(log, 1) == [[str(report)]]
    page.locator(f'button[data-reveal="{report}"]').click()
    assert opened_calls(log, 2)[1] == [str(docs)]  # the folder that holds it
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "file-details-opened.png"))

    open_page(page, "browse", path=str(docs))
    page.locator(f'table[data-table=entries] button[data-open="{report}"]').click()
    assert opened_calls(log, 3)[2] == [str(report)]

    open_page(page, "search", query="garden report")
    page.locator(f'article.hit[data-path="{report}"] button[data-open]').click()
    assert opened_calls(log, 4)[3] == [str(report)]


@browser_only
def test_open_refuses_outside_symlinks_secrets_and_no_token(page, own_site):
    log = install_fake_opener(own_site)
    small, tmp, token = own_site["small"], own_site["tmp"], own_site["token"]
    before = opened_calls(log, 0)
    outside = tmp / "outside.txt"
    outside.write_text("not yours\n")
    (small / "link-out.txt").symlink_to(outside)
    (small / "link-dir").symlink_to(tmp, target_is_directory=True)
    (small / "server.pem").write_text("-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n")
    (small / ".env").write_text("API_KEY=abc\n")
    (small / "my passwords.txt").write_text("hunter2\n")
    os.mkfifo(small / "fifo")
    refused = {
        str(outside): 403,
        str(small / ".." / "outside.txt"): 403,
        str(small / "link-out.txt"): 403,
        str(small / "link-dir" / "outside.txt"): 403,
        str(small / "server.pem"): 403,
        str(small / ".env"): 403,
        str(small / "my passwords.txt"): 403,
        str(small / "fifo"): 400,
        str(small / "missing.txt"): 404,
        "": 400,
    }
    for path, code in refused.items():
        for reveal in (False, True):
            status, body = post(page, "/api/open", {"path": path, "reveal": reveal}, token)
            assert (status, body["ok"]) == (code, False), (path, body)
            assert "Traceback" not in body["error"] and body["error"]
    status, body = post(page, "/api/open", {"path": str(own_site["files"]["report"])}, None)
    assert status == 401 and body["code"] == "token_required"
    time.sleep(0.3)  # (a fake that was started would have written by now)
    assert opened_calls(log, 0) == before, "the opener ran for a refused path"
    # the page says so in plain words
    open_page(page, "browse", file=str(small / ".env"))  # (not indexed, and not listed: its details page)
    page.locator(f'button[data-open="{small / ".env"}"]').click()
    expect(page.locator("#open-status")).to_have_attribute("data-state", "error")
    expect(page.locator("#open-status")).to_contain_text("secrets")
    assert opened_calls(log, 0) == before


def test_open_without_an_opener_is_a_plain_error(tmp_path, monkeypatch):
    root = tmp_path / "root"
    files = make_small(root)
    monkeypatch.setenv("PATH", str(tmp_path / "empty-bin"))
    ctx = Context(tmp_path / "home", roots=[str(root)])
    try:
        with pytest.raises(NotFound, match="No program to open files is installed"):
            open_path(ctx, str(files["report"]))
        with pytest.raises(OutsideRoots):
            open_path(ctx, str(tmp_path))
        (root / "id_rsa").write_text("x")
        with pytest.raises(Blocked):
            open_path(ctx, str(root / "id_rsa"))
    finally:
        ctx.close()


def test_open_runs_the_opener_detached_with_one_argument(tmp_path, monkeypatch):
    root = tmp_path / "root"
    files = make_small(root)
    (tmp_path / "bin").mkdir()
    log = tmp_path / "opened.log"
    fake = tmp_path / "bin" / "xdg-open"
    fake.write_text(FAKE_OPENER.replace("{log}", str(log)))
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    ctx = Context(tmp_path / "home", roots=[str(root)])
    try:
        r = open_path(ctx, str(root / "docs" / ".." / "docs" / "garden report.txt"), reveal=False)
        assert r.data["opened"] == str(files["report"])
        assert opened_calls(log, 1) == [[str(files["report"])]]
        r = open_path(ctx, str(files["docs"]))  # a folder opens as itself
        assert opened_calls(log, 2) == [[str(files["report"])], [str(files["docs"])]]
        assert json.loads(json.dumps(r.data))["program"] == "xdg-open"
    finally:
        ctx.close()


def test_a_program_or_launcher_is_never_opened_only_shown_in_its_folder(tmp_path, monkeypatch):
    # (the reviewer: xdg-open on a .desktop file, an AppImage or an executable script may run it)
    root = tmp_path / "root"
    make_small(root)
    (tmp_path / "bin").mkdir()
    log = tmp_path / "opened.log"
    fake = tmp_path / "bin" / "xdg-open"
    fake.write_text(FAKE_OPENER.replace("{log}", str(log)))
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    launcher, script = root / "evil.desktop", root / "run-me"
    launcher.write_text("[Desktop Entry]\nExec=sh -c 'rm -rf ~'\n")
    script.write_text("#!/bin/sh\n")
    script.chmod(0o755)
    ctx = Context(tmp_path / "home", roots=[str(root)])
    try:
        for p in (launcher, script):
            with pytest.raises(Blocked, match="could run it"):
                open_path(ctx, str(p))
        assert not log.exists()  # the opener never ran
        open_path(ctx, str(launcher), reveal=True)  # showing its folder is fine
        assert opened_calls(log, 1) == [[str(root)]]
    finally:
        ctx.close()
