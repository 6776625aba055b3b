package rulestest_test

import (
	"strings"
	"testing"

	"tabula/rules"
	"tabula/rules/rulestest"
	"tabula/rules/rulestest/toygame"
)

func config(f toygame.Faults) rulestest.Config {
	return rulestest.Config{
		Game:        toygame.New(f),
		OptionSets:  [][]string{nil, {"start=3"}},
		Playouts:    20,
		MaxSteps:    200,
		Pieces:      toygame.Pieces,
		ChanceTotal: 4,
	}
}

func TestSoundGamePasses(t *testing.T) {
	rulestest.Run(t, config(toygame.Faults{}))
}

// TestFaultsAreCaught shows that each check of the kit can fail: a game with
// one deliberate bug must be reported, with a message naming the problem.
func TestFaultsAreCaught(t *testing.T) {
	tests := []struct {
		name   string
		faults toygame.Faults
		want   string
	}{
		{"unsorted legal", toygame.Faults{UnsortedLegal: true}, "not strictly increasing"},
		{"illegal applies", toygame.Faults{IllegalApplies: true}, "illegal action"},
		{"shared clone", toygame.Faults{SharedClone: true}, "changed the original"},
		{"bad notation", toygame.Faults{BadNotation: true}, "reads back"},
		{"loses a piece", toygame.Faults{LosesPiece: true}, "pieces, want"},
		{"never ends", toygame.Faults{NeverEnds: true}, "no end after"},
		{"wrong weights", toygame.Faults{WrongWeights: true}, "weights sum to 5"},
		{"unwrapped errors", toygame.Faults{UnwrappedErrors: true}, "does not wrap rules.ErrIllegal"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := rulestest.Check(config(tt.faults))
			if err == nil {
				t.Fatal("Check passed a broken game")
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Check reported %q, want a message containing %q", err, tt.want)
			}
		})
	}
}

func BenchmarkPlayouts(b *testing.B) {
	start, _ := toygame.New(toygame.Faults{}).Start()
	rulestest.Bench(b, start, func(dst, src rules.State) { dst.(*toygame.State).CopyFrom(src.(*toygame.State)) })
}
