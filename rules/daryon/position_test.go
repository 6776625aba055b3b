package daryon

import (
	"strconv"
	"strings"
	"testing"

	"tabula/rules"
)

// position builds a state from its Key, the compact text form
// "2 one pawn off; S 5* 0 0; N 20 0 0; credit -; 0 moves 3": options
// (players exits credit grey), then each seat's side letter and the progress
// of a, b, c ('*' for a pawn's credit), the sides whose player has credit,
// and "SEAT throws", "SEAT moves POINTS" or "winner SEAT". It fails the test
// if the text is malformed or if the state's Key does not give it back.
func position(tb testing.TB, key string) *State {
	tb.Helper()
	parts := strings.Split(key, "; ")
	head := strings.Fields(parts[0])
	if len(head) != 4 || len(parts) < 4 {
		tb.Fatalf("position %q: want OPTIONS; SEATS...; credit ...; TURN", key)
	}
	s, err := New(rules.Options{"players": head[0], "exits": head[1], "credit": head[2], "grey": head[3]})
	if err != nil {
		tb.Fatalf("position %q: %v", key, err)
	}
	if len(parts) != int(s.players)+3 {
		tb.Fatalf("position %q: want %d seats", key, s.players)
	}
	for seat := range s.players {
		f := strings.Fields(parts[1+seat])
		if len(f) != 1+Pawns || f[0] != string(s.side[seat].Letter()) {
			tb.Fatalf("position %q: bad seat %q", key, parts[1+seat])
		}
		for i, w := range f[1:] {
			if c, ok := strings.CutSuffix(w, "*"); ok {
				w = c
				s.credit[seat] |= 1 << uint(i)
			}
			t, err := strconv.Atoi(w)
			if err != nil || t < 0 || t > THome {
				tb.Fatalf("position %q: bad progress %q", key, w)
			}
			s.t[seat][i] = int8(t)
		}
	}
	for _, w := range strings.Fields(parts[1+s.players])[1:] {
		for seat := range s.players {
			if w == string(s.side[seat].Letter()) {
				s.pcredit |= 1 << uint(seat)
			}
		}
	}
	f := strings.Fields(parts[2+s.players])
	n := func(w string) int8 {
		v, err := strconv.Atoi(w)
		if err != nil {
			tb.Fatalf("position %q: bad number %q", key, w)
		}
		return int8(v)
	}
	switch {
	case len(f) == 2 && f[1] == "throws":
		s.turn = n(f[0])
	case len(f) == 3 && f[1] == "moves":
		s.turn = n(f[0])
		s.toMove = rules.Player(s.turn)
		s.points = n(f[2])
		for k, p := range throwPoints {
			if p == s.points {
				s.k = int8(k)
			}
		}
	case len(f) == 2 && f[0] == "winner":
		s.winner = n(f[1])
		s.turn = s.winner
		s.toMove = rules.Over
	default:
		tb.Fatalf("position %q: bad turn %q", key, parts[2+s.players])
	}
	if got := s.Key(); got != key {
		tb.Fatalf("position %q has key %q", key, got)
	}
	return s
}

// legalNotes returns the legal moves of s in notation, space-separated.
func legalNotes(s *State) string {
	var notes []string
	for _, a := range s.Legal(nil) {
		notes = append(notes, s.FormatAction(a))
	}
	return strings.Join(notes, " ")
}

// play plays one move in notation and returns its events.
func play(tb testing.TB, s *State, move string) []rules.Event {
	tb.Helper()
	a, err := s.ParseAction(move)
	if err != nil {
		tb.Fatal(err)
	}
	ev, err := s.Apply(a, nil)
	if err != nil {
		tb.Fatalf("%s: %v\n%s", move, err, s)
	}
	return ev
}

func TestPositionHelper(t *testing.T) {
	s := position(t, "4 multi player on; S 5* 0 40; W 1 2 3; N 36 37 38; E 39 0 0; credit W E; 2 moves 12")
	if s.Progress(1, 2) != 3 || !s.MayGoHome(1, 0) || s.MayGoHome(0, 0) || s.ToMove() != 2 {
		t.Errorf("wrong state %s", s.Key())
	}
	if k, p := s.Thrown(); k != 6 || p != 12 {
		t.Errorf("Thrown() = %d, %d, want 6, 12", k, p)
	}
}
