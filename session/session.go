// Package session is a game being played on the screen: the rules match,
// who sits at each seat (a person or the computer at a level of package
// tabula/rules/ai), the auto-save after every step, and the undo of a
// person's last move. It draws nothing and imports no engine, so the play
// screen's logic is tested without one.
//
// The computer's moves are reproducible: the seed of each computer search
// is drawn from the session's seeded source, the one that throws the lots,
// so a game started with the same seed and the same decisions of its people
// is the same game. A hint draws nothing from that source (its seed is
// derived from the session's seed and the number of steps), so asking for
// one never changes the game.
package session

import (
	"errors"
	"fmt"

	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/dejarik/solve"
	"tabula/save"
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

// DefaultLevel is the level of a computer seat whose level is missing or
// unknown (a save written before the levels existed).
const DefaultLevel = ai.Medium

// Level returns the level of seat p: its saved level, or DefaultLevel.
func (s *Session) Level(p rules.Player) ai.Level {
	if p < 0 || int(p) >= len(s.seats) {
		return DefaultLevel
	}
	l, err := ai.ParseLevel(s.seats[p].Level)
	if err != nil {
		return DefaultLevel
	}
	return l
}

// ComputerDecides reports whether a computer seat is to decide a move now
// (not to throw).
func (s *Session) ComputerDecides() bool {
	return s.State().ToMove() >= 0 && !s.HumanActs()
}

// ComputerSearch starts the search of the computer seat to decide, at its
// level, with a seed drawn from the session's source. The caller advances
// it with [ai.Search.Step] and plays it with [Session.PlayComputer]. A
// seat of the level perfect plays hard in a game other than Dejarik, and
// while Dejarik's solution is not loaded (the play screen waits for the
// load before it asks; nothing here waits for it).
func (s *Session) ComputerSearch() (*ai.Search, error) {
	if !s.ComputerDecides() {
		return nil, errors.New("session: not the computer's move")
	}
	level := s.Level(s.Actor())
	if level == ai.Perfect && !(s.Game().Name == "dejarik" && solve.Loaded()) {
		level = ai.Hard
	}
	return ai.NewSearch(s.State(), level, s.match.Rand().Uint64())
}

// PlayComputer plays the move found by a finished search of
// [Session.ComputerSearch], made for the current position.
func (s *Session) PlayComputer(search *ai.Search) ([]rules.Event, error) {
	if !s.ComputerDecides() {
		return nil, errors.New("session: not the computer's move")
	}
	if !search.Done() {
		return nil, errors.New("session: the computer's search is not done")
	}
	return s.step(search.Best())
}

// ComputerStep makes the computer's next step for a computer seat at once:
// a throw at a chance step, otherwise a move of its level, searched to the
// end in the calling goroutine. A screen uses ComputerSearch instead, to
// keep animating while the computer thinks.
func (s *Session) ComputerStep() ([]rules.Event, error) {
	if s.HumanActs() || s.State().ToMove() == rules.Over {
		return nil, errors.New("session: not the computer's turn")
	}
	if s.State().ToMove() == rules.Chance {
		return s.Throw()
	}
	search, err := s.ComputerSearch()
	if err != nil {
		return nil, err
	}
	for !search.Step(1 << 30) {
	}
	return s.PlayComputer(search)
}

// HintLevel returns the level of a hint in the game being played: perfect
// in Dejarik once its solution is loaded, hard otherwise.
func (s *Session) HintLevel() ai.Level {
	if s.Game().Name == "dejarik" && solve.Loaded() {
		return ai.Perfect
	}
	return ai.Hard
}

// HintSearch starts the search of a hint for the person to decide: the
// move of [Session.HintLevel]. Its seed is derived from the session's seed
// and the number of steps played, not drawn from the session's source, so
// a hint leaves the game exactly as it was.
func (s *Session) HintSearch() (*ai.Search, error) {
	if s.State().ToMove() < 0 || !s.HumanActs() {
		return nil, errors.New("session: no move of a person to hint")
	}
	seed := (s.seed ^ 0x5851f42d4c957f2d) + uint64(len(s.Record().Steps))*0x9e3779b97f4a7c15
	return ai.NewSearch(s.State(), s.HintLevel(), seed)
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
