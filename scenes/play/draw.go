package play

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/lang"
	"tabula/rules"
	"tabula/scenes/ui"
	"tabula/sprites"
	"tabula/tray"
)

// captioner is implemented by views that say in a line what the board
// alone does not show (Thayyam's pool of throws, Diam's reserves), in a
// language, naming seats with name.
type captioner interface {
	Caption(l lang.Lang, s rules.State, name func(rules.Player) string) string
}

// playLayout is where the play screen's parts go: the board (whose frame
// the board keeps), the side panel of the header, buttons and log, and
// the text's sizes, for the window's size.
type playLayout struct {
	size    [2]int       // the window's size they were placed for
	metrics ui.Metrics   // the text's and buttons' sizes
	hud     sprites.Rect // the side panel: the header, the tray, the buttons and the log
}

// arrange places the board, the side panel and the log for a screen of w×h
// pixels. On a screen too short for the log beside the buttons (a phone
// held upright), the log is a drawer that a button opens.
func (p *Play) arrange(w, h int) {
	if p.layout.size == [2]int{w, h} {
		return
	}
	p.layout.size = [2]int{w, h}
	p.layout.metrics = ui.MetricsFor(w, h)
	m := p.layout.metrics
	W, H := float64(w), float64(h)
	if W >= H { // landscape: the board on the left, the panel on the right
		side := math.Max(1, math.Min(H-2*m.Pad, W*0.62))
		p.board.frame = sprites.Fit(sprites.Rect{Min: sprites.Point{X: m.Pad, Y: m.Pad}, Max: sprites.Point{X: m.Pad + side, Y: H - m.Pad}})
		p.layout.hud = sprites.Rect{Min: sprites.Point{X: 2*m.Pad + side, Y: m.Pad}, Max: sprites.Point{X: W - m.Pad, Y: H - m.Pad}}
	} else { // portrait: the board on top, the panel below
		side := math.Max(1, math.Min(W-2*m.Pad, H*0.62))
		p.board.frame = sprites.Fit(sprites.Rect{Min: sprites.Point{X: m.Pad, Y: m.Pad}, Max: sprites.Point{X: W - m.Pad, Y: m.Pad + side}})
		p.layout.hud = sprites.Rect{Min: sprites.Point{X: m.Pad, Y: 2*m.Pad + side}, Max: sprites.Point{X: W - m.Pad, Y: H - m.Pad}}
	}
	// The message, a row of the turn's buttons, the bar and six lines of
	// log.
	bar := 4 // undo, redo, hint, menu
	if p.env.Oracle(p.sess.Game()) != nil && p.server == nil {
		bar++ // analysis
	}
	need := m.Text*p.headerLines() + float64(1+(bar+1)/2)*(m.Row+m.Pad) + m.Text*6
	if p.lots.tray != nil {
		need += math.Min(p.layout.hud.W(), m.Text*16)*trayH/trayW + m.Pad
	}
	drawer := p.layout.hud.H() < need
	if drawer != p.record.log.drawer {
		p.record.log.drawer, p.record.log.open = drawer, false
		p.buildMenu()
		return
	}
	p.layoutMenu()
}

// drawTray draws the tray and its lots where they are.
func (p *Play) drawTray(screen *ebiten.Image) {
	r := p.lots.rect
	if p.lots.tray == nil || r.W() <= 0 {
		return
	}
	m := p.layout.metrics
	ui.RoundRect(screen, sprites.Rect{Min: r.Min.Sub(sprites.Point{X: m.Pad * 0.4, Y: m.Pad * 0.4}), Max: r.Max.Add(sprites.Point{X: m.Pad * 0.4, Y: m.Pad * 0.4})}, m.Pad*0.6, sprites.WoodDark)
	ui.RoundRect(screen, r, m.Pad*0.4, sprites.TrayFloor)
	if p.lots.tray.Ticks() == 0 && !p.lots.throwing {
		return // nothing thrown yet
	}
	k := r.W() / trayW
	cowry := p.lots.tray.Kind() == tray.KindCowries
	for i := range p.lots.tray.Len() {
		l := p.lots.tray.Lot(i)
		at := sprites.Point{X: r.Min.X + l.X*k, Y: r.Min.Y + l.Y*k}
		sprites.Lot(screen, at, trayR*k, p.lots.tray.Kind().Aspect(), l.Angle, l.Flip, l.Z*k, cowry)
	}
}

