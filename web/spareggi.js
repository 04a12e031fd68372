// Spareggi JavaScript API.
//
// On the Spareggi pages the WebAssembly module registers itself here once it
// has loaded. On any other page of the same site, load wasm_exec.js and this
// file, then call Spareggi.load():
//
//   await Spareggi.load();                 // fetches /web/app.wasm
//   const json = Spareggi.compute(trfText, {rules: "fide2024", tiebreaks: "BH,SB", round: 5});
//   const doc = JSON.parse(json);          // the document of `spareggi -o json`
//
// compute returns the JSON document as a string. It throws an Error for bad
// input: error.message is positioned ("12:5: ..."), error.line and
// error.column locate the first error, error.diagnostics lists them all,
// error.usage is true when the options (not the text) were wrong,
// error.code is the engine's code of a refusal ("whatif-work"), and
// error.questions lists the open questions of an ambiguous input (answer
// them with the option answers: {"Q-BYE/r3": "fpb"}).
//
// Embedding across origins (see README, "Embedding"): /embed.html in an
// iframe answers window.postMessage. The host sends
//   {spareggi: "compute", id: 1, text: "...", options: {rules: "fide2024"}}
// and the frame shows those standings and answers the host's window with
//   {spareggi: "result", id: 1, json: "..."}   (the string of compute)
//   {spareggi: "error", id: 1, error: {message, line, column, usage, code, diagnostics, questions}}
// A message without its text, or another request than "compute", is
// answered with a usage error (codes api-text, api-verb), never ignored.
// It also posts {spareggi: "ready"} once it can compute, and
// {spareggi: "height", height: N} whenever its content's height changes,
// so that the host can size the iframe.
(function () {
  "use strict";

  // Cold start: /?example=ID is the address course handouts link to. On a
  // first visit (no service worker yet) the server answers it with the
  // empty page, and the standings would wait for the WebAssembly; the page
  // pre-rendered with that example's standings is /example/ID, so go there
  // before anything is painted. (With the service worker, /?example=ID is
  // already answered with that page, which is marked spareggi-example.)
  var listed = document.querySelector('meta[name="spareggi-examples"]');
  var id = new URLSearchParams(location.search).get("example");
  // An exercise address (…&exercise=1) must not show the values: stay on
  // this page, and hide any pre-rendered value until the calculator runs.
  // So must an example the student left in exercise mode (its switch is
  // kept in the browser, app/page_exercise.go).
  var exercise = new URLSearchParams(location.search).get("exercise") === "1";
  try {
    var kept = id && localStorage.getItem("spareggi.exercise." + id + ".on");
    if (kept) {
      exercise = kept === '"true"';
    }
  } catch (e) {}
  if (exercise) {
    document.documentElement.classList.add("exercise-pending");
  }
  if (listed && id && !exercise && !location.hash && (location.pathname === "/" || location.pathname === "/index.html") &&
      !document.querySelector('meta[name="spareggi-example"]') &&
      listed.getAttribute("content").split(" ").indexOf(id) >= 0) {
    // The other parameters (?lang=it) go along: the address keeps them.
    var rest = new URLSearchParams(location.search);
    rest.delete("example");
    var more = rest.toString();
    location.replace("/example/" + id + (more ? "?" + more : ""));
  }

  // Storage is optional: a browser that blocks storage in a cross-site
  // iframe (third-party storage blocked) throws on the mere read of
  // window.localStorage. The page then keeps its few settings in memory,
  // for the visit. Installed before app.js, which reads storage at start.
  function memoryStorage() {
    var m = new Map();
    function MemoryStorage() {}
    MemoryStorage.prototype = {
      getItem: function (k) { k = String(k); return m.has(k) ? m.get(k) : null; },
      setItem: function (k, v) { m.set(String(k), String(v)); },
      removeItem: function (k) { m.delete(String(k)); },
      clear: function () { m.clear(); },
      key: function (i) { var ks = Array.from(m.keys()); return i < ks.length ? ks[i] : null; },
      get length() { return m.size; }
    };
    return new MemoryStorage();
  }
  ["localStorage", "sessionStorage"].forEach(function (name) {
    try {
      var st = window[name];
      st.setItem("spareggi.probe", "1");
      st.removeItem("spareggi.probe");
    } catch (e) {
      try {
        Object.defineProperty(window, name, { value: memoryStorage(), configurable: true, enumerable: true });
      } catch (e2) { /* a browser that forbids this cannot run the page in such a frame */ }
    }
  });
})();

