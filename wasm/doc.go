// Package wasm builds and serves the browser version of the game.
//
// The folder holds the page (index.html and loader.js, which show a loading
// screen with progress and a clear message when the browser lacks
// WebAssembly or WebGL), the web app manifest and its icons, and the service
// worker (sw.js) that keeps the game for offline play. [Build] compiles the
// game to WebAssembly next to them, copies wasm_exec.js from the Go toolchain
// that compiled it, writes build.json (the version and the module's size,
// read by the loading screen and the service worker) and precompresses every
// file with gzip and brotli. [Handler] serves the folder: only the game's
// own files, with their MIME types, the precompressed form the browser
// accepts, and caching by ETag (every response is revalidated, so a new
// build is seen at once; an unchanged file costs a 304).
//
// The command cmd/web runs both: `go run ./cmd/web build` and
// `go run ./cmd/web serve` (make wasm and make web).
package wasm