// Draw draws the board, the pieces where the rules or the animations put
// them, the marks, the message, the tray, the log and the buttons.
func (p *Play) Draw(screen *ebiten.Image) { p.drawWith(screen, p.drawSide) }

// drawWith draws the board and what lies on it, the tray, then the side
// panel's shapes and every word of the screen (see pass): side draws the
// panel in the pass given, the play screen's own (drawSide) or a
// tutorial's.
func (p *Play) drawWith(screen *ebiten.Image, side func(*ebiten.Image, ui.Pass)) {
	screen.Fill(sprites.Table)
	v := p.board.frame
	if size := int(math.Round(v.Size)); size > 0 {
		img := p.board.baked.Image(size, size, p.board.view.DrawBoard)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(v.Origin.X, v.Origin.Y)
		screen.DrawImage(img, op)
	}
	st := p.shownState()
	for _, pl := range p.highlights() {
		p.board.view.Highlight(screen, v, st, pl)
	}
	for _, pc := range p.board.pieces {
		if _, moving := p.motion.moving[pc.ID]; !moving {
			p.board.view.DrawPiece(screen, st, pc, v.ToScreen(pc.At), pc.R*v.Size, 1)
		}
	}
	p.drawMovable(screen, st)
	p.drawLastMove(screen)
	if h := p.advice.hint.found; h != nil && p.phase == PhaseAwait {
		p.drawMoveMark(screen, st, *h, hintColour)
	}
	if sel := p.board.picking.selected; sel != nil && p.phase == PhaseAwait {
		// The chosen piece is marked over the pieces, so that a mark on a
		// pawn (or on a pile) shows.
		p.board.view.Highlight(screen, v, st, *sel)
		// All its destinations are lit: a ring marks the keyboard's.
		if pl, ok := p.keyPlace(); ok {
			if at, ok := p.board.view.PointOf(st, pl); ok {
				sprites.EdgedRing(screen, v.ToScreen(at), v.Size*0.05, math.Max(2, v.Size*0.008), sprites.Paper)
			}
		}
	}
	// The cells' names over the marks of a move, whose yellow would hide
	// their words (see TestTextContrast), and under the moving pieces.
	if lb, ok := p.board.view.(sprites.Labeler); ok && p.labelsShown() {
		p.board.labels = lb.Labels(st, p.board.labels[:0])
		sprites.DrawLabels(screen, v, p.board.labels, p.layout.metrics.Text)
	}
	if p.phase != PhaseAnimating {
		p.board.letters = p.pieceLetters(st, p.board.letters[:0])
		sprites.DrawLabels(screen, v, p.board.letters, p.layout.metrics.Text*0.75)
	}
	for _, pc := range p.board.pieces {
		if pm, moving := p.motion.moving[pc.ID]; moving {
			at := v.ToScreen(sprites.Point{X: pm.at.X, Y: pm.at.Y - pm.lift})
			p.board.view.DrawPiece(screen, st, pc, at, pc.R*v.Size*(1+pm.lift), pm.squash)
		}
	}
	p.drawTray(screen)
	p.drawSeedPath(screen)
	for _, ps := range [...]ui.Pass{ui.PassShapes, ui.PassWords} {
		p.drawBadges(screen, st, ps)
		side(screen, ps)
	}
}

// pieceLetters appends to buf the letters that name the pieces of st in
// the words (Daryon's and Thayyam's "pawn a"), each beside its piece
// where it hides least of the pieces around; a Daryon pawn that may go
// home has its letter lit. It appends nothing for a game whose words name
// no piece by letter.
func (p *Play) pieceLetters(st rules.State, buf []sprites.Label) []sprites.Label {
	name := p.sess.Game().Help.PieceName
	if name == nil {
		return buf
	}
	for _, pc := range p.board.pieces {
		text, entitled := name(st, pc.Place)
		if text == "" {
			continue
		}
		d := pc.R * 0.95
		beside := []sprites.Point{
			pc.At.Add(sprites.Point{X: d, Y: d}), pc.At.Add(sprites.Point{X: d, Y: -d}),
			pc.At.Add(sprites.Point{X: -d, Y: d}), pc.At.Add(sprites.Point{X: -d, Y: -d}),
			pc.At.Add(sprites.Point{X: d * 1.35}), pc.At.Add(sprites.Point{Y: d * 1.35}),
		}
		buf = append(buf, sprites.Label{At: sprites.PlaceLabel(text, beside, p.board.pieces), Text: text, Lit: entitled})
	}
	return buf
}

