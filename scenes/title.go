package scenes

import (
	"errors"
	"runtime"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/games"
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
	names   string // the games, under the name
	resumed *session.Session
	size    [2]int
}

// NewTitle returns the title screen. It looks for a saved game to resume;
// a save that cannot be read is set aside and reported.
func NewTitle(env *Env) *Title {
	t := &Title{env: env, notice: env.Notice}
	titles := make([]string, len(env.Games))
	for i, g := range env.Games {
		titles[i] = g.Rules.Title
	}
	t.names = strings.Join(titles[:len(titles)-1], ", ") + env.T(" and ") + titles[len(titles)-1]
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
			add(env.F("Resume %s", s.Game().Rules.Title), func() Transition { return Replace(NewPlay(env, s)) })
		case errors.As(err, &bad):
			t.notice = env.F("The saved game could not be read (%s); it was kept aside as %s.", bad.Reason, bad.KeptAs)
			if bad.KeptAs == "" {
				t.notice = env.F("The saved game could not be read (%s).", bad.Reason)
			}
		case !errors.Is(err, save.ErrNoGame):
			t.notice = env.F("The saved game could not be opened: %s", err.Error())
		}
	}
	add(env.T("New game"), func() Transition { return Push(NewChooser(env)) })
	if env.Server != "" {
		add(env.T("Online"), func() Transition { return Push(NewOnlineMenu(env)) })
	}
	add(env.T("Learn to play"), func() Transition {
		return Push(NewChooserFor(env, env.T("Learn which game?"), env.Games, func(g *games.Game) Scene { return NewTutorial(env, g) }))
	})
	var lots []*games.Game
	for _, g := range env.Games {
		if HasLots(g) {
			lots = append(lots, g)
		}
	}
	if len(lots) > 0 {
		add(env.T(labelOdds), func() Transition {
			return Push(NewChooserFor(env, env.T("The odds of which game's lots?"), lots, func(g *games.Game) Scene { return NewOdds(env, g, nil, env.Device) }))
		})
	}
	if env.Records != nil {
		add(env.T(labelOpenRecord), func() Transition { return Push(NewOpenRecord(env)) })
	}
	add(env.T("Settings"), func() Transition { return Push(NewSettings(env)) })
	if runtime.GOOS != "js" { // a browser tab is closed by the browser
		add(env.T("Quit"), func() Transition { return Pop() })
	}
	t.menu = NewMenu(labels...)
	return t
}

// Home marks the title as the screen every other leads back to.
func (t *Title) Home() {}

// Resume builds the screen again when it is on top again: the settings
// over it may have changed the language.
func (t *Title) Resume() {
	notice := t.notice
	*t = *NewTitle(t.env)
	if t.notice == "" {
		t.notice = notice
	}
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
	sprites.Text(screen, t.names, sprites.Point{X: m.W / 2, Y: m.H*0.2 + m.Title}, m.Text*1.1, false, sprites.AlignCenter, sprites.WoodLight)
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
