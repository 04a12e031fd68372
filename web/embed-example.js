// A host page embedding Spareggi from another origin (embed-example.html):
// the postMessage protocol of /embed.html, documented in the README.
(function () {
  "use strict";
  var params = new URLSearchParams(location.search);
  // The Spareggi site: ?frame=ORIGIN, or this page's own origin.
  var origin = new URL(params.get("frame") || location.origin).origin;
  var frame = document.getElementById("host-frame");
  var text = document.getElementById("host-text");
  var options = document.getElementById("host-options");
  var send = document.getElementById("host-send");
  var status = document.getElementById("host-status");
  var out = document.getElementById("host-out");
  var example = params.get("example");
  frame.src = origin + "/embed.html" + (example ? "?example=" + encodeURIComponent(example) : "");

  fetch("/web/examples/campionato-2009.trf")
    .then(function (r) { return r.text(); })
    .then(function (t) { if (!text.value) { text.value = t; } });

  var nextID = 1;
  window.addEventListener("message", function (ev) {
    // Only the frame's messages, from the Spareggi origin.
    if (ev.source !== frame.contentWindow || ev.origin !== origin || !ev.data || typeof ev.data !== "object") {
      return;
    }
    var m = ev.data;
    switch (m.spareggi) {
    case "ready":
      send.disabled = false;
      status.textContent = "The calculator is ready.";
      break;
    case "height":
      frame.style.height = m.height + "px";
      frame.dataset.height = m.height;
      break;
    case "result":
      status.textContent = "Answer " + m.id + ": the standings.";
      out.className = "snippet";
      out.dataset.id = m.id;
      out.textContent = m.json;
      break;
    case "error":
      status.textContent = "Answer " + m.id + ": an error.";
      out.className = "snippet error";
      out.dataset.id = m.id;
      out.textContent = JSON.stringify(m.error, null, 2);
      break;
    }
  });

  send.addEventListener("click", function () {
    var opts;
    try {
      opts = options.value.trim() ? JSON.parse(options.value) : {};
    } catch (e) {
      status.textContent = "The options are not JSON: " + e.message;
      return;
    }
    var id = nextID++;
    status.textContent = "Sent " + id + "…";
    frame.contentWindow.postMessage({ spareggi: "compute", id: id, text: text.value, options: opts }, origin);
  });
})();
