package scenes

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/anim"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/dejarik"
	"tabula/rules/dejarik/solve"
	"tabula/session"
	"tabula/sprites"
	"tabula/tray"
)

// captioner is implemented by views that say in a line what the board
// alone does not show (Thayyam's pool of throws, Diam's reserves).
type captioner interface {
	Caption(s rules.State) string
}

// trayKinds are the lots each race game throws.
var trayKinds = map[string]tray.Kind{"daryon": tray.KindSeeds, "thayyam": tray.KindCowries}

// Tray size in its own units: the lots' radius is 1/20 of its width.
const (
	trayW, trayH, trayR = 320.0, 180.0, 14.0
)

// PlayPhase is what the play screen is doing.
type PlayPhase uint8

// The phases of the play screen.
const (
	PhaseAwait     PlayPhase = iota // waiting for a person to throw or move
	PhaseAnimating                  // pieces are moving; input waits
	PhaseThinking                   // a computer seat searches its move, or is about to throw
	PhaseOver                       // the game has ended
)

// Ticks of the animations at normal speed.
const (
	hopTicks   = 10
	slideTicks = 16
	flyTicks   = 26
	thinkTicks = 36 // the least pause before a computer's step, so a person can follow
	dotTicks   = 15 // the ticks of each dot of the "thinking" indicator
)

// searchSlice is the number of nodes a search of the computer (or of a
// hint) may spend in one Update: a few milliseconds at most of the
// slowest game's nodes natively, and still well inside a frame in the
// browser, where the search shares the one thread with the animations.
// The hard level's longest search (Dejarik's 400,000 nodes) takes some 80
// frames.
const searchSlice = 5000

// pieceMotion is where an animation puts a piece now.
type pieceMotion struct {
	at     sprites.Point // board units
	lift   float64       // board units above the ground
	squash float64
}

// Play is the screen where a game is played.
type Play struct {
	env  *Env
	sess *session.Session
	view sprites.GameView

	phase   PlayPhase
	queue   anim.Queue
	moving  map[int]*pieceMotion // pieces whose place an animation decides
	pieces  []sprites.Piece
	choices []rules.Choice

	// The computer's turn: think counts down the least pause before it
	// acts, thought counts up the ticks of thinking (for the indicator),
	// and search is its move in the making, advanced a slice per Update
	// (nil until it starts).
	think   int
	thought int
	search  *ai.Search

	selected  *rules.Place   // the chosen source, if any
	cursor    int            // the keyboard's place in the list of candidates
	keys      bool           // the keyboard was used last: show its cursor
	ambiguous []rules.Choice // several moves join the same places: the player picks one
	menu      *Menu          // the buttons: throw, pass, end, hint, analysis, undo, menu
	menuActs  []func() Transition

	// The hint for the person to move: the search that looks for it, then
	// the move found. hintTicks counts the ticks of the search, for its
	// indicator.
	hintSearch *ai.Search
	hint       *rules.Choice
	hintTicks  int

	// Dejarik's analysis: the value of every legal move for the person to
	// move, from the solved game, once asked for this position.
	analysisButton int // the index of the Analysis button in the menu, or -1
	moveValues     []solve.MoveValue
	analysed       bool

	// review is a position of the finished game that the result screen
	// replays, drawn instead of the game's own, with the move that led to
	// it marked; nil shows the game.
	review       rules.State
	reviewMove   *rules.Choice
	reviewPieces []sprites.Piece

	tray      *tray.Tray // the lots of the race games, nil for the others
	trayRect  sprites.Rect
	throwing  bool // the lots are in the air; the animation waits for them
	seedTicks int  // ticks since the seeds of Daryon began to fly to their path

	next        Scene // what the result overlay chose: the next game or the title
	resultShown bool

	board    sprites.Baked
	boardV   sprites.View
	hud      sprites.Rect
	metrics  Metrics
	message  string // one line under the board: whose turn, what was thrown, a problem
	lastSize [2]int
}

// NewPlay returns the play screen of a session, drawn with view.
func NewPlay(env *Env, sess *session.Session, view sprites.GameView) *Play {
	p := &Play{env: env, sess: sess, view: view, moving: map[int]*pieceMotion{}}
	if kind, ok := trayKinds[sess.Game().Name]; ok {
		p.tray, _ = tray.New(kind, trayW, trayH, trayR)
	}
	if sess.Game().Name == "dejarik" {
		solution.start() // for the analysis, the hint and a perfect seat
	}
	p.refresh()
	return p
}