// drawMovable rings the pieces the person to act may move (see
// movableSources): a thin ring, lighter than a chosen piece's mark.
func (p *Play) drawMovable(screen *ebiten.Image, st rules.State) {
	v := p.board.frame
	for _, src := range p.movableSources() {
		at, ok := p.board.view.PointOf(st, src)
		if !ok {
			continue
		}
		q, r := p.pieceNear(v.ToScreen(at))
		w := math.Max(1.5, v.Size*0.005)
		// Light on dark: it shows on a light board and on a dark one.
		sprites.Ring(screen, q, r*1.22, w*2.6, sprites.Ink)
		sprites.EdgedRing(screen, q, r*1.22, w, movableColour)
	}
}

// movableColour rings the pieces that may move.
var movableColour = sprites.Paper

// pieceNear returns the centre and radius, on the screen, of the piece of
// the position shown nearest to q (a stack's lower pawn is tapped below
// its centre), or q itself and a pawn's usual radius when none is near.
func (p *Play) pieceNear(q sprites.Point) (sprites.Point, float64) {
	v := p.board.frame
	best, centre, radius := math.Inf(1), q, v.Size*0.03
	for _, pc := range p.board.pieces {
		at, r := v.ToScreen(pc.At), pc.R*v.Size
		if d := at.Sub(q).Len(); d < 2*r && d < best {
			best, centre, radius = d, at, r
		}
	}
	return centre, radius
}

// drawSide draws the side panel in the pass ps: the header, the log and
// the buttons. The log's open drawer covers the header and the buttons
// above the bar: they are not drawn, their words would show through it.
func (p *Play) drawSide(screen *ebiten.Image, ps ui.Pass) {
	m := p.layout.metrics
	covered := p.record.log.drawer && p.record.log.open
	if !covered {
		p.drawHeader(screen, p.shownState(), ps)
	}
	p.drawLog(screen, ps)
	first := 0
	if covered {
		first = p.buttons.bar
	}
	if ps == ui.PassShapes {
		p.buttons.menu.DrawShapesFrom(screen, m, first)
		return
	}
	if p.board.picking.ambiguous != nil && !covered {
		ui.DrawWrapped(screen, p.env.T("Which move?"), sprites.Rect{Min: sprites.Point{X: p.layout.hud.Min.X, Y: p.layout.hud.Min.Y + m.Text*2.4}, Max: p.layout.hud.Max}, m.Text*0.9, sprites.Highlight)
	}
	p.buttons.menu.DrawWordsFrom(screen, m, first)
}

// marker is implemented by views that show the style of a seat's pieces
// (their colour and mark), for the turn line.
type marker interface {
	Marks(s rules.State, p rules.Player) []sprites.PieceStyle
}

// headerLines is the height of the panel's header, in lines of text: the
// turn line, two lines of what just happened (three, a little smaller),
// and the caption.
const headerLines = 5.95

// roomLines is the height of a room's lines under the header: its code and
// who is connected.
const roomLines = 2.2

// headerLines returns the height of the panel's header, in lines of text:
// in a room, with the room's lines.
func (p *Play) headerLines() float64 {
	if p.server != nil {
		return headerLines + roomLines
	}
	return headerLines
}

