package play

import (
	"tabula/anim"
	"tabula/rules"
	"tabula/scenes/board"
	"tabula/scenes/lots"
	"tabula/scenes/ui"
	"tabula/session"
	"tabula/sprites"
	"tabula/tray"
)

// The play screen is made of parts, one file each, each holding its state
// and what it does, and the screen routes a tick between them:
//   - play.go: the screen, its phases, and the routing of a tick;
//   - board.go: the board, its pieces, and the picking of a move by the
//     pointer or the keyboard; lastmove.go, the last move's marks;
//   - motion.go: a step's animation; lots.go: the tray's lots;
//   - think.go: the computer's turn and the hint; package solved: the
//     analysis of a solved game's moves, and its mistakes;
//   - log.go: the move log; record.go: undo and redo, a step looked back
//     at, a record read;
//   - buttons.go: the buttons of the moment and the bar;
//   - header.go: the turn line and what the board does not show;
//   - layout.go: where the parts go at the window's size;
//   - words.go: the game in words;
//   - server.go: a room's game, played on a server;
//   - probe.go: the screen described for tests and screen readers.

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

// Ticks of the play screen's pauses at normal speed.
const (
	thinkTicks = 36 // the least pause before a computer's step, so a person can follow
	dotTicks   = 15 // the ticks of each dot of the "thinking" indicator
)

// Play is the screen where a game is played, or a record read.
type Play struct {
	env   *ui.Env
	sess  *session.Session
	words speaker

	phase PlayPhase
	// vet, when set, is asked before a person's move is played: a
	// tutorial lets through only the move its lesson asks for, and says
	// why another is not the one.
	vet func(c rules.Choice) (why string, ok bool)
	// closed is set once a lesson's move is made: the board takes no
	// more moves and rings no piece as one to move (the other side's,
	// whose turn comes, are no one's to move in the lesson).
	closed bool

	// The parts of the screen, each with its own state.
	board   board.Board  // the board, its pieces and the picker of moves
	motion  board.Motion // the pieces' animations and the pause before a step plays itself
	lots    lots.Part    // the lots' tray, for the games with chance
	record  record       // the move log, and the step looked back at
	advice  advice       // the computer's thinking, the hint and Dejarik's analysis
	buttons buttonBar    // the buttons of the moment and the bottom bar
	status  statusLine   // the turn line and the note under it
	layout  playLayout   // where the parts go at the window's size
	ending  ending       // the result overlay's choice
	aloud   aloud        // what the keys that read the board asked
	// server is the server of a room whose game this is, or nil for a
	// game of this device.
	server Server
}

// ending is what the result overlay chose, once the game is over.
type ending struct {
	shown bool          // the overlay has been shown
	then  ui.Transition // the next game, a rematch's room or the title, once chosen: until then, Stay
}

// NewPlay returns the play screen of a session, drawn as env shows its
// game.
func NewPlay(env *ui.Env, sess *session.Session) *Play {
	p := newPlay(env, sess)
	p.refresh()
	return p
}

// NewLesson returns the play screen of a lesson's position, sess: its
// last throw's lots lie in the tray, and vet is asked before a move is
// played, to let through only the move the lesson asks for or say why
// another is not the one.
func NewLesson(env *ui.Env, sess *session.Session, vet func(c rules.Choice) (why string, ok bool)) *Play {
	p := newPlay(env, sess)
	p.vet = vet
	p.refresh()
	p.lots.ShowLast(sess.History(), sess.History().At())
	return p
}

// newPlay returns the play screen of sess, not yet refreshed.
func newPlay(env *ui.Env, sess *session.Session) *Play {
	look := env.Look(sess.Game())
	p := &Play{env: env, sess: sess}
	p.words = speaker{env: env, sess: sess, viewer: &p.board.Viewer}
	p.board = board.Board{Look: look, View: look.NewView(sess.State()), Viewer: -1}
	p.motion.Moving = map[int]*board.PieceMotion{}
	p.record.shown = -1
	if look.Lots != 0 {
		p.lots.Tray, _ = tray.New(look.Lots, lots.TrayW, lots.TrayH, lots.TrayR)
	}
	if l := env.Oracle(sess.Game()); l != nil {
		l.Start() // for the analysis, the hint and a perfect seat
	}
	if l := env.Table(sess.Game()); l != nil {
		l.Start() // for the hint and a hard seat
	}
	p.lots.Counted = lots.ThrowsUpTo(sess.History(), sess.History().Len())
	return p
}

