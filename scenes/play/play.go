package play

import (
	"fmt"
	"strings"

	"tabula/rules"
	"tabula/rules/ai"
	"tabula/scenes/ui"
	"tabula/session"
	"tabula/tray"
)

// The play screen is split by what it does, one file each:
//   - play.go: the screen, its phases and the tick that runs them;
//   - play_pick.go: choosing a move with the pointer or the keyboard;
//   - play_motion.go: a step's animation, the tray's lots;
//   - play_think.go: the computer's searches and the hints;
//   - play_solved.go: the analysis of a solved game's moves;
//   - play_history.go: undo and redo, the move log, looking back at a
//     step, and a record opened to read;
//   - play_draw.go: the layout and the drawing;
//   - play_buttons.go: the buttons of the moment;
//   - play_room.go: a room's game, played on a server.

// PlayPhase is what the play screen is doing.
type PlayPhase uint8

// The phases of the play screen.
const (
	PhaseAwait     PlayPhase = iota // waiting for a person to throw or move
	PhaseAnimating                  // pieces are moving; input waits
	PhaseThinking                   // a computer seat searches its move, or is about to throw
	PhaseOver                       // the game has ended
	PhaseReading                    // a record opened to read, or a step of the game looked back at: nothing is played
	PhaseWaiting                    // in a room: a seat played elsewhere is to act, or the server is to answer a move proposed
)

// Ticks of the animations at normal speed.
const (
	hopTicks   = 10
	slideTicks = 16
	flyTicks   = 26
	thinkTicks = 36 // the least pause before a computer's step, so a person can follow
	dotTicks   = 15 // the ticks of each dot of the "thinking" indicator
)

// Play is the screen where a game is played, or a record read.
type Play struct {
	env  *ui.Env
	sess *session.Session

	phase PlayPhase
	// vet, when set, is asked before a person's move is played: a
	// tutorial lets through only the move its lesson asks for, and says
	// why another is not the one.
	vet func(c rules.Choice) (why string, ok bool)

	// The parts of the screen, each with its own state.
	board   boardPart  // the board, its pieces and the picker of moves
	motion  motion     // the pieces' animations and the pause before a step plays itself
	lots    lotsPart   // the lots' tray, for the games with chance
	record  record     // the move log, and the step looked back at
	advice  advice     // the computer's thinking, the hint and Dejarik's analysis
	buttons buttonBar  // the buttons of the moment and the bottom bar
	status  statusLine // the turn line and the note under it
	layout  playLayout // where the parts go at the window's size
	ending  ending     // the result overlay's choice
	// server is the server of a room whose game this is, or nil for a
	// game of this device.
	server Server
}

// statusLine is the words under the turn's header: whose turn it is (or
// the step looked back at), and what the last tap did.
type statusLine struct {
	message string       // the turn line: whose turn, or the step looked back at
	actor   rules.Player // the seat the turn line speaks of, whose mark it follows
	note    string       // what the last tap did (a hint, why a move was refused, a problem), until the next step
}

// ending is what the result overlay chose, once the game is over.
type ending struct {
	shown bool          // the overlay has been shown
	then  ui.Transition // the next game, a rematch's room or the title, once chosen: until then, Stay
}

// labelsShown reports whether the board shows its cells' names: the
// person asked for them (in the menu), or a tutorial's lessons, which name
// cells, are on the board.
func (p *Play) labelsShown() bool { return p.env.Settings.Labels || p.vet != nil }

// NewPlay returns the play screen of a session, drawn as env shows its
// game.
func NewPlay(env *ui.Env, sess *session.Session) *Play {
	look := env.Look(sess.Game())
	p := &Play{env: env, sess: sess}
	p.board = boardPart{look: look, view: look.NewView(sess.State())}
	p.motion.moving = map[int]*pieceMotion{}
	p.record.shown = -1
	if look.Lots != 0 {
		p.lots.tray, _ = tray.New(look.Lots, trayW, trayH, trayR)
	}
	if l := env.Oracle(sess.Game()); l != nil {
		l.Start() // for the analysis, the hint and a perfect seat
	}
	p.lots.counted = throwsUpTo(p.history(), p.history().Len())
	p.refresh()
	return p
}

// throwsUpTo returns the number of throws among the first n steps of h.
func throwsUpTo(h *rules.History, n int) int {
	throws := 0
	for i := range n {
		if h.Step(i).Throw() {
			throws++
		}
	}
	return throws
}

// countThrows adds a step's fresh throws to the device's counts: the
// throws of a game played on this device, not those of a record read, a
// tutorial's, or one drawn again after an undo.
func (p *Play) countThrows(events []rules.Event) {
	if p.record.reading || p.vet != nil {
		return
	}
	h := p.history()
	if n := throwsUpTo(h, h.At()); n > p.lots.counted {
		p.lots.counted = n
		p.env.CountThrows(p.sess.Game(), events)
	}
}

