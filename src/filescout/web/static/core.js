// filescout dashboard: the API client, the router, and small DOM helpers. Pages compute nothing: every number
// they show is a tool's result from /api/tools/NAME; a change is a POST with the server's token, shown first.
"use strict";
const FS = (() => {
  const TOKEN_KEY = "filescout.token";
  const pages = {};
  let calls = [];
  let seq = 0;

  // ---- the token: from the address's fragment (#token=…), kept in this tab's sessionStorage
  function takeToken() {
    const m = location.hash.match(/[#&?]token=([^&]+)/);
    if (m) {
      sessionStorage.setItem(TOKEN_KEY, decodeURIComponent(m[1]));
      history.replaceState(null, "", location.pathname + "#/overview");
    }
  }
  const token = () => sessionStorage.getItem(TOKEN_KEY) || "";

  // ---- DOM helpers (text is always set as text, never as HTML)
  function h(tag, attrs, ...kids) {
    const node = tag === "svg" || attrs?.svg ? document.createElementNS("http://www.w3.org/2000/svg", tag)
      : document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === null || v === undefined || v === false || k === "svg") continue;
      if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else if (k === "text") node.textContent = v;
      else node.setAttribute(k, v === true ? "" : v);
    }
    for (const kid of kids.flat(Infinity)) {
      if (kid === null || kid === undefined || kid === false) continue;
      node.append(kid instanceof Node ? kid : String(kid));
    }
    return node;
  }
  function s(tag, attrs, ...kids) { return h(tag, { ...(attrs || {}), svg: true }, ...kids); }
  const num = (n) => (n === null || n === undefined ? "" : Number(n).toLocaleString("en-US"));
  function marked(text) {  // "**word**" from the tools' snippets -> <mark>word</mark>
    return String(text || "").split("**").map((part, i) => (i % 2 ? h("mark", {}, part) : part));
  }
  function link(page, params, label, attrs) {
    return h("a", { href: href(page, params), ...(attrs || {}) }, label);
  }
  function href(page, params) {
    const q = new URLSearchParams(Object.entries(params || {}).filter(([, v]) => v !== undefined && v !== null && v !== ""));
    return "#/" + page + (q.toString() ? "?" + q : "");
  }
  function notice(text, kind) { return h("div", { class: "notice " + (kind || ""), role: kind === "error" ? "alert" : "status" }, text); }

  // a table: columns [{key, label, num, render}], rows: objects; sort: {key, dir, onSort(key)} sorts by asking again
  function table(columns, rows, opts) {
    opts = opts || {};
    const head = h("tr", {}, columns.map((c) => {
      const label = opts.sort && c.sortKey ? h("button", { type: "button", onclick: () => opts.sort.onSort(c.sortKey),
        "aria-label": "Sort by " + c.label }, c.label + (opts.sort.key === c.sortKey ? " ▾" : "")) : c.label;
      return h("th", { class: c.num ? "num" : null, scope: "col" }, label);
    }));
    const body = rows.map((r, i) => h("tr", {}, columns.map((c) =>
      h("td", { class: c.num ? "num" : c.path ? "path" : null }, c.render ? c.render(r, i) : c.num ? num(r[c.key]) : r[c.key]))));
    return h("div", { class: "scroll" }, h("table", { "data-table": opts.name || null }, h("thead", {}, head), h("tbody", {}, body)));
  }

  // ---- the API
  class ApiError extends Error {
    constructor(message, code, body) { super(message); this.code = code; this.body = body; }
  }
  function record(method, url, body) {
    calls.push({ method, url, body });
    const ol = document.getElementById("twin-calls");
    if (ol) ol.append(twinItem(calls[calls.length - 1]));
  }
  function twinItem(c) {
    const li = h("li", {}, c.method + " ");
    if (c.method === "GET") li.append(h("a", { href: c.url, target: "_blank" }, c.url));
    else li.append(c.url, c.body ? " " + JSON.stringify(c.body) : "");
    return li;
  }
  async function parse(res) {
    let body;
    try { body = await res.json(); } catch { throw new ApiError(`The server answered ${res.status} without JSON.`, "internal_error"); }
    if (!body.ok) throw new ApiError(body.error || "The request failed.", body.code, body);
    return body;
  }
  // a read-only tool by GET; the whole answer ({ok, outcome, result, text, ...})
  async function call(name, args) {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(args || {})) {
      if (v === undefined || v === null || v === "") continue;
      if (Array.isArray(v)) v.forEach((x) => q.append(k, x)); else q.append(k, v);
    }
    const url = "/api/tools/" + name + (q.toString() ? "?" + q : "");
    record("GET", url);
    return parse(await fetch(url, { headers: { Accept: "application/json" } }));
  }
  const tool = async (name, args) => (await call(name, args)).result;
  async function post(url, body) {
    record("POST", url, body && body.confirm_token ? { ...body, confirm_token: "…" } : body);
    const headers = { "Content-Type": "application/json" };
    if (token()) headers.Authorization = "Bearer " + token();
    return parse(await fetch(url, { method: "POST", headers, body: JSON.stringify(body || {}) }));
  }
  // a tool that changes something: the plan is shown, and carried out only once the person confirms
  async function change(name, args, title) {
    if (!token() && !(await askToken())) return null;
    const first = await post("/api/tools/" + name, args);
    if (first.outcome !== "confirmation_required") return first;
    const plan = first.result.plan;
    const body = h("div", {}, h("p", { id: "plan-prompt" }, first.prompt || first.result.prompt || first.text),
      plan && plan.steps ? h("ul", { class: "path" }, plan.steps.slice(0, 50).map((st) =>
        h("li", {}, `${st.action} ${st.source}${st.destination ? " → " + st.destination : ""}`))) : null,
      plan && plan.steps && plan.steps.length > 50 ? h("p", {}, `… and ${plan.steps.length - 50} more`) : null);
    if (!(await confirm(title || "Confirm", body, "Confirm"))) return { outcome: "cancelled" };
    return post("/api/tools/" + name, { ...args, confirm_token: first.token });
  }

  // ---- dialogs
  function confirm(title, body, okLabel) {
    const dlg = document.getElementById("dlg");
    document.getElementById("dlg-title").textContent = title;
    document.getElementById("dlg-body").replaceChildren(body);
    document.getElementById("dlg-ok").textContent = okLabel || "Confirm";
    dlg.returnValue = "";
    dlg.showModal();
    document.getElementById("dlg-cancel").focus();
    return new Promise((resolve) => dlg.addEventListener("close", () => resolve(dlg.returnValue === "ok"), { once: true }));
  }
  async function askToken() {
    const input = h("input", { id: "token-input", class: "wide", autocomplete: "off", "aria-label": "Token" });
    const body = h("div", {}, h("p", {}, "Changes need this server's token: it was printed when `filescout serve` " +
      "started, and is in the file http_token in filescout's home folder."), input);
    const ok = await confirm("Token needed", body, "Use this token");
    if (ok && input.value.trim()) { sessionStorage.setItem(TOKEN_KEY, input.value.trim()); showToken(); return true; }
    return false;
  }
  function showToken() {
    const b = document.getElementById("token-state");
    b.textContent = token() ? "Changes allowed (token set)" : "Read-only: set token";
    b.onclick = () => askToken();
  }

  // ---- the router: #/page?param=value
  function route() {
    const m = location.hash.match(/^#\/([a-z]+)(?:\?(.*))?$/);
    const name = m && pages[m[1]] ? m[1] : "overview";
    const params = Object.fromEntries(new URLSearchParams(m && m[2] ? m[2] : ""));
    return { name, params };
  }
  async function render() {
    const { name, params } = route();
    const mine = ++seq;
    calls = [];
    document.getElementById("twin-calls").replaceChildren();
    for (const a of document.querySelectorAll("nav a")) a.toggleAttribute("aria-current", a.dataset.page === name);
    for (const a of document.querySelectorAll("nav a[aria-current]")) a.setAttribute("aria-current", "page");
    const view = document.getElementById("view");
    const root = h("div", { "data-page": name });
    const loading = h("p", { class: "muted", id: "loading", role: "status" }, "Loading…");
    view.replaceChildren(loading, root);
    document.body.dataset.ready = document.body.dataset.hash = "";
    try {
      await pages[name](root, params);
    } catch (err) {
      root.append(notice(err.message || String(err), "error"));
      if (!(err instanceof ApiError)) console.error(err);
    }
    loading.remove();
    if (mine === seq) Object.assign(document.body.dataset, { ready: name, hash: location.hash });  // tests wait for this
  }
  function page(name, fn) { pages[name] = fn; }
  function go(name, params) { location.hash = href(name, params).slice(1); }
  function start() {
    takeToken();
    showToken();
    window.addEventListener("hashchange", render);
    render();
  }
  return { h, s, num, marked, link, href, notice, table, call, tool, post, change, confirm, askToken, token, page, go,
           start, render, ApiError };
})();
