package pages

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/games"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// Chooser shows the four games, each with its board, to pick one.
type Chooser struct {
	env   *ui.Env
	title string                     // what the screen asks
	next  func(*games.Game) ui.Scene // what comes once a game is chosen
	cards []card
	back  ui.Button // leaves for the title: a touch screen has no Escape key
	focus int       // a card, or len(cards) for Back
	keys  bool
	size  [2]int
}

type card struct {
	game  *games.Game
	view  sprites.GameView
	rect  sprites.Rect
	board sprites.Baked
}

// NewChooserFor returns a chooser of the games list, titled title, that
// goes on to next(g) once the game g is chosen (a tutorial, the odds of
// the lots).
func NewChooserFor(env *ui.Env, title string, list []*games.Game, next func(*games.Game) ui.Scene) *Chooser {
	c := &Chooser{env: env, title: title, next: next, back: ui.Button{Label: env.T("Back")}}
	for _, g := range list {
		st, err := g.Rules.Start()
		if err != nil {
			continue
		}
		c.cards = append(c.cards, card{game: g, view: env.NewView(g, st)})
	}
	return c
}

// Update picks a game by pointer or keyboard.
func (c *Chooser) Update(in *ui.Input) ui.Transition {
	m := ui.MetricsFor(in.Width, in.Height)
	if c.size != [2]int{in.Width, in.Height} {
		c.size = [2]int{in.Width, in.Height}
		c.layout(m)
	}
	n := len(c.cards) + 1 // the cards, then Back
	for _, a := range in.Actions {
		c.keys = true
		switch a {
		case ui.ActionBack:
			return ui.Pop()
		case ui.ActionRight, ui.ActionDown, ui.ActionNext:
			c.focus = (c.focus + 1) % n
		case ui.ActionLeft, ui.ActionUp, ui.ActionPrev:
			c.focus = (c.focus + n - 1) % n
		case ui.ActionConfirm:
			c.env.Click()
			if c.focus == len(c.cards) {
				return ui.Pop()
			}
			return ui.Replace(c.next(c.cards[c.focus].game))
		}
	}
	for i, cd := range c.cards {
		r := cd.rect
		if in.Tapped(r.Min.X, r.Min.Y, r.Max.X, r.Max.Y) {
			c.env.Click()
			c.focus = i
			return ui.Replace(c.next(cd.game))
		}
	}
	if b := c.back.Rect; in.Tapped(b.Min.X, b.Min.Y, b.Max.X, b.Max.Y) {
		c.env.Click()
		return ui.Pop()
	}
	if in.Pointer.Moved && !in.Pointer.Down {
		c.keys = false
	}
	return ui.Stay()
}

// layout puts the cards in two columns (landscape: four in a row if wide).
func (c *Chooser) layout(m ui.Metrics) {
	cols := 2
	switch {
	case m.W > m.H*1.9:
		cols = 4
	case m.H > m.W*1.3: // upright: one wide card per row
		cols = 1
	}
	rowsN := int(math.Ceil(float64(len(c.cards)) / float64(cols)))
	top := m.Title * 1.2
	bottom := m.H - m.Row - m.Pad
	bw := math.Min(m.W-2*m.Pad, m.Text*10)
	c.back.Rect = sprites.Rect{Min: sprites.Point{X: (m.W - bw) / 2, Y: bottom}, Max: sprites.Point{X: (m.W + bw) / 2, Y: bottom + m.Row}}
	cw := (m.W - m.Pad*float64(cols+1)) / float64(cols)
	ch := (bottom - top - m.Pad*float64(rowsN)) / float64(rowsN)
	for i := range c.cards {
		x := m.Pad + float64(i%cols)*(cw+m.Pad)
		y := top + float64(i/cols)*(ch+m.Pad)
		c.cards[i].rect = sprites.Rect{Min: sprites.Point{X: x, Y: y}, Max: sprites.Point{X: x + cw, Y: y + ch}}
	}
}

