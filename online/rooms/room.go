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

// EntryKind is the kind of an entry of a room's log, its "k".
type EntryKind string

// The kinds of entries of a room's log.
const (
	EntryCreate     EntryKind = "create"     // the room's creation: its spec and the server's seed
	EntryJoin       EntryKind = "join"       // a seat taken, with its contribution
	EntryContribute EntryKind = "contribute" // a seat's contribution, given apart (a rematch's seat)
	EntrySteps      EntryKind = "steps"      // a person's step, and the steps it sets off
	EntryRematch    EntryKind = "rematch"    // the code of the room of the rematch
)

// Entry is one message of a room's log, in the order the log keeps them:
// the room's creation first, then seats taken, contributions given and
// steps played. A room is nothing but its log: any node that reads it
// holds the same room.
type Entry struct {
	Kind EntryKind `json:"k"`

	// create: the spec, and the server's secret seed, from which (with the
	// seats' contributions) every node draws the same throws: 256 bits
	// as 64 lowercase hex digits (SeedHex), or, in a room created before
	// contributions, a uint64 (Seed), the throws' only source.
	Game    string   `json:"game,omitempty"`
	Options string   `json:"options,omitempty"`
	Seats   []string `json:"seats,omitempty"`
	Seed    uint64   `json:"seed,omitempty"`
	SeedHex string   `json:"seedHex,omitempty"`
	Absence string   `json:"absence,omitempty"`
	// A rematch's creation: the room it follows, and each seat's holder
	// there (the SHA-256 of the token, and the name), who holds the same
	// seat here with the same token.
	From   string   `json:"from,omitempty"`
	Tokens []string `json:"tokens,omitempty"`
	Names  []string `json:"names,omitempty"`

	// join: the seat taken, the SHA-256 of its secret token, the name its
	// person chose, and the contribution of its device to the lots ("" if
	// given apart, or in a room of a uint64 seed).
	// contribute: the seat held, and its contribution.
	Seat         int    `json:"seat,omitempty"`
	Token        string `json:"token,omitempty"`
	Name         string `json:"name,omitempty"`
	Contribution string `json:"contribution,omitempty"`

	// steps: a person's move and the steps it sets off (the throws the
	// room draws, the computer's moves), in the game's notation.
	// join, contribute: the steps the room plays by itself once this
	// contribution, the last awaited, lets it draw the lots.
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
	// Contribution is what the device holding the seat gave to the lots,
	// as 32 hex digits: "" until given, and always for a computer's seat.
	Contribution string
	token        [sha256.Size]byte
}

// contributes reports whether the seat's device gives a contribution to
// the lots: a person's seat, online or local.
func (s Seat) contributes() bool { return !s.Computer }

// Room is a game played online, as its log builds it: the game, its seats,
// the steps played, and the room's source of throws. A Room is not safe
// for concurrent use.
type Room struct {
	Code    string
	Game    *games.Game
	Options rules.Options
	Seats   []Seat
	// Lots is how the room draws its throws: online.LotsChaCha8, from the
	// server's seed and the seats' contributions; "" for a room created
	// before contributions, whose throws come from a uint64 seed alone.
	Lots string
	// SeedHash is the SHA-256, in hex, of the seed's text (its 64 hex
	// digits, or the decimal digits of a uint64 seed), shown from the
	// start; the seed itself is shown once the game is over, so that
	// anyone can draw every throw again and check it.
	SeedHash string
	// Absence is how long a person may be away, in their turn, before the
	// computer plays for them (0: never).
	Absence time.Duration
	// From is the room this one is a rematch of, and Rematch the room of
	// this one's rematch, if any.
	From, Rematch string
	// Last is when the last entry was appended (zero if not known).
	Last time.Time

	seedText string // the seed as SeedHash hashes it
	seed     uint64 // a room of a uint64 seed: the seed
	secret   []byte // a room of contributions: the server's 32 bytes
	history  *rules.History
	// throws is the throws' source, as far as drawn: every throw, in
	// order. In a room of contributions it is nil until every person's
	// seat has given its own: the room draws no throw before.
	throws  mrand.Source
	moves   *mrand.PCG // a room of a uint64 seed: the computer's seeds, one per move it plays
	entries int        // entries applied
	oracle  *ai.OracleLoader
	buf     []rules.Outcome
}

