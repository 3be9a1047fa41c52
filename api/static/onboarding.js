// Onboarding: a relationship manager uploads a PDF, checks the record field by field,
// sees where each value was read, and corrects what is wrong.
"use strict";
(() => {
  const { api, el, confidenceClass, needsReview, reviewReasons, show, parseLike, renderDocument } = dualpath;
  let current = null;  // {id, envelope, pages}

  function renderFields() {
    const { envelope } = current;
    const body = document.querySelector("#fields tbody");
    body.replaceChildren();
    for (const f of envelope.fields) {
      const input = el("input", { type: "text", value: show(f.value), "data-path": f.path, "aria-label": f.path });
      input.addEventListener("input", () => {
        input.classList.toggle("changed", input.value !== show(f.value));
        document.getElementById("submit-corrections").disabled = !document.querySelector("td.value input.changed");
      });
      const row = el("tr", { class: "field" + (needsReview(f, envelope) ? " needs-review" : ""), "data-path": f.path,
                                 title: reviewReasons(f) },
        el("td", { class: "path" }, f.path),
        el("td", { class: "value" }, input),
        el("td", {}, el("span", { class: "conf " + confidenceClass(f.confidence), title: f.decoded_by },
                        f.confidence.toFixed(2))));
      row.addEventListener("click", () => select(f.path));
      body.append(row);
    }
    const errors = document.getElementById("errors");
    errors.replaceChildren(...envelope.validation.errors.map(e => el("li", {}, (e.path ? e.path + ": " : "") + e.message)));
  }

  function select(path) {
    document.querySelectorAll("tr.field").forEach(r => r.classList.toggle("selected", r.dataset.path === path));
    renderDocument(document.getElementById("doctext"), current.pages, current.envelope.fields, path);
  }

  async function upload(event) {
    event.preventDefault();
    const file = document.getElementById("file").files[0];
    const state = document.getElementById("upload-state");
    if (!file) { state.textContent = "choose a PDF first"; return; }
    const form = new FormData();
    form.append("file", file);
    const type = document.getElementById("doctype").value;
    if (type) form.append("document_type", type);
    state.textContent = "extracting…";
    const started = performance.now();
    try {
      const response = await api("/v1/extract", { method: "POST", body: form });
      const envelope = await response.json();
      const id = response.headers.get("X-Extraction-Id");
      const elapsed = performance.now() - started;
      let pages = [];
      try { pages = (await (await api(`/v1/extractions/${id}/document`)).json()).pages; } catch (_) { /* unreadable */ }
      current = { id, envelope, pages };
      state.textContent = "";
      const status = document.getElementById("status");
      status.textContent = envelope.status.replace("_", " ");
      status.className = "badge status-" + envelope.status;
      const review = envelope.fields.filter(f => needsReview(f, envelope)).length;
      document.getElementById("summary").textContent =
        `${envelope.document_type || "unknown type"} · ${envelope.fields.length} fields · ${review} to review · ` +
        `answered in ${Math.round(elapsed)} ms (pipeline ${Math.round(envelope.timings_ms.total || 0)} ms)` +
        (envelope.route.fallback_fields.length ? ` · re-decoded: ${envelope.route.fallback_fields.join(", ")}` : "");
      document.getElementById("result").classList.remove("hidden");
      document.getElementById("submit-corrections").disabled = true;
      document.getElementById("review-state").textContent = "";
      renderFields();
      renderDocument(document.getElementById("doctext"), pages, envelope.fields, null);
    } catch (e) {
      state.textContent = "";
      state.append(el("span", { class: "error" }, `refused (${e.status || "error"}): ${e.message}`));
    }
  }

  async function submitCorrections() {
    const corrections = {};
    for (const input of document.querySelectorAll("td.value input.changed")) {
      const original = current.envelope.fields.find(f => f.path === input.dataset.path).value;
      corrections[input.dataset.path] = parseLike(input.value, original);
    }
    const state = document.getElementById("review-state");
    try {
      await api(`/v1/extractions/${current.id}/reviews`, {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "correct", corrections, comment: document.getElementById("comment").value }),
      });
      state.textContent = `correction recorded (${Object.keys(corrections).length} field(s))`;
      state.className = "ok";
      document.querySelectorAll("td.value input.changed").forEach(i => i.classList.remove("changed"));
      document.getElementById("submit-corrections").disabled = true;
    } catch (e) {
      state.textContent = `not recorded: ${e.message}`;
      state.className = "error";
    }
  }

  document.getElementById("upload-form").addEventListener("submit", upload);
  document.getElementById("submit-corrections").addEventListener("click", submitCorrections);
  dualpath.setupToken(async () => {});
})();
