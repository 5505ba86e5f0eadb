/// The styles and script embedded in every ``HTMLView`` page.
///
/// The script reads the scene from `#flowviz-scene` and inserts user text only with
/// `textContent`. It must never contain `</script` or `<!--`.
enum HTMLAssets {
    static let css = ##"""
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; }
body { display: flex; flex-direction: column; font-size: 14px; color: #222; background: #fafafa; }
#fv-bar { display: flex; align-items: center; gap: 6px; padding: 6px 10px; border-bottom: 1px solid #ddd; background: #fff; }
#fv-bar h1 { font-size: 15px; margin: 0 12px 0 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 30vw; }
#fv-search { flex: 0 1 260px; padding: 4px 8px; font: inherit; }
#fv-count { color: #666; min-width: 6em; }
#fv-bar button { font: inherit; padding: 3px 10px; cursor: pointer; }
#fv-main { flex: 1; display: flex; min-height: 0; }
#fv-viewport { flex: 1; position: relative; overflow: hidden; cursor: grab; background: #fff; outline: none; touch-action: none; }
#fv-viewport.fv-dragging { cursor: grabbing; }
#fv-canvas { position: absolute; left: 0; top: 0; transform-origin: 0 0; }
#fv-canvas svg { display: block; }
#fv-findings { width: 340px; max-width: 40vw; overflow: auto; border-left: 1px solid #ddd; padding: 8px 10px; background: #fff; }
#fv-findings h2 { font-size: 14px; margin: 4px 0 8px; }
#fv-findings-list { list-style: none; margin: 0; padding: 0; }
.fv-none { color: #666; }
.fv-finding { display: block; width: 100%; text-align: left; font: inherit; color: inherit; background: #fff; border: 1px solid #e2e2e2; border-left: 4px solid \##(Palette.warning); border-radius: 4px; padding: 6px 8px; margin: 0 0 6px; }
button.fv-finding { cursor: pointer; }
button.fv-finding:hover, .fv-active > .fv-finding { background: #eef3fb; }
.fv-finding.fv-sev-error { border-left-color: \##(Palette.error); }
.fv-finding.fv-sev-note { border-left-color: \##(Palette.note); }
.fv-sev { font-weight: 600; text-transform: uppercase; font-size: 11px; margin-right: 6px; color: \##(Palette.warning); }
.fv-sev-error .fv-sev { color: \##(Palette.error); }
.fv-sev-note .fv-sev { color: \##(Palette.note); }
.fv-num { font-weight: 700; margin-right: 6px; }
#fv-drawing { color: #555; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 30vw; }
.fv-rule { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; color: #555; }
.fv-msg { display: block; margin-top: 3px; overflow-wrap: anywhere; }
.fv-loc { display: block; margin-top: 2px; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 11px; color: #777; overflow-wrap: anywhere; }
svg g.node { cursor: pointer; }
svg .fv-dim { opacity: 0.18; }
svg g.fv-hl polygon, svg g.fv-hl ellipse, svg g.fv-hl path { stroke-width: 2.2px; }
svg g.node.fv-hl polygon, svg g.node.fv-hl ellipse, svg g.node.fv-hl path { stroke: \##(Palette.highlight); }
svg g.fv-selected polygon, svg g.fv-selected ellipse, svg g.fv-selected path { stroke: #0d47a1; stroke-width: 3.5px; }
svg g.fv-match polygon, svg g.fv-match ellipse, svg g.fv-match path { stroke: #e65100; stroke-width: 3px; }
svg g.fv-focus polygon, svg g.fv-focus ellipse, svg g.fv-focus path { stroke: \##(Palette.error); stroke-width: 3.5px; }
@media (max-width: 700px) {
  #fv-main { flex-direction: column; }
  #fv-findings { width: auto; max-width: none; max-height: 35vh; border-left: 0; border-top: 1px solid #ddd; }
}

"""##

    static let script = ##"""
(function () {
  "use strict";
  var errors = [];
  window.addEventListener("error", function (e) { errors.push(String(e.message || e.error)); });
  window.addEventListener("unhandledrejection", function (e) { errors.push("unhandled rejection: " + String(e.reason)); });
  document.addEventListener("securitypolicyviolation", function (e) { errors.push("CSP: " + e.violatedDirective + " " + e.blockedURI); });
  // Registered first, so the self-test still reports if setting up below throws.
  window.addEventListener("load", function () {
    try { firstFit(); } catch (e) { errors.push("fit: " + e.message); }
    setTimeout(selftest, 0);
  });
  function $(id) { return document.getElementById(id); }
  function readScene(id) {
    try { return JSON.parse($(id).textContent); } catch (e) { errors.push("scene " + id + ": " + e.message); }
    return { title: null, kind: "flows", clusters: [], nodes: [], edges: [], findings: [] };
  }
  var viewport = $("fv-viewport"), canvas = $("fv-canvas"), back = $("fv-back"), heading = $("fv-drawing");
  var search = $("fv-search"), count = $("fv-count"), list = $("fv-findings-list");
  var map = { scene: readScene("flowviz-scene"), svg: canvas.querySelector("svg") };
  var scene, svg, nodes, clusters, edges, outs, ins;
  // Forward navigation only: what a user can do next, never back or finish.
  var forward = { entry: true, push: true, present: true, start: true, event: true };
  function load(s, drawing) {
    scene = s; svg = drawing; nodes = {}; clusters = {}; edges = {}; outs = {}; ins = {};
    scene.nodes.forEach(function (n) { nodes[n.id] = n; outs[n.id] = []; ins[n.id] = []; });
    scene.clusters.forEach(function (c) { clusters[c.id] = c; });
    scene.edges.forEach(function (e) {
      edges[e.id] = e;
      if (forward[e.kind] && outs[e.from] && ins[e.to]) { outs[e.from].push(e.to); ins[e.to].push(e.from); }
    });
    listFindings();
  }
  // A scene element's <g> in the drawing (never one of the page's own elements).
  function el(id) { var x = document.getElementById(id); return x && x.ownerSVGElement ? x : null; }
  // An edge drawn through a label node also has `<id>-tail` and `<id>-label`.
  function mark(id, cls) {
    [id, id + "-tail", id + "-label"].forEach(function (part) { var x = el(part); if (x) x.classList.add(cls); });
  }
  var marks = ["fv-hl", "fv-dim", "fv-selected", "fv-match", "fv-focus"];
  function clear() {
    if (svg) svg.querySelectorAll("." + marks.join(", .")).forEach(function (x) { x.classList.remove.apply(x.classList, marks); });
    list.querySelectorAll(".fv-active").forEach(function (x) { x.classList.remove("fv-active"); });
    count.textContent = "";
  }
  function reset() { clear(); search.value = ""; }

  // Pan and zoom: one CSS transform on the canvas.
  var view = { x: 0, y: 0, k: 1 };
  function apply() { canvas.style.transform = "translate(" + view.x + "px, " + view.y + "px) scale(" + view.k + ")"; }
  function zoomAt(factor, cx, cy) {
    var k = Math.min(8, Math.max(0.05, view.k * factor));
    view.x = cx - (cx - view.x) * (k / view.k); view.y = cy - (cy - view.y) * (k / view.k); view.k = k; apply();
  }
  function zoomCenter(factor) { var r = viewport.getBoundingClientRect(); zoomAt(factor, r.width / 2, r.height / 2); }
  // Fit: the whole drawing in the window.
  function fit() {
    var w = canvas.offsetWidth, h = canvas.offsetHeight, r = viewport.getBoundingClientRect();
    if (!w || !h || !r.width || !r.height) return;
    var k = Math.max(0.05, Math.min(1, (r.width - 24) / w, (r.height - 24) / h));
    view = { x: (r.width - w * k) / 2, y: Math.max(12, (r.height - h * k) / 2), k: k }; apply();
  }
  // The first view keeps labels readable: the whole drawing when it fits at a readable scale,
  // else fit to height (never below the readable scale) from the top, panned sideways to the
  // app's entry, to pan from there.
  var readable = 0.75;
  function firstFit() {
    var w = canvas.offsetWidth, h = canvas.offsetHeight, r = viewport.getBoundingClientRect();
    if (!w || !h || !r.width || !r.height) return;
    var whole = Math.min(1, (r.width - 24) / w, (r.height - 24) / h);
    if (whole >= readable) { fit(); return; }
    var k = Math.max(readable, Math.min(1, (r.height - 24) / h));
    view = { x: w * k < r.width ? (r.width - w * k) / 2 : 12, y: 12, k: k }; apply();
    var entry = el("entry");
    if (entry && w * k >= r.width) {
      var e = entry.getBoundingClientRect();
      view.x = Math.min(12, Math.max(r.width - 12 - w * k, view.x + r.left + r.width / 2 - (e.left + e.width / 2))); apply();
    }
  }
  function centerOn(id) {
    var x = el(id); if (!x) return;
    var r = x.getBoundingClientRect(), v = viewport.getBoundingClientRect();
    view.x += v.left + v.width / 2 - (r.left + r.width / 2); view.y += v.top + v.height / 2 - (r.top + r.height / 2); apply();
  }
  viewport.addEventListener("wheel", function (e) {
    e.preventDefault();
    var r = viewport.getBoundingClientRect(), dy = e.deltaY * (e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1);
    zoomAt(Math.exp(-dy * 0.0015), e.clientX - r.left, e.clientY - r.top);
  }, { passive: false });
  var drag = null, dragged = false;
  viewport.addEventListener("pointerdown", function (e) {
    if (e.button !== 0) return;
    drag = { id: e.pointerId, x: e.clientX, y: e.clientY, vx: view.x, vy: view.y, moved: false }; dragged = false;
  });
  viewport.addEventListener("pointermove", function (e) {
    if (!drag || e.pointerId !== drag.id) return;
    var dx = e.clientX - drag.x, dy = e.clientY - drag.y;
    if (!drag.moved && dx * dx + dy * dy < 16) return;
    if (!drag.moved) { drag.moved = true; viewport.setPointerCapture(e.pointerId); viewport.classList.add("fv-dragging"); }
    view.x = drag.vx + dx; view.y = drag.vy + dy; apply();
  });
  function endDrag(e) {
    if (!drag || e.pointerId !== drag.id) return;
    dragged = drag.moved; drag = null; viewport.classList.remove("fv-dragging");
  }
  viewport.addEventListener("pointerup", endDrag);
  viewport.addEventListener("pointercancel", endDrag);
  $("fv-zoom-in").addEventListener("click", function () { zoomCenter(1.25); });
  $("fv-zoom-out").addEventListener("click", function () { zoomCenter(0.8); });
  $("fv-fit").addEventListener("click", fit);
  $("fv-clear").addEventListener("click", reset);
  document.addEventListener("keydown", function (e) {
    if (e.key === "Escape") { reset(); return; }
    if (e.target === search) return;
    if (e.key === "+" || e.key === "=") zoomCenter(1.25);
    else if (e.key === "-") zoomCenter(0.8);
    else if (e.key === "0") fit();
  });

  // The coordinator map: a click on a coordinator opens its drawing (embedded in a template),
  // a click on a collapsed coordinator there opens that one's; "Map" goes back.
  function drawingID(id) {
    var m = /^(c[0-9]+)(collapsed)?$/.exec(id);
    return m && $("fv-drawing-" + m[1]) ? m[1] : null;
  }
  function show(s, drawing, title) {
    reset();
    while (canvas.firstChild) canvas.removeChild(canvas.firstChild);
    canvas.appendChild(drawing);
    load(s, canvas.querySelector("svg"));
    heading.textContent = title || "";
    back.hidden = s === map.scene;
    firstFit();
  }
  function open(id) {
    var template = $("fv-drawing-" + id);
    show(readScene("fv-scene-" + id), document.importNode(template.content, true), template.getAttribute("data-title"));
  }
  back.addEventListener("click", function () { show(map.scene, map.svg, ""); });

  // A click on a screen: what leads to it and what it leads to, by forward navigation.
  function reach(start, adjacent) {
    var seen = {}, stack = [start]; seen[start] = true;
    while (stack.length) adjacent[stack.pop()].forEach(function (n) { if (!seen[n]) { seen[n] = true; stack.push(n); } });
    return seen;
  }
  function screens(set) {
    return Object.keys(set).filter(function (id) { return nodes[id] && (nodes[id].kind === "screen" || nodes[id].kind === "coordinator"); }).length;
  }
  function select(id) {
    reset();
    var up = reach(id, ins), down = reach(id, outs);
    scene.nodes.forEach(function (n) { mark(n.id, up[n.id] || down[n.id] ? "fv-hl" : "fv-dim"); });
    scene.edges.forEach(function (e) {
      var on = forward[e.kind] && ((up[e.from] && up[e.to]) || (down[e.from] && down[e.to]));
      mark(e.id, on ? "fv-hl" : "fv-dim");
    });
    var lit = {};
    scene.nodes.forEach(function (n) { if ((up[n.id] || down[n.id]) && n.cluster) lit[n.cluster] = true; });
    scene.clusters.forEach(function (c) { if (!lit[c.id]) mark(c.id, "fv-dim"); });
    mark(id, "fv-selected");
    var unit = scene.kind === "overview" ? "coordinator" : "screen";
    var self = nodes[id] && (nodes[id].kind === "screen" || nodes[id].kind === "coordinator") ? 1 : 0;
    var before = screens(up) - self;
    count.textContent = before + " " + unit + (before === 1 ? "" : "s") + " before, " + (screens(down) - self) + " after";
  }
  viewport.addEventListener("click", function (e) {
    if (dragged) { dragged = false; return; }
    var g = e.target && e.target.closest ? e.target.closest("g.node") : null;
    if (!g || !nodes[g.id]) { reset(); return; }
    var target = drawingID(g.id);
    if (target && (scene.kind === "overview" || nodes[g.id].kind === "placeholder")) open(target); else select(g.id);
  });

  // Search: highlight the nodes whose label contains the text.
  var hits = [], hit = 0;
  function runSearch() {
    clear(); hits = []; hit = 0;
    var q = search.value.trim().toLowerCase();
    if (!q) return;
    scene.nodes.forEach(function (n) {
      var on = (n.label + "\n" + (n.detail || "")).toLowerCase().indexOf(q) >= 0;
      if (on) hits.push(n.id);
      mark(n.id, on ? "fv-match" : "fv-dim");
    });
    scene.edges.forEach(function (e) { mark(e.id, "fv-dim"); });
    count.textContent = hits.length + (hits.length === 1 ? " match" : " matches");
  }
  search.addEventListener("input", runSearch);
  search.addEventListener("keydown", function (e) {
    if (e.key === "Enter" && hits.length) { centerOn(hits[hit % hits.length]); hit += 1; }
  });

  // Findings: each focuses its element.
  function focusOn(id, item) {
    reset();
    var keep = {}; keep[id] = true;
    if (edges[id]) { keep[edges[id].from] = true; keep[edges[id].to] = true; }
    scene.nodes.forEach(function (n) { if (!keep[n.id] && !(clusters[id] && n.cluster === id)) mark(n.id, "fv-dim"); });
    scene.edges.forEach(function (e) { if (!keep[e.id]) mark(e.id, "fv-dim"); });
    scene.clusters.forEach(function (c) { if (!keep[c.id]) mark(c.id, "fv-dim"); });
    mark(id, "fv-focus"); item.classList.add("fv-active"); centerOn(id);
  }
  function span(cls, text) { var s = document.createElement("span"); s.className = cls; s.textContent = text; return s; }
  function listFindings() {
    while (list.firstChild) list.removeChild(list.firstChild);
    $("fv-findings-title").textContent = "Findings (" + scene.findings.length + ")";
    if (!scene.findings.length) { var none = document.createElement("li"); none.className = "fv-none"; none.textContent = "No findings."; list.appendChild(none); }
    scene.findings.forEach(function (f) {
      var item = document.createElement("li"), linked = f.element && el(f.element);
      var box = document.createElement(linked ? "button" : "div");
      box.className = "fv-finding fv-sev-" + (f.severity === "error" || f.severity === "note" ? f.severity : "warning");
      if (f.number) box.appendChild(span("fv-num", "#" + f.number));
      box.appendChild(span("fv-sev", f.severity)); box.appendChild(span("fv-rule", f.ruleID));
      box.appendChild(span("fv-msg", f.message));
      if (f.location) box.appendChild(span("fv-loc", f.location));
      if (linked) { box.type = "button"; box.title = "Show in the drawing"; box.addEventListener("click", function () { focusOn(f.element, item); }); }
      item.appendChild(box); list.appendChild(item);
    });
  }
  load(map.scene, map.svg);

  // Self-test: #selftest=<nodeId> clicks that node and reports what the page shows;
  // #selftest=<coordinatorId>/<nodeId> first clicks the coordinator on the map.
  function click(id) {
    var target = el(id);
    if (!target) { errors.push("selftest: no element with id " + id); return; }
    (target.querySelector("polygon, ellipse, path, text") || target).dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
  }
  function selftest() {
    var m = /^#selftest=(.*)$/.exec(location.hash); if (!m) return;
    var ids = decodeURIComponent(m[1]).split("/");
    ids.forEach(click);
    var lit = [], dimmed = 0;
    scene.nodes.forEach(function (n) {
      var x = el(n.id); if (!x) return;
      if (x.classList.contains("fv-hl")) lit.push(n.id);
      if (x.classList.contains("fv-dim")) dimmed += 1;
    });
    lit.sort();
    var pre = document.createElement("pre"); pre.id = "flowviz-selftest";
    pre.textContent = JSON.stringify({ errors: errors, highlighted: lit, dimmed: dimmed, counter: count.textContent, scale: view.k, drawing: heading.textContent });
    document.body.appendChild(pre);
  }
})();

"""##
}
