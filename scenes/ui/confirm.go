package ui

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	"tabula/save"
	"tabula/sprites"
)

// Confirm asks before an action that cannot be taken back: a question, a
// button that acts and one that goes back. It takes the place of the
// screen that asks, and gives it back on Back.
type Confirm struct {
	env      *Env
	title    string
	question string
	then     func() Transition
	back     Scene // the screen that asked, or nil: Back pops
	menu     *Menu
	size     [2]int
	text     sprites.Rect // where the question is drawn
}

// NewConfirm returns the screen that asks question, under title. Its first
// button, labelled yes, returns then(); should then stay (it failed, and
// said why on back), back comes back. Back returns to back, or closes the
// screen when back is nil.
func NewConfirm(env *Env, title, question, yes string, then func() Transition, back Scene) *Confirm {
	return &Confirm{env: env, title: title, question: question, then: then, back: back, menu: NewMenu(yes, env.T("Back"))}
}

// Update handles the two buttons.
func (c *Confirm) Update(in *Input) Transition {
	m := MetricsFor(in.Width, in.Height)
	if c.size != [2]int{in.Width, in.Height} {
		c.size = [2]int{in.Width, in.Height}
		w := min(m.W-2*m.Pad, m.Text*34)
		lines := Wrap(c.question, w, func(s string) float64 { return sprites.TextWidth(s, m.Text, false) })
		textH := float64(len(lines)) * m.Text * 1.25
		menuH := c.menu.Height(m)
		top := max(m.Pad, (m.H-m.Title-textH-menuH-m.Pad*2)/2)
		c.text = sprites.Rect{Min: sprites.Point{X: (m.W - w) / 2, Y: top + m.Title}, Max: sprites.Point{X: (m.W + w) / 2, Y: top + m.Title + textH}}
		menuTop := c.text.Max.Y + m.Pad*2
		c.menu.Layout(sprites.Rect{Min: sprites.Point{X: 0, Y: menuTop}, Max: sprites.Point{X: m.W, Y: menuTop + menuH}}, m)
	}
	choice := c.menu.Update(in)
	if choice == 1 || in.Has(ActionBack) {
		c.env.Click()
		if c.back == nil {
			return Pop()
		}
		return Replace(c.back)
	}
	if choice == 0 {
		c.env.Click()
		if tr := c.then(); tr.Kind != TransitionStay || c.back == nil {
			return tr
		}
		return Replace(c.back)
	}
	return Stay()
}

// Draw draws the title, the question and the buttons.
func (c *Confirm) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	b := screen.Bounds()
	m := MetricsFor(b.Dx(), b.Dy())
	sprites.Text(screen, c.title, sprites.Point{X: m.W / 2, Y: c.text.Min.Y - m.Title*0.45}, m.Title*0.6, true, sprites.AlignCenter, sprites.Paper)
	DrawWrapped(screen, c.question, c.text, m.Text, sprites.Paper)
	c.menu.Draw(screen, m)
}

func (c *Confirm) Probe(pr *Probe) {
	pr.Scene, pr.Notice, pr.Title = "confirm", c.question, c.title
	pr.Buttons = c.menu.Targets(pr.Buttons)
}

// Words of the question before a new game takes the place of an unfinished
// one.
const (
	labelUnfinished = "A game is not finished"
	labelStartNew   = "Start the new game"
)

// StartOrAsk returns start() when it takes the place of no unfinished game
// saved on this device, and otherwise the question whether to start it all
// the same, in the place of asking, which Back gives back (nil: Back
// pops). from is the history a game continues from (nil for a new game):
// a game continued from the saved game itself replaces nothing.
func (e *Env) StartOrAsk(asking Scene, from *rules.History, start func() Transition) Transition {
	q := e.unfinished(from)
	if q == "" {
		return start()
	}
	return Replace(NewConfirm(e, e.T(labelUnfinished), q, e.T(labelStartNew), start, asking))
}

// unfinished says which unfinished game saved in the store a new game
// would take the place of, as the question to ask, or "" when there is none
// to lose: no store, no saved game, a game with no step yet, or the game
// that from continues. A save that cannot be read is kept aside by reading
// it, as on the title screen: it is not lost either.
func (e *Env) unfinished(from *rules.History) string {
	if e.Store == nil {
		return ""
	}
	list := make([]*rules.Game, len(e.Games))
	for i, g := range e.Games {
		list[i] = g.Rules
	}
	saved, err := save.LoadGame(e.Store, list)
	if err != nil {
		return "" // none, or one that could not be read, now kept aside
	}
	h := saved.History
	if h.Len() == 0 || (from != nil && sameGame(h, from)) {
		return ""
	}
	title := h.Game().Title
	return e.F("Your game of %s is not finished (step %d). The new game takes its place: that one can no longer be resumed.", title, h.At())
}

// sameGame reports whether two histories are of one game: the same rules
// and options, and the same steps as far as both go.
func sameGame(a, b *rules.History) bool {
	header := func(h *rules.History) string {
		first, _, _ := strings.Cut(h.Record().String(), "\n")
		return first
	}
	if a.Game() != b.Game() || header(a) != header(b) {
		return false
	}
	for i := range min(a.Len(), b.Len()) {
		if a.Step(i).Note != b.Step(i).Note {
			return false
		}
	}
	return true
}
