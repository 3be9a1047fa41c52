// The per-field review of one extraction, shared by the onboarding and audit pages.
// Flagged fields (the server's fields[].status == "needs_review") come first, each with why, its
// value pre-filled, the decoders' other readings and its source in the text pane; accepting one
// is one click, correcting it one edit and one click. Accepted fields are listed apart, folded.
"use strict";

dualpath.reviewPanel = (() => {
  const { api, el, confidenceClass, needsReview, reviewReasons, show, renderDocument } = dualpath;

  // What the reviewer typed, as sent: the server normalises and validates it like extracted text.
  const typed = text => (text.trim() === "" ? null : text);

  function settledLine(change) {
    if (!change) return el("span", { class: "state open" }, "open");
    const who = `${change.reviewer}, ${change.at.slice(0, 19).replace("T", " ")}`;
    return change.kind === "confirmed"
      ? el("span", { class: "state ok" }, `✔ confirmed by ${who}`)
      : el("span", { class: "state ok" }, `✎ corrected by ${who}: ${show(change.before)} → ${show(change.after)}`);
  }

  // options: {record, pages, docPane, comment: () => string, onChanged: async () => void}
  function render(container, options) {
    const { record, pages, docPane } = options;
    const original = record.envelope;
    const reviewed = record.reviewed_envelope;
    const current = Object.fromEntries(reviewed.fields.map(f => [f.path, f]));
    const last = {};
    for (const c of record.changes) last[c.path] = c;
    const flagged = original.fields.filter(needsReview);
    const accepted = original.fields.filter(f => !needsReview(f));

    function select(path) {
      container.querySelectorAll("[data-path].flag, tr.field").forEach(n => n.classList.toggle("selected", n.dataset.path === path));
      renderDocument(docPane, pages, original.fields, path);
    }

    async function send(body, errorNode) {
      errorNode.textContent = "";
      try {
        await api(`/v1/extractions/${record.id}/reviews`, {
          method: "POST", headers: { "Content-Type": "application/json" },
          body: JSON.stringify(Object.assign({ comment: options.comment ? options.comment() : "" }, body)),
        });
        await options.onChanged();
      } catch (e) {
        errorNode.textContent = `not recorded (${e.status || "error"}): ${e.message}`;
      }
    }

    function flagRow(f) {
      const now = current[f.path] || f;
      const input = el("input", { type: "text", class: "value", value: show(now.value), "data-path": f.path,
                                  "aria-label": f.path });
      const error = el("div", { class: "flag-error error" });
      const save = el("button", { class: "save", disabled: "" }, "Save correction");
      const accept = el("button", { class: "accept secondary" }, last[f.path] ? "Confirm again" : "Accept");
      input.addEventListener("input", () => { save.disabled = input.value === show(now.value); });
      input.addEventListener("focus", () => select(f.path));
      input.addEventListener("keydown", e => { if (e.key === "Enter" && !save.disabled) save.click(); });
      accept.addEventListener("click", () => send({ action: "approve", confirmed: [f.path] }, error));
      save.addEventListener("click", () => send({ action: "correct", corrections: { [f.path]: typed(input.value) } }, error));
      const alternatives = (f.alternatives || []).filter(a => show(a.value) !== show(now.value));
      const alts = alternatives.length ? el("span", { class: "alts muted" }, "other reading: ",
        alternatives.map(a => el("button", { class: "alt secondary", title: `read by ${a.decoded_by}`,
                                             onclick: () => send({ action: "correct", corrections: { [f.path]: a.value } }, error) },
                                 `${show(a.value) || "(empty)"} · ${a.decoded_by}`))) : "";
      const row = el("div", { class: "flag" + (last[f.path] ? " settled" : ""), "data-path": f.path },
        el("div", { class: "flag-head" }, el("span", { class: "path" }, f.path),
           el("span", { class: "conf " + confidenceClass(f.confidence), title: f.decoded_by }, f.confidence.toFixed(2)),
           settledLine(last[f.path])),
        el("div", { class: "reasons" }, "why: " + reviewReasons(f)),
        el("div", { class: "flag-body" }, input, accept, save, alts),
        error);
      row.addEventListener("click", e => { if (e.target.tagName !== "BUTTON") select(f.path); });
      return row;
    }

    const open = flagged.filter(f => !last[f.path]).length;
    const head = flagged.length
      ? el("h3", {}, `To review: ${open} of ${flagged.length} flagged field(s) open`)
      : el("h3", {}, "Nothing flagged: every field was accepted without a person");
    const rows = accepted.map(f => {
      const now = current[f.path] || f;
      const row = el("tr", { class: "field", "data-path": f.path },
        el("td", { class: "path" }, f.path), el("td", {}, show(now.value)),
        el("td", {}, el("span", { class: "conf " + confidenceClass(f.confidence), title: f.decoded_by }, f.confidence.toFixed(2))),
        el("td", { class: "muted" }, now.decoded_by));
      row.addEventListener("click", () => select(f.path));
      return row;
    });
    container.replaceChildren(
      el("section", { class: "to-review" }, head, flagged.map(flagRow)),
      el("details", { class: "accepted-fields" },
        el("summary", {}, `Accepted fields (${accepted.length})`),
        el("table", {}, el("thead", {}, el("tr", {}, el("th", {}, "Field"), el("th", {}, "Value"), el("th", {}, "Confidence"),
                                                   el("th", {}, "By"))), el("tbody", {}, rows))));
    renderDocument(docPane, pages, original.fields, flagged.length ? flagged[0].path : null);
  }

  return render;
})();