// Resume says the game's words again, in the language of the settings:
// the buttons, the message and the log.
func (p *Play) Resume() {
	p.layout.relayout() // the text's size may have changed
	p.record.log.Forget()
	p.status.note = ""
	p.buildMenu()
	if p.phase == PhaseReading {
		p.status.message = p.words.reading(p.record.shownAt(p.sess.History()), p.record.reading)
	} else {
		p.status.message, p.status.actor = p.words.turn(p.server != nil), p.sess.Actor()
		p.status.message += p.advice.odds.Words(p.env, p.sess, p.sess.State(), p.status.actor, p.server != nil)
	}
	p.status.at = p.sess.History().At()
}

// Phase returns what the screen is doing.
func (p *Play) Phase() PlayPhase { return p.phase }

// Session returns the game being played.
func (p *Play) Session() *session.Session { return p.sess }

// refresh reads the state after a step, an animation or a jump: the
// pieces, the legal choices, the phase and the message.
func (p *Play) refresh() {
	p.advice.stop()
	h := p.sess.History()
	st := h.StateAt(p.record.shownAt(h))
	p.board.LabelFor(p.sess)
	p.board.Show(st, nil)
	p.advice.hint = hint{}
	p.advice.solved.Reset()
	p.status.note = ""
	p.motion.Wait = 0
	switch {
	case p.record.looking():
		p.phase = PhaseReading
		p.status.message = p.words.reading(p.record.shownAt(h), p.record.reading)
	case st.ToMove() == rules.Over:
		p.phase = PhaseOver
	case p.server != nil && p.server.Waits(h.Len(), p.sess.HumanActs()):
		p.phase = PhaseWaiting
	case p.sess.HumanActs():
		p.phase = PhaseAwait
		p.board.Choices = rules.Choices(st, p.board.Choices)
		// A move of its own, played once the last step's words are read
		// (a setting, on at first); a lesson never plays the player's
		// move for him.
		if p.env.Settings.ForcedMoves && p.vet == nil && st.ToMove() >= 0 && len(p.board.Choices) == 1 {
			p.motion.Wait = readTicks(p.env.Speed, p.record.lastText(p.words, p.lots.Throwing))
		}
	default:
		p.phase = PhaseThinking
		p.advice.computer.wait(max(p.env.Speed.Scale(thinkTicks), readTicks(p.env.Speed, p.record.lastText(p.words, p.lots.Throwing))))
	}
	if p.phase != PhaseReading {
		p.status.message, p.status.actor = p.words.turn(p.server != nil), p.sess.Actor()
		p.status.message += p.advice.odds.Words(p.env, p.sess, st, p.status.actor, p.server != nil)
		if err := p.sess.SaveError(); err != nil {
			p.status.note = p.env.F("The game cannot be saved: %s", err.Error())
		}
	}
	p.status.at = h.At()
	p.buildMenu()
}

// Update runs one tick of the game: the room's news, the phase's work
// (an animation, a forced move, the computer's thinking, the result), then
// the person's input.
func (p *Play) Update(in *ui.Input) ui.Transition {
	if p.ending.then.Kind != ui.TransitionStay {
		return p.ending.then
	}
	p.buttons.tick(in)
	p.lots.Shown.Update(in)
	if p.status.follow(p.status.actor) && !p.record.reading && p.vet == nil && p.sess.HumanActs() && p.sess.State().ToMove() != rules.Over {
		p.env.Turn() // a person's turn comes: a bell, as the glow
	}
	if p.server != nil {
		p.server.Follow(p, p.phase == PhaseWaiting && p.board.Tapped(in))
	}
	p.arrange(in.Width, in.Height)
	p.readKeys(in) // even while a step plays
	if c := in.Page; c != nil && c.Action == ui.ActionNone {
		p.aloud.page = c // for the next tick a person picks in
	}
	h := p.sess.History()
	p.record.log.Sync(h, p.env.T("The start"), p.words.step)
	p.record.log.Layout(p.layout.metrics, p.record.shownAt(h))
	if tr, done := p.updatePhase(in); done {
		return tr
	}
	if p.buttons.analysis >= 0 {
		p.buttons.relabel(p.advice.solved.Label(p.env, p.sess)) // its solution loads
	}
	return p.updateInput(in)
}

