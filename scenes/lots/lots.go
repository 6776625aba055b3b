package lots

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/anim"
	"tabula/games"
	"tabula/rules"
	"tabula/scenes/board"
	"tabula/scenes/ui"
	"tabula/sprites"
	"tabula/tray"
)

// TrayW, TrayH and TrayR are the tray's size in its own units, and the
// lots' radius: 1/20 of its width.
const (
	TrayW, TrayH, TrayR = 320.0, 180.0, 14.0
)

// Part is the tray of the games with chance, where the lots are
// thrown, and their flight to the path.
type Part struct {
	Tray      *tray.Tray // nil for the games without chance
	Rect      sprites.Rect
	Throwing  bool // the lots are in the air; the animation waits for them
	seedTicks int  // ticks since the lots began to fly to the path
	// counted is the number of the game's throws already added to the
	// device's counts: a throw made again after an undo is the same
	// throw (the session draws the nth throw of a game from its seed), so
	// only a throw beyond them is counted (see count).
	Counted int
	points  int    // what the last throw is worth
	Shown   Thrown // the throw shown large over the board once landed
}

// Throw throws the lots into the tray when a step's events hold a throw,
// the step that ends at steps steps. The rules mark the lowest K lots;
// which lots show their marked face is shuffled here, the same way for the
// same step of the same game.
func (l *Part) Throw(events []rules.Event, steps int) {
	if l.Tray == nil {
		return
	}
	for _, e := range events {
		if e.Kind != rules.EventThrow {
			continue
		}
		n := l.Tray.Len()
		rng := rules.NewRand(uint64(steps)*0x9e3779b97f4a7c15 + uint64(e.Mask))
		order := rng.Perm(n)
		var faces uint8
		for i := range n {
			if e.Mask&(1<<uint(i)) != 0 {
				faces |= 1 << uint(order[i])
			}
		}
		l.Tray.Throw(rng.Uint64(), faces)
		l.Throwing, l.points = true, int(e.Points)
		l.Shown.Hide()
	}
}

// ShowLast lays in the tray, at rest, the lots of the last throw of h's
// first steps steps: a position shown with its throw pictures its seeds
// or cowries, not an empty tray.
func (l *Part) ShowLast(h *rules.History, steps int) {
	if l.Tray == nil {
		return
	}
	for i := steps - 1; i >= 0; i-- {
		if step := h.Step(i); step.Throw() {
			l.Throw(step.Events, steps)
			l.Update(true, anim.Instant, nil)
			l.Shown.Hide() // a position shown, not a throw made
			return
		}
	}
}

// Update advances the lots one tick (two when fast), or lands them at
// once when skipped or at the speed instant; hop is called as they land.
func (l *Part) Update(skip bool, speed anim.Speed, hop func()) {
	if skip || speed == anim.Instant {
		l.Tray.Instant()
	} else {
		n := 1
		if speed == anim.Fast {
			n = 2
		}
		for range n {
			l.Tray.Update()
			for _, h := range l.Tray.Hits() {
				if h.Strength > 0.3 {
					hop()
					break
				}
			}
		}
	}
	if l.Tray.Settled() {
		if l.Throwing {
			l.Shown.Show(l.Tray, l.points, speed)
		}
		l.Throwing = false
	}
}

// Place puts the tray in r, where the lots are drawn and fly from.
func (l *Part) Place(r sprites.Rect) { l.Rect = r }

// Land lands the lots in the air at once.
func (l *Part) Land() {
	if l.Throwing {
		l.Tray.Instant()
		l.Throwing = false
	}
	l.Shown.Hide()
}

// Settling reports whether the lots move: in the air, or coming to rest.
func (l *Part) Settling() bool {
	return l.Throwing || l.Tray != nil && !l.Tray.Settled()
}

// Count adds a step's fresh throws to the device's counts, at the
// game's present after present steps of h: a throw drawn again after an
// undo is not fresh.
func (l *Part) Count(env *ui.Env, g *games.Game, h *rules.History, events []rules.Event) {
	if n := ThrowsUpTo(h, h.At()); n > l.Counted {
		l.Counted = n
		env.CountThrows(g, events)
	}
}

// ThrowsUpTo returns the number of throws among the first n steps of h.
func ThrowsUpTo(h *rules.History, n int) int {
	throws := 0
	for i := range n {
		if h.Step(i).Throw() {
			throws++
		}
	}
	return throws
}

// Draw draws the tray and its lots in their rectangle, in a screen of
// metrics m.
func (l *Part) Draw(screen *ebiten.Image, m ui.Metrics) {
	r := l.Rect
	if l.Tray == nil || r.W() <= 0 {
		return
	}
	ui.RoundRect(screen, sprites.Rect{Min: r.Min.Sub(sprites.Point{X: m.Pad * 0.4, Y: m.Pad * 0.4}), Max: r.Max.Add(sprites.Point{X: m.Pad * 0.4, Y: m.Pad * 0.4})}, m.Pad*0.6, sprites.WoodDark)
	ui.RoundRect(screen, r, m.Pad*0.4, sprites.TrayFloor)
	if l.Tray.Ticks() == 0 && !l.Throwing {
		return // nothing Thrown yet
	}
	k := r.W() / TrayW
	cowry := l.Tray.Kind() == tray.KindCowries
	for i := range l.Tray.Len() {
		lot := l.Tray.Lot(i)
		at := sprites.Point{X: r.Min.X + lot.X*k, Y: r.Min.Y + lot.Y*k}
		sprites.Lot(screen, at, TrayR*k, l.Tray.Kind().Aspect(), lot.Angle, lot.Flip, lot.Z*k, cowry)
	}
}

// seedPath returns, in a game whose lots lie along the path (Daryon's
// seeds), the cells of the move being considered on board while a person
// picks (picks): the chosen pawn's, or the only movable pawn's. As
// Daryon's source suggests, the marked lots leave the tray and lie one per
// cell along it, the last one where the pawn lands.
func (l *Part) seedPath(b *board.Board, picks bool) (cells []int, mover rules.Player) {
	if !b.Look.LotsOnPath || !picks || l.Tray == nil {
		return nil, 0
	}
	src := b.Picking.Selected
	if src == nil {
		if s := rules.Sources(b.Choices); len(s) == 1 {
			src = &s[0]
		}
	}
	if src == nil {
		return nil, 0
	}
	for _, c := range b.Choices {
		if c.Moves && sprites.SameSource(*src, c.From) && len(c.Path) > 0 {
			return c.Path, c.From.Player
		}
	}
	return nil, 0
}

// FollowPath counts the ticks of the lots' flight to the path.
func (l *Part) FollowPath(b *board.Board, picks bool) {
	if path, _ := l.seedPath(b, picks); path != nil {
		l.seedTicks++
	} else {
		l.seedTicks = 0
	}
}

// DrawPath draws the lots flying from the tray to the cells of the path
// on board, one after another, in the position st, at speed.
func (l *Part) DrawPath(screen *ebiten.Image, b *board.Board, st rules.State, picks bool, speed anim.Speed) {
	path, mover := l.seedPath(b, picks)
	if path == nil {
		return
	}
	from := l.Rect.Center()
	r := b.Frame.Size * 0.016
	for i, cell := range path {
		at, ok := b.View.PointOf(st, rules.Place{Cell: cell, Player: mover})
		if !ok {
			continue
		}
		to := b.Frame.ToScreen(at).Add(sprites.Point{X: r * 1.2, Y: -r * 1.2})
		t := anim.Progress(l.seedTicks-3*i, speed.Scale(14), anim.Out)
		if l.seedTicks-3*i <= 0 && speed != anim.Instant {
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
