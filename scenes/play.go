package scenes

import (
	"fmt"

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
//   - play_buttons.go: the buttons of the moment.

// PlayPhase is what the play screen is doing.
type PlayPhase uint8

// The phases of the play screen.
const (
	PhaseAwait     PlayPhase = iota // waiting for a person to throw or move
	PhaseAnimating                  // pieces are moving; input waits
	PhaseThinking                   // a computer seat searches its move, or is about to throw
	PhaseOver                       // the game has ended
	PhaseReading                    // a record opened to read, or a step of the game looked back at: nothing is played
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
	message  string // one line under the board: whose turn, what was thrown, a problem
	lastSize [2]int
}

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
	p.refresh()
	return p
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
	p.solved.reset()
	switch {
	case p.reading || p.shown >= 0:
		p.phase = PhaseReading
		p.message = p.readingText()
	case st.ToMove() == rules.Over:
		p.phase = PhaseOver
	case p.sess.HumanActs():
		p.phase = PhaseAwait
		p.choices = rules.Choices(st, p.choices)
	default:
		p.phase = PhaseThinking
		p.computer.wait(p.env.Speed.Scale(thinkTicks))
	}
	if p.phase != PhaseReading {
		p.message = p.turnText()
		if err := p.sess.SaveError(); err != nil {
			p.message = "The game cannot be saved: " + err.Error()
		}
	}
	p.buildMenu()
}

// turnText says who acts.
func (p *Play) turnText() string {
	st := p.sess.State()
	who := p.sess.Actor()
	if st.ToMove() == rules.Over {
		return "Game over: " + p.env.ResultText(p.sess)
	}
	name := p.env.SeatName(p.sess, who)
	switch {
	case st.ToMove() == rules.Chance && p.sess.HumanActs():
		return name + ": throw"
	case st.ToMove() == rules.Chance:
		return name + " throws"
	case p.sess.HumanActs():
		return name + " to move"
	}
	return name + " is thinking"
}

// Update runs one tick of the game.
func (p *Play) Update(in *Input) Transition {
	if p.next != nil {
		return Replace(p.next)
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
		p.advanceHint()
		p.solved.update(p)
	case PhaseThinking:
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
	if p.phase == PhaseAwait && p.sess.State().ToMove() >= 0 {
		p.choose(in)
	}
	p.updateSeedPath()
	return Stay()
}

// step plays one step of the session and starts its animation.
func (p *Play) step(do func() ([]rules.Event, error)) {
	before := p.sess.State()
	events, err := do()
	if err != nil {
		p.message = err.Error()
		return
	}
	p.animate(before, events)
}

// play plays a choice of the person to move.
func (p *Play) play(c rules.Choice) {
	p.step(func() ([]rules.Event, error) { return p.sess.Play(c.Action) })
}

// level returns the level of the computer seat to act, for the solution's
// wait: a perfect seat waits for the solution to load.
func (p *Play) level() ai.Level { return p.sess.Level(p.sess.Actor()) }

// String describes the screen for tests and logs.
func (p *Play) String() string {
	return fmt.Sprintf("play %s phase %d: %s", p.sess.Game().Rules.Name, p.phase, p.message)
}