// arrange places the parts for a screen of w×h pixels (see
// playLayout.arrange), and returns the side panel, whose place a screen
// over the game (the result) or in the place of its panel (a lesson's)
// takes.
func (p *Play) arrange(w, h int) sprites.Rect {
	header := float64(headerLines)
	if p.server != nil {
		header += roomLines
	}
	bars := 4 // undo, redo, hint, menu
	if p.env.Oracle(p.sess.Game()) != nil && p.server == nil {
		bars++ // analysis
	}
	if placed, drawer := p.layout.arrange(w, h, header, bars, &p.board, &p.lots, &p.record.log); drawer {
		p.buildMenu() // the drawer's button
	} else if placed {
		p.layout.place(&p.buttons, &p.lots, &p.record.log)
	}
	return p.layout.hud
}

// updatePhase does the work of the phase for a tick, and reports whether
// it took the tick (an animation, a forced move played, the result shown).
func (p *Play) updatePhase(in *ui.Input) (tr ui.Transition, done bool) {
	switch p.phase {
	case PhaseAnimating:
		skip := in.Pointer.Released || in.Has(ui.ActionConfirm) // a tap skips the animation
		if p.lots.Throwing {
			p.lots.Update(skip, p.env.Speed, p.env.Hop)
		} else if p.motion.Update(skip) {
			p.refresh()
		}
		return ui.Stay(), true
	case PhaseAwait:
		if p.env.Settings.ForcedMoves && p.vet == nil && p.sess.State().ToMove() >= 0 && len(p.board.Choices) == 1 {
			// The only move, once its reason has been read; a tap on the
			// board plays it at once.
			if p.motion.Wait--; p.motion.Wait <= 0 || p.board.Tapped(in) || in.Has(ui.ActionConfirm) {
				p.play(p.board.Choices[0])
				return ui.Stay(), true
			}
		}
		if c := p.advice.hint.Update(p.board.Choices); c != nil {
			p.status.note = hintWords(p.env, p.sess, p.words, *c)
		}
		if note := p.advice.solved.Update(p.env, p.sess); note != "" {
			p.status.note = note
		}
	case PhaseThinking:
		if p.board.Tapped(in) {
			p.advice.computer.pause = 0 // a tap skips the pause
		}
		step, err := p.advice.computer.Update(p.env, p.sess)
		if err != nil {
			p.status.note = err.Error()
		}
		if step != nil {
			p.step(step)
		}
	case PhaseOver:
		if !p.ending.shown {
			p.ending.shown = true
			return ui.Push(NewResult(p.env, p)), true
		}
	}
	return ui.Stay(), false
}

// updateInput routes the person's input of a tick: Back and Undo, the
// buttons, the keyboard, the log, and the board.
func (p *Play) updateInput(in *ui.Input) ui.Transition {
	if in.Has(ui.ActionBack) && p.board.Picking.Selected == nil && p.board.Picking.Ambiguous == nil {
		if p.record.log.Open {
			p.record.log.Open = false
			return ui.Stay()
		}
		return ui.Push(NewPause(p.env, p))
	}
	if in.Has(ui.ActionUndo) && p.record.canJump(p.phase, p.sess, true) {
		p.jump(true)
		return ui.Stay()
	}
	if i := p.buttons.Update(in); i >= 0 {
		p.env.Click()
		return p.buttons.acts[i]()
	}
	if why := p.buttons.refused(in); why != "" {
		p.status.note = why
		return ui.Stay()
	}
	p.pageCommand(p.aloud.page, p.picks())
	p.aloud.page = nil
	picks := p.picks() // a command may have played a move
	if tr, acted := p.choose(p.board.Keyboard(in, picks, p.buttons.menu)); acted {
		return tr
	}
	picks = p.picks() // a key may have played a move
	p.board.ShowCursor(in, picks, p.buttons.menu)
	if entry, took := p.record.log.Update(in, p.layout.metrics); took {
		if entry >= 0 {
			p.env.Click()
			if !p.record.reading && entry == p.sess.History().At() {
				p.ShowStep(-1) // back to the game
			} else {
				p.ShowStep(entry)
			}
		}
		return ui.Stay()
	}
	if toMove := p.sess.State().ToMove(); p.phase == PhaseAwait && !p.closed && (toMove >= 0 || toMove == rules.Chance) {
		p.choose(p.board.Update(in, p.sess.State()))
	}
	p.lots.FollowPath(&p.board, picks)
	return ui.Stay()
}

// picks reports whether a person picks a move on the board now.
func (p *Play) picks() bool {
	return p.phase == PhaseAwait && p.sess.State().ToMove() >= 0 && !p.closed
}

