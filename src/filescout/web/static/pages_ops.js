// Duplicates (find_duplicates -> delete_file to the trash, planned and confirmed -> undo) and History (history, undo).
"use strict";
(() => {
  const { h, num, link, table, tool, notice } = FS;

  async function undo(batchId, out) {
    try {
      const res = await FS.change("undo", { batch_id: batchId }, `Undo batch #${batchId}`);
      if (!res || res.outcome === "cancelled") { out.append(notice("Nothing was undone.")); return false; }
      out.append(notice(res.text.split("\n")[0], "ok"));
      return true;
    } catch (err) {
      out.append(notice(err.message, "error"));
      return false;
    }
  }

  FS.page("dupes", async (root, params) => {
    root.append(h("h1", {}, "Duplicates"));
    const status = h("div", { id: "dupes-status", "aria-live": "polite" });
    const groupsBox = h("div", { id: "groups" });
    const summary = h("p", { id: "dupes-summary" });
    const trash = h("button", { type: "button", class: "danger", id: "trash-selected", disabled: true }, "Move selected to trash…");
    const pick = h("button", { type: "button", id: "select-extra" }, "Select the extra copies (keep the first of each)");
    root.append(summary, h("div", { class: "pager" }, pick, trash), status, groupsBox);

    const boxes = () => [...groupsBox.querySelectorAll("input[type=checkbox]")];
    const chosen = () => boxes().filter((b) => b.checked).map((b) => b.value);
    const update = () => {
      const n = chosen().length;
      trash.disabled = n === 0;
      trash.textContent = n ? `Move ${n} selected to trash…` : "Move selected to trash…";
    };

    async function load() {
      const res = await FS.call("find_duplicates", { path: params.path, limit: 200 });
      const d = res.result;
      summary.replaceChildren(res.text.split("\n")[0].replace(/:$/, "."), d.group_count ? ` (${num(d.wasted_bytes)} bytes)` : "");
      summary.dataset.wasted = String(d.wasted_bytes || 0);
      groupsBox.replaceChildren(...(d.groups || []).map((g, gi) => h("fieldset", { class: "group", "data-hash": g.hash },
        h("legend", {}, `${g.count} × ${g.size_human} — wasting ${g.wasted ? FS.num(g.wasted) + " bytes" : "nothing"}`),
        g.files.map((p, i) => h("label", {}, h("input", { type: "checkbox", value: p, "data-group": gi, onchange: update }),
          h("span", { class: "path" }, p), i === 0 ? h("span", { class: "badge" }, "first") : null,
          link("browse", { file: p }, "details"))))));
      update();
    }

    pick.addEventListener("click", () => {
      for (const b of boxes()) b.checked = !b.closest("fieldset").querySelector("input").isSameNode(b);
      update();
    });
    trash.addEventListener("click", async () => {
      const paths = chosen();
      const fullGroup = [...groupsBox.querySelectorAll("fieldset")].find((f) => [...f.querySelectorAll("input")].every((b) => b.checked));
      if (fullGroup) { status.replaceChildren(notice("Every copy in a group is selected: keep at least one.", "error")); return; }
      status.replaceChildren();
      try {
        const res = await FS.change("delete_file", { paths }, "Move to the trash?");
        if (!res || res.outcome === "cancelled") { status.append(notice("Cancelled: nothing was changed.")); return; }
        const batch = res.result.batch_id;
        const undoBtn = h("button", { type: "button", id: "undo-batch", onclick: async () => {
          undoBtn.disabled = true;
          if (await undo(batch, status)) await load();
        } }, "Undo");
        status.append(h("div", { class: "notice ok", role: "status", id: "trash-done" }, res.result.message || res.text, " ", undoBtn));
        await load();
      } catch (err) {
        status.append(notice(err.message, "error"));
      }
    });
    await load();
  });

  FS.page("history", async (root) => {
    root.append(h("h1", {}, "History"));
    const out = h("div", { "aria-live": "polite" });
    const res = await tool("history", { limit: 100 });
    root.append(out);
    if (!res.batches.length) { root.append(h("p", {}, "No file operations yet.")); return; }
    root.append(table([
      { label: "#", key: "id", num: true },
      { label: "When", key: "created" },
      { label: "What", key: "description" },
      { label: "Files", key: "files", num: true },
      { label: "Status", key: "status" },
      { label: "", render: (b) => b.undoable && b.status === "done" ? h("button", { type: "button", "data-batch": b.id,
          onclick: async (e) => { e.target.disabled = true; if (await undo(b.id, out)) FS.render(); else e.target.disabled = false; } },
        "Undo") : "" },
    ], res.batches, { name: "history" }));
  });
})();
