// Audit: an auditor filters extractions, opens one, sees every field's source in the
// document, the route and fallback reasons, models, timings, reviews; approves or corrects;
// checks the audit chain; exports what the filter selects.
"use strict";
(() => {
  const { api, el, confidenceClass, needsReview, reviewReasons, show, parseLike, renderDocument } = dualpath;
  let current = null;  // {id, record, pages}

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

  async function loadList(event) {
    if (event) event.preventDefault();
    const data = await (await api("/v1/extractions?" + query())).json();
    document.getElementById("count").textContent = `${data.total} extraction(s)`;
    const body = document.querySelector("#list tbody");
    body.replaceChildren(...data.items.map(x => {
      const row = el("tr", { class: "row", "data-id": x.id },
        el("td", {}, x.id), el("td", {}, x.filename || x.document_id.slice(7, 19)), el("td", {}, x.document_type || "—"),
        el("td", {}, el("span", { class: "badge status-" + x.status }, x.status)), el("td", {}, x.route),
        el("td", {}, x.min_confidence === null ? "—" : x.min_confidence.toFixed(2)),
        el("td", {}, x.created_at.slice(0, 19).replace("T", " ")), el("td", {}, x.reviewed || ""));
      row.addEventListener("click", () => open(x.id));
      return row;
    }));
  }

  function meta(record) {
    const env = record.envelope;
    const items = [
      ["Document", `${record.filename || ""} ${env.document_id.slice(0, 23)}…`],
      ["Status", env.status], ["Type", `${env.document_type || "—"} (${env.schema || "no schema"})`],
      ["Route", env.route.path + (env.route.fallback_fields.length ? ` → AR fallback: ${env.route.fallback_fields.join(", ")}` : "")],
      ["Reason", env.route.reason || "—"],
      ["Validation", env.validation.valid ? "valid" : env.validation.errors.map(e => (e.path ? e.path + ": " : "") + e.message).join("; ")],
      ["Models", Object.entries(env.models).map(([k, v]) => `${k}: ${v}`).join(", ") || "—"],
      ["Timings", Object.entries(env.timings_ms).map(([k, v]) => `${k} ${Math.round(v)} ms`).join(" · ")],
      ["Requested", `${record.requested_by} at ${record.created_at.slice(0, 19).replace("T", " ")}, pipeline ${record.pipeline_version}`],
    ];
    document.getElementById("meta").replaceChildren(...items.flatMap(([k, v]) => [el("dt", {}, k), el("dd", {}, v)]));
  }

  function renderFields() {
    const env = current.record.envelope;
    const body = document.querySelector("#fields tbody");
    body.replaceChildren();
    for (const f of env.fields) {
      const input = el("input", { type: "text", value: show(f.value), "data-path": f.path, "aria-label": f.path });
      input.addEventListener("input", () => {
        input.classList.toggle("changed", input.value !== show(f.value));
        document.getElementById("correct").disabled = !document.querySelector("#fields input.changed");
      });
      const row = el("tr", { class: "field" + (needsReview(f, env) ? " needs-review" : ""), "data-path": f.path,
                                 title: reviewReasons(f) },
        el("td", { class: "path" }, f.path), el("td", { class: "value" }, input),
        el("td", {}, el("span", { class: "conf " + confidenceClass(f.confidence) }, f.confidence.toFixed(2))),
        el("td", { class: "muted" }, f.decoded_by));
      row.addEventListener("click", () => select(f.path));
      body.append(row);
    }
    document.getElementById("reviews").replaceChildren(...current.record.reviews.map(r =>
      el("li", {}, `${r.created_at.slice(0, 19).replace("T", " ")} — ${r.reviewer}: ${r.action}` +
        (Object.keys(r.corrections).length ? ` ${JSON.stringify(r.corrections)}` : "") + (r.comment ? ` — “${r.comment}”` : ""))));
    if (!current.record.reviews.length) document.getElementById("reviews").append(el("li", { class: "muted" }, "no review yet"));
  }

  function select(path) {
    document.querySelectorAll("#fields tr.field").forEach(r => r.classList.toggle("selected", r.dataset.path === path));
    renderDocument(document.getElementById("doctext"), current.pages, current.record.envelope.fields, path);
  }

  async function open(id) {
    const record = await (await api(`/v1/extractions/${id}`)).json();
    let pages = [];
    try { pages = (await (await api(`/v1/extractions/${id}/document`)).json()).pages; } catch (_) { /* unreadable */ }
    current = { id, record, pages };
    document.querySelectorAll("#list tr.row").forEach(r => r.classList.toggle("selected", r.dataset.id === String(id)));
    document.getElementById("detail").classList.remove("hidden");
    document.getElementById("review-state").textContent = "";
    document.getElementById("correct").disabled = true;
    meta(record);
    renderFields();
    renderDocument(document.getElementById("doctext"), pages, record.envelope.fields, null);
  }

  async function review(action) {
    const corrections = {};
    if (action === "correct") {
      for (const input of document.querySelectorAll("#fields input.changed")) {
        const original = current.record.envelope.fields.find(f => f.path === input.dataset.path).value;
        corrections[input.dataset.path] = parseLike(input.value, original);
      }
    }
    const state = document.getElementById("review-state");
    try {
      await api(`/v1/extractions/${current.id}/reviews`, {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action, corrections, comment: document.getElementById("comment").value }),
      });
      state.textContent = action === "approve" ? "approved" : "correction recorded";
      state.className = "ok";
      await open(current.id);
      document.getElementById("review-state").textContent = action === "approve" ? "approved" : "correction recorded";
      await loadList();
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

  async function start() {
    const refused = document.getElementById("refused");
    try {
      await verifyChain();  // also the role check: only auditors (and admins) may verify
    } catch (e) {
      if (e.status === 403 || e.status === 401) {
        refused.replaceChildren(el("strong", {}, "Access refused. "),
          `The audit page is for auditors: ${e.message}. This refusal has been recorded in the audit log.`);
        refused.classList.remove("hidden");
        document.getElementById("workspace").classList.add("hidden");
        return;
      }
      throw e;
    }
    refused.classList.add("hidden");
    document.getElementById("workspace").classList.remove("hidden");
    await loadList();
  }

  document.getElementById("filters").addEventListener("submit", loadList);
  document.getElementById("approve").addEventListener("click", () => review("approve"));
  document.getElementById("correct").addEventListener("click", () => review("correct"));
  document.getElementById("export-csv").addEventListener("click", () => exportAs("csv"));
  document.getElementById("export-json").addEventListener("click", () => exportAs("json"));
  dualpath.setupToken(start);
})();
