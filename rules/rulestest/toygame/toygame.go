// Package toygame is a tiny race game with chance, used to test package rules
// and the conformance kit. Each of two players has one counter; a turn is a
// throw of two coins (K heads, worth K+1 points) and then a move of the
// counter by 1 up to the points thrown, never past the goal. The first
// counter on the goal wins.
//
// A [Faults] value breaks the game on purpose, so that tests can show the
// conformance kit notices each kind of breakage.
package toygame

import (
	"fmt"
	"strconv"
	"strings"

	"tabula/rules"
)

// Goal is the cell a counter must reach.
const Goal = 6

// Faults lists deliberate bugs to build into the game.
type Faults struct {
	UnsortedLegal   bool // legal moves listed largest first
	IllegalApplies  bool // Apply accepts a move past the goal
	SharedClone     bool // clones share their counters with the original
	BadNotation     bool // the move 2 is written "+3"
	LosesPiece      bool // reports one piece fewer after the first move
	NeverEnds       bool // reaching the goal does not end the game
	WrongWeights    bool // the coins' weights sum to 5
	UnwrappedErrors bool // Apply's errors do not wrap rules.ErrIllegal
}

// New returns the toy game with the given faults.
func New(f Faults) *rules.Game {
	return &rules.Game{
		Name:  "toy",
		Title: "Toy race",
		Options: []rules.OptionSpec{
			{Key: "players", Values: []string{"2"}, Name: "Players", Explain: []string{"two players"}},
			{Key: "start", Values: []string{"0", "3"}, Name: "Start cell", Explain: []string{"from the start", "from cell 3"}},
		},
		New: func(opts rules.Options) (rules.State, error) {
			st, _ := strconv.Atoi(opts["start"])
			s := &State{faults: f, pos: &[2]int{st, st}, toMove: rules.Chance}
			return s, nil
		},
	}
}

// State is a position of the toy game.
type State struct {
	faults Faults
	pos    *[2]int // a pointer, so that the SharedClone fault is possible
	turn   int     // whose turn it is
	toMove rules.Player
	points int // points thrown, at a decision
	moved  bool
}

// Players returns 2.
func (s *State) Players() int { return 2 }

// ToMove returns the player to decide, rules.Chance or rules.Over.
func (s *State) ToMove() rules.Player { return s.toMove }

// Legal appends the legal actions: throws 0..2, or moves 1..points.
func (s *State) Legal(buf []rules.Action) []rules.Action {
	switch s.toMove {
	case rules.Over:
		return buf
	case rules.Chance:
		return append(buf, 0, 1, 2)
	}
	n := len(buf)
	for j := 1; j <= s.points; j++ {
		if s.pos[s.turn]+j <= Goal {
			buf = append(buf, rules.Action(j))
		}
	}
	if len(buf) == n {
		buf = append(buf, 0) // pass
	}
	if s.faults.UnsortedLegal {
		for i, j := n, len(buf)-1; i < j; i, j = i+1, j-1 {
			buf[i], buf[j] = buf[j], buf[i]
		}
	}
	return buf
}

// Outcomes appends the three throws of two coins.
func (s *State) Outcomes(buf []rules.Outcome) []rules.Outcome {
	if s.toMove != rules.Chance {
		return buf
	}
	w := 2
	if s.faults.WrongWeights {
		w = 3
	}
	return append(buf, rules.Outcome{Action: 0, Weight: 1}, rules.Outcome{Action: 1, Weight: w}, rules.Outcome{Action: 2, Weight: 1})
}

func (s *State) illegal(a rules.Action) error {
	if s.faults.UnwrappedErrors {
		return fmt.Errorf("toy: move %d is not legal", a)
	}
	return fmt.Errorf("toy: move %d: %w", a, rules.ErrIllegal)
}

