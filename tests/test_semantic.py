"""Semantic search with a scripted embeddings server on 127.0.0.1: passages embedded after the content pass (once;
again when a file changes or the model does), hybrid ranking by reciprocal rank fusion, each hit's kind of match
shown by grep, find and ask; without a model nothing changes and no request is made; a failing server is reported,
never raised."""

from __future__ import annotations

import re
import socket

import pytest

from conftest import write
from filescout.content import embed, vectors
from filescout.tools import REGISTRY, Context
from llm_server import ScriptedLLM

# each text's vector: one axis per topic, from the words it holds (the oracle for what is near what)
AXES = [
    {"lease", "tenancy", "tenant", "landlord", "rent"},
    {"garden", "tulips", "flowers", "party"},
    {"invoice", "payment", "bill"},
    {"engine", "car", "repair"},
]


def vector(text: str) -> list[float]:
    words = re.findall(r"[a-z]+", text.lower())
    return [float(sum(w in axis for w in words)) for axis in AXES] + [0.1]


DOCS = {
    "tenancy.txt": "We agreed to extend the tenancy agreement with the landlord for another year.",
    "garden.txt": "Garden party on Sunday: tulips and flowers for everyone.",
    "repair.txt": "Invoice for the car engine repair, payment due in 30 days.",
    "shop_notice.txt": "Lease renewal notice for the shop: the lease ends in March.",
    "passport.txt": "Passport renewal form, bring two photos.",
}


@pytest.fixture
def server():
    with ScriptedLLM([], embed=vector) as s:
        yield s


def embed_calls(server) -> list[dict]:
    return [r for r in server.requests if r["path"].endswith("/embeddings")]


@pytest.fixture
def home(tmp_path, monkeypatch, server):
    monkeypatch.setenv("FILESCOUT_EMBED_URL", server.url)
    monkeypatch.setenv("FILESCOUT_EMBED_MODEL", "topics-v1")
    root = tmp_path / "docs"
    for name, text in DOCS.items():
        write(root / name, text)
    ctx = Context(tmp_path / "fshome")
    r = REGISTRY.call("scan", {"path": str(root)}, ctx)
    yield ctx, root, r
    ctx.close()


def grep(ctx, query: str):
    return REGISTRY.call("search_file_content", {"query": query}, ctx)


def test_passages_are_embedded_after_the_content_pass_once(home, server):
    ctx, root, r = home
    chunks = ctx.conn.execute("SELECT count(*) FROM content_chunks").fetchone()[0]
    assert r.data["semantic"] == {**r.data["semantic"], "embedded": chunks, "left": 0, "error": None}
    assert "Embedded 5 passage(s) for search by meaning (topics-v1)." in r.text
    sent = [t for c in embed_calls(server) for t in c["body"]["input"]]
    assert sorted(t.split("\n", 1)[1] for t in sent) == sorted(DOCS.values())
    assert all(c["body"]["model"] == "topics-v1" for c in embed_calls(server))
    n = len(embed_calls(server))
    again = REGISTRY.call("scan", {"path": str(root)}, ctx)  # nothing changed: nothing sent
    assert again.data["semantic"]["embedded"] == 0 and len(embed_calls(server)) == n
    write(root / "garden.txt", "The landlord wants the rent on time.")  # changed: only it is sent again
    third = REGISTRY.call("scan", {"path": str(root)}, ctx)
    assert third.data["semantic"]["embedded"] == 1
    assert [c["body"]["input"] for c in embed_calls(server)[n:]] == [
        ["garden.txt\nThe landlord wants the rent on time."]
    ]
    status = REGISTRY.call("status", {}, ctx)
    assert status.data["semantic"]["embedded"] == chunks and status.data["semantic"]["backend"] == vectors.backend(
        ctx.conn
    )
    assert f"5 of 5 passages embedded (vector search: {vectors.backend(ctx.conn)})" in status.text


