package rooms

import (
	"errors"
	"slices"
	"strings"
	"time"

	"tabula/online"
	"tabula/online/remote"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/save"
	"tabula/scenes/play"
	"tabula/scenes/ui"
	"tabula/session"
)

// roomLink is the server of a play screen whose game is a room's (see
// Server): the screen proposes the moves of the seats held here and plays
// the steps the server sends, one at a time, each with its animation; it
// decides nothing itself.
type roomLink struct {
	env  *ui.Env
	room Room
	snap remote.Snapshot
	// proposed is the number of steps seen when a move was proposed,
	// until the server answers; -1 when none waits.
	proposed int
	// refused says the server's last refusal (of a move proposed, or of
	// anything else: a seat asked for, a room ended), shown until the
	// next step.
	refused string
	// hold counts down the ticks before the next step the server sent is
	// played, so that a person can follow a burst of them (a move, the
	// throws and the computer's answer come at once); a tap skips it.
	hold int
	// rematch is set once the person asked for a rematch: its room opens
	// when its code arrives.
	rematch bool
}

// Room is a room's connection, as the screens use it: remote.Room, or a
// test's.
type Room interface {
	Code() string
	Poll() (remote.Snapshot, []string)
	Steps(from int) []string
	Move(seat, at int, note string)
	Join(seat int)
	Rematch()
	Tokens() map[int]string
	Close()
}

// roomSeats returns who plays each seat of a room, as a session has it:
// the computer's seats are the server's.
func roomSeats(info *online.Info) []save.Seat {
	seats := make([]save.Seat, len(info.Seats))
	for i, s := range info.Seats {
		if _, err := ai.ParseLevel(s.Kind); err == nil {
			seats[i] = save.Seat{Computer: true, Level: s.Kind}
		}
	}
	return seats
}

// heldHere returns, for each of n seats, whether this device holds it.
func heldHere(n int, held []int) []bool {
	here := make([]bool, n)
	for _, s := range held {
		if s >= 0 && s < n {
			here[s] = true
		}
	}
	return here
}

// NewRoomPlay returns the play screen of the game of a room that has
// arrived (its snapshot's Info is set), at the step the server is at.
func NewRoomPlay(env *ui.Env, room Room) (*play.Play, error) {
	snap, _ := room.Poll()
	info := snap.Info
	if info == nil {
		return nil, errors.New("scenes: the room has not arrived")
	}
	g := env.GameNamed(info.Game)
	if g == nil {
		return nil, errors.New("scenes: a room of a game this device does not have: " + info.Game)
	}
	opts, err := g.Rules.ParseOptions(strings.Fields(info.Options))
	if err != nil {
		return nil, err
	}
	h, err := rules.NewHistory(g.Rules, opts)
	if err != nil {
		return nil, err
	}
	for _, note := range room.Steps(0) {
		if _, err := h.PlayNotation(note); err != nil {
			return nil, err
		}
	}
	seats := roomSeats(info)
	sess, err := session.Follow(g, h, seats, heldHere(len(seats), snap.Held))
	if err != nil {
		return nil, err
	}
	return play.NewServed(env, sess, &roomLink{env: env, room: room, snap: snap, proposed: -1}), nil
}

// Follow reads what the room brought since the last tick: the seats,
// the server's refusals, and the next step to play, when the screen is
// ready for it; a tap on the board while the screen waits plays the next
// step at once.
func (o *roomLink) Follow(p *play.Play, tapped bool) {
	if tapped {
		o.hold = 0
	}
	snap, refusals := o.room.Poll()
	if o.rematch && snap.Info != nil && snap.Info.Rematch != "" {
		o.rematch = false
		room, err := openRoomHeld(o.env, snap.Info.Rematch, o.room.Tokens())
		if err != nil {
			p.Note(o.env.F("The rematch could not be opened: %s", err.Error()))
		} else {
			p.Then(ui.Replace(NewLobby(o.env, room)))
		}
	}
	newConn := snap.Connections != o.snap.Connections
	changed := !slices.Equal(snap.Held, o.snap.Held) // a seat taken here
	o.snap = snap
	if snap.Info != nil {
		p.Session().SetHere(heldHere(len(snap.Info.Seats), snap.Held))
	}
	if len(refusals) > 0 {
		o.refused = o.env.F("The server says: %s", refusals[len(refusals)-1])
		if o.proposed >= 0 {
			o.refused = o.env.F("The server refused the move: %s", refusals[len(refusals)-1])
		}
		o.proposed = -1
		changed = true
	}
	if newConn {
		// A move proposed may have been lost with the connection: it is
		// proposed again; a refusal heard before is old news.
		o.proposed, o.refused = -1, ""
		changed = true
	}
	if !p.Ready() {
		return
	}
	if o.hold > 0 {
		o.hold-- // the last step's words are read meanwhile
	}
	if at := p.Session().History().Len(); at < snap.Steps && o.hold <= 0 {
		notes := o.room.Steps(at)
		if len(notes) > 0 {
			o.refused = ""
			o.hold = p.FollowStep(notes[0])
			return
		}
	}
	if changed {
		p.Refresh()
	}
}

