//go:build js

package daryon

// builtIn is nil in the browser: value.nn is not part of the module, which
// fetches it beside itself as daryon.nn when a game first needs it.
var builtIn []byte