def test_a_new_model_embeds_again(home, server, monkeypatch):
    ctx, root, _ = home
    monkeypatch.setenv("FILESCOUT_EMBED_MODEL", "topics-v2")
    ctx2 = Context(ctx.home)
    r = REGISTRY.call("scan", {"path": str(root)}, ctx2)
    assert r.data["semantic"]["embedded"] == 5
    models = dict(ctx2.conn.execute("SELECT model, count(*) FROM content_vectors GROUP BY model").fetchall())
    assert models == {"topics-v1": 5, "topics-v2": 5}
    (root / "garden.txt").unlink()  # a file that leaves the index leaves no vector behind, of either model
    REGISTRY.call("scan", {"path": str(root)}, ctx2)
    models = dict(ctx2.conn.execute("SELECT model, count(*) FROM content_vectors GROUP BY model").fetchall())
    assert models == {"topics-v1": 4, "topics-v2": 4}
    ctx2.close()


def test_hybrid_ranking_and_kinds(home):
    ctx, _, _ = home
    r = grep(ctx, "lease renewal")
    kinds = {h["name"]: h["kind"] for h in r.data["results"]}
    # the shop notice says the words and means it; the tenancy agreement shares no word but the meaning;
    # the passport form has a word but not the meaning; the garden and the repair have neither
    assert r.data["results"][0]["name"] == "shop_notice.txt"
    assert kinds == {"shop_notice.txt": "both", "tenancy.txt": "meaning", "passport.txt": "words"}
    lines = r.text.splitlines()
    assert any(line.strip().endswith("tenancy.txt  (by meaning)") for line in lines)
    assert any(line.strip().endswith("shop_notice.txt  (by words and meaning)") for line in lines)
    assert any(line.strip().endswith("passport.txt") for line in lines)
    f = REGISTRY.call("find_files", {"query": "lease renewal"}, ctx)
    by_name = {h["name"]: h for h in f.data["results"]}
    assert by_name["tenancy.txt"]["kind"] == "meaning" and "(by meaning)" in by_name["tenancy.txt"]["snippet"]
    assert "tenancy.txt" in f.text and "(by meaning)" in f.text


def test_only_meaning_when_no_word_matches(home):
    ctx, _, _ = home
    r = grep(ctx, "the document about renting from a landlord")
    first = r.data["results"][0]
    assert (first["name"], first["kind"]) == ("tenancy.txt", "both")  # 'landlord' is a word of it, and its topic
    r = grep(ctx, "tenant")  # no passage has the word: the files about leases, by the oracle's table
    about_leases = {n for n, t in DOCS.items() if vector(n + "\n" + t)[0]}
    assert about_leases == {"tenancy.txt", "shop_notice.txt"}
    assert {h["name"]: h["kind"] for h in r.data["results"]} == dict.fromkeys(about_leases, "meaning")


def test_ask_shows_the_kind_of_match(home):
    from filescout.agent.agent import Agent

    ctx, _, _ = home
    turn = Agent(ctx).ask("which document mentions the tenant?")
    assert "tenancy.txt" in turn.answer and "by meaning" in turn.answer


def test_server_failing_at_search_time_falls_back_to_words(home, server):
    ctx, _, _ = home
    server.embed_status = 500
    r = grep(ctx, "lease renewal")
    assert {h["name"] for h in r.data["results"]} == {"shop_notice.txt", "passport.txt"}
    assert {h["kind"] for h in r.data["results"]} == {"words"}
    assert "answered with an error (500); searched by words only." in r.text


def free_port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def test_unreachable_server_is_reported_not_raised(tmp_path, monkeypatch):
    monkeypatch.setenv("FILESCOUT_EMBED_URL", f"http://127.0.0.1:{free_port()}")
    monkeypatch.setenv("FILESCOUT_EMBED_MODEL", "topics-v1")
    write(tmp_path / "d" / "a.txt", "Lease renewal notice.")
    ctx = Context(tmp_path / "fshome")
    r = REGISTRY.call("scan", {"path": str(tmp_path / "d")}, ctx)
    assert r.data["semantic"]["embedded"] == 0 and r.data["semantic"]["left"] == 1
    assert "couldn't reach the embeddings server" in r.data["semantic"]["error"]
    assert "1 left for the next scan" in r.text
    assert [h["name"] for h in grep(ctx, "lease").data["results"]] == ["a.txt"]  # words still work
    ctx.close()


