package dejarik

import (
	"errors"
	"strings"
	"testing"

	"tabula/rules"
)

// play applies moves in notation to s, failing the test on any error, and
// returns the events of the last move.
func play(t *testing.T, s *State, moves ...string) []rules.Event {
	t.Helper()
	var ev []rules.Event
	for i, m := range moves {
		a, err := s.ParseAction(m)
		if err == nil {
			ev, err = s.Apply(a, ev[:0])
		}
		if err != nil {
			t.Fatalf("move %d %s: %v\n%s", i+1, m, err, s)
		}
	}
	return ev
}

// TestRepetitionStartCounts: a set-up position is the first occurrence, so
// the second return to it is its third occurrence.
func TestRepetitionStartCounts(t *testing.T) {
	s := position(t, "W:O0,O1,O4,O5 B:O6,O7,O10,O11 to=W first=-")
	cycle := []string{"O0-I0", "O6-I6", "I0-O0", "I6-O6"}
	play(t, s, cycle...)
	play(t, s, cycle[:3]...)
	if r := s.Result(); r.Status != rules.Ongoing {
		t.Fatalf("after 7 plies: %v, want ongoing", r)
	}
	ev := play(t, s, cycle[3])
	if got, want := s.Result().String(), "draw points=1"; got != want {
		t.Errorf("after 8 plies: %s, want %s", got, want)
	}
	if got, want := eventText(ev), "move B4 I6-O6; end - points=1"; got != want {
		t.Errorf("events %q, want %q", got, want)
	}
	if s.ToMove() != rules.Over || len(s.Legal(nil)) != 0 {
		t.Errorf("game not over: to move %v, legal %q", s.ToMove(), legalText(s))
	}
}

// TestRepetitionFirstMoves: the first-move status is part of the position.
// The start's cells come back after 4 and 8 plies, but with the first moves
// made, so the start does not occur again; the first position to occur a
// third time is the one after ply 2 (both first moves made), at ply 10.
func TestRepetitionFirstMoves(t *testing.T) {
	s := New()
	cycle := []string{"O0-I0", "O6-I6", "I0-O0", "I6-O6"}
	for ply := 1; ply <= 10; ply++ {
		play(t, s, cycle[(ply-1)%4])
		want := "ongoing"
		if ply == 10 {
			want = "draw points=1"
		}
		if got := s.Result().String(); got != want {
			t.Fatalf("after %d plies: %s, want %s", ply, got, want)
		}
	}
}

// TestPositionCode checks what the repetition rule compares: the cells of
// each colour, the player to move and the first-move status, exactly. (In a
// game, the same cells always come back with the same player to move: every
// move takes one pawn onto or off the outer ring, so the parity of each
// player's moves shows in his pawns on the outer ring.)
func TestPositionCode(t *testing.T) {
	base := "W:O0,O1,I4,C B:O6,I7,O10,I11 to=W first=-"
	code := position(t, base).code()
	for _, other := range []string{
		"W:O0,O1,I4,C B:O6,I7,O10,I11 to=B first=-",
		"W:O0,O1,I4,C B:O6,I7,O10,I11 to=W first=W",
		"W:O0,O1,I4,C B:O6,I7,O10,I11 to=W first=B",
		"W:O0,O1,I4,C B:O6,I7,O10,I11 to=W first=WB",
		"W:O0,O1,I4,O2 B:O6,I7,O10,I11 to=W first=-",
		"W:O0,O1,I4 B:O6,I7,O10,C to=W first=-",
		"W:O0,O1,I4,C B:O6,I7,O10 to=W first=-",
	} {
		if position(t, other).code() == code {
			t.Errorf("%q and %q have the same code", base, other)
		}
	}
	if position(t, "W:C,I4,O1,O0 B:I11,I7,O10,O6 to=W first=-").code() != code {
		t.Error("the order of the listed cells changed the code")
	}
}

