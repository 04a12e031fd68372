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
// error.usage is true when the options (not the text) were wrong, and
// error.questions lists the open questions of an ambiguous input (answer
// them with the option answers: {"Q-BYE/r3": "fpb"}).
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

  S.compute = function (text, options) {
    if (!impl) {
      throw new Error("Spareggi is not loaded yet: await Spareggi.ready (or Spareggi.load())");
    }
    var r = impl(String(text), JSON.stringify(options || {}));
    if (r.error !== undefined) {
      var e = new Error(r.error);
      e.name = "SpareggiError";
      e.line = r.line || 0;
      e.column = r.column || 0;
      e.usage = !!r.usage;
      e.diagnostics = r.diagnostics ? JSON.parse(r.diagnostics) : [];
      e.questions = r.questions ? JSON.parse(r.questions) : [];
      throw e;
    }
    return r.json;
  };

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
