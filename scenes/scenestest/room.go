package scenestest

import (
	"testing"

	"tabula/games"
	"tabula/online"
	"tabula/online/remote"
	"tabula/online/rooms"
)

// Room is a room's connection whose server is the referee itself, in the
// test: a move proposed is refereed at once, and its steps are sent with
// the next Poll, as a server's would be. A test changes its fields to make
// the connection drop (Status, Err), come back (Conns), or refuse.
type Room struct {
	t         testing.TB
	Room      *rooms.Room    // the server's room
	Held      map[int]string // the tokens of the seats held here
	Status    remote.Status
	Err       string
	Conns     int      // connections made, as a Snapshot counts them
	Refusals  []string // refusals to send with the next Poll
	Proposed  []string // the moves proposed, in order
	Closed    bool
	Rematches int    // rematches asked for
	Next      string // the rematch's code, once asked for
	// Lose, when set, loses the moves proposed, as a connection that
	// drops under them does.
	Lose bool
}

// NewRoom returns a room of spec called K3QX-9TZD whose seats of held are
// taken here, its throws and computer's moves from a seed of the test.
func NewRoom(t testing.TB, spec online.Spec, held ...int) *Room {
	t.Helper()
	// A seed of the test's, not the cryptographic source's: the same
	// throws and computer's moves at every run.
	e := rooms.Entry{Kind: rooms.EntryCreate, Game: spec.Game, Options: spec.Options, Seats: spec.Seats, Seed: 7}
	r, err := rooms.Open("K3QX-9TZD", []rooms.Entry{e}, games.All)
	if err != nil {
		t.Fatal(err)
	}
	f := &Room{t: t, Room: r, Held: map[int]string{}, Status: remote.StatusOnline, Conns: 1}
	f.advance()
	for _, seat := range held {
		e, token, err := r.Join(seat, "", "") // a room of a uint64 seed takes no contribution
		if err != nil {
			t.Fatal(err)
		}
		f.Apply(e)
		f.Held[seat] = token
	}
	return f
}

// Apply applies an entry of the room's log, as the server does.
func (f *Room) Apply(e rooms.Entry) {
	if err := f.Room.Apply(e); err != nil {
		f.t.Fatal(err)
	}
}

// advance plays what the room plays by itself: the computer's moves.
func (f *Room) advance() {
	if e, ok, err := f.Room.Advance(); err != nil {
		f.t.Fatal(err)
	} else if ok {
		f.Apply(e)
	}
}

// Code returns the room's code.
func (f *Room) Code() string { return f.Room.Code }

// Poll returns the room as it stands, and the refusals since the last
// Poll.
func (f *Room) Poll() (remote.Snapshot, []string) {
	info := &online.Info{Code: f.Room.Code, Game: f.Room.Game.Rules.Name, Options: f.Room.Game.Rules.FormatOptions(f.Room.Options), Steps: f.Room.Steps(), Rematch: f.Next}
	for i, s := range f.Room.Seats {
		_, here := f.Held[i]
		info.Seats = append(info.Seats, online.SeatInfo{Kind: s.Kind, Name: s.Name, Taken: s.Taken || s.Computer, Connected: here || s.Computer})
	}
	s := remote.Snapshot{Status: f.Status, Err: f.Err, Info: info, Steps: f.Room.Steps(), Connections: f.Conns}
	for seat := range len(f.Room.Seats) {
		if _, ok := f.Held[seat]; ok {
			s.Held = append(s.Held, seat)
		}
	}
	r := f.Refusals
	f.Refusals = nil
	return s, r
}

// Steps returns the notes of the steps from from on.
func (f *Room) Steps(from int) []string {
	var notes []string
	for i := from; i < f.Room.Steps(); i++ {
		notes = append(notes, f.Room.Step(i))
	}
	return notes
}

// Move proposes a move of seat at step at: refereed at once.
func (f *Room) Move(seat, at int, note string) {
	f.Proposed = append(f.Proposed, note)
	if f.Lose {
		return
	}
	e, err := f.Room.Propose(seat, f.Held[seat], at, note)
	if err != nil {
		f.Refusals = append(f.Refusals, err.Error())
		return
	}
	f.Apply(e)
}

// Join asks for a seat: the test's room gives none.
func (f *Room) Join(int) {}

// Close closes the connection.
func (f *Room) Close() { f.Closed = true }

// Rematch asks for a rematch.
func (f *Room) Rematch() { f.Rematches++ }

// Tokens returns the tokens of the seats held here.
func (f *Room) Tokens() map[int]string {
	held := map[int]string{}
	for seat, token := range f.Held {
		held[seat] = token
	}
	return held
}
