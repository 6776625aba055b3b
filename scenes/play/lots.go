package play

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/anim"
	"tabula/rules"
	"tabula/sprites"
	"tabula/tray"
)

// lotsPart is the tray of the games with chance, where the lots are
// thrown, and their flight to the path.
type lotsPart struct {
	tray      *tray.Tray // nil for the games without chance
	rect      sprites.Rect
	throwing  bool // the lots are in the air; the animation waits for them
	seedTicks int  // ticks since the lots began to fly to the path
	// counted is the number of the game's throws already added to the
	// device's counts: a throw made again after an undo is the same
	// throw (the session draws the nth throw of a game from its seed), so
	// only a throw beyond them is counted (see countThrows).
	counted int
}

// seedPath returns, in a game whose lots lie along the path (Daryon's
// seeds), the cells of the move being considered: the chosen pawn's, or
// the only movable pawn's. As Daryon's source suggests, the marked lots
// leave the tray and lie one per cell along it, the last one where the
// pawn lands.
func (p *Play) seedPath() (cells []int, mover rules.Player) {
	if !p.board.look.LotsOnPath || p.phase != PhaseAwait || p.lots.tray == nil {
		return nil, 0
	}
	src := p.board.picking.selected
	if src == nil {
		if s := rules.Sources(p.board.choices); len(s) == 1 {
			src = &s[0]
		}
	}
	if src == nil {
		return nil, 0
	}
	for _, c := range p.board.choices {
		if c.Moves && sprites.SameSource(*src, c.From) && len(c.Path) > 0 {
			return c.Path, c.From.Player
		}
	}
	return nil, 0
}

// updateSeedPath counts the ticks of the lots' flight to the path.
func (p *Play) updateSeedPath() {
	if path, _ := p.seedPath(); path != nil {
		p.lots.seedTicks++
	} else {
		p.lots.seedTicks = 0
	}
}

// drawSeedPath draws the lots flying from the tray to the cells of the
// path, one after another.
func (p *Play) drawSeedPath(screen *ebiten.Image) {
	path, mover := p.seedPath()
	if path == nil {
		return
	}
	st := p.sess.State()
	from := p.lots.rect.Center()
	r := p.board.frame.Size * 0.016
	for i, cell := range path {
		at, ok := p.board.view.PointOf(st, rules.Place{Cell: cell, Player: mover})
		if !ok {
			continue
		}
		to := p.board.frame.ToScreen(at).Add(sprites.Point{X: r * 1.2, Y: -r * 1.2})
		t := anim.Progress(p.lots.seedTicks-3*i, p.env.Speed.Scale(14), anim.Out)
		if p.lots.seedTicks-3*i <= 0 && p.env.Speed != anim.Instant {
			continue
		}
		h := anim.Hop{From: anim.Vec(from), To: anim.Vec(to), Height: r * 4}
		pos, lift, _ := h.At(t)
		sprites.Lot(screen, sprites.Point(pos), r, 0.62, 0.6+0.9*float64(i), 0, lift, false)
		if i == len(path)-1 && t >= 1 {
			sprites.EdgedRing(screen, to, r*1.9, math.Max(1.5, r*0.3), sprites.Highlight)
		}
	}
}