def test_without_a_model_nothing_changes_and_no_request_is_made(tmp_path, monkeypatch, server):
    monkeypatch.setenv("FILESCOUT_LLM_URL", server.url)  # a chat model is configured, an embeddings model isn't
    monkeypatch.setenv("FILESCOUT_LLM_MODEL", "chat")
    monkeypatch.delenv("FILESCOUT_EMBED_MODEL", raising=False)
    monkeypatch.delenv("FILESCOUT_EMBED_URL", raising=False)
    for name, text in DOCS.items():
        write(tmp_path / "d" / name, text)
    ctx = Context(tmp_path / "fshome")
    assert embed.client_from(ctx.settings) is None
    r = REGISTRY.call("scan", {"path": str(tmp_path / "d")}, ctx)
    assert "semantic" not in r.data
    hits = grep(ctx, "lease renewal").data["results"]
    assert {h["name"] for h in hits} == {"shop_notice.txt", "passport.txt"} and {h["kind"] for h in hits} == {"words"}
    assert REGISTRY.call("status", {}, ctx).data["semantic"] is None
    assert ctx.conn.execute("SELECT count(*) FROM content_vectors").fetchone()[0] == 0
    assert server.requests == []
    ctx.close()


def test_batches_and_time_budget(home, server, tmp_path):
    ctx, _, _ = home
    ctx.conn.execute("DELETE FROM content_vectors")
    client = embed.client_from(ctx.settings)
    assert embed.embed_pending(ctx.index, client, max_seconds=0)["left"] == 5  # no time: nothing, all left
    n = len(embed_calls(server))
    seen: list[dict] = []
    out = embed.embed_pending(ctx.index, client, seen.append, batch=2)
    assert out["embedded"] == 5 and len(embed_calls(server)) - n == 3  # 2 + 2 + 1
    assert [p["done"] for p in seen] == [2, 4, 5]


def test_endpoint_spellings():
    for url in ("http://h:1", "http://h:1/", "http://h:1/v1", "http://h:1/v1/embeddings"):
        assert embed.EmbedClient(url, "m").endpoint == "http://h:1/v1/embeddings"


def test_vectors_are_unit_length_float32(home):
    ctx, _, _ = home
    from array import array

    for dim, blob in ctx.conn.execute("SELECT dim, vec FROM content_vectors"):
        v = array("f")
        v.frombytes(blob)
        assert len(v) == dim == 5 and abs(sum(x * x for x in v) - 1) < 1e-5


def test_meaning_stays_inside_the_folder_searched(home, tmp_path):
    ctx, root, _ = home
    write(root / "inner" / "lease_talk.txt", "A tenancy with a new landlord.")
    REGISTRY.call("scan", {"path": str(root)}, ctx)
    r = REGISTRY.call("search_file_content", {"query": "tenant", "path": str(root / "inner")}, ctx)
    assert [(h["name"], h["kind"]) for h in r.data["results"]] == [("lease_talk.txt", "meaning")]


def test_the_command_line_shows_it(tmp_path, monkeypatch, server):
    from click.testing import CliRunner

    from filescout.cli import cli

    monkeypatch.setenv("FILESCOUT_EMBED_URL", server.url)
    monkeypatch.setenv("FILESCOUT_EMBED_MODEL", "topics-v1")
    for name, text in DOCS.items():
        write(tmp_path / "d" / name, text)
    runner = CliRunner()
    scan = runner.invoke(cli, ["scan", str(tmp_path / "d")])
    assert scan.exit_code == 0 and "Embedded 5 passage(s) for search by meaning" in scan.output
    out = runner.invoke(cli, ["grep", "tenant"]).output
    assert "tenancy.txt  (by meaning)" in out and "shop_notice.txt  (by meaning)" in out
    status = runner.invoke(cli, ["status"]).output
    assert "Semantic search: topics-v1" in status and "5 of 5 passages embedded" in status
