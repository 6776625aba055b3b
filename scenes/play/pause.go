package play

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/lang"
	"tabula/rules"
	"tabula/save"
	"tabula/scenes/pages"
	"tabula/scenes/ui"
	"tabula/session"
	"tabula/sprites"
)

// labelSaveRecord is the label of the button that keeps the game's record.
const labelSaveRecord = "Save record"

// Pause is the menu over a game: back to the game, the rules, the settings,
// or leave (the game stays saved and can be resumed from the title).
type Pause struct {
	env    *ui.Env
	play   *Play
	menu   *ui.Menu
	acts   []func() ui.Transition
	notice string // what the last action did: where a record went
	size   [2]int
}

// NewPause returns the pause menu of a game, or of a record read.
func NewPause(env *ui.Env, play *Play) *Pause {
	p := &Pause{env: env, play: play}
	var labels []string
	add := func(label string, act func() ui.Transition) {
		labels = append(labels, label)
		p.acts = append(p.acts, act)
	}
	back, leave := env.T("Back to the game"), env.T("Leave the game")
	switch {
	case play.record.reading:
		back, leave = env.T("Back to the record"), env.T("Leave the record")
	case play.server != nil:
		leave = env.T("Leave the room")
	}
	add(back, ui.Pop)
	add(env.T("Rules"), func() ui.Transition { return ui.Push(pages.NewRules(env, play.Session().Game())) })
	if _, ok := play.board.View.(sprites.Labeler); ok {
		label := env.T("Show the cells' names")
		if env.Settings.Labels {
			label = env.T("Hide the cells' names")
		}
		add(label, func() ui.Transition {
			env.Settings.Labels = !env.Settings.Labels
			env.SaveSettings()
			return ui.Pop()
		})
	}
	if g := play.Session().Game(); pages.HasLots(g) {
		add(env.T(pages.LabelOdds), func() ui.Transition { return ui.Push(pages.NewOdds(env, g, play.sess.History(), env.Device)) })
	}
	add(env.T("Settings"), func() ui.Transition { return ui.Push(pages.NewSettings(env)) })
	if env.Records != nil && !play.record.reading {
		add(env.T(labelSaveRecord), func() ui.Transition {
			p.notice = saveRecord(env, play.Session())
			return ui.Stay()
		})
	}
	add(leave, func() ui.Transition {
		play.advice.stop() // the game stays saved; its searches end here
		return ui.Home()
	})
	p.menu = ui.NewMenu(labels...)
	return p
}

// Resume builds the menu again, and the game's words beneath, when the
// menu is on top again: the settings may have changed the language.
func (p *Pause) Resume() {
	notice := p.notice
	*p = *NewPause(p.env, p.play)
	p.notice = notice
	p.play.Resume()
}

// Overlay reports that the game shows beneath the menu.
func (p *Pause) Overlay() bool { return true }

// Update handles the menu.
func (p *Pause) Update(in *ui.Input) ui.Transition {
	if p.size != [2]int{in.Width, in.Height} {
		p.size = [2]int{in.Width, in.Height}
		m := ui.MetricsFor(in.Width, in.Height)
		h := p.menu.Height(m)
		top := (float64(in.Height) - h) / 2
		p.menu.Layout(sprites.Rect{Min: sprites.Point{X: 0, Y: top}, Max: sprites.Point{X: float64(in.Width), Y: top + h}}, m)
	}
	if in.Has(ui.ActionBack) {
		return ui.Pop()
	}
	if i := p.menu.Update(in); i >= 0 {
		p.env.Click()
		return p.acts[i]()
	}
	return ui.Stay()
}

// Draw dims the game and draws the menu.
func (p *Pause) Draw(screen *ebiten.Image) {
	b := screen.Bounds()
	m := ui.MetricsFor(b.Dx(), b.Dy())
	dim := sprites.Rect{Max: sprites.Point{X: float64(b.Dx()), Y: float64(b.Dy())}}
	sprites.FillPolygon(screen, []sprites.Point{dim.Min, {X: dim.Max.X, Y: 0}, dim.Max, {X: 0, Y: dim.Max.Y}}, color.RGBA{0, 0, 0, 0xa0})
	if len(p.menu.Buttons) > 0 {
		top := p.menu.Buttons[0].Rect.Min.Y
		sprites.Text(screen, p.env.T("Paused"), sprites.Point{X: float64(b.Dx()) / 2, Y: top - m.Title*0.6}, m.Title*0.6, true, sprites.AlignCenter, sprites.Paper)
	}
	p.menu.Draw(screen, m)
	if p.notice != "" && len(p.menu.Buttons) > 0 {
		y := p.menu.Buttons[len(p.menu.Buttons)-1].Rect.Max.Y + m.Pad
		w := min(m.W-2*m.Pad, m.Text*40)
		ui.DrawWrapped(screen, p.notice, sprites.Rect{Min: sprites.Point{X: (m.W - w) / 2, Y: y}, Max: sprites.Point{X: (m.W + w) / 2, Y: y + m.Text*4}}, m.Text*0.85, sprites.Highlight)
	}
}

func (p *Pause) Probe(pr *ui.Probe) {
	pr.Scene, pr.Notice, pr.Title = "pause", p.notice, p.env.T("Paused")
	pr.Buttons = p.menu.Targets(pr.Buttons)
	pr.Game = probeGame(p.play)
	if p.play.server != nil {
		pr.Room = p.play.server.Probe()
	}
}

// recordText writes the record of the game being played, up to its
// present, with a comment naming the game, the date and the seats.
func recordText(env *ui.Env, s *session.Session) string {
	g := s.Game()
	players := s.State().Players()
	var b strings.Builder
	b.WriteString("# tabula: " + g.Rules.Title + ", " + env.Now().Format("2 January 2006, 15:04") + "\n# seats:")
	for p, seat := range s.Seats() {
		if p > 0 {
			b.WriteString(",")
		}
		b.WriteString(" " + g.Help.SeatName(lang.English, players, rules.Player(p)))
		if seat.Computer {
			b.WriteString(" (computer, " + s.Level(rules.Player(p)).String() + ")")
		}
	}
	b.WriteString("\n")
	b.WriteString(s.Record().String())
	return b.String()
}

// saveRecord keeps the record of the game being played and says where.
func saveRecord(env *ui.Env, s *session.Session) string {
	name := save.RecordName(s.Game().Rules.Name, env.Now())
	where, err := env.Records.Keep(name, []byte(recordText(env, s)))
	if err != nil {
		return env.F("The record could not be saved: %s", err.Error())
	}
	return env.F("Record saved: %s", where)
}
