// Search (find_files: names and contents in one box) and Browse (browse_directory, file_info, read_file).
"use strict";
(() => {
  const { h, num, link, table, tool, notice, marked } = FS;
  const TYPES = ["documents", "pdf", "photos", "images", "audio", "video", "archives", "code", "spreadsheets"];
  const KIND = {
    name: "name matches", "name+content": "name and contents match", content: "contents match", glob: "pattern matches",
    metadata: "matches the filters", folder: "inside a matching folder", fuzzy: "close spelling of the name",
  };

  function field(label, input) { return h("label", {}, label, input); }

  // ---- Open / Show in folder: POST /api/open (with the token) starts the desktop's program for the file
  async function openFile(path, reveal, button) {
    const page = button.closest("[data-page]");
    let status = document.getElementById("open-status");
    if (!status) {
      status = h("div", { id: "open-status", role: "status", "aria-live": "polite" });
      page.prepend(status);
    }
    if (!FS.token() && !(await FS.askToken())) return;
    try {
      const out = await FS.post("/api/open", { path, reveal });
      status.replaceChildren(notice(out.text, "ok"));
      status.dataset.state = "ok";
    } catch (err) {
      status.replaceChildren(notice(err.message, "error"));
      status.dataset.state = "error";
    }
  }
  function openButtons(path, isFolder) {
    return h("span", { class: "open-actions" },
      h("button", { type: "button", class: "ghost", "data-open": path, "aria-label": "Open " + path,
        onclick: (e) => openFile(path, false, e.currentTarget) }, "Open"),
      isFolder ? null : h("button", { type: "button", class: "ghost", "data-reveal": path,
        "aria-label": "Show " + path + " in its folder", onclick: (e) => openFile(path, true, e.currentTarget) }, "Show in folder"));
  }

  FS.page("search", async (root, params) => {
    const q = h("input", { type: "search", name: "query", class: "wide", value: params.query || "", id: "search-q",
      placeholder: "name or words inside files", "aria-label": "Search", autofocus: true });
    const type = h("input", { name: "type", list: "types", value: params.type || "", size: 10 });
    const gt = h("input", { name: "size_gt", value: params.size_gt || "", size: 7, placeholder: "e.g. 1MB" });
    const lt = h("input", { name: "size_lt", value: params.size_lt || "", size: 7, placeholder: "e.g. 50MB" });
    const after = h("input", { name: "modified_after", type: "date", value: params.modified_after || "" });
    const before = h("input", { name: "modified_before", type: "date", value: params.modified_before || "" });
    const folder = h("input", { name: "path", value: params.path || "", size: 24, placeholder: "any folder" });
    const form = h("form", { class: "bar", role: "search", onsubmit: (e) => {
      e.preventDefault();
      FS.go("search", Object.fromEntries([...new FormData(form)].filter(([, v]) => v)));
    } }, field("Search", q), field("Type", type), field("Larger than", gt), field("Smaller than", lt),
      field("Modified after", after), field("Modified before", before), field("In folder", folder),
      h("button", { class: "primary", type: "submit" }, "Search"),
      h("datalist", { id: "types" }, TYPES.map((t) => h("option", { value: t }))));
    root.append(h("h1", {}, "Search"), form);
    const args = { ...params, limit: 50 };
    if (!Object.keys(params).length) { root.append(h("p", { class: "muted" }, "Names and contents are searched together.")); return; }
    const res = await FS.call("find_files", args);
    const r = res.result;
    root.append(h("p", { id: "search-count" }, res.text.split("\n")[0]));
    const list = h("div", { id: "hits" });
    for (const hit of r.results || []) {
      const snippets = hit.snippets || (hit.snippet ? [{ where: "", text: hit.snippet }] : []);
      list.append(h("article", { class: "hit", "data-path": hit.path, "data-match": hit.match },
        h("div", {}, link("browse", { file: hit.path }, hit.name), " ",
          h("span", { class: "badge", title: "which kind of match" }, KIND[hit.match] || hit.match),
          hit.kind && hit.kind !== "words" ? h("span", { class: "badge" }, hit.kind) : null),
        h("div", { class: "meta" }, h("span", { class: "path" }, hit.path), ` · ${hit.size_human} · ${(hit.modified || "").slice(0, 10)}`,
          " · ", link("browse", { path: hit.path.replace(/\/[^/]*$/, "") || "/" }, "show folder"), " ", openButtons(hit.path, false)),
        snippets.map((sn) => h("div", { class: "snippet" }, sn.where ? h("span", { class: "muted" }, sn.where + ": ") : null, marked(sn.text)))));
    }
    root.append(list);
    if (r.folders && r.folders.length) {
      root.append(h("h2", {}, "Matching folders"), h("ul", {}, r.folders.map((f) =>
        h("li", {}, link("browse", { path: f.path || f }, f.path || f, { class: "path" })))));
    }
  });

  FS.page("browse", async (root, params) => {
    if (params.file) return fileDetails(root, params.file);
    const status = await tool("status");
    if (!params.path) {
      root.append(h("h1", {}, "Browse"), h("ul", {}, status.roots.map((r) =>
        h("li", {}, link("browse", { path: r.path }, r.path, { class: "path" }), ` — ${r.size_human}, ${num(r.files)} files`))));
      return;
    }
    const sortBy = params.sort_by || "name";
    const res = await tool("browse_directory", { path: params.path, sort_by: sortBy, limit: 500 });
    const parent = params.path.replace(/\/[^/]+\/?$/, "") || "/";
    const inRoot = status.roots.some((r) => parent === r.path || parent.startsWith(r.path.replace(/\/$/, "") + "/"));
    root.append(h("h1", {}, "Browse"), h("p", { class: "path" }, res.path), h("div", { class: "pager" },
      inRoot ? link("browse", { path: parent }, "↑ Up") : link("browse", {}, "↑ All folders"),
      link("disk", { path: res.path }, "Disk usage of this folder"),
      h("span", { class: "muted" }, `${num(res.count)} items${res.shown < res.count ? `, ${num(res.shown)} shown` : ""}`)));
    const sort = { key: sortBy, onSort: (k) => FS.go("browse", { path: params.path, sort_by: k }) };
    root.append(table([
      { label: "Name", sortKey: "name", render: (e) => e.type === "folder" ? link("browse", { path: e.path }, e.name + "/")
          : link("browse", { file: e.path }, e.name) },
      { label: "Type", sortKey: "type", render: (e) => e.type === "folder" ? "folder" : e.ext || e.category || "" },
      { label: "Size", sortKey: "size", num: true, render: (e) => h("span", { title: num(e.size) + " bytes" }, e.size_human || "") },
      { label: "Modified", sortKey: "date", render: (e) => (e.modified || "").slice(0, 16).replace("T", " ") },
      { label: "", render: (e) => openButtons(e.path, e.type === "folder") },
    ], res.entries, { name: "entries", sort }));
  });

  async function fileDetails(root, path) {
    const info = await tool("file_info", { path });
    root.append(h("h1", {}, info.name || path), h("p", { class: "path" }, info.path),
      h("div", { class: "pager" }, link("browse", { path: info.path.replace(/\/[^/]*$/, "") || "/" }, "↑ The folder"),
        openButtons(info.path, info.type === "folder")));
    const keys = ["type", "description", "mime", "size_human", "modified", "changed", "permissions", "owner", "encoding",
      "lines", "pages", "words", "dimensions", "date_taken", "duration"];
    root.append(h("dl", { id: "file-info" }, keys.filter((k) => info[k] !== undefined && info[k] !== null).map((k) =>
      [h("dt", { class: "muted" }, k.replace("_human", "").replace("_", " ")), h("dd", {}, String(info[k]))])));
    if (info.type === "folder") return;
    root.append(h("h2", {}, "Preview"));
    try {
      const read = await FS.call("read_file", { path, limit: 200 });
      root.append(h("pre", { id: "preview" }, read.text));
    } catch (err) {
      root.append(notice(err.message, "error"));
    }
  }
})();
