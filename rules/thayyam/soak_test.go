package thayyam

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"

	"tabula/rules"
)

// referenceLegal lists the legal moves of a moving phase straight from the
// rules file, slowly: every subset of the pool as a list of throws, units
// grouped by place to keep the lowest letters, duplicates removed by a map.
// It returns the moves sorted as strings.
func referenceLegal(s *State) []string {
	p := s.turn
	pool := s.Pool(nil)
	ones := 0
	for _, v := range pool {
		if v == 1 {
			ones++
		}
	}
	home := true
	for i := range 4 {
		if s.pos[p][i] != Centre && s.pos[p][i] != Out {
			home = false
		}
	}
	type unit struct {
		name  string
		twins bool
		t     int
	}
	lowest := map[string]unit{} // by kind and place
	for i := range 4 {
		u := unit{name: string(rune('a' + i)), t: int(s.pos[p][i])}
		if m := int(s.mate[p][i]); m >= 0 {
			if m < i {
				continue
			}
			u.name += string(rune('a' + m))
			u.twins = true
		}
		k := fmt.Sprint(u.twins, u.t)
		if old, ok := lowest[k]; !ok || u.name < old.name {
			lowest[k] = u
		}
	}
	set := map[string]bool{"end": true}
	for _, u := range lowest {
		switch {
		case u.t == Waiting && !u.twins && ones >= 1, u.t == Waiting && u.twins && ones >= 2:
			set[u.name+":in"] = true
		case u.t == Centre && home && ones >= 1:
			set[u.name+":off"] = true
		case u.t >= 0 && u.t < Centre:
			for mask := 1; mask < 1<<len(pool); mask++ {
				var used []string
				sum := 0
				for j, v := range pool { // pool is largest first, so is used
					if mask&(1<<j) != 0 {
						used = append(used, fmt.Sprint(v))
						sum += v
					}
				}
				d := sum
				if u.twins {
					d = sum / 2
				}
				if d >= 1 && u.t+d <= Centre {
					set[u.name+":"+strings.Join(used, "+")] = true
				}
			}
		}
	}
	var at8 []string
	for i := range 4 {
		if s.pos[p][i] == 8 && s.mate[p][i] < 0 {
			at8 = append(at8, string(rune('a'+i)))
		}
	}
	if len(at8) >= 2 {
		set[at8[0]+at8[1]+":pair"] = true
	}
	var out []string
	for m := range set {
		out = append(out, m)
	}
	sort.Strings(out)
	return out
}

// checkInvariants reports what is wrong with s, or "".
func checkInvariants(s *State) string {
	type occupant struct {
		player int8
		twins  bool
	}
	var cells [NumCells][]occupant
	for p := range s.players {
		for i := range int8(4) {
			t, m := s.pos[p][i], s.mate[p][i]
			if t < Waiting || t > Out {
				return fmt.Sprintf("player %d piece %d at %d", p, i, t)
			}
			if m >= 0 {
				if m == i || s.mate[p][m] != i || s.pos[p][m] != t {
					return fmt.Sprintf("player %d: twins %d and %d apart", p, i, m)
				}
				if t == Centre || t == Out || (t == Waiting && !s.keep) {
					return fmt.Sprintf("player %d: twins %d, %d at %d", p, i, m, t)
				}
			}
			if t >= 0 && t <= Centre {
				c := circuit[s.seat(p)][t]
				cells[c] = append(cells[c], occupant{p, m >= 0})
			}
		}
	}
	for c, occ := range cells {
		if marked[c] {
			continue
		}
		for _, a := range occ {
			for _, b := range occ {
				if a.player != b.player && a.twins == b.twins {
					return fmt.Sprintf("players %d and %d share cell %d (twins %v)", a.player, b.player, c, a.twins)
				}
			}
		}
	}
	n := int32(0)
	for _, c := range s.pool {
		if c < 0 {
			return "negative pool"
		}
		n += c
	}
	switch {
	case n != s.npool:
		return "pool count"
	case s.pool[1]+s.pool[2] > 1:
		return "two 2s or 3s in the pool"
	case s.owed < 0:
		return "negative bonus series"
	case s.toMove == rules.Chance && s.pool[1]+s.pool[2] != 0:
		return "a 2 or 3 kept while the series goes on"
	case s.toMove >= 0 && (n == 0 || s.toMove != rules.Player(s.turn)):
		return "a moving phase with an empty pool or of the wrong player"
	}
	for p := range s.players {
		if s.pos[p] == [4]int8{Out, Out, Out, Out} != (s.toMove == rules.Over && s.winner == p) {
			return fmt.Sprintf("player %d: all out but not the winner, or the reverse", p)
		}
	}
	return ""
}

