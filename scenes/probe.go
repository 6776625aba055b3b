package scenes

import (
	"tabula/rules"
	"tabula/sprites"
)

// A Probe is what the screen shows, in words and places: the scene, the
// buttons a person can press and, in a game, the moves and where to tap for
// each. Tests read it (the browser test finds it on the page as
// window.tabula); the game never does. Places are in the layout's device
// pixels until [App.Probe] converts them to the window's own units.
type Probe struct {
	Scene   string        `json:"scene"`             // "title", "chooser", "setup", "play", "pause", "result", "rules" or "settings"
	Busy    bool          `json:"busy"`              // a transition or an animation is under way: taps may be skipped
	Buttons []ProbeTarget `json:"buttons"`           // what can be pressed, in drawing order
	Notice  string        `json:"notice,omitempty"`  // a message shown to the person (a bad save, an error)
	Game    *ProbeGame    `json:"game,omitempty"`    // the game being played, on the play screen and its overlays
	Scale   float64       `json:"scale,omitempty"`   // device pixels per window unit, set by App.Probe
	Frame   int           `json:"frame"`             // frames drawn so far, set by App.Probe
	Sound   string        `json:"sound,omitempty"`   // the sound's state, as the settings say it
	Message string        `json:"message,omitempty"` // the line under the board
}

// A ProbeTarget is something to press: its label and its rectangle.
type ProbeTarget struct {
	Label string  `json:"label"`
	X     float64 `json:"x"`
	Y     float64 `json:"y"`
	W     float64 `json:"w"`
	H     float64 `json:"h"`
}

// A ProbeGame is the state of the game on screen.
type ProbeGame struct {
	Name     string       `json:"name"`
	Options  string       `json:"options"`          // as in a record's first line
	ToMove   string       `json:"toMove"`           // "0", "1"…, "chance" or "over"
	Phase    string       `json:"phase"`            // "await", "animating", "thinking" or "over"
	Human    bool         `json:"human"`            // a person is to act
	History  []string     `json:"history"`          // every step so far, as in a record
	Result   string       `json:"result"`           // as the referee says it: "ongoing", "winner 0 points=2"…
	Selected bool         `json:"selected"`         // a piece is chosen and its destinations are lit
	Moves    []ProbeMove  `json:"moves"`            // what the person to act can do now
	Hint     string       `json:"hint,omitempty"`   // the move the Hint button found, as in a record
	Review   *ProbeReview `json:"review,omitempty"` // the replay of a finished game of Dejarik, on the result screen
}

// A ProbeReview is the replay of a finished game on the result screen.
type ProbeReview struct {
	Step     int       `json:"step"`     // the number of steps of the position shown
	Steps    int       `json:"steps"`    // the steps of the game
	Position string    `json:"position"` // the position shown, as the rules' Key writes it
	Mistakes [2]string `json:"mistakes"` // each side's first mistake as package solve writes it, "none", or "" until judged
}

// A ProbeMove is a legal move and how to make it: tap From then To on the
// board, or press the button named Button.
type ProbeMove struct {
	Note     string      `json:"note"`
	Button   string      `json:"button,omitempty"`   // the button that makes the move, or picks it among moves that join the same places
	Analysis string      `json:"analysis,omitempty"` // Dejarik's analysis, when on: "W7", "=" or "L12"
	From     *ProbePoint `json:"from,omitempty"`
	To       *ProbePoint `json:"to,omitempty"`
}

// A ProbePoint is a place on the screen.
type ProbePoint struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// prober is implemented by the scenes that describe themselves.
type prober interface {
	probe(pr *Probe)
}

// targets lists a menu's buttons.
func (m *Menu) targets(buf []ProbeTarget) []ProbeTarget {
	for _, b := range m.Buttons {
		buf = append(buf, target(b))
	}
	return buf
}

// targets lists a form's choices, labelled "Row: Choice", then its action.
func (f *Form) targets(buf []ProbeTarget) []ProbeTarget {
	for i, row := range f.Rows {
		if i >= len(f.choices) {
			break
		}
		for _, b := range f.choices[i] {
			t := target(b)
			t.Label = row.Label + ": " + b.Label
			buf = append(buf, t)
		}
	}
	return append(buf, target(f.Action))
}

func target(b Button) ProbeTarget {
	r := b.Rect
	return ProbeTarget{Label: b.Label, X: r.Min.X, Y: r.Min.Y, W: r.W(), H: r.H()}
}

func (t *Title) probe(pr *Probe) {
	pr.Scene, pr.Notice = "title", t.notice
	pr.Buttons = t.menu.targets(pr.Buttons)
}

func (c *Chooser) probe(pr *Probe) {
	pr.Scene = "chooser"
	for _, cd := range c.cards {
		r := cd.rect
		pr.Buttons = append(pr.Buttons, ProbeTarget{Label: cd.game.Title, X: r.Min.X, Y: r.Min.Y, W: r.W(), H: r.H()})
	}
}

func (s *Setup) probe(pr *Probe) {
	pr.Scene, pr.Notice = "setup", s.err
	pr.Buttons = s.form.targets(pr.Buttons)
}

