package solve_test

import (
	"os"
	"sync"

	"tabula/rules/dejarik/solve"
)

// openTable returns the table for the examples and tests: the one built
// into the program, or under GOOS=js, where none is, the file of the
// package's folder, which go_js_wasm_exec lets node read.
var openTable = sync.OnceValues(func() (*solve.Table, error) {
	file := solve.Embedded()
	if file == nil {
		var err error
		if file, err = os.ReadFile("dejarik.tbl"); err != nil {
			return nil, err
		}
	}
	return solve.Decode(file)
})
