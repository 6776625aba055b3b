// The loading screen of tabula: it checks that the browser can run the game,
// downloads the WebAssembly module with a progress bar, starts it, and takes
// itself away when the game has drawn its first frame (the game calls
// window.tabulaStarted). It also registers the service worker that keeps the
// game for offline play.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const fill = $("fill"), status = $("status");
  const mb = (n) => (n / 1e6).toFixed(1);

  // problem shows what went wrong on the loading screen, shown again if
  // the game had started and then stopped.
  function problem(text, canRetry) {
    $("loading").style.display = "";
    $("bar").style.display = "none";
    status.style.display = "none";
    $("problem").style.display = "block";
    $("problemText").textContent = text;
    $("retry").style.display = canRetry ? "" : "none";
  }
  $("retry").addEventListener("click", () => location.reload());

  function hasWebGL() {
    try {
      const c = document.createElement("canvas");
      return !!(c.getContext("webgl2") || c.getContext("webgl"));
    } catch (e) {
      return false;
    }
  }

  // Milestones of the start, in milliseconds since navigation, for people
  // and for the browser test's measure.
  const times = (window.tabulaTimes = {});
  const mark = (name) => { times[name] = Math.round(performance.now()); };

  window.tabulaStarted = function () {
    mark("firstFrame");
    window.tabulaStartedAt = performance.now();
    $("loading").style.display = "none"; // kept for a problem after the start
  };

  async function fetchWithProgress(url, size) {
    const resp = await fetch(url);
    if (!resp.ok) throw new Error(url + ": " + resp.status + " " + resp.statusText);
    if (!resp.body || !size) return resp.arrayBuffer();
    const reader = resp.body.getReader();
    const chunks = [];
    let got = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      got += value.length;
      fill.style.width = Math.min(100, (100 * got) / size).toFixed(1) + "%";
      status.textContent = "Downloading the game… " + mb(got) + " of " + mb(size) + " MB";
    }
    const all = new Uint8Array(got);
    let at = 0;
    for (const c of chunks) { all.set(c, at); at += c.length; }
    return all.buffer;
  }

  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const s = document.createElement("script");
      s.src = src;
      s.onload = resolve;
      s.onerror = () => reject(new Error("could not load " + src));
      document.head.appendChild(s);
    });
  }

  async function start() {
    // Opened from the disk, the page can fetch nothing: browsers run a
    // module only from a page a web server serves.
    if (location.protocol === "file:") {
      problem("This page needs a web server: browsers run the game only from a page served over http or https, not opened from the disk. Put these files on a web server, or run one in this folder (python3 -m http.server, then open http://localhost:8000). README.txt tells more.", false);
      return;
    }
    if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
      problem("This browser cannot run WebAssembly, which tabula needs. Please use a recent Firefox, Chrome, Edge or Safari.", false);
      return;
    }
    if (!hasWebGL()) {
      problem("This browser cannot draw with WebGL, which tabula needs. Turn on hardware acceleration in its settings, or use another browser.", false);
      return;
    }
    let build;
    try {
      const r = await fetch("build.json", { cache: "no-cache" });
      if (!r.ok) throw new Error("build.json: " + r.status);
      build = await r.json();
    } catch (e) {
      problem("The game could not be downloaded (" + e.message + "). Check the connection and try again.", true);
      return;
    }
    window.tabulaBuild = build;
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker.register("sw.js?v=" + encodeURIComponent(build.version)).catch((e) => {
        console.warn("tabula: no offline play:", e.message);
      });
    }
    let bytes;
    try {
      await loadScript("wasm_exec.js?v=" + encodeURIComponent(build.version));
      bytes = await fetchWithProgress("tabula.wasm?v=" + encodeURIComponent(build.version), build.size);
    } catch (e) {
      problem("The game could not be downloaded (" + e.message + "). Check the connection and try again.", true);
      return;
    }
    mark("downloaded");
    fill.style.width = "100%";
    status.textContent = "Starting…";
    const go = new Go();
    go.exit = (code) => {
      if (code !== 0) problem("The game stopped unexpectedly (exit code " + code + "). Reload the page to go on: your game was saved.", true);
    };
    let result;
    try {
      result = await WebAssembly.instantiate(bytes, go.importObject);
    } catch (e) {
      problem("The game could not start: " + e.message, true);
      return;
    }
    mark("compiled");
    go.run(result.instance);
  }
  start();
})();
