// Demo of the Spareggi JavaScript API (see api-example.html).
(function () {
  "use strict";
  var text = document.getElementById("api-text");
  var run = document.getElementById("api-run");
  var out = document.getElementById("api-out");
  var time = document.getElementById("api-time");

  fetch("/web/examples/campionato-2009.trf")
    .then(function (r) { return r.text(); })
    .then(function (t) { if (!text.value) { text.value = t; } });

  Spareggi.load().then(function () {
    run.disabled = false;
    run.textContent = "Spareggi.compute(text, options)";
  }, function (err) {
    run.textContent = "Could not load: " + err.message;
  });

  run.addEventListener("click", function () {
    var opts = {};
    var rules = document.getElementById("api-rules").value.trim();
    var tb = document.getElementById("api-tb").value.trim();
    var round = document.getElementById("api-round").value.trim();
    if (rules) { opts.rules = rules; }
    if (tb) { opts.tiebreaks = tb; }
    if (round) { opts.round = parseInt(round, 10); }
    var t0 = performance.now();
    try {
      var json = Spareggi.compute(text.value, opts);
      out.className = "snippet";
      out.textContent = JSON.stringify(JSON.parse(json), null, 2);
    } catch (e) {
      out.className = "snippet error";
      out.textContent = e.name + ": " + e.message + (e.line ? "\n(line " + e.line + ", column " + e.column + ")" : "");
    }
    time.textContent = (performance.now() - t0).toFixed(1) + " ms";
  });
})();
