// A squarified treemap (Bruls, Huizing, van Wijk) drawn as plain SVG. Layout only: the sizes are the tool's.
"use strict";
const Treemap = (() => {
  const W = 1000, H = 560;

  function worst(row, side) {
    let sum = 0, max = 0, min = Infinity;
    for (const r of row) { sum += r.area; max = Math.max(max, r.area); min = Math.min(min, r.area); }
    const s2 = sum * sum, w2 = side * side;
    return Math.max((w2 * max) / s2, s2 / (w2 * min));
  }

  // items: [{value, ...}] with value > 0, biggest first -> [{item, x, y, w, h}]
  function layout(items, x, y, w, h) {
    const total = items.reduce((a, it) => a + it.value, 0);
    if (!total) return [];
    const scale = (w * h) / total;
    let rest = items.map((it) => ({ item: it, area: it.value * scale }));
    const out = [];
    while (rest.length) {
      const side = Math.min(w, h);
      let row = [rest[0]], best = worst(row, side), i = 1;
      while (i < rest.length) {
        const next = row.concat(rest[i]);
        const score = worst(next, side);
        if (score > best) break;
        row = next; best = score; i++;
      }
      const sum = row.reduce((a, r) => a + r.area, 0);
      if (w >= h) {  // a column on the left
        const cw = sum / h;
        let yy = y;
        for (const r of row) { const rh = r.area / cw; out.push({ item: r.item, x, y: yy, w: cw, h: rh }); yy += rh; }
        x += cw; w -= cw;
      } else {  // a row on top
        const rh = sum / w;
        let xx = x;
        for (const r of row) { const rw = r.area / rh; out.push({ item: r.item, x: xx, y, w: rw, h: rh }); xx += rw; }
        y += rh; h -= rh;
      }
      rest = rest.slice(row.length);
    }
    return out;
  }

  function color(name, i) {
    let hash = 0;
    for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
    return `hsl(${(hash + i * 47) % 360} 55% 72%)`;
  }

  // items: [{name, path, bytes, size_human, files, drill}] -> an <svg> with one <g class="node"> per item
  function draw(items, onOpen) {
    const { s } = FS;
    const svg = s("svg", { class: "treemap", viewBox: `0 0 ${W} ${H}`, role: "group", "aria-label": "Treemap of folder sizes" });
    const shown = items.filter((it) => it.bytes > 0).map((it) => ({ ...it, value: it.bytes }));
    shown.sort((a, b) => b.value - a.value);
    layout(shown, 0, 0, W, H).forEach((r, i) => {
      const it = r.item;
      const label = `${it.name} — ${it.size_human}, ${FS.num(it.files)} file${it.files === 1 ? "" : "s"}`;
      const g = s("g", {
        class: "node" + (it.drill ? "" : " leaf"), tabindex: "0", role: it.drill ? "link" : "img", "aria-label": label,
        "data-path": it.path || "", "data-bytes": String(it.bytes), "data-files": String(it.files), "data-name": it.name,
      },
      s("title", {}, label),
      s("rect", { x: r.x.toFixed(2), y: r.y.toFixed(2), width: Math.max(0, r.w).toFixed(2), height: Math.max(0, r.h).toFixed(2),
        fill: it.drill ? color(it.name, i) : "hsl(0 0% 80%)" }));
      if (r.w > 60 && r.h > 18) {
        const chars = Math.floor((r.w - 8) / 7);
        const t = it.name.length > chars ? it.name.slice(0, Math.max(1, chars - 1)) + "…" : it.name;
        g.append(s("text", { x: (r.x + 4).toFixed(1), y: (r.y + 15).toFixed(1) }, t));
        if (r.h > 34) g.append(s("text", { x: (r.x + 4).toFixed(1), y: (r.y + 30).toFixed(1) }, it.size_human));
      }
      if (it.drill) {
        g.addEventListener("click", () => onOpen(it));
        g.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); onOpen(it); } });
      }
      svg.append(g);
    });
    return svg;
  }
  return { layout, draw };
})();
