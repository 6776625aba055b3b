//go:build js

package solve

import "os"

// Under GOOS=js the table is not embedded: the tests read the file from
// the package's folder, as go_js_wasm_exec lets node do.
func init() {
	SetLoader(func() ([]byte, error) { return os.ReadFile("dejarik.tbl") })
}
