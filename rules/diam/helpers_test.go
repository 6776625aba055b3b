package diam

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"tabula/rules"
)

// setup builds a position from compact text. opts holds the options
// ("players=3 rules=prototype", defaults for those left out); board the
// stacks, bottom to top ("0:ROB 4:ROB"); turn the place in the turn order, the
// announcement flags (one digit per seat) and the consecutive passes just
// played ("place=1 ann=01 passes=1", each optional). The reserves hold what is
// not on the board. The position counts as the start: it is its own first
// occurrence.
func setup(t testing.TB, opts, board, turn string) *State {
	t.Helper()
	o, err := Game.ParseOptions(strings.Fields(opts))
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game.New(o)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for _, word := range strings.Fields(board) {
		cell, pawns, ok := strings.Cut(word, ":")
		n, err := strconv.Atoi(cell)
		if !ok || err != nil || n < 0 || n >= Cells || len(pawns) > MaxHeight || s.height(n) != 0 {
			t.Fatalf("setup: bad stack %q", word)
		}
		for _, ch := range []byte(pawns) {
			c := strings.IndexByte(colourLetters, ch)
			if c < 0 || s.res[c] == 0 {
				t.Fatalf("setup: bad pawn %q in %q", ch, word)
			}
			f := uint(8*n + 2*int(s.height(n)))
			s.col |= uint64(c) << f
			s.occ |= 1 << f
			s.hs += 1 << uint(8*n)
			s.res[c]--
		}
	}
	for _, word := range strings.Fields(turn) {
		key, value, _ := strings.Cut(word, "=")
		switch key {
		case "place":
			p, err := strconv.Atoi(value)
			if err != nil || p < 0 || p >= int(s.cfg.cycle) {
				t.Fatalf("setup: bad %q", word)
			}
			s.place = int8(p)
		case "ann":
			if len(value) != s.cfg.players || !s.cfg.proto {
				t.Fatalf("setup: bad %q", word)
			}
			for seat, ch := range []byte(value) {
				if ch == '1' {
					s.ann |= 1 << uint(seat)
				}
			}
		case "passes":
			p, err := strconv.Atoi(value)
			if err != nil || p < 0 || p > 1 {
				t.Fatalf("setup: bad %q", word)
			}
			s.passes = int8(p)
		default:
			t.Fatalf("setup: bad %q", word)
		}
	}
	s.hist = append(s.hist[:0], s.position())
	return s
}

// notes returns the notation of the legal moves, space-separated, in the
// order of Legal.
func notes(s *State) string {
	var words []string
	for _, a := range s.Legal(nil) {
		words = append(words, s.FormatAction(a))
	}
	return strings.Join(words, " ")
}

// play plays the moves given in notation, space-separated, and fails the test
// on the first that is not legal. It returns the events of the last one.
func play(t testing.TB, s *State, moves string) []rules.Event {
	t.Helper()
	var ev []rules.Event
	for _, m := range strings.Fields(moves) {
		a, err := s.ParseAction(m)
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		if ev, err = s.Apply(a, nil); err != nil {
			t.Fatalf("%s: %v\n%s", m, err, s)
		}
	}
	return ev
}

// The reference model below follows the rules file line by line, on plain
// slices, with none of the bit tricks of the package. The tests compare the
// two.

// refDropColours lists the colours in each seat's reserve, per player count.
var refDropColours = map[int][]string{2: {"RO", "BK"}, 3: {"RO", "B", "K"}, 4: {"R", "B", "O", "K"}}

// refSeatSide returns the side (0 red/orange, 1 brown/black) of a seat.
func refSeatSide(players, seat int) int {
	switch players {
	case 2:
		return seat
	case 3:
		return min(seat, 1)
	}
	return seat % 2
}

// refColourSide returns the side of a colour letter.
func refColourSide(c byte) int { return strings.IndexByte("ROBK", c) / 2 }

// refBoard is the stacks, bottom first, as colour letters.
type refBoard [Cells][]byte

