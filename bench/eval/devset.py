"""The offline question set: a realistic tree, questions with expected tools, arguments and answers.

``run_eval_in_temp()`` builds the tree in a temporary folder (dates anchored to
the calendar, so "last week" is right whatever day it runs), indexes it, asks
every question in ``dev_questions.jsonl`` and reports accuracy per intent.

This is the *dev* set: written by the router's author and tuned on, so it measures regressions, not
understanding. ``heldout.jsonl`` beside it (written without seeing the router) measures understanding.

    python bench/eval/devset.py [--show-failures]
A question passes when the tool, every expected argument and every expected
piece of the answer match.
"""

from __future__ import annotations

import json
import os
import statistics
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

Anchor = str  # "today", "yesterday", "this_week", "last_week", "this_month", "last_month", "days:N", "date:Y-M-D"


def anchor_time(anchor: Anchor, now: datetime) -> float:
    today = now.replace(hour=0, minute=0, second=0, microsecond=0)
    week = today - timedelta(days=today.weekday())
    month = today.replace(day=1)
    if anchor == "today":
        t = today + (now - today) / 2
    elif anchor == "yesterday":
        t = today - timedelta(hours=12)
    elif anchor == "this_week":
        t = week + (now - week) / 2
    elif anchor == "last_week":
        t = week - timedelta(days=4, hours=12)
    elif anchor == "this_month":
        t = month + (now - month) / 2
    elif anchor == "last_month":
        prev = (month - timedelta(days=1)).replace(day=1)
        t = prev + timedelta(days=12, hours=12)
    elif anchor.startswith("days:"):
        t = now - timedelta(days=float(anchor[5:]))
    elif anchor.startswith("date:"):
        t = datetime.fromisoformat(anchor[5:]).replace(hour=12)
    else:  # pragma: no cover
        raise ValueError(anchor)
    return t.timestamp()


TREE: list[tuple[str, int, Anchor]] = [
    ("Documents/finances/2025/Invoice_from_Ahmed_Nov.pdf", 120_000, "last_week"),
    ("Documents/finances/2025/invoice_maria_oct.pdf", 95_000, "last_month"),
    ("Documents/finances/2025/bank_statement_march.pdf", 210_000, "date:2025-03-15"),
    ("Documents/finances/taxes/tax_return_2024.pdf", 310_000, "date:2024-04-10"),
    ("Documents/finances/taxes/receipts_2024.xlsx", 54_000, "date:2024-05-01"),
    ("Documents/finances/budget_2026.xlsx", 40_000, "this_month"),
    ("Documents/work/quarterly_report_q3.docx", 88_000, "days:50"),
    ("Documents/work/roadmap_presentation.pptx", 2_300_000, "days:20"),
    ("Documents/work/meeting_notes.md", 3_200, "yesterday"),
    ("Documents/resume_john.pdf", 150_000, "date:2023-06-01"),
    ("Documents/notes.txt", 1_234, "today"),
    ("Documents/letter to landlord.docx", 25_000, "days:100"),
    ("Downloads/setup_vscode.exe", 95_000_000, "days:60"),
    ("Downloads/python-3.12-installer.msi", 28_000_000, "days:45"),
    ("Downloads/ubuntu-24.04.iso", 2_900_000_000, "days:200"),
    ("Downloads/paper_transformers.pdf", 1_100_000, "this_week"),
    ("Downloads/old_manual.pdf", 3_000_000, "days:400"),
    ("Downloads/photos_backup.zip", 450_000_000, "days:35"),
    ("Downloads/song_download.mp3", 5_000_000, "days:2"),
    ("Pictures/holiday_2024/IMG_1001.jpg", 2_500_000, "date:2024-07-01"),
    ("Pictures/holiday_2024/IMG_1002.jpg", 2_700_000, "date:2024-07-02"),
    ("Pictures/holiday_2024/IMG_1003.jpg", 3_100_000, "date:2024-07-03"),
    ("Pictures/holiday_2024/IMG_1004.jpg", 2_900_000, "date:2024-07-04"),
    ("Pictures/holiday_2024/IMG_1005.jpg", 3_400_000, "date:2024-08-15"),
    ("Pictures/screenshots/Screenshot_login.png", 300_000, "this_month"),
    ("Pictures/screenshots/Screenshot_error.png", 280_000, "this_month"),
    ("Pictures/family/birthday_cake.heic", 1_800_000, "last_month"),
    ("Pictures/cat.png", 350_000, "days:500"),
    ("Videos/birthday_party.mp4", 850_000_000, "last_month"),
    ("Videos/vacation_2024.mov", 1_600_000_000, "date:2024-08-02"),
    ("Videos/tutorial.mkv", 420_000_000, "days:300"),
    ("Music/Beatles - Hey Jude.mp3", 7_000_000, "days:900"),
    ("Music/podcast_episode_12.mp3", 45_000_000, "this_week"),
    ("Music/album/track01.flac", 30_000_000, "date:2023-01-10"),
    ("Music/album/track02.flac", 31_000_000, "date:2023-01-10"),
    ("Music/album/track03.flac", 29_000_000, "date:2023-01-10"),
    ("projects/webapp/src/app.js", 12_000, "days:3"),
    ("projects/webapp/src/index.html", 4_000, "days:3"),
    ("projects/webapp/src/style.css", 6_000, "days:4"),
    ("projects/webapp/package.json", 900, "days:10"),
    ("projects/webapp/node_modules/lodash/lodash.js", 540_000, "days:10"),
    ("projects/scripts/backup.py", 2_500, "yesterday"),
    ("projects/scripts/cleanup.py", 1_800, "this_week"),
    ("projects/scripts/test_utils.py", 3_100, "days:15"),
    ("projects/.git/config", 300, "days:10"),
    ("Desktop/todo.txt", 500, "today"),
    ("Desktop/shortcut_notes.md", 2_000, "days:10"),
    ("Archive/old_2019.zip", 12_000_000, "date:2019-05-05"),
    (".config/app/settings.json", 700, "days:5"),
]
# identical contents, for the duplicates questions
TWINS = [("Downloads/report.pdf", "Documents/work/report_copy.pdf", 640_000, "days:5")]


