package rooms

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	mrand "math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"tabula/games"
	"tabula/online"
	"tabula/rules"
	"tabula/rules/ai"
)

// StandInLevel is the level at which the computer plays for a person away.
const StandInLevel = ai.Medium

// Entry is one message of a room's log, in the order the log keeps them:
// the room's creation first, then seats taken and steps played. A room is
// nothing but its log: any node that reads it holds the same room.
type Entry struct {
	Kind string `json:"k"` // "create", "join" or "steps"

	// create: the spec, and the room's secret seed, whose throws every
	// node draws the same.
	Game    string   `json:"game,omitempty"`
	Options string   `json:"options,omitempty"`
	Seats   []string `json:"seats,omitempty"`
	Seed    uint64   `json:"seed,omitempty"`
	Absence string   `json:"absence,omitempty"`
	// A rematch's creation: the room it follows, and each seat's holder
	// there (the SHA-256 of the token, and the name), who holds the same
	// seat here with the same token.
	From   string   `json:"from,omitempty"`
	Tokens []string `json:"tokens,omitempty"`
	Names  []string `json:"names,omitempty"`

	// join: the seat taken, the SHA-256 of its secret token, and the name
	// its person chose.
	Seat  int    `json:"seat,omitempty"`
	Token string `json:"token,omitempty"`
	Name  string `json:"name,omitempty"`

	// steps: a person's move and the steps it sets off (the throws the
	// room draws, the computer's moves), in the game's notation.
	Steps []string `json:"steps,omitempty"`

	// rematch: the code of the room where the same people play again.
	Rematch string `json:"rematch,omitempty"`

	// Every entry: when it was appended, in milliseconds since 1970 (0 if
	// not known). An absent person's turn is counted from it.
	Time int64 `json:"time,omitempty"`
}

// Seat is a seat of a room.
type Seat struct {
	Kind     string // online.SeatOnline, online.SeatLocal, or a computer level's name
	Computer bool
	Level    ai.Level // the computer's level
	Taken    bool     // a person holds the seat's token
	Name     string   // the person's nickname
	token    [sha256.Size]byte
}

// Room is a game played online, as its log builds it: the game, its seats,
// the steps played, and the room's source of throws. A Room is not safe
// for concurrent use.
type Room struct {
	Code    string
	Game    *games.Game
	Options rules.Options
	Seats   []Seat
	// SeedHash is the SHA-256, in hex, of the seed's decimal text, shown
	// from the start; the seed itself is shown once the game is over, so
	// that anyone can draw every throw again and check it.
	SeedHash string
	// Absence is how long a person may be away, in their turn, before the
	// computer plays for them (0: never).
	Absence time.Duration
	// From is the room this one is a rematch of, and Rematch the room of
	// this one's rematch, if any.
	From, Rematch string
	// Last is when the last entry was appended (zero if not known).
	Last time.Time

	seed    uint64
	history *rules.History
	throws  *mrand.PCG // the throws' source: every throw, in order
	moves   *mrand.PCG // the computer's seeds: one per move it plays
	entries int        // entries applied
	oracle  *ai.OracleLoader
	buf     []rules.Outcome
}

// Errors of a proposal refused; none changes the room.
var (
	ErrNotYourTurn = errors.New("it is not your turn")
	ErrBadToken    = errors.New("this seat's secret does not match: the seat is someone else's")
	ErrStale       = errors.New("the game has moved on: your move was for an earlier step")
	ErrOver        = errors.New("the game is over")
	ErrSeatTaken   = errors.New("that seat is taken")
)

// Create checks a spec against the games and returns the first entry of a
// new room's log, with a seed drawn from the cryptographic source.
func Create(spec online.Spec, list []*games.Game) (Entry, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return Entry{}, err
	}
	e := Entry{Kind: "create", Game: spec.Game, Options: spec.Options, Seats: spec.Seats, Absence: spec.Absence, Seed: binary.LittleEndian.Uint64(b[:])}
	if _, err := Open("", []Entry{e}, list); err != nil {
		return Entry{}, err
	}
	return e, nil
}