// Apply plays a throw or a move.
func (s *State) Apply(a rules.Action, ev []rules.Event) ([]rules.Event, error) {
	switch s.toMove {
	case rules.Over:
		return ev, s.illegal(a)
	case rules.Chance:
		if a > 2 {
			return ev, s.illegal(a)
		}
		s.points = int(a) + 1
		s.toMove = rules.Player(s.turn)
		return append(ev, rules.Event{Kind: rules.EventThrow, Player: rules.Player(s.turn), Value: int8(a), Points: int8(s.points), Mask: uint8(1<<a - 1)}), nil
	}
	from := s.pos[s.turn]
	legal := false
	for _, b := range s.Legal(nil) {
		legal = legal || a == b
	}
	if !legal && !(s.faults.IllegalApplies && int(a) > s.points) {
		return ev, s.illegal(a)
	}
	s.pos[s.turn] += int(a)
	s.moved = true
	if a == 0 {
		ev = append(ev, rules.Event{Kind: rules.EventPass, Player: s.toMove})
	} else {
		ev = append(ev, rules.Event{Kind: rules.EventMove, Player: s.toMove, From: int8(from), To: int8(s.pos[s.turn])})
	}
	if s.pos[s.turn] >= Goal && !s.faults.NeverEnds {
		s.toMove = rules.Over
		return append(ev, rules.Event{Kind: rules.EventEnd}), nil
	}
	s.turn = 1 - s.turn
	s.toMove = rules.Chance
	return ev, nil
}

// Thrower returns the seat whose turn it is, who throws at a chance step.
func (s *State) Thrower() rules.Player { return rules.Player(s.turn) }

// Result returns the winner once a counter is on the goal.
func (s *State) Result() rules.Result {
	if s.toMove != rules.Over {
		return rules.Result{}
	}
	return rules.Result{Status: rules.Win, Winners: rules.SeatsOf(rules.Player(s.turn))}
}

// Clone returns an independent copy (unless SharedClone).
func (s *State) Clone() rules.State {
	c := *s
	if !s.faults.SharedClone {
		p := *s.pos
		c.pos = &p
	}
	return &c
}

// FormatAction writes "throw K", "+J" or "pass".
func (s *State) FormatAction(a rules.Action) string {
	switch {
	case s.toMove == rules.Chance:
		return "throw " + strconv.Itoa(int(a))
	case a == 0:
		return "pass"
	case a == 2 && s.faults.BadNotation:
		return "+3"
	}
	return "+" + strconv.Itoa(int(a))
}

// ParseAction reads "throw K", "+J" or "pass".
func (s *State) ParseAction(text string) (rules.Action, error) {
	if s.toMove == rules.Chance {
		if k, ok := strings.CutPrefix(text, "throw "); ok {
			if n, err := strconv.Atoi(k); err == nil && n >= 0 && n <= 2 {
				return rules.Action(n), nil
			}
		}
		return 0, fmt.Errorf("toy: %q is not a throw", text)
	}
	if text == "pass" {
		return 0, nil
	}
	if j, ok := strings.CutPrefix(text, "+"); ok {
		if n, err := strconv.Atoi(j); err == nil && n >= 1 && n <= 3 {
			return rules.Action(n), nil
		}
	}
	return 0, fmt.Errorf("toy: bad move %q", text)
}

// Key identifies the position.
func (s *State) Key() string {
	return fmt.Sprintf("%d %d turn=%d tomove=%v points=%d", s.pos[0], s.pos[1], s.turn, s.toMove, s.points)
}

// String draws the two counters.
func (s *State) String() string {
	return fmt.Sprintf("0: %s\n1: %s", strings.Repeat("o", s.pos[0]+1), strings.Repeat("o", s.pos[1]+1))
}

// Pieces counts the counters: 2, or 1 with the LosesPiece fault after a move.
func Pieces(st rules.State) int {
	s := st.(*State)
	if s.faults.LosesPiece && s.moved {
		return 1
	}
	return 2
}

// CopyFrom makes s a copy of src.
func (s *State) CopyFrom(src *State) {
	p := s.pos
	*s = *src
	*p = *src.pos
	s.pos = p
}