// drawHeader draws the top of the side panel: the turn line, after the
// colour and mark of the seat to act; under it, what the last tap did or
// the last step in words; then what the board does not show (a pool of
// throws, reserves, credit, the match's score, the analysis).
// The marks are shapes, drawn in the shapes' pass; the words in the
// words' (see pass).
func (p *Play) drawHeader(screen *ebiten.Image, st rules.State, ps ui.Pass) {
	m := p.layout.metrics
	x0, x1, y := p.layout.hud.Min.X, p.layout.hud.Max.X, p.layout.hud.Min.Y
	x := x0
	if mk, ok := p.board.view.(marker); ok && p.phase != PhaseReading && p.phase != PhaseOver {
		r := m.Text * 0.42
		// The mark of the seat the turn line names: while a step plays,
		// the session has already passed the turn on.
		for _, style := range mk.Marks(p.sess.State(), p.status.actor) {
			if ps == ui.PassShapes {
				sprites.Pawn(screen, sprites.Point{X: x + r, Y: y + m.Text*0.72}, r, style, 1)
			}
			x += 2*r + m.Pad*0.3
		}
		if x > x0 {
			x += m.Pad * 0.3
		}
	}
	if ps == ui.PassShapes {
		return
	}
	ui.DrawFitted(screen, p.messageNow(), sprites.Rect{Min: sprites.Point{X: x, Y: y}, Max: sprites.Point{X: x1, Y: y + m.Text*1.45}}, m.Text, sprites.Paper)
	y += m.Text * 1.45
	clr := color.Color(sprites.Paper)
	if p.status.note != "" || p.advice.hint.search != nil || p.roomProblem() != "" {
		clr = sprites.Highlight
	}
	ui.DrawFitted(screen, p.noteNow(), sprites.Rect{Min: sprites.Point{X: x0, Y: y}, Max: sprites.Point{X: x1, Y: y + m.Text*2.9}}, m.Text*0.85, clr)
	y += m.Text * 3.0
	ui.DrawFitted(screen, p.captionLine(st), sprites.Rect{Min: sprites.Point{X: x0, Y: y}, Max: sprites.Point{X: x1, Y: y + m.Text*1.3}}, m.Text*0.8, sprites.WoodLight)
	if line := p.roomLine(); line != "" {
		y += m.Text * 1.4
		ui.DrawFitted(screen, line, sprites.Rect{Min: sprites.Point{X: x0, Y: y}, Max: sprites.Point{X: x1, Y: y + m.Text*roomLines}}, m.Text*0.8, sprites.Paper)
	}
}

// captionLine says what the board does not show: the analysis when it is
// on, otherwise the view's caption and the match's score.
func (p *Play) captionLine(st rules.State) string {
	if line := p.analysisLine(); line != "" {
		return line
	}
	var parts []string
	if c, ok := p.board.view.(captioner); ok {
		if text := c.Caption(p.env.Lang, p.captionState(st), p.seatWords); text != "" {
			parts = append(parts, text)
		}
	}
	if goal := p.sess.Game().Rules.MatchPoints; goal > 0 {
		score := make([]string, p.sess.State().Players())
		for i := range score {
			n := 0
			if sc := p.sess.Score(); i < len(sc) {
				n = sc[i]
			}
			score[i] = p.seatWords(rules.Player(i)) + " " + strconv.Itoa(n)
		}
		parts = append(parts, p.env.F("Match to %d: %s", goal, strings.Join(score, ", ")))
	}
	return strings.Join(parts, "; ")
}

// drawMoveMark shows a move on the board, the hint's: a ring round the
// piece and an arrow to its destination, ringed too. A move that moves
// nothing is said in words only.
func (p *Play) drawMoveMark(screen *ebiten.Image, st rules.State, c rules.Choice, clr color.Color) {
	if !c.Moves {
		return
	}
	v := p.board.frame
	from, okFrom := p.board.view.PointOf(st, c.From)
	to, okTo := p.board.view.PointOf(st, c.To)
	r, w := v.Size*0.045, math.Max(2, v.Size*0.008)
	if okFrom {
		sprites.EdgedRing(screen, v.ToScreen(from), r, w, clr)
	}
	if okTo {
		sprites.EdgedRing(screen, v.ToScreen(to), r, w*1.6, clr)
	}
	if !okFrom || !okTo {
		return
	}
	a, b := v.ToScreen(from), v.ToScreen(to)
	d := b.Sub(a)
	n := d.Len()
	if n < 2*r {
		return
	}
	u := d.Scale(1 / n)
	start, tip := a.Add(u.Scale(r)), b.Sub(u.Scale(r*1.2))
	sprites.EdgedLine(screen, start, tip, w, clr)
	// The arrow's head, two strokes back from the tip.
	side := sprites.Point{X: -u.Y, Y: u.X}
	head := r * 0.7
	sprites.EdgedLine(screen, tip, tip.Sub(u.Scale(head)).Add(side.Scale(head*0.6)), w, clr)
	sprites.EdgedLine(screen, tip, tip.Sub(u.Scale(head)).Sub(side.Scale(head*0.6)), w, clr)
}

// captionState returns the position the caption speaks of: while the lots
// are in the air, the one before the throw, so that the points show when
// the lots land.
func (p *Play) captionState(st rules.State) rules.State {
	if h := p.history(); p.lots.throwing && p.record.shown < 0 && h.At() > 0 {
		return h.StateAt(h.At() - 1)
	}
	return st
}

// seatWords names a seat of the game shown, in the screens' language.
func (p *Play) seatWords(q rules.Player) string {
	return p.sess.Game().Help.SeatName(p.env.Lang, p.sess.State().Players(), q)
}