// TestRepetitionPawnIdentity: pawns of one colour are alike, so two white
// pawns that have traded places make the same position.
func TestRepetitionPawnIdentity(t *testing.T) {
	s := position(t, "W:C,O3,O6,O7 B:O0,O1,O10,O11 to=W first=-")
	a, b := s.PieceAt(C), s.PieceAt(O3)
	// The pawn on C goes round to O3 while the one on O3 reaches C; Black
	// goes out and back.
	cycle := []string{
		"C-O9", "O10-I10", "O3-C", "I10-O10", "C-O5", "O10-I10",
		"O9-C", "I10-O10", "C-O3", "O10-I10", "O5-C", "I10-O10",
	}
	play(t, s, cycle...)
	if s.PieceAt(C) != b || s.PieceAt(O3) != a {
		t.Fatalf("pawns did not trade places: C has %d, O3 has %d", s.PieceAt(C), s.PieceAt(O3))
	}
	if s.Result().Status != rules.Ongoing {
		t.Fatalf("ended early: %v", s.Result())
	}
	play(t, s, cycle[:11]...)
	if s.Result().Status != rules.Ongoing {
		t.Fatalf("ended early: %v", s.Result())
	}
	play(t, s, cycle[11])
	if got := s.Result().String(); got != "draw points=1" {
		t.Errorf("got %s, want draw points=1", got)
	}
}

