package menus

import (
	"errors"
	"runtime"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/games"
	"tabula/save"
	"tabula/scenes/pages"
	"tabula/scenes/play"
	"tabula/scenes/rooms"
	"tabula/scenes/ui"
	"tabula/session"
	"tabula/sprites"
)

// Title is the first screen: resume the saved game, start a new one, the
// online rooms and, when this device holds a seat in some, how many wait
// for its turn and their list, the settings, quit.
type Title struct {
	env     *ui.Env
	menu    *ui.Menu
	acts    []func() ui.Transition
	notice  string
	names   string // the games, under the name
	resumed *session.Session
	size    [2]int
	// turns says in how many of the rooms this device holds a seat in it
	// is its turn ("" for none), as the server last told; asked is when
	// the server was last asked.
	turns   string
	answers int // the server's answers read
	// watching is set once the title asks the server about the rooms.
	watching bool
	asked    time.Time
	nameY    float64 // the height of the name: less than the first screens' when the menu is long
	pawns    bool    // the games' colours are drawn under the name: the menu leaves them room
	shown    bool    // the title has been on top: the page's address names no room
}

// NewTitle returns the title screen. It looks for a saved game to resume;
// a save that cannot be read is set aside and reported.
func NewTitle(env *ui.Env) *Title {
	t := &Title{env: env, notice: env.Notice}
	titles := make([]string, len(env.Games))
	for i, g := range env.Games {
		titles[i] = g.Rules.Title
	}
	t.names = strings.Join(titles[:len(titles)-1], ", ") + env.T(" and ") + titles[len(titles)-1]
	env.Notice = ""
	var labels []string
	add := func(label string, act func() ui.Transition) {
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
			add(env.F("Resume %s", s.Game().Rules.Title), func() ui.Transition { return ui.Replace(play.NewPlay(env, s)) })
		case errors.As(err, &bad):
			t.notice = env.F("The saved game could not be read (%s); it was kept aside as %s.", bad.Reason, bad.KeptAs)
			if bad.KeptAs == "" {
				t.notice = env.F("The saved game could not be read (%s).", bad.Reason)
			}
		case !errors.Is(err, save.ErrNoGame):
			t.notice = env.F("The saved game could not be opened: %s", err.Error())
		}
	}
	add(env.T("New game"), func() ui.Transition { return ui.Push(NewChooser(env)) })
	if env.Server != "" {
		add(env.T("Online"), func() ui.Transition { return ui.Push(NewOnlineMenu(env)) })
		if len(rooms.HeldRooms(env)) > 0 {
			add(env.T("My rooms"), func() ui.Transition { return ui.Push(rooms.NewMyRooms(env)) })
			rooms.CheckRooms(env)
			t.watching, t.asked = true, env.Clock()
			states, answers := rooms.RoomStates(env)
			t.turns, t.answers = rooms.YourTurnText(env, states), answers
		}
	}
	add(env.T("Learn to play"), func() ui.Transition {
		return ui.Push(pages.NewChooserFor(env, env.T("Learn which game?"), env.Games, func(g *games.Game) ui.Scene { return play.NewTutorial(env, g) }))
	})
	var lots []*games.Game
	for _, g := range env.Games {
		if pages.HasLots(g) {
			lots = append(lots, g)
		}
	}
	if len(lots) > 0 {
		add(env.T(pages.LabelOdds), func() ui.Transition {
			return ui.Push(pages.NewChooserFor(env, env.T("The odds of which game's lots?"), lots, func(g *games.Game) ui.Scene { return pages.NewOdds(env, g, nil, env.Device) }))
		})
	}
	if env.Records != nil {
		add(env.T(labelOpenRecord), func() ui.Transition { return ui.Push(NewOpenRecord(env)) })
	}
	add(env.T("Settings"), func() ui.Transition { return ui.Push(pages.NewSettings(env)) })
	if runtime.GOOS != "js" { // a browser tab is closed by the browser
		add(env.T("Quit"), func() ui.Transition { return ui.Pop() })
	}
	t.menu = ui.NewMenu(labels...)
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

