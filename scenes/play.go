package scenes

import (
	"fmt"
	"strings"

	"tabula/anim"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/session"
	"tabula/sprites"
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
	env  *Env
	sess *session.Session
	look *sprites.Look
	view sprites.GameView

	phase   PlayPhase
	queue   anim.Queue
	moving  map[int]*pieceMotion // pieces whose place an animation decides
	pieces  []sprites.Piece      // the pieces of the position shown
	choices []rules.Choice

	// reading is true for a record opened to read: no one plays it, and
	// "Play from here" continues it from the step shown.
	reading bool
	// shown is the number of steps of the position shown when it is not
	// the game's present: a step of the log looked back at. It is -1 while
	// the present is shown.
	shown int
	log   moveLog

	computer computerTurn
	hint     hint
	solved   analysis
	picking  picking

	menu           *Menu // the buttons: throw, pass, end, undo, redo, hint, analysis, log, menu
	menuActs       []func() Transition
	bar            int // the index of the first button of the bottom bar
	analysisButton int // the index of the Analysis button, or -1

	tray      *tray.Tray // the lots of the games with chance, nil for the others
	trayRect  sprites.Rect
	throwing  bool // the lots are in the air; the animation waits for them
	seedTicks int  // ticks since the lots began to fly to the path

	next        Scene // what the result overlay chose: the next game or the title
	resultShown bool

	board    sprites.Baked
	boardV   sprites.View
	hud      sprites.Rect
	logRect  sprites.Rect // where the log is, inline or as the open drawer
	drawer   bool         // the log is a drawer (an upright phone), opened with a button
	logOpen  bool         // the drawer is open
	metrics  Metrics
	message  string // the turn line: whose turn, or the step looked back at
	note     string // a line that says what the last tap did (a hint, why a move was refused, a problem), until the next step
	lastSize [2]int
	// vet, when set, is asked before a person's move is played: a
	// tutorial lets through only the move its lesson asks for, and says
	// why another is not the one.
	vet func(c rules.Choice) (why string, ok bool)
	// wait counts down the ticks the last step's words stay in view
	// before the screen plays on by itself: a computer's step, or a
	// person's forced move (a tap skips it).
	wait int
	// counted is the number of the game's throws already added to the
	// device's counts: a throw made again after an undo is the same
	// throw (the session draws the nth throw of a game from its seed), so
	// only a throw beyond them is counted (see countThrows).
	counted int
	// labels are the cells' names written on the board, when shown (a
	// buffer kept from frame to frame).
	labels []sprites.Label
	// online is the room whose game this is, played on a server, or nil
	// for a game of this device.
	online *roomLink
}

// labelsShown reports whether the board shows its cells' names: the
// person asked for them (in the menu), or a tutorial's lessons, which name
// cells, are on the board.
func (p *Play) labelsShown() bool { return p.env.Settings.Labels || p.vet != nil }

// NewPlay returns the play screen of a session, drawn as env shows its
// game.
func NewPlay(env *Env, sess *session.Session) *Play {
	look := env.Look(sess.Game())
	p := &Play{env: env, sess: sess, look: look, view: look.NewView(sess.State()), moving: map[int]*pieceMotion{}, shown: -1}
	if look.Lots != 0 {
		p.tray, _ = tray.New(look.Lots, trayW, trayH, trayR)
	}
	if l := env.Oracle(sess.Game()); l != nil {
		l.Start() // for the analysis, the hint and a perfect seat
	}
	p.counted = throwsUpTo(p.history(), p.history().Len())
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
	if p.reading || p.vet != nil {
		return
	}
	h := p.history()
	if n := throwsUpTo(h, h.At()); n > p.counted {
		p.counted = n
		p.env.CountThrows(p.sess.Game(), events)
	}
}

