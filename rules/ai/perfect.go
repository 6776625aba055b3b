package ai

import (
	"errors"
	"runtime"

	"tabula/rules"
	"tabula/rules/dejarik"
	"tabula/rules/dejarik/solve"
)

// The level Perfect plays Dejarik from the exact solution of package
// solve: a move of the best value (the most points, the shortest win, the
// longest loss, any move that keeps a draw), the seed choosing among equals.
func init() {
	perfect = func(st rules.State, seed uint64) (rules.Action, error) {
		d, ok := st.(*dejarik.State)
		if !ok {
			return 0, errors.New("ai: the level perfect plays only Dejarik")
		}
		t, err := solve.Default()
		if err != nil {
			return 0, err
		}
		return solve.Best(t, d, seed)
	}
	perfectReady = func() bool {
		if solve.Loaded() {
			return true
		}
		// In the browser the table is fetched by the front-end (see
		// solve.SetLoader) and loading it may block: never wait for it
		// here. Natively it is embedded, and loads in a fraction of a
		// second the first time.
		if runtime.GOOS == "js" {
			return false
		}
		_, err := solve.Default()
		return err == nil
	}
}
