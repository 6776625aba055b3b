// Package session is a game being played on the screen: the rules match,
// who sits at each seat (a person or the computer), the auto-save after
// every step, and the undo of a person's last move. It draws nothing and
// imports no engine, so the play screen's logic is tested without one.
package session

import (
	"errors"
	"fmt"

	"tabula/rules"
	"tabula/scenes/save"
)

// Session is one game in progress.
type Session struct {
	match *rules.Match
	seats []save.Seat
	score []int
	seed  uint64
	store save.Store // nil: no auto-save
	// saveErr is the last auto-save's failure, reported once.
	saveErr error
}

// New starts a game. seats says who plays each seat; seed seeds the throws
// and the computer's random choices. Every step is saved to store, unless
// it is nil.
func New(g *rules.Game, opts rules.Options, seats []save.Seat, seed uint64, store save.Store) (*Session, error) {
	m, err := rules.NewMatch(g, opts, seed)
	if err != nil {
		return nil, err
	}
	if len(seats) != m.State().Players() {
		return nil, fmt.Errorf("session: %d seats for %d players", len(seats), m.State().Players())
	}
	s := &Session{match: m, seats: append([]save.Seat(nil), seats...), seed: seed, store: store}
	s.autosave()
	return s, nil
}

// Resume continues the saved game of store, with a fresh seed for the
// throws to come. It returns save.ErrNoGame when there is none, and a
// *save.CorruptError when the save was bad (it was moved aside).
func Resume(store save.Store, games []*rules.Game, seed uint64) (*Session, error) {
	g, _, err := save.LoadGame(store, games)
	if err != nil {
		return nil, err
	}
	s, err := replay(g.Record, g.Seats, seed, len(g.Record.Steps))
	if err != nil {
		return nil, err
	}
	s.store, s.score = store, g.Score
	return s, nil
}

// replay rebuilds a session from the first n steps of a record.
func replay(r *rules.Record, seats []save.Seat, seed uint64, n int) (*Session, error) {
	m, err := rules.NewMatch(r.Game, r.Options, seed)
	if err != nil {
		return nil, err
	}
	for i, step := range r.Steps[:n] {
		if _, err := m.PlayNotation(step); err != nil {
			return nil, fmt.Errorf("session: step %d: %w", i+1, err)
		}
	}
	return &Session{match: m, seats: seats, seed: seed}, nil
}

// State returns the current position. The caller must not change it.
func (s *Session) State() rules.State { return s.match.State() }

// Game returns the game being played.
func (s *Session) Game() *rules.Game { return s.match.Record().Game }

// Record returns the steps played so far.
func (s *Session) Record() *rules.Record { return s.match.Record() }

// Seats returns who plays each seat.
func (s *Session) Seats() []save.Seat { return s.seats }

// Score returns the match score (Dejarik is played to 12 points), or nil.
func (s *Session) Score() []int { return s.score }

// SetScore records the match score, saved with the game.
func (s *Session) SetScore(score []int) {
	s.score = append([]int(nil), score...)
	s.autosave()
}

// Actor returns the seat that acts next: the seat to decide, or at a chance
// step the seat whose throw it is. It is rules.Over when the game is over,
// and rules.Chance at a chance step of a game that does not say whose throw
// it is.
func (s *Session) Actor() rules.Player { return actor(s.State()) }

func actor(st rules.State) rules.Player {
	who := st.ToMove()
	if who == rules.Chance {
		if th, ok := st.(rules.Thrower); ok {
			return th.Thrower()
		}
	}
	return who
}

// HumanActs reports whether a person acts next (throws or decides).
func (s *Session) HumanActs() bool {
	a := s.Actor()
	return a >= 0 && !s.seats[a].Computer
}

// Play plays a for the person to move and returns its events (valid until
// the next call).
func (s *Session) Play(a rules.Action) ([]rules.Event, error) {
	if s.State().ToMove() < 0 {
		return nil, errors.New("session: no decision to make now")
	}
	return s.step(a)
}

// Throw throws the lots at a chance step, with the session's random source
// and the rules' weights.
func (s *Session) Throw() ([]rules.Event, error) {
	if s.State().ToMove() != rules.Chance {
		return nil, errors.New("session: no throw now")
	}
	_, ev, err := s.match.Throw()
	if err == nil {
		s.autosave()
	}
	return ev, err
}

// ComputerStep makes the computer's next step for a computer seat: a throw
// at a chance step, otherwise a move of its level (random until the
// computer opponents of the AI arrive).
func (s *Session) ComputerStep() ([]rules.Event, error) {
	if s.HumanActs() || s.State().ToMove() == rules.Over {
		return nil, errors.New("session: not the computer's turn")
	}
	if s.State().ToMove() == rules.Chance {
		return s.Throw()
	}
	return s.step(s.match.RandomAction())
}

func (s *Session) step(a rules.Action) ([]rules.Event, error) {
	ev, err := s.match.Play(a)
	if err != nil {
		return nil, err
	}
	s.autosave()
	return ev, nil
}

// lastHumanDecision returns the index in the record of the last step that
// was a decision of a person, or -1.
func (s *Session) lastHumanDecision() int {
	r := s.Record()
	st, err := r.Game.New(r.Options)
	if err != nil {
		return -1
	}
	last := -1
	for i, step := range r.Steps {
		if who := st.ToMove(); who >= 0 && !s.seats[who].Computer {
			last = i
		}
		a, err := st.ParseAction(step)
		if err != nil {
			return -1
		}
		if _, err := st.Apply(a, nil); err != nil {
			return -1
		}
	}
	return last
}

// CanUndo reports whether a person's move can be taken back: in a game with
// a computer seat, once a person has decided something.
func (s *Session) CanUndo() bool {
	computer := false
	for _, seat := range s.seats {
		computer = computer || seat.Computer
	}
	return computer && s.lastHumanDecision() >= 0
}

// Undo takes back the last decision of a person and everything after it:
// the game returns to just before that decision. The throw that preceded it
// is kept — undoing cannot throw again.
func (s *Session) Undo() error {
	if !s.CanUndo() {
		return errors.New("session: nothing to undo")
	}
	n := s.lastHumanDecision()
	s.seed++ // the computer's later throws are not the ones undone
	back, err := replay(s.Record(), s.seats, s.seed, n)
	if err != nil {
		return err
	}
	back.store, back.score = s.store, s.score
	*s = *back
	s.autosave()
	return nil
}

// autosave writes the game, or forgets it once it is over.
func (s *Session) autosave() {
	if s.store == nil {
		return
	}
	var err error
	if s.State().ToMove() == rules.Over {
		err = save.DeleteGame(s.store)
	} else {
		err = save.SaveGame(s.store, &save.Game{Record: s.Record(), Seats: s.seats, Score: s.score})
	}
	if err != nil {
		s.saveErr = err
	}
}

// SaveError returns, once, the failure of the last auto-save that failed,
// or nil: a game that cannot be saved goes on, and the screen says so.
func (s *Session) SaveError() error {
	err := s.saveErr
	s.saveErr = nil
	return err
}