// Resume says the game's words again, in the language of the settings:
// the buttons, the message and the log.
func (p *Play) Resume() {
	p.lastSize = [2]int{} // the text's size may have changed
	p.log.entries = nil
	p.note = ""
	p.buildMenu()
	if p.phase == PhaseReading {
		p.message = p.readingText()
	} else {
		p.message = p.turnText()
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
	if p.shown >= 0 {
		return p.shown
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
	p.pieces = p.view.Pieces(st, p.pieces[:0])
	p.choices = p.choices[:0]
	p.picking = picking{}
	p.hint = hint{}
	p.note = ""
	p.solved.reset()
	p.wait = 0
	switch {
	case p.reading || p.shown >= 0:
		p.phase = PhaseReading
		p.message = p.readingText()
	case st.ToMove() == rules.Over:
		p.phase = PhaseOver
	case p.online != nil && (!p.sess.HumanActs() || p.online.proposed == p.history().Len() || p.history().Len() < p.online.snap.Steps):
		p.phase = PhaseWaiting
	case p.sess.HumanActs():
		p.phase = PhaseAwait
		p.choices = rules.Choices(st, p.choices)
		if p.forced() {
			p.wait = p.readTicks()
		}
	default:
		p.phase = PhaseThinking
		p.computer.wait(max(p.env.Speed.Scale(thinkTicks), p.readTicks()))
	}
	if p.phase != PhaseReading {
		p.message = p.turnText()
		if err := p.sess.SaveError(); err != nil {
			p.note = p.env.F("The game cannot be saved: %s", err.Error())
		}
	}
	p.buildMenu()
}

// forced reports whether the person to move has one legal move only and
// lets the game play such moves (a setting, on at first): it is played
// once the last step's words have been read. A tutorial's lesson never
// plays the player's move for him.
func (p *Play) forced() bool {
	return p.env.Settings.ForcedMoves && p.vet == nil && p.sess.State().ToMove() >= 0 && len(p.choices) == 1
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
	if p.throwing && p.shown < 0 {
		at--
	}
	if at <= 0 {
		return ""
	}
	p.syncLog()
	return p.log.entries[at].text
}

// turnText says who acts.
func (p *Play) turnText() string {
	st := p.sess.State()
	who := p.sess.Actor()
	if st.ToMove() == rules.Over {
		return p.env.F("Game over: %s", p.env.ResultText(p.sess))
	}
	name := p.env.SeatName(p.sess, who)
	switch {
	case st.ToMove() == rules.Chance && p.sess.HumanActs():
		return p.env.F("%s: throw", name)
	case st.ToMove() == rules.Chance:
		return p.env.F("%s throws", name)
	case p.sess.HumanActs() || len(st.Legal(nil)) == 1 || (p.online != nil && !p.sess.Seats()[who].Computer):
		return p.env.F("%s to move", name)
	}
	return p.env.F("%s is thinking", name)
}

// Update runs one tick of the game.
func (p *Play) Update(in *Input) Transition {
	if p.next != nil {
		return Replace(p.next)
	}
	if p.online != nil {
		if p.phase == PhaseWaiting && p.tappedBoard(in) {
			p.online.hold = 0 // a tap plays the next step the server sent at once
		}
		p.followRoom()
	}
	p.layout(in.Width, in.Height)
	p.layoutLog()
	switch p.phase {
	case PhaseAnimating:
		skip := in.Pointer.Released || in.Has(ActionConfirm) // a tap skips the animation
		if p.throwing {
			p.updateTray(skip)
			return Stay()
		}
		if skip {
			p.queue.Finish()
		} else {
			p.queue.Update()
		}
		if !p.queue.Busy() {
			clear(p.moving)
			p.refresh()
		}
		return Stay()
	case PhaseAwait:
		if p.forced() {
			// The only move, once its reason has been read; a tap on the
			// board plays it at once.
			if p.wait--; p.wait <= 0 || p.tappedBoard(in) || in.Has(ActionConfirm) {
				p.play(p.choices[0])
				return Stay()
			}
		}
		p.advanceHint()
		p.solved.update(p)
	case PhaseThinking:
		if p.tappedBoard(in) {
			p.computer.pause = 0 // a tap skips the pause
		}
		p.think()
	case PhaseOver:
		if !p.resultShown {
			p.resultShown = true
			return Push(NewResult(p.env, p))
		}
	}
	p.updateLabels()
	if in.Has(ActionBack) && p.picking.selected == nil && p.picking.ambiguous == nil {
		if p.logOpen {
			p.logOpen = false
			return Stay()
		}
		return Push(NewPause(p.env, p))
	}
	if in.Has(ActionUndo) && p.canUndo() {
		p.undo()
		return Stay()
	}
	// The menu takes the pointer here; the keys go to one ring of the
	// board's candidates and the buttons (keyboard).
	pointer := *in
	pointer.Actions = nil
	if i := p.menu.Update(&pointer); i >= 0 {
		p.env.Click()
		return p.menuActs[i]()
	}
	if tr, acted := p.keyboard(in); acted {
		return tr
	}
	if p.updateLog(in) {
		return Stay()
	}
	if p.phase == PhaseAwait && (p.sess.State().ToMove() >= 0 || p.sess.State().ToMove() == rules.Chance) {
		p.choose(in)
	}
	p.updateSeedPath()
	return Stay()
}

// tappedBoard reports whether the pointer was released on the board this
// tick.
func (p *Play) tappedBoard(in *Input) bool {
	v := p.boardV
	return in.Tapped(v.Origin.X, v.Origin.Y, v.Origin.X+v.Size, v.Origin.Y+v.Size)
}

// step plays one step of the session and starts its animation.
func (p *Play) step(do func() ([]rules.Event, error)) {
	before := p.sess.State()
	events, err := do()
	if err != nil {
		p.note = err.Error()
		return
	}
	p.countThrows(events)
	p.animate(before, events)
}

// play plays a choice of the person to move.
func (p *Play) play(c rules.Choice) {
	if p.vet != nil {
		if why, ok := p.vet(c); !ok {
			p.picking = picking{}
			p.note = why
			p.buildMenu()
			return
		}
	}
	if p.online != nil {
		p.propose(p.sess.State().FormatAction(c.Action))
		return
	}
	p.step(func() ([]rules.Event, error) { return p.sess.Play(c.Action) })
}

// level returns the level of the computer seat to act, for the solution's
// wait: a perfect seat waits for the solution to load.
func (p *Play) level() ai.Level { return p.sess.Level(p.sess.Actor()) }

// String describes the screen for tests and logs.
func (p *Play) String() string {
	return fmt.Sprintf("play %s phase %d: %s", p.sess.Game().Rules.Name, p.phase, p.message)
}
