// Onboarding: a relationship manager uploads a PDF (or opens one of theirs: /onboarding?extraction=ID),
// reviews the fields the server flagged, field by field, against their source in the text.
"use strict";
(() => {
  const { api, el, needsReview } = dualpath;
  let current = null;  // {id, record, pages, elapsed}

  function showRecord() {
    const { record, elapsed } = current;
    const envelope = record.envelope;
    const status = document.getElementById("status");
    const reviewedStatus = record.reviewed_envelope.status;
    status.textContent = reviewedStatus.replace("_", " ");
    status.className = "badge status-" + reviewedStatus;
    const flagged = envelope.fields.filter(needsReview).length;
    document.getElementById("summary").textContent =
      `${envelope.document_type || "unknown type"} · ${envelope.fields.length} fields · ${flagged} flagged, ` +
      `${record.open_fields} still open` +
      (elapsed !== undefined ? ` · answered in ${Math.round(elapsed)} ms (pipeline ${Math.round(envelope.timings_ms.total || 0)} ms)` : "") +
      (envelope.route.fallback_fields.length ? ` · re-decoded: ${envelope.route.fallback_fields.join(", ")}` : "");
    document.getElementById("result").classList.remove("hidden");
    dualpath.reviewPanel(document.getElementById("review"), {
      record, pages: current.pages, docPane: document.getElementById("doctext"),
      comment: () => document.getElementById("comment").value,
      onChanged: () => open(current.id, current.pages),
    });
    document.getElementById("errors").replaceChildren(...record.reviewed_envelope.validation.errors.map(
      e => el("li", {}, (e.path ? e.path + ": " : "") + e.message)));
  }

  async function open(id, pages, elapsed) {
    const refused = document.getElementById("refused");
    try {
      const record = await (await api(`/v1/extractions/${id}`)).json();
      if (pages === undefined) {
        try { pages = (await (await api(`/v1/extractions/${id}/document`)).json()).pages; } catch (_) { pages = []; }
      }
      current = { id, record, pages, elapsed };
      refused.classList.add("hidden");
      showRecord();
    } catch (e) {
      if (e.status !== 403 && e.status !== 404) throw e;
      refused.replaceChildren(el("strong", {}, "Access refused. "),
        `${e.message}. This refusal has been recorded in the audit log.`);
      refused.classList.remove("hidden");
      document.getElementById("result").classList.add("hidden");
    }
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
      const id = response.headers.get("X-Extraction-Id");
      const elapsed = performance.now() - started;
      state.textContent = "";
      history.replaceState(null, "", `?extraction=${id}`);
      await open(id, undefined, elapsed);
    } catch (e) {
      state.textContent = "";
      state.append(el("span", { class: "error" }, `refused (${e.status || "error"}): ${e.message}`));
    }
  }

  document.getElementById("upload-form").addEventListener("submit", upload);
  dualpath.setupToken(async () => {
    const id = new URLSearchParams(location.search).get("extraction");
    if (id) await open(id);
  });
})();
