// Package session is a game being played on the screen: its history (package
// tabula/rules), who sits at each seat (a person or the computer at a level
// of package tabula/rules/ai), the auto-save after every step, and undo and
// redo. It draws nothing and imports no engine, so the play screen's logic
// is tested without one.
//
// # Luck
//
// Luck never changes: the n-th throw of a game is drawn from a source
// seeded by the session's seed and n alone, so a throw taken back comes back
// the same when the game goes forward again, whatever was decided in
// between, and the seed is saved with the game. The computer's searches are
// seeded likewise by the session's seed and the number of steps played, so
// the computer answers a move played again the same way; a hint's seed is
// derived apart from both, so asking for one never changes the game.
//
// # Undo and redo
//
// Undo goes back to the previous choice of a person, against the computer
// as between people at one screen: the game returns to just before it,
// the throw before it kept, and redo plays it and what followed again, up
// to the next choice of a person (the computer's answer, the next throw).
// A choice is a decision among several legal steps: a forced step (a pass
// with no alternative, the only legal move) is not one, for taken back it
// would play itself again at once (with "Play forced moves for me"), and
// the computer would answer it as before, back to the same position: undo
// passes over it to the choice before. The throw is chance, not a choice:
// in a race game a move taken back is chosen again with the same throw,
// never thrown again (and luck never changes, above, so a throw taken back
// would come back the same). With no choice of a person to take back,
// undo is not offered. The history keeps the steps taken back until a
// different step is played.
package session

import (
	"errors"
	"fmt"

	"tabula/games"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/save"
)

// Session is one game in progress.
type Session struct {
	game    *games.Game
	history *rules.History
	seats   []save.Seat
	score   []int
	seed    uint64
	store   save.Store // nil: no auto-save
	// oracle returns the game's solution once it is loaded, or nil.
	oracle func() ai.Oracle
	// saveErr is the last auto-save's failure, reported once.
	saveErr  error
	outcomes []rules.Outcome
	// here, for a room's game, tells the seats held on this device; nil
	// for a game played on this device alone.
	here []bool
}

// New starts a game. seats says who plays each seat; seed seeds the throws
// and the computer's choices. Every step is saved to store, unless it is
// nil.
func New(g *games.Game, opts rules.Options, seats []save.Seat, seed uint64, store save.Store) (*Session, error) {
	h, err := rules.NewHistory(g.Rules, opts)
	if err != nil {
		return nil, err
	}
	return FromHistory(g, h, seats, seed, store)
}

// FromHistory continues a game from its history's present (a record opened
// and played from one of its steps): the steps after the present can be
// redone. The history becomes the session's.
func FromHistory(g *games.Game, h *rules.History, seats []save.Seat, seed uint64, store save.Store) (*Session, error) {
	if h.Game() != g.Rules {
		return nil, fmt.Errorf("session: a history of %s for a game of %s", h.Game().Name, g.Rules.Name)
	}
	if len(seats) != h.State().Players() {
		return nil, fmt.Errorf("session: %d seats for %d players", len(seats), h.State().Players())
	}
	s := &Session{game: g, history: h, seats: append([]save.Seat(nil), seats...), seed: seed, store: store}
	s.autosave()
	return s, nil
}

// Resume continues the saved game of store with its own seed (a save that
// kept none gets seed). It returns save.ErrNoGame when there is none, and a
// *save.CorruptError when the save was bad (it was moved aside).
func Resume(store save.Store, list []*games.Game, seed uint64) (*Session, error) {
	rulesList := make([]*rules.Game, len(list))
	for i, g := range list {
		rulesList[i] = g.Rules
	}
	sg, err := save.LoadGame(store, rulesList)
	if err != nil {
		return nil, err
	}
	if sg.Seed != 0 {
		seed = sg.Seed
	}
	var g *games.Game
	for _, x := range list {
		if x.Rules == sg.History.Game() {
			g = x
		}
	}
	return &Session{game: g, history: sg.History, seats: sg.Seats, score: sg.Score, seed: seed, store: store}, nil
}

// Follow returns the session of a room's game, played on a server, at the
// present of h: seats says who plays each seat (the computer's seats are
// the server's), here which seats are held on this device. Its steps come
// from the server through [Session.Follow]; it saves nothing.
func Follow(g *games.Game, h *rules.History, seats []save.Seat, here []bool) (*Session, error) {
	s, err := FromHistory(g, h, seats, 0, nil)
	if err != nil {
		return nil, err
	}
	s.here = make([]bool, len(seats))
	s.SetHere(here)
	return s, nil
}

