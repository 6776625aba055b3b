// Package wasm builds and serves the browser version of the game.
//
// The folder holds the page (index.html, style.css and loader.js, which
// show a loading screen with progress and a clear message when the browser
// lacks WebAssembly or WebGL; no inline script or style), the web app
// manifest and its icons, and the service worker (sw.js) that keeps the
// game for offline play. [Build] compiles the
// game to WebAssembly next to them, copies wasm_exec.js from the Go toolchain
// that compiled it, writes build.json (the version and the module's size,
// read by the loading screen and the service worker) and precompresses every
// file with gzip and brotli. [Handler] serves the folder: only the game's
// own files, with their MIME types, the precompressed form the browser
// accepts, and caching by ETag (every response is revalidated, so a new
// build is seen at once; an unchanged file costs a 304). It opens files
// through an [os.Root], so a symbolic link that leaves the folder (or is
// absolute) is a 404, precompressed copies included; a relative link that
// stays inside is followed. Every answer, errors and 304s included,
// carries [SecurityHeaders]: a [ContentSecurityPolicy] that allows only
// the page's own files, WebAssembly and the sound's worklet, with
// frame-ancestors 'none', and nosniff, no-referrer and a same-origin
// opener policy.
//
// The command cmd/web runs both: `go run ./cmd/web build` and
// `go run ./cmd/web serve` (make wasm and make web); the server's timeouts
// and its graceful stop are described there. What drives Chromium in the
// tests is in package tabula/wasm/headless, so that the server links none
// of it.
package wasm
