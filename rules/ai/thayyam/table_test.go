package thayyam

import (
	"testing"

	"tabula/rules/ai"
	"tabula/rules/ai/aitest"
	"tabula/rules/ai/nn"
	"tabula/rules/thayyam"
)

// TestMain gives the tests the learned value (see aitest.Main).
func TestMain(m *testing.M) { aitest.Main(m, map[string]ai.Engine{".": Engine}) }

// TestHardWithoutValue: while the learned value is not at hand (in the
// browser, before thayyam.nn is fetched), hard plays as classic.
func TestHardWithoutValue(t *testing.T) {
	aitest.HardWithoutTable(t, Engine, thayyam.Game, func() func() {
		loaded := value
		value = nn.NewShipped("thayyam.nn", Encoding, Seats, nil)
		return func() { value = loaded }
	})
}
