package scenes

import (
	"errors"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/save"
	"tabula/session"
	"tabula/sprites"
)

// Title is the first screen: resume the saved game, start a new one, the
// settings, quit.
type Title struct {
	env     *Env
	menu    *Menu
	acts    []func() Transition
	notice  string
	resumed *session.Session
	size    [2]int
}

// NewTitle returns the title screen. It looks for a saved game to resume;
// a save that cannot be read is set aside and reported.
func NewTitle(env *Env) *Title {
	t := &Title{env: env, notice: env.Notice}
	env.Notice = ""
	var labels []string
	add := func(label string, act func() Transition) {
		labels = append(labels, label)
		t.acts = append(t.acts, act)
	}
	if env.Store != nil {
		s, err := session.Resume(env.Store, env.Games, env.Seed())
		var bad *save.CorruptError
		switch {
		case err == nil:
			t.resumed = s
			env.Attach(s)
			add("Resume "+s.Game().Rules.Title, func() Transition { return Replace(NewPlay(env, s)) })
		case errors.As(err, &bad):
			t.notice = upperFirst(bad.Error()) + "."
		case !errors.Is(err, save.ErrNoGame):
			t.notice = "The saved game could not be opened: " + err.Error()
		}
	}
	add("New game", func() Transition { return Push(NewChooser(env)) })
	if env.Records != nil {
		add(labelOpenRecord, func() Transition { return Push(NewOpenRecord(env)) })
	}
	add("Settings", func() Transition { return Push(NewSettings(env)) })
	if runtime.GOOS != "js" { // a browser tab is closed by the browser
		add("Quit", func() Transition { return Pop() })
	}
	t.menu = NewMenu(labels...)
	return t
}

// Update handles the menu.
func (t *Title) Update(in *Input) Transition {
	if t.size != [2]int{in.Width, in.Height} {
		t.size = [2]int{in.Width, in.Height}
		m := MetricsFor(in.Width, in.Height)
		top := m.H*0.42 + m.Pad
		t.menu.Layout(sprites.Rect{Min: sprites.Point{X: 0, Y: top}, Max: sprites.Point{X: m.W, Y: m.H}}, m)
	}
	if i := t.menu.Update(in); i >= 0 {
		t.env.Click()
		return t.acts[i]()
	}
	if in.Dropped != nil && t.env.Records != nil {
		// A record dropped on the title opens at once, or its screen
		// says why it cannot.
		o := NewOpenRecord(t.env)
		if tr, ok := o.openDropped(in.Dropped); ok {
			if tr.Kind == TransitionReplace {
				return tr
			}
			return Push(o)
		}
	}
	return Stay()
}

// Draw draws the name, the four games' colours and the menu.
func (t *Title) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	b := screen.Bounds()
	m := MetricsFor(b.Dx(), b.Dy())
	sprites.Text(screen, "tabula", sprites.Point{X: m.W / 2, Y: m.H * 0.2}, m.Title*1.3, true, sprites.AlignCenter, sprites.Paper)
	sprites.Text(screen, "Daryon · Dejarik · Thayyam · Diam", sprites.Point{X: m.W / 2, Y: m.H*0.2 + m.Title}, m.Text*1.1, false, sprites.AlignCenter, sprites.WoodLight)
	r := m.Text * 0.7
	for i, st := range sprites.RaceStyles {
		x := m.W/2 + (float64(i)-1.5)*r*3
		sprites.Pawn(screen, sprites.Point{X: x, Y: m.H*0.2 + m.Title + m.Text*2}, r, st, 1)
	}
	t.menu.Draw(screen, m)
	if t.notice != "" {
		w := min(m.W-2*m.Pad, m.Text*40)
		drawWrapped(screen, t.notice, sprites.Rect{Min: sprites.Point{X: (m.W - w) / 2, Y: m.H - m.Text*4}, Max: sprites.Point{X: (m.W + w) / 2, Y: m.H}}, m.Text*0.85, sprites.Highlight)
	}
}