// Update handles the menu, and says in how many rooms it is this device's
// turn as the server's answers come.
func (t *Title) Update(in *ui.Input) ui.Transition {
	if !t.shown {
		// Every way out of a room leads here: the page's address loses
		// the room, so that a reload does not open it again.
		t.shown = true
		if t.env.PageRoom != nil {
			t.env.PageRoom("")
		}
	}
	if t.watching {
		if states, answers := rooms.RoomStates(t.env); answers != t.answers {
			t.answers = answers
			t.turns = rooms.YourTurnText(t.env, states)
		}
		// By the clock, not by ticks: a browser at rest runs fewer.
		if now := t.env.Clock(); now.Sub(t.asked) >= rooms.CheckEvery {
			t.asked = now
			rooms.CheckRooms(t.env)
		}
	}
	if t.size != [2]int{in.Width, in.Height} {
		t.size = [2]int{in.Width, in.Height}
		t.layout(ui.MetricsFor(in.Width, in.Height))
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
			if tr.Kind == ui.TransitionReplace {
				return tr
			}
			return ui.Push(o)
		}
	}
	return ui.Stay()
}

// layout places the name, the games' colours and the menu in m: the menu
// as low as the first screens had it, higher when it and the notice
// under it would not fit, never over the name and the turns' line; the
// games' colours left out when they leave the menu too little room (a
// small phone), the menu in two columns or scrolling when even that is
// too little (see Menu.LayoutIn).
func (t *Title) layout(m ui.Metrics) {
	notice := t.noticeHeight(m)
	column := t.menu.Height(m)
	bottom := m.H - notice - m.Pad
	var top float64
	for _, pawns := range []bool{true, false} {
		t.pawns = pawns
		header := m.Title + m.Text*1.9 + m.Pad // the names and the turns' line
		if pawns {
			header += m.Text * 2
		}
		top = min(m.H*0.42+m.Pad, bottom-column)
		t.nameY = max(min(m.H*0.2, top-header), m.Title*0.75)
		top = max(top, t.nameY+header)
		if top+column <= bottom {
			break
		}
	}
	t.menu.LayoutIn(sprites.Rect{Min: sprites.Point{X: 0, Y: top}, Max: sprites.Point{X: m.W, Y: bottom}}, m, 0)
}

// Draw draws the name, the four games' colours and the menu.
func (t *Title) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	b := screen.Bounds()
	m := ui.MetricsFor(b.Dx(), b.Dy())
	y := t.nameY
	if y == 0 {
		y = m.H * 0.2 // not laid out yet
	}
	sprites.Text(screen, "tabula", sprites.Point{X: m.W / 2, Y: y}, m.Title*1.3, true, sprites.AlignCenter, sprites.Paper)
	sprites.Text(screen, t.names, sprites.Point{X: m.W / 2, Y: y + m.Title}, m.Text*1.1, false, sprites.AlignCenter, sprites.WoodLight)
	r := m.Text * 0.7
	for i, st := range sprites.RaceStyles {
		if !t.pawns {
			break
		}
		x := m.W/2 + (float64(i)-1.5)*r*3
		sprites.Pawn(screen, sprites.Point{X: x, Y: y + m.Title + m.Text*2}, r, st, 1)
	}
	t.menu.Draw(screen, m)
	if t.turns != "" && len(t.menu.Buttons) > 0 {
		top := t.menu.Buttons[0].Rect.Min.Y
		sprites.Text(screen, t.turns, sprites.Point{X: m.W / 2, Y: top - m.Text*0.7}, m.Text*0.95, true, sprites.AlignCenter, sprites.Highlight)
	}
	if t.notice != "" && len(t.menu.Buttons) > 0 {
		// Under the menu, which leaves it room: over a button, its
		// yellow would not read (see TestTextContrast).
		w := min(m.W-2*m.Pad, m.Text*40)
		y := t.menu.Bottom() + m.Pad
		ui.DrawWrapped(screen, t.notice, sprites.Rect{Min: sprites.Point{X: (m.W - w) / 2, Y: y}, Max: sprites.Point{X: (m.W + w) / 2, Y: m.H}}, m.Text*0.85, sprites.Highlight)
	}
}

// noticeHeight returns the height the notice takes under the menu, with
// the space above it: none without a notice.
func (t *Title) noticeHeight(m ui.Metrics) float64 {
	if t.notice == "" {
		return 0
	}
	size := m.Text * 0.85
	w := min(m.W-2*m.Pad, m.Text*40)
	lines := ui.Wrap(t.notice, w, func(s string) float64 { return sprites.TextWidth(s, size, false) })
	return m.Pad + float64(len(lines))*size*1.25
}

func (t *Title) Probe(pr *ui.Probe) {
	pr.Scene, pr.Notice, pr.Message, pr.Title = "title", t.notice, t.turns, "tabula"
	pr.Buttons = t.menu.Targets(pr.Buttons)
	pr.Scroll = t.menu.ProbeScroll()
}