// TestCheckOrder checks the order of the checks after a move where a set-up
// history makes two ends hold at once: the mover's win before repetition,
// repetition before the next player blocked. (In a game these never meet:
// a position that wins or blocks ends the game the first time it occurs.)
func TestCheckOrder(t *testing.T) {
	tests := []struct{ name, pos, move, want string }{
		{"win before repetition", "W:I0,I1,I2,O3 B:O6,O7,O8,O9 to=W first=-", "O3-I3", "winner 0 points=3"},
		{"repetition before blocked", "W:O0,O1,O5,O6 B:I0,I1,I5,O7 to=B first=-", "O7-I6", "draw points=1"},
		{"win before blocked", "W:O0,O1,O2,O3 B:I0,I1,I2,O4 to=B first=-", "O4-I3", "winner 1 points=3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := position(t, tt.pos)
			after := s.clone()
			play(t, after, tt.move)
			// Make the position after the move occur twice before.
			cur, next := s.code(), after.code()
			s.hist = append(s.hist[:0], cur, next, cur, next, cur)
			play(t, s, tt.move)
			if got := s.Result().String(); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

func TestIllegal(t *testing.T) {
	s := New()
	key, n := s.Key(), len(s.hist)
	for _, m := range []string{"O0-I1", "O0-I11", "O6-I6", "O2-I2", "C-O0", "I0-O0", "O0-O0", "C-C", "O0-I2"} {
		a, err := s.ParseAction(m)
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		ev, err := s.Apply(a, nil)
		if !errors.Is(err, rules.ErrIllegal) || !strings.HasPrefix(err.Error(), "dejarik: "+m) {
			t.Errorf("%s: error %v, want dejarik: %s: ... illegal", m, err, m)
		}
		if len(ev) != 0 || s.Key() != key || len(s.hist) != n {
			t.Errorf("%s: state or events changed: %q %v", m, s.Key(), ev)
		}
	}
	for _, a := range []rules.Action{25 << 5, 31, 1 << 20, ^rules.Action(0)} {
		if _, err := s.Apply(a, nil); !errors.Is(err, rules.ErrIllegal) {
			t.Errorf("action %d: error %v", a, err)
		}
	}
	// Once the game is over, every action is an error.
	over := position(t, "W:I0,I1,I2,O3 B:O6,O7,O8,O9 to=W first=-")
	play(t, over, "O3-I3")
	key = over.Key()
	for _, m := range []string{"I0-O0", "O6-I6"} {
		a, _ := over.ParseAction(m)
		if _, err := over.Apply(a, nil); !errors.Is(err, rules.ErrIllegal) || over.Key() != key {
			t.Errorf("%s after the end: error %v, key %q", m, err, over.Key())
		}
	}
}

func TestNotation(t *testing.T) {
	s := New()
	for from := C; from < NumCells; from++ {
		for to := C; to < NumCells; to++ {
			a := action(from, to)
			note := s.FormatAction(a)
			if want := from.String() + "-" + to.String(); note != want {
				t.Errorf("FormatAction(%d) = %q, want %q", a, note, want)
			}
			if b, err := s.ParseAction(note); err != nil || b != a {
				t.Errorf("ParseAction(%q) = %d, %v; want %d", note, b, err, a)
			}
		}
	}
	for _, m := range []string{
		"", "O2", "O2-", "-I2", "O2--I2", "O2-I2-I3", "I01", "I01-O1", "O1-I01", "o2-I2", "O2-i2",
		"I12-O0", "O12-C", "c-O1", "O-1-I0", "O+1-I1", " O2-I2", "O2-I2 ", "O2 -I2", "O2–I2", "X1-I1",
	} {
		a, err := s.ParseAction(m)
		if err == nil {
			t.Errorf("ParseAction(%q) = %d, want an error", m, a)
		} else if !strings.HasPrefix(err.Error(), "dejarik: ") {
			t.Errorf("ParseAction(%q): error %q lacks the dejarik: prefix", m, err)
		}
	}
	if a := ActionFor(O2, I3); s.FormatAction(a) != "O2-I3" {
		t.Errorf("ActionFor(O2, I3) written %q", s.FormatAction(a))
	}
	if from, to, ok := ActionCells(ActionFor(C, O11)); from != C || to != O11 || !ok {
		t.Errorf("ActionCells gives %v %v %v", from, to, ok)
	}
	if _, _, ok := ActionCells(ActionFor(-1, O11)); ok {
		t.Error("ActionFor(-1, O11) names cells")
	}
	if got := s.FormatAction(1 << 20); got != "?1048576" {
		t.Errorf("FormatAction(1<<20) = %q", got)
	}
}

func TestCells(t *testing.T) {
	if Inner(0) != I0 || Inner(11) != I11 || Inner(12) != I0 || Inner(-1) != I11 ||
		Outer(0) != O0 || Outer(-2) != O10 || Outer(25) != O1 {
		t.Error("Inner or Outer wrong")
	}
	for c := C; c < NumCells; c++ {
		got, err := ParseCell(c.String())
		if err != nil || got != c {
			t.Errorf("ParseCell(%q) = %v, %v", c.String(), got, err)
		}
		zones := 0
		for _, z := range []bool{c.IsCentre(), c.IsInner(), c.IsOuter()} {
			if z {
				zones++
			}
		}
		if zones != 1 || !c.Valid() {
			t.Errorf("cell %v in %d zones", c, zones)
		}
	}
	if I7.Index() != 7 || O7.Index() != 7 || C.Index() != -1 || Cell(25).Valid() || Cell(-1).Valid() {
		t.Error("Index or Valid wrong")
	}
	for i, want := range map[int]int{0: 225, 1: 255, 3: 315, 4: 345, 5: 15, 6: 45, 9: 135, 11: 195, 12: 225, -1: 195} {
		if got := Angle(i); got != want {
			t.Errorf("Angle(%d) = %d, want %d", i, got, want)
		}
	}
}

func TestParse(t *testing.T) {
	for _, text := range []string{
		"W:O0,O1,O4,O5 B:O6,O7,O10,O11 to=W first=WB",
		"W:C,I0,I11 B:- to=W first=-",
		"W:- B:O3 to=B first=W",
		"W:I5 B:O3 to=W first=B",
	} {
		s, err := Parse(text)
		if err != nil {
			t.Errorf("Parse(%q): %v", text, err)
			continue
		}
		if s.Key() != text {
			t.Errorf("Parse(%q).Key() = %q", text, s.Key())
		}
	}
	for _, text := range []string{
		"", "W:O0 B:O1 to=W", "W:O0 B:O1 to=W first=WB extra", "B:O1 W:O0 to=W first=WB",
		"W:O0,O0 B:O1 to=W first=WB", "W:O0 B:O0 to=W first=WB", "W:O0,O1,O2,O3,O4 B:O5 to=W first=WB",
		"W:O0 B:O1 to=X first=WB", "W:O0 B:O1 to=W first=BW", "W:O12 B:O1 to=W first=WB",
		"W:O0, B:O1 to=W first=WB", "W: B:O1 to=W first=WB",
	} {
		if _, err := Parse(text); err == nil || !strings.HasPrefix(err.Error(), "dejarik: ") {
			t.Errorf("Parse(%q): error %v, want a dejarik: error", text, err)
		}
	}
	// A set-up position whose player to move is blocked is a draw at once.
	s := position(t, "W:O3,I5 B:I3,O5 to=W first=-")
	if got := s.Key(); got != "W:I5,O3 B:I3,O5 to=W first=- | draw points=0" {
		t.Errorf("blocked set-up: %q", got)
	}
}

func TestOptions(t *testing.T) {
	if _, err := Game.Start("players=3"); err == nil {
		t.Error("players=3 accepted")
	}
	if _, err := Game.New(rules.Options{"players": "4"}); err == nil {
		t.Error("New with players=4 accepted")
	}
	s, err := Game.Start()
	if err != nil || s.Key() != New().Key() || s.Players() != 2 || s.ToMove() != White {
		t.Errorf("Start() = %v, %v", s, err)
	}
	if len(s.Outcomes(nil)) != 0 {
		t.Error("outcomes at a decision")
	}
}

func TestCopyFromAllocs(t *testing.T) {
	src := New()
	play(t, src, "O0-I0", "O6-I6", "I0-O0", "I6-O6", "O0-C")
	dst := New()
	dst.CopyFrom(src)
	if n := testing.AllocsPerRun(100, func() { dst.CopyFrom(src) }); n != 0 {
		t.Errorf("CopyFrom allocates %v times", n)
	}
	if dst.Key() != src.Key() || len(dst.hist) != len(src.hist) {
		t.Errorf("copy differs: %q", dst.Key())
	}
	play(t, dst, "O6-I6")
	if src.Key() == dst.Key() {
		t.Error("copy shares its state")
	}
	var legal []rules.Action
	var ev []rules.Event
	legal = dst.Legal(legal)
	ev, _ = dst.Clone().Apply(legal[0], ev)
	if n := testing.AllocsPerRun(100, func() {
		dst.CopyFrom(src)
		legal = dst.Legal(legal[:0])
		ev, _ = dst.Apply(legal[0], ev[:0])
	}); n != 0 {
		t.Errorf("a step allocates %v times", n)
	}
}

// TestEvents plays random games and checks that the events of every move
// tell exactly what changed: replaying them on the board before gives the
// board after. It also checks the bounds the package documents: one capture
// at most, three augmentations at most.
func TestEvents(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 200
	}
	rng := rules.NewRand(3)
	var legal []rules.Action
	var ev []rules.Event
	maxAug := 0
	for range games {
		s := New()
		for s.ToMove() != rules.Over {
			before := *s
			legal = s.Legal(legal[:0])
			a := legal[rng.IntN(len(legal))]
			var err error
			if ev, err = s.Apply(a, ev[:0]); err != nil {
				t.Fatal(err)
			}
			board := before.board
			from, to, _ := decode(a)
			caps, augs := 0, 0
			for i, e := range ev {
				switch e.Kind {
				case rules.EventMove:
					if i != 0 || Cell(e.From) != from || Cell(e.To) != to || e.Player != before.turn || e.Piece != board[from] {
						t.Fatalf("bad move event %+v for %s", e, before.FormatAction(a))
					}
					board[e.From], board[e.To] = -1, e.Piece
				case rules.EventAugment:
					augs++
					if board[e.From] != e.Piece || board[e.To] != -1 || !Cell(e.From).IsInner() || e.Player != before.turn {
						t.Fatalf("bad augment event %+v", e)
					}
					board[e.From], board[e.To] = -1, e.Piece
				case rules.EventCapture:
					caps++
					if board[e.From] != e.Piece || e.To != -1 || e.Player == before.turn || int(e.Piece)/Pawns != int(e.Player) {
						t.Fatalf("bad capture event %+v", e)
					}
					board[e.From] = -1
				case rules.EventLine, rules.EventEnd:
					if i != len(ev)-1 && e.Kind == rules.EventEnd || s.ToMove() != rules.Over {
						t.Fatalf("bad end events %v", eventText(ev))
					}
				default:
					t.Fatalf("unexpected event %+v", e)
				}
			}
			if board != s.board {
				t.Fatalf("events %q do not give the board after %s\n%s", eventText(ev), before.FormatAction(a), s)
			}
			if caps > 1 || augs > 3 {
				t.Fatalf("%d captures, %d augmentations in one move", caps, augs)
			}
			maxAug = max(maxAug, augs)
			for c, id := range s.board {
				if (id >= 0) != (s.At(Cell(c)) >= 0) || id >= 0 && int(id)/Pawns != int(s.At(Cell(c))) {
					t.Fatalf("board and bitboards disagree on %v\n%s", Cell(c), s)
				}
			}
		}
	}
	t.Logf("longest augmented exit: %d augmentations", maxAug)
}

func TestString(t *testing.T) {
	s := New()
	play(t, s, "O0-C", "O7-I7", "O5-I6", "O10-I11", "O4-I2")
	pic := s.String()
	for i, line := range strings.Split(pic, "\n") {
		if strings.TrimSpace(line) == "" || strings.TrimRight(line, " ") != line {
			t.Errorf("line %d of the picture is empty or ends in spaces: %q", i+1, line)
		}
	}
	for _, want := range []string{"over, winner 0 points=2", "removed: White 0, Black 2", "[W]", "[B]", "O0", "I11"} {
		if !strings.Contains(pic, want) {
			t.Errorf("picture lacks %q:\n%s", want, pic)
		}
	}
}