// Phase returns what the screen is doing.
func (p *Play) Phase() PlayPhase { return p.phase }

// Session returns the game being played.
func (p *Play) Session() *session.Session { return p.sess }

// refresh reads the state after a step or an animation: the pieces, the
// legal choices, the phase and the message.
func (p *Play) refresh() {
	p.stopSearches()
	st := p.sess.State()
	p.pieces = p.view.Pieces(st, p.pieces[:0])
	p.choices = rules.Choices(st, p.choices[:0])
	p.selected, p.ambiguous, p.cursor = nil, nil, 0
	p.hint, p.moveValues, p.analysed = nil, nil, false
	if err := p.sess.SaveError(); err != nil {
		p.message = "The game cannot be saved: " + err.Error()
	} else {
		p.message = p.turnText()
	}
	switch {
	case st.ToMove() == rules.Over:
		p.phase = PhaseOver
	case p.sess.HumanActs():
		p.phase = PhaseAwait
	default:
		p.phase, p.think, p.thought = PhaseThinking, p.env.Speed.Scale(thinkTicks), 0
	}
	p.buildMenu()
}

// stopSearches abandons the searches under way, the computer's and the
// hint's: the position they were made for has changed, or the game is left.
func (p *Play) stopSearches() {
	if p.search != nil {
		p.search.Stop()
		p.search = nil
	}
	if p.hintSearch != nil {
		p.hintSearch.Stop()
		p.hintSearch = nil
	}
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

// buildMenu lays out the buttons of the moment.
func (p *Play) buildMenu() {
	var labels []string
	p.menuActs = p.menuActs[:0]
	add := func(label string, act func() Transition) {
		labels = append(labels, label)
		p.menuActs = append(p.menuActs, act)
	}
	st := p.sess.State()
	if p.phase == PhaseAwait && st.ToMove() == rules.Chance {
		add("Throw", func() Transition { p.step(func() ([]rules.Event, error) { return p.sess.Throw() }); return Stay() })
	}
	if p.phase == PhaseAwait {
		for _, c := range p.choices {
			if !c.Moves {
				c := c
				add(p.env.MoveLabel(p.sess, c), func() Transition { p.play(c); return Stay() })
			}
		}
		if st.ToMove() >= 0 {
			add("Hint", func() Transition { p.askHint(); return Stay() })
		}
	}
	p.analysisButton = -1
	if p.sess.Game().Name == "dejarik" {
		p.analysisButton = len(labels)
		add(p.analysisLabel(), func() Transition { p.toggleAnalysis(); return Stay() })
	}
	if p.sess.CanUndo() && p.phase != PhaseAnimating {
		add("Undo", func() Transition { p.undo(); return Stay() })
	}
	add("Menu", func() Transition { return Push(NewPause(p.env, p)) })
	p.menu = NewMenu(labels...)
	p.layoutMenu()
}

// Update runs one tick of the game.
func (p *Play) Update(in *Input) Transition {
	if p.next != nil {
		return Replace(p.next)
	}
	p.layout(in.Width, in.Height)
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
		p.analyse()
	case PhaseThinking:
		p.think--
		p.thought++
		switch {
		case p.sess.ComputerDecides():
			if p.advanceSearch() && p.think <= 0 {
				p.step(func() ([]rules.Event, error) { return p.sess.PlayComputer(p.search) })
			}
		case p.think <= 0:
			p.step(p.sess.ComputerStep) // a throw
		}
	case PhaseOver:
		if !p.resultShown {
			p.resultShown = true
			return Push(NewResult(p.env, p))
		}
	}
	if p.analysisButton >= 0 && p.analysisButton < len(p.menu.Buttons) {
		p.menu.Buttons[p.analysisButton].Label = p.analysisLabel() // the table may have arrived
	}
	if in.Has(ActionBack) && p.selected == nil && p.ambiguous == nil {
		return Push(NewPause(p.env, p))
	}
	if in.Has(ActionUndo) && p.sess.CanUndo() {
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
	if p.phase == PhaseAwait && p.sess.State().ToMove() >= 0 {
		p.choose(in)
	}
	if path, _ := p.seedPath(); path != nil {
		p.seedTicks++
	} else {
		p.seedTicks = 0
	}
	return Stay()
}

// advanceSearch spends one slice of the computer's search, starting it
// first, and reports whether its move is ready. A seat of the level perfect
// waits for Dejarik's solution to load, unless loading failed (it then
// plays the hard level's move).
func (p *Play) advanceSearch() bool {
	if p.search == nil {
		if p.awaitsSolution() {
			return false
		}
		s, err := p.sess.ComputerSearch()
		if err != nil {
			p.message = err.Error()
			return false
		}
		p.search = s
	}
	return p.search.Step(searchSlice)
}

// awaitsSolution reports whether the computer to move plays perfectly and
// Dejarik's solution is still loading.
func (p *Play) awaitsSolution() bool {
	return p.sess.Game().Name == "dejarik" && p.sess.Level(p.sess.Actor()) == ai.Perfect &&
		solution.table() == nil && solution.failed() == nil
}

// askHint starts looking for the move to hint, unless it is found or being
// looked for.
func (p *Play) askHint() {
	if p.hint != nil || p.hintSearch != nil {
		return
	}
	s, err := p.sess.HintSearch()
	if err != nil {
		p.message = err.Error()
		return
	}
	p.hintSearch, p.hintTicks = s, 0
	p.message = "Looking for a good move"
}

// advanceHint spends one slice of the hint's search; when it is done, the
// move shows on the board (and in the message line).
func (p *Play) advanceHint() {
	if p.hintSearch == nil {
		return
	}
	p.hintTicks++
	if !p.hintSearch.Step(searchSlice) {
		return
	}
	best := p.hintSearch.Best()
	p.hintSearch = nil
	for _, c := range p.choices {
		if c.Action == best {
			c := c
			p.hint = &c
			how := "the hard level's choice"
			if p.sess.HintLevel() == ai.Perfect {
				how = "perfect play"
			}
			p.message = "Hint: " + p.env.MoveLabel(p.sess, c) + " (" + how + ")"
			return
		}
	}
}

// analysisOn reports whether Dejarik's analysis is asked for and can be
// shown.
func (p *Play) analysisOn() bool {
	return p.sess.Game().Name == "dejarik" && p.env.Settings.Analysis && solution.table() != nil
}

// analysisLabel names the Analysis button by its state.
func (p *Play) analysisLabel() string {
	switch {
	case solution.table() == nil && solution.failed() != nil:
		return "Analysis (unavailable)"
	case solution.table() == nil:
		return "Analysis (loading…)"
	case p.env.Settings.Analysis:
		return "Analysis: on"
	}
	return "Analysis: off"
}

// toggleAnalysis turns the analysis on or off, a setting kept for the next
// games; while the solution is not there, it tries loading it again.
func (p *Play) toggleAnalysis() {
	if solution.table() == nil {
		solution.start()
		return
	}
	p.env.Settings.Analysis = !p.env.Settings.Analysis
	p.env.SaveSettings()
	p.analysed, p.moveValues = false, nil
}

// analyse values the moves of the person to move from the solved game,
// once per position, when the analysis is on.
func (p *Play) analyse() {
	if p.analysed || !p.analysisOn() {
		return
	}
	st, ok := p.sess.State().(*dejarik.State)
	if !ok || st.ToMove() < 0 {
		return
	}
	p.analysed = true
	values, err := solution.table().Moves(st)
	if err != nil {
		p.message = "No analysis here: " + err.Error()
		return
	}
	p.moveValues = values
}

// moveValue returns the analysis's value of the move a, if known.
func (p *Play) moveValue(a rules.Action) (solve.Value, bool) {
	for _, mv := range p.moveValues {
		if mv.Action == a {
			return mv.Value, true
		}
	}
	return solve.Value{}, false
}

// seedPath returns, in Daryon, the cells of the move being considered: the
// chosen pawn's, or the only movable pawn's. As the source document
// suggests, the dark seeds leave the tray and lie one per cell along it,
// the last one where the pawn lands.
func (p *Play) seedPath() (cells []int, mover rules.Player) {
	if p.sess.Game().Name != "daryon" || p.phase != PhaseAwait || p.tray == nil {
		return nil, 0
	}
	src := p.selected
	if src == nil {
		if s := rules.Sources(p.choices); len(s) == 1 {
			src = &s[0]
		}
	}
	if src == nil {
		return nil, 0
	}
	for _, c := range p.choices {
		if c.Moves && sprites.SameSource(*src, c.From) && len(c.Path) > 0 {
			return c.Path, c.From.Player
		}
	}
	return nil, 0
}

// drawSeedPath draws the seeds flying from the tray to the cells of the
// path, one after another.
func (p *Play) drawSeedPath(screen *ebiten.Image) {
	path, mover := p.seedPath()
	if path == nil {
		return
	}
	st := p.sess.State()
	from := p.trayRect.Center()
	r := p.boardV.Size * 0.016
	for i, cell := range path {
		at, ok := p.view.PointOf(st, rules.Place{Cell: cell, Player: mover})
		if !ok {
			continue
		}
		to := p.boardV.ToScreen(at).Add(sprites.Point{X: r * 1.2, Y: -r * 1.2})
		t := anim.Progress(p.seedTicks-3*i, p.env.Speed.Scale(14), anim.Out)
		if p.seedTicks-3*i <= 0 && p.env.Speed != anim.Instant {
			continue
		}
		h := anim.Hop{From: anim.Vec(from), To: anim.Vec(to), Height: r * 4}
		pos, lift, _ := h.At(t)
		sprites.Lot(screen, sprites.Point(pos), r, 0.62, 0.6+0.9*float64(i), 0, lift, false)
		if i == len(path)-1 && t >= 1 {
			sprites.Ring(screen, to, r*1.9, math.Max(1.5, r*0.3), sprites.Highlight)
		}
	}
}

// step plays one step of the session and starts its animation.
func (p *Play) step(do func() ([]rules.Event, error)) {
	before := p.sess.State().Clone()
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

func (p *Play) undo() {
	if err := p.sess.Undo(); err != nil {
		p.message = err.Error()
		return
	}
	p.queue.Finish()
	clear(p.moving)
	p.refresh()
}

// animate turns a step's events into motions on the queue.
func (p *Play) animate(before rules.State, events []rules.Event) {
	p.stopSearches()
	after := p.sess.State()
	p.pieces = p.view.Pieces(after, p.pieces[:0])
	p.phase = PhaseAnimating
	p.selected, p.ambiguous = nil, nil
	p.env.SoundsFor(events)
	speed := p.env.Speed
	p.throwLots(events)
	for _, phase := range p.view.Motions(before, after, events) {
		var group []anim.Step
		for _, m := range phase {
			if len(m.Path) == 0 {
				continue
			}
			pm := &pieceMotion{at: m.Path[0], squash: 1}
			p.moving[m.ID] = pm
			group = append(group, p.motionStep(m, pm, speed))
		}
		if len(group) > 0 {
			p.queue.Push(anim.Group(group...))
		}
	}
	if speed == anim.Instant {
		p.queue.Finish()
		if p.throwing {
			p.updateTray(true)
		}
	}
}

// throwLots throws the lots into the tray when the step was a throw. The
// rules mark the lowest K lots; which lots show their marked face is
// shuffled here, the same way for the same step of the same game.
func (p *Play) throwLots(events []rules.Event) {
	if p.tray == nil {
		return
	}
	for _, e := range events {
		if e.Kind != rules.EventThrow {
			continue
		}
		n := p.tray.Len()
		step := uint64(len(p.sess.Record().Steps))
		rng := rules.NewRand(step*0x9e3779b97f4a7c15 + uint64(e.Mask))
		order := rng.Perm(n)
		var faces uint8
		for i := range n {
			if e.Mask&(1<<uint(i)) != 0 {
				faces |= 1 << uint(order[i])
			}
		}
		p.tray.Throw(rng.Uint64(), faces)
		p.throwing = true
	}
}

// updateTray advances the lots one tick (two when fast), or lands them at
// once when skipped; their landings clatter.
func (p *Play) updateTray(skip bool) {
	if skip || p.env.Speed == anim.Instant {
		p.tray.Instant()
	} else {
		n := 1
		if p.env.Speed == anim.Fast {
			n = 2
		}
		for range n {
			p.tray.Update()
			for _, h := range p.tray.Hits() {
				if h.Strength > 0.3 {
					p.env.Hop()
					break
				}
			}
		}
	}
	if p.tray.Settled() {
		p.throwing = false
	}
}

// motionStep returns the step that moves one piece along its path to its
// place after the step; its legs play one after another inside it.
func (p *Play) motionStep(m sprites.Motion, pm *pieceMotion, speed anim.Speed) anim.Step {
	end := m.Path[len(m.Path)-1]
	for _, pc := range p.pieces {
		if pc.ID == m.ID {
			end = pc.At
		}
	}
	path := append(append([]sprites.Point(nil), m.Path...), end)
	legTicks, height := hopTicks, 0.035
	switch m.Kind {
	case sprites.MotionSlide:
		legTicks, height = slideTicks, 0.0
	case sprites.MotionFly:
		legTicks, height = flyTicks, 0.12
	}
	legTicks = max(1, speed.Scale(legTicks))
	legs := len(path) - 1
	total := legs * legTicks
	return anim.Step{
		Ticks: total,
		Frame: func(progress float64) {
			t := progress * float64(legs)
			i := min(int(t), legs-1)
			h := anim.Hop{From: anim.Vec(path[i]), To: anim.Vec(path[i+1]), Height: height}
			pos, lift, squash := h.At(t - float64(i))
			pm.at, pm.lift, pm.squash = sprites.Point(pos), lift, squash
			if m.Kind == sprites.MotionHop && int(progress*float64(total))%legTicks == legTicks-1 {
				p.env.Hop()
			}
		},
		Done: func() { delete(p.moving, m.ID) },
	}
}

// layout places the board and the buttons for a screen of w×h pixels.
func (p *Play) layout(w, h int) {
	if p.lastSize == [2]int{w, h} {
		return
	}
	p.lastSize = [2]int{w, h}
	p.metrics = MetricsFor(w, h)
	m := p.metrics
	W, H := float64(w), float64(h)
	if W >= H { // landscape: the board on the left, the buttons on the right
		side := math.Min(H-2*m.Pad, W*0.68)
		p.boardV = sprites.Fit(sprites.Rect{Min: sprites.Point{X: m.Pad, Y: m.Pad}, Max: sprites.Point{X: m.Pad + side, Y: H - m.Pad}})
		p.hud = sprites.Rect{Min: sprites.Point{X: 2*m.Pad + side, Y: m.Pad}, Max: sprites.Point{X: W - m.Pad, Y: H - m.Pad}}
	} else { // portrait: the board on top, the buttons below
		side := math.Min(W-2*m.Pad, H*0.66)
		p.boardV = sprites.Fit(sprites.Rect{Min: sprites.Point{X: m.Pad, Y: m.Pad}, Max: sprites.Point{X: W - m.Pad, Y: m.Pad + side}})
		p.hud = sprites.Rect{Min: sprites.Point{X: m.Pad, Y: 2*m.Pad + side}, Max: sprites.Point{X: W - m.Pad, Y: H - m.Pad}}
	}
	p.layoutMenu()
}

func (p *Play) layoutMenu() {
	if p.menu == nil || p.hud.W() <= 0 {
		return
	}
	m := p.metrics
	area := p.hud
	area.Min.Y += m.Text * 4.8 // room for the message and the caption
	if p.tray != nil {
		w := math.Min(area.W(), m.Text*16)
		h := w * trayH / trayW
		c := area.Center().X
		p.trayRect = sprites.Rect{Min: sprites.Point{X: c - w/2, Y: area.Min.Y}, Max: sprites.Point{X: c + w/2, Y: area.Min.Y + h}}
		area.Min.Y += h + m.Pad
	}
	p.menu.Layout(area, m)
}

// drawTray draws the tray and its lots where they are.
func (p *Play) drawTray(screen *ebiten.Image) {
	r := p.trayRect
	if p.tray == nil || r.W() <= 0 {
		return
	}
	m := p.metrics
	roundRect(screen, sprites.Rect{Min: r.Min.Sub(sprites.Point{X: m.Pad * 0.4, Y: m.Pad * 0.4}), Max: r.Max.Add(sprites.Point{X: m.Pad * 0.4, Y: m.Pad * 0.4})}, m.Pad*0.6, sprites.WoodDark)
	roundRect(screen, r, m.Pad*0.4, sprites.TrayFloor)
	if p.tray.Ticks() == 0 && !p.throwing {
		return // nothing thrown yet
	}
	k := r.W() / trayW
	cowry := p.tray.Kind() == tray.KindCowries
	for i := range p.tray.Len() {
		l := p.tray.Lot(i)
		at := sprites.Point{X: r.Min.X + l.X*k, Y: r.Min.Y + l.Y*k}
		sprites.Lot(screen, at, trayR*k, p.tray.Kind().Aspect(), l.Angle, l.Flip, l.Z*k, cowry)
	}
}

// Draw draws the board, the pieces where the rules or the animations put
// them, the highlights, the message and the buttons.
func (p *Play) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	v := p.boardV
	size := int(math.Round(v.Size))
	if size > 0 {
		img := p.board.Image(size, size, p.view.DrawBoard)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(v.Origin.X, v.Origin.Y)
		screen.DrawImage(img, op)
	}
	st, pieces := p.sess.State(), p.pieces
	if p.review != nil {
		st, pieces = p.review, p.reviewPieces
	}
	for _, pl := range p.highlights() {
		p.view.Highlight(screen, v, st, pl)
	}
	for _, pc := range pieces {
		if _, moving := p.moving[pc.ID]; !moving {
			p.view.DrawPiece(screen, st, pc, v.ToScreen(pc.At), pc.R*v.Size, 1)
		}
	}
	if p.review != nil && p.reviewMove != nil {
		p.drawMoveMark(screen, st, *p.reviewMove, sprites.Highlight)
	}
	if p.hint != nil && p.phase == PhaseAwait && p.review == nil {
		p.drawMoveMark(screen, st, *p.hint, hintColour)
	}
	if p.selected != nil && p.phase == PhaseAwait {
		// The chosen piece is marked over the pieces, so that a mark on a
		// pawn (or on a pile) shows.
		p.view.Highlight(screen, v, st, *p.selected)
		// All its destinations are lit: a ring marks the keyboard's.
		if pl, ok := p.keyPlace(); ok {
			if at, ok := p.view.PointOf(st, pl); ok {
				sprites.Ring(screen, v.ToScreen(at), v.Size*0.05, math.Max(2, v.Size*0.008), sprites.Paper)
			}
		}
	}
	for _, pc := range p.pieces {
		if pm, moving := p.moving[pc.ID]; moving {
			at := v.ToScreen(sprites.Point{X: pm.at.X, Y: pm.at.Y - pm.lift})
			p.view.DrawPiece(screen, st, pc, at, pc.R*v.Size*(1+pm.lift), pm.squash)
		}
	}
	p.drawBadges(screen, st)
	m := p.metrics
	drawWrapped(screen, p.messageNow(), sprites.Rect{Min: p.hud.Min, Max: sprites.Point{X: p.hud.Max.X, Y: p.hud.Min.Y + m.Text*2.6}}, m.Text, sprites.Paper)
	caption := ""
	if c, ok := p.view.(captioner); ok {
		caption = c.Caption(st)
	}
	if line := p.analysisLine(); line != "" && p.review == nil {
		caption = line
	}
	if caption != "" {
		drawWrapped(screen, caption, sprites.Rect{Min: sprites.Point{X: p.hud.Min.X, Y: p.hud.Min.Y + m.Text*2.6}, Max: sprites.Point{X: p.hud.Max.X, Y: p.hud.Min.Y + m.Text*4.6}}, m.Text*0.85, sprites.WoodLight)
	}
	p.drawTray(screen)
	p.drawSeedPath(screen)
	if p.ambiguous != nil {
		drawWrapped(screen, "Which move?", sprites.Rect{Min: sprites.Point{X: p.hud.Min.X, Y: p.hud.Min.Y + m.Text*2.4}, Max: p.hud.Max}, m.Text*0.9, sprites.Highlight)
	}
	p.menu.Draw(screen, m)
}

// Colours of the hint's marks and of the analysis's badges. A badge also
// says its value in letters, so that no one needs to tell the colours apart.
var (
	hintColour = color.RGBA{0x5c, 0xd0, 0xf0, 0xff}
	winColour  = color.RGBA{0x2e, 0x8b, 0x57, 0xff}
	drawColour = color.RGBA{0x6e, 0x6e, 0x6e, 0xff}
	lossColour = color.RGBA{0xc0, 0x39, 0x2b, 0xff}
)

// messageNow returns the message line as it shows this tick: while the
// computer or a hint searches, with dots that come and go, counted in
// ticks.
func (p *Play) messageNow() string {
	ticks := -1
	switch {
	case p.phase == PhaseThinking && p.sess.ComputerDecides():
		ticks = p.thought
	case p.hintSearch != nil:
		ticks = p.hintTicks
	}
	if ticks < 0 {
		return p.message
	}
	msg := p.message + strings.Repeat(".", 1+(ticks/dotTicks)%3)
	if p.search == nil && p.awaitsSolution() {
		msg += " (loading the solved game)"
	}
	return msg
}

// drawMoveMark rings a move's piece and its destination, joined by a line;
// a move that moves nothing is named in the message line instead.
func (p *Play) drawMoveMark(screen *ebiten.Image, st rules.State, c rules.Choice, clr color.Color) {
	if !c.Moves {
		return
	}
	v := p.boardV
	from, okFrom := p.view.PointOf(st, c.From)
	to, okTo := p.view.PointOf(st, c.To)
	r, w := v.Size*0.045, math.Max(2, v.Size*0.008)
	if okFrom && okTo {
		sprites.Line(screen, v.ToScreen(from), v.ToScreen(to), w, clr)
	}
	if okFrom {
		sprites.Ring(screen, v.ToScreen(from), r, w, clr)
	}
	if okTo {
		sprites.Ring(screen, v.ToScreen(to), r, w*1.6, clr)
	}
}

// badge returns the analysis's mark of a move's value: "W7" (a win in 7
// plies), "=" (a draw) or "L12", and its colour.
func badge(v solve.Value) (string, color.Color) {
	switch {
	case v.Points > 0:
		return "W" + strconv.Itoa(int(v.Plies)), winColour
	case v.Points < 0:
		return "L" + strconv.Itoa(int(v.Plies)), lossColour
	}
	return "=", drawColour
}

// drawBadges marks, when the analysis is on, each destination of the
// chosen pawn with the value of going there.
func (p *Play) drawBadges(screen *ebiten.Image, st rules.State) {
	if p.selected == nil || p.phase != PhaseAwait || p.moveValues == nil || !p.analysisOn() {
		return
	}
	v := p.boardV
	size := math.Max(10, v.Size*0.034)
	for _, c := range p.choices {
		if !c.Moves || !sprites.SameSource(*p.selected, c.From) {
			continue
		}
		val, ok := p.moveValue(c.Action)
		at, okAt := p.view.PointOf(st, c.To)
		if !ok || !okAt {
			continue
		}
		label, clr := badge(val)
		q := v.ToScreen(at).Add(sprites.Point{X: v.Size * 0.035, Y: -v.Size * 0.035})
		w := sprites.TextWidth(label, size, true) + size*0.6
		box := sprites.Rect{Min: sprites.Point{X: q.X - w/2, Y: q.Y - size*0.65}, Max: sprites.Point{X: q.X + w/2, Y: q.Y + size*0.65}}
		roundRect(screen, box, size*0.35, clr)
		strokeRoundRect(screen, box, size*0.35, math.Max(1, size*0.08), sprites.Paper)
		sprites.Text(screen, label, q, size, true, sprites.AlignCenter, sprites.Paper)
	}
}

// analysisLine says, when the analysis is on, what the position is worth
// for the person to move, and once a pawn is chosen how to read its marks.
func (p *Play) analysisLine() string {
	if p.moveValues == nil || !p.analysisOn() || p.phase != PhaseAwait {
		return ""
	}
	if p.selected != nil {
		return "Marks: W a win, = a draw, L a loss, in plies to the end with best play."
	}
	var best solve.Value
	for i, mv := range p.moveValues {
		if i == 0 || mv.Value.Better(best) {
			best = mv.Value
		}
	}
	plies := " in " + strconv.Itoa(int(best.Plies)) + " plies."
	switch {
	case best.Points > 0:
		return "Best play: you win" + pointsText(int(best.Points)) + plies + " Choose a pawn to see its moves."
	case best.Points < 0:
		return "Best play: you lose" + pointsText(int(-best.Points)) + plies + " Choose a pawn to see its moves."
	}
	return "Best play: a draw. Choose a pawn to see its moves."
}

// highlights returns the places to mark: the chosen piece and its
// destinations, or the pieces that can move, under the keyboard's cursor
// first.
func (p *Play) highlights() []rules.Place {
	if p.phase != PhaseAwait {
		return nil
	}
	if p.selected != nil {
		out := []rules.Place{*p.selected}
		for _, c := range p.choices {
			if c.Moves && sprites.SameSource(*p.selected, c.From) {
				out = append(out, c.To)
			}
		}
		return out
	}
	if pl, ok := p.keyPlace(); ok {
		return []rules.Place{pl}
	}
	return nil
}

// keyPlace returns the place of the board under the keyboard's cursor, if
// the keyboard is in use and its cursor is on the board, not on a button.
func (p *Play) keyPlace() (rules.Place, bool) {
	cands := p.candidates()
	if !p.keys || p.cursor >= len(cands) {
		return rules.Place{}, false
	}
	return cands[p.cursor], true
}

// candidates returns the places the keyboard goes through before the
// buttons: the sources, or the destinations of the chosen source, while a
// person picks a move; none otherwise.
func (p *Play) candidates() []rules.Place {
	if p.phase != PhaseAwait || p.ambiguous != nil || p.sess.State().ToMove() < 0 {
		return nil
	}
	if p.selected == nil {
		return rules.Sources(p.choices)
	}
	var out []rules.Place
	for _, c := range p.choices {
		if c.Moves && sprites.SameSource(*p.selected, c.From) {
			out = append(out, c.To)
		}
	}
	return out
}

// keyboard handles the keys: the arrows and Tab go round one ring, the
// board's candidates (pieces, or the chosen piece's destinations) and then
// the buttons, and Enter or Space acts on the one under the cursor; Escape
// lets go of a chosen piece. It reports whether a button acted, with the
// button's transition.
func (p *Play) keyboard(in *Input) (Transition, bool) {
	for _, a := range in.Actions {
		cands := p.candidates()
		n := len(cands) + len(p.menu.Buttons)
		switch a {
		case ActionNext, ActionRight, ActionDown:
			p.keys = true
			p.cursor = (p.cursor + 1) % n
		case ActionPrev, ActionLeft, ActionUp:
			p.keys = true
			p.cursor = (p.cursor + n - 1) % n
		case ActionBack:
			if p.ambiguous != nil {
				p.refresh() // as Cancel
			}
			p.selected, p.cursor = nil, 0
		case ActionConfirm:
			p.keys = true
			switch c := p.cursor % n; {
			case c >= len(cands):
				if i := c - len(cands); !p.menu.Buttons[i].Disabled {
					p.env.Click()
					return p.menuActs[i](), true
				}
			case p.selected == nil:
				p.pickSource(cands[c])
			default:
				p.pickTarget(cands[c].Cell)
			}
		}
	}
	if in.Pointer.Moved && !in.Pointer.Released && !in.Pointer.Down {
		p.keys = false // a mouse moving hides the cursor, as in the menu
	}
	// The menu shows the focus when the cursor is on one of its buttons.
	p.menu.keys = false
	if p.keys {
		cands := len(p.candidates())
		p.menu.keys = p.cursor >= cands
		if p.menu.keys {
			p.menu.Focus = min(p.cursor-cands, len(p.menu.Buttons)-1)
		}
	}
	return Stay(), false
}

// choose handles the pointer while a person picks a move.
func (p *Play) choose(in *Input) {
	if p.ambiguous != nil {
		return // the menu lists the moves to pick from
	}
	if !in.Pointer.Released {
		return
	}
	p.keys = false
	st := p.sess.State()
	bp := p.boardV.ToBoard(sprites.Point{X: in.Pointer.X, Y: in.Pointer.Y})
	if p.selected != nil {
		if cell, ok := p.view.TargetAt(st, bp); ok && p.pickTarget(cell) {
			return
		}
	}
	if src, ok := p.view.SourceAt(st, bp); ok {
		p.pickSource(src)
		return
	}
	if cell, ok := p.view.TargetAt(st, bp); ok && p.selected == nil {
		// One tap on a destination suffices when a single piece can go there.
		var only []rules.Choice
		for _, c := range p.choices {
			if c.Moves && c.To.Cell == cell {
				only = append(only, c)
			}
		}
		if len(only) == 1 {
			p.play(only[0])
			return
		}
	}
	p.selected = nil
}

// pickSource selects a piece, or plays its move at once when it has only one.
func (p *Play) pickSource(src rules.Place) {
	var mine []rules.Choice
	for _, c := range p.choices {
		if c.Moves && sprites.SameSource(src, c.From) {
			mine = append(mine, c)
		}
	}
	switch len(mine) {
	case 0:
		p.selected = nil
	case 1:
		p.play(mine[0])
	default:
		// Keep the place picked, not one choice's: pawns sharing a cell are
		// all chosen, and each shows its destinations.
		p.selected, p.cursor = &src, 0
		p.env.Click()
	}
}

// pickTarget plays the move of the chosen piece to cell; when several moves
// lead there (different throws of a pool), it asks which. It reports whether
// cell was a destination.
func (p *Play) pickTarget(cell int) bool {
	var to []rules.Choice
	for _, c := range p.choices {
		if c.Moves && sprites.SameSource(*p.selected, c.From) && c.To.Cell == cell {
			to = append(to, c)
		}
	}
	switch len(to) {
	case 0:
		return false
	case 1:
		p.play(to[0])
	default:
		p.ambiguous = to
		labels := make([]string, 0, len(to)+1)
		p.menuActs = p.menuActs[:0]
		for _, c := range to {
			c := c
			labels = append(labels, p.env.MoveLabel(p.sess, c))
			p.menuActs = append(p.menuActs, func() Transition { p.play(c); return Stay() })
		}
		labels = append(labels, "Cancel")
		p.menuActs = append(p.menuActs, func() Transition { p.refresh(); return Stay() })
		p.menu, p.analysisButton = NewMenu(labels...), -1
		p.layoutMenu()
	}
	return true
}

// String describes the screen for tests and logs.
func (p *Play) String() string {
	return fmt.Sprintf("play %s phase %d: %s", p.sess.Game().Name, p.phase, p.message)
}