// Remote reports whether the session follows a room's game.
func (s *Session) Remote() bool { return s.here != nil }

// SetHere says which seats of a room's game are held on this device (a
// seat taken, or given back).
func (s *Session) SetHere(here []bool) {
	for i := range s.here {
		s.here[i] = i < len(here) && here[i]
	}
}

// Here reports whether seat p of a room's game is held on this device.
func (s *Session) Here(p rules.Player) bool {
	return s.here != nil && p >= 0 && int(p) < len(s.here) && s.here[p]
}

// Follow plays the next step of a room's game as the server sent it, in
// the game's notation, and returns its events.
func (s *Session) Follow(note string) ([]rules.Event, error) {
	if s.here == nil {
		return nil, errors.New("session: not a room's game")
	}
	return s.history.PlayNotation(note)
}

// SetOracle gives the session its game's solution, for the computer's
// level perfect and the hints: oracle returns it once loaded, or nil.
func (s *Session) SetOracle(oracle func() ai.Oracle) { s.oracle = oracle }

// Oracle returns the game's solution if it is at hand, or nil.
func (s *Session) Oracle() ai.Oracle {
	if s.oracle == nil {
		return nil
	}
	return s.oracle()
}

// Game returns the game being played.
func (s *Session) Game() *games.Game { return s.game }

// History returns the game's history. The caller must not change it: the
// session's methods do.
func (s *Session) History() *rules.History { return s.history }

// State returns the current position. The caller must not change it.
func (s *Session) State() rules.State { return s.history.State() }

// Record returns the record of the steps played so far, the caller's own.
func (s *Session) Record() *rules.Record { return s.history.Record() }

// Seed returns the seed of the game's luck.
func (s *Session) Seed() uint64 { return s.seed }

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

// HumanActs reports whether a person acts next (throws or decides): in a
// room's game, a person at this device.
func (s *Session) HumanActs() bool {
	a := s.Actor()
	return a >= 0 && !s.seats[a].Computer && (s.here == nil || s.here[a])
}

// Play plays a for the person to move and returns its events (they belong
// to the history: the caller must not change them).
func (s *Session) Play(a rules.Action) ([]rules.Event, error) {
	if s.here != nil {
		return nil, errRoom
	}
	if s.State().ToMove() < 0 {
		return nil, errors.New("session: no decision to make now")
	}
	return s.step(a)
}

// Throw throws the lots at a chance step, with the rules' weights: the
// throw taken back here if there is one (it comes back), otherwise the
// n-th throw of the game's luck (see the package doc).
func (s *Session) Throw() ([]rules.Event, error) {
	if s.here != nil {
		return nil, errRoom
	}
	st := s.State()
	if st.ToMove() != rules.Chance {
		return nil, errors.New("session: no throw now")
	}
	h := s.history
	if at := h.At(); at < h.Len() && h.Step(at).Throw() {
		return s.step(h.Step(at).Action)
	}
	return s.step(s.luck(st))
}

