package thayyam

import (
	"strconv"
	"strings"
	"testing"

	"tabula/rules"
)

// position builds a state from text in the form of its Key:
//
//	keep | 0: a5 b8c c8b | 1: a- | 0 moves | pool 4+2+1 | owed 0
//
// Pieces left out wait; the owed and result parts may be left out. A piece
// token is its letter, its place ("-" waiting, "o" out, or its progress) and,
// for twins, its twin's letter.
func position(t testing.TB, text string) *State {
	t.Helper()
	parts := strings.Split(text, " | ")
	fail := func(why string) *State {
		t.Fatalf("position %q: %s", text, why)
		return nil
	}
	var keep bool
	switch parts[0] {
	case "keep":
		keep = true
	case "split":
	default:
		return fail("want keep or split first")
	}
	players := 0
	for players+1 < len(parts) && len(parts[players+1]) >= 2 && parts[players+1][1] == ':' {
		players++
	}
	s, err := New(players, keep)
	if err != nil {
		return fail(err.Error())
	}
	for p := range players {
		words := strings.Fields(parts[1+p])
		if words[0] != strconv.Itoa(p)+":" {
			return fail("players out of order")
		}
		for _, w := range words[1:] {
			i := w[0] - 'a'
			if i > 3 || len(w) < 2 {
				return fail("bad piece " + w)
			}
			place, mate := w[1:], ""
			if c := place[len(place)-1]; c >= 'a' && c <= 'd' {
				place, mate = place[:len(place)-1], place[len(place)-1:]
			}
			switch place {
			case "-":
				s.pos[p][i] = Waiting
			case "o":
				s.pos[p][i] = Out
			default:
				n, err := strconv.Atoi(place)
				if err != nil || n < 0 || n > Centre {
					return fail("bad place in " + w)
				}
				s.pos[p][i] = int8(n)
			}
			if mate != "" {
				s.mate[p][i] = int8(mate[0] - 'a')
			}
		}
		for i := range 4 {
			if m := s.mate[p][i]; m >= 0 && (s.mate[p][m] != int8(i) || s.pos[p][m] != s.pos[p][i]) {
				return fail("twins not together")
			}
		}
	}
	rest := parts[1+players:]
	if len(rest) < 2 {
		return fail("want the turn and the pool")
	}
	switch who := strings.Fields(rest[0]); {
	case len(who) == 1 && who[0] == "over":
		s.toMove = rules.Over
	case len(who) == 2:
		n, err := strconv.Atoi(who[0])
		if err != nil || n < 0 || n >= players {
			return fail("bad player")
		}
		s.turn = int8(n)
		switch who[1] {
		case "throws":
			s.toMove = rules.Chance
		case "moves":
			s.toMove = rules.Player(n)
		default:
			return fail("want throws or moves")
		}
	default:
		return fail("bad turn " + rest[0])
	}
	pool, ok := strings.CutPrefix(rest[1], "pool ")
	if !ok {
		return fail("want the pool")
	}
	if pool != "-" {
		for _, v := range strings.Split(pool, "+") {
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > 8 || valueIndex[n] < 0 {
				return fail("bad throw " + v)
			}
			s.pool[valueIndex[n]]++
			s.npool++
		}
	}
	if len(rest) > 2 {
		owed, ok := strings.CutPrefix(rest[2], "owed ")
		n, err := strconv.Atoi(owed)
		if !ok || err != nil {
			return fail("bad owed part")
		}
		s.owed = int32(n)
	}
	if len(rest) > 3 {
		switch w, ok := strings.CutPrefix(rest[3], "winner "); {
		case rest[3] == "ongoing":
		case ok:
			n, _ := strconv.Atoi(w)
			s.winner = int8(n)
			s.turn = int8(n)
		default:
			return fail("bad result")
		}
	}
	return s
}

// legal returns the legal moves of s in notation, in the listed order.
func legal(s *State) string {
	var words []string
	for _, a := range s.Legal(nil) {
		words = append(words, s.FormatAction(a))
	}
	return strings.Join(words, " ")
}

// play plays steps in notation and returns the events of the last one.
func play(t testing.TB, s *State, steps ...string) []rules.Event {
	t.Helper()
	var ev []rules.Event
	for _, step := range steps {
		a, err := s.ParseAction(step)
		if err != nil {
			t.Fatalf("%s: %v\n%s", step, err, s)
		}
		if ev, err = s.Apply(a, ev[:0]); err != nil {
			t.Fatalf("%s: %v\n%s", step, err, s)
		}
	}
	return ev
}

// kinds lists the kinds of events, space-separated.
func kinds(ev []rules.Event) string {
	var words []string
	for _, e := range ev {
		words = append(words, e.Kind.String())
	}
	return strings.Join(words, " ")
}

func TestPositionHelperRoundTrip(t *testing.T) {
	for _, key := range []string{
		"keep | 0: a- b- c- d- | 1: a- b- c- d- | 0 throws | pool - | owed 0 | ongoing",
		"split | 0: a5 b8c c8b do | 1: a-b b-a c24 d0 | 2: a- b- c- d- | 1 moves | pool 8+4+4+2+1 | owed 3 | ongoing",
		"keep | 0: ao bo co do | 1: a- b- c- d- | over | pool - | owed 0 | winner 0",
	} {
		if got := position(t, key).Key(); got != key {
			t.Errorf("position(%q).Key() = %q", key, got)
		}
	}
}
