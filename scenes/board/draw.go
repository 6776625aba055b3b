package board

import (
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// A Drawing is what the board shows besides its pieces at rest.
type Drawing struct {
	State     rules.State                                   // the position shown
	Picks     bool                                          // a person picks a move: the choice and the movable pieces show
	Animating bool                                          // a step plays: the pieces' letters wait
	Moving    map[int]*PieceMotion                          // the pieces an animation places
	Marks     *Marks                                        // the last move's marks, or nil
	Hint      *rules.Choice                                 // the move hinted, or nil
	Labels    bool                                          // the cells' names show
	Letters   func(rules.State, rules.Place) (string, bool) // the pieces' letters, or nil
	TextSize  float64                                       // the screen's body text, in pixels
	LeastText float64                                       // the least text a person reads, in pixels: the labels' least
}

// Draw draws the board and what lies on it: the pieces where the rules or
// the animations put them, the marks of the moves (the piece chosen and
// its destinations, the movable pieces, the last move, the hint), and the
// cells' and pieces' names.
func (b *Board) Draw(screen *ebiten.Image, d Drawing) {
	v, st := b.Frame, d.State
	if size := int(math.Round(v.Size)); size > 0 {
		img := b.baked.Image(size, size, b.View.DrawBoard)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(v.Origin.X, v.Origin.Y)
		screen.DrawImage(img, op)
	}
	for _, pl := range b.Highlights(d.Picks) {
		b.View.Highlight(screen, v, st, pl)
	}
	for _, pc := range b.Pieces {
		if _, moving := d.Moving[pc.ID]; !moving {
			b.View.DrawPiece(screen, st, pc, v.ToScreen(pc.At), pc.R*v.Size, 1)
		}
	}
	b.DrawMovable(screen, st, d.Picks)
	if d.Marks != nil {
		d.Marks.Draw(screen)
	}
	if d.Hint != nil && d.Picks {
		b.DrawMoveMark(screen, st, *d.Hint, HintColour)
	}
	if sel := b.Picking.Selected; sel != nil && d.Picks {
		// The chosen piece is marked over the pieces, so that a mark on a
		// pawn (or on a pile) shows.
		b.View.Highlight(screen, v, st, *sel)
		// All its destinations are lit: a ring marks the keyboard's.
		if pl, ok := b.KeyPlace(d.Picks); ok {
			if at, ok := b.View.PointOf(st, pl); ok {
				sprites.EdgedRing(screen, v.ToScreen(at), v.Size*0.05, math.Max(2, v.Size*0.008), sprites.Paper)
			}
		}
	}
	// The cells' names over the marks of a move, whose yellow would hide
	// their words (see TestTextContrast), and under the moving pieces.
	b.labels = b.labels[:0]
	if d.Labels {
		b.labels = b.CellLabels(st, b.labels)
		sprites.DrawLabels(screen, v, b.labels, d.TextSize, d.LeastText)
	}
	if !d.Animating {
		b.letters = b.letters[:0]
		if d.Letters != nil {
			b.letters = b.PieceLetters(st, d.Letters, b.labels, b.letters)
		}
		sprites.DrawLabels(screen, v, b.letters, d.TextSize*0.75, d.LeastText)
	}
	for _, pc := range b.Pieces {
		if pm, moving := d.Moving[pc.ID]; moving {
			at := v.ToScreen(sprites.Point{X: pm.at.X, Y: pm.at.Y - pm.lift})
			b.View.DrawPiece(screen, st, pc, at, pc.R*v.Size*(1+pm.lift), pm.squash)
		}
	}
}

// CellLabels appends to buf the names of the cells of st that the board's
// view writes, each moved clear of the pieces and their rings where it sat
// on one (see sprites.ClearOfPieces); none for a view that names no cell.
func (b *Board) CellLabels(st rules.State, buf []sprites.Label) []sprites.Label {
	lb, ok := b.View.(sprites.Labeler)
	if !ok {
		return buf
	}
	first := len(buf)
	buf = lb.Labels(st, buf)
	for i, l := range buf[first:] {
		buf[first+i] = sprites.ClearOfPieces(l, b.Pieces)
	}
	return buf
}

// PieceLetters appends to buf the letters that name the pieces of st in
// the words (Daryon's and Thayyam's "pawn a"), each beside its piece
// where it hides least of the pieces around and meets neither the cells'
// names shown (cells) nor the letters placed before it; a Daryon pawn
// that may go home has its letter lit. The pieces of one seat crowded on
// one place (a home of four players, where twelve letters lay in a pile)
// share one badge beside them, their letters in a row: "a b c".
func (b *Board) PieceLetters(st rules.State, name func(rules.State, rules.Place) (string, bool), cells, buf []sprites.Label) []sprites.Label {
	first := len(buf)
	taken := slices.Clone(cells)
	for _, g := range b.letterGroups(st, name) {
		at, r := g.centre, g.radius
		d := r * 0.95
		beside := []sprites.Point{
			at.Add(sprites.Point{X: d, Y: d}), at.Add(sprites.Point{X: d, Y: -d}),
			at.Add(sprites.Point{X: -d, Y: d}), at.Add(sprites.Point{X: -d, Y: -d}),
			at.Add(sprites.Point{X: d * 1.35}), at.Add(sprites.Point{Y: d * 1.35}),
			at.Add(sprites.Point{X: -d * 1.35}), at.Add(sprites.Point{Y: -d * 1.35}),
		}
		text := strings.Join(g.letters, " ")
		l := sprites.Label{At: sprites.PlaceLabelClear(text, beside, b.Pieces, append(taken, buf[first:]...)), Text: text, Lit: g.lit}
		buf = append(buf, l)
	}
	return buf
}

// groupedLetters is the least number of a seat's pieces on one place
// whose letters share a badge.
const groupedLetters = 3

// crowdedSpread is how far from their centre, in pieces' radii, a seat's
// pieces on one place lie at most when they crowd it: their letters would
// lie on one another.
const crowdedSpread = 2.2

// A letterGroup is the pieces whose letters one badge says: one piece, or
// a seat's pieces gathered on one place, entitled alike.
type letterGroup struct {
	letters []string
	lit     bool
	centre  sprites.Point // in the board's units
	radius  float64       // what the pieces cover about it
}

// letterGroups returns the badges of the pieces of st that name names, in
// the order of the pieces.
func (b *Board) letterGroups(st rules.State, name func(rules.State, rules.Place) (string, bool)) []letterGroup {
	type key struct {
		cell   int
		player rules.Player
		lit    bool
	}
	var keys []key
	members := map[key][]sprites.Piece{}
	letters := map[key][]string{}
	for _, pc := range b.Pieces {
		text, entitled := name(st, pc.Place)
		if text == "" {
			continue
		}
		k := key{pc.Place.Cell, pc.Place.Player, entitled}
		if _, seen := members[k]; !seen {
			keys = append(keys, k)
		}
		members[k] = append(members[k], pc)
		letters[k] = append(letters[k], text)
	}
	var groups []letterGroup
	for _, k := range keys {
		pcs := members[k]
		var c sprites.Point
		for _, pc := range pcs {
			c = c.Add(pc.At)
		}
		c = sprites.Point{X: c.X / float64(len(pcs)), Y: c.Y / float64(len(pcs))}
		r, crowded := 0.0, len(pcs) >= groupedLetters
		for _, pc := range pcs {
			d := pc.At.Sub(c).Len()
			r = max(r, d+pc.R)
			crowded = crowded && d < pc.R*crowdedSpread
		}
		if !crowded { // a row of pieces apart (Thayyam's waiting ones): a letter each
			for i, pc := range pcs {
				groups = append(groups, letterGroup{letters: letters[k][i : i+1], lit: k.lit, centre: pc.At, radius: pc.R})
			}
			continue
		}
		groups = append(groups, letterGroup{letters: letters[k], lit: k.lit, centre: c, radius: r})
	}
	return groups
}

// DrawMovable rings the pieces the person to act may move (see
// movableSources): a thin ring, lighter than a chosen piece's mark.
func (b *Board) DrawMovable(screen *ebiten.Image, st rules.State, picks bool) {
	v := b.Frame
	for _, src := range b.MovableSources(picks) {
		at, ok := b.View.PointOf(st, src)
		if !ok {
			continue
		}
		q, r := b.PieceNear(v.ToScreen(at))
		w := math.Max(1.5, v.Size*0.005)
		// Light on dark: it shows on a light board and on a dark one.
		sprites.Ring(screen, q, r*1.22, w*2.6, sprites.Ink)
		sprites.EdgedRing(screen, q, r*1.22, w, MovableColour)
	}
}

// PieceNear returns the centre and radius, on the screen, of the piece of
// the position shown nearest to q (a stack's lower pawn is tapped below
// its centre), or q itself and a pawn's usual radius when none is near.
func (b *Board) PieceNear(q sprites.Point) (sprites.Point, float64) {
	v := b.Frame
	best, centre, radius := math.Inf(1), q, v.Size*0.03
	for _, pc := range b.Pieces {
		at, r := v.ToScreen(pc.At), pc.R*v.Size
		if d := at.Sub(q).Len(); d < 2*r && d < best {
			best, centre, radius = d, at, r
		}
	}
	return centre, radius
}

// DrawMoveMark shows a move on the board, the hint's: a ring round the
// piece and an arrow to its destination, ringed too. A move that moves
// nothing is said in words only.
func (b *Board) DrawMoveMark(screen *ebiten.Image, st rules.State, c rules.Choice, clr color.Color) {
	if !c.Moves {
		return
	}
	v := b.Frame
	from, okFrom := b.View.PointOf(st, c.From)
	to, okTo := b.View.PointOf(st, c.To)
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
	a, e := v.ToScreen(from), v.ToScreen(to)
	d := e.Sub(a)
	n := d.Len()
	if n < 2*r {
		return
	}
	u := d.Scale(1 / n)
	start, tip := a.Add(u.Scale(r)), e.Sub(u.Scale(r*1.2))
	sprites.EdgedLine(screen, start, tip, w, clr)
	// The arrow's head, two strokes back from the tip.
	side := sprites.Point{X: -u.Y, Y: u.X}
	head := r * 0.7
	sprites.EdgedLine(screen, tip, tip.Sub(u.Scale(head)).Add(side.Scale(head*0.6)), w, clr)
	sprites.EdgedLine(screen, tip, tip.Sub(u.Scale(head)).Sub(side.Scale(head*0.6)), w, clr)
}

// ProbePoint returns where a place of st is on the screen, or nil.
func (b *Board) ProbePoint(st rules.State, pl rules.Place) *ui.ProbePoint {
	at, ok := b.View.PointOf(st, pl)
	if !ok {
		return nil
	}
	q := b.Frame.ToScreen(at)
	return &ui.ProbePoint{X: q.X, Y: q.Y}
}
