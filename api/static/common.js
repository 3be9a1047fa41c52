// Shared by the onboarding and audit pages: the bearer token, API calls, small helpers.
"use strict";

const dualpath = (() => {
  const KEY = "dualpath-token";
  const token = () => sessionStorage.getItem(KEY) || "";

  async function api(path, options = {}) {
    const headers = Object.assign({}, options.headers || {}, { Authorization: "Bearer " + token() });
    const response = await fetch(path, Object.assign({}, options, { headers }));
    if (!response.ok) {
      let detail = response.statusText;
      try { detail = (await response.json()).detail || detail; } catch (_) { /* not JSON */ }
      const error = new Error(typeof detail === "string" ? detail : JSON.stringify(detail));
      error.status = response.status;
      throw error;
    }
    return response;
  }

  function el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (k === "class") node.className = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else if (v !== undefined && v !== null) node.setAttribute(k, v);
    }
    for (const child of children.flat()) node.append(child instanceof Node ? child : document.createTextNode(String(child ?? "")));
    return node;
  }

  function confidenceClass(c) { return c >= 0.9 ? "conf-high" : c >= 0.7 ? "conf-mid" : "conf-low"; }

  // The server alone decides which fields need a person (fields[].status) and why (fields[].review):
  // the pages apply no rule of their own.
  function needsReview(field) { return field.status === "needs_review"; }

  const REASONS = {
    low_confidence: "the model was not sure of it",
    not_in_text: "the value was not found in the document's text",
    redecoded: "the first model was unsure and a second one read it again",
    invalid: "what was read is not a valid value for this field",
    required_but_not_stated: "required, but no value was found",
    decoders_disagree: "the two models read different values",
    conflicts_with_document: "another part of the document says otherwise",
    read_from_scan: "read by OCR from a scanned page: check it against the image",
    ocr_low_confidence: "OCR was unsure of the characters it was read from",
    not_calibrated: "the models have not been calibrated together, so nothing they read is accepted unchecked",
    read_from_mrz: "taken from the identity document's machine-readable zone: check it is this record's document",
  };

  function reviewReasons(field) {
    return (field.review || []).map(code => REASONS[code] || code.replaceAll("_", " ")).join("; ");
  }

  function show(value) {
    if (value === null || value === undefined) return "";
    return typeof value === "string" ? value : JSON.stringify(value);
  }

  // The pages' text with every field's source marked; the active field's mark is highlighted.
  function renderDocument(container, pages, fields, activePath) {
    container.replaceChildren();
    pages.forEach((text, i) => {
      const page = i + 1;
      if (i > 0) container.append(el("span", { class: "page-break" }, `page ${page}`));
      const spans = fields.filter(f => f.source && f.source.page === page)
        .sort((a, b) => (b.path === activePath) - (a.path === activePath) || a.source.start - b.source.start);
      const kept = [];
      for (const f of spans) {
        if (!kept.some(k => f.source.start < k.source.end && k.source.start < f.source.end)) kept.push(f);
      }
      kept.sort((a, b) => a.source.start - b.source.start);
      let at = 0;
      for (const f of kept) {
        container.append(text.slice(at, f.source.start));
        const active = f.path === activePath ||
          (activePath && fields.some(g => g.path === activePath && g.source && g.source.page === page &&
                                         g.source.start < f.source.end && f.source.start < g.source.end));
        container.append(el("mark", { class: "src" + (active ? " active" : ""), "data-path": f.path, title: f.path },
                             text.slice(f.source.start, f.source.end)));
        at = f.source.end;
      }
      container.append(text.slice(at));
    });
    // scroll the text pane only (not the page) so the source is in the middle of it
    const active = container.querySelector("mark.active");
    if (active) container.scrollTop = Math.max(0, active.offsetTop - container.clientHeight / 2);
  }

  async function setupToken(onReady) {
    const input = document.getElementById("token");
    const who = document.getElementById("who");
    input.value = token();
    async function identify() {
      try {
        const me = await (await api("/v1/me")).json();
        who.textContent = `${me.name} (${me.role})`;
        await onReady(me);
      } catch (e) {
        who.textContent = token() ? "token refused: " + e.message : "no token";
      }
    }
    document.getElementById("use-token").addEventListener("click", async () => {
      sessionStorage.setItem(KEY, input.value.trim());
      await identify();
    });
    if (token()) await identify();
  }

  return { api, el, confidenceClass, needsReview, reviewReasons, show, renderDocument, setupToken };
})();
