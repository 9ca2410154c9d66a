// Scratchpad (list_tables, describe_table, query_data) and Chat (POST /api/chat: the agent of `filescout ask`).
"use strict";
(() => {
  const { h, num, link, table, tool, notice } = FS;
  const PAGE = 50;
  const quote = (name) => '"' + String(name).replace(/"/g, '""') + '"';

  function grid(res, sort) {
    const cols = res.columns.map((c) => ({ label: c, key: c, sortKey: sort ? c : null,
      render: (r) => (r[c] === null ? h("span", { class: "muted" }, "NULL") : String(r[c])),
      num: res.rows.length > 0 && typeof res.rows[0][c] === "number" }));
    return table(cols, res.rows, { name: "grid", sort });
  }

  function download(name, text, type) {
    const a = h("a", { href: URL.createObjectURL(new Blob([text], { type })), download: name });
    document.body.append(a);
    a.click();
    a.remove();
  }
  const csvCell = (v) => (v === null || v === undefined ? "" : /[",\n\r]/.test(String(v)) ? '"' + String(v).replace(/"/g, '""') + '"' : String(v));

  async function exportRows(query, base, kind) {
    const res = await tool("query_data", { query, limit: 10000 });
    if (kind === "json") download(base + ".json", JSON.stringify(res.rows, null, 2), "application/json");
    else download(base + ".csv", [res.columns.map(csvCell).join(","), ...res.rows.map((r) => res.columns.map((c) => csvCell(r[c])).join(","))].join("\n") + "\n", "text/csv");
  }

  FS.page("scratch", async (root, params) => {
    root.append(h("h1", {}, "Scratchpad"));
    const list = await tool("list_tables");
    if (!list.tables.length) root.append(notice("The scratchpad is empty. Ask the agent to import tables from documents, or use import_table."));
    else root.append(table([
      { label: "Table", render: (t) => link("scratch", { table: t.table }, t.table) },
      { label: "Rows", key: "rows", num: true },
      { label: "Columns", render: (t) => t.columns.map((c) => `${c.name} (${c.type})`).join(", ") },
    ], list.tables, { name: "tables" }));

    const sql = h("textarea", { id: "sql", "aria-label": "SELECT query", spellcheck: "false" },
      params.q || (params.table ? `SELECT * FROM ${quote(params.table)}` : ""));
    const form = h("form", { class: "bar", onsubmit: (e) => { e.preventDefault(); FS.go("scratch", { q: sql.value }); } },
      h("label", { style: "flex:1" }, "SELECT query", sql), h("button", { class: "primary", type: "submit", id: "run-sql" }, "Run"));
    sql.addEventListener("keydown", (e) => { if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) form.requestSubmit(); });
    root.append(h("h2", {}, "Query"), form);

    if (params.q) {
      const res = await FS.call("query_data", { query: params.q, limit: 500 });
      root.append(h("p", { id: "query-count" }, `${num(res.result.count)} rows${res.result.more ? ` (${num(res.result.more)} more not shown)` : ""}`),
        grid(res.result), exportButtons(params.q, "query"));
      return;
    }
    if (!params.table) return;
    const t = list.tables.find((x) => x.table === params.table);
    if (!t) { root.append(notice(`There is no table called ${params.table}.`, "error")); return; }
    const desc = await tool("describe_table", { table: t.table, sample: 3 });
    root.append(h("h2", {}, `${t.table}: schema`), table([
      { label: "Column", key: "name" }, { label: "Type", key: "type" }, { label: "Values", key: "values", num: true },
    ], desc.columns, { name: "schema" }));
    const numeric = desc.columns.filter((c) => /int|real|num|dec|float|double/i.test(c.type));
    if (numeric.length) {
      const q = "SELECT " + numeric.map((c) => `COUNT(${quote(c.name)}) AS ${quote("count " + c.name)}, SUM(${quote(c.name)}) AS ` +
        `${quote("sum " + c.name)}, AVG(${quote(c.name)}) AS ${quote("avg " + c.name)}`).join(", ") + ` FROM ${quote(t.table)}`;
      const stats = await tool("query_data", { query: q });
      root.append(h("h2", {}, "Quick stats"), h("div", { class: "cards", id: "quick-stats" }, stats.columns.map((c) =>
        h("div", { class: "card", "data-stat": c }, h("div", { class: "v" }, num(Math.round(stats.rows[0][c] * 100) / 100)), h("div", { class: "k" }, c)))));
    }
    const offset = Math.max(0, parseInt(params.offset || "0", 10) || 0);
    const order = params.sort ? ` ORDER BY ${quote(params.sort)}${params.dir === "desc" ? " DESC" : ""}` : "";
    const rows = await tool("query_data", { query: `SELECT * FROM ${quote(t.table)}${order} LIMIT ${PAGE} OFFSET ${offset}`, limit: PAGE });
    const nav = (o) => FS.go("scratch", { table: t.table, sort: params.sort, dir: params.dir, offset: o });
    const sort = { key: params.sort, onSort: (k) => FS.go("scratch", { table: t.table, sort: k,
      dir: params.sort === k && params.dir !== "desc" ? "desc" : "asc" }) };
    root.append(h("h2", {}, `${t.table}: rows`), h("div", { class: "pager" },
      h("button", { type: "button", disabled: offset === 0, onclick: () => nav(Math.max(0, offset - PAGE)) }, "← Previous"),
      h("span", { id: "page-info" }, `rows ${num(Math.min(t.rows, offset + 1))}–${num(Math.min(t.rows, offset + PAGE))} of ${num(t.rows)}`),
      h("button", { type: "button", disabled: offset + PAGE >= t.rows, onclick: () => nav(offset + PAGE) }, "Next →")),
    grid(rows, sort), exportButtons(`SELECT * FROM ${quote(t.table)}${order}`, t.table));
  });

  function exportButtons(query, base) {
    return h("div", { class: "pager" }, "Download: ",
      h("button", { type: "button", onclick: () => exportRows(query, base, "csv") }, "CSV"),
      h("button", { type: "button", onclick: () => exportRows(query, base, "json") }, "JSON"));
  }

  // ---- Chat
  const CONV_KEY = "filescout.chat";
  const log = [];  // the conversation shown, kept while the tab lives
  function conversation() {
    let id = sessionStorage.getItem(CONV_KEY);
    if (!id) { id = Math.random().toString(36).slice(2, 12); sessionStorage.setItem(CONV_KEY, id); }
    return id;
  }
  function resultTable(result) {
    if (!result || typeof result !== "object") return null;
    const key = Object.keys(result).find((k) => Array.isArray(result[k]) && result[k].length && typeof result[k][0] === "object");
    if (!key) return null;
    const rows = result[key].slice(0, 20);
    const cols = Object.keys(rows[0]).filter((c) => rows.every((r) => r[c] === null || typeof r[c] !== "object")).slice(0, 6);
    return table(cols.map((c) => ({ label: c, key: c, num: typeof rows[0][c] === "number" })), rows, { name: "chat-result" });
  }
  function bubble(turn, send) {
    const steps = (turn.steps || []).map((s) => h("li", {}, h("code", {}, s.tool), " ", h("code", { class: "path" }, JSON.stringify(s.arguments))));
    const box = h("div", { class: "msg", "data-tool": turn.tool || "" }, h("div", { class: "answer" }, turn.answer),
      steps.length ? h("details", {}, h("summary", {}, `${steps.length} tool call${steps.length === 1 ? "" : "s"}`), h("ol", { class: "steps" }, steps)) : null,
      resultTable(turn.result));
    if (turn.pending) {
      const yes = h("button", { type: "button", class: "primary", "data-confirm": "yes" }, "Confirm");
      const no = h("button", { type: "button", "data-confirm": "no" }, "Cancel");
      const done = (answer) => { yes.disabled = no.disabled = true; send(answer); };
      yes.onclick = () => done("yes");
      no.onclick = () => done("no");
      box.append(h("div", { class: "pager" }, yes, no));
    }
    return box;
  }

  FS.page("chat", async (root) => {
    const thread = h("div", { class: "chat", id: "thread", "aria-live": "polite" });
    const input = h("input", { id: "chat-q", class: "wide", placeholder: "Ask about your files: biggest folders, find invoices…", "aria-label": "Question" });
    const sendBtn = h("button", { class: "primary", type: "submit" }, "Ask");
    async function send(q) {
      log.push({ me: q });
      thread.append(h("div", { class: "msg me" }, q));
      sendBtn.disabled = true;
      try {
        const turn = await FS.post("/api/chat", { question: q, conversation: conversation() });
        log.push({ turn });
        thread.append(bubble(turn, send));
      } catch (err) {
        if (err.code === "token_required" && (await FS.askToken())) return send(q);
        thread.append(notice(err.message, "error"));
      } finally {
        sendBtn.disabled = false;
        document.body.dataset.chat = String(log.length);
      }
    }
    const form = h("form", { class: "bar", onsubmit: (e) => {
      e.preventDefault();
      if (input.value.trim()) { send(input.value.trim()); input.value = ""; }
    } }, input, sendBtn);
    root.append(h("h1", {}, "Chat"), h("p", { class: "muted" }, "The same agent as `filescout ask`: each answer lists its tool calls; a change is planned and waits for Confirm."), thread, form);
    for (const item of log) thread.append(item.me ? h("div", { class: "msg me" }, item.me) : bubble(item.turn, send));
    input.focus();
  });
})();
