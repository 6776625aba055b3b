// Package fetch makes HTTP requests from WebAssembly with the browser's own
// fetch: the game's browser build links no HTTP client of Go's, and the
// page's cache, service worker and security rules apply. It has nothing
// for other platforms, which use net/http.
package fetch
