"""The HTTP JSON API (adapters/http.py) against a real uvicorn server on 127.0.0.1 (a free port), with an HTTP
client: tools by GET and POST, one error shape, the per-run token for tools that change things, the Host check,
and schemathesis generating requests from the generated OpenAPI document: no 500s, every answer in one of the two
documented shapes."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time

import httpx2 as httpx  # the HTTP client the MCP SDK brings (httpx's successor)
import pytest
import schemathesis
import uvicorn
from hypothesis import HealthCheck, settings

from conftest import examples
from filescout.adapters.http import bind, create_app, openapi
from filescout.tools import Context
from filescout.tools.invoke import invoke

TOKEN = "test-token-0123456789"
SECRET = "TOP-SECRET-outside-content"


class Server:
    def __init__(self, ctx: Context, **kw) -> None:
        sock = bind(0)
        self.url = f"http://127.0.0.1:{sock.getsockname()[1]}"
        self.server = uvicorn.Server(uvicorn.Config(create_app(ctx, token=TOKEN, **kw), log_level="error"))
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [sock]}, daemon=True)
        self.thread.start()
        while not self.server.started:
            time.sleep(0.01)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(10)


def make_tree(tmp_path):
    allowed, outside = tmp_path / "allowed", tmp_path / "allowed_evil"
    (allowed / "docs").mkdir(parents=True)
    outside.mkdir()
    (allowed / "docs" / "invoice_ahmed.txt").write_text("invoice from ahmed\n")
    (allowed / "a.txt").write_text("aaa\n")
    (allowed / "dest").mkdir()
    (outside / "secret.txt").write_text(SECRET)
    (allowed / "link").symlink_to(outside / "secret.txt")
    ctx = Context(tmp_path / "fshome")
    assert invoke("scan", {"path": str(allowed)}, ctx).ok
    ctx.close()
    return allowed


@pytest.fixture
def tree(tmp_path):
    return make_tree(tmp_path)


def serving(tree, fshome):
    ctx = Context(fshome, roots=[str(tree)])
    server = Server(ctx)
    with httpx.Client(base_url=server.url, timeout=30) as client:
        yield client
    server.stop()
    ctx.close()


@pytest.fixture
def api(tree, fshome):
    yield from serving(tree, fshome)


@pytest.fixture(scope="module")
def shared(tmp_path_factory):
    """One server for every generated request (its tree is only ever planned on: writes need a confirm_token)."""
    tmp = tmp_path_factory.mktemp("shared")
    tree = make_tree(tmp)
    for client in serving(tree, tmp / "fshome"):
        yield client, tree


def _is_error_shape(body: dict, status: int) -> bool:
    return body["ok"] is False and isinstance(body["error"], str) and body["status"] == status and body["code"]


def test_read_tools_by_get_and_post(api, tree):
    got = api.get("/api/tools/find_files", params={"query": "invoice"})
    assert got.status_code == 200 and got.json()["outcome"] == "ok"
    assert got.json()["result"]["results"][0]["name"] == "invoice_ahmed.txt"
    posted = api.post("/api/tools/read_file", json={"path": str(tree / "a.txt")})
    assert posted.status_code == 200 and "aaa" in posted.json()["text"]
    listed = api.get("/api/tools/list_files", params={"include_hidden": "true", "limit": "5"})
    assert listed.status_code == 200, listed.text
    names = {t["name"] for t in api.get("/api/tools").json()["tools"]}
    assert {"find_files", "move_file"} <= names
    doc = api.get("/api/openapi.json").json()
    assert "/api/tools/move_file" in doc["paths"] and "get" not in doc["paths"]["/api/tools/move_file"]


def test_one_error_shape(api, tree):
    for res, status in [
        (api.get("/api/tools/nope"), 404),
        (api.post("/api/tools/read_file", json={}), 400),
        (api.post("/api/tools/read_file", content=b"{not json"), 400),
        (api.post("/api/tools/read_file", json=[1, 2]), 400),
        (api.get("/api/tools/read_file", params={"path": str(tree.parent / "allowed_evil" / "secret.txt")}), 403),
        (api.get("/api/tools/read_file", params={"path": str(tree / "link")}), 403),
        (api.get("/api/tools/read_file", params={"path": str(tree / "missing.txt")}), 404),
        (api.get("/api/elsewhere"), 404),
        (api.delete("/api/tools/read_file"), 405),
    ]:
        assert res.status_code == status, (res.request.url, res.text)
        assert _is_error_shape(res.json(), status), res.text
        assert SECRET not in res.text


def test_a_write_needs_the_token_and_is_shown_first(api, tree):
    args = {"path": str(tree / "a.txt"), "destination": str(tree / "dest") + "/"}
    refused = api.post("/api/tools/move_file", json=args)
    assert refused.status_code == 401 and _is_error_shape(refused.json(), 401) and (tree / "a.txt").exists()
    wrong = api.post("/api/tools/move_file", json=args, headers={"Authorization": "Bearer nope"})
    assert wrong.status_code == 401 and (tree / "a.txt").exists()
    assert api.get("/api/tools/move_file", params=args).status_code == 405
    assert api.post("/api/tools/scan", json={"path": str(tree)}).status_code == 401  # not idempotent: token too
    auth = {"Authorization": f"Bearer {TOKEN}"}
    plan = api.post("/api/tools/move_file", json=args, headers=auth).json()
    assert plan["outcome"] == "confirmation_required" and (tree / "a.txt").exists()
    done = api.post("/api/tools/move_file", json={**args, "confirm_token": plan["token"]}, headers=auth)
    assert done.json()["outcome"] == "ok" and (tree / "dest" / "a.txt").exists()


def test_a_foreign_host_or_origin_is_refused(api):
    for headers in ({"Host": "evil.example"}, {"Host": "127.0.0.1.evil.example:80"},
                    {"Origin": "http://evil.example"}, {"Origin": "null"}):  # fmt: skip
        res = api.get("/api/tools/find_files", params={"query": "invoice"}, headers=headers)
        assert res.status_code == 421 and _is_error_shape(res.json(), 421), headers
        assert "invoice_ahmed" not in res.text
    assert api.get("/api/tools/status", headers={"Host": "localhost"}).status_code == 200


def test_filescout_serve_prints_its_token_and_keeps_it_0600(tree, fshome):
    env = {**os.environ, "FILESCOUT_HOME": str(fshome)}
    cmd = [sys.executable, "-m", "filescout.cli", "serve", "--root", str(tree), "--port", "0"]
    proc = subprocess.Popen(cmd, env=env, stderr=subprocess.PIPE, text=True)
    try:
        first, second = proc.stderr.readline(), proc.stderr.readline()
        url = first.split(" on ", 1)[1].split("/api", 1)[0]
        token = second.split(": ", 1)[1].split(" ", 1)[0]
        saved = fshome / "http_token"
        assert saved.read_text().strip() == token and (saved.stat().st_mode & 0o777) == 0o600
        args = {"path": str(tree / "a.txt"), "destination": str(tree / "dest") + "/"}
        with httpx.Client(base_url=url, timeout=30) as c:
            assert c.post("/api/tools/move_file", json=args).status_code == 401
            ok = c.post("/api/tools/move_file", json=args, headers={"Authorization": f"Bearer {token}"})
            assert ok.json()["outcome"] == "confirmation_required"
    finally:
        proc.terminate()
        proc.wait(10)


API = schemathesis.openapi.from_dict(openapi())


@pytest.mark.slow  # ~25 s: 40 operations; CI runs it (FILESCOUT_ALL_TESTS=1 locally)
@API.parametrize()
@settings(
    max_examples=examples(60),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.filter_too_much],
)
def test_generated_requests_never_get_a_500(case, shared):
    api, tree = shared
    res = case.call(base_url=str(api.base_url).rstrip("/"), headers={"Authorization": f"Bearer {TOKEN}"})
    assert res.status_code < 500, (case.path, case.method, case.body, case.query, res.text)
    body = res.json()
    assert body["ok"] is True or _is_error_shape(body, res.status_code), res.text
    assert SECRET not in res.text
    assert (tree.parent / "allowed_evil" / "secret.txt").read_text() == SECRET
    assert (tree / "a.txt").read_text() == "aaa\n"
