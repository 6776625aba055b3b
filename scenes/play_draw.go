package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	"tabula/sprites"
	"tabula/tray"
)

// captioner is implemented by views that say in a line what the board
// alone does not show (Thayyam's pool of throws, Diam's reserves).
type captioner interface {
	Caption(s rules.State) string
}

// layout places the board, the side panel and the log for a screen of w×h
// pixels. On a screen too short for the log beside the buttons (a phone
// held upright), the log is a drawer that a button opens.
func (p *Play) layout(w, h int) {
	if p.lastSize == [2]int{w, h} {
		return
	}
	p.lastSize = [2]int{w, h}
	p.metrics = MetricsFor(w, h)
	m := p.metrics
	W, H := float64(w), float64(h)
	if W >= H { // landscape: the board on the left, the panel on the right
		side := math.Max(1, math.Min(H-2*m.Pad, W*0.62))
		p.boardV = sprites.Fit(sprites.Rect{Min: sprites.Point{X: m.Pad, Y: m.Pad}, Max: sprites.Point{X: m.Pad + side, Y: H - m.Pad}})
		p.hud = sprites.Rect{Min: sprites.Point{X: 2*m.Pad + side, Y: m.Pad}, Max: sprites.Point{X: W - m.Pad, Y: H - m.Pad}}
	} else { // portrait: the board on top, the panel below
		side := math.Max(1, math.Min(W-2*m.Pad, H*0.62))
		p.boardV = sprites.Fit(sprites.Rect{Min: sprites.Point{X: m.Pad, Y: m.Pad}, Max: sprites.Point{X: W - m.Pad, Y: m.Pad + side}})
		p.hud = sprites.Rect{Min: sprites.Point{X: m.Pad, Y: 2*m.Pad + side}, Max: sprites.Point{X: W - m.Pad, Y: H - m.Pad}}
	}
	// The message, a row of the turn's buttons, the bar and six lines of
	// log.
	bar := 4 // undo, redo, hint, menu
	if p.env.Oracle(p.sess.Game()) != nil {
		bar++ // analysis
	}
	need := m.Text*4.8 + float64(1+(bar+1)/2)*(m.Row+m.Pad) + m.Text*6
	if p.tray != nil {
		need += math.Min(p.hud.W(), m.Text*16)*trayH/trayW + m.Pad
	}
	drawer := p.hud.H() < need
	if drawer != p.drawer {
		p.drawer, p.logOpen = drawer, false
		p.buildMenu()
		return
	}
	p.layoutMenu()
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
// them, the marks, the message, the tray, the log and the buttons.
func (p *Play) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	v := p.boardV
	if size := int(math.Round(v.Size)); size > 0 {
		img := p.board.Image(size, size, p.view.DrawBoard)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(v.Origin.X, v.Origin.Y)
		screen.DrawImage(img, op)
	}
	st := p.shownState()
	for _, pl := range p.highlights() {
		p.view.Highlight(screen, v, st, pl)
	}
	for _, pc := range p.pieces {
		if _, moving := p.moving[pc.ID]; !moving {
			p.view.DrawPiece(screen, st, pc, v.ToScreen(pc.At), pc.R*v.Size, 1)
		}
	}
	p.drawLastMove(screen)
	if h := p.hint.found; h != nil && p.phase == PhaseAwait {
		p.drawMoveMark(screen, st, *h, hintColour)
	}
	if sel := p.picking.selected; sel != nil && p.phase == PhaseAwait {
		// The chosen piece is marked over the pieces, so that a mark on a
		// pawn (or on a pile) shows.
		p.view.Highlight(screen, v, st, *sel)
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
	drawFitted(screen, p.messageNow(), sprites.Rect{Min: p.hud.Min, Max: sprites.Point{X: p.hud.Max.X, Y: p.hud.Min.Y + m.Text*2.6}}, m.Text, sprites.Paper)
	caption := ""
	if c, ok := p.view.(captioner); ok {
		caption = c.Caption(st)
	}
	if line := p.analysisLine(); line != "" {
		caption = line
	}
	if caption != "" {
		drawWrapped(screen, caption, sprites.Rect{Min: sprites.Point{X: p.hud.Min.X, Y: p.hud.Min.Y + m.Text*2.6}, Max: sprites.Point{X: p.hud.Max.X, Y: p.hud.Min.Y + m.Text*4.6}}, m.Text*0.85, sprites.WoodLight)
	}
	p.drawTray(screen)
	p.drawSeedPath(screen)
	if p.picking.ambiguous != nil {
		drawWrapped(screen, "Which move?", sprites.Rect{Min: sprites.Point{X: p.hud.Min.X, Y: p.hud.Min.Y + m.Text*2.4}, Max: p.hud.Max}, m.Text*0.9, sprites.Highlight)
	}
	p.drawLog(screen)
	p.menu.Draw(screen, m)
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
