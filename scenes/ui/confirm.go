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
	textSize float64      // the question's size
	// panel, when set, gives the rectangle of a w×h screen that the
	// question takes, over the screen that asks, which shows around it
	// (see InPanel); nil for a screen of its own.
	panel func(w, h int) sprites.Rect
}

// NewConfirm returns the screen that asks question, under title. Its first
// button, labelled yes, returns then(); should then stay (it failed, and
// said why on back), back comes back. Back returns to back, or closes the
// screen when back is nil.
func NewConfirm(env *Env, title, question, yes string, then func() Transition, back Scene) *Confirm {
	return &Confirm{env: env, title: title, question: question, then: then, back: back, menu: NewMenu(yes, env.T("Back"))}
}

// InPanel makes the question take only the rectangle that panel gives
// for the screen's size, over the screen that asks, which shows around it
// (a game's side panel, so that the board stays in view), and puts its
// Back button first, where a tap repeated after the one that asked lands.
// It returns c.
func (c *Confirm) InPanel(panel func(w, h int) sprites.Rect) *Confirm {
	c.panel = panel
	c.menu.Buttons[0], c.menu.Buttons[1] = c.menu.Buttons[1], c.menu.Buttons[0]
	return c
}

// Overlay reports whether the screen that asks shows around the question.
func (c *Confirm) Overlay() bool { return c.panel != nil }

// yes returns the index of the button that acts.
func (c *Confirm) yes() int {
	if c.panel != nil {
		return 1
	}
	return 0
}

// layout places the question and its buttons in a screen of metrics m:
// centred in the screen, or at the top of its panel; the question is
// wrapped in full, smaller in a panel too short for it.
func (c *Confirm) layout(m Metrics) {
	area := sprites.Rect{Max: sprites.Point{X: m.W, Y: m.H}}
	w := min(m.W-2*m.Pad, m.Text*34)
	if c.panel != nil {
		area = c.panel(int(m.W), int(m.H))
		w = area.W()
	}
	menuH := c.menu.Height(m)
	c.textSize = m.Text
	room := sprites.Rect{Max: sprites.Point{X: w, Y: area.H() - m.Title - menuH - m.Pad*2}}
	if c.panel != nil {
		c.textSize = FitWrapped(c.question, room, m.Text, m.Text*0.75)
	}
	textH := linesHeight(len(wrapAt(c.question, w, c.textSize)), c.textSize)
	top := area.Min.Y
	if c.panel == nil {
		top = max(m.Pad, (m.H-m.Title-textH-menuH-m.Pad*2)/2)
	}
	x := area.Center().X
	c.text = sprites.Rect{Min: sprites.Point{X: x - w/2, Y: top + m.Title}, Max: sprites.Point{X: x + w/2, Y: top + m.Title + textH}}
	menuTop := c.text.Max.Y + m.Pad*2
	c.menu.Layout(sprites.Rect{Min: sprites.Point{X: area.Min.X, Y: menuTop}, Max: sprites.Point{X: area.Max.X, Y: menuTop + menuH}}, m)
}

// Update handles the two buttons.
func (c *Confirm) Update(in *Input) Transition {
	m := MetricsFor(in.Width, in.Height)
	if c.size != [2]int{in.Width, in.Height} {
		c.size = [2]int{in.Width, in.Height}
		c.layout(m)
	}
	choice := c.menu.Update(in)
	if choice == 1-c.yes() || in.Has(ActionBack) {
		c.env.Click()
		if c.back == nil {
			return Pop()
		}
		return Replace(c.back)
	}
	if choice == c.yes() {
		c.env.Click()
		if tr := c.then(); tr.Kind != TransitionStay || c.back == nil {
			return tr
		}
		return Replace(c.back)
	}
	return Stay()
}

// Draw draws the title, the question and the buttons, on the whole screen
// or on its panel.
func (c *Confirm) Draw(screen *ebiten.Image) {
	b := screen.Bounds()
	m := MetricsFor(b.Dx(), b.Dy())
	if c.panel == nil {
		screen.Fill(sprites.Table)
	} else {
		r := c.panel(b.Dx(), b.Dy())
		r.Min, r.Max = r.Min.Sub(sprites.Point{X: m.Pad * 0.5, Y: m.Pad * 0.5}), r.Max.Add(sprites.Point{X: m.Pad * 0.5, Y: m.Pad * 0.5})
		RoundRect(screen, r, m.Pad*0.5, sprites.Table)
		StrokeRoundRect(screen, r, m.Pad*0.5, 2, sprites.Highlight)
	}
	sprites.Text(screen, c.title, sprites.Point{X: c.text.Center().X, Y: c.text.Min.Y - m.Title*0.45}, m.Title*0.6, true, sprites.AlignCenter, sprites.Paper)
	DrawWrapped(screen, c.question, c.text, c.textSize, sprites.Paper)
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
