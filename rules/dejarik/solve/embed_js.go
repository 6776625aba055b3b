//go:build js

package solve

// embeddedLoader is nil under GOOS=js: the table is not part of the
// program, and the front-end fetches it through SetLoader.
var embeddedLoader func() ([]byte, error)