// Errors of a proposal refused; none changes the room.
var (
	ErrNotYourTurn = errors.New("it is not your turn")
	ErrBadToken    = errors.New("this seat's secret does not match: the seat is someone else's")
	ErrStale       = errors.New("your move was for another step than the game's") // wrapped in a *StaleError
	ErrOver        = errors.New("the game is over")
	ErrSeatTaken   = errors.New("that seat is taken")
	// ErrAwaited is the error of a throw asked for before every person's
	// seat has given its contribution; the error wrapping it names them.
	ErrAwaited = errors.New("no throw until every player's device has given its contribution to the lots")
	// ErrContributed is the error of a second contribution for a seat.
	ErrContributed = errors.New("this seat has given its contribution already: it cannot change")
	// ErrNoContributions is the error of a contribution to a room created
	// before contributions.
	ErrNoContributions = errors.New("this room's throws come from the server's seed alone: it takes no contribution")
)

// StaleError is a move refused because it was for another step than the
// game's present one: the client is behind (the game moved on) or ahead
// (this server has not read the step the client saw yet). It wraps
// ErrStale.
type StaleError struct {
	At    int // the steps the client saw: its move was for step At+1
	Steps int // the steps played: the game is at step Steps+1
}

func (e *StaleError) Error() string {
	if e.At < e.Steps {
		return fmt.Sprintf("your move was for step %d, the game is at step %d: it has moved on, and its news are on their way", e.At+1, e.Steps+1)
	}
	return fmt.Sprintf("your move was for step %d, the game is at step %d: your device is ahead of this server, which has not read the latest steps yet; try again in a moment", e.At+1, e.Steps+1)
}

func (e *StaleError) Unwrap() error { return ErrStale }

// Create checks a spec against the games and returns the first entry of a
// new room's log, with the server's seed: 256 bits from the cryptographic
// source.
func Create(spec online.Spec, list []*games.Game) (Entry, error) {
	e := Entry{Kind: EntryCreate, Game: spec.Game, Options: spec.Options, Seats: spec.Seats, Absence: spec.Absence, SeedHex: newSeed()}
	if _, err := Open("", []Entry{e}, list); err != nil {
		return Entry{}, err
	}
	return e, nil
}

// newSeed returns a room's seed: 256 bits from the cryptographic source,
// as 64 lowercase hex digits.
func newSeed() string {
	var b [32]byte
	rand.Read(b[:]) // never fails: it crashes the program if the system cannot give randomness
	return hex.EncodeToString(b[:])
}

// Open builds the room called code from its log, whose first entry, its
// creation, names its game, one of list.
func Open(code string, log []Entry, list []*games.Game) (*Room, error) {
	if len(log) == 0 || log[0].Kind != EntryCreate {
		return nil, errors.New("a room's log starts with its creation")
	}
	r := &Room{Code: code}
	if err := r.create(log[0], list); err != nil {
		return nil, fmt.Errorf("entry 1 of room %s: %w", code, err)
	}
	r.stamp(log[0])
	for i, e := range log[1:] {
		if err := r.Apply(e); err != nil {
			return nil, fmt.Errorf("entry %d of room %s: %w", i+2, code, err)
		}
	}
	return r, nil
}

