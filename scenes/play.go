package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	"tabula/scenes/anim"
	"tabula/scenes/session"
	"tabula/scenes/tray"
	"tabula/sprites"
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
	PhaseThinking                   // a computer seat is about to act
	PhaseOver                       // the game has ended
)

// Ticks of the animations at normal speed.
const (
	hopTicks   = 10
	slideTicks = 16
	flyTicks   = 26
	thinkTicks = 36 // the pause before a computer's step, so a person can follow
)

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
	think   int                  // ticks left before the computer acts
	pieces  []sprites.Piece
	choices []rules.Choice

	selected  *rules.Place   // the chosen source, if any
	cursor    int            // the keyboard's place in the list of candidates
	keys      bool           // the keyboard was used last: show its cursor
	ambiguous []rules.Choice // several moves join the same places: the player picks one
	menu      *Menu          // the buttons: throw, pass, end, undo, menu
	menuActs  []func() Transition

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
	st := p.sess.State()
	p.pieces = p.view.Pieces(st, p.pieces[:0])
	p.choices = rules.Choices(st, p.choices[:0])
	p.selected, p.ambiguous, p.cursor = nil, nil, 0
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
		p.phase, p.think = PhaseThinking, p.env.Speed.Scale(thinkTicks)
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
	case PhaseThinking:
		if p.think--; p.think <= 0 {
			p.step(p.sess.ComputerStep)
		}
	case PhaseOver:
		if !p.resultShown {
			p.resultShown = true
			return Push(NewResult(p.env, p))
		}
	}
	if in.Has(ActionBack) && p.selected == nil && p.ambiguous == nil {
		return Push(NewPause(p.env, p))
	}
	if in.Has(ActionUndo) && p.sess.CanUndo() {
		p.undo()
		return Stay()
	}
	if i := p.menu.Update(in); i >= 0 {
		p.env.Click()
		return p.menuActs[i]()
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
	st := p.sess.State()
	for _, pl := range p.highlights() {
		p.view.Highlight(screen, v, st, pl)
	}
	for _, pc := range p.pieces {
		if _, moving := p.moving[pc.ID]; !moving {
			p.view.DrawPiece(screen, st, pc, v.ToScreen(pc.At), pc.R*v.Size, 1)
		}
	}
	if p.selected != nil && p.phase == PhaseAwait {
		// The chosen piece is marked over the pieces, so that a mark on a
		// pawn (or on a pile) shows.
		p.view.Highlight(screen, v, st, *p.selected)
	}
	for _, pc := range p.pieces {
		if pm, moving := p.moving[pc.ID]; moving {
			at := v.ToScreen(sprites.Point{X: pm.at.X, Y: pm.at.Y - pm.lift})
			p.view.DrawPiece(screen, st, pc, at, pc.R*v.Size*(1+pm.lift), pm.squash)
		}
	}
	m := p.metrics
	drawWrapped(screen, p.message, sprites.Rect{Min: p.hud.Min, Max: sprites.Point{X: p.hud.Max.X, Y: p.hud.Min.Y + m.Text*2.6}}, m.Text, sprites.Paper)
	if c, ok := p.view.(captioner); ok {
		drawWrapped(screen, c.Caption(st), sprites.Rect{Min: sprites.Point{X: p.hud.Min.X, Y: p.hud.Min.Y + m.Text*2.6}, Max: sprites.Point{X: p.hud.Max.X, Y: p.hud.Min.Y + m.Text*4.6}}, m.Text*0.85, sprites.WoodLight)
	}
	p.drawTray(screen)
	p.drawSeedPath(screen)
	if p.ambiguous != nil {
		drawWrapped(screen, "Which move?", sprites.Rect{Min: sprites.Point{X: p.hud.Min.X, Y: p.hud.Min.Y + m.Text*2.4}, Max: p.hud.Max}, m.Text*0.9, sprites.Highlight)
	}
	p.menu.Draw(screen, m)
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
	if p.keys {
		if cands := p.candidates(); len(cands) > 0 {
			return []rules.Place{cands[p.cursor%len(cands)]}
		}
	}
	return nil
}

// candidates returns what the keyboard cycles through: the sources, or the
// destinations of the chosen source.
func (p *Play) candidates() []rules.Place {
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

// choose handles the pointer and the keyboard while a person picks a move.
func (p *Play) choose(in *Input) {
	if p.ambiguous != nil {
		return // the menu lists the moves to pick from
	}
	for _, a := range in.Actions {
		switch a {
		case ActionNext, ActionRight, ActionDown:
			p.keys = true
			p.cursor++
		case ActionPrev, ActionLeft, ActionUp:
			p.keys = true
			p.cursor += len(p.candidates()) - 1
		case ActionBack:
			p.selected, p.cursor = nil, 0
		case ActionConfirm:
			p.keys = true
			if cands := p.candidates(); len(cands) > 0 {
				c := cands[p.cursor%len(cands)]
				if p.selected == nil {
					p.pickSource(c)
				} else {
					p.pickTarget(c.Cell)
				}
			}
		}
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
		p.menu = NewMenu(labels...)
		p.layoutMenu()
	}
	return true
}

// String describes the screen for tests and logs.
func (p *Play) String() string {
	return fmt.Sprintf("play %s phase %d: %s", p.sess.Game().Name, p.phase, p.message)
}