// randomPosition returns a position of the same options as s with the
// pieces placed at random, some of them twins, with no two players' single
// pieces, nor two players' twins, on an ordinary cell, a random player to
// throw and some bonus series owed.
func randomPosition(s *State, rng *rand.Rand) *State {
	for {
		c := *s
		for p := range c.players {
			for i := range 4 {
				c.mate[p][i] = -1
				switch r := rng.IntN(10); {
				case r < 2:
					c.pos[p][i] = Waiting
				case r < 3:
					c.pos[p][i] = Out
				default:
					c.pos[p][i] = int8(rng.IntN(Centre + 1))
				}
			}
			if rng.IntN(2) == 0 { // twins c and d, or a and b
				i := 2 * rng.IntN(2)
				j := i + 1
				t := int8(rng.IntN(Centre))
				if c.keep && rng.IntN(4) == 0 {
					t = Waiting
				}
				c.pos[p][i], c.pos[p][j], c.mate[p][i], c.mate[p][j] = t, t, int8(j), int8(i)
			}
		}
		c.turn = int8(rng.IntN(int(c.players)))
		c.owed = int32(rng.IntN(2))
		if checkInvariants(&c) == "" {
			return &c
		}
	}
}

// choose returns legal[i], or, for an eager player, a pairing if one is
// listed, else a move of twins, else a move other than end: twins then form
// and meet more often than in uniform play.
func choose(s *State, legal []rules.Action, i int, eager bool) rules.Action {
	if !eager || len(legal) == 1 {
		return legal[i]
	}
	for _, a := range legal {
		if _, op, _, _ := decode(a); op == opPair {
			return a
		}
	}
	for j := range legal {
		if u, op, _, _ := decode(legal[(i+j)%len(legal)]); u >= 4 && u < numUnits && op == opMove {
			return legal[(i+j)%len(legal)]
		}
	}
	return legal[i%(len(legal)-1)]
}

// TestSoak plays seeded random games with every option set and checks after
// every step the invariants (half of the games with an eager player, see
// choose), the legal list against referenceLegal, that
// random other actions do not apply, and that Apply without error changes
// the state as a clone replaying it does.
func TestSoak(t *testing.T) {
	games := 300 // per option set
	if testing.Short() {
		games = 20
	}
	legal := make([]rules.Action, 0, 256)
	var ev []rules.Event
	var err error
	var twinsSeen, twinCaptures, bonus int
	for _, args := range optionSets {
		for g := range games {
			s := start(t, args...)
			rng := rules.NewRand(uint64(1000 + g))
			if g%3 == 2 {
				s = randomPosition(s, rng)
			}
			var outcomes []rules.Outcome
			for step := 0; s.ToMove() != rules.Over; step++ {
				if why := checkInvariants(s); why != "" {
					t.Fatalf("%v game %d step %d: %s\n%s\n%s", args, g, step, why, s.Key(), s)
				}
				legal = s.Legal(legal[:0])
				if s.ToMove() != rules.Chance && s.npool <= 10 {
					var got []string
					for _, a := range legal {
						got = append(got, s.FormatAction(a))
					}
					sort.Strings(got)
					if want := referenceLegal(s); !slices.Equal(got, want) {
						t.Fatalf("%v game %d step %d: legal\n got %v\nwant %v\n%s", args, g, step, got, want, s.Key())
					}
				}
				for range 3 {
					a := actDecision | rules.Action(rng.Uint32())&(actMask&^actDecision)
					if _, found := slices.BinarySearch(legal, a); found {
						continue
					}
					key := s.Key()
					if _, err := s.Apply(a, nil); err == nil || s.Key() != key {
						t.Fatalf("%v game %d step %d: unlisted action %d (%s) applied", args, g, step, a, s.FormatAction(a))
					}
				}
				var a rules.Action
				if s.ToMove() == rules.Chance {
					a = rules.Throw(s, rng, &outcomes)
				} else {
					a = choose(s, legal, rng.IntN(len(legal)), g%2 == 0)
				}
				owed := s.owed
				if ev, err = s.Apply(a, ev[:0]); err != nil {
					t.Fatalf("%v game %d step %d: %v", args, g, step, err)
				}
				if s.owed > owed {
					bonus++
				}
				for _, e := range ev {
					if e.Kind == rules.EventPair {
						twinsSeen++
					}
					if e.Kind == rules.EventCapture && s.mate[e.Player][e.Piece] >= 0 || e.Kind == rules.EventSplit && e.From < 0 {
						twinCaptures++
					}
				}
			}
			if why := checkInvariants(s); why != "" {
				t.Fatalf("%v game %d end: %s\n%s", args, g, why, s.Key())
			}
		}
	}
	t.Logf("pairings %d, twin captures %d, bonus series earned %d", twinsSeen, twinCaptures, bonus)
	if !testing.Short() && (twinsSeen == 0 || twinCaptures == 0 || bonus == 0) {
		t.Errorf("the soak never reached twins (%d), twin captures (%d) or bonus series (%d)", twinsSeen, twinCaptures, bonus)
	}
}