// Open builds the room called code from its log.
func Open(code string, log []Entry, list []*games.Game) (*Room, error) {
	if len(log) == 0 || log[0].Kind != "create" {
		return nil, errors.New("a room's log starts with its creation")
	}
	r := &Room{Code: code}
	for i, e := range log {
		if err := r.Apply(e, list); err != nil {
			return nil, fmt.Errorf("entry %d of room %s: %w", i+1, code, err)
		}
	}
	return r, nil
}

// Apply adds the next entry of the room's log. list is the games, for the
// creation.
func (r *Room) Apply(e Entry, list []*games.Game) error {
	if (r.entries == 0) != (e.Kind == "create") {
		return fmt.Errorf("a %q entry at entry %d", e.Kind, r.entries+1)
	}
	var err error
	switch e.Kind {
	case "create":
		err = r.create(e, list)
	case "join":
		err = r.join(e)
	case "steps":
		_, err = r.play(r.history, r.throws, r.moves, e.Steps)
	case "rematch":
		switch {
		case r.Rematch != "":
			err = errors.New("a second rematch")
		case r.history.State().ToMove() != rules.Over:
			err = errors.New("a rematch before the game is over")
		default:
			r.Rematch, err = online.ParseCode(e.Rematch)
		}
	default:
		err = fmt.Errorf("an entry of unknown kind %q", e.Kind)
	}
	if err != nil {
		return err
	}
	if e.Time > 0 {
		r.Last = time.UnixMilli(e.Time)
	}
	r.entries++
	return nil
}

func (r *Room) create(e Entry, list []*games.Game) error {
	for _, g := range list {
		if g.Rules.Name == e.Game {
			r.Game = g
		}
	}
	if r.Game == nil {
		names := make([]string, len(list))
		for i, g := range list {
			names[i] = g.Rules.Name
		}
		return fmt.Errorf("unknown game %q (games: %s)", e.Game, strings.Join(names, ", "))
	}
	opts, err := r.Game.Rules.ParseOptions(strings.Fields(e.Options))
	if err != nil {
		return err
	}
	h, err := rules.NewHistory(r.Game.Rules, opts)
	if err != nil {
		return err
	}
	h.Lean()
	if n := h.State().Players(); len(e.Seats) != n {
		return fmt.Errorf("%d seats for %d players", len(e.Seats), n)
	}
	r.Options, r.history = opts, h
	r.Seats = make([]Seat, len(e.Seats))
	for i, kind := range e.Seats {
		s := Seat{Kind: kind}
		switch kind {
		case online.SeatOnline, online.SeatLocal:
		default:
			level, err := ai.ParseLevel(kind)
			if err != nil || (level == ai.Perfect && r.Game.Solution() == nil) {
				return fmt.Errorf("seat %d: %q is not online, local or a level of %s", i+1, kind, r.Game.Rules.Title)
			}
			s.Computer, s.Level = true, level
		}
		r.Seats[i] = s
	}
	if e.Absence != "" {
		d, err := time.ParseDuration(e.Absence)
		if err != nil || d <= 0 || d > online.MaxAbsence {
			return fmt.Errorf("an absence of %q: a duration such as 90s or 2m, at most %v, or none", e.Absence, online.MaxAbsence)
		}
		r.Absence = d
	}
	if e.From != "" {
		if r.From, err = online.ParseCode(e.From); err != nil {
			return err
		}
		if len(e.Tokens) != len(r.Seats) || len(e.Names) != len(r.Seats) {
			return fmt.Errorf("a rematch with %d tokens and %d names for %d seats", len(e.Tokens), len(e.Names), len(r.Seats))
		}
		for i, t := range e.Tokens {
			if t == "" {
				continue
			}
			if err := r.join(Entry{Seat: i, Token: t, Name: e.Names[i]}); err != nil {
				return fmt.Errorf("seat %d: %w", i+1, err)
			}
		}
	}
	r.seed = e.Seed
	sum := sha256.Sum256([]byte(strconv.FormatUint(e.Seed, 10)))
	r.SeedHash = hex.EncodeToString(sum[:])
	r.throws = mrand.NewPCG(e.Seed, e.Seed^0x9e3779b97f4a7c15) // as rules.NewRand
	r.moves = mrand.NewPCG(e.Seed^0x5bd1e9955bd1e995, e.Seed)
	return nil
}

