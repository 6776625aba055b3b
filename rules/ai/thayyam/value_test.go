package thayyam

import (
	"testing"

	"tabula/rules/ai/aitest"
	"tabula/rules/thayyam"
)

// TestValue checks the learned value on seeded random games of every
// option set: a network for every number of seats, every feature within
// its inputs, chances that add up to one, and One for the winner at the
// end.
func TestValue(t *testing.T) { aitest.CheckValue(t, thayyam.Game, Value(), Encoding) }