(function () {
  "use strict";
  var S = (window.Spareggi = window.Spareggi || {});
  var impl = null;
  var resolveReady;
  S.ready = new Promise(function (resolve) {
    resolveReady = resolve;
  });

  // Called by the WebAssembly module with its compute function.
  S._register = function (fn) {
    impl = fn;
    resolveReady(S);
  };

  // usageError is an error of the call itself, with its code.
  var usageError = function (code, message) {
    var e = new Error(message);
    e.name = "SpareggiError";
    e.usage = true;
    e.code = code;
    e.line = 0;
    e.column = 0;
    e.diagnostics = [];
    e.questions = [];
    return e;
  };

  S.compute = function (text, options) {
    if (!impl) {
      throw new Error("Spareggi is not loaded yet: await Spareggi.ready (or Spareggi.load())");
    }
    if (typeof text !== "string") {
      throw usageError("api-text", "compute: the first argument (text) must be the crosstable as a string, not " +
        (text === null ? "null" : typeof text));
    }
    var r = impl(text, JSON.stringify(options || {}));
    if (r.error !== undefined) {
      var e = new Error(r.error);
      e.name = "SpareggiError";
      e.line = r.line || 0;
      e.column = r.column || 0;
      e.usage = !!r.usage;
      e.code = r.code || "";
      e.diagnostics = r.diagnostics ? JSON.parse(r.diagnostics) : [];
      e.questions = r.questions ? JSON.parse(r.questions) : [];
      throw e;
    }
    return r.json;
  };

  // The cross-origin embedding protocol (in an iframe only).
  if (window.parent !== window) {
    var post = function (msg, origin) {
      try { window.parent.postMessage(msg, origin || "*"); } catch (e) { /* the host is gone */ }
    };
    window.addEventListener("message", function (ev) {
      var m = ev.data;
      if (ev.source !== window.parent || !m || typeof m !== "object" || typeof m.spareggi !== "string") {
        return;
      }
      S.ready.then(function () {
        var reply, show = false;
        try {
          if (m.spareggi !== "compute") {
            // A request the frame does not know is answered, not ignored.
            throw usageError("api-verb", "unknown request \"" + m.spareggi + "\": the frame answers {spareggi: \"compute\", id, text, options}");
          }
          if (typeof m.text !== "string") {
            throw usageError("api-text", "compute: the message has no text (the crosstable, as a string)");
          }
          show = true;
          reply = { spareggi: "result", id: m.id, json: S.compute(m.text, m.options) };
        } catch (e) {
          reply = { spareggi: "error", id: m.id, error: { message: e.message, line: e.line || 0, column: e.column || 0,
            usage: !!e.usage, code: e.code || "", diagnostics: e.diagnostics || [], questions: e.questions || [] } };
        }
        // The answer goes to the window that asked, and only to it; it
        // goes first: the page then draws what it answered — options
        // refused (a usage error) too: the page keeps what it showed and
        // says why, in its language (app/embed.go).
        post(reply, ev.origin);
        if (typeof window.spareggiShow === "function" && show) {
          window.spareggiShow(String(m.text), JSON.stringify(m.options || {}));
        }
      });
    });
    S.ready.then(function () { post({ spareggi: "ready" }); });
    var last = -1;
    var report = function () {
      var b = document.body;
      if (!b) { return; }
      var h = Math.ceil(b.getBoundingClientRect().height + parseFloat(getComputedStyle(b).marginTop || 0) +
        parseFloat(getComputedStyle(b).marginBottom || 0));
      if (h !== last) {
        last = h;
        post({ spareggi: "height", height: h });
      }
    };
    var observe = function () {
      if (typeof ResizeObserver === "function") {
        new ResizeObserver(report).observe(document.body);
      }
      report();
    };
    if (document.body) { observe(); } else { document.addEventListener("DOMContentLoaded", observe); }
  }

  // Loads the WebAssembly module on a page that is not a Spareggi page.
  S.load = function (wasmURL) {
    if (impl) {
      return S.ready;
    }
    if (typeof Go === "undefined") {
      return Promise.reject(new Error("load /wasm_exec.js before calling Spareggi.load()"));
    }
    window.spareggiAPIOnly = true;
    var go = new Go();
    return WebAssembly.instantiateStreaming(fetch(wasmURL || "/web/app.wasm"), go.importObject).then(function (res) {
      go.run(res.instance);
      return S.ready;
    });
  };
})();