func (r *Room) join(e Entry) error {
	if e.Seat < 0 || e.Seat >= len(r.Seats) {
		return fmt.Errorf("no seat %d", e.Seat+1)
	}
	s := &r.Seats[e.Seat]
	if s.Computer || s.Taken {
		return ErrSeatTaken
	}
	h, err := hex.DecodeString(e.Token)
	if err != nil || len(h) != sha256.Size {
		return errors.New("a seat's token must be a SHA-256 in hex")
	}
	s.Taken, s.Name = true, e.Name
	copy(s.token[:], h)
	return nil
}

// play plays notes on h, drawing the throws from throws and a seed per
// computer move from moves, and checks each throw against the source: a
// log whose throws the source did not draw is refused. It returns the
// steps played.
func (r *Room) play(h *rules.History, throws, moves *mrand.PCG, notes []string) (int, error) {
	if len(notes) == 0 {
		return 0, errors.New("no step")
	}
	for i, note := range notes {
		st := h.State()
		switch who := st.ToMove(); {
		case who == rules.Over:
			return i, ErrOver
		case who == rules.Chance:
			drawn := st.FormatAction(rules.Throw(st, mrand.New(throws), &r.buf))
			if drawn != note {
				return i, fmt.Errorf("step %d: %s, but the room's source throws %s", h.Len()+1, note, drawn)
			}
		case r.Seats[who].Computer:
			moves.Uint64()
		}
		if _, err := h.PlayNotation(note); err != nil {
			return i, err
		}
	}
	return len(notes), nil
}

// Join takes a free seat for a person called name and returns the entry
// to append and the seat's secret token, which only that person's device
// keeps. seat -1 takes the first free seat that is online.
func (r *Room) Join(seat int, name string) (Entry, string, error) {
	name = strings.TrimSpace(name)
	if utf8.RuneCountInString(name) > online.MaxName || !utf8.ValidString(name) {
		return Entry{}, "", fmt.Errorf("a name of at most %d characters", online.MaxName)
	}
	if i := strings.IndexFunc(name, unsafeInName); i >= 0 {
		return Entry{}, "", fmt.Errorf("a name without control or direction characters (%U)", []rune(name[i:])[0])
	}
	if seat == -1 {
		seat = slices.IndexFunc(r.Seats, func(s Seat) bool { return s.Kind == online.SeatOnline && !s.Taken })
		if seat < 0 {
			return Entry{}, "", errors.New("no free seat: the room is full")
		}
	}
	if seat < 0 || seat >= len(r.Seats) {
		return Entry{}, "", fmt.Errorf("no seat %d", seat+1)
	}
	if s := r.Seats[seat]; s.Computer || s.Taken {
		return Entry{}, "", ErrSeatTaken
	}
	var secret [16]byte
	if _, err := rand.Read(secret[:]); err != nil {
		return Entry{}, "", err
	}
	token := hex.EncodeToString(secret[:])
	sum := sha256.Sum256([]byte(token))
	return Entry{Kind: "join", Seat: seat, Token: hex.EncodeToString(sum[:]), Name: name}, token, nil
}

// unsafeInName reports whether a nickname may not hold r: a control
// character (a line break, say) or one that turns the direction of the
// text around it, which another player's screen would show.
func unsafeInName(r rune) bool {
	return unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) || r == '\u2028' || r == '\u2029'
}