func refBoardOf(s *State) refBoard {
	var b refBoard
	for cell := range Cells {
		for l := 1; l <= s.Height(cell); l++ {
			b[cell] = append(b[cell], colourLetters[s.Pawn(cell, l)])
		}
	}
	return b
}

// refDiam is a diam: cell and cell+4 hold colour at level.
type refDiam struct {
	cell, level int
	colour      byte
}

// refDiams lists every diam of the board.
func refDiams(b refBoard) []refDiam {
	var ds []refDiam
	for cell := range 4 {
		for l := 2; l <= 4; l++ {
			if len(b[cell]) >= l && len(b[cell+4]) >= l && b[cell][l-1] == b[cell+4][l-1] {
				ds = append(ds, refDiam{cell, l, b[cell][l-1]})
			}
		}
	}
	return ds
}

// refMove is a move of the reference model, applied to a board.
type refMove struct {
	note  string
	after refBoard
}

// refMoves lists the moves of the seat to move, announced forms apart, with
// the board after each, before the announcement restriction.
func refMoves(s *State) []refMove {
	b := refBoardOf(s)
	seat := int(s.ToMove())
	side := refSeatSide(s.Players(), seat)
	var moves []refMove
	for _, c := range []byte(refDropColours[s.Players()][seat]) {
		if s.Reserve(strings.IndexByte(colourLetters, c)) == 0 {
			continue
		}
		for cell := range Cells {
			if len(b[cell]) == 4 || s.Prototype() && len(b[cell]) > 0 {
				continue
			}
			after := b
			after[cell] = append(slices.Clone(b[cell]), c)
			moves = append(moves, refMove{string(c) + "@" + strconv.Itoa(cell), after})
		}
	}
	for cell := range Cells {
		for l := 1; l <= len(b[cell]); l++ {
			if refColourSide(b[cell][l-1]) != side {
				continue
			}
			for _, dir := range []int{-1, 1} {
				to := (cell + dir + Cells) % Cells
				pile := b[cell][l-1:]
				if len(b[to])+len(pile) > 4 {
					continue
				}
				after := b
				after[cell] = slices.Clone(b[cell][:l-1])
				after[to] = append(slices.Clone(b[to]), pile...)
				moves = append(moves, refMove{strconv.Itoa(cell) + "." + strconv.Itoa(l) + "+-"[(1-dir)/2:(1-dir)/2+1], after})
			}
		}
	}
	return moves
}

// refLegal lists the legal moves of the seat to move in notation, sorted as
// strings.
func refLegal(s *State) []string {
	if s.ToMove() == rules.Over {
		return nil
	}
	seat := int(s.ToMove())
	side := refSeatSide(s.Players(), seat)
	var legal []string
	for _, m := range refMoves(s) {
		if s.Prototype() && !s.Announced(seat) && slices.ContainsFunc(refDiams(m.after), func(d refDiam) bool {
			return refColourSide(d.colour) == side
		}) {
			continue
		}
		legal = append(legal, m.note)
		if s.Prototype() {
			legal = append(legal, m.note+"!")
		}
	}
	if len(legal) == 0 {
		legal = []string{"pass"}
	}
	slices.Sort(legal)
	return legal
}

// refWinner returns the side that wins after the mover's side made a move that
// led to board b, or -1 if there is no diam.
func refWinner(b refBoard, mover int) int {
	top, sides := 0, [2]bool{}
	for _, d := range refDiams(b) {
		if d.level > top {
			top, sides = d.level, [2]bool{}
		}
		if d.level == top {
			sides[refColourSide(d.colour)] = true
		}
	}
	switch {
	case top == 0:
		return -1
	case sides[0] && sides[1]:
		return mover
	case sides[0]:
		return 0
	}
	return 1
}

// refSeats returns the seats of a side.
func refSeats(players, side int) rules.Seats {
	var seats rules.Seats
	for seat := range players {
		if refSeatSide(players, seat) == side {
			seats |= rules.SeatsOf(rules.Player(seat))
		}
	}
	return seats
}