// Resume says the game's words again, in the language of the settings:
// the buttons, the message and the log.
func (p *Play) Resume() {
	p.layout.size = [2]int{} // the text's size may have changed
	p.record.log.entries = nil
	p.status.note = ""
	p.buildMenu()
	if p.phase == PhaseReading {
		p.status.message = p.readingText()
	} else {
		p.status.message, p.status.actor = p.turnText(), p.sess.Actor()
	}
}

// Phase returns what the screen is doing.
func (p *Play) Phase() PlayPhase { return p.phase }

// Session returns the game being played.
func (p *Play) Session() *session.Session { return p.sess }

// history returns the game's history.
func (p *Play) history() *rules.History { return p.sess.History() }

// shownAt returns the number of steps of the position shown.
func (p *Play) shownAt() int {
	if p.record.shown >= 0 {
		return p.record.shown
	}
	return p.history().At()
}

// shownState returns the position shown.
func (p *Play) shownState() rules.State { return p.history().StateAt(p.shownAt()) }

// refresh reads the state after a step, an animation or a jump: the
// pieces, the legal choices, the phase and the message.
func (p *Play) refresh() {
	p.stopSearches()
	st := p.shownState()
	p.board.labelFor(p.sess)
	p.board.pieces = p.board.view.Pieces(st, p.board.pieces[:0])
	p.board.choices = p.board.choices[:0]
	p.board.picking = picking{}
	p.advice.hint = hint{}
	p.status.note = ""
	p.advice.solved.reset()
	p.motion.wait = 0
	switch {
	case p.record.reading || p.record.shown >= 0:
		p.phase = PhaseReading
		p.status.message = p.readingText()
	case st.ToMove() == rules.Over:
		p.phase = PhaseOver
	case p.server != nil && p.server.Waits(p.history().Len(), p.sess.HumanActs()):
		p.phase = PhaseWaiting
	case p.sess.HumanActs():
		p.phase = PhaseAwait
		p.board.choices = rules.Choices(st, p.board.choices)
		if p.forced() {
			p.motion.wait = p.readTicks()
		}
	default:
		p.phase = PhaseThinking
		p.advice.computer.wait(max(p.env.Speed.Scale(thinkTicks), p.readTicks()))
	}
	if p.phase != PhaseReading {
		p.status.message, p.status.actor = p.turnText(), p.sess.Actor()
		if err := p.sess.SaveError(); err != nil {
			p.status.note = p.env.F("The game cannot be saved: %s", err.Error())
		}
	}
	p.buildMenu()
}

// forced reports whether the person to move has one legal move only and
// lets the game play such moves (a setting, on at first): it is played
// once the last step's words have been read. A tutorial's lesson never
// plays the player's move for him.
func (p *Play) forced() bool {
	return p.env.Settings.ForcedMoves && p.vet == nil && p.sess.State().ToMove() >= 0 && len(p.board.choices) == 1
}

// readTicks returns the ticks that the last step's words stay in view
// before the game plays on by itself: the time to read them (about five
// words a second), at the animations' speed.
func (p *Play) readTicks() int {
	words := len(strings.Fields(p.eventText()))
	return p.env.Speed.Scale(words * 12)
}

// eventText returns the words of the last step before the position shown,
// as the log writes it, or "" at the start. While the lots are in the air,
// it is the step before the throw: the throw's points show when the lots
// land.
func (p *Play) eventText() string {
	at := p.shownAt()
	if p.lots.throwing && p.record.shown < 0 {
		at--
	}
	if at <= 0 {
		return ""
	}
	p.syncLog()
	return p.record.log.entries[at].text
}

// turnText says who acts, to the person whose turn it is: "South, your
// throw", "South, your move"; else "North throws", "North is thinking".
func (p *Play) turnText() string {
	st := p.sess.State()
	who := p.sess.Actor()
	if st.ToMove() == rules.Over {
		return p.env.F("Game over: %s", p.env.ResultText(p.sess))
	}
	name := p.env.SeatName(p.sess, who)
	switch {
	case st.ToMove() == rules.Chance && p.sess.HumanActs():
		return p.env.F("%s, your throw", name)
	case st.ToMove() == rules.Chance:
		return p.env.F("%s throws", name)
	case p.sess.HumanActs():
		return p.env.F("%s, your move", name)
	case len(st.Legal(nil)) == 1 || p.server != nil && !p.sess.Seats()[who].Computer:
		return p.env.F("%s to move", name)
	}
	return p.env.F("%s is thinking", name)
}

