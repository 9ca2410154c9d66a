"""Understanding strangers' questions (issue 11): the dev set over generated homes, and each failure class.

The homes come from bench/eval/homes.py; every expectation here is computed from the generator's own list of
files (the oracle), never from filescout. Held-out sets whose failures were read (B, D, E, F, H, I, K, M, O, Q, S,
U, W) are dev sets here; the ones still held out (G, J, L, N, P, R, T, V and X; and A, heldout.jsonl, whose first runs
were read long ago) are not run here: they are measured by bench/eval/run_heldout.py and never tuned on.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

EVAL = Path(__file__).resolve().parents[1] / "bench" / "eval"
sys.path.insert(0, str(EVAL))
import homes  # noqa: E402
import inproc  # noqa: E402
from inproc import ask, chat  # noqa: E402

from filescout.agent.agent import Agent  # noqa: E402
from filescout.tools import REGISTRY, Context, Result, tool  # noqa: E402


@pytest.fixture(scope="module")
def family(tmp_path_factory):
    return inproc.InProcessHome("family", tmp_path_factory.mktemp("homes"))


@pytest.fixture(scope="module")
def developer(tmp_path_factory):
    return inproc.InProcessHome("developer", tmp_path_factory.mktemp("homes"))


def rel(h, path: str) -> str:
    return os.path.relpath(path, h.home)


def plan_files(h, out: dict) -> list[str] | None:
    plan = (out.get("result") or {}).get("plan")
    if plan is None:
        return None
    return sorted(rel(h, s["source"]) for s in plan["steps"])


def visible(h) -> list:
    return [e for e in h.entries if not e.hidden_or_noise]


# -- the dev set ---------------------------------------------------------------------------------------------


DEV_SETS = (
    ("dev_homes.jsonl", "dev_passing.txt"),
    ("dev_c.jsonl", "dev_c_passing.txt"),
    ("heldout_b.jsonl", "dev_b_passing.txt"),  # B and D were held out once; their failures were read: dev now
    ("heldout_d.jsonl", "dev_d_passing.txt"),
    ("heldout_e.jsonl", "dev_e_passing.txt"),  # E too, since its failures were read (the stop after it was written)
    ("heldout_f.jsonl", "dev_f_passing.txt"),  # and F (read once G was written)
    ("heldout_h.jsonl", "dev_h_passing.txt"),  # H: written blind to be read (G stays held out)
    ("heldout_i.jsonl", "dev_i_passing.txt"),  # I too (first run 82.6%); J stays held out with G
    ("heldout_k.jsonl", "dev_k_passing.txt"),  # and K (first run 73.3%); L stays held out with G and J
    ("heldout_m.jsonl", "dev_m_passing.txt"),  # and M (first run 83.4%); N stays held out with G, J and L
    ("heldout_o.jsonl", "dev_o_passing.txt"),  # and O (first run 80.9%); P stays held out with G, J, L and N
    ("heldout_q.jsonl", "dev_q_passing.txt"),  # and Q (first run 87.3%); R stays held out with them
    ("heldout_s.jsonl", "dev_s_passing.txt"),  # and S (first run 91.3%); T stays held out with them
    ("heldout_u.jsonl", "dev_u_passing.txt"),  # and U (first run 88.4%); V stays held out with them
    ("heldout_w.jsonl", "dev_w_passing.txt"),  # and W (first run 91.4%); X stays held out with them
    ("heldout_y.jsonl", "dev_y_passing.txt"),  # and Y (first run 84.3%); Z stays held out with them
    ("heldout_aa.jsonl", "dev_aa_passing.txt"),  # and AA (first run 88.7%); AC stays held out with them
    ("heldout_ab.jsonl", "dev_ab_passing.txt"),  # and AB (first run 77.0%)
    ("heldout_ae.jsonl", "dev_ae_passing.txt"),  # and AE (first run 94.0%); AD and AF stay held out with them
    ("heldout_ag.jsonl", "dev_ag_passing.txt"),  # and AG (first run 89.9%)
    ("heldout_ah.jsonl", "dev_ah_passing.txt"),  # and AH (first run 89.2%); AI stays held out with them
)


def test_the_dev_sets_hold_many_questions_in_many_voices():
    """4,601 questions over twenty-two homes (family, developer, student, office, maker, nurse, retired, bakery,
    architect, photographer, journalist, planner, musician, bicycle shop, electrician, guesthouse, gardener, florist,
    composer, yoga teacher and PhD student, dentist, plumber), by helpers who never read the router; each set is run
    by the test below (one test per set, so each has its own time limit)."""
    lines = [ln for qset, _ in DEV_SETS for ln in (EVAL / qset).read_text().splitlines() if ln.strip()]
    assert len(lines) >= 4600


@pytest.mark.slow
@pytest.mark.parametrize("qset,passing_file", DEV_SETS, ids=[q.split(".")[0] for q, _ in DEV_SETS])
def test_a_dev_set_stays_above_95_percent_and_never_regresses(tmp_path, qset, passing_file):
    """Each set at least 95% right, no plan naming a file not meant, and a question that passed when the lists of
    passing ids were written must still pass. Each home is written as of the day its calendar questions were
    (FILESCOUT_NOW pins the clock), so the sets hold on any day."""
    results = inproc.run(qset, tmp_path / qset)
    passing = set((EVAL / passing_file).read_text().split())
    bad = {r["id"]: r for r in results if r["status"] != "pass"}
    report = "\n".join(f"{r['id']} {r['q']!r}: {r['why']} -> {r['answer'][:160]!r}" for r in bad.values())
    assert not [r for r in results if r["wrong_plan"]], report
    assert not (set(bad) & passing), report
    assert 1 - len(bad) / len(results) >= 0.95, report


# -- 1. a named file is a single-file question ----------------------------------------------------------------


def test_a_named_file_is_answered_about_that_file(family):
    out = ask(family, "How big is report_v2_final.docx?")
    assert (out["tool"], rel(family, out["arguments"]["path"])) == ("file_info", "Documents/Work/report_v2_final.docx")
    assert "447.0 KB" in out["answer"]
    out = ask(family, "when did I last change the lease")
    assert out["tool"] == "file_info" and rel(family, out["arguments"]["path"]).endswith("lease renewal 2026.txt")
    out = ask(family, "wheres my resume")  # accents folded: résumé
    assert "résumé_Sophie_2026.docx" in out["answer"]
    out = ask(family, "how big is no_such_file_anywhere.pdf")
    assert out["tool"] is None and "don't see a file named" in out["answer"]


def test_several_files_with_one_name_are_each_answered(family):
    out = ask(family, "how big is IMG_4521.jpg")
    same = [e for e in visible(family) if e.name == "IMG_4521.jpg"]
    assert len(same) == 2 and out["tool"] is None
    for e in same:
        assert os.path.basename(os.path.dirname(e.path)) in out["answer"]


# -- 2. words are grounded, never replaced by a broader set -----------------------------------------------------


def test_a_word_that_names_a_folder_is_that_folder_and_the_answer_says_so(family):
    pods = [e for e in visible(family) if e.path.startswith("Music/Podcasts/")]
    out = ask(family, "how mcuh space do my podcasts take")
    assert rel(family, out["arguments"]["path"]) == "Music/Podcasts"
    assert homes.human(sum(e.size for e in pods)) in out["answer"] and "Podcasts" in out["answer"]
    assert out["understood"]["place"].endswith("Music/Podcasts")
    movies = [e for e in visible(family) if e.path.startswith("Videos/Movies/")]
    out = ask(family, "how much room do the movies take up")
    assert homes.human(sum(e.size for e in movies)) in out["answer"]


def test_a_word_that_names_nothing_is_declined_not_dropped(family):
    out = ask(family, "show me the photos of my dog")
    assert out["tool"] is None and "dog" in out["answer"] and "didn't guess" in out["answer"]
    out = ask(family, "how many gizmo files do I have")
    assert out["tool"] is None and "gizmo" in out["answer"]


# -- 3. fillers and short dates ------------------------------------------------------------------------------


def test_fillers_contractions_and_month_days_are_not_search_terms(family):
    out = ask(family, "do I still have the zoom installer?")
    assert "Zoom_6.2.5.dmg" in out["answer"]
    out = ask(family, "haven't I got an invoice from Müller somewhere?")
    assert "Invoice_Müller_Elektro_2026-03-02.pdf" in out["answer"]
    out = ask(family, "what did I change on Nov 17")
    after, before = out["arguments"]["modified_after"], out["arguments"]["modified_before"]
    assert after.endswith("-11-17") and before.endswith("-11-18")
    out = ask(family, "how many HEIC photos are there")
    assert out["arguments"]["type"] == "heic"
    assert f"{sum(e.name.lower().endswith('.heic') for e in visible(family))} heic photos" in out["answer"].lower()


# -- 4. one filter model, duplicates included ------------------------------------------------------------------


def _dup_groups(h) -> dict[str, list]:
    groups: dict[str, list] = {}
    for e in visible(h):
        if e.dup:
            groups.setdefault(e.dup, []).append(e)
    return {k: v for k, v in groups.items() if len(v) > 1}


def test_duplicates_take_the_same_filters_as_everything_else(family):
    groups = _dup_groups(family)
    out = ask(family, "duplicates in Downloads")
    want = {k for k, v in groups.items() if any(e.path.startswith("Downloads/") for e in v)}
    got = out["result"]["groups"]
    assert len(got) == len(want) and out["result"]["group_count"] == len(want)
    for g in got:  # each group has a copy in Downloads, and lists its copies elsewhere too
        paths = [rel(family, p) for p in g["files"]]
        assert any(p.startswith("Downloads/") for p in paths) and any(not p.startswith("Downloads/") for p in paths)
    out = ask(family, "duplicate photos")
    photo_exts = (".jpg", ".jpeg", ".png", ".heic")
    want = {k for k, v in groups.items() if v[0].name.lower().endswith(photo_exts)}
    assert out["result"]["group_count"] == len(want)
    out = ask(family, "duplicates bigger than 1 MB")
    assert out["result"]["group_count"] == sum(1 for v in groups.values() if v[0].size > 1_000_000)


# -- 5. declines --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "question, says",
    [
        ("how big is my Dropbox folder", "don't see a Dropbox folder"),
        ("how big is my Pets folder", "don't see a folder called 'Pets'"),
        ("show me what's in /etc", "outside the folders I index"),
        ("translate the lease renewal into German", "can't translate"),
        ("¿cuánto ocupa mi carpeta de música?", "only understand questions in English"),
        ("what does page 7 of the home insurance policy say about flooding?", "can't answer what a document says"),
        ("how much RAM does my laptop use", "can't answer"),
        ("the 5 biggest files outside of Videos", "can't leave part of a selection out"),
    ],
)
def test_it_declines_plainly_instead_of_answering_another_question(family, question, says):
    out = ask(family, question)
    assert out["tool"] is None and says in out["answer"], out["answer"]


# -- 6. actions aim at exactly what was meant ------------------------------------------------------------------


def test_an_exact_name_or_path_plans_exactly_that_file_and_changes_nothing(family):
    before = family.snapshot()
    assert plan_files(family, ask(family, "delete todo.txt")) == ["Desktop/todo.txt"]
    assert plan_files(family, ask(family, "delete Desktop/IMG_4521.jpg")) == ["Desktop/IMG_4521.jpg"]
    out = ask(family, "move Downloads/boarding_pass_LIS.pdf to Documents")
    assert plan_files(family, out) == ["Downloads/boarding_pass_LIS.pdf"]
    dmgs = sorted(e.path for e in visible(family) if e.name.endswith(".dmg"))
    assert plan_files(family, ask(family, "trash all the .dmg files")) == dmgs
    assert family.snapshot() == before


@pytest.mark.parametrize(
    "question",
    [
        "delete the invoice",  # several match: which one?
        "delete the old tax zip",  # a description, not a name
        "delete the stripe thing",
        "trash IMG_4521.jpg",  # two files have that name
        "delete /etc/passwd",
        "remove ahmed",
    ],
)
def test_a_fuzzy_or_ambiguous_target_gets_a_question_not_a_plan(family, question):
    before = family.snapshot()
    out = ask(family, question)
    assert plan_files(family, out) is None and out["tool"] is None, out["answer"]
    assert family.snapshot() == before


def test_clean_up_is_a_proposal_never_a_trash_of_the_folder(family):
    before = family.snapshot()
    out = ask(family, "clean up my Downloads folder")
    assert out["tool"] == "cleanup_suggestions" and plan_files(family, out) is None
    kinds = {k["kind"]: k for k in out["result"]["kinds"]}
    ends = (".exe", ".msi", ".dmg", ".pkg", ".deb")  # installers older than 30 days (issue 17)
    installers = sorted(e.path for e in visible(family) if e.path.startswith("Downloads/") and
                        e.name.lower().endswith(ends) and homes.age_days(e) > 30)  # fmt: skip
    assert kinds["installers"]["count"] == len(installers)
    assert family.snapshot() == before


def test_delete_them_after_several_results_asks_which_and_all_of_them_plans_them(family):
    before = family.snapshot()
    out = chat(family, "installers in Downloads", "delete them")
    assert "Which of them?" in out and "Here's the plan" not in out
    out = chat(family, "installers in Downloads", "delete all of them")
    assert "Here's the plan" in out
    for e in visible(family):
        if e.path.startswith("Downloads/") and e.name.lower().endswith((".exe", ".msi", ".dmg")):
            assert e.name in out
    assert family.snapshot() == before


# -- 7. follow-ups -----------------------------------------------------------------------------------------


def test_follow_ups_work_on_the_last_result(family):
    shots = [e for e in visible(family) if e.path.startswith("Pictures/Screenshots/")]
    out = chat(family, "how many screenshots do I have?", "how much space do they use?")
    assert homes.human(sum(e.size for e in shots)) in out.splitlines()[-1]
    out = chat(family, "how many screenshots do I have?", "which is the biggest one?")
    assert max(shots, key=lambda e: e.size).name in out.splitlines()[-1]
    out = chat(family, "biggest pdfs", "which one is the oldest?")
    assert "Of those, the oldest is" in out


# -- 8. counts agree -----------------------------------------------------------------------------------------


def test_how_many_files_and_how_much_space_count_the_same_files(developer):
    n = len(visible(developer))
    blocked = [e for e in developer.entries if e.path.startswith((".ssh/", ".gnupg/"))]  # never indexed (secrets)
    hidden = len(developer.entries) - n - len(blocked)
    files = ask(developer, "how many files do I have")
    space = ask(developer, "how much space do I use")
    assert files["result"]["count"] == space["result"]["total_files"] == n
    assert files["result"]["hidden_files"] == space["result"]["hidden_files"] == hidden
    for out in (files, space):
        assert f"Not counted: {hidden} hidden files" in out["answer"]


# -- answers come from the registry ------------------------------------------------------------------------


def test_a_new_tool_is_answered_and_followed_up_without_editing_the_agent(family):
    """A tool declares its answer and the items it returns (@tool(answer=..., items=...)); the agent uses both."""

    def answer(data, args, said, text=""):
        return f"{len(data['picked'])} recipes, newest {os.path.basename(data['picked'][0]['path'])}."

    @tool(items="picked", answer=answer, keywords=("recipes",))
    def list_recipes_for_test(ctx: Context) -> Result:
        """The recipes (a tool added by a test)."""
        rows = sorted((e for e in visible(family) if e.path.startswith("Documents/Recipes/")), key=lambda e: e.age)
        return Result({"picked": [{"path": str(family.home / e.path), "size": e.size} for e in rows]}, "recipes")

    try:
        ctx = Context(family.base / "fs")
        agent = Agent(ctx)
        turn = agent.call("my recipes", "list", "list_recipes_for_test", {})
        recipes = [e for e in visible(family) if e.path.startswith("Documents/Recipes/")]
        assert turn.answer.startswith(f"{len(recipes)} recipes, newest ")
        assert agent._last_paths() == [str(family.home / e.path) for e in sorted(recipes, key=lambda e: e.age)]
        ctx.close()
    finally:
        REGISTRY.tools.pop("list_recipes_for_test", None)


def test_follow_ups_on_one_file_and_on_the_biggest_of_those_shown(family):
    before = family.snapshot()
    pdfs = [e for e in visible(family) if e.path.startswith("Downloads/") and e.name.lower().endswith(".pdf")]
    out = chat(family, "pdfs in Downloads", "delete the biggest one")
    biggest = max(pdfs, key=lambda e: e.size)
    plan_line = out.splitlines()[-1]
    assert "Here's the plan" in plan_line and biggest.name in plan_line
    assert not any(e.name in plan_line for e in pdfs if e is not biggest)
    out = chat(family, "lease renewal", "open it")
    assert "The landlord proposes a rent" in out  # the one file found, read
    assert family.snapshot() == before
