//go:build js

package solve

// underNode is true when the tests run as WebAssembly under node, where the
// long checks would take minutes: they are left to the native run.
const underNode = true