// Apply adds the next entry of the room's log, after its creation (see
// Open).
func (r *Room) Apply(e Entry) error {
	if r.entries == 0 || e.Kind == EntryCreate {
		return fmt.Errorf("a %q entry at entry %d: a room is made by Open, from its creation", e.Kind, r.entries+1)
	}
	var err error
	switch e.Kind {
	case EntryJoin, EntryContribute:
		if e.Kind == EntryJoin {
			err = r.join(e)
		}
		if err == nil && (e.Kind == EntryContribute || e.Contribution != "") {
			err = r.contribute(e.Seat, e.Contribution)
		}
		if err == nil && len(e.Steps) > 0 {
			_, err = r.play(r.history, r.throws, r.moves, e.Steps)
		}
	case EntrySteps:
		_, err = r.play(r.history, r.throws, r.moves, e.Steps)
	case EntryRematch:
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
	r.stamp(e)
	return nil
}

// stamp counts the entry e applied, and when it came.
func (r *Room) stamp(e Entry) {
	if e.Time > 0 {
		r.Last = time.UnixMilli(e.Time)
	}
	r.entries++
}

// create sets up the room of the creating entry e, whose game is one of
// list: its game, options and seats, the absence allowed, the seats of a
// rematch taken by their persons, and the source of its throws.
func (r *Room) create(e Entry, list []*games.Game) error {
	var err error
	if r.Game, err = findGame(e.Game, list); err != nil {
		return err
	}
	if err := r.newGame(e.Options, len(e.Seats)); err != nil {
		return err
	}
	if r.Seats, err = r.seatsOf(e.Seats); err != nil {
		return err
	}
	if e.Absence != "" {
		if r.Absence, err = parseAbsence(e.Absence); err != nil {
			return err
		}
	}
	if e.From != "" {
		if err := r.takeRematchSeats(e); err != nil {
			return err
		}
	}
	if err := r.seedFrom(e); err != nil {
		return err
	}
	sum := sha256.Sum256([]byte(r.seedText))
	r.SeedHash = hex.EncodeToString(sum[:])
	return nil
}

// findGame returns the game of list named name, the last if several are.
func findGame(name string, list []*games.Game) (*games.Game, error) {
	var found *games.Game
	for _, g := range list {
		if g.Rules.Name == name {
			found = g
		}
	}
	if found == nil {
		names := make([]string, len(list))
		for i, g := range list {
			names[i] = g.Rules.Name
		}
		return nil, fmt.Errorf("unknown game %q (games: %s)", name, strings.Join(names, ", "))
	}
	return found, nil
}

// newGame starts the room's history of its game with the options text,
// for a game of the given number of seats.
func (r *Room) newGame(options string, seats int) error {
	opts, err := r.Game.Rules.ParseOptions(strings.Fields(options))
	if err != nil {
		return err
	}
	h, err := rules.NewHistory(r.Game.Rules, opts)
	if err != nil {
		return err
	}
	h.Lean()
	if n := h.State().Players(); seats != n {
		return fmt.Errorf("%d seats for %d players", seats, n)
	}
	r.Options, r.history = opts, h
	return nil
}

// seatsOf reads the seats of the room's game: each online, local, or a
// level of the computer (perfect only for a game solved).
func (r *Room) seatsOf(kinds []string) ([]Seat, error) {
	seats := make([]Seat, len(kinds))
	for i, kind := range kinds {
		seats[i] = Seat{Kind: kind}
		if kind == online.SeatOnline || kind == online.SeatLocal {
			continue
		}
		level, err := ai.ParseLevel(kind)
		if err != nil || (level == ai.Perfect && r.Game.Solution() == nil) {
			return nil, fmt.Errorf("seat %d: %q is not online, local or a level of %s", i+1, kind, r.Game.Rules.Title)
		}
		seats[i].Computer, seats[i].Level = true, level
	}
	return seats, nil
}

// parseAbsence reads how long a room waits for an absent person: a
// positive duration of at most online.MaxAbsence.
func parseAbsence(text string) (time.Duration, error) {
	d, err := time.ParseDuration(text)
	if err != nil || d <= 0 || d > online.MaxAbsence {
		return 0, fmt.Errorf("an absence of %q: a duration such as 90s or 2m, at most %v, or none", text, online.MaxAbsence)
	}
	return d, nil
}

// takeRematchSeats keeps the room that e is a rematch of, and gives each
// seat that a person held there (a token) to that person again, with his
// name.
func (r *Room) takeRematchSeats(e Entry) error {
	var err error
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
	return nil
}

// seedFrom sets the source of the room's throws and of its computers' seeds
// from e: the server's secret seed, with the persons' contributions to
// come, or, for a room created before contributions, its seed alone.
func (r *Room) seedFrom(e Entry) error {
	if e.SeedHex == "" {
		// A room created before contributions: its throws and its
		// computer's seeds from its seed alone, as then.
		r.seed, r.seedText = e.Seed, strconv.FormatUint(e.Seed, 10)
		r.throws = mrand.NewPCG(e.Seed, e.Seed^0x9e3779b97f4a7c15) // as rules.NewRand
		r.moves = mrand.NewPCG(e.Seed^0x5bd1e9955bd1e995, e.Seed)
		return nil
	}
	secret, err := hex.DecodeString(e.SeedHex)
	if err != nil || len(secret) != 32 || e.SeedHex != hex.EncodeToString(secret) || e.Seed != 0 {
		return errors.New("a room's seed is 64 lowercase hex digits")
	}
	r.Lots, r.secret, r.seedText = online.LotsChaCha8, secret, e.SeedHex
	r.rekey() // a room of computers only draws at once
	return nil
}

// contribute records the contribution c of seat's device, and keys the
// throws' source once it is the last awaited.
func (r *Room) contribute(seat int, c string) error {
	switch {
	case r.secret == nil:
		return ErrNoContributions
	case seat < 0 || seat >= len(r.Seats) || !r.Seats[seat].Taken:
		return fmt.Errorf("a contribution for seat %d, which no person holds", seat+1)
	case r.Seats[seat].Contribution != "":
		return ErrContributed
	}
	if err := online.CheckContribution(c); err != nil {
		return err
	}
	r.Seats[seat].Contribution = c
	r.rekey()
	return nil
}

// rekey sets the throws' source of a room of contributions once every
// person's seat has given its own.
func (r *Room) rekey() {
	if r.throws != nil || r.secret == nil {
		return
	}
	if key, ok := r.keyWith(-1, ""); ok {
		r.throws = mrand.NewChaCha8(key)
	}
}

// keyWith returns the key of the throws of a room of contributions, with
// c as the contribution of seat (-1: none more), and whether every
// person's seat has one: the SHA-256 of the server's seed's 32 bytes
// followed by the 16 bytes of each person's seat's contribution, in seat
// order (README.md, "Fair throws online").
func (r *Room) keyWith(seat int, c string) ([32]byte, bool) {
	h := sha256.New()
	h.Write(r.secret)
	for i, s := range r.Seats {
		if !s.contributes() {
			continue
		}
		if i == seat {
			s.Contribution = c
		}
		b, err := hex.DecodeString(s.Contribution)
		if err != nil || len(b) != online.ContributionLen/2 {
			return [32]byte{}, false
		}
		h.Write(b)
	}
	return [32]byte(h.Sum(nil)), true
}

// awaited returns the error of a throw asked for before every person's
// seat has given its contribution, naming them.
func (r *Room) awaited() error {
	var who []string
	for i, s := range r.Seats {
		if !s.contributes() || s.Contribution != "" {
			continue
		}
		switch {
		case !s.Taken:
			who = append(who, fmt.Sprintf("seat %d (not taken yet)", i+1))
		case s.Name != "":
			who = append(who, fmt.Sprintf("seat %d (%s)", i+1, s.Name))
		default:
			who = append(who, fmt.Sprintf("seat %d", i+1))
		}
	}
	return fmt.Errorf("%w: waiting for %s", ErrAwaited, strings.Join(who, ", "))
}

// moveSeed returns the seed of the computer's move at step (the steps
// played before it), for a computer's seat or a person's stand-in, in a
// room of contributions: the first 8 bytes, little-endian, of the SHA-256
// of the server's seed's 32 bytes, "move", and step as 8 bytes
// little-endian. The computer's decisions are the server's, as a person's
// are theirs: they need no contribution, and a game that throws nothing
// (Diam, Dejarik) plays them before any is given.
func (r *Room) moveSeed(step int) uint64 {
	b := append(append(slices.Clip(r.secret), "move"...), make([]byte, 8)...)
	binary.LittleEndian.PutUint64(b[len(b)-8:], uint64(step))
	sum := sha256.Sum256(b)
	return binary.LittleEndian.Uint64(sum[:8])
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

// play plays notes on h, drawing the throws from throws and, in a room of
// a uint64 seed, a seed per computer move from moves, and checks each
// throw against the source: a log whose throws the source did not draw
// is refused, and so is a throw before the source is keyed. It returns
// the steps played.
func (r *Room) play(h *rules.History, throws mrand.Source, moves *mrand.PCG, notes []string) (int, error) {
	if len(notes) == 0 {
		return 0, errors.New("no step")
	}
	for i, note := range notes {
		st := h.State()
		switch who := st.ToMove(); {
		case who == rules.Over:
			return i, ErrOver
		case who == rules.Chance:
			if throws == nil {
				return i, fmt.Errorf("step %d: %w", h.Len()+1, r.awaited())
			}
			drawn := st.FormatAction(rules.Throw(st, mrand.New(throws), &r.buf))
			if drawn != note {
				return i, fmt.Errorf("step %d: %s, but the room's source throws %s", h.Len()+1, note, drawn)
			}
		case r.Seats[who].Computer && moves != nil:
			moves.Uint64()
		}
		if _, err := h.PlayNotation(note); err != nil {
			return i, err
		}
	}
	return len(notes), nil
}

// Join takes a free seat for a person called name, with contribution, the
// lots' contribution of their device (see online.NewContribution), and
// returns the entry to append and the seat's secret token, which only
// that person's device keeps. seat -1 takes the first free seat that is
// online. A contribution "" leaves the seat to give it apart (Contribute);
// a room created before contributions takes none, and drops it. If it is
// the last awaited, the entry holds what the room then plays by itself.
func (r *Room) Join(seat int, name, contribution string) (Entry, string, error) {
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
	rand.Read(secret[:]) // never fails: it crashes the program if the system cannot give randomness
	token := hex.EncodeToString(secret[:])
	sum := sha256.Sum256([]byte(token))
	e := Entry{Kind: EntryJoin, Seat: seat, Token: hex.EncodeToString(sum[:]), Name: name}
	if r.secret != nil && contribution != "" {
		if err := online.CheckContribution(contribution); err != nil {
			return Entry{}, "", err
		}
		steps, err := r.afterContribution(seat, contribution)
		if err != nil {
			return Entry{}, "", err
		}
		e.Contribution, e.Steps = contribution, steps
	}
	return e, token, nil
}

// Contribute returns the entry that gives the contribution to the lots of
// the device holding seat with token: the seat of a rematch, held without
// joining. A seat's contribution is given once. If it is the last
// awaited, the entry holds what the room then plays by itself.
func (r *Room) Contribute(seat int, token, contribution string) (Entry, error) {
	switch {
	case !r.Holds(seat, token):
		return Entry{}, ErrBadToken
	case r.secret == nil:
		return Entry{}, ErrNoContributions
	case r.Seats[seat].Contribution != "":
		return Entry{}, ErrContributed
	}
	if err := online.CheckContribution(contribution); err != nil {
		return Entry{}, err
	}
	steps, err := r.afterContribution(seat, contribution)
	if err != nil {
		return Entry{}, err
	}
	return Entry{Kind: EntryContribute, Seat: seat, Contribution: contribution, Steps: steps}, nil
}

// afterContribution returns the steps the room plays by itself once seat
// gives contribution c: none unless it is the last awaited.
func (r *Room) afterContribution(seat int, c string) ([]string, error) {
	key, ok := r.keyWith(seat, c)
	if !ok {
		return nil, nil
	}
	return r.advance(mrand.NewChaCha8(key), nil)
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
		return Entry{}, &StaleError{At: at, Steps: r.history.Len()}
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
		if note != online.MoveThrow {
			return Entry{}, fmt.Errorf("the lots are thrown: propose %q, and the room draws them", online.MoveThrow)
		}
		if r.throws == nil {
			return Entry{}, r.awaited()
		}
		note = st.FormatAction(rules.Throw(st, mrand.New(copySource(r.throws)), &r.buf))
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
	return r.stepsEntry([]string{note})
}

// Advance returns the entry of the steps the room plays by itself from the
// present (the computer's moves and their throws, a throw for nobody), or
// false when a person is to decide, the lots wait for a contribution, or
// the game is over.
func (r *Room) Advance() (Entry, bool, error) {
	e, err := r.stepsEntry(nil)
	return e, err == nil && len(e.Steps) > 0, err
}

// stepsEntry returns the entry of notes and of what the room then plays by
// itself.
func (r *Room) stepsEntry(notes []string) (Entry, error) {
	steps, err := r.advance(r.throws, notes)
	if err != nil {
		return Entry{}, err
	}
	return Entry{Kind: EntrySteps, Steps: steps}, nil
}

// StandIn returns the entry of the steps the computer plays, at
// StandInLevel, for the person of seat while they are away: their throw or
// their move, then what the room plays by itself (the other computers'
// moves and throws), until a person is to decide. It returns ErrNotYourTurn
// if seat is not a person's seat to decide now, and an error wrapping
// ErrAwaited for a throw before every contribution. The move's seed comes
// from the room's seed and the step's number, so any node proposes the
// same.
func (r *Room) StandIn(seat int) (Entry, error) {
	st := r.history.State()
	if st.ToMove() == rules.Over {
		return Entry{}, ErrOver
	}
	if seat < 0 || seat != r.ToDecide() || r.Seats[seat].Computer {
		return Entry{}, ErrNotYourTurn
	}
	var note string
	switch {
	case st.ToMove() == rules.Chance && r.throws == nil:
		return Entry{}, r.awaited()
	case st.ToMove() == rules.Chance:
		note = st.FormatAction(rules.Throw(st, mrand.New(copySource(r.throws)), &r.buf))
	default:
		var seed uint64
		if r.secret != nil {
			seed = r.moveSeed(r.history.Len())
		} else {
			seed = mrand.NewPCG(r.seed^0x2545f4914f6cdd1d, uint64(r.history.Len())).Uint64()
		}
		a, err := r.choose(st, StandInLevel, seed)
		if err != nil {
			return Entry{}, err
		}
		note = st.FormatAction(a)
	}
	return r.stepsEntry([]string{note})
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
	e := Entry{Kind: EntryCreate, Game: r.Game.Rules.Name, Options: r.Game.Rules.FormatOptions(r.Options), SeedHex: newSeed(), From: r.Code}
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

// advance plays notes on a copy of the room, with throws (a copy) as the
// throws' source, then what the room plays by itself, and returns the
// steps of them all. It stops at a throw of a person, or at a throw of
// the computer or of nobody when throws is nil: the room waits for the
// contributions.
func (r *Room) advance(throws mrand.Source, notes []string) ([]string, error) {
	h := r.history.Clone()
	throws, moves := copySource(throws), r.copyMoves()
	if len(notes) > 0 {
		if _, err := r.play(h, throws, moves, notes); err != nil {
			return nil, err
		}
	}
	for {
		st := h.State()
		who := st.ToMove()
		var note string
		switch {
		case who == rules.Over:
			return notes, nil
		case who == rules.Chance:
			t, ok := st.(rules.Thrower)
			if (ok && !r.Seats[t.Thrower()].Computer) || throws == nil {
				return notes, nil // the person throws, or the lots wait
			}
			note = st.FormatAction(rules.Throw(st, mrand.New(copySource(throws)), &r.buf))
		case r.Seats[who].Computer:
			var seed uint64
			if moves != nil {
				seed = mrand.New(r.copyOf(moves)).Uint64()
			} else {
				seed = r.moveSeed(h.Len())
			}
			a, err := r.choose(st, r.Seats[who].Level, seed)
			if err != nil {
				return nil, err
			}
			note = st.FormatAction(a)
		default:
			return notes, nil
		}
		if _, err := r.play(h, throws, moves, []string{note}); err != nil {
			return nil, err
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

// copyMoves returns a copy of the computer's seeds of a room of a uint64
// seed, or nil.
func (r *Room) copyMoves() *mrand.PCG {
	if r.moves == nil {
		return nil
	}
	return r.copyOf(r.moves)
}

func (*Room) copyOf(p *mrand.PCG) *mrand.PCG { c := *p; return &c }

// copySource returns a copy of a throws' source, which draws what it would
// have drawn, or nil.
func copySource(s mrand.Source) mrand.Source {
	switch s := s.(type) {
	case *mrand.PCG:
		c := *s
		return &c
	case *mrand.ChaCha8:
		c := *s
		return &c
	}
	return nil
}

// Steps returns the number of steps played.
func (r *Room) Steps() int { return r.history.Len() }

// State returns the present position; the caller must not change it.
func (r *Room) State() rules.State { return r.history.State() }

// Record returns the record of the steps played, in the record format.
func (r *Room) Record() string { return r.history.Record().String() }

// Step returns the notation of step i, from 0.
func (r *Room) Step(i int) string { return r.history.Step(i).Note }

// Seed returns the room's seed once the game is over, as SeedHash hashes
// it (64 hex digits, or a uint64's decimal digits), and false before.
func (r *Room) Seed() (string, bool) {
	if r.history.State().ToMove() != rules.Over {
		return "", false
	}
	return r.seedText, true
}

// Entries returns the number of entries applied: the log's length.
func (r *Room) Entries() int { return r.entries }