// luck draws the throw of chance step st, the present: the number of
// throws before it and the seed decide it.
func (s *Session) luck(st rules.State) rules.Action {
	n := 0
	for i := range s.history.At() {
		if s.history.Step(i).Throw() {
			n++
		}
	}
	rng := rules.NewRand(s.seed ^ 0x6a09e667f3bcc909 + uint64(n+1)*0x9e3779b97f4a7c15)
	return rules.Throw(st, rng, &s.outcomes)
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

// ComputerDecides reports whether a computer seat of this device is to
// decide a move now (not to throw): never in a room's game, whose
// computer plays on the server.
func (s *Session) ComputerDecides() bool {
	return s.here == nil && s.State().ToMove() >= 0 && !s.HumanActs()
}

// errRoom is the error of a step played here in a room's game.
var errRoom = errors.New("session: a room's steps are the server's: propose them to it")

// ComputerSearch starts the search of the computer seat to decide, at its
// level, seeded by the session's seed and the steps played. The caller
// advances it with [ai.Search.Step] and plays it with
// [Session.PlayComputer]. A seat of the level perfect plays hard while the
// game's solution is not at hand (the play screen waits for the load
// before it asks; nothing here waits for it).
func (s *Session) ComputerSearch() (*ai.Search, error) {
	if !s.ComputerDecides() {
		return nil, errors.New("session: not the computer's move")
	}
	level, oracle := s.Level(s.Actor()), s.Oracle()
	if level == ai.Perfect && oracle == nil {
		level = ai.Hard
	}
	seed := s.seed ^ 0xbb67ae8584caa73b + uint64(s.history.At()+1)*0x9e3779b97f4a7c15
	return ai.NewSearch(s.game.AI, oracle, s.State(), level, seed)
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
	if s.here != nil {
		return nil, errRoom
	}
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

// HintLevel returns the level of a hint: perfect when the game's solution
// is at hand, hard otherwise.
func (s *Session) HintLevel() ai.Level {
	if s.Oracle() != nil {
		return ai.Perfect
	}
	return ai.Hard
}

// HintSearch starts the search of a hint for the person to decide: the
// move of [Session.HintLevel]. Its seed is derived from the session's seed
// and the number of steps played, apart from the throws' and the
// computer's, so a hint leaves the game exactly as it was.
func (s *Session) HintSearch() (*ai.Search, error) {
	if s.State().ToMove() < 0 || !s.HumanActs() {
		return nil, errors.New("session: no move of a person to hint")
	}
	seed := (s.seed ^ 0x5851f42d4c957f2d) + uint64(s.history.At())*0x9e3779b97f4a7c15
	return ai.NewSearch(s.game.AI, s.Oracle(), s.State(), s.HintLevel(), seed)
}

func (s *Session) step(a rules.Action) ([]rules.Event, error) {
	ev, err := s.history.Play(a)
	if err != nil {
		return nil, err
	}
	s.autosave()
	return ev, nil
}

// decidedByPerson reports whether step i of the history was a decision of
// a person (not a throw, not the computer's).
func (s *Session) decidedByPerson(i int) bool {
	who := s.history.Step(i).ToMove
	return who >= 0 && !s.seats[who].Computer
}

// choseByPerson reports whether step i of the history was a person's
// choice: a decision of a person among several legal steps. A pass with
// no alternative, or the only legal move, is not one: taken back, it
// would play itself again, and the computer's answer after it.
func (s *Session) choseByPerson(i int) bool {
	return s.decidedByPerson(i) && len(s.history.StateAt(i).Legal(nil)) > 1
}

// undoTarget returns the number of steps of the position undo goes back
// to, or -1 when there is nothing to undo.
func (s *Session) undoTarget() int {
	if s.here != nil {
		return -1 // a room's steps are not taken back
	}
	for i := s.history.At() - 1; i >= 0; i-- {
		if s.choseByPerson(i) {
			return i
		}
	}
	return -1
}

// redoTarget returns the number of steps of the position redo goes forward
// to, or -1 when there is nothing to redo: the person's choice taken
// back and every step after it up to the next choice of a person.
func (s *Session) redoTarget() int {
	if s.here != nil {
		return -1
	}
	at, n := s.history.At(), s.history.Len()
	if at == n {
		return -1
	}
	i := at + 1
	for i < n && !s.choseByPerson(i) {
		i++
	}
	return i
}

// CanUndo reports whether a choice of a person can be taken back.
func (s *Session) CanUndo() bool { return s.undoTarget() >= 0 }

// CanRedo reports whether a step taken back can be played again.
func (s *Session) CanRedo() bool { return s.redoTarget() >= 0 }

// Undo takes back the last choice of a person and everything after it,
// keeping them for redo: the forced steps, a pass or the only legal move,
// are passed over, for taken back they would play themselves again. The
// throw before the choice is kept: undoing cannot throw again.
func (s *Session) Undo() error {
	n := s.undoTarget()
	if n < 0 {
		return errors.New("session: nothing to undo")
	}
	return s.jump(n)
}

// Redo plays again what Undo took back, the same steps.
func (s *Session) Redo() error {
	n := s.redoTarget()
	if n < 0 {
		return errors.New("session: nothing to redo")
	}
	return s.jump(n)
}

func (s *Session) jump(n int) error {
	if err := s.history.Jump(n); err != nil {
		return err
	}
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
		err = save.SaveGame(s.store, &save.Game{History: s.history, Seats: s.seats, Seed: s.seed, Score: s.score})
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
