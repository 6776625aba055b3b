package diam

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"testing"

	"tabula/rules"
	"tabula/rules/rulestest"
)

// pieces counts the pawns on the board and in the reserves.
func pieces(st rules.State) int {
	s := st.(*State)
	n := bits.OnesCount64(s.occ)
	for c := range 4 {
		n += s.Reserve(c)
	}
	return n
}

func TestConformance(t *testing.T) {
	playouts := 150
	if testing.Short() {
		playouts = 20
	}
	var sets [][]string
	for _, set := range optionSets {
		sets = append(sets, strings.Split(set.name, ","))
	}
	rulestest.Run(t, rulestest.Config{
		Game:       Game,
		OptionSets: sets,
		Playouts:   playouts,
		Seed:       7,
		Pieces:     pieces,
	})
}

// refPosition spells what the rules file calls the same position: stacks,
// place in the turn order, announcement flags.
func refPosition(s *State) string {
	b := refBoardOf(s)
	var w strings.Builder
	for _, st := range b {
		fmt.Fprintf(&w, "%s/", st)
	}
	fmt.Fprintf(&w, " %d", s.place)
	for seat := range s.Players() {
		fmt.Fprintf(&w, " %v", s.Announced(seat))
	}
	return w.String()
}

// TestAgainstReference plays random games and compares, at every step, the
// legal moves, the winner and the draws with the plain reference model of
// helpers_test.go.
func TestAgainstReference(t *testing.T) {
	games := 600
	if testing.Short() {
		games = 60
	}
	ends := map[string]int{}
	for _, set := range optionSets {
		for g := range games {
			rng := rules.NewRand(uint64(g))
			s := New(set.players, set.proto)
			seen := map[string]int{refPosition(s): 1}
			passes := 0
			var moves []string
			for s.ToMove() != rules.Over {
				want := refLegal(s)
				var got []string
				legal := s.Legal(nil)
				for _, a := range legal {
					got = append(got, s.FormatAction(a))
				}
				slices.Sort(got)
				if !slices.Equal(got, want) {
					t.Fatalf("%s game %d after %v: legal\n got %v\nwant %v\n%s", set.name, g, moves, got, want, s)
				}
				a := legal[rng.IntN(len(legal))]
				if g%3 == 0 && len(moves) < 200 {
					// Avoid a win while possible, for a while, to reach
					// long games, repetitions and passes.
					for _, i := range rng.Perm(len(legal)) {
						c := s.Clone()
						if _, err := c.Apply(legal[i], nil); err == nil && c.Result().Status != rules.Win {
							a = legal[i]
							break
						}
					}
				}
				note := s.FormatAction(a)
				moves = append(moves, note)
				mover := refSeatSide(s.Players(), int(s.ToMove()))
				var after refBoard
				for _, m := range refMoves(s) {
					if m.note == strings.TrimSuffix(note, "!") {
						after = m.after
					}
				}
				if note == "pass" {
					after = refBoardOf(s)
					passes++
				} else {
					passes = 0
				}
				if _, err := s.Apply(a, nil); err != nil {
					t.Fatal(err)
				}
				if fmt.Sprint(refBoardOf(s)) != fmt.Sprint(after) {
					t.Fatalf("%s game %d after %v: board\n%s\nwant %q", set.name, g, moves, s, after)
				}
				pos := refPosition(s)
				seen[pos]++
				var wantRes rules.Result
				switch winner := refWinner(after, mover); {
				case winner >= 0:
					wantRes = rules.Result{Status: rules.Win, Winners: refSeats(s.Players(), winner)}
					ends[set.name+" win"]++
				case passes == 2:
					wantRes = rules.Result{Status: rules.Draw}
					ends[set.name+" two passes"]++
				case seen[pos] == 3:
					wantRes = rules.Result{Status: rules.Draw}
					ends[set.name+" repetition"]++
				}
				if s.Result() != wantRes {
					t.Fatalf("%s game %d after %v: result %v, want %v\n%s", set.name, g, moves, s.Result(), wantRes, s)
				}
			}
		}
	}
	t.Log(ends)
}