// choose does what a pick on the board asks, and reports whether a button
// acted, with its transition.
func (p *Play) choose(pc board.Pick) (ui.Transition, bool) {
	switch pc.Kind {
	case board.PickChosen:
		p.env.Click()
	case board.PickAmbiguous:
		p.buildMenu()
	case board.PickPlay:
		p.play(pc.Choice)
	case board.PickRefuse:
		p.status.note = p.words.refusal(pc.From, pc.To)
	case board.PickCancel:
		p.refresh()
	case board.PickButton:
		p.env.Click()
		return p.buttons.acts[pc.Button](), true
	}
	return ui.Stay(), false
}

// step plays one step of the session and starts its animation: the
// pieces move, the lots are thrown, the step's sounds play.
func (p *Play) step(do func() ([]rules.Event, error)) {
	before := p.sess.State()
	events, err := do()
	if err != nil {
		p.status.note = err.Error()
		return
	}
	h := p.sess.History()
	if !p.record.reading && p.vet == nil {
		// The throws of a game of this device, not of a record read or
		// a lesson.
		p.lots.Count(p.env, p.sess.Game(), h, events)
	}
	p.advice.stop()
	after := p.sess.State()
	p.board.Pieces = p.board.View.Pieces(after, p.board.Pieces[:0])
	p.phase = PhaseAnimating
	p.board.Picking.Selected, p.board.Picking.Ambiguous = nil, nil
	p.buildMenu()
	p.env.SoundsFor(events)
	p.lots.Throw(events, h.At())
	p.motion.Animate(p.board.View, before, after, events, p.board.Pieces, p.env.Speed, p.env.Hop)
	if p.lots.Throwing && p.env.Speed == anim.Instant {
		p.lots.Update(true, p.env.Speed, p.env.Hop)
	}
}

// play plays a choice of the person to move: here, or in a room by
// proposing it to the server, whose steps follow.
func (p *Play) play(c rules.Choice) {
	if p.vet != nil {
		if why, ok := p.vet(c); !ok {
			p.board.Picking = board.Picking{}
			p.status.note = why
			p.buildMenu()
			return
		}
	}
	if p.server != nil {
		p.server.Propose(p.sess.Actor(), p.sess.History().Len(), p.sess.State().FormatAction(c.Action))
		p.refresh()
		return
	}
	p.step(func() ([]rules.Event, error) { return p.sess.Play(c.Action) })
}

// throw throws the lots: here, or in a room by asking the server, whose
// throw arrives with its steps.
func (p *Play) throw() {
	if p.server != nil {
		p.server.Propose(p.sess.Actor(), p.sess.History().Len(), "throw")
		p.refresh()
		return
	}
	p.step(p.sess.Throw)
}

// giveUp plays a choice that moves nothing (a pass, Thayyam's "End the
// turn"), after asking when pieces could still move: it gives up the
// throws or the move left, which cannot be taken back in a room. The
// question says what is given up (Thayyam's throws), in the side panel,
// the board in view beside it.
func (p *Play) giveUp(c rules.Choice) ui.Transition {
	moves := 0
	for _, o := range p.board.Choices {
		if o.Moves {
			moves++
		}
	}
	if moves == 0 || p.vet != nil {
		p.play(c)
		return ui.Stay()
	}
	label := p.env.MoveLabel(p.sess, c)
	question := p.env.F("A piece can still move. “%s” means: %s.", label, p.words.move(c))
	ask := ui.NewConfirm(p.env, label, question, label, func() ui.Transition { p.play(c); return ui.Pop() }, nil)
	return ui.Push(ask.InPanel(func(w, h int) sprites.Rect { return p.arrange(w, h) }))
}

// buildMenu lays out the buttons of the moment: above, the actions of the
// turn (Throw, Pass, the moves to pick among…) or of the step looked at;
// below, a bar of buttons that keep their places, disabled when they
// cannot act.
func (p *Play) buildMenu() {
	items := &menuItems{acts: p.buttons.acts[:0]}
	turnButtons(p, items)
	bar := len(items.labels)
	barButtons(p, items)
	p.buttons.set(items, bar, func() { p.layout.place(&p.buttons, &p.lots, &p.record.log) })
}

// Then makes the screen give way as tr says at its next tick: the result's
// choice of the next game or of the title, a rematch's room.
func (p *Play) Then(tr ui.Transition) { p.ending.then = tr }

// Note says msg on the note line, until the next step.
func (p *Play) Note(msg string) { p.status.note = msg }