func (s *Settings) probe(pr *Probe) {
	pr.Scene = "settings"
	pr.Buttons = s.form.targets(pr.Buttons)
	pr.Sound = s.env.soundStatus()
}

func (r *Rules) probe(pr *Probe) {
	pr.Scene = "rules"
	pr.Buttons = r.menu.targets(pr.Buttons)
}

func (p *Pause) probe(pr *Probe) {
	pr.Scene = "pause"
	pr.Buttons = p.menu.targets(pr.Buttons)
	pr.Game = p.play.probeGame()
}

func (r *Result) probe(pr *Probe) {
	pr.Scene = "result"
	pr.Buttons = r.menu.targets(pr.Buttons)
	pr.Game = r.play.probeGame()
	if rv := r.review; rv != nil {
		v := &ProbeReview{Step: rv.at, Steps: len(rv.moves), Position: rv.state().Key()}
		for p, mk := range rv.mistakes {
			switch {
			case mk != nil:
				v.Mistakes[p] = mk.String()
			case rv.judged && rv.judgeErr == nil:
				v.Mistakes[p] = "none"
			}
		}
		pr.Game.Review = v
	}
}

func (p *Play) probe(pr *Probe) {
	pr.Scene, pr.Message = "play", p.message
	pr.Busy = p.phase == PhaseAnimating || p.phase == PhaseThinking
	pr.Buttons = p.menu.targets(pr.Buttons)
	pr.Game = p.probeGame()
}

var phaseNames = [...]string{PhaseAwait: "await", PhaseAnimating: "animating", PhaseThinking: "thinking", PhaseOver: "over"}

// probeGame describes the game and, when a person is to act, every move
// with the taps that make it.
func (p *Play) probeGame() *ProbeGame {
	st := p.sess.State()
	rec := p.sess.Record()
	g := &ProbeGame{
		Name:     rec.Game.Name,
		Options:  rec.Game.FormatOptions(rec.Options),
		ToMove:   toMoveWord(st.ToMove()),
		Phase:    phaseNames[p.phase],
		Human:    p.sess.HumanActs() && st.ToMove() != rules.Over,
		History:  append([]string{}, rec.Steps...),
		Result:   st.Result().String(),
		Selected: p.selected != nil,
		Moves:    []ProbeMove{},
	}
	if p.hint != nil {
		g.Hint = p.hint.Note
	}
	if p.phase != PhaseAwait || p.ambiguous != nil {
		for _, c := range p.ambiguous {
			g.Moves = append(g.Moves, ProbeMove{Note: c.Note, Button: p.env.MoveLabel(p.sess, c)})
		}
		return g
	}
	if st.ToMove() == rules.Chance {
		g.Moves = append(g.Moves, ProbeMove{Note: "throw", Button: "Throw"})
		return g
	}
	point := func(pl rules.Place) *ProbePoint {
		at, ok := p.view.PointOf(st, pl)
		if !ok {
			return nil
		}
		q := p.boardV.ToScreen(at)
		return &ProbePoint{X: q.X, Y: q.Y}
	}
	for _, c := range p.choices {
		m := ProbeMove{Note: c.Note}
		if v, ok := p.moveValue(c.Action); ok && p.analysisOn() {
			m.Analysis, _ = badge(v)
		}
		if c.Moves {
			m.From, m.To = point(c.From), point(c.To)
			if p.joined(c) {
				m.Button = p.env.MoveLabel(p.sess, c)
			}
		} else {
			m.Button = p.env.MoveLabel(p.sess, c)
		}
		g.Moves = append(g.Moves, m)
	}
	return g
}

// joined reports whether another move joins the same places as c, so that
// after the two taps the person picks c by its button.
func (p *Play) joined(c rules.Choice) bool {
	for _, o := range p.choices {
		if o.Moves && o.Action != c.Action && sprites.SameSource(o.From, c.From) && o.To.Cell == c.To.Cell {
			return true
		}
	}
	return false
}

func toMoveWord(p rules.Player) string {
	switch p {
	case rules.Chance:
		return "chance"
	case rules.Over:
		return "over"
	}
	return string(rune('0' + p))
}

// Probe describes the screen in the window's units (CSS pixels in a
// browser): device pixels divided by the device scale.
func (a *App) Probe() Probe {
	var pr Probe
	if s, ok := a.stack.Top().(prober); ok {
		s.probe(&pr)
	}
	pr.Busy = pr.Busy || a.stack.Fading()
	pr.Frame, pr.Scale = a.frames, a.scale
	k := 1 / a.scale
	for i := range pr.Buttons {
		b := &pr.Buttons[i]
		b.X, b.Y, b.W, b.H = b.X*k, b.Y*k, b.W*k, b.H*k
	}
	if pr.Game != nil {
		for _, m := range pr.Game.Moves {
			for _, q := range []*ProbePoint{m.From, m.To} {
				if q != nil {
					q.X, q.Y = q.X*k, q.Y*k
				}
			}
		}
	}
	return pr
}