// Holds reports whether token is the secret of seat, in constant time.
func (r *Room) Holds(seat int, token string) bool {
	if seat < 0 || seat >= len(r.Seats) || !r.Seats[seat].Taken {
		return false
	}
	sum := sha256.Sum256([]byte(token))
	return subtle.ConstantTimeCompare(sum[:], r.Seats[seat].token[:]) == 1
}

// Propose checks the move note of the person holding seat with token, for
// the step at (the number of steps the person saw), and returns the entry
// that plays it: the move, then the throws the room draws and the computer's
// moves, until a person is to decide or the game ends. A throw is proposed
// as "throw", without its points: the room draws them. Nothing changes
// until the entry is applied.
func (r *Room) Propose(seat int, token string, at int, note string) (Entry, error) {
	if !r.Holds(seat, token) {
		return Entry{}, ErrBadToken
	}
	if at != r.history.Len() {
		return Entry{}, ErrStale
	}
	st := r.history.State()
	who := st.ToMove()
	switch {
	case who == rules.Over:
		return Entry{}, ErrOver
	case who == rules.Chance:
		t, ok := st.(rules.Thrower)
		if !ok || int(t.Thrower()) != seat {
			return Entry{}, ErrNotYourTurn
		}
		if note != "throw" {
			return Entry{}, errors.New(`the lots are thrown: propose "throw", and the room draws them`)
		}
		note = st.FormatAction(rules.Throw(st, mrand.New(r.copyThrows()), &r.buf))
	case int(who) != seat:
		return Entry{}, ErrNotYourTurn
	default:
		a, err := st.ParseAction(note)
		if err != nil {
			return Entry{}, err
		}
		if !slices.Contains(st.Legal(nil), a) {
			return Entry{}, fmt.Errorf("%s is not a legal move here", note)
		}
		note = st.FormatAction(a)
	}
	return r.advance([]string{note})
}

// Advance returns the entry of the steps the room plays by itself from the
// present (the computer's moves and their throws, a throw for nobody), or
// false when a person is to decide or the game is over.
func (r *Room) Advance() (Entry, bool, error) {
	e, err := r.advance(nil)
	return e, err == nil && len(e.Steps) > 0, err
}

// StandIn returns the entry of the steps the computer plays, at
// StandInLevel, for the person of seat while they are away: their throw or
// their move, then what the room plays by itself (the other computers'
// moves and throws), until a person is to decide. It returns ErrNotYourTurn
// if seat is not a person's seat to decide now. The move's seed comes from
// the room's seed and the step's number, so any node proposes the same.
func (r *Room) StandIn(seat int) (Entry, error) {
	st := r.history.State()
	if st.ToMove() == rules.Over {
		return Entry{}, ErrOver
	}
	if seat < 0 || seat != r.ToDecide() || r.Seats[seat].Computer {
		return Entry{}, ErrNotYourTurn
	}
	var note string
	if st.ToMove() == rules.Chance {
		note = st.FormatAction(rules.Throw(st, mrand.New(r.copyThrows()), &r.buf))
	} else {
		seed := mrand.NewPCG(r.seed^0x2545f4914f6cdd1d, uint64(r.history.Len())).Uint64()
		a, err := r.choose(st, StandInLevel, seed)
		if err != nil {
			return Entry{}, err
		}
		note = st.FormatAction(a)
	}
	return r.advance([]string{note})
}

// ToDecide returns the seat to move or throw now, or -1 when the game is
// over or the throw is nobody's.
func (r *Room) ToDecide() int {
	st := r.history.State()
	switch who := st.ToMove(); {
	case who == rules.Chance:
		if t, ok := st.(rules.Thrower); ok {
			return int(t.Thrower())
		}
	case who >= 0:
		return int(who)
	}
	return -1
}

