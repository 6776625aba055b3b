//go:build js

package solve

// Embedded returns nil in the browser: the table is not part of the
// program, and the page fetches dejarik.tbl when a game first needs it.
func Embedded() []byte { return nil }
