"""Time to first paint and to a rendered page (data in) of the dashboard's pages, in Debian's chromium.

    python bench/web_load.py --home DIR [--runs 5] [PAGE ...]

Starts ``filescout serve`` on a free port over the index in DIR (its own process, as a user runs it), opens each
page cold (a new browser context each run) and reports the browser's first-contentful-paint and the time until the
page has rendered its tools' answers (``document.body.dataset.ready``), median of the runs.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/lib/chromium/chromium"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--home", required=True)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("pages", nargs="*", default=["overview", "disk"])
    a = ap.parse_args()
    log = Path(tempfile.mkstemp(suffix=".log")[1])
    env = {**os.environ, "FILESCOUT_HOME": a.home}
    with open(log, "w") as err:
        proc = subprocess.Popen([sys.executable, "-m", "filescout.adapters.cli", "serve", "--port", "0"], env=env,
                                stderr=err, stdout=err)  # fmt: skip
    try:
        url = None
        while url is None and proc.poll() is None:
            m = re.search(r"dashboard: (http://127\.0\.0\.1:\d+)/", log.read_text())
            url = m.group(1) if m else time.sleep(0.05)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM)
            for page_name in a.pages:
                fcp, ready = [], []
                for _ in range(a.runs):
                    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
                    pg = ctx.new_page()
                    t0 = time.perf_counter()
                    pg.goto(f"{url}/#/{page_name}")
                    pg.wait_for_function("document.body.dataset.ready", timeout=60000)
                    ready.append((time.perf_counter() - t0) * 1000)
                    fcp.append(pg.evaluate(
                        "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1"))  # fmt: skip
                    ctx.close()
                print(f"{page_name:<10} first paint {statistics.median(fcp):7.1f} ms   rendered with data "
                      f"{statistics.median(ready):7.1f} ms (median of {a.runs}; max {max(ready):.1f} ms)")  # fmt: skip
            browser.close()
    finally:
        proc.terminate()
        proc.wait(10)


if __name__ == "__main__":
    main()
