package play

import (
	"tabula/rules"
	"tabula/scenes/ui"
	"tabula/session"
)

// Server is the server a room's game is played on, as the play screen
// follows it (package rooms implements it over a room's connection): the
// moves of the seats held on this device are proposed to it, and the
// steps it sends, the throws and the computer's moves included, are
// played one at a time, each with its animation. The screen decides
// nothing itself.
type Server interface {
	// Follow reads what the server brought since the last tick and acts
	// on the screen p through its hooks (FollowStep, Refresh, Then,
	// Note); tapped reports a tap on the board while the screen waits,
	// which plays a step held back at once.
	Follow(p *Play, tapped bool)
	// Waits reports whether the screen waits for the server, at a
	// history of steps steps: for another device's move, for the answer
	// to a move proposed, or for steps the server has and the screen has
	// not played yet. humanActs is whether a seat held here is to act.
	Waits(steps int, humanActs bool) bool
	// Propose sends the move note of seat, proposed at step at.
	Propose(seat rules.Player, at int, note string)
	// Rematch asks for a rematch, whose room opens once its code comes.
	Rematch()
	// Line says the room's code and who is connected to it, naming the
	// seats with name and those held here by here.
	Line(name func(rules.Player) string, here func(rules.Player) bool) string
	// Problem says what is wrong with the room, in words: a move
	// refused, the connection lost or being made again; "" when nothing
	// is.
	Problem() string
	// Changing reports whether the room may bring news soon: a step held
	// back, an answer awaited, a connection being made.
	Changing() bool
	// Probe describes the room.
	Probe() *ui.ProbeRoom
	// Close closes the room's connection.
	Close()
}

// NewServed returns the play screen of a game played on a server, sess
// following its steps.
func NewServed(env *ui.Env, sess *session.Session, server Server) *Play {
	p := newPlay(env, sess)
	p.server = server
	p.refresh()
	return p
}

// Leave closes the room's connection when the screen is left.
func (p *Play) Leave() {
	if p.server != nil {
		p.server.Close()
	}
}

// FollowStep plays the step note the server sent, with its animation, and
// returns how many ticks the next one should wait: the time to read this
// one's words.
func (p *Play) FollowStep(note string) (hold int) {
	p.step(func() ([]rules.Event, error) { return p.sess.Follow(note) })
	return max(p.env.Speed.Scale(thinkTicks), readTicks(p.env.Speed, p.record.lastText(p.words, p.lots.Throwing)))
}

// Ready reports whether the screen can play a step the server sent: no
// step is playing, none is looked back at.
func (p *Play) Ready() bool { return p.phase != PhaseAnimating && p.record.shown < 0 }

// Refresh reads the game again after news of the server (a seat taken, a
// refusal, a connection made again), when the screen waits for someone.
func (p *Play) Refresh() {
	if p.phase == PhaseWaiting || p.phase == PhaseAwait {
		p.refresh()
	}
}