// Waits reports whether the screen waits for the server: for another
// device's move, for the answer to a move proposed, or for steps the
// server has and the screen has not played yet.
func (o *roomLink) Waits(steps int, humanActs bool) bool {
	return !humanActs || o.proposed == steps || steps < o.snap.Steps
}

// Propose sends a move of a seat held here, and waits for the server's
// answer: its steps, or a refusal.
func (o *roomLink) Propose(seat rules.Player, at int, note string) {
	o.room.Move(int(seat), at, note)
	o.proposed = at
	o.refused = ""
}

// Rematch asks the server for a rematch, whose room opens once its code
// arrives.
func (o *roomLink) Rematch() {
	o.rematch = true
	o.room.Rematch()
}

// Changing reports whether the room may bring news soon: a step held
// back, an answer awaited, a connection being made.
func (o *roomLink) Changing() bool {
	return o.hold > 0 || o.snap.Waiting > 0 || o.snap.Status != remote.StatusOnline
}

// Problem says what is wrong with the room, in words: a move refused, the
// connection lost or being made again; "" when nothing is.
func (o *roomLink) Problem() string { return roomStatusText(o.env, o.snap, o.refused) }

// Probe describes the room.
func (o *roomLink) Probe() *ui.ProbeRoom { return probeRoom(o.env, o.room.Code(), o.snap, o.Problem()) }

// Close closes the room's connection.
func (o *roomLink) Close() { o.room.Close() }

// Line says the room's code and who is connected to it: "Room K3QX-9TZD:
// South (Ana), on this device; North, away".
func (o *roomLink) Line(name func(rules.Player) string, here func(rules.Player) bool) string {
	info := o.snap.Info
	if info == nil {
		return ""
	}
	var parts []string
	for i, s := range info.Seats {
		seat := name(rules.Player(i))
		if s.Name != "" {
			seat += " (" + s.Name + ")"
		}
		switch {
		case here(rules.Player(i)):
			seat = o.env.F("%s, on this device", seat)
		case s.Connected:
			seat = o.env.F("%s, connected", seat)
		case s.Taken:
			seat = o.env.F("%s, away", seat)
		default:
			seat = o.env.F("%s, free", seat)
		}
		parts = append(parts, seat)
	}
	return o.env.F("Room %s: %s", info.Code, strings.Join(parts, "; "))
}

// roomStatusText says what is wrong with a room's connection, or else the
// server's last refusal, said; "" when nothing is.
func roomStatusText(env *ui.Env, s remote.Snapshot, refused string) string {
	switch s.Status {
	case remote.StatusConnecting:
		return env.T("Connecting to the room…")
	case remote.StatusReconnecting:
		return env.F("The connection dropped (%s); reconnecting…", s.Err)
	case remote.StatusLost:
		return env.F("The connection is lost: %s", s.Err)
	case remote.StatusRefused:
		return env.F("The server refused the room: %s", s.Err)
	}
	if s.Waiting > serverSlow {
		return env.T("Waiting for the server…")
	}
	return refused
}

// serverSlow is how long an answer of the server may take before the
// screen says it is awaited: the room goes on by itself once it comes.
const serverSlow = time.Second

var statusNames = [...]string{remote.StatusConnecting: "connecting", remote.StatusOnline: "online", remote.StatusReconnecting: "reconnecting",
	remote.StatusLost: "lost", remote.StatusRefused: "refused", remote.StatusClosed: "closed"}

// probeRoom describes a room as a snapshot shows it, its link and its
// seats in e's words.
func probeRoom(e *ui.Env, code string, s remote.Snapshot, problem string) *ui.ProbeRoom {
	r := &ui.ProbeRoom{Code: code, Seat: -1, Held: append([]int{}, s.Held...), Connected: []bool{}, Status: statusNames[s.Status], Steps: s.Steps, Error: problem}
	if e.Server != "" {
		r.Link = remote.Link(e.Server, code)
	}
	if len(s.Held) > 0 {
		r.Seat = s.Held[0]
	}
	if s.Info != nil {
		for i, seat := range s.Info.Seats {
			r.Connected = append(r.Connected, seat.Connected)
			r.Seats = append(r.Seats, seatWords(e, s.Info, i, slices.Contains(s.Held, i)))
		}
	}
	return r
}

// OpenRoom opens the room called code on the server: its seats held on this
// device (their tokens kept in Store) are held again; the seats of here
// are taken, or with none the first free seat online (if there is none,
// the device watches), with the nickname of the settings.
func OpenRoom(e *ui.Env, code string, here []int) (Room, error) {
	return remote.Open(e.Server, code, remote.Options{Games: e.Games, Store: e.Store, Name: e.Settings.Name, Join: here, TakeFree: len(here) == 0, Changed: e.WakeUp})
}

// openRoomHeld opens the room called code holding the seats of held, with
// their tokens: a rematch, where each person keeps their seat.
func openRoomHeld(e *ui.Env, code string, held map[int]string) (Room, error) {
	return remote.Open(e.Server, code, remote.Options{Games: e.Games, Store: e.Store, Name: e.Settings.Name, Held: held, Changed: e.WakeUp})
}