// Update runs one tick of the game: the room's news, the phase's work
// (an animation, a forced move, the computer's thinking, the result), then
// the person's input.
func (p *Play) Update(in *ui.Input) ui.Transition {
	if p.ending.then.Kind != ui.TransitionStay {
		return p.ending.then
	}
	p.updateGuard()
	p.noteTap(in)
	if p.server != nil {
		p.server.Follow(p, p.phase == PhaseWaiting && p.tappedBoard(in))
	}
	p.arrange(in.Width, in.Height)
	p.layoutLog()
	if tr, done := p.updatePhase(in); done {
		return tr
	}
	p.updateLabels()
	return p.updateInput(in)
}

// updatePhase does the work of the phase for a tick, and reports whether
// it took the tick (an animation, a forced move played, the result shown).
func (p *Play) updatePhase(in *ui.Input) (tr ui.Transition, done bool) {
	switch p.phase {
	case PhaseAnimating:
		p.updateAnimation(in.Pointer.Released || in.Has(ui.ActionConfirm)) // a tap skips the animation
		return ui.Stay(), true
	case PhaseAwait:
		if p.forced() {
			// The only move, once its reason has been read; a tap on the
			// board plays it at once.
			if p.motion.wait--; p.motion.wait <= 0 || p.tappedBoard(in) || in.Has(ui.ActionConfirm) {
				p.play(p.board.choices[0])
				return ui.Stay(), true
			}
		}
		p.advanceHint()
		p.advice.solved.update(p)
	case PhaseThinking:
		if p.tappedBoard(in) {
			p.advice.computer.pause = 0 // a tap skips the pause
		}
		p.think()
	case PhaseOver:
		if !p.ending.shown {
			p.ending.shown = true
			return ui.Push(NewResult(p.env, p)), true
		}
	}
	return ui.Stay(), false
}

// updateAnimation moves the lots or the pieces one tick on, or to their
// end when skip is set, and reads the position once they rest.
func (p *Play) updateAnimation(skip bool) {
	if p.lots.throwing {
		p.updateTray(skip)
		return
	}
	if skip {
		p.motion.queue.Finish()
	} else {
		p.motion.queue.Update()
	}
	if !p.motion.queue.Busy() {
		clear(p.motion.moving)
		p.refresh()
	}
}

// updateInput routes the person's input of a tick: Back and Undo, the
// buttons, the keyboard, the log, and the board.
func (p *Play) updateInput(in *ui.Input) ui.Transition {
	if in.Has(ui.ActionBack) && p.board.picking.selected == nil && p.board.picking.ambiguous == nil {
		if p.record.log.open {
			p.record.log.open = false
			return ui.Stay()
		}
		return ui.Push(NewPause(p.env, p))
	}
	if in.Has(ui.ActionUndo) && p.canUndo() {
		p.undo()
		return ui.Stay()
	}
	// The menu takes the pointer here; the keys go to one ring of the
	// board's candidates and the buttons (keyboard).
	pointer := *in
	pointer.Actions = nil
	if i := p.buttons.menu.Update(&pointer); i >= 0 {
		p.env.Click()
		return p.buttons.acts[i]()
	}
	if tr, acted := p.keyboard(in); acted {
		return tr
	}
	if p.updateLog(in) {
		return ui.Stay()
	}
	if toMove := p.sess.State().ToMove(); p.phase == PhaseAwait && (toMove >= 0 || toMove == rules.Chance) {
		p.choose(in)
	}
	p.updateSeedPath()
	return ui.Stay()
}

// tappedBoard reports whether the pointer was released on the board this
// tick.
func (p *Play) tappedBoard(in *ui.Input) bool {
	v := p.board.frame
	return in.Tapped(v.Origin.X, v.Origin.Y, v.Origin.X+v.Size, v.Origin.Y+v.Size)
}

// step plays one step of the session and starts its animation.
func (p *Play) step(do func() ([]rules.Event, error)) {
	before := p.sess.State()
	events, err := do()
	if err != nil {
		p.status.note = err.Error()
		return
	}
	p.countThrows(events)
	p.animate(before, events)
}

// play plays a choice of the person to move.
func (p *Play) play(c rules.Choice) {
	if p.vet != nil {
		if why, ok := p.vet(c); !ok {
			p.board.picking = picking{}
			p.status.note = why
			p.buildMenu()
			return
		}
	}
	if p.server != nil {
		p.propose(p.sess.State().FormatAction(c.Action))
		return
	}
	p.step(func() ([]rules.Event, error) { return p.sess.Play(c.Action) })
}

// Then makes the screen give way as tr says at its next tick: the result's
// choice of the next game or of the title, a rematch's room.
func (p *Play) Then(tr ui.Transition) { p.ending.then = tr }

// level returns the level of the computer seat to act, for the solution's
// wait: a perfect seat waits for the solution to load.
func (p *Play) level() ai.Level { return p.sess.Level(p.sess.Actor()) }

// String describes the screen for tests and logs.
func (p *Play) String() string {
	return fmt.Sprintf("play %s phase %d: %s", p.sess.Game().Rules.Name, p.phase, p.status.message)
}
