package analysis_test

import (
	"testing"

	"tabula/rules/ai"
	"tabula/rules/ai/aitest"
	daryonai "tabula/rules/ai/daryon"
	thayyamai "tabula/rules/ai/thayyam"
)

// TestMain gives the tests the race games' learned values (see
// aitest.Main).
func TestMain(m *testing.M) {
	aitest.Main(m, map[string]ai.Engine{"../daryon": daryonai.Engine, "../thayyam": thayyamai.Engine})
}
