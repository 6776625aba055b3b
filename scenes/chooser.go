package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/games"
	"tabula/sprites"
)

// Chooser shows the four games, each with its board, to pick one.
type Chooser struct {
	env   *Env
	cards []card
	focus int
	keys  bool
	size  [2]int
}

type card struct {
	game  *games.Game
	view  sprites.GameView
	rect  sprites.Rect
	board sprites.Baked
}

// NewChooser returns the game chooser.
func NewChooser(env *Env) *Chooser {
	c := &Chooser{env: env}
	for _, g := range env.Games {
		st, err := g.Rules.Start()
		if err != nil {
			continue
		}
		c.cards = append(c.cards, card{game: g, view: env.NewView(g, st)})
	}
	return c
}

// Update picks a game by pointer or keyboard.
func (c *Chooser) Update(in *Input) Transition {
	m := MetricsFor(in.Width, in.Height)
	if c.size != [2]int{in.Width, in.Height} {
		c.size = [2]int{in.Width, in.Height}
		c.layout(m)
	}
	for _, a := range in.Actions {
		c.keys = true
		switch a {
		case ActionBack:
			return Pop()
		case ActionRight, ActionDown, ActionNext:
			c.focus = (c.focus + 1) % len(c.cards)
		case ActionLeft, ActionUp, ActionPrev:
			c.focus = (c.focus + len(c.cards) - 1) % len(c.cards)
		case ActionConfirm:
			c.env.Click()
			return Replace(NewSetup(c.env, c.cards[c.focus].game))
		}
	}
	for i, cd := range c.cards {
		r := cd.rect
		if in.Tapped(r.Min.X, r.Min.Y, r.Max.X, r.Max.Y) {
			c.env.Click()
			c.focus = i
			return Replace(NewSetup(c.env, cd.game))
		}
	}
	if in.Pointer.Moved && !in.Pointer.Down {
		c.keys = false
	}
	return Stay()
}

// layout puts the cards in two columns (landscape: four in a row if wide).
func (c *Chooser) layout(m Metrics) {
	cols := 2
	switch {
	case m.W > m.H*1.9:
		cols = 4
	case m.H > m.W*1.3: // upright: one wide card per row
		cols = 1
	}
	rowsN := int(math.Ceil(float64(len(c.cards)) / float64(cols)))
	top := m.Title * 1.2
	cw := (m.W - m.Pad*float64(cols+1)) / float64(cols)
	ch := (m.H - top - m.Pad*float64(rowsN+1)) / float64(rowsN)
	for i := range c.cards {
		x := m.Pad + float64(i%cols)*(cw+m.Pad)
		y := top + float64(i/cols)*(ch+m.Pad)
		c.cards[i].rect = sprites.Rect{Min: sprites.Point{X: x, Y: y}, Max: sprites.Point{X: x + cw, Y: y + ch}}
	}
}

// Draw draws the cards: the board, the name, the line.
func (c *Chooser) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	b := screen.Bounds()
	m := MetricsFor(b.Dx(), b.Dy())
	sprites.Text(screen, "Choose a game", sprites.Point{X: m.W / 2, Y: m.Title * 0.55}, m.Title*0.55, true, sprites.AlignCenter, sprites.Paper)
	for i := range c.cards {
		cd := &c.cards[i]
		r := cd.rect
		roundRect(screen, r, m.Pad, sprites.WoodDark)
		if c.keys && i == c.focus {
			strokeRoundRect(screen, r, m.Pad, math.Max(2, m.Text*0.15), sprites.Highlight)
		}
		if r.W() > r.H()*1.5 { // a wide card: the board on the left, the words on the right
			side := r.H() - m.Pad*2
			img := cd.board.Image(int(side), int(side), cd.view.DrawBoard)
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(r.Min.X+m.Pad, r.Min.Y+m.Pad)
			screen.DrawImage(img, op)
			x := r.Min.X + side + m.Pad*2
			sprites.Text(screen, cd.game.Rules.Title, sprites.Point{X: x, Y: r.Min.Y + m.Pad + m.Text*0.8}, m.Text*1.3, true, sprites.AlignLeft, sprites.Paper)
			drawWrapped(screen, cd.game.Help.Blurb, sprites.Rect{Min: sprites.Point{X: x, Y: r.Min.Y + m.Pad + m.Text*2}, Max: sprites.Point{X: r.Max.X - m.Pad, Y: r.Max.Y}}, m.Text*0.9, sprites.WoodLight)
			continue
		}
		textH := m.Text * 3.2
		side := math.Min(r.W()-m.Pad*2, r.H()-textH-m.Pad*2)
		if side > 8 {
			img := cd.board.Image(int(side), int(side), cd.view.DrawBoard)
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(r.Center().X-side/2, r.Min.Y+m.Pad)
			screen.DrawImage(img, op)
		}
		ty := r.Max.Y - textH + m.Text*0.8
		sprites.Text(screen, cd.game.Rules.Title, sprites.Point{X: r.Center().X, Y: ty}, m.Text*1.2, true, sprites.AlignCenter, sprites.Paper)
		drawCentred(screen, cd.game.Help.Blurb, sprites.Point{X: r.Center().X, Y: ty + m.Text*1.4}, r.W()-m.Pad, m.Text*0.75)
	}
}

// drawCentred draws one line centred, shrinking the text to fit width.
func drawCentred(screen *ebiten.Image, s string, at sprites.Point, width, size float64) {
	if w := sprites.TextWidth(s, size, false); w > width && w > 0 {
		size *= width / w
	}
	sprites.Text(screen, s, at, size, false, sprites.AlignCenter, sprites.WoodLight)
}
