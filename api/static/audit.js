// Audit: an auditor filters extractions, sees the straight-through rate and corrections per field
// of what the filter selects, opens one, sees every field's source in the document, the route and
// fallback reasons, models, timings, each field's change (who, when, before → after); confirms or
// corrects flagged fields; checks the audit chain; exports what the filter selects.
"use strict";
(() => {
  const { api, el, show, renderDocument } = dualpath;
  let current = null;  // {id, record, pages}

  const when = iso => iso.slice(0, 19).replace("T", " ");

  function query() {
    const p = new URLSearchParams();
    const add = (k, id) => { const v = document.getElementById(id).value; if (v) p.set(k, v); };
    add("document_type", "f-type"); add("status", "f-status"); add("route", "f-route");
    add("max_confidence", "f-maxconf"); add("since", "f-since");
    const until = document.getElementById("f-until").value;
    if (until) { const d = new Date(until + "T00:00:00Z"); d.setUTCDate(d.getUTCDate() + 1); p.set("until", d.toISOString().slice(0, 10)); }
    return p;
  }

  async function verifyChain() {
    const chain = document.getElementById("chain");
    const report = await (await api("/v1/audit/verify")).json();
    chain.textContent = report.ok ? `✔ audit chain verified (${report.entries} entries)` : "✘ " + report.summary;
    chain.className = report.ok ? "ok" : "error";
  }

  async function loadStats() {
    const s = await (await api("/v1/extractions/stats?" + query())).json();
    const rate = s.straight_through_rate === null ? "—" : `${Math.round(s.straight_through_rate * 100)}%`;
    const read = Object.values(s.straight_through).reduce((a, b) => a + b, 0) + Object.values(s.needing_review).reduce((a, b) => a + b, 0);
    const fields = Object.entries(s.corrections_by_field).flatMap(([type, counts]) =>
      Object.entries(counts).map(([path, n]) => `${type}.${path} ${n}`));
    document.getElementById("stats").replaceChildren(
      el("span", { id: "straight-through" }, `Straight-through: ${rate} of ${read} read`),
      el("span", {}, ` · waiting for review: ${s.waiting_for_review} · fully reviewed: ${s.fully_reviewed}`),
      el("span", { id: "corrections-per-field" }, ` · corrections per field: ${fields.join(", ") || "none"}`));
  }

  async function loadList(event) {
    if (event) event.preventDefault();
    const p = query();
    const review = document.getElementById("f-review").value;
    if (review) p.set("review", review);
    const data = await (await api("/v1/extractions?" + p)).json();
    document.getElementById("count").textContent = `${data.total} extraction(s)`;
    const body = document.querySelector("#list tbody");
    body.replaceChildren(...data.items.map(x => {
      const state = x.fully_reviewed ? "reviewed" : x.open_fields ? `${x.open_fields} open` : (x.reviewed || "");
      const row = el("tr", { class: "row", "data-id": x.id },
        el("td", {}, x.id), el("td", {}, x.filename || x.document_id.slice(7, 19)), el("td", {}, x.document_type || "—"),
        el("td", {}, el("span", { class: "badge status-" + x.reviewed_status }, x.reviewed_status)), el("td", {}, x.route),
        el("td", {}, x.min_confidence === null ? "—" : x.min_confidence.toFixed(2)),
        el("td", {}, when(x.created_at)), el("td", {}, state));
      row.addEventListener("click", () => open(x.id));
      return row;
    }));
    await loadStats();
  }

  function meta(record) {
    const env = record.envelope;
    const items = [
      ["Document", `${record.filename || ""} ${env.document_id.slice(0, 23)}…`],
      ["Status", `${record.reviewed_envelope.status}` + (env.status !== record.reviewed_envelope.status ? ` (extracted as ${env.status})` : "")],
      ["Type", `${env.document_type || "—"} (${env.schema || "no schema"})`],
      ["Route", env.route.path + (env.route.fallback_fields.length ? ` → AR fallback: ${env.route.fallback_fields.join(", ")}` : "")],
      ["Reason", env.route.reason || "—"],
      ["Validation", env.validation.valid ? "valid" : env.validation.errors.map(e => (e.path ? e.path + ": " : "") + e.message).join("; ")],
      ["Models", Object.entries(env.models).map(([k, v]) => `${k}: ${v}`).join(", ") || "—"],
      ["Timings", Object.entries(env.timings_ms).map(([k, v]) => `${k} ${Math.round(v)} ms`).join(" · ")],
      ["Requested", `${record.requested_by} at ${when(record.created_at)}, pipeline ${record.pipeline_version}`],
    ];
    document.getElementById("meta").replaceChildren(...items.flatMap(([k, v]) => [el("dt", {}, k), el("dd", {}, v)]));
  }

  function trail(record) {
    const changes = record.changes.map(c => el("li", { class: "change", "data-path": c.path },
      `${c.reviewer}, ${when(c.at)}, ${c.path}: ` +
      (c.kind === "confirmed" ? `confirmed ${show(c.before)}` : `${show(c.before)} → ${show(c.after)}`)));
    document.getElementById("changes").replaceChildren(...(changes.length ? changes : [el("li", { class: "muted" }, "no change yet")]));
    document.getElementById("reviews").replaceChildren(...record.reviews.map(r =>
      el("li", {}, `${when(r.created_at)} — ${r.reviewer}: ${r.action}` +
        (Object.keys(r.corrections).length ? ` ${Object.keys(r.corrections).join(", ")}` : "") +
        (r.confirmed.length ? ` (confirmed ${r.confirmed.join(", ")})` : "") + (r.comment ? ` — “${r.comment}”` : ""))));
    if (!record.reviews.length) document.getElementById("reviews").append(el("li", { class: "muted" }, "no review yet"));
  }

  async function open(id, { scroll = true } = {}) {
    const record = await (await api(`/v1/extractions/${id}`)).json();
    let pages = current && current.id === id ? current.pages : null;
    if (pages === null) {
      try { pages = (await (await api(`/v1/extractions/${id}/document`)).json()).pages; } catch (_) { pages = []; }
    }
    current = { id, record, pages };
    document.querySelectorAll("#list tr.row").forEach(r => r.classList.toggle("selected", r.dataset.id === String(id)));
    const detail = document.getElementById("detail");
    detail.classList.remove("hidden");
    meta(record);
    trail(record);
    dualpath.reviewPanel(document.getElementById("review"), {
      record, pages, docPane: document.getElementById("doctext"),
      comment: () => document.getElementById("comment").value,
      onChanged: async () => { await open(id, { scroll: false }); await loadList(); },
    });
    if (!record.envelope.fields.length) renderDocument(document.getElementById("doctext"), pages, [], null);
    if (scroll) detail.scrollIntoView({ block: "start" });
  }

  async function approveDocument() {
    const state = document.getElementById("review-state");
    try {
      await api(`/v1/extractions/${current.id}/reviews`, {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "approve", comment: document.getElementById("comment").value }),
      });
      await open(current.id, { scroll: false });
      await loadList();
      state.textContent = "approved";
      state.className = "ok";
    } catch (e) {
      state.textContent = `not recorded: ${e.message}`;
      state.className = "error";
    }
  }

  async function exportAs(format) {
    const response = await api(`/v1/extractions/export?format=${format}&` + query());
    const url = URL.createObjectURL(await response.blob());
    el("a", { href: url, download: `extractions.${format}` }).click();
    URL.revokeObjectURL(url);
  }

  function refuse(e) {
    const refused = document.getElementById("refused");
    refused.replaceChildren(el("strong", {}, "Access refused. "),
      `The audit page is for auditors: ${e.message}. This refusal has been recorded in the audit log.`);
    refused.classList.remove("hidden");
    document.getElementById("workspace").classList.add("hidden");
  }

  async function start() {
    try {
      await verifyChain();  // only auditors and admins may verify
      document.getElementById("refused").classList.add("hidden");
      document.getElementById("workspace").classList.remove("hidden");
      await loadList();      // only auditors (and relationship managers) may read records
    } catch (e) {
      if (e.status === 403 || e.status === 401) return refuse(e);
      throw e;
    }
  }

  document.getElementById("filters").addEventListener("submit", loadList);
  document.getElementById("approve").addEventListener("click", approveDocument);
  document.getElementById("export-csv").addEventListener("click", () => exportAs("csv"));
  document.getElementById("export-json").addEventListener("click", () => exportAs("json"));
  dualpath.setupToken(start);
})();