// cardTone is the wood of the cards: darker than sprites.WoodDark, which
// they were, so that their words in Paper stand out by 4.8:1, as WCAG's
// level AA asks of text (Paper was 3.1:1 on WoodDark, the blurbs'
// WoodLight 2.6:1; see TestTextContrast).
var cardTone = sprites.Mix(sprites.WoodDark, sprites.Ink, 0.34)

// Draw draws the cards: the board, the name, the line.
func (c *Chooser) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	b := screen.Bounds()
	m := ui.MetricsFor(b.Dx(), b.Dy())
	// The cards' shapes first, then their boards and words (see pass).
	c.back.DrawFace(screen, m, c.keys && c.focus == len(c.cards))
	for i := range c.cards {
		r := c.cards[i].rect
		ui.RoundRect(screen, r, m.Pad, cardTone)
		if c.keys && i == c.focus {
			ui.StrokeRoundRect(screen, r, m.Pad, math.Max(2, m.Text*0.15), sprites.Highlight)
		}
	}
	c.back.DrawLabel(screen, m)
	sprites.Text(screen, c.title, sprites.Point{X: m.W / 2, Y: m.Title * 0.55}, m.Title*0.55, true, sprites.AlignCenter, sprites.Paper)
	for i := range c.cards {
		cd := &c.cards[i]
		r := cd.rect
		if r.W() > r.H()*1.5 { // a wide card: the board on the left, the words on the right
			side := r.H() - m.Pad*2
			img := cd.board.Image(int(side), int(side), cd.view.DrawBoard)
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(r.Min.X+m.Pad, r.Min.Y+m.Pad)
			screen.DrawImage(img, op)
			x := r.Min.X + side + m.Pad*2
			sprites.Text(screen, cd.game.Rules.Title, sprites.Point{X: x, Y: r.Min.Y + m.Pad + m.Text*0.8}, m.Text*1.3, true, sprites.AlignLeft, sprites.Paper)
			ui.DrawWrapped(screen, cd.game.Help.Blurb[c.env.Lang], sprites.Rect{Min: sprites.Point{X: x, Y: r.Min.Y + m.Pad + m.Text*2}, Max: sprites.Point{X: r.Max.X - m.Pad, Y: r.Max.Y}}, m.Small(0.9), sprites.Paper)
			continue
		}
		// The blurb wrapped under the name, at a size a phone reads,
		// the board above them as large as the rest allows.
		blurb, size := cd.game.Help.Blurb[c.env.Lang], m.Small(0.75)
		lines := ui.Wrap(blurb, r.W()-m.Pad, func(s string) float64 { return sprites.TextWidth(s, size, false) })
		textH := m.Text*1.8 + ui.LinesHeight(len(lines), size)
		side := math.Min(r.W()-m.Pad*2, r.H()-textH-m.Pad*2)
		if side > 8 {
			img := cd.board.Image(int(side), int(side), cd.view.DrawBoard)
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(r.Center().X-side/2, r.Min.Y+m.Pad)
			screen.DrawImage(img, op)
		}
		ty := r.Max.Y - textH + m.Text*0.8
		sprites.Text(screen, cd.game.Rules.Title, sprites.Point{X: r.Center().X, Y: ty}, m.Text*1.2, true, sprites.AlignCenter, sprites.Paper)
		for j, l := range lines {
			sprites.Text(screen, l, sprites.Point{X: r.Center().X, Y: ty + m.Text*1.1 + size*0.7 + float64(j)*size*1.25}, size, false, sprites.AlignCenter, sprites.Paper)
		}
	}
}

func (c *Chooser) Probe(pr *ui.Probe) {
	pr.Scene, pr.Title = "chooser", c.title
	for i, cd := range c.cards {
		r := cd.rect
		pr.Buttons = append(pr.Buttons, ui.ProbeTarget{Label: cd.game.Rules.Title, X: r.Min.X, Y: r.Min.Y, W: r.W(), H: r.H(), Focused: c.keys && c.focus == i,
			Description: cd.game.Help.Blurb[c.env.Lang]})
	}
	back := ui.Target(c.back)
	back.Focused = c.keys && c.focus == len(c.cards)
	pr.Buttons = append(pr.Buttons, back)
}
