package daryon

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"

	"tabula/rules"
	"tabula/rules/rulestest"
)

// slow is true where the tests run several times slower (in the browser's
// WebAssembly), so that the soaks play fewer games there.
const slow = runtime.GOARCH == "wasm"

// pieces counts the pawns of a state that are somewhere on their path.
func pieces(st rules.State) int {
	s := st.(*State)
	n := 0
	for seat := range s.players {
		for i := range Pawns {
			if t := s.t[seat][i]; t >= TStart && t <= THome {
				n++
			}
		}
	}
	return n
}

func TestConformance(t *testing.T) {
	var sets [][]string
	for _, o := range optionSets {
		sets = append(sets, strings.Fields(o))
	}
	playouts := 40
	if testing.Short() || slow {
		playouts = 8
	}
	rulestest.Run(t, rulestest.Config{
		Game:        Game,
		OptionSets:  sets,
		Playouts:    playouts,
		Seed:        1,
		Pieces:      pieces,
		ChanceTotal: 64,
	})
}

// invariantError returns what is wrong with s, or "".
func invariantError(s *State) string {
	if n := pieces(s); n != Pawns*int(s.players) {
		return fmt.Sprintf("%d pawns, want %d", n, Pawns*int(s.players))
	}
	var owner [LoopLen]int8 // 1 + the seat on an unsafe loop cell, 0 if none
	for seat := range s.players {
		d := s.side[seat]
		for i := range Pawns {
			t := int(s.t[seat][i])
			if t < TStart || t > THome {
				return fmt.Sprintf("seat %d pawn %d at t=%d", seat, i, t)
			}
			c := PathCell(d, t)
			for o := South; o <= East; o++ {
				if o != d && slices.Contains(Corridors[o][:], c) {
					return fmt.Sprintf("seat %d pawn %d in the corridor of %c", seat, i, o.Letter())
				}
			}
			credit := s.mayHome(int8(seat), i)
			own := s.credit[seat]>>uint(i)&1 != 0
			switch {
			case t == TTour && !credit, t > TTour && t < THome && !credit:
				return fmt.Sprintf("seat %d pawn %d at t=%d without credit", seat, i, t)
			case own && (s.shared || t < TJunction):
				return fmt.Sprintf("seat %d pawn %d at t=%d has a pawn credit", seat, i, t)
			}
			if l := LoopIndex(d, t); l >= 0 && !IsCorner(l) && !(s.grey && IsJunction(l)) {
				if owner[l] != 0 && owner[l] != int8(seat)+1 {
					return fmt.Sprintf("seats %d and %d share the unsafe cell L%d", owner[l]-1, seat, l)
				}
				owner[l] = int8(seat) + 1
			}
		}
	}
	if s.shared && s.pcredit>>uint(s.players) != 0 || !s.shared && s.pcredit != 0 {
		return "player credit flags wrong"
	}
	legal := s.Legal(nil)
	switch s.toMove {
	case rules.Over:
		done := 0
		for seat := range s.players {
			if s.t[seat] == [Pawns]int8{THome, THome, THome} {
				done++
				if int8(seat) != s.winner {
					return "a finished player is not the winner"
				}
			}
		}
		if done != 1 || len(legal) != 0 {
			return "game over without exactly one finished player"
		}
	case rules.Chance:
		if s.points != 0 || s.k != -1 || len(legal) != 7 {
			return "bad chance step"
		}
	default:
		if s.points != throwPoints[s.k] || int8(s.toMove) != s.turn {
			return "bad decision step"
		}
		if slices.Contains(legal, ActionPass) && len(legal) != 1 {
			return "pass listed with other moves"
		}
	}
	return ""
}

func checkInvariants(tb testing.TB, s *State) {
	tb.Helper()
	if e := invariantError(s); e != "" {
		tb.Fatalf("%s\n%s\n%s", e, s.Key(), s)
	}
}

// TestSoak plays thousands of seeded random games across the option sets and
// checks the invariants after every step.
func TestSoak(t *testing.T) {
	games := 400
	if testing.Short() || slow {
		games = 60
	}
	for _, opts := range optionSets {
		longest, total := 0, 0
		for g := range games {
			m, err := rules.NewMatch(Game, mustOptions(t, opts), uint64(1000+g))
			if err != nil {
				t.Fatal(err)
			}
			steps := 0
			for m.State().ToMove() != rules.Over {
				if _, err := m.Play(m.RandomAction()); err != nil {
					t.Fatal(err)
				}
				if e := invariantError(m.State().(*State)); e != "" {
					t.Fatalf("%s game %d step %d: %s\n%s", opts, g, steps, e, m.State())
				}
				steps++
				if steps > 100000 {
					t.Fatalf("%s game %d: no end after %d steps", opts, g, steps)
				}
			}
			longest, total = max(longest, steps), total+steps
		}
		t.Logf("%s: %d games, %d steps on average, longest %d", opts, games, total/games, longest)
	}
}
