// Overview (status) and Disk usage (folder_stats, disk_usage, list_files): where the space goes.
"use strict";
(() => {
  const { h, num, link, table, tool, notice } = FS;

  function ago(stamp) {  // the tool's local "YYYY-MM-DD HH:MM:SS" -> "5 minutes ago"
    if (!stamp) return "never scanned";
    const secs = (Date.now() - new Date(stamp.replace(" ", "T")).getTime()) / 1000;
    if (!isFinite(secs)) return stamp;
    const [n, unit] = secs < 90 ? [Math.max(0, Math.round(secs)), "second"] : secs < 5400 ? [Math.round(secs / 60), "minute"]
      : secs < 129600 ? [Math.round(secs / 3600), "hour"] : [Math.round(secs / 86400), "day"];
    return `${n} ${unit}${n === 1 ? "" : "s"} ago`;
  }
  const card = (k, v, id) => h("div", { class: "card", "data-stat": id }, h("div", { class: "v" }, v), h("div", { class: "k" }, k));

  FS.page("overview", async (root) => {
    const panel = h("div", { id: "scan-progress", role: "status", "aria-live": "polite" });
    const st = await FS.call("status");
    const s = st.result;
    const c = s.content || {};
    root.append(h("h1", {}, "Overview"),
      h("div", { class: "cards" },
        card("files indexed", num(s.files), "files"), card("folders", num(s.folders), "folders"),
        card("total size", s.size_human, "bytes"), card("roots", num(s.roots.length), "roots"),
        card("documents read", num(c.files || 0), "content-files"), card("index size", s.index_human, "index")),
      h("h2", {}, "Scanned folders"),
      s.roots.length ? table([
        { label: "Folder", render: (r) => link("disk", { path: r.path }, r.path, { class: "path" }) },
        { label: "Files", key: "files", num: true },
        { label: "Size", render: (r) => h("span", { title: num(r.bytes) + " bytes" }, r.size_human), num: true },
        { label: "Last scan", render: (r) => h("span", { title: r.last_scan || "" }, ago(r.last_scan)) },
        { label: "Status", render: (r) => (r.exists === false ? "missing" : r.last_scan_status || "never") +
            (r.errors ? `, ${num(r.errors)} unreadable` : "") },
        { label: "", render: (r) => h("button", { type: "button", "data-scan": r.path, onclick: () => startScan(r.path, panel, root) }, "Scan now") },
      ], s.roots, { name: "roots" }) : notice("Nothing is indexed yet: scan a folder below (or run `filescout scan FOLDER`)."),
      scanForm(panel, root), panel,
      h("h2", {}, "Content index"),
      h("div", { class: "cards" },
        card("documents read", num(c.files || 0), "c-files"), card("passages", num(c.chunks || 0), "c-chunks"),
        card("characters", num(c.chars || 0), "c-chars"), card("pictures and scans OCR'd", num(c.ocr || 0), "c-ocr"),
        card("unreadable", num(c.errors || 0), "c-errors")),
      h("h2", {}, "filescout status"),
      h("pre", { id: "status-text" }, st.text));
    follow(panel, root);  // a scan started here or in another tab: its progress, or how the last one ended
  });

  // ---- "Scan now": POST /api/scan starts a scan in the background; GET /api/scan is polled for its progress
  const PHASES = { starting: "Starting", walk: "Walking folders", names: "Finishing: totals and name index",
    content: "Reading documents", pictures: "Looking for text in pictures (OCR)", embed: "Embedding passages",
    finished: "Finished" };
  const POLL_MS = 500;
  async function scanState() {
    const res = await fetch("/api/scan", { headers: { Accept: "application/json" } });
    return res.json();
  }
  function showScan(panel, st) {
    Object.assign(panel.dataset, { state: st.state, phase: st.phase || "", done: String(st.done ?? ""),
      total: String(st.total ?? ""), updates: String(st.updates ?? 0) });
    const kids = [];
    if (st.state === "running") {
      const count = st.total ? `${num(st.done)} of ${num(st.total)}` : st.done !== undefined ? `${num(st.done)} files` : "";
      kids.push(h("p", {}, h("strong", {}, `Scanning ${st.path}: `), PHASES[st.phase] || st.phase,
        count ? h("span", { class: "count" }, " — " + count) : null,
        st.folders ? ` in ${num(st.folders)} folders` : "",
        st.rate ? ` (${num(Math.round(st.rate))}/s)` : "",
        h("span", { class: "muted" }, ` · ${Math.round(st.elapsed || 0)} s`)));
      if (st.total) kids.push(h("progress", { max: String(st.total), value: String(st.done || 0) }));
      if (st.current) kids.push(h("div", { class: "path muted" }, st.current));
    } else if (st.state === "done") {
      const r = st.result || {};
      Object.assign(panel.dataset, { files: String(r.files), bytes: String(r.bytes) });
      kids.push(notice(`Last scan from this page (${st.path}, ${st.seconds} s):`, "ok"), h("pre", { id: "scan-text" }, st.text));
    } else if (st.state === "failed") {
      kids.push(notice(`The scan of ${st.path} failed: ${st.error}`, "error"));
    }
    panel.replaceChildren(...kids);
  }
  async function follow(panel, root) {  // poll until the scan ends or the page is left; then show the new numbers
    let st;
    try { st = await scanState(); } catch { return; }
    showScan(panel, st);
    if (st.state !== "running") return;
    while (root.isConnected) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      if (!root.isConnected) return;
      try { st = await scanState(); } catch { continue; }
      showScan(panel, st);
      if (st.state !== "running") { FS.render(); return; }
    }
  }
  async function startScan(path, panel, root) {
    panel.querySelectorAll(".notice.error").forEach((n) => n.remove());
    if (!FS.token() && !(await FS.askToken())) return;
    try {
      await FS.post("/api/scan", { path });
    } catch (err) {
      panel.replaceChildren(notice(err.message, "error"));
      panel.dataset.state = "refused";
      return;
    }
    follow(panel, root);
  }
  function scanForm(panel, root) {
    const input = h("input", { id: "scan-path", class: "wide", name: "path", placeholder: "a folder, e.g. ~/Documents",
      "aria-label": "Folder to scan" });
    return h("form", { class: "bar", onsubmit: (e) => {
      e.preventDefault();
      if (input.value.trim()) startScan(input.value.trim(), panel, root);
    } }, h("label", {}, "Scan a folder", input), h("button", { class: "primary", type: "submit", id: "scan-start" }, "Scan"));
  }

  // ---- Disk usage
  function crumbs(roots, path) {
    const nav = h("nav", { class: "crumbs", "aria-label": "Breadcrumbs" }, link("disk", {}, "All folders"));
    const base = roots.filter((r) => path === r.path || path.startsWith(r.path.replace(/\/$/, "") + "/"))
      .sort((a, b) => b.path.length - a.path.length)[0];
    if (!base) return nav;
    const rest = path.slice(base.path.length).split("/").filter(Boolean);
    let cur = base.path;
    nav.append(" › ", link("disk", { path: cur }, cur));
    for (const part of rest) {
      cur = cur.replace(/\/$/, "") + "/" + part;
      nav.append(" › ", link("disk", { path: cur }, part));
    }
    nav.lastChild.setAttribute("aria-current", "page");
    return nav;
  }

  FS.page("disk", async (root, params) => {
    const status = await tool("status");
    let path = params.path || "";
    if (!path && status.roots.length === 1) path = status.roots[0].path;
    root.append(h("h1", {}, "Disk usage"));
    if (!status.roots.length) { root.append(notice("Nothing is indexed yet.")); return; }
    let items, total, totalHuman, totalFiles;
    if (!path) {  // every scanned folder, one rectangle each
      items = status.roots.map((r) => ({ name: r.path, path: r.path, bytes: r.bytes, size_human: r.size_human, files: r.files, drill: true }));
      total = status.bytes; totalHuman = status.size_human; totalFiles = status.files;
    } else {
      const fs = await tool("folder_stats", { path, depth: 1, limit: 1000 });
      items = fs.folders.map((f) => f.name === "(root)"
        ? { name: "files in this folder", path: f.path, bytes: f.bytes, size_human: f.size_human, files: f.files, drill: false }
        : { name: f.name.replace(/\/$/, ""), path: f.path, bytes: f.bytes, size_human: f.size_human, files: f.files, drill: true });
      total = fs.total_bytes; totalHuman = fs.total_human; totalFiles = fs.total_files;
    }
    root.append(crumbs(status.roots, path),
      h("p", { id: "disk-total", "data-bytes": String(total), "data-files": String(totalFiles) },
        h("strong", {}, totalHuman), ` in ${num(totalFiles)} files (${num(total)} bytes)`));
    const map = Treemap.draw(items, (it) => FS.go("disk", { path: it.path }));
    root.append(map, h("p", { class: "muted" }, "Click or press Enter on a folder to open it; the breadcrumbs go back."));

    const grid = h("div", { class: "grid2" });
    root.append(grid);
    const left = h("div", {}), right = h("div", {});
    grid.append(left, right);
    left.append(h("h2", {}, "Largest folders"), table([
      { label: "Folder", render: (r) => r.drill ? link("disk", { path: r.path }, r.name, { class: "path" }) : h("span", { class: "muted" }, r.name) },
      { label: "Files", key: "files", num: true },
      { label: "Size", num: true, render: (r) => h("span", { title: num(r.bytes) + " bytes", "data-bytes": String(r.bytes) }, r.size_human) },
    ], items.slice(0, 30), { name: "folders" }));

    const [du, big] = await Promise.all([
      tool("disk_usage", { path: path || undefined }),
      tool("list_files", { path: path || undefined, sort_by: "size", order: "desc", limit: 20 }),
    ]);
    const maxCat = Math.max(1, ...du.by_category.map((c) => c.bytes));
    right.append(h("h2", {}, "By category"), h("div", { id: "by-category" }, du.by_category.map((c) =>
      h("div", { class: "bar-row", "data-category": c.category, "data-bytes": String(c.bytes) },
        h("span", {}, c.category), h("div", { class: "bar", style: `width:${(100 * c.bytes) / maxCat}%` }),
        h("span", { class: "num", title: `${num(c.files)} files` }, c.size_human)))));
    right.append(h("h2", {}, "By type"), table([
      { label: "Type", key: "label" }, { label: "Files", key: "files", num: true },
      { label: "Size", num: true, render: (r) => r.size_human },
    ], du.by_type.slice(0, 12), { name: "types" }));
    left.append(h("h2", {}, "Largest files"), table([
      { label: "File", render: (r) => link("browse", { file: r.path }, r.path, { class: "path" }) },
      { label: "Size", num: true, render: (r) => h("span", { title: num(r.size) + " bytes" }, r.size_human) },
      { label: "Modified", render: (r) => (r.modified || "").slice(0, 10) },
    ], big.files, { name: "largest-files" }));
  });
})();