def build_tree(root: Path, now: datetime | None = None) -> Path:
    now = now or datetime.now()
    for rel, size, anchor in TREE:
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        with open(p, "wb") as f:
            f.write(rel.encode()[:size])  # distinct content; the rest is sparse
            f.truncate(size)
        t = anchor_time(anchor, now)
        os.utime(p, (t, t))
    for a, b, size, anchor in TWINS:
        for rel in (a, b):
            p = root / rel
            p.parent.mkdir(parents=True, exist_ok=True)
            with open(p, "wb") as f:
                f.write(b"same report" * 100)
                f.truncate(size)
            t = anchor_time(anchor, now)
            os.utime(p, (t, t))
    return root


def load_questions() -> list[dict]:
    text = (Path(__file__).parent / "dev_questions.jsonl").read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip() and not line.startswith("#")]


def _match_arg(key: str, want, got) -> bool:
    if want == "*":
        return got is not None
    if want is None:
        return got is None
    if isinstance(want, str) and isinstance(got, str) and key in ("path", "destination", "path1", "path2"):
        return got.rstrip("/").endswith("/" + want.strip("/")) or got.rstrip("/") == want.rstrip("/")
    if isinstance(want, str) and isinstance(got, str):
        return want.lower() == got.lower()
    return want == got


def check(item: dict, turn) -> str | None:
    """Why a question failed, or None."""
    if item.get("tool", "") != (turn.tool or None) and not (item.get("tool") is None and turn.tool is None):
        return f"tool {turn.tool!r}, expected {item.get('tool')!r}"
    for k, v in (item.get("args") or {}).items():
        if not _match_arg(k, v, turn.arguments.get(k)):
            return f"argument {k}={turn.arguments.get(k)!r}, expected {v!r}"
    for k in item.get("absent") or []:
        if k in turn.arguments:
            return f"argument {k} should not be set (got {turn.arguments[k]!r})"
    for piece in item.get("answer") or []:
        if piece.lower() not in turn.answer.lower():
            return f"answer lacks {piece!r}: {turn.answer[:160]!r}"
    if item.get("intent") and item["intent"] != turn.intent:
        return f"intent {turn.intent!r}, expected {item['intent']!r}"
    return None


def run_eval(ctx, questions: list[dict]) -> dict:
    from filescout.agent.agent import Agent
    from filescout.agent.understand import understand

    by_intent: dict[str, dict] = {}
    failures = []
    timings = []
    agent = Agent(ctx)
    for item in questions:
        if item.get("chat"):  # a follow-up: asked after the previous questions in the same conversation
            pass
        else:
            agent = Agent(ctx)
        t0 = time.perf_counter()
        understand(ctx, item["q"])
        timings.append((time.perf_counter() - t0) * 1000)
        turn = agent.ask(item["q"])
        why = check(item, turn)
        bucket = by_intent.setdefault(item.get("intent", "other"), {"total": 0, "passed": 0})
        bucket["total"] += 1
        if why is None:
            bucket["passed"] += 1
        else:
            failures.append({"q": item["q"], "why": why})
    total = sum(b["total"] for b in by_intent.values())
    passed = sum(b["passed"] for b in by_intent.values())
    timings.sort()
    return {
        "total": total,
        "passed": passed,
        "accuracy": passed / total if total else 0.0,
        "by_intent": by_intent,
        "failures": failures,
        "understand_p50_ms": statistics.median(timings) if timings else 0.0,
        "understand_p95_ms": timings[int(0.95 * (len(timings) - 1))] if timings else 0.0,
    }


def run_eval_in_temp(questions: list[dict] | None = None) -> dict:
    from filescout.index.scanner import scan
    from filescout.tools import Context

    with tempfile.TemporaryDirectory(prefix="filescout-eval-") as tmp:
        root = build_tree(Path(tmp) / "home")
        old_home = os.environ.get("HOME")
        os.environ["HOME"] = str(root)  # "~/Downloads" and the trash stay inside the temp folder
        try:
            ctx = Context(Path(tmp) / "state")
            scan(ctx.index, root, workers=0)
            try:
                return run_eval(ctx, questions or load_questions())
            finally:
                ctx.close()
        finally:
            if old_home is None:
                os.environ.pop("HOME", None)
            else:
                os.environ["HOME"] = old_home


if __name__ == "__main__":
    import sys

    report = run_eval_in_temp()
    print(
        f"{report['passed']}/{report['total']} questions right ({report['accuracy']:.1%}); "
        f"understanding p95 {report['understand_p95_ms']:.1f} ms"
    )
    for intent, r in sorted(report["by_intent"].items()):
        print(f"  {intent:<10} {r['passed']:>3}/{r['total']:<3} {r['passed'] / r['total']:.0%}")
    if "--show-failures" in sys.argv:
        for f in report.get("failures", []):
            print(f"  FAIL {f}")