// RematchSpec returns the creation of the room where the people of this
// one play again, the game over: the same game, options, seats and
// absence, each person's seat held with the same token and name. The
// code of the rematch's room is then appended to this room's log, in a
// rematch entry, so that each node sends its clients there.
func (r *Room) RematchSpec() (Entry, error) {
	if r.history.State().ToMove() != rules.Over {
		return Entry{}, errors.New("a rematch once the game is over")
	}
	if r.Rematch != "" {
		return Entry{}, fmt.Errorf("the rematch is room %s", r.Rematch)
	}
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return Entry{}, err
	}
	e := Entry{Kind: "create", Game: r.Game.Rules.Name, Options: r.Game.Rules.FormatOptions(r.Options), Seed: binary.LittleEndian.Uint64(b[:]), From: r.Code}
	if r.Absence > 0 {
		e.Absence = r.Absence.String()
	}
	for _, s := range r.Seats {
		e.Seats = append(e.Seats, s.Kind)
		token := ""
		if s.Taken {
			token = hex.EncodeToString(s.token[:])
		}
		e.Tokens = append(e.Tokens, token)
		e.Names = append(e.Names, s.Name)
	}
	return e, nil
}

// advance plays notes on a copy of the room, then what the room plays by
// itself, and returns the entry of them all.
func (r *Room) advance(notes []string) (Entry, error) {
	h := r.history.Clone()
	throws, moves := r.copyThrows(), r.copyMoves()
	if len(notes) > 0 {
		if _, err := r.play(h, throws, moves, notes); err != nil {
			return Entry{}, err
		}
	}
	for {
		st := h.State()
		who := st.ToMove()
		var note string
		switch {
		case who == rules.Over:
			return Entry{Kind: "steps", Steps: notes}, nil
		case who == rules.Chance:
			t, ok := st.(rules.Thrower)
			if ok && !r.Seats[t.Thrower()].Computer {
				return Entry{Kind: "steps", Steps: notes}, nil // the person throws
			}
			note = st.FormatAction(rules.Throw(st, mrand.New(r.copyOf(throws)), &r.buf))
		case r.Seats[who].Computer:
			a, err := r.choose(st, r.Seats[who].Level, mrand.New(r.copyOf(moves)).Uint64())
			if err != nil {
				return Entry{}, err
			}
			note = st.FormatAction(a)
		default:
			return Entry{Kind: "steps", Steps: notes}, nil
		}
		if _, err := r.play(h, throws, moves, []string{note}); err != nil {
			return Entry{}, err
		}
		notes = append(notes, note)
	}
}

// choose returns the computer's move at level in st.
func (r *Room) choose(st rules.State, level ai.Level, seed uint64) (rules.Action, error) {
	var oracle ai.Oracle
	if level == ai.Perfect {
		if r.oracle == nil {
			r.oracle = ai.NewOracleLoader(r.Game.Solution(), nil)
		}
		o, err := r.oracle.Wait()
		if err != nil {
			return 0, err
		}
		oracle = o
	}
	return ai.Choose(r.Game.AI, oracle, st, level, seed)
}

func (r *Room) copyThrows() *mrand.PCG       { return r.copyOf(r.throws) }
func (r *Room) copyMoves() *mrand.PCG        { return r.copyOf(r.moves) }
func (*Room) copyOf(p *mrand.PCG) *mrand.PCG { c := *p; return &c }

// Steps returns the number of steps played.
func (r *Room) Steps() int { return r.history.Len() }

// State returns the present position; the caller must not change it.
func (r *Room) State() rules.State { return r.history.State() }

// Record returns the record of the steps played, in the record format.
func (r *Room) Record() string { return r.history.Record().String() }

// Step returns the notation of step i, from 0.
func (r *Room) Step(i int) string { return r.history.Step(i).Note }

// Seed returns the room's seed once the game is over, and false before.
func (r *Room) Seed() (uint64, bool) {
	if r.history.State().ToMove() != rules.Over {
		return 0, false
	}
	return r.seed, true
}

// Entries returns the number of entries applied: the log's length.
func (r *Room) Entries() int { return r.entries }
