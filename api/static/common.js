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

  // The server decides each field's status (envelope fields[].status, fields[].review); an
  // envelope stored before fields carried a status is read by the rule the server used then.
  function needsReview(field, envelope) {
    if (field.status) return field.status === "needs_review";
    return field.confidence < 0.9 || field.source === null || (envelope.route.fallback_fields || []).includes(field.path);
  }

  function reviewReasons(field) { return (field.review || []).join(", ").replaceAll("_", " "); }

  function show(value) {
    if (value === null || value === undefined) return "";
    return typeof value === "string" ? value : JSON.stringify(value);
  }

  // Parse an edited value back to the type of the original (number, boolean, null, string).
  function parseLike(text, original) {
    if (text.trim() === "") return null;
    if (typeof original === "number") { const n = Number(text.replace(/,/g, "")); return Number.isNaN(n) ? text : n; }
    if (typeof original === "boolean") return /^(true|yes|1)$/i.test(text.trim());
    return text;
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
    const active = container.querySelector("mark.active");
    if (active) active.scrollIntoView({ block: "center" });
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

  return { api, el, confidenceClass, needsReview, reviewReasons, show, parseLike, renderDocument, setupToken };
})();
