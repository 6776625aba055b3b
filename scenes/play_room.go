package scenes

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
	"tabula/session"
)

// roomLink is the room of a play screen whose game is played on a server:
// the screen proposes the moves of the seats held here and plays the
// steps the server sends, one at a time, each with its animation; it
// decides nothing itself.
type roomLink struct {
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
func NewRoomPlay(env *Env, room Room) (*Play, error) {
	snap, _ := room.Poll()
	info := snap.Info
	if info == nil {
		return nil, errors.New("scenes: the room has not arrived")
	}
	g := env.gameNamed(info.Game)
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
	p := NewPlay(env, sess)
	p.online = &roomLink{room: room, snap: snap, proposed: -1}
	p.refresh()
	return p, nil
}

// Leave closes the room's connection when the screen is left.
func (p *Play) Leave() {
	if o := p.online; o != nil {
		o.room.Close()
	}
}

// A roomLink's methods take a nil link, the link of a game of this
// device, which has no room: the play screen asks them without knowing
// whether its game is online.

// update follows the room once a tick: a tap on the board while the
// screen waits plays the next step the server sent at once.
func (o *roomLink) update(p *Play, in *Input) {
	if o == nil {
		return
	}
	if p.phase == PhaseWaiting && p.tappedBoard(in) {
		o.hold = 0
	}
	o.follow(p)
}

// waits reports whether the screen waits for the server: for another
// device's move, for the answer to a move proposed, or for steps the
// server has and the screen has not played yet.
func (o *roomLink) waits(p *Play) bool {
	h := p.history()
	return o != nil && (!p.sess.HumanActs() || o.proposed == h.Len() || h.Len() < o.snap.Steps)
}

// personAt reports whether a seat is a person's on another device, whose
// turn reads "to move" rather than "is thinking".
func (o *roomLink) personAt(p *Play, who rules.Player) bool {
	return o != nil && !p.sess.Seats()[who].Computer
}

// allowsAdvice reports whether the game may show a hint and the analysis:
// not in a room, where other people play.
func (o *roomLink) allowsAdvice() bool { return o == nil }

// headerLines returns the lines of text the room adds under the header:
// its code and who is connected.
func (o *roomLink) headerLines() float64 {
	if o == nil {
		return 0
	}
	return roomLines
}

// changing reports whether the room may bring news soon: a step held
// back, an answer awaited, a connection being made.
func (o *roomLink) changing() bool {
	return o != nil && (o.hold > 0 || o.snap.Waiting > 0 || o.snap.Status != remote.StatusOnline)
}

// send sends a person's move (or "throw") to the room and reports true,
// or reports false for a game of this device, which plays it itself.
func (o *roomLink) send(p *Play, note string) bool {
	if o == nil {
		return false
	}
	p.propose(note)
	return true
}

// follow reads what the room brought since the last tick: the seats,
// the server's refusals, and the next step to play, when the screen is
// ready for it.
func (o *roomLink) follow(p *Play) {
	snap, refusals := o.room.Poll()
	if o.rematch && snap.Info != nil && snap.Info.Rematch != "" && p.ending.next == nil {
		o.rematch = false
		room, err := p.env.openRoomHeld(snap.Info.Rematch, o.room.Tokens())
		if err != nil {
			p.status.note = p.env.F("The rematch could not be opened: %s", err.Error())
		} else {
			p.ending.next = NewLobby(p.env, room)
		}
	}
	newConn := snap.Connections != o.snap.Connections
	changed := !slices.Equal(snap.Held, o.snap.Held) // a seat taken here
	o.snap = snap
	if snap.Info != nil {
		p.sess.SetHere(heldHere(len(snap.Info.Seats), snap.Held))
	}
	if len(refusals) > 0 {
		o.refused = p.env.F("The server says: %s", refusals[len(refusals)-1])
		if o.proposed >= 0 {
			o.refused = p.env.F("The server refused the move: %s", refusals[len(refusals)-1])
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
	if p.phase == PhaseAnimating || p.record.shown >= 0 {
		return
	}
	if o.hold > 0 {
		o.hold-- // the last step's words are read meanwhile
	}
	if h := p.history(); h.Len() < snap.Steps && o.hold <= 0 {
		notes := o.room.Steps(h.Len())
		if len(notes) > 0 {
			o.refused = ""
			p.step(func() ([]rules.Event, error) { return p.sess.Follow(notes[0]) })
			o.hold = max(p.env.Speed.Scale(thinkTicks), p.readTicks())
			return
		}
	}
	if changed && (p.phase == PhaseWaiting || p.phase == PhaseAwait) {
		p.refresh()
	}
}

// propose sends the move note of the seat held here that is to act, and
// waits for the server's steps.
func (p *Play) propose(note string) {
	o := p.online
	at := p.history().Len()
	o.room.Move(int(p.sess.Actor()), at, note)
	o.proposed = at
	o.refused = ""
	p.refresh()
}

// throw throws the lots: here, or in a room by asking the server, whose
// throw arrives with its steps.
func (p *Play) throw() {
	if !p.online.send(p, "throw") {
		p.step(p.sess.Throw)
	}
}

// askRematch asks the server for a rematch, whose room opens once its
// code arrives.
func (p *Play) askRematch() {
	p.online.rematch = true
	p.online.room.Rematch()
	p.status.note = p.env.T("Asking for a rematch…")
}

// roomProblem says what is wrong with the room, in words: a move refused,
// the connection lost or being made again; "" when nothing is.
func (p *Play) roomProblem() string {
	if o := p.online; o != nil {
		return roomStatusText(p.env, o.snap, o.refused)
	}
	return ""
}

// roomStatusText says what is wrong with a room's connection, or else the
// server's last refusal, said; "" when nothing is.
func roomStatusText(env *Env, s remote.Snapshot, refused string) string {
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

// roomLine says the room's code and who is connected to it: "Room
// K3QX-9TZD: South (Ana) here, North away".
func (p *Play) roomLine() string {
	if p.online == nil || p.online.snap.Info == nil {
		return ""
	}
	info := p.online.snap.Info
	var parts []string
	for i, s := range info.Seats {
		name := p.seatWords(rules.Player(i))
		if s.Name != "" {
			name += " (" + s.Name + ")"
		}
		switch {
		case p.sess.Here(rules.Player(i)):
			name = p.env.F("%s, on this device", name)
		case s.Connected:
			name = p.env.F("%s, connected", name)
		case s.Taken:
			name = p.env.F("%s, away", name)
		default:
			name = p.env.F("%s, free", name)
		}
		parts = append(parts, name)
	}
	return p.env.F("Room %s: %s", info.Code, strings.Join(parts, "; "))
}
