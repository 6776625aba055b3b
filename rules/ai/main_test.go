package ai_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"tabula/rules/ai"
	daryonai "tabula/rules/ai/daryon"
	thayyamai "tabula/rules/ai/thayyam"
)

// TestMain gives the tests the race games' learned values: built in
// natively; under GOOS=js, where they are not, read from their folders,
// which go_js_wasm_exec lets node read, through the loader the browser
// uses.
func TestMain(m *testing.M) {
	for folder, e := range map[string]ai.Engine{"daryon": daryonai.Engine, "thayyam": thayyamai.Engine} {
		fetch := func(string) ([]byte, error) { return os.ReadFile(filepath.Join(folder, "value.nn")) }
		if err := ai.NewTableLoader(ai.TableOf(e), fetch).Wait(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	os.Exit(m.Run())
}
